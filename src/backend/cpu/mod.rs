//! The CPU device: kernels compiled by LLVM for the host, workgroups spread over a thread pool,
//! the work-items of a workgroup run as loops between barriers inside the compiled code
//! (see `compiler::lower`). Also the mock device: any name, memory limit and compute-unit count.
//!
//! This file holds the device itself: allocation within the mock memory limit, guard zones
//! around every buffer, and the launch (argument block, stop flag, guard check); `pool.rs` decides
//! where the workgroups run and `watchdog.rs` stops launches that outlive their limit.

mod pages;
mod pool;
mod streaming_stores;
mod streams;
mod watchdog;

use std::alloc::Layout;
use std::any::Any;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use pool::WorkerPool;
use streaming_stores::launch_streams;
use streams::{CpuEvent, Streams};
use watchdog::Watchdog;

use crate::backend::{
    Backend, BufferRange, DeviceAlloc, DeviceEvent, HostBindings, HostTask, KernelArgs, LoadedKernel,
};
use crate::compiler::abi::native_argument_words;
use crate::compiler::front::{FrontModule, MAX_WORKGROUP_INVOCATIONS};
use crate::compiler::targets::host::{HostKernel, HostOptions, STREAM_STORES, SUBGROUP_SIZE};
use crate::device::{CpuDeviceConfig, DeviceId, DeviceInfo, DeviceKind};
use crate::error::{GpuError, Result};

/// Most workgroups per launch along x, y, z: CUDA's limits (the tightest of the native GPUs).
const MAX_GRID: [u32; 3] = [i32::MAX as u32, 65535, 65535];
/// Alignment of every CPU-device allocation (a cache line, and enough for any WGSL type).
const ALLOC_ALIGN: usize = 64;

/// The byte guard zones are filled with (see [`CpuDeviceConfig::guard_bytes`]): not zero, so that
/// an out-of-bounds read that escaped its check would show up as a non-zero value too.
const GUARD_POISON: u8 = 0xA5;

/// The CPU device: its memory and threads, shared with the threads of its streams.
pub struct CpuBackend {
    device: Arc<CpuDevice>,
    streams: Streams,
}

struct CpuDevice {
    info: DeviceInfo,
    /// The sanitizer's checks (`CpuDeviceConfig::sanitize`).
    sanitize: crate::device::Sanitize,
    /// Guard bytes before and after every allocation (a multiple of `ALLOC_ALIGN`; 0 = none).
    guard: usize,
    pool: WorkerPool,
    used: AtomicU64,
}

impl CpuBackend {
    pub fn new(id: DeviceId, config: &CpuDeviceConfig) -> Self {
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        let threads = if config.compute_units == 0 {
            cores
        } else {
            config.compute_units.min(crate::device::MAX_MOCK_COMPUTE_UNITS) as usize
        };
        let mut info = DeviceInfo {
            id,
            name: config.name.clone(),
            kind: DeviceKind::Cpu,
            memory_total: config.memory_limit,
            multiprocessor_count: threads as u32,
            compute_version: crate::compiler::targets::host::host_cpu_model(),
            subgroup_size: SUBGROUP_SIZE,
            subgroup_min_size: SUBGROUP_SIZE,
            max_workgroup_size: MAX_WORKGROUP_INVOCATIONS,
            max_workgroup_dims: [MAX_WORKGROUP_INVOCATIONS; 3],
            max_binding_bytes: u64::MAX,
            max_storage_buffers: u32::MAX,
            features: crate::device::Features::ALL,
            is_mock: config.mock,
            profile: None,
            device_type: crate::device::DeviceType::Cpu,
            clock_mhz: 0,
            // Workgroup memory lives on the worker's stack (see `host::MAX_FRAME_BYTES`).
            workgroup_memory_limit: crate::compiler::targets::host::MAX_FRAME_BYTES,
            // CUDA's limits, so that a grid that runs here runs on every GPU anygpu drives.
            max_grid: MAX_GRID,
            dispatch_grid: MAX_GRID,
            max_workgroups: u64::MAX,
            pci_bus_id: String::new(),
            uuid: String::new(),
            notes: Vec::new(),
        };
        if let Some(profile) = config.profile {
            profile.apply(&mut info);
            info.notes.push(format!(
                "a mock posing as {} ({} rules, profile `{}`): subgroups of {}, {} KiB of workgroup memory, {} threads each running workgroups",
                profile.device_name,
                profile.poses_as,
                profile.name,
                profile.subgroup_size,
                profile.workgroup_memory_limit >> 10,
                threads
            ));
        }
        CpuBackend {
            device: Arc::new(CpuDevice {
                info,
                sanitize: config.sanitize,
                guard: config.guard_bytes.next_multiple_of(ALLOC_ALIGN),
                pool: WorkerPool::new(threads),
                used: AtomicU64::new(0),
            }),
            streams: Streams::default(),
        }
    }

