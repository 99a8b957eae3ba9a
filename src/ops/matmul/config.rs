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
    /// im2col buffer): row `t` = (kernel row, kernel column, input channel padded to `p.cp`),
    /// column = image · pixels + output pixel (the whole batch in one product), A the weight
    /// repacked in that order; the convolution's shape comes with the parameters (see `IM2COL`
    /// in `wgsl.rs`).
    pub b_im2col: bool,
    /// The element type of A, B and C (products accumulate in f32 either way).
    pub element: GemmElement,
    /// C is a split-K slice's f32 partial product whatever the element type (no bias, no
    /// activation, no rounding: `launch_split` sums the slices, then rounds once).
    pub f32_partials: bool,
}

/// The element type of a GEMM's matrices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum GemmElement {
    F32,
    /// f16 inputs and output, f32 accumulation, rounded once when stored.
    F16,
    /// bfloat16, likewise: the f16 kernels compiled with `KernelSource::bfloat16_halves`.
    Bf16,
    /// f32 matrices whose products may round A and B to TF32 (`MatmulSpec::allow_tf32`): the
    /// tensor-core kernels do, on TF32 tensor cores (compiled with `KernelSource::allow_tf32`);
    /// every other configuration runs the f32 kernel, exact.
    Tf32,
}

impl GemmElement {
    /// Bytes per element in memory.
    pub fn bytes(self) -> u32 {
        if self.is_half() {
            2
        } else {
            4
        }
    }

    /// Elements per global vector access, 16 bytes: `vec4<f32>`, or eight halves (the
    /// tensor-core kernels' copies; the SIMT kernels read them as two `vec4<f16>`).
    pub fn vector_width(self) -> usize {
        16 / self.bytes() as usize
    }

    /// A 16-bit type (f16 or bf16).
    pub fn is_half(self) -> bool {
        matches!(self, GemmElement::F16 | GemmElement::Bf16)
    }

    /// Whether the tensor-core kernels take it: the 16-bit types, and f32 where TF32 is
    /// allowed.
    pub fn has_tensor_core_kernels(self) -> bool {
        self != GemmElement::F32
    }

    /// What the engine computes `self` as on `info`'s device: f32 where TF32 is allowed but
    /// the device has no TF32 tensor cores (its choices are then f32's, tuned once).
    pub fn on_device(self, info: &DeviceInfo) -> GemmElement {
        if self == GemmElement::Tf32 && !has_matrix_cores(info, self) {
            GemmElement::F32
        } else {
            self
        }
    }

    /// What the kernels of configuration `config` compute for it: TF32 on tensor cores only,
    /// the f32 kernel elsewhere.
    pub fn on(self, config: &GemmConfig) -> GemmElement {
        match (self, config) {
            (GemmElement::Tf32, GemmConfig::Mma(_)) => GemmElement::Tf32,
            (GemmElement::Tf32, _) => GemmElement::F32,
            (other, _) => other,
        }
    }

    /// The WGSL type the kernels declare (`f16` for both 16-bit types).
    pub fn wgsl(self) -> &'static str {
        if self.is_half() {
            "f16"
        } else {
            "f32"
        }
    }

    /// The name in kernel names and tuning keys.
    pub fn name(self) -> &'static str {
        match self {
            GemmElement::F32 => "f32",
            GemmElement::F16 => "f16",
            GemmElement::Bf16 => "bf16",
            GemmElement::Tf32 => "tf32",
        }
    }

    /// An op element type's (`OpFloat::NAME`).
    pub fn of<T: crate::ops::OpFloat>() -> GemmElement {
        match T::NAME {
            "f16" => GemmElement::F16,
            "bf16" => GemmElement::Bf16,
            _ => GemmElement::F32,
        }
    }
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
            self.activation.map(|a| format!("_{}", a.name())).unwrap_or_default(),
        ) + if self.f32_partials { "_partial" } else { "" }
    }
}

/// How a kernel tiles the product. `Tiled`: each workgroup computes a `block_m × block_n` block of
/// `C`, stepping through `k` by `block_k`: the step's blocks of `A` and `B` are staged in
/// workgroup memory (`stages` = 2: the next step's global loads are in flight during this step's
/// arithmetic, one barrier per step), and each work-item accumulates `thread_m × thread_n`
/// outputs in registers with `fma`, reading its operands as `vec4`s. With `vector`, global
/// memory is read and written in `vec4`s (needs every contiguous dimension a multiple of 4).
/// `Direct`: no workgroup memory (GPUs implemented in software run barriers slowly).
/// `Broadcast`: no workgroup memory either; A's rows shared across each subgroup (see
/// [`BroadcastTiling`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum GemmConfig {
    Tiled(Tiling),
    Direct,
    Broadcast(BroadcastTiling),
    /// f16 on tensor cores (cooperative matrices; `mma.rs`).
    Mma(MmaTiling),
}

/// The tile shape of [`GemmConfig::Mma`]: each workgroup computes a `block_m × block_n` block of
/// `C` stepping through `k` by `block_k`, the steps' tiles of A and B staged in `stages` buffers
/// of workgroup memory (copies for `stages − 1` steps ahead in flight during a step's
/// arithmetic); each wave of `lanes` work-items owns a `warp_m × warp_n` part of the block as
/// 16×16 cooperative matrices (tensor-core fragments on GPUs) accumulating in f32.
///
/// `through_registers` (the `_r2` form, two buffers): for GPUs without asynchronous copies
/// (AMD), each work-item loads the next step's tiles from global memory into registers before
/// the step's arithmetic and stores them into the other buffer after it, so the loads' latency
/// hides behind the arithmetic instead of stalling the copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct MmaTiling {
    pub block_m: u32,
    pub block_n: u32,
    pub block_k: u32,
    pub warp_m: u32,
    pub warp_n: u32,
    pub stages: u32,
    pub vector: bool,
    /// Work-items per wave (32 on NVIDIA and RDNA, 64 on CDNA): the `_l64` suffix.
    pub lanes: u32,
    /// The next step's tiles travel through registers (`_r2`).
    pub through_registers: bool,
    /// Split-K slices (1: none; `_k4`): see [`GemmConfig::split`].
    pub split: u32,
    /// Warpgroup tiles (`_g64xN`, Hopper's `wgmma`): `warp_m × warp_n` is the part of the block
    /// one group of four warps computes (64 × N), with A and B read by the multiply-adds
    /// straight from workgroup memory, staged as [`CoreLayout`] places them.
    pub warpgroup: bool,
}

impl MmaTiling {
    const fn new(block_m: u32, block_n: u32, block_k: u32, warp_m: u32, warp_n: u32, stages: u32) -> MmaTiling {
        MmaTiling {
            block_m,
            block_n,
            block_k,
            warp_m,
            warp_n,
            stages,
            vector: false,
            lanes: 32,
            through_registers: false,
            split: 1,
            warpgroup: false,
        }
    }

    /// A block of warpgroups of `warp_n` columns (see [`MmaTiling::warpgroup`]).
    const fn warpgroups(block_m: u32, block_n: u32, block_k: u32, warp_n: u32, stages: u32) -> MmaTiling {
        MmaTiling {
            warpgroup: true,
            ..MmaTiling::new(block_m, block_n, block_k, 64, warp_n, stages)
        }
    }

    /// Two buffers fed through registers (for GPUs without asynchronous copies).
    const fn through_registers(self) -> MmaTiling {
        MmaTiling {
            stages: 2,
            through_registers: true,
            ..self
        }
    }

    /// Waves per workgroup (four per warpgroup tile).
    pub fn waves(&self) -> u32 {
        (self.block_m / self.warp_m) * (self.block_n / self.warp_n) * if self.warpgroup { 4 } else { 1 }
    }

    /// Work-items per workgroup.
    pub fn threads(&self) -> u32 {
        self.waves() * self.lanes
    }

    /// 16-byte units of A and B (of `element`s) each work-item copies per step.
    pub fn copies_per_work_item(&self, element: GemmElement) -> u32 {
        (self.block_m + self.block_n) * self.block_k / element.vector_width() as u32 / self.threads()
    }

    /// Elements per row of a staged tile of `cols` (contiguous) `element`s whose rows run
    /// along k (`rows_along_k`) or not. Every row starts on 16 bytes. Halves: padded by 8, so
    /// that the 8 rows one `ldmatrix` phase reads fall in distinct banks. f32 (TF32), where
    /// `ldmatrix` reads 16-byte rows of four (rows of m or n with k contiguous): padded by 4,
    /// 4 banks from one row to the next; where each lane reads single words at row `t`,
    /// column `g` of a quad of 4 rows by 8 columns (rows along k): padded by 8, 8 banks apart.
    pub fn pitch(cols: u32, element: GemmElement, rows_along_k: bool) -> u32 {
        match element.bytes() {
            2 => cols + 8,
            _ if rows_along_k => cols + 8,
            _ => cols + 4,
        }
    }

