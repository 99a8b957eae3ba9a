//! NVIDIA architectures and PTX ISA versions: which `sm_XX` LLVM 19 targets, and which PTX ISA
//! a given architecture and CUDA driver need.

use std::fmt;
use std::str::FromStr;

use crate::error::{GpuError, Result};

/// Threads per warp on every NVIDIA GPU: WGSL's `subgroup_size` there.
pub const WARP_SIZE: u32 = 32;

/// The newest PTX ISA LLVM 19 writes (`+ptx85`).
pub const LLVM_MAX_PTX_ISA: PtxIsa = PtxIsa(85);
/// The oldest ISA anygpu emits: `activemask` (partial-warp subgroup operations) needs 6.2.
pub const MIN_PTX_ISA: PtxIsa = PtxIsa(63);

/// An NVIDIA GPU architecture LLVM 19 can target: `sm_70` … `sm_90a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PtxArch {
    /// Compute capability as a number: 70, 75, 80, 86, 89, 90...
    pub sm: u32,
    /// The `a` variants (sm_90a): architecture-specific features, not forward compatible.
    pub accelerated: bool,
}

/// The architectures LLVM 19's NVPTX back end knows from Volta on (older ones lack the
/// independent-thread-scheduling `*.sync` warp instructions anygpu uses).
const KNOWN_SM: [u32; 8] = [70, 72, 75, 80, 86, 87, 89, 90];

impl PtxArch {
    /// Volta, the oldest architecture anygpu targets.
    pub const SM_70: PtxArch = PtxArch {
        sm: 70,
        accelerated: false,
    };

    /// From a device's compute capability (major, minor); a newer GPU than LLVM 19 knows gets
    /// the newest architecture it knows (PTX is forward compatible; `a` variants are not). A
    /// Hopper GPU (9.0 exactly) gets sm_90a, whose `wgmma` only code for that GPU may use.
    pub fn from_compute_capability(major: u32, minor: u32) -> Result<PtxArch> {
        let sm = major * 10 + minor;
        if sm < 70 {
            return Err(GpuError::not_supported(format!(
                "compute capability {major}.{minor}: anygpu's PTX needs Volta (7.0) or newer"
            )));
        }
        let best = KNOWN_SM.iter().copied().filter(|&k| k <= sm).max().unwrap_or(70);
        Ok(PtxArch {
            sm: best,
            accelerated: sm == 90,
        })
    }

    /// The oldest PTX ISA that can target this architecture (PTX ISA release notes).
    pub fn min_ptx_isa(self) -> PtxIsa {
        let isa = match (self.sm, self.accelerated) {
            (90, true) => 80,
            (89 | 90, _) => 78,
            (87, _) => 74,
            (86, _) => 71,
            (80, _) => 70,
            (75, _) => 63,
            (72, _) => 61,
            _ => 60,
        };
        PtxIsa(isa.max(MIN_PTX_ISA.0))
    }
}

impl fmt::Display for PtxArch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sm_{}{}", self.sm, if self.accelerated { "a" } else { "" })
    }
}

impl FromStr for PtxArch {
    type Err = GpuError;
    fn from_str(s: &str) -> Result<Self> {
        let bad = || {
            GpuError::invalid_argument(format!(
                "unknown NVIDIA architecture `{s}`; expected one of {}, sm_90a",
                KNOWN_SM.map(|k| format!("sm_{k}")).join(", ")
            ))
        };
        let rest = s.trim().strip_prefix("sm_").ok_or_else(bad)?;
        let (digits, accelerated) = match rest.strip_suffix('a') {
            Some(d) => (d, true),
            None => (rest, false),
        };
        let sm: u32 = digits.parse().map_err(|_| bad())?;
        if !KNOWN_SM.contains(&sm) || (accelerated && sm != 90) {
            return Err(bad());
        }
        Ok(PtxArch { sm, accelerated })
    }
}

/// A PTX ISA version as major*10 + minor (78 = PTX 7.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PtxIsa(pub u32);

impl fmt::Display for PtxIsa {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl PtxIsa {
    /// The newest PTX ISA a CUDA driver accepts, from `cuDriverGetVersion` (12040 = CUDA 12.4),
    /// per the PTX ISA release notes (most CUDA releases raised it by one step; 12.6 did not). A
    /// driver newer than this table accepts at least the newest ISA in it.
    pub fn accepted_by_driver(driver_version: i32) -> Option<PtxIsa> {
        let (major, minor) = (driver_version / 1000, (driver_version % 1000) / 10);
        let isa = match (major, minor) {
            (..=8, _) => return None,
            (9, 0) => 60,
            (9, 1) => 61,
            (9, _) => 62,
            (10, 0) => 63,
            (10, 1) => 64,
            (10, _) => 65,
            (11, m) => 70 + m.min(8) as u32,
            (12, m @ 0..=5) => 80 + m as u32,
            (12, 6) => 85,
            (12, m) => 79 + m.min(9) as u32,
            _ => 90,
        };
        Some(PtxIsa(isa))
    }

