//! `ops::matmul_quantized_into` and `QuantizedMatrix::dequantize` against a dequantize-then-f64
//! reference written here from llama.cpp's layouts (`dequantize_row_q8_0`, `dequantize_row_q4_K`,
//! `dequantize_row_q5_K`, `dequantize_row_q6_K`): int8 with per-row and per-group scales, GGUF
//! Q8_0, Q4_K, Q5_K and Q6_K
//! blocks of random bytes, one to
//! twenty rows of `x` (the fused kernel up to 8, the GEMM engine past it), f32 and f16
//! activations; and the errors bad shapes get.

use anygpu::ops::{self, QuantizedMatrix};
use anygpu::{GpuContext, GpuError};
use half::f16;
use rand::Rng;

use crate::common::*;

/// A weight matrix in one of the formats: the bytes or values to load, and its dequantized f32
/// weights (`rows × cols`) as the format's formula gives them.
enum Weights {
    Int8 {
        values: Vec<i8>,
        scales: Vec<f32>,
        group: usize,
    },
    Q8_0(Vec<u8>),
    Q4K(Vec<u8>),
    Q5K(Vec<u8>),
    Q6K(Vec<u8>),
}

/// A random f16 in `[lo, hi)`, as its two bytes.
fn f16_bytes(rng: &mut impl Rng, lo: f32, hi: f32) -> [u8; 2] {
    f16::from_f32(rng.random_range(lo..hi)).to_le_bytes()
}

fn f16_at(b: &[u8]) -> f32 {
    f16::from_le_bytes([b[0], b[1]]).to_f32()
}

impl Weights {
    fn random(kind: &str, rows: usize, cols: usize, rng: &mut impl Rng) -> Self {
        match kind {
            "int8" | "int8/32" => {
                let group = if kind == "int8" { cols } else { 32 };
                Weights::Int8 {
                    values: (0..rows * cols).map(|_| rng.random_range(-128..=127)).collect(),
                    scales: (0..rows * cols / group)
                        .map(|_| rng.random_range(0.001..0.01))
                        .collect(),
                    group,
                }
            }
            "q8_0" => Weights::Q8_0(
                (0..rows * cols / 32)
                    .flat_map(|_| {
                        let mut block = f16_bytes(rng, 0.001, 0.01).to_vec();
                        block.extend((0..32).map(|_| rng.random::<u8>()));
                        block
                    })
                    .collect(),
            ),
            "q5_k" => Weights::Q5K(
                (0..rows * cols / 256)
                    .flat_map(|_| {
                        let mut block = f16_bytes(rng, 0.0005, 0.005).to_vec();
                        block.extend(f16_bytes(rng, 0.0005, 0.005));
                        block.extend((0..172).map(|_| rng.random::<u8>()));
                        block
                    })
                    .collect(),
            ),
            "q6_k" => Weights::Q6K(
                (0..rows * cols / 256)
                    .flat_map(|_| {
                        let mut block: Vec<u8> = (0..208).map(|_| rng.random::<u8>()).collect();
                        block.extend(f16_bytes(rng, 0.00005, 0.0005));
                        block
                    })
                    .collect(),
            ),
            _ => Weights::Q4K(
                (0..rows * cols / 256)
                    .flat_map(|_| {
                        let mut block = f16_bytes(rng, 0.0005, 0.005).to_vec();
                        block.extend(f16_bytes(rng, 0.0005, 0.005));
                        block.extend((0..140).map(|_| rng.random::<u8>()));
                        block
                    })
                    .collect(),
            ),
        }
    }

    fn load(&self, ctx: &GpuContext, rows: usize, cols: usize) -> anygpu::Result<QuantizedMatrix> {
        match self {
            Weights::Int8 { values, scales, group } => {
                QuantizedMatrix::from_int8(ctx, values, scales, rows, cols, *group)
            }
            Weights::Q8_0(bytes) => QuantizedMatrix::from_gguf_q8_0(ctx, bytes, rows, cols),
            Weights::Q4K(bytes) => QuantizedMatrix::from_gguf_q4_k(ctx, bytes, rows, cols),
            Weights::Q5K(bytes) => QuantizedMatrix::from_gguf_q5_k(ctx, bytes, rows, cols),
            Weights::Q6K(bytes) => QuantizedMatrix::from_gguf_q6_k(ctx, bytes, rows, cols),
        }
    }

