	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 4
	v_mov_b32_e32 v2, v1
	v_lshl_or_b32 v0, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s2
	v_alignbit_b32 v4, s3, v4, 2
	v_cmp_lt_u64_e32 vcc, s[2:3], v[2:3]
	v_cndmask_b32_e32 v2, -1, v4, vcc
	v_cmp_lt_u32_e32 vcc, v0, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_47
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v6, v[4:5], off
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_mov_b64 s[2:3], exec
	v_mbcnt_lo_u32_b32 v4, s2, 0
	v_mbcnt_hi_u32_b32 v4, s3, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_3
	s_bcnt1_i32_b64 s2, s[2:3]
	v_mov_b32_e32 v5, s2
	s_waitcnt lgkmcnt(0)
	global_atomic_add v5, v1, v5, s[0:1] glc
.LBB0_3:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx8 s[8:15], s[4:5], 0x30
	s_load_dwordx4 s[16:19], s[4:5], 0x50
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 4
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
	v_alignbit_b32 v1, s11, v1, 2
	v_cmp_lt_u64_e32 vcc, s[10:11], v[8:9]
	v_cndmask_b32_e32 v1, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s7, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
	v_add_u32_e32 v1, s7, v4
	v_mov_b32_e32 v5, s9
	v_add_co_u32_e32 v4, vcc, s8, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_store_dword v[4:5], v1, off
.LBB0_5:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_6:
	s_ff1_i32_b64 s7, s[2:3]
	v_readlane_b32 s10, v6, s7
	s_lshl_b64 s[8:9], 1, s7
	s_add_i32 s6, s6, s10
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_6
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_9
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s6
	global_atomic_sub v1, v4, s[0:1] offset:4
.LBB0_9:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_10:
	s_ff1_i32_b64 s6, s[2:3]
	v_readlane_b32 s10, v6, s6
	s_lshl_b64 s[8:9], 1, s6
	s_max_u32 s7, s7, s10
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_10
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s7
	global_atomic_umax v1, v4, s[0:1] offset:8
.LBB0_13:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_mov_b32 s6, -1
.LBB0_14:
	s_ff1_i32_b64 s7, s[2:3]
	v_readlane_b32 s10, v6, s7
	s_lshl_b64 s[8:9], 1, s7
	s_min_u32 s6, s6, s10
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_14
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_17
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s6
	global_atomic_umin v1, v4, s[0:1] offset:12
.LBB0_17:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	v_or_b32_e32 v1, 0xfffff0ff, v6
	s_mov_b32 s7, -1
.LBB0_18:
	s_ff1_i32_b64 s6, s[2:3]
	v_readlane_b32 s10, v1, s6
	s_lshl_b64 s[8:9], 1, s6
	s_and_b32 s7, s7, s10
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_18
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_21
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s7
	global_atomic_and v1, v4, s[0:1] offset:16
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	v_and_b32_e32 v1, 0xf00000, v6
.LBB0_22:
	s_ff1_i32_b64 s7, s[2:3]
	v_readlane_b32 s10, v1, s7
	s_lshl_b64 s[8:9], 1, s7
	s_or_b32 s6, s6, s10
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_22
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_25
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s6
	global_atomic_or v1, v4, s[0:1] offset:20
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
.LBB0_26:
	s_ff1_i32_b64 s6, s[2:3]
	v_readlane_b32 s10, v6, s6
	s_lshl_b64 s[8:9], 1, s6
	s_xor_b32 s7, s7, s10
	s_andn2_b64 s[2:3], s[2:3], s[8:9]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_26
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_29
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s7
	global_atomic_xor v1, v4, s[0:1] offset:24
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s6, 1
.LBB0_30:
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s7, v6, s2
	s_lshl_b64 s[2:3], 1, s2
	s_max_i32 s6, s6, s7
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc1 .LBB0_30
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_33
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s6
	s_waitcnt lgkmcnt(0)
	global_atomic_smax v1, v4, s[0:1]
.LBB0_33:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_brev_b32 s5, -2
.LBB0_34:
	s_ff1_i32_b64 s4, s[2:3]
	v_readlane_b32 s8, v6, s4
	s_lshl_b64 s[6:7], 1, s4
	s_min_i32 s5, s5, s8
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_34
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_37
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s5
	s_waitcnt lgkmcnt(0)
	global_atomic_smin v1, v4, s[0:1] offset:4
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	v_ashrrev_i32_e32 v1, 8, v6
.LBB0_38:
	s_ff1_i32_b64 s5, s[2:3]
	v_readlane_b32 s8, v1, s5
	s_lshl_b64 s[6:7], 1, s5
	s_add_i32 s4, s4, s8
	s_andn2_b64 s[2:3], s[2:3], s[6:7]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_38
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_41
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s4
	s_waitcnt lgkmcnt(0)
	global_atomic_add v1, v4, s[0:1] offset:8
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 4
	v_mov_b32_e32 v1, s14
	v_alignbit_b32 v1, s15, v1, 2
	v_cmp_lt_u64_e32 vcc, s[14:15], v[4:5]
	v_cndmask_b32_e32 v1, -1, v1, vcc
	v_cmp_lt_u32_e32 vcc, v0, v1
	v_mov_b32_e32 v1, s13
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e64 v4, s[0:1], s12, v2
	v_addc_co_u32_e64 v5, s[0:1], v1, v3, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_43
	v_lshlrev_b32_e32 v1, 1, v6
	global_store_dword v[4:5], v1, off
.LBB0_43:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_45
	global_load_dword v1, v[4:5], off glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 1, v1
.LBB0_45:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 4
	v_mov_b32_e32 v6, s18
	v_alignbit_b32 v6, s19, v6, 2
	v_cmp_lt_u64_e32 vcc, s[18:19], v[4:5]
	v_cndmask_b32_e32 v4, -1, v6, vcc
	v_cmp_lt_u32_e32 vcc, v0, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_47
	v_mov_b32_e32 v0, s17
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
.LBB0_47:
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 20
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
