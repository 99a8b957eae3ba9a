//! Times anygpu's tiled matmul, vector add and reduction (`shaders/`) on every device found and,
//! on NVIDIA GPUs, the same kernels written in CUDA C, compiled by NVRTC when the machine has it
//! and launched through the CUDA driver in the same run: the benchmark part of
//! `scripts/gpu-check.sh`. Every result is checked against the host before its time counts.
//! Prints a markdown table; `--json PATH` also writes the rows as JSON.
//!
//! ```text
//! cargo run --release --example gpu_bench [-- --json bench.json] [--quick]
//! ```
//!
//! Times are of the kernel alone (`launch_timed`: device timestamps where the device has them;
//! CUDA events for the CUDA C peers), median of 10 runs after 2 warm-ups; `--quick` (or a CPU
//! device) uses smaller sizes.

#[path = "../benches/support/cuda_peers.rs"]
mod cuda_peers;

use std::time::Duration;

use anygpu::{available_devices, select_device, DeviceKind, DeviceType, GpuContext, KernelSource, LaunchConfig};

/// One timed kernel on one device.
struct Row {
    device: String,
    kernel: &'static str,
    size: String,
    implementation: &'static str,
    median: Duration,
    best: Duration,
    /// Work per run, in `unit` × 10⁹ (GB or GFLOP).
    work: f64,
    unit: &'static str,
}

const RUNS: usize = 10;
const WARMUPS: usize = 2;

struct Sizes {
    elements: usize,
    matmul: usize,
}

fn main() {
    anygpu::quiet_display_probing();
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let json_path = args
        .iter()
        .position(|a| a == "--json")
        .map(|i| args.get(i + 1).cloned().ok_or("--json needs a path"));
    let json_path = json_path.transpose()?;
    let quick = args.iter().any(|a| a == "--quick");

    let mut rows = Vec::new();
    for info in available_devices() {
        let ctx = select_device(info.id)?;
        let small = Sizes {
            elements: 1 << 22,
            matmul: 512,
        };
        let large = Sizes {
            elements: 1 << 26,
            matmul: 4096,
        };
        // CPUs and GPUs emulated in software get the small sizes; a GPU whose limits refuse the
        // large buffers (WebGPU's default storage binding is 128 MiB) runs the small ones instead.
        let software = info.kind == DeviceKind::Cpu || info.device_type == DeviceType::SoftwareGpu;
        let device = format!("{} ({})", info.id, info.name);
        eprintln!("gpu-bench: {device}");
        let sizes = if quick || software {
            rows.extend(anygpu_rows(&ctx, &device, &small)?);
            small
        } else {
            match anygpu_rows(&ctx, &device, &large) {
                Ok(done) => {
                    rows.extend(done);
                    large
                }
                Err(e) => {
                    eprintln!("gpu-bench: {device}: {e}; running the small sizes instead");
                    rows.extend(anygpu_rows(&ctx, &device, &small)?);
                    small
                }
            }
        };
        if info.kind == DeviceKind::Cuda {
            match cuda_peers::Peers::new(info.id.index) {
                Ok(peers) => {
                    for peer in [
                        cuda_peers::Kernel::VectorAdd,
                        cuda_peers::Kernel::Matmul,
                        cuda_peers::Kernel::Reduce,
                    ] {
                        let size = match peer {
                            cuda_peers::Kernel::Matmul => sizes.matmul,
                            _ => sizes.elements,
                        };
                        let times = peers.time(peer, size, WARMUPS, RUNS)?;
                        let (kernel, size_text, work, unit) = describe(peer, size);
                        rows.push(row(&device, kernel, size_text, "CUDA C (NVRTC)", times, work, unit));
                    }
                }
                Err(why) => eprintln!("gpu-bench: no CUDA C peers on {device}: {why}"),
            }
        }
    }

    println!("| device | kernel | size | implementation | median | best | rate (median) |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for r in &rows {
        println!(
            "| {} | {} | {} | {} | {:.3} ms | {:.3} ms | {:.1} {}/s |",
            r.device,
            r.kernel,
            r.size,
            r.implementation,
            ms(r.median),
            ms(r.best),
            r.work / r.median.as_secs_f64(),
            r.unit
        );
    }
    if let Some(path) = json_path {
        let json: Vec<serde_json::Value> = rows
            .iter()
            .map(|r| {
                serde_json::json!({
                    "device": r.device,
                    "kernel": r.kernel,
                    "size": r.size,
                    "implementation": r.implementation,
                    "median_ms": ms(r.median),
                    "best_ms": ms(r.best),
                    "rate": r.work / r.median.as_secs_f64(),
                    "unit": format!("{}/s", r.unit),
                })
            })
            .collect();
        let json = serde_json::to_string_pretty(&json)?;
        std::fs::write(&path, json).map_err(|e| format!("writing {path}: {e}"))?;
    }
    Ok(())
}

fn describe(kernel: cuda_peers::Kernel, size: usize) -> (&'static str, String, f64, &'static str) {
    let n = size as f64;
    match kernel {
        cuda_peers::Kernel::VectorAdd => ("vector add", format!("{size} f32"), 12.0 * n / 1e9, "GB"),
        cuda_peers::Kernel::Matmul => ("tiled matmul", format!("{size}³ f32"), 2.0 * n * n * n / 1e9, "GFLOP"),
        cuda_peers::Kernel::Reduce => ("sum reduction", format!("{size} f32"), 4.0 * n / 1e9, "GB"),
    }
}

