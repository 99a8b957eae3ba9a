//! The HIP runtime's raw surface, loaded at run time with `libloading` (cudarc's `sys` layer):
//! handle types, constants from the ROCm 5 and 6 headers, the symbol table, and [`Hip`], the
//! loaded library. Nothing here calls into the runtime; `result.rs` does, one function per call.

#![allow(non_camel_case_types)]

use std::ffi::{c_char, c_int, c_uint, c_void};
use std::sync::OnceLock;

pub type hipError_t = c_int;
pub type hipStream_t = *mut c_void;
pub type hipEvent_t = *mut c_void;
pub type hipModule_t = *mut c_void;
pub type hipFunction_t = *mut c_void;
pub type hipGraph_t = *mut c_void;
pub type hipGraphExec_t = *mut c_void;
pub type hipGraphNode_t = *mut c_void;

/// `hipStreamCaptureModeThreadLocal`: only this thread's unsafe calls are refused while a
/// stream of it records.
pub const HIP_STREAM_CAPTURE_MODE_THREAD_LOCAL: c_int = 1;

pub const HIP_SUCCESS: hipError_t = 0;
pub const HIP_ERROR_OUT_OF_MEMORY: hipError_t = 2;
/// `hipErrorNotSupported`: what a missing optional entry point reports.
pub const HIP_ERROR_NOT_SUPPORTED: hipError_t = 801;
/// `hipErrorLaunchTimeOut`: the driver's watchdog stopped a kernel.
pub const HIP_ERROR_LAUNCH_TIMEOUT: hipError_t = 702;
/// `hipErrorNotReady`: an event or stream query found work still pending (not a failure).
pub const HIP_ERROR_NOT_READY: hipError_t = 600;
/// `hipErrorPeerAccessAlreadyEnabled`: peer access was enabled before (not a failure).
pub const HIP_ERROR_PEER_ACCESS_ALREADY_ENABLED: hipError_t = 704;
/// Errors after which the HIP context is unusable, as CUDA's sticky errors are:
/// `hipErrorECCNotCorrectable`, `hipErrorIllegalAddress`, `hipErrorLaunchFailure`.
pub const HIP_STICKY_ERRORS: [hipError_t; 3] = [214, 700, 719];

/// `hipStreamNonBlocking`: the stream does not synchronise with the null stream.
pub const HIP_STREAM_NON_BLOCKING: c_uint = 1;

