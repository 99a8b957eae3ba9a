//! Cooperative matrices (`enable wgpu_cooperative_matrix;`): loads and stores with strides in
//! both layouts, chains of multiply-adds, f16 inputs with f32 and f16 accumulators, the
//! element-wise operators, and elements outside the array, against a reference in f64 here.
//! A device without them must refuse the kernel with `NotSupported` naming them.

use anygpu::{GpuContext, KernelSource, LaunchConfig};
use rand::Rng;

use crate::common::*;

/// A row-major `rows × cols` matrix of small integers and halves (exact in f16).
fn random_matrix(rng: &mut TestRng, rows: usize, cols: usize) -> Vec<f32> {
    (0..rows * cols)
        .map(|_| rng.random_range(-8i32..=8) as f32 * 0.5)
        .collect()
}

/// `c + a × b` (row-major, `n × n`) in f64.
fn multiply_add(a: &[f32], b: &[f32], c: &[f64], n: usize) -> Vec<f64> {
    let mut d = c.to_vec();
    for r in 0..n {
        for col in 0..n {
            for k in 0..n {
                d[r * n + col] += f64::from(a[r * n + k]) * f64::from(b[k * n + col]);
            }
        }
    }
    d
}

/// Compiles `src`, or checks the device refuses cooperative matrices as it says it does.
fn compile(ctx: &GpuContext, src: &str) -> Option<anygpu::Kernel> {
    let result = ctx.compile_kernel(&KernelSource::wgsl(src));
    if !ctx.info().features.cooperative_matrices {
        let err = result
            .err()
            .expect("a device without cooperative matrices refuses them");
        assert!(
            matches!(err, anygpu::GpuError::NotSupported(_)) && err.to_string().contains("cooperative matrices"),
            "{err}"
        );
        skip!("{}: no cooperative matrices ({err})", ctx.info().id);
        return None;
    }
    Some(result.unwrap_or_else(|e| panic!("{}: {e}\n{src}", ctx.info().id)))
}

/// 16×16 f16 inputs, an f32 accumulator: A read row-major with a padded stride, B column-major,
/// three multiply-adds chained, the result stored row-major with a stride, plus an f16
/// accumulator rounded once.
fn mixed_precision_chains(ctx: &GpuContext) {
    const SRC: &str = "
enable f16;
enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> a: array<f16>;
@group(0) @binding(1) var<storage, read> b: array<f16>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<storage, read_write> h: array<f16>;
@compute @workgroup_size(64) fn main() {
    let x = coopLoadT<coop_mat16x16<f16, A>>(&a[3], 20u);
    let y = coopLoad<coop_mat16x16<f16, B>>(&b[0]);
    var acc = coopLoadT<coop_mat16x16<f32, C>>(&c[0], 16u);
    for (var i = 0; i < 3; i++) {
        acc = coopMultiplyAdd(x, y, acc);
    }
    coopStoreT(acc, &c[256], 24u);
    let hc = coopMultiplyAdd(x, y, coop_mat16x16<f16, C>());
    coopStoreT(hc, &h[0], 16u);
}";
    let Some(kernel) = compile(ctx, SRC) else { return };
    let n = 16;
    let mut rng = rand::rng();
    let (am, bm) = (random_matrix(&mut rng, n, n), random_matrix(&mut rng, n, n));
    let cm: Vec<f32> = random_matrix(&mut rng, n, n);
    // A row-major at offset 3 with stride 20; B column-major (element (k, c) at c * 16 + k).
    let mut a = vec![half::f16::from_f32(99.0); 3 + 20 * 16];
    for r in 0..n {
        for k in 0..n {
            a[3 + r * 20 + k] = half::f16::from_f32(am[r * n + k]);
        }
    }
    let mut b = vec![half::f16::ZERO; n * n];
    for k in 0..n {
        for col in 0..n {
            b[col * n + k] = half::f16::from_f32(bm[k * n + col]);
        }
    }
    let mut c = cm.clone();
    c.resize(256 + 24 * 16, -1.0);
    let da = ctx.upload(&a).unwrap();
    let db = ctx.upload(&b).unwrap();
    let dc = ctx.upload(&c).unwrap();
    let dh = ctx.upload(&vec![half::f16::ZERO; n * n]).unwrap();
    ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &[&da, &db, &dc, &dh])
        .unwrap();
    let out: Vec<f32> = ctx.download(&dc).unwrap();
    let mut want: Vec<f64> = cm.iter().map(|&x| f64::from(x)).collect();
    for _ in 0..3 {
        want = multiply_add(&am, &bm, &want, n);
    }
    for r in 0..n {
        for col in 0..24 {
            let got = out[256 + r * 24 + col];
            if col >= n {
                assert_eq!(
                    got,
                    -1.0,
                    "{}: the stride's gap ({r}, {col}) is not written",
                    ctx.info().id
                );
                continue;
            }
            // Small integers and halves: every partial sum is exact in f32.
            assert_eq!(f64::from(got), want[r * n + col], "{}: ({r}, {col})", ctx.info().id);
        }
    }
    assert_eq!(&out[..256], &cm[..], "{}: the input is left as it was", ctx.info().id);
    let h: Vec<half::f16> = ctx.download(&dh).unwrap();
    let once = multiply_add(&am, &bm, &vec![0.0; n * n], n);
    for i in 0..n * n {
        assert_eq!(h[i], half::f16::from_f64(once[i]), "{}: f16 result {i}", ctx.info().id);
    }
}

