	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx16 s[8:23], s[4:5], 0x0
	v_mov_b32_e32 v9, 0
	v_lshl_or_b32 v8, s6, 6, v0
	v_mov_b32_e32 v1, 4
	v_mov_b32_e32 v0, v9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s18
	v_alignbit_b32 v2, s19, v2, 2
	v_cmp_lt_u64_e32 vcc, s[18:19], v[0:1]
	v_cndmask_b32_e32 v0, -1, v2, vcc
	v_cmp_lt_u32_e32 vcc, v8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_37
	v_mov_b32_e32 v11, 16
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v0, s10
	v_alignbit_b32 v0, s11, v0, 4
	v_cmp_lt_u64_e32 vcc, s[10:11], v[10:11]
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_cmp_lt_u32_e32 vcc, v8, v0
	v_lshlrev_b64 v[12:13], 4, v[8:9]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v0, vcc, s8, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	global_load_dwordx4 v[4:7], v[0:1], off
.LBB0_3:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v0, s14
	v_alignbit_b32 v0, s15, v0, 4
	v_cmp_lt_u64_e32 vcc, s[14:15], v[10:11]
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_cmp_lt_u32_e32 vcc, v8, v0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v0, vcc, s12, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v11, 4
	v_mov_b32_e32 v12, s22
	v_alignbit_b32 v12, s23, v12, 2
	v_cmp_lt_u64_e32 vcc, s[22:23], v[10:11]
	v_lshl_add_u32 v18, v8, 3, v8
	v_cndmask_b32_e32 v20, -1, v12, vcc
	v_cmp_lt_u32_e32 vcc, v18, v20
	s_waitcnt vmcnt(0)
	v_max_f32_e64 v11, v5, v5 clamp
	v_max_f32_e64 v10, v4, v4 clamp
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
	v_max_f32_e64 v13, v7, v7 clamp
	v_max_f32_e64 v12, v6, v6 clamp
	s_mov_b32 s2, 0x437f0000
	v_pk_mul_f32 v[14:15], v[10:11], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[2:3] op_sel_hi:[1,0]
	v_rndne_f32_e32 v12, v12
	v_rndne_f32_e32 v13, v13
	v_rndne_f32_e32 v14, v14
	v_rndne_f32_e32 v15, v15
	v_cvt_i32_f32_sdwa v15, v15 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v14, v14
	v_cvt_i32_f32_sdwa v13, v13 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v12, v12
	v_mov_b32_e32 v19, 0
	v_or_b32_e32 v14, v14, v15
	v_mov_b32_e32 v15, s21
	v_or_b32_sdwa v12, v12, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v14, v14, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshlrev_b64 v[12:13], 2, v[18:19]
	v_add_co_u32_e32 v12, vcc, s20, v12
	v_addc_co_u32_e32 v13, vcc, v15, v13, vcc
	global_store_dword v[12:13], v14, off
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v16, 1, v18
	v_cmp_lt_u32_e32 vcc, v16, v20
	v_max_f32_e32 v12, v6, v6
	v_max_f32_e32 v7, v7, v7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v13, v5, v5
	v_med3_f32 v15, v7, -1.0, 1.0
	v_med3_f32 v14, v12, -1.0, 1.0
	v_med3_f32 v23, v13, -1.0, 1.0
	v_med3_f32 v22, v4, -1.0, 1.0
	s_mov_b32 s2, 0x42fe0000
	v_pk_mul_f32 v[22:23], v[22:23], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[2:3] op_sel_hi:[1,0]
	v_rndne_f32_e32 v4, v14
	v_rndne_f32_e32 v13, v15
	v_rndne_f32_e32 v14, v22
	v_rndne_f32_e32 v15, v23
	v_cvt_i32_f32_sdwa v15, v15 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v14, v14
	v_cvt_i32_f32_sdwa v13, v13 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v4, v4
	v_mov_b32_e32 v17, 0
	v_or_b32_sdwa v14, v14, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v14, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshlrev_b64 v[14:15], 2, v[16:17]
	v_mov_b32_e32 v13, s21
	v_add_co_u32_e32 v14, vcc, s20, v14
	v_addc_co_u32_e32 v15, vcc, v13, v15, vcc
	global_store_dword v[14:15], v4, off
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v14, 2, v18
	v_cmp_lt_u32_e32 vcc, v14, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_11
	s_mov_b32 s2, 0x477fff00
	v_pk_mul_f32 v[10:11], v[10:11], s[2:3] op_sel_hi:[1,0]
	v_rndne_f32_e32 v4, v11
	v_rndne_f32_e32 v10, v10
	v_cvt_u32_f32_e32 v10, v10
	v_cvt_u32_f32_e32 v4, v4
	s_mov_b32 s2, 0x5040100
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v13, s21
	v_perm_b32 v4, v4, v10, s2
	v_lshlrev_b64 v[10:11], 2, v[14:15]
	v_add_co_u32_e32 v10, vcc, s20, v10
	v_addc_co_u32_e32 v11, vcc, v13, v11, vcc
	global_store_dword v[10:11], v4, off
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v10, 3, v18
	v_cmp_lt_u32_e32 vcc, v10, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_13
	v_med3_f32 v13, v7, -1.0, 1.0
	v_med3_f32 v12, v12, -1.0, 1.0
	s_mov_b32 s2, 0x46fffe00
	v_pk_mul_f32 v[12:13], v[12:13], s[2:3] op_sel_hi:[1,0]
	v_rndne_f32_e32 v4, v13
	v_rndne_f32_e32 v7, v12
	v_cvt_i32_f32_e32 v7, v7
	v_cvt_i32_f32_e32 v4, v4
	v_mov_b32_e32 v11, 0
	s_mov_b32 s2, 0x5040100
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	v_perm_b32 v4, v4, v7, s2
	v_mov_b32_e32 v7, s21
	v_add_co_u32_e32 v12, vcc, s20, v12
	v_addc_co_u32_e32 v13, vcc, v7, v13, vcc
	global_store_dword v[12:13], v4, off
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v12, 4, v18
	v_cmp_lt_u32_e32 vcc, v12, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_15
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v6
	s_mov_b32 s2, 0x447a0000
	v_pk_mul_f32 v[4:5], v[4:5], s[2:3] op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v6, v5
	v_cvt_f16_f32_e32 v11, v4
	v_mov_b32_e32 v13, 0
	v_lshlrev_b64 v[22:23], 2, v[12:13]
	v_mov_b32_e32 v7, s21
	v_add_co_u32_e32 v4, vcc, s20, v22
	v_addc_co_u32_e32 v5, vcc, v7, v23, vcc
	v_pack_b32_f16 v6, v11, v6
	global_store_dword v[4:5], v6, off
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b16_e32 v5, 8, v1
	v_lshlrev_b16_e32 v6, 8, v3
	v_add_u32_e32 v4, 5, v18
	v_or_b32_sdwa v5, v0, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v6, v2, v6 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u32_e32 vcc, v4, v20
	v_or_b32_sdwa v6, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_store_dword v[4:5], v6, off
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 6, v18
	v_cmp_lt_u32_e32 vcc, v4, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_store_dword v[4:5], v6, off
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 7, v18
	v_cmp_lt_u32_e32 vcc, v4, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v6, 0x7f
	v_med3_i32 v7, v2, s2, v6
	v_med3_i32 v11, v3, s2, v6
	v_med3_i32 v13, v0, s2, v6
	v_med3_i32 v6, v1, s2, v6
	v_lshlrev_b16_e32 v6, 8, v6
	v_lshlrev_b16_e32 v11, 8, v11
	v_or_b32_sdwa v6, v13, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v11 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[4:5], v6, off
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 8, v18
	v_cmp_lt_u32_e32 vcc, v4, v20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_mov_b32_e32 v5, 0
	s_movk_i32 s2, 0xff
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_min_u32_e32 v2, 0xff, v2
	v_min_u32_sdwa v3, v3, s2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_u32_e32 v0, 0xff, v0
	v_min_u32_sdwa v1, v1, s2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_e32 v6, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_or_b32_e32 v0, v0, v1
	v_or_b32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_or_b32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[4:5], v0, off
