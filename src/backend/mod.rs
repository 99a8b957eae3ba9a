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
    /// Like `launch_on`, stopping the kernel once it has run for `limit` (then the result is
    /// [`GpuError::Timeout`](crate::error::GpuError::Timeout)). Only the CPU device can stop a
    /// running kernel; GPU backends run it without a limit and report their drivers' watchdogs.
    fn launch_limited(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        stream: u32,
        args: Vec<Arc<RawBuffer>>,
        limit: std::time::Duration,
    ) -> Result<()> {
        let _ = limit;
        self.launch_on(kernel, grid, stream, args)
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
    /// Reads `len` bytes without blocking the calling thread, which a browser's main thread
    /// cannot do. Backends that block anyway (all native ones) read at once.
    fn read_async(&self, src: &DeviceAlloc, offset: usize, len: usize) -> LocalFuture<Result<Vec<u8>>> {
        let mut out = vec![0u8; len];
        let r = self.read(src, offset, &mut out).map(|_| out);
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

/// Refuses a `@workgroup_size` the device cannot run along some axis (the total is checked by
/// the front end; per-axis limits are the device's).
#[allow(dead_code)]
pub(crate) fn check_workgroup_dims(info: &crate::device::DeviceInfo, size: [u32; 3], max: [u32; 3]) -> Result<()> {
    if let Some(d) = (0..3).find(|&d| size[d] > max[d]) {
        return Err(crate::GpuError::not_supported(format!(
            "@workgroup_size({}, {}, {}): {} ({}) allows at most {} along {}",
            size[0],
            size[1],
            size[2],
            info.id,
            info.name,
            max[d],
            ["x", "y", "z"][d]
        )));
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workgroup_sizes_are_checked_per_axis() {
        let info = crate::device::available_devices().into_iter().next().unwrap();
        assert!(check_workgroup_dims(&info, [256, 4, 1], [1024, 1024, 64]).is_ok());
        let e = check_workgroup_dims(&info, [1, 1, 128], [1024, 1024, 64])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("@workgroup_size(1, 1, 128)") && e.contains("at most 64 along z"),
            "{e}"
        );
    }
}
