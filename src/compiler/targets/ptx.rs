//! NVPTX target: PTX text for NVIDIA GPUs, which the CUDA driver compiles to machine code when it
//! loads the module. Only the driver is needed on the user's machine: no toolkit, no NVRTC.

use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, Once, OnceLock};

use inkwell::context::Context;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine};

use super::effort::Effort;
use super::pipeline;
use crate::compiler::cache::disk::{ArtifactKind, DiskCache, EntryKey};
use crate::compiler::cache::memory::MemoryCache;
use crate::compiler::front::FrontModule;
use crate::compiler::source::{KernelKey, KernelSource};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue, VectorValue};
use inkwell::AddressSpace;
use naga::{ScalarKind, SubgroupOperation as SO};

use crate::compiler::lower::{gpu_kernel_name, ice, FastF32, GpuTarget, Lowerer, Shuffle, TensorCores};
use crate::error::{GpuError, Result};

/// Threads per warp on every NVIDIA GPU: WGSL's `subgroup_size` there.
pub const WARP_SIZE: u32 = 32;

/// The newest PTX ISA LLVM 19 writes (`+ptx85`).
pub const LLVM_MAX_PTX_ISA: PtxIsa = PtxIsa(85);
/// The oldest ISA anygpu emits: `activemask` (partial-warp subgroup operations) needs 6.2.
pub const MIN_PTX_ISA: PtxIsa = PtxIsa(63);

/// An NVIDIA GPU architecture LLVM 19 can target: `sm_70` … `sm_90a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PtxArch {
    /// Compute capability as a number: 70, 75, 80, 86, 89, 90...
    pub sm: u32,
    /// The `a` variants (sm_90a): architecture-specific features, not forward compatible.
    pub accelerated: bool,
}

/// The architectures LLVM 19's NVPTX back end knows from Volta on (older ones lack the
/// independent-thread-scheduling `*.sync` warp instructions anygpu uses).
const KNOWN_SM: [u32; 8] = [70, 72, 75, 80, 86, 87, 89, 90];

impl PtxArch {
    /// Volta, the oldest architecture anygpu targets.
    pub const SM_70: PtxArch = PtxArch {
        sm: 70,
        accelerated: false,
    };

    /// From a device's compute capability (major, minor); a newer GPU than LLVM 19 knows gets
    /// the newest architecture it knows (PTX is forward compatible; `a` variants are not).
    pub fn from_compute_capability(major: u32, minor: u32) -> Result<PtxArch> {
        let sm = major * 10 + minor;
        if sm < 70 {
            return Err(GpuError::not_supported(format!(
                "compute capability {major}.{minor}: anygpu's PTX needs Volta (7.0) or newer"
            )));
        }
        let best = KNOWN_SM.iter().copied().filter(|&k| k <= sm).max().unwrap_or(70);
        Ok(PtxArch {
            sm: best,
            accelerated: false,
        })
    }

    /// The oldest PTX ISA that can target this architecture (PTX ISA release notes).
    pub fn min_ptx_isa(self) -> PtxIsa {
        let isa = match (self.sm, self.accelerated) {
            (90, true) => 80,
            (89 | 90, _) => 78,
            (87, _) => 74,
            (86, _) => 71,
            (80, _) => 70,
            (75, _) => 63,
            (72, _) => 61,
            _ => 60,
        };
        PtxIsa(isa.max(MIN_PTX_ISA.0))
    }
}

impl fmt::Display for PtxArch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sm_{}{}", self.sm, if self.accelerated { "a" } else { "" })
    }
}

impl FromStr for PtxArch {
    type Err = GpuError;
    fn from_str(s: &str) -> Result<Self> {
        let bad = || {
            GpuError::invalid_argument(format!(
                "unknown NVIDIA architecture `{s}`; expected one of {}, sm_90a",
                KNOWN_SM.map(|k| format!("sm_{k}")).join(", ")
            ))
        };
        let rest = s.trim().strip_prefix("sm_").ok_or_else(bad)?;
        let (digits, accelerated) = match rest.strip_suffix('a') {
            Some(d) => (d, true),
            None => (rest, false),
        };
        let sm: u32 = digits.parse().map_err(|_| bad())?;
        if !KNOWN_SM.contains(&sm) || (accelerated && sm != 90) {
            return Err(bad());
        }
        Ok(PtxArch { sm, accelerated })
    }
}

