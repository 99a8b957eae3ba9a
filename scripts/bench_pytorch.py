#!/usr/bin/env python3
"""PyTorch CPU peer of anygpu's op benchmarks (same workloads, same byte/FLOP accounting).

Two ways to run it:

    scripts/setup.sh --torch                       # once: .tools/torch-venv with torch (PyPI)
    .tools/torch-venv/bin/python3 scripts/bench_pytorch.py          # PyTorch alone, a table
    cargo bench --bench vs_pytorch                 # anygpu and PyTorch alternating, ratios

`--serve` is the mode `benches/vs_pytorch.rs` starts: it reads one request per line on stdin,
`time WORKLOAD CALLS`, runs that workload's call CALLS times (its tensors are made, and the call
run twice untimed, the first time the workload is asked for) and answers `ok SECONDS` (the
median of the calls) or `error MESSAGE`; `quit` or the end of stdin ends it. Its first line is
`ready torch VERSION threads N capability CAP`. The benchmark alternates each workload between
anygpu and this process, so both run on the same machine state.

Every workload keeps its data resident (tensors made once). Thread count is PyTorch's default
(torch.get_num_threads(): the cores); set OMP_NUM_THREADS to change it.

Accounting:
  matmul       GFLOP/s = 2*m*n*k / t
  relu, gelu,
  sigmoid, tanh,
  silu, exp, log GB/s  = 2*4*N / t          (read + write, f32)
  add          GB/s    = 3*4*N / t          (two reads + one write)
  softmax,
  layer_norm   GB/s    = 2*4*rows*cols / t  (read + write)
  sum          GB/s    = 4*N / t
  dot          GB/s    = 8*N / t
  conv2d       GFLOP/s = 2*Cout*Cin*KH*KW*H*W / t
  attention    GFLOP/s = 2*heads*q_len*kv_len*d / t  (the visible half of QKᵀ's and PV's
                                                      multiply-adds, as benches/ops.rs counts)
Element-wise ops write into an existing buffer (out=) where PyTorch allows it; the note says
"(alloc)" where the op has to allocate its output each call.
"""
import statistics
import sys
import time

import torch
import torch.nn.functional as F

WARMUP = 3
RUNS = 7
N16M = 16 * 1024 * 1024


def first_working(y, candidates):
    """(fn, note) of the first candidate that runs and matches the last one (the reference)."""
    ref = candidates[-1][0]()
    for make, note in candidates[:-1]:
        try:
            make()
            if torch.allclose(y, ref, rtol=1e-5, atol=1e-6):
                return make, note
        except (RuntimeError, TypeError, AttributeError):
            pass
    return candidates[-1][0], candidates[-1][1]


# Each workload: name -> a function that makes its tensors and returns (call, amount, unit,
# note). The names are the ones benches/vs_pytorch.rs asks for.
def _matmul():
    m = n = k = 1024
    a, b, c = torch.randn(m, k), torch.randn(k, n), torch.empty(m, n)
    return lambda: torch.matmul(a, b, out=c), 2 * m * n * k, "GFLOP/s", ""


def _add():
    x, x2, y = torch.randn(N16M), torch.randn(N16M), torch.empty(N16M)
    return lambda: torch.add(x, x2, out=y), 3 * 4 * N16M, "GB/s", ""


def _relu():
    x, y = torch.randn(N16M), torch.empty(N16M)
    fn, note = first_working(y, [
        (lambda: torch.relu(x, out=y), "(torch.relu out=)"),
        (lambda: torch.clamp_min(x, 0, out=y), "(clamp_min out=)"),
    ])
    return fn, 2 * 4 * N16M, "GB/s", note


def _gelu():
    x, y = torch.randn(N16M), torch.empty(N16M)
    fn, note = first_working(y, [
        (lambda: torch._C._nn.gelu(x, approximate="none", out=y), ""),
        (lambda: F.gelu(x, approximate="none"), "(alloc)"),
    ])
    return fn, 2 * 4 * N16M, "GB/s", note


def _unary(fn, positive=False, out=True):
    """An element-wise op of 16M f32 into an existing buffer (`out=`)."""
    def make():
        x, y = torch.randn(N16M), torch.empty(N16M)
        if positive:
            x = x.abs() + 1.0
        if out:
            return lambda: fn(x, out=y), 2 * 4 * N16M, "GB/s", ""
        return lambda: fn(x), 2 * 4 * N16M, "GB/s", "(alloc)"
    return make


def _silu():
    x, y = torch.randn(N16M), torch.empty(N16M)
    fn, note = first_working(y, [
        (lambda: torch.ops.aten.silu.out(x, out=y), ""),
        (lambda: F.silu(x), "(alloc)"),
    ])
    return fn, 2 * 4 * N16M, "GB/s", note


def _sum():
    # torch.sum(x) has no out= for a full reduction; its 0-d result's allocation is negligible.
    x = torch.randn(N16M)
    return lambda: torch.sum(x), 4 * N16M, "GB/s", ""


