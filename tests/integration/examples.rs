//! The examples that check themselves run and pass their checks here: `transformer_block` (one
//! decoder layer against its f64 twin) on the CPU device and on every wgpu adapter, with a
//! short prompt, `tokio_service` (anygpu's futures in tokio tasks) on the same devices, and
//! `data_parallel` across mock devices against one device. `cargo test`
//! builds the examples next to the test binaries (`target/*/examples`).

use std::path::PathBuf;
use std::process::Command;

/// The example binary `name` that this `cargo test` built.
fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    // target/<profile>/deps/integration-<hash> → target/<profile>/examples/<name>
    let dir = exe.parent().and_then(|deps| deps.parent()).expect("target/<profile>");
    dir.join("examples").join(name)
}

/// The ids of the CPU device and every wgpu adapter: where the self-checking examples run.
fn cpu_and_wgpu() -> Vec<String> {
    let mut devices = vec!["cpu:0".to_string()];
    devices.extend(
        crate::wgpu_devices::wgpu_contexts()
            .iter()
            .map(|c| c.info().id.to_string()),
    );
    devices
}

#[test]
fn transformer_block_example_matches_its_f64_layer() {
    let bin = example("transformer_block");
    assert!(
        bin.exists(),
        "{} was not built (cargo test builds the examples)",
        bin.display()
    );
    for device in cpu_and_wgpu() {
        let out = Command::new(&bin)
            .args(["--prompt", "24", "--decode", "4"])
            .env("ANYGPU_DEVICE", &device)
            .output()
            .expect("the example runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("checked against f64"),
            "{device}: {}\n{stdout}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `tokio_service` serves eight requests from tokio tasks on one context (compiles awaited,
/// work in the background) while a ticker runs, on the CPU device and every wgpu adapter, and
/// checks every answer.
#[test]
fn tokio_service_example_answers_every_request() {
    let bin = example("tokio_service");
    assert!(bin.exists(), "{} was not built", bin.display());
    for device in cpu_and_wgpu() {
        let out = Command::new(&bin).arg(&device).output().expect("the example runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.matches(": correct").count() == 8 && stdout.contains("20 ticks"),
            "{device}: {}\n{stdout}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `data_parallel --local` trains its MLP across four mock devices (and whatever wgpu adapters
/// the machine has) with all-reduced gradients, printing each step's loss, and ends within
/// 1e-5 of the same training on one device; without `--local` it says what it lacks.
#[test]
fn data_parallel_example_matches_one_device() {
    let bin = example("data_parallel");
    assert!(bin.exists(), "{} was not built", bin.display());
    let out = Command::new(&bin)
        .args(["--local", "--steps", "5"])
        .env("ANYGPU_MOCK", "count=4")
        .output()
        .expect("the example runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success()
            && stdout.matches("loss: ").count() == 5
            && stdout.contains("matches the single-device run within 1e-5"),
        "{}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    #[cfg(not(feature = "mpi"))]
    {
        let out = Command::new(&bin)
            .args(["--steps", "1"])
            .output()
            .expect("the example runs");
        assert!(
            !out.status.success() && String::from_utf8_lossy(&out.stderr).contains("MPI communicator"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `mpirun -n 4 data_parallel`: four ranks, one member each, gradients all-reduced over MPI;
/// rank 0 prints each step's loss and matches its own single-device run within 1e-5.
#[cfg(feature = "mpi")]
#[test]
fn data_parallel_example_across_four_mpi_ranks() {
    let bin = example("data_parallel");
    let out = Command::new("mpirun")
        .args(["--oversubscribe", "-n", "4"])
        .arg(&bin)
        .args(["--steps", "5"])
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        .env("ANYGPU_COMM_TIMEOUT", "60")
        .output()
        .expect("mpirun runs (scripts/setup.sh installs Open MPI)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success()
            && stdout.contains("over 4 ranks")
            && stdout.matches("loss: ").count() == 5
            && stdout.contains("matches the single-device run within 1e-5"),
        "{}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}
