	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 4
	v_lshl_or_b32 v0, s6, 6, v0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
	v_alignbit_b32 v1, s11, v1, 2
	v_cmp_lt_u64_e32 vcc, s[10:11], v[4:5]
	v_cndmask_b32_e32 v1, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v5, v[2:3], off
	s_mov_b32 s2, 0x51eb851f
	s_mov_b64 s[0:1], 0
	s_mov_b32 s5, 0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, v5, s2
	v_lshrrev_b32_e32 v2, 4, v2
	v_mul_lo_u32 v2, v2, 50
	v_lshrrev_b32_e32 v1, 8, v5
	v_sub_u32_e32 v6, v5, v2
	s_branch .LBB0_3
.LBB0_2:
	s_add_i32 s5, s5, 1
	v_cmp_gt_u32_e32 vcc, s5, v6
	s_add_i32 s4, s4, 1
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v4, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_7
.LBB0_3:
	s_mul_i32 s2, s5, 0xaaaaaaab
	s_cmp_gt_u32 s2, 0x55555555
	s_cbranch_scc0 .LBB0_5
	v_mad_u64_u32 v[2:3], s[2:3], s5, v1, v[4:5]
	s_cbranch_execnz .LBB0_2
	s_branch .LBB0_6
.LBB0_5:
.LBB0_6:
	s_add_i32 s5, s5, 1
	v_mov_b32_e32 v2, v4
	s_branch .LBB0_2
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b32_e32 v3, 4, v5
	s_mov_b32 s0, 0x1c71c71d
	v_mul_hi_u32 v1, v3, s0
	v_lshl_add_u32 v1, v1, 3, v1
	v_sub_u32_e32 v1, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	s_mov_b32 s2, 0x38e38e39
	v_mul_hi_u32 v5, v5, s2
	v_lshrrev_b32_e32 v5, 5, v5
	v_mul_lo_u32 v5, v5, -9
	v_add3_u32 v3, v3, v5, -1
	s_mov_b32 s16, -1
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_mov_b64 s[4:5], -1
	v_mov_b32_e32 v11, 0
	v_pk_mov_b32 v[6:7], 0, 0
	v_mov_b32_e32 v5, -1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_12
	v_add_co_u32_e32 v8, vcc, 1, v3
	v_addc_co_u32_e64 v9, s[6:7], 0, 0, vcc
	s_mov_b64 s[4:5], 1
	v_and_b32_e32 v6, -2, v8
	v_mov_b32_e32 v7, v9
	s_mov_b32 s17, 1
	s_mov_b32 s18, 0
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v11, 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s19, 0
.LBB0_10:
	s_mul_i32 s20, s5, s18
	s_mul_hi_u32 s21, s4, s18
	s_mul_i32 s23, s11, s16
	s_mul_hi_u32 s24, s10, s16
	s_add_i32 s21, s21, s20
	s_add_i32 s24, s24, s23
	s_mul_i32 s22, s4, s18
	s_add_u32 s8, s8, 2
	v_mov_b32_e32 v12, s22
	s_addc_u32 s9, s9, 0
	s_mul_i32 s25, s10, s16
	v_alignbit_b32 v12, s21, v12, 1
	s_add_i32 s16, s16, 2
	s_add_i32 s18, s18, 2
	s_and_b32 s21, s9, 1
	s_add_u32 s10, s10, 2
	s_addc_u32 s11, s11, 0
	v_add_u32_e32 v5, s19, v11
	v_mov_b32_e32 v11, s25
	s_mov_b32 s20, s8
	s_add_u32 s4, s4, 2
	v_add_u32_e32 v3, s17, v3
	v_alignbit_b32 v11, s24, v11, 1
	v_cmp_eq_u64_e32 vcc, s[20:21], v[6:7]
	s_addc_u32 s5, s5, 0
	s_add_i32 s19, s19, 2
	s_add_i32 s17, s17, 2
	v_add_u32_e32 v3, v3, v12
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v11, v5, v11
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_10
	s_or_b64 exec, exec, s[6:7]
	v_cmp_ne_u64_e32 vcc, v[8:9], v[6:7]
	v_add_u32_e32 v5, -1, v6
	v_add_u32_e32 v11, v11, v3
	s_orn2_b64 s[4:5], vcc, exec
.LBB0_12:
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_16
	s_mov_b64 s[4:5], 0
.LBB0_14:
	v_mad_u64_u32 v[8:9], s[6:7], v6, v5, 0
	v_mov_b32_e32 v12, v9
	v_mad_u64_u32 v[12:13], s[6:7], v7, v5, v[12:13]
	v_mov_b32_e32 v3, v12
	v_alignbit_b32 v3, v3, v8, 1
	v_add3_u32 v11, v11, v6, v3
	v_add_co_u32_e32 v6, vcc, 1, v6
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_cmp_le_u32_e32 vcc, v1, v6
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v5, 1, v5
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_14
	s_or_b64 exec, exec, s[4:5]
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v5, 4
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v1, s15, v1, 2
	v_cmp_lt_u64_e32 vcc, s[14:15], v[4:5]
	v_lshl_add_u32 v0, v0, 1, v0
	v_cndmask_b32_e32 v4, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v6, vcc, s12, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_store_dword v[6:7], v2, off
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 1, v0
	v_cmp_lt_u32_e32 vcc, v2, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e32 v2, vcc, s12, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_dword v[2:3], v10, off
.LBB0_21:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, 2, v0
	v_cmp_lt_u32_e32 vcc, v0, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_23
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v11, off
.LBB0_23:
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 26
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
