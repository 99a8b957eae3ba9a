//! The fuzz targets' checks (`fuzz/support.rs`) over their seeds and every corpus entry the
//! fuzzers kept (`shaders/`, `fuzz/seeds`, `fuzz/corpus/*`): the CI smoke test of `scripts/fuzz.sh`, run
//! without libFuzzer. Any input must give `Ok` or a user-facing error: never a panic, an abort
//! or an internal compiler error.
#![cfg(feature = "llvm")]

#[path = "../../fuzz/support.rs"]
mod support;

use std::path::Path;
use std::time::{Duration, Instant};

/// The smoke test's budget: CI runs it in well under two minutes.
const BUDGET: Duration = Duration::from_secs(90);

fn inputs() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut files = Vec::new();
    // The seeds: the example shaders and the hand-written kernels of fuzz/seeds.
    let mut dirs = vec![root.join("../shaders"), root.join("seeds")];
    if let Ok(targets) = std::fs::read_dir(root.join("corpus")) {
        dirs.extend(targets.flatten().map(|d| d.path()));
    }
    // Seeds first: they always run; the fuzzers' corpus runs as far as the budget goes.
    for dir in dirs {
        if let Ok(entries) = std::fs::read_dir(&dir) {
            let mut here: Vec<_> = entries.flatten().map(|e| e.path()).filter(|p| p.is_file()).collect();
            here.sort();
            files.extend(here);
        }
    }
    files
}

#[test]
fn every_corpus_input_gives_an_answer_on_every_target() {
    let files = inputs();
    assert!(files.len() >= 10, "fuzz seeds missing: {files:?}");
    let ctx = anygpu::GpuContext::with_cpu_device(&anygpu::CpuDeviceConfig::host());
    let started = Instant::now();
    let mut checked = 0;
    for file in &files {
        if started.elapsed() > BUDGET {
            break;
        }
        // A fuzzer running beside the tests replaces corpus files as it minimises them.
        let Ok(data) = std::fs::read(file) else { continue };
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            support::front(&data);
            support::compile_targets(&data);
            support::run_cpu(&ctx, &data);
        }));
        assert!(result.is_ok(), "{} made anygpu panic", file.display());
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} inputs checked in {BUDGET:?}");
}
