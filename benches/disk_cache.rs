//! The on-disk kernel cache, measured where it matters: a fresh process (the `anygpu` CLI)
//! compiling the tiled matmul to PTX with the cache off (cold: parse, lower, LLVM) and with a
//! warm cache directory (a hit: one file read and checked). Beside them, the CLI's start alone
//! (`anygpu compile --help`: the dynamic loader and LLVM's static initialisers, no compile), and
//! the same cold compile and disk hit inside one process, so the process's own share shows.
//! And the compile alone in a fresh process (this bench binary run again as a child that times
//! `anygpu::compiler::compile` for PTX and prints the time): no in-process cache or LLVM state is warm there,
//! but the start of the process (mostly the dynamic loader relocating libLLVM, the same for cold
//! and warm) is left out. Prints the medians and the cold/warm ratios at the end.
//!
//! Then the CPU device (issue 38, part 6): a fresh process that makes a CPU-device context and
//! compiles the first [`CPU_KERNELS`] op kernels (`ops::all_kernels_for`, as the CPU device runs
//! them: what a test suite's first calls cost), cold (cache off) against warm (each object read
//! from disk and linked).
//!
//!   cargo bench --bench disk_cache

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anygpu::compiler::testing::compile_uncached;
use anygpu::compiler::{DiskCache, PtxArch, PtxIsa, TargetSpec};

/// The tiled matmul's PTX with no cache at all.
fn ptx_uncached(source: &KernelSource, arch: PtxArch, isa: PtxIsa) -> anygpu::Result<String> {
    let artifact = compile_uncached(source, &TargetSpec::Ptx { arch, isa })?;
    Ok(String::from_utf8_lossy(artifact.bytes()).into_owned())
}
use anygpu::KernelSource;
use criterion::{criterion_group, Criterion};

const SHADER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/shaders/matmul_tiled.wgsl");

/// `anygpu compile <matmul> --target ptx` with the cache off (`None`) or in `dir`.
fn cli(dir: Option<&Path>) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_anygpu"));
    cmd.args(["compile", SHADER, "--target", "ptx"])
        .env_remove("ANYGPU_CACHE_MAX_BYTES")
        .stdout(Stdio::null());
    match dir {
        Some(dir) => cmd.env_remove("ANYGPU_CACHE").env("ANYGPU_CACHE_DIR", dir),
        None => cmd.env("ANYGPU_CACHE", "off"),
    };
    cmd
}

/// Set in the child that times one compile (its value: the cache directory, or `off`).
const CHILD: &str = "ANYGPU_BENCH_FRESH_PTX";
/// Set in the child that times the CPU device's compiles instead.
const CPU_CHILD: &str = "ANYGPU_BENCH_FRESH_CPU";
/// Op kernels the CPU child compiles.
const CPU_KERNELS: usize = 40;

/// The CPU child: a CPU-device context compiling [`CPU_KERNELS`] op kernels through the caches
/// the environment configures; prints the nanoseconds they took.
fn fresh_process_cpu_compiles() {
    let ctx = anygpu::GpuContext::with_cpu_device(&anygpu::CpuDeviceConfig::host());
    let kernels = anygpu::ops::all_kernels_for(true);
    let start = Instant::now();
    for (name, wgsl) in kernels.iter().take(CPU_KERNELS) {
        ctx.compile_kernel(&KernelSource::wgsl(wgsl.as_str()))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    println!("{}", start.elapsed().as_nanos());
}

/// The child: compiles the tiled matmul to PTX through the caches the environment configures,
/// and prints how long that took in nanoseconds.
fn fresh_process_compile() {
    let source = KernelSource::from_file(SHADER).expect("the tiled matmul");
    let arch = PtxArch::SM_70;
    let start = Instant::now();
    let ptx = anygpu::compiler::compile(&source, &TargetSpec::ptx(arch)).expect("PTX");
    let took = start.elapsed();
    assert!(String::from_utf8_lossy(ptx.bytes()).contains(".entry"), "a kernel");
    println!("{}", took.as_nanos());
}

/// Runs [`fresh_process_compile`] in a new process, with the cache off or in `dir`.
fn fresh_compile_time(dir: Option<&Path>) -> Duration {
    fresh_child_time(CHILD, dir)
}

/// Runs the child that `child` names in a new process, with the cache off or in `dir`, and
/// returns the time it printed.
fn fresh_child_time(child: &str, dir: Option<&Path>) -> Duration {
    let mut cmd = Command::new(std::env::current_exe().expect("this bench's path"));
    cmd.env_remove("ANYGPU_CACHE_MAX_BYTES");
    match dir {
        Some(dir) => cmd
            .env(child, dir)
            .env_remove("ANYGPU_CACHE")
            .env("ANYGPU_CACHE_DIR", dir),
        None => cmd.env(child, "off").env("ANYGPU_CACHE", "off"),
    };
    let out = cmd.output().expect("the bench runs as a child");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let nanos: u64 = String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("nanoseconds");
    Duration::from_nanos(nanos)
}

fn start_only() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_anygpu"));
    cmd.args(["compile", "--help"]).stdout(Stdio::null());
    cmd
}

