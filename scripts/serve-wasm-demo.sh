#!/usr/bin/env bash
# Serves the built demo (scripts/build-wasm-demo.sh) on http://127.0.0.1:${PORT:-8000}/ — a
# secure context, as WebGPU requires.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ ! -f "$ROOT/wasm-demo/www/pkg/anygpu_wasm_demo.js" ]; then
  echo "serve-wasm-demo: not built yet; run scripts/build-wasm-demo.sh first" >&2
  exit 1
fi
echo "serving http://127.0.0.1:${PORT:-8000}/" >&2
exec python3 -m http.server "${PORT:-8000}" --bind 127.0.0.1 --directory "$ROOT/wasm-demo/www"
