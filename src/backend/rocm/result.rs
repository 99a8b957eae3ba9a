//! One function per HIP runtime call, each returning `Result` (cudarc's `result` layer). A call
//! with no precondition is a safe function; one whose soundness depends on its arguments is an
//! `unsafe fn` whose `# Safety` section states the contract once. These are the only places that
//! call through the runtime's function pointers.
//!
//! A failed call's [`HipError`] becomes a `GpuError` here too ([`gpu_error`]): the code with its
//! `hipError*` name and description as `GpuError::Driver`, the sticky errors as `DeviceLost`, the
//! watchdog as `Timeout`. The mapping itself ([`code_error`]) takes the name and description as
//! arguments, so it is unit-tested without the runtime.

use std::ffi::{c_char, c_int, c_void, CStr};

use super::sys::{self, hipError_t, hipEvent_t, hipFunction_t, hipModule_t, hipStream_t, Hip};
use crate::error::GpuError;

/// A HIP error code other than `hipSuccess`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HipError(pub hipError_t);

pub type Result<T> = std::result::Result<T, HipError>;

fn check(code: hipError_t) -> Result<()> {
    if code == sys::HIP_SUCCESS {
        Ok(())
    } else {
        Err(HipError(code))
    }
}

/// The name and description of an error code, as `hipGetErrorName`/`hipGetErrorString` give
/// them (`hipError N` and nothing when the runtime gives none).
pub fn error_name(hip: &Hip, code: hipError_t) -> (String, String) {
    let text = |p: *const c_char| {
        // SAFETY: HIP returns pointers to static NUL-terminated strings, or null, for any code.
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    };
    // SAFETY: both calls take any error code and have no other argument.
    let (name, what) = unsafe { ((hip.api.hipGetErrorName)(code), (hip.api.hipGetErrorString)(code)) };
    (
        text(name).unwrap_or_else(|| format!("hipError {code}")),
        text(what).unwrap_or_default(),
    )
}

/// `NAME: description` of an error code, as `hipGetErrorName`/`hipGetErrorString` give them.
pub fn error_text(hip: &Hip, code: hipError_t) -> String {
    let (name, what) = error_name(hip, code);
    format!("{name}: {what}")
}

/// The user-facing error for a HIP error raised while trying to do `operation`.
pub fn gpu_error(hip: &Hip, operation: &str, e: HipError) -> GpuError {
    let (name, description) = error_name(hip, e.0);
    code_error(operation, e.0, name, &description)
}

/// The user-facing error for `code` (named `name` and described as `description` by the
/// runtime), returned while trying to do `operation`.
pub fn code_error(operation: &str, code: hipError_t, name: String, description: &str) -> GpuError {
    if code == sys::HIP_ERROR_LAUNCH_TIMEOUT {
        return crate::backend::watchdog_timeout("the HIP device");
    }
    if sys::HIP_STICKY_ERRORS.contains(&code) {
        return GpuError::DeviceLost {
            device: "the HIP device".into(),
            reason: format!(
                "{name}: {description} while trying to {operation} (the HIP context is unusable until the process restarts)"
            ),
        };
    }
    GpuError::Driver {
        backend: "rocm",
        operation: operation.to_string(),
        code: code.into(),
        name,
        message: description.to_string(),
    }
}

/// `hipRuntimeGetVersion`.
pub fn runtime_get_version(hip: &Hip) -> Result<i32> {
    let mut version = 0;
    // SAFETY: `version` is a live, writable int for the runtime to store into.
    check(unsafe { (hip.api.hipRuntimeGetVersion)(&mut version) })?;
    Ok(version)
}

/// The runtime's version (50_221_153 is ROCm 5.2), 0 when it does not say.
pub fn runtime_version(hip: &Hip) -> i32 {
    runtime_get_version(hip).unwrap_or(0)
}

/// `hipInit(0)`.
pub fn init(hip: &Hip) -> Result<()> {
    // SAFETY: initialisation takes only flags, which must be 0.
    check(unsafe { (hip.api.hipInit)(0) })
}

/// `hipGetDeviceCount`.
pub fn get_device_count(hip: &Hip) -> Result<c_int> {
    let mut count = 0;
    // SAFETY: `count` is a live, writable int for the runtime to store into.
    check(unsafe { (hip.api.hipGetDeviceCount)(&mut count) })?;
    Ok(count)
}

