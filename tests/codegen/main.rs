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
#![cfg(feature = "cpu")]
// The conformance references mirror their kernels' shapes on purpose.
#![allow(clippy::needless_range_loop, clippy::nonminimal_bool)]

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod amdgcn;
mod immediates;
mod offline;
mod ops;
mod ptx;
mod snapshots;
mod textures;

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
