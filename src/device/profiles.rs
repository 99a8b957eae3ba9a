//! GPU profiles for the mock device (`ANYGPU_MOCK=profile=h100`): the CPU device takes on one
//! GPU's subgroup size, limits and features, so a kernel that CI passes on the mock is refused,
//! or computes the same, as it would be on that GPU.
//!
//! A profile is what anygpu's backend for that GPU reports about it, so the validation every
//! launch goes through (`validate.rs`) refuses on the mock what it refuses on the GPU: the
//! native profiles are built the way `backend::native::facts` builds a CUDA or ROCm device's
//! [`DeviceInfo`] (tested there), the wgpu ones the way `backend::wgpu::probe` builds an
//! adapter's from its limits. Every fact names its source.

use super::info::{DeviceInfo, DeviceKind, DeviceType, Features};
use crate::error::{GpuError, Result};

/// One GPU as the mock device poses as it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuProfile {
    /// The name `ANYGPU_MOCK=profile=…` and `--mock` take (`h100`).
    pub name: &'static str,
    /// The name its runtime reports (`NVIDIA H100 80GB HBM3`).
    pub device_name: &'static str,
    /// The backend that drives it: its rules are the profile's.
    pub poses_as: DeviceKind,
    /// Compute capability or gfx target (`9.0`, `gfx942`), or the wgpu backend (`metal`).
    pub compute_version: &'static str,
    /// Device memory in bytes: the mock's allocation limit unless `memory=` says otherwise.
    pub memory: u64,
    /// Streaming multiprocessors or compute units (reported; the mock's worker threads are set
    /// by `cu=`, as without a profile).
    pub compute_units: u32,
    /// Boost clock in MHz.
    pub clock_mhz: u32,
    /// The warp, wavefront or SIMD-group width the mock's subgroups take: 16, 32 or 64.
    pub subgroup_size: u32,
    /// The smallest subgroup a kernel may run in (wgpu: Vulkan's subgroup size control).
    pub subgroup_min_size: u32,
    /// Most invocations per workgroup.
    pub max_workgroup_size: u32,
    /// Most invocations along x, y and z.
    pub max_workgroup_dims: [u32; 3],
    /// Most `var<workgroup>` bytes per workgroup (the opt-in limit on CUDA: anygpu opts every
    /// kernel in to the dynamic shared memory it needs beyond 48 KiB).
    pub workgroup_memory_limit: u64,
    /// Most workgroups per launch along x, y and z.
    pub max_grid: [u32; 3],
    /// Most workgroups per launch in all.
    pub max_workgroups: u64,
    /// Largest buffer one binding may be, in bytes.
    pub max_binding_bytes: u64,
    /// Most storage buffers one kernel may bind.
    pub max_storage_buffers: u32,
    /// The optional language features kernels may use.
    pub features: Features,
    /// Discrete or integrated.
    pub device_type: DeviceType,
}

/// CUDA's block limits: 1024 threads, at most 64 along z (CUDA C++ Programming Guide, "Technical
/// Specifications per Compute Capability", all compute capabilities ≥ 5.0); anygpu's CUDA
/// backend reports them (`backend::cuda::probe`).
const CUDA_BLOCK: [u32; 3] = [1024, 1024, 64];
/// CUDA's grid: 2³¹ − 1 blocks along x, 65535 along y and z (the same table).
const CUDA_GRID: [u32; 3] = [i32::MAX as u32, 65535, 65535];
/// HIP's block limits on AMD GPUs: 1024 threads, 1024 along each axis (HIP's
/// `hipDeviceProp_t::maxThreadsDim`, as anygpu's ROCm backend reports: `backend::rocm::probe`).
const HIP_BLOCK: [u32; 3] = [1024, 1024, 1024];
/// HIP's grid limits (gridDim.x a signed 32-bit count; y and z as CUDA).
const HIP_GRID: [u32; 3] = [i32::MAX as u32, 65535, 65535];

const GIB: u64 = 1 << 30;
const MIB: u64 = 1 << 20;

