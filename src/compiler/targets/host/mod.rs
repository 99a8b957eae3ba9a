//! Host target: LLVM IR for this machine's CPU (all its vector features), optimised with LLVM's
//! O3 pipeline, compiled to an object file and linked into this process (`orc.rs`, through the
//! disk cache) as a function that runs one workgroup.

use std::cell::Cell;
use std::sync::Arc;
use std::sync::Once;

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine};

mod bf16;
mod orc;
pub(crate) mod sanitizer;
mod stop_polls;
mod streaming;

pub(crate) use streaming::STREAM_STORES;

use inkwell::attributes::{Attribute, AttributeLoc};

use super::effort::Effort;
use super::pipeline::{self, LlvmTarget, Stage};
use crate::compiler::front::FrontModule;
use crate::compiler::lower::{ice, Lowerer, HOST_ENTRY_NAME, HOST_SUBGROUP_SIZE};
use crate::error::{GpuError, Result};

/// Largest stack frame a compiled workgroup may use: worker threads have 64 MiB stacks, and
/// LLVM's own spills come on top of what the lowering allocates.
pub const MAX_FRAME_BYTES: u64 = 32 << 20;

/// Invocations per subgroup on the CPU device.
pub const SUBGROUP_SIZE: u32 = HOST_SUBGROUP_SIZE;

fn init_llvm() -> Result<()> {
    static INIT: Once = Once::new();
    static mut ERR: Option<String> = None;
    INIT.call_once(|| {
        if let Err(e) = Target::initialize_native(&InitializationConfig::default()) {
            // SAFETY: written once inside call_once, read only after it.
            unsafe { ERR = Some(e) };
        }
    });
    // SAFETY: as above; call_once has completed.
    match unsafe { (*std::ptr::addr_of!(ERR)).clone() } {
        Some(e) => Err(GpuError::Backend {
            backend: "cpu",
            operation: "initialise LLVM's native target".into(),
            message: e,
        }),
        None => Ok(()),
    }
}

/// The host CPU as LLVM names it (`znver4`, `skylake-avx512`, ...).
pub fn host_cpu_model() -> String {
    // Asked once: every CPU-device compile keys its cache entry on it, and LLVM reads it anew
    // each time (with the features below, a tenth of a cached kernel's load).
    static MODEL: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    MODEL
        .get_or_init(|| TargetMachine::get_host_cpu_name().to_string())
        .clone()
}

/// The host CPU's features as LLVM names them (`+avx512f,...`), less the bfloat16 conversion
/// instructions (`avx512bf16`, `avxneconvert`): their `vcvtneps2bf16` treats subnormals as zero
/// in and out, where `KernelSource::bfloat16_halves` rounds every value to nearest even (on an
/// AMD EPYC with AVX512-BF16, 2026-11-27, bfloat16 `0x0001 + 0x0001` gave 0, not `0x0002`).
/// Without them LLVM rounds through `__truncsfbf2`, which `bf16::legalize` defines exactly.
pub fn host_cpu_features() -> String {
    static FEATURES: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    FEATURES.get_or_init(host_cpu_features_uncached).clone()
}

fn host_cpu_features_uncached() -> String {
    without_features(
        &TargetMachine::get_host_cpu_features().to_string(),
        &["avx512bf16", "avxneconvert"],
    )
}

/// `features` (LLVM's `+a,-b,...`) with each of `off` turned off.
fn without_features(features: &str, off: &[&str]) -> String {
    let mut out: Vec<String> = features
        .split(',')
        .filter(|f| !f.is_empty())
        .map(|f| match f.strip_prefix('+') {
            Some(name) if off.contains(&name) => format!("-{name}"),
            _ => f.to_string(),
        })
        .collect();
    for name in off {
        if !out.iter().any(|f| f[1..] == **name) {
            out.push(format!("-{name}"));
        }
    }
    out.join(",")
}

/// A kernel compiled for this machine's CPU as a relocatable ELF object: the same module the
/// CPU device runs, for inspection, linking elsewhere, or a cache.
#[derive(Clone, Debug)]
pub struct HostObject {
    /// The object file's bytes.
    pub object: Vec<u8>,
    /// The workgroup function's symbol (`compiler::abi` describes its arguments).
    pub entry: String,
}

