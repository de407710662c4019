/* tests/rtl/fp32_check.c -- bit-exact check of the FP32 RTL units (rtl/pws_fp32_*.v) against the
 * golden model (golden/fp32.c, golden/fdiv.c). Spec: docs/fp32_rtl.md "Verification".
 *
 * For every unit and every denormal mode 0..3 the Verilated bench (through fp32_shim.cpp) and
 * the C reference see the same vectors:
 *   1. every hand-picked special operand crossed with every other (all pairs, or all triples
 *      for three-operand units), under every control value of the unit;
 *   2. random vectors (200 000 by default) from a seeded xorshift64, biased to denormals, the
 *      ends of the exponent range, few-bit significands (exact sums, ties), rounding carries,
 *      cancellation (b near -a, c near -(a*b)) and the operand patterns div_scale looks for.
 * Then, per mode, the whole division sequence clang emits for a / b runs once on the RTL units
 * (every step an RTL result) and once on the golden functions, on random pairs.
 *
 * Output: one "ok - ..." or "not ok - ..." line per unit and mode, the first mismatch spelled
 * out (op, operands, mode, expected, got, in hex). Exit status 0 if everything matched, 1 if
 * anything differed, 3 if the model could not be built.
 *
 * Usage: Vpws_fp32_bench [RANDOM_PER_UNIT_AND_MODE [SEED]] */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "fdiv.h"
#include "fp32.h"
#include "fp32_shim.h"

#define SIGN 0x80000000u

/* Must match the Unit* localparams of testbenches/rtl/pws_fp32_bench.v. */
enum fp32_unit {
    UNIT_ADD, UNIT_MUL, UNIT_FMA, UNIT_MINMAX, UNIT_CMP, UNIT_CVT, UNIT_OMOD, UNIT_RCP,
    UNIT_DIV_SCALE, UNIT_DIV_FMAS, UNIT_DIV_FIXUP, UNIT_COUNT
};

/* Must match the Op* localparams of rtl/pws_fp32_cvt.v. */
enum cvt_op {
    CVT_F32_I32, CVT_F32_U32, CVT_I32_F32, CVT_U32_F32, CVT_TRUNC, CVT_FLOOR, CVT_CEIL,
    CVT_RNDNE, CVT_FRACT, CVT_COUNT
};

typedef struct {
    const char *name;   /* the RTL module */
    unsigned arity;     /* operands a, b, c used */
    unsigned nctl;      /* control values 0 .. nctl-1 */
} unit_desc;

static const unit_desc units[UNIT_COUNT] = {
    [UNIT_ADD] = { "pws_fp32_add", 2, 2 },          /* ctl 1: sub */
    [UNIT_MUL] = { "pws_fp32_mul", 2, 1 },
    [UNIT_FMA] = { "pws_fp32_fma", 3, 2 },          /* ctl 1: mad */
    [UNIT_MINMAX] = { "pws_fp32_minmax", 2, 2 },    /* ctl 1: max */
    [UNIT_CMP] = { "pws_fp32_cmp", 2, 1 },
    [UNIT_CVT] = { "pws_fp32_cvt", 1, CVT_COUNT },  /* ctl: enum cvt_op */
    [UNIT_OMOD] = { "pws_fp32_omod", 1, 8 },        /* ctl: {clamp, omod[1:0]} */
    [UNIT_RCP] = { "pws_fp32_rcp", 1, 1 },
    [UNIT_DIV_SCALE] = { "pws_fp32_div_scale", 3, 1 },
    [UNIT_DIV_FMAS] = { "pws_fp32_div_fmas", 3, 2 }, /* ctl 1: vcc */
    [UNIT_DIV_FIXUP] = { "pws_fp32_div_fixup", 3, 1 },
};

static const char *const cvt_names[CVT_COUNT] = {
    "f32_i32", "f32_u32", "i32_f32", "u32_f32", "trunc", "floor", "ceil", "rndne", "fract"
};

/* Hand-picked operands: zeros, denormals, the normal range's ends, infinities, NaNs (quiet,
 * signalling, negative, with payload), values whose sums and products tie or carry on
 * rounding, the integer boundaries of the conversions, the 2^+-64 and 2^+-126 boundaries of
 * the division helpers, and integer patterns for the int -> float conversions. */
