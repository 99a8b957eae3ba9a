//! The AMDGCN target: code objects (`.hsaco`) for AMD GPUs, which the HIP runtime loads directly.
//! LLVM writes an object file; LLVM's linker (`ld.lld`) turns it into the shared object the
//! runtime expects. No hipcc, hipRTC or comgr is involved.
//!
//! LLVM 19's C API cannot give fences and atomics a synchronisation scope, and on AMD GPUs the
//! default (system) scope is slow: every barrier would write back and invalidate caches. So the
//! module goes through its textual form once, where [`scope_atomics`] makes barrier fences
//! workgroup-scoped and atomics agent-scoped (what WGSL's barriers and atomics promise), and is
//! parsed back.

use std::fmt;
use std::path::PathBuf;
use std::process::Command;
use std::str::FromStr;
use std::sync::Once;

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{FlagBehavior, Module};
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine};
use inkwell::OptimizationLevel;

use super::pipeline;
use crate::compiler::cache::disk::{ArtifactKind, DiskCache, EntryKey};
use crate::compiler::front::FrontModule;
use crate::compiler::source::{KernelKey, KernelSource};
use inkwell::attributes::AttributeLoc;
use inkwell::values::{BasicValue, FunctionValue, IntValue, VectorValue};
use inkwell::{AddressSpace, AtomicOrdering};

use crate::compiler::lower::{gpu_kernel_name, ice, GpuTarget, Lowerer, Shuffle, TensorCores};
use crate::error::{GpuError, Result};

/// The AMD GPU architectures anygpu targets (LLVM 19 names), with their wavefront size.
const KNOWN_GFX: [(&str, u32); 12] = [
    ("gfx906", 64),
    ("gfx908", 64),
    ("gfx90a", 64),
    ("gfx940", 64),
    ("gfx941", 64),
    ("gfx942", 64),
    ("gfx1030", 32),
    ("gfx1031", 32),
    ("gfx1100", 32),
    ("gfx1101", 32),
    ("gfx1200", 32),
    ("gfx1201", 32),
];

/// An AMD GPU architecture (`gfx942`, `gfx1100`...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GfxArch {
    name: &'static str,
    wave: u32,
}

impl GfxArch {
    /// The LLVM processor name.
    pub fn name(self) -> &'static str {
        self.name
    }
    /// Wavefront size kernels are compiled for: 64 on gfx9 (CDNA, Vega), 32 from gfx10 (RDNA).
    pub fn wavefront_size(self) -> u32 {
        self.wave
    }
    /// From a runtime's `gcnArchName` (`gfx90a:sramecc+:xnack-`): the processor part.
    pub fn from_gcn_arch_name(name: &str) -> Result<GfxArch> {
        name.split(':').next().unwrap_or("").parse()
    }
}

impl fmt::Display for GfxArch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

impl FromStr for GfxArch {
    type Err = GpuError;
    fn from_str(s: &str) -> Result<Self> {
        KNOWN_GFX
            .iter()
            .find(|(n, _)| *n == s.trim())
            .map(|&(name, wave)| GfxArch { name, wave })
            .ok_or_else(|| {
                GpuError::invalid_argument(format!(
                    "unknown AMD GPU architecture `{s}`; expected one of {}",
                    KNOWN_GFX.map(|(n, _)| n).join(", ")
                ))
            })
    }
}

/// The code object format version. ROCm 5 runtimes load v4 (and v5 from 5.3 on, not reliably
/// before); ROCm 6 loads v5 and defaults to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeObjectVersion {
    /// Code object v4 (ROCm 4 and 5).
    V4,
    /// Code object v5 (ROCm 5.3 and later).
    V5,
}

impl CodeObjectVersion {
    /// For a HIP runtime version as `hipRuntimeGetVersion` reports it (major·10⁷ + minor·10⁵ +
    /// patch; 50_200_000 is ROCm 5.2). Unknown (no runtime): v5, the current default.
    pub fn for_hip_runtime(version: Option<i32>) -> CodeObjectVersion {
        match version {
            Some(v) if v > 0 && v / 10_000_000 < 6 => CodeObjectVersion::V4,
            _ => CodeObjectVersion::V5,
        }
    }
    fn module_flag(self) -> u64 {
        match self {
            CodeObjectVersion::V4 => 400,
            CodeObjectVersion::V5 => 500,
        }
    }
}

