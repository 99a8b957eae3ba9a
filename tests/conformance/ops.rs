//! The built-in ops (`anygpu::ops`) against references in plain Rust computed in f64, with
//! awkward lengths (1, primes, not multiples of the workgroup, empty), every form (new buffer,
//! into a buffer or a slice, in place, host slices), and bad shapes as clear errors.

use anygpu::ops::{self, Binary, Unary};
use anygpu::{DeviceType, GpuContext, GpuError};
use rand::Rng;

use crate::common::*;

const LENGTHS: [usize; 7] = [1, 2, 7, 255, 257, 1031, 70_001];

/// `op` in f64, as the ops define it.
fn reference(op: Unary, x: f64) -> f64 {
    let sigmoid = |v: f64| 1.0 / (1.0 + (-v).exp());
    match op {
        Unary::Relu => x.max(0.0),
        Unary::LeakyRelu { slope } => {
            if x < 0.0 {
                slope as f64 * x
            } else {
                x
            }
        }
        Unary::Elu { alpha } => {
            if x < 0.0 {
                alpha as f64 * x.exp_m1()
            } else {
                x
            }
        }
        Unary::Sigmoid => sigmoid(x),
        Unary::Tanh => x.tanh(),
        Unary::Silu => x * sigmoid(x),
        Unary::GeluTanh => 0.5 * x * (1.0 + (0.7978845608028654 * (x + 0.044715 * x * x * x)).tanh()),
        Unary::GeluErf => 0.5 * x * (1.0 + libm_erf(x / 2f64.sqrt())),
        Unary::Clip { min, max } => x.clamp(min as f64, max as f64),
        Unary::Exp => x.exp(),
        Unary::Log => x.ln(),
        Unary::Sqrt => x.sqrt(),
        Unary::Abs => x.abs(),
        Unary::Neg => -x,
        Unary::Scale { factor } => factor as f64 * x,
        Unary::Pow { exponent } => x.powf(exponent as f64),
    }
}

/// erf to well below f32's precision: ±1 past |x| = 4.5 (erfc(4.5) = 2·10⁻¹⁰), else its series.
fn libm_erf(x: f64) -> f64 {
    if x.abs() > 4.5 {
        return x.signum();
    }
    // Maclaurin series: erf x = 2/√π Σ (−1)ⁿ x^(2n+1) / (n! (2n+1)). Its terms reach e^(x²)
    // ≈ 6·10⁸ at 4.5, so f64 keeps about 8 digits there: enough for an f32 reference.
    let mut term = x;
    let mut sum = x;
    for n in 1..200 {
        term *= -x * x / n as f64;
        let add = term / (2 * n + 1) as f64;
        sum += add;
        if add.abs() < 1e-17 * sum.abs() {
            break;
        }
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

/// Inputs in the op's domain, with the values that break naive formulas.
fn inputs(op: Unary, rng: &mut TestRng, n: usize) -> Vec<f32> {
    let positive = matches!(op, Unary::Log | Unary::Sqrt);
    let special = [0.0f32, -0.0, 1.0, -1.0, 8.0, -8.0, 0.5, -3.0, 2.0];
    (0..n)
        .map(|i| {
            let v = if i < special.len() {
                special[i]
            } else {
                rng.random_range(-8.0f32..8.0)
            };
            if positive {
                v.abs() + 1e-3
            } else {
                v
            }
        })
        .collect()
}

fn close(got: f32, want: f64, rel: f64, abs: f64) -> bool {
    (got.is_nan() && want.is_nan()) || (got as f64 - want).abs() <= rel * want.abs() + abs
}

fn unary_ops_match_the_reference_in_every_form(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for op in Unary::all() {
        for n in LENGTHS {
            let x = inputs(op, &mut rng, n);
            let want: Vec<f64> = x.iter().map(|&v| reference(op, v as f64)).collect();
            let check = |got: &[f32], form: &str| {
                assert_eq!(got.len(), n);
                for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
                    assert!(
                        close(g, w, 2e-5, 2e-6),
                        "{dev}: {} ({form}) of x[{i}] = {}: got {g}, want {w}",
                        op.name(),
                        x[i]
                    );
                }
            };
            let dx = ctx.upload(&x).unwrap();
            let y = ops::unary(ctx, op, &dx).unwrap_or_else(|e| panic!("{dev}: {}: {e}", op.name()));
            check(&ctx.download(&y).unwrap(), "new buffer");
            let mut in_place = ctx.upload(&x).unwrap();
            ops::unary_in_place(ctx, op, &mut in_place).unwrap();
            check(&ctx.download(&in_place).unwrap(), "in place");
            check(&ops::host::unary(ctx, op, &x).unwrap(), "host");
        }
    }
    // Into a slice of a larger buffer (its start on 256 bytes): the rest is untouched.
    let x = ctx.upload(&[-1.0f32, 2.0, -3.0]).unwrap();
    let mut big = ctx.upload(&vec![7.0f32; 64 + 3 + 5]).unwrap();
    ops::relu_into(ctx, &x, &mut big.slice_mut(64..67).unwrap()).unwrap();
    let got = ctx.download(&big).unwrap();
    assert_eq!(&got[64..67], &[0.0, 2.0, 0.0], "{dev}");
    assert!(
        got[..64].iter().chain(&got[67..]).all(|&v| v == 7.0),
        "{dev}: outside the slice"
    );
    // The named forms take the op's parameters.
    let y = ops::leaky_relu(ctx, &x, 0.5).unwrap();
    assert_eq!(ctx.download(&y).unwrap(), [-0.5, 2.0, -1.5], "{dev}");
    let y = ops::clip(ctx, &x, -2.0, 1.0).unwrap();
    assert_eq!(ctx.download(&y).unwrap(), [-1.0, 1.0, -2.0], "{dev}");
    let e = ops::relu_into(ctx, &x, &mut ctx.alloc::<f32>(4).unwrap()).unwrap_err();
    assert!(
        matches!(e, GpuError::InvalidArgument(_))
            && e.to_string().contains("3 elements")
            && e.to_string().contains("4"),
        "{dev}: {e}"
    );
    // Empty input: nothing to do, no launch, no error.
    let empty = ctx.alloc::<f32>(0).unwrap();
    assert!(ops::exp(ctx, &empty).unwrap().is_empty());
}

fn binary_ops_match_the_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for op in Binary::all() {
        for n in LENGTHS {
            let x = rand_f32s(&mut rng, n, -100.0, 100.0);
            let y: Vec<f32> = rand_f32s(&mut rng, n, 0.5, 50.0)
                .into_iter()
                .map(|v| if rng.random() { v } else { -v })
                .collect();
            let got = ops::host::binary(ctx, op, &x, &y).unwrap_or_else(|e| panic!("{dev}: {e}"));
            for i in 0..n {
                let (a, b) = (x[i], y[i]);
                let want = match op {
                    Binary::Add => a + b,
                    Binary::Sub => a - b,
                    Binary::Mul => a * b,
                    Binary::Div => a / b,
                };
                // Correctly rounded in f32 (division: 2.5 ULP in WGSL).
                assert!(
                    close(got[i], want as f64, 4e-7, 0.0),
                    "{dev}: {a} {} {b}: got {}, want {want}",
                    op.name(),
                    got[i]
                );
            }
        }
    }
    // Buffers together larger than twice a 32 MiB last-level cache: the CPU device writes them
    // with streaming (non-temporal) stores where aligned, ordinary ones elsewhere.
    let n = (8 << 20) + 3;
    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.37).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 777) as f32 * -1.3).collect();
    let got = ops::host::binary(ctx, Binary::Add, &x, &y).unwrap_or_else(|e| panic!("{dev}: {e}"));
    let wrong = (0..n).find(|&i| got[i].to_bits() != (x[i] + y[i]).to_bits());
    assert_eq!(wrong, None, "{dev}: a large add differs at {wrong:?}");
    let (a, b) = (ctx.upload(&[1.0f32; 5]).unwrap(), ctx.upload(&[1.0f32; 6]).unwrap());
    let e = ops::add(ctx, &a, &b).unwrap_err().to_string();
    assert!(e.contains("5 elements") && e.contains("6"), "{dev}: {e}");
}