/// The host side of the driver. The CPU device's objects and others differ only in the code
/// and relocation models.
pub(crate) struct Host {
    /// For the CPU device: position-independent, so ORC may place the code anywhere and reach
    /// the process's `memset` through stubs.
    jit: bool,
    /// Set by `lower`: the stack bytes one workgroup needs.
    frame_bytes: Cell<u64>,
    /// Set by `lower`: the kernel computes cooperative matrices, once per workgroup or per
    /// work-item (no scalarizer: see `passes`).
    cooperative_once: Cell<bool>,
    options: HostOptions,
    /// Set by `finish_module`: how many stores stream when a launch asks (`streaming.rs`).
    streaming_stores: Cell<usize>,
    /// Set by `lower`: the sites the race detector's calls name.
    sites: std::cell::RefCell<Vec<sanitizer::Site>>,
}

/// How the CPU device compiles a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostOptions {
    /// Invocations per subgroup: [`SUBGROUP_SIZE`], or the width of the GPU a mock device poses
    /// as (32, 64); a power of two from 4 to 128.
    pub subgroup_size: u32,
    /// Call the race detector at every workgroup- and storage-memory access (`sanitizer.rs`).
    pub race: bool,
    /// Report every access whose indices are out of bounds to the sanitizer.
    pub bounds: bool,
    /// Report reads of workgroup memory no work-item of the workgroup wrote.
    pub init: bool,
    /// Report subgroup operations that partial subgroups reach (the workgroup is no multiple of
    /// the subgroup width) in a kernel that did not opt out of subgroup uniformity.
    pub partial_subgroups: bool,
    /// Visit each work-item loop's work-items in an order drawn from this seed.
    pub item_order: Option<u64>,
}

impl Default for HostOptions {
    fn default() -> Self {
        HostOptions {
            subgroup_size: SUBGROUP_SIZE,
            race: false,
            bounds: false,
            init: false,
            partial_subgroups: false,
            item_order: None,
        }
    }
}

impl Host {
    /// For an object file or assembly.
    pub(crate) fn object() -> Host {
        Host::with(false, HostOptions::default())
    }

    /// For the CPU device, which links the object into this process (`orc.rs`).
    fn jit(options: HostOptions) -> Host {
        Host::with(true, options)
    }

    fn with(jit: bool, options: HostOptions) -> Host {
        Host {
            jit,
            frame_bytes: Cell::new(0),
            cooperative_once: Cell::new(false),
            options,
            streaming_stores: Cell::new(0),
            sites: Default::default(),
        }
    }
}

impl LlvmTarget for Host {
    fn name(&self) -> String {
        "host".into()
    }

    fn label(&self) -> String {
        "host".into()
    }

    fn machine(&self, effort: Effort) -> Result<TargetMachine> {
        init_llvm()?;
        let triple = TargetMachine::get_default_triple();
        let target = Target::from_triple(&triple).map_err(|e| ice(format!("no LLVM target for the host: {e}")))?;
        target
            .create_target_machine(
                &triple,
                &host_cpu_model(),
                &host_cpu_features(),
                effort.codegen_level(),
                if self.jit { RelocMode::PIC } else { RelocMode::Default },
                if self.jit { CodeModel::Small } else { CodeModel::Default },
            )
            .ok_or_else(|| ice("LLVM could not create a target machine for the host"))
    }