/// A kernel compiled for an AMD GPU.
#[derive(Clone, Debug)]
pub struct AmdModule {
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
    let features = if arch.wave == 32 { "+cumode" } else { "" };
    target
        .create_target_machine(
            &triple,
            arch.name,
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

/// Lowers and optimises the kernel; `emit` then writes it (one emission per module: LLVM's
/// AMDGPU back end must not run twice on the same module).
fn build<T>(
    front: &FrontModule,
    arch: GfxArch,
    version: CodeObjectVersion,
    emit: impl FnOnce(&TargetMachine, &Module) -> Result<T>,
) -> Result<T> {
    // LDS per workgroup: 64 KiB on every architecture anygpu targets (gfx9 to gfx12).
    front.check_workgroup_memory(LDS_BYTES, &format!("AMDGCN ({arch})"))?;
    front.check_inlined_size_for(AMDGCN_MAX_INLINED_SIZE, &format!("AMDGCN ({arch})"))?;
    front.check_branches_for(AMDGCN_MAX_BRANCHES, &format!("AMDGCN ({arch})"))?;
    let tm = machine(arch)?;
    let cx = Context::create();
    let diagnostics = crate::compiler::llvm_ops::CapturedDiagnostics::new(&cx);
    let target = AmdgcnTarget {
        wave: arch.wave,
        matrix_cores: matrix_cores(arch),
    };
    let mut lw = Lowerer::new(&cx, front, "anygpu_amdgcn", Some(&target));
    lw.m.set_triple(&tm.get_triple());
    lw.m.set_data_layout(&tm.get_target_data().get_data_layout());
    lw.lower_gpu_entry(front.entry_index).map_err(|e| lw.located(e))?;
    let lowered = lw.m;
    let target_name = format!("amdgcn {}", arch.name());
    pipeline::verify(&lowered, front, &target_name, "the generated AMDGPU module")?;
    let text = scope_atomics(&lowered.print_to_string().to_string());
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "anygpu_amdgcn");
    let module = cx
        .create_module_from_ir(buffer)
        .map_err(|e| ice(format!("re-reading the scoped AMDGPU module: {e}")))?;
    let flag = cx.i32_type().const_int(version.module_flag(), false);
    module.add_basic_value_flag("amdhsa_code_object_version", FlagBehavior::Error, flag);
    pipeline::verify(&module, front, &target_name, "the scoped AMDGPU module")?;
    pipeline::optimise(&module, &tm, pipeline::GPU_PIPELINE)?;
    let emitted = emit(&tm, &module);
    diagnostics.check(&format!("AMDGCN ({arch})"), &front.signature.entry)?;
    emitted
}

/// The AMDGPU assembly (ISA text) of the kernel.
pub fn emit_asm(front: &FrontModule, arch: GfxArch, version: CodeObjectVersion) -> Result<String> {
    build(front, arch, version, |tm, m| {
        let text = pipeline::emit(m, tm, FileType::Assembly, &format!("amdgcn {}", arch.name()))?;
        Ok(String::from_utf8_lossy(&text).into_owned())
    })
}

/// Compiles the kernel to a linked code object, through the disk cache the environment
/// configures (what the ROCm device calls).
#[cfg_attr(not(feature = "rocm"), allow(dead_code))]
pub fn compile(front: &FrontModule, arch: GfxArch, version: CodeObjectVersion) -> Result<AmdModule> {
    through_disk(DiskCache::global(), &front.key, arch, version, || {
        compile_uncached(front, arch, version)
    })
}

/// WGSL → a linked code object through the disk cache the environment configures; a hit does
/// not parse the source at all.
pub fn compile_source(source: &KernelSource, arch: GfxArch, version: CodeObjectVersion) -> Result<AmdModule> {
    through_disk(DiskCache::global(), &source.key(), arch, version, || {
        compile_from_source(source, arch, version)
    })
}

impl DiskCache {
    /// A linked AMD code object for `source` through this cache: the stored one when there is an
    /// entry, else compiled and stored.
    pub fn amdgcn_code_object(
        &self,
        source: &KernelSource,
        arch: GfxArch,
        version: CodeObjectVersion,
    ) -> Result<AmdModule> {
        through_disk(Some(self), &source.key(), arch, version, || {
            compile_from_source(source, arch, version)
        })
    }

