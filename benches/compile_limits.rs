//! Compile time and peak memory over generated sources of up to 256 KiB (`MAX_SOURCE_BYTES`;
//! larger ones are refused before parsing), the shapes that made LLVM
//! or the lowering take time or memory growing faster than the source: huge constant tables,
//! `switch`es with thousands of cases, thousands of early returns (plain, guarded by loads,
//! nested) or bounds-checked stores,
//! thousands of helpers, loops or variables, call trees that double per level, maximal expression chains.
//! The promise (`compiler::limits`): each compiles or is refused with a clear error within 30 s
//! and 2 GB on a 2-core machine, for the host, PTX and AMDGCN.
//!
//! `cargo bench --bench compile_limits` prints criterion's timings for typical sizes, then one
//! line per (shape, target) for the largest inputs, each compiled in a child process (so its
//! peak resident memory is its own): seconds, peak MiB, and whether it compiled or was refused.

use std::process::Command;
use std::time::{Duration, Instant};

use anygpu::compiler::{emit, TargetSpec, TextForm};
use anygpu::KernelSource;
use criterion::Criterion;

/// Set in a child process: `SHAPE:N:TARGET` to compile, report and exit.
const CHILD: &str = "ANYGPU_COMPILE_LIMITS_CHILD";

/// A child past this is killed and reported as over time.
const CHILD_LIMIT: Duration = Duration::from_secs(120);

const BUFFER: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n";

/// The generated source of `shape` at size `n`.
fn source(shape: &str, n: u32) -> String {
    let entry = |body: String| {
        format!(
            "{BUFFER}@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{\n  if g.x >= arrayLength(&o) {{ return; }}\n{body}}}\n"
        )
    };
    let lines = |f: &dyn Fn(u32) -> String| (0..n).map(f).collect::<String>();
    match shape {
        "const_table" => format!(
            "const T = array<u32, {n}>({});\n{}",
            (0..n).map(|k| format!("{}u", k % 997)).collect::<Vec<_>>().join(","),
            entry("  o[g.x] = T[o[g.x]];\n  var copy = T;\n  o[g.x] += copy[g.x % 5u];\n".into())
        ),
        "switch" => entry(format!(
            "  switch o[g.x] {{\n{}    default: {{ o[g.x] = 0u; }}\n  }}\n",
            lines(&|i| format!("    case {i}u: {{ o[g.x] = {}u; }}\n", i * 7 + 1))
        )),
        "early_returns" => entry(format!(
            "  let v = o[g.x];\n{}",
            lines(&|i| format!("  if v == {i}u {{ o[g.x] = {}u; return; }}\n", i * 7))
        )),
        // Early returns guarded by loads, data carried between them, nested branches: the
        // shapes whose full-effort time grows fastest (`targets/effort.rs`).
        "loaded_returns" => entry(lines(&|i| {
            format!("  if o[g.x + {i}u] > {i}u {{ o[g.x] = {i}u; return; }}\n")
        })),
        "guarded_returns" => entry(format!(
            "  var v = o[g.x];\n{}  o[g.x] = v;\n",
            lines(&|i| format!(
                "  if o[g.x + {i}u] == v {{ v = o[v % 64u]; if v > {i}u {{ o[g.x] = v; return; }} }}\n"
            ))
        )),
        "nested_ifs" => entry(format!(
            "  var v = o[g.x];\n{}  o[g.x] = v;\n",
            lines(&|i| format!(
                "  if v > {i}u {{ if v < {}u {{ v = v * {i}u; }} else {{ v += o[v % 64u]; }} }}\n",
                i * 3
            ))
        )),
        "stores" => entry(lines(&|i| {
            format!("  o[(g.x + {i}u) % 1000u] = o[(g.x * {i}u) % 999u] + {i}u;\n")
        })),
        "helpers" => format!(
            "{}{}",
            lines(&|i| format!("fn h{i}(x: u32) -> u32 {{ return x * {i}u + 1u; }}\n")),
            entry(format!(
                "  var v = o[g.x];\n{}  o[g.x] = v;\n",
                lines(&|i| format!("  v = h{i}(v);\n"))
            ))
        ),
        "variables" => entry(lines(&|i| format!("  var x{i} = o[{i}u];\n  o[g.x] += x{i};\n"))),
        "loops" => entry(lines(&|i| {
            format!("  for (var i = 0u; i < 4u; i++) {{ o[(g.x + i) % 1000u] += {i}u; }}\n")
        })),
        "call_tree" => format!(
            "fn f0(x: u32) -> u32 {{ return x * 3u + 1u; }}\n{}{}",
            (1..n)
                .map(|i| format!(
                    "fn f{i}(x: u32) -> u32 {{ return f{}(x) + f{}(x + 1u); }}\n",
                    i - 1,
                    i - 1
                ))
                .collect::<String>(),
            entry(format!("  o[g.x] = f{}(o[g.x]);\n", n - 1))
        ),
        "chains" => entry(lines(&|i| {
            format!("  o[(g.x + {i}u) % 64u] = o[0]{};\n", " + o[1]".repeat(2000))
        })),
        other => panic!("unknown shape {other}"),
    }
}

