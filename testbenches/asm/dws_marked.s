; dws_marked.s -- a branchy kernel for dynamic wavefront splitting (the thesis's DWS baseline):
; every divergent branch is marked by setting MODE bit 21 just before its s_cbranch_execz /
; s_cbranch_execnz and clearing it on each successor, so under --split dws the wavefront splits
; at the first S branches that see a heterogeneous mask (docs/isa.md section 6). There is no
; s_split: under none and pws the kernel runs unsplit. For x = in[i]:
;   if (x & 1) { r = 3 * x; if (x & 2) r += 7; else r ^= 0x55; } else { r = x >> 1; }
;   for (k = x & 7; k != 0; k--) r = 5 * r + k;        (trip count 0..7)
;   out[i] = r;
; The loop is clang's do-while under a guard: the guard's execz and the back-edge's execnz are
; both marked. Default ABI; --wg 64; the grid must equal the number of elements.
    .text
    .pws_arg in, buffer
    .pws_arg out, buffer
dws_marked:
    s_load_dwordx4 s[4:7], s[0:1], 0x0      ; s[4:5] = in, s[6:7] = out
    s_lshl_b32 s3, s2, 6
    v_add_u32_e32 v0, vcc, s3, v0
    v_lshlrev_b32_e32 v1, 2, v0
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v3, s5
    v_add_u32_e32 v2, vcc, s4, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_load_dword v4, v[2:3]              ; x
    s_waitcnt vmcnt(0)
    v_and_b32_e32 v6, 1, v4
    v_cmp_ne_u32_e32 vcc, 0, v6             ; x odd
    s_and_saveexec_b64 s[12:13], vcc
    s_xor_b64 s[12:13], exec, s[12:13]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execz .Leven
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    v_mul_lo_u32 v5, v4, 3                  ; r = 3x
    v_and_b32_e32 v6, 2, v4
    v_cmp_ne_u32_e32 vcc, 0, v6             ; x & 2
    s_and_saveexec_b64 s[14:15], vcc
    s_xor_b64 s[14:15], exec, s[14:15]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execz .Lno2
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    v_add_u32_e32 v5, vcc, 7, v5            ; r += 7
.Lno2:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_saveexec_b64 s[14:15], s[14:15]
    s_xor_b64 exec, exec, s[14:15]
    s_cbranch_execz .Ljoin2
    v_xor_b32_e32 v5, 0x55, v5              ; r ^= 0x55
.Ljoin2:
    s_or_b64 exec, exec, s[14:15]
.Leven:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_saveexec_b64 s[12:13], s[12:13]
    s_xor_b64 exec, exec, s[12:13]
    s_cbranch_execz .Ljoin1
    v_lshrrev_b32_e32 v5, 1, v4             ; r = x >> 1
.Ljoin1:
    s_or_b64 exec, exec, s[12:13]
    v_and_b32_e32 v9, 7, v4                 ; k
    v_cmp_ne_u32_e32 vcc, 0, v9
    s_and_saveexec_b64 s[16:17], vcc
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execz .Lafter
    s_mov_b64 s[18:19], 0                   ; lanes that have left the loop
.Lbody:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    v_mul_lo_u32 v5, v5, 5
    v_add_u32_e32 v5, vcc, v9, v5           ; r = 5r + k
    v_add_u32_e32 v9, vcc, -1, v9           ; k--
    v_cmp_eq_u32_e32 vcc, 0, v9
    s_or_b64 s[18:19], vcc, s[18:19]
    s_andn2_b64 exec, exec, s[18:19]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execnz .Lbody
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_b64 exec, exec, s[18:19]
.Lafter:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_b64 exec, exec, s[16:17]
    v_mov_b32_e32 v3, s7
    v_add_u32_e32 v2, vcc, s6, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_store_dword v[2:3], v5
    s_endpgm