    /// Elements of one stage of an operand's tile (`rows` of m or n, `depth` of k),
    /// whichever way it is stored (the larger).
    fn tile_elements(rows: u32, depth: u32, element: GemmElement) -> u32 {
        (rows * Self::pitch(depth, element, false)).max(depth * Self::pitch(rows, element, true))
    }

    /// Bytes of workgroup memory for `element`s: the stages of A and B, and a 16×16 f32 tile
    /// per wave for the epilogue.
    pub fn workgroup_bytes(&self, element: GemmElement) -> u64 {
        let stage = if self.warpgroup {
            // The swizzled layout (`CoreLayout`) is unpadded, either way the operands lie.
            (self.block_m + self.block_n) * self.block_k
        } else {
            Self::tile_elements(self.block_m, self.block_k, element)
                + Self::tile_elements(self.block_n, self.block_k, element)
        };
        u64::from(element.bytes()) * u64::from(self.stages * stage) + 1024 * u64::from(self.waves())
    }

    pub fn is_valid(&self) -> bool {
        let t = self.threads();
        self.warp_m % 16 == 0
            && self.warp_n % 16 == 0
            && self.block_k % 16 == 0
            && self.warp_m > 0
            && self.warp_n > 0
            && self.block_m % self.warp_m == 0
            && self.block_n % self.warp_n == 0
            && (2..=if self.warpgroup { 8 } else { 4 }).contains(&self.stages)
            && (!self.through_registers || self.stages == 2)
            && (self.lanes == 32 || self.lanes == 64)
            && (32..=1024).contains(&t)
            && SPLITS.contains(&self.split)
            && (!self.warpgroup
                || (self.warp_m == 64
                    && self.stages >= 3
                    && self.warp_n % 64 == 0
                    && self.warp_n <= 256
                    && self.block_m % 64 == 0
                    && (self.block_k == 32 || self.block_k == 64)
                    && self.lanes == 32
                    && !self.through_registers))
    }

    /// Whether its kernel can be built for `element`: a warpgroup tiling's depth per step is
    /// one 128-byte line of the swizzle (`CoreLayout`): 64 halves, or 32 f32 for TF32.
    pub fn takes(&self, element: GemmElement) -> bool {
        !self.warpgroup || self.block_k * element.bytes() == 128
    }

    /// Whether this tiling's kernel for `op` is built for A and B K-major only, so that `op`
    /// runs on transposed copies of them (a TF32 warpgroup tiling with A transposed or B not:
    /// `wgmma` takes TF32 operands K-major only).
    pub fn needs_k_major(&self, op: &GemmOp) -> bool {
        self.warpgroup && op.element == GemmElement::Tf32 && (op.trans_a || !op.trans_b)
    }

    /// Depth of one tensor-core multiply-add of a warpgroup tiling for `element`: `wgmma`'s
    /// k16 for halves, k8 for TF32.
    pub fn warpgroup_depth(element: GemmElement) -> u32 {
        if element.is_half() {
            16
        } else {
            8
        }
    }
}

/// The shape of [`GemmConfig::Broadcast`], the kernel for GPUs implemented in software: each of
/// [`BROADCAST_THREADS`] work-items computes 4 adjacent columns (a `vec4`) of `rows` rows of `C`
/// (a block of `rows × 256`), with no workgroup memory. Per 4 of depth each lane of a group of
/// [`BROADCAST_GROUP`] loads `rows / 8` `vec4`s of A (A's rows are the same for the whole
/// workgroup, so eight lanes load each once) and hands them to the others with
/// `subgroupBroadcast`; its own four columns of B it loads itself.
///
/// Why, measured on lavapipe (Mesa 22.3.6, 8-lane AVX2 subgroups, the 2 development cores,
/// 1024³, 2026-11-27): llvmpipe turns every buffer or workgroup-memory load whose address
/// differs across a subgroup into a loop over the lanes, about 26 cycles per lane and value
/// (against one cycle for an `fma` of all eight), so what counts is `fma`s per value loaded.
/// The direct kernel (8 × 4 per work-item, 2.7 `fma`s per value) ran 1.2 GFLOP/s, the tiled
/// 128×128 ones 1.6, 8 × 8 per work-item with `vec4` loads (4 per value) 1.9; with the
/// broadcast, 16 rows 3.8, 32 rows 5.8 (16 `fma`s per value) and 64 rows 6.0 (21 per value,
/// but 256 accumulators per lane, which llvmpipe keeps on the stack); the loads still bound it
/// (with B's hoisted out of the loop, a wrong product, 32 rows ran 2.1× faster).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BroadcastTiling {
    /// Rows of `C` per workgroup (a multiple of 32).
    pub rows: u32,
    /// Global memory read and written in `vec4`s.
    pub vector: bool,
}

/// Work-items per workgroup of [`GemmConfig::Broadcast`].
pub(crate) const BROADCAST_THREADS: u32 = 64;

/// Lanes that share A's rows in [`GemmConfig::Broadcast`]: subgroups must have at least this
/// many.
pub(crate) const BROADCAST_GROUP: u32 = 8;

impl BroadcastTiling {
    /// Whether the generator can build it.
    pub fn is_valid(&self) -> bool {
        self.rows % 32 == 0 && (32..=64).contains(&self.rows)
    }

    /// Whether `info`'s kernels can use it: subgroups of at least [`BROADCAST_GROUP`] lanes that
    /// tile the workgroup (a lane's broadcast reads lanes 0–7 of its own subgroup).
    pub fn runs_on(info: &DeviceInfo) -> bool {
        info.features.subgroups
            && info.subgroup_min_size >= BROADCAST_GROUP
            && BROADCAST_THREADS % info.subgroup_size == 0
            && BROADCAST_THREADS % info.subgroup_min_size == 0
    }

    /// Why `info`'s device cannot run `config` (a broadcast configuration), or `None` where it
    /// can: forced there, the broadcast would read lanes a subgroup does not have.
    pub fn refusal(config: &GemmConfig, info: &DeviceInfo) -> Option<String> {
        if !matches!(config, GemmConfig::Broadcast(_)) || Self::runs_on(info) {
            return None;
        }
        let has = if info.features.subgroups {
            format!("subgroups of {} to {}", info.subgroup_min_size, info.subgroup_size)
        } else {
            "no subgroups".to_string()
        };
        Some(format!(
            "the matmul configuration {config} shares values across subgroups of at least {BROADCAST_GROUP} invocations; {} has {has}",
            info.id
        ))
    }
}

/// The WGSL statement the tiled and tensor-core kernels start with: the depth a workgroup sums
/// over, all of `k`, or in a split-K launch (`p.ks` > 0) its slice's (`workgroup_id.z` is the
/// slice; A and B start at the slice through the batch offsets, and rows stay `k` apart). The
/// direct and broadcast kernels are never split.
pub(crate) const KLEN: &str = "    let klen = select(p.k, min(p.ks, p.k - wid.z * p.ks), p.ks != 0u);\n";

/// Where a warpgroup tiling stages one operand's tile for `wgmma`, in 16-byte units: the
/// 128-byte swizzle of the PTX ISA's shared memory matrix layouts. The tile is copied in global
/// rows of `across` units (along k for an operand stored k-contiguous: 8 units, a depth of 64;
/// along m or n for one stored row-major k × m or k × n, `rows_along_k`: a multiple of 8), 8
/// consecutive work-items taking 8 consecutive units, which land in one aligned 128-byte line
/// of workgroup memory, unit `c` of line `r` at `c ^ (r % 8)` (so that the 8 rows of an
/// 8 × 128-byte atom read by the tensor cores spread over the banks).
///
/// Why the swizzle, measured on an H100 with Nsight Compute's source view (2026-11-27): with
/// unswizzled core matrices (8 rows of 16 bytes, contiguous), either copy order (the 8 rows of
/// one core matrix per 8 work-items, or a row's 8 units with core matrices padded apart) made
/// each `cp.async` of a warp move 31 L2 sectors for its 16 and take 31 shared-memory
/// wavefronts for its 4, the L2 95 % busy, at 130–175 TFLOP/s where cuBLAS reached 730–780;
/// `mma.sync`'s tiles, rows padded by 16 bytes, 1.5× and 2.6×. An asynchronous copy splits
/// where a group of 8 work-items' units do not fill one aligned 128-byte line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CoreLayout {
    /// `wgmma`'s leading byte offset, in units: for an operand with rows along k, between
    /// 64-wide blocks of m or n; otherwise not used (1, by convention).
    pub lead: u32,
    /// Its stride byte offset, in units: between groups of 8 rows (8 × 128 bytes).
    pub stride: u32,
    /// Units of one stage (a multiple of 64: every stage starts on 1024 bytes, the atom).
    pub stage: u32,
    /// `rows` (of k when `rows_along_k`), for the positions.
    rows: u32,
    rows_along_k: bool,
}

impl CoreLayout {
    /// The layout of a tile of `rows` global rows of `across` units each; `None` where the
    /// swizzle does not apply (a k-contiguous row of other than 8 units, a row along k of
    /// units not a multiple of 8, rows not a multiple of 8).
    pub(crate) fn of(rows: u32, across: u32, rows_along_k: bool) -> Option<CoreLayout> {
        let fits = rows % 8 == 0 && if rows_along_k { across % 8 == 0 } else { across == 8 };
        fits.then(|| CoreLayout {
            lead: if rows_along_k { 8 * rows } else { 1 },
            stride: 64,
            stage: rows * across,
            rows,
            rows_along_k,
        })
    }

