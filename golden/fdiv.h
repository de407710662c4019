/* golden/fdiv.h -- FP32 reciprocal and GCN3's division helpers, bit for bit, in pure integer C.
 *
 * clang expands an IEEE float division into v_div_scale_f32 (twice), v_rcp_f32, a chain of
 * v_fma_f32, v_div_fmas_f32 and v_div_fixup_f32. These are the four operations behind that
 * sequence that golden/fp32.h does not have. They follow docs/fp32.md's common rules (denormal
 * mode, canonical NaN, round to nearest even); what each computes, including the ranges where
 * GCN3's own documentation is vague, is defined in docs/exec.md "FP32 division". */
#ifndef PWS_FDIV_H
#define PWS_FDIV_H

#include <stdint.h>

/* v_rcp_f32 / v_rcp_iflag_f32: 1 / a, correctly rounded (the hardware's approximation is not
 * modelled). 1/±0 = ±inf, 1/±inf = ±0, NaN -> canonical NaN. */
uint32_t fdiv_rcp(uint32_t a, unsigned denorm);

/* v_div_scale_f32 D, VCC, s0, s1 = denominator, s2 = numerator: s0 scaled by 2^64 or 2^-64 when
 * the division would lose range, else s0; *vcc is set when v_div_fmas_f32 must scale back. */
uint32_t fdiv_scale(uint32_t s0, uint32_t s1, uint32_t s2, unsigned denorm, int *vcc);

/* v_div_fmas_f32: fma(s0, s1, s2), then, if vcc, scaled by 2^64 when s2's exponent field is at
 * least 127 (|s2| >= 1) and by 2^-64 otherwise. */
uint32_t fdiv_fmas(uint32_t s0, uint32_t s1, uint32_t s2, int vcc, unsigned denorm);

/* v_div_fixup_f32 s0 = quotient, s1 = denominator, s2 = numerator: the special results of
 * s2 / s1 (NaN, 0/0, inf/inf, x/0, x/inf, 0/x, certain underflow or overflow), else s0 with
 * the quotient's sign. */
uint32_t fdiv_fixup(uint32_t s0, uint32_t s1, uint32_t s2, unsigned denorm);

#endif