.LBB0_23:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v9, v[0:1], off
	s_load_dwordx8 s[8:15], s[4:5], 0x40
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 16
	v_lshl_add_u32 v0, v8, 2, v8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
	v_alignbit_b32 v1, s11, v1, 4
	v_cmp_lt_u64_e32 vcc, s[10:11], v[2:3]
	v_cndmask_b32_e32 v11, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v11
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte3_e32 v1, v9
	s_mov_b32 s4, 0x437f0000
	v_div_scale_f32 v3, s[2:3], s4, s4, v1
	v_rcp_f32_e32 v4, v3
	v_cvt_f32_ubyte2_e32 v6, v9
	v_cvt_f32_ubyte1_e32 v5, v9
	v_cvt_f32_ubyte0_e32 v13, v9
	v_fma_f32 v7, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v7, v4
	v_div_scale_f32 v7, vcc, v1, s4, v1
	v_mul_f32_e32 v15, v7, v4
	v_fma_f32 v17, -v3, v15, v7
	v_fmac_f32_e32 v15, v17, v4
	v_div_scale_f32 v17, s[2:3], s4, s4, v6
	v_rcp_f32_e32 v18, v17
	v_fma_f32 v3, -v3, v15, v7
	v_div_fmas_f32 v3, v3, v4, v15
	v_div_fixup_f32 v7, v3, s4, v1
	v_fma_f32 v1, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v1, v18
	v_div_scale_f32 v1, vcc, v6, s4, v6
	v_mul_f32_e32 v3, v1, v18
	v_fma_f32 v4, -v17, v3, v1
	v_fmac_f32_e32 v3, v4, v18
	v_div_scale_f32 v4, s[2:3], s4, s4, v5
	v_rcp_f32_e32 v15, v4
	v_fma_f32 v1, -v17, v3, v1
	v_div_fmas_f32 v1, v1, v18, v3
	v_div_fixup_f32 v6, v1, s4, v6
	v_fma_f32 v1, -v4, v15, 1.0
	v_fmac_f32_e32 v15, v1, v15
	v_div_scale_f32 v1, vcc, v5, s4, v5
	v_mul_f32_e32 v3, v1, v15
	v_fma_f32 v17, -v4, v3, v1
	v_fmac_f32_e32 v3, v17, v15
	v_fma_f32 v1, -v4, v3, v1
	v_div_scale_f32 v4, s[2:3], s4, s4, v13
	v_rcp_f32_e32 v17, v4
	v_div_fmas_f32 v1, v1, v15, v3
	v_div_fixup_f32 v5, v1, s4, v5
	v_fma_f32 v1, -v4, v17, 1.0
	v_fmac_f32_e32 v17, v1, v17
	v_div_scale_f32 v1, vcc, v13, s4, v13
	v_mul_f32_e32 v3, v1, v17
	v_fma_f32 v15, -v4, v3, v1
	v_fmac_f32_e32 v3, v15, v17
	v_fma_f32 v1, -v4, v3, v1
	v_div_fmas_f32 v1, v1, v17, v3
	v_div_fixup_f32 v4, v1, s4, v13
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[4:7], off
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 2, v8
	v_sub_u32_e32 v4, v16, v1
	v_cmp_lt_u32_e32 vcc, v4, v11
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v9
	v_ashrrev_i32_e32 v3, 24, v9
	v_bfe_i32 v0, v9, 0, 8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
	v_bfe_i32 v2, v2, 0, 8
	v_cvt_f32_i32_sdwa v2, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	s_mov_b32 s4, 0x42fe0000
	v_cvt_f32_i32_sdwa v15, sext(v0) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_ashrrev_i16_e32 v5, 8, v9
	v_div_scale_f32 v6, s[2:3], s4, s4, v2
	v_rcp_f32_e32 v7, v6
	v_cvt_f32_i32_sdwa v5, sext(v5) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_cvt_f32_i32_sdwa v13, sext(v9) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_fma_f32 v16, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v16, v7
	v_div_scale_f32 v16, vcc, v2, s4, v2
	v_mul_f32_e32 v17, v16, v7
	v_fma_f32 v18, -v6, v17, v16
	v_fmac_f32_e32 v17, v18, v7
	v_fma_f32 v6, -v6, v17, v16
	v_div_scale_f32 v16, s[2:3], s4, s4, v15
	v_rcp_f32_e32 v18, v16
	v_div_fmas_f32 v6, v6, v7, v17
	v_div_fixup_f32 v2, v6, s4, v2
	v_fma_f32 v6, -v16, v18, 1.0
	v_fmac_f32_e32 v18, v6, v18
	v_div_scale_f32 v6, vcc, v15, s4, v15
	v_mul_f32_e32 v7, v6, v18
	v_fma_f32 v17, -v16, v7, v6
	v_fmac_f32_e32 v7, v17, v18
	v_fma_f32 v6, -v16, v7, v6
	v_div_scale_f32 v16, s[2:3], s4, s4, v5
	v_rcp_f32_e32 v17, v16
	v_div_fmas_f32 v6, v6, v18, v7
	v_div_fixup_f32 v6, v6, s4, v15
	v_fma_f32 v7, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v7, v17
	v_div_scale_f32 v7, vcc, v5, s4, v5
	v_mul_f32_e32 v15, v7, v17
	v_fma_f32 v18, -v16, v15, v7
	v_fmac_f32_e32 v15, v18, v17
	v_fma_f32 v7, -v16, v15, v7
	v_div_scale_f32 v16, s[2:3], s4, s4, v13
	v_rcp_f32_e32 v18, v16
	v_div_fmas_f32 v7, v7, v17, v15
	v_div_fixup_f32 v5, v7, s4, v5
	v_fma_f32 v7, -v16, v18, 1.0
	v_fmac_f32_e32 v18, v7, v18
	v_div_scale_f32 v7, vcc, v13, s4, v13
	v_mul_f32_e32 v15, v7, v18
	v_fma_f32 v17, -v16, v15, v7
	v_fmac_f32_e32 v15, v17, v18
	v_fma_f32 v7, -v16, v15, v7
	v_max_f32_e32 v17, -1.0, v5
	v_mov_b32_e32 v5, 0
	v_div_fmas_f32 v7, v7, v18, v15
	v_lshlrev_b64 v[4:5], 4, v[4:5]
	v_div_fixup_f32 v7, v7, s4, v13
	v_max_f32_e32 v18, -1.0, v2
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_max_f32_e32 v19, -1.0, v7
	v_max_f32_e32 v16, -1.0, v6
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_store_dwordx4 v[4:5], v[16:19], off
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v4, v14, v1
	v_cmp_lt_u32_e32 vcc, v4, v11
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_29
	v_cvt_f32_i32_sdwa v2, sext(v9) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	s_mov_b32 s4, 0x46fffe00
	v_cvt_f32_i32_sdwa v7, sext(v9) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_div_scale_f32 v5, s[2:3], s4, s4, v2
	v_rcp_f32_e32 v6, v5
	v_div_scale_f32 v13, vcc, v2, s4, v2
	v_fma_f32 v14, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v14, v6
	v_mul_f32_e32 v14, v13, v6
	v_fma_f32 v15, -v5, v14, v13
	v_fmac_f32_e32 v14, v15, v6
	v_fma_f32 v5, -v5, v14, v13
	v_div_scale_f32 v13, s[2:3], s4, s4, v7
	v_rcp_f32_e32 v15, v13
	v_div_fmas_f32 v5, v5, v6, v14
	v_div_fixup_f32 v2, v5, s4, v2
	v_max_f32_e32 v16, -1.0, v2
	v_fma_f32 v5, -v13, v15, 1.0
	v_fmac_f32_e32 v15, v5, v15
	v_div_scale_f32 v5, vcc, v7, s4, v7
	v_mul_f32_e32 v6, v5, v15
	v_fma_f32 v14, -v13, v6, v5
	v_fmac_f32_e32 v6, v14, v15
	v_fma_f32 v5, -v13, v6, v5
	v_div_fmas_f32 v5, v5, v15, v6
	v_cvt_f32_u32_sdwa v6, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_div_fixup_f32 v5, v5, s4, v7
	s_mov_b32 s4, 0x477fff00
	v_max_f32_e32 v17, -1.0, v5
	v_div_scale_f32 v7, s[2:3], s4, s4, v6
	v_rcp_f32_e32 v13, v7
	v_cvt_f32_u32_sdwa v2, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_fma_f32 v5, -v7, v13, 1.0
	v_fmac_f32_e32 v13, v5, v13
	v_div_scale_f32 v5, vcc, v6, s4, v6
	v_mul_f32_e32 v14, v5, v13
	v_fma_f32 v15, -v7, v14, v5
	v_fmac_f32_e32 v14, v15, v13
	v_fma_f32 v5, -v7, v14, v5
	v_div_scale_f32 v7, s[2:3], s4, s4, v2
	v_rcp_f32_e32 v18, v7
	v_div_fmas_f32 v5, v5, v13, v14
	v_div_fixup_f32 v15, v5, s4, v6
	v_fma_f32 v5, -v7, v18, 1.0
	v_fmac_f32_e32 v18, v5, v18
	v_div_scale_f32 v5, vcc, v2, s4, v2
	v_mul_f32_e32 v6, v5, v18
	v_fma_f32 v13, -v7, v6, v5
	v_fmac_f32_e32 v6, v13, v18
	v_fma_f32 v5, -v7, v6, v5
	v_div_fmas_f32 v5, v5, v18, v6
	v_div_fixup_f32 v14, v5, s4, v2
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 4, v[4:5]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_store_dwordx4 v[4:5], v[14:17], off
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v6, v10, v1
	v_cmp_lt_u32_e32 vcc, v6, v11
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_31
	v_and_b32_e32 v5, 0x7bff7bff, v9
	v_mov_b32_e32 v7, 0
	v_cvt_f32_f16_e32 v4, v5
	v_cvt_f32_f16_sdwa v5, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_lshlrev_b64 v[14:15], 4, v[6:7]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v14, vcc, s8, v14
	v_addc_co_u32_e32 v15, vcc, v2, v15, vcc
	v_mov_b32_e32 v6, v7
	global_store_dwordx4 v[14:15], v[4:7], off