    /// The unit of global row `row`, unit `unit` of the row (WGSL expressions), in a stage:
    /// rows of k lie in blocks of 64 of m or n (`lead` apart), 128 bytes each.
    pub(crate) fn position(&self, row: &str, unit: &str) -> String {
        let line = format!("({row}) * 8u + ((({unit}) % 8u) ^ (({row}) % 8u))");
        if self.rows_along_k {
            format!("({unit}) / 8u * {}u + {line}", 8 * self.rows)
        } else {
            line
        }
    }

    /// Units from a tile's start to the operand of the multiply-add at row or column `mn` (of m
    /// or n, a multiple of 64) and depth `k` (a multiple of the multiply-add's) of the tile,
    /// for units of `per_unit` elements.
    pub(crate) fn offset(&self, mn: &str, k: u32, per_unit: u32) -> String {
        if self.rows_along_k {
            format!("{mn} / 64u * {}u + {}u", self.lead, k * 8)
        } else {
            format!("{mn} * 8u + {}u", k / per_unit)
        }
    }

    /// The layout argument of `anygpu_wgmma` (see `compiler::lower::warpgroup`): the 128-byte
    /// swizzle, and whether units run along m or n.
    pub(crate) fn argument(&self) -> u32 {
        2 | u32::from(self.rows_along_k)
    }
}

/// Split-K slice counts a configuration may take (1: not split). Up to 64: on an H200 a 256×256
/// C over k = 16384 in 128×128 blocks split in 16 (64 workgroups for 132 multiprocessors) ran
/// the f32 SIMT kernel at 4.4 TFLOP/s, 2.8× more than in 4, still short of one workgroup per
/// multiprocessor (2026-11-27).
pub(crate) const SPLITS: [u32; 7] = [1, 2, 4, 8, 16, 32, 64];

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
    /// Split-K slices (1: none; `_k4`): see [`GemmConfig::split`].
    pub split: u32,
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
            split: 1,
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
            && SPLITS.contains(&self.split)
    }
}

impl GemmConfig {
    /// Rows and columns of `C` per workgroup.
    pub fn block(&self) -> (u32, u32) {
        match self {
            GemmConfig::Tiled(t) => (t.block_m, t.block_n),
            GemmConfig::Mma(t) => (t.block_m, t.block_n),
            GemmConfig::Direct => (DIRECT_TILE, DIRECT_TILE),
            GemmConfig::Broadcast(t) => (t.rows, 4 * BROADCAST_THREADS),
        }
    }

    /// Bytes of workgroup memory its kernel for `element`s declares.
    pub fn workgroup_bytes(&self, element: GemmElement) -> u64 {
        match self {
            GemmConfig::Tiled(t) => t.workgroup_bytes(),
            GemmConfig::Mma(t) => t.workgroup_bytes(element),
            GemmConfig::Direct | GemmConfig::Broadcast(_) => 0,
        }
    }

    /// Whether it reads and writes global memory in `vec4`s.
    pub fn is_vector(&self) -> bool {
        matches!(
            self,
            GemmConfig::Tiled(Tiling { vector: true, .. })
                | GemmConfig::Mma(MmaTiling { vector: true, .. })
                | GemmConfig::Broadcast(BroadcastTiling { vector: true, .. })
        )
    }

    /// Whether it computes `element` products (the tensor-core kernels take 16-bit types, and
    /// f32 where TF32 is allowed).
    pub fn takes(&self, element: GemmElement) -> bool {
        match self {
            GemmConfig::Mma(t) => element.has_tensor_core_kernels() && t.takes(element),
            _ => true,
        }
    }

    /// Split-K slices: with `s` > 1 an unbatched f32 product's depth is cut into up to `s`
    /// slices of whole steps, each computed by its own workgroups (`workgroup_id.z`) into an
    /// f32 workspace, then summed in order of slice with the bias and activation by a second
    /// kernel (`split_sum`), so the bits do not depend on scheduling. The kernel is the
    /// unsplit configuration's; only the launch differs. For products with too few blocks to
    /// fill the device and depth to spare (a skinny C over a long k).
    pub fn split(&self) -> u32 {
        match self {
            GemmConfig::Tiled(t) => t.split,
            GemmConfig::Mma(t) => t.split,
            GemmConfig::Direct | GemmConfig::Broadcast(_) => 1,
        }
    }

    /// The configuration with `split` slices (the tiled and tensor-core kernels only).
    pub fn with_split(self, split: u32) -> Option<GemmConfig> {
        match self {
            GemmConfig::Tiled(t) => Some(GemmConfig::Tiled(Tiling { split, ..t })),
            GemmConfig::Mma(t) => Some(GemmConfig::Mma(MmaTiling { split, ..t })),
            GemmConfig::Direct | GemmConfig::Broadcast(_) => (split == 1).then_some(self),
        }
    }

    /// A tiled or tensor-core configuration that is valid with its split.
    fn is_valid_split(&self) -> bool {
        match self {
            GemmConfig::Tiled(t) => t.is_valid(),
            GemmConfig::Mma(t) => t.is_valid(),
            GemmConfig::Direct | GemmConfig::Broadcast(_) => false,
        }
    }

    /// The configuration unsplit: what compiles (a split launch runs the same kernel).
    pub fn unsplit(self) -> GemmConfig {
        self.with_split(1).unwrap_or(self)
    }

    /// The depth of a step.
    pub fn block_k(&self) -> u32 {
        match self {
            GemmConfig::Tiled(t) => t.block_k,
            GemmConfig::Mma(t) => t.block_k,
            GemmConfig::Direct | GemmConfig::Broadcast(_) => 4,
        }
    }

    /// `Tiled` with global `vec4` access where the shape allows it.
    pub fn vectorized(self, allowed: bool) -> GemmConfig {
        match self {
            GemmConfig::Tiled(t) => GemmConfig::Tiled(Tiling { vector: allowed, ..t }),
            GemmConfig::Mma(t) => GemmConfig::Mma(MmaTiling { vector: allowed, ..t }),
            GemmConfig::Broadcast(t) => GemmConfig::Broadcast(BroadcastTiling { vector: allowed, ..t }),
            other => other,
        }
    }
}

impl fmt::Display for GemmConfig {
    /// `128x128x8_t8x8_s2_v4` (block, per-thread tile, stages, global vector width; `_o2`: the
    /// occupancy hint), `mma128x128x32_w64x32_s2_v8` (block, per-wave tile, stages (`r2`: two
    /// fed through registers), global access in 16-byte units — 8 halves, or 4 floats for TF32 —
    /// or element by element (`_v1`); `_l64`: 64-lane waves),
    /// `bcast32_v4` (rows per workgroup, global vector width), `direct`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_unsplit(f)?;
        match self.split() {
            1 => Ok(()),
            s => write!(f, "_k{s}"),
        }
    }
}

impl GemmConfig {
    fn fmt_unsplit(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
            GemmConfig::Mma(t) => {
                write!(
                    f,
                    "mma{}x{}x{}_{}{}x{}_{}{}_v{}",
                    t.block_m,
                    t.block_n,
                    t.block_k,
                    if t.warpgroup { 'g' } else { 'w' },
                    t.warp_m,
                    t.warp_n,
                    if t.through_registers { 'r' } else { 's' },
                    t.stages,
                    if t.vector { 8 } else { 1 }
                )?;
                if t.lanes != 32 {
                    write!(f, "_l{}", t.lanes)?;
                }
                Ok(())
            }
            GemmConfig::Direct => f.write_str("direct"),
            GemmConfig::Broadcast(t) => write!(f, "bcast{}_v{}", t.rows, if t.vector { 4 } else { 1 }),
        }
    }
}

