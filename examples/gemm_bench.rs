//! Times `ops::matmul` (f32, and f16 and bf16 where the device has them) and `ops::conv2d` (the GEMM
//! engine, tuned first) on every GPU found, at the
//! shapes of issue 33's table, then `ops::attention` (f16 and bf16, causal, 16 heads, 2048 to 8192
//! tokens, d 64 and 128; and decoding: one query per head against 4096 and 32768 cached keys of
//! 8 grouped key/value heads) and the quantized GEMV (`ops::matmul_quantized_into`, one row against
//! 8192 × 8192 Q8_0, Q4_K, Q5_K and Q6_K weights: GB/s of the bytes it must read) of issue 34: the GPU kit's
//! half of the comparison with PyTorch (cuBLAS, cuDNN, SDPA, the device's copy bandwidth),
//! whose other half is `scripts/gemm_vs_torch.py`. Every result is checked (sampled entries
//! against an f64 host sum) before its time counts. Prints a markdown table; `--json PATH` also
//! writes the rows for the comparison script.
//!
//! ```text
//! cargo run --release --example gemm_bench [-- --json gemm.json] [--quick] [--only TEXT]
//! ```
//!
//! `--only TEXT` runs the rows whose name ("matmul square 4096", "conv2d ResNet …", "attention 4096
//! d64", "gemv 8192×8192") contains TEXT, or any of several texts separated by commas.
//! `--check-candidates` also checks the result of every configuration the tuner timed, not
//! only the one it chose (a new kernel's first run on a GPU).
//! `--dtype f32|tf32|f16|bf16` times that product only; `--config NAME` times that configuration
//! (see `ops::gemm_configs`) instead of the tuner's choice, with no tuning: one kernel to read
//! under a profiler (`ncu -k regex:NAME`), or variants timed side by side.
//! Without a GPU (or with `--quick`) it runs small shapes on every device, so the kit's report
//! still shows that it works. Times: host clock around 5 calls of the op back to back and one
//! `synchronize`, divided by 5, median of 10 such runs after 2 warm-ups, with the tuner's choice
//! made (and stored) before. Back to back, as a model's layers call ops, a call's host work
//! overlaps the previous call's kernel; timed alone, the synchronize's wake-up and the host work
//! before the kernel starts (tens of µs) weighed on short kernels where PyTorch's CUDA events
//! time from its stream's clock (an H100's 4096-token attention, 2026-11-27: 0.275 ms on the
//! host clock, 0.173 ms in Nsight Compute).

use std::time::{Duration, Instant};

use anygpu::{available_devices, ops, select_device, DeviceKind, DeviceType, GpuContext};

const RUNS: usize = 10;
const WARMUPS: usize = 2;
/// Calls timed back to back in one run.
const BACK_TO_BACK: u32 = 5;

/// One product shape: `batch` × (m × k · k × n).
#[derive(Clone, Copy)]
struct Gemm {
    name: &'static str,
    m: usize,
    k: usize,
    n: usize,
    batch: usize,
}

const GEMMS: [Gemm; 5] = [
    Gemm {
        name: "square 4096",
        m: 4096,
        k: 4096,
        n: 4096,
        batch: 1,
    },
    Gemm {
        name: "square 8192",
        m: 8192,
        k: 8192,
        n: 8192,
        batch: 1,
    },
    Gemm {
        name: "LLM MLP 4096×11008×4096",
        m: 4096,
        k: 4096,
        n: 11008,
        batch: 1,
    },
    Gemm {
        name: "batched 8×2048",
        m: 2048,
        k: 2048,
        n: 2048,
        batch: 8,
    },
    // A skinny C over a long depth (a weight gradient, a projection of few tokens): 4 blocks of
    // 128×128 for a GPU of 100+ multiprocessors unless k is split.
    Gemm {
        name: "skinny 256×16384×256",
        m: 256,
        k: 16384,
        n: 256,
        batch: 1,
    },
];
const QUICK: [Gemm; 2] = [
    Gemm {
        name: "square 256",
        m: 256,
        k: 256,
        n: 256,
        batch: 1,
    },
    Gemm {
        name: "batched 4×128",
        m: 128,
        k: 96,
        n: 160,
        batch: 4,
    },
];

/// ResNet's 3×3 convolutions (batch 32, stride 1, padding 1): channels and image side.
const CONVS: [(&str, usize, usize); 2] = [("ResNet 3×3 64→64 56²", 64, 56), ("ResNet 3×3 256→256 14²", 256, 14)];
const QUICK_CONVS: [(&str, usize, usize); 1] = [("3×3 16→16 12²", 16, 12)];

struct Row {
    device: String,
    op: &'static str,
    shape: String,
    config: String,
    median: Duration,
    /// GFLOP (or GB moved, where `unit` is GB/s) per run.
    gflop: f64,
    unit: &'static str,
}

