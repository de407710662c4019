; ds2.s -- the DS read2 / write2 family beyond ds_read2_b32 / ds_write2_b32: 8-byte elements
; (_b64: data0 and data1 VGPR pairs, four dwords read), offsets counting 64 elements (st64:
; 256 bytes a unit for b32, 512 for b64), around an s_barrier, and a read with half the lanes
; off. Work-item t of a workgroup writes
;   ds_write2st64_b32   at 4t + {0, 256}:           t + 1000, t + 2000
;   ds_write2_b64       at 8t + {512, 1024}:        (t + 3000, t + 4000), (t + 5000, t + 6000)
;   ds_write2st64_b64   at 8t + {1536, 2048}:       (t + 5000, t + 6000), (t + 3000, t + 4000)
; then reads its neighbour u = t ^ 1's slots with the matching read ops (the st64_b64 read in
; the even lanes only; odd lanes keep 7) and stores the ten dwords at out + 48 (64 w + t):
;   u+1000 u+2000 | u+3000 u+4000 u+5000 u+6000 | u+5000 u+6000 u+3000 u+4000 (odd t: 7 7 7 7)
; Run with --grid 128 --wg 64 --arg zeros:6144 (2 workgroups; straight line, 43 instructions
; a wavefront).
; Used by tests/integration/cosim_pipe.sh.
    .pws_arg out, buffer
    .text
ds2:
    s_load_dwordx2 s[4:5], s[0:1], 0x0      ; out
    v_lshlrev_b32_e32 v1, 2, v0             ; 4t
    v_add_u32_e32 v2, vcc, 1000, v0
    v_add_u32_e32 v3, vcc, 2000, v0
    v_lshlrev_b32_e32 v4, 3, v0             ; 8t
    v_add_u32_e32 v6, vcc, 3000, v0
    v_add_u32_e32 v7, vcc, 4000, v0
    v_add_u32_e32 v8, vcc, 5000, v0
    v_add_u32_e32 v9, vcc, 6000, v0
    ds_write2st64_b32 v1, v2, v3 offset1:1
    ds_write2_b64 v4, v[6:7], v[8:9] offset0:64 offset1:128
    ds_write2st64_b64 v4, v[8:9], v[6:7] offset0:3 offset1:4
    v_xor_b32_e32 v10, 4, v1                ; 4u
    v_xor_b32_e32 v11, 8, v4                ; 8u
    v_mov_b32_e32 v18, 7
    v_mov_b32_e32 v19, 7
    v_mov_b32_e32 v20, 7
    v_mov_b32_e32 v21, 7
    s_waitcnt lgkmcnt(0)
    s_barrier
    ds_read2st64_b32 v[12:13], v10 offset1:1
    ds_read2_b64 v[14:17], v11 offset0:64 offset1:128
    v_and_b32_e32 v22, 1, v0
    v_cmp_eq_u32_e32 vcc, 0, v22            ; even lanes
    s_and_saveexec_b64 s[6:7], vcc
    ds_read2st64_b64 v[18:21], v11 offset0:3 offset1:4
    s_mov_b64 exec, s[6:7]
    s_mul_i32 s8, s2, 0xc00                 ; out + 48 (64 w + t)
    v_mul_u32_u24_e32 v22, 48, v0
    v_add_u32_e32 v22, vcc, s8, v22
    v_mov_b32_e32 v23, s5
    v_add_u32_e32 v22, vcc, s4, v22
    v_addc_u32_e32 v23, vcc, 0, v23, vcc
    s_waitcnt lgkmcnt(0)
    flat_store_dwordx4 v[22:23], v[12:15]
    v_add_u32_e32 v24, vcc, 16, v22
    v_addc_u32_e32 v25, vcc, 0, v23, vcc
    flat_store_dwordx4 v[24:25], v[16:19]
    v_add_u32_e32 v24, vcc, 32, v22
    v_addc_u32_e32 v25, vcc, 0, v23, vcc
    flat_store_dwordx2 v[24:25], v[20:21]
    s_waitcnt vmcnt(0)
    s_endpgm

    .section .rodata,#alloc
    .p2align 6
    .amdhsa_kernel ds2
        .amdhsa_group_segment_fixed_size 2560
        .amdhsa_kernarg_size 8
        .amdhsa_user_sgpr_count 2
        .amdhsa_user_sgpr_kernarg_segment_ptr 1
        .amdhsa_system_sgpr_workgroup_id_x 1
        .amdhsa_system_vgpr_workitem_id 0
        .amdhsa_next_free_vgpr 26
        .amdhsa_next_free_sgpr 9
    .end_amdhsa_kernel