/// `hipSetDevice`: makes `ordinal` the calling thread's current device.
pub fn set_device(hip: &Hip, ordinal: c_int) -> Result<()> {
    // SAFETY: takes a plain ordinal; an invalid one is reported as an error.
    check(unsafe { (hip.api.hipSetDevice)(ordinal) })
}

/// `hipDeviceGetName`.
pub fn device_get_name(hip: &Hip, ordinal: c_int) -> Result<String> {
    let mut name = [0 as c_char; 256];
    // SAFETY: the runtime writes at most `name.len()` bytes into `name`.
    check(unsafe { (hip.api.hipDeviceGetName)(name.as_mut_ptr(), name.len() as c_int, ordinal) })?;
    // HIP NUL-terminates within the buffer; the last byte is made 0 in any case.
    name[255] = 0;
    // SAFETY: `name` is NUL-terminated (its last byte at the latest) and outlives the borrow.
    Ok(unsafe { CStr::from_ptr(name.as_ptr()) }.to_string_lossy().into_owned())
}

/// `hipDeviceTotalMem`: the device's memory in bytes.
pub fn device_total_mem(hip: &Hip, ordinal: c_int) -> Result<usize> {
    let mut bytes = 0usize;
    // SAFETY: `bytes` is a live, writable size_t for the runtime to store into.
    check(unsafe { (hip.api.hipDeviceTotalMem)(&mut bytes, ordinal) })?;
    Ok(bytes)
}

/// `hipDeviceGetAttribute` for one of [`sys::attr`].
pub fn device_get_attribute(hip: &Hip, attribute: i32, ordinal: c_int) -> Result<c_int> {
    let mut value = 0;
    // SAFETY: `value` is a live, writable int; the attribute and ordinal are plain values that
    // the runtime checks.
    check(unsafe { (hip.api.hipDeviceGetAttribute)(&mut value, attribute, ordinal) })?;
    Ok(value)
}

/// `gcnArchName` from `hipGetDeviceProperties` (ROCm 6's layout where the runtime has it), or
/// `None` when the runtime has no properties call at all.
pub fn device_gcn_arch_name(hip: &Hip, ordinal: c_int) -> Result<Option<String>> {
    let (get, offset): (sys::PropsFn, usize) = match (hip.opt.props_r0600, hip.opt.props_r0000) {
        (Some(f), _) => (f, sys::GCN_ARCH_NAME_R0600),
        (None, Some(f)) => (f, sys::GCN_ARCH_NAME_R0000),
        (None, None) => return Ok(None),
    };
    let mut props = vec![0u8; sys::PROPS_BUFFER];
    // SAFETY: `props` is larger than either layout of hipDeviceProp_t that `get` may write.
    check(unsafe { get(props.as_mut_ptr(), ordinal) })?;
    let arch = &props[offset..offset + sys::GCN_ARCH_NAME_LEN];
    let end = arch.iter().position(|&b| b == 0).unwrap_or(arch.len());
    Ok(Some(String::from_utf8_lossy(&arch[..end]).into_owned()))
}

/// `hipMemGetInfo`: free and total bytes of the current device.
pub fn mem_get_info(hip: &Hip) -> Result<(usize, usize)> {
    let (mut free, mut total) = (0usize, 0usize);
    // SAFETY: both are live, writable size_t values for the runtime to store into.
    check(unsafe { (hip.api.hipMemGetInfo)(&mut free, &mut total) })?;
    Ok((free, total))
}

/// `hipStreamCreateWithFlags` on the current device.
pub fn stream_create(hip: &Hip, flags: u32) -> Result<hipStream_t> {
    let mut stream: hipStream_t = std::ptr::null_mut();
    // SAFETY: `stream` is a live, writable handle slot for the runtime to store into.
    check(unsafe { (hip.api.hipStreamCreateWithFlags)(&mut stream, flags) })?;
    Ok(stream)
}

/// `hipStreamDestroy`.
///
/// # Safety
/// `stream` came from [`stream_create`], is destroyed once and is not used afterwards.
pub unsafe fn stream_destroy(hip: &Hip, stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipStreamDestroy)(stream) })
}

/// `hipStreamSynchronize`.
///
/// # Safety
/// `stream` is a live stream.
pub unsafe fn stream_synchronize(hip: &Hip, stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipStreamSynchronize)(stream) })
}