    /// The ISA to write for `arch`: with a known driver, the newest both it and LLVM accept;
    /// without one (offline compilation), the oldest that can target `arch`, which every driver
    /// able to run that GPU accepts.
    pub fn choose(arch: PtxArch, driver_version: Option<i32>) -> Result<PtxIsa> {
        let needed = arch.min_ptx_isa();
        let Some(version) = driver_version else {
            return Ok(needed);
        };
        let accepted = PtxIsa::accepted_by_driver(version).unwrap_or(PtxIsa(0));
        if accepted < needed {
            return Err(GpuError::not_supported(format!(
                "the CUDA driver ({}.{}) accepts PTX ISA up to {accepted}, but {arch} needs {needed}; update the NVIDIA driver",
                version / 1000,
                (version % 1000) / 10
            )));
        }
        Ok(accepted.min(LLVM_MAX_PTX_ISA).max(needed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn architectures_parse_and_print() {
        for s in ["sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a"] {
            assert_eq!(s.parse::<PtxArch>().unwrap().to_string(), s);
        }
        for bad in ["sm_60", "sm_80a", "compute_80", "sm_", "90", "sm_100"] {
            let e = bad.parse::<PtxArch>().unwrap_err().to_string();
            assert!(e.contains("sm_70") && e.contains(bad), "{bad}: {e}");
        }
    }

    #[test]
    fn compute_capability_maps_to_the_newest_known_arch() {
        assert_eq!(PtxArch::from_compute_capability(8, 6).unwrap().sm, 86);
        assert_eq!(PtxArch::from_compute_capability(8, 9).unwrap().sm, 89);
        assert_eq!(PtxArch::from_compute_capability(8, 8).unwrap().sm, 87);
        assert_eq!(PtxArch::from_compute_capability(12, 0).unwrap().sm, 90);
        // Only Hopper itself runs sm_90a code; a newer GPU gets the forward-compatible sm_90.
        assert!(PtxArch::from_compute_capability(9, 0).unwrap().accelerated);
        assert!(!PtxArch::from_compute_capability(12, 0).unwrap().accelerated);
        assert!(!PtxArch::from_compute_capability(8, 9).unwrap().accelerated);
        assert!(PtxArch::from_compute_capability(6, 1).is_err());
    }

    #[test]
    fn driver_versions_map_to_ptx_isas() {
        let isa = |v| PtxIsa::accepted_by_driver(v).unwrap().0;
        assert_eq!(isa(10000), 63);
        assert_eq!(isa(11000), 70);
        assert_eq!(isa(11040), 74);
        assert_eq!(isa(11080), 78);
        assert_eq!(isa(12000), 80);
        assert_eq!(isa(12040), 84);
        assert_eq!(isa(12050), 85);
        assert_eq!(isa(12060), 85);
        assert_eq!(isa(12080), 87);
        assert_eq!(isa(12090), 88);
        assert_eq!(isa(13000), 90);
        assert_eq!(isa(14020), 90);
        assert_eq!(PtxIsa::accepted_by_driver(8000), None);
    }

    #[test]
    fn the_isa_fits_both_the_driver_and_llvm() {
        let sm80 = "sm_80".parse().unwrap();
        let sm90a = "sm_90a".parse().unwrap();
        // Offline: the oldest ISA that targets the arch.
        assert_eq!(PtxIsa::choose(PtxArch::SM_70, None).unwrap(), PtxIsa(63));
        assert_eq!(PtxIsa::choose(sm80, None).unwrap(), PtxIsa(70));
        // A driver: its newest, capped at what LLVM 19 writes.
        assert_eq!(PtxIsa::choose(sm80, Some(12020)).unwrap(), PtxIsa(82));
        assert_eq!(PtxIsa::choose(sm80, Some(12090)).unwrap(), LLVM_MAX_PTX_ISA);
        assert_eq!(PtxIsa::choose(sm90a, Some(12000)).unwrap(), PtxIsa(80));
        // Too old a driver for the GPU: a clear error.
        let e = PtxIsa::choose(sm90a, Some(11080)).unwrap_err().to_string();
        assert!(e.contains("update the NVIDIA driver") && e.contains("sm_90a"), "{e}");
    }
}
