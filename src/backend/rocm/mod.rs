//! AMD GPUs through the HIP runtime, loaded at run time with `libloading`: one anygpu binary runs
//! with or without ROCm installed (a build-time link against `libamdhip64`, as `hip-sys` does,
//! would make the library mandatory). No runtime, or no GPU, means no ROCm devices.
//!
//! Kernels are anygpu's own code objects (`compiler::targets::amdgcn`), loaded with
//! `hipModuleLoadData` and launched with `hipModuleLaunchKernel`, the argument buffer laid out
//! from the code object's own metadata. Each `GpuContext` has its own stream. All runtime calls
//! go through [`Hip::call`], which turns HIP errors into `GpuError::Backend` naming the error
//! and the operation. This file is the HIP FFI boundary: every `unsafe` block says why it is sound.

use std::any::Any;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::sync::{Arc, Mutex, OnceLock};

use super::{Backend, DeviceAlloc, LoadedKernel};
use crate::backend::RawBuffer;
use crate::compiler::front::FrontModule;
use crate::compiler::targets::amdgcn::{self, CodeObjectVersion, GfxArch, KernelMeta};
use crate::device::{DeviceId, DeviceInfo, DeviceKind, DeviceType};
use crate::error::{GpuError, Result};

type HipError = c_int;
type Stream = *mut c_void;
type Event = *mut c_void;
type Module = *mut c_void;
type Function = *mut c_void;

const HIP_SUCCESS: HipError = 0;
const HIP_ERROR_OUT_OF_MEMORY: HipError = 2;

/// `hipDeviceAttribute_t` values (the same in ROCm 5 and 6 headers).
mod attr {
    pub const CLOCK_RATE: i32 = 5;
    pub const MAX_THREADS_PER_BLOCK: i32 = 56;
    pub const MULTIPROCESSOR_COUNT: i32 = 63;
    pub const PCI_BUS_ID: i32 = 67;
    pub const PCI_DEVICE_ID: i32 = 68;
    pub const PCI_DOMAIN_ID: i32 = 69;
    pub const MAX_SHARED_MEMORY_PER_BLOCK: i32 = 74;
    pub const WARP_SIZE: i32 = 87;
    pub const MEMORY_POOLS_SUPPORTED: i32 = 88;
}

/// Where `gcnArchName` sits in `hipDeviceProp_t`: ROCm 6's `hipGetDevicePropertiesR0600` layout
/// (1472 bytes) and the ROCm 5 layout (792 bytes), from the two versions' headers.
const GCN_ARCH_NAME_R0600: usize = 1160;
const GCN_ARCH_NAME_R0000: usize = 396;
/// Larger than either properties struct, so a newer runtime cannot write past the buffer.
const PROPS_BUFFER: usize = 8192;

/// `HIP_LAUNCH_PARAM_*` markers of `hipModuleLaunchKernel`'s `extra` array.
const LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
const LAUNCH_PARAM_BUFFER_SIZE: usize = 2;
const LAUNCH_PARAM_END: usize = 3;
/// `hipErrorLaunchTimeOut`: the driver's watchdog stopped a kernel.
const HIP_ERROR_LAUNCH_TIMEOUT: HipError = 702;

/// Bytes of page-locked host memory each context stages copies through.
const STAGING_BYTES: usize = 8 << 20;

macro_rules! hip_api {
    ($($name:ident: fn($($arg:ty),*) -> $ret:ty;)*) => {
        /// The HIP runtime's entry points, resolved once from the loaded library.
        #[allow(non_snake_case)]
        struct Api { $($name: unsafe extern "C" fn($($arg),*) -> $ret,)* }
        impl Api {
            /// # Safety
            /// `lib` must be the HIP runtime: the symbols are cast to the C signatures above.
            unsafe fn resolve(lib: &libloading::Library) -> std::result::Result<Api, String> {
                Ok(Api { $($name: *lib
                    .get::<unsafe extern "C" fn($($arg),*) -> $ret>(concat!(stringify!($name), "\0").as_bytes())
                    .map_err(|e| format!("{}: {e}", stringify!($name)))?,)* })
            }
        }
    };
}

