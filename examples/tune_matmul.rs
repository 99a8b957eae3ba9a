//! Tunes `ops::matmul` for a few shapes on the best device (or `ANYGPU_DEVICE`) and prints
//! every candidate configuration's GFLOP/s and the choice, which later calls and later processes
//! use (it is stored next to the kernel cache). A shape already tuned says so; delete
//! `matmul-tuning-v2.tsv` in the cache directory (or set `ANYGPU_CACHE_DIR`) to measure again.
//!
//! ```text
//! cargo run --release --example tune_matmul                 # 1024³, 4096×11008×4096 (LLM), 8×512³
//! cargo run --release --example tune_matmul -- 2048 512 64  # m k n
//! ANYGPU_DEVICE=wgpu:0 ANYGPU_AUTOTUNE=full cargo run --release --example tune_matmul
//! ```
//!
//! On the CPU device matmul runs a native sgemm twin (nothing to tune) unless native ops are off:
//! this example turns them off there, so that the portable kernels are what it times.

use anygpu::{default_device, ops};

fn main() {
    anygpu::quiet_display_probing();
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse()).collect::<Result<_, _>>()?;
    let specs = match args[..] {
        [m, k, n] => vec![ops::MatmulSpec::new(m, k, n)],
        [] => vec![
            ops::MatmulSpec::new(1024, 1024, 1024),
            ops::MatmulSpec::new(4096, 4096, 11008),
            ops::MatmulSpec::new(512, 512, 512).batched(8),
        ],
        _ => return Err("give m k n, or nothing".into()),
    };
    let ctx = default_device()?;
    ctx.set_native_ops(false);
    println!("{} ({})", ctx.info().name, ctx.info().id);
    for tuning in ops::tune_matmul(&ctx, &specs)? {
        let s = tuning.spec;
        let flop = 2.0 * (s.m * s.n * s.k * s.batch) as f64;
        println!("{}×{}×{} (batch {}):", s.m, s.k, s.n, s.batch);
        for (config, seconds) in &tuning.timings {
            println!("  {config:<24} {:8.1} GFLOP/s", flop / seconds / 1e9);
        }
        let how = if tuning.measured { "measured now" } else { "stored" };
        println!("  → {} ({how})", tuning.config);
    }
    Ok(())
}
