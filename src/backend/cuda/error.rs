//! CUDA driver errors as anygpu errors: a `CUresult` becomes `GpuError::Backend` naming the
//! CUDA error and the operation, the errors after which the context is unusable ("sticky")
//! become `DeviceLost`, the watchdog's timeout becomes `Timeout`, and a panic inside cudarc (it
//! panics when the loaded driver lacks a symbol) becomes an error too, through [`guarded`].

use std::panic::{catch_unwind, AssertUnwindSafe};

use cudarc::driver::{sys, DriverError};

use crate::error::{GpuError, Result};

/// A failed CUDA driver call.
#[derive(Debug)]
pub enum CudaError {
    /// The driver returned an error code.
    Driver(DriverError),
    /// cudarc panicked: the driver library lacks an entry point (the panic's message).
    Missing(String),
}

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

/// Runs a driver call, turning a cudarc panic into [`CudaError::Missing`].
pub(super) fn guarded<T>(f: impl FnOnce() -> std::result::Result<T, DriverError>) -> std::result::Result<T, CudaError> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r.map_err(CudaError::Driver),
        Err(panic) => Err(CudaError::Missing(
            panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("panic in cudarc")
                .to_string(),
        )),
    }
}

/// Runs a driver call; a driver error or a cudarc panic becomes a `GpuError` naming `operation`.
pub(super) fn call<T>(operation: &str, f: impl FnOnce() -> std::result::Result<T, DriverError>) -> Result<T> {
    guarded(f).map_err(|e| cuda_error(operation, e))
}

/// The user-facing error for a failed driver call made to do `operation`.
pub(super) fn cuda_error(operation: &str, e: CudaError) -> GpuError {
    let e = match e {
        CudaError::Driver(e) => e,
        CudaError::Missing(panic) => {
            return GpuError::Backend {
                backend: "cuda",
                operation: operation.to_string(),
                message: format!(
                    "the CUDA driver library is missing something anygpu needs ({panic}); update the NVIDIA driver"
                ),
            }
        }
    };
    if e.0 == sys::CUresult::CUDA_ERROR_LAUNCH_TIMEOUT {
        return crate::backend::watchdog_timeout("the CUDA device");
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

/// `NAME: description` of a driver error, as `cuGetErrorName`/`cuGetErrorString` give them.
pub(super) fn error_text(e: DriverError) -> String {
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
