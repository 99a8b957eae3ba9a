//! The steps every LLVM target runs on a lowered module, written once: verify (a failure is our
//! bug: an internal compiler error carrying the IR), optimise (with the effort the kernel's size
//! allows) and emit (assembly text or an object file).

use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, TargetMachine};

use crate::compiler::front::FrontModule;
use crate::error::{ice, Ice, Result};

/// LLVM's O2 pipeline for the GPU targets: on the benchmark kernels it compiles 10-30% faster
/// than O3 and gives the same or fewer registers (ptxas and the AMDGPU back end do their own
/// heavy optimisation, so O3's extra IR work buys nothing measurable).
pub(super) const GPU_PIPELINE: &str = "default<O2>";

/// LLVM's verifier on `module`; `what` says which module failed (`the generated module`), and
/// `target` names the target (`ptx sm_80`) in the error.
pub(super) fn verify(module: &Module, front: &FrontModule, target: &str, what: &str) -> Result<()> {
    module.verify().map_err(|e| {
        let entry = &front.signature.entry;
        Ice::new(format!("LLVM rejected {what} for `{entry}`: {}", e.to_string().trim()))
            .target(target)
            .artifact(format!("{entry}.ll"), module.print_to_string().to_string())
            .build()
    })
}

/// Folds the empty blocks the lowering leaves, then runs the pass `pipeline`.
pub(super) fn optimise(module: &Module, tm: &TargetMachine, pipeline: &str) -> Result<()> {
    crate::compiler::llvm_ops::fold_empty_blocks(module);
    module
        .run_passes(pipeline, tm, PassBuilderOptions::create())
        .map_err(|e| ice(format!("LLVM optimisation failed: {e}")))
}

/// The module's code as `kind` (assembly text or an object file).
pub(super) fn emit(module: &Module, tm: &TargetMachine, kind: FileType, target: &str) -> Result<Vec<u8>> {
    tm.write_to_memory_buffer(module, kind)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| ice(format!("LLVM {target} code generation failed: {e}")))
}
