//! The kernel compiler: WGSL → naga IR (front) → LLVM IR (lower, target-neutral) → target code.
//!
//! Its public doors are few, for tools that want the compiler without a device: a kernel's
//! [`signature`], [`emit`] of LLVM IR, host assembly, PTX or AMDGCN assembly, a linked AMD code
//! object ([`amdgcn_code_object`]) and [`spirv`]. Everything else in this module is an
//! implementation detail that may move.
//!
//! ```
//! # #[cfg(feature = "cpu")] {
//! use anygpu::compiler::{emit, EmitTarget, PtxArch};
//! use anygpu::KernelSource;
//! let source = KernelSource::wgsl(
//!     "@group(0) @binding(0) var<storage, read_write> v: array<f32>;
//!      @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) { v[id.x] *= 2.0; }",
//! );
//! let sig = anygpu::compiler::signature(&source).unwrap();
//! assert_eq!(sig.bindings.len(), 1);
//! let ptx = emit(&source, EmitTarget::Ptx("sm_80".parse::<PtxArch>().unwrap())).unwrap();
//! assert!(ptx.contains(".entry main"));
//! # }
//! ```

pub(crate) mod abi;
#[cfg(feature = "cpu")]
pub(crate) mod cache;
mod checked_access;
mod cooperative;
mod describe;
pub(crate) mod features;
pub(crate) mod front;
mod immediates;
mod inline;
mod ir_copy;
pub(crate) mod limits;
#[cfg(feature = "cpu")]
mod llvm_ops;
#[cfg(feature = "cpu")]
pub(crate) mod lower;
pub(crate) mod source;
pub(crate) mod targets;
mod uniformity;

use crate::error::Result;
pub use abi::{
    ArrayRows, BindingKind, BindingSlot, DeclaredBinding, FieldLayout, ImmediateSlot, KernelSignature, ScalarField,
    ScalarType, MAX_IMMEDIATE_BYTES,
};
pub use source::KernelSource;

#[cfg(feature = "cpu")]
pub use cache::disk::{DiskCache, DEFAULT_MAX_BYTES as DEFAULT_DISK_CACHE_BYTES};
pub use limits::MAX_SOURCE_BYTES;
#[cfg(feature = "cpu")]
pub use targets::amdgcn::{
    kernarg_buffer, kernarg_buffer_with_immediates, linker_available as amdgcn_linker_available,
    read_metadata as read_amdgcn_metadata, AmdModule as AmdgcnCodeObject, CodeObjectVersion, GfxArch, KernelArgMeta,
    KernelMeta,
};
#[cfg(feature = "cpu")]
pub use targets::ptx::{PtxArch, PtxIsa, PtxModule, WARP_SIZE};

/// Parses and validates `source` and returns its entry point's signature: the bindings a launch
/// takes, in order, and the workgroup size. Nothing is generated for any target.
pub fn signature(source: &KernelSource) -> Result<KernelSignature> {
    Ok(front::compile_front(source)?.signature)
}

/// The SPIR-V 1.3 words the wgpu device gives Vulkan for `source`: anygpu's bounds checks
/// written into the IR, then naga's SPIR-V writer (workgroup memory zeroed by the kernel).
pub fn spirv(source: &KernelSource) -> Result<Vec<u32>> {
    limits::on_compiler_stack(|| {
        let front = front::compile_front_here(source)?;
        let (module, info) = targets::spirv::checked_module(&front)?;
        targets::spirv::write(&module, &info, &front, false)
    })
}

/// Compiles `source` to PTX for `arch` in ISA `isa` through the in-process cache and the disk
/// cache ([`DiskCache::from_env`]): a source compiled before for the same architecture and ISA,
/// in this process or an earlier one, is not even parsed again.
#[cfg(feature = "cpu")]
pub fn ptx(source: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Result<std::sync::Arc<PtxModule>> {
    targets::ptx::compile_source(source, arch, isa)
}

/// Compiles `source` to PTX for `arch` in ISA `isa`, bypassing the in-process and disk caches
/// that [`ptx`] and [`emit`] use (for measuring compile time).
#[cfg(feature = "cpu")]
pub fn ptx_uncached(source: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Result<String> {
    limits::on_compiler_stack(|| {
        let front = front::compile_front_here(source)?;
        Ok(targets::ptx::compile(&front, arch, isa)?.text)
    })
}

/// What `compile`-style tooling can emit.
#[cfg(feature = "cpu")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmitTarget {
    /// Optimised LLVM IR for the host target, as text.
    LlvmIr,
    /// Host assembly, as text.
    HostAsm,
    /// PTX for an NVIDIA architecture, in the oldest PTX ISA that targets it.
    Ptx(PtxArch),
    /// AMDGPU assembly (ISA text) for an AMD architecture, code object v5.
    AmdgcnAsm(GfxArch),
}

/// A linked AMD GPU code object (`.hsaco`) for `arch`, through the disk cache
/// ([`DiskCache::from_env`]).
#[cfg(feature = "cpu")]
pub fn amdgcn_code_object(
    source: &KernelSource,
    arch: GfxArch,
    version: CodeObjectVersion,
) -> Result<AmdgcnCodeObject> {
    targets::amdgcn::compile_source(source, arch, version)
}

/// Compiles `source` and returns the requested text (for the CLI's `compile` command and for
/// inspecting what the compiler makes of a kernel). PTX comes through the in-process and disk
/// caches, like [`ptx`]; the other texts are for inspection and are compiled every time.
#[cfg(feature = "cpu")]
pub fn emit(source: &KernelSource, target: EmitTarget) -> Result<String> {
    match target {
        // No front end first: a cache hit needs no parsing.
        EmitTarget::Ptx(arch) => {
            let isa = PtxIsa::choose(arch, None)?;
            Ok(targets::ptx::compile_source(source, arch, isa)?.text.clone())
        }
        EmitTarget::LlvmIr => on_front(source, targets::host::emit_llvm_ir),
        EmitTarget::HostAsm => on_front(source, targets::host::emit_asm),
        EmitTarget::AmdgcnAsm(arch) => on_front(source, |front| {
            targets::amdgcn::emit_asm(front, arch, CodeObjectVersion::V5)
        }),
    }
}

/// Parses `source` and runs `then` on the result, on the compiler's thread.
#[cfg(feature = "cpu")]
fn on_front<T: Send>(source: &KernelSource, then: impl FnOnce(&front::FrontModule) -> Result<T> + Send) -> Result<T> {
    limits::on_compiler_stack(|| then(&front::compile_front_here(source)?))
}
