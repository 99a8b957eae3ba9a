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
    /// The kernel uses something this device or compiler does not support (yet). Names the construct.
    #[error("not supported: {0}")]
    NotSupported(String),
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
            GpuError::InvalidWgsl { .. }
            | GpuError::EntryPointNotFound { .. }
            | GpuError::EntryPointNotChosen { .. }
            | GpuError::InvalidOverride(_)
            | GpuError::NotSupported(_)
            | GpuError::InvalidArgument(_)
            | GpuError::InvalidLaunch(_)
            | GpuError::OutOfMemory { .. }
            | GpuError::DeviceNotFound(_) => true,
        }
    }

    /// What to do next, for the failures people meet most, beyond what the message already says:
    /// out of memory (free, trim, smaller batches), no device (which runtimes anygpu looks for and
    /// how to install each), a driver too old, a feature the device lacks (which device kinds
    /// have it), a lost device, a time limit, a launch that does not fit, our own bug. `None`
    /// where the message is the whole story (invalid WGSL shows the line and what was expected).
    pub fn hint(&self) -> Option<String> {
        match self {
            GpuError::OutOfMemory { .. } => Some(OUT_OF_MEMORY_HINT.into()),
            GpuError::DeviceNotFound(_) => Some(NO_DEVICE_HINT.into()),
            GpuError::NotSupported(message) => feature_hint(message),
            GpuError::InvalidLaunch(_) => Some(
                "LaunchConfig::for_elements(n, &kernel) and LaunchConfig::grid(grid, &kernel) take the \
                 block size from the kernel's @workgroup_size; the device's grid limits are in \
                 DeviceInfo::max_grid"
                    .into(),
            ),
            GpuError::DeviceLost { .. } => Some(
                "create a new GpuContext (select_device or default_device) and upload the buffers again; \
                 if the same kernel loses the device again, run it on the cpu device, whose guard zones \
                 (CpuDeviceConfig::guard_bytes) show writes out of bounds, and read the driver's log \
                 (dmesg) for what the driver saw"
                    .into(),
            ),
            GpuError::Timeout { device_lost: false, .. } => Some(
                "raise the limit (LaunchConfig::with_timeout, GpuContext::set_launch_timeout) or split \
                 the work into smaller launches; if the kernel should have ended, check its loop bounds"
                    .into(),
            ),
            GpuError::Timeout { device_lost: true, .. } => Some(
                "a driver's watchdog stops kernels that run too long, mostly on a GPU that also drives \
                 a display: split the work into smaller launches or use a GPU without a display; then \
                 create a new GpuContext"
                    .into(),
            ),
            GpuError::InternalCompiler { .. } => Some(
                "this is a bug in anygpu, not in your kernel: please report it with this message and \
                 the file it names; meanwhile another device kind (another code target) may compile \
                 the kernel"
                    .into(),
            ),
            GpuError::Driver { backend, name, .. } => match driver_condition(name)? {
                DriverCondition::OutOfMemory => Some(OUT_OF_MEMORY_HINT.into()),
                DriverCondition::TooOld => Some(driver_too_old_hint(backend)),
                DriverCondition::Unavailable => Some(format!(
                    "{}; the cpu device is always there",
                    runtime_install_hint(backend)
                )),
                DriverCondition::NotSupported => Some(format!(
                    "this {backend} device or driver lacks what anygpu asked of it; another device \
                     from available_devices() may have it, or a newer driver"
                )),
            },
            GpuError::Backend {
                backend: "transfer", ..
            } => Some(
                "the context's transfer thread is gone: use the blocking copies (copy_to_device, \
                 copy_to_host) or a new GpuContext"
                    .into(),
            ),
            GpuError::Backend {
                backend: "compiler", ..
            } => Some(
                "the compiler could not start its thread or run its linker: check that the process \
                 may start threads and write to the temporary directory, and that ld.lld-19 is \
                 installed for AMD targets"
                    .into(),
            ),
            GpuError::InvalidWgsl { .. }
            | GpuError::EntryPointNotFound { .. }
            | GpuError::EntryPointNotChosen { .. }
            | GpuError::InvalidOverride(_)
            | GpuError::InvalidArgument(_)
            | GpuError::Backend { .. } => None,
        }
    }
}

/// What a runtime's error name says whatever the call was, for the category, recoverability and
/// hint of a [`GpuError::Driver`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DriverCondition {
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

