/* golden/fp32.c -- IEEE-754 binary32 arithmetic in integer C, bit-exact. Spec: docs/fp32.md.
 *
 * Every arithmetic operation follows the same pipeline, which is also the pipeline the RTL FP32
 * units implement stage by stage:
 *
 *   unpack -> flush input denormals (mode bit 0 clear) -> special cases (NaN, inf, zero)
 *   -> exact computation on integer significands, bits that fall off the right are OR-ed into a
 *      sticky bit -> normalise -> round to nearest even (guard and sticky bits) -> overflow to
 *      inf -> pack -> flush output denormals (mode bit 1 clear)
 *
 * No float or double appears here: the host FPU's flags, x87 excess precision or FTZ settings
 * can never change a result. */
#include "fp32.h"

#include <stdbool.h>

#define SIGN_BIT   0x80000000u
#define EXP_MASK   0x7f800000u
#define FRAC_MASK  0x007fffffu
#define HIDDEN_BIT 0x00800000u        /* the implicit leading 1 of a normal significand */
#define EXP_BIAS   127
#define FP32_ONE   0x3f800000u
#define FP32_INF   0x7f800000u
/* An unpacked significand's least significant bit weighs 2^(biased exponent - LSB_BIAS). */
#define LSB_BIAS   (EXP_BIAS + 23)

/* denorm (MODE.FP_DENORM for fp32): bit 0 keeps input denormals, bit 1 keeps output denormals. */
#define KEEP_IN(d)  (((d) & 1u) != 0)
#define KEEP_OUT(d) (((d) & 2u) != 0)

/* ---- field access ---------------------------------------------------------------------------- */

static unsigned sign_of(uint32_t a) { return a >> 31; }
static unsigned exp_of(uint32_t a) { return (a & EXP_MASK) >> 23; }
static uint32_t frac_of(uint32_t a) { return a & FRAC_MASK; }
static bool is_nan(uint32_t a) { return exp_of(a) == 0xff && frac_of(a) != 0; }
static bool is_inf(uint32_t a) { return (a & ~SIGN_BIT) == FP32_INF; }
static bool is_zero(uint32_t a) { return (a & ~SIGN_BIT) == 0; }
static bool is_denormal(uint32_t a) { return exp_of(a) == 0 && frac_of(a) != 0; }
static uint32_t signed_zero(unsigned sign) { return (uint32_t)sign << 31; }
static uint32_t signed_inf(unsigned sign) { return ((uint32_t)sign << 31) | FP32_INF; }

/* A denormal becomes a zero of the same sign when the mode says inputs are flushed. */
uint32_t fp32_flush_in(uint32_t a, unsigned denorm)
{
    if (!KEEP_IN(denorm) && is_denormal(a))
        return a & SIGN_BIT;
    return a;
}

/* The same for a result, when the mode says outputs are flushed. Applied after rounding: a value
 * that rounds up to the smallest normal 0x00800000 is normal and survives (docs/fp32.md). */
uint32_t fp32_flush_out(uint32_t r, unsigned denorm)
{
    if (!KEEP_OUT(denorm) && is_denormal(r))
        return r & SIGN_BIT;
    return r;
}

/* A finite nonzero operand as sign * sig * 2^(exp): sig has 24 bits for a normal (hidden bit
 * made explicit) and fewer for a denormal, whose exponent is that of the smallest normal. */
typedef struct {
    unsigned sign;
    int exp;            /* power of two of sig's bit 0 */
    uint64_t sig;
} unpacked;

static unpacked unpack(uint32_t a)
{
    unpacked u;
    unsigned e = exp_of(a);
    u.sign = sign_of(a);
    if (e == 0) {
        u.sig = frac_of(a);
        u.exp = 1 - LSB_BIAS;
    } else {
        u.sig = frac_of(a) | HIDDEN_BIT;
        u.exp = (int)e - LSB_BIAS;
    }
    return u;
}

/* x >> n, with every bit shifted out OR-ed into bit 0 ("jamming"), so that the result still says
 * whether the exact value lay strictly above a multiple of 2^n. */