fn reductions_match_the_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for n in [0usize, 1, 2, 255, 256, 257, 4099, 100_003, 1 << 20] {
        let x = rand_f32s(&mut rng, n, -10.0, 10.0);
        let y = rand_f32s(&mut rng, n, -10.0, 10.0);
        let (dx, dy) = (ctx.upload(&x).unwrap(), ctx.upload(&y).unwrap());
        let sum: f64 = x.iter().map(|&v| v as f64).sum();
        let abs: f64 = x.iter().map(|&v| (v as f64).abs()).sum();
        let dot: f64 = x.iter().zip(&y).map(|(&a, &b)| a as f64 * b as f64).sum();
        let dot_abs: f64 = x.iter().zip(&y).map(|(&a, &b)| (a as f64 * b as f64).abs()).sum();
        // Each pass adds 16 elements per work-item in order, then a tree of depth 8: at most 24
        // roundings of the sum of magnitudes per pass (a pass per factor of 4096 in length).
        let passes = if n <= 4096 {
            1.0
        } else if n <= 4096 * 4096 {
            2.0
        } else {
            3.0
        };
        let depth = 24.0 * passes;
        let eps = f32::EPSILON as f64;
        let got = ops::sum(ctx, &dx).unwrap_or_else(|e| panic!("{dev}: {e}"));
        assert!(
            (got as f64 - sum).abs() <= depth * eps * abs + 1e-30,
            "{dev}: sum of {n}: {got} vs {sum}"
        );
        let got = ops::dot(ctx, &dx, &dy).unwrap();
        assert!(
            (got as f64 - dot).abs() <= (depth + 1.0) * eps * dot_abs + 1e-30,
            "{dev}: dot of {n}: {got} vs {dot}"
        );
        assert_eq!(
            ops::host::sum(ctx, &x).unwrap().to_bits(),
            ops::sum(ctx, &dx).unwrap().to_bits(),
            "{dev}: same order every time"
        );
        // The async twins give the same bits.
        use pollster::block_on as block;
        assert_eq!(
            block(ops::sum_async(ctx, &dx)).unwrap().to_bits(),
            ops::sum(ctx, &dx).unwrap().to_bits(),
            "{dev}"
        );
        assert_eq!(
            block(ops::dot_async(ctx, &dx, &dy)).unwrap().to_bits(),
            ops::dot(ctx, &dx, &dy).unwrap().to_bits(),
            "{dev}"
        );
        if n > 0 {
            assert_eq!(
                block(ops::max_async(ctx, &dx)).unwrap(),
                ops::max(ctx, &dx).unwrap(),
                "{dev}: max_async"
            );
            assert_eq!(
                block(ops::min_async(ctx, &dx)).unwrap(),
                ops::min(ctx, &dx).unwrap(),
                "{dev}: min_async"
            );
            assert_eq!(
                block(ops::mean_async(ctx, &dx)).unwrap(),
                ops::mean(ctx, &dx).unwrap(),
                "{dev}: mean_async"
            );
            assert_eq!(
                block(ops::argmax_async(ctx, &dx)).unwrap(),
                ops::argmax(ctx, &dx).unwrap(),
                "{dev}: argmax_async"
            );
        } else {
            assert!(block(ops::max_async(ctx, &dx)).is_err(), "{dev}: max_async of nothing");
        }
        if n == 0 {
            for e in [
                ops::max(ctx, &dx).unwrap_err(),
                ops::min(ctx, &dx).unwrap_err(),
                ops::mean(ctx, &dx).unwrap_err(),
            ] {
                assert!(e.to_string().contains("empty"), "{dev}: {e}");
            }
            continue;
        }
        let max = x.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
        let min = x.iter().cloned().fold(f32::INFINITY, f32::min);
        assert_eq!(ops::max(ctx, &dx).unwrap(), max, "{dev}: max of {n}");
        assert_eq!(ops::min(ctx, &dx).unwrap(), min, "{dev}: min of {n}");
        let mean = ops::mean(ctx, &dx).unwrap() as f64;
        assert!(
            (mean - sum / n as f64).abs() <= (depth + 1.0) * eps * abs / n as f64 + 1e-30,
            "{dev}: mean of {n}"
        );
    }
    // NaN wins max and min wherever it is; infinities are ordinary values.
    let mut x = vec![1.0f32; 3000];
    x[2999] = f32::INFINITY;
    assert_eq!(ops::max(ctx, &ctx.upload(&x).unwrap()).unwrap(), f32::INFINITY, "{dev}");
    x[1234] = f32::NAN;
    assert!(
        ops::max(ctx, &ctx.upload(&x).unwrap()).unwrap().is_nan(),
        "{dev}: NaN in max"
    );
    assert!(
        ops::min(ctx, &ctx.upload(&x).unwrap()).unwrap().is_nan(),
        "{dev}: NaN in min"
    );
    let e = ops::dot(
        ctx,
        &ctx.upload(&[1.0f32; 3]).unwrap(),
        &ctx.upload(&[1.0f32; 4]).unwrap(),
    )
    .unwrap_err();
    assert!(e.to_string().contains("3 elements"), "{dev}: {e}");
}

fn argmax_finds_the_first_largest_and_the_first_nan(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for n in [1usize, 2, 255, 4097, 100_003, 1 << 20, (1 << 24) + 5] {
        // Few distinct values, so ties are common: the first of them must win.
        let mut x: Vec<f32> = (0..n).map(|_| rng.random_range(0..50) as f32).collect();
        let want = (0..n).fold(0, |best, i| if x[i] > x[best] { i } else { best });
        let got = ops::argmax(ctx, &ctx.upload(&x).unwrap()).unwrap_or_else(|e| panic!("{dev}: {e}"));
        assert_eq!(got, want, "{dev}: argmax of {n}");
        if n > 10 {
            let (a, b) = (n / 3, n - 2);
            x[b] = f32::NAN;
            x[a] = f32::NAN;
            assert_eq!(
                ops::argmax(ctx, &ctx.upload(&x).unwrap()).unwrap(),
                a,
                "{dev}: the first NaN of {n}"
            );
        }
    }
    let x = ctx.upload(&[f32::NEG_INFINITY; 3]).unwrap();
    assert_eq!(ops::argmax(ctx, &x).unwrap(), 0, "{dev}: all -inf");
    // Along rows.
    for (rows, cols) in SHAPES {
        let mut x: Vec<f32> = (0..rows * cols).map(|_| rng.random_range(0..20) as f32).collect();
        if cols > 4 {
            x[cols + 3] = f32::NAN; // row 1 (if any) has a NaN at column 3
        }
        let got = ctx
            .download(&ops::argmax_rows(ctx, &ctx.upload(&x).unwrap(), cols).unwrap())
            .unwrap();
        for r in 0..rows {
            let row = &x[r * cols..(r + 1) * cols];
            let want = match row.iter().position(|v| v.is_nan()) {
                Some(i) => i,
                None => (0..cols).fold(0, |b, i| if row[i] > row[b] { i } else { b }),
            };
            assert_eq!(got[r] as usize, want, "{dev}: argmax of row {r} of {rows}x{cols}");
        }
    }
    let e = ops::argmax(ctx, &ctx.alloc::<f32>(0).unwrap()).unwrap_err().to_string();
    assert!(e.contains("empty"), "{dev}: {e}");
}

fn transpose_moves_every_element(ctx: &GpuContext) {
    let dev = ctx.info().id;
    for (rows, cols) in [
        (1usize, 1usize),
        (1, 37),
        (37, 1),
        (16, 16),
        (17, 33),
        (100, 3),
        (257, 129),
    ] {
        let x: Vec<f32> = (0..rows * cols).map(|i| i as f32).collect();
        let got = ctx
            .download(&ops::transpose(ctx, &ctx.upload(&x).unwrap(), rows, cols).unwrap())
            .unwrap();
        for r in 0..rows {
            for c in 0..cols {
                assert_eq!(got[c * rows + r], x[r * cols + c], "{dev}: {rows}x{cols} at [{r},{c}]");
            }
        }
    }
    let e = ops::transpose(ctx, &ctx.upload(&[0.0f32; 6]).unwrap(), 2, 4)
        .unwrap_err()
        .to_string();
    assert!(e.contains("6 elements") && e.contains("2×4"), "{dev}: {e}");
}