fn run(mut cmd: Command) {
    let status = cmd.status().expect("the anygpu binary runs");
    assert!(status.success(), "{cmd:?}: {status}");
}

fn median_of(runs: usize, mut once: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            once();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn disk_cache(c: &mut Criterion) {
    let warm = tempfile::tempdir().expect("a temporary directory");
    run(cli(Some(warm.path())));
    let source = KernelSource::from_file(SHADER).expect("the tiled matmul");
    let arch = PtxArch::SM_70;
    let isa = arch.min_ptx_isa();
    let in_process = DiskCache::at(warm.path());
    assert_eq!(
        in_process
            .cached(&source, &TargetSpec::Ptx { arch, isa })
            .map(|p| String::from_utf8_lossy(p.bytes()).into_owned()),
        Some(ptx_uncached(&source, arch, isa).unwrap()),
        "the CLI's entry is the cold compile's PTX"
    );

    let mut group = c.benchmark_group("disk_cache");
    group.sample_size(20);
    group.bench_function("cli_ptx_matmul_tiled_cold", |b| b.iter(|| run(cli(None))));
    group.bench_function("cli_ptx_matmul_tiled_warm", |b| b.iter(|| run(cli(Some(warm.path())))));
    group.bench_function("cli_start_only", |b| b.iter(|| run(start_only())));
    group.bench_function("in_process_ptx_matmul_tiled_cold", |b| {
        b.iter(|| ptx_uncached(&source, arch, isa).unwrap())
    });
    group.bench_function("in_process_ptx_matmul_tiled_disk_hit", |b| {
        b.iter(|| in_process.compile(&source, &TargetSpec::Ptx { arch, isa }).unwrap())
    });
    group.finish();

    const RUNS: usize = 31;
    let cold = median_of(RUNS, || run(cli(None)));
    let hot = median_of(RUNS, || run(cli(Some(warm.path()))));
    let start = median_of(RUNS, || run(start_only()));
    let median = |mut v: Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let fresh_cold = median((0..RUNS).map(|_| fresh_compile_time(None)).collect());
    let fresh_warm = median((0..RUNS).map(|_| fresh_compile_time(Some(warm.path()))).collect());
    let cold_in = median_of(RUNS, || drop(ptx_uncached(&source, arch, isa).unwrap()));
    let hit_in = median_of(RUNS, || {
        drop(in_process.compile(&source, &TargetSpec::Ptx { arch, isa }).unwrap())
    });
    println!(
        "disk_cache: fresh `anygpu compile --target ptx` of the tiled matmul, medians of {RUNS}: cold {:.2} ms, \
         warm {:.2} ms ({:.1}x faster); the process start alone {:.2} ms, so the warm run spends {:.2} ms past it",
        ms(cold),
        ms(hot),
        cold.as_secs_f64() / hot.as_secs_f64(),
        ms(start),
        ms(hot.saturating_sub(start))
    );
    println!(
        "disk_cache: the compile alone in a fresh process, medians of {RUNS}: cold {:.2} ms, warm {:.3} ms ({:.0}x faster)",
        ms(fresh_cold),
        ms(fresh_warm),
        fresh_cold.as_secs_f64() / fresh_warm.as_secs_f64()
    );
    println!(
        "disk_cache: in one process: cold compile {:.2} ms, disk hit {:.3} ms ({:.0}x faster)",
        ms(cold_in),
        ms(hit_in),
        cold_in.as_secs_f64() / hit_in.as_secs_f64()
    );

    // The CPU device, cold and warm, alternating; the warm directory filled by one run first.
    const CPU_RUNS: usize = 5;
    let cpu_warm = tempfile::tempdir().expect("a temporary directory");
    fresh_child_time(CPU_CHILD, Some(cpu_warm.path()));
    let (mut cold, mut warm) = (Vec::new(), Vec::new());
    for _ in 0..CPU_RUNS {
        cold.push(fresh_child_time(CPU_CHILD, None));
        warm.push(fresh_child_time(CPU_CHILD, Some(cpu_warm.path())));
    }
    let (cold, warm) = (median(cold), median(warm));
    println!(
        "disk_cache: the CPU device compiling {CPU_KERNELS} op kernels in a fresh process, medians of {CPU_RUNS}: \
         cold {:.0} ms ({:.1} ms a kernel), warm {:.1} ms ({:.2} ms a kernel, {:.0}x faster)",
        ms(cold),
        ms(cold) / CPU_KERNELS as f64,
        ms(warm),
        ms(warm) / CPU_KERNELS as f64,
        cold.as_secs_f64() / warm.as_secs_f64()
    );
}

criterion_group!(benches, disk_cache);

fn main() {
    if std::env::var_os(CHILD).is_some() {
        fresh_process_compile();
        return;
    }
    if std::env::var_os(CPU_CHILD).is_some() {
        fresh_process_cpu_compiles();
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
