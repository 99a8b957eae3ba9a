//! The per-context kernel cache stays within its byte limit, evicting the least recently used
//! kernel; an evicted kernel's handle keeps working, and its source compiles again on demand.

use anygpu::{CpuDeviceConfig, GpuContext, KernelSource, LaunchConfig, DEFAULT_KERNEL_CACHE_BYTES};

fn source(i: u32) -> KernelSource {
    KernelSource::wgsl(format!(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{ o[g.x] = g.x + {}u; }}",
        // Never `+ 0u`, which folds away: every kernel is the same size.
        100 + i
    ))
}

#[test]
fn the_cache_is_bounded_by_bytes_and_evicts_the_least_recently_used() {
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    assert_eq!(ctx.kernel_cache_usage(), (DEFAULT_KERNEL_CACHE_BYTES, 0, 0));
    let k0 = ctx.compile_kernel(&source(0)).unwrap();
    let (_, one, n) = ctx.kernel_cache_usage();
    assert_eq!(n, 1);
    assert!(one > 0);
    // Room for two kernels.
    ctx.set_kernel_cache_limit(2 * one);
    let k1 = ctx.compile_kernel(&source(1)).unwrap();
    // Using kernel 0 again makes kernel 1 the oldest...
    let again = ctx.compile_kernel(&source(0)).unwrap();
    assert!(
        std::ptr::eq(again.signature(), k0.signature()),
        "a cache hit returns the same kernel"
    );
    // ...so compiling a third evicts kernel 1, not kernel 0.
    let _k2 = ctx.compile_kernel(&source(2)).unwrap();
    assert_eq!(ctx.kernel_cache_usage(), (2 * one, 2 * one, 2));
    let hit = ctx.compile_kernel(&source(0)).unwrap();
    assert!(std::ptr::eq(hit.signature(), k0.signature()), "kernel 0 stayed");
    let recompiled = ctx.compile_kernel(&source(1)).unwrap();
    assert!(
        !std::ptr::eq(recompiled.signature(), k1.signature()),
        "kernel 1 was evicted"
    );
    // An evicted kernel's handle still launches.
    let o = ctx.alloc::<u32>(4).unwrap();
    for (k, base) in [(&k1, 101), (&recompiled, 101), (&k0, 100)] {
        ctx.launch(k, LaunchConfig::for_elements(4, k), &[&o]).unwrap();
        assert_eq!(ctx.download(&o).unwrap(), [base, base + 1, base + 2, base + 3]);
    }
    ctx.set_kernel_cache_limit(0);
    assert_eq!(ctx.kernel_cache_usage(), (0, 0, 0));
}

/// A kernel is counted by its own size: a large one takes more of the bound than a small one,
/// so many large kernels cannot hold several times the bound (each used to count as 640 KB on
/// the CPU device). On the CPU device and on every wgpu device (lavapipe compiles kernels into
/// host code too).
#[test]
fn large_kernels_count_by_their_size() {
    let mut contexts = vec![GpuContext::with_cpu_device(&CpuDeviceConfig::host())];
    contexts.extend(
        anygpu::available_devices()
            .iter()
            .filter(|d| d.kind == anygpu::DeviceKind::Wgpu && d.device_type == anygpu::DeviceType::SoftwareGpu)
            .map(|d| anygpu::select_device(d.id).unwrap()),
    );
    let mut big = String::from(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let x = o[g.x];\n",
    );
    for k in 0..400u32 {
        big += &format!("    if x == {}u {{ o[g.x + {k}u] = x * {}u; return; }}\n", 7 * k, k + 1);
    }
    big += "}\n";
    for ctx in contexts {
        let _small = ctx.compile_kernel(&source(0)).unwrap();
        let (_, small, _) = ctx.kernel_cache_usage();
        let _big = ctx.compile_kernel(&KernelSource::wgsl(big.as_str())).unwrap();
        let (_, both, n) = ctx.kernel_cache_usage();
        assert_eq!(n, 2);
        assert!(
            both - small > 2 * small,
            "{}: small kernel {small} bytes, large kernel {} bytes",
            ctx.info().id,
            both - small
        );
    }
}