/// A PTX ISA version as major*10 + minor (78 = PTX 7.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PtxIsa(pub u32);

impl fmt::Display for PtxIsa {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl PtxIsa {
    /// The newest PTX ISA a CUDA driver accepts, from `cuDriverGetVersion` (12040 = CUDA 12.4),
    /// per the PTX ISA release notes (most CUDA releases raised it by one step; 12.6 did not). A
    /// driver newer than this table accepts at least the newest ISA in it.
    pub fn accepted_by_driver(driver_version: i32) -> Option<PtxIsa> {
        let (major, minor) = (driver_version / 1000, (driver_version % 1000) / 10);
        let isa = match (major, minor) {
            (..=8, _) => return None,
            (9, 0) => 60,
            (9, 1) => 61,
            (9, _) => 62,
            (10, 0) => 63,
            (10, 1) => 64,
            (10, _) => 65,
            (11, m) => 70 + m.min(8) as u32,
            (12, m @ 0..=5) => 80 + m as u32,
            (12, 6) => 85,
            (12, m) => 79 + m.min(9) as u32,
            _ => 90,
        };
        Some(PtxIsa(isa))
    }

    /// The ISA to write for `arch`: with a known driver, the newest both it and LLVM accept;
    /// without one (offline compilation), the oldest that can target `arch`, which every driver
    /// able to run that GPU accepts.
    pub fn choose(arch: PtxArch, driver_version: Option<i32>) -> Result<PtxIsa> {
        let needed = arch.min_ptx_isa();
        let Some(version) = driver_version else {
            return Ok(needed);
        };
        let accepted = PtxIsa::accepted_by_driver(version).unwrap_or(PtxIsa(0));
        if accepted < needed {
            return Err(GpuError::not_supported(format!(
                "the CUDA driver ({}.{}) accepts PTX ISA up to {accepted}, but {arch} needs {needed}; update the NVIDIA driver",
                version / 1000,
                (version % 1000) / 10
            )));
        }
        Ok(accepted.min(LLVM_MAX_PTX_ISA).max(needed))
    }
}

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

fn init_nvptx() {
    static INIT: Once = Once::new();
    INIT.call_once(|| Target::initialize_nvptx(&InitializationConfig::default()));
}

fn machine(arch: PtxArch, isa: PtxIsa, effort: Effort) -> Result<TargetMachine> {
    init_nvptx();
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

type CacheKey = (KernelKey, PtxArch, PtxIsa);

/// PTX compiled in this process, shared by every context and device of the same architecture
/// (512 kernels: PTX is tens of KiB per kernel).
fn memory() -> &'static MemoryCache<CacheKey, PtxModule> {
    static CACHE: OnceLock<MemoryCache<CacheKey, PtxModule>> = OnceLock::new();
    CACHE.get_or_init(|| MemoryCache::new(512))
}

/// The on-disk entry for PTX: the `.entry` symbol, then the text (architecture and ISA are in
/// the key, so they need no storing).
fn disk_key(kernel: &KernelKey, arch: PtxArch, isa: PtxIsa) -> EntryKey {
    EntryKey::new(ArtifactKind::Ptx, kernel, &[&arch.to_string(), &isa.0.to_string()])
}

fn from_parts(parts: Vec<Vec<u8>>, arch: PtxArch, isa: PtxIsa) -> Option<PtxModule> {
    let [entry, text] = <[Vec<u8>; 2]>::try_from(parts).ok()?;
    Some(PtxModule {
        text: String::from_utf8(text).ok()?,
        entry: String::from_utf8(entry).ok()?,
        arch,
        isa,
    })
}

/// `compile` behind `disk` (when there is one): a hit is returned as stored, a miss compiled and
/// stored.
fn through_disk(
    disk: Option<&DiskCache>,
    kernel: &KernelKey,
    arch: PtxArch,
    isa: PtxIsa,
    compile: impl FnOnce() -> Result<PtxModule>,
) -> Result<PtxModule> {
    let Some(disk) = disk else { return compile() };
    let key = disk_key(kernel, arch, isa);
    if let Some(hit) = disk.load(&key, |parts| from_parts(parts, arch, isa)) {
        return Ok(hit);
    }
    let ptx = compile()?;
    disk.store(&key, &[ptx.entry.as_bytes(), ptx.text.as_bytes()]);
    Ok(ptx)
}

/// Parses `source` and compiles it, on the compiler's thread.
fn compile_from_source(source: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Result<PtxModule> {
    crate::compiler::limits::on_compiler_stack(|| {
        let front = crate::compiler::front::compile_front_here(source)?;
        compile(&front, arch, isa)
    })
}

/// WGSL → PTX through the in-process cache, then the disk cache the environment configures; a
/// hit in either does not parse the source at all.
pub fn compile_source(source: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Result<Arc<PtxModule>> {
    let key = (source.key(), arch, isa);
    if let Some(hit) = memory().get(&key) {
        return Ok(hit);
    }
    let ptx = through_disk(DiskCache::global(), &key.0, arch, isa, || {
        compile_from_source(source, arch, isa)
    })?;
    Ok(memory().insert(key, ptx))
}

/// [`compile`] through the in-process cache, then the disk cache the environment configures.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub fn compile_cached(front: &FrontModule, arch: PtxArch, isa: PtxIsa) -> Result<Arc<PtxModule>> {
    let key = (front.key.clone(), arch, isa);
    if let Some(hit) = memory().get(&key) {
        return Ok(hit);
    }
    let ptx = through_disk(DiskCache::global(), &front.key, arch, isa, || compile(front, arch, isa))?;
    Ok(memory().insert(key, ptx))
}

impl DiskCache {
    /// PTX for `source` through this cache only (not the in-process one): the stored PTX when
    /// there is an entry, else compiled and stored.
    pub fn ptx(&self, source: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Result<PtxModule> {
        through_disk(Some(self), &source.key(), arch, isa, || {
            compile_from_source(source, arch, isa)
        })
    }

    /// The PTX this cache holds for `source`, if any; compiles nothing.
    pub fn cached_ptx(&self, source: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Option<PtxModule> {
        self.load(&disk_key(&source.key(), arch, isa), |parts| {
            from_parts(parts, arch, isa)
        })
    }
}

/// Most static `.shared` memory a PTX kernel may declare.
pub const STATIC_SHARED_BYTES: u64 = 48 << 10;

/// Compiles the front end's module to PTX for `arch` in ISA `isa`.
pub fn compile(front: &FrontModule, arch: PtxArch, isa: PtxIsa) -> Result<PtxModule> {
    // Static `.shared` memory is limited to 48 KiB on every NVIDIA GPU (more needs dynamic
    // shared memory and an opt-in); ptxas would accept a larger array and the launch would fail.
    front.check_workgroup_memory(STATIC_SHARED_BYTES, &format!("PTX ({arch})"))?;
    let effort = Effort::for_size(front.inlined_size);
    let tm = machine(arch, isa, effort)?;
    let cx = Context::create();
    let diagnostics = crate::compiler::llvm_ops::CapturedDiagnostics::new(&cx);
    let target = PtxTarget { sm: arch.sm, isa };
    let mut lw = Lowerer::new(&cx, front, "anygpu_ptx", Some(&target));
    lw.lower_gpu_entry(front.entry_index).map_err(|e| lw.located(e))?;
    let module = lw.m;
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    let target_name = format!("ptx {arch}");
    pipeline::verify(&module, front, &target_name, "the generated NVPTX module")?;
    pipeline::optimise(&module, &tm, &effort.pipeline(pipeline::GPU_PIPELINE))?;
    let text = pipeline::emit(&module, &tm, FileType::Assembly, &target_name);
    diagnostics.check(&format!("PTX ({arch})"), &front.signature.entry)?;
    let text = String::from_utf8_lossy(&text?).into_owned();
    Ok(PtxModule {
        text,
        entry: gpu_kernel_name(&front.signature.entry),
        arch,
        isa,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn architectures_parse_and_print() {
        for s in ["sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a"] {
            assert_eq!(s.parse::<PtxArch>().unwrap().to_string(), s);
        }
        for bad in ["sm_60", "sm_80a", "compute_80", "sm_", "90", "sm_100"] {
            let e = bad.parse::<PtxArch>().unwrap_err().to_string();
            assert!(e.contains("sm_70") && e.contains(bad), "{bad}: {e}");
        }
    }

    #[test]
    fn compute_capability_maps_to_the_newest_known_arch() {
        assert_eq!(PtxArch::from_compute_capability(8, 6).unwrap().sm, 86);
        assert_eq!(PtxArch::from_compute_capability(8, 9).unwrap().sm, 89);
        assert_eq!(PtxArch::from_compute_capability(8, 8).unwrap().sm, 87);
        assert_eq!(PtxArch::from_compute_capability(12, 0).unwrap().sm, 90);
        assert!(PtxArch::from_compute_capability(6, 1).is_err());
    }

    #[test]
    fn driver_versions_map_to_ptx_isas() {
        let isa = |v| PtxIsa::accepted_by_driver(v).unwrap().0;
        assert_eq!(isa(10000), 63);
        assert_eq!(isa(11000), 70);
        assert_eq!(isa(11040), 74);
        assert_eq!(isa(11080), 78);
        assert_eq!(isa(12000), 80);
        assert_eq!(isa(12040), 84);
        assert_eq!(isa(12050), 85);
        assert_eq!(isa(12060), 85);
        assert_eq!(isa(12080), 87);
        assert_eq!(isa(12090), 88);
        assert_eq!(isa(13000), 90);
        assert_eq!(isa(14020), 90);
        assert_eq!(PtxIsa::accepted_by_driver(8000), None);
    }

    #[test]
    fn the_isa_fits_both_the_driver_and_llvm() {
        let sm80 = "sm_80".parse().unwrap();
        let sm90a = "sm_90a".parse().unwrap();
        // Offline: the oldest ISA that targets the arch.
        assert_eq!(PtxIsa::choose(PtxArch::SM_70, None).unwrap(), PtxIsa(63));
        assert_eq!(PtxIsa::choose(sm80, None).unwrap(), PtxIsa(70));
        // A driver: its newest, capped at what LLVM 19 writes.
        assert_eq!(PtxIsa::choose(sm80, Some(12020)).unwrap(), PtxIsa(82));
        assert_eq!(PtxIsa::choose(sm80, Some(12090)).unwrap(), LLVM_MAX_PTX_ISA);
        assert_eq!(PtxIsa::choose(sm90a, Some(12000)).unwrap(), PtxIsa(80));
        // Too old a driver for the GPU: a clear error.
        let e = PtxIsa::choose(sm90a, Some(11080)).unwrap_err().to_string();
        assert!(e.contains("update the NVIDIA driver") && e.contains("sm_90a"), "{e}");
    }
}

/// What the lowering asks of PTX: NVVM intrinsics and annotations for compute capability `sm`.
struct PtxTarget {
    sm: u32,
    /// The ISA written: instructions newer than it are not used.
    isa: PtxIsa,
}

/// NVPTX address spaces.
const GLOBAL: u16 = 1;
const SHARED: u16 = 3;

fn sreg<'ctx>(lw: &Lowerer<'_, 'ctx>, name: &str) -> Result<IntValue<'ctx>> {
    Ok(lw
        .call_intr(&format!("llvm.nvvm.read.ptx.sreg.{name}"), &[], &[])?
        .into_int_value())
}

const AXES: [&str; 3] = ["x", "y", "z"];

impl GpuTarget for PtxTarget {
    fn wave_size(&self) -> u32 {
        WARP_SIZE
    }

    fn global_space(&self) -> AddressSpace {
        AddressSpace::from(GLOBAL)
    }

    fn workgroup_space(&self) -> AddressSpace {
        AddressSpace::from(SHARED)
    }

    /// Global memory: the `.const` bank holds only 64 KiB per module.
    fn constant_data_space(&self) -> AddressSpace {
        AddressSpace::from(GLOBAL)
    }

    /// The PTX kernel calling convention, and `nvvm.annotations` saying it is a kernel of at
    /// most `wg` threads along each axis.
    fn mark_kernel<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, f: FunctionValue<'ctx>, wg: [u32; 3]) -> Result<()> {
        const PTX_KERNEL: u32 = 71;
        f.set_call_conventions(PTX_KERNEL);
        let fp: BasicMetadataValueEnum = f.as_global_value().as_pointer_value().into();
        let mut entries = vec![(fp, "kernel", 1u64)];
        for (d, name) in ["maxntidx", "maxntidy", "maxntidz"].into_iter().enumerate() {
            entries.push((fp, name, wg[d] as u64));
        }
        for (p, key, v) in entries {
            let node = lw
                .cx
                .metadata_node(&[p, lw.cx.metadata_string(key).into(), lw.i32(v).into()]);
            lw.m.add_global_metadata("nvvm.annotations", &node)
                .map_err(|e| ice(format!("nvvm.annotations: {e}")))?;
        }
        Ok(())
    }

    fn thread_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        sreg(lw, &format!("tid.{}", AXES[d]))
    }

    fn group_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        sreg(lw, &format!("ctaid.{}", AXES[d]))
    }

    fn group_count<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize, _wg: u32) -> Result<IntValue<'ctx>> {
        sreg(lw, &format!("nctaid.{}", AXES[d]))
    }

    fn lane_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        sreg(lw, "laneid")
    }

