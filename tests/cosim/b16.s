; b16.s -- the 16-bit integer VALU ops clang emits for short and ushort arithmetic (and bfs's
; v_cmp_*_u16), in lockstep: sources whose high halves are not zero (the ops read the low
; halves), negative low halves (the signed min/max, shift and compare sign-extend bit 15),
; shift counts above 15 (only S0[3:0] counts), clamp on the adds, subtracts and mads, a 16-bit
; literal, SGPR and inline sources, compares in e32 and e64 form into VCC and an SGPR pair,
; v_cmpx narrowing EXEC and a 16-bit op under it. v0 = work-item id. Straight line: one
; instruction a line. Used by tests/integration/cosim_pipe.sh.
    .text
b16:
    s_mov_b32 s10, 0x9e3779b9
    s_mov_b32 s11, 0x0001fff3                ; low half -13, high half 1
    v_mul_lo_u32 v1, v0, s10                 ; a spread of 32-bit values, high halves set
    v_mul_lo_u32 v2, v1, v1
    v_add_u16 v3, v1, v2
    v_add_u16_e64 v4, v1, v2 clamp           ; saturates at 0xffff
    v_sub_u16 v5, v1, v2
    v_sub_u16_e64 v6, v1, v2 clamp           ; saturates at 0
    v_subrev_u16 v7, v1, v2
    v_subrev_u16_e64 v8, v1, v2 clamp
    v_mul_lo_u16 v9, s11, v1
    v_add_u16 v10, 0x8001, v2                ; a 16-bit literal
    v_lshlrev_b16 v11, v0, v1                ; counts 0..15
    v_lshrrev_b16_e64 v12, 19, v2            ; count 19: shifts by 3
    v_ashrrev_i16 v13, v0, v2
    v_ashrrev_i16_e64 v14, 4, s11
    v_max_u16 v15, v1, v2
    v_max_i16 v16, v1, v2
    v_min_u16 v17, v1, v2
    v_min_i16 v18, s11, v2
    v_mad_u16 v19, v1, v2, v3
    v_mad_u16 v20, v1, v2, v3 clamp
    v_mad_i16 v21, v1, -3, v2
    v_mad_i16 v22, v1, v2, s11 clamp
    v_cmp_lt_i16 vcc, v1, v2
    v_cndmask_b32 v23, 0, v0, vcc
    v_cmp_gt_u16_e64 s[12:13], v1, v2
    v_cndmask_b32_e64 v24, 0, 1, s[12:13]
    v_cmp_eq_u16 vcc, v3, v10
    v_cmp_ne_i16_e64 s[14:15], v13, -1
    v_cmp_le_u16 vcc, 64, v12
    v_cmp_ge_i16_e64 s[16:17], v16, s11
    v_cmp_t_i16 vcc, v1, v1
    v_cmp_f_u16_e64 s[18:19], v1, v2
    v_cmpx_lt_u16 vcc, v1, v2                ; EXEC narrowed
    v_add_u16_e64 v25, v3, v4 clamp
    v_cmpx_gt_i16_e64 s[20:21], v16, 0
    v_mad_u16 v26, v1, v1, v2
    s_mov_b64 exec, -1
    v_cndmask_b32_e64 v27, 0, 1, s[20:21]
    s_endpgm

    .section .rodata,#alloc
    .p2align 6
    .amdhsa_kernel b16
        .amdhsa_next_free_vgpr 28
        .amdhsa_next_free_sgpr 22
        .amdhsa_system_vgpr_workitem_id 0
    .end_amdhsa_kernel
