/* golden/fdiv.c -- see fdiv.h. The rounding step is docs/fp32.md's pipeline steps 5-8 (normalise,
 * round to nearest even with guard and sticky, overflow, pack, output flush), written again here
 * because fp32.c keeps its own copy private. */
#include "fdiv.h"

#include "fp32.h"

#define SIGN 0x80000000u
#define INF 0x7f800000u

static int is_nan(uint32_t x) { return (x & ~SIGN) > INF; }
static int is_inf(uint32_t x) { return (x & ~SIGN) == INF; }
static int is_zero(uint32_t x) { return (x & ~SIGN) == 0; }
static int is_denormal(uint32_t x) { return (x & INF) == 0 && (x & 0x7fffffu); }
static unsigned expo(uint32_t x) { return (x >> 23) & 0xff; }

/* Input flush (docs/fp32.md): a denormal becomes a zero of its sign unless MODE keeps them. */
static uint32_t flush_in(uint32_t x, unsigned denorm)
{
    return !(denorm & 1) && is_denormal(x) ? x & SIGN : x;
}

/* A finite non-zero x as sig * 2^e with sig < 2^24. */
static void unpack(uint32_t x, uint64_t *sig, int *e)
{
    unsigned E = expo(x);
    *sig = E ? (x & 0x7fffffu) | 0x800000u : x & 0x7fffffu;
    *e = (E ? (int)E : 1) - 150;
}

/* Rounds sign * (m + sticky) * 2^e (m != 0; sticky: a non-zero fraction below bit 0 of m). */
static uint32_t round_pack(uint32_t sign, uint64_t m, int e, int sticky, unsigned denorm)
{
    int lz = __builtin_clzll(m);
    m <<= lz;
    int E = e - lz + 63 + 127;   /* biased exponent of the leading one, now at bit 63 */
    if (E < 1) {                 /* denormal result: shift to exponent 1, keeping a sticky bit */
        int sh = 1 - E;
        sticky |= sh >= 64 ? m != 0 : (m << (64 - sh)) != 0;
        m = sh >= 64 ? 0 : m >> sh;
        E = 1;
    }
    uint32_t mant = (uint32_t)(m >> 40);
    int guard = (int)(m >> 39) & 1;
    sticky |= (m & ((1ull << 39) - 1)) != 0;
    if (guard && (sticky || (mant & 1)))
        mant++;
    if (mant == 1u << 24) {
        mant >>= 1;
        E++;
    }
    if (E >= 255)
        return sign | INF;
    uint32_t bits = mant & 0x800000u ? sign | (uint32_t)E << 23 | (mant & 0x7fffffu)
                                     : sign | mant;
    if (is_denormal(bits) && !(denorm & 2))
        bits = sign;   /* output flush, decided on the rounded result */
    return bits;
}

/* x * 2^n for finite x, rounded (only a result that leaves the normal range can round). */
static uint32_t scale(uint32_t x, int n, unsigned denorm)
{
    if (is_zero(x) || is_nan(x) || is_inf(x))
        return x;
    uint64_t sig;
    int e;
    unpack(x, &sig, &e);
    return round_pack(x & SIGN, sig, e + n, 0, denorm);
}

uint32_t fdiv_rcp(uint32_t a, unsigned denorm)
{
    a = flush_in(a, denorm);
    if (is_nan(a))
        return FP32_QNAN;
    if (is_inf(a))
        return a & SIGN;
    if (is_zero(a))
        return (a & SIGN) | INF;
    uint64_t sig;
    int e;
    unpack(a, &sig, &e);
    /* 1 / (sig * 2^e) = (2^63 / sig) * 2^(-63 - e); sig < 2^24 leaves > 39 quotient bits */
    uint64_t q = (1ull << 63) / sig, r = (1ull << 63) % sig;
    return round_pack(a & SIGN, q, -63 - e, r != 0, denorm);
}

/* |n / d| < 2^-126 for finite non-zero n, d: n_sig * 2^ne < d_sig * 2^(de - 126), exactly. */
static int quotient_tiny(uint32_t n, uint32_t d)
{
    uint64_t ns, ds;
    int ne, de;
    unpack(n, &ns, &ne);
    unpack(d, &ds, &de);
    int k = ne - (de - 126);
    if (k >= 0)
        return k < 40 && (ns << k) < ds;
    return -k >= 40 || ns < (ds << -k);
}

