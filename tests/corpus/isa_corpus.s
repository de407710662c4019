// tests/corpus/isa_corpus.s -- at least one line per row of golden/isa_ops.def (two or more for
// VOP1/VOP2/VOPC rows: _e32 and _e64), with inline constants, literals, SGPR/VGPR/special
// registers and modifiers. Assembled by llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding and by
// `pws asm --listing`; tests/integration/isa_crosscheck.sh diffs the two listings. s_split and
// s_merge (PWS, unknown to llvm-mc) are tested in tests/test_isa.c instead.
	s_add_u32 s0, s1, 0x1234
	s_add_u32 s2, s4, s6
	s_sub_u32 s4, -16, m0
	s_add_i32 s8, 0.15915494, ttmp3
	s_sub_i32 s100, exec_hi, vcc_hi
	s_sub_i32 s2, s4, s6
	s_addc_u32 s0, flat_scratch_lo, -0.5
	s_subb_u32 s4, -1, 4.0
	s_min_i32 s8, src_scc, s1
	s_min_i32 s2, s4, s6
	s_min_u32 s100, -2.0, -16
	s_max_i32 s0, 0xffff0000, 0.15915494
	s_max_u32 s4, 64, exec_hi
	s_max_u32 s2, s4, s6
	s_cselect_b32 s8, -4.0, flat_scratch_lo
	s_cselect_b64 s[98:99], flat_scratch, vcc
	s_and_b32 s0, s101, src_scc
	s_and_b32 s2, s4, s6
	s_and_b64 s[4:5], s[2:3], flat_scratch
	s_or_b32 s8, exec_lo, 0xffff0000
	s_or_b64 s[98:99], 0x12345678, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[6:7]
	s_xor_b32 s0, -1.0, -4.0
	s_xor_b64 s[4:5], 1.0, 0x12345678
	s_andn2_b32 s8, 0.5, s101
	s_andn2_b32 s2, s4, s6
	s_andn2_b64 s[98:99], 0.5, 1.0
	s_orn2_b32 s0, m0, exec_lo
	s_orn2_b64 s[4:5], -4.0, 0.5
	s_orn2_b64 s[2:3], s[4:5], s[6:7]
	s_nand_b32 s8, vcc_hi, -1.0
	s_nand_b64 s[98:99], -16, -4.0
	s_nor_b32 s0, 4.0, 0.5
	s_nor_b32 s2, s4, s6
	s_nor_b64 s[4:5], s[100:101], -16
	s_xnor_b32 s8, -16, m0
	s_xnor_b64 s[98:99], 0, s[100:101]
	s_xnor_b64 s[2:3], s[4:5], s[6:7]
	s_lshl_b32 s0, exec_hi, vcc_hi
	s_lshl_b64 s[4:5], 64, -0.5
	s_lshr_b32 s8, -1, 4.0
	s_lshr_b32 s2, s4, s6
	s_lshr_b64 s[98:99], exec, s1
	s_ashr_i32 s0, -2.0, -16
	s_ashr_i64 s[4:5], ttmp[4:5], 0.15915494
	s_ashr_i64 s[2:3], s[4:5], s6
	s_bfm_b32 s8, 64, exec_hi
	s_bfm_b64 s[98:99], -4.0, flat_scratch_lo
	s_mul_i32 s0, vcc_lo, -1
	s_mul_i32 s2, s4, s6
	s_bfe_u32 s4, s101, src_scc
	s_bfe_i32 s8, 1.0, -2.0
	s_bfe_u64 s[98:99], s[2:3], 0xffff0000
	s_bfe_u64 s[2:3], s[4:5], s6
	s_bfe_i64 s[0:1], 0, 64
	s_absdiff_i32 s4, -1.0, -4.0
	s_movk_i32 s101, 0x10
	s_cmovk_i32 s7, -5
	s_cmpk_eq_i32 s0, 0x7fff
	s_cmpk_eq_u32 s5, 0
	s_cmpk_lg_i32 s101, 0xffff
	s_cmpk_lg_u32 s7, 0x8000
	s_cmpk_gt_i32 s0, 100
	s_cmpk_gt_u32 s5, 0x10
	s_cmpk_ge_i32 s101, -5
	s_cmpk_ge_u32 s7, 0x7fff
	s_cmpk_lt_i32 s0, 0
	s_cmpk_lt_u32 s5, 0xffff
	s_cmpk_le_i32 s101, 0x8000
	s_cmpk_le_u32 s7, 100
	s_addk_i32 s0, 0x10
	s_mulk_i32 s5, -5
	s_getreg_b32 s3, hwreg(HW_REG_MODE, 21, 1)
	s_getreg_b32 s4, hwreg(HW_REG_HW_ID)
	s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s4
	s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 31), 0x1234
	s_mov_b32 s4, vcc_lo
	s_mov_b64 s[8:9], -16
	s_cmov_b32 s100, 1.0
	s_cmov_b64 s[0:1], s[100:101]
	s_not_b32 s4, 2.0
	s_not_b64 s[8:9], 0
	s_wqm_b64 s[98:99], 0x12345678
	s_brev_b32 s0, 0.5
	s_bcnt0_i32_b32 s4, 0x1234
	s_bcnt1_i32_b32 s8, m0
	s_bcnt1_i32_b64 s100, 0.5
	s_ff0_i32_b32 s0, vcc_hi
	s_ff1_i32_b32 s4, -0.5
	s_ff1_i32_b64 s8, vcc
	s_flbit_i32_b32 s100, s1
	s_flbit_i32 s0, -16
	s_sext_i32_i8 s4, 0.15915494
	s_sext_i32_i16 s8, exec_hi
	s_bitset0_b32 s100, flat_scratch_lo
	s_bitset1_b32 s0, -1
	s_getpc_b64 s[4:5]
	s_setpc_b64 s[4:5]
	s_swappc_b64 s[30:31], s[4:5]
	s_and_saveexec_b64 s[0:1], 0.5
	s_or_saveexec_b64 s[4:5], ttmp[4:5]
	s_xor_saveexec_b64 s[8:9], -4.0
	s_andn2_saveexec_b64 s[98:99], vcc
	s_orn2_saveexec_b64 s[0:1], -16
	s_nand_saveexec_b64 s[4:5], flat_scratch
	s_nor_saveexec_b64 s[8:9], s[100:101]
	s_xnor_saveexec_b64 s[98:99], s[2:3]
	s_abs_i32 s0, 0
	s_cmp_eq_i32 0.5, s101
	s_cmp_eq_u32 0x1234, 1.0
	s_cmp_lg_i32 m0, exec_lo
	s_cmp_lg_u32 ttmp3, 2.0
	s_cmp_gt_i32 vcc_hi, -1.0
	s_cmp_gt_u32 -0.5, 0
	s_cmp_ge_i32 4.0, 0.5
	s_cmp_ge_u32 s1, 0x1234
	s_cmp_lt_i32 -16, m0
	s_cmp_lt_u32 0.15915494, ttmp3
	s_cmp_le_i32 exec_hi, vcc_hi
	s_cmp_le_u32 flat_scratch_lo, -0.5
	s_bitcmp0_b32 -1, 4.0
	s_bitcmp1_b32 src_scc, s1
	s_bitcmp0_b64 64, -16
	s_bitcmp1_b64 1.0, 0.15915494
	s_cmp_eq_u64 exec, 64
	s_cmp_lg_u64 0.5, 1.0
	s_nop 15
	s_endpgm
	s_branch -3
	s_cbranch_scc0 5
	s_cbranch_scc1 0
	s_cbranch_vccz 100
	s_cbranch_vccnz -200
	s_cbranch_execz -3
	s_cbranch_execnz 5
	s_barrier
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0)
	s_waitcnt lgkmcnt(0)
	s_waitcnt expcnt(0)
	s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
	s_waitcnt 0
	s_waitcnt lgkmcnt(15) vmcnt(3)
	s_sethalt 2
	s_sleep 0
	s_setprio 1
	s_trap 3
	s_load_dword s0, s[2:3], 0xfffff
	s_load_dword s4, s[4:5], s6 glc
	s_load_dwordx2 s[0:1], s[2:3], 0x4
	s_load_dwordx2 s[4:5], s[4:5], s9 glc
	s_load_dwordx4 s[0:3], s[2:3], 0x10
	s_load_dwordx4 s[4:7], s[4:5], s6 glc
	s_load_dwordx8 s[16:23], s[2:3], 0x0
	s_load_dwordx8 s[32:39], s[4:5], s9 glc
	s_load_dwordx16 s[16:31], s[2:3], 0x100
	s_load_dwordx16 s[32:47], s[4:5], s6 glc
	v_cndmask_b32 v0, v1, v2, vcc
	v_cndmask_b32_e32 v5, -16, v6, vcc
	v_cndmask_b32_e64 v0, -v1, |v2|, s[2:3]
	v_cndmask_b32_e64 v3, v4, 1.0, vcc
	v_add_f32 v8, -1.0, v158
	v_add_f32_e64 v8, v1, -s2 mul:4
	v_sub_f32 v0, 2.0, v163
	v_sub_f32_e32 v1, 0x1234, v7
	v_sub_f32_e64 v0, -v1, s2
	v_subrev_f32 v1, 0x3fc00000, v168
	v_subrev_f32_e64 v1, |v1|, s2 clamp
	v_mul_f32 v2, s101, v173
	v_mul_f32_e32 v3, 0, v7
	v_mul_f32_e64 v2, v1, -|s2| mul:2
	v_mul_i32_i24 v3, -7, v178
	v_mul_i32_i24_e64 v3, v1, -16
	v_mul_hi_i32_i24 v4, vcc_hi, v183
	v_mul_hi_i32_i24_e32 v5, 0x3fc00000, v7
	v_mul_hi_i32_i24_e64 v4, v1, 64
	v_mul_u32_u24 v5, v1, v188
	v_mul_u32_u24_e64 v5, v1, 0.5
	v_mul_hi_u32_u24 v6, s1, v193
	v_mul_hi_u32_u24_e32 v7, m0, v7
	v_mul_hi_u32_u24_e64 v6, v1, -4.0
	v_min_f32 v7, 0, v198
	v_min_f32_e64 v7, v1, -|s2| mul:2
	v_max_f32 v8, -16, v203
	v_max_f32_e32 v9, 64, v7
	v_max_f32_e64 v8, -|v1|, |s2| div:2
	v_min_i32 v0, 64, v208
	v_min_i32_e64 v0, v1, m0
	v_max_i32 v1, 0.5, v213
	v_max_i32_e32 v2, -7, v7
	v_max_i32_e64 v1, v1, v255
	v_min_u32 v2, -4.0, v218
	v_min_u32_e64 v2, v1, 1.0
	v_max_u32 v3, 0.15915494, v223
	v_max_u32_e32 v4, 1.0, v7
	v_max_u32_e64 v3, v1, -1
	v_lshrrev_b32 v4, 0x1234, v228
	v_lshrrev_b32_e64 v4, v1, 2.0
	v_ashrrev_i32 v5, vcc_lo, v233
	v_ashrrev_i32_e32 v6, -4.0, v7
	v_ashrrev_i32_e64 v5, v1, exec_hi
	v_lshlrev_b32 v6, m0, v238
	v_lshlrev_b32_e64 v6, v1, v1
	v_and_b32 v7, exec_lo, v243
	v_and_b32_e32 v8, v1, v7
	v_and_b32_e64 v7, v1, s1
	v_or_b32 v8, 1.0, v248
	v_or_b32_e64 v8, v1, 0
	v_xor_b32 v0, v255, v253
	v_xor_b32_e32 v1, -1.0, v7
	v_xor_b32_e64 v0, v1, -16
	v_mac_f32 v1, -1.0, v2
	v_mac_f32_e64 v1, v1, -s2 mul:4
	v_madmk_f32 v0, v1, 0x41200000, v2
	v_madmk_f32 v3, -4.0, 0.5, v4
	v_madak_f32 v0, v1, v2, 0x41200000
	v_madak_f32 v3, -4.0, v4, 0x3e800000
	v_add_u32 v3, vcc, s101, v2
	v_add_u32_e64 v0, s[0:1], v1, s2
	v_add_u32_e64 v3, vcc, -1, v4 clamp
	v_sub_u32 v4, vcc, -7, v2
	v_sub_u32_e64 v0, s[0:1], v1, s2
	v_sub_u32_e64 v3, vcc, -1, v4 clamp
	v_subrev_u32 v5, vcc, vcc_hi, v2
	v_subrev_u32_e64 v0, s[0:1], v1, s2
	v_subrev_u32_e64 v3, vcc, -1, v4 clamp
	v_addc_u32 v6, vcc, v1, v2, vcc
	v_addc_u32_e64 v0, s[0:1], v1, v2, s[4:5]
	v_addc_u32_e64 v3, vcc, 5, v4, vcc clamp
	v_subb_u32 v0, vcc, v9, v2, vcc
	v_subb_u32_e64 v0, s[0:1], v1, v2, s[4:5]
	v_subb_u32_e64 v3, vcc, 5, v4, vcc clamp
	v_subbrev_u32 v1, vcc, 0, v2, vcc
	v_subbrev_u32_e64 v0, s[0:1], v1, v2, s[4:5]
	v_subbrev_u32_e64 v3, vcc, 5, v4, vcc clamp
	v_nop
	v_mov_b32 v10, 1.0
	v_mov_b32_e64 v10, exec_hi
	v_readfirstlane_b32 s0, v1
	v_readfirstlane_b32 vcc_lo, v255
	v_cvt_i32_f32 v1, -7
	v_cvt_i32_f32_e64 v1, |s3| clamp
	v_cvt_u32_f32 v2, s1
	v_cvt_u32_f32_e64 v2, 0.5 mul:2
	v_cvt_f32_i32 v3, 64
	v_cvt_f32_i32_e64 v2, s3 clamp mul:2
	v_cvt_f32_u32 v4, 0.15915494
	v_cvt_f32_u32_e64 v2, s3 clamp mul:2
	v_fract_f32 v5, m0
	v_fract_f32_e64 v5, -0.5
	v_trunc_f32 v6, v255
	v_trunc_f32_e64 v6, |v1| clamp
	v_ceil_f32 v7, 0x3fc00000
	v_ceil_f32_e64 v7, s3 mul:2
	v_rndne_f32 v8, vcc_hi
	v_rndne_f32_e64 v8, -|0.5| div:2
	v_floor_f32 v9, 0
	v_floor_f32_e64 v9, v1 mul:4
	v_not_b32 v10, 0.5
	v_not_b32_e64 v10, v255
	v_bfrev_b32 v0, 0x1234
	v_bfrev_b32_e64 v0, 1.0
	v_ffbh_u32 v1, exec_lo
	v_ffbh_u32_e64 v1, -1
	v_ffbl_b32 v2, -1.0
	v_ffbl_b32_e64 v2, 2.0
	v_ffbh_i32 v3, s101
	v_ffbh_i32_e64 v3, exec_hi
	v_rcp_f32 v4, v1
	v_rcp_f32_e64 v4, -v1
	v_rcp_iflag_f32 v5, -16
	v_rcp_iflag_f32_e64 v5, |s3| clamp
	v_cmp_f_i32 vcc, m0, v34
	v_cmp_f_i32_e64 exec, v1, 0
	v_cmp_lt_i32 vcc, 2.0, v37
	v_cmp_lt_i32_e64 s[100:101], v1, -16
	v_cmp_eq_i32 vcc, v1, v40
	v_cmp_eq_i32_e64 s[0:1], v1, 64
	v_cmp_le_i32 vcc, 0.5, v43
	v_cmp_le_i32_e64 vcc, v1, 0.5
	v_cmp_gt_i32 vcc, m0, v46
	v_cmp_gt_i32_e64 exec, v1, -4.0
	v_cmp_ne_i32 vcc, 2.0, v49
	v_cmp_ne_i32_e64 s[100:101], v1, 0.15915494
	v_cmp_ge_i32 vcc, v1, v52
	v_cmp_ge_i32_e64 s[0:1], v1, vcc_lo
	v_cmp_t_i32 vcc, 0.5, v55
	v_cmp_t_i32_e64 vcc, v1, m0
	v_cmp_f_u32 vcc, m0, v58
	v_cmp_f_u32_e64 exec, v1, v255
	v_cmp_lt_u32 vcc, 2.0, v61
	v_cmp_lt_u32_e64 s[100:101], v1, 1.0
	v_cmp_eq_u32 vcc, v1, v64
	v_cmp_eq_u32_e64 s[0:1], v1, -1
	v_cmp_le_u32 vcc, 0.5, v67
	v_cmp_le_u32_e64 vcc, v1, 2.0
	v_cmp_gt_u32 vcc, m0, v70
	v_cmp_gt_u32_e64 exec, v1, exec_hi
	v_cmp_ne_u32 vcc, 2.0, v73
	v_cmp_ne_u32_e64 s[100:101], v1, v1
	v_cmp_ge_u32 vcc, v1, v76
	v_cmp_ge_u32_e64 s[0:1], v1, s1
	v_cmp_t_u32 vcc, 0.5, v79
	v_cmp_t_u32_e64 vcc, v1, 0
	v_cmp_f_f32 vcc, m0, v82
	v_cmp_f_f32_e64 s[96:97], -v1, s2
	v_cmp_lt_f32 vcc, 2.0, v85
	v_cmp_lt_f32_e64 s[98:99], |v1|, s2 clamp
	v_cmp_eq_f32 vcc, v1, v88
	v_cmp_eq_f32_e64 s[0:1], -v1, s2
	v_cmp_le_f32 vcc, 0.5, v91
	v_cmp_le_f32_e64 s[2:3], |v1|, s2 clamp
	v_cmp_gt_f32 vcc, m0, v94
	v_cmp_gt_f32_e64 s[4:5], -v1, s2
	v_cmp_lg_f32 vcc, 2.0, v97
	v_cmp_lg_f32_e64 s[6:7], |v1|, s2 clamp
	v_cmp_ge_f32 vcc, v1, v100
	v_cmp_ge_f32_e64 s[8:9], -v1, s2
	v_cmp_o_f32 vcc, 0.5, v103
	v_cmp_o_f32_e64 s[10:11], |v1|, s2 clamp
	v_cmp_u_f32 vcc, m0, v106
	v_cmp_u_f32_e64 s[12:13], -v1, s2
	v_cmp_nge_f32 vcc, 2.0, v109
	v_cmp_nge_f32_e64 s[14:15], |v1|, s2 clamp
	v_cmp_nlg_f32 vcc, v1, v112
	v_cmp_nlg_f32_e64 s[16:17], -v1, s2
	v_cmp_ngt_f32 vcc, 0.5, v115
	v_cmp_ngt_f32_e64 s[18:19], |v1|, s2 clamp
	v_cmp_nle_f32 vcc, m0, v118
	v_cmp_nle_f32_e64 s[20:21], -v1, s2
	v_cmp_neq_f32 vcc, 2.0, v121
	v_cmp_neq_f32_e64 s[22:23], |v1|, s2 clamp
	v_cmp_nlt_f32 vcc, v1, v124
	v_cmp_nlt_f32_e64 s[24:25], -v1, s2
	v_cmp_tru_f32 vcc, 0.5, v127
	v_cmp_tru_f32_e64 s[26:27], |v1|, s2 clamp
	v_cmp_class_f32 vcc, m0, v130
	v_cmp_class_f32_e64 s[4:5], -|v1|, 3
	v_cmpx_f_i32 vcc, 2.0, v133
	v_cmpx_f_i32_e64 s[100:101], v1, 0.5
	v_cmpx_lt_i32 vcc, v1, v136
	v_cmpx_lt_i32_e64 s[0:1], v1, -4.0
	v_cmpx_eq_i32 vcc, 0.5, v139
	v_cmpx_eq_i32_e64 vcc, v1, 0.15915494
	v_cmpx_le_i32 vcc, m0, v142
	v_cmpx_le_i32_e64 exec, v1, vcc_lo
	v_cmpx_gt_i32 vcc, 2.0, v145
	v_cmpx_gt_i32_e64 s[100:101], v1, m0
	v_cmpx_ne_i32 vcc, v1, v148
	v_cmpx_ne_i32_e64 s[0:1], v1, v255
	v_cmpx_ge_i32 vcc, 0.5, v151
	v_cmpx_ge_i32_e64 vcc, v1, 1.0
	v_cmpx_t_i32 vcc, m0, v154
	v_cmpx_t_i32_e64 exec, v1, -1
	v_cmpx_f_u32 vcc, 2.0, v157
	v_cmpx_f_u32_e64 s[100:101], v1, 2.0
	v_cmpx_lt_u32 vcc, v1, v160
	v_cmpx_lt_u32_e64 s[0:1], v1, exec_hi
	v_cmpx_eq_u32 vcc, 0.5, v163
	v_cmpx_eq_u32_e64 vcc, v1, v1
	v_cmpx_le_u32 vcc, m0, v166
	v_cmpx_le_u32_e64 exec, v1, s1
	v_cmpx_gt_u32 vcc, 2.0, v169
	v_cmpx_gt_u32_e64 s[100:101], v1, 0
	v_cmpx_ne_u32 vcc, v1, v172
	v_cmpx_ne_u32_e64 s[0:1], v1, -16
	v_cmpx_ge_u32 vcc, 0.5, v175
	v_cmpx_ge_u32_e64 vcc, v1, 64
	v_cmpx_t_u32 vcc, m0, v178
	v_cmpx_t_u32_e64 exec, v1, 0.5
	v_cmpx_f_f32 vcc, 2.0, v181
	v_cmpx_f_f32_e64 s[62:63], |v1|, s2 clamp
	v_cmpx_lt_f32 vcc, v1, v184
	v_cmpx_lt_f32_e64 s[64:65], -v1, s2
	v_cmpx_eq_f32 vcc, 0.5, v187
	v_cmpx_eq_f32_e64 s[66:67], |v1|, s2 clamp
	v_cmpx_le_f32 vcc, m0, v190
	v_cmpx_le_f32_e64 s[68:69], -v1, s2
	v_cmpx_gt_f32 vcc, 2.0, v193
	v_cmpx_gt_f32_e64 s[70:71], |v1|, s2 clamp
	v_cmpx_lg_f32 vcc, v1, v196
	v_cmpx_lg_f32_e64 s[72:73], -v1, s2
	v_cmpx_ge_f32 vcc, 0.5, v199
	v_cmpx_ge_f32_e64 s[74:75], |v1|, s2 clamp
	v_cmpx_o_f32 vcc, m0, v202
	v_cmpx_o_f32_e64 s[76:77], -v1, s2
	v_cmpx_u_f32 vcc, 2.0, v205
	v_cmpx_u_f32_e64 s[78:79], |v1|, s2 clamp
	v_cmpx_nge_f32 vcc, v1, v208
	v_cmpx_nge_f32_e64 s[80:81], -v1, s2
	v_cmpx_nlg_f32 vcc, 0.5, v211
	v_cmpx_nlg_f32_e64 s[82:83], |v1|, s2 clamp
	v_cmpx_ngt_f32 vcc, m0, v214
	v_cmpx_ngt_f32_e64 s[84:85], -v1, s2
	v_cmpx_nle_f32 vcc, 2.0, v217
	v_cmpx_nle_f32_e64 s[86:87], |v1|, s2 clamp
	v_cmpx_neq_f32 vcc, v1, v220
	v_cmpx_neq_f32_e64 s[88:89], -v1, s2
	v_cmpx_nlt_f32 vcc, 0.5, v223
	v_cmpx_nlt_f32_e64 s[90:91], |v1|, s2 clamp
	v_cmpx_tru_f32 vcc, m0, v226
	v_cmpx_tru_f32_e64 s[92:93], -v1, s2
	v_cmpx_class_f32 vcc, 2.0, v229
	v_cmpx_class_f32_e64 s[4:5], -|v1|, 3
	v_mad_f32 v0, v1, v2, v3
	v_mad_f32 v4, -|v1|, s2, |v3| clamp div:2
	v_mad_f32 v5, 0.5, -v6, -4.0 mul:2
	v_fma_f32 v0, v1, v2, v3
	v_fma_f32 v4, -|v1|, s2, |v3| clamp div:2
	v_fma_f32 v5, 0.5, -v6, -4.0 mul:2
	v_min3_f32 v0, v1, v2, v3
	v_min3_f32 v4, -|v1|, s2, |v3| clamp div:2
	v_min3_f32 v5, 0.5, -v6, -4.0 mul:2
	v_max3_f32 v0, v1, v2, v3
	v_max3_f32 v4, -|v1|, s2, |v3| clamp div:2
	v_max3_f32 v5, 0.5, -v6, -4.0 mul:2
	v_med3_f32 v0, v1, v2, v3
	v_med3_f32 v4, -|v1|, s2, |v3| clamp div:2
	v_med3_f32 v5, 0.5, -v6, -4.0 mul:2
	v_mad_i32_i24 v0, v1, v2, v3
	v_mad_i32_i24 v4, s1, 64, v3
	v_mad_i32_i24 v5, -16, v6, s7 clamp
	v_mad_u32_u24 v0, v1, v2, v3
	v_mad_u32_u24 v4, s1, 64, v3
	v_mad_u32_u24 v5, -16, v6, s7 clamp
	v_bfe_u32 v0, v1, v2, v3
	v_bfe_u32 v4, s1, 64, v3
	v_bfe_u32 v5, -16, v6, s7
	v_bfe_i32 v0, v1, v2, v3
	v_bfe_i32 v4, s1, 64, v3
	v_bfe_i32 v5, -16, v6, s7
	v_bfi_b32 v0, v1, v2, v3
	v_bfi_b32 v4, s1, 64, v3
	v_bfi_b32 v5, -16, v6, s7
	v_alignbit_b32 v0, v1, v2, v3
	v_alignbit_b32 v4, s1, 64, v3
	v_alignbit_b32 v5, -16, v6, s7
	v_min3_i32 v0, v1, v2, v3
	v_min3_i32 v4, s1, 64, v3
	v_min3_i32 v5, -16, v6, s7
	v_max3_i32 v0, v1, v2, v3
	v_max3_i32 v4, s1, 64, v3
	v_max3_i32 v5, -16, v6, s7
	v_min3_u32 v0, v1, v2, v3
	v_min3_u32 v4, s1, 64, v3
	v_min3_u32 v5, -16, v6, s7
	v_max3_u32 v0, v1, v2, v3
	v_max3_u32 v4, s1, 64, v3
	v_max3_u32 v5, -16, v6, s7
	v_med3_i32 v0, v1, v2, v3
	v_med3_i32 v4, s1, 64, v3
	v_med3_i32 v5, -16, v6, s7
	v_med3_u32 v0, v1, v2, v3
	v_med3_u32 v4, s1, 64, v3
	v_med3_u32 v5, -16, v6, s7
	v_mul_lo_u32 v0, v1, v2
	v_mul_lo_u32 v4, s1, -3
	v_mul_lo_u32 v5, 0.5, v255
	v_mul_hi_u32 v0, v1, v2
	v_mul_hi_u32 v4, s1, -3
	v_mul_hi_u32 v5, 0.5, v255
	v_mul_lo_i32 v0, v1, v2
	v_mul_lo_i32 v4, s1, -3
	v_mul_lo_i32 v5, 0.5, v255
	v_mul_hi_i32 v0, v1, v2
	v_mul_hi_i32 v4, s1, -3
	v_mul_hi_i32 v5, 0.5, v255
	v_bcnt_u32_b32 v0, v1, v2
	v_bcnt_u32_b32 v4, s1, -3
	v_bcnt_u32_b32 v5, 0.5, v255
	v_mbcnt_lo_u32_b32 v0, v1, v2
	v_mbcnt_lo_u32_b32 v4, s1, -3
	v_mbcnt_lo_u32_b32 v5, 0.5, v255
	v_mbcnt_hi_u32_b32 v0, v1, v2
	v_mbcnt_hi_u32_b32 v4, s1, -3
	v_mbcnt_hi_u32_b32 v5, 0.5, v255
	v_lshlrev_b64 v[0:1], v2, v[4:5]
	v_lshlrev_b64 v[2:3], 4, s[6:7]
	v_lshlrev_b64 v[6:7], s1, -1
	v_lshrrev_b64 v[0:1], v2, v[4:5]
	v_lshrrev_b64 v[2:3], 4, s[6:7]
	v_lshrrev_b64 v[6:7], s1, -1
	v_ashrrev_i64 v[0:1], v2, v[4:5]
	v_ashrrev_i64 v[2:3], 4, s[6:7]
	v_ashrrev_i64 v[6:7], s1, -1
	v_readlane_b32 s0, v1, s2
	v_readlane_b32 s5, v255, 63
	v_writelane_b32 v0, s1, 2
	v_writelane_b32 v5, 1.0, m0
	v_div_fixup_f32 v0, v1, v2, v3
	v_div_fixup_f32 v4, -|v1|, s2, |v3| clamp div:2
	v_div_fixup_f32 v5, 0.5, -v6, -4.0 mul:2
	v_div_fmas_f32 v0, v1, v2, v3
	v_div_fmas_f32 v4, -|v1|, v2, |v3| clamp div:2
	v_div_fmas_f32 v5, 0.5, -v6, -4.0 mul:2
	v_div_scale_f32 v0, vcc, v1, v2, v3
	v_div_scale_f32 v4, s[10:11], s6, s6, -v1
	v_mad_u64_u32 v[0:1], s[2:3], v1, v2, v[4:5]
	v_mad_u64_u32 v[2:3], vcc, s1, 7, 0
	v_mad_i64_i32 v[0:1], vcc, v1, v2, v[4:5]
	v_mad_i64_i32 v[2:3], s[4:5], -1, v3, s[6:7]
	v_cmp_f_i64 vcc, v[0:1], v[2:3]
	v_cmp_f_i64_e64 s[0:1], v[0:1], 5
	v_cmp_lt_i64 vcc, s[4:5], v[8:9]
	v_cmp_lt_i64_e64 s[2:3], vcc, v[8:9]
	v_cmp_eq_i64 vcc, -1, v[2:3]
	v_cmp_eq_i64_e64 s[4:5], -1, v[0:1]
	v_cmp_le_i64 vcc, 0x12345678, v[8:9]
	v_cmp_le_i64_e64 s[6:7], v[4:5], exec
	v_cmp_gt_i64 vcc, exec, v[2:3]
	v_cmp_gt_i64_e64 s[8:9], 0.5, v[2:3]
	v_cmp_ne_i64 vcc, vcc, v[8:9]
	v_cmp_ne_i64_e64 s[0:1], v[0:1], -4
	v_cmp_ge_i64 vcc, 64, v[2:3]
	v_cmp_ge_i64_e64 s[2:3], s[2:3], v[2:3]
	v_cmp_t_i64 vcc, -16, v[8:9]
	v_cmp_t_i64_e64 s[4:5], v[6:7], s[2:3]
	v_cmp_f_u64 vcc, v[0:1], v[2:3]
	v_cmp_f_u64_e64 s[6:7], v[0:1], 5
	v_cmp_lt_u64 vcc, s[4:5], v[8:9]
	v_cmp_lt_u64_e64 s[8:9], vcc, v[8:9]
	v_cmp_eq_u64 vcc, -1, v[2:3]
	v_cmp_eq_u64_e64 s[0:1], -1, v[0:1]
	v_cmp_le_u64 vcc, 0x12345678, v[8:9]
	v_cmp_le_u64_e64 s[2:3], v[4:5], exec
	v_cmp_gt_u64 vcc, exec, v[2:3]
	v_cmp_gt_u64_e64 s[4:5], 0.5, v[2:3]
	v_cmp_ne_u64 vcc, vcc, v[8:9]
	v_cmp_ne_u64_e64 s[6:7], v[0:1], -4
	v_cmp_ge_u64 vcc, 64, v[2:3]
	v_cmp_ge_u64_e64 s[8:9], s[2:3], v[2:3]
	v_cmp_t_u64 vcc, -16, v[8:9]
	v_cmp_t_u64_e64 s[0:1], v[6:7], s[2:3]
