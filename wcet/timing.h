/* wcet/timing.h -- the hardware timing model a static bound is computed from: pws_timing.json,
 * format "pws-timing-1" (docs/timing-model.md), written by `pws gen`. */
#ifndef PWS_WCET_TIMING_H
#define PWS_WCET_TIMING_H

#include <stddef.h>
#include <stdint.h>

#include "isa.h"

typedef struct timing {
    /* config: the keys of pws_manifest.json the analysis needs */
    unsigned cus, simds, contexts, wave, spsimds;
    char split[8];                 /* "none", "dws" or "pws" */
    uint64_t gap_worst[ISA_NUM_OPS];
    uint64_t own_worst[ISA_NUM_OPS];   /* without the issue wait, the SPI and the token */
    uint64_t own_best[ISA_NUM_OPS];    /* its fewest cycles issue to retire (best; 0: not given) */
    uint8_t has_op[ISA_NUM_OPS];   /* 1 if the RTL of this configuration executes the op */
    uint8_t is_ds[ISA_NUM_OPS];    /* class "ds": waits for the LDS zeroing */
    uint64_t wave_worst, workgroup_worst;   /* dispatch: the paper's d */
    uint64_t e_s, e_m;             /* split costs (0 when absent: split none) */
    /* The decomposition a kernel-aware bound needs (docs/timing-model.md "A kernel's own
     * bound"); has_parts is 0 for a model without it (a hand-written fixture): gap_worst is
     * then used as it is. */
    int has_parts;
    uint64_t unit_contexts, token_requesters, init_per_wave, lds_zero_per_workgroup;
    uint64_t wave_sequence, dispatch_slots;   /* workgroup_worst = slots x sequence + zero + 1 */
    uint64_t smem_return;          /* an SMEM load's retire to its data written, without the SPI
                                    * (waits.smem_return_worst; 0 in a model before loads were in
                                    * flight): added to every SMEM gap */
    uint64_t vmem_return;          /* likewise a posted FLAT load's (waits.vmem_return_worst;
                                    * 0 without --vmem-queue or in a model before it) */
    /* The pipelined CU's model (its "pipe" object; docs/microarchitecture.md "The static
     * bound"): pipe is 1 when present, and the kernel's gaps are then composed from these. */
    int pipe;
    uint64_t visit;                /* cycles between two issue visits of a SIMD (N) */
    uint64_t fetch_slack;          /* a fetch's push to its instructions' first issue visit */
    uint64_t start;                /* a wavefront's START write (its trace's wave_start) to its
                                    * context's first fetch pick (pipe.start; 0 if absent) */
    uint64_t fetch_ports;          /* the fetch's ports per SIMD, each over its share of the
                                    * contexts (pipe.fetch_ports; PWS: a unit's bank; 1 if
                                    * absent) */
    uint64_t mem_insts;            /* instructions a memory unit holds */
    uint64_t mem_latency, lds_latency;
    uint64_t init_fixed_writes, init_write_worst;   /* a wave's init: writes besides its
                                    * registers, and the cycles one write takes at most */
    uint64_t init_write_free;      /* the same when its SIMD runs no wavefront (0: not given) */
    uint64_t init_vgpr_write_worst, init_vgpr_write_free;   /* the same for a VGPR row (one VRF
                                    * port: a pass group at a time); 0: not given, as any write */
    uint64_t lds_zero_write_worst; /* cycles the SPI takes to zero one LDS dword at most */
    uint64_t split_block;     /* DWS: cycles one split keeps the SALU and the control unit (0: none) */
    uint64_t ibuf_depth;      /* a context's instruction buffer entries (0: not in the model,
                               * the gaps then add the fetch and the waits; wcet/fetch_stream.h) */
    uint64_t fetch_width;     /* instructions a fetch pick delivers, 1 or 2 (2 if absent) */
    uint64_t vrf_reads;       /* VRF read ports a SIMD, 3 or 1 (one shared by the VALU and the
                               * row reader: waits for each other; 3 if absent) */
    uint8_t unit[ISA_NUM_OPS];     /* TIMING_UNIT_* */
    uint8_t srf[ISA_NUM_OPS];      /* it may reserve the SRF write port */
    uint64_t srf_at[ISA_NUM_OPS];  /* the cycle after its issue it reserves (0: not given) */
    uint64_t hold[ISA_NUM_OPS];    /* an issue keeps its unit from the next this long */
    uint64_t send[ISA_NUM_OPS];    /* a memory op's sending time, every lane active; 0 else */
    uint64_t send_alone[ISA_NUM_OPS]; /* the same when its unit has no answer to write into the
                                    * VRF: a plain store's, in a kernel whose unit runs only
                                    * plain stores (= send without the field) */
    /* what a memory op's sending is made of, so that a kernel's bound counts only the
     * requesters it can have (mem_parts: the model has them; else send is used as it is): its
     * accesses (SMEM: dwords), the return queues, the answers' writes, SMEM units a SIMD */
    int mem_parts;
    uint64_t acc[ISA_NUM_OPS];
    uint64_t q_vmem, q_lds, q_smem, w_vrf, w_srf, smem_units;
    uint64_t rows[ISA_NUM_OPS];    /* FLAT, DS: VGPR rows the row reader reads for it */
    uint64_t hz_valu[ISA_NUM_OPS], hz_scalar[ISA_NUM_OPS], hz_other[ISA_NUM_OPS];   /* the
                                    * waits it imposes on its wavefront's next instructions: a
                                    * VALU, a VALU reading scalar state as a whole, any other */
    uint64_t redirect[ISA_NUM_OPS];   /* it stops the fetch: issue to redirect; 0 else */
    /* PWS's VALU turns (pipe.turns; docs/microarchitecture.md "Split hardware on the
     * pipeline"): turn_units 0 without them; else the units per SIMD (S + 1), the context IDs
     * (a unit's bank, what its VALU, SALU and control pickers choose among) and the longest
     * turn of each combination of the VALU ops that meet: index (class mask - 1) 4 + 2 xl + srf */
    uint64_t turn_units, turn_ids, turn_len[28];
    /* a solo turn's wait for each combination (pipe.turns.solo, index (class mask - 1) 2 + xl):
     * from the first visit at which a VALU op of the only ID that wants the VALUs is ready to its
     * issue */
    uint64_t turn_solo[14];
    /* The pipelined CU's splits copy the kernel's SGPRs only: split.words (0: not given) SRF
     * words at most, and what each adds to e_s, to e_m, and to split_block and the splitting
     * instruction's hold (block_word; e_s_word in a model without it) (timing_fit_sgprs) */
    uint64_t split_words, e_s_word, e_m_word, block_word;
    /* PWS: per word, what a copy loses to other units' engines at its destination (in every
     * copy of e_s (two), of a split's block and of s_split's hold (one)); none when the SIMD
     * holds one wavefront (timing_split_alone) */
    uint64_t share_word;
    uint8_t vcls[ISA_NUM_OPS];     /* a VALU op's class in a turn: 0 K = 1, 1 K = 2, 2 K = 2 with
                                    * a 64-bit result */
    uint8_t xl[ISA_NUM_OPS];       /* a cross-lane VALU op: alone in its turn */
} timing;

