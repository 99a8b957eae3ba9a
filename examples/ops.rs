//! A tour of `anygpu::ops` on the best device (or `ANYGPU_DEVICE`): a small MLP's forward pass —
//! `softmax(gelu(x·W1 + b1)·W2 + b2)` with the bias and activation fused into each matmul — then
//! a few reductions, all checked against plain Rust.
//!
//! ```text
//! cargo run --release --example ops [BATCH]
//! ```

use std::time::Instant;

use anygpu::ops::{self, Epilogue, MatmulSpec, Unary};

fn weights(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((s >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 0.2
        })
        .collect()
}

/// The same forward pass in f64 on the host.
fn reference(
    x: &[f32],
    w1: &[f32],
    b1: &[f32],
    w2: &[f32],
    b2: &[f32],
    dims: (usize, usize, usize, usize),
) -> Vec<f64> {
    let (batch, input, hidden, classes) = dims;
    let gelu = |v: f64| 0.5 * v * (1.0 + erf(v / 2f64.sqrt()));
    let mut out = Vec::with_capacity(batch * classes);
    for r in 0..batch {
        let h: Vec<f64> = (0..hidden)
            .map(|j| {
                gelu(
                    (0..input)
                        .map(|k| x[r * input + k] as f64 * w1[k * hidden + j] as f64)
                        .sum::<f64>()
                        + b1[j] as f64,
                )
            })
            .collect();
        let logits: Vec<f64> = (0..classes)
            .map(|j| (0..hidden).map(|k| h[k] * w2[k * classes + j] as f64).sum::<f64>() + b2[j] as f64)
            .collect();
        let m = logits.iter().cloned().fold(f64::MIN, f64::max);
        let s: f64 = logits.iter().map(|l| (l - m).exp()).sum();
        out.extend(logits.iter().map(|l| (l - m).exp() / s));
    }
    out
}

/// erf by its series (enough for |x| < 4.5 in f64), ±1 beyond.
fn erf(x: f64) -> f64 {
    if x.abs() > 4.5 {
        return x.signum();
    }
    let (mut term, mut sum) = (x, x);
    for n in 1..200 {
        term *= -x * x / n as f64;
        sum += term / (2 * n + 1) as f64;
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    anygpu::quiet_display_probing();
    let batch: usize = match std::env::args().nth(1) {
        Some(s) => s.parse().map_err(|_| format!("BATCH must be a number, not `{s}`"))?,
        None => 256,
    };
    let (input, hidden, classes) = (784, 512, 10);
    let ctx = anygpu::default_device()?;
    println!("device: {} ({})", ctx.info().id, ctx.info().name);

    let (x, w1, b1) = (
        weights(batch * input, 1),
        weights(input * hidden, 2),
        weights(hidden, 3),
    );
    let (w2, b2) = (weights(hidden * classes, 4), weights(classes, 5));
    let (dx, dw1, db1) = (ctx.upload(&x)?, ctx.upload(&w1)?, ctx.upload(&b1)?);
    let (dw2, db2) = (ctx.upload(&w2)?, ctx.upload(&b2)?);
    let mut h = ctx.alloc::<f32>(batch * hidden)?;
    let mut logits = ctx.alloc::<f32>(batch * classes)?;

    let start = Instant::now();
    let gelu = Epilogue {
        bias: Some(&db1),
        activation: Some(Unary::GeluErf),
    };
    ops::matmul_with(&ctx, &MatmulSpec::new(batch, input, hidden), &dx, &dw1, &mut h, gelu)?;
    let bias = Epilogue {
        bias: Some(&db2),
        activation: None,
    };
    ops::matmul_with(
        &ctx,
        &MatmulSpec::new(batch, hidden, classes),
        &h,
        &dw2,
        &mut logits,
        bias,
    )?;
    let probs = ops::softmax(&ctx, &logits, classes)?;
    let got = ctx.download(&probs)?;
    println!(
        "MLP forward {batch}×{input} → {hidden} → {classes}: {:.2} ms (first run compiles the kernels)",
        start.elapsed().as_secs_f64() * 1e3
    );

    let want = reference(&x, &w1, &b1, &w2, &b2, (batch, input, hidden, classes));
    let worst = got
        .iter()
        .zip(&want)
        .map(|(&g, &w)| (g as f64 - w).abs())
        .fold(0.0, f64::max);
    if worst > 1e-4 {
        return Err(format!("the MLP differs from the f64 reference by up to {worst}").into());
    }
    println!("matches the f64 reference (largest difference {worst:.1e})");

    let s = ops::sum(&ctx, &probs)?;
    let (lo, hi) = (ops::min(&ctx, &probs)?, ops::max(&ctx, &probs)?);
    println!("probabilities: sum {s:.4} (want {batch}), min {lo:.3e}, max {hi:.3}");
    let rows = ctx.download(&ops::sum_rows(&ctx, &probs, classes)?)?;
    if rows.iter().any(|r| (r - 1.0).abs() > 1e-5) {
        return Err("a row of probabilities does not sum to 1".into());
    }
    println!("every row sums to 1");
    Ok(())
}
