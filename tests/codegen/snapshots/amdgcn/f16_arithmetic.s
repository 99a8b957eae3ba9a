	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx16 s[8:23], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 2
	v_mov_b32_e32 v2, v1
	v_lshl_or_b32 v0, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s10
	v_alignbit_b32 v4, s11, v4, 1
	v_cmp_lt_u64_e32 vcc, s[10:11], v[2:3]
	v_cndmask_b32_e32 v4, -1, v4, vcc
	v_cmp_lt_u32_e32 vcc, v0, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_23
	v_lshlrev_b64 v[4:5], 1, v[0:1]
	v_mov_b32_e32 v7, s9
	v_add_co_u32_e32 v6, vcc, s8, v4
	v_addc_co_u32_e32 v7, vcc, v7, v5, vcc
	global_load_ushort v6, v[6:7], off
	v_mov_b32_e32 v7, s14
	v_alignbit_b32 v7, s15, v7, 1
	v_cmp_lt_u64_e32 vcc, s[14:15], v[2:3]
	v_cndmask_b32_e32 v2, -1, v7, vcc
	v_cmp_lt_u32_e32 vcc, v0, v2
	v_mov_b32_e32 v7, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_ushort v7, v[2:3], off
.LBB0_3:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 2
	v_mov_b32_e32 v3, s22
	v_alignbit_b32 v3, s23, v3, 1
	v_cmp_lt_u64_e32 vcc, s[22:23], v[4:5]
	v_mul_lo_u32 v2, v0, 7
	v_cndmask_b32_e32 v9, -1, v3, vcc
	v_cmp_lt_u32_e32 vcc, v2, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
	v_mov_b32_e32 v3, v4
	v_lshlrev_b64 v[4:5], 1, v[2:3]
	v_mov_b32_e32 v3, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	s_waitcnt vmcnt(0)
	v_add_f16_e32 v3, v6, v7
	global_store_short v[4:5], v3, off
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 1, v2
	v_cmp_lt_u32_e32 vcc, v4, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_mov_b32_e32 v3, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	s_waitcnt vmcnt(0)
	v_sub_f16_e32 v3, v6, v7
	global_store_short v[4:5], v3, off
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 2, v2
	v_cmp_lt_u32_e32 vcc, v4, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_mov_b32_e32 v3, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	s_waitcnt vmcnt(0)
	v_mul_f16_e32 v3, v6, v7
	global_store_short v[4:5], v3, off
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v8, v7
	v_add_u32_e32 v4, 3, v2
	v_cmp_lt_u32_e32 vcc, v4, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_11
	v_rcp_f32_e32 v3, v8
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_mov_b32_e32 v10, s21
	v_fma_mixlo_f16 v3, v6, v3, 0 op_sel_hi:[1,0,0]
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_div_fixup_f16 v3, v3, v7, v6
	v_addc_co_u32_e32 v5, vcc, v10, v5, vcc
	global_store_short v[4:5], v3, off
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 4, v2
	v_cmp_lt_u32_e32 vcc, v4, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_mov_b32_e32 v3, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_xor_b32_e32 v3, 0x8000, v6
	global_store_short v[4:5], v3, off
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v4, 5, v2
	v_cmp_lt_u32_e32 vcc, v4, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_15
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_mov_b32_e32 v3, s21
	v_add_co_u32_e32 v4, vcc, s20, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_max_f16_e32 v3, v7, v7
	v_max_f16_e32 v10, v6, v6
	v_max_f16_e32 v3, v10, v3
	global_store_short v[4:5], v3, off
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 4
	v_mov_b32_e32 v3, s18
	v_alignbit_b32 v3, s19, v3, 2
	v_cmp_lt_u64_e32 vcc, s[18:19], v[4:5]
	v_cndmask_b32_e32 v3, -1, v3, vcc
	v_cmp_lt_u32_e32 vcc, v0, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e32 v4, vcc, s16, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_cvt_f16_f32_e32 v4, v1
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 6, v2
	v_cmp_lt_u32_e32 vcc, v2, v9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v1, s21
	v_add_co_u32_e32 v2, vcc, s20, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_store_short v[2:3], v4, off
.LBB0_19:
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x40
	s_mov_b32 s4, 0x5040100
	v_perm_b32 v1, v7, v6, s4
	v_pk_add_f16 v4, v1, v1
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s2
	v_alignbit_b32 v1, s3, v1, 2
	v_cmp_lt_u64_e32 vcc, s[2:3], v[2:3]
	v_lshlrev_b32_e32 v0, 1, v0
	v_cndmask_b32_e32 v3, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_21
	v_mov_b32_e32 v1, v2
	v_cvt_f32_f16_e32 v2, v4
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_store_dword v[6:7], v2, off
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v0, 1, v0
	v_cmp_lt_u32_e32 vcc, v0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_23
	v_mov_b32_e32 v3, 0x3800
	v_add_f16_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cvt_f32_f16_e32 v3, v3
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_sub_f32_e32 v2, v3, v8
	global_store_dword v[0:1], v2, off
.LBB0_23:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel main
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 12
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 64
    .name:           main
    .private_segment_fixed_size: 0
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
