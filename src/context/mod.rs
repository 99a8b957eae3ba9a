//! `GpuContext`: the façade users hold. Each call runs the validation layer
//! ([`crate::validate`]) and then hands the backend work it can trust.

#[cfg(feature = "llvm")]
use crate::backend::BackendDevice;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use crate::backend::{Backend, KernelArgs};
/// Host tasks, the one door through which ops reach the CPU device's memory: an op hands
/// [`GpuContext::launch_or_host_task`] a task over the launch's validated bindings, and never
/// names a backend type itself.
#[cfg_attr(not(feature = "llvm"), allow(unused_imports))]
pub(crate) use crate::backend::{HostBindings, HostTask, HostView};
use crate::buffer::{DeviceBuffer, DeviceElement, DeviceSlice, DeviceSliceMut, KernelArg};
use crate::compiler::abi::BindingKind;
use crate::compiler::front::compile_front_here;
use crate::compiler::source::{KernelKey, KernelSource};
use crate::device::DeviceInfo;
use crate::error::{GpuError, Result};
use crate::kernel::{Kernel, KernelInner};
use crate::kernel_cache::{LruByBytes, DEFAULT_KERNEL_CACHE_BYTES};
use crate::launch::LaunchConfig;
use crate::memory::{MemoryPool, MemoryStats, PinnedBuffer};
use crate::profile::{Profiler, ProfilerState};
use crate::validate;
use copy_worker::TransferWorker;

#[cfg(not(target_arch = "wasm32"))]
mod compile_async;
mod copy_worker;
mod graph;
mod interop;
mod textures;

#[cfg(not(target_arch = "wasm32"))]
pub use compile_async::{Background, CompileFuture};
pub use graph::{GraphRecorder, LaunchGraph};
pub use interop::{NativeBuffer, NativeDevice};

static NEXT_CONTEXT_ID: AtomicU64 = AtomicU64::new(1);

/// A handle on one device: allocate, copy, compile and launch. Cheap to clone (clones share the
/// context); buffers and kernels belong to the context that made them.
#[derive(Clone)]
pub struct GpuContext {
    inner: Arc<ContextInner>,
}

struct ContextInner {
    id: u64,
    info: DeviceInfo,
    backend: Arc<dyn Backend>,
    /// Where buffers come from and go back to.
    pool: Arc<MemoryPool>,
    profiler: Arc<ProfilerState>,
    /// The next stream number [`GpuContext::create_stream`] hands out (above every number a
    /// launch has named).
    next_stream: std::sync::atomic::AtomicU32,
    transfers: OnceLock<TransferWorker>,
    kernels: Mutex<LruByBytes<KernelKey, Kernel>>,
    /// Launch time limit when a launch sets none ([`GpuContext::set_launch_timeout`]).
    launch_timeout: Mutex<Option<std::time::Duration>>,
    /// Whether ops may run native twins of their kernels ([`GpuContext::set_native_ops`]).
    native_ops: std::sync::atomic::AtomicBool,
}

impl Drop for ContextInner {
    /// Waits for the context's work: the kernels and buffers it used may then go (and backends
    /// that hold a launch's buffers until it finishes let go of them).
    fn drop(&mut self) {
        if let Some(t) = self.transfers.get() {
            t.drain();
        }
        if let Err(e) = self.backend.synchronize() {
            tracing::warn!("{}: waiting for work while closing the context: {e}", self.info.id);
        }
    }
}

impl GpuContext {
    pub(crate) fn new(info: DeviceInfo, backend: Arc<dyn Backend>) -> Self {
        GpuContext {
            inner: Arc::new(ContextInner {
                id: NEXT_CONTEXT_ID.fetch_add(1, Ordering::Relaxed),
                info,
                pool: MemoryPool::new(backend.clone()),
                profiler: ProfilerState::new(backend.clone()),
                backend,
                next_stream: std::sync::atomic::AtomicU32::new(1),
                transfers: OnceLock::new(),
                kernels: Mutex::new(LruByBytes::new(DEFAULT_KERNEL_CACHE_BYTES)),
                launch_timeout: Mutex::new(None),
                native_ops: std::sync::atomic::AtomicBool::new(true),
            }),
        }
    }

