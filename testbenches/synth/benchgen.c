/* testbenches/synth/benchgen.c -- the synthetic divergence benchmark generator: program
 * construction from the options, the assembly rendering, the flow facts and the C reference.
 * Spec: docs/benchgen.md. */
#include "benchgen.h"

#include "diag.h"
#include "fp32.h"
#include "pws_err.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void benchgen_opts_default(benchgen_opts *o)
{
    memset(o, 0, sizeof *o);
    o->levels = 3;
    o->div_frac = 1.0;
    o->mem_frac = 0.0;
    o->insts = 64;
    o->marks = BENCHGEN_MARKS_NONE;
    o->loop_trips = 1;
    o->wg = BENCHGEN_WG;
    o->groups = BENCHGEN_GROUPS;
    o->seed = 1;
}

int benchgen_check(const benchgen_opts *o)
{
    const char *who = "pws benchgen";
    if (o->levels > BENCHGEN_MAX_LEVELS)
        return diag_at(who, PWS_EUSAGE, "--levels %u is not in 0..%u", o->levels,
                       BENCHGEN_MAX_LEVELS);
    /* The negated tests also reject NaN. */
    if (!(o->div_frac >= 0.0 && o->div_frac <= 1.0))
        return diag_at(who, PWS_EUSAGE, "--div-frac %g is not in 0..1", o->div_frac);
    if (!(o->mem_frac >= 0.0 && o->mem_frac <= 1.0))
        return diag_at(who, PWS_EUSAGE, "--mem-frac %g is not in 0..1", o->mem_frac);
    if (o->insts < 1 || o->insts > BENCHGEN_MAX_INSTS)
        return diag_at(who, PWS_EUSAGE, "--insts %u is not in 1..%u", o->insts,
                       BENCHGEN_MAX_INSTS);
    if (o->loop_trips < 1 || o->loop_trips > BENCHGEN_MAX_TRIPS)
        return diag_at(who, PWS_EUSAGE, "--loop-trips %u is not in 1..%u", o->loop_trips,
                       BENCHGEN_MAX_TRIPS);
    if (o->wg < BENCHGEN_WG || o->wg > BENCHGEN_MAX_WG || (o->wg & (o->wg - 1)))
        return diag_at(who, PWS_EUSAGE, "--wg %u is not a power of two in %u..%u", o->wg,
                       BENCHGEN_WG, BENCHGEN_MAX_WG);
    if (o->groups < 1 || o->groups > BENCHGEN_MAX_GROUPS)
        return diag_at(who, PWS_EUSAGE, "--groups %u is not in 1..%u", o->groups,
                       BENCHGEN_MAX_GROUPS);
    if (o->marks > BENCHGEN_MARKS_DWS)
        return diag_at(who, PWS_EUSAGE, "unknown marks %d", (int)o->marks);
    return 0;
}

/* Round half up. The fractions come from decimal text, so 0.25 * 6 = 1.5 is exact in binary
 * and rounds to 2; a product a hair below .5 from an inexact fraction (0.1 * 5) rounds down,
 * which docs/benchgen.md accepts as "within rounding". */
static unsigned round_share(double frac, unsigned n)
{
    double x = frac * (double)n + 0.5;
    unsigned r = (unsigned)x;
    return r > n ? n : r;
}

void benchgen_split_counts(const benchgen_opts *o, unsigned *n_nondiv, unsigned *n_div,
                           unsigned *n_mem)
{
    unsigned d = round_share(o->div_frac, o->insts);
    *n_div = d;
    *n_nondiv = o->insts - d;
    *n_mem = round_share(o->mem_frac, d);
}

/* splitmix64: one independent stream per list (stream 0 the non-divergent part, 1 + p leaf p),
 * so that leaf p's operations do not depend on how many other leaves there are. */
typedef struct rng {
    uint64_t s;
} rng;

