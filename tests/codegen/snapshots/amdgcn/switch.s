	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 4
	v_lshl_or_b32 v0, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
	v_alignbit_b32 v1, s11, v1, 2
	v_cmp_lt_u64_e32 vcc, s[10:11], v[2:3]
	v_cndmask_b32_e32 v1, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_55
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v1, v[2:3], off
	s_mov_b32 s2, 0xcccccccd
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, v1, s2
	v_lshrrev_b32_e32 v2, 3, v2
	v_mul_lo_u32 v2, v2, 10
	v_sub_u32_e32 v2, v1, v2
	v_cmp_lt_i32_e32 vcc, 4, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_56
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_65
.LBB0_3:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB0_68
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
.LBB0_5:
	v_add_u32_e32 v4, 0xc8, v2
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s0, 0x24924925
	v_mul_hi_u32 v2, v1, s0
	v_sub_u32_e32 v3, v1, v2
	v_lshrrev_b32_e32 v3, 1, v3
	v_add_u32_e32 v2, v3, v2
	v_lshrrev_b32_e32 v2, 2, v2
	v_mul_lo_u32 v2, v2, 7
	v_sub_u32_e32 v2, v1, v2
	v_cmp_lt_i32_e32 vcc, 2, v2
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_69
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_74
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_75
.LBB0_9:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_10:
	v_mov_b32_e32 v5, -1
.LBB0_11:
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v6, 3, v1
	v_cmp_lt_i32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_17
	v_cmp_lt_i32_e32 vcc, 2, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_movk_i32 s4, 0x44c
	s_or_saveexec_b64 s[2:3], s[2:3]
	v_mov_b32_e32 v6, s4
	s_xor_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v6, 0x3f2
	s_or_b64 exec, exec, s[2:3]
.LBB0_17:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_21
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	v_mov_b32_e32 v6, 0x3e9
	s_or_b64 exec, exec, s[2:3]
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_bfe_u32 v3, v1, 1, 2
	v_cmp_lt_i32_e32 vcc, 1, v3
	s_mov_b64 s[0:1], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_76
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_79
.LBB0_23:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_24:
	s_movk_i32 s0, 0x3e8
	v_add3_u32 v6, v6, v2, s0
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_bfe_u32 v3, v1, 2, 2
	v_cmp_lt_i32_e32 vcc, 1, v3
	s_mov_b64 s[0:1], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_82
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_85
.LBB0_27:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_28:
	s_movk_i32 s0, 0x3e8
	v_add3_u32 v6, v6, v2, s0
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
	v_bfe_u32 v3, v1, 3, 2
	v_cmp_lt_i32_e32 vcc, 1, v3
	s_mov_b64 s[0:1], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_88
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_91
.LBB0_31:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_32:
	s_movk_i32 s0, 0x3e8
	v_add3_u32 v6, v6, v2, s0
.LBB0_33:
	s_or_b64 exec, exec, s[2:3]
	v_bfe_u32 v3, v1, 4, 2
	v_cmp_lt_i32_e32 vcc, 1, v3
	s_mov_b64 s[0:1], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_94
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_97
.LBB0_35:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_36:
	s_movk_i32 s0, 0x3e8
	v_add3_u32 v6, v6, v2, s0
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	v_bfe_u32 v3, v1, 5, 2
	v_cmp_lt_i32_e32 vcc, 1, v3
	s_mov_b64 s[0:1], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_100
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_103
.LBB0_39:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_40:
	s_movk_i32 s0, 0x3e8
	v_add3_u32 v6, v6, v2, s0
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_bfe_u32 v3, v1, 6, 2
	v_cmp_lt_i32_e32 vcc, 1, v3
	s_mov_b64 s[0:1], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_106
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_109
.LBB0_43:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_44:
	s_movk_i32 s0, 0x3e8
	v_add3_u32 v6, v6, v2, s0
.LBB0_45:
	s_or_b64 exec, exec, s[2:3]
	v_bfe_u32 v2, v1, 7, 2
	v_cmp_lt_i32_e32 vcc, 1, v2
	s_mov_b64 s[0:1], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_112
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_115
.LBB0_47:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
.LBB0_48:
	s_movk_i32 s0, 0x3e8
	v_add3_u32 v6, v6, v1, s0
.LBB0_49:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 4
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v1, s15, v1, 2
	v_cmp_lt_u64_e32 vcc, s[14:15], v[2:3]
	v_lshl_add_u32 v0, v0, 1, v0
	v_cndmask_b32_e32 v7, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_51
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v4, off
.LBB0_51:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 1, v0
	v_cmp_lt_u32_e32 vcc, v2, v7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_53
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v5, off
.LBB0_53:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, 2, v0
	v_cmp_lt_u32_e32 vcc, v0, v7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_55
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
.LBB0_55:
	s_endpgm
