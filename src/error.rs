//! The one error type users see.
//!
//! Variants keep "your kernel or your call is wrong" (`InvalidWgsl`, `EntryPointNotFound`,
//! `InvalidArgument`, `InvalidLaunch`, `NotSupported`, `OutOfMemory`, ...) apart from
//! "anygpu itself failed" (`InternalCompiler`, `Backend`), so that a caller can tell which side
//! has to change.

use std::path::PathBuf;

/// Result alias used across the crate.
pub type Result<T, E = GpuError> = std::result::Result<T, E>;

/// Everything that can go wrong in anygpu.
#[derive(Debug, thiserror::Error)]
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
    /// A device runtime reported a failure (`operation` names what we asked of it).
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
