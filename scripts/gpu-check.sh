#!/usr/bin/env bash
# The GPU proof: runs from the kit that scripts/gpu-bundle.sh builds, on any Linux x86-64 machine
# with an NVIDIA or AMD GPU and its driver (no toolkit, no Rust). Writes report.md and report.json
# (into the directory given, default the current one):
#   - the devices anygpu finds;
#   - the conformance suite and the bounds matrix once per device, each test passed/failed/skipped;
#   - the device-kind tests (CUDA, ROCm, wgpu) and the error, runaway and region tests;
#   - gpu-bench: the tiled matmul, vector add and reduction on every device, and on NVIDIA the same
#     kernels in CUDA C compiled by NVRTC (when the machine has it), timed in the same run;
#   - gemm-bench: an empty kernel's launch and round trip and 256 MiB copies (from a Vec and
#     pinned), then ops::matmul and ops::conv2d at issue 33's shapes on every GPU, then issue 34's
#     attention (f16/bf16, causal) and quantized GEMV (Q8_0, Q4_K, Q5_K, Q6_K), and where PyTorch is
#     installed the same shapes through cuBLAS / cuDNN / SDPA (the GEMV against the copy
#     bandwidth), as a ratio table (gemm_vs_torch.py). `gemm-bench --only attention` (or
#     `--only gemv`) runs those rows alone.
# With no GPU it still runs (on the CPU device and any Vulkan driver) and says so in the report.
#
#   tar xzf anygpu-gpu-kit.tar.gz && anygpu-gpu-kit/gpu-check.sh [REPORT_DIR]
#   GPU_CHECK_DEVICES="cuda:0" anygpu-gpu-kit/gpu-check.sh   # per-device suites on cuda:0 only
set -uo pipefail
KIT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUTDIR=$(mkdir -p "${1:-.}" && cd "${1:-.}" && pwd)
LOGS="$OUTDIR/gpu-check-logs"
mkdir -p "$LOGS"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
unset CI   # the kit's tests skip (and say why) what needs this project's build tools
# A GPU that CUDA or ROCm lists is also run through wgpu (Vulkan), checking both paths on it.
export ANYGPU_KEEP_WGPU_DUPLICATES=1
export ANYGPU_CLI="$KIT/bin/anygpu"   # tests that run the CLI use the kit's
# NCCL for the group collectives' test (cuda_backend): PyTorch's wheel ships libnccl.so.2.
if [ -z "${ANYGPU_NCCL:-}" ]; then
  nccl=$(python3 -c 'import nvidia.nccl, os; print(os.path.join(list(nvidia.nccl.__path__)[0], "lib", "libnccl.so.2"))' 2>/dev/null || true)
  [ -n "$nccl" ] && [ -e "$nccl" ] && export ANYGPU_NCCL="$nccl"
fi
say() { echo "gpu-check: $*" >&2; }

md="$OUTDIR/report.md"
results="$LOGS/results.tsv"   # suite <TAB> device <TAB> test <TAB> ok|FAILED|ignored
: >"$results"

"$KIT/bin/anygpu" devices >"$LOGS/devices.txt" 2>&1
devices=$(awk 'NR > 1 && $1 ~ /^[a-z]+:[0-9]+$/ { print $1 }' "$LOGS/devices.txt")
# GPU_CHECK_DEVICES="cuda:0 wgpu:0" runs the per-device suites on those devices only: on a machine
# lent by the minute, the CPU device's suites (which CI runs on every change) can stay out.
devices=${GPU_CHECK_DEVICES:-$devices}
# GPUs: CUDA and ROCm devices, and wgpu adapters that are not emulated on the CPU (lavapipe).
gpus=$(awk 'NR > 1 && $1 ~ /^(cuda|rocm):/ { print $1 } NR > 1 && $1 ~ /^wgpu:/ && !/Vulkan Cpu|Cpu$/ { print $1 }' "$LOGS/devices.txt")
driver=$( (nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || true) | head -1)

