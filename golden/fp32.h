/* golden/fp32.h -- IEEE-754 binary32 arithmetic as the PWS compute unit does it, bit for bit.
 *
 * Pure integer code (no host FPU), so the result never depends on the host's compiler flags or
 * FPU state, and so the RTL FP32 units can follow the same algorithm step by step. Rounding is
 * always round-to-nearest-even (the only FP_ROUND mode the project supports). Spec, including
 * every NaN and denormal rule: docs/fp32.md.
 *
 * denorm is the kernel's MODE[5:4] (FP_DENORM for single precision):
 *   0: flush input and output denormals   1: keep input denormals, flush output denormals
 *   2: flush input, keep output           3: keep both (IEEE)
 * A flushed denormal becomes a zero of the same sign. Any NaN result is the canonical quiet NaN
 * FP32_QNAN (0x7fc00000) (docs/fp32.md "NaN"). */
#ifndef PWS_FP32_H
#define PWS_FP32_H

#include <stdint.h>

#define FP32_QNAN 0x7fc00000u

uint32_t fp32_add(uint32_t a, uint32_t b, unsigned denorm);
uint32_t fp32_sub(uint32_t a, uint32_t b, unsigned denorm);              /* a - b */
uint32_t fp32_mul(uint32_t a, uint32_t b, unsigned denorm);
uint32_t fp32_fma(uint32_t a, uint32_t b, uint32_t c, unsigned denorm);  /* a*b+c, one rounding */
/* v_mad_f32 / v_mac_f32: a*b rounded, then + c rounded; denormals are always flushed (inputs,
 * the intermediate product and the output), whatever the mode, as GCN3's MAD does. */
uint32_t fp32_mad(uint32_t a, uint32_t b, uint32_t c);
/* IEEE minNum/maxNum: if exactly one operand is NaN the other is returned; -0 < +0. */
uint32_t fp32_min(uint32_t a, uint32_t b, unsigned denorm);
uint32_t fp32_max(uint32_t a, uint32_t b, unsigned denorm);

/* v_med3_f32 as the GCN3 ISA pseudocode defines it: the middle value of a, b, c, except that
 * its max3 == operand test is IEEE (-0 == +0) (docs/fp32.md "med3"); if any operand is NaN,
 * min(min(a, b), c) with fp32_min's NaN rule. */
uint32_t fp32_med3(uint32_t a, uint32_t b, uint32_t c, unsigned denorm);

/* Comparison: FP32_CMP_LT/EQ/GT/UN bits as the relation of a to b (exactly one set). */
enum { FP32_CMP_LT = 1, FP32_CMP_EQ = 2, FP32_CMP_GT = 4, FP32_CMP_UN = 8 };
unsigned fp32_compare(uint32_t a, uint32_t b, unsigned denorm);

/* v_cmp_class_f32: the one class bit of a (exactly one set). Denormals are reported as such
 * whatever the mode: the class test looks at the encoding, not at a flushed value. */
enum {
    FP32_CLASS_SNAN = 1u << 0, FP32_CLASS_QNAN = 1u << 1,
    FP32_CLASS_NEG_INF = 1u << 2, FP32_CLASS_NEG_NORMAL = 1u << 3,
    FP32_CLASS_NEG_DENORM = 1u << 4, FP32_CLASS_NEG_ZERO = 1u << 5,
    FP32_CLASS_POS_ZERO = 1u << 6, FP32_CLASS_POS_DENORM = 1u << 7,
    FP32_CLASS_POS_NORMAL = 1u << 8, FP32_CLASS_POS_INF = 1u << 9,
};
unsigned fp32_class(uint32_t a);

/* Conversions. to_i32/to_u32 truncate toward zero, saturate out-of-range values, give 0 for NaN. */
uint32_t fp32_from_i32(int32_t x);
uint32_t fp32_from_u32(uint32_t x);
int32_t fp32_to_i32(uint32_t a, unsigned denorm);
uint32_t fp32_to_u32(uint32_t a, unsigned denorm);
uint32_t fp32_trunc(uint32_t a, unsigned denorm);   /* round toward zero to an integral value */
uint32_t fp32_floor(uint32_t a, unsigned denorm);
uint32_t fp32_ceil(uint32_t a, unsigned denorm);
uint32_t fp32_rndne(uint32_t a, unsigned denorm);   /* to nearest integral, ties to even */
uint32_t fp32_fract(uint32_t a, unsigned denorm);   /* a - floor(a), clamped below 1.0 */

/* Output modifiers of VOP3 (omod: 0 none, 1 *2, 2 *4, 3 /2; then clamp to [0,1] if clamp).
 * a is a rounded result: it is never input-flushed; the scaled value is rounded and output-
 * flushed per mode. clamp turns NaN and anything with the sign bit set (-0 too) into +0. */
uint32_t fp32_omod_clamp(uint32_t a, unsigned omod, unsigned clamp, unsigned denorm);

/* Building blocks shared with the other FP units (division, transcendental helpers), so that
 * every unit rounds and flushes exactly alike (docs/fp32.md "The pipeline"). */
uint32_t fp32_flush_in(uint32_t a, unsigned denorm);   /* denormal -> signed 0 unless bit 0 */
uint32_t fp32_flush_out(uint32_t r, unsigned denorm);  /* denormal -> signed 0 unless bit 1 */
/* Rounds the exact value (-1)^sign * sig * 2^exp to binary32: RNE, overflow to infinity, then
 * fp32_flush_out. sig == 0 gives a zero of that sign. sig's bit 0 may stand for a sticky bit
 * (the OR of bits shifted out) if sig's leading 1 is at bit 25 or above: then bit 0 falls below
 * the guard bit and only feeds the sticky bit. */
uint32_t fp32_round_pack(unsigned sign, int exp, uint64_t sig, unsigned denorm);

#endif