/// An NVIDIA GPU as anygpu's CUDA backend reports it (`backend::native::facts`: every feature,
/// bindings limited only by memory, workgroups counted in 64 bits).
const fn nvidia(
    name: &'static str,
    device_name: &'static str,
    compute_version: &'static str,
    memory: u64,
    compute_units: u32,
    clock_mhz: u32,
    shared_memory_optin: u64,
) -> GpuProfile {
    GpuProfile {
        name,
        device_name,
        poses_as: DeviceKind::Cuda,
        compute_version,
        memory,
        compute_units,
        clock_mhz,
        // Warp size 32 on every NVIDIA GPU (CUDA C++ Programming Guide, same table).
        subgroup_size: 32,
        subgroup_min_size: 32,
        max_workgroup_size: 1024,
        max_workgroup_dims: CUDA_BLOCK,
        workgroup_memory_limit: shared_memory_optin,
        max_grid: CUDA_GRID,
        max_workgroups: u64::MAX,
        max_binding_bytes: u64::MAX,
        max_storage_buffers: u32::MAX,
        features: Features::ALL,
        device_type: DeviceType::DiscreteGpu,
    }
}

/// An AMD GPU as anygpu's ROCm backend reports it (as [`nvidia`], with HIP's limits).
const fn amd(
    name: &'static str,
    device_name: &'static str,
    gfx: &'static str,
    memory: u64,
    compute_units: u32,
    clock_mhz: u32,
    wavefront: u32,
) -> GpuProfile {
    GpuProfile {
        name,
        device_name,
        poses_as: DeviceKind::Rocm,
        compute_version: gfx,
        memory,
        compute_units,
        clock_mhz,
        subgroup_size: wavefront,
        subgroup_min_size: wavefront,
        max_workgroup_size: 1024,
        max_workgroup_dims: HIP_BLOCK,
        // 64 KiB of LDS per workgroup on CDNA and RDNA (HIP's `sharedMemPerBlock`; AMD CDNA3 ISA
        // and RDNA3 ISA reference guides, "Local Data Share").
        workgroup_memory_limit: 64 << 10,
        max_grid: HIP_GRID,
        max_workgroups: u64::MAX,
        max_binding_bytes: u64::MAX,
        max_storage_buffers: u32::MAX,
        features: Features::ALL,
        device_type: DeviceType::DiscreteGpu,
    }
}

