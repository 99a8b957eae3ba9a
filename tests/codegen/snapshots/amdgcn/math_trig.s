	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v5, 0
	v_lshl_or_b32 v4, s6, 6, v0
	v_mov_b32_e32 v1, 16
	v_mov_b32_e32 v0, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s10
	v_alignbit_b32 v2, s11, v2, 4
	v_cmp_lt_u64_e32 vcc, s[10:11], v[0:1]
	v_cndmask_b32_e32 v0, -1, v2, vcc
	v_cmp_lt_u32_e32 vcc, v4, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_31
	v_lshlrev_b64 v[0:1], 4, v[4:5]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	v_mov_b32_e32 v7, 4
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v8, s14
	v_alignbit_b32 v8, s15, v8, 2
	v_cmp_lt_u64_e32 vcc, s[14:15], v[6:7]
	v_mul_lo_u32 v4, v4, 15
	v_cndmask_b32_e32 v8, -1, v8, vcc
	v_cmp_lt_u32_e32 vcc, v4, v8
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, 0.15915494, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
	v_sin_f32_e32 v10, v9
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	global_store_dword v[6:7], v10, off
.LBB0_3:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v6, 1, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v7, 0
	v_cos_f32_e32 v9, v9
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	global_store_dword v[6:7], v9, off
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v6, 2, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
	v_mul_f32_e32 v5, 0x3eb33333, v0
	v_mul_f32_e32 v5, 0.15915494, v5
	v_sin_f32_e32 v9, v5
	v_cos_f32_e32 v5, v5
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_div_scale_f32 v10, s[2:3], v5, v5, v9
	v_rcp_f32_e32 v11, v10
	v_div_scale_f32 v12, vcc, v9, v5, v9
	v_fma_f32 v13, -v10, v11, 1.0
	v_fmac_f32_e32 v11, v13, v11
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v14, -v10, v13, v12
	v_fmac_f32_e32 v13, v14, v11
	v_fma_f32 v10, -v10, v13, v12
	v_div_fmas_f32 v10, v10, v11, v13
	v_div_fixup_f32 v5, v10, v5, v9
	v_mov_b32_e32 v9, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v9, v7, vcc
	global_store_dword v[6:7], v5, off
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	v_sub_f32_e32 v5, 1.0, v1
	v_add_f32_e32 v9, 1.0, v1
	v_mul_f32_e32 v6, v5, v9
	s_mov_b32 s0, 0xf800000
	v_mul_f32_e32 v7, 0x4f800000, v6
	v_cmp_gt_f32_e32 vcc, s0, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_sqrt_f32_e32 v7, v6
	v_add_u32_e32 v10, -1, v7
	v_fma_f32 v11, -v10, v7, v6
	v_cmp_ge_f32_e64 s[0:1], 0, v11
	v_add_u32_e32 v11, 1, v7
	v_cndmask_b32_e64 v10, v7, v10, s[0:1]
	v_fma_f32 v7, -v11, v7, v6
	v_cmp_lt_f32_e64 s[0:1], 0, v7
	v_cndmask_b32_e64 v7, v10, v11, s[0:1]
	v_mul_f32_e32 v10, 0x37800000, v7
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_mov_b32_e32 v10, 0x260
	v_cmp_class_f32_e32 vcc, v6, v10
	v_cndmask_b32_e32 v10, v7, v6, vcc
	v_max_f32_e64 v6, |v1|, |v1|
	v_max_f32_e64 v7, |v10|, v6
	v_min_f32_e64 v11, |v10|, v6
	v_div_scale_f32 v12, s[0:1], v7, v7, v11
	v_rcp_f32_e32 v13, v12
	v_add_u32_e32 v6, 3, v4
	v_cmp_lt_u32_e64 s[0:1], v6, v8
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc, v11, v7, v11
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v16, -v12, v15, v14
	v_fmac_f32_e32 v15, v16, v13
	v_fma_f32 v12, -v12, v15, v14
	v_div_fmas_f32 v12, v12, v13, v15
	v_div_fixup_f32 v12, v12, v7, v11
	v_cmp_neq_f32_e32 vcc, v11, v7
	v_cndmask_b32_e32 v11, 1.0, v12, vcc
	v_cmp_neq_f32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v7, 0, v11, vcc
	v_mul_f32_e32 v11, v7, v7
	v_mov_b32_e32 v12, 0x3d57ab02
	v_fmac_f32_e32 v12, 0xbc400a47, v11
	v_mov_b32_e32 v13, 0xbdee745b
	v_fmac_f32_e32 v13, v12, v11
	v_mov_b32_e32 v12, 0x3e463042
	v_fmac_f32_e32 v12, v13, v11
	v_mov_b32_e32 v13, 0xbeaa4da0
	v_fmac_f32_e32 v13, v12, v11
	v_mov_b32_e32 v12, 0x3f7ffe82
	v_fmac_f32_e32 v12, v13, v11
	v_mul_f32_e32 v11, v7, v12
	v_sub_f32_e32 v12, 0x3fc90fdb, v11
	v_cmp_u_f32_e32 vcc, v10, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_9
	v_cmp_gt_f32_e64 s[0:1], |v1|, |v10|
	v_cndmask_b32_e64 v7, v11, v12, s[0:1]
	v_sub_f32_e32 v13, 0x40490fdb, v7
	v_cmp_gt_i32_e64 s[0:1], 0, v10
	v_cndmask_b32_e64 v7, v7, v13, s[0:1]
	v_mov_b32_e32 v13, 0x7fc00000
	v_cndmask_b32_e32 v7, v7, v13, vcc
	s_brev_b32 s0, -2
	v_bfi_b32 v13, s0, v7, v1
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e64 v6, s[0:1], s12, v6
	v_addc_co_u32_e64 v7, s[0:1], v14, v7, s[0:1]
	global_store_dword v[6:7], v13, off
