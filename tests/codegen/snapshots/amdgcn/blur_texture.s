	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx8 s[20:27], s[4:5], 0x0
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_or_b32 v56, s7, 3, v0
	v_lshl_or_b32 v28, s6, 3, v1
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[8:9], s[20:21], 0x8
	s_mov_b32 s37, 0
	s_waitcnt lgkmcnt(0)
	s_max_i32 s1, s9, 1
	s_max_i32 s0, s8, 1
	v_cmp_le_u32_e32 vcc, s1, v56
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_le_u32_e32 vcc, s0, v28
	v_lshlrev_b16_e32 v0, 1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v0, 3, v0
	v_cmp_eq_u16_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_467
	v_cvt_f32_u32_e32 v0, s1
	v_cvt_f32_u32_e32 v3, s0
	s_load_dword s12, s[20:21], 0x14
	s_load_dwordx4 s[28:31], s[4:5], 0x20
	v_div_scale_f32 v1, s[2:3], v0, v0, 1.0
	v_rcp_f32_e32 v2, v1
	v_div_scale_f32 v4, vcc, 1.0, v0, 1.0
	s_load_dword s2, s[24:25], 0x0
	v_fma_f32 v5, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v5, v2
	v_mul_f32_e32 v5, v4, v2
	v_fma_f32 v6, -v1, v5, v4
	v_fmac_f32_e32 v5, v6, v2
	v_fma_f32 v1, -v1, v5, v4
	v_div_scale_f32 v4, s[0:1], v3, v3, 1.0
	v_rcp_f32_e32 v6, v4
	v_cmp_gt_u64_e64 s[0:1], s[26:27], 3
	v_div_fmas_f32 v1, v1, v2, v5
	s_and_b64 s[0:1], s[0:1], exec
	v_div_fixup_f32 v31, v1, v0, 1.0
	v_fma_f32 v0, -v4, v6, 1.0
	s_waitcnt lgkmcnt(0)
	s_cselect_b32 s4, s2, 0
	v_fmac_f32_e32 v6, v0, v6
	v_div_scale_f32 v0, vcc, 1.0, v3, 1.0
	s_bitcmp1_b32 s4, 6
	v_mul_f32_e32 v2, v0, v6
	s_cselect_b64 s[24:25], -1, 0
	s_add_i32 s13, s12, -1
	v_fma_f32 v1, -v4, v2, v0
	v_cvt_f32_i32_e32 v5, s13
	v_fmac_f32_e32 v2, v1, v6
	v_fma_f32 v4, -v4, v2, v0
	v_div_fmas_f32 v2, v4, v6, v2
	v_div_fixup_f32 v30, v2, v3, 1.0
	v_min_f32_e32 v2, 0, v5
	v_add_f32_e32 v4, 0.5, v2
	s_bitcmp0_b32 s4, 8
	v_ceil_f32_e32 v4, v4
	v_floor_f32_e32 v3, v2
	v_add_f32_e32 v4, -1.0, v4
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_cvt_i32_f32_e32 v4, v4
	s_and_b32 s2, s4, 3
	v_cvt_f32_u32_e32 v1, v56
	v_cvt_f32_u32_e32 v0, v28
	v_readfirstlane_b32 s14, v4
	s_min_u32 s0, s14, 31
	s_lshr_b32 s1, s8, s0
	s_max_i32 s50, s1, 1
	s_lshr_b32 s0, s9, s0
	s_add_i32 s51, s50, -1
	s_max_i32 s33, s0, 1
	s_lshl_b32 s52, s50, 1
	s_add_i32 s53, s51, s50
	s_cmp_eq_u32 s2, 1
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_eq_u32 s2, 2
	s_cselect_b64 s[2:3], -1, 0
	s_add_i32 s54, s33, -1
	s_bfe_u32 s6, s4, 0x20002
	s_lshl_b32 s55, s33, 1
	s_add_i32 s56, s54, s33
	s_cmp_eq_u32 s6, 1
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s6, 2
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_gt_u32 s12, s14
	s_cselect_b64 s[26:27], -1, 0
	s_and_b64 s[10:11], s[26:27], exec
	s_cselect_b32 s36, s14, 0
	s_min_u32 s10, s36, 31
	s_lshr_b32 s11, s8, s10
	s_lshr_b32 s10, s9, s10
	s_max_i32 s57, s11, 1
	s_max_i32 s58, s10, 1
	s_lshl_b64 s[10:11], s[36:37], 2
	s_add_u32 s34, s20, s10
	s_addc_u32 s35, s21, s11
	s_add_i32 s14, s14, 1
	s_min_i32 s13, s14, s13
	s_min_u32 s10, s13, 31
	s_lshr_b32 s11, s8, s10
	s_lshr_b32 s10, s9, s10
	s_max_i32 s59, s10, 1
	s_max_i32 s60, s11, 1
	s_add_i32 s61, s60, -1
	s_add_i32 s64, s59, -1
	s_lshl_b32 s62, s60, 1
	s_add_i32 s63, s61, s60
	s_lshl_b32 s65, s59, 1
	s_add_i32 s66, s64, s59
	s_cmp_gt_u32 s12, s13
	s_cselect_b64 s[40:41], -1, 0
	s_and_b64 s[10:11], s[40:41], exec
	s_cselect_b32 s36, s13, 0
	s_min_u32 s10, s36, 31
	s_lshr_b32 s8, s8, s10
	s_max_i32 s67, s8, 1
	s_lshr_b32 s8, s9, s10
	s_max_i32 s68, s8, 1
	s_lshl_b64 s[8:9], s[36:37], 2
	v_pk_add_f32 v[0:1], v[0:1], 0.5 op_sel_hi:[1,0]
	s_add_u32 s42, s20, s8
	v_pk_mul_f32 v[32:33], v[0:1], v[30:31]
	v_sub_f32_e32 v0, v2, v3
	s_addc_u32 s43, s21, s9
	s_abs_i32 s69, s55
	v_cndmask_b32_e64 v34, v0, 0, vcc
	v_cvt_f32_u32_e32 v0, s69
	v_cvt_f32_u32_e32 v37, s33
	s_abs_i32 s70, s52
	v_cvt_f32_u32_e32 v3, s70
	v_rcp_iflag_f32_e32 v0, v0
	v_rcp_iflag_f32_e32 v2, v37
	s_sub_i32 s10, 0, s69
	v_cvt_f32_u32_e32 v36, s50
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_lo_u32 v1, s10, v0
	v_mul_hi_u32 v1, v0, v1
	s_sub_i32 s10, 0, s33
	v_add_u32_e32 v29, v0, v1
	v_mul_lo_u32 v0, s10, v2
	v_mul_hi_u32 v0, v2, v0
	v_add_u32_e32 v57, v2, v0
	v_rcp_iflag_f32_e32 v2, v36
	s_abs_i32 s71, s65
	v_mul_f32_e32 v1, 0x4f7ffffe, v3
	v_cvt_f32_u32_e32 v3, s71
	v_cvt_u32_f32_e32 v1, v1
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_rcp_iflag_f32_e32 v3, v3
	s_sub_i32 s10, 0, s70
	v_cvt_f32_u32_e32 v39, s59
	v_mul_lo_u32 v0, s10, v1
	v_mul_hi_u32 v0, v1, v0
	s_sub_i32 s10, 0, s50
	v_add_u32_e32 v58, v1, v0
	v_mul_lo_u32 v0, s10, v2
	v_mul_f32_e32 v1, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v1, v1
	v_mul_hi_u32 v0, v2, v0
	v_add_u32_e32 v59, v2, v0
	v_rcp_iflag_f32_e32 v2, v39
	s_abs_i32 s72, s62
	v_cvt_f32_u32_e32 v3, s72
	s_sub_i32 s10, 0, s71
	v_cvt_f32_u32_e32 v38, s60
	v_mul_lo_u32 v0, s10, v1
	v_mul_hi_u32 v0, v1, v0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_add_u32_e32 v60, v1, v0
	v_rcp_iflag_f32_e32 v0, v3
	v_rcp_iflag_f32_e32 v3, v38
	s_sub_i32 s10, 0, s59
	v_mul_lo_u32 v1, s10, v2
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_mul_hi_u32 v1, v2, v1
	v_cvt_u32_f32_e32 v0, v0
	v_add_u32_e32 v61, v2, v1
	v_mul_f32_e32 v2, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v2, v2
	s_sub_i32 s10, 0, s72
	v_mul_lo_u32 v1, s10, v0
	v_mul_hi_u32 v1, v0, v1
	s_sub_i32 s10, 0, s60
	v_add_u32_e32 v62, v0, v1
	v_mul_lo_u32 v0, s10, v2
	v_mul_hi_u32 v0, v2, v0
	s_mov_b32 s36, s37
	v_sub_f32_e32 v42, 1.0, v34
	v_add_u32_e32 v63, v2, v0
	s_mov_b32 s38, s37
	s_mov_b32 s39, s37
	v_pk_mov_b32 v[0:1], s[36:37], s[36:37] op_sel:[0,1]
	v_cmp_lg_f32_e64 s[8:9], 0, v34
	v_mov_b32_e32 v40, v34
	v_mov_b32_e32 v41, v34
	v_mov_b32_e32 v44, v42
	v_mov_b32_e32 v45, v42
	v_pk_mov_b32 v[2:3], s[38:39], s[38:39] op_sel:[0,1]
	s_mov_b32 s73, 0xce800000
	s_mov_b32 s74, 0x437f0000
	s_mov_b32 s75, 0x42fe0000
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v7, 1.0
	v_mov_b32_e32 v64, 0x4e800000
	s_mov_b32 s44, s37
	s_branch .LBB0_3
.LBB0_2:
	s_add_i32 s44, s44, 1
	s_cmp_lg_u32 s44, 5
	s_cbranch_scc0 .LBB0_465
.LBB0_3:
	s_mov_b32 s45, s37
	s_add_i32 s12, s44, -2
	s_lshl_b64 s[10:11], s[44:45], 2
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, const_table@rel32@lo+4
	s_addc_u32 s47, s47, const_table@rel32@hi+12
	s_add_u32 s10, s10, s46
	s_addc_u32 s11, s11, s47
	s_load_dword s45, s[10:11], 0x0
	v_cvt_f32_i32_e32 v47, s12
	s_mov_b32 s76, -2
	s_branch .LBB0_8
.LBB0_4:
	s_or_b64 exec, exec, s[18:19]
.LBB0_5:
	s_or_b64 exec, exec, s[16:17]
.LBB0_6:
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v35, v34
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[10:11], v[42:43], v[10:11]
	v_pk_mul_f32 v[8:9], v[44:45], v[8:9]
	v_pk_mul_f32 v[14:15], v[34:35], v[14:15]
	v_pk_mul_f32 v[12:13], v[40:41], v[12:13]
	v_pk_add_f32 v[10:11], v[10:11], v[14:15]
	v_pk_add_f32 v[8:9], v[8:9], v[12:13]
.LBB0_7:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s45
	s_add_i32 s76, s76, 1
	v_mul_f32_e32 v4, s77, v4
	s_add_u32 s46, s46, 4
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[10:11], v[4:5], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[4:5], v[8:9] op_sel_hi:[0,1]
	s_addc_u32 s47, s47, 0
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	s_cmp_eq_u32 s76, 3
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
	s_cbranch_scc1 .LBB0_2
.LBB0_8:
	v_cvt_f32_i32_e32 v46, s76
	s_load_dword s77, s[46:47], 0x0
	s_and_b64 vcc, exec, s[24:25]
	v_pk_mul_f32 v[8:9], v[30:31], v[46:47]
	v_pk_add_f32 v[24:25], v[32:33], v[8:9]
	v_pk_mul_f32 v[8:9], v[24:25], v[36:37]
	v_med3_f32 v27, v9, s73, v64
	v_med3_f32 v26, v8, s73, v64
	s_cbranch_vccz .LBB0_18
	v_pk_add_f32 v[48:49], -0.5, v[26:27] op_sel_hi:[0,1]
	v_floor_f32_e32 v51, v49
	v_cvt_i32_f32_e32 v4, v51
	v_floor_f32_e32 v50, v48
	v_cvt_i32_f32_e32 v14, v50
	s_load_dword s36, s[34:35], 0x18
	v_sub_u32_e32 v8, 0, v4
	v_max_i32_e32 v8, v4, v8
	v_mul_hi_u32 v9, v8, v29
	v_mul_lo_u32 v9, v9, s69
	v_sub_u32_e32 v9, v8, v9
	v_subrev_u32_e32 v10, s69, v9
	v_cmp_le_u32_e32 vcc, s69, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s69, v9
	v_cmp_le_u32_e32 vcc, s69, v9
	v_ashrrev_i32_e32 v6, 31, v4
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_xor_b32_e32 v9, v9, v6
	v_sub_u32_e32 v9, v9, v6
	v_ashrrev_i32_e32 v10, 31, v9
	v_and_b32_e32 v10, s55, v10
	v_add_u32_e32 v9, v10, v9
	v_sub_u32_e32 v10, s56, v9
	v_cmp_gt_i32_e32 vcc, s33, v9
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_mul_hi_u32 v10, v8, v57
	v_mul_lo_u32 v10, v10, s33
	v_sub_u32_e32 v8, v8, v10
	v_subrev_u32_e32 v10, s33, v8
	v_cmp_le_u32_e32 vcc, s33, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_subrev_u32_e32 v10, s33, v8
	v_cmp_le_u32_e32 vcc, s33, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_xor_b32_e32 v8, v8, v6
	v_sub_u32_e32 v6, v8, v6
	v_ashrrev_i32_e32 v8, 31, v6
	v_and_b32_e32 v8, s33, v8
	v_add_u32_e32 v6, v8, v6
	v_max_i32_e32 v8, 0, v4
	v_min_u32_e32 v8, s54, v8
	v_cndmask_b32_e64 v6, v8, v6, s[4:5]
	v_cndmask_b32_e64 v8, v6, v9, s[6:7]
	v_sub_u32_e32 v9, 0, v14
	v_max_i32_e32 v9, v14, v9
	v_mul_hi_u32 v10, v9, v58
	v_mul_lo_u32 v10, v10, s70
	v_sub_u32_e32 v10, v9, v10
	v_subrev_u32_e32 v11, s70, v10
	v_cmp_le_u32_e32 vcc, s70, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s70, v10
	v_cmp_le_u32_e32 vcc, s70, v10
	v_ashrrev_i32_e32 v6, 31, v14
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_xor_b32_e32 v10, v10, v6
	v_sub_u32_e32 v10, v10, v6
	v_ashrrev_i32_e32 v11, 31, v10
	v_and_b32_e32 v11, s52, v11
	v_add_u32_e32 v10, v11, v10
	v_sub_u32_e32 v11, s53, v10
	v_cmp_gt_i32_e32 vcc, s50, v10
	v_cndmask_b32_e32 v10, v11, v10, vcc
	v_mul_hi_u32 v11, v9, v59
	v_mul_lo_u32 v11, v11, s50
	v_sub_u32_e32 v9, v9, v11
	v_subrev_u32_e32 v11, s50, v9
	v_cmp_le_u32_e32 vcc, s50, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_subrev_u32_e32 v11, s50, v9
	v_cmp_le_u32_e32 vcc, s50, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_xor_b32_e32 v9, v9, v6
	v_sub_u32_e32 v6, v9, v6
	v_ashrrev_i32_e32 v9, 31, v6
	v_and_b32_e32 v9, s50, v9
	v_add_u32_e32 v6, v9, v6
	v_max_i32_e32 v9, 0, v14
	v_min_u32_e32 v9, s51, v9
	v_cndmask_b32_e64 v6, v9, v6, s[0:1]
	v_cndmask_b32_e64 v6, v6, v10, s[2:3]
	v_cmp_gt_u32_e64 s[10:11], s57, v6
	v_cmp_gt_u32_e64 s[14:15], s58, v8
	s_and_b64 s[12:13], s[14:15], s[10:11]
	s_and_b64 s[12:13], s[26:27], s[12:13]
	v_mad_u64_u32 v[16:17], s[16:17], v8, s57, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[38:39], s[12:13]
	s_cbranch_execz .LBB0_55
	s_load_dword s78, s[20:21], 0x0
	v_add_co_u32_e32 v12, vcc, v16, v6
	v_addc_co_u32_e32 v13, vcc, 0, v17, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s78, 5
	s_cbranch_scc1 .LBB0_19
	s_cmp_lt_i32 s78, 9
	s_cbranch_scc1 .LBB0_20
	s_cmp_lt_i32 s78, 12
	s_cbranch_scc1 .LBB0_21
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 12
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_cbranch_scc0 .LBB0_17
	v_lshlrev_b64 v[8:9], 3, v[12:13]
	v_mov_b32_e32 v11, s37
	v_add_co_u32_e32 v10, vcc, s36, v8
	v_addc_co_u32_e32 v15, vcc, v9, v11, vcc
	v_add_co_u32_e32 v8, vcc, 8, v10
	v_addc_co_u32_e32 v9, vcc, 0, v15, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_16
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v10
	v_addc_co_u32_e32 v9, vcc, v9, v15, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	v_mov_b32_e32 v11, 1.0
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
.LBB0_17:
	s_cbranch_execz .LBB0_22
	s_branch .LBB0_26
.LBB0_18:
	s_cbranch_execnz .LBB0_191
	s_branch .LBB0_234
.LBB0_19:
	s_branch .LBB0_38
.LBB0_20:
	v_mov_b32_e32 v10, s16
	s_branch .LBB0_27
.LBB0_21:
.LBB0_22:
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	s_cbranch_scc0 .LBB0_26
	v_lshlrev_b64 v[10:11], 2, v[12:13]
	v_mov_b32_e32 v8, s37
	v_add_co_u32_e32 v10, vcc, s36, v10
	v_addc_co_u32_e32 v15, vcc, v11, v8, vcc
	v_add_co_u32_e32 v18, vcc, 4, v10
	v_addc_co_u32_e32 v19, vcc, 0, v15, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[18:19]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_25
	v_mov_b32_e32 v8, s21
	v_add_co_u32_e32 v10, vcc, s20, v10
	v_addc_co_u32_e32 v11, vcc, v8, v15, vcc
	global_load_dword v8, v[10:11], off
	v_mov_b32_e32 v11, 1.0
.LBB0_25:
	s_or_b64 exec, exec, s[12:13]
.LBB0_26:
	v_mov_b32_e32 v10, s16
	s_cbranch_execnz .LBB0_37
.LBB0_27:
	s_cmp_lt_i32 s78, 6
	s_cbranch_scc1 .LBB0_33
	s_cmp_eq_u32 s78, 6
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_cbranch_scc0 .LBB0_32
	v_lshlrev_b64 v[8:9], 4, v[12:13]
	v_mov_b32_e32 v10, s37
	v_add_co_u32_e32 v15, vcc, s36, v8
	v_addc_co_u32_e32 v18, vcc, v9, v10, vcc
	v_add_co_u32_e32 v8, vcc, 16, v15
	v_addc_co_u32_e32 v9, vcc, 0, v18, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_31
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v15
	v_addc_co_u32_e32 v9, vcc, v9, v18, vcc
	global_load_dwordx4 v[8:11], v[8:9], off
.LBB0_31:
	s_or_b64 exec, exec, s[12:13]
.LBB0_32:
	s_cbranch_execz .LBB0_34
	s_branch .LBB0_37
.LBB0_33:
.LBB0_34:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 3, v[12:13]
	v_mov_b32_e32 v10, s37
	v_add_co_u32_e32 v18, vcc, s36, v8
	v_addc_co_u32_e32 v15, vcc, v9, v10, vcc
	v_add_co_u32_e32 v8, vcc, 8, v18
	v_addc_co_u32_e32 v9, vcc, 0, v15, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_36
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v18
	v_addc_co_u32_e32 v9, vcc, v9, v15, vcc
	global_load_dwordx2 v[10:11], v[8:9], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v8, v10
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v10, v11
	v_cvt_f32_f16_sdwa v11, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_36:
	s_or_b64 exec, exec, s[12:13]
.LBB0_37:
	s_cbranch_execnz .LBB0_55
.LBB0_38:
	s_cmp_lt_i32 s78, 1
	s_cbranch_scc1 .LBB0_45
	s_cmp_lt_i32 s78, 2
	s_cbranch_scc1 .LBB0_46
	s_cmp_eq_u32 s78, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_cbranch_scc0 .LBB0_44
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	v_mov_b32_e32 v10, s37
	v_add_co_u32_e32 v18, vcc, s36, v8
	v_addc_co_u32_e32 v15, vcc, v9, v10, vcc
	v_add_co_u32_e32 v8, vcc, 4, v18
	v_addc_co_u32_e32 v9, vcc, 0, v15, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_43
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v18
	v_addc_co_u32_e32 v9, vcc, v9, v15, vcc
	global_load_dword v8, v[8:9], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v11, v8
	v_cvt_f32_ubyte0_e32 v10, v8
	v_cvt_f32_ubyte1_e32 v9, v8
	v_cvt_f32_ubyte2_e32 v8, v8
	v_div_scale_f32 v15, s[12:13], s74, s74, v8
	v_div_scale_f32 v19, s[12:13], s74, s74, v9
	v_rcp_f32_e32 v43, v15
	v_div_scale_f32 v21, s[16:17], s74, s74, v10
	v_rcp_f32_e32 v46, v19
	v_div_scale_f32 v23, s[18:19], s74, s74, v11
	v_rcp_f32_e32 v52, v21
	v_rcp_f32_e32 v53, v23
	v_fma_f32 v54, -v15, v43, 1.0
	v_div_scale_f32 v18, vcc, v8, s74, v8
	v_fma_f32 v55, -v19, v46, 1.0
	v_fmac_f32_e32 v43, v54, v43
	v_div_scale_f32 v20, s[12:13], v9, s74, v9
	v_fma_f32 v65, -v21, v52, 1.0
	v_fmac_f32_e32 v46, v55, v46
	v_mul_f32_e32 v54, v18, v43
	v_div_scale_f32 v22, s[16:17], v10, s74, v10
	v_fma_f32 v66, -v23, v53, 1.0
	v_fmac_f32_e32 v52, v65, v52
	v_mul_f32_e32 v55, v20, v46
	v_fma_f32 v67, -v15, v54, v18
	v_div_scale_f32 v35, s[18:19], v11, s74, v11
	v_fmac_f32_e32 v53, v66, v53
	v_mul_f32_e32 v65, v22, v52
	v_fma_f32 v68, -v19, v55, v20
	v_fmac_f32_e32 v54, v67, v43
	v_mul_f32_e32 v66, v35, v53
	v_fma_f32 v69, -v21, v65, v22
	v_fmac_f32_e32 v55, v68, v46
	v_fma_f32 v15, -v15, v54, v18
	v_fma_f32 v70, -v23, v66, v35
	v_fmac_f32_e32 v65, v69, v52
	v_fma_f32 v18, -v19, v55, v20
	v_div_fmas_f32 v15, v15, v43, v54
	s_mov_b64 vcc, s[12:13]
	v_fmac_f32_e32 v66, v70, v53
	v_fma_f32 v19, -v21, v65, v22
	v_div_fixup_f32 v8, v15, s74, v8
	v_div_fmas_f32 v15, v18, v46, v55
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v20, -v23, v66, v35
	v_div_fixup_f32 v9, v15, s74, v9
	v_div_fmas_f32 v15, v19, v52, v65
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v10, v15, s74, v10
	v_div_fmas_f32 v15, v20, v53, v66
	v_div_fixup_f32 v11, v15, s74, v11
