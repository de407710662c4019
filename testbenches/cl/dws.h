/* testbenches/cl/dws.h -- marking branches for the thesis's dynamic wavefront splitting (DWS)
 * from OpenCL C. DWS splits a wavefront at an s_cbranch_execz/execnz with a heterogeneous mask
 * while MODE bit 21 is set (docs/isa.md section 6). OpenCL C cannot place code around the
 * branches clang generates, so a kernel sets the bit once, at entry: every divergent branch is
 * then a split point, and the wavefront splits at the first S of them. Under --split none and
 * pws the bit has no effect, so results never change.
 * The hwreg operand is id | offset << 6 | (size - 1) << 11 with HW_REG_MODE = 1; clang emits
 * s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1. */
#ifndef TB_DWS_H
#define TB_DWS_H

#define DWS_MARK_ALL_BRANCHES() __builtin_amdgcn_s_setreg(1 | 21 << 6 | (1 - 1) << 11, 1)

#endif
