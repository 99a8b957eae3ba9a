//! Every built-in op kernel (`anygpu::ops::all_kernels`) compiles for the GPU targets: PTX that
//! ptxas assembles for sm_80 and sm_90, and AMD code objects that lld links for CDNA and RDNA.

use anygpu::KernelSource;

#[test]
fn every_op_kernel_assembles_for_ptx_and_links_for_amdgcn() {
    for (name, wgsl) in anygpu::ops::all_kernels() {
        let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("ops/{name}.wgsl"));
        // A tensor-core kernel for waves of 32 is never chosen on CDNA's waves of 64, where its
        // matrices are not the same across a wave and the exact per-invocation loops took LLVM
        // over 5 minutes (gfx90a, attention at d = 128).
        let skip: &[&str] = if name.contains("_mma_") && name.ends_with("_l32") {
            &["gfx90a"]
        } else {
            &[]
        };
        crate::assemble_for_gpu_targets_but(&name, &src, |ptx| ptx.contains(".visible .entry op_"), skip);
    }
}

/// Cooperative-matrix kernels (f16 inputs with f32 and f16 accumulators, f32 from workgroup
/// memory, both layouts) compile for every GPU target: ptxas assembles them for sm_80 and sm_90
/// and lld links them for gfx90a and gfx1100. They run as exact per-invocation loops there (no
/// tensor-core instructions yet).
#[test]
fn cooperative_matrix_kernels_assemble() {
    let src = anygpu::KernelSource::wgsl(
        "enable f16;
enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> a: array<f16>;
@group(0) @binding(1) var<storage, read_write> c: array<f32>;
@group(0) @binding(2) var<storage, read_write> h: array<f16>;
var<workgroup> tile: array<f32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
    tile[i] = c[i];
    workgroupBarrier();
    let x = coopLoadT<coop_mat16x16<f16, A>>(&a[3], 20u);
    let y = coopLoad<coop_mat16x16<f16, B>>(&a[0]);
    var acc = coopLoadT<coop_mat16x16<f32, C>>(&c[0], 16u);
    acc = coopMultiplyAdd(x, y, acc);
    coopStoreT(acc, &c[256], 24u);
    coopStore(coopMultiplyAdd(x, y, coop_mat16x16<f16, C>()), &h[0]);
    let p = coopLoad<coop_mat8x8<f32, A>>(&tile[0]);
    let q = coopLoadT<coop_mat8x8<f32, B>>(&tile[0], 8u);
    coopStore(coopMultiplyAdd(p, q, coopLoad<coop_mat8x8<f32, C>>(&tile[0])) * 2.0, &c[1000]);
}",
    );
    crate::assemble_for_gpu_targets("cooperative matrices", &src, |ptx| ptx.contains("fma.rn.f32"));
}

/// The Q4_K product with int8 activations (`QuantizedActivations::Int8`) multiplies on the
/// integer dot products: PTX `dp4a` (IDP.4A in SASS for sm_90, two per word), AMDGCN `v_dot4`
/// on CDNA3 and RDNA3 — not four multiplies each.
#[test]
fn int8_activation_products_take_dot4_instructions() {
    use anygpu::compiler::{emit, TargetSpec, TextForm};
    let kernels: Vec<(String, String)> = anygpu::ops::all_kernels()
        .into_iter()
        .filter(|(name, _)| name.starts_with("matmul_quantized_int8x"))
        .collect();
    assert!(kernels.len() >= 2, "one and eight rows of x, each configuration");
    for (name, wgsl) in &kernels {
        let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("ops/{name}.wgsl"));
        let ptx = emit(&src, &TargetSpec::ptx("sm_90".parse().unwrap()), TextForm::Assembly).unwrap();
        assert!(ptx.contains("dp4a.s32.s32"), "{name}: no dp4a");
        if let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) {
            let (_, sass) = crate::common::sass(&ptxas, &cuobjdump, &ptx, "sm_90", name).unwrap();
            assert!(sass.contains("IDP.4A"), "{name}: no IDP.4A in\n{sass}");
        }
        for arch in ["gfx942", "gfx1100"] {
            let isa = emit(&src, &TargetSpec::amdgcn(arch.parse().unwrap()), TextForm::Assembly).unwrap();
            assert!(isa.contains("v_dot4"), "{name} for {arch}: no v_dot4");
        }
    }
}

/// The Q4_K GEMV's GPU form reads a lane's 8 columns of `x` as two `vec4`s: `ld.global.v4` in
/// PTX, `global_load_dwordx4` on AMD (with a value a load, `x` was most of an H100's
/// first-level cache requests).
#[test]
fn q4k_gemv_loads_x_as_vectors() {
    use anygpu::compiler::{emit, TargetSpec, TextForm};
    let kernels: Vec<(String, String)> = anygpu::ops::all_kernels()
        .into_iter()
        .filter(|(name, _)| name.starts_with("matmul_quantized_q4_k_m") && !name.ends_with("_host"))
        .collect();
    assert!(kernels.len() >= 2, "one and eight rows of x, each configuration");
    for (name, wgsl) in &kernels {
        let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("ops/{name}.wgsl"));
        let ptx = emit(&src, &TargetSpec::ptx("sm_90".parse().unwrap()), TextForm::Assembly).unwrap();
        assert!(ptx.contains("ld.global.v4.f32"), "{name}: no ld.global.v4.f32");
        assert!(!ptx.contains("ld.global.f32"), "{name}: x loaded a value at a time");
        let isa = emit(&src, &TargetSpec::amdgcn("gfx942".parse().unwrap()), TextForm::Assembly).unwrap();
        assert!(
            isa.contains("global_load_dwordx4"),
            "{name} for gfx942: no global_load_dwordx4"
        );
    }
}

