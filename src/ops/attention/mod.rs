//! Scaled dot-product attention computed the flash-attention way: `ops::attention`.
//!
//! `O = softmax(scale · Q Kᵀ + mask) V` per (batch, query head), Q `[batch, q_heads, q_len, d]`,
//! K and V `[batch, kv_heads, kv_len, d]`, O like Q; query head `h` reads key/value head
//! `h / (q_heads / kv_heads)` (multi-head, grouped-query and multi-query attention). One
//! workgroup takes a block of query rows of one head: its rows of Q (scaled) stay in workgroup
//! memory while tiles of K, then of V, stream through it; each row keeps a running maximum and
//! sum (the online softmax), and each work-item its share of the block's outputs, rescaled by
//! `exp(old max − new max)` whenever a row's maximum grows. The `q_len × kv_len` scores are
//! never written to memory. Arithmetic is f32 whatever the element type (f16 and bf16 are
//! widened when loaded and the output rounded once).
//!
//! A row that sees no key (causal with `q_len > kv_len` for its first rows, or an additive mask
//! of −∞ everywhere) is defined as zeros, not `0/0`. Causal masking aligns the last query with
//! the last key (query `i` sees keys `j ≤ i + kv_len − q_len`), as a decoder extending a KV cache
//! needs. Q and the output may be laid out tokens-first (`[batch, len, heads, d]`, the rows of a
//! projection), and K and V either way inside a cache with spare rows ([`AttentionLayout`],
//! `kv_capacity`): the kernel reads through strides, so no layout costs a copy.

use super::{memoized_source, with_params, OpFloat};
use crate::buffer::{DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;

#[cfg(feature = "llvm")]
mod native;
mod warpgroup;

/// The largest head dimension: d = 256 keeps a workgroup's tiles within 27 KiB (the 32 KiB of
/// workgroup memory every device kind has, WebGPU's default included).
pub const MAX_HEAD_DIM: usize = 256;

/// Work-items per workgroup.
const THREADS: u32 = 128;

/// Which scores a query row sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttentionMask {
    /// Every key.
    None,
    /// Keys up to the query's position, the last query aligned with the last key: query `i`
    /// sees key `j` when `j ≤ i + kv_len − q_len`.
    Causal,
    /// Every key, plus an f32 `[q_len, kv_len]` matrix added to the scaled scores (the same for
    /// every batch and head; −∞ hides a key), passed to [`attention_into`].
    Additive,
}

/// How the rows of Q, K, V or the output lie in their buffer (each row `head_dim` contiguous
/// elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AttentionLayout {
    /// `[batch, heads, len, head_dim]`: PyTorch's `scaled_dot_product_attention`, and a KV cache
    /// whose heads each hold their keys together.
    #[default]
    HeadsFirst,
    /// `[batch, len, heads, head_dim]`: the rows of a projection `x · W` with the heads side by
    /// side (FlashAttention's layout), read and written with no transpose.
    TokensFirst,
}

impl AttentionLayout {
    /// Element strides between batches, heads and rows of a tensor of `heads` heads with room for
    /// `rows` rows per head.
    pub(super) fn strides(self, heads: usize, rows: usize, d: usize) -> [usize; 3] {
        match self {
            AttentionLayout::HeadsFirst => [heads * rows * d, rows * d, d],
            AttentionLayout::TokensFirst => [rows * heads * d, d, heads * d],
        }
    }
}

/// The shape of an attention: Q `[batch, q_heads, q_len, head_dim]`, K and V
/// `[batch, kv_heads, kv_len, head_dim]`, all row-major; or with the rows of each laid out
/// [`AttentionLayout::TokensFirst`], and K and V inside a cache of `kv_capacity` rows per head.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AttentionSpec {
    /// Independent attentions (Q, K and V each hold `batch` of them).
    pub batch: usize,
    /// Query heads (and output heads).
    pub q_heads: usize,
    /// A divisor of `q_heads` (equal: multi-head; 1: multi-query; else grouped-query).
    pub kv_heads: usize,
    /// Queries per head.
    pub q_len: usize,
    /// Keys and values per head.
    pub kv_len: usize,
    /// 1 to [`MAX_HEAD_DIM`].
    pub head_dim: usize,
    /// The factor of `Q Kᵀ`; `None`: `1 / √head_dim`.
    pub scale: Option<f32>,
    /// Which keys each query sees.
    pub mask: AttentionMask,
    /// The layout of Q and the output.
    pub layout: AttentionLayout,
    /// The layout of K and V.
    pub kv_layout: AttentionLayout,
    /// Rows the K and V buffers hold per (batch, head), of which the first `kv_len` are read
    /// (a KV cache with room to grow); `None`: `kv_len`.
    pub kv_capacity: Option<usize>,
    /// Parts the keys are split into, each attended by its own workgroups and the parts'
    /// outputs combined after (flash-decoding); `None`: chosen from the device's compute units
    /// and the work (see [`attention_into`]).
    pub kv_splits: Option<usize>,
}

impl AttentionSpec {
    /// Multi-head attention of `heads` heads over `len` queries and keys, no mask.
    pub fn new(batch: usize, heads: usize, len: usize, head_dim: usize) -> Self {
        AttentionSpec {
            batch,
            q_heads: heads,
            kv_heads: heads,
            q_len: len,
            kv_len: len,
            head_dim,
            scale: None,
            mask: AttentionMask::None,
            layout: AttentionLayout::HeadsFirst,
            kv_layout: AttentionLayout::HeadsFirst,
            kv_capacity: None,
            kv_splits: None,
        }
    }

    /// The keys split into `parts` parts (at least 1), whatever the device.
    pub fn kv_splits(mut self, parts: usize) -> Self {
        self.kv_splits = Some(parts);
        self
    }

    /// Q and the output laid out as `layout`.
    pub fn layout(mut self, layout: AttentionLayout) -> Self {
        self.layout = layout;
        self
    }

    /// K and V laid out as `layout`.
    pub fn kv_layout(mut self, layout: AttentionLayout) -> Self {
        self.kv_layout = layout;
        self
    }

    /// K and V hold `rows` rows per (batch, head), of which the first `kv_len` are read.
    pub fn kv_capacity(mut self, rows: usize) -> Self {
        self.kv_capacity = Some(rows);
        self
    }

    fn capacity(&self) -> usize {
        self.kv_capacity.unwrap_or(self.kv_len)
    }

    /// `kv_len` keys and values (a KV cache longer than the queries).
    pub fn kv_len(mut self, kv_len: usize) -> Self {
        self.kv_len = kv_len;
        self
    }

    /// `kv_heads` key/value heads shared by groups of query heads.
    pub fn kv_heads(mut self, kv_heads: usize) -> Self {
        self.kv_heads = kv_heads;
        self
    }

    /// `scale` in place of `1 / √head_dim`.
    pub fn scale(mut self, scale: f32) -> Self {
        self.scale = Some(scale);
        self
    }

    /// The causal mask ([`AttentionMask::Causal`]).
    pub fn causal(mut self) -> Self {
        self.mask = AttentionMask::Causal;
        self
    }

