/* rtl_gen/emit_timing.h -- the timing model of a configuration (docs/timing-model.md): every
 * number derived from the configuration and the latencies of docs/microarchitecture.md, never
 * measured. `pws gen` writes it as pws_timing.json (emit_timing); the lockstep harness checks
 * every retired instruction against the same numbers (emit_timing_op). */
#ifndef PWS_RTL_EMIT_TIMING_H
#define PWS_RTL_EMIT_TIMING_H

#include "cfg.h"
#include "emit.h"
#include "isa.h"

#include <stdint.h>

/* The model of one instruction of configuration c. */
typedef struct emit_timing_entry {
    const char *cls;      /* "sopp", "branch", "salu", "smem", "valu", "flat", "ds", "barrier",
                           * "split", "merge" (static) */
    uint64_t best;        /* issue-to-retire alone, cheapest operands (no active lane) */
    uint64_t worst;       /* issue-to-retire alone, most expensive operands (every lane) */
    uint64_t own_worst;   /* issue-to-retire with the waits for other units (instruction RAM,
                           * memory, LDS and VRF arbiters, split token) but without the SPI's
                           * traffic (init writes, LDS zeroing) and the atomic token */
    uint64_t busy_worst;  /* issue-to-retire with every interference of c (arbiters, token,
                           * init traffic); the longest a SIMD can be busy with it */
    uint64_t gap_worst;   /* previous retire of the same wavefront to this retire, worst */
} emit_timing_entry;

/* Fills *t for op on c; returns 1, or 0 (t untouched) if the RTL of c does not run op. */
int emit_timing_op(const pws_cfg *c, isa_op op, emit_timing_entry *t);

/* The configuration-wide waits (cycles). */
typedef struct emit_timing_waits {
    uint64_t issue_worst;             /* a ready wavefront waits for its SIMD's issue slot */
    uint64_t imem_worst;              /* one fetch word waits for the instruction RAM */
    uint64_t mem_worst_per_access;    /* one global access waits for the CU's memory arbiter */
    uint64_t lds_worst_per_access;    /* one LDS access waits for the LDS arbiter (SIMDs) */
    uint64_t atomic_token_worst;      /* an atomic waits for the GPU's atomic token */
    uint64_t init_worst;              /* write-back cycles one instruction loses to init writes */
    uint64_t barrier_release;         /* last arrival's retire to the waiters being pickable */
    uint64_t wave_best, wave_worst;   /* dispatch: start of a wave's init to its first fetch */
    uint64_t wave_sequence;           /* the init writes of one wave, START included */
    uint64_t workgroup_worst;         /* the same for the last wave of a workgroup */
    /* the parts a kernel-aware bound (pws wcet) composes itself, docs/timing-model.md */
    uint64_t unit_contexts;           /* contexts one unit's round-robin issue serves */
    uint64_t token_requesters;        /* other holders an atomic may wait for, each <= its
                                       * longest atomic's own_worst */
    uint64_t init_per_wave;           /* init writes of one wave (each steals <= 1 write-back) */
    uint64_t lds_zero_per_workgroup;  /* LDS zeroing cycles of one workgroup's dispatch */
    uint64_t smem_return_worst;       /* an SMEM's retire to its context issuing again with its
                                       * data written (no SPI traffic); the static WCET adds it
                                       * to every SMEM instruction's gap */
    uint64_t smem_return_busy;        /* the same with every interference (the SPI's writes) */
    uint64_t vmem_return_worst;       /* likewise a posted FLAT load's data (--vmem-queue; 0
                                       * without it) */
    uint64_t vmem_return_busy;
} emit_timing_waits;

void emit_timing_waits_of(const pws_cfg *c, emit_timing_waits *w);

/* The fixed costs of the paper's Lemma 5.1 (docs/splitting.md), at all SGPRs: e_s, a split's
 * issue until the splitter and its new SWF may both go on (PWS: the s_split's retire, then its
 * copy and the new SWF's start; DWS: the marked branch and its copy), and e_m, from the arrival
 * of the second partner at s_merge to the target's retire. */
void emit_timing_split(const pws_cfg *c, uint64_t *e_s, uint64_t *e_m);
/* The bounds on an SMEM load's data, from its retire (docs/timing-model.md): *own without the
 * SPI's init writes, *busy with them. Cannot fail. */
void emit_timing_smem_return(const pws_cfg *c, uint64_t *own, uint64_t *busy);
/* The same for a FLAT load's data (posted: it retires before its data). Cannot fail. */
void emit_timing_vmem_return(const pws_cfg *c, uint64_t *own, uint64_t *busy);
/* The same for a DS load's data. Cannot fail. */
void emit_timing_lds_return(const pws_cfg *c, uint64_t *own, uint64_t *busy);