    /// Runs `job` now on stream 0 (the caller's thread), else queues it on its stream's thread.
    fn on_stream(&self, stream: u32, job: impl FnOnce() -> Result<()> + Send + 'static) -> Result<()> {
        if stream == 0 {
            job()
        } else {
            self.streams.submit(stream, Box::new(job))
        }
    }
}

impl CpuDevice {
    /// The host allocation behind a buffer of `bytes`: the buffer plus a guard zone on each side.
    fn layout(&self, bytes: usize) -> Result<Layout> {
        bytes
            .checked_add(2 * self.guard)
            .and_then(|total| Layout::from_size_align(total.max(1), ALLOC_ALIGN).ok())
            .ok_or_else(|| GpuError::invalid_argument(format!("allocation of {bytes} bytes is too large")))
    }

    /// The guard zones of `alloc`: (start address, length) before and after the buffer.
    fn guard_zones(&self, alloc: &DeviceAlloc) -> [(usize, usize); 2] {
        let buf = alloc.addr as usize;
        [(buf - self.guard, self.guard), (buf + alloc.bytes, self.guard)]
    }

    /// Checks that no launch wrote into the guard zones around `args`. With bounds checks on that
    /// is our compiler's fault; with the `unsafe` opt-out it is the kernel's.
    fn check_guards(&self, kernel: &HostKernel, args: &[BufferRange]) -> Result<()> {
        if self.guard == 0 {
            return Ok(());
        }
        // Memory another library allocated has no guard zones: anygpu made none around it.
        for (i, a) in args.iter().enumerate().filter(|(_, a)| !a.buffer.pool.is_foreign()) {
            let alloc = &a.buffer.alloc;
            for (side, (start, len)) in ["before", "after"].into_iter().zip(self.guard_zones(alloc)) {
                // SAFETY: the guard zones are part of the live host allocation made in `alloc`
                // (held by `args`), and no kernel of this launch is running any more.
                let zone = unsafe { std::slice::from_raw_parts(start as *const u8, len) };
                if let Some(k) = zone.iter().position(|&b| b != GUARD_POISON) {
                    let what = format!(
                        "the kernel wrote outside the buffer of argument {i} ({} bytes): guard byte {k} {side} it changed",
                        alloc.bytes
                    );
                    return Err(if kernel.bounds_checks() {
                        crate::error::ice(format!("{what}; the compiled bounds checks failed"))
                    } else {
                        GpuError::invalid_launch(format!(
                            "{what}; the kernel was compiled without_bounds_checks, so its indices must stay in range"
                        ))
                    });
                }
            }
        }
        Ok(())
    }
}

impl CpuDevice {
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        let total = self.info.memory_total;
        let want = bytes as u64;
        // Before reserving: a size that cannot be laid out must not leave the accounting short.
        let layout = self.layout(bytes)?;
        // A compare-exchange loop (what `fetch_update` does; newer Rust deprecates that name and
        // the replacement is too new for this crate's minimum Rust).
        let mut used = self.used.load(Ordering::Acquire);
        let reserved = loop {
            let Some(next) = used.checked_add(want).filter(|&n| n <= total) else {
                break Err(used);
            };
            match self
                .used
                .compare_exchange_weak(used, next, Ordering::AcqRel, Ordering::Acquire)
            {
                Ok(_) => break Ok(()),
                Err(now) => used = now,
            }
        };
        if let Err(used) = reserved {
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({})", self.info.id, self.info.name),
                requested: want,
                available: total.saturating_sub(used),
                total,
            });
        }
        let ptr = if layout.size() >= pages::ADVISED_BYTES {
            // Advised before the first touch (the zeroing), so the pages fault in as huge ones.
            // SAFETY: the layout has a non-zero size; the bytes are zeroed below before use.
            let ptr = unsafe { std::alloc::alloc(layout) };
            if !ptr.is_null() {
                pages::advise_huge_pages(ptr as usize, layout.size());
                // SAFETY: `ptr` is a fresh allocation of `layout.size()` bytes.
                unsafe { std::ptr::write_bytes(ptr, 0, layout.size()) };
            }
            ptr
        } else {
            // SAFETY: the layout has a non-zero size.
            unsafe { std::alloc::alloc_zeroed(layout) }
        };
        if ptr.is_null() {
            self.used.fetch_sub(want, Ordering::AcqRel);
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({})", self.info.id, self.info.name),
                requested: want,
                available: 0,
                total,
            });
        }
        let alloc = DeviceAlloc {
            addr: ptr as u64 + self.guard as u64,
            bytes,
        };
        for (start, len) in self.guard_zones(&alloc) {
            // SAFETY: both zones lie inside the allocation just made (`layout` added them).
            unsafe { std::ptr::write_bytes(start as *mut u8, GUARD_POISON, len) };
        }
        Ok(alloc)
    }
}

