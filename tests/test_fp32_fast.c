/* tests/test_fp32_fast.c -- the host-FPU shortcut (golden/fp32_fast.h) must give exactly the
 * bits of the integer reference (golden/fp32.c) for every operand, in every denormal mode.
 * Operands are drawn to hit the shortcut's boundaries: exponents near the bottom of the normal
 * range (where results round into or out of the denormal range), near overflow, exact
 * cancellation, zeros of both signs, plus denormals, infinities and NaNs (which must fall back). */
#include <CUnit/CUnit.h>
#include <stdint.h>

#include "fp32.h"
#include "fp32_fast.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t next32(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

/* An operand: a random sign and mantissa with an exponent from a mix of interesting bands. */
static uint32_t operand(void)
{
    uint32_t r = next32(), sign = r & 0x80000000u, mant = next32() & 0x7fffffu, e;
    switch (r & 7) {
    case 0: e = 1 + (next32() % 4); break;            /* bottom of the normal range */
    case 1: e = 60 + (next32() % 8); break;           /* products land near the bottom */
    case 2: e = 250 + (next32() % 5); break;          /* near overflow */
    case 3: e = 190 + (next32() % 8); break;          /* products overflow */
    case 4: e = 0; break;                             /* zero or denormal */
    case 5:                                           /* inf/NaN, or around 1.0 */
        e = (next32() & 1) ? 0xff : 127;
        if (e == 0xff && (next32() & 1))
            mant = 0;
        break;
    default: e = 100 + (next32() % 56); break;        /* ordinary values */
    }
    if ((r & 0x700) == 0x100)
        mant = 0;                                     /* exact powers of two and zeros */
    return sign | (e << 23) | mant;
}

#define N_VECTORS 400000

static void check_op(int which)
{
    unsigned bad = 0;
    for (unsigned dn = 0; dn < 4; dn++) {
        for (unsigned i = 0; i < N_VECTORS; i++) {
            uint32_t a = operand(), b = operand(), c = operand(), got, want;
            if ((i & 15) == 0)
                b = a ^ 0x80000000u;                  /* exact cancellation in add */
            switch (which) {
            case 0: got = fp32_fast_add(a, b, dn); want = fp32_add(a, b, dn); break;
            case 1: got = fp32_fast_sub(a, b, dn); want = fp32_sub(a, b, dn); break;
            case 2: got = fp32_fast_mul(a, b, dn); want = fp32_mul(a, b, dn); break;
            default: got = fp32_fast_mad(a, b, c); want = fp32_mad(a, b, c); break;
            }
            if (got != want && bad++ < 5)
                CU_FAIL("fp32_fast differs from fp32.c");
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
}

static void test_add(void) { check_op(0); }
static void test_sub(void) { check_op(1); }
static void test_mul(void) { check_op(2); }
static void test_mad(void) { check_op(3); }

/* Hand-picked boundaries. 0x00800000 is the smallest normal 2^-126: 1.5 * 2^-63 squared is
 * 2.25 * 2^-126, a normal product of exponent field 2 (the shortcut may take it), while
 * 2^-63 * 2^-64 = 2^-127 is a denormal, left to fp32.c (flushed to +0 in mode 0). */
static void test_boundaries(void)
{
    uint32_t x = 0x20400000u;                   /* 1.5 * 2^-63 */
    CU_ASSERT_EQUAL(fp32_fast_mul(x, x, 0), 0x01100000u);   /* 2.25 * 2^-126 = 1.125 * 2^-125 */
    CU_ASSERT_EQUAL(fp32_fast_mul(0x20000000u, 0x1f800000u, 0), 0x00000000u);  /* 2^-127 flushed */
    CU_ASSERT_EQUAL(fp32_fast_mul(0x20000000u, 0x1f800000u, 3), 0x00400000u);  /* kept: 2^-127 */
    CU_ASSERT_EQUAL(fp32_fast_add(0x3f800000u, 0xbf800000u, 0), 0x00000000u);  /* 1 - 1 = +0 */
    CU_ASSERT_EQUAL(fp32_fast_mul(0x7f000000u, 0x40000000u, 0), 0x7f800000u);  /* 2^127*2 = inf */
    CU_ASSERT_EQUAL(fp32_fast_add(0x7f800000u, 0xff800000u, 0), FP32_QNAN);    /* inf - inf */
}

void suite_fp32_fast(void)
{
    CU_pSuite s = CU_add_suite("fp32_fast", NULL, NULL);
    CU_add_test(s, "add equals fp32.c", test_add);
    CU_add_test(s, "sub equals fp32.c", test_sub);
    CU_add_test(s, "mul equals fp32.c", test_mul);
    CU_add_test(s, "mad equals fp32.c", test_mad);
    CU_add_test(s, "boundaries by hand", test_boundaries);
}