.LBB0_43:
	s_or_b64 exec, exec, s[48:49]
.LBB0_44:
	s_cbranch_execz .LBB0_47
	s_branch .LBB0_50
.LBB0_45:
	s_branch .LBB0_51
.LBB0_46:
.LBB0_47:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	v_mov_b32_e32 v10, s37
	v_add_co_u32_e32 v18, vcc, s36, v8
	v_addc_co_u32_e32 v15, vcc, v9, v10, vcc
	v_add_co_u32_e32 v8, vcc, 4, v18
	v_addc_co_u32_e32 v9, vcc, 0, v15, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_49
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v18
	v_addc_co_u32_e32 v9, vcc, v9, v15, vcc
	global_load_dword v8, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v9, 16, v8
	v_ashrrev_i16_e32 v10, 8, v8
	v_bfe_i32 v11, v8, 0, 8
	v_cvt_f32_i32_sdwa v8, sext(v8) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v9, v9, 0, 8
	v_cvt_f32_i32_sdwa v10, sext(v10) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v9, sext(v9) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v11, sext(v11) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v15, s[12:13], s75, s75, v8
	v_rcp_f32_e32 v19, v15
	v_div_scale_f32 v20, s[12:13], s75, s75, v10
	v_div_scale_f32 v35, s[18:19], s75, s75, v9
	v_rcp_f32_e32 v46, v20
	v_rcp_f32_e32 v53, v35
	v_div_scale_f32 v22, s[16:17], s75, s75, v11
	v_rcp_f32_e32 v52, v22
	v_fma_f32 v54, -v15, v19, 1.0
	v_div_scale_f32 v18, vcc, v8, s75, v8
	v_fmac_f32_e32 v19, v54, v19
	v_fma_f32 v54, -v20, v46, 1.0
	v_mul_f32_e32 v65, v18, v19
	v_fma_f32 v66, -v35, v53, 1.0
	v_div_scale_f32 v43, s[18:19], v9, s75, v9
	v_fmac_f32_e32 v46, v54, v46
	v_fma_f32 v54, -v15, v65, v18
	v_fmac_f32_e32 v53, v66, v53
	v_div_scale_f32 v21, s[12:13], v10, s75, v10
	v_fma_f32 v55, -v22, v52, 1.0
	v_fmac_f32_e32 v65, v54, v19
	v_mul_f32_e32 v54, v43, v53
	v_div_scale_f32 v23, s[16:17], v11, s75, v11
	v_fmac_f32_e32 v52, v55, v52
	v_mul_f32_e32 v55, v21, v46
	v_fma_f32 v15, -v15, v65, v18
	v_fma_f32 v18, -v35, v54, v43
	v_mul_f32_e32 v66, v23, v52
	v_fma_f32 v67, -v20, v55, v21
	v_div_fmas_f32 v15, v15, v19, v65
	v_fmac_f32_e32 v54, v18, v53
	v_fma_f32 v68, -v22, v66, v23
	v_fmac_f32_e32 v55, v67, v46
	v_div_fixup_f32 v15, v15, s75, v8
	v_fma_f32 v8, -v35, v54, v43
	s_mov_b64 vcc, s[18:19]
	v_fmac_f32_e32 v66, v68, v52
	v_fma_f32 v18, -v20, v55, v21
	v_div_fmas_f32 v8, v8, v53, v54
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v19, -v22, v66, v23
	v_div_fixup_f32 v8, v8, s75, v9
	v_div_fmas_f32 v9, v18, v46, v55
	s_mov_b64 vcc, s[16:17]
	v_div_fmas_f32 v18, v19, v52, v66
	v_div_fixup_f32 v9, v9, s75, v10
	v_max_f32_e32 v10, -1.0, v8
	v_div_fixup_f32 v8, v18, s75, v11
	v_max_f32_e32 v9, -1.0, v9
	v_max_f32_e32 v8, -1.0, v8
	v_max_f32_e32 v11, -1.0, v15
.LBB0_49:
	s_or_b64 exec, exec, s[48:49]
.LBB0_50:
	s_cbranch_execnz .LBB0_55
.LBB0_51:
	s_cmp_lg_u32 s78, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_cbranch_scc1 .LBB0_55
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	v_mov_b32_e32 v10, s37
	v_add_co_u32_e32 v13, vcc, s36, v8
	v_addc_co_u32_e32 v12, vcc, v9, v10, vcc
	v_add_co_u32_e32 v8, vcc, 4, v13
	v_addc_co_u32_e32 v9, vcc, 0, v12, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_54
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v13
	v_addc_co_u32_e32 v9, vcc, v9, v12, vcc
	global_load_dword v8, v[8:9], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v11, v8
	v_cvt_f32_ubyte2_e32 v10, v8
	v_cvt_f32_ubyte1_e32 v9, v8
	v_cvt_f32_ubyte0_e32 v8, v8
	v_div_scale_f32 v12, s[12:13], s74, s74, v8
	v_div_scale_f32 v15, s[12:13], s74, s74, v9
	v_rcp_f32_e32 v23, v12
	v_div_scale_f32 v19, s[16:17], s74, s74, v10
	v_rcp_f32_e32 v35, v15
	v_div_scale_f32 v21, s[18:19], s74, s74, v11
	v_rcp_f32_e32 v43, v19
	v_rcp_f32_e32 v46, v21
	v_fma_f32 v52, -v12, v23, 1.0
	v_div_scale_f32 v13, vcc, v8, s74, v8
	v_fma_f32 v53, -v15, v35, 1.0
	v_fmac_f32_e32 v23, v52, v23
	v_div_scale_f32 v18, s[12:13], v9, s74, v9
	v_fma_f32 v54, -v19, v43, 1.0
	v_fmac_f32_e32 v35, v53, v35
	v_mul_f32_e32 v52, v13, v23
	v_div_scale_f32 v20, s[16:17], v10, s74, v10
	v_fma_f32 v55, -v21, v46, 1.0
	v_fmac_f32_e32 v43, v54, v43
	v_mul_f32_e32 v53, v18, v35
	v_fma_f32 v65, -v12, v52, v13
	v_div_scale_f32 v22, s[18:19], v11, s74, v11
	v_fmac_f32_e32 v46, v55, v46
	v_mul_f32_e32 v54, v20, v43
	v_fma_f32 v66, -v15, v53, v18
	v_fmac_f32_e32 v52, v65, v23
	v_mul_f32_e32 v55, v22, v46
	v_fma_f32 v67, -v19, v54, v20
	v_fmac_f32_e32 v53, v66, v35
	v_fma_f32 v12, -v12, v52, v13
	v_fma_f32 v68, -v21, v55, v22
	v_fmac_f32_e32 v54, v67, v43
	v_fma_f32 v13, -v15, v53, v18
	v_div_fmas_f32 v12, v12, v23, v52
	s_mov_b64 vcc, s[12:13]
	v_fmac_f32_e32 v55, v68, v46
	v_fma_f32 v15, -v19, v54, v20
	v_div_fixup_f32 v8, v12, s74, v8
	v_div_fmas_f32 v12, v13, v35, v53
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v18, -v21, v55, v22
	v_div_fixup_f32 v9, v12, s74, v9
	v_div_fmas_f32 v12, v15, v43, v54
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v10, v12, s74, v10
	v_div_fmas_f32 v12, v18, v46, v55
	v_div_fixup_f32 v11, v12, s74, v11
.LBB0_54:
	s_or_b64 exec, exec, s[48:49]
.LBB0_55:
	s_or_b64 exec, exec, s[38:39]
	v_add_u32_e32 v12, 1, v14
	v_not_b32_e32 v14, v14
	v_max_i32_e32 v14, v12, v14
	v_mul_hi_u32 v15, v14, v58
	v_mul_lo_u32 v15, v15, s70
	v_sub_u32_e32 v15, v14, v15
	v_subrev_u32_e32 v18, s70, v15
	v_cmp_le_u32_e32 vcc, s70, v15
	v_cndmask_b32_e32 v15, v15, v18, vcc
	v_subrev_u32_e32 v18, s70, v15
	v_cmp_le_u32_e32 vcc, s70, v15
	v_ashrrev_i32_e32 v13, 31, v12
	v_cndmask_b32_e32 v15, v15, v18, vcc
	v_xor_b32_e32 v15, v15, v13
	v_sub_u32_e32 v15, v15, v13
	v_ashrrev_i32_e32 v18, 31, v15
	v_and_b32_e32 v18, s52, v18
	v_add_u32_e32 v15, v18, v15
	v_sub_u32_e32 v18, s53, v15
	v_cmp_gt_i32_e32 vcc, s50, v15
	v_cndmask_b32_e32 v15, v18, v15, vcc
	v_mul_hi_u32 v18, v14, v59
	v_mul_lo_u32 v18, v18, s50
	v_sub_u32_e32 v14, v14, v18
	v_subrev_u32_e32 v18, s50, v14
	v_cmp_le_u32_e32 vcc, s50, v14
	v_cndmask_b32_e32 v14, v14, v18, vcc
	v_subrev_u32_e32 v18, s50, v14
	v_cmp_le_u32_e32 vcc, s50, v14
	v_cndmask_b32_e32 v14, v14, v18, vcc
	v_xor_b32_e32 v14, v14, v13
	v_sub_u32_e32 v13, v14, v13
	v_ashrrev_i32_e32 v14, 31, v13
	v_and_b32_e32 v14, s50, v14
	v_max_i32_e32 v12, 0, v12
	v_add_u32_e32 v13, v14, v13
	v_min_u32_e32 v12, s51, v12
	v_cndmask_b32_e64 v12, v12, v13, s[0:1]
	v_cndmask_b32_e64 v35, v12, v15, s[2:3]
	v_cmp_gt_u32_e64 s[12:13], s57, v35
	s_and_b64 s[14:15], s[14:15], s[12:13]
	s_and_b64 s[14:15], s[26:27], s[14:15]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[38:39], s[14:15]
	s_cbranch_execz .LBB0_100
	s_load_dword s78, s[20:21], 0x0
	v_add_co_u32_e32 v16, vcc, v16, v35
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s78, 5
	s_cbranch_scc1 .LBB0_64
	s_cmp_lt_i32 s78, 9
	s_cbranch_scc1 .LBB0_65
	s_cmp_lt_i32 s78, 12
	s_cbranch_scc1 .LBB0_66
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 12
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_63
	v_lshlrev_b64 v[12:13], 3, v[16:17]
	v_mov_b32_e32 v15, s37
	v_add_co_u32_e32 v14, vcc, s36, v12
	v_addc_co_u32_e32 v18, vcc, v13, v15, vcc
	v_add_co_u32_e32 v12, vcc, 8, v14
	v_addc_co_u32_e32 v13, vcc, 0, v18, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_62
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v14
	v_addc_co_u32_e32 v13, vcc, v13, v18, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	v_mov_b32_e32 v15, 1.0
.LBB0_62:
	s_or_b64 exec, exec, s[14:15]
.LBB0_63:
	s_cbranch_execz .LBB0_67
	s_branch .LBB0_71
.LBB0_64:
	s_branch .LBB0_83
.LBB0_65:
	v_mov_b32_e32 v14, s16
	s_branch .LBB0_72
.LBB0_66:
.LBB0_67:
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_71
	v_lshlrev_b64 v[14:15], 2, v[16:17]
	v_mov_b32_e32 v12, s37
	v_add_co_u32_e32 v14, vcc, s36, v14
	v_addc_co_u32_e32 v18, vcc, v15, v12, vcc
	v_add_co_u32_e32 v20, vcc, 4, v14
	v_addc_co_u32_e32 v21, vcc, 0, v18, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_70
	v_mov_b32_e32 v12, s21
	v_add_co_u32_e32 v14, vcc, s20, v14
	v_addc_co_u32_e32 v15, vcc, v12, v18, vcc
	global_load_dword v12, v[14:15], off
	v_mov_b32_e32 v15, 1.0
.LBB0_70:
	s_or_b64 exec, exec, s[14:15]
.LBB0_71:
	v_mov_b32_e32 v14, s16
	s_cbranch_execnz .LBB0_82
.LBB0_72:
	s_cmp_lt_i32 s78, 6
	s_cbranch_scc1 .LBB0_78
	s_cmp_eq_u32 s78, 6
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_77
	v_lshlrev_b64 v[12:13], 4, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v18, vcc, s36, v12
	v_addc_co_u32_e32 v19, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 16, v18
	v_addc_co_u32_e32 v13, vcc, 0, v19, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_76
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v18
	v_addc_co_u32_e32 v13, vcc, v13, v19, vcc
	global_load_dwordx4 v[12:15], v[12:13], off
.LBB0_76:
	s_or_b64 exec, exec, s[14:15]
.LBB0_77:
	s_cbranch_execz .LBB0_79
	s_branch .LBB0_82
.LBB0_78:
.LBB0_79:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[12:13], 3, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v19, vcc, s36, v12
	v_addc_co_u32_e32 v18, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 8, v19
	v_addc_co_u32_e32 v13, vcc, 0, v18, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_81
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v19
	v_addc_co_u32_e32 v13, vcc, v13, v18, vcc
	global_load_dwordx2 v[14:15], v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v12, v14
	v_cvt_f32_f16_sdwa v13, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v14, v15
	v_cvt_f32_f16_sdwa v15, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_81:
	s_or_b64 exec, exec, s[14:15]
.LBB0_82:
	s_cbranch_execnz .LBB0_100
.LBB0_83:
	s_cmp_lt_i32 s78, 1
	s_cbranch_scc1 .LBB0_90
	s_cmp_lt_i32 s78, 2
	s_cbranch_scc1 .LBB0_91
	s_cmp_eq_u32 s78, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_89
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v19, vcc, s36, v12
	v_addc_co_u32_e32 v18, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 4, v19
	v_addc_co_u32_e32 v13, vcc, 0, v18, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_88
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v19
	v_addc_co_u32_e32 v13, vcc, v13, v18, vcc
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v15, v12
	v_cvt_f32_ubyte0_e32 v14, v12
	v_cvt_f32_ubyte1_e32 v13, v12
	v_cvt_f32_ubyte2_e32 v12, v12
	v_div_scale_f32 v18, s[14:15], s74, s74, v12
	v_div_scale_f32 v20, s[14:15], s74, s74, v13
	v_rcp_f32_e32 v52, v18
	v_div_scale_f32 v22, s[16:17], s74, s74, v14
	v_rcp_f32_e32 v53, v20
	v_div_scale_f32 v43, s[18:19], s74, s74, v15
	v_rcp_f32_e32 v54, v22
	v_rcp_f32_e32 v55, v43
	v_fma_f32 v65, -v18, v52, 1.0
	v_div_scale_f32 v19, vcc, v12, s74, v12
	v_fma_f32 v66, -v20, v53, 1.0
	v_fmac_f32_e32 v52, v65, v52
	v_div_scale_f32 v21, s[14:15], v13, s74, v13
	v_fma_f32 v67, -v22, v54, 1.0
	v_fmac_f32_e32 v53, v66, v53
	v_mul_f32_e32 v65, v19, v52
	v_div_scale_f32 v23, s[16:17], v14, s74, v14
	v_fma_f32 v68, -v43, v55, 1.0
	v_fmac_f32_e32 v54, v67, v54
	v_mul_f32_e32 v66, v21, v53
	v_fma_f32 v69, -v18, v65, v19
	v_div_scale_f32 v46, s[18:19], v15, s74, v15
	v_fmac_f32_e32 v55, v68, v55
	v_mul_f32_e32 v67, v23, v54
	v_fma_f32 v70, -v20, v66, v21
	v_fmac_f32_e32 v65, v69, v52
	v_mul_f32_e32 v68, v46, v55
	v_fma_f32 v71, -v22, v67, v23
	v_fmac_f32_e32 v66, v70, v53
	v_fma_f32 v18, -v18, v65, v19
	v_fma_f32 v72, -v43, v68, v46
	v_fmac_f32_e32 v67, v71, v54
	v_fma_f32 v19, -v20, v66, v21
	v_div_fmas_f32 v18, v18, v52, v65
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v68, v72, v55
	v_fma_f32 v20, -v22, v67, v23
	v_div_fixup_f32 v12, v18, s74, v12
	v_div_fmas_f32 v18, v19, v53, v66
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v21, -v43, v68, v46
	v_div_fixup_f32 v13, v18, s74, v13
	v_div_fmas_f32 v18, v20, v54, v67
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v14, v18, s74, v14
	v_div_fmas_f32 v18, v21, v55, v68
	v_div_fixup_f32 v15, v18, s74, v15
.LBB0_88:
	s_or_b64 exec, exec, s[48:49]
.LBB0_89:
	s_cbranch_execz .LBB0_92
	s_branch .LBB0_95
.LBB0_90:
	s_branch .LBB0_96
.LBB0_91:
.LBB0_92:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v19, vcc, s36, v12
	v_addc_co_u32_e32 v18, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 4, v19
	v_addc_co_u32_e32 v13, vcc, 0, v18, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_94
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v19
	v_addc_co_u32_e32 v13, vcc, v13, v18, vcc
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v13, 16, v12
	v_ashrrev_i16_e32 v14, 8, v12
	v_bfe_i32 v15, v12, 0, 8
	v_cvt_f32_i32_sdwa v12, sext(v12) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v13, v13, 0, 8
	v_cvt_f32_i32_sdwa v14, sext(v14) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v13, sext(v13) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v15, sext(v15) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v18, s[14:15], s75, s75, v12
	v_rcp_f32_e32 v20, v18
	v_div_scale_f32 v21, s[14:15], s75, s75, v14
	v_div_scale_f32 v46, s[18:19], s75, s75, v13
	v_rcp_f32_e32 v53, v21
	v_rcp_f32_e32 v55, v46
	v_div_scale_f32 v23, s[16:17], s75, s75, v15
	v_rcp_f32_e32 v54, v23
	v_fma_f32 v65, -v18, v20, 1.0
	v_div_scale_f32 v19, vcc, v12, s75, v12
	v_fmac_f32_e32 v20, v65, v20
	v_fma_f32 v65, -v21, v53, 1.0
	v_mul_f32_e32 v67, v19, v20
	v_fma_f32 v68, -v46, v55, 1.0
	v_div_scale_f32 v52, s[18:19], v13, s75, v13
	v_fmac_f32_e32 v53, v65, v53
	v_fma_f32 v65, -v18, v67, v19
	v_fmac_f32_e32 v55, v68, v55
	v_div_scale_f32 v22, s[14:15], v14, s75, v14
	v_fma_f32 v66, -v23, v54, 1.0
	v_fmac_f32_e32 v67, v65, v20
	v_mul_f32_e32 v65, v52, v55
	v_div_scale_f32 v43, s[16:17], v15, s75, v15
	v_fmac_f32_e32 v54, v66, v54
	v_mul_f32_e32 v66, v22, v53
	v_fma_f32 v18, -v18, v67, v19
	v_fma_f32 v19, -v46, v65, v52
	v_mul_f32_e32 v68, v43, v54
	v_fma_f32 v69, -v21, v66, v22
	v_div_fmas_f32 v18, v18, v20, v67
	v_fmac_f32_e32 v65, v19, v55
	v_fma_f32 v70, -v23, v68, v43
	v_fmac_f32_e32 v66, v69, v53
	v_div_fixup_f32 v18, v18, s75, v12
	v_fma_f32 v12, -v46, v65, v52
	s_mov_b64 vcc, s[18:19]
	v_fmac_f32_e32 v68, v70, v54
	v_fma_f32 v19, -v21, v66, v22
	v_div_fmas_f32 v12, v12, v55, v65
	s_mov_b64 vcc, s[14:15]
	v_fma_f32 v20, -v23, v68, v43
	v_div_fixup_f32 v12, v12, s75, v13
	v_div_fmas_f32 v13, v19, v53, v66
	s_mov_b64 vcc, s[16:17]
	v_div_fmas_f32 v19, v20, v54, v68
	v_div_fixup_f32 v13, v13, s75, v14
	v_max_f32_e32 v14, -1.0, v12
	v_div_fixup_f32 v12, v19, s75, v15
	v_max_f32_e32 v13, -1.0, v13
	v_max_f32_e32 v12, -1.0, v12
	v_max_f32_e32 v15, -1.0, v18
.LBB0_94:
	s_or_b64 exec, exec, s[48:49]
.LBB0_95:
	s_cbranch_execnz .LBB0_100
.LBB0_96:
	s_cmp_lg_u32 s78, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc1 .LBB0_100
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v17, vcc, s36, v12
	v_addc_co_u32_e32 v16, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 4, v17
	v_addc_co_u32_e32 v13, vcc, 0, v16, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_99
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v17
	v_addc_co_u32_e32 v13, vcc, v13, v16, vcc
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v15, v12
	v_cvt_f32_ubyte2_e32 v14, v12
	v_cvt_f32_ubyte1_e32 v13, v12
	v_cvt_f32_ubyte0_e32 v12, v12
	v_div_scale_f32 v16, s[14:15], s74, s74, v12
	v_div_scale_f32 v18, s[14:15], s74, s74, v13
	v_rcp_f32_e32 v43, v16
	v_div_scale_f32 v20, s[16:17], s74, s74, v14
	v_rcp_f32_e32 v46, v18
	v_div_scale_f32 v22, s[18:19], s74, s74, v15
	v_rcp_f32_e32 v52, v20
	v_rcp_f32_e32 v53, v22
	v_fma_f32 v54, -v16, v43, 1.0
	v_div_scale_f32 v17, vcc, v12, s74, v12
	v_fma_f32 v55, -v18, v46, 1.0
	v_fmac_f32_e32 v43, v54, v43
	v_div_scale_f32 v19, s[14:15], v13, s74, v13
	v_fma_f32 v65, -v20, v52, 1.0
	v_fmac_f32_e32 v46, v55, v46
	v_mul_f32_e32 v54, v17, v43
	v_div_scale_f32 v21, s[16:17], v14, s74, v14
	v_fma_f32 v66, -v22, v53, 1.0
	v_fmac_f32_e32 v52, v65, v52
	v_mul_f32_e32 v55, v19, v46
	v_fma_f32 v67, -v16, v54, v17
	v_div_scale_f32 v23, s[18:19], v15, s74, v15
	v_fmac_f32_e32 v53, v66, v53
	v_mul_f32_e32 v65, v21, v52
	v_fma_f32 v68, -v18, v55, v19
	v_fmac_f32_e32 v54, v67, v43
	v_mul_f32_e32 v66, v23, v53
	v_fma_f32 v69, -v20, v65, v21
	v_fmac_f32_e32 v55, v68, v46
	v_fma_f32 v16, -v16, v54, v17
	v_fma_f32 v70, -v22, v66, v23
	v_fmac_f32_e32 v65, v69, v52
	v_fma_f32 v17, -v18, v55, v19
	v_div_fmas_f32 v16, v16, v43, v54
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v66, v70, v53
	v_fma_f32 v18, -v20, v65, v21
	v_div_fixup_f32 v12, v16, s74, v12
	v_div_fmas_f32 v16, v17, v46, v55
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v19, -v22, v66, v23
	v_div_fixup_f32 v13, v16, s74, v13
	v_div_fmas_f32 v16, v18, v52, v65
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v14, v16, s74, v14
	v_div_fmas_f32 v16, v19, v53, v66
	v_div_fixup_f32 v15, v16, s74, v15
