; atomics.s -- atomics whose returned values depend on the order they reach memory, and the DS
; ops the testbenches do not use. Every lane of every wavefront does flat_atomic_add / umax /
; inc / cmpswap with glc on shared dwords of `cnt` (the old values come back and are stored to
; `out`), and ds_add_rtn_u32 on one LDS dword; then ds_write2_b32 / ds_read2_b32 /
; ds_write_b64 / ds_read_b64 around an s_barrier. With several SIMDs (and CUs) the atomics of
; different wavefronts interleave in time: the lockstep passes only if the RTL performs them in
; the order they retire (the atomic token, docs/cosim.md "Atomics"). Run with
;   --grid 128 --wg 64 --arg zeros:16 --arg zeros:4096     (wave 16: 2 workgroups of 4 waves)
; Straight line: 41 instructions per wavefront.
    .pws_arg cnt, buffer
    .pws_arg out, buffer
    .text
atomics:
    s_load_dwordx4 s[4:7], s[0:1], 0x0      ; s[4:5] = cnt, s[6:7] = out
    s_mov_b32 m0, -1
    v_mov_b32_e32 v10, 1
    v_add_u32_e32 v11, vcc, 5, v0           ; umax operand: tid + 5
    v_mov_b32_e32 v12, 2                    ; cmpswap: {src 2, cmp v13}
    v_mov_b32_e32 v13, 0
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v2, s4
    v_mov_b32_e32 v3, s5
    flat_atomic_add v4, v[2:3], v10 glc     ; cnt[0] += 1: old = the order of arrival
    v_add_u32_e32 v2, vcc, 4, v2
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_atomic_umax v5, v[2:3], v11 glc    ; cnt[1] = max
    v_add_u32_e32 v2, vcc, 4, v2
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_atomic_inc v6, v[2:3], v11 glc     ; cnt[2]: wraps at tid + 5
    v_add_u32_e32 v2, vcc, 4, v2
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_atomic_cmpswap v7, v[2:3], v[12:13] glc   ; cnt[3]: only the first lane swaps 0 -> 2
    v_lshlrev_b32_e32 v14, 2, v0            ; LDS byte address 4 * tid
    v_mov_b32_e32 v15, 0
    ds_add_rtn_u32 v8, v15, v10 offset:1024 ; LDS counter: old = the order of arrival
    ds_write2_b32 v14, v4, v5 offset1:64    ; LDS[tid] = v4, LDS[tid + 64] = v5
    s_waitcnt lgkmcnt(0)
    s_barrier
    v_xor_b32_e32 v16, 4, v14               ; a neighbour's slot (tid ^ 1)
    ds_read2_b32 v[18:19], v16 offset1:64
    v_lshlrev_b32_e32 v17, 3, v0            ; 8 * tid: a 64-bit slot after the first 512 bytes
    ds_write_b64 v17, v[6:7] offset:512
    s_waitcnt lgkmcnt(0)
    ds_read_b64 v[20:21], v17 offset:512
    s_lshl_b32 s8, s2, 10                   ; out + 1024 * workgroup + 16 * tid
    v_lshlrev_b32_e32 v22, 4, v0
    v_add_u32_e32 v22, vcc, s8, v22
    v_mov_b32_e32 v23, s7
    v_add_u32_e32 v22, vcc, s6, v22
    v_addc_u32_e32 v23, vcc, 0, v23, vcc
    s_waitcnt lgkmcnt(0)
    flat_store_dwordx4 v[22:23], v[18:21]
    s_waitcnt vmcnt(0)
    s_endpgm

    .section .rodata,#alloc
    .p2align 6
    .amdhsa_kernel atomics
        .amdhsa_group_segment_fixed_size 1028
        .amdhsa_kernarg_size 16
        .amdhsa_user_sgpr_count 2
        .amdhsa_user_sgpr_kernarg_segment_ptr 1
        .amdhsa_system_sgpr_workgroup_id_x 1
        .amdhsa_system_vgpr_workitem_id 0
        .amdhsa_next_free_vgpr 24
        .amdhsa_next_free_sgpr 9
    .end_amdhsa_kernel
