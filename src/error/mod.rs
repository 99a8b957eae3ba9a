//! The one error type users see.
//!
//! Variants keep "your kernel or your call is wrong" (`InvalidWgsl`, `EntryPointNotFound`,
//! `InvalidArgument`, `InvalidLaunch`, `NotSupported`, `OutOfMemory`, ...) apart from
//! "anygpu itself failed" (`InternalCompiler`, `Backend`), so that a caller can tell which side
//! has to change. A native runtime's failure keeps the runtime's own code and name (`Driver`).
//!
//! Programs that react to errors rather than print them ask three questions, answered here once
//! for every backend: which part failed ([`GpuError::category`], a small closed set to count or
//! branch on), whether the context can go on ([`GpuError::is_recoverable`]), and what to do next
//! ([`GpuError::hint`], for the failures people meet most: out of memory, no device, a driver too
//! old, a feature the device lacks).

use std::path::PathBuf;

mod driver;
mod hint;
mod ice;

use driver::{driver_condition, operation_category, DriverCondition};
#[cfg_attr(not(feature = "llvm"), allow(unused_imports))]
pub(crate) use ice::{catch_compiler_panic, ice, Ice};

/// Result alias used across the crate.
pub type Result<T, E = GpuError> = std::result::Result<T, E>;

/// Everything that can go wrong in anygpu. `Clone`, so that a failure remembered once (a device
/// that could not be opened) can be returned to every later call with its code intact.
#[derive(Clone, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum GpuError {
    /// The WGSL source does not parse or does not validate. `message` is the rendered diagnostic:
    /// `file:line:column`, the source line and a caret under the problem. `line` and `column`
    /// count from 1; both are 0 when naga gives no position (then none is shown).
    #[error("invalid WGSL in {file}{}:\n{message}", location(*line, *column))]
    InvalidWgsl {
        /// The file name the source was given (`<wgsl>` for a string).
        file: String,
        /// Line of the problem, from 1 (0 when unknown).
        line: u32,
        /// Column of the problem, from 1 (0 when unknown).
        column: u32,
        /// The rendered diagnostic.
        message: String,
    },
    /// The requested entry point does not exist (or is not a compute shader).
    #[error("entry point `{name}` not found in {file}; compute entry points there: {available}")]
    EntryPointNotFound {
        /// The entry point asked for.
        name: String,
        /// The source's file name.
        file: String,
        /// The compute entry points the source has.
        available: String,
    },
    /// The source has several compute entry points and none was chosen.
    #[error("{file} has several compute entry points ({available}); choose one with KernelSource::entry(\"NAME\") or, on the command line, --entry NAME")]
    EntryPointNotChosen {
        /// The source's file name.
        file: String,
        /// The compute entry points the source has.
        available: String,
    },
    /// An override constant given at compile time is unknown or has a bad value.
    #[error("override constants: {0}")]
    InvalidOverride(String),
    /// The kernel uses something this device or compiler does not support (yet). Names the
    /// construct, and lists the optional features the device lacks where that is the reason.
    #[error("not supported: {0}")]
    NotSupported(Unsupported),
    /// A launch or copy argument does not fit the kernel's bindings or the buffer it targets.
    #[error("invalid argument: {0}")]
    InvalidArgument(String),
    /// The grid/block configuration does not fit the kernel or the device.
    #[error("invalid launch configuration: {0}")]
    InvalidLaunch(String),
    /// An allocation did not fit in the device's memory.
    #[error("out of memory on {device}: requested {requested} bytes, {available} of {total} bytes free")]
    OutOfMemory {
        /// The device (`cuda:0`).
        device: String,
        /// Bytes asked for.
        requested: u64,
        /// Bytes free when it was asked.
        available: u64,
        /// The device's memory in bytes.
        total: u64,
    },
    /// No device matches the given id or `ANYGPU_DEVICE` value.
    #[error("device not found: {0}")]
    DeviceNotFound(String),
    /// anygpu's compiler produced something wrong: this is our bug, not yours. `message` names
    /// anygpu's and LLVM's versions and the target; what was being compiled (LLVM IR, PTX, a
    /// code object) is written to `ir_dump` (when it could be) to attach to a bug report.
    #[error("internal compiler error (please report it, with the file if any): {message}{}",
        ir_dump.as_ref().map(|p| format!("\n  written to {}", p.display())).unwrap_or_default())]
    InternalCompiler {
        /// What failed, with anygpu's and LLVM's versions and the target.
        message: String,
        /// Where the artifact was written, if it could be.
        ir_dump: Option<PathBuf>,
    },
    /// The device stopped working (driver reset, GPU removed, hang recovery, or destroyed). Its
    /// buffers and kernels are gone; open a new context (the device may be usable again) or
    /// pick another device.
    #[error("device {device} was lost: {reason}; its buffers and kernels are gone, so create a new GpuContext")]
    DeviceLost {
        /// The device (`wgpu:0`).
        device: String,
        /// What the runtime said.
        reason: String,
    },
    /// A kernel ran past its time limit and was stopped: anygpu's launch time limit on the CPU
    /// device ([`LaunchConfig::with_timeout`](crate::launch::LaunchConfig::with_timeout),
    /// [`GpuContext::set_launch_timeout`](crate::context::GpuContext::set_launch_timeout)),
    /// which leaves the device usable, or a GPU driver's watchdog, which on most drivers also
    /// resets the device (`device_lost`).
    #[error("kernel `{kernel}` on {device} ran longer than {limit} and was stopped{}",
        if *device_lost {
            "; the driver reset the device, so its buffers and kernels are gone: create a new GpuContext"
        } else {
            "; the buffers it writes hold partial results, and the device is still usable"
        })]
    Timeout {
        /// The device it ran on.
        device: String,
        /// The kernel's entry point.
        kernel: String,
        /// The limit, as words: `2s` or `the driver's watchdog limit`.
        limit: String,
        /// True when the driver reset the device (its buffers and kernels are gone).
        device_lost: bool,
    },
    /// The CPU device's sanitizer (`ANYGPU_SANITIZE=race,bounds`, `CpuDeviceConfig::sanitize`)
    /// found the kernel wrong: accesses of one word that nothing orders, at least one a write (a
    /// data race: a GPU may give any of the results), or indices out of bounds. The launch ran
    /// to its end; its output is whatever this order of work-items gave.
    #[error("the sanitizer found {} in kernel `{kernel}` on {device}:\n{}", if reports.len() == 1 { "a problem".to_string() } else { format!("{} problems", reports.len()) }, reports.join("\n"))]
    Sanitizer {
        /// The device it ran on.
        device: String,
        /// The kernel's entry point.
        kernel: String,
        /// One line per finding: the variable, the work-items, their source lines.
        reports: Vec<String>,
    },
    /// A native runtime call returned an error code: `code` and `name` are the runtime's own
    /// (`CUresult` and `CUDA_ERROR_*` for `cuda`, `hipError_t` and `hipError*` for `rocm`), to
    /// match on or look up in its documentation. Codes with a meaning of their own are other
    /// variants: out of memory in an allocation is `OutOfMemory`, the errors after which the
    /// context is unusable ("sticky") are `DeviceLost`, the watchdog is `Timeout`.
    #[error("{backend} backend: {operation} failed: {name}: {message}")]
    Driver {
        /// The runtime: `cuda` or `rocm`.
        backend: &'static str,
        /// What anygpu asked of the runtime.
        operation: String,
        /// The runtime's error code.
        code: i64,
        /// The code's name, as the runtime spells it (`CUDA_ERROR_INVALID_VALUE`).
        name: String,
        /// The runtime's description of the code, and the driver's log where it gave one.
        message: String,
    },
    /// A device runtime, or a part of anygpu that works for one, reported a failure with no
    /// error code (`operation` names what we asked of it).
    #[error("{backend} backend: {operation} failed: {message}")]
    Backend {
        /// The runtime (`cuda`, `rocm`, `wgpu`, `cpu`), or the part of anygpu that asked one
        /// (`compiler` for its thread and linker, `transfer` for the async copy thread).
        backend: &'static str,
        /// What anygpu asked of the runtime.
        operation: String,
        /// What the runtime answered.
        message: String,
    },
    /// A call across processes — a `cluster::Communicator`'s collective, send or receive —
    /// failed on this rank: another rank did not answer in time, the ranks disagreed on the
    /// call, or the transport (MPI) refused it. `fault` says which.
    #[error("{backend} rank {rank}: {operation}: {message}")]
    Communication {
        /// What carried the messages: `mpi`.
        backend: &'static str,
        /// This process's rank.
        rank: usize,
        /// The call (`all_reduce`, `send to rank 2`...).
        operation: String,
        /// What went wrong.
        fault: CommFault,
        /// The details: which ranks, what each passed.
        message: String,
    },
}

