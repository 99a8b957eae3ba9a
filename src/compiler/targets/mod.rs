//! Code targets. A [`TargetSpec`] says what to compile for (and is part of every cache key); each
//! target has one folder holding all of its knowledge, with the same room names:
//!
//! - `mod.rs`: the artifact ([`HostObject`], [`PtxModule`], [`AmdgcnCodeObject`], [`SpirvModule`])
//!   and the target's side of the driver (machine, lowering, finish);
//! - `arch.rs`: the architectures it knows and their facts;
//! - `gpu_target.rs`: what the target-neutral lowering (`compiler::lower`) asks of a GPU;
//! - `tensor_cores.rs`: cooperative matrices on its matrix units;
//! - AMD's `link.rs` (lld) and `metadata.rs` (the code object's notes); the host's `stop_polls.rs`;
//!   SPIR-V's `checked_access.rs` (bounds checks written into naga IR).
//!
//! The LLVM targets share one driver ([`pipeline`]): verify → optimise → emit → finish. Every
//! target's artifacts go through one cache path (`compiler::cache`: memory → disk → compile).

#[cfg(feature = "llvm")]
pub mod amdgcn;
#[cfg(feature = "llvm")]
mod effort;
#[cfg(feature = "llvm")]
pub mod host;
#[cfg(feature = "llvm")]
pub(crate) mod pipeline;
#[cfg(feature = "llvm")]
pub mod ptx;
pub mod spirv;

use std::fmt;
use std::sync::Arc;

use crate::compiler::front::FrontModule;
use crate::error::Result;
#[cfg(feature = "llvm")]
pub use amdgcn::{AmdgcnCodeObject, CodeObjectVersion, GfxArch};
#[cfg(feature = "llvm")]
pub use host::HostObject;
#[cfg(feature = "llvm")]
pub use ptx::{PtxArch, PtxIsa, PtxModule};
pub use spirv::SpirvModule;

/// What a kernel is compiled for: the target and everything about it that changes the code.
/// Also the target half of every cache key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TargetSpec {
    /// This machine's CPU with all its vector features: a relocatable object (the CPU device
    /// JIT-compiles the same module instead, see `host`).
    #[cfg(feature = "llvm")]
    Host,
    /// PTX for an NVIDIA architecture, written in PTX ISA `isa`.
    #[cfg(feature = "llvm")]
    Ptx {
        /// The GPU architecture (`sm_80`).
        arch: PtxArch,
        /// The PTX ISA version the text is written in.
        isa: PtxIsa,
    },
    /// A linked AMD GPU code object for `arch`, in code object format `code_object`.
    #[cfg(feature = "llvm")]
    Amdgcn {
        /// The GPU architecture (`gfx942`).
        arch: GfxArch,
        /// The code object format the HIP runtime loads.
        code_object: CodeObjectVersion,
    },
    /// SPIR-V 1.3 for Vulkan, written by naga with anygpu's bounds checks (what the wgpu device
    /// gives a Vulkan adapter).
    Spirv,
}

impl TargetSpec {
    /// PTX for `arch` in the oldest ISA that targets it, which every driver able to run such a
    /// GPU accepts (what offline compilation wants; a CUDA device picks the ISA its driver takes).
    #[cfg(feature = "llvm")]
    pub fn ptx(arch: PtxArch) -> TargetSpec {
        TargetSpec::Ptx {
            arch,
            isa: arch.min_ptx_isa(),
        }
    }

    /// An AMD code object for `arch` in the current default format (v5).
    #[cfg(feature = "llvm")]
    pub fn amdgcn(arch: GfxArch) -> TargetSpec {
        TargetSpec::Amdgcn {
            arch,
            code_object: CodeObjectVersion::V5,
        }
    }