    /// The code object this cache holds for `source`, if any; compiles nothing.
    pub fn cached_amdgcn_code_object(
        &self,
        source: &KernelSource,
        arch: GfxArch,
        version: CodeObjectVersion,
    ) -> Option<AmdModule> {
        self.load(&disk_key(&source.key(), arch, version), |parts| {
            from_parts(parts, arch, version)
        })
    }
}

/// The on-disk entry for a code object: the kernel symbol, then the linked code object (the
/// kernel's argument metadata is inside it). The key names the architecture, its wavefront
/// size, the code object version and whether the linker is built in.
fn disk_key(kernel: &KernelKey, arch: GfxArch, version: CodeObjectVersion) -> EntryKey {
    let linker = if cfg!(feature = "embedded-lld") {
        "embedded-lld"
    } else {
        "ld.lld"
    };
    EntryKey::new(
        ArtifactKind::AmdgcnCodeObject,
        kernel,
        &[
            arch.name(),
            &arch.wavefront_size().to_string(),
            &version.module_flag().to_string(),
            linker,
        ],
    )
}

fn from_parts(parts: Vec<Vec<u8>>, arch: GfxArch, version: CodeObjectVersion) -> Option<AmdModule> {
    let [entry, hsaco] = <[Vec<u8>; 2]>::try_from(parts).ok()?;
    // A code object is an ELF file; anything else was not written by this cache.
    if !hsaco.starts_with(b"\x7fELF") {
        return None;
    }
    Some(AmdModule {
        hsaco,
        entry: String::from_utf8(entry).ok()?,
        arch,
        version,
    })
}

fn through_disk(
    disk: Option<&DiskCache>,
    kernel: &KernelKey,
    arch: GfxArch,
    version: CodeObjectVersion,
    compile: impl FnOnce() -> Result<AmdModule>,
) -> Result<AmdModule> {
    let Some(disk) = disk else { return compile() };
    let key = disk_key(kernel, arch, version);
    if let Some(hit) = disk.load(&key, |parts| from_parts(parts, arch, version)) {
        return Ok(hit);
    }
    let module = compile()?;
    disk.store(&key, &[module.entry.as_bytes(), &module.hsaco]);
    Ok(module)
}

fn compile_from_source(source: &KernelSource, arch: GfxArch, version: CodeObjectVersion) -> Result<AmdModule> {
    crate::compiler::limits::on_compiler_stack(|| {
        let front = crate::compiler::front::compile_front_here(source)?;
        compile_uncached(&front, arch, version)
    })
}

/// Compiles the kernel to a linked code object (no cache).
pub fn compile_uncached(front: &FrontModule, arch: GfxArch, version: CodeObjectVersion) -> Result<AmdModule> {
    let object = build(front, arch, version, |tm, m| {
        pipeline::emit(m, tm, FileType::Object, &format!("amdgcn {}", arch.name()))
    })?;
    Ok(AmdModule {
        hsaco: link(&object)?,
        entry: gpu_kernel_name(&front.signature.entry),
        arch,
        version,
    })
}

/// `ld.lld`: `ANYGPU_LLD`, LLVM 19's, or the first on the PATH.
pub fn find_lld() -> Result<PathBuf> {
    if let Some(p) = std::env::var_os("ANYGPU_LLD") {
        let p = PathBuf::from(p);
        if p.is_file() {
            return Ok(p);
        }
        return Err(GpuError::not_supported(format!(
            "ANYGPU_LLD={} is not a file; point it at LLVM's linker `ld.lld` (Debian/Ubuntu: `apt-get install lld-19`)",
            p.display()
        )));
    }
    for candidate in ["/usr/lib/llvm-19/bin/ld.lld", "/usr/bin/ld.lld-19"] {
        if std::path::Path::new(candidate).is_file() {
            return Ok(candidate.into());
        }
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .flat_map(|d| [d.join("ld.lld-19"), d.join("ld.lld")])
            .find(|p| p.is_file())
    });
    on_path.ok_or_else(|| {
        GpuError::not_supported(
            "AMD GPU code objects are linked with LLVM's linker `ld.lld`, which was not found; install lld \
             (Debian/Ubuntu: `apt-get install lld-19`) or point ANYGPU_LLD at it",
        )
    })
}

/// Whether this build can link AMD code objects: always with the linker built in
/// (`embedded-lld`), else when an `ld.lld` is found: `ANYGPU_LLD`, LLVM 19's, or the first on the PATH.
pub fn linker_available() -> Result<()> {
    if cfg!(feature = "embedded-lld") {
        Ok(())
    } else {
        find_lld().map(|_| ())
    }
}