.LBB0_9:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v6, 4, v4
	v_cmp_lt_u32_e64 s[0:1], v6, v8
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_11
	v_cmp_gt_f32_e64 s[0:1], |v10|, |v1|
	v_cndmask_b32_e64 v7, v11, v12, s[0:1]
	v_sub_f32_e32 v11, 0x40490fdb, v7
	v_cmp_gt_i32_e64 s[0:1], 0, v1
	v_cndmask_b32_e64 v1, v7, v11, s[0:1]
	v_mov_b32_e32 v7, 0x7fc00000
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mov_b32_e32 v7, 0
	s_brev_b32 s0, -2
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_bfi_b32 v1, s0, v1, v10
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_store_dword v[6:7], v1, off
.LBB0_11:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v6, 5, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_13
	v_and_b32_e32 v1, 0x7fffffff, v2
	v_div_scale_f32 v7, s[2:3], v1, v1, 1.0
	v_rcp_f32_e32 v10, v7
	v_div_scale_f32 v1, vcc, 1.0, v1, 1.0
	s_brev_b32 s2, -2
	v_fma_f32 v11, -v7, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	v_mul_f32_e32 v11, v1, v10
	v_fma_f32 v12, -v7, v11, v1
	v_fmac_f32_e32 v11, v12, v10
	v_fma_f32 v1, -v7, v11, v1
	v_div_fmas_f32 v1, v1, v10, v11
	v_div_fixup_f32 v1, v1, |v2|, 1.0
	v_cmp_gt_f32_e64 vcc, |v2|, 1.0
	v_cndmask_b32_e64 v1, |v2|, v1, vcc
	v_mul_f32_e32 v7, v1, v1
	v_mov_b32_e32 v10, 0x3d57ab02
	v_fmac_f32_e32 v10, 0xbc400a47, v7
	v_mov_b32_e32 v11, 0xbdee745b
	v_fmac_f32_e32 v11, v10, v7
	v_mov_b32_e32 v10, 0x3e463042
	v_fmac_f32_e32 v10, v11, v7
	v_mov_b32_e32 v11, 0xbeaa4da0
	v_fmac_f32_e32 v11, v10, v7
	v_mov_b32_e32 v10, 0x3f7ffe82
	v_fmac_f32_e32 v10, v11, v7
	v_mul_f32_e32 v1, v1, v10
	v_sub_f32_e32 v7, 0x3fc90fdb, v1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_bfi_b32 v1, s2, v1, v2
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_store_dword v[6:7], v1, off
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v6, 6, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_15
	v_max_f32_e64 v1, |v2|, |v2|
	v_max_f32_e64 v7, |v3|, |v3|
	v_max_f32_e32 v10, v7, v1
	v_min_f32_e32 v1, v7, v1
	v_div_scale_f32 v7, s[2:3], v10, v10, v1
	v_rcp_f32_e32 v11, v7
	s_brev_b32 s2, -2
	v_fma_f32 v12, -v7, v11, 1.0
	v_fmac_f32_e32 v11, v12, v11
	v_div_scale_f32 v12, vcc, v1, v10, v1
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v14, -v7, v13, v12
	v_fmac_f32_e32 v13, v14, v11
	v_fma_f32 v7, -v7, v13, v12
	v_div_fmas_f32 v7, v7, v11, v13
	v_div_fixup_f32 v7, v7, v10, v1
	v_cmp_neq_f32_e32 vcc, v1, v10
	v_cndmask_b32_e32 v1, 1.0, v7, vcc
	v_cmp_neq_f32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_mul_f32_e32 v7, v1, v1
	v_mov_b32_e32 v10, 0x3d57ab02
	v_fmac_f32_e32 v10, 0xbc400a47, v7
	v_mov_b32_e32 v11, 0xbdee745b
	v_fmac_f32_e32 v11, v10, v7
	v_mov_b32_e32 v10, 0x3e463042
	v_fmac_f32_e32 v10, v11, v7
	v_mov_b32_e32 v11, 0xbeaa4da0
	v_fmac_f32_e32 v11, v10, v7
	v_mov_b32_e32 v10, 0x3f7ffe82
	v_fmac_f32_e32 v10, v11, v7
	v_mul_f32_e32 v1, v1, v10
	v_sub_f32_e32 v7, 0x3fc90fdb, v1
	v_cmp_gt_f32_e64 vcc, |v2|, |v3|
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_sub_f32_e32 v7, 0x40490fdb, v1
	v_cmp_gt_i32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mov_b32_e32 v7, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v3, v2
	v_cndmask_b32_e32 v1, v7, v1, vcc
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_bfi_b32 v1, s2, v1, v2
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_store_dword v[6:7], v1, off
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s0, 0xbf317218
	v_add_f32_e64 v1, |v0|, s0
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	s_mov_b32 s0, 0xc2fc0000
	v_mov_b32_e32 v6, 0x42800000
	v_cmp_gt_f32_e32 vcc, s0, v1
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_add_f32_e32 v1, v1, v6
	v_exp_f32_e32 v1, v1
	v_mov_b32_e32 v6, 0x1f800000
	v_cndmask_b32_e32 v6, 1.0, v6, vcc
	s_mov_b32 s4, 0x3e800000
	v_mul_f32_e32 v1, v1, v6
	v_div_scale_f32 v7, s[0:1], v1, v1, s4
	v_rcp_f32_e32 v10, v7
	v_add_u32_e32 v6, 7, v4
	s_mov_b32 s0, 0x39800000
	v_cmp_lt_u32_e64 s[2:3], v6, v8
	v_fma_f32 v11, -v7, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	v_div_scale_f32 v11, vcc, s4, v1, s4
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v7, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_fma_f32 v7, -v7, v12, v11
	v_div_fmas_f32 v7, v7, v10, v12
	v_div_fixup_f32 v10, v7, v1, s4
	v_cmp_lt_f32_e64 s[0:1], |v0|, s0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_17
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v11, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v11, v7, vcc
	v_sub_f32_e32 v11, v1, v10
	s_brev_b32 s2, -2
	v_bfi_b32 v11, s2, v11, v0
	v_cndmask_b32_e64 v11, v11, v0, s[0:1]
	global_store_dword v[6:7], v11, off