static const uint32_t specials[] = {
    0x00000000u, 0x80000000u,                           /* +-0 */
    0x00000001u, 0x80000001u, 0x00000003u,              /* smallest denormals */
    0x007fffffu, 0x807fffffu, 0x00400000u, 0x00400001u, /* largest denormal, 2^-127 */
    0x00800000u, 0x80800000u, 0x00800001u, 0x00ffffffu, /* smallest normals */
    0x01000000u, 0x00c00000u,
    0x7f7fffffu, 0xff7fffffu, 0x7f7ffffeu, 0x7f000000u, /* largest normals, 2^127 */
    0x7e800000u, 0x7e800001u, 0xfe800000u,              /* 2^126: div_scale's rcp_tiny */
    0x7f800000u, 0xff800000u,                           /* +-inf */
    0x7fc00000u, 0xffc00000u, 0x7fc00001u,              /* quiet NaNs */
    0x7f800001u, 0xff800001u, 0x7fbfffffu,              /* signalling NaNs */
    0x3f800000u, 0xbf800000u, 0x3f800001u, 0x3f7fffffu, /* 1, -1, 1 +- ulp */
    0x3fffffffu, 0x40000000u, 0x40400000u, 0xc0400000u, /* just below 2, 2, 3, -3 */
    0x3f000000u, 0xbf000000u, 0x3effffffu, 0x3f000001u, /* 0.5 and neighbours */
    0x3fc00000u, 0x40200000u, 0x40600000u, 0xc0200000u, /* 1.5, 2.5, 3.5, -2.5: ties */
    0x4b000000u, 0x4b000001u, 0x4affffffu, 0xcb000001u, /* 2^23 and neighbours */
    0x4f000000u, 0xcf000000u, 0x4f800000u, 0x4effffffu, /* 2^31, -2^31, 2^32 */
    0x4f7fffffu, 0xcf000001u,
    0x5f800000u, 0x1f800000u, 0x2f800000u, 0x4f800001u, /* 2^64, 2^-64, 2^-32 */
    0x33800000u, 0x34000000u, 0x33ffffffu,              /* 2^-24, 2^-23 */
    0x01000001u, 0x01000003u, 0x00fffffeu,              /* ints 2^24 + 1, 2^24 + 3 */
    0x7fffffffu, 0xffffffffu, 0x7fffffc0u, 0xfffffffeu, /* int extremes */
    0x12345678u, 0x9abcdef0u,
};
#define NSPECIAL (sizeof specials / sizeof specials[0])

/* ---- random operands ------------------------------------------------------------------------ */

static uint64_t xorshift64(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *s = x;
}

static uint32_t rnd32(uint64_t *s) { return (uint32_t)(xorshift64(s) >> 16); }

static uint32_t make(unsigned sign, unsigned e, uint32_t frac)
{
    return (sign ? SIGN : 0) | ((e & 0xffu) << 23) | (frac & 0x7fffffu);
}

/* One operand, biased toward the values where rounding, flushing and special cases differ. */
static uint32_t rnd_operand(uint64_t *s)
{
    static const unsigned edge_exp[] = { 0, 1, 2, 3, 24, 25, 103, 104, 126, 127, 128,
                                         150, 151, 157, 158, 159, 160, 190, 191, 192,
                                         252, 253, 254, 255 };
    uint32_t r = rnd32(s);
    uint32_t f = rnd32(s);
    unsigned sign = r >> 31;
    switch (r % 16) {
    case 0: case 1: case 2: case 3:
        return f;                                                 /* anything */
    case 4:
        return specials[f % NSPECIAL];
    case 5:
        return make(sign, 0, f);                                  /* denormal (or zero) */
    case 6:
        return make(sign, edge_exp[(r >> 4) % (sizeof edge_exp / sizeof edge_exp[0])], f);
    case 7:
        return make(sign, 127 + (int)((r >> 4) % 64) - 32, f);   /* near 1 */
    case 8:                                                       /* few significand bits */
        return make(sign, 64 + (r >> 4) % 128, f & (0x7fffffu << ((r >> 12) % 24)));
    case 9:                                                       /* few bits, low end */
        return make(sign, (r >> 4) % 32, f & (0x7fffffu >> ((r >> 12) % 24)));
    case 10:                                                      /* carries on rounding */
        return make(sign, (r >> 4) % 256, 0x7fffffu ^ (f & 0xfu));
    case 11:                                                      /* integral, halves */
        return make(sign, 126 + (r >> 4) % 26, f & ~(0x7fffffu >> ((r >> 12) % 24)));
    default:
        return make(sign, 64 + (r >> 4) % 128, f);               /* products stay finite */
    }
}

