	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 4
	v_mov_b32_e32 v2, v1
	v_lshl_or_b32 v0, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s10
	v_alignbit_b32 v4, s11, v4, 2
	v_cmp_lt_u64_e32 vcc, s[10:11], v[2:3]
	v_cndmask_b32_e32 v2, -1, v4, vcc
	v_cmp_lt_u32_e32 vcc, v0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_164
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v1
	v_mul_lo_u32 v0, v0, 6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v7
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_15
	s_mov_b64 s[2:3], exec
	v_cmp_lt_i64_e64 s[6:7], s[2:3], 0
	s_mov_b64 s[4:5], 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_4
	s_cmp_lg_u64 s[2:3], 0
	s_mov_b32 s10, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_6
.LBB0_4:
	s_mov_b64 s[6:7], 0
.LBB0_5:
	s_cmp_lg_u64 s[2:3], -1
	s_mov_b64 s[4:5], -1
	s_cselect_b64 s[6:7], -1, 0
.LBB0_6:
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v4, s10
	s_cbranch_vccnz .LBB0_10
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], s[2:3]
.LBB0_8:
	s_ff1_i32_b64 s6, s[4:5]
	s_lshl_b32 s6, s6, 2
	v_mov_b32_e32 v1, s6
	ds_bpermute_b32 v1, v1, v7
	s_add_u32 s6, s4, -1
	s_addc_u32 s7, s5, -1
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_cmp_eq_u64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v1, v4
	s_cbranch_scc0 .LBB0_8
	s_branch .LBB0_12
.LBB0_10:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_12
	v_lshlrev_b32_e32 v1, 2, v6
	v_xor_b32_e32 v2, 0x80, v1
	ds_bpermute_b32 v2, v2, v7
	v_xor_b32_e32 v3, 64, v1
	v_xor_b32_e32 v4, 32, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v7
	ds_bpermute_b32 v3, v3, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v4, v2
	v_xor_b32_e32 v4, 16, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v4, v2
	v_xor_b32_e32 v4, 8, v1
	v_xor_b32_e32 v1, 4, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v4, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v2, v1
.LBB0_12:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 4
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v1, s15, v1, 2
	v_cmp_lt_u64_e32 vcc, s[14:15], v[2:3]
	v_cndmask_b32_e32 v1, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_bcnt1_i32_b32 s2, s2
	s_bcnt1_i32_b32 s3, s3
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	s_add_i32 s3, s3, s2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_xor_b32_e32 v1, s3, v4
	global_store_dword v[2:3], v1, off
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
.LBB0_15:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_29
	v_cmp_lt_i64_e64 s[4:5], exec, 0
	s_mov_b64 s[2:3], 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_18
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s8, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cbranch_execz .LBB0_19
	s_branch .LBB0_20
.LBB0_18:
	s_mov_b64 s[4:5], 0
.LBB0_19:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[2:3], -1
	s_cselect_b64 s[4:5], -1, 0
.LBB0_20:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v4, s8
	s_cbranch_vccnz .LBB0_24
	s_mov_b64 s[2:3], exec
	v_mov_b32_e32 v4, 0
.LBB0_22:
	s_ff1_i32_b64 s4, s[2:3]
	s_lshl_b32 s4, s4, 2
	v_mov_b32_e32 v1, s4
	ds_bpermute_b32 v1, v1, v7
	s_add_u32 s4, s2, -1
	s_addc_u32 s5, s3, -1
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_cmp_eq_u64 s[2:3], 0
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v4, v4, v1
	s_cbranch_scc0 .LBB0_22
	s_branch .LBB0_26
.LBB0_24:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_26
	v_lshlrev_b32_e32 v1, 2, v6
	v_xor_b32_e32 v2, 0x80, v1
	ds_bpermute_b32 v2, v2, v7
	v_xor_b32_e32 v3, 64, v1
	v_xor_b32_e32 v4, 32, v1
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v7, v2
	ds_bpermute_b32 v3, v3, v2
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v4, v2
	v_xor_b32_e32 v4, 16, v1
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v4, v2
	v_xor_b32_e32 v4, 8, v1
	v_xor_b32_e32 v1, 4, v1
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v4, v2
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v2, v2, v3
	ds_bpermute_b32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_max_u32_e32 v4, v2, v1