fn fused_batches_match_the_unfused_ops(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let (rows, cols) = (37, 29);
    let x = rand_f32s(&mut rng, rows * cols, -4.0, 4.0);
    let bias = rand_f32s(&mut rng, cols, -1.0, 1.0);
    let (dx, dbias) = (ctx.upload(&x).unwrap(), ctx.upload(&bias).unwrap());

    let make = |scale: f32| {
        let batch = ctx.batch();
        let xv = batch.input(&dx);
        let y = batch.mul(batch.relu(xv), scale);
        let z = batch.add(y, batch.row(&dbias));
        let w = batch.add(batch.mul(z, z), batch.unary(Unary::LeakyRelu { slope: 0.5 }, xv)); // z reused
        let (oz, ow) = (batch.output(z), batch.output(w));
        batch.run().unwrap_or_else(|e| panic!("{dev}: {e}\n{}", batch.wgsl()));
        (batch.wgsl(), batch.read(oz).unwrap(), batch.read(ow).unwrap())
    };
    let (wgsl2, z2, w2) = make(2.0);
    let (wgsl3, z3, _) = make(3.0);
    assert_eq!(
        wgsl2, wgsl3,
        "{dev}: the kernel depends on the structure, not the constants"
    );
    assert_eq!(wgsl2.matches("@compute").count(), 1, "{dev}: one kernel");
    for i in 0..rows * cols {
        let relu = x[i].max(0.0);
        let z = relu * 2.0 + bias[i % cols];
        // WGSL lets a multiply and an add fuse: one rounding of difference.
        let near = |a: f32, b: f32| (a - b).abs() <= 2.0 * f32::EPSILON * b.abs().max(1.0);
        assert!(near(z2[i], z), "{dev}: z[{i}] = {} vs {z}", z2[i]);
        assert!(
            near(z3[i], relu * 3.0 + bias[i % cols]),
            "{dev}: z[{i}] with another constant"
        );
        let lr = if x[i] < 0.0 { 0.5 * x[i] } else { x[i] };
        let w = z * z + lr;
        assert!(
            (w2[i] - w).abs() <= 2.0 * f32::EPSILON * w.abs().max(1.0),
            "{dev}: w[{i}] = {} vs {w}",
            w2[i]
        );
    }
    // The same chain as separate ops gives the same values.
    let unfused = ops::add(ctx, &ops::scale(ctx, &ops::relu(ctx, &dx).unwrap(), 2.0).unwrap(), &dx).unwrap();
    let batch = ctx.batch();
    let xv = batch.input(&dx);
    let out = batch.output(batch.add(batch.mul(batch.relu(xv), 2.0), xv));
    batch.run().unwrap();
    let (fused, unfused) = (batch.read(out).unwrap(), ctx.download(&unfused).unwrap());
    for (i, (f, u)) in fused.iter().zip(&unfused).enumerate() {
        assert!(
            (f - u).abs() <= 2.0 * f32::EPSILON * u.abs().max(1.0),
            "{dev}: fused {f} vs unfused {u} at {i}"
        );
    }
    let taken = batch.take(out).unwrap();
    assert_eq!(taken.len(), rows * cols);
    assert!(batch.read(out).unwrap_err().to_string().contains("taken"), "{dev}");

    // Bad batches are clear errors.
    let other = ctx.upload(&[1.0f32; 5]).unwrap();
    let batch = ctx.batch();
    let out = batch.output(batch.add(batch.input(&dx), batch.input(&other)));
    assert!(
        batch.read(out).unwrap_err().to_string().contains("call `run` first"),
        "{dev}"
    );
    let e = batch.run().unwrap_err().to_string();
    assert!(e.contains("1073") && e.contains("5 elements"), "{dev}: {e}");
    let batch = ctx.batch();
    batch.output(batch.add(batch.input(&dx), batch.row(&other)));
    let e = batch.run().unwrap_err().to_string();
    assert!(e.contains("row of 5 elements"), "{dev}: {e}");
    let batch = ctx.batch();
    batch.relu(batch.input(&dx));
    assert!(batch.run().unwrap_err().to_string().contains("no output"), "{dev}");
    let batch = ctx.batch();
    batch.output(batch.add(batch.scalar(1.0), 2.0));
    assert!(
        batch.run().unwrap_err().to_string().contains("no full-length input"),
        "{dev}"
    );
    let (first, second) = (ctx.batch(), ctx.batch());
    let foreign = first.input(&dx);
    second.output(second.relu(foreign));
    let e = second.run().unwrap_err().to_string();
    assert!(e.contains("another batch"), "{dev}: {e}");
    let batch = ctx.batch();
    let up = batch.upload(&[1.0, 2.0, 3.0]);
    let out = batch.output(batch.exp(up));
    batch.run().unwrap();
    let got = batch.read(out).unwrap();
    assert!((got[2] - 3f32.exp()).abs() < 1e-5, "{dev}: uploaded input");
}

/// A reduction at the end of a chain runs the chain in its first pass: the same blocks and order
/// as `ops::sum`/`max`/`min` of the chain's elementwise output, so the same bits, over lengths
/// around the 4096-element blocks; an empty batch sums to 0 and has no max.
fn fused_reductions_match_the_reduction_of_the_chain(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for n in [1usize, 4095, 4096, 4097, 3 * 4096 + 5, rng.random_range(20_000..90_000)] {
        let x = ctx.upload(&rand_f32s(&mut rng, n, -4.0, 4.0)).unwrap();
        let y = ctx.upload(&rand_f32s(&mut rng, n, -1.0, 1.0)).unwrap();
        let batch = ctx.batch();
        let v = batch.add(batch.mul(batch.tanh(batch.input(&x)), 0.5), batch.input(&y));
        let (elems, sum, max, min) = (batch.output(v), batch.sum(v), batch.max(v), batch.min(v));
        batch.run().unwrap_or_else(|e| panic!("{dev}: {e}"));
        let chain = batch.take(elems).unwrap();
        for (out, want) in [
            (sum, ops::sum(ctx, &chain).unwrap()),
            (max, ops::max(ctx, &chain).unwrap()),
            (min, ops::min(ctx, &chain).unwrap()),
        ] {
            let got = batch.read(out).unwrap();
            assert_eq!(got.len(), 1, "{dev}");
            assert_eq!(got[0].to_bits(), want.to_bits(), "{dev}: n = {n}: {} vs {want}", got[0]);
        }
    }
    let empty = ctx.alloc::<f32>(0).unwrap();
    let batch = ctx.batch();
    let s = batch.sum(batch.relu(batch.input(&empty)));
    batch.run().unwrap();
    assert_eq!(batch.read(s).unwrap(), [0.0], "{dev}");
    let batch = ctx.batch();
    batch.max(batch.input(&empty));
    let e = batch.run().unwrap_err().to_string();
    assert!(e.contains("empty batch has no value"), "{dev}: {e}");
}

type Conv2dRun<'a> = dyn FnMut(
        &ops::Conv2dSpec,
        &anygpu::DeviceBuffer<f32>,
        &anygpu::DeviceBuffer<f32>,
        Option<&anygpu::DeviceBuffer<f32>>,
    ) -> anygpu::Result<anygpu::DeviceBuffer<f32>>
    + 'a;

/// `run` on each spec (with a bias on every other one) against an f64 reference.
fn check_conv2d(ctx: &GpuContext, what: &str, specs: &[ops::Conv2dSpec], run: &mut Conv2dRun<'_>) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for (i, spec) in specs.iter().enumerate() {
        let (oh, ow) = spec.output_size().unwrap();
        let (h, w) = spec.input;
        let (kh, kw) = spec.kernel;
        let cpg = spec.in_channels / spec.groups;
        let x = rand_f32s(&mut rng, spec.batch * spec.in_channels * h * w, -1.0, 1.0);
        let wt = rand_f32s(&mut rng, spec.out_channels * cpg * kh * kw, -1.0, 1.0);
        let bias = rand_f32s(&mut rng, spec.out_channels, -1.0, 1.0);
        let with_bias = i % 2 == 1;
        let dbias = ctx.upload(&bias).unwrap();
        let y = run(
            spec,
            &ctx.upload(&x).unwrap(),
            &ctx.upload(&wt).unwrap(),
            with_bias.then_some(&dbias),
        )
        .unwrap_or_else(|e| panic!("{dev}: {what} {spec:?}: {e}"));
        let got = ctx.download(&y).unwrap();
        assert_eq!(got.len(), spec.batch * spec.out_channels * oh * ow);
        for b in 0..spec.batch {
            for oc in 0..spec.out_channels {
                let g = oc / (spec.out_channels / spec.groups);
                for oy in 0..oh {
                    for ox in 0..ow {
                        let (mut sum, mut mag) = (if with_bias { bias[oc] as f64 } else { 0.0 }, 1.0f64);
                        for c in 0..cpg {
                            let ic = g * cpg + c;
                            for ky in 0..kh {
                                for kx in 0..kw {
                                    let iy =
                                        (oy * spec.stride.0 + ky * spec.dilation.0) as isize - spec.padding.0 as isize;
                                    let ix =
                                        (ox * spec.stride.1 + kx * spec.dilation.1) as isize - spec.padding.1 as isize;
                                    if iy < 0 || ix < 0 || iy >= h as isize || ix >= w as isize {
                                        continue;
                                    }
                                    let xv =
                                        x[((b * spec.in_channels + ic) * h + iy as usize) * w + ix as usize] as f64;
                                    let wv = wt[((oc * cpg + c) * kh + ky) * kw + kx] as f64;
                                    sum += xv * wv;
                                    mag += (xv * wv).abs();
                                }
                            }
                        }
                        let at = ((b * spec.out_channels + oc) * oh + oy) * ow + ox;
                        let tol = (cpg * kh * kw + 2) as f64 * f32::EPSILON as f64 * mag;
                        assert!(
                            (got[at] as f64 - sum).abs() <= tol,
                            "{dev}: {what} {spec:?} at [{b},{oc},{oy},{ox}]: {} vs {sum}",
                            got[at]
                        );
                    }
                }
            }
        }
    }
}