/* ---- the reference -------------------------------------------------------------------------- */

/* The golden result of one bench evaluation. Only the fields the unit drives are compared. */
static void reference(unsigned unit, unsigned ctl, uint32_t a, uint32_t b, uint32_t c,
                      unsigned mode, fp32_bench_out *want)
{
    int vcc = 0;
    want->y = 0;
    want->vcc = 0;
    want->cmp = 0;
    want->cls = 0;
    switch (unit) {
    case UNIT_ADD: want->y = ctl ? fp32_sub(a, b, mode) : fp32_add(a, b, mode); break;
    case UNIT_MUL: want->y = fp32_mul(a, b, mode); break;
    case UNIT_FMA: want->y = ctl ? fp32_mad(a, b, c) : fp32_fma(a, b, c, mode); break;
    case UNIT_MINMAX: want->y = ctl ? fp32_max(a, b, mode) : fp32_min(a, b, mode); break;
    case UNIT_CMP:
        want->cmp = fp32_compare(a, b, mode);
        want->cls = fp32_class(a);
        break;
    case UNIT_CVT:
        switch (ctl) {
        case CVT_F32_I32: want->y = fp32_from_i32((int32_t)a); break;
        case CVT_F32_U32: want->y = fp32_from_u32(a); break;
        case CVT_I32_F32: want->y = (uint32_t)fp32_to_i32(a, mode); break;
        case CVT_U32_F32: want->y = fp32_to_u32(a, mode); break;
        case CVT_TRUNC: want->y = fp32_trunc(a, mode); break;
        case CVT_FLOOR: want->y = fp32_floor(a, mode); break;
        case CVT_CEIL: want->y = fp32_ceil(a, mode); break;
        case CVT_RNDNE: want->y = fp32_rndne(a, mode); break;
        default: want->y = fp32_fract(a, mode); break;
        }
        break;
    case UNIT_OMOD: want->y = fp32_omod_clamp(a, ctl & 3u, ctl >> 2, mode); break;
    case UNIT_RCP: want->y = fdiv_rcp(a, mode); break;
    case UNIT_DIV_SCALE:
        want->y = fdiv_scale(a, b, c, mode, &vcc);
        want->vcc = (unsigned)vcc;
        break;
    case UNIT_DIV_FMAS: want->y = fdiv_fmas(a, b, c, (int)ctl, mode); break;
    default: want->y = fdiv_fixup(a, b, c, mode); break;
    }
}

/* ---- one unit in one mode ------------------------------------------------------------------- */

typedef struct {
    unsigned long vectors, mismatches;
    char first[320];        /* the first mismatch, spelled out */
} tally;

static void op_name(unsigned unit, unsigned ctl, char *buf, size_t n)
{
    static const char *const two[][2] = {
        [UNIT_ADD] = { "add", "sub" }, [UNIT_FMA] = { "fma", "mad" },
        [UNIT_MINMAX] = { "min", "max" }, [UNIT_DIV_FMAS] = { "fmas vcc=0", "fmas vcc=1" },
    };
    if (unit == UNIT_CVT)
        snprintf(buf, n, "%s", cvt_names[ctl % CVT_COUNT]);
    else if (unit == UNIT_OMOD)
        snprintf(buf, n, "omod=%u clamp=%u", ctl & 3u, ctl >> 2);
    else if (units[unit].nctl == 2)
        snprintf(buf, n, "%s", two[unit][ctl & 1u]);
    else
        snprintf(buf, n, "%s", units[unit].name + sizeof "pws_fp32_" - 1);
}

static int same(unsigned unit, const fp32_bench_out *want, const fp32_bench_out *got)
{
    if (unit == UNIT_CMP)
        return want->cmp == got->cmp && want->cls == got->cls;
    if (unit == UNIT_DIV_SCALE)
        return want->y == got->y && want->vcc == got->vcc;
    return want->y == got->y;
}