static uint64_t shr_jam(uint64_t x, unsigned n)
{
    if (n == 0)
        return x;
    if (n >= 64)
        return x != 0;
    return (x >> n) | ((x << (64 - n)) != 0);
}

/* Index of the most significant set bit; x != 0. */
static unsigned msb_index(uint64_t x)
{
    unsigned i = 0;
    while (x >>= 1)
        i++;
    return i;
}

/* Shift a nonzero significand left until its most significant bit is at bit `pos`, keeping the
 * value (the exponent drops by the shift). Shifting right is never needed by the callers. */
static void normalise_to(unpacked *u, unsigned pos)
{
    unsigned m = msb_index(u->sig);
    u->sig <<= pos - m;
    u->exp -= (int)(pos - m);
}

/* ---- round and pack -------------------------------------------------------------------------- */

/* Rounds sign * sig * 2^exp to binary32 with round-to-nearest-even and applies the
 * output-denormal mode. sig's bit 0 may be a jammed sticky bit (see shr_jam) as long as it
 * lands below the guard bit after step 1, i.e. the leading 1 is at bit 25 or above; the only
 * internal caller with a jammed bit, add_unpacked, has its leading 1 at bit 60 or above.
 *
 * Steps, as the RTL does them:
 *   1. normalise: shift the leading 1 up to bit 63; bit 63 then weighs 2^(exp + m), so the
 *      biased exponent of the result is E = exp + m + 127 (m = the leading 1's old position).
 *   2. if E < 1 the result is denormal (or rounds to zero): shift right by 1 - E more, with
 *      sticky, so that bit 63 weighs 2^-126, and set E = 1.
 *   3. keep bits 63..40 (24 bits: bit 23 weighs 2^(E-127), bit 0 is the last place),
 *      guard = bit 39, sticky = OR of bits 38..0.
 *   4. round up if guard and (sticky or lsb). A carry out of 24 bits bumps E.
 *   5. E >= 255 -> infinity of the same sign.
 *   6. pack (a denormal has exponent field 0), then flush a denormal result if the mode says. */
uint32_t fp32_round_pack(unsigned sign, int exp, uint64_t sig, unsigned denorm)
{
    if (sig == 0)
        return signed_zero(sign);                  /* callers decide a zero's sign themselves */
    unsigned m = msb_index(sig);
    sig <<= 63 - m;
    int e_biased = exp + (int)m + EXP_BIAS;        /* exponent of bit 63, biased */

    bool denormal = false;
    if (e_biased < 1) {
        sig = shr_jam(sig, (unsigned)(1 - e_biased));
        e_biased = 1;                              /* denormals share the minimum exponent */
        denormal = true;
    }

    uint32_t mant = (uint32_t)(sig >> 40);         /* 24 bits, leading 1 included (0 if denormal) */
    bool guard = (sig >> 39) & 1;
    bool sticky = (sig & ((1ull << 39) - 1)) != 0;
    bool lsb = mant & 1;
    if (guard && (sticky || lsb))
        mant++;
    if (mant == (HIDDEN_BIT << 1)) {               /* 1.111..1 rounded up to 10.000..0 */
        mant >>= 1;
        e_biased++;
    }
    if (e_biased >= 0xff)
        return signed_inf(sign);

    uint32_t r;
    if (denormal)   /* exponent field 0; a mant rounded up to 0x800000 sets the field to 1,
                       which is exactly the encoding of the smallest normal 2^-126 */
        r = ((uint32_t)sign << 31) | mant;
    else
        r = ((uint32_t)sign << 31) | ((uint32_t)e_biased << 23) | (mant & FRAC_MASK);
    return fp32_flush_out(r, denorm);
}

/* Exact sum of two nonzero finite values, then rounded. Both significands are first normalised
 * to bit 61 (two bits of headroom: one for the carry of an addition, one spare), the smaller one
 * is shifted right to the larger's exponent with jamming. If the exponents differ by 2 or more,
 * at most one bit cancels, so the jammed bit stays far below the rounding position; if they
 * differ by 0 or 1, nothing is shifted out (each significand has at most 48 bits) and the
 * difference is exact however much cancels. */
