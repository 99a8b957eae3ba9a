#!/usr/bin/env bash
# Creates .tools/torch-venv with PyTorch (CPU use) and numpy from PyPI, for the side-by-side
# benchmark `cargo bench --bench vs_pytorch` (benches/vs_pytorch.rs starts
# scripts/bench_pytorch.py --serve in it). Not part of the test set: no test needs PyTorch, and
# the benchmark says it skipped PyTorch's column where this venv is missing.
# Idempotent: does nothing when `import torch` already works there. The Linux PyPI wheel pulls
# NVIDIA's CUDA wheels too (about 5 GiB in all): PyPI has no CPU-only build, and
# download.pytorch.org is not always reachable.
#
#   scripts/setup-torch.sh          install if missing
#   scripts/setup-torch.sh --check  only report (exit 1 if missing)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV="$ROOT/.tools/torch-venv"
if "$VENV/bin/python3" -c 'import torch' >/dev/null 2>&1; then
  echo "setup-torch: PyTorch $("$VENV/bin/python3" -c 'import torch; print(torch.__version__)') is in $VENV" >&2
  exit 0
fi
if [ "${1:-}" = --check ]; then
  echo "setup-torch: no PyTorch in $VENV" >&2
  exit 1
fi
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || {
  echo "setup-torch: python3 with venv is needed (Debian: apt-get install python3-venv)" >&2
  exit 1
}
[ -x "$VENV/bin/pip" ] || python3 -m venv "$VENV"
echo "setup-torch: installing torch and numpy into $VENV (a few minutes, once)" >&2
"$VENV/bin/pip" install --quiet --disable-pip-version-check torch numpy
echo "setup-torch: PyTorch $("$VENV/bin/python3" -c 'import torch; print(torch.__version__)') is in $VENV" >&2
