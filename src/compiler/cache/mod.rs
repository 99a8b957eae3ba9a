//! Caches of compiled kernels, and the one path every target's artifacts take through them:
//! [`memory`] (this process) → [`disk`] (across processes) → compile.
//!
//! Every target is cached the same way: the key is the kernel's source key plus its
//! [`TargetSpec`]; an entry on disk is the artifact's entry symbol and bytes
//! ([`Artifact::parts`]), and the target's artifact type rebuilds itself from them. A hit from a
//! source (not from an already parsed module) skips the WGSL front end entirely: the key is
//! computed from the source text, not from naga IR.
//!
//! The CPU device's objects take their own way through the disk cache ([`host`]): their key
//! adds the device's subgroup width, and
//! their entry the facts the device needs beside the code (frame size, streaming stores).

pub(crate) mod disk;
#[cfg(feature = "llvm")]
pub(crate) mod host;
pub(crate) mod memory;

use std::sync::OnceLock;

use crate::compiler::front::{self, FrontModule};
use crate::compiler::limits;
use crate::compiler::source::{KernelKey, KernelSource};
use crate::compiler::targets::{self, Artifact, TargetSpec};
use crate::error::Result;
use disk::{DiskCache, EntryKey};
use memory::MemoryCache;

/// What a compile starts from: a source (a hit needs no parsing) or a module the front end
/// made already (a device that needed its signature first).
#[derive(Clone, Copy)]
pub(crate) enum Input<'a> {
    Source(&'a KernelSource),
    Front(&'a FrontModule),
}

impl Input<'_> {
    fn key(&self) -> KernelKey {
        match self {
            Input::Source(source) => source.key(),
            Input::Front(front) => front.key.clone(),
        }
    }

    /// Writes `artifact` into the source's dump directory, if it has one
    /// (`KernelSource::dump_to`): named after its entry symbol and target.
    fn dump(&self, artifact: &Artifact, spec: &TargetSpec) {
        let dir = match self {
            Input::Source(source) => source.dump_dir.as_deref(),
            Input::Front(front) => front.dump_dir.as_deref(),
        };
        if let Some(dir) = dir {
            let extension = match spec {
                TargetSpec::Host => "host.o",
                TargetSpec::Ptx { .. } => "ptx",
                TargetSpec::Amdgcn { .. } => "hsaco",
                TargetSpec::Spirv => "spv",
            };
            crate::compiler::source::dump(dir, artifact.entry(), extension, artifact.bytes());
        }
    }

    /// Compiles for `spec` with no cache, parsing first (on the compiler's stack) if needed.
    fn compile(&self, spec: &TargetSpec) -> Result<Artifact> {
        match self {
            Input::Source(source) => limits::on_compiler_stack(|| {
                let front = front::compile_front_here(source)?;
                targets::compile(&front, spec)
            }),
            Input::Front(front) => targets::compile(front, spec),
        }
    }
}

/// Artifacts compiled in this process, shared by every context and device of the same target
/// (512 of them: artifacts are tens of KiB).
fn memory() -> &'static MemoryCache<(KernelKey, TargetSpec), Artifact> {
    static CACHE: OnceLock<MemoryCache<(KernelKey, TargetSpec), Artifact>> = OnceLock::new();
    CACHE.get_or_init(|| MemoryCache::new(512))
}

/// `input` compiled for `spec` through the in-process cache, then the disk cache the environment
/// configures ([`DiskCache::from_env`]), then the compiler; what is compiled is stored in both.
pub(crate) fn compile(input: Input<'_>, spec: &TargetSpec) -> Result<Artifact> {
    let key = (input.key(), *spec);
    let artifact = match memory().get(&key) {
        Some(hit) => (*hit).clone(),
        None => {
            let artifact = through_disk(DiskCache::global(), input, &key.0, spec)?;
            (*memory().insert(key, artifact)).clone()
        }
    };
    input.dump(&artifact, spec);
    Ok(artifact)
}

/// `input` (whose source key is `kernel`) compiled for `spec` behind `disk` (when there is one):
/// a hit is returned as stored, a miss compiled and stored.
fn through_disk(disk: Option<&DiskCache>, input: Input<'_>, kernel: &KernelKey, spec: &TargetSpec) -> Result<Artifact> {
    let Some(disk) = disk else {
        return input.compile(spec);
    };
    let key = EntryKey::for_target(kernel, spec);
    if let Some(hit) = disk.load(&key, |parts| Artifact::from_parts(spec, parts)) {
        return Ok(hit);
    }
    let artifact = input.compile(spec)?;
    disk.store(&key, &artifact.parts());
    Ok(artifact)
}
