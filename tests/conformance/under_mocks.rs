//! The whole suite again on the CPU device as CI's mocks: posing as GPUs
//! (`ANYGPU_MOCK=profile=…`: a 32-wide NVIDIA GPU, a 64-wide AMD one, Metal through wgpu and a
//! browser's WebGPU defaults), where every kernel either gives that GPU's answer
//! (subgroup-size-dependent references take the width) or is refused up front as that GPU
//! refuses it (`common::refused_as_the_device_should`) — never a wrong answer; and under the
//! sanitizer (`ANYGPU_SANITIZE=race,order`), where no kernel of the suite has a data race and
//! none depends on the order of workgroups or work-items.

use std::process::Command;

/// Set in the child runs, so that they do not start runs of their own.
const CHILD: &str = "ANYGPU_TEST_UNDER_MOCK";

/// Runs the suite's CPU-device tests in a child process with `env`; prints its summary.
fn suite_with(what: &str, env: &[(&str, &str)]) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let out = Command::new(&exe)
        // The CPU device's tests only: the other kinds' have no device in the child.
        .args(["::cpu", "--skip", "under_mocks"])
        .env(CHILD, what)
        .env("ANYGPU_TEST_DEVICES", "cpu:0")
        .envs(env.iter().copied())
        .output()
        .expect("running the suite again");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let summary = stdout
        .lines()
        .find(|l| l.starts_with("test result"))
        .unwrap_or("no summary");
    println!("{what}: {summary}");
    assert!(out.status.success(), "the suite {what} failed:\n{stdout}\n{stderr}");
    let passed: usize = summary
        .split_whitespace()
        .skip_while(|w| *w != "ok.")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(passed > 100, "{what}, the suite ran {passed} tests: {summary}");
}

#[test]
fn the_suite_passes_on_mocks_posing_as_gpus() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    for profile in ["h100", "mi300x", "apple-m2", "webgpu-default"] {
        suite_with(
            &format!("posing as {profile}"),
            &[("ANYGPU_MOCK", &format!("profile={profile}"))],
        );
    }
}

#[test]
fn the_suite_passes_under_the_sanitizer() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    suite_with("under the sanitizer", &[("ANYGPU_SANITIZE", "race,order,seed=1")]);
}