    /// The f32 weights, row-major.
    fn dequantized(&self, rows: usize, cols: usize) -> Vec<f32> {
        match self {
            Weights::Int8 { values, scales, group } => (0..rows * cols)
                .map(|i| f32::from(values[i]) * scales[i / cols * (cols / group) + i % cols / group])
                .collect(),
            Weights::Q8_0(bytes) => bytes
                .chunks_exact(34)
                .flat_map(|b| {
                    let d = f16_at(b);
                    b[2..].iter().map(move |&q| d * f32::from(q as i8))
                })
                .collect(),
            Weights::Q4K(bytes) => bytes.chunks_exact(144).flat_map(dequantize_q4_k).collect(),
            Weights::Q5K(bytes) => bytes.chunks_exact(176).flat_map(dequantize_q5_k).collect(),
            Weights::Q6K(bytes) => bytes.chunks_exact(210).flat_map(dequantize_q6_k).collect(),
        }
    }
}

/// llama.cpp's `get_scale_min_k4`.
fn scale_min(j: usize, s: &[u8]) -> (u8, u8) {
    if j < 4 {
        (s[j] & 63, s[j + 4] & 63)
    } else {
        (
            (s[j + 4] & 0xF) | ((s[j - 4] >> 6) << 4),
            (s[j + 4] >> 4) | ((s[j] >> 6) << 4),
        )
    }
}

/// One super-block's weights as the parts `dequantize_q4_k` combines: per weight `(d · scale ·
/// q, dmin · min)`, whose difference is the weight.
fn q4_k_parts(b: &[u8]) -> Vec<(f32, f32)> {
    let (d, min, scales, qs) = (f16_at(&b[0..2]), f16_at(&b[2..4]), &b[4..16], &b[16..144]);
    let mut out = Vec::with_capacity(256);
    for chunk in 0..4 {
        let q = &qs[32 * chunk..32 * chunk + 32];
        for (half, shift) in [(0, 0), (1, 4)] {
            let (sc, m) = scale_min(2 * chunk + half, scales);
            let (d1, m1) = (d * f32::from(sc), min * f32::from(m));
            out.extend(q.iter().map(|&v| (d1 * f32::from((v >> shift) & 0xF), m1)));
        }
    }
    out
}

/// llama.cpp's `dequantize_row_q4_K` for one super-block.
fn dequantize_q4_k(b: &[u8]) -> Vec<f32> {
    q4_k_parts(b).into_iter().map(|(dq, dm)| dq - dm).collect()
}

/// llama.cpp's `dequantize_row_q5_K` for one super-block (its loop: four chunks of 64 weights,
/// low nibbles then high ones of 32 bytes, the fifth bits from `qh` two by two).
fn dequantize_q5_k(b: &[u8]) -> Vec<f32> {
    let (d, min, scales, qh, ql) = (f16_at(&b[0..2]), f16_at(&b[2..4]), &b[4..16], &b[16..48], &b[48..176]);
    let mut y = Vec::with_capacity(256);
    let (mut u1, mut u2) = (1u8, 2u8);
    for chunk in 0..4 {
        let ql = &ql[32 * chunk..];
        for (half, bit) in [(0, u1), (1, u2)] {
            let (sc, m) = scale_min(2 * chunk + half, scales);
            let (d1, m1) = (d * f32::from(sc), min * f32::from(m));
            for l in 0..32 {
                let low = if half == 0 { ql[l] & 0xF } else { ql[l] >> 4 };
                let q = low + if qh[l] & bit != 0 { 16 } else { 0 };
                y.push(d1 * f32::from(q) - m1);
            }
        }
        u1 <<= 2;
        u2 <<= 2;
    }
    y
}