/// Attention shapes: heads, tokens (queries = keys), head dimension; causal, batch 1.
const ATTENTIONS: [(usize, usize, usize); 6] = [
    (16, 2048, 64),
    (16, 4096, 64),
    (16, 8192, 64),
    (16, 2048, 128),
    (16, 4096, 128),
    (16, 8192, 128),
];
const QUICK_ATTENTIONS: [(usize, usize, usize); 1] = [(2, 80, 64)];
/// Decoding shapes: query heads, key/value heads, cached keys, head dimension; one query per
/// head against the whole cache (a LLaMA-3-8B-like layer: 32 heads sharing 8 key/value heads).
const DECODES: [(usize, usize, usize, usize); 2] = [(32, 8, 4096, 128), (32, 8, 32768, 128)];
const QUICK_DECODES: [(usize, usize, usize, usize); 1] = [(4, 2, 100, 64)];
/// GEMV weights: features × inputs.
const GEMVS: [(usize, usize); 1] = [(8192, 8192)];
const QUICK_GEMVS: [(usize, usize); 1] = [(256, 512)];

fn main() {
    anygpu::quiet_display_probing();
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let json_path = match args.iter().position(|a| a == "--json") {
        Some(i) => Some(args.get(i + 1).cloned().ok_or("--json needs a path")?),
        None => None,
    };
    let quick = args.iter().any(|a| a == "--quick");
    let check_all = args.iter().any(|a| a == "--check-candidates");
    let only = match args.iter().position(|a| a == "--only") {
        Some(i) => args.get(i + 1).cloned().ok_or("--only needs a text")?,
        None => String::new(),
    };
    // `--only conv,attention` runs the rows whose name (op and shape) contains any of the texts.
    let selected = |name: &str| only.is_empty() || only.split(',').any(|part| name.contains(part));
    let value = |flag: &str| -> Result<Option<String>, String> {
        match args.iter().position(|a| a == flag) {
            Some(i) => args
                .get(i + 1)
                .cloned()
                .map(Some)
                .ok_or(format!("{flag} needs a value")),
            None => Ok(None),
        }
    };
    let dtype = value("--dtype")?;
    if let Some(d) = &dtype {
        if !["f32", "tf32", "f16", "bf16"].contains(&d.as_str()) {
            return Err(format!("--dtype {d}: expected f32, tf32, f16 or bf16").into());
        }
    }
    let wanted = |d: &str| dtype.as_deref().is_none_or(|w| w == d);
    let forced = Forced {
        config: value("--config")?,
        check_all,
    };
    let devices = available_devices();
    let gpu = |d: &anygpu::DeviceInfo| d.kind != DeviceKind::Cpu && d.device_type != DeviceType::SoftwareGpu;
    let any_gpu = devices.iter().any(gpu);
    // Each row is printed and the JSON rewritten as soon as it is measured, so a run cut short (a
    // lent machine's minutes running out) still returns every number it reached.
    println!("| device | op | shape | configuration | median | rate |");
    println!("| --- | --- | --- | --- | --- | --- |");
    let mut rows = Vec::new();
    let mut record = |row: Row| -> Result<(), Box<dyn std::error::Error>> {
        println!(
            "| {} | {} | {} | {} | {:.3} ms | {:.1} {} |",
            row.device,
            row.op,
            row.shape,
            row.config,
            row.median.as_secs_f64() * 1e3,
            row.gflop / row.median.as_secs_f64(),
            row.unit
        );
        rows.push(row);
        if let Some(path) = &json_path {
            write_json(path, &rows)?;
        }
        Ok(())
    };
    for info in devices.iter().filter(|d| gpu(d) || quick || !any_gpu) {
        let small = quick || !gpu(info);
        let ctx = select_device(info.id)?;
        ctx.set_native_ops(false);
        let device = format!("{} ({})", info.id, info.name);
        eprintln!("gemm-bench: {device}");
        if forced.config.is_none() && selected("launch and copy") {
            match launch_and_copies(&ctx, &device, if small { 16 << 20 } else { 256 << 20 }) {
                Ok(rows) => rows.into_iter().try_for_each(&mut record)?,
                Err(e) => eprintln!("gemm-bench: {device}: launch and copies: {e}"),
            }
        }
        for g in if small { &QUICK[..] } else { &GEMMS[..] } {
            if !selected(&format!("matmul {}", g.name)) {
                continue;
            }
            if wanted("f32") {
                match matmul::<f32>(&ctx, &device, g, false, &forced) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: matmul {}: {e}", g.name),
                }
            }
            // f32 with TF32 allowed: TF32 tensor cores on NVIDIA from sm_80 (elsewhere the f32
            // row again, so only there).
            if info.kind == DeviceKind::Cuda && wanted("tf32") {
                match matmul::<f32>(&ctx, &device, g, true, &forced) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: matmul tf32 {}: {e}", g.name),
                }
            }
            // f16 and bf16 (f32 accumulation): on tensor cores where the device has them.
            if info.features.f16 && wanted("f16") {
                match matmul::<half::f16>(&ctx, &device, g, false, &forced) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: matmul f16 {}: {e}", g.name),
                }
            }
            if info.features.bf16 && wanted("bf16") {
                match matmul::<half::bf16>(&ctx, &device, g, false, &forced) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: matmul bf16 {}: {e}", g.name),
                }
            }
        }
        for &(name, channels, side) in if small { &QUICK_CONVS[..] } else { &CONVS[..] } {
            if !selected(&format!("conv2d {name}")) || forced.config.is_some() || !wanted("f32") {
                continue;
            }
            match conv(&ctx, &device, name, channels, side, if small { 2 } else { 32 }) {
                Ok(row) => record(row)?,
                Err(e) => eprintln!("gemm-bench: {device}: conv2d {name}: {e}"),
            }
        }
        if forced.config.is_some() {
            continue;
        }
        for &(heads, len, d) in if small { &QUICK_ATTENTIONS[..] } else { &ATTENTIONS[..] } {
            if !selected(&format!("attention {len} d{d}")) {
                continue;
            }
            if info.features.f16 && wanted("f16") {
                match attention::<half::f16>(&ctx, &device, heads, len, d) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: attention f16 {len} d{d}: {e}"),
                }
            }
            if info.features.bf16 && wanted("bf16") {
                match attention::<half::bf16>(&ctx, &device, heads, len, d) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: attention bf16 {len} d{d}: {e}"),
                }
            }
        }
        for &(heads, kv_heads, kv_len, d) in if small { &QUICK_DECODES[..] } else { &DECODES[..] } {
            if !selected(&format!("attention decode {kv_len} d{d}")) {
                continue;
            }
            if info.features.f16 && wanted("f16") {
                match decode::<half::f16>(&ctx, &device, heads, kv_heads, kv_len, d) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: decode f16 {kv_len} d{d}: {e}"),
                }
            }
            if info.features.bf16 && wanted("bf16") {
                match decode::<half::bf16>(&ctx, &device, heads, kv_heads, kv_len, d) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: decode bf16 {kv_len} d{d}: {e}"),
                }
            }
        }
        for &(rows, cols) in if small { &QUICK_GEMVS[..] } else { &GEMVS[..] } {
            if !selected(&format!("gemv {rows}×{cols}")) || !wanted("f32") {
                continue;
            }
            for (format, int8x) in [
                ("q8_0", false),
                ("q4_k", false),
                ("q4_k", true),
                ("q5_k", false),
                ("q6_k", false),
            ] {
                match gemv(&ctx, &device, rows, cols, format, int8x, forced.check_all) {
                    Ok(row) => record(row)?,
                    Err(e) => eprintln!("gemm-bench: {device}: gemv {rows}×{cols}: {e}"),
                }
            }
        }
    }
    Ok(())
}

