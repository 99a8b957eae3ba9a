//! The GEMM engine's kernel shapes: what one matmul kernel computes ([`GemmOp`]) and how it tiles
//! the product ([`GemmConfig`]), the candidates the tuner times on a device, and the names that
//! `anygpu ops dump` and the profiler show.

use std::fmt;

use crate::device::{DeviceInfo, DeviceKind, DeviceType};
use crate::ops::elementwise::Unary;

/// What one matmul kernel computes: `C = act(op(A) · op(B) + bias)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct GemmOp {
    /// `A` is stored `k × m`.
    pub trans_a: bool,
    /// `B` is stored `n × k`.
    pub trans_b: bool,
    /// A bias per output row (`Some(true)`, a convolution's per-channel bias) or per column.
    pub bias_rows: Option<bool>,
    /// An elementwise op applied last.
    pub activation: Option<Unary>,
    /// B is the im2col matrix of a convolution's input, read in place (an implicit GEMM: no
    /// im2col buffer): row `t` = (input channel, kernel row, kernel column), column = output
    /// pixel, batch = image; the convolution's shape comes with the parameters.
    pub b_im2col: bool,
}

impl GemmOp {
    /// The op's part of a kernel name: `matmul_ta_tb_bias_gelu`, `conv2d_gemm_rowbias`.
    pub fn name(&self) -> String {
        format!(
            "{}{}{}{}{}",
            if self.b_im2col { "conv2d_gemm" } else { "matmul" },
            if self.trans_a { "_ta" } else { "" },
            if self.trans_b { "_tb" } else { "" },
            match self.bias_rows {
                Some(true) => "_rowbias",
                Some(false) => "_bias",
                None => "",
            },
            self.activation.map(|a| format!("_{}", a.name())).unwrap_or_default()
        )
    }
}

/// How a kernel tiles the product. `Tiled`: each workgroup computes a `block_m × block_n` block of
/// `C`, stepping through `k` by `block_k`: the step's blocks of `A` and `B` are staged in
/// workgroup memory (`stages` = 2: the next step's global loads are in flight during this step's
/// arithmetic, one barrier per step), and each work-item accumulates `thread_m × thread_n`
/// outputs in registers with `fma`, reading its operands as `vec4`s. With `vector`, global
/// memory is read and written in `vec4`s (needs every contiguous dimension a multiple of 4).
/// `Direct`: no workgroup memory (GPUs implemented in software run barriers slowly).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum GemmConfig {
    Tiled(Tiling),
    Direct,
}

/// Rows and columns of the output block of the direct kernel (16×8 work-items, each 8 rows × 4
/// columns 16 apart).
pub(crate) const DIRECT_TILE: u32 = 64;

/// The tile shape of [`GemmConfig::Tiled`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Tiling {
    pub block_m: u32,
    pub block_n: u32,
    pub block_k: u32,
    pub thread_m: u32,
    pub thread_n: u32,
    pub stages: u32,
    pub vector: bool,
    /// Workgroups per compute unit the GPU compilers keep registers for (0: no hint;
    /// `KernelSource::min_workgroups_per_compute_unit`): `_o2` in the name.
    pub occupancy: u32,
}

impl Tiling {
    const fn new(block_m: u32, block_n: u32, block_k: u32, thread_m: u32, thread_n: u32, stages: u32) -> Tiling {
        Tiling {
            block_m,
            block_n,
            block_k,
            thread_m,
            thread_n,
            stages,
            vector: false,
            occupancy: 0,
        }
    }

    const fn with_occupancy(self, occupancy: u32) -> Tiling {
        Tiling { occupancy, ..self }
    }

    /// Work-items per workgroup.
    pub fn threads(&self) -> u32 {
        (self.block_m / self.thread_m) * (self.block_n / self.thread_n)
    }

    /// Bytes of workgroup memory.
    pub fn workgroup_bytes(&self) -> u64 {
        4 * u64::from(self.stages * self.block_k * (self.block_m + self.block_n))
    }

    /// Whether the generator can build it: per-thread tiles of whole `vec4`s, blocks made of
    /// whole per-thread tiles, each stage's blocks loaded in whole rounds of the workgroup.
    pub fn is_valid(&self) -> bool {
        let t = self.threads();
        let loads = |rows: u32| (rows * self.block_k) % (4 * t) == 0 || (rows * self.block_k) % t == 0;
        self.thread_m % 4 == 0
            && self.thread_n % 4 == 0
            && self.block_m % (self.thread_m) == 0
            && self.block_n % (self.thread_n) == 0
            && (1..=2).contains(&self.stages)
            && (32..=1024).contains(&t)
            && loads(self.block_m)
            && loads(self.block_n)
            && (self.block_m * self.block_k) % t == 0
            && (self.block_n * self.block_k) % t == 0
            && self.occupancy <= 8
    }
}

impl GemmConfig {
    /// Rows and columns of `C` per workgroup.
    pub fn block(&self) -> (u32, u32) {
        match self {
            GemmConfig::Tiled(t) => (t.block_m, t.block_n),
            GemmConfig::Direct => (DIRECT_TILE, DIRECT_TILE),
        }
    }

