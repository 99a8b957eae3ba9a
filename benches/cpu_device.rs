//! The CPU device against plain Rust and `matrixmultiply`, measured in the same run.
//!
//! ```text
//! cargo bench --bench cpu_device                 # everything (a couple of minutes on 2 cores)
//! cargo bench --bench cpu_device -- matmul       # one group
//! ```
//!
//! Groups (criterion prints a throughput line for each):
//! - `vector_add_16M`: c = a + b over 16M f32 — GB/s counts the 3 × 64 MiB read and written.
//! - `matmul_1024`: 1024³ f32 C = A·B — "elem/s" are FLOP/s (2·1024³ FLOP per iteration).
//!   WGSL: `shaders/matmul_tiled.wgsl` (16×16 workgroup tiles) and `shaders/matmul_coop.wgsl`
//!   (`anygpu_wgsl_coop16`: cooperative 16×16 matrices, f16 inputs, f32 result);
//!   peer: `matrixmultiply::sgemm`, threaded.
//! - `reduce_sum_16M`: sum of 16M f32 — GB/s of input read. WGSL: `shaders/reduce_sum.wgsl`, two
//!   passes (1024 workgroups → 1024 partial sums → 1 workgroup → 1 value), then the value is read back.
//!   `anygpu_wgsl_tree` is the textbook tree instead (`shaders/reduce_tree.wgsl`, one element per
//!   invocation, 65536 workgroups), the algorithm PoCL's 2.2 GB/s is quoted for.
//!   Peers: a plain `iter().sum()` per thread, and a 16-accumulator loop per thread that vectorises.
//! - `empty_launch`: launch + synchronize of a kernel that does nothing, already compiled, with its
//!   buffer already allocated — the fixed cost of one launch. One workgroup (`no_buffers`,
//!   `one_buffer`: the CPU device runs such a small launch on the calling thread) and 1024
//!   workgroups (`no_buffers_1024_groups`: handed to the thread pool).
//!
//! The plain Rust loops use `std::thread::scope` over as many chunks as there are cores.

use std::hint::black_box;
use std::time::Duration;

use anygpu::{CpuDeviceConfig, GpuContext, Kernel, KernelSource, LaunchConfig};
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};

const VECTOR_ADD: &str = include_str!("../shaders/vector_add.wgsl");
const MATMUL: &str = include_str!("../shaders/matmul_tiled.wgsl");
const MATMUL_COOP: &str = include_str!("../shaders/matmul_coop.wgsl");
const MATMUL_NAIVE: &str = include_str!("../shaders/matmul_naive.wgsl");
const REDUCE: &str = include_str!("../shaders/reduce_sum.wgsl");
const REDUCE_TREE: &str = include_str!("../shaders/reduce_tree.wgsl");
const EMPTY: &str = "@compute @workgroup_size(64) fn main() {}";
/// Binds one buffer but never touches it (the condition is never true): the launch still passes
/// the argument through validation and the backend.
const EMPTY_WITH_BUFFER: &str = "
@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x == 0xffffffffu { buf[0] = 0u; }
}";

const LEN_16M: usize = 16 << 20;
const MATMUL_N: usize = 1024;
const REDUCE_GROUPS: u32 = 1024;

/// The host CPU as a device, independent of `ANYGPU_MOCK` / `ANYGPU_DEVICE`.
fn cpu_device() -> GpuContext {
    GpuContext::with_cpu_device(&CpuDeviceConfig::host())
}

fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Deterministic pseudo-random values in [-1, 1).
fn data(len: usize, seed: u32) -> Vec<f32> {
    let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 8) as f32 / (1u32 << 23) as f32 - 1.0
        })
        .collect()
}

/// Compiles a kernel or says why the anygpu side of a group is skipped.
fn compile(ctx: &GpuContext, src: &str, name: &str) -> Option<Kernel> {
    match ctx.compile_kernel(&KernelSource::wgsl(src).file_name(name)) {
        Ok(k) => Some(k),
        Err(e) => {
            eprintln!("skipping the anygpu benchmark of {name}: {e}");
            None
        }
    }
}

