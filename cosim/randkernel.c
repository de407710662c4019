/* cosim/randkernel.c -- the constrained-random kernel generator. Spec: docs/randkernel.md.
 *
 * The kernel is written top-down by a recursive statement generator. What keeps every kernel's
 * output identical under every split mode, S and wavefront size is a small set of rules about
 * which values may flow where (docs/randkernel.md "Invariance rules"); they are enforced here by
 * construction:
 *  - lane masks (VCC, compare results, saved EXEC) are consumed only right after they are made,
 *    and only lane-wise; SCC is consumed only right after a data operation sets it;
 *  - SGPRs written inside a divergent construct are locals of that construct's level (dead after
 *    its join); the global SGPRs are written only outside every divergent construct;
 *  - cross-lane reads (readlane, readfirstlane) only see VGPRs that hold one value in all lanes;
 *  - every work-item writes only its own output slots; LDS is read only after a barrier, in a
 *    region no one writes again.
 * All randomness comes from one splitmix64 stream seeded by the seed. */
#include "randkernel.h"

#include "diag.h"
#include "pws_err.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Register plan (docs/randkernel.md "Registers") ------------------------------------------ */

#define V_GID    1u     /* global work-item id */
#define V_OUT    2u     /* v[2:3]: this work-item's first output slot */
#define V_LDSA   6u     /* LDS byte address of this work-item's word: 4 * tid */
#define V_DATA   8u     /* v8..v23: lane-varying data */
#define N_DATA   16u
#define V_UNI    24u    /* v24..v27: uniform VGPRs, written once in the prologue */
#define N_UNI    4u
#define V_TMP    28u    /* scratch for address and condition arithmetic */
#define V_ADDR   29u    /* v[29:30]: a flat address being formed */
#define V_ZERO   31u    /* 0 in every lane (LDS address of a region's counter) */
#define V_LCNT   32u    /* divergent-loop counter, one per loop nesting level */
#define V_LLIM   40u    /* divergent-loop limit, one per loop nesting level */
#define N_VGPRS  48u

#define S_G      20u    /* s20..s35: global scalar data */
#define N_G      16u
#define S_BSB    40u    /* s[40+2l : 41+2l]: saved EXEC of the branch at level l */
#define S_LMASK  56u    /* s[56+2l : 57+2l]: lanes that have left the divergent loop at level l */
#define S_ULOOP  70u    /* uniform loop counters, one per uniform-loop nesting level */
#define MAX_ULOOP 2u
#define S_LOCAL  76u    /* s[76+4(l-1) .. +3]: scalar locals of divergent level l >= 1 */
#define N_LOCAL  4u
#define N_SGPRS  100u

#define IN_WORDS 1024u  /* input buffer: 4 KiB */
#define MAX_LDS_PHASES 3u

typedef struct sbuf {
    char *p;
    size_t len, cap;
    int oom;
} sbuf;

typedef struct gen {
    sbuf out;
    uint64_t rng;                   /* the kernel's stream */
    uint64_t mrng;                  /* the split marks' stream (kept apart: see mark_begin) */
    const randkernel_opts *o;
    randkernel_geom geom;
    unsigned label;                 /* next label number */
    unsigned budget;                /* statements left */
    unsigned sl;                    /* divergent constructs around the current point */
    unsigned defined[RANDKERNEL_MAX_DEPTH + 2];  /* bit i: local i of level l has a value */
    unsigned uloops;                /* uniform loop nesting */
    unsigned dloops;                /* divergent loop nesting */
    unsigned nontop;                /* enclosing constructs that make a barrier unsafe */
    unsigned lds_phases;
} gen;

/* ---- Text and randomness --------------------------------------------------------------------- */