    /// Lowers the kernel with the host execution model (work-item loops between barriers) and
    /// marks every function for this CPU.
    fn lower<'ctx>(&self, cx: &'ctx Context, front: &FrontModule, tm: &TargetMachine) -> Result<Module<'ctx>> {
        let mut lw = Lowerer::new(cx, front, "anygpu_kernel", None);
        lw.host_subgroup_size = self.options.subgroup_size;
        lw.sanitize_race = self.options.race;
        lw.sanitize_bounds = self.options.bounds;
        lw.sanitize_init = self.options.init;
        lw.item_order = self.options.item_order;
        let features = host_cpu_features();
        let has = |f: &str| features.split(',').any(|x| x == f);
        lw.host_scalef = has("+avx512f").then(|| has("+avx512vl"));
        lw.lower_host_entry(front.entry_index).map_err(|e| lw.located(e))?;
        *self.sites.borrow_mut() = std::mem::take(&mut lw.sanitize_sites);
        self.frame_bytes.set(lw.frame_bytes);
        self.cooperative_once
            .set(lw.cooperative_once() || lw.cooperative_per_item());
        let module = lw.m;
        if front.bfloat16_halves {
            bf16::legalize(cx, &module)?;
        }
        module.set_triple(&tm.get_triple());
        module.set_data_layout(&tm.get_target_data().get_data_layout());
        let cpu = host_cpu_model();
        let wide_vectors = has("+avx512f");
        let mut f = module.get_first_function();
        while let Some(func) = f {
            if func.count_basic_blocks() > 0 {
                for (k, v) in [
                    ("target-cpu", cpu.as_str()),
                    ("target-features", features.as_str()),
                    ("probe-stack", "inline-asm"),
                ] {
                    func.add_attribute(AttributeLoc::Function, cx.create_string_attribute(k, v));
                }
                if wide_vectors {
                    // LLVM defaults to 256-bit vectors even on AVX-512 machines; work-item loops are
                    // long, regular and compute-bound often enough that 512 bits win (measured: the
                    // tiled matmul goes from ~22 to ~32 GFLOP/s; memory-bound kernels are unchanged).
                    func.add_attribute(
                        AttributeLoc::Function,
                        cx.create_string_attribute("prefer-vector-width", "512"),
                    );
                }
                let nounwind = cx.create_enum_attribute(Attribute::get_named_enum_kind_id("nounwind"), 0);
                func.add_attribute(AttributeLoc::Function, nounwind);
            }
            f = func.get_next_function();
        }
        if let Ok(path) = std::env::var("ANYGPU_DUMP_IR") {
            // Debugging aid: the unoptimised IR of every kernel compiled for the host.
            if let Err(e) = module.print_to_file(&path) {
                tracing::warn!("ANYGPU_DUMP_IR: cannot write {path}: {e}");
            }
        }
        Ok(module)
    }

    /// WGSL vectors as scalars first (the `scalarizer`, with `set_llvm_options`' loads and
    /// stores): LLVM vectorizes the work-item loops only where they hold no vector-typed
    /// instruction; where it cannot vectorize a loop, its SLP vectorizer forms vectors again.
    /// Not in a kernel with cooperative matrices: their columns are SIMD vectors already, which
    /// scalarizing would take apart (and the SLP vectorizer does not rebuild), and their work is
    /// not in the work-item loops (computed once per workgroup), or those loops are not
    /// vectorized (computed per work-item: 4 096 scalar FMAs per 16×16×16 product, and a 64×64
    /// tensor-core kernel 15 s to compile, before this).
    ///
    /// Then IRCE (inductive range check elimination, with `set_llvm_options`' skip of its
    /// profitability guess, which needs profile data we do not have): it splits a work-item loop
    /// into the range of work-items whose bounds checks all pass and the rest, so the vectorizer
    /// sees plain loads and stores there instead of masked ones. `ops::add` 16M on the 2-core
    /// Zen 5 host: 33 → 75–83 GB/s (one core 19 → 39). Not on work-item loops inside a loop the
    /// workgroup runs once (`regions.rs` tags them): split every step, the reduction's 64-item
    /// loops ran 26 → 15 GB/s, and the 256-item steps of `shaders/matmul_naive.wgsl` 512³ 19.5 →
    /// 26 ms (`matmul_tiled.wgsl` 1.8 → 2.6 ms).
    fn passes(&self, effort: Effort) -> &'static str {
        effort.pipeline(if self.cooperative_once.get() {
            "default<O3>"
        } else {
            "function(scalarizer,irce),default<O3>"
        })
    }

    fn late_passes(&self, module: &Module) -> Option<&'static str> {
        crate::compiler::lower::inline_host_helpers(module)
    }

    /// The streaming stores (`streaming.rs`), then the stop polls: a long kernel checks the stop
    /// flag in its loops.
    fn finish_module(&self, cx: &Context, module: &Module, front: &FrontModule) -> Result<bool> {
        // The argument block: two words per binding, the immediate's words, the grid, the stop
        // flag's address, then the launch's flags (`compiler::abi`).
        let immediate_words = front.signature.immediates.as_ref().map_or(0, |i| i.words()) as u64;
        let stop_word = 2 * front.signature.bindings.len() as u64 + immediate_words + 3;
        let entry = module
            .get_function(HOST_ENTRY_NAME)
            .ok_or_else(|| ice("the workgroup function went missing"))?;
        let layout = inkwell::targets::TargetData::create(&module.get_data_layout().as_str().to_string_lossy());
        self.streaming_stores
            .set(streaming::add_streaming_stores(cx, entry, &layout, stop_word + 1)?);
        stop_polls::add_stop_polls(cx, entry, stop_word)?;
        Ok(true)
    }
}

