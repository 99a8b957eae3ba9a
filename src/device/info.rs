//! Plain facts about devices, at the bottom of the crate: what a device is ([`DeviceKind`],
//! [`DeviceId`], [`DeviceType`]), what it can do ([`DeviceInfo`] and its limits) and how a CPU or
//! mock device presents itself ([`CpuDeviceConfig`]). Everything above reads these; nothing here
//! depends on a backend.

use std::fmt;
use std::str::FromStr;

use crate::error::{GpuError, OptionalFeature, Result};

/// Which kind of runtime drives a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeviceKind {
    /// NVIDIA GPU through the CUDA driver.
    Cuda,
    /// AMD GPU through the HIP runtime.
    Rocm,
    /// Any GPU (or software rasteriser) through wgpu.
    Wgpu,
    /// The host CPU (also the mock device).
    Cpu,
}

impl DeviceKind {
    /// The prefix used in device ids (`cpu:0`, `cuda:1`, ...).
    pub fn prefix(self) -> &'static str {
        match self {
            DeviceKind::Cuda => "cuda",
            DeviceKind::Rocm => "rocm",
            DeviceKind::Wgpu => "wgpu",
            DeviceKind::Cpu => "cpu",
        }
    }
}

impl fmt::Display for DeviceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.prefix())
    }
}

/// What sort of processor a device is; used to rank devices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeviceType {
    /// A GPU with its own memory.
    DiscreteGpu,
    /// A GPU sharing the host's memory.
    IntegratedGpu,
    /// A GPU exposed by a hypervisor.
    VirtualGpu,
    /// A GPU API implemented in software on the CPU (lavapipe, SwiftShader, WARP).
    SoftwareGpu,
    /// anygpu's own CPU device.
    Cpu,
    /// Anything else a runtime reports.
    Other,
}

/// A device's stable id: its kind and index within that kind, written `cpu:0`, `cuda:1`...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeviceId {
    /// The runtime that drives it.
    pub kind: DeviceKind,
    /// Its position among that runtime's devices.
    pub index: usize,
}

impl DeviceId {
    /// The id of device `index` of `kind`.
    pub const fn new(kind: DeviceKind, index: usize) -> Self {
        DeviceId { kind, index }
    }
}

impl fmt::Display for DeviceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.kind, self.index)
    }
}

impl FromStr for DeviceId {
    type Err = GpuError;
    /// Parses `cpu`, `cpu:0`, `cuda:1`, `rocm:0`, `wgpu:2` (a bare kind means index 0).
    fn from_str(s: &str) -> Result<Self> {
        let s = s.trim();
        let (kind, index) = match s.split_once(':') {
            Some((k, i)) => (k, Some(i)),
            None => (s, None),
        };
        let kind = match kind.to_ascii_lowercase().as_str() {
            "cpu" => DeviceKind::Cpu,
            "cuda" => DeviceKind::Cuda,
            "rocm" | "hip" => DeviceKind::Rocm,
            "wgpu" => DeviceKind::Wgpu,
            other => {
                return Err(GpuError::DeviceNotFound(format!(
                    "`{s}`: unknown device kind `{other}` (expected cpu, cuda, rocm or wgpu, optionally with :INDEX)"
                )))
            }
        };
        let index = match index {
            None => 0,
            Some(i) => i
                .parse()
                .map_err(|_| GpuError::DeviceNotFound(format!("`{s}`: the index after `:` must be a number")))?,
        };
        Ok(DeviceId { kind, index })
    }
}