impl std::str::FromStr for GemmConfig {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        // A split-K suffix (`_k4`) on a tiled or tensor-core configuration.
        if let Some((base, split)) = s.rsplit_once("_k") {
            let bad = || {
                format!("`{s}` is not a matmul configuration (a split-K suffix is _k2, _k4, _k8, _k16, _k32 or _k64 after a tiled or mma configuration)")
            };
            let split: u32 = split.parse().map_err(|_| bad())?;
            let config = base.parse::<GemmConfig>()?;
            return match config.with_split(split) {
                Some(c) if split > 1 && c.is_valid_split() && c.to_string() == s => Ok(c),
                _ => Err(bad()),
            };
        }
        if s == "direct" {
            return Ok(GemmConfig::Direct);
        }
        let bad = || {
            format!("`{s}` is not a matmul configuration (like 128x128x8_t8x8_s2_v4, mma128x128x32_w64x32_s2_v8, bcast32_v4, or direct)")
        };
        let nums: Vec<u32> = s
            .split(|c: char| !c.is_ascii_digit())
            .filter(|p| !p.is_empty())
            .map(|p| p.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        if s.starts_with("bcast") {
            let &[rows, v] = &nums[..] else {
                return Err(bad());
            };
            let t = BroadcastTiling { rows, vector: v == 4 };
            if !t.is_valid() || !(v == 1 || v == 4) || s != GemmConfig::Broadcast(t).to_string() {
                return Err(bad());
            }
            return Ok(GemmConfig::Broadcast(t));
        }
        if let Some(rest) = s.strip_prefix("mma") {
            let lanes = match (&nums[..], rest.contains("_l")) {
                ([_, _, _, _, _, _, _], false) => 32,
                ([_, _, _, _, _, _, _, l], true) => *l,
                _ => return Err(bad()),
            };
            let &[bm, bn, bk, wm, wn, stages, v, ..] = &nums[..] else {
                return Err(bad());
            };
            let t = MmaTiling {
                vector: v == 8,
                lanes,
                through_registers: rest.contains("_r"),
                warpgroup: rest.contains("_g"),
                ..MmaTiling::new(bm, bn, bk, wm, wn, stages)
            };
            if !t.is_valid() || !(v == 1 || v == 8) || s != GemmConfig::Mma(t).to_string() {
                return Err(bad());
            }
            return Ok(GemmConfig::Mma(t));
        }
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

/// The tensor-core tilings (f16): 128×128 blocks of eight waves, each wave 64×32 of C (8
/// accumulating 16×16 matrices: 64 f32 registers, with 24 for one depth's A and B fragments),
/// at depth 32 in two stages or depth 16 in three; and 64×128 blocks of four 32×64 waves for
/// products too small to fill the device with 128×128 blocks. All fit the 48 KiB of workgroup
/// memory a CUDA kernel has without opting in to more. Read off sm_90's machine code (`anygpu
/// ops dump`): HMMA is 15–22 % of the hottest loop's instructions (the rest: `ldmatrix`, the
/// `cp.async` copies with their edge tests, the barrier; 12–18 % while each copy had an `if`
/// around its guarded load); a 64×64 block of four 32×32 waves was 9 %, each copy feeding half
/// the arithmetic.
///
/// Deeper pipelines and wider blocks need more than 48 KiB, which CUDA kernels get as dynamic
/// shared memory (`compiler::targets::ptx::STATIC_SHARED_BYTES`), offered where the device's
/// opt-in limit takes them (`fits`): 128×128×32 in three stages (68 KiB) and four (88 KiB),
/// and 128×256×32 of eight 64×64 waves in three (98 KiB, within the 99 KiB of sm_86/89).
/// Waves of 64×64 read half the fragments per multiply-add of 64×32 ones (shared memory, not
/// the tensor cores, bounds `mma.sync` at 64×32: a 128×128×32 block's `ldmatrix` and copies
/// move about 113 bytes per clock per SM at the H200's measured 285 TFLOP/s, against 128 the
/// SM has): 128×128×32 blocks of four (three or four stages) and 256×128×32 of eight, at
/// 215–222 registers without spills, HMMA 26–30 % of the hottest loop on sm_90.
///
/// In the order an H200 ranked them (2026-11-27, f16 and bf16 at 4096³ and 8192³: 64×64 waves
/// in four stages 255–302 TFLOP/s, in three 258–302, 64×32 in two 243–287, in four 245–283,
/// 256×128 197–256), the first that fits being the device's default and the tuner's first.
/// Last, 128×128×64 of four 64×64 waves in three stages (112 KiB: A100 and Hopper only), whose
/// 128-byte rows of A and 256 of B each 8 work-items copy whole: on an H100 (2026-11-27) the
/// fastest at 8192³ (288 f16, 303 bf16 TFLOP/s), 192 at 4096³, where 64 × 32 waves lead.
const MMA_TILINGS: [MmaTiling; 10] = [
    MmaTiling::new(128, 128, 32, 64, 64, 4),
    MmaTiling::new(128, 128, 32, 64, 64, 3),
    MmaTiling::new(128, 128, 32, 64, 32, 2),
    MmaTiling::new(128, 128, 32, 64, 32, 4),
    MmaTiling::new(256, 128, 32, 64, 64, 3),
    MmaTiling::new(128, 256, 32, 64, 64, 3),
    MmaTiling::new(128, 128, 32, 64, 32, 3),
    MmaTiling::new(128, 128, 16, 64, 32, 3),
    MmaTiling::new(64, 128, 16, 32, 64, 3),
    MmaTiling::new(128, 128, 64, 64, 64, 3),
];

/// The warpgroup tilings (f16 and bf16 on Hopper, `wgmma`; offered where the device's PTX is
/// sm_90a: [`has_warpgroup_mma`]): a 128 × 256 block of two warpgroups stacked along m, each
/// 64 × 256 of C (128 f32 accumulators per work-item, 198 registers), at depth 64 (the 128-byte
/// swizzle's line: [`CoreLayout`]) in four stages (200 KiB of dynamic shared memory). In three
/// stages ptxas serialized every `wgmma` (C7515: "non wgmma instructions defining accumulator
/// registers"), a cause not found: `tests/codegen/gemm.rs` holds every warpgroup kernel to
/// none; five to eight stages measured no faster. On an H100 (2026-11-27, cuBLAS 719–765
/// TFLOP/s): 64 × 256 508 TFLOP/s at 8192³ f16 and 385 at 4096³, 64 × 128 450 and 317, where
/// the best `mma.sync` tiling reached 290 and 245: so it comes first, the device's default.
/// The 128 × 128 block of 64 × 128 warpgroups is left out: slower at both sizes, and with A
/// transposed ptxas serializes its `wgmma` (C7515, where the 128 × 256 block's are not).
const WGMMA_TILINGS: [MmaTiling; 1] = [MmaTiling::warpgroups(128, 256, 64, 256, 4)];

/// The warpgroup tilings for f32 products with TF32 allowed: the 16-bit one at depth 32 (the
/// same 128-byte lines, 204 KiB), `wgmma`'s k8 TF32 form. `wgmma` takes TF32 operands K-major
/// only, so a product whose A is stored transposed or whose B is not runs on a transposed copy
/// of that operand (`launch_config`). Not yet among the tuner's candidates: it has not run on
/// a GPU (where `mma.sync`'s TF32 kernels reach 0.26–0.33 of cuBLAS); `gemm-bench --dtype tf32
/// --config NAME` times it, checked, and the conformance suite checks it on the CPU device.
pub(crate) const TF32_WGMMA_TILINGS: [MmaTiling; 1] = [MmaTiling::warpgroups(128, 256, 32, 256, 4)];

/// Whether `info`'s kernels are compiled for sm_90a, whose `wgmma` the warpgroup tilings need:
/// a CUDA device of compute capability 9.0 (`PtxArch::from_compute_capability`; its driver
/// taking PTX ISA 8.0, which every driver that knows Hopper from CUDA 12.0 on does).
pub(crate) fn has_warpgroup_mma(info: &DeviceInfo) -> bool {
    info.kind == DeviceKind::Cuda && info.compute_version == "9.0"
}

/// The matrix-core tilings for AMD, which has no asynchronous copies: two buffers of depth 32
/// fed through registers (within the 64 KiB of LDS a gfx9–gfx11 workgroup has); 128×128 blocks
/// of 64×32 or 64×64 waves, and 64×128 blocks of 32×64 waves for small products.
const AMD_MMA_TILINGS: [MmaTiling; 3] = [
    MmaTiling::new(128, 128, 32, 64, 64, 2).through_registers(),
    MmaTiling::new(128, 128, 32, 64, 32, 2).through_registers(),
    MmaTiling::new(64, 128, 32, 32, 64, 2).through_registers(),
];

/// The TF32 tilings for AMD (gfx940–942's `v_mfma_f32_16x16x8_xf32`): the register-staged
/// form at depth 16 (f32 tiles of depth 32 in two buffers would pass the 64 KiB of LDS), both
/// operands staged with k contiguous (each fragment one `ds_read_b128`) and rounded to TF32 on
/// their way from registers into LDS; 128×128 blocks of 64×64 and 64×32 waves.
const AMD_TF32_MMA_TILINGS: [MmaTiling; 2] = [
    MmaTiling::new(128, 128, 16, 64, 64, 2).through_registers(),
    MmaTiling::new(128, 128, 16, 64, 32, 2).through_registers(),
];

/// The TF32 tilings (f32 in memory, NVIDIA): the f16 tilings' 128×128 blocks of eight 64×32
/// waves at depth 16, since f32 tiles take twice the workgroup memory — in three stages (at
/// most 68 KiB: dynamic shared memory where the device takes it), two (48 KiB, what every CUDA
/// kernel has) and four (88 KiB) — and at depth 32 in two (80 KiB). All within the 99 KiB of
/// sm_86/89 (bounds for either layout of A and B: `MmaTiling::workgroup_bytes`). Each
/// work-item rounds what it staged to TF32 once per step (three instructions per element),
/// and a fragment whose k runs across memory rows (an untransposed B, a transposed A) loads
/// one 32-bit word per element where `ldmatrix` loads four: read off sm_90's machine code,
/// HMMA is 10.7–16.8 % of the hottest loop of these (sm_80: 11.8–17.6 %), and 8–12 % of
/// 64×128 blocks (four waves: more rounding per multiply-add), which are not offered — small
/// products take the f32 SIMT kernels. 128×128×16 blocks of four 64×64 waves in three stages
/// halve the fragment loads per multiply-add again (230 registers, no spills). In the order an
/// H200 ranked them (2026-11-27, 4096³ and 8192³: four stages 97–105 TFLOP/s, two 91–103, depth
/// 32 in two 89–96, 64×64 waves 71–80, three stages 71–77).
const TF32_MMA_TILINGS: [MmaTiling; 5] = [
    MmaTiling::new(128, 128, 16, 64, 32, 4),
    MmaTiling::new(128, 128, 16, 64, 32, 2),
    MmaTiling::new(128, 128, 32, 64, 32, 2),
    MmaTiling::new(128, 128, 16, 64, 64, 3),
    MmaTiling::new(128, 128, 16, 64, 32, 3),
];

/// Whether the tensor-core kernels are worth offering on the device for `element`: NVIDIA from
/// Turing (sm_75, `ldmatrix` and `mma.sync`) for f16, from Ampere (sm_80, whose `mma.m16n8k16`
/// takes bfloat16) for bf16; AMD where the architecture has matrix instructions for it
/// (`v_mfma` on CDNA, bf16 from gfx90a; `v_wmma` on RDNA 3 and 4). AMD's fragments load from
/// LDS as whole vectors where k is contiguous and in one-half loads with immediate offsets
/// where not (`compiler::targets::amdgcn::tensor_cores`); before those, each lane's per-element
/// loads left `v_mfma` 0–4 % of the hottest loop on gfx942 (2026-11-26). TF32: NVIDIA from
/// Ampere (`mma.m16n8k8.tf32`), AMD on gfx940–942 (`v_mfma_f32_16x16x8_xf32`, which gfx950
/// dropped).
pub(crate) fn has_matrix_cores(info: &DeviceInfo, element: GemmElement) -> bool {
    if element == GemmElement::F32 || !info.features.cooperative_matrices {
        return false;
    }
    match info.kind {
        DeviceKind::Cuda => {
            let mut parts = info.compute_version.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
            let version = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
            version >= if element == GemmElement::F16 { (7, 5) } else { (8, 0) }
        }
        #[cfg(feature = "llvm")]
        DeviceKind::Rocm if element == GemmElement::Tf32 => {
            use crate::compiler::targets::{amdgcn, GfxArch};
            GfxArch::from_gcn_arch_name(&info.compute_version).is_ok_and(amdgcn::has_tf32_matrix_cores)
        }
        #[cfg(feature = "llvm")]
        DeviceKind::Rocm => {
            use crate::compiler::targets::{amdgcn, GfxArch};
            GfxArch::from_gcn_arch_name(&info.compute_version)
                .is_ok_and(|arch| amdgcn::has_matrix_cores(arch, element == GemmElement::Bf16))
        }
        _ => false,
    }
}

/// The broadcast kernels' row counts (see [`BroadcastTiling`]; 32 and 64 measured best).
const BROADCAST_ROWS: [u32; 2] = [32, 64];

/// The broadcast configurations for a shape with (`vector`) or without `vec4` access.
fn broadcast_configs(vector: bool) -> impl Iterator<Item = GemmConfig> {
    BROADCAST_ROWS
        .iter()
        .map(move |&rows| GemmConfig::Broadcast(BroadcastTiling { rows, vector }))
}

/// What runs where nothing was measured: on matrix cores the family's first tensor-core tiling,
/// the classic shape on other GPUs, the broadcast kernel on a software GPU (lavapipe) or the CPU
/// device whose subgroups take it (on the CPU device, portable kernels only: 5.0 GFLOP/s against
/// the direct kernel's 3.7 at 1024³, 2026-11-27), else the kernel without workgroup memory.
pub(crate) fn default_config(info: &DeviceInfo, vector: bool, element: GemmElement) -> GemmConfig {
    let mma = (vector && has_matrix_cores(info, element))
        .then(|| mma_configs(Family::of(info), element, vector, info.subgroup_size).next())
        .flatten();
    match (info.device_type, mma) {
        (DeviceType::SoftwareGpu | DeviceType::Cpu, _) if BroadcastTiling::runs_on(info) => {
            broadcast_configs(vector).next().unwrap_or(GemmConfig::Direct)
        }
        (DeviceType::SoftwareGpu | DeviceType::Cpu, _) => GemmConfig::Direct,
        (_, Some(first)) => first,
        _ => GemmConfig::Tiled(Tiling {
            vector,
            ..GPU_TILINGS[0].tiling
        }),
    }
}

/// The SIMT configurations of `family` for a shape with (`vector`) or without `vec4` access.
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

/// The tensor-core tilings of `family` for `element`: AMD's fed through registers, the
/// asynchronous copies' elsewhere (which the CPU device runs as plain copies); TF32's at depth
/// 16.
fn mma_tilings(family: Family, element: GemmElement) -> &'static [MmaTiling] {
    match (family, element) {
        (_, GemmElement::F32) => &[],
        (Family::Amd, GemmElement::Tf32) => &AMD_TF32_MMA_TILINGS,
        (_, GemmElement::Tf32) => &TF32_MMA_TILINGS,
        (Family::Amd, _) => &AMD_MMA_TILINGS,
        (Family::Nvidia | Family::Portable, _) => &MMA_TILINGS,
    }
}

/// The tensor-core configurations of `family` for waves of `lanes`. On AMD each work-item
/// copies at most 4 units of A and B per step: with 32-lane waves (RDNA) a 64×128 block of
/// four waves copies 6, and its hottest loop on gfx1100 was 7–9 % `v_wmma` against 10–12 % for
/// 128×128 blocks of eight (2026-11-27); 64×64 waves of 32 lanes copy 8 and spill on gfx1100.
fn mma_configs(family: Family, element: GemmElement, vector: bool, lanes: u32) -> impl Iterator<Item = GemmConfig> {
    let warpgroups: &[MmaTiling] = if family != Family::Amd && element.is_half() && lanes == 32 {
        &WGMMA_TILINGS
    } else {
        &[]
    };
    // The warpgroup tilings first (`fits` leaves them out where the device has no `wgmma`):
    // on an H100 they ran at 1.3–1.8× the best `mma.sync` tiling (`WGMMA_TILINGS`).
    warpgroups
        .iter()
        .chain(mma_tilings(family, element))
        .map(move |t| MmaTiling { vector, lanes, ..*t })
        .filter(move |t| family != Family::Amd || t.copies_per_work_item(element) <= 4)
        .map(GemmConfig::Mma)
}

/// The configurations the tuner may time on this device for a shape with (`vector`) or without
/// `vec4` access, the default first: the tensor-core tilings for f16 on matrix cores, its
/// family's tilings that fit the device's workgroup limits, and the direct and broadcast kernels
/// where workgroup memory is slow (software GPUs, the CPU device).
pub(crate) fn candidates(info: &DeviceInfo, vector: bool, element: GemmElement) -> Vec<GemmConfig> {
    // Tensor cores only with 16-byte global access: element by element, the copies' edge tests
    // leave HMMA 5 % of the loop (sm_80), and such shapes run as well on the SIMT kernels.
    let mma = (vector && has_matrix_cores(info, element))
        .then(|| mma_configs(Family::of(info), element, vector, info.subgroup_size))
        .into_iter()
        .flatten();
    let mut out: Vec<GemmConfig> = mma
        .chain(family_configs(Family::of(info), vector))
        .filter(|c| fits(c, info, element))
        .collect();
    let software = matches!(info.device_type, DeviceType::SoftwareGpu | DeviceType::Cpu);
    if software && BroadcastTiling::runs_on(info) {
        out.splice(0..0, broadcast_configs(vector));
    }
    if software || out.is_empty() {
        out.insert(0, GemmConfig::Direct);
    }
    let first = default_config(info, vector, element);
    out.sort_by_key(|c| *c != first);
    out
}

/// The configurations a convolution's implicit GEMM may time on this device: the scalar-access
/// ones, then on GPUs the SIMT tilings that matmuls take with `vec4` access only, as scalar ones
/// (a convolution's kernels read A, its repacked weight, in `vec4`s whatever the configuration,
/// and gather B). Their smaller blocks fit layers with few output channels: with 64, half the
/// rows of a 128-row block compute nothing.
pub(crate) fn conv_candidates(info: &DeviceInfo) -> Vec<GemmConfig> {
    let mut out = candidates(info, false, GemmElement::F32);
    if !matches!(info.device_type, DeviceType::SoftwareGpu | DeviceType::Cpu) {
        for c in family_configs(Family::of(info), true).map(|c| c.vectorized(false)) {
            if !out.contains(&c) && fits(&c, info, GemmElement::F32) {
                out.push(c);
            }
        }
    }
    out
}

/// Every configuration the engine can choose for `element` on a GPU of `family` (any device:
/// `None`, the direct kernel included), with and without global `vec4` access: what `anygpu ops
/// dump` writes (the broadcast kernels for the portable family and any device). The
/// tensor-core ones (16-bit or TF32, with 16-byte access) for waves of each of `lanes`; for any
/// device also split-K launches (see [`GemmConfig::split`]).
pub(crate) fn all_configs(family: Option<Family>, element: GemmElement, lanes: &[u32]) -> Vec<GemmConfig> {
    let mut out = if family.is_none() {
        vec![GemmConfig::Direct]
    } else {
        Vec::new()
    };
    for vector in [false, true] {
        if element.has_tensor_core_kernels() && vector {
            // Any device runs both families' tensor-core kernels: NVIDIA's for its warps of
            // 32, AMD's for each of `lanes`.
            let families = family.map_or(vec![Family::Nvidia, Family::Amd], |f| vec![f]);
            for f in families {
                for &l in lanes
                    .iter()
                    .filter(|&&l| family.is_some() || f == Family::Amd || l == 32)
                {
                    out.extend(mma_configs(f, element, vector, l));
                }
                if f == Family::Nvidia && element == GemmElement::Tf32 {
                    out.extend(
                        TF32_WGMMA_TILINGS
                            .iter()
                            .map(|t| GemmConfig::Mma(MmaTiling { vector, ..*t })),
                    );
                }
            }
        }
        out.extend(family_configs(family.unwrap_or(Family::Portable), vector));
        if matches!(family, None | Some(Family::Portable)) {
            out.extend(broadcast_configs(vector));
        }
    }
    // Any device: the split-K launch of the first tiled (f32) and tensor-core configurations in
    // four (the kernels are the unsplit ones: `anygpu ops dump` leaves these out).
    if family.is_none() {
        let firsts: Vec<GemmConfig> = [false, true]
            .into_iter()
            .filter(|_| !element.is_half())
            .filter_map(|vector| {
                out.iter()
                    .find(|c| matches!(c, GemmConfig::Tiled(_)) && c.is_vector() == vector)
            })
            .chain(out.iter().find(|c| matches!(c, GemmConfig::Mma(_))))
            .copied()
            .collect();
        out.extend(firsts.into_iter().filter_map(|c| c.with_split(4)));
    }
    out
}

/// The split-K configurations worth timing for an `m × k · k × n` product of `batch` matrices
/// of `element` beside `base` (the device's candidates): on hardware GPUs, unbatched products
/// only, the first tiled (f32 only) and the first tensor-core configuration each split in
/// 2, 4, 8, 16, 32 or 64 where the split grid stays within two workgroups per compute unit
/// (`blocks · s ≤ 2 · units`: a product that already fills the device gains nothing from
/// the second pass) and every slice keeps at least four steps of depth. A 256×256 C over
/// k = 16384 on a 132-SM H100 is 4 blocks of 128×128: split in up to 64, 256 workgroups. On
/// an H200 (2026-11-27) the tuner took the deepest split it was offered (then 16) for f32 and
/// TF32: 4.4 and 15.5 TFLOP/s against 0.7 and 2.4 unsplit.
pub(crate) fn split_candidates(
    info: &DeviceInfo,
    base: &[GemmConfig],
    (m, k, n, batch): (usize, usize, usize, usize),
    element: GemmElement,
) -> Vec<GemmConfig> {
    let hardware = !matches!(info.device_type, DeviceType::SoftwareGpu | DeviceType::Cpu);
    if !hardware || batch != 1 {
        return Vec::new();
    }
    let units = info.multiprocessor_count.max(1) as usize;
    // 16-bit products split on the tensor-core kernels only, which write f32 partials.
    let first_tiled = base
        .iter()
        .find(|c| matches!(c, GemmConfig::Tiled(_)) && !element.is_half());
    // Not the warpgroup kernels: split, they have not run on a GPU yet.
    let first_mma = base.iter().find(|c| matches!(c, GemmConfig::Mma(t) if !t.warpgroup));
    let mut out = Vec::new();
    for config in first_tiled.into_iter().chain(first_mma) {
        let (bm, bn) = config.block();
        let blocks = m.div_ceil(bm as usize) * n.div_ceil(bn as usize);
        for &s in SPLITS.iter().filter(|&&s| s > 1) {
            let deep_enough = k >= s as usize * 4 * config.block_k() as usize;
            if blocks * s as usize <= 2 * units && deep_enough {
                out.extend(config.with_split(s));
            }
        }
    }
    out
}

fn fits(c: &GemmConfig, info: &DeviceInfo, element: GemmElement) -> bool {
    let (valid, threads) = match c {
        GemmConfig::Tiled(t) => (t.is_valid(), t.threads()),
        GemmConfig::Mma(t) => (
            t.is_valid()
                && t.takes(element)
                && t.lanes == info.subgroup_size
                && (!t.warpgroup || has_warpgroup_mma(info)),
            t.threads(),
        ),
        GemmConfig::Direct => return true,
        GemmConfig::Broadcast(t) => return t.is_valid() && BroadcastTiling::runs_on(info),
    };
    valid
        && threads <= info.max_workgroup_size
        && threads <= info.max_workgroup_dims[0]
        && c.workgroup_bytes(element) <= info.workgroup_memory_limit
}

/// WGSL: the tile (n, m) a workgroup of the tiled and tensor-core kernels computes. Workgroups
/// start in order of their linear index (x fastest), so taking tiles row by row would have the
/// blocks resident at once span a few rows of tiles and every column: each wave would read all
/// of B, which at 8192² (f16: 128 MiB) does not stay in an H100's 50 MB L2. In groups of 8 rows
/// of tiles, taken down each column of the group before the next (Triton's grouped order,
/// `GROUP_M = 8`), a wave reads 8 row panels of A and a fraction of B's columns. A bijection of
/// the grid, so each tile's result is what it was.
pub(super) const BLOCK_TILE_WGSL: &str = "fn block_tile(wid: vec3<u32>, groups: vec3<u32>) -> vec2<u32> {
    let id = wid.y * groups.x + wid.x;
    let per = 8u * groups.x;
    let first = id / per * 8u;
    let height = min(groups.y - first, 8u);
    let within = id % per;
    return vec2<u32>(within / height, first + within % height);
}
";