/// Compiles the kernel to a host object file (no cache).
pub(crate) fn compile(front: &FrontModule) -> Result<HostObject> {
    Ok(HostObject {
        object: pipeline::build(&Host::object(), front, Stage::Object)?,
        entry: HOST_ENTRY_NAME.to_string(),
    })
}

type WorkgroupFn = unsafe extern "C" fn(*const u64, u32, u32, u32);

/// A kernel compiled for the CPU device.
pub struct HostKernel {
    /// Its code, linked into this process; `entry` points into it.
    _code: orc::LoadedObject,
    entry: WorkgroupFn,
    frame_bytes: usize,
    /// Estimated resident bytes of its code and the JIT's records of it.
    footprint: usize,
    invocations: u32,
    bounds_checks: bool,
    /// Compiled with calls to the sanitizer at run time (`race`, `bounds` or `init`).
    sanitized: bool,
    sites: Arc<[sanitizer::Site]>,
    /// The sanitizer's findings before any run (`partial`).
    findings: Vec<String>,
    /// It has stores that stream when a launch sets [`STREAM_STORES`] (`streaming.rs`).
    streams: bool,
}

/// What the CPU device runs: the kernel's object file and what the compile learnt about it
/// (`compiler::cache::host` keeps it on disk).
pub(crate) struct DeviceObject {
    pub(crate) object: Vec<u8>,
    /// Stack bytes one workgroup needs.
    pub(crate) frame_bytes: u64,
    /// It has stores that stream when a launch asks.
    pub(crate) streams: bool,
    /// The sites the race detector's calls name (never cached: they live in this process).
    pub(crate) sites: Vec<sanitizer::Site>,
}

impl DeviceObject {
    /// Compiles `front` for the CPU device as `options` say.
    pub(crate) fn build(front: &FrontModule, options: HostOptions) -> Result<DeviceObject> {
        check_subgroup_width(options.subgroup_size)?;
        let host = Host::jit(options);
        let object = pipeline::build(&host, front, Stage::Object)?;
        Ok(DeviceObject {
            object,
            frame_bytes: host.frame_bytes.get(),
            streams: host.streaming_stores.get() > 0,
            sites: host.sites.take(),
        })
    }

    /// What a cache entry keeps beside the object: the frame bytes (8, little-endian) and the
    /// streaming flag (1 byte).
    pub(crate) fn facts(&self) -> Vec<u8> {
        let mut facts = self.frame_bytes.to_le_bytes().to_vec();
        facts.push(self.streams.into());
        facts
    }

    /// The object and [`facts`](Self::facts) read back (`None`: malformed).
    pub(crate) fn from_parts(mut parts: Vec<Vec<u8>>) -> Option<DeviceObject> {
        let [object, facts] = <[Vec<u8>; 2]>::try_from(std::mem::take(&mut parts)).ok()?;
        let (frame, streams) = facts.split_first_chunk::<8>()?;
        Some(DeviceObject {
            object,
            frame_bytes: u64::from_le_bytes(*frame),
            streams: match streams {
                [0] => false,
                [1] => true,
                _ => return None,
            },
            sites: Vec::new(),
        })
    }
}
/// Whether any function of `module` has a subgroup operation (not only subgroup built-ins).
fn has_subgroup_operations(module: &naga::Module) -> bool {
    fn block(b: &naga::Block) -> bool {
        use naga::Statement as S;
        b.iter().any(|s| match s {
            S::SubgroupBallot { .. } | S::SubgroupGather { .. } | S::SubgroupCollectiveOperation { .. } => true,
            S::Block(b) => block(b),
            S::If { accept, reject, .. } => block(accept) || block(reject),
            S::Switch { cases, .. } => cases.iter().any(|c| block(&c.body)),
            S::Loop { body, continuing, .. } => block(body) || block(continuing),
            _ => false,
        })
    }
    module.functions.iter().any(|(_, f)| block(&f.body)) || module.entry_points.iter().any(|e| block(&e.function.body))
}