/// 8×8 f32 from workgroup memory: element-wise `+`, `-` and scalar `*`, and loads and stores
/// that reach past the end of their arrays (outside elements read zero and are not written).
fn elementwise_and_out_of_range(ctx: &GpuContext) {
    const SRC: &str = "
enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;
var<workgroup> tile: array<f32, 64>;
@compute @workgroup_size(32) fn main(@builtin(local_invocation_index) i: u32) {
    tile[i] = a[i];
    tile[i + 32u] = a[i + 32u];
    workgroupBarrier();
    let x = coopLoad<coop_mat8x8<f32, A>>(&tile[0]);
    let y = coopLoad<coop_mat8x8<f32, B>>(&tile[0], 8u);
    let z = coopLoad<coop_mat8x8<f32, C>>(&tile[40]);
    let d = coopMultiplyAdd(x, y, z * 2.0) - z + 0.5 * coopLoad<coop_mat8x8<f32, C>>(&a[0]);
    coopStore(d, &o[0]);
    coopStore(x + x, &o[100]);
}";
    let Some(kernel) = compile(ctx, SRC) else { return };
    let mut rng = rand::rng();
    let src = random_matrix(&mut rng, 8, 8);
    let da = ctx.upload(&src).unwrap();
    let dout = ctx.upload(&vec![7.0f32; 120]).unwrap();
    ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &[&da, &dout])
        .unwrap();
    let out: Vec<f32> = ctx.download(&dout).unwrap();
    // Column-major with stride 8: element (r, c) = src[c * 8 + r].
    let at = |v: &[f32], r: usize, c: usize| v.get(c * 8 + r).copied().unwrap_or(0.0);
    let z: Vec<f32> = (0..64).map(|i| src.get(40 + i).copied().unwrap_or(0.0)).collect();
    for r in 0..8 {
        for c in 0..8 {
            let mut want = 2.0 * f64::from(at(&z, r, c));
            for k in 0..8 {
                want += f64::from(at(&src, r, k)) * f64::from(at(&src, k, c));
            }
            want = want - f64::from(at(&z, r, c)) + 0.5 * f64::from(at(&src, r, c));
            assert_eq!(f64::from(out[c * 8 + r]), want, "{}: d({r}, {c})", ctx.info().id);
        }
    }
    assert_eq!(&out[64..100], &[7.0; 36], "{}: untouched", ctx.info().id);
    for i in 100..120 {
        assert_eq!(
            out[i],
            2.0 * src[i - 100],
            "{}: x + x element {}",
            ctx.info().id,
            i - 100
        );
    }
}