/// How a call across processes failed ([`GpuError::Communication`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CommFault {
    /// Another rank did not answer within the communicator's time limit: it died, never
    /// reached the call, or made another call. This rank is out of step with the others from
    /// then on, so later calls fail with [`CommFault::Failed`].
    Timeout,
    /// The ranks reached the call with different arguments (lengths, element types, reduce
    /// operations, roots) or different calls; every rank reports it, and nothing was changed,
    /// so the communicator can go on.
    Mismatch,
    /// An earlier call on this communicator failed with [`CommFault::Timeout`].
    Failed,
    /// The transport (MPI) returned an error.
    Transport,
}

/// An optional language feature a kernel may use and a device may lack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OptionalFeature {
    /// `f16` values (`enable f16;`).
    F16,
    /// `f64` values.
    F64,
    /// `i64` / `u64` values.
    Int64,
    /// Subgroup operations and built-ins.
    Subgroups,
    /// `atomic<f32>`.
    F32Atomics,
    /// Cooperative matrices (`enable wgpu_cooperative_matrix;`).
    CooperativeMatrices,
    /// bfloat16 values: the built-in ops' [`half::bf16`] buffers (their kernels' 16-bit floats
    /// are bfloat16).
    Bf16,
}

impl OptionalFeature {
    /// Every optional feature, in the order messages list them.
    pub const ALL: [OptionalFeature; 7] = [
        OptionalFeature::F16,
        OptionalFeature::Bf16,
        OptionalFeature::F64,
        OptionalFeature::Int64,
        OptionalFeature::Subgroups,
        OptionalFeature::F32Atomics,
        OptionalFeature::CooperativeMatrices,
    ];