fn driver_condition(name: &str) -> Option<DriverCondition> {
    DRIVER_CONDITIONS.iter().find(|(n, _)| *n == name).map(|&(_, c)| c)
}

/// The category of a runtime failure from the words of what anygpu asked of it (the rule in
/// [`GpuError::category`]). The operations are anygpu's own fixed phrases (`copy to the device`,
/// `launch a kernel`, `allocate device memory`).
fn operation_category(operation: &str) -> ErrorCategory {
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

const OUT_OF_MEMORY_HINT: &str = "free device memory: drop the DeviceBuffers you no longer need (their memory \
     returns once the launches using them have finished), call GpuContext::trim() to give the memory pool's \
     cached blocks back to the device, or split the work into smaller batches; DeviceInfo::memory_total is \
     each device's size";

const NO_DEVICE_HINT: &str = "device ids are KIND:INDEX as available_devices() lists them; a kind with no \
     devices lacks its runtime: cuda needs the NVIDIA driver (libcuda.so.1: install the driver for the GPU, \
     e.g. Debian's nvidia-driver), rocm the HIP runtime (libamdhip64.so: install ROCm, or Debian's \
     libamdhip64-5) and an AMD GPU, wgpu a Vulkan loader and driver (Debian: libvulkan1 and \
     mesa-vulkan-drivers, whose lavapipe runs on the CPU); the cpu device is always there. runtimes() (and \
     `anygpu devices`) says what was found of each runtime and why it lists no device";

/// What to install for a runtime (`cuda`, `rocm`) whose driver is missing or unusable.
fn runtime_install_hint(backend: &str) -> String {
    match backend {
        "cuda" => "the CUDA driver found no usable GPU: check that the NVIDIA driver is installed and loaded \
                   (nvidia-smi lists the GPU; libcuda.so.1 comes with the driver) and that no other process \
                   holds the GPU in exclusive mode"
            .into(),
        "rocm" => "the HIP runtime found no usable GPU: check that ROCm (libamdhip64.so) and the amdgpu kernel \
                   driver are installed (rocminfo lists the GPU) and that the user may open /dev/kfd"
            .into(),
        other => format!("the {other} runtime found no usable device: {NO_DEVICE_HINT}"),
    }
}

/// What to update when a runtime's driver is older than anygpu's code or the runtime need.
fn driver_too_old_hint(backend: &str) -> String {
    match backend {
        "cuda" => "update the NVIDIA driver: this one is older than the PTX ISA anygpu compiles for the GPU \
                   (or than the CUDA library it was installed with; nvidia-smi shows its version)"
            .into(),
        "rocm" => "update the AMD GPU driver (amdgpu) to one that supports this HIP runtime, or install the \
                   ROCm release that matches the driver"
            .into(),
        other => format!("update the {other} driver"),
    }
}

/// Device kinds for each optional kernel feature, by the name [`Features::missing_from`] gives it
/// in the validation layer's "needs X which DEVICE does not support" message; the wgpu feature is
/// what an adapter must report. (A table here rather than a call: the error module sits below
/// the device facts.)
///
/// [`Features::missing_from`]: crate::device::Features::missing_from
const FEATURE_DEVICES: &[(&str, &str, &str)] = &[
    ("f16", "f16", "SHADER_F16"),
    ("f64", "f64", "SHADER_F64"),
    ("i64/u64", "int64", "SHADER_INT64"),
    ("subgroup operations", "subgroups", "SUBGROUP"),
    ("atomic<f32>", "f32_atomics", "SHADER_FLOAT32_ATOMIC"),
    (
        "cooperative matrices",
        "cooperative_matrices",
        "EXPERIMENTAL_COOPERATIVE_MATRIX",
    ),
];

/// For a kernel refused for optional features its device lacks: which device kinds have each.
fn feature_hint(message: &str) -> Option<String> {
    if !message.contains(" does not support") {
        return None;
    }
    let lines: Vec<String> = FEATURE_DEVICES
        .iter()
        .filter(|(name, _, _)| message.contains(name))
        .map(|(name, field, wgpu)| {
            format!(
                "{name} runs on every cpu, cuda and rocm device, and on wgpu devices whose adapter has \
                 {wgpu} (DeviceInfo::features.{field})"
            )
        })
        .collect();
    (!lines.is_empty()).then(|| {
        format!(
            "{}; choose such a device from available_devices(), or rewrite the kernel without it",
            lines.join("; ")
        )
    })
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
        GpuError::NotSupported(what.into())
    }
    pub(crate) fn invalid_argument(what: impl Into<String>) -> Self {
        GpuError::InvalidArgument(what.into())
    }
    pub(crate) fn invalid_launch(what: impl Into<String>) -> Self {
        GpuError::InvalidLaunch(what.into())
    }
}

