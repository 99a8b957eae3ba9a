//! NVPTX target: PTX text for NVIDIA GPUs, which the CUDA driver compiles to machine code when it
//! loads the module. Only the driver is needed on the user's machine: no toolkit, no NVRTC.

mod arch;
mod gpu_target;
mod tensor_cores;

use std::sync::Once;

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine};

use super::effort::Effort;
use super::pipeline::{self, LlvmTarget, Stage};
use crate::compiler::front::FrontModule;
use crate::compiler::lower::{gpu_kernel_name, ice, Lowerer};
use crate::error::Result;
pub use arch::{PtxArch, PtxIsa, WARP_SIZE};
use gpu_target::PtxTarget;

/// A kernel compiled to PTX.
#[derive(Clone, Debug)]
pub struct PtxModule {
    /// The PTX text (what `cuModuleLoadData` takes, NUL-terminated by the loader).
    pub text: String,
    /// The `.entry` symbol.
    pub entry: String,
    /// The architecture it was compiled for.
    pub arch: PtxArch,
    /// The PTX ISA version it is written in.
    pub isa: PtxIsa,
}

/// Most static `.shared` memory a PTX kernel may declare.
pub const STATIC_SHARED_BYTES: u64 = 48 << 10;

/// The NVPTX side of the driver, for `arch` in ISA `isa`.
pub(crate) struct Ptx {
    pub arch: PtxArch,
    pub isa: PtxIsa,
}

fn init_nvptx() {
    static INIT: Once = Once::new();
    INIT.call_once(|| Target::initialize_nvptx(&InitializationConfig::default()));
}

impl LlvmTarget for Ptx {
    fn name(&self) -> String {
        format!("ptx {}", self.arch)
    }

    fn label(&self) -> String {
        format!("PTX ({})", self.arch)
    }

    fn check(&self, front: &FrontModule) -> Result<()> {
        // Static `.shared` memory is limited to 48 KiB on every NVIDIA GPU (more needs dynamic
        // shared memory and an opt-in); ptxas would accept a larger array and the launch would fail.
        front.check_workgroup_memory(STATIC_SHARED_BYTES, &self.label())
    }

    fn machine(&self, effort: Effort) -> Result<TargetMachine> {
        init_nvptx();
        let (arch, isa) = (self.arch, self.isa);
        let triple = inkwell::targets::TargetTriple::create("nvptx64-nvidia-cuda");
        let target = Target::from_triple(&triple).map_err(|e| ice(format!("LLVM has no NVPTX target: {e}")))?;
        target
            .create_target_machine(
                &triple,
                &arch.to_string(),
                &format!("+ptx{}", isa.0),
                effort.codegen_level(),
                RelocMode::Default,
                CodeModel::Default,
            )
            .ok_or_else(|| ice(format!("LLVM could not create an NVPTX target machine for {arch}")))
    }

    /// With `allow_contraction`, the contractable multiply-add pairs become `fma.rn` (NVPTX does
    /// not fuse them from the instructions' flags alone).
    fn finish_module(&self, _cx: &Context, module: &Module, front: &FrontModule) -> Result<bool> {
        Ok(front.contraction && crate::compiler::llvm_ops::fuse_contracted_multiply_adds(module))
    }

    fn lower<'ctx>(&self, cx: &'ctx Context, front: &FrontModule, tm: &TargetMachine) -> Result<Module<'ctx>> {
        let target = PtxTarget {
            sm: self.arch.sm,
            isa: self.isa,
        };
        let mut lw = Lowerer::new(cx, front, "anygpu_ptx", Some(&target));
        lw.lower_gpu_entry(front.entry_index).map_err(|e| lw.located(e))?;
        let module = lw.m;
        module.set_triple(&tm.get_triple());
        module.set_data_layout(&tm.get_target_data().get_data_layout());
        Ok(module)
    }
}

/// Compiles the front end's module to PTX for `arch` in ISA `isa` (no cache).
pub(crate) fn compile(front: &FrontModule, arch: PtxArch, isa: PtxIsa) -> Result<PtxModule> {
    let text = pipeline::build(&Ptx { arch, isa }, front, Stage::Assembly)?;
    Ok(PtxModule {
        text: String::from_utf8_lossy(&text).into_owned(),
        entry: gpu_kernel_name(&front.signature.entry),
        arch,
        isa,
    })
}
