//! The kernel compiler: WGSL → naga IR (front) → LLVM IR (lower, target-neutral) → target code.
//!
//! Three public doors, for tools that want the compiler without a device: a kernel's
//! [`signature`], [`compile`] for a [`TargetSpec`] (an [`Artifact`]: PTX, an AMD code object, a
//! host object file or SPIR-V words, through the in-process and disk caches) and [`emit`] of
//! text to read (LLVM IR or assembly). Everything else in this module is an implementation
//! detail that may move.
//!
//! ```
//! # #[cfg(feature = "llvm")] {
//! use anygpu::compiler::{compile, emit, PtxArch, TargetSpec, TextForm};
//! use anygpu::KernelSource;
//! let source = KernelSource::wgsl(
//!     "@group(0) @binding(0) var<storage, read_write> v: array<f32>;
//!      @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) { v[id.x] *= 2.0; }",
//! );
//! let sig = anygpu::compiler::signature(&source).unwrap();
//! assert_eq!(sig.bindings.len(), 1);
//! let sm80 = TargetSpec::ptx("sm_80".parse::<PtxArch>().unwrap());
//! let ptx = compile(&source, &sm80).unwrap();
//! assert!(ptx.ptx().unwrap().text.contains(".entry main"));
//! let ir = emit(&source, &sm80, TextForm::LlvmIr).unwrap();
//! assert!(ir.contains("nvptx64"));
//! # }
//! ```

pub(crate) mod abi;
#[cfg(feature = "llvm")]
pub(crate) mod cache;
mod cooperative;
mod describe;
pub(crate) mod features;
pub(crate) mod foreign;
pub(crate) mod front;
mod immediates;
mod inline;
mod ir_copy;
pub(crate) mod limits;
#[cfg(feature = "llvm")]
mod llvm_ops;
#[cfg(feature = "llvm")]
pub(crate) mod lower;
pub(crate) mod source;
pub(crate) mod targets;
mod uniformity;

use crate::error::Result;
pub use abi::{
    ArrayRows, BindingKind, BindingSlot, DeclaredBinding, FieldLayout, ImmediateSlot, KernelSignature, ScalarField,
    ScalarType, MAX_IMMEDIATE_BYTES,
};
pub use foreign::{ForeignCode, ForeignParam, ForeignSignature};
pub use source::{KernelSource, Optimization};

#[cfg(feature = "llvm")]
pub use cache::disk::{DiskCache, DEFAULT_MAX_BYTES as DEFAULT_DISK_CACHE_BYTES};
pub use limits::MAX_SOURCE_BYTES;
#[cfg(feature = "llvm")]
pub use targets::amdgcn::{
    linker_available as amdgcn_linker_available, read_metadata as read_amdgcn_metadata, AmdgcnCodeObject,
    CodeObjectVersion, GfxArch, KernelArgMeta, KernelMeta,
};
#[cfg(feature = "llvm")]
pub use targets::host::HostObject;
#[cfg(feature = "llvm")]
pub use targets::ptx::{PtxArch, PtxIsa, PtxModule, WARP_SIZE};
pub use targets::{Artifact, SpirvModule, TargetSpec, TextForm};

/// Parses and validates `source` and returns its entry point's signature: the bindings a launch
/// takes, in order, and the workgroup size. Nothing is generated for any target.
pub fn signature(source: &KernelSource) -> Result<KernelSignature> {
    Ok(front::compile_front(source)?.signature)
}

/// Compiles `source` for `target` through the in-process cache and the disk cache
/// ([`DiskCache::from_env`]): a source compiled before for the same target, in this process or an
/// earlier one, is not even parsed again.
#[cfg(feature = "llvm")]
pub fn compile(source: &KernelSource, target: &TargetSpec) -> Result<Artifact> {
    cache::compile(cache::Input::Source(source), target)
}

/// Compiles `source` for `target` with no cache at all.
#[cfg(not(feature = "llvm"))]
pub fn compile(source: &KernelSource, target: &TargetSpec) -> Result<Artifact> {
    limits::on_compiler_stack(|| targets::compile(&front::compile_front_here(source)?, target))
}

/// A module the front end made (a device that needed its signature first) compiled for `target`
/// through the same caches as [`compile`].
#[cfg(feature = "llvm")]
pub(crate) fn compile_parsed(front: &front::FrontModule, target: &TargetSpec) -> Result<Artifact> {
    cache::compile(cache::Input::Front(front), target)
}

/// The kernel as text for `target`: its optimised LLVM IR, or its assembly (host assembly, PTX,
/// AMDGPU ISA). PTX is the artifact itself and comes through the caches like [`compile`]; the
/// other texts are for reading and are compiled every time.
#[cfg(feature = "llvm")]
pub fn emit(source: &KernelSource, target: &TargetSpec, form: TextForm) -> Result<String> {
    if let (TargetSpec::Ptx { .. }, TextForm::Assembly) = (target, form) {
        if let Artifact::Ptx(ptx) = compile(source, target)? {
            return Ok(ptx.text.clone());
        }
    }
    limits::on_compiler_stack(|| targets::emit(&front::compile_front_here(source)?, target, form))
}

/// Doors for this crate's own tests and benchmarks (compile-time measurements, the ROCm device's
/// argument buffer): not part of the supported API.
#[doc(hidden)]
pub mod testing {
    #[cfg(feature = "llvm")]
    pub use super::targets::amdgcn::{kernarg_buffer, kernarg_buffer_with_immediates};

    /// `source` compiled for `target` bypassing the in-process and disk caches (for measuring
    /// compile time).
    pub fn compile_uncached(
        source: &super::KernelSource,
        target: &super::TargetSpec,
    ) -> crate::error::Result<super::Artifact> {
        super::limits::on_compiler_stack(|| super::targets::compile(&super::front::compile_front_here(source)?, target))
    }
}