    /// The target's name in anygpu's vocabulary: `host`, `ptx`, `amdgcn` or `spirv`.
    pub fn target_name(&self) -> &'static str {
        match self {
            #[cfg(feature = "llvm")]
            TargetSpec::Host => "host",
            #[cfg(feature = "llvm")]
            TargetSpec::Ptx { .. } => "ptx",
            #[cfg(feature = "llvm")]
            TargetSpec::Amdgcn { .. } => "amdgcn",
            TargetSpec::Spirv => "spirv",
        }
    }

    /// Whether an NVIDIA target has warpgroup matrix multiply-adds (`wgmma`: sm_90a), `None`
    /// for the other targets (where the op kernels' warpgroup calls run as written).
    pub(crate) fn has_warpgroup_mma(&self) -> Option<bool> {
        match self {
            #[cfg(feature = "llvm")]
            TargetSpec::Ptx { arch, .. } => Some(arch.sm == 90 && arch.accelerated),
            _ => None,
        }
    }

    /// The most `var<workgroup>` memory one workgroup may declare on the target, where the
    /// target itself has a limit (a device may have a lower one).
    pub fn workgroup_memory_limit(&self) -> Option<u64> {
        match self {
            #[cfg(feature = "llvm")]
            TargetSpec::Ptx { arch, .. } => Some(ptx::max_shared_bytes(*arch)),
            #[cfg(feature = "llvm")]
            TargetSpec::Amdgcn { .. } => Some(amdgcn::LDS_BYTES),
            _ => None,
        }
    }

    /// The strings that tell apart two specs of the same target, for the disk cache's key.
    #[cfg(feature = "llvm")]
    pub(crate) fn key_parts(&self) -> Vec<String> {
        match self {
            TargetSpec::Host => vec![host::host_cpu_model(), host::host_cpu_features()],
            TargetSpec::Ptx { arch, isa } => vec![arch.to_string(), isa.0.to_string()],
            TargetSpec::Amdgcn { arch, code_object } => amdgcn::key_parts(*arch, *code_object),
            TargetSpec::Spirv => Vec::new(),
        }
    }
}

impl fmt::Display for TargetSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            #[cfg(feature = "llvm")]
            TargetSpec::Host => f.write_str("host"),
            #[cfg(feature = "llvm")]
            TargetSpec::Ptx { arch, isa } => write!(f, "ptx {arch} (PTX ISA {isa})"),
            #[cfg(feature = "llvm")]
            TargetSpec::Amdgcn { arch, code_object } => write!(f, "amdgcn {arch} (code object {code_object})"),
            TargetSpec::Spirv => f.write_str("spirv"),
        }
    }
}

/// A compiled kernel: one artifact type per target, shared cheaply (the caches hand out clones).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum Artifact {
    /// A host object file.
    #[cfg(feature = "llvm")]
    Host(Arc<HostObject>),
    /// PTX text.
    #[cfg(feature = "llvm")]
    Ptx(Arc<PtxModule>),
    /// A linked AMD code object.
    #[cfg(feature = "llvm")]
    Amdgcn(Arc<AmdgcnCodeObject>),
    /// SPIR-V words.
    Spirv(Arc<SpirvModule>),
}

impl Artifact {
    /// The kernel's symbol in the artifact (the entry point's name on SPIR-V).
    pub fn entry(&self) -> &str {
        match self {
            #[cfg(feature = "llvm")]
            Artifact::Host(a) => &a.entry,
            #[cfg(feature = "llvm")]
            Artifact::Ptx(a) => &a.entry,
            #[cfg(feature = "llvm")]
            Artifact::Amdgcn(a) => &a.entry,
            Artifact::Spirv(a) => &a.entry,
        }
    }

    /// What a file of this artifact holds: an ELF object or code object, PTX text, or SPIR-V
    /// words (little-endian).
    pub fn bytes(&self) -> &[u8] {
        match self {
            #[cfg(feature = "llvm")]
            Artifact::Host(a) => &a.object,
            #[cfg(feature = "llvm")]
            Artifact::Ptx(a) => a.text.as_bytes(),
            #[cfg(feature = "llvm")]
            Artifact::Amdgcn(a) => &a.hsaco,
            Artifact::Spirv(a) => bytemuck::cast_slice(&a.words),
        }
    }

    /// The PTX module, when this is one.
    #[cfg(feature = "llvm")]
    pub fn ptx(&self) -> Option<&Arc<PtxModule>> {
        match self {
            Artifact::Ptx(a) => Some(a),
            _ => None,
        }
    }

    /// The AMD code object, when this is one.
    #[cfg(feature = "llvm")]
    pub fn amdgcn(&self) -> Option<&Arc<AmdgcnCodeObject>> {
        match self {
            Artifact::Amdgcn(a) => Some(a),
            _ => None,
        }
    }

    /// The stored form: the entry symbol, then [`Artifact::bytes`].
    #[cfg(feature = "llvm")]
    pub(crate) fn parts(&self) -> [&[u8]; 2] {
        [self.entry().as_bytes(), self.bytes()]
    }