hip_api! {
    hipInit: fn(c_uint) -> HipError;
    hipGetDeviceCount: fn(*mut c_int) -> HipError;
    hipRuntimeGetVersion: fn(*mut c_int) -> HipError;
    hipGetErrorName: fn(HipError) -> *const c_char;
    hipGetErrorString: fn(HipError) -> *const c_char;
    hipSetDevice: fn(c_int) -> HipError;
    hipDeviceGetName: fn(*mut c_char, c_int, c_int) -> HipError;
    hipDeviceTotalMem: fn(*mut usize, c_int) -> HipError;
    hipDeviceGetAttribute: fn(*mut c_int, c_int, c_int) -> HipError;
    hipMemGetInfo: fn(*mut usize, *mut usize) -> HipError;
    hipStreamCreateWithFlags: fn(*mut Stream, c_uint) -> HipError;
    hipStreamDestroy: fn(Stream) -> HipError;
    hipStreamSynchronize: fn(Stream) -> HipError;
    hipMalloc: fn(*mut *mut c_void, usize) -> HipError;
    hipFree: fn(*mut c_void) -> HipError;
    hipHostMalloc: fn(*mut *mut c_void, usize, c_uint) -> HipError;
    hipHostFree: fn(*mut c_void) -> HipError;
    hipMemcpyHtoDAsync: fn(*mut c_void, *mut c_void, usize, Stream) -> HipError;
    hipMemcpyDtoHAsync: fn(*mut c_void, *mut c_void, usize, Stream) -> HipError;
    hipModuleLoadData: fn(*mut Module, *const c_void) -> HipError;
    hipModuleUnload: fn(Module) -> HipError;
    hipModuleGetFunction: fn(*mut Function, Module, *const c_char) -> HipError;
    hipModuleLaunchKernel: fn(Function, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Stream, *mut *mut c_void, *mut *mut c_void) -> HipError;
    hipEventCreate: fn(*mut Event) -> HipError;
    hipEventRecord: fn(Event, Stream) -> HipError;
    hipEventSynchronize: fn(Event) -> HipError;
    hipEventElapsedTime: fn(*mut f32, Event, Event) -> HipError;
    hipEventDestroy: fn(Event) -> HipError;
}

/// Optional entry points: present in some runtimes only.
struct OptionalApi {
    /// ROCm 6's properties call (ROCm 5 has only the old-layout `hipGetDeviceProperties`).
    props_r0600: Option<unsafe extern "C" fn(*mut u8, c_int) -> HipError>,
    props_r0000: Option<unsafe extern "C" fn(*mut u8, c_int) -> HipError>,
    malloc_async: Option<unsafe extern "C" fn(*mut *mut c_void, usize, Stream) -> HipError>,
    free_async: Option<unsafe extern "C" fn(*mut c_void, Stream) -> HipError>,
}

/// The loaded HIP runtime.
pub struct Hip {
    api: Api,
    opt: OptionalApi,
    runtime_version: i32,
    _lib: libloading::Library,
}

// SAFETY: the HIP runtime is thread-safe; `Hip` holds only function pointers and the library.
unsafe impl Send for Hip {}
// SAFETY: as above.
unsafe impl Sync for Hip {}

/// Library names to try, newest ROCm first.
const LIBRARIES: [&str; 3] = ["libamdhip64.so.6", "libamdhip64.so.5", "libamdhip64.so"];

