//! NVPTX target: PTX text for NVIDIA GPUs, which the CUDA driver compiles to machine code when it
//! loads the module. Only the driver is needed on the user's machine: no toolkit, no NVRTC.

mod arch;
mod gpu_target;
mod lop3;
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

/// Most static `.shared` memory a PTX kernel may declare. A kernel that uses more has its
/// workgroup memory in one `.extern .shared` array instead (`DYNAMIC_WORKGROUP_NAME`), which
/// the launch sizes after opting the function in (`cuFuncSetAttribute`).
pub const STATIC_SHARED_BYTES: u64 = 48 << 10;

/// The most shared memory a block may use on `arch` with the opt-in (the CUDA C++ Programming
/// Guide's table of compute capabilities, "maximum amount of shared memory per thread block"):
/// 96 KB on Volta, 64 KB on Turing, 163 KB on sm_80/87, 99 KB on sm_86/89/120, 227 KB on
/// Hopper and sm_100. The device's own figure (`DeviceInfo::workgroup_memory_limit`) is what
/// a launch is checked against; this is the offline compile's.
pub fn max_shared_bytes(arch: PtxArch) -> u64 {
    match arch.sm {
        70 | 72 => 96 << 10,
        75 => 64 << 10,
        80 | 87 => 163 << 10,
        86 | 89 | 120.. => 99 << 10,
        90..=119 => 227 << 10,
        _ => STATIC_SHARED_BYTES,
    }
}

/// The PTX comment that records how many bytes of dynamic shared memory a kernel needs (its
/// launch must pass them): part of the PTX text, so the disk cache and anyone reading the PTX
/// keep it.
const DYNAMIC_SHARED_NOTE: &str = "// anygpu: dynamic shared memory bytes ";

/// The NVPTX side of the driver, for `arch` in ISA `isa`.
pub(crate) struct Ptx {
    pub arch: PtxArch,
    pub isa: PtxIsa,
}

/// Appends to `text`, the kernel's PTX, the dynamic shared memory its launches must pass, if any.
pub(crate) fn note_dynamic_shared(text: &mut String, front: &FrontModule) {
    let bytes = front.signature.workgroup_memory_bytes;
    if bytes > STATIC_SHARED_BYTES {
        text.push_str(&format!("\n{DYNAMIC_SHARED_NOTE}{bytes}\n"));
    }
}

impl PtxModule {
    /// The dynamic shared memory a launch of the kernel must pass (and opt the function in to,
    /// beyond 48 KiB): 0 for a kernel whose workgroup memory is static.
    pub fn dynamic_shared_bytes(&self) -> u64 {
        self.text
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix(DYNAMIC_SHARED_NOTE))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0)
    }

    /// Whether the PTX carries source lines (`KernelSource::line_info`: `.file` and `.loc`
    /// directives), which the driver's JIT then keeps in the machine code for profilers.
    pub fn has_line_info(&self) -> bool {
        self.text.lines().any(|l| l.trim_start().starts_with(".file"))
    }
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
        // Beyond 48 KiB the variables are dynamic shared memory, up to the architecture's
        // opt-in limit; ptxas would accept more and the launch would fail.
        front.check_workgroup_memory(max_shared_bytes(self.arch), &self.label())
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
    /// not fuse them from the instructions' flags alone); then pairs of bitwise operations with
    /// a constant each become one `lop3.b32` (`lop3.rs`).
    fn finish_module(&self, _cx: &Context, module: &Module, front: &FrontModule) -> Result<bool> {
        let fused = front.contraction && crate::compiler::llvm_ops::fuse_contracted_multiply_adds(module);
        Ok(lop3::fuse_constant_bitwise_pairs(module) | fused)
    }

    fn lower<'ctx>(&self, cx: &'ctx Context, front: &FrontModule, tm: &TargetMachine) -> Result<Module<'ctx>> {
        let target = PtxTarget {
            sm: self.arch.sm,
            accelerated: self.arch.accelerated,
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
    let mut text = String::from_utf8_lossy(&text).into_owned();
    note_dynamic_shared(&mut text, front);
    Ok(PtxModule {
        text,
        entry: gpu_kernel_name(&front.signature.entry),
        arch,
        isa,
    })
}