/// The largest size of each shape within `MAX_SOURCE_BYTES` (256 KiB).
const WORST: [(&str, u32); 12] = [
    ("const_table", 40_000),
    ("switch", 6_500),
    ("early_returns", 5_500),
    ("loaded_returns", 4_700),
    ("guarded_returns", 3_200),
    ("nested_ifs", 3_000),
    ("stores", 4_000),
    ("helpers", 3_800),
    ("loops", 3_800),
    ("variables", 6_000),
    ("call_tree", 30),
    ("chains", 18),
];

/// The branchy shapes just below where the host and PTX switch to the quick pipeline
/// (operations × branches about 16M): the slowest full-effort compiles there are.
const NEAR_THRESHOLD: [(&str, u32); 5] = [
    ("early_returns", 690),
    ("loaded_returns", 450),
    ("guarded_returns", 280),
    ("nested_ifs", 420),
    ("stores", 560),
];

const TARGETS: [&str; 3] = ["host", "ptx", "amdgcn"];

fn target(name: &str) -> TargetSpec {
    match name {
        "host" => TargetSpec::Host,
        "ptx" => TargetSpec::ptx("sm_70".parse().expect("a known architecture")),
        "amdgcn" => TargetSpec::amdgcn("gfx942".parse().expect("a known architecture")),
        other => panic!("unknown target {other}"),
    }
}

/// Peak resident memory of this process, in KiB (Linux).
fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// In a child: compiles one job and prints `seconds peak_kib outcome`.
fn child(job: &str) {
    let mut parts = job.split(':');
    let (shape, n, tgt) = (parts.next().unwrap(), parts.next().unwrap(), parts.next().unwrap());
    let src = source(shape, n.parse().unwrap());
    let bytes = src.len();
    let start = Instant::now();
    let outcome = match emit(&KernelSource::wgsl(src), &target(tgt), TextForm::Assembly) {
        Ok(_) => "compiled".to_string(),
        Err(e @ anygpu::GpuError::NotSupported(_)) => {
            let e = e.to_string();
            format!("refused: {}", e.chars().take(110).collect::<String>())
        }
        Err(e) => format!("FAILED: {e}"),
    };
    println!(
        "{:.2} {} {bytes} {outcome}",
        start.elapsed().as_secs_f64(),
        peak_rss_kib()
    );
}

/// Compiles every worst case in a child process of its own and prints one line each.
fn worst_cases() {
    println!("compile_limits: the largest generated inputs (each in its own process):");
    in_children(&WORST);
    println!("compile_limits: branchy shapes just below the quick-pipeline threshold:");
    in_children(&NEAR_THRESHOLD);
}

/// Compiles each (shape, size) for every target in a child process and prints one line each.
fn in_children(jobs: &[(&str, u32)]) {
    let exe = std::env::current_exe().expect("the bench binary's path");
    for &(shape, n) in jobs {
        for tgt in TARGETS {
            let mut child = Command::new(&exe)
                .env(CHILD, format!("{shape}:{n}:{tgt}"))
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("start a child");
            let start = Instant::now();
            while child.try_wait().expect("wait for the child").is_none() && start.elapsed() < CHILD_LIMIT {
                std::thread::sleep(Duration::from_millis(50));
            }
            let line = if child.try_wait().expect("wait for the child").is_none() {
                let _ = child.kill();
                let _ = child.wait();
                format!("over {} s", CHILD_LIMIT.as_secs())
            } else {
                let out = child.wait_with_output().expect("the child's output");
                let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
                let mut f = text.splitn(4, ' ');
                match (f.next(), f.next(), f.next(), f.next()) {
                    (Some(secs), Some(kib), Some(bytes), Some(outcome)) => format!(
                        "{secs:>7} s {:>6} MiB  ({} KB source) {outcome}",
                        kib.parse::<u64>().unwrap_or(0) / 1024,
                        bytes.parse::<u64>().unwrap_or(0) / 1000
                    ),
                    _ => format!("no report (exit {:?})", out.status.code()),
                }
            };
            println!("  {shape:>13} {n:>7} {tgt:>6}: {line}");
        }
    }
}

fn typical_sizes(c: &mut Criterion) {
    let mut group = c.benchmark_group("compile_limits");
    group.sample_size(10);
    for (shape, n) in [("const_table", 10_000), ("switch", 1_000), ("stores", 500)] {
        for tgt in TARGETS {
            let src = KernelSource::wgsl(source(shape, n));
            group.bench_function(format!("{shape}_{n}_{tgt}"), |b| {
                b.iter(|| emit(&src, &target(tgt), TextForm::Assembly).unwrap())
            });
        }
    }
    group.finish();
}

fn main() {
    if let Ok(job) = std::env::var(CHILD) {
        child(&job);
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    typical_sizes(&mut c);
    c.final_summary();
    worst_cases();
}