/// Whether the device runs the GEMM configuration `config`: the broadcast kernels need subgroups
/// of at least 8 invocations, and elsewhere are refused with an error that says so.
/// `configs` as a GPU's run of the every-configuration tests takes them: those the engine may
/// choose on that GPU (`ops::gemm_configs_on`), each kernel compiled by its driver taking about
/// a second. The CPU device and software GPUs run every configuration, whatever the device
/// they were meant for: that is where each variant's tiling and indexing is checked.
fn offered_here<T: ops::OpFloat>(ctx: &GpuContext, spec: &ops::MatmulSpec, configs: Vec<String>) -> Vec<String> {
    let info = ctx.info();
    if matches!(info.device_type, DeviceType::Cpu | DeviceType::SoftwareGpu) {
        return configs;
    }
    let offered = ops::gemm_configs_on::<T>(ctx, spec);
    configs.into_iter().filter(|c| offered.contains(c)).collect()
}

fn runs_here(ctx: &GpuContext, config: &str) -> bool {
    let info = ctx.info();
    let (a, mut c) = (ctx.upload(&[1.0f32; 4]).unwrap(), ctx.alloc::<f32>(4).unwrap());
    let run = ops::matmul_with_config(
        ctx,
        &ops::MatmulSpec::new(2, 2, 2),
        config,
        &a,
        &a,
        &mut c,
        Default::default(),
    );
    // A mock posing as a GPU with less workgroup memory than the configuration's tiles refuses
    // it, as that GPU would.
    if let Err(e) = &run {
        if refused_as_the_device_should(info, e) && e.to_string().contains("bytes of var<workgroup> memory") {
            skip!("{}: {config}: refused as it should be: {e}", info.id);
            return false;
        }
    }
    if !config.starts_with("bcast") {
        run.unwrap_or_else(|e| panic!("{}: {config}: {e}", info.id));
        return true;
    }
    let runs = info.features.subgroups
        && info.subgroup_min_size >= 8
        && 64 % info.subgroup_size == 0
        && 64 % info.subgroup_min_size == 0;
    match run {
        Ok(()) => assert!(runs, "{}: {config} ran", info.id),
        Err(e) => assert!(
            !runs && e.to_string().contains("shares values across subgroups of at least 8"),
            "{}: {config}: {e}",
            info.id
        ),
    }
    runs
}

/// Every configuration a convolution's implicit GEMM can run on, forced (strides, padding,
/// dilation, batches, shapes across the blocks' edges, images sharing a block, input channels
/// fewer than a step's depth and more, padded to whole steps).
fn every_conv2d_configuration_matches_the_reference(ctx: &GpuContext) {
    use ops::Conv2dSpec;
    let specs = [
        Conv2dSpec::new(2, 3, 5, (7, 9), (3, 3)).padding(1, 1),
        Conv2dSpec::new(1, 4, 6, (10, 11), (3, 2))
            .stride(2, 3)
            .padding(1, 2)
            .dilation(1, 2),
        Conv2dSpec::new(3, 19, 7, (6, 5), (3, 3)).padding(1, 0),
        Conv2dSpec::new(2, 17, 3, (4, 4), (1, 1)),
    ];
    for config in ops::gemm_configs().into_iter().filter(|c| runs_here(ctx, c)) {
        check_conv2d(ctx, &config, &specs, &mut |spec, x, w, bias| {
            let (oh, ow) = spec.output_size().unwrap();
            let mut y = ctx.alloc::<f32>(spec.batch * spec.out_channels * oh * ow)?;
            ops::conv2d_with_config(ctx, spec, &config, x, w, bias, &mut y)?;
            Ok(y)
        });
    }
}

fn conv2d_matches_the_reference(ctx: &GpuContext) {
    use ops::Conv2dSpec;
    let specs = [
        Conv2dSpec::new(1, 1, 1, (1, 1), (1, 1)),
        Conv2dSpec::new(2, 3, 4, (7, 9), (3, 3)),
        Conv2dSpec::new(1, 4, 6, (10, 11), (3, 2)).stride(2, 3).padding(1, 2),
        Conv2dSpec::new(2, 4, 4, (9, 9), (3, 3))
            .dilation(2, 1)
            .padding(2, 1)
            .groups(2),
        Conv2dSpec::new(1, 6, 6, (8, 5), (5, 3)).padding(2, 1).groups(6),
        // Stride 1, one group: the CPU device's direct twin (padding, dilation, a last block
        // of channels part full, blocks of pixels across rows, a padded 1 × 1).
        Conv2dSpec::new(1, 3, 9, (9, 7), (3, 2)).padding(2, 1).dilation(2, 3),
        Conv2dSpec::new(2, 5, 11, (13, 50), (3, 3)).padding(1, 1),
        Conv2dSpec::new(1, 2, 17, (5, 5), (1, 1)).padding(1, 1),
    ];
    check_conv2d(ctx, "conv2d", &specs, &mut |spec, x, w, bias| {
        ops::conv2d(ctx, spec, x, w, bias)
    });
    let dev = ctx.info().id;
    let x = ctx.upload(&[0.0f32; 16]).unwrap();
    let e = ops::conv2d(ctx, &Conv2dSpec::new(1, 1, 1, (4, 4), (5, 5)), &x, &x, None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("larger than the padded input"), "{dev}: {e}");
    let e = ops::conv2d(ctx, &Conv2dSpec::new(1, 1, 2, (4, 4), (1, 1)).groups(2), &x, &x, None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("groups must divide"), "{dev}: {e}");
    let e = ops::conv2d(ctx, &Conv2dSpec::new(1, 1, 1, (4, 4), (3, 3)), &x, &x, None)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("the weight has 16 elements but the shape needs 9"),
        "{dev}: {e}"
    );
}

fn pooling_matches_the_reference(ctx: &GpuContext) {
    use ops::Pool2dSpec;
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let specs = [
        Pool2dSpec::new(1, 1, (1, 1), (1, 1)),
        Pool2dSpec::new(2, 3, (8, 8), (2, 2)),
        Pool2dSpec::new(1, 2, (7, 9), (3, 3)).stride(2, 2).padding(1, 1),
        Pool2dSpec::new(1, 1, (5, 6), (2, 3)).stride(1, 2),
    ];
    for spec in specs {
        let (h, w) = spec.input;
        let (oh, ow) = spec.output_size().unwrap();
        let x = rand_f32s(&mut rng, spec.batch * spec.channels * h * w, -10.0, 10.0);
        let dx = ctx.upload(&x).unwrap();
        let mx = ctx.download(&ops::max_pool2d(ctx, &spec, &dx).unwrap()).unwrap();
        let av = ctx.download(&ops::avg_pool2d(ctx, &spec, &dx).unwrap()).unwrap();
        for plane in 0..spec.batch * spec.channels {
            for oy in 0..oh {
                for ox in 0..ow {
                    let (mut m, mut sum) = (f32::NEG_INFINITY, 0.0f64);
                    for ky in 0..spec.kernel.0 {
                        for kx in 0..spec.kernel.1 {
                            let iy = (oy * spec.stride.0 + ky) as isize - spec.padding.0 as isize;
                            let ix = (ox * spec.stride.1 + kx) as isize - spec.padding.1 as isize;
                            if iy < 0 || ix < 0 || iy >= h as isize || ix >= w as isize {
                                continue;
                            }
                            let v = x[(plane * h + iy as usize) * w + ix as usize];
                            m = m.max(v);
                            sum += v as f64;
                        }
                    }
                    let at = (plane * oh + oy) * ow + ox;
                    assert_eq!(mx[at], m, "{dev}: max pool {spec:?} at {at}");
                    let want = sum / (spec.kernel.0 * spec.kernel.1) as f64;
                    assert!(
                        (av[at] as f64 - want).abs() <= 1e-5 * (1.0 + want.abs()),
                        "{dev}: avg pool {spec:?} at {at}"
                    );
                }
            }
        }
    }
    let x = ctx.upload(&[0.0f32; 16]).unwrap();
    let e = ops::max_pool2d(ctx, &Pool2dSpec::new(1, 1, (4, 4), (5, 5)), &x)
        .unwrap_err()
        .to_string();
    assert!(e.contains("larger than the padded input"), "{dev}: {e}");
    let e = ops::avg_pool2d(ctx, &Pool2dSpec::new(1, 2, (4, 4), (2, 2)), &x)
        .unwrap_err()
        .to_string();
    assert!(e.contains("16 elements") && e.contains("32"), "{dev}: {e}");
}

