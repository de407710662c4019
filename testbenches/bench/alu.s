; alu.s -- benchmark kernel: an ALU-heavy loop with no divergence (scripts/bench.sh).
; Each work-item runs `iters` iterations of 8 vector integer/FP32 ops and writes two values, so
; nearly every retired instruction is a full-width VALU op: this measures the golden model's
; per-instruction cost on its fast path. Arguments: out (buffer, 8 bytes per work-item), iters.
    .text
    .pws_arg out, buffer
    .pws_arg iters, u32
alu:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_load_dword s6, s[0:1], 0x8
    s_lshl_b32 s3, s2, 6
    v_add_u32_e32 v0, vcc, s3, v0           ; global id
    v_mov_b32_e32 v1, v0
    v_cvt_f32_u32_e32 v2, v0
    v_mov_b32_e32 v3, 1.0
    v_mov_b32_e32 v7, 0
    s_waitcnt lgkmcnt(0)
.Lloop:
    v_mul_u32_u24_e32 v4, v1, v1
    v_xor_b32_e32 v1, v4, v1
    v_add_u32_e32 v1, vcc, 0x9e3779b9, v1
    v_lshrrev_b32_e32 v4, 7, v1
    v_or_b32_e32 v1, v1, v4
    v_mul_f32_e32 v2, 0.5, v2               ; v2 -> 2.0: the FP values stay finite and normal,
    v_add_f32_e32 v2, v2, v3                ; as in real kernels (v3 = 1.0)
    v_mac_f32_e32 v7, 0.5, v2               ; v7 grows by about 1 per iteration
    s_sub_u32 s6, s6, 1
    s_cmp_lg_u32 s6, 0
    s_cbranch_scc1 .Lloop
    v_lshlrev_b32_e32 v4, 3, v0             ; 8 bytes per work-item
    v_mov_b32_e32 v6, s5
    v_add_u32_e32 v5, vcc, s4, v4
    v_addc_u32_e32 v6, vcc, 0, v6, vcc
    v_mov_b32_e32 v2, v1
    v_mov_b32_e32 v3, v7
    flat_store_dwordx2 v[5:6], v[2:3]
    s_endpgm
