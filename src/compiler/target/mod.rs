//! Target hooks: what differs between host, PTX and AMDGCN code (triple, address spaces,
//! built-in ids, barriers, emission). The lowering in `compiler::lower` is target-neutral.

pub mod amdgpu;
mod effort;
pub mod host;
#[cfg(feature = "embedded-lld")]
mod lld_ffi;
pub mod nvptx;
mod stop_polls;

use crate::compiler::source::KernelSource;
use crate::error::Result;

/// What `compile`-style tooling can emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmitTarget {
    /// Optimised LLVM IR for the host target, as text.
    LlvmIr,
    /// Host assembly, as text.
    HostAsm,
    /// PTX for an NVIDIA architecture, in the oldest PTX ISA that targets it.
    Ptx(nvptx::PtxArch),
    /// AMDGPU assembly (ISA text) for an AMD architecture, code object v5.
    AmdgcnAsm(amdgpu::GfxArch),
}

/// A linked AMD GPU code object (`.hsaco`) for `arch`.
pub fn amdgpu_code_object(
    source: &KernelSource,
    arch: amdgpu::GfxArch,
    version: amdgpu::CodeObjectVersion,
) -> Result<amdgpu::AmdModule> {
    crate::compiler::limits::on_compiler_stack(|| {
        let front = crate::compiler::front::compile_front_here(source)?;
        amdgpu::compile(&front, arch, version)
    })
}

/// Compiles `source` and returns the requested text (for the CLI's `compile` command and for
/// inspecting what the compiler makes of a kernel).
pub fn emit(source: &KernelSource, target: EmitTarget) -> Result<String> {
    crate::compiler::limits::on_compiler_stack(|| {
        let front = crate::compiler::front::compile_front_here(source)?;
        match target {
            EmitTarget::LlvmIr => host::emit_llvm_ir(&front),
            EmitTarget::HostAsm => host::emit_asm(&front),
            EmitTarget::Ptx(arch) => {
                let isa = nvptx::PtxIsa::choose(arch, None)?;
                Ok(nvptx::compile_cached(&front, arch, isa)?.text.clone())
            }
            EmitTarget::AmdgcnAsm(arch) => amdgpu::emit_asm(&front, arch, amdgpu::CodeObjectVersion::V5),
        }
    })
}