/// Causal self-attention of `T` (batch 1, `heads` heads of `len` tokens, head dimension `d`),
/// four query rows of the first and last heads checked against f64; FLOPs counted for the
/// visible half of both products (what PyTorch's FlashAttention does too).
fn attention<T: Element>(
    ctx: &GpuContext,
    device: &str,
    heads: usize,
    len: usize,
    d: usize,
) -> Result<Row, Box<dyn std::error::Error>> {
    let spec = ops::AttentionSpec::new(1, heads, len, d).causal();
    let n = heads * len * d;
    let typed = |v: Vec<f32>| -> Vec<T> { v.into_iter().map(T::from_f32).collect() };
    let (hq, hk, hv) = (typed(data(n, 5)), typed(data(n, 6)), typed(data(n, 7)));
    let (q, k, v) = (ctx.upload(&hq)?, ctx.upload(&hk)?, ctx.upload(&hv)?);
    let mut out = ctx.upload(&vec![T::from_f32(f32::NAN); n])?;
    let median = median_of(
        || ops::attention_into::<T, _, _, _, _, anygpu::DeviceBuffer<f32>>(ctx, &spec, &q, &k, &v, &mut out, None),
        ctx,
    )?;
    let got: Vec<f32> = ctx.download(&out)?.into_iter().map(T::to_f32).collect();
    for h in [0, heads - 1] {
        for i in [0, 1, len / 2, len - 1] {
            let base = h * len * d;
            let row = &got[base + i * d..][..d];
            check_attention_row(row, &hq[base + i * d..][..d], &hk[base..], &hv[base..], i + 1)
                .map_err(|e| format!("head {h} row {i} {e}"))?;
        }
    }
    Ok(Row {
        device: device.to_string(),
        op: if T::LABEL.ends_with("bf16") {
            "attention bf16"
        } else {
            "attention f16"
        },
        shape: format!("1×{heads}×{len}×{len} d{d} causal"),
        config: "flash (tensor cores where the GPU has them)".into(),
        median,
        gflop: 2.0 * (heads * len * len * d) as f64 / 1e9,
        unit: "GFLOP/s",
    })
}

