; valu64.s -- the 64-bit integer VALU ops clang emits for libclc's id arithmetic and 64-bit
; compares, in lockstep: v_mad_u64_u32 / v_mad_i64_i32 (a 64-bit VGPR result and a carry mask
; into an SGPR pair or VCC, back to back with their consumers), v_cmp_*_i64/u64 in e32 and e64
; form against VGPR pairs, SGPR pairs and inline constants (64-bit: -1 is all ones), v_cmpx
; narrowing EXEC, a mad under partial EXEC, and v_div_scale_f32's flag into an SGPR pair.
; v0 = work-item id. Straight line: one instruction a line. Used by tests/integration/cosim_pipe.sh.
    .text
valu64:
    s_mov_b32 s10, 0x9e3779b9
    s_mov_b32 s16, 0x80000000
    s_mov_b32 s17, 0xfffffff0
    v_mul_lo_u32 v1, v0, s10                 ; a spread of 32-bit values
    v_mov_b32 v4, -1
    v_mov_b32 v5, v1
    v_mad_u64_u32 v[2:3], s[12:13], v1, v1, v[4:5]
    v_cndmask_b32_e64 v12, 0, 1, s[12:13]    ; the carry, read at once
    v_mad_i64_i32 v[6:7], vcc, v1, -3, v[2:3]
    v_cndmask_b32 v13, 0, v0, vcc            ; the sign
    v_mad_u64_u32 v[8:9], s[14:15], v1, v0, s[16:17]
    v_mad_i64_i32 v[10:11], s[18:19], v6, v7, v[8:9]
    v_add_u32 v14, vcc, v10, v11             ; the pair's dwords read at once
    v_cmp_lt_i64 vcc, v[2:3], v[6:7]
    v_cndmask_b32 v15, 0, v0, vcc
    v_cmp_gt_u64_e64 s[20:21], v[6:7], s[16:17]
    v_cmp_eq_u64 vcc, -1, v[4:5]
    v_cmp_ne_i64_e64 s[22:23], v[2:3], 5
    v_cmp_ge_u64 vcc, s[16:17], v[8:9]
    v_cmp_le_i64_e64 s[24:25], -16, v[10:11]
    v_cmp_t_u64 vcc, v[8:9], v[8:9]
    v_cmp_f_i64_e64 s[26:27], v[8:9], v[10:11]
    v_cmpx_le_u64 vcc, v[8:9], v[10:11]      ; EXEC narrowed
    v_mad_u64_u32 v[16:17], s[28:29], v11, v10, v[2:3]
    v_cmpx_gt_i64_e64 s[30:31], v[16:17], 0
    v_mad_i64_i32 v[18:19], vcc, v16, v17, v[16:17]
    s_mov_b64 exec, -1
    v_cmp_lt_u64 vcc, v[16:17], v[18:19]
    v_cvt_f32_u32 v20, v0
    v_div_scale_f32 v21, s[32:33], v20, v20, 1.0   ; VOP3b's other op: its flag into a pair
    v_cndmask_b32_e64 v21, 0, 1, s[32:33]
    s_endpgm

    .section .rodata,#alloc
    .p2align 6
    .amdhsa_kernel valu64
        .amdhsa_next_free_vgpr 22
        .amdhsa_next_free_sgpr 34
        .amdhsa_system_vgpr_workitem_id 0
    .end_amdhsa_kernel
