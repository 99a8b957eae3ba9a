//! The crate and the `anygpu` command build for the browser (`wasm32-unknown-unknown`) with the
//! wgpu backend alone (features `wgpu,cli`): LLVM, and with it the CPU device, compiled out.

use std::process::Command;

#[test]
fn builds_for_wasm32_with_wgpu_alone() {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("wasm32-unknown-unknown"))
        .unwrap_or(false);
    if !installed {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: the wasm32-unknown-unknown target is missing (scripts/setup.sh adds it)"
        );
        skip!("rustup target wasm32-unknown-unknown is not installed");
        return;
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new(cargo)
        .current_dir(root)
        // A target dir of its own: the outer `cargo test` may still hold the main one.
        .env("CARGO_TARGET_DIR", format!("{root}/target/wasm-check"))
        .args([
            "check",
            "--lib",
            "--bins",
            "--no-default-features",
            "--features",
            "wgpu,cli",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .output()
        .expect("running cargo");
    assert!(
        out.status.success(),
        "wasm32 build failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