    /// An additive `[q_len, kv_len]` f32 mask (given to [`attention_into`]).
    pub fn additive_mask(mut self) -> Self {
        self.mask = AttentionMask::Additive;
        self
    }

    fn q_elements(&self) -> usize {
        self.batch * self.q_heads * self.q_len * self.head_dim
    }

    fn kv_elements(&self) -> usize {
        self.batch * self.kv_heads * self.capacity() * self.head_dim
    }
}

/// The immediates of the attention kernel (its `Params`).
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct AttentionParams {
    q_len: u32,
    kv_len: u32,
    d: u32,
    group: u32,
    q_heads: u32,
    kv_heads: u32,
    scale: f32,
    /// `kv_len − q_len`: the causal mask's diagonal.
    causal_offset: i32,
    /// Element strides between batches, heads and rows of Q (and the output), then of K and V.
    q_strides: [u32; 3],
    kv_strides: [u32; 3],
    /// A split launch's parts, keys per part (a whole number of tiles), batch, and where the
    /// partial rows' maxima and sums start in the workspace.
    splits: u32,
    split_len: u32,
    batch: u32,
    stats_at: u32,
}

/// How one attention kernel tiles: `dim` (the head dimension rounded up to 16), `rows` query
/// rows per workgroup and `keys` keys per tile, so that Q's rows and a K or V tile take at most
/// 8 and 16 KiB of workgroup memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct AttentionTiling {
    dim: u32,
    rows: u32,
    keys: u32,
}

impl AttentionTiling {
    fn for_head_dim(d: usize) -> Self {
        let dim = (d as u32).div_ceil(16) * 16;
        AttentionTiling {
            dim,
            rows: if dim > 128 { 8 } else { 16 },
            keys: if dim <= 64 {
                64
            } else if dim <= 128 {
                32
            } else {
                16
            },
        }
    }

    /// Bytes of workgroup memory the kernel declares: Q's rows, a K or V tile, the scores, and
    /// each row's max, sum and scale.
    fn workgroup_bytes(&self) -> u64 {
        4 * (self.rows * self.dim + self.keys * self.dim + self.rows * self.keys + 3 * self.rows) as u64
    }

    /// [`for_head_dim`](Self::for_head_dim)'s tiling with fewer keys per tile until it fits a
    /// device's `limit` of workgroup memory (WebGPU's default is 16 KiB, where d = 64 takes
    /// 24 KiB with 64 keys), keeping every work-item's share of the scores whole. A head
    /// dimension that fits no tiling keeps the largest, which the launch refuses by name.
    fn for_device(d: usize, limit: u64) -> Self {
        let mut t = Self::for_head_dim(d);
        while t.workgroup_bytes() > limit && t.keys > 8 && t.rows * (t.keys / 2) % THREADS == 0 {
            t.keys /= 2;
        }
        if t.workgroup_bytes() > limit {
            return Self::for_head_dim(d);
        }
        t
    }
}

/// Attention of Q, K and V (each `T`: f32, f16 or bf16) into `out` (like Q), shaped by `spec`;
/// `mask`, the `[q_len, kv_len]` f32 matrix, exactly when `spec.mask` is
/// [`AttentionMask::Additive`].
///
/// On Hopper (compute capability 9.0) f16 and bf16 attention with d ≤ 128 and at least 64
/// queries runs on warpgroup multiply-adds (`wgmma`, `attention/warpgroup.rs`); elsewhere on
/// NVIDIA (sm_80 on; f16 from sm_75) and AMD GPUs with matrix cores, f16 and bf16 attention
/// of at least 16 queries runs on the tensor cores (cooperative matrices); the CPU device
/// computes f32 attention with a native twin (`attention/native.rs`) unless
/// [`GpuContext::set_native_ops`] turned that off; everything else runs the SIMT kernel.
pub fn attention_into<T, Q, K, V, O, M>(
    ctx: &GpuContext,
    spec: &AttentionSpec,
    q: &Q,
    k: &K,
    v: &V,
    out: &mut O,
    mask: Option<&M>,
) -> Result<()>
where
    T: OpFloat,
    Q: DeviceSlice<T> + KernelArg,
    K: DeviceSlice<T> + KernelArg,
    V: DeviceSlice<T> + KernelArg,
    O: DeviceSliceMut<T> + KernelArg,
    M: DeviceSlice<f32> + KernelArg,
{
    attention_on::<T, Q, K, V, O, M>(ctx, spec, q, k, v, out, mask, None)
}

/// [`attention_into`] on the tensor-core kernel with waves of `lanes` (32 or 64) work-items,
/// whatever the device: how the tests check that kernel's tiling and online softmax on the CPU
/// device (which computes each wave's matrices in every work-item, with the same arithmetic).
/// f16 and bf16 only.
#[doc(hidden)]
#[allow(clippy::too_many_arguments)]
pub fn attention_on_tensor_cores_into<T, Q, K, V, O, M>(
    ctx: &GpuContext,
    spec: &AttentionSpec,
    q: &Q,
    k: &K,
    v: &V,
    out: &mut O,
    mask: Option<&M>,
    lanes: u32,
) -> Result<()>
where
    T: OpFloat,
    Q: DeviceSlice<T> + KernelArg,
    K: DeviceSlice<T> + KernelArg,
    V: DeviceSlice<T> + KernelArg,
    O: DeviceSliceMut<T> + KernelArg,
    M: DeviceSlice<f32> + KernelArg,
{
    if T::NAME == "f32" || !(lanes == 32 || lanes == 64) {
        return Err(GpuError::invalid_argument(format!(
            "ops::attention: the tensor-core kernel takes f16 or bf16 and waves of 32 or 64, not {} and {lanes}",
            T::NAME
        )));
    }
    attention_on::<T, Q, K, V, O, M>(ctx, spec, q, k, v, out, mask, Some(TensorCores::Waves(lanes)))
}

/// [`attention_into`] on the warpgroup kernel (`attention/warpgroup.rs`: `wgmma` on sm_90a),
/// whatever the device: how the tests check that kernel on the CPU device, which runs its
/// `anygpu_wgmma` functions as written. f16 and bf16, head dimensions up to 128 (multiples of
/// 8), strides that are multiples of 8, at least 64 queries; anything else is refused.
#[doc(hidden)]
pub fn attention_on_warpgroups_into<T, Q, K, V, O, M>(
    ctx: &GpuContext,
    spec: &AttentionSpec,
    q: &Q,
    k: &K,
    v: &V,
    out: &mut O,
    mask: Option<&M>,
) -> Result<()>
where
    T: OpFloat,
    Q: DeviceSlice<T> + KernelArg,
    K: DeviceSlice<T> + KernelArg,
    V: DeviceSlice<T> + KernelArg,
    O: DeviceSliceMut<T> + KernelArg,
    M: DeviceSlice<f32> + KernelArg,
{
    attention_on::<T, Q, K, V, O, M>(ctx, spec, q, k, v, out, mask, Some(TensorCores::Warpgroups))
}

/// Which tensor-core kernel runs an attention.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TensorCores {
    /// Cooperative matrices in waves of this many work-items (`attention_mma_wgsl`).
    Waves(u32),
    /// Warpgroup multiply-adds (`attention/warpgroup.rs`).
    Warpgroups,
}