/// Links an AMDGPU object file into a code object with `ld.lld -shared`: in this process when
/// the linker is built in, else by running `ld.lld`.
fn link(object: &[u8]) -> Result<Vec<u8>> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("anygpu-amdgcn-{}-{n}", std::process::id()));
    let io = |e: std::io::Error| GpuError::Backend {
        backend: "compiler",
        operation: "link a code object".into(),
        message: e.to_string(),
    };
    std::fs::create_dir_all(&dir).map_err(io)?;
    let (obj, out) = (dir.join("kernel.o"), dir.join("kernel.hsaco"));
    let result = (|| {
        std::fs::write(&obj, object).map_err(io)?;
        #[cfg(feature = "embedded-lld")]
        {
            use super::lld_ffi::{link, Linked};
            let (o, i) = (out.to_string_lossy(), obj.to_string_lossy());
            match link(&["-shared", "-o", &o, &i]) {
                Linked::Ran(Ok(())) => return std::fs::read(&out).map_err(io),
                Linked::Ran(Err(printed)) => {
                    return Err(ice(format!("lld could not link the AMDGPU object: {}", printed.trim())))
                }
                Linked::Unavailable => {} // an earlier failure broke lld's state: run ld.lld instead
            }
        }
        let lld = find_lld()?;
        let run = Command::new(&lld)
            .arg("-shared")
            .arg("-o")
            .arg(&out)
            .arg(&obj)
            .output()
            .map_err(|e| GpuError::Backend {
                backend: "compiler",
                operation: format!("run {}", lld.display()),
                message: e.to_string(),
            })?;
        if !run.status.success() {
            return Err(ice(format!(
                "ld.lld could not link the AMDGPU object: {}",
                String::from_utf8_lossy(&run.stderr).trim()
            )));
        }
        std::fs::read(&out).map_err(io)
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

// ------------------------------------------------------------------------------ code object metadata

/// One kernel argument as the code object's metadata describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArgMeta {
    /// Byte offset in the kernel argument segment.
    pub offset: u64,
    /// Size in bytes.
    pub size: u64,
    /// `global_buffer`, `by_value`, or a `hidden_*` argument the runtime fills in.
    pub value_kind: String,
    /// `global` for buffer pointers, `None` for plain values.
    pub address_space: Option<String>,
}

/// The metadata of the code object's kernel (`amdhsa.kernels[0]` in the ELF note).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelMeta {
    /// The kernel symbol.
    pub name: String,
    /// The kernel descriptor symbol (`<name>.kd`).
    pub symbol: String,
    /// Every argument, hidden ones included, in order.
    pub args: Vec<KernelArgMeta>,
    /// Bytes of the kernel argument segment.
    pub kernarg_segment_size: u64,
    /// Bytes of LDS (workgroup memory) the kernel declares.
    pub group_segment_fixed_size: u64,
    /// Bytes of scratch (private) memory per work-item.
    pub private_segment_fixed_size: u64,
    /// Lanes per wavefront (32 or 64).
    pub wavefront_size: u64,
    /// Most work-items per workgroup the kernel was compiled for.
    pub max_flat_workgroup_size: u64,
    /// Scalar registers used.
    pub sgpr_count: u64,
    /// Vector registers used.
    pub vgpr_count: u64,
    /// Scalar registers spilled.
    pub sgpr_spill_count: u64,
    /// Vector registers spilled.
    pub vgpr_spill_count: u64,
    /// `amdhsa.version`: [1, 1] for code object v4, [1, 2] for v5.
    pub metadata_version: Vec<u64>,
}

impl KernelMeta {
    /// The arguments the launcher supplies (the runtime fills the `hidden_*` ones).
    pub fn explicit_args(&self) -> impl Iterator<Item = &KernelArgMeta> {
        self.args.iter().filter(|a| !a.value_kind.starts_with("hidden_"))
    }
}

fn meta_error(what: impl fmt::Display) -> GpuError {
    ice(format!("malformed AMDGPU code object metadata: {what}"))
}

/// Reads the kernel metadata out of a code object's `NT_AMDGPU_METADATA` note.
pub fn read_metadata(hsaco: &[u8]) -> Result<KernelMeta> {
    use object::read::elf::{ElfFile64, FileHeader};
    use object::Endianness;
    const NT_AMDGPU_METADATA: u32 = 32;
    let elf = ElfFile64::<Endianness>::parse(hsaco).map_err(meta_error)?;
    let endian = elf.endian();
    let segments = elf.elf_header().program_headers(endian, hsaco).map_err(meta_error)?;
    use object::read::elf::ProgramHeader;
    for ph in segments {
        let Some(mut notes) = ph.notes(endian, hsaco).map_err(meta_error)? else {
            continue;
        };
        while let Some(note) = notes.next().map_err(meta_error)? {
            if note.name() == b"AMDGPU" && note.n_type(endian) == NT_AMDGPU_METADATA {
                return parse_metadata(note.desc());
            }
        }
    }
    Err(meta_error("no AMDGPU metadata note"))
}