/// `hipMalloc` on the current device.
pub fn malloc(hip: &Hip, bytes: usize) -> Result<*mut c_void> {
    let mut ptr: *mut c_void = std::ptr::null_mut();
    // SAFETY: `ptr` is a live, writable pointer slot for the runtime to store into.
    check(unsafe { (hip.api.hipMalloc)(&mut ptr, bytes) })?;
    Ok(ptr)
}

/// `hipMallocAsync` (stream-ordered), or `hipErrorNotSupported` without it.
///
/// # Safety
/// `stream` is a live stream of the current device.
pub unsafe fn malloc_async(hip: &Hip, bytes: usize, stream: hipStream_t) -> Result<*mut c_void> {
    let f = hip.opt.malloc_async.ok_or(HipError(sys::HIP_ERROR_NOT_SUPPORTED))?;
    let mut ptr: *mut c_void = std::ptr::null_mut();
    // SAFETY: `ptr` is a live, writable pointer slot; `stream` is live (the caller's contract).
    check(unsafe { f(&mut ptr, bytes, stream) })?;
    Ok(ptr)
}

/// `hipFree`.
///
/// # Safety
/// `ptr` came from [`malloc`], is freed once, and no queued work uses it.
pub unsafe fn free(hip: &Hip, ptr: *mut c_void) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipFree)(ptr) })
}

/// `hipFreeAsync` (stream-ordered), or `hipErrorNotSupported` without it.
///
/// # Safety
/// `ptr` came from [`malloc_async`], is freed once, and no work queued on another stream uses
/// it; `stream` is a live stream of the current device.
pub unsafe fn free_async(hip: &Hip, ptr: *mut c_void, stream: hipStream_t) -> Result<()> {
    let f = hip.opt.free_async.ok_or(HipError(sys::HIP_ERROR_NOT_SUPPORTED))?;
    // SAFETY: the caller's contract.
    check(unsafe { f(ptr, stream) })
}

/// `hipHostMalloc`: page-locked host memory.
pub fn host_malloc(hip: &Hip, bytes: usize, flags: u32) -> Result<*mut c_void> {
    let mut ptr: *mut c_void = std::ptr::null_mut();
    // SAFETY: `ptr` is a live, writable pointer slot for the runtime to store into.
    check(unsafe { (hip.api.hipHostMalloc)(&mut ptr, bytes, flags) })?;
    Ok(ptr)
}

/// `hipHostFree`.
///
/// # Safety
/// `ptr` came from [`host_malloc`], is freed once, and no queued copy uses it.
pub unsafe fn host_free(hip: &Hip, ptr: *mut c_void) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipHostFree)(ptr) })
}

/// `hipMemcpyHtoDAsync` of all of `src` to device address `dst`.
///
/// # Safety
/// `dst..dst + src.len()` lies inside a live device allocation; `src` is pinned host memory that
/// stays valid and unchanged until `stream` has finished the copy; `stream` is live.
pub unsafe fn memcpy_htod_async(hip: &Hip, dst: u64, src: &[u8], stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract; the runtime only reads through the source pointer, which
    // its C signature declares mutable.
    check(unsafe { (hip.api.hipMemcpyHtoDAsync)(dst as *mut c_void, src.as_ptr() as *mut c_void, src.len(), stream) })
}

/// `hipMemcpyDtoHAsync` from device address `src` into all of `dst`.
///
/// # Safety
/// `src..src + dst.len()` lies inside a live device allocation; `dst` is pinned host memory that
/// stays valid, and is not read, until `stream` has finished the copy; `stream` is live.
pub unsafe fn memcpy_dtoh_async(hip: &Hip, dst: &mut [u8], src: u64, stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipMemcpyDtoHAsync)(dst.as_mut_ptr().cast(), src as *mut c_void, dst.len(), stream) })
}

/// `hipModuleLoadData` into the current device.
///
/// # Safety
/// `image` is a complete AMDGPU code object (an ELF the runtime parses; it copies what it needs).
pub unsafe fn module_load_data(hip: &Hip, image: &[u8]) -> Result<hipModule_t> {
    let mut module: hipModule_t = std::ptr::null_mut();
    // SAFETY: `module` is a writable handle slot; `image` is a whole code object (the caller's
    // contract) that outlives the call.
    check(unsafe { (hip.api.hipModuleLoadData)(&mut module, image.as_ptr().cast()) })?;
    Ok(module)
}