/// The CPU device, then every wgpu adapter found (lavapipe on this machine), with the suffix that
/// names their benchmark variant.
fn devices() -> Vec<(String, GpuContext)> {
    let mut all = vec![(String::new(), cpu_device())];
    for d in anygpu::available_devices() {
        if d.kind == anygpu::DeviceKind::Wgpu {
            if let Ok(ctx) = anygpu::select_device(d.id) {
                all.push((format!("_on_{}", d.id).replace(':', ""), ctx));
            }
        }
    }
    all
}

fn configure(group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
}

// ----- vector add -----

fn rust_vector_add(a: &[f32], b: &[f32], c: &mut [f32]) {
    let chunk = a.len().div_ceil(threads());
    std::thread::scope(|s| {
        for ((c, a), b) in c.chunks_mut(chunk).zip(a.chunks(chunk)).zip(b.chunks(chunk)) {
            s.spawn(move || {
                for ((c, a), b) in c.iter_mut().zip(a).zip(b) {
                    *c = a + b;
                }
            });
        }
    });
}

fn vector_add(cr: &mut Criterion) {
    let n = LEN_16M;
    let (host_a, host_b) = (data(n, 1), data(n, 2));
    let mut host_c = vec![0.0f32; n];
    let mut group = cr.benchmark_group("vector_add_16M");
    configure(&mut group);
    group.throughput(Throughput::Bytes((3 * n * 4) as u64));

    let ctx = cpu_device();
    if let Some(kernel) = compile(&ctx, VECTOR_ADD, "shaders/vector_add.wgsl") {
        let a = ctx.upload(&host_a).unwrap();
        let b = ctx.upload(&host_b).unwrap();
        let c = ctx.alloc::<f32>(n).unwrap();
        let config = LaunchConfig::for_elements(n, &kernel);
        ctx.launch(&kernel, config, &[&a, &b, &c]).unwrap();
        ctx.copy_to_host(&c, &mut host_c).unwrap();
        assert!(
            (0..n).all(|i| host_c[i] == host_a[i] + host_b[i]),
            "the WGSL vector add is wrong"
        );
        group.bench_function("anygpu_wgsl", |bench| {
            bench.iter(|| {
                ctx.launch(&kernel, config, &[&a, &b, &c]).unwrap();
                ctx.synchronize().unwrap();
            })
        });
    }
    group.bench_function("rust_threads", |bench| {
        bench.iter(|| rust_vector_add(black_box(&host_a), black_box(&host_b), black_box(&mut host_c)))
    });
    group.finish();
}

// ----- matmul -----

fn sgemm(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
    // SAFETY: a, b and c are n×n row-major matrices (length checked below).
    assert!(a.len() == n * n && b.len() == n * n && c.len() == n * n);
    unsafe {
        matrixmultiply::sgemm(
            n,
            n,
            n,
            1.0,
            a.as_ptr(),
            n as isize,
            1,
            b.as_ptr(),
            n as isize,
            1,
            0.0,
            c.as_mut_ptr(),
            n as isize,
            1,
        )
    }
}

