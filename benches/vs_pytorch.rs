//! anygpu's ops on the CPU device and PyTorch's on the same workloads, alternating in one run,
//! as a ratio table (issue 37's yardstick).
//!
//!   scripts/setup-torch.sh              # once: PyTorch in .tools/torch-venv
//!   cargo bench --bench vs_pytorch      # all workloads; `-- softmax gelu` for some of them
//!
//! PyTorch runs in a child process, `scripts/bench_pytorch.py --serve`, started with the first
//! Python found of `.tools/torch-venv/bin/python3` and `python3` that can import torch (or only
//! `$ANYGPU_TORCH_PYTHON` where that is set); where none can, the table has anygpu's column only and says why. Each round
//! times every workload on anygpu (the median of a few calls, each ending in `synchronize`), then
//! asks PyTorch for the same workload's median over as many calls, so both sides see the same
//! machine state; the table shows the medians over the rounds (`ANYGPU_VS_TORCH_ROUNDS`,
//! default 3). Ratio = PyTorch's time / anygpu's: below 1.0 PyTorch is faster. Outputs are
//! preallocated on both sides where the op allows it (`*_into`; PyTorch's `out=`), the notes
//! say where not.
//!
//! Accounting as in `scripts/bench_pytorch.py`: GB/s of bytes read + written for the
//! memory-bound ops, GFLOP/s for matmul (2·m·n·k), conv2d and attention (the visible half).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use anygpu::{ops, CpuDeviceConfig, DeviceBuffer, GpuContext, Result};

const LEN_16M: usize = 16 << 20;
const ROWS: usize = 4096;
const COLS: usize = 1024;
/// The time each side spends on one workload per round (the calls are chosen from a first call).
const TIME_PER_MEASUREMENT: Duration = Duration::from_millis(400);
/// The pause before each side's measurement: the other side's threads stop spinning (OpenMP's
/// and rayon's workers spin a while before they sleep) and leave the cores to this one.
const SETTLE: Duration = Duration::from_millis(100);
/// How long PyTorch may take to start or to answer one request before the column is dropped.
const PEER_TIMEOUT: Duration = Duration::from_secs(300);

/// One workload: its name in the protocol, how it reads in the table, and its call on anygpu.
struct Workload {
    name: &'static str,
    label: &'static str,
    /// Bytes or FLOPs per call, in `unit`'s thousand-millions.
    amount: f64,
    unit: &'static str,
    call: Box<dyn FnMut() -> Result<()>>,
}

fn data(n: usize, seed: u32) -> Vec<f32> {
    (0..n)
        .map(|i| ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) % 1000) as f32 / 500.0 - 1.0)
        .collect()
}

fn upload(ctx: &GpuContext, n: usize, seed: u32) -> DeviceBuffer<f32> {
    ctx.upload(&data(n, seed)).expect("upload")
}