.LBB0_99:
	s_or_b64 exec, exec, s[48:49]
.LBB0_100:
	s_or_b64 exec, exec, s[38:39]
	v_add_u32_e32 v16, 1, v4
	v_not_b32_e32 v4, v4
	v_max_i32_e32 v4, v16, v4
	v_mul_hi_u32 v18, v4, v29
	v_mul_lo_u32 v18, v18, s69
	v_sub_u32_e32 v18, v4, v18
	v_subrev_u32_e32 v19, s69, v18
	v_cmp_le_u32_e32 vcc, s69, v18
	v_cndmask_b32_e32 v18, v18, v19, vcc
	v_subrev_u32_e32 v19, s69, v18
	v_cmp_le_u32_e32 vcc, s69, v18
	v_ashrrev_i32_e32 v17, 31, v16
	v_cndmask_b32_e32 v18, v18, v19, vcc
	v_xor_b32_e32 v18, v18, v17
	v_sub_u32_e32 v18, v18, v17
	v_ashrrev_i32_e32 v19, 31, v18
	v_and_b32_e32 v19, s55, v19
	v_add_u32_e32 v18, v19, v18
	v_sub_u32_e32 v19, s56, v18
	v_cmp_gt_i32_e32 vcc, s33, v18
	v_cndmask_b32_e32 v18, v19, v18, vcc
	v_mul_hi_u32 v19, v4, v57
	v_mul_lo_u32 v19, v19, s33
	v_sub_u32_e32 v4, v4, v19
	v_subrev_u32_e32 v19, s33, v4
	v_cmp_le_u32_e32 vcc, s33, v4
	v_cndmask_b32_e32 v4, v4, v19, vcc
	v_subrev_u32_e32 v19, s33, v4
	v_cmp_le_u32_e32 vcc, s33, v4
	v_cndmask_b32_e32 v4, v4, v19, vcc
	v_xor_b32_e32 v4, v4, v17
	v_sub_u32_e32 v4, v4, v17
	v_ashrrev_i32_e32 v17, 31, v4
	v_and_b32_e32 v17, s33, v17
	v_max_i32_e32 v16, 0, v16
	v_add_u32_e32 v4, v17, v4
	v_min_u32_e32 v16, s54, v16
	v_cndmask_b32_e64 v4, v16, v4, s[4:5]
	v_cndmask_b32_e64 v4, v4, v18, s[6:7]
	v_cmp_gt_u32_e64 s[14:15], s58, v4
	s_and_b64 s[10:11], s[14:15], s[10:11]
	s_and_b64 s[10:11], s[26:27], s[10:11]
	v_mad_u64_u32 v[52:53], s[16:17], v4, s57, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[38:39], s[10:11]
	s_cbranch_execz .LBB0_145
	s_load_dword s78, s[20:21], 0x0
	v_add_co_u32_e32 v20, vcc, v52, v6
	v_addc_co_u32_e32 v21, vcc, 0, v53, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s78, 5
	s_cbranch_scc1 .LBB0_109
	s_cmp_lt_i32 s78, 9
	s_cbranch_scc1 .LBB0_110
	s_cmp_lt_i32 s78, 12
	s_cbranch_scc1 .LBB0_111
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 12
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_108
	v_lshlrev_b64 v[16:17], 3, v[20:21]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v16
	v_addc_co_u32_e32 v6, vcc, v17, v6, vcc
	v_add_co_u32_e32 v16, vcc, 8, v4
	v_addc_co_u32_e32 v17, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_107
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v4
	v_addc_co_u32_e32 v17, vcc, v17, v6, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	v_mov_b32_e32 v19, 1.0
.LBB0_107:
	s_or_b64 exec, exec, s[10:11]
.LBB0_108:
	s_cbranch_execz .LBB0_112
	s_branch .LBB0_116
.LBB0_109:
	s_branch .LBB0_128
.LBB0_110:
	v_mov_b32_e32 v18, s16
	s_branch .LBB0_117
.LBB0_111:
.LBB0_112:
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_116
	v_lshlrev_b64 v[18:19], 2, v[20:21]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v18
	v_addc_co_u32_e32 v6, vcc, v19, v6, vcc
	v_add_co_u32_e32 v18, vcc, 4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[18:19]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_115
	v_mov_b32_e32 v16, s21
	v_add_co_u32_e32 v18, vcc, s20, v4
	v_addc_co_u32_e32 v19, vcc, v16, v6, vcc
	global_load_dword v16, v[18:19], off
	v_mov_b32_e32 v19, 1.0
.LBB0_115:
	s_or_b64 exec, exec, s[10:11]
.LBB0_116:
	v_mov_b32_e32 v18, s16
	s_cbranch_execnz .LBB0_127
.LBB0_117:
	s_cmp_lt_i32 s78, 6
	s_cbranch_scc1 .LBB0_123
	s_cmp_eq_u32 s78, 6
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_122
	v_lshlrev_b64 v[16:17], 4, v[20:21]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v16
	v_addc_co_u32_e32 v6, vcc, v17, v6, vcc
	v_add_co_u32_e32 v16, vcc, 16, v4
	v_addc_co_u32_e32 v17, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_121
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v4
	v_addc_co_u32_e32 v17, vcc, v17, v6, vcc
	global_load_dwordx4 v[16:19], v[16:17], off
.LBB0_121:
	s_or_b64 exec, exec, s[10:11]
.LBB0_122:
	s_cbranch_execz .LBB0_124
	s_branch .LBB0_127
.LBB0_123:
.LBB0_124:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[16:17], 3, v[20:21]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v16
	v_addc_co_u32_e32 v4, vcc, v17, v4, vcc
	v_add_co_u32_e32 v16, vcc, 8, v6
	v_addc_co_u32_e32 v17, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_126
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v6
	v_addc_co_u32_e32 v17, vcc, v17, v4, vcc
	global_load_dwordx2 v[18:19], v[16:17], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v16, v18
	v_cvt_f32_f16_sdwa v17, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v18, v19
	v_cvt_f32_f16_sdwa v19, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_126:
	s_or_b64 exec, exec, s[10:11]
.LBB0_127:
	s_cbranch_execnz .LBB0_145
.LBB0_128:
	s_cmp_lt_i32 s78, 1
	s_cbranch_scc1 .LBB0_135
	s_cmp_lt_i32 s78, 2
	s_cbranch_scc1 .LBB0_136
	s_cmp_eq_u32 s78, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_134
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v16
	v_addc_co_u32_e32 v4, vcc, v17, v4, vcc
	v_add_co_u32_e32 v16, vcc, 4, v6
	v_addc_co_u32_e32 v17, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_133
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v6
	v_addc_co_u32_e32 v17, vcc, v17, v4, vcc
	global_load_dword v4, v[16:17], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte0_e32 v18, v4
	v_cvt_f32_ubyte1_e32 v17, v4
	v_cvt_f32_ubyte2_e32 v4, v4
	v_div_scale_f32 v16, s[10:11], s74, s74, v4
	v_div_scale_f32 v22, s[10:11], s74, s74, v17
	v_rcp_f32_e32 v65, v16
	v_div_scale_f32 v43, s[16:17], s74, s74, v18
	v_rcp_f32_e32 v66, v22
	v_div_scale_f32 v54, s[18:19], s74, s74, v6
	v_rcp_f32_e32 v67, v43
	v_rcp_f32_e32 v68, v54
	v_fma_f32 v69, -v16, v65, 1.0
	v_div_scale_f32 v19, vcc, v4, s74, v4
	v_fma_f32 v70, -v22, v66, 1.0
	v_fmac_f32_e32 v65, v69, v65
	v_div_scale_f32 v23, s[10:11], v17, s74, v17
	v_fma_f32 v71, -v43, v67, 1.0
	v_fmac_f32_e32 v66, v70, v66
	v_mul_f32_e32 v69, v19, v65
	v_div_scale_f32 v46, s[16:17], v18, s74, v18
	v_fma_f32 v72, -v54, v68, 1.0
	v_fmac_f32_e32 v67, v71, v67
	v_mul_f32_e32 v70, v23, v66
	v_fma_f32 v73, -v16, v69, v19
	v_div_scale_f32 v55, s[18:19], v6, s74, v6
	v_fmac_f32_e32 v68, v72, v68
	v_mul_f32_e32 v71, v46, v67
	v_fma_f32 v74, -v22, v70, v23
	v_fmac_f32_e32 v69, v73, v65
	v_mul_f32_e32 v72, v55, v68
	v_fma_f32 v75, -v43, v71, v46
	v_fmac_f32_e32 v70, v74, v66
	v_fma_f32 v16, -v16, v69, v19
	v_fma_f32 v76, -v54, v72, v55
	v_fmac_f32_e32 v71, v75, v67
	v_fma_f32 v19, -v22, v70, v23
	v_div_fmas_f32 v16, v16, v65, v69
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v72, v76, v68
	v_fma_f32 v22, -v43, v71, v46
	v_div_fixup_f32 v16, v16, s74, v4
	v_div_fmas_f32 v4, v19, v66, v70
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v23, -v54, v72, v55
	v_div_fixup_f32 v17, v4, s74, v17
	v_div_fmas_f32 v4, v22, v67, v71
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v18, v4, s74, v18
	v_div_fmas_f32 v4, v23, v68, v72
	v_div_fixup_f32 v19, v4, s74, v6
.LBB0_133:
	s_or_b64 exec, exec, s[48:49]
.LBB0_134:
	s_cbranch_execz .LBB0_137
	s_branch .LBB0_140
.LBB0_135:
	s_branch .LBB0_141
.LBB0_136:
.LBB0_137:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v16
	v_addc_co_u32_e32 v4, vcc, v17, v4, vcc
	v_add_co_u32_e32 v16, vcc, 4, v6
	v_addc_co_u32_e32 v17, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_139
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v6
	v_addc_co_u32_e32 v17, vcc, v17, v4, vcc
	global_load_dword v4, v[16:17], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v6, 16, v4
	v_ashrrev_i16_e32 v16, 8, v4
	v_bfe_i32 v17, v4, 0, 8
	v_cvt_f32_i32_sdwa v4, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v6, v6, 0, 8
	v_cvt_f32_i32_sdwa v16, sext(v16) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v6, sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v17, sext(v17) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v18, s[10:11], s75, s75, v4
	v_rcp_f32_e32 v22, v18
	v_div_scale_f32 v23, s[10:11], s75, s75, v16
	v_div_scale_f32 v55, s[18:19], s75, s75, v6
	v_rcp_f32_e32 v66, v23
	v_rcp_f32_e32 v68, v55
	v_div_scale_f32 v46, s[16:17], s75, s75, v17
	v_rcp_f32_e32 v67, v46
	v_fma_f32 v69, -v18, v22, 1.0
	v_div_scale_f32 v19, vcc, v4, s75, v4
	v_fmac_f32_e32 v22, v69, v22
	v_fma_f32 v69, -v23, v66, 1.0
	v_mul_f32_e32 v71, v19, v22
	v_fma_f32 v72, -v55, v68, 1.0
	v_div_scale_f32 v65, s[18:19], v6, s75, v6
	v_fmac_f32_e32 v66, v69, v66
	v_fma_f32 v69, -v18, v71, v19
	v_fmac_f32_e32 v68, v72, v68
	v_div_scale_f32 v43, s[10:11], v16, s75, v16
	v_fma_f32 v70, -v46, v67, 1.0
	v_fmac_f32_e32 v71, v69, v22
	v_mul_f32_e32 v69, v65, v68
	v_div_scale_f32 v54, s[16:17], v17, s75, v17
	v_fmac_f32_e32 v67, v70, v67
	v_mul_f32_e32 v70, v43, v66
	v_fma_f32 v18, -v18, v71, v19
	v_fma_f32 v19, -v55, v69, v65
	v_mul_f32_e32 v72, v54, v67
	v_fma_f32 v73, -v23, v70, v43
	v_div_fmas_f32 v18, v18, v22, v71
	v_fmac_f32_e32 v69, v19, v68
	v_fma_f32 v74, -v46, v72, v54
	v_fmac_f32_e32 v70, v73, v66
	v_div_fixup_f32 v4, v18, s75, v4
	v_fma_f32 v18, -v55, v69, v65
	s_mov_b64 vcc, s[18:19]
	v_fmac_f32_e32 v72, v74, v67
	v_fma_f32 v19, -v23, v70, v43
	v_div_fmas_f32 v18, v18, v68, v69
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v22, -v46, v72, v54
	v_div_fixup_f32 v6, v18, s75, v6
	v_div_fmas_f32 v18, v19, v66, v70
	s_mov_b64 vcc, s[16:17]
	v_div_fmas_f32 v19, v22, v67, v72
	v_div_fixup_f32 v16, v18, s75, v16
	v_max_f32_e32 v18, -1.0, v6
	v_div_fixup_f32 v6, v19, s75, v17
	v_max_f32_e32 v17, -1.0, v16
	v_max_f32_e32 v16, -1.0, v6
	v_max_f32_e32 v19, -1.0, v4
.LBB0_139:
	s_or_b64 exec, exec, s[48:49]
.LBB0_140:
	s_cbranch_execnz .LBB0_145
.LBB0_141:
	s_cmp_lg_u32 s78, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc1 .LBB0_145
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v16
	v_addc_co_u32_e32 v4, vcc, v17, v4, vcc
	v_add_co_u32_e32 v16, vcc, 4, v6
	v_addc_co_u32_e32 v17, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_144
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v6
	v_addc_co_u32_e32 v17, vcc, v17, v4, vcc
	global_load_dword v4, v[16:17], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte2_e32 v18, v4
	v_cvt_f32_ubyte1_e32 v17, v4
	v_cvt_f32_ubyte0_e32 v4, v4
	v_div_scale_f32 v16, s[10:11], s74, s74, v4
	v_div_scale_f32 v20, s[10:11], s74, s74, v17
	v_rcp_f32_e32 v54, v16
	v_div_scale_f32 v22, s[16:17], s74, s74, v18
	v_rcp_f32_e32 v55, v20
	v_div_scale_f32 v43, s[18:19], s74, s74, v6
	v_rcp_f32_e32 v65, v22
	v_rcp_f32_e32 v66, v43
	v_fma_f32 v67, -v16, v54, 1.0
	v_div_scale_f32 v19, vcc, v4, s74, v4
	v_fma_f32 v68, -v20, v55, 1.0
	v_fmac_f32_e32 v54, v67, v54
	v_div_scale_f32 v21, s[10:11], v17, s74, v17
	v_fma_f32 v69, -v22, v65, 1.0
	v_fmac_f32_e32 v55, v68, v55
	v_mul_f32_e32 v67, v19, v54
	v_div_scale_f32 v23, s[16:17], v18, s74, v18
	v_fma_f32 v70, -v43, v66, 1.0
	v_fmac_f32_e32 v65, v69, v65
	v_mul_f32_e32 v68, v21, v55
	v_fma_f32 v71, -v16, v67, v19
	v_div_scale_f32 v46, s[18:19], v6, s74, v6
	v_fmac_f32_e32 v66, v70, v66
	v_mul_f32_e32 v69, v23, v65
	v_fma_f32 v72, -v20, v68, v21
	v_fmac_f32_e32 v67, v71, v54
	v_mul_f32_e32 v70, v46, v66
	v_fma_f32 v73, -v22, v69, v23
	v_fmac_f32_e32 v68, v72, v55
	v_fma_f32 v16, -v16, v67, v19
	v_fma_f32 v74, -v43, v70, v46
	v_fmac_f32_e32 v69, v73, v65
	v_fma_f32 v19, -v20, v68, v21
	v_div_fmas_f32 v16, v16, v54, v67
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v70, v74, v66
	v_fma_f32 v20, -v22, v69, v23
	v_div_fixup_f32 v16, v16, s74, v4
	v_div_fmas_f32 v4, v19, v55, v68
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v21, -v43, v70, v46
	v_div_fixup_f32 v17, v4, s74, v17
	v_div_fmas_f32 v4, v20, v65, v69
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v18, v4, s74, v18
	v_div_fmas_f32 v4, v21, v66, v70
	v_div_fixup_f32 v19, v4, s74, v6
.LBB0_144:
	s_or_b64 exec, exec, s[48:49]
.LBB0_145:
	s_or_b64 exec, exec, s[38:39]
	s_and_b64 s[10:11], s[14:15], s[12:13]
	s_and_b64 s[10:11], s[26:27], s[10:11]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_cbranch_execz .LBB0_190
	s_load_dword s38, s[20:21], 0x0
	v_add_co_u32_e32 v52, vcc, v52, v35
	v_addc_co_u32_e32 v53, vcc, 0, v53, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s38, 5
	s_cbranch_scc1 .LBB0_154
	s_cmp_lt_i32 s38, 9
	s_cbranch_scc1 .LBB0_155
	s_cmp_lt_i32 s38, 12
	s_cbranch_scc1 .LBB0_156
	s_mov_b32 s12, 0
	s_cmp_eq_u32 s38, 12
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_153
	v_lshlrev_b64 v[20:21], 3, v[52:53]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v20
	v_addc_co_u32_e32 v6, vcc, v21, v6, vcc
	v_add_co_u32_e32 v20, vcc, 8, v4
	v_addc_co_u32_e32 v21, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_152
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v4
	v_addc_co_u32_e32 v21, vcc, v21, v6, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	v_mov_b32_e32 v23, 1.0
.LBB0_152:
	s_or_b64 exec, exec, s[10:11]
.LBB0_153:
	s_cbranch_execz .LBB0_157
	s_branch .LBB0_161
.LBB0_154:
	s_branch .LBB0_173
.LBB0_155:
	v_mov_b32_e32 v22, s12
	s_branch .LBB0_162
.LBB0_156:
.LBB0_157:
	s_mov_b32 s12, 0
	s_cmp_eq_u32 s38, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_161
	v_lshlrev_b64 v[22:23], 2, v[52:53]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v22
	v_addc_co_u32_e32 v6, vcc, v23, v6, vcc
	v_add_co_u32_e32 v22, vcc, 4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[22:23]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_160
	v_mov_b32_e32 v20, s21
	v_add_co_u32_e32 v22, vcc, s20, v4
	v_addc_co_u32_e32 v23, vcc, v20, v6, vcc
	global_load_dword v20, v[22:23], off
	v_mov_b32_e32 v23, 1.0
.LBB0_160:
	s_or_b64 exec, exec, s[10:11]
.LBB0_161:
	v_mov_b32_e32 v22, s12
	s_cbranch_execnz .LBB0_172
.LBB0_162:
	s_cmp_lt_i32 s38, 6
	s_cbranch_scc1 .LBB0_168
	s_cmp_eq_u32 s38, 6
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_167
	v_lshlrev_b64 v[20:21], 4, v[52:53]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v20
	v_addc_co_u32_e32 v6, vcc, v21, v6, vcc
	v_add_co_u32_e32 v20, vcc, 16, v4
	v_addc_co_u32_e32 v21, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_166
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v4
	v_addc_co_u32_e32 v21, vcc, v21, v6, vcc
	global_load_dwordx4 v[20:23], v[20:21], off
.LBB0_166:
	s_or_b64 exec, exec, s[10:11]
.LBB0_167:
	s_cbranch_execz .LBB0_169
	s_branch .LBB0_172
.LBB0_168:
.LBB0_169:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[20:21], 3, v[52:53]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 8, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_171
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dwordx2 v[22:23], v[20:21], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v20, v22
	v_cvt_f32_f16_sdwa v21, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v22, v23
	v_cvt_f32_f16_sdwa v23, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_171:
	s_or_b64 exec, exec, s[10:11]
.LBB0_172:
	s_cbranch_execnz .LBB0_190
.LBB0_173:
	s_cmp_lt_i32 s38, 1
	s_cbranch_scc1 .LBB0_180
	s_cmp_lt_i32 s38, 2
	s_cbranch_scc1 .LBB0_181
	s_cmp_eq_u32 s38, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_179
	v_lshlrev_b64 v[20:21], 2, v[52:53]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 4, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_178
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dword v4, v[20:21], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte0_e32 v22, v4
	v_cvt_f32_ubyte1_e32 v21, v4
	v_cvt_f32_ubyte2_e32 v4, v4
	v_div_scale_f32 v20, s[10:11], s74, s74, v4
	v_div_scale_f32 v35, s[10:11], s74, s74, v21
	v_rcp_f32_e32 v66, v20
	v_div_scale_f32 v46, s[12:13], s74, s74, v22
	v_rcp_f32_e32 v67, v35
	v_div_scale_f32 v55, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v68, v46
	v_rcp_f32_e32 v69, v55
	v_fma_f32 v70, -v20, v66, 1.0
	v_div_scale_f32 v23, vcc, v4, s74, v4
	v_fma_f32 v71, -v35, v67, 1.0
	v_fmac_f32_e32 v66, v70, v66
	v_div_scale_f32 v43, s[10:11], v21, s74, v21
	v_fma_f32 v72, -v46, v68, 1.0
	v_fmac_f32_e32 v67, v71, v67
	v_mul_f32_e32 v70, v23, v66
	v_div_scale_f32 v54, s[12:13], v22, s74, v22
	v_fma_f32 v73, -v55, v69, 1.0
	v_fmac_f32_e32 v68, v72, v68
	v_mul_f32_e32 v71, v43, v67
	v_fma_f32 v74, -v20, v70, v23
	v_div_scale_f32 v65, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v69, v73, v69
	v_mul_f32_e32 v72, v54, v68
	v_fma_f32 v75, -v35, v71, v43
	v_fmac_f32_e32 v70, v74, v66
	v_mul_f32_e32 v73, v65, v69
	v_fma_f32 v76, -v46, v72, v54
	v_fmac_f32_e32 v71, v75, v67
	v_fma_f32 v20, -v20, v70, v23
	v_fma_f32 v77, -v55, v73, v65
	v_fmac_f32_e32 v72, v76, v68
	v_fma_f32 v23, -v35, v71, v43
	v_div_fmas_f32 v20, v20, v66, v70
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v73, v77, v69
	v_fma_f32 v35, -v46, v72, v54
	v_div_fixup_f32 v20, v20, s74, v4
	v_div_fmas_f32 v4, v23, v67, v71
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v43, -v55, v73, v65
	v_div_fixup_f32 v21, v4, s74, v21
	v_div_fmas_f32 v4, v35, v68, v72
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v22, v4, s74, v22
	v_div_fmas_f32 v4, v43, v69, v73
	v_div_fixup_f32 v23, v4, s74, v6
.LBB0_178:
	s_or_b64 exec, exec, s[18:19]
.LBB0_179:
	s_cbranch_execz .LBB0_182
	s_branch .LBB0_185
.LBB0_180:
	s_branch .LBB0_186