/* The pipelined CU's functional units (docs/microarchitecture.md "Issue"). */
enum { TIMING_UNIT_VALU, TIMING_UNIT_SALU, TIMING_UNIT_VMEM, TIMING_UNIT_LDS, TIMING_UNIT_CTRL,
       TIMING_NUNITS };

/* What the kernel's dispatch can put on the machine: the upper bounds the kernel-aware costs
 * are computed from. */
typedef struct timing_load {
    const uint8_t *used;      /* ISA_NUM_OPS: 1 for every mnemonic in the kernel */
    uint64_t waves;           /* wavefronts of the whole dispatch */
    uint64_t groups;          /* workgroups of the dispatch */
    uint64_t swfs_per_wave;   /* SWFs one wavefront can become: 1, or S + 1 with splitting */
    /* the kernel's registers and LDS, for its own d on the pipelined CU (0, 0: unknown, the
     * configuration's are used) */
    uint64_t sgprs, vgprs;    /* dispatch_num_sgprs, dispatch_num_vgprs */
    uint64_t lds_bytes;       /* LDS per workgroup (group_segment_fixed_size) */
    /* PWS on the pipelined CU: the most s_split and s_merge instructions one wavefront runs
     * (with their loops' bounds), each keeping its unit's SALU and control unit at most
     * split_block / e_m - 2 cycles (timing_split_interference) */
    uint64_t split_execs, merge_execs;
    int valu_sgpr;            /* some VALU instruction writes an SGPR (timing_pipe_writes_sgpr):
                               * a PWS turn may wait for an SRF reservation */
    int mem_root_only;        /* PWS: no FLAT or DS instruction can be run by an SWF other than
                               * its wavefront's own context (wcet/split_depth.h), so the shared
                               * memory units see at most one context per wavefront */
    int smem_root_only;       /* no SMEM instruction can be run by an SWF other than its
                               * wavefront's own context (none; PWS: wcet/split_depth.h), so
                               * one SMEM unit a SIMD requests memory */
    /* The SMEM units' grants on the CU's memory arbiter, counted once for the dispatch instead
     * of in every FLAT access's round (timing_smem_interference); only when the whole dispatch
     * is resident at once (DS = 1), so that each wavefront runs its SMEM instructions once */
    uint64_t smem_accesses;   /* SMEM dwords one SWF can load, loops included (an upper bound:
                               * every SMEM instruction times its loops' bounds) */
    int smem_apart;           /* 1: FLAT sending with the VMEM units as the only other
                               * requesters, and timing_smem_interference added to d */
    /* The pipelined CU: the last retire after s_endpgm's issue, from the kernel's CFG
     * (timing_pipe_tail); tail_known 0: the longest issue-to-retire of the kernel's ops */
    int tail_known;
    uint64_t tail;
    /* DWS's work-conserving bound (wcet/dws_work.h): gaps as if the instruction's SWF ran
     * alone (no other SWF's issues, the fetch's port to itself: a pair a visit, F = N + slack),
     * and a memory op's room in its queue one sending, its own, so that a sum of gaps counts
     * each op's sending once; a load's answer still waits for a full queue (docs/wcet.md "DWS:
     * the SIMD's work"). Not for PWS's turns. 2: the same, a FLAT or DS op's sending without
     * its lanes' part (of the ops that SWFs of one wavefront run in copies, the lanes are
     * disjoint: one full op's lanes among them, counted with one of the copies). 0: off. */
    int work;
    /* The pipelined CU: FLAT ops followed through their unit's queue in each block
     * (wcet/mem_queue.h) rather than a full queue in each gap: set where
     * timing_pipe_vmem_own allows it; a FLAT op's room and the waits for FLAT answers are then
     * left out of the gaps (the queue adds them). */
    int vmem_own;
} timing_load;

