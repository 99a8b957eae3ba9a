//! anygpu inside a tokio application: several tasks share one context, each compiling its
//! kernel without blocking the executor (`compile_kernel_async`), launching, and awaiting its
//! results (`in_background`: a download and a reduction as `Send + 'static` futures), while a
//! ticker task keeps running on the same executor. Checks every answer.
//!
//!   cargo run --release --example tokio_service [-- DEVICE]     (default: the best device)

use std::time::{Duration, Instant};

use anygpu::{default_device, select_device, GpuContext, KernelSource, LaunchConfig};

const SCALE: &str = "
var<immediate> factor: f32;
@group(0) @binding(0) var<storage, read_write> x: array<f32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&x) { x[id.x] = x[id.x] * factor; }
}";

/// One request: scale `n` ramp values by `factor`, return their sum and the first few. The
/// compile is awaited; the upload, launch, reduction and download run in the background (a
/// launch on the CPU device computes on the calling thread, which must not be an executor's).
async fn serve(ctx: GpuContext, n: usize, factor: f32) -> anygpu::Result<(f32, Vec<f32>)> {
    let kernel = ctx.compile_kernel_async(&KernelSource::wgsl(SCALE)).await?;
    ctx.in_background(move |ctx| {
        let ramp: Vec<f32> = (0..n).map(|i| (i % 100) as f32).collect();
        let x = ctx.upload(&ramp)?;
        ctx.launch(
            &kernel,
            LaunchConfig::for_elements(n, &kernel),
            &[&anygpu::Immediate(&factor), &x],
        )?;
        let sum = anygpu::ops::sum(ctx, &x)?;
        let head = ctx.download(&x)?[..4].to_vec();
        Ok((sum, head))
    })
    .await
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> anygpu::Result<()> {
    let ctx = match std::env::args().nth(1) {
        Some(id) => select_device(id.parse()?)?,
        None => default_device()?,
    };
    println!("device: {} ({})", ctx.info().id, ctx.info().name);
    let start = Instant::now();
    let ticker = tokio::spawn(async {
        let mut ticks = 0u32;
        let mut interval = tokio::time::interval(Duration::from_millis(5));
        for _ in 0..20 {
            interval.tick().await;
            ticks += 1;
        }
        ticks
    });
    let requests: Vec<_> = (0..8)
        .map(|r| tokio::spawn(serve(ctx.clone(), 100_000 * (r + 1), 0.5 * (r + 1) as f32)))
        .collect();
    for (r, request) in requests.into_iter().enumerate() {
        let (sum, head) = request.await.expect("the task ran")?;
        let (n, factor) = (100_000 * (r + 1), 0.5 * (r + 1) as f32);
        let want: f64 = (0..n).map(|i| ((i % 100) as f64) * factor as f64).sum();
        let close = ((sum as f64 - want) / want).abs() < 1e-4;
        let head_ok = head == [0.0, factor, 2.0 * factor, 3.0 * factor];
        println!(
            "request {r}: {n} values × {factor}: sum {sum} (want {want}): {}",
            if close && head_ok { "correct" } else { "WRONG" }
        );
        if !(close && head_ok) {
            std::process::exit(1);
        }
    }
    let ticks = ticker.await.expect("the ticker ran");
    println!(
        "8 requests and {ticks} ticks of a 5 ms ticker on one executor in {:.0} ms",
        start.elapsed().as_secs_f64() * 1e3
    );
    Ok(())
}
