//! The backend trait: thin and unchecked. All validation happens once, in [`crate::validate`],
//! before a call reaches a backend (the wgpu-hal / wgpu-core split).

use std::any::Any;
use std::sync::Arc;

use crate::compiler::front::FrontModule;
use crate::error::Result;
pub use host_memory::HostAlloc;

#[cfg(feature = "llvm")]
pub mod cpu;
#[cfg(feature = "cuda")]
pub mod cuda;
#[cfg(feature = "llvm")]
pub(crate) mod faults;
mod host_memory;
mod host_task;
pub use host_task::{HostBindings, HostTask, HostView};
#[cfg(any(feature = "cuda", feature = "rocm"))]
mod native;
#[cfg(feature = "rocm")]
pub mod rocm;
#[cfg(feature = "wgpu")]
pub mod wgpu;

/// A device allocation as the backend sees it: an opaque address and a size.
#[derive(Debug)]
pub struct DeviceAlloc {
    /// Backend-specific address (a host pointer on the CPU, a `CUdeviceptr` on CUDA...).
    pub addr: u64,
    pub bytes: usize,
}

/// What a [`RawBuffer`]'s block goes back to: the context's memory pool (`crate::memory`),
/// which sits above the backends and implements this.
pub(crate) trait BlockOwner: Send + Sync {
    /// The backend the blocks come from.
    fn backend(&self) -> &Arc<dyn Backend>;
    /// Takes back a block of which `requested` bytes were asked for.
    ///
    /// # Safety
    /// `alloc` came from this owner, comes back once, and no work uses it.
    unsafe fn release(&self, alloc: DeviceAlloc, requested: usize);
    /// Whether the block is memory another library allocated (`GpuContext::wrap_device_memory`):
    /// the backend made none of it, so it has no guard zones around it either.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    fn is_foreign(&self) -> bool {
        false
    }
}

/// One device allocation; goes back to its context's memory pool (which may keep it for reuse or
/// free it) when the last user, buffer handle or in-flight work, drops it.
pub struct RawBuffer {
    pub(crate) pool: Arc<dyn BlockOwner>,
    /// The block (its `bytes` may exceed what was asked for: a size class).
    pub(crate) alloc: DeviceAlloc,
    /// The bytes asked for.
    pub(crate) requested: usize,
    pub(crate) context_id: u64,
}

impl RawBuffer {
    /// The backend that owns the allocation.
    pub(crate) fn backend(&self) -> &Arc<dyn Backend> {
        self.pool.backend()
    }
}

impl Drop for RawBuffer {
    fn drop(&mut self) {
        let alloc = std::mem::replace(&mut self.alloc, DeviceAlloc { addr: 0, bytes: 0 });
        // SAFETY: the allocation came from this pool's backend, and this is its last owner:
        // buffers and in-flight work hold it through an `Arc<RawBuffer>`, so no work uses it.
        unsafe { self.pool.release(alloc, self.requested) };
    }
}

/// The bytes of a buffer that a launch binds or a copy touches (a whole buffer or a slice).
#[derive(Clone)]
pub struct BufferRange {
    pub buffer: Arc<RawBuffer>,
    /// Byte offset into the allocation.
    pub offset: usize,
    /// Length in bytes (what the kernel's `arrayLength` sees).
    pub bytes: usize,
}

impl BufferRange {
    /// The range's first byte as a device address (native backends: allocation address + offset).
    #[cfg_attr(not(any(feature = "cuda", feature = "rocm")), allow(dead_code))]
    pub fn addr(&self) -> u64 {
        self.buffer.alloc.addr + self.offset as u64
    }
}

/// A launch's arguments, validated against the kernel's signature.
#[derive(Clone, Default)]
pub struct KernelArgs {
    /// One range per binding, in the signature's order.
    pub buffers: Vec<BufferRange>,
    /// The bytes of the entry's `var<immediate>`, exactly its size (empty when it has none).
    pub immediates: Vec<u8>,
}

/// A point in a stream's work, recorded by [`Streams::record_event`]: complete once the work
/// queued on the stream before it has finished.
pub trait DeviceEvent: Send + Sync {
    fn as_any(&self) -> &dyn Any;
    /// Blocks until the event is complete.
    fn synchronize(&self) -> Result<()>;
    /// Whether the event is complete (never blocks).
    fn is_complete(&self) -> Result<bool>;
}