# run_suite SUITE DEVICE: runs tests/SUITE, or the tests of one module of a test binary for
# SUITE=BINARY/MODULE (integration/bounds), restricted to DEVICE unless it is `all`, and appends
# each test's outcome to results.tsv; the whole output stays in the log.
# A suite still running after GPU_CHECK_SUITE_LIMIT seconds (default 600) has stalled: its
# threads' stacks go to <log>.stacks (cuda-gdb or gdb where the machine has one; the kernel's
# wait channel of each thread otherwise), the tests it had not finished are reported STALLED
# (counted as failures) and it is stopped. One H100 run saw the wgpu suite stall (2026-11-26).
SUITE_LIMIT=${GPU_CHECK_SUITE_LIMIT:-600}
# Test threads per suite: the kernels' compiles run on the host's cores (16 on the lent machines).
THREADS=${GPU_CHECK_THREADS:-4}
# gemm-bench stops after GPU_CHECK_BENCH_LIMIT seconds (default 1200); the rows it measured by
# then are kept (it writes each row as it is measured).
BENCH_LIMIT=${GPU_CHECK_BENCH_LIMIT:-1200}
# GPU_CHECK_GEMM_ONLY="conv,attention,gemv" times those rows of gemm-bench alone (`--only`).
GEMM_ONLY=()
[ -n "${GPU_CHECK_GEMM_ONLY:-}" ] && GEMM_ONLY=(--only "$GPU_CHECK_GEMM_ONLY")
run_suite() {
    local suite=$1 device=$2 log="$LOGS/${1//\//-}-${2//:/_}.log"
    local binary=${suite%%/*} filter=() devices=()
    [[ $suite == */* ]] && filter=("${suite#*/}::")
    if [ "$device" != all ]; then
        # The conformance suite has one test per (case, device kind): run this device's kind only,
        # so the other kinds' skip notices do not count as passes.
        [ "$suite" = conformance ] && filter=("::${device%%:*}")
        devices=(env "ANYGPU_TEST_DEVICES=$device")
    fi
    ${devices[@]+"${devices[@]}"} "$KIT/tests/$binary" ${filter[@]+"${filter[@]}"} --test-threads "$THREADS" --nocapture >"$log" 2>&1 &
    local pid=$! waited=0
    while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt "$SUITE_LIMIT" ]; do
        sleep 1
        waited=$((waited + 1))
    done
    if kill -0 "$pid" 2>/dev/null; then
        say "$suite on $device: still running after $SUITE_LIMIT s; taking its stacks"
        stacks "$pid" >"$log.stacks" 2>&1
        kill -9 "$pid" 2>/dev/null
        # Every test the suite lists but never finished is a stall.
        ${devices[@]+"${devices[@]}"} "$KIT/tests/$binary" ${filter[@]+"${filter[@]}"} --list 2>/dev/null |
            awk -F': test$' 'NF > 1 { print $1 }' | while read -r name; do
                grep -q "^test $name \.\.\. " "$log" || printf '%s\t%s\t%s\tSTALLED\n' "$suite" "$device" "$name"
            done >>"$results"
    fi
    wait "$pid" 2>/dev/null
    local rc=$?
    awk -v s="$suite" -v d="$device" '/^test .* \.\.\. (ok|FAILED|ignored)/ {
        name = $2; r = $NF; print s "\t" d "\t" name "\t" r }' "$log" >>"$results"
    say "$suite on $device: exit $rc (log: ${log#"$OUTDIR"/})"
}

# The stacks of every thread of process $1, as well as this machine can tell.
stacks() {
    local debugger
    debugger=$(command -v cuda-gdb || command -v gdb || true)
    if [ -n "$debugger" ]; then
        timeout 60 "$debugger" -batch -p "$1" -ex "thread apply all bt 40" 2>&1
    else
        for t in /proc/"$1"/task/*; do
            echo "thread ${t##*/} ($(cat "$t/comm" 2>/dev/null)): waiting in $(cat "$t/wchan" 2>/dev/null)"
            cat "$t/stack" 2>/dev/null
        done
    fi
}