.LBB0_181:
.LBB0_182:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[20:21], 2, v[52:53]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 4, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_184
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dword v4, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v6, 16, v4
	v_ashrrev_i16_e32 v20, 8, v4
	v_bfe_i32 v21, v4, 0, 8
	v_cvt_f32_i32_sdwa v4, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v6, v6, 0, 8
	v_cvt_f32_i32_sdwa v20, sext(v20) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v6, sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v21, sext(v21) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v22, s[10:11], s75, s75, v4
	v_rcp_f32_e32 v35, v22
	v_div_scale_f32 v43, s[10:11], s75, s75, v20
	v_div_scale_f32 v65, s[14:15], s75, s75, v6
	v_rcp_f32_e32 v67, v43
	v_rcp_f32_e32 v69, v65
	v_div_scale_f32 v54, s[12:13], s75, s75, v21
	v_rcp_f32_e32 v68, v54
	v_fma_f32 v70, -v22, v35, 1.0
	v_div_scale_f32 v23, vcc, v4, s75, v4
	v_fmac_f32_e32 v35, v70, v35
	v_fma_f32 v70, -v43, v67, 1.0
	v_mul_f32_e32 v72, v23, v35
	v_fma_f32 v73, -v65, v69, 1.0
	v_div_scale_f32 v66, s[14:15], v6, s75, v6
	v_fmac_f32_e32 v67, v70, v67
	v_fma_f32 v70, -v22, v72, v23
	v_fmac_f32_e32 v69, v73, v69
	v_div_scale_f32 v46, s[10:11], v20, s75, v20
	v_fma_f32 v71, -v54, v68, 1.0
	v_fmac_f32_e32 v72, v70, v35
	v_mul_f32_e32 v70, v66, v69
	v_div_scale_f32 v55, s[12:13], v21, s75, v21
	v_fmac_f32_e32 v68, v71, v68
	v_mul_f32_e32 v71, v46, v67
	v_fma_f32 v22, -v22, v72, v23
	v_fma_f32 v23, -v65, v70, v66
	v_mul_f32_e32 v73, v55, v68
	v_fma_f32 v74, -v43, v71, v46
	v_div_fmas_f32 v22, v22, v35, v72
	v_fmac_f32_e32 v70, v23, v69
	v_fma_f32 v75, -v54, v73, v55
	v_fmac_f32_e32 v71, v74, v67
	v_div_fixup_f32 v4, v22, s75, v4
	v_fma_f32 v22, -v65, v70, v66
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v73, v75, v68
	v_fma_f32 v23, -v43, v71, v46
	v_div_fmas_f32 v22, v22, v69, v70
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v35, -v54, v73, v55
	v_div_fixup_f32 v6, v22, s75, v6
	v_div_fmas_f32 v22, v23, v67, v71
	s_mov_b64 vcc, s[12:13]
	v_div_fmas_f32 v23, v35, v68, v73
	v_div_fixup_f32 v20, v22, s75, v20
	v_max_f32_e32 v22, -1.0, v6
	v_div_fixup_f32 v6, v23, s75, v21
	v_max_f32_e32 v21, -1.0, v20
	v_max_f32_e32 v20, -1.0, v6
	v_max_f32_e32 v23, -1.0, v4
.LBB0_184:
	s_or_b64 exec, exec, s[18:19]
.LBB0_185:
	s_cbranch_execnz .LBB0_190
.LBB0_186:
	s_cmp_lg_u32 s38, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc1 .LBB0_190
	v_lshlrev_b64 v[20:21], 2, v[52:53]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 4, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_189
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dword v4, v[20:21], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte2_e32 v22, v4
	v_cvt_f32_ubyte1_e32 v21, v4
	v_cvt_f32_ubyte0_e32 v4, v4
	v_div_scale_f32 v20, s[10:11], s74, s74, v4
	v_div_scale_f32 v35, s[10:11], s74, s74, v21
	v_rcp_f32_e32 v55, v20
	v_div_scale_f32 v46, s[12:13], s74, s74, v22
	v_rcp_f32_e32 v65, v35
	v_div_scale_f32 v53, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v66, v46
	v_rcp_f32_e32 v67, v53
	v_fma_f32 v68, -v20, v55, 1.0
	v_div_scale_f32 v23, vcc, v4, s74, v4
	v_fma_f32 v69, -v35, v65, 1.0
	v_fmac_f32_e32 v55, v68, v55
	v_div_scale_f32 v43, s[10:11], v21, s74, v21
	v_fma_f32 v70, -v46, v66, 1.0
	v_fmac_f32_e32 v65, v69, v65
	v_mul_f32_e32 v68, v23, v55
	v_div_scale_f32 v52, s[12:13], v22, s74, v22
	v_fma_f32 v71, -v53, v67, 1.0
	v_fmac_f32_e32 v66, v70, v66
	v_mul_f32_e32 v69, v43, v65
	v_fma_f32 v72, -v20, v68, v23
	v_div_scale_f32 v54, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v67, v71, v67
	v_mul_f32_e32 v70, v52, v66
	v_fma_f32 v73, -v35, v69, v43
	v_fmac_f32_e32 v68, v72, v55
	v_mul_f32_e32 v71, v54, v67
	v_fma_f32 v74, -v46, v70, v52
	v_fmac_f32_e32 v69, v73, v65
	v_fma_f32 v20, -v20, v68, v23
	v_fma_f32 v75, -v53, v71, v54
	v_fmac_f32_e32 v70, v74, v66
	v_fma_f32 v23, -v35, v69, v43
	v_div_fmas_f32 v20, v20, v55, v68
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v71, v75, v67
	v_fma_f32 v35, -v46, v70, v52
	v_div_fixup_f32 v20, v20, s74, v4
	v_div_fmas_f32 v4, v23, v65, v69
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v43, -v53, v71, v54
	v_div_fixup_f32 v21, v4, s74, v21
	v_div_fmas_f32 v4, v35, v66, v70
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v22, v4, s74, v22
	v_div_fmas_f32 v4, v43, v67, v71
	v_div_fixup_f32 v23, v4, s74, v6
.LBB0_189:
	s_or_b64 exec, exec, s[18:19]
.LBB0_190:
	s_or_b64 exec, exec, s[16:17]
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[48:49], 1.0 op_sel_hi:[1,0] neg_lo:[1,0] neg_hi:[1,0]
	v_mov_b32_e32 v4, v51
	v_pk_mul_f32 v[52:53], v[50:51], v[4:5]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[8:9], v[52:53], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[52:53], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[48:49], v[4:5]
	v_pk_mul_f32 v[12:13], v[52:53], v[12:13] op_sel_hi:[0,1]
	v_mov_b32_e32 v4, v49
	v_pk_mul_f32 v[14:15], v[52:53], v[14:15] op_sel_hi:[0,1]
	v_pk_add_f32 v[8:9], v[8:9], v[12:13]
	v_pk_mul_f32 v[12:13], v[4:5], v[50:51]
	v_pk_add_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[14:15], v[12:13], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[16:17] op_sel_hi:[0,1]
	v_pk_add_f32 v[8:9], v[8:9], v[12:13]
	v_pk_mul_f32 v[12:13], v[48:49], v[4:5]
	v_pk_add_f32 v[10:11], v[10:11], v[14:15]
	v_pk_mul_f32 v[14:15], v[12:13], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[22:23] op_sel_hi:[0,1]
	v_pk_add_f32 v[10:11], v[10:11], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[14:15]
	s_branch .LBB0_234
.LBB0_191:
	v_floor_f32_e32 v4, v27
	v_cvt_i32_f32_e32 v4, v4
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s36, s37
	s_mov_b32 s38, s37
	s_mov_b32 s39, s37
	v_sub_u32_e32 v8, 0, v4
	v_max_i32_e32 v8, v4, v8
	v_mul_hi_u32 v9, v8, v29
	v_mul_lo_u32 v9, v9, s69
	v_sub_u32_e32 v9, v8, v9
	v_subrev_u32_e32 v10, s69, v9
	v_cmp_le_u32_e32 vcc, s69, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s69, v9
	v_cmp_le_u32_e32 vcc, s69, v9
	v_ashrrev_i32_e32 v6, 31, v4
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_xor_b32_e32 v9, v9, v6
	v_sub_u32_e32 v9, v9, v6
	v_ashrrev_i32_e32 v10, 31, v9
	v_and_b32_e32 v10, s55, v10
	v_add_u32_e32 v9, v10, v9
	v_sub_u32_e32 v10, s56, v9
	v_cmp_gt_i32_e32 vcc, s33, v9
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_mul_hi_u32 v10, v8, v57
	v_mul_lo_u32 v10, v10, s33
	v_sub_u32_e32 v8, v8, v10
	v_subrev_u32_e32 v10, s33, v8
	v_cmp_le_u32_e32 vcc, s33, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_subrev_u32_e32 v10, s33, v8
	v_cmp_le_u32_e32 vcc, s33, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_xor_b32_e32 v8, v8, v6
	v_sub_u32_e32 v6, v8, v6
	v_ashrrev_i32_e32 v8, 31, v6
	v_and_b32_e32 v8, s33, v8
	v_add_u32_e32 v6, v8, v6
	v_floor_f32_e32 v8, v26
	v_cvt_i32_f32_e32 v8, v8
	v_max_i32_e32 v4, 0, v4
	v_min_u32_e32 v4, s54, v4
	v_cndmask_b32_e64 v4, v4, v6, s[4:5]
	v_cndmask_b32_e64 v6, v4, v9, s[6:7]
	v_sub_u32_e32 v9, 0, v8
	v_max_i32_e32 v9, v8, v9
	v_mul_hi_u32 v10, v9, v58
	v_mul_lo_u32 v10, v10, s70
	v_sub_u32_e32 v10, v9, v10
	v_subrev_u32_e32 v11, s70, v10
	v_cmp_le_u32_e32 vcc, s70, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s70, v10
	v_cmp_le_u32_e32 vcc, s70, v10
	v_ashrrev_i32_e32 v4, 31, v8
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_xor_b32_e32 v10, v10, v4
	v_sub_u32_e32 v10, v10, v4
	v_ashrrev_i32_e32 v11, 31, v10
	v_and_b32_e32 v11, s52, v11
	v_add_u32_e32 v10, v11, v10
	v_sub_u32_e32 v11, s53, v10
	v_cmp_gt_i32_e32 vcc, s50, v10
	v_cndmask_b32_e32 v10, v11, v10, vcc
	v_mul_hi_u32 v11, v9, v59
	v_mul_lo_u32 v11, v11, s50
	v_sub_u32_e32 v9, v9, v11
	v_subrev_u32_e32 v11, s50, v9
	v_cmp_le_u32_e32 vcc, s50, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_subrev_u32_e32 v11, s50, v9
	v_cmp_le_u32_e32 vcc, s50, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_xor_b32_e32 v9, v9, v4
	v_sub_u32_e32 v4, v9, v4
	v_ashrrev_i32_e32 v9, 31, v4
	v_and_b32_e32 v9, s50, v9
	v_max_i32_e32 v8, 0, v8
	v_add_u32_e32 v4, v9, v4
	v_min_u32_e32 v8, s51, v8
	v_cndmask_b32_e64 v4, v8, v4, s[0:1]
	v_cndmask_b32_e64 v4, v4, v10, s[2:3]
	v_cmp_gt_u32_e32 vcc, s57, v4
	v_cmp_gt_u32_e64 s[10:11], s58, v6
	s_and_b64 s[10:11], s[10:11], vcc
	v_pk_mov_b32 v[8:9], s[36:37], s[36:37] op_sel:[0,1]
	s_and_b64 s[10:11], s[26:27], s[10:11]
	v_pk_mov_b32 v[10:11], s[38:39], s[38:39] op_sel:[0,1]
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_cbranch_execz .LBB0_233
	s_load_dword s38, s[20:21], 0x0
	s_load_dword s36, s[34:35], 0x18
	v_mad_u64_u32 v[12:13], s[10:11], v6, s57, v[4:5]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s38, 5
	s_cbranch_scc1 .LBB0_200
	s_cmp_lt_i32 s38, 9
	s_cbranch_scc1 .LBB0_201
	s_cmp_lt_i32 s38, 12
	s_cbranch_scc1 .LBB0_202
	s_mov_b32 s12, s37
	s_mov_b32 s13, s37
	s_mov_b32 s14, s37
	s_mov_b32 s15, s37
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	s_cmp_eq_u32 s38, 12
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_cbranch_scc0 .LBB0_199
	v_lshlrev_b64 v[8:9], 3, v[12:13]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v8
	v_addc_co_u32_e32 v6, vcc, v9, v6, vcc
	v_add_co_u32_e32 v8, vcc, 8, v4
	v_addc_co_u32_e32 v9, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_198
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v4
	v_addc_co_u32_e32 v9, vcc, v9, v6, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v11, v7
.LBB0_198:
	s_or_b64 exec, exec, s[10:11]
.LBB0_199:
	s_cbranch_execz .LBB0_203
	s_branch .LBB0_207
.LBB0_200:
	s_branch .LBB0_215
.LBB0_201:
	s_branch .LBB0_208
.LBB0_202:
.LBB0_203:
	s_mov_b32 s12, s37
	s_mov_b32 s13, s37
	s_mov_b32 s14, s37
	s_mov_b32 s15, s37
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	s_cmp_eq_u32 s38, 9
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_cbranch_scc0 .LBB0_207
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v8
	v_addc_co_u32_e32 v6, vcc, v9, v6, vcc
	v_add_co_u32_e32 v8, vcc, 4, v4
	v_addc_co_u32_e32 v9, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_206
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v4
	v_addc_co_u32_e32 v9, vcc, v9, v6, vcc
	global_load_dword v4, v[8:9], off
	v_mov_b32_e32 v6, v5
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[10:11], v[6:7], v[6:7] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], v[4:5], v[4:5] op_sel:[0,1]
.LBB0_206:
	s_or_b64 exec, exec, s[10:11]
.LBB0_207:
	s_cbranch_execnz .LBB0_214
.LBB0_208:
	s_cmp_lt_i32 s38, 6
	s_cbranch_scc1 .LBB0_224
	s_mov_b32 s12, s37
	s_mov_b32 s13, s37
	s_mov_b32 s14, s37
	s_mov_b32 s15, s37
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	s_cmp_eq_u32 s38, 6
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_cbranch_scc0 .LBB0_213
	v_lshlrev_b64 v[8:9], 4, v[12:13]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v8
	v_addc_co_u32_e32 v6, vcc, v9, v6, vcc
	v_add_co_u32_e32 v8, vcc, 16, v4
	v_addc_co_u32_e32 v9, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_212
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v4
	v_addc_co_u32_e32 v9, vcc, v9, v6, vcc
	global_load_dwordx4 v[8:11], v[8:9], off
.LBB0_212:
	s_or_b64 exec, exec, s[10:11]
.LBB0_213:
	s_cbranch_execz .LBB0_225
.LBB0_214:
	s_cbranch_execnz .LBB0_233
.LBB0_215:
	s_cmp_lt_i32 s38, 1
	s_cbranch_scc1 .LBB0_223
	s_cmp_lt_i32 s38, 2
	s_cbranch_scc1 .LBB0_228
	s_mov_b32 s12, s37
	s_mov_b32 s13, s37
	s_mov_b32 s14, s37
	s_mov_b32 s15, s37
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	s_cmp_eq_u32 s38, 2
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_cbranch_scc0 .LBB0_221
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v8
	v_addc_co_u32_e32 v4, vcc, v9, v4, vcc
	v_add_co_u32_e32 v8, vcc, 4, v6
	v_addc_co_u32_e32 v9, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_220
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v6
	v_addc_co_u32_e32 v9, vcc, v9, v4, vcc
	global_load_dword v4, v[8:9], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte2_e32 v6, v4
	v_cvt_f32_ubyte1_e32 v8, v4
	v_cvt_f32_ubyte0_e32 v9, v4
	v_cvt_f32_ubyte3_e32 v4, v4
	v_div_scale_f32 v10, s[10:11], s74, s74, v4
	v_div_scale_f32 v14, s[10:11], s74, s74, v9
	v_rcp_f32_e32 v20, v10
	v_div_scale_f32 v16, s[12:13], s74, s74, v8
	v_rcp_f32_e32 v21, v14
	v_div_scale_f32 v18, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v22, v16
	v_rcp_f32_e32 v23, v18
	v_fma_f32 v26, -v10, v20, 1.0
	v_div_scale_f32 v11, vcc, v4, s74, v4
	v_fma_f32 v27, -v14, v21, 1.0
	v_fmac_f32_e32 v20, v26, v20
	v_div_scale_f32 v15, s[10:11], v9, s74, v9
	v_fma_f32 v35, -v16, v22, 1.0
	v_fmac_f32_e32 v21, v27, v21
	v_mul_f32_e32 v26, v11, v20
	v_div_scale_f32 v17, s[12:13], v8, s74, v8
	v_fma_f32 v43, -v18, v23, 1.0
	v_fmac_f32_e32 v22, v35, v22
	v_mul_f32_e32 v27, v15, v21
	v_fma_f32 v46, -v10, v26, v11
	v_div_scale_f32 v19, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v23, v43, v23
	v_mul_f32_e32 v35, v17, v22
	v_fma_f32 v48, -v14, v27, v15
	v_fmac_f32_e32 v26, v46, v20
	v_mul_f32_e32 v43, v19, v23
	v_fma_f32 v49, -v16, v35, v17
	v_fmac_f32_e32 v27, v48, v21
	v_fma_f32 v10, -v10, v26, v11
	v_fma_f32 v50, -v18, v43, v19
	v_fmac_f32_e32 v35, v49, v22
	v_fma_f32 v14, -v14, v27, v15
	v_div_fmas_f32 v10, v10, v20, v26
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v43, v50, v23
	v_fma_f32 v15, -v16, v35, v17
	v_div_fixup_f32 v11, v10, s74, v4
	v_div_fmas_f32 v4, v14, v21, v27
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v16, -v18, v43, v19
	v_div_fixup_f32 v10, v4, s74, v9
	v_div_fmas_f32 v4, v15, v22, v35
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v9, v4, s74, v8
	v_div_fmas_f32 v4, v16, v23, v43
	v_div_fixup_f32 v8, v4, s74, v6
.LBB0_220:
	s_or_b64 exec, exec, s[18:19]
.LBB0_221:
	s_cbranch_execz .LBB0_229
	s_cbranch_execnz .LBB0_233
	s_branch .LBB0_232
.LBB0_223:
	s_branch .LBB0_232
.LBB0_224:
.LBB0_225:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 3, v[12:13]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v8
	v_addc_co_u32_e32 v4, vcc, v9, v4, vcc
	v_add_co_u32_e32 v8, vcc, 8, v6
	v_addc_co_u32_e32 v9, vcc, 0, v4, vcc
	s_mov_b32 s12, s37
	s_mov_b32 s13, s37
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	s_mov_b32 s14, s37
	s_mov_b32 s15, s37
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_227
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v6
	v_addc_co_u32_e32 v9, vcc, v9, v4, vcc
	global_load_dwordx2 v[14:15], v[8:9], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v8, v14
	v_cvt_f32_f16_e32 v10, v15
	v_cvt_f32_f16_sdwa v11, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_227:
	s_or_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_215
	s_branch .LBB0_233
.LBB0_228:
.LBB0_229:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v8
	v_addc_co_u32_e32 v4, vcc, v9, v4, vcc
	v_add_co_u32_e32 v8, vcc, 4, v6
	v_addc_co_u32_e32 v9, vcc, 0, v4, vcc
	s_mov_b32 s12, s37
	s_mov_b32 s13, s37
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	s_mov_b32 s14, s37
	s_mov_b32 s15, s37
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_231
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v6
	v_addc_co_u32_e32 v9, vcc, v9, v4, vcc
	global_load_dword v4, v[8:9], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v6, 16, v4
	v_bfe_i32 v8, v4, 0, 8
	v_ashrrev_i16_e32 v9, 8, v4
	v_cvt_f32_i32_sdwa v4, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v6, v6, 0, 8
	v_cvt_f32_i32_sdwa v8, sext(v8) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v6, sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v9, sext(v9) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v10, s[10:11], s75, s75, v4
	v_div_scale_f32 v14, s[12:13], s75, s75, v8
	v_rcp_f32_e32 v18, v10
	v_div_scale_f32 v19, s[48:49], s75, s75, v6
	v_rcp_f32_e32 v21, v14
	v_rcp_f32_e32 v23, v19
	v_div_scale_f32 v16, s[14:15], s75, s75, v9
	v_rcp_f32_e32 v22, v16
	v_fma_f32 v26, -v10, v18, 1.0
	v_div_scale_f32 v11, s[10:11], v4, s75, v4
	v_fma_f32 v27, -v14, v21, 1.0
	v_fmac_f32_e32 v18, v26, v18
	v_fma_f32 v26, -v19, v23, 1.0
	v_div_scale_f32 v15, s[12:13], v8, s75, v8
	v_div_scale_f32 v20, vcc, v6, s75, v6
	v_fmac_f32_e32 v21, v27, v21
	v_mul_f32_e32 v27, v11, v18
	v_fmac_f32_e32 v23, v26, v23
	v_fma_f32 v35, -v16, v22, 1.0
	v_mul_f32_e32 v26, v15, v21
	v_fma_f32 v43, -v10, v27, v11
	v_mul_f32_e32 v46, v20, v23
	v_div_scale_f32 v17, s[14:15], v9, s75, v9
	v_fmac_f32_e32 v22, v35, v22
	v_fma_f32 v48, -v14, v26, v15
	v_fmac_f32_e32 v27, v43, v18
	v_fma_f32 v43, -v19, v46, v20
	v_mul_f32_e32 v35, v17, v22
	v_fmac_f32_e32 v26, v48, v21
	v_fmac_f32_e32 v46, v43, v23
	v_fma_f32 v49, -v16, v35, v17
	v_fma_f32 v10, -v10, v27, v11
	v_fma_f32 v11, -v14, v26, v15
	v_fma_f32 v15, -v19, v46, v20
	v_fmac_f32_e32 v35, v49, v22
	v_div_fmas_f32 v15, v15, v23, v46
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v14, -v16, v35, v17
	v_div_fmas_f32 v11, v11, v21, v26
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v8, v11, s75, v8
	v_div_fmas_f32 v11, v14, v22, v35
	s_mov_b64 vcc, s[10:11]
	v_div_fmas_f32 v10, v10, v18, v27
	v_div_fixup_f32 v6, v15, s75, v6
	v_div_fixup_f32 v9, v11, s75, v9
	v_div_fixup_f32 v4, v10, s75, v4
	v_max_f32_e32 v8, -1.0, v8
	v_max_f32_e32 v9, -1.0, v9
	v_max_f32_e32 v11, -1.0, v4
	v_max_f32_e32 v10, -1.0, v6
.LBB0_231:
	s_or_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_233
.LBB0_232:
	s_mov_b32 s12, s37
	s_mov_b32 s13, s37
	s_mov_b32 s14, s37
	s_mov_b32 s15, s37
	s_waitcnt vmcnt(0)
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	s_cmp_lg_u32 s38, 0
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_cbranch_scc0 .LBB0_248
.LBB0_233:
	s_or_b64 exec, exec, s[16:17]
