//! Floating-point contraction is opt-in (`KernelSource::allow_contraction`): by default `a * b + c`
//! is a multiply rounded, then an add rounded, on every device anygpu compiles for; with it, the
//! LLVM targets (CPU device, CUDA, ROCm) fuse the pair into one FMA, rounded once, as they always
//! do WGSL's `fma`. wgpu's drivers decide for themselves either way (SPIR-V has no permission to
//! give, and WGSL lets even `fma` be unfused: lavapipe computes it as a multiply and an add), so
//! there each result must be one of the two roundings.

use anygpu::{DeviceKind, GpuContext, KernelArg, KernelSource, LaunchConfig};

const KERNEL: &str = "
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
    // a·a − c, a·a + (−c), −c + a·a, and the explicit fma: one rounding or two.
    let a = x[0];
    let c = x[1];
    switch i {
        case 0u: { out[0] = a * a - c; }
        case 1u: { out[1] = a * a + (-c); }
        case 2u: { out[2] = -c + a * a; }
        default: { out[3] = fma(a, a, -c); }
    }
}";

fn run(ctx: &GpuContext, source: KernelSource) -> Vec<f32> {
    let kernel = ctx.compile_kernel(&source).unwrap();
    // a = 1 + 2⁻¹², c = 1 + 2⁻¹¹: a·a = 1 + 2⁻¹¹ + 2⁻²⁴ rounds to c (a tie, to even), so the
    // unfused difference is 0 and the fused one 2⁻²⁴.
    let a = 1.0 + 2f32.powi(-12);
    let x = ctx.upload(&[a, 1.0 + 2f32.powi(-11)]).unwrap();
    let out = ctx.upload(&[f32::NAN; 4]).unwrap();
    let args: [&dyn KernelArg; 2] = [&x, &out];
    ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &args)
        .unwrap();
    ctx.download(&out).unwrap()
}

fn contraction_is_opt_in(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let fused = 2f32.powi(-24);
    let exact = run(ctx, KernelSource::wgsl(KERNEL));
    let contracted = run(ctx, KernelSource::wgsl(KERNEL).allow_contraction());
    if ctx.info().kind == DeviceKind::Wgpu {
        for v in exact.iter().chain(&contracted) {
            assert!(*v == 0.0 || *v == fused, "{dev}: {v} is neither rounding");
        }
        return;
    }
    assert_eq!(exact, [0.0, 0.0, 0.0, fused], "{dev}: contracted without permission");
    assert_eq!(contracted, [fused; 4], "{dev}: not contracted with permission");
}

context_tests! {
    contraction_is_opt_in,
}