/// The kernels' immediates for `spec`, launched in `splits` parts of `split_len` keys whose
/// maxima and sums start at `stats_at` in the workspace.
fn attention_params(spec: &AttentionSpec, splits: usize, split_len: usize, stats_at: usize) -> AttentionParams {
    AttentionParams {
        q_len: spec.q_len as u32,
        kv_len: spec.kv_len as u32,
        d: spec.head_dim as u32,
        group: (spec.q_heads / spec.kv_heads) as u32,
        q_heads: spec.q_heads as u32,
        kv_heads: spec.kv_heads as u32,
        scale: spec.scale.unwrap_or(1.0 / (spec.head_dim as f32).sqrt()),
        causal_offset: (spec.kv_len as i64 - spec.q_len as i64) as i32,
        q_strides: spec
            .layout
            .strides(spec.q_heads, spec.q_len, spec.head_dim)
            .map(|x| x as u32),
        kv_strides: spec
            .kv_layout
            .strides(spec.kv_heads, spec.capacity(), spec.head_dim)
            .map(|x| x as u32),
        splits: splits as u32,
        split_len: split_len as u32,
        batch: spec.batch as u32,
        stats_at: stats_at as u32,
    }
}

/// `grid` (blocks of `rows` queries, heads, batches and parts), refused where the device
/// launches fewer workgroups.
fn checked_grid(ctx: &GpuContext, grid: [usize; 3], rows: u32) -> Result<[u32; 3]> {
    let max = ctx.info().dispatch_grid;
    if grid.iter().zip(max).any(|(&g, m)| g > m as usize) {
        return Err(GpuError::invalid_argument(format!(
            "ops::attention: {} blocks of {rows} queries × {} heads × {} batches is more workgroups than {} launches ({}×{}×{})",
            grid[0], grid[1], grid[2], ctx.info().id, max[0], max[1], max[2]
        )));
    }
    Ok(grid.map(|g| g as u32))
}

/// Whether `ctx` runs `T`'s attention of `spec` on tensor cores, and with waves of how many.
fn tensor_core_lanes<T: OpFloat>(ctx: &GpuContext, spec: &AttentionSpec) -> Option<u32> {
    let info = ctx.info();
    let gpu = matches!(info.kind, crate::DeviceKind::Cuda | crate::DeviceKind::Rocm);
    let element = super::matmul::config::GemmElement::of::<T>();
    // RDNA's matrix cores hold A and B whole in each lane: at d = 128 the kernel spilled 130
    // VGPRs on gfx1100 (252 of 256 used at d = 64), so there only up to 64.
    let rdna_too_wide = info.kind == crate::DeviceKind::Rocm && info.subgroup_size == 32 && spec.head_dim > 64;
    (gpu && T::NAME != "f32"
        && spec.q_len >= 16
        && !rdna_too_wide
        && super::matmul::config::has_matrix_cores(info, element))
    .then_some(info.subgroup_size)
    .filter(|&lanes| lanes == 32 || lanes == 64)
}

#[allow(clippy::too_many_arguments)]
fn attention_on<T, Q, K, V, O, M>(
    ctx: &GpuContext,
    spec: &AttentionSpec,
    q: &Q,
    k: &K,
    v: &V,
    out: &mut O,
    mask: Option<&M>,
    forced: Option<TensorCores>,
) -> Result<()>
where
    T: OpFloat,
    Q: DeviceSlice<T> + KernelArg,
    K: DeviceSlice<T> + KernelArg,
    V: DeviceSlice<T> + KernelArg,
    O: DeviceSliceMut<T> + KernelArg,
    M: DeviceSlice<f32> + KernelArg,
{
    check(spec, [q.len(), k.len(), v.len(), out.len()], mask.map(|m| m.len()))?;
    if spec.q_elements() == 0 {
        return Ok(());
    }
    let unfit = warpgroup::unfit(spec, T::NAME);
    let warpgroups = super::matmul::config::has_warpgroup_mma(ctx.info()) && unfit.is_none();
    let tensor_cores = match forced {
        Some(TensorCores::Warpgroups) => {
            if let Some(why) = unfit {
                return Err(GpuError::invalid_argument(format!(
                    "ops::attention: the warpgroup kernel {why}"
                )));
            }
            Some(TensorCores::Warpgroups)
        }
        Some(forced) => Some(forced),
        None if warpgroups => Some(TensorCores::Warpgroups),
        None => tensor_core_lanes::<T>(ctx, spec).map(TensorCores::Waves),
    };
    if let Some(tensor_cores) = tensor_cores {
        let (kernel, rows) = match tensor_cores {
            TensorCores::Warpgroups => {
                let (dim, mask) = (warpgroup::padded_dim(spec.head_dim), spec.mask);
                let source = memoized_source(format!("attention_wgmma/{}/{dim}/{mask:?}", T::NAME), || {
                    super::source_for(T::NAME, warpgroup::source(dim, mask))
                });
                (ctx.compile_kernel(&source)?, warpgroup::rows(dim))
            }
            TensorCores::Waves(lanes) => {
                let t = MmaAttentionTiling::for_head_dim(spec.head_dim, lanes);
                let kernel = attention_kernel::<T>(ctx, format!("mma/{t:?}/{:?}", spec.mask), || {
                    attention_mma_wgsl(T::NAME, spec.mask, t)
                })?;
                (kernel, t.rows())
            }
        };
        let grid = checked_grid(
            ctx,
            [spec.q_len.div_ceil(rows as usize), spec.q_heads, spec.batch],
            rows,
        )?;
        let params = attention_params(spec, 1, spec.kv_len, 0);
        let mut args: Vec<&dyn KernelArg> = vec![q, k, v, &*out];
        if let Some(m) = mask {
            args.push(m);
        }
        let immediate = Immediate(&params);
        return ctx.launch(
            &kernel,
            LaunchConfig::grid(grid, &kernel),
            &with_params(&kernel, &args, &immediate),
        );
    }
    let tiling = AttentionTiling::for_device(spec.head_dim, ctx.info().workgroup_memory_limit);
    // Written out on wgpu (lavapipe's loop limit: see `attention_wgsl`).
    let unroll = ctx.info().kind == crate::DeviceKind::Wgpu;
    let q_blocks = spec.q_len.div_ceil(tiling.rows as usize);
    // The CPU device's native twin (f32) runs in place of the kernel, unsplit.
    let twin = ctx.native_ops() && T::NAME == "f32";
    let (splits, split_len) = if twin {
        (1, spec.kv_len)
    } else {
        kv_parts(spec, tiling, q_blocks, ctx.info().multiprocessor_count)
    };
    let split = splits > 1;
    // The workspace of a split launch: every part's rows (unnormalized), then their maxima and sums.
    let rows_out = splits * spec.batch * spec.q_heads * spec.q_len;
    let (part_len, stats_len) = (rows_out * spec.head_dim, 2 * rows_out);
    if split && u32::try_from(part_len + stats_len).is_err() {
        return Err(GpuError::invalid_argument(format!(
            "ops::attention: {splits} key parts need a workspace of more than 2^32 elements; ask for fewer (AttentionSpec::kv_splits)"
        )));
    }
    let kernel = attention_kernel::<T>(ctx, format!("simt/{tiling:?}/{:?}/{unroll}/{split}", spec.mask), || {
        attention_wgsl(T::WGSL, T::NAME, spec.mask, tiling, unroll, split)
    })?;
    let params = attention_params(spec, splits, split_len, part_len);
    let grid = checked_grid(ctx, [q_blocks, spec.q_heads, spec.batch * splits], tiling.rows)?;
    let cfg = LaunchConfig::grid(grid, &kernel);
    let immediate = Immediate(&params);
    let workspace = if split {
        Some(ctx.alloc::<f32>(part_len + stats_len)?)
    } else {
        None
    };
    let target: &dyn KernelArg = match &workspace {
        Some(ws) => ws,
        None => &*out,
    };
    let mut args: Vec<&dyn KernelArg> = vec![q, k, v, target];
    if let Some(m) = mask {
        args.push(m);
    }
    #[cfg(feature = "llvm")]
    if twin {
        let task = native::NativeAttention {
            spec: *spec,
            scale: params.scale,
            q_strides: spec.layout.strides(spec.q_heads, spec.q_len, spec.head_dim),
            kv_strides: spec.kv_layout.strides(spec.kv_heads, spec.capacity(), spec.head_dim),
        };
        return ctx.launch_or_host_task(
            &kernel,
            cfg,
            &with_params(&kernel, &args, &immediate),
            Some(task.task()),
        );
    }
    ctx.launch(&kernel, cfg, &with_params(&kernel, &args, &immediate))?;
    let Some(ws) = workspace else {
        return Ok(());
    };
    let combine = attention_kernel::<T>(ctx, "combine".into(), || combine_wgsl(T::WGSL))?;
    let combine_params = CombineParams {
        total: (spec.batch * spec.q_heads * spec.q_len * spec.head_dim) as u32,
        splits: splits as u32,
        batch: spec.batch as u32,
        heads: spec.q_heads as u32,
        q_len: spec.q_len as u32,
        d: spec.head_dim as u32,
        stats_at: part_len as u32,
        strides: params.q_strides,
    };
    super::launch_elementwise(
        ctx,
        &combine,
        combine_params.total as usize,
        "attention",
        &[&ws, &*out, &Immediate(&combine_params)],
    )
}

