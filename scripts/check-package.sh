#!/usr/bin/env bash
# Checks what `cargo publish` would check, before anyone tries to publish:
#   1. the API docs build without one rustdoc warning (broken intra-doc links, bad HTML, ...):
#      docs.rs builds them, and a warning there is a broken page for users;
#   2. `cargo publish --dry-run`: the package's metadata is complete, its file list (Cargo.toml's
#      `include`) holds everything the build needs, and the crate builds from the packaged files
#      alone (no tests/, benches/ or .cargo/config.toml there).
# Both build into target/package-check (or $CARGO_TARGET_DIR), so they neither wait for nor
# invalidate the everyday build in target/. Extra arguments go to `cargo publish`, e.g.
# `scripts/check-package.sh --no-verify` to check the packaging only, without the build.
#
#   scripts/check-package.sh            exits non-zero when either step fails
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/package-check}"

echo "check-package: cargo doc (warnings are errors) into $CARGO_TARGET_DIR" >&2
RUSTDOCFLAGS="${RUSTDOCFLAGS:-} -D warnings" cargo doc --no-deps --lib

echo "check-package: cargo publish --dry-run" >&2
# --allow-dirty: the check is for the working tree as it is, committed or not.
cargo publish --dry-run --allow-dirty "$@"

echo "check-package: ok" >&2
