//! What the CPU device's sanitizer costs: three kernels (a streaming `saxpy` over storage
//! memory, a workgroup tree reduction over workgroup memory, and a 64×64-tiled matmul), each on
//! devices with no check, `order`, `race` and both, run alternately in rounds; prints each
//! setting's median time over the unchecked device's (1.0 = free). Off, the sanitizer is not in
//! the compiled code at all (`HostOptions`), so "off" is the plain CPU device.
//!
//! `cargo bench --bench sanitizer`

use std::time::Instant;

use anygpu::{CpuDeviceConfig, GpuContext, KernelSource, LaunchConfig, Sanitize};

const SAXPY: &str = "@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&y) { y[id.x] = 2.0 * x[id.x] + y[id.x]; }
}";

const REDUCE: &str = "var<workgroup> partial: array<f32, 256>;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) i: u32,
        @builtin(workgroup_id) g: vec3<u32>) {
    partial[i] = x[id.x];
    workgroupBarrier();
    for (var stride = 128u; stride > 0u; stride = stride / 2u) {
        if i < stride { partial[i] = partial[i] + partial[i + stride]; }
        workgroupBarrier();
    }
    if i == 0u { y[g.x] = partial[0]; }
}";

fn context(sanitize: Sanitize) -> GpuContext {
    let mut config = CpuDeviceConfig::host();
    config.sanitize = sanitize;
    GpuContext::with_cpu_device(&config)
}

fn main() {
    let settings = [
        ("off", Sanitize::default()),
        (
            "order",
            Sanitize {
                order: true,
                ..Sanitize::default()
            },
        ),
        (
            "race",
            Sanitize {
                race: true,
                ..Sanitize::default()
            },
        ),
        ("race,order", Sanitize::ALL),
    ];
    let n = 1usize << 20;
    let matmul = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/shaders/matmul_tiled.wgsl"))
        .expect("shaders/matmul_tiled.wgsl");
    let m = 128usize;
    println!("{:<10} {:>10} {:>10} {:>10}", "kernel", "setting", "median", "vs off");
    for (name, source, grid, inputs, dims) in [
        ("saxpy", SAXPY.to_string(), [(n / 256) as u32, 1, 1], vec![n, n], None),
        (
            "reduce",
            REDUCE.to_string(),
            [(n / 256) as u32, 1, 1],
            vec![n, n / 256],
            None,
        ),
        (
            "matmul",
            matmul,
            [(m / 16) as u32, (m / 16) as u32, 1],
            vec![m * m, m * m, m * m],
            Some([m as u32, m as u32, m as u32, 0]),
        ),
    ] {
        let runs: Vec<_> = settings
            .iter()
            .map(|(label, s)| {
                let ctx = context(*s);
                let kernel = ctx
                    .compile_kernel(&KernelSource::wgsl(source.clone()))
                    .expect("compile");
                let buffers: Vec<_> = inputs
                    .iter()
                    .map(|&len| ctx.upload(&vec![1.0f32; len]).expect("upload"))
                    .collect();
                let dims = dims.map(|d| ctx.upload(&d).expect("upload"));
                (*label, ctx, kernel, buffers, dims)
            })
            .collect();
        let mut times = vec![Vec::new(); runs.len()];
        for _round in 0..5 {
            for (k, (_, ctx, kernel, buffers, dims)) in runs.iter().enumerate() {
                let mut args: Vec<&dyn anygpu::KernelArg> =
                    buffers.iter().map(|b| b as &dyn anygpu::KernelArg).collect();
                if let Some(d) = dims {
                    args.push(d);
                }
                let config = LaunchConfig::grid(grid, kernel);
                let start = Instant::now();
                match ctx.launch(kernel, config, &args) {
                    // The matmul's tiles are read by every work-item after a barrier: no race;
                    // a report here would be a false alarm.
                    Err(e) => panic!("{name}: {e}"),
                    Ok(()) => ctx.synchronize().expect("synchronize"),
                }
                times[k].push(start.elapsed().as_secs_f64());
            }
        }
        let medians: Vec<f64> = times
            .iter_mut()
            .map(|t| {
                t.sort_by(f64::total_cmp);
                t[t.len() / 2]
            })
            .collect();
        for ((label, ..), median) in runs.iter().zip(&medians) {
            println!(
                "{name:<10} {label:>10} {:>8.2}ms {:>9.1}×",
                median * 1e3,
                median / medians[0]
            );
        }
    }
}