    /// The feature as messages name it.
    pub fn name(self) -> &'static str {
        match self {
            OptionalFeature::F16 => "f16 (`enable f16;`)",
            OptionalFeature::F64 => "f64",
            OptionalFeature::Int64 => "i64/u64",
            OptionalFeature::Subgroups => "subgroup operations and built-ins",
            OptionalFeature::F32Atomics => "atomic<f32>",
            OptionalFeature::CooperativeMatrices => "cooperative matrices (`enable wgpu_cooperative_matrix;`)",
            OptionalFeature::Bf16 => "bf16 (bfloat16 buffers of the built-in ops)",
        }
    }

    /// Its field of `DeviceInfo::features`.
    pub fn field(self) -> &'static str {
        match self {
            OptionalFeature::F16 => "f16",
            OptionalFeature::F64 => "f64",
            OptionalFeature::Int64 => "int64",
            OptionalFeature::Subgroups => "subgroups",
            OptionalFeature::F32Atomics => "f32_atomics",
            OptionalFeature::CooperativeMatrices => "cooperative_matrices",
            OptionalFeature::Bf16 => "bf16",
        }
    }

    /// The wgpu feature an adapter must report for it; `None` where no wgpu adapter runs it
    /// (WGSL and the SPIR-V anygpu writes have no bfloat16 type).
    pub fn wgpu_feature(self) -> Option<&'static str> {
        Some(match self {
            OptionalFeature::F16 => "SHADER_F16",
            OptionalFeature::F64 => "SHADER_F64",
            OptionalFeature::Int64 => "SHADER_INT64",
            OptionalFeature::Subgroups => "SUBGROUP",
            OptionalFeature::F32Atomics => "SHADER_FLOAT32_ATOMIC",
            OptionalFeature::CooperativeMatrices => "EXPERIMENTAL_COOPERATIVE_MATRIX",
            OptionalFeature::Bf16 => return None,
        })
    }
}