fn parse_metadata(desc: &[u8]) -> Result<KernelMeta> {
    use rmpv::Value;
    let root = rmpv::decode::read_value(&mut &desc[..]).map_err(meta_error)?;
    let get = |v: &Value, key: &str| -> Option<Value> {
        v.as_map()?
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v.clone())
    };
    let num = |v: &Value, key: &str| get(v, key).and_then(|x| x.as_u64()).unwrap_or(0);
    let text = |v: &Value, key: &str| get(v, key).and_then(|x| x.as_str().map(String::from));
    let kernels = get(&root, "amdhsa.kernels").ok_or_else(|| meta_error("no amdhsa.kernels"))?;
    let kernel = kernels
        .as_array()
        .and_then(|k| k.first().cloned())
        .ok_or_else(|| meta_error("no kernel"))?;
    let args = get(&kernel, ".args")
        .and_then(|a| a.as_array().cloned())
        .unwrap_or_default()
        .iter()
        .map(|a| KernelArgMeta {
            offset: num(a, ".offset"),
            size: num(a, ".size"),
            value_kind: text(a, ".value_kind").unwrap_or_default(),
            address_space: text(a, ".address_space"),
        })
        .collect();
    Ok(KernelMeta {
        name: text(&kernel, ".name").unwrap_or_default(),
        symbol: text(&kernel, ".symbol").unwrap_or_default(),
        args,
        kernarg_segment_size: num(&kernel, ".kernarg_segment_size"),
        group_segment_fixed_size: num(&kernel, ".group_segment_fixed_size"),
        private_segment_fixed_size: num(&kernel, ".private_segment_fixed_size"),
        wavefront_size: num(&kernel, ".wavefront_size"),
        max_flat_workgroup_size: num(&kernel, ".max_flat_workgroup_size"),
        sgpr_count: num(&kernel, ".sgpr_count"),
        vgpr_count: num(&kernel, ".vgpr_count"),
        sgpr_spill_count: num(&kernel, ".sgpr_spill_count"),
        vgpr_spill_count: num(&kernel, ".vgpr_spill_count"),
        metadata_version: get(&root, "amdhsa.version")
            .and_then(|v| v.as_array().map(|a| a.iter().filter_map(|x| x.as_u64()).collect()))
            .unwrap_or_default(),
    })
}

/// The explicit kernel-argument bytes for `bindings` ((device address, byte length) per binding,
/// in signature order) of a kernel without a `var<immediate>`: [`kernarg_buffer_with_immediates`]
/// with no immediate bytes.
pub fn kernarg_buffer(meta: &KernelMeta, bindings: &[(u64, u64)]) -> Result<Vec<u8>> {
    kernarg_buffer_with_immediates(meta, bindings, &[])
}

/// The explicit kernel-argument bytes for `bindings` ((device address, byte length) per binding,
/// in signature order) and the bytes of the kernel's `var<immediate>` (empty without one), laid
/// out at the offsets the metadata gives: each binding is a `global_buffer` pointer followed by
/// a `by_value` 8-byte length, then each 8-byte word of the immediate (`compiler::abi`) is a
/// `by_value` 8-byte argument.
pub fn kernarg_buffer_with_immediates(
    meta: &KernelMeta,
    bindings: &[(u64, u64)],
    immediates: &[u8],
) -> Result<Vec<u8>> {
    let explicit: Vec<&KernelArgMeta> = meta.explicit_args().collect();
    let words = crate::compiler::abi::native_argument_words(bindings.iter().copied(), immediates, 0);
    if explicit.len() != words.len() {
        return Err(ice(format!(
            "kernel `{}` has {} explicit arguments in its metadata; {} bindings and {} immediate bytes need {}",
            meta.name,
            explicit.len(),
            bindings.len(),
            immediates.len(),
            words.len()
        )));
    }
    let end = explicit.iter().map(|a| a.offset + a.size).max().unwrap_or(0);
    let mut buf = vec![0u8; end.next_multiple_of(8) as usize];
    let (buffer_args, immediate_args) = explicit.split_at(2 * bindings.len());
    for pair in buffer_args.chunks(2) {
        let (p, l) = (pair[0], pair[1]);
        if p.value_kind != "global_buffer" || p.size != 8 || l.value_kind != "by_value" || l.size != 8 {
            return Err(ice(format!(
                "kernel `{}`: expected a global_buffer pointer and an 8-byte length, found {p:?} and {l:?}",
                meta.name
            )));
        }
    }
    for a in immediate_args {
        if a.value_kind != "by_value" || a.size != 8 {
            return Err(ice(format!(
                "kernel `{}`: expected an 8-byte by_value immediate word, found {a:?}",
                meta.name
            )));
        }
    }
    for (arg, word) in explicit.iter().zip(&words) {
        let at = arg.offset as usize;
        buf.get_mut(at..at + 8)
            .ok_or_else(|| {
                ice(format!(
                    "kernel `{}`: argument {arg:?} lies outside the kernarg segment",
                    meta.name
                ))
            })?
            .copy_from_slice(&word.to_le_bytes());
    }
    Ok(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn architectures_parse_with_their_wavefront_size() {
        assert_eq!("gfx942".parse::<GfxArch>().unwrap().wavefront_size(), 64);
        assert_eq!("gfx1100".parse::<GfxArch>().unwrap().wavefront_size(), 32);
        assert_eq!(
            GfxArch::from_gcn_arch_name("gfx90a:sramecc+:xnack-").unwrap().name(),
            "gfx90a"
        );
        let e = "gfx803".parse::<GfxArch>().unwrap_err().to_string();
        assert!(e.contains("gfx803") && e.contains("gfx942"), "{e}");
    }

    #[test]
    fn code_object_version_follows_the_hip_runtime() {
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(50_221_000)),
            CodeObjectVersion::V4
        );
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(50_700_000)),
            CodeObjectVersion::V4
        );
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(60_032_830)),
            CodeObjectVersion::V5
        );
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(70_000_000)),
            CodeObjectVersion::V5
        );
        assert_eq!(CodeObjectVersion::for_hip_runtime(None), CodeObjectVersion::V5);
    }

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