fn softmax_rows_match_the_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for (rows, cols) in SHAPES {
        let mut x = rand_f32s(&mut rng, rows * cols, -20.0, 20.0);
        x[0] = 1000.0; // a large value: stable only if the maximum is subtracted first
        for log in [false, true] {
            let got = if log {
                ops::host::log_softmax(ctx, &x, cols)
            } else {
                ops::host::softmax(ctx, &x, cols)
            }
            .unwrap_or_else(|e| panic!("{dev}: {e}"));
            for r in 0..rows {
                let row = &x[r * cols..(r + 1) * cols];
                let m = row.iter().cloned().fold(f32::NEG_INFINITY, f32::max) as f64;
                let s: f64 = row.iter().map(|&v| (v as f64 - m).exp()).sum();
                for c in 0..cols {
                    let v = row[c] as f64 - m;
                    let (want, tol) = if log {
                        (v - s.ln(), 1e-5 * (1.0 + (v - s.ln()).abs()))
                    } else {
                        ((v.exp()) / s, 1e-5 * (v.exp() / s) + 1e-7)
                    };
                    let g = got[r * cols + c] as f64;
                    assert!(
                        (g - want).abs() <= tol,
                        "{dev}: {}softmax row {r} col {c} of {rows}x{cols}: {g} vs {want}",
                        if log { "log_" } else { "" }
                    );
                }
            }
        }
    }
    // Special rows, the same on every device: NaN anywhere makes the row NaN; a row of −∞ is
    // 0/0 = NaN; −∞ beside finite values is exactly 0.
    let (inf, nan) = (f32::INFINITY, f32::NAN);
    let x = [1.0, nan, 2.0, -inf, -inf, -inf, -inf, 0.0, 0.0];
    let got = ops::host::softmax(ctx, &x, 3).unwrap_or_else(|e| panic!("{dev}: {e}"));
    assert!(got[..6].iter().all(|v| v.is_nan()), "{dev}: {got:?}");
    assert_eq!(got[6], 0.0, "{dev}: {got:?}");
    assert!(
        (got[7] - 0.5).abs() < 1e-6 && (got[8] - 0.5).abs() < 1e-6,
        "{dev}: {got:?}"
    );
    let e = ops::host::softmax(ctx, &[1.0; 10], 3).unwrap_err().to_string();
    assert!(e.contains("10 elements are not rows of 3 columns"), "{dev}: {e}");
    let e = ops::host::softmax(ctx, &[1.0; 10], 0).unwrap_err().to_string();
    assert!(e.contains("0 columns"), "{dev}: {e}");
}

const SHAPES: [(usize, usize); 6] = [(1, 1), (3, 7), (5, 256), (2, 1000), (17, 33), (300, 3)];

fn row_reductions_and_norms_match_the_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let eps32 = f32::EPSILON as f64;
    for (rows, cols) in SHAPES {
        // Rows far from 0 with a small spread: a one-pass variance would lose them.
        let x: Vec<f32> = rand_f32s(&mut rng, rows * cols, -1.0, 1.0)
            .iter()
            .map(|v| v + 1000.0)
            .collect();
        let dx = ctx.upload(&x).unwrap();
        let sums = ctx.download(&ops::sum_rows(ctx, &dx, cols).unwrap()).unwrap();
        let means = ctx.download(&ops::mean_rows(ctx, &dx, cols).unwrap()).unwrap();
        let maxs = ctx.download(&ops::max_rows(ctx, &dx, cols).unwrap()).unwrap();
        let mins = ctx.download(&ops::min_rows(ctx, &dx, cols).unwrap()).unwrap();
        let ln = ctx.download(&ops::layer_norm(ctx, &dx, cols, 1e-5).unwrap()).unwrap();
        let rms = ctx.download(&ops::rms_norm(ctx, &dx, cols, 1e-5).unwrap()).unwrap();
        let weight: Vec<f32> = rand_f32s(&mut rng, cols, 0.5, 2.0);
        let bias: Vec<f32> = rand_f32s(&mut rng, cols, -1.0, 1.0);
        let (dw, db) = (ctx.upload(&weight).unwrap(), ctx.upload(&bias).unwrap());
        let mut lna = ctx.alloc::<f32>(rows * cols).unwrap();
        ops::layer_norm_affine_into(ctx, &dx, &mut lna, &dw, &db, 1e-5).unwrap();
        let lna = ctx.download(&lna).unwrap();
        let mut rmsa = ctx.alloc::<f32>(rows * cols).unwrap();
        ops::rms_norm_affine_into(ctx, &dx, &mut rmsa, &dw, 1e-5).unwrap();
        let rmsa = ctx.download(&rmsa).unwrap();
        for r in 0..rows {
            let row: Vec<f64> = x[r * cols..(r + 1) * cols].iter().map(|&v| v as f64).collect();
            let sum: f64 = row.iter().sum();
            let depth = (cols / 256) as f64 + 10.0;
            assert!(
                (sums[r] as f64 - sum).abs() <= depth * eps32 * sum.abs(),
                "{dev}: sum of row {r} ({rows}x{cols})"
            );
            assert!(
                (means[r] as f64 - sum / cols as f64).abs() <= (depth + 1.0) * eps32 * (sum / cols as f64).abs(),
                "{dev}: mean of row {r}"
            );
            assert_eq!(
                maxs[r] as f64,
                row.iter().cloned().fold(f64::MIN, f64::max),
                "{dev}: max of row {r}"
            );
            assert_eq!(
                mins[r] as f64,
                row.iter().cloned().fold(f64::MAX, f64::min),
                "{dev}: min of row {r}"
            );
            let mean = sum / cols as f64;
            let var: f64 = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / cols as f64;
            let ms: f64 = row.iter().map(|v| v * v).sum::<f64>() / cols as f64;
            for c in 0..cols {
                let i = r * cols + c;
                // The f32 mean of values near 1000 is off by up to ~1000·depth·ε, which the
                // normalised value carries divided by the row's spread.
                let want = (row[c] - mean) / (var + 1e-5).sqrt();
                let tol = (depth + 2.0) * eps32 * 1001.0 / (var + 1e-5).sqrt() + 1e-5 * (1.0 + want.abs());
                assert!(
                    (ln[i] as f64 - want).abs() <= tol,
                    "{dev}: layer_norm [{r},{c}] of {rows}x{cols}: {} vs {want}",
                    ln[i]
                );
                let want_a = want * weight[c] as f64 + bias[c] as f64;
                assert!(
                    (lna[i] as f64 - want_a).abs() <= 2.0 * tol + 1e-6,
                    "{dev}: layer_norm affine [{r},{c}]: {} vs {want_a}",
                    lna[i]
                );
                let want = row[c] / (ms + 1e-5).sqrt();
                assert!(
                    (rms[i] as f64 - want).abs() <= 1e-5 * want.abs() * depth,
                    "{dev}: rms_norm [{r},{c}]: {} vs {want}",
                    rms[i]
                );
                let want = want * weight[c] as f64;
                assert!(
                    (rmsa[i] as f64 - want).abs() <= 2e-5 * want.abs() * depth,
                    "{dev}: rms_norm affine [{r},{c}]"
                );
            }
        }
    }
    let dx = ctx.upload(&[1.0f32; 12]).unwrap();
    let e = ops::sum_rows_into(ctx, &dx, &mut ctx.alloc::<f32>(4).unwrap(), 4)
        .unwrap_err()
        .to_string();
    assert!(e.contains("4 elements") && e.contains("3"), "{dev}: {e}");
    let e = ops::layer_norm(ctx, &dx, 5, 1e-5).unwrap_err().to_string();
    assert!(e.contains("not rows of 5 columns"), "{dev}: {e}");
    let e = ops::layer_norm(ctx, &dx, 4, f32::NAN).unwrap_err().to_string();
    assert!(e.contains("eps"), "{dev}: {e}");
    let w = ctx.upload(&[1.0f32; 5]).unwrap();
    let e = ops::rms_norm_affine_into(ctx, &dx, &mut ctx.alloc::<f32>(12).unwrap(), &w, 1e-5)
        .unwrap_err()
        .to_string();
    assert!(e.contains("not rows of 5 columns"), "{dev}: {e}");
}