# The benchmarks first: they time a GPU nothing else has used yet, and on a machine lent by the
# minute their numbers come back even if the suites run out of time.
# GPU_CHECK_GPU_BENCH=0 leaves gpu-bench out (a lent machine's minutes spent on the GEMM engine).
if [ "${GPU_CHECK_GPU_BENCH:-1}" != 0 ]; then
    "$KIT/bin/gpu-bench" --json "$LOGS/bench.json" >"$LOGS/bench.md" 2>"$LOGS/bench.err"
    bench_rc=$?
else
    echo "(gpu-bench left out: GPU_CHECK_GPU_BENCH=0)" >"$LOGS/bench.md"
    bench_rc=0
fi
say "gpu-bench: exit $bench_rc"
# Raw handles both ways with cudarc (issue 38): a few seconds.
timeout 120 "$KIT/bin/cudarc-interop" >"$LOGS/interop.log" 2>&1
interop_rc=$?
say "cudarc-interop: exit $interop_rc ($(tail -1 "$LOGS/interop.log"))"
# Kernels other compilers made (nvcc's PTX; a cubin by the machine's nvcc or ptxas): seconds.
timeout 120 "$KIT/bin/foreign-kernel" >"$LOGS/foreign.log" 2>&1
foreign_rc=$?
say "foreign-kernel: exit $foreign_rc ($(tail -1 "$LOGS/foreign.log"))"
# Launch graphs (CUDA: native graphs by stream capture) against launches one by one: seconds.
timeout 120 "$KIT/bin/graphs-bench" >"$LOGS/graphs.log" 2>&1
graphs_rc=$?
say "graphs-bench: exit $graphs_rc ($(grep -c '^graphs:' "$LOGS/graphs.log") devices)"
# The GEMM engine (ops::matmul, ops::conv2d, tuned first) against PyTorch on the same GPU. The
# tuner's choices go to a cache directory of the kit's own, so every run measures afresh; it
# gets 3 s per shape (ANYGPU_AUTOTUNE_BUDGET_MS), so that every candidate is timed, and every
# candidate's result is checked, not only the chosen one's (a kernel's first run on a GPU).
ANYGPU_CACHE_DIR="$LOGS/cache" ANYGPU_AUTOTUNE_BUDGET_MS="${ANYGPU_AUTOTUNE_BUDGET_MS:-3000}" \
    timeout "$BENCH_LIMIT" "$KIT/bin/gemm-bench" ${GEMM_ONLY[@]+"${GEMM_ONLY[@]}"} --check-candidates --json "$LOGS/gemm.json" >"$LOGS/gemm.md" 2>"$LOGS/gemm.err"
gemm_rc=$?
# Candidates whose result was wrong (gemm-bench --check-candidates): failures like a test's.
wrong=$(grep -c ': WRONG:' "$LOGS/gemm.err" 2>/dev/null || true)
say "gemm-bench: exit $gemm_rc"
if [ -s "$LOGS/gemm.json" ]; then
    python3 "$KIT/gemm_vs_torch.py" "$LOGS/gemm.json" >"$LOGS/gemm-vs-torch.md" 2>"$LOGS/gemm-vs-torch.err" \
        || echo "(the PyTorch comparison failed: see gemm-vs-torch.err)" >"$LOGS/gemm-vs-torch.md"
fi

# The test suites after the benchmarks, which time an idle GPU.
for device in $devices; do
    run_suite conformance "$device"
    run_suite integration/bounds "$device"
done
for module in cuda_backend rocm_backend wgpu_backend errors runaway regions; do
    run_suite "integration/$module" all
done

