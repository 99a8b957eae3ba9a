//! The compiler's output, checked with no GPU:
//!
//! - `offline`: every conformance case's kernel compiled to PTX and assembled by NVIDIA's `ptxas`
//!   (sm_70, sm_80, sm_90), and to AMD code objects linked by lld and inspected (gfx90a, gfx942,
//!   gfx1030, gfx1100, gfx1201): `offline::atomics::atomics_on_storage::{ptx,amdgcn}`;
//! - `ptx`, `amdgcn`: FileCheck-style tests of the instructions that carry a few kernels' meaning;
//! - `immediates`: `var<immediate>` words in the native ABI (PTX params, AMDGCN kernargs, host block);
//! - `snapshots`: the PTX and AMDGCN of a set of suite kernels against the files under
//!   `tests/codegen/snapshots/`, rewritten with `ANYGPU_BLESS=1`.
//!
//! Outside CI a missing `ptxas` or lld skips its checks with a printed line; in CI it fails them.
#![cfg(feature = "llvm")]
// The conformance references mirror their kernels' shapes on purpose.
#![allow(clippy::needless_range_loop, clippy::nonminimal_bool)]

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod amdgcn;
mod gemm;
mod immediates;
mod offline;
mod ops;
mod ptx;
mod snapshots;
mod textures;

/// Compiles `src` to PTX for sm_80 and sm_90 (each must satisfy `ptx_holds`; ptxas assembles
/// it) and to AMD code objects for gfx90a (v4) and gfx1100 (v5), linked by lld.
pub fn assemble_for_gpu_targets(name: &str, src: &anygpu::KernelSource, ptx_holds: impl Fn(&str) -> bool) {
    assemble_for_gpu_targets_but(name, src, ptx_holds, &[])
}

/// [`assemble_for_gpu_targets`] but for the AMD architectures in `skip`.
pub fn assemble_for_gpu_targets_but(
    name: &str,
    src: &anygpu::KernelSource,
    ptx_holds: impl Fn(&str) -> bool,
    skip: &[&str],
) {
    use crate::common::amdgcn::amdgcn_code_object;
    use anygpu::compiler::{emit, CodeObjectVersion, PtxArch, TargetSpec, TextForm};
    let ptxas = common::ptxas();
    for arch in ["sm_80", "sm_90"] {
        let arch: PtxArch = arch.parse().unwrap();
        let ptx =
            emit(src, &TargetSpec::ptx(arch), TextForm::Assembly).unwrap_or_else(|e| panic!("{name} for {arch}: {e}"));
        assert!(ptx_holds(&ptx), "{name}: {ptx}");
        if let Some(ptxas) = &ptxas {
            common::assemble_ptx(ptxas, &ptx, &arch.to_string(), name).unwrap_or_else(|e| panic!("{name}: {e}\n{ptx}"));
        }
    }
    if common::lld_available() {
        for (arch, version) in [("gfx90a", CodeObjectVersion::V4), ("gfx1100", CodeObjectVersion::V5)] {
            if skip.contains(&arch) {
                continue;
            }
            let module = amdgcn_code_object(src, arch.parse().unwrap(), version)
                .unwrap_or_else(|e| panic!("{name} for {arch}: {e}"));
            assert!(module.hsaco.starts_with(b"\x7fELF"), "{name} for {arch}: a code object");
        }
    }
}

/// Kernels whose only accesses use constant indices into runtime-sized arrays (a store, a load,
/// an atomic): naga cannot check those, so the lowering must. Each with the statement it tests.
pub fn constant_index_kernels() -> Vec<(&'static str, String)> {
    ["a[100000000] = 5u;", "b[0] = a[7];", "atomicAdd(&c[3], 5u);"]
        .into_iter()
        .map(|body| {
            let src = format!(
                "@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> c: array<atomic<u32>>;
@compute @workgroup_size(1) fn main() {{ _ = &a; _ = &b; _ = &c; {body} }}"
            );
            (body, src)
        })
        .collect()
}