impl super::BackendDevice for CpuBackend {
    fn info(&self) -> &DeviceInfo {
        &self.device.info
    }

    /// The device's memory and threads, shared, with the context's own streams: stream numbers
    /// are a context's (every context's first stream is 1), so contexts sharing one set of
    /// queues would run each other's work in their order, and one context releasing its stream
    /// would take the other's queue away (an event recorded next then completed before the work
    /// queued ahead of it).
    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        Some(Arc::new(CpuBackend {
            device: self.device.clone(),
            streams: Streams::default(),
        }))
    }
}

impl super::DeviceMemory for CpuBackend {
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        self.device.alloc(bytes)
    }

    unsafe fn free(&self, alloc: &DeviceAlloc) {
        let device = &self.device;
        if let Ok(layout) = device.layout(alloc.bytes) {
            // SAFETY: `alloc` came from `alloc_zeroed` with this same layout, offset by the guard
            // zone, and the last reference to it (RawBuffer) is being dropped, so no kernel is
            // using it.
            unsafe { std::alloc::dealloc((alloc.addr as usize - device.guard) as *mut u8, layout) };
            device.used.fetch_sub(alloc.bytes as u64, Ordering::AcqRel);
        }
    }

    /// With guard zones, a block serves only its own size: the zones then sit right after
    /// every buffer's last byte.
    fn exact_reuse(&self) -> bool {
        self.device.guard > 0
    }

    fn memory_info(&self) -> Option<(u64, u64)> {
        let total = self.device.info.memory_total;
        Some((total.saturating_sub(self.device.used.load(Ordering::Acquire)), total))
    }
}

impl super::Transfers for CpuBackend {
    unsafe fn write(&self, stream: u32, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        assert!(offset + src.len() <= dst.bytes, "checked by the validation layer");
        self.streams.synchronize(stream)?;
        // SAFETY: the range is inside the allocation (checked above); the stream's earlier work
        // has finished, and work on other streams that touches these bytes is the caller's race
        // (as on every GPU), which cannot reach outside the allocation.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), (dst.addr as *mut u8).add(offset), src.len()) };
        Ok(())
    }

    unsafe fn read(&self, stream: u32, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        assert!(offset + dst.len() <= src.bytes, "checked by the validation layer");
        self.streams.synchronize(stream)?;
        // SAFETY: as in `write`.
        unsafe { std::ptr::copy_nonoverlapping((src.addr as *const u8).add(offset), dst.as_mut_ptr(), dst.len()) };
        Ok(())
    }

    unsafe fn copy(&self, stream: u32, src: BufferRange, dst: BufferRange) -> Result<()> {
        self.on_stream(stream, move || {
            // SAFETY: both ranges are held by this job and do not overlap (the caller's contract).
            unsafe { copy_range(&src, &dst) };
            Ok(())
        })
    }

    unsafe fn fill(&self, stream: u32, dst: BufferRange, pattern: &[u8]) -> Result<()> {
        let pattern = pattern.to_vec();
        self.on_stream(stream, move || {
            // SAFETY: the range lies inside a live allocation (held by `dst` until this job
            // ends), and its length is a multiple of the pattern's (the caller's contract).
            let bytes = unsafe { std::slice::from_raw_parts_mut(dst.addr() as *mut u8, dst.bytes) };
            match pattern.as_slice() {
                [b] => bytes.fill(*b),
                p => bytes.chunks_exact_mut(p.len()).for_each(|c| c.copy_from_slice(p)),
            }
            Ok(())
        })
    }
}