.LBB0_26:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 4
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v1, s15, v1, 2
	v_cmp_lt_u64_e32 vcc, s[14:15], v[2:3]
	v_cndmask_b32_e32 v1, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_28
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v4, off
.LBB0_28:
	s_or_b64 exec, exec, s[2:3]
.LBB0_29:
	s_or_b64 exec, exec, s[0:1]
	v_bfe_u32 v1, v7, 1, 2
	s_mov_b32 s10, 0
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_mov_b32_e32 v8, 0
	v_lshlrev_b32_e32 v12, 2, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_43
	v_xor_b32_e32 v2, 0x80, v12
	v_xor_b32_e32 v3, 64, v12
	v_xor_b32_e32 v4, 32, v12
	v_xor_b32_e32 v5, 16, v12
	v_xor_b32_e32 v9, 8, v12
	v_xor_b32_e32 v10, 4, v12
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v8, 0
	s_branch .LBB0_32
.LBB0_31:
	v_cmp_eq_u32_e32 vcc, s10, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v8, v11, v8
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_42
.LBB0_32:
	v_cmp_lt_i64_e64 s[6:7], exec, 0
	s_mov_b64 s[8:9], -1
	s_mov_b64 s[4:5], 0
	s_and_b64 vcc, exec, s[6:7]
	s_mov_b64 s[6:7], 0
	s_cbranch_vccnz .LBB0_38
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s11, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cbranch_execz .LBB0_39
.LBB0_34:
	s_add_i32 s10, s10, 1
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v11, s11
	s_cbranch_vccnz .LBB0_40
.LBB0_35:
	s_mov_b64 s[4:5], exec
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v13, s10
.LBB0_36:
	s_ff1_i32_b64 s6, s[4:5]
	s_lshl_b32 s6, s6, 2
	v_mov_b32_e32 v14, s6
	ds_bpermute_b32 v14, v14, v13
	s_add_u32 s6, s4, -1
	s_addc_u32 s7, s5, -1
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_cmp_eq_u64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v11, v14, v11
	s_cbranch_scc0 .LBB0_36
	s_branch .LBB0_31
.LBB0_38:
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_34
.LBB0_39:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[4:5], -1
	s_cselect_b64 s[6:7], -1, 0
	s_add_i32 s10, s10, 1
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v11, s11
	s_cbranch_vccz .LBB0_35
.LBB0_40:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_31
	v_mov_b32_e32 v11, s10
	ds_bpermute_b32 v11, v2, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v11, s10, v11
	ds_bpermute_b32 v13, v3, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v11, v11, v13
	ds_bpermute_b32 v13, v4, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v11, v11, v13
	ds_bpermute_b32 v13, v5, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v11, v11, v13
	ds_bpermute_b32 v13, v9, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v11, v11, v13
	ds_bpermute_b32 v13, v10, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v11, v11, v13
	s_branch .LBB0_31
.LBB0_42:
	s_or_b64 exec, exec, s[2:3]
.LBB0_43:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 4
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v1, s15, v1, 2
	v_cmp_lt_u64_e32 vcc, s[14:15], v[4:5]
	v_or_b32_e32 v2, 1, v0
	v_cndmask_b32_e32 v1, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v2, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_45
	v_mov_b32_e32 v3, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_store_dword v[2:3], v8, off
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b32_e32 v2, 3, v7
	s_mov_b32 s0, 0xaaaaaaab
	v_mul_lo_u32 v2, v2, s0
	s_mov_b32 s0, 0x55555555
	v_cmp_lt_u32_e32 vcc, s0, v2
	v_add_u32_e32 v2, 2, v0
	v_cmp_lt_u32_e64 s[0:1], v2, v1
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_48
	v_cmp_lt_i64_e64 s[6:7], exec, 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_51
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s10, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cbranch_execz .LBB0_52
	s_branch .LBB0_53
