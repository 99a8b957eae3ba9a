//! Causal self-attention (`ops::attention`) on the best device found: batch 1, 8 heads, 1024
//! queries and keys, head dimension 64 (the shape issue 34 times against PyTorch's
//! `scaled_dot_product_attention`), checked against an f64 reference on a few rows, then timed.
//!
//! ```text
//! cargo run --release --example attention [-- --device cpu:0] [--len 1024] [--dim 64]
//! ```

use std::time::Instant;

use anygpu::ops::{self, AttentionSpec};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let ctx = match value("--device") {
        Some(id) => anygpu::select_device(id.parse()?)?,
        None => anygpu::default_device()?,
    };
    let len: usize = value("--len").map_or(Ok(1024), |v| v.parse())?;
    let d: usize = value("--dim").map_or(Ok(64), |v| v.parse())?;
    let heads = 8;
    let spec = AttentionSpec::new(1, heads, len, d).causal();
    let n = heads * len * d;
    // Values in [-1, 1) from a hash of the index (not zeros, which hide unwritten outputs).
    let data = |seed: u64| -> Vec<f32> {
        (0..n as u64)
            .map(|i| ((i ^ seed).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0)
            .collect()
    };
    let (q, k, v) = (data(1), data(2), data(3));
    let (dq, dk, dv) = (ctx.upload(&q)?, ctx.upload(&k)?, ctx.upload(&v)?);
    let mut out = ctx.alloc::<f32>(n)?;
    ops::attention_into::<f32, _, _, _, _, anygpu::DeviceBuffer<f32>>(&ctx, &spec, &dq, &dk, &dv, &mut out, None)?;
    let got = ctx.download(&out)?;
    // Rows 0, len / 2 and len − 1 of head 3 against f64.
    let h = 3.min(heads - 1);
    let mut worst = 0.0f64;
    for i in [0, len / 2, len - 1] {
        let base = h * len * d;
        let scores: Vec<f64> = (0..=i)
            .map(|j| {
                (0..d)
                    .map(|c| q[base + i * d + c] as f64 * k[base + j * d + c] as f64)
                    .sum::<f64>()
                    / (d as f64).sqrt()
            })
            .collect();
        let max = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let p: Vec<f64> = scores.iter().map(|s| (s - max).exp()).collect();
        let sum: f64 = p.iter().sum();
        for c in 0..d {
            let want: f64 = (0..=i).map(|j| p[j] * v[base + j * d + c] as f64).sum::<f64>() / sum;
            worst = worst.max((got[base + i * d + c] as f64 - want).abs());
        }
    }
    if worst > 1e-4 {
        return Err(format!("attention differs from the f64 reference by {worst}").into());
    }
    let mut times = Vec::new();
    for _ in 0..7 {
        let t = Instant::now();
        ops::attention_into::<f32, _, _, _, _, anygpu::DeviceBuffer<f32>>(&ctx, &spec, &dq, &dk, &dv, &mut out, None)?;
        ctx.synchronize()?;
        times.push(t.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    // Causal: about half of the 4·heads·len²·d multiply-adds' FLOPs.
    let flop = 2.0 * (heads * len * len * d) as f64;
    println!(
        "{}: attention 1×{heads}×{len}×{len}, d {d}, causal, f32: {:.2} ms ({:.1} GFLOP/s), max error {worst:.1e} against f64",
        ctx.info().id,
        median * 1e3,
        flop / median / 1e9
    );
    Ok(())
}