/// A kernel loaded on a device, owned by the backend that made it.
pub trait LoadedKernel: Send + Sync {
    fn as_any(&self) -> &dyn Any;
    /// About how much memory the loaded kernel holds (host and driver side), for the context's
    /// kernel cache. GPU modules are a few hundred KB of code and driver state.
    fn footprint_bytes(&self) -> usize {
        256 << 10
    }
    /// How many workgroups of `signature`'s `@workgroup_size` one multiprocessor of `info`'s
    /// device holds at once, and what limits it ([`crate::Kernel::occupancy`]).
    fn occupancy(
        &self,
        info: &crate::device::DeviceInfo,
        signature: &crate::compiler::abi::KernelSignature,
    ) -> Result<crate::occupancy::Occupancy> {
        let _ = signature;
        Err(crate::GpuError::not_supported(format!(
            "occupancy is not known for {} devices",
            info.kind
        )))
    }
}

/// A future to await on the thread that made it (browser futures are not `Send`).
pub type LocalFuture<T> = std::pin::Pin<Box<dyn std::future::Future<Output = T>>>;

/// What a device is: its facts, and a context's own instance of it.
pub trait BackendDevice: Send + Sync {
    fn info(&self) -> &crate::device::DeviceInfo;
    /// A new context's own instance of this device, for runtimes where that is what isolates
    /// failures (a lost wgpu device takes only its own context down). `None` shares this one.
    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        None
    }
    /// The CUDA device (`CUdevice`, its ordinal) behind this backend, for libraries that work on
    /// CUDA memory beside anygpu (NCCL). `None` for other kinds.
    fn cuda_ordinal(&self) -> Option<i32> {
        None
    }
    /// The HIP device ordinal behind this backend, for libraries that work on AMD GPU memory
    /// beside anygpu (RCCL). `None` for other kinds.
    fn rocm_ordinal(&self) -> Option<i32> {
        None
    }
    /// The CUDA context (`CUcontext`) anygpu runs in on this device: the device's primary
    /// context, retained. `None` for other kinds.
    fn cuda_context(&self) -> Result<Option<usize>> {
        Ok(None)
    }
    /// The wgpu device and queue (wgpu only).
    #[cfg(feature = "wgpu")]
    fn wgpu_device(&self) -> Result<Option<(::wgpu::Device, ::wgpu::Queue)>> {
        Ok(None)
    }
    /// The wgpu buffer behind `alloc` (wgpu only).
    #[cfg(feature = "wgpu")]
    fn wgpu_buffer(&self, alloc: &DeviceAlloc) -> Result<Option<::wgpu::Buffer>> {
        let _ = alloc;
        Ok(None)
    }
    /// Makes a wgpu buffer that another part of the program created an allocation of this
    /// backend (freeing it only forgets it: the buffer is its creator's).
    #[cfg(feature = "wgpu")]
    fn adopt_wgpu_buffer(&self, buffer: ::wgpu::Buffer) -> Result<DeviceAlloc> {
        let _ = buffer;
        Err(crate::GpuError::not_supported(format!(
            "{} is not a wgpu device: it cannot bind a wgpu buffer",
            self.info().id
        )))
    }
}

/// Device memory: allocations and their release.
pub trait DeviceMemory: BackendDevice {
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc>;
    /// Gives the memory back.
    ///
    /// # Safety
    /// `alloc` came from this backend's `alloc`, is freed once, and no work that uses it is
    /// still to run (a [`RawBuffer`] frees when its last user, in-flight work included, drops).
    unsafe fn free(&self, alloc: &DeviceAlloc);
    /// Whether the memory pool may serve an allocation only from a cached block of exactly its
    /// size (devices that check for writes past a buffer's end: a larger block would hide them).
    fn exact_reuse(&self) -> bool {
        false
    }
    /// The device's free and total memory in bytes, where the runtime reports them.
    fn memory_info(&self) -> Option<(u64, u64)> {
        None
    }
    /// `bytes` of zeroed host memory that [`write`](Self::write) and [`read`](Self::read) copy
    /// from and to directly (page-locked where the runtime can pin it), for
    /// [`GpuContext::alloc_pinned`](crate::GpuContext::alloc_pinned).
    fn alloc_host(&self, bytes: usize) -> Result<HostAlloc> {
        host_memory::alloc_aligned_zeroed(bytes)
    }
    /// Gives host memory back.
    ///
    /// # Safety
    /// `alloc` came from this backend's [`alloc_host`](Self::alloc_host) and is freed once; no
    /// copy that uses it is still running.
    unsafe fn free_host(&self, alloc: HostAlloc) {
        // SAFETY: the default `alloc_host` made it (the caller's contract).
        unsafe { host_memory::free_aligned(alloc) }
    }
}

