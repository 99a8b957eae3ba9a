//! NVIDIA GPUs through the CUDA driver API, loaded at run time by cudarc: a machine without the
//! driver simply has no CUDA devices. Kernels are anygpu's own PTX (`compiler::targets::ptx`),
//! JIT-compiled by the driver when loaded; nothing else from CUDA is needed.
//!
//! Each `GpuContext` gets its own stream on the device's primary context, so work from two
//! contexts overlaps while each context's own work runs in order. All driver calls go through
//! [`call`], which turns driver errors into `GpuError::Backend` naming the CUDA error and the
//! operation, and a panic inside cudarc (it panics when the driver lacks a symbol) into an error
//! too. This file is the CUDA FFI boundary: every `unsafe` block says why it is sound.

use std::any::Any;
use std::collections::HashMap;
use std::ffi::{c_void, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex, OnceLock};

use cudarc::driver::{result, sys, DriverError};

use super::{Backend, DeviceAlloc, LoadedKernel};
use crate::backend::RawBuffer;
use crate::compiler::front::FrontModule;
use crate::compiler::targets::ptx::{self, PtxArch, PtxIsa, WARP_SIZE};
use crate::device::{DeviceId, DeviceInfo, DeviceKind, DeviceType};
use crate::error::{GpuError, Result};

/// Bytes of page-locked host memory each context stages copies through.
const STAGING_BYTES: usize = 8 << 20;

/// Errors after which the context is unusable: every later call fails the same way.
const STICKY: [sys::CUresult; 9] = [
    sys::CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
    sys::CUresult::CUDA_ERROR_LAUNCH_FAILED,
    sys::CUresult::CUDA_ERROR_LAUNCH_TIMEOUT,
    sys::CUresult::CUDA_ERROR_ECC_UNCORRECTABLE,
    sys::CUresult::CUDA_ERROR_HARDWARE_STACK_ERROR,
    sys::CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION,
    sys::CUresult::CUDA_ERROR_MISALIGNED_ADDRESS,
    sys::CUresult::CUDA_ERROR_INVALID_ADDRESS_SPACE,
    sys::CUresult::CUDA_ERROR_INVALID_PC,
];

fn cuda_error(operation: &str, e: DriverError) -> GpuError {
    if e.0 == sys::CUresult::CUDA_ERROR_LAUNCH_TIMEOUT {
        return super::watchdog_timeout("the CUDA device");
    }
    if STICKY.contains(&e.0) {
        return GpuError::DeviceLost {
            device: "the CUDA device".into(),
            reason: format!(
                "{} while trying to {operation} (the CUDA context is unusable until the process restarts)",
                error_text(e)
            ),
        };
    }
    GpuError::Backend {
        backend: "cuda",
        operation: operation.to_string(),
        message: error_text(e),
    }
}

fn error_text(e: DriverError) -> String {
    let name = e
        .error_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|_| format!("CUresult {}", e.0 as i32));
    let text = e
        .error_string()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!("{name}: {text}")
}

/// Runs driver calls; a driver error or a cudarc panic becomes a `GpuError` naming `operation`.
fn call<T>(operation: &str, f: impl FnOnce() -> std::result::Result<T, DriverError>) -> Result<T> {
    call_raw(operation, f)?.map_err(|e| cuda_error(operation, e))
}

/// Like [`call`], but hands driver errors back for the caller to tell apart.
fn call_raw<T>(
    operation: &str,
    f: impl FnOnce() -> std::result::Result<T, DriverError>,
) -> Result<std::result::Result<T, DriverError>> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => Ok(r),
        Err(panic) => Err(GpuError::Backend {
            backend: "cuda",
            operation: operation.to_string(),
            message: format!(
                "the CUDA driver library is missing something anygpu needs ({}); update the NVIDIA driver",
                panic
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| panic.downcast_ref::<&str>().copied())
                    .unwrap_or("panic in cudarc")
            ),
        }),
    }
}

// ------------------------------------------------------------------------------ device facts

/// What the driver says about one GPU, before it becomes a [`DeviceInfo`].
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct DriverFacts {
    pub name: String,
    pub total_memory: u64,
    pub multiprocessors: u32,
    pub compute_capability: (u32, u32),
    pub clock_khz: u32,
    pub shared_memory_per_block: u64,
    pub max_threads_per_block: u32,
    pub warp_size: u32,
    pub pci: (u32, u32, u32),
    pub uuid: [u8; 16],
}

