//! How hard LLVM works on a kernel, from its size after inlining (`compiler::limits`).

use crate::compiler::limits::InlinedSize;

/// Entry points larger than this (operations, as in [`InlinedSize`]) compile with
/// [`Effort::Quick`]: about 1,500 bounds-checked memory accesses.
const FULL_EFFORT_MAX_SIZE: u64 = 20_000;

/// How hard LLVM works on a kernel. Some of its optimisations and its register coalescing take
/// time that grows with the square of a function's size (4,000 bounds-checked stores: 37 s on
/// the host, 36 s for AMDGCN), so large kernels get a pipeline whose cost stays linear (their
/// code runs slower, but it compiles in seconds); kernels of ordinary size get everything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Effort {
    Full,
    Quick,
}

impl Effort {
    /// The effort for an entry point of `size`.
    pub(crate) fn for_size(size: InlinedSize) -> Effort {
        if size.operations > FULL_EFFORT_MAX_SIZE {
            Effort::Quick
        } else {
            Effort::Full
        }
    }

    /// The pass pipeline: `full` at full effort; else inlining and SSA construction, linear in
    /// the function's size (even early CSE is not: it rewrites the uses of a branch condition
    /// once per branch on it, and every bounds check of `o[1]` branches on the same one).
    pub(crate) fn pipeline(self, full: &'static str) -> &'static str {
        match self {
            Effort::Full => full,
            Effort::Quick => "always-inline,function(sroa)",
        }
    }

    /// The code generator's optimisation level (the quick one allocates registers locally).
    pub(crate) fn codegen_level(self) -> inkwell::OptimizationLevel {
        match self {
            Effort::Full => inkwell::OptimizationLevel::Aggressive,
            Effort::Quick => inkwell::OptimizationLevel::None,
        }
    }
}