/* The pipelined CU: how long after a wavefront's s_endpgm issues its last instruction can
 * retire. own[i] is instruction i's issue-to-retire (own_worst) and after[i] the fewest
 * instructions its wavefront issues after it up to an s_endpgm (UINT64_MAX: none reachable);
 * each issue of a wavefront follows the one before by at least max(N, 2) cycles, also across a
 * merge (the parent goes on after its child's s_merge), so instruction i retires at most
 * own[i] - after[i] max(N, 2) after the s_endpgm's issue. The max of that over the n
 * instructions, at least 0. */
uint64_t timing_pipe_tail(const timing *t, const uint64_t *own, const uint64_t *after, size_t n);

/* The most wavefronts of the dispatch one SIMD receives: ceil(waves / simds), by the SPI's
 * turn over the SIMDs (the resident SWFs R of the bound are at most this many wavefronts'). */
uint64_t timing_waves_per_simd(const timing *t, const timing_load *l);

/* 1 when only the wavefront's own context can use its SIMD's FLAT unit (one wavefront a SIMD,
 * no SWF running FLAT ops: Rm = 1), the kernel has FLAT ops and the queue fits mem_queue, with
 * *send (the kernel's longest FLAT sending), *answer (L + 5) and *lead (the row reader's rows
 * before a sending) for wcet/mem_queue.h; else 0. */
int timing_pipe_vmem_own(const timing *t, const timing_load *l, uint64_t *send, uint64_t *answer,
                         uint64_t *lead);

/* The memory units an instruction may wait for (wcet/pending.h): SMEM, FLAT, DS. */
enum { TIMING_PENDING_SMEM = 1, TIMING_PENDING_VMEM = 2, TIMING_PENDING_LDS = 4 };

/* Per-instruction gaps of a kernel under load l (docs/timing-model.md "A kernel's own bound"):
 * the round-robin wait counts only the SWFs that can be resident on a unit at once, each
 * issuing the longest instruction the kernel has; the atomic token only the kernel's own
 * atomics. The SPI's traffic is not in the gaps: timing_dispatch_interference is added once
 * per kernel. Without has_parts, gap[op] = gap_worst[op]. For the pipelined CU (pipe) the gap
 * is from the previous instruction's issue to this one's, composed from the cadence
 * (docs/microarchitecture.md "The static bound"); timing_kernel_d then adds the first fetch and
 * the last latency. */
void timing_kernel_gaps(const timing *t, const timing_load *l, int merges_wait, uint64_t *gap);

/* The pipelined CU (t->pipe): the gap of instruction i of a straight-line block whose decoded
 * instructions are ins[0 .. i] (docs/microarchitecture.md "The static bound"): its hazards
 * from the instructions before it in the block (each issued at least max(N, 2) cycles after
 * the one before), the kernel's worst for what the block does not show; the SRF port only if
 * its operands write an SGPR; and the completion of the units in `wait` (TIMING_PENDING_*
 * bits: the loads and stores it may wait for, pend_step). Never above timing_kernel_gaps's
 * gap for its op. */
