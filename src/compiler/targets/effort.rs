//! How hard LLVM works on a kernel, from its size and branches after inlining
//! (`compiler::limits`).

use crate::compiler::limits::InlinedSize;

/// Entry points larger than this (operations, as in [`InlinedSize`]) compile with
/// [`Effort::Quick`]: about 1,500 bounds-checked memory accesses.
const FULL_EFFORT_MAX_SIZE: u64 = 20_000;

/// Entry points whose operations times branches (both as in [`InlinedSize`]) pass this
/// compile with [`Effort::Quick`] too. LLVM's full pipeline on the host takes time that grows
/// with both together (value propagation over every branch, the vectorizer's checks between
/// every pair of accesses), measured at full effort on 2 cores (2026-11-26):
///
/// | shape (per line) | operations × branches | seconds |
/// |---|---|---|
/// | `if o[i] == v { v = o[v % 64]; if v > i { ..; return; } }`, 250 / 500 / 700 lines | 12M / 50M / 97M | 1.2 / 4.2 / 15.7 |
/// | nested `if`s updating a variable, 250 / 500 / 1,000 | 5.7M / 23M / 90M | 1.0 / 3.5 / 18.8 |
/// | `if o[g.x + i] > i { ..; return; }`, 500 / 1,000 | 19M / 76M | 1.3 / 4.5 |
/// | bounds-checked load and store, 500 / 1,000 | 12.5M / 50M | 2.1 / 4.8 |
///
/// At 16M every shape measured stays under about 3 s; cheap shapes (a `switch`, early returns
/// on one value) also go quick past it, and lose only run-time speed in kernels of thousands of
/// branches.
const FULL_EFFORT_MAX_COST: u64 = 16_000_000;

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
    /// The effort for `front`: its own choice, else by its size.
    pub(crate) fn for_front(front: &crate::compiler::front::FrontModule) -> Effort {
        use crate::compiler::source::Optimization;
        match front.optimization {
            Optimization::Auto => Effort::for_size(front.inlined_size),
            Optimization::Full => Effort::Full,
            Optimization::Quick => Effort::Quick,
        }
    }

    /// The effort for an entry point of `size`.
    pub(crate) fn for_size(size: InlinedSize) -> Effort {
        if size.operations > FULL_EFFORT_MAX_SIZE
            || size.operations.saturating_mul(size.branches) > FULL_EFFORT_MAX_COST
        {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn size(operations: u64, branches: u64) -> InlinedSize {
        InlinedSize {
            operations,
            locals: 0,
            branches,
        }
    }

    #[test]
    fn large_or_branchy_kernels_get_the_quick_pipeline() {
        assert_eq!(Effort::for_size(size(5_000, 300)), Effort::Full);
        assert_eq!(Effort::for_size(size(19_000, 800)), Effort::Full);
        // 500 lines of guarded early returns: 4.2 s at full effort, quick now.
        assert_eq!(Effort::for_size(size(16_523, 3_005)), Effort::Quick);
        assert_eq!(Effort::for_size(size(20_001, 0)), Effort::Quick);
    }
}
