; lds_reduce.s -- workgroup sum reduction in LDS, two ways, one result pair per workgroup:
;   out[2 * wg]     = tree reduction: each work-item writes its value to LDS[tid]; then for
;                     stride = 64, 32, ..., 1: work-items tid < stride add LDS[tid + stride] into
;                     LDS[tid], with s_barrier between steps (ds_write_b32 / ds_read_b32);
;   out[2 * wg + 1] = every work-item's ds_add_u32 into one LDS counter (cleared by work-item 0
;                     before a barrier).
; Sums wrap modulo 2^32. Each reduction step is split (PWS) on its condition tid < stride, and
; merged before the step's barrier, so the barrier always sees whole wavefronts.
; Workgroups are WG = 128 work-items (--wg 128): two wavefronts at --wave 64, eight at --wave 16.
; LDS: 128 words of partial sums at offset 0, the counter at offset 512.
; This kernel needs LDS, so it has an .amdhsa_kernel block: kernarg pointer in s[0:1] (enabled
; explicitly), workgroup id x in s2, work-item id x in v0.
    .pws_arg in, buffer
    .pws_arg out, buffer
    .text
lds_reduce:
    s_load_dwordx4 s[4:7], s[0:1], 0x0      ; s[4:5] = in, s[6:7] = out
    s_mov_b32 m0, -1                        ; DS address limit: the whole LDS (gfx8)
    s_lshl_b32 s3, s2, 7
    v_add_u32_e32 v1, vcc, s3, v0           ; global index
    v_lshlrev_b32_e32 v1, 2, v1
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v3, s5
    v_add_u32_e32 v2, vcc, s4, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_load_dword v4, v[2:3]              ; this work-item's value
    v_lshlrev_b32_e32 v6, 2, v0             ; LDS address of LDS[tid]
    v_mov_b32_e32 v7, 0                     ; LDS address 0 (the counter is at offset:512)
    v_cmp_eq_u32_e32 vcc, 0, v0
    s_and_saveexec_b64 s[12:13], vcc
    s_cbranch_execz .Lcleared
    ds_write_b32 v7, v7 offset:512          ; counter = 0
.Lcleared:
    s_or_b64 exec, exec, s[12:13]
    s_waitcnt vmcnt(0)
    ds_write_b32 v6, v4                     ; LDS[tid] = value
    s_waitcnt lgkmcnt(0)
    s_barrier
    ds_add_u32 v7, v4 offset:512            ; counter += value
    s_movk_i32 s16, 0x40                    ; stride
.Lstep:
    v_cmp_gt_u32_e32 vcc, s16, v0           ; tid < stride
    s_split vcc_lo, vcc_hi
    s_and_saveexec_b64 s[12:13], vcc
    s_cbranch_execz .Lskip
    s_lshl_b32 s17, s16, 2
    v_add_u32_e32 v8, vcc, s17, v6          ; LDS address of LDS[tid + stride]
    ds_read_b32 v9, v6
    ds_read_b32 v10, v8
    s_waitcnt lgkmcnt(0)
    v_add_u32_e32 v9, vcc, v9, v10
    ds_write_b32 v6, v9
.Lskip:
    s_or_b64 exec, exec, s[12:13]
    s_merge
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_lshr_b32 s16, s16, 1
    s_cmp_lg_u32 s16, 0
    s_cbranch_scc1 .Lstep
    v_cmp_eq_u32_e32 vcc, 0, v0             ; work-item 0 writes the results
    s_and_saveexec_b64 s[12:13], vcc
    s_cbranch_execz .Lend
    ds_read_b32 v9, v7                      ; tree sum, LDS[0]
    ds_read_b32 v10, v7 offset:512          ; counter
    s_lshl_b32 s18, s2, 3                   ; out + 8 * workgroup
    s_add_u32 s6, s6, s18
    s_addc_u32 s7, s7, 0
    v_mov_b32_e32 v2, s6
    v_mov_b32_e32 v3, s7
    s_waitcnt lgkmcnt(0)
    flat_store_dwordx2 v[2:3], v[9:10]
.Lend:
    s_endpgm

    .section .rodata,#alloc
    .p2align 6
    .amdhsa_kernel lds_reduce
        .amdhsa_group_segment_fixed_size 516
        .amdhsa_kernarg_size 16
        .amdhsa_user_sgpr_count 2
        .amdhsa_user_sgpr_kernarg_segment_ptr 1
        .amdhsa_system_sgpr_workgroup_id_x 1
        .amdhsa_system_vgpr_workitem_id 0
        .amdhsa_next_free_vgpr 11
        .amdhsa_next_free_sgpr 19
    .end_amdhsa_kernel