/// Checks one output row of attention against f64: `q` (d elements) over the first `keys` rows
/// of `k` and `v` (rows of d), scaled by 1/√d. The probabilities and the output are rounded to
/// `T` on the device: a few units of `T`'s rounding.
fn check_attention_row<T: Element>(got: &[f32], q: &[T], k: &[T], v: &[T], keys: usize) -> Result<(), String> {
    let d = q.len();
    let wide = |x: &T| f64::from(x.to_f32());
    let scale = 1.0 / (d as f64).sqrt();
    let scores: Vec<f64> = k
        .chunks(d)
        .take(keys)
        .map(|key| q.iter().zip(key).map(|(a, b)| wide(a) * wide(b)).sum::<f64>() * scale)
        .collect();
    let max = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let p: Vec<f64> = scores.iter().map(|s| (s - max).exp()).collect();
    let sum: f64 = p.iter().sum();
    for (c, &g) in got.iter().enumerate() {
        let want = p.iter().enumerate().map(|(j, p)| p * wide(&v[j * d + c])).sum::<f64>() / sum;
        let g = f64::from(g);
        if (g - want).abs() > 4.0 * T::ROUNDING + 1e-3 || g.is_nan() {
            return Err(format!("column {c}: {g}, not {want}"));
        }
    }
    Ok(())
}

/// One decoding step of `T` (a query per head against `kv_len` cached keys of `kv_heads`
/// key/value heads; no mask: the query is the newest token), every output checked against
/// f64. Memory bound: the rate is the bytes of K and V read, per second.
fn decode<T: Element>(
    ctx: &GpuContext,
    device: &str,
    heads: usize,
    kv_heads: usize,
    kv_len: usize,
    d: usize,
) -> Result<Row, Box<dyn std::error::Error>> {
    let spec = ops::AttentionSpec::new(1, heads, 1, d)
        .kv_len(kv_len)
        .kv_heads(kv_heads);
    let typed = |v: Vec<f32>| -> Vec<T> { v.into_iter().map(T::from_f32).collect() };
    let kv = kv_heads * kv_len * d;
    let (hq, hk, hv) = (typed(data(heads * d, 8)), typed(data(kv, 9)), typed(data(kv, 10)));
    let (q, k, v) = (ctx.upload(&hq)?, ctx.upload(&hk)?, ctx.upload(&hv)?);
    let mut out = ctx.upload(&vec![T::from_f32(f32::NAN); heads * d])?;
    let median = median_of(
        || ops::attention_into::<T, _, _, _, _, anygpu::DeviceBuffer<f32>>(ctx, &spec, &q, &k, &v, &mut out, None),
        ctx,
    )?;
    let got: Vec<f32> = ctx.download(&out)?.into_iter().map(T::to_f32).collect();
    for h in 0..heads {
        let base = h / (heads / kv_heads) * kv_len * d;
        let row = &got[h * d..][..d];
        check_attention_row(row, &hq[h * d..][..d], &hk[base..], &hv[base..], kv_len)
            .map_err(|e| format!("head {h} {e}"))?;
    }
    Ok(Row {
        device: device.to_string(),
        op: if T::LABEL.ends_with("bf16") {
            "attention decode bf16"
        } else {
            "attention decode f16"
        },
        shape: format!("1×{heads}×1×{kv_len} d{d} kv{kv_heads}"),
        config: "flash-decoding (split keys)".into(),
        median,
        gflop: (2 * kv * std::mem::size_of::<T>()) as f64 / 1e9,
        unit: "GB/s",
    })
}