static void check_one(fp32_bench *bench, tally *t, unsigned unit, unsigned ctl, uint32_t a,
                      uint32_t b, uint32_t c, unsigned mode)
{
    fp32_bench_out want, got;
    reference(unit, ctl, a, b, c, mode, &want);
    fp32_bench_eval(bench, unit, ctl, a, b, c, mode, &got);
    t->vectors++;
    if (same(unit, &want, &got))
        return;
    if (t->mismatches++ == 0) {
        char op[32];
        op_name(unit, ctl, op, sizeof op);
        if (unit == UNIT_CMP)
            snprintf(t->first, sizeof t->first,
                     "op=%s a=0x%08" PRIx32 " b=0x%08" PRIx32 " mode=%u expected cmp=0x%x "
                     "class=0x%03x got cmp=0x%x class=0x%03x",
                     op, a, b, mode, want.cmp, want.cls, got.cmp, got.cls);
        else if (unit == UNIT_DIV_SCALE)
            snprintf(t->first, sizeof t->first,
                     "op=%s a=0x%08" PRIx32 " b=0x%08" PRIx32 " c=0x%08" PRIx32 " mode=%u "
                     "expected=0x%08" PRIx32 " vcc=%u got=0x%08" PRIx32 " vcc=%u",
                     op, a, b, c, mode, want.y, want.vcc, got.y, got.vcc);
        else
            snprintf(t->first, sizeof t->first,
                     "op=%s a=0x%08" PRIx32 " b=0x%08" PRIx32 " c=0x%08" PRIx32 " mode=%u "
                     "expected=0x%08" PRIx32 " got=0x%08" PRIx32,
                     op, a, b, c, mode, want.y, got.y);
    }
}

/* Random operands shaped for the unit: cancellation for add and fma, s0 equal to the
 * denominator or numerator for div_scale, a quotient-like s0 for div_fixup. */
static void rnd_vector(uint64_t *s, unsigned unit, uint32_t *a, uint32_t *b, uint32_t *c)
{
    *a = rnd_operand(s);
    *b = rnd_operand(s);
    *c = rnd_operand(s);
    uint32_t r = rnd32(s);
    uint32_t nudge = (r >> 8) % 5u - 2u;   /* -2 .. 2 ulps, as an unsigned offset */
    switch (unit) {
    case UNIT_ADD:
        if (r % 4 == 0)
            *b = (*a ^ SIGN) + nudge;      /* a + b near 0 */
        break;
    case UNIT_FMA: case UNIT_DIV_FMAS:
        if (r % 4 == 0)
            *c = (fp32_mul(*a, *b, 3) ^ SIGN) + nudge;   /* a * b + c near 0 */
        if (unit == UNIT_DIV_FMAS && r % 4 == 1)
            *c = make(r >> 31, 120 + (r >> 4) % 16, *c);  /* around the n = +-64 switch */
        break;
    case UNIT_DIV_SCALE:
        if (r % 4 < 2)
            *a = *b;                       /* the denominator's scale_f32 */
        else if (r % 4 == 2)
            *a = *c;                       /* the numerator's */
        break;
    case UNIT_DIV_FIXUP:
        if (r % 2 == 0)
            *a = fdiv_rcp(*b, 3) ^ (r & SIGN);
        break;
    default:
        break;
    }
}

static tally run_unit(fp32_bench *bench, unsigned unit, unsigned mode, unsigned long nrandom,
                      uint64_t seed)
{
    tally t = { 0, 0, "" };
    const unit_desc *u = &units[unit];
    unsigned nb = u->arity >= 2 ? NSPECIAL : 1, nc = u->arity >= 3 ? NSPECIAL : 1;
    for (unsigned ctl = 0; ctl < u->nctl; ctl++)
        for (unsigned i = 0; i < NSPECIAL; i++)
            for (unsigned j = 0; j < nb; j++)
                for (unsigned k = 0; k < nc; k++)
                    check_one(bench, &t, unit, ctl, specials[i], specials[j], specials[k], mode);
    uint64_t s = seed ^ (0x9e3779b97f4a7c15ull * (unit * 4u + mode + 1u));
    for (unsigned long n = 0; n < nrandom; n++) {
        uint32_t a, b, c;
        rnd_vector(&s, unit, &a, &b, &c);
        check_one(bench, &t, unit, rnd32(&s) % u->nctl, a, b, c, mode);
    }
    return t;
}

/* ---- the whole division sequence ------------------------------------------------------------ */

/* One RTL evaluation, returning y_o (and vcc_o through *vcc if not NULL). */
static uint32_t rtl(fp32_bench *bench, unsigned unit, unsigned ctl, uint32_t a, uint32_t b,
                    uint32_t c, unsigned mode, unsigned *vcc)
{
    fp32_bench_out o;
    fp32_bench_eval(bench, unit, ctl, a, b, c, mode, &o);
    if (vcc)
        *vcc = o.vcc;
    return o.y;
}

/* clang's correctly rounded num / den (docs/exec.md 5a; tests/test_fdiv.c clang_div): the
 * fma chain runs with FP_DENORM = 3, the rest in the kernel's mode. gold selects the golden
 * functions, else every step is an RTL result. */
