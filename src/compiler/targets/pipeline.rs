//! The one driver every LLVM target runs: check → lower → verify → optimise → (finish the module)
//! → emit, written once. A target says only what differs ([`LlvmTarget`]); a verifier failure is
//! our bug (an internal compiler error carrying the IR), and LLVM's diagnostics become errors.

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, TargetMachine};

use super::effort::Effort;
use crate::compiler::front::FrontModule;
use crate::compiler::llvm_ops::CapturedDiagnostics;
use crate::error::{ice, Ice, Result};

/// LLVM's O2 pipeline for the GPU targets: on the benchmark kernels it compiles 10-30% faster
/// than O3 and gives the same or fewer registers (ptxas and the AMDGPU back end do their own
/// heavy optimisation, so O3's extra IR work buys nothing measurable).
pub(super) const GPU_PIPELINE: &str = "default<O2>";

/// What one LLVM target adds to the driver.
pub(super) trait LlvmTarget {
    /// The target in internal-error reports and IR dumps (`ptx sm_80`).
    fn name(&self) -> String;
    /// The target in user-facing refusals and LLVM diagnostics (`PTX (sm_80)`).
    fn label(&self) -> String;
    /// Refusals before any work: the target's memory and size limits.
    fn check(&self, _front: &FrontModule) -> Result<()> {
        Ok(())
    }
    /// The target machine for a kernel compiled with `effort`.
    fn machine(&self, effort: Effort) -> Result<TargetMachine>;
    /// The lowered module, with the machine's triple and data layout (the driver verifies it).
    fn lower<'ctx>(&self, cx: &'ctx Context, front: &FrontModule, tm: &TargetMachine) -> Result<Module<'ctx>>;
    /// The pass pipeline for `effort`.
    fn passes(&self, effort: Effort) -> &'static str {
        effort.pipeline(GPU_PIPELINE)
    }
    /// A second pass pipeline for the optimised module, if it needs one (the host inlines the
    /// helpers that stayed out of line for its loop vectorizer).
    fn late_passes(&self, _module: &Module) -> Option<&'static str> {
        None
    }
    /// Work on the optimised module before code generation (the host's stop polls); the driver
    /// verifies the module again when this returns true.
    fn finish_module(&self, _cx: &Context, _module: &Module, _front: &FrontModule) -> Result<bool> {
        Ok(false)
    }
}

/// Where [`build`] stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stage {
    /// The optimised LLVM IR, as text.
    LlvmIr,
    /// Assembly text.
    Assembly,
    /// An object file.
    Object,
}

/// Lowers, verifies and optimises `front` for `target` in `cx` (what the host JIT takes).
pub(super) fn optimised_module<'ctx>(
    target: &impl LlvmTarget,
    cx: &'ctx Context,
    front: &FrontModule,
    tm: &TargetMachine,
    effort: Effort,
) -> Result<Module<'ctx>> {
    let module = target.lower(cx, front, tm)?;
    let name = target.name();
    verify(&module, front, &name, "the generated module")?;
    if front.contraction {
        crate::compiler::llvm_ops::allow_contraction(&module);
    }
    optimise(&module, tm, target.passes(effort))?;
    if let Some(late) = target.late_passes(&module) {
        optimise(&module, tm, late)?;
    }
    if target.finish_module(cx, &module, front)? {
        verify(&module, front, &name, "the finished module")?;
    }
    Ok(module)
}

/// The kernel compiled for `target` up to `stage`.
pub(super) fn build(target: &impl LlvmTarget, front: &FrontModule, stage: Stage) -> Result<Vec<u8>> {
    target.check(front)?;
    let effort = Effort::for_front(front);
    let tm = target.machine(effort)?;
    let cx = Context::create();
    let diagnostics = CapturedDiagnostics::new(&cx);
    let module = optimised_module(target, &cx, front, &tm, effort)?;
    let out = match stage {
        Stage::LlvmIr => Ok(module.print_to_string().to_bytes().to_vec()),
        Stage::Assembly => emit(&module, &tm, FileType::Assembly, &target.name()),
        Stage::Object => emit(&module, &tm, FileType::Object, &target.name()),
    };
    diagnostics.check(&target.label(), &front.signature.entry)?;
    out
}

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
fn optimise(module: &Module, tm: &TargetMachine, pipeline: &str) -> Result<()> {
    crate::compiler::llvm_ops::set_llvm_options();
    crate::compiler::llvm_ops::fold_empty_blocks(module);
    module
        .run_passes(pipeline, tm, PassBuilderOptions::create())
        .map_err(|e| ice(format!("LLVM optimisation failed: {e}")))
}

/// The module's code as `kind` (assembly text or an object file).
fn emit(module: &Module, tm: &TargetMachine, kind: FileType, target: &str) -> Result<Vec<u8>> {
    tm.write_to_memory_buffer(module, kind)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| ice(format!("LLVM {target} code generation failed: {e}")))
}