fn matmul(cr: &mut Criterion) {
    let n = MATMUL_N;
    let (host_a, host_b) = (data(n * n, 3), data(n * n, 4));
    let mut reference = vec![0.0f32; n * n];
    sgemm(&host_a, &host_b, &mut reference, n);

    let mut group = cr.benchmark_group("matmul_1024");
    configure(&mut group);
    group.sampling_mode(SamplingMode::Flat);
    group.throughput(Throughput::Elements(2 * (n as u64).pow(3)));

    for (suffix, ctx) in devices() {
        // The tiled kernel, and the one-element-per-invocation loop users write first.
        for (name, src, file) in [
            ("tiled16", MATMUL, "shaders/matmul_tiled.wgsl"),
            ("naive", MATMUL_NAIVE, "shaders/matmul_naive.wgsl"),
        ] {
            let Some(kernel) = compile(&ctx, src, file) else {
                continue;
            };
            let a = ctx.upload(&host_a).unwrap();
            let b = ctx.upload(&host_b).unwrap();
            let c = ctx.alloc::<f32>(n * n).unwrap();
            let dims = ctx.upload(&[n as u32, n as u32, n as u32, 0]).unwrap();
            let groups = n.div_ceil(16) as u32;
            let config = LaunchConfig::grid([groups, groups, 1], &kernel);
            ctx.launch(&kernel, config, &[&a, &b, &c, &dims]).unwrap();
            let got = ctx.download(&c).unwrap();
            let worst = got
                .iter()
                .zip(&reference)
                .map(|(g, r)| (g - r).abs())
                .fold(0.0f32, f32::max);
            assert!(
                worst < 1e-2,
                "the WGSL matmul {name} differs from sgemm by up to {worst}"
            );
            group.bench_function(format!("anygpu_wgsl_{name}{suffix}"), |bench| {
                bench.iter(|| {
                    ctx.launch(&kernel, config, &[&a, &b, &c, &dims]).unwrap();
                    ctx.synchronize().unwrap();
                })
            });
        }
        // Cooperative matrices: f16 A and B (the same values rounded), f32 C.
        let Some(kernel) = compile(&ctx, MATMUL_COOP, "shaders/matmul_coop.wgsl") else {
            continue;
        };
        let half = |x: &[f32]| x.iter().map(|&v| half::f16::from_f32(v)).collect::<Vec<_>>();
        let a = ctx.upload(&half(&host_a)).unwrap();
        let b = ctx.upload(&half(&host_b)).unwrap();
        let c = ctx.alloc::<f32>(n * n).unwrap();
        let dims = ctx.upload(&[n as u32, n as u32, n as u32, 0]).unwrap();
        let groups = (n / 16) as u32;
        let config = LaunchConfig::grid([groups, groups, 1], &kernel);
        ctx.launch(&kernel, config, &[&a, &b, &c, &dims]).unwrap();
        let worst = ctx
            .download(&c)
            .unwrap()
            .iter()
            .zip(&reference)
            .map(|(g, r)| (g - r).abs())
            .fold(0.0f32, f32::max);
        // The inputs rounded to f16 (relative 2^-11) over 1024 terms of size up to 1.
        assert!(
            worst < 0.1,
            "the cooperative matmul differs from sgemm by up to {worst}"
        );
        group.bench_function(format!("anygpu_wgsl_coop16{suffix}"), |bench| {
            bench.iter(|| {
                ctx.launch(&kernel, config, &[&a, &b, &c, &dims]).unwrap();
                ctx.synchronize().unwrap();
            })
        });
    }
    let mut c = vec![0.0f32; n * n];
    group.bench_function("matrixmultiply_sgemm", |bench| {
        bench.iter(|| sgemm(black_box(&host_a), black_box(&host_b), black_box(&mut c), n))
    });
    group.finish();
}

// ----- reduction -----

fn rust_sum_iter(x: &[f32]) -> f32 {
    let chunk = x.len().div_ceil(threads());
    std::thread::scope(|s| {
        let parts: Vec<_> = x
            .chunks(chunk)
            .map(|part| s.spawn(move || part.iter().sum::<f32>()))
            .collect();
        parts.into_iter().map(|h| h.join().unwrap()).sum()
    })
}

fn sum_16_lanes(x: &[f32]) -> f32 {
    let mut acc = [0.0f32; 16];
    let chunks = x.chunks_exact(16);
    let tail: f32 = chunks.remainder().iter().sum();
    for c in chunks {
        for l in 0..16 {
            acc[l] += c[l];
        }
    }
    acc.iter().sum::<f32>() + tail
}

fn rust_sum_simd(x: &[f32]) -> f32 {
    let chunk = x.len().div_ceil(threads());
    std::thread::scope(|s| {
        let parts: Vec<_> = x
            .chunks(chunk)
            .map(|part| s.spawn(move || sum_16_lanes(part)))
            .collect();
        parts.into_iter().map(|h| h.join().unwrap()).sum()
    })
}