/// PCI address as `dddd:bb:dd.0`, the form wgpu and `nvidia-smi` print.
fn pci_bus_id((domain, bus, device): (u32, u32, u32)) -> String {
    format!("{domain:04x}:{bus:02x}:{device:02x}.0")
}

/// UUID as `nvidia-smi -L` prints it: `GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`.
fn uuid_string(b: &[u8; 16]) -> String {
    let hex: Vec<String> = b.iter().map(|x| format!("{x:02x}")).collect();
    format!(
        "GPU-{}-{}-{}-{}-{}",
        hex[0..4].concat(),
        hex[4..6].concat(),
        hex[6..8].concat(),
        hex[8..10].concat(),
        hex[10..16].concat()
    )
}

pub(crate) fn device_info(index: usize, f: &DriverFacts) -> DeviceInfo {
    DeviceInfo {
        id: DeviceId::new(DeviceKind::Cuda, index),
        name: f.name.clone(),
        kind: DeviceKind::Cuda,
        memory_total: f.total_memory,
        multiprocessor_count: f.multiprocessors,
        compute_version: format!("{}.{}", f.compute_capability.0, f.compute_capability.1),
        subgroup_size: if f.warp_size == 0 { WARP_SIZE } else { f.warp_size },
        max_workgroup_size: f
            .max_threads_per_block
            .min(crate::compiler::front::MAX_WORKGROUP_INVOCATIONS),
        is_mock: false,
        device_type: DeviceType::DiscreteGpu,
        clock_mhz: f.clock_khz / 1000,
        max_workgroup_dims: CUDA_MAX_BLOCK,
        workgroup_memory_limit: f.shared_memory_per_block,
        max_grid: MAX_GRID,
        pci_bus_id: pci_bus_id(f.pci),
        uuid: uuid_string(&f.uuid),
        notes: Vec::new(),
    }
}

fn driver_facts(dev: sys::CUdevice) -> Result<DriverFacts> {
    use sys::CUdevice_attribute as A;
    let attr = |a: A| -> Result<u32> {
        // SAFETY: `dev` came from cuDeviceGet after cuInit succeeded.
        call("query a device attribute", || unsafe {
            result::device::get_attribute(dev, a)
        })
        .map(|v| v.max(0) as u32)
    };
    Ok(DriverFacts {
        name: call("read the device name", || result::device::get_name(dev))?,
        // SAFETY: as above.
        total_memory: call("read the device memory size", || unsafe {
            result::device::total_mem(dev)
        })? as u64,
        multiprocessors: attr(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        compute_capability: (
            attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        ),
        clock_khz: attr(A::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)?,
        // Static `.shared` memory is capped at 48 KiB per block whatever the GPU has.
        shared_memory_per_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)? as u64,
        max_threads_per_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        warp_size: attr(A::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
        pci: (
            attr(A::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID)?,
            attr(A::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID)?,
            attr(A::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID)?,
        ),
        uuid: call("read the device UUID", || result::device::get_uuid(dev))?
            .bytes
            .map(|b| b as u8),
    })
}

/// The CUDA devices present, or none (silently) when there is no driver or no GPU.
pub fn probe() -> Vec<CudaBackend> {
    // SAFETY: only tries to open the driver library; nothing is called through it.
    if !unsafe { sys::is_culib_present() } {
        return Vec::new();
    }
    match catch_unwind(probe_driver) {
        Ok(Ok(devices)) => devices,
        Ok(Err(e)) => {
            tracing::warn!("CUDA driver present but unusable, no CUDA devices: {e}");
            Vec::new()
        }
        Err(_) => {
            tracing::warn!("the CUDA driver panicked while listing devices; no CUDA devices");
            Vec::new()
        }
    }
}

fn probe_driver() -> Result<Vec<CudaBackend>> {
    call("initialise the driver (cuInit)", result::init)?;
    let mut version = 0;
    // SAFETY: a valid out-pointer.
    call("read the driver version", || unsafe {
        sys::cuDriverGetVersion(&mut version).result()
    })?;
    let count = call("count devices", result::device::get_count)?;
    let mut out = Vec::new();
    for ordinal in 0..count {
        let facts =
            call("open a device", || result::device::get(ordinal)).and_then(|dev| Ok((dev, driver_facts(dev)?)));
        let (dev, facts) = match facts {
            Ok(x) => x,
            Err(e) => {
                tracing::warn!("skipping CUDA device {ordinal}: {e}");
                continue;
            }
        };
        let info = device_info(out.len(), &facts);
        let arch = PtxArch::from_compute_capability(facts.compute_capability.0, facts.compute_capability.1);
        let (arch, isa) = match arch.and_then(|a| PtxIsa::choose(a, Some(version)).map(|i| (a, i))) {
            Ok(x) => x,
            Err(e) => {
                tracing::warn!("skipping CUDA device {ordinal} ({}): {e}", facts.name);
                continue;
            }
        };
        use sys::CUdevice_attribute as A;
        // SAFETY: `dev` is valid (cuDeviceGet succeeded).
        let pools = call("query memory pools", || unsafe {
            result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)
        })
        .unwrap_or(0)
            != 0;
        let device = Arc::new(CudaDevice {
            dev,
            context: OnceLock::new(),
            arch,
            isa,
            pools,
        });
        out.push(CudaBackend::new(info, device));
    }
    Ok(out)
}