/// `hipModuleUnload`.
///
/// # Safety
/// `module` came from [`module_load_data`], is unloaded once, and no queued launch uses it.
pub unsafe fn module_unload(hip: &Hip, module: hipModule_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipModuleUnload)(module) })
}

/// `hipModuleGetFunction`: the kernel named `name` in `module`.
///
/// # Safety
/// `module` is a live module.
pub unsafe fn module_get_function(hip: &Hip, module: hipModule_t, name: &CStr) -> Result<hipFunction_t> {
    let mut function: hipFunction_t = std::ptr::null_mut();
    // SAFETY: `function` is a writable handle slot, `name` is NUL-terminated, and `module` is
    // live (the caller's contract).
    check(unsafe { (hip.api.hipModuleGetFunction)(&mut function, module, name.as_ptr()) })?;
    Ok(function)
}

/// `hipModuleLaunchKernel` with the kernel's arguments as one buffer (`HIP_LAUNCH_PARAM_*`).
///
/// # Safety
/// `function` is a live kernel; `kernargs` is laid out as that kernel's argument segment (from
/// its code object's metadata) with every address in it valid for what the kernel does with it
/// until the launch finishes; `grid` and `block` are within the device's limits; `stream` is live.
pub unsafe fn module_launch_kernel(
    hip: &Hip,
    function: hipFunction_t,
    grid: [u32; 3],
    block: [u32; 3],
    dynamic_shared: u32,
    stream: hipStream_t,
    kernargs: &mut [u8],
) -> Result<()> {
    let mut size = kernargs.len();
    let mut extra: [*mut c_void; 5] = [
        sys::LAUNCH_PARAM_BUFFER_POINTER as *mut c_void,
        kernargs.as_mut_ptr().cast(),
        sys::LAUNCH_PARAM_BUFFER_SIZE as *mut c_void,
        (&mut size as *mut usize).cast(),
        sys::LAUNCH_PARAM_END as *mut c_void,
    ];
    // SAFETY: `extra` is a well-formed HIP_LAUNCH_PARAM list whose buffer and size live across
    // the call (HIP copies the arguments at launch); the rest is the caller's contract.
    check(unsafe {
        (hip.api.hipModuleLaunchKernel)(
            function,
            grid[0],
            grid[1],
            grid[2],
            block[0],
            block[1],
            block[2],
            dynamic_shared,
            stream,
            std::ptr::null_mut(),
            extra.as_mut_ptr(),
        )
    })
}

/// `hipEventCreate`.
pub fn event_create(hip: &Hip) -> Result<hipEvent_t> {
    let mut event: hipEvent_t = std::ptr::null_mut();
    // SAFETY: `event` is a live, writable handle slot for the runtime to store into.
    check(unsafe { (hip.api.hipEventCreate)(&mut event) })?;
    Ok(event)
}

/// `hipEventRecord`.
///
/// # Safety
/// `event` and `stream` are live handles of the current device.
pub unsafe fn event_record(hip: &Hip, event: hipEvent_t, stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipEventRecord)(event, stream) })
}

/// `hipMemcpyDtoDAsync` of `bytes` from device address `src` to `dst`.
///
/// # Safety
/// Both ranges lie inside live device allocations and do not overlap; `stream` is live.
pub unsafe fn memcpy_dtod_async(hip: &Hip, dst: u64, src: u64, bytes: usize, stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipMemcpyDtoDAsync)(dst as *mut c_void, src as *mut c_void, bytes, stream) })
}

/// `hipMemsetD8Async`: `count` bytes at `dst` set to `value`.
///
/// # Safety
/// `dst..dst + count` lies inside a live device allocation; `stream` is live.
pub unsafe fn memset_d8_async(hip: &Hip, dst: u64, value: u8, count: usize, stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipMemsetD8Async)(dst as *mut c_void, value, count, stream) })
}

/// `hipMemsetD32Async`: `count` 4-byte words at `dst` set to `value`.
///
/// # Safety
/// `dst` is 4-byte aligned and `dst..dst + 4 * count` lies inside a live device allocation;
/// `stream` is live.
pub unsafe fn memset_d32_async(hip: &Hip, dst: u64, value: u32, count: usize, stream: hipStream_t) -> Result<()> {
    // SAFETY: the caller's contract; the runtime takes the word as a C int, the same bits.
    check(unsafe { (hip.api.hipMemsetD32Async)(dst as *mut c_void, value as c_int, count, stream) })
}

