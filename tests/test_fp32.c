/* tests/test_fp32.c -- golden/fp32.c against two independent oracles (docs/fp32.md "Tests"):
 *
 *  (a) hand-worked cases: the expected bits are derived in the comment next to each check;
 *  (b) randomized comparison with the host FPU (x86-64 SSE, round-to-nearest-even, denormals
 *      kept): at least 200k operand tuples per operation from a fixed xorshift seed, biased
 *      towards specials, denormals, near-overflow values, cancellation and ties. The host knows
 *      nothing of FP_DENORM, so the test flushes the host's inputs and outputs itself; a host NaN
 *      matches only our canonical 0x7fc00000.
 *
 * Host floating point is allowed here and only here: golden/fp32.c is pure integer code. */
#include <CUnit/CUnit.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fp32.h"

/* ---- helpers -------------------------------------------------------------------------------- */

static float f_of(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static uint32_t u_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

#define X(expr, want) CU_ASSERT_EQUAL((uint32_t)(expr), (uint32_t)(want))

/* ---- (a) hand-worked cases ---------------------------------------------------------------- */

static void test_add_by_hand(void)
{
    /* 1.0 = 0x3f800000, 2.0 = 0x40000000; 3.0 = 1.5 * 2^1: exp 128 = 0x80, frac 0.5 = 0x400000
     * -> 0x40000000 | 0x400000 = 0x40400000. */
    X(fp32_add(0x3f800000, 0x40000000, 3), 0x40400000);
    /* 0.1f = 0x3dcccccd = 0xcccccd * 2^-27, 0.2f = 0x3e4ccccd = 0xcccccd * 2^-26.
     * Aligned to 2^-26: 0x666666.8 + 0xcccccd = 0x1333333.8 (25 bits) = 0x999999.c * 2^-25.
     * Remainder .c = 0.75 ulp > half: round up -> 0x99999a * 2^-25 = 1.2000000477 * 2^-2.
     * exp 125 = 0x7d -> 0x3e800000 | 0x19999a = 0x3e99999a (0.3f's bits too). */
    X(fp32_add(0x3dcccccd, 0x3e4ccccd, 3), 0x3e99999a);
    /* max finite 0x7f7fffff = (2 - 2^-23) * 2^127; doubled it is >= 2^128: overflow -> +inf. */
    X(fp32_add(0x7f7fffff, 0x7f7fffff, 3), 0x7f800000);
    X(fp32_add(0xff7fffff, 0xff7fffff, 3), 0xff800000);
    /* max + 2^103 (0x73000000, exp 230 = 127 + 103): exactly half an ulp (ulp of max = 2^104);
     * tie, mantissa all ones is odd -> round up -> 2^128 -> +inf. */
    X(fp32_add(0x7f7fffff, 0x73000000, 3), 0x7f800000);
    /* max + (2^103 - 2^79) (0x72ffffff): below half an ulp -> stays max. */
    X(fp32_add(0x7f7fffff, 0x72ffffff, 3), 0x7f7fffff);
    /* inf - inf is invalid -> canonical NaN. */
    X(fp32_add(0x7f800000, 0xff800000, 3), FP32_QNAN);
    X(fp32_sub(0x7f800000, 0x7f800000, 3), FP32_QNAN);
    /* inf + finite = inf; NaN inputs (signalling, negative, payload) -> canonical NaN. */
    X(fp32_add(0xff800000, 0x7f7fffff, 3), 0xff800000);
    X(fp32_add(0x7f800001, 0x3f800000, 3), FP32_QNAN);
    X(fp32_add(0x3f800000, 0xffc12345, 3), FP32_QNAN);
    X(fp32_sub(0x7fc00000, 0x7f800000, 3), FP32_QNAN);
    /* Signed zeros: (-0) + (+0) = +0, (-0) + (-0) = -0, (+0) - (+0) = +0, (-0) - (+0) = -0. */
    X(fp32_add(0x80000000, 0x00000000, 3), 0x00000000);
    X(fp32_add(0x80000000, 0x80000000, 3), 0x80000000);
    X(fp32_sub(0x00000000, 0x00000000, 3), 0x00000000);
    X(fp32_sub(0x80000000, 0x00000000, 3), 0x80000000);
    /* x - x = +0 in round-to-nearest, for either sign of x. */
    X(fp32_sub(0x3fc00000, 0x3fc00000, 3), 0x00000000);
    X(fp32_sub(0xbfc00000, 0xbfc00000, 3), 0x00000000);
    X(fp32_add(0xbfc00000, 0x3fc00000, 3), 0x00000000);
    /* 1 - (1 - 2^-24): 0x3f7fffff = 1 - 2^-24; the difference 2^-24 = exp 103 = 0x67 ->
     * 0x33800000, exact (massive cancellation). */
    X(fp32_sub(0x3f800000, 0x3f7fffff, 3), 0x33800000);
    /* 1 + 2^-24 (0x33800000) is a tie between 1 and 1 + 2^-23; 1's mantissa is even -> 1.0.
     * 1 + 2^-24 + 2^-47 (0x33800001) is above the tie -> 1 + 2^-23 = 0x3f800001. */
    X(fp32_add(0x3f800000, 0x33800000, 3), 0x3f800000);
    X(fp32_add(0x3f800000, 0x33800001, 3), 0x3f800001);
    /* (1 + 2^-23) + 2^-24: tie, mantissa odd -> up to 1 + 2^-22 = 0x3f800002. */
    X(fp32_add(0x3f800001, 0x33800000, 3), 0x3f800002);
}

static void test_denormals_by_hand(void)
{
    /* Smallest denormal 0x00000001 = 2^-149. 2^-149 + 2^-149 = 2^-148 = 0x00000002 with
     * denormals kept; mode 0 flushes both inputs -> 0 + 0 = +0. */
    X(fp32_add(0x00000001, 0x00000001, 3), 0x00000002);
    X(fp32_add(0x00000001, 0x00000001, 0), 0x00000000);
    X(fp32_add(0x80000001, 0x80000001, 0), 0x80000000);   /* -0 + -0 */
    /* Smallest normal 0x00800000 = 2^-126 minus 2^-149 = 0x007fffff (largest denormal):
     *   mode 3 (keep both):        exact, 0x007fffff;
     *   mode 2 (flush in):         2^-126 - 0 = 0x00800000;
     *   mode 1 (keep in, flush out): the denormal result becomes +0;
     *   mode 0 (flush both):       2^-126 - 0 = 0x00800000. */
    X(fp32_sub(0x00800000, 0x00000001, 3), 0x007fffff);
    X(fp32_sub(0x00800000, 0x00000001, 2), 0x00800000);
    X(fp32_sub(0x00800000, 0x00000001, 1), 0x00000000);
    X(fp32_sub(0x00800000, 0x00000001, 0), 0x00800000);
    /* Two normals whose difference is denormal: 0x00800001 - 0x00800000 = 2^-149 = 0x1 kept, +0
     * when the output is flushed (mode 0 and 1), and the sign follows: 0x00800000 - 0x00800001
     * = -2^-149 -> 0x80000001 or -0. */
    X(fp32_sub(0x00800001, 0x00800000, 2), 0x00000001);
    X(fp32_sub(0x00800001, 0x00800000, 0), 0x00000000);
    X(fp32_sub(0x00800000, 0x00800001, 3), 0x80000001);
    X(fp32_sub(0x00800000, 0x00800001, 1), 0x80000000);
    /* Denormal + 0 with input kept, output flushed: the sum is the denormal, flushed to +0. */
    X(fp32_add(0x00000005, 0x00000000, 1), 0x00000000);
    X(fp32_add(0x00000005, 0x80000000, 3), 0x00000005);
    /* 2^-149 * 0.5 = 2^-150: a tie between 0 and 2^-149, 0 is even -> +0.
     * 3 * 2^-149 * 0.5 = 1.5 * 2^-149: tie between 1 and 2 (units of 2^-149) -> 2 = 0x00000002.
     * -2^-149 * 0.5 -> -0. */
    X(fp32_mul(0x00000001, 0x3f000000, 3), 0x00000000);
    X(fp32_mul(0x00000003, 0x3f000000, 3), 0x00000002);
    X(fp32_mul(0x80000001, 0x3f000000, 3), 0x80000000);
    /* 0x00ffffff = (2^24 - 1) * 2^-149; times 0.5 = 0x7fffff.8 units: tie, 0x7fffff is odd ->
     * up to 0x800000 = the smallest normal 0x00800000. The rounded result is normal, so even
     * mode 1 (flush output denormals) keeps it: tininess is judged after rounding. */
    X(fp32_mul(0x00ffffff, 0x3f000000, 3), 0x00800000);
    X(fp32_mul(0x00ffffff, 0x3f000000, 1), 0x00800000);
    /* 0x00fffffd * 0.5 = 0x7ffffe.8: tie, even -> 0x7ffffe, a denormal: kept in mode 3, flushed
     * in mode 1. */
    X(fp32_mul(0x00fffffd, 0x3f000000, 3), 0x007ffffe);
    X(fp32_mul(0x00fffffd, 0x3f000000, 1), 0x00000000);
    /* Denormal times 2^23 (0x4b000000) is normal: 0x00000001 * 2^23 = 2^-126 = 0x00800000 with
     * inputs kept; mode 2 flushes the input -> +0. */
    X(fp32_mul(0x00000001, 0x4b000000, 3), 0x00800000);
    X(fp32_mul(0x00000001, 0x4b000000, 2), 0x00000000);
    /* 2^-70 (exp 57 = 0x39 -> 0x1c800000) * 2^-60 (exp 67 = 0x43 -> 0x21800000) = 2^-130
     * = 2^19 * 2^-149 = 0x00080000, denormal: kept in mode 3 and 2, +0 in mode 1 and 0. */
    X(fp32_mul(0x1c800000, 0x21800000, 3), 0x00080000);
    X(fp32_mul(0x1c800000, 0x21800000, 2), 0x00080000);
    X(fp32_mul(0x1c800000, 0x21800000, 1), 0x00000000);
    /* Underflow below half the smallest denormal: 2^-100 * 2^-100 = 2^-200 -> +0 in any mode. */
    X(fp32_mul(0x0d800000, 0x0d800000, 3), 0x00000000);
    /* 0 * inf is invalid; -2 * +0 = -0; 2^64 * 2^64 = 2^128 overflows to +inf. */
    X(fp32_mul(0x00000000, 0xff800000, 3), FP32_QNAN);
    X(fp32_mul(0xc0000000, 0x00000000, 3), 0x80000000);
    X(fp32_mul(0x5f800000, 0x5f800000, 3), 0x7f800000);
}

static void test_fma_mad_by_hand(void)
{
    /* a = b = 1 + 2^-23 (0x3f800001): a*b = 1 + 2^-22 + 2^-46 exactly.
     * mul rounds that to 1 + 2^-22 (0x3f800002); with c = -(1 + 2^-22) (0xbf800002):
     *   fma: one rounding of 2^-46 -> exp 81 = 0x51 -> 0x28800000;
     *   mul then add (and mad): (1 + 2^-22) - (1 + 2^-22) = +0. */
    X(fp32_mul(0x3f800001, 0x3f800001, 3), 0x3f800002);
    X(fp32_fma(0x3f800001, 0x3f800001, 0xbf800002, 3), 0x28800000);
    X(fp32_mad(0x3f800001, 0x3f800001, 0xbf800002), 0x00000000);
    /* fma: 2^-70 * 2^-60 + 0 = 2^-130 = 0x00080000 (see the mul case): a denormal result kept in
     * mode 3, flushed in mode 1. mad flushes the intermediate product: 0 + 0 = +0. */
    X(fp32_fma(0x1c800000, 0x21800000, 0x00000000, 3), 0x00080000);
    X(fp32_fma(0x1c800000, 0x21800000, 0x00000000, 1), 0x00000000);
    X(fp32_mad(0x1c800000, 0x21800000, 0x00000000), 0x00000000);
    /* fma with product 2^-130 and c = 2^-126 (0x00800000): 2^-126 + 2^-130 = 0x00880000 exactly;
     * mad: flushed product 0 + 2^-126 = 0x00800000. */
    X(fp32_fma(0x1c800000, 0x21800000, 0x00800000, 0), 0x00880000);
    X(fp32_mad(0x1c800000, 0x21800000, 0x00800000), 0x00800000);
    /* mad flushes input denormals whatever the mode: 1 * 1 + 2^-149 = 1.0; 2^-149 * 2^23 + 0
     * = 0 (the flushed a) even though fp32_mul with mode 3 would give 0x00800000. */
    X(fp32_mad(0x3f800000, 0x3f800000, 0x00000001), 0x3f800000);
    X(fp32_mad(0x00000001, 0x4b000000, 0x00000000), 0x00000000);
    /* mad flushes its output: 0x00800001 * 1 - 0x00800000 = 2^-149 (denormal) -> +0. */
    X(fp32_mad(0x00800001, 0x3f800000, 0x80800000), 0x00000000);
    /* fma special cases: 0 * inf + 1 -> NaN; inf * 1 + (-inf) -> NaN; 2 * 3 + inf = inf;
     * (-0) * 5 + (+0): exact zeros of opposite signs -> +0; (-0) * 5 + (-0) = -0;
     * 2 * 3 + (-6) = +0 (exact cancellation in round-to-nearest). */
    X(fp32_fma(0x00000000, 0x7f800000, 0x3f800000, 3), FP32_QNAN);
    X(fp32_fma(0x7f800000, 0x3f800000, 0xff800000, 3), FP32_QNAN);
    X(fp32_fma(0x40000000, 0x40400000, 0x7f800000, 3), 0x7f800000);
    X(fp32_fma(0x80000000, 0x40a00000, 0x00000000, 3), 0x00000000);
    X(fp32_fma(0x80000000, 0x40a00000, 0x80000000, 3), 0x80000000);
    X(fp32_fma(0x40000000, 0x40400000, 0xc0c00000, 3), 0x00000000);
    /* Product overflow absorbed by c is impossible in binary32 range (|c| <= max), but the
     * exact product may exceed max while the sum does not: 2^64 * 2^64 - max = 2^128 - max
     * = 2^104 (the ulp of max) = exp 231 = 0xe7 -> 0x73800000, which mul-then-add turns into
     * inf - max = inf. */
    X(fp32_fma(0x5f800000, 0x5f800000, 0xff7fffff, 3), 0x73800000);
    X(fp32_mad(0x5f800000, 0x5f800000, 0xff7fffff), 0x7f800000);
}

static void test_minmax_compare_by_hand(void)
{
    /* -0 < +0 for min/max; a single NaN loses; two NaNs give the canonical NaN. */
    X(fp32_min(0x80000000, 0x00000000, 3), 0x80000000);
    X(fp32_min(0x00000000, 0x80000000, 3), 0x80000000);
    X(fp32_max(0x80000000, 0x00000000, 3), 0x00000000);
    X(fp32_max(0x7fc00000, 0x3f800000, 3), 0x3f800000);
    X(fp32_max(0x3f800000, 0xff800001, 3), 0x3f800000);
    X(fp32_min(0x7f800001, 0xbf800000, 3), 0xbf800000);
    X(fp32_min(0x7f800001, 0xffc00000, 3), FP32_QNAN);
    X(fp32_max(0xff800000, 0xff7fffff, 3), 0xff7fffff);
    /* Denormals: min(2^-149, 2^-148) = 2^-149 when kept; flushed inputs are both +0 -> +0;
     * input kept but output flushed -> +0. max(-2^-149, +0) in mode 0: -0 vs +0 -> +0. */
    X(fp32_min(0x00000001, 0x00000002, 3), 0x00000001);
    X(fp32_min(0x00000001, 0x00000002, 0), 0x00000000);
    X(fp32_min(0x00000001, 0x00000002, 1), 0x00000000);
    X(fp32_min(0x80000001, 0x00000000, 0), 0x80000000);
    /* Compare: -0 == +0; NaN unordered; 1 < 2; denormal > 0 unless flushed. */
    X(fp32_compare(0x80000000, 0x00000000, 3), FP32_CMP_EQ);
    X(fp32_compare(0x7fc00000, 0x7fc00000, 3), FP32_CMP_UN);
    X(fp32_compare(0x3f800000, 0x7f800001, 3), FP32_CMP_UN);
    X(fp32_compare(0x3f800000, 0x40000000, 3), FP32_CMP_LT);
    X(fp32_compare(0xbf800000, 0xc0000000, 3), FP32_CMP_GT);
    X(fp32_compare(0xff800000, 0xff800000, 3), FP32_CMP_EQ);
    X(fp32_compare(0x00000001, 0x00000000, 3), FP32_CMP_GT);
    X(fp32_compare(0x00000001, 0x00000000, 2), FP32_CMP_EQ);
    X(fp32_compare(0x00000001, 0x80000002, 0), FP32_CMP_EQ);
    /* med3 per the GCN3 pseudocode: median(1, 2, 3) in every order = 2; a NaN operand gives
     * min3 (minNum): med3(NaN, 3, 1) = 1; med3(-0, +0, -1): MAX3 = +0 == S0 (-0 == +0) ->
     * max(S1, S2) = max(+0, -1) = +0. */
    X(fp32_med3(0x3f800000, 0x40000000, 0x40400000, 3), 0x40000000);
    X(fp32_med3(0x40400000, 0x3f800000, 0x40000000, 3), 0x40000000);
    X(fp32_med3(0x40000000, 0x40400000, 0x3f800000, 3), 0x40000000);
    X(fp32_med3(0x7fc00000, 0x40400000, 0x3f800000, 3), 0x3f800000);
    X(fp32_med3(0x7fc00000, 0x7f800001, 0xffc00000, 3), FP32_QNAN);
    X(fp32_med3(0x80000000, 0x00000000, 0xbf800000, 3), 0x00000000);
    /* Clamp idiom med3(x, 0, 1): 5 -> 1, -5 -> 0, 0.5 -> 0.5. */
    X(fp32_med3(0x40a00000, 0x00000000, 0x3f800000, 3), 0x3f800000);
    X(fp32_med3(0xc0a00000, 0x00000000, 0x3f800000, 3), 0x00000000);
    X(fp32_med3(0x3f000000, 0x00000000, 0x3f800000, 3), 0x3f000000);
}

static void test_class_by_hand(void)
{
    X(fp32_class(0x7f800001), FP32_CLASS_SNAN);      /* quiet bit 22 clear, payload nonzero */
    X(fp32_class(0xffbfffff), FP32_CLASS_SNAN);
    X(fp32_class(0x7fc00000), FP32_CLASS_QNAN);
    X(fp32_class(0xffc00001), FP32_CLASS_QNAN);
    X(fp32_class(0xff800000), FP32_CLASS_NEG_INF);
    X(fp32_class(0xbf800000), FP32_CLASS_NEG_NORMAL);
    X(fp32_class(0x80800000), FP32_CLASS_NEG_NORMAL);  /* smallest normal */
    X(fp32_class(0x807fffff), FP32_CLASS_NEG_DENORM);
    X(fp32_class(0x80000001), FP32_CLASS_NEG_DENORM);
    X(fp32_class(0x80000000), FP32_CLASS_NEG_ZERO);
    X(fp32_class(0x00000000), FP32_CLASS_POS_ZERO);
    X(fp32_class(0x00000001), FP32_CLASS_POS_DENORM);
    X(fp32_class(0x7f7fffff), FP32_CLASS_POS_NORMAL);
    X(fp32_class(0x7f800000), FP32_CLASS_POS_INF);
    /* The bit positions are the v_cmp_class_f32 mask bits 0..9. */
    X(FP32_CLASS_SNAN, 1u << 0);
    X(FP32_CLASS_NEG_ZERO, 1u << 5);
    X(FP32_CLASS_POS_INF, 1u << 9);
}

static void test_conversions_by_hand(void)
{
    /* 4294967295 = 2^32 - 1 needs 32 bits; rounded to 24 it is 2^32 (the discarded bits are
     * all ones, above half) = exp 159 = 0x9f -> 0x4f800000. */
    X(fp32_from_u32(4294967295u), 0x4f800000);
    X(fp32_from_u32(0), 0x00000000);
    X(fp32_from_u32(1), 0x3f800000);
    /* -2^31: exp 158 = 0x9e, sign set -> 0xcf000000. 2^31 - 1 rounds to 2^31 = 0x4f000000. */
    X(fp32_from_i32(INT32_MIN), 0xcf000000);
    X(fp32_from_i32(INT32_MAX), 0x4f000000);
    X(fp32_from_i32(-1), 0xbf800000);
    /* 2^24 + 1 is a tie between 2^24 (even mantissa) and 2^24 + 2 -> 2^24 = 0x4b800000.
     * 2^24 + 3: tie between 2^24 + 2 (mantissa 2^23 + 1, odd) and 2^24 + 4 (even) -> 0x4b800002. */
    X(fp32_from_i32(16777217), 0x4b800000);
    X(fp32_from_i32(16777219), 0x4b800002);
    X(fp32_from_i32(-16777219), 0xcb800002);
    /* float -> int truncates: 2^31 (0x4f000000) saturates to INT32_MAX; -2^31 is exact; the next
     * float below, -(2^31 + 256) = 0xcf000001 (standing in for -2^31 - 1), saturates to
     * INT32_MIN; 2^31 - 128 = 0x4effffff converts exactly. */
    CU_ASSERT_EQUAL(fp32_to_i32(0x4f000000, 3), INT32_MAX);
    CU_ASSERT_EQUAL(fp32_to_i32(0xcf000000, 3), INT32_MIN);
    CU_ASSERT_EQUAL(fp32_to_i32(0xcf000001, 3), INT32_MIN);
    CU_ASSERT_EQUAL(fp32_to_i32(0x4effffff, 3), 2147483520);
    CU_ASSERT_EQUAL(fp32_to_i32(0x7f800000, 3), INT32_MAX);
    CU_ASSERT_EQUAL(fp32_to_i32(0xff800000, 3), INT32_MIN);
    CU_ASSERT_EQUAL(fp32_to_i32(0x7fc00000, 3), 0);     /* NaN -> 0 */
    CU_ASSERT_EQUAL(fp32_to_i32(0xffc00001, 3), 0);
    CU_ASSERT_EQUAL(fp32_to_i32(0xbff33333, 3), -1);    /* -1.9 -> -1 */
    CU_ASSERT_EQUAL(fp32_to_i32(0x3f7fffff, 3), 0);     /* 0.99999994 -> 0 */
    CU_ASSERT_EQUAL(fp32_to_i32(0x80000001, 3), 0);     /* -denormal -> 0 */
    /* u32: 2^32 (0x4f800000) saturates to 0xffffffff; 2^32 - 256 (0x4f7fffff) is exact;
     * -1.0 saturates to 0; -0.5 truncates to 0; NaN -> 0; -inf -> 0. */
    X(fp32_to_u32(0x4f800000, 3), 0xffffffffu);
    X(fp32_to_u32(0x4f7fffff, 3), 4294967040u);
    X(fp32_to_u32(0xbf800000, 3), 0);
    X(fp32_to_u32(0xbf000000, 3), 0);
    X(fp32_to_u32(0x7fc00000, 3), 0);
    X(fp32_to_u32(0xff800000, 3), 0);
    X(fp32_to_u32(0x7f800000, 3), 0xffffffffu);
    X(fp32_to_u32(0x40490fdb, 3), 3);                   /* pi -> 3 */
}

static void test_rounding_by_hand(void)
{
    /* rndne: 2.5 (0x40200000) is a tie between 2 and 3 -> 2.0 = 0x40000000; 3.5 -> 4.0
     * (0x40800000); -0.5 -> -0 (the sign survives); 0.5 -> +0; 0.50000006 (0x3f000001) -> 1.0;
     * -1.5 -> -2.0 (0xc0000000). */
    X(fp32_rndne(0x40200000, 3), 0x40000000);
    X(fp32_rndne(0x40600000, 3), 0x40800000);
    X(fp32_rndne(0xbf000000, 3), 0x80000000);
    X(fp32_rndne(0x3f000000, 3), 0x00000000);
    X(fp32_rndne(0x3f000001, 3), 0x3f800000);
    X(fp32_rndne(0xbfc00000, 3), 0xc0000000);
    /* 2^23 + 0.5 does not exist; 8388607.5 = 0x4affffff: tie between 8388607 (odd) and 8388608
     * -> 8388608 = 2^23 = 0x4b000000 (the carry bumps the exponent). */
    X(fp32_rndne(0x4affffff, 3), 0x4b000000);
    /* floor(-0.5) = -1.0 (0xbf800000); floor(0.5) = +0; floor(-0) = -0; floor(-2^-149) = -1 with
     * denormals kept, -0 when flushed; floor(1.5) = 1; floor(-1.5) = -2. */
    X(fp32_floor(0xbf000000, 3), 0xbf800000);
    X(fp32_floor(0x3f000000, 3), 0x00000000);
    X(fp32_floor(0x80000000, 3), 0x80000000);
    X(fp32_floor(0x80000001, 3), 0xbf800000);
    X(fp32_floor(0x80000001, 0), 0x80000000);
    X(fp32_floor(0x3fc00000, 3), 0x3f800000);
    X(fp32_floor(0xbfc00000, 3), 0xc0000000);
    /* ceil(-0.5) = -0; ceil(0.5) = 1; ceil(2^-149) = 1 kept, +0 flushed; ceil(1.0) = 1. */
    X(fp32_ceil(0xbf000000, 3), 0x80000000);
    X(fp32_ceil(0x3f000000, 3), 0x3f800000);
    X(fp32_ceil(0x00000001, 3), 0x3f800000);
    X(fp32_ceil(0x00000001, 2), 0x00000000);
    X(fp32_ceil(0x3f800000, 3), 0x3f800000);
    /* trunc(-1.9) = -1; trunc(-0.3) = -0; trunc(2^23 + 1) unchanged; trunc(inf) = inf;
     * trunc(sNaN) -> canonical NaN. */
    X(fp32_trunc(0xbff33333, 3), 0xbf800000);
    X(fp32_trunc(0xbe99999a, 3), 0x80000000);
    X(fp32_trunc(0x4b000001, 3), 0x4b000001);
    X(fp32_trunc(0xff800000, 3), 0xff800000);
    X(fp32_trunc(0x7f800001, 3), FP32_QNAN);
    /* fract(-0.25) = -0.25 - (-1) = 0.75 = 0x3f400000; fract(1.25) = 0.25 = 0x3e800000;
     * fract(-2^-30) = 1 - 2^-30 rounds to 1.0, clamped to 0x3f7fffff (largest below 1);
     * fract(-0) = -0 - (-0) = +0; fract(+-inf) = +0 (no fractional part; docs/fp32.md
     * "fract" gives the source for the hardware's choice); fract(2^-149) is the denormal
     * itself when kept, +0 when the output is flushed (mode 1). */
    X(fp32_fract(0xbe800000, 3), 0x3f400000);
    X(fp32_fract(0x3fa00000, 3), 0x3e800000);
    X(fp32_fract(0xb0800000, 3), 0x3f7fffff);
    X(fp32_fract(0x80000000, 3), 0x00000000);
    X(fp32_fract(0x7f800000, 3), 0x00000000);
    X(fp32_fract(0xff800000, 3), 0x00000000);
    X(fp32_fract(0xffc00000, 3), FP32_QNAN);
    X(fp32_fract(0x00000001, 3), 0x00000001);
    X(fp32_fract(0x00000001, 1), 0x00000000);
}

static void test_omod_clamp_by_hand(void)
{
    /* omod 1: *2, 2: *4, 3: /2. 1.5 * 2 = 3.0 (0x40400000); 1.5 * 4 = 6.0 (0x40c00000);
     * 1.5 / 2 = 0.75 (0x3f400000); omod 0 leaves the value alone. */
    X(fp32_omod_clamp(0x3fc00000, 1, 0, 3), 0x40400000);
    X(fp32_omod_clamp(0x3fc00000, 2, 0, 3), 0x40c00000);
    X(fp32_omod_clamp(0x3fc00000, 3, 0, 3), 0x3f400000);
    X(fp32_omod_clamp(0x3fc00000, 0, 0, 3), 0x3fc00000);
    /* 2^-149 / 2 is a tie -> +0; 3 * 2^-149 / 2 -> 2 * 2^-149 (even); the largest float * 2
     * overflows to inf. A denormal result is flushed when the mode flushes outputs (1). */
    X(fp32_omod_clamp(0x00000001, 3, 0, 3), 0x00000000);
    X(fp32_omod_clamp(0x00000003, 3, 0, 3), 0x00000002);
    X(fp32_omod_clamp(0x7f7fffff, 1, 0, 3), 0x7f800000);
    X(fp32_omod_clamp(0x00000004, 3, 0, 1), 0x00000000);
    /* clamp to [0, 1]: 1.5 -> 1.0; -2 -> +0; -0 -> +0; NaN -> +0; 0.5 stays; inf -> 1.0;
     * omod first: 0.75 * 2 = 1.5 -> clamp -> 1.0. */
    X(fp32_omod_clamp(0x3fc00000, 0, 1, 3), 0x3f800000);
    X(fp32_omod_clamp(0xc0000000, 0, 1, 3), 0x00000000);
    X(fp32_omod_clamp(0x80000000, 0, 1, 3), 0x00000000);
    X(fp32_omod_clamp(0x7fc00000, 0, 1, 3), 0x00000000);
    X(fp32_omod_clamp(0x3f000000, 0, 1, 3), 0x3f000000);
    X(fp32_omod_clamp(0x7f800000, 0, 1, 3), 0x3f800000);
    X(fp32_omod_clamp(0x3f400000, 1, 1, 3), 0x3f800000);
}

static void test_building_blocks_by_hand(void)
{
    /* round_pack(sign, exp, sig): the exact value (-1)^sign * sig * 2^exp.
     * 3 * 2^0 = 3.0 = 0x40400000; 1 * 2^127 = 0x7f000000 (exp 254); 1 * 2^128 -> inf;
     * (2^24 - 1) * 2^104 = (2 - 2^-23) * 2^127 = max finite 0x7f7fffff;
     * (2^25 - 1) * 2^103 = 2^128 - 2^103: a tie between max and 2^128, max is odd -> inf;
     * 1 * 2^-150: tie between 0 and 2^-149 -> +0; 3 * 2^-150 -> 2 * 2^-149 = 0x00000002;
     * -1 * 2^-149 = 0x80000001 kept, -0 when outputs are flushed (mode 1); sig 0 -> signed 0;
     * 0x1000001 * 2^-24 (1 + 2^-24, a tie) -> 1.0; 0x1000003 * 2^-24 -> 1 + 2^-22 (0x3f800002). */
    X(fp32_round_pack(0, 0, 3, 3), 0x40400000);
    X(fp32_round_pack(0, 127, 1, 3), 0x7f000000);
    X(fp32_round_pack(1, 128, 1, 3), 0xff800000);
    X(fp32_round_pack(0, 104, 0xffffff, 3), 0x7f7fffff);
    X(fp32_round_pack(0, 103, 0x1ffffff, 3), 0x7f800000);
    X(fp32_round_pack(0, -150, 1, 3), 0x00000000);
    X(fp32_round_pack(0, -150, 3, 3), 0x00000002);
    X(fp32_round_pack(1, -149, 1, 3), 0x80000001);
    X(fp32_round_pack(1, -149, 1, 1), 0x80000000);
    X(fp32_round_pack(1, 5, 0, 3), 0x80000000);
    X(fp32_round_pack(0, -24, 0x1000001, 3), 0x3f800000);
    X(fp32_round_pack(0, -24, 0x1000003, 3), 0x3f800002);
    /* A large sig (63 bits) with a jammed bit 0: (2^62 + 2^38 + 1) * 2^-62 = 1 + 2^-24 + tiny:
     * above the tie -> 1 + 2^-23 = 0x3f800001. */
    X(fp32_round_pack(0, -62, (1ull << 62) | (1ull << 38) | 1u, 3), 0x3f800001);
    /* flush_in clears a denormal unless mode bit 0; flush_out unless bit 1; normals untouched. */
    X(fp32_flush_in(0x80000001, 2), 0x80000000);
    X(fp32_flush_in(0x80000001, 1), 0x80000001);
    X(fp32_flush_in(0x00800000, 0), 0x00800000);
    X(fp32_flush_out(0x007fffff, 1), 0x00000000);
    X(fp32_flush_out(0x007fffff, 2), 0x007fffff);
    X(fp32_flush_out(0x7fc00000, 0), 0x7fc00000);
}

/* ---- (b) randomized comparison with the host FPU ------------------------------------------- */

typedef struct {
    uint64_t s;
} rng;

static uint64_t next(rng *r)      /* xorshift64 (Marsaglia 2003), fixed seed: reproducible */
{
    r->s ^= r->s << 13;
    r->s ^= r->s >> 7;
    r->s ^= r->s << 17;
    return r->s;
}

static const uint32_t specials[] = {
    0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001,
    0xff800001, 0x7fbfffff, 0x7fffffff, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff,
    0x00800000, 0x80800000, 0x00800001, 0x7f7fffff, 0xff7fffff, 0x7f7ffffe, 0x3f800000,
    0xbf800000, 0x3f000000, 0xbf000000, 0x3fc00000, 0x40200000, 0xbfc00000, 0x4b000000,
    0x4b7fffff, 0x4affffff, 0x4f000000, 0xcf000000, 0x4f800000, 0x4effffff, 0x3f7fffff,
    0x3f800001, 0x00000002, 0x00400000, 0x33800000, 0x34000000,
};

/* A float biased towards the cases where arithmetic goes wrong. `near` is another operand to
 * relate to (for cancellation and ties), or 0 when there is none. */
static uint32_t gen_operand(rng *r, uint32_t near)
{
    uint64_t x = next(r);
    uint32_t bits = (uint32_t)(x >> 32);
    uint32_t sign = bits & 0x80000000u;
    switch (x % 16) {
    case 0: case 1:                           /* any bit pattern */
        return bits;
    case 2: case 3:                           /* a special or edge value */
        return specials[(x >> 8) % (sizeof specials / sizeof specials[0])] ^ (sign & (uint32_t)x);
    case 4: case 5:                           /* denormal */
        return sign | (bits & 0x007fffffu);
    case 6:                                   /* near the bottom of the normal range */
        return sign | ((uint32_t)(1 + (x >> 8) % 24) << 23) | (bits & 0x007fffffu);
    case 7:                                   /* near overflow */
        return sign | ((uint32_t)(250 + (x >> 8) % 5) << 23) | (bits & 0x007fffffu);
    case 8: case 9:                           /* moderate: exponent within 2^-8 .. 2^8 */
        return sign | ((uint32_t)(119 + (x >> 8) % 17) << 23) | (bits & 0x007fffffu);
    case 10:                                  /* few significant bits: exact sums, ties */
        return sign | ((uint32_t)(100 + (x >> 8) % 60) << 23) | (bits & 0x007e0000u);
    case 11: case 12:                         /* close to +-near: cancellation */
        return (near ^ (sign & (uint32_t)x)) + (uint32_t)((x >> 8) % 5) - 2u;
    case 13:                                  /* near scaled so that its tail is a tie */
        return (near & 0x807fffffu) |
               ((uint32_t)(((near >> 23) & 0xffu) - 24u + (x >> 8) % 3) & 0xffu) << 23;
    case 14:                                  /* an integer-valued or half-integer float */
        return u_of((float)((int32_t)(bits >> 8) - (1 << 23)) / (float)(1 + (x >> 8) % 2));
    default:                                  /* magnitude 2^-30 .. 2^33 */
        return sign | ((uint32_t)(97 + (x >> 8) % 64) << 23) | (bits & 0x007fffffu);
    }
}

static bool is_denormal_bits(uint32_t u) { return (u & 0x7f800000u) == 0 && (u & 0x007fffffu); }

static float host_in(uint32_t u, unsigned mode)     /* host value of an input, mode applied */
{
    if (!(mode & 1) && is_denormal_bits(u))
        u &= 0x80000000u;
    return f_of(u);
}

/* The expected result bits from a host result: NaN -> canonical, output denormals per mode. */
static uint32_t host_out(float f, unsigned mode)
{
    uint32_t u = u_of(f);
    if (isnan(f))
        return FP32_QNAN;
    if (!(mode & 2) && is_denormal_bits(u))
        u &= 0x80000000u;
    return u;
}

/* maxNum/minNum with -0 < +0 written with host comparisons. */
static float host_max(float x, float y)
{
    if (isnan(x))
        return y;
    if (isnan(y))
        return x;
    if (x == y)
        return signbit(x) ? y : x;
    return x > y ? x : y;
}

static float host_min(float x, float y)
{
    if (isnan(x))
        return y;
    if (isnan(y))
        return x;
    if (x == y)
        return signbit(x) ? x : y;
    return x < y ? x : y;
}

enum op {
    OP_ADD, OP_SUB, OP_MUL, OP_FMA, OP_MAD, OP_MIN, OP_MAX, OP_MED3, OP_CMP, OP_CLASS,
    OP_FROM_I32, OP_FROM_U32, OP_TO_I32, OP_TO_U32, OP_TRUNC, OP_FLOOR, OP_CEIL, OP_RNDNE,
    OP_FRACT, OP_OMOD, NUM_OPS
};
static const char *const op_names[NUM_OPS] = {
    "add", "sub", "mul", "fma", "mad", "min", "max", "med3", "compare", "class", "from_i32",
    "from_u32", "to_i32", "to_u32", "trunc", "floor", "ceil", "rndne", "fract", "omod_clamp",
};

/* Expected result of op on (a, b, c) in mode m (k is an extra small parameter), from the host. */
static uint32_t host_ref(enum op op, uint32_t a, uint32_t b, uint32_t c, unsigned m, unsigned k)
{
    float x = host_in(a, m), y = host_in(b, m), z = host_in(c, m);
    switch (op) {
    case OP_ADD: return host_out(x + y, m);
    case OP_SUB: return host_out(x - y, m);
    case OP_MUL: return host_out(x * y, m);
    case OP_FMA: return host_out(fmaf(x, y, z), m);
    case OP_MAD: {                                  /* everything flushed: mode 0 */
        float p = f_of(host_out(host_in(a, 0) * host_in(b, 0), 0));
        return host_out(p + host_in(c, 0), 0);
    }
    case OP_MIN: return isnan(x) && isnan(y) ? FP32_QNAN : host_out(host_min(x, y), m);
    case OP_MAX: return isnan(x) && isnan(y) ? FP32_QNAN : host_out(host_max(x, y), m);
    case OP_MED3: {
        if (isnan(x) || isnan(y) || isnan(z)) {
            float r = host_min(host_min(x, y), z);
            return host_out(r, m);
        }
        float mx = host_max(host_max(x, y), z);
        if (mx == x)
            return host_out(host_max(y, z), m);
        if (mx == y)
            return host_out(host_max(x, z), m);
        return host_out(host_max(x, y), m);
    }
    case OP_CMP:
        if (isnan(x) || isnan(y))
            return FP32_CMP_UN;
        return x < y ? FP32_CMP_LT : x == y ? FP32_CMP_EQ : FP32_CMP_GT;
    case OP_CLASS: {
        float v = f_of(a);                          /* the encoding, no flushing */
        bool neg = signbit(v) != 0;
        switch (fpclassify(v)) {
        case FP_NAN: return (a & 0x00400000u) ? FP32_CLASS_QNAN : FP32_CLASS_SNAN;
        case FP_INFINITE: return neg ? FP32_CLASS_NEG_INF : FP32_CLASS_POS_INF;
        case FP_ZERO: return neg ? FP32_CLASS_NEG_ZERO : FP32_CLASS_POS_ZERO;
        case FP_SUBNORMAL: return neg ? FP32_CLASS_NEG_DENORM : FP32_CLASS_POS_DENORM;
        default: return neg ? FP32_CLASS_NEG_NORMAL : FP32_CLASS_POS_NORMAL;
        }
    }
    case OP_FROM_I32: return u_of((float)(int32_t)a);
    case OP_FROM_U32: return u_of((float)a);
    case OP_TO_I32:
        if (isnan(x))
            return 0;
        if (x >= 2147483648.0f)
            return (uint32_t)INT32_MAX;
        if (x < -2147483648.0f)
            return (uint32_t)INT32_MIN;
        return (uint32_t)(int32_t)x;
    case OP_TO_U32:
        if (isnan(x) || x <= -1.0f)
            return 0;
        if (x >= 4294967296.0f)
            return UINT32_MAX;
        return (uint32_t)x;
    case OP_TRUNC: return host_out(truncf(x), m);
    case OP_FLOOR: return host_out(floorf(x), m);
    case OP_CEIL: return host_out(ceilf(x), m);
    case OP_RNDNE: return host_out(nearbyintf(x), m);
    case OP_FRACT: {
        if (isinf(x))
            return 0;                               /* docs/fp32.md: fract(+-inf) = +0 */
        float r = x - floorf(x);
        if (r >= 1.0f)
            r = f_of(0x3f7fffffu);
        return host_out(r, m);
    }
    case OP_OMOD: {
        static const float scale[4] = { 1.0f, 2.0f, 4.0f, 0.5f };
        unsigned omod = k & 3, clamp = (k >> 2) & 1;
        float r = f_of(a) * scale[omod];            /* a is a result: never flushed as input */
        uint32_t u = omod ? host_out(r, m) : a;
        r = f_of(u);
        if (clamp) {
            if (isnan(r) || signbit(r))
                return 0;
            if (r > 1.0f)
                return 0x3f800000u;
        }
        return u;
    }
    default: return 0;
    }
}

static uint32_t ours(enum op op, uint32_t a, uint32_t b, uint32_t c, unsigned m, unsigned k)
{
    switch (op) {
    case OP_ADD: return fp32_add(a, b, m);
    case OP_SUB: return fp32_sub(a, b, m);
    case OP_MUL: return fp32_mul(a, b, m);
    case OP_FMA: return fp32_fma(a, b, c, m);
    case OP_MAD: return fp32_mad(a, b, c);
    case OP_MIN: return fp32_min(a, b, m);
    case OP_MAX: return fp32_max(a, b, m);
    case OP_MED3: return fp32_med3(a, b, c, m);
    case OP_CMP: return fp32_compare(a, b, m);
    case OP_CLASS: return fp32_class(a);
    case OP_FROM_I32: return fp32_from_i32((int32_t)a);
    case OP_FROM_U32: return fp32_from_u32(a);
    case OP_TO_I32: return (uint32_t)fp32_to_i32(a, m);
    case OP_TO_U32: return fp32_to_u32(a, m);
    case OP_TRUNC: return fp32_trunc(a, m);
    case OP_FLOOR: return fp32_floor(a, m);
    case OP_CEIL: return fp32_ceil(a, m);
    case OP_RNDNE: return fp32_rndne(a, m);
    case OP_FRACT: return fp32_fract(a, m);
    case OP_OMOD: return fp32_omod_clamp(a, k & 3, (k >> 2) & 1, m);
    default: return 0;
    }
}

#ifndef RANDOM_CASES   /* a private soak build may raise it: -DRANDOM_CASES=50000000 */
#define RANDOM_CASES 200000
#endif

static void random_vs_host(enum op op, uint64_t seed)
{
    rng r = { seed };
    unsigned long bad = 0;
    for (unsigned long i = 0; i < RANDOM_CASES; i++) {
        uint32_t a = gen_operand(&r, 0);
        uint32_t b = gen_operand(&r, a);
        uint32_t c = gen_operand(&r, (next(&r) & 1) ? a : b);
        if (op == OP_FMA && (i & 1)) {
            /* Make c nearly cancel the product: c = -(a*b) rounded, give or take an ulp. */
            float p = f_of(a) * f_of(b);
            c = (u_of(p) ^ 0x80000000u) + (uint32_t)(next(&r) % 3) - 1u;
        }
        uint64_t x = next(&r);
        unsigned m = (unsigned)(x & 3), k = (unsigned)(x >> 2) & 7;
        uint32_t want = host_ref(op, a, b, c, m, k);
        uint32_t got = ours(op, a, b, c, m, k);
        if (got != want && bad++ < 5)
            fprintf(stderr, "fp32 %s mode %u k %u: a=%08x b=%08x c=%08x: got %08x want %08x\n",
                    op_names[op], m, k, a, b, c, got, want);
    }
    if (bad)
        fprintf(stderr, "fp32 %s: %lu of %d random cases differ from the host\n", op_names[op],
                bad, RANDOM_CASES);
    CU_ASSERT_EQUAL(bad, 0);
}

static void test_random_arith(void)
{
    random_vs_host(OP_ADD, 0x9e3779b97f4a7c15ull);
    random_vs_host(OP_SUB, 0xbf58476d1ce4e5b9ull);
    random_vs_host(OP_MUL, 0x94d049bb133111ebull);
    random_vs_host(OP_FMA, 0x2545f4914f6cdd1dull);
    random_vs_host(OP_MAD, 0x5851f42d4c957f2dull);
}

static void test_random_select(void)
{
    random_vs_host(OP_MIN, 0x14057b7ef767814full);
    random_vs_host(OP_MAX, 0x9e3779b97f4a7c55ull);
    random_vs_host(OP_MED3, 0xd1b54a32d192ed03ull);
    random_vs_host(OP_CMP, 0xaef17502108ef2d9ull);
    random_vs_host(OP_CLASS, 0x8cb92ba72f3d8dd7ull);
}

static void test_random_convert_round(void)
{
    random_vs_host(OP_FROM_I32, 0x369dea0f31a53f85ull);
    random_vs_host(OP_FROM_U32, 0xdb4f0b9175ae2165ull);
    random_vs_host(OP_TO_I32, 0x4be98134a5976fd3ull);
    random_vs_host(OP_TO_U32, 0x3bc0993a5ad19a13ull);
    random_vs_host(OP_TRUNC, 0x9c6e6877736c46e3ull);
    random_vs_host(OP_FLOOR, 0xe7ceb95a6c3a1e45ull);
    random_vs_host(OP_CEIL, 0x6a09e667f3bcc909ull);
    random_vs_host(OP_RNDNE, 0xbb67ae8584caa73bull);
    random_vs_host(OP_FRACT, 0x3c6ef372fe94f82bull);
    random_vs_host(OP_OMOD, 0xa54ff53a5f1d36f1ull);
}

void suite_fp32(void)
{
    CU_pSuite s = CU_add_suite("fp32", NULL, NULL);
    CU_add_test(s, "add/sub by hand", test_add_by_hand);
    CU_add_test(s, "denormals per mode by hand", test_denormals_by_hand);
    CU_add_test(s, "fma/mad by hand", test_fma_mad_by_hand);
    CU_add_test(s, "min/max/med3/compare by hand", test_minmax_compare_by_hand);
    CU_add_test(s, "class by hand", test_class_by_hand);
    CU_add_test(s, "conversions by hand", test_conversions_by_hand);
    CU_add_test(s, "rounding to integral by hand", test_rounding_by_hand);
    CU_add_test(s, "omod/clamp by hand", test_omod_clamp_by_hand);
    CU_add_test(s, "round_pack/flush by hand", test_building_blocks_by_hand);
    CU_add_test(s, "arith vs host FPU (random)", test_random_arith);
    CU_add_test(s, "min/max/med3/compare/class vs host (random)", test_random_select);
    CU_add_test(s, "conversions/rounding vs host (random)", test_random_convert_round);
}
