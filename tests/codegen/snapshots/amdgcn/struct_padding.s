	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v9, 0
	v_lshl_or_b32 v8, s6, 5, v0
	v_mov_b32_e32 v5, 32
	v_mov_b32_e32 v4, v9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s10
	v_alignbit_b32 v0, s11, v0, 5
	v_cmp_lt_u64_e32 vcc, s[10:11], v[4:5]
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_cmp_lt_u32_e32 vcc, v8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
	v_lshlrev_b64 v[10:11], 5, v[8:9]
	v_mov_b32_e32 v0, s9
	v_add_co_u32_e32 v6, vcc, s8, v10
	v_addc_co_u32_e32 v7, vcc, v0, v11, vcc
	global_load_dwordx4 v[0:3], v[6:7], off offset:16
	global_load_dwordx4 v[12:15], v[6:7], off
	s_load_dwordx4 s[0:3], s[4:5], 0x20
	v_mov_b32_e32 v6, s14
	v_alignbit_b32 v6, s15, v6, 5
	v_cmp_lt_u64_e32 vcc, s[14:15], v[4:5]
	v_cndmask_b32_e32 v9, -1, v6, vcc
	v_cmp_lt_u32_e32 vcc, v8, v9
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v3, 1, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v14, v2
	v_add_f32_e32 v5, v13, v1
	v_add_f32_e32 v4, v12, v0
	v_add_f32_e32 v7, v15, v15
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
	v_mov_b32_e32 v9, s13
	v_add_co_u32_e32 v10, vcc, s12, v10
	v_addc_co_u32_e32 v11, vcc, v9, v11, vcc
	global_store_dwordx4 v[10:11], v[4:7], off
	global_store_dwordx4 v[10:11], v[0:3], off offset:16
.LBB0_3:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s4, 0, 0x55550000
	s_addc_u32 s5, 0, 21
	s_add_i32 s5, s5, 0x5555540
	s_mul_hi_u32 s9, s4, 0xffffffd0
	s_sub_i32 s9, s9, s4
	s_mul_i32 s10, s5, 0xffffffd0
	s_mul_i32 s6, s4, 0xffffffd0
	s_add_i32 s9, s9, s10
	s_mul_hi_u32 s7, s5, s6
	s_mul_i32 s8, s5, s6
	s_mul_i32 s11, s4, s9
	s_mul_hi_u32 s6, s4, s6
	s_mul_hi_u32 s10, s4, s9
	s_add_u32 s6, s6, s11
	s_addc_u32 s10, 0, s10
	s_add_u32 s6, s6, s8
	s_mul_hi_u32 s11, s5, s9
	s_addc_u32 s6, s10, s7
	s_addc_u32 s7, s11, 0
	s_mul_i32 s8, s5, s9
	s_add_u32 s6, s6, s8
	v_mov_b32_e32 v2, s6
	s_addc_u32 s7, 0, s7
	v_add_co_u32_e32 v2, vcc, s4, v2
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s4, s5, s7
	v_readfirstlane_b32 s7, v2
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s2, s4
	s_mul_hi_u32 s8, s2, s7
	s_mul_hi_u32 s5, s2, s4
	s_add_u32 s6, s8, s6
	s_addc_u32 s5, 0, s5
	s_mul_hi_u32 s9, s3, s7
	s_mul_i32 s7, s3, s7
	s_add_u32 s6, s6, s7
	s_mul_hi_u32 s8, s3, s4
	s_addc_u32 s5, s5, s9
	s_addc_u32 s6, s8, 0
	s_mul_i32 s4, s3, s4
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, 0, s6
	s_mul_i32 s5, s5, 48
	s_mul_hi_u32 s8, s4, 48
	s_add_i32 s8, s8, s5
	s_mul_i32 s5, s4, 48
	v_mov_b32_e32 v2, s5
	s_add_u32 s6, s4, 1
	s_add_u32 s7, s4, 2
	v_sub_co_u32_e32 v2, vcc, s2, v2
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s5, s3, s8
	v_subrev_co_u32_e32 v9, vcc, 48, v2
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s8, s5, 0
	v_readfirstlane_b32 s9, v9
	s_cmp_gt_u32 s9, 47
	s_cselect_b32 s9, -1, 0
	s_cmp_eq_u32 s8, 0
	s_cselect_b32 s8, s9, -1
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s6, s7, s6
	v_readfirstlane_b32 s7, v2
	s_cmp_gt_u32 s7, 47
	s_cselect_b32 s7, -1, 0
	s_cmp_eq_u32 s5, 0
	s_cselect_b32 s5, s7, -1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 48
	s_cmp_lg_u32 s5, 0
	v_cmp_lt_u64_e32 vcc, s[2:3], v[10:11]
	s_cselect_b32 s4, s6, s4
	s_and_b64 s[2:3], vcc, exec
	s_cselect_b32 s2, s4, -1
	v_cmp_gt_u32_e32 vcc, s2, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v10, s0
	v_mov_b32_e32 v11, s1
	v_lshl_add_u32 v9, v3, 1, v3
	v_mad_u64_u32 v[2:3], s[0:1], v8, 48, v[10:11]
	global_store_dword v[2:3], v7, off
	global_store_dwordx2 v[2:3], v[0:1], off offset:8
	v_mov_b32_e32 v7, 1.0
	global_store_dwordx4 v[2:3], v[4:7], off offset:16
	global_store_dword v[2:3], v9, off offset:32
.LBB0_5:
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 16
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
    .max_flat_workgroup_size: 32
    .name:           main
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
