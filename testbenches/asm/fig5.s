; fig5.s -- the split/merge sequence of the PWS paper's Figure 5a, on a 4-lane wavefront:
;
;   (1) ... split s0, s1   (2) ... split s0, s2   (3) ... merge   (2) ... merge   (1) ...
;
; The paper's s0 = 11, s1 = 01, s2 = 00 are 2-bit halves of the 4-lane masks 1101 and 1100
; (written lane 3 ... lane 0, as in docs/isa.md section 4). Our s_split takes lanes 0-31 in
; ssrc0 and lanes 32-63 in ssrc1, so the two masks are the SGPR pairs
;   s[20:21] = (0xd, 0): lanes 3, 2, 0 stay, lane 1 goes to SWF2;
;   s[22:23] = (0xc, 0): lanes 3, 2 stay, lane 0 goes to SWF3.
; Each split precedes a branch whose condition is the same mask (the lanes that stay run the
; then-part), so with --split pws --spsimds 2 (or more) the SWFs end with the split masks of the
; figure's table: SWF1 1100, SWF2 0010, SWF3 0001, and merge back in the order of Fig. 5a.
;
; Every region appends its number as a hex digit to the lane's trace:
;   (1) 1; split; if (lane in s[20:21]) { (2) 2; split; if (lane in s[22:23]) { (3) 3 }
;   else { (3') 4 }; merge; (2) 5 } else { (2') 6 }; merge; (1) 7
; so out[idx] = 0x12457 for lane 0 (ran in SWF3), 0x167 for lane 1 (SWF2) and 0x12357 for
; lanes 2 and 3 (SWF1). The work-items are numbered as for a 4-wide workgroup: --wg 4; the grid
; may hold several workgroups (each is one wavefront at --wave 4).
    .text
    .pws_arg out, buffer
fig5:
    s_load_dwordx2 s[4:5], s[0:1], 0x0      ; out
    s_mov_b32 s20, 0xd                      ; first split mask, lanes 0-31 (paper: s0 s1)
    s_mov_b32 s21, 0                        ; lanes 32-63: none in a 4-lane wavefront
    s_mov_b32 s22, 0xc                      ; second split mask (paper: s0 s2)
    s_mov_b32 s23, 0
    s_lshl_b32 s3, s2, 2
    v_add_u32_e32 v1, vcc, s3, v0           ; idx = workgroup * 4 + lane
    ; region (1)
    v_mov_b32_e32 v5, 1
    s_split s20, s21                        ; (1) -> (2)
    s_and_saveexec_b64 s[12:13], s[20:21]
    s_xor_b64 s[12:13], exec, s[12:13]
    s_cbranch_execz .Lelse1
    ; region (2), SWF1
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 2, v5
    s_split s22, s23                        ; (2) -> (3)
    s_and_saveexec_b64 s[14:15], s[22:23]
    s_xor_b64 s[14:15], exec, s[14:15]
    s_cbranch_execz .Lelse2
    ; region (3), SWF1
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 3, v5
.Lelse2:
    s_or_saveexec_b64 s[14:15], s[14:15]
    s_xor_b64 exec, exec, s[14:15]
    s_cbranch_execz .Ljoin2
    ; region (3), SWF3
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 4, v5
.Ljoin2:
    s_or_b64 exec, exec, s[14:15]
    s_merge                                 ; (3) -> (2): SWF1 with SWF3
    ; region (2), SWF1 again with SpM 1101
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 5, v5
.Lelse1:
    s_or_saveexec_b64 s[12:13], s[12:13]
    s_xor_b64 exec, exec, s[12:13]
    s_cbranch_execz .Ljoin1
    ; region (2), SWF2
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 6, v5
.Ljoin1:
    s_or_b64 exec, exec, s[12:13]
    s_merge                                 ; (2) -> (1): SWF1 with SWF2
    ; region (1)
    v_lshlrev_b32_e32 v5, 4, v5
    v_or_b32_e32 v5, 7, v5
    v_lshlrev_b32_e32 v1, 2, v1
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v3, s5
    v_add_u32_e32 v2, vcc, s4, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_store_dword v[2:3], v5
    s_endpgm