impl super::Streams for CpuBackend {
    fn synchronize(&self) -> Result<()> {
        self.streams.synchronize_all()
    }

    fn synchronize_stream(&self, stream: u32) -> Result<()> {
        self.streams.synchronize(stream)
    }

    fn record_event(&self, stream: u32) -> Result<Arc<dyn DeviceEvent>> {
        let event = Arc::new(CpuEvent::default());
        let done = event.clone();
        self.on_stream(stream, move || {
            done.complete();
            Ok(())
        })?;
        Ok(event)
    }

    fn wait_event(&self, stream: u32, event: &Arc<dyn DeviceEvent>) -> Result<()> {
        let event = event.clone();
        // On stream 0 this blocks the caller, which is what running in order on it means.
        self.on_stream(stream, move || event.synchronize())
    }

    fn event_elapsed(&self, start: &dyn DeviceEvent, end: &dyn DeviceEvent) -> Result<Duration> {
        let time = |e: &dyn DeviceEvent| {
            e.as_any()
                .downcast_ref::<CpuEvent>()
                .map(CpuEvent::time)
                .ok_or_else(|| GpuError::invalid_argument("the event was not recorded on this CPU device"))
        };
        Ok(time(end)?.saturating_duration_since(time(start)?))
    }

    fn release_stream(&self, stream: u32) {
        self.streams.release(stream)
    }
}

impl super::Kernels for CpuBackend {
    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        Ok(Arc::new(CpuKernel {
            host: crate::compiler::cache::host::host_kernel(
                front,
                HostOptions {
                    subgroup_size: self.device.info.subgroup_size,
                    race: self.device.sanitize.race,
                    bounds: self.device.sanitize.bounds,
                    init: self.device.sanitize.init,
                    partial_subgroups: self.device.sanitize.partial_subgroups,
                    item_order: self.device.sanitize.order.then_some(self.device.sanitize.seed),
                },
            )?,
            entry: front.signature.entry.clone(),
            cost: pool::WorkCost::default(),
        }))
    }

    unsafe fn launch(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        stream: u32,
        args: KernelArgs,
        limit: Option<Duration>,
    ) -> Result<()> {
        if stream == 0 {
            return self.device.run(kernel, grid, args, limit);
        }
        let (device, kernel) = (self.device.clone(), kernel.clone());
        self.streams
            .submit(stream, Box::new(move || device.run(&kernel, grid, args, limit)))
    }

    fn runs_host_tasks(&self) -> bool {
        true
    }

    unsafe fn run_host_task(&self, stream: u32, mut bindings: HostBindings, task: HostTask) -> Result<()> {
        // The job runs where a kernel on `stream` would: in order with the stream's other work,
        // its threads the device's own; a small one on the stream's thread alone.
        let device = self.device.clone();
        if bindings.bytes() <= pool::INLINE_TASK_BYTES {
            bindings.run_here();
            return self.on_stream(stream, move || task(&mut bindings));
        }
        self.on_stream(stream, move || device.pool.install(move || task(&mut bindings))?)
    }
}

/// The native texture layout (`crate::texture`): every default.
impl super::Textures for CpuBackend {}

/// Copies `src` into `dst` (`src.bytes` of them) now, on this thread.
///
/// # Safety
/// Both ranges lie inside live allocations of the CPU device and do not overlap.
unsafe fn copy_range(src: &BufferRange, dst: &BufferRange) {
    // SAFETY: the caller's contract.
    unsafe { std::ptr::copy_nonoverlapping(src.addr() as *const u8, dst.addr() as *mut u8, src.bytes) }
}

/// The whole graph as one job of the stream: no per-step hand-off to the stream's thread.
impl super::Graphs for CpuBackend {
    unsafe fn run_graph(&self, graph: &Arc<dyn super::PreparedGraph>, stream: u32) -> Result<()> {
        let (device, graph) = (self.device.clone(), graph.clone());
        self.on_stream(stream, move || {
            for step in graph.steps() {
                match step {
                    super::GraphStep::Launch {
                        kernel,
                        grid,
                        args,
                        limit,
                    } => device.run(kernel, *grid, args.clone(), *limit)?,
                    // SAFETY: the graph holds both ranges, which do not overlap (validated when the
                    // copy was recorded).
                    super::GraphStep::Copy { src, dst } => unsafe { copy_range(src, dst) },
                }
            }
            Ok(())
        })
    }
}

