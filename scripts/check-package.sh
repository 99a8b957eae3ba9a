#!/usr/bin/env bash
# Checks what `cargo publish` would check, before anyone tries to publish:
#   1. the API docs build without one rustdoc warning (broken intra-doc links, bad HTML, ...):
#      docs.rs builds them, and a warning there is a broken page for users;
#   2. `cargo publish --dry-run`: the package's metadata is complete and its file list (Cargo.toml's
#      `include`) is what we mean to publish;
#   3. the packaged files alone build the crate (no tests/, benches/ or docs/ there): the .crate
#      is unpacked and checked (`cargo check`, lib and command). A check, not publish's own debug
#      build: it reuses the dependencies step 1 compiled, where publish's verification would
#      build them all again with codegen (about 6 minutes of CI on 2 cores, for the same answer).
# Everything builds into target/package-check (or $CARGO_TARGET_DIR), so it neither waits for nor
# invalidates the everyday build in target/.
#
#   scripts/check-package.sh            exits non-zero when any step fails
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/package-check}"

echo "check-package: cargo doc (warnings are errors) into $CARGO_TARGET_DIR" >&2
RUSTDOCFLAGS="${RUSTDOCFLAGS:-} -D warnings" cargo doc --no-deps --lib

echo "check-package: cargo publish --dry-run" >&2
# --allow-dirty: the check is for the working tree as it is, committed or not.
cargo publish --dry-run --allow-dirty --no-verify

echo "check-package: the packaged files build the crate" >&2
cargo package --allow-dirty --no-verify --quiet
version=$(cargo pkgid | sed 's/.*[#@]//')
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
tar -xzf "$CARGO_TARGET_DIR/package/anygpu-$version.crate" -C "$unpacked"
# From the repository root, so that .cargo/config.toml (the LLVM prefix) applies as it would to a
# user's build.
cargo check --manifest-path "$unpacked/anygpu-$version/Cargo.toml" --lib --bins

echo "check-package: ok" >&2