impl Hip {
    /// The runtime, loaded once per process (`Err` says why there is none).
    pub fn get() -> std::result::Result<&'static Hip, String> {
        static HIP: OnceLock<std::result::Result<Hip, String>> = OnceLock::new();
        HIP.get_or_init(Hip::load).as_ref().map_err(Clone::clone)
    }

    fn load() -> std::result::Result<Hip, String> {
        let mut errors = Vec::new();
        for name in LIBRARIES {
            // SAFETY: loading the HIP runtime runs its initialisers, which are designed to run
            // in any process; nothing else is done with the library until its symbols resolve.
            match unsafe { libloading::Library::new(name) } {
                Ok(lib) => {
                    // SAFETY: `lib` is the HIP runtime; the signatures match its C API.
                    let api = unsafe { Api::resolve(&lib) }?;
                    // SAFETY: as above, for the optional symbols.
                    let opt = unsafe {
                        OptionalApi {
                            props_r0600: lib.get(b"hipGetDevicePropertiesR0600\0").ok().map(|s| *s),
                            props_r0000: lib.get(b"hipGetDeviceProperties\0").ok().map(|s| *s),
                            malloc_async: lib.get(b"hipMallocAsync\0").ok().map(|s| *s),
                            free_async: lib.get(b"hipFreeAsync\0").ok().map(|s| *s),
                        }
                    };
                    let mut version = 0;
                    // SAFETY: a valid out-pointer.
                    unsafe { (api.hipRuntimeGetVersion)(&mut version) };
                    return Ok(Hip {
                        api,
                        opt,
                        runtime_version: version,
                        _lib: lib,
                    });
                }
                Err(e) => errors.push(format!("{name}: {e}")),
            }
        }
        Err(format!("no HIP runtime ({})", errors.join("; ")))
    }

    /// `hipRuntimeGetVersion` (50_221_153 is ROCm 5.2).
    pub fn runtime_version(&self) -> i32 {
        self.runtime_version
    }

    fn error_name(&self, e: HipError) -> String {
        // SAFETY: HIP returns static NUL-terminated strings (or null) for any error code.
        let text =
            |p: *const c_char| unsafe { (!p.is_null()).then(|| CStr::from_ptr(p).to_string_lossy().into_owned()) };
        // SAFETY: plain calls with an error code.
        let (name, what) = unsafe { ((self.api.hipGetErrorName)(e), (self.api.hipGetErrorString)(e)) };
        format!(
            "{}: {}",
            text(name).unwrap_or_else(|| format!("hipError {e}")),
            text(what).unwrap_or_default()
        )
    }

    /// Checks a HIP return code.
    fn call(&self, operation: &str, code: HipError) -> Result<()> {
        if code == HIP_SUCCESS {
            return Ok(());
        }
        if code == HIP_ERROR_LAUNCH_TIMEOUT {
            return Err(super::watchdog_timeout("the HIP device"));
        }
        Err(GpuError::Backend {
            backend: "rocm",
            operation: operation.to_string(),
            message: self.error_name(code),
        })
    }
}

// ------------------------------------------------------------------------------ device facts

/// What the runtime says about one GPU, before it becomes a [`DeviceInfo`].
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct RuntimeFacts {
    pub name: String,
    pub gcn_arch_name: String,
    pub total_memory: u64,
    pub compute_units: u32,
    pub wavefront_size: u32,
    pub clock_khz: u32,
    pub shared_memory_per_block: u64,
    pub max_threads_per_block: u32,
    pub pci: (u32, u32, u32),
}

pub(crate) fn device_info(index: usize, f: &RuntimeFacts) -> DeviceInfo {
    DeviceInfo {
        id: DeviceId::new(DeviceKind::Rocm, index),
        name: f.name.clone(),
        kind: DeviceKind::Rocm,
        memory_total: f.total_memory,
        multiprocessor_count: f.compute_units,
        compute_version: f.gcn_arch_name.clone(),
        subgroup_size: f.wavefront_size,
        max_workgroup_size: f
            .max_threads_per_block
            .min(crate::compiler::front::MAX_WORKGROUP_INVOCATIONS),
        is_mock: false,
        device_type: DeviceType::DiscreteGpu,
        clock_mhz: f.clock_khz / 1000,
        max_workgroup_dims: HIP_MAX_BLOCK,
        workgroup_memory_limit: f.shared_memory_per_block,
        max_grid: HIP_MAX_GRID,
        pci_bus_id: format!("{:04x}:{:02x}:{:02x}.0", f.pci.0, f.pci.1, f.pci.2),
        uuid: String::new(),
        notes: Vec::new(),
    }
}