impl Backend for CpuBackend {}

impl CpuDevice {
    /// Runs every workgroup of a launch, stopping them all once `limit` has passed.
    fn run(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        args: KernelArgs,
        limit: Option<Duration>,
    ) -> Result<()> {
        let CpuKernel {
            host: kernel,
            entry,
            cost,
        } = kernel
            .as_any()
            .downcast_ref::<CpuKernel>()
            .ok_or_else(|| GpuError::Backend {
                backend: "cpu",
                operation: "launch".into(),
                message: "the kernel was not compiled for the CPU device".into(),
            })?;
        // Set (to non-zero) when the launch must stop: compiled loops test it on every back edge.
        let stop = Arc::new(AtomicU32::new(0));
        // A limit too far away to be an instant (`Duration::MAX`) is no limit.
        let deadline = limit.and_then(|l| Instant::now().checked_add(l));
        let _watch = deadline.map(|d| Watchdog::get().watch(d, &stop));
        // Argument block of the host kernel ABI: (pointer, byte length) per binding, the grid,
        // the address of the stop flag, then the launch's flags.
        let bindings = args.buffers.iter().map(|a| (a.addr(), a.bytes as u64));
        let mut block = native_argument_words(bindings, &args.immediates, 5);
        block.extend(grid.iter().map(|&g| g as u64));
        block.push(stop.as_ptr() as u64);
        let streaming = kernel.streams() && launch_streams(&args.buffers);
        block.push(if streaming { STREAM_STORES } else { 0 });
        let stopped = || stop.load(Ordering::Relaxed) != 0;
        let total = grid.iter().map(|&g| g as u64).product::<u64>();
        let invocations = total.saturating_mul(kernel.workgroup_invocations() as u64);
        // The sanitizer: what it found before running, then workgroups in a seeded order, each
        // inside the launch's race check.
        if !kernel.static_findings().is_empty() {
            return Err(GpuError::Sanitizer {
                device: format!("{} ({})", self.info.id, self.info.name),
                kernel: entry.clone(),
                reports: kernel.static_findings().to_vec(),
            });
        }
        let order = self
            .sanitize
            .order
            .then(|| WorkgroupOrder::new(total, self.sanitize.seed));
        let races = kernel.calls_sanitizer().then(|| {
            let s = &self.sanitize;
            crate::compiler::targets::host::sanitizer::LaunchCheck::new(kernel.sites(), grid, s.race, s.init)
        });
        let run = |position: u64| {
            let linear = order.as_ref().map_or(position, |o| o.at(position));
            let x = (linear % grid[0] as u64) as u32;
            let rest = linear / grid[0] as u64;
            let y = (rest % grid[1] as u64) as u32;
            let z = (rest / grid[1] as u64) as u32;
            // SAFETY: `block` matches the kernel's signature (checked by the validation layer),
            // every pointer in it is a live allocation held by `args` (or the stop flag held by
            // `stop`) for the whole launch, and the compiled code bounds-checks every access
            // unless the user opted out (unsafe).
            let workgroup = || unsafe { kernel.run_workgroup(&block, [x, y, z]) };
            match &races {
                Some(check) => check.workgroup(linear, workgroup),
                None => workgroup(),
            }
        };
        let inline = pool::runs_inline(total, invocations, kernel.frame_bytes(), cost);
        let busy = self.pool.run_all(total, inline, streaming, stopped, run)?;
        if !stopped() && order.is_none() && races.is_none() {
            cost.record(busy, invocations);
        }
        let guards = self.check_guards(kernel, &args.buffers);
        drop(args);
        guards?;
        if let Some(reports) = races.map(|check| check.reports()).filter(|r| !r.is_empty()) {
            return Err(GpuError::Sanitizer {
                device: format!("{} ({})", self.info.id, self.info.name),
                kernel: entry.clone(),
                reports,
            });
        }
        match limit {
            Some(limit) if stopped() => Err(GpuError::Timeout {
                device: format!("{} ({})", self.info.id, self.info.name),
                // Named here: on a stream this error reaches the user from a later wait.
                kernel: entry.clone(),
                limit: format!("its time limit of {limit:?}"),
                device_lost: false,
            }),
            _ => Ok(()),
        }
    }
}