fn row(
    device: &str,
    kernel: &'static str,
    size: String,
    implementation: &'static str,
    mut times: Vec<Duration>,
    work: f64,
    unit: &'static str,
) -> Row {
    times.sort();
    Row {
        device: device.to_string(),
        kernel,
        size,
        implementation,
        median: times[times.len() / 2],
        best: times[0],
        work,
        unit,
    }
}

/// Runs `launch` WARMUPS + RUNS times and returns the timed runs.
fn time(mut launch: impl FnMut() -> anygpu::Result<Duration>) -> anygpu::Result<Vec<Duration>> {
    for _ in 0..WARMUPS {
        launch()?;
    }
    (0..RUNS).map(|_| launch()).collect()
}

/// A grid of `groups` workgroups in rows of at most `GRID_ROW` (the shader indexes by `id.y` too).
fn rows_of(groups: usize) -> [u32; 3] {
    use cuda_peers::GRID_ROW;
    [groups.min(GRID_ROW) as u32, groups.div_ceil(GRID_ROW) as u32, 1]
}

fn vector_add(ctx: &GpuContext, device: &str, n: usize) -> Result<Row, Box<dyn std::error::Error>> {
    let kernel =
        ctx.compile_kernel(&KernelSource::wgsl(cuda_peers::VECTOR_ADD_WGSL).file_name("shaders/vector_add.wgsl"))?;
    let (host_a, host_b) = cuda_peers::vector_add_inputs(n);
    let a = ctx.upload(&host_a)?;
    let b = ctx.upload(&host_b)?;
    let c = ctx.alloc::<f32>(n)?;
    let config = LaunchConfig::grid(rows_of(n.div_ceil(256)), &kernel);
    let times = time(|| ctx.launch_timed(&kernel, config, &[&a, &b, &c]))?;
    cuda_peers::check_vector_add(&host_a, &host_b, &ctx.download(&c)?)?;
    let (name, size, work, unit) = describe(cuda_peers::Kernel::VectorAdd, n);
    Ok(row(device, name, size, "anygpu (WGSL)", times, work, unit))
}

/// anygpu's kernels on one device at `sizes`.
fn anygpu_rows(ctx: &GpuContext, device: &str, sizes: &Sizes) -> Result<Vec<Row>, Box<dyn std::error::Error>> {
    Ok(vec![
        vector_add(ctx, device, sizes.elements)?,
        matmul(ctx, device, sizes.matmul, true)?,
        matmul(ctx, device, sizes.matmul, false)?,
        reduce(ctx, device, sizes.elements)?,
    ])
}

/// The tiled matmul, with anygpu's bounds checks (`checked`) or without them, to show what the
/// checks cost on each device.
fn matmul(ctx: &GpuContext, device: &str, size: usize, checked: bool) -> Result<Row, Box<dyn std::error::Error>> {
    let source = KernelSource::wgsl(cuda_peers::MATMUL_WGSL).file_name("shaders/matmul_tiled.wgsl");
    // SAFETY: the shader compares every global index with the matrix sizes itself, and its
    // workgroup tiles are indexed by local ids below the tile size.
    let source = if checked {
        source
    } else {
        unsafe { source.without_bounds_checks() }
    };
    let kernel = ctx.compile_kernel(&source)?;
    let (host_a, host_b) = cuda_peers::matmul_inputs(size);
    let a = ctx.upload(&host_a)?;
    let b = ctx.upload(&host_b)?;
    let c = ctx.alloc::<f32>(size * size)?;
    let dims = ctx.upload(&[size as u32, size as u32, size as u32, 0])?;
    let tiles = size.div_ceil(16) as u32;
    let config = LaunchConfig::grid([tiles, tiles, 1], &kernel);
    let times = time(|| ctx.launch_timed(&kernel, config, &[&a, &b, &c, &dims]))?;
    cuda_peers::check_matmul(&host_a, &host_b, &ctx.download(&c)?, size)?;
    let (name, size_text, work, unit) = describe(cuda_peers::Kernel::Matmul, size);
    let implementation = if checked {
        "anygpu (WGSL)"
    } else {
        "anygpu (WGSL, bounds checks off)"
    };
    Ok(row(device, name, size_text, implementation, times, work, unit))
}

fn reduce(ctx: &GpuContext, device: &str, n: usize) -> Result<Row, Box<dyn std::error::Error>> {
    let kernel =
        ctx.compile_kernel(&KernelSource::wgsl(cuda_peers::REDUCE_WGSL).file_name("shaders/reduce_sum.wgsl"))?;
    let input = cuda_peers::reduce_input(n);
    let groups = cuda_peers::reduce_groups(ctx.info().multiprocessor_count as usize);
    let x = ctx.upload(&input)?;
    let partials = ctx.alloc::<f32>(groups)?;
    let config = LaunchConfig::grid([groups as u32, 1, 1], &kernel);
    let times = time(|| ctx.launch_timed(&kernel, config, &[&x, &partials]))?;
    cuda_peers::check_reduce(&input, &ctx.download(&partials)?)?;
    let (name, size, work, unit) = describe(cuda_peers::Kernel::Reduce, n);
    Ok(row(device, name, size, "anygpu (WGSL)", times, work, unit))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