static uint32_t add_unpacked(unpacked x, unpacked y, unsigned denorm)
{
    normalise_to(&x, 61);
    normalise_to(&y, 61);
    if (x.exp < y.exp || (x.exp == y.exp && x.sig < y.sig)) {  /* make |x| >= |y| */
        unpacked t = x;
        x = y;
        y = t;
    }
    y.sig = shr_jam(y.sig, (unsigned)(x.exp - y.exp));
    uint64_t s;
    if (x.sign == y.sign)
        s = x.sig + y.sig;
    else
        s = x.sig - y.sig;
    if (s == 0)
        return signed_zero(0);     /* x + (-x) = +0 in round-to-nearest */
    return fp32_round_pack(x.sign, x.exp, s, denorm);
}

/* ---- add, sub, mul, fma, mad ----------------------------------------------------------------- */

uint32_t fp32_add(uint32_t a, uint32_t b, unsigned denorm)
{
    a = fp32_flush_in(a, denorm);
    b = fp32_flush_in(b, denorm);
    if (is_nan(a) || is_nan(b))
        return FP32_QNAN;
    if (is_inf(a) || is_inf(b)) {
        if (is_inf(a) && is_inf(b) && sign_of(a) != sign_of(b))
            return FP32_QNAN;      /* inf - inf */
        return is_inf(a) ? a : b;
    }
    if (is_zero(a) && is_zero(b))
        return signed_zero(sign_of(a) & sign_of(b));  /* -0 + -0 = -0, otherwise +0 */
    if (is_zero(a))
        return fp32_flush_out(b, denorm);  /* a kept input denormal may be an output to flush */
    if (is_zero(b))
        return fp32_flush_out(a, denorm);
    return add_unpacked(unpack(a), unpack(b), denorm);
}

uint32_t fp32_sub(uint32_t a, uint32_t b, unsigned denorm)
{
    /* a - b = a + (-b) exactly, including signed zeros (+0 - +0 = +0 + -0 = +0) and NaN (the
     * result is the canonical NaN whatever b's sign). */
    return fp32_add(a, b ^ SIGN_BIT, denorm);
}

uint32_t fp32_mul(uint32_t a, uint32_t b, unsigned denorm)
{
    a = fp32_flush_in(a, denorm);
    b = fp32_flush_in(b, denorm);
    unsigned sign = sign_of(a) ^ sign_of(b);
    if (is_nan(a) || is_nan(b))
        return FP32_QNAN;
    if (is_inf(a) || is_inf(b)) {
        if (is_zero(a) || is_zero(b))
            return FP32_QNAN;      /* 0 * inf */
        return signed_inf(sign);
    }
    if (is_zero(a) || is_zero(b))
        return signed_zero(sign);
    unpacked x = unpack(a), y = unpack(b);
    /* 24 x 24 -> at most 48 bits: exact in 64, so round_pack sees the exact product. */
    return fp32_round_pack(sign, x.exp + y.exp, x.sig * y.sig, denorm);
}

uint32_t fp32_fma(uint32_t a, uint32_t b, uint32_t c, unsigned denorm)
{
    a = fp32_flush_in(a, denorm);
    b = fp32_flush_in(b, denorm);
    c = fp32_flush_in(c, denorm);
    unsigned psign = sign_of(a) ^ sign_of(b);
    if (is_nan(a) || is_nan(b) || is_nan(c))
        return FP32_QNAN;
    if (is_inf(a) || is_inf(b)) {
        if (is_zero(a) || is_zero(b))
            return FP32_QNAN;      /* 0 * inf, whatever c is */
        if (is_inf(c) && sign_of(c) != psign)
            return FP32_QNAN;      /* inf - inf */
        return signed_inf(psign);
    }
    if (is_inf(c))
        return c;
    if (is_zero(a) || is_zero(b)) {
        if (is_zero(c))            /* exact zero plus zero: -0 only if both are -0 */
            return signed_zero(psign & sign_of(c));
        return fp32_flush_out(c, denorm);
    }
    unpacked x = unpack(a), y = unpack(b);
    unpacked p = { psign, x.exp + y.exp, x.sig * y.sig };   /* exact product, <= 48 bits */
    if (is_zero(c))
        return fp32_round_pack(p.sign, p.exp, p.sig, denorm);
    return add_unpacked(p, unpack(c), denorm);
}