/// What [`GpuError::NotSupported`] carries: the message, and the optional features the device
/// lacks when that is why (empty otherwise), so that programs and [`GpuError::hint`] read them
/// from here rather than from the message. Reads as its message (`Deref<Target = str>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// What is not supported, for people.
    pub message: String,
    /// The optional features the device lacks, when they are the reason.
    pub missing: Vec<OptionalFeature>,
}

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::ops::Deref for Unsupported {
    type Target = str;
    fn deref(&self) -> &str {
        &self.message
    }
}

impl From<String> for Unsupported {
    fn from(message: String) -> Self {
        Unsupported {
            message,
            missing: Vec::new(),
        }
    }
}

impl From<&str> for Unsupported {
    fn from(message: &str) -> Self {
        message.to_string().into()
    }
}

/// Which part of the work failed: a small closed set to branch on, count in metrics or show
/// beside the message ([`GpuError::category`]). It says *where* a failure happened; whether the
/// caller or anygpu has to change something is the variant's business, and what to do next is
/// [`GpuError::hint`]'s. Displayed as the lower-case word (`memory`, `launch`...), a stable
/// label for logs and metrics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorCategory {
    /// Finding, opening or keeping a device: no such device, a device lost, a driver missing,
    /// too old or refusing a call that is none of the categories below.
    Device,
    /// Device or pinned host memory: an allocation that did not fit, a free that failed.
    Memory,
    /// The kernel source: WGSL that does not parse or validate, a missing entry point, bad
    /// override constants, or a compile that could not run (its thread or linker).
    Compilation,
    /// Running a kernel: a launch configuration that does not fit, a launch the runtime refused.
    Launch,
    /// Copies between host and device, and the transfer queue that runs them asynchronously.
    Transfer,
    /// A kernel stopped for running too long (anygpu's launch time limit or a driver watchdog).
    Timeout,
    /// Something the device or anygpu does not support: an optional feature, a limit, a
    /// construct the compiler does not handle yet.
    Unsupported,
    /// A call's argument is wrong wherever it was passed (a launch's buffers, a copy's lengths,
    /// a file name, a device spec): one category rather than a guess at launch or transfer,
    /// since the same variant comes from every part of the API.
    Argument,
    /// anygpu itself failed (an internal compiler error): a bug to report.
    Internal,
    /// A call across processes (a communicator's collective, send or receive).
    Communication,
}

impl ErrorCategory {
    /// The category as a lower-case word, as `Display` writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCategory::Device => "device",
            ErrorCategory::Memory => "memory",
            ErrorCategory::Compilation => "compilation",
            ErrorCategory::Launch => "launch",
            ErrorCategory::Transfer => "transfer",
            ErrorCategory::Timeout => "timeout",
            ErrorCategory::Communication => "communication",
            ErrorCategory::Unsupported => "unsupported",
            ErrorCategory::Argument => "argument",
            ErrorCategory::Internal => "internal",
        }
    }
}

impl std::fmt::Display for ErrorCategory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl GpuError {
    /// Which part of the work failed. Each variant has one category, except the two that report
    /// a runtime's failure, which follow a small rule:
    /// - [`GpuError::Driver`]: an error name that says what failed whatever the call was (out of
    ///   memory → `Memory`; no driver, no device or a driver too old → `Device`; not supported →
    ///   `Unsupported`), else what anygpu asked (below);
    /// - [`GpuError::Backend`]: `compiler` (the compile thread or linker) → `Compilation`,
    ///   `transfer` (the async copy thread) → `Transfer`, else what anygpu asked (below).
    ///
    /// What anygpu asked, from the words of `operation`: a copy or a staging buffer →
    /// `Transfer`, a launch → `Launch`, allocating or freeing → `Memory`, anything else (opening
    /// the device, streams, events, modules) → `Device`.
    pub fn category(&self) -> ErrorCategory {
        use ErrorCategory as C;
        match self {
            GpuError::InvalidWgsl { .. }
            | GpuError::EntryPointNotFound { .. }
            | GpuError::EntryPointNotChosen { .. }
            | GpuError::InvalidOverride(_) => C::Compilation,
            GpuError::NotSupported(_) => C::Unsupported,
            GpuError::InvalidArgument(_) => C::Argument,
            GpuError::InvalidLaunch(_) => C::Launch,
            GpuError::OutOfMemory { .. } => C::Memory,
            GpuError::DeviceNotFound(_) | GpuError::DeviceLost { .. } => C::Device,
            GpuError::InternalCompiler { .. } => C::Internal,
            GpuError::Timeout { .. } => C::Timeout,
            GpuError::Sanitizer { .. } => C::Launch,
            GpuError::Driver { operation, name, .. } => match driver_condition(name) {
                Some(DriverCondition::OutOfMemory) => C::Memory,
                Some(DriverCondition::Unavailable | DriverCondition::TooOld) => C::Device,
                Some(DriverCondition::NotSupported) => C::Unsupported,
                None => operation_category(operation),
            },
            GpuError::Backend { backend, operation, .. } => match *backend {
                "compiler" => C::Compilation,
                "transfer" => C::Transfer,
                _ => operation_category(operation),
            },
            GpuError::Communication { .. } => C::Communication,
        }
    }

