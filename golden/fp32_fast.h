/* golden/fp32_fast.h -- a host-FPU shortcut for the common case of FP32 add/sub/mul/fma/mad.
 *
 * fp32.c (pure integer) is the definition of the model's FP32 arithmetic. Done lane by lane in
 * software it cost ~85% of the golden model's time on FP-heavy kernels (callgrind on
 * testbenches/bench/alu.s), far from the 10 M wave64 instructions/s target of `make bench`.
 * Here the host computes the result when that is *provably* the same bits: both operands are
 * normal or zero and the result is normal (exponent >= 2), zero from a non-tiny computation, or
 * an overflow to infinity. In exactly those cases IEEE-754 binary32 with round-to-nearest-even
 * (what the host does: SSE arithmetic, default MXCSR, no FTZ/DAZ, no contraction under -std=c11)
 * and fp32.c give the same answer, because no denormal is read or produced and no NaN can arise;
 * every other case -- denormal, NaN or infinite operands, results at or below the smallest normal
 * (where the flush modes and the tininess rule matter) -- falls back to fp32.c. The CUnit suite
 * fp32_fast checks the shortcut against fp32.c on millions of operands aimed at those boundaries.
 * Hosts without SSE-style single-precision arithmetic (FLT_EVAL_METHOD != 0) always fall back. */
#ifndef PWS_FP32_FAST_H
#define PWS_FP32_FAST_H

#include <float.h>
#include <stdint.h>
#include <string.h>

#include "fp32.h"

#if FLT_EVAL_METHOD == 0 && !defined(__FAST_MATH__) && (defined(__x86_64__) || defined(__aarch64__))
#define FP32_FAST 1
#else
#define FP32_FAST 0
#endif

/* Operand the shortcut accepts: zero, or a normal number (exponent field 1..254). */
static inline int fp32_fast_in(uint32_t x)
{
    uint32_t e = (x >> 23) & 0xffu;   /* branch-free (| not ||), so lane loops vectorise */
    return (e - 1u < 254u) | ((x << 1) == 0);
}

/* Result the shortcut may return: exponent field 2..254, or infinity (an overflow: the operands
 * were finite). Zero and exponent 1 are left to fp32.c on purpose, although today they would
 * agree (fp32.c detects tininess after rounding): a zero may be an underflow and a value of
 * exponent 1 may have been rounded up from the denormal range, exactly where a change to the
 * flush rules would bite. Accepting denormal results is wrong in flush modes: the fp32_fast
 * suite fails if this test lets them through. */
static inline int fp32_fast_out(uint32_t r)
{
    uint32_t e = (r >> 23) & 0xffu;
    return (e - 2u < 253u) | ((r << 1) == 0xff000000u);
}

static inline float fp32_fast_f(uint32_t x) { float f; memcpy(&f, &x, sizeof f); return f; }
static inline uint32_t fp32_fast_u(float f) { uint32_t x; memcpy(&x, &f, sizeof x); return x; }

static inline uint32_t fp32_fast_add(uint32_t a, uint32_t b, unsigned denorm)
{
    if (FP32_FAST && fp32_fast_in(a) && fp32_fast_in(b)) {
        uint32_t r = fp32_fast_u(fp32_fast_f(a) + fp32_fast_f(b));
        if (fp32_fast_out(r))
            return r;
    }
    return fp32_add(a, b, denorm);
}

static inline uint32_t fp32_fast_sub(uint32_t a, uint32_t b, unsigned denorm)
{
    if (FP32_FAST && fp32_fast_in(a) && fp32_fast_in(b)) {
        uint32_t r = fp32_fast_u(fp32_fast_f(a) - fp32_fast_f(b));
        if (fp32_fast_out(r))
            return r;
    }
    return fp32_sub(a, b, denorm);
}