.LBB0_234:
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_7
.LBB0_235:
	v_pk_mul_f32 v[12:13], v[24:25], v[38:39]
	v_med3_f32 v49, v13, s73, v64
	v_med3_f32 v48, v12, s73, v64
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_245
	v_pk_add_f32 v[50:51], -0.5, v[48:49] op_sel_hi:[0,1]
	v_floor_f32_e32 v53, v51
	v_cvt_i32_f32_e32 v4, v53
	v_floor_f32_e32 v52, v50
	v_cvt_i32_f32_e32 v18, v52
	s_waitcnt lgkmcnt(0)
	s_load_dword s36, s[42:43], 0x18
	v_sub_u32_e32 v12, 0, v4
	v_max_i32_e32 v12, v4, v12
	v_mul_hi_u32 v13, v12, v60
	v_mul_lo_u32 v13, v13, s71
	v_sub_u32_e32 v13, v12, v13
	v_subrev_u32_e32 v14, s71, v13
	v_cmp_le_u32_e32 vcc, s71, v13
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_subrev_u32_e32 v14, s71, v13
	v_cmp_le_u32_e32 vcc, s71, v13
	v_ashrrev_i32_e32 v6, 31, v4
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_xor_b32_e32 v13, v13, v6
	v_sub_u32_e32 v13, v13, v6
	v_ashrrev_i32_e32 v14, 31, v13
	v_and_b32_e32 v14, s65, v14
	v_add_u32_e32 v13, v14, v13
	v_sub_u32_e32 v14, s66, v13
	v_cmp_gt_i32_e32 vcc, s59, v13
	v_cndmask_b32_e32 v13, v14, v13, vcc
	v_mul_hi_u32 v14, v12, v61
	v_mul_lo_u32 v14, v14, s59
	v_sub_u32_e32 v12, v12, v14
	v_subrev_u32_e32 v14, s59, v12
	v_cmp_le_u32_e32 vcc, s59, v12
	v_cndmask_b32_e32 v12, v12, v14, vcc
	v_subrev_u32_e32 v14, s59, v12
	v_cmp_le_u32_e32 vcc, s59, v12
	v_cndmask_b32_e32 v12, v12, v14, vcc
	v_xor_b32_e32 v12, v12, v6
	v_sub_u32_e32 v6, v12, v6
	v_ashrrev_i32_e32 v12, 31, v6
	v_and_b32_e32 v12, s59, v12
	v_add_u32_e32 v6, v12, v6
	v_max_i32_e32 v12, 0, v4
	v_min_u32_e32 v12, s64, v12
	v_cndmask_b32_e64 v6, v12, v6, s[4:5]
	v_cndmask_b32_e64 v12, v6, v13, s[6:7]
	v_sub_u32_e32 v13, 0, v18
	v_max_i32_e32 v13, v18, v13
	v_mul_hi_u32 v14, v13, v62
	v_mul_lo_u32 v14, v14, s72
	v_sub_u32_e32 v14, v13, v14
	v_subrev_u32_e32 v15, s72, v14
	v_cmp_le_u32_e32 vcc, s72, v14
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_subrev_u32_e32 v15, s72, v14
	v_cmp_le_u32_e32 vcc, s72, v14
	v_ashrrev_i32_e32 v6, 31, v18
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_xor_b32_e32 v14, v14, v6
	v_sub_u32_e32 v14, v14, v6
	v_ashrrev_i32_e32 v15, 31, v14
	v_and_b32_e32 v15, s62, v15
	v_add_u32_e32 v14, v15, v14
	v_sub_u32_e32 v15, s63, v14
	v_cmp_gt_i32_e32 vcc, s60, v14
	v_cndmask_b32_e32 v14, v15, v14, vcc
	v_mul_hi_u32 v15, v13, v63
	v_mul_lo_u32 v15, v15, s60
	v_sub_u32_e32 v13, v13, v15
	v_subrev_u32_e32 v15, s60, v13
	v_cmp_le_u32_e32 vcc, s60, v13
	v_cndmask_b32_e32 v13, v13, v15, vcc
	v_subrev_u32_e32 v15, s60, v13
	v_cmp_le_u32_e32 vcc, s60, v13
	v_cndmask_b32_e32 v13, v13, v15, vcc
	v_xor_b32_e32 v13, v13, v6
	v_sub_u32_e32 v6, v13, v6
	v_ashrrev_i32_e32 v13, 31, v6
	v_and_b32_e32 v13, s60, v13
	v_add_u32_e32 v6, v13, v6
	v_max_i32_e32 v13, 0, v18
	v_min_u32_e32 v13, s61, v13
	v_cndmask_b32_e64 v6, v13, v6, s[0:1]
	v_cndmask_b32_e64 v6, v6, v14, s[2:3]
	v_cmp_gt_u32_e64 s[10:11], s67, v6
	v_cmp_gt_u32_e64 s[14:15], s68, v12
	s_and_b64 s[12:13], s[14:15], s[10:11]
	s_and_b64 s[12:13], s[40:41], s[12:13]
	v_mad_u64_u32 v[20:21], s[16:17], v12, s67, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[38:39], s[12:13]
	s_cbranch_execz .LBB0_285
	s_load_dword s78, s[20:21], 0x0
	v_add_co_u32_e32 v16, vcc, v20, v6
	v_addc_co_u32_e32 v17, vcc, 0, v21, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s78, 5
	s_cbranch_scc1 .LBB0_246
	s_cmp_lt_i32 s78, 9
	s_cbranch_scc1 .LBB0_247
	s_cmp_lt_i32 s78, 12
	s_cbranch_scc1 .LBB0_251
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 12
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_244
	v_lshlrev_b64 v[12:13], 3, v[16:17]
	v_mov_b32_e32 v15, s37
	v_add_co_u32_e32 v14, vcc, s36, v12
	v_addc_co_u32_e32 v19, vcc, v13, v15, vcc
	v_add_co_u32_e32 v12, vcc, 8, v14
	v_addc_co_u32_e32 v13, vcc, 0, v19, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_243
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v14
	v_addc_co_u32_e32 v13, vcc, v13, v19, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	v_mov_b32_e32 v15, 1.0
.LBB0_243:
	s_or_b64 exec, exec, s[12:13]
.LBB0_244:
	s_cbranch_execz .LBB0_252
	s_branch .LBB0_256
.LBB0_245:
	s_cbranch_execz .LBB0_6
	s_branch .LBB0_421
.LBB0_246:
	s_branch .LBB0_268
.LBB0_247:
	v_mov_b32_e32 v14, s16
	s_branch .LBB0_257
.LBB0_248:
	v_lshlrev_b64 v[8:9], 2, v[12:13]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v8
	v_addc_co_u32_e32 v4, vcc, v9, v4, vcc
	v_add_co_u32_e32 v8, vcc, 4, v6
	v_addc_co_u32_e32 v9, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[8:9]
	v_pk_mov_b32 v[8:9], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[14:15], s[14:15] op_sel:[0,1]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_250
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e32 v8, vcc, s20, v6
	v_addc_co_u32_e32 v9, vcc, v9, v4, vcc
	global_load_dword v4, v[8:9], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte0_e32 v6, v4
	v_cvt_f32_ubyte1_e32 v8, v4
	v_cvt_f32_ubyte2_e32 v9, v4
	v_cvt_f32_ubyte3_e32 v4, v4
	v_div_scale_f32 v10, s[10:11], s74, s74, v4
	v_div_scale_f32 v12, s[10:11], s74, s74, v9
	v_rcp_f32_e32 v18, v10
	v_div_scale_f32 v14, s[12:13], s74, s74, v8
	v_rcp_f32_e32 v19, v12
	v_div_scale_f32 v16, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v20, v14
	v_rcp_f32_e32 v21, v16
	v_fma_f32 v22, -v10, v18, 1.0
	v_div_scale_f32 v11, vcc, v4, s74, v4
	v_fma_f32 v23, -v12, v19, 1.0
	v_fmac_f32_e32 v18, v22, v18
	v_div_scale_f32 v13, s[10:11], v9, s74, v9
	v_fma_f32 v26, -v14, v20, 1.0
	v_fmac_f32_e32 v19, v23, v19
	v_mul_f32_e32 v22, v11, v18
	v_div_scale_f32 v15, s[12:13], v8, s74, v8
	v_fma_f32 v27, -v16, v21, 1.0
	v_fmac_f32_e32 v20, v26, v20
	v_mul_f32_e32 v23, v13, v19
	v_fma_f32 v35, -v10, v22, v11
	v_div_scale_f32 v17, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v21, v27, v21
	v_mul_f32_e32 v26, v15, v20
	v_fma_f32 v43, -v12, v23, v13
	v_fmac_f32_e32 v22, v35, v18
	v_mul_f32_e32 v27, v17, v21
	v_fma_f32 v46, -v14, v26, v15
	v_fmac_f32_e32 v23, v43, v19
	v_fma_f32 v10, -v10, v22, v11
	v_fma_f32 v48, -v16, v27, v17
	v_fmac_f32_e32 v26, v46, v20
	v_fma_f32 v12, -v12, v23, v13
	v_div_fmas_f32 v10, v10, v18, v22
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v27, v48, v21
	v_fma_f32 v13, -v14, v26, v15
	v_div_fixup_f32 v11, v10, s74, v4
	v_div_fmas_f32 v4, v12, v19, v23
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v14, -v16, v27, v17
	v_div_fixup_f32 v10, v4, s74, v9
	v_div_fmas_f32 v4, v13, v20, v26
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v9, v4, s74, v8
	v_div_fmas_f32 v4, v14, v21, v27
	v_div_fixup_f32 v8, v4, s74, v6
.LBB0_250:
	s_or_b64 exec, exec, s[18:19]
	s_or_b64 exec, exec, s[16:17]
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_235
	s_branch .LBB0_7
.LBB0_251:
.LBB0_252:
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_256
	v_lshlrev_b64 v[14:15], 2, v[16:17]
	v_mov_b32_e32 v12, s37
	v_add_co_u32_e32 v14, vcc, s36, v14
	v_addc_co_u32_e32 v19, vcc, v15, v12, vcc
	v_add_co_u32_e32 v22, vcc, 4, v14
	v_addc_co_u32_e32 v23, vcc, 0, v19, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[22:23]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_255
	v_mov_b32_e32 v12, s21
	v_add_co_u32_e32 v14, vcc, s20, v14
	v_addc_co_u32_e32 v15, vcc, v12, v19, vcc
	global_load_dword v12, v[14:15], off
	v_mov_b32_e32 v15, 1.0
.LBB0_255:
	s_or_b64 exec, exec, s[12:13]
.LBB0_256:
	v_mov_b32_e32 v14, s16
	s_cbranch_execnz .LBB0_267
.LBB0_257:
	s_cmp_lt_i32 s78, 6
	s_cbranch_scc1 .LBB0_263
	s_cmp_eq_u32 s78, 6
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_262
	v_lshlrev_b64 v[12:13], 4, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v19, vcc, s36, v12
	v_addc_co_u32_e32 v22, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 16, v19
	v_addc_co_u32_e32 v13, vcc, 0, v22, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_261
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v19
	v_addc_co_u32_e32 v13, vcc, v13, v22, vcc
	global_load_dwordx4 v[12:15], v[12:13], off
.LBB0_261:
	s_or_b64 exec, exec, s[12:13]
.LBB0_262:
	s_cbranch_execz .LBB0_264
	s_branch .LBB0_267
.LBB0_263:
.LBB0_264:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[12:13], 3, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v22, vcc, s36, v12
	v_addc_co_u32_e32 v19, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 8, v22
	v_addc_co_u32_e32 v13, vcc, 0, v19, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_266
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v22
	v_addc_co_u32_e32 v13, vcc, v13, v19, vcc
	global_load_dwordx2 v[14:15], v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v12, v14
	v_cvt_f32_f16_sdwa v13, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v14, v15
	v_cvt_f32_f16_sdwa v15, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_266:
	s_or_b64 exec, exec, s[12:13]
.LBB0_267:
	s_cbranch_execnz .LBB0_285
.LBB0_268:
	s_cmp_lt_i32 s78, 1
	s_cbranch_scc1 .LBB0_275
	s_cmp_lt_i32 s78, 2
	s_cbranch_scc1 .LBB0_276
	s_cmp_eq_u32 s78, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_274
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v22, vcc, s36, v12
	v_addc_co_u32_e32 v19, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 4, v22
	v_addc_co_u32_e32 v13, vcc, 0, v19, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_273
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v22
	v_addc_co_u32_e32 v13, vcc, v13, v19, vcc
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v15, v12
	v_cvt_f32_ubyte0_e32 v14, v12
	v_cvt_f32_ubyte1_e32 v13, v12
	v_cvt_f32_ubyte2_e32 v12, v12
	v_div_scale_f32 v19, s[12:13], s74, s74, v12
	v_div_scale_f32 v23, s[12:13], s74, s74, v13
	v_rcp_f32_e32 v43, v19
	v_div_scale_f32 v25, s[16:17], s74, s74, v14
	v_rcp_f32_e32 v46, v23
	v_div_scale_f32 v27, s[18:19], s74, s74, v15
	v_rcp_f32_e32 v54, v25
	v_rcp_f32_e32 v55, v27
	v_fma_f32 v65, -v19, v43, 1.0
	v_div_scale_f32 v22, vcc, v12, s74, v12
	v_fma_f32 v66, -v23, v46, 1.0
	v_fmac_f32_e32 v43, v65, v43
	v_div_scale_f32 v24, s[12:13], v13, s74, v13
	v_fma_f32 v67, -v25, v54, 1.0
	v_fmac_f32_e32 v46, v66, v46
	v_mul_f32_e32 v65, v22, v43
	v_div_scale_f32 v26, s[16:17], v14, s74, v14
	v_fma_f32 v68, -v27, v55, 1.0
	v_fmac_f32_e32 v54, v67, v54
	v_mul_f32_e32 v66, v24, v46
	v_fma_f32 v69, -v19, v65, v22
	v_div_scale_f32 v35, s[18:19], v15, s74, v15
	v_fmac_f32_e32 v55, v68, v55
	v_mul_f32_e32 v67, v26, v54
	v_fma_f32 v70, -v23, v66, v24
	v_fmac_f32_e32 v65, v69, v43
	v_mul_f32_e32 v68, v35, v55
	v_fma_f32 v71, -v25, v67, v26
	v_fmac_f32_e32 v66, v70, v46
	v_fma_f32 v19, -v19, v65, v22
	v_fma_f32 v72, -v27, v68, v35
	v_fmac_f32_e32 v67, v71, v54
	v_fma_f32 v22, -v23, v66, v24
	v_div_fmas_f32 v19, v19, v43, v65
	s_mov_b64 vcc, s[12:13]
	v_fmac_f32_e32 v68, v72, v55
	v_fma_f32 v23, -v25, v67, v26
	v_div_fixup_f32 v12, v19, s74, v12
	v_div_fmas_f32 v19, v22, v46, v66
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v24, -v27, v68, v35
	v_div_fixup_f32 v13, v19, s74, v13
	v_div_fmas_f32 v19, v23, v54, v67
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v14, v19, s74, v14
	v_div_fmas_f32 v19, v24, v55, v68
	v_div_fixup_f32 v15, v19, s74, v15
.LBB0_273:
	s_or_b64 exec, exec, s[48:49]
.LBB0_274:
	s_cbranch_execz .LBB0_277
	s_branch .LBB0_280
.LBB0_275:
	s_branch .LBB0_281
.LBB0_276:
.LBB0_277:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v22, vcc, s36, v12
	v_addc_co_u32_e32 v19, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 4, v22
	v_addc_co_u32_e32 v13, vcc, 0, v19, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_279
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v22
	v_addc_co_u32_e32 v13, vcc, v13, v19, vcc
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v13, 16, v12
	v_ashrrev_i16_e32 v14, 8, v12
	v_bfe_i32 v15, v12, 0, 8
	v_cvt_f32_i32_sdwa v12, sext(v12) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v13, v13, 0, 8
	v_cvt_f32_i32_sdwa v14, sext(v14) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v13, sext(v13) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v15, sext(v15) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v19, s[12:13], s75, s75, v12
	v_rcp_f32_e32 v23, v19
	v_div_scale_f32 v24, s[12:13], s75, s75, v14
	v_div_scale_f32 v35, s[18:19], s75, s75, v13
	v_rcp_f32_e32 v46, v24
	v_rcp_f32_e32 v55, v35
	v_div_scale_f32 v26, s[16:17], s75, s75, v15
	v_rcp_f32_e32 v54, v26
	v_fma_f32 v65, -v19, v23, 1.0
	v_div_scale_f32 v22, vcc, v12, s75, v12
	v_fmac_f32_e32 v23, v65, v23
	v_fma_f32 v65, -v24, v46, 1.0
	v_mul_f32_e32 v67, v22, v23
	v_fma_f32 v68, -v35, v55, 1.0
	v_div_scale_f32 v43, s[18:19], v13, s75, v13
	v_fmac_f32_e32 v46, v65, v46
	v_fma_f32 v65, -v19, v67, v22
	v_fmac_f32_e32 v55, v68, v55
	v_div_scale_f32 v25, s[12:13], v14, s75, v14
	v_fma_f32 v66, -v26, v54, 1.0
	v_fmac_f32_e32 v67, v65, v23
	v_mul_f32_e32 v65, v43, v55
	v_div_scale_f32 v27, s[16:17], v15, s75, v15
	v_fmac_f32_e32 v54, v66, v54
	v_mul_f32_e32 v66, v25, v46
	v_fma_f32 v19, -v19, v67, v22
	v_fma_f32 v22, -v35, v65, v43
	v_mul_f32_e32 v68, v27, v54
	v_fma_f32 v69, -v24, v66, v25
	v_div_fmas_f32 v19, v19, v23, v67
	v_fmac_f32_e32 v65, v22, v55
	v_fma_f32 v70, -v26, v68, v27
	v_fmac_f32_e32 v66, v69, v46
	v_div_fixup_f32 v19, v19, s75, v12
	v_fma_f32 v12, -v35, v65, v43
	s_mov_b64 vcc, s[18:19]
	v_fmac_f32_e32 v68, v70, v54
	v_fma_f32 v22, -v24, v66, v25
	v_div_fmas_f32 v12, v12, v55, v65
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v23, -v26, v68, v27
	v_div_fixup_f32 v12, v12, s75, v13
	v_div_fmas_f32 v13, v22, v46, v66
	s_mov_b64 vcc, s[16:17]
	v_div_fmas_f32 v22, v23, v54, v68
	v_div_fixup_f32 v13, v13, s75, v14
	v_max_f32_e32 v14, -1.0, v12
	v_div_fixup_f32 v12, v22, s75, v15
	v_max_f32_e32 v13, -1.0, v13
	v_max_f32_e32 v12, -1.0, v12
	v_max_f32_e32 v15, -1.0, v19
.LBB0_279:
	s_or_b64 exec, exec, s[48:49]
.LBB0_280:
	s_cbranch_execnz .LBB0_285
.LBB0_281:
	s_cmp_lg_u32 s78, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc1 .LBB0_285
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v14, s37
	v_add_co_u32_e32 v17, vcc, s36, v12
	v_addc_co_u32_e32 v16, vcc, v13, v14, vcc
	v_add_co_u32_e32 v12, vcc, 4, v17
	v_addc_co_u32_e32 v13, vcc, 0, v16, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_284
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v17
	v_addc_co_u32_e32 v13, vcc, v13, v16, vcc
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v15, v12
	v_cvt_f32_ubyte2_e32 v14, v12
	v_cvt_f32_ubyte1_e32 v13, v12
	v_cvt_f32_ubyte0_e32 v12, v12
	v_div_scale_f32 v16, s[12:13], s74, s74, v12
	v_div_scale_f32 v19, s[12:13], s74, s74, v13
	v_rcp_f32_e32 v27, v16
	v_div_scale_f32 v23, s[16:17], s74, s74, v14
	v_rcp_f32_e32 v35, v19
	v_div_scale_f32 v25, s[18:19], s74, s74, v15
	v_rcp_f32_e32 v43, v23
	v_rcp_f32_e32 v46, v25
	v_fma_f32 v54, -v16, v27, 1.0
	v_div_scale_f32 v17, vcc, v12, s74, v12
	v_fma_f32 v55, -v19, v35, 1.0
	v_fmac_f32_e32 v27, v54, v27
	v_div_scale_f32 v22, s[12:13], v13, s74, v13
	v_fma_f32 v65, -v23, v43, 1.0
	v_fmac_f32_e32 v35, v55, v35
	v_mul_f32_e32 v54, v17, v27
	v_div_scale_f32 v24, s[16:17], v14, s74, v14
	v_fma_f32 v66, -v25, v46, 1.0
	v_fmac_f32_e32 v43, v65, v43
	v_mul_f32_e32 v55, v22, v35
	v_fma_f32 v67, -v16, v54, v17
	v_div_scale_f32 v26, s[18:19], v15, s74, v15
	v_fmac_f32_e32 v46, v66, v46
	v_mul_f32_e32 v65, v24, v43
	v_fma_f32 v68, -v19, v55, v22
	v_fmac_f32_e32 v54, v67, v27
	v_mul_f32_e32 v66, v26, v46
	v_fma_f32 v69, -v23, v65, v24
	v_fmac_f32_e32 v55, v68, v35
	v_fma_f32 v16, -v16, v54, v17
	v_fma_f32 v70, -v25, v66, v26
	v_fmac_f32_e32 v65, v69, v43
	v_fma_f32 v17, -v19, v55, v22
	v_div_fmas_f32 v16, v16, v27, v54
	s_mov_b64 vcc, s[12:13]
	v_fmac_f32_e32 v66, v70, v46
	v_fma_f32 v19, -v23, v65, v24
	v_div_fixup_f32 v12, v16, s74, v12
	v_div_fmas_f32 v16, v17, v35, v55
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v22, -v25, v66, v26
	v_div_fixup_f32 v13, v16, s74, v13
	v_div_fmas_f32 v16, v19, v43, v65
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v14, v16, s74, v14
	v_div_fmas_f32 v16, v22, v46, v66
	v_div_fixup_f32 v15, v16, s74, v15
.LBB0_284:
	s_or_b64 exec, exec, s[48:49]