static uint32_t clang_div(fp32_bench *bench, int gold, uint32_t num, uint32_t den, unsigned mode)
{
    int gs, gv;
    unsigned vcc;
    uint32_t d, n, r;
    if (gold) {
        d = fdiv_scale(den, den, num, mode, &gs);
        n = fdiv_scale(num, den, num, mode, &gv);
        vcc = (unsigned)gv;
        r = fdiv_rcp(d, mode);
    } else {
        d = rtl(bench, UNIT_DIV_SCALE, 0, den, den, num, mode, NULL);
        n = rtl(bench, UNIT_DIV_SCALE, 0, num, den, num, mode, &vcc);
        r = rtl(bench, UNIT_RCP, 0, d, 0, 0, mode, NULL);
    }
    uint32_t nd = d ^ SIGN, one = 0x3f800000u;
#define FMA(x, y, z) (gold ? fp32_fma(x, y, z, 3) : rtl(bench, UNIT_FMA, 0, x, y, z, 3, NULL))
    uint32_t f0 = FMA(nd, r, one);
    uint32_t f1 = FMA(f0, r, r);
    uint32_t m = gold ? fp32_mul(n, f1, 3) : rtl(bench, UNIT_MUL, 0, n, f1, 0, 3, NULL);
    uint32_t f2 = FMA(nd, m, n);
    uint32_t f3 = FMA(f2, f1, m);
    uint32_t f4 = FMA(nd, f3, n);
#undef FMA
    if (gold)
        return fdiv_fixup(fdiv_fmas(f4, f1, f3, (int)vcc, mode), den, num, mode);
    uint32_t q = rtl(bench, UNIT_DIV_FMAS, vcc, f4, f1, f3, mode, NULL);
    return rtl(bench, UNIT_DIV_FIXUP, 0, q, den, num, mode, NULL);
}

static tally run_division(fp32_bench *bench, unsigned mode, unsigned long npairs, uint64_t seed)
{
    tally t = { 0, 0, "" };
    uint64_t s = seed ^ (0xd1b54a32d192ed03ull * (mode + 1u));
    for (unsigned long i = 0; i < npairs; i++) {
        uint32_t num = rnd_operand(&s), den = rnd_operand(&s);
        if (i < NSPECIAL * NSPECIAL) {     /* every pair of specials first */
            num = specials[i / NSPECIAL];
            den = specials[i % NSPECIAL];
        }
        uint32_t want = clang_div(bench, 1, num, den, mode);
        uint32_t got = clang_div(bench, 0, num, den, mode);
        t.vectors++;
        if (want != got && t.mismatches++ == 0)
            snprintf(t.first, sizeof t.first,
                     "op=fdiv num=0x%08" PRIx32 " den=0x%08" PRIx32 " mode=%u "
                     "expected=0x%08" PRIx32 " got=0x%08" PRIx32, num, den, mode, want, got);
    }
    return t;
}

static int report(const char *what, unsigned mode, const tally *t)
{
    if (t->mismatches == 0) {
        printf("ok - %s mode %u: %lu vectors match the golden model\n", what, mode, t->vectors);
        return 0;
    }
    printf("not ok - %s mode %u: %lu of %lu vectors differ; first: %s\n", what, mode,
           t->mismatches, t->vectors, t->first);
    return 1;
}

int main(int argc, char **argv)
{
    unsigned long nrandom = argc > 1 ? strtoul(argv[1], NULL, 0) : 200000ul;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : 0x5eed0f32ull;
    if (seed == 0)
        seed = 1;                          /* xorshift's one fixed point */
    fp32_bench *bench = fp32_bench_new();
    if (!bench) {
        fprintf(stderr, "fp32_check: cannot build the Verilated model\n");
        return 3;
    }
    int bad = 0;
    for (unsigned unit = 0; unit < UNIT_COUNT; unit++)
        for (unsigned mode = 0; mode < 4; mode++) {
            tally t = run_unit(bench, unit, mode, nrandom, seed);
            bad |= report(units[unit].name, mode, &t);
        }
    for (unsigned mode = 0; mode < 4; mode++) {
        tally t = run_division(bench, mode, NSPECIAL * NSPECIAL + nrandom / 4, seed);
        bad |= report("fdiv sequence (div_scale, rcp, fma, mul, div_fmas, div_fixup)", mode, &t);
    }
    fp32_bench_free(bench);
    return bad;
}