/// The attention kernel `key` names (with `T`) on `ctx`, its WGSL written by `wgsl` once per
/// process ([`memoized_source`]).
fn attention_kernel<T: OpFloat>(ctx: &GpuContext, key: String, wgsl: impl FnOnce() -> String) -> Result<crate::Kernel> {
    let source = memoized_source(format!("attention/{}/{key}", T::NAME), || {
        super::source_for(T::NAME, crate::KernelSource::wgsl(wgsl()))
    });
    ctx.compile_kernel(&source)
}

/// How many parts a launch splits the keys into, and the keys per part (whole tiles): as the
/// spec asks, or, with the query blocks × heads × batches fewer than 4 workgroups per compute
/// unit (decoding: one query block per head), enough parts to make up 4 per unit, each of at
/// least 4 tiles, at most 64 (flash-decoding).
fn kv_parts(spec: &AttentionSpec, t: AttentionTiling, q_blocks: usize, compute_units: u32) -> (usize, usize) {
    let keys = t.keys as usize;
    let tiles = spec.kv_len.div_ceil(keys).max(1);
    let wanted = match spec.kv_splits {
        Some(parts) => parts.clamp(1, tiles),
        None => {
            let work = (q_blocks * spec.q_heads * spec.batch).max(1);
            (4 * compute_units.max(1) as usize)
                .div_ceil(work)
                .min(tiles / 4)
                .clamp(1, 64)
        }
    };
    let per_part = tiles.div_ceil(wanted);
    (tiles.div_ceil(per_part), per_part * keys)
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct CombineParams {
    total: u32,
    splits: u32,
    batch: u32,
    heads: u32,
    q_len: u32,
    d: u32,
    stats_at: u32,
    strides: [u32; 3],
}

/// The split launch's outputs combined (one work-item per output element): with `M` the parts'
/// largest maximum, `o = Σ acc_p · e^(m_p − M) / Σ l_p · e^(m_p − M)`; a row no part saw a key
/// of is zeros.
pub(super) fn combine_wgsl(wgsl: &str) -> String {
    let enable = super::enable(wgsl);
    format!(
        "{enable}// anygpu op: attention_combine
struct Params {{ total: u32, splits: u32, batch: u32, heads: u32, q_len: u32, d: u32, stats_at: u32, bs: u32, hs: u32, rs: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> ws: array<f32>;
@group(0) @binding(1) var<storage, read_write> o: array<{wgsl}>;
fn neg_inf() -> f32 {{ return bitcast<f32>(0xff800000u); }}
@compute @workgroup_size({WORKGROUP})
fn op_attention_combine(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let n = {INDEX};
    if n >= p.total {{ return; }}
    let c = n % p.d;
    let row = n / p.d;
    let i = row % p.q_len;
    let h = row / p.q_len % p.heads;
    let b = row / p.q_len / p.heads;
    var top = neg_inf();
    for (var part = 0u; part < p.splits; part++) {{
        top = max(top, ws[p.stats_at + 2u * (((part * p.batch + b) * p.heads + h) * p.q_len + i)]);
    }}
    var sum = 0.0;
    var acc = 0.0;
    if top > neg_inf() {{
        for (var part = 0u; part < p.splits; part++) {{
            let r = ((part * p.batch + b) * p.heads + h) * p.q_len + i;
            let m = ws[p.stats_at + 2u * r];
            let w = select(0.0, exp(m - top), m > neg_inf());
            sum += ws[p.stats_at + 2u * r + 1u] * w;
            acc += ws[r * p.d + c] * w;
        }}
    }}
    o[b * p.bs + h * p.hs + i * p.rs + c] = {wgsl}(select(0.0, acc / sum, sum > 0.0));
}}
",
        INDEX = super::INDEX,
        WORKGROUP = super::WORKGROUP,
    )
}

/// [`attention_into`] without a mask buffer (no mask, or causal), into a new buffer.
pub fn attention<T, Q, K, V>(
    ctx: &GpuContext,
    spec: &AttentionSpec,
    q: &Q,
    k: &K,
    v: &V,
) -> Result<crate::buffer::DeviceBuffer<T>>
where
    T: OpFloat,
    Q: DeviceSlice<T> + KernelArg,
    K: DeviceSlice<T> + KernelArg,
    V: DeviceSlice<T> + KernelArg,
{
    let mut out = ctx.alloc::<T>(q.len())?;
    attention_into::<T, _, _, _, _, crate::buffer::DeviceBuffer<f32>>(ctx, spec, q, k, v, &mut out, None)?;
    Ok(out)
}

/// The spec's own consistency and the buffers' lengths (Q, K, V, O; the mask's), each a clear
/// error naming what is wrong.
fn check(spec: &AttentionSpec, lens: [usize; 4], mask: Option<usize>) -> Result<()> {
    let bad = |msg: String| Err(GpuError::invalid_argument(format!("ops::attention: {msg}")));
    if spec.head_dim == 0 || spec.head_dim > MAX_HEAD_DIM {
        return bad(format!(
            "head_dim {} is not between 1 and {MAX_HEAD_DIM}",
            spec.head_dim
        ));
    }
    if spec.kv_heads == 0 || spec.q_heads % spec.kv_heads != 0 {
        return bad(format!(
            "{} query heads are not groups of {} key/value heads (q_heads must be a multiple of kv_heads, and kv_heads at least 1)",
            spec.q_heads, spec.kv_heads
        ));
    }
    if spec.capacity() < spec.kv_len {
        return bad(format!(
            "kv_capacity {} is less than kv_len {}",
            spec.capacity(),
            spec.kv_len
        ));
    }
    if spec.scale.is_some_and(|s| !s.is_finite()) {
        return bad(format!("the scale {:?} is not finite", spec.scale));
    }
    let (q_len, kv_len) = (spec.q_elements(), spec.kv_elements());
    for (name, len, want) in [
        ("Q", lens[0], q_len),
        ("K", lens[1], kv_len),
        ("V", lens[2], kv_len),
        ("the output", lens[3], q_len),
    ] {
        if len != want {
            return bad(format!(
                "{name} has {len} elements; {spec:?} needs {want} (batch × heads × rows × head_dim)"
            ));
        }
    }
    let mask_len = spec.q_len * spec.kv_len;
    match (spec.mask, mask) {
        (AttentionMask::Additive, None) => {
            return bad("AttentionMask::Additive needs the mask buffer ([q_len, kv_len] f32)".into())
        }
        (AttentionMask::Additive, Some(len)) if len != mask_len => {
            return bad(format!(
                "the mask has {len} elements, not q_len × kv_len = {} × {} = {mask_len}",
                spec.q_len, spec.kv_len
            ))
        }
        (AttentionMask::None | AttentionMask::Causal, Some(_)) => {
            return bad(format!(
                "a mask buffer was given but the spec's mask is {:?} (use AttentionMask::Additive)",
                spec.mask
            ))
        }
        _ => {}
    }
    for (name, n) in [("Q", q_len), ("K", kv_len), ("the mask", mask_len)] {
        if u32::try_from(n).is_err() {
            return bad(format!(
                "{name} has {n} elements, more than 2^32, the most one launch indexes"
            ));
        }
    }
    Ok(())
}

/// The attention kernel for `element` (`f32` or `f16`), head dimension `d` and `mask` (`split`:
/// the flash-decoding part kernel), with its name (for `anygpu ops dump` and the offline checks).
pub(super) fn kernel_of(element: &str, d: usize, mask: AttentionMask, split: bool) -> (String, String) {
    let t = AttentionTiling::for_head_dim(d);
    let name = match mask {
        AttentionMask::None => format!("attention_{element}_d{}", t.dim),
        AttentionMask::Causal => format!("attention_{element}_d{}_causal", t.dim),
        AttentionMask::Additive => format!("attention_{element}_d{}_masked", t.dim),
    };
    let name = if split { format!("{name}_split") } else { name };
    (name, attention_wgsl(element, element, mask, t, false, split))
}

/// The tensor-core attention kernel (f16; bf16 is the same text compiled with
/// `bfloat16_halves`) for head dimension `d`, `mask` and waves of `lanes`, with its name.
pub(super) fn mma_kernel_of(d: usize, mask: AttentionMask, lanes: u32) -> (String, String) {
    let t = MmaAttentionTiling::for_head_dim(d, lanes);
    (
        format!("attention_mma_f16_d{}{}_l{lanes}", t.dim, MaskText::of(mask).name),
        attention_mma_wgsl("f16", mask, t),
    )
}

// test hook: the warpgroup attention kernels, with the compile options they need
/// The warpgroup attention kernels (`wgmma`; f16, compiled with the copies and multiply-adds
/// they are written for), named, for `anygpu ops dump` and the offline checks: d 64 and 128,
/// each mask.
#[doc(hidden)]
pub fn attention_warpgroup_kernels() -> Vec<(String, crate::KernelSource)> {
    let mut out = Vec::new();
    for dim in [64, 128] {
        for mask in [AttentionMask::None, AttentionMask::Causal, AttentionMask::Additive] {
            out.push((warpgroup::name(dim, mask), warpgroup::source(dim, mask)));
        }
    }
    out
}

/// `count` copies of `body` (given its index as a WGSL expression): a `for` loop over `var`, or
/// with `unroll` the copies written out (see [`attention_wgsl`]).
fn repeat(unroll: bool, var: &str, count: u32, body: impl Fn(&str) -> String) -> String {
    if unroll {
        (0..count).map(|n| body(&format!("{n}u"))).collect()
    } else {
        format!("for (var {var} = 0u; {var} < {count}u; {var}++) {{\n{}}}\n", body(var))
    }
}

/// The attention kernels' `Params` ([`AttentionParams`]) and their immediate.
const PARAMS_WGSL: &str = "struct Params { q_len: u32, kv_len: u32, d: u32, group: u32, q_heads: u32, kv_heads: u32, scale: f32, causal_offset: i32,
    q_bs: u32, q_hs: u32, q_rs: u32, kv_bs: u32, kv_hs: u32, kv_rs: u32, splits: u32, split_len: u32, batch: u32, stats_at: u32 }
var<immediate> p: Params;";

/// What a mask puts into an attention kernel's text: its name suffix, its binding, the block's
/// end of keys (`kv_end`: the last key the block's last row sees, plus one, when causal), the
/// test of whether query `qi` sees `key`, and the statement adding the mask to `score`.
struct MaskText {
    name: &'static str,
    binding: &'static str,
    kv_end: &'static str,
    visible: &'static str,
    add_mask: &'static str,
}

impl MaskText {
    fn of(mask: AttentionMask) -> Self {
        let causal = mask == AttentionMask::Causal;
        let additive = mask == AttentionMask::Additive;
        MaskText {
            name: match mask {
                AttentionMask::None => "",
                AttentionMask::Causal => "_causal",
                AttentionMask::Additive => "_masked",
            },
            binding: if additive {
                "@group(0) @binding(4) var<storage, read> mask: array<f32>;\n"
            } else {
                ""
            },
            kv_end: if causal {
                "    let last = i32(min(q0 + BQ, p.q_len)) - 1 + p.causal_offset;\n    let kv_end = u32(clamp(last + 1, 0, i32(p.kv_len)));\n"
            } else {
                "    let kv_end = p.kv_len;\n"
            },
            visible: if causal {
                "key < p.kv_len && qi < p.q_len && i32(key) <= i32(qi) + p.causal_offset"
            } else {
                "key < p.kv_len && qi < p.q_len"
            },
            add_mask: if additive {
                "if visible { score += mask[qi * p.kv_len + key]; }\n"
            } else {
                ""
            },
        }
    }
}

/// The kernel for elements declared `wgsl` (`f32`, or `f16` for both 16-bit types) named `name`.
/// With `unroll` (wgpu) every loop but the one over K/V tiles is written out: lavapipe (Mesa
/// 22.3's llvmpipe) stops an invocation after 65,535 loop iterations counted over all of its
/// loops together, and with the inner loops as loops a 4096-key attention at d = 64 passed that
/// and came out wrong (2026-11-27); unrolled, a kernel runs `kv_len / keys` iterations (up to 4
/// million keys). Elsewhere the loops over the head dimension and the keys stay loops, which
/// LLVM unrolls as far as registers allow (fully unrolled, ptxas spilled 192 bytes at d = 64 on
/// sm_90); those over a work-item's outputs and scores are always written out, so that its
/// accumulators are indexed by constants (registers, not a stack frame).
///
/// With `split` (flash-decoding) workgroup z is (batch, part): the workgroup attends keys
/// `part · split_len ..` of its block and writes its rows' unnormalized outputs, maxima and sums
/// to the f32 workspace `ws` for [`combine_wgsl`].
fn attention_wgsl(
    wgsl: &str,
    name: &str,
    mask: AttentionMask,
    t: AttentionTiling,
    unroll: bool,
    split: bool,
) -> String {
    let AttentionTiling { dim, rows, keys } = t;
    let enable = if wgsl == "f16" { "enable f16;\n" } else { "" };
    let MaskText {
        name: mask_name,
        binding: mask_binding,
        kv_end,
        visible,
        add_mask,
    } = MaskText::of(mask);
    let outs = rows * dim / THREADS;
    let q_load = repeat(unroll, "r", outs, |r| {
        format!(
            "{{ let e = t + {r} * {THREADS}u; let i = e / D; let c = e % D; var x = 0.0;
if q0 + i < p.q_len && c < p.d {{ x = f32(q[q_base + (q0 + i) * p.q_rs + c]) * p.scale; }}
qs[e] = x; }}\n"
        )
    });
    let kv_load = |buffer: &str| {
        repeat(unroll, "r", keys * dim / THREADS, |r| {
            format!(
                "{{ let e = t + {r} * {THREADS}u; let j = e / D; let c = e % D; var x = 0.0;
if j0 + j < p.kv_len && c < p.d {{ x = f32({buffer}[kv_base + (j0 + j) * p.kv_rs + c]); }}
kvs[e] = x; }}\n"
            )
        })
    };
    // Rows of the block past the last query skip their dot products and their outputs'
    // updates: decoding attends one query in a block of `BQ` (16 at d = 128), and computed every
    // row's. Those rows' scores are −∞ and their outputs never stored, whatever they hold, so the
    // other rows' bits are unchanged. The test is on the row, which consecutive work-items share
    // (a warp's, where a row's keys or columns are 32 or more), so GPUs do not diverge on it.
    let scores = repeat(true, "r", rows * keys / THREADS, |r| {
        let dot = repeat(unroll, "c", dim, |c| {
            format!("score = fma(qs[qa + {c}], kvs[ka + {c}], score);\n")
        });
        format!(
            "{{ let e = t + {r} * {THREADS}u; let i = e / BK; let j = e % BK; let qa = i * D; let ka = j * D; var score = 0.0;
if q0 + i < p.q_len {{
{dot}}}
let key = j0 + j; let qi = q0 + i; let visible = {visible};
{add_mask}s[e] = select(neg_inf(), score, visible); }}\n"
        )
    });
    let row_max = repeat(unroll, "j", keys, |j| format!("m = max(m, s[at + {j}]);\n"));
    let row_probabilities = repeat(unroll, "j", keys, |j| {
        format!("{{ let pr = select(0.0, exp(s[at + {j}] - m), seen); s[at + {j}] = pr; sum += pr; }}\n")
    });
    let update = repeat(true, "r", outs, |r| {
        let terms = repeat(unroll, "j", keys, |j| {
            format!("a = fma(s[sa + {j}], kvs[{j} * D + c], a);\n")
        });
        format!(
            "{{ let e = t + {r} * {THREADS}u; let i = e / D; let c = e % D; let sa = i * BK;
if q0 + i < p.q_len {{
var a = acc[{r}] * row_scale[i];
{terms}acc[{r}] = a; }} }}\n"
        )
    });
    let store = if split {
        let rows_out = repeat(true, "r", outs, |r| {
            format!(
                "{{ let e = t + {r} * {THREADS}u; let i = e / D; let c = e % D;
if q0 + i < p.q_len && c < p.d {{ ws[(part_row + i) * p.d + c] = acc[{r}]; }} }}\n"
            )
        });
        format!(
            "let part_row = ((part * p.batch + b) * p.q_heads + h) * p.q_len + q0;
{rows_out}if t < BQ && q0 + t < p.q_len {{
    ws[p.stats_at + 2u * (part_row + t)] = row_max[t];
    ws[p.stats_at + 2u * (part_row + t) + 1u] = row_sum[t];
}}
"
        )
    } else {
        repeat(true, "r", outs, |r| {
            format!(
                "{{ let e = t + {r} * {THREADS}u; let i = e / D; let c = e % D; let l = row_sum[i];
if q0 + i < p.q_len && c < p.d {{ o[q_base + (q0 + i) * p.q_rs + c] = {wgsl}(select(0.0, acc[{r}] / l, l > 0.0)); }} }}\n"
            )
        })
    };
    let (output, which, kv_range, split_name) = if split {
        (
            "@group(0) @binding(3) var<storage, read_write> ws: array<f32>;\n".to_string(),
            "let part = wid.z % p.splits;\nlet b = wid.z / p.splits;\n",
            "let kv_start = part * p.split_len;\nlet kv_stop = min(kv_end, kv_start + p.split_len);\n",
            "_split",
        )
    } else {
        (
            format!("@group(0) @binding(3) var<storage, read_write> o: array<{wgsl}>;\n"),
            "let b = wid.z;\n",
            "let kv_start = 0u;\nlet kv_stop = kv_end;\n",
            "",
        )
    };
    let (k_load, v_load) = (kv_load("k"), kv_load("v"));
    format!(
        "{enable}{PARAMS_WGSL}
@group(0) @binding(0) var<storage, read> q: array<{wgsl}>;
@group(0) @binding(1) var<storage, read> k: array<{wgsl}>;
@group(0) @binding(2) var<storage, read> v: array<{wgsl}>;
{output}{mask_binding}const D: u32 = {dim}u;
const BQ: u32 = {rows}u;
const BK: u32 = {keys}u;
// −∞ (a function: naga does not evaluate `bitcast` in constants).
fn neg_inf() -> f32 {{ return bitcast<f32>(0xff800000u); }}
// The block's query rows, scaled; one tile of K, then of V; the tile's scores, then their
// probabilities; per row the running maximum and sum, and the factor the step rescaled by.
var<workgroup> qs: array<f32, {q_tile}>;
var<workgroup> kvs: array<f32, {kv_tile}>;
var<workgroup> s: array<f32, {s_tile}>;
var<workgroup> row_max: array<f32, BQ>;
var<workgroup> row_sum: array<f32, BQ>;
var<workgroup> row_scale: array<f32, BQ>;

@compute @workgroup_size({THREADS})
fn op_attention_{name}_d{dim}{mask_name}{split_name}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) wid: vec3<u32>) {{
let q0 = wid.x * BQ;
let h = wid.y;
{which}
let q_base = b * p.q_bs + h * p.q_hs;
let kv_base = b * p.kv_bs + h / p.group * p.kv_hs;
{q_load}if t < BQ {{
    row_max[t] = neg_inf();
    row_sum[t] = 0.0;
}}
var acc: array<f32, {outs}>;
{kv_end}{kv_range}for (var j0 = kv_start; j0 < kv_stop; j0 += BK) {{
workgroupBarrier();
{k_load}workgroupBarrier();
{scores}workgroupBarrier();
// One work-item per row: the new maximum, the probabilities, the rescaled sum. A row that has
// seen no key yet (maximum −∞) keeps probabilities 0.
if t < BQ {{
    let at = t * BK;
    let old = row_max[t];
    var m = old;
{row_max}    let seen = m > neg_inf();
    var sum = 0.0;
{row_probabilities}    let alpha = select(0.0, exp(old - m), old > neg_inf());
    row_scale[t] = alpha;
    row_sum[t] = row_sum[t] * alpha + sum;
    row_max[t] = m;
}}
// The scores are done with K: V's tile takes its place.
{v_load}workgroupBarrier();
{update}}}
workgroupBarrier();
{store}}}
",
        q_tile = rows * dim,
        kv_tile = keys * dim,
        s_tile = rows * keys,
    )
}