/// The fixed costs issue 33 asks the kit to report (its targets: a launch under 5 µs, a round
/// trip under 10 µs, pinned copies over 12 GB/s): an empty kernel's launch and `synchronize`
/// one at a time (median of 200), 1000 launches back to back then one `synchronize` (per
/// launch), and `bytes` uploaded and downloaded (median of 5, the data checked) from a `Vec`
/// (`copy_to_device` / `copy_to_host`: staged through the backend's own buffers) and from a
/// pinned buffer (`alloc_pinned` and the transfer queue's pinned copies: no staging).
fn launch_and_copies(ctx: &GpuContext, device: &str, bytes: usize) -> Result<Vec<Row>, Box<dyn std::error::Error>> {
    let kernel = ctx.compile_kernel(&anygpu::KernelSource::wgsl("@compute @workgroup_size(64) fn main() {}"))?;
    let config = anygpu::LaunchConfig::grid([1, 1, 1], &kernel);
    let row = |op: &'static str, shape: String, median: Duration, gflop: f64, unit: &'static str| Row {
        device: device.to_string(),
        op,
        shape,
        config: String::new(),
        median,
        gflop,
        unit,
    };
    let mut times: Vec<Duration> = (0..210)
        .map(|_| {
            let t = Instant::now();
            ctx.launch(&kernel, config, &[])?;
            ctx.synchronize()?;
            Ok(t.elapsed())
        })
        .collect::<anygpu::Result<_>>()?;
    let round_trip = *times[10..].select_nth_unstable(100).1;
    times.clear();
    for _ in 0..5 {
        let t = Instant::now();
        for _ in 0..1000 {
            ctx.launch(&kernel, config, &[])?;
        }
        ctx.synchronize()?;
        times.push(t.elapsed() / 1000);
    }
    times.sort();
    let launch = times[2];
    let host: Vec<u32> = (0..(bytes / 4) as u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let mut buffer = ctx.alloc::<u32>(host.len())?;
    let mut back = vec![0u32; host.len()];
    let queue = ctx.transfer_queue();
    let mut pinned = ctx.alloc_pinned::<u32>(host.len())?;
    let median = |mut v: Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let (mut ups, mut downs, mut pinned_ups, mut pinned_downs) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..5 {
        let t = Instant::now();
        ctx.copy_to_device(&host, &mut buffer)?;
        ups.push(t.elapsed());
        let t = Instant::now();
        ctx.copy_to_host(&buffer, &mut back)?;
        downs.push(t.elapsed());
        if back != host {
            return Err("the downloaded buffer differs from the uploaded one".into());
        }
        pinned.copy_from_slice(&host);
        let t = Instant::now();
        pinned = queue.async_copy_to_device_pinned(pinned, &mut buffer)?.wait()?;
        pinned_ups.push(t.elapsed());
        pinned.fill(0);
        let t = Instant::now();
        pinned = queue.async_copy_to_host_pinned(&buffer, pinned)?.wait()?;
        pinned_downs.push(t.elapsed());
        if pinned[..] != host[..] {
            return Err("the pinned download differs from the pinned upload".into());
        }
    }
    let (gb, mib) = (bytes as f64 / 1e9, bytes >> 20);
    Ok(vec![
        row(
            "launch",
            "empty kernel, launch + synchronize".into(),
            round_trip,
            1.0,
            "round trips/s",
        ),
        row(
            "launch",
            "empty kernel, 1000 back to back".into(),
            launch,
            1.0,
            "launches/s",
        ),
        row("copy", format!("upload {mib} MiB from a Vec"), median(ups), gb, "GB/s"),
        row(
            "copy",
            format!("download {mib} MiB into a Vec"),
            median(downs),
            gb,
            "GB/s",
        ),
        row(
            "copy",
            format!("upload {mib} MiB, pinned"),
            median(pinned_ups),
            gb,
            "GB/s",
        ),
        row(
            "copy",
            format!("download {mib} MiB, pinned"),
            median(pinned_downs),
            gb,
            "GB/s",
        ),
    ])
}

/// One f32 row against `rows × cols` quantized weights (GGUF `format`: `q8_0`, `q4_k`, `q5_k` or
/// `q6_k`) of random blocks, with `x` quantized to int8 (`int8x`: `QuantizedActivations::Int8`, its time
/// including the quantizing pass); 16 outputs checked against f64 sums over the device's
/// dequantized weights (with int8 `x`, to half a step of `x` per weight). The rate is the bytes
/// the product must read (weights and scales, `x`) and write, per second.
fn gemv(
    ctx: &GpuContext,
    device: &str,
    rows: usize,
    cols: usize,
    format: &'static str,
    int8x: bool,
    check_all: bool,
) -> Result<Row, Box<dyn std::error::Error>> {
    // Weights a block, bytes a block, and where its f16 `d` (and the K formats' `dmin`) sit.
    let (per, size, d_at, dmin_at) = match format {
        "q4_k" => (256, 144, 0, Some(2)),
        "q5_k" => (256, 176, 0, Some(2)),
        "q6_k" => (256, 210, 208, None),
        _ => (32, 34, 0, None),
    };
    let mut bytes: Vec<u8> = data(rows * cols / per * size, 8)
        .into_iter()
        .map(|x| ((x + 1.0) * 127.5) as u8)
        .collect();
    // Finite scales: each block's f16 d (and dmin) small and positive.
    for block in bytes.chunks_exact_mut(size) {
        block[d_at..d_at + 2].copy_from_slice(&half::f16::from_f32(0.01).to_le_bytes());
        if let Some(at) = dmin_at {
            block[at..at + 2].copy_from_slice(&half::f16::from_f32(0.002).to_le_bytes());
        }
    }
    let w = match format {
        "q4_k" => ops::QuantizedMatrix::from_gguf_q4_k(ctx, &bytes, rows, cols)?,
        "q5_k" => ops::QuantizedMatrix::from_gguf_q5_k(ctx, &bytes, rows, cols)?,
        "q6_k" => ops::QuantizedMatrix::from_gguf_q6_k(ctx, &bytes, rows, cols)?,
        _ => ops::QuantizedMatrix::from_gguf_q8_0(ctx, &bytes, rows, cols)?,
    };
    let hx = data(cols, 9);
    let x = ctx.upload(&hx)?;
    let mut y = ctx.upload(&vec![f32::NAN; rows])?;
    let activations = if int8x {
        ops::QuantizedActivations::Int8
    } else {
        ops::QuantizedActivations::Exact
    };
    // The tuner's choice of the GPU form's configuration, and what each candidate took; with
    // `--check-candidates`, each candidate's result has the chosen one's bits.
    let tuning = ops::tune_matmul_quantized::<f32>(ctx, &w, 1, activations)?;
    let label = format!("gemv {rows}×{cols} {format}{}", if int8x { ", int8 x" } else { "" });
    eprintln!("gemm-bench: {device}: {label} → {}", tuning.config);
    let median = median_of(|| ops::matmul_quantized_with(ctx, &x, &w, &mut y, activations), ctx)?;
    let chosen: Vec<u32> = ctx.download(&y)?.iter().map(|v| v.to_bits()).collect();
    for (candidate, seconds) in &tuning.timings {
        let checked = if check_all {
            let mut other = ctx.upload(&vec![f32::NAN; rows])?;
            ops::matmul_quantized_with_config(ctx, &x, &w, &mut other, activations, candidate)?;
            let bits: Vec<u32> = ctx.download(&other)?.iter().map(|v| v.to_bits()).collect();
            if bits == chosen {
                ", checked"
            } else {
                eprintln!("gemm-bench:     {candidate}: WRONG: not the bits of {}", tuning.config);
                ", WRONG"
            }
        } else {
            ""
        };
        eprintln!("gemm-bench:     {candidate}: {:.1} µs{checked}", seconds * 1e6);
    }
    let got = ctx.download(&y)?;
    let dense = ctx.download(&w.dequantize(ctx)?)?;
    // Half a step of x's int8 block scale, per column.
    let half_step: Vec<f64> = hx
        .chunks(32)
        .flat_map(|b| {
            let step = f64::from(b.iter().fold(0.0f32, |a, v| a.max(v.abs()))) / 127.0;
            std::iter::repeat_n(if int8x { step / 2.0 } else { 0.0 }, b.len())
        })
        .collect();
    for s in 0..16 {
        let f = s * 7919 % rows;
        let (mut sum, mut mag, mut rounding) = (0.0f64, 0.0f64, 0.0f64);
        for c in 0..cols {
            let t = f64::from(dense[f * cols + c]) * f64::from(hx[c]);
            sum += t;
            mag += t.abs();
            // |d · scale · q| ≤ |weight| + dmin · min, and dmin · min ≤ 0.002 · 63 here.
            rounding += (f64::from(dense[f * cols + c]).abs() + 0.002 * 63.0) * half_step[c];
        }
        if (f64::from(got[f]) - sum).abs() > 1e-5 * mag + 1e-6 + rounding || got[f].is_nan() {
            return Err(format!("feature {f}: {}, not {sum}", got[f]).into());
        }
    }
    Ok(Row {
        device: device.to_string(),
        op: match (format, int8x) {
            ("q4_k", true) => "gemv q4_k, int8 x",
            ("q4_k", false) => "gemv q4_k",
            ("q5_k", _) => "gemv q5_k",
            ("q6_k", _) => "gemv q6_k",
            _ => "gemv q8_0",
        },
        shape: format!("1×{cols} · {rows}×{cols}ᵀ"),
        config: format!("{}, {} weight bytes", tuning.config, w.size_bytes()),
        median,
        gflop: (w.size_bytes() + 4 * (cols + rows)) as f64 / 1e9,
        unit: "GB/s",
    })
}

/// Writes the rows measured so far as the JSON `gemm_vs_torch.py` reads.
fn write_json(path: &str, rows: &[Row]) -> Result<(), Box<dyn std::error::Error>> {
    let json: Vec<String> = rows
        .iter()
        .map(|r| {
            format!(
                "  {{\"device\": {:?}, \"op\": {:?}, \"shape\": {:?}, \"config\": {:?}, \"median_ms\": {}, \"gflop\": {}, \"unit\": {:?}}}",
                r.device,
                r.op,
                r.shape,
                r.config,
                r.median.as_secs_f64() * 1e3,
                r.gflop,
                r.unit
            )
        })
        .collect();
    std::fs::write(path, format!("[\n{}\n]\n", json.join(",\n"))).map_err(|e| format!("writing {path}: {e}"))?;
    Ok(())
}

/// Values in [-1, 1) from a hash of the index (not zeros: zeros hide unwritten outputs).
fn data(len: usize, seed: u64) -> Vec<f32> {
    (0..len as u64)
        .map(|i| {
            let h = (i ^ seed.wrapping_mul(0x9e37_79b9_7f4a_7c15)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            ((h >> 40) % 2000) as f32 / 1000.0 - 1.0
        })
        .collect()
}

fn median_of(mut run: impl FnMut() -> anygpu::Result<()>, ctx: &GpuContext) -> anygpu::Result<Duration> {
    for _ in 0..WARMUPS {
        run()?;
        ctx.synchronize()?;
    }
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..BACK_TO_BACK {
                run()?;
            }
            ctx.synchronize()?;
            Ok(t.elapsed() / BACK_TO_BACK)
        })
        .collect::<anygpu::Result<_>>()?;
    times.sort();
    Ok(times[RUNS / 2])
}