def _dot():
    x, x2, s = torch.randn(N16M), torch.randn(N16M), torch.empty(())
    return lambda: torch.dot(x, x2, out=s), 8 * N16M, "GB/s", ""


ROWS, COLS = 4096, 1024


def _softmax():
    x, y = torch.randn(ROWS, COLS), torch.empty(ROWS, COLS)
    fn, note = first_working(y, [
        (lambda: torch.ops.aten._softmax.out(x, 1, False, out=y), ""),
        (lambda: torch.softmax(x, dim=1), "(alloc)"),
    ])
    return fn, 2 * 4 * ROWS * COLS, "GB/s", note


def _layer_norm():
    x, y = torch.randn(ROWS, COLS), torch.empty(ROWS, COLS)
    mean, rstd = torch.empty(ROWS, 1), torch.empty(ROWS, 1)
    fn, note = first_working(y, [
        (lambda: torch.ops.aten.native_layer_norm.out(x, [COLS], None, None, 1e-5, out0=y,
                                                      out1=mean, out2=rstd), ""),
        (lambda: F.layer_norm(x, (COLS,)), "(alloc)"),
    ])
    return fn, 2 * 4 * ROWS * COLS, "GB/s", note


def _conv2d():
    # NCHW 1x64x128x128, 64x64x3x3, pad 1, no bias.
    cin = cout = 64
    h = w = 128
    x, wt = torch.randn(1, cin, h, w), torch.randn(cout, cin, 3, 3)
    return (lambda: F.conv2d(x, wt, None, padding=1), 2 * cout * cin * 9 * h * w, "GFLOP/s",
            "(alloc)")


def _attention():
    # Causal self-attention, batch 1, 8 heads, 1024 x 1024, d 64 (issue 34's CPU workload).
    heads, seq, d = 8, 1024, 64
    q, k, v = (torch.randn(1, heads, seq, d) for _ in range(3))
    return (lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True),
            2 * heads * seq * seq * d, "GFLOP/s", "(alloc)")


WORKLOADS = {
    "add_16m": _add,
    "relu_16m": _relu,
    "gelu_16m": _gelu,
    "sigmoid_16m": _unary(torch.sigmoid),
    "tanh_16m": _unary(torch.tanh),
    "silu_16m": _silu,
    "exp_16m": _unary(torch.exp),
    "log_16m": _unary(torch.log, positive=True),
    "sum_16m": _sum,
    "dot_16m": _dot,
    "softmax_4096x1024": _softmax,
    "layer_norm_4096x1024": _layer_norm,
    "matmul_1024": _matmul,
    "conv2d_64x128x128_k3": _conv2d,
    "attention_8x1024_d64_causal": _attention,
}


def timed(fn, calls):
    """Median seconds of `calls` calls of fn()."""
    times = []
    for _ in range(calls):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def serve():
    """The line protocol of the module doc, for benches/vs_pytorch.rs."""
    try:
        cap = torch.backends.cpu.get_cpu_capability()
    except AttributeError:
        cap = "unknown"
    print(f"ready torch {torch.__version__} threads {torch.get_num_threads()} capability {cap}",
          flush=True)
    made = {}
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] == "quit":
            break
        try:
            if words[0] != "time" or len(words) != 3:
                raise ValueError(f"unknown request {line.strip()!r}")
            name, calls = words[1], int(words[2])
            if name not in WORKLOADS:
                raise ValueError(f"unknown workload {name!r}")
            if name not in made:
                made[name] = WORKLOADS[name]()[0]
                made[name]()
                made[name]()
            print(f"ok {timed(made[name], calls):.9f}", flush=True)
        except Exception as e:  # the benchmark shows the message and goes on without that row
            print(f"error {type(e).__name__}: {e}".replace("\n", " "), flush=True)


def main():
    torch.manual_seed(0)
    print(f"torch {torch.__version__}")
    print(f"threads {torch.get_num_threads()} (interop {torch.get_num_interop_threads()})")
    try:
        print(f"cpu capability {torch.backends.cpu.get_cpu_capability()}")
    except AttributeError:
        pass
    print(f"median of {RUNS} timed runs after {WARMUP} warm-up runs, f32, data resident")
    print(f"{'workload':<34} {'time':>12}  {'rate':>9}")
    for name, make in WORKLOADS.items():
        fn, amount, unit, note = make()
        for _ in range(WARMUP):
            fn()
        t = timed(fn, RUNS)
        rate = amount / t / 1e9
        print(f"{name:<34} {t * 1e3:9.3f} ms  {rate:9.2f} {unit}{'  ' + note if note else ''}",
              flush=True)


if __name__ == "__main__":
    with torch.no_grad():
        torch.manual_seed(0)
        if "--serve" in sys.argv[1:]:
            serve()
        else:
            main()
