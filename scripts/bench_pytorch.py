#!/usr/bin/env python3
"""PyTorch CPU baseline for the anygpu benchmarks (same workloads, same byte/FLOP accounting).

How to run (outside the repo's build; PyPI is enough, download.pytorch.org is not needed):

    python3 -m venv /tmp/torch-venv
    /tmp/torch-venv/bin/pip install torch numpy     # Linux PyPI wheel also pulls the nvidia-* CUDA
                                                    # wheels (~5.4 GiB venv); `import torch` needs them
    /tmp/torch-venv/bin/python3 scripts/bench_pytorch.py

Every workload keeps its data resident (tensors made once), runs WARMUP untimed calls, then
RUNS timed calls; the median is reported. Thread count is PyTorch's default
(torch.get_num_threads()); set OMP_NUM_THREADS / torch.set_num_threads to change it.

Accounting:
  matmul       GFLOP/s = 2*m*n*k / t
  relu, gelu   GB/s    = 2*4*N / t          (read + write, f32)
  add          GB/s    = 3*4*N / t          (two reads + one write)
  softmax,
  layer_norm   GB/s    = 2*4*rows*cols / t  (read + write)
  sum          GB/s    = 4*N / t
  dot          GB/s    = 8*N / t
  conv2d       GFLOP/s = 2*Cout*Cin*KH*KW*H*W / t
  attention    GFLOP/s = 2*heads*q_len*kv_len*d / t  (the visible half of QKᵀ's and PV's
                                                      multiply-adds, as benches/ops.rs counts)
Element-wise ops write into an existing buffer (out=) where PyTorch allows it; the line says
"(alloc)" where the op has to allocate its output each call.
"""
import statistics
import time

import torch
import torch.nn.functional as F

WARMUP = 3
RUNS = 7
N16M = 16 * 1024 * 1024


def bench(fn):
    """Median seconds of RUNS calls of fn() after WARMUP untimed calls."""
    for _ in range(WARMUP):
        fn()
    times = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def report(name, t, amount, unit, note=""):
    rate = amount / t / 1e9
    print(f"{name:<34} {t * 1e3:9.3f} ms  {rate:9.2f} {unit}{'  ' + note if note else ''}",
          flush=True)


def first_working(x, y, candidates):
    """Return (fn, note) for the first candidate that runs and matches the reference."""
    ref = candidates[-1][0]()
    for make, note in candidates[:-1]:
        try:
            make()
            if torch.allclose(y, ref, rtol=1e-5, atol=1e-6):
                return make, note
        except (RuntimeError, TypeError, AttributeError):
            pass
    return candidates[-1][0], candidates[-1][1]


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

    with torch.no_grad():
        # matmul 1024x1024x1024
        m = n = k = 1024
        a = torch.randn(m, k)
        b = torch.randn(k, n)
        c = torch.empty(m, n)
        t = bench(lambda: torch.matmul(a, b, out=c))
        report("matmul 1024x1024x1024", t, 2 * m * n * k, "GFLOP/s")
        del a, b, c

        x = torch.randn(N16M)
        x2 = torch.randn(N16M)
        y = torch.empty(N16M)

        if _relu_has_out():
            t = bench(lambda: torch.relu(x, out=y))
            report("relu 16M", t, 2 * 4 * N16M, "GB/s", "(torch.relu out=)")
        else:
            t = bench(lambda: torch.clamp_min(x, 0, out=y))
            report("relu 16M", t, 2 * 4 * N16M, "GB/s", "(clamp_min out=)")

        t = bench(lambda: torch.add(x, x2, out=y))
        report("add 16M", t, 3 * 4 * N16M, "GB/s")

        # sum / dot
        # torch.sum(x) has no out= for a full reduction; its 0-d result alloc is negligible.
        t = bench(lambda: torch.sum(x))
        report("sum 16M", t, 4 * N16M, "GB/s")
        s_out = torch.empty(())
        t = bench(lambda: torch.dot(x, x2, out=s_out))
        report("dot 16M", t, 8 * N16M, "GB/s")

        # gelu (erf form)
        fn, note = first_working(x, y, [
            (lambda: torch._C._nn.gelu(x, approximate="none", out=y), ""),
            (lambda: F.gelu(x, approximate="none"), "(alloc)"),
        ])
        t = bench(fn)
        report("gelu(erf) 16M", t, 2 * 4 * N16M, "GB/s", note)
        del x, x2, y

        # softmax / layer_norm along rows of 4096x1024
        rows, cols = 4096, 1024
        xm = torch.randn(rows, cols)
        ym = torch.empty(rows, cols)
        fn, note = first_working(xm, ym, [
            (lambda: torch.ops.aten._softmax.out(xm, 1, False, out=ym), ""),
            (lambda: torch.softmax(xm, dim=1), "(alloc)"),
        ])
        t = bench(fn)
        report("softmax rows 4096x1024", t, 2 * 4 * rows * cols, "GB/s", note)

        t = bench(lambda: F.layer_norm(xm, (cols,)))
        report("layer_norm rows 4096x1024", t, 2 * 4 * rows * cols, "GB/s", "(alloc)")
        w = torch.ones(cols)
        bb = torch.zeros(cols)
        t = bench(lambda: F.layer_norm(xm, (cols,), w, bb))
        report("layer_norm rows 4096x1024 +w,b", t, 2 * 4 * rows * cols, "GB/s", "(alloc)")
        del xm, ym

        # conv2d NCHW 1x64x128x128, 64x64x3x3, pad 1, no bias
        cin = cout = 64
        h = wd = 128
        xi = torch.randn(1, cin, h, wd)
        wt = torch.randn(cout, cin, 3, 3)
        t = bench(lambda: F.conv2d(xi, wt, None, padding=1))
        report("conv2d 1x64x128x128 k3 p1", t, 2 * cout * cin * 9 * h * wd, "GFLOP/s", "(alloc)")
        del xi, wt

        # causal self-attention, batch 1, 8 heads, 1024 x 1024, d 64 (issue 34's CPU workload)
        heads, seq, d = 8, 1024, 64
        q, k, v = (torch.randn(1, heads, seq, d) for _ in range(3))
        t = bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True))
        report("attention 1x8x1024x1024 d64 causal", t, 2 * heads * seq * seq * d, "GFLOP/s", "(alloc)")


_RELU_OUT = None


def _relu_has_out():
    """torch.relu has no out= in some versions; fall back to clamp_min then."""
    global _RELU_OUT
    if _RELU_OUT is None:
        try:
            t = torch.zeros(4)
            torch.relu(torch.ones(4), out=t)
            _RELU_OUT = True
        except (TypeError, RuntimeError):
            _RELU_OUT = False
    return _RELU_OUT


if __name__ == "__main__":
    main()
