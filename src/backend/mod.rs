//! The backend trait: thin and unchecked. All validation happens once, in [`crate::validate`],
//! before a call reaches a backend (the wgpu-hal / wgpu-core split).

use std::any::Any;
use std::sync::Arc;

use crate::compiler::front::FrontModule;
use crate::error::Result;

#[cfg(feature = "cpu")]
pub mod cpu;
#[cfg(feature = "cuda")]
pub mod cuda;
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

/// One device allocation; frees itself when the last user (buffer handle or in-flight work) drops it.
pub struct RawBuffer {
    pub(crate) backend: Arc<dyn Backend>,
    pub(crate) alloc: DeviceAlloc,
    pub(crate) context_id: u64,
}

impl Drop for RawBuffer {
    fn drop(&mut self) {
        // SAFETY: the allocation came from this backend, and this is its last owner: buffers
        // and in-flight work hold it through an `Arc<RawBuffer>`.
        unsafe { self.backend.free(&self.alloc) };
    }
}

/// A kernel loaded on a device, owned by the backend that made it.
pub trait LoadedKernel: Send + Sync {
    fn as_any(&self) -> &dyn Any;
    /// About how much memory the loaded kernel holds (host and driver side), for the context's
    /// kernel cache. GPU modules are a few hundred KB of code and driver state.
    fn footprint_bytes(&self) -> usize {
        256 << 10
    }
}

/// A future to await on the thread that made it (browser futures are not `Send`).
pub type LocalFuture<T> = std::pin::Pin<Box<dyn std::future::Future<Output = T>>>;

/// What every device runtime provides: thin and unchecked, like wgpu-hal's `Device`. Every
/// method that could touch memory out of bounds, or run a kernel with arguments it was not
/// compiled for, is `unsafe`; the validation layer ([`crate::validate`]) is what makes its calls
/// sound, and each `# Safety` section says which of its checks a method relies on.
pub trait Backend: Send + Sync {
    fn info(&self) -> &crate::device::DeviceInfo;
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc>;
    /// Gives the memory back.
    ///
    /// # Safety
    /// `alloc` came from this backend's `alloc`, is freed once, and no work that uses it is
    /// still to run (a [`RawBuffer`] frees when its last user, in-flight work included, drops).
    unsafe fn free(&self, alloc: &DeviceAlloc);
    /// Copies `src` to `dst` at byte `offset`, in order with earlier work.
    ///
    /// # Safety
    /// `dst` came from this backend and is live; `offset + src.len() <= dst.bytes`.
    unsafe fn write(&self, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()>;
    /// Copies from `src` at byte `offset` into `dst`, after earlier work.
    ///
    /// # Safety
    /// `src` came from this backend and is live; `offset + dst.len() <= src.bytes`.
    unsafe fn read(&self, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()>;
    /// Compiles (where the device needs native code) and loads a kernel.
    ///
    /// # Safety
    /// `front` passed the front end's validation and [`crate::validate::kernel_fits_device`]
    /// for this device (workgroup size and memory within its limits).
    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>>;
    /// Runs `grid` workgroups. The backend keeps `args` alive until the work has finished.
    ///
    /// # Safety
    /// [`crate::validate::launch`] accepted the launch: `kernel` was loaded by this backend,
    /// `args` are this backend's live buffers matching the kernel's signature in number, element
    /// size and minimum size, no writable binding aliases another, and `grid` is within the
    /// device's limits and non-empty.
    unsafe fn launch(&self, kernel: &Arc<dyn LoadedKernel>, grid: [u32; 3], args: Vec<Arc<RawBuffer>>) -> Result<()>;
    /// Runs `grid` workgroups on the context's stream number `stream` (0 is the default stream;
    /// work on one stream runs in order). Backends with one queue run every stream on it.
    ///
    /// # Safety
    /// As for [`launch`](Self::launch).
    unsafe fn launch_on(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        stream: u32,
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<()> {
        let _ = stream;
        // SAFETY: the caller upholds `launch`'s contract, which is this method's.
        unsafe { self.launch(kernel, grid, args) }
    }
    /// Like `launch_on`, stopping the kernel once it has run for `limit` (then the result is
    /// [`GpuError::Timeout`](crate::error::GpuError::Timeout)). Only the CPU device can stop a
    /// running kernel; GPU backends run it without a limit and report their drivers' watchdogs.
    ///
    /// # Safety
    /// As for [`launch`](Self::launch).
    unsafe fn launch_limited(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        stream: u32,
        args: Vec<Arc<RawBuffer>>,
        limit: std::time::Duration,
    ) -> Result<()> {
        let _ = limit;
        // SAFETY: the caller upholds `launch`'s contract, which is this method's.
        unsafe { self.launch_on(kernel, grid, stream, args) }
    }
    /// Waits for all work submitted so far.
    fn synchronize(&self) -> Result<()>;
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
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<std::time::Duration> {
        // SAFETY: the caller upholds `launch`'s contract, which is this method's.
        unsafe { host_timed(self, kernel, grid, args) }
    }
    /// A new context's own instance of this device, for runtimes where that is what isolates
    /// failures (a lost wgpu device takes only its own context down). `None` shares this one.
    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        None
    }
    /// Reads `len` bytes without blocking the calling thread, which a browser's main thread
    /// cannot do. Backends that block anyway (all native ones) read at once.
    ///
    /// # Safety
    /// As for [`read`](Self::read), with `len` bytes, and `src` stays live until the future
    /// completes.
    unsafe fn read_async(&self, src: &DeviceAlloc, offset: usize, len: usize) -> LocalFuture<Result<Vec<u8>>> {
        let mut out = vec![0u8; len];
        // SAFETY: the caller upholds `read`'s contract for `len` bytes.
        let r = unsafe { self.read(src, offset, &mut out) }.map(|_| out);
        Box::pin(std::future::ready(r))
    }
    /// Waits for all submitted work without blocking the calling thread.
    fn synchronize_async(&self) -> LocalFuture<Result<()>> {
        Box::pin(std::future::ready(self.synchronize()))
    }
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
/// As for [`Backend::launch`].
pub(crate) unsafe fn host_timed<B: Backend + ?Sized>(
    backend: &B,
    kernel: &Arc<dyn LoadedKernel>,
    grid: [u32; 3],
    args: Vec<Arc<RawBuffer>>,
) -> Result<std::time::Duration> {
    let start = std::time::Instant::now();
    // SAFETY: the caller upholds `launch`'s contract.
    unsafe { backend.launch(kernel, grid, args) }?;
    backend.synchronize()?;
    Ok(start.elapsed())
}
