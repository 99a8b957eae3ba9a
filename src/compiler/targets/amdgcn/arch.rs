//! AMD GPU architectures (`gfxNNNN`) with their wavefront size, and code object versions.

use std::fmt;
use std::str::FromStr;

use crate::error::{GpuError, Result};

/// The AMD GPU architectures anygpu targets (LLVM 19 names), with their wavefront size.
const KNOWN_GFX: [(&str, u32); 12] = [
    ("gfx906", 64),
    ("gfx908", 64),
    ("gfx90a", 64),
    ("gfx940", 64),
    ("gfx941", 64),
    ("gfx942", 64),
    ("gfx1030", 32),
    ("gfx1031", 32),
    ("gfx1100", 32),
    ("gfx1101", 32),
    ("gfx1200", 32),
    ("gfx1201", 32),
];

/// An AMD GPU architecture (`gfx942`, `gfx1100`...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GfxArch {
    name: &'static str,
    wave: u32,
}

impl GfxArch {
    /// The LLVM processor name.
    pub fn name(self) -> &'static str {
        self.name
    }
    /// Wavefront size kernels are compiled for: 64 on gfx9 (CDNA, Vega), 32 from gfx10 (RDNA).
    pub fn wavefront_size(self) -> u32 {
        self.wave
    }
    /// From a runtime's `gcnArchName` (`gfx90a:sramecc+:xnack-`): the processor part.
    pub fn from_gcn_arch_name(name: &str) -> Result<GfxArch> {
        name.split(':').next().unwrap_or("").parse()
    }
}

impl fmt::Display for GfxArch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

impl FromStr for GfxArch {
    type Err = GpuError;
    fn from_str(s: &str) -> Result<Self> {
        KNOWN_GFX
            .iter()
            .find(|(n, _)| *n == s.trim())
            .map(|&(name, wave)| GfxArch { name, wave })
            .ok_or_else(|| {
                GpuError::invalid_argument(format!(
                    "unknown AMD GPU architecture `{s}`; expected one of {}",
                    KNOWN_GFX.map(|(n, _)| n).join(", ")
                ))
            })
    }
}

/// The code object format version. ROCm 5 runtimes load v4 (and v5 from 5.3 on, not reliably
/// before); ROCm 6 loads v5 and defaults to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeObjectVersion {
    /// Code object v4 (ROCm 4 and 5).
    V4,
    /// Code object v5 (ROCm 5.3 and later).
    V5,
}

impl CodeObjectVersion {
    /// For a HIP runtime version as `hipRuntimeGetVersion` reports it (major·10⁷ + minor·10⁵ +
    /// patch; 50_200_000 is ROCm 5.2). Unknown (no runtime): v5, the current default.
    pub fn for_hip_runtime(version: Option<i32>) -> CodeObjectVersion {
        match version {
            Some(v) if v > 0 && v / 10_000_000 < 6 => CodeObjectVersion::V4,
            _ => CodeObjectVersion::V5,
        }
    }
    pub(crate) fn module_flag(self) -> u64 {
        match self {
            CodeObjectVersion::V4 => 400,
            CodeObjectVersion::V5 => 500,
        }
    }
}

impl fmt::Display for CodeObjectVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CodeObjectVersion::V4 => "v4",
            CodeObjectVersion::V5 => "v5",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn architectures_parse_with_their_wavefront_size() {
        assert_eq!("gfx942".parse::<GfxArch>().unwrap().wavefront_size(), 64);
        assert_eq!("gfx1100".parse::<GfxArch>().unwrap().wavefront_size(), 32);
        assert_eq!(
            GfxArch::from_gcn_arch_name("gfx90a:sramecc+:xnack-").unwrap().name(),
            "gfx90a"
        );
        let e = "gfx803".parse::<GfxArch>().unwrap_err().to_string();
        assert!(e.contains("gfx803") && e.contains("gfx942"), "{e}");
    }

    #[test]
    fn code_object_version_follows_the_hip_runtime() {
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(50_221_000)),
            CodeObjectVersion::V4
        );
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(50_700_000)),
            CodeObjectVersion::V4
        );
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(60_032_830)),
            CodeObjectVersion::V5
        );
        assert_eq!(
            CodeObjectVersion::for_hip_runtime(Some(70_000_000)),
            CodeObjectVersion::V5
        );
        assert_eq!(CodeObjectVersion::for_hip_runtime(None), CodeObjectVersion::V5);
    }
}
