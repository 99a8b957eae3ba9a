//! Adds two vectors on the best device (or `ANYGPU_DEVICE`) and checks the result.
//!
//! ```text
//! cargo run --release --example vector_add [N]
//! ```

use std::time::Instant;

use anygpu::{default_device, KernelSource, LaunchConfig};

const SRC: &str = include_str!("../shaders/vector_add.wgsl");

fn main() -> Result<(), Box<dyn std::error::Error>> {
    anygpu::quiet_display_probing();
    let n: usize = match std::env::args().nth(1) {
        Some(s) => s.parse().map_err(|_| format!("N must be a number, not `{s}`"))?,
        None => 1 << 24,
    };
    let host_a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let host_b: Vec<f32> = (0..n).map(|i| (2 * i) as f32 * 0.5 + 1.0).collect();
    let mut host_c = vec![0.0f32; n];

    let ctx = default_device()?;
    println!("device: {} ({})", ctx.info().id, ctx.info().name);

    let kernel = ctx.compile_kernel(
        &KernelSource::wgsl(SRC)
            .file_name("shaders/vector_add.wgsl")
            .entry("main"),
    )?;
    let mut a = ctx.alloc::<f32>(n)?;
    let mut b = ctx.alloc::<f32>(n)?;
    let c = ctx.alloc::<f32>(n)?;
    ctx.copy_to_device(&host_a, &mut a)?;
    ctx.copy_to_device(&host_b, &mut b)?;

    let config = LaunchConfig::for_elements(n, &kernel);
    ctx.launch(&kernel, config, &[&a, &b, &c])?; // warm-up
    ctx.synchronize()?;
    let start = Instant::now();
    ctx.launch(&kernel, config, &[&a, &b, &c])?;
    ctx.synchronize()?;
    let secs = start.elapsed().as_secs_f64();

    // Read the result back asynchronously, as a GPU application would overlap it with other work.
    let handle = ctx.transfer_queue().async_copy_to_host(&c, &mut host_c)?;
    handle.wait()?;

    if let Some(i) = (0..n).find(|&i| host_c[i] != host_a[i] + host_b[i]) {
        return Err(format!("wrong result at {i}: {} + {} gave {}", host_a[i], host_b[i], host_c[i]).into());
    }
    println!(
        "c = a + b over {n} f32: correct; {:.3} ms, {:.1} GB/s",
        secs * 1e3,
        (3 * n * 4) as f64 / secs / 1e9
    );
    Ok(())
}