    /// A context on a fresh CPU device configured as given (for example a mock GPU with little
    /// memory), independent of the enumerated devices.
    #[cfg(feature = "llvm")]
    pub fn with_cpu_device(config: &crate::device::CpuDeviceConfig) -> Self {
        Self::with_cpu_device_at(0, config)
    }

    /// [`with_cpu_device`](Self::with_cpu_device) with the device numbered `index` (`cpu:N`):
    /// one of several mock devices ([`DeviceGroup::mock`](crate::DeviceGroup::mock)).
    #[cfg(feature = "llvm")]
    pub(crate) fn with_cpu_device_at(index: u32, config: &crate::device::CpuDeviceConfig) -> Self {
        let id = crate::device::DeviceId::new(crate::device::DeviceKind::Cpu, index as usize);
        let backend = crate::backend::cpu::CpuBackend::new(id, config);
        let info = backend.info().clone();
        GpuContext::new(
            info,
            crate::backend::faults::FaultyBackend::wrap(Arc::new(backend), &config.faults),
        )
    }

    /// Whether `other` is this context (a clone of it shares its device and streams).
    pub(crate) fn same_context(&self, other: &GpuContext) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }

    /// The device this context runs on.
    pub fn info(&self) -> &DeviceInfo {
        &self.inner.info
    }

    pub(crate) fn transfers(&self) -> &TransferWorker {
        self.inner.transfers.get_or_init(TransferWorker::new)
    }

    pub(crate) fn backend(&self) -> &Arc<dyn Backend> {
        &self.inner.backend
    }

    pub(crate) fn id(&self) -> u64 {
        self.inner.id
    }

    /// Allocates `len` elements. Their contents are unspecified, as with every GPU runtime's
    /// allocator (the memory may be a block another buffer of this context used before): use
    /// [`alloc_zeroed`](Self::alloc_zeroed), [`upload`](Self::upload) or [`fill`](Self::fill)
    /// when the kernel reads before it writes.
    pub fn alloc<T: DeviceElement>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        let bytes = validate::alloc_bytes::<T>(len)?;
        let raw = self.inner.pool.alloc(bytes, self.inner.id)?;
        Ok(DeviceBuffer::new(Arc::new(raw), len))
    }

    /// Allocates `len` elements set to zero, on every device.
    pub fn alloc_zeroed<T: DeviceElement>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        let mut buf = self.alloc::<T>(len)?;
        self.fill(&mut buf, <T as bytemuck::Zeroable>::zeroed())?;
        Ok(buf)
    }

    /// A host buffer of `len` zeroed elements that copies to and from this context's buffers use
    /// directly: page-locked on CUDA and ROCm (no staging copy, full bus speed; the pinned async
    /// copies need one), page-aligned plain memory on the CPU device and wgpu. Page-locked memory
    /// is scarce: keep such buffers for data that crosses the bus often.
    pub fn alloc_pinned<T: DeviceElement>(&self, len: usize) -> Result<PinnedBuffer<T>> {
        let bytes = validate::alloc_bytes::<T>(len)?;
        PinnedBuffer::new(self.inner.backend.clone(), len, bytes)
    }

    /// Allocates a buffer holding a copy of `data`.
    pub fn upload<T: DeviceElement>(&self, data: &[T]) -> Result<DeviceBuffer<T>> {
        let mut buf = self.alloc::<T>(data.len())?;
        self.copy_to_device(data, &mut buf)?;
        Ok(buf)
    }

    /// Copies a whole buffer (or a slice of one) back into a new `Vec`.
    pub fn download<T: DeviceElement>(&self, buf: &impl DeviceSlice<T>) -> Result<Vec<T>> {
        let mut out = vec![<T as bytemuck::Zeroable>::zeroed(); buf.len()];
        self.copy_to_host(buf, &mut out)?;
        Ok(out)
    }

    /// The validation of a copy between `buf` and a host slice of `host_len` elements.
    pub(crate) fn check_copy<T: DeviceElement>(
        &self,
        buf: &impl DeviceSlice<T>,
        host_len: usize,
        what: &str,
    ) -> Result<()> {
        validate::copy(self.inner.id, &buf.view(), buf.len(), host_len, what)
    }

    /// Copies `src` into `dst` (a buffer or a slice of one, same length), blocking. It sees the
    /// results of earlier work on every stream, and later work sees the copy.
    pub fn copy_to_device<T: DeviceElement>(&self, src: &[T], dst: &mut impl DeviceSliceMut<T>) -> Result<()> {
        self.check_copy(dst, src.len(), "copy_to_device")?;
        let start = self.inner.profiler.enabled().then(std::time::Instant::now);
        self.synchronize()?;
        let view = dst.view();
        // SAFETY: `check_copy` proved `dst` is this context's live memory of exactly `src`'s size.
        unsafe {
            self.inner
                .backend
                .write(0, &view.raw.alloc, view.offset, bytemuck::cast_slice(src))
        }?;
        if let Some(start) = start {
            self.inner.profiler.copy("copy_to_device", view.bytes as u64, start);
        }
        Ok(())
    }

    /// Copies `src` (a buffer or a slice of one) into `dst` (same length), blocking until all
    /// earlier work, on every stream, is done.
    pub fn copy_to_host<T: DeviceElement>(&self, src: &impl DeviceSlice<T>, dst: &mut [T]) -> Result<()> {
        self.check_copy(src, dst.len(), "copy_to_host")?;
        let start = self.inner.profiler.enabled().then(std::time::Instant::now);
        self.synchronize()?;
        let view = src.view();
        // SAFETY: `check_copy` proved `src` is this context's live memory of exactly `dst`'s size.
        unsafe {
            self.inner
                .backend
                .read(0, &view.raw.alloc, view.offset, bytemuck::cast_slice_mut(dst))
        }?;
        if let Some(start) = start {
            self.inner.profiler.copy("copy_to_host", view.bytes as u64, start);
        }
        Ok(())
    }

    /// The context's profiler (off until [`Profiler::enable`]): launches and copies with their
    /// times, a report per kernel, a Chrome trace.
    pub fn profiler(&self) -> Profiler {
        Profiler::new(self.inner.profiler.clone())
    }

    /// Copies `src` into `dst` on the device (same length; buffers or slices, which may be parts of
    /// one buffer that do not overlap), in order with the default stream's work.
    pub fn copy_buffer<T: DeviceElement>(
        &self,
        src: &impl DeviceSlice<T>,
        dst: &mut impl DeviceSliceMut<T>,
    ) -> Result<()> {
        self.copy_buffer_on(0, src, dst)
    }

    pub(crate) fn copy_buffer_on<T: DeviceElement>(
        &self,
        stream: u32,
        src: &impl DeviceSlice<T>,
        dst: &mut impl DeviceSliceMut<T>,
    ) -> Result<()> {
        let (from, to) = (src.view(), dst.view());
        validate::device_copy(self.inner.id, (&from, src.len()), (&to, dst.len()), "copy_buffer")?;
        if from.bytes == 0 {
            return Ok(());
        }
        self.drain_transfers();
        // SAFETY: `device_copy` proved both are this context's live memory, of equal length,
        // aligned for copies and not overlapping.
        unsafe {
            self.inner
                .backend
                .copy(stream, validate::range(&from), validate::range(&to))
        }
    }

    /// Sets every element of `buf` (a buffer or a slice of one) to `value`, in order with the
    /// default stream's work.
    pub fn fill<T: DeviceElement>(&self, buf: &mut impl DeviceSliceMut<T>, value: T) -> Result<()> {
        self.fill_on(0, buf, value)
    }

    pub(crate) fn fill_on<T: DeviceElement>(
        &self,
        stream: u32,
        buf: &mut impl DeviceSliceMut<T>,
        value: T,
    ) -> Result<()> {
        let view = buf.view();
        validate::fill(self.inner.id, &view, std::mem::size_of::<T>())?;
        if view.bytes == 0 {
            return Ok(());
        }
        self.drain_transfers();
        // SAFETY: `fill` proved `buf` is this context's live memory, starting on 4 bytes, and a
        // whole number of `T` long.
        unsafe {
            self.inner
                .backend
                .fill(stream, validate::range(&view), bytemuck::bytes_of(&value))
        }
    }

    /// What this context's device memory looks like: bytes in use and their peak, live and total
    /// allocations, the pool's hits, misses and cached bytes, and the device's free and total
    /// memory where its runtime reports them.
    pub fn memory_stats(&self) -> MemoryStats {
        self.inner.pool.stats()
    }

    /// Gives the memory pool's cached blocks back to the device (buffers in use stay); returns
    /// the bytes freed. Allocation does this by itself before reporting out of memory.
    pub fn trim(&self) -> u64 {
        self.inner.pool.trim()
    }

    /// Caps the bytes of freed blocks the memory pool keeps for reuse (default: a quarter of the
    /// device's memory, at most 1 GiB); 0 turns pooling off, so every buffer is allocated from
    /// and freed to the device.
    pub fn set_memory_pool_limit(&self, bytes: u64) {
        self.inner.pool.set_cache_limit(bytes)
    }

    /// The cap set by [`set_memory_pool_limit`](Self::set_memory_pool_limit).
    pub fn memory_pool_limit(&self) -> u64 {
        self.inner.pool.cache_limit()
    }

    /// Starts [`MemoryStats::peak_bytes_in_use`] again from the bytes in use now.
    pub fn reset_peak_memory(&self) {
        self.inner.pool.reset_peak()
    }

    /// Copies a whole buffer back, without blocking the calling thread: what a browser's main
    /// thread must use (it cannot block); elsewhere it completes at once.
    pub async fn download_async<T: DeviceElement>(&self, buf: &DeviceBuffer<T>) -> Result<Vec<T>> {
        validate::owner(self.inner.id, &buf.raw, "download_async")?;
        self.drain_transfers();
        let bytes = buf.size_bytes();
        // SAFETY: `buf` is this context's buffer of `bytes` bytes, borrowed until the read ends.
        let raw = unsafe { self.inner.backend.read_async(&buf.raw.alloc, 0, bytes) }.await?;
        let mut out = vec![<T as bytemuck::Zeroable>::zeroed(); buf.len()];
        bytemuck::cast_slice_mut::<T, u8>(&mut out).copy_from_slice(&raw);
        Ok(out)
    }

    /// Waits until all work submitted on this context has finished, without blocking the
    /// calling thread (for browsers).
    pub async fn synchronize_async(&self) -> Result<()> {
        self.drain_transfers();
        self.inner.backend.synchronize_async().await
    }

    fn drain_transfers(&self) {
        if let Some(t) = self.inner.transfers.get() {
            t.drain();
        }
    }

    /// Compiles a WGSL kernel for this device (cached: compiling the same source twice is free).
    pub fn compile_kernel(&self, source: &KernelSource) -> Result<Kernel> {
        let key = source.key();
        if let Some(k) = self.kernel_cache().get(&key) {
            return Ok(k);
        }
        let backend = &self.inner.backend;
        let (front, loaded) = crate::compiler::limits::on_compiler_stack(|| {
            let front = compile_front_here(source)?;
            validate::kernel_fits_device(&front.signature, &self.inner.info)?;
            // SAFETY: the front end validated the kernel, and `kernel_fits_device` checked it
            // against this device's limits.
            let loaded = unsafe { backend.load_kernel(&front) }?;
            Ok((front, loaded))
        })?;
        let kernel = self.kernel_of(front.signature, loaded);
        let bytes = kernel.inner.loaded.footprint_bytes();
        self.kernel_cache().insert(key, kernel.clone(), bytes);
        Ok(kernel)
    }

    /// A kernel from code compiled ahead of time (`anygpu compile`, `compiler::compile`, or
    /// read back with `Artifact::read`): PTX on CUDA, an AMD code object on ROCm (for this
    /// device's architecture), SPIR-V on a Vulkan wgpu adapter. `source` gives the kernel's
    /// signature (the front end alone: no LLVM), against which every launch is validated as
    /// for any kernel. The CPU device compiles from source only (its code is cached on disk
    /// anyway); the wrong kind of artifact for the device is an `InvalidArgument` error. Not
    /// kept in the context's kernel cache.
    ///
    /// # Safety
    /// `artifact` is anygpu's compile of `source` (same code, entry point, overrides and
    /// options), unmodified: its code is trusted to take the arguments the signature says.
    pub unsafe fn load_precompiled(
        &self,
        source: &KernelSource,
        artifact: &crate::compiler::Artifact,
    ) -> Result<Kernel> {
        let front = crate::compiler::limits::on_compiler_stack(|| compile_front_here(source))?;
        validate::kernel_fits_device(&front.signature, &self.inner.info)?;
        // SAFETY: the front end validated the source and `kernel_fits_device` checked it against
        // this device; the artifact is that source's compile (the caller's contract).
        let loaded = unsafe { self.inner.backend.load_artifact(&front, artifact) }?;
        Ok(self.kernel_of(front.signature, loaded))
    }

    /// A kernel another compiler made — `nvcc`'s PTX or cubin on CUDA, `hipcc`'s code object on
    /// ROCm, SPIR-V from any compiler on a Vulkan wgpu adapter — with the signature its user
    /// declares ([`ForeignSignature`](crate::ForeignSignature)). Launches are validated against
    /// that signature as for any kernel (buffers in order, the scalars as one
    /// `Immediate(&s)` of a `#[repr(C)]` struct of them), then pass each parameter as CUDA C++
    /// and HIP do: a buffer as its address, a scalar by value. Where the code says what it
    /// takes (PTX's `.entry`, a code object's metadata), the declaration is checked against it
    /// at load. The CPU device runs only kernels anygpu compiles. Not kept in the kernel cache.
    ///
    /// # Safety
    /// The code's `entry` takes exactly the declared parameters, reads and writes only inside
    /// the buffers it is given (anygpu cannot bounds-check code it did not compile), and was
    /// written for the declared workgroup size.
    pub unsafe fn load_foreign(
        &self,
        signature: &crate::ForeignSignature,
        code: &crate::ForeignCode,
    ) -> Result<Kernel> {
        let stub = signature.stub()?;
        let mut front = crate::compiler::limits::on_compiler_stack(|| compile_front_here(&stub))?;
        front.signature.entry = signature.entry.clone();
        validate::kernel_fits_device(&front.signature, &self.inner.info)?;
        // SAFETY: the stub passed the front end and fits this device; the code takes the
        // declared parameters (the caller's contract).
        let loaded = unsafe { self.inner.backend.load_foreign(&front, signature, code) }?;
        Ok(self.kernel_of(front.signature, loaded))
    }

    /// The handle of a kernel this context's backend loaded, with its signature.
    fn kernel_of(&self, signature: crate::KernelSignature, loaded: Arc<dyn crate::backend::LoadedKernel>) -> Kernel {
        Kernel {
            inner: Arc::new(KernelInner {
                context_id: self.inner.id,
                name: signature.entry.as_str().into(),
                signature,
                device: self.inner.info.clone(),
                loaded,
            }),
        }
    }

    fn kernel_cache(&self) -> std::sync::MutexGuard<'_, LruByBytes<KernelKey, Kernel>> {
        self.inner.kernels.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Bounds the memory of the kernels this context keeps compiled (default
    /// [`DEFAULT_KERNEL_CACHE_BYTES`], 256 MiB: over ten thousand small kernels on the CPU
    /// device, each holding its linked code, about 23 KiB). Past it the least recently compiled or fetched
    /// kernel is dropped from the cache, and its memory is freed once no `Kernel` handle or
    /// launch holds it; compiling its source again compiles it anew. 0 keeps nothing.
    pub fn set_kernel_cache_limit(&self, bytes: usize) {
        self.kernel_cache().set_limit(bytes);
    }

    /// The kernel cache's limit, the bytes it holds and how many kernels.
    pub fn kernel_cache_usage(&self) -> (usize, usize, usize) {
        let cache = self.kernel_cache();
        let (bytes, kernels) = cache.usage();
        (cache.limit(), bytes, kernels)
    }

    /// Runs `kernel` over `config.grid_dim` workgroups with `args` bound in (group, binding) order.
    pub fn launch(&self, kernel: &Kernel, config: LaunchConfig, args: &[&dyn KernelArg]) -> Result<()> {
        self.launch_or_host_task(kernel, config, args, None)
    }

    /// Whether ops may run native twins of their kernels on this device
    /// ([`set_native_ops`](Self::set_native_ops)).
    pub fn native_ops(&self) -> bool {
        self.inner.native_ops.load(Ordering::Relaxed) && self.inner.backend.runs_host_tasks()
    }

    /// On the CPU device a few ops run a native twin in place of their WGSL kernel, several
    /// times faster: matmul (`matrixmultiply`'s sgemm), conv2d (a direct AVX-512 convolution for
    /// stride 1 and one group, else im2col and the sgemm), f32 attention, softmax, log-softmax
    /// and the layer/RMS norms (one read of each row, on the host's widest vectors). Each launch
    /// is validated as the kernel's first; results agree within the op's error bound, not bit for
    /// bit; the reductions' passes (sum, dot, max, min; f32) run a twin with the kernel's order,
    /// so their bits stay those of every device. `false` runs every op through its portable WGSL
    /// kernel, as every GPU does. On
    /// by default; shared by the context's clones; no effect on other devices.
    pub fn set_native_ops(&self, on: bool) {
        self.inner.native_ops.store(on, Ordering::Relaxed);
    }

    /// [`launch`](Self::launch); but where `host` is given and the device runs host tasks, the
    /// launch is validated as the kernel's and then `host` runs in its place (in the stream's
    /// order, profiled under the kernel's name). A host task cannot be stopped part-way: the
    /// launch time limit does not apply to it.
    pub(crate) fn launch_or_host_task(
        &self,
        kernel: &Kernel,
        config: LaunchConfig,
        args: &[&dyn KernelArg],
        host: Option<HostTask>,
    ) -> Result<()> {
        let Some(raws) = self.validate_launch(kernel, &config, args)? else {
            return Ok(());
        };
        self.drain_transfers();
        let stream = config.stream.0;
        if stream != 0 {
            self.inner
                .next_stream
                .fetch_max(stream.saturating_add(1), Ordering::Relaxed);
        }
        let limit = self.time_limit(&config);
        let profiler = &self.inner.profiler;
        let probe = profiler.enabled().then(|| {
            let bytes: u64 = raws.buffers.iter().map(|b| b.bytes as u64).sum();
            (profiler.begin_launch(stream), bytes)
        });
        match host.filter(|_| self.inner.backend.runs_host_tasks()) {
            Some(task) => {
                let writable = kernel.inner.signature.bindings.iter();
                let writable = writable.map(|b| b.kind == BindingKind::Storage { read_only: false });
                // SAFETY: `validate_launch` accepted the bindings against the kernel's signature
                // (so a `read_write` one aliases no other), and the backend's memory is the host's.
                let bindings = unsafe { crate::backend::HostBindings::new(raws.buffers, writable.collect()) };
                // SAFETY: the backend runs the task in the stream's order, where the kernel would.
                unsafe { self.inner.backend.run_host_task(stream, bindings, task) }?;
            }
            _ => {
                // SAFETY: `validate_launch` accepted the kernel, the geometry and the arguments.
                unsafe {
                    self.inner
                        .backend
                        .launch(&kernel.inner.loaded, config.grid_dim, stream, raws, limit)
                }
                .map_err(|e| name_timed_out_kernel(e, &kernel.inner.signature.entry))?;
            }
        }
        if let Some((probe, bytes)) = probe {
            profiler.end_launch(probe, &kernel.inner.name, config.grid_dim, stream, bytes);
        }
        Ok(())
    }

    /// Sets the time limit of this context's launches that set none themselves
    /// ([`LaunchConfig::with_timeout`] says what it does and where); `None` (the default) runs
    /// kernels for as long as they take. Shared by the context's clones.
    pub fn set_launch_timeout(&self, limit: Option<std::time::Duration>) {
        *self.inner.launch_timeout.lock().unwrap_or_else(|e| e.into_inner()) = limit;
    }

    /// A launch's time limit: its own, else the context's.
    fn time_limit(&self, config: &LaunchConfig) -> Option<std::time::Duration> {
        config.timeout.or_else(|| self.launch_timeout())
    }

    /// The limit set by [`set_launch_timeout`](Self::set_launch_timeout).
    pub fn launch_timeout(&self) -> Option<std::time::Duration> {
        *self.inner.launch_timeout.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Like [`launch`](Self::launch), then waits for the kernel and returns how long it ran:
    /// measured with device timestamps where the device has them (wgpu with timestamp queries),
    /// else as host time around the launch and the wait.
    pub fn launch_timed(
        &self,
        kernel: &Kernel,
        config: LaunchConfig,
        args: &[&dyn KernelArg],
    ) -> Result<std::time::Duration> {
        let Some(raws) = self.validate_launch(kernel, &config, args)? else {
            return Ok(Default::default());
        };
        self.drain_transfers();
        self.inner.backend.synchronize()?;
        let (backend, loaded) = (&self.inner.backend, &kernel.inner.loaded);
        match self.time_limit(&config) {
            Some(limit) => {
                let start = std::time::Instant::now();
                // SAFETY: `validate_launch` accepted the kernel, the geometry and the arguments.
                unsafe { backend.launch(loaded, config.grid_dim, config.stream.0, raws, Some(limit)) }
                    .and_then(|()| backend.synchronize())
                    .map(|()| start.elapsed())
            }
            // SAFETY: as above.
            None => unsafe { backend.launch_timed(loaded, config.grid_dim, raws) },
        }
        .map_err(|e| name_timed_out_kernel(e, &kernel.inner.signature.entry))
    }

    /// The validation layer's launch checks: the buffers to hand the backend, or `None` for an
    /// empty grid (nothing to run).
    fn validate_launch(
        &self,
        kernel: &Kernel,
        config: &LaunchConfig,
        args: &[&dyn KernelArg],
    ) -> Result<Option<KernelArgs>> {
        validate::launch(self.inner.id, &self.inner.info, kernel, config, args)
    }

    /// A stream number no launch of this context has named yet.
    pub(crate) fn next_stream_number(&self) -> Result<u32> {
        let n = self.inner.next_stream.fetch_add(1, Ordering::Relaxed);
        if n == 0 || n == u32::MAX {
            return Err(GpuError::invalid_argument(
                "create_stream: every stream number of this context is taken",
            ));
        }
        Ok(n)
    }

    /// Where this device's memory is the host's (the CPU device): waits for the context's work,
    /// then lends `buf`'s elements to `f` in place, with a keep-alive of their allocation (for
    /// work that may outlive `f` and read them, such as an MPI send that a rank which died
    /// never took). `None`, without calling `f`, on devices whose memory the host cannot address.
    #[cfg_attr(not(feature = "mpi"), allow(dead_code))]
    pub(crate) fn with_host_memory<T: DeviceElement, R>(
        &self,
        buf: &mut DeviceBuffer<T>,
        f: impl FnOnce(&mut [T], Box<dyn std::any::Any>) -> R,
    ) -> Result<Option<R>> {
        let Some(ptr) = self.host_address(buf)? else {
            return Ok(None);
        };
        // SAFETY: `host_address`'s promise for `len` elements of `T` (a `DeviceElement`: plain
        // data, any bits valid); `&mut buf` keeps every other use of the buffer away while `f`
        // runs.
        let elements = unsafe { std::slice::from_raw_parts_mut(ptr, buf.len()) };
        Ok(Some(f(elements, Box::new(Arc::clone(&buf.raw)))))
    }

    /// [`with_host_memory`](Self::with_host_memory), reading only.
    #[cfg_attr(not(feature = "mpi"), allow(dead_code))]
    pub(crate) fn with_host_memory_read<T: DeviceElement, R>(
        &self,
        buf: &DeviceBuffer<T>,
        f: impl FnOnce(&[T], Box<dyn std::any::Any>) -> R,
    ) -> Result<Option<R>> {
        let Some(ptr) = self.host_address(buf)? else {
            return Ok(None);
        };
        // SAFETY: as in `with_host_memory`, except that `&buf` leaves others free to use the
        // buffer meanwhile: reading it is fine; another thread launching a kernel that writes
        // it would race with this read as it would with any copy from the buffer (a download).
        let elements = unsafe { std::slice::from_raw_parts(ptr, buf.len()) };
        Ok(Some(f(elements, Box::new(Arc::clone(&buf.raw)))))
    }

    /// Where the device's memory is the host's: `buf`'s first element as a host pointer, valid
    /// for its `len` elements and aligned for `T`, once the context's work (launches and copies
    /// that could be using it) has finished. `None` on other devices.
    #[cfg_attr(not(feature = "mpi"), allow(dead_code))]
    fn host_address<T: DeviceElement>(&self, buf: &DeviceBuffer<T>) -> Result<Option<*mut T>> {
        if !self.inner.backend.runs_host_tasks() {
            return Ok(None);
        }
        self.check_own(&buf.raw)?;
        self.synchronize()?;
        // The CPU device's allocations are host memory, aligned for any element type.
        Ok(Some(buf.raw.alloc.addr as *mut T))
    }

    /// The CUDA device's ordinal where this is a CUDA context.
    #[cfg_attr(not(any(feature = "cuda", feature = "rocm")), allow(dead_code))]
    pub(crate) fn cuda_ordinal(&self) -> Option<i32> {
        self.inner.backend.cuda_ordinal()
    }

    /// The HIP device's ordinal where this is a ROCm context.
    #[cfg_attr(not(any(feature = "cuda", feature = "rocm")), allow(dead_code))]
    pub(crate) fn rocm_ordinal(&self) -> Option<i32> {
        self.inner.backend.rocm_ordinal()
    }

    /// An error unless `raw` was allocated by this context.
    fn check_own(&self, raw: &crate::backend::RawBuffer) -> Result<()> {
        if raw.context_id == self.id() {
            Ok(())
        } else {
            Err(GpuError::invalid_argument(format!(
                "the buffer belongs to another context than {}'s",
                self.info().id
            )))
        }
    }

    /// Waits until all work submitted on this context has finished.
    pub fn synchronize(&self) -> Result<()> {
        self.drain_transfers();
        self.inner.backend.synchronize()
    }

    /// Test hook: loses the device as a driver reset would (wgpu devices only), so that the
    /// errors users then get can be checked.
    #[doc(hidden)]
    pub fn simulate_device_loss(&self) -> Result<()> {
        self.inner.backend.simulate_device_loss()
    }
}

impl std::fmt::Debug for GpuContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GpuContext({} {})", self.inner.info.id, self.inner.info.name)
    }
}

/// A timeout reported by a backend names the kernel it stopped.
fn name_timed_out_kernel(e: GpuError, entry: &str) -> GpuError {
    match e {
        GpuError::Timeout {
            device,
            kernel,
            limit,
            device_lost,
        } if kernel.is_empty() => GpuError::Timeout {
            device,
            kernel: entry.to_string(),
            limit,
            device_lost,
        },
        e => e,
    }
}
