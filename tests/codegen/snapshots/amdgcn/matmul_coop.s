	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	main
	.p2align	8
	.type	main,@function
main:
	s_mov_b64 s[98:99], s[2:3]
	s_mov_b64 s[96:97], s[0:1]
	s_add_u32 s96, s96, s8
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	s_addc_u32 s97, s97, 0
	s_lshl_b32 s27, s7, 4
	s_lshl_b32 s28, s6, 4
	s_waitcnt lgkmcnt(0)
	s_load_dword s2, s[12:13], 0x8
	s_load_dwordx8 s[16:23], s[4:5], 0x0
	s_mov_b32 s25, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_13
	s_mov_b32 s3, s25
	s_mov_b32 s1, 2
	s_mov_b32 s0, s25
	s_lshl_b64 s[4:5], s[2:3], 2
	v_pk_mov_b32 v[0:1], s[0:1], s[0:1] op_sel:[0,1]
	s_add_u32 s0, s16, s4
	s_addc_u32 s1, s17, s5
	s_lshl_b64 s[6:7], s[2:3], 3
	v_writelane_b32 v142, s0, 0
	s_add_u32 s14, s0, s4
	v_writelane_b32 v142, s1, 1
	s_addc_u32 s15, s1, s5
	v_writelane_b32 v142, s14, 2
	s_add_u32 s1, s14, s6
	v_writelane_b32 v142, s1, 3
	v_writelane_b32 v142, s15, 4
	s_addc_u32 s1, s15, s7
	s_lshl_b64 s[14:15], s[2:3], 1
	v_writelane_b32 v142, s1, 5
	s_or_b32 s3, s14, 1
	s_mul_i32 s0, s2, 6
	v_writelane_b32 v142, s3, 6
	s_or_b32 s3, s4, 1
	v_writelane_b32 v142, s3, 7
	s_or_b32 s0, s0, 1
	s_mul_i32 s1, s2, 10
	v_writelane_b32 v142, s0, 8
	s_or_b32 s0, s6, 1
	v_mov_b32_e32 v2, s18
	v_cmp_lt_u64_e32 vcc, s[18:19], v[0:1]
	s_mul_i32 s18, s2, 12
	v_writelane_b32 v142, s0, 9
	s_or_b32 s0, s1, 1
	v_alignbit_b32 v2, s19, v2, 1
	s_mul_i32 s19, s2, 14
	v_writelane_b32 v142, s0, 10
	s_or_b32 s0, s18, 1
	v_writelane_b32 v142, s0, 11
	s_or_b32 s0, s19, 1
	v_writelane_b32 v142, s0, 12
	s_or_b32 s0, s4, 2
	v_cndmask_b32_e32 v8, -1, v2, vcc
	v_writelane_b32 v142, s0, 13
	s_or_b32 s0, s6, 2
	v_mov_b32_e32 v2, s22
	v_mov_b32_e32 v9, 0
	v_writelane_b32 v142, s0, 14
	s_or_b32 s0, s18, 2
	v_alignbit_b32 v2, s23, v2, 1
	v_cmp_lt_u64_e32 vcc, s[22:23], v[0:1]
	v_writelane_b32 v142, s0, 15
	s_or_b32 s0, s6, 3
	v_cndmask_b32_e32 v0, -1, v2, vcc
	v_mov_b32_e32 v1, v9
	v_writelane_b32 v142, s0, 16
	s_or_b32 s0, s18, 3
	s_load_dword s18, s[12:13], 0x4
	buffer_store_dword v0, off, s[96:99], 0 offset:2864
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2868
	v_mov_b32_e32 v0, v9
	v_writelane_b32 v142, s0, 17
	s_or_b32 s0, s6, 4
	v_writelane_b32 v142, s0, 18
	s_or_b32 s0, s6, 5
	s_mov_b32 s19, s25
	s_or_b32 s4, s4, 3
	v_writelane_b32 v142, s0, 19
	s_or_b32 s0, s6, 6
	s_or_b32 s6, s6, 7
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[22:23], s[18:19], 2
	s_add_u32 s88, s20, s22
	s_addc_u32 s93, s21, s23
	s_lshl_b64 s[34:35], s[18:19], 3
	s_add_u32 s94, s88, s22
	s_addc_u32 s3, s93, s23
	v_writelane_b32 v142, s0, 20
	s_add_u32 s1, s94, s34
	v_writelane_b32 v142, s1, 21
	s_addc_u32 s1, s3, s35
	v_writelane_b32 v142, s1, 22
	s_or_b32 s30, s22, 1
	v_writelane_b32 v142, s30, 23
	s_mov_b32 s30, s23
	s_mul_i32 s0, s18, 6
	v_writelane_b32 v142, s30, 24
	s_or_b32 s30, s22, 2
	v_writelane_b32 v142, s30, 25
	s_or_b32 s0, s0, 1
	v_writelane_b32 v142, s0, 26
	s_or_b32 s0, s34, 1
	v_writelane_b32 v142, s0, 27
	s_mov_b32 s0, s35
	v_writelane_b32 v142, s0, 28
	s_or_b32 s0, s34, 2
	v_writelane_b32 v142, s0, 29
	s_or_b32 s0, s34, 3
	v_writelane_b32 v142, s0, 30
	s_or_b32 s0, s34, 4
	v_writelane_b32 v142, s0, 31
	s_mov_b32 s0, s35
	v_writelane_b32 v142, s0, 32
	s_or_b32 s0, s34, 5
	v_writelane_b32 v142, s0, 33
	s_mov_b32 s0, s35
	s_mul_i32 s1, s18, 10
	v_writelane_b32 v142, s0, 34
	s_or_b32 s0, s34, 6
	s_mul_i32 s24, s18, 12
	v_writelane_b32 v142, s0, 35
	s_or_b32 s0, s1, 1
	v_writelane_b32 v142, s0, 36
	s_or_b32 s0, s24, 1
	v_writelane_b32 v142, s0, 37
	s_or_b32 s0, s24, 2
	s_mul_hi_u32 s29, s18, 12
	v_writelane_b32 v142, s0, 38
	v_writelane_b32 v142, s29, 39
	s_or_b32 s0, s24, 3
	s_mul_i32 s26, s18, 14
	v_writelane_b32 v142, s0, 40
	v_writelane_b32 v142, s29, 41
	s_or_b32 s0, s26, 1
	v_writelane_b32 v142, s0, 42
	s_mov_b32 s0, s35
	v_writelane_b32 v142, s0, 43
	v_writelane_b32 v142, s0, 44
	v_writelane_b32 v142, s0, 45
	s_mov_b32 s0, s23
	s_lshl_b64 s[36:37], s[18:19], 1
	v_writelane_b32 v142, s0, 46
	s_mov_b32 s0, s37
	v_writelane_b32 v142, s0, 47
	s_or_b32 s0, s36, 1
	v_writelane_b32 v142, s0, 48
	v_writelane_b32 v142, s28, 49
	s_mov_b32 s0, s7
	v_writelane_b32 v142, s0, 50
	v_accvgpr_write_b32 a93, v0
	v_accvgpr_write_b32 a91, v1
	v_accvgpr_write_b32 a89, v0
	v_accvgpr_write_b32 a87, v1
	v_accvgpr_write_b32 a85, v0
	v_accvgpr_write_b32 a81, v1
	v_accvgpr_write_b32 a79, v0
	v_accvgpr_write_b32 a77, v1
	v_accvgpr_write_b32 a75, v0
	v_accvgpr_write_b32 a73, v1
	v_accvgpr_write_b32 a71, v0
	v_accvgpr_write_b32 a69, v1
	v_accvgpr_write_b32 a67, v0
	v_accvgpr_write_b32 a65, v1
	buffer_store_dword v0, off, s[96:99], 0 offset:360
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:364
	buffer_store_dword v0, off, s[96:99], 0 offset:352
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:356
	buffer_store_dword v0, off, s[96:99], 0 offset:344
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:348
	buffer_store_dword v0, off, s[96:99], 0 offset:336
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:340
	buffer_store_dword v0, off, s[96:99], 0 offset:328
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:332
	buffer_store_dword v0, off, s[96:99], 0 offset:320
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:324
	buffer_store_dword v0, off, s[96:99], 0 offset:312
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:316
	buffer_store_dword v0, off, s[96:99], 0 offset:304
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:308
	buffer_store_dword v0, off, s[96:99], 0 offset:296
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:300
	buffer_store_dword v0, off, s[96:99], 0 offset:288
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:292
	buffer_store_dword v0, off, s[96:99], 0 offset:280
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:284
	buffer_store_dword v0, off, s[96:99], 0 offset:272
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:276
	buffer_store_dword v0, off, s[96:99], 0 offset:264
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:268
	buffer_store_dword v0, off, s[96:99], 0 offset:256
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:260
	buffer_store_dword v0, off, s[96:99], 0 offset:248
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:252
	buffer_store_dword v0, off, s[96:99], 0 offset:240
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:244
	buffer_store_dword v0, off, s[96:99], 0 offset:232
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:236
	buffer_store_dword v0, off, s[96:99], 0 offset:224
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:228
	buffer_store_dword v0, off, s[96:99], 0 offset:216
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:220
	buffer_store_dword v0, off, s[96:99], 0 offset:208
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:212
	buffer_store_dword v0, off, s[96:99], 0 offset:200
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:204
	buffer_store_dword v0, off, s[96:99], 0 offset:192
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:196
	buffer_store_dword v0, off, s[96:99], 0 offset:184
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:188
	buffer_store_dword v0, off, s[96:99], 0 offset:176
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:180
	buffer_store_dword v0, off, s[96:99], 0 offset:168
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:172
	buffer_store_dword v0, off, s[96:99], 0 offset:160
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:164
	buffer_store_dword v0, off, s[96:99], 0 offset:152
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:156
	buffer_store_dword v0, off, s[96:99], 0 offset:144
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:148
	buffer_store_dword v0, off, s[96:99], 0 offset:136
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:140
	buffer_store_dword v0, off, s[96:99], 0 offset:128
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:132
	buffer_store_dword v0, off, s[96:99], 0 offset:120
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:124
	buffer_store_dword v0, off, s[96:99], 0 offset:112
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:116
	buffer_store_dword v0, off, s[96:99], 0 offset:104
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:108
	v_writelane_b32 v142, s0, 51
	v_writelane_b32 v142, s0, 52
	s_mul_hi_u32 s0, s2, 12
	v_writelane_b32 v142, s0, 53
	s_mov_b32 s1, s7
	v_writelane_b32 v142, s1, 54
	v_writelane_b32 v142, s0, 55
	s_mov_b32 s0, s7
	v_writelane_b32 v142, s0, 56
	s_mov_b32 s0, s5
	v_writelane_b32 v142, s0, 57
	s_mov_b32 s0, s7
	v_writelane_b32 v142, s0, 58
	s_mov_b32 s0, s5
	v_writelane_b32 v142, s0, 59
	s_mov_b32 s0, s15
	v_writelane_b32 v142, s0, 60
	s_or_b32 s22, s22, 3
	s_or_b32 s34, s34, 7
	s_lshl_b32 s95, s18, 4
	v_mov_b32_e32 v216, v9
	v_mov_b32_e32 v217, v9
	v_mov_b32_e32 v210, v9
	v_mov_b32_e32 v211, v9
	v_mov_b32_e32 v212, v9
	v_mov_b32_e32 v213, v9
	v_mov_b32_e32 v138, v9
	v_mov_b32_e32 v139, v9
	v_mov_b32_e32 v208, v9
	v_mov_b32_e32 v209, v9
	v_mov_b32_e32 v198, v9
	v_mov_b32_e32 v199, v9
	v_mov_b32_e32 v196, v9
	v_mov_b32_e32 v197, v9
	buffer_store_dword v0, off, s[96:99], 0 offset:96
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:100
	buffer_store_dword v0, off, s[96:99], 0 offset:88
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:92
	buffer_store_dword v0, off, s[96:99], 0 offset:80
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:84
	buffer_store_dword v0, off, s[96:99], 0 offset:72
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:76
	buffer_store_dword v0, off, s[96:99], 0 offset:64
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:68
	buffer_store_dword v0, off, s[96:99], 0 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:60
	buffer_store_dword v0, off, s[96:99], 0 offset:48
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:52
	v_mov_b32_e32 v194, v9
	v_mov_b32_e32 v195, v9
	v_mov_b32_e32 v192, v9
	v_mov_b32_e32 v193, v9
	v_mov_b32_e32 v190, v9
	v_mov_b32_e32 v191, v9
	v_mov_b32_e32 v188, v9
	v_mov_b32_e32 v189, v9
	v_mov_b32_e32 v186, v9
	v_mov_b32_e32 v187, v9
	v_mov_b32_e32 v184, v9
	v_mov_b32_e32 v185, v9
	v_mov_b32_e32 v182, v9
	v_mov_b32_e32 v183, v9
	v_mov_b32_e32 v140, v9
	v_mov_b32_e32 v141, v9
	v_accvgpr_write_b32 a98, v9
	v_accvgpr_write_b32 a99, v9
	v_mov_b32_e32 v136, v9
	v_mov_b32_e32 v137, v9
	v_mov_b32_e32 v134, v9
	v_mov_b32_e32 v135, v9
	v_mov_b32_e32 v132, v9
	v_mov_b32_e32 v133, v9
	v_mov_b32_e32 v130, v9
	v_mov_b32_e32 v131, v9
	v_mov_b32_e32 v128, v9
	v_mov_b32_e32 v129, v9
	v_mov_b32_e32 v126, v9
	v_mov_b32_e32 v127, v9
	v_mov_b32_e32 v124, v9
	v_mov_b32_e32 v125, v9
	v_mov_b32_e32 v122, v9
	v_mov_b32_e32 v123, v9
	v_mov_b32_e32 v120, v9
	v_mov_b32_e32 v121, v9
	v_mov_b32_e32 v118, v9
	v_mov_b32_e32 v119, v9
	v_mov_b32_e32 v144, v9
	v_mov_b32_e32 v145, v9
	v_mov_b32_e32 v108, v9
	v_mov_b32_e32 v109, v9
	v_mov_b32_e32 v106, v9
	v_mov_b32_e32 v107, v9
	v_mov_b32_e32 v104, v9
	v_mov_b32_e32 v105, v9
	v_mov_b32_e32 v102, v9
	v_mov_b32_e32 v103, v9
	v_mov_b32_e32 v100, v9
	v_mov_b32_e32 v101, v9
	v_mov_b32_e32 v98, v9
	v_mov_b32_e32 v99, v9
	v_mov_b32_e32 v244, v9
	v_mov_b32_e32 v245, v9
	v_mov_b32_e32 v214, v9
	v_mov_b32_e32 v215, v9
	v_mov_b32_e32 v90, v9
	v_mov_b32_e32 v91, v9
	v_mov_b32_e32 v88, v9
	v_mov_b32_e32 v89, v9
	v_mov_b32_e32 v64, v9
	v_mov_b32_e32 v65, v9
	v_mov_b32_e32 v62, v9
	v_mov_b32_e32 v63, v9
	v_mov_b32_e32 v242, v9
	v_mov_b32_e32 v243, v9
	v_mov_b32_e32 v58, v9
	v_mov_b32_e32 v59, v9
	v_mov_b32_e32 v56, v9
	v_mov_b32_e32 v57, v9
	v_mov_b32_e32 v54, v9
	v_mov_b32_e32 v55, v9
	v_mov_b32_e32 v52, v9
	v_mov_b32_e32 v53, v9
	v_mov_b32_e32 v48, v9
	v_mov_b32_e32 v49, v9
	v_mov_b32_e32 v228, v9
	v_mov_b32_e32 v229, v9
	v_accvgpr_write_b32 a103, v0
	v_accvgpr_write_b32 a101, v1
	v_accvgpr_write_b32 a97, v0
	v_accvgpr_write_b32 a95, v1
	v_accvgpr_write_b32 a251, v0
	v_accvgpr_write_b32 a249, v1
	v_accvgpr_write_b32 a247, v0
	v_accvgpr_write_b32 a143, v1
	v_accvgpr_write_b32 a127, v0
	v_accvgpr_write_b32 a125, v1
	v_accvgpr_write_b32 a123, v0
	v_accvgpr_write_b32 a121, v1
	v_accvgpr_write_b32 a119, v0
	v_accvgpr_write_b32 a117, v1
	v_accvgpr_write_b32 a115, v0
	v_accvgpr_write_b32 a113, v1
	v_accvgpr_write_b32 a111, v0
	v_accvgpr_write_b32 a109, v1
	v_accvgpr_write_b32 a107, v0
	v_accvgpr_write_b32 a105, v1
	buffer_store_dword v0, off, s[96:99], 0 offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:28
	buffer_store_dword v0, off, s[96:99], 0 offset:40
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:44
	buffer_store_dword v0, off, s[96:99], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:12
	v_mov_b32_e32 v44, v9
	v_mov_b32_e32 v45, v9
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v43, v9
	v_mov_b32_e32 v38, v9
	v_mov_b32_e32 v39, v9
	v_mov_b32_e32 v40, v9
	v_mov_b32_e32 v41, v9
	v_mov_b32_e32 v200, v9
	v_mov_b32_e32 v201, v9
	v_mov_b32_e32 v34, v9
	v_mov_b32_e32 v35, v9
	v_mov_b32_e32 v30, v9
	v_mov_b32_e32 v31, v9
	v_mov_b32_e32 v28, v9
	v_mov_b32_e32 v29, v9
	v_mov_b32_e32 v26, v9
	v_mov_b32_e32 v27, v9
	v_mov_b32_e32 v24, v9
	v_mov_b32_e32 v25, v9
	v_mov_b32_e32 v22, v9
	v_mov_b32_e32 v23, v9
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v17, v9
	buffer_store_dword v0, off, s[96:99], 0 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:36
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v32, v9
	v_mov_b32_e32 v33, v9
	s_mov_b32 s38, s28
	s_mul_i32 s48, s18, 15
	s_mul_hi_u32 s89, s18, 15
	s_mul_i32 s90, s2, 15
	s_mul_hi_u32 s91, s2, 15
	v_writelane_b32 v142, s27, 61
	s_mul_i32 s92, s2, s27
	s_mov_b32 s33, 0
	buffer_store_dword v0, off, s[96:99], 0
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:4
	buffer_store_dword v0, off, s[96:99], 0 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:20
	v_accvgpr_write_b32 a255, v0
	v_accvgpr_write_b32 a253, v1
.LBB0_2:
	s_add_i32 s24, s92, s33
	s_add_u32 s26, s90, s24
	s_addc_u32 s27, s91, 0
	s_add_u32 s0, s26, 15
	s_addc_u32 s1, s27, 0
	v_cmp_ge_u64_e64 s[0:1], s[0:1], v[8:9]
	s_and_b64 vcc, exec, s[0:1]
	buffer_store_dword v6, off, s[96:99], 0 offset:368
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[96:99], 0 offset:372
	buffer_store_dword v34, off, s[96:99], 0 offset:376
	s_waitcnt vmcnt(0)
	buffer_store_dword v35, off, s[96:99], 0 offset:380
	buffer_store_dword v200, off, s[96:99], 0 offset:384
	s_waitcnt vmcnt(0)
	buffer_store_dword v201, off, s[96:99], 0 offset:388
	buffer_store_dword v4, off, s[96:99], 0 offset:392
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[96:99], 0 offset:396
	buffer_store_dword v40, off, s[96:99], 0 offset:424
	s_waitcnt vmcnt(0)
	buffer_store_dword v41, off, s[96:99], 0 offset:428
	buffer_store_dword v38, off, s[96:99], 0 offset:440
	s_waitcnt vmcnt(0)
	buffer_store_dword v39, off, s[96:99], 0 offset:444
	buffer_store_dword v48, off, s[96:99], 0 offset:448
	s_waitcnt vmcnt(0)
	buffer_store_dword v49, off, s[96:99], 0 offset:452
	buffer_store_dword v42, off, s[96:99], 0 offset:456
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[96:99], 0 offset:460
	buffer_store_dword v228, off, s[96:99], 0 offset:464
	s_waitcnt vmcnt(0)
	buffer_store_dword v229, off, s[96:99], 0 offset:468
	buffer_store_dword v52, off, s[96:99], 0 offset:472
	s_waitcnt vmcnt(0)
	buffer_store_dword v53, off, s[96:99], 0 offset:476
	buffer_store_dword v54, off, s[96:99], 0 offset:480
	s_waitcnt vmcnt(0)
	buffer_store_dword v55, off, s[96:99], 0 offset:484
	buffer_store_dword v44, off, s[96:99], 0 offset:496
	s_waitcnt vmcnt(0)
	buffer_store_dword v45, off, s[96:99], 0 offset:500
	buffer_store_dword v56, off, s[96:99], 0 offset:504
	s_waitcnt vmcnt(0)
	buffer_store_dword v57, off, s[96:99], 0 offset:508
	buffer_store_dword v88, off, s[96:99], 0 offset:552
	s_waitcnt vmcnt(0)
	buffer_store_dword v89, off, s[96:99], 0 offset:556
	buffer_store_dword v90, off, s[96:99], 0 offset:560
	s_waitcnt vmcnt(0)
	buffer_store_dword v91, off, s[96:99], 0 offset:564
	buffer_store_dword v214, off, s[96:99], 0 offset:568
	s_waitcnt vmcnt(0)
	buffer_store_dword v215, off, s[96:99], 0 offset:572
	buffer_store_dword v244, off, s[96:99], 0 offset:576
	s_waitcnt vmcnt(0)
	buffer_store_dword v245, off, s[96:99], 0 offset:580
	buffer_store_dword v98, off, s[96:99], 0 offset:584
	s_waitcnt vmcnt(0)
	buffer_store_dword v99, off, s[96:99], 0 offset:588
	buffer_store_dword v100, off, s[96:99], 0 offset:592
	s_waitcnt vmcnt(0)
	buffer_store_dword v101, off, s[96:99], 0 offset:596
	buffer_store_dword v102, off, s[96:99], 0 offset:600
	s_waitcnt vmcnt(0)
	buffer_store_dword v103, off, s[96:99], 0 offset:604
	buffer_store_dword v104, off, s[96:99], 0 offset:608
	s_waitcnt vmcnt(0)
	buffer_store_dword v105, off, s[96:99], 0 offset:612
	buffer_store_dword v106, off, s[96:99], 0 offset:616
	s_waitcnt vmcnt(0)
	buffer_store_dword v107, off, s[96:99], 0 offset:620
	buffer_store_dword v108, off, s[96:99], 0 offset:624
	s_waitcnt vmcnt(0)
	buffer_store_dword v109, off, s[96:99], 0 offset:628
	buffer_store_dword v144, off, s[96:99], 0 offset:632
	s_waitcnt vmcnt(0)
	buffer_store_dword v145, off, s[96:99], 0 offset:636
	buffer_store_dword v184, off, s[96:99], 0 offset:680
	s_waitcnt vmcnt(0)
	buffer_store_dword v185, off, s[96:99], 0 offset:684
	buffer_store_dword v186, off, s[96:99], 0 offset:688
	s_waitcnt vmcnt(0)
	buffer_store_dword v187, off, s[96:99], 0 offset:692
	buffer_store_dword v188, off, s[96:99], 0 offset:696
	s_waitcnt vmcnt(0)
	buffer_store_dword v189, off, s[96:99], 0 offset:700
	buffer_store_dword v190, off, s[96:99], 0 offset:704
	s_waitcnt vmcnt(0)
	buffer_store_dword v191, off, s[96:99], 0 offset:708
	buffer_store_dword v10, off, s[96:99], 0 offset:400
	s_waitcnt vmcnt(0)
	buffer_store_dword v11, off, s[96:99], 0 offset:404
	buffer_store_dword v12, off, s[96:99], 0 offset:408
	s_waitcnt vmcnt(0)
	buffer_store_dword v13, off, s[96:99], 0 offset:412
	buffer_store_dword v14, off, s[96:99], 0 offset:416
	s_waitcnt vmcnt(0)
	buffer_store_dword v15, off, s[96:99], 0 offset:420
	buffer_store_dword v16, off, s[96:99], 0 offset:432
	s_waitcnt vmcnt(0)
	buffer_store_dword v17, off, s[96:99], 0 offset:436
	buffer_store_dword v32, off, s[96:99], 0 offset:488
	s_waitcnt vmcnt(0)
	buffer_store_dword v33, off, s[96:99], 0 offset:492
	buffer_store_dword v22, off, s[96:99], 0 offset:512
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[96:99], 0 offset:516
	buffer_store_dword v24, off, s[96:99], 0 offset:520
	s_waitcnt vmcnt(0)
	buffer_store_dword v25, off, s[96:99], 0 offset:524
	buffer_store_dword v26, off, s[96:99], 0 offset:528
	s_waitcnt vmcnt(0)
	buffer_store_dword v27, off, s[96:99], 0 offset:532
	buffer_store_dword v28, off, s[96:99], 0 offset:536
	s_waitcnt vmcnt(0)
	buffer_store_dword v29, off, s[96:99], 0 offset:540
	buffer_store_dword v30, off, s[96:99], 0 offset:544
	s_waitcnt vmcnt(0)
	buffer_store_dword v31, off, s[96:99], 0 offset:548
	buffer_store_dword v58, off, s[96:99], 0 offset:640
	s_waitcnt vmcnt(0)
	buffer_store_dword v59, off, s[96:99], 0 offset:644
	buffer_store_dword v242, off, s[96:99], 0 offset:648
	s_waitcnt vmcnt(0)
	buffer_store_dword v243, off, s[96:99], 0 offset:652
	buffer_store_dword v62, off, s[96:99], 0 offset:656
	s_waitcnt vmcnt(0)
	buffer_store_dword v63, off, s[96:99], 0 offset:660
	buffer_store_dword v64, off, s[96:99], 0 offset:664
	s_waitcnt vmcnt(0)
	buffer_store_dword v65, off, s[96:99], 0 offset:668
	buffer_store_dword v118, off, s[96:99], 0 offset:672
	s_waitcnt vmcnt(0)
	buffer_store_dword v119, off, s[96:99], 0 offset:676
	buffer_store_dword v120, off, s[96:99], 0 offset:712
	s_waitcnt vmcnt(0)
	buffer_store_dword v121, off, s[96:99], 0 offset:716
	buffer_store_dword v122, off, s[96:99], 0 offset:720
	s_waitcnt vmcnt(0)
	buffer_store_dword v123, off, s[96:99], 0 offset:724
	buffer_store_dword v124, off, s[96:99], 0 offset:728
	s_waitcnt vmcnt(0)
	buffer_store_dword v125, off, s[96:99], 0 offset:732
	buffer_store_dword v126, off, s[96:99], 0 offset:736
	s_waitcnt vmcnt(0)
	buffer_store_dword v127, off, s[96:99], 0 offset:740
	buffer_store_dword v128, off, s[96:99], 0 offset:744
	s_waitcnt vmcnt(0)
	buffer_store_dword v129, off, s[96:99], 0 offset:748
	buffer_store_dword v130, off, s[96:99], 0 offset:752
	s_waitcnt vmcnt(0)
	buffer_store_dword v131, off, s[96:99], 0 offset:756
	buffer_store_dword v132, off, s[96:99], 0 offset:760
	s_waitcnt vmcnt(0)
	buffer_store_dword v133, off, s[96:99], 0 offset:764
	buffer_store_dword v134, off, s[96:99], 0 offset:768
	s_waitcnt vmcnt(0)
	buffer_store_dword v135, off, s[96:99], 0 offset:772
	buffer_store_dword v136, off, s[96:99], 0 offset:776
	s_waitcnt vmcnt(0)
	buffer_store_dword v137, off, s[96:99], 0 offset:780
	s_cbranch_vccnz .LBB0_4
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s30, s16, s28
	s_addc_u32 s31, s17, s29
	global_load_dwordx4 v[10:13], v9, s[30:31] offset:16
	global_load_dwordx4 v[54:57], v9, s[30:31]
	s_add_u32 s30, s24, s2
	s_addc_u32 s31, 0, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s41
	v_readlane_b32 s39, v142, 0
	global_load_dwordx4 v[14:17], v9, s[40:41] offset:16
	global_load_dwordx4 v[58:61], v9, s[40:41]
	s_add_u32 s40, s39, s28
	v_readlane_b32 s39, v142, 1
	s_addc_u32 s41, s39, s29
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	global_load_dwordx4 v[18:21], v9, s[40:41] offset:16
	global_load_dwordx4 v[62:65], v9, s[40:41]
	s_lshl_b64 s[40:41], s[30:31], 1
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s41
	v_readlane_b32 s39, v142, 2
	global_load_dwordx4 v[22:25], v9, s[40:41] offset:16
	global_load_dwordx4 v[66:69], v9, s[40:41]
	s_add_u32 s40, s39, s28
	v_readlane_b32 s39, v142, 4
	s_addc_u32 s41, s39, s29
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	global_load_dwordx4 v[26:29], v9, s[40:41] offset:16
	global_load_dwordx4 v[70:73], v9, s[40:41]
	s_lshl_b64 s[40:41], s[30:31], 1
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s41
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	global_load_dwordx4 v[30:33], v9, s[40:41] offset:16
	global_load_dwordx4 v[74:77], v9, s[40:41]
	s_lshl_b64 s[40:41], s[30:31], 1
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s41
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	global_load_dwordx4 v[118:121], v9, s[40:41] offset:16
	global_load_dwordx4 v[78:81], v9, s[40:41]
	s_lshl_b64 s[40:41], s[30:31], 1
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s41
	v_readlane_b32 s39, v142, 3
	s_add_u32 s28, s39, s28
	v_readlane_b32 s39, v142, 5
	s_addc_u32 s29, s39, s29
	global_load_dwordx4 v[146:149], v9, s[40:41] offset:16
	global_load_dwordx4 v[82:85], v9, s[40:41]
	global_load_dwordx4 v[150:153], v9, s[28:29] offset:16
	global_load_dwordx4 v[86:89], v9, s[28:29]
	s_add_u32 s28, s30, s14
	s_addc_u32 s29, s31, s15
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	s_add_u32 s28, s28, s2
	s_addc_u32 s29, s29, 0
	global_load_dwordx4 v[154:157], v9, s[30:31] offset:16
	global_load_dwordx4 v[90:93], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	s_add_u32 s28, s28, s2
	s_addc_u32 s29, s29, 0
	global_load_dwordx4 v[158:161], v9, s[30:31] offset:16
	global_load_dwordx4 v[94:97], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	s_add_u32 s28, s28, s2
	s_addc_u32 s29, s29, 0
	global_load_dwordx4 v[162:165], v9, s[30:31] offset:16
	global_load_dwordx4 v[98:101], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	s_add_u32 s28, s28, s2
	s_addc_u32 s29, s29, 0
	global_load_dwordx4 v[166:169], v9, s[30:31] offset:16
	global_load_dwordx4 v[102:105], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	s_add_u32 s28, s28, s2
	s_addc_u32 s29, s29, 0
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s16, s28
	s_addc_u32 s29, s17, s29
	global_load_dwordx4 v[170:173], v9, s[30:31] offset:16
	global_load_dwordx4 v[106:109], v9, s[30:31]
	global_load_dwordx4 v[174:177], v9, s[28:29] offset:16
	global_load_dwordx4 v[110:113], v9, s[28:29]
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s28, s16, s28
	s_addc_u32 s29, s17, s29
	global_load_dwordx4 v[178:181], v9, s[28:29] offset:16
	global_load_dwordx4 v[114:117], v9, s[28:29]
	s_waitcnt vmcnt(30)
	v_and_b32_e32 v0, 0xffff, v54
	s_waitcnt vmcnt(28)
	v_lshl_or_b32 v42, v58, 16, v0
	s_waitcnt vmcnt(26)
	v_and_b32_e32 v0, 0xffff, v62
	s_waitcnt vmcnt(24)
	v_lshl_or_b32 v43, v66, 16, v0
	s_waitcnt vmcnt(23)
	v_and_b32_e32 v2, 0xffff, v29
	s_waitcnt vmcnt(22)
	v_and_b32_e32 v0, 0xffff, v70
	s_waitcnt vmcnt(21)
	v_lshl_or_b32 v2, v33, 16, v2
	s_waitcnt vmcnt(20)
	v_lshl_or_b32 v44, v74, 16, v0
	s_waitcnt vmcnt(19)
	v_and_b32_e32 v3, 0xffff, v121
	s_waitcnt vmcnt(18)
	v_and_b32_e32 v0, 0xffff, v78
	s_waitcnt vmcnt(17)
	v_lshl_or_b32 v3, v149, 16, v3
	s_waitcnt vmcnt(16)
	v_lshl_or_b32 v45, v82, 16, v0
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v0, 0xffff, v86
	v_and_b32_e32 v4, 0xffff, v153
	s_waitcnt vmcnt(13)
	v_lshl_or_b32 v4, v157, 16, v4
	s_waitcnt vmcnt(12)
	v_lshl_or_b32 v46, v90, 16, v0
	s_waitcnt vmcnt(11)
	v_and_b32_e32 v5, 0xffff, v161
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v0, 0xffff, v94
	s_waitcnt vmcnt(9)
	v_lshl_or_b32 v5, v165, 16, v5
	s_waitcnt vmcnt(8)
	v_lshl_or_b32 v47, v98, 16, v0
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v6, 0xffff, v169
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v0, 0xffff, v102
	s_waitcnt vmcnt(5)
	v_lshl_or_b32 v6, v173, 16, v6
	s_waitcnt vmcnt(4)
	v_lshl_or_b32 v48, v106, 16, v0
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v0, 0xffff, v110
	v_and_b32_e32 v7, 0xffff, v177
	s_waitcnt vmcnt(1)
	v_lshl_or_b32 v7, v181, 16, v7
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v49, v114, 16, v0
	v_lshrrev_b32_e32 v0, 16, v58
	v_mov_b32_e32 v58, 0xffff
	v_and_b32_sdwa v1, v58, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v200, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v66
	v_and_b32_sdwa v1, v58, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v201, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v74
	v_and_b32_sdwa v1, v58, v70 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v202, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v82
	v_and_b32_sdwa v1, v58, v78 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v203, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v90
	v_and_b32_sdwa v1, v58, v86 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v204, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v98
	v_and_b32_sdwa v1, v58, v94 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v205, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v106
	v_and_b32_sdwa v1, v58, v102 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v206, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v114
	v_and_b32_sdwa v1, v58, v110 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v207, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v55
	v_lshl_or_b32 v218, v59, 16, v0
	v_and_b32_e32 v0, 0xffff, v63
	v_lshl_or_b32 v219, v67, 16, v0
	v_and_b32_e32 v0, 0xffff, v71
	v_lshl_or_b32 v220, v75, 16, v0
	v_and_b32_e32 v0, 0xffff, v79
	v_lshl_or_b32 v221, v83, 16, v0
	v_and_b32_e32 v0, 0xffff, v87
	v_lshl_or_b32 v222, v91, 16, v0
	v_and_b32_e32 v0, 0xffff, v95
	v_lshl_or_b32 v223, v99, 16, v0
	v_and_b32_e32 v0, 0xffff, v103
	v_lshl_or_b32 v224, v107, 16, v0
	v_and_b32_e32 v0, 0xffff, v111
	v_lshl_or_b32 v225, v115, 16, v0
	v_lshrrev_b32_e32 v0, 16, v59
	v_and_b32_sdwa v1, v58, v55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v226, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v67
	v_and_b32_sdwa v1, v58, v63 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v227, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v75
	v_and_b32_sdwa v1, v58, v71 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v228, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v83
	v_and_b32_sdwa v1, v58, v79 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v229, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v91
	v_and_b32_sdwa v1, v58, v87 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v230, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v99
	v_and_b32_sdwa v1, v58, v95 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v231, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v107
	v_and_b32_sdwa v1, v58, v103 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v232, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v115
	v_and_b32_sdwa v1, v58, v111 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v233, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v56
	v_lshl_or_b32 v234, v60, 16, v0
	v_and_b32_e32 v0, 0xffff, v64
	v_lshl_or_b32 v235, v68, 16, v0
	v_and_b32_e32 v0, 0xffff, v72
	v_lshl_or_b32 v236, v76, 16, v0
	v_and_b32_e32 v0, 0xffff, v80
	v_lshl_or_b32 v237, v84, 16, v0
	v_and_b32_e32 v0, 0xffff, v88
	v_lshl_or_b32 v238, v92, 16, v0
	v_and_b32_e32 v0, 0xffff, v96
	v_lshl_or_b32 v239, v100, 16, v0
	v_and_b32_e32 v0, 0xffff, v104
	v_lshl_or_b32 v240, v108, 16, v0
	v_and_b32_e32 v0, 0xffff, v112
	v_lshl_or_b32 v241, v116, 16, v0
	v_lshrrev_b32_e32 v0, 16, v60
	v_and_b32_sdwa v1, v58, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v242, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v68
	v_and_b32_sdwa v1, v58, v64 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v243, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v76
	v_and_b32_sdwa v1, v58, v72 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v244, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v84
	v_and_b32_sdwa v1, v58, v80 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v245, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v92
	v_and_b32_sdwa v1, v58, v88 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v246, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v100
	v_and_b32_sdwa v1, v58, v96 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v247, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v108
	v_and_b32_sdwa v1, v58, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v248, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v116
	v_and_b32_sdwa v1, v58, v112 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v249, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v57
	v_lshl_or_b32 v184, v61, 16, v0
	v_and_b32_e32 v0, 0xffff, v65
	v_lshl_or_b32 v185, v69, 16, v0
	v_and_b32_e32 v0, 0xffff, v73
	v_lshl_or_b32 v186, v77, 16, v0
	v_and_b32_e32 v0, 0xffff, v81
	v_lshl_or_b32 v187, v85, 16, v0
	v_and_b32_e32 v0, 0xffff, v89
	v_lshl_or_b32 v188, v93, 16, v0
	v_and_b32_e32 v0, 0xffff, v97
	v_lshl_or_b32 v189, v101, 16, v0
	v_and_b32_e32 v0, 0xffff, v105
	v_lshl_or_b32 v190, v109, 16, v0
	v_and_b32_e32 v0, 0xffff, v113
	v_lshl_or_b32 v191, v117, 16, v0
	v_accvgpr_write_b32 a24, v184
	v_lshrrev_b32_e32 v0, 16, v61
	v_and_b32_sdwa v1, v58, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_accvgpr_write_b32 a25, v185
	v_accvgpr_write_b32 a26, v186
	v_accvgpr_write_b32 a27, v187
	v_accvgpr_write_b32 a28, v188
	v_accvgpr_write_b32 a29, v189
	v_accvgpr_write_b32 a30, v190
	v_accvgpr_write_b32 a31, v191
	v_lshl_or_b32 v184, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v69
	v_and_b32_sdwa v1, v58, v65 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v185, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v77
	v_and_b32_sdwa v1, v58, v73 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v186, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v85
	v_and_b32_sdwa v1, v58, v81 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v187, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v93
	v_and_b32_sdwa v1, v58, v89 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v188, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v101
	v_and_b32_sdwa v1, v58, v97 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v189, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v109
	v_and_b32_sdwa v1, v58, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v190, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v117
	v_and_b32_sdwa v1, v58, v113 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v191, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v10
	v_lshl_or_b32 v122, v14, 16, v0
	v_and_b32_e32 v0, 0xffff, v18
	v_lshl_or_b32 v123, v22, 16, v0
	v_and_b32_e32 v0, 0xffff, v26
	v_lshl_or_b32 v124, v30, 16, v0
	v_and_b32_e32 v0, 0xffff, v118
	v_lshl_or_b32 v125, v146, 16, v0
	v_and_b32_e32 v0, 0xffff, v150
	v_lshl_or_b32 v126, v154, 16, v0
	v_and_b32_e32 v0, 0xffff, v158
	v_lshl_or_b32 v127, v162, 16, v0
	v_and_b32_e32 v0, 0xffff, v166
	v_lshl_or_b32 v128, v170, 16, v0
	v_and_b32_e32 v0, 0xffff, v174
	v_lshl_or_b32 v129, v178, 16, v0
	v_lshrrev_b32_e32 v0, 16, v14
	v_and_b32_sdwa v1, v58, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v34, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v22
	v_and_b32_sdwa v1, v58, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v35, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v30
	v_and_b32_sdwa v1, v58, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v36, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v146
	v_and_b32_sdwa v1, v58, v118 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v37, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v154
	v_and_b32_sdwa v1, v58, v150 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v38, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v162
	v_and_b32_sdwa v1, v58, v158 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v39, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v170
	v_and_b32_sdwa v1, v58, v166 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v40, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v178
	v_and_b32_sdwa v1, v58, v174 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v41, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v11
	v_lshl_or_b32 v50, v15, 16, v0
	v_and_b32_e32 v0, 0xffff, v19
	v_lshl_or_b32 v51, v23, 16, v0
	v_and_b32_e32 v0, 0xffff, v27
	v_lshl_or_b32 v52, v31, 16, v0
	v_and_b32_e32 v0, 0xffff, v119
	v_lshl_or_b32 v53, v147, 16, v0
	v_and_b32_e32 v0, 0xffff, v151
	v_lshl_or_b32 v54, v155, 16, v0
	v_and_b32_e32 v0, 0xffff, v159
	v_lshl_or_b32 v55, v163, 16, v0
	v_and_b32_e32 v0, 0xffff, v167
	v_lshl_or_b32 v56, v171, 16, v0
	v_and_b32_e32 v0, 0xffff, v175
	v_lshl_or_b32 v57, v179, 16, v0
	v_lshrrev_b32_e32 v0, 16, v15
	v_and_b32_sdwa v1, v58, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v88, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v23
	v_and_b32_sdwa v1, v58, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v89, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v31
	v_and_b32_sdwa v1, v58, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v90, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v147
	v_and_b32_sdwa v1, v58, v119 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v91, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v155
	v_and_b32_sdwa v1, v58, v151 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v92, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v163
	v_and_b32_sdwa v1, v58, v159 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v93, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v171
	v_and_b32_sdwa v1, v58, v167 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v94, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v179
	v_and_b32_sdwa v1, v58, v175 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v95, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v12
	v_lshl_or_b32 v96, v16, 16, v0
	v_and_b32_e32 v0, 0xffff, v20
	v_lshl_or_b32 v97, v24, 16, v0
	v_and_b32_e32 v0, 0xffff, v28
	v_lshl_or_b32 v98, v32, 16, v0
	v_and_b32_e32 v0, 0xffff, v120
	v_lshl_or_b32 v99, v148, 16, v0
	v_and_b32_e32 v0, 0xffff, v152
	v_lshl_or_b32 v100, v156, 16, v0
	v_and_b32_e32 v0, 0xffff, v160
	v_lshl_or_b32 v101, v164, 16, v0
	v_and_b32_e32 v0, 0xffff, v168
	v_lshl_or_b32 v102, v172, 16, v0
	v_and_b32_e32 v0, 0xffff, v176
	v_lshl_or_b32 v103, v180, 16, v0
	v_lshrrev_b32_e32 v0, 16, v16
	v_and_b32_sdwa v1, v58, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_accvgpr_write_b32 a32, v184
	v_lshl_or_b32 v104, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v24
	v_and_b32_sdwa v1, v58, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshrrev_b32_e32 v10, 16, v17
	v_and_b32_sdwa v11, v58, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_accvgpr_write_b32 a33, v185
	v_accvgpr_write_b32 a34, v186
	v_accvgpr_write_b32 a35, v187
	v_accvgpr_write_b32 a36, v188
	v_accvgpr_write_b32 a37, v189
	v_accvgpr_write_b32 a38, v190
	v_accvgpr_write_b32 a39, v191
	v_lshl_or_b32 v105, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v32
	v_and_b32_sdwa v1, v58, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v184, v10, 16, v11
	v_lshrrev_b32_e32 v10, 16, v25
	v_and_b32_sdwa v11, v58, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v106, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v148
	v_and_b32_sdwa v1, v58, v120 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v185, v10, 16, v11
	v_lshrrev_b32_e32 v10, 16, v33
	v_and_b32_sdwa v11, v58, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v107, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v156
	v_and_b32_sdwa v1, v58, v152 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v186, v10, 16, v11
	v_lshrrev_b32_e32 v10, 16, v149
	v_and_b32_sdwa v11, v58, v121 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v108, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v164
	v_and_b32_sdwa v1, v58, v160 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v187, v10, 16, v11
	v_lshrrev_b32_e32 v10, 16, v157
	v_and_b32_sdwa v11, v58, v153 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v109, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v172
	v_and_b32_sdwa v1, v58, v168 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v188, v10, 16, v11
	v_lshrrev_b32_e32 v10, 16, v165
	v_and_b32_sdwa v11, v58, v161 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v110, v0, 16, v1
	v_lshrrev_b32_e32 v0, 16, v180
	v_and_b32_sdwa v1, v58, v176 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v189, v10, 16, v11
	v_lshrrev_b32_e32 v10, 16, v173
	v_and_b32_sdwa v11, v58, v169 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v111, v0, 16, v1
	v_and_b32_e32 v0, 0xffff, v13
	v_and_b32_e32 v1, 0xffff, v21
	v_lshl_or_b32 v190, v10, 16, v11
	v_lshrrev_b32_e32 v10, 16, v181
	v_and_b32_sdwa v11, v58, v177 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshl_or_b32 v0, v17, 16, v0
	v_lshl_or_b32 v1, v25, 16, v1
	v_lshl_or_b32 v191, v10, 16, v11
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_5
	s_branch .LBB0_6
.LBB0_4:
	s_mov_b32 s46, s25
	s_mov_b32 s47, s25
	s_mov_b32 s40, s25
	s_mov_b32 s41, s25
	s_mov_b32 s42, s25
	s_mov_b32 s43, s25
	s_mov_b32 s44, s25
	s_mov_b32 s45, s25
	v_pk_mov_b32 v[48:49], s[46:47], s[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[42:43], s[40:41], s[40:41] op_sel:[0,1]
	v_pk_mov_b32 v[46:47], s[44:45], s[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[44:45], s[42:43], s[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[206:207], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[224:225], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[232:233], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[240:241], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[248:249], v[48:49], v[48:49] op_sel:[0,1]
	v_accvgpr_write_b32 a24, v42
	v_accvgpr_write_b32 a32, v42
	v_pk_mov_b32 v[128:129], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[34:35], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[56:57], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[94:95], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[102:103], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[110:111], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[0:1], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[190:191], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[204:205], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[202:203], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[200:201], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[222:223], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[220:221], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[218:219], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[230:231], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[228:229], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[226:227], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[238:239], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[236:237], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[234:235], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[246:247], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[244:245], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[242:243], v[42:43], v[42:43] op_sel:[0,1]
	v_accvgpr_write_b32 a25, v43
	v_accvgpr_write_b32 a26, v44
	v_accvgpr_write_b32 a27, v45
	v_accvgpr_write_b32 a28, v46
	v_accvgpr_write_b32 a29, v47
	v_accvgpr_write_b32 a30, v48
	v_accvgpr_write_b32 a31, v49
	v_accvgpr_write_b32 a33, v43
	v_accvgpr_write_b32 a34, v44
	v_accvgpr_write_b32 a35, v45
	v_accvgpr_write_b32 a36, v46
	v_accvgpr_write_b32 a37, v47
	v_accvgpr_write_b32 a38, v48
	v_accvgpr_write_b32 a39, v49
	v_pk_mov_b32 v[126:127], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[124:125], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[122:123], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[36:37], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[38:39], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[40:41], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[54:55], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[52:53], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[50:51], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[92:93], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[90:91], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[88:89], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[100:101], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[98:99], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[96:97], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[108:109], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[106:107], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[104:105], v[42:43], v[42:43] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], v[48:49], v[48:49] op_sel:[0,1]
	v_pk_mov_b32 v[188:189], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_mov_b32 v[186:187], v[44:45], v[44:45] op_sel:[0,1]
	v_pk_mov_b32 v[184:185], v[42:43], v[42:43] op_sel:[0,1]
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_6
.LBB0_5:
	s_lshl_b64 s[0:1], s[24:25], 1
	v_cmp_lt_u32_e32 vcc, s24, v8
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s16, s0
	s_addc_u32 s1, s17, s1
	global_load_ushort v0, v9, s[0:1]
	s_add_u32 s0, s24, s2
	s_addc_u32 s1, 0, 0
	s_lshl_b64 s[28:29], s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[30:31], vcc, exec
	s_cselect_b32 s28, s28, 0
	s_cselect_b32 s29, s29, 0
	s_add_u32 s28, s16, s28
	s_addc_u32 s29, s17, s29
	global_load_ushort v1, v9, s[28:29]
	s_add_u32 s28, s0, s2
	s_addc_u32 s29, s1, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[8:9]
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v2, v9, s[30:31]
	s_add_u32 s30, s28, s2
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v42, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s40, s30, s2
	s_addc_u32 s41, s31, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v4, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_lshl_or_b32 v43, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v5, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v6, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_lshl_or_b32 v44, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v7, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v10, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_lshl_or_b32 v45, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v11, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v12, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_lshl_or_b32 v46, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v13, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v14, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	s_lshl_b64 s[42:43], s[40:41], 1
	v_lshl_or_b32 v47, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s42, s42, 0
	s_cselect_b32 s39, s43, 0
	s_add_u32 s42, s16, s42
	s_addc_u32 s43, s17, s39
	global_load_ushort v15, v9, s[42:43]
	s_add_u32 s40, s40, s2
	s_addc_u32 s41, s41, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v16, v9, s[40:41]
	s_lshl_b64 s[40:41], s[26:27], 1
	v_lshl_or_b32 v48, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v17, v9, s[40:41]
	s_or_b32 s40, s24, 1
	s_mov_b32 s41, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	v_lshl_or_b32 v49, v17, 16, v0
	global_load_ushort v0, v9, s[40:41]
	s_add_u32 s40, s0, 1
	s_addc_u32 s41, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v1, v9, s[40:41]
	v_readlane_b32 s39, v142, 6
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 60
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, 1
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v200, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	v_readlane_b32 s39, v142, 7
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 59
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v201, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	v_readlane_b32 s39, v142, 8
	s_add_u32 s40, s39, s24
	s_mul_hi_u32 s39, s2, 6
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v202, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	v_readlane_b32 s39, v142, 9
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 58
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v203, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	v_readlane_b32 s39, v142, 10
	s_add_u32 s40, s39, s24
	s_mul_hi_u32 s39, s2, 10
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v204, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	v_readlane_b32 s39, v142, 11
	s_add_u32 s40, s39, s24
	s_mul_hi_u32 s39, s2, 12
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	v_lshl_or_b32 v205, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v15, v9, s[30:31]
	v_readlane_b32 s30, v142, 12
	s_add_u32 s30, s30, s24
	s_mul_hi_u32 s31, s2, 14
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 1
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v206, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 2
	s_mov_b32 s31, s25
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 2
	s_addc_u32 s31, s1, 0
	v_lshl_or_b32 v207, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 2
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v218, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	v_readlane_b32 s39, v142, 13
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 57
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v219, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v220, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	v_readlane_b32 s39, v142, 14
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 56
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v221, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v222, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	v_readlane_b32 s39, v142, 15
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 55
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v223, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 2
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v224, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 3
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v225, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 3
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 3
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v226, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s40, s4, s24
	s_addc_u32 s41, s5, 0
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v227, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v228, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	v_readlane_b32 s39, v142, 16
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 54
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v229, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v230, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	v_readlane_b32 s39, v142, 17
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 53
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v231, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 3
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v232, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 4
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v233, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 4
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 4
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v234, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v235, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v236, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	v_readlane_b32 s39, v142, 18
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 52
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v237, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v238, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v239, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 4
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v240, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 5
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v241, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 5
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 5
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v242, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v243, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v244, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	v_readlane_b32 s39, v142, 19
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 51
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v245, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v246, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v247, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 5
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v248, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 6
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v249, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 6
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 6
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v18, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v19, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v20, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	v_readlane_b32 s39, v142, 20
	s_add_u32 s40, s39, s24
	v_readlane_b32 s39, v142, 50
	s_addc_u32 s41, s39, 0
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v21, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v22, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v23, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 6
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v24, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 7
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v25, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 7
	s_addc_u32 s31, s1, 0
	v_accvgpr_write_b32 a31, v25
	v_accvgpr_write_b32 a30, v24
	v_accvgpr_write_b32 a29, v23
	v_accvgpr_write_b32 a28, v22
	v_accvgpr_write_b32 a27, v21
	v_accvgpr_write_b32 a26, v20
	v_accvgpr_write_b32 a25, v19
	v_accvgpr_write_b32 a24, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 7
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v18, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v19, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v20, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s40, s6, s24
	s_addc_u32 s41, s7, 0
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[8:9]
	s_lshl_b64 s[40:41], s[40:41], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s14
	s_addc_u32 s31, s31, s15
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v21, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v22, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v23, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 7
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v24, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 8
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v25, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 8
	s_addc_u32 s31, s1, 0
	v_accvgpr_write_b32 a39, v25
	v_accvgpr_write_b32 a38, v24
	v_accvgpr_write_b32 a37, v23
	v_accvgpr_write_b32 a36, v22
	v_accvgpr_write_b32 a35, v21
	v_accvgpr_write_b32 a34, v20
	v_accvgpr_write_b32 a33, v19
	v_accvgpr_write_b32 a32, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 8
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v122, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v123, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v124, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v125, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v126, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v127, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 8
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v128, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 9
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v129, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 9
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 9
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v34, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v35, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v36, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v37, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v38, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v39, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 9
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v40, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 10
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v41, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 10
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 10
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v50, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v51, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v52, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v53, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v54, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v55, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 10
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v56, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 11
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v57, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 11
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 11
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v88, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v89, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v90, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v91, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v92, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v93, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 11
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v94, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 12
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v95, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 12
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 12
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v96, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v97, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v98, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v99, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v100, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v101, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 12
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v102, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 13
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v103, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 13
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 13
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v104, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v105, v3, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v106, v5, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v107, v7, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v108, v11, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v109, v13, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v0, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s30, s26, 13
	s_addc_u32 s31, s27, 0
	v_lshl_or_b32 v110, v15, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v17, v9, s[30:31]
	s_or_b32 s30, s24, 14
	s_mov_b32 s31, s25
	v_and_b32_e32 v0, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	v_lshl_or_b32 v111, v17, 16, v0
	global_load_ushort v0, v9, s[30:31]
	s_add_u32 s30, s0, 14
	s_addc_u32 s31, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v1, v9, s[30:31]
	s_add_u32 s30, s28, 14
	s_addc_u32 s31, s29, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v0, 0xffff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v2, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v0, v1, 16, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v3, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v1, 0xffff, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v4, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v1, v3, 16, v1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v5, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v2, 0xffff, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v6, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v2, v5, 16, v2
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v6, 0, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v7, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v3, 0xffff, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v10, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v3, v7, 16, v3
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v11, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v4, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v12, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v4, v11, 16, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v13, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_and_b32_e32 v5, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v14, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[40:41], s[30:31], 1
	v_lshl_or_b32 v5, v13, 16, v5
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s40, s40, 0
	s_cselect_b32 s39, s41, 0
	s_add_u32 s40, s16, s40
	s_addc_u32 s41, s17, s39
	global_load_ushort v15, v9, s[40:41]
	s_add_u32 s30, s30, s2
	s_addc_u32 s31, s31, 0
	v_and_b32_e32 v6, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[8:9]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[40:41], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s31, s31, 0
	s_add_u32 s30, s16, s30
	s_addc_u32 s31, s17, s31
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s26, s26, 14
	s_addc_u32 s27, s27, 0
	v_lshl_or_b32 v6, v15, 16, v6
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[8:9]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[30:31], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s27, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s27
	global_load_ushort v17, v9, s[26:27]
	s_or_b32 s24, s24, 15
	s_lshl_b64 s[26:27], s[24:25], 1
	v_and_b32_e32 v7, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[24:25], v[8:9]
	s_and_b64 s[30:31], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, 15
	s_addc_u32 s1, s1, 0
	v_lshl_or_b32 v7, v17, 16, v7
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s16, s0
	s_addc_u32 s1, s17, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s28, 15
	s_addc_u32 s1, s29, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v11, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_lshl_or_b32 v184, v13, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v11, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_lshl_or_b32 v185, v15, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v11, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_lshl_or_b32 v186, v17, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v11, 0xffff, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_lshl_or_b32 v187, v19, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v11, 0xffff, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_lshl_or_b32 v188, v21, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v11, 0xffff, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_lshl_or_b32 v189, v23, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s16, s26
	s_addc_u32 s27, s17, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, 0
	v_and_b32_e32 v11, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[8:9]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s16, s0
	s_addc_u32 s1, s17, s1
	global_load_ushort v26, v9, s[0:1]
	v_lshl_or_b32 v190, v25, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v26, vcc
	v_and_b32_e32 v191, 0xffff, v10
.LBB0_6:
	buffer_store_dword v216, off, s[96:99], 0 offset:1832
	s_waitcnt vmcnt(0)
	buffer_store_dword v217, off, s[96:99], 0 offset:1836
	buffer_store_dword v210, off, s[96:99], 0 offset:864
	s_waitcnt vmcnt(0)
	buffer_store_dword v211, off, s[96:99], 0 offset:868
	buffer_store_dword v212, off, s[96:99], 0 offset:856
	s_waitcnt vmcnt(0)
	buffer_store_dword v213, off, s[96:99], 0 offset:860
	buffer_store_dword v138, off, s[96:99], 0 offset:848
	s_waitcnt vmcnt(0)
	buffer_store_dword v139, off, s[96:99], 0 offset:852
	buffer_store_dword v208, off, s[96:99], 0 offset:840
	s_waitcnt vmcnt(0)
	buffer_store_dword v209, off, s[96:99], 0 offset:844
	buffer_store_dword v198, off, s[96:99], 0 offset:832
	s_waitcnt vmcnt(0)
	buffer_store_dword v199, off, s[96:99], 0 offset:836
	buffer_store_dword v196, off, s[96:99], 0 offset:824
	s_waitcnt vmcnt(0)
	buffer_store_dword v197, off, s[96:99], 0 offset:828
	buffer_store_dword v194, off, s[96:99], 0 offset:816
	s_waitcnt vmcnt(0)
	buffer_store_dword v195, off, s[96:99], 0 offset:820
	buffer_store_dword v192, off, s[96:99], 0 offset:808
	s_waitcnt vmcnt(0)
	buffer_store_dword v193, off, s[96:99], 0 offset:812
	buffer_store_dword v182, off, s[96:99], 0 offset:800
	s_waitcnt vmcnt(0)
	buffer_store_dword v183, off, s[96:99], 0 offset:804
	buffer_store_dword v140, off, s[96:99], 0 offset:792
	s_waitcnt vmcnt(0)
	buffer_store_dword v141, off, s[96:99], 0 offset:796
	buffer_store_dword a98, off, s[96:99], 0 offset:784
	s_waitcnt vmcnt(0)
	buffer_store_dword a99, off, s[96:99], 0 offset:788
	buffer_load_dword v10, off, s[96:99], 0 offset:2864
	buffer_load_dword v11, off, s[96:99], 0 offset:2868
	s_add_u32 s40, s48, s38
	s_addc_u32 s41, s89, 0
	s_add_u32 s0, s40, 15
	s_addc_u32 s1, s41, 0
	v_accvgpr_write_b32 a10, v122
	v_accvgpr_write_b32 a2, v242
	v_accvgpr_write_b32 a40, v234
	v_accvgpr_write_b32 a48, v226
	v_accvgpr_write_b32 a56, v218
	v_pk_mov_b32 v[66:67], v[200:201], v[200:201] op_sel:[0,1]
	v_accvgpr_write_b32 a11, v123
	v_accvgpr_write_b32 a12, v124
	v_accvgpr_write_b32 a13, v125
	v_accvgpr_write_b32 a14, v126
	v_accvgpr_write_b32 a15, v127
	v_accvgpr_write_b32 a16, v128
	v_accvgpr_write_b32 a17, v129
	v_accvgpr_write_b32 a3, v243
	v_accvgpr_write_b32 a4, v244
	v_accvgpr_write_b32 a5, v245
	v_accvgpr_write_b32 a6, v246
	v_accvgpr_write_b32 a7, v247
	v_accvgpr_write_b32 a8, v248
	v_accvgpr_write_b32 a9, v249
	v_accvgpr_write_b32 a41, v235
	v_accvgpr_write_b32 a42, v236
	v_accvgpr_write_b32 a43, v237
	v_accvgpr_write_b32 a44, v238
	v_accvgpr_write_b32 a45, v239
	v_accvgpr_write_b32 a46, v240
	v_accvgpr_write_b32 a47, v241
	v_accvgpr_write_b32 a49, v227
	v_accvgpr_write_b32 a50, v228
	v_accvgpr_write_b32 a51, v229
	v_accvgpr_write_b32 a52, v230
	v_accvgpr_write_b32 a53, v231
	v_accvgpr_write_b32 a54, v232
	v_accvgpr_write_b32 a55, v233
	v_accvgpr_write_b32 a57, v219
	v_accvgpr_write_b32 a58, v220
	v_accvgpr_write_b32 a59, v221
	v_accvgpr_write_b32 a60, v222
	v_accvgpr_write_b32 a61, v223
	v_accvgpr_write_b32 a62, v224
	v_accvgpr_write_b32 a63, v225
	v_pk_mov_b32 v[68:69], v[202:203], v[202:203] op_sel:[0,1]
	v_pk_mov_b32 v[70:71], v[204:205], v[204:205] op_sel:[0,1]
	v_pk_mov_b32 v[72:73], v[206:207], v[206:207] op_sel:[0,1]
	s_mov_b32 s39, s25
	s_waitcnt vmcnt(0)
	v_cmp_ge_u64_e64 s[0:1], s[0:1], v[10:11]
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_8
	s_lshl_b64 s[26:27], s[38:39], 1
	s_add_u32 s28, s20, s26
	s_addc_u32 s29, s21, s27
	global_load_dwordx4 v[122:125], v9, s[28:29] offset:16
	global_load_dwordx4 v[118:121], v9, s[28:29]
	s_add_u32 s28, s38, s18
	s_addc_u32 s29, 0, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s31
	global_load_dwordx4 v[130:133], v9, s[30:31] offset:16
	global_load_dwordx4 v[126:129], v9, s[30:31]
	s_add_u32 s30, s88, s26
	s_addc_u32 s31, s93, s27
	s_add_u32 s28, s28, s36
	s_addc_u32 s29, s29, s37
	global_load_dwordx4 v[138:141], v9, s[30:31] offset:16
	global_load_dwordx4 v[134:137], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s31
	global_load_dwordx4 v[156:159], v9, s[30:31] offset:16
	global_load_dwordx4 v[152:155], v9, s[30:31]
	s_add_u32 s30, s94, s26
	s_addc_u32 s31, s3, s27
	s_add_u32 s28, s28, s36
	s_addc_u32 s29, s29, s37
	global_load_dwordx4 v[164:167], v9, s[30:31] offset:16
	global_load_dwordx4 v[160:163], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s31
	s_add_u32 s28, s28, s18
	s_addc_u32 s29, s29, 0
	global_load_dwordx4 v[172:175], v9, s[30:31] offset:16
	global_load_dwordx4 v[168:171], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s31
	s_add_u32 s28, s28, s18
	s_addc_u32 s29, s29, 0
	global_load_dwordx4 v[62:65], v9, s[30:31] offset:16
	global_load_dwordx4 v[58:61], v9, s[30:31]
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s31
	v_readlane_b32 s24, v142, 21
	s_add_u32 s26, s24, s26
	v_readlane_b32 s24, v142, 22
	s_addc_u32 s27, s24, s27
	global_load_dwordx4 v[180:183], v9, s[30:31] offset:16
	global_load_dwordx4 v[176:179], v9, s[30:31]
	global_load_dwordx4 v[196:199], v9, s[26:27] offset:16
	global_load_dwordx4 v[192:195], v9, s[26:27]
	s_add_u32 s26, s28, s36
	s_addc_u32 s27, s29, s37
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s29
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	global_load_dwordx4 v[204:207], v9, s[28:29] offset:16
	global_load_dwordx4 v[200:203], v9, s[28:29]
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s29
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	global_load_dwordx4 v[212:215], v9, s[28:29] offset:16
	global_load_dwordx4 v[208:211], v9, s[28:29]
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s29
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	global_load_dwordx4 v[220:223], v9, s[28:29] offset:16
	global_load_dwordx4 v[216:219], v9, s[28:29]
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s29
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	global_load_dwordx4 v[228:231], v9, s[28:29] offset:16
	global_load_dwordx4 v[224:227], v9, s[28:29]
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s29
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	s_lshl_b64 s[26:27], s[26:27], 1
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s27
	global_load_dwordx4 v[236:239], v9, s[28:29] offset:16
	global_load_dwordx4 v[232:235], v9, s[28:29]
	global_load_dwordx4 v[244:247], v9, s[26:27] offset:16
	global_load_dwordx4 v[240:243], v9, s[26:27]
	s_lshl_b64 s[26:27], s[40:41], 1
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s27
	global_load_dwordx4 v[252:255], v9, s[26:27] offset:16
	global_load_dwordx4 v[248:251], v9, s[26:27]
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_9
	s_branch .LBB0_10
.LBB0_8:
	s_mov_b32 s30, s25
	s_mov_b32 s31, s25
	s_mov_b32 s24, s25
	s_mov_b32 s26, s25
	s_mov_b32 s27, s25
	s_mov_b32 s28, s25
	s_mov_b32 s29, s25
	v_pk_mov_b32 v[124:125], s[30:31], s[30:31] op_sel:[0,1]
	v_pk_mov_b32 v[118:119], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[122:123], s[28:29], s[28:29] op_sel:[0,1]
	v_pk_mov_b32 v[120:121], s[26:27], s[26:27] op_sel:[0,1]
	v_pk_mov_b32 v[132:133], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[140:141], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[158:159], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[166:167], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[174:175], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[58:59], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[182:183], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[198:199], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[206:207], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[214:215], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[222:223], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[230:231], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[238:239], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[246:247], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[254:255], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[130:131], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[128:129], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[126:127], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[138:139], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[136:137], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[134:135], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[156:157], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[154:155], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[152:153], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[164:165], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[162:163], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[160:161], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[172:173], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[170:171], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[168:169], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[60:61], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[62:63], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[64:65], v[124:125], v[124:125] op_sel:[0,1]
	v_pk_mov_b32 v[180:181], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[178:179], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[176:177], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[196:197], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[194:195], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[192:193], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[204:205], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[202:203], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[200:201], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[212:213], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[210:211], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[208:209], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[220:221], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[218:219], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[216:217], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[228:229], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[226:227], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[224:225], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[236:237], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[234:235], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[232:233], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[244:245], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[242:243], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[240:241], v[118:119], v[118:119] op_sel:[0,1]
	v_pk_mov_b32 v[252:253], v[122:123], v[122:123] op_sel:[0,1]
	v_pk_mov_b32 v[250:251], v[120:121], v[120:121] op_sel:[0,1]
	v_pk_mov_b32 v[248:249], v[118:119], v[118:119] op_sel:[0,1]
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_10
.LBB0_9:
	buffer_load_dword v26, off, s[96:99], 0 offset:2864
	buffer_load_dword v27, off, s[96:99], 0 offset:2868
	s_lshl_b64 s[0:1], s[38:39], 1
	s_mov_b32 s19, s48
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e32 vcc, s38, v26
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_or_b32 s0, s38, 1
	s_mov_b32 s1, s39
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v11, v9, s[0:1]
	s_or_b32 s0, s38, 2
	s_mov_b32 s1, s39
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v12, v9, s[0:1]
	s_or_b32 s0, s38, 3
	s_mov_b32 s1, s39
	v_lshl_or_b32 v118, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v13, v9, s[0:1]
	s_or_b32 s0, s38, 4
	s_mov_b32 s1, s39
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v14, v9, s[0:1]
	s_or_b32 s0, s38, 5
	s_mov_b32 s1, s39
	v_lshl_or_b32 v119, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v15, v9, s[0:1]
	s_or_b32 s0, s38, 6
	s_mov_b32 s1, s39
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v16, v9, s[0:1]
	s_or_b32 s0, s38, 7
	s_mov_b32 s1, s39
	v_lshl_or_b32 v120, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v17, v9, s[0:1]
	s_or_b32 s0, s38, 8
	s_mov_b32 s1, s39
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v18, v9, s[0:1]
	s_or_b32 s0, s38, 9
	s_mov_b32 s1, s39
	v_lshl_or_b32 v121, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v19, v9, s[0:1]
	s_or_b32 s0, s38, 10
	s_mov_b32 s1, s39
	v_and_b32_e32 v18, 0xffff, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v20, v9, s[0:1]
	s_or_b32 s0, s38, 11
	s_mov_b32 s1, s39
	v_lshl_or_b32 v122, v19, 16, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v21, v9, s[0:1]
	s_or_b32 s0, s38, 12
	s_mov_b32 s1, s39
	v_and_b32_e32 v20, 0xffff, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v22, v9, s[0:1]
	s_or_b32 s0, s38, 13
	s_mov_b32 s1, s39
	v_lshl_or_b32 v123, v21, 16, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v23, v9, s[0:1]
	s_or_b32 s0, s38, 14
	s_mov_b32 s1, s39
	v_and_b32_e32 v22, 0xffff, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v24, v9, s[0:1]
	s_or_b32 s0, s38, 15
	s_mov_b32 s1, s39
	v_lshl_or_b32 v124, v23, 16, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v25, v9, s[0:1]
	s_add_u32 s0, s38, s18
	s_addc_u32 s1, 0, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v24, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v10, v9, s[26:27]
	s_add_u32 s26, s0, 1
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v125, v25, 16, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v11, v9, s[26:27]
	s_add_u32 s26, s0, 2
	s_addc_u32 s27, s1, 0
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v12, v9, s[26:27]
	s_add_u32 s26, s0, 3
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v126, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v13, v9, s[26:27]
	s_add_u32 s26, s0, 4
	s_addc_u32 s27, s1, 0
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v14, v9, s[26:27]
	s_add_u32 s26, s0, 5
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v127, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v15, v9, s[26:27]
	s_add_u32 s26, s0, 6
	s_addc_u32 s27, s1, 0
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v16, v9, s[26:27]
	s_add_u32 s26, s0, 7
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v128, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v17, v9, s[26:27]
	s_add_u32 s26, s0, 8
	s_addc_u32 s27, s1, 0
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v18, v9, s[26:27]
	s_add_u32 s26, s0, 9
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v129, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v19, v9, s[26:27]
	s_add_u32 s26, s0, 10
	s_addc_u32 s27, s1, 0
	v_and_b32_e32 v18, 0xffff, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v20, v9, s[26:27]
	s_add_u32 s26, s0, 11
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v130, v19, 16, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v21, v9, s[26:27]
	s_add_u32 s26, s0, 12
	s_addc_u32 s27, s1, 0
	v_and_b32_e32 v20, 0xffff, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v22, v9, s[26:27]
	s_add_u32 s26, s0, 13
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v131, v21, 16, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v23, v9, s[26:27]
	s_add_u32 s26, s0, 14
	s_addc_u32 s27, s1, 0
	v_and_b32_e32 v22, 0xffff, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v24, v9, s[26:27]
	s_add_u32 s26, s0, 15
	s_addc_u32 s27, s1, 0
	v_lshl_or_b32 v132, v23, 16, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v25, v9, s[26:27]
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v24, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v10, v9, s[26:27]
	v_readlane_b32 s24, v142, 48
	s_add_u32 s26, s24, s38
	v_readlane_b32 s24, v142, 47
	s_addc_u32 s27, s24, 0
	v_lshl_or_b32 v133, v25, 16, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_lshl_b64 s[26:27], s[26:27], 1
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v11, v9, s[26:27]
	s_add_u32 s62, s0, 2
	s_addc_u32 s63, s1, 0
	s_lshl_b64 s[26:27], s[62:63], 1
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v12, v9, s[26:27]
	s_add_u32 s60, s0, 3
	s_addc_u32 s61, s1, 0
	s_lshl_b64 s[26:27], s[60:61], 1
	v_lshl_or_b32 v134, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v13, v9, s[26:27]
	s_add_u32 s26, s0, 4
	s_addc_u32 s27, s1, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[30:31], vcc, exec
	s_cselect_b32 s28, s28, 0
	s_cselect_b32 s24, s29, 0
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s24
	global_load_ushort v14, v9, s[28:29]
	s_add_u32 s28, s0, 5
	s_addc_u32 s29, s1, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v15, v9, s[30:31]
	s_add_u32 s30, s0, 6
	s_addc_u32 s31, s1, 0
	s_lshl_b64 s[42:43], s[30:31], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s39, s42, 0
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	s_addc_u32 s43, s21, s24
	global_load_ushort v16, v9, s[42:43]
	s_add_u32 s42, s0, 7
	s_addc_u32 s43, s1, 0
	s_lshl_b64 s[44:45], s[42:43], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v17, v9, s[44:45]
	s_add_u32 s58, s0, 8
	s_addc_u32 s59, s1, 0
	s_lshl_b64 s[44:45], s[58:59], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v18, v9, s[44:45]
	s_add_u32 s56, s0, 9
	s_addc_u32 s57, s1, 0
	s_lshl_b64 s[44:45], s[56:57], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v19, v9, s[44:45]
	s_add_u32 s54, s0, 10
	s_addc_u32 s55, s1, 0
	s_lshl_b64 s[44:45], s[54:55], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v20, v9, s[44:45]
	s_add_u32 s52, s0, 11
	s_addc_u32 s53, s1, 0
	s_lshl_b64 s[44:45], s[52:53], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v21, v9, s[44:45]
	s_add_u32 s50, s0, 12
	s_addc_u32 s51, s1, 0
	s_lshl_b64 s[44:45], s[50:51], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v22, v9, s[44:45]
	s_add_u32 s48, s0, 13
	s_addc_u32 s49, s1, 0
	s_lshl_b64 s[44:45], s[48:49], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v23, v9, s[44:45]
	s_add_u32 s46, s0, 14
	s_addc_u32 s47, s1, 0
	s_lshl_b64 s[44:45], s[46:47], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v24, v9, s[44:45]
	s_add_u32 s44, s0, 15
	s_addc_u32 s45, s1, 0
	s_lshl_b64 s[64:65], s[44:45], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s39, s64, 0
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	s_addc_u32 s65, s21, s24
	global_load_ushort v25, v9, s[64:65]
	v_and_b32_e32 v10, 0xffff, v24
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[64:65], s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_lshl_or_b32 v141, v25, 16, v10
	v_and_b32_e32 v10, 0xffff, v22
	v_lshl_or_b32 v140, v23, 16, v10
	v_and_b32_e32 v10, 0xffff, v20
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	v_lshl_or_b32 v139, v21, 16, v10
	v_and_b32_e32 v10, 0xffff, v18
	s_and_b64 s[66:67], vcc, exec
	v_lshl_or_b32 v138, v19, 16, v10
	v_and_b32_e32 v10, 0xffff, v16
	s_cselect_b32 s39, s64, 0
	v_lshl_or_b32 v137, v17, 16, v10
	v_and_b32_e32 v10, 0xffff, v14
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	v_lshl_or_b32 v136, v15, 16, v10
	v_and_b32_e32 v10, 0xffff, v12
	s_addc_u32 s65, s21, s24
	v_lshl_or_b32 v135, v13, 16, v10
	global_load_ushort v10, v9, s[64:65]
	s_add_u32 s64, s0, 1
	s_addc_u32 s65, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[64:65], v[26:27]
	s_lshl_b64 s[64:65], s[64:65], 1
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s39, s64, 0
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	s_addc_u32 s65, s21, s24
	global_load_ushort v11, v9, s[64:65]
	s_add_u32 s62, s62, s18
	s_addc_u32 s63, s63, 0
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_lshl_b64 s[62:63], s[62:63], 1
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s39, s62, 0
	s_cselect_b32 s24, s63, 0
	s_add_u32 s62, s20, s39
	s_addc_u32 s63, s21, s24
	global_load_ushort v12, v9, s[62:63]
	s_add_u32 s60, s60, s18
	s_addc_u32 s61, s61, 0
	v_lshl_or_b32 v152, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v13, v9, s[60:61]
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	s_lshl_b64 s[60:61], s[26:27], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v14, v9, s[60:61]
	s_add_u32 s28, s28, s18
	s_addc_u32 s29, s29, 0
	s_lshl_b64 s[60:61], s[28:29], 1
	v_lshl_or_b32 v153, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v15, v9, s[60:61]
	s_add_u32 s30, s30, s18
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[60:61], s[30:31], 1
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v16, v9, s[60:61]
	s_add_u32 s42, s42, s18
	s_addc_u32 s43, s43, 0
	s_lshl_b64 s[60:61], s[42:43], 1
	v_lshl_or_b32 v154, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v17, v9, s[60:61]
	s_add_u32 s58, s58, s18
	s_addc_u32 s59, s59, 0
	s_lshl_b64 s[60:61], s[58:59], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v18, v9, s[60:61]
	s_add_u32 s56, s56, s18
	s_addc_u32 s57, s57, 0
	s_lshl_b64 s[60:61], s[56:57], 1
	v_lshl_or_b32 v155, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v19, v9, s[60:61]
	s_add_u32 s54, s54, s18
	s_addc_u32 s55, s55, 0
	s_lshl_b64 s[60:61], s[54:55], 1
	v_and_b32_e32 v18, 0xffff, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v20, v9, s[60:61]
	s_add_u32 s52, s52, s18
	s_addc_u32 s53, s53, 0
	s_lshl_b64 s[60:61], s[52:53], 1
	v_lshl_or_b32 v156, v19, 16, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v21, v9, s[60:61]
	s_add_u32 s50, s50, s18
	s_addc_u32 s51, s51, 0
	s_lshl_b64 s[60:61], s[50:51], 1
	v_and_b32_e32 v20, 0xffff, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v22, v9, s[60:61]
	s_add_u32 s48, s48, s18
	s_addc_u32 s49, s49, 0
	s_lshl_b64 s[60:61], s[48:49], 1
	v_lshl_or_b32 v157, v21, 16, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v23, v9, s[60:61]
	s_add_u32 s46, s46, s18
	s_addc_u32 s47, s47, 0
	s_lshl_b64 s[60:61], s[46:47], 1
	v_and_b32_e32 v22, 0xffff, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v24, v9, s[60:61]
	s_add_u32 s44, s44, s18
	s_addc_u32 s45, s45, 0
	s_lshl_b64 s[60:61], s[44:45], 1
	v_lshl_or_b32 v158, v23, 16, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v25, v9, s[60:61]
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[60:61], s[0:1], 1
	v_and_b32_e32 v24, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v10, v9, s[60:61]
	v_readlane_b32 s24, v142, 23
	s_add_u32 s60, s24, s38
	v_readlane_b32 s24, v142, 24
	s_addc_u32 s61, s24, 0
	v_lshl_or_b32 v159, v25, 16, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v11, v9, s[60:61]
	v_readlane_b32 s24, v142, 25
	s_add_u32 s60, s24, s38
	v_readlane_b32 s24, v142, 46
	s_addc_u32 s61, s24, 0
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v12, v9, s[60:61]
	s_add_u32 s60, s22, s38
	s_addc_u32 s61, s23, 0
	v_lshl_or_b32 v160, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v13, v9, s[60:61]
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	s_lshl_b64 s[60:61], s[26:27], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v14, v9, s[60:61]
	s_add_u32 s28, s28, s18
	s_addc_u32 s29, s29, 0
	s_lshl_b64 s[60:61], s[28:29], 1
	v_lshl_or_b32 v161, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v15, v9, s[60:61]
	s_add_u32 s30, s30, s18
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[60:61], s[30:31], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v16, v9, s[60:61]
	s_add_u32 s42, s42, s18
	s_addc_u32 s43, s43, 0
	s_lshl_b64 s[60:61], s[42:43], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v17, v9, s[60:61]
	s_add_u32 s58, s58, s18
	s_addc_u32 s59, s59, 0
	s_lshl_b64 s[60:61], s[58:59], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v18, v9, s[60:61]
	s_add_u32 s56, s56, s18
	s_addc_u32 s57, s57, 0
	s_lshl_b64 s[60:61], s[56:57], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v19, v9, s[60:61]
	s_add_u32 s54, s54, s18
	s_addc_u32 s55, s55, 0
	s_lshl_b64 s[60:61], s[54:55], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v20, v9, s[60:61]
	s_add_u32 s52, s52, s18
	s_addc_u32 s53, s53, 0
	s_lshl_b64 s[60:61], s[52:53], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v21, v9, s[60:61]
	s_add_u32 s50, s50, s18
	s_addc_u32 s51, s51, 0
	s_lshl_b64 s[60:61], s[50:51], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v22, v9, s[60:61]
	s_add_u32 s48, s48, s18
	s_addc_u32 s49, s49, 0
	s_lshl_b64 s[60:61], s[48:49], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v23, v9, s[60:61]
	s_add_u32 s46, s46, s18
	s_addc_u32 s47, s47, 0
	s_lshl_b64 s[60:61], s[46:47], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v24, v9, s[60:61]
	s_add_u32 s44, s44, s18
	s_addc_u32 s45, s45, 0
	s_lshl_b64 s[60:61], s[44:45], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v25, v9, s[60:61]
	s_add_u32 s60, s0, s18
	v_and_b32_e32 v10, 0xffff, v24
	s_addc_u32 s61, s1, 0
	s_lshl_b64 s[0:1], s[60:61], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_lshl_or_b32 v167, v25, 16, v10
	v_and_b32_e32 v10, 0xffff, v22
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	v_lshl_or_b32 v166, v23, 16, v10
	v_and_b32_e32 v10, 0xffff, v20
	s_and_b64 s[62:63], vcc, exec
	v_lshl_or_b32 v165, v21, 16, v10
	v_and_b32_e32 v10, 0xffff, v18
	s_cselect_b32 s0, s0, 0
	v_lshl_or_b32 v164, v19, 16, v10
	v_and_b32_e32 v10, 0xffff, v16
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	v_lshl_or_b32 v163, v17, 16, v10
	v_and_b32_e32 v10, 0xffff, v14
	s_addc_u32 s1, s21, s1
	v_lshl_or_b32 v162, v15, 16, v10
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s60, 1
	s_addc_u32 s1, s61, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v11, v9, s[0:1]
	s_add_u32 s62, s60, 2
	s_addc_u32 s63, s61, 0
	s_lshl_b64 s[0:1], s[62:63], 1
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v12, v9, s[0:1]
	s_add_u32 s64, s60, 3
	s_addc_u32 s65, s61, 0
	s_lshl_b64 s[0:1], s[64:65], 1
	v_lshl_or_b32 v168, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[64:65], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v13, v9, s[0:1]
	s_add_u32 s66, s26, s18
	s_addc_u32 s67, s27, 0
	s_lshl_b64 s[0:1], s[66:67], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v14, v9, s[0:1]
	s_add_u32 s68, s28, s18
	s_addc_u32 s69, s29, 0
	s_lshl_b64 s[0:1], s[68:69], 1
	v_lshl_or_b32 v169, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[68:69], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v15, v9, s[0:1]
	s_add_u32 s70, s30, s18
	s_addc_u32 s71, s31, 0
	s_lshl_b64 s[0:1], s[70:71], 1
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[70:71], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v16, v9, s[0:1]
	s_add_u32 s72, s42, s18
	s_addc_u32 s73, s43, 0
	s_lshl_b64 s[0:1], s[72:73], 1
	v_lshl_or_b32 v170, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[72:73], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v17, v9, s[0:1]
	s_add_u32 s58, s58, s18
	s_addc_u32 s59, s59, 0
	s_lshl_b64 s[0:1], s[58:59], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v18, v9, s[0:1]
	s_add_u32 s56, s56, s18
	s_addc_u32 s57, s57, 0
	s_lshl_b64 s[0:1], s[56:57], 1
	v_lshl_or_b32 v171, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v19, v9, s[0:1]
	s_add_u32 s74, s54, s18
	s_addc_u32 s75, s55, 0
	s_lshl_b64 s[0:1], s[74:75], 1
	v_and_b32_e32 v18, 0xffff, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[74:75], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v20, v9, s[0:1]
	s_add_u32 s76, s52, s18
	s_addc_u32 s77, s53, 0
	s_lshl_b64 s[0:1], s[76:77], 1
	v_lshl_or_b32 v172, v19, 16, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[76:77], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v21, v9, s[0:1]
	s_add_u32 s78, s50, s18
	s_addc_u32 s79, s51, 0
	s_lshl_b64 s[0:1], s[78:79], 1
	v_and_b32_e32 v20, 0xffff, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[78:79], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v22, v9, s[0:1]
	s_add_u32 s0, s48, s18
	s_addc_u32 s1, s49, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	v_lshl_or_b32 v173, v21, 16, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v23, v9, s[26:27]
	s_add_u32 s26, s46, s18
	s_addc_u32 s27, s47, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	v_and_b32_e32 v22, 0xffff, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[30:31], vcc, exec
	s_cselect_b32 s28, s28, 0
	s_cselect_b32 s24, s29, 0
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s24
	global_load_ushort v24, v9, s[28:29]
	s_add_u32 s28, s44, s18
	s_addc_u32 s29, s45, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	v_lshl_or_b32 v174, v23, 16, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v25, v9, s[30:31]
	s_add_u32 s30, s60, s18
	s_addc_u32 s31, s61, 0
	s_lshl_b64 s[42:43], s[30:31], 1
	v_and_b32_e32 v24, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s39, s42, 0
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	s_addc_u32 s43, s21, s24
	global_load_ushort v10, v9, s[42:43]
	v_readlane_b32 s24, v142, 26
	s_add_u32 s42, s24, s38
	s_mul_hi_u32 s24, s18, 6
	s_addc_u32 s43, s24, 0
	v_lshl_or_b32 v175, v25, 16, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_lshl_b64 s[42:43], s[42:43], 1
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s39, s42, 0
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	s_addc_u32 s43, s21, s24
	global_load_ushort v11, v9, s[42:43]
	s_add_u32 s42, s62, s18
	s_addc_u32 s43, s63, 0
	s_lshl_b64 s[44:45], s[42:43], 1
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v12, v9, s[44:45]
	s_add_u32 s44, s64, s18
	s_addc_u32 s45, s65, 0
	s_lshl_b64 s[46:47], s[44:45], 1
	v_lshl_or_b32 v58, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[48:49], vcc, exec
	s_cselect_b32 s39, s46, 0
	s_cselect_b32 s24, s47, 0
	s_add_u32 s46, s20, s39
	s_addc_u32 s47, s21, s24
	global_load_ushort v13, v9, s[46:47]
	s_add_u32 s46, s66, s18
	s_addc_u32 s47, s67, 0
	s_lshl_b64 s[48:49], s[46:47], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[50:51], vcc, exec
	s_cselect_b32 s39, s48, 0
	s_cselect_b32 s24, s49, 0
	s_add_u32 s48, s20, s39
	s_addc_u32 s49, s21, s24
	global_load_ushort v14, v9, s[48:49]
	s_add_u32 s48, s68, s18
	s_addc_u32 s49, s69, 0
	s_lshl_b64 s[50:51], s[48:49], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v15, v9, s[50:51]
	s_add_u32 s50, s70, s18
	s_addc_u32 s51, s71, 0
	s_lshl_b64 s[52:53], s[50:51], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[54:55], vcc, exec
	s_cselect_b32 s39, s52, 0
	s_cselect_b32 s24, s53, 0
	s_add_u32 s52, s20, s39
	s_addc_u32 s53, s21, s24
	global_load_ushort v16, v9, s[52:53]
	s_add_u32 s52, s72, s18
	s_addc_u32 s53, s73, 0
	s_lshl_b64 s[54:55], s[52:53], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[60:61], vcc, exec
	s_cselect_b32 s39, s54, 0
	s_cselect_b32 s24, s55, 0
	s_add_u32 s54, s20, s39
	s_addc_u32 s55, s21, s24
	global_load_ushort v17, v9, s[54:55]
	s_add_u32 s54, s58, s18
	s_addc_u32 s55, s59, 0
	s_lshl_b64 s[58:59], s[54:55], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[60:61], vcc, exec
	s_cselect_b32 s39, s58, 0
	s_cselect_b32 s24, s59, 0
	s_add_u32 s58, s20, s39
	s_addc_u32 s59, s21, s24
	global_load_ushort v18, v9, s[58:59]
	s_add_u32 s56, s56, s18
	s_addc_u32 s57, s57, 0
	s_lshl_b64 s[58:59], s[56:57], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[60:61], vcc, exec
	s_cselect_b32 s39, s58, 0
	s_cselect_b32 s24, s59, 0
	s_add_u32 s58, s20, s39
	s_addc_u32 s59, s21, s24
	global_load_ushort v19, v9, s[58:59]
	s_add_u32 s58, s74, s18
	s_addc_u32 s59, s75, 0
	s_lshl_b64 s[60:61], s[58:59], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v20, v9, s[60:61]
	s_add_u32 s60, s76, s18
	s_addc_u32 s61, s77, 0
	s_lshl_b64 s[62:63], s[60:61], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s39, s62, 0
	s_cselect_b32 s24, s63, 0
	s_add_u32 s62, s20, s39
	s_addc_u32 s63, s21, s24
	global_load_ushort v21, v9, s[62:63]
	s_add_u32 s62, s78, s18
	s_addc_u32 s63, s79, 0
	s_lshl_b64 s[64:65], s[62:63], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s39, s64, 0
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	s_addc_u32 s65, s21, s24
	global_load_ushort v22, v9, s[64:65]
	s_add_u32 s64, s0, s18
	s_addc_u32 s65, s1, 0
	s_lshl_b64 s[0:1], s[64:65], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[64:65], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v23, v9, s[0:1]
	s_add_u32 s66, s26, s18
	s_addc_u32 s67, s27, 0
	s_lshl_b64 s[0:1], s[66:67], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v24, v9, s[0:1]
	s_add_u32 s68, s28, s18
	s_addc_u32 s69, s29, 0
	s_lshl_b64 s[0:1], s[68:69], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[68:69], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v25, v9, s[0:1]
	v_and_b32_e32 v10, 0xffff, v24
	s_add_u32 s70, s30, s18
	s_addc_u32 s71, s31, 0
	s_lshl_b64 s[0:1], s[70:71], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_lshl_or_b32 v65, v25, 16, v10
	v_and_b32_e32 v10, 0xffff, v22
	v_lshl_or_b32 v64, v23, 16, v10
	v_and_b32_e32 v10, 0xffff, v20
	v_cmp_lt_u64_e32 vcc, s[70:71], v[26:27]
	v_lshl_or_b32 v63, v21, 16, v10
	v_and_b32_e32 v10, 0xffff, v18
	s_and_b64 s[26:27], vcc, exec
	v_lshl_or_b32 v62, v19, 16, v10
	v_and_b32_e32 v10, 0xffff, v16
	s_cselect_b32 s0, s0, 0
	v_lshl_or_b32 v61, v17, 16, v10
	v_and_b32_e32 v10, 0xffff, v14
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	v_lshl_or_b32 v60, v15, 16, v10
	v_and_b32_e32 v10, 0xffff, v12
	s_addc_u32 s1, s21, s1
	v_lshl_or_b32 v59, v13, 16, v10
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s70, 1
	s_addc_u32 s1, s71, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v11, v9, s[26:27]
	s_add_u32 s26, s42, s18
	s_addc_u32 s27, s43, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[30:31], vcc, exec
	s_cselect_b32 s28, s28, 0
	s_cselect_b32 s24, s29, 0
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s24
	global_load_ushort v12, v9, s[28:29]
	s_add_u32 s28, s44, s18
	s_addc_u32 s29, s45, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	v_lshl_or_b32 v176, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v13, v9, s[30:31]
	s_add_u32 s30, s46, s18
	s_addc_u32 s31, s47, 0
	s_lshl_b64 s[42:43], s[30:31], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s39, s42, 0
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	s_addc_u32 s43, s21, s24
	global_load_ushort v14, v9, s[42:43]
	s_add_u32 s42, s48, s18
	s_addc_u32 s43, s49, 0
	s_lshl_b64 s[44:45], s[42:43], 1
	v_lshl_or_b32 v177, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s44, 0
	s_cselect_b32 s24, s45, 0
	s_add_u32 s44, s20, s39
	s_addc_u32 s45, s21, s24
	global_load_ushort v15, v9, s[44:45]
	s_add_u32 s44, s50, s18
	s_addc_u32 s45, s51, 0
	s_lshl_b64 s[46:47], s[44:45], 1
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[48:49], vcc, exec
	s_cselect_b32 s39, s46, 0
	s_cselect_b32 s24, s47, 0
	s_add_u32 s46, s20, s39
	s_addc_u32 s47, s21, s24
	global_load_ushort v16, v9, s[46:47]
	s_add_u32 s46, s52, s18
	s_addc_u32 s47, s53, 0
	s_lshl_b64 s[48:49], s[46:47], 1
	v_lshl_or_b32 v178, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[50:51], vcc, exec
	s_cselect_b32 s39, s48, 0
	s_cselect_b32 s24, s49, 0
	s_add_u32 s48, s20, s39
	s_addc_u32 s49, s21, s24
	global_load_ushort v17, v9, s[48:49]
	s_add_u32 s48, s54, s18
	s_addc_u32 s49, s55, 0
	s_lshl_b64 s[50:51], s[48:49], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v18, v9, s[50:51]
	s_add_u32 s50, s56, s18
	s_addc_u32 s51, s57, 0
	s_lshl_b64 s[52:53], s[50:51], 1
	v_lshl_or_b32 v179, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[54:55], vcc, exec
	s_cselect_b32 s39, s52, 0
	s_cselect_b32 s24, s53, 0
	s_add_u32 s52, s20, s39
	s_addc_u32 s53, s21, s24
	global_load_ushort v19, v9, s[52:53]
	s_add_u32 s52, s58, s18
	s_addc_u32 s53, s59, 0
	s_lshl_b64 s[54:55], s[52:53], 1
	v_and_b32_e32 v18, 0xffff, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[56:57], vcc, exec
	s_cselect_b32 s39, s54, 0
	s_cselect_b32 s24, s55, 0
	s_add_u32 s54, s20, s39
	s_addc_u32 s55, s21, s24
	global_load_ushort v20, v9, s[54:55]
	s_add_u32 s54, s60, s18
	s_addc_u32 s55, s61, 0
	s_lshl_b64 s[56:57], s[54:55], 1
	v_lshl_or_b32 v180, v19, 16, v18
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[58:59], vcc, exec
	s_cselect_b32 s39, s56, 0
	s_cselect_b32 s24, s57, 0
	s_add_u32 s56, s20, s39
	s_addc_u32 s57, s21, s24
	global_load_ushort v21, v9, s[56:57]
	s_add_u32 s56, s62, s18
	s_addc_u32 s57, s63, 0
	s_lshl_b64 s[58:59], s[56:57], 1
	v_and_b32_e32 v20, 0xffff, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[60:61], vcc, exec
	s_cselect_b32 s39, s58, 0
	s_cselect_b32 s24, s59, 0
	s_add_u32 s58, s20, s39
	s_addc_u32 s59, s21, s24
	global_load_ushort v22, v9, s[58:59]
	s_add_u32 s58, s64, s18
	s_addc_u32 s59, s65, 0
	s_lshl_b64 s[60:61], s[58:59], 1
	v_lshl_or_b32 v181, v21, 16, v20
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v23, v9, s[60:61]
	s_add_u32 s60, s66, s18
	s_addc_u32 s61, s67, 0
	s_lshl_b64 s[62:63], s[60:61], 1
	v_and_b32_e32 v22, 0xffff, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s39, s62, 0
	s_cselect_b32 s24, s63, 0
	s_add_u32 s62, s20, s39
	s_addc_u32 s63, s21, s24
	global_load_ushort v24, v9, s[62:63]
	s_add_u32 s62, s68, s18
	s_addc_u32 s63, s69, 0
	s_lshl_b64 s[64:65], s[62:63], 1
	v_lshl_or_b32 v182, v23, 16, v22
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s39, s64, 0
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	s_addc_u32 s65, s21, s24
	global_load_ushort v25, v9, s[64:65]
	s_add_u32 s64, s70, s18
	s_addc_u32 s65, s71, 0
	s_lshl_b64 s[66:67], s[64:65], 1
	v_and_b32_e32 v24, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[64:65], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v10, v9, s[66:67]
	v_readlane_b32 s24, v142, 27
	s_add_u32 s66, s24, s38
	v_readlane_b32 s24, v142, 28
	s_addc_u32 s67, s24, 0
	v_lshl_or_b32 v183, v25, 16, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_lshl_b64 s[66:67], s[66:67], 1
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v11, v9, s[66:67]
	v_readlane_b32 s24, v142, 29
	s_add_u32 s66, s24, s38
	v_readlane_b32 s24, v142, 45
	s_addc_u32 s67, s24, 0
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_lshl_b64 s[66:67], s[66:67], 1
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v12, v9, s[66:67]
	v_readlane_b32 s24, v142, 30
	s_add_u32 s66, s24, s38
	v_readlane_b32 s24, v142, 44
	s_addc_u32 s67, s24, 0
	v_lshl_or_b32 v192, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_lshl_b64 s[66:67], s[66:67], 1
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v13, v9, s[66:67]
	v_readlane_b32 s24, v142, 31
	s_add_u32 s66, s24, s38
	v_readlane_b32 s24, v142, 32
	s_addc_u32 s67, s24, 0
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_lshl_b64 s[66:67], s[66:67], 1
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v14, v9, s[66:67]
	v_readlane_b32 s24, v142, 33
	s_add_u32 s66, s24, s38
	v_readlane_b32 s24, v142, 34
	s_addc_u32 s67, s24, 0
	v_lshl_or_b32 v193, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_lshl_b64 s[66:67], s[66:67], 1
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v15, v9, s[66:67]
	v_readlane_b32 s24, v142, 35
	s_add_u32 s66, s24, s38
	v_readlane_b32 s24, v142, 43
	s_addc_u32 s67, s24, 0
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_lshl_b64 s[66:67], s[66:67], 1
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v16, v9, s[66:67]
	s_add_u32 s66, s34, s38
	s_addc_u32 s67, s35, 0
	v_lshl_or_b32 v194, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_lshl_b64 s[66:67], s[66:67], 1
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v17, v9, s[66:67]
	s_add_u32 s48, s48, s18
	s_addc_u32 s49, s49, 0
	s_lshl_b64 s[66:67], s[48:49], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v18, v9, s[66:67]
	s_add_u32 s50, s50, s18
	s_addc_u32 s51, s51, 0
	s_lshl_b64 s[66:67], s[50:51], 1
	v_lshl_or_b32 v195, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v19, v9, s[66:67]
	s_add_u32 s52, s52, s18
	s_addc_u32 s53, s53, 0
	s_lshl_b64 s[66:67], s[52:53], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v20, v9, s[66:67]
	s_add_u32 s54, s54, s18
	s_addc_u32 s55, s55, 0
	s_lshl_b64 s[66:67], s[54:55], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v21, v9, s[66:67]
	s_add_u32 s56, s56, s18
	s_addc_u32 s57, s57, 0
	s_lshl_b64 s[66:67], s[56:57], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v22, v9, s[66:67]
	s_add_u32 s58, s58, s18
	s_addc_u32 s59, s59, 0
	s_lshl_b64 s[66:67], s[58:59], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v23, v9, s[66:67]
	s_add_u32 s60, s60, s18
	s_addc_u32 s61, s61, 0
	s_lshl_b64 s[66:67], s[60:61], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v24, v9, s[66:67]
	s_add_u32 s62, s62, s18
	s_addc_u32 s63, s63, 0
	s_lshl_b64 s[66:67], s[62:63], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	s_cselect_b32 s39, s66, 0
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	s_addc_u32 s67, s21, s24
	global_load_ushort v25, v9, s[66:67]
	s_add_u32 s64, s64, s18
	s_addc_u32 s65, s65, 0
	s_lshl_b64 s[66:67], s[64:65], 1
	v_and_b32_e32 v10, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[64:65], v[26:27]
	s_and_b64 s[68:69], vcc, exec
	v_lshl_or_b32 v199, v25, 16, v10
	v_and_b32_e32 v10, 0xffff, v22
	s_cselect_b32 s39, s66, 0
	v_lshl_or_b32 v198, v23, 16, v10
	v_and_b32_e32 v10, 0xffff, v20
	s_cselect_b32 s24, s67, 0
	s_add_u32 s66, s20, s39
	v_lshl_or_b32 v197, v21, 16, v10
	v_and_b32_e32 v10, 0xffff, v18
	s_addc_u32 s67, s21, s24
	v_lshl_or_b32 v196, v19, 16, v10
	global_load_ushort v10, v9, s[66:67]
	s_add_u32 s0, s0, s36
	s_addc_u32 s1, s1, s37
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v11, v9, s[0:1]
	s_add_u32 s0, s26, s36
	s_addc_u32 s1, s27, s37
	s_lshl_b64 s[26:27], s[0:1], 1
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v12, v9, s[26:27]
	s_add_u32 s26, s28, s36
	s_addc_u32 s27, s29, s37
	s_lshl_b64 s[28:29], s[26:27], 1
	v_lshl_or_b32 v200, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s28, s28, 0
	s_cselect_b32 s24, s29, 0
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s24
	global_load_ushort v13, v9, s[28:29]
	s_add_u32 s28, s30, s36
	s_addc_u32 s29, s31, s37
	s_lshl_b64 s[30:31], s[28:29], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v14, v9, s[30:31]
	s_add_u32 s66, s42, s36
	s_addc_u32 s67, s43, s37
	s_lshl_b64 s[30:31], s[66:67], 1
	v_lshl_or_b32 v201, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v15, v9, s[30:31]
	s_add_u32 s68, s44, s36
	s_addc_u32 s69, s45, s37
	s_lshl_b64 s[30:31], s[68:69], 1
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[68:69], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s70, s46, s36
	s_addc_u32 s71, s47, s37
	s_lshl_b64 s[30:31], s[70:71], 1
	v_lshl_or_b32 v202, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[70:71], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v17, v9, s[30:31]
	s_add_u32 s72, s48, s18
	s_addc_u32 s73, s49, 0
	s_lshl_b64 s[30:31], s[72:73], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[72:73], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v18, v9, s[30:31]
	s_add_u32 s74, s50, s18
	s_addc_u32 s75, s51, 0
	s_lshl_b64 s[30:31], s[74:75], 1
	v_lshl_or_b32 v203, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[74:75], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v19, v9, s[30:31]
	s_add_u32 s76, s52, s18
	s_addc_u32 s77, s53, 0
	s_lshl_b64 s[30:31], s[76:77], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[76:77], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v20, v9, s[30:31]
	s_add_u32 s78, s54, s18
	s_addc_u32 s79, s55, 0
	s_lshl_b64 s[30:31], s[78:79], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[78:79], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v21, v9, s[30:31]
	s_add_u32 s80, s56, s18
	s_addc_u32 s81, s57, 0
	s_lshl_b64 s[30:31], s[80:81], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[80:81], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v22, v9, s[30:31]
	s_add_u32 s82, s58, s18
	s_addc_u32 s83, s59, 0
	s_lshl_b64 s[30:31], s[82:83], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[82:83], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v23, v9, s[30:31]
	s_add_u32 s84, s60, s18
	s_addc_u32 s85, s61, 0
	s_lshl_b64 s[30:31], s[84:85], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[84:85], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v24, v9, s[30:31]
	s_add_u32 s86, s62, s18
	s_addc_u32 s87, s63, 0
	s_lshl_b64 s[30:31], s[86:87], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[86:87], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v25, v9, s[30:31]
	s_add_u32 s30, s64, s18
	s_addc_u32 s31, s65, 0
	s_lshl_b64 s[42:43], s[30:31], 1
	v_and_b32_e32 v10, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[44:45], vcc, exec
	v_lshl_or_b32 v207, v25, 16, v10
	v_and_b32_e32 v10, 0xffff, v22
	s_cselect_b32 s39, s42, 0
	v_lshl_or_b32 v206, v23, 16, v10
	v_and_b32_e32 v10, 0xffff, v20
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	v_lshl_or_b32 v205, v21, 16, v10
	v_and_b32_e32 v10, 0xffff, v18
	s_addc_u32 s43, s21, s24
	v_lshl_or_b32 v204, v19, 16, v10
	global_load_ushort v10, v9, s[42:43]
	v_readlane_b32 s24, v142, 36
	s_add_u32 s42, s24, s38
	s_mul_hi_u32 s24, s18, 10
	s_addc_u32 s43, s24, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_lshl_b64 s[42:43], s[42:43], 1
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s39, s42, 0
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	s_addc_u32 s43, s21, s24
	global_load_ushort v11, v9, s[42:43]
	s_add_u32 s60, s0, s18
	s_addc_u32 s61, s1, 0
	s_lshl_b64 s[0:1], s[60:61], 1
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v12, v9, s[0:1]
	s_add_u32 s62, s26, s18
	s_addc_u32 s63, s27, 0
	s_lshl_b64 s[0:1], s[62:63], 1
	v_lshl_or_b32 v208, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v13, v9, s[0:1]
	s_add_u32 s42, s28, s18
	s_addc_u32 s43, s29, 0
	s_lshl_b64 s[0:1], s[42:43], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v14, v9, s[0:1]
	s_add_u32 s44, s66, s18
	s_addc_u32 s45, s67, 0
	s_lshl_b64 s[0:1], s[44:45], 1
	v_lshl_or_b32 v209, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v15, v9, s[0:1]
	s_add_u32 s46, s68, s18
	s_addc_u32 s47, s69, 0
	s_lshl_b64 s[0:1], s[46:47], 1
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v16, v9, s[0:1]
	s_add_u32 s48, s70, s18
	s_addc_u32 s49, s71, 0
	s_lshl_b64 s[0:1], s[48:49], 1
	v_lshl_or_b32 v210, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v17, v9, s[0:1]
	s_add_u32 s50, s72, s18
	s_addc_u32 s51, s73, 0
	s_lshl_b64 s[0:1], s[50:51], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v18, v9, s[0:1]
	s_add_u32 s52, s74, s18
	s_addc_u32 s53, s75, 0
	s_lshl_b64 s[0:1], s[52:53], 1
	v_lshl_or_b32 v211, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v19, v9, s[0:1]
	s_add_u32 s54, s76, s18
	s_addc_u32 s55, s77, 0
	s_lshl_b64 s[0:1], s[54:55], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v20, v9, s[0:1]
	s_add_u32 s56, s78, s18
	s_addc_u32 s57, s79, 0
	s_lshl_b64 s[0:1], s[56:57], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v21, v9, s[0:1]
	s_add_u32 s58, s80, s18
	s_addc_u32 s59, s81, 0
	s_lshl_b64 s[0:1], s[58:59], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v22, v9, s[0:1]
	s_add_u32 s0, s82, s18
	s_addc_u32 s1, s83, 0
	s_lshl_b64 s[26:27], s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[28:29], vcc, exec
	s_cselect_b32 s26, s26, 0
	s_cselect_b32 s24, s27, 0
	s_add_u32 s26, s20, s26
	s_addc_u32 s27, s21, s24
	global_load_ushort v23, v9, s[26:27]
	s_add_u32 s26, s84, s18
	s_addc_u32 s27, s85, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s28, s28, 0
	s_cselect_b32 s24, s29, 0
	s_add_u32 s28, s20, s28
	s_addc_u32 s29, s21, s24
	global_load_ushort v24, v9, s[28:29]
	s_add_u32 s28, s86, s18
	s_addc_u32 s29, s87, 0
	s_lshl_b64 s[64:65], s[28:29], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s39, s64, 0
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	s_addc_u32 s65, s21, s24
	global_load_ushort v25, v9, s[64:65]
	s_add_u32 s30, s30, s18
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[64:65], s[30:31], 1
	v_and_b32_e32 v10, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	v_lshl_or_b32 v215, v25, 16, v10
	v_and_b32_e32 v10, 0xffff, v22
	s_cselect_b32 s39, s64, 0
	v_lshl_or_b32 v214, v23, 16, v10
	v_and_b32_e32 v10, 0xffff, v20
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	v_lshl_or_b32 v213, v21, 16, v10
	v_and_b32_e32 v10, 0xffff, v18
	s_addc_u32 s65, s21, s24
	v_lshl_or_b32 v212, v19, 16, v10
	global_load_ushort v10, v9, s[64:65]
	s_add_u32 s64, s30, 1
	s_addc_u32 s65, s31, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[64:65], v[26:27]
	s_lshl_b64 s[64:65], s[64:65], 1
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s39, s64, 0
	s_cselect_b32 s24, s65, 0
	s_add_u32 s64, s20, s39
	s_addc_u32 s65, s21, s24
	global_load_ushort v11, v9, s[64:65]
	s_add_u32 s60, s60, s18
	s_addc_u32 s61, s61, 0
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v12, v9, s[60:61]
	s_add_u32 s60, s62, s18
	s_addc_u32 s61, s63, 0
	v_lshl_or_b32 v216, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v13, v9, s[60:61]
	s_add_u32 s42, s42, s18
	s_addc_u32 s43, s43, 0
	s_lshl_b64 s[60:61], s[42:43], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v14, v9, s[60:61]
	s_add_u32 s44, s44, s18
	s_addc_u32 s45, s45, 0
	s_lshl_b64 s[60:61], s[44:45], 1
	v_lshl_or_b32 v217, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v15, v9, s[60:61]
	s_add_u32 s46, s46, s18
	s_addc_u32 s47, s47, 0
	s_lshl_b64 s[60:61], s[46:47], 1
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v16, v9, s[60:61]
	s_add_u32 s48, s48, s18
	s_addc_u32 s49, s49, 0
	s_lshl_b64 s[60:61], s[48:49], 1
	v_lshl_or_b32 v218, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v17, v9, s[60:61]
	s_add_u32 s50, s50, s18
	s_addc_u32 s51, s51, 0
	s_lshl_b64 s[60:61], s[50:51], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v18, v9, s[60:61]
	s_add_u32 s52, s52, s18
	s_addc_u32 s53, s53, 0
	s_lshl_b64 s[60:61], s[52:53], 1
	v_lshl_or_b32 v219, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v19, v9, s[60:61]
	s_add_u32 s54, s54, s18
	s_addc_u32 s55, s55, 0
	s_lshl_b64 s[60:61], s[54:55], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v20, v9, s[60:61]
	s_add_u32 s56, s56, s18
	s_addc_u32 s57, s57, 0
	s_lshl_b64 s[60:61], s[56:57], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v21, v9, s[60:61]
	s_add_u32 s58, s58, s18
	s_addc_u32 s59, s59, 0
	s_lshl_b64 s[60:61], s[58:59], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v22, v9, s[60:61]
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[60:61], s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v23, v9, s[60:61]
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	s_lshl_b64 s[60:61], s[26:27], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v24, v9, s[60:61]
	s_add_u32 s28, s28, s18
	s_addc_u32 s29, s29, 0
	s_lshl_b64 s[60:61], s[28:29], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v25, v9, s[60:61]
	s_add_u32 s30, s30, s18
	s_addc_u32 s31, s31, 0
	s_lshl_b64 s[60:61], s[30:31], 1
	v_and_b32_e32 v12, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v10, v9, s[60:61]
	v_readlane_b32 s24, v142, 37
	s_add_u32 s60, s24, s38
	s_mul_hi_u32 s24, s18, 12
	s_addc_u32 s61, s24, 0
	v_lshl_or_b32 v223, v25, 16, v12
	v_and_b32_e32 v12, 0xffff, v22
	v_lshl_or_b32 v222, v23, 16, v12
	v_and_b32_e32 v12, 0xffff, v20
	v_lshl_or_b32 v221, v21, 16, v12
	v_and_b32_e32 v12, 0xffff, v18
	v_lshl_or_b32 v220, v19, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v11, v9, s[60:61]
	v_readlane_b32 s24, v142, 38
	s_add_u32 s60, s24, s38
	v_readlane_b32 s24, v142, 39
	s_addc_u32 s61, s24, 0
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v12, v9, s[60:61]
	v_readlane_b32 s24, v142, 40
	s_add_u32 s60, s24, s38
	v_readlane_b32 s24, v142, 41
	s_addc_u32 s61, s24, 0
	v_lshl_or_b32 v224, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_lshl_b64 s[60:61], s[60:61], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v13, v9, s[60:61]
	s_add_u32 s42, s42, s18
	s_addc_u32 s43, s43, 0
	s_lshl_b64 s[60:61], s[42:43], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v14, v9, s[60:61]
	s_add_u32 s44, s44, s18
	s_addc_u32 s45, s45, 0
	s_lshl_b64 s[60:61], s[44:45], 1
	v_lshl_or_b32 v225, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v15, v9, s[60:61]
	s_add_u32 s46, s46, s18
	s_addc_u32 s47, s47, 0
	s_lshl_b64 s[60:61], s[46:47], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v16, v9, s[60:61]
	s_add_u32 s48, s48, s18
	s_addc_u32 s49, s49, 0
	s_lshl_b64 s[60:61], s[48:49], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v17, v9, s[60:61]
	s_add_u32 s50, s50, s18
	s_addc_u32 s51, s51, 0
	s_lshl_b64 s[60:61], s[50:51], 1
	v_and_b32_e32 v12, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v18, v9, s[60:61]
	s_add_u32 s52, s52, s18
	s_addc_u32 s53, s53, 0
	s_lshl_b64 s[60:61], s[52:53], 1
	v_lshl_or_b32 v227, v17, 16, v12
	v_and_b32_e32 v12, 0xffff, v14
	v_lshl_or_b32 v226, v15, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[52:53], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v19, v9, s[60:61]
	s_add_u32 s54, s54, s18
	s_addc_u32 s55, s55, 0
	s_lshl_b64 s[60:61], s[54:55], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[54:55], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v20, v9, s[60:61]
	s_add_u32 s56, s56, s18
	s_addc_u32 s57, s57, 0
	s_lshl_b64 s[60:61], s[56:57], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[56:57], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v21, v9, s[60:61]
	s_add_u32 s58, s58, s18
	s_addc_u32 s59, s59, 0
	s_lshl_b64 s[60:61], s[58:59], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[58:59], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v22, v9, s[60:61]
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[60:61], s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v23, v9, s[60:61]
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	s_lshl_b64 s[60:61], s[26:27], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v24, v9, s[60:61]
	s_add_u32 s28, s28, s18
	s_addc_u32 s29, s29, 0
	s_lshl_b64 s[60:61], s[28:29], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s39, s60, 0
	s_cselect_b32 s24, s61, 0
	s_add_u32 s60, s20, s39
	s_addc_u32 s61, s21, s24
	global_load_ushort v25, v9, s[60:61]
	s_add_u32 s60, s30, s18
	s_addc_u32 s61, s31, 0
	s_lshl_b64 s[30:31], s[60:61], 1
	v_and_b32_e32 v10, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[60:61], v[26:27]
	s_and_b64 s[62:63], vcc, exec
	v_lshl_or_b32 v231, v25, 16, v10
	v_and_b32_e32 v10, 0xffff, v22
	s_cselect_b32 s30, s30, 0
	v_lshl_or_b32 v230, v23, 16, v10
	v_and_b32_e32 v10, 0xffff, v20
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	v_lshl_or_b32 v229, v21, 16, v10
	v_and_b32_e32 v10, 0xffff, v18
	s_addc_u32 s31, s21, s24
	v_lshl_or_b32 v228, v19, 16, v10
	global_load_ushort v10, v9, s[30:31]
	s_add_u32 s30, s60, 1
	s_addc_u32 s31, s61, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[62:63], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v11, v9, s[30:31]
	s_add_u32 s62, s60, 2
	s_addc_u32 s63, s61, 0
	s_lshl_b64 s[30:31], s[62:63], 1
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[62:63], v[26:27]
	s_and_b64 s[64:65], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v12, v9, s[30:31]
	s_add_u32 s64, s60, 3
	s_addc_u32 s65, s61, 0
	s_lshl_b64 s[30:31], s[64:65], 1
	v_lshl_or_b32 v232, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_lt_u64_e32 vcc, s[64:65], v[26:27]
	s_and_b64 s[66:67], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v13, v9, s[30:31]
	s_add_u32 s66, s42, s18
	s_addc_u32 s67, s43, 0
	s_lshl_b64 s[30:31], s[66:67], 1
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_lt_u64_e32 vcc, s[66:67], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v14, v9, s[30:31]
	s_add_u32 s68, s44, s18
	s_addc_u32 s69, s45, 0
	s_lshl_b64 s[30:31], s[68:69], 1
	v_lshl_or_b32 v233, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[68:69], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v15, v9, s[30:31]
	s_add_u32 s70, s46, s18
	s_addc_u32 s71, s47, 0
	s_lshl_b64 s[30:31], s[70:71], 1
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[70:71], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v16, v9, s[30:31]
	s_add_u32 s72, s48, s18
	s_addc_u32 s73, s49, 0
	s_lshl_b64 s[30:31], s[72:73], 1
	v_lshl_or_b32 v234, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[72:73], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v17, v9, s[30:31]
	s_add_u32 s46, s50, s18
	s_addc_u32 s47, s51, 0
	s_lshl_b64 s[30:31], s[46:47], 1
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v18, v9, s[30:31]
	s_add_u32 s48, s52, s18
	s_addc_u32 s49, s53, 0
	s_lshl_b64 s[30:31], s[48:49], 1
	v_lshl_or_b32 v235, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[48:49], v[26:27]
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v19, v9, s[30:31]
	s_add_u32 s42, s54, s18
	s_addc_u32 s43, s55, 0
	s_lshl_b64 s[30:31], s[42:43], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v20, v9, s[30:31]
	s_add_u32 s44, s56, s18
	s_addc_u32 s45, s57, 0
	s_lshl_b64 s[30:31], s[44:45], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[44:45], v[26:27]
	s_and_b64 s[50:51], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v21, v9, s[30:31]
	s_add_u32 s30, s58, s18
	s_addc_u32 s31, s59, 0
	s_lshl_b64 s[50:51], s[30:31], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v22, v9, s[50:51]
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, 0
	s_lshl_b64 s[50:51], s[0:1], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v23, v9, s[50:51]
	s_add_u32 s26, s26, s18
	s_addc_u32 s27, s27, 0
	s_lshl_b64 s[50:51], s[26:27], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[26:27], v[26:27]
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v24, v9, s[50:51]
	s_add_u32 s28, s28, s18
	s_addc_u32 s29, s29, 0
	s_lshl_b64 s[50:51], s[28:29], 1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[28:29], v[26:27]
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v25, v9, s[50:51]
	s_add_u32 s50, s60, s18
	s_addc_u32 s51, s61, 0
	v_and_b32_e32 v14, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v10, v9, s[50:51]
	v_readlane_b32 s24, v142, 42
	s_add_u32 s50, s24, s38
	s_mul_hi_u32 s24, s18, 14
	s_addc_u32 s51, s24, 0
	v_lshl_or_b32 v239, v25, 16, v14
	v_and_b32_e32 v14, 0xffff, v22
	v_lshl_or_b32 v238, v23, 16, v14
	v_and_b32_e32 v14, 0xffff, v20
	v_lshl_or_b32 v237, v21, 16, v14
	v_and_b32_e32 v14, 0xffff, v18
	v_lshl_or_b32 v236, v19, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v10, v9, s[50:51]
	s_add_u32 s50, s62, s18
	s_addc_u32 s51, s63, 0
	v_and_b32_e32 v12, 0xffff, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v10, v9, s[50:51]
	s_add_u32 s50, s64, s18
	s_addc_u32 s51, s65, 0
	v_lshl_or_b32 v240, v13, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v11, v9, s[50:51]
	s_add_u32 s50, s66, s18
	s_addc_u32 s51, s67, 0
	v_and_b32_e32 v10, 0xffff, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v14, v9, s[50:51]
	s_add_u32 s50, s68, s18
	s_addc_u32 s51, s69, 0
	v_lshl_or_b32 v241, v11, 16, v10
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v15, v9, s[50:51]
	s_add_u32 s50, s70, s18
	s_addc_u32 s51, s71, 0
	v_and_b32_e32 v14, 0xffff, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v16, v9, s[50:51]
	s_add_u32 s50, s72, s18
	s_addc_u32 s51, s73, 0
	v_lshl_or_b32 v242, v15, 16, v14
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_lt_u64_e32 vcc, s[50:51], v[26:27]
	s_lshl_b64 s[50:51], s[50:51], 1
	s_and_b64 s[52:53], vcc, exec
	s_cselect_b32 s39, s50, 0
	s_cselect_b32 s24, s51, 0
	s_add_u32 s50, s20, s39
	s_addc_u32 s51, s21, s24
	global_load_ushort v17, v9, s[50:51]
	s_add_u32 s46, s46, s18
	s_addc_u32 s47, s47, 0
	v_and_b32_e32 v16, 0xffff, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_lshl_b64 s[46:47], s[46:47], 1
	s_and_b64 s[50:51], vcc, exec
	s_cselect_b32 s39, s46, 0
	s_cselect_b32 s24, s47, 0
	s_add_u32 s46, s20, s39
	s_addc_u32 s47, s21, s24
	global_load_ushort v18, v9, s[46:47]
	s_add_u32 s46, s48, s18
	s_addc_u32 s47, s49, 0
	v_lshl_or_b32 v243, v17, 16, v16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[26:27]
	s_lshl_b64 s[46:47], s[46:47], 1
	s_and_b64 s[48:49], vcc, exec
	s_cselect_b32 s39, s46, 0
	s_cselect_b32 s24, s47, 0
	s_add_u32 s46, s20, s39
	s_addc_u32 s47, s21, s24
	global_load_ushort v19, v9, s[46:47]
	s_add_u32 s42, s42, s18
	s_addc_u32 s43, s43, 0
	s_mov_b32 s48, s19
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_lshl_b64 s[42:43], s[42:43], 1
	s_and_b64 s[46:47], vcc, exec
	s_cselect_b32 s39, s42, 0
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	s_addc_u32 s43, s21, s24
	global_load_ushort v20, v9, s[42:43]
	s_add_u32 s42, s44, s18
	s_addc_u32 s43, s45, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cmp_lt_u64_e32 vcc, s[42:43], v[26:27]
	s_lshl_b64 s[42:43], s[42:43], 1
	s_and_b64 s[44:45], vcc, exec
	s_cselect_b32 s39, s42, 0
	s_cselect_b32 s24, s43, 0
	s_add_u32 s42, s20, s39
	s_addc_u32 s43, s21, s24
	global_load_ushort v21, v9, s[42:43]
	s_add_u32 s30, s30, s18
	s_addc_u32 s31, s31, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cmp_lt_u64_e32 vcc, s[30:31], v[26:27]
	s_lshl_b64 s[30:31], s[30:31], 1
	s_and_b64 s[42:43], vcc, exec
	s_cselect_b32 s30, s30, 0
	s_cselect_b32 s24, s31, 0
	s_add_u32 s30, s20, s30
	s_addc_u32 s31, s21, s24
	global_load_ushort v22, v9, s[30:31]
	s_add_u32 s0, s0, s18
	s_addc_u32 s1, s1, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[30:31], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v23, v9, s[0:1]
	s_add_u32 s0, s26, s18
	s_addc_u32 s1, s27, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v24, v9, s[0:1]
	s_add_u32 s0, s28, s18
	s_addc_u32 s1, s29, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v25, v9, s[0:1]
	s_lshl_b64 s[0:1], s[40:41], 1
	v_and_b32_e32 v12, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cmp_lt_u64_e32 vcc, s[40:41], v[26:27]
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	v_lshl_or_b32 v247, v25, 16, v12
	v_and_b32_e32 v12, 0xffff, v22
	v_lshl_or_b32 v246, v23, 16, v12
	v_and_b32_e32 v12, 0xffff, v20
	s_add_u32 s0, s40, 1
	v_lshl_or_b32 v245, v21, 16, v12
	v_and_b32_e32 v12, 0xffff, v18
	s_addc_u32 s1, s41, 0
	v_lshl_or_b32 v244, v19, 16, v12
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v12, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 2
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v13, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 3
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v14, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 4
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v15, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 5
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v16, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 6
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v17, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 7
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v18, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 8
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v19, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 9
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v20, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 10
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v21, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 11
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v22, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 12
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v23, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 13
	s_addc_u32 s1, s41, 0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v24, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v10, v9, s[0:1]
	s_add_u32 s0, s40, 14
	s_addc_u32 s1, s41, 0
	v_and_b32_e32 v11, 0xffff, v24
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v25, 0, v10, vcc
	v_cmp_lt_u64_e32 vcc, s[0:1], v[26:27]
	s_lshl_b64 s[0:1], s[0:1], 1
	s_and_b64 s[26:27], vcc, exec
	s_cselect_b32 s0, s0, 0
	s_cselect_b32 s1, s1, 0
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_ushort v26, v9, s[0:1]
	v_lshl_or_b32 v254, v25, 16, v11
	v_and_b32_e32 v11, 0xffff, v22
	v_lshl_or_b32 v253, v23, 16, v11
	v_and_b32_e32 v11, 0xffff, v20
	v_lshl_or_b32 v252, v21, 16, v11
	v_and_b32_e32 v11, 0xffff, v18
	v_lshl_or_b32 v251, v19, 16, v11
	v_and_b32_e32 v11, 0xffff, v16
	v_lshl_or_b32 v250, v17, 16, v11
	v_and_b32_e32 v11, 0xffff, v14
	v_lshl_or_b32 v249, v15, 16, v11
	v_and_b32_e32 v11, 0xffff, v12
	v_lshl_or_b32 v248, v13, 16, v11
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v10, 0, v26, vcc
	v_and_b32_e32 v255, 0xffff, v10
.LBB0_10:
	v_accvgpr_write_b32 a185, v9
	v_accvgpr_write_b32 a184, v8
	s_or_saveexec_b64 s[100:101], -1
	v_accvgpr_write_b32 a1, v142
	s_mov_b64 exec, s[100:101]
	v_pk_mov_b32 v[10:11], v[66:67], v[66:67] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], v[68:69], v[68:69] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], v[70:71], v[70:71] op_sel:[0,1]
	v_pk_mov_b32 v[16:17], v[72:73], v[72:73] op_sel:[0,1]
	v_cvt_f32_f16_sdwa v29, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v28, v47
	v_cvt_f32_f16_sdwa v27, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v26, v46
	v_cvt_f32_f16_sdwa v81, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v80, v10
	v_cvt_f32_f16_sdwa v145, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v144, v11
	v_cvt_f32_f16_sdwa v47, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v46, v12
	v_cvt_f32_f16_sdwa v77, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v76, v13
	v_cvt_f32_f16_sdwa v71, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v70, v14
	v_cvt_f32_f16_sdwa v149, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v148, v15
	v_cvt_f32_f16_sdwa v117, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v116, v16
	v_cvt_f32_f16_sdwa v79, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v78, v17
	v_accvgpr_read_b32 v10, a56
	v_accvgpr_read_b32 v17, a63
	v_cvt_f32_f16_sdwa v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v17
	v_accvgpr_read_b32 v16, a62
	buffer_store_dword v8, off, s[96:99], 0 offset:1848
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1852
	v_cvt_f32_f16_sdwa v9, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v16
	v_accvgpr_read_b32 v15, a61
	buffer_store_dword v8, off, s[96:99], 0 offset:1864
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1868
	v_cvt_f32_f16_sdwa v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v15
	v_accvgpr_read_b32 v14, a60
	buffer_store_dword v8, off, s[96:99], 0 offset:1872
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1876
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v14
	v_accvgpr_read_b32 v13, a59
	buffer_store_dword v8, off, s[96:99], 0 offset:1880
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1884
	v_cvt_f32_f16_sdwa v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v13
	v_accvgpr_read_b32 v12, a58
	buffer_store_dword v8, off, s[96:99], 0 offset:1888
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1892
	v_cvt_f32_f16_sdwa v9, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v12
	v_accvgpr_read_b32 v11, a57
	buffer_store_dword v8, off, s[96:99], 0 offset:1896
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1900
	v_cvt_f32_f16_sdwa v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v11
	buffer_store_dword v8, off, s[96:99], 0 offset:1904
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1908
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v10
	buffer_store_dword v8, off, s[96:99], 0 offset:1912
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1916
	v_accvgpr_read_b32 v10, a48
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v10
	v_accvgpr_read_b32 v11, a49
	buffer_store_dword v8, off, s[96:99], 0 offset:1688
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1692
	v_cvt_f32_f16_sdwa v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v11
	v_accvgpr_read_b32 v12, a50
	buffer_store_dword v8, off, s[96:99], 0 offset:1696
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1700
	v_cvt_f32_f16_sdwa v9, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v12
	v_accvgpr_read_b32 v13, a51
	buffer_store_dword v8, off, s[96:99], 0 offset:1704
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1708
	v_cvt_f32_f16_sdwa v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v13
	v_accvgpr_read_b32 v14, a52
	buffer_store_dword v8, off, s[96:99], 0 offset:1720
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1724
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v14
	v_accvgpr_read_b32 v15, a53
	buffer_store_dword v8, off, s[96:99], 0 offset:1728
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1732
	v_cvt_f32_f16_sdwa v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v15
	v_accvgpr_read_b32 v16, a54
	buffer_store_dword v8, off, s[96:99], 0 offset:1736
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1740
	v_cvt_f32_f16_sdwa v9, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v16
	v_accvgpr_read_b32 v17, a55
	buffer_store_dword v8, off, s[96:99], 0 offset:1752
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1756
	v_cvt_f32_f16_sdwa v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v17
	v_accvgpr_read_b32 v10, a40
	buffer_store_dword v8, off, s[96:99], 0 offset:1760
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1764
	v_accvgpr_read_b32 v17, a47
	v_cvt_f32_f16_sdwa v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v17
	v_accvgpr_read_b32 v16, a46
	buffer_store_dword v8, off, s[96:99], 0 offset:1576
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1580
	v_cvt_f32_f16_sdwa v9, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v16
	v_accvgpr_read_b32 v15, a45
	buffer_store_dword v8, off, s[96:99], 0 offset:1584
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1588
	v_cvt_f32_f16_sdwa v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v15
	v_accvgpr_read_b32 v14, a44
	buffer_store_dword v8, off, s[96:99], 0 offset:1592
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1596
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v14
	v_accvgpr_read_b32 v13, a43
	buffer_store_dword v8, off, s[96:99], 0 offset:1600
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1604
	v_cvt_f32_f16_sdwa v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v13
	v_accvgpr_read_b32 v12, a42
	buffer_store_dword v8, off, s[96:99], 0 offset:1608
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1612
	v_cvt_f32_f16_sdwa v9, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v12
	v_accvgpr_read_b32 v11, a41
	buffer_store_dword v8, off, s[96:99], 0 offset:1616
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1620
	v_cvt_f32_f16_sdwa v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v11
	buffer_store_dword v8, off, s[96:99], 0 offset:1624
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1628
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v10
	v_accvgpr_read_b32 v17, a9
	buffer_store_dword v8, off, s[96:99], 0 offset:1632
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1636
	v_accvgpr_read_b32 v10, a2
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v10
	v_accvgpr_read_b32 v11, a3
	buffer_store_dword v8, off, s[96:99], 0 offset:1512
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1516
	v_cvt_f32_f16_sdwa v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v11
	v_accvgpr_read_b32 v12, a4
	buffer_store_dword v8, off, s[96:99], 0 offset:1520
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1524
	v_cvt_f32_f16_sdwa v9, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v12
	v_accvgpr_read_b32 v13, a5
	buffer_store_dword v8, off, s[96:99], 0 offset:1528
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1532
	v_cvt_f32_f16_sdwa v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v13
	v_accvgpr_read_b32 v14, a6
	buffer_store_dword v8, off, s[96:99], 0 offset:1536
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1540
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v14
	v_accvgpr_read_b32 v15, a7
	buffer_store_dword v8, off, s[96:99], 0 offset:1544
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1548
	v_cvt_f32_f16_sdwa v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v15
	v_accvgpr_read_b32 v16, a8
	buffer_store_dword v8, off, s[96:99], 0 offset:1552
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1556
	v_cvt_f32_f16_sdwa v9, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v16
	buffer_store_dword v8, off, s[96:99], 0 offset:1560
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1564
	v_cvt_f32_f16_sdwa v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v17
	v_accvgpr_read_b32 v10, a24
	buffer_store_dword v8, off, s[96:99], 0 offset:1568
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1572
	v_accvgpr_read_b32 v17, a31
	v_cvt_f32_f16_sdwa v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v17
	v_accvgpr_read_b32 v16, a30
	buffer_store_dword v8, off, s[96:99], 0 offset:1448
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1452
	v_cvt_f32_f16_sdwa v9, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v16
	v_accvgpr_read_b32 v15, a29
	buffer_store_dword v8, off, s[96:99], 0 offset:1456
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1460
	v_cvt_f32_f16_sdwa v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v15
	v_accvgpr_read_b32 v14, a28
	buffer_store_dword v8, off, s[96:99], 0 offset:1464
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1468
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v14
	v_accvgpr_read_b32 v13, a27
	buffer_store_dword v8, off, s[96:99], 0 offset:1472
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1476
	v_cvt_f32_f16_sdwa v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v13
	v_accvgpr_read_b32 v12, a26
	buffer_store_dword v8, off, s[96:99], 0 offset:1480
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1484
	v_cvt_f32_f16_sdwa v9, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v12
	v_accvgpr_read_b32 v11, a25
	buffer_store_dword v8, off, s[96:99], 0 offset:1488
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1492
	v_cvt_f32_f16_sdwa v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v11
	buffer_store_dword v8, off, s[96:99], 0 offset:1496
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1500
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v10
	buffer_store_dword v8, off, s[96:99], 0 offset:1504
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1508
	v_accvgpr_read_b32 v10, a32
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v10
	v_accvgpr_read_b32 v11, a33
	buffer_store_dword v8, off, s[96:99], 0 offset:1384
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1388
	v_cvt_f32_f16_sdwa v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v11
	v_accvgpr_read_b32 v12, a34
	buffer_store_dword v8, off, s[96:99], 0 offset:1392
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1396
	v_cvt_f32_f16_sdwa v9, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v12
	v_accvgpr_read_b32 v13, a35
	buffer_store_dword v8, off, s[96:99], 0 offset:1400
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1404
	v_cvt_f32_f16_sdwa v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v13
	v_accvgpr_read_b32 v14, a36
	buffer_store_dword v8, off, s[96:99], 0 offset:1408
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1412
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v14
	v_accvgpr_read_b32 v15, a37
	buffer_store_dword v8, off, s[96:99], 0 offset:1416
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1420
	v_cvt_f32_f16_sdwa v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v15
	v_accvgpr_read_b32 v16, a38
	buffer_store_dword v8, off, s[96:99], 0 offset:1424
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1428
	v_cvt_f32_f16_sdwa v9, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v16
	v_accvgpr_read_b32 v17, a39
	buffer_store_dword v8, off, s[96:99], 0 offset:1432
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1436
	v_cvt_f32_f16_sdwa v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v17
	v_accvgpr_read_b32 v10, a10
	buffer_store_dword v8, off, s[96:99], 0 offset:1440
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1444
	v_accvgpr_read_b32 v17, a17
	v_cvt_f32_f16_sdwa v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v17
	v_accvgpr_read_b32 v16, a16
	buffer_store_dword v8, off, s[96:99], 0 offset:1320
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1324
	v_cvt_f32_f16_sdwa v9, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v16
	v_accvgpr_read_b32 v15, a15
	buffer_store_dword v8, off, s[96:99], 0 offset:1328
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1332
	v_cvt_f32_f16_sdwa v9, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v15
	v_accvgpr_read_b32 v14, a14
	buffer_store_dword v8, off, s[96:99], 0 offset:1336
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1340
	v_cvt_f32_f16_sdwa v9, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v14
	v_accvgpr_read_b32 v13, a13
	buffer_store_dword v8, off, s[96:99], 0 offset:1344
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1348
	v_cvt_f32_f16_sdwa v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v13
	v_accvgpr_read_b32 v12, a12
	buffer_store_dword v8, off, s[96:99], 0 offset:1352
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1356
	v_cvt_f32_f16_sdwa v9, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v12
	v_accvgpr_read_b32 v11, a11
	buffer_store_dword v8, off, s[96:99], 0 offset:1360
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1364
	v_cvt_f32_f16_sdwa v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v11
	buffer_store_dword v8, off, s[96:99], 0 offset:1368
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1372
	v_cvt_f32_f16_sdwa v9, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v10
	buffer_store_dword v8, off, s[96:99], 0 offset:1376
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1380
	v_cvt_f32_f16_sdwa v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v34
	buffer_store_dword v8, off, s[96:99], 0 offset:1256
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1260
	v_cvt_f32_f16_sdwa v9, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v35
	buffer_store_dword v8, off, s[96:99], 0 offset:1264
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1268
	v_cvt_f32_f16_sdwa v9, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v36
	buffer_store_dword v8, off, s[96:99], 0 offset:1272
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1276
	v_cvt_f32_f16_sdwa v9, v37 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v37
	buffer_store_dword v8, off, s[96:99], 0 offset:1280
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1284
	v_cvt_f32_f16_sdwa v9, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v38
	buffer_store_dword v8, off, s[96:99], 0 offset:1288
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1292
	v_cvt_f32_f16_sdwa v9, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v39
	buffer_store_dword v8, off, s[96:99], 0 offset:1296
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1300
	v_cvt_f32_f16_sdwa v9, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v40
	buffer_store_dword v8, off, s[96:99], 0 offset:1304
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1308
	v_cvt_f32_f16_sdwa v9, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v41
	buffer_store_dword v8, off, s[96:99], 0 offset:1312
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1316
	v_cvt_f32_f16_sdwa v9, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v57
	buffer_store_dword v8, off, s[96:99], 0 offset:1192
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1196
	v_cvt_f32_f16_sdwa v9, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v56
	buffer_store_dword v8, off, s[96:99], 0 offset:1200
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1204
	v_cvt_f32_f16_sdwa v9, v55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v55
	buffer_store_dword v8, off, s[96:99], 0 offset:1208
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1212
	v_cvt_f32_f16_sdwa v9, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v54
	buffer_store_dword v8, off, s[96:99], 0 offset:1216
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1220
	v_cvt_f32_f16_sdwa v9, v53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v53
	buffer_store_dword v8, off, s[96:99], 0 offset:1224
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1228
	v_cvt_f32_f16_sdwa v9, v52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v52
	buffer_store_dword v8, off, s[96:99], 0 offset:1232
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1236
	v_cvt_f32_f16_sdwa v9, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v51
	buffer_store_dword v8, off, s[96:99], 0 offset:1240
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1244
	v_cvt_f32_f16_sdwa v9, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v50
	buffer_store_dword v8, off, s[96:99], 0 offset:1248
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1252
	v_cvt_f32_f16_sdwa v9, v88 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v88
	buffer_store_dword v8, off, s[96:99], 0 offset:1128
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1132
	v_cvt_f32_f16_sdwa v9, v89 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v89
	buffer_store_dword v8, off, s[96:99], 0 offset:1136
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1140
	v_cvt_f32_f16_sdwa v9, v90 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v90
	buffer_store_dword v8, off, s[96:99], 0 offset:1144
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1148
	v_cvt_f32_f16_sdwa v9, v91 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v91
	buffer_store_dword v8, off, s[96:99], 0 offset:1152
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1156
	v_cvt_f32_f16_sdwa v9, v92 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v92
	buffer_store_dword v8, off, s[96:99], 0 offset:1160
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1164
	v_cvt_f32_f16_sdwa v9, v93 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v93
	buffer_store_dword v8, off, s[96:99], 0 offset:1168
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1172
	v_cvt_f32_f16_sdwa v9, v94 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v94
	buffer_store_dword v8, off, s[96:99], 0 offset:1176
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1180
	v_cvt_f32_f16_sdwa v9, v95 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v95
	buffer_store_dword v8, off, s[96:99], 0 offset:1184
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1188
	v_cvt_f32_f16_sdwa v9, v103 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v103
	buffer_store_dword v8, off, s[96:99], 0 offset:1064
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1068
	v_cvt_f32_f16_sdwa v9, v102 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v102
	buffer_store_dword v8, off, s[96:99], 0 offset:1072
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1076
	v_cvt_f32_f16_sdwa v9, v101 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v101
	buffer_store_dword v8, off, s[96:99], 0 offset:1080
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1084
	v_cvt_f32_f16_sdwa v9, v100 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v100
	buffer_store_dword v8, off, s[96:99], 0 offset:1088
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1092
	v_cvt_f32_f16_sdwa v9, v99 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v99
	buffer_store_dword v8, off, s[96:99], 0 offset:1096
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1100
	v_cvt_f32_f16_sdwa v9, v98 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v98
	buffer_store_dword v8, off, s[96:99], 0 offset:1104
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1108
	v_cvt_f32_f16_sdwa v9, v97 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v97
	buffer_store_dword v8, off, s[96:99], 0 offset:1112
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1116
	v_cvt_f32_f16_sdwa v9, v96 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v96
	buffer_store_dword v8, off, s[96:99], 0 offset:1120
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1124
	v_cvt_f32_f16_sdwa v9, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v104
	buffer_store_dword v8, off, s[96:99], 0 offset:992
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:996
	v_cvt_f32_f16_sdwa v9, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v105
	buffer_store_dword v8, off, s[96:99], 0 offset:1000
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1004
	v_cvt_f32_f16_sdwa v9, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v106
	buffer_store_dword v8, off, s[96:99], 0 offset:1008
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1012
	v_cvt_f32_f16_sdwa v9, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v107
	buffer_store_dword v8, off, s[96:99], 0 offset:1024
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1028
	v_cvt_f32_f16_sdwa v9, v108 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v108
	buffer_store_dword v8, off, s[96:99], 0 offset:1032
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1036
	v_cvt_f32_f16_sdwa v9, v109 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v109
	buffer_store_dword v8, off, s[96:99], 0 offset:1040
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1044
	v_cvt_f32_f16_sdwa v9, v110 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v110
	buffer_store_dword v8, off, s[96:99], 0 offset:1048
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1052
	v_cvt_f32_f16_sdwa v9, v111 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v111
	buffer_store_dword v8, off, s[96:99], 0 offset:1056
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1060
	v_cvt_f32_f16_sdwa v9, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v8, v7
	v_cvt_f32_f16_sdwa v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v6, v6
	buffer_store_dword v8, off, s[96:99], 0 offset:928
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:932
	buffer_store_dword v6, off, s[96:99], 0 offset:936
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[96:99], 0 offset:940
	v_cvt_f32_f16_sdwa v7, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v6, v5
	v_cvt_f32_f16_sdwa v5, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v4, v4
	buffer_store_dword v6, off, s[96:99], 0 offset:944
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[96:99], 0 offset:948
	buffer_store_dword v4, off, s[96:99], 0 offset:952
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[96:99], 0 offset:956
	v_cvt_f32_f16_sdwa v5, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v4, v3
	v_cvt_f32_f16_sdwa v3, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v2, v2
	buffer_store_dword v4, off, s[96:99], 0 offset:960
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[96:99], 0 offset:964
	buffer_store_dword v2, off, s[96:99], 0 offset:968
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:972
	v_cvt_f32_f16_sdwa v3, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v2, v1
	v_cvt_f32_f16_sdwa v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v0
	buffer_store_dword v2, off, s[96:99], 0 offset:976
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:980
	buffer_store_dword v0, off, s[96:99], 0 offset:984
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:988
	v_cvt_f32_f16_sdwa v1, v184 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v184
	buffer_store_dword v0, off, s[96:99], 0 offset:872
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:876
	v_cvt_f32_f16_sdwa v1, v185 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v185
	buffer_store_dword v0, off, s[96:99], 0 offset:880
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:884
	v_cvt_f32_f16_sdwa v1, v186 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v186
	buffer_store_dword v0, off, s[96:99], 0 offset:888
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:892
	v_cvt_f32_f16_sdwa v1, v187 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v187
	buffer_store_dword v0, off, s[96:99], 0 offset:896
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:900
	v_cvt_f32_f16_sdwa v1, v188 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v188
	buffer_store_dword v0, off, s[96:99], 0 offset:904
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:908
	v_cvt_f32_f16_sdwa v1, v189 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v189
	buffer_store_dword v0, off, s[96:99], 0 offset:912
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:916
	v_cvt_f32_f16_sdwa v1, v190 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v190
	buffer_store_dword v0, off, s[96:99], 0 offset:920
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:924
	v_cvt_f32_f16_sdwa v1, v191 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v0, v223
	buffer_store_dword v0, off, s[96:99], 0 offset:2088
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2092
	v_cvt_f32_f16_sdwa v0, v222 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2096
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2100
	v_cvt_f32_f16_e32 v0, v222
	buffer_store_dword v0, off, s[96:99], 0 offset:2120
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2124
	v_cvt_f32_f16_sdwa v0, v221 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2136
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2140
	v_cvt_f32_f16_e32 v0, v221
	buffer_store_dword v0, off, s[96:99], 0 offset:2152
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2156
	v_cvt_f32_f16_sdwa v0, v220 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2168
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2172
	v_cvt_f32_f16_e32 v0, v220
	buffer_store_dword v0, off, s[96:99], 0 offset:2184
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2188
	v_cvt_f32_f16_sdwa v0, v219 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2216
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2220
	v_cvt_f32_f16_e32 v0, v219
	buffer_store_dword v0, off, s[96:99], 0 offset:2232
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2236
	v_cvt_f32_f16_sdwa v0, v218 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2256
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2260
	v_cvt_f32_f16_e32 v0, v218
	buffer_store_dword v0, off, s[96:99], 0 offset:2280
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2284
	v_cvt_f32_f16_sdwa v0, v217 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2288
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2292
	v_cvt_f32_f16_e32 v0, v217
	buffer_store_dword v0, off, s[96:99], 0 offset:2312
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2316
	v_cvt_f32_f16_sdwa v0, v216 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2320
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2324
	v_cvt_f32_f16_e32 v0, v191
	buffer_store_dword v0, off, s[96:99], 0 offset:1016
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:1020
	v_cvt_f32_f16_e32 v0, v216
	v_cvt_f32_f16_sdwa v8, v215 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v0, off, s[96:99], 0 offset:2344
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:2348
	buffer_store_dword v8, off, s[96:99], 0 offset:2368
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2372
	v_cvt_f32_f16_e32 v8, v215
	buffer_store_dword v8, off, s[96:99], 0 offset:2392
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2396
	v_cvt_f32_f16_sdwa v8, v214 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2400
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2404
	v_cvt_f32_f16_e32 v8, v214
	buffer_store_dword v8, off, s[96:99], 0 offset:2424
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2428
	v_cvt_f32_f16_sdwa v8, v213 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2440
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2444
	v_cvt_f32_f16_e32 v8, v213
	buffer_store_dword v8, off, s[96:99], 0 offset:2456
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2460
	v_cvt_f32_f16_sdwa v8, v212 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2464
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2468
	v_cvt_f32_f16_e32 v8, v212
	buffer_store_dword v8, off, s[96:99], 0 offset:2472
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2476
	v_cvt_f32_f16_sdwa v8, v211 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2480
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2484
	v_cvt_f32_f16_e32 v8, v211
	buffer_store_dword v8, off, s[96:99], 0 offset:2488
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2492
	v_cvt_f32_f16_sdwa v8, v210 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2496
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2500
	v_cvt_f32_f16_e32 v8, v210
	buffer_store_dword v8, off, s[96:99], 0 offset:2504
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2508
	v_cvt_f32_f16_sdwa v8, v209 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2512
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2516
	v_cvt_f32_f16_e32 v8, v209
	buffer_store_dword v8, off, s[96:99], 0 offset:2520
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2524
	v_cvt_f32_f16_sdwa v8, v208 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2528
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2532
	v_cvt_f32_f16_e32 v8, v208
	buffer_store_dword v8, off, s[96:99], 0 offset:2536
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2540
	v_cvt_f32_f16_sdwa v8, v133 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v19, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v18, v42
	v_cvt_f32_f16_e32 v16, v118
	v_accvgpr_write_b32 a10, v8
	v_cvt_f32_f16_sdwa v8, v132 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v21, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v20, v43
	v_cvt_f32_f16_sdwa v23, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a2, v8
	v_cvt_f32_f16_sdwa v8, v131 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v22, v44
	v_cvt_f32_f16_sdwa v25, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v24, v45
	v_accvgpr_write_b32 a252, v8
	v_cvt_f32_f16_sdwa v8, v130 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v31, v48 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v30, v48
	v_cvt_f32_f16_sdwa v33, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a246, v8
	v_cvt_f32_f16_e32 v8, v133
	v_cvt_f32_f16_e32 v32, v49
	v_cvt_f32_f16_sdwa v222, v118 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v48, v123 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a4, v8
	v_cvt_f32_f16_e32 v8, v132
	v_cvt_f32_f16_sdwa v36, v122 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v44, v123
	v_cvt_f32_f16_e32 v14, v122
	v_accvgpr_write_b32 a254, v8
	v_cvt_f32_f16_e32 v8, v131
	v_cvt_f32_f16_e32 v0, v119
	v_cvt_f32_f16_sdwa v38, v125 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v218, v124 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a250, v8
	v_cvt_f32_f16_sdwa v8, v207 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2544
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2548
	v_cvt_f32_f16_e32 v8, v207
	buffer_store_dword v8, off, s[96:99], 0 offset:2552
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2556
	v_cvt_f32_f16_sdwa v8, v206 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2560
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2564
	v_cvt_f32_f16_e32 v8, v206
	buffer_store_dword v8, off, s[96:99], 0 offset:2568
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2572
	v_cvt_f32_f16_sdwa v8, v205 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2576
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2580
	v_cvt_f32_f16_e32 v8, v205
	buffer_store_dword v8, off, s[96:99], 0 offset:2584
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2588
	v_cvt_f32_f16_sdwa v8, v204 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2592
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2596
	v_cvt_f32_f16_e32 v8, v204
	buffer_store_dword v8, off, s[96:99], 0 offset:2600
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2604
	v_cvt_f32_f16_sdwa v8, v203 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2608
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2612
	v_cvt_f32_f16_e32 v8, v203
	buffer_store_dword v8, off, s[96:99], 0 offset:2616
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2620
	v_cvt_f32_f16_sdwa v8, v202 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2624
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2628
	v_cvt_f32_f16_e32 v8, v202
	buffer_store_dword v8, off, s[96:99], 0 offset:2632
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2636
	v_cvt_f32_f16_sdwa v8, v201 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2640
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2644
	v_cvt_f32_f16_e32 v8, v201
	buffer_store_dword v8, off, s[96:99], 0 offset:2648
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2652
	v_cvt_f32_f16_sdwa v8, v200 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2656
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2660
	v_cvt_f32_f16_e32 v8, v200
	buffer_store_dword v8, off, s[96:99], 0 offset:2664
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2668
	v_cvt_f32_f16_sdwa v8, v141 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v220, v125
	v_cvt_f32_f16_e32 v6, v124
	v_cvt_f32_f16_sdwa v34, v121 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a46, v8
	v_cvt_f32_f16_sdwa v8, v140 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v10, v120 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v12, v121
	v_cvt_f32_f16_e32 v4, v120
	v_accvgpr_write_b32 a38, v8
	v_cvt_f32_f16_sdwa v8, v139 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v54, v130
	v_cvt_f32_f16_sdwa v100, v129 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v216, v128 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a30, v8
	v_cvt_f32_f16_sdwa v8, v138 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v52, v129
	v_cvt_f32_f16_e32 v214, v128
	v_cvt_f32_f16_sdwa v2, v119 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a24, v8
	v_cvt_f32_f16_sdwa v8, v137 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v212, v127 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_sdwa v208, v126 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v210, v127
	v_accvgpr_write_b32 a16, v8
	v_cvt_f32_f16_sdwa v8, v136 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_cvt_f32_f16_e32 v142, v126
	s_add_i32 s33, s33, 16
	s_add_i32 s38, s38, s95
	v_accvgpr_write_b32 a12, v8
	v_cvt_f32_f16_sdwa v8, v135 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	s_cmp_ge_u32 s33, s2
	v_accvgpr_write_b32 a6, v8
	v_cvt_f32_f16_sdwa v8, v134 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a82, v8
	v_cvt_f32_f16_e32 v8, v141
	v_accvgpr_write_b32 a40, v8
	v_cvt_f32_f16_e32 v8, v140
	v_accvgpr_write_b32 a32, v8
	v_cvt_f32_f16_e32 v8, v139
	v_accvgpr_write_b32 a28, v8
	v_cvt_f32_f16_e32 v8, v138
	v_accvgpr_write_b32 a18, v8
	v_cvt_f32_f16_e32 v8, v137
	v_accvgpr_write_b32 a14, v8
	v_cvt_f32_f16_e32 v8, v136
	v_accvgpr_write_b32 a8, v8
	v_cvt_f32_f16_e32 v8, v135
	v_accvgpr_write_b32 a0, v8
	v_cvt_f32_f16_sdwa v8, v199 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2672
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2676
	v_cvt_f32_f16_e32 v8, v199
	buffer_store_dword v8, off, s[96:99], 0 offset:2680
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2684
	v_cvt_f32_f16_sdwa v8, v198 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2688
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2692
	v_cvt_f32_f16_e32 v8, v198
	buffer_store_dword v8, off, s[96:99], 0 offset:2696
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2700
	v_cvt_f32_f16_sdwa v8, v197 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2704
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2708
	v_cvt_f32_f16_e32 v8, v197
	buffer_store_dword v8, off, s[96:99], 0 offset:2712
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2716
	v_cvt_f32_f16_sdwa v8, v196 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2720
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2724
	v_cvt_f32_f16_e32 v8, v196
	buffer_store_dword v8, off, s[96:99], 0 offset:2728
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2732
	v_cvt_f32_f16_sdwa v8, v195 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2736
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2740
	v_cvt_f32_f16_e32 v8, v195
	buffer_store_dword v8, off, s[96:99], 0 offset:2744
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2748
	v_cvt_f32_f16_sdwa v8, v194 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2752
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2756
	v_cvt_f32_f16_e32 v8, v194
	buffer_store_dword v8, off, s[96:99], 0 offset:2760
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2764
	v_cvt_f32_f16_sdwa v8, v193 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2768
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2772
	v_cvt_f32_f16_e32 v8, v193
	buffer_store_dword v8, off, s[96:99], 0 offset:2776
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2780
	v_cvt_f32_f16_sdwa v8, v192 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2784
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2788
	v_cvt_f32_f16_e32 v8, v134
	v_accvgpr_write_b32 a248, v8
	v_cvt_f32_f16_e32 v8, v192
	buffer_store_dword v8, off, s[96:99], 0 offset:2792
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2796
	v_cvt_f32_f16_sdwa v8, v159 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a78, v8
	v_cvt_f32_f16_sdwa v8, v158 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a70, v8
	v_cvt_f32_f16_sdwa v8, v157 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a62, v8
	v_cvt_f32_f16_sdwa v8, v156 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a58, v8
	v_cvt_f32_f16_sdwa v8, v155 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a52, v8
	v_cvt_f32_f16_sdwa v8, v154 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a48, v8
	v_cvt_f32_f16_sdwa v8, v153 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a42, v8
	v_cvt_f32_f16_sdwa v8, v152 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a34, v8
	v_cvt_f32_f16_e32 v8, v159
	v_accvgpr_write_b32 a72, v8
	v_cvt_f32_f16_e32 v8, v158
	v_accvgpr_write_b32 a64, v8
	v_cvt_f32_f16_e32 v8, v157
	v_accvgpr_write_b32 a60, v8
	v_cvt_f32_f16_e32 v8, v156
	v_accvgpr_write_b32 a54, v8
	v_cvt_f32_f16_e32 v8, v155
	v_accvgpr_write_b32 a50, v8
	v_cvt_f32_f16_e32 v8, v154
	v_accvgpr_write_b32 a44, v8
	v_cvt_f32_f16_e32 v8, v153
	v_accvgpr_write_b32 a36, v8
	v_cvt_f32_f16_sdwa v8, v183 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2800
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2804
	v_cvt_f32_f16_e32 v8, v183
	buffer_store_dword v8, off, s[96:99], 0 offset:2808
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2812
	v_cvt_f32_f16_sdwa v8, v182 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2816
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2820
	v_cvt_f32_f16_e32 v8, v182
	buffer_store_dword v8, off, s[96:99], 0 offset:2824
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2828
	v_cvt_f32_f16_sdwa v8, v181 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2832
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2836
	v_cvt_f32_f16_e32 v8, v181
	buffer_store_dword v8, off, s[96:99], 0 offset:2840
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2844
	v_cvt_f32_f16_sdwa v8, v180 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2848
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2852
	v_cvt_f32_f16_e32 v8, v180
	buffer_store_dword v8, off, s[96:99], 0 offset:2856
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2860
	v_cvt_f32_f16_sdwa v8, v179 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a182, v8
	v_cvt_f32_f16_e32 v8, v179
	v_accvgpr_write_b32 a180, v8
	v_cvt_f32_f16_sdwa v8, v178 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a178, v8
	v_cvt_f32_f16_e32 v8, v178
	v_accvgpr_write_b32 a176, v8
	v_cvt_f32_f16_sdwa v8, v177 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a174, v8
	v_cvt_f32_f16_e32 v8, v177
	v_accvgpr_write_b32 a172, v8
	v_cvt_f32_f16_sdwa v8, v176 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a170, v8
	v_cvt_f32_f16_e32 v8, v152
	v_accvgpr_write_b32 a22, v8
	v_cvt_f32_f16_e32 v8, v176
	v_accvgpr_write_b32 a168, v8
	v_cvt_f32_f16_sdwa v8, v167 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a112, v8
	v_cvt_f32_f16_sdwa v8, v166 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a104, v8
	v_cvt_f32_f16_sdwa v8, v165 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a96, v8
	v_cvt_f32_f16_sdwa v8, v164 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a90, v8
	v_cvt_f32_f16_sdwa v8, v163 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a86, v8
	v_cvt_f32_f16_sdwa v8, v162 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a80, v8
	v_cvt_f32_f16_sdwa v8, v161 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a74, v8
	v_cvt_f32_f16_sdwa v8, v160 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a66, v8
	v_cvt_f32_f16_e32 v8, v167
	v_accvgpr_write_b32 a106, v8
	v_cvt_f32_f16_e32 v8, v166
	v_accvgpr_write_b32 a98, v8
	v_cvt_f32_f16_e32 v8, v165
	v_accvgpr_write_b32 a92, v8
	v_cvt_f32_f16_e32 v8, v164
	v_accvgpr_write_b32 a88, v8
	v_cvt_f32_f16_e32 v8, v163
	v_accvgpr_write_b32 a84, v8
	v_cvt_f32_f16_e32 v8, v162
	v_accvgpr_write_b32 a76, v8
	v_cvt_f32_f16_e32 v8, v161
	v_accvgpr_write_b32 a68, v8
	v_cvt_f32_f16_sdwa v8, v65 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a166, v8
	v_cvt_f32_f16_e32 v8, v65
	v_accvgpr_write_b32 a164, v8
	v_cvt_f32_f16_sdwa v8, v64 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a162, v8
	v_cvt_f32_f16_e32 v8, v64
	v_accvgpr_write_b32 a160, v8
	v_cvt_f32_f16_sdwa v8, v63 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a158, v8
	v_cvt_f32_f16_e32 v8, v63
	v_accvgpr_write_b32 a156, v8
	v_cvt_f32_f16_sdwa v8, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a154, v8
	v_cvt_f32_f16_e32 v8, v62
	v_accvgpr_write_b32 a152, v8
	v_cvt_f32_f16_sdwa v8, v61 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a150, v8
	v_cvt_f32_f16_e32 v8, v61
	v_accvgpr_write_b32 a148, v8
	v_cvt_f32_f16_sdwa v8, v60 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a146, v8
	v_cvt_f32_f16_e32 v8, v60
	v_accvgpr_write_b32 a144, v8
	v_cvt_f32_f16_sdwa v8, v59 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a142, v8
	v_cvt_f32_f16_e32 v8, v59
	v_accvgpr_write_b32 a140, v8
	v_cvt_f32_f16_sdwa v8, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a138, v8
	v_cvt_f32_f16_e32 v8, v160
	v_accvgpr_write_b32 a56, v8
	v_cvt_f32_f16_e32 v8, v58
	v_accvgpr_write_b32 a136, v8
	v_cvt_f32_f16_sdwa v8, v175 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a134, v8
	v_cvt_f32_f16_sdwa v8, v174 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a130, v8
	v_cvt_f32_f16_sdwa v8, v173 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a126, v8
	v_cvt_f32_f16_sdwa v8, v172 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a122, v8
	v_cvt_f32_f16_sdwa v8, v171 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a118, v8
	v_cvt_f32_f16_sdwa v8, v170 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a114, v8
	v_cvt_f32_f16_sdwa v8, v169 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a108, v8
	v_cvt_f32_f16_sdwa v8, v168 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_accvgpr_write_b32 a100, v8
	v_cvt_f32_f16_e32 v8, v175
	v_accvgpr_write_b32 a132, v8
	v_cvt_f32_f16_e32 v8, v174
	v_accvgpr_write_b32 a128, v8
	v_cvt_f32_f16_e32 v8, v173
	v_accvgpr_write_b32 a124, v8
	v_cvt_f32_f16_e32 v8, v172
	v_accvgpr_write_b32 a120, v8
	v_cvt_f32_f16_e32 v8, v171
	v_accvgpr_write_b32 a116, v8
	v_cvt_f32_f16_e32 v8, v170
	v_accvgpr_write_b32 a110, v8
	v_cvt_f32_f16_e32 v8, v169
	v_accvgpr_write_b32 a102, v8
	v_cvt_f32_f16_e32 v8, v168
	v_accvgpr_write_b32 a94, v8
	v_cvt_f32_f16_sdwa v8, v223 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2432
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2436
	v_cvt_f32_f16_sdwa v8, v231 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2192
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2196
	v_cvt_f32_f16_sdwa v8, v230 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2240
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2244
	v_cvt_f32_f16_sdwa v8, v229 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2272
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2276
	v_cvt_f32_f16_sdwa v8, v228 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2304
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2308
	v_cvt_f32_f16_sdwa v8, v227 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2336
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2340
	v_cvt_f32_f16_sdwa v8, v226 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2360
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2364
	v_cvt_f32_f16_sdwa v8, v225 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2384
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2388
	v_cvt_f32_f16_sdwa v8, v224 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2416
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2420
	v_cvt_f32_f16_e32 v8, v231
	buffer_store_dword v8, off, s[96:99], 0 offset:2224
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2228
	v_cvt_f32_f16_e32 v8, v230
	buffer_store_dword v8, off, s[96:99], 0 offset:2264
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2268
	v_cvt_f32_f16_e32 v8, v229
	buffer_store_dword v8, off, s[96:99], 0 offset:2296
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2300
	v_cvt_f32_f16_e32 v8, v228
	buffer_store_dword v8, off, s[96:99], 0 offset:2328
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2332
	v_cvt_f32_f16_e32 v8, v227
	buffer_store_dword v8, off, s[96:99], 0 offset:2352
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2356
	v_cvt_f32_f16_e32 v8, v226
	buffer_store_dword v8, off, s[96:99], 0 offset:2376
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2380
	v_cvt_f32_f16_e32 v8, v225
	buffer_store_dword v8, off, s[96:99], 0 offset:2408
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2412
	v_cvt_f32_f16_e32 v8, v224
	buffer_store_dword v8, off, s[96:99], 0 offset:2448
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2452
	v_cvt_f32_f16_sdwa v8, v239 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2008
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2012
	v_cvt_f32_f16_sdwa v8, v238 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2040
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2044
	v_cvt_f32_f16_sdwa v8, v237 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2064
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2068
	v_cvt_f32_f16_sdwa v8, v236 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2080
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2084
	v_cvt_f32_f16_sdwa v8, v235 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2112
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2116
	v_cvt_f32_f16_sdwa v8, v234 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2144
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2148
	v_cvt_f32_f16_sdwa v8, v233 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2176
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2180
	v_cvt_f32_f16_sdwa v8, v232 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2208
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2212
	v_cvt_f32_f16_e32 v8, v239
	buffer_store_dword v8, off, s[96:99], 0 offset:2032
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2036
	v_cvt_f32_f16_e32 v8, v238
	buffer_store_dword v8, off, s[96:99], 0 offset:2056
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2060
	v_cvt_f32_f16_e32 v8, v237
	buffer_store_dword v8, off, s[96:99], 0 offset:2072
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2076
	v_cvt_f32_f16_e32 v8, v236
	buffer_store_dword v8, off, s[96:99], 0 offset:2104
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2108
	v_cvt_f32_f16_e32 v8, v235
	buffer_store_dword v8, off, s[96:99], 0 offset:2128
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2132
	v_cvt_f32_f16_e32 v8, v234
	buffer_store_dword v8, off, s[96:99], 0 offset:2160
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2164
	v_cvt_f32_f16_e32 v8, v233
	buffer_store_dword v8, off, s[96:99], 0 offset:2200
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2204
	v_cvt_f32_f16_e32 v8, v232
	buffer_store_dword v8, off, s[96:99], 0 offset:2248
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2252
	v_cvt_f32_f16_sdwa v8, v247 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1808
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1812
	v_cvt_f32_f16_sdwa v8, v246 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1856
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1860
	v_cvt_f32_f16_sdwa v8, v245 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1936
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1940
	v_cvt_f32_f16_sdwa v8, v244 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1952
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1956
	v_cvt_f32_f16_sdwa v8, v243 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1968
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1972
	v_cvt_f32_f16_sdwa v8, v242 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1984
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1988
	v_cvt_f32_f16_sdwa v8, v241 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2000
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2004
	v_cvt_f32_f16_sdwa v8, v240 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:2024
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2028
	v_cvt_f32_f16_e32 v8, v247
	buffer_store_dword v8, off, s[96:99], 0 offset:1840
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1844
	v_cvt_f32_f16_e32 v8, v246
	buffer_store_dword v8, off, s[96:99], 0 offset:1928
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1932
	v_cvt_f32_f16_e32 v8, v245
	buffer_store_dword v8, off, s[96:99], 0 offset:1944
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1948
	v_cvt_f32_f16_e32 v8, v244
	buffer_store_dword v8, off, s[96:99], 0 offset:1960
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1964
	v_cvt_f32_f16_e32 v8, v243
	buffer_store_dword v8, off, s[96:99], 0 offset:1976
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1980
	v_cvt_f32_f16_e32 v8, v242
	buffer_store_dword v8, off, s[96:99], 0 offset:1992
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1996
	v_cvt_f32_f16_e32 v8, v241
	buffer_store_dword v8, off, s[96:99], 0 offset:2016
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2020
	v_cvt_f32_f16_e32 v8, v240
	buffer_store_dword v8, off, s[96:99], 0 offset:2048
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:2052
	v_cvt_f32_f16_sdwa v8, v255 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1640
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1644
	v_cvt_f32_f16_sdwa v8, v254 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1656
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1660
	v_cvt_f32_f16_sdwa v8, v253 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1672
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1676
	v_cvt_f32_f16_sdwa v8, v252 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1712
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1716
	v_cvt_f32_f16_sdwa v8, v251 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1768
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1772
	v_cvt_f32_f16_sdwa v8, v250 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1784
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1788
	v_cvt_f32_f16_sdwa v8, v249 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1800
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1804
	v_cvt_f32_f16_sdwa v8, v248 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	buffer_store_dword v8, off, s[96:99], 0 offset:1824
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1828
	v_cvt_f32_f16_e32 v8, v255
	buffer_store_dword v8, off, s[96:99], 0 offset:1648
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1652
	v_cvt_f32_f16_e32 v8, v254
	buffer_store_dword v8, off, s[96:99], 0 offset:1664
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1668
	v_cvt_f32_f16_e32 v8, v253
	buffer_store_dword v8, off, s[96:99], 0 offset:1680
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1684
	v_cvt_f32_f16_e32 v8, v252
	buffer_store_dword v8, off, s[96:99], 0 offset:1744
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1748
	v_cvt_f32_f16_e32 v8, v251
	buffer_store_dword v8, off, s[96:99], 0 offset:1776
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1780
	v_cvt_f32_f16_e32 v8, v250
	buffer_store_dword v8, off, s[96:99], 0 offset:1792
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1796
	v_cvt_f32_f16_e32 v8, v249
	buffer_store_dword v8, off, s[96:99], 0 offset:1816
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1820
	v_cvt_f32_f16_e32 v8, v248
	buffer_store_dword v8, off, s[96:99], 0 offset:1920
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[96:99], 0 offset:1924
	v_accvgpr_read_b32 v8, a93
	v_accvgpr_read_b32 v9, a91
	v_pk_fma_f32 v[8:9], v[18:19], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a93, v8
	v_accvgpr_write_b32 a91, v9
	v_accvgpr_read_b32 v8, a89
	v_accvgpr_read_b32 v9, a87
	v_pk_fma_f32 v[8:9], v[20:21], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a89, v8
	v_accvgpr_write_b32 a87, v9
	v_accvgpr_read_b32 v8, a85
	v_accvgpr_read_b32 v9, a81
	v_pk_fma_f32 v[8:9], v[22:23], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a85, v8
	v_accvgpr_write_b32 a81, v9
	v_accvgpr_read_b32 v8, a79
	v_accvgpr_read_b32 v9, a77
	v_pk_fma_f32 v[184:185], v[24:25], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a75
	v_accvgpr_read_b32 v9, a73
	v_pk_fma_f32 v[182:183], v[26:27], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a71
	v_accvgpr_read_b32 v9, a69
	v_pk_fma_f32 v[64:65], v[28:29], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a67
	v_accvgpr_read_b32 v9, a65
	v_pk_fma_f32 v[94:95], v[30:31], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:360
	buffer_load_dword v9, off, s[96:99], 0 offset:364
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[32:33], v[16:17], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:352
	buffer_load_dword v9, off, s[96:99], 0 offset:356
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[18:19], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a67, v8
	v_accvgpr_write_b32 a65, v9
	buffer_load_dword v8, off, s[96:99], 0 offset:344
	buffer_load_dword v9, off, s[96:99], 0 offset:348
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[20:21], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a71, v8
	v_accvgpr_write_b32 a69, v9
	buffer_load_dword v8, off, s[96:99], 0 offset:336
	buffer_load_dword v9, off, s[96:99], 0 offset:340
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[190:191], v[22:23], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:328
	buffer_load_dword v9, off, s[96:99], 0 offset:332
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[188:189], v[24:25], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:320
	buffer_load_dword v9, off, s[96:99], 0 offset:324
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[122:123], v[26:27], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:312
	buffer_load_dword v9, off, s[96:99], 0 offset:316
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[106:107], v[28:29], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:304
	buffer_load_dword v9, off, s[96:99], 0 offset:308
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[108:109], v[30:31], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:296
	buffer_load_dword v9, off, s[96:99], 0 offset:300
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[98:99], v[32:33], v[222:223], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:288
	buffer_load_dword v9, off, s[96:99], 0 offset:292
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[124:125], v[18:19], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:280
	buffer_load_dword v9, off, s[96:99], 0 offset:284
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[120:121], v[20:21], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:272
	buffer_load_dword v9, off, s[96:99], 0 offset:276
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[130:131], v[22:23], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:264
	buffer_load_dword v9, off, s[96:99], 0 offset:268
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[132:133], v[24:25], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:256
	buffer_load_dword v9, off, s[96:99], 0 offset:260
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[134:135], v[26:27], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:248
	buffer_load_dword v9, off, s[96:99], 0 offset:252
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[136:137], v[28:29], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:240
	buffer_load_dword v9, off, s[96:99], 0 offset:244
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[128:129], v[30:31], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:232
	buffer_load_dword v9, off, s[96:99], 0 offset:236
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[118:119], v[32:33], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:224
	buffer_load_dword v1, off, s[96:99], 0 offset:228
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[140:141], v[18:19], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:216
	buffer_load_dword v1, off, s[96:99], 0 offset:220
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[126:127], v[20:21], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:208
	buffer_load_dword v1, off, s[96:99], 0 offset:212
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[192:193], v[22:23], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:200
	buffer_load_dword v1, off, s[96:99], 0 offset:204
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[194:195], v[24:25], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:192
	buffer_load_dword v1, off, s[96:99], 0 offset:196
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[196:197], v[26:27], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:184
	buffer_load_dword v1, off, s[96:99], 0 offset:188
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[198:199], v[28:29], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:176
	buffer_load_dword v1, off, s[96:99], 0 offset:180
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[186:187], v[30:31], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:168
	buffer_load_dword v1, off, s[96:99], 0 offset:172
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[150:151], v[32:33], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:160
	buffer_load_dword v1, off, s[96:99], 0 offset:164
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[138:139], v[18:19], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:152
	buffer_load_dword v1, off, s[96:99], 0 offset:156
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[72:73], v[20:21], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:144
	buffer_load_dword v1, off, s[96:99], 0 offset:148
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[82:83], v[22:23], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:136
	buffer_load_dword v1, off, s[96:99], 0 offset:140
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[114:115], v[24:25], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:128
	buffer_load_dword v1, off, s[96:99], 0 offset:132
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[86:87], v[26:27], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:120
	buffer_load_dword v1, off, s[96:99], 0 offset:124
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[112:113], v[28:29], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:112
	buffer_load_dword v1, off, s[96:99], 0 offset:116
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[84:85], v[30:31], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:104
	buffer_load_dword v1, off, s[96:99], 0 offset:108
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[50:51], v[32:33], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1832
	buffer_load_dword v1, off, s[96:99], 0 offset:1836
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[104:105], v[18:19], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:96
	buffer_load_dword v1, off, s[96:99], 0 offset:100
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[146:147], v[20:21], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:88
	buffer_load_dword v1, off, s[96:99], 0 offset:92
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[58:59], v[22:23], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:80
	buffer_load_dword v1, off, s[96:99], 0 offset:84
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[60:61], v[24:25], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:72
	buffer_load_dword v1, off, s[96:99], 0 offset:76
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[62:63], v[26:27], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:64
	buffer_load_dword v1, off, s[96:99], 0 offset:68
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[28:29], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:56
	buffer_load_dword v1, off, s[96:99], 0 offset:60
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[42:43], v[30:31], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:48
	buffer_load_dword v1, off, s[96:99], 0 offset:52
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[32:33], v[10:11], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:864
	buffer_load_dword v1, off, s[96:99], 0 offset:868
	v_pk_mov_b32 v[10:11], v[144:145], v[144:145] op_sel:[0,1]
	v_pk_fma_f32 v[126:127], v[10:11], v[212:213], v[126:127] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[18:19], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:856
	buffer_load_dword v1, off, s[96:99], 0 offset:860
	v_accvgpr_write_b32 a27, v5
	v_accvgpr_write_b32 a26, v4
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[20:21], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:848
	buffer_load_dword v1, off, s[96:99], 0 offset:852
	v_accvgpr_write_b32 a21, v5
	v_accvgpr_write_b32 a20, v4
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[102:103], v[22:23], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:840
	buffer_load_dword v1, off, s[96:99], 0 offset:844
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[90:91], v[24:25], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:832
	buffer_load_dword v1, off, s[96:99], 0 offset:836
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[74:75], v[26:27], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:824
	buffer_load_dword v1, off, s[96:99], 0 offset:828
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[68:69], v[28:29], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:816
	buffer_load_dword v1, off, s[96:99], 0 offset:820
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[66:67], v[30:31], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:808
	buffer_load_dword v1, off, s[96:99], 0 offset:812
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[32:33], v[12:13], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:704
	buffer_load_dword v1, off, s[96:99], 0 offset:708
	v_pk_mov_b32 v[12:13], v[46:47], v[46:47] op_sel:[0,1]
	v_pk_fma_f32 v[58:59], v[12:13], v[216:217], v[58:59] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a245, v1
	v_accvgpr_write_b32 a244, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:696
	buffer_load_dword v1, off, s[96:99], 0 offset:700
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[20:21], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a243, v1
	v_accvgpr_write_b32 a242, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:688
	buffer_load_dword v1, off, s[96:99], 0 offset:692
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[22:23], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a241, v1
	v_accvgpr_write_b32 a240, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:680
	buffer_load_dword v1, off, s[96:99], 0 offset:684
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[24:25], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a239, v1
	v_accvgpr_write_b32 a238, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:800
	buffer_load_dword v1, off, s[96:99], 0 offset:804
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[26:27], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a237, v1
	v_accvgpr_write_b32 a236, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:792
	buffer_load_dword v1, off, s[96:99], 0 offset:796
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[28:29], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a235, v1
	v_accvgpr_write_b32 a234, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:784
	buffer_load_dword v1, off, s[96:99], 0 offset:788
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[30:31], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a233, v1
	v_accvgpr_write_b32 a232, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:776
	buffer_load_dword v1, off, s[96:99], 0 offset:780
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[32:33], v[34:35], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a231, v1
	v_accvgpr_write_b32 a230, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:768
	buffer_load_dword v1, off, s[96:99], 0 offset:772
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[158:159], v[18:19], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:760
	buffer_load_dword v1, off, s[96:99], 0 offset:764
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[20:21], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a229, v1
	v_accvgpr_write_b32 a228, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:752
	buffer_load_dword v1, off, s[96:99], 0 offset:756
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[22:23], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a227, v1
	v_accvgpr_write_b32 a226, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:744
	buffer_load_dword v1, off, s[96:99], 0 offset:748
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[24:25], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a225, v1
	v_accvgpr_write_b32 a224, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:736
	buffer_load_dword v1, off, s[96:99], 0 offset:740
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[26:27], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a223, v1
	v_accvgpr_write_b32 a222, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:728
	buffer_load_dword v1, off, s[96:99], 0 offset:732
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[28:29], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a221, v1
	v_accvgpr_write_b32 a220, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:720
	buffer_load_dword v1, off, s[96:99], 0 offset:724
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[30:31], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a219, v1
	v_accvgpr_write_b32 a218, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:712
	buffer_load_dword v1, off, s[96:99], 0 offset:716
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[32:33], v[14:15], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a217, v1
	v_accvgpr_write_b32 a216, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:672
	buffer_load_dword v1, off, s[96:99], 0 offset:676
	v_pk_mov_b32 v[14:15], v[76:77], v[76:77] op_sel:[0,1]
	v_pk_fma_f32 v[76:77], v[14:15], v[142:143], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[14:15], v[210:211], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[14:15], v[216:217], v[60:61] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a215, v1
	v_accvgpr_write_b32 a214, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:632
	buffer_load_dword v1, off, s[96:99], 0 offset:636
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[20:21], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a213, v1
	v_accvgpr_write_b32 a212, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:624
	buffer_load_dword v1, off, s[96:99], 0 offset:628
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[22:23], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a211, v1
	v_accvgpr_write_b32 a210, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:616
	buffer_load_dword v1, off, s[96:99], 0 offset:620
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[24:25], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a209, v1
	v_accvgpr_write_b32 a208, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:608
	buffer_load_dword v1, off, s[96:99], 0 offset:612
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[26:27], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a207, v1
	v_accvgpr_write_b32 a206, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:600
	buffer_load_dword v1, off, s[96:99], 0 offset:604
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[28:29], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a205, v1
	v_accvgpr_write_b32 a204, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:592
	buffer_load_dword v1, off, s[96:99], 0 offset:596
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[200:201], v[30:31], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:584
	buffer_load_dword v1, off, s[96:99], 0 offset:588
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[36:37], v[32:33], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:576
	buffer_load_dword v1, off, s[96:99], 0 offset:580
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a203, v1
	v_accvgpr_write_b32 a202, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:568
	buffer_load_dword v1, off, s[96:99], 0 offset:572
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[254:255], v[20:21], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:560
	buffer_load_dword v1, off, s[96:99], 0 offset:564
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[252:253], v[22:23], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:552
	buffer_load_dword v1, off, s[96:99], 0 offset:556
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[250:251], v[24:25], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:664
	buffer_load_dword v1, off, s[96:99], 0 offset:668
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[248:249], v[26:27], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:656
	buffer_load_dword v1, off, s[96:99], 0 offset:660
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[246:247], v[28:29], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:648
	buffer_load_dword v1, off, s[96:99], 0 offset:652
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[244:245], v[30:31], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:640
	buffer_load_dword v1, off, s[96:99], 0 offset:644
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[242:243], v[32:33], v[44:45], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:504
	buffer_load_dword v1, off, s[96:99], 0 offset:508
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a201, v1
	v_accvgpr_write_b32 a200, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:480
	buffer_load_dword v1, off, s[96:99], 0 offset:484
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[240:241], v[20:21], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:472
	buffer_load_dword v1, off, s[96:99], 0 offset:476
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[238:239], v[22:23], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:448
	buffer_load_dword v1, off, s[96:99], 0 offset:452
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[236:237], v[24:25], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:464
	buffer_load_dword v1, off, s[96:99], 0 offset:468
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[234:235], v[26:27], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:496
	buffer_load_dword v1, off, s[96:99], 0 offset:500
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[232:233], v[28:29], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:456
	buffer_load_dword v1, off, s[96:99], 0 offset:460
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[230:231], v[30:31], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:440
	buffer_load_dword v1, off, s[96:99], 0 offset:444
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[228:229], v[32:33], v[48:49], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:424
	buffer_load_dword v1, off, s[96:99], 0 offset:428
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a199, v1
	v_accvgpr_write_b32 a198, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:384
	buffer_load_dword v1, off, s[96:99], 0 offset:388
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[20:21], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a197, v1
	v_accvgpr_write_b32 a196, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:376
	buffer_load_dword v1, off, s[96:99], 0 offset:380
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[226:227], v[22:23], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:544
	buffer_load_dword v1, off, s[96:99], 0 offset:548
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[224:225], v[24:25], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:536
	buffer_load_dword v1, off, s[96:99], 0 offset:540
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[222:223], v[26:27], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:528
	buffer_load_dword v1, off, s[96:99], 0 offset:532
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[206:207], v[28:29], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:520
	buffer_load_dword v1, off, s[96:99], 0 offset:524
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[204:205], v[30:31], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:512
	buffer_load_dword v1, off, s[96:99], 0 offset:516
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[202:203], v[32:33], v[6:7], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:432
	buffer_load_dword v1, off, s[96:99], 0 offset:436
	v_accvgpr_read_b32 v6, a85
	v_accvgpr_read_b32 v7, a81
	v_pk_fma_f32 v[46:47], v[12:13], v[142:143], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a89
	v_accvgpr_read_b32 v7, a87
	v_pk_fma_f32 v[44:45], v[10:11], v[142:143], v[6:7] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[6:7], v[80:81], v[80:81] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a195, v1
	v_accvgpr_write_b32 a194, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:416
	buffer_load_dword v1, off, s[96:99], 0 offset:420
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[180:181], v[20:21], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:408
	buffer_load_dword v1, off, s[96:99], 0 offset:412
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[178:179], v[22:23], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:400
	buffer_load_dword v1, off, s[96:99], 0 offset:404
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[176:177], v[24:25], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:368
	buffer_load_dword v1, off, s[96:99], 0 offset:372
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[174:175], v[26:27], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:392
	buffer_load_dword v1, off, s[96:99], 0 offset:396
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[172:173], v[28:29], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a103
	v_accvgpr_read_b32 v1, a101
	v_pk_fma_f32 v[170:171], v[30:31], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a97
	v_accvgpr_read_b32 v1, a95
	v_pk_fma_f32 v[34:35], v[32:33], v[218:219], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a251
	v_accvgpr_read_b32 v1, a249
	v_pk_fma_f32 v[0:1], v[18:19], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a193, v1
	v_accvgpr_write_b32 a192, v0
	v_accvgpr_read_b32 v0, a247
	v_accvgpr_read_b32 v1, a143
	v_pk_fma_f32 v[168:169], v[20:21], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a127
	v_accvgpr_read_b32 v1, a125
	v_pk_fma_f32 v[166:167], v[22:23], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a123
	v_accvgpr_read_b32 v1, a121
	v_pk_fma_f32 v[164:165], v[24:25], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a119
	v_accvgpr_read_b32 v1, a117
	v_pk_fma_f32 v[162:163], v[26:27], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a115
	v_accvgpr_read_b32 v1, a113
	v_pk_fma_f32 v[160:161], v[28:29], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a111
	v_accvgpr_read_b32 v1, a109
	v_pk_fma_f32 v[40:41], v[30:31], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a107
	v_accvgpr_read_b32 v1, a105
	v_pk_fma_f32 v[220:221], v[32:33], v[220:221], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:24
	buffer_load_dword v1, off, s[96:99], 0 offset:28
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[18:19], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a191, v1
	v_accvgpr_write_b32 a190, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:40
	buffer_load_dword v1, off, s[96:99], 0 offset:44
	v_pk_mov_b32 v[18:19], v[148:149], v[148:149] op_sel:[0,1]
	v_pk_fma_f32 v[106:107], v[18:19], v[208:209], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[18:19], v[214:215], v[112:113] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[156:157], v[20:21], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:8
	buffer_load_dword v1, off, s[96:99], 0 offset:12
	v_pk_mov_b32 v[20:21], v[116:117], v[116:117] op_sel:[0,1]
	v_pk_fma_f32 v[96:97], v[20:21], v[142:143], v[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[18:19], v[142:143], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[12:13], v[208:209], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[20:21], v[210:211], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[12:13], v[210:211], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[20:21], v[214:215], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[20:21], v[208:209], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[20:21], v[212:213], v[186:187] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[154:155], v[22:23], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:32
	buffer_load_dword v1, off, s[96:99], 0 offset:36
	v_accvgpr_read_b32 v22, a93
	v_accvgpr_read_b32 v23, a91
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[152:153], v[24:25], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0
	buffer_load_dword v1, off, s[96:99], 0 offset:4
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[92:93], v[26:27], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:16
	buffer_load_dword v1, off, s[96:99], 0 offset:20
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[88:89], v[28:29], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:488
	buffer_load_dword v1, off, s[96:99], 0 offset:492
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[30:31], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a255
	v_accvgpr_read_b32 v1, a253
	v_pk_fma_f32 v[32:33], v[32:33], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[0:1], v[78:79], v[78:79] op_sel:[0,1]
	v_pk_fma_f32 v[110:111], v[0:1], v[142:143], v[16:17] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[16:17], v[70:71], v[70:71] op_sel:[0,1]
	v_pk_fma_f32 v[70:71], v[14:15], v[208:209], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[10:11], v[210:211], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[16:17], v[212:213], v[196:197] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[0:1], v[216:217], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[0:1], v[52:53], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a187, v3
	v_accvgpr_write_b32 a186, v2
	v_accvgpr_read_b32 v2, a230
	v_accvgpr_read_b32 v3, a231
	v_accvgpr_read_b32 v4, a20
	v_pk_fma_f32 v[2:3], v[0:1], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v5, a21
	v_accvgpr_write_b32 a21, v3
	v_accvgpr_write_b32 a20, v2
	v_accvgpr_read_b32 v2, a232
	v_accvgpr_read_b32 v3, a233
	v_pk_fma_f32 v[218:219], v[20:21], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a234
	v_accvgpr_read_b32 v3, a235
	v_pk_fma_f32 v[78:79], v[16:17], v[142:143], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[0:1], v[208:209], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[0:1], v[210:211], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[18:19], v[210:211], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[16:17], v[210:211], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[6:7], v[210:211], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[12:13], v[212:213], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[12:13], v[214:215], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[16:17], v[52:53], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[14:15], v[52:53], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[18:19], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a236
	v_accvgpr_read_b32 v3, a237
	v_pk_fma_f32 v[142:143], v[6:7], v[142:143], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a71
	v_pk_fma_f32 v[134:135], v[16:17], v[214:215], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[16:17], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a238
	v_accvgpr_read_b32 v23, a69
	v_accvgpr_read_b32 v3, a239
	v_pk_fma_f32 v[38:39], v[10:11], v[208:209], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a67
	v_pk_fma_f32 v[84:85], v[14:15], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a240
	v_accvgpr_read_b32 v23, a65
	v_accvgpr_read_b32 v3, a241
	v_pk_fma_f32 v[80:81], v[16:17], v[208:209], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[6:7], v[208:209], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[18:19], v[212:213], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[0:1], v[214:215], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[14:15], v[214:215], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[10:11], v[214:215], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[6:7], v[214:215], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[18:19], v[216:217], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[10:11], v[52:53], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a26
	v_pk_fma_f32 v[56:57], v[12:13], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a242
	v_accvgpr_write_b32 a189, v23
	v_accvgpr_read_b32 v5, a27
	v_accvgpr_read_b32 v3, a243
	v_pk_fma_f32 v[150:151], v[0:1], v[212:213], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[14:15], v[212:213], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[6:7], v[212:213], v[140:141] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a188, v22
	v_pk_fma_f32 v[194:195], v[20:21], v[216:217], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[16:17], v[216:217], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[10:11], v[216:217], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[6:7], v[216:217], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[20:21], v[52:53], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[18:19], v[52:53], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[12:13], v[52:53], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[6:7], v[52:53], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[10:11], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a244
	v_accvgpr_read_b32 v3, a245
	v_accvgpr_read_b32 v4, a216
	v_pk_fma_f32 v[24:25], v[6:7], v[100:101], v[2:3] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v2, v54
	v_accvgpr_read_b32 v5, a217
	v_pk_fma_f32 v[4:5], v[0:1], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a27, v5
	v_accvgpr_write_b32 a26, v4
	v_accvgpr_read_b32 v4, a218
	v_accvgpr_read_b32 v5, a219
	v_pk_fma_f32 v[112:113], v[20:21], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a220
	v_accvgpr_read_b32 v5, a221
	v_pk_fma_f32 v[102:103], v[18:19], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a222
	v_accvgpr_read_b32 v5, a223
	v_pk_fma_f32 v[100:101], v[16:17], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a224
	v_accvgpr_read_b32 v5, a225
	v_pk_fma_f32 v[68:69], v[14:15], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a226
	v_accvgpr_read_b32 v5, a227
	v_pk_fma_f32 v[66:67], v[12:13], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a228
	v_accvgpr_read_b32 v5, a229
	v_pk_fma_f32 v[54:55], v[10:11], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[6:7], v[2:3], v[158:159] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a246
	v_pk_fma_f32 v[4:5], v[0:1], v[2:3], v[36:37] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a217, v5
	v_accvgpr_write_b32 a216, v4
	v_accvgpr_read_b32 v4, a204
	v_accvgpr_read_b32 v5, a205
	v_pk_fma_f32 v[158:159], v[18:19], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a206
	v_accvgpr_read_b32 v5, a207
	v_pk_fma_f32 v[114:115], v[16:17], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a208
	v_accvgpr_read_b32 v5, a209
	v_pk_fma_f32 v[72:73], v[14:15], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a210
	v_accvgpr_read_b32 v5, a211
	v_pk_fma_f32 v[60:61], v[12:13], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a212
	v_accvgpr_read_b32 v5, a213
	v_pk_fma_f32 v[50:51], v[10:11], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a214
	v_accvgpr_read_b32 v5, a215
	v_accvgpr_read_b32 v30, a250
	v_pk_fma_f32 v[200:201], v[20:21], v[2:3], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[6:7], v[2:3], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[0:1], v[30:31], v[242:243] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
	v_accvgpr_read_b32 v0, a202
	v_pk_fma_f32 v[244:245], v[20:21], v[30:31], v[244:245] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[4:5], v[20:21], v[20:21] op_sel:[0,1]
	v_pk_fma_f32 v[252:253], v[12:13], v[30:31], v[252:253] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[20:21], v[12:13], v[12:13] op_sel:[0,1]
	v_accvgpr_read_b32 v1, a203
	v_accvgpr_read_b32 v12, a200
	v_pk_fma_f32 v[246:247], v[18:19], v[30:31], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[16:17], v[30:31], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[14:15], v[30:31], v[250:251] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[36:37], v[14:15], v[14:15] op_sel:[0,1]
	v_pk_fma_f32 v[254:255], v[10:11], v[30:31], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[6:7], v[30:31], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a252
	v_accvgpr_read_b32 v13, a201
	v_pk_fma_f32 v[228:229], v[2:3], v[0:1], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[4:5], v[0:1], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[18:19], v[0:1], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[16:17], v[0:1], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[36:37], v[0:1], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[20:21], v[0:1], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[10:11], v[0:1], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[6:7], v[0:1], v[12:13] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a254
	v_pk_fma_f32 v[14:15], v[2:3], v[0:1], v[202:203] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a201, v15
	v_accvgpr_write_b32 a200, v14
	v_accvgpr_read_b32 v14, a196
	v_accvgpr_read_b32 v15, a197
	v_pk_fma_f32 v[202:203], v[4:5], v[0:1], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[18:19], v[0:1], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[16:17], v[0:1], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[36:37], v[0:1], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[20:21], v[0:1], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[10:11], v[0:1], v[14:15] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v14, a198
	v_accvgpr_read_b32 v15, a199
	v_pk_fma_f32 v[14:15], v[6:7], v[0:1], v[14:15] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a2
	v_pk_fma_f32 v[34:35], v[2:3], v[0:1], v[34:35] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a197, v35
	v_accvgpr_write_b32 a196, v34
	v_accvgpr_read_b32 v34, a194
	v_accvgpr_read_b32 v35, a195
	v_pk_fma_f32 v[170:171], v[4:5], v[0:1], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[18:19], v[0:1], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[16:17], v[0:1], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[36:37], v[0:1], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[20:21], v[0:1], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[10:11], v[0:1], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[6:7], v[0:1], v[34:35] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a4
	v_pk_fma_f32 v[220:221], v[2:3], v[0:1], v[220:221] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a4, v220
	v_accvgpr_write_b32 a5, v221
	v_pk_fma_f32 v[220:221], v[4:5], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v40, a192
	v_accvgpr_read_b32 v41, a193
	v_pk_fma_f32 v[160:161], v[18:19], v[0:1], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[16:17], v[0:1], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[36:37], v[0:1], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[20:21], v[0:1], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[10:11], v[0:1], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[6:7], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a10
	v_pk_fma_f32 v[2:3], v[2:3], v[0:1], v[32:33] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a193, v3
	v_accvgpr_write_b32 a192, v2
	v_pk_fma_f32 v[2:3], v[4:5], v[0:1], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[10:11], v[0:1], v[156:157] op_sel_hi:[1,0,1]
	buffer_load_dword v10, off, s[96:99], 0 offset:1912
	buffer_load_dword v11, off, s[96:99], 0 offset:1916
	v_accvgpr_write_b32 a203, v3
	v_accvgpr_write_b32 a202, v2
	v_accvgpr_read_b32 v2, a190
	buffer_load_dword v8, off, s[96:99], 0 offset:1904
	buffer_load_dword v9, off, s[96:99], 0 offset:1908
	v_accvgpr_read_b32 v3, a191
	v_pk_fma_f32 v[154:155], v[20:21], v[0:1], v[154:155] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[6:7], v[0:1], v[2:3] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:1896
	buffer_load_dword v7, off, s[96:99], 0 offset:1900
	v_pk_fma_f32 v[92:93], v[16:17], v[0:1], v[92:93] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v16, a248
	v_pk_fma_f32 v[32:33], v[18:19], v[0:1], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[36:37], v[0:1], v[152:153] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a82
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[0:1], v[10:11], v[16:17], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[0:1], v[8:9], v[16:17], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a191, v1
	v_accvgpr_write_b32 a190, v0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[142:143], v[6:7], v[16:17], v[46:47] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:1888
	buffer_load_dword v47, off, s[96:99], 0 offset:1892
	buffer_load_dword v4, off, s[96:99], 0 offset:1880
	buffer_load_dword v5, off, s[96:99], 0 offset:1884
	buffer_load_dword v2, off, s[96:99], 0 offset:1872
	buffer_load_dword v3, off, s[96:99], 0 offset:1876
	buffer_load_dword v0, off, s[96:99], 0 offset:1864
	buffer_load_dword v1, off, s[96:99], 0 offset:1868
	buffer_load_dword v36, off, s[96:99], 0 offset:1848
	buffer_load_dword v37, off, s[96:99], 0 offset:1852
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[44:45], v[46:47], v[16:17], v[76:77] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[78:79], v[4:5], v[16:17], v[78:79] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[2:3], v[16:17], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[0:1], v[16:17], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[110:111], v[36:37], v[16:17], v[110:111] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[10:11], v[18:19], v[208:209] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a10, v16
	v_accvgpr_write_b32 a11, v17
	v_pk_fma_f32 v[208:209], v[8:9], v[18:19], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[6:7], v[18:19], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[46:47], v[18:19], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[4:5], v[18:19], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[2:3], v[18:19], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[0:1], v[18:19], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[36:37], v[18:19], v[116:117] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a0
	v_pk_fma_f32 v[210:211], v[10:11], v[18:19], v[210:211] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[8:9], v[18:19], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[6:7], v[18:19], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[46:47], v[18:19], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[4:5], v[18:19], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[2:3], v[18:19], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[0:1], v[18:19], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[36:37], v[18:19], v[148:149] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a6
	v_accvgpr_read_b32 v38, a188
	v_pk_fma_f32 v[212:213], v[10:11], v[18:19], v[212:213] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[8:9], v[18:19], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[6:7], v[18:19], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[46:47], v[18:19], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[4:5], v[18:19], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[2:3], v[18:19], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[0:1], v[18:19], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[36:37], v[18:19], v[150:151] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a8
	v_accvgpr_read_b32 v39, a189
	v_pk_fma_f32 v[214:215], v[10:11], v[18:19], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[8:9], v[18:19], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[6:7], v[18:19], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[46:47], v[18:19], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[4:5], v[18:19], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[2:3], v[18:19], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[0:1], v[18:19], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[36:37], v[18:19], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a12
	v_pk_fma_f32 v[38:39], v[10:11], v[18:19], v[216:217] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a8, v38
	v_accvgpr_write_b32 a9, v39
	v_pk_fma_f32 v[38:39], v[8:9], v[18:19], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[6:7], v[18:19], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[46:47], v[18:19], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[4:5], v[18:19], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[2:3], v[18:19], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[0:1], v[18:19], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[36:37], v[18:19], v[196:197] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a14
	v_pk_fma_f32 v[22:23], v[10:11], v[18:19], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a12, v22
	v_accvgpr_write_b32 a13, v23
	v_pk_fma_f32 v[22:23], v[8:9], v[18:19], v[48:49] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a189, v23
	v_accvgpr_write_b32 a188, v22
	v_pk_fma_f32 v[22:23], v[6:7], v[18:19], v[62:63] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a205, v23
	v_accvgpr_write_b32 a83, v39
	v_accvgpr_write_b32 a204, v22
	v_accvgpr_read_b32 v22, a186
	v_accvgpr_write_b32 a82, v38
	v_pk_mov_b32 v[38:39], v[46:47], v[46:47] op_sel:[0,1]
	v_accvgpr_read_b32 v23, a187
	v_pk_fma_f32 v[46:47], v[38:39], v[18:19], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[4:5], v[18:19], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[2:3], v[18:19], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[0:1], v[18:19], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[36:37], v[18:19], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a16
	v_pk_fma_f32 v[22:23], v[10:11], v[18:19], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a16, v22
	v_accvgpr_write_b32 a17, v23
	v_pk_fma_f32 v[22:23], v[8:9], v[18:19], v[52:53] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a187, v23
	v_accvgpr_write_b32 a186, v22
	v_pk_fma_f32 v[22:23], v[6:7], v[18:19], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a207, v23
	v_accvgpr_write_b32 a206, v22
	v_accvgpr_read_b32 v23, a21
	v_accvgpr_read_b32 v22, a20
	v_pk_fma_f32 v[48:49], v[38:39], v[18:19], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[4:5], v[18:19], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[2:3], v[18:19], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[0:1], v[18:19], v[218:219] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[18:19], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a18
	v_pk_fma_f32 v[24:25], v[10:11], v[18:19], v[26:27] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a20, v24
	v_accvgpr_write_b32 a21, v25
	v_pk_fma_f32 v[24:25], v[8:9], v[18:19], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a195, v25
	v_accvgpr_write_b32 a194, v24
	v_pk_fma_f32 v[24:25], v[6:7], v[18:19], v[66:67] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a209, v25
	v_accvgpr_write_b32 a208, v24
	v_accvgpr_read_b32 v24, a26
	v_accvgpr_read_b32 v25, a27
	v_pk_fma_f32 v[66:67], v[38:39], v[18:19], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[4:5], v[18:19], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[2:3], v[18:19], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[0:1], v[18:19], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[36:37], v[18:19], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a24
	v_pk_fma_f32 v[24:25], v[10:11], v[18:19], v[28:29] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a24, v24
	v_accvgpr_write_b32 a25, v25
	v_pk_fma_f32 v[24:25], v[8:9], v[18:19], v[50:51] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a199, v25
	v_accvgpr_write_b32 a198, v24
	v_pk_fma_f32 v[24:25], v[6:7], v[18:19], v[60:61] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a211, v25
	v_accvgpr_write_b32 a210, v24
	v_pk_fma_f32 v[24:25], v[38:39], v[18:19], v[72:73] op_sel_hi:[1,0,1]
	buffer_load_dword v72, off, s[96:99], 0 offset:1760
	buffer_load_dword v73, off, s[96:99], 0 offset:1764
	buffer_load_dword v62, off, s[96:99], 0 offset:1752
	buffer_load_dword v63, off, s[96:99], 0 offset:1756
	buffer_load_dword v74, off, s[96:99], 0 offset:1736
	buffer_load_dword v75, off, s[96:99], 0 offset:1740
	buffer_load_dword v58, off, s[96:99], 0 offset:1728
	buffer_load_dword v59, off, s[96:99], 0 offset:1732
	buffer_load_dword v56, off, s[96:99], 0 offset:1720
	buffer_load_dword v57, off, s[96:99], 0 offset:1724
	buffer_load_dword v54, off, s[96:99], 0 offset:1704
	buffer_load_dword v55, off, s[96:99], 0 offset:1708
	buffer_load_dword v42, off, s[96:99], 0 offset:1696
	buffer_load_dword v43, off, s[96:99], 0 offset:1700
	buffer_load_dword v60, off, s[96:99], 0 offset:1688
	buffer_load_dword v61, off, s[96:99], 0 offset:1692
	v_accvgpr_write_b32 a213, v25
	v_accvgpr_write_b32 a212, v24
	v_accvgpr_read_b32 v24, a216
	v_accvgpr_read_b32 v25, a217
	v_pk_fma_f32 v[28:29], v[4:5], v[18:19], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[2:3], v[18:19], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[0:1], v[18:19], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[36:37], v[18:19], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a28
	v_pk_fma_f32 v[30:31], v[10:11], v[18:19], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[8:9], v[18:19], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[6:7], v[18:19], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[38:39], v[18:19], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[4:5], v[18:19], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[2:3], v[18:19], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[0:1], v[18:19], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[36:37], v[18:19], v[242:243] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a30
	v_accvgpr_read_b32 v24, a200
	v_pk_fma_f32 v[12:13], v[10:11], v[18:19], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[8:9], v[18:19], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[6:7], v[18:19], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[38:39], v[18:19], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[4:5], v[18:19], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[2:3], v[18:19], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[0:1], v[18:19], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[36:37], v[18:19], v[228:229] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a32
	v_accvgpr_read_b32 v25, a201
	v_pk_fma_f32 v[14:15], v[10:11], v[18:19], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[8:9], v[18:19], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[6:7], v[18:19], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[38:39], v[18:19], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[4:5], v[18:19], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[2:3], v[18:19], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[0:1], v[18:19], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[36:37], v[18:19], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v18, a38
	v_pk_fma_f32 v[24:25], v[10:11], v[18:19], v[34:35] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a29, v25
	v_accvgpr_write_b32 a28, v24
	v_accvgpr_read_b32 v24, a196
	v_accvgpr_read_b32 v25, a197
	v_accvgpr_read_b32 v35, a5
	v_pk_fma_f32 v[218:219], v[36:37], v[18:19], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v24, a40
	v_accvgpr_read_b32 v34, a4
	v_pk_fma_f32 v[180:181], v[8:9], v[18:19], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[6:7], v[18:19], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[38:39], v[18:19], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[4:5], v[18:19], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[2:3], v[18:19], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[0:1], v[18:19], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[10:11], v[24:25], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[8:9], v[24:25], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[6:7], v[24:25], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[38:39], v[24:25], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[4:5], v[24:25], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[2:3], v[24:25], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[0:1], v[24:25], v[220:221] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[36:37], v[24:25], v[34:35] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v24, a46
	v_pk_fma_f32 v[68:69], v[2:3], v[24:25], v[32:33] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v2, a202
	v_accvgpr_read_b32 v3, a203
	v_pk_fma_f32 v[50:51], v[0:1], v[24:25], v[2:3] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a192
	v_accvgpr_read_b32 v1, a193
	v_pk_fma_f32 v[32:33], v[36:37], v[24:25], v[0:1] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a22
	v_pk_fma_f32 v[154:155], v[6:7], v[24:25], v[154:155] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[4:5], v[24:25], v[92:93] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(14)
	v_pk_fma_f32 v[2:3], v[72:73], v[0:1], v[110:111] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a190
	v_accvgpr_write_b32 a5, v3
	v_accvgpr_read_b32 v5, a191
	v_accvgpr_write_b32 a4, v2
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[56:57], v[0:1], v[44:45] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	v_pk_fma_f32 v[110:111], v[62:63], v[0:1], v[96:97] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[74:75], v[0:1], v[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[58:59], v[0:1], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[54:55], v[0:1], v[142:143] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[142:143], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a34
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[116:117] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a7, v5
	v_accvgpr_write_b32 a6, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[108:109] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a31, v5
	v_accvgpr_write_b32 a30, v4
	v_accvgpr_read_b32 v4, a10
	v_accvgpr_read_b32 v5, a11
	v_pk_fma_f32 v[152:153], v[38:39], v[24:25], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[74:75], v[0:1], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[58:59], v[0:1], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[56:57], v[0:1], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[54:55], v[0:1], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[42:43], v[0:1], v[208:209] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a36
	v_pk_fma_f32 v[148:149], v[72:73], v[0:1], v[148:149] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[62:63], v[0:1], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[74:75], v[0:1], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[58:59], v[0:1], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[56:57], v[0:1], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[54:55], v[0:1], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[42:43], v[0:1], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[60:61], v[0:1], v[210:211] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a42
	v_pk_fma_f32 v[150:151], v[72:73], v[0:1], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[62:63], v[0:1], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[74:75], v[0:1], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[58:59], v[0:1], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[56:57], v[0:1], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[54:55], v[0:1], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[42:43], v[0:1], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[60:61], v[0:1], v[212:213] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a44
	v_accvgpr_read_b32 v4, a82
	v_pk_fma_f32 v[128:129], v[72:73], v[0:1], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[62:63], v[0:1], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[74:75], v[0:1], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[58:59], v[0:1], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[56:57], v[0:1], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[54:55], v[0:1], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[42:43], v[0:1], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[60:61], v[0:1], v[214:215] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a48
	v_accvgpr_read_b32 v5, a83
	v_pk_fma_f32 v[64:65], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a8
	v_accvgpr_read_b32 v5, a9
	v_pk_fma_f32 v[196:197], v[72:73], v[0:1], v[196:197] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[62:63], v[0:1], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[74:75], v[0:1], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[58:59], v[0:1], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[56:57], v[0:1], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[54:55], v[0:1], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a50
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[146:147] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a15, v5
	v_accvgpr_write_b32 a14, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[104:105] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a35, v5
	v_accvgpr_write_b32 a34, v4
	v_accvgpr_read_b32 v4, a204
	v_accvgpr_read_b32 v5, a205
	v_pk_fma_f32 v[104:105], v[58:59], v[0:1], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[54:55], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a188
	v_accvgpr_read_b32 v5, a189
	v_pk_fma_f32 v[146:147], v[74:75], v[0:1], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[56:57], v[0:1], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v5, a13
	v_pk_fma_f32 v[20:21], v[10:11], v[24:25], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[8:9], v[24:25], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a52
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a19, v5
	v_accvgpr_write_b32 a18, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a39, v5
	v_accvgpr_write_b32 a38, v4
	v_pk_fma_f32 v[4:5], v[74:75], v[0:1], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a45, v5
	v_accvgpr_write_b32 a44, v4
	v_accvgpr_read_b32 v4, a206
	v_accvgpr_read_b32 v5, a207
	v_pk_fma_f32 v[70:71], v[54:55], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a186
	v_accvgpr_read_b32 v5, a187
	v_pk_fma_f32 v[98:99], v[58:59], v[0:1], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a16
	v_accvgpr_read_b32 v5, a17
	v_pk_fma_f32 v[90:91], v[56:57], v[0:1], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a54
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[112:113] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a23, v5
	v_accvgpr_write_b32 a22, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a43, v5
	v_accvgpr_write_b32 a42, v4
	v_accvgpr_read_b32 v4, a208
	v_accvgpr_read_b32 v5, a209
	v_pk_fma_f32 v[112:113], v[74:75], v[0:1], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[56:57], v[0:1], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[54:55], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a194
	v_accvgpr_read_b32 v5, a195
	v_pk_fma_f32 v[40:41], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a20
	v_accvgpr_read_b32 v5, a21
	v_pk_fma_f32 v[102:103], v[58:59], v[0:1], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a58
	v_pk_fma_f32 v[8:9], v[72:73], v[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a27, v9
	v_accvgpr_write_b32 a26, v8
	v_pk_fma_f32 v[8:9], v[62:63], v[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a47, v9
	v_accvgpr_write_b32 a46, v8
	v_accvgpr_read_b32 v8, a212
	v_accvgpr_read_b32 v9, a213
	v_pk_fma_f32 v[114:115], v[74:75], v[4:5], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[56:57], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a210
	v_accvgpr_read_b32 v9, a211
	v_pk_mov_b32 v[0:1], v[60:61], v[60:61] op_sel:[0,1]
	v_pk_fma_f32 v[60:61], v[54:55], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a198
	v_accvgpr_read_b32 v9, a199
	v_pk_fma_f32 v[48:49], v[42:43], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a24
	v_accvgpr_read_b32 v9, a25
	v_pk_fma_f32 v[100:101], v[58:59], v[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a60
	v_pk_fma_f32 v[242:243], v[72:73], v[4:5], v[242:243] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[62:63], v[4:5], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[74:75], v[4:5], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[58:59], v[4:5], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[56:57], v[4:5], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[54:55], v[4:5], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[42:43], v[4:5], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[0:1], v[4:5], v[30:31] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a62
	v_pk_fma_f32 v[228:229], v[72:73], v[4:5], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[62:63], v[4:5], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[74:75], v[4:5], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[58:59], v[4:5], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[56:57], v[4:5], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[54:55], v[4:5], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[42:43], v[4:5], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[0:1], v[4:5], v[12:13] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a64
	v_accvgpr_read_b32 v8, a28
	buffer_load_dword v12, off, s[96:99], 0 offset:1632
	buffer_load_dword v13, off, s[96:99], 0 offset:1636
	v_pk_fma_f32 v[200:201], v[72:73], v[4:5], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[62:63], v[4:5], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[74:75], v[4:5], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[58:59], v[4:5], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[56:57], v[4:5], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[54:55], v[4:5], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[42:43], v[4:5], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[0:1], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a70
	v_accvgpr_read_b32 v9, a29
	v_pk_fma_f32 v[218:219], v[72:73], v[4:5], v[218:219] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[62:63], v[4:5], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[74:75], v[4:5], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[58:59], v[4:5], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[56:57], v[4:5], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[54:55], v[4:5], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[42:43], v[4:5], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[0:1], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a72
	buffer_load_dword v10, off, s[96:99], 0 offset:1624
	buffer_load_dword v11, off, s[96:99], 0 offset:1628
	v_pk_fma_f32 v[220:221], v[72:73], v[4:5], v[220:221] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[62:63], v[4:5], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[74:75], v[4:5], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[58:59], v[4:5], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[56:57], v[4:5], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[54:55], v[4:5], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[42:43], v[4:5], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a78
	v_pk_fma_f32 v[58:59], v[58:59], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:1616
	buffer_load_dword v9, off, s[96:99], 0 offset:1620
	buffer_load_dword v6, off, s[96:99], 0 offset:1608
	buffer_load_dword v7, off, s[96:99], 0 offset:1612
	v_pk_fma_f32 v[154:155], v[54:55], v[4:5], v[154:155] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a56
	v_pk_fma_f32 v[20:21], v[0:1], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[72:73], v[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[62:63], v[4:5], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[74:75], v[4:5], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[56:57], v[4:5], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[42:43], v[4:5], v[156:157] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:1600
	buffer_load_dword v5, off, s[96:99], 0 offset:1604
	v_accvgpr_read_b32 v57, a5
	v_accvgpr_read_b32 v56, a4
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[0:1], v[12:13], v[54:55], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[0:1], v[10:11], v[54:55], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a29, v1
	v_accvgpr_write_b32 a28, v0
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[142:143], v[8:9], v[54:55], v[36:37] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[6:7], v[54:55], v[2:3] op_sel_hi:[1,0,1]
	buffer_load_dword v2, off, s[96:99], 0 offset:1592
	buffer_load_dword v3, off, s[96:99], 0 offset:1596
	buffer_load_dword v0, off, s[96:99], 0 offset:1584
	buffer_load_dword v1, off, s[96:99], 0 offset:1588
	buffer_load_dword v36, off, s[96:99], 0 offset:1576
	buffer_load_dword v37, off, s[96:99], 0 offset:1580
	buffer_load_dword v72, off, s[96:99], 0 offset:1568
	buffer_load_dword v73, off, s[96:99], 0 offset:1572
	buffer_load_dword v62, off, s[96:99], 0 offset:1560
	buffer_load_dword v63, off, s[96:99], 0 offset:1564
	buffer_load_dword v74, off, s[96:99], 0 offset:1552
	buffer_load_dword v75, off, s[96:99], 0 offset:1556
	s_waitcnt vmcnt(12)
	v_pk_fma_f32 v[42:43], v[4:5], v[54:55], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[94:95], v[2:3], v[54:55], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[96:97], v[0:1], v[54:55], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[110:111], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a66
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[208:209] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a8, v56
	v_accvgpr_write_b32 a9, v57
	v_pk_fma_f32 v[38:39], v[10:11], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a31
	v_accvgpr_write_b32 a32, v38
	v_accvgpr_read_b32 v56, a30
	v_accvgpr_write_b32 a33, v39
	v_pk_fma_f32 v[38:39], v[4:5], v[54:55], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[0:1], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a7
	v_accvgpr_read_b32 v56, a6
	v_pk_fma_f32 v[208:209], v[8:9], v[54:55], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[6:7], v[54:55], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[2:3], v[54:55], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a68
	v_pk_fma_f32 v[210:211], v[12:13], v[54:55], v[210:211] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[10:11], v[54:55], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[8:9], v[54:55], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[6:7], v[54:55], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[4:5], v[54:55], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[2:3], v[54:55], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[0:1], v[54:55], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[36:37], v[54:55], v[148:149] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a74
	v_pk_fma_f32 v[212:213], v[12:13], v[54:55], v[212:213] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[10:11], v[54:55], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[8:9], v[54:55], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[6:7], v[54:55], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[4:5], v[54:55], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[2:3], v[54:55], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[0:1], v[54:55], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[36:37], v[54:55], v[150:151] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a76
	v_pk_fma_f32 v[214:215], v[12:13], v[54:55], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[10:11], v[54:55], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[8:9], v[54:55], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[6:7], v[54:55], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[4:5], v[54:55], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[2:3], v[54:55], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[0:1], v[54:55], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[36:37], v[54:55], v[128:129] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a80
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[10:11], v[54:55], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[8:9], v[54:55], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[6:7], v[54:55], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[4:5], v[54:55], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[2:3], v[54:55], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[0:1], v[54:55], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[36:37], v[54:55], v[196:197] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a84
	v_pk_fma_f32 v[24:25], v[12:13], v[54:55], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a12, v24
	v_accvgpr_write_b32 a13, v25
	v_pk_fma_f32 v[24:25], v[10:11], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a35
	v_accvgpr_write_b32 a37, v25
	v_accvgpr_read_b32 v46, a34
	v_accvgpr_write_b32 a36, v24
	v_pk_fma_f32 v[24:25], v[8:9], v[54:55], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[4:5], v[54:55], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[0:1], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a15
	v_accvgpr_write_b32 a51, v25
	v_accvgpr_read_b32 v46, a14
	v_accvgpr_write_b32 a50, v24
	v_pk_fma_f32 v[24:25], v[6:7], v[54:55], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[2:3], v[54:55], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[36:37], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a86
	v_pk_fma_f32 v[22:23], v[12:13], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a16, v22
	v_accvgpr_write_b32 a17, v23
	v_pk_fma_f32 v[22:23], v[10:11], v[46:47], v[52:53] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a41, v23
	v_accvgpr_write_b32 a40, v22
	v_pk_fma_f32 v[22:23], v[6:7], v[46:47], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a57, v23
	v_accvgpr_write_b32 a56, v22
	v_accvgpr_read_b32 v22, a44
	v_accvgpr_read_b32 v23, a45
	v_pk_fma_f32 v[90:91], v[2:3], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a38
	v_accvgpr_read_b32 v23, a39
	v_pk_fma_f32 v[52:53], v[4:5], v[46:47], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[0:1], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v23, a19
	v_accvgpr_read_b32 v22, a18
	v_pk_fma_f32 v[70:71], v[8:9], v[46:47], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a88
	v_pk_fma_f32 v[26:27], v[12:13], v[46:47], v[26:27] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a20, v26
	v_accvgpr_write_b32 a21, v27
	v_pk_fma_f32 v[26:27], v[10:11], v[46:47], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a43
	v_accvgpr_write_b32 a45, v27
	v_accvgpr_read_b32 v54, a42
	v_accvgpr_write_b32 a44, v26
	v_pk_fma_f32 v[26:27], v[4:5], v[46:47], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a23
	v_accvgpr_read_b32 v54, a22
	v_pk_fma_f32 v[66:67], v[8:9], v[46:47], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[6:7], v[46:47], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[2:3], v[46:47], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a90
	v_pk_fma_f32 v[28:29], v[12:13], v[46:47], v[28:29] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a24, v28
	v_accvgpr_write_b32 a25, v29
	v_pk_fma_f32 v[28:29], v[10:11], v[46:47], v[48:49] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a47
	v_accvgpr_write_b32 a49, v29
	v_accvgpr_read_b32 v54, a46
	v_accvgpr_write_b32 a48, v28
	v_pk_fma_f32 v[28:29], v[8:9], v[46:47], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[4:5], v[46:47], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a27
	v_accvgpr_write_b32 a55, v29
	v_accvgpr_read_b32 v54, a26
	v_accvgpr_write_b32 a54, v28
	v_pk_fma_f32 v[28:29], v[6:7], v[46:47], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[2:3], v[46:47], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a92
	v_pk_fma_f32 v[30:31], v[12:13], v[46:47], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[10:11], v[46:47], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[8:9], v[46:47], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[6:7], v[46:47], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[4:5], v[46:47], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[2:3], v[46:47], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[0:1], v[46:47], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[36:37], v[46:47], v[242:243] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a96
	v_pk_fma_f32 v[34:35], v[12:13], v[46:47], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[10:11], v[46:47], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[8:9], v[46:47], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[6:7], v[46:47], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[4:5], v[46:47], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[2:3], v[46:47], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[0:1], v[46:47], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[36:37], v[46:47], v[228:229] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a98
	v_pk_fma_f32 v[14:15], v[12:13], v[46:47], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[10:11], v[46:47], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[8:9], v[46:47], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[6:7], v[46:47], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[4:5], v[46:47], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[2:3], v[46:47], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[0:1], v[46:47], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[36:37], v[46:47], v[200:201] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a104
	v_pk_fma_f32 v[16:17], v[12:13], v[46:47], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[10:11], v[46:47], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[8:9], v[46:47], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[6:7], v[46:47], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[4:5], v[46:47], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[2:3], v[46:47], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[0:1], v[46:47], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[36:37], v[46:47], v[218:219] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a106
	v_pk_fma_f32 v[18:19], v[12:13], v[46:47], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[10:11], v[46:47], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[8:9], v[46:47], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[6:7], v[46:47], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[4:5], v[46:47], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[2:3], v[46:47], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[0:1], v[46:47], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[36:37], v[46:47], v[220:221] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a112
	v_pk_fma_f32 v[152:153], v[6:7], v[46:47], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[4:5], v[46:47], v[58:59] op_sel_hi:[1,0,1]
	buffer_load_dword v58, off, s[96:99], 0 offset:1544
	buffer_load_dword v59, off, s[96:99], 0 offset:1548
	v_accvgpr_write_b32 a10, v56
	v_pk_fma_f32 v[50:51], v[0:1], v[46:47], v[50:51] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a94
	v_accvgpr_write_b32 a11, v57
	v_pk_fma_f32 v[68:69], v[2:3], v[46:47], v[68:69] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[72:73], v[0:1], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[110:111], v[62:63], v[0:1], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[74:75], v[0:1], v[94:95] op_sel_hi:[1,0,1]
	buffer_load_dword v56, off, s[96:99], 0 offset:1536
	buffer_load_dword v57, off, s[96:99], 0 offset:1540
	buffer_load_dword v54, off, s[96:99], 0 offset:1528
	buffer_load_dword v55, off, s[96:99], 0 offset:1532
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_write_b32 a5, v3
	v_accvgpr_read_b32 v5, a29
	v_accvgpr_write_b32 a4, v2
	v_pk_fma_f32 v[32:33], v[36:37], v[46:47], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[12:13], v[46:47], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[10:11], v[46:47], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[8:9], v[46:47], v[154:155] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[58:59], v[0:1], v[42:43] op_sel_hi:[1,0,1]
	buffer_load_dword v42, off, s[96:99], 0 offset:1520
	buffer_load_dword v43, off, s[96:99], 0 offset:1524
	buffer_load_dword v60, off, s[96:99], 0 offset:1512
	buffer_load_dword v61, off, s[96:99], 0 offset:1516
	buffer_load_dword v12, off, s[96:99], 0 offset:1504
	buffer_load_dword v13, off, s[96:99], 0 offset:1508
	buffer_load_dword v10, off, s[96:99], 0 offset:1496
	buffer_load_dword v11, off, s[96:99], 0 offset:1500
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[2:3], v[56:57], v[0:1], v[44:45] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[36:37], v[54:55], v[0:1], v[142:143] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[44:45], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[142:143], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a100
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[116:117] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a7, v5
	v_accvgpr_write_b32 a6, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[108:109] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a31, v5
	v_accvgpr_write_b32 a30, v4
	v_accvgpr_read_b32 v4, a32
	v_accvgpr_read_b32 v5, a33
	v_pk_fma_f32 v[108:109], v[58:59], v[0:1], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a8
	v_accvgpr_read_b32 v5, a9
	v_pk_fma_f32 v[116:117], v[74:75], v[0:1], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[56:57], v[0:1], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[54:55], v[0:1], v[208:209] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a102
	v_pk_fma_f32 v[148:149], v[72:73], v[0:1], v[148:149] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[62:63], v[0:1], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[74:75], v[0:1], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[58:59], v[0:1], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[56:57], v[0:1], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[54:55], v[0:1], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[42:43], v[0:1], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[60:61], v[0:1], v[210:211] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a108
	v_pk_fma_f32 v[150:151], v[72:73], v[0:1], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[62:63], v[0:1], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[74:75], v[0:1], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[58:59], v[0:1], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[56:57], v[0:1], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[54:55], v[0:1], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[42:43], v[0:1], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[60:61], v[0:1], v[212:213] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a110
	v_accvgpr_read_b32 v4, a10
	v_pk_fma_f32 v[128:129], v[72:73], v[0:1], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[62:63], v[0:1], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[74:75], v[0:1], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[58:59], v[0:1], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[56:57], v[0:1], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[54:55], v[0:1], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[42:43], v[0:1], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[60:61], v[0:1], v[214:215] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a114
	v_accvgpr_read_b32 v5, a11
	v_pk_fma_f32 v[196:197], v[72:73], v[0:1], v[196:197] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[62:63], v[0:1], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[74:75], v[0:1], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[58:59], v[0:1], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[56:57], v[0:1], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[54:55], v[0:1], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[42:43], v[0:1], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a116
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[146:147] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a15, v5
	v_accvgpr_write_b32 a14, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[104:105] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a35, v5
	v_accvgpr_write_b32 a34, v4
	v_accvgpr_read_b32 v4, a50
	v_accvgpr_read_b32 v5, a51
	v_pk_fma_f32 v[104:105], v[58:59], v[0:1], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[54:55], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a36
	v_accvgpr_read_b32 v5, a37
	v_pk_fma_f32 v[46:47], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v5, a13
	v_pk_fma_f32 v[146:147], v[74:75], v[0:1], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[56:57], v[0:1], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a118
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a19, v5
	v_accvgpr_write_b32 a18, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a39, v5
	v_accvgpr_write_b32 a38, v4
	v_pk_fma_f32 v[4:5], v[74:75], v[0:1], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a53, v5
	v_accvgpr_write_b32 a52, v4
	v_accvgpr_read_b32 v4, a56
	v_accvgpr_read_b32 v5, a57
	v_pk_fma_f32 v[90:91], v[56:57], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a40
	v_accvgpr_read_b32 v5, a41
	v_pk_fma_f32 v[98:99], v[58:59], v[0:1], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a16
	v_accvgpr_read_b32 v5, a17
	v_pk_fma_f32 v[70:71], v[54:55], v[0:1], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a120
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[112:113] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a23, v5
	v_accvgpr_write_b32 a22, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a43, v5
	v_accvgpr_write_b32 a42, v4
	v_accvgpr_read_b32 v4, a44
	v_accvgpr_read_b32 v5, a45
	v_pk_fma_f32 v[112:113], v[74:75], v[0:1], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[56:57], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a20
	v_accvgpr_read_b32 v5, a21
	v_pk_fma_f32 v[102:103], v[58:59], v[0:1], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a122
	v_pk_fma_f32 v[8:9], v[72:73], v[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a27, v9
	v_accvgpr_write_b32 a26, v8
	v_pk_fma_f32 v[8:9], v[62:63], v[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a47, v9
	v_accvgpr_write_b32 a46, v8
	v_accvgpr_read_b32 v8, a54
	v_accvgpr_read_b32 v9, a55
	v_pk_fma_f32 v[66:67], v[54:55], v[0:1], v[66:67] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[0:1], v[60:61], v[60:61] op_sel:[0,1]
	v_pk_fma_f32 v[60:61], v[54:55], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a48
	v_accvgpr_read_b32 v9, a49
	v_pk_fma_f32 v[100:101], v[58:59], v[4:5], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[42:43], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a24
	v_accvgpr_read_b32 v9, a25
	v_pk_fma_f32 v[114:115], v[74:75], v[4:5], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[56:57], v[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a124
	v_pk_fma_f32 v[242:243], v[72:73], v[4:5], v[242:243] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[62:63], v[4:5], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[74:75], v[4:5], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[58:59], v[4:5], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[56:57], v[4:5], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[54:55], v[4:5], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[42:43], v[4:5], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[0:1], v[4:5], v[30:31] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a126
	v_pk_fma_f32 v[228:229], v[72:73], v[4:5], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[62:63], v[4:5], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[74:75], v[4:5], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[58:59], v[4:5], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[56:57], v[4:5], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[54:55], v[4:5], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[42:43], v[4:5], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[0:1], v[4:5], v[34:35] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a128
	v_pk_fma_f32 v[200:201], v[72:73], v[4:5], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[62:63], v[4:5], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[74:75], v[4:5], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[58:59], v[4:5], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[56:57], v[4:5], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[54:55], v[4:5], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[42:43], v[4:5], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[0:1], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a130
	v_pk_fma_f32 v[218:219], v[72:73], v[4:5], v[218:219] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[62:63], v[4:5], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[74:75], v[4:5], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[58:59], v[4:5], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[56:57], v[4:5], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[54:55], v[4:5], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[42:43], v[4:5], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[0:1], v[4:5], v[16:17] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a132
	v_pk_fma_f32 v[220:221], v[72:73], v[4:5], v[220:221] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[62:63], v[4:5], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[74:75], v[4:5], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[58:59], v[4:5], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[56:57], v[4:5], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[54:55], v[4:5], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[42:43], v[4:5], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a134
	v_pk_fma_f32 v[58:59], v[58:59], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:1488
	buffer_load_dword v9, off, s[96:99], 0 offset:1492
	buffer_load_dword v6, off, s[96:99], 0 offset:1480
	buffer_load_dword v7, off, s[96:99], 0 offset:1484
	v_pk_fma_f32 v[154:155], v[54:55], v[4:5], v[154:155] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a136
	v_pk_fma_f32 v[20:21], v[0:1], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[0:1], v[12:13], v[54:55], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[0:1], v[10:11], v[54:55], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a29, v1
	v_pk_fma_f32 v[32:33], v[72:73], v[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[62:63], v[4:5], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[74:75], v[4:5], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[56:57], v[4:5], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[42:43], v[4:5], v[156:157] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a28, v0
	buffer_load_dword v4, off, s[96:99], 0 offset:1472
	buffer_load_dword v5, off, s[96:99], 0 offset:1476
	v_accvgpr_read_b32 v57, a5
	v_accvgpr_read_b32 v56, a4
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[142:143], v[8:9], v[54:55], v[36:37] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[6:7], v[54:55], v[2:3] op_sel_hi:[1,0,1]
	buffer_load_dword v2, off, s[96:99], 0 offset:1464
	buffer_load_dword v3, off, s[96:99], 0 offset:1468
	buffer_load_dword v0, off, s[96:99], 0 offset:1456
	buffer_load_dword v1, off, s[96:99], 0 offset:1460
	buffer_load_dword v36, off, s[96:99], 0 offset:1448
	buffer_load_dword v37, off, s[96:99], 0 offset:1452
	buffer_load_dword v72, off, s[96:99], 0 offset:1440
	buffer_load_dword v73, off, s[96:99], 0 offset:1444
	buffer_load_dword v62, off, s[96:99], 0 offset:1432
	buffer_load_dword v63, off, s[96:99], 0 offset:1436
	buffer_load_dword v74, off, s[96:99], 0 offset:1424
	buffer_load_dword v75, off, s[96:99], 0 offset:1428
	s_waitcnt vmcnt(12)
	v_pk_fma_f32 v[42:43], v[4:5], v[54:55], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[94:95], v[2:3], v[54:55], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[96:97], v[0:1], v[54:55], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[110:111], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a138
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[208:209] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a8, v56
	v_accvgpr_write_b32 a9, v57
	v_pk_fma_f32 v[38:39], v[10:11], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a31
	v_accvgpr_write_b32 a32, v38
	v_accvgpr_read_b32 v56, a30
	v_accvgpr_write_b32 a33, v39
	v_pk_fma_f32 v[38:39], v[4:5], v[54:55], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[0:1], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a7
	v_accvgpr_read_b32 v56, a6
	v_pk_fma_f32 v[208:209], v[8:9], v[54:55], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[6:7], v[54:55], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[2:3], v[54:55], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a140
	v_pk_fma_f32 v[210:211], v[12:13], v[54:55], v[210:211] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[10:11], v[54:55], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[8:9], v[54:55], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[6:7], v[54:55], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[4:5], v[54:55], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[2:3], v[54:55], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[0:1], v[54:55], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[36:37], v[54:55], v[148:149] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a142
	v_pk_fma_f32 v[212:213], v[12:13], v[54:55], v[212:213] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[10:11], v[54:55], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[8:9], v[54:55], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[6:7], v[54:55], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[4:5], v[54:55], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[2:3], v[54:55], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[0:1], v[54:55], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[36:37], v[54:55], v[150:151] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a144
	v_pk_fma_f32 v[214:215], v[12:13], v[54:55], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[10:11], v[54:55], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[8:9], v[54:55], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[6:7], v[54:55], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[4:5], v[54:55], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[2:3], v[54:55], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[0:1], v[54:55], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[36:37], v[54:55], v[128:129] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a146
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[10:11], v[54:55], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[8:9], v[54:55], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[6:7], v[54:55], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[4:5], v[54:55], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[2:3], v[54:55], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[0:1], v[54:55], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[36:37], v[54:55], v[196:197] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v54, a148
	v_pk_fma_f32 v[24:25], v[12:13], v[54:55], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a12, v24
	v_accvgpr_write_b32 a13, v25
	v_pk_fma_f32 v[24:25], v[10:11], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a35
	v_accvgpr_write_b32 a37, v25
	v_accvgpr_read_b32 v46, a34
	v_accvgpr_write_b32 a36, v24
	v_pk_fma_f32 v[24:25], v[8:9], v[54:55], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[4:5], v[54:55], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[0:1], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a15
	v_accvgpr_write_b32 a51, v25
	v_accvgpr_read_b32 v46, a14
	v_accvgpr_write_b32 a50, v24
	v_pk_fma_f32 v[24:25], v[6:7], v[54:55], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[2:3], v[54:55], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[36:37], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a150
	v_pk_fma_f32 v[22:23], v[12:13], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a16, v22
	v_accvgpr_write_b32 a17, v23
	v_pk_fma_f32 v[22:23], v[10:11], v[46:47], v[52:53] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a41, v23
	v_accvgpr_write_b32 a40, v22
	v_pk_fma_f32 v[22:23], v[6:7], v[46:47], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a55, v23
	v_accvgpr_write_b32 a54, v22
	v_accvgpr_read_b32 v22, a52
	v_accvgpr_read_b32 v23, a53
	v_pk_fma_f32 v[90:91], v[2:3], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a38
	v_accvgpr_read_b32 v23, a39
	v_pk_fma_f32 v[52:53], v[4:5], v[46:47], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[0:1], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v23, a19
	v_accvgpr_read_b32 v22, a18
	v_pk_fma_f32 v[70:71], v[8:9], v[46:47], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a152
	v_pk_fma_f32 v[26:27], v[12:13], v[46:47], v[26:27] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a20, v26
	v_accvgpr_write_b32 a21, v27
	v_pk_fma_f32 v[26:27], v[10:11], v[46:47], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a43
	v_accvgpr_write_b32 a45, v27
	v_accvgpr_read_b32 v54, a42
	v_accvgpr_write_b32 a44, v26
	v_pk_fma_f32 v[26:27], v[4:5], v[46:47], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a23
	v_accvgpr_read_b32 v54, a22
	v_pk_fma_f32 v[66:67], v[8:9], v[46:47], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[6:7], v[46:47], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[2:3], v[46:47], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a154
	v_pk_fma_f32 v[28:29], v[12:13], v[46:47], v[28:29] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a24, v28
	v_accvgpr_write_b32 a25, v29
	v_pk_fma_f32 v[28:29], v[10:11], v[46:47], v[48:49] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a47
	v_accvgpr_write_b32 a49, v29
	v_accvgpr_read_b32 v54, a46
	v_accvgpr_write_b32 a48, v28
	v_pk_fma_f32 v[28:29], v[8:9], v[46:47], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[4:5], v[46:47], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a27
	v_accvgpr_write_b32 a53, v29
	v_accvgpr_read_b32 v54, a26
	v_accvgpr_write_b32 a52, v28
	v_pk_fma_f32 v[28:29], v[6:7], v[46:47], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[2:3], v[46:47], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a156
	v_pk_fma_f32 v[30:31], v[12:13], v[46:47], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[10:11], v[46:47], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[8:9], v[46:47], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[6:7], v[46:47], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[4:5], v[46:47], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[2:3], v[46:47], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[0:1], v[46:47], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[36:37], v[46:47], v[242:243] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a158
	v_pk_fma_f32 v[34:35], v[12:13], v[46:47], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[10:11], v[46:47], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[8:9], v[46:47], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[6:7], v[46:47], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[4:5], v[46:47], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[2:3], v[46:47], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[0:1], v[46:47], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[36:37], v[46:47], v[228:229] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a160
	v_pk_fma_f32 v[14:15], v[12:13], v[46:47], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[10:11], v[46:47], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[8:9], v[46:47], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[6:7], v[46:47], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[4:5], v[46:47], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[2:3], v[46:47], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[0:1], v[46:47], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[36:37], v[46:47], v[200:201] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a162
	v_pk_fma_f32 v[16:17], v[12:13], v[46:47], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[10:11], v[46:47], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[8:9], v[46:47], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[6:7], v[46:47], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[4:5], v[46:47], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[2:3], v[46:47], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[0:1], v[46:47], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[36:37], v[46:47], v[218:219] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a164
	v_pk_fma_f32 v[18:19], v[12:13], v[46:47], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[10:11], v[46:47], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[8:9], v[46:47], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[6:7], v[46:47], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[4:5], v[46:47], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[2:3], v[46:47], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[0:1], v[46:47], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[36:37], v[46:47], v[220:221] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v46, a166
	v_pk_fma_f32 v[152:153], v[6:7], v[46:47], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[4:5], v[46:47], v[58:59] op_sel_hi:[1,0,1]
	buffer_load_dword v58, off, s[96:99], 0 offset:1416
	buffer_load_dword v59, off, s[96:99], 0 offset:1420
	v_accvgpr_write_b32 a10, v56
	v_pk_fma_f32 v[50:51], v[0:1], v[46:47], v[50:51] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a168
	v_accvgpr_write_b32 a11, v57
	v_pk_fma_f32 v[68:69], v[2:3], v[46:47], v[68:69] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[72:73], v[0:1], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[110:111], v[62:63], v[0:1], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[74:75], v[0:1], v[94:95] op_sel_hi:[1,0,1]
	buffer_load_dword v56, off, s[96:99], 0 offset:1408
	buffer_load_dword v57, off, s[96:99], 0 offset:1412
	buffer_load_dword v54, off, s[96:99], 0 offset:1400
	buffer_load_dword v55, off, s[96:99], 0 offset:1404
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_write_b32 a5, v3
	v_accvgpr_read_b32 v5, a29
	v_accvgpr_write_b32 a4, v2
	v_pk_fma_f32 v[32:33], v[36:37], v[46:47], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[12:13], v[46:47], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[10:11], v[46:47], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[8:9], v[46:47], v[154:155] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[58:59], v[0:1], v[42:43] op_sel_hi:[1,0,1]
	buffer_load_dword v42, off, s[96:99], 0 offset:1392
	buffer_load_dword v43, off, s[96:99], 0 offset:1396
	buffer_load_dword v60, off, s[96:99], 0 offset:1384
	buffer_load_dword v61, off, s[96:99], 0 offset:1388
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[56:57], v[0:1], v[44:45] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[36:37], v[54:55], v[0:1], v[142:143] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[142:143], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a170
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[116:117] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a7, v5
	v_accvgpr_write_b32 a6, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[108:109] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a31, v5
	v_accvgpr_write_b32 a30, v4
	v_accvgpr_read_b32 v4, a32
	v_accvgpr_read_b32 v5, a33
	v_pk_fma_f32 v[108:109], v[58:59], v[0:1], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a8
	v_accvgpr_read_b32 v5, a9
	v_pk_fma_f32 v[116:117], v[74:75], v[0:1], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[56:57], v[0:1], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[54:55], v[0:1], v[208:209] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a172
	v_pk_fma_f32 v[148:149], v[72:73], v[0:1], v[148:149] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[62:63], v[0:1], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[74:75], v[0:1], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[58:59], v[0:1], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[56:57], v[0:1], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[54:55], v[0:1], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[42:43], v[0:1], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[60:61], v[0:1], v[210:211] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a174
	v_pk_fma_f32 v[150:151], v[72:73], v[0:1], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[62:63], v[0:1], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[74:75], v[0:1], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[58:59], v[0:1], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[56:57], v[0:1], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[54:55], v[0:1], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[42:43], v[0:1], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[60:61], v[0:1], v[212:213] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a176
	v_accvgpr_read_b32 v4, a10
	v_pk_fma_f32 v[128:129], v[72:73], v[0:1], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[62:63], v[0:1], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[74:75], v[0:1], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[58:59], v[0:1], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[56:57], v[0:1], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[54:55], v[0:1], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[42:43], v[0:1], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[60:61], v[0:1], v[214:215] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a178
	v_accvgpr_read_b32 v5, a11
	v_pk_fma_f32 v[196:197], v[72:73], v[0:1], v[196:197] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[62:63], v[0:1], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[74:75], v[0:1], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[58:59], v[0:1], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[56:57], v[0:1], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[54:55], v[0:1], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[42:43], v[0:1], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a180
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[146:147] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a15, v5
	v_accvgpr_write_b32 a14, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[104:105] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a35, v5
	v_accvgpr_write_b32 a34, v4
	v_accvgpr_read_b32 v4, a50
	v_accvgpr_read_b32 v5, a51
	v_pk_fma_f32 v[104:105], v[58:59], v[0:1], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[54:55], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a36
	v_accvgpr_read_b32 v5, a37
	v_pk_fma_f32 v[46:47], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v5, a13
	v_pk_fma_f32 v[146:147], v[74:75], v[0:1], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[56:57], v[0:1], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v0, a182
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a19, v5
	v_accvgpr_write_b32 a18, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a39, v5
	v_accvgpr_write_b32 a38, v4
	v_pk_fma_f32 v[4:5], v[74:75], v[0:1], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a51, v5
	v_accvgpr_write_b32 a50, v4
	v_accvgpr_read_b32 v4, a54
	v_accvgpr_read_b32 v5, a55
	v_pk_fma_f32 v[90:91], v[56:57], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a40
	v_accvgpr_read_b32 v5, a41
	v_pk_fma_f32 v[98:99], v[58:59], v[0:1], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a16
	v_accvgpr_read_b32 v5, a17
	v_pk_fma_f32 v[70:71], v[54:55], v[0:1], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2856
	buffer_load_dword v1, off, s[96:99], 0 offset:2860
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[112:113] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a23, v5
	v_accvgpr_write_b32 a22, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a43, v5
	v_accvgpr_write_b32 a42, v4
	v_accvgpr_read_b32 v4, a44
	v_accvgpr_read_b32 v5, a45
	v_pk_fma_f32 v[112:113], v[74:75], v[0:1], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[56:57], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a20
	v_accvgpr_read_b32 v5, a21
	v_pk_fma_f32 v[102:103], v[58:59], v[0:1], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2848
	buffer_load_dword v5, off, s[96:99], 0 offset:2852
	v_pk_fma_f32 v[66:67], v[54:55], v[0:1], v[66:67] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[0:1], v[60:61], v[60:61] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[72:73], v[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a27, v9
	v_accvgpr_write_b32 a26, v8
	v_pk_fma_f32 v[8:9], v[62:63], v[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a45, v9
	v_accvgpr_write_b32 a44, v8
	v_accvgpr_read_b32 v8, a52
	v_accvgpr_read_b32 v9, a53
	v_pk_fma_f32 v[60:61], v[54:55], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a48
	v_accvgpr_read_b32 v9, a49
	v_pk_fma_f32 v[100:101], v[58:59], v[4:5], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[42:43], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a24
	v_accvgpr_read_b32 v9, a25
	v_pk_fma_f32 v[114:115], v[74:75], v[4:5], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[56:57], v[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2840
	buffer_load_dword v5, off, s[96:99], 0 offset:2844
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[242:243], v[72:73], v[4:5], v[242:243] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[62:63], v[4:5], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[74:75], v[4:5], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[58:59], v[4:5], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[56:57], v[4:5], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[54:55], v[4:5], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[42:43], v[4:5], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[0:1], v[4:5], v[30:31] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2832
	buffer_load_dword v5, off, s[96:99], 0 offset:2836
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[228:229], v[72:73], v[4:5], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[62:63], v[4:5], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[74:75], v[4:5], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[58:59], v[4:5], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[56:57], v[4:5], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[54:55], v[4:5], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[42:43], v[4:5], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[0:1], v[4:5], v[34:35] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2824
	buffer_load_dword v5, off, s[96:99], 0 offset:2828
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[200:201], v[72:73], v[4:5], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[62:63], v[4:5], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[74:75], v[4:5], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[58:59], v[4:5], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[56:57], v[4:5], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[54:55], v[4:5], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[42:43], v[4:5], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[0:1], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2816
	buffer_load_dword v5, off, s[96:99], 0 offset:2820
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[218:219], v[72:73], v[4:5], v[218:219] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[62:63], v[4:5], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[74:75], v[4:5], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[58:59], v[4:5], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[56:57], v[4:5], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[54:55], v[4:5], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[42:43], v[4:5], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[0:1], v[4:5], v[16:17] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2808
	buffer_load_dword v5, off, s[96:99], 0 offset:2812
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[220:221], v[72:73], v[4:5], v[220:221] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[62:63], v[4:5], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[74:75], v[4:5], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[58:59], v[4:5], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[56:57], v[4:5], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[54:55], v[4:5], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[42:43], v[4:5], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2800
	buffer_load_dword v5, off, s[96:99], 0 offset:2804
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[154:155], v[54:55], v[4:5], v[154:155] op_sel_hi:[1,0,1]
	buffer_load_dword v12, off, s[96:99], 0 offset:1376
	buffer_load_dword v13, off, s[96:99], 0 offset:1380
	buffer_load_dword v54, off, s[96:99], 0 offset:2792
	buffer_load_dword v55, off, s[96:99], 0 offset:2796
	buffer_load_dword v10, off, s[96:99], 0 offset:1368
	buffer_load_dword v11, off, s[96:99], 0 offset:1372
	v_pk_fma_f32 v[58:59], v[58:59], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:1360
	buffer_load_dword v9, off, s[96:99], 0 offset:1364
	buffer_load_dword v6, off, s[96:99], 0 offset:1352
	buffer_load_dword v7, off, s[96:99], 0 offset:1356
	v_pk_fma_f32 v[20:21], v[0:1], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[72:73], v[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[62:63], v[4:5], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[74:75], v[4:5], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[56:57], v[4:5], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[42:43], v[4:5], v[156:157] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:1344
	buffer_load_dword v5, off, s[96:99], 0 offset:1348
	v_accvgpr_read_b32 v57, a5
	v_accvgpr_read_b32 v56, a4
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[0:1], v[12:13], v[54:55], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[0:1], v[10:11], v[54:55], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a29, v1
	v_accvgpr_write_b32 a28, v0
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[142:143], v[8:9], v[54:55], v[36:37] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[6:7], v[54:55], v[2:3] op_sel_hi:[1,0,1]
	buffer_load_dword v2, off, s[96:99], 0 offset:1336
	buffer_load_dword v3, off, s[96:99], 0 offset:1340
	buffer_load_dword v0, off, s[96:99], 0 offset:1328
	buffer_load_dword v1, off, s[96:99], 0 offset:1332
	buffer_load_dword v36, off, s[96:99], 0 offset:1320
	buffer_load_dword v37, off, s[96:99], 0 offset:1324
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[42:43], v[4:5], v[54:55], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[2:3], v[54:55], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[0:1], v[54:55], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[110:111], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2784
	buffer_load_dword v55, off, s[96:99], 0 offset:2788
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[208:209] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a8, v56
	v_accvgpr_write_b32 a9, v57
	v_pk_fma_f32 v[38:39], v[10:11], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a31
	v_accvgpr_write_b32 a32, v38
	v_accvgpr_read_b32 v56, a30
	v_accvgpr_write_b32 a33, v39
	v_pk_fma_f32 v[38:39], v[4:5], v[54:55], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[0:1], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a7
	v_accvgpr_read_b32 v56, a6
	v_pk_fma_f32 v[208:209], v[8:9], v[54:55], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[6:7], v[54:55], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[2:3], v[54:55], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2776
	buffer_load_dword v55, off, s[96:99], 0 offset:2780
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[210:211], v[12:13], v[54:55], v[210:211] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[10:11], v[54:55], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[8:9], v[54:55], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[6:7], v[54:55], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[4:5], v[54:55], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[2:3], v[54:55], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[0:1], v[54:55], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[36:37], v[54:55], v[148:149] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2768
	buffer_load_dword v55, off, s[96:99], 0 offset:2772
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[212:213], v[12:13], v[54:55], v[212:213] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[10:11], v[54:55], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[8:9], v[54:55], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[6:7], v[54:55], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[4:5], v[54:55], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[2:3], v[54:55], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[0:1], v[54:55], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[36:37], v[54:55], v[150:151] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2760
	buffer_load_dword v55, off, s[96:99], 0 offset:2764
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[214:215], v[12:13], v[54:55], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[10:11], v[54:55], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[8:9], v[54:55], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[6:7], v[54:55], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[4:5], v[54:55], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[2:3], v[54:55], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[0:1], v[54:55], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[36:37], v[54:55], v[128:129] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2752
	buffer_load_dword v55, off, s[96:99], 0 offset:2756
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[10:11], v[54:55], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[8:9], v[54:55], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[6:7], v[54:55], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[4:5], v[54:55], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[2:3], v[54:55], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[0:1], v[54:55], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[36:37], v[54:55], v[196:197] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2744
	buffer_load_dword v55, off, s[96:99], 0 offset:2748
	v_accvgpr_write_b32 a10, v56
	v_accvgpr_write_b32 a11, v57
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[12:13], v[54:55], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a12, v24
	v_accvgpr_write_b32 a13, v25
	v_pk_fma_f32 v[24:25], v[10:11], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a35
	v_accvgpr_write_b32 a37, v25
	v_accvgpr_read_b32 v46, a34
	v_accvgpr_write_b32 a36, v24
	v_pk_fma_f32 v[24:25], v[8:9], v[54:55], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[4:5], v[54:55], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[0:1], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a15
	v_accvgpr_write_b32 a47, v25
	v_accvgpr_read_b32 v46, a14
	v_accvgpr_write_b32 a46, v24
	v_pk_fma_f32 v[24:25], v[6:7], v[54:55], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[2:3], v[54:55], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[36:37], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2736
	buffer_load_dword v47, off, s[96:99], 0 offset:2740
	v_accvgpr_read_b32 v55, a43
	v_accvgpr_read_b32 v54, a42
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[12:13], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a16, v22
	v_accvgpr_write_b32 a17, v23
	v_pk_fma_f32 v[22:23], v[10:11], v[46:47], v[52:53] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a41, v23
	v_accvgpr_write_b32 a40, v22
	v_pk_fma_f32 v[22:23], v[6:7], v[46:47], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a53, v23
	v_accvgpr_write_b32 a52, v22
	v_accvgpr_read_b32 v22, a50
	v_accvgpr_read_b32 v23, a51
	v_pk_fma_f32 v[90:91], v[2:3], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a38
	v_accvgpr_read_b32 v23, a39
	v_pk_fma_f32 v[52:53], v[4:5], v[46:47], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[0:1], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v23, a19
	v_accvgpr_read_b32 v22, a18
	v_pk_fma_f32 v[70:71], v[8:9], v[46:47], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2728
	buffer_load_dword v47, off, s[96:99], 0 offset:2732
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[26:27], v[12:13], v[46:47], v[26:27] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a20, v26
	v_accvgpr_write_b32 a21, v27
	v_pk_fma_f32 v[26:27], v[10:11], v[46:47], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a39, v27
	v_accvgpr_write_b32 a38, v26
	v_pk_fma_f32 v[26:27], v[4:5], v[46:47], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a23
	v_accvgpr_read_b32 v54, a22
	v_pk_fma_f32 v[66:67], v[8:9], v[46:47], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[6:7], v[46:47], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[2:3], v[46:47], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2720
	buffer_load_dword v47, off, s[96:99], 0 offset:2724
	v_accvgpr_read_b32 v55, a45
	v_accvgpr_read_b32 v54, a44
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[28:29], v[12:13], v[46:47], v[28:29] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a24, v28
	v_accvgpr_write_b32 a25, v29
	v_pk_fma_f32 v[28:29], v[10:11], v[46:47], v[48:49] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a43, v29
	v_accvgpr_write_b32 a42, v28
	v_pk_fma_f32 v[28:29], v[8:9], v[46:47], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[4:5], v[46:47], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a27
	v_accvgpr_write_b32 a49, v29
	v_accvgpr_read_b32 v54, a26
	v_accvgpr_write_b32 a48, v28
	v_pk_fma_f32 v[28:29], v[6:7], v[46:47], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[2:3], v[46:47], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2712
	buffer_load_dword v47, off, s[96:99], 0 offset:2716
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[30:31], v[12:13], v[46:47], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[10:11], v[46:47], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[8:9], v[46:47], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[6:7], v[46:47], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[4:5], v[46:47], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[2:3], v[46:47], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[0:1], v[46:47], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[36:37], v[46:47], v[242:243] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2704
	buffer_load_dword v47, off, s[96:99], 0 offset:2708
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[34:35], v[12:13], v[46:47], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[10:11], v[46:47], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[8:9], v[46:47], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[6:7], v[46:47], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[4:5], v[46:47], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[2:3], v[46:47], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[0:1], v[46:47], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[36:37], v[46:47], v[228:229] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2696
	buffer_load_dword v47, off, s[96:99], 0 offset:2700
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[12:13], v[46:47], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[10:11], v[46:47], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[8:9], v[46:47], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[6:7], v[46:47], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[4:5], v[46:47], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[2:3], v[46:47], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[0:1], v[46:47], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[36:37], v[46:47], v[200:201] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2688
	buffer_load_dword v47, off, s[96:99], 0 offset:2692
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[12:13], v[46:47], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[10:11], v[46:47], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[8:9], v[46:47], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[6:7], v[46:47], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[4:5], v[46:47], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[2:3], v[46:47], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[0:1], v[46:47], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[36:37], v[46:47], v[218:219] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2680
	buffer_load_dword v47, off, s[96:99], 0 offset:2684
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[12:13], v[46:47], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[10:11], v[46:47], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[8:9], v[46:47], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[6:7], v[46:47], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[4:5], v[46:47], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[2:3], v[46:47], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[0:1], v[46:47], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[36:37], v[46:47], v[220:221] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2672
	buffer_load_dword v47, off, s[96:99], 0 offset:2676
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[152:153], v[6:7], v[46:47], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[4:5], v[46:47], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[0:1], v[46:47], v[50:51] op_sel_hi:[1,0,1]
	buffer_load_dword v72, off, s[96:99], 0 offset:1312
	buffer_load_dword v73, off, s[96:99], 0 offset:1316
	buffer_load_dword v0, off, s[96:99], 0 offset:2664
	buffer_load_dword v1, off, s[96:99], 0 offset:2668
	buffer_load_dword v62, off, s[96:99], 0 offset:1304
	buffer_load_dword v63, off, s[96:99], 0 offset:1308
	buffer_load_dword v74, off, s[96:99], 0 offset:1296
	buffer_load_dword v75, off, s[96:99], 0 offset:1300
	buffer_load_dword v58, off, s[96:99], 0 offset:1288
	buffer_load_dword v59, off, s[96:99], 0 offset:1292
	v_pk_fma_f32 v[68:69], v[2:3], v[46:47], v[68:69] op_sel_hi:[1,0,1]
	buffer_load_dword v56, off, s[96:99], 0 offset:1280
	buffer_load_dword v57, off, s[96:99], 0 offset:1284
	buffer_load_dword v54, off, s[96:99], 0 offset:1272
	buffer_load_dword v55, off, s[96:99], 0 offset:1276
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_read_b32 v5, a29
	v_pk_fma_f32 v[32:33], v[36:37], v[46:47], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[12:13], v[46:47], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[10:11], v[46:47], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[8:9], v[46:47], v[154:155] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[2:3], v[72:73], v[0:1], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[110:111], v[62:63], v[0:1], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[96:97], v[74:75], v[0:1], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[58:59], v[0:1], v[42:43] op_sel_hi:[1,0,1]
	buffer_load_dword v42, off, s[96:99], 0 offset:1264
	buffer_load_dword v43, off, s[96:99], 0 offset:1268
	buffer_load_dword v60, off, s[96:99], 0 offset:1256
	buffer_load_dword v61, off, s[96:99], 0 offset:1260
	v_accvgpr_write_b32 a5, v3
	v_accvgpr_write_b32 a4, v2
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[56:57], v[0:1], v[44:45] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[36:37], v[54:55], v[0:1], v[142:143] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[142:143], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2656
	buffer_load_dword v1, off, s[96:99], 0 offset:2660
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[116:117] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a7, v5
	v_accvgpr_write_b32 a6, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[108:109] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a31, v5
	v_accvgpr_write_b32 a30, v4
	v_accvgpr_read_b32 v4, a32
	v_accvgpr_read_b32 v5, a33
	v_pk_fma_f32 v[108:109], v[58:59], v[0:1], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a8
	v_accvgpr_read_b32 v5, a9
	v_pk_fma_f32 v[116:117], v[74:75], v[0:1], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[56:57], v[0:1], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[54:55], v[0:1], v[208:209] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2648
	buffer_load_dword v1, off, s[96:99], 0 offset:2652
	v_accvgpr_read_b32 v4, a10
	v_accvgpr_read_b32 v5, a11
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[148:149], v[72:73], v[0:1], v[148:149] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[62:63], v[0:1], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[74:75], v[0:1], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[58:59], v[0:1], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[56:57], v[0:1], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[54:55], v[0:1], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[42:43], v[0:1], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[60:61], v[0:1], v[210:211] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2640
	buffer_load_dword v1, off, s[96:99], 0 offset:2644
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[150:151], v[72:73], v[0:1], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[62:63], v[0:1], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[74:75], v[0:1], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[58:59], v[0:1], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[56:57], v[0:1], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[54:55], v[0:1], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[42:43], v[0:1], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[60:61], v[0:1], v[212:213] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2632
	buffer_load_dword v1, off, s[96:99], 0 offset:2636
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[128:129], v[72:73], v[0:1], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[62:63], v[0:1], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[74:75], v[0:1], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[58:59], v[0:1], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[56:57], v[0:1], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[54:55], v[0:1], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[42:43], v[0:1], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[60:61], v[0:1], v[214:215] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2624
	buffer_load_dword v1, off, s[96:99], 0 offset:2628
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[196:197], v[72:73], v[0:1], v[196:197] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[62:63], v[0:1], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[74:75], v[0:1], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[58:59], v[0:1], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[56:57], v[0:1], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[54:55], v[0:1], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[42:43], v[0:1], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2616
	buffer_load_dword v1, off, s[96:99], 0 offset:2620
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[146:147] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a15, v5
	v_accvgpr_write_b32 a14, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[104:105] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a35, v5
	v_accvgpr_write_b32 a34, v4
	v_accvgpr_read_b32 v4, a46
	v_accvgpr_read_b32 v5, a47
	v_pk_fma_f32 v[104:105], v[58:59], v[0:1], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[54:55], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a36
	v_accvgpr_read_b32 v5, a37
	v_pk_fma_f32 v[46:47], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v5, a13
	v_pk_fma_f32 v[146:147], v[74:75], v[0:1], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[56:57], v[0:1], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2608
	buffer_load_dword v1, off, s[96:99], 0 offset:2612
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a19, v5
	v_accvgpr_write_b32 a18, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a37, v5
	v_accvgpr_write_b32 a36, v4
	v_pk_fma_f32 v[4:5], v[74:75], v[0:1], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a47, v5
	v_accvgpr_write_b32 a46, v4
	v_accvgpr_read_b32 v4, a52
	v_accvgpr_read_b32 v5, a53
	v_pk_fma_f32 v[90:91], v[56:57], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a40
	v_accvgpr_read_b32 v5, a41
	v_pk_fma_f32 v[98:99], v[58:59], v[0:1], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a16
	v_accvgpr_read_b32 v5, a17
	v_pk_fma_f32 v[70:71], v[54:55], v[0:1], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2600
	buffer_load_dword v1, off, s[96:99], 0 offset:2604
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[112:113] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a23, v5
	v_accvgpr_write_b32 a22, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a41, v5
	v_accvgpr_write_b32 a40, v4
	v_accvgpr_read_b32 v4, a38
	v_accvgpr_read_b32 v5, a39
	v_pk_fma_f32 v[112:113], v[74:75], v[0:1], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[56:57], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a20
	v_accvgpr_read_b32 v5, a21
	v_pk_fma_f32 v[102:103], v[58:59], v[0:1], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2592
	buffer_load_dword v5, off, s[96:99], 0 offset:2596
	v_pk_fma_f32 v[66:67], v[54:55], v[0:1], v[66:67] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[0:1], v[60:61], v[60:61] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[72:73], v[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a27, v9
	v_accvgpr_write_b32 a26, v8
	v_pk_fma_f32 v[8:9], v[62:63], v[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a45, v9
	v_accvgpr_write_b32 a44, v8
	v_accvgpr_read_b32 v8, a48
	v_accvgpr_read_b32 v9, a49
	v_pk_fma_f32 v[60:61], v[54:55], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a42
	v_accvgpr_read_b32 v9, a43
	v_pk_fma_f32 v[100:101], v[58:59], v[4:5], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[42:43], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a24
	v_accvgpr_read_b32 v9, a25
	v_pk_fma_f32 v[114:115], v[74:75], v[4:5], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[56:57], v[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2584
	buffer_load_dword v5, off, s[96:99], 0 offset:2588
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[242:243], v[72:73], v[4:5], v[242:243] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[62:63], v[4:5], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[74:75], v[4:5], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[58:59], v[4:5], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[56:57], v[4:5], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[54:55], v[4:5], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[42:43], v[4:5], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[0:1], v[4:5], v[30:31] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2576
	buffer_load_dword v5, off, s[96:99], 0 offset:2580
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[228:229], v[72:73], v[4:5], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[62:63], v[4:5], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[74:75], v[4:5], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[58:59], v[4:5], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[56:57], v[4:5], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[54:55], v[4:5], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[42:43], v[4:5], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[0:1], v[4:5], v[34:35] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2568
	buffer_load_dword v5, off, s[96:99], 0 offset:2572
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[200:201], v[72:73], v[4:5], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[62:63], v[4:5], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[74:75], v[4:5], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[58:59], v[4:5], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[56:57], v[4:5], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[54:55], v[4:5], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[42:43], v[4:5], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[0:1], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2560
	buffer_load_dword v5, off, s[96:99], 0 offset:2564
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[218:219], v[72:73], v[4:5], v[218:219] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[62:63], v[4:5], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[74:75], v[4:5], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[58:59], v[4:5], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[56:57], v[4:5], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[54:55], v[4:5], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[42:43], v[4:5], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[0:1], v[4:5], v[16:17] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2552
	buffer_load_dword v5, off, s[96:99], 0 offset:2556
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[220:221], v[72:73], v[4:5], v[220:221] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[62:63], v[4:5], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[74:75], v[4:5], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[58:59], v[4:5], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[56:57], v[4:5], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[54:55], v[4:5], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[42:43], v[4:5], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2544
	buffer_load_dword v5, off, s[96:99], 0 offset:2548
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[154:155], v[54:55], v[4:5], v[154:155] op_sel_hi:[1,0,1]
	buffer_load_dword v12, off, s[96:99], 0 offset:1248
	buffer_load_dword v13, off, s[96:99], 0 offset:1252
	buffer_load_dword v54, off, s[96:99], 0 offset:2536
	buffer_load_dword v55, off, s[96:99], 0 offset:2540
	buffer_load_dword v10, off, s[96:99], 0 offset:1240
	buffer_load_dword v11, off, s[96:99], 0 offset:1244
	v_pk_fma_f32 v[58:59], v[58:59], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:1232
	buffer_load_dword v9, off, s[96:99], 0 offset:1236
	buffer_load_dword v6, off, s[96:99], 0 offset:1224
	buffer_load_dword v7, off, s[96:99], 0 offset:1228
	v_pk_fma_f32 v[20:21], v[0:1], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[72:73], v[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[62:63], v[4:5], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[74:75], v[4:5], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[56:57], v[4:5], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[42:43], v[4:5], v[156:157] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:1216
	buffer_load_dword v5, off, s[96:99], 0 offset:1220
	v_accvgpr_read_b32 v57, a5
	v_accvgpr_read_b32 v56, a4
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[0:1], v[12:13], v[54:55], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[0:1], v[10:11], v[54:55], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a29, v1
	v_accvgpr_write_b32 a28, v0
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[142:143], v[8:9], v[54:55], v[36:37] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[6:7], v[54:55], v[2:3] op_sel_hi:[1,0,1]
	buffer_load_dword v2, off, s[96:99], 0 offset:1208
	buffer_load_dword v3, off, s[96:99], 0 offset:1212
	buffer_load_dword v0, off, s[96:99], 0 offset:1200
	buffer_load_dword v1, off, s[96:99], 0 offset:1204
	buffer_load_dword v36, off, s[96:99], 0 offset:1192
	buffer_load_dword v37, off, s[96:99], 0 offset:1196
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[42:43], v[4:5], v[54:55], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[2:3], v[54:55], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[0:1], v[54:55], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[110:111], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2528
	buffer_load_dword v55, off, s[96:99], 0 offset:2532
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[208:209] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a8, v56
	v_accvgpr_write_b32 a9, v57
	v_pk_fma_f32 v[38:39], v[10:11], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a31
	v_accvgpr_write_b32 a32, v38
	v_accvgpr_read_b32 v56, a30
	v_accvgpr_write_b32 a33, v39
	v_pk_fma_f32 v[38:39], v[4:5], v[54:55], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[0:1], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a7
	v_accvgpr_read_b32 v56, a6
	v_pk_fma_f32 v[208:209], v[8:9], v[54:55], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[6:7], v[54:55], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[2:3], v[54:55], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2520
	buffer_load_dword v55, off, s[96:99], 0 offset:2524
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[210:211], v[12:13], v[54:55], v[210:211] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[10:11], v[54:55], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[8:9], v[54:55], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[6:7], v[54:55], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[4:5], v[54:55], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[2:3], v[54:55], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[0:1], v[54:55], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[36:37], v[54:55], v[148:149] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2512
	buffer_load_dword v55, off, s[96:99], 0 offset:2516
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[212:213], v[12:13], v[54:55], v[212:213] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[10:11], v[54:55], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[8:9], v[54:55], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[6:7], v[54:55], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[4:5], v[54:55], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[2:3], v[54:55], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[0:1], v[54:55], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[36:37], v[54:55], v[150:151] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2504
	buffer_load_dword v55, off, s[96:99], 0 offset:2508
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[214:215], v[12:13], v[54:55], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[10:11], v[54:55], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[8:9], v[54:55], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[6:7], v[54:55], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[4:5], v[54:55], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[2:3], v[54:55], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[0:1], v[54:55], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[36:37], v[54:55], v[128:129] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2496
	buffer_load_dword v55, off, s[96:99], 0 offset:2500
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[10:11], v[54:55], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[8:9], v[54:55], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[6:7], v[54:55], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[4:5], v[54:55], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[2:3], v[54:55], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[0:1], v[54:55], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[36:37], v[54:55], v[196:197] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2488
	buffer_load_dword v55, off, s[96:99], 0 offset:2492
	v_accvgpr_write_b32 a10, v56
	v_accvgpr_write_b32 a11, v57
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[12:13], v[54:55], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a12, v24
	v_accvgpr_write_b32 a13, v25
	v_pk_fma_f32 v[24:25], v[10:11], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a35
	v_accvgpr_write_b32 a31, v25
	v_accvgpr_read_b32 v46, a34
	v_accvgpr_write_b32 a30, v24
	v_pk_fma_f32 v[24:25], v[8:9], v[54:55], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[4:5], v[54:55], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[0:1], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a15
	v_accvgpr_write_b32 a43, v25
	v_accvgpr_read_b32 v46, a14
	v_accvgpr_write_b32 a42, v24
	v_pk_fma_f32 v[24:25], v[6:7], v[54:55], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[2:3], v[54:55], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[36:37], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2480
	buffer_load_dword v47, off, s[96:99], 0 offset:2484
	v_accvgpr_read_b32 v55, a41
	v_accvgpr_read_b32 v54, a40
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[12:13], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a16, v22
	v_accvgpr_write_b32 a17, v23
	v_pk_fma_f32 v[22:23], v[10:11], v[46:47], v[52:53] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a35, v23
	v_accvgpr_write_b32 a34, v22
	v_pk_fma_f32 v[22:23], v[6:7], v[46:47], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a49, v23
	v_accvgpr_write_b32 a48, v22
	v_accvgpr_read_b32 v22, a46
	v_accvgpr_read_b32 v23, a47
	v_pk_fma_f32 v[90:91], v[2:3], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a36
	v_accvgpr_read_b32 v23, a37
	v_pk_fma_f32 v[52:53], v[4:5], v[46:47], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[0:1], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v23, a19
	v_accvgpr_read_b32 v22, a18
	v_pk_fma_f32 v[70:71], v[8:9], v[46:47], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2472
	buffer_load_dword v47, off, s[96:99], 0 offset:2476
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[26:27], v[12:13], v[46:47], v[26:27] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a20, v26
	v_accvgpr_write_b32 a21, v27
	v_pk_fma_f32 v[26:27], v[10:11], v[46:47], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a39, v27
	v_accvgpr_write_b32 a38, v26
	v_pk_fma_f32 v[26:27], v[4:5], v[46:47], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a23
	v_accvgpr_read_b32 v54, a22
	v_pk_fma_f32 v[66:67], v[8:9], v[46:47], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[6:7], v[46:47], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[2:3], v[46:47], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2464
	buffer_load_dword v47, off, s[96:99], 0 offset:2468
	v_accvgpr_read_b32 v55, a45
	v_accvgpr_read_b32 v54, a44
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[28:29], v[12:13], v[46:47], v[28:29] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a24, v28
	v_accvgpr_write_b32 a25, v29
	v_pk_fma_f32 v[28:29], v[10:11], v[46:47], v[48:49] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a41, v29
	v_accvgpr_write_b32 a40, v28
	v_pk_fma_f32 v[28:29], v[8:9], v[46:47], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[4:5], v[46:47], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[0:1], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v55, a27
	v_accvgpr_write_b32 a47, v29
	v_accvgpr_read_b32 v54, a26
	v_accvgpr_write_b32 a46, v28
	v_pk_fma_f32 v[28:29], v[6:7], v[46:47], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[2:3], v[46:47], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[36:37], v[46:47], v[54:55] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2456
	buffer_load_dword v47, off, s[96:99], 0 offset:2460
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[30:31], v[12:13], v[46:47], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[10:11], v[46:47], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[8:9], v[46:47], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[6:7], v[46:47], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[4:5], v[46:47], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[2:3], v[46:47], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[0:1], v[46:47], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[36:37], v[46:47], v[242:243] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2440
	buffer_load_dword v47, off, s[96:99], 0 offset:2444
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[34:35], v[12:13], v[46:47], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[10:11], v[46:47], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[8:9], v[46:47], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[6:7], v[46:47], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[4:5], v[46:47], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[2:3], v[46:47], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[0:1], v[46:47], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[36:37], v[46:47], v[228:229] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2424
	buffer_load_dword v47, off, s[96:99], 0 offset:2428
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[12:13], v[46:47], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[10:11], v[46:47], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[8:9], v[46:47], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[6:7], v[46:47], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[4:5], v[46:47], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[2:3], v[46:47], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[0:1], v[46:47], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[36:37], v[46:47], v[200:201] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2400
	buffer_load_dword v47, off, s[96:99], 0 offset:2404
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[12:13], v[46:47], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[10:11], v[46:47], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[8:9], v[46:47], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[6:7], v[46:47], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[4:5], v[46:47], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[2:3], v[46:47], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[0:1], v[46:47], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[36:37], v[46:47], v[218:219] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2392
	buffer_load_dword v47, off, s[96:99], 0 offset:2396
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[12:13], v[46:47], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[10:11], v[46:47], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[8:9], v[46:47], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[6:7], v[46:47], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[4:5], v[46:47], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[2:3], v[46:47], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[0:1], v[46:47], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[36:37], v[46:47], v[220:221] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2368
	buffer_load_dword v47, off, s[96:99], 0 offset:2372
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[152:153], v[6:7], v[46:47], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[4:5], v[46:47], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[0:1], v[46:47], v[50:51] op_sel_hi:[1,0,1]
	buffer_load_dword v72, off, s[96:99], 0 offset:1184
	buffer_load_dword v73, off, s[96:99], 0 offset:1188
	buffer_load_dword v0, off, s[96:99], 0 offset:2344
	buffer_load_dword v1, off, s[96:99], 0 offset:2348
	buffer_load_dword v62, off, s[96:99], 0 offset:1176
	buffer_load_dword v63, off, s[96:99], 0 offset:1180
	buffer_load_dword v74, off, s[96:99], 0 offset:1168
	buffer_load_dword v75, off, s[96:99], 0 offset:1172
	buffer_load_dword v58, off, s[96:99], 0 offset:1160
	buffer_load_dword v59, off, s[96:99], 0 offset:1164
	v_pk_fma_f32 v[68:69], v[2:3], v[46:47], v[68:69] op_sel_hi:[1,0,1]
	buffer_load_dword v56, off, s[96:99], 0 offset:1152
	buffer_load_dword v57, off, s[96:99], 0 offset:1156
	buffer_load_dword v54, off, s[96:99], 0 offset:1144
	buffer_load_dword v55, off, s[96:99], 0 offset:1148
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_read_b32 v5, a29
	v_pk_fma_f32 v[32:33], v[36:37], v[46:47], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[12:13], v[46:47], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[10:11], v[46:47], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[8:9], v[46:47], v[154:155] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[2:3], v[72:73], v[0:1], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[110:111], v[62:63], v[0:1], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[96:97], v[74:75], v[0:1], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[58:59], v[0:1], v[42:43] op_sel_hi:[1,0,1]
	buffer_load_dword v42, off, s[96:99], 0 offset:1136
	buffer_load_dword v43, off, s[96:99], 0 offset:1140
	buffer_load_dword v60, off, s[96:99], 0 offset:1128
	buffer_load_dword v61, off, s[96:99], 0 offset:1132
	v_accvgpr_write_b32 a5, v3
	v_accvgpr_write_b32 a4, v2
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[56:57], v[0:1], v[44:45] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[36:37], v[54:55], v[0:1], v[142:143] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[142:143], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2320
	buffer_load_dword v1, off, s[96:99], 0 offset:2324
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[116:117] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a7, v5
	v_accvgpr_write_b32 a6, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[108:109] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a29, v5
	v_accvgpr_write_b32 a28, v4
	v_accvgpr_read_b32 v4, a32
	v_accvgpr_read_b32 v5, a33
	v_pk_fma_f32 v[108:109], v[58:59], v[0:1], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a8
	v_accvgpr_read_b32 v5, a9
	v_pk_fma_f32 v[116:117], v[74:75], v[0:1], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[56:57], v[0:1], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[54:55], v[0:1], v[208:209] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2312
	buffer_load_dword v1, off, s[96:99], 0 offset:2316
	v_accvgpr_read_b32 v4, a10
	v_accvgpr_read_b32 v5, a11
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[148:149], v[72:73], v[0:1], v[148:149] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[62:63], v[0:1], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[74:75], v[0:1], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[58:59], v[0:1], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[56:57], v[0:1], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[54:55], v[0:1], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[42:43], v[0:1], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[60:61], v[0:1], v[210:211] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2288
	buffer_load_dword v1, off, s[96:99], 0 offset:2292
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[150:151], v[72:73], v[0:1], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[62:63], v[0:1], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[74:75], v[0:1], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[58:59], v[0:1], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[56:57], v[0:1], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[54:55], v[0:1], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[42:43], v[0:1], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[60:61], v[0:1], v[212:213] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2280
	buffer_load_dword v1, off, s[96:99], 0 offset:2284
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[128:129], v[72:73], v[0:1], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[62:63], v[0:1], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[74:75], v[0:1], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[58:59], v[0:1], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[56:57], v[0:1], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[54:55], v[0:1], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[42:43], v[0:1], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[60:61], v[0:1], v[214:215] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2256
	buffer_load_dword v1, off, s[96:99], 0 offset:2260
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[196:197], v[72:73], v[0:1], v[196:197] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[62:63], v[0:1], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[74:75], v[0:1], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[58:59], v[0:1], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[56:57], v[0:1], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[54:55], v[0:1], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[42:43], v[0:1], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2232
	buffer_load_dword v1, off, s[96:99], 0 offset:2236
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[146:147] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a15, v5
	v_accvgpr_write_b32 a14, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[104:105] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a33, v5
	v_accvgpr_write_b32 a32, v4
	v_accvgpr_read_b32 v4, a42
	v_accvgpr_read_b32 v5, a43
	v_pk_fma_f32 v[104:105], v[58:59], v[0:1], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[54:55], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a30
	v_accvgpr_read_b32 v5, a31
	v_pk_fma_f32 v[46:47], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v5, a13
	v_pk_fma_f32 v[146:147], v[74:75], v[0:1], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[56:57], v[0:1], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2216
	buffer_load_dword v1, off, s[96:99], 0 offset:2220
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a19, v5
	v_accvgpr_write_b32 a18, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a37, v5
	v_accvgpr_write_b32 a36, v4
	v_pk_fma_f32 v[4:5], v[74:75], v[0:1], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a43, v5
	v_accvgpr_write_b32 a42, v4
	v_accvgpr_read_b32 v4, a48
	v_accvgpr_read_b32 v5, a49
	v_pk_fma_f32 v[90:91], v[56:57], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a34
	v_accvgpr_read_b32 v5, a35
	v_pk_fma_f32 v[98:99], v[58:59], v[0:1], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a16
	v_accvgpr_read_b32 v5, a17
	v_pk_fma_f32 v[70:71], v[54:55], v[0:1], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2184
	buffer_load_dword v1, off, s[96:99], 0 offset:2188
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[72:73], v[0:1], v[112:113] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a23, v5
	v_accvgpr_write_b32 a22, v4
	v_pk_fma_f32 v[4:5], v[62:63], v[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a35, v5
	v_accvgpr_write_b32 a34, v4
	v_accvgpr_read_b32 v4, a38
	v_accvgpr_read_b32 v5, a39
	v_pk_fma_f32 v[112:113], v[74:75], v[0:1], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[56:57], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[42:43], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v4, a20
	v_accvgpr_read_b32 v5, a21
	v_pk_fma_f32 v[102:103], v[58:59], v[0:1], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[60:61], v[0:1], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2168
	buffer_load_dword v5, off, s[96:99], 0 offset:2172
	v_pk_fma_f32 v[66:67], v[54:55], v[0:1], v[66:67] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[0:1], v[60:61], v[60:61] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[72:73], v[4:5], v[114:115] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a27, v9
	v_accvgpr_write_b32 a26, v8
	v_pk_fma_f32 v[8:9], v[62:63], v[4:5], v[100:101] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a39, v9
	v_accvgpr_write_b32 a38, v8
	v_accvgpr_read_b32 v8, a46
	v_accvgpr_read_b32 v9, a47
	v_pk_fma_f32 v[60:61], v[54:55], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a40
	v_accvgpr_read_b32 v9, a41
	v_pk_fma_f32 v[100:101], v[58:59], v[4:5], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[42:43], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v8, a24
	v_accvgpr_read_b32 v9, a25
	v_pk_fma_f32 v[114:115], v[74:75], v[4:5], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[56:57], v[4:5], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[4:5], v[8:9] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2152
	buffer_load_dword v5, off, s[96:99], 0 offset:2156
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[242:243], v[72:73], v[4:5], v[242:243] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[62:63], v[4:5], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[74:75], v[4:5], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[58:59], v[4:5], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[56:57], v[4:5], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[54:55], v[4:5], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[42:43], v[4:5], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[0:1], v[4:5], v[30:31] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2136
	buffer_load_dword v5, off, s[96:99], 0 offset:2140
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[228:229], v[72:73], v[4:5], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[62:63], v[4:5], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[74:75], v[4:5], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[58:59], v[4:5], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[56:57], v[4:5], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[54:55], v[4:5], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[42:43], v[4:5], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[0:1], v[4:5], v[34:35] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2120
	buffer_load_dword v5, off, s[96:99], 0 offset:2124
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[200:201], v[72:73], v[4:5], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[62:63], v[4:5], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[74:75], v[4:5], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[58:59], v[4:5], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[56:57], v[4:5], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[54:55], v[4:5], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[42:43], v[4:5], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[0:1], v[4:5], v[14:15] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2096
	buffer_load_dword v5, off, s[96:99], 0 offset:2100
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[218:219], v[72:73], v[4:5], v[218:219] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[62:63], v[4:5], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[74:75], v[4:5], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[58:59], v[4:5], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[56:57], v[4:5], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[54:55], v[4:5], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[42:43], v[4:5], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[0:1], v[4:5], v[16:17] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2088
	buffer_load_dword v5, off, s[96:99], 0 offset:2092
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[220:221], v[72:73], v[4:5], v[220:221] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[62:63], v[4:5], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[74:75], v[4:5], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[58:59], v[4:5], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[56:57], v[4:5], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[54:55], v[4:5], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[42:43], v[4:5], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[4:5], v[18:19] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:2432
	buffer_load_dword v5, off, s[96:99], 0 offset:2436
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[154:155], v[54:55], v[4:5], v[154:155] op_sel_hi:[1,0,1]
	buffer_load_dword v12, off, s[96:99], 0 offset:1120
	buffer_load_dword v13, off, s[96:99], 0 offset:1124
	buffer_load_dword v54, off, s[96:99], 0 offset:2448
	buffer_load_dword v55, off, s[96:99], 0 offset:2452
	buffer_load_dword v10, off, s[96:99], 0 offset:1112
	buffer_load_dword v11, off, s[96:99], 0 offset:1116
	v_pk_fma_f32 v[32:33], v[72:73], v[4:5], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[58:59], v[4:5], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v8, off, s[96:99], 0 offset:1104
	buffer_load_dword v9, off, s[96:99], 0 offset:1108
	buffer_load_dword v6, off, s[96:99], 0 offset:1096
	buffer_load_dword v7, off, s[96:99], 0 offset:1100
	v_pk_fma_f32 v[20:21], v[0:1], v[4:5], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[62:63], v[4:5], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[74:75], v[4:5], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[56:57], v[4:5], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[42:43], v[4:5], v[156:157] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:1088
	buffer_load_dword v5, off, s[96:99], 0 offset:1092
	v_accvgpr_read_b32 v57, a5
	v_accvgpr_read_b32 v56, a4
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[0:1], v[12:13], v[54:55], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[0:1], v[10:11], v[54:55], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a25, v1
	v_accvgpr_write_b32 a24, v0
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[142:143], v[8:9], v[54:55], v[36:37] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[6:7], v[54:55], v[2:3] op_sel_hi:[1,0,1]
	buffer_load_dword v2, off, s[96:99], 0 offset:1080
	buffer_load_dword v3, off, s[96:99], 0 offset:1084
	buffer_load_dword v0, off, s[96:99], 0 offset:1072
	buffer_load_dword v1, off, s[96:99], 0 offset:1076
	buffer_load_dword v36, off, s[96:99], 0 offset:1064
	buffer_load_dword v37, off, s[96:99], 0 offset:1068
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[42:43], v[4:5], v[54:55], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[2:3], v[54:55], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[0:1], v[54:55], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[110:111], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2416
	buffer_load_dword v55, off, s[96:99], 0 offset:2420
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[208:209] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a8, v56
	v_accvgpr_write_b32 a9, v57
	v_pk_fma_f32 v[38:39], v[10:11], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a29
	v_accvgpr_write_b32 a30, v38
	v_accvgpr_read_b32 v56, a28
	v_accvgpr_write_b32 a31, v39
	v_pk_fma_f32 v[38:39], v[4:5], v[54:55], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[0:1], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v57, a7
	v_accvgpr_read_b32 v56, a6
	v_pk_fma_f32 v[208:209], v[8:9], v[54:55], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[6:7], v[54:55], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[2:3], v[54:55], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[36:37], v[54:55], v[56:57] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2408
	buffer_load_dword v55, off, s[96:99], 0 offset:2412
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[210:211], v[12:13], v[54:55], v[210:211] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[10:11], v[54:55], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[8:9], v[54:55], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[6:7], v[54:55], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[4:5], v[54:55], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[2:3], v[54:55], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[0:1], v[54:55], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[36:37], v[54:55], v[148:149] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2384
	buffer_load_dword v55, off, s[96:99], 0 offset:2388
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[212:213], v[12:13], v[54:55], v[212:213] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[10:11], v[54:55], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[8:9], v[54:55], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[6:7], v[54:55], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[4:5], v[54:55], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[2:3], v[54:55], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[0:1], v[54:55], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[36:37], v[54:55], v[150:151] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2376
	buffer_load_dword v55, off, s[96:99], 0 offset:2380
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[214:215], v[12:13], v[54:55], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[10:11], v[54:55], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[8:9], v[54:55], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[6:7], v[54:55], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[4:5], v[54:55], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[2:3], v[54:55], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[0:1], v[54:55], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[36:37], v[54:55], v[128:129] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2360
	buffer_load_dword v55, off, s[96:99], 0 offset:2364
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[56:57], v[12:13], v[54:55], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[10:11], v[54:55], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[8:9], v[54:55], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[6:7], v[54:55], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[4:5], v[54:55], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[2:3], v[54:55], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[0:1], v[54:55], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[36:37], v[54:55], v[196:197] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2352
	buffer_load_dword v55, off, s[96:99], 0 offset:2356
	v_accvgpr_write_b32 a10, v56
	v_accvgpr_write_b32 a11, v57
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[12:13], v[54:55], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a12, v24
	v_accvgpr_write_b32 a13, v25
	v_pk_fma_f32 v[24:25], v[10:11], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a33
	v_accvgpr_write_b32 a29, v25
	v_accvgpr_read_b32 v46, a32
	v_accvgpr_write_b32 a28, v24
	v_pk_fma_f32 v[24:25], v[8:9], v[54:55], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[4:5], v[54:55], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[0:1], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a15
	v_accvgpr_read_b32 v46, a14
	v_pk_fma_f32 v[62:63], v[6:7], v[54:55], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[2:3], v[54:55], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[36:37], v[54:55], v[46:47] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2336
	buffer_load_dword v47, off, s[96:99], 0 offset:2340
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[12:13], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a16, v22
	v_accvgpr_write_b32 a17, v23
	v_pk_fma_f32 v[22:23], v[10:11], v[46:47], v[52:53] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a33, v23
	v_accvgpr_write_b32 a32, v22
	v_pk_fma_f32 v[22:23], v[6:7], v[46:47], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a45, v23
	v_accvgpr_write_b32 a44, v22
	v_pk_fma_f32 v[22:23], v[4:5], v[46:47], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a49, v23
	v_accvgpr_write_b32 a48, v22
	v_accvgpr_read_b32 v22, a42
	v_accvgpr_read_b32 v23, a43
	v_pk_fma_f32 v[90:91], v[2:3], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a36
	v_accvgpr_read_b32 v23, a37
	v_pk_fma_f32 v[98:99], v[0:1], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v23, a19
	v_accvgpr_read_b32 v22, a18
	v_pk_fma_f32 v[70:71], v[8:9], v[46:47], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[46:47], v[22:23] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2328
	buffer_load_dword v47, off, s[96:99], 0 offset:2332
	v_accvgpr_read_b32 v53, a35
	v_accvgpr_read_b32 v52, a34
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[26:27], v[12:13], v[46:47], v[26:27] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a20, v26
	v_accvgpr_write_b32 a21, v27
	v_pk_fma_f32 v[26:27], v[10:11], v[46:47], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[4:5], v[46:47], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[0:1], v[46:47], v[52:53] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v53, a23
	v_accvgpr_write_b32 a37, v27
	v_accvgpr_read_b32 v52, a22
	v_accvgpr_write_b32 a36, v26
	v_pk_fma_f32 v[66:67], v[8:9], v[46:47], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[6:7], v[46:47], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[2:3], v[46:47], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[36:37], v[46:47], v[52:53] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2304
	buffer_load_dword v47, off, s[96:99], 0 offset:2308
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[28:29], v[12:13], v[46:47], v[28:29] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a22, v28
	v_accvgpr_write_b32 a23, v29
	v_pk_fma_f32 v[28:29], v[10:11], v[46:47], v[48:49] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a41, v29
	v_accvgpr_write_b32 a40, v28
	v_pk_fma_f32 v[28:29], v[8:9], v[46:47], v[60:61] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a43, v29
	v_accvgpr_write_b32 a42, v28
	v_pk_fma_f32 v[28:29], v[6:7], v[46:47], v[84:85] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v49, a39
	v_accvgpr_write_b32 a47, v29
	v_accvgpr_read_b32 v48, a38
	v_accvgpr_write_b32 a46, v28
	v_pk_fma_f32 v[28:29], v[4:5], v[46:47], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[0:1], v[46:47], v[48:49] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v49, a27
	v_accvgpr_read_b32 v48, a26
	v_pk_fma_f32 v[84:85], v[2:3], v[46:47], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[36:37], v[46:47], v[48:49] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2296
	buffer_load_dword v47, off, s[96:99], 0 offset:2300
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[30:31], v[12:13], v[46:47], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[10:11], v[46:47], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[8:9], v[46:47], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[6:7], v[46:47], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[4:5], v[46:47], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[2:3], v[46:47], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[0:1], v[46:47], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[36:37], v[46:47], v[242:243] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2272
	buffer_load_dword v47, off, s[96:99], 0 offset:2276
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[34:35], v[12:13], v[46:47], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[10:11], v[46:47], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[8:9], v[46:47], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[6:7], v[46:47], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[4:5], v[46:47], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[2:3], v[46:47], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[0:1], v[46:47], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[36:37], v[46:47], v[228:229] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2264
	buffer_load_dword v47, off, s[96:99], 0 offset:2268
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[12:13], v[46:47], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[10:11], v[46:47], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[8:9], v[46:47], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[6:7], v[46:47], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[4:5], v[46:47], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[2:3], v[46:47], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[0:1], v[46:47], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[36:37], v[46:47], v[200:201] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2240
	buffer_load_dword v47, off, s[96:99], 0 offset:2244
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[12:13], v[46:47], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[10:11], v[46:47], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[8:9], v[46:47], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[6:7], v[46:47], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[4:5], v[46:47], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[2:3], v[46:47], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[0:1], v[46:47], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[36:37], v[46:47], v[218:219] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2224
	buffer_load_dword v47, off, s[96:99], 0 offset:2228
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[12:13], v[46:47], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[10:11], v[46:47], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[8:9], v[46:47], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[6:7], v[46:47], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[4:5], v[46:47], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[2:3], v[46:47], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[0:1], v[46:47], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[36:37], v[46:47], v[220:221] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:2192
	buffer_load_dword v47, off, s[96:99], 0 offset:2196
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[92:93], v[4:5], v[46:47], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[0:1], v[46:47], v[50:51] op_sel_hi:[1,0,1]
	buffer_load_dword v56, off, s[96:99], 0 offset:1056
	buffer_load_dword v57, off, s[96:99], 0 offset:1060
	buffer_load_dword v0, off, s[96:99], 0 offset:2248
	buffer_load_dword v1, off, s[96:99], 0 offset:2252
	buffer_load_dword v74, off, s[96:99], 0 offset:1048
	buffer_load_dword v75, off, s[96:99], 0 offset:1052
	buffer_load_dword v72, off, s[96:99], 0 offset:1040
	buffer_load_dword v73, off, s[96:99], 0 offset:1044
	buffer_load_dword v54, off, s[96:99], 0 offset:1032
	buffer_load_dword v55, off, s[96:99], 0 offset:1036
	v_pk_fma_f32 v[20:21], v[12:13], v[46:47], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[10:11], v[46:47], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[8:9], v[46:47], v[154:155] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[6:7], v[46:47], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[2:3], v[46:47], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[36:37], v[46:47], v[32:33] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a24
	v_accvgpr_read_b32 v7, a25
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[2:3], v[56:57], v[0:1], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[110:111], v[74:75], v[0:1], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[72:73], v[0:1], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[94:95], v[54:55], v[0:1], v[42:43] op_sel_hi:[1,0,1]
	buffer_load_dword v42, off, s[96:99], 0 offset:1024
	buffer_load_dword v43, off, s[96:99], 0 offset:1028
	buffer_load_dword v60, off, s[96:99], 0 offset:1008
	buffer_load_dword v61, off, s[96:99], 0 offset:1012
	buffer_load_dword v46, off, s[96:99], 0 offset:1000
	buffer_load_dword v47, off, s[96:99], 0 offset:1004
	buffer_load_dword v36, off, s[96:99], 0 offset:992
	buffer_load_dword v37, off, s[96:99], 0 offset:996
	v_accvgpr_write_b32 a5, v3
	v_accvgpr_write_b32 a4, v2
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[42:43], v[0:1], v[44:45] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[2:3], v[60:61], v[0:1], v[142:143] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[46:47], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v6, a2
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[142:143], v[36:37], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2208
	buffer_load_dword v1, off, s[96:99], 0 offset:2212
	v_pk_mov_b32 v[8:9], v[46:47], v[46:47] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[56:57], v[0:1], v[116:117] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_pk_fma_f32 v[6:7], v[74:75], v[0:1], v[108:109] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a25, v7
	v_accvgpr_write_b32 a24, v6
	v_accvgpr_read_b32 v6, a30
	v_accvgpr_read_b32 v7, a31
	v_pk_fma_f32 v[108:109], v[54:55], v[0:1], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[46:47], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a8
	v_accvgpr_read_b32 v7, a9
	v_pk_fma_f32 v[116:117], v[72:73], v[0:1], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[42:43], v[0:1], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[60:61], v[0:1], v[208:209] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[36:37], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2200
	buffer_load_dword v1, off, s[96:99], 0 offset:2204
	v_accvgpr_read_b32 v6, a10
	v_accvgpr_read_b32 v7, a11
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[148:149], v[56:57], v[0:1], v[148:149] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[74:75], v[0:1], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[72:73], v[0:1], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[54:55], v[0:1], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[42:43], v[0:1], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[60:61], v[0:1], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[46:47], v[0:1], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[36:37], v[0:1], v[210:211] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2176
	buffer_load_dword v1, off, s[96:99], 0 offset:2180
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[150:151], v[56:57], v[0:1], v[150:151] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[74:75], v[0:1], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[72:73], v[0:1], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[54:55], v[0:1], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[42:43], v[0:1], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[60:61], v[0:1], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[46:47], v[0:1], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[36:37], v[0:1], v[212:213] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2160
	buffer_load_dword v1, off, s[96:99], 0 offset:2164
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[128:129], v[56:57], v[0:1], v[128:129] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[74:75], v[0:1], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[72:73], v[0:1], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[54:55], v[0:1], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[42:43], v[0:1], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[60:61], v[0:1], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[46:47], v[0:1], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[36:37], v[0:1], v[214:215] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2144
	buffer_load_dword v1, off, s[96:99], 0 offset:2148
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[196:197], v[56:57], v[0:1], v[196:197] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[74:75], v[0:1], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[72:73], v[0:1], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[54:55], v[0:1], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[42:43], v[0:1], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[60:61], v[0:1], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[46:47], v[0:1], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[36:37], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2128
	buffer_load_dword v1, off, s[96:99], 0 offset:2132
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[56:57], v[0:1], v[146:147] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a15, v7
	v_accvgpr_write_b32 a14, v6
	v_pk_fma_f32 v[6:7], v[74:75], v[0:1], v[104:105] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a31, v7
	v_accvgpr_write_b32 a30, v6
	v_accvgpr_read_b32 v6, a28
	v_accvgpr_read_b32 v7, a29
	v_pk_fma_f32 v[52:53], v[46:47], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a12
	v_accvgpr_read_b32 v7, a13
	v_pk_fma_f32 v[146:147], v[72:73], v[0:1], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[54:55], v[0:1], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[42:43], v[0:1], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[60:61], v[0:1], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[36:37], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2112
	buffer_load_dword v1, off, s[96:99], 0 offset:2116
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[56:57], v[0:1], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a19, v7
	v_accvgpr_write_b32 a18, v6
	v_pk_fma_f32 v[6:7], v[74:75], v[0:1], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a35, v7
	v_accvgpr_write_b32 a34, v6
	v_pk_fma_f32 v[6:7], v[72:73], v[0:1], v[90:91] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a39, v7
	v_accvgpr_write_b32 a38, v6
	v_accvgpr_read_b32 v6, a48
	v_accvgpr_read_b32 v7, a49
	v_pk_fma_f32 v[98:99], v[54:55], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a44
	v_accvgpr_read_b32 v7, a45
	v_pk_fma_f32 v[90:91], v[42:43], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a32
	v_accvgpr_read_b32 v7, a33
	v_pk_fma_f32 v[48:49], v[46:47], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a16
	v_accvgpr_read_b32 v7, a17
	v_pk_fma_f32 v[76:77], v[60:61], v[0:1], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:2104
	buffer_load_dword v1, off, s[96:99], 0 offset:2108
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[56:57], v[0:1], v[112:113] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a17, v7
	v_accvgpr_write_b32 a16, v6
	v_pk_fma_f32 v[6:7], v[74:75], v[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a33, v7
	v_accvgpr_write_b32 a32, v6
	v_accvgpr_read_b32 v6, a36
	v_accvgpr_read_b32 v7, a37
	v_pk_fma_f32 v[102:103], v[54:55], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[46:47], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v6, a20
	v_accvgpr_read_b32 v7, a21
	v_pk_fma_f32 v[112:113], v[72:73], v[0:1], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[42:43], v[0:1], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[36:37], v[0:1], v[6:7] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:2080
	buffer_load_dword v7, off, s[96:99], 0 offset:2084
	v_pk_fma_f32 v[70:71], v[60:61], v[0:1], v[66:67] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[0:1], v[36:37], v[36:37] op_sel:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[10:11], v[56:57], v[6:7], v[114:115] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a21, v11
	v_accvgpr_write_b32 a20, v10
	v_pk_fma_f32 v[10:11], v[74:75], v[6:7], v[100:101] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a37, v11
	v_accvgpr_write_b32 a36, v10
	v_accvgpr_read_b32 v10, a46
	v_accvgpr_read_b32 v11, a47
	v_pk_fma_f32 v[114:115], v[72:73], v[6:7], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[42:43], v[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v10, a42
	v_accvgpr_read_b32 v11, a43
	v_pk_fma_f32 v[66:67], v[60:61], v[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v10, a40
	v_accvgpr_read_b32 v11, a41
	v_pk_fma_f32 v[46:47], v[8:9], v[6:7], v[10:11] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v10, a22
	v_accvgpr_read_b32 v11, a23
	v_pk_fma_f32 v[100:101], v[54:55], v[6:7], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[6:7], v[10:11] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:2072
	buffer_load_dword v7, off, s[96:99], 0 offset:2076
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[242:243], v[56:57], v[6:7], v[242:243] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[74:75], v[6:7], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[72:73], v[6:7], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[54:55], v[6:7], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[42:43], v[6:7], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[60:61], v[6:7], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[8:9], v[6:7], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[0:1], v[6:7], v[30:31] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:2064
	buffer_load_dword v7, off, s[96:99], 0 offset:2068
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[228:229], v[56:57], v[6:7], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[74:75], v[6:7], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[72:73], v[6:7], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[54:55], v[6:7], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[42:43], v[6:7], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[60:61], v[6:7], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[8:9], v[6:7], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[0:1], v[6:7], v[34:35] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:2056
	buffer_load_dword v7, off, s[96:99], 0 offset:2060
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[200:201], v[56:57], v[6:7], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[74:75], v[6:7], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[72:73], v[6:7], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[54:55], v[6:7], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[42:43], v[6:7], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[60:61], v[6:7], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[8:9], v[6:7], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[0:1], v[6:7], v[14:15] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:2040
	buffer_load_dword v7, off, s[96:99], 0 offset:2044
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[218:219], v[56:57], v[6:7], v[218:219] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[74:75], v[6:7], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[72:73], v[6:7], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[54:55], v[6:7], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[42:43], v[6:7], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[60:61], v[6:7], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[8:9], v[6:7], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[0:1], v[6:7], v[16:17] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:2032
	buffer_load_dword v7, off, s[96:99], 0 offset:2036
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[220:221], v[56:57], v[6:7], v[220:221] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[74:75], v[6:7], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[72:73], v[6:7], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[54:55], v[6:7], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[42:43], v[6:7], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[60:61], v[6:7], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[8:9], v[6:7], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[0:1], v[6:7], v[18:19] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:2008
	buffer_load_dword v7, off, s[96:99], 0 offset:2012
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[152:153], v[42:43], v[6:7], v[152:153] op_sel_hi:[1,0,1]
	buffer_load_dword v14, off, s[96:99], 0 offset:984
	buffer_load_dword v15, off, s[96:99], 0 offset:988
	buffer_load_dword v42, off, s[96:99], 0 offset:2048
	buffer_load_dword v43, off, s[96:99], 0 offset:2052
	buffer_load_dword v12, off, s[96:99], 0 offset:976
	buffer_load_dword v13, off, s[96:99], 0 offset:980
	v_pk_fma_f32 v[156:157], v[8:9], v[6:7], v[156:157] op_sel_hi:[1,0,1]
	buffer_load_dword v10, off, s[96:99], 0 offset:968
	buffer_load_dword v11, off, s[96:99], 0 offset:972
	buffer_load_dword v8, off, s[96:99], 0 offset:960
	buffer_load_dword v9, off, s[96:99], 0 offset:964
	v_pk_fma_f32 v[20:21], v[0:1], v[6:7], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[56:57], v[6:7], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[74:75], v[6:7], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[72:73], v[6:7], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[54:55], v[6:7], v[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[60:61], v[6:7], v[154:155] op_sel_hi:[1,0,1]
	buffer_load_dword v6, off, s[96:99], 0 offset:952
	buffer_load_dword v7, off, s[96:99], 0 offset:956
	v_accvgpr_read_b32 v55, a5
	v_accvgpr_read_b32 v54, a4
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[0:1], v[14:15], v[42:43], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[0:1], v[12:13], v[42:43], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a23, v1
	v_accvgpr_write_b32 a22, v0
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[142:143], v[10:11], v[42:43], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[44:45], v[8:9], v[42:43], v[4:5] op_sel_hi:[1,0,1]
	buffer_load_dword v4, off, s[96:99], 0 offset:944
	buffer_load_dword v5, off, s[96:99], 0 offset:948
	buffer_load_dword v2, off, s[96:99], 0 offset:936
	buffer_load_dword v3, off, s[96:99], 0 offset:940
	buffer_load_dword v0, off, s[96:99], 0 offset:928
	buffer_load_dword v1, off, s[96:99], 0 offset:932
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[60:61], v[6:7], v[42:43], v[94:95] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[94:95], v[4:5], v[42:43], v[96:97] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[96:97], v[2:3], v[42:43], v[110:111] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[110:111], v[0:1], v[42:43], v[54:55] op_sel_hi:[1,0,1]
	buffer_load_dword v54, off, s[96:99], 0 offset:2024
	buffer_load_dword v55, off, s[96:99], 0 offset:2028
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[38:39], v[12:13], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a26, v38
	v_pk_fma_f32 v[42:43], v[14:15], v[54:55], v[208:209] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a27, v39
	v_accvgpr_read_b32 v39, a25
	v_accvgpr_write_b32 a4, v42
	v_accvgpr_read_b32 v38, a24
	v_accvgpr_write_b32 a5, v43
	v_pk_fma_f32 v[42:43], v[6:7], v[54:55], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[2:3], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v39, a7
	v_accvgpr_read_b32 v38, a6
	v_pk_fma_f32 v[208:209], v[10:11], v[54:55], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[8:9], v[54:55], v[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[4:5], v[54:55], v[116:117] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[0:1], v[54:55], v[38:39] op_sel_hi:[1,0,1]
	buffer_load_dword v38, off, s[96:99], 0 offset:2016
	buffer_load_dword v39, off, s[96:99], 0 offset:2020
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[54:55], v[14:15], v[38:39], v[210:211] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a6, v54
	v_accvgpr_write_b32 a7, v55
	v_pk_fma_f32 v[54:55], v[12:13], v[38:39], v[188:189] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[190:191], v[10:11], v[38:39], v[190:191] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[8:9], v[38:39], v[184:185] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[6:7], v[38:39], v[182:183] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[4:5], v[38:39], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[2:3], v[38:39], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[0:1], v[38:39], v[148:149] op_sel_hi:[1,0,1]
	buffer_load_dword v38, off, s[96:99], 0 offset:2000
	buffer_load_dword v39, off, s[96:99], 0 offset:2004
	v_accvgpr_write_b32 a24, v54
	v_accvgpr_write_b32 a25, v55
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[54:55], v[14:15], v[38:39], v[212:213] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a8, v54
	v_accvgpr_write_b32 a9, v55
	v_pk_fma_f32 v[54:55], v[12:13], v[38:39], v[126:127] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[10:11], v[38:39], v[124:125] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[8:9], v[38:39], v[122:123] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[6:7], v[38:39], v[120:121] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[4:5], v[38:39], v[118:119] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[2:3], v[38:39], v[186:187] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[0:1], v[38:39], v[150:151] op_sel_hi:[1,0,1]
	buffer_load_dword v38, off, s[96:99], 0 offset:1992
	buffer_load_dword v39, off, s[96:99], 0 offset:1996
	v_accvgpr_write_b32 a28, v54
	v_accvgpr_write_b32 a29, v55
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[54:55], v[14:15], v[38:39], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[12:13], v[38:39], v[198:199] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[10:11], v[38:39], v[192:193] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[8:9], v[38:39], v[136:137] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[6:7], v[38:39], v[134:135] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[4:5], v[38:39], v[132:133] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[2:3], v[38:39], v[130:131] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[0:1], v[38:39], v[128:129] op_sel_hi:[1,0,1]
	buffer_load_dword v38, off, s[96:99], 0 offset:1984
	buffer_load_dword v39, off, s[96:99], 0 offset:1988
	v_accvgpr_write_b32 a10, v54
	v_accvgpr_write_b32 a11, v55
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[216:217], v[14:15], v[38:39], v[216:217] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[12:13], v[38:39], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[10:11], v[38:39], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[8:9], v[38:39], v[144:145] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[6:7], v[38:39], v[140:141] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[4:5], v[38:39], v[138:139] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[2:3], v[38:39], v[194:195] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[0:1], v[38:39], v[196:197] op_sel_hi:[1,0,1]
	buffer_load_dword v38, off, s[96:99], 0 offset:1976
	buffer_load_dword v39, off, s[96:99], 0 offset:1980
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[14:15], v[38:39], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a12, v24
	v_accvgpr_write_b32 a13, v25
	v_accvgpr_read_b32 v24, a30
	v_accvgpr_read_b32 v25, a31
	v_pk_fma_f32 v[210:211], v[12:13], v[38:39], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[6:7], v[38:39], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[2:3], v[38:39], v[24:25] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v25, a15
	v_accvgpr_read_b32 v24, a14
	v_pk_fma_f32 v[188:189], v[10:11], v[38:39], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[8:9], v[38:39], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[4:5], v[38:39], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[146:147], v[0:1], v[38:39], v[24:25] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1968
	buffer_load_dword v25, off, s[96:99], 0 offset:1972
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[14:15], v[24:25], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a14, v22
	v_accvgpr_write_b32 a15, v23
	v_accvgpr_read_b32 v22, a38
	v_accvgpr_read_b32 v23, a39
	v_pk_fma_f32 v[58:59], v[8:9], v[24:25], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[4:5], v[24:25], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v22, a34
	v_accvgpr_read_b32 v23, a35
	v_pk_fma_f32 v[38:39], v[6:7], v[24:25], v[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[2:3], v[24:25], v[22:23] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v23, a19
	v_accvgpr_read_b32 v22, a18
	v_pk_fma_f32 v[214:215], v[12:13], v[24:25], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[10:11], v[24:25], v[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[0:1], v[24:25], v[22:23] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1960
	buffer_load_dword v25, off, s[96:99], 0 offset:1964
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[76:77], v[14:15], v[24:25], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[12:13], v[24:25], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v41, a33
	v_accvgpr_read_b32 v40, a32
	v_pk_fma_f32 v[74:75], v[6:7], v[24:25], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[2:3], v[24:25], v[40:41] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v41, a17
	v_accvgpr_read_b32 v40, a16
	v_pk_fma_f32 v[70:71], v[10:11], v[24:25], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[8:9], v[24:25], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[4:5], v[24:25], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[0:1], v[24:25], v[40:41] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1952
	buffer_load_dword v25, off, s[96:99], 0 offset:1956
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[40:41], v[12:13], v[24:25], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a37
	v_accvgpr_read_b32 v46, a36
	v_pk_fma_f32 v[72:73], v[6:7], v[24:25], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[2:3], v[24:25], v[46:47] op_sel_hi:[1,0,1]
	v_accvgpr_read_b32 v47, a21
	v_accvgpr_read_b32 v46, a20
	v_pk_fma_f32 v[28:29], v[14:15], v[24:25], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[10:11], v[24:25], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[8:9], v[24:25], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[4:5], v[24:25], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[0:1], v[24:25], v[46:47] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1944
	buffer_load_dword v25, off, s[96:99], 0 offset:1948
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[30:31], v[14:15], v[24:25], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[12:13], v[24:25], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[252:253], v[10:11], v[24:25], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[8:9], v[24:25], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[6:7], v[24:25], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[4:5], v[24:25], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[2:3], v[24:25], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[0:1], v[24:25], v[242:243] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1936
	buffer_load_dword v25, off, s[96:99], 0 offset:1940
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[34:35], v[14:15], v[24:25], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[12:13], v[24:25], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[10:11], v[24:25], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[8:9], v[24:25], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[6:7], v[24:25], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[232:233], v[4:5], v[24:25], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[230:231], v[2:3], v[24:25], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[0:1], v[24:25], v[228:229] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1928
	buffer_load_dword v25, off, s[96:99], 0 offset:1932
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[36:37], v[14:15], v[24:25], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[12:13], v[24:25], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[224:225], v[10:11], v[24:25], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[222:223], v[8:9], v[24:25], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[206:207], v[6:7], v[24:25], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[4:5], v[24:25], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[202:203], v[2:3], v[24:25], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[0:1], v[24:25], v[200:201] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1856
	buffer_load_dword v25, off, s[96:99], 0 offset:1860
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[14:15], v[24:25], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[180:181], v[12:13], v[24:25], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[178:179], v[10:11], v[24:25], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[176:177], v[8:9], v[24:25], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[174:175], v[6:7], v[24:25], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[4:5], v[24:25], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[170:171], v[2:3], v[24:25], v[170:171] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[0:1], v[24:25], v[218:219] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1840
	buffer_load_dword v25, off, s[96:99], 0 offset:1844
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[14:15], v[24:25], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[12:13], v[24:25], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[166:167], v[10:11], v[24:25], v[166:167] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[8:9], v[24:25], v[164:165] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[6:7], v[24:25], v[162:163] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[4:5], v[24:25], v[160:161] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[158:159], v[2:3], v[24:25], v[158:159] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[0:1], v[24:25], v[220:221] op_sel_hi:[1,0,1]
	buffer_load_dword v24, off, s[96:99], 0 offset:1808
	buffer_load_dword v25, off, s[96:99], 0 offset:1812
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[92:93], v[6:7], v[24:25], v[92:93] op_sel_hi:[1,0,1]
	buffer_load_dword v46, off, s[96:99], 0 offset:1016
	buffer_load_dword v47, off, s[96:99], 0 offset:1020
	buffer_load_dword v6, off, s[96:99], 0 offset:1920
	buffer_load_dword v7, off, s[96:99], 0 offset:1924
	v_pk_fma_f32 v[32:33], v[0:1], v[24:25], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[2:3], v[24:25], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[152:153], v[8:9], v[24:25], v[152:153] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[4:5], v[24:25], v[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[14:15], v[24:25], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[156:157], v[12:13], v[24:25], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[10:11], v[24:25], v[154:155] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[46:47], v[6:7], v[110:111] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:360
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:364
	buffer_load_dword v2, off, s[96:99], 0 offset:920
	buffer_load_dword v3, off, s[96:99], 0 offset:924
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[2:3], v[6:7], v[96:97] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a67, v0
	v_accvgpr_write_b32 a65, v1
	buffer_load_dword v0, off, s[96:99], 0 offset:912
	buffer_load_dword v1, off, s[96:99], 0 offset:916
	buffer_load_dword v110, off, s[96:99], 0 offset:904
	buffer_load_dword v111, off, s[96:99], 0 offset:908
	buffer_load_dword v96, off, s[96:99], 0 offset:896
	buffer_load_dword v97, off, s[96:99], 0 offset:900
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[8:9], v[0:1], v[6:7], v[94:95] op_sel_hi:[1,0,1]
	buffer_load_dword v94, off, s[96:99], 0 offset:888
	buffer_load_dword v95, off, s[96:99], 0 offset:892
	v_accvgpr_write_b32 a71, v8
	v_accvgpr_write_b32 a69, v9
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[8:9], v[110:111], v[6:7], v[60:61] op_sel_hi:[1,0,1]
	buffer_load_dword v60, off, s[96:99], 0 offset:880
	buffer_load_dword v61, off, s[96:99], 0 offset:884
	buffer_load_dword v78, off, s[96:99], 0 offset:872
	buffer_load_dword v79, off, s[96:99], 0 offset:876
	buffer_load_dword v4, off, s[96:99], 0 offset:1824
	buffer_load_dword v5, off, s[96:99], 0 offset:1828
	v_accvgpr_write_b32 a75, v8
	v_accvgpr_write_b32 a73, v9
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[8:9], v[96:97], v[6:7], v[44:45] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a79, v8
	v_accvgpr_write_b32 a77, v9
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[8:9], v[94:95], v[6:7], v[142:143] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a85, v8
	v_accvgpr_write_b32 a81, v9
	v_accvgpr_read_b32 v8, a22
	v_accvgpr_read_b32 v9, a23
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[8:9], v[60:61], v[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a89, v8
	v_accvgpr_write_b32 a87, v9
	v_accvgpr_read_b32 v9, a3
	v_accvgpr_read_b32 v8, a2
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[6:7], v[78:79], v[6:7], v[8:9] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a93, v6
	v_accvgpr_write_b32 a91, v7
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[6:7], v[46:47], v[4:5], v[116:117] op_sel_hi:[1,0,1]
	v_pk_mov_b32 v[142:143], v[2:3], v[2:3] op_sel:[0,1]
	v_pk_mov_b32 v[116:117], v[0:1], v[0:1] op_sel:[0,1]
	v_pk_fma_f32 v[2:3], v[142:143], v[4:5], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[116:117], v[4:5], v[88:89] op_sel_hi:[1,0,1]
	buffer_store_dword v6, off, s[96:99], 0 offset:296
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[96:99], 0 offset:300
	buffer_store_dword v2, off, s[96:99], 0 offset:304
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:308
	buffer_store_dword v0, off, s[96:99], 0 offset:312
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:316
	v_pk_fma_f32 v[0:1], v[110:111], v[4:5], v[42:43] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:320
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:324
	v_pk_fma_f32 v[0:1], v[96:97], v[4:5], v[64:65] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:328
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:332
	v_pk_fma_f32 v[0:1], v[94:95], v[4:5], v[208:209] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:336
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:340
	v_accvgpr_read_b32 v0, a26
	v_accvgpr_read_b32 v1, a27
	v_pk_fma_f32 v[0:1], v[60:61], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:344
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:348
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v1, a5
	v_pk_fma_f32 v[0:1], v[78:79], v[4:5], v[0:1] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:352
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:356
	buffer_load_dword v0, off, s[96:99], 0 offset:1816
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:1820
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[46:47], v[0:1], v[148:149] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:232
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:236
	v_pk_fma_f32 v[2:3], v[142:143], v[0:1], v[106:107] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:240
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:244
	v_pk_fma_f32 v[2:3], v[116:117], v[0:1], v[80:81] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:248
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:252
	v_pk_fma_f32 v[2:3], v[110:111], v[0:1], v[182:183] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:256
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:260
	v_pk_fma_f32 v[2:3], v[96:97], v[0:1], v[184:185] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:264
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:268
	v_pk_fma_f32 v[2:3], v[94:95], v[0:1], v[190:191] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:272
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:276
	v_accvgpr_read_b32 v2, a24
	v_accvgpr_read_b32 v3, a25
	v_pk_fma_f32 v[2:3], v[60:61], v[0:1], v[2:3] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:280
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:284
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v3, a7
	v_pk_fma_f32 v[0:1], v[78:79], v[0:1], v[2:3] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:288
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:292
	buffer_load_dword v0, off, s[96:99], 0 offset:1800
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:1804
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[46:47], v[0:1], v[150:151] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:168
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:172
	v_pk_fma_f32 v[2:3], v[142:143], v[0:1], v[186:187] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:176
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:180
	v_pk_fma_f32 v[2:3], v[116:117], v[0:1], v[118:119] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:184
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:188
	v_pk_fma_f32 v[2:3], v[110:111], v[0:1], v[120:121] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:192
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:196
	v_pk_fma_f32 v[2:3], v[96:97], v[0:1], v[122:123] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:200
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:204
	v_pk_fma_f32 v[2:3], v[94:95], v[0:1], v[124:125] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:208
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:212
	v_accvgpr_read_b32 v2, a28
	v_accvgpr_read_b32 v3, a29
	v_pk_fma_f32 v[2:3], v[60:61], v[0:1], v[2:3] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:216
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:220
	v_accvgpr_read_b32 v2, a8
	v_accvgpr_read_b32 v3, a9
	v_pk_fma_f32 v[0:1], v[78:79], v[0:1], v[2:3] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:224
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:228
	buffer_load_dword v0, off, s[96:99], 0 offset:1792
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:1796
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[46:47], v[0:1], v[128:129] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:104
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:108
	v_pk_fma_f32 v[2:3], v[142:143], v[0:1], v[130:131] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:112
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:116
	v_pk_fma_f32 v[2:3], v[116:117], v[0:1], v[132:133] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:120
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:124
	v_pk_fma_f32 v[2:3], v[110:111], v[0:1], v[134:135] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:128
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:132
	v_pk_fma_f32 v[2:3], v[96:97], v[0:1], v[136:137] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:136
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:140
	v_pk_fma_f32 v[2:3], v[94:95], v[0:1], v[192:193] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:144
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:148
	v_pk_fma_f32 v[2:3], v[60:61], v[0:1], v[198:199] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:152
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:156
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v3, a11
	v_pk_fma_f32 v[0:1], v[78:79], v[0:1], v[2:3] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:160
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:164
	buffer_load_dword v0, off, s[96:99], 0 offset:1784
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:1788
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[46:47], v[0:1], v[196:197] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:48
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:52
	v_pk_fma_f32 v[2:3], v[142:143], v[0:1], v[194:195] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:60
	v_pk_fma_f32 v[2:3], v[116:117], v[0:1], v[138:139] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:64
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:68
	v_pk_fma_f32 v[2:3], v[110:111], v[0:1], v[140:141] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:72
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:76
	v_pk_fma_f32 v[2:3], v[96:97], v[0:1], v[144:145] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:80
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:84
	v_pk_fma_f32 v[2:3], v[94:95], v[0:1], v[126:127] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:88
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:92
	v_pk_fma_f32 v[2:3], v[60:61], v[0:1], v[212:213] op_sel_hi:[1,0,1]
	buffer_store_dword v2, off, s[96:99], 0 offset:96
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[96:99], 0 offset:100
	v_pk_fma_f32 v[216:217], v[78:79], v[0:1], v[216:217] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1776
	buffer_load_dword v1, off, s[96:99], 0 offset:1780
	v_accvgpr_read_b32 v2, a12
	v_accvgpr_read_b32 v3, a13
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[212:213], v[60:61], v[0:1], v[210:211] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[78:79], v[0:1], v[2:3] op_sel_hi:[1,0,1]
	buffer_load_dword v2, off, s[96:99], 0 offset:1768
	buffer_load_dword v3, off, s[96:99], 0 offset:1772
	v_pk_fma_f32 v[192:193], v[46:47], v[0:1], v[146:147] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[194:195], v[142:143], v[0:1], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[116:117], v[0:1], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[198:199], v[110:111], v[0:1], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[96:97], v[0:1], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[94:95], v[0:1], v[188:189] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[142:143], v[2:3], v[98:99] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a99, v1
	v_accvgpr_write_b32 a98, v0
	v_accvgpr_read_b32 v0, a14
	v_accvgpr_read_b32 v1, a15
	v_pk_fma_f32 v[190:191], v[78:79], v[2:3], v[0:1] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1744
	buffer_load_dword v1, off, s[96:99], 0 offset:1748
	v_pk_fma_f32 v[140:141], v[116:117], v[2:3], v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[184:185], v[96:97], v[2:3], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[60:61], v[2:3], v[214:215] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[182:183], v[110:111], v[2:3], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[94:95], v[2:3], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[46:47], v[2:3], v[22:23] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[120:121], v[46:47], v[0:1], v[112:113] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[142:143], v[0:1], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[116:117], v[0:1], v[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[110:111], v[0:1], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[128:129], v[96:97], v[0:1], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[94:95], v[0:1], v[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[132:133], v[60:61], v[0:1], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[134:135], v[78:79], v[0:1], v[76:77] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1712
	buffer_load_dword v1, off, s[96:99], 0 offset:1716
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[98:99], v[46:47], v[0:1], v[114:115] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[142:143], v[0:1], v[100:101] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[116:117], v[0:1], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[110:111], v[0:1], v[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[96:97], v[0:1], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[94:95], v[0:1], v[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[60:61], v[0:1], v[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[78:79], v[0:1], v[28:29] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1680
	buffer_load_dword v1, off, s[96:99], 0 offset:1684
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[58:59], v[46:47], v[0:1], v[242:243] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[142:143], v[0:1], v[244:245] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[116:117], v[0:1], v[246:247] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[110:111], v[0:1], v[248:249] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[96:97], v[0:1], v[250:251] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[94:95], v[0:1], v[252:253] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[60:61], v[0:1], v[254:255] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[244:245], v[78:79], v[0:1], v[30:31] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1672
	buffer_load_dword v1, off, s[96:99], 0 offset:1676
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[38:39], v[46:47], v[0:1], v[228:229] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[142:143], v[0:1], v[230:231] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[116:117], v[0:1], v[232:233] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[228:229], v[110:111], v[0:1], v[234:235] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[96:97], v[0:1], v[236:237] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[94:95], v[0:1], v[238:239] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[60:61], v[0:1], v[240:241] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[78:79], v[0:1], v[34:35] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1664
	buffer_load_dword v1, off, s[96:99], 0 offset:1668
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[46:47], v[0:1], v[200:201] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[142:143], v[0:1], v[202:203] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[116:117], v[0:1], v[204:205] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[110:111], v[0:1], v[206:207] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[96:97], v[0:1], v[222:223] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[94:95], v[0:1], v[224:225] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[60:61], v[0:1], v[226:227] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[78:79], v[0:1], v[36:37] op_sel_hi:[1,0,1]
	buffer_load_dword v0, off, s[96:99], 0 offset:1656
	buffer_load_dword v1, off, s[96:99], 0 offset:1660
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[46:47], v[0:1], v[218:219] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a97, v2
	v_accvgpr_write_b32 a95, v3
	v_pk_fma_f32 v[2:3], v[142:143], v[0:1], v[170:171] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a103, v2
	v_accvgpr_write_b32 a101, v3
	buffer_load_dword v2, off, s[96:99], 0 offset:1648
	buffer_load_dword v3, off, s[96:99], 0 offset:1652
	v_pk_fma_f32 v[4:5], v[116:117], v[0:1], v[172:173] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[110:111], v[0:1], v[174:175] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[96:97], v[0:1], v[176:177] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[94:95], v[0:1], v[178:179] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[60:61], v[0:1], v[180:181] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[78:79], v[0:1], v[16:17] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[8:9], v[110:111], v[2:3], v[162:163] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a119, v8
	v_pk_fma_f32 v[0:1], v[46:47], v[2:3], v[220:221] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a117, v9
	v_pk_fma_f32 v[8:9], v[96:97], v[2:3], v[164:165] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a107, v0
	v_accvgpr_write_b32 a123, v8
	v_accvgpr_write_b32 a105, v1
	v_pk_fma_f32 v[0:1], v[142:143], v[2:3], v[158:159] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a121, v9
	v_pk_fma_f32 v[8:9], v[94:95], v[2:3], v[166:167] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a111, v0
	v_accvgpr_write_b32 a127, v8
	v_accvgpr_write_b32 a109, v1
	v_pk_fma_f32 v[0:1], v[116:117], v[2:3], v[160:161] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a125, v9
	v_pk_fma_f32 v[8:9], v[60:61], v[2:3], v[168:169] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[78:79], v[2:3], v[18:19] op_sel_hi:[1,0,1]
	v_accvgpr_write_b32 a251, v2
	v_accvgpr_write_b32 a249, v3
	buffer_load_dword v2, off, s[96:99], 0 offset:1640
	buffer_load_dword v3, off, s[96:99], 0 offset:1644
	v_accvgpr_write_b32 a115, v0
	v_accvgpr_write_b32 a113, v1
	v_pk_mov_b32 v[0:1], v[116:117], v[116:117] op_sel:[0,1]
	v_accvgpr_write_b32 a247, v8
	v_accvgpr_write_b32 a143, v9
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[0:1], v[2:3], v[68:69] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:20
	v_pk_fma_f32 v[0:1], v[110:111], v[2:3], v[92:93] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:4
	v_pk_fma_f32 v[0:1], v[96:97], v[2:3], v[152:153] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:36
	v_pk_fma_f32 v[0:1], v[94:95], v[2:3], v[154:155] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:12
	v_pk_fma_f32 v[0:1], v[60:61], v[2:3], v[156:157] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[46:47], v[2:3], v[32:33] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:40
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:44
	v_accvgpr_write_b32 a255, v8
	v_accvgpr_write_b32 a253, v9
	v_pk_fma_f32 v[32:33], v[142:143], v[2:3], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[78:79], v[2:3], v[20:21] op_sel_hi:[1,0,1]
	buffer_store_dword v0, off, s[96:99], 0 offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:28
	s_cbranch_scc1 .LBB0_12
	s_or_saveexec_b64 s[100:101], -1
	v_accvgpr_read_b32 v142, a1
	s_mov_b64 exec, s[100:101]
	v_accvgpr_read_b32 v8, a184
	v_accvgpr_read_b32 v9, a185
	s_branch .LBB0_2
.LBB0_12:
	s_or_saveexec_b64 s[100:101], -1
	v_accvgpr_read_b32 v142, a1
	s_mov_b64 exec, s[100:101]
	buffer_load_dword a128, off, s[96:99], 0 offset:48
	buffer_load_dword a129, off, s[96:99], 0 offset:52
	buffer_load_dword a130, off, s[96:99], 0 offset:56
	buffer_load_dword a131, off, s[96:99], 0 offset:60
	buffer_load_dword a132, off, s[96:99], 0 offset:64
	buffer_load_dword a133, off, s[96:99], 0 offset:68
	buffer_load_dword a134, off, s[96:99], 0 offset:72
	buffer_load_dword a135, off, s[96:99], 0 offset:76
	buffer_load_dword a136, off, s[96:99], 0 offset:80
	buffer_load_dword a137, off, s[96:99], 0 offset:84
	buffer_load_dword a138, off, s[96:99], 0 offset:88
	buffer_load_dword a139, off, s[96:99], 0 offset:92
	buffer_load_dword a140, off, s[96:99], 0 offset:96
	buffer_load_dword a141, off, s[96:99], 0 offset:100
	buffer_load_dword a144, off, s[96:99], 0 offset:104
	buffer_load_dword a145, off, s[96:99], 0 offset:108
	buffer_load_dword a146, off, s[96:99], 0 offset:112
	buffer_load_dword a147, off, s[96:99], 0 offset:116
	buffer_load_dword a148, off, s[96:99], 0 offset:120
	buffer_load_dword a149, off, s[96:99], 0 offset:124
	buffer_load_dword a150, off, s[96:99], 0 offset:128
	buffer_load_dword a151, off, s[96:99], 0 offset:132
	buffer_load_dword a152, off, s[96:99], 0 offset:136
	buffer_load_dword a153, off, s[96:99], 0 offset:140
	buffer_load_dword a154, off, s[96:99], 0 offset:144
	buffer_load_dword a155, off, s[96:99], 0 offset:148
	buffer_load_dword a156, off, s[96:99], 0 offset:152
	buffer_load_dword a157, off, s[96:99], 0 offset:156
	buffer_load_dword a158, off, s[96:99], 0 offset:160
	buffer_load_dword a159, off, s[96:99], 0 offset:164
	buffer_load_dword a160, off, s[96:99], 0 offset:168
	buffer_load_dword a161, off, s[96:99], 0 offset:172
	buffer_load_dword a162, off, s[96:99], 0 offset:176
	buffer_load_dword a163, off, s[96:99], 0 offset:180
	buffer_load_dword a164, off, s[96:99], 0 offset:184
	buffer_load_dword a165, off, s[96:99], 0 offset:188
	buffer_load_dword a166, off, s[96:99], 0 offset:192
	buffer_load_dword a167, off, s[96:99], 0 offset:196
	buffer_load_dword a168, off, s[96:99], 0 offset:200
	buffer_load_dword a169, off, s[96:99], 0 offset:204
	buffer_load_dword a170, off, s[96:99], 0 offset:208
	buffer_load_dword a171, off, s[96:99], 0 offset:212
	buffer_load_dword a172, off, s[96:99], 0 offset:216
	buffer_load_dword a173, off, s[96:99], 0 offset:220
	buffer_load_dword a174, off, s[96:99], 0 offset:224
	buffer_load_dword a175, off, s[96:99], 0 offset:228
	buffer_load_dword a176, off, s[96:99], 0 offset:232
	buffer_load_dword a177, off, s[96:99], 0 offset:236
	buffer_load_dword a178, off, s[96:99], 0 offset:240
	buffer_load_dword a179, off, s[96:99], 0 offset:244
	buffer_load_dword a180, off, s[96:99], 0 offset:248
	buffer_load_dword a181, off, s[96:99], 0 offset:252
	buffer_load_dword a182, off, s[96:99], 0 offset:256
	buffer_load_dword a183, off, s[96:99], 0 offset:260
	buffer_load_dword a184, off, s[96:99], 0 offset:264
	buffer_load_dword a185, off, s[96:99], 0 offset:268
	buffer_load_dword a186, off, s[96:99], 0 offset:272
	buffer_load_dword a187, off, s[96:99], 0 offset:276
	buffer_load_dword a188, off, s[96:99], 0 offset:280
	buffer_load_dword a189, off, s[96:99], 0 offset:284
	buffer_load_dword a190, off, s[96:99], 0 offset:288
	buffer_load_dword a191, off, s[96:99], 0 offset:292
	buffer_load_dword a192, off, s[96:99], 0 offset:296
	buffer_load_dword a193, off, s[96:99], 0 offset:300
	buffer_load_dword a194, off, s[96:99], 0 offset:304
	buffer_load_dword a195, off, s[96:99], 0 offset:308
	buffer_load_dword a196, off, s[96:99], 0 offset:312
	buffer_load_dword a197, off, s[96:99], 0 offset:316
	buffer_load_dword a198, off, s[96:99], 0 offset:320
	buffer_load_dword a199, off, s[96:99], 0 offset:324
	buffer_load_dword a200, off, s[96:99], 0 offset:328
	buffer_load_dword a201, off, s[96:99], 0 offset:332
	buffer_load_dword a202, off, s[96:99], 0 offset:336
	buffer_load_dword a203, off, s[96:99], 0 offset:340
	buffer_load_dword a204, off, s[96:99], 0 offset:344
	buffer_load_dword a205, off, s[96:99], 0 offset:348
	buffer_load_dword a206, off, s[96:99], 0 offset:352
	buffer_load_dword a207, off, s[96:99], 0 offset:356
	buffer_load_dword v8, off, s[96:99], 0 offset:360
	buffer_load_dword v9, off, s[96:99], 0 offset:364
	v_accvgpr_read_b32 v20, a98
	v_readlane_b32 s27, v142, 61
	v_readlane_b32 s28, v142, 49
	v_accvgpr_read_b32 v21, a99
	s_branch .LBB0_14
.LBB0_13:
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v0, v9
	v_accvgpr_write_b32 a67, v0
	v_accvgpr_write_b32 a65, v1
	v_accvgpr_write_b32 a71, v0
	v_accvgpr_write_b32 a69, v1
	v_accvgpr_write_b32 a75, v0
	v_accvgpr_write_b32 a73, v1
	v_accvgpr_write_b32 a79, v0
	v_accvgpr_write_b32 a77, v1
	v_accvgpr_write_b32 a85, v0
	v_accvgpr_write_b32 a81, v1
	v_accvgpr_write_b32 a89, v0
	v_accvgpr_write_b32 a87, v1
	v_accvgpr_write_b32 a93, v0
	v_accvgpr_write_b32 a91, v1
	v_accvgpr_write_b32 a97, v0
	v_accvgpr_write_b32 a95, v1
	v_accvgpr_write_b32 a103, v0
	v_accvgpr_write_b32 a101, v1
	v_accvgpr_write_b32 a107, v0
	v_accvgpr_write_b32 a105, v1
	v_accvgpr_write_b32 a111, v0
	v_accvgpr_write_b32 a109, v1
	v_accvgpr_write_b32 a115, v0
	v_accvgpr_write_b32 a113, v1
	v_accvgpr_write_b32 a119, v0
	v_accvgpr_write_b32 a117, v1
	v_accvgpr_write_b32 a123, v0
	v_accvgpr_write_b32 a121, v1
	v_accvgpr_write_b32 a127, v0
	v_accvgpr_write_b32 a125, v1
	v_accvgpr_write_b32 a247, v0
	v_accvgpr_write_b32 a143, v1
	v_accvgpr_write_b32 a251, v0
	v_accvgpr_write_b32 a249, v1
	v_accvgpr_write_b32 a255, v0
	v_mov_b32_e32 v8, v9
	v_accvgpr_write_b32 a193, v9
	v_accvgpr_write_b32 a192, v9
	v_accvgpr_write_b32 a195, v9
	v_accvgpr_write_b32 a194, v9
	v_accvgpr_write_b32 a197, v9
	v_accvgpr_write_b32 a196, v9
	v_accvgpr_write_b32 a199, v9
	v_accvgpr_write_b32 a198, v9
	v_accvgpr_write_b32 a201, v9
	v_accvgpr_write_b32 a200, v9
	v_accvgpr_write_b32 a203, v9
	v_accvgpr_write_b32 a202, v9
	v_accvgpr_write_b32 a205, v9
	v_accvgpr_write_b32 a204, v9
	v_accvgpr_write_b32 a207, v9
	v_accvgpr_write_b32 a206, v9
	v_accvgpr_write_b32 a177, v9
	v_accvgpr_write_b32 a176, v9
	v_accvgpr_write_b32 a179, v9
	v_accvgpr_write_b32 a178, v9
	v_accvgpr_write_b32 a181, v9
	v_accvgpr_write_b32 a180, v9
	v_accvgpr_write_b32 a183, v9
	v_accvgpr_write_b32 a182, v9
	v_accvgpr_write_b32 a185, v9
	v_accvgpr_write_b32 a184, v9
	v_accvgpr_write_b32 a187, v9
	v_accvgpr_write_b32 a186, v9
	v_accvgpr_write_b32 a189, v9
	v_accvgpr_write_b32 a188, v9
	v_accvgpr_write_b32 a191, v9
	v_accvgpr_write_b32 a190, v9
	v_accvgpr_write_b32 a161, v9
	v_accvgpr_write_b32 a160, v9
	v_accvgpr_write_b32 a163, v9
	v_accvgpr_write_b32 a162, v9
	v_accvgpr_write_b32 a165, v9
	v_accvgpr_write_b32 a164, v9
	v_accvgpr_write_b32 a167, v9
	v_accvgpr_write_b32 a166, v9
	v_accvgpr_write_b32 a169, v9
	v_accvgpr_write_b32 a168, v9
	v_accvgpr_write_b32 a171, v9
	v_accvgpr_write_b32 a170, v9
	v_accvgpr_write_b32 a173, v9
	v_accvgpr_write_b32 a172, v9
	v_accvgpr_write_b32 a175, v9
	v_accvgpr_write_b32 a174, v9
	v_accvgpr_write_b32 a145, v9
	v_accvgpr_write_b32 a144, v9
	v_accvgpr_write_b32 a147, v9
	v_accvgpr_write_b32 a146, v9
	v_accvgpr_write_b32 a149, v9
	v_accvgpr_write_b32 a148, v9
	v_accvgpr_write_b32 a151, v9
	v_accvgpr_write_b32 a150, v9
	v_accvgpr_write_b32 a153, v9
	v_accvgpr_write_b32 a152, v9
	v_accvgpr_write_b32 a155, v9
	v_accvgpr_write_b32 a154, v9
	v_accvgpr_write_b32 a157, v9
	v_accvgpr_write_b32 a156, v9
	v_accvgpr_write_b32 a159, v9
	v_accvgpr_write_b32 a158, v9
	v_accvgpr_write_b32 a129, v9
	v_accvgpr_write_b32 a128, v9
	v_accvgpr_write_b32 a131, v9
	v_accvgpr_write_b32 a130, v9
	v_accvgpr_write_b32 a133, v9
	v_accvgpr_write_b32 a132, v9
	v_accvgpr_write_b32 a135, v9
	v_accvgpr_write_b32 a134, v9
	v_accvgpr_write_b32 a137, v9
	v_accvgpr_write_b32 a136, v9
	v_accvgpr_write_b32 a139, v9
	v_accvgpr_write_b32 a138, v9
	v_accvgpr_write_b32 a141, v9
	v_accvgpr_write_b32 a140, v9
	v_mov_b32_e32 v217, v9
	v_mov_b32_e32 v216, v9
	v_mov_b32_e32 v193, v9
	v_mov_b32_e32 v192, v9
	v_mov_b32_e32 v195, v9
	v_mov_b32_e32 v194, v9
	v_mov_b32_e32 v197, v9
	v_mov_b32_e32 v196, v9
	v_mov_b32_e32 v199, v9
	v_mov_b32_e32 v198, v9
	v_mov_b32_e32 v209, v9
	v_mov_b32_e32 v208, v9
	v_mov_b32_e32 v139, v9
	v_mov_b32_e32 v138, v9
	v_mov_b32_e32 v213, v9
	v_mov_b32_e32 v212, v9
	v_mov_b32_e32 v211, v9
	v_mov_b32_e32 v210, v9
	v_mov_b32_e32 v137, v9
	v_mov_b32_e32 v136, v9
	v_mov_b32_e32 v21, v9
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v141, v9
	v_mov_b32_e32 v140, v9
	v_mov_b32_e32 v183, v9
	v_mov_b32_e32 v182, v9
	v_mov_b32_e32 v185, v9
	v_mov_b32_e32 v184, v9
	v_mov_b32_e32 v187, v9
	v_mov_b32_e32 v186, v9
	v_mov_b32_e32 v189, v9
	v_mov_b32_e32 v188, v9
	v_mov_b32_e32 v191, v9
	v_mov_b32_e32 v190, v9
	v_mov_b32_e32 v121, v9
	v_mov_b32_e32 v120, v9
	v_mov_b32_e32 v123, v9
	v_mov_b32_e32 v122, v9
	v_mov_b32_e32 v125, v9
	v_mov_b32_e32 v124, v9
	v_mov_b32_e32 v127, v9
	v_mov_b32_e32 v126, v9
	v_mov_b32_e32 v129, v9
	v_mov_b32_e32 v128, v9
	v_mov_b32_e32 v131, v9
	v_mov_b32_e32 v130, v9
	v_mov_b32_e32 v133, v9
	v_mov_b32_e32 v132, v9
	v_mov_b32_e32 v135, v9
	v_mov_b32_e32 v134, v9
	v_mov_b32_e32 v99, v9
	v_mov_b32_e32 v98, v9
	v_mov_b32_e32 v101, v9
	v_mov_b32_e32 v100, v9
	v_mov_b32_e32 v103, v9
	v_mov_b32_e32 v102, v9
	v_mov_b32_e32 v105, v9
	v_mov_b32_e32 v104, v9
	v_mov_b32_e32 v107, v9
	v_mov_b32_e32 v106, v9
	v_mov_b32_e32 v109, v9
	v_mov_b32_e32 v108, v9
	v_mov_b32_e32 v145, v9
	v_mov_b32_e32 v144, v9
	v_mov_b32_e32 v119, v9
	v_mov_b32_e32 v118, v9
	v_mov_b32_e32 v59, v9
	v_mov_b32_e32 v58, v9
	v_mov_b32_e32 v243, v9
	v_mov_b32_e32 v242, v9
	v_mov_b32_e32 v63, v9
	v_mov_b32_e32 v62, v9
	v_mov_b32_e32 v65, v9
	v_mov_b32_e32 v64, v9
	v_mov_b32_e32 v89, v9
	v_mov_b32_e32 v88, v9
	v_mov_b32_e32 v91, v9
	v_mov_b32_e32 v90, v9
	v_mov_b32_e32 v215, v9
	v_mov_b32_e32 v214, v9
	v_mov_b32_e32 v245, v9
	v_mov_b32_e32 v244, v9
	v_mov_b32_e32 v39, v9
	v_mov_b32_e32 v38, v9
	v_mov_b32_e32 v43, v9
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v45, v9
	v_mov_b32_e32 v44, v9
	v_mov_b32_e32 v229, v9
	v_mov_b32_e32 v228, v9
	v_mov_b32_e32 v49, v9
	v_mov_b32_e32 v48, v9
	v_mov_b32_e32 v53, v9
	v_mov_b32_e32 v52, v9
	v_mov_b32_e32 v55, v9
	v_mov_b32_e32 v54, v9
	v_mov_b32_e32 v57, v9
	v_mov_b32_e32 v56, v9
	v_mov_b32_e32 v23, v9
	v_mov_b32_e32 v22, v9
	v_mov_b32_e32 v25, v9
	v_mov_b32_e32 v24, v9
	v_mov_b32_e32 v27, v9
	v_mov_b32_e32 v26, v9
	v_mov_b32_e32 v29, v9
	v_mov_b32_e32 v28, v9
	v_mov_b32_e32 v31, v9
	v_mov_b32_e32 v30, v9
	v_mov_b32_e32 v35, v9
	v_mov_b32_e32 v34, v9
	v_mov_b32_e32 v201, v9
	v_mov_b32_e32 v200, v9
	v_mov_b32_e32 v41, v9
	v_mov_b32_e32 v40, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v17, v9
	v_mov_b32_e32 v16, v9
	v_accvgpr_write_b32 a253, v1
	v_mov_b32_e32 v33, v9
	v_mov_b32_e32 v32, v9
	buffer_store_dword v0, off, s[96:99], 0 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:20
	buffer_store_dword v0, off, s[96:99], 0
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:4
	buffer_store_dword v0, off, s[96:99], 0 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:36
	buffer_store_dword v0, off, s[96:99], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:12
	buffer_store_dword v0, off, s[96:99], 0 offset:40
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:44
	buffer_store_dword v0, off, s[96:99], 0 offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[96:99], 0 offset:28
.LBB0_14:
	s_load_dword s0, s[12:13], 0x4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 4
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v0, s10
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s1, s0, s27
	v_cmp_lt_u64_e32 vcc, s[10:11], v[2:3]
	v_alignbit_b32 v0, s11, v0, 2
	s_add_i32 s2, s1, s28
	v_cndmask_b32_e32 v0, -1, v0, vcc
	s_mov_b32 s1, 0
	v_cmp_lt_u32_e32 vcc, s2, v0
	s_mov_b32 s3, s1
	s_cbranch_vccz .LBB0_16
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_accvgpr_read_b32 v2, a93
	v_accvgpr_read_b32 v3, a91
	global_store_dword v1, v2, s[4:5]
.LBB0_16:
	s_add_u32 s4, s2, s0
	s_addc_u32 s5, 0, 0
	v_cmp_ge_u64_e32 vcc, s[4:5], v[0:1]
	s_cbranch_vccnz .LBB0_18
	s_lshl_b64 s[6:7], s[4:5], 2
	s_add_u32 s6, s8, s6
	v_accvgpr_read_b32 v18, a93
	s_addc_u32 s7, s9, s7
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v19, a91
	global_store_dword v2, v19, s[6:7]
.LBB0_18:
	s_add_u32 s6, s4, s0
	s_addc_u32 s7, s5, 0
	v_cmp_ge_u64_e32 vcc, s[6:7], v[0:1]
	s_cbranch_vccnz .LBB0_20
	s_lshl_b64 s[10:11], s[6:7], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v18, a89
	v_accvgpr_read_b32 v19, a87
	global_store_dword v2, v18, s[10:11]
.LBB0_20:
	s_add_u32 s12, s6, s0
	s_addc_u32 s13, s7, 0
	v_cmp_ge_u64_e32 vcc, s[12:13], v[0:1]
	s_cbranch_vccnz .LBB0_22
	s_lshl_b64 s[10:11], s[12:13], 2
	s_add_u32 s10, s8, s10
	v_accvgpr_read_b32 v18, a89
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v19, a87
	global_store_dword v2, v19, s[10:11]
.LBB0_22:
	s_add_u32 s10, s12, s0
	s_addc_u32 s11, s13, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_24
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v18, a85
	v_accvgpr_read_b32 v19, a81
	global_store_dword v2, v18, s[14:15]
.LBB0_24:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_26
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	v_accvgpr_read_b32 v18, a85
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v19, a81
	global_store_dword v2, v19, s[14:15]
.LBB0_26:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_28
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v18, a79
	v_accvgpr_read_b32 v19, a77
	global_store_dword v2, v18, s[14:15]
.LBB0_28:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_30
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	v_accvgpr_read_b32 v18, a79
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v19, a77
	global_store_dword v2, v19, s[14:15]
.LBB0_30:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_32
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v18, a75
	v_accvgpr_read_b32 v19, a73
	global_store_dword v2, v18, s[14:15]
.LBB0_32:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_34
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	v_accvgpr_read_b32 v18, a75
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v19, a73
	global_store_dword v2, v19, s[14:15]
.LBB0_34:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_36
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v18, a71
	v_accvgpr_read_b32 v19, a69
	global_store_dword v2, v18, s[14:15]
.LBB0_36:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_38
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	v_accvgpr_read_b32 v18, a71
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v19, a69
	global_store_dword v2, v19, s[14:15]
.LBB0_38:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_40
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v18, a67
	v_accvgpr_read_b32 v19, a65
	global_store_dword v2, v18, s[14:15]
.LBB0_40:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_42
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	v_accvgpr_read_b32 v18, a67
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v19, a65
	global_store_dword v2, v19, s[14:15]
.LBB0_42:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_44
	s_lshl_b64 s[14:15], s[10:11], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v8, s[14:15]
.LBB0_44:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_46
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v9, s[10:11]
.LBB0_46:
	s_or_b32 s10, s2, 1
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_48
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(2)
	global_store_dword v2, a206, s[10:11]
.LBB0_48:
	s_add_u32 s10, s4, 1
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_50
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(2)
	global_store_dword v2, a207, s[10:11]
.LBB0_50:
	s_lshl_b64 s[10:11], s[0:1], 1
	s_add_u32 s14, s2, s10
	s_addc_u32 s15, 0, s11
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_52
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(4)
	global_store_dword v2, a204, s[14:15]
.LBB0_52:
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	v_cmp_ge_u64_e32 vcc, s[12:13], v[0:1]
	s_cbranch_vccnz .LBB0_54
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(4)
	global_store_dword v2, a205, s[14:15]
.LBB0_54:
	s_lshl_b64 s[14:15], s[0:1], 2
	s_add_u32 s16, s2, s14
	s_addc_u32 s17, 0, s15
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_56
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(6)
	global_store_dword v2, a202, s[16:17]
.LBB0_56:
	s_add_u32 s12, s12, s10
	s_addc_u32 s13, s13, s11
	v_cmp_ge_u64_e32 vcc, s[12:13], v[0:1]
	s_cbranch_vccnz .LBB0_58
	s_lshl_b64 s[16:17], s[12:13], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(6)
	global_store_dword v2, a203, s[16:17]
.LBB0_58:
	s_mul_i32 s17, s0, 6
	s_mul_hi_u32 s16, s0, 6
	s_add_u32 s17, s2, s17
	s_addc_u32 s18, 0, s16
	s_add_u32 s16, s17, 1
	s_addc_u32 s17, s18, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_60
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(8)
	global_store_dword v2, a200, s[16:17]
.LBB0_60:
	s_add_u32 s16, s12, s10
	s_addc_u32 s17, s13, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_62
	s_lshl_b64 s[12:13], s[16:17], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(8)
	global_store_dword v2, a201, s[12:13]
.LBB0_62:
	s_lshl_b64 s[12:13], s[0:1], 3
	s_add_u32 s1, s2, s12
	s_addc_u32 s19, 0, s13
	s_add_u32 s18, s1, 1
	s_addc_u32 s19, s19, 0
	v_cmp_ge_u64_e32 vcc, s[18:19], v[0:1]
	s_cbranch_vccnz .LBB0_64
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(10)
	global_store_dword v2, a198, s[18:19]
.LBB0_64:
	s_add_u32 s16, s16, s10
	s_addc_u32 s17, s17, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_66
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(10)
	global_store_dword v2, a199, s[18:19]
.LBB0_66:
	s_mul_i32 s18, s0, 10
	s_mul_hi_u32 s1, s0, 10
	s_add_u32 s18, s2, s18
	s_addc_u32 s1, 0, s1
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s1, 0
	v_cmp_ge_u64_e32 vcc, s[18:19], v[0:1]
	s_cbranch_vccnz .LBB0_68
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(12)
	global_store_dword v2, a196, s[18:19]
.LBB0_68:
	s_add_u32 s16, s16, s10
	s_addc_u32 s17, s17, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_70
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(12)
	global_store_dword v2, a197, s[18:19]
.LBB0_70:
	s_mul_i32 s20, s0, 12
	s_mul_hi_u32 s1, s0, 12
	s_add_u32 s18, s2, s20
	s_addc_u32 s19, 0, s1
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	v_cmp_ge_u64_e32 vcc, s[18:19], v[0:1]
	s_cbranch_vccnz .LBB0_72
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(14)
	global_store_dword v2, a194, s[18:19]
.LBB0_72:
	s_add_u32 s16, s16, s10
	s_addc_u32 s17, s17, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_74
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(14)
	global_store_dword v2, a195, s[18:19]
.LBB0_74:
	s_mul_i32 s19, s0, 14
	s_mul_hi_u32 s18, s0, 14
	s_add_u32 s19, s2, s19
	s_addc_u32 s21, 0, s18
	s_add_u32 s18, s19, 1
	s_addc_u32 s19, s21, 0
	v_cmp_ge_u64_e32 vcc, s[18:19], v[0:1]
	s_cbranch_vccnz .LBB0_76
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(16)
	global_store_dword v2, a192, s[18:19]
.LBB0_76:
	s_add_u32 s16, s16, s10
	s_addc_u32 s17, s17, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_78
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(16)
	global_store_dword v2, a193, s[16:17]
.LBB0_78:
	s_or_b32 s16, s2, 2
	s_mov_b32 s17, s3
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_80
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(18)
	global_store_dword v2, a190, s[16:17]
.LBB0_80:
	s_add_u32 s16, s4, 2
	s_addc_u32 s17, s5, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_82
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(18)
	global_store_dword v2, a191, s[16:17]
.LBB0_82:
	s_add_u32 s16, s6, 2
	s_addc_u32 s17, s7, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_84
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(20)
	global_store_dword v2, a188, s[18:19]
.LBB0_84:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_86
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(20)
	global_store_dword v2, a189, s[18:19]
.LBB0_86:
	s_add_u32 s18, s2, s14
	s_addc_u32 s19, 0, s15
	s_add_u32 s18, s18, 2
	s_addc_u32 s19, s19, 0
	v_cmp_ge_u64_e32 vcc, s[18:19], v[0:1]
	s_cbranch_vccnz .LBB0_88
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(22)
	global_store_dword v2, a186, s[18:19]
.LBB0_88:
	s_add_u32 s16, s16, s10
	s_addc_u32 s17, s17, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_90
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(22)
	global_store_dword v2, a187, s[18:19]
.LBB0_90:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_92
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(24)
	global_store_dword v2, a184, s[18:19]
.LBB0_92:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_94
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(24)
	global_store_dword v2, a185, s[18:19]
.LBB0_94:
	s_add_u32 s18, s2, s12
	s_addc_u32 s19, 0, s13
	s_add_u32 s18, s18, 2
	s_addc_u32 s19, s19, 0
	v_cmp_ge_u64_e32 vcc, s[18:19], v[0:1]
	s_cbranch_vccnz .LBB0_96
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(26)
	global_store_dword v2, a182, s[18:19]
.LBB0_96:
	s_add_u32 s16, s16, s10
	s_addc_u32 s17, s17, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_98
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(26)
	global_store_dword v2, a183, s[18:19]
.LBB0_98:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_100
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(28)
	global_store_dword v2, a180, s[18:19]
.LBB0_100:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_102
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(28)
	global_store_dword v2, a181, s[18:19]
.LBB0_102:
	s_add_u32 s18, s2, s20
	s_addc_u32 s19, 0, s1
	s_add_u32 s18, s18, 2
	s_addc_u32 s19, s19, 0
	v_cmp_ge_u64_e32 vcc, s[18:19], v[0:1]
	s_cbranch_vccnz .LBB0_104
	s_lshl_b64 s[18:19], s[18:19], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(30)
	global_store_dword v2, a178, s[18:19]
.LBB0_104:
	s_add_u32 s16, s16, s10
	s_addc_u32 s17, s17, s11
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_106
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(30)
	global_store_dword v2, a179, s[18:19]
.LBB0_106:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_108
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(32)
	global_store_dword v2, a176, s[18:19]
.LBB0_108:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_110
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(32)
	global_store_dword v2, a177, s[16:17]
.LBB0_110:
	s_or_b32 s16, s2, 3
	s_mov_b32 s17, s3
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_112
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(34)
	global_store_dword v2, a174, s[16:17]
.LBB0_112:
	s_add_u32 s16, s4, 3
	s_addc_u32 s17, s5, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_114
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(34)
	global_store_dword v2, a175, s[16:17]
.LBB0_114:
	s_add_u32 s16, s6, 3
	s_addc_u32 s17, s7, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_116
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(36)
	global_store_dword v2, a172, s[18:19]
.LBB0_116:
	s_add_u32 s16, s16, s0
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_118
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s8, s18
	s_addc_u32 s19, s9, s19
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(36)
	global_store_dword v2, a173, s[18:19]
.LBB0_118:
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, 0, s15
	s_add_u32 s14, s14, 3
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_120
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(38)
	global_store_dword v2, a170, s[14:15]
.LBB0_120:
	s_add_u32 s14, s16, s10
	s_addc_u32 s15, s17, s11
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_122
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(38)
	global_store_dword v2, a171, s[16:17]
.LBB0_122:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_124
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(40)
	global_store_dword v2, a168, s[16:17]
.LBB0_124:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_126
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(40)
	global_store_dword v2, a169, s[16:17]
.LBB0_126:
	s_add_u32 s16, s2, s12
	s_addc_u32 s17, 0, s13
	s_add_u32 s16, s16, 3
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_128
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(42)
	global_store_dword v2, a166, s[16:17]
.LBB0_128:
	s_add_u32 s14, s14, s10
	s_addc_u32 s15, s15, s11
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_130
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(42)
	global_store_dword v2, a167, s[16:17]
.LBB0_130:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_132
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(44)
	global_store_dword v2, a164, s[16:17]
.LBB0_132:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_134
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(44)
	global_store_dword v2, a165, s[16:17]
.LBB0_134:
	s_add_u32 s16, s2, s20
	s_addc_u32 s1, 0, s1
	s_add_u32 s16, s16, 3
	s_addc_u32 s17, s1, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_136
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(46)
	global_store_dword v2, a162, s[16:17]
.LBB0_136:
	s_add_u32 s14, s14, s10
	s_addc_u32 s15, s15, s11
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_138
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(46)
	global_store_dword v2, a163, s[16:17]
.LBB0_138:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_140
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(48)
	global_store_dword v2, a160, s[16:17]
.LBB0_140:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_142
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(48)
	global_store_dword v2, a161, s[14:15]
.LBB0_142:
	s_or_b32 s14, s2, 4
	s_mov_b32 s15, s3
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_144
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(50)
	global_store_dword v2, a158, s[14:15]
.LBB0_144:
	s_add_u32 s14, s4, 4
	s_addc_u32 s15, s5, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_146
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(50)
	global_store_dword v2, a159, s[14:15]
.LBB0_146:
	s_add_u32 s14, s6, 4
	s_addc_u32 s15, s7, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_148
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(52)
	global_store_dword v2, a156, s[16:17]
.LBB0_148:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_150
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(52)
	global_store_dword v2, a157, s[16:17]
.LBB0_150:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_152
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(54)
	global_store_dword v2, a154, s[16:17]
.LBB0_152:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_154
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(54)
	global_store_dword v2, a155, s[16:17]
.LBB0_154:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_156
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(56)
	global_store_dword v2, a152, s[16:17]
.LBB0_156:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_158
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(56)
	global_store_dword v2, a153, s[16:17]
.LBB0_158:
	s_add_u32 s1, s2, s12
	s_addc_u32 s17, 0, s13
	s_add_u32 s16, s1, 4
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_160
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(58)
	global_store_dword v2, a150, s[16:17]
.LBB0_160:
	s_add_u32 s14, s14, s10
	s_addc_u32 s15, s15, s11
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_162
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(58)
	global_store_dword v2, a151, s[16:17]
.LBB0_162:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_164
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(60)
	global_store_dword v2, a148, s[16:17]
.LBB0_164:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_166
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(60)
	global_store_dword v2, a149, s[16:17]
.LBB0_166:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_168
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a146, s[16:17]
.LBB0_168:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_170
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a147, s[16:17]
.LBB0_170:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_172
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a144, s[16:17]
.LBB0_172:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_174
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a145, s[14:15]
.LBB0_174:
	s_or_b32 s14, s2, 5
	s_mov_b32 s15, s3
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_176
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v216, s[14:15]
.LBB0_176:
	s_add_u32 s14, s4, 5
	s_addc_u32 s15, s5, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_178
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v217, s[14:15]
.LBB0_178:
	s_add_u32 s14, s6, 5
	s_addc_u32 s15, s7, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_180
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a140, s[16:17]
.LBB0_180:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_182
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a141, s[16:17]
.LBB0_182:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_184
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a138, s[16:17]
.LBB0_184:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_186
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a139, s[16:17]
.LBB0_186:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_188
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a136, s[16:17]
.LBB0_188:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_190
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a137, s[16:17]
.LBB0_190:
	s_add_u32 s1, s2, s12
	s_addc_u32 s17, 0, s13
	s_add_u32 s16, s1, 5
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_192
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a134, s[16:17]
.LBB0_192:
	s_add_u32 s14, s14, s10
	s_addc_u32 s15, s15, s11
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_194
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a135, s[16:17]
.LBB0_194:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_196
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a132, s[16:17]
.LBB0_196:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_198
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a133, s[16:17]
.LBB0_198:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_200
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a130, s[16:17]
.LBB0_200:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_202
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a131, s[16:17]
.LBB0_202:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_204
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a128, s[16:17]
.LBB0_204:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_206
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(62)
	global_store_dword v2, a129, s[14:15]
.LBB0_206:
	s_or_b32 s14, s2, 6
	s_mov_b32 s15, s3
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_208
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v210, s[14:15]
.LBB0_208:
	s_add_u32 s14, s4, 6
	s_addc_u32 s15, s5, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_210
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v211, s[14:15]
.LBB0_210:
	s_add_u32 s14, s6, 6
	s_addc_u32 s15, s7, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_212
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v212, s[16:17]
.LBB0_212:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_214
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v213, s[16:17]
.LBB0_214:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_216
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v138, s[16:17]
.LBB0_216:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_218
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v139, s[16:17]
.LBB0_218:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_220
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v208, s[16:17]
.LBB0_220:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_222
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v209, s[16:17]
.LBB0_222:
	s_add_u32 s1, s2, s12
	s_addc_u32 s17, 0, s13
	s_add_u32 s16, s1, 6
	s_addc_u32 s17, s17, 0
	v_cmp_ge_u64_e32 vcc, s[16:17], v[0:1]
	s_cbranch_vccnz .LBB0_224
	s_lshl_b64 s[16:17], s[16:17], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v198, s[16:17]
.LBB0_224:
	s_add_u32 s14, s14, s10
	s_addc_u32 s15, s15, s11
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_226
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v199, s[16:17]
.LBB0_226:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_228
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v196, s[16:17]
.LBB0_228:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_230
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v197, s[16:17]
.LBB0_230:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_232
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v194, s[16:17]
.LBB0_232:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_234
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v195, s[16:17]
.LBB0_234:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_236
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v192, s[16:17]
.LBB0_236:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_238
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v193, s[14:15]
.LBB0_238:
	s_or_b32 s14, s2, 7
	s_mov_b32 s15, s3
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_240
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v190, s[14:15]
.LBB0_240:
	s_add_u32 s14, s4, 7
	s_addc_u32 s15, s5, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_242
	s_lshl_b64 s[14:15], s[14:15], 2
	s_add_u32 s14, s8, s14
	s_addc_u32 s15, s9, s15
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v191, s[14:15]
.LBB0_242:
	s_add_u32 s14, s6, 7
	s_addc_u32 s15, s7, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_244
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v188, s[16:17]
.LBB0_244:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_246
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v189, s[16:17]
.LBB0_246:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_248
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v186, s[16:17]
.LBB0_248:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_250
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v187, s[16:17]
.LBB0_250:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_252
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v184, s[16:17]
.LBB0_252:
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, 0
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	s_cbranch_vccnz .LBB0_254
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s8, s16
	s_addc_u32 s17, s9, s17
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v185, s[16:17]
.LBB0_254:
	s_add_u32 s1, s2, s12
	s_addc_u32 s13, 0, s13
	s_add_u32 s12, s1, 7
	s_addc_u32 s13, s13, 0
	v_cmp_ge_u64_e32 vcc, s[12:13], v[0:1]
	s_cbranch_vccnz .LBB0_256
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v182, s[12:13]
.LBB0_256:
	s_add_u32 s10, s14, s10
	s_addc_u32 s11, s15, s11
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_258
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v183, s[12:13]
.LBB0_258:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_260
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v140, s[12:13]
.LBB0_260:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_262
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v141, s[12:13]
.LBB0_262:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_264
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v20, s[12:13]
.LBB0_264:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_266
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v21, s[12:13]
.LBB0_266:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_268
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v136, s[12:13]
.LBB0_268:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_270
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v137, s[10:11]
.LBB0_270:
	s_or_b32 s10, s2, 8
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_272
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v134, s[10:11]
.LBB0_272:
	s_add_u32 s10, s4, 8
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_274
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v135, s[10:11]
.LBB0_274:
	s_add_u32 s10, s6, 8
	s_addc_u32 s11, s7, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_276
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v132, s[12:13]
.LBB0_276:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_278
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v133, s[12:13]
.LBB0_278:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_280
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v130, s[12:13]
.LBB0_280:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_282
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v131, s[12:13]
.LBB0_282:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_284
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v128, s[12:13]
.LBB0_284:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_286
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v129, s[12:13]
.LBB0_286:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_288
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v126, s[12:13]
.LBB0_288:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_290
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v127, s[12:13]
.LBB0_290:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_292
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v124, s[12:13]
.LBB0_292:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_294
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v125, s[12:13]
.LBB0_294:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_296
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v122, s[12:13]
.LBB0_296:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_298
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v123, s[12:13]
.LBB0_298:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_300
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v120, s[12:13]
.LBB0_300:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_302
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v121, s[10:11]
.LBB0_302:
	s_or_b32 s10, s2, 9
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_304
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v118, s[10:11]
.LBB0_304:
	s_add_u32 s10, s4, 9
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_306
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v119, s[10:11]
.LBB0_306:
	s_add_u32 s10, s6, 9
	s_addc_u32 s11, s7, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_308
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v144, s[12:13]
.LBB0_308:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_310
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v145, s[12:13]
.LBB0_310:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_312
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v108, s[12:13]
.LBB0_312:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_314
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v109, s[12:13]
.LBB0_314:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_316
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v106, s[12:13]
.LBB0_316:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_318
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v107, s[12:13]
.LBB0_318:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_320
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v104, s[12:13]
.LBB0_320:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_322
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v105, s[12:13]
.LBB0_322:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_324
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v102, s[12:13]
.LBB0_324:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_326
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v103, s[12:13]
.LBB0_326:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_328
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v100, s[12:13]
.LBB0_328:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_330
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v101, s[12:13]
.LBB0_330:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_332
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v98, s[12:13]
.LBB0_332:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_334
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v99, s[10:11]
.LBB0_334:
	s_or_b32 s10, s2, 10
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_336
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v244, s[10:11]
.LBB0_336:
	s_add_u32 s10, s4, 10
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_338
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v245, s[10:11]
.LBB0_338:
	s_add_u32 s10, s6, 10
	s_addc_u32 s11, s7, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_340
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v214, s[12:13]
.LBB0_340:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_342
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v215, s[12:13]
.LBB0_342:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_344
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v90, s[12:13]
.LBB0_344:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_346
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v91, s[12:13]
.LBB0_346:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_348
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v88, s[12:13]
.LBB0_348:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_350
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v89, s[12:13]
.LBB0_350:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_352
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v64, s[12:13]
.LBB0_352:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_354
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v65, s[12:13]
.LBB0_354:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_356
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v62, s[12:13]
.LBB0_356:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_358
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v63, s[12:13]
.LBB0_358:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_360
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v242, s[12:13]
.LBB0_360:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_362
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v243, s[12:13]
.LBB0_362:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_364
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v58, s[12:13]
.LBB0_364:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_366
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v59, s[10:11]
.LBB0_366:
	s_or_b32 s10, s2, 11
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_368
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v56, s[10:11]
.LBB0_368:
	s_add_u32 s10, s4, 11
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_370
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v57, s[10:11]
.LBB0_370:
	s_add_u32 s10, s6, 11
	s_addc_u32 s11, s7, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_372
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v54, s[12:13]
.LBB0_372:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_374
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v55, s[12:13]
.LBB0_374:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_376
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v52, s[12:13]
.LBB0_376:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_378
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v53, s[12:13]
.LBB0_378:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_380
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v48, s[12:13]
.LBB0_380:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_382
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v49, s[12:13]
.LBB0_382:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_384
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v228, s[12:13]
.LBB0_384:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_386
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v229, s[12:13]
.LBB0_386:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_388
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v44, s[12:13]
.LBB0_388:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_390
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v45, s[12:13]
.LBB0_390:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_392
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v42, s[12:13]
.LBB0_392:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_394
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v43, s[12:13]
.LBB0_394:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_396
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v38, s[12:13]
.LBB0_396:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_398
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v39, s[10:11]
.LBB0_398:
	s_or_b32 s10, s2, 12
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_400
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v40, s[10:11]
.LBB0_400:
	s_add_u32 s10, s4, 12
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_402
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v41, s[10:11]
.LBB0_402:
	s_add_u32 s10, s6, 12
	s_addc_u32 s11, s7, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_404
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v200, s[12:13]
.LBB0_404:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_406
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v201, s[12:13]
.LBB0_406:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_408
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v34, s[12:13]
.LBB0_408:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_410
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v35, s[12:13]
.LBB0_410:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_412
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v30, s[12:13]
.LBB0_412:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_414
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v31, s[12:13]
.LBB0_414:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_416
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v28, s[12:13]
.LBB0_416:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_418
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v29, s[12:13]
.LBB0_418:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_420
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v26, s[12:13]
.LBB0_420:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_422
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v27, s[12:13]
.LBB0_422:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_424
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v24, s[12:13]
.LBB0_424:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_426
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v25, s[12:13]
.LBB0_426:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_428
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v22, s[12:13]
.LBB0_428:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_430
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v23, s[10:11]
.LBB0_430:
	s_or_b32 s10, s2, 13
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_432
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v16, s[10:11]
.LBB0_432:
	s_add_u32 s10, s4, 13
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_434
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v17, s[10:11]
.LBB0_434:
	s_add_u32 s10, s6, 13
	s_addc_u32 s11, s7, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_436
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v14, s[12:13]
.LBB0_436:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_438
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v15, s[12:13]
.LBB0_438:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_440
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v12, s[12:13]
.LBB0_440:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_442
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v13, s[12:13]
.LBB0_442:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_444
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v10, s[12:13]
.LBB0_444:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_446
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v11, s[12:13]
.LBB0_446:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_448
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v6, s[12:13]
.LBB0_448:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_450
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v7, s[12:13]
.LBB0_450:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_452
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v4, s[12:13]
.LBB0_452:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_454
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v5, s[12:13]
.LBB0_454:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_456
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a103
	v_accvgpr_read_b32 v5, a101
	global_store_dword v2, v4, s[12:13]
.LBB0_456:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_458
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	v_accvgpr_read_b32 v4, a103
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a101
	global_store_dword v2, v5, s[12:13]
.LBB0_458:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_460
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a97
	v_accvgpr_read_b32 v5, a95
	global_store_dword v2, v4, s[12:13]
.LBB0_460:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_462
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	v_accvgpr_read_b32 v4, a97
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a95
	global_store_dword v2, v5, s[10:11]
.LBB0_462:
	s_or_b32 s10, s2, 14
	s_mov_b32 s11, s3
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_464
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a251
	v_accvgpr_read_b32 v5, a249
	global_store_dword v2, v4, s[10:11]
.LBB0_464:
	s_add_u32 s10, s4, 14
	s_addc_u32 s11, s5, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_466
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	v_accvgpr_read_b32 v4, a251
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a249
	global_store_dword v2, v5, s[10:11]
.LBB0_466:
	s_add_u32 s10, s6, 14
	s_addc_u32 s11, s7, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_468
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a247
	v_accvgpr_read_b32 v5, a143
	global_store_dword v2, v4, s[12:13]
.LBB0_468:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_470
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	v_accvgpr_read_b32 v4, a247
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a143
	global_store_dword v2, v5, s[12:13]
.LBB0_470:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_472
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a127
	v_accvgpr_read_b32 v5, a125
	global_store_dword v2, v4, s[12:13]
.LBB0_472:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_474
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	v_accvgpr_read_b32 v4, a127
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a125
	global_store_dword v2, v5, s[12:13]
.LBB0_474:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_476
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a123
	v_accvgpr_read_b32 v5, a121
	global_store_dword v2, v4, s[12:13]
.LBB0_476:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_478
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	v_accvgpr_read_b32 v4, a123
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a121
	global_store_dword v2, v5, s[12:13]
.LBB0_478:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_480
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a119
	v_accvgpr_read_b32 v5, a117
	global_store_dword v2, v4, s[12:13]
.LBB0_480:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_482
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	v_accvgpr_read_b32 v4, a119
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a117
	global_store_dword v2, v5, s[12:13]
.LBB0_482:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_484
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a115
	v_accvgpr_read_b32 v5, a113
	global_store_dword v2, v4, s[12:13]
.LBB0_484:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_486
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	v_accvgpr_read_b32 v4, a115
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a113
	global_store_dword v2, v5, s[12:13]
.LBB0_486:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_488
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a111
	v_accvgpr_read_b32 v5, a109
	global_store_dword v2, v4, s[12:13]
.LBB0_488:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_490
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	v_accvgpr_read_b32 v4, a111
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a109
	global_store_dword v2, v5, s[12:13]
.LBB0_490:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_492
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s8, s12
	s_addc_u32 s13, s9, s13
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a107
	v_accvgpr_read_b32 v5, a105
	global_store_dword v2, v4, s[12:13]
.LBB0_492:
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, 0
	v_cmp_ge_u64_e32 vcc, s[10:11], v[0:1]
	s_cbranch_vccnz .LBB0_494
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s8, s10
	v_accvgpr_read_b32 v4, a107
	s_addc_u32 s11, s9, s11
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v5, a105
	global_store_dword v2, v5, s[10:11]
.LBB0_494:
	s_or_b32 s2, s2, 15
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_496
	buffer_load_dword v4, off, s[96:99], 0 offset:24
	buffer_load_dword v5, off, s[96:99], 0 offset:28
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s9, s3
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v4, s[2:3]
.LBB0_496:
	s_add_u32 s2, s4, 15
	s_addc_u32 s3, s5, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_498
	buffer_load_dword v4, off, s[96:99], 0 offset:24
	buffer_load_dword v5, off, s[96:99], 0 offset:28
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s9, s3
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v5, s[2:3]
.LBB0_498:
	s_add_u32 s2, s6, 15
	s_addc_u32 s3, s7, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_500
	buffer_load_dword v4, off, s[96:99], 0 offset:40
	buffer_load_dword v5, off, s[96:99], 0 offset:44
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v4, s[4:5]
.LBB0_500:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_502
	buffer_load_dword v4, off, s[96:99], 0 offset:40
	buffer_load_dword v5, off, s[96:99], 0 offset:44
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v5, s[4:5]
.LBB0_502:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_504
	buffer_load_dword v4, off, s[96:99], 0 offset:8
	buffer_load_dword v5, off, s[96:99], 0 offset:12
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v4, s[4:5]
.LBB0_504:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_506
	buffer_load_dword v4, off, s[96:99], 0 offset:8
	buffer_load_dword v5, off, s[96:99], 0 offset:12
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v5, s[4:5]
.LBB0_506:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_508
	buffer_load_dword v4, off, s[96:99], 0 offset:32
	buffer_load_dword v5, off, s[96:99], 0 offset:36
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v4, s[4:5]
.LBB0_508:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_510
	buffer_load_dword v4, off, s[96:99], 0 offset:32
	buffer_load_dword v5, off, s[96:99], 0 offset:36
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v5, s[4:5]
.LBB0_510:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_512
	buffer_load_dword v4, off, s[96:99], 0
	buffer_load_dword v5, off, s[96:99], 0 offset:4
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v4, s[4:5]
.LBB0_512:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_514
	buffer_load_dword v4, off, s[96:99], 0
	buffer_load_dword v5, off, s[96:99], 0 offset:4
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v5, s[4:5]
.LBB0_514:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_516
	buffer_load_dword v4, off, s[96:99], 0 offset:16
	buffer_load_dword v5, off, s[96:99], 0 offset:20
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v4, s[4:5]
.LBB0_516:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_518
	buffer_load_dword v4, off, s[96:99], 0 offset:16
	buffer_load_dword v5, off, s[96:99], 0 offset:20
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_store_dword v2, v5, s[4:5]
.LBB0_518:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_520
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v32, s[4:5]
.LBB0_520:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_522
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	global_store_dword v2, v33, s[4:5]
.LBB0_522:
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, 0
	v_cmp_ge_u64_e32 vcc, s[2:3], v[0:1]
	s_cbranch_vccnz .LBB0_524
	s_lshl_b64 s[4:5], s[2:3], 2
	s_add_u32 s4, s8, s4
	s_addc_u32 s5, s9, s5
	v_mov_b32_e32 v2, 0
	v_accvgpr_read_b32 v4, a255
	v_accvgpr_read_b32 v5, a253
	global_store_dword v2, v4, s[4:5]
.LBB0_524:
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, 0
	v_cmp_ge_u64_e32 vcc, s[0:1], v[0:1]
	s_cbranch_vccnz .LBB0_526
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s8, s0
	v_accvgpr_read_b32 v2, a255
	s_addc_u32 s1, s9, s1
	v_mov_b32_e32 v0, 0
	v_accvgpr_read_b32 v3, a253
	global_store_dword v0, v3, s[0:1]
.LBB0_526:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel main
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 2876
		.amdhsa_kernarg_size 64
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 512
		.amdhsa_next_free_sgpr 102
		.amdhsa_accum_offset 256
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
  - .agpr_count:     256
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 32
    .name:           main
    .private_segment_fixed_size: 2876
    .sgpr_count:     106
    .sgpr_spill_count: 62
    .symbol:         main.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     512
    .vgpr_spill_count: 940
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