fn runtime_facts(hip: &Hip, ordinal: c_int) -> Result<RuntimeFacts> {
    let attribute = |a: i32| -> Result<u32> {
        let mut v = 0;
        // SAFETY: a valid out-pointer and a device ordinal below the device count.
        hip.call("query a device attribute", unsafe {
            (hip.api.hipDeviceGetAttribute)(&mut v, a, ordinal)
        })?;
        Ok(v.max(0) as u32)
    };
    let mut name = [0 as c_char; 256];
    // SAFETY: the buffer holds `name.len()` bytes.
    hip.call("read the device name", unsafe {
        (hip.api.hipDeviceGetName)(name.as_mut_ptr(), name.len() as c_int, ordinal)
    })?;
    // SAFETY: HIP NUL-terminates within the buffer; the last byte is still 0 in any case.
    name[255] = 0;
    let name = unsafe { CStr::from_ptr(name.as_ptr()) }.to_string_lossy().into_owned();
    let mut memory = 0usize;
    // SAFETY: a valid out-pointer.
    hip.call("read the device memory size", unsafe {
        (hip.api.hipDeviceTotalMem)(&mut memory, ordinal)
    })?;
    let mut props = vec![0u8; PROPS_BUFFER];
    let (get, offset) = match (hip.opt.props_r0600, hip.opt.props_r0000) {
        (Some(f), _) => (f, GCN_ARCH_NAME_R0600),
        (None, Some(f)) => (f, GCN_ARCH_NAME_R0000),
        (None, None) => {
            return Err(GpuError::Backend {
                backend: "rocm",
                operation: "read the device properties".into(),
                message: "the HIP runtime has no hipGetDeviceProperties".into(),
            })
        }
    };
    // SAFETY: `props` is larger than either layout of hipDeviceProp_t.
    hip.call("read the device properties", unsafe {
        get(props.as_mut_ptr(), ordinal)
    })?;
    let arch = &props[offset..offset + 256];
    let gcn_arch_name = String::from_utf8_lossy(&arch[..arch.iter().position(|&b| b == 0).unwrap_or(256)]).into_owned();
    Ok(RuntimeFacts {
        name,
        gcn_arch_name,
        total_memory: memory as u64,
        compute_units: attribute(attr::MULTIPROCESSOR_COUNT)?,
        wavefront_size: attribute(attr::WARP_SIZE)?,
        clock_khz: attribute(attr::CLOCK_RATE)?,
        shared_memory_per_block: attribute(attr::MAX_SHARED_MEMORY_PER_BLOCK)? as u64,
        max_threads_per_block: attribute(attr::MAX_THREADS_PER_BLOCK)?,
        pci: (
            attribute(attr::PCI_DOMAIN_ID)?,
            attribute(attr::PCI_BUS_ID)?,
            attribute(attr::PCI_DEVICE_ID)?,
        ),
    })
}

/// The ROCm devices present, or none (silently) without a runtime or a GPU.
pub fn probe() -> Vec<RocmBackend> {
    let hip = match Hip::get() {
        Ok(hip) => hip,
        Err(e) => {
            tracing::debug!("no ROCm devices: {e}");
            return Vec::new();
        }
    };
    match probe_runtime(hip) {
        Ok(devices) => devices,
        Err(e) => {
            tracing::warn!("HIP runtime present but unusable, no ROCm devices: {e}");
            Vec::new()
        }
    }
}

fn probe_runtime(hip: &'static Hip) -> Result<Vec<RocmBackend>> {
    // SAFETY: plain initialisation call.
    let init = unsafe { (hip.api.hipInit)(0) };
    let mut count = 0;
    // SAFETY: a valid out-pointer.
    let counted = unsafe { (hip.api.hipGetDeviceCount)(&mut count) };
    if init != HIP_SUCCESS || counted != HIP_SUCCESS || count <= 0 {
        tracing::debug!(
            "HIP runtime {} loaded; no GPU ({})",
            hip.runtime_version,
            hip.error_name(if counted != HIP_SUCCESS { counted } else { init })
        );
        return Ok(Vec::new());
    }
    let version = CodeObjectVersion::for_hip_runtime(Some(hip.runtime_version));
    let mut out = Vec::new();
    for ordinal in 0..count {
        let facts = runtime_facts(hip, ordinal)?;
        let arch = match GfxArch::from_gcn_arch_name(&facts.gcn_arch_name) {
            Ok(a) => a,
            Err(e) => {
                tracing::warn!("skipping ROCm device {ordinal} ({}): {e}", facts.name);
                continue;
            }
        };
        let mut pools = 0;
        // SAFETY: a valid out-pointer.
        let _ = unsafe { (hip.api.hipDeviceGetAttribute)(&mut pools, attr::MEMORY_POOLS_SUPPORTED, ordinal) };
        let device = Arc::new(RocmDevice {
            hip,
            ordinal,
            arch,
            version,
            pools: pools != 0 && hip.opt.malloc_async.is_some() && hip.opt.free_async.is_some(),
        });
        out.push(RocmBackend::new(device_info(out.len(), &facts), device));
    }
    Ok(out)
}

// ------------------------------------------------------------------------------ the backend