// ------------------------------------------------------------------------------ handles

/// One GPU and its primary context (retained on first use, released when the last context ends).
struct CudaDevice {
    dev: sys::CUdevice,
    context: OnceLock<std::result::Result<Context, String>>,
    arch: PtxArch,
    isa: PtxIsa,
    /// Stream-ordered allocation (`cuMemAllocAsync`) is available.
    pools: bool,
}

struct Context(sys::CUcontext);

// SAFETY: a CUDA context handle may be used from any thread (each thread makes it current
// before use, which `CudaDevice::make_current` does for every call).
unsafe impl Send for Context {}
// SAFETY: as above; the driver API is thread-safe.
unsafe impl Sync for Context {}

impl CudaDevice {
    fn make_current(&self) -> Result<()> {
        let ctx = self
            .context
            .get_or_init(|| {
                // SAFETY: `dev` is a valid device; the retained context is released in Drop.
                call("retain the primary context", || unsafe {
                    result::primary_ctx::retain(self.dev)
                })
                .map(Context)
                .map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(|e| GpuError::Backend {
                backend: "cuda",
                operation: "open the device".into(),
                message: e.clone(),
            })?;
        // SAFETY: the context was retained above and stays alive while `self` does.
        call("make the context current", || unsafe {
            result::ctx::set_current(ctx.0)
        })
    }
}

impl Drop for CudaDevice {
    fn drop(&mut self) {
        if let Some(Ok(_)) = self.context.get() {
            // SAFETY: balances the retain in `make_current`; nothing uses the context afterwards.
            let _ = call("release the primary context", || unsafe {
                result::primary_ctx::release(self.dev)
            });
        }
    }
}

struct Stream(sys::CUstream);
// SAFETY: stream handles are usable from any thread with the context current.
unsafe impl Send for Stream {}
// SAFETY: as above; the driver serialises use of a stream.
unsafe impl Sync for Stream {}

/// Page-locked host memory, for copies at full PCIe speed.
struct Pinned {
    ptr: *mut u8,
    len: usize,
}
// SAFETY: plain host memory owned by this value; access is serialised by the Mutex around it.
unsafe impl Send for Pinned {}

impl Pinned {
    fn as_mut_slice(&mut self) -> &mut [u8] {
        // SAFETY: `ptr` points to `len` bytes allocated by cuMemHostAlloc and owned by `self`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

impl Drop for Pinned {
    fn drop(&mut self) {
        // SAFETY: allocated by cuMemHostAlloc; no copy uses it any more (each copy is waited for).
        let _ = call("free pinned memory", || unsafe { result::free_host(self.ptr.cast()) });
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        // SAFETY: the stream is not used after this; pending work on it completes first (the
        // driver defers destruction until then).
        let _ = call("destroy a stream", || unsafe { result::stream::destroy(self.0) });
    }
}

// ------------------------------------------------------------------------------ the backend

/// A CUDA device as seen by one context: the shared device plus this context's own stream,
/// staging memory, and the buffers its queued work still uses.
pub struct CudaBackend {
    info: DeviceInfo,
    stream: OnceLock<std::result::Result<Stream, String>>,
    /// The context's other streams (`LaunchConfig::stream` 1, 2, ...), created on first use.
    user_streams: Mutex<HashMap<u32, Stream>>,
    staging: Mutex<Option<Pinned>>,
    in_flight: super::native::InFlight,
    /// Last, so that it is dropped last: the streams and pinned memory above need its context.
    device: Arc<CudaDevice>,
}

impl CudaBackend {
    fn new(info: DeviceInfo, device: Arc<CudaDevice>) -> Self {
        CudaBackend {
            info,
            stream: OnceLock::new(),
            user_streams: Mutex::new(HashMap::new()),
            staging: Mutex::new(None),
            in_flight: Default::default(),
            device,
        }
    }

    /// Makes the context current on this thread and returns this context's stream.
    fn stream(&self) -> Result<sys::CUstream> {
        self.device.make_current()?;
        self.stream
            .get_or_init(|| {
                call("create a stream", || {
                    result::stream::create(result::stream::StreamKind::NonBlocking)
                })
                .map(Stream)
                .map_err(|e| e.to_string())
            })
            .as_ref()
            .map(|s| s.0)
            .map_err(|e| GpuError::Backend {
                backend: "cuda",
                operation: "create a stream".into(),
                message: e.clone(),
            })
    }

    /// Waits for the default stream and every user stream: after this, no queued work of this
    /// context remains, so the buffers it held can go.
    fn wait(&self, stream: sys::CUstream) -> Result<()> {
        self.in_flight.release_after(|| {
            // SAFETY: every stream belongs to this backend and its context is current.
            call("wait for the stream", || unsafe { result::stream::synchronize(stream) })?;
            for s in self.user_streams.lock().unwrap_or_else(|e| e.into_inner()).values() {
                // SAFETY: as above.
                call("wait for a user stream", || unsafe { result::stream::synchronize(s.0) })?;
            }
            Ok(())
        })
    }

    /// The context's stream number `n` (0: the default stream).
    fn stream_number(&self, n: u32) -> Result<sys::CUstream> {
        let default = self.stream()?;
        if n == 0 {
            return Ok(default);
        }
        let mut streams = self.user_streams.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = streams.get(&n) {
            return Ok(s.0);
        }
        let s = call("create a stream", || {
            result::stream::create(result::stream::StreamKind::NonBlocking)
        })?;
        streams.insert(n, Stream(s));
        Ok(s)
    }

    /// Runs `f` on chunks of the pinned staging buffer, allocating it on first use.
    fn with_staging<T>(&self, f: impl FnOnce(&mut [u8]) -> Result<T>) -> Result<T> {
        let mut slot = self.staging.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            // SAFETY: a fresh allocation of STAGING_BYTES, owned by the `Pinned` that frees it.
            let ptr = call("allocate pinned host memory", || unsafe {
                result::malloc_host(STAGING_BYTES, 0)
            })?;
            *slot = Some(Pinned {
                ptr: ptr.cast(),
                len: STAGING_BYTES,
            });
        }
        match slot.as_mut() {
            Some(p) => f(p.as_mut_slice()),
            None => Err(GpuError::Backend {
                backend: "cuda",
                operation: "stage a copy".into(),
                message: "no staging buffer".into(),
            }),
        }
    }
}

impl Drop for CudaBackend {
    /// Runs before the fields are dropped: the streams and pinned memory are released with
    /// their context current, whichever thread drops the last reference.
    fn drop(&mut self) {
        let _ = self.device.make_current();
    }
}

/// A kernel loaded into the device's context.
pub struct CudaKernel {
    device: Arc<CudaDevice>,
    module: sys::CUmodule,
    function: sys::CUfunction,
    block: [u32; 3],
}

// SAFETY: module and function handles are usable from any thread with the context current.
unsafe impl Send for CudaKernel {}
// SAFETY: as above; launching does not mutate the handles.
unsafe impl Sync for CudaKernel {}

impl LoadedKernel for CudaKernel {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Drop for CudaKernel {
    fn drop(&mut self) {
        if self.device.make_current().is_ok() {
            // SAFETY: loaded by cuModuleLoadDataEx; kernels are dropped only after the launches
            // that used them were waited for (a context's kernels outlive its queued work).
            let _ = call("unload a module", || unsafe { result::module::unload(self.module) });
        }
    }
}

/// The kernel parameter block: for each binding, in the signature's (group, binding) order, the
/// device address and the byte length (`ptr addrspace(1), i64` in the PTX entry).
pub(crate) fn pack_params(args: &[(u64, u64)]) -> Vec<u64> {
    args.iter().flat_map(|&(addr, len)| [addr, len]).collect()
}

/// Grid and block limits of every CUDA GPU from Volta on.
const MAX_GRID: [u32; 3] = [i32::MAX as u32, 65535, 65535];
const CUDA_MAX_BLOCK: [u32; 3] = [1024, 1024, 64];

impl Backend for CudaBackend {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        Some(Arc::new(CudaBackend::new(self.info.clone(), self.device.clone())))
    }

    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        let stream = self.stream()?;
        // cuMemAlloc rejects 0 bytes; an empty buffer still needs an address.
        let size = bytes.max(4);
        // SAFETY: the context is current; the allocation is freed in `free`.
        let r = call_raw("allocate device memory", || unsafe {
            if self.device.pools {
                result::malloc_async(stream, size)
            } else {
                result::malloc_sync(size)
            }
        })?;
        match r {
            Ok(addr) => Ok(DeviceAlloc { addr, bytes }),
            Err(DriverError(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)) => {
                let (free, total) = call("query free memory", result::mem_get_info).unwrap_or((0, 0));
                Err(GpuError::OutOfMemory {
                    device: format!("{} ({})", self.info.id, self.info.name),
                    requested: bytes as u64,
                    available: free as u64,
                    total: total as u64,
                })
            }
            Err(e) => Err(cuda_error("allocate device memory", e)),
        }
    }

    unsafe fn free(&self, alloc: &DeviceAlloc) {
        let Ok(stream) = self.stream() else { return };
        // SAFETY: `alloc` came from `alloc` on this device; buffers are freed only when no queued
        // work holds them (`in_flight`), and a stream-ordered free runs after earlier work anyway.
        let r = call("free device memory", || unsafe {
            if self.device.pools {
                result::free_async(alloc.addr, stream)
            } else {
                result::free_sync(alloc.addr)
            }
        });
        if let Err(e) = r {
            tracing::warn!("{e}");
        }
    }

    unsafe fn write(&self, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        let stream = self.stream()?;
        // Kernels on any stream of this context may still use the buffer.
        self.wait(stream)?;
        self.with_staging(|pinned| {
            super::native::staged_write(pinned, src, |done, staged| {
                let at = dst.addr + (offset + done) as u64;
                // SAFETY: `at..at+len` lies inside `dst` (checked by the validation layer); the
                // pinned source stays untouched until the stream has finished the copy.
                call("copy to the device", || unsafe {
                    result::memcpy_htod_async(at, staged, stream)
                })?;
                // SAFETY: this context's stream.
                call("wait for the copy", || unsafe { result::stream::synchronize(stream) })
            })
        })
    }

    unsafe fn read(&self, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        let stream = self.stream()?;
        // Kernels on any stream of this context may still be writing the buffer.
        self.wait(stream)?;
        self.with_staging(|pinned| {
            super::native::staged_read(pinned, dst, |done, staging| {
                let at = src.addr + (offset + done) as u64;
                // SAFETY: `at..at+len` lies inside `src`; the stream is waited for before the
                // pinned bytes are read.
                call("copy to the host", || unsafe {
                    result::memcpy_dtoh_async(staging, at, stream)
                })?;
                // SAFETY: this context's stream.
                call("wait for the copy", || unsafe { result::stream::synchronize(stream) })
            })
        })
    }

    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        let sig = &front.signature;
        let ptx = ptx::compile_cached(front, self.device.arch, self.device.isa)?;
        self.stream()?;
        let (module, function) = load_ptx(&ptx)?;
        Ok(Arc::new(CudaKernel {
            device: self.device.clone(),
            module,
            function,
            block: sig.workgroup_size,
        }))
    }

    unsafe fn launch(&self, kernel: &dyn LoadedKernel, grid: [u32; 3], args: Vec<Arc<RawBuffer>>) -> Result<()> {
        self.launch_on(kernel, grid, 0, args)
    }

    /// Copies (always on the default stream, after waiting for every stream) see the results
    /// of launches on any stream; launches on different streams may overlap.
    unsafe fn launch_on(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        stream: u32,
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<()> {
        let kernel = kernel
            .as_any()
            .downcast_ref::<CudaKernel>()
            .ok_or_else(|| GpuError::invalid_argument("the kernel was not compiled for a CUDA device"))?;
        let stream = self.stream_number(stream)?;
        let bindings: Vec<(u64, u64)> = args.iter().map(|a| (a.alloc.addr, a.alloc.bytes as u64)).collect();
        let mut params = pack_params(&bindings);
        let mut pointers: Vec<*mut c_void> = params.iter_mut().map(|p| (p as *mut u64).cast()).collect();
        let [bx, by, bz] = kernel.block;
        // SAFETY: `function` takes exactly one u64 per pointer/length pair in this order (the
        // PTX entry was generated from the same signature the validation layer checked `args`
        // against); the driver copies the parameter values during the call.
        call("launch a kernel", || unsafe {
            sys::cuLaunchKernel(
                kernel.function,
                grid[0],
                grid[1],
                grid[2],
                bx,
                by,
                bz,
                0,
                stream,
                pointers.as_mut_ptr(),
                std::ptr::null_mut(),
            )
            .result()
        })?;
        self.in_flight.hold(args);
        Ok(())
    }

    fn synchronize(&self) -> Result<()> {
        if self.stream.get().is_none() {
            return Ok(());
        }
        let stream = self.stream()?;
        self.wait(stream)
    }

    unsafe fn launch_timed(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<std::time::Duration> {
        let stream = self.stream()?;
        let flags = sys::CUevent_flags::CU_EVENT_DEFAULT;
        let start = call("create an event", || result::event::create(flags))?;
        let end = call("create an event", || result::event::create(flags));
        let timed = end.and_then(|end| {
            let r = (|| {
                // SAFETY: both events and the stream belong to the current context.
                call("record an event", || unsafe { result::event::record(start, stream) })?;
                self.launch(kernel, grid, args)?;
                // SAFETY: as above.
                call("record an event", || unsafe { result::event::record(end, stream) })?;
                // SAFETY: as above.
                call("wait for an event", || unsafe { result::event::synchronize(end) })?;
                // SAFETY: both events have completed.
                call("read the kernel time", || unsafe { result::event::elapsed(start, end) })
            })();
            // SAFETY: the events are not used after this.
            let _ = call("destroy an event", || unsafe { result::event::destroy(end) });
            r
        });
        // SAFETY: as above.
        let _ = call("destroy an event", || unsafe { result::event::destroy(start) });
        let ms = timed?;
        self.wait(stream)?;
        Ok(std::time::Duration::from_secs_f64(ms as f64 / 1e3))
    }
}

/// Loads PTX into the current context; a JIT failure becomes an internal compiler error with
/// the driver's log and the PTX written to a file (our compiler wrote PTX the driver refused).
fn load_ptx(ptx: &ptx::PtxModule) -> Result<(sys::CUmodule, sys::CUfunction)> {
    let image = CString::new(ptx.text.as_str()).map_err(|_| crate::error::ice("PTX with a NUL byte"))?;
    let mut log = vec![0u8; 16 << 10];
    let mut options = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    let mut values: [*mut c_void; 2] = [log.as_mut_ptr().cast(), log.len() as *mut c_void];
    let mut module: sys::CUmodule = std::ptr::null_mut();
    let operation = "load the kernel's PTX (driver JIT)";
    // SAFETY: `image` is NUL-terminated PTX; the option arrays have 2 entries each and the log
    // buffer outlives the call; the context is current (the caller made it so).
    let loaded = call_raw(operation, || unsafe {
        sys::cuModuleLoadDataEx(
            &mut module,
            image.as_ptr().cast(),
            options.len() as u32,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
        .result()
    })?;
    if let Err(err) = loaded {
        let log = String::from_utf8_lossy(&log[..log.iter().position(|&b| b == 0).unwrap_or(log.len())])
            .trim()
            .to_string();
        use sys::CUresult as R;
        // Only malformed PTX is our compiler's fault; an old driver or a full GPU is not.
        return Err(match err.0 {
            R::CUDA_ERROR_UNSUPPORTED_PTX_VERSION => GpuError::not_supported(format!(
                "the CUDA driver does not accept PTX ISA {} ({}); update the NVIDIA driver",
                ptx.isa,
                error_text(err)
            )),
            R::CUDA_ERROR_INVALID_PTX | R::CUDA_ERROR_INVALID_IMAGE | R::CUDA_ERROR_INVALID_SOURCE => {
                crate::error::Ice::new(format!(
                    "the CUDA driver rejected anygpu's PTX for `{}` (PTX ISA {}): {}\n{log}",
                    ptx.entry,
                    ptx.isa,
                    error_text(err)
                ))
                .target(format!("ptx {}", ptx.arch))
                .artifact(format!("{}.ptx", ptx.entry), ptx.text.as_bytes())
                .build()
            }
            _ => match cuda_error(operation, err) {
                GpuError::Backend {
                    backend,
                    operation,
                    message,
                } if !log.is_empty() => GpuError::Backend {
                    backend,
                    operation,
                    message: format!("{message}\n{log}"),
                },
                other => other,
            },
        });
    }
    let name = CString::new(ptx.entry.as_str()).map_err(|_| crate::error::ice("entry name with a NUL byte"))?;
    // SAFETY: `module` was just loaded; `name` is NUL-terminated.
    let function = call("find the kernel in its module", || unsafe {
        result::module::get_function(module, name)
    });
    match function {
        Ok(f) => Ok((module, f)),
        Err(e) => {
            // SAFETY: the module is not used after this.
            let _ = call("unload a module", || unsafe { result::module::unload(module) });
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_driver_means_no_devices_and_no_panic() {
        // This machine has no NVIDIA driver; on one that has, the devices must be well formed.
        for b in probe() {
            assert_eq!(b.info().kind, DeviceKind::Cuda);
            assert!(b.info().subgroup_size == 32 && !b.info().name.is_empty());
        }
        // SAFETY: only tries to open the library.
        if !unsafe { sys::is_culib_present() } {
            assert!(probe().is_empty());
        }
    }

    #[test]
    fn driver_facts_become_device_info() {
        let facts = DriverFacts {
            name: "NVIDIA A100-SXM4-40GB".into(),
            total_memory: 40 << 30,
            multiprocessors: 108,
            compute_capability: (8, 0),
            clock_khz: 1_410_000,
            shared_memory_per_block: 48 << 10,
            max_threads_per_block: 1024,
            warp_size: 32,
            pci: (0, 0x65, 0),
            uuid: [
                0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
            ],
        };
        let info = device_info(1, &facts);
        assert_eq!(info.id.to_string(), "cuda:1");
        assert_eq!(info.compute_version, "8.0");
        assert_eq!(info.multiprocessor_count, 108);
        assert_eq!(info.clock_mhz, 1410);
        assert_eq!(info.subgroup_size, 32);
        assert_eq!(info.workgroup_memory_limit, 48 << 10);
        assert_eq!(info.pci_bus_id, "0000:65:00.0");
        assert_eq!(info.uuid, "GPU-12345678-9abc-def0-0123-456789abcdef");
        assert_eq!(info.device_type, DeviceType::DiscreteGpu);
    }

    #[test]
    fn parameters_follow_the_kernel_signature() {
        // The PTX entry of a kernel with bindings (0,0), (0,1), (1,0) takes
        // (ptr, len, ptr, len, ptr, len) in that order.
        let src = "@group(1) @binding(0) var<storage, read_write> out: array<f32>;\n\
                   @group(0) @binding(1) var<storage, read> b: array<f32>;\n\
                   @group(0) @binding(0) var<uniform> a: f32;\n\
                   @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) i: vec3<u32>) { out[i.x] = a * b[i.x]; }";
        let front = crate::compiler::front::compile_front(&crate::KernelSource::wgsl(src)).unwrap();
        let order: Vec<(u32, u32)> = front.signature.bindings.iter().map(|b| (b.group, b.binding)).collect();
        assert_eq!(order, [(0, 0), (0, 1), (1, 0)]);
        let params = pack_params(&[(0x1000, 4), (0x2000, 256), (0x3000, 256)]);
        assert_eq!(params, [0x1000, 4, 0x2000, 256, 0x3000, 256]);
        let ptx = ptx::compile(&front, PtxArch::SM_70, PtxIsa(63)).unwrap();
        let entry = &ptx.text[ptx.text.find(".entry main(").unwrap()..];
        let header = &entry[..entry.find(')').unwrap()];
        assert_eq!(header.matches(".param .u64").count(), params.len(), "{header}");
    }
}
