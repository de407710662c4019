/* testbenches/synth/benchgen.h -- the synthetic divergence benchmark of the PWS paper's section 7
 * (`pws benchgen`): a non-divergent part run by every work-item, a nest of L if-else levels on
 * the work-item id (level k tests bit k), and a divergent part in each of the 2^L leaves, with
 * the divergent and memory fractions as parameters. Spec (kernel shape, counting rules, register
 * plan, output layout): docs/benchgen.md.
 *
 * The generator builds a program (lists of operations), then renders it as GCN3 assembly and,
 * independently of the golden model, computes the exact output buffer with a C reference that
 * executes the same operation lists per work-item. Every kernel gives that buffer under every
 * split mode, S and wavefront size 4..64 (the invariance rules of docs/randkernel.md: stores go
 * only to the work-item's own region, scalar state written in divergent code is dead after its
 * join, no value depends on lane numbering). Same options -> byte-identical text. */
#ifndef PWS_BENCHGEN_H
#define PWS_BENCHGEN_H

#include <stddef.h>
#include <stdint.h>

typedef enum benchgen_marks {
    BENCHGEN_MARKS_NONE = 0,      /* unmarked */
    BENCHGEN_MARKS_PWS,           /* s_split before every if-else of the nest, s_merge after it */
    BENCHGEN_MARKS_DWS,           /* MODE bit 21 set before each if's s_cbranch_execz */
} benchgen_marks;

typedef struct benchgen_opts {
    unsigned levels;              /* nesting depth L, 0..BENCHGEN_MAX_LEVELS */
    double div_frac;              /* share of the counted instructions in the leaves, 0..1 */
    double mem_frac;              /* share of the leaf instructions that are flat loads/stores */
    unsigned insts;               /* counted instructions per work-item path, 1..MAX_INSTS */
    benchgen_marks marks;
    unsigned split_levels;        /* pws marks on the outer split_levels levels only (2^K - 1
                                   * split points); 0: on every level */
    unsigned loop_trips;          /* the nest runs in a uniform loop of this many trips */
    unsigned wg;                  /* work-items per workgroup: a power of two, 64..BENCHGEN_MAX_WG */
    unsigned groups;              /* workgroups in the dispatch, 1..BENCHGEN_MAX_GROUPS */
    uint64_t seed;                /* picks the operations; any value */
} benchgen_opts;

#define BENCHGEN_MAX_LEVELS 6u    /* log2 of the largest wavefront (64) */
#define BENCHGEN_MAX_INSTS 4096u
#define BENCHGEN_MAX_TRIPS 1000u
#define BENCHGEN_WG 64u           /* default workgroup size: a multiple of every wavefront size
                                   * 4..64, so every --wg is a power of two from it */
#define BENCHGEN_MAX_WG 1024u     /* golden's largest workgroup (GOLDEN_MAX_WG_ITEMS) */
#define BENCHGEN_GROUPS 2u        /* default number of workgroups */
#define BENCHGEN_MAX_GROUPS 64u   /* keeps the output buffer within 4 MiB */
#define BENCHGEN_REGS 8u          /* data VGPRs v8..v15: v8..v11 integer, v12..v15 FP32 */
#define BENCHGEN_MEM_SLOTS 8u     /* dwords 0..7 of a work-item's region: load/store targets */
#define BENCHGEN_SLOTS 16u        /* region: 8 memory slots, then v8..v15 (the digest) */
#define BENCHGEN_LOOP_LABEL ".LBS_loop"

/* One counted instruction. dst/a/b/c index the data registers (0..7 = v8..v15); for loads and
 * stores `slot` is the memory slot; `imm` is the shift amount, the integer addend or the bits of
 * the FP32 inline constant. */
