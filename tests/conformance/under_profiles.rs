//! The whole suite again on the mock device posing as GPUs (`ANYGPU_MOCK=profile=…`): a 32-wide
//! NVIDIA GPU, a 64-wide AMD one, Metal through wgpu and a browser's WebGPU defaults. Every
//! kernel either gives that GPU's answer (subgroup-size-dependent references take the width) or
//! is refused up front as that GPU refuses it (features, workgroup shape and memory, storage
//! buffers: `common::refused_as_the_device_should`) — never a wrong answer.

use std::process::Command;

/// Set in the child runs, so that they do not start runs of their own.
const CHILD: &str = "ANYGPU_TEST_UNDER_PROFILE";

#[test]
fn the_suite_passes_on_mocks_posing_as_gpus() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    let exe = std::env::current_exe().expect("the test binary's path");
    for profile in ["h100", "mi300x", "apple-m2", "webgpu-default"] {
        let out = Command::new(&exe)
            // The CPU device's tests only: the other kinds' have no device in the child.
            .args(["::cpu", "--skip", "under_profiles"])
            .env(CHILD, profile)
            .env("ANYGPU_MOCK", format!("profile={profile}"))
            .env("ANYGPU_TEST_DEVICES", "cpu:0")
            .output()
            .expect("running the suite again");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let summary = stdout.lines().find(|l| l.starts_with("test result")).unwrap_or("no summary");
        println!("{profile}: {summary}");
        assert!(out.status.success(), "the suite posing as {profile} failed:\n{stdout}\n{stderr}");
        let passed: usize = summary
            .split_whitespace()
            .skip_while(|w| *w != "ok.")
            .nth(1)
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        assert!(passed > 100, "posing as {profile}, the suite ran {passed} tests: {summary}");
    }
}