/// Checks 64 entries of `got` (spread over every batch) against f64 sums; `at(z, i, j, l)` gives
/// the pair of factors of term `l` of entry (i, j) of batch z. `rounding`: the relative error of
/// the stored result (0 for f32, 2^-11 for f16, 2^-8 for bf16); `products`: of each product
/// (TF32 rounds both factors, up to 2^-11 each).
#[allow(clippy::too_many_arguments)]
fn check(
    got: &[f32],
    batch: usize,
    m: usize,
    n: usize,
    k: usize,
    rounding: f64,
    products: f64,
    at: impl Fn(usize, usize, usize, usize) -> (f32, f32),
) -> Result<(), String> {
    for s in 0..64 {
        let (z, i, j) = (s % batch, (s * 7919) % m, (s * 104_729) % n);
        let (mut sum, mut mag) = (0.0f64, 0.0f64);
        for l in 0..k {
            let (a, b) = at(z, i, j, l);
            sum += a as f64 * b as f64;
            mag += (a as f64 * b as f64).abs();
        }
        let v = got[(z * m + i) * n + j] as f64;
        if (v - sum).abs() > (1e-5 + products) * mag + 1e-6 + rounding * sum.abs() * 1.01 || v.is_nan() {
            return Err(format!("entry [{z}][{i}][{j}] is {v}, not {sum}"));
        }
    }
    Ok(())
}

