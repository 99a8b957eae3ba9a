//! AMD GPUs through the HIP runtime, loaded at run time with `libloading`: one anygpu binary runs
//! with or without ROCm installed (a build-time link against `libamdhip64`, as `hip-sys` does,
//! would make the library mandatory). No runtime, or no GPU, means no ROCm devices.
//!
//! Kernels are anygpu's own code objects (`compiler::targets::amdgcn`), loaded with
//! `hipModuleLoadData` and launched with `hipModuleLaunchKernel`, the argument buffer laid out
//! from the code object's own metadata. Each `GpuContext` has its own stream.
//!
//! The FFI comes in cudarc's layers: `sys.rs` (the library, symbols, constants), `result.rs`
//! (one function per HIP call, returning `Result`), and this file, the HIP side of
//! [`NativeBackend`]: one GPU, and each [`NativeDriver`] primitive as one `result` call.
//! `probe.rs` lists the devices and `module.rs` loads code objects; streams, staging, argument
//! lifetimes and timing are the shared core's (`native/`).

mod module;
mod probe;
mod result;
mod sys;

use std::ffi::c_int;

pub use self::module::{RocmCode, RocmModule};
pub use self::probe::probe;
use self::result::HipError;
pub use self::sys::Hip;
use self::sys::{hipEvent_t, hipStream_t};
use crate::backend::native::{Launch, NativeBackend, NativeDriver};
use crate::compiler::front::FrontModule;
use crate::compiler::targets::amdgcn::{self, CodeObjectVersion, GfxArch};
use crate::error::{GpuError, Result};

/// A ROCm device as seen by one context.
pub type RocmBackend = NativeBackend<RocmDevice>;

/// One AMD GPU of the loaded runtime.
pub struct RocmDevice {
    hip: &'static Hip,
    ordinal: c_int,
    arch: GfxArch,
    version: CodeObjectVersion,
    /// Stream-ordered allocation (`hipMallocAsync`) is available.
    pools: bool,
}

/// A HIP stream handle.
#[derive(Clone, Copy)]
pub struct HipStream(hipStream_t);
// SAFETY: HIP streams may be used from any thread.
unsafe impl Send for HipStream {}
// SAFETY: the handle is a plain value; the runtime serialises work queued on one stream.
unsafe impl Sync for HipStream {}

/// A HIP event handle.
#[derive(Clone, Copy)]
pub struct HipEvent(hipEvent_t);
// SAFETY: HIP events may be used from any thread.
unsafe impl Send for HipEvent {}
// SAFETY: the handle is a plain value; the runtime synchronises use of an event.
unsafe impl Sync for HipEvent {}

/// The user-facing error for a HIP error raised while trying to do `operation`.
fn hip_error(hip: &Hip, operation: &str, e: HipError) -> GpuError {
    result::gpu_error(hip, operation, e)
}

impl NativeDriver for RocmDevice {
    const KIND: &'static str = "ROCm";
    const BACKEND: &'static str = "rocm";
    type Error = HipError;
    type Stream = HipStream;
    type Event = HipEvent;
    type Code = RocmCode;
    type Module = RocmModule;

    fn error(&self, operation: &str, e: HipError) -> GpuError {
        hip_error(self.hip, operation, e)
    }

    fn is_out_of_memory(e: &HipError) -> bool {
        e.0 == sys::HIP_ERROR_OUT_OF_MEMORY
    }

    /// HIP's current device is per thread: the backend sets it before every call.
    fn make_current(&self) -> Result<()> {
        result::set_device(self.hip, self.ordinal).map_err(|e| hip_error(self.hip, "select the device", e))
    }

    fn stream_create(&self) -> std::result::Result<HipStream, HipError> {
        result::stream_create(self.hip, sys::HIP_STREAM_NON_BLOCKING).map(HipStream)
    }

    unsafe fn stream_destroy(&self, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `stream_destroy` is `result::stream_destroy`'s.
        unsafe { result::stream_destroy(self.hip, stream.0) }
    }

    unsafe fn stream_synchronize(&self, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (a live stream) is `result::stream_synchronize`'s.
        unsafe { result::stream_synchronize(self.hip, stream.0) }
    }

    unsafe fn malloc(&self, bytes: usize, stream: HipStream) -> std::result::Result<u64, HipError> {
        let ptr = if self.pools {
            // SAFETY: `stream` is a live stream of this device (the trait's contract).
            unsafe { result::malloc_async(self.hip, bytes, stream.0) }?
        } else {
            result::malloc(self.hip, bytes)?
        };
        Ok(ptr as u64)
    }

    unsafe fn free(&self, addr: u64, stream: HipStream) -> std::result::Result<(), HipError> {
        let ptr = addr as *mut std::ffi::c_void;
        if self.pools {
            // SAFETY: `addr` came from `malloc`, which with `pools` used `malloc_async`; freed
            // once, unused by other streams' work, `stream` live (the trait's contract).
            unsafe { result::free_async(self.hip, ptr, stream.0) }
        } else {
            // SAFETY: `addr` came from `malloc`, which without `pools` used `hipMalloc`; freed
            // once and no queued work uses it (the trait's contract).
            unsafe { result::free(self.hip, ptr) }
        }
    }