    /// `bar.sync` orders all memory accesses of the block's threads (PTX memory model: it has
    /// `membar.cta` semantics), which is what WGSL's workgroup and storage barriers require;
    /// LLVM treats the intrinsic as touching all memory, so nothing moves across.
    fn barrier(&self, lw: &Lowerer<'_, '_>) -> Result<()> {
        let f = lw.intrinsic("llvm.nvvm.barrier0", &[])?;
        lw.b.build_call(f, &[], "")?;
        Ok(())
    }

    fn active_lanes<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        Ok(lw.call_intr("llvm.nvvm.activemask", &[], &[])?.into_int_value())
    }

    fn ballot<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        pred: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr("llvm.nvvm.vote.ballot.sync", &[], &[mask.into(), pred.into()])?
            .into_int_value())
    }

    fn vote<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        all: bool,
        pred: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        let name = if all { "all" } else { "any" };
        Ok(Some(
            lw.call_intr(&format!("llvm.nvvm.vote.{name}.sync"), &[], &[mask.into(), pred.into()])?
                .into_int_value(),
        ))
    }

    /// `shfl.sync` in its four modes; the last operand is the lane clamp (31 for idx/bfly/down,
    /// 0 for up).
    fn shuffle_word<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        kind: Shuffle,
        word: IntValue<'ctx>,
        src: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let (name, c) = match kind {
            Shuffle::Index => ("idx", 0x1f),
            Shuffle::Xor => ("bfly", 0x1f),
            Shuffle::Down => ("down", 0x1f),
            Shuffle::Up => ("up", 0),
        };
        Ok(lw
            .call_intr(
                &format!("llvm.nvvm.shfl.sync.{name}.i32"),
                &[],
                &[mask.into(), word.into(), src.into(), lw.i32(c).into()],
            )?
            .into_int_value())
    }

    /// `redux.sync` (sm_80+): 32-bit integers, any lane mask.
    fn has_reduce(&self, lw: &Lowerer<'_, '_>, op: SO, kind: ScalarKind, x: BasicValueEnum<'_>) -> bool {
        self.sm >= 80 && x.get_type() == lw.cx.i32_type().into() && redux_name(op, kind).is_some()
    }

    fn reduce<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        op: SO,
        kind: ScalarKind,
        x: BasicValueEnum<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let name = redux_name(op, kind).ok_or_else(|| ice(format!("no redux.sync for {op:?}")))?;
        lw.call_intr(&format!("llvm.nvvm.redux.sync.{name}"), &[], &[x, mask.into()])
    }

    /// `sin.approx.f32`, `cos.approx.f32`, `ex2.approx.f32`, `lg2.approx.f32`.
    fn packed_dot4<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        signed: bool,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        // LLVM 19 has no NVVM intrinsic for dp4a (sm_61+, so every architecture anygpu
        // targets): inline PTX, a pure function of its operands.
        let i32t = lw.cx.i32_type();
        let fty = i32t.fn_type(&[i32t.into(), i32t.into()], false);
        let ty = if signed { "s32" } else { "u32" };
        let asm = lw.cx.create_inline_asm(
            fty,
            format!("dp4a.{ty}.{ty} $0, $1, $2, 0;"),
            "=r,r,r".into(),
            false,
            false,
            None,
            false,
        );
        let call = lw.b.build_indirect_call(fty, asm, &[a.into(), b.into()], "dp4a")?;
        let d = call
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| ice("dp4a returned nothing"))?;
        Ok(Some(d.into_int_value()))
    }

    fn tensor_cores(&self) -> Option<&dyn TensorCores> {
        // mma.sync.m16n8k16 with f16 inputs: sm_80 and later.
        match self.sm {
            80.. => Some(&MmaM16n8::K16),
            // m16n8k8 needs PTX ISA 6.5 (CUDA 10.2 drivers); offline PTX for sm_75 is 6.3.
            75.. if self.isa >= PtxIsa(65) => Some(&MmaM16n8::K8),
            // Volta's m8n8k4 splits a warp into quads with its own layout: the exact loops.
            _ => None,
        }
    }

    fn fast_f32<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        f: FastF32,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let name = match f {
            FastF32::Sin => "sin.approx.f",
            FastF32::Cos => "cos.approx.f",
            FastF32::Exp2 => "ex2.approx.f",
            FastF32::Log2 => "lg2.approx.f",
        };
        lw.call_intr(&format!("llvm.nvvm.{name}"), &[], &[v])
    }
}

