//! The kernel compiler: WGSL → naga IR (front) → LLVM IR (lower, target-neutral) → target code.

pub mod abi;
mod checked_access;
pub mod front;
mod inline;
mod ir_copy;
pub mod limits;
#[cfg(feature = "cpu")]
mod llvm_ops;
#[cfg(feature = "cpu")]
pub(crate) mod lower;
pub mod source;
pub mod spirv;
#[cfg(feature = "cpu")]
pub mod target;
mod uniformity;

pub use abi::{BindingKind, BindingSlot, KernelSignature};

// The compiler's public doors: what the CLI, benchmarks and offline checks call. Everything
// else in this module is an implementation detail that may move.
pub use limits::MAX_SOURCE_BYTES;
#[cfg(feature = "cpu")]
pub use target::amdgpu::{
    kernarg_buffer, linker_available as amdgcn_linker_available, read_metadata as read_amdgcn_metadata,
    AmdModule as AmdgcnCodeObject, CodeObjectVersion, GfxArch, KernelArgMeta, KernelMeta,
};
#[cfg(feature = "cpu")]
pub use target::nvptx::{PtxArch, PtxIsa};
#[cfg(feature = "cpu")]
pub use target::{amdgpu_code_object as amdgcn_code_object, emit, EmitTarget};

/// Parses and validates `source` and returns its entry point's signature: the bindings a launch
/// takes, in order, and the workgroup size. Nothing is generated for any target.
pub fn signature(source: &source::KernelSource) -> crate::Result<KernelSignature> {
    Ok(front::compile_front(source)?.signature)
}

/// Compiles `source` to PTX for `arch` in ISA `isa`, bypassing the in-process cache that
/// [`emit`] uses (for measuring compile time).
#[cfg(feature = "cpu")]
pub fn ptx_uncached(source: &source::KernelSource, arch: PtxArch, isa: PtxIsa) -> crate::Result<String> {
    limits::on_compiler_stack(|| {
        let front = front::compile_front_here(source)?;
        Ok(target::nvptx::compile(&front, arch, isa)?.text)
    })
}