/* With split hardware, the most cycles the instruction that splits holds the control unit
 * beyond a branch's own 3 (its issue-to-retire latency is 3 + this; DWS: a marked branch and
 * its copy; PWS: s_split, its mask's reads, its unit's copy engine, the split token: it retires
 * at its decision); 0 without. Under PWS, the most an s_merge holds it (the token): its latency
 * and e_m are 3 + that. */
uint64_t emit_timing_pipe_split_hold(const pws_cfg *c);
uint64_t emit_timing_pipe_merge_hold(const pws_cfg *c);
/* The SRF words a split copies at most (all of a context's), and what each word adds to e_s,
 * to e_m, and to a split's block (pipe.split_block) and its instruction's hold: the copy is the
 * kernel's SGPRs (pws_srf_copy). */
void emit_timing_pipe_split_words(const pws_cfg *c, uint64_t *words, uint64_t *e_s_word,
                                  uint64_t *e_m_word, uint64_t *block_word);

/* What the pipelined CU's static bound composes per op (docs/microarchitecture.md "The static
 * bound"), written as the "pipe" object of its pws_timing.json. */
typedef struct emit_pipe_cost {
    const char *unit;    /* "valu", "salu", "vmem", "lds", "ctrl" (static) */
    uint64_t hold;       /* cycles one issue keeps its unit from the next: the VALU's B, 1 else */
    uint64_t send;       /* SMEM, FLAT, DS: from leaving the head of its unit's queue to its
                          * last access granted, every lane active; 0 else */
    uint64_t send_alone; /* the same when no answer of its unit waits for the VRF: a plain
                          * store's, when its unit runs only plain stores; = send else */
    uint64_t rows;       /* FLAT, DS: VGPR rows the row reader reads for it; 0 else */
    uint64_t hz_valu;    /* cycles from its issue before a following VALU of its wavefront
                          * may issue (docs/microarchitecture.md "Hazards"), at least 2, if
                          * that VALU reads no scalar state as a whole */
    uint64_t hz_scalar;  /* the same before a following VALU that does (an SGPR, VCC, EXEC, M0
                          * or SCC operand) */
    uint64_t hz_other;   /* the same before a following non-VALU (all read scalar state) */
    int srf;             /* it may reserve the SRF write port (an SGPR result in its pipeline) */
    uint64_t srf_at;     /* the cycle after its issue whose SRF write it reserves (pws_issue's
                          * d_valu1, d_valu2, d_salu; the cycles either side must be free too);
                          * 0 without srf */
    uint64_t redirect;   /* it stops the fetch: cycles from its issue to the redirect; 0 else */
    int vcls;            /* a VALU op's class in a PWS turn: 0 K = 1, 1 K = 2, 2 K = 2 with a
                          * 64-bit result (pws_vrf_res issues one class at a time); 0 else */
    int xl;              /* a cross-lane VALU op (issues alone in its turn) */
} emit_pipe_cost;

/* PWS's VALU turns (pws_vrf_res, docs/microarchitecture.md "Split hardware on the pipeline"):
 * the longest turn, from the previous turn's last issue to this one's, when the VALU ops that
 * can meet are of the classes in cls_mask (bit k: vcls k), include cross-lane ones (xl) or
 * SGPR-writing ones (srf). The timing model carries it for every combination (pipe.turns.len,
 * index (cls_mask - 1) 4 + 2 xl + srf), so that a kernel's bound uses its own. */
uint64_t emit_timing_pipe_turn(const pws_cfg *c, unsigned cls_mask, int xl, int srf);

/* PWS: what a split's copy loses per SGPR word to the other units' engines at its new SWF's
 * copy port, 3 (S - 1) (split.share_word): none when the SIMD holds one wavefront, whose new
 * SWFs are one at a time on each unit; 0 without PWS. */
uint64_t emit_timing_pipe_share_word(const pws_cfg *c);

/* A SOLO turn's wait (no other ID has a VALU instruction pending: the members are the ready
 * units): from the first visit at which a VALU instruction of the focus is ready, its unit
 * free, to its issue, for the same combinations (pipe.turns.solo, index (cls_mask - 1) 2 + xl;
 * its own SRF reservation is charged apart). */
uint64_t emit_timing_pipe_solo(const pws_cfg *c, unsigned cls_mask, int xl);

/* Fills *o for op on the pipelined configuration c; returns 1, or 0 if c does not run op. */
int emit_timing_pipe_info(const pws_cfg *c, isa_op op, emit_pipe_cost *o);

/* Writes the "pipe" object of pws_timing.json (a member line of the top-level object, ending
 * with `tail`): the visit period, the fetch's slack, the memory units' depth and latencies,
 * and every op's emit_pipe_cost. */
void emit_timing_pipe_json(emit_ctx *e, const pws_cfg *c, const char *tail);

/* pws_timing.json (format pws-timing-1). Returns emit_status(e). */
int emit_timing(emit_ctx *e, const pws_cfg *c);

#endif
