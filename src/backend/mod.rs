//! The backend trait: thin and unchecked. All validation happens once, in [`crate::context`],
//! before a call reaches a backend (the wgpu-hal / wgpu-core split).

use std::any::Any;
use std::sync::Arc;

use crate::buffer::RawBuffer;
use crate::compiler::front::FrontModule;
use crate::error::Result;

#[cfg(feature = "cpu")]
pub mod cpu;
#[cfg(feature = "cuda")]
pub mod cuda;
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

/// A kernel loaded on a device, owned by the backend that made it.
pub trait LoadedKernel: Send + Sync {
    fn as_any(&self) -> &dyn Any;
}

/// What every device runtime provides. Callers (the validation layer) guarantee: offsets and
/// lengths are within the allocation, arguments match the kernel's signature, buffers belong to
/// this device, and the launch geometry matches the kernel.
pub trait Backend: Send + Sync {
    fn info(&self) -> &crate::device::DeviceInfo;
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc>;
    fn free(&self, alloc: &DeviceAlloc);
    fn write(&self, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()>;
    fn read(&self, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()>;
    fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>>;
    /// Runs `grid` workgroups. The backend keeps `args` alive until the work has finished.
    fn launch(&self, kernel: &dyn LoadedKernel, grid: [u32; 3], args: Vec<Arc<RawBuffer>>) -> Result<()>;
    /// Runs `grid` workgroups on the context's stream number `stream` (0 is the default stream;
    /// work on one stream runs in order). Backends with one queue run every stream on it.
    fn launch_on(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        stream: u32,
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<()> {
        let _ = stream;
        self.launch(kernel, grid, args)
    }
    /// Waits for all work submitted so far.
    fn synchronize(&self) -> Result<()>;
    /// Runs `grid` workgroups (the device is idle when this is called), waits, and returns the
    /// kernel's execution time. The default measures host time; backends with device timers
    /// override it.
    fn launch_timed(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<std::time::Duration> {
        host_timed(self, kernel, grid, args)
    }
    /// A new context's own instance of this device, for runtimes where that is what isolates
    /// failures (a lost wgpu device takes only its own context down). `None` shares this one.
    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        None
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

/// Host time around a launch and the wait for it: the timing of devices without their own clock.
pub(crate) fn host_timed<B: Backend + ?Sized>(
    backend: &B,
    kernel: &dyn LoadedKernel,
    grid: [u32; 3],
    args: Vec<Arc<RawBuffer>>,
) -> Result<std::time::Duration> {
    let start = std::time::Instant::now();
    backend.launch(kernel, grid, args)?;
    backend.synchronize()?;
    Ok(start.elapsed())
}
