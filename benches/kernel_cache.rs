//! Compiling distinct kernels on one long-lived CPU-device context: the time per compile, then the
//! process's resident memory after 10,000 distinct compiles, which the context's kernel cache
//! bounds. The disk cache is off: this measures compiles and what a loaded kernel keeps.
//!
//! `cargo bench --bench kernel_cache` (about two minutes on 2 cores).

use anygpu::{CpuDeviceConfig, GpuContext, KernelSource};
use criterion::{criterion_group, criterion_main, Criterion};

const DISTINCT_COMPILES: u32 = 10_000;

fn source(i: u32) -> KernelSource {
    KernelSource::wgsl(format!(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    if g.x < arrayLength(&o) {{ o[g.x] = o[g.x] * {i}u + g.x; }}
}}"
    ))
}

/// Resident set size of this process, in bytes (Linux; 0 elsewhere).
fn rss_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1).and_then(|p| p.parse::<u64>().ok()))
        .map_or(0, |pages| pages * 4096)
}

fn compile_distinct(c: &mut Criterion) {
    // Compiles, not disk hits: a second run of this bench would find every kernel on disk.
    std::env::set_var("ANYGPU_CACHE", "off");
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let mut next = 0u32;
    let mut group = c.benchmark_group("kernel_cache");
    group.sample_size(10);
    group.bench_function("compile_distinct_kernel_cpu", |b| {
        b.iter(|| {
            next += 1;
            ctx.compile_kernel(&source(next)).unwrap()
        })
    });
    group.finish();
    let start = rss_bytes();
    while next < DISTINCT_COMPILES {
        next += 1;
        ctx.compile_kernel(&source(next)).unwrap();
    }
    let (limit, held, kernels) = ctx.kernel_cache_usage();
    println!(
        "kernel_cache: RSS after {next} distinct compiles on one context: {} MiB (was {} MiB after the timed compiles); the cache holds {kernels} kernels, {} of its {} MiB limit",
        rss_bytes() >> 20,
        start >> 20,
        held >> 20,
        limit >> 20
    );
}

criterion_group!(benches, compile_distinct);
criterion_main!(benches);