/// An internal compiler error with no artifact to attach (see [`Ice`] for one that has).
pub(crate) fn ice(message: impl Into<String>) -> GpuError {
    Ice::new(message).build()
}

/// Builds an internal compiler error, the one way anygpu reports its own compiler's bugs: the
/// message says which anygpu and LLVM versions and which target, and the artifact that went
/// wrong (LLVM IR, PTX, a code object) is written to a temporary file for the bug report.
pub(crate) struct Ice {
    message: String,
    target: Option<String>,
    artifact: Option<(String, Vec<u8>)>,
}

impl Ice {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        Ice {
            message: message.into(),
            target: None,
            artifact: None,
        }
    }

    /// The code target (`ptx sm_80`, `amdgcn gfx942`, `host`, `spirv`).
    #[cfg_attr(not(feature = "cpu"), allow(dead_code))]
    pub(crate) fn target(mut self, target: impl std::fmt::Display) -> Self {
        self.target = Some(target.to_string());
        self
    }

    /// What was being compiled, saved as `anygpu-ice-<pid>-<name>` (`name` ends in its
    /// extension: `main.ll`, `main.ptx`, `main.hsaco`).
    #[cfg_attr(not(feature = "cpu"), allow(dead_code))]
    pub(crate) fn artifact(mut self, name: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Self {
        self.artifact = Some((name.into(), bytes.into()));
        self
    }

    pub(crate) fn build(self) -> GpuError {
        let ir_dump = self.artifact.and_then(|(name, bytes)| {
            let safe: String = name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || c == '.' || c == '_' {
                        c
                    } else {
                        '_'
                    }
                })
                .collect();
            let path = std::env::temp_dir().join(format!("anygpu-ice-{}-{safe}", std::process::id()));
            std::fs::write(&path, bytes).ok().map(|()| path)
        });
        let target = self.target.map(|t| format!(", target {t}")).unwrap_or_default();
        GpuError::InternalCompiler {
            message: format!(
                "{}\n  (anygpu {}{}{target})",
                self.message,
                env!("CARGO_PKG_VERSION"),
                llvm_version()
            ),
            ir_dump,
        }
    }
}

/// `, LLVM x.y.z` when the LLVM compiler is built in.
fn llvm_version() -> String {
    #[cfg(feature = "cpu")]
    {
        let (major, minor, patch) = inkwell::support::get_llvm_version();
        format!(", LLVM {major}.{minor}.{patch}")
    }
    #[cfg(not(feature = "cpu"))]
    String::new()
}

/// Runs compiler code, turning a panic (a bug in anygpu or a library it uses) into an
/// `InternalCompiler` error so that a bad kernel can never take the caller's process down.
pub(crate) fn catch_compiler_panic<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            Err(ice(format!("the compiler panicked: {what}")))
        }
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
                GpuError::NotSupported("kernel `main` needs f64 which wgpu:0 (llvmpipe) does not support".into()),
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

    /// The feature hint knows every feature the validation layer names, under the same name.
    #[test]
    fn every_missing_feature_has_a_hint_naming_the_devices_that_have_it() {
        let names = crate::device::Features::ALL.missing_from(crate::device::Features::default());
        assert_eq!(names.len(), FEATURE_DEVICES.len(), "{names:?}");
        for name in names {
            let message = format!("kernel `main` needs {name} which wgpu:0 (llvmpipe) does not support");
            let hint = feature_hint(&message).unwrap_or_else(|| panic!("no hint for {name}"));
            assert!(
                hint.contains("cpu, cuda and rocm") && hint.contains("DeviceInfo::features."),
                "{hint}"
            );
        }
        // Several at once are each named; a message about something else gets no feature hint.
        let hint = feature_hint("kernel `k` needs f64, atomic<f32> which wgpu:0 (x) does not support").unwrap();
        assert!(
            hint.contains("SHADER_F64") && hint.contains("SHADER_FLOAT32_ATOMIC"),
            "{hint}"
        );
        assert!(!hint.contains("SHADER_F16"), "{hint}");
        assert_eq!(
            feature_hint("kernel `k` calls Sin on f64 values, which Vulkan's SPIR-V math defines for f16 and f32 only"),
            None
        );
    }
}
