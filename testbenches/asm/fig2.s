; fig2.s -- the kernel of the PWS paper's Figure 2 (nested if/else, then a second if/else),
; marked for both kinds of splitting:
;   * PWS (Sec. 4.1, Fig. 3b): `s_split vcc_lo, vcc_hi` before each divergent branch, with the
;     branch condition as the mask (lanes taking the then-path stay, the others go to a new SWF),
;     and `s_merge` right after the join, where the two paths have re-converged;
;   * DWS (thesis Sec. 4.3): MODE bit 21 set just before each branch's s_cbranch_execz and
;     cleared on both of its successors, so under --split dws the wavefront splits there.
; Under --split none every split is null and MODE bit 21 has no effect: the results are the same.
;
;   BB1: if (A[idx] > 25) { BB2: if (A[idx] > 75) BB3 else BB4; BB5 } else BB6;
;   BB7: if (A[idx] > 50) BB8 else BB9; BB10
;
; Every basic block appends its number as one hex digit to the work-item's trace, so
; out[idx] records the path in execution order, e.g. A = 17 gives 0x1679a (BB1 BB6 BB7 BB9 BB10),
; A = 80 gives 0x123578a. The paper's four work-items are A = {17, 29, 52, 80}.
; Control flow is written as clang emits it for if/else (and-saveexec / xor / execz, else-part
; with or-saveexec / xor exec, s_or_b64 exec at the join).
; Default ABI: s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id x. --wg 64, and the grid
; must equal the number of elements (no bounds check, as in the paper).
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
