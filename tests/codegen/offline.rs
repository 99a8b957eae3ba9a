//! Every conformance case's kernel, compiled offline: to PTX assembled by `ptxas` for each of
//! `common::PTX_ARCHS`, and to AMD code objects linked by lld for each of `common::GFX_ARCHS`, whose
//! metadata must match the kernel signature. The case functions are the conformance suite's own
//! files (`tests/conformance/*.rs`), instantiated here by a `device_tests!` that makes a `ptx` and
//! an `amdgcn` test per case; the override constants are those the cases' inputs choose for a
//! 32-wide (NVIDIA) or the architecture's wavefront-wide (AMD) subgroup.

use std::fmt::Write as _;

use crate::common::{Case, IntoCases};

/// Runs `check` on each of `cases`; panics with one report naming each case that failed.
fn check_all(cases: impl IntoCases, what: &str, check: fn(&Case) -> Result<(), String>) {
    let cases = cases.into_cases();
    assert!(!cases.is_empty(), "no case to compile");
    let mut failures = String::new();
    for case in &cases {
        if let Err(e) = check(case) {
            let _ = writeln!(failures, "case `{}` as {what}: {e}", case.name);
        }
    }
    assert!(failures.is_empty(), "codegen failures:\n{failures}");
}

/// Tests that need a context to run (they launch, not only compile) stay in the conformance
/// suite; here their functions are only referenced.
macro_rules! context_tests {
    ($($test:ident),* $(,)?) => {$(
        const _: fn(&anygpu::GpuContext) = $test;
    )*};
}

macro_rules! device_tests {
    ($($case:ident),* $(,)?) => {$(
        mod $case {
            #[test]
            fn ptx() {
                super::super::check_all(super::$case(), "PTX", crate::common::check_ptx);
            }

            #[test]
            fn amdgcn() {
                super::super::check_all(super::$case(), "an AMD code object", crate::common::check_amdgpu);
            }
        }
    )*};
}

#[path = "../conformance/abi_launch.rs"]
mod abi_launch;
#[path = "../conformance/aggregate_locals.rs"]
mod aggregate_locals;
#[path = "../conformance/atomics.rs"]
mod atomics;
#[path = "../conformance/bounds_checks.rs"]
mod bounds_checks;
#[path = "../conformance/builtins.rs"]
mod builtins;
#[path = "../conformance/control_flow.rs"]
mod control_flow;
#[path = "../conformance/conversions.rs"]
mod conversions;
#[path = "../conformance/functions.rs"]
mod functions;
#[path = "../conformance/math.rs"]
mod math;
#[path = "../conformance/memory_layout.rs"]
mod memory_layout;
#[path = "../conformance/overrides.rs"]
mod overrides;
#[path = "../conformance/scalars.rs"]
mod scalars;
#[path = "../conformance/subgroups.rs"]
mod subgroups;
#[path = "../conformance/vectors_matrices.rs"]
mod vectors_matrices;
#[path = "../conformance/workgroup_barriers.rs"]
mod workgroup_barriers;
