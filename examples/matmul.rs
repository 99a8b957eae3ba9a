//! 1024×1024 f32 matrix multiply with a 16×16-tiled WGSL kernel (`shaders/matmul_tiled.wgsl`) on the
//! best device (or `ANYGPU_DEVICE`), checked against a CPU reference; prints the time and GFLOP/s.
//! With `--coop`, the cooperative-matrix kernel instead (`shaders/matmul_coop.wgsl`: f16 A and B,
//! f32 C, 16×16 tiles through `coopMultiplyAdd`; sizes must be multiples of 16).
//!
//! ```text
//! cargo run --release --example matmul            # 1024 × 1024 × 1024
//! cargo run --release --example matmul -- 512     # another size (any size; edge tiles are padded)
//! cargo run --release --example matmul -- --coop  # cooperative matrices (tensor cores on GPUs)
//! ANYGPU_DEVICE=cpu cargo run --release --example matmul
//! ```

use std::time::{Duration, Instant};

use anygpu::{default_device, KernelArg, KernelSource, LaunchConfig};
use half::f16;
use rand::{Rng, SeedableRng};

const TILED: (&str, &str) = (
    "shaders/matmul_tiled.wgsl",
    include_str!("../shaders/matmul_tiled.wgsl"),
);
const COOP: (&str, &str) = ("shaders/matmul_coop.wgsl", include_str!("../shaders/matmul_coop.wgsl"));
const TILE: usize = 16;

fn main() {
    anygpu::quiet_display_probing();
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let mut coop = false;
    let mut size = 1024;
    for arg in std::env::args().skip(1) {
        if arg == "--coop" {
            coop = true;
            continue;
        }
        size = arg
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("expected a positive size or `--coop`, not `{arg}`"))?;
    }
    if coop && size % TILE != 0 {
        return Err(
            format!("the cooperative-matrix kernel takes sizes that are multiples of {TILE}, not {size}").into(),
        );
    }
    let (m, n, k) = (size, size, size);
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x5eed);
    let mut host_a: Vec<f32> = (0..m * k).map(|_| rng.random_range(-1.0f32..1.0)).collect();
    let mut host_b: Vec<f32> = (0..k * n).map(|_| rng.random_range(-1.0f32..1.0)).collect();
    if coop {
        // The kernel reads f16: the reference multiplies the same rounded values.
        for x in host_a.iter_mut().chain(host_b.iter_mut()) {
            *x = f16::from_f32(*x).to_f32();
        }
    }

    let ctx = default_device()?;
    let info = ctx.info();
    println!(
        "device: {} — {} ({}, {} compute units)",
        info.id, info.name, info.kind, info.multiprocessor_count
    );

    let (file, src) = if coop { COOP } else { TILED };
    let t = Instant::now();
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(src).file_name(file))?;
    println!("compiled {file} in {:.1} ms", ms(t.elapsed()));

    let (a, b): (Box<dyn KernelArg>, Box<dyn KernelArg>) = if coop {
        let half = |x: &[f32]| x.iter().map(|&v| f16::from_f32(v)).collect::<Vec<_>>();
        (
            Box::new(ctx.upload(&half(&host_a))?),
            Box::new(ctx.upload(&half(&host_b))?),
        )
    } else {
        (Box::new(ctx.upload(&host_a)?), Box::new(ctx.upload(&host_b)?))
    };
    let (a, b) = (a.as_ref(), b.as_ref());
    let c = ctx.alloc::<f32>(m * n)?;
    let dims = ctx.upload(&[m as u32, n as u32, k as u32, 0])?;
    let grid = [n.div_ceil(TILE) as u32, m.div_ceil(TILE) as u32, 1];
    let config = LaunchConfig::grid(grid, &kernel);

    // Warm-up: first touch of the buffers, thread pool start-up, caches.
    ctx.launch(&kernel, config, &[a, b, &c, &dims])?;
    ctx.synchronize()?;

    // Timed runs: at least 3, and at least about a second in total.
    let mut times = Vec::new();
    let started = Instant::now();
    while times.len() < 3 || (started.elapsed() < Duration::from_secs(1) && times.len() < 50) {
        let t = Instant::now();
        ctx.launch(&kernel, config, &[a, b, &c, &dims])?;
        ctx.synchronize()?;
        times.push(t.elapsed());
    }
    times.sort();
    let best = times[0];
    let median = times[times.len() / 2];
    let flop = 2.0 * m as f64 * n as f64 * k as f64;
    println!(
        "matmul {m}×{k} · {k}×{n} ({}): {} runs, best {:.2} ms = {:.2} GFLOP/s, median {:.2} ms = {:.2} GFLOP/s",
        if coop {
            "f16 inputs, f32 result, cooperative 16×16 matrices"
        } else {
            "f32, 16×16 tiles"
        },
        times.len(),
        ms(best),
        flop / best.as_secs_f64() / 1e9,
        ms(median),
        flop / median.as_secs_f64() / 1e9,
    );

    let got = ctx.download(&c)?;
    let t = Instant::now();
    let want = reference_matmul(&host_a, &host_b, m, n, k);
    let ref_time = t.elapsed();
    let mut worst = (0.0f32, 0usize);
    let mut bad = 0usize;
    for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
        let err = (g - w).abs();
        if err.is_nan() || err > 1e-3 * (1.0 + w.abs()) {
            bad += 1;
        }
        if err.is_nan() || err > worst.0 {
            worst = (err, i);
        }
    }
    if bad > 0 {
        let i = worst.1;
        return Err(format!(
            "{bad} of {} elements differ from the CPU reference; worst C[{}][{}] = {} instead of {}",
            m * n,
            i / n,
            i % n,
            got[i],
            want[i]
        )
        .into());
    }
    println!(
        "checked all {} elements against a CPU reference ({:.0} ms): max abs error {:.2e}",
        m * n,
        ms(ref_time),
        worst.0
    );
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// C = A·B on the host: B transposed so that each element is a contiguous dot product, eight
/// independent partial sums so that it vectorises, rows spread over all cores.
fn reference_matmul(a: &[f32], b: &[f32], m: usize, n: usize, k: usize) -> Vec<f32> {
    let mut bt = vec![0.0f32; n * k];
    for kk in 0..k {
        for j in 0..n {
            bt[j * k + kk] = b[kk * n + j];
        }
    }
    let mut c = vec![0.0f32; m * n];
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let rows_per_thread = m.div_ceil(threads).max(1);
    std::thread::scope(|s| {
        for (chunk_index, chunk) in c.chunks_mut(rows_per_thread * n).enumerate() {
            let bt = &bt;
            s.spawn(move || {
                for (r, c_row) in chunk.chunks_mut(n).enumerate() {
                    let i = chunk_index * rows_per_thread + r;
                    let a_row = &a[i * k..(i + 1) * k];
                    for (j, out) in c_row.iter_mut().enumerate() {
                        *out = dot(a_row, &bt[j * k..(j + 1) * k]);
                    }
                }
            });
        }
    });
    c
}

fn dot(x: &[f32], y: &[f32]) -> f32 {
    let mut acc = [0.0f32; 8];
    let (xc, yc) = (x.chunks_exact(8), y.chunks_exact(8));
    let tail: f32 = xc.remainder().iter().zip(yc.remainder()).map(|(p, q)| p * q).sum();
    for (p, q) in xc.zip(yc) {
        for l in 0..8 {
            acc[l] += p[l] * q[l];
        }
    }
    acc.iter().sum::<f32>() + tail
}
