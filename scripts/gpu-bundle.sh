#!/usr/bin/env bash
# Builds the GPU proof kit: a tarball that scripts/gpu-check.sh runs on any Linux x86-64 machine
# with an NVIDIA or AMD GPU and its driver (no CUDA or ROCm toolkit, no Rust, no LLVM needed).
#
#   scripts/gpu-bundle.sh            -> dist/anygpu-gpu-kit.tar.gz
#
# What it holds:
#   bin/anygpu            the CLI
#   bin/gpu-bench         times anygpu's tiled matmul, vector add and reduction on every device,
#                         and on NVIDIA the same kernels in CUDA C compiled by NVRTC (when present)
#   bin/gemm-bench        the GEMM engine (matmul, conv2d, GEMV, attention) against PyTorch
#   bin/cudarc-interop    cudarc's memory in anygpu kernels and back (issue 38)
#   bin/foreign-kernel    nvcc's PTX and a cubin run with a declared signature (issue 38)
#   bin/graphs-bench      launch graphs (CUDA: native graphs) against launches one by one
#   tests/*               the conformance suite and the device tests as prebuilt test binaries
#   lib/libLLVM.so.19.1   the LLVM those binaries call, cut down to what they use (below)
#   gpu-check.sh          runs everything and writes report.md and report.json
#
# Why a library of our own: Debian's libLLVM.so is 129 MB and pulls in Z3, libxml2, ICU and
# libedit, which a GPU machine need not have; a static LLVM in every binary costs 75 MB each. So
# the binaries are built as usual (dynamically linked against libLLVM.so.19.1) and the kit ships a
# libLLVM.so.19.1 linked here from LLVM's static archives, holding exactly the symbols the
# binaries import (under the same `LLVM_19.1` symbol version Debian's library uses), with only the
# X86, NVPTX and AMDGPU back ends. `ldd -r` on every binary against it must find every symbol.
set -euo pipefail
command -v patchelf >/dev/null || { echo "gpu-bundle: needs patchelf (scripts/setup.sh installs it)" >&2; exit 1; }
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
LLVM_CONFIG=${LLVM_CONFIG:-/usr/lib/llvm-19/bin/llvm-config}
KIT=dist/anygpu-gpu-kit
say() { echo "gpu-bundle: $*" >&2; }

# The device-kind, bounds, error, runaway and region tests are modules of `integration`.
TESTS=(conformance integration)
say "building the CLI, gpu-bench and the test binaries (release)"
cargo build --release --bin anygpu --example gpu_bench --example gemm_bench --example cudarc_interop --example foreign_kernel >&2
json=$(mktemp)
trap 'rm -f "$json"' EXIT
cargo test --release --no-run $(printf -- '--test %s ' "${TESTS[@]}") --message-format=json >"$json"
# The launch-graph benchmark (issue 38): one by one against one native graph, on every device.
graphs_bench=$(cargo build --release --bench graphs --message-format=json |
    python3 -c 'import json,sys; print([m["executable"] for m in map(json.loads, sys.stdin) if m.get("reason") == "compiler-artifact" and m.get("executable")][-1])')

rm -rf "$KIT"
mkdir -p "$KIT"/{bin,tests,lib}
cp target/release/anygpu "$KIT/bin/anygpu"
cp target/release/examples/gpu_bench "$KIT/bin/gpu-bench"
cp target/release/examples/gemm_bench "$KIT/bin/gemm-bench"
cp target/release/examples/cudarc_interop "$KIT/bin/cudarc-interop"
cp target/release/examples/foreign_kernel "$KIT/bin/foreign-kernel"
cp "$graphs_bench" "$KIT/bin/graphs-bench"
python3 - "$json" "$KIT/tests" <<'EOF'
import json, shutil, sys
for line in open(sys.argv[1]):
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and "test" in m["target"]["kind"]:
        shutil.copy(m["executable"], f"{sys.argv[2]}/{m['target']['name']}")
EOF
# The test binaries keep their symbols: a stalled suite's stacks (gpu-check.sh) then name functions.
strip "$KIT"/bin/*
strip --strip-debug "$KIT"/tests/*
# The binaries find the kit's libLLVM through their own RUNPATH, not LD_LIBRARY_PATH, which
# would leak into programs they start (an `ld.lld` of the machine's own LLVM 19, say).
for f in "$KIT"/bin/* "$KIT"/tests/*; do
    patchelf --set-rpath '$ORIGIN/../lib' "$f"
done

say "linking lib/libLLVM.so.19.1 from LLVM's static archives"
syms=$(mktemp)
nm -D --undefined-only "$KIT"/bin/* "$KIT"/tests/* | awk '$2 ~ /@LLVM_19\.1$/ { sub(/@LLVM_19\.1$/, "", $2); print $2 }' | sort -u >"$syms"
map=$(mktemp)
{ echo "LLVM_19.1 { global:"; sed 's/$/;/' "$syms"; echo "local: *; };"; } >"$map"
# -u pulls in exactly the archive members that define what the binaries import (and what those
# need); --gc-sections drops the rest.
# shellcheck disable=SC2046
c++ -shared -o "$KIT/lib/libLLVM.so.19.1" -Wl,-soname,libLLVM.so.19.1 -Wl,--version-script="$map" \
    -Wl,--gc-sections -Wl,--as-needed $(sed 's/^/-Wl,-u,/' "$syms") \
    $("$LLVM_CONFIG" --libfiles --link-static x86 nvptx amdgpu mcjit orcjit passes irreader bitwriter linker) \
    $("$LLVM_CONFIG" --system-libs --link-static | tr ' ' '\n' | grep -v -e libz3 -e '^-lxml2$')
strip --strip-unneeded "$KIT/lib/libLLVM.so.19.1"
rm -f "$syms" "$map"

for f in "$KIT"/bin/* "$KIT"/tests/*; do
    if ldd -r "$f" 2>&1 | grep -E 'not found|undefined symbol'; then
        say "$f does not resolve against the kit's libLLVM"
        exit 1
    fi
done

cp scripts/gpu-check.sh "$KIT/gpu-check.sh"
cp scripts/gemm_vs_torch.py "$KIT/gemm_vs_torch.py"
git rev-parse --short HEAD >"$KIT/COMMIT" 2>/dev/null || echo unknown >"$KIT/COMMIT"
tar -C dist -czf dist/anygpu-gpu-kit.tar.gz anygpu-gpu-kit
size=$(stat -c %s dist/anygpu-gpu-kit.tar.gz)
say "dist/anygpu-gpu-kit.tar.gz: $((size / 1024 / 1024)) MiB"
if [ "$size" -gt $((60 * 1000 * 1000)) ]; then
    say "the kit is over 60 MB"
    exit 1
fi