/// `hipDeviceAttribute_t` values (the same in ROCm 5 and 6 headers).
pub mod attr {
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
pub const GCN_ARCH_NAME_R0600: usize = 1160;
pub const GCN_ARCH_NAME_R0000: usize = 396;
/// Bytes of `gcnArchName` (a NUL-terminated `char[256]`).
pub const GCN_ARCH_NAME_LEN: usize = 256;
/// Larger than either properties struct, so a newer runtime cannot write past the buffer.
pub const PROPS_BUFFER: usize = 8192;

/// `HIP_LAUNCH_PARAM_*` markers of `hipModuleLaunchKernel`'s `extra` array.
pub const LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
pub const LAUNCH_PARAM_BUFFER_SIZE: usize = 2;
pub const LAUNCH_PARAM_END: usize = 3;

macro_rules! hip_api {
    ($($name:ident: fn($($arg:ty),*) -> $ret:ty;)*) => {
        /// The HIP runtime's entry points, resolved once from the loaded library.
        #[allow(non_snake_case)]
        pub struct Api { $(pub $name: unsafe extern "C" fn($($arg),*) -> $ret,)* }
        impl Api {
            /// # Safety
            /// `lib` must be the HIP runtime: the symbols are cast to the C signatures above.
            unsafe fn resolve(lib: &libloading::Library) -> std::result::Result<Api, String> {
                // SAFETY: the caller's contract: `lib` is the HIP runtime, whose symbols of
                // these names have these C signatures.
                Ok(Api { $($name: unsafe { *lib
                    .get::<unsafe extern "C" fn($($arg),*) -> $ret>(concat!(stringify!($name), "\0").as_bytes())
                    .map_err(|e| format!("{}: {e}", stringify!($name)))? },)* })
            }
        }
    };
}

hip_api! {
    hipInit: fn(c_uint) -> hipError_t;
    hipGetDeviceCount: fn(*mut c_int) -> hipError_t;
    hipRuntimeGetVersion: fn(*mut c_int) -> hipError_t;
    hipGetErrorName: fn(hipError_t) -> *const c_char;
    hipGetErrorString: fn(hipError_t) -> *const c_char;
    hipSetDevice: fn(c_int) -> hipError_t;
    hipDeviceGetName: fn(*mut c_char, c_int, c_int) -> hipError_t;
    hipDeviceTotalMem: fn(*mut usize, c_int) -> hipError_t;
    hipDeviceGetAttribute: fn(*mut c_int, c_int, c_int) -> hipError_t;
    hipMemGetInfo: fn(*mut usize, *mut usize) -> hipError_t;
    hipStreamCreateWithFlags: fn(*mut hipStream_t, c_uint) -> hipError_t;
    hipStreamDestroy: fn(hipStream_t) -> hipError_t;
    hipStreamSynchronize: fn(hipStream_t) -> hipError_t;
    hipMalloc: fn(*mut *mut c_void, usize) -> hipError_t;
    hipFree: fn(*mut c_void) -> hipError_t;
    hipHostMalloc: fn(*mut *mut c_void, usize, c_uint) -> hipError_t;
    hipHostFree: fn(*mut c_void) -> hipError_t;
    hipMemcpyHtoDAsync: fn(*mut c_void, *mut c_void, usize, hipStream_t) -> hipError_t;
    hipMemcpyDtoHAsync: fn(*mut c_void, *mut c_void, usize, hipStream_t) -> hipError_t;
    hipMemcpyDtoDAsync: fn(*mut c_void, *mut c_void, usize, hipStream_t) -> hipError_t;
    hipMemsetD8Async: fn(*mut c_void, u8, usize, hipStream_t) -> hipError_t;
    hipMemsetD32Async: fn(*mut c_void, c_int, usize, hipStream_t) -> hipError_t;
    hipStreamWaitEvent: fn(hipStream_t, hipEvent_t, c_uint) -> hipError_t;
    hipEventQuery: fn(hipEvent_t) -> hipError_t;
    hipStreamQuery: fn(hipStream_t) -> hipError_t;
    hipDeviceCanAccessPeer: fn(*mut c_int, c_int, c_int) -> hipError_t;
    hipDeviceEnablePeerAccess: fn(c_int, c_uint) -> hipError_t;
    hipMemcpyPeer: fn(*mut c_void, c_int, *const c_void, c_int, usize) -> hipError_t;
    hipModuleLoadData: fn(*mut hipModule_t, *const c_void) -> hipError_t;
    hipModuleUnload: fn(hipModule_t) -> hipError_t;
    hipModuleGetFunction: fn(*mut hipFunction_t, hipModule_t, *const c_char) -> hipError_t;
    hipModuleLaunchKernel: fn(hipFunction_t, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, hipStream_t, *mut *mut c_void, *mut *mut c_void) -> hipError_t;
    hipEventCreate: fn(*mut hipEvent_t) -> hipError_t;
    hipEventRecord: fn(hipEvent_t, hipStream_t) -> hipError_t;
    hipEventSynchronize: fn(hipEvent_t) -> hipError_t;
    hipEventElapsedTime: fn(*mut f32, hipEvent_t, hipEvent_t) -> hipError_t;
    hipEventDestroy: fn(hipEvent_t) -> hipError_t;
}

/// `hipGetDeviceProperties*`: fills a `hipDeviceProp_t` of the runtime's layout.
pub type PropsFn = unsafe extern "C" fn(*mut u8, c_int) -> hipError_t;

/// Optional entry points: present in some runtimes only.
pub struct OptionalApi {
    /// ROCm 6's properties call (ROCm 5 has only the old-layout `hipGetDeviceProperties`).
    pub props_r0600: Option<PropsFn>,
    pub props_r0000: Option<PropsFn>,
    pub malloc_async: Option<unsafe extern "C" fn(*mut *mut c_void, usize, hipStream_t) -> hipError_t>,
    pub free_async: Option<unsafe extern "C" fn(*mut c_void, hipStream_t) -> hipError_t>,
    /// Stream capture and graphs (exported since HIP 4.3; module launches are recorded only
    /// from 5.3: `RocmDevice::has_graphs`).
    pub graphs: Option<GraphApi>,
}

/// The graph entry points `NativeDriver`'s capture uses.
pub struct GraphApi {
    pub begin_capture: unsafe extern "C" fn(hipStream_t, c_int) -> hipError_t,
    pub end_capture: unsafe extern "C" fn(hipStream_t, *mut hipGraph_t) -> hipError_t,
    pub instantiate:
        unsafe extern "C" fn(*mut hipGraphExec_t, hipGraph_t, *mut hipGraphNode_t, *mut c_char, usize) -> hipError_t,
    pub launch: unsafe extern "C" fn(hipGraphExec_t, hipStream_t) -> hipError_t,
    pub exec_destroy: unsafe extern "C" fn(hipGraphExec_t) -> hipError_t,
    pub destroy: unsafe extern "C" fn(hipGraph_t) -> hipError_t,
    pub get_nodes: unsafe extern "C" fn(hipGraph_t, *mut hipGraphNode_t, *mut usize) -> hipError_t,
}

/// The loaded HIP runtime.
pub struct Hip {
    pub(super) api: Api,
    pub(super) opt: OptionalApi,
    _lib: libloading::Library,
}

// SAFETY: the HIP runtime is thread-safe; `Hip` holds only its function pointers and the library
// handle, neither of which is tied to a thread.
unsafe impl Send for Hip {}
// SAFETY: nothing in `Hip` changes after loading, and the runtime's calls may come from any thread.
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
                    // SAFETY: `lib` is the HIP runtime (found by its own name); the signatures
                    // match its C API in the ROCm 5 and 6 headers.
                    let api = unsafe { Api::resolve(&lib) }?;
                    // SAFETY: as for `Api::resolve`: these optional symbols, where present, have
                    // the C signatures of the fields they are stored in.
                    let opt = unsafe {
                        OptionalApi {
                            props_r0600: lib.get(b"hipGetDevicePropertiesR0600\0").ok().map(|s| *s),
                            props_r0000: lib.get(b"hipGetDeviceProperties\0").ok().map(|s| *s),
                            malloc_async: lib.get(b"hipMallocAsync\0").ok().map(|s| *s),
                            free_async: lib.get(b"hipFreeAsync\0").ok().map(|s| *s),
                            graphs: (|| {
                                Some(GraphApi {
                                    begin_capture: *lib.get(b"hipStreamBeginCapture\0").ok()?,
                                    end_capture: *lib.get(b"hipStreamEndCapture\0").ok()?,
                                    instantiate: *lib.get(b"hipGraphInstantiate\0").ok()?,
                                    launch: *lib.get(b"hipGraphLaunch\0").ok()?,
                                    exec_destroy: *lib.get(b"hipGraphExecDestroy\0").ok()?,
                                    destroy: *lib.get(b"hipGraphDestroy\0").ok()?,
                                    get_nodes: *lib.get(b"hipGraphGetNodes\0").ok()?,
                                })
                            })(),
                        }
                    };
                    return Ok(Hip { api, opt, _lib: lib });
                }
                Err(e) => errors.push(format!("{name}: {e}")),
            }
        }
        Err(format!("no HIP runtime ({})", errors.join("; ")))
    }

    /// Whether the runtime has stream-ordered allocation (`hipMallocAsync` and `hipFreeAsync`).
    pub fn has_stream_ordered_alloc(&self) -> bool {
        self.opt.malloc_async.is_some() && self.opt.free_async.is_some()
    }
}