/// The element types timed: f32, f16 and bf16 (f32 accumulation, one rounding when stored).
trait Element: anygpu::ops::OpFloat {
    const LABEL: &'static str;
    const ROUNDING: f64;
    fn to_f32(self) -> f32;
}

impl Element for f32 {
    const LABEL: &'static str = "matmul f32";
    const ROUNDING: f64 = 0.0;
    fn to_f32(self) -> f32 {
        self
    }
}

impl Element for half::f16 {
    const LABEL: &'static str = "matmul f16";
    const ROUNDING: f64 = 1.0 / 2048.0;
    fn to_f32(self) -> f32 {
        half::f16::to_f32(self)
    }
}

impl Element for half::bf16 {
    const LABEL: &'static str = "matmul bf16";
    const ROUNDING: f64 = 1.0 / 256.0;
    fn to_f32(self) -> f32 {
        half::bf16::to_f32(self)
    }
}

/// What the command line asks of every product: a configuration in place of the tuner's, and
/// whether every tuning candidate's result is checked.
struct Forced {
    config: Option<String>,
    check_all: bool,
}

/// `ops::matmul` of `T` matrices at `g`'s shape, tuned first (or on `forced.config`); `tf32`: f32
/// with TF32 allowed (`MatmulSpec::allow_tf32`), the "matmul tf32" row.
fn matmul<T: Element>(
    ctx: &GpuContext,
    device: &str,
    g: &Gemm,
    tf32: bool,
    forced: &Forced,
) -> Result<Row, Box<dyn std::error::Error>> {
    let mut spec = ops::MatmulSpec::new(g.m, g.k, g.n).batched(g.batch);
    let label = if tf32 {
        spec = spec.allow_tf32();
        "matmul tf32"
    } else {
        T::LABEL
    };
    let typed = |v: Vec<f32>| -> Vec<T> { v.into_iter().map(T::from_f32).collect() };
    let (ha, hb) = (typed(data(g.batch * g.m * g.k, 1)), typed(data(g.batch * g.k * g.n, 2)));
    let (a, b) = (ctx.upload(&ha)?, ctx.upload(&hb)?);
    let mut c = ctx.upload(&vec![T::from_f32(f32::NAN); g.batch * g.m * g.n])?;
    let tuned = Instant::now();
    let tuning = match &forced.config {
        Some(config) => ops::MatmulTuning {
            spec,
            config: config.clone(),
            measured: false,
            timings: Vec::new(),
        },
        None => ops::tune_matmul_of::<T>(ctx, &[spec])?.remove(0),
    };
    let config = tuning.config;
    eprintln!(
        "gemm-bench: {label} {} → {config} ({:.1} s)",
        g.name,
        tuned.elapsed().as_secs_f64()
    );
    let flop = 2.0 * (g.batch * g.m * g.n * g.k) as f64;
    // TF32: each product off by up to 2⁻¹⁰ of its size where A and B are rounded to TF32
    // (the `mma.sync` kernels), 2⁻⁹ where they are truncated (the `wgmma` ones).
    let products = if tf32 { 2.1 / 1024.0 } else { 0.0 };
    let check_c = |c: &anygpu::DeviceBuffer<T>| -> Result<(), Box<dyn std::error::Error>> {
        let got: Vec<f32> = ctx.download(c)?.into_iter().map(T::to_f32).collect();
        check(&got, g.batch, g.m, g.n, g.k, T::ROUNDING, products, |z, i, j, l| {
            (
                ha[(z * g.m + i) * g.k + l].to_f32(),
                hb[(z * g.k + l) * g.n + j].to_f32(),
            )
        })?;
        Ok(())
    };
    for (candidate, seconds) in &tuning.timings {
        let checked = if forced.check_all {
            let mut cc = ctx.upload(&vec![T::from_f32(f32::NAN); g.batch * g.m * g.n])?;
            let name = candidate.to_string();
            match ops::matmul_with_config(ctx, &spec, &name, &a, &b, &mut cc, ops::Epilogue::default())
                .map_err(|e| e.into())
                .and_then(|_| check_c(&cc))
            {
                Ok(()) => ", checked",
                Err(e) => {
                    eprintln!("gemm-bench:     {candidate}: WRONG: {e}");
                    ", WRONG"
                }
            }
        } else {
            ""
        };
        eprintln!(
            "gemm-bench:     {candidate}: {:.1} GFLOP/s{checked}",
            flop / seconds / 1e9
        );
    }
    let median = median_of(
        || match &forced.config {
            Some(name) => ops::matmul_with_config(ctx, &spec, name, &a, &b, &mut c, ops::Epilogue::default()),
            None => ops::matmul_with(ctx, &spec, &a, &b, &mut c, ops::Epilogue::default()),
        },
        ctx,
    )?;
    check_c(&c)?;
    Ok(Row {
        device: device.to_string(),
        op: label,
        shape: if g.batch > 1 {
            format!("{}×{}×{}×{}", g.batch, g.m, g.k, g.n)
        } else {
            format!("{}×{}×{}", g.m, g.k, g.n)
        },
        config,
        median,
        gflop: 2.0 * (g.batch * g.m * g.n * g.k) as f64 / 1e9,
        unit: "GFLOP/s",
    })
}

