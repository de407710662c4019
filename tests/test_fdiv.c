/* tests/test_fdiv.c -- golden/fdiv.c against hand-worked cases and the host FPU.
 *
 * The host (x86-64 SSE, round to nearest even, denormals kept) is the independent oracle:
 * 1.0f / x for fdiv_rcp, and a / b for the whole sequence clang emits for a correctly rounded
 * float division on fiji (`clang -cl-fp32-correctly-rounded-divide-sqrt`):
 *     v_div_scale_f32 d', s, den, den, num      v_div_scale_f32 n', vcc, num, den, num
 *     v_rcp_f32 r, d'                           (MODE.FP_DENORM = 3 from here ...)
 *     f0 = fma(-d', r, 1)   f1 = fma(f0, r, r)  m = n' * f1
 *     f2 = fma(-d', m, n')  f3 = fma(f2, f1, m) f4 = fma(-d', f3, n')   (... to here)
 *     v_div_fmas_f32 q, f4, f1, f3 (vcc)        v_div_fixup_f32 q, q, den, num
 * Host floating point is used here only, as the reference. */
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fdiv.h"
#include "fp32.h"

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

static uint32_t canon(uint32_t x) { return (x & 0x7fffffffu) > 0x7f800000u ? FP32_QNAN : x; }

static int denormal(uint32_t x) { return (x & 0x7f800000u) == 0 && (x & 0x7fffffu); }

static uint32_t flush(uint32_t x) { return denormal(x) ? x & 0x80000000u : x; }

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)   /* xorshift64*, fixed seed */
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint32_t)((rng_state * 0x2545f4914f6cdd1dull) >> 32);
}

/* ---- rcp -------------------------------------------------------------------------------------- */

static void test_rcp_by_hand(void)
{
    CU_ASSERT_EQUAL(fdiv_rcp(0x40000000u, 3), 0x3f000000u);   /* 1/2 = 0.5 */
    /* 1/3: 0x3eaaaaab (0.333333343..., the nearest binary32; 0x3eaaaaaa is farther) */
    CU_ASSERT_EQUAL(fdiv_rcp(0x40400000u, 3), 0x3eaaaaabu);
    CU_ASSERT_EQUAL(fdiv_rcp(0x80000000u, 3), 0xff800000u);   /* 1/-0 = -inf */
    CU_ASSERT_EQUAL(fdiv_rcp(0x7f800000u, 3), 0);             /* 1/inf = +0 */
    CU_ASSERT_EQUAL(fdiv_rcp(0xff800001u, 3), FP32_QNAN);
    /* 1/2^127 = 2^-127: a denormal, 2^-127 / 2^-149 = 2^22 -> 0x00400000; flushed in modes 0, 1 */
    CU_ASSERT_EQUAL(fdiv_rcp(0x7f000000u, 3), 0x00400000u);
    CU_ASSERT_EQUAL(fdiv_rcp(0x7f000000u, 1), 0);
    CU_ASSERT_EQUAL(fdiv_rcp(0xff000000u, 0), 0x80000000u);
    /* 1/2^-149 = 2^149 overflows to +inf; with input flush the denormal is +0: also +inf */
    CU_ASSERT_EQUAL(fdiv_rcp(0x00000001u, 3), 0x7f800000u);
    CU_ASSERT_EQUAL(fdiv_rcp(0x00000001u, 0), 0x7f800000u);
    /* 1/2^-128 = 2^128 overflows; 1/(2^-126) = 2^126 = 0x7e800000 */
    CU_ASSERT_EQUAL(fdiv_rcp(0x00200000u, 3), 0x7f800000u);
    CU_ASSERT_EQUAL(fdiv_rcp(0x00800000u, 0), 0x7e800000u);
}

