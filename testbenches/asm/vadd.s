; vadd.s -- int32 c[i] = a[i] + b[i] for i < n; the smallest end-to-end kernel.
; Hand-written (docs/asm.md "Hand-written kernels"): default ABI, s[0:1] = kernarg pointer,
; s2 = workgroup id x, v0 = work-item id x. Workgroups are 64 work-items wide: run with --wg 64.
; Arguments: a, b (int32 buffers), c (int32 output buffer), n (uint).
    .text
    .pws_arg a, buffer
    .pws_arg b, buffer
    .pws_arg c, buffer
    .pws_arg n, u32
vadd:
    s_load_dwordx4 s[4:7], s[0:1], 0x0      ; s[4:5] = a, s[6:7] = b
    s_load_dwordx2 s[8:9], s[0:1], 0x10     ; s[8:9] = c
    s_load_dword s10, s[0:1], 0x18          ; n
    s_lshl_b32 s3, s2, 6                    ; first work-item of this workgroup
    v_add_u32_e32 v0, vcc, s3, v0           ; i
    s_waitcnt lgkmcnt(0)
    v_cmp_gt_u32_e32 vcc, s10, v0           ; i < n
    s_and_saveexec_b64 s[12:13], vcc
    s_cbranch_execz .Lend
    v_lshlrev_b32_e32 v1, 2, v0             ; byte offset i * 4 (buffers are < 4 GiB)
    v_mov_b32_e32 v3, s5                    ; v[2:3] = a + 4i
    v_add_u32_e32 v2, vcc, s4, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    v_mov_b32_e32 v5, s7                    ; v[4:5] = b + 4i
    v_add_u32_e32 v4, vcc, s6, v1
    v_addc_u32_e32 v5, vcc, 0, v5, vcc
    flat_load_dword v6, v[2:3]
    flat_load_dword v7, v[4:5]
    v_mov_b32_e32 v3, s9                    ; v[2:3] = c + 4i
    v_add_u32_e32 v2, vcc, s8, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    s_waitcnt vmcnt(0) lgkmcnt(0)
    v_add_u32_e32 v6, vcc, v6, v7
    flat_store_dword v[2:3], v6
.Lend:
    s_endpgm