/// How a tensor-core attention kernel tiles ([`attention_mma_wgsl`]): `waves` waves of `lanes`
/// work-items, each wave 16 query rows; `keys` keys per tile; `dim` the head dimension rounded
/// up to 16.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct MmaAttentionTiling {
    dim: u32,
    waves: u32,
    keys: u32,
    lanes: u32,
}

/// The workgroup memory a tensor-core attention kernel may take: 48 KiB, CUDA's static limit.
const MMA_WORKGROUP_BYTES: u32 = 48 << 10;

impl MmaAttentionTiling {
    /// The first of 4 waves × 64 keys, 4 × 32, 2 × 32, 4 × 16, 2 × 16, 1 × 16 whose tiles fit
    /// [`MMA_WORKGROUP_BYTES`] (see the unit test for what each head dimension gets).
    fn for_head_dim(d: usize, lanes: u32) -> Self {
        let dim = (d as u32).div_ceil(16) * 16;
        [(4, 64), (4, 32), (2, 32), (4, 16), (2, 16), (1, 16)]
            .into_iter()
            .map(|(waves, keys)| MmaAttentionTiling {
                dim,
                waves,
                keys,
                lanes,
            })
            .find(|t| t.workgroup_bytes() <= MMA_WORKGROUP_BYTES)
            .unwrap_or(MmaAttentionTiling {
                dim,
                waves: 1,
                keys: 16,
                lanes,
            })
    }

