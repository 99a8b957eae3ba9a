#!/usr/bin/env bash
# Installs what anygpu needs to build, test and run on Debian 12 (bookworm):
#   LLVM 19 (with Polly) and lld 19 (it links AMD GPU code objects), the libraries LLVM links
#   against, lavapipe (Mesa's Vulkan driver on the CPU, for the wgpu backend's tests), Debian's HIP
#   runtime (the ROCm backend's tests load it), Chromium and chromedriver (the wasm demo's browser
#   test), Open MPI and libclang (the `mpi` feature and its tests), a C toolchain, Rust and
#   wasm-bindgen-cli
#   (rustup's stable toolchain) when no recent enough cargo is found; and, in .tools/venv, NVIDIA's
#   PyPI wheels with ptxas (the NVPTX tests assemble every kernel with it), NVRTC and cuobjdump
#   (the PTX benchmarks compare against them). No GPU and no CUDA driver are needed for any of it.
# Idempotent: when everything is already there it installs nothing and touches no package list.
# Run as root, or as a user who may use sudo.
#
#   scripts/setup.sh            install what is missing for building, running and testing
#   scripts/setup.sh --run      only what building and running anygpu needs: LLVM 19 and lld,
#                               the Vulkan loader and lavapipe, a C toolchain and Rust
#   scripts/setup.sh --check    only report what is missing (exit 1 if anything is); with --run
#                               for the run set
set -euo pipefail

MIN_RUST=1.89
LLVM=/usr/lib/llvm-19
RUN_PACKAGES=(llvm-19-dev libpolly-19-dev lld-19 zlib1g-dev libzstd-dev libxml2-dev mesa-vulkan-drivers libvulkan1)
TEST_PACKAGES=(liblld-19-dev libamdhip64-5 chromium chromium-driver patchelf openmpi-bin libopenmpi-dev libclang-19-dev)

check_only=0
mode=test
for arg in "$@"; do
  case "$arg" in
    --check) check_only=1 ;;
    --run) mode=run ;;
    *) echo "usage: $0 [--run] [--check]" >&2; exit 2 ;;
  esac
done
if [ $mode = run ]; then APT_PACKAGES=("${RUN_PACKAGES[@]}"); else APT_PACKAGES=("${RUN_PACKAGES[@]}" "${TEST_PACKAGES[@]}"); fi

say() { echo "setup: $*" >&2; }

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  SUDO=(false)   # only an error if something actually has to be installed
fi
as_root() {
  if [ "${SUDO[0]:-}" = false ]; then
    say "need root to run: $*  (run this script as root, or install sudo)"
    exit 1
  fi
  "${SUDO[@]}" "$@"
}