/// The sanitizer's order of a launch's workgroups: position `p` runs workgroup
/// `(a·p + b) mod total`, `a` coprime to `total`, both drawn from the seed.
struct WorkgroupOrder {
    total: u64,
    a: u64,
    b: u64,
}

impl WorkgroupOrder {
    fn new(total: u64, seed: u64) -> Self {
        let total = total.max(1);
        let (a, b) = crate::compiler::targets::host::sanitizer::seeded_permutation(total, seed, 0);
        WorkgroupOrder { total, a, b }
    }

    fn at(&self, position: u64) -> u64 {
        ((self.a as u128 * position as u128 + self.b as u128) % self.total as u128) as u64
    }
}

/// A kernel compiled for the CPU device, with its entry point's name for messages.
struct CpuKernel {
    host: HostKernel,
    entry: String,
    /// Its launches' measured cost, which decides whether the next runs inline (`pool.rs`).
    cost: pool::WorkCost,
}

impl LoadedKernel for CpuKernel {
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// Its LLVM context, JIT engine, kept module and code, estimated from the module's size
    /// (`HostKernel::footprint_bytes`): from about 640 KB for a small kernel to megabytes for
    /// a 64 KiB one.
    fn footprint_bytes(&self) -> usize {
        self.host.footprint_bytes()
    }
    /// The CPU model (`occupancy::cpu_model`): one workgroup per worker thread, its frame on
    /// the worker's stack.
    fn occupancy(
        &self,
        info: &DeviceInfo,
        signature: &crate::compiler::abi::KernelSignature,
    ) -> Result<crate::occupancy::Occupancy> {
        crate::occupancy::cpu_model(
            signature.workgroup_size,
            info.multiprocessor_count,
            self.host.frame_bytes(),
            pool::WORKER_STACK_BYTES,
            signature.workgroup_memory_bytes,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::DeviceMemory;

    fn backend(memory: u64, guard: usize) -> CpuBackend {
        let mut config = CpuDeviceConfig::mock("test", memory, 1);
        config.guard_bytes = guard;
        CpuBackend::new(DeviceId::new(DeviceKind::Cpu, 0), &config)
    }

    #[test]
    fn a_refused_allocation_leaves_the_accounting_whole() {
        let b = backend(u64::MAX, 0);
        assert!(b.alloc(usize::MAX - 10).is_err());
        assert_eq!(b.device.used.load(Ordering::Acquire), 0);
    }

    #[test]
    fn guard_zones_surround_each_buffer_and_are_filled_with_poison() {
        let b = backend(1 << 20, 100);
        assert_eq!(b.device.guard, 128, "rounded up to the allocation alignment");
        let a = b.alloc(10).unwrap();
        assert_eq!(a.addr % ALLOC_ALIGN as u64, 0);
        for (start, len) in b.device.guard_zones(&a) {
            // SAFETY: the zones belong to the live allocation `a`.
            let zone = unsafe { std::slice::from_raw_parts(start as *const u8, len) };
            assert!(zone.iter().all(|&x| x == GUARD_POISON));
        }
        // SAFETY: `a` came from `b`, is freed once and nothing uses it.
        unsafe { b.free(&a) };
        assert_eq!(b.device.used.load(Ordering::Acquire), 0);
    }

    #[test]
    fn mock_compute_units_are_bounded() {
        let b = backend(1 << 20, 0);
        assert_eq!(b.device.pool.threads(), 1);
        let mut config = CpuDeviceConfig::mock("many", 1 << 20, 100_000);
        config.guard_bytes = 0;
        let many = CpuBackend::new(DeviceId::new(DeviceKind::Cpu, 0), &config);
        assert_eq!(
            many.device.pool.threads(),
            crate::device::MAX_MOCK_COMPUTE_UNITS as usize
        );
        let e = CpuDeviceConfig::parse_mock_spec("cu=100000").unwrap_err().to_string();
        assert!(e.contains("cu=100000") && e.contains("1024"), "{e}");
        let g = CpuDeviceConfig::parse_mock_spec("guard=4K").unwrap();
        assert_eq!(g[0].guard_bytes, 4096);
    }
}