/// llama.cpp's `dequantize_row_q6_K` for one super-block (its loops: two halves of 128 weights,
/// four quarters of 32 from 64 bytes of low bits, 32 of high bits and 8 scales).
fn dequantize_q6_k(b: &[u8]) -> Vec<f32> {
    let d = f16_at(&b[208..210]);
    let mut y = vec![0f32; 256];
    for half in 0..2 {
        let (ql, qh, sc) = (&b[64 * half..], &b[128 + 32 * half..], &b[192 + 8 * half..]);
        for l in 0..32 {
            let is = l / 16;
            let q = [
                (ql[l] & 0xF) | ((qh[l] & 3) << 4),
                (ql[l + 32] & 0xF) | (((qh[l] >> 2) & 3) << 4),
                (ql[l] >> 4) | (((qh[l] >> 4) & 3) << 4),
                (ql[l + 32] >> 4) | (((qh[l] >> 6) & 3) << 4),
            ];
            for (j, q) in q.into_iter().enumerate() {
                let scale = f32::from(sc[is + 2 * j] as i8);
                y[128 * half + 32 * j + l] = d * scale * f32::from(q as i8 - 32);
            }
        }
    }
    y
}

fn check(ctx: &GpuContext, kind: &str, rows: usize, cols: usize, m: usize, half: bool) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let weights = Weights::random(kind, rows, cols, &mut rng);
    let w = weights
        .load(ctx, rows, cols)
        .unwrap_or_else(|e| panic!("{dev}: {kind}: {e}"));
    let dense = weights.dequantized(rows, cols);
    // The device's dequantization: the same f32 values (one rounding each at most).
    let got = ctx.download(&w.dequantize(ctx).unwrap()).unwrap();
    for (i, (g, want)) in got.iter().zip(&dense).enumerate() {
        assert!(
            (g - want).abs() <= want.abs() * 2.4e-7 + 1e-9,
            "{dev}: {kind} weight {i}: {g} vs {want}"
        );
    }
    let x = rand_f32s(&mut rng, m * cols, -1.0, 1.0);
    let x: Vec<f32> = if half {
        x.iter().map(|&v| f16::from_f32(v).to_f32()).collect()
    } else {
        x
    };
    let y: Vec<f64> = if half {
        let dx = ctx
            .upload(&x.iter().map(|&v| f16::from_f32(v)).collect::<Vec<_>>())
            .unwrap();
        let mut dy = ctx.alloc::<f16>(m * rows).unwrap();
        ops::matmul_quantized_into(ctx, &dx, &w, &mut dy).unwrap_or_else(|e| panic!("{dev}: {kind}: {e}"));
        ctx.download(&dy).unwrap().iter().map(|v| v.to_f64()).collect()
    } else {
        let mut dy = ctx.upload(&vec![f32::NAN; m * rows]).unwrap();
        ops::matmul_quantized_into(ctx, &ctx.upload(&x).unwrap(), &w, &mut dy)
            .unwrap_or_else(|e| panic!("{dev}: {kind}: {e}"));
        ctx.download(&dy).unwrap().iter().map(|&v| f64::from(v)).collect()
    };
    for r in 0..m {
        for n in 0..rows {
            let (mut want, mut mag) = (0.0f64, 0.0f64);
            for c in 0..cols {
                let t = f64::from(dense[n * cols + c]) * f64::from(x[r * cols + c]);
                want += t;
                mag += t.abs();
            }
            let got = y[r * rows + n];
            // f16: the output's rounding, and past the fused kernel's rows the weights' too
            // (rounded to f16 for the GEMM engine).
            let weights_rounded = if half && m > ops::GEMV_ROWS { mag * 4.9e-4 } else { 0.0 };
            let tol = mag * 2e-6 * (1.0 + cols as f64 / 256.0)
                + if half { want.abs() * 4.9e-4 } else { 0.0 }
                + weights_rounded;
            assert!(
                (got - want).abs() <= tol,
                "{dev}: {kind} {rows}×{cols}, {m} rows{}: y[{r},{n}] = {got}, want {want} (±{tol})",
                if half { ", f16" } else { "" }
            );
        }
    }
}

fn quantized_matmul_matches_the_reference(ctx: &GpuContext) {
    for (kind, rows, cols) in [
        ("int8", 37usize, 100usize),
        ("int8/32", 19, 96),
        ("q8_0", 45, 128),
        ("q4_k", 21, 512),
        ("q5_k", 17, 768),
        ("q6_k", 13, 768),
    ] {
        for m in [1, 3, 8, 9, 20] {
            check(ctx, kind, rows, cols, m, false);
        }
    }
    if <f16 as crate::ops::Half16>::on(ctx.info()) {
        check(ctx, "q4_k", 9, 256, 2, true);
        check(ctx, "q8_0", 9, 64, 11, true);
        check(ctx, "q6_k", 9, 256, 3, true);
        check(ctx, "q5_k", 9, 256, 2, true);
    }
}