/// `c + a × b` for row-major `m × k` and `k × n` matrices, in f64.
fn matmul_reference(a: &[f32], b: &[f32], m: usize, n: usize, k: usize) -> Vec<f64> {
    (0..m * n)
        .map(|i| {
            (0..k)
                .map(|kk| f64::from(a[(i / n) * k + kk]) * f64::from(b[kk * n + i % n]))
                .sum()
        })
        .collect()
}

/// `shaders/matmul_coop.wgsl` over 3 × 2 tiles and 4 steps of k: every operand comes from a
/// uniform buffer (the store's stride too), the f32 accumulator lives in a local across the loop.
fn matmul_shader(ctx: &GpuContext) {
    let Some(kernel) = compile(ctx, include_str!("../../shaders/matmul_coop.wgsl")) else {
        return;
    };
    let (m, n, k) = (48, 32, 64);
    let mut rng = rand::rng();
    let (a, b) = (random_matrix(&mut rng, m, k), random_matrix(&mut rng, k, n));
    let half = |x: &[f32]| x.iter().map(|&v| half::f16::from_f32(v)).collect::<Vec<_>>();
    let (da, db) = (ctx.upload(&half(&a)).unwrap(), ctx.upload(&half(&b)).unwrap());
    let dc = ctx.upload(&vec![f32::NAN; m * n]).unwrap();
    let dims = ctx.upload(&[m as u32, n as u32, k as u32, 0]).unwrap();
    let grid = [(n / 16) as u32, (m / 16) as u32, 1];
    ctx.launch(&kernel, LaunchConfig::grid(grid, &kernel), &[&da, &db, &dc, &dims])
        .unwrap();
    let got: Vec<f32> = ctx.download(&dc).unwrap();
    // Small integers and halves: every partial sum is exact in f32, in any order.
    for (i, want) in matmul_reference(&a, &b, m, n, k).into_iter().enumerate() {
        assert_eq!(f64::from(got[i]), want, "{}: C[{}][{}]", ctx.info().id, i / n, i % n);
    }
}

/// Operands written with the invocation index (each subgroup's own tile), so the compiler
/// cannot prove them the same for the whole workgroup and every invocation computes its own
/// matrices: the same results. B is read row-major past the end of its array (zeros).
fn operands_per_invocation(ctx: &GpuContext) {
    const SRC: &str = "
enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(32) fn main(@builtin(local_invocation_index) i: u32) {
    let tile = (i / 32u) * 64u;
    let x = coopLoadT<coop_mat8x8<f32, A>>(&a[tile], 8u);
    let y = coopLoadT<coop_mat8x8<f32, B>>(&a[tile + 68u], 8u);
    coopStoreT(coopMultiplyAdd(x, y, coop_mat8x8<f32, C>()), &o[tile], 8u);
}";
    let Some(kernel) = compile(ctx, SRC) else { return };
    let mut rng = rand::rng();
    let src = random_matrix(&mut rng, 16, 8);
    let da = ctx.upload(&src).unwrap();
    let dout = ctx.upload(&vec![0.0f32; 64]).unwrap();
    ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &[&da, &dout])
        .unwrap();
    let out: Vec<f32> = ctx.download(&dout).unwrap();
    // Row-major: (r, c) at p[r * 8 + c]; B's elements at 68 + ... past 128 read zero.
    let b: Vec<f32> = (0..64).map(|i| src.get(68 + i).copied().unwrap_or(0.0)).collect();
    for (i, want) in matmul_reference(&src[..64], &b, 8, 8, 8).into_iter().enumerate() {
        assert_eq!(f64::from(out[i]), want, "{}: d({}, {})", ctx.info().id, i / 8, i % 8);
    }
}