fn reduce_sum(cr: &mut Criterion) {
    let n = LEN_16M;
    let host = data(n, 5);
    let exact: f64 = host.iter().map(|&v| v as f64).sum();
    // f32 sums in any order stay within this of the exact sum (the inputs are in [-1, 1)).
    let tolerance = 1e-6 * host.iter().map(|v| v.abs() as f64).sum::<f64>();
    let close = |v: f32| (v as f64 - exact).abs() <= tolerance;
    assert!(close(rust_sum_iter(&host)) && close(rust_sum_simd(&host)));

    let mut group = cr.benchmark_group("reduce_sum_16M");
    configure(&mut group);
    group.throughput(Throughput::Bytes((n * 4) as u64));

    for (suffix, ctx) in devices() {
        let Some(kernel) = compile(&ctx, REDUCE, "shaders/reduce_sum.wgsl") else {
            continue;
        };
        {
            let input = ctx.upload(&host).unwrap();
            let partials = ctx.alloc::<f32>(REDUCE_GROUPS as usize).unwrap();
            let total = ctx.alloc::<f32>(1).unwrap();
            let pass1 = LaunchConfig::grid([REDUCE_GROUPS, 1, 1], &kernel);
            let pass2 = LaunchConfig::grid([1, 1, 1], &kernel);
            let run = || -> f32 {
                ctx.launch(&kernel, pass1, &[&input, &partials]).unwrap();
                ctx.launch(&kernel, pass2, &[&partials, &total]).unwrap();
                let mut out = [0.0f32];
                ctx.copy_to_host(&total, &mut out).unwrap();
                out[0]
            };
            let got = run();
            assert!(close(got), "the WGSL reduction gave {got}, expected {exact}");
            group.bench_function(format!("anygpu_wgsl_two_pass{suffix}"), |bench| bench.iter(run));
            // 65536 workgroups: over wgpu's 65535-per-dimension limit, so the CPU device only.
            if !suffix.is_empty() {
                continue;
            }
            if let Some(tree) = compile(&ctx, REDUCE_TREE, "shaders/reduce_tree.wgsl") {
                // One element per invocation: 65536 workgroups leave 65536 partial sums, which the
                // grid-stride kernel then sums in one workgroup.
                let groups = n.div_ceil(256);
                let tree_partials = ctx.alloc::<f32>(groups).unwrap();
                let tree_pass = LaunchConfig::grid([groups as u32, 1, 1], &tree);
                let run_tree = || -> f32 {
                    ctx.launch(&tree, tree_pass, &[&input, &tree_partials]).unwrap();
                    ctx.launch(&kernel, pass2, &[&tree_partials, &total]).unwrap();
                    let mut out = [0.0f32];
                    ctx.copy_to_host(&total, &mut out).unwrap();
                    out[0]
                };
                let got = run_tree();
                assert!(close(got), "the WGSL tree reduction gave {got}, expected {exact}");
                group.bench_function("anygpu_wgsl_tree", |bench| bench.iter(run_tree));
            }
        }
    }
    group.bench_function("rust_threads_iter_sum", |bench| {
        bench.iter(|| rust_sum_iter(black_box(&host)))
    });
    group.bench_function("rust_threads_16_lanes", |bench| {
        bench.iter(|| rust_sum_simd(black_box(&host)))
    });
    group.finish();
}

// ----- launch overhead -----