/// The sanitizer's `partial` finding for a kernel with subgroup operations whose workgroup is no
/// multiple of `width` (its last subgroup is partial, and a GPU of that width runs it so too)
/// and that did not opt out of subgroup uniformity (`diagnostic(off, subgroup_uniformity)`),
/// so its author likely assumed whole subgroups.
fn partial_subgroups(front: &FrontModule, width: u32) -> Vec<String> {
    let invocations = front.signature.workgroup_invocations();
    let entry = &front.module.entry_points[front.entry_index].function;
    if !front.signature.features.subgroups
        || !has_subgroup_operations(&front.module)
        || invocations % width == 0
        || crate::compiler::uniformity::subgroup_uniformity_relaxed(&front.module, entry)
    {
        return Vec::new();
    }
    vec![format!(
        "subgroup operations reached by a partial subgroup: @workgroup_size {:?} has {invocations} invocations, not a multiple of the subgroup width {width}, so the last subgroup has {} (make the workgroup a multiple of the width, or write `diagnostic(off, subgroup_uniformity);` if partial subgroups are meant)",
        front.signature.workgroup_size,
        invocations % width
    )]
}

/// Refuses a subgroup width the host lowering cannot give.
fn check_subgroup_width(width: u32) -> Result<()> {
    if width.is_power_of_two() && (4..=128).contains(&width) {
        Ok(())
    } else {
        Err(ice(format!("a host subgroup of {width} work-items")))
    }
}

/// Estimated resident bytes of a kernel linked from an object of `object_bytes`: its sections
/// land in whole pages per kind (code, read-only data, writable data), and ORC keeps a dylib
/// and its symbol records (a few KiB). MCJIT, before, kept an LLVM context, engine and module
/// per kernel: 600 KiB and more (measured 2026-11-26).
fn footprint_bytes(object_bytes: usize) -> usize {
    (16 << 10) + object_bytes
}

impl HostKernel {
    /// Compiles `front` for the CPU device as `options` say (subgroups [`SUBGROUP_SIZE`] wide on
    /// the host, a GPU's width on a mock posing as one; the sanitizer's checks), with no cache
    /// (the CPU device goes through `compiler::cache::host`).
    #[cfg(test)]
    pub(crate) fn compile(front: &FrontModule, options: HostOptions) -> Result<Self> {
        let built = DeviceObject::build(front, options)?;
        Self::link(front, options, &built)?
    }

    /// Links `object` into this process. The outer `Result` is the link's (a cached object may
    /// fail it); the inner one the kernel's own refusal (its frame is too large).
    pub(crate) fn link(front: &FrontModule, options: HostOptions, object: &DeviceObject) -> Result<Result<Self>> {
        let code = orc::load(&object.object, HOST_ENTRY_NAME, &sanitizer::hooks())?;
        let frame = object.frame_bytes;
        if frame > MAX_FRAME_BYTES {
            return Ok(Err(GpuError::not_supported(format!(
                "kernel `{}` needs {} KiB of workgroup and per-invocation memory per workgroup; the CPU device allows {} KiB (use less var<workgroup> memory, smaller local arrays or a smaller @workgroup_size)",
                front.signature.entry,
                frame / 1024,
                MAX_FRAME_BYTES / 1024
            ))));
        }
        // SAFETY: `code.entry` is the linked `anygpu_workgroup`, whose LLVM signature is
        // `void (ptr, i32, i32, i32)` = `WorkgroupFn` under the C calling convention; it stays
        // valid while `code` lives, which the kernel keeps.
        let entry: WorkgroupFn = unsafe { std::mem::transmute::<usize, WorkgroupFn>(code.entry) };
        Ok(Ok(HostKernel {
            _code: code,
            entry,
            frame_bytes: frame as usize,
            footprint: footprint_bytes(object.object.len()),
            invocations: front.signature.workgroup_invocations(),
            bounds_checks: front.bounds_checks,
            sanitized: options.race || options.bounds || options.init,
            sites: Arc::from(object.sites.clone()),
            findings: if options.partial_subgroups {
                partial_subgroups(front, options.subgroup_size)
            } else {
                Vec::new()
            },
            streams: object.streams,
        }))
    }

