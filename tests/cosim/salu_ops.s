; salu_ops.s -- one of (nearly) every SOP1/SOP2/SOPK/SOPC op the RTL's SALU implements, with
; operands that exercise carries, signed overflow, shifts by more than 31 and 64-bit pairs.
; Run by tests/integration/cosim.sh in lockstep: the golden model checks every result.
    .text
salu_ops:
    s_mov_b32 s3, 0xfffffff0
    s_movk_i32 s4, 0x7fff
    s_add_u32 s5, s3, 0x20            ; carry out: SCC 1
    s_addc_u32 s6, s4, 0              ; + SCC
    s_sub_u32 s7, s4, s3              ; borrow
    s_subb_u32 s8, s7, 1
    s_add_i32 s9, 0x7fffffff, 1       ; signed overflow
    s_sub_i32 s10, 0x80000000, 1
    s_min_i32 s11, s3, s4
    s_min_u32 s12, s3, s4
    s_max_i32 s13, s3, -7
    s_max_u32 s14, s3, s4
    s_cselect_b32 s15, s3, s4
    s_and_b32 s16, s3, 0xff
    s_or_b32 s17, s3, s4
    s_xor_b32 s18, s3, s4
    s_andn2_b32 s19, s3, s4
    s_orn2_b32 s20, s4, s3
    s_lshl_b32 s21, s4, 33            ; shift amount taken mod 32
    s_lshr_b32 s22, s3, 4
    s_ashr_i32 s23, s3, 2
    s_mul_i32 s24, s3, s4
    s_mov_b64 s[26:27], s[4:5]
    s_and_b64 s[28:29], s[26:27], -1
    s_or_b64 s[30:31], s[26:27], 0x100
    s_xor_b64 s[32:33], s[28:29], s[30:31]
    s_andn2_b64 s[34:35], s[30:31], s[26:27]
    s_orn2_b64 s[36:37], s[26:27], 0
    s_lshl_b64 s[38:39], s[26:27], 40
    s_lshr_b64 s[40:41], s[38:39], 8
    s_cselect_b64 s[42:43], s[38:39], s[40:41]
    s_not_b32 s44, s3
    s_cmov_b32 s45, s4
    s_cmovk_i32 s46, -2
    s_addk_i32 s4, 0x1
    s_mulk_i32 s4, -3
    s_cmpk_eq_i32 s4, 0x7fff
    s_cmpk_lg_u32 s4, 0xfffe
    s_cmpk_gt_i32 s3, -20
    s_cmpk_le_u32 s3, 5
    s_cmp_eq_u64 s[26:27], s[28:29]
    s_cmp_lg_u64 s[26:27], s[30:31]
    s_bitcmp1_b32 s3, 4
    s_bitcmp0_b32 s3, 3
    s_cmp_ge_i32 s3, s4
    s_cmp_lt_u32 s3, s4
    s_mov_b32 m0, s5
    s_mov_b64 vcc, s[38:39]
    s_mov_b32 s47, vcc_hi
    s_mov_b64 s[48:49], exec
    s_mov_b32 exec_lo, 0x5a5a         ; EXEC keeps only the wave's lanes
    s_mov_b32 s50, m0
    s_mov_b32 s51, 0.5                ; inline float constant
    s_mov_b32 s52, -16
    s_mov_b32 s53, scc
    s_endpgm