/// What the lowering asks of AMDGCN: `llvm.amdgcn.*` intrinsics for wavefronts of `wave` lanes.
struct AmdgcnTarget {
    wave: u32,
    /// The architecture's matrix instructions for 16×16×16 f16 → f32, if it has them.
    matrix_cores: Option<&'static dyn TensorCores>,
}

/// CDNA's MFMA (gfx908, gfx90a, gfx940–942, wave64), RDNA3's WMMA (gfx11, wave32, inputs
/// replicated across the wave's halves) and RDNA4's (gfx12, wave32, no replication). gfx906
/// and RDNA1/2 have none: cooperative matrices run the exact loops there.
fn matrix_cores(arch: GfxArch) -> Option<&'static dyn TensorCores> {
    match arch.name {
        "gfx908" | "gfx90a" | "gfx940" | "gfx941" | "gfx942" => Some(&Mfma16x16x16F16),
        "gfx1100" | "gfx1101" => Some(&Wmma16x16x16F16::GFX11),
        "gfx1200" | "gfx1201" => Some(&Wmma16x16x16F16::GFX12),
        _ => None,
    }
}

/// AMDGPU address spaces.
const GLOBAL: u16 = 1;
const LDS: u16 = 3;
const CONSTANT: u16 = 4;

const AXES: [&str; 3] = ["x", "y", "z"];

impl AmdgcnTarget {
    fn mask_type<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> inkwell::types::IntType<'ctx> {
        if self.wave == 64 {
            lw.cx.i64_type()
        } else {
            lw.cx.i32_type()
        }
    }
}

