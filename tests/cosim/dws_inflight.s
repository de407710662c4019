; dws_inflight.s -- a DWS split while the splitter's loads are in flight: a FLAT load (v4) and
; a scalar load (s8) are issued right before a marked s_cbranch_execz, and both paths read
; them. The pipelined CU issues a branch that may split only when nothing of its wavefront is in
; flight (docs/microarchitecture.md "Split hardware on the pipeline"), so the new SWF's SGPR
; copy holds s8 and its VGPRs hold v4. Lane i: odd lanes r = buf[1] + buf[i], even lanes
; r = buf[i] - buf[1], stored to buf[i]. Run with --grid 16 --wg 16 --arg @FILE(64 bytes).
; Retired, by hand: 13 before the branch; under --split dws (S >= 1) the branch splits: the
; splitter retires it and 9 more (the then-part, the join and the skipped else-part's branch),
; the new SWF the same branch and 8 more (the else-part and the join): 13 + 10 + 9 = 32; under
; --split none: 13 + 1 + 10 = 24 (both parts, one after the other).
; Used by tests/integration/cosim_pipe.sh and cosim_mutants_pipe_dws.sh.
    .text
    .pws_arg buf, buffer
dws_inflight:
    s_load_dwordx2 s[4:5], s[0:1], 0x0    ; buf
    v_and_b32 v1, 1, v0
    v_cmp_ne_u32_e64 s[10:11], 0, v1      ; odd lanes
    v_lshlrev_b32 v2, 2, v0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v3, s5
    v_add_u32 v2, vcc, s4, v2
    v_addc_u32 v3, vcc, 0, v3, vcc        ; v[2:3] = buf + 4 i
    flat_load_dword v4, v[2:3]            ; in flight at the branch
    s_load_dword s8, s[4:5], 0x4          ; in flight at the branch
    s_and_saveexec_b64 s[12:13], s[10:11]
    s_xor_b64 s[12:13], exec, s[12:13]
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
    s_cbranch_execz .Leven                ; marked: splits under dws
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    v_add_u32 v5, vcc, s8, v4             ; odd: buf[1] + buf[i]
.Leven:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
    s_or_saveexec_b64 s[12:13], s[12:13]
    s_xor_b64 exec, exec, s[12:13]
    s_cbranch_execz .Ljoin
    v_subrev_u32 v5, vcc, s8, v4          ; even: buf[i] - buf[1]
.Ljoin:
    s_or_b64 exec, exec, s[12:13]
    flat_store_dword v[2:3], v5
    s_endpgm
