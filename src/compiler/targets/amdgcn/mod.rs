//! The AMDGCN target: code objects (`.hsaco`) for AMD GPUs, which the HIP runtime loads directly.
//! LLVM writes an object file; LLVM's linker (`ld.lld`) turns it into the shared object the
//! runtime expects. No hipcc, hipRTC or comgr is involved.
//!
//! LLVM 19's C API cannot give fences and atomics a synchronisation scope, and on AMD GPUs the
//! default (system) scope is slow: every barrier would write back and invalidate caches. So the
//! module goes through its textual form once, where [`scope_atomics`] makes barrier fences
//! workgroup-scoped and atomics agent-scoped (what WGSL's barriers and atomics promise), and is
//! parsed back.

mod arch;
mod gpu_target;
mod link;
#[cfg(feature = "embedded-lld")]
mod lld_ffi;
mod metadata;
mod tensor_cores;

use std::sync::Once;

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{FlagBehavior, Module};
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine};
use inkwell::OptimizationLevel;

use super::effort::Effort;
use super::pipeline::{self, LlvmTarget, Stage};
use crate::compiler::front::FrontModule;
use crate::compiler::lower::{gpu_kernel_name, ice, Lowerer};
use crate::error::Result;
pub use arch::{CodeObjectVersion, GfxArch};
use gpu_target::AmdgcnTarget;
pub use link::linker_available;
pub(crate) use metadata::{foreign_kernargs, read_kernel_metadata};
pub use metadata::{kernarg_buffer, kernarg_buffer_with_immediates, read_metadata, KernelArgMeta, KernelMeta};

/// Whether products of 16-bit matrices (bfloat16 ones when `bf16`) run on `arch`'s matrix
/// cores (`v_mfma`, `v_wmma`) rather than the exact loops.
pub fn has_matrix_cores(arch: GfxArch, bf16: bool) -> bool {
    gpu_target::matrix_cores(arch).is_some_and(|tc| !bf16 || tc.takes_bf16())
}

/// Whether products of f32 matrices with TF32 allowed run on `arch`'s matrix cores
/// (`v_mfma_f32_16x16x8_xf32`, gfx940–942).
pub fn has_tf32_matrix_cores(arch: GfxArch) -> bool {
    gpu_target::tf32_matrix_cores(arch).is_some()
}

/// A kernel compiled for an AMD GPU.
#[derive(Clone, Debug)]
pub struct AmdgcnCodeObject {
    /// The linked code object (what `hipModuleLoadData` takes).
    pub hsaco: Vec<u8>,
    /// The kernel's symbol.
    pub entry: String,
    /// The architecture it was compiled for.
    pub arch: GfxArch,
    /// Its code object version.
    pub version: CodeObjectVersion,
}

fn init_amdgpu() {
    static INIT: Once = Once::new();
    INIT.call_once(|| Target::initialize_amd_gpu(&InitializationConfig::default()));
}

fn machine(arch: GfxArch) -> Result<TargetMachine> {
    init_amdgpu();
    let triple = inkwell::targets::TargetTriple::create("amdgcn-amd-amdhsa");
    let target = Target::from_triple(&triple).map_err(|e| ice(format!("LLVM has no AMDGPU target: {e}")))?;
    // RDNA (gfx10+) runs in CU mode: a workgroup stays on one compute unit, so its L0 cache is
    // coherent for the whole workgroup and workgroup-scoped barriers need no `buffer_gl0_inv`
    // (in the default WGP mode every barrier would invalidate it).
    let features = if arch.wavefront_size() == 32 { "+cumode" } else { "" };
    target
        .create_target_machine(
            &triple,
            arch.name(),
            features,
            OptimizationLevel::Aggressive,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| ice(format!("LLVM could not create an AMDGPU target machine for {arch}")))
}

