//! The built-in ops (`anygpu::ops`) on the CPU device, beside the peers that build here, in the
//! same run: `matrixmultiply` and `gemm` for matmul (all cores each), and the bandwidth a vector add (`ops::add`) reaches as
//! the yardstick of the memory-bound ops (relu, sum, softmax, layer_norm).
//!
//!   cargo bench --bench ops
//!
//! Throughput: GFLOP/s (2·m·n·k) for matmul, bytes read + written for the others.

use std::hint::black_box;
use std::time::Duration;

use anygpu::{ops, CpuDeviceConfig, GpuContext};
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};

const LEN_16M: usize = 16 << 20;

fn configure(group: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
}

fn cpu() -> GpuContext {
    GpuContext::with_cpu_device(&CpuDeviceConfig::host())
}

fn data(n: usize, seed: u32) -> Vec<f32> {
    (0..n)
        .map(|i| ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) % 1000) as f32 / 500.0 - 1.0)
        .collect()
}

fn matmul(cr: &mut Criterion) {
    let n = 1024;
    let mut group = cr.benchmark_group("ops_matmul_1024");
    configure(&mut group);
    group.throughput(Throughput::Elements(2 * (n * n * n) as u64));
    let ctx = cpu();
    let (ha, hb) = (data(n * n, 1), data(n * n, 2));
    let (a, b) = (ctx.upload(&ha).unwrap(), ctx.upload(&hb).unwrap());
    let mut c = ctx.alloc::<f32>(n * n).unwrap();
    group.bench_function("anygpu_ops_matmul", |bench| {
        bench.iter(|| {
            ops::matmul(&ctx, &a, &b, &mut c, n, n, n).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    // The WGSL kernel every GPU runs, on the CPU device (without the native sgemm twin).
    let portable = cpu();
    portable.set_native_ops(false);
    let (pa, pb) = (portable.upload(&ha).unwrap(), portable.upload(&hb).unwrap());
    let mut pc = portable.alloc::<f32>(n * n).unwrap();
    group.bench_function("anygpu_ops_matmul_portable_wgsl", |bench| {
        bench.iter(|| {
            ops::matmul(&portable, &pa, &pb, &mut pc, n, n, n).unwrap();
            portable.synchronize().unwrap();
        })
    });
    let mut hc = vec![0.0f32; n * n];
    group.bench_function("matrixmultiply_sgemm", |bench| {
        bench.iter(|| {
            // SAFETY: three n×n row-major matrices of the lengths above.
            unsafe {
                matrixmultiply::sgemm(
                    n,
                    n,
                    n,
                    1.0,
                    black_box(ha.as_ptr()),
                    n as isize,
                    1,
                    hb.as_ptr(),
                    n as isize,
                    1,
                    0.0,
                    hc.as_mut_ptr(),
                    n as isize,
                    1,
                )
            }
        })
    });
    group.bench_function("gemm_sgemm_all_cores", |bench| {
        bench.iter(|| {
            // SAFETY: three n×n row-major matrices of the lengths above (column stride 1, row
            // stride n), C written only.
            unsafe {
                gemm::gemm(
                    n,
                    n,
                    n,
                    hc.as_mut_ptr(),
                    1,
                    n as isize,
                    false,
                    black_box(ha.as_ptr()),
                    1,
                    n as isize,
                    hb.as_ptr(),
                    1,
                    n as isize,
                    0.0f32,
                    1.0f32,
                    false,
                    false,
                    false,
                    gemm::Parallelism::Rayon(0),
                )
            }
        })
    });
    group.finish();
}

fn memory_bound(cr: &mut Criterion) {
    let ctx = cpu();
    let n = LEN_16M;
    let x = ctx.upload(&data(n, 3)).unwrap();
    let y = ctx.upload(&data(n, 4)).unwrap();
    let mut out = ctx.alloc::<f32>(n).unwrap();
    let bytes = (n * 4) as u64;

    let mut group = cr.benchmark_group("ops_elementwise_16M");
    configure(&mut group);
    group.throughput(Throughput::Bytes(3 * bytes));
    group.bench_function("add (the yardstick)", |bench| {
        bench.iter(|| {
            ops::add_into(&ctx, &x, &y, &mut out).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.throughput(Throughput::Bytes(2 * bytes));
    group.bench_function("relu", |bench| {
        bench.iter(|| {
            ops::relu_into(&ctx, &x, &mut out).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.bench_function("gelu", |bench| {
        bench.iter(|| {
            ops::gelu_into(&ctx, &x, &mut out).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.finish();

    let mut group = cr.benchmark_group("ops_reduce_16M");
    configure(&mut group);
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function("sum", |bench| bench.iter(|| black_box(ops::sum(&ctx, &x).unwrap())));
    group.throughput(Throughput::Bytes(2 * bytes));
    group.bench_function("dot", |bench| bench.iter(|| black_box(ops::dot(&ctx, &x, &y).unwrap())));
    group.finish();

    let (rows, cols) = (4096, 1024);
    let mut group = cr.benchmark_group("ops_rows_4096x1024");
    configure(&mut group);
    group.throughput(Throughput::Bytes(2 * (rows * cols * 4) as u64));
    let xs = ctx.upload(&data(rows * cols, 5)).unwrap();
    let mut ys = ctx.alloc::<f32>(rows * cols).unwrap();
    group.bench_function("softmax", |bench| {
        bench.iter(|| {
            ops::softmax_into(&ctx, &xs, &mut ys, cols).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.bench_function("layer_norm", |bench| {
        bench.iter(|| {
            let y = ops::layer_norm(&ctx, &xs, cols, 1e-5).unwrap();
            ctx.synchronize().unwrap();
            y
        })
    });
    group.finish();
}

/// A 4-op elementwise chain, `clip(relu(x) · 2 + y, −1, 1)`, on 16M: fused into one kernel by a
/// batch, as four separate op calls, and beside it one op alone (relu). (With `tanh` as the last
/// op the chain is bound by `exp`, not memory: fused 32 ms, separate 44 ms.)
fn fused_chain(cr: &mut Criterion) {
    let ctx = cpu();
    let n = LEN_16M;
    let x = ctx.upload(&data(n, 6)).unwrap();
    let y = ctx.upload(&data(n, 7)).unwrap();
    let (mut t1, mut t2) = (ctx.alloc::<f32>(n).unwrap(), ctx.alloc::<f32>(n).unwrap());
    let mut group = cr.benchmark_group("ops_chain_16M");
    configure(&mut group);
    group.throughput(Throughput::Elements(n as u64));
    group.bench_function("fused_batch_4_ops", |bench| {
        bench.iter(|| {
            let batch = ctx.batch();
            let v = batch.add(batch.mul(batch.relu(batch.input(&x)), 2.0), batch.input(&y));
            let v = batch.unary(ops::Unary::Clip { min: -1.0, max: 1.0 }, v);
            let out = batch.output(v);
            batch.run().unwrap();
            ctx.synchronize().unwrap();
            batch.take(out).unwrap()
        })
    });
    group.bench_function("separate_4_ops", |bench| {
        bench.iter(|| {
            ops::relu_into(&ctx, &x, &mut t1).unwrap();
            ops::scale_in_place(&ctx, &mut t1, 2.0).unwrap();
            ops::add_into(&ctx, &t1, &y, &mut t2).unwrap();
            ops::clip_in_place(&ctx, &mut t2, -1.0, 1.0).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.bench_function("single_relu", |bench| {
        bench.iter(|| {
            ops::relu_into(&ctx, &x, &mut t1).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    // One op with the chain's traffic (two inputs, one output): the fair "single op".
    group.bench_function("single_add", |bench| {
        bench.iter(|| {
            ops::add_into(&ctx, &x, &y, &mut t2).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.finish();
}

/// conv2d 64 → 64 channels, 128×128, 3×3, padding 1 (the workload), GFLOP/s.
fn conv2d(cr: &mut Criterion) {
    let ctx = cpu();
    let spec = ops::Conv2dSpec::new(1, 64, 64, (128, 128), (3, 3)).padding(1, 1);
    let x = ctx.upload(&data(64 * 128 * 128, 8)).unwrap();
    let w = ctx.upload(&data(64 * 64 * 9, 9)).unwrap();
    let mut y = ctx.alloc::<f32>(64 * 128 * 128).unwrap();
    let mut group = cr.benchmark_group("ops_conv2d_64x128x128_3x3");
    configure(&mut group);
    group.throughput(Throughput::Elements(2 * 64 * 64 * 9 * 128 * 128));
    group.bench_function("anygpu_ops_conv2d", |bench| {
        bench.iter(|| {
            ops::conv2d_into(&ctx, &spec, &x, &w, None, &mut y).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    ctx.set_native_ops(false);
    group.bench_function("anygpu_ops_conv2d_portable_wgsl", |bench| {
        bench.iter(|| {
            ops::conv2d_into(&ctx, &spec, &x, &w, None, &mut y).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.finish();
}

/// Causal self-attention, batch 1, 8 heads, 1024 queries and keys, head dimension 64 (issue 34's
/// CPU workload, which PyTorch's `scaled_dot_product_attention` is to be compared with):
/// FLOP/s counting the visible half of the scores' and the outputs' multiply-adds.
fn attention(cr: &mut Criterion) {
    let ctx = cpu();
    let spec = ops::AttentionSpec::new(1, 8, 1024, 64).causal();
    let n = 8 * 1024 * 64;
    let (q, k, v) = (
        ctx.upload(&data(n, 10)).unwrap(),
        ctx.upload(&data(n, 11)).unwrap(),
        ctx.upload(&data(n, 12)).unwrap(),
    );
    let mut out = ctx.alloc::<f32>(n).unwrap();
    let mut group = cr.benchmark_group("ops_attention_1x8x1024x1024_d64_causal");
    configure(&mut group);
    group.throughput(Throughput::Elements(2 * 8 * 1024 * 1024 * 64));
    group.bench_function("anygpu_ops_attention", |bench| {
        bench.iter(|| {
            ops::attention_into::<f32, _, _, _, _, anygpu::DeviceBuffer<f32>>(&ctx, &spec, &q, &k, &v, &mut out, None)
                .unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.finish();
}

/// The same ops on the first wgpu adapter (lavapipe here; CubeCL 0.11.3 ran the matmul at a third
/// of our speed on it: docs/src/performance.md):
/// matmul 1024³, sum 16M, conv2d 64 → 64 128² 3×3. Skipped, saying so, without one.
fn on_wgpu(cr: &mut Criterion) {
    let Some(info) = anygpu::available_devices()
        .into_iter()
        .find(|d| d.kind == anygpu::DeviceKind::Wgpu)
    else {
        eprintln!("ops bench: no wgpu adapter; the wgpu group is skipped");
        return;
    };
    let ctx = match anygpu::select_device(info.id) {
        Ok(ctx) => ctx,
        Err(e) => {
            eprintln!("ops bench: {}: {e}; the wgpu group is skipped", info.id);
            return;
        }
    };
    let mut group = cr.benchmark_group(format!("ops_on_{}", info.id).replace(':', "_"));
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(8));
    let n = 1024;
    let (a, b) = (
        ctx.upload(&data(n * n, 1)).unwrap(),
        ctx.upload(&data(n * n, 2)).unwrap(),
    );
    let mut c = ctx.alloc::<f32>(n * n).unwrap();
    group.throughput(Throughput::Elements(2 * (n * n * n) as u64));
    group.bench_function("matmul_1024", |bench| {
        bench.iter(|| {
            ops::matmul(&ctx, &a, &b, &mut c, n, n, n).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    let x = ctx.upload(&data(LEN_16M, 3)).unwrap();
    group.throughput(Throughput::Bytes((LEN_16M * 4) as u64));
    group.bench_function("sum_16M", |bench| bench.iter(|| black_box(ops::sum(&ctx, &x).unwrap())));
    let spec = ops::Conv2dSpec::new(1, 64, 64, (128, 128), (3, 3)).padding(1, 1);
    let (img, w) = (
        ctx.upload(&data(64 * 128 * 128, 8)).unwrap(),
        ctx.upload(&data(64 * 64 * 9, 9)).unwrap(),
    );
    let mut y = ctx.alloc::<f32>(64 * 128 * 128).unwrap();
    group.throughput(Throughput::Elements(2 * 64 * 64 * 9 * 128 * 128));
    group.bench_function("conv2d_64x128x128_3x3", |bench| {
        bench.iter(|| {
            ops::conv2d_into(&ctx, &spec, &img, &w, None, &mut y).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    group.finish();
}

/// trueno 0.19's CPU ops (its `gpu` feature does not build) on the same workloads, host data,
/// each through the API the issue measured it with: `Matrix::matmul`, `blis::elementwise::relu`
/// into a buffer, `Vector::{gelu, sum, dot}`, softmax and layer_norm one row at a time.
fn trueno_cpu(cr: &mut Criterion) {
    let mut group = cr.benchmark_group("trueno_cpu");
    configure(&mut group);
    let n = 1024;
    let (a, b) = (
        trueno::Matrix::from_vec(n, n, data(n * n, 1)).unwrap(),
        trueno::Matrix::from_vec(n, n, data(n * n, 2)).unwrap(),
    );
    group.throughput(Throughput::Elements(2 * (n * n * n) as u64));
    group.bench_function("matmul_1024", |bench| bench.iter(|| black_box(a.matmul(&b).unwrap())));
    let len = LEN_16M;
    let (x, y) = (data(len, 3), data(len, 4));
    let mut out = vec![0.0f32; len];
    let bytes = (len * 4) as u64;
    group.throughput(Throughput::Bytes(2 * bytes));
    group.bench_function("relu_16M", |bench| {
        bench.iter(|| trueno::blis::elementwise::relu(black_box(&x), &mut out).unwrap())
    });
    let (vx, vy) = (trueno::Vector::from_slice(&x), trueno::Vector::from_slice(&y));
    group.bench_function("gelu_16M", |bench| bench.iter(|| black_box(vx.gelu().unwrap())));
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function("sum_16M", |bench| bench.iter(|| black_box(vx.sum().unwrap())));
    group.throughput(Throughput::Bytes(2 * bytes));
    group.bench_function("dot_16M", |bench| bench.iter(|| black_box(vx.dot(&vy).unwrap())));
    let (rows, cols) = (4096, 1024);
    let m = data(rows * cols, 5);
    let (gamma, beta) = (vec![1.0f32; cols], vec![0.0f32; cols]);
    let mut ys = vec![0.0f32; rows * cols];
    group.throughput(Throughput::Bytes(2 * (rows * cols * 4) as u64));
    group.bench_function("softmax_4096x1024_per_row", |bench| {
        bench.iter(|| {
            for (row, y) in m.chunks_exact(cols).zip(ys.chunks_exact_mut(cols)) {
                y.copy_from_slice(trueno::Vector::from_slice(row).softmax().unwrap().as_slice());
            }
        })
    });
    group.bench_function("layer_norm_4096x1024_per_row", |bench| {
        bench.iter(|| {
            for (row, y) in m.chunks_exact(cols).zip(ys.chunks_exact_mut(cols)) {
                trueno::blis::norms::layer_norm(row, &gamma, &beta, 1e-5, y).unwrap();
            }
        })
    });
    group.finish();
}

/// The decode GEMV: one row of 8192 against 8192 features of Q8_0, Q4_K, Q5_K and Q6_K weights
/// (68, 36, 45 and 80 MiB as stored, past the caches), beside `add` over 16M elements (the yardstick of memory bandwidth):
/// bytes per second of the weights read (issue 34's bar: 80 % of add's).
fn quantized_gemv(cr: &mut Criterion) {
    let ctx = cpu();
    let (rows, cols) = (8192usize, 8192usize);
    let x = ctx.upload(&data(cols, 13)).unwrap();
    let mut y = ctx.alloc::<f32>(rows).unwrap();
    let bytes: Vec<u8> = (0..rows * cols)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    // Block scales kept small and finite: f16 0.001 in every block's scale fields.
    let scale = half::f16::from_f32(0.001).to_le_bytes();
    let q8: Vec<u8> = bytes
        .chunks_exact(32)
        .flat_map(|qs| scale.iter().chain(qs).copied().collect::<Vec<_>>())
        .collect();
    let q4: Vec<u8> = bytes[..rows * cols / 256 * 140]
        .chunks_exact(140)
        .flat_map(|rest| scale.iter().chain(&scale).chain(rest).copied().collect::<Vec<_>>())
        .collect();
    let q6: Vec<u8> = bytes[..rows * cols / 256 * 208]
        .chunks_exact(208)
        .flat_map(|rest| rest.iter().chain(&scale).copied().collect::<Vec<_>>())
        .collect();
    let q6 = ops::QuantizedMatrix::from_gguf_q6_k(&ctx, &q6, rows, cols).unwrap();
    let q5: Vec<u8> = bytes[..rows * cols / 256 * 172]
        .chunks_exact(172)
        .flat_map(|rest| scale.iter().chain(&scale).chain(rest).copied().collect::<Vec<_>>())
        .collect();
    let q5 = ops::QuantizedMatrix::from_gguf_q5_k(&ctx, &q5, rows, cols).unwrap();
    let q8 = ops::QuantizedMatrix::from_gguf_q8_0(&ctx, &q8, rows, cols).unwrap();
    let q4 = ops::QuantizedMatrix::from_gguf_q4_k(&ctx, &q4, rows, cols).unwrap();
    let n = LEN_16M;
    let (a, b) = (ctx.upload(&data(n, 3)).unwrap(), ctx.upload(&data(n, 4)).unwrap());
    let mut out = ctx.alloc::<f32>(n).unwrap();
    let mut group = cr.benchmark_group("ops_gemv_8192");
    configure(&mut group);
    group.throughput(Throughput::Bytes((3 * n * 4) as u64));
    group.bench_function("add_16M (the yardstick)", |bench| {
        bench.iter(|| {
            ops::add_into(&ctx, &a, &b, &mut out).unwrap();
            ctx.synchronize().unwrap();
        })
    });
    // The CPU device runs a native twin of the kernel (the same bits); `(kernel)` is the WGSL
    // kernel it stands in for. `int8 x`: the activations quantized to int8 (opt-in), integer
    // dot products.
    let (exact, int8) = (ops::QuantizedActivations::Exact, ops::QuantizedActivations::Int8);
    for (name, w, native, activations) in [
        ("q8_0", &q8, true, exact),
        ("q4_k", &q4, true, exact),
        ("q4_k, int8 x", &q4, true, int8),
        ("q5_k", &q5, true, exact),
        ("q6_k", &q6, true, exact),
        ("q8_0 (kernel)", &q8, false, exact),
        ("q4_k (kernel)", &q4, false, exact),
        ("q4_k, int8 x (kernel)", &q4, false, int8),
        ("q5_k (kernel)", &q5, false, exact),
        ("q6_k (kernel)", &q6, false, exact),
    ] {
        group.throughput(Throughput::Bytes(w.size_bytes() as u64));
        group.bench_function(name, |bench| {
            ctx.set_native_ops(native);
            bench.iter(|| {
                ops::matmul_quantized_with(&ctx, &x, w, &mut y, activations).unwrap();
                ctx.synchronize().unwrap();
            })
        });
    }
    ctx.set_native_ops(true);
    group.finish();
}

criterion_group!(
    benches,
    matmul,
    memory_bound,
    quantized_gemv,
    fused_chain,
    conv2d,
    attention,
    on_wgpu,
    trueno_cpu
);
criterion_main!(benches);