/// Copies between host and device memory and within the device, on a stream.
pub trait Transfers: DeviceMemory {
    /// Copies `src` to `dst` at byte `offset`, after earlier work on `stream`; returns once
    /// `src` has been read (the copy is complete for later work on `stream`).
    ///
    /// # Safety
    /// `dst` came from this backend and is live; `offset + src.len() <= dst.bytes`.
    unsafe fn write(&self, stream: u32, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()>;
    /// Copies from `src` at byte `offset` into `dst`, after earlier work on `stream`; returns
    /// once `dst` holds the data.
    ///
    /// # Safety
    /// `src` came from this backend and is live; `offset + dst.len() <= src.bytes`.
    unsafe fn read(&self, stream: u32, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()>;
    /// Queues a device-side copy of `src` into `dst` (same length) on `stream`; the backend
    /// keeps both buffers alive until it has run.
    ///
    /// # Safety
    /// Both ranges lie inside live allocations of this backend, have the same length, start and
    /// end on 4-byte boundaries (or at their allocation's end), and do not overlap.
    unsafe fn copy(&self, stream: u32, src: BufferRange, dst: BufferRange) -> Result<()>;
    /// Queues filling `dst` with copies of `pattern` on `stream`.
    ///
    /// # Safety
    /// `dst` lies inside a live allocation of this backend, starts on a 4-byte boundary, and its
    /// length is a multiple of `pattern.len()` (which is not 0).
    unsafe fn fill(&self, stream: u32, dst: BufferRange, pattern: &[u8]) -> Result<()>;
    /// Reads `len` bytes without blocking the calling thread, which a browser's main thread
    /// cannot do. Backends that block anyway (all native ones) read at once.
    ///
    /// # Safety
    /// As for [`read`](Self::read), with `len` bytes, and `src` stays live until the future
    /// completes.
    unsafe fn read_async(&self, src: &DeviceAlloc, offset: usize, len: usize) -> LocalFuture<Result<Vec<u8>>> {
        let mut out = vec![0u8; len];
        // SAFETY: the caller upholds `read`'s contract for `len` bytes.
        let r = unsafe { self.read(0, src, offset, &mut out) }.map(|_| out);
        Box::pin(std::future::ready(r))
    }
}

/// Ordering: waits, events and their timing.
pub trait Streams: BackendDevice {
    /// Waits for all work submitted so far, on every stream, and reports the first error that
    /// queued work met since the last wait.
    fn synchronize(&self) -> Result<()>;
    /// Waits for the work submitted so far on `stream`.
    fn synchronize_stream(&self, stream: u32) -> Result<()>;
    /// Records an event on `stream`, complete once the work queued there before it has run.
    fn record_event(&self, stream: u32) -> Result<Arc<dyn DeviceEvent>>;
    /// Makes later work on `stream` wait until `event` (recorded by this backend) is complete.
    fn wait_event(&self, stream: u32, event: &Arc<dyn DeviceEvent>) -> Result<()>;
    /// The time between two complete events recorded by this backend (device clocks where the
    /// device has them).
    fn event_elapsed(&self, start: &dyn DeviceEvent, end: &dyn DeviceEvent) -> Result<std::time::Duration>;
    /// The stream's handle was dropped: release it once its queued work has run. The number may
    /// be used again later (it is then a new stream).
    fn release_stream(&self, stream: u32) {
        let _ = stream;
    }
    /// Waits for all submitted work without blocking the calling thread.
    fn synchronize_async(&self) -> LocalFuture<Result<()>> {
        Box::pin(std::future::ready(self.synchronize()))
    }
}

/// Loading kernels and running them (and host tasks in their place).
pub trait Kernels: Streams {
    /// Compiles (where the device needs native code) and loads a kernel.
    ///
    /// # Safety
    /// `front` passed the front end's validation and [`crate::validate::kernel_fits_device`]
    /// for this device (workgroup size and memory within its limits).
    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>>;
    /// Loads code compiled ahead of time (`artifact`) as the kernel `front` describes.
    ///
    /// # Safety
    /// As for [`load_kernel`](Self::load_kernel), and `artifact` is anygpu's compile of `front`'s
    /// source for this kind of device (the signature is taken on trust).
    unsafe fn load_artifact(
        &self,
        front: &FrontModule,
        artifact: &crate::compiler::Artifact,
    ) -> Result<Arc<dyn LoadedKernel>> {
        let _ = (front, artifact);
        Err(crate::GpuError::not_supported(format!(
            "{} compiles every kernel from its source (caching its code on disk): it loads no precompiled artifact",
            self.info().id
        )))
    }
    /// Loads code another compiler made, as the kernel `front` (the stub of `signature`)
    /// describes; launches pass their values in `signature`'s parameter order.
    ///
    /// # Safety
    /// As for [`load_kernel`](Self::load_kernel), and `code` is a kernel `signature.entry` that
    /// takes exactly the declared parameters and stays inside the buffers it is given.
    unsafe fn load_foreign(
        &self,
        front: &FrontModule,
        signature: &crate::compiler::ForeignSignature,
        code: &crate::compiler::ForeignCode,
    ) -> Result<Arc<dyn LoadedKernel>> {
        let _ = (front, signature);
        Err(crate::GpuError::not_supported(format!(
            "load_foreign: {} runs kernels anygpu compiles, not {} (foreign code loads on cuda devices: PTX and cubins; rocm: code objects; wgpu on Vulkan: SPIR-V)",
            self.info().id,
            code.kind()
        )))
    }
    /// Queues `grid` workgroups on `stream`. The backend keeps `args` alive until the work has
    /// finished. With `limit`, stops the kernel once it has run that long (then the result is
    /// [`GpuError::Timeout`](crate::error::GpuError::Timeout)): only the CPU device can stop a
    /// running kernel; GPU backends run it without a limit and report their drivers' watchdogs.
    ///
    /// # Safety
    /// [`crate::validate::launch`] accepted the launch: `kernel` was loaded by this backend,
    /// `args` are this backend's live buffers matching the kernel's signature in number, element
    /// size and minimum size, no writable binding aliases another, the immediates have the
    /// signature's size, and `grid` is within the device's limits and non-empty.
    unsafe fn launch(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        stream: u32,
        args: KernelArgs,
        limit: Option<std::time::Duration>,
    ) -> Result<()>;
    /// Runs `grid` workgroups (the device is idle when this is called), waits, and returns the
    /// kernel's execution time. The default measures host time; backends with device timers
    /// override it.
    ///
    /// # Safety
    /// As for [`launch`](Self::launch).
    unsafe fn launch_timed(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        args: KernelArgs,
    ) -> Result<std::time::Duration> {
        // SAFETY: the caller upholds `launch`'s contract, which is this method's.
        unsafe { host_timed(self, kernel, grid, args) }
    }

    /// Whether this device's memory is the host's, so that [`run_host_task`](Self::run_host_task)
    /// works (the CPU device).
    fn runs_host_tasks(&self) -> bool {
        false
    }
    /// Queues `task` on `stream` in place of a kernel launch: it runs in the stream's order,
    /// over `bindings`. Only where [`runs_host_tasks`](Self::runs_host_tasks) says so.
    ///
    /// # Safety
    /// `bindings` satisfy [`HostBindings::new`]'s contract for this backend's memory.
    unsafe fn run_host_task(&self, stream: u32, bindings: HostBindings, task: HostTask) -> Result<()> {
        let _ = (stream, bindings, task);
        Err(crate::GpuError::not_supported(format!(
            "{} runs no host tasks: its memory is not the host's",
            self.info().id
        )))
    }
}

/// Textures and samplers. By default in the native layout (`crate::texture`): plain allocations.
pub trait Textures: Transfers {
    /// A texture of `desc` (already checked), zeroed. By default one allocation in the native
    /// layout (`crate::texture`): the header, then every level's texels.
    fn alloc_texture(&self, desc: &crate::texture::TextureDesc) -> Result<DeviceAlloc> {
        let alloc = self.alloc(desc.native_bytes() as usize)?;
        let mut image = vec![0u8; desc.native_bytes() as usize];
        image[..crate::texture::NATIVE_HEADER_BYTES as usize].copy_from_slice(&desc.native_header());
        // SAFETY: `alloc` was just made with exactly `image`'s size, and nothing else uses it.
        match unsafe { self.write(0, &alloc, 0, &image) } {
            Ok(()) => Ok(alloc),
            Err(e) => {
                // SAFETY: as above; it is freed once, here.
                unsafe { self.free(&alloc) };
                Err(e)
            }
        }
    }

    /// A sampler of `desc`. By default a small allocation holding its packed state.
    fn create_sampler(&self, desc: &crate::texture::SamplerDesc) -> Result<DeviceAlloc> {
        let alloc = self.alloc(crate::texture::NATIVE_SAMPLER_BYTES)?;
        let mut state = [0u8; crate::texture::NATIVE_SAMPLER_BYTES];
        state[..4].copy_from_slice(&desc.native_word().to_le_bytes());
        // SAFETY: `alloc` was just made with exactly `state`'s size, and nothing else uses it.
        match unsafe { self.write(0, &alloc, 0, &state) } {
            Ok(()) => Ok(alloc),
            Err(e) => {
                // SAFETY: as above; it is freed once, here.
                unsafe { self.free(&alloc) };
                Err(e)
            }
        }
    }

    /// Frees what [`alloc_texture`](Self::alloc_texture) or [`create_sampler`](Self::create_sampler) made.
    ///
    /// # Safety
    /// `alloc` came from one of them on this backend, is freed once, and no work uses it.
    unsafe fn free_handle(&self, alloc: &DeviceAlloc) {
        // SAFETY: the caller's contract.
        unsafe { self.free(alloc) }
    }

    /// Copies `data` (mip `level`'s texels, every layer, rows tightly packed) into a texture.
    ///
    /// # Safety
    /// `dst` is a live texture of `desc` made by this backend, and `data` is exactly
    /// `desc.level_bytes(level)` long.
    unsafe fn write_texture(
        &self,
        dst: &DeviceAlloc,
        desc: &crate::texture::TextureDesc,
        level: u32,
        data: &[u8],
    ) -> Result<()> {
        let at = desc.native_level_offsets()[level as usize] as usize;
        // SAFETY: the level lies inside the native allocation (`native_level_offsets`).
        unsafe { self.write(0, dst, at, data) }
    }

    /// Copies mip `level` of a texture into `out` (layout as in [`write_texture`](Self::write_texture)).
    ///
    /// # Safety
    /// As for [`write_texture`](Self::write_texture), with `out` in place of `data`.
    unsafe fn read_texture(
        &self,
        src: &DeviceAlloc,
        desc: &crate::texture::TextureDesc,
        level: u32,
        out: &mut [u8],
    ) -> Result<()> {
        let at = desc.native_level_offsets()[level as usize] as usize;
        // SAFETY: the level lies inside the native allocation (`native_level_offsets`).
        unsafe { self.read(0, src, at, out) }
    }
}

/// What every device runtime provides: thin and unchecked, like wgpu-hal's `Device`, and split
/// like wgpu-hal by the kind of call ([`BackendDevice`], [`DeviceMemory`], [`Transfers`],
/// [`Streams`], [`Kernels`], [`Textures`]); the context holds one `Arc<dyn Backend>`. Every method
/// that could touch memory out of bounds, or run a kernel with arguments it was not compiled for,
/// is `unsafe`; the validation layer ([`crate::validate`]) is what makes its calls sound, and each
/// `# Safety` section says which of its checks a method relies on.
///
/// Streams are numbers: 0 is the context's default stream, others are created on first use.
/// Work on one stream runs in order; work on different streams may overlap, and is ordered only
/// by events ([`Streams::record_event`], [`Streams::wait_event`]) and waits.
///
/// The one method of its own, [`simulate_device_loss`](Self::simulate_device_loss), is a test
/// hook: the fault-injecting mock and wgpu (which can destroy its device) implement it.
/// One step of a launch graph, validated when it was recorded ([`crate::LaunchGraph`]).
#[derive(Clone)]
pub enum GraphStep {
    /// A kernel launch of `grid` workgroups, stopped after `limit` where the device can.
    Launch {
        kernel: Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        args: KernelArgs,
        limit: Option<std::time::Duration>,
    },
    /// A device-to-device copy.
    Copy { src: BufferRange, dst: BufferRange },
}

/// A launch graph as its backend runs it: by default the steps themselves, queued one by one.
pub trait PreparedGraph: Send + Sync {
    fn as_any(&self) -> &dyn Any;
    /// The steps, in order.
    fn steps(&self) -> &[GraphStep];
}

/// The default [`PreparedGraph`]: the steps, run as separate launches and copies.
pub struct StepList(pub Vec<GraphStep>);

impl PreparedGraph for StepList {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn steps(&self) -> &[GraphStep] {
        &self.0
    }
}

/// Launch graphs: a sequence of launches and copies prepared once and queued with one call.
/// The default queues each step as if it had been called alone; the CPU device runs the whole
/// list as one job of its stream, wgpu records it into one command buffer, and CUDA and ROCm
/// record it into the runtime's own graph.
pub trait Graphs: Kernels + Transfers {
    /// Makes `steps` ready to queue again and again.
    ///
    /// # Safety
    /// Every step was accepted by the validation layer ([`crate::validate::launch`],
    /// [`crate::validate::device_copy`]) for this backend, and holds its buffers alive.
    unsafe fn prepare_graph(&self, steps: Vec<GraphStep>) -> Result<Arc<dyn PreparedGraph>> {
        Ok(Arc::new(StepList(steps)))
    }

    /// Queues the graph's steps on `stream`, in order.
    ///
    /// # Safety
    /// `graph` was made by this backend's [`prepare_graph`](Self::prepare_graph).
    unsafe fn run_graph(&self, graph: &Arc<dyn PreparedGraph>, stream: u32) -> Result<()> {
        // SAFETY: the caller's contract is `run_steps`'.
        unsafe { run_steps(self, graph, stream) }
    }
}

/// Queues `graph`'s steps on `stream` one by one, each as if called alone.
///
/// # Safety
/// Every step was validated for `backend` when recorded and holds its buffers alive.
pub(crate) unsafe fn run_steps<B: Kernels + Transfers + ?Sized>(
    backend: &B,
    graph: &Arc<dyn PreparedGraph>,
    stream: u32,
) -> Result<()> {
    for step in graph.steps() {
        // SAFETY: each step was validated when recorded (the caller's contract) and its
        // buffers are alive (the step holds them).
        match step.clone() {
            GraphStep::Launch {
                kernel,
                grid,
                args,
                limit,
            } => unsafe { backend.launch(&kernel, grid, stream, args, limit) }?,
            GraphStep::Copy { src, dst } => unsafe { backend.copy(stream, src, dst) }?,
        }
    }
    Ok(())
}

pub trait Backend: Transfers + Kernels + Textures + Graphs {
    /// Makes the device lost, as a driver reset would, so that tests can check what users get
    /// afterwards. Only devices whose runtime can do this implement it.
    fn simulate_device_loss(&self) -> Result<()> {
        Err(crate::GpuError::not_supported(format!(
            "{} cannot simulate a device loss",
            self.info().id
        )))
    }
}

/// A GPU driver's watchdog stopped a kernel (the kernel's name is filled in by the context).
#[cfg_attr(not(any(feature = "cuda", feature = "rocm")), allow(dead_code))]
pub(crate) fn watchdog_timeout(device: &str) -> crate::error::GpuError {
    crate::error::GpuError::Timeout {
        device: device.to_string(),
        kernel: String::new(),
        limit: "the driver's watchdog limit".into(),
        device_lost: true,
    }
}

/// Host time around a launch and the wait for it: the timing of devices without their own clock.
///
/// # Safety
/// As for [`Kernels::launch`].
pub(crate) unsafe fn host_timed<B: Kernels + ?Sized>(
    backend: &B,
    kernel: &Arc<dyn LoadedKernel>,
    grid: [u32; 3],
    args: KernelArgs,
) -> Result<std::time::Duration> {
    let start = std::time::Instant::now();
    // SAFETY: the caller upholds `launch`'s contract.
    unsafe { backend.launch(kernel, grid, 0, args, None) }?;
    backend.synchronize()?;
    Ok(start.elapsed())
}