#[cfg(test)]
mod tests {
    use super::*;

    /// A GPU's facts as its runtime would report them (the CPU device's, changed).
    #[cfg(feature = "llvm")]
    fn gpu(kind: DeviceKind, version: &str, lanes: u32, workgroup_bytes: u64) -> DeviceInfo {
        let id = crate::device::DeviceId::new(DeviceKind::Cpu, 0);
        let cpu = crate::backend::cpu::CpuBackend::new(id, &crate::device::CpuDeviceConfig::host());
        DeviceInfo {
            kind,
            device_type: DeviceType::DiscreteGpu,
            compute_version: version.into(),
            subgroup_size: lanes,
            subgroup_min_size: lanes,
            max_workgroup_size: 1024,
            max_workgroup_dims: [1024; 3],
            workgroup_memory_limit: workgroup_bytes,
            ..crate::backend::BackendDevice::info(&cpu).clone()
        }
    }

    /// AMD GPUs with matrix instructions for the element are offered the register-staged
    /// tensor-core kernels first, for their wave width: 64-wide CDNA the 64×64 waves, 32-wide
    /// RDNA the 128×128 blocks of 64×32 waves only; bf16 from gfx90a; none on gfx906.
    #[cfg(feature = "llvm")]
    #[test]
    fn amd_matrix_cores_get_the_register_staged_kernels_for_their_waves() {
        let first = |info: &DeviceInfo, element| candidates(info, true, element)[0].to_string();
        let mi300 = gpu(DeviceKind::Rocm, "gfx942:sramecc+:xnack-", 64, 64 << 10);
        assert_eq!(first(&mi300, GemmElement::F16), "mma128x128x32_w64x64_r2_v8_l64");
        assert_eq!(first(&mi300, GemmElement::Bf16), "mma128x128x32_w64x64_r2_v8_l64");
        let mma = |info: &DeviceInfo, element| -> Vec<String> {
            candidates(info, true, element)
                .into_iter()
                .filter(|c| matches!(c, GemmConfig::Mma(_)))
                .map(|c| c.to_string())
                .collect()
        };
        assert_eq!(mma(&mi300, GemmElement::F16).len(), 3);
        assert!(mma(&mi300, GemmElement::F16).iter().all(|c| c.contains("_r2_")));
        let rx7900 = gpu(DeviceKind::Rocm, "gfx1100", 32, 64 << 10);
        assert_eq!(mma(&rx7900, GemmElement::Bf16), ["mma128x128x32_w64x32_r2_v8"]);
        assert!(mma(
            &gpu(DeviceKind::Rocm, "gfx908:sramecc+:xnack-", 64, 64 << 10),
            GemmElement::Bf16
        )
        .is_empty());
        assert!(!mma(
            &gpu(DeviceKind::Rocm, "gfx908:sramecc+:xnack-", 64, 64 << 10),
            GemmElement::F16
        )
        .is_empty());
        assert!(mma(&gpu(DeviceKind::Rocm, "gfx906", 64, 64 << 10), GemmElement::F16).is_empty());
        assert!(mma(&mi300, GemmElement::F32).is_empty());
        // NVIDIA keeps its asynchronous-copy kernels, 32 wide.
        // On Hopper (sm_90a) the warpgroup tilings lead; on Ampere `mma.sync`.
        let h100 = gpu(DeviceKind::Cuda, "9.0", 32, 227 << 10);
        assert_eq!(first(&h100, GemmElement::F16), "mma128x256x64_g64x256_s4_v8");
        let a100 = gpu(DeviceKind::Cuda, "8.0", 32, 163 << 10);
        assert_eq!(first(&a100, GemmElement::F16), "mma128x128x32_w64x64_s4_v8");
        // Within 48 KiB (no opt-in), the two-stage tiling of 64×32 waves.
        let small = gpu(DeviceKind::Cuda, "8.0", 32, 48 << 10);
        assert_eq!(first(&small, GemmElement::F16), "mma128x128x32_w64x32_s2_v8");
        assert!(mma(&h100, GemmElement::F16).iter().all(|c| !c.contains("_r2_")));
    }