// 16-bit integer ops (ISA_F_B16): 16-bit literals (0x3800, -2000 as 0xf830), 0xffff as -1
	v_add_u16_e32 v0, v1, v1
	v_add_u16_e64 v2, v4, s5 clamp
	v_sub_u16_e32 v1, s3, v4
	v_sub_u16_e64 v3, v5, v9 clamp
	v_subrev_u16_e32 v2, -1, v7
	v_subrev_u16_e64 v4, v6, 7 clamp
	v_mul_lo_u16_e32 v3, 64, v10
	v_mul_lo_u16_e64 v5, v7, -16
	v_lshlrev_b16_e32 v4, 0x3800, v13
	v_lshlrev_b16_e64 v6, v8, vcc_hi
	v_lshrrev_b16_e32 v5, -2000, v16
	v_lshrrev_b16_e64 v7, v9, s101
	v_ashrrev_i16_e32 v6, vcc_lo, v3
	v_ashrrev_i16_e64 v0, v10, v255
	v_max_u16_e32 v7, m0, v6
	v_max_u16_e64 v1, v11, ttmp2
	v_max_i16_e32 v0, 0xffff, v9
	v_max_i16_e64 v2, v12, m0
	v_min_u16_e32 v1, exec_hi, v12
	v_min_u16_e64 v3, v13, 1
	v_min_i16_e32 v2, 17, v15
	v_min_i16_e64 v4, v14, exec_lo
	v_cmp_f_i16_e32 vcc, v1, v0
	v_cmp_f_i16_e64 s[0:1], v0, s7
	v_cmp_lt_i16_e32 vcc, s2, v1
	v_cmp_lt_i16_e64 s[2:3], v1, v3
	v_cmp_eq_i16_e32 vcc, -16, v2
	v_cmp_eq_i16_e64 s[4:5], v2, -1
	v_cmp_le_i16_e32 vcc, 0x1234, v3
	v_cmp_le_i16_e64 s[6:7], v3, 64
	v_cmp_gt_i16_e32 vcc, vcc_hi, v4
	v_cmp_gt_i16_e64 s[8:9], v4, exec_lo
	v_cmp_ne_i16_e32 vcc, m0, v5
	v_cmp_ne_i16_e64 s[10:11], v5, v255
	v_cmp_ge_i16_e32 vcc, 5, v6
	v_cmp_ge_i16_e64 s[12:13], v6, m0
	v_cmp_t_i16_e32 vcc, v200, v7
	v_cmp_t_i16_e64 s[14:15], v7, ttmp0
	v_cmp_f_u16_e32 vcc, v1, v8
	v_cmp_f_u16_e64 s[16:17], v8, s7
	v_cmp_lt_u16_e32 vcc, s2, v9
	v_cmp_lt_u16_e64 s[18:19], v9, v3
	v_cmp_eq_u16_e32 vcc, -16, v10
	v_cmp_eq_u16_e64 s[20:21], v10, -1
	v_cmp_le_u16_e32 vcc, 0x1234, v11
	v_cmp_le_u16_e64 s[22:23], v11, 64
	v_cmp_gt_u16_e32 vcc, vcc_hi, v12
	v_cmp_gt_u16_e64 s[24:25], v12, exec_lo
	v_cmp_ne_u16_e32 vcc, m0, v13
	v_cmp_ne_u16_e64 s[26:27], v13, v255
	v_cmp_ge_u16_e32 vcc, 5, v14
	v_cmp_ge_u16_e64 s[28:29], v14, m0
	v_cmp_t_u16_e32 vcc, v200, v15
	v_cmp_t_u16_e64 s[30:31], v15, ttmp0
	v_cmpx_f_i16_e32 vcc, v1, v0
	v_cmpx_f_i16_e64 s[32:33], v0, s7
	v_cmpx_lt_i16_e32 vcc, s2, v1
	v_cmpx_lt_i16_e64 s[34:35], v1, v3
	v_cmpx_eq_i16_e32 vcc, -16, v2
	v_cmpx_eq_i16_e64 s[36:37], v2, -1
	v_cmpx_le_i16_e32 vcc, 0x1234, v3
	v_cmpx_le_i16_e64 s[38:39], v3, 64
	v_cmpx_gt_i16_e32 vcc, vcc_hi, v4
	v_cmpx_gt_i16_e64 s[40:41], v4, exec_lo
	v_cmpx_ne_i16_e32 vcc, m0, v5
	v_cmpx_ne_i16_e64 s[42:43], v5, v255
	v_cmpx_ge_i16_e32 vcc, 5, v6
	v_cmpx_ge_i16_e64 s[44:45], v6, m0
	v_cmpx_t_i16_e32 vcc, v200, v7
	v_cmpx_t_i16_e64 s[46:47], v7, ttmp0
	v_cmpx_f_u16_e32 vcc, v1, v8
	v_cmpx_f_u16_e64 s[48:49], v8, s7
	v_cmpx_lt_u16_e32 vcc, s2, v9
	v_cmpx_lt_u16_e64 s[50:51], v9, v3
	v_cmpx_eq_u16_e32 vcc, -16, v10
	v_cmpx_eq_u16_e64 s[52:53], v10, -1
	v_cmpx_le_u16_e32 vcc, 0x1234, v11
	v_cmpx_le_u16_e64 s[54:55], v11, 64
	v_cmpx_gt_u16_e32 vcc, vcc_hi, v12
	v_cmpx_gt_u16_e64 s[56:57], v12, exec_lo
	v_cmpx_ne_u16_e32 vcc, m0, v13
	v_cmpx_ne_u16_e64 s[58:59], v13, v255
	v_cmpx_ge_u16_e32 vcc, 5, v14
	v_cmpx_ge_u16_e64 s[60:61], v14, m0
	v_cmpx_t_u16_e32 vcc, v200, v15
	v_cmpx_t_u16_e64 s[62:63], v15, ttmp0
	v_mad_u16 v1, v2, v3, v4
	v_mad_u16 v5, s2, 5, v4 clamp
	v_mad_i16 v1, v2, -3, s4 clamp
	v_mad_i16 v7, 64, v9, v10
	v_cmpx_f_i64 vcc, v[0:1], v[2:3]
	v_cmpx_f_i64_e64 s[2:3], v[0:1], 5
	v_cmpx_lt_i64 vcc, s[4:5], v[8:9]
	v_cmpx_lt_i64_e64 s[4:5], vcc, v[8:9]
	v_cmpx_eq_i64 vcc, -1, v[2:3]
	v_cmpx_eq_i64_e64 s[6:7], -1, v[0:1]
	v_cmpx_le_i64 vcc, 0x12345678, v[8:9]
	v_cmpx_le_i64_e64 s[8:9], v[4:5], exec
	v_cmpx_gt_i64 vcc, exec, v[2:3]
	v_cmpx_gt_i64_e64 s[0:1], 0.5, v[2:3]
	v_cmpx_ne_i64 vcc, vcc, v[8:9]
	v_cmpx_ne_i64_e64 s[2:3], v[0:1], -4
	v_cmpx_ge_i64 vcc, 64, v[2:3]
	v_cmpx_ge_i64_e64 s[4:5], s[2:3], v[2:3]
	v_cmpx_t_i64 vcc, -16, v[8:9]
	v_cmpx_t_i64_e64 s[6:7], v[6:7], s[2:3]
	v_cmpx_f_u64 vcc, v[0:1], v[2:3]
	v_cmpx_f_u64_e64 s[8:9], v[0:1], 5
	v_cmpx_lt_u64 vcc, s[4:5], v[8:9]
	v_cmpx_lt_u64_e64 s[0:1], vcc, v[8:9]
	v_cmpx_eq_u64 vcc, -1, v[2:3]
	v_cmpx_eq_u64_e64 s[2:3], -1, v[0:1]
	v_cmpx_le_u64 vcc, 0x12345678, v[8:9]
	v_cmpx_le_u64_e64 s[4:5], v[4:5], exec
	v_cmpx_gt_u64 vcc, exec, v[2:3]
	v_cmpx_gt_u64_e64 s[6:7], 0.5, v[2:3]
	v_cmpx_ne_u64 vcc, vcc, v[8:9]
	v_cmpx_ne_u64_e64 s[8:9], v[0:1], -4
	v_cmpx_ge_u64 vcc, 64, v[2:3]
	v_cmpx_ge_u64_e64 s[0:1], s[2:3], v[2:3]
	v_cmpx_t_u64 vcc, -16, v[8:9]
	v_cmpx_t_u64_e64 s[2:3], v[6:7], s[2:3]
	ds_read_b32 v0, v1
	ds_read_b32 v2, v3 offset:16
	ds_read_b32 v4, v5 offset:65535 gds
	ds_read_b64 v[0:1], v2
	ds_read_b64 v[4:5], v3 offset:8
	ds_read2_b32 v[0:1], v2 offset1:1
	ds_read2_b32 v[4:5], v3 offset0:4 offset1:255
	ds_read2st64_b32 v[0:1], v2 offset0:1 offset1:2
	ds_read2st64_b32 v[6:7], v8 offset1:255 gds
	ds_read2_b64 v[0:3], v2 offset0:1 offset1:2
	ds_read2_b64 v[4:7], v9
	ds_read2st64_b64 v[0:3], v2 offset1:2
	ds_read2st64_b64 v[10:13], v1 offset0:255 offset1:128
	ds_write_b32 v1, v2
	ds_write_b32 v3, v4 offset:256 gds
	ds_write_b64 v1, v[2:3] offset:8
	ds_write2_b32 v1, v2, v3 offset0:4 offset1:8
	ds_write2_b32 v1, v2, v3
	ds_write2st64_b32 v1, v2, v3 offset1:1
	ds_write2st64_b32 v4, v5, v6 offset0:7 offset1:200 gds
	ds_write2_b64 v1, v[2:3], v[4:5] offset0:3 offset1:9
	ds_write2_b64 v0, v[6:7], v[2:3]
	ds_write2st64_b64 v1, v[2:3], v[4:5] offset0:255
	ds_write2st64_b64 v7, v[8:9], v[10:11] offset0:1 offset1:64
	ds_add_u32 v1, v2
	ds_add_u32 v1, v2 offset:4
	ds_add_rtn_u32 v0, v1, v2
	ds_add_rtn_u32 v0, v1, v2 offset:12 gds
	flat_load_dword v4, v[0:1]
	flat_load_dword v8, v[2:3] glc slc
	flat_load_dwordx2 v[4:5], v[0:1]
	flat_load_dwordx2 v[8:9], v[2:3] glc slc
	flat_load_dwordx3 v[4:6], v[0:1]
	flat_load_dwordx3 v[8:10], v[2:3] glc slc
	flat_load_dwordx4 v[4:7], v[0:1]
	flat_load_dwordx4 v[8:11], v[2:3] glc slc
	flat_load_ubyte v4, v[0:1]
	flat_load_ubyte v8, v[2:3] glc slc
	flat_load_sbyte v4, v[0:1]
	flat_load_sbyte v8, v[2:3] glc slc
	flat_load_ushort v4, v[0:1]
	flat_load_ushort v8, v[2:3] glc slc
	flat_load_sshort v4, v[0:1]
	flat_load_sshort v8, v[2:3] glc slc
	flat_store_dword v[0:1], v4
	flat_store_dword v[2:3], v8 glc
	flat_store_dwordx2 v[0:1], v[4:5]
	flat_store_dwordx2 v[2:3], v[8:9] glc
	flat_store_dwordx3 v[0:1], v[4:6]
	flat_store_dwordx3 v[2:3], v[8:10] glc
	flat_store_dwordx4 v[0:1], v[4:7]
	flat_store_dwordx4 v[2:3], v[8:11] glc
	flat_store_byte v[0:1], v4
	flat_store_byte v[2:3], v8 glc
	flat_store_short v[0:1], v4
	flat_store_short v[2:3], v8 glc
	flat_atomic_swap v4, v[0:1], v6 glc
	flat_atomic_swap v[2:3], v8
	flat_atomic_add v4, v[0:1], v6 glc
	flat_atomic_add v[2:3], v8
	flat_atomic_add v[2:3], v8 slc
	flat_atomic_sub v4, v[0:1], v6 glc
	flat_atomic_sub v[2:3], v8
	flat_atomic_smin v4, v[0:1], v6 glc
	flat_atomic_smin v[2:3], v8
	flat_atomic_umin v4, v[0:1], v6 glc
	flat_atomic_umin v[2:3], v8
	flat_atomic_umin v[2:3], v8 slc
	flat_atomic_smax v4, v[0:1], v6 glc
	flat_atomic_smax v[2:3], v8
	flat_atomic_umax v4, v[0:1], v6 glc
	flat_atomic_umax v[2:3], v8
	flat_atomic_and v4, v[0:1], v6 glc
	flat_atomic_and v[2:3], v8
	flat_atomic_and v[2:3], v8 slc
	flat_atomic_or v4, v[0:1], v6 glc
	flat_atomic_or v[2:3], v8
	flat_atomic_xor v4, v[0:1], v6 glc
	flat_atomic_xor v[2:3], v8
	flat_atomic_inc v4, v[0:1], v6 glc
	flat_atomic_inc v[2:3], v8
	flat_atomic_inc v[2:3], v8 slc
	flat_atomic_dec v4, v[0:1], v6 glc
	flat_atomic_dec v[2:3], v8
	flat_atomic_cmpswap v4, v[0:1], v[6:7] glc
	flat_atomic_cmpswap v[2:3], v[8:9]
// integers as llvm-mc reads them: a leading 0 is octal (010 = 8), 0b binary, in every place an
// operand or modifier takes a number (inline constant, literal, SOPK, SMEM offset, s_waitcnt
// counters, hwreg fields, DS offsets)
	s_mov_b32 s0, 010
	s_mov_b32 s1, 0b101
	s_movk_i32 s2, 0100
	s_load_dword s2, s[0:1], 010
	s_waitcnt vmcnt(010) lgkmcnt(07)
	s_setreg_b32 hwreg(1, 010, 02), s3
	ds_read_b32 v1, v2 offset:010
	ds_read2_b32 v[1:2], v3 offset0:010 offset1:011
	v_add_u32 v1, vcc, 010, v2
	v_mov_b32 v1, 0b1111111111