    /// What the sanitizer finds in the kernel before it runs (its `partial` check), one line each.
    pub(crate) fn static_findings(&self) -> &[String] {
        &self.findings
    }

    /// The kernel calls the sanitizer (races, out-of-bounds accesses, reads of unwritten memory): run its workgroups inside a
    /// [`LaunchCheck`](sanitizer::LaunchCheck) made with [`sites`](Self::sites).
    pub(crate) fn calls_sanitizer(&self) -> bool {
        self.sanitized
    }

    /// The source sites the race detector's calls name.
    pub(crate) fn sites(&self) -> Arc<[sanitizer::Site]> {
        self.sites.clone()
    }

    /// Estimated resident memory of the compiled kernel (its LLVM context, the module the JIT
    /// keeps and its machine code), for the kernel cache's bound.
    pub fn footprint_bytes(&self) -> usize {
        self.footprint
    }

    pub fn workgroup_invocations(&self) -> u32 {
        self.invocations
    }

    /// False when the kernel source opted out of bounds checks (`without_bounds_checks`).
    pub fn bounds_checks(&self) -> bool {
        self.bounds_checks
    }

    /// Stack bytes one workgroup needs (workgroup memory and per-work-item arrays).
    pub fn frame_bytes(&self) -> usize {
        self.frame_bytes
    }

    /// Whether the kernel has stores that stream (non-temporal) when a launch's flags ask.
    pub fn streams(&self) -> bool {
        self.streams
    }

    /// Runs one workgroup.
    ///
    /// # Safety
    /// `args` must follow the host kernel ABI for this kernel's signature (`compiler::abi`):
    /// (address, byte length) of a live allocation per binding, in order, the immediate's
    /// words (if the signature has an immediate), then the grid size, then the address
    /// of a live `AtomicU32` stop flag (the kernel returns early once it is non-zero), then the
    /// launch's flags ([`STREAM_STORES`]: after such a launch each thread that ran workgroups
    /// must fence its stores before another reads them); the allocations must stay alive and
    /// unaliased by host code during the call. The calling thread needs
    /// `frame_bytes()` of free stack.
    pub unsafe fn run_workgroup(&self, args: &[u64], workgroup: [u32; 3]) {
        (self.entry)(args.as_ptr(), workgroup[0], workgroup[1], workgroup[2])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::abi::native_argument_words;
    use crate::compiler::front::compile_front;
    use crate::KernelSource;

    const IMMEDIATES: &str = include_str!("../../../../tests/kernels/immediates.wgsl");

    /// The bfloat16 conversion instructions are off whether the CPU has them or not; every
    /// other feature is as LLVM reads it.
    #[test]
    fn the_host_features_leave_out_the_bfloat16_conversions() {
        assert_eq!(
            without_features("+avx512f,+avx512bf16,-amx-tile", &["avx512bf16", "avxneconvert"]),
            "+avx512f,-avx512bf16,-amx-tile,-avxneconvert"
        );
        let host = host_cpu_features();
        assert!(
            host.split(',').any(|f| f == "-avx512bf16") && !host.contains("+avx512bf16"),
            "{host}"
        );
        assert!(!host.contains("+avxneconvert"), "{host}");
    }

    /// Runs every workgroup of `grid` with the argument block the host ABI describes
    /// (`compiler::abi`): the buffers, the immediate's bytes, the grid, a stop flag and no flags.
    fn run(kernel: &HostKernel, buffers: &mut [&mut [u8]], immediates: &[u8], grid: [u32; 3]) {
        run_with_flags(kernel, buffers, immediates, grid, 0)
    }

    /// [`run`] with the launch's flags word `flags` (then fenced, as the CPU device does).
    fn run_with_flags(kernel: &HostKernel, buffers: &mut [&mut [u8]], immediates: &[u8], grid: [u32; 3], flags: u64) {
        let stop = std::sync::atomic::AtomicU32::new(0);
        let spans = buffers.iter_mut().map(|b| (b.as_mut_ptr() as u64, b.len() as u64));
        let mut args = native_argument_words(spans, immediates, 5);
        args.extend(grid.map(u64::from));
        args.push(&stop as *const _ as u64);
        args.push(flags);
        for z in 0..grid[2] {
            for y in 0..grid[1] {
                for x in 0..grid[0] {
                    // SAFETY: `args` follows the host ABI for this kernel: the buffers are live
                    // and untouched by this thread during the call, the stop flag outlives it,
                    // and these kernels' frames are a few KiB.
                    unsafe { kernel.run_workgroup(&args, [x, y, z]) };
                }
            }
        }
        std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
    }

    /// The kernel's optimised, finished LLVM IR for the host.
    fn host_ir(src: &str) -> String {
        let front = compile_front(&KernelSource::wgsl(src)).unwrap();
        String::from_utf8(pipeline::build(&Host::object(), &front, Stage::LlvmIr).unwrap()).unwrap()
    }

    const AXPY: &str = "@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> z: array<f32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&z) { z[id.x] = x[id.x] * 2.0 + z[id.x]; }
}";