static void put(gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(gen *g, const char *fmt, ...)
{
    sbuf *b = &g->out;
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->p + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->oom = 1;
            return;
        }
        if ((size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap * 2 + (size_t)n + 256;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
}

#define INS(...) do { put(g, "    "); put(g, __VA_ARGS__); put(g, "\n"); } while (0)

static uint64_t next64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static unsigned rnd(gen *g, unsigned n)   /* 0 .. n-1 */
{
    return (unsigned)(next64(&g->rng) % n);
}

#define PICK(a) (a)[rnd(g, sizeof(a) / sizeof((a)[0]))]   /* a random element of array a */

static int chance(gen *g, unsigned pct)
{
    return rnd(g, 100) < pct;
}

static unsigned new_label(gen *g)
{
    return g->label++;
}

/* ---- Operands -------------------------------------------------------------------------------- */

typedef char opnd[32];

static unsigned vdata(gen *g)
{
    return V_DATA + rnd(g, N_DATA);
}

/* A readable scalar: a global, or a defined local of an enclosing level. */
static unsigned sread(gen *g)
{
    unsigned cand[N_G + N_LOCAL * (RANDKERNEL_MAX_DEPTH + 1)], n = 0;
    for (unsigned i = 0; i < N_G; i++)
        cand[n++] = S_G + i;
    for (unsigned l = 1; l <= g->sl; l++)
        for (unsigned i = 0; i < N_LOCAL; i++)
            if (g->defined[l] & (1u << i))
                cand[n++] = S_LOCAL + N_LOCAL * (l - 1) + i;
    return cand[rnd(g, n)];
}

/* A readable even-aligned scalar pair (base register). */
static unsigned sread64(gen *g)
{
    unsigned cand[N_G / 2 + 2 * (RANDKERNEL_MAX_DEPTH + 1)], n = 0;
    for (unsigned i = 0; i < N_G; i += 2)
        cand[n++] = S_G + i;
    for (unsigned l = 1; l <= g->sl; l++)
        for (unsigned i = 0; i < N_LOCAL; i += 2)
            if ((g->defined[l] >> i & 3u) == 3u)
                cand[n++] = S_LOCAL + N_LOCAL * (l - 1) + i;
    return cand[rnd(g, n)];
}

/* A writable scalar of the current level (a global at level 0); marks it defined. */
static unsigned swrite(gen *g)
{
    if (g->sl == 0)
        return S_G + rnd(g, N_G);
    unsigned i = rnd(g, N_LOCAL);
    g->defined[g->sl] |= 1u << i;
    return S_LOCAL + N_LOCAL * (g->sl - 1) + i;
}

static unsigned swrite64(gen *g)
{
    if (g->sl == 0)
        return S_G + 2 * rnd(g, N_G / 2);
    unsigned i = 2 * rnd(g, N_LOCAL / 2);
    g->defined[g->sl] |= 3u << i;
    return S_LOCAL + N_LOCAL * (g->sl - 1) + i;
}

static const char *const fp_inline[] = {
    "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494",   /* 1/(2 pi) */
};

static const uint32_t literals[] = {
    0x3f800001u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x00000001u, 0x80000000u, 0x7fffffffu,
    0x00800000u, 0x007fffffu, 0x42c80000u, 0xc2480000u, 0x3eaaaaabu, 0x12345678u, 0xdeadbeefu,
    0x0000ffffu, 0xffff0000u, 0x000003e8u, 0x4b000000u, 0x00010003u, 0x001f0008u,
};

static void inline_int(gen *g, opnd o)
{
    snprintf(o, sizeof(opnd), "%d", (int)rnd(g, 81) - 16);
}

static void literal(gen *g, opnd o)
{
    uint32_t v = chance(g, 50) ? literals[rnd(g, sizeof literals / sizeof literals[0])]
                               : (uint32_t)next64(&g->rng);
    if (v <= 64 || v >= 0xfffffff0u)   /* would print as an inline constant */
        v = 0x1000u + v;
    snprintf(o, sizeof(opnd), "0x%x", v);
}

enum { SRC_V = 1, SRC_S = 2, SRC_INL = 4, SRC_LIT = 8 };

/* A 32-bit source operand of one of the allowed kinds; fp picks float inline constants. */
static void src(gen *g, opnd o, unsigned kinds, int fp)
{
    for (;;) {
        unsigned k = rnd(g, 10);
        if (k < 5 && (kinds & SRC_V)) {
            snprintf(o, sizeof(opnd), "v%u", vdata(g));
            return;
        }
        if (k >= 5 && k < 7 && (kinds & SRC_S)) {
            snprintf(o, sizeof(opnd), "s%u", sread(g));
            return;
        }
        if (k >= 7 && k < 9 && (kinds & SRC_INL)) {
            if (fp && chance(g, 60))
                snprintf(o, sizeof(opnd), "%s", PICK(fp_inline));
            else
                inline_int(g, o);
            return;
        }
        if (k == 9 && (kinds & SRC_LIT)) {
            literal(g, o);
            return;
        }
    }
}

/* Sources of a VOP3 instruction: VGPRs and inline constants, plus at most one SGPR (the gfx8
 * constant bus carries one scalar value per instruction); no literal. allow_s = 0 when the
 * instruction already reads an SGPR pair (carry-in, mask). */
static void vop3_srcs(gen *g, opnd *s, unsigned n, int fp, int allow_s)
{
    int sgpr_slot = allow_s && chance(g, 30) ? (int)rnd(g, n) : -1;
    for (unsigned i = 0; i < n; i++)
        src(g, s[i], (int)i == sgpr_slot ? SRC_S : SRC_V | SRC_INL, fp);
}

/* Sometimes puts FP input modifiers (neg, abs, both) on a register operand of a VOP3 FP op. */
static void fp_mod(gen *g, opnd s)
{
    opnd t;
    switch (rnd(g, 6)) {
    case 0: snprintf(t, sizeof t, "-%s", s); break;
    case 1: snprintf(t, sizeof t, "|%s|", s); break;
    case 2: snprintf(t, sizeof t, "-|%s|", s); break;
    default: return;
    }
    if (s[0] != 'v' && s[0] != 's')   /* constants: "-42" would read as a literal */
        return;
    memcpy(s, t, sizeof t);
}

/* Output modifiers of a VOP3 op with an FP result: none (most often), clamp, omod or both. */
static const char *out_mods(gen *g)
{
    static const char *const m[] = { "", "", "", " clamp", " mul:2", " div:2", " mul:4",
                                      " clamp mul:2" };
    return m[rnd(g, 8)];
}

/* ---- Vector ALU statements ------------------------------------------------------------------- */

static const char *const vop2_int[] = {
    "v_mul_i32_i24", "v_mul_hi_i32_i24", "v_mul_u32_u24", "v_mul_hi_u32_u24", "v_min_i32",
    "v_max_i32", "v_min_u32", "v_max_u32", "v_lshrrev_b32", "v_ashrrev_i32", "v_lshlrev_b32",
    "v_and_b32", "v_or_b32", "v_xor_b32",
};
static const char *const vop2_fp[] = {
    "v_add_f32", "v_sub_f32", "v_subrev_f32", "v_mul_f32", "v_min_f32", "v_max_f32", "v_mac_f32",
};
static const char *const vop1_int[] = {
    "v_mov_b32", "v_not_b32", "v_bfrev_b32", "v_ffbh_u32", "v_ffbl_b32", "v_ffbh_i32",
    "v_cvt_f32_i32", "v_cvt_f32_u32", "v_cvt_i32_f32", "v_cvt_u32_f32",
};
static const char *const vop1_fp[] = {
    "v_fract_f32", "v_trunc_f32", "v_ceil_f32", "v_rndne_f32", "v_floor_f32", "v_rcp_f32",
    "v_rcp_iflag_f32",
};
static const char *const vop3_int3[] = {
    "v_mad_i32_i24", "v_mad_u32_u24", "v_bfe_u32", "v_bfe_i32", "v_bfi_b32", "v_alignbit_b32",
    "v_min3_i32", "v_max3_i32", "v_min3_u32", "v_max3_u32", "v_med3_i32", "v_med3_u32",
};
static const char *const vop3_fp3[] = {
    "v_mad_f32", "v_fma_f32", "v_min3_f32", "v_max3_f32", "v_med3_f32", "v_div_fixup_f32",
};
static const char *const vop3_int2[] = {
    "v_mul_lo_u32", "v_mul_hi_u32", "v_mul_lo_i32", "v_mul_hi_i32", "v_bcnt_u32_b32",
};
static const char *const vop3_shift64[] = { "v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64" };
static const char *const carry_out[] = { "v_add_u32", "v_sub_u32", "v_subrev_u32" };
static const char *const carry_in[] = { "v_addc_u32", "v_subb_u32", "v_subbrev_u32" };

static void valu_vop2(gen *g)
{
    int fp = chance(g, 45);
    const char *op = fp ? PICK(vop2_fp) : PICK(vop2_int);
    unsigned d = vdata(g);
    opnd a, b;
    if (chance(g, 60)) {
        src(g, a, SRC_V | SRC_S | SRC_INL | SRC_LIT, fp);
        INS("%s_e32 v%u, %s, v%u", op, d, a, vdata(g));
        return;
    }
    opnd s[2];
    vop3_srcs(g, s, 2, fp, 1);
    memcpy(a, s[0], sizeof a);
    memcpy(b, s[1], sizeof b);
    if (fp) {
        fp_mod(g, a);
        fp_mod(g, b);
    }
    INS("%s_e64 v%u, %s, %s%s", op, d, a, b, fp ? out_mods(g) : "");
}

static void valu_vop1(gen *g)
{
    int fp = chance(g, 45);
    const char *op = fp ? PICK(vop1_fp) : PICK(vop1_int);
    unsigned d = vdata(g);
    opnd a;
    if (chance(g, 65)) {
        src(g, a, SRC_V | SRC_S | SRC_INL | SRC_LIT, fp);
        INS("%s_e32 v%u, %s", op, d, a);
        return;
    }
    src(g, a, SRC_V | SRC_S | SRC_INL, fp);
    if (fp)
        fp_mod(g, a);
    INS("%s_e64 v%u, %s%s", op, d, a, fp ? out_mods(g) : "");
}

static void valu_vop3(gen *g)
{
    unsigned k = rnd(g, 10);
    opnd s[3];
    if (k < 4) {
        vop3_srcs(g, s, 3, 0, 1);
        const char *op = PICK(vop3_int3);
        unsigned d = vdata(g);
        INS("%s v%u, %s, %s, %s", op, d, s[0], s[1], s[2]);
    } else if (k < 7) {
        vop3_srcs(g, s, 3, 1, 1);
        for (unsigned i = 0; i < 3; i++)
            fp_mod(g, s[i]);
        const char *op = PICK(vop3_fp3);
        unsigned d = vdata(g);
        const char *mods = out_mods(g);
        INS("%s v%u, %s, %s, %s%s", op, d, s[0], s[1], s[2], mods);
    } else if (k < 9) {
        vop3_srcs(g, s, 2, 0, 1);
        const char *op = PICK(vop3_int2);
        unsigned d = vdata(g);
        INS("%s v%u, %s, %s", op, d, s[0], s[1]);
    } else {
        /* 64-bit shift of an even data pair; the amount is a VGPR or an inline constant */
        unsigned d = V_DATA + 2 * rnd(g, N_DATA / 2), a = V_DATA + 2 * rnd(g, N_DATA / 2);
        src(g, s[0], SRC_V | SRC_INL, 0);
        INS("%s v[%u:%u], %s, v[%u:%u]", PICK(vop3_shift64), d, d + 1, s[0], a, a + 1);
    }
}

/* madmk/madak: a literal K besides VGPR operands (the literal uses the constant bus). */
static void valu_madk(gen *g)
{
    opnd k;
    literal(g, k);
    int mk = chance(g, 50);
    unsigned d = vdata(g), a = vdata(g), b = vdata(g);
    if (mk)
        INS("v_madmk_f32 v%u, v%u, %s, v%u", d, a, k, b);
    else
        INS("v_madak_f32 v%u, v%u, v%u, %s", d, a, b, k);
}

/* A carry-out op followed by a carry-in op that consumes its carry (VCC or an SGPR pair). */
static void valu_carry(gen *g)
{
    opnd a, b;
    unsigned d1 = vdata(g), d2 = vdata(g);
    if (chance(g, 50)) {
        src(g, a, SRC_V | SRC_S | SRC_INL | SRC_LIT, 0);
        const char *op = PICK(carry_out);
        unsigned v = vdata(g);
        INS("%s_e32 v%u, vcc, %s, v%u", op, d1, a, v);
        src(g, b, SRC_V | SRC_INL, 0);                 /* VCC is this op's scalar read */
        op = PICK(carry_in);
        v = vdata(g);
        INS("%s_e32 v%u, vcc, %s, v%u, vcc", op, d2, b, v);
        return;
    }
    opnd s[2];
    vop3_srcs(g, s, 2, 0, 1);
    const char *op = PICK(carry_out);
    int clamp = chance(g, 25);
    INS("%s_e64 v%u, s[8:9], %s, %s%s", op, d1, s[0], s[1], clamp ? " clamp" : "");
    vop3_srcs(g, s, 2, 0, 0);
    op = PICK(carry_in);
    clamp = chance(g, 25);
    INS("%s_e64 v%u, s[10:11], %s, %s, s[8:9]%s", op, d2, s[0], s[1], clamp ? " clamp" : "");
}

/* The division helpers: div_scale sets VCC lane-wise, div_fmas consumes it at once. */
static void valu_div(gen *g)
{
    unsigned n = vdata(g), d = vdata(g), q = vdata(g);
    if (chance(g, 50))
        INS("v_div_scale_f32 v%u, vcc, v%u, v%u, v%u", q, d, d, n);
    else
        INS("v_div_scale_f32 v%u, vcc, v%u, v%u, v%u", q, n, d, n);
    unsigned r = vdata(g), a = vdata(g), b = vdata(g);
    INS("v_div_fmas_f32 v%u, v%u, v%u, v%u", r, a, b, q);
}

/* ---- Conditions (lane masks) ----------------------------------------------------------------- */

static const char *const icond[] = { "lt", "eq", "le", "gt", "ne", "ge", "lt", "gt", "f", "t" };
static const char *const fcond[] = {
    "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "f",
    "tru",
};

/* One compare writing the mask to dst ("vcc" with the e32 form, or an SGPR pair "s[8:9]" with
 * the e64 form). */
static void compare(gen *g, const char *dst, int e64)
{
    opnd a, b;
    unsigned k = rnd(g, 10);
    if (k < 3) {   /* bit test of a data value */
        static const unsigned bits[] = { 1, 2, 4, 8, 3, 16, 0x30, 0x100 };
        unsigned bit = bits[rnd(g, 8)], v = vdata(g);
        INS("v_and_b32_e32 v%u, %u, v%u", V_TMP, bit, v);
        if (e64)
            INS("v_cmp_ne_u32_e64 %s, 0, v%u", dst, V_TMP);
        else
            INS("v_cmp_ne_u32_e32 %s, 0, v%u", dst, V_TMP);
        return;
    }
    if (k < 7) {   /* integer compare */
        const char *t = chance(g, 50) ? "i32" : "u32";
        const char *c = PICK(icond);
        if (e64) {
            opnd s[2];
            vop3_srcs(g, s, 2, 0, 1);
            INS("v_cmp_%s_%s_e64 %s, %s, %s", c, t, dst, s[0], s[1]);
        } else {
            src(g, a, SRC_V | SRC_S | SRC_INL | SRC_LIT, 0);
            INS("v_cmp_%s_%s_e32 %s, %s, v%u", c, t, dst, a, vdata(g));
        }
        return;
    }
    if (k < 9) {   /* FP compare, NaN operands included */
        const char *c = PICK(fcond);
        if (e64) {
            opnd s[2];
            vop3_srcs(g, s, 2, 1, 1);
            fp_mod(g, s[0]);
            fp_mod(g, s[1]);
            INS("v_cmp_%s_f32_e64 %s, %s, %s", c, dst, s[0], s[1]);
        } else {
            src(g, a, SRC_V | SRC_S | SRC_INL | SRC_LIT, 1);
            INS("v_cmp_%s_f32_e32 %s, %s, v%u", c, dst, a, vdata(g));
        }
        return;
    }
    /* class test: the class mask from an inline constant (e64) or a VGPR holding one (e32) */
    unsigned mask = 1 + rnd(g, 64);
    if (e64) {
        INS("v_cmp_class_f32_e64 %s, v%u, %u", dst, vdata(g), mask);
    } else {
        src(g, b, SRC_V | SRC_S | SRC_LIT, 1);
        INS("v_mov_b32_e32 v%u, 0x%x", V_TMP, 0x3ffu & (mask * 37u));
        INS("v_cmp_class_f32_e32 %s, %s, v%u", dst, b, V_TMP);
    }
}

/* A branch condition; returns the mask location in lo/hi form for s_split and the pair text
 * for saveexec. The mask is in vcc or s[8:9]; s[10:11] may be clobbered. */
static void condition(gen *g, const char **pair, const char **lo, const char **hi)
{
    unsigned k = rnd(g, 10);
    if (k < 6) {
        compare(g, "vcc", 0);
        *pair = "vcc", *lo = "vcc_lo", *hi = "vcc_hi";
        return;
    }
    if (k < 8) {
        compare(g, "s[8:9]", 1);
        *pair = "s[8:9]", *lo = "s8", *hi = "s9";
        return;
    }
    static const char *const comb[] = { "s_and_b64", "s_or_b64", "s_xor_b64", "s_andn2_b64" };
    compare(g, "s[8:9]", 1);
    compare(g, "s[10:11]", 1);
    INS("%s vcc, s[8:9], s[10:11]", PICK(comb));
    *pair = "vcc", *lo = "vcc_lo", *hi = "vcc_hi";
}

static void valu_select(gen *g)
{
    opnd a;
    if (chance(g, 50)) {
        compare(g, "vcc", 0);
        src(g, a, SRC_V | SRC_INL, chance(g, 50));   /* VCC is the scalar read */
        unsigned d = vdata(g), b = vdata(g);
        INS("v_cndmask_b32_e32 v%u, %s, v%u, vcc", d, a, b);
    } else {
        compare(g, "s[8:9]", 1);
        opnd s[2];
        vop3_srcs(g, s, 2, 0, 0);
        INS("v_cndmask_b32_e64 v%u, %s, %s, s[8:9]", vdata(g), s[0], s[1]);
    }
}

/* ---- Scalar ALU statements ------------------------------------------------------------------- */

static const char *const sop2_32[] = {
    "s_add_u32", "s_sub_u32", "s_add_i32", "s_sub_i32", "s_min_i32", "s_min_u32", "s_max_i32",
    "s_max_u32", "s_and_b32", "s_or_b32", "s_xor_b32", "s_andn2_b32", "s_orn2_b32", "s_nand_b32",
    "s_nor_b32", "s_xnor_b32", "s_lshl_b32", "s_lshr_b32", "s_ashr_i32", "s_bfm_b32", "s_mul_i32",
    "s_bfe_u32", "s_bfe_i32", "s_absdiff_i32",
};
static const char *const sop2_64[] = {
    "s_and_b64", "s_or_b64", "s_xor_b64", "s_andn2_b64", "s_orn2_b64", "s_nand_b64", "s_nor_b64",
    "s_xnor_b64",
};
static const char *const sop2_sh64[] = {
    "s_lshl_b64", "s_lshr_b64", "s_ashr_i64", "s_bfe_u64", "s_bfe_i64",
};
static const char *const sop1_32[] = {
    "s_mov_b32", "s_not_b32", "s_brev_b32", "s_bcnt0_i32_b32", "s_bcnt1_i32_b32",
    "s_ff0_i32_b32", "s_ff1_i32_b32", "s_flbit_i32_b32", "s_flbit_i32", "s_sext_i32_i8",
    "s_sext_i32_i16", "s_abs_i32",
};
static const char *const sop1_64[] = { "s_mov_b64", "s_not_b64", "s_wqm_b64" };
static const char *const sop1_64to32[] = { "s_bcnt1_i32_b64", "s_ff1_i32_b64" };
static const char *const scmp[] = {
    "s_cmp_eq_i32", "s_cmp_lg_i32", "s_cmp_gt_i32", "s_cmp_ge_i32", "s_cmp_lt_i32", "s_cmp_le_i32",
    "s_cmp_eq_u32", "s_cmp_lg_u32", "s_cmp_gt_u32", "s_cmp_ge_u32", "s_cmp_lt_u32", "s_cmp_le_u32",
    "s_bitcmp0_b32", "s_bitcmp1_b32",
};
static const char *const scmpk[] = {
    "s_cmpk_eq_i32", "s_cmpk_lg_i32", "s_cmpk_gt_i32", "s_cmpk_ge_i32", "s_cmpk_lt_i32",
    "s_cmpk_le_i32", "s_cmpk_eq_u32", "s_cmpk_lg_u32", "s_cmpk_gt_u32", "s_cmpk_ge_u32",
    "s_cmpk_lt_u32", "s_cmpk_le_u32",
};

/* A 16-bit immediate of a SOPK instruction, in the signed range llvm-mc takes for all of them. */
static const char *simm16(gen *g)
{
    static const char *const v[] = { "0", "1", "-1", "7", "0x7fff", "-0x8000", "0x1234", "-300",
                                     "100", "0x40" };
    return PICK(v);
}

static const char *usimm16(gen *g)   /* s_cmpk_*_u32 zero-extends: 0..65535 */
{
    static const char *const v[] = { "0", "1", "7", "0xffff", "0x8000", "0x1234", "300", "100" };
    return PICK(v);
}

static void ssrc(gen *g, opnd o)
{
    unsigned k = rnd(g, 10);
    if (k < 6)
        snprintf(o, sizeof(opnd), "s%u", sread(g));
    else if (k < 8)
        inline_int(g, o);
    else
        literal(g, o);
}

/* Sets SCC from data (never from a lane mask), so that a consumer can follow. */
static void scc_producer(gen *g)
{
    opnd a, b;
    unsigned k = rnd(g, 10);
    if (k < 5) {
        ssrc(g, a);
        ssrc(g, b);
        if (a[0] != 's' && b[0] != 's')
            snprintf(a, sizeof a, "s%u", sread(g));   /* two literals are not encodable */
        INS("%s %s, %s", PICK(scmp), a, b);
    } else if (k < 7) {
        const char *op = PICK(scmpk);
        unsigned r = sread(g);
        INS("%s s%u, %s", op, r, strstr(op, "_u32") ? usimm16(g) : simm16(g));
    } else if (k < 8) {
        unsigned p = sread64(g), q = sread64(g);
        INS("%s s[%u:%u], s[%u:%u]", chance(g, 50) ? "s_cmp_eq_u64" : "s_cmp_lg_u64", p, p + 1,
            q, q + 1);
    } else {
        unsigned s = sread(g);
        ssrc(g, a);
        unsigned d = swrite(g);
        INS("%s s%u, s%u, %s", chance(g, 50) ? "s_add_u32" : "s_sub_u32", d, s, a);
    }
}

static void salu(gen *g)
{
    opnd a, b;
    unsigned k = rnd(g, 20);
    if (k < 7) {
        ssrc(g, a);
        ssrc(g, b);
        if (a[0] != 's' && b[0] != 's')
            snprintf(b, sizeof b, "s%u", sread(g));
        const char *op = PICK(sop2_32);
        INS("%s s%u, %s, %s", op, swrite(g), a, b);
    } else if (k < 9) {
        unsigned p = sread64(g);
        if (chance(g, 50)) {
            unsigned q = sread64(g);
            unsigned d = swrite64(g);
            INS("%s s[%u:%u], s[%u:%u], s[%u:%u]", PICK(sop2_64), d, d + 1, p, p + 1, q, q + 1);
        } else {
            inline_int(g, a);
            unsigned d = swrite64(g);
            INS("%s s[%u:%u], s[%u:%u], %s", PICK(sop2_64), d, d + 1, p, p + 1, a);
        }
    } else if (k < 10) {
        unsigned p = sread64(g);
        ssrc(g, a);
        unsigned d = swrite64(g);
        INS("%s s[%u:%u], s[%u:%u], %s", PICK(sop2_sh64), d, d + 1, p, p + 1, a);
    } else if (k < 13) {
        ssrc(g, a);
        const char *op = PICK(sop1_32);
        unsigned d = swrite(g);
        INS("%s s%u, %s", op, d, a);
    } else if (k < 14) {
        unsigned p = sread64(g);
        unsigned d = swrite64(g);
        INS("%s s[%u:%u], s[%u:%u]", PICK(sop1_64), d, d + 1, p, p + 1);
    } else if (k < 15) {
        unsigned p = sread64(g);
        const char *op = PICK(sop1_64to32);
        unsigned d = swrite(g);
        INS("%s s%u, s[%u:%u]", op, d, p, p + 1);
    } else if (k < 16) {
        /* addk/mulk read their destination: at a divergent level only a defined local */
        static const char *const sk[] = { "s_movk_i32", "s_addk_i32", "s_mulk_i32" };
        const char *op = PICK(sk);
        unsigned was = g->defined[g->sl];
        unsigned d = swrite(g);
        if (g->sl > 0 && !(was >> (d - S_LOCAL - N_LOCAL * (g->sl - 1)) & 1u))
            op = "s_movk_i32";
        INS("%s s%u, %s", op, d, simm16(g));
    } else if (k < 17) {
        /* bitset reads its destination too: copy a defined value into it first */
        unsigned s = sread(g);
        unsigned d = swrite(g);
        INS("s_mov_b32 s%u, s%u", d, s);
        ssrc(g, a);
        INS("%s s%u, %s", chance(g, 50) ? "s_bitset0_b32" : "s_bitset1_b32", d, a);
    } else {
        /* SCC consumers, each right after a producer */
        scc_producer(g);
        unsigned c = rnd(g, 5);
        if (c == 0) {
            ssrc(g, a);
            ssrc(g, b);
            if (a[0] != 's' && b[0] != 's')
                snprintf(b, sizeof b, "s%u", sread(g));
            INS("s_cselect_b32 s%u, %s, %s", swrite(g), a, b);
        } else if (c == 1) {
            unsigned p = sread64(g), q = sread64(g);
            unsigned d = swrite64(g);
            INS("s_cselect_b64 s[%u:%u], s[%u:%u], s[%u:%u]", d, d + 1, p, p + 1, q, q + 1);
        } else if (c == 2) {
            ssrc(g, a);
            ssrc(g, b);
            if (a[0] != 's' && b[0] != 's')
                snprintf(b, sizeof b, "s%u", sread(g));
            const char *op = chance(g, 50) ? "s_addc_u32" : "s_subb_u32";
            unsigned d = swrite(g);
            INS("%s s%u, %s, %s", op, d, a, b);
        } else {
            /* conditional moves keep the old value when SCC = 0: the destination must hold
             * one already, so it is first copied (s_mov does not touch SCC) */
            unsigned s = sread(g), t = sread(g);
            unsigned d = swrite(g);
            INS("s_mov_b32 s%u, s%u", d, s);
            if (c == 3)
                INS("s_cmov_b32 s%u, s%u", d, t);
            else
                INS("s_cmovk_i32 s%u, %s", d, simm16(g));
        }
    }
}

/* ---- Memory, lanes, masks -------------------------------------------------------------------- */

/* Forms v[29:30] = in + 4 * (data & (IN_WORDS - align)) and loads from it. The data is waited
 * for with s_waitcnt when the destination is an even group of data VGPRs; otherwise whatever
 * reads or writes it next waits on the RTL's VGPR scoreboard (every FLAT load is posted:
 * docs/microarchitecture.md "Scoreboard and wait counters"). The choice draws nothing
 * from the generator, so a seed's other instructions stay what they were. */
static void flat_load(gen *g)
{
    static const struct { const char *op; unsigned dwords, scale; } ld[] = {
        { "flat_load_dword", 1, 4 }, { "flat_load_dword", 1, 4 }, { "flat_load_dwordx2", 2, 4 },
        { "flat_load_dwordx4", 4, 4 }, { "flat_load_ubyte", 1, 1 }, { "flat_load_sbyte", 1, 1 },
        { "flat_load_ushort", 1, 2 }, { "flat_load_sshort", 1, 2 },
    };
    unsigned k = rnd(g, 8);
    unsigned units = IN_WORDS * 4 / ld[k].scale;             /* elements in the buffer */
    unsigned last = units - (ld[k].dwords * 4) / ld[k].scale; /* highest valid element */
    unsigned mask = 1;
    while (mask * 2 <= last + 1)
        mask *= 2;
    mask -= 1;                                               /* power of two - 1 <= last */
    unsigned shift = ld[k].scale == 4 ? 2 : ld[k].scale == 2 ? 1 : 0;
    INS("v_and_b32_e32 v%u, 0x%x, v%u", V_TMP, mask, vdata(g));
    if (shift)
        INS("v_lshlrev_b32_e32 v%u, %u, v%u", V_TMP, shift, V_TMP);
    INS("v_mov_b32_e32 v%u, s7", V_ADDR + 1);
    INS("v_add_u32_e32 v%u, vcc, s6, v%u", V_ADDR, V_TMP);
    INS("v_addc_u32_e32 v%u, vcc, 0, v%u, vcc", V_ADDR + 1, V_ADDR + 1);
    unsigned n = ld[k].dwords;   /* x2/x4 destinations are aligned groups of data VGPRs */
    unsigned d = n == 1 ? vdata(g) : V_DATA + n * rnd(g, N_DATA / n);
    if (ld[k].dwords == 1)
        INS("%s v%u, v[%u:%u]", ld[k].op, d, V_ADDR, V_ADDR + 1);
    else
        INS("%s v[%u:%u], v[%u:%u]", ld[k].op, d, d + ld[k].dwords - 1, V_ADDR, V_ADDR + 1);
    if ((d - V_DATA) / n % 2 == 0)
        INS("s_waitcnt vmcnt(0) lgkmcnt(0)");
}

/* Stores to one of this work-item's body slots 0..15. */
static void flat_store(gen *g)
{
    unsigned k = rnd(g, 5);
    unsigned slot = rnd(g, 15);
    unsigned byte = slot * 4 + (k == 3 ? 2 * rnd(g, 2) : k == 4 ? rnd(g, 4) : 0);
    if (byte == 0) {
        INS("v_mov_b32_e32 v%u, v%u", V_ADDR, V_OUT);
        INS("v_mov_b32_e32 v%u, v%u", V_ADDR + 1, V_OUT + 1);
    } else {
        if (byte <= 64)
            INS("v_add_u32_e32 v%u, vcc, %u, v%u", V_ADDR, byte, V_OUT);
        else
            INS("v_add_u32_e32 v%u, vcc, 0x%x, v%u", V_ADDR, byte, V_OUT);
        INS("v_addc_u32_e32 v%u, vcc, 0, v%u, vcc", V_ADDR + 1, V_OUT + 1);
    }
    if (k == 2) {
        unsigned d = V_DATA + 2 * rnd(g, N_DATA / 2);
        INS("flat_store_dwordx2 v[%u:%u], v[%u:%u]", V_ADDR, V_ADDR + 1, d, d + 1);
    } else {
        static const char *const st[] = { "flat_store_dword", "flat_store_dword", "",
                                          "flat_store_short", "flat_store_byte" };
        INS("%s v[%u:%u], v%u", st[k], V_ADDR, V_ADDR + 1, vdata(g));
    }
}

/* A scalar load from the input buffer at a uniform offset. The data is waited for with
 * s_waitcnt when the destination's offset is even; otherwise whatever reads or writes it next
 * waits on the RTL's scoreboard (docs/microarchitecture.md "Scoreboard and wait counters"). The
 * choice draws nothing from the generator, so a seed's other instructions stay what they were. */
static void scalar_load(gen *g)
{
    unsigned off;
    if (chance(g, 60)) {
        unsigned d = swrite(g);
        off = 4 * rnd(g, IN_WORDS);
        INS("s_load_dword s%u, s[6:7], 0x%x", d, off);
    } else {
        unsigned d = swrite64(g);
        off = 4 * rnd(g, IN_WORDS - 1);
        INS("s_load_dwordx2 s[%u:%u], s[6:7], 0x%x", d, d + 1, off);
    }
    if (off % 8 == 0)
        INS("s_waitcnt lgkmcnt(0)");
}

/* Cross-lane reads of uniform VGPRs (same value in every lane, so no lane choice matters),
 * and a VGPR broadcast of a scalar. */
static void lane_op(gen *g)
{
    unsigned k = rnd(g, 3);
    unsigned u = V_UNI + rnd(g, N_UNI);
    if (k == 0) {
        INS("v_readfirstlane_b32 s%u, v%u", swrite(g), u);
    } else if (k == 1) {
        /* lanes 0..3 hold a work-item for every wave size >= 4 */
        if (chance(g, 50)) {
            unsigned d = swrite(g), lane = rnd(g, 4);
            INS("v_readlane_b32 s%u, v%u, %u", d, u, lane);
        } else {
            unsigned s = sread(g);
            unsigned d = swrite(g);
            INS("s_and_b32 s%u, s%u, 3", d, s);
            INS("v_readlane_b32 s%u, v%u, s%u", swrite(g), u, d);
        }
    } else {
        unsigned d = vdata(g), r = sread(g);
        INS("v_mov_b32_e32 v%u, s%u", d, r);
    }
}

/* v_cmpx narrows EXEC for a few vector ops; EXEC is saved and restored around it. */
static void cmpx_region(gen *g)
{
    opnd a;
    INS("s_mov_b64 s[12:13], exec");
    const char *t = chance(g, 50) ? "i32" : "u32";
    src(g, a, SRC_V | SRC_S | SRC_INL | SRC_LIT, 0);
    const char *c = PICK(icond);
    unsigned v = vdata(g);
    if (chance(g, 70)) {
        INS("v_cmpx_%s_%s_e32 vcc, %s, v%u", c, t, a, v);
    } else {   /* e64: the mask also goes to s[8:9]; VGPR, SGPR or inline operands */
        opnd s[2];
        vop3_srcs(g, s, 2, 0, 1);
        INS("v_cmpx_%s_%s_e64 s[8:9], %s, %s", c, t, s[0], s[1]);
    }
    unsigned n = 1 + rnd(g, 3);
    for (unsigned i = 0; i < n; i++) {
        if (chance(g, 50))
            valu_vop2(g);
        else
            valu_vop1(g);
    }
    INS("s_mov_b64 exec, s[12:13]");
}

/* ---- Control flow ---------------------------------------------------------------------------- */

static void block(gen *g, unsigned n);

#define DWS_ON "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1"
#define DWS_OFF "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0"

/* Split marks draw from their own stream, so that one seed gives the same kernel under every
 * --splits value, only with or without marks: between mark_begin and mark_end every random
 * choice (including the operands of a mask computation) comes from the marks' stream. */
static uint64_t mark_begin(gen *g)
{
    uint64_t saved = g->rng;
    g->rng = g->mrng;
    return saved;
}

static void mark_end(gen *g, uint64_t saved)
{
    g->mrng = g->rng;
    g->rng = saved;
}

static int dws(gen *g)
{
    if (g->o->splits != RANDKERNEL_SPLITS_DWS)
        return 0;
    uint64_t saved = mark_begin(g);
    int r = chance(g, 65);
    mark_end(g, saved);
    return r;
}

/* Emits an s_split for a branch whose mask is in (lo, hi) (PWS marking). Returns 0 if none, 1
 * if it emitted one, 2 if the caller is to emit `s_split exec_lo, exec_hi` right after its
 * saveexec (only when after_ok): EXEC then holds the lanes entering the then-part. The caller
 * emits s_merge after the join when the result is non-zero. */
static int split_mark(gen *g, const char *lo, const char *hi, int after_ok)
{
    if (!chance(g, 70))
        return 0;
    unsigned k = rnd(g, after_ok ? 12 : 10);
    if (k < 5) {
        INS("s_split %s, %s", lo, hi);                      /* the branch condition */
    } else if (k < 6) {
        INS("s_not_b64 s[10:11], %s", strcmp(lo, "s8") ? "vcc" : "s[8:9]");
        INS("s_split s10, s11");                             /* else-lanes stay */
    } else if (k < 7) {
        INS("s_split -1, -1");                               /* all-one: null */
    } else if (k < 8) {
        INS("s_split 0, 0");                                 /* all-zero: null */
    } else if (k < 9) {
        INS("s_split exec_lo, exec_hi");                     /* every own lane stays: null */
    } else if (k < 10) {
        compare(g, "s[10:11]", 1);                           /* a mask unrelated to the branch */
        INS("s_split s10, s11");
    } else {
        return 2;
    }
    return 1;
}

static int pws_split(gen *g, const char *lo, const char *hi)
{
    if (g->o->splits != RANDKERNEL_SPLITS_PWS)
        return 0;
    uint64_t saved = mark_begin(g);
    int r = split_mark(g, lo, hi, 1);
    mark_end(g, saved);
    return r;
}

static void enter_level(gen *g)
{
    g->sl++;
    g->defined[g->sl] = 0;
}

/* Divergent if or if/else in clang's branch serialization pattern. */
static void if_stmt(gen *g)
{
    const char *pair, *lo, *hi;
    unsigned l = g->sl, sv = S_BSB + 2 * l;
    unsigned id = new_label(g);
    int has_else = chance(g, 60);
    put(g, "    ; if%s #%u (level %u)\n", has_else ? "/else" : "", id, l + 1);
    condition(g, &pair, &lo, &hi);
    int split = pws_split(g, lo, hi);
    INS("s_and_saveexec_b64 s[%u:%u], %s", sv, sv + 1, pair);
    if (split == 2)
        INS("s_split exec_lo, exec_hi");
    if (has_else)
        INS("s_xor_b64 s[%u:%u], exec, s[%u:%u]", sv, sv + 1, sv, sv + 1);
    int mark = dws(g);
    int branch = chance(g, 85);         /* clang leaves the branch out around short blocks */
    int skip = mark || branch;
    if (mark)
        INS(DWS_ON);
    if (skip)
        INS("s_cbranch_execz .LBB%u_else", id);
    if (mark)
        INS(DWS_OFF);
    g->nontop++;
    enter_level(g);
    block(g, 1 + rnd(g, 6));
    g->sl--;
    put(g, ".LBB%u_else:\n", id);
    if (mark)
        INS(DWS_OFF);
    if (has_else) {
        int mark2 = dws(g);
        INS("s_or_saveexec_b64 s[%u:%u], s[%u:%u]", sv, sv + 1, sv, sv + 1);
        INS("s_xor_b64 exec, exec, s[%u:%u]", sv, sv + 1);
        if (mark2)
            INS(DWS_ON);
        int branch2 = chance(g, 85);
        if (mark2 || branch2)
            INS("s_cbranch_execz .LBB%u_join", id);
        if (mark2)
            INS(DWS_OFF);
        enter_level(g);
        block(g, 1 + rnd(g, 6));
        g->sl--;
        put(g, ".LBB%u_join:\n", id);
        if (mark2)
            INS(DWS_OFF);
    }
    g->nontop--;
    INS("s_or_b64 exec, exec, s[%u:%u]", sv, sv + 1);
    if (split)
        INS("s_merge");
}

/* Divergent loop, clang's do-while under a guard: lane l runs (data & 3) + 1 iterations. */
static void dloop_dowhile(gen *g)
{
    const char *pair, *lo, *hi;
    unsigned l = g->sl, sv = S_BSB + 2 * l, lm = S_LMASK + 2 * l;
    unsigned cnt = V_LCNT + g->dloops, lim = V_LLIM + g->dloops;
    unsigned id = new_label(g);
    put(g, "    ; divergent do-while loop #%u (level %u)\n", id, l + 1);
    condition(g, &pair, &lo, &hi);
    int split = pws_split(g, lo, hi);
    INS("s_and_saveexec_b64 s[%u:%u], %s", sv, sv + 1, pair);
    if (split == 2)
        INS("s_split exec_lo, exec_hi");
    int mark = dws(g);
    if (mark)
        INS(DWS_ON);
    INS("s_cbranch_execz .LBB%u_end", id);
    if (mark)
        INS(DWS_OFF);
    INS("v_and_b32_e32 v%u, 3, v%u", lim, vdata(g));
    INS("v_mov_b32_e32 v%u, 0", cnt);
    INS("s_mov_b64 s[%u:%u], 0", lm, lm + 1);
    int mark2 = dws(g);
    put(g, ".LBB%u_body:\n", id);
    if (mark2)
        INS(DWS_OFF);
    g->nontop++;
    g->dloops++;
    enter_level(g);
    block(g, 1 + rnd(g, 5));
    g->sl--;
    g->dloops--;
    g->nontop--;
    INS("v_add_u32_e32 v%u, vcc, 1, v%u", cnt, cnt);
    INS("v_cmp_gt_u32_e32 vcc, v%u, v%u", cnt, lim);
    INS("s_or_b64 s[%u:%u], vcc, s[%u:%u]", lm, lm + 1, lm, lm + 1);
    INS("s_andn2_b64 exec, exec, s[%u:%u]", lm, lm + 1);
    if (mark2)
        INS(DWS_ON);
    INS("s_cbranch_execnz .LBB%u_body", id);
    if (mark2)
        INS(DWS_OFF);
    INS("s_or_b64 exec, exec, s[%u:%u]", lm, lm + 1);
    put(g, ".LBB%u_end:\n", id);
    if (mark)
        INS(DWS_OFF);
    INS("s_or_b64 exec, exec, s[%u:%u]", sv, sv + 1);
    if (split)
        INS("s_merge");
}

/* Divergent while loop (exit test at the top, as in testbenches/asm/loop.s): lane l runs
 * data & 3 iterations (possibly none). */
static void dloop_while(gen *g)
{
    unsigned l = g->sl, lm = S_LMASK + 2 * l;
    unsigned cnt = V_LCNT + g->dloops, lim = V_LLIM + g->dloops;
    unsigned id = new_label(g);
    put(g, "    ; divergent while loop #%u (level %u)\n", id, l + 1);
    INS("v_and_b32_e32 v%u, 3, v%u", lim, vdata(g));
    INS("v_mov_b32_e32 v%u, 0", cnt);
    int split = 0;
    if (g->o->splits == RANDKERNEL_SPLITS_PWS) {   /* loop.s: split on a condition before it */
        uint64_t saved = mark_begin(g);
        if (chance(g, 60)) {
            const char *pair, *lo, *hi;
            condition(g, &pair, &lo, &hi);
            split = split_mark(g, lo, hi, 0);
        }
        mark_end(g, saved);
    }
    INS("s_mov_b64 s[%u:%u], 0", lm, lm + 1);
    put(g, ".LBB%u_head:\n", id);
    INS("v_cmp_ge_u32_e32 vcc, v%u, v%u", cnt, lim);
    INS("s_or_b64 s[%u:%u], vcc, s[%u:%u]", lm, lm + 1, lm, lm + 1);
    INS("s_andn2_b64 exec, exec, s[%u:%u]", lm, lm + 1);
    int mark = dws(g);
    if (mark)
        INS(DWS_ON);
    INS("s_cbranch_execz .LBB%u_done", id);
    if (mark)
        INS(DWS_OFF);
    g->nontop++;
    g->dloops++;
    enter_level(g);
    block(g, 1 + rnd(g, 5));
    g->sl--;
    g->dloops--;
    g->nontop--;
    INS("v_add_u32_e32 v%u, vcc, 1, v%u", cnt, cnt);
    INS("s_branch .LBB%u_head", id);
    put(g, ".LBB%u_done:\n", id);
    if (mark)
        INS(DWS_OFF);
    INS("s_or_b64 exec, exec, s[%u:%u]", lm, lm + 1);
    if (split)
        INS("s_merge");
}

/* Uniform loop on a scalar counter: 1..4 iterations, the same in every wavefront. */
static void uloop(gen *g)
{
    unsigned c = S_ULOOP + g->uloops, id = new_label(g);
    put(g, "    ; uniform loop #%u\n", id);
    INS("s_mov_b32 s%u, %u", c, 1 + rnd(g, 4));
    put(g, ".LBB%u_uloop:\n", id);
    g->uloops++;
    g->nontop++;
    block(g, 1 + rnd(g, 5));
    g->nontop--;
    g->uloops--;
    INS("s_sub_u32 s%u, s%u, 1", c, c);
    INS("s_cmp_lg_u32 s%u, 0", c);
    INS("s_cbranch_scc1 .LBB%u_uloop", id);
}

/* Uniform if on SCC from scalar data. */
static void uif(gen *g)
{
    unsigned id = new_label(g);
    unsigned saved = g->defined[g->sl];
    put(g, "    ; uniform if #%u\n", id);
    scc_producer(g);
    INS("s_cbranch_scc%u .LBB%u_uif", rnd(g, 2), id);
    g->nontop++;
    block(g, 1 + rnd(g, 4));
    g->nontop--;
    put(g, ".LBB%u_uif:\n", id);
    g->defined[g->sl] = saved;   /* a local set only on one path is not defined after it */
}

/* A region of statements run split (PWS): both SWFs run all of it and merge at its end.
 * Without PWS marking it is a plain sequence of statements. */
static void split_region(gen *g)
{
    int split = g->o->splits == RANDKERNEL_SPLITS_PWS;
    put(g, "    ; region\n");
    if (split) {
        uint64_t saved = mark_begin(g);
        const char *pair, *lo, *hi;
        condition(g, &pair, &lo, &hi);
        INS("s_split %s, %s", lo, hi);
        mark_end(g, saved);
    }
    block(g, 1 + rnd(g, 5));
    if (split)
        INS("s_merge");
}

/* LDS phase: every work-item writes its word of a fresh region and adds to the region's
 * counter; after the barrier it reads another work-item's word and the counter. */
static void lds_phase(gen *g)
{
    unsigned r = g->lds_phases++ * (g->geom.wg * 4 + 16);
    unsigned wg = g->geom.wg;
    put(g, "    ; LDS phase at offset %u\n", r);
    INS("ds_write_b32 v%u, v%u offset:%u", V_LDSA, vdata(g), r);
    INS("ds_add_u32 v%u, v%u offset:%u", V_ZERO, vdata(g), r + wg * 4);
    INS("s_waitcnt lgkmcnt(0)");
    INS("s_barrier");
    INS("v_add_u32_e32 v%u, vcc, %u, v0", V_TMP, 1 + rnd(g, wg - 1));
    INS("v_and_b32_e32 v%u, %u, v%u", V_TMP, wg - 1, V_TMP);
    INS("v_lshlrev_b32_e32 v%u, 2, v%u", V_TMP, V_TMP);
    INS("ds_read_b32 v%u, v%u offset:%u", vdata(g), V_TMP, r);
    INS("ds_read_b32 v%u, v%u offset:%u", vdata(g), V_ZERO, r + wg * 4);
    INS("s_waitcnt lgkmcnt(0)");
}

static void statement(gen *g)
{
    const randkernel_opts *o = g->o;
    for (;;) {
        unsigned k = rnd(g, 100);
        if (k < 22) { valu_vop2(g); return; }
        if (k < 32) { valu_vop1(g); return; }
        if (k < 40) { valu_vop3(g); return; }
        if (k < 42) { valu_madk(g); return; }
        if (k < 46) { valu_carry(g); return; }
        if (k < 47) { valu_div(g); return; }
        if (k < 52) { valu_select(g); return; }
        if (k < 62) { salu(g); return; }
        if (k < 66) { flat_load(g); return; }
        if (k < 69) { flat_store(g); return; }
        if (k < 71) { scalar_load(g); return; }
        if (k < 73) { lane_op(g); return; }
        if (k < 74) { cmpx_region(g); return; }
        if (k < 84) {
            if (g->sl < o->depth && g->budget > 2) { if_stmt(g); return; }
            continue;
        }
        if (k < 88) {
            if (o->loops && g->sl < o->depth && g->budget > 2) {
                if (chance(g, 60))
                    dloop_dowhile(g);
                else
                    dloop_while(g);
                return;
            }
            continue;
        }
        if (k < 91) {
            if (o->loops && g->uloops < MAX_ULOOP && g->budget > 2) { uloop(g); return; }
            continue;
        }
        if (k < 94) {
            if (g->budget > 2) { uif(g); return; }
            continue;
        }
        if (k < 97) {
            if (g->budget > 2) { split_region(g); return; }
            continue;
        }
        if (o->lds && g->nontop == 0 && g->sl == 0 && g->lds_phases < MAX_LDS_PHASES) {
            lds_phase(g);
            return;
        }
    }
}

static void block(gen *g, unsigned n)
{
    for (unsigned i = 0; i < n && g->budget > 0; i++) {
        g->budget--;
        statement(g);
    }
}

/* ---- Whole kernel ---------------------------------------------------------------------------- */

static void prologue(gen *g)
{
    unsigned wg = g->geom.wg, lg = 0;
    while ((1u << lg) < wg)
        lg++;
    put(g, "; randkernel seed %llu: insts %u depth %u loops %d lds %d splits %s\n",
        (unsigned long long)g->o->seed, g->o->insts, g->o->depth, g->o->loops, g->o->lds,
        g->o->splits == RANDKERNEL_SPLITS_PWS ? "pws" :
        g->o->splits == RANDKERNEL_SPLITS_DWS ? "dws" : "none");
    put(g, "; dispatch: --grid %u --wg %u --arg zeros:%llu --arg @<input %llu bytes>\n",
        g->geom.grid, wg, (unsigned long long)g->geom.out_bytes,
        (unsigned long long)g->geom.in_bytes);
    put(g, "; out[gid * %u + 0..15]: body stores; +16..31: v8..v23; +32..47: s20..s35\n",
        RANDKERNEL_SLOTS);
    put(g, "    .text\n    .pws_arg out, buffer\n    .pws_arg in, buffer\nrandkernel:\n");
    INS("s_load_dwordx4 s[4:7], s[0:1], 0x0      ; s[4:5] = out, s[6:7] = in");
    INS("s_lshl_b32 s3, s2, %u", lg);
    INS("v_add_u32_e32 v%u, vcc, s3, v0           ; global id", V_GID);
    INS("v_mul_u32_u24_e32 v%u, 0x%x, v%u", V_TMP, RANDKERNEL_SLOTS * 4, V_GID);
    INS("s_waitcnt lgkmcnt(0)");
    INS("v_mov_b32_e32 v%u, s5", V_OUT + 1);
    INS("v_add_u32_e32 v%u, vcc, s4, v%u", V_OUT, V_TMP);
    INS("v_addc_u32_e32 v%u, vcc, 0, v%u, vcc      ; v[2:3] = &out[gid * %u]", V_OUT + 1,
        V_OUT + 1, RANDKERNEL_SLOTS);
    INS("v_lshlrev_b32_e32 v%u, 2, v0", V_LDSA);
    INS("v_mov_b32_e32 v%u, 0", V_ZERO);
    INS("s_load_dwordx8 s[%u:%u], s[6:7], 0x%x", S_G, S_G + 7, 4 * rnd(g, IN_WORDS - 8));
    INS("s_load_dwordx8 s[%u:%u], s[6:7], 0x%x", S_G + 8, S_G + 15, 4 * rnd(g, IN_WORDS - 8));
    INS("s_waitcnt lgkmcnt(0)");
    unsigned gd = S_G + rnd(g, N_G), gs = S_G + rnd(g, N_G);
    INS("s_add_u32 s%u, s%u, s2", gd, gs);
    INS("v_mov_b32_e32 v%u, v%u", V_DATA, V_GID);
    INS("v_mov_b32_e32 v%u, v0", V_DATA + 1);
    for (unsigned i = 2; i < 6; i++) {   /* in[(gid * m + c) & (IN_WORDS - 1)] */
        INS("v_mul_u32_u24_e32 v%u, %u, v%u", V_TMP, 1 + 2 * rnd(g, 32), V_GID);
        INS("v_add_u32_e32 v%u, vcc, 0x%x, v%u", V_TMP, 65 + rnd(g, 1000), V_TMP);
        INS("v_and_b32_e32 v%u, 0x%x, v%u", V_TMP, IN_WORDS - 1, V_TMP);
        INS("v_lshlrev_b32_e32 v%u, 2, v%u", V_TMP, V_TMP);
        INS("v_mov_b32_e32 v%u, s7", V_ADDR + 1);
        INS("v_add_u32_e32 v%u, vcc, s6, v%u", V_ADDR, V_TMP);
        INS("v_addc_u32_e32 v%u, vcc, 0, v%u, vcc", V_ADDR + 1, V_ADDR + 1);
        INS("flat_load_dword v%u, v[%u:%u]", V_DATA + i, V_ADDR, V_ADDR + 1);
    }
    INS("s_waitcnt vmcnt(0)");
    INS("v_cvt_f32_u32_e32 v%u, v%u", V_DATA + 6, V_GID);
    for (unsigned i = 7; i < N_DATA; i++) {   /* the rest: mixes of the first ones */
        static const char *const mix[] = { "v_xor_b32", "v_add_f32", "v_mul_u32_u24",
                                           "v_sub_u32", "v_mul_f32", "v_or_b32" };
        const char *op = PICK(mix);
        unsigned a = V_DATA + rnd(g, i), b = V_DATA + rnd(g, i);
        if (!strcmp(op, "v_sub_u32"))
            INS("%s_e32 v%u, vcc, v%u, v%u", op, V_DATA + i, a, b);
        else
            INS("%s_e32 v%u, v%u, v%u", op, V_DATA + i, a, b);
    }
    for (unsigned i = 0; i < N_UNI; i++)
        INS("v_mov_b32_e32 v%u, s%u", V_UNI + i, S_G + rnd(g, N_G));
    /* writelane/readlane round trip while the wavefront is whole (before any branch) */
    unsigned ln = rnd(g, 4), s = S_G + rnd(g, N_G), d = S_G + rnd(g, N_G);
    INS("v_writelane_b32 v%u, s%u, %u", V_TMP, s, ln);
    INS("v_readlane_b32 s%u, v%u, %u", d, V_TMP, ln);
    if (chance(g, 30))
        INS("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3   ; FP32 denormals on");
}

static void digest(gen *g)
{
    put(g, "    ; digest: v8..v23 to slots 16..31, s20..s35 to slots 32..47\n");
    for (unsigned i = 0; i < 4; i++) {
        INS("v_add_u32_e32 v%u, vcc, 0x%x, v%u", V_ADDR, 64 + 16 * i, V_OUT);
        INS("v_addc_u32_e32 v%u, vcc, 0, v%u, vcc", V_ADDR + 1, V_OUT + 1);
        INS("flat_store_dwordx4 v[%u:%u], v[%u:%u]", V_ADDR, V_ADDR + 1, V_DATA + 4 * i,
            V_DATA + 4 * i + 3);
    }
    for (unsigned i = 0; i < 4; i++) {
        for (unsigned j = 0; j < 4; j++)
            INS("v_mov_b32_e32 v%u, s%u", V_LCNT + j, S_G + 4 * i + j);
        INS("v_add_u32_e32 v%u, vcc, 0x%x, v%u", V_ADDR, 128 + 16 * i, V_OUT);
        INS("v_addc_u32_e32 v%u, vcc, 0, v%u, vcc", V_ADDR + 1, V_OUT + 1);
        INS("flat_store_dwordx4 v[%u:%u], v[%u:%u]", V_ADDR, V_ADDR + 1, V_LCNT, V_LCNT + 3);
    }
    INS("s_endpgm");
}

static void descriptor(gen *g)
{
    put(g, "\n    .section .rodata,#alloc\n    .p2align 6\n    .amdhsa_kernel randkernel\n");
    put(g, "        .amdhsa_group_segment_fixed_size %u\n",
        MAX_LDS_PHASES * (g->geom.wg * 4 + 16));
    put(g, "        .amdhsa_kernarg_size 16\n");
    put(g, "        .amdhsa_user_sgpr_count 2\n");
    put(g, "        .amdhsa_user_sgpr_kernarg_segment_ptr 1\n");
    put(g, "        .amdhsa_system_sgpr_workgroup_id_x 1\n");
    put(g, "        .amdhsa_system_vgpr_workitem_id 0\n");
    put(g, "        .amdhsa_next_free_vgpr %u\n", N_VGPRS);
    put(g, "        .amdhsa_next_free_sgpr %u\n", N_SGPRS);
    put(g, "    .end_amdhsa_kernel\n");
}

/* ---- API ------------------------------------------------------------------------------------- */

void randkernel_opts_default(randkernel_opts *o)
{
    memset(o, 0, sizeof *o);
    o->insts = 120;
    o->depth = 3;
    o->splits = RANDKERNEL_SPLITS_NONE;
}

int randkernel_check(const randkernel_opts *o)
{
    if (o->insts < 1 || o->insts > RANDKERNEL_MAX_INSTS)
        return diag_at("randkernel", PWS_EUSAGE, "--insts %u is out of range 1..%u", o->insts,
                       RANDKERNEL_MAX_INSTS);
    if (o->depth > RANDKERNEL_MAX_DEPTH)
        return diag_at("randkernel", PWS_EUSAGE, "--depth %u is out of range 0..%u", o->depth,
                       RANDKERNEL_MAX_DEPTH);
    if (o->splits != RANDKERNEL_SPLITS_NONE && o->splits != RANDKERNEL_SPLITS_PWS &&
        o->splits != RANDKERNEL_SPLITS_DWS)
        return diag_at("randkernel", PWS_EUSAGE, "unknown split marking %d", (int)o->splits);
    return 0;
}

void randkernel_geometry(const randkernel_opts *o, randkernel_geom *g)
{
    uint64_t s = o->seed ^ 0x6a09e667f3bcc908ull;   /* a stream of its own: seed only */
    static const unsigned wgs[] = { 16, 32, 64, 64, 128 };
    g->wg = wgs[next64(&s) % 5];
    unsigned n = (unsigned)(1 + next64(&s) % 3);
    /* a third of the grids end with a partial workgroup of 4k work-items: every wavefront then
     * holds work-items in lanes 0..3 at every wave size, which readlane relies on */
    unsigned last = next64(&s) % 3 == 0 ? 4 * (1 + (unsigned)(next64(&s) % (g->wg / 4 - 1)))
                                         : g->wg;
    g->grid = g->wg * (n - 1) + last;
    g->in_bytes = IN_WORDS * 4;
    g->out_bytes = (uint64_t)g->grid * RANDKERNEL_SLOTS * 4;
}

int randkernel_input(const randkernel_opts *o, uint8_t **data, size_t *size)
{
    uint64_t s = o->seed ^ 0xbb67ae8584caa73bull;
    uint8_t *p = malloc(IN_WORDS * 4);
    *data = NULL;
    *size = 0;
    if (!p)
        return diag_at("randkernel", PWS_ENOMEM, "out of memory");
    static const uint32_t special[] = {
        0, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u,
        0xffc00001u, 0x00000001u, 0x807fffffu, 0x3f800000u, 0xbf800000u, 0x00800000u, 0x4f800000u,
    };
    for (unsigned i = 0; i < IN_WORDS; i++) {
        uint64_t r = next64(&s);
        uint32_t v;
        switch (r % 10) {
        case 0: case 1: case 2: case 3: v = (uint32_t)(r >> 8) % 101; break;
        case 4: v = (uint32_t)-(int32_t)((r >> 8) % 50); break;
        case 5: case 6: v = (uint32_t)(r >> 32); break;
        case 7: case 8: {   /* a float of moderate magnitude */
            uint32_t e = 100 + (uint32_t)((r >> 8) % 56), m = (uint32_t)(r >> 16) & 0x7fffff;
            v = (uint32_t)((r >> 40) & 1) << 31 | e << 23 | m;
            break;
        }
        default: v = special[(r >> 8) % (sizeof special / sizeof special[0])]; break;
        }
        p[4 * i] = (uint8_t)v;
        p[4 * i + 1] = (uint8_t)(v >> 8);
        p[4 * i + 2] = (uint8_t)(v >> 16);
        p[4 * i + 3] = (uint8_t)(v >> 24);
    }
    *data = p;
    *size = IN_WORDS * 4;
    return 0;
}

int randkernel_generate(const randkernel_opts *o, char **text)
{
    *text = NULL;
    int rc = randkernel_check(o);
    if (rc)
        return rc;
    gen g;
    memset(&g, 0, sizeof g);
    g.o = o;
    g.rng = o->seed;
    g.mrng = o->seed ^ 0x3c6ef372fe94f82bull;
    g.budget = o->insts;
    randkernel_geometry(o, &g.geom);
    prologue(&g);
    while (g.budget > 0)
        block(&g, g.budget);
    digest(&g);
    if (o->lds)
        descriptor(&g);
    if (g.out.oom || !g.out.p) {
        free(g.out.p);
        return diag_at("randkernel", PWS_ENOMEM, "out of memory");
    }
    *text = g.out.p;
    return 0;
}

int randkernel_flow_facts(const char *text, char **ff)
{
    static const char *const kinds[] = { "_body:", "_head:", "_uloop:" };
    size_t cap = 256, len = 0;
    char *out = malloc(cap);
    if (!out)
        return diag_at("pws randkernel", PWS_ENOMEM, "out of memory");
    len = (size_t)snprintf(out, cap, "# pws randkernel: every loop runs at most 4 times per entry\n");
    for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
        unsigned id;
        int n = 0;
        if (sscanf(p, ".LBB%u%n", &id, &n) != 1)
            continue;
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
            size_t kl = strlen(kinds[k]);
            if (strncmp(p + n, kinds[k], kl))
                continue;
            if (len + 64 > cap) {
                char *q = realloc(out, cap *= 2);
                if (!q) {
                    free(out);
                    return diag_at("pws randkernel", PWS_ENOMEM, "out of memory");
                }
                out = q;
            }
            len += (size_t)snprintf(out + len, cap - len, "loop .LBB%u%.*s max 4\n", id,
                                    (int)(kl - 1), kinds[k]);
        }
    }
    *ff = out;
    return 0;
}
