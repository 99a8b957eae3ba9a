//! Running the built `anygpu` binary as a user would, for the CLI tests: in the repository root,
//! with the device choice and mock settings of the test's own environment removed.

use std::process::{Command, Output};

/// `anygpu ARGS` with `env` set.
pub fn anygpu_with_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_anygpu"));
    cmd.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("ANYGPU_DEVICE")
        .env_remove("ANYGPU_MOCK");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the anygpu binary runs")
}
