//! One function per HIP runtime call, each returning `Result` (cudarc's `result` layer). A call
//! with no precondition is a safe function; one whose soundness depends on its arguments is an
//! `unsafe fn` whose `# Safety` section states the contract once. These are the only places that
//! call through the runtime's function pointers.

use std::ffi::{c_char, c_int, c_void, CStr};

use super::sys::{self, hipError_t, hipEvent_t, hipFunction_t, hipModule_t, hipStream_t, Hip};

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

/// `NAME: description` of an error code, as `hipGetErrorName`/`hipGetErrorString` give them.
pub fn error_text(hip: &Hip, code: hipError_t) -> String {
    let text = |p: *const c_char| {
        // SAFETY: HIP returns pointers to static NUL-terminated strings, or null, for any code.
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    };
    // SAFETY: both calls take any error code and have no other argument.
    let (name, what) = unsafe { ((hip.api.hipGetErrorName)(code), (hip.api.hipGetErrorString)(code)) };
    format!(
        "{}: {}",
        text(name).unwrap_or_else(|| format!("hipError {code}")),
        text(what).unwrap_or_default()
    )
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
            0,
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
