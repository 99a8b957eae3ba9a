//! What a native runtime's error name and the operation anygpu asked of it say: the category,
//! recoverability and hint of a [`GpuError::Driver`](super::GpuError::Driver) or
//! [`GpuError::Backend`](super::GpuError::Backend).

use super::ErrorCategory;

/// What a runtime's error name says whatever the call was, for the category, recoverability and
/// hint of a [`GpuError::Driver`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DriverCondition {
    /// The device (or pinned host memory) is full.
    OutOfMemory,
    /// No usable driver or device behind the runtime: not initialised, shut down, absent, busy.
    Unavailable,
    /// The driver is older than the code or the runtime needs.
    TooOld,
    /// The device or driver lacks a feature.
    NotSupported,
}

/// The error names with a [`DriverCondition`], as the runtimes spell them (`cuGetErrorName`,
/// `hipGetErrorName`). Names, not numbers: CUDA's and HIP's codes differ, and names are what
/// their documentation is indexed by.
const DRIVER_CONDITIONS: &[(&str, DriverCondition)] = &[
    ("CUDA_ERROR_OUT_OF_MEMORY", DriverCondition::OutOfMemory),
    ("hipErrorOutOfMemory", DriverCondition::OutOfMemory),
    ("CUDA_ERROR_NOT_INITIALIZED", DriverCondition::Unavailable),
    ("CUDA_ERROR_DEINITIALIZED", DriverCondition::Unavailable),
    ("CUDA_ERROR_NO_DEVICE", DriverCondition::Unavailable),
    ("CUDA_ERROR_DEVICE_UNAVAILABLE", DriverCondition::Unavailable),
    ("CUDA_ERROR_SYSTEM_NOT_READY", DriverCondition::Unavailable),
    ("hipErrorNotInitialized", DriverCondition::Unavailable),
    ("hipErrorDeinitialized", DriverCondition::Unavailable),
    ("hipErrorNoDevice", DriverCondition::Unavailable),
    ("CUDA_ERROR_UNSUPPORTED_PTX_VERSION", DriverCondition::TooOld),
    ("CUDA_ERROR_SYSTEM_DRIVER_MISMATCH", DriverCondition::TooOld),
    ("CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE", DriverCondition::TooOld),
    ("hipErrorInsufficientDriver", DriverCondition::TooOld),
    ("CUDA_ERROR_NOT_SUPPORTED", DriverCondition::NotSupported),
    ("hipErrorNotSupported", DriverCondition::NotSupported),
];

pub(super) fn driver_condition(name: &str) -> Option<DriverCondition> {
    DRIVER_CONDITIONS.iter().find(|(n, _)| *n == name).map(|&(_, c)| c)
}

/// The category of a runtime failure from the words of what anygpu asked of it (the rule in
/// [`GpuError::category`]). The operations are anygpu's own fixed phrases (`copy to the device`,
/// `launch a kernel`, `allocate device memory`).
pub(super) fn operation_category(operation: &str) -> ErrorCategory {
    let has = |words: &[&str]| {
        operation
            .split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| words.contains(&w))
    };
    if has(&["copy", "staging"]) {
        ErrorCategory::Transfer
    } else if has(&["launch"]) {
        ErrorCategory::Launch
    } else if has(&["allocate", "free"]) {
        ErrorCategory::Memory
    } else {
        ErrorCategory::Device
    }
}
