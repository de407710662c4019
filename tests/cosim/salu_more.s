; salu_more.s -- more SALU ops (docs/microarchitecture.md "The scalar units"):
; bit-field, bit-count, find-first, reverse, sign-extend, abs, wqm, 64-bit logic and shifts,
; bitset, s_getreg_b32 of MODE, and the PC ops (s_getpc_b64, s_swappc_b64, s_setpc_b64). Straight line: the two jumps
; land on the next instruction line (getpc = its pc + 4; + 8 is the line after swappc,
; whose return address + 12 is s_endpgm), so the instructions retired are the instruction
; lines of this file (cosim.sh counts them). Values: whatever the golden model
; computes, compared by the lockstep; the operands are chosen to exercise signs and edges.
    .text
k:
    s_mov_b32 s4, 0x8000f0f0
    s_mov_b32 s5, 0x00130004
    s_mov_b32 s6, -1
    s_mov_b32 s7, 0x7fff00ff
    s_nand_b32 s8, s4, s7
    s_nor_b32 s9, s4, s7
    s_xnor_b32 s10, s4, s7
    s_nand_b64 s[10:11], s[4:5], s[6:7]
    s_nor_b64 s[12:13], s[4:5], s[6:7]
    s_xnor_b64 s[12:13], s[4:5], s[6:7]
    s_ashr_i64 s[14:15], s[6:7], 36
    s_ashr_i64 s[14:15], s[4:5], s5
    s_bfm_b32 s16, 12, 5
    s_bfm_b64 s[16:17], 40, 3
    s_bfe_u32 s18, s4, s5
    s_bfe_i32 s18, s4, s5
    s_bfe_i32 s19, s4, 0x10001f
    s_bfe_i32 s19, s4, 0
    s_bfe_u64 s[20:21], s[4:5], s5
    s_bfe_i64 s[20:21], s[6:7], 0x40000c
    s_bfe_i64 s[22:23], s[4:5], 0x2a0004
    s_absdiff_i32 s24, s5, s4
    s_absdiff_i32 s24, 5, 5
    s_cmp_eq_u32 s24, 0
    s_cmov_b64 s[24:25], s[4:5]
    s_cmp_eq_u32 s24, 1
    s_cmov_b64 s[26:27], s[4:5]
    s_not_b64 s[26:27], s[4:5]
    s_wqm_b64 s[28:29], s[4:5]
    s_brev_b32 s30, s4
    s_bcnt0_i32_b32 s31, s4
    s_bcnt1_i32_b32 s31, s7
    s_bcnt1_i32_b64 s32, s[4:5]
    s_ff0_i32_b32 s33, s6
    s_ff0_i32_b32 s33, s7
    s_ff1_i32_b32 s34, s4
    s_ff1_i32_b32 s34, 0
    s_ff1_i32_b64 s35, s[10:11]
    s_flbit_i32_b32 s36, s5
    s_flbit_i32_b32 s36, 0
    s_flbit_i32 s37, s4
    s_flbit_i32 s37, s6
    s_sext_i32_i8 s38, s4
    s_sext_i32_i16 s38, s4
    s_abs_i32 s39, s4
    s_abs_i32 s39, s7
    s_bitcmp0_b64 s[4:5], 52
    s_bitcmp1_b64 s[4:5], 31
    s_bitset1_b32 s39, s5
    s_bitset0_b32 s39, 31
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0xf
    s_getreg_b32 s44, hwreg(HW_REG_MODE, 0, 8)
    s_getreg_b32 s45, hwreg(HW_REG_MODE)
    s_getpc_b64 s[40:41]
    s_add_u32 s40, s40, 8
    s_swappc_b64 s[42:43], s[40:41]
    s_nop 0
    s_add_u32 s42, s42, 12
    s_setpc_b64 s[42:43]
    s_endpgm
