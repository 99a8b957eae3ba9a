#!/usr/bin/env bash
# Runs anygpu's fuzz targets (cargo-fuzz, libFuzzer, nightly Rust): any bytes as WGSL through the
# front end (`wgsl_front`), through every code generator (`compile_targets`: host, PTX, AMDGCN),
# and compiled and run on the CPU device (`run_cpu`). A panic, abort, crash or internal compiler
# error is a finding; libFuzzer writes it to fuzz/artifacts/<target>/.
#
#   scripts/fuzz.sh                    every target, 1,000,000 runs each
#   scripts/fuzz.sh wgsl_front 50000   one target, a number of runs
#   FUZZ_SECONDS=600 scripts/fuzz.sh   every target for at most 10 minutes each
#
# Each target starts from the example shaders and fuzz/seeds and keeps what it finds new in
# fuzz/corpus/<target>; the CI smoke test (tests/integration/fuzz_corpus.rs) replays both without libFuzzer.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
say() { echo "fuzz: $*" >&2; }
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
targets=(wgsl_front compile_targets run_cpu)
[ $# -ge 1 ] && targets=("$1")
runs=${2:-1000000}
for t in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$t"
    say "$t: $runs runs${FUZZ_SECONDS:+ or ${FUZZ_SECONDS}s}"
    cargo +nightly fuzz run --fuzz-dir fuzz "$t" "fuzz/corpus/$t" fuzz/seeds shaders -- \
        -runs="$runs" ${FUZZ_SECONDS:+-max_total_time=$FUZZ_SECONDS} \
        -dict=fuzz/wgsl.dict -timeout=20 -rss_limit_mb=8192 -max_len=16384 -print_final_stats=1
done