.LBB0_48:
	s_andn2_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_62
.LBB0_49:
	v_cmp_lt_i64_e64 s[8:9], exec, 0
	s_mov_b64 s[2:3], 0
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_68
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s14, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cbranch_execz .LBB0_69
	s_branch .LBB0_70
.LBB0_51:
	s_mov_b64 s[6:7], 0
.LBB0_52:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[4:5], -1
	s_cselect_b64 s[6:7], -1, 0
.LBB0_53:
	v_and_b32_e32 v3, 0xff, v7
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v5, s10
	s_cbranch_vccnz .LBB0_57
	s_mov_b64 s[4:5], exec
	v_mov_b32_e32 v5, 0
.LBB0_55:
	s_ff1_i32_b64 s8, s[4:5]
	s_lshl_b32 s6, s8, 2
	v_mov_b32_e32 v4, s6
	ds_bpermute_b32 v4, v4, v3
	s_add_u32 s6, s4, -1
	s_addc_u32 s7, s5, -1
	v_cmp_le_u32_e32 vcc, s8, v6
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	s_cmp_eq_u64 s[4:5], 0
	v_add_u32_e32 v5, v4, v5
	s_cbranch_scc0 .LBB0_55
	s_branch .LBB0_59
.LBB0_57:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_59
	v_add_u32_e32 v4, -4, v12
	ds_bpermute_b32 v4, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_add_u32_e32 v5, -8, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v3, v4, v3
	ds_bpermute_b32 v4, v5, v3
	v_cmp_lt_u32_e32 vcc, 1, v6
	v_add_u32_e32 v5, -16, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v3, v4, v3
	ds_bpermute_b32 v4, v5, v3
	v_cmp_lt_u32_e32 vcc, 3, v6
	v_subrev_u32_e32 v5, 32, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v3, v4, v3
	ds_bpermute_b32 v4, v5, v3
	v_cmp_lt_u32_e32 vcc, 7, v6
	v_subrev_u32_e32 v5, 64, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v3, v4, v3
	ds_bpermute_b32 v4, v5, v3
	v_cmp_lt_u32_e32 vcc, 15, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v3, v4, v3
	v_add_u32_e32 v4, 0xffffff80, v12
	ds_bpermute_b32 v4, v4, v3
	v_cmp_lt_u32_e32 vcc, 31, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e32 v5, v4, v3
.LBB0_59:
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_mov_b64 s[4:5], exec
	v_add_u32_e32 v4, 0x3e8, v5
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execnz .LBB0_49
.LBB0_62:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_64
.LBB0_63:
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_store_dword v[2:3], v4, off
.LBB0_64:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v2, 32, v7
	v_xor_b32_e32 v11, 0x80, v12
	v_xor_b32_e32 v10, 64, v12
	v_xor_b32_e32 v9, 32, v12
	v_xor_b32_e32 v8, 16, v12
	v_xor_b32_e32 v5, 8, v12
	v_xor_b32_e32 v4, 4, v12
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_mov_b64 s[2:3], -1
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_87
	s_movk_i32 s2, 0x600
	v_and_b32_e32 v2, 0x600, v7
	v_cmp_ne_u32_e32 vcc, s2, v2
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_86
	s_ff1_i32_b64 s10, exec
	s_lshl_b32 s4, s10, 2
	v_mov_b32_e32 v2, s4
	ds_bpermute_b32 v2, v2, v6
	v_cmp_lt_i64_e64 s[6:7], exec, 0
	s_mov_b64 s[4:5], 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_77
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s11, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cbranch_execz .LBB0_78
	s_branch .LBB0_79
.LBB0_68:
	s_mov_b64 s[8:9], 0
.LBB0_69:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[2:3], -1
	s_cselect_b64 s[8:9], -1, 0