    /// Whether the same [`GpuContext`](crate::context::GpuContext) can go on after this error:
    /// change the call (a smaller allocation, a fixed argument, another kernel, a longer time
    /// limit) and use it again. The rule:
    /// - not recoverable when the device is gone ([`GpuError::DeviceLost`], a
    ///   [`GpuError::Timeout`] after which the driver reset the device), when anygpu's own
    ///   compiler failed ([`GpuError::InternalCompiler`]: it may have left shared state, such as
    ///   its caches, in a state nobody checked), when the runtime itself is unusable (a
    ///   [`GpuError::Driver`] saying no driver, no device or a driver too old), and for
    ///   [`GpuError::Backend`] failures, which carry no code to tell a passing failure from a
    ///   lasting one (a device that could not be opened is remembered as such), except the
    ///   compiler's, which never touch the context;
    /// - recoverable otherwise: the call was refused before it changed anything (bad input, out
    ///   of memory, a feature the device lacks, anygpu's own launch time limit), or the runtime
    ///   refused one call with an error that is not sticky (those are `DeviceLost`).
    pub fn is_recoverable(&self) -> bool {
        match self {
            GpuError::DeviceLost { .. } | GpuError::InternalCompiler { .. } => false,
            GpuError::Timeout { device_lost, .. } => !device_lost,
            GpuError::Driver { name, .. } => !matches!(
                driver_condition(name),
                Some(DriverCondition::Unavailable | DriverCondition::TooOld)
            ),
            GpuError::Backend { backend, .. } => *backend == "compiler",
            GpuError::Communication { fault, .. } => *fault == CommFault::Mismatch,
            GpuError::InvalidWgsl { .. }
            | GpuError::EntryPointNotFound { .. }
            | GpuError::EntryPointNotChosen { .. }
            | GpuError::InvalidOverride(_)
            | GpuError::NotSupported(_)
            | GpuError::InvalidArgument(_)
            | GpuError::InvalidLaunch(_)
            | GpuError::OutOfMemory { .. }
            | GpuError::Sanitizer { .. }
            | GpuError::DeviceNotFound(_) => true,
        }
    }
}

/// ` at line L, column C`, or nothing for an unknown position.
fn location(line: u32, column: u32) -> String {
    if line == 0 {
        String::new()
    } else {
        format!(" at line {line}, column {column}")
    }
}