    /// A launch that asks for streaming stores writes exactly what one with ordinary stores
    /// does, the non-temporal stores where the address is aligned to the vector and ordinary
    /// ones elsewhere: ranges starting on and off a cache line, lengths no multiple of a vector.
    #[test]
    fn streaming_stores_write_what_ordinary_stores_write() {
        // Vectors of 32 bytes or more (AVX) are what streams.
        let wide = host_cpu_features().split(',').any(|f| f == "+avx");
        assert_eq!(
            host_ir(AXPY).contains("!nontemporal"),
            wide,
            "the whole-vector store streams"
        );
        let front = compile_front(&KernelSource::wgsl(AXPY)).unwrap();
        let kernel = HostKernel::compile(&front, HostOptions::default()).unwrap();
        assert_eq!(kernel.streams(), wide);
        let x: Vec<f32> = (0..5000).map(|i| i as f32 * 0.25).collect();
        for start in [0usize, 1, 3, 16] {
            for n in [1usize, 17, 1000, 4096] {
                let mut results = Vec::new();
                for flags in [0, STREAM_STORES] {
                    let mut zs = vec![-1.0f32; 5000 + 16];
                    // Line up element `start` of `z` with a 64-byte boundary plus `start` floats.
                    let base = zs.as_ptr().align_offset(64);
                    let z = &mut zs[base + start..base + start + n];
                    z.iter_mut().enumerate().for_each(|(i, v)| *v = i as f32);
                    let mut xs = x[..n].to_vec();
                    let groups = n.div_ceil(256) as u32;
                    run_with_flags(
                        &kernel,
                        &mut [bytes_of(&mut xs), bytes_of(z)],
                        &[],
                        [groups, 1, 1],
                        flags,
                    );
                    let want: Vec<f32> = (0..n).map(|i| x[i] * 2.0 + i as f32).collect();
                    assert_eq!(
                        &zs[base + start..base + start + n],
                        &want[..],
                        "start {start}, n {n}, flags {flags}"
                    );
                    assert!(zs[..base + start]
                        .iter()
                        .chain(&zs[base + start + n..])
                        .all(|&v| v == -1.0));
                    results.push(zs[base + start..base + start + n].to_vec());
                }
                assert_eq!(results[0], results[1]);
            }
        }
    }