/// A decode-sized GEMV (one row of 4096 against 1024 features) in each block format.
fn quantized_gemv_over_a_long_row(ctx: &GpuContext) {
    check(ctx, "q8_0", 1024, 4096, 1, false);
    check(ctx, "q4_k", 1024, 4096, 1, false);
    check(ctx, "q5_k", 1024, 4096, 1, false);
    check(ctx, "q6_k", 1024, 4096, 1, false);
}

/// `QuantizedActivations::Int8` on Q4_K weights: `x` quantized in blocks of 32 as the op
/// documents (`d = max |x| / 127`, `q = round(x / d)`, ties to even as WGSL's `round`), the
/// scaled values times the weights' `d · scale · q`, minus their `dmin · min` times the exact
/// `x` — checked against that in f64 to the f32 sums' error, and against the exact product to
/// the quantization's bound (half a step of `x` per weight). Past the fused kernel's rows, and
/// for other formats, the product is the exact one.
fn quantized_matmul_with_int8_activations(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for (rows, cols, m) in [(37usize, 512usize, 1usize), (9, 256, 3), (70, 1024, 8), (5, 256, 9)] {
        let weights = Weights::random("q4_k", rows, cols, &mut rng);
        let Weights::Q4K(bytes) = &weights else { unreachable!() };
        let w = weights.load(ctx, rows, cols).unwrap();
        let parts: Vec<(f32, f32)> = bytes.chunks_exact(144).flat_map(q4_k_parts).collect();
        let mut x = rand_f32s(&mut rng, m * cols, -1.0, 1.0);
        // A block of zeros (scale 0) and one with a single large value.
        x[32..64].fill(0.0);
        x[64] = 40.0;
        let mut dy = ctx.upload(&vec![f32::NAN; m * rows]).unwrap();
        let dx = ctx.upload(&x).unwrap();
        ops::matmul_quantized_with(ctx, &dx, &w, &mut dy, ops::QuantizedActivations::Int8)
            .unwrap_or_else(|e| panic!("{dev}: {e}"));
        let got = ctx.download(&dy).unwrap();
        // x as the op quantizes it.
        let xq: Vec<f64> = x
            .chunks_exact(32)
            .flat_map(|block| {
                let amax = block.iter().fold(0.0f32, |a, v| a.max(v.abs()));
                let (d, inv) = (amax / 127.0, if amax > 0.0 { 127.0 / amax } else { 0.0 });
                block
                    .iter()
                    .map(move |&v| f64::from((v * inv).round_ties_even()) * f64::from(d))
            })
            .collect();
        for r in 0..m {
            for n in 0..rows {
                let (mut want, mut exact, mut mag, mut bound) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
                for c in 0..cols {
                    let (dq, dm) = parts[n * cols + c];
                    let (xv, qv) = (f64::from(x[r * cols + c]), xq[r * cols + c]);
                    want += f64::from(dq) * qv - f64::from(dm) * xv;
                    exact += (f64::from(dq) - f64::from(dm)) * xv;
                    mag += (f64::from(dq) * qv).abs() + (f64::from(dm) * xv).abs();
                    let block = &x[r * cols + c / 32 * 32..][..32];
                    let step = f64::from(block.iter().fold(0.0f32, |a, v| a.max(v.abs()))) / 127.0;
                    bound += f64::from(dq).abs() * step / 2.0;
                }
                let g = f64::from(got[r * rows + n]);
                let tol = mag * 2e-6 * (1.0 + cols as f64 / 256.0);
                if m > ops::GEMV_ROWS {
                    assert!(
                        (g - exact).abs() <= tol,
                        "{dev}: {m} rows: y[{r},{n}] = {g}, exact {exact}"
                    );
                    continue;
                }
                assert!(
                    (g - want).abs() <= tol,
                    "{dev}: {rows}×{cols}, {m} rows: y[{r},{n}] = {g}, want {want} (±{tol})"
                );
                assert!(
                    (g - exact).abs() <= bound + tol,
                    "{dev}: y[{r},{n}] = {g} is {} from the exact {exact}, past the bound {bound}",
                    (g - exact).abs()
                );
            }
        }
    }
    // Q8_0 weights: the exact product whatever was asked.
    let weights = Weights::random("q8_0", 8, 64, &mut rng);
    let w = weights.load(ctx, 8, 64).unwrap();
    let x = ctx.upload(&rand_f32s(&mut rng, 64, -1.0, 1.0)).unwrap();
    let (mut a, mut b) = (ctx.alloc::<f32>(8).unwrap(), ctx.alloc::<f32>(8).unwrap());
    ops::matmul_quantized_with(ctx, &x, &w, &mut a, ops::QuantizedActivations::Int8).unwrap();
    ops::matmul_quantized_into(ctx, &x, &w, &mut b).unwrap();
    assert_eq!(ctx.download(&a).unwrap(), ctx.download(&b).unwrap(), "{dev}");
}