uint32_t fdiv_scale(uint32_t s0, uint32_t s1, uint32_t s2, unsigned denorm, int *vcc)
{
    s0 = flush_in(s0, denorm);
    s1 = flush_in(s1, denorm);
    s2 = flush_in(s2, denorm);
    *vcc = 0;
    if (is_nan(s0) || is_nan(s1) || is_nan(s2))
        return FP32_QNAN;
    if (is_zero(s1) || is_zero(s2))
        return FP32_QNAN;
    if (is_inf(s1) || is_inf(s2))
        return s0;   /* v_div_fixup_f32 gives the special result; nothing to scale */
    int rcp_tiny = (s1 & ~SIGN) > 0x7e800000u;   /* |s1| > 2^126: 1/s1 is a denormal */
    if ((int)expo(s2) - (int)expo(s1) >= 96) {   /* quotient near the largest float */
        *vcc = 1;
        return s0 == s1 ? scale(s0, 64, denorm) : s0;   /* scale the denominator down */
    }
    if (is_denormal(s1))
        return scale(s0, 64, denorm);
    if (rcp_tiny && quotient_tiny(s2, s1)) {   /* huge denominator, denormal quotient */
        *vcc = 1;
        return s0 == s1 ? scale(s0, -64, denorm) : s0;   /* scale the denominator down */
    }
    if (rcp_tiny)
        return scale(s0, -64, denorm);
    if (quotient_tiny(s2, s1)) {   /* denormal quotient: scale the numerator up */
        *vcc = 1;
        return s0 == s2 ? scale(s0, 64, denorm) : s0;
    }
    if (expo(s2) <= 23)            /* tiny numerator */
        return scale(s0, 64, denorm);
    return s0;
}

/* fma(a, b, c) * 2^n with one rounding, for finite non-zero a, b and finite c (all flushed):
 * the exact sum is formed in 128 bits; an addend too small to matter is replaced by a one far
 * below the other's last bit, which keeps its effect on rounding (sticky, and the direction). */
static uint32_t fma_scaled(uint32_t a, uint32_t b, uint32_t c, int n, unsigned denorm)
{
    uint64_t ma, mb, mc;
    int ea, eb, ec;
    unpack(a, &ma, &ea);
    unpack(b, &mb, &eb);
    uint32_t sp = (a ^ b) & SIGN;
    unsigned __int128 P = (unsigned __int128)(ma * mb), C = 0;
    int e = ea + eb;   /* exponent of bit 0 of P, then of the sum */
    int sc = 0;
    if (!is_zero(c)) {
        unpack(c, &mc, &ec);
        sc = (c & SIGN) != (uint32_t)sp;   /* the addend is subtracted */
        if (e >= ec) {
            if (e - ec <= 75) {
                P <<= e - ec;
                C = mc;
                e = ec;
            } else {
                P <<= 77;
                C = 1;
                e -= 77;
            }
        } else if (ec - e <= 100) {
            C = (unsigned __int128)mc << (ec - e);
        } else {
            C = (unsigned __int128)mc << 77;
            P = 1;
            e = ec - 77;
        }
    }
    uint32_t sign = sp;
    unsigned __int128 m = P + C;
    if (sc) {
        if (P == C)
            return 0;   /* an exact zero sum is +0 in round to nearest */
        m = P > C ? P - C : C - P;
        sign = P > C ? sp : sp ^ SIGN;
    }
    int sticky = 0;
    while (m >> 64) {   /* keep the top 64 bits, the rest as sticky */
        sticky |= (int)(m & 1);
        m >>= 1;
        e++;
    }
    return round_pack(sign, (uint64_t)m, e + n, sticky, denorm);
}

uint32_t fdiv_fmas(uint32_t s0, uint32_t s1, uint32_t s2, int vcc, unsigned denorm)
{
    if (!vcc)
        return fp32_fma(s0, s1, s2, denorm);
    int n = expo(flush_in(s2, denorm)) >= 127 ? 64 : -64;
    uint32_t a = flush_in(s0, denorm), b = flush_in(s1, denorm), c = flush_in(s2, denorm);
    if (is_nan(a) || is_nan(b) || is_nan(c) || is_inf(a) || is_inf(b) || is_inf(c) ||
        is_zero(a) || is_zero(b))   /* special or exactly c: fp32_fma's result, then scaled */
        return scale(fp32_fma(s0, s1, s2, denorm), n, denorm);
    return fma_scaled(a, b, c, n, denorm);
}

uint32_t fdiv_fixup(uint32_t s0, uint32_t s1, uint32_t s2, unsigned denorm)
{
    s0 = flush_in(s0, denorm);
    s1 = flush_in(s1, denorm);
    s2 = flush_in(s2, denorm);
    uint32_t sign = (s1 ^ s2) & SIGN;
    if (is_nan(s2) || is_nan(s1))
        return FP32_QNAN;
    if ((is_zero(s1) && is_zero(s2)) || (is_inf(s1) && is_inf(s2)))
        return FP32_QNAN;                   /* 0/0, inf/inf */
    if (is_zero(s1) || is_inf(s2))
        return sign | INF;                  /* x/0, inf/x */
    if (is_inf(s1) || is_zero(s2))
        return sign;                        /* x/inf, 0/x */
    if ((int)expo(s2) - (int)expo(s1) < -150)
        return sign;                        /* |quotient| < 2^-150: rounds to zero */
    if ((int)expo(s2) - (int)expo(s1) >= 129)
        return sign | INF;                  /* |quotient| > 2^128: overflows */
    if (is_nan(s0))
        return FP32_QNAN;
    return sign | (s0 & ~SIGN);
}