static void test_rcp_vs_host(void)
{
    unsigned bad = 0;
    for (int i = 0; i < 200000; i++) {
        uint32_t a = rnd();
        if (i % 4 == 0)
            a &= 0x807fffffu;   /* a quarter of denormals */
        for (unsigned mode = 0; mode < 4; mode += 3) {
            uint32_t in = mode ? a : flush(a);
            uint32_t want = canon(u_of(1.0f / f_of(in)));
            if (!mode)
                want = flush(want);
            uint32_t got = fdiv_rcp(a, mode);
            if (got != want && bad++ < 5)
                fprintf(stderr, "\n  rcp(0x%08x) mode %u = 0x%08x, host 0x%08x", a, mode, got,
                        want);
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* ---- scale / fmas / fixup ------------------------------------------------------------------- */

static void test_scale_fixup_by_hand(void)
{
    int vcc;
    /* ordinary operands: nothing to scale */
    CU_ASSERT_EQUAL(fdiv_scale(0x40400000u, 0x40400000u, 0x3f800000u, 3, &vcc), 0x40400000u);
    CU_ASSERT_EQUAL(vcc, 0);
    /* zero denominator or numerator: NaN (fixup gives the real answer) */
    CU_ASSERT_EQUAL(fdiv_scale(0x3f800000u, 0, 0x3f800000u, 3, &vcc), FP32_QNAN);
    /* numerator 2^100, denominator 1: exponent difference 100 >= 96: vcc, the denominator
     * (s0 == s1) is scaled by 2^64 -> 2^64 = 0x5f800000, the numerator is left alone */
    CU_ASSERT_EQUAL(fdiv_scale(0x3f800000u, 0x3f800000u, 0x71800000u, 3, &vcc), 0x5f800000u);
    CU_ASSERT_EQUAL(vcc, 1);
    CU_ASSERT_EQUAL(fdiv_scale(0x71800000u, 0x3f800000u, 0x71800000u, 3, &vcc), 0x71800000u);
    CU_ASSERT_EQUAL(vcc, 1);
    /* denormal denominator 2^-140 (0x00000200), numerator 2^-40 (exponent 87, difference
     * 87 < 96): both are scaled by 2^64, no vcc: 2^-140 * 2^64 = 2^-76 = exponent 51 ->
     * 0x19800000; 2^-40 * 2^64 = 2^24 = exponent 151 -> 0x4b800000 */
    CU_ASSERT_EQUAL(fdiv_scale(0x00000200u, 0x00000200u, 0x2b800000u, 3, &vcc), 0x19800000u);
    CU_ASSERT_EQUAL(vcc, 0);
    CU_ASSERT_EQUAL(fdiv_scale(0x2b800000u, 0x00000200u, 0x2b800000u, 3, &vcc), 0x4b800000u);
    CU_ASSERT_EQUAL(vcc, 0);
    /* with numerator 1.0 the difference is 127 >= 96: the first rule wins (vcc, den scaled) */
    CU_ASSERT_EQUAL(fdiv_scale(0x00000200u, 0x00000200u, 0x3f800000u, 3, &vcc), 0x19800000u);
    CU_ASSERT_EQUAL(vcc, 1);
    /* num 2^-120 (0x03800000) / den 2^10 (0x44800000) = 2^-130, a denormal quotient: vcc, and
     * the numerator (s0 == s2) is scaled up: 2^-56 = exponent 71 -> 0x23800000 */
    CU_ASSERT_EQUAL(fdiv_scale(0x03800000u, 0x44800000u, 0x03800000u, 3, &vcc), 0x23800000u);
    CU_ASSERT_EQUAL(vcc, 1);
    /* fmas with vcc: fma(1, 1, 2^-56) = 1 (+2^-56 is below half an ulp), s2 = 2^-56 has
     * exponent 71 < 127: scaled by 2^-64 -> 2^-64 = exponent 63 -> 0x1f800000 */
    CU_ASSERT_EQUAL(fdiv_fmas(0x3f800000u, 0x3f800000u, 0x23800000u, 1, 3), 0x1f800000u);
    CU_ASSERT_EQUAL(fdiv_fmas(0x3f800000u, 0x3f800000u, 0, 0, 3), 0x3f800000u);

    /* fixup(q, den, num) */
    CU_ASSERT_EQUAL(fdiv_fixup(0x12345678u, 0, 0, 3), FP32_QNAN);                  /* 0/0 */
    CU_ASSERT_EQUAL(fdiv_fixup(0x12345678u, 0xff800000u, 0x7f800000u, 3), FP32_QNAN);
    CU_ASSERT_EQUAL(fdiv_fixup(0x12345678u, 0x80000000u, 0x3f800000u, 3), 0xff800000u);
    CU_ASSERT_EQUAL(fdiv_fixup(0x12345678u, 0x7f800000u, 0xbf800000u, 3), 0x80000000u);
    CU_ASSERT_EQUAL(fdiv_fixup(0x12345678u, 0x3f800000u, 0x7fc00001u, 3), FP32_QNAN);
    /* otherwise the quotient's magnitude with sign(num) ^ sign(den) */
    CU_ASSERT_EQUAL(fdiv_fixup(0x3f000000u, 0xc0000000u, 0x3f800000u, 3), 0xbf000000u);
    /* a denormal denominator flushed (mode 0) is a zero: 1 / 2^-140 -> +inf */
    CU_ASSERT_EQUAL(fdiv_fixup(0x12345678u, 0x00000200u, 0x3f800000u, 0), 0x7f800000u);
    /* certain overflow: num 2^100 (exponent 227) / den 2^-30 (exponent 97): 227 - 97 = 130 >= 129
     * -> inf whatever s0; certain underflow: 2^-100 / 2^60: 27 - 187 = -160 < -150 -> 0 */
    CU_ASSERT_EQUAL(fdiv_fixup(FP32_QNAN, 0x30800000u, 0x71800000u, 3), 0x7f800000u);
    CU_ASSERT_EQUAL(fdiv_fixup(0x3f800000u, 0x5d800000u, 0x8d800000u, 3), 0x80000000u);
}

/* One correctly rounded division as clang emits it (comment at the top); mode is the kernel's
 * MODE.FP_DENORM outside the fma chain. */
static uint32_t clang_div(uint32_t num, uint32_t den, unsigned mode)
{
    int s, vcc;
    uint32_t d = fdiv_scale(den, den, num, mode, &s);
    uint32_t n = fdiv_scale(num, den, num, mode, &vcc);
    uint32_t r = fdiv_rcp(d, mode);
    uint32_t nd = d ^ 0x80000000u;
    uint32_t f0 = fp32_fma(nd, r, 0x3f800000u, 3);
    uint32_t f1 = fp32_fma(f0, r, r, 3);
    uint32_t m = fp32_mul(n, f1, 3);
    uint32_t f2 = fp32_fma(nd, m, n, 3);
    uint32_t f3 = fp32_fma(f2, f1, m, 3);
    uint32_t f4 = fp32_fma(nd, f3, n, 3);
    uint32_t q = fdiv_fmas(f4, f1, f3, vcc, mode);
    return fdiv_fixup(q, den, num, mode);
}

static void test_division_sequence_vs_host(void)
{
    unsigned bad = 0, n = 0;
    for (int i = 0; i < 200000; i++) {
        uint32_t num = rnd(), den = rnd();
        if (i % 8 == 1)
            den = (den & 0x807fffffu) | 0x3f800000u;   /* quotients near num */
        if (i % 8 == 2)
            num &= 0x807fffffu;                        /* denormal numerators */
        if (i % 8 == 3)
            den &= 0x807fffffu;                        /* denormal denominators */
        uint32_t want = canon(u_of(f_of(num) / f_of(den)));
        uint32_t got = clang_div(num, den, 3);
        n++;
        if (got != want && bad++ < 5)
            fprintf(stderr, "\n  %08x / %08x = 0x%08x, host 0x%08x", num, den, got, want);
        /* MODE.FP_DENORM = 0 outside the fma chain: flushed inputs, flushed result */
        want = flush(canon(u_of(f_of(flush(num)) / f_of(flush(den)))));
        got = clang_div(num, den, 0);
        if (got != want && bad++ < 5)
            fprintf(stderr, "\n  mode 0: %08x / %08x = 0x%08x, host 0x%08x", num, den, got,
                    want);
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(n, 200000);
    /* hand cases: 1/3, 10/4 = 2.5, 7/7 = 1 */
    CU_ASSERT_EQUAL(clang_div(0x3f800000u, 0x40400000u, 3), 0x3eaaaaabu);
    CU_ASSERT_EQUAL(clang_div(0x41200000u, 0x40800000u, 3), 0x40200000u);
    CU_ASSERT_EQUAL(clang_div(0x40e00000u, 0x40e00000u, 3), 0x3f800000u);
}

void suite_fdiv(void)
{
    CU_pSuite s = CU_add_suite("fdiv", NULL, NULL);
    CU_add_test(s, "rcp by hand", test_rcp_by_hand);
    CU_add_test(s, "rcp vs host 1/x", test_rcp_vs_host);
    CU_add_test(s, "div_scale, div_fmas, div_fixup by hand", test_scale_fixup_by_hand);
    CU_add_test(s, "clang's division sequence vs host a/b", test_division_sequence_vs_host);
}
