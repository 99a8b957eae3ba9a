//! CUDA driver errors as anygpu errors: a `CUresult` becomes `GpuError::Driver` with the code,
//! its `CUDA_ERROR_*` name, the driver's description and the operation; the errors after which
//! the context is unusable ("sticky") become `DeviceLost`, the watchdog's timeout becomes
//! `Timeout`, and a panic inside cudarc (it panics when the loaded driver lacks a symbol) becomes
//! an error too, through [`guarded`]. The mapping itself ([`code_error`]) calls no driver, so it
//! is unit-tested on machines without one.

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
    match e {
        CudaError::Driver(e) => code_error(operation, e.0, &description(e)),
        CudaError::Missing(panic) => GpuError::Backend {
            backend: "cuda",
            operation: operation.to_string(),
            message: format!(
                "the CUDA driver library is missing something anygpu needs ({panic}); update the NVIDIA driver"
            ),
        },
    }
}

/// The user-facing error for `code`, which the driver describes as `description`, returned
/// while trying to do `operation`. The name is the enum's own (`CUDA_ERROR_OUT_OF_MEMORY`, what
/// `cuGetErrorName` gives), so nothing here needs the driver.
pub(super) fn code_error(operation: &str, code: sys::CUresult, description: &str) -> GpuError {
    if code == sys::CUresult::CUDA_ERROR_LAUNCH_TIMEOUT {
        return crate::backend::watchdog_timeout("the CUDA device");
    }
    let name = format!("{code:?}");
    if STICKY.contains(&code) {
        return GpuError::DeviceLost {
            device: "the CUDA device".into(),
            reason: format!(
                "{name}: {description} while trying to {operation} (the CUDA context is unusable until the process restarts)"
            ),
        };
    }
    GpuError::Driver {
        backend: "cuda",
        operation: operation.to_string(),
        code: code as i64,
        name,
        message: description.to_string(),
    }
}

/// The driver's description of an error (`cuGetErrorString`), empty when it gives none.
fn description(e: DriverError) -> String {
    catch_unwind(AssertUnwindSafe(|| e.error_string()))
        .ok()
        .and_then(|s| s.ok())
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// `NAME: description` of a driver error, as `cuGetErrorName`/`cuGetErrorString` give them.
pub(super) fn error_text(e: DriverError) -> String {
    format!("{:?}: {}", e.0, description(e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCategory;
    use sys::CUresult as R;

    #[test]
    fn out_of_memory_keeps_its_code_and_says_to_free_memory() {
        let e = code_error(
            "allocate pinned host memory",
            R::CUDA_ERROR_OUT_OF_MEMORY,
            "out of memory",
        );
        match &e {
            GpuError::Driver {
                backend,
                operation,
                code,
                name,
                message,
            } => {
                assert_eq!(*backend, "cuda");
                assert_eq!(operation, "allocate pinned host memory");
                assert_eq!(*code, 2);
                assert_eq!(name, "CUDA_ERROR_OUT_OF_MEMORY");
                assert_eq!(message, "out of memory");
            }
            other => panic!("expected Driver, got {other:?}"),
        }
        assert_eq!(
            e.to_string(),
            "cuda backend: allocate pinned host memory failed: CUDA_ERROR_OUT_OF_MEMORY: out of memory"
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
    fn an_unsupported_ptx_version_says_to_update_the_driver() {
        let e = code_error(
            "load PTX ISA 8.5 with the driver's JIT",
            R::CUDA_ERROR_UNSUPPORTED_PTX_VERSION,
            "the provided PTX was compiled with an unsupported toolchain.",
        );
        assert!(
            matches!(&e, GpuError::Driver { code: 222, name, .. } if name == "CUDA_ERROR_UNSUPPORTED_PTX_VERSION"),
            "{e:?}"
        );
        assert_eq!(e.category(), ErrorCategory::Device);
        assert!(!e.is_recoverable());
        let hint = e.hint().unwrap_or_default();
        assert!(hint.contains("update the NVIDIA driver"), "{hint}");
        // So does a driver older than the CUDA library beside it.
        let e = code_error(
            "initialise the driver (cuInit)",
            R::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH,
            "",
        );
        assert!(
            e.hint().unwrap_or_default().contains("update the NVIDIA driver"),
            "{e:?}"
        );
    }

    #[test]
    fn no_device_says_what_to_install() {
        let e = code_error(
            "initialise the driver (cuInit)",
            R::CUDA_ERROR_NO_DEVICE,
            "no CUDA-capable device is detected",
        );
        assert_eq!(e.category(), ErrorCategory::Device);
        assert!(!e.is_recoverable());
        let hint = e.hint().unwrap_or_default();
        assert!(hint.contains("NVIDIA driver") && hint.contains("cpu device"), "{hint}");
    }

    #[test]
    fn sticky_errors_lose_the_device_and_the_watchdog_times_out() {
        for code in STICKY.into_iter().filter(|&c| c != R::CUDA_ERROR_LAUNCH_TIMEOUT) {
            let e = code_error("wait for the stream", code, "an illegal memory access was encountered");
            match &e {
                GpuError::DeviceLost { reason, .. } => {
                    assert!(
                        reason.starts_with(&format!("{code:?}: an illegal memory access")),
                        "{reason}"
                    );
                    assert!(reason.contains("while trying to wait for the stream"), "{reason}");
                }
                other => panic!("{code:?}: expected DeviceLost, got {other:?}"),
            }
            assert_eq!(e.category(), ErrorCategory::Device);
            assert!(!e.is_recoverable());
        }
        let e = code_error(
            "wait for the stream",
            R::CUDA_ERROR_LAUNCH_TIMEOUT,
            "the launch timed out",
        );
        assert!(matches!(e, GpuError::Timeout { device_lost: true, .. }), "{e:?}");
        assert_eq!(e.category(), ErrorCategory::Timeout);
        assert!(!e.is_recoverable());
    }

    #[test]
    fn other_codes_are_categorised_by_the_operation() {
        let cases = [
            ("launch a kernel", ErrorCategory::Launch),
            ("copy to the device", ErrorCategory::Transfer),
            ("free device memory", ErrorCategory::Memory),
            ("create a stream", ErrorCategory::Device),
        ];
        for (operation, category) in cases {
            let e = code_error(operation, R::CUDA_ERROR_INVALID_VALUE, "invalid argument");
            assert!(matches!(&e, GpuError::Driver { code: 1, .. }), "{e:?}");
            assert_eq!(e.category(), category, "{operation}");
            assert!(e.is_recoverable(), "not sticky: the context goes on");
            assert_eq!(e.hint(), None);
        }
    }

    #[test]
    fn a_driver_without_an_entry_point_is_a_backend_error() {
        let e = cuda_error("count devices", CudaError::Missing("cuDeviceGetCount not found".into()));
        assert!(
            e.to_string()
                .contains("missing something anygpu needs (cuDeviceGetCount not found)"),
            "{e}"
        );
        assert!(!e.is_recoverable());
    }
}