/// `hipStreamWaitEvent`: later work on `stream` waits for `event`.
///
/// # Safety
/// `stream` and `event` are live handles of the current device.
pub unsafe fn stream_wait_event(hip: &Hip, stream: hipStream_t, event: hipEvent_t) -> Result<()> {
    // SAFETY: the caller's contract; flags must be 0.
    check(unsafe { (hip.api.hipStreamWaitEvent)(stream, event, 0) })
}

/// `hipEventQuery`: whether `event` has completed (`hipErrorNotReady` is "not yet").
///
/// # Safety
/// `event` is a live event.
pub unsafe fn event_query(hip: &Hip, event: hipEvent_t) -> Result<bool> {
    // SAFETY: the caller's contract.
    match unsafe { (hip.api.hipEventQuery)(event) } {
        sys::HIP_ERROR_NOT_READY => Ok(false),
        code => check(code).map(|()| true),
    }
}

/// `hipEventSynchronize`.
///
/// # Safety
/// `event` is a live event.
pub unsafe fn event_synchronize(hip: &Hip, event: hipEvent_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipEventSynchronize)(event) })
}

/// `hipEventElapsedTime` in milliseconds.
///
/// # Safety
/// `start` and `end` are live events, both recorded and completed.
pub unsafe fn event_elapsed_time(hip: &Hip, start: hipEvent_t, end: hipEvent_t) -> Result<f32> {
    let mut ms = 0f32;
    // SAFETY: `ms` is a writable float; the events are the caller's contract.
    check(unsafe { (hip.api.hipEventElapsedTime)(&mut ms, start, end) })?;
    Ok(ms)
}

/// `hipEventDestroy`.
///
/// # Safety
/// `event` came from [`event_create`], is destroyed once and is not used afterwards.
pub unsafe fn event_destroy(hip: &Hip, event: hipEvent_t) -> Result<()> {
    // SAFETY: the caller's contract.
    check(unsafe { (hip.api.hipEventDestroy)(event) })
}

/// The runtime's graph entry points, or `hipErrorNotSupported` without them.
fn graphs(hip: &Hip) -> Result<&sys::GraphApi> {
    hip.opt.graphs.as_ref().ok_or(HipError(sys::HIP_ERROR_NOT_SUPPORTED))
}

/// `hipStreamBeginCapture` in this thread's capture mode.
///
/// # Safety
/// `stream` is a live stream of the current device, used by nothing else while it records.
pub unsafe fn stream_begin_capture(hip: &Hip, stream: hipStream_t) -> Result<()> {
    let api = graphs(hip)?;
    // SAFETY: the caller's contract.
    check(unsafe { (api.begin_capture)(stream, sys::HIP_STREAM_CAPTURE_MODE_THREAD_LOCAL) })
}

/// `hipStreamEndCapture`, then `hipGraphInstantiate` of the captured graph, which is destroyed
/// once the executable graph exists (or instantiation failed); with the captured node count.
///
/// # Safety
/// `stream` is recording ([`stream_begin_capture`]).
pub unsafe fn stream_end_capture(hip: &Hip, stream: hipStream_t) -> Result<(sys::hipGraphExec_t, usize)> {
    let api = graphs(hip)?;
    let mut graph: sys::hipGraph_t = std::ptr::null_mut();
    // SAFETY: the caller's contract; `graph` is a writable slot.
    check(unsafe { (api.end_capture)(stream, &mut graph) })?;
    let mut nodes = 0usize;
    // SAFETY: `graph` is the live graph just captured; a null node array asks for the count.
    let counted = check(unsafe { (api.get_nodes)(graph, std::ptr::null_mut(), &mut nodes) });
    let mut exec: sys::hipGraphExec_t = std::ptr::null_mut();
    // SAFETY: `graph` is the live graph just captured; no error node or log is asked for.
    let made = counted.and_then(|()| {
        check(unsafe { (api.instantiate)(&mut exec, graph, std::ptr::null_mut(), std::ptr::null_mut(), 0) })
    });
    // SAFETY: the captured graph, destroyed once; the executable graph does not refer to it.
    let _ = check(unsafe { (api.destroy)(graph) });
    made.map(|()| (exec, nodes))
}