fn quantized_matmul_refuses_bad_shapes(ctx: &GpuContext) {
    let invalid = |e: GpuError, want: &str| {
        assert!(matches!(e, GpuError::InvalidArgument(_)), "{e:?}");
        assert!(e.to_string().contains(want), "{want:?} not in: {e}");
    };
    let err = |r: anygpu::Result<QuantizedMatrix>| r.err().expect("refused");
    invalid(err(QuantizedMatrix::from_gguf_q8_0(ctx, &[0; 34], 1, 33)), "not");
    invalid(
        err(QuantizedMatrix::from_gguf_q8_0(ctx, &[0; 35], 1, 32)),
        "needs 34 bytes, not 35",
    );
    invalid(
        err(QuantizedMatrix::from_gguf_q4_k(ctx, &[0; 144], 2, 256)),
        "needs 288 bytes, not 144",
    );
    invalid(
        err(QuantizedMatrix::from_gguf_q4_k(ctx, &[0; 144], 1, 128)),
        "blocks of 256",
    );
    invalid(
        err(QuantizedMatrix::from_gguf_q5_k(ctx, &[0; 176], 3, 256)),
        "needs 528 bytes, not 176",
    );
    invalid(
        err(QuantizedMatrix::from_gguf_q6_k(ctx, &[0; 210], 1, 512)),
        "needs 420 bytes, not 210",
    );
    invalid(
        err(QuantizedMatrix::from_gguf_q6_k(ctx, &[0; 210], 1, 250)),
        "Q6_K rows are blocks of 256",
    );
    invalid(
        err(QuantizedMatrix::from_int8(ctx, &[0; 12], &[1.0; 3], 3, 4, 3)),
        "group",
    );
    invalid(
        err(QuantizedMatrix::from_int8(ctx, &[0; 12], &[1.0; 2], 3, 4, 4)),
        "2 scales",
    );
    invalid(
        err(QuantizedMatrix::from_int8(ctx, &[0; 11], &[1.0; 3], 3, 4, 4)),
        "11 int8 values",
    );
    let w = QuantizedMatrix::from_int8(ctx, &[1; 12], &[1.0; 3], 3, 4, 4).unwrap();
    let x = ctx.upload(&[1.0f32; 6]).unwrap();
    let e = ops::matmul_quantized_into(ctx, &x, &w, &mut ctx.alloc::<f32>(3).unwrap());
    invalid(e.unwrap_err(), "not rows of the weights' 4 columns");
    let x = ctx.upload(&[1.0f32; 8]).unwrap();
    let e = ops::matmul_quantized_into(ctx, &x, &w, &mut ctx.alloc::<f32>(5).unwrap());
    invalid(e.unwrap_err(), "2 rows × 3 features need 6");
    let e = ops::tune_matmul_quantized::<f32>(ctx, &w, 0, ops::QuantizedActivations::Exact);
    invalid(e.unwrap_err(), "m = 0");
}