.LBB0_285:
	s_or_b64 exec, exec, s[38:39]
	v_add_u32_e32 v16, 1, v18
	v_not_b32_e32 v18, v18
	v_max_i32_e32 v18, v16, v18
	v_mul_hi_u32 v19, v18, v62
	v_mul_lo_u32 v19, v19, s72
	v_sub_u32_e32 v19, v18, v19
	v_subrev_u32_e32 v22, s72, v19
	v_cmp_le_u32_e32 vcc, s72, v19
	v_cndmask_b32_e32 v19, v19, v22, vcc
	v_subrev_u32_e32 v22, s72, v19
	v_cmp_le_u32_e32 vcc, s72, v19
	v_ashrrev_i32_e32 v17, 31, v16
	v_cndmask_b32_e32 v19, v19, v22, vcc
	v_xor_b32_e32 v19, v19, v17
	v_sub_u32_e32 v19, v19, v17
	v_ashrrev_i32_e32 v22, 31, v19
	v_and_b32_e32 v22, s62, v22
	v_add_u32_e32 v19, v22, v19
	v_sub_u32_e32 v22, s63, v19
	v_cmp_gt_i32_e32 vcc, s60, v19
	v_cndmask_b32_e32 v19, v22, v19, vcc
	v_mul_hi_u32 v22, v18, v63
	v_mul_lo_u32 v22, v22, s60
	v_sub_u32_e32 v18, v18, v22
	v_subrev_u32_e32 v22, s60, v18
	v_cmp_le_u32_e32 vcc, s60, v18
	v_cndmask_b32_e32 v18, v18, v22, vcc
	v_subrev_u32_e32 v22, s60, v18
	v_cmp_le_u32_e32 vcc, s60, v18
	v_cndmask_b32_e32 v18, v18, v22, vcc
	v_xor_b32_e32 v18, v18, v17
	v_sub_u32_e32 v17, v18, v17
	v_ashrrev_i32_e32 v18, 31, v17
	v_and_b32_e32 v18, s60, v18
	v_max_i32_e32 v16, 0, v16
	v_add_u32_e32 v17, v18, v17
	v_min_u32_e32 v16, s61, v16
	v_cndmask_b32_e64 v16, v16, v17, s[0:1]
	v_cndmask_b32_e64 v35, v16, v19, s[2:3]
	v_cmp_gt_u32_e64 s[12:13], s67, v35
	s_and_b64 s[14:15], s[14:15], s[12:13]
	s_and_b64 s[14:15], s[40:41], s[14:15]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[38:39], s[14:15]
	s_cbranch_execz .LBB0_330
	s_load_dword s78, s[20:21], 0x0
	v_add_co_u32_e32 v20, vcc, v20, v35
	v_addc_co_u32_e32 v21, vcc, 0, v21, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s78, 5
	s_cbranch_scc1 .LBB0_294
	s_cmp_lt_i32 s78, 9
	s_cbranch_scc1 .LBB0_295
	s_cmp_lt_i32 s78, 12
	s_cbranch_scc1 .LBB0_296
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 12
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_293
	v_lshlrev_b64 v[16:17], 3, v[20:21]
	v_mov_b32_e32 v19, s37
	v_add_co_u32_e32 v18, vcc, s36, v16
	v_addc_co_u32_e32 v22, vcc, v17, v19, vcc
	v_add_co_u32_e32 v16, vcc, 8, v18
	v_addc_co_u32_e32 v17, vcc, 0, v22, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_292
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v18
	v_addc_co_u32_e32 v17, vcc, v17, v22, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	v_mov_b32_e32 v19, 1.0
.LBB0_292:
	s_or_b64 exec, exec, s[14:15]
.LBB0_293:
	s_cbranch_execz .LBB0_297
	s_branch .LBB0_301
.LBB0_294:
	s_branch .LBB0_313
.LBB0_295:
	v_mov_b32_e32 v18, s16
	s_branch .LBB0_302
.LBB0_296:
.LBB0_297:
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_301
	v_lshlrev_b64 v[18:19], 2, v[20:21]
	v_mov_b32_e32 v16, s37
	v_add_co_u32_e32 v18, vcc, s36, v18
	v_addc_co_u32_e32 v22, vcc, v19, v16, vcc
	v_add_co_u32_e32 v24, vcc, 4, v18
	v_addc_co_u32_e32 v25, vcc, 0, v22, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[24:25]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_300
	v_mov_b32_e32 v16, s21
	v_add_co_u32_e32 v18, vcc, s20, v18
	v_addc_co_u32_e32 v19, vcc, v16, v22, vcc
	global_load_dword v16, v[18:19], off
	v_mov_b32_e32 v19, 1.0
.LBB0_300:
	s_or_b64 exec, exec, s[14:15]
.LBB0_301:
	v_mov_b32_e32 v18, s16
	s_cbranch_execnz .LBB0_312
.LBB0_302:
	s_cmp_lt_i32 s78, 6
	s_cbranch_scc1 .LBB0_308
	s_cmp_eq_u32 s78, 6
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_307
	v_lshlrev_b64 v[16:17], 4, v[20:21]
	v_mov_b32_e32 v18, s37
	v_add_co_u32_e32 v22, vcc, s36, v16
	v_addc_co_u32_e32 v23, vcc, v17, v18, vcc
	v_add_co_u32_e32 v16, vcc, 16, v22
	v_addc_co_u32_e32 v17, vcc, 0, v23, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_306
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v22
	v_addc_co_u32_e32 v17, vcc, v17, v23, vcc
	global_load_dwordx4 v[16:19], v[16:17], off
.LBB0_306:
	s_or_b64 exec, exec, s[14:15]
.LBB0_307:
	s_cbranch_execz .LBB0_309
	s_branch .LBB0_312
.LBB0_308:
.LBB0_309:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[16:17], 3, v[20:21]
	v_mov_b32_e32 v18, s37
	v_add_co_u32_e32 v23, vcc, s36, v16
	v_addc_co_u32_e32 v22, vcc, v17, v18, vcc
	v_add_co_u32_e32 v16, vcc, 8, v23
	v_addc_co_u32_e32 v17, vcc, 0, v22, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_311
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v23
	v_addc_co_u32_e32 v17, vcc, v17, v22, vcc
	global_load_dwordx2 v[18:19], v[16:17], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v16, v18
	v_cvt_f32_f16_sdwa v17, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v18, v19
	v_cvt_f32_f16_sdwa v19, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_311:
	s_or_b64 exec, exec, s[14:15]
.LBB0_312:
	s_cbranch_execnz .LBB0_330
.LBB0_313:
	s_cmp_lt_i32 s78, 1
	s_cbranch_scc1 .LBB0_320
	s_cmp_lt_i32 s78, 2
	s_cbranch_scc1 .LBB0_321
	s_cmp_eq_u32 s78, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc0 .LBB0_319
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_mov_b32_e32 v18, s37
	v_add_co_u32_e32 v23, vcc, s36, v16
	v_addc_co_u32_e32 v22, vcc, v17, v18, vcc
	v_add_co_u32_e32 v16, vcc, 4, v23
	v_addc_co_u32_e32 v17, vcc, 0, v22, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_318
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v23
	v_addc_co_u32_e32 v17, vcc, v17, v22, vcc
	global_load_dword v16, v[16:17], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v19, v16
	v_cvt_f32_ubyte0_e32 v18, v16
	v_cvt_f32_ubyte1_e32 v17, v16
	v_cvt_f32_ubyte2_e32 v16, v16
	v_div_scale_f32 v22, s[14:15], s74, s74, v16
	v_div_scale_f32 v24, s[14:15], s74, s74, v17
	v_rcp_f32_e32 v54, v22
	v_div_scale_f32 v26, s[16:17], s74, s74, v18
	v_rcp_f32_e32 v55, v24
	v_div_scale_f32 v43, s[18:19], s74, s74, v19
	v_rcp_f32_e32 v65, v26
	v_rcp_f32_e32 v66, v43
	v_fma_f32 v67, -v22, v54, 1.0
	v_div_scale_f32 v23, vcc, v16, s74, v16
	v_fma_f32 v68, -v24, v55, 1.0
	v_fmac_f32_e32 v54, v67, v54
	v_div_scale_f32 v25, s[14:15], v17, s74, v17
	v_fma_f32 v69, -v26, v65, 1.0
	v_fmac_f32_e32 v55, v68, v55
	v_mul_f32_e32 v67, v23, v54
	v_div_scale_f32 v27, s[16:17], v18, s74, v18
	v_fma_f32 v70, -v43, v66, 1.0
	v_fmac_f32_e32 v65, v69, v65
	v_mul_f32_e32 v68, v25, v55
	v_fma_f32 v71, -v22, v67, v23
	v_div_scale_f32 v46, s[18:19], v19, s74, v19
	v_fmac_f32_e32 v66, v70, v66
	v_mul_f32_e32 v69, v27, v65
	v_fma_f32 v72, -v24, v68, v25
	v_fmac_f32_e32 v67, v71, v54
	v_mul_f32_e32 v70, v46, v66
	v_fma_f32 v73, -v26, v69, v27
	v_fmac_f32_e32 v68, v72, v55
	v_fma_f32 v22, -v22, v67, v23
	v_fma_f32 v74, -v43, v70, v46
	v_fmac_f32_e32 v69, v73, v65
	v_fma_f32 v23, -v24, v68, v25
	v_div_fmas_f32 v22, v22, v54, v67
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v70, v74, v66
	v_fma_f32 v24, -v26, v69, v27
	v_div_fixup_f32 v16, v22, s74, v16
	v_div_fmas_f32 v22, v23, v55, v68
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v25, -v43, v70, v46
	v_div_fixup_f32 v17, v22, s74, v17
	v_div_fmas_f32 v22, v24, v65, v69
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v18, v22, s74, v18
	v_div_fmas_f32 v22, v25, v66, v70
	v_div_fixup_f32 v19, v22, s74, v19
.LBB0_318:
	s_or_b64 exec, exec, s[48:49]
.LBB0_319:
	s_cbranch_execz .LBB0_322
	s_branch .LBB0_325
.LBB0_320:
	s_branch .LBB0_326
.LBB0_321:
.LBB0_322:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_mov_b32_e32 v18, s37
	v_add_co_u32_e32 v23, vcc, s36, v16
	v_addc_co_u32_e32 v22, vcc, v17, v18, vcc
	v_add_co_u32_e32 v16, vcc, 4, v23
	v_addc_co_u32_e32 v17, vcc, 0, v22, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_324
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v23
	v_addc_co_u32_e32 v17, vcc, v17, v22, vcc
	global_load_dword v16, v[16:17], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v17, 16, v16
	v_ashrrev_i16_e32 v18, 8, v16
	v_bfe_i32 v19, v16, 0, 8
	v_cvt_f32_i32_sdwa v16, sext(v16) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v17, v17, 0, 8
	v_cvt_f32_i32_sdwa v18, sext(v18) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v17, sext(v17) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v19, sext(v19) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v22, s[14:15], s75, s75, v16
	v_rcp_f32_e32 v24, v22
	v_div_scale_f32 v25, s[14:15], s75, s75, v18
	v_div_scale_f32 v46, s[18:19], s75, s75, v17
	v_rcp_f32_e32 v55, v25
	v_rcp_f32_e32 v66, v46
	v_div_scale_f32 v27, s[16:17], s75, s75, v19
	v_rcp_f32_e32 v65, v27
	v_fma_f32 v67, -v22, v24, 1.0
	v_div_scale_f32 v23, vcc, v16, s75, v16
	v_fmac_f32_e32 v24, v67, v24
	v_fma_f32 v67, -v25, v55, 1.0
	v_mul_f32_e32 v69, v23, v24
	v_fma_f32 v70, -v46, v66, 1.0
	v_div_scale_f32 v54, s[18:19], v17, s75, v17
	v_fmac_f32_e32 v55, v67, v55
	v_fma_f32 v67, -v22, v69, v23
	v_fmac_f32_e32 v66, v70, v66
	v_div_scale_f32 v26, s[14:15], v18, s75, v18
	v_fma_f32 v68, -v27, v65, 1.0
	v_fmac_f32_e32 v69, v67, v24
	v_mul_f32_e32 v67, v54, v66
	v_div_scale_f32 v43, s[16:17], v19, s75, v19
	v_fmac_f32_e32 v65, v68, v65
	v_mul_f32_e32 v68, v26, v55
	v_fma_f32 v22, -v22, v69, v23
	v_fma_f32 v23, -v46, v67, v54
	v_mul_f32_e32 v70, v43, v65
	v_fma_f32 v71, -v25, v68, v26
	v_div_fmas_f32 v22, v22, v24, v69
	v_fmac_f32_e32 v67, v23, v66
	v_fma_f32 v72, -v27, v70, v43
	v_fmac_f32_e32 v68, v71, v55
	v_div_fixup_f32 v22, v22, s75, v16
	v_fma_f32 v16, -v46, v67, v54
	s_mov_b64 vcc, s[18:19]
	v_fmac_f32_e32 v70, v72, v65
	v_fma_f32 v23, -v25, v68, v26
	v_div_fmas_f32 v16, v16, v66, v67
	s_mov_b64 vcc, s[14:15]
	v_fma_f32 v24, -v27, v70, v43
	v_div_fixup_f32 v16, v16, s75, v17
	v_div_fmas_f32 v17, v23, v55, v68
	s_mov_b64 vcc, s[16:17]
	v_div_fmas_f32 v23, v24, v65, v70
	v_div_fixup_f32 v17, v17, s75, v18
	v_max_f32_e32 v18, -1.0, v16
	v_div_fixup_f32 v16, v23, s75, v19
	v_max_f32_e32 v17, -1.0, v17
	v_max_f32_e32 v16, -1.0, v16
	v_max_f32_e32 v19, -1.0, v22
.LBB0_324:
	s_or_b64 exec, exec, s[48:49]
.LBB0_325:
	s_cbranch_execnz .LBB0_330
.LBB0_326:
	s_cmp_lg_u32 s78, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_cbranch_scc1 .LBB0_330
	v_lshlrev_b64 v[16:17], 2, v[20:21]
	v_mov_b32_e32 v18, s37
	v_add_co_u32_e32 v21, vcc, s36, v16
	v_addc_co_u32_e32 v20, vcc, v17, v18, vcc
	v_add_co_u32_e32 v16, vcc, 4, v21
	v_addc_co_u32_e32 v17, vcc, 0, v20, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[16:17]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_329
	v_mov_b32_e32 v17, s21
	v_add_co_u32_e32 v16, vcc, s20, v21
	v_addc_co_u32_e32 v17, vcc, v17, v20, vcc
	global_load_dword v16, v[16:17], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v19, v16
	v_cvt_f32_ubyte2_e32 v18, v16
	v_cvt_f32_ubyte1_e32 v17, v16
	v_cvt_f32_ubyte0_e32 v16, v16
	v_div_scale_f32 v20, s[14:15], s74, s74, v16
	v_div_scale_f32 v22, s[14:15], s74, s74, v17
	v_rcp_f32_e32 v43, v20
	v_div_scale_f32 v24, s[16:17], s74, s74, v18
	v_rcp_f32_e32 v46, v22
	v_div_scale_f32 v26, s[18:19], s74, s74, v19
	v_rcp_f32_e32 v54, v24
	v_rcp_f32_e32 v55, v26
	v_fma_f32 v65, -v20, v43, 1.0
	v_div_scale_f32 v21, vcc, v16, s74, v16
	v_fma_f32 v66, -v22, v46, 1.0
	v_fmac_f32_e32 v43, v65, v43
	v_div_scale_f32 v23, s[14:15], v17, s74, v17
	v_fma_f32 v67, -v24, v54, 1.0
	v_fmac_f32_e32 v46, v66, v46
	v_mul_f32_e32 v65, v21, v43
	v_div_scale_f32 v25, s[16:17], v18, s74, v18
	v_fma_f32 v68, -v26, v55, 1.0
	v_fmac_f32_e32 v54, v67, v54
	v_mul_f32_e32 v66, v23, v46
	v_fma_f32 v69, -v20, v65, v21
	v_div_scale_f32 v27, s[18:19], v19, s74, v19
	v_fmac_f32_e32 v55, v68, v55
	v_mul_f32_e32 v67, v25, v54
	v_fma_f32 v70, -v22, v66, v23
	v_fmac_f32_e32 v65, v69, v43
	v_mul_f32_e32 v68, v27, v55
	v_fma_f32 v71, -v24, v67, v25
	v_fmac_f32_e32 v66, v70, v46
	v_fma_f32 v20, -v20, v65, v21
	v_fma_f32 v72, -v26, v68, v27
	v_fmac_f32_e32 v67, v71, v54
	v_fma_f32 v21, -v22, v66, v23
	v_div_fmas_f32 v20, v20, v43, v65
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v68, v72, v55
	v_fma_f32 v22, -v24, v67, v25
	v_div_fixup_f32 v16, v20, s74, v16
	v_div_fmas_f32 v20, v21, v46, v66
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v23, -v26, v68, v27
	v_div_fixup_f32 v17, v20, s74, v17
	v_div_fmas_f32 v20, v22, v54, v67
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v18, v20, s74, v18
	v_div_fmas_f32 v20, v23, v55, v68
	v_div_fixup_f32 v19, v20, s74, v19
.LBB0_329:
	s_or_b64 exec, exec, s[48:49]
.LBB0_330:
	s_or_b64 exec, exec, s[38:39]
	v_add_u32_e32 v20, 1, v4
	v_not_b32_e32 v4, v4
	v_max_i32_e32 v4, v20, v4
	v_mul_hi_u32 v22, v4, v60
	v_mul_lo_u32 v22, v22, s71
	v_sub_u32_e32 v22, v4, v22
	v_subrev_u32_e32 v23, s71, v22
	v_cmp_le_u32_e32 vcc, s71, v22
	v_cndmask_b32_e32 v22, v22, v23, vcc
	v_subrev_u32_e32 v23, s71, v22
	v_cmp_le_u32_e32 vcc, s71, v22
	v_ashrrev_i32_e32 v21, 31, v20
	v_cndmask_b32_e32 v22, v22, v23, vcc
	v_xor_b32_e32 v22, v22, v21
	v_sub_u32_e32 v22, v22, v21
	v_ashrrev_i32_e32 v23, 31, v22
	v_and_b32_e32 v23, s65, v23
	v_add_u32_e32 v22, v23, v22
	v_sub_u32_e32 v23, s66, v22
	v_cmp_gt_i32_e32 vcc, s59, v22
	v_cndmask_b32_e32 v22, v23, v22, vcc
	v_mul_hi_u32 v23, v4, v61
	v_mul_lo_u32 v23, v23, s59
	v_sub_u32_e32 v4, v4, v23
	v_subrev_u32_e32 v23, s59, v4
	v_cmp_le_u32_e32 vcc, s59, v4
	v_cndmask_b32_e32 v4, v4, v23, vcc
	v_subrev_u32_e32 v23, s59, v4
	v_cmp_le_u32_e32 vcc, s59, v4
	v_cndmask_b32_e32 v4, v4, v23, vcc
	v_xor_b32_e32 v4, v4, v21
	v_sub_u32_e32 v4, v4, v21
	v_ashrrev_i32_e32 v21, 31, v4
	v_and_b32_e32 v21, s59, v21
	v_max_i32_e32 v20, 0, v20
	v_add_u32_e32 v4, v21, v4
	v_min_u32_e32 v20, s64, v20
	v_cndmask_b32_e64 v4, v20, v4, s[4:5]
	v_cndmask_b32_e64 v4, v4, v22, s[6:7]
	v_cmp_gt_u32_e64 s[14:15], s68, v4
	s_and_b64 s[10:11], s[14:15], s[10:11]
	s_and_b64 s[10:11], s[40:41], s[10:11]
	v_mad_u64_u32 v[54:55], s[16:17], v4, s67, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[38:39], s[10:11]
	s_cbranch_execz .LBB0_375
	s_load_dword s78, s[20:21], 0x0
	v_add_co_u32_e32 v24, vcc, v54, v6
	v_addc_co_u32_e32 v25, vcc, 0, v55, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s78, 5
	s_cbranch_scc1 .LBB0_339
	s_cmp_lt_i32 s78, 9
	s_cbranch_scc1 .LBB0_340
	s_cmp_lt_i32 s78, 12
	s_cbranch_scc1 .LBB0_341
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 12
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_338
	v_lshlrev_b64 v[20:21], 3, v[24:25]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v20
	v_addc_co_u32_e32 v6, vcc, v21, v6, vcc
	v_add_co_u32_e32 v20, vcc, 8, v4
	v_addc_co_u32_e32 v21, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_337
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v4
	v_addc_co_u32_e32 v21, vcc, v21, v6, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	v_mov_b32_e32 v23, 1.0
.LBB0_337:
	s_or_b64 exec, exec, s[10:11]
.LBB0_338:
	s_cbranch_execz .LBB0_342
	s_branch .LBB0_346
.LBB0_339:
	s_branch .LBB0_358
.LBB0_340:
	v_mov_b32_e32 v22, s16
	s_branch .LBB0_347
.LBB0_341:
.LBB0_342:
	s_mov_b32 s16, 0
	s_cmp_eq_u32 s78, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_346
	v_lshlrev_b64 v[22:23], 2, v[24:25]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v22
	v_addc_co_u32_e32 v6, vcc, v23, v6, vcc
	v_add_co_u32_e32 v22, vcc, 4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[22:23]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_345
	v_mov_b32_e32 v20, s21
	v_add_co_u32_e32 v22, vcc, s20, v4
	v_addc_co_u32_e32 v23, vcc, v20, v6, vcc
	global_load_dword v20, v[22:23], off
	v_mov_b32_e32 v23, 1.0
.LBB0_345:
	s_or_b64 exec, exec, s[10:11]
.LBB0_346:
	v_mov_b32_e32 v22, s16
	s_cbranch_execnz .LBB0_357
.LBB0_347:
	s_cmp_lt_i32 s78, 6
	s_cbranch_scc1 .LBB0_353
	s_cmp_eq_u32 s78, 6
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_352
	v_lshlrev_b64 v[20:21], 4, v[24:25]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v20
	v_addc_co_u32_e32 v6, vcc, v21, v6, vcc
	v_add_co_u32_e32 v20, vcc, 16, v4
	v_addc_co_u32_e32 v21, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_351
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v4
	v_addc_co_u32_e32 v21, vcc, v21, v6, vcc
	global_load_dwordx4 v[20:23], v[20:21], off
.LBB0_351:
	s_or_b64 exec, exec, s[10:11]
.LBB0_352:
	s_cbranch_execz .LBB0_354
	s_branch .LBB0_357
.LBB0_353:
.LBB0_354:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[20:21], 3, v[24:25]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 8, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_356
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dwordx2 v[22:23], v[20:21], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v20, v22
	v_cvt_f32_f16_sdwa v21, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v22, v23
	v_cvt_f32_f16_sdwa v23, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_356:
	s_or_b64 exec, exec, s[10:11]
.LBB0_357:
	s_cbranch_execnz .LBB0_375