/// The profiles, by name.
pub const GPU_PROFILES: &[GpuProfile] = &[
    // NVIDIA H100 SXM5 80GB: 132 SMs, 1980 MHz boost (NVIDIA H100 Tensor Core GPU Architecture
    // whitepaper, table 3); 81559 MiB as `nvidia-smi` shows it; 227 KiB of shared memory per
    // block with the opt-in (CUDA C++ Programming Guide, compute capability 9.0).
    nvidia(
        "h100",
        "NVIDIA H100 80GB HBM3",
        "9.0",
        81559 * MIB,
        132,
        1980,
        227 << 10,
    ),
    // NVIDIA A100 SXM4 80GB: 108 SMs, 1410 MHz boost (NVIDIA A100 Tensor Core GPU Architecture
    // whitepaper, table 2); 81920 MiB (`nvidia-smi`); 163 KiB opt-in shared memory (compute
    // capability 8.0).
    nvidia(
        "a100",
        "NVIDIA A100-SXM4-80GB",
        "8.0",
        81920 * MIB,
        108,
        1410,
        163 << 10,
    ),
    // NVIDIA L4: 58 SMs, 2040 MHz boost, 24 GB GDDR6 (NVIDIA L4 datasheet), 23034 MiB usable
    // (`nvidia-smi`); 99 KiB opt-in shared memory (compute capability 8.9).
    nvidia("l4", "NVIDIA L4", "8.9", 23034 * MIB, 58, 2040, 99 << 10),
    // NVIDIA GeForce RTX 4090: 128 SMs, 2520 MHz boost, 24 GB (NVIDIA Ada GPU Architecture
    // whitepaper, appendix A), 24564 MiB (`nvidia-smi`); 99 KiB (compute capability 8.9).
    nvidia(
        "rtx4090",
        "NVIDIA GeForce RTX 4090",
        "8.9",
        24564 * MIB,
        128,
        2520,
        99 << 10,
    ),
    // AMD Instinct MI300X: 304 CUs, 2100 MHz peak engine clock, 192 GB HBM3 (AMD Instinct
    // MI300X data sheet); wave64 (AMD CDNA 3 ISA reference guide).
    amd("mi300x", "AMD Instinct MI300X", "gfx942", 192 * GIB, 304, 2100, 64),
    // AMD Instinct MI250X: two graphics compute dies, each its own HIP device with 110 CUs and
    // 64 GB of HBM2e, 1700 MHz peak (AMD Instinct MI250X data sheet: 220 CUs, 128 GB in all);
    // wave64 (AMD CDNA 2 ISA reference guide).
    amd("mi250x", "AMD Instinct MI250X", "gfx90a", 64 * GIB, 110, 1700, 64),
    // AMD Radeon RX 7900 XTX: 96 CUs, 2500 MHz boost, 24 GB GDDR6 (AMD product page); HIP
    // compiles RDNA 3 kernels for wave32 (`warpSize` 32: HIP programming guide, "Warp size").
    amd("rx7900xtx", "AMD Radeon RX 7900 XTX", "gfx1100", 24 * GIB, 96, 2500, 32),
    // An Apple M2 through wgpu's Metal backend (wgpu-hal 30, `metal/adapter.rs`): 1024
    // threads per threadgroup and along each axis, 32 KiB of threadgroup memory (Apple's Metal
    // Feature Set Tables), 65535 threadgroups per dimension, 29 buffers per stage (31 less two
    // wgpu keeps), bindings as large as `maxBufferLength` (half the unified memory on Apple
    // silicon: 8 GiB of the base M2's 16 GiB); SIMD-groups of 32 (Metal Shading Language
    // specification, "SIMD-groups"); f16, int64, f32 atomics and subgroups (Apple7+, MSL 2.3+),
    // no f64 (Metal has none), no bfloat16 (wgpu has none); 10 GPU cores, 1398 MHz.
    GpuProfile {
        name: "apple-m2",
        device_name: "Apple M2",
        poses_as: DeviceKind::Wgpu,
        compute_version: "metal",
        memory: 16 * GIB,
        compute_units: 10,
        clock_mhz: 1398,
        subgroup_size: 32,
        subgroup_min_size: 32,
        max_workgroup_size: 1024,
        max_workgroup_dims: [1024, 1024, 1024],
        workgroup_memory_limit: 32 << 10,
        max_grid: [65535; 3],
        // Vulkan and Metal count a dispatch's workgroups in 32 bits (see `DeviceInfo::max_workgroups`).
        max_workgroups: u32::MAX as u64,
        max_binding_bytes: 8 * GIB,
        max_storage_buffers: 29,
        features: Features {
            f16: true,
            f64: false,
            int64: true,
            subgroups: true,
            f32_atomics: true,
            f64_transcendentals: false,
            cooperative_matrices: false,
            bf16: false,
        },
        device_type: DeviceType::IntegratedGpu,
    },
    // What every browser's WebGPU guarantees: the WebGPU specification's default limits (W3C
    // WebGPU, §3.6.2 "Limits": maxComputeWorkgroupStorageSize 16384,
    // maxComputeInvocationsPerWorkgroup 256, maxComputeWorkgroupSizeX/Y/Z 256/256/64,
    // maxComputeWorkgroupsPerDimension 65535, maxStorageBufferBindingSize 134217728,
    // maxStorageBuffersPerShaderStage 8) and no optional feature (`shader-f16` and `subgroups`
    // are optional). The spec names no memory size or core count: 4 GiB and 8 stand for a
    // modest integrated GPU.
    GpuProfile {
        name: "webgpu-default",
        device_name: "WebGPU (default limits)",
        poses_as: DeviceKind::Wgpu,
        compute_version: "webgpu",
        memory: 4 * GIB,
        compute_units: 8,
        clock_mhz: 0,
        // No subgroups without the feature; the mock's own width where a built-in asks.
        subgroup_size: 16,
        subgroup_min_size: 16,
        max_workgroup_size: 256,
        max_workgroup_dims: [256, 256, 64],
        workgroup_memory_limit: 16384,
        max_grid: [65535; 3],
        max_workgroups: u32::MAX as u64,
        max_binding_bytes: 128 * MIB,
        max_storage_buffers: 8,
        features: Features {
            f16: false,
            f64: false,
            int64: false,
            subgroups: false,
            f32_atomics: false,
            f64_transcendentals: false,
            cooperative_matrices: false,
            bf16: false,
        },
        device_type: DeviceType::IntegratedGpu,
    },
];

