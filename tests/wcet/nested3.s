; tests/wcet/nested3.s -- testbenches/asm/fig2.s with one more if/else (BB6a, marked with s_split)
; nested in the else part of BB1, so BB2 (in the then part) and BB6a can split at the same time in
; the two SWFs of BB1: with every split real the wavefront holds 3 SWF contexts at once.
; With S = 2, Select alone would pick BB1, BB2 and BB7, but the hardware gives the context to
; whichever of BB2 and BB6a splits first, so neither is guaranteed (docs/wcet.md "Splits already
; in the code"). Kernel name fig2 (unchanged).
    .text
    .pws_arg A, buffer
    .pws_arg out, buffer
fig2:
    s_load_dwordx4 s[4:7], s[0:1], 0x0      ; s[4:5] = A, s[6:7] = out
    s_lshl_b32 s3, s2, 6
    v_add_u32_e32 v0, vcc, s3, v0           ; idx
    v_lshlrev_b32_e32 v1, 2, v0
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v3, s5
    v_add_u32_e32 v2, vcc, s4, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_load_dword v4, v[2:3]              ; v4 = A[idx]
    s_waitcnt vmcnt(0)
    ; BB1
    v_mov_b32_e32 v5, 1                     ; trace = 0x1
    v_cmp_lt_i32_e32 vcc, 25, v4            ; A[idx] > 25
    s_split vcc_lo, vcc_hi                  ; then-lanes stay, BB6 lanes go to a new SWF
    s_and_saveexec_b64 s[12:13], vcc
    s_xor_b64 s[12:13], exec, s[12:13]      ; s[12:13] = lanes of the else-part
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execz .LBB1_else
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    ; BB2
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 2, v5
    v_cmp_lt_i32_e32 vcc, 0x4b, v4          ; A[idx] > 75
    s_split vcc_lo, vcc_hi
    s_and_saveexec_b64 s[14:15], vcc
    s_xor_b64 s[14:15], exec, s[14:15]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execz .LBB2_else
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    ; BB3
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 3, v5
.LBB2_else:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_saveexec_b64 s[14:15], s[14:15]
    s_xor_b64 exec, exec, s[14:15]
    s_cbranch_execz .LBB2_join
    ; BB4
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 4, v5
.LBB2_join:
    s_or_b64 exec, exec, s[14:15]
    s_merge
    ; BB5
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 5, v5
.LBB1_else:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_saveexec_b64 s[12:13], s[12:13]
    s_xor_b64 exec, exec, s[12:13]
    s_cbranch_execz .LBB1_join
    ; BB6
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 6, v5
    v_cmp_lt_i32_e32 vcc, 10, v4            ; BB6a: A[idx] > 10, inside the else part of BB1
    s_split vcc_lo, vcc_hi
    s_and_saveexec_b64 s[16:17], vcc
    s_xor_b64 s[16:17], exec, s[16:17]
    s_cbranch_execz .LBB6_else
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 11, v5
.LBB6_else:
    s_or_saveexec_b64 s[16:17], s[16:17]
    s_xor_b64 exec, exec, s[16:17]
    s_cbranch_execz .LBB6_join
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 12, v5
.LBB6_join:
    s_or_b64 exec, exec, s[16:17]
    s_merge
.LBB1_join:
    s_or_b64 exec, exec, s[12:13]
    s_merge
    ; BB7
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 7, v5
    v_cmp_lt_i32_e32 vcc, 50, v4            ; A[idx] > 50
    s_split vcc_lo, vcc_hi
    s_and_saveexec_b64 s[12:13], vcc
    s_xor_b64 s[12:13], exec, s[12:13]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execz .LBB7_else
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    ; BB8
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 8, v5
.LBB7_else:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_saveexec_b64 s[12:13], s[12:13]
    s_xor_b64 exec, exec, s[12:13]
    s_cbranch_execz .LBB7_join
    ; BB9
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 9, v5
.LBB7_join:
    s_or_b64 exec, exec, s[12:13]
    s_merge
    ; BB10
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 10, v5
    v_mov_b32_e32 v3, s7                    ; v[2:3] = out + 4 * idx
    v_add_u32_e32 v2, vcc, s6, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_store_dword v[2:3], v5
    s_endpgm