    /// TF32 tensor-core kernels only where the caller allows TF32, on NVIDIA from Ampere: the
    /// default there, the f32 SIMT kernels beside them; within the device's workgroup memory
    /// (48 KiB without the opt-in: the two-stage kernel only); never on AMD, the CPU device or
    /// Turing, where `on_device` makes it f32 (the f32 choices, tuned once).
    #[cfg(feature = "llvm")]
    #[test]
    fn warpgroup_tilings_are_offered_on_hopper_only() {
        let warpgroups = |info: &DeviceInfo, element| {
            candidates(info, true, element)
                .iter()
                .filter(|c| matches!(c, GemmConfig::Mma(t) if t.warpgroup))
                .count()
        };
        let h100 = gpu(DeviceKind::Cuda, "9.0", 32, 227 << 10);
        assert_eq!(warpgroups(&h100, GemmElement::F16), WGMMA_TILINGS.len());
        assert_eq!(warpgroups(&h100, GemmElement::Bf16), WGMMA_TILINGS.len());
        assert_eq!(warpgroups(&h100, GemmElement::Tf32), 0);
        assert_eq!(
            warpgroups(&gpu(DeviceKind::Cuda, "8.0", 32, 163 << 10), GemmElement::F16),
            0
        );
        assert_eq!(
            warpgroups(&gpu(DeviceKind::Cuda, "12.0", 32, 99 << 10), GemmElement::F16),
            0
        );
    }