# --- system packages ---------------------------------------------------------------------------
missing=()
need() { # need FILE-OR-COMMAND PACKAGE
  if [[ "$1" == /* ]]; then [ -e "$1" ] && return 0; else command -v "$1" >/dev/null 2>&1 && return 0; fi
  missing+=("$2 (for $1)")
}
need "$LLVM/bin/llvm-config"                   llvm-19-dev
need "$LLVM/lib/libLLVM.so"                    llvm-19-dev
need "$LLVM/lib/libPolly.a"                    libpolly-19-dev
need /usr/bin/ld.lld-19                        lld-19
need /usr/include/zlib.h                       zlib1g-dev
need /usr/include/zstd.h                       libzstd-dev
need /usr/include/libxml2/libxml/parser.h      libxml2-dev
need cc                                        build-essential
# lavapipe, Mesa's Vulkan driver on the CPU: wgpu devices work (and its tests run) without a GPU
need /usr/share/vulkan/icd.d/lvp_icd.x86_64.json mesa-vulkan-drivers
need /usr/lib/x86_64-linux-gnu/libvulkan.so.1  libvulkan1
if [ $mode = test ]; then
  # lld as a library: the self-contained binary (scripts/build-release.sh) links it in
  need "$LLVM/lib/liblldELF.a"                   liblld-19-dev
  # Open MPI: the tests build the `mpi` feature (the mpi crate binds to MPI's header through
  # bindgen, which needs libclang) and start its ranks with mpirun
  need /usr/bin/mpirun                           openmpi-bin
  need /usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h libopenmpi-dev
  need "$LLVM/lib/libclang.so"                   libclang-19-dev
  # sets the GPU check kit's library path (scripts/gpu-bundle.sh)
  need patchelf                                  patchelf
  # the HIP runtime (ROCm 5.2): the ROCm backend's tests load it and see no GPU
  need /usr/lib/x86_64-linux-gnu/libamdhip64.so.5 libamdhip64-5
  # a real browser with WebGPU, driven by the browser test of the wasm demo
  need /usr/bin/chromium                         chromium
  need /usr/bin/chromedriver                     chromium-driver
fi

# NVIDIA's assembler and compiler from PyPI, in a venv inside the project (.tools is git-ignored).
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV="$ROOT/.tools/venv"
NV_WHEELS=(nvidia-cuda-nvcc-cu12 nvidia-cuda-nvrtc-cu12 nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm)
wheels_ok=1
for f in cuda_nvcc/bin/ptxas cuda_nvrtc/lib/libnvrtc.so.12 cu13/bin/cuobjdump cu13/bin/nvdisasm; do
  ls "$VENV"/lib/python3*/site-packages/nvidia/$f >/dev/null 2>&1 || wheels_ok=0
done
[ $mode = run ] && wheels_ok=1   # only the tests and benchmarks use them
if [ $wheels_ok = 0 ]; then
  missing+=("NVIDIA wheels ${NV_WHEELS[*]} (ptxas, NVRTC, cuobjdump, nvdisasm) in .tools/venv")
  command -v python3 >/dev/null 2>&1 || extra+=(python3)
  python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || extra+=(python3-venv)
fi

extra=("${extra[@]+"${extra[@]}"}")
for m in "${missing[@]}"; do
  case "$m" in build-essential*) extra+=(build-essential) ;; esac
done

# --- Rust ----------------------------------------------------------------------------------------
version_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }
rust_ok=0
if command -v cargo >/dev/null 2>&1 && command -v rustc >/dev/null 2>&1; then
  have=$(rustc --version | awk '{print $2}')
  if version_ge "${have%%-*}" "$MIN_RUST"; then rust_ok=1; else say "rustc $have is older than $MIN_RUST"; fi
fi
if [ $rust_ok = 0 ]; then
  missing+=("Rust >= $MIN_RUST (cargo)")
  command -v curl >/dev/null 2>&1 || extra+=(curl ca-certificates)
fi

# The browser target: the test suite checks that the crate builds for it (wgpu backend alone).
wasm_ok=0
if [ $mode = run ]; then
  wasm_ok=1   # only the tests and the wasm demo build for the browser
elif command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  wasm_ok=1
else
  missing+=("Rust target wasm32-unknown-unknown (rustup)")
fi

# wasm-bindgen-cli at exactly the version of the wasm-bindgen crate wgpu uses (the wasm demo).
WASM_BINDGEN_VERSION=$(grep -A1 '^name = "wasm-bindgen"$' "$ROOT/Cargo.lock" | sed -n 's/^version = "\(.*\)"$/\1/p')
wbg_ok=1
if [ $mode = test ] && ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  wbg_ok=0
  missing+=("wasm-bindgen-cli $WASM_BINDGEN_VERSION (cargo install)")
fi

if [ ${#missing[@]} -eq 0 ] && [ $mode = run ]; then
  say "everything running anygpu needs is installed (LLVM 19, lld 19, lavapipe, libraries, C toolchain, Rust $(rustc --version | awk '{print $2}'))"
  exit 0
fi
if [ ${#missing[@]} -eq 0 ]; then
  say "everything anygpu needs is installed (LLVM 19, lld 19, lavapipe, libraries, C toolchain, Rust $(rustc --version | awk '{print $2}') with wasm32, ptxas/NVRTC wheels, HIP runtime, Chromium, wasm-bindgen-cli)"
  exit 0
fi
say "missing: ${missing[*]}"
if [ $check_only = 1 ]; then exit 1; fi

needs_apt=0
for m in "${missing[@]}"; do case "$m" in Rust*|NVIDIA*|wasm-bindgen*) ;; *) needs_apt=1 ;; esac; done
if [ $needs_apt = 1 ] || [ ${#extra[@]} -gt 0 ]; then
  say "installing Debian packages: ${APT_PACKAGES[*]} ${extra[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${APT_PACKAGES[@]}" "${extra[@]}"
fi

if [ $rust_ok = 0 ]; then
  if command -v rustup >/dev/null 2>&1 || [ -x "$HOME/.cargo/bin/rustup" ]; then
    rustup_bin=$(command -v rustup || echo "$HOME/.cargo/bin/rustup")
    say "updating Rust with rustup"
    "$rustup_bin" toolchain install stable --profile minimal
    "$rustup_bin" default stable
  else
    say "installing Rust with rustup (https://rustup.rs)"
    # rustup-init itself, as https://sh.rustup.rs would fetch it (that host is not always reachable)
    # (it must be called `rustup-init`: rustup decides what to be from its own file name)
    dir=$(mktemp -d)
    curl --proto '=https' --tlsv1.2 -sSf -o "$dir/rustup-init" "https://static.rust-lang.org/rustup/dist/$(uname -m)-unknown-linux-gnu/rustup-init"
    chmod +x "$dir/rustup-init"
    "$dir/rustup-init" -y --profile minimal --default-toolchain stable
    rm -rf "$dir"
  fi
  # The shell that ran this script does not see ~/.cargo/bin yet: put the tools on its PATH.
  if ! command -v cargo >/dev/null 2>&1 || ! version_ge "$(rustc --version | awk '{print $2}')" "$MIN_RUST"; then
    if [ "${SUDO[0]:-}" != false ]; then
      for tool in cargo rustc rustup rustdoc; do
        as_root ln -sf "$HOME/.cargo/bin/$tool" "/usr/local/bin/$tool"
      done
      say "linked cargo, rustc, rustup and rustdoc into /usr/local/bin"
    else
      say "add $HOME/.cargo/bin to your PATH (e.g. source \"$HOME/.cargo/env\")"
    fi
  fi
fi
if [ $wasm_ok = 0 ]; then
  rustup_bin=$(command -v rustup || echo "$HOME/.cargo/bin/rustup")
  say "adding the wasm32-unknown-unknown target"
  "$rustup_bin" target add wasm32-unknown-unknown
fi
if [ $wbg_ok = 0 ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi
if [ $wheels_ok = 0 ]; then
  say "installing ${NV_WHEELS[*]} into $VENV"
  [ -x "$VENV/bin/pip" ] || python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "${NV_WHEELS[@]}"
fi
say "done"