fn matmul_matches_the_reference_with_transposes_batches_and_epilogues(ctx: &GpuContext) {
    let shapes = [
        (1usize, 1usize, 1usize),
        (3, 5, 7),
        (64, 64, 64),
        (65, 17, 130),
        (1, 300, 1),
        (130, 1, 3),
        (4, 0, 5),
    ];
    check_matmul(ctx, "matmul", &shapes, &mut |spec, a, b, c, epilogue| {
        ops::matmul_with(ctx, spec, a, b, c, epilogue)
    });
    // With TF32 allowed, whichever kernel the engine picks (TF32 tensor cores where the device
    // has them, f32 elsewhere) is within TF32's bound.
    check_matmul_as(
        ctx,
        "matmul allowing TF32",
        &shapes,
        F32Products::Tf32Allowed,
        &mut |spec, a, b, c, epilogue| ops::matmul_with(ctx, spec, a, b, c, epilogue),
    );
    // Plain form, and every length checked against the shape.
    let (a, b) = (
        ctx.upload(&[1.0f32, 2.0, 3.0, 4.0]).unwrap(),
        ctx.upload(&[1.0f32, 0.0, 0.0, 1.0]).unwrap(),
    );
    let mut c = ctx.alloc::<f32>(4).unwrap();
    ops::matmul(ctx, &a, &b, &mut c, 2, 2, 2).unwrap();
    assert_eq!(ctx.download(&c).unwrap(), [1.0, 2.0, 3.0, 4.0], "{}", ctx.info().id);
    let dev = ctx.info().id;
    let e = ops::matmul(ctx, &a, &b, &mut c, 2, 3, 2).unwrap_err().to_string();
    assert!(e.contains("a has 4 elements but 2×3 · 3×2 needs 6"), "{dev}: {e}");
    let e = ops::matmul(ctx, &a, &b, &mut ctx.alloc::<f32>(5).unwrap(), 2, 2, 2)
        .unwrap_err()
        .to_string();
    assert!(e.contains("c has 5 elements"), "{dev}: {e}");
    let e = ops::matmul(ctx, &a, &b, &mut c, usize::MAX, 2, 2)
        .unwrap_err()
        .to_string();
    assert!(e.contains("overflows"), "{dev}: {e}");
    // Tuning ahead of time checks the shape the same way.
    let e = ops::tune_matmul(ctx, &[ops::MatmulSpec::new(usize::MAX, 2, 2)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("overflows"), "{dev}: {e}");
}

/// Every configuration the GEMM engine can choose (each block shape and stage count, with scalar
/// and `vec4` global access), forced, on odd shapes that cross every edge of the blocks (and
/// multiples of 4, where `vec4` access applies), with transposes, batches and epilogues.
fn every_gemm_configuration_matches_the_reference(ctx: &GpuContext) {
    let shapes = [(1usize, 3usize, 2usize), (67, 19, 131), (132, 36, 68), (5, 0, 4)];
    let configs = offered_here::<f32>(ctx, &ops::MatmulSpec::new(1, 1, 1), ops::gemm_configs());
    for config in configs.into_iter().filter(|c| runs_here(ctx, c)) {
        check_matmul(ctx, &config, &shapes, &mut |spec, a, b, c, epilogue| {
            ops::matmul_with_config(ctx, spec, &config, a, b, c, epilogue)
        });
    }
    let (a, mut c) = (ctx.upload(&[1.0f32; 4]).unwrap(), ctx.alloc::<f32>(4).unwrap());
    let spec = ops::MatmulSpec::new(2, 2, 2);
    let e = ops::matmul_with_config(ctx, &spec, "128x128x8_t8x8_s3_v4", &a, &a, &mut c, Default::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("not a matmul configuration"), "{e}");
}

/// Every TF32 tensor-core configuration (f32 with `MatmulSpec::allow_tf32`), forced, on the
/// same shapes: the result of A and B rounded to TF32 (each element once, where the kernel
/// stages it; truncated by the `wgmma` kernels, `_g64x`) and multiplied exactly, within f32's
/// bound, on every device with cooperative
/// matrices (TF32 tensor cores on NVIDIA from sm_80, the exact loops elsewhere). Without
/// `allow_tf32` a TF32 configuration is refused; the engine offers none by default.
fn every_tf32_gemm_configuration_matches_the_reference(ctx: &GpuContext) {
    let info = ctx.info();
    let tf32 = ops::MatmulSpec::new(1, 1, 1).allow_tf32();
    let configs: Vec<String> = ops::gemm_configs_for::<f32>(&tf32)
        .into_iter()
        .filter(|c| c.starts_with("mma"))
        .collect();
    assert!(!configs.is_empty());
    assert!(
        ops::gemm_configs().iter().all(|c| !configs.contains(c)),
        "TF32 kernels are not offered for exact f32 products"
    );
    if !info.features.cooperative_matrices {
        skip!("{}: no cooperative matrices", info.id);
        return;
    }
    let tensor_cores = configs[0].clone();
    let configs = offered_here::<f32>(ctx, &tf32, configs);
    if configs.is_empty() {
        // A GPU whose TF32 products run the f32 kernels (`GemmElement::on_device`).
        assert_tensor_cores_refuse_exact_f32(ctx, &tensor_cores);
        skip!("{}: no TF32 tensor-core configuration offered", info.id);
        return;
    }
    let shapes = [(1usize, 3usize, 2usize), (67, 19, 131), (132, 36, 68), (5, 0, 4)];
    for config in &configs {
        let products = if config.contains("_g64x") {
            F32Products::Tf32Truncated
        } else {
            F32Products::Tf32
        };
        check_matmul_as(ctx, config, &shapes, products, &mut |spec, a, b, c, epilogue| {
            ops::matmul_with_config(ctx, spec, config, a, b, c, epilogue)
        });
    }
    assert_tensor_cores_refuse_exact_f32(ctx, &configs[0]);
}

/// A tensor-core configuration forced on an f32 product without `allow_tf32` is refused with
/// what the tensor cores take.
fn assert_tensor_cores_refuse_exact_f32(ctx: &GpuContext, config: &str) {
    let (a, mut c) = (ctx.upload(&[1.0f32; 4]).unwrap(), ctx.alloc::<f32>(4).unwrap());
    let spec = ops::MatmulSpec::new(2, 2, 2);
    let e = ops::matmul_with_config(ctx, &spec, config, &a, &a, &mut c, Default::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("which take f16, bf16, or f32 with MatmulSpec::allow_tf32, not f32"),
        "{}: {config}: {e}",
        ctx.info().id
    );
}

type MatmulRun<'a> = dyn FnMut(
        &ops::MatmulSpec,
        &anygpu::DeviceBuffer<f32>,
        &anygpu::DeviceBuffer<f32>,
        &mut anygpu::DeviceBuffer<f32>,
        ops::Epilogue<'_>,
    ) -> anygpu::Result<()>
    + 'a;

/// A product of (m, k, n) with these transposes, batch and B sharing.
fn case_spec(
    (m, k, n): (usize, usize, usize),
    trans_a: bool,
    trans_b: bool,
    batch: usize,
    shared_b: bool,
) -> ops::MatmulSpec {
    let mut spec = ops::MatmulSpec::new(m, k, n).batched(batch);
    if trans_a {
        spec = spec.transpose_a();
    }
    if trans_b {
        spec = spec.transpose_b();
    }
    if shared_b {
        spec = spec.shared_b();
    }
    spec
}

/// What an f32 product may do with its operands.
#[derive(Clone, Copy, PartialEq)]
enum F32Products {
    /// Exact f32 products.
    Exact,
    /// A TF32 tensor-core kernel: A and B rounded to TF32 (`KernelSource::allow_tf32`), then
    /// exact products summed in f32.
    Tf32,
    /// A TF32 warpgroup kernel (`wgmma`, `_g64x`): A and B truncated to TF32 (their 13 low
    /// fraction bits cleared, as the tensor cores read f32 in shared memory), then exact
    /// products summed in f32.
    Tf32Truncated,
    /// `MatmulSpec::allow_tf32`: either of the above, within TF32's bound.
    Tf32Allowed,
}