/// `hipGraphLaunch`.
///
/// # Safety
/// `exec` is a live executable graph of the current device whose nodes' modules and memory
/// outlive the run; `stream` is live.
pub unsafe fn graph_launch(hip: &Hip, exec: sys::hipGraphExec_t, stream: hipStream_t) -> Result<()> {
    let api = graphs(hip)?;
    // SAFETY: the caller's contract.
    check(unsafe { (api.launch)(exec, stream) })
}

/// `hipGraphExecDestroy`.
///
/// # Safety
/// `exec` came from [`stream_end_capture`], is destroyed once, and no run of it is queued.
pub unsafe fn graph_exec_destroy(hip: &Hip, exec: sys::hipGraphExec_t) -> Result<()> {
    let api = graphs(hip)?;
    // SAFETY: the caller's contract.
    check(unsafe { (api.exec_destroy)(exec) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCategory;

    #[test]
    fn out_of_memory_keeps_its_code_and_says_to_free_memory() {
        let e = code_error(
            "allocate pinned host memory",
            sys::HIP_ERROR_OUT_OF_MEMORY,
            "hipErrorOutOfMemory".into(),
            "out of memory",
        );
        assert!(
            matches!(&e, GpuError::Driver { backend: "rocm", code: 2, name, message, .. }
                if name == "hipErrorOutOfMemory" && message == "out of memory"),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "rocm backend: allocate pinned host memory failed: hipErrorOutOfMemory: out of memory"
        );
        assert_eq!(e.category(), ErrorCategory::Memory);
        assert!(e.is_recoverable());
        assert!(
            e.hint().is_some_and(|h| h.contains("GpuContext::trim()")),
            "{:?}",
            e.hint()
        );
    }

    #[test]
    fn an_old_driver_and_a_missing_gpu_say_what_to_do() {
        let e = code_error("initialise the runtime", 35, "hipErrorInsufficientDriver".into(), "");
        assert_eq!(e.category(), ErrorCategory::Device);
        assert!(!e.is_recoverable());
        assert!(
            e.hint().unwrap_or_default().contains("update the AMD GPU driver"),
            "{e:?}"
        );
        let e = code_error(
            "count devices",
            100,
            "hipErrorNoDevice".into(),
            "no ROCm-capable device is detected",
        );
        assert_eq!(e.category(), ErrorCategory::Device);
        let hint = e.hint().unwrap_or_default();
        assert!(hint.contains("libamdhip64.so") && hint.contains("cpu device"), "{hint}");
    }

    #[test]
    fn sticky_errors_lose_the_device_and_the_watchdog_times_out() {
        for code in sys::HIP_STICKY_ERRORS {
            let e = code_error(
                "wait for the stream",
                code,
                format!("hipError {code}"),
                "illegal address",
            );
            assert!(
                matches!(&e, GpuError::DeviceLost { reason, .. } if reason.contains("while trying to wait for the stream")),
                "{e:?}"
            );
            assert!(!e.is_recoverable());
        }
        let e = code_error(
            "wait for an event",
            sys::HIP_ERROR_LAUNCH_TIMEOUT,
            "hipErrorLaunchTimeOut".into(),
            "",
        );
        assert!(matches!(e, GpuError::Timeout { device_lost: true, .. }), "{e:?}");
        assert_eq!(e.category(), ErrorCategory::Timeout);
    }

    #[test]
    fn other_codes_are_categorised_by_the_operation() {
        let e = code_error("launch a kernel", 1, "hipErrorInvalidValue".into(), "invalid argument");
        assert_eq!(e.category(), ErrorCategory::Launch);
        assert!(e.is_recoverable());
        assert_eq!(e.hint(), None);
        let e = code_error("copy to the host", 1, "hipErrorInvalidValue".into(), "invalid argument");
        assert_eq!(e.category(), ErrorCategory::Transfer);
    }

    /// The HIP runtime, which scripts/setup.sh installs (Debian's libamdhip64-5): required in
    /// CI; elsewhere its absence skips `what`, saying so.
    fn installed_hip(what: &str) -> Option<&'static Hip> {
        let hip = Hip::get().ok();
        if hip.is_none() {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "CI=true: the HIP runtime must be installed"
            );
            use std::io::Write as _;
            let _ = writeln!(std::io::stderr(), "skipping {what}: no HIP runtime");
        }
        hip
    }

    /// The graph entry points resolve with the library (Debian's ROCm 5.2 runtime has them), and
    /// launch graphs use them only from 5.3 on.
    #[test]
    fn the_runtime_has_stream_capture() {
        let Some(hip) = installed_hip("HIP's graph entry points") else {
            return;
        };
        assert!(
            hip.opt.graphs.is_some(),
            "HIP runtime without hipStreamBeginCapture … hipGraphLaunch"
        );
        // Before 5.3 `hipModuleLaunchKernel` runs at once even on a recording stream, so those
        // runtimes get step lists (Debian's is 5.2).
        let version = runtime_version(hip);
        assert_eq!(
            crate::backend::rocm::records_module_launches(version),
            version >= 50_300_000
        );
        assert!(!crate::backend::rocm::records_module_launches(50_200_000));
    }

    /// The names come from the runtime itself where it is installed (Debian's libamdhip64-5 is,
    /// by scripts/setup.sh): they must be the ones `GpuError`'s hints and categories know.
    #[test]
    fn the_runtime_names_its_codes_as_the_hints_expect() {
        let Some(hip) = installed_hip("the HIP runtime's names") else {
            return;
        };
        let e = gpu_error(hip, "allocate device memory", HipError(sys::HIP_ERROR_OUT_OF_MEMORY));
        assert!(
            matches!(&e, GpuError::Driver { name, .. } if name == "hipErrorOutOfMemory"),
            "{e:?}"
        );
        assert_eq!(e.category(), ErrorCategory::Memory);
        for (code, name) in [(35, "hipErrorInsufficientDriver"), (100, "hipErrorNoDevice")] {
            let e = gpu_error(hip, "initialise the runtime", HipError(code));
            assert!(matches!(&e, GpuError::Driver { name: n, .. } if n == name), "{e:?}");
            assert_eq!(e.category(), ErrorCategory::Device, "{e:?}");
            assert!(e.hint().is_some(), "{e:?}");
        }
        let e = gpu_error(hip, "free device memory", HipError(sys::HIP_ERROR_NOT_SUPPORTED));
        assert!(
            matches!(&e, GpuError::Driver { name, .. } if name == "hipErrorNotSupported"),
            "{e:?}"
        );
        assert_eq!(e.category(), ErrorCategory::Unsupported);
    }
}

