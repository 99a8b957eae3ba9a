//! The matmul tuner's choices persist: a process that tunes a shape stores its choice next to
//! the kernel cache, and a second process (same cache directory) uses it without measuring. Each
//! process is a child of this test with its own `ANYGPU_CACHE_DIR`, on the CPU device with its
//! native twin off (so there are kernels to choose among).

use std::process::Command;

use anygpu::{ops, CpuDeviceConfig, GpuContext};

const CHILD: &str = "ANYGPU_TEST_TUNING_CHILD";
const TEST: &str = "matmul_tuning::a_second_process_reuses_the_stored_choice";

/// In a child: tunes two shapes and prints one line per shape; the parent reads them.
fn child_body() {
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    ctx.set_native_ops(false);
    let specs = [
        ops::MatmulSpec::new(96, 40, 72),
        ops::MatmulSpec::new(33, 7, 5).transpose_b(),
    ];
    for t in ops::tune_matmul(&ctx, &specs).unwrap() {
        println!(
            "TUNED {}x{}x{} {} measured={} timed={}",
            t.spec.m,
            t.spec.k,
            t.spec.n,
            t.config,
            t.measured,
            t.timings.len()
        );
    }
    // The stored choice also serves a plain call, whose result is right.
    let (a, b) = (
        ctx.upload(&[1.0f32; 96 * 40]).unwrap(),
        ctx.upload(&[0.5f32; 40 * 72]).unwrap(),
    );
    let mut c = ctx.alloc::<f32>(96 * 72).unwrap();
    ops::matmul(&ctx, &a, &b, &mut c, 96, 40, 72).unwrap();
    assert!(ctx.download(&c).unwrap().iter().all(|&v| v == 20.0));
}

fn run_child(dir: &std::path::Path) -> Vec<String> {
    let out = Command::new(std::env::current_exe().unwrap())
        .args([TEST, "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD, "1")
        .env("ANYGPU_CACHE_DIR", dir)
        .env("ANYGPU_AUTOTUNE_BUDGET_MS", "2000")
        .env_remove("ANYGPU_AUTOTUNE")
        .env_remove("ANYGPU_CACHE")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "the tuning child failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The harness's "test … " may share the first line.
    stdout
        .lines()
        .filter_map(|l| l.find("TUNED").map(|at| l[at..].to_string()))
        .collect()
}

#[test]
fn a_second_process_reuses_the_stored_choice() {
    if std::env::var_os(CHILD).is_some() {
        return child_body();
    }
    let dir = tempfile::tempdir().unwrap();
    let first = run_child(dir.path());
    assert_eq!(first.len(), 2, "{first:?}");
    for line in &first {
        assert!(line.contains("measured=true") && !line.contains("timed=0"), "{line}");
    }
    let file = std::fs::read_to_string(dir.path().join("matmul-tuning-v3.tsv")).unwrap();
    assert_eq!(file.lines().count(), 2, "{file}");
    // A line another version (or a person) wrote that does not parse is skipped, not fatal.
    std::fs::write(
        dir.path().join("matmul-tuning-v3.tsv"),
        format!("{file}garbage\tline\n"),
    )
    .unwrap();
    let second = run_child(dir.path());
    for (a, b) in first.iter().zip(&second) {
        let config = |l: &str| l.split_whitespace().nth(2).unwrap().to_string();
        assert_eq!(config(a), config(b), "the second process chose differently");
        assert!(
            b.contains("measured=false") && b.contains("timed=0"),
            "the second process measured again: {b}"
        );
    }
}