struct RocmDevice {
    hip: &'static Hip,
    ordinal: c_int,
    arch: GfxArch,
    version: CodeObjectVersion,
    /// Stream-ordered allocation (`hipMallocAsync`) is available.
    pools: bool,
}

impl RocmDevice {
    /// HIP's current device is per thread: set it before every call.
    fn make_current(&self) -> Result<()> {
        // SAFETY: a valid ordinal.
        self.hip.call("select the device", unsafe {
            (self.hip.api.hipSetDevice)(self.ordinal)
        })
    }
}

struct OwnedStream(Stream, &'static Hip);
// SAFETY: HIP streams may be used from any thread.
unsafe impl Send for OwnedStream {}
// SAFETY: as above; the runtime serialises use of a stream.
unsafe impl Sync for OwnedStream {}
impl Drop for OwnedStream {
    fn drop(&mut self) {
        // SAFETY: the stream is not used after this.
        let _ = unsafe { (self.1.api.hipStreamDestroy)(self.0) };
    }
}

struct Pinned {
    ptr: *mut u8,
    len: usize,
    hip: &'static Hip,
}
// SAFETY: plain host memory owned by this value; access is serialised by the Mutex around it.
unsafe impl Send for Pinned {}
impl Drop for Pinned {
    fn drop(&mut self) {
        // SAFETY: allocated by hipHostMalloc; every copy using it was waited for.
        let _ = unsafe { (self.hip.api.hipHostFree)(self.ptr.cast()) };
    }
}

/// A ROCm device as seen by one context: its own stream, staging memory and queued buffers.
pub struct RocmBackend {
    info: DeviceInfo,
    stream: OnceLock<std::result::Result<OwnedStream, String>>,
    user_streams: Mutex<HashMap<u32, OwnedStream>>,
    staging: Mutex<Option<Pinned>>,
    in_flight: super::native::InFlight,
    device: Arc<RocmDevice>,
}

impl RocmBackend {
    fn new(info: DeviceInfo, device: Arc<RocmDevice>) -> Self {
        RocmBackend {
            info,
            stream: OnceLock::new(),
            user_streams: Mutex::new(HashMap::new()),
            staging: Mutex::new(None),
            in_flight: Default::default(),
            device,
        }
    }

    fn hip(&self) -> &'static Hip {
        self.device.hip
    }

    fn new_stream(&self) -> Result<OwnedStream> {
        let mut s: Stream = std::ptr::null_mut();
        const HIP_STREAM_NON_BLOCKING: c_uint = 1;
        // SAFETY: a valid out-pointer; the current device is this one.
        self.hip().call("create a stream", unsafe {
            (self.hip().api.hipStreamCreateWithFlags)(&mut s, HIP_STREAM_NON_BLOCKING)
        })?;
        Ok(OwnedStream(s, self.hip()))
    }

    /// Selects the device on this thread and returns the context's stream number `n`.
    fn stream(&self, n: u32) -> Result<Stream> {
        self.device.make_current()?;
        let default = self
            .stream
            .get_or_init(|| self.new_stream().map_err(|e| e.to_string()))
            .as_ref()
            .map(|s| s.0)
            .map_err(|e| GpuError::Backend {
                backend: "rocm",
                operation: "create a stream".into(),
                message: e.clone(),
            })?;
        if n == 0 {
            return Ok(default);
        }
        let mut streams = self.user_streams.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = streams.get(&n) {
            return Ok(s.0);
        }
        let s = self.new_stream()?;
        let raw = s.0;
        streams.insert(n, s);
        Ok(raw)
    }

    /// Waits for every stream of this context; the buffers queued work held can then go.
    fn wait(&self) -> Result<()> {
        let default = self.stream(0)?;
        self.in_flight.release_after(|| {
            // SAFETY: streams of this context, device current.
            self.hip().call("wait for the stream", unsafe {
                (self.hip().api.hipStreamSynchronize)(default)
            })?;
            for s in self.user_streams.lock().unwrap_or_else(|e| e.into_inner()).values() {
                // SAFETY: as above.
                self.hip().call("wait for a user stream", unsafe {
                    (self.hip().api.hipStreamSynchronize)(s.0)
                })?;
            }
            Ok(())
        })
    }

    /// Waits for the context's stream `stream` only (a copy just queued on it).
    fn wait_stream(&self, stream: Stream) -> Result<()> {
        // SAFETY: this context's stream, device current.
        self.hip().call("wait for the copy", unsafe {
            (self.hip().api.hipStreamSynchronize)(stream)
        })
    }

    fn with_staging<T>(&self, f: impl FnOnce(&mut [u8]) -> Result<T>) -> Result<T> {
        let mut slot = self.staging.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            let mut p: *mut c_void = std::ptr::null_mut();
            // SAFETY: a valid out-pointer; freed by `Pinned`.
            self.hip().call("allocate pinned host memory", unsafe {
                (self.hip().api.hipHostMalloc)(&mut p, STAGING_BYTES, 0)
            })?;
            *slot = Some(Pinned {
                ptr: p.cast(),
                len: STAGING_BYTES,
                hip: self.hip(),
            });
        }
        let pinned = slot.as_mut().ok_or_else(|| GpuError::Backend {
            backend: "rocm",
            operation: "stage a copy".into(),
            message: "no staging buffer".into(),
        })?;
        // SAFETY: `ptr` points to `len` bytes owned by the `Pinned`, borrowed mutably here.
        f(unsafe { std::slice::from_raw_parts_mut(pinned.ptr, pinned.len) })
    }
}