    fn mem_info(&self) -> std::result::Result<(usize, usize), HipError> {
        result::mem_get_info(self.hip)
    }

    unsafe fn memcpy_htod(&self, dst: u64, src: &[u8], stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memcpy_htod` is `result::memcpy_htod_async`'s.
        unsafe { result::memcpy_htod_async(self.hip, dst, src, stream.0) }
    }

    unsafe fn memcpy_dtoh(&self, dst: &mut [u8], src: u64, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memcpy_dtoh` is `result::memcpy_dtoh_async`'s.
        unsafe { result::memcpy_dtoh_async(self.hip, dst, src, stream.0) }
    }

    unsafe fn memcpy_dtod(&self, dst: u64, src: u64, bytes: usize, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memcpy_dtod` is `result::memcpy_dtod_async`'s.
        unsafe { result::memcpy_dtod_async(self.hip, dst, src, bytes, stream.0) }
    }

    unsafe fn memset_d8(&self, dst: u64, value: u8, count: usize, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memset_d8` is `result::memset_d8_async`'s.
        unsafe { result::memset_d8_async(self.hip, dst, value, count, stream.0) }
    }

    unsafe fn memset_d32(&self, dst: u64, value: u32, count: usize, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memset_d32` is `result::memset_d32_async`'s.
        unsafe { result::memset_d32_async(self.hip, dst, value, count, stream.0) }
    }

    fn host_alloc(&self, bytes: usize) -> std::result::Result<*mut u8, HipError> {
        result::host_malloc(self.hip, bytes, 0).map(|p| p.cast())
    }

    unsafe fn host_free(&self, ptr: *mut u8) -> std::result::Result<(), HipError> {
        // SAFETY: `ptr` came from `host_alloc`, i.e. `hipHostMalloc`; freed once, unused by any
        // queued copy (the trait's contract).
        unsafe { result::host_free(self.hip, ptr.cast()) }
    }

    fn event_create(&self) -> std::result::Result<HipEvent, HipError> {
        result::event_create(self.hip).map(HipEvent)
    }

    unsafe fn event_query(&self, event: HipEvent) -> std::result::Result<bool, HipError> {
        // SAFETY: the trait's contract (a live event) is `result::event_query`'s.
        unsafe { result::event_query(self.hip, event.0) }
    }

    unsafe fn stream_wait_event(&self, stream: HipStream, event: HipEvent) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (live stream and event) is `result::stream_wait_event`'s.
        unsafe { result::stream_wait_event(self.hip, stream.0, event.0) }
    }

    unsafe fn event_record(&self, event: HipEvent, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (live event and stream of this device) is `event_record`'s.
        unsafe { result::event_record(self.hip, event.0, stream.0) }
    }

    unsafe fn event_synchronize(&self, event: HipEvent) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (a live event) is `result::event_synchronize`'s.
        unsafe { result::event_synchronize(self.hip, event.0) }
    }

    unsafe fn event_elapsed_ms(&self, start: HipEvent, end: HipEvent) -> std::result::Result<f32, HipError> {
        // SAFETY: the trait's contract (both recorded and completed) is `event_elapsed_time`'s.
        unsafe { result::event_elapsed_time(self.hip, start.0, end.0) }
    }

    unsafe fn event_destroy(&self, event: HipEvent) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `event_destroy` is `result::event_destroy`'s.
        unsafe { result::event_destroy(self.hip, event.0) }
    }

    fn compile(&self, front: &FrontModule) -> Result<RocmCode> {
        module::prepare(amdgcn::compile(front, self.arch, self.version)?)
    }

    fn load(&self, code: &RocmCode) -> Result<RocmModule> {
        module::load_code_object(self.hip, code)
    }

    unsafe fn unload(&self, module: &RocmModule) -> std::result::Result<(), HipError> {
        // SAFETY: the module came from `load` (`hipModuleLoadData`); unloaded once with no launch
        // queued on it (the trait's contract).
        unsafe { result::module_unload(self.hip, module.module) }
    }

    unsafe fn launch(&self, module: &RocmModule, stream: HipStream, launch: Launch<'_>) -> Result<()> {
        let mut kernargs = module.kernargs(launch.args, launch.immediates)?;
        // SAFETY: `kernargs` is laid out from the code object's own metadata for exactly these
        // bindings, which were validated against the kernel's signature and stay alive until
        // the launch finishes; grid, block and stream are as the trait's contract requires.
        unsafe {
            result::module_launch_kernel(
                self.hip,
                module.function,
                launch.grid,
                launch.block,
                stream.0,
                &mut kernargs,
            )
        }
        .map_err(|e| hip_error(self.hip, "launch a kernel", e))
    }
}
