#!/usr/bin/env bash
# Builds the browser demo (wasm-demo/) into wasm-demo/www: the page, its script, and pkg/ with
# the WebAssembly module and its JavaScript glue. Serve that directory with
# scripts/serve-wasm-demo.sh and open it in a browser with WebGPU.
#
# Installs what it needs when missing: the wasm32 Rust target and wasm-bindgen-cli at exactly the
# version of the wasm-bindgen crate that wgpu pulls in (the two must match).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WASM_BINDGEN_VERSION=$(grep -A1 '^name = "wasm-bindgen"$' "$ROOT/Cargo.lock" | sed -n 's/^version = "\(.*\)"$/\1/p')
say() { echo "build-wasm-demo: $*" >&2; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# A target dir of its own, so that this can run while another cargo holds the main one.
export CARGO_TARGET_DIR="$ROOT/target/wasm-demo"
cargo build --release --target wasm32-unknown-unknown -p anygpu-wasm-demo --manifest-path "$ROOT/Cargo.toml"
wasm-bindgen --target web --no-typescript --out-dir "$ROOT/wasm-demo/www/pkg" \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/anygpu_wasm_demo.wasm"
say "built: serve $ROOT/wasm-demo/www (scripts/serve-wasm-demo.sh)"