/// The fused product's GPU form is chosen by measurement (`tune_matmul_quantized`, as a plain
/// call does on first use): the first call times its configurations or finds a stored choice, a
/// second finds the first's choice stored, and the product then runs in it and is right. Where
/// the CPU device runs its own form there is nothing to choose: `host`, not measured. More
/// rows than the fused kernel takes tune the GEMM engine instead.
fn quantized_gemv_configuration_is_chosen_once(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    // A shape of its own (64 × 1024 once rounded up), so no other test's call tuned it first.
    let (rows, cols) = (33usize, 768usize);
    let w = Weights::random("q4_k", rows, cols, &mut rng)
        .load(ctx, rows, cols)
        .unwrap();
    let is_config = |c: &str| {
        let (f, s) = c.strip_prefix('f').and_then(|r| r.split_once("_s")).unwrap_or(("", ""));
        f.parse::<u32>().is_ok() && s.parse::<u32>().is_ok()
    };
    for activations in [ops::QuantizedActivations::Exact, ops::QuantizedActivations::Int8] {
        let first = ops::tune_matmul_quantized::<f32>(ctx, &w, 2, activations).unwrap();
        // The CPU device's own form (`host`) has nothing to choose.
        assert!(
            is_config(&first.config) || (first.config == "host" && !first.measured),
            "{dev}: {}",
            first.config
        );
        assert_eq!((first.spec.m, first.spec.k, first.spec.n), (2, cols, rows), "{dev}");
        if first.measured {
            let fastest = first.timings.iter().min_by(|a, b| a.1.total_cmp(&b.1)).unwrap();
            assert_eq!(fastest.0, first.config, "{dev}: {:?}", first.timings);
            assert!(first.timings.iter().all(|(c, t)| is_config(c) && *t > 0.0), "{dev}");
        } else {
            assert!(first.timings.is_empty(), "{dev}");
        }
        let second = ops::tune_matmul_quantized::<f32>(ctx, &w, 2, activations).unwrap();
        assert_eq!(second.config, first.config, "{dev}: chosen again differently");
        assert!(!second.measured && second.timings.is_empty(), "{dev}: measured again");
    }
    check(ctx, "q4_k", rows, cols, 2, false);
    let gemm = ops::tune_matmul_quantized::<f32>(ctx, &w, 9, ops::QuantizedActivations::Exact).unwrap();
    assert!(
        !is_config(&gemm.config),
        "{dev}: 9 rows took the fused kernel's {}",
        gemm.config
    );
}

/// Every configuration the tuner may choose for the fused kernel's GPU form (forced; the CPU
/// device runs that form too) gives the bits of the default one, which `check` holds to the
/// reference: Q4_K exact and with int8 activations, and int8 with a partial last slab; one and
/// three rows of `x`. A name that is not a configuration is refused.
fn every_gemv_configuration_gives_the_same_bits(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for (kind, rows, cols) in [
        ("q4_k", 21usize, 512usize),
        ("int8", 37, 100),
        ("q6_k", 11, 512),
        ("q5_k", 11, 512),
    ] {
        let w = Weights::random(kind, rows, cols, &mut rng)
            .load(ctx, rows, cols)
            .unwrap();
        for m in [1, 3] {
            let x = ctx.upload(&rand_f32s(&mut rng, m * cols, -1.0, 1.0)).unwrap();
            for activations in [ops::QuantizedActivations::Exact, ops::QuantizedActivations::Int8] {
                let run = |config: &str| {
                    let mut y = ctx.upload(&vec![f32::NAN; m * rows]).unwrap();
                    ops::matmul_quantized_with_config(ctx, &x, &w, &mut y, activations, config).unwrap();
                    ctx.download(&y)
                        .unwrap()
                        .iter()
                        .map(|v| v.to_bits())
                        .collect::<Vec<u32>>()
                };
                let configs = ops::gemv_configs(m);
                let first = run(&configs[0]);
                assert!(first.iter().all(|&b| !f32::from_bits(b).is_nan()), "{dev}: {kind}");
                let mut y = ctx.upload(&vec![f32::NAN; m * rows]).unwrap();
                ops::matmul_quantized_with(ctx, &x, &w, &mut y, activations).unwrap();
                let plain: Vec<u32> = ctx.download(&y).unwrap().iter().map(|v| v.to_bits()).collect();
                assert_eq!(plain, first, "{dev}: {kind}, {m} rows, {activations:?}: the plain call");
                for config in &configs[1..] {
                    assert_eq!(run(config), first, "{dev}: {kind}, {m} rows, {activations:?}: {config}");
                }
            }
        }
        let x = ctx.upload(&vec![1.0f32; cols]).unwrap();
        let mut y = ctx.alloc::<f32>(rows).unwrap();
        let exact = ops::QuantizedActivations::Exact;
        for bad in ["f3_s4", "f8_s8", "128x128x8_t8x8_s2_v4", ""] {
            let e = ops::matmul_quantized_with_config(ctx, &x, &w, &mut y, exact, bad).unwrap_err();
            assert!(matches!(e, GpuError::InvalidArgument(_)), "{dev}: {bad}: {e:?}");
            assert!(e.to_string().contains("f4_s4"), "{dev}: {bad}: {e}");
        }
    }
}