.LBB0_70:
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v4, s14
	s_cbranch_vccnz .LBB0_74
	s_mov_b64 s[2:3], exec
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 1
.LBB0_72:
	s_ff1_i32_b64 s10, s[2:3]
	s_lshl_b32 s8, s10, 2
	v_mov_b32_e32 v5, s8
	ds_bpermute_b32 v5, v5, v3
	s_add_u32 s8, s2, -1
	s_addc_u32 s9, s3, -1
	v_cmp_lt_u32_e32 vcc, s10, v6
	s_and_b64 s[2:3], s[8:9], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	s_cmp_eq_u64 s[2:3], 0
	v_add_u32_e32 v4, v5, v4
	s_cbranch_scc0 .LBB0_72
	s_branch .LBB0_76
.LBB0_74:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_76
	v_add_u32_e32 v3, -4, v12
	v_mov_b32_e32 v4, 1
	ds_bpermute_b32 v4, v3, v4
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_add_u32_e32 v5, -8, v12
	v_cmp_lt_u32_e64 s[2:3], 1, v6
	v_add_u32_e32 v8, -16, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, 1, v4
	v_cndmask_b32_e64 v4, v4, 1, vcc
	ds_bpermute_b32 v5, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s[2:3]
	v_add_u32_e32 v4, v5, v4
	ds_bpermute_b32 v5, v8, v4
	v_cmp_lt_u32_e64 s[2:3], 3, v6
	v_subrev_u32_e32 v8, 32, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s[2:3]
	v_add_u32_e32 v4, v5, v4
	ds_bpermute_b32 v5, v8, v4
	v_cmp_lt_u32_e64 s[2:3], 7, v6
	v_subrev_u32_e32 v8, 64, v12
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s[2:3]
	v_add_u32_e32 v4, v5, v4
	ds_bpermute_b32 v5, v8, v4
	v_cmp_lt_u32_e64 s[2:3], 15, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s[2:3]
	v_add_u32_e32 v4, v5, v4
	v_add_u32_e32 v5, 0xffffff80, v12
	ds_bpermute_b32 v5, v5, v4
	v_cmp_lt_u32_e64 s[2:3], 31, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s[2:3]
	v_add_u32_e32 v4, v5, v4
	ds_bpermute_b32 v3, v3, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v4, v3, 0, vcc
.LBB0_76:
	s_andn2_b64 s[2:3], s[4:5], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[4:5], s[2:3], s[0:1]
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_63
	s_branch .LBB0_64
.LBB0_77:
	s_mov_b64 s[6:7], 0
.LBB0_78:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[4:5], -1
	s_cselect_b64 s[6:7], -1, 0
.LBB0_79:
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v3, s11
	s_cbranch_vccnz .LBB0_83
	s_mov_b64 s[4:5], exec
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v12, 1
.LBB0_81:
	s_ff1_i32_b64 s6, s[4:5]
	s_lshl_b32 s6, s6, 2
	v_mov_b32_e32 v13, s6
	ds_bpermute_b32 v13, v13, v12
	s_add_u32 s6, s4, -1
	s_addc_u32 s7, s5, -1
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_cmp_eq_u64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v13, v3
	s_cbranch_scc0 .LBB0_81
	s_branch .LBB0_85
.LBB0_83:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_85
	v_mov_b32_e32 v3, 1
	ds_bpermute_b32 v3, v11, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, 1, v3
	ds_bpermute_b32 v12, v10, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v12
	ds_bpermute_b32 v12, v9, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v12
	ds_bpermute_b32 v12, v8, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v12
	ds_bpermute_b32 v12, v5, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v12
	ds_bpermute_b32 v12, v4, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v12
.LBB0_85:
	s_lshr_b64 s[6:7], exec, s10
	s_bitcmp1_b32 s6, 0
	s_cselect_b64 vcc, -1, 0
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v2, v6, v2, vcc
	s_mov_b64 s[4:5], exec
	v_lshl_add_u32 v2, v3, 6, v2
.LBB0_86:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s6, 0
	s_orn2_b64 s[2:3], s[4:5], exec