typedef enum benchgen_kind {
    BENCHGEN_ADD,     /* v_add_u32_e32 d, vcc, a, b      d = a + b            */
    BENCHGEN_SUB,     /* v_sub_u32_e32 d, vcc, a, b      d = a - b            */
    BENCHGEN_ADDK,    /* v_add_u32_e32 d, vcc, imm, a    d = imm + a          */
    BENCHGEN_MUL,     /* v_mul_lo_u32 d, a, b            d = low32(a * b)     */
    BENCHGEN_XOR,     /* v_xor_b32_e32 d, a, b                                */
    BENCHGEN_SHL,     /* v_lshlrev_b32_e32 d, imm, a     d = a << imm         */
    BENCHGEN_SHR,     /* v_lshrrev_b32_e32 d, imm, a     d = a >> imm         */
    BENCHGEN_FMUL,    /* v_mul_f32_e32 d, a, b                                */
    BENCHGEN_FMULK,   /* v_mul_f32_e32 d, imm, a         imm an FP32 inline constant */
    BENCHGEN_FSUB,    /* v_sub_f32_e32 d, a, b           d = a - b            */
    BENCHGEN_FMAC,    /* v_mac_f32_e32 d, a, b           d = mad(a, b, d)     */
    BENCHGEN_FFMA,    /* v_fma_f32 d, a, b, c            d = fma(a, b, c)     */
    BENCHGEN_FMAX,    /* v_max_f32_e32 d, a, b                                */
    BENCHGEN_FMIN,    /* v_min_f32_e32 d, a, b                                */
    BENCHGEN_CVTFI,   /* v_cvt_f32_i32_e32 d, a          float from signed int */
    BENCHGEN_CVTIF,   /* v_cvt_i32_f32_e32 d, a          signed int from float */
    BENCHGEN_LOAD,    /* flat_load_dword d, ADDR(slot); s_waitcnt vmcnt(0) */
    BENCHGEN_STORE,   /* flat_store_dword ADDR(slot), a */
    BENCHGEN_NUM_KINDS
} benchgen_kind;

typedef struct benchgen_op {
    uint8_t kind;                 /* benchgen_kind */
    uint8_t dst, a, b, c, slot;
    uint32_t imm;
} benchgen_op;

/* A generated program: the non-divergent list and one list per leaf. Owned by the caller. */
typedef struct benchgen_prog {
    benchgen_opts opts;
    unsigned n_nondiv;            /* counted instructions before the nest */
    unsigned n_div;               /* counted instructions in each leaf */
    unsigned n_mem;               /* of which loads/stores, in each leaf */
    benchgen_op *nondiv;          /* n_nondiv ops */
    benchgen_op *leaf;            /* (1 << levels) * n_div ops, leaf p at p * n_div */
} benchgen_prog;

/* Defaults: levels 3, div_frac 1, mem_frac 0, insts 64, marks none, loop_trips 1, wg 64,
 * groups 2, seed 1. */
void benchgen_opts_default(benchgen_opts *o);

/* Checks the option ranges: 0, or PWS_EUSAGE after reporting the bad option via diag. */
int benchgen_check(const benchgen_opts *o);

/* The split of o->insts: n_div = round(div_frac * insts), n_nondiv = insts - n_div,
 * n_mem = round(mem_frac * n_div), rounding halves up. */
void benchgen_split_counts(const benchgen_opts *o, unsigned *n_nondiv, unsigned *n_div,
                           unsigned *n_mem);

/* Builds the program for o into *p (fields owned; free with benchgen_prog_free). Returns 0,
 * PWS_EUSAGE (bad options, reported) or PWS_ENOMEM (reported). */
int benchgen_build(const benchgen_opts *o, benchgen_prog *p);
void benchgen_prog_free(benchgen_prog *p);   /* frees the lists; NULL or zeroed is fine */

/* The kernel's assembly text (owned, free()). 0 or PWS_ENOMEM (reported). */
int benchgen_text(const benchgen_prog *p, char **text);

/* The flow-facts file (docs/flow-facts.md) for the kernel (owned, free()): a comment, plus
 * `loop .LBS_loop max N` when loop_trips > 1. 0 or PWS_ENOMEM (reported). */
int benchgen_flow_facts(const benchgen_prog *p, char **text);

/* The C reference. Initial data registers of work-item (tid, gid), as the prologue sets them. */
void benchgen_ref_init(uint32_t tid, uint32_t gid, uint32_t v[BENCHGEN_REGS]);
/* Executes n operations on one work-item's registers and memory slots (FP32 via golden/fp32.h
 * with MODE.FP_DENORM = 0, the default of a hand-written kernel). Cannot fail. */
void benchgen_ref_exec(const benchgen_op *ops, size_t n, uint32_t v[BENCHGEN_REGS],
                       uint32_t mem[BENCHGEN_MEM_SLOTS]);
/* The dispatch's work-items: wg * groups. */
unsigned benchgen_grid(const benchgen_opts *o);
/* The whole output buffer (argument 0), grid * BENCHGEN_SLOTS dwords little-endian:
 * *data owned (free()), *size its bytes. 0 or PWS_ENOMEM (reported). */
int benchgen_expected(const benchgen_prog *p, uint8_t **data, size_t *size);

#endif