/// With `allow_tf32`, a 16×16 f32 product rounds A and B to TF32 first, on every device (TF32
/// tensor cores on NVIDIA from sm_80, the exact loops elsewhere): values a quarter, a half and
/// three quarters of TF32's last place above 1 (down, away from zero, up); a quiet NaN stays a
/// NaN, and a signalling NaN whose payload lies only in the 13 bits TF32 drops is infinity, as
/// `cvt.rna.tf32.f32` makes it. Without it, the same kernel is exact (both NaNs NaN).
fn tf32_products_round_their_operands(ctx: &GpuContext) {
    const SRC: &str = "
enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@compute @workgroup_size(32) fn main() {
    let x = coopLoadT<coop_mat16x16<f32, A>>(&a[0], 16u);
    let y = coopLoadT<coop_mat16x16<f32, B>>(&b[0], 16u);
    coopStoreT(coopMultiplyAdd(x, y, coop_mat16x16<f32, C>()), &c[0], 16u);
}";
    if compile(ctx, SRC).is_none() {
        return;
    }
    let ulp = 2f32.powi(-10);
    let steps = [0.25f32, 0.5, 0.75, 0.0, -0.5];
    let mut rng = rand::rng();
    let mut a: Vec<f32> = (0..256)
        .map(|i| (1.0 + steps[i % 5] * ulp) * if rng.random_bool(0.5) { 1.0 } else { -1.0 })
        .collect();
    let b: Vec<f32> = (0..256)
        .map(|i| (rng.random_range(1..64) as f32 + steps[(i / 3) % 5]) * 0.125)
        .collect();
    // Row 5 of A holds a signalling NaN with only low payload bits, row 6 a quiet NaN.
    a[5 * 16 + 2] = f32::from_bits(0x7f80_0001);
    a[6 * 16 + 9] = f32::from_bits(0x7fc0_0001);
    let (da, db) = (ctx.upload(&a).unwrap(), ctx.upload(&b).unwrap());
    for rounded in [true, false] {
        let source = KernelSource::wgsl(SRC);
        let kernel = ctx
            .compile_kernel(&if rounded { source.allow_tf32() } else { source })
            .unwrap();
        let dc = ctx.upload(&vec![0.0f32; 256]).unwrap();
        ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &[&da, &db, &dc])
            .unwrap();
        let got: Vec<f32> = ctx.download(&dc).unwrap();
        let operand = |x: f32| if rounded { tf32(x) } else { f64::from(x) };
        for r in 0..16 {
            for col in 0..16 {
                let at = r * 16 + col;
                if r == 5 || r == 6 {
                    let infinite = rounded && r == 5;
                    assert!(
                        if infinite {
                            got[at] == f32::INFINITY
                        } else {
                            got[at].is_nan()
                        },
                        "{}: rounded {rounded}: the NaN in row {r} gave {}",
                        ctx.info().id,
                        got[at]
                    );
                    continue;
                }
                let want: f64 = (0..16).map(|k| operand(a[r * 16 + k]) * operand(b[k * 16 + col])).sum();
                let scale: f64 = (0..16)
                    .map(|k| (f64::from(a[r * 16 + k]) * f64::from(b[k * 16 + col])).abs())
                    .sum();
                // f32 sums in any order: far below the quarter-ulp steps TF32 rounds away.
                let error = (f64::from(got[at]) - want).abs();
                assert!(
                    error <= scale * 1e-6,
                    "{}: rounded {rounded}: C[{r}][{col}] = {} want {want} (error {error:e})",
                    ctx.info().id,
                    got[at]
                );
            }
        }
    }
}

context_tests! {
    mixed_precision_chains,
    elementwise_and_out_of_range,
    matmul_shader,
    operands_per_invocation,
    tf32_products_round_their_operands,
}