uint32_t fp32_mad(uint32_t a, uint32_t b, uint32_t c)
{
    /* Mode 0 flushes the inputs, the rounded product (an output of the multiply and an input of
     * the add) and the final result. */
    return fp32_add(fp32_mul(a, b, 0), c, 0);
}

/* ---- min, max, med3, compare, class ---------------------------------------------------------- */

/* Total order key for non-NaN values with -0 < +0: maps the sign-magnitude pattern to an
 * unsigned integer that increases with the value. */
static uint32_t order_key(uint32_t a)
{
    return (a & SIGN_BIT) ? ~a : (a | SIGN_BIT);
}

/* minNum / maxNum on operands already flushed: a NaN loses against a number; two NaNs give the
 * canonical NaN; otherwise the smaller (larger) by the order -inf < ... < -0 < +0 < ... < +inf. */
static uint32_t min_num(uint32_t a, uint32_t b)
{
    if (is_nan(a) && is_nan(b))
        return FP32_QNAN;
    if (is_nan(a))
        return b;
    if (is_nan(b))
        return a;
    return order_key(a) <= order_key(b) ? a : b;
}

static uint32_t max_num(uint32_t a, uint32_t b)
{
    if (is_nan(a) && is_nan(b))
        return FP32_QNAN;
    if (is_nan(a))
        return b;
    if (is_nan(b))
        return a;
    return order_key(a) >= order_key(b) ? a : b;
}

/* IEEE equality of two non-NaN values: the same encoding, or two zeros of any sign. */
static bool ieee_equal(uint32_t a, uint32_t b)
{
    return a == b || (is_zero(a) && is_zero(b));
}

uint32_t fp32_min(uint32_t a, uint32_t b, unsigned denorm)
{
    return fp32_flush_out(min_num(fp32_flush_in(a, denorm), fp32_flush_in(b, denorm)), denorm);
}

uint32_t fp32_max(uint32_t a, uint32_t b, unsigned denorm)
{
    return fp32_flush_out(max_num(fp32_flush_in(a, denorm), fp32_flush_in(b, denorm)), denorm);
}

uint32_t fp32_med3(uint32_t a, uint32_t b, uint32_t c, unsigned denorm)
{
    /* Literally the GCN3 ISA pseudocode. Its "MAX3 == S0" is an IEEE equality, so -0 == +0:
     * med3(-0, +0, -1) is max(+0, -1) = +0 although the median under -0 < +0 is -0. The output
     * mode is applied once, to the selected operand. */
    a = fp32_flush_in(a, denorm);
    b = fp32_flush_in(b, denorm);
    c = fp32_flush_in(c, denorm);
    uint32_t r;
    if (is_nan(a) || is_nan(b) || is_nan(c)) {
        r = min_num(min_num(a, b), c);
    } else {
        uint32_t max3 = max_num(max_num(a, b), c);
        if (ieee_equal(max3, a))
            r = max_num(b, c);
        else if (ieee_equal(max3, b))
            r = max_num(a, c);
        else
            r = max_num(a, b);
    }
    return fp32_flush_out(r, denorm);
}

unsigned fp32_compare(uint32_t a, uint32_t b, unsigned denorm)
{
    a = fp32_flush_in(a, denorm);
    b = fp32_flush_in(b, denorm);
    if (is_nan(a) || is_nan(b))
        return FP32_CMP_UN;
    if (is_zero(a) && is_zero(b))
        return FP32_CMP_EQ;        /* -0 == +0 */
    uint32_t ka = order_key(a), kb = order_key(b);
    if (ka < kb)
        return FP32_CMP_LT;
    return ka == kb ? FP32_CMP_EQ : FP32_CMP_GT;
}