impl GpuError {
    pub(crate) fn not_supported(what: impl Into<String>) -> Self {
        GpuError::NotSupported(what.into().into())
    }
    /// A kernel refused because its device lacks the optional features `missing`.
    pub(crate) fn lacks_features(what: impl Into<String>, missing: Vec<OptionalFeature>) -> Self {
        GpuError::NotSupported(Unsupported {
            message: what.into(),
            missing,
        })
    }
    pub(crate) fn invalid_argument(what: impl Into<String>) -> Self {
        GpuError::InvalidArgument(what.into())
    }
    pub(crate) fn invalid_launch(what: impl Into<String>) -> Self {
        GpuError::InvalidLaunch(what.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ErrorCategory as C;

    /// One error of every variant, built directly, with the category, recoverability and hint
    /// (a word it must contain, or none) each must have.
    fn every_variant() -> Vec<(GpuError, ErrorCategory, bool, Option<&'static str>)> {
        let driver = |backend: &'static str, operation: &str, name: &str| GpuError::Driver {
            backend,
            operation: operation.into(),
            code: 1,
            name: name.into(),
            message: "what the runtime said".into(),
        };
        let backend = |backend: &'static str, operation: &str| GpuError::Backend {
            backend,
            operation: operation.into(),
            message: "what went wrong".into(),
        };
        let timeout = |device_lost| GpuError::Timeout {
            device: "cpu:0".into(),
            kernel: "main".into(),
            limit: "2s".into(),
            device_lost,
        };
        let communication = |fault| GpuError::Communication {
            backend: "mpi",
            rank: 1,
            operation: "all_reduce".into(),
            fault,
            message: "no answer from rank 2".into(),
        };
        vec![
            (
                GpuError::InvalidWgsl {
                    file: "k.wgsl".into(),
                    line: 1,
                    column: 2,
                    message: "expected `;`".into(),
                },
                C::Compilation,
                true,
                None,
            ),
            (
                GpuError::EntryPointNotFound {
                    name: "mian".into(),
                    file: "k.wgsl".into(),
                    available: "main".into(),
                },
                C::Compilation,
                true,
                None,
            ),
            (
                GpuError::EntryPointNotChosen {
                    file: "k.wgsl".into(),
                    available: "a, b".into(),
                },
                C::Compilation,
                true,
                None,
            ),
            (
                GpuError::InvalidOverride("unknown `n`".into()),
                C::Compilation,
                true,
                None,
            ),
            (
                GpuError::lacks_features(
                    "kernel `main` needs f64 which wgpu:0 (llvmpipe) does not support",
                    vec![OptionalFeature::F64],
                ),
                C::Unsupported,
                true,
                Some("SHADER_F64"),
            ),
            (
                GpuError::NotSupported("switch on a 64-bit value".into()),
                C::Unsupported,
                true,
                None,
            ),
            (
                GpuError::InvalidArgument("2 arguments for 3 bindings".into()),
                C::Argument,
                true,
                None,
            ),
            (
                GpuError::InvalidLaunch("block [32, 1, 1] for @workgroup_size(64, 1, 1)".into()),
                C::Launch,
                true,
                Some("LaunchConfig::for_elements"),
            ),
            (
                GpuError::OutOfMemory {
                    device: "cpu:0 (Tiny GPU)".into(),
                    requested: 2,
                    available: 1,
                    total: 4,
                },
                C::Memory,
                true,
                Some("GpuContext::trim()"),
            ),
            (
                GpuError::DeviceNotFound("cuda:0 (available: cpu:0)".into()),
                C::Device,
                true,
                Some("libcuda.so.1"),
            ),
            (
                GpuError::InternalCompiler {
                    message: "bad IR".into(),
                    ir_dump: None,
                },
                C::Internal,
                false,
                Some("bug in anygpu"),
            ),
            (
                GpuError::DeviceLost {
                    device: "wgpu:0".into(),
                    reason: "destroyed".into(),
                },
                C::Device,
                false,
                Some("new GpuContext"),
            ),
            (timeout(false), C::Timeout, true, Some("LaunchConfig::with_timeout")),
            (
                communication(CommFault::Timeout),
                C::Communication,
                false,
                Some("--enable-recovery"),
            ),
            (
                communication(CommFault::Failed),
                C::Communication,
                false,
                Some("same calls"),
            ),
            (communication(CommFault::Mismatch), C::Communication, true, None),
            (communication(CommFault::Transport), C::Communication, false, None),
            (timeout(true), C::Timeout, false, Some("watchdog")),
            (
                driver("cuda", "allocate pinned host memory", "CUDA_ERROR_OUT_OF_MEMORY"),
                C::Memory,
                true,
                Some("GpuContext::trim()"),
            ),
            (
                driver("rocm", "initialise the runtime", "hipErrorNoDevice"),
                C::Device,
                false,
                Some("libamdhip64.so"),
            ),
            (
                driver(
                    "cuda",
                    "load PTX ISA 8.5 with the driver's JIT",
                    "CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
                ),
                C::Device,
                false,
                Some("update the NVIDIA driver"),
            ),
            (
                driver("rocm", "allocate device memory", "hipErrorNotSupported"),
                C::Unsupported,
                true,
                Some("available_devices()"),
            ),
            (
                driver("cuda", "launch a kernel", "CUDA_ERROR_INVALID_VALUE"),
                C::Launch,
                true,
                None,
            ),
            (
                driver("rocm", "copy to the host", "hipErrorInvalidValue"),
                C::Transfer,
                true,
                None,
            ),
            (
                driver("cuda", "free device memory", "CUDA_ERROR_INVALID_VALUE"),
                C::Memory,
                true,
                None,
            ),
            (
                driver("cuda", "create an event", "CUDA_ERROR_INVALID_VALUE"),
                C::Device,
                true,
                None,
            ),
            (
                backend("compiler", "start the compiler thread"),
                C::Compilation,
                true,
                Some("temporary directory"),
            ),
            (
                backend("transfer", "queue a copy"),
                C::Transfer,
                false,
                Some("blocking copies"),
            ),
            (backend("wgpu", "map a staging buffer"), C::Transfer, false, None),
            (backend("wgpu", "launch"), C::Launch, false, None),
            (backend("cpu", "start the thread pool"), C::Device, false, None),
        ]
    }

