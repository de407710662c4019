; valu_ops.s -- vector ALU in lockstep: integer and FP32 ops through the generated lanes, VOPC
; into VCC and an SGPR pair, v_cmpx, the carry family (e32 and e64), v_cndmask, 64-bit shifts,
; v_mac, VOP3 modifiers, readlane/readfirstlane/writelane, and partial EXEC. v0 = work-item id.
    .text
valu_ops:
    v_mov_b32 v1, 0x3fc00000                 ; 1.5
    v_cvt_f32_u32 v2, v0                     ; float(id)
    v_add_f32 v3, v2, v1
    v_mul_f32 v4, v3, -2.0
    v_mad_f32 v5, v2, v3, v4
    v_fma_f32 v6, -v2, |v4|, 0.5
    v_mac_f32 v5, v2, v1
    v_max_f32_e64 v7, v3, v4 mul:2 clamp
    v_rcp_f32 v8, v3
    v_cvt_i32_f32 v9, v4
    v_add_u32 v10, vcc, -1, v0               ; borrow on lane 0 only
    v_addc_u32 v11, vcc, v0, v0, vcc
    v_sub_u32_e64 v12, s[6:7], v0, 5
    v_subb_u32_e64 v13, s[8:9], v12, v0, s[6:7]
    v_mul_lo_u32 v14, v10, v11
    v_mul_hi_u32 v15, v10, v1
    v_lshlrev_b32 v16, v0, v1
    v_ashrrev_i32 v17, 3, v10
    v_bfe_u32 v18, v16, 20, 8
    v_lshlrev_b64 v[20:21], v0, v[10:11]
    v_cmp_gt_u32 vcc, 6, v0
    v_cndmask_b32 v22, v14, v15, vcc
    v_cmp_lt_f32_e64 s[10:11], v3, 4.0
    v_cndmask_b32_e64 v23, v2, v3, s[10:11]
    v_mbcnt_lo_u32_b32 v24, -1, 0
    v_readlane_b32 s12, v16, 5
    v_readfirstlane_b32 s13, v22
    v_writelane_b32 v25, s12, 3
    s_mov_b64 s[14:15], exec
    v_cmpx_lt_u32 vcc, v0, 11                ; EXEC = lanes 0..10
    v_add_u32 v26, vcc, v0, v16              ; partial EXEC: 11 lanes written
    v_readfirstlane_b32 s16, v26
    s_mov_b64 exec, 0x30                     ; lanes 4, 5
    v_mov_b32 v27, v0
    v_readfirstlane_b32 s17, v0              ; first active lane = 4
    s_mov_b64 exec, s[14:15]
    v_xor_b32 v28, v27, v26
    v_mov_b32 v29, 0x3ff
    v_cmp_class_f32 vcc, v8, v29
    v_cmp_ne_i32_e64 s[18:19], v17, -1
    s_endpgm
