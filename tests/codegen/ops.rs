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
