/* golden/alu.h -- the integer computations of the scalar and vector ALUs, as pure functions.
 *
 * Everything here is a function of its arguments only (no wave state), so the same helper serves
 * an SALU op and its VALU twin (s_bfe_u32 / v_bfe_u32 differ only in how the operands are packed)
 * and the RTL can mirror each one as a combinational block. Exact GCN3 rules, including the "-1
 * when no bit is found" results and the shift-amount masking; spec: docs/exec.md. */
#ifndef PWS_ALU_H
#define PWS_ALU_H

#include <stdint.h>

/* ---- Bit counting ---------------------------------------------------------------------------- */
unsigned alu_popcount32(uint32_t x);
unsigned alu_popcount64(uint64_t x);
/* Index of the lowest set bit, or -1 (0xffffffff) if x == 0 (s_ff1, v_ffbl). */
uint32_t alu_ff1_32(uint32_t x);
uint32_t alu_ff1_64(uint64_t x);
/* Leading zeros counted from bit 31, or -1 if x == 0 (s_flbit_i32_b32, v_ffbh_u32). */
uint32_t alu_flbit_u32(uint32_t x);
/* Position counted from bit 31 (= 0) of the first bit that differs from the sign bit, i.e. the
 * number of leading bits equal to the sign, sign included; -1 if x is 0 or -1 (s_flbit_i32,
 * v_ffbh_i32: 0x40000000 and 0x80000000 give 1, 0xfffffffe gives 31). */
uint32_t alu_flbit_i32(uint32_t x);
uint32_t alu_brev32(uint32_t x);

/* ---- Bit fields ------------------------------------------------------------------------------ */
/* Field of width bits starting at bit offset, zero- or sign-extended. width == 0 gives 0; a width
 * of 32 (64) or more gives the whole shifted value. offset must be < 32 (< 64): callers mask. */
uint32_t alu_bfe_u32(uint32_t x, unsigned offset, unsigned width);
uint32_t alu_bfe_i32(uint32_t x, unsigned offset, unsigned width);
uint64_t alu_bfe_u64(uint64_t x, unsigned offset, unsigned width);
uint64_t alu_bfe_i64(uint64_t x, unsigned offset, unsigned width);
/* ((1 << width) - 1) << offset, both taken modulo 32 (64) as s_bfm does. */
uint32_t alu_bfm32(uint32_t width, uint32_t offset);
uint64_t alu_bfm64(uint32_t width, uint32_t offset);
/* s_wqm_b64: every quad (4 aligned bits) with any bit set becomes all ones. */
uint64_t alu_wqm64(uint64_t x);

/* ---- Arithmetic ------------------------------------------------------------------------------ */
/* Signed overflow of a + b and a - b (the SCC of s_add_i32 / s_sub_i32 / s_addk_i32). */
int alu_add_ovf_i32(uint32_t a, uint32_t b);
int alu_sub_ovf_i32(uint32_t a, uint32_t b);
/* 24-bit multiplies: the low 24 bits of each operand, sign- or zero-extended; lo = bits 31:0 of
 * the 48-bit product, hi = bits 47:32. */
uint32_t alu_mul_i24_lo(uint32_t a, uint32_t b);
uint32_t alu_mul_i24_hi(uint32_t a, uint32_t b);
uint32_t alu_mul_u24_lo(uint32_t a, uint32_t b);
uint32_t alu_mul_u24_hi(uint32_t a, uint32_t b);
uint32_t alu_mul_hi_u32(uint32_t a, uint32_t b);
uint32_t alu_mul_hi_i32(uint32_t a, uint32_t b);
/* Median of three (v_med3_i32 / v_med3_u32). */
uint32_t alu_med3_i32(uint32_t a, uint32_t b, uint32_t c);
uint32_t alu_med3_u32(uint32_t a, uint32_t b, uint32_t c);

#endif
