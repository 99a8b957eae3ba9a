//! What anygpu found of each runtime (the software a device kind runs through): the facts
//! behind [`runtimes`](crate::runtimes) and `anygpu devices`.
//!
//! Only the data lives here. The backends' probes fill it in while they list their devices (they
//! know why a library is missing or a GPU is not shown), and `select.rs` adds the devices it
//! finally lists; keeping the type free of both lets each of them use it without a cycle.

use std::fmt;

use super::info::DeviceKind;

/// One runtime as this process sees it: built in or not, found or not, its version, how many
/// devices it gives, and when it gives none, why, in words a person can act on ("libcuda.so.1
/// not found: install the NVIDIA driver"). A missing runtime is never an error, so this is where
/// a user learns why a GPU they expected is not listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeStatus {
    /// The device kind this runtime drives.
    pub kind: DeviceKind,
    /// Built into this anygpu (its cargo feature, `cuda`, `rocm`, `wgpu` or `llvm` for the cpu, was on).
    pub compiled: bool,
    /// Its library was found and loaded on this machine (for `cpu`: the LLVM compiler is built in).
    pub found: bool,
    /// What the runtime says its version is: `CUDA driver 12.4`, `HIP 5.2.21151`,
    /// `Vulkan loader 1.3.239`, `LLVM 19.1.7`. `None` where it was not found or cannot say.
    pub version: Option<String>,
    /// How many devices of this kind anygpu lists (a GPU already listed by CUDA or ROCm is not
    /// counted again under `wgpu`).
    pub devices: usize,
    /// Why there are no devices of this kind; `Some` exactly when `devices` is 0.
    pub reason: Option<String>,
    /// Other facts worth knowing: the adapters a runtime reported, devices it skipped and why.
    pub notes: Vec<String>,
}

impl RuntimeStatus {
    /// A runtime that is built in, before its probe says more: not found, no devices, no reason yet.
    pub(crate) fn new(kind: DeviceKind) -> Self {
        RuntimeStatus {
            kind,
            compiled: true,
            found: false,
            version: None,
            devices: 0,
            reason: None,
            notes: Vec::new(),
        }
    }

    /// A runtime this build leaves out: its cargo feature was off.
    pub(crate) fn not_compiled(kind: DeviceKind) -> Self {
        RuntimeStatus {
            compiled: false,
            reason: Some(format!("this anygpu was built without the `{}` feature", kind.prefix())),
            ..RuntimeStatus::new(kind)
        }
    }

    /// Sets the device count, and a reason when it is 0 and none was given (or drops a stale
    /// reason when there are devices), so `reason` is `Some` exactly when `devices` is 0.
    pub(crate) fn with_devices(mut self, devices: usize) -> Self {
        self.devices = devices;
        if devices > 0 {
            self.reason = None;
        } else if self.reason.is_none() {
            self.reason = Some(if self.found {
                format!("the {} runtime was found but gives no devices", self.kind)
            } else {
                format!("the {} runtime was not found", self.kind)
            });
        }
        self
    }

    /// `ok` when there are devices, else the reason: the status column of `anygpu devices`.
    pub fn summary(&self) -> &str {
        match &self.reason {
            Some(r) if self.devices == 0 => r,
            _ => "ok",
        }
    }
}

impl fmt::Display for RuntimeStatus {
    /// `cuda: CUDA driver 12.4, 2 devices` or `rocm: no devices: <reason>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.kind)?;
        if let Some(v) = &self.version {
            write!(f, "{v}, ")?;
        }
        match self.devices {
            0 => write!(f, "no devices: {}", self.summary()),
            1 => write!(f, "1 device"),
            n => write!(f, "{n} devices"),
        }
    }
}

/// `12040` (what `cuDriverGetVersion` returns) as `12.4`.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub(crate) fn cuda_version(v: i32) -> String {
    format!("{}.{}", v / 1000, (v % 1000) / 10)
}

/// `50221151` (what `hipRuntimeGetVersion` returns: major·10⁷ + minor·10⁵ + patch) as `5.2.21151`.
#[cfg_attr(not(feature = "rocm"), allow(dead_code))]
pub(crate) fn hip_version(v: i32) -> String {
    format!("{}.{}.{}", v / 10_000_000, (v / 100_000) % 100, v % 100_000)
}

/// A Vulkan API version word (`VK_MAKE_API_VERSION`) as `1.3.239`.
#[cfg_attr(any(not(feature = "wgpu"), target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn vulkan_version(v: u32) -> String {
    format!("{}.{}.{}", (v >> 22) & 0x7f, (v >> 12) & 0x3ff, v & 0xfff)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_read_as_their_tools_print_them() {
        assert_eq!(cuda_version(12040), "12.4");
        assert_eq!(cuda_version(11080), "11.8");
        assert_eq!(hip_version(50221151), "5.2.21151");
        assert_eq!(hip_version(60342134), "6.3.42134");
        assert_eq!(vulkan_version((1 << 22) | (3 << 12) | 239), "1.3.239");
    }

    #[test]
    fn a_reason_exactly_when_there_are_no_devices() {
        let absent = RuntimeStatus::new(DeviceKind::Cuda).with_devices(0);
        assert_eq!(absent.reason.as_deref(), Some("the cuda runtime was not found"));
        assert_eq!(absent.to_string(), "cuda: no devices: the cuda runtime was not found");
        let mut found = RuntimeStatus::new(DeviceKind::Wgpu);
        found.found = true;
        found.version = Some("Vulkan loader 1.3.239".into());
        found.reason = Some("stale".into());
        let found = found.with_devices(2);
        assert_eq!((found.reason.as_deref(), found.summary()), (None, "ok"));
        assert_eq!(found.to_string(), "wgpu: Vulkan loader 1.3.239, 2 devices");
        let off = RuntimeStatus::not_compiled(DeviceKind::Rocm);
        assert!(!off.compiled && off.summary().contains("without the `rocm` feature"));
    }
}