# ---- report -------------------------------------------------------------------------------------
passed=$(awk -F'\t' '$4 == "ok"' "$results" | wc -l)
failed=$(awk -F'\t' '$4 == "FAILED" || $4 == "STALLED"' "$results" | wc -l)
skips=$(cat "$LOGS"/*.log | grep -c '^skipping' || true)
{
    echo "# anygpu GPU check"
    echo
    echo "- date: $(date -u +%Y-%m-%dT%H:%MZ)"
    echo "- anygpu commit: $(cat "$KIT/COMMIT")"
    echo "- host: $(uname -srm); driver: ${driver:-no NVIDIA driver answered}"
    if [ -z "$gpus" ]; then
        echo "- **no GPU found**: the checks ran on the CPU device and any GPU emulated in software (lavapipe); the GPU-only tests report themselves skipped"
    fi
    echo "- tests: $passed passed, $failed failed; $skips skip notices (see the logs)"
    echo "- gemm-bench: ${wrong:-0} tuning candidates with a wrong result (gemm.err: WRONG)"
    echo
    echo '## Devices'
    echo
    echo '```'
    cat "$LOGS/devices.txt"
    echo '```'
    echo
    echo '## Tests per suite and device'
    echo
    echo '| suite | device | passed | failed | ignored |'
    echo '| --- | --- | --- | --- | --- |'
    awk -F'\t' '{ k = $1 " | " $2; seen[k] = 1; n[k, $4]++ }
        END { for (k in seen) printf "| %s | %d | %d | %d |\n", k, n[k, "ok"], n[k, "FAILED"] + n[k, "STALLED"], n[k, "ignored"] }' \
        "$results" | sort
    if [ "$failed" -gt 0 ]; then
        echo
        echo '## Failures'
        echo
        awk -F'\t' '$4 == "FAILED" || $4 == "STALLED" { print "- " $1 " on " $2 ": `" $3 "`" ($4 == "STALLED" ? " (stalled: stacks in the log folder)" : "") }' "$results"
    fi
    echo
    echo '## Skipped (reasons as the tests print them)'
    echo
    cat "$LOGS"/*.log | grep '^skipping' | sort | uniq -c | sort -rn | head -40 | sed 's/^ *\([0-9]*\) /- (×\1) /'
    echo
    echo '## Benchmarks'
    echo
    cat "$LOGS/bench.md"
    [ $bench_rc -eq 0 ] || { echo; echo "gpu-bench failed (exit $bench_rc):"; echo '```'; tail -20 "$LOGS/bench.err"; echo '```'; }
    echo
    echo '## Living with other GPU code (cudarc, foreign kernels, launch graphs)'
    echo
    for log in interop foreign graphs; do
        echo "\`$log.log\`:"
        echo '```'
        tail -8 "$LOGS/$log.log"
        echo '```'
    done
    echo "exit codes: cudarc-interop $interop_rc, foreign-kernel $foreign_rc, graphs-bench $graphs_rc"
    echo
    echo '## The GEMM engine against PyTorch'
    echo
    cat "$LOGS/gemm.md"
    echo
    cat "$LOGS/gemm-vs-torch.md" 2>/dev/null
    [ $gemm_rc -eq 0 ] || { echo; echo "gemm-bench failed (exit $gemm_rc):"; echo '```'; tail -20 "$LOGS/gemm.err"; echo '```'; }
} >"$md"

# report.json: the same facts for machines.
json_escape() { sed 's/\\/\\\\/g; s/"/\\"/g' | awk 'BEGIN { ORS = "\\n" } { print }'; }
{
    printf '{\n  "commit": "%s",\n' "$(cat "$KIT/COMMIT")"
    printf '  "driver": "%s",\n' "$(printf '%s' "$driver" | json_escape)"
    printf '  "devices": [%s],\n' "$(echo "$devices" | awk 'NF { printf "%s\"%s\"", (n++ ? ", " : ""), $1 }')"
    printf '  "passed": %d,\n  "failed": %d,\n' "$passed" "$failed"
    printf '  "tests": [\n'
    awk -F'\t' '{ printf "%s    {\"suite\": \"%s\", \"device\": \"%s\", \"test\": \"%s\", \"result\": \"%s\"}",
        (NR > 1 ? ",\n" : ""), $1, $2, $3, $4 } END { print "" }' "$results"
    printf '  ],\n  "bench": %s\n}\n' "$(cat "$LOGS/bench.json" 2>/dev/null || echo null)"
} >"$OUTDIR/report.json"
say "wrote $md and $OUTDIR/report.json"
[ "$failed" -eq 0 ] && [ "${wrong:-0}" -eq 0 ] && [ $bench_rc -eq 0 ] && [ $gemm_rc -eq 0 ] \
    && [ $interop_rc -eq 0 ] && [ $foreign_rc -eq 0 ] && [ $graphs_rc -eq 0 ]
