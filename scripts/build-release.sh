#!/usr/bin/env bash
# Builds the self-contained `anygpu` binary into dist/anygpu: LLVM linked in statically with only
# the X86, NVPTX and AMDGPU back ends (scripts/static-llvm/bin/llvm-config tells llvm-sys to), and
# LLVM's ELF linker built in (feature `embedded-lld`) so AMD code objects need no `ld.lld`. The
# result needs no LLVM on the machine it runs on: only the C and C++ runtime libraries, zlib and
# zstd (present on every mainstream Linux), and the GPU drivers it loads at run time.
#
#   scripts/build-release.sh        (needs what scripts/setup.sh installs, liblld-19-dev included)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
say() { echo "build-release: $*" >&2; }
LLVM=/usr/lib/llvm-19
for need in "$LLVM/lib/libLLVMCore.a" "$LLVM/lib/liblldELF.a"; do
    [ -f "$need" ] || { say "missing $need: run scripts/setup.sh (llvm-19-dev, liblld-19-dev)"; exit 1; }
done
# Its own target dir: the static and the everyday (dynamic) build would otherwise rebuild each
# other's LLVM bindings on every switch.
LLVM_SYS_191_PREFIX="$ROOT/scripts/static-llvm" CARGO_TARGET_DIR="$ROOT/target/static" \
    cargo build --release --bin anygpu --features embedded-lld
mkdir -p dist
cp target/static/release/anygpu dist/anygpu
strip dist/anygpu
if ldd dist/anygpu | grep -i llvm; then
    say "dist/anygpu still links an LLVM library"
    exit 1
fi
size=$(stat -c %s dist/anygpu)
gz=$(gzip -9 -c dist/anygpu | wc -c)
say "dist/anygpu: $((size / 1000 / 1000)) MB stripped, $((gz / 1000 / 1000)) MB gzip -9"
