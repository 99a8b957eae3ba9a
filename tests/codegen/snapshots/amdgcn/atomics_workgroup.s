	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	v_mov_b32_e32 v1, 0
	ds_write2_b32 v1, v1, v1 offset0:8 offset1:12
	ds_write2_b32 v1, v1, v1 offset0:16 offset1:20
	ds_write2_b32 v1, v1, v1 offset1:4
	ds_write2_b32 v1, v1, v1 offset0:24 offset1:28
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
	v_bfrev_b32_e32 v1, -2
	v_mov_b32_e32 v2, 0
	ds_write_b32 v2, v1 offset:48
	v_mov_b32_e32 v1, -1
	ds_write_b32 v2, v1
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx4 s[16:19], s[4:5], 0x20
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 4
	v_lshl_or_b32 v2, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
	v_alignbit_b32 v1, s11, v1, 2
	v_cmp_lt_u64_e64 s[0:1], s[10:11], v[4:5]
	v_cndmask_b32_e64 v1, -1, v1, s[0:1]
	s_mov_b32 s4, 0
	v_cmp_lt_u32_e64 s[0:1], v2, v1
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e64 v4, s[0:1], s8, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v4, v[4:5], off
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[0:1], exec
.LBB0_7:
	s_ff1_i32_b64 s2, s[0:1]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s5, v4, s2
	s_lshl_b64 s[2:3], 1, s2
	s_add_i32 s4, s4, s5
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_7
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s4
	ds_add_u32 v1, v3 offset:80
.LBB0_10:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.LBB0_11:
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s7, v4, s3
	s_lshl_b64 s[4:5], 1, s3
	s_max_u32 s2, s2, s7
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_11
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s2
	ds_max_u32 v1, v3 offset:32
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s2, -2
.LBB0_15:
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s7, v4, s3
	s_lshl_b64 s[4:5], 1, s3
	s_min_i32 s2, s2, s7
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_15
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_18
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s2
	ds_min_i32 v1, v3 offset:48
.LBB0_18:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_or_b32_e32 v1, 0xfffffff, v4
	s_mov_b32 s3, -1
.LBB0_19:
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s7, v1, s2
	s_lshl_b64 s[4:5], 1, s2
	s_and_b32 s3, s3, s7
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_19
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_22
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s3
	ds_and_b32 v1, v3
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_and_b32_e32 v1, 0xf000000f, v4
.LBB0_23:
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s7, v1, s3
	s_lshl_b64 s[4:5], 1, s3
	s_or_b32 s2, s2, s7
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_23
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s3, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_26
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s2
	ds_or_b32 v1, v3 offset:64
.LBB0_26:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
.LBB0_27:
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s7, v4, s2
	s_lshl_b64 s[4:5], 1, s2
	s_xor_b32 s3, s3, s7
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_27
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_cbranch_execz .LBB0_30
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s3
	ds_xor_b32 v1, v3 offset:112
.LBB0_30:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_32
.LBB0_31:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[0:1], exec, s[4:5]
	s_or_b64 s[2:3], s[0:1], s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_34
.LBB0_32:
	ds_read_b32 v3, v1 offset:16
	s_or_b64 s[4:5], s[4:5], exec
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[0:1], v4, v3
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_31
	ds_cmpst_rtn_b32 v5, v1, v3, v4 offset:16
	s_andn2_b64 s[4:5], s[4:5], exec
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v5, v3
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[4:5], s[4:5], s[0:1]
	s_branch .LBB0_31
.LBB0_34:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v4, 0
	v_add_u32_e32 v0, 1, v0
	ds_wrxchg_rtn_b32 v0, v4, v0 offset:96
	v_mov_b32_e32 v5, 4
	v_mov_b32_e32 v1, s18
	v_alignbit_b32 v1, s19, v1, 2
	v_cmp_lt_u64_e64 s[0:1], s[18:19], v[4:5]
	v_cndmask_b32_e64 v1, -1, v1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v2, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_36
	v_mov_b32_e32 v3, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e64 v2, s[0:1], s16, v2
	v_addc_co_u32_e64 v3, s[0:1], v1, v3, s[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v0, off
.LBB0_36:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_53
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 4
	v_cmp_lt_u64_e32 vcc, s[14:15], v[0:1]
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v2, s15, v1, 2
	ds_read_b32 v1, v0 offset:80
	s_lshl_b32 s0, s6, 3
	s_and_b64 s[2:3], vcc, exec
	v_readfirstlane_b32 s1, v2
	s_cselect_b32 s4, s1, -1
	s_cmp_lt_u32 s0, s4
	s_mov_b32 s1, 0
	s_cbranch_scc0 .LBB0_39
	s_lshl_b64 s[2:3], s[0:1], 2
	s_add_u32 s2, s12, s2
	s_addc_u32 s3, s13, s3
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3]
.LBB0_39:
	ds_read_b32 v0, v0 offset:32
	s_or_b32 s2, s0, 1
	s_cmp_ge_u32 s2, s4
	s_cbranch_scc1 .LBB0_41
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s12, s2
	s_addc_u32 s3, s13, s3
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[2:3]
.LBB0_41:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0 offset:48
	s_or_b32 s2, s0, 2
	s_cmp_ge_u32 s2, s4
	s_cbranch_scc1 .LBB0_43
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s12, s2
	s_addc_u32 s3, s13, s3
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3]
.LBB0_43:
	ds_read_b32 v0, v0
	s_or_b32 s2, s0, 3
	s_cmp_ge_u32 s2, s4
	s_cbranch_scc1 .LBB0_45
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s12, s2
	s_addc_u32 s3, s13, s3
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[2:3]
.LBB0_45:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0 offset:64
	s_or_b32 s2, s0, 4
	s_cmp_ge_u32 s2, s4
	s_cbranch_scc1 .LBB0_47
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s12, s2
	s_addc_u32 s3, s13, s3
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3]
.LBB0_47:
	ds_read_b32 v0, v0 offset:112
	s_or_b32 s2, s0, 5
	s_cmp_ge_u32 s2, s4
	s_cbranch_scc1 .LBB0_49
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s12, s2
	s_addc_u32 s3, s13, s3
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[2:3]
.LBB0_49:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0 offset:16
	s_or_b32 s2, s0, 6
	s_cmp_ge_u32 s2, s4
	s_cbranch_scc1 .LBB0_51
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s12, s2
	s_addc_u32 s3, s13, s3
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3]
.LBB0_51:
	ds_read_b32 v0, v0 offset:96
	s_or_b32 s0, s0, 7
	s_cmp_ge_u32 s0, s4
	s_cbranch_scc1 .LBB0_53
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s12, s0
	s_addc_u32 s1, s13, s1
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_store_dword v1, v0, s[0:1]
.LBB0_53:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel main
		.amdhsa_group_segment_fixed_size 116
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 20
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 116
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           main
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