    /// An artifact of `spec` from a file's bytes (as [`Artifact::bytes`] gives them: PTX text, an
    /// AMD code object, SPIR-V words, a host object) and its kernel's symbol, for
    /// [`GpuContext::load_precompiled`](crate::GpuContext::load_precompiled). `None` when the
    /// bytes are not what that target writes (not UTF-8 PTX, no ELF file, no SPIR-V header).
    #[cfg(feature = "llvm")]
    pub fn read(spec: &TargetSpec, entry: &str, bytes: Vec<u8>) -> Option<Artifact> {
        Artifact::from_parts(spec, vec![entry.as_bytes().to_vec(), bytes])
    }

    /// Rebuilds an artifact of `spec` from [`Artifact::parts`]; `None` when they are not what
    /// that target writes (the disk cache then treats the entry as a miss).
    #[cfg(feature = "llvm")]
    pub(crate) fn from_parts(spec: &TargetSpec, parts: Vec<Vec<u8>>) -> Option<Artifact> {
        let [entry, payload] = <[Vec<u8>; 2]>::try_from(parts).ok()?;
        let entry = String::from_utf8(entry).ok()?;
        let is_elf = payload.starts_with(b"\x7fELF");
        Some(match *spec {
            TargetSpec::Host if is_elf => Artifact::Host(Arc::new(HostObject { object: payload, entry })),
            TargetSpec::Ptx { arch, isa } => Artifact::Ptx(Arc::new(PtxModule {
                text: String::from_utf8(payload).ok()?,
                entry,
                arch,
                isa,
            })),
            TargetSpec::Amdgcn { arch, code_object } if is_elf => Artifact::Amdgcn(Arc::new(AmdgcnCodeObject {
                hsaco: payload,
                entry,
                arch,
                version: code_object,
            })),
            TargetSpec::Spirv => Artifact::Spirv(Arc::new(SpirvModule::from_bytes(&payload, entry)?)),
            _ => return None,
        })
    }
}

/// Text a compiler user can read, for [`crate::compiler::emit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextForm {
    /// The optimised LLVM IR (the LLVM targets: host, ptx, amdgcn).
    LlvmIr,
    /// Assembly: host assembly, PTX, or the AMDGPU ISA.
    Assembly,
}

/// Compiles the front end's module for `spec`, with no cache (the cache path is
/// `compiler::cache::compile`).
pub(crate) fn compile(front: &FrontModule, spec: &TargetSpec) -> Result<Artifact> {
    Ok(match *spec {
        #[cfg(feature = "llvm")]
        TargetSpec::Host => Artifact::Host(Arc::new(host::compile(front)?)),
        #[cfg(feature = "llvm")]
        TargetSpec::Ptx { arch, isa } => Artifact::Ptx(Arc::new(ptx::compile(front, arch, isa)?)),
        #[cfg(feature = "llvm")]
        TargetSpec::Amdgcn { arch, code_object } => {
            Artifact::Amdgcn(Arc::new(amdgcn::compile(front, arch, code_object)?))
        }
        TargetSpec::Spirv => Artifact::Spirv(Arc::new(spirv::compile(front)?)),
    })
}

/// The kernel as text for `spec` (never cached: for reading, not for running).
#[cfg(feature = "llvm")]
pub(crate) fn emit(front: &FrontModule, spec: &TargetSpec, form: TextForm) -> Result<String> {
    use pipeline::Stage;
    let stage = match form {
        TextForm::LlvmIr => Stage::LlvmIr,
        TextForm::Assembly => Stage::Assembly,
    };
    let text = match *spec {
        TargetSpec::Host => pipeline::build(&host::Host::object(), front, stage)?,
        TargetSpec::Ptx { arch, isa } => {
            let text = pipeline::build(&ptx::Ptx { arch, isa }, front, stage)?;
            let mut text = String::from_utf8_lossy(&text).into_owned();
            if form == TextForm::Assembly {
                ptx::note_dynamic_shared(&mut text, front);
            }
            return Ok(text);
        }
        TargetSpec::Amdgcn { arch, code_object } => {
            pipeline::build(&amdgcn::Amdgcn { arch, code_object }, front, stage)?
        }
        TargetSpec::Spirv => {
            return Err(crate::error::GpuError::not_supported(
                "SPIR-V is written by naga, not LLVM, and has no text form here: compile it to words instead",
            ))
        }
    };
    Ok(String::from_utf8_lossy(&text).into_owned())
}