impl GpuProfile {
    /// The profile called `name` (case and `-`/`_` ignored: `H100`, `rtx_4090`, `MI300X`), or
    /// an error listing them all.
    pub fn named(name: &str) -> Result<&'static GpuProfile> {
        let key = |s: &str| -> String {
            s.chars()
                .filter(|c| !matches!(c, '-' | '_' | ' '))
                .map(|c| c.to_ascii_lowercase())
                .collect()
        };
        let wanted = key(name);
        GPU_PROFILES.iter().find(|p| key(p.name) == wanted).ok_or_else(|| {
            let names: Vec<&str> = GPU_PROFILES.iter().map(|p| p.name).collect();
            GpuError::invalid_argument(format!(
                "no GPU profile `{name}`: the mock device can pose as {}",
                names.join(", ")
            ))
        })
    }

    /// Makes `info` (a CPU device's) this GPU's: its limits, features, subgroup size, memory,
    /// compute units and type. The id, kind (still `cpu`) and notes stay.
    pub(crate) fn apply(&self, info: &mut DeviceInfo) {
        info.memory_total = self.memory;
        info.multiprocessor_count = self.compute_units;
        info.compute_version = self.compute_version.to_string();
        info.subgroup_size = self.subgroup_size;
        info.subgroup_min_size = self.subgroup_min_size;
        info.max_workgroup_size = self.max_workgroup_size;
        info.max_workgroup_dims = self.max_workgroup_dims;
        info.workgroup_memory_limit = self.workgroup_memory_limit;
        info.max_grid = self.max_grid;
        info.dispatch_grid = self.max_grid;
        info.max_workgroups = self.max_workgroups;
        info.max_binding_bytes = self.max_binding_bytes;
        info.max_storage_buffers = self.max_storage_buffers;
        info.features = self.features;
        info.device_type = self.device_type;
        info.clock_mhz = self.clock_mhz;
        info.profile = Some(self.name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every profile is one the mock can run: a subgroup width the host lowering has, limits
    /// within the CPU device's own, and unique names.
    #[test]
    fn profiles_are_runnable_and_uniquely_named() {
        for (i, p) in GPU_PROFILES.iter().enumerate() {
            assert!(matches!(p.subgroup_size, 16 | 32 | 64), "{}", p.name);
            assert!(p.subgroup_min_size <= p.subgroup_size, "{}", p.name);
            // The CPU device's own: 1024 invocations, 32 MiB of workgroup memory.
            assert!(p.max_workgroup_size <= 1024, "{}", p.name);
            assert!(p.workgroup_memory_limit <= 32 << 20, "{}", p.name);
            assert!(GPU_PROFILES[..i].iter().all(|q| q.name != p.name), "{}", p.name);
            assert_eq!(GpuProfile::named(p.name).unwrap(), p);
        }
        assert_eq!(GpuProfile::named("MI_300x").unwrap().name, "mi300x");
        let e = GpuProfile::named("tpu").unwrap_err().to_string();
        assert!(e.contains("no GPU profile `tpu`") && e.contains("h100, a100"), "{e}");
    }
}