.LBB0_31:
	s_or_b64 exec, exec, s[0:1]
	v_sub_u32_e32 v4, v12, v1
	v_cmp_lt_u32_e32 vcc, v4, v11
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_33
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[6:7], 4, v[4:5]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v10, vcc, s8, v6
	v_addc_co_u32_e32 v11, vcc, v1, v7, vcc
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	global_store_dwordx4 v[10:11], v[4:7], off
.LBB0_33:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 16
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v1, s15, v1, 4
	v_cmp_lt_u64_e32 vcc, s[14:15], v[4:5]
	v_lshlrev_b32_e32 v6, 1, v8
	v_cndmask_b32_e32 v8, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v6, v8
	v_lshrrev_b16_e32 v5, 8, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_35
	v_mov_b32_e32 v7, v4
	v_lshlrev_b64 v[10:11], 4, v[6:7]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v10, vcc, s12, v10
	v_addc_co_u32_e32 v11, vcc, v1, v11, vcc
	v_bfe_i32 v1, v5, 0, 8
	v_bfe_i32 v2, v9, 16, 8
	global_store_dwordx4 v[10:11], v[0:3], off
.LBB0_35:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v0, 1, v6
	v_cmp_lt_u32_e32 vcc, v0, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_37
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_lshrrev_b32_e32 v7, 24, v9
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_and_b32_e32 v4, 0xff, v9
	v_bfe_u32 v6, v9, 16, 8
	global_store_dwordx4 v[0:1], v[4:7], off
.LBB0_37:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel main
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 24
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .offset:         72
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .offset:         88
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 64
    .name:           main
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