fn empty_launch(cr: &mut Criterion) {
    let mut group = cr.benchmark_group("empty_launch");
    configure(&mut group);
    group.throughput(Throughput::Elements(1));
    let ctx = cpu_device();
    if let Some(kernel) = compile(&ctx, EMPTY, "empty kernel") {
        let config = LaunchConfig::grid([1, 1, 1], &kernel);
        group.bench_function("no_buffers", |bench| {
            bench.iter(|| {
                ctx.launch(&kernel, config, &[]).unwrap();
                ctx.synchronize().unwrap();
            })
        });
        // Big enough that the CPU device hands the workgroups to its thread pool instead of
        // running them on the calling thread: the cost of waking the workers.
        let wide = LaunchConfig::grid([1024, 1, 1], &kernel);
        group.bench_function("no_buffers_1024_groups", |bench| {
            bench.iter(|| {
                ctx.launch(&kernel, wide, &[]).unwrap();
                ctx.synchronize().unwrap();
            })
        });
    }
    if let Some(kernel) = compile(&ctx, EMPTY_WITH_BUFFER, "empty kernel with a buffer") {
        let buf = ctx.alloc::<u32>(1024).unwrap();
        let config = LaunchConfig::grid([1, 1, 1], &kernel);
        group.bench_function("one_buffer", |bench| {
            bench.iter(|| {
                ctx.launch(&kernel, config, &[&buf]).unwrap();
                ctx.synchronize().unwrap();
            })
        });
        // The same with the profiler recording every launch: its cost per launch when on (records
        // are cleared every 4096 launches, as a long-running program would drain them).
        let profiler = ctx.profiler();
        profiler.enable();
        let mut launches = 0u32;
        group.bench_function("one_buffer_profiled", |bench| {
            bench.iter(|| {
                ctx.launch(&kernel, config, &[&buf]).unwrap();
                ctx.synchronize().unwrap();
                launches += 1;
                if launches % 4096 == 0 {
                    profiler.clear();
                }
            })
        });
        profiler.disable();
        profiler.clear();
    }
    group.finish();
}

/// Launch-bound work, where a profiler's cost would show: 100 launches of a vector add and one
/// wait, with the profiler off and on, for 4096 elements (about a microsecond a launch: the
/// worst case) and 65536 (tens of microseconds: a typical small-kernel loop).
fn launch_heavy(cr: &mut Criterion) {
    let ctx = cpu_device();
    let Some(kernel) = compile(&ctx, VECTOR_ADD, "vector_add.wgsl") else {
        return;
    };
    for n in [4096, 65536] {
        let mut group = cr.benchmark_group(format!("launch_heavy_100x_vector_add_{n}"));
        configure(&mut group);
        group.throughput(Throughput::Elements(100));
        let (a, b) = (
            ctx.upload(&vec![1.0f32; n]).unwrap(),
            ctx.upload(&vec![2.0f32; n]).unwrap(),
        );
        let c = ctx.alloc::<f32>(n).unwrap();
        let config = LaunchConfig::for_elements(n, &kernel);
        let run = || {
            for _ in 0..100 {
                ctx.launch(&kernel, config, &[&a, &b, &c]).unwrap();
            }
            ctx.synchronize().unwrap();
        };
        group.bench_function("profiler_off", |bench| bench.iter(run));
        let profiler = ctx.profiler();
        profiler.enable();
        group.bench_function("profiler_on", |bench| {
            bench.iter(|| {
                run();
                profiler.clear();
            })
        });
        profiler.disable();
        group.finish();
    }
}

/// Allocating and freeing a 1 MiB buffer: with the memory pool (a cached block) and without it
/// (`set_memory_pool_limit(0)`: every buffer from and back to the device).
fn alloc_free(cr: &mut Criterion) {
    let mut group = cr.benchmark_group("alloc_free_1MiB");
    configure(&mut group);
    let ctx = cpu_device();
    group.bench_function("pooled", |bench| bench.iter(|| drop(ctx.alloc::<u8>(1 << 20).unwrap())));
    ctx.set_memory_pool_limit(0);
    group.bench_function("unpooled", |bench| {
        bench.iter(|| drop(ctx.alloc::<u8>(1 << 20).unwrap()))
    });
    group.finish();
}

fn setup(_: &mut Criterion) {
    // matrixmultiply defaults to the number of *physical* cores; give it every core anygpu uses.
    if std::env::var_os("MATMUL_NUM_THREADS").is_none() {
        std::env::set_var("MATMUL_NUM_THREADS", threads().to_string());
    }
}

criterion_group!(
    benches,
    setup,
    vector_add,
    matmul,
    reduce_sum,
    empty_launch,
    launch_heavy,
    alloc_free
);
criterion_main!(benches);