    /// Whether it reads and writes global memory in `vec4`s.
    pub fn is_vector(&self) -> bool {
        matches!(self, GemmConfig::Tiled(t) if t.vector)
    }

    /// `Tiled` with global `vec4` access where the shape allows it.
    pub fn vectorized(self, allowed: bool) -> GemmConfig {
        match self {
            GemmConfig::Tiled(t) => GemmConfig::Tiled(Tiling { vector: allowed, ..t }),
            other => other,
        }
    }
}

impl fmt::Display for GemmConfig {
    /// `128x128x8_t8x8_s2_v4` (block, per-thread tile, stages, global vector width; `_o2`: the
    /// occupancy hint), `direct`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GemmConfig::Tiled(t) => {
                write!(
                    f,
                    "{}x{}x{}_t{}x{}_s{}_v{}",
                    t.block_m,
                    t.block_n,
                    t.block_k,
                    t.thread_m,
                    t.thread_n,
                    t.stages,
                    if t.vector { 4 } else { 1 }
                )?;
                if t.occupancy > 0 {
                    write!(f, "_o{}", t.occupancy)?;
                }
                Ok(())
            }
            GemmConfig::Direct => f.write_str("direct"),
        }
    }
}

impl std::str::FromStr for GemmConfig {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        if s == "direct" {
            return Ok(GemmConfig::Direct);
        }
        let bad = || format!("`{s}` is not a matmul configuration (like 128x128x8_t8x8_s2_v4, or direct)");
        let nums: Vec<u32> = s
            .split(|c: char| !c.is_ascii_digit())
            .filter(|p| !p.is_empty())
            .map(|p| p.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        // Seven numbers, and an eighth after `_o` for the occupancy hint.
        let occupancy = match (&nums[..], s.contains("_o")) {
            ([_, _, _, _, _, _, _], false) => 0,
            ([_, _, _, _, _, _, _, o], true) if *o > 0 => *o,
            _ => return Err(bad()),
        };
        let &[bm, bn, bk, tm, tn, stages, v, ..] = &nums[..] else {
            return Err(bad());
        };
        let t = Tiling {
            vector: v == 4,
            ..Tiling::new(bm, bn, bk, tm, tn, stages).with_occupancy(occupancy)
        };
        if !t.is_valid() || !(v == 1 || v == 4) {
            return Err(bad());
        }
        Ok(GemmConfig::Tiled(t))
    }
}

/// The GPU families whose candidate kernels differ (read off each family's machine code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    /// NVIDIA through PTX.
    Nvidia,
    /// AMD through AMDGCN.
    Amd,
    /// Any other device: wgpu's adapters, the CPU device.
    Portable,
}

impl Family {
    pub fn of(info: &DeviceInfo) -> Family {
        match info.kind {
            DeviceKind::Cuda => Family::Nvidia,
            DeviceKind::Rocm => Family::Amd,
            DeviceKind::Wgpu | DeviceKind::Cpu => Family::Portable,
        }
    }
}

/// A tiling GPUs may choose, and where.
struct Candidate {
    tiling: Tiling,
    /// With scalar global access (a shape whose rows are not whole `vec4`s).
    scalar: bool,
    /// With `vec4` global access.
    vector: bool,
    /// Also on AMD GPUs.
    amd: bool,
}

/// The tilings GPUs choose among: 128×128 with 8×8 per work-item (256 work-items: the classic
/// SIMT sgemm shape) at two depths, and smaller blocks of the same 8×8 per work-item for products
/// too small to fill the device with 128×128 blocks. Each work-item's step is then 64 `fma`s
/// for four `vec4` loads of workgroup memory. All double-buffered. Read off the machine code
/// (`anygpu ops dump`, the hottest loop's mix): the smaller blocks move twice the bytes per
/// `fma`, and with scalar global loads (each with its edge and bounds checks) their loop was
/// 65–69 % `fma` on sm_80 and sm_90, so they run with `vec4` access only (75–81 %); depth 16
/// keeps all of a step's workgroup-memory reads in flight, which on gfx942 spills the
/// accumulators to AGPRs (240 `v_accvgpr` moves per step), so AMD GPUs use depth 8 only.
///
/// With scalar loads, 128×128 at depth 8 also comes with the occupancy hint for two workgroups per
/// compute unit (`_o2`): a convolution's implicit GEMM (always scalar) needs 173 registers
/// without it on sm_90, so one 256-work-item workgroup per multiprocessor, 2 warps per scheduler
/// issuing every 1.8 cycles (Nsight Compute on an H100, 2026-11-26); with it ptxas fits 128
/// (16 bytes spilled) and twice the warps. The tuner measures both. NVIDIA only: on gfx1100 the
/// same hint (`amdgpu-waves-per-eu`) makes LLVM spill VGPRs, and on gfx942 the kernels already
/// fit two workgroups per CU. Not offered at depth 16 with `vec4` access (147 registers on
/// sm_90, one workgroup per multiprocessor): there the hint spills 100 bytes in the doubly
/// transposed variant on sm_80.
const GPU_TILINGS: [Candidate; 6] = [
    Candidate {
        tiling: Tiling::new(128, 128, 8, 8, 8, 2),
        scalar: true,
        vector: true,
        amd: true,
    },
    Candidate {
        tiling: Tiling::new(128, 128, 16, 8, 8, 2),
        scalar: true,
        vector: true,
        amd: false,
    },
    Candidate {
        tiling: Tiling::new(128, 64, 8, 8, 8, 2),
        scalar: false,
        vector: true,
        amd: true,
    },
    Candidate {
        tiling: Tiling::new(64, 128, 8, 8, 8, 2),
        scalar: false,
        vector: true,
        amd: true,
    },
    Candidate {
        tiling: Tiling::new(64, 64, 8, 8, 8, 2),
        scalar: false,
        vector: true,
        amd: true,
    },
    Candidate {
        tiling: Tiling::new(128, 128, 8, 8, 8, 2).with_occupancy(2),
        scalar: true,
        vector: false,
        amd: false,
    },
];