impl GpuTarget for AmdgcnTarget {
    fn packed_dot4<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        signed: bool,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        // `v_dot4_i32_i8` / `v_dot4_u32_u8` (gfx11+: `v_dot4_i32_iu8`): every architecture
        // anygpu targets has them (checked by the codegen tests). Clamp off: the sum fits.
        let name = if signed {
            "llvm.amdgcn.sdot4"
        } else {
            "llvm.amdgcn.udot4"
        };
        let zero = lw.i32(0);
        let no_clamp = lw.cx.bool_type().const_zero();
        let d = lw.call_intr(name, &[], &[a.into(), b.into(), zero.into(), no_clamp.into()])?;
        Ok(Some(d.into_int_value()))
    }

    fn wave_size(&self) -> u32 {
        self.wave
    }

    fn tensor_cores(&self) -> Option<&dyn TensorCores> {
        self.matrix_cores
    }

    fn global_space(&self) -> AddressSpace {
        AddressSpace::from(GLOBAL)
    }

    fn workgroup_space(&self) -> AddressSpace {
        AddressSpace::from(LDS)
    }

    /// The constant space: global memory the compiler may read with scalar loads.
    fn constant_data_space(&self) -> AddressSpace {
        AddressSpace::from(CONSTANT)
    }

    /// The AMDGPU kernel calling convention, with the exact workgroup size.
    fn mark_kernel<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, f: FunctionValue<'ctx>, wg: [u32; 3]) -> Result<()> {
        const AMDGPU_KERNEL: u32 = 91;
        f.set_call_conventions(AMDGPU_KERNEL);
        let total: u32 = wg.iter().product();
        for (k, v) in [
            ("amdgpu-flat-work-group-size", format!("{total},{total}")),
            // HIP grids are whole workgroups: no partial workgroup at the grid's edge.
            ("uniform-work-group-size", "true".to_string()),
        ] {
            f.add_attribute(AttributeLoc::Function, lw.cx.create_string_attribute(k, &v));
        }
        Ok(())
    }

    fn thread_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr(&format!("llvm.amdgcn.workitem.id.{}", AXES[d]), &[], &[])?
            .into_int_value())
    }

    fn group_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr(&format!("llvm.amdgcn.workgroup.id.{}", AXES[d]), &[], &[])?
            .into_int_value())
    }

    /// AMD GPUs have no register for it: the HSA dispatch packet holds the grid size in
    /// work-items (u32 at bytes 12, 16, 20), which HIP makes a whole number of workgroups.
    fn group_count<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize, wg: u32) -> Result<IntValue<'ctx>> {
        let packet = lw.call_intr("llvm.amdgcn.dispatch.ptr", &[], &[])?.into_pointer_value();
        // SAFETY (inkwell marks GEP unsafe): a constant offset inside the 64-byte packet.
        let at = unsafe {
            lw.b.build_gep(lw.cx.i8_type(), packet, &[lw.i64(12 + 4 * d as u64)], "")?
        };
        let items = lw.b.build_load(lw.cx.i32_type(), at, "grid.size")?;
        if let Some(i) = items.as_instruction_value() {
            i.set_alignment(4).map_err(|e| ice(e.to_string()))?;
        }
        Ok(lw
            .b
            .build_int_unsigned_div(items.into_int_value(), lw.i32(wg as u64), "")?)
    }

    /// `mbcnt` counts the set bits of its mask below this lane: with an all-ones mask, the lane.
    fn lane_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        let all = lw.i32(u32::MAX as u64);
        let lo = lw.call_intr("llvm.amdgcn.mbcnt.lo", &[], &[all.into(), lw.i32(0).into()])?;
        if self.wave == 32 {
            return Ok(lo.into_int_value());
        }
        Ok(lw
            .call_intr("llvm.amdgcn.mbcnt.hi", &[], &[all.into(), lo])?
            .into_int_value())
    }

    /// `s_barrier` alone orders nothing: a release fence before it (which waits for the
    /// thread's outstanding memory operations, `s_waitcnt`) and an acquire fence after it are
    /// needed. They are workgroup-scoped (see [`scope_atomics`]): system-scoped fences would
    /// write back and invalidate caches at every barrier.
    fn barrier(&self, lw: &Lowerer<'_, '_>) -> Result<()> {
        lw.b.build_fence(AtomicOrdering::Release, false, "")?;
        let f = lw.intrinsic("llvm.amdgcn.s.barrier", &[])?;
        lw.b.build_call(f, &[], "")?;
        lw.b.build_fence(AtomicOrdering::Acquire, false, "")?;
        Ok(())
    }

    /// The exec mask: a ballot of `true`.
    fn active_lanes<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr(
                "llvm.amdgcn.ballot",
                &[self.mask_type(lw).into()],
                &[lw.cx.bool_type().const_int(1, false).into()],
            )?
            .into_int_value())
    }

    /// `llvm.amdgcn.ballot` counts the active lanes, which the mask's lanes are.
    fn ballot<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        pred: IntValue<'ctx>,
        _mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr("llvm.amdgcn.ballot", &[self.mask_type(lw).into()], &[pred.into()])?
            .into_int_value())
    }

    /// `ds_bpermute` reads the word of lane (addr / 4), for any lane pattern.
    fn shuffle_word<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        kind: Shuffle,
        word: IntValue<'ctx>,
        src: IntValue<'ctx>,
        _mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let from = lw.source_lane(kind, src)?;
        let addr = lw.b.build_left_shift(from, lw.i32(2), "")?;
        Ok(lw
            .call_intr("llvm.amdgcn.ds.bpermute", &[], &[addr.into(), word.into()])?
            .into_int_value())
    }
}

/// CDNA's `v_mfma_f32_16x16x16_f16` over a 64-lane wavefront (AMD's matrix instruction
/// calculator for this instruction), with `l` the lane and `q = l / 16`: each lane holds 4
/// elements of each matrix,
/// - A: row `l % 16`, columns (k) `4q + i`;
/// - B: rows (k) `4q + i`, column `l % 16`;
/// - C and D: rows `4q + i`, column `l % 16`.
struct Mfma16x16x16F16;

impl TensorCores for Mfma16x16x16F16 {
    fn fragment_len(&self, _role: naga::CooperativeRole) -> u32 {
        4
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (line, k) = (lane % 16, 4 * (lane / 16) + i);
        match role {
            naga::CooperativeRole::A => (line, k),
            naga::CooperativeRole::B | naga::CooperativeRole::C => (k, line),
        }
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        // cbsz, abid, blgp: no broadcast between blocks or lane groups.
        let zero = lw.i32(0);
        let d = lw.call_intr(
            "llvm.amdgcn.mfma.f32.16x16x16f16",
            &[],
            &[a.into(), b.into(), c.into(), zero.into(), zero.into(), zero.into()],
        )?;
        Ok(d.into_vector_value())
    }
}