    #[test]
    fn tf32_kernels_are_offered_only_where_allowed_and_on_ampere_or_later() {
        let names = |info: &DeviceInfo, element| -> Vec<String> {
            candidates(info, true, element)
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        let h100 = gpu(DeviceKind::Cuda, "9.0", 32, 227 << 10);
        let tf32 = names(&h100, GemmElement::Tf32);
        assert_eq!(tf32[0], "mma128x128x16_w64x32_s4_v8", "{tf32:?}");
        assert_eq!(tf32.iter().filter(|c| c.starts_with("mma")).count(), 5, "{tf32:?}");
        assert!(tf32.iter().any(|c| c.starts_with("128x128x8_t8x8")), "{tf32:?}");
        assert!(names(&h100, GemmElement::F32).iter().all(|c| !c.starts_with("mma")));
        assert_eq!(GemmElement::Tf32.on_device(&h100), GemmElement::Tf32);
        let small = gpu(DeviceKind::Cuda, "8.0", 32, 48 << 10);
        let fitting: Vec<String> = names(&small, GemmElement::Tf32)
            .into_iter()
            .filter(|c| c.starts_with("mma"))
            .collect();
        assert_eq!(fitting, ["mma128x128x16_w64x32_s2_v8"]);
        // CDNA3's xf32 MFMA: the register-staged kernels, 64 lanes.
        let mi300 = gpu(DeviceKind::Rocm, "gfx942:sramecc+:xnack-", 64, 64 << 10);
        let amd = names(&mi300, GemmElement::Tf32);
        assert_eq!(amd[0], "mma128x128x16_w64x64_r2_v8_l64", "{amd:?}");
        assert_eq!(GemmElement::Tf32.on_device(&mi300), GemmElement::Tf32);
        for (info, what) in [
            (gpu(DeviceKind::Cuda, "7.5", 32, 64 << 10), "Turing"),
            (gpu(DeviceKind::Rocm, "gfx90a:sramecc+:xnack-", 64, 64 << 10), "gfx90a"),
            (gpu(DeviceKind::Rocm, "gfx1100", 32, 64 << 10), "gfx1100"),
            (gpu(DeviceKind::Cpu, "", 16, 32 << 20), "the CPU device"),
        ] {
            assert!(
                names(&info, GemmElement::Tf32).iter().all(|c| !c.starts_with("mma")),
                "{what}"
            );
            assert_eq!(GemmElement::Tf32.on_device(&info), GemmElement::F32, "{what}");
        }
        // What the conformance suite sees: both families' TF32 tilings (and one split), within
        // 99 KiB on NVIDIA and AMD's 64 KiB of LDS, and Hopper's warpgroup one (204 KiB), which
        // the tuner does not offer yet.
        let all = all_configs(None, GemmElement::Tf32, &[32, 64]);
        let mma: Vec<_> = all
            .iter()
            .filter_map(|c| if let GemmConfig::Mma(t) = c { Some(t) } else { None })
            .collect();
        // NVIDIA's five and the warpgroup one; AMD's two for 64-lane waves, one for 32 (the
        // other copies too much).
        assert_eq!(mma.iter().filter(|t| t.split == 1).count(), 9);
        assert!(mma.iter().all(|t| {
            let limit = match (t.through_registers, t.warpgroup) {
                (true, _) => 64,
                (_, true) => 227,
                _ => 99,
            };
            t.workgroup_bytes(GemmElement::Tf32) <= limit * 1024 && (t.through_registers || t.lanes == 32)
        }));
        assert!(mma.iter().filter(|t| t.warpgroup).all(|t| t.takes(GemmElement::Tf32)));
        assert!(
            candidates(&h100, true, GemmElement::Tf32)
                .iter()
                .all(|c| !matches!(c, GemmConfig::Mma(t) if t.warpgroup)),
            "not a tuning candidate before it has run on a GPU"
        );
        let wgmma_tf32: GemmConfig = "mma128x256x32_g64x256_s4_v8".parse().unwrap();
        assert!(wgmma_tf32.takes(GemmElement::Tf32) && !wgmma_tf32.takes(GemmElement::F16));
        assert_eq!(
            all_configs(Some(Family::Amd), GemmElement::Tf32, &[64])
                .iter()
                .filter(|c| matches!(c, GemmConfig::Mma(t) if t.through_registers && t.lanes == 64))
                .count(),
            2
        );
        assert_eq!(GemmElement::Tf32.on(&GemmConfig::Direct), GemmElement::F32);
    }

    /// Split-K: named with `_k<slices>` after a tiled or tensor-core configuration, offered on
    /// hardware GPUs for unbatched f32 products whose blocks fill under half the device, with
    /// four steps of depth per slice at least; never for 16-bit matrices, batches, software
    /// GPUs or the CPU device. Any device's list (the conformance suite's) has one of each.
    #[cfg(feature = "llvm")]
    #[test]
    fn split_k_is_offered_for_few_blocks_over_a_long_depth() {
        let tiled: GemmConfig = "128x128x8_t8x8_s2_v4_k4".parse().unwrap();
        assert_eq!(
            (tiled.split(), tiled.unsplit().to_string().as_str()),
            (4, "128x128x8_t8x8_s2_v4")
        );
        let mma: GemmConfig = "mma128x128x16_w64x32_s3_v8_k16".parse().unwrap();
        assert_eq!(mma.split(), 16);
        assert_eq!(mma.to_string(), "mma128x128x16_w64x32_s3_v8_k16");
        for bad in [
            "direct_k4",
            "bcast32_v4_k4",
            "128x128x8_t8x8_s2_v4_k3",
            "128x128x8_t8x8_s2_v4_k1",
            "128x128x8_t8x8_s2_v4_k",
            "128x128x8_t8x8_s2_v4_k4_k4",
        ] {
            assert!(bad.parse::<GemmConfig>().is_err(), "{bad}");
        }
        let mut h100 = gpu(DeviceKind::Cuda, "9.0", 32, 227 << 10);
        h100.multiprocessor_count = 132;
        let base = candidates(&h100, true, GemmElement::F32);
        let names = |shape, element| -> Vec<String> {
            split_candidates(&h100, &base, shape, element)
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        // 256×256 over 16384: 4 blocks of 128×128, split up to 64 (256 ≤ 264).
        assert_eq!(
            names((256, 16384, 256, 1), GemmElement::F32),
            [
                "128x128x8_t8x8_s2_v4_k2",
                "128x128x8_t8x8_s2_v4_k4",
                "128x128x8_t8x8_s2_v4_k8",
                "128x128x8_t8x8_s2_v4_k16",
                "128x128x8_t8x8_s2_v4_k32",
                "128x128x8_t8x8_s2_v4_k64"
            ]
        );
        // Shallow: only splits that keep 4 steps (of 8) per slice.
        assert_eq!(names((256, 64, 256, 1), GemmElement::F32), ["128x128x8_t8x8_s2_v4_k2"]);
        assert!(
            names((4096, 4096, 4096, 1), GemmElement::F32).is_empty(),
            "enough blocks"
        );
        assert!(names((256, 16384, 256, 2), GemmElement::F32).is_empty(), "batched");
        // Convolutions: ResNet's 3×3 256→256 at 14² in a batch of 32 (98 blocks) and 512→512
        // at 7² (52), the first scalar tiling split.
        let conv = |shape| -> Vec<String> {
            split_candidates(&h100, &conv_candidates(&h100), shape, GemmElement::F32)
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        assert_eq!(conv((256, 2304, 32 * 196, 1)), ["128x128x8_t8x8_s2_v1_k2"]);
        assert_eq!(
            conv((512, 4608, 32 * 49, 1)),
            ["128x128x8_t8x8_s2_v1_k2", "128x128x8_t8x8_s2_v1_k4"]
        );
        // 16-bit: the first tensor-core tiling only (the SIMT kernels for halves write halves).
        let f16: Vec<String> = split_candidates(
            &h100,
            &candidates(&h100, true, GemmElement::F16),
            (256, 16384, 256, 1),
            GemmElement::F16,
        )
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            f16.first().map(String::as_str),
            Some("mma128x128x32_w64x64_s4_v8_k2"),
            "{f16:?}"
        );
        assert!(
            f16.iter().all(|c| c.starts_with("mma128x128x32_w64x64_s4_v8_k")),
            "{f16:?}"
        );
        // What the conformance suite runs for 16-bit products: the first tensor-core split in four.
        assert!(all_configs(None, GemmElement::F16, &[32])
            .iter()
            .any(|c| c.split() == 4 && matches!(c, GemmConfig::Mma(_))));
        let tf32 = candidates(&h100, true, GemmElement::Tf32);
        let split: Vec<String> = split_candidates(&h100, &tf32, (256, 16384, 256, 1), GemmElement::Tf32)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(
            split.contains(&"mma128x128x16_w64x32_s4_v8_k16".to_string()),
            "{split:?}"
        );
        let mut lavapipe = h100.clone();
        lavapipe.device_type = DeviceType::SoftwareGpu;
        assert!(split_candidates(&lavapipe, &base, (256, 16384, 256, 1), GemmElement::F32).is_empty());
        let any: Vec<String> = all_configs(None, GemmElement::F32, &[32])
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(
            any.contains(&"128x128x8_t8x8_s2_v1_k4".to_string())
                && any.contains(&"128x128x8_t8x8_s2_v4_k4".to_string()),
            "{any:?}"
        );
        assert!(all_configs(Some(Family::Nvidia), GemmElement::F32, &[32])
            .iter()
            .all(|c| c.split() == 1));
    }

    /// Software GPUs get the broadcast kernels first where their subgroups have at least 8
    /// lanes that tile its workgroup, else the direct kernel; hardware GPUs never get them.
    #[cfg(feature = "llvm")]
    #[test]
    fn software_gpus_get_the_broadcast_kernels_where_their_subgroups_take_them() {
        let software = |min: u32, max: u32, subgroups: bool| {
            let mut info = gpu(DeviceKind::Wgpu, "Vulkan Cpu", max, 32 << 10);
            info.device_type = DeviceType::SoftwareGpu;
            info.subgroup_min_size = min;
            info.features.subgroups = subgroups;
            candidates(&info, true, GemmElement::F32)
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
        };
        let lavapipe = software(8, 8, true);
        assert_eq!(lavapipe[..3], ["bcast32_v4", "direct", "bcast64_v4"], "{lavapipe:?}");
        assert_eq!(software(16, 64, true)[0], "bcast32_v4");
        for (min, max, subgroups) in [(4, 4, true), (4, 16, true), (8, 8, false), (8, 128, true)] {
            let names = software(min, max, subgroups);
            assert_eq!(names[0], "direct", "{min}..{max} {subgroups}: {names:?}");
            assert!(names.iter().all(|c| !c.starts_with("bcast")), "{names:?}");
        }
        // Forced where it cannot run, it is refused with the device's subgroup sizes.
        let bcast: GemmConfig = "bcast32_v4".parse().unwrap();
        let mut small = gpu(DeviceKind::Wgpu, "Vulkan Cpu", 16, 32 << 10);
        small.subgroup_min_size = 4;
        let why = BroadcastTiling::refusal(&bcast, &small).unwrap();
        assert!(
            why.contains("at least 8 invocations") && why.contains("subgroups of 4 to 16"),
            "{why}"
        );
        small.features.subgroups = false;
        assert!(BroadcastTiling::refusal(&bcast, &small)
            .unwrap()
            .contains("no subgroups"));
        small.subgroup_min_size = 16;
        small.features.subgroups = true;
        assert_eq!(BroadcastTiling::refusal(&bcast, &small), None);
        assert_eq!(BroadcastTiling::refusal(&GemmConfig::Direct, &small), None);
        let mut discrete = gpu(DeviceKind::Wgpu, "Vulkan DiscreteGpu", 32, 48 << 10);
        discrete.subgroup_min_size = 32;
        assert!(candidates(&discrete, true, GemmElement::F32)
            .iter()
            .all(|c| !matches!(c, GemmConfig::Broadcast(_))));
    }

    #[test]
    fn names_round_trip_and_every_shape_is_valid() {
        for family in [None, Some(Family::Nvidia), Some(Family::Amd)] {
            for c in all_configs(family, GemmElement::F16, &[32, 64]) {
                match c {
                    GemmConfig::Tiled(t) => assert!(t.is_valid(), "{c}"),
                    GemmConfig::Mma(t) => {
                        assert!(t.is_valid(), "{c}");
                        // Within Hopper's 227 KiB opt-in, the largest; `fits` offers each
                        // tiling only where the device's limit takes it (most within the 99
                        // KiB of sm_86/89, 128×128×64 within sm_80's 163).
                        let limit = if t.warpgroup { 227 } else { 163 };
                        assert!(
                            t.workgroup_bytes(GemmElement::F16) <= limit * 1024,
                            "{c}: {} bytes",
                            t.workgroup_bytes(GemmElement::F16)
                        );
                    }
                    GemmConfig::Broadcast(t) => assert!(t.is_valid() && family.is_none(), "{c}"),
                    GemmConfig::Direct => {}
                }
                assert_eq!(c.to_string().parse::<GemmConfig>().unwrap(), c);
            }
        }
        let warpgroups: GemmConfig = "mma128x128x64_g64x128_s4_v8".parse().unwrap();
        assert!(matches!(warpgroups, GemmConfig::Mma(t) if t.warpgroup && t.threads() == 256 && t.warp_n == 128));
        assert!("mma128x128x64_g64x128_s2_v8".parse::<GemmConfig>().is_err());
        assert!("mma128x256x64_g64x128_s3_v8_l64".parse::<GemmConfig>().is_err());
        let mma: GemmConfig = "mma128x128x32_w64x32_s2_v8_l64".parse().unwrap();
        assert!(matches!(mma, GemmConfig::Mma(t) if t.lanes == 64 && t.vector && t.threads() == 512));
        assert!(!mma.takes(GemmElement::F32) && mma.takes(GemmElement::F16));
        let hinted: GemmConfig = "128x128x8_t8x8_s2_v1_o2".parse().unwrap();
        assert!(matches!(hinted, GemmConfig::Tiled(t) if t.occupancy == 2 && !t.vector));
        assert!(all_configs(Some(Family::Nvidia), GemmElement::F32, &[32]).contains(&hinted));
        assert!(!all_configs(Some(Family::Amd), GemmElement::F32, &[32]).contains(&hinted));
        assert!(
            !all_configs(None, GemmElement::F32, &[32]).contains(&hinted),
            "the hint means nothing to wgpu"
        );
        for bad in [
            "128x128x8_t8x8_s3_v4",
            "tiles",
            "bcast48_v4",
            "bcast32_v2",
            "bcast32",
            "bcast32_v4_v4",
            "128x128x8_t8x8_s2_v1_o0",
            "128x128x8_t8x8_s2_v1_o9",
            "128x128x8_t8x8_s2_v1_2",
            "128x128x8_t8x8_s2_v1_o2_o2",
            "mma128x128x24_w64x32_s2_v4",
            "mma128x128x32_w64x48_s2_v4",
            "mma128x128x32_w64x32_s1_v4",
            "mma128x128x32_w64x32_s2_v4_l16",
            "mma128x128x32_w64x32_s2_v8_l32",
            "mma128x128x32_w64x32_s2_v4",
        ] {
            assert!(bad.parse::<GemmConfig>().is_err(), "{bad}");
        }
    }
}