/// The `redux.sync` operation for `op` on `kind` integers, if it has one.
fn redux_name(op: SO, kind: ScalarKind) -> Option<&'static str> {
    match (op, kind) {
        (SO::Add, _) => Some("add"),
        (SO::Min, ScalarKind::Sint) => Some("min"),
        (SO::Max, ScalarKind::Sint) => Some("max"),
        (SO::Min, _) => Some("umin"),
        (SO::Max, _) => Some("umax"),
        (SO::And, _) => Some("and"),
        (SO::Or, _) => Some("or"),
        (SO::Xor, _) => Some("xor"),
        _ => None,
    }
}

/// A 16×16×16 multiply-add as two `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` (sm_80
/// on), one for each 8-column half of B, C and D; on Turing (sm_75), which has only m16n8k8,
/// each of those is two `m16n8k8`, over k 0–7 then 8–15, the second accumulating the first.
/// Fragments (PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating point type"), with
/// `g = laneid >> 2` and `t = laneid % 4`:
/// - A (8 halves): element i at row `g + 8·((i >> 1) & 1)`, column `2t + (i & 1) + 8·(i >> 2)`;
/// - B (8 halves, 4 per half h = i >> 2): row `2t + (i & 1) + 8·((i >> 1) & 1)`, column `g + 8h`;
/// - C and D (8 floats, 4 per half h): row `g + 8·((i >> 1) & 1)`, column `2t + (i & 1) + 8h`.
///
/// m16n8k8's fragments are the k16 ones cut in two along k: A's words 0–1 (k 0–7) and 2–3
/// (k 8–15), B's first and second word of each half; C and D are the same.
struct MmaM16n8 {
    /// 16 (one m16n8k16 per half) or 8 (two m16n8k8).
    k: u32,
}