unsigned fp32_class(uint32_t a)
{
    unsigned neg = sign_of(a);
    if (is_nan(a))
        return (a & 0x00400000u) ? FP32_CLASS_QNAN : FP32_CLASS_SNAN;
    if (is_inf(a))
        return neg ? FP32_CLASS_NEG_INF : FP32_CLASS_POS_INF;
    if (is_zero(a))
        return neg ? FP32_CLASS_NEG_ZERO : FP32_CLASS_POS_ZERO;
    if (is_denormal(a))
        return neg ? FP32_CLASS_NEG_DENORM : FP32_CLASS_POS_DENORM;
    return neg ? FP32_CLASS_NEG_NORMAL : FP32_CLASS_POS_NORMAL;
}

/* ---- conversions ----------------------------------------------------------------------------- */

uint32_t fp32_from_u32(uint32_t x)
{
    if (x == 0)
        return 0;
    /* x = x * 2^0; round_pack never sees a denormal or an overflow here, so the mode is moot. */
    return fp32_round_pack(0, 0, x, 3);
}

uint32_t fp32_from_i32(int32_t x)
{
    if (x == 0)
        return 0;
    /* Magnitude in unsigned arithmetic: -(-2^31) does not fit an int32_t. */
    uint32_t mag = x < 0 ? 0u - (uint32_t)x : (uint32_t)x;
    return fp32_round_pack(x < 0, 0, mag, 3);
}

/* |a| truncated to an integer, for finite a with |a| < 2^32 (callers check the range first). */
static uint32_t trunc_magnitude(uint32_t a)
{
    unpacked u = unpack(a);
    if (u.exp >= 0)
        return (uint32_t)(u.sig << u.exp);
    if (u.exp <= -24)
        return 0;
    return (uint32_t)(u.sig >> -u.exp);
}

int32_t fp32_to_i32(uint32_t a, unsigned denorm)
{
    a = fp32_flush_in(a, denorm);       /* moot: any denormal truncates to 0 either way */
    if (is_nan(a))
        return 0;
    unsigned e = exp_of(a);
    if (e >= EXP_BIAS + 31) {      /* |a| >= 2^31 (inf included) */
        if (sign_of(a) && a == 0xcf000000u)
            return INT32_MIN;      /* -2^31 is exactly representable */
        return sign_of(a) ? INT32_MIN : INT32_MAX;
    }
    uint32_t mag = trunc_magnitude(a);
    return sign_of(a) ? -(int32_t)mag : (int32_t)mag;
}

uint32_t fp32_to_u32(uint32_t a, unsigned denorm)
{
    a = fp32_flush_in(a, denorm);
    if (is_nan(a))
        return 0;
    if (exp_of(a) >= EXP_BIAS + 32)   /* |a| >= 2^32 (inf included) */
        return sign_of(a) ? 0 : UINT32_MAX;
    uint32_t mag = trunc_magnitude(a);
    return sign_of(a) ? 0 : mag;      /* -0.9 truncates to 0; -1 and below saturate to 0 */
}

/* ---- rounding to integral values ------------------------------------------------------------- */

enum round_dir { TO_ZERO, TO_NEG, TO_POS, TO_NEAREST_EVEN };

/* Rounds a to an integral value in direction dir. Works on the bit pattern: for 1 <= |a| < 2^23
 * the fraction bits of the significand are the low (150 - E) bits of the pattern; clearing them
 * truncates, and adding one unit at the integer's LSB position increments the magnitude (a carry
 * out of the fraction field correctly increments the exponent). Results are integral, so they
 * are zero or >= 1 and never denormal: only the input mode matters. */