.LBB0_17:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v6, 8, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v11, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v11, v7, vcc
	v_add_f32_e32 v1, v1, v10
	global_store_dword v[6:7], v1, off
.LBB0_19:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v6, 9, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_21
	v_add_f32_e64 v1, |v0|, |v0|
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	s_mov_b32 s4, 0xc2fc0000
	v_mov_b32_e32 v7, 0x42800000
	v_cmp_gt_f32_e32 vcc, s4, v1
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_add_f32_e32 v1, v1, v7
	v_exp_f32_e32 v1, v1
	v_mov_b32_e32 v7, 0x1f800000
	v_cndmask_b32_e32 v7, 1.0, v7, vcc
	v_mul_f32_e32 v1, v1, v7
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v7, s[4:5], v1, v1, 2.0
	v_rcp_f32_e32 v10, v7
	s_brev_b32 s4, -2
	v_fma_f32 v11, -v7, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	v_div_scale_f32 v11, vcc, 2.0, v1, 2.0
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v7, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_fma_f32 v7, -v7, v12, v11
	v_div_fmas_f32 v7, v7, v10, v12
	v_div_fixup_f32 v1, v7, v1, 2.0
	v_mov_b32_e32 v7, 0
	v_sub_f32_e32 v1, 1.0, v1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_bfi_b32 v1, s4, v1, v0
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_cndmask_b32_e64 v1, v1, v0, s[0:1]
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_store_dword v[6:7], v1, off
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v6, 10, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_23
	s_mov_b32 s4, 0x800000
	v_mul_f32_e32 v12, v2, v2
	v_mov_b32_e32 v1, 0x42000000
	v_cmp_lt_f32_e64 vcc, |v2|, s4
	v_mov_b32_e32 v10, 0x4f800000
	v_add_f32_e32 v12, 1.0, v12
	s_mov_b32 s0, 0xf800000
	v_cndmask_b32_e32 v7, 0, v1, vcc
	v_cndmask_b32_e32 v11, 1.0, v10, vcc
	v_mul_f32_e32 v13, 0x4f800000, v12
	v_cmp_gt_f32_e32 vcc, s0, v12
	v_mul_f32_e64 v11, |v2|, v11
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_log_f32_e32 v11, v11
	v_sqrt_f32_e32 v13, v12
	s_mov_b32 s5, 0x45800000
	v_sub_f32_e32 v7, v11, v7
	v_add_u32_e32 v11, -1, v13
	v_fma_f32 v14, -v11, v13, v12
	v_cmp_ge_f32_e64 s[0:1], 0, v14
	v_add_u32_e32 v14, 1, v13
	v_cndmask_b32_e64 v11, v13, v11, s[0:1]
	v_fma_f32 v13, -v14, v13, v12
	v_cmp_lt_f32_e64 s[0:1], 0, v13
	v_cndmask_b32_e64 v11, v11, v14, s[0:1]
	v_mul_f32_e32 v13, 0x37800000, v11
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_mov_b32_e32 v13, 0x260
	v_cmp_class_f32_e32 vcc, v12, v13
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_f32_e64 v11, |v2|, v11
	v_cmp_gt_f32_e32 vcc, s4, v11
	v_cndmask_b32_e32 v10, 1.0, v10, vcc
	v_mul_f32_e32 v10, v11, v10
	v_log_f32_e32 v10, v10
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_mul_f32_e32 v7, 0x3f317218, v7
	v_add_f32_e32 v7, 0x3f317218, v7
	v_sub_f32_e32 v1, v10, v1
	v_mul_f32_e32 v1, 0x3f317218, v1
	v_cmp_gt_f32_e64 vcc, |v2|, s5
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_brev_b32 s0, -2
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_bfi_b32 v1, s0, v1, v2
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_store_dword v[6:7], v1, off
.LBB0_23:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v6, 11, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_25
	s_mov_b32 s0, 0x3fc00000
	v_add_f32_e64 v10, |v3|, s0
	s_mov_b32 s0, -1.0
	s_mov_b32 s1, 1.0
	s_mov_b32 s5, 0x800000
	v_pk_add_f32 v[12:13], v[10:11], s[0:1] op_sel_hi:[0,1]
	v_mov_b32_e32 v1, 0x4f800000
	v_cmp_gt_f32_e32 vcc, s5, v10
	v_mul_f32_e32 v7, v12, v13
	s_mov_b32 s0, 0xf800000
	v_cndmask_b32_e32 v3, 1.0, v1, vcc
	v_mul_f32_e32 v11, 0x4f800000, v7
	v_cmp_gt_f32_e64 s[0:1], s0, v7
	v_mul_f32_e32 v3, v10, v3
	v_cndmask_b32_e64 v7, v7, v11, s[0:1]
	v_log_f32_e32 v3, v3
	v_sqrt_f32_e32 v11, v7
	v_mov_b32_e32 v12, 0x42000000
	v_cndmask_b32_e32 v13, 0, v12, vcc
	v_sub_f32_e32 v3, v3, v13
	v_add_u32_e32 v13, -1, v11
	v_fma_f32 v14, -v13, v11, v7
	v_cmp_ge_f32_e32 vcc, 0, v14
	v_add_u32_e32 v14, 1, v11
	v_cndmask_b32_e32 v13, v11, v13, vcc
	v_fma_f32 v11, -v14, v11, v7
	v_cmp_lt_f32_e32 vcc, 0, v11
	v_cndmask_b32_e32 v11, v13, v14, vcc
	v_mul_f32_e32 v13, 0x37800000, v11
	v_cndmask_b32_e64 v11, v11, v13, s[0:1]
	v_mov_b32_e32 v13, 0x260
	v_cmp_class_f32_e32 vcc, v7, v13
	v_cndmask_b32_e32 v7, v11, v7, vcc
	v_add_f32_e32 v7, v10, v7
	v_cmp_gt_f32_e32 vcc, s5, v7
	v_cndmask_b32_e32 v1, 1.0, v1, vcc
	v_mul_f32_e32 v1, v7, v1
	v_log_f32_e32 v1, v1
	v_cndmask_b32_e32 v7, 0, v12, vcc
	s_mov_b32 s4, 0x45800000
	v_mul_f32_e32 v3, 0x3f317218, v3
	v_sub_f32_e32 v1, v1, v7
	v_add_f32_e32 v3, 0x3f317218, v3
	v_mul_f32_e32 v1, 0x3f317218, v1
	v_cmp_lt_f32_e32 vcc, s4, v10
	v_mov_b32_e32 v7, 0
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_ngt_f32_e32 vcc, 1.0, v10
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_cndmask_b32_e32 v1, v3, v1, vcc
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	global_store_dword v[6:7], v1, off
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v6, 12, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_27
	v_div_scale_f32 v1, s[2:3], v5, v5, v9
	v_rcp_f32_e32 v3, v1
	v_div_scale_f32 v7, vcc, v9, v5, v9
	s_mov_b32 s2, 0x800000
	v_fma_f32 v10, -v1, v3, 1.0
	v_fmac_f32_e32 v3, v10, v3
	v_mul_f32_e32 v10, v7, v3
	v_fma_f32 v11, -v1, v10, v7
	v_fmac_f32_e32 v10, v11, v3
	v_fma_f32 v1, -v1, v10, v7
	v_div_fmas_f32 v1, v1, v3, v10
	v_div_fixup_f32 v1, v1, v5, v9
	v_mov_b32_e32 v3, 0x4f800000
	v_cmp_gt_f32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v3, 1.0, v3, vcc
	v_mul_f32_e32 v1, v1, v3
	v_log_f32_e32 v1, v1
	v_mov_b32_e32 v3, 0x42000000
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_mov_b32_e32 v7, 0
	v_sub_f32_e32 v1, v1, v3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mul_f32_e32 v1, 0x3f317218, v1
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_mul_f32_e32 v1, 0.5, v1
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	global_store_dword v[6:7], v1, off
.LBB0_27:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v6, 13, v4
	v_cmp_lt_u32_e32 vcc, v6, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_29
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	v_mul_f32_e32 v0, 0x42652ee1, v0
	global_store_dword v[6:7], v0, off
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, 14, v4
	v_cmp_lt_u32_e32 vcc, v0, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_31
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_mul_f32_e32 v2, 0x3c8efa35, v2
	global_store_dword v[0:1], v2, off
.LBB0_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel main
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 20
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           main
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
