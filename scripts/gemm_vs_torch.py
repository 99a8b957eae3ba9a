#!/usr/bin/env python3
"""The GPU kit's GEMM comparison: PyTorch (cuBLAS, cuDNN) on the shapes `gemm-bench` timed
anygpu's ops at, on the same GPU in the same run; prints a markdown table of the ratios.

    gemm_vs_torch.py gemm.json

ratio = PyTorch time / anygpu time (above 1: anygpu is faster). PyTorch runs f32 with TF32 off
(torch.backends.cuda.matmul.allow_tf32 = False, cudnn too): the same arithmetic as anygpu's f32;
the TF32 column is PyTorch with TF32 allowed, for reference. "matmul tf32" rows (anygpu's f32 with
MatmulSpec::allow_tf32) compare with PyTorch's f32 matmul with TF32 allowed. f16 and bf16 rows
("matmul f16", "matmul bf16") run PyTorch's matmul of that type (cuBLAS on tensor cores, f32
accumulation). "attention f16/bf16" rows run PyTorch's scaled_dot_product_attention (is_causal,
FlashAttention-2 where PyTorch picks it) on the same shape and type; "attention decode" rows
(one query per head against a cache of grouped key/value heads) the same with enable_gqa.
"gemv ..." rows (GB/s of the bytes the product reads) compare with the device's copy bandwidth as PyTorch measures it (a 1 GiB
copy, read + write): the PyTorch column is the time that bandwidth takes for the same bytes, so
the ratio is the fraction of the bandwidth reached (issue 34's goal: 0.8). Times: CUDA events,
median of 10 runs after 3 warm-ups. Without PyTorch or CUDA it says so and exits 0.
"""
import json
import re
import statistics
import sys


def main():
    rows = json.load(open(sys.argv[1]))
    try:
        import torch
        import torch.nn.functional as F
    except ImportError:
        print("(no PyTorch on this machine: no comparison)")
        return
    if not torch.cuda.is_available():
        print("(PyTorch sees no CUDA GPU: no comparison)")
        return
    torch.backends.cudnn.benchmark = True

    def timed(fn):
        for _ in range(3):
            fn()
        times = []
        for _ in range(10):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            torch.cuda.synchronize()
            times.append(start.elapsed_time(end))
        return statistics.median(times)

    def both(fn):
        out = []
        for tf32 in (False, True):
            torch.backends.cuda.matmul.allow_tf32 = tf32
            torch.backends.cudnn.allow_tf32 = tf32
            out.append(timed(fn))
        return out

    print(f"GPU: {torch.cuda.get_device_name(0)}; PyTorch {torch.__version__}")
    print()
    print("| op | shape | anygpu ms | anygpu TFLOP/s (GEMV: TB/s) | PyTorch ms (same type) | ratio (PyTorch / anygpu) | PyTorch TF32 ms |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    bandwidth = None
    for r in rows:
        if not r["device"].startswith("cuda:"):
            continue
        if r["op"] in ("launch", "copy"):
            # Fixed costs: no PyTorch counterpart (issue 33's targets: launch < 5 µs, round
            # trip < 10 µs, pinned copies > 12 GB/s).
            print(f"| {r['op']} | {r['shape']} | {r['median_ms']:.4f} | "
                  f"{r['gflop'] / (r['median_ms'] / 1e3):.2f} {r['unit']} | | | |")
            continue
        dims = [int(x) for x in re.findall(r"\d+", r["shape"])]
        if r["op"].startswith("attention decode"):
            # "1×H×1×L dD kvK": one query per head against the cache, grouped heads.
            batch, heads, _, length, d, kv_heads = dims[:6]
            dtype = torch.half if r["op"].endswith("f16") else torch.bfloat16
            q = torch.randn(batch, heads, 1, d, device="cuda", dtype=dtype)
            k, v = (torch.randn(batch, kv_heads, length, d, device="cuda", dtype=dtype) for _ in range(2))
            f32 = timed(lambda: F.scaled_dot_product_attention(q, k, v, enable_gqa=True))
            tf32 = float("nan")
        elif r["op"].startswith("attention"):
            # "1×H×L×L dD causal"
            batch, heads, length, _, d = dims[:5]
            dtype = torch.half if r["op"].endswith("f16") else torch.bfloat16
            q, k, v = (torch.randn(batch, heads, length, d, device="cuda", dtype=dtype) for _ in range(3))
            f32 = timed(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True))
            tf32 = float("nan")
        elif r["op"].startswith("gemv"):
            if bandwidth is None:
                a = torch.empty(1 << 28, device="cuda")
                b = torch.empty_like(a)
                bandwidth = 2 * a.numel() * 4 / (timed(lambda: b.copy_(a)) / 1e3)
                print(f"(copy bandwidth: {bandwidth / 1e9:.0f} GB/s)")
                del a, b
            f32 = r["gflop"] * 1e9 / bandwidth * 1e3
            tf32 = float("nan")
        elif r["op"] in ("matmul f16", "matmul bf16"):
            dtype = torch.half if r["op"] == "matmul f16" else torch.bfloat16
            batch, m, k, n = dims if len(dims) == 4 else [1] + dims
            a = torch.randn(batch, m, k, device="cuda", dtype=dtype)
            b = torch.randn(batch, k, n, device="cuda", dtype=dtype)
            c = torch.empty(batch, m, n, device="cuda", dtype=dtype)
            f32 = timed(lambda: torch.matmul(a, b, out=c))
            tf32 = float("nan")
        elif r["op"].startswith("matmul"):
            batch, m, k, n = dims if len(dims) == 4 else [1] + dims
            a = torch.randn(batch, m, k, device="cuda")
            b = torch.randn(batch, k, n, device="cuda")
            c = torch.empty(batch, m, n, device="cuda")
            f32, tf32 = both(lambda: torch.matmul(a, b, out=c))
            if r["op"] == "matmul tf32":
                # The same type is f32 with TF32 allowed.
                f32 = tf32
        else:
            # "ResNet 3×3 C→C S², batch N"
            _, _, c_in, c_out, side, batch = dims[:6]
            x = torch.randn(batch, c_in, side, side, device="cuda")
            w = torch.randn(c_out, c_in, 3, 3, device="cuda")
            f32, tf32 = both(lambda: F.conv2d(x, w, padding=1))
        ours = r["median_ms"]
        print(f"| {r['op']} | {r['shape']} | {ours:.3f} | {r['gflop'] / ours:.2f} | {f32:.3f} | "
              f"{f32 / ours:.2f} | {tf32:.3f} |")


if __name__ == "__main__":
    main()