static uint32_t round_integral(uint32_t a, unsigned denorm, enum round_dir dir)
{
    a = fp32_flush_in(a, denorm);
    if (is_nan(a))
        return FP32_QNAN;
    unsigned e = exp_of(a);
    unsigned neg = sign_of(a);
    if (e >= LSB_BIAS)             /* |a| >= 2^23: already integral; also inf */
        return a;
    if (is_zero(a))
        return a;
    if (e < EXP_BIAS) {            /* 0 < |a| < 1 */
        bool up;                   /* does the magnitude become 1 (else 0)? */
        switch (dir) {
        case TO_NEG: up = neg; break;
        case TO_POS: up = !neg; break;
        case TO_NEAREST_EVEN: up = e == EXP_BIAS - 1 && frac_of(a) != 0; break;  /* > 0.5 */
        default: up = false; break;
        }
        return up ? (signed_zero(neg) | FP32_ONE) : signed_zero(neg);
    }
    unsigned fbits = LSB_BIAS - e;                 /* 1..23 fraction bits */
    uint32_t unit = 1u << fbits;                   /* weight 1.0 in the pattern */
    uint32_t rem = a & (unit - 1);
    uint32_t t = a & ~(unit - 1);
    bool up;
    switch (dir) {
    case TO_NEG: up = neg && rem != 0; break;
    case TO_POS: up = !neg && rem != 0; break;
    case TO_NEAREST_EVEN: {
        uint32_t half = unit >> 1;
        bool odd = ((frac_of(a) | HIDDEN_BIT) >> fbits) & 1;
        up = rem > half || (rem == half && odd);
        break;
    }
    default: up = false; break;
    }
    return up ? t + unit : t;
}

uint32_t fp32_trunc(uint32_t a, unsigned denorm) { return round_integral(a, denorm, TO_ZERO); }
uint32_t fp32_floor(uint32_t a, unsigned denorm) { return round_integral(a, denorm, TO_NEG); }
uint32_t fp32_ceil(uint32_t a, unsigned denorm) { return round_integral(a, denorm, TO_POS); }
uint32_t fp32_rndne(uint32_t a, unsigned denorm)
{
    return round_integral(a, denorm, TO_NEAREST_EVEN);
}

uint32_t fp32_fract(uint32_t a, unsigned denorm)
{
    a = fp32_flush_in(a, denorm);
    if (is_nan(a))
        return FP32_QNAN;
    /* Not inf - floor(inf) = NaN: an infinity has no fractional part. ROCm's OCML fract() uses
     * v_fract_f32 as is from gfx8 on, and forces +0 for infinities only on older chips
     * (llvm-project amd/device-libs/ocml/src/fractF.cl), so gfx8 returns 0 here. */
    if (is_inf(a))
        return 0;
    /* a - floor(a) is exact except for a small negative a, where 1 - |a| may round up to 1.0;
     * the largest float below 1.0 is returned then, so the result is always in [0, 1). */
    uint32_t r = fp32_sub(a, fp32_floor(a, denorm), denorm);
    const uint32_t below_one = 0x3f7fffffu;
    if (order_key(r) > order_key(below_one))
        return below_one;
    return r;
}

/* ---- VOP3 output modifiers ------------------------------------------------------------------- */

uint32_t fp32_omod_clamp(uint32_t a, unsigned omod, unsigned clamp, unsigned denorm)
{
    /* a is already a rounded result, so it is not an input to flush: multiply with input
     * denormals kept, output denormals per mode. */
    static const uint32_t scale[4] = { FP32_ONE, 0x40000000u, 0x40800000u, 0x3f000000u };
    unsigned mode = 1u | (denorm & 2u);
    uint32_t r = (omod & 3) ? fp32_mul(a, scale[omod & 3], mode) : a;
    if (clamp) {
        if (is_nan(r))
            return 0;              /* DX10_CLAMP: a NaN clamps to +0 */
        if (sign_of(r))
            return 0;              /* negative values and -0 clamp to +0 */
        if (order_key(r) > order_key(FP32_ONE))
            return FP32_ONE;
    }
    return r;
}