.LBB0_358:
	s_cmp_lt_i32 s78, 1
	s_cbranch_scc1 .LBB0_365
	s_cmp_lt_i32 s78, 2
	s_cbranch_scc1 .LBB0_366
	s_cmp_eq_u32 s78, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc0 .LBB0_364
	v_lshlrev_b64 v[20:21], 2, v[24:25]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 4, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_363
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dword v4, v[20:21], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte0_e32 v22, v4
	v_cvt_f32_ubyte1_e32 v21, v4
	v_cvt_f32_ubyte2_e32 v4, v4
	v_div_scale_f32 v20, s[10:11], s74, s74, v4
	v_div_scale_f32 v26, s[10:11], s74, s74, v21
	v_rcp_f32_e32 v67, v20
	v_div_scale_f32 v43, s[16:17], s74, s74, v22
	v_rcp_f32_e32 v68, v26
	v_div_scale_f32 v65, s[18:19], s74, s74, v6
	v_rcp_f32_e32 v69, v43
	v_rcp_f32_e32 v70, v65
	v_fma_f32 v71, -v20, v67, 1.0
	v_div_scale_f32 v23, vcc, v4, s74, v4
	v_fma_f32 v72, -v26, v68, 1.0
	v_fmac_f32_e32 v67, v71, v67
	v_div_scale_f32 v27, s[10:11], v21, s74, v21
	v_fma_f32 v73, -v43, v69, 1.0
	v_fmac_f32_e32 v68, v72, v68
	v_mul_f32_e32 v71, v23, v67
	v_div_scale_f32 v46, s[16:17], v22, s74, v22
	v_fma_f32 v74, -v65, v70, 1.0
	v_fmac_f32_e32 v69, v73, v69
	v_mul_f32_e32 v72, v27, v68
	v_fma_f32 v75, -v20, v71, v23
	v_div_scale_f32 v66, s[18:19], v6, s74, v6
	v_fmac_f32_e32 v70, v74, v70
	v_mul_f32_e32 v73, v46, v69
	v_fma_f32 v76, -v26, v72, v27
	v_fmac_f32_e32 v71, v75, v67
	v_mul_f32_e32 v74, v66, v70
	v_fma_f32 v77, -v43, v73, v46
	v_fmac_f32_e32 v72, v76, v68
	v_fma_f32 v20, -v20, v71, v23
	v_fma_f32 v78, -v65, v74, v66
	v_fmac_f32_e32 v73, v77, v69
	v_fma_f32 v23, -v26, v72, v27
	v_div_fmas_f32 v20, v20, v67, v71
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v74, v78, v70
	v_fma_f32 v26, -v43, v73, v46
	v_div_fixup_f32 v20, v20, s74, v4
	v_div_fmas_f32 v4, v23, v68, v72
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v27, -v65, v74, v66
	v_div_fixup_f32 v21, v4, s74, v21
	v_div_fmas_f32 v4, v26, v69, v73
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v22, v4, s74, v22
	v_div_fmas_f32 v4, v27, v70, v74
	v_div_fixup_f32 v23, v4, s74, v6
.LBB0_363:
	s_or_b64 exec, exec, s[48:49]
.LBB0_364:
	s_cbranch_execz .LBB0_367
	s_branch .LBB0_370
.LBB0_365:
	s_branch .LBB0_371
.LBB0_366:
.LBB0_367:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[20:21], 2, v[24:25]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 4, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_369
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dword v4, v[20:21], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v6, 16, v4
	v_ashrrev_i16_e32 v20, 8, v4
	v_bfe_i32 v21, v4, 0, 8
	v_cvt_f32_i32_sdwa v4, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v6, v6, 0, 8
	v_cvt_f32_i32_sdwa v20, sext(v20) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v6, sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v21, sext(v21) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v22, s[10:11], s75, s75, v4
	v_rcp_f32_e32 v26, v22
	v_div_scale_f32 v27, s[10:11], s75, s75, v20
	v_div_scale_f32 v66, s[18:19], s75, s75, v6
	v_rcp_f32_e32 v68, v27
	v_rcp_f32_e32 v70, v66
	v_div_scale_f32 v46, s[16:17], s75, s75, v21
	v_rcp_f32_e32 v69, v46
	v_fma_f32 v71, -v22, v26, 1.0
	v_div_scale_f32 v23, vcc, v4, s75, v4
	v_fmac_f32_e32 v26, v71, v26
	v_fma_f32 v71, -v27, v68, 1.0
	v_mul_f32_e32 v73, v23, v26
	v_fma_f32 v74, -v66, v70, 1.0
	v_div_scale_f32 v67, s[18:19], v6, s75, v6
	v_fmac_f32_e32 v68, v71, v68
	v_fma_f32 v71, -v22, v73, v23
	v_fmac_f32_e32 v70, v74, v70
	v_div_scale_f32 v43, s[10:11], v20, s75, v20
	v_fma_f32 v72, -v46, v69, 1.0
	v_fmac_f32_e32 v73, v71, v26
	v_mul_f32_e32 v71, v67, v70
	v_div_scale_f32 v65, s[16:17], v21, s75, v21
	v_fmac_f32_e32 v69, v72, v69
	v_mul_f32_e32 v72, v43, v68
	v_fma_f32 v22, -v22, v73, v23
	v_fma_f32 v23, -v66, v71, v67
	v_mul_f32_e32 v74, v65, v69
	v_fma_f32 v75, -v27, v72, v43
	v_div_fmas_f32 v22, v22, v26, v73
	v_fmac_f32_e32 v71, v23, v70
	v_fma_f32 v76, -v46, v74, v65
	v_fmac_f32_e32 v72, v75, v68
	v_div_fixup_f32 v4, v22, s75, v4
	v_fma_f32 v22, -v66, v71, v67
	s_mov_b64 vcc, s[18:19]
	v_fmac_f32_e32 v74, v76, v69
	v_fma_f32 v23, -v27, v72, v43
	v_div_fmas_f32 v22, v22, v70, v71
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v26, -v46, v74, v65
	v_div_fixup_f32 v6, v22, s75, v6
	v_div_fmas_f32 v22, v23, v68, v72
	s_mov_b64 vcc, s[16:17]
	v_div_fmas_f32 v23, v26, v69, v74
	v_div_fixup_f32 v20, v22, s75, v20
	v_max_f32_e32 v22, -1.0, v6
	v_div_fixup_f32 v6, v23, s75, v21
	v_max_f32_e32 v21, -1.0, v20
	v_max_f32_e32 v20, -1.0, v6
	v_max_f32_e32 v23, -1.0, v4
.LBB0_369:
	s_or_b64 exec, exec, s[48:49]
.LBB0_370:
	s_cbranch_execnz .LBB0_375
.LBB0_371:
	s_cmp_lg_u32 s78, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_cbranch_scc1 .LBB0_375
	v_lshlrev_b64 v[20:21], 2, v[24:25]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v20
	v_addc_co_u32_e32 v4, vcc, v21, v4, vcc
	v_add_co_u32_e32 v20, vcc, 4, v6
	v_addc_co_u32_e32 v21, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[20:21]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_374
	v_mov_b32_e32 v21, s21
	v_add_co_u32_e32 v20, vcc, s20, v6
	v_addc_co_u32_e32 v21, vcc, v21, v4, vcc
	global_load_dword v4, v[20:21], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte2_e32 v22, v4
	v_cvt_f32_ubyte1_e32 v21, v4
	v_cvt_f32_ubyte0_e32 v4, v4
	v_div_scale_f32 v20, s[10:11], s74, s74, v4
	v_div_scale_f32 v24, s[10:11], s74, s74, v21
	v_rcp_f32_e32 v65, v20
	v_div_scale_f32 v26, s[16:17], s74, s74, v22
	v_rcp_f32_e32 v66, v24
	v_div_scale_f32 v43, s[18:19], s74, s74, v6
	v_rcp_f32_e32 v67, v26
	v_rcp_f32_e32 v68, v43
	v_fma_f32 v69, -v20, v65, 1.0
	v_div_scale_f32 v23, vcc, v4, s74, v4
	v_fma_f32 v70, -v24, v66, 1.0
	v_fmac_f32_e32 v65, v69, v65
	v_div_scale_f32 v25, s[10:11], v21, s74, v21
	v_fma_f32 v71, -v26, v67, 1.0
	v_fmac_f32_e32 v66, v70, v66
	v_mul_f32_e32 v69, v23, v65
	v_div_scale_f32 v27, s[16:17], v22, s74, v22
	v_fma_f32 v72, -v43, v68, 1.0
	v_fmac_f32_e32 v67, v71, v67
	v_mul_f32_e32 v70, v25, v66
	v_fma_f32 v73, -v20, v69, v23
	v_div_scale_f32 v46, s[18:19], v6, s74, v6
	v_fmac_f32_e32 v68, v72, v68
	v_mul_f32_e32 v71, v27, v67
	v_fma_f32 v74, -v24, v70, v25
	v_fmac_f32_e32 v69, v73, v65
	v_mul_f32_e32 v72, v46, v68
	v_fma_f32 v75, -v26, v71, v27
	v_fmac_f32_e32 v70, v74, v66
	v_fma_f32 v20, -v20, v69, v23
	v_fma_f32 v76, -v43, v72, v46
	v_fmac_f32_e32 v71, v75, v67
	v_fma_f32 v23, -v24, v70, v25
	v_div_fmas_f32 v20, v20, v65, v69
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v72, v76, v68
	v_fma_f32 v24, -v26, v71, v27
	v_div_fixup_f32 v20, v20, s74, v4
	v_div_fmas_f32 v4, v23, v66, v70
	s_mov_b64 vcc, s[16:17]
	v_fma_f32 v25, -v43, v72, v46
	v_div_fixup_f32 v21, v4, s74, v21
	v_div_fmas_f32 v4, v24, v67, v71
	s_mov_b64 vcc, s[18:19]
	v_div_fixup_f32 v22, v4, s74, v22
	v_div_fmas_f32 v4, v25, v68, v72
	v_div_fixup_f32 v23, v4, s74, v6
.LBB0_374:
	s_or_b64 exec, exec, s[48:49]
.LBB0_375:
	s_or_b64 exec, exec, s[38:39]
	s_and_b64 s[10:11], s[14:15], s[12:13]
	s_and_b64 s[10:11], s[40:41], s[10:11]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_cbranch_execz .LBB0_420
	s_load_dword s38, s[20:21], 0x0
	v_add_co_u32_e32 v54, vcc, v54, v35
	v_addc_co_u32_e32 v55, vcc, 0, v55, vcc
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s38, 5
	s_cbranch_scc1 .LBB0_384
	s_cmp_lt_i32 s38, 9
	s_cbranch_scc1 .LBB0_385
	s_cmp_lt_i32 s38, 12
	s_cbranch_scc1 .LBB0_386
	s_mov_b32 s12, 0
	s_cmp_eq_u32 s38, 12
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_cbranch_scc0 .LBB0_383
	v_lshlrev_b64 v[24:25], 3, v[54:55]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v24
	v_addc_co_u32_e32 v6, vcc, v25, v6, vcc
	v_add_co_u32_e32 v24, vcc, 8, v4
	v_addc_co_u32_e32 v25, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[24:25]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_382
	v_mov_b32_e32 v25, s21
	v_add_co_u32_e32 v24, vcc, s20, v4
	v_addc_co_u32_e32 v25, vcc, v25, v6, vcc
	global_load_dwordx2 v[24:25], v[24:25], off
	v_mov_b32_e32 v27, 1.0
.LBB0_382:
	s_or_b64 exec, exec, s[10:11]
.LBB0_383:
	s_cbranch_execz .LBB0_387
	s_branch .LBB0_391
.LBB0_384:
	s_branch .LBB0_403
.LBB0_385:
	v_mov_b32_e32 v26, s12
	s_branch .LBB0_392
.LBB0_386:
.LBB0_387:
	s_mov_b32 s12, 0
	s_cmp_eq_u32 s38, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v24, 0
	s_cbranch_scc0 .LBB0_391
	v_lshlrev_b64 v[26:27], 2, v[54:55]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v26
	v_addc_co_u32_e32 v6, vcc, v27, v6, vcc
	v_add_co_u32_e32 v26, vcc, 4, v4
	v_addc_co_u32_e32 v27, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[26:27]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_390
	v_mov_b32_e32 v24, s21
	v_add_co_u32_e32 v26, vcc, s20, v4
	v_addc_co_u32_e32 v27, vcc, v24, v6, vcc
	global_load_dword v24, v[26:27], off
	v_mov_b32_e32 v27, 1.0
.LBB0_390:
	s_or_b64 exec, exec, s[10:11]
.LBB0_391:
	v_mov_b32_e32 v26, s12
	s_cbranch_execnz .LBB0_402
.LBB0_392:
	s_cmp_lt_i32 s38, 6
	s_cbranch_scc1 .LBB0_398
	s_cmp_eq_u32 s38, 6
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_cbranch_scc0 .LBB0_397
	v_lshlrev_b64 v[24:25], 4, v[54:55]
	v_mov_b32_e32 v6, s37
	v_add_co_u32_e32 v4, vcc, s36, v24
	v_addc_co_u32_e32 v6, vcc, v25, v6, vcc
	v_add_co_u32_e32 v24, vcc, 16, v4
	v_addc_co_u32_e32 v25, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[24:25]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_396
	v_mov_b32_e32 v25, s21
	v_add_co_u32_e32 v24, vcc, s20, v4
	v_addc_co_u32_e32 v25, vcc, v25, v6, vcc
	global_load_dwordx4 v[24:27], v[24:25], off
.LBB0_396:
	s_or_b64 exec, exec, s[10:11]
.LBB0_397:
	s_cbranch_execz .LBB0_399
	s_branch .LBB0_402
.LBB0_398:
.LBB0_399:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[24:25], 3, v[54:55]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v24
	v_addc_co_u32_e32 v4, vcc, v25, v4, vcc
	v_add_co_u32_e32 v24, vcc, 8, v6
	v_addc_co_u32_e32 v25, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[24:25]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_401
	v_mov_b32_e32 v25, s21
	v_add_co_u32_e32 v24, vcc, s20, v6
	v_addc_co_u32_e32 v25, vcc, v25, v4, vcc
	global_load_dwordx2 v[26:27], v[24:25], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v24, v26
	v_cvt_f32_f16_sdwa v25, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v26, v27
	v_cvt_f32_f16_sdwa v27, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_401:
	s_or_b64 exec, exec, s[10:11]
.LBB0_402:
	s_cbranch_execnz .LBB0_420
.LBB0_403:
	s_cmp_lt_i32 s38, 1
	s_cbranch_scc1 .LBB0_410
	s_cmp_lt_i32 s38, 2
	s_cbranch_scc1 .LBB0_411
	s_cmp_eq_u32 s38, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_cbranch_scc0 .LBB0_409
	v_lshlrev_b64 v[24:25], 2, v[54:55]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v24
	v_addc_co_u32_e32 v4, vcc, v25, v4, vcc
	v_add_co_u32_e32 v24, vcc, 4, v6
	v_addc_co_u32_e32 v25, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[24:25]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_408
	v_mov_b32_e32 v25, s21
	v_add_co_u32_e32 v24, vcc, s20, v6
	v_addc_co_u32_e32 v25, vcc, v25, v4, vcc
	global_load_dword v4, v[24:25], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte0_e32 v26, v4
	v_cvt_f32_ubyte1_e32 v25, v4
	v_cvt_f32_ubyte2_e32 v4, v4
	v_div_scale_f32 v24, s[10:11], s74, s74, v4
	v_div_scale_f32 v35, s[10:11], s74, s74, v25
	v_rcp_f32_e32 v68, v24
	v_div_scale_f32 v46, s[12:13], s74, s74, v26
	v_rcp_f32_e32 v69, v35
	v_div_scale_f32 v66, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v70, v46
	v_rcp_f32_e32 v71, v66
	v_fma_f32 v72, -v24, v68, 1.0
	v_div_scale_f32 v27, vcc, v4, s74, v4
	v_fma_f32 v73, -v35, v69, 1.0
	v_fmac_f32_e32 v68, v72, v68
	v_div_scale_f32 v43, s[10:11], v25, s74, v25
	v_fma_f32 v74, -v46, v70, 1.0
	v_fmac_f32_e32 v69, v73, v69
	v_mul_f32_e32 v72, v27, v68
	v_div_scale_f32 v65, s[12:13], v26, s74, v26
	v_fma_f32 v75, -v66, v71, 1.0
	v_fmac_f32_e32 v70, v74, v70
	v_mul_f32_e32 v73, v43, v69
	v_fma_f32 v76, -v24, v72, v27
	v_div_scale_f32 v67, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v71, v75, v71
	v_mul_f32_e32 v74, v65, v70
	v_fma_f32 v77, -v35, v73, v43
	v_fmac_f32_e32 v72, v76, v68
	v_mul_f32_e32 v75, v67, v71
	v_fma_f32 v78, -v46, v74, v65
	v_fmac_f32_e32 v73, v77, v69
	v_fma_f32 v24, -v24, v72, v27
	v_fma_f32 v79, -v66, v75, v67
	v_fmac_f32_e32 v74, v78, v70
	v_fma_f32 v27, -v35, v73, v43
	v_div_fmas_f32 v24, v24, v68, v72
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v75, v79, v71
	v_fma_f32 v35, -v46, v74, v65
	v_div_fixup_f32 v24, v24, s74, v4
	v_div_fmas_f32 v4, v27, v69, v73
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v43, -v66, v75, v67
	v_div_fixup_f32 v25, v4, s74, v25
	v_div_fmas_f32 v4, v35, v70, v74
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v26, v4, s74, v26
	v_div_fmas_f32 v4, v43, v71, v75
	v_div_fixup_f32 v27, v4, s74, v6
.LBB0_408:
	s_or_b64 exec, exec, s[18:19]
.LBB0_409:
	s_cbranch_execz .LBB0_412
	s_branch .LBB0_415
.LBB0_410:
	s_branch .LBB0_416
.LBB0_411:
.LBB0_412:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[24:25], 2, v[54:55]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v24
	v_addc_co_u32_e32 v4, vcc, v25, v4, vcc
	v_add_co_u32_e32 v24, vcc, 4, v6
	v_addc_co_u32_e32 v25, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[24:25]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_414
	v_mov_b32_e32 v25, s21
	v_add_co_u32_e32 v24, vcc, s20, v6
	v_addc_co_u32_e32 v25, vcc, v25, v4, vcc
	global_load_dword v4, v[24:25], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v6, 16, v4
	v_ashrrev_i16_e32 v24, 8, v4
	v_bfe_i32 v25, v4, 0, 8
	v_cvt_f32_i32_sdwa v4, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v6, v6, 0, 8
	v_cvt_f32_i32_sdwa v24, sext(v24) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v6, sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v25, sext(v25) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v26, s[10:11], s75, s75, v4
	v_rcp_f32_e32 v35, v26
	v_div_scale_f32 v43, s[10:11], s75, s75, v24
	v_div_scale_f32 v67, s[14:15], s75, s75, v6
	v_rcp_f32_e32 v69, v43
	v_rcp_f32_e32 v71, v67
	v_div_scale_f32 v65, s[12:13], s75, s75, v25
	v_rcp_f32_e32 v70, v65
	v_fma_f32 v72, -v26, v35, 1.0
	v_div_scale_f32 v27, vcc, v4, s75, v4
	v_fmac_f32_e32 v35, v72, v35
	v_fma_f32 v72, -v43, v69, 1.0
	v_mul_f32_e32 v74, v27, v35
	v_fma_f32 v75, -v67, v71, 1.0
	v_div_scale_f32 v68, s[14:15], v6, s75, v6
	v_fmac_f32_e32 v69, v72, v69
	v_fma_f32 v72, -v26, v74, v27
	v_fmac_f32_e32 v71, v75, v71
	v_div_scale_f32 v46, s[10:11], v24, s75, v24
	v_fma_f32 v73, -v65, v70, 1.0
	v_fmac_f32_e32 v74, v72, v35
	v_mul_f32_e32 v72, v68, v71
	v_div_scale_f32 v66, s[12:13], v25, s75, v25
	v_fmac_f32_e32 v70, v73, v70
	v_mul_f32_e32 v73, v46, v69
	v_fma_f32 v26, -v26, v74, v27
	v_fma_f32 v27, -v67, v72, v68
	v_mul_f32_e32 v75, v66, v70
	v_fma_f32 v76, -v43, v73, v46
	v_div_fmas_f32 v26, v26, v35, v74
	v_fmac_f32_e32 v72, v27, v71
	v_fma_f32 v77, -v65, v75, v66
	v_fmac_f32_e32 v73, v76, v69
	v_div_fixup_f32 v4, v26, s75, v4
	v_fma_f32 v26, -v67, v72, v68
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v75, v77, v70
	v_fma_f32 v27, -v43, v73, v46
	v_div_fmas_f32 v26, v26, v71, v72
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v35, -v65, v75, v66
	v_div_fixup_f32 v6, v26, s75, v6
	v_div_fmas_f32 v26, v27, v69, v73
	s_mov_b64 vcc, s[12:13]
	v_div_fmas_f32 v27, v35, v70, v75
	v_div_fixup_f32 v24, v26, s75, v24
	v_max_f32_e32 v26, -1.0, v6
	v_div_fixup_f32 v6, v27, s75, v25
	v_max_f32_e32 v25, -1.0, v24
	v_max_f32_e32 v24, -1.0, v6
	v_max_f32_e32 v27, -1.0, v4
.LBB0_414:
	s_or_b64 exec, exec, s[18:19]
.LBB0_415:
	s_cbranch_execnz .LBB0_420
.LBB0_416:
	s_cmp_lg_u32 s38, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_cbranch_scc1 .LBB0_420
	v_lshlrev_b64 v[24:25], 2, v[54:55]
	v_mov_b32_e32 v4, s37
	v_add_co_u32_e32 v6, vcc, s36, v24
	v_addc_co_u32_e32 v4, vcc, v25, v4, vcc
	v_add_co_u32_e32 v24, vcc, 4, v6
	v_addc_co_u32_e32 v25, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[24:25]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_419
	v_mov_b32_e32 v25, s21
	v_add_co_u32_e32 v24, vcc, s20, v6
	v_addc_co_u32_e32 v25, vcc, v25, v4, vcc
	global_load_dword v4, v[24:25], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte2_e32 v26, v4
	v_cvt_f32_ubyte1_e32 v25, v4
	v_cvt_f32_ubyte0_e32 v4, v4
	v_div_scale_f32 v24, s[10:11], s74, s74, v4
	v_div_scale_f32 v35, s[10:11], s74, s74, v25
	v_rcp_f32_e32 v66, v24
	v_div_scale_f32 v46, s[12:13], s74, s74, v26
	v_rcp_f32_e32 v67, v35
	v_div_scale_f32 v55, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v68, v46
	v_rcp_f32_e32 v69, v55
	v_fma_f32 v70, -v24, v66, 1.0
	v_div_scale_f32 v27, vcc, v4, s74, v4
	v_fma_f32 v71, -v35, v67, 1.0
	v_fmac_f32_e32 v66, v70, v66
	v_div_scale_f32 v43, s[10:11], v25, s74, v25
	v_fma_f32 v72, -v46, v68, 1.0
	v_fmac_f32_e32 v67, v71, v67
	v_mul_f32_e32 v70, v27, v66
	v_div_scale_f32 v54, s[12:13], v26, s74, v26
	v_fma_f32 v73, -v55, v69, 1.0
	v_fmac_f32_e32 v68, v72, v68
	v_mul_f32_e32 v71, v43, v67
	v_fma_f32 v74, -v24, v70, v27
	v_div_scale_f32 v65, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v69, v73, v69
	v_mul_f32_e32 v72, v54, v68
	v_fma_f32 v75, -v35, v71, v43
	v_fmac_f32_e32 v70, v74, v66
	v_mul_f32_e32 v73, v65, v69
	v_fma_f32 v76, -v46, v72, v54
	v_fmac_f32_e32 v71, v75, v67
	v_fma_f32 v24, -v24, v70, v27
	v_fma_f32 v77, -v55, v73, v65
	v_fmac_f32_e32 v72, v76, v68
	v_fma_f32 v27, -v35, v71, v43
	v_div_fmas_f32 v24, v24, v66, v70
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v73, v77, v69
	v_fma_f32 v35, -v46, v72, v54
	v_div_fixup_f32 v24, v24, s74, v4
	v_div_fmas_f32 v4, v27, v67, v71
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v43, -v55, v73, v65
	v_div_fixup_f32 v25, v4, s74, v25
	v_div_fmas_f32 v4, v35, v68, v72
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v26, v4, s74, v26
	v_div_fmas_f32 v4, v43, v69, v73
	v_div_fixup_f32 v27, v4, s74, v6