impl MmaM16n8 {
    const K16: MmaM16n8 = MmaM16n8 { k: 16 };
    const K8: MmaM16n8 = MmaM16n8 { k: 8 };

    /// The instructions of 8-column half `h`, in order, each accumulating onto the last: which
    /// of the fragment's 32-bit words (f16 pairs: A's 0–3, B's 0–3) each takes.
    fn instructions(&self, h: usize) -> Vec<(std::ops::Range<usize>, std::ops::Range<usize>)> {
        if self.k == 16 {
            vec![(0..4, 2 * h..2 * h + 2)]
        } else {
            vec![(0..2, 2 * h..2 * h + 1), (2..4, 2 * h + 1..2 * h + 2)]
        }
    }
}

impl TensorCores for MmaM16n8 {
    fn fragment_len(&self, _role: naga::CooperativeRole) -> u32 {
        8
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (g, t) = (lane >> 2, lane % 4);
        let (low, high, half) = (i & 1, (i >> 1) & 1, i >> 2);
        match role {
            naga::CooperativeRole::A => (g + 8 * high, 2 * t + low + 8 * half),
            naga::CooperativeRole::B => (2 * t + low + 8 * high, g + 8 * half),
            naga::CooperativeRole::C => (g + 8 * high, 2 * t + low + 8 * half),
        }
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        let (i32t, f32t) = (lw.cx.i32_type(), lw.cx.f32_type());
        // f16 pairs as the .f16x2 registers mma takes: element 2j in the low half of word j.
        let words = |v: VectorValue<'ctx>| -> Result<Vec<BasicValueEnum<'ctx>>> {
            let w = lw.b.build_bit_cast(v, i32t.vec_type(4), "")?.into_vector_value();
            (0..4)
                .map(|j| {
                    Ok(lw
                        .b
                        .build_extract_element(w, lw.cx.i32_type().const_int(j, false), "")?)
                })
                .collect()
        };
        let (aw, bw) = (words(a)?, words(b)?);
        let out_ty = lw.cx.struct_type(&[f32t.into(); 4], false);
        // One instruction: `a_words` and `b_words` 32-bit registers of f16 pairs, 4 floats of C.
        let (a_words, b_words) = (self.k as usize / 4, self.k as usize / 8);
        let mut params: Vec<inkwell::types::BasicMetadataTypeEnum> = vec![i32t.into(); a_words + b_words];
        params.extend([inkwell::types::BasicMetadataTypeEnum::from(f32t); 4]);
        let fty = out_ty.fn_type(&params, false);
        let operands = |from: usize, n: usize| (from..from + n).map(|k| format!("${k}")).collect::<Vec<_>>().join(",");
        let asm = lw.cx.create_inline_asm(
            fty,
            format!(
                "mma.sync.aligned.m16n8k{}.row.col.f32.f16.f16.f32 {{$0,$1,$2,$3}}, {{{}}}, {{{}}}, {{{}}};",
                self.k,
                operands(4, a_words),
                operands(4 + a_words, b_words),
                operands(4 + a_words + b_words, 4)
            ),
            format!("=f,=f,=f,=f,{}f,f,f,f", "r,".repeat(a_words + b_words)),
            true,
            false,
            None,
            false,
        );
        let mma = |a: &[BasicValueEnum<'ctx>], b: &[BasicValueEnum<'ctx>], c: [BasicValueEnum<'ctx>; 4]| {
            let args: Vec<BasicMetadataValueEnum> = a.iter().chain(b).chain(&c).map(|&w| w.into()).collect();
            let call = lw.b.build_indirect_call(fty, asm, &args, "mma")?;
            // Every lane of the warp executes it together: no moving it into or out of branches.
            let convergent = inkwell::attributes::Attribute::get_named_enum_kind_id("convergent");
            call.add_attribute(
                inkwell::attributes::AttributeLoc::Function,
                lw.cx.create_enum_attribute(convergent, 0),
            );
            let r = call
                .try_as_basic_value()
                .basic()
                .ok_or_else(|| ice("mma returned nothing"))?
                .into_struct_value();
            let mut out = [f32t.const_zero().into(); 4];
            for (j, slot) in out.iter_mut().enumerate() {
                *slot = lw.b.build_extract_value(r, j as u32, "")?;
            }
            Ok::<_, crate::error::GpuError>(out)
        };
        let mut d = f32t.vec_type(8).get_undef();
        for h in 0..2usize {
            let mut acc = [f32t.const_zero().into(); 4];
            for (j, slot) in acc.iter_mut().enumerate() {
                *slot =
                    lw.b.build_extract_element(c, lw.cx.i32_type().const_int((4 * h + j) as u64, false), "")?;
            }
            for (a_at, b_at) in self.instructions(h) {
                acc = mma(&aw[a_at], &bw[b_at], acc)?;
            }
            for (j, x) in acc.into_iter().enumerate() {
                d =
                    lw.b.build_insert_element(d, x, lw.cx.i32_type().const_int((4 * h + j) as u64, false), "")?;
            }
        }
        Ok(d)
    }
}