.LBB0_56:
	v_cmp_lt_i32_e32 vcc, 6, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_60
	v_cmp_eq_u32_e32 vcc, 7, v2
	s_mov_b64 s[8:9], -1
	s_and_saveexec_b64 s[4:5], vcc
	v_and_b32_e32 v3, 16, v1
	v_mov_b32_e32 v4, 0x1f4
	v_mov_b32_e32 v5, 0x1f5
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v4, v4, v5, vcc
	s_xor_b64 s[8:9], exec, -1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], s[8:9], exec
.LBB0_60:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_64
	v_cmp_eq_u32_e32 vcc, 5, v2
	s_mov_b64 s[8:9], -1
	s_and_saveexec_b64 s[10:11], vcc
	s_movk_i32 s16, 0x190
	s_xor_b64 s[8:9], exec, -1
	s_or_b64 exec, exec, s[10:11]
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], s[8:9], exec
	v_mov_b32_e32 v4, s16
	s_or_b64 s[4:5], s[4:5], s[8:9]
.LBB0_64:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_3
.LBB0_65:
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_mov_b64 s[6:7], s[4:5]
	s_and_saveexec_b64 s[8:9], vcc
	v_cmp_lt_i32_e32 vcc, 3, v2
	s_andn2_b64 s[6:7], s[4:5], exec
	s_and_b64 s[10:11], vcc, exec
	s_mov_b64 s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	v_mov_b32_e32 v4, 0x64
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_4
.LBB0_68:
	v_mov_b32_e32 v4, 0x12c
	s_andn2_b64 s[0:1], s[0:1], exec
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_6
.LBB0_69:
	v_cmp_lt_i32_e32 vcc, 5, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_mov_b32 s8, 30
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v5, s8
	s_xor_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 3, v2
	v_mov_b32_e32 v5, 10
	s_and_b64 s[6:7], vcc, exec
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], s[6:7], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_8
.LBB0_74:
	v_cmp_lt_i32_e32 vcc, 1, v2
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], vcc, exec
	s_mov_b64 s[0:1], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_9
.LBB0_75:
	v_mov_b32_e32 v5, 0x63
	s_andn2_b64 s[0:1], s[0:1], exec
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_10
	s_branch .LBB0_11
.LBB0_76:
	v_cmp_gt_i32_e32 vcc, 3, v3
	v_mov_b32_e32 v2, 0x64
	s_and_saveexec_b64 s[0:1], vcc
	v_mov_b32_e32 v2, 10
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_23
.LBB0_79:
	s_mov_b32 s8, 1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_or_b64 s[4:5], s[0:1], exec
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v2, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_24
	s_branch .LBB0_25
.LBB0_82:
	v_cmp_gt_i32_e32 vcc, 3, v3
	v_mov_b32_e32 v2, 0x64
	s_and_saveexec_b64 s[0:1], vcc
	v_mov_b32_e32 v2, 10
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_27
.LBB0_85:
	s_mov_b32 s8, 1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_or_b64 s[4:5], s[0:1], exec
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v2, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_28
	s_branch .LBB0_29
.LBB0_88:
	v_cmp_gt_i32_e32 vcc, 3, v3
	v_mov_b32_e32 v2, 0x64
	s_and_saveexec_b64 s[0:1], vcc
	v_mov_b32_e32 v2, 10
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_31
.LBB0_91:
	s_mov_b32 s8, 1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_or_b64 s[4:5], s[0:1], exec
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v2, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_32
	s_branch .LBB0_33
.LBB0_94:
	v_cmp_gt_i32_e32 vcc, 3, v3
	v_mov_b32_e32 v2, 0x64
	s_and_saveexec_b64 s[0:1], vcc
	v_mov_b32_e32 v2, 10
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_35
.LBB0_97:
	s_mov_b32 s8, 1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_or_b64 s[4:5], s[0:1], exec
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v2, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_36
	s_branch .LBB0_37
.LBB0_100:
	v_cmp_gt_i32_e32 vcc, 3, v3
	v_mov_b32_e32 v2, 0x64
	s_and_saveexec_b64 s[0:1], vcc
	v_mov_b32_e32 v2, 10
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_39
.LBB0_103:
	s_mov_b32 s8, 1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_or_b64 s[4:5], s[0:1], exec
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v2, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_40
	s_branch .LBB0_41
.LBB0_106:
	v_cmp_gt_i32_e32 vcc, 3, v3
	v_mov_b32_e32 v2, 0x64
	s_and_saveexec_b64 s[0:1], vcc
	v_mov_b32_e32 v2, 10
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_43
.LBB0_109:
	s_mov_b32 s8, 1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_or_b64 s[4:5], s[0:1], exec
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v2, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_44
	s_branch .LBB0_45
.LBB0_112:
	v_cmp_gt_i32_e32 vcc, 3, v2
	v_mov_b32_e32 v1, 0x64
	s_and_saveexec_b64 s[0:1], vcc
	v_mov_b32_e32 v1, 10
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_47
.LBB0_115:
	s_mov_b32 s8, 1
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
	s_or_b64 s[4:5], s[0:1], exec
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v1, s8
	s_or_b64 s[0:1], s[0:1], s[4:5]
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_48
	s_branch .LBB0_49
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 8
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