.LBB0_419:
	s_or_b64 exec, exec, s[18:19]
.LBB0_420:
	s_or_b64 exec, exec, s[16:17]
	v_pk_add_f32 v[50:51], v[50:51], v[52:53] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[50:51], 1.0 op_sel_hi:[1,0] neg_lo:[1,0] neg_hi:[1,0]
	v_mov_b32_e32 v4, v53
	v_pk_mul_f32 v[54:55], v[52:53], v[4:5]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], v[54:55], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[54:55], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[50:51], v[4:5]
	v_pk_mul_f32 v[16:17], v[54:55], v[16:17] op_sel_hi:[0,1]
	v_mov_b32_e32 v4, v51
	v_pk_mul_f32 v[18:19], v[54:55], v[18:19] op_sel_hi:[0,1]
	v_pk_add_f32 v[12:13], v[12:13], v[16:17]
	v_pk_mul_f32 v[16:17], v[4:5], v[52:53]
	v_pk_add_f32 v[14:15], v[14:15], v[18:19]
	v_pk_mul_f32 v[18:19], v[16:17], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[20:21] op_sel_hi:[0,1]
	v_pk_add_f32 v[12:13], v[12:13], v[16:17]
	v_pk_mul_f32 v[16:17], v[50:51], v[4:5]
	v_pk_add_f32 v[14:15], v[14:15], v[18:19]
	v_pk_mul_f32 v[18:19], v[16:17], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[26:27] op_sel_hi:[0,1]
	v_pk_add_f32 v[14:15], v[14:15], v[16:17]
	v_pk_add_f32 v[12:13], v[12:13], v[18:19]
	s_branch .LBB0_6
.LBB0_421:
	v_floor_f32_e32 v4, v49
	v_cvt_i32_f32_e32 v4, v4
	v_sub_u32_e32 v12, 0, v4
	v_max_i32_e32 v12, v4, v12
	v_mul_hi_u32 v13, v12, v60
	v_mul_lo_u32 v13, v13, s71
	v_sub_u32_e32 v13, v12, v13
	v_subrev_u32_e32 v14, s71, v13
	v_cmp_le_u32_e32 vcc, s71, v13
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_subrev_u32_e32 v14, s71, v13
	v_cmp_le_u32_e32 vcc, s71, v13
	v_ashrrev_i32_e32 v6, 31, v4
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_xor_b32_e32 v13, v13, v6
	v_sub_u32_e32 v13, v13, v6
	v_ashrrev_i32_e32 v14, 31, v13
	v_and_b32_e32 v14, s65, v14
	v_add_u32_e32 v13, v14, v13
	v_sub_u32_e32 v14, s66, v13
	v_cmp_gt_i32_e32 vcc, s59, v13
	v_cndmask_b32_e32 v13, v14, v13, vcc
	v_mul_hi_u32 v14, v12, v61
	v_mul_lo_u32 v14, v14, s59
	v_sub_u32_e32 v12, v12, v14
	v_subrev_u32_e32 v14, s59, v12
	v_cmp_le_u32_e32 vcc, s59, v12
	v_cndmask_b32_e32 v12, v12, v14, vcc
	v_subrev_u32_e32 v14, s59, v12
	v_cmp_le_u32_e32 vcc, s59, v12
	v_cndmask_b32_e32 v12, v12, v14, vcc
	v_xor_b32_e32 v12, v12, v6
	v_sub_u32_e32 v6, v12, v6
	v_ashrrev_i32_e32 v12, 31, v6
	v_and_b32_e32 v12, s59, v12
	v_add_u32_e32 v6, v12, v6
	v_floor_f32_e32 v12, v48
	v_cvt_i32_f32_e32 v12, v12
	v_max_i32_e32 v4, 0, v4
	v_min_u32_e32 v4, s64, v4
	v_cndmask_b32_e64 v4, v4, v6, s[4:5]
	v_cndmask_b32_e64 v6, v4, v13, s[6:7]
	v_sub_u32_e32 v13, 0, v12
	v_max_i32_e32 v13, v12, v13
	v_mul_hi_u32 v14, v13, v62
	v_mul_lo_u32 v14, v14, s72
	v_sub_u32_e32 v14, v13, v14
	v_subrev_u32_e32 v15, s72, v14
	v_cmp_le_u32_e32 vcc, s72, v14
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_subrev_u32_e32 v15, s72, v14
	v_cmp_le_u32_e32 vcc, s72, v14
	v_ashrrev_i32_e32 v4, 31, v12
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_xor_b32_e32 v14, v14, v4
	v_sub_u32_e32 v14, v14, v4
	v_ashrrev_i32_e32 v15, 31, v14
	v_and_b32_e32 v15, s62, v15
	v_add_u32_e32 v14, v15, v14
	v_sub_u32_e32 v15, s63, v14
	v_cmp_gt_i32_e32 vcc, s60, v14
	v_cndmask_b32_e32 v14, v15, v14, vcc
	v_mul_hi_u32 v15, v13, v63
	v_mul_lo_u32 v15, v15, s60
	v_sub_u32_e32 v13, v13, v15
	v_subrev_u32_e32 v15, s60, v13
	v_cmp_le_u32_e32 vcc, s60, v13
	v_cndmask_b32_e32 v13, v13, v15, vcc
	v_subrev_u32_e32 v15, s60, v13
	v_cmp_le_u32_e32 vcc, s60, v13
	v_cndmask_b32_e32 v13, v13, v15, vcc
	v_xor_b32_e32 v13, v13, v4
	v_sub_u32_e32 v4, v13, v4
	v_ashrrev_i32_e32 v13, 31, v4
	v_and_b32_e32 v13, s60, v13
	v_max_i32_e32 v12, 0, v12
	v_add_u32_e32 v4, v13, v4
	v_min_u32_e32 v12, s61, v12
	v_cndmask_b32_e64 v4, v12, v4, s[0:1]
	v_cndmask_b32_e64 v4, v4, v14, s[2:3]
	v_cmp_gt_u32_e32 vcc, s67, v4
	v_cmp_gt_u32_e64 s[10:11], s68, v6
	s_and_b64 s[10:11], s[10:11], vcc
	s_and_b64 s[10:11], s[40:41], s[10:11]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_cbranch_execz .LBB0_5
	s_load_dword s38, s[20:21], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s36, s[42:43], 0x18
	v_mad_u64_u32 v[16:17], s[10:11], v6, s67, v[4:5]
	s_cmp_lt_i32 s38, 5
	s_cbranch_scc1 .LBB0_430
	s_cmp_lt_i32 s38, 9
	s_cbranch_scc1 .LBB0_431
	s_cmp_lt_i32 s38, 12
	s_cbranch_scc1 .LBB0_432
	s_mov_b32 s12, 0
	s_cmp_eq_u32 s38, 12
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_429
	v_lshlrev_b64 v[12:13], 3, v[16:17]
	v_mov_b32_e32 v6, s37
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v4, vcc, s36, v12
	v_addc_co_u32_e32 v6, vcc, v13, v6, vcc
	v_add_co_u32_e32 v12, vcc, 8, v4
	v_addc_co_u32_e32 v13, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_428
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v4
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	v_mov_b32_e32 v15, 1.0
.LBB0_428:
	s_or_b64 exec, exec, s[10:11]
.LBB0_429:
	s_cbranch_execz .LBB0_433
	s_branch .LBB0_437
.LBB0_430:
	s_branch .LBB0_449
.LBB0_431:
	v_mov_b32_e32 v14, s12
	s_branch .LBB0_438
.LBB0_432:
.LBB0_433:
	s_mov_b32 s12, 0
	s_cmp_eq_u32 s38, 9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_437
	v_lshlrev_b64 v[14:15], 2, v[16:17]
	v_mov_b32_e32 v6, s37
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v4, vcc, s36, v14
	v_addc_co_u32_e32 v6, vcc, v15, v6, vcc
	v_add_co_u32_e32 v14, vcc, 4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[14:15]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_436
	v_mov_b32_e32 v12, s21
	v_add_co_u32_e32 v14, vcc, s20, v4
	v_addc_co_u32_e32 v15, vcc, v12, v6, vcc
	global_load_dword v12, v[14:15], off
	v_mov_b32_e32 v15, 1.0
.LBB0_436:
	s_or_b64 exec, exec, s[10:11]
.LBB0_437:
	v_mov_b32_e32 v14, s12
	s_cbranch_execnz .LBB0_448
.LBB0_438:
	s_cmp_lt_i32 s38, 6
	s_cbranch_scc1 .LBB0_444
	s_cmp_eq_u32 s38, 6
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_443
	v_lshlrev_b64 v[12:13], 4, v[16:17]
	v_mov_b32_e32 v6, s37
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v4, vcc, s36, v12
	v_addc_co_u32_e32 v6, vcc, v13, v6, vcc
	v_add_co_u32_e32 v12, vcc, 16, v4
	v_addc_co_u32_e32 v13, vcc, 0, v6, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_442
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v4
	v_addc_co_u32_e32 v13, vcc, v13, v6, vcc
	global_load_dwordx4 v[12:15], v[12:13], off
.LBB0_442:
	s_or_b64 exec, exec, s[10:11]
.LBB0_443:
	s_cbranch_execz .LBB0_445
	s_branch .LBB0_448
.LBB0_444:
.LBB0_445:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[12:13], 3, v[16:17]
	v_mov_b32_e32 v4, s37
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v6, vcc, s36, v12
	v_addc_co_u32_e32 v4, vcc, v13, v4, vcc
	v_add_co_u32_e32 v12, vcc, 8, v6
	v_addc_co_u32_e32 v13, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_447
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v6
	v_addc_co_u32_e32 v13, vcc, v13, v4, vcc
	global_load_dwordx2 v[14:15], v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v12, v14
	v_cvt_f32_f16_sdwa v13, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v14, v15
	v_cvt_f32_f16_sdwa v15, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
.LBB0_447:
	s_or_b64 exec, exec, s[10:11]
.LBB0_448:
	s_cbranch_execnz .LBB0_5
.LBB0_449:
	s_cmp_lt_i32 s38, 1
	s_cbranch_scc1 .LBB0_456
	s_cmp_lt_i32 s38, 2
	s_cbranch_scc1 .LBB0_457
	s_cmp_eq_u32 s38, 2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc0 .LBB0_455
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v4, s37
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v6, vcc, s36, v12
	v_addc_co_u32_e32 v4, vcc, v13, v4, vcc
	v_add_co_u32_e32 v12, vcc, 4, v6
	v_addc_co_u32_e32 v13, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_454
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v6
	v_addc_co_u32_e32 v13, vcc, v13, v4, vcc
	global_load_dword v4, v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte0_e32 v14, v4
	v_cvt_f32_ubyte1_e32 v13, v4
	v_cvt_f32_ubyte2_e32 v4, v4
	v_div_scale_f32 v12, s[10:11], s74, s74, v4
	v_div_scale_f32 v18, s[10:11], s74, s74, v13
	v_rcp_f32_e32 v24, v12
	v_div_scale_f32 v20, s[12:13], s74, s74, v14
	v_rcp_f32_e32 v25, v18
	v_div_scale_f32 v22, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v26, v20
	v_rcp_f32_e32 v27, v22
	v_fma_f32 v35, -v12, v24, 1.0
	v_div_scale_f32 v15, vcc, v4, s74, v4
	v_fma_f32 v43, -v18, v25, 1.0
	v_fmac_f32_e32 v24, v35, v24
	v_div_scale_f32 v19, s[10:11], v13, s74, v13
	v_fma_f32 v46, -v20, v26, 1.0
	v_fmac_f32_e32 v25, v43, v25
	v_mul_f32_e32 v35, v15, v24
	v_div_scale_f32 v21, s[12:13], v14, s74, v14
	v_fma_f32 v48, -v22, v27, 1.0
	v_fmac_f32_e32 v26, v46, v26
	v_mul_f32_e32 v43, v19, v25
	v_fma_f32 v49, -v12, v35, v15
	v_div_scale_f32 v23, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v27, v48, v27
	v_mul_f32_e32 v46, v21, v26
	v_fma_f32 v50, -v18, v43, v19
	v_fmac_f32_e32 v35, v49, v24
	v_mul_f32_e32 v48, v23, v27
	v_fma_f32 v51, -v20, v46, v21
	v_fmac_f32_e32 v43, v50, v25
	v_fma_f32 v12, -v12, v35, v15
	v_fma_f32 v52, -v22, v48, v23
	v_fmac_f32_e32 v46, v51, v26
	v_fma_f32 v15, -v18, v43, v19
	v_div_fmas_f32 v12, v12, v24, v35
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v48, v52, v27
	v_fma_f32 v18, -v20, v46, v21
	v_div_fixup_f32 v12, v12, s74, v4
	v_div_fmas_f32 v4, v15, v25, v43
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v19, -v22, v48, v23
	v_div_fixup_f32 v13, v4, s74, v13
	v_div_fmas_f32 v4, v18, v26, v46
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v14, v4, s74, v14
	v_div_fmas_f32 v4, v19, v27, v48
	v_div_fixup_f32 v15, v4, s74, v6
.LBB0_454:
	s_or_b64 exec, exec, s[18:19]
.LBB0_455:
	s_cbranch_execz .LBB0_458
	s_branch .LBB0_461
.LBB0_456:
	s_branch .LBB0_462
.LBB0_457:
.LBB0_458:
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v4, s37
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v6, vcc, s36, v12
	v_addc_co_u32_e32 v4, vcc, v13, v4, vcc
	v_add_co_u32_e32 v12, vcc, 4, v6
	v_addc_co_u32_e32 v13, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_460
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v6
	v_addc_co_u32_e32 v13, vcc, v13, v4, vcc
	global_load_dword v4, v[12:13], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v6, 16, v4
	v_ashrrev_i16_e32 v12, 8, v4
	v_bfe_i32 v13, v4, 0, 8
	v_cvt_f32_i32_sdwa v4, sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_bfe_i32 v6, v6, 0, 8
	v_cvt_f32_i32_sdwa v12, sext(v12) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v6, sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v13, sext(v13) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_div_scale_f32 v14, s[10:11], s75, s75, v4
	v_rcp_f32_e32 v18, v14
	v_div_scale_f32 v19, s[10:11], s75, s75, v12
	v_div_scale_f32 v23, s[14:15], s75, s75, v6
	v_rcp_f32_e32 v25, v19
	v_rcp_f32_e32 v27, v23
	v_div_scale_f32 v21, s[12:13], s75, s75, v13
	v_rcp_f32_e32 v26, v21
	v_fma_f32 v35, -v14, v18, 1.0
	v_div_scale_f32 v15, vcc, v4, s75, v4
	v_fmac_f32_e32 v18, v35, v18
	v_fma_f32 v35, -v19, v25, 1.0
	v_mul_f32_e32 v46, v15, v18
	v_fma_f32 v48, -v23, v27, 1.0
	v_div_scale_f32 v24, s[14:15], v6, s75, v6
	v_fmac_f32_e32 v25, v35, v25
	v_fma_f32 v35, -v14, v46, v15
	v_fmac_f32_e32 v27, v48, v27
	v_div_scale_f32 v20, s[10:11], v12, s75, v12
	v_fma_f32 v43, -v21, v26, 1.0
	v_fmac_f32_e32 v46, v35, v18
	v_mul_f32_e32 v35, v24, v27
	v_div_scale_f32 v22, s[12:13], v13, s75, v13
	v_fmac_f32_e32 v26, v43, v26
	v_mul_f32_e32 v43, v20, v25
	v_fma_f32 v14, -v14, v46, v15
	v_fma_f32 v15, -v23, v35, v24
	v_mul_f32_e32 v48, v22, v26
	v_fma_f32 v49, -v19, v43, v20
	v_div_fmas_f32 v14, v14, v18, v46
	v_fmac_f32_e32 v35, v15, v27
	v_fma_f32 v50, -v21, v48, v22
	v_fmac_f32_e32 v43, v49, v25
	v_div_fixup_f32 v4, v14, s75, v4
	v_fma_f32 v14, -v23, v35, v24
	s_mov_b64 vcc, s[14:15]
	v_fmac_f32_e32 v48, v50, v26
	v_fma_f32 v15, -v19, v43, v20
	v_div_fmas_f32 v14, v14, v27, v35
	s_mov_b64 vcc, s[10:11]
	v_fma_f32 v18, -v21, v48, v22
	v_div_fixup_f32 v6, v14, s75, v6
	v_div_fmas_f32 v14, v15, v25, v43
	s_mov_b64 vcc, s[12:13]
	v_div_fmas_f32 v15, v18, v26, v48
	v_div_fixup_f32 v12, v14, s75, v12
	v_max_f32_e32 v14, -1.0, v6
	v_div_fixup_f32 v6, v15, s75, v13
	v_max_f32_e32 v13, -1.0, v12
	v_max_f32_e32 v12, -1.0, v6
	v_max_f32_e32 v15, -1.0, v4
.LBB0_460:
	s_or_b64 exec, exec, s[18:19]
.LBB0_461:
	s_cbranch_execnz .LBB0_5
.LBB0_462:
	s_cmp_lg_u32 s38, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_cbranch_scc1 .LBB0_5
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_mov_b32_e32 v4, s37
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v6, vcc, s36, v12
	v_addc_co_u32_e32 v4, vcc, v13, v4, vcc
	v_add_co_u32_e32 v12, vcc, 4, v6
	v_addc_co_u32_e32 v13, vcc, 0, v4, vcc
	v_cmp_ge_u64_e32 vcc, s[22:23], v[12:13]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_4
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v12, vcc, s20, v6
	v_addc_co_u32_e32 v13, vcc, v13, v4, vcc
	global_load_dword v4, v[12:13], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v6, v4
	v_cvt_f32_ubyte2_e32 v14, v4
	v_cvt_f32_ubyte1_e32 v13, v4
	v_cvt_f32_ubyte0_e32 v4, v4
	v_div_scale_f32 v12, s[10:11], s74, s74, v4
	v_div_scale_f32 v16, s[10:11], s74, s74, v13
	v_rcp_f32_e32 v22, v12
	v_div_scale_f32 v18, s[12:13], s74, s74, v14
	v_rcp_f32_e32 v23, v16
	v_div_scale_f32 v20, s[14:15], s74, s74, v6
	v_rcp_f32_e32 v24, v18
	v_rcp_f32_e32 v25, v20
	v_fma_f32 v26, -v12, v22, 1.0
	v_div_scale_f32 v15, vcc, v4, s74, v4
	v_fma_f32 v27, -v16, v23, 1.0
	v_fmac_f32_e32 v22, v26, v22
	v_div_scale_f32 v17, s[10:11], v13, s74, v13
	v_fma_f32 v35, -v18, v24, 1.0
	v_fmac_f32_e32 v23, v27, v23
	v_mul_f32_e32 v26, v15, v22
	v_div_scale_f32 v19, s[12:13], v14, s74, v14
	v_fma_f32 v43, -v20, v25, 1.0
	v_fmac_f32_e32 v24, v35, v24
	v_mul_f32_e32 v27, v17, v23
	v_fma_f32 v46, -v12, v26, v15
	v_div_scale_f32 v21, s[14:15], v6, s74, v6
	v_fmac_f32_e32 v25, v43, v25
	v_mul_f32_e32 v35, v19, v24
	v_fma_f32 v48, -v16, v27, v17
	v_fmac_f32_e32 v26, v46, v22
	v_mul_f32_e32 v43, v21, v25
	v_fma_f32 v49, -v18, v35, v19
	v_fmac_f32_e32 v27, v48, v23
	v_fma_f32 v12, -v12, v26, v15
	v_fma_f32 v50, -v20, v43, v21
	v_fmac_f32_e32 v35, v49, v24
	v_fma_f32 v15, -v16, v27, v17
	v_div_fmas_f32 v12, v12, v22, v26
	s_mov_b64 vcc, s[10:11]
	v_fmac_f32_e32 v43, v50, v25
	v_fma_f32 v16, -v18, v35, v19
	v_div_fixup_f32 v12, v12, s74, v4
	v_div_fmas_f32 v4, v15, v23, v27
	s_mov_b64 vcc, s[12:13]
	v_fma_f32 v17, -v20, v43, v21
	v_div_fixup_f32 v13, v4, s74, v13
	v_div_fmas_f32 v4, v16, v24, v35
	s_mov_b64 vcc, s[14:15]
	v_div_fixup_f32 v14, v4, s74, v14
	v_div_fmas_f32 v4, v17, v25, v43
	v_div_fixup_f32 v15, v4, s74, v6
	s_branch .LBB0_4
.LBB0_465:
	s_load_dwordx2 s[2:3], s[28:29], 0x14
	s_load_dwordx2 s[0:1], s[28:29], 0x8
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s2, 0
	s_cselect_b64 s[4:5], -1, 0
	s_max_i32 s2, s0, 1
	s_max_i32 s0, s1, 1
	v_cmp_gt_u32_e32 vcc, s2, v28
	v_cmp_gt_u32_e64 s[0:1], s0, v56
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_b64 s[0:1], s[0:1], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_467
	s_load_dword s0, s[28:29], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc0 .LBB0_468
.LBB0_467:
	s_endpgm
.LBB0_468:
	v_mov_b32_e32 v29, 0
	v_mad_u64_u32 v[4:5], s[0:1], s2, v56, v[28:29]
	s_mov_b32 s0, s3
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v6, vcc, 4, v4
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_cmp_ge_u64_e32 vcc, s[30:31], v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_467
	s_mov_b32 s0, 0x3b800000
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1] op_sel_hi:[1,0]
	v_max_f32_e64 v3, v3, v3 clamp
	v_max_f32_e64 v2, v2, v2 clamp
	v_max_f32_e64 v1, v1, v1 clamp
	v_max_f32_e64 v0, v0, v0 clamp
	s_mov_b32 s0, 0x437f0000
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1] op_sel_hi:[1,0]
	v_rndne_f32_e32 v2, v2
	v_rndne_f32_e32 v3, v3
	v_rndne_f32_e32 v0, v0
	v_rndne_f32_e32 v1, v1
	v_cvt_i32_f32_sdwa v3, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v2, v2
	v_cvt_i32_f32_sdwa v7, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v8, v0
	v_mov_b32_e32 v6, s29
	v_add_co_u32_e32 v0, vcc, s28, v4
	v_or_b32_sdwa v2, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v8, v7
	v_addc_co_u32_e32 v1, vcc, v6, v5, vcc
	v_or_b32_sdwa v2, v3, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel main
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 79
		.amdhsa_accum_offset 80
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	main, .Lfunc_end0-main

	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	const_table,@object
	.section	.rodata,"a",@progbits
	.p2align	4, 0x0
const_table:
	.long	0x3f800000
	.long	0x40800000
	.long	0x40c00000
	.long	0x40800000
	.long	0x3f800000
	.size	const_table, 20

	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           main
    .private_segment_fixed_size: 0
    .sgpr_count:     83
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