/// The workloads, each with its buffers made once (only those `wanted` selects).
fn workloads(ctx: &GpuContext, wanted: &dyn Fn(&str) -> bool) -> Vec<Workload> {
    let mut all: Vec<Workload> = Vec::new();
    let n = LEN_16M;
    let mut push = |name: &'static str, label, amount: f64, unit, make: &dyn Fn() -> Box<dyn FnMut() -> Result<()>>| {
        if wanted(name) {
            all.push(Workload {
                name,
                label,
                amount: amount / 1e9,
                unit,
                call: make(),
            });
        }
    };
    let c = ctx.clone();
    push("add_16m", "add 16M", (3 * 4 * n) as f64, "GB/s", &|| {
        let (x, y, mut out) = (upload(&c, n, 1), upload(&c, n, 2), c.alloc::<f32>(n).unwrap());
        let ctx = c.clone();
        Box::new(move || ops::add_into(&ctx, &x, &y, &mut out))
    });
    push("relu_16m", "relu 16M", (2 * 4 * n) as f64, "GB/s", &|| {
        let (x, mut out) = (upload(&c, n, 1), c.alloc::<f32>(n).unwrap());
        let ctx = c.clone();
        Box::new(move || ops::relu_into(&ctx, &x, &mut out))
    });
    push("gelu_16m", "gelu 16M", (2 * 4 * n) as f64, "GB/s", &|| {
        let (x, mut out) = (upload(&c, n, 1), c.alloc::<f32>(n).unwrap());
        let ctx = c.clone();
        Box::new(move || ops::gelu_into(&ctx, &x, &mut out))
    });
    let unary: [(&'static str, &'static str, ops::Unary, bool); 5] = [
        ("sigmoid_16m", "sigmoid 16M", ops::Unary::Sigmoid, false),
        ("tanh_16m", "tanh 16M", ops::Unary::Tanh, false),
        ("silu_16m", "silu 16M", ops::Unary::Silu, false),
        ("exp_16m", "exp 16M", ops::Unary::Exp, false),
        ("log_16m", "log 16M", ops::Unary::Log, true),
    ];
    for (name, label, op, positive) in unary {
        push(name, label, (2 * 4 * n) as f64, "GB/s", &|| {
            let host: Vec<f32> = data(n, 1)
                .iter()
                .map(|&v| if positive { v.abs() + 1.0 } else { v })
                .collect();
            let (x, mut out) = (c.upload(&host).unwrap(), c.alloc::<f32>(n).unwrap());
            let ctx = c.clone();
            Box::new(move || ops::unary_into(&ctx, op, &x, &mut out))
        });
    }
    push("sum_16m", "sum 16M", (4 * n) as f64, "GB/s", &|| {
        let x = upload(&c, n, 1);
        let ctx = c.clone();
        Box::new(move || {
            ops::sum(&ctx, &x).map(|s| {
                std::hint::black_box(s);
            })
        })
    });
    push("dot_16m", "dot 16M", (8 * n) as f64, "GB/s", &|| {
        let (x, y) = (upload(&c, n, 1), upload(&c, n, 2));
        let ctx = c.clone();
        Box::new(move || {
            ops::dot(&ctx, &x, &y).map(|s| {
                std::hint::black_box(s);
            })
        })
    });
    let rows_bytes = (2 * 4 * ROWS * COLS) as f64;
    push("softmax_4096x1024", "softmax 4096×1024", rows_bytes, "GB/s", &|| {
        let (x, mut out) = (upload(&c, ROWS * COLS, 3), c.alloc::<f32>(ROWS * COLS).unwrap());
        let ctx = c.clone();
        Box::new(move || ops::softmax_into(&ctx, &x, &mut out, COLS))
    });
    push(
        "layer_norm_4096x1024",
        "layer_norm 4096×1024",
        rows_bytes,
        "GB/s",
        &|| {
            let (x, mut out) = (upload(&c, ROWS * COLS, 3), c.alloc::<f32>(ROWS * COLS).unwrap());
            let ctx = c.clone();
            Box::new(move || ops::layer_norm_into(&ctx, &x, &mut out, COLS, 1e-5))
        },
    );
    let m = 1024;
    push(
        "matmul_1024",
        "matmul 1024³",
        (2 * m * m * m) as f64,
        "GFLOP/s",
        &|| {
            let (a, b, mut out) = (
                upload(&c, m * m, 1),
                upload(&c, m * m, 2),
                c.alloc::<f32>(m * m).unwrap(),
            );
            let ctx = c.clone();
            Box::new(move || ops::matmul(&ctx, &a, &b, &mut out, m, m, m))
        },
    );
    let spec = ops::Conv2dSpec::new(1, 64, 64, (128, 128), (3, 3)).padding(1, 1);
    let conv_flops = (2 * 64 * 64 * 9 * 128 * 128) as f64;
    push(
        "conv2d_64x128x128_k3",
        "conv2d 64→64 128² 3×3",
        conv_flops,
        "GFLOP/s",
        &|| {
            let x = upload(&c, 64 * 128 * 128, 4);
            let w = upload(&c, 64 * 64 * 3 * 3, 5);
            let mut out = c.alloc::<f32>(64 * 128 * 128).unwrap();
            let ctx = c.clone();
            Box::new(move || ops::conv2d_into(&ctx, &spec, &x, &w, None, &mut out))
        },
    );
    let att = ops::AttentionSpec::new(1, 8, 1024, 64).causal();
    let att_flops = (2 * 8 * 1024 * 1024 * 64) as f64;
    push(
        "attention_8x1024_d64_causal",
        "attention 8×1024² d64 causal",
        att_flops,
        "GFLOP/s",
        &|| {
            let len = 8 * 1024 * 64;
            let (q, k, v) = (upload(&c, len, 6), upload(&c, len, 7), upload(&c, len, 8));
            let mut out = c.alloc::<f32>(len).unwrap();
            let ctx = c.clone();
            Box::new(move || {
                ops::attention_into::<f32, _, _, _, _, DeviceBuffer<f32>>(&ctx, &att, &q, &k, &v, &mut out, None)
            })
        },
    );
    all
}

/// PyTorch's side: the child process and the lines it answers with.
struct Peer {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    banner: String,
}

impl Peer {
    /// The first Python that can run the peer script, or why none could.
    fn start(root: &Path) -> std::result::Result<Peer, String> {
        let script = root.join("scripts/bench_pytorch.py");
        let mut candidates: Vec<PathBuf> = Vec::new();
        match std::env::var_os("ANYGPU_TORCH_PYTHON") {
            Some(p) => candidates.push(p.into()),
            None => candidates.extend([root.join(".tools/torch-venv/bin/python3"), "python3".into()]),
        }
        let mut why = Vec::new();
        for python in candidates {
            match Peer::spawn(&python, &script) {
                Ok(peer) => return Ok(peer),
                Err(e) => why.push(format!("{}: {e}", python.display())),
            }
        }
        Err(why.join("; "))
    }