/// `run` against an f64 reference, within the error bound of a sum of `k` products, on each
/// shape with four mixes of transposes, batches, a shared B, a bias and activations.
fn check_matmul(ctx: &GpuContext, what: &str, shapes: &[(usize, usize, usize)], run: &mut MatmulRun<'_>) {
    check_matmul_as(ctx, what, shapes, F32Products::Exact, run)
}

/// [`check_matmul`] for products that may take A and B as TF32 (`products`).
fn check_matmul_as(
    ctx: &GpuContext,
    what: &str,
    shapes: &[(usize, usize, usize)],
    products: F32Products,
    run: &mut MatmulRun<'_>,
) {
    use ops::Epilogue;
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for &(m, k, n) in shapes {
        for (trans_a, trans_b, batch, shared_b, bias, act) in [
            (false, false, 1, false, false, None),
            (true, false, 2, false, true, Some(Unary::Relu)),
            (false, true, 3, true, false, Some(Unary::GeluErf)),
            (true, true, 1, false, true, Some(Unary::LeakyRelu { slope: 0.25 })),
        ] {
            let b_count = if shared_b { 1 } else { batch };
            let a = rand_f32s(&mut rng, batch * m * k, -1.0, 1.0);
            let b = rand_f32s(&mut rng, b_count * k * n, -1.0, 1.0);
            let bias_v = rand_f32s(&mut rng, n, -1.0, 1.0);
            let mut spec = case_spec((m, k, n), trans_a, trans_b, batch, shared_b);
            if products != F32Products::Exact {
                spec = spec.allow_tf32();
            }
            let (da, db, dbias) = (
                ctx.upload(&a).unwrap(),
                ctx.upload(&b).unwrap(),
                ctx.upload(&bias_v).unwrap(),
            );
            let mut dc = ctx.upload(&vec![f32::NAN; batch * m * n]).unwrap();
            let epilogue = Epilogue {
                bias: bias.then_some(&dbias),
                activation: act,
            };
            run(&spec, &da, &db, &mut dc, epilogue).unwrap_or_else(|e| panic!("{dev}: {what} {spec:?}: {e}"));
            let c = ctx.download(&dc).unwrap();
            for z in 0..batch {
                let bz = if shared_b { 0 } else { z };
                for i in 0..m {
                    for j in 0..n {
                        let (mut sum, mut mag) = (0.0f64, 0.0f64);
                        let operand = |x: f32| match products {
                            F32Products::Tf32 => tf32(x),
                            F32Products::Tf32Truncated => f64::from(f32::from_bits(x.to_bits() & 0xffff_e000)),
                            _ => f64::from(x),
                        };
                        for l in 0..k {
                            let av = operand(if trans_a {
                                a[z * m * k + l * m + i]
                            } else {
                                a[z * m * k + i * k + l]
                            });
                            let bv = operand(if trans_b {
                                b[bz * k * n + j * k + l]
                            } else {
                                b[bz * k * n + l * n + j]
                            });
                            sum += av * bv;
                            mag += (av * bv).abs();
                        }
                        if bias {
                            sum += bias_v[j] as f64;
                            mag += (bias_v[j] as f64).abs();
                        }
                        let want = act.map_or(sum, |op| reference(op, sum));
                        let got = c[z * m * n + i * n + j] as f64;
                        // Where TF32 is allowed but not known to be used: each product off by up
                        // to twice TF32's unit roundoff (2⁻¹¹ per operand).
                        let rounding = if products == F32Products::Tf32Allowed {
                            2.02 / 2048.0 * mag
                        } else {
                            0.0
                        };
                        let tol =
                            (k as f64 + 2.0) * f32::EPSILON as f64 * mag * 2.0 + 2e-6 * (1.0 + want.abs()) + rounding;
                        assert!(
                            (got - want).abs() <= tol,
                            "{dev}: {what} {spec:?} bias {bias} {act:?}: c[{z}][{i}][{j}] = {got}, want {want}"
                        );
                    }
                }
            }
        }
    }
}

/// The CPU device runs matmul (and conv2d through it) with a native sgemm twin by default;
/// without it, the portable WGSL kernel every GPU runs, which must meet the same bounds.
fn portable_matmul_and_conv2d_match_the_reference(ctx: &GpuContext) {
    assert_eq!(
        ctx.native_ops(),
        ctx.info().kind == anygpu::DeviceKind::Cpu,
        "{}: only the CPU device has native twins",
        ctx.info().id
    );
    ctx.set_native_ops(false);
    assert!(!ctx.native_ops());
    matmul_matches_the_reference_with_transposes_batches_and_epilogues(ctx);
    conv2d_matches_the_reference(ctx);
}

/// The 16-bit element types of the ops, as the tests need them.
pub(crate) trait Half16: ops::OpFloat + PartialEq + std::fmt::Debug + std::fmt::Display {
    /// Half an ulp, relative: 2^-11 (f16), 2^-8 (bf16).
    const UNIT_ROUNDOFF: f64;
    /// Half the smallest subnormal: the rounding error's absolute floor.
    const FLOOR: f64;
    const NAN: Self;
    const ONE: Self;
    fn from_f64(x: f64) -> Self;
    fn to_f64(self) -> f64;
    /// Whether the device has the type.
    fn on(info: &anygpu::DeviceInfo) -> bool;
}

impl Half16 for half::f16 {
    const UNIT_ROUNDOFF: f64 = 1.0 / 2048.0;
    const FLOOR: f64 = 2.9802322387695312e-8; // 2^-25
    const NAN: Self = half::f16::NAN;
    const ONE: Self = half::f16::ONE;
    fn from_f64(x: f64) -> Self {
        half::f16::from_f64(x)
    }
    fn to_f64(self) -> f64 {
        half::f16::to_f64(self)
    }
    fn on(info: &anygpu::DeviceInfo) -> bool {
        info.features.f16
    }
}

impl Half16 for half::bf16 {
    const UNIT_ROUNDOFF: f64 = 1.0 / 256.0;
    const FLOOR: f64 = 1e-45;
    const NAN: Self = half::bf16::NAN;
    const ONE: Self = half::bf16::ONE;
    fn from_f64(x: f64) -> Self {
        half::bf16::from_f64(x)
    }
    fn to_f64(self) -> f64 {
        half::bf16::to_f64(self)
    }
    fn on(info: &anygpu::DeviceInfo) -> bool {
        info.features.bf16
    }
}

/// f16 buffers through the elementwise ops and the reductions: computed in f32, stored rounded
/// once (add, sub, mul, div correctly rounded); reductions accumulate in f32. A device without
/// f16 says so.
fn f16_elementwise_ops_and_reductions(ctx: &GpuContext) {
    half_elementwise_ops_and_reductions::<half::f16>(ctx);
}

/// The same for bf16 buffers (every cpu, cuda and rocm device; wgpu says it has no bfloat16).
fn bf16_elementwise_ops_and_reductions(ctx: &GpuContext) {
    half_elementwise_ops_and_reductions::<half::bf16>(ctx);
}

fn half_elementwise_ops_and_reductions<H: Half16>(ctx: &GpuContext) {
    let name = H::NAME;
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let n = 1000 + rng.random_range(0..3000);
    let x: Vec<H> = rand_f32s(&mut rng, n, -4.0, 4.0).into_iter().map(H::from_f32).collect();
    let y: Vec<H> = rand_f32s(&mut rng, n, -4.0, 4.0).into_iter().map(H::from_f32).collect();
    let (dx, dy) = (ctx.upload(&x).unwrap(), ctx.upload(&y).unwrap());
    if !H::on(ctx.info()) {
        let e = ops::relu(ctx, &dx).unwrap_err();
        assert!(matches!(e, GpuError::NotSupported(_)), "{dev}: {e:?}");
        assert!(e.to_string().contains(name), "{dev}: {e}");
        return;
    }
    let sum = ctx.download(&ops::add(ctx, &dx, &dy).unwrap()).unwrap();
    let quot = ctx.download(&ops::div(ctx, &dx, &dy).unwrap()).unwrap();
    let gelu = ctx.download(&ops::gelu(ctx, &dx).unwrap()).unwrap();
    let mut relu = ctx.upload(&x).unwrap();
    ops::relu_in_place(ctx, &mut relu).unwrap();
    let relu = ctx.download(&relu).unwrap();
    for i in 0..n {
        let (a, b) = (x[i].to_f64(), y[i].to_f64());
        assert_eq!(sum[i], H::from_f64(a + b), "{dev}: {name} {a} + {b}");
        assert_eq!(quot[i], H::from_f64(a / b), "{dev}: {name} {a} / {b}");
        assert_eq!(relu[i], H::from_f64(a.max(0.0)), "{dev}: {name} relu {a}");
        let g = reference(Unary::GeluErf, a);
        assert!(
            (gelu[i].to_f64() - g).abs() <= (2.0 * H::UNIT_ROUNDOFF).max(1e-3) * g.abs().max(1.0),
            "{dev}: {name} gelu {a}: {} vs {g}",
            gelu[i]
        );
    }
    let want: f64 = x.iter().map(|v| v.to_f64()).sum();
    let got = ops::sum(ctx, &dx).unwrap() as f64;
    assert!(
        (got - want).abs() <= 1e-4 * n as f64,
        "{dev}: {name} sum {got} vs {want}"
    );
    let want: f64 = x.iter().zip(&y).map(|(a, b)| a.to_f64() * b.to_f64()).sum();
    let got = ops::dot(ctx, &dx, &dy).unwrap() as f64;
    assert!(
        (got - want).abs() <= 1e-3 * n as f64,
        "{dev}: {name} dot {got} vs {want}"
    );
    let want = x.iter().map(|v| v.to_f64() as f32).fold(f32::MIN, f32::max);
    assert_eq!(ops::max(ctx, &dx).unwrap(), want, "{dev}: {name} max");
}