/// The Q4_K GEMV's GPU forms (f32 and int8 activations) turn nibbles and scale bytes into f32s
/// by setting them into the mantissa of 2^23 and taking the bias off with one `fma`, never an
/// integer-to-float conversion: I2F issues at 16 a clock per multiprocessor on NVIDIA against
/// 128 for FFMA, and the one-row kernel took 200 of them per four slabs of four features
/// (sm_90: its hottest loop 1 353 instructions with them, 1 108 without). The CPU device's form
/// keeps the conversions, which LLVM vectorises there.
#[test]
fn q4k_gemv_unpacks_nibbles_without_conversions() {
    use anygpu::compiler::{emit, TargetSpec, TextForm};
    let kernels: Vec<(String, String)> = anygpu::ops::all_kernels()
        .into_iter()
        .filter(|(name, _)| {
            (name.starts_with("matmul_quantized_q4_k_m") || name.starts_with("matmul_quantized_int8x_q4_k"))
                && !name.ends_with("_host")
        })
        .collect();
    assert!(kernels.len() >= 4, "one and eight rows of x, f32 and int8 activations");
    for (name, wgsl) in &kernels {
        let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("ops/{name}.wgsl"));
        let ptx = emit(&src, &TargetSpec::ptx("sm_90".parse().unwrap()), TextForm::Assembly).unwrap();
        assert!(ptx.contains("fma.rn.f32"), "{name}: no fma");
        assert!(!ptx.contains("cvt.rn.f32.u32"), "{name}: a nibble converted");
        for arch in ["gfx942", "gfx1100"] {
            let isa = emit(&src, &TargetSpec::amdgcn(arch.parse().unwrap()), TextForm::Assembly).unwrap();
            assert!(
                !isa.contains("v_cvt_f32_u32") && !isa.contains("v_cvt_f32_ubyte"),
                "{name} for {arch}: a nibble converted"
            );
        }
    }
}

/// The fused GEMV's GPU-form kernels whose names `keep`, each assembled for sm_90: (name,
/// `ptxas -v`'s report, `cuobjdump -sass` text).
fn gemv_sm_90(keep: impl Fn(&str) -> bool) -> Vec<(String, String, String)> {
    use anygpu::compiler::{emit, TargetSpec, TextForm};
    let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) else {
        panic!("ptxas and cuobjdump are part of the setup");
    };
    anygpu::ops::all_kernels()
        .into_iter()
        .filter(|(name, _)| name.starts_with("matmul_quantized_") && !name.ends_with("_host") && keep(name))
        .map(|(name, wgsl)| {
            let src = KernelSource::wgsl(wgsl.as_str()).file_name(format!("ops/{name}.wgsl"));
            let ptx = emit(&src, &TargetSpec::ptx("sm_90".parse().unwrap()), TextForm::Assembly).unwrap();
            let (report, sass) = crate::common::sass(&ptxas, &cuobjdump, &ptx, "sm_90", &name).unwrap();
            (name, report, sass)
        })
        .collect()
}

/// The GPU forms of the fused GEMV load without bounds checks (`Reads::Clamped`): in every
/// configuration's SASS for sm_90, no global load is predicated. A checked load was a compare, a
/// predicated load and a zero for the other case, 4–5 instructions where a clamped one is a
/// `min` (the Q4_K loop, four slabs of four features: 950 → 845 instructions).
#[test]
fn gemv_gpu_forms_load_without_bounds_checks() {
    let kernels = gemv_sm_90(|name| name.ends_with("_f4_s4"));
    assert!(kernels.len() >= 6, "{} GEMV kernels", kernels.len());
    for (name, _, sass) in &kernels {
        let predicated = crate::common::predicated_global_loads(sass);
        assert!(
            predicated.is_empty(),
            "{name}: checked loads\n{}",
            predicated.join("\n")
        );
        assert!(sass.contains(" LDG."), "{name}: no global loads at all");
    }
}

/// Every configuration of the fused GEMV's GPU form the tuner may choose (int8, Q8_0, Q4_K and
/// int8 activations; one and eight rows of `x`) assembles for sm_90 without spilling in its
/// loop: the candidates' limits (`GemvConfig::candidates`) exist because 8 rows of 8 slabs took
/// 255 registers and spilled 92–204 bytes. ptxas may keep a few values that live across the
/// loop, unused in it, in local memory to fit 64 registers (four workgroups a multiprocessor,
/// where 65 gives three): Q6_K, one row, `f4_s2`, since 2026-12-07 — three stores before the
/// loop, three loads after, 12 bytes; with `.maxnreg 96` it took 96 registers and no spill.
/// That is allowed, up to 32 bytes, and never in the loop.
#[test]
fn gemv_configurations_do_not_spill_on_sm_90() {
    let kernels = gemv_sm_90(|_| true);
    assert!(kernels.len() > 8, "{} GEMV kernels", kernels.len());
    let mut spilled = Vec::new();
    for (name, report, sass) in &kernels {
        let stored: usize = report
            .split(" bytes spill stores")
            .next()
            .and_then(|r| r.rsplit(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("ptxas -v reports its spill stores");
        let mix = crate::common::loop_mix::sass(sass).expect("the GEMV has a loop");
        if stored > 32 || mix.local_accesses > 0 {
            spilled.push(format!("{name}: {} in the loop; {report}", mix.local_accesses));
        } else if stored > 0 {
            eprintln!("{name}: {stored} bytes spilled outside the loop");
        }
    }
    assert!(spilled.is_empty(), "spills:\n{}", spilled.join("\n"));
}