/// RDNA's `v_wmma_f32_16x16x16_f16` over a 32-lane wavefront, with `l` the lane:
/// - gfx11 (RDNA3, AMD's "WMMA on RDNA3" guide): A holds row `l % 16` whole (16 elements, k = i),
///   B column `l % 16` whole; lanes 16–31 must hold the same A and B as lanes 0–15. C and D:
///   8 elements per lane, rows `2i + l / 16`, column `l % 16`.
/// - gfx12 (RDNA4): no replication. A holds row `l % 16`, B column `l % 16`, each over the half
///   of k that `l / 16` picks (8 elements); C and D: rows `8 (l / 16) + i`, column `l % 16`.
///
/// Where A and B put each k inside a lane's fragment only has to agree between them: a product
/// sums over k, so any order of k gives the same matrix.
struct Wmma16x16x16F16 {
    /// gfx11: A and B whole in each half of the wave.
    replicated: bool,
}

impl Wmma16x16x16F16 {
    const GFX11: Wmma16x16x16F16 = Wmma16x16x16F16 { replicated: true };
    const GFX12: Wmma16x16x16F16 = Wmma16x16x16F16 { replicated: false };
}

impl TensorCores for Wmma16x16x16F16 {
    fn fragment_len(&self, role: naga::CooperativeRole) -> u32 {
        match role {
            naga::CooperativeRole::A | naga::CooperativeRole::B if self.replicated => 16,
            _ => 8,
        }
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (line, half) = (lane % 16, lane / 16);
        let k = if self.replicated { i } else { 8 * half + i };
        match role {
            naga::CooperativeRole::A => (line, k),
            naga::CooperativeRole::B => (k, line),
            naga::CooperativeRole::C if self.replicated => (2 * i + half, line),
            naga::CooperativeRole::C => (8 * half + i, line),
        }
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        // Overloaded on the result and the inputs: `<8 x float>` and `<16|8 x half>`.
        let d = lw.call_intr(
            "llvm.amdgcn.wmma.f32.16x16x16.f16",
            &[c.get_type().into(), a.get_type().into()],
            &[a.into(), b.into(), c.into()],
        )?;
        Ok(d.into_vector_value())
    }
}

#[cfg(test)]
mod tensor_core_tests {
    use super::{Mfma16x16x16F16, TensorCores, Wmma16x16x16F16};
    use crate::compiler::lower::{assert_fragments_cover_each_element, assert_fragments_cover_each_element_once};
    use naga::CooperativeRole as R;

    #[test]
    fn every_element_of_each_role_is_in_exactly_one_lane() {
        assert_fragments_cover_each_element_once(&Mfma16x16x16F16, 64);
        assert_fragments_cover_each_element_once(&Wmma16x16x16F16::GFX12, 32);
    }

    /// gfx11 reads A and B from both halves of the wave: each element is held twice, and lane
    /// `l + 16` holds exactly what lane `l` holds. C is not replicated.
    #[test]
    fn gfx11_replicates_a_and_b_across_the_halves_of_the_wave() {
        let tc = Wmma16x16x16F16::GFX11;
        assert_fragments_cover_each_element(&tc, 32, |role| if role == R::C { 1 } else { 2 });
        for role in [R::A, R::B] {
            for lane in 0..16 {
                for i in 0..tc.fragment_len(role) {
                    assert_eq!(tc.element(role, lane, i), tc.element(role, lane + 16, i));
                }
            }
        }
    }

    /// AMD's matrix instructions place k the same way in A's and B's registers (a lane's
    /// element `i` of A and of B are the same hardware k), so ours must too: then any order
    /// we give k is a renaming the sum does not see.
    #[test]
    fn a_and_b_pair_the_same_k_in_each_lane() {
        let cases: [(&dyn TensorCores, u32); 3] = [
            (&Mfma16x16x16F16, 64),
            (&Wmma16x16x16F16::GFX11, 32),
            (&Wmma16x16x16F16::GFX12, 32),
        ];
        for (tc, lanes) in cases {
            for lane in 0..lanes {
                for i in 0..tc.fragment_len(R::A) {
                    assert_eq!(
                        tc.element(R::A, lane, i).1,
                        tc.element(R::B, lane, i).0,
                        "lane {lane}, {i}"
                    );
                }
            }
        }
    }
}