/// Gives the module's fences workgroup scope and its atomics agent scope, in its textual form.
/// (Every fence the GPU lowering emits belongs to a workgroup barrier.)
pub(crate) fn scope_atomics(ir: &str) -> String {
    const ORDERINGS: [&str; 5] = [" monotonic", " acquire", " release", " acq_rel", " seq_cst"];
    let mut out = String::with_capacity(ir.len() + 1024);
    for line in ir.lines() {
        let body = line.trim_start();
        let inst = match body.split_once(" = ") {
            Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
            _ => body,
        };
        let scope = if inst.starts_with("fence ") {
            Some("workgroup")
        } else if ["atomicrmw ", "cmpxchg ", "load atomic ", "store atomic "]
            .iter()
            .any(|k| inst.starts_with(k))
        {
            Some("agent")
        } else {
            None
        };
        let at = scope
            .filter(|_| !inst.contains("syncscope("))
            .and_then(|_| ORDERINGS.iter().filter_map(|o| line.find(o)).min());
        match (scope, at) {
            (Some(scope), Some(i)) => {
                out.push_str(&line[..i]);
                out.push_str(&format!(" syncscope(\"{scope}\")"));
                out.push_str(&line[i..]);
            }
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// Most LDS (workgroup memory) one workgroup may use.
pub const LDS_BYTES: u64 = 64 << 10;

/// Largest kernel (in `limits::inlined_size`) compiled for AMDGCN. The AMDGPU back end's time
/// grows with about the cube of a kernel's branches even at full optimisation (a 4,000-case
/// `switch`: 9 s; 10,000 cases: 131 s), and its unoptimised path is slower still on branchy code,
/// so large kernels are refused here where the host and PTX compile them with less effort.
pub const AMDGCN_MAX_INLINED_SIZE: u64 = 40_000;

/// Most branches (as in `limits::InlinedSize`) of a kernel compiled for AMDGCN. Smaller kernels
/// can still be slow when branchy: measured for gfx942 on 2 cores (2026-11-26), a `switch` of
/// 1,000 / 2,000 / 3,000 cases takes 1.9 / 3.8 / 8.5 s and 6,500 cases over 60 s; 1,000 lines of
/// `if o[g.x + i] > i { ..; return; }` (4,003 branches) 11.4 s.
pub const AMDGCN_MAX_BRANCHES: u64 = 4_000;

/// The AMDGPU side of the driver, for `arch` in code object format `code_object`.
pub(crate) struct Amdgcn {
    pub arch: GfxArch,
    pub code_object: CodeObjectVersion,
}

impl LlvmTarget for Amdgcn {
    fn name(&self) -> String {
        format!("amdgcn {}", self.arch.name())
    }

    fn label(&self) -> String {
        format!("AMDGCN ({})", self.arch)
    }

    fn check(&self, front: &FrontModule) -> Result<()> {
        // LDS per workgroup: 64 KiB on every architecture anygpu targets (gfx9 to gfx12).
        let label = self.label();
        front.check_workgroup_memory(LDS_BYTES, &label)?;
        front.check_inlined_size_for(AMDGCN_MAX_INLINED_SIZE, &label)?;
        front.check_branches_for(AMDGCN_MAX_BRANCHES, &label)
    }

    /// Always full optimisation: large kernels are refused by `check` instead (see
    /// [`AMDGCN_MAX_INLINED_SIZE`]).
    fn machine(&self, _effort: Effort) -> Result<TargetMachine> {
        machine(self.arch)
    }

    fn passes(&self, _effort: Effort) -> &'static str {
        pipeline::GPU_PIPELINE
    }

    /// Lowers the kernel, then gives its fences and atomics their scopes through the textual
    /// form ([`scope_atomics`]) and sets the code object version.
    fn lower<'ctx>(&self, cx: &'ctx Context, front: &FrontModule, tm: &TargetMachine) -> Result<Module<'ctx>> {
        let target = AmdgcnTarget::new(self.arch);
        let mut lw = Lowerer::new(cx, front, "anygpu_amdgcn", Some(&target));
        lw.m.set_triple(&tm.get_triple());
        lw.m.set_data_layout(&tm.get_target_data().get_data_layout());
        lw.lower_gpu_entry(front.entry_index).map_err(|e| lw.located(e))?;
        let lowered = lw.m;
        pipeline::verify(&lowered, front, &self.name(), "the generated AMDGPU module")?;
        let text = scope_atomics(&lowered.print_to_string().to_string());
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "anygpu_amdgcn");
        let module = cx
            .create_module_from_ir(buffer)
            .map_err(|e| ice(format!("re-reading the scoped AMDGPU module: {e}")))?;
        let flag = cx.i32_type().const_int(self.code_object.module_flag(), false);
        module.add_basic_value_flag("amdhsa_code_object_version", FlagBehavior::Error, flag);
        Ok(module)
    }
}

/// Compiles the kernel to a linked code object (no cache): LLVM's object file, then `ld.lld`.
pub(crate) fn compile(front: &FrontModule, arch: GfxArch, version: CodeObjectVersion) -> Result<AmdgcnCodeObject> {
    let object = pipeline::build(
        &Amdgcn {
            arch,
            code_object: version,
        },
        front,
        Stage::Object,
    )?;
    Ok(AmdgcnCodeObject {
        hsaco: link::link(&object)?,
        entry: gpu_kernel_name(&front.signature.entry),
        arch,
        version,
    })
}

/// What tells two AMD targets apart in the disk cache's key: the architecture, its wavefront
/// size, the code object version and whether the linker is built in.
pub(crate) fn key_parts(arch: GfxArch, version: CodeObjectVersion) -> Vec<String> {
    let linker = if cfg!(feature = "embedded-lld") {
        "embedded-lld"
    } else {
        "ld.lld"
    };
    vec![
        arch.name().to_string(),
        arch.wavefront_size().to_string(),
        version.module_flag().to_string(),
        linker.to_string(),
    ]
}

#[cfg(test)]
mod tests {
    use super::scope_atomics;

    #[test]
    fn fences_get_workgroup_scope_and_atomics_agent_scope() {
        let ir = "  fence release\n  %1 = atomicrmw add ptr %0, i32 1 monotonic, align 4\n  \
                  %2 = cmpxchg ptr %0, i32 0, i32 1 monotonic monotonic, align 4\n  \
                  %3 = load atomic i32, ptr %0 monotonic, align 4\n  store atomic i32 %3, ptr %0 monotonic, align 4\n  \
                  %4 = load i32, ptr %0, align 4\n  fence syncscope(\"agent\") acquire\n";
        let out = scope_atomics(ir);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "  fence syncscope(\"workgroup\") release");
        assert_eq!(
            lines[1],
            "  %1 = atomicrmw add ptr %0, i32 1 syncscope(\"agent\") monotonic, align 4"
        );
        assert_eq!(
            lines[2],
            "  %2 = cmpxchg ptr %0, i32 0, i32 1 syncscope(\"agent\") monotonic monotonic, align 4"
        );
        assert_eq!(
            lines[3],
            "  %3 = load atomic i32, ptr %0 syncscope(\"agent\") monotonic, align 4"
        );
        assert_eq!(
            lines[4],
            "  store atomic i32 %3, ptr %0 syncscope(\"agent\") monotonic, align 4"
        );
        assert_eq!(lines[5], "  %4 = load i32, ptr %0, align 4");
        assert_eq!(lines[6], "  fence syncscope(\"agent\") acquire");
    }
}
