#!/usr/bin/env bash
# On a lent GPU, from the kit (scripts/gpu-bundle.sh): every tuning candidate of the 16-bit
# products timed and checked, chosen configurations timed alone (median of 10), and Nsight
# Compute's report of chosen kernels where `ncu` is installed. What the GEMM engine's next step
# is decided from (docs/src/gpu-check.md keeps the findings).
#
#   scripts/gemm-probe.sh OUT_DIR [CONFIG...]          # CONFIG: timed alone at 4096³ and 8192³ f16
#   GEMM_PROBE_NCU="CONFIG..." scripts/gemm-probe.sh OUT_DIR   # also profiled (8192³ f16)
#   GEMM_PROBE_SWEEP="square 4096:f16;square 8192:bf16"       # the (shape, dtype) pairs swept
#
# Every step has its own time limit, so a slow one leaves the rest their time.
set -uo pipefail
OUT=$(mkdir -p "${1:?usage: gemm-probe.sh OUT_DIR [CONFIG...]}" && cd "$1" && pwd)
shift
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
KIT=${GEMM_PROBE_KIT:-/tmp/anygpu-gpu-kit}
[ -x "$KIT/bin/gemm-bench" ] || tar xzf "$ROOT/dist/anygpu-gpu-kit.tar.gz" -C "$(dirname "$KIT")"
BENCH="$KIT/bin/gemm-bench"
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
say() { echo "gemm-probe: $*" >&2; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader >"$OUT/gpu.txt" 2>&1

# cuBLAS through PyTorch, where installed: the ceiling the ratios are taken against.
python3 - >"$OUT/torch.md" 2>&1 <<'PY' || true
import torch
for dtype in (torch.float16, torch.bfloat16):
    for n in (4096, 8192):
        a, b = (torch.randn(n, n, device="cuda", dtype=dtype) for _ in range(2))
        for _ in range(3):
            a @ b
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        times = []
        for _ in range(10):
            start.record(); a @ b; end.record(); end.synchronize()
            times.append(start.elapsed_time(end))
        ms = sorted(times)[5]
        print(f"| torch {dtype} | {n}³ | {ms:.3f} ms | {2 * n**3 / ms / 1e9:.1f} TFLOP/s |")
PY

# Every candidate: the tuner's budget large enough that none is skipped; its timings (3 runs
# each, median) and each candidate's check go to sweep-*.err.
IFS=';' read -ra pairs <<<"${GEMM_PROBE_SWEEP:-square 4096:f16;square 8192:f16;square 4096:bf16}"
for pair in "${pairs[@]}"; do
    shape=${pair%%:*} dtype=${pair##*:} tag=$(echo "$pair" | tr ' :' '__')
    say "sweep $shape $dtype"
    ANYGPU_AUTOTUNE_BUDGET_MS=120000 timeout 120 "$BENCH" --only "$shape" --dtype "$dtype" --check-candidates \
        >"$OUT/sweep-$tag.md" 2>"$OUT/sweep-$tag.err"
    echo "exit $?" >>"$OUT/sweep-$tag.err"
done

# Chosen configurations alone, 10 runs each, median.
for config in "$@"; do
    for shape in "square 4096" "square 8192"; do
        timeout 60 "$BENCH" --only "$shape" --dtype f16 --config "$config" 2>>"$OUT/alone.err" | grep '^| cuda' >>"$OUT/alone.md"
    done
done

# Nsight Compute: one launch of each configuration (the first after the warm-ups), every section.
if command -v ncu >/dev/null; then
    for config in ${GEMM_PROBE_NCU:-}; do
        say "ncu $config"
        timeout 90 ncu --clock-control none --set full -k "regex:${config//./_}" -s 2 -c 1 \
            "$BENCH" --only "square 8192" --dtype f16 --config "$config" >"$OUT/ncu-$config.txt" 2>&1
    done
fi

say "done"
{
    echo "## sweeps (GFLOP/s per candidate)"
    for f in "$OUT"/sweep-*.err; do
        echo "### $(basename "$f" .err)"
        grep -E "GFLOP/s|WRONG|→|exit" "$f" | sort -t: -k2 -g | tail -40
    done
    echo "## cuBLAS"
    cat "$OUT/torch.md"
    echo "## alone"
    cat "$OUT/alone.md" 2>/dev/null
} | tee "$OUT/summary.md"