static inline uint32_t fp32_fast_mul(uint32_t a, uint32_t b, unsigned denorm)
{
    if (FP32_FAST && fp32_fast_in(a) && fp32_fast_in(b)) {
        uint32_t r = fp32_fast_u(fp32_fast_f(a) * fp32_fast_f(b));
        if (fp32_fast_out(r))
            return r;
    }
    return fp32_mul(a, b, denorm);
}

/* v_mad_f32/v_mac_f32: product rounded, then sum rounded (fp32_mad); both steps must qualify. */
static inline uint32_t fp32_fast_mad(uint32_t a, uint32_t b, uint32_t c)
{
    if (FP32_FAST && fp32_fast_in(a) && fp32_fast_in(b) && fp32_fast_in(c)) {
        uint32_t p = fp32_fast_u(fp32_fast_f(a) * fp32_fast_f(b));
        if (fp32_fast_out(p)) {
            uint32_t r = fp32_fast_u(fp32_fast_f(p) + fp32_fast_f(c));
            if (fp32_fast_out(r))
                return r;
        }
    }
    return fp32_mad(a, b, c);
}

#endif

/* ---- Whole-wavefront forms ---------------------------------------------------------------------
 * d[l] = op(a[l], b[l] (, c[l])) for l < n, equal lane by lane to the scalar forms above, but
 * shaped for the compiler's vectoriser: one branch-free pass computes every lane on the host and
 * flags the lanes the shortcut may not take, a second pass redoes only those with fp32.c. On
 * testbenches/bench/alu.s this is what brings FP-heavy wavefronts near integer speed. */

static inline int fp32_fast_bad(uint32_t a, uint32_t b, uint32_t r)
{
    return !(fp32_fast_in(a) & fp32_fast_in(b) & fp32_fast_out(r));
}

#define FP32_FAST_N(name, expr, fallback)                                                       \
    static inline void name(uint32_t *d, const uint32_t *a, const uint32_t *b,                  \
                            const uint32_t *c, unsigned n, unsigned denorm)                     \
    {                                                                                           \
        int any = 0;                                                                            \
        (void)c;                                                                                \
        if (FP32_FAST) {                                                                        \
            for (unsigned l = 0; l < n; l++) {                                                  \
                float x = fp32_fast_f(a[l]), y = fp32_fast_f(b[l]);                             \
                d[l] = fp32_fast_u(expr);                                                       \
            }                                                                                   \
            for (unsigned l = 0; l < n; l++)                                                    \
                any |= fp32_fast_bad(a[l], b[l], d[l]);                                         \
        }                                                                                       \
        if (!FP32_FAST || any)                                                                  \
            for (unsigned l = 0; l < n; l++)                                                    \
                if (!FP32_FAST || fp32_fast_bad(a[l], b[l], d[l]))                              \
                    d[l] = (fallback);                                                          \
    }

FP32_FAST_N(fp32_fast_add_n, x + y, fp32_add(a[l], b[l], denorm))
FP32_FAST_N(fp32_fast_sub_n, x - y, fp32_sub(a[l], b[l], denorm))
FP32_FAST_N(fp32_fast_mul_n, x * y, fp32_mul(a[l], b[l], denorm))
#undef FP32_FAST_N

/* mad: both roundings must qualify, so lanes are flagged on the product and on the sum. */
static inline void fp32_fast_mad_n(uint32_t *d, const uint32_t *a, const uint32_t *b,
                                   const uint32_t *c, unsigned n)
{
    int any = 0;
    if (FP32_FAST) {
        for (unsigned l = 0; l < n; l++) {
            float p = fp32_fast_f(a[l]) * fp32_fast_f(b[l]);
            d[l] = fp32_fast_u(p + fp32_fast_f(c[l]));
            any |= fp32_fast_bad(a[l], b[l], fp32_fast_u(p)) |
                    fp32_fast_bad(c[l], c[l], d[l]);
        }
    }
    if (!FP32_FAST || any)
        for (unsigned l = 0; l < n; l++)
            d[l] = fp32_fast_mad(a[l], b[l], c[l]);
}