/// What runs where nothing was measured: the classic shape on a GPU, and the kernel without
/// workgroup memory on a software GPU (lavapipe) and the CPU device.
pub(crate) fn default_config(info: &DeviceInfo, vector: bool) -> GemmConfig {
    match info.device_type {
        DeviceType::SoftwareGpu | DeviceType::Cpu => GemmConfig::Direct,
        _ => GemmConfig::Tiled(Tiling {
            vector,
            ..GPU_TILINGS[0].tiling
        }),
    }
}

/// The configurations of `family` for a shape with (`vector`) or without `vec4` access.
fn family_configs(family: Family, vector: bool) -> impl Iterator<Item = GemmConfig> {
    GPU_TILINGS
        .iter()
        .filter(move |c| {
            (if vector { c.vector } else { c.scalar })
                && (family != Family::Amd || c.amd)
                // The hint means nothing to wgpu and the CPU device: the same kernel twice.
                && (family != Family::Portable || c.tiling.occupancy == 0)
        })
        .map(move |c| GemmConfig::Tiled(Tiling { vector, ..c.tiling }))
}

/// The configurations the tuner may time on this device for a shape with (`vector`) or without
/// `vec4` access, the default first: its family's tilings that fit the device's workgroup
/// limits, and the direct kernel where workgroup memory is slow (software GPUs, the CPU device).
pub(crate) fn candidates(info: &DeviceInfo, vector: bool) -> Vec<GemmConfig> {
    let mut out: Vec<GemmConfig> = family_configs(Family::of(info), vector)
        .filter(|c| matches!(c, GemmConfig::Tiled(t) if fits(t, info)))
        .collect();
    if matches!(info.device_type, DeviceType::SoftwareGpu | DeviceType::Cpu) || out.is_empty() {
        out.insert(0, GemmConfig::Direct);
    }
    let first = default_config(info, vector);
    out.sort_by_key(|c| *c != first);
    out
}

/// Every configuration the engine can choose on a GPU of `family` (any device: `None`, the direct
/// kernel included), with and without global `vec4` access: what `anygpu ops dump` writes.
pub(crate) fn all_configs(family: Option<Family>) -> Vec<GemmConfig> {
    let mut out = if family.is_none() {
        vec![GemmConfig::Direct]
    } else {
        Vec::new()
    };
    for vector in [false, true] {
        out.extend(family_configs(family.unwrap_or(Family::Portable), vector));
    }
    out
}

fn fits(t: &Tiling, info: &DeviceInfo) -> bool {
    t.is_valid()
        && t.threads() <= info.max_workgroup_size
        && t.threads() <= info.max_workgroup_dims[0]
        && t.workgroup_bytes() <= info.workgroup_memory_limit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_every_shape_is_valid() {
        for family in [None, Some(Family::Nvidia), Some(Family::Amd)] {
            for c in all_configs(family) {
                if let GemmConfig::Tiled(t) = c {
                    assert!(t.is_valid(), "{c}");
                }
                assert_eq!(c.to_string().parse::<GemmConfig>().unwrap(), c);
            }
        }
        let hinted: GemmConfig = "128x128x8_t8x8_s2_v1_o2".parse().unwrap();
        assert!(matches!(hinted, GemmConfig::Tiled(t) if t.occupancy == 2 && !t.vector));
        assert!(all_configs(Some(Family::Nvidia)).contains(&hinted));
        assert!(!all_configs(Some(Family::Amd)).contains(&hinted));
        assert!(!all_configs(None).contains(&hinted), "the hint means nothing to wgpu");
        for bad in [
            "128x128x8_t8x8_s3_v4",
            "tiles",
            "128x128x8_t8x8_s2_v1_o0",
            "128x128x8_t8x8_s2_v1_o9",
            "128x128x8_t8x8_s2_v1_2",
            "128x128x8_t8x8_s2_v1_o2_o2",
        ] {
            assert!(bad.parse::<GemmConfig>().is_err(), "{bad}");
        }
    }
}