/// A kernel loaded into the runtime, with the metadata its arguments are laid out by.
pub struct RocmKernel {
    device: Arc<RocmDevice>,
    module: Module,
    function: Function,
    block: [u32; 3],
    meta: KernelMeta,
}

// SAFETY: module and function handles may be used from any thread.
unsafe impl Send for RocmKernel {}
// SAFETY: as above; launching does not mutate them.
unsafe impl Sync for RocmKernel {}

impl LoadedKernel for RocmKernel {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Drop for RocmKernel {
    fn drop(&mut self) {
        if self.device.make_current().is_ok() {
            // SAFETY: loaded by hipModuleLoadData; launches using it were waited for.
            let _ = unsafe { (self.device.hip.api.hipModuleUnload)(self.module) };
        }
    }
}

/// Block limits of AMD GPUs.
const HIP_MAX_BLOCK: [u32; 3] = [1024, 1024, 1024];
/// HIP's grid limits in workgroups (gridDim is a signed 32-bit count along x; y and z as CUDA).
const HIP_MAX_GRID: [u32; 3] = [i32::MAX as u32, 65535, 65535];

impl Drop for RocmBackend {
    /// Runs before the fields are dropped: streams and pinned memory are released with this
    /// device current, whichever thread drops the last reference.
    fn drop(&mut self) {
        let _ = self.device.make_current();
    }
}

impl Backend for RocmBackend {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        Some(Arc::new(RocmBackend::new(self.info.clone(), self.device.clone())))
    }

    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        let stream = self.stream(0)?;
        let size = bytes.max(4);
        let mut p: *mut c_void = std::ptr::null_mut();
        let code = match (self.device.pools, self.hip().opt.malloc_async) {
            // SAFETY: a valid out-pointer; freed in `free`.
            (true, Some(f)) => unsafe { f(&mut p, size, stream) },
            // SAFETY: as above.
            _ => unsafe { (self.hip().api.hipMalloc)(&mut p, size) },
        };
        if code == HIP_ERROR_OUT_OF_MEMORY {
            let (mut free, mut total) = (0usize, 0usize);
            // SAFETY: valid out-pointers.
            let _ = unsafe { (self.hip().api.hipMemGetInfo)(&mut free, &mut total) };
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({})", self.info.id, self.info.name),
                requested: bytes as u64,
                available: free as u64,
                total: total as u64,
            });
        }
        self.hip().call("allocate device memory", code)?;
        Ok(DeviceAlloc { addr: p as u64, bytes })
    }

    unsafe fn free(&self, alloc: &DeviceAlloc) {
        let Ok(stream) = self.stream(0) else { return };
        let ptr = alloc.addr as *mut c_void;
        let code = match (self.device.pools, self.hip().opt.free_async) {
            // SAFETY: `ptr` came from `alloc`; no queued work holds it (`in_flight`), and a
            // stream-ordered free runs after earlier work on the stream anyway.
            (true, Some(f)) => unsafe { f(ptr, stream) },
            // SAFETY: as above.
            _ => unsafe { (self.hip().api.hipFree)(ptr) },
        };
        if let Err(e) = self.hip().call("free device memory", code) {
            tracing::warn!("{e}");
        }
    }

    unsafe fn write(&self, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        self.wait()?;
        let stream = self.stream(0)?;
        self.with_staging(|pinned| {
            super::native::staged_write(pinned, src, |done, staged| {
                let at = (dst.addr + (offset + done) as u64) as *mut c_void;
                // SAFETY: the range lies inside `dst` (validation layer); the pinned bytes stay
                // untouched until the stream has finished the copy.
                self.hip().call("copy to the device", unsafe {
                    (self.hip().api.hipMemcpyHtoDAsync)(at, staged.as_ptr() as *mut c_void, staged.len(), stream)
                })?;
                self.wait_stream(stream)
            })
        })
    }

    unsafe fn read(&self, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        self.wait()?;
        let stream = self.stream(0)?;
        self.with_staging(|pinned| {
            super::native::staged_read(pinned, dst, |done, staging| {
                let at = (src.addr + (offset + done) as u64) as *mut c_void;
                // SAFETY: the range lies inside `src`; the stream is waited for before the pinned
                // bytes are read.
                self.hip().call("copy to the host", unsafe {
                    (self.hip().api.hipMemcpyDtoHAsync)(staging.as_mut_ptr().cast(), at, staging.len(), stream)
                })?;
                self.wait_stream(stream)
            })
        })
    }

    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        let sig = &front.signature;
        let object = amdgcn::compile(front, self.device.arch, self.device.version)?;
        let meta = amdgcn::read_metadata(&object.hsaco)?;
        self.stream(0)?;
        let mut module: Module = std::ptr::null_mut();
        // SAFETY: a complete code object in memory; the runtime copies what it needs.
        let loaded = self.hip().call("load the code object", unsafe {
            (self.hip().api.hipModuleLoadData)(&mut module, object.hsaco.as_ptr().cast())
        });
        if let Err(e) = loaded {
            return Err(crate::error::Ice::new(format!(
                "the HIP runtime rejected anygpu's code object for `{}` ({:?}): {e}",
                object.entry, object.version
            ))
            .target(format!("amdgcn {}", object.arch))
            .artifact(format!("{}.hsaco", object.entry), object.hsaco.as_slice())
            .build());
        }
        let name = CString::new(object.entry.as_str()).map_err(|_| crate::error::ice("entry name with NUL"))?;
        let mut function: Function = std::ptr::null_mut();
        // SAFETY: `module` was just loaded; `name` is NUL-terminated.
        let found = self.hip().call("find the kernel in its code object", unsafe {
            (self.hip().api.hipModuleGetFunction)(&mut function, module, name.as_ptr())
        });
        if let Err(e) = found {
            // SAFETY: the module is not used after this.
            let _ = unsafe { (self.hip().api.hipModuleUnload)(module) };
            return Err(e);
        }
        Ok(Arc::new(RocmKernel {
            device: self.device.clone(),
            module,
            function,
            block: sig.workgroup_size,
            meta,
        }))
    }

    unsafe fn launch(&self, kernel: &dyn LoadedKernel, grid: [u32; 3], args: Vec<Arc<RawBuffer>>) -> Result<()> {
        self.launch_on(kernel, grid, 0, args)
    }

    unsafe fn launch_on(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        stream: u32,
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<()> {
        let kernel = kernel
            .as_any()
            .downcast_ref::<RocmKernel>()
            .ok_or_else(|| GpuError::invalid_argument("the kernel was not compiled for a ROCm device"))?;
        let stream = self.stream(stream)?;
        let bindings: Vec<(u64, u64)> = args.iter().map(|a| (a.alloc.addr, a.alloc.bytes as u64)).collect();
        let mut buffer = amdgcn::kernarg_buffer(&kernel.meta, &bindings)?;
        let mut size = buffer.len();
        let mut extra: [*mut c_void; 5] = [
            LAUNCH_PARAM_BUFFER_POINTER as *mut c_void,
            buffer.as_mut_ptr().cast(),
            LAUNCH_PARAM_BUFFER_SIZE as *mut c_void,
            (&mut size as *mut usize).cast(),
            LAUNCH_PARAM_END as *mut c_void,
        ];
        let [bx, by, bz] = kernel.block;
        // SAFETY: the argument buffer is laid out from the code object's own metadata and lives
        // across the call (HIP copies it at launch); `extra` is a well-formed HIP_LAUNCH_PARAM list.
        self.hip().call("launch a kernel", unsafe {
            (self.hip().api.hipModuleLaunchKernel)(
                kernel.function,
                grid[0],
                grid[1],
                grid[2],
                bx,
                by,
                bz,
                0,
                stream,
                std::ptr::null_mut(),
                extra.as_mut_ptr(),
            )
        })?;
        self.in_flight.hold(args);
        Ok(())
    }

    fn synchronize(&self) -> Result<()> {
        if self.stream.get().is_none() {
            return Ok(());
        }
        self.wait()
    }

    unsafe fn launch_timed(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<std::time::Duration> {
        let stream = self.stream(0)?;
        let hip = self.hip();
        let (mut start, mut end): (Event, Event) = (std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: valid out-pointers; destroyed below.
        hip.call("create an event", unsafe { (hip.api.hipEventCreate)(&mut start) })?;
        // SAFETY: as above.
        let created = hip.call("create an event", unsafe { (hip.api.hipEventCreate)(&mut end) });
        let timed = created.and_then(|_| {
            // SAFETY: events and stream of the current device.
            hip.call("record an event", unsafe { (hip.api.hipEventRecord)(start, stream) })?;
            self.launch(kernel, grid, args)?;
            // SAFETY: as above.
            hip.call("record an event", unsafe { (hip.api.hipEventRecord)(end, stream) })?;
            // SAFETY: as above.
            hip.call("wait for an event", unsafe { (hip.api.hipEventSynchronize)(end) })?;
            let mut ms = 0f32;
            // SAFETY: both events completed.
            hip.call("read the kernel time", unsafe {
                (hip.api.hipEventElapsedTime)(&mut ms, start, end)
            })?;
            Ok(ms)
        });
        // SAFETY: the events are not used after this (a null `end` is never destroyed).
        unsafe {
            (hip.api.hipEventDestroy)(start);
            if !end.is_null() {
                (hip.api.hipEventDestroy)(end);
            }
        }
        let ms = timed?;
        self.wait()?;
        Ok(std::time::Duration::from_secs_f64(ms as f64 / 1e3))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With Debian's HIP runtime installed (`scripts/setup.sh` installs libamdhip64-5) the
    /// runtime loads, and with no GPU it reports zero devices; without the runtime, zero too.
    #[test]
    fn the_runtime_loads_and_reports_no_devices_without_a_gpu() {
        match Hip::get() {
            Ok(hip) => {
                assert!(hip.runtime_version() > 0);
                assert_eq!(
                    CodeObjectVersion::for_hip_runtime(Some(hip.runtime_version())),
                    if hip.runtime_version() / 10_000_000 < 6 {
                        CodeObjectVersion::V4
                    } else {
                        CodeObjectVersion::V5
                    }
                );
            }
            Err(e) => {
                assert!(std::env::var_os("CI").is_none(), "CI: the HIP runtime must load: {e}");
                eprintln!("no HIP runtime here ({e}); checking the no-runtime path only");
            }
        }
        for b in probe() {
            assert_eq!(b.info().kind, DeviceKind::Rocm);
            assert!(matches!(b.info().subgroup_size, 32 | 64));
        }
        if !std::path::Path::new("/dev/kfd").exists() {
            assert!(probe().is_empty(), "devices without a GPU driver");
        }
    }

    #[test]
    fn runtime_facts_become_device_info() {
        let facts = RuntimeFacts {
            name: "AMD Instinct MI300X".into(),
            gcn_arch_name: "gfx942:sramecc+:xnack-".into(),
            total_memory: 192 << 30,
            compute_units: 304,
            wavefront_size: 64,
            clock_khz: 2_100_000,
            shared_memory_per_block: 64 << 10,
            max_threads_per_block: 1024,
            pci: (0, 0x0c, 0),
        };
        let info = device_info(0, &facts);
        assert_eq!(info.id.to_string(), "rocm:0");
        assert_eq!(info.compute_version, "gfx942:sramecc+:xnack-");
        assert_eq!(
            GfxArch::from_gcn_arch_name(&info.compute_version).unwrap().name(),
            "gfx942"
        );
        assert_eq!(
            (info.subgroup_size, info.multiprocessor_count, info.clock_mhz),
            (64, 304, 2100)
        );
        assert_eq!(info.pci_bus_id, "0000:0c:00.0");
    }
}