static uint64_t rng_next(rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static unsigned rng_below(rng *r, unsigned n)
{
    return (unsigned)(rng_next(r) % n);
}

static void rng_seed(rng *r, uint64_t seed, uint64_t stream)
{
    r->s = seed ^ (stream * 0xd1b54a32d192ed03ull);
    rng_next(r);
}

/* FP32 inline constants (bits, assembler text) usable as src0 of VOP2. 1.0 is left out: x * 1.0
 * would be a no-op. */
static const struct {
    uint32_t bits;
    const char *text;
} fconst[] = {
    {0x3f000000u, "0.5"},  {0xbf000000u, "-0.5"}, {0x40000000u, "2.0"}, {0xc0000000u, "-2.0"},
    {0x40800000u, "4.0"},  {0xc0800000u, "-4.0"}, {0xbf800000u, "-1.0"},
};
#define NFCONST (sizeof fconst / sizeof fconst[0])

static const char *fconst_text(uint32_t bits)
{
    for (size_t i = 0; i < NFCONST; i++)
        if (fconst[i].bits == bits)
            return fconst[i].text;
    return NULL;
}

/* Integer registers are 0..3 (v8..v11), FP registers 4..7 (v12..v15): keeping the domains apart
 * keeps the FP values ordinary numbers most of the time (integer bit patterns read as floats
 * would mostly be denormals, flushed to 0); the conversions carry values across. */
static void gen_arith(rng *r, benchgen_op *op)
{
    unsigned k = rng_below(r, BENCHGEN_LOAD);   /* every kind before LOAD is arithmetic */
    unsigned d = rng_below(r, 4);
    unsigned a = rng_below(r, 4);
    unsigned b = rng_below(r, 4);
    unsigned c = rng_below(r, 4);
    unsigned x = rng_below(r, 64);
    memset(op, 0, sizeof *op);
    op->kind = (uint8_t)k;
    int fp = k >= BENCHGEN_FMUL && k <= BENCHGEN_FMIN;
    unsigned base = fp ? 4 : 0;
    op->dst = (uint8_t)(d + base);
    op->a = (uint8_t)(a + base);
    op->b = (uint8_t)(b + base);
    op->c = (uint8_t)(c + base);
    switch (k) {
    case BENCHGEN_ADDK:
        op->imm = x + 1;                       /* inline integer 1..64 */
        break;
    case BENCHGEN_SHL:
    case BENCHGEN_SHR:
        op->imm = x % 7 + 1;                   /* 1..7 */
        break;
    case BENCHGEN_FMULK:
        op->imm = fconst[x % NFCONST].bits;
        break;
    case BENCHGEN_CVTFI:
        op->dst = (uint8_t)(d + 4);
        break;
    case BENCHGEN_CVTIF:
        op->a = (uint8_t)(a + 4);
        break;
    default:
        break;
    }
}

static void gen_mem(rng *r, benchgen_op *op)
{
    unsigned store = rng_below(r, 2);
    unsigned reg = rng_below(r, BENCHGEN_REGS);
    unsigned slot = rng_below(r, BENCHGEN_MEM_SLOTS);
    memset(op, 0, sizeof *op);
    op->kind = store ? BENCHGEN_STORE : BENCHGEN_LOAD;
    op->dst = op->a = (uint8_t)reg;
    op->slot = (uint8_t)slot;
}

/* n operations of which exactly n_mem are memory operations, at positions chosen by selection
 * sampling (Knuth's Algorithm S): each position is memory with probability
 * (memory ops still to place) / (positions left). */
static void gen_list(rng *r, benchgen_op *ops, unsigned n, unsigned n_mem)
{
    unsigned left_mem = n_mem;
    for (unsigned i = 0; i < n; i++) {
        unsigned left = n - i;
        if (left_mem && rng_below(r, left) < left_mem) {
            gen_mem(r, &ops[i]);
            left_mem--;
        } else {
            gen_arith(r, &ops[i]);
        }
    }
}

int benchgen_build(const benchgen_opts *o, benchgen_prog *p)
{
    memset(p, 0, sizeof *p);
    int e = benchgen_check(o);
    if (e)
        return e;
    p->opts = *o;
    benchgen_split_counts(o, &p->n_nondiv, &p->n_div, &p->n_mem);
    size_t leaves = (size_t)1 << o->levels;
    p->nondiv = calloc(p->n_nondiv ? p->n_nondiv : 1, sizeof *p->nondiv);
    size_t n_leaf_ops = leaves * p->n_div;
    p->leaf = calloc(n_leaf_ops ? n_leaf_ops : 1, sizeof *p->leaf);
    if (!p->nondiv || !p->leaf) {
        benchgen_prog_free(p);
        return diag_at("pws benchgen", PWS_ENOMEM, "out of memory");
    }
    rng r;
    /* The non-divergent part is arithmetic only: --mem-frac is a share of the divergent part. */
    rng_seed(&r, o->seed, 0);
    gen_list(&r, p->nondiv, p->n_nondiv, 0);
    for (size_t leaf = 0; leaf < leaves; leaf++) {
        rng_seed(&r, o->seed, 1 + leaf);
        gen_list(&r, p->leaf + leaf * p->n_div, p->n_div, p->n_mem);
    }
    return 0;
}

void benchgen_prog_free(benchgen_prog *p)
{
    if (!p)
        return;
    free(p->nondiv);
    free(p->leaf);
    p->nondiv = p->leaf = NULL;
}

/* ---- text ---- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
    int oom;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(sbuf *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->oom = 1;
            return;
        }
        if (b->s && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? b->cap : 4096;
        while (cap <= b->len + (size_t)n)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            b->oom = 1;
            return;
        }
        b->s = s;
        b->cap = cap;
    }
}

static int finish(sbuf *b, char **text)
{
    if (b->oom || !b->s) {
        free(b->s);
        *text = NULL;
        return diag_at("pws benchgen", PWS_ENOMEM, "out of memory");
    }
    *text = b->s;
    return 0;
}

#define VR(i) (8u + (unsigned)(i))

static void put_op(sbuf *b, const benchgen_op *op)
{
    unsigned d = VR(op->dst), a = VR(op->a), bb = VR(op->b), c = VR(op->c);
    unsigned addr = 32 + 2u * op->slot;
    switch ((benchgen_kind)op->kind) {
    case BENCHGEN_ADD: put(b, "    v_add_u32_e32 v%u, vcc, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_SUB: put(b, "    v_sub_u32_e32 v%u, vcc, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_ADDK: put(b, "    v_add_u32_e32 v%u, vcc, %u, v%u\n", d, op->imm, a); break;
    case BENCHGEN_MUL: put(b, "    v_mul_lo_u32 v%u, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_XOR: put(b, "    v_xor_b32_e32 v%u, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_SHL: put(b, "    v_lshlrev_b32_e32 v%u, %u, v%u\n", d, op->imm, a); break;
    case BENCHGEN_SHR: put(b, "    v_lshrrev_b32_e32 v%u, %u, v%u\n", d, op->imm, a); break;
    case BENCHGEN_FMUL: put(b, "    v_mul_f32_e32 v%u, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_FMULK:
        put(b, "    v_mul_f32_e32 v%u, %s, v%u\n", d, fconst_text(op->imm), a);
        break;
    case BENCHGEN_FSUB: put(b, "    v_sub_f32_e32 v%u, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_FMAC: put(b, "    v_mac_f32_e32 v%u, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_FFMA: put(b, "    v_fma_f32 v%u, v%u, v%u, v%u\n", d, a, bb, c); break;
    case BENCHGEN_FMAX: put(b, "    v_max_f32_e32 v%u, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_FMIN: put(b, "    v_min_f32_e32 v%u, v%u, v%u\n", d, a, bb); break;
    case BENCHGEN_CVTFI: put(b, "    v_cvt_f32_i32_e32 v%u, v%u\n", d, a); break;
    case BENCHGEN_CVTIF: put(b, "    v_cvt_i32_f32_e32 v%u, v%u\n", d, a); break;
    case BENCHGEN_LOAD:
        put(b, "    flat_load_dword v%u, v[%u:%u]  ; slot %u\n", d, addr, addr + 1,
            op->slot);
        put(b, "    s_waitcnt vmcnt(0)\n");
        break;
    case BENCHGEN_STORE:
        put(b, "    flat_store_dword v[%u:%u], v%u  ; slot %u\n", addr, addr + 1, a,
            op->slot);
        break;
    case BENCHGEN_NUM_KINDS: break;
    }
}

static const char dws_on[] = "    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1\n";
static const char dws_off[] = "    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0\n";

/* One if-else of the nest at `level`, in clang's branch serialization pattern (as fig2.s):
 * then-lanes are those with bit `level` of the work-item id set. `path` holds the bits chosen
 * by the enclosing levels; *label numbers the if-elses in program order. */
static void put_nest(sbuf *b, const benchgen_prog *p, unsigned level, unsigned path,
                     unsigned *label)
{
    const benchgen_opts *o = &p->opts;
    if (level == o->levels) {
        put(b, "    ; leaf %u: %u divergent instructions (%u memory)\n", path, p->n_div,
            p->n_mem);
        for (unsigned i = 0; i < p->n_div; i++)
            put_op(b, &p->leaf[(size_t)path * p->n_div + i]);
        return;
    }
    unsigned n = (*label)++;
    unsigned s = 40 + 2 * level;   /* saved EXEC of this level: written and read at this level */
    int pws = o->marks == BENCHGEN_MARKS_PWS && (!o->split_levels || level < o->split_levels);
    int dws = o->marks == BENCHGEN_MARKS_DWS;
    put(b, "    ; if/else #%u (level %u): work-item id bit %u\n", n, level, level);
    put(b, "    v_and_b32_e32 v28, %u, v0\n", 1u << level);
    put(b, "    v_cmp_ne_u32_e32 vcc, 0, v28\n");
    if (pws)
        put(b, "    s_split vcc_lo, vcc_hi                  ; then-lanes stay\n");
    put(b, "    s_and_saveexec_b64 s[%u:%u], vcc\n", s, s + 1);
    put(b, "    s_xor_b64 s[%u:%u], exec, s[%u:%u]\n", s, s + 1, s, s + 1);
    if (dws)
        put(b, "%s", dws_on);
    put(b, "    s_cbranch_execz .LBS%u_else\n", n);
    if (dws)
        put(b, "%s", dws_off);
    put_nest(b, p, level + 1, path | 1u << level, label);
    put(b, ".LBS%u_else:\n", n);
    if (dws)
        put(b, "%s", dws_off);
    put(b, "    s_or_saveexec_b64 s[%u:%u], s[%u:%u]\n", s, s + 1, s, s + 1);
    put(b, "    s_xor_b64 exec, exec, s[%u:%u]\n", s, s + 1);
    put(b, "    s_cbranch_execz .LBS%u_join\n", n);
    put_nest(b, p, level + 1, path, label);
    put(b, ".LBS%u_join:\n", n);
    put(b, "    s_or_b64 exec, exec, s[%u:%u]\n", s, s + 1);
    if (pws)
        put(b, "    s_merge\n");
}

static const char *marks_name(benchgen_marks m)
{
    return m == BENCHGEN_MARKS_PWS ? "pws" : m == BENCHGEN_MARKS_DWS ? "dws" : "none";
}

int benchgen_text(const benchgen_prog *p, char **text)
{
    const benchgen_opts *o = &p->opts;
    sbuf b = {0};
    put(&b, "; synthetic divergence benchmark (PWS paper, section 7); docs/benchgen.md\n");
    put(&b, "; pws benchgen --levels %u --div-frac %g --mem-frac %g --insts %u --marks %s "
            "--loop-trips %u --seed %llu",
        o->levels, o->div_frac, o->mem_frac, o->insts, marks_name(o->marks), o->loop_trips,
        (unsigned long long)o->seed);
    /* the dispatch only when not the default, so the default kernels keep their text */
    if (o->wg != BENCHGEN_WG || o->groups != BENCHGEN_GROUPS)
        put(&b, " --wg %u --groups %u", o->wg, o->groups);
    put(&b, "\n");
    put(&b, "; per work-item path: %u non-divergent + %u divergent instructions (%u memory) in "
            "each of %u leaves\n",
        p->n_nondiv, p->n_div, p->n_mem, 1u << o->levels);
    put(&b, "; out: %u dwords per work-item: memory slots 0..%u, then v8..v15\n",
        BENCHGEN_SLOTS, BENCHGEN_MEM_SLOTS - 1);
    put(&b, "    .text\n    .pws_arg out, buffer\nsynth:\n");
    /* Prologue (not counted): the region address, the slot addresses, the data registers. */
    put(&b, "    s_load_dwordx2 s[4:5], s[0:1], 0x0      ; out\n");
    unsigned wg_log2 = 0;
    while ((1u << wg_log2) < o->wg)
        wg_log2++;
    put(&b, "    s_lshl_b32 s3, s2, %-2u                   ; workgroup * %u\n", wg_log2, o->wg);
    put(&b, "    v_add_u32_e32 v1, vcc, s3, v0           ; global id\n");
    put(&b, "    v_lshlrev_b32_e32 v28, 6, v1            ; %u bytes per work-item\n",
        BENCHGEN_SLOTS * 4);
    put(&b, "    s_waitcnt lgkmcnt(0)\n");
    put(&b, "    v_mov_b32_e32 v3, s5\n");
    put(&b, "    v_add_u32_e32 v2, vcc, s4, v28\n");
    put(&b, "    v_addc_u32_e32 v3, vcc, 0, v3, vcc      ; v[2:3] = region\n");
    for (unsigned j = 0; j < BENCHGEN_MEM_SLOTS; j++) {
        put(&b, "    v_add_u32_e32 v%u, vcc, %u, v2\n", 32 + 2 * j, 4 * j);
        put(&b, "    v_addc_u32_e32 v%u, vcc, 0, v3, vcc     ; slot %u\n", 33 + 2 * j, j);
    }
    put(&b, "    v_mov_b32_e32 v8, v1\n");
    put(&b, "    v_xor_b32_e32 v9, 0x5bd1e995, v1\n");
    put(&b, "    v_mul_lo_u32 v10, v9, v9\n");
    put(&b, "    v_lshlrev_b32_e32 v11, 16, v0\n");
    put(&b, "    v_cvt_f32_i32_e32 v12, v1\n");
    put(&b, "    v_cvt_f32_i32_e32 v13, v0\n");
    put(&b, "    v_mul_f32_e32 v14, 0.5, v12\n");
    put(&b, "    v_sub_f32_e32 v15, 1.0, v13\n");
    put(&b, "    ; non-divergent part: %u instructions\n", p->n_nondiv);
    for (unsigned i = 0; i < p->n_nondiv; i++)
        put_op(&b, &p->nondiv[i]);
    if (o->loop_trips > 1) {
        put(&b, "    s_mov_b32 s70, %u                       ; uniform trip counter\n",
            o->loop_trips);
        put(&b, "; loop %s max %u\n", BENCHGEN_LOOP_LABEL, o->loop_trips);
        put(&b, "%s:\n", BENCHGEN_LOOP_LABEL);
    }
    unsigned label = 0;
    put_nest(&b, p, 0, 0, &label);
    if (o->loop_trips > 1) {
        put(&b, "    s_add_u32 s70, s70, -1\n");
        put(&b, "    s_cmp_lg_u32 s70, 0\n");
        put(&b, "    s_cbranch_scc1 %s\n", BENCHGEN_LOOP_LABEL);
    }
    /* Digest (not counted): v8..v15 to slots 8..15. */
    put(&b, "    v_add_u32_e32 v2, vcc, %u, v2\n", 4 * BENCHGEN_MEM_SLOTS);
    put(&b, "    v_addc_u32_e32 v3, vcc, 0, v3, vcc\n");
    for (unsigned r = 0; r < BENCHGEN_REGS; r++) {
        if (r) {
            put(&b, "    v_add_u32_e32 v2, vcc, 4, v2\n");
            put(&b, "    v_addc_u32_e32 v3, vcc, 0, v3, vcc\n");
        }
        put(&b, "    flat_store_dword v[2:3], v%u\n", VR(r));
    }
    put(&b, "    s_endpgm\n");
    return finish(&b, text);
}

int benchgen_flow_facts(const benchgen_prog *p, char **text)
{
    sbuf b = {0};
    put(&b, "# flow facts of a pws benchgen kernel (docs/flow-facts.md)\n");
    if (p->opts.loop_trips > 1)
        put(&b, "loop %s max %u\n", BENCHGEN_LOOP_LABEL, p->opts.loop_trips);
    else
        put(&b, "# no loops (--loop-trips 1)\n");
    return finish(&b, text);
}

/* ---- the C reference ---- */

void benchgen_ref_init(uint32_t tid, uint32_t gid, uint32_t v[BENCHGEN_REGS])
{
    v[0] = gid;
    v[1] = gid ^ 0x5bd1e995u;
    v[2] = v[1] * v[1];
    v[3] = tid << 16;
    v[4] = fp32_from_i32((int32_t)gid);
    v[5] = fp32_from_i32((int32_t)tid);
    v[6] = fp32_mul(0x3f000000u, v[4], 0);      /* 0.5 * v12 */
    v[7] = fp32_sub(0x3f800000u, v[5], 0);      /* 1.0 - v13 */
}

void benchgen_ref_exec(const benchgen_op *ops, size_t n, uint32_t v[BENCHGEN_REGS],
                       uint32_t mem[BENCHGEN_MEM_SLOTS])
{
    for (size_t i = 0; i < n; i++) {
        const benchgen_op *op = &ops[i];
        uint32_t a = v[op->a], b = v[op->b], c = v[op->c], *d = &v[op->dst];
        switch ((benchgen_kind)op->kind) {
        case BENCHGEN_ADD: *d = a + b; break;
        case BENCHGEN_SUB: *d = a - b; break;
        case BENCHGEN_ADDK: *d = op->imm + a; break;
        case BENCHGEN_MUL: *d = a * b; break;
        case BENCHGEN_XOR: *d = a ^ b; break;
        case BENCHGEN_SHL: *d = a << op->imm; break;
        case BENCHGEN_SHR: *d = a >> op->imm; break;
        case BENCHGEN_FMUL: *d = fp32_mul(a, b, 0); break;
        case BENCHGEN_FMULK: *d = fp32_mul(op->imm, a, 0); break;
        case BENCHGEN_FSUB: *d = fp32_sub(a, b, 0); break;
        case BENCHGEN_FMAC: *d = fp32_mad(a, b, *d); break;
        case BENCHGEN_FFMA: *d = fp32_fma(a, b, c, 0); break;
        case BENCHGEN_FMAX: *d = fp32_max(a, b, 0); break;
        case BENCHGEN_FMIN: *d = fp32_min(a, b, 0); break;
        case BENCHGEN_CVTFI: *d = fp32_from_i32((int32_t)a); break;
        case BENCHGEN_CVTIF: *d = (uint32_t)fp32_to_i32(a, 0); break;
        case BENCHGEN_LOAD: *d = mem[op->slot]; break;
        case BENCHGEN_STORE: mem[op->slot] = a; break;
        case BENCHGEN_NUM_KINDS: break;
        }
    }
}

unsigned benchgen_grid(const benchgen_opts *o)
{
    return o->wg * o->groups;
}

int benchgen_expected(const benchgen_prog *p, uint8_t **data, size_t *size)
{
    unsigned grid = benchgen_grid(&p->opts);
    size_t bytes = (size_t)grid * BENCHGEN_SLOTS * 4;
    uint8_t *out = calloc(bytes, 1);
    *data = NULL;
    *size = 0;
    if (!out)
        return diag_at("pws benchgen", PWS_ENOMEM, "out of memory");
    unsigned leaf_mask = (1u << p->opts.levels) - 1;
    for (uint32_t gid = 0; gid < grid; gid++) {
        uint32_t tid = gid % p->opts.wg;
        uint32_t v[BENCHGEN_REGS], mem[BENCHGEN_MEM_SLOTS] = {0};
        benchgen_ref_init(tid, gid, v);
        benchgen_ref_exec(p->nondiv, p->n_nondiv, v, mem);
        /* The nest sends work-item tid to leaf tid & (2^L - 1): level k's then-part holds the
         * work-items with bit k set and adds bit k to the path. */
        const benchgen_op *leaf = p->leaf + (size_t)(tid & leaf_mask) * p->n_div;
        for (unsigned t = 0; t < p->opts.loop_trips; t++)
            benchgen_ref_exec(leaf, p->n_div, v, mem);
        uint8_t *w = out + (size_t)gid * BENCHGEN_SLOTS * 4;
        for (unsigned s = 0; s < BENCHGEN_SLOTS; s++) {
            uint32_t x = s < BENCHGEN_MEM_SLOTS ? mem[s] : v[s - BENCHGEN_MEM_SLOTS];
            for (unsigned k = 0; k < 4; k++)
                w[4 * s + k] = (uint8_t)(x >> (8 * k));
        }
    }
    *data = out;
    *size = bytes;
    return 0;
}