/// A GGUF file (written by the tests' writer, with a non-default alignment) read back: its
/// metadata, its tensor table, and its Q4_K, Q5_K, Q6_K and Q8_0 matrices as `QuantizedMatrix`
/// weights whose products have the bits of the same blocks loaded directly, and whose
/// dequantized values are the reference's; F32, F16 and BF16 tensors as f32s exactly, a
/// quantized embedding table dequantized. What cannot be loaded is an error that says why.
fn gguf_file_tensors_load_as_their_blocks(ctx: &GpuContext) {
    use crate::common::gguf::{self, GgufBuilder};
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let q4 = Weights::random("q4_k", 21, 512, &mut rng);
    let q6 = Weights::random("q6_k", 13, 256, &mut rng);
    let q8 = Weights::random("q8_0", 9, 64, &mut rng);
    let q5 = Weights::random("q5_k", 7, 512, &mut rng);
    let bytes_of = |w: &Weights| match w {
        Weights::Q4K(b) | Weights::Q5K(b) | Weights::Q6K(b) | Weights::Q8_0(b) => b.clone(),
        Weights::Int8 { .. } => unreachable!(),
    };
    let norm = rand_f32s(&mut rng, 32, -2.0, 2.0);
    let embd: Vec<f16> = rand_f32s(&mut rng, 5 * 32, -1.0, 1.0)
        .iter()
        .map(|&v| f16::from_f32(v))
        .collect();
    let bf: Vec<half::bf16> = rand_f32s(&mut rng, 2 * 16, -1.0, 1.0)
        .iter()
        .map(|&v| half::bf16::from_f32(v))
        .collect();
    let le = |v: &[u8]| v.to_vec();
    let (_dir, path) = GgufBuilder::new(64)
        .string("general.architecture", "llama")
        .u32("llama.block_count", 2)
        .f32("llama.attention.layer_norm_rms_epsilon", 1e-5)
        .strings("tokenizer.ggml.tokens", &["<s>", "</s>", "héllo"])
        .tensor("blk.0.attn_q.weight", &[512, 21], gguf::Q4_K, bytes_of(&q4))
        .tensor("output.weight", &[256, 13], gguf::Q6_K, bytes_of(&q6))
        .tensor("blk.0.ffn_down.weight", &[64, 9], gguf::Q8_0, bytes_of(&q8))
        .tensor("blk.0.ffn_up.weight", &[512, 7], gguf::Q5_K, bytes_of(&q5))
        .tensor(
            "output_norm.weight",
            &[32],
            gguf::F32,
            norm.iter().flat_map(|v| v.to_le_bytes()).collect(),
        )
        .tensor(
            "token_embd.weight",
            &[32, 5],
            gguf::F16,
            le(bytemuck::cast_slice(&embd)),
        )
        .tensor("bf", &[16, 2], gguf::BF16, le(bytemuck::cast_slice(&bf)))
        .write();
    let file = ops::GgufFile::open(&path).unwrap_or_else(|e| panic!("{dev}: {e}"));
    assert_eq!(file.version(), 3);
    assert_eq!(file.get("general.architecture").and_then(|v| v.as_str()), Some("llama"));
    assert_eq!(file.get("llama.block_count").and_then(|v| v.as_u64()), Some(2));
    assert_eq!(file.get("general.alignment").and_then(|v| v.as_u64()), Some(64));
    assert_eq!(
        file.get("llama.attention.layer_norm_rms_epsilon")
            .and_then(|v| v.as_f64()),
        Some(f64::from(1e-5f32))
    );
    let tokens = ops::GgufValue::Array(
        ["<s>", "</s>", "héllo"]
            .map(|t| ops::GgufValue::String(t.into()))
            .to_vec(),
    );
    assert_eq!(file.get("tokenizer.ggml.tokens"), Some(&tokens));
    let names: Vec<&str> = file.tensors().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names.len(), 7);
    let q6_entry = file.tensor("output.weight").unwrap();
    assert_eq!(
        (q6_entry.dims.clone(), q6_entry.kind, q6_entry.size),
        (vec![256, 13], ops::GgmlType::Q6_K, Some(13 * 210))
    );
    assert!(file.tensors().iter().all(|t| t.offset % 64 == 0), "{dev}: alignment");
    for (name, weights, rows, cols) in [
        ("blk.0.attn_q.weight", &q4, 21usize, 512usize),
        ("output.weight", &q6, 13, 256),
        ("blk.0.ffn_down.weight", &q8, 9, 64),
        ("blk.0.ffn_up.weight", &q5, 7, 512),
    ] {
        let from_file = file
            .quantized_matrix(ctx, name)
            .unwrap_or_else(|e| panic!("{dev}: {name}: {e}"));
        let direct = weights.load(ctx, rows, cols).unwrap();
        assert_eq!(
            (from_file.rows(), from_file.cols(), from_file.format()),
            (rows, cols, direct.format())
        );
        let x = ctx.upload(&rand_f32s(&mut rng, 2 * cols, -1.0, 1.0)).unwrap();
        let product = |w: &QuantizedMatrix| {
            let mut y = ctx.alloc::<f32>(2 * rows).unwrap();
            ops::matmul_quantized_into(ctx, &x, w, &mut y).unwrap();
            ctx.download(&y)
                .unwrap()
                .iter()
                .map(|v| v.to_bits())
                .collect::<Vec<u32>>()
        };
        assert_eq!(product(&from_file), product(&direct), "{dev}: {name}");
        // The device's dequantization, as `check` holds it (Q4_K's `d·sc·q − dmin·m` may
        // round once where the reference rounds twice).
        let dense = ctx.download(&file.tensor_f32(ctx, name).unwrap()).unwrap();
        for (g, want) in dense.iter().zip(weights.dequantized(rows, cols)) {
            assert!(
                (g - want).abs() <= want.abs() * 2.4e-7 + 1e-9,
                "{dev}: {name} as f32: {g} vs {want}"
            );
        }
    }
    let exact = |name: &str, want: Vec<f32>| {
        let got = ctx.download(&file.tensor_f32(ctx, name).unwrap()).unwrap();
        assert_eq!(got, want, "{dev}: {name}");
    };
    exact("output_norm.weight", norm.clone());
    exact("token_embd.weight", embd.iter().map(|v| v.to_f32()).collect());
    exact("bf", bf.iter().map(|v| v.to_f32()).collect());
    let refused = |e: GpuError, want: &str| {
        assert!(matches!(e, GpuError::InvalidArgument(_)), "{dev}: {e:?}");
        assert!(e.to_string().contains(want), "{dev}: {want:?} not in: {e}");
        assert!(e.to_string().contains("model.gguf"), "{dev}: no file named in: {e}");
    };
    refused(
        file.quantized_matrix(ctx, "token_embd.weight").unwrap_err(),
        "is F16; quantized weights are Q8_0, Q4_K, Q5_K or Q6_K",
    );
    refused(
        file.quantized_matrix(ctx, "output_norm.weight").unwrap_err(),
        "not a matrix's two",
    );
    refused(
        file.quantized_matrix(ctx, "blk.9.attn_q.weight").unwrap_err(),
        "has no tensor `blk.9.attn_q.weight`",
    );
}

context_tests! {
    quantized_matmul_matches_the_reference,
    quantized_gemv_over_a_long_row,
    quantized_matmul_with_int8_activations,
    quantized_matmul_refuses_bad_shapes,
    quantized_gemv_configuration_is_chosen_once,
    every_gemv_configuration_gives_the_same_bits,
    gguf_file_tensors_load_as_their_blocks,
}