/// What is known about a device.
#[derive(Clone, Debug)]
pub struct DeviceInfo {
    /// `cuda:0`, `cpu:1`...
    pub id: DeviceId,
    /// The name the runtime reports (`NVIDIA H100 80GB HBM3`, the CPU model...).
    pub name: String,
    /// The runtime that drives it.
    pub kind: DeviceKind,
    /// Device memory in bytes (for the CPU device: its allocation limit).
    pub memory_total: u64,
    /// Streaming multiprocessors / compute units / CPU threads.
    pub multiprocessor_count: u32,
    /// `8.0` for sm_80, `gfx942` for AMD, the host CPU model for the CPU device...
    pub compute_version: String,
    /// Invocations per subgroup (warp/wavefront/SIMD chunk).
    pub subgroup_size: u32,
    /// The fewest invocations a subgroup may have: [`subgroup_size`](Self::subgroup_size) where
    /// it is fixed (CUDA, ROCm, the CPU device); a wgpu adapter may run a kernel in subgroups of
    /// any size from this to `subgroup_size` (Vulkan's subgroup size control).
    pub subgroup_min_size: u32,
    /// Most invocations in one workgroup.
    pub max_workgroup_size: u32,
    /// Most invocations along x, y and z of one workgroup (`@workgroup_size` is checked
    /// against these and [`max_workgroup_size`](Self::max_workgroup_size) when a kernel compiles).
    pub max_workgroup_dims: [u32; 3],
    /// Largest buffer one binding of a launch may be, in bytes (wgpu's storage-binding limit;
    /// `u64::MAX` where only memory limits a binding).
    pub max_binding_bytes: u64,
    /// Most storage buffers one kernel may bind (wgpu's per-stage limit; `u32::MAX` where
    /// nothing but the argument block limits them). Checked when a kernel compiles.
    pub max_storage_buffers: u32,
    /// The optional language features kernels may use on this device.
    pub features: Features,
    /// True for a CPU device configured as a mock GPU.
    pub is_mock: bool,
    /// The GPU profile a mock device poses as ([`GpuProfile`](crate::GpuProfile)'s name), if any.
    pub profile: Option<&'static str>,
    /// Discrete, integrated, software...
    pub device_type: DeviceType,
    /// Clock rate in MHz (0 when the runtime does not say).
    pub clock_mhz: u32,
    /// Most `var<workgroup>` memory one workgroup may use, in bytes.
    pub workgroup_memory_limit: u64,
    /// Most workgroups one launch may have along x, y and z (checked by every launch).
    pub max_grid: [u32; 3],
    /// Most workgroups one dispatch has along x, y and z without being split: `max_grid`
    /// everywhere but on wgpu, where a launch wider than the adapter's limit (65,535 on most)
    /// runs as several dispatches that see their logical ids (one more pipeline for the kernel,
    /// compiled at the first such launch, and a uniform read per work-item). Ops shape their
    /// grids to fit within this.
    pub dispatch_grid: [u32; 3],
    /// Most workgroups one launch may have in all (x · y · z; checked by every launch). Vulkan
    /// drivers count a dispatch's workgroups in 32 bits (lavapipe ran one z-plane of a
    /// 65535 × 256 × 257 grid and reported success), so wgpu devices allow 2^32 − 1; the
    /// CPU device, CUDA and ROCm count in 64 bits.
    pub max_workgroups: u64,
    /// PCI address `dddd:bb:dd.f` (empty when unknown): how one GPU seen through two runtimes
    /// is recognised.
    pub pci_bus_id: String,
    /// The GPU's UUID as the driver reports it (empty when unknown).
    pub uuid: String,
    /// Where this device does not behave like the others, in words a user can act on (shown by
    /// `anygpu devices` and logged when a context opens on it). Empty for most devices.
    pub notes: Vec<String>,
}

/// Optional language features: what a kernel uses ([`KernelSignature::features`]) and what a
/// device runs ([`DeviceInfo::features`]). The validation layer refuses a kernel that needs one
/// its device lacks, naming it, before any backend sees the kernel.
///
/// [`KernelSignature::features`]: crate::KernelSignature::features
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Features {
    /// `f16` values (`enable f16;`).
    pub f16: bool,
    /// `f64` values.
    pub f64: bool,
    /// `i64` / `u64` values.
    pub int64: bool,
    /// Subgroup operations and built-ins.
    pub subgroups: bool,
    /// `atomic<f32>`.
    pub f32_atomics: bool,
    /// Transcendental functions (`sin`, `exp`, `pow`...) on `f64` values, which Vulkan's SPIR-V
    /// math (GLSL.std.450) defines for f16 and f32 only.
    pub f64_transcendentals: bool,
    /// Cooperative matrices (`enable wgpu_cooperative_matrix;`).
    pub cooperative_matrices: bool,
    /// bfloat16 values: what the built-in ops need for [`half::bf16`] buffers. The LLVM targets
    /// (the CPU device, CUDA, ROCm) have it; wgpu has no bfloat16 type.
    pub bf16: bool,
}

impl Features {
    /// Every feature: what the CPU device and the native GPU targets run.
    pub const ALL: Features = Features {
        f16: true,
        f64: true,
        int64: true,
        subgroups: true,
        f32_atomics: true,
        f64_transcendentals: true,
        cooperative_matrices: true,
        bf16: true,
    };

    /// Whether this set has `feature`.
    pub fn has(self, feature: OptionalFeature) -> bool {
        match feature {
            OptionalFeature::F16 => self.f16,
            OptionalFeature::F64 => self.f64,
            OptionalFeature::Int64 => self.int64,
            OptionalFeature::Subgroups => self.subgroups,
            OptionalFeature::F32Atomics => self.f32_atomics,
            OptionalFeature::CooperativeMatrices => self.cooperative_matrices,
            OptionalFeature::Bf16 => self.bf16,
        }
    }

    /// The features of `self` that `available` lacks, in [`OptionalFeature::ALL`]'s order (the
    /// f64 transcendental functions have a message of their own, so they are not listed).
    pub fn missing_from(self, available: Features) -> Vec<OptionalFeature> {
        OptionalFeature::ALL
            .into_iter()
            .filter(|&f| self.has(f) && !available.has(f))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_ids_round_trip() {
        for s in ["cpu:0", "cuda:1", "rocm:3", "wgpu:2"] {
            assert_eq!(s.parse::<DeviceId>().unwrap().to_string(), s);
        }
        assert_eq!("cpu".parse::<DeviceId>().unwrap(), DeviceId::new(DeviceKind::Cpu, 0));
        assert!("tpu:0"
            .parse::<DeviceId>()
            .unwrap_err()
            .to_string()
            .contains("unknown device kind"));
        assert!("cpu:x".parse::<DeviceId>().is_err());
    }
}