    /// Workgroups of a kernel with atomics may hand each other data through memory (the last
    /// one to bump a counter reads what the others wrote): its stores stay ordered, ordinary.
    #[test]
    fn kernels_with_atomics_do_not_stream() {
        let src = "@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> z: array<f32>;
@group(0) @binding(2) var<storage, read_write> done: atomic<u32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) l: u32) {
    if id.x < arrayLength(&z) { z[id.x] = x[id.x] * 2.0; }
    if l == 0u { atomicAdd(&done, 1u); }
}";
        let ir = host_ir(src);
        assert!(ir.contains("store <"), "vectorised: {ir}");
        assert!(!ir.contains("!nontemporal"), "{ir}");
    }

    /// A store in a loop inside the kernel's own loop (here the work-item loop inside a loop
    /// with a barrier) may write the same lines on every step; it keeps ordinary stores.
    #[test]
    fn stores_repeated_by_a_loop_of_the_kernel_do_not_stream() {
        // Without bounds checks (never launched here), so the steps' stores are whole vectors.
        let src = "@group(0) @binding(0) var<storage, read_write> z: array<f32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    for (var k = 0u; k < arrayLength(&z) / 256u; k++) {
        z[id.x] = z[id.x] * 0.5 + f32(k);
        workgroupBarrier();
    }
}";
        // SAFETY: the kernel is compiled, never run.
        let source = unsafe { KernelSource::wgsl(src).without_bounds_checks() };
        let front = compile_front(&source).unwrap();
        let ir = String::from_utf8(pipeline::build(&Host::object(), &front, Stage::LlvmIr).unwrap()).unwrap();
        assert!(ir.contains("store <"), "vectorised: {ir}");
        assert!(!ir.contains("!nontemporal"), "{ir}");
        assert!(!HostKernel::compile(&front, HostOptions::default()).unwrap().streams());
    }

    fn bytes_of<T: Copy>(v: &mut [T]) -> &mut [u8] {
        // SAFETY: f32 and u32 have no padding and every byte pattern is a valid value.
        unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr().cast::<u8>(), std::mem::size_of_val(v)) }
    }

    #[test]
    fn immediates_reach_the_host_kernel_after_the_buffers() {
        let front = compile_front(&KernelSource::wgsl(IMMEDIATES).entry("saxpy")).unwrap();
        let kernel = HostKernel::compile(&front, HostOptions::default()).unwrap();
        let x: Vec<f32> = (0..100).map(|i| i as f32).collect();
        let mut y: Vec<f32> = (0..100).map(|i| 1000.0 + i as f32).collect();
        let before = y.clone();
        let (scale, offset, n) = (2.5f32, 3u32, 90u32);
        let params: Vec<u8> = [scale.to_bits(), offset, n]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        let mut x_in = x.clone();
        run(
            &kernel,
            &mut [bytes_of(&mut x_in), bytes_of(&mut y)],
            &params,
            [2, 1, 1],
        );
        for i in 0..100 {
            let inside = (offset as usize..(offset + n) as usize).contains(&i);
            let want = if inside { scale * x[i] + before[i] } else { before[i] };
            assert_eq!(y[i], want, "y[{i}]");
        }

        let front = compile_front(&KernelSource::wgsl(IMMEDIATES).entry("fill")).unwrap();
        let kernel = HostKernel::compile(&front, HostOptions::default()).unwrap();
        let mut out = vec![0u32; 70];
        run(&kernel, &mut [bytes_of(&mut out)], &7000u32.to_le_bytes(), [2, 1, 1]);
        assert_eq!(out, (0..70).map(|i| 7000 + i).collect::<Vec<u32>>());
    }

    #[test]
    fn an_immediate_drives_barriers_and_helpers_on_the_host() {
        // The immediate decides uniform control flow around barriers (read once per workgroup)
        // and a helper function reads it too.
        let src = "struct P { rounds: u32, @align(16) add: vec4<u32> }
var<immediate> p: P;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<workgroup> acc: array<u32, 8>;
fn bump() -> u32 { return p.add.z; }
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) l: u32) {
    for (var r = 0u; r < p.rounds; r++) {
        acc[l] += bump();
        workgroupBarrier();
        if l == 0u { acc[7] += 1u; }
        workgroupBarrier();
    }
    o[l] = acc[l];
}";
        let front = compile_front(&KernelSource::wgsl(src)).unwrap();
        let kernel = HostKernel::compile(&front, HostOptions::default()).unwrap();
        let mut out = vec![0u32; 8];
        let imm: Vec<u8> = [5u32, 0, 0, 0, 1, 2, 3, 4]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        run(&kernel, &mut [bytes_of(&mut out)], &imm, [1, 1, 1]);
        assert_eq!(out, [15, 15, 15, 15, 15, 15, 15, 20]);
    }
}
