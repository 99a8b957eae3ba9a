//! `GpuContext`: the façade users hold. Each call runs the validation layer
//! ([`crate::validate`]) and then hands the backend work it can trust.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use crate::backend::Backend;
use crate::backend::RawBuffer;
use crate::buffer::{DeviceBuffer, DeviceElement, KernelArg};
use crate::compiler::front::compile_front_here;
use crate::compiler::source::{KernelKey, KernelSource};
use crate::device::DeviceInfo;
use crate::error::{GpuError, Result};
use crate::kernel::{Kernel, KernelInner};
use crate::kernel_cache::{LruByBytes, DEFAULT_KERNEL_CACHE_BYTES};
use crate::launch::LaunchConfig;
use crate::validate;
use copy_worker::TransferWorker;

mod copy_worker;

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
    transfers: OnceLock<TransferWorker>,
    kernels: Mutex<LruByBytes<KernelKey, Kernel>>,
    /// Launch time limit when a launch sets none ([`GpuContext::set_launch_timeout`]).
    launch_timeout: Mutex<Option<std::time::Duration>>,
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
                backend,
                transfers: OnceLock::new(),
                kernels: Mutex::new(LruByBytes::new(DEFAULT_KERNEL_CACHE_BYTES)),
                launch_timeout: Mutex::new(None),
            }),
        }
    }

    /// A context on a fresh CPU device configured as given (for example a mock GPU with little
    /// memory), independent of the enumerated devices.
    #[cfg(feature = "cpu")]
    pub fn with_cpu_device(config: &crate::device::CpuDeviceConfig) -> Self {
        let id = crate::device::DeviceId::new(crate::device::DeviceKind::Cpu, 0);
        let backend = crate::backend::cpu::CpuBackend::new(id, config);
        let info = backend.info().clone();
        GpuContext::new(info, Arc::new(backend))
    }

    /// The device this context runs on.
    pub fn info(&self) -> &DeviceInfo {
        &self.inner.info
    }

    pub(crate) fn transfers(&self) -> &TransferWorker {
        self.inner.transfers.get_or_init(TransferWorker::new)
    }

    /// Allocates `len` elements (zero-filled on the CPU device; unspecified contents elsewhere).
    pub fn alloc<T: DeviceElement>(&self, len: usize) -> Result<DeviceBuffer<T>> {
        let bytes = validate::alloc_bytes::<T>(len)?;
        let alloc = self.inner.backend.alloc(bytes)?;
        let raw = RawBuffer {
            backend: self.inner.backend.clone(),
            alloc,
            context_id: self.inner.id,
        };
        Ok(DeviceBuffer::new(Arc::new(raw), len))
    }

    /// Allocates a buffer holding a copy of `data`.
    pub fn upload<T: DeviceElement>(&self, data: &[T]) -> Result<DeviceBuffer<T>> {
        let mut buf = self.alloc::<T>(data.len())?;
        self.copy_to_device(data, &mut buf)?;
        Ok(buf)
    }

    /// Copies a whole buffer back into a new `Vec`.
    pub fn download<T: DeviceElement>(&self, buf: &DeviceBuffer<T>) -> Result<Vec<T>> {
        let mut out = vec![<T as bytemuck::Zeroable>::zeroed(); buf.len()];
        self.copy_to_host(buf, &mut out)?;
        Ok(out)
    }

    /// The validation of a copy between `buf` and a host slice of `host_len` elements.
    pub(crate) fn check_copy<T: DeviceElement>(
        &self,
        buf: &DeviceBuffer<T>,
        host_len: usize,
        what: &str,
    ) -> Result<()> {
        validate::copy(self.inner.id, &buf.raw, buf.len(), host_len, what)
    }

    /// Copies `src` into `dst` (same length), blocking.
    pub fn copy_to_device<T: DeviceElement>(&self, src: &[T], dst: &mut DeviceBuffer<T>) -> Result<()> {
        self.check_copy(dst, src.len(), "copy_to_device")?;
        self.drain_transfers();
        // SAFETY: `check_copy` proved `dst` is this context's live buffer of exactly `src`'s size.
        unsafe { self.inner.backend.write(&dst.raw.alloc, 0, bytemuck::cast_slice(src)) }
    }

    /// Copies `src` into `dst` (same length), blocking until all earlier work is done.
    pub fn copy_to_host<T: DeviceElement>(&self, src: &DeviceBuffer<T>, dst: &mut [T]) -> Result<()> {
        self.check_copy(src, dst.len(), "copy_to_host")?;
        self.drain_transfers();
        self.inner.backend.synchronize()?;
        // SAFETY: `check_copy` proved `src` is this context's live buffer of exactly `dst`'s size.
        unsafe {
            self.inner
                .backend
                .read(&src.raw.alloc, 0, bytemuck::cast_slice_mut(dst))
        }
    }

    /// Copies a whole buffer back, without blocking the calling thread: what a browser's main
    /// thread must use (it cannot block); elsewhere it completes at once.
    pub async fn download_async<T: DeviceElement>(&self, buf: &DeviceBuffer<T>) -> Result<Vec<T>> {
        validate::owner(self.inner.id, &buf.raw, "download_async")?;
        self.drain_transfers();
        let bytes = buf.len() * std::mem::size_of::<T>();
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
        let kernel = Kernel {
            inner: Arc::new(KernelInner {
                context_id: self.inner.id,
                signature: front.signature,
                loaded,
            }),
        };
        let bytes = kernel.inner.loaded.footprint_bytes();
        self.kernel_cache().insert(key, kernel.clone(), bytes);
        Ok(kernel)
    }

    fn kernel_cache(&self) -> std::sync::MutexGuard<'_, LruByBytes<KernelKey, Kernel>> {
        self.inner.kernels.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Bounds the memory of the kernels this context keeps compiled (default
    /// [`DEFAULT_KERNEL_CACHE_BYTES`], 256 MiB: about 400 kernels on the CPU device, each
    /// holding its LLVM context and JIT code). Past it the least recently compiled or fetched
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
        let Some(raws) = self.validate_launch(kernel, &config, args)? else {
            return Ok(());
        };
        self.drain_transfers();
        let (backend, loaded) = (&self.inner.backend, &kernel.inner.loaded);
        let (grid, stream) = (config.grid_dim, config.stream.0);
        // SAFETY: `validate_launch` accepted the kernel, the geometry and the arguments.
        match self.time_limit(&config) {
            Some(limit) => unsafe { backend.launch_limited(loaded, grid, stream, raws, limit) },
            None => unsafe { backend.launch_on(loaded, grid, stream, raws) },
        }
        .map_err(|e| name_timed_out_kernel(e, &kernel.inner.signature.entry))
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
                unsafe { backend.launch_limited(loaded, config.grid_dim, config.stream.0, raws, limit) }
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
    ) -> Result<Option<Vec<Arc<RawBuffer>>>> {
        validate::launch(self.inner.id, &self.inner.info, kernel, config, args)
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