fn conv(
    ctx: &GpuContext,
    device: &str,
    name: &str,
    ch: usize,
    side: usize,
    batch: usize,
) -> Result<Row, Box<dyn std::error::Error>> {
    let spec = ops::Conv2dSpec::new(batch, ch, ch, (side, side), (3, 3)).padding(1, 1);
    let (hx, hw) = (data(batch * ch * side * side, 3), data(ch * ch * 9, 4));
    let (x, w) = (ctx.upload(&hx)?, ctx.upload(&hw)?);
    let mut y = ctx.upload(&vec![f32::NAN; batch * ch * side * side])?;
    let median = median_of(|| ops::conv2d_into(ctx, &spec, &x, &w, None, &mut y), ctx)?;
    let got = ctx.download(&y)?;
    // Output (z, co, p) with p = oy·side + ox; term l = (ci, ky, kx).
    check(&got, batch, ch, side * side, ch * 9, 0.0, 0.0, |z, co, p, l| {
        let (ci, ky, kx) = (l / 9, l % 9 / 3, l % 3);
        let (iy, ix) = ((p / side + ky) as isize - 1, (p % side + kx) as isize - 1);
        let inside = (0..side as isize).contains(&iy) && (0..side as isize).contains(&ix);
        let xv = if inside {
            hx[((z * ch + ci) * side + iy as usize) * side + ix as usize]
        } else {
            0.0
        };
        (xv, hw[(co * ch + ci) * 9 + ky * 3 + kx])
    })?;
    Ok(Row {
        device: device.to_string(),
        op: "conv2d f32",
        shape: format!("{name}, batch {batch}"),
        config: "implicit GEMM (tuned)".into(),
        median,
        gflop: 2.0 * (batch * ch * ch * 9 * side * side) as f64 / 1e9,
        unit: "GFLOP/s",
    })
}