/// `hipStreamQuery`: whether `stream`'s work has all completed.
///
/// # Safety
/// `stream` is a live stream.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub unsafe fn stream_query(hip: &Hip, stream: hipStream_t) -> Result<bool> {
    // SAFETY: the caller's contract.
    match unsafe { (hip.api.hipStreamQuery)(stream) } {
        sys::HIP_ERROR_NOT_READY => Ok(false),
        code => check(code).map(|()| true),
    }
}

/// Copies `bytes` from `src` on device `src_device` to `dst` on `dst_device` (`hipMemcpyPeer`),
/// after enabling the destination's access to the source's memory where the devices allow it
/// (already enabled counts as enabled). Returns once the copy is done.
///
/// # Safety
/// `src` and `dst` are live allocations of their devices with `bytes` from each address, and no
/// other work writes `src` or uses `dst` meanwhile.
pub unsafe fn memcpy_peer(
    hip: &Hip,
    src_device: c_int,
    src: u64,
    dst_device: c_int,
    dst: u64,
    bytes: usize,
) -> Result<()> {
    let mut reachable = 0;
    // SAFETY: two ordinals of this process, a writable answer.
    check(unsafe { (hip.api.hipDeviceCanAccessPeer)(&mut reachable, dst_device, src_device) })?;
    if reachable == 1 {
        set_device(hip, dst_device)?;
        // SAFETY: the destination device is current; enabling takes a plain ordinal.
        match unsafe { (hip.api.hipDeviceEnablePeerAccess)(src_device, 0) } {
            sys::HIP_ERROR_PEER_ACCESS_ALREADY_ENABLED => {}
            code => check(code)?,
        }
    }
    // SAFETY: the caller's contract for both ranges.
    check(unsafe { (hip.api.hipMemcpyPeer)(dst as *mut c_void, dst_device, src as *const c_void, src_device, bytes) })
}