.LBB0_87:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v12, s6
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_131
	v_and_b32_e32 v3, 64, v7
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_mov_b64 s[6:7], -1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_102
	s_movk_i32 s4, 0xc00
	v_and_b32_e32 v3, 0xc00, v7
	v_cmp_ne_u32_e32 vcc, s4, v3
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_101
	s_ff1_i32_b64 s14, exec
	s_lshl_b32 s6, s14, 2
	v_mov_b32_e32 v3, s6
	ds_bpermute_b32 v3, v3, v6
	v_cmp_lt_i64_e64 s[8:9], exec, 0
	s_mov_b64 s[6:7], 0
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_96
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s15, 0
	s_cselect_b64 s[8:9], -1, 0
	s_cbranch_execz .LBB0_97
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v12, s15
	s_cbranch_vccnz .LBB0_98
.LBB0_93:
	s_mov_b64 s[6:7], exec
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 1
.LBB0_94:
	s_ff1_i32_b64 s8, s[6:7]
	s_lshl_b32 s8, s8, 2
	v_mov_b32_e32 v14, s8
	ds_bpermute_b32 v14, v14, v13
	s_add_u32 s8, s6, -1
	s_addc_u32 s9, s7, -1
	s_and_b64 s[6:7], s[8:9], s[6:7]
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v14, v12
	s_cbranch_scc1 .LBB0_94
	s_branch .LBB0_100
.LBB0_96:
	s_mov_b64 s[8:9], 0
.LBB0_97:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[6:7], -1
	s_cselect_b64 s[8:9], -1, 0
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v12, s15
	s_cbranch_vccz .LBB0_93
.LBB0_98:
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_100
	v_mov_b32_e32 v12, 1
	ds_bpermute_b32 v12, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, 1, v12
	ds_bpermute_b32 v13, v10, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v9, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v8, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v5, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v4, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
.LBB0_100:
	s_lshr_b64 s[8:9], exec, s14
	s_bitcmp1_b32 s8, 0
	s_cselect_b64 vcc, -1, 0
	v_mul_lo_u32 v2, v2, 31
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, v6, v3, vcc
	v_lshlrev_b32_e32 v12, 6, v12
	s_mov_b64 s[6:7], exec
	v_add3_u32 v2, v3, v2, v12
.LBB0_101:
	s_or_b64 exec, exec, s[4:5]
	s_orn2_b64 s[6:7], s[6:7], exec
.LBB0_102:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_130
	v_and_b32_e32 v3, 0x80, v7
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_mov_b64 s[8:9], -1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_114
	s_movk_i32 s6, 0x1800
	v_and_b32_e32 v3, 0x1800, v7
	v_cmp_ne_u32_e32 vcc, s6, v3
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_113
	s_ff1_i32_b64 s16, exec
	s_lshl_b32 s8, s16, 2
	v_mov_b32_e32 v3, s8
	ds_bpermute_b32 v3, v3, v6
	v_cmp_lt_i64_e64 s[10:11], exec, 0
	s_mov_b64 s[8:9], 0
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_107
	s_cmp_lg_u64 exec, 0
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, 0
	s_cselect_b64 s[10:11], -1, 0
	s_branch .LBB0_108
.LBB0_107:
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[10:11], 0
.LBB0_108:
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB0_118
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[8:9], -1
	s_cselect_b64 s[10:11], -1, 0
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v12, s17
	s_cbranch_vccz .LBB0_119
.LBB0_110:
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_112
	v_mov_b32_e32 v12, 1
	ds_bpermute_b32 v12, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, 1, v12
	ds_bpermute_b32 v13, v10, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v9, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v8, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v5, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v4, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
.LBB0_112:
	s_lshr_b64 s[10:11], exec, s16
	s_bitcmp1_b32 s10, 0
	s_cselect_b64 vcc, -1, 0
	v_mul_lo_u32 v2, v2, 31
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, v6, v3, vcc
	v_lshlrev_b32_e32 v12, 6, v12
	s_mov_b64 s[8:9], exec
	v_add3_u32 v2, v3, v2, v12
