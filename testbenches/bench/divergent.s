; divergent.s -- benchmark kernel: nested divergent if/else inside a loop, in clang's branch
; serialization style, marked for PWS with s_split/s_merge (scripts/bench.sh). Lanes take four
; different paths by the low two bits of their id, so half the lanes are masked in every block:
; this measures the model's cost on partially active wavefronts and on split/merge.
; Arguments: out (buffer, 4 bytes per work-item), iters.
    .text
    .pws_arg out, buffer
    .pws_arg iters, u32
divergent:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_load_dword s6, s[0:1], 0x8
    s_lshl_b32 s3, s2, 6
    v_add_u32_e32 v0, vcc, s3, v0           ; global id
    v_and_b32_e32 v7, 1, v0                 ; outer condition: odd ids
    v_and_b32_e32 v8, 2, v0                 ; inner condition
    v_mov_b32_e32 v1, 0
    s_waitcnt lgkmcnt(0)
.Lloop:
    v_cmp_ne_u32_e32 vcc, 0, v7
    s_split vcc_lo, vcc_hi                  ; odd lanes stay, even lanes go to an SpSIMD
    s_and_saveexec_b64 s[8:9], vcc
    s_xor_b64 s[8:9], exec, s[8:9]
    s_cbranch_execz .Lelse
    v_cmp_ne_u32_e32 vcc, 0, v8             ; then: nested if on bit 1 (no split: serialised)
    s_and_saveexec_b64 s[10:11], vcc
    v_add_u32_e32 v1, vcc, 3, v1
    v_xor_b32_e32 v1, 0x55, v1
    s_or_b64 exec, exec, s[10:11]
    v_add_u32_e32 v1, vcc, 1, v1
.Lelse:
    s_or_saveexec_b64 s[8:9], s[8:9]
    s_xor_b64 exec, exec, s[8:9]
    s_cbranch_execz .Ljoin
    v_lshlrev_b32_e32 v4, 1, v1             ; else: v1 = 2 * v1 + 5
    v_add_u32_e32 v1, vcc, 5, v4
.Ljoin:
    s_or_b64 exec, exec, s[8:9]
    s_merge
    s_sub_u32 s6, s6, 1
    s_cmp_lg_u32 s6, 0
    s_cbranch_scc1 .Lloop
    v_lshlrev_b32_e32 v4, 2, v0
    v_mov_b32_e32 v6, s5
    v_add_u32_e32 v5, vcc, s4, v4
    v_addc_u32_e32 v6, vcc, 0, v6, vcc
    flat_store_dword v[5:6], v1
    s_endpgm
