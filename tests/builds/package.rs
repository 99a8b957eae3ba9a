//! The package is publishable: `scripts/check-package.sh` builds the API docs with rustdoc
//! warnings as errors (docs.rs would show a broken page for each) and runs `cargo publish
//! --dry-run` (metadata complete, the packaged files alone build the crate). Both into a target
//! directory of their own: the outer `cargo test` holds the main one.

use std::process::Command;

#[test]
fn docs_build_without_warnings_and_the_package_builds_alone() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("bash")
        .arg(format!("{root}/scripts/check-package.sh"))
        .current_dir(root)
        .env("CARGO_TARGET_DIR", format!("{root}/target/package-check"))
        .output()
        .expect("running scripts/check-package.sh");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(
        out.status.success(),
        "scripts/check-package.sh failed:\n{stdout}\n{}",
        stderr
            .lines()
            .filter(|l| !l.trim_start().starts_with("Compiling"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(stderr.contains("check-package: ok"), "{stderr}");
}