    fn rows(&self) -> u32 {
        16 * self.waves
    }

    /// Row pitches (elements): 16-bit tiles' rows padded by 16 bytes (each row starts on 16
    /// bytes, as `ldmatrix` needs, and consecutive rows in other banks), f32 scores' by 4.
    fn pitches(&self) -> (u32, u32, u32) {
        (self.dim + 8, self.keys + 4, self.keys + 8)
    }

    /// Q's rows, K's and V's tiles and the probabilities in 16 bits; the scores, two 16×16 f32
    /// tiles per wave (the outputs' rescaling) and three numbers per row in f32.
    fn workgroup_bytes(&self) -> u32 {
        let (dp, sp, pp) = self.pitches();
        let rows = self.rows();
        2 * (rows * dp + 2 * self.keys * dp + rows * pp) + 4 * (rows * sp + 512 * self.waves + 3 * rows)
    }
}

/// The tensor-core attention kernel (f16, and bf16 through `bfloat16_halves`) with
/// cooperative matrices: `mma.sync` on NVIDIA, `v_mfma` / `v_wmma` on AMD (`docs/src/
/// cooperative.md`). Each wave owns 16 query rows; per tile of keys it multiplies its Q rows
/// by the tile's K (`S = Q·Kᵀ`, 16×16 f32 accumulators stored to workgroup memory), one
/// work-item per row then applies the scale and mask and the online softmax (probabilities
/// rounded to the element type, as FlashAttention-2 does), and the wave rescales its output
/// accumulators by each row's factor (stored to a 16×16 tile of workgroup memory, scaled into
/// a second, loaded back: scaled in place, the next accumulator's store into the tile raced with
/// this one's load, with no barrier between them — which the CPU device, running a region's
/// work-items one after another, turned into wrong outputs) and adds `P·V`.
/// The output accumulators stay in registers (`d / 16` cooperative matrices per wave).
/// Every loop over tiles or blocks of 16 is written out, so each fragment is a register.
fn attention_mma_wgsl(name: &str, mask: AttentionMask, t: MmaAttentionTiling) -> String {
    let MmaAttentionTiling {
        dim,
        waves,
        keys,
        lanes,
    } = t;
    let rows = t.rows();
    let threads = waves * lanes;
    let (dp, sp, pp) = t.pitches();
    let MaskText {
        name: mask_name,
        binding: mask_binding,
        kv_end,
        visible,
        add_mask,
    } = MaskText::of(mask);
    let mut scores = String::new();
    for n in 0..keys / 16 {
        scores += "{ var sacc = coop_mat16x16<f32, C>();\n";
        for kk in 0..dim / 16 {
            scores += &format!(
                "sacc = coopMultiplyAdd(coopLoadT<coop_mat16x16<f16, A>>(&qs[w0 * DP + {c}u], DP), coopLoad<coop_mat16x16<f16, B>>(&ks[{r}u * DP + {c}u], DP), sacc);\n",
                c = 16 * kk,
                r = 16 * n
            );
        }
        scores += &format!("coopStoreT(sacc, &ss[w0 * SP + {}u], SP); }}\n", 16 * n);
    }
    let accumulators: String = (0..dim / 16)
        .map(|j| format!("var oacc{j} = coop_mat16x16<f32, C>();\n"))
        .collect();
    let mut update = String::new();
    for j in 0..dim / 16 {
        update += &format!(
            "coopStoreT(oacc{j}, &rescale[wave * 256u], 16u);
workgroupBarrier();
for (var e = lane; e < 256u; e += {lanes}u) {{ scaled[wave * 256u + e] = rescale[wave * 256u + e] * row_scale[w0 + e / 16u]; }}
workgroupBarrier();
oacc{j} = coopLoadT<coop_mat16x16<f32, C>>(&scaled[wave * 256u], 16u);
"
        );
        for kk in 0..keys / 16 {
            update += &format!(
                "oacc{j} = coopMultiplyAdd(coopLoadT<coop_mat16x16<f16, A>>(&ps[w0 * PP + {r}u], PP), coopLoadT<coop_mat16x16<f16, B>>(&vs[{r}u * DP + {c}u], DP), oacc{j});\n",
                r = 16 * kk,
                c = 16 * j
            );
        }
    }
    let mut store = String::new();
    for j in 0..dim / 16 {
        store += &format!(
            "coopStoreT(oacc{j}, &rescale[wave * 256u], 16u);
workgroupBarrier();
for (var e = lane; e < 256u; e += {lanes}u) {{
    let i = w0 + e / 16u; let c = {c}u + e % 16u; let l = row_sum[i];
    if q0 + i < p.q_len && c < p.d {{ o[q_base + (q0 + i) * p.q_rs + c] = f16(select(0.0, rescale[wave * 256u + e] / l, l > 0.0)); }}
}}
workgroupBarrier();
",
            c = 16 * j
        );
    }
    format!(
        "enable f16;
enable wgpu_cooperative_matrix;
{PARAMS_WGSL}
@group(0) @binding(0) var<storage, read> q: array<f16>;
@group(0) @binding(1) var<storage, read> k: array<f16>;
@group(0) @binding(2) var<storage, read> v: array<f16>;
@group(0) @binding(3) var<storage, read_write> o: array<f16>;
{mask_binding}const D: u32 = {dim}u;
const BQ: u32 = {rows}u;
const BK: u32 = {keys}u;
const DP: u32 = {dp}u;
const SP: u32 = {sp}u;
const PP: u32 = {pp}u;
fn neg_inf() -> f32 {{ return bitcast<f32>(0xff800000u); }}
// The block's query rows; a tile of K and of V; the tile's scores (f32), then its probabilities
// (16 bits); one 16×16 f32 tile per wave; per row the running maximum, sum and rescaling factor.
var<workgroup> qs: array<f16, {q_tile}>;
var<workgroup> ks: array<f16, {kv_tile}>;
var<workgroup> vs: array<f16, {kv_tile}>;
var<workgroup> ss: array<f32, {s_tile}>;
var<workgroup> ps: array<f16, {p_tile}>;
var<workgroup> rescale: array<f32, {r_tile}>;
var<workgroup> scaled: array<f32, {r_tile}>;
var<workgroup> row_max: array<f32, BQ>;
var<workgroup> row_sum: array<f32, BQ>;
var<workgroup> row_scale: array<f32, BQ>;

@compute @workgroup_size({threads})
fn op_attention_mma_{name}_d{dim}{mask_name}_l{lanes}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) wid: vec3<u32>) {{
let q0 = wid.x * BQ;
let h = wid.y;
let b = wid.z;
let q_base = b * p.q_bs + h * p.q_hs;
let kv_base = b * p.kv_bs + h / p.group * p.kv_hs;
// The wave and its first row: the same for the whole wave, so its matrices are too.
let wave = t / {lanes}u;
let lane = t % {lanes}u;
let w0 = wave * 16u;
for (var e = t; e < BQ * D; e += {threads}u) {{
    let i = e / D; let c = e % D; var x = f16(0.0);
    if q0 + i < p.q_len && c < p.d {{ x = q[q_base + (q0 + i) * p.q_rs + c]; }}
    qs[i * DP + c] = x;
}}
if t < BQ {{
    row_max[t] = neg_inf();
    row_sum[t] = 0.0;
}}
{accumulators}{kv_end}for (var j0 = 0u; j0 < kv_end; j0 += BK) {{
workgroupBarrier();
for (var e = t; e < BK * D; e += {threads}u) {{
    let j = e / D; let c = e % D; var x = f16(0.0); var y = f16(0.0);
    if j0 + j < p.kv_len && c < p.d {{ x = k[kv_base + (j0 + j) * p.kv_rs + c]; y = v[kv_base + (j0 + j) * p.kv_rs + c]; }}
    ks[j * DP + c] = x;
    vs[j * DP + c] = y;
}}
workgroupBarrier();
{scores}workgroupBarrier();
// One work-item per row: scale and mask, the new maximum, the probabilities, the rescaled sum.
// A row that has seen no key yet (maximum −∞) keeps probabilities 0.
if t < BQ {{
    let qi = q0 + t;
    let old = row_max[t];
    var m = old;
    for (var j = 0u; j < BK; j++) {{
        let key = j0 + j;
        let visible = {visible};
        var score = ss[t * SP + j] * p.scale;
        {add_mask}let s = select(neg_inf(), score, visible);
        ss[t * SP + j] = s;
        m = max(m, s);
    }}
    let seen = m > neg_inf();
    var sum = 0.0;
    for (var j = 0u; j < BK; j++) {{
        let pr = select(0.0, exp(ss[t * SP + j] - m), seen);
        ps[t * PP + j] = f16(pr);
        sum += pr;
    }}
    let alpha = select(0.0, exp(old - m), old > neg_inf());
    row_scale[t] = alpha;
    row_sum[t] = row_sum[t] * alpha + sum;
    row_max[t] = m;
}}
workgroupBarrier();
{update}}}
workgroupBarrier();
{store}}}
",
        q_tile = rows * dp,
        kv_tile = keys * dp,
        s_tile = rows * sp,
        p_tile = rows * pp,
        r_tile = 256 * waves,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tiling divides its work evenly among the work-items and stays within 27 KiB.
    #[test]
    fn tilings_divide_evenly_within_the_workgroup_memory() {
        for d in 1..=MAX_HEAD_DIM {
            let t = AttentionTiling::for_head_dim(d);
            assert!(t.dim as usize >= d && t.dim % 16 == 0, "{d}: {t:?}");
            assert_eq!(t.rows * t.dim % THREADS, 0, "{d}: {t:?}");
            assert_eq!(t.rows * t.keys % THREADS, 0, "{d}: {t:?}");
            assert!(t.workgroup_bytes() <= 27 << 10, "{d}: {t:?}");
            // A browser's 16 KiB holds head dimensions up to 160, with fewer keys per tile.
            let small = AttentionTiling::for_device(d, 16 << 10);
            assert_eq!(small.workgroup_bytes() <= 16 << 10, d <= 160, "{d}: {small:?}");
            assert_eq!(small.rows * small.keys % THREADS, 0, "{d}: {small:?}");
            assert_eq!((small.dim, small.rows), (t.dim, t.rows), "{d}: {small:?}");
        }
    }

    /// Every tensor-core tiling fits CUDA's 48 KiB of static workgroup memory; the common head
    /// dimensions get four waves (64 query rows) up to d = 64, two from 128.
    #[test]
    fn tensor_core_tilings_fit_the_workgroup_memory() {
        for lanes in [32, 64] {
            for d in 1..=MAX_HEAD_DIM {
                let t = MmaAttentionTiling::for_head_dim(d, lanes);
                assert!(t.workgroup_bytes() <= MMA_WORKGROUP_BYTES, "{d}: {t:?}");
                assert!(t.dim as usize >= d && t.dim % 16 == 0 && t.keys % 16 == 0, "{d}: {t:?}");
            }
            let shape = |d| {
                let t = MmaAttentionTiling::for_head_dim(d, lanes);
                (t.waves, t.keys)
            };
            assert_eq!(
                [shape(32), shape(64), shape(128), shape(256)],
                [(4, 32), (4, 32), (2, 32), (2, 16)]
            );
        }
    }
}