/// f16 matmuls on every configuration the GEMM engine can choose for f16 (the tensor-core
/// kernels: NVIDIA's with waves of 32 work-items, AMD's through registers with waves of 32 and
/// 64, where the device has cooperative matrices; one SIMT kernel and the direct one), forced,
/// and on the tuner's choice: against an f64 reference of
/// the f16 inputs, within an f32 sum's error bound plus the one rounding to f16. Shapes cross
/// every edge of the blocks, with `k` not a multiple of the depth, transposes, batches, a shared
/// B and epilogues; k = 0 gives the epilogue of zeros.
fn f16_matmul_matches_the_reference_on_every_configuration(ctx: &GpuContext) {
    half_matmul_matches_the_reference::<half::f16>(ctx, &[32, 64]);
}

/// The same for bf16 (the same kernels, their 16-bit floats compiled as bfloat16), with the
/// tensor-core kernels' waves of 32 (the f16 test covers AMD's waves of 64, whose tiling does
/// not depend on the element type). wgpu says it has no bfloat16.
fn bf16_matmul_matches_the_reference_on_every_configuration(ctx: &GpuContext) {
    half_matmul_matches_the_reference::<half::bf16>(ctx, &[32]);
}

fn half_matmul_matches_the_reference<H: Half16>(ctx: &GpuContext, waves: &[u32]) {
    use ops::Epilogue;
    let name = H::NAME;
    let info = ctx.info();
    let dev = info.id;
    if !H::on(info) {
        let (a, mut c) = (ctx.upload(&[H::ONE; 4]).unwrap(), ctx.alloc::<H>(4).unwrap());
        let e = ops::matmul(ctx, &a, &a, &mut c, 2, 2, 2).unwrap_err();
        assert!(matches!(e, GpuError::NotSupported(_)), "{dev}: {e:?}");
        assert!(e.to_string().contains(name), "{dev}: {e}");
        return;
    }
    let wave_of = |c: &str| if c.contains("_l64") { 64 } else { 32 };
    let configs: Vec<String> = ops::gemm_configs_of::<H>()
        .into_iter()
        .filter(|c| info.features.cooperative_matrices || !c.starts_with("mma"))
        .filter(|c| !c.starts_with("mma") || waves.contains(&wave_of(c)))
        // The SIMT kernels are the f32 ones with conversions at the edges: one of each kind
        // (direct, tiled, broadcast where the subgroups take it).
        .filter(|c| {
            c.starts_with("mma")
                || c == "direct"
                || c.starts_with("128x128x8_t8x8_s2")
                || (c.starts_with("bcast32") && runs_here(ctx, c))
        })
        .collect();
    let mut configs = offered_here::<H>(ctx, &ops::MatmulSpec::new(1, 1, 1), configs);
    configs.push(String::new());
    let mut rng = rand::rng();
    // Every dimension a multiple of 8 (16-byte access), odd ones (a forced `_v8` runs element by
    // element), and k = 0.
    let shapes = [(72usize, 40usize, 136usize), (67, 19, 131), (5, 0, 4)];
    for config in &configs {
        for &(m, k, n) in &shapes {
            for (trans_a, trans_b, batch, shared_b, bias, act) in [
                (false, false, 1, false, false, None),
                (true, false, 2, false, true, Some(Unary::Relu)),
                (false, true, 2, true, false, Some(Unary::GeluErf)),
                (true, true, 1, false, true, None),
            ] {
                let b_count = if shared_b { 1 } else { batch };
                let half = |v: Vec<f32>| -> Vec<H> { v.into_iter().map(H::from_f32).collect() };
                let a = half(rand_f32s(&mut rng, batch * m * k, -1.0, 1.0));
                let b = half(rand_f32s(&mut rng, b_count * k * n, -1.0, 1.0));
                let bias_v = rand_f32s(&mut rng, n, -1.0, 1.0);
                let spec = case_spec((m, k, n), trans_a, trans_b, batch, shared_b);
                let (da, db, dbias) = (
                    ctx.upload(&a).unwrap(),
                    ctx.upload(&b).unwrap(),
                    ctx.upload(&bias_v).unwrap(),
                );
                let mut dc = ctx.upload(&vec![H::NAN; batch * m * n]).unwrap();
                let epilogue = Epilogue {
                    bias: bias.then_some(&dbias),
                    activation: act,
                };
                let run = if config.is_empty() {
                    ops::matmul_with(ctx, &spec, &da, &db, &mut dc, epilogue)
                } else {
                    ops::matmul_with_config(ctx, &spec, config, &da, &db, &mut dc, epilogue)
                };
                run.unwrap_or_else(|e| panic!("{dev}: {name} {config} {spec:?}: {e}"));
                let c = ctx.download(&dc).unwrap();
                for z in 0..batch {
                    let bz = if shared_b { 0 } else { z };
                    for i in 0..m {
                        for j in 0..n {
                            let (mut sum, mut mag) = (0.0f64, 0.0f64);
                            for l in 0..k {
                                let av = if trans_a {
                                    a[z * m * k + l * m + i]
                                } else {
                                    a[z * m * k + i * k + l]
                                };
                                let bv = if trans_b {
                                    b[bz * k * n + j * k + l]
                                } else {
                                    b[bz * k * n + l * n + j]
                                };
                                let p = av.to_f64() * bv.to_f64();
                                sum += p;
                                mag += p.abs();
                            }
                            if bias {
                                sum += bias_v[j] as f64;
                                mag += (bias_v[j] as f64).abs();
                            }
                            let want = act.map_or(sum, |op| reference(op, sum));
                            let got = c[z * m * n + i * n + j].to_f64();
                            // The f32 sum's bound, then half an ulp of the type (relative; its
                            // floor among the subnormals) for the rounding, and the
                            // activation's error.
                            let tol = (k as f64 + 2.0) * f32::EPSILON as f64 * mag * 2.0
                                + want.abs() * H::UNIT_ROUNDOFF * 1.01
                                + 2.0 * H::FLOOR
                                + 2e-6 * (1.0 + want.abs());
                            assert!(
                                (got - want).abs() <= tol,
                                "{dev}: {name} {config} {spec:?} bias {bias} {act:?}: c[{z}][{i}][{j}] = {got}, want {want}"
                            );
                        }
                    }
                }
            }
        }
    }
    // A tensor-core configuration is for 16-bit products (and f32 with TF32 allowed) only.
    assert_tensor_cores_refuse_exact_f32(ctx, "mma64x128x16_w32x64_s3_v8");
}

context_tests! {
    f16_elementwise_ops_and_reductions,
    bf16_elementwise_ops_and_reductions,
    f16_matmul_matches_the_reference_on_every_configuration,
    bf16_matmul_matches_the_reference_on_every_configuration,
    portable_matmul_and_conv2d_match_the_reference,
    every_gemm_configuration_matches_the_reference,
    every_tf32_gemm_configuration_matches_the_reference,
    every_conv2d_configuration_matches_the_reference,
    unary_ops_match_the_reference_in_every_form,
    binary_ops_match_the_reference,
    reductions_match_the_reference,
    softmax_rows_match_the_reference,
    row_reductions_and_norms_match_the_reference,
    matmul_matches_the_reference_with_transposes_batches_and_epilogues,
    argmax_finds_the_first_largest_and_the_first_nan,
    transpose_moves_every_element,
    fused_batches_match_the_unfused_ops,
    fused_reductions_match_the_reduction_of_the_chain,
    conv2d_matches_the_reference,
    pooling_matches_the_reference,
}