    fn spawn(python: &Path, script: &Path) -> std::result::Result<Peer, String> {
        let mut child = Command::new(python)
            .arg(script)
            .arg("--serve")
            // numpy's OpenBLAS (imported with torch) would otherwise start a spinning thread per core.
            .env("OPENBLAS_NUM_THREADS", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(|l| l.ok()) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let (etx, errors) = mpsc::channel();
        std::thread::spawn(move || {
            let last = BufReader::new(stderr).lines().map_while(|l| l.ok()).last();
            let _ = etx.send(last.unwrap_or_default());
        });
        match lines.recv_timeout(PEER_TIMEOUT) {
            Ok(banner) if banner.starts_with("ready ") => Ok(Peer {
                child,
                stdin,
                lines,
                banner,
            }),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                Err(errors.recv_timeout(Duration::from_secs(5)).unwrap_or_default())
            }
        }
    }

    /// PyTorch's median seconds over `calls` calls of workload `name`.
    fn time(&mut self, name: &str, calls: usize) -> std::result::Result<f64, String> {
        writeln!(self.stdin, "time {name} {calls}").map_err(|e| e.to_string())?;
        self.stdin.flush().map_err(|e| e.to_string())?;
        let line = self
            .lines
            .recv_timeout(PEER_TIMEOUT)
            .map_err(|_| "no answer".to_string())?;
        match line.strip_prefix("ok ") {
            Some(t) => t.trim().parse().map_err(|_| format!("bad answer {line:?}")),
            None => Err(line),
        }
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// anygpu's median seconds over `calls` calls.
fn time_anygpu(ctx: &GpuContext, call: &mut dyn FnMut() -> Result<()>, calls: usize) -> f64 {
    let mut times: Vec<f64> = (0..calls)
        .map(|_| {
            let t0 = Instant::now();
            call().expect("the op runs");
            ctx.synchronize().expect("the op finishes");
            t0.elapsed().as_secs_f64()
        })
        .collect();
    median(&mut times)
}

fn main() {
    // `cargo bench` passes `--bench`; any other word selects workloads by part of their name.
    let filters: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let wanted = |name: &str| filters.is_empty() || filters.iter().any(|f| name.contains(f.as_str()));
    let rounds: usize = std::env::var("ANYGPU_VS_TORCH_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3)
        .max(1);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));

    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let mut work = workloads(&ctx, &wanted);
    let mut peer = match Peer::start(root) {
        Ok(peer) => {
            println!("PyTorch: {}", peer.banner.trim_start_matches("ready "));
            Some(peer)
        }
        Err(why) => {
            println!("PyTorch: skipped, no Python here can import torch ({why}); scripts/setup-torch.sh installs it");
            None
        }
    };
    println!(
        "anygpu: {} ({} threads)",
        ctx.info().name,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    println!("{rounds} rounds, each workload alternating anygpu then PyTorch; medians\n");

    // Warm up (compiles, first touches) and choose the calls per measurement.
    let calls: Vec<usize> = work
        .iter_mut()
        .map(|w| {
            let once = time_anygpu(&ctx, &mut w.call, 2);
            ((TIME_PER_MEASUREMENT.as_secs_f64() / once.max(1e-6)) as usize).clamp(3, 200)
        })
        .collect();
    let mut ours = vec![Vec::new(); work.len()];
    let mut theirs = vec![Vec::new(); work.len()];
    let mut peer_errors: Vec<Option<String>> = vec![None; work.len()];
    for round in 0..rounds {
        for (i, w) in work.iter_mut().enumerate() {
            std::thread::sleep(SETTLE);
            ours[i].push(time_anygpu(&ctx, &mut w.call, calls[i]));
            if let (Some(p), None) = (peer.as_mut(), &peer_errors[i]) {
                std::thread::sleep(SETTLE);
                match p.time(w.name, calls[i]) {
                    Ok(t) => theirs[i].push(t),
                    Err(e) => peer_errors[i] = Some(e),
                }
            }
            eprint!("\rround {}/{rounds}: {:<40}", round + 1, w.name);
        }
    }
    eprintln!();
    drop(peer.take());

    println!("| op | anygpu | PyTorch | ratio (PyTorch time / anygpu time) |");
    println!("|---|---|---|---|");
    let mut row = Vec::new();
    for (i, w) in work.iter().enumerate() {
        let t = median(&mut ours[i]);
        let rate = |t: f64| format!("{:.1} {}", w.amount / t, w.unit);
        let (torch, ratio) = match (&peer_errors[i], theirs[i].is_empty()) {
            (Some(e), _) => (format!("error: {e}"), "—".to_string()),
            (None, true) => ("—".to_string(), "—".to_string()),
            (None, false) => {
                let p = median(&mut theirs[i]);
                (rate(p), format!("{:.2}", p / t))
            }
        };
        println!("| {} | {} | {} | {} |", w.label, rate(t), torch, ratio);
        row.push((w.label, ratio));
    }
    println!();
    println!("| {} |", row.iter().map(|(l, _)| *l).collect::<Vec<_>>().join(" | "));
    println!("|{}", "---|".repeat(row.len()));
    println!(
        "| {} |",
        row.iter().map(|(_, r)| r.as_str()).collect::<Vec<_>>().join(" | ")
    );
}