.LBB0_113:
	s_or_b64 exec, exec, s[6:7]
	s_orn2_b64 s[8:9], s[8:9], exec
.LBB0_114:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_129
	v_and_b32_e32 v3, 0x100, v7
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_movk_i32 s0, 0x3000
	v_and_b32_e32 v3, 0x3000, v7
	v_cmp_ne_u32_e64 s[0:1], s0, v3
	s_and_b64 s[8:9], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_128
	s_ff1_i32_b64 s16, exec
	s_lshl_b32 s8, s16, 2
	v_mov_b32_e32 v3, s8
	ds_bpermute_b32 v3, v3, v6
	v_cmp_lt_i64_e64 s[10:11], exec, 0
	s_mov_b64 s[8:9], 0
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccnz .LBB0_122
	s_cmp_lg_u64 exec, 0
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, 0
	s_cselect_b64 s[10:11], -1, 0
	s_branch .LBB0_123
.LBB0_118:
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v12, s17
	s_cbranch_vccnz .LBB0_110
.LBB0_119:
	s_mov_b64 s[8:9], exec
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 1
.LBB0_120:
	s_ff1_i32_b64 s10, s[8:9]
	s_lshl_b32 s10, s10, 2
	v_mov_b32_e32 v14, s10
	ds_bpermute_b32 v14, v14, v13
	s_add_u32 s10, s8, -1
	s_addc_u32 s11, s9, -1
	s_and_b64 s[8:9], s[10:11], s[8:9]
	s_cmp_lg_u64 s[8:9], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v14, v12
	s_cbranch_scc1 .LBB0_120
	s_branch .LBB0_112
.LBB0_122:
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[10:11], 0
.LBB0_123:
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB0_165
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[8:9], -1
	s_cselect_b64 s[10:11], -1, 0
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v12, s17
	s_cbranch_vccz .LBB0_166
.LBB0_125:
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_127
	v_mov_b32_e32 v12, 1
	ds_bpermute_b32 v12, v11, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, 1, v12
	ds_bpermute_b32 v13, v10, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v9, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v8, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v5, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
	ds_bpermute_b32 v13, v4, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v13
.LBB0_127:
	s_lshr_b64 s[8:9], exec, s16
	s_bitcmp1_b32 s8, 0
	s_cselect_b64 vcc, -1, 0
	v_mul_lo_u32 v2, v2, 31
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, v6, v3, vcc
	v_lshlrev_b32_e32 v12, 6, v12
	v_add3_u32 v2, v3, v2, v12
.LBB0_128:
	s_or_b64 exec, exec, s[0:1]
.LBB0_129:
	s_or_b64 exec, exec, s[6:7]
.LBB0_130:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v12, v2
.LBB0_131:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v2, 3, v0
	v_cmp_lt_u32_e32 vcc, v2, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_133
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v13, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v13, v3, vcc
	global_store_dword v[2:3], v12, off
.LBB0_133:
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b32_e32 v2, 13, v7
	s_mov_b32 s0, 0xcccccccd
	v_mul_lo_u32 v2, v2, s0
	s_mov_b32 s0, 0x33333333
	v_cmp_lt_u32_e32 vcc, s0, v2
	v_add_u32_e32 v2, 4, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_147
	v_cmp_lt_i64_e64 s[4:5], exec, 0
	s_mov_b64 s[2:3], 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_136
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s8, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cbranch_execz .LBB0_137
	s_branch .LBB0_138
.LBB0_136:
	s_mov_b64 s[4:5], 0
.LBB0_137:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[2:3], -1
	s_cselect_b64 s[4:5], -1, 0
.LBB0_138:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v7, s8
	s_cbranch_vccnz .LBB0_152
	s_mov_b64 s[2:3], exec
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v3, 1
.LBB0_140:
	s_ff1_i32_b64 s4, s[2:3]
	s_lshl_b32 s4, s4, 2
	v_mov_b32_e32 v12, s4
	ds_bpermute_b32 v12, v12, v3
	s_add_u32 s4, s2, -1
	s_addc_u32 s5, s3, -1
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_cmp_eq_u64 s[2:3], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v7, v12, v7
	s_cbranch_scc0 .LBB0_140