    #[test]
    fn every_variant_has_its_category_recoverability_and_hint() {
        for (e, category, recoverable, hint) in every_variant() {
            assert_eq!(e.category(), category, "{e:?}");
            assert_eq!(e.is_recoverable(), recoverable, "{e:?}");
            match (hint, e.hint()) {
                (None, None) => {}
                (Some(word), Some(h)) => assert!(h.contains(word), "{e:?}: hint {h:?} lacks {word:?}"),
                (want, got) => panic!("{e:?}: hint {got:?}, expected one containing {want:?}"),
            }
        }
    }

    #[test]
    fn categories_display_as_lower_case_words() {
        let all = [
            (C::Device, "device"),
            (C::Memory, "memory"),
            (C::Compilation, "compilation"),
            (C::Launch, "launch"),
            (C::Transfer, "transfer"),
            (C::Timeout, "timeout"),
            (C::Unsupported, "unsupported"),
            (C::Argument, "argument"),
            (C::Internal, "internal"),
            (C::Communication, "communication"),
        ];
        for (c, word) in all {
            assert_eq!(c.to_string(), word);
            assert_eq!(c.as_str(), word);
        }
    }

    #[test]
    fn a_driver_error_reads_as_before_with_its_name() {
        let e = GpuError::Driver {
            backend: "cuda",
            operation: "launch a kernel".into(),
            code: 1,
            name: "CUDA_ERROR_INVALID_VALUE".into(),
            message: "invalid argument".into(),
        };
        assert_eq!(
            e.to_string(),
            "cuda backend: launch a kernel failed: CUDA_ERROR_INVALID_VALUE: invalid argument"
        );
        // Clone keeps the code, for failures remembered and returned again.
        assert!(matches!(e.clone(), GpuError::Driver { code: 1, .. }));
    }

    /// Every optional feature a device can lack gets a hint naming the devices that have it, and
    /// the hint reads the typed list, not the message.
    #[test]
    fn every_missing_feature_has_a_hint_naming_the_devices_that_have_it() {
        let missing = crate::device::Features::ALL.missing_from(crate::device::Features::default());
        assert_eq!(missing, OptionalFeature::ALL);
        for f in missing {
            let e = GpuError::lacks_features("kernel `main` needs it", vec![f]);
            let hint = e.hint().unwrap_or_else(|| panic!("no hint for {f:?}"));
            assert!(
                hint.contains("cpu, cuda and rocm") && hint.contains(&format!("DeviceInfo::features.{}", f.field())),
                "{hint}"
            );
        }
        // Several at once are each named; a refusal for another reason gets no feature hint.
        let e = GpuError::lacks_features("k", vec![OptionalFeature::F64, OptionalFeature::F32Atomics]);
        let hint = e.hint().unwrap();
        assert!(
            hint.contains("SHADER_F64") && hint.contains("SHADER_FLOAT32_ATOMIC"),
            "{hint}"
        );
        assert!(!hint.contains("SHADER_F16"), "{hint}");
        let e = GpuError::not_supported("kernel `k` needs f64, which this device does not support, in words");
        assert_eq!(e.hint(), None, "prose is not parsed");
    }
}
