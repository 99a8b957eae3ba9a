//! Internal compiler errors: anygpu's own compiler failing, reported with the versions, the
//! target and the artifact that went wrong.

use super::{GpuError, Result};

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
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) fn target(mut self, target: impl std::fmt::Display) -> Self {
        self.target = Some(target.to_string());
        self
    }

    /// What was being compiled, saved as `anygpu-ice-<pid>-<name>` (`name` ends in its
    /// extension: `main.ll`, `main.ptx`, `main.hsaco`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
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
    #[cfg(feature = "llvm")]
    {
        let (major, minor, patch) = inkwell::support::get_llvm_version();
        format!(", LLVM {major}.{minor}.{patch}")
    }
    #[cfg(not(feature = "llvm"))]
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