.LBB0_142:
	v_cmp_lt_u32_e32 vcc, v2, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_144
.LBB0_143:
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_store_dword v[2:3], v7, off
.LBB0_144:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_ff1_i32_b64 s6, s[2:3]
	s_lshl_b32 s4, s6, 2
	v_mov_b32_e32 v2, s4
	ds_bpermute_b32 v2, v2, v6
	v_add_u32_e32 v0, 5, v0
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_146
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	s_lshr_b64 s[2:3], s[2:3], s6
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_bitcmp1_b32 s2, 0
	s_cselect_b64 vcc, -1, 0
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v2, v6, v2, vcc
	global_store_dword v[0:1], v2, off
.LBB0_146:
	s_or_b64 exec, exec, s[4:5]
.LBB0_147:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_164
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32_e32 vcc, v2, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_150
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_mov_b32_e32 v6, 7
	global_store_dword v[2:3], v6, off
.LBB0_150:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_lt_i64_e64 s[2:3], exec, 0
	s_mov_b64 s[0:1], 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_154
	s_cmp_lg_u64 exec, 0
	s_mov_b32 s6, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cbranch_execz .LBB0_155
	s_branch .LBB0_156
.LBB0_152:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_142
	v_mov_b32_e32 v3, 1
	ds_bpermute_b32 v3, v11, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, 1, v3
	ds_bpermute_b32 v7, v10, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v7
	ds_bpermute_b32 v7, v9, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v7
	ds_bpermute_b32 v7, v8, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v7
	ds_bpermute_b32 v5, v5, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v3, v5
	ds_bpermute_b32 v4, v4, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v7, v3, v4
	v_cmp_lt_u32_e32 vcc, v2, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_143
	s_branch .LBB0_144
.LBB0_154:
	s_mov_b64 s[2:3], 0
.LBB0_155:
	s_cmp_lg_u64 exec, -1
	s_mov_b64 s[0:1], -1
	s_cselect_b64 s[2:3], -1, 0
.LBB0_156:
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v2, s6
	s_cbranch_vccnz .LBB0_160
	s_mov_b64 s[0:1], exec
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 1
.LBB0_158:
	s_ff1_i32_b64 s2, s[0:1]
	s_lshl_b32 s2, s2, 2
	v_mov_b32_e32 v6, s2
	ds_bpermute_b32 v6, v6, v3
	s_add_u32 s2, s0, -1
	s_addc_u32 s3, s1, -1
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_cmp_eq_u64 s[0:1], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v6, v2
	s_cbranch_scc0 .LBB0_158
	s_branch .LBB0_162
.LBB0_160:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_162
	v_mov_b32_e32 v2, 1
	ds_bpermute_b32 v2, v11, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, 1, v2
	ds_bpermute_b32 v3, v10, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v9, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v8, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v5, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
	ds_bpermute_b32 v3, v4, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v2, v3
.LBB0_162:
	v_add_u32_e32 v0, 5, v0
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_164
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_add_u32_e32 v2, 0x64, v2
	global_store_dword v[0:1], v2, off
.LBB0_164:
	s_endpgm
.LBB0_165:
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v12, s17
	s_cbranch_vccnz .LBB0_125
.LBB0_166:
	s_mov_b64 s[8:9], exec
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 1
.LBB0_167:
	s_ff1_i32_b64 s10, s[8:9]
	s_lshl_b32 s10, s10, 2
	v_mov_b32_e32 v14, s10
	ds_bpermute_b32 v14, v14, v13
	s_add_u32 s10, s8, -1
	s_addc_u32 s11, s9, -1
	s_and_b64 s[8:9], s[10:11], s[8:9]
	s_cmp_lg_u64 s[8:9], 0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v14, v12
	s_cbranch_scc1 .LBB0_167
	s_branch .LBB0_127
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 16
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