struct isa_inst;
/* The pipelined CU: instruction in writes an SGPR (0 .. 101) through its unit's pipeline (a
 * VALU's mask or lane value, a SALU's destination), so it reserves the SRF write port. */
int timing_pipe_writes_sgpr(const timing *t, const struct isa_inst *in);

uint64_t timing_pipe_insn_gap(const timing *t, const timing_load *l, const struct isa_inst *ins,
                              unsigned i, unsigned wait);

/* The pipelined CU: timing_pipe_insn_gap in its two parts: *ready, the cycles after the
 * previous instruction's issue until this one is ready but for the fetch (its hazards, its
 * loads' completion), and the return value, its waits once ready (other SWFs' issues, turns,
 * the SRF port, the memory queue's room, the token). The gap is max(ready, the fetch's share N
 * R / 2) + waits; wcet/fetch_stream.h composes a block from the parts instead. */
uint64_t timing_pipe_insn_parts(const timing *t, const timing_load *l, const struct isa_inst *ins,
                                unsigned i, unsigned wait, uint64_t *ready);

/* The pipelined CU's fetch for a kernel: *nr = N R, the cycles between two picks of one
 * context (fetch_width instructions each), *f = F, a pick's delivery after the context can
 * fetch. */
void timing_pipe_stream(const timing *t, const timing_load *l, uint64_t *nr, uint64_t *f);

/* An instruction's share of the fetch when picks come every nr cycles: ceil(nr / fetch_width),
 * the least gap the fetch allows on average (every gap of the pipelined CU is at least it). */
uint64_t timing_pipe_fetch_share(const timing *t, uint64_t nr);

/* The pipelined CU: what an instruction that stops the fetch (a branch, s_setpc, ...) costs
 * the block that runs after it: the fetch's first delivery after the redirect, F + redirect
 * (0 for any other op). timing_pipe_insn_gap leaves it out of the branch's own gap, so that
 * each block's static latency holds what a trace measures for it: from the retire before it
 * (the branch) to its own last retire. */
uint64_t timing_pipe_fetch_after(const timing *t, const timing_load *l, unsigned op);

/* Every cycle the SPI can take from the dispatch's wavefronts: one write-back cycle per init
 * write of every wave, and, if the kernel uses the LDS, each workgroup's LDS zeroing. 0
 * without has_parts (the gaps then include it). */
uint64_t timing_dispatch_interference(const timing *t, const timing_load *l);

/* The paper's d for this dispatch: the last wave of a workgroup starts after at most
 * min(dispatch slots, waves) init sequences and one LDS zeroing. workgroup_worst without
 * has_parts. */
uint64_t timing_kernel_d(const timing *t, const timing_load *l);

/* The pipelined CU with split hardware: the cycles the splits of a dispatch round can keep any
 * one SWF's SALU and control instructions from issuing, in all (in timing_kernel_d; 0 without
 * split hardware). It can fall on any one segment of a trace. */
uint64_t timing_split_interference(const timing *t, const timing_load *l);

/* With l->smem_apart, the cycles the SMEM units' grants can add to a wavefront: each takes the
 * arbiter for one cycle, and a round-robin arbiter's grant to another requester delays this
 * wavefront's next FLAT grant by at most that cycle, so at most one cycle per SMEM dword the
 * dispatch's wavefronts (their SWFs, when SWFs run SMEM instructions) on one CU load; 0 without
 * smem_apart. */
uint64_t timing_smem_interference(const timing *t, const timing_load *l);

/* Reads and checks path. Returns 0, or reports "path: error: ..." and returns PWS_EIO, PWS_EPARSE
 * (not JSON, wrong format string, a missing or non-integer key, an unknown mnemonic) or
 * PWS_ENOMEM. */
int timing_read(const char *path, timing *t);

/* Takes a kernel that names `sgprs` SGPRs (dispatch_num_sgprs) into e_s, e_m and split_block:
 * the pipelined CU's split copies only those (ceil(sgprs / 2) SRF words, at least 1). Nothing
 * changes for a model without split.words. */
void timing_fit_sgprs(timing *t, uint64_t sgprs);

/* PWS on the pipelined CU with one wavefront a SIMD (l): each unit holds one SWF, so a unit's
 * copy port takes one split's copy at a time, and the split costs lose share_word per word
 * copied (split_words, after timing_fit_sgprs): e_s twice, the split's block and s_split's
 * hold once. Nothing otherwise. */
void timing_split_alone(timing *t, const timing_load *l);

#endif
