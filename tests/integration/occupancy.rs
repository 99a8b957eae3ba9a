//! `Kernel::occupancy` and `LaunchConfig::auto` on the CPU device and the wgpu adapters present
//! (lavapipe in CI). The CUDA and ROCm formulas are unit-tested in their modules (no GPU here).

use crate::wgpu_devices;
use wgpu_devices::wgpu_contexts;

use anygpu::{select_device, GpuContext, GpuError, KernelSource, LaunchConfig, OccupancyLimit};

const FILL: &str = "
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<u32, 256>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>,
                                     @builtin(local_invocation_index) l: u32) {
    tile[l] = id.x * 3u;
    workgroupBarrier();
    if (id.x < arrayLength(&out)) { out[id.x] = tile[l] + 1u; }
}";

fn cpu() -> GpuContext {
    select_device("cpu:0".parse().unwrap()).unwrap()
}

/// Launches `auto(n)` and checks every element was written exactly as the kernel says.
fn fill_with_auto(ctx: &GpuContext, n: usize) {
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(FILL).entry("main")).unwrap();
    let config = LaunchConfig::auto(n, &kernel).unwrap();
    assert_eq!(config.grid_dim, [n.div_ceil(64) as u32, 1, 1]);
    assert_eq!(config.block_dim, [64, 1, 1]);
    let out = ctx.alloc::<u32>(n.max(1)).unwrap();
    ctx.launch(&kernel, config, &[&out]).unwrap();
    let mut host = vec![7u32; n.max(1)];
    ctx.copy_to_host(&out, &mut host).unwrap();
    for (i, &v) in host.iter().enumerate().take(n) {
        assert_eq!(v, i as u32 * 3 + 1, "{}: element {i}", ctx.info().id);
    }
}

#[test]
fn cpu_occupancy_is_one_workgroup_per_worker_thread() {
    let ctx = cpu();
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(FILL).entry("main")).unwrap();
    let o = kernel.occupancy().unwrap();
    assert_eq!(o.block_size, 64);
    assert_eq!(o.active_blocks_per_multiprocessor, 1);
    assert_eq!(o.multiprocessors, ctx.info().multiprocessor_count);
    assert!(o.multiprocessors >= 1);
    assert_eq!(o.limited_by, OccupancyLimit::Threads);
    assert_eq!(o.fraction(), Some(1.0));
    assert!(o.shared_memory_per_block >= 1024, "{o:?}");
    let shown = o.to_string();
    assert!(shown.contains("limited by one workgroup per worker thread"), "{shown}");
}

#[test]
fn wgpu_occupancy_is_a_model_with_an_unknown_limit() {
    for ctx in wgpu_contexts() {
        let kernel = ctx.compile_kernel(&KernelSource::wgsl(FILL).entry("main")).unwrap();
        let o = kernel.occupancy().unwrap();
        assert!(o.active_blocks_per_multiprocessor >= 1, "{o:?}");
        assert_eq!(o.block_size, 64);
        assert_eq!(o.limited_by, OccupancyLimit::Unknown);
        assert_eq!(o.registers_per_thread, None);
        assert_eq!(o.fraction(), None);
        assert!(o.to_string().contains("limited by unknown"), "{o}");
    }
}

#[test]
fn auto_covers_every_element_on_the_cpu() {
    let ctx = cpu();
    for n in [1, 63, 64, 65, 1000] {
        fill_with_auto(&ctx, n);
    }
}

#[test]
fn auto_covers_every_element_on_wgpu() {
    for ctx in wgpu_contexts() {
        fill_with_auto(&ctx, 1000);
    }
}

#[test]
fn auto_of_zero_elements_is_an_empty_launch() {
    let ctx = cpu();
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(FILL).entry("main")).unwrap();
    let config = LaunchConfig::auto(0, &kernel).unwrap();
    assert_eq!(config.grid_dim, [0, 1, 1]);
    assert_eq!(config.workgroup_count(), 0);
    let out = ctx.upload(&[9u32; 4]).unwrap();
    ctx.launch(&kernel, config, &[&out]).unwrap();
    let mut host = [0u32; 4];
    ctx.copy_to_host(&out, &mut host).unwrap();
    assert_eq!(host, [9; 4], "an empty grid ran nothing");
}

#[test]
fn auto_refuses_a_grid_wider_than_the_device_and_suggests_a_grid_stride_loop() {
    let mut contexts = vec![cpu()];
    contexts.extend(wgpu_contexts());
    for ctx in contexts {
        let kernel = ctx.compile_kernel(&KernelSource::wgsl(FILL).entry("main")).unwrap();
        let most = ctx.info().max_grid[0] as usize;
        // Exactly the widest grid is fine; one more work-item past it is not.
        let fits = LaunchConfig::auto(most * 64, &kernel).unwrap();
        assert_eq!(fits.grid_dim[0] as usize, most);
        let e = LaunchConfig::auto(most * 64 + 1, &kernel).unwrap_err();
        assert!(matches!(e, GpuError::InvalidLaunch(_)), "{e}");
        assert!(e.to_string().contains("grid-stride loop"), "{e}");
    }
}