#[cfg(test)]
mod tensor_core_tests {
    use super::{MmaM16n8, TensorCores};
    use naga::CooperativeRole as R;

    #[test]
    fn every_element_of_each_role_is_in_exactly_one_lane() {
        crate::compiler::lower::assert_fragments_cover_each_element_once(&MmaM16n8::K16, 32);
    }

    /// What `mma.m16n8k16` and `mma.m16n8k8` compute, from the PTX ISA's fragment formulas
    /// written out here per instruction (with `g = lane >> 2`, `t = lane % 4`: a_i at row
    /// `g + 8·((i >> 1) & 1)`, column `2t + (i & 1) + 8·(i >> 2)`; b_i at row
    /// `2t + (i & 1) + 8·(i >> 1)`, column `g`; c_i at row `g + 8·(i >> 1)`, column
    /// `2t + (i & 1)`), run on the fragment words `multiply_add` passes each instruction for
    /// half `h`, each accumulating onto the last: the halves must make the 16×16 product, on
    /// sm_80 (one m16n8k16 per half) and on sm_75 (two m16n8k8).
    #[test]
    fn the_mma_instructions_of_both_halves_make_the_16x16_product() {
        let a: Vec<i64> = (0..256).map(|x| (x * 7 % 11) - 5).collect();
        let b: Vec<i64> = (0..256).map(|x| (x * 5 % 13) - 6).collect();
        let c: Vec<i64> = (0..256).map(|x| x % 9).collect();
        for tc in [MmaM16n8::K16, MmaM16n8::K8] {
            let frag = |m: &[i64], role: R, lane: u32| -> Vec<i64> {
                (0..8)
                    .map(|i| {
                        let (r, col) = tc.element(role, lane, i);
                        m[(r * 16 + col) as usize]
                    })
                    .collect()
            };
            let k = tc.k as usize;
            let mut d = vec![i64::MIN; 256];
            for h in 0..2usize {
                // The accumulator of half h, 4 per lane, as the instruction sees it.
                let mut acc: Vec<Vec<i64>> = (0..32)
                    .map(|lane| frag(&c, R::C, lane)[4 * h..4 * h + 4].to_vec())
                    .collect();
                for (a_words, b_words) in tc.instructions(h) {
                    let (mut ai, mut bi, mut ci) = ([[0i64; 16]; 16], [[0i64; 8]; 16], [[0i64; 8]; 16]);
                    for lane in 0..32u32 {
                        let (g, t) = ((lane >> 2) as usize, (lane % 4) as usize);
                        let fa = frag(&a, R::A, lane);
                        for (i, &x) in fa[2 * a_words.start..2 * a_words.end].iter().enumerate() {
                            ai[g + 8 * ((i >> 1) & 1)][2 * t + (i & 1) + 8 * (i >> 2)] = x;
                        }
                        let fb = frag(&b, R::B, lane);
                        for (i, &x) in fb[2 * b_words.start..2 * b_words.end].iter().enumerate() {
                            bi[2 * t + (i & 1) + 8 * (i >> 1)][g] = x;
                        }
                        for (i, &x) in acc[lane as usize].iter().enumerate() {
                            ci[g + 8 * (i >> 1)][2 * t + (i & 1)] = x;
                        }
                    }
                    for lane in 0..32u32 {
                        let (g, t) = ((lane >> 2) as usize, (lane % 4) as usize);
                        for i in 0..4 {
                            let (row, col) = (g + 8 * (i >> 1), 2 * t + (i & 1));
                            acc[lane as usize][i] =
                                ci[row][col] + (0..k).map(|kk| ai[row][kk] * bi[kk][col]).sum::<i64>();
                        }
                    }
                }
                for lane in 0..32u32 {
                    for i in 0..4 {
                        let (r, cc) = tc.element(R::C, lane, (4 * h + i) as u32);
                        d[(r * 16 + cc) as usize] = acc[lane as usize][i];
                    }
                }
            }
            for r in 0..16 {
                for col in 0..16 {
                    let want = c[r * 16 + col] + (0..16).map(|kk| a[r * 16 + kk] * b[kk * 16 + col]).sum::<i64>();
                    assert_eq!(d[r * 16 + col], want, "k{k}: ({r}, {col})");
                }
            }
        }
    }
}
