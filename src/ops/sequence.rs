//! The ops of a sequence model around its attention: rotary position embedding ([`rope`], with a
//! [`RopeTable`]), embedding lookup ([`gather_rows`]) and a KV cache ([`KvCache`]) that
//! [`attention_into`](super::attention_into) reads in place. Each is an elementwise kernel over
//! f32, f16 or bf16 (16-bit values computed in f32 and rounded once), laid out like attention's
//! tensors ([`AttentionLayout`]).

use super::WORKGROUP;
use super::{enable, kernel_for, launch_elementwise, AttentionLayout, AttentionMask, AttentionSpec, OpFloat, INDEX};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};

/// The largest element count one of these launches indexes (its linear work-item index is 32-bit).
const MAX_ELEMENTS: usize = u32::MAX as usize;

fn bad(what: &str, msg: String) -> GpuError {
    GpuError::invalid_argument(format!("ops::{what}: {msg}"))
}

// Rotary position embedding.

/// Which features of a head rotate together as a pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RopeStyle {
    /// Features `2i` and `2i + 1`: GPT-J, and llama.cpp's LLaMA weights (`LLAMA_ROPE_TYPE_NORM`).
    #[default]
    Interleaved,
    /// Features `i` and `i + rotary_dim / 2`: GPT-NeoX, and Hugging Face's LLaMA (`rotate_half`).
    Halves,
}

/// The cosines and sines of rotary position embedding for positions `0..positions`: pair `i` of
/// a head turns by `position · base^(−2i / rotary_dim)`, computed in f64 on the host and stored
/// rounded to f32 (so every device rotates by the same f32 values, where computing the angle in
/// f32 on the device, as some implementations do, is off by 0.01 rad at position 100 000).
pub struct RopeTable {
    cos_sin: DeviceBuffer<f32>,
    rotary_dim: usize,
    positions: usize,
}

impl RopeTable {
    /// The table for `rotary_dim` features (even, at least 2) of each head, positions below
    /// `positions`, and frequency base `base` (10 000 in most models).
    pub fn new(ctx: &GpuContext, rotary_dim: usize, positions: usize, base: f64) -> Result<Self> {
        if rotary_dim < 2 || rotary_dim % 2 != 0 {
            return Err(bad(
                "rope",
                format!("rotary_dim is {rotary_dim}; it must be even and at least 2"),
            ));
        }
        if !(base > 1.0 && base.is_finite()) {
            return Err(bad(
                "rope",
                format!("the base is {base}; it must be finite and above 1"),
            ));
        }
        let half = rotary_dim / 2;
        let len = positions
            .checked_mul(rotary_dim)
            .filter(|&n| n <= MAX_ELEMENTS)
            .ok_or_else(|| {
                bad(
                    "rope",
                    format!("a table of {positions} positions × {rotary_dim} is too large"),
                )
            })?;
        let mut table = Vec::with_capacity(len);
        for pos in 0..positions {
            for i in 0..half {
                let angle = pos as f64 * base.powf(-2.0 * i as f64 / rotary_dim as f64);
                table.push(angle.cos() as f32);
                table.push(angle.sin() as f32);
            }
        }
        Ok(RopeTable {
            cos_sin: ctx.upload(&table)?,
            rotary_dim,
            positions,
        })
    }

    /// Features per head that rotate (the rest pass through).
    pub fn rotary_dim(&self) -> usize {
        self.rotary_dim
    }

    /// Positions the table covers.
    pub fn positions(&self) -> usize {
        self.positions
    }
}

/// The shape [`rope`] rotates: `batch × heads × len` rows of `head_dim` features laid out as
/// `layout`, row `s` of each sequence at position `offset + s`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RopeSpec {
    /// Sequences.
    pub batch: usize,
    /// Heads per row of tokens.
    pub heads: usize,
    /// Tokens per sequence.
    pub len: usize,
    /// Features per head (the first `rotary_dim` of them rotate).
    pub head_dim: usize,
    /// The position of each sequence's first row (the tokens a KV cache already holds).
    pub offset: usize,
    /// Where the rows lie (as attention's Q and K may).
    pub layout: AttentionLayout,
    /// Which features pair up.
    pub style: RopeStyle,
}

impl RopeSpec {
    /// `[batch, heads, len, head_dim]` heads-first, from position 0, interleaved pairs.
    pub fn new(batch: usize, heads: usize, len: usize, head_dim: usize) -> Self {
        RopeSpec {
            batch,
            heads,
            len,
            head_dim,
            offset: 0,
            layout: AttentionLayout::HeadsFirst,
            style: RopeStyle::Interleaved,
        }
    }

    /// Row `s` at position `offset + s`.
    pub fn offset(mut self, offset: usize) -> Self {
        self.offset = offset;
        self
    }

    /// Rows laid out as `layout`.
    pub fn layout(mut self, layout: AttentionLayout) -> Self {
        self.layout = layout;
        self
    }

    /// Pairs as `style` says.
    pub fn style(mut self, style: RopeStyle) -> Self {
        self.style = style;
        self
    }
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct RopeParams {
    pairs: u32,
    half: u32,
    len: u32,
    heads: u32,
    offset: u32,
    strides: [u32; 3],
}

/// Rotary position embedding of `x` in place: in each row, pair `i` of the first
/// `table.rotary_dim()` features (see [`RopeStyle`]) turns by the angle of its row's position,
/// `(a, b) → (a·cos − b·sin, a·sin + b·cos)`; the other features stay as they are.
pub fn rope<T, X>(ctx: &GpuContext, spec: &RopeSpec, table: &RopeTable, x: &mut X) -> Result<()>
where
    T: OpFloat,
    X: DeviceSliceMut<T> + KernelArg,
{
    let what = "rope";
    let RopeSpec {
        batch,
        heads,
        len,
        head_dim,
        offset,
        ..
    } = *spec;
    if table.rotary_dim > head_dim {
        return Err(bad(
            what,
            format!(
                "the table rotates {} features of a {head_dim}-feature head",
                table.rotary_dim
            ),
        ));
    }
    let rows = [batch, heads, len, head_dim]
        .iter()
        .try_fold(1usize, |a, &b| a.checked_mul(b));
    if rows != Some(x.len()) {
        return Err(bad(
            what,
            format!(
                "x has {} elements; {spec:?} needs batch × heads × len × head_dim",
                x.len()
            ),
        ));
    }
    if offset.checked_add(len).is_none_or(|end| end > table.positions) {
        return Err(bad(
            what,
            format!(
                "positions {offset}..{} are past the table's {} positions",
                offset.saturating_add(len),
                table.positions
            ),
        ));
    }
    let half = table.rotary_dim / 2;
    let pairs = batch * heads * len * half;
    if x.len() > MAX_ELEMENTS || table.cos_sin.len() > MAX_ELEMENTS {
        return Err(bad(what, "more than 2^32 elements, the most one launch indexes".into()));
    }
    let params = RopeParams {
        pairs: pairs as u32,
        half: half as u32,
        len: len as u32,
        heads: heads as u32,
        offset: offset as u32,
        strides: spec.layout.strides(heads, len, head_dim).map(|s| s as u32),
    };
    let k = kernel_for::<T>(ctx, rope_wgsl(T::WGSL, spec.style))?;
    launch_elementwise(ctx, &k, pairs, what, &[&*x, &table.cos_sin, &Immediate(&params)])
}

/// The rotary embedding kernel for elements `element` (`f32` or `f16`): one work-item per pair.
pub(super) fn rope_wgsl(element: &str, style: RopeStyle) -> String {
    let (name, second) = match style {
        RopeStyle::Interleaved => ("interleaved", "2u * i + 1u"),
        RopeStyle::Halves => ("halves", "i + p.half"),
    };
    let first = match style {
        RopeStyle::Interleaved => "2u * i",
        RopeStyle::Halves => "i",
    };
    format!(
        "{enable}// anygpu op: rope_{name}
struct Params {{ pairs: u32, half: u32, len: u32, heads: u32, offset: u32, bs: u32, hs: u32, rs: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read_write> x: array<{element}>;
@group(0) @binding(1) var<storage, read> cos_sin: array<f32>;
@compute @workgroup_size({WORKGROUP})
fn op_rope_{name}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let n = {INDEX};
    if n >= p.pairs {{ return; }}
    let i = n % p.half;
    let row = n / p.half;
    let s = row % p.len;
    let h = row / p.len % p.heads;
    let b = row / p.len / p.heads;
    let base = b * p.bs + h * p.hs + s * p.rs;
    let at = ((p.offset + s) * p.half + i) * 2u;
    let c = cos_sin[at];
    let sn = cos_sin[at + 1u];
    let ia = base + {first};
    let ib = base + {second};
    let a = f32(x[ia]);
    let bv = f32(x[ib]);
    x[ia] = {element}(a * c - bv * sn);
    x[ib] = {element}(a * sn + bv * c);
}}
",
        enable = enable(element),
    )
}

// Embedding lookup.

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct GatherParams {
    len: u32,
    cols: u32,
    rows: u32,
}

/// Rows of the row-major `cols`-column `table` picked by `indices`: `out[i, :] =
/// table[indices[i], :]` (an embedding lookup), into `out` (`indices.len() × cols`). An index
/// past the table gives a row of zeros: the op checks indices on the device, where refusing
/// them would need a round trip to the host before every lookup (check indices from untrusted
/// input yourself).
pub fn gather_rows_into<T, X, I, Y>(ctx: &GpuContext, table: &X, cols: usize, indices: &I, out: &mut Y) -> Result<()>
where
    T: OpFloat,
    X: DeviceSlice<T> + KernelArg,
    I: DeviceSlice<u32> + KernelArg,
    Y: DeviceSliceMut<T> + KernelArg,
{
    let what = "gather_rows";
    if cols == 0 || table.len() % cols != 0 {
        return Err(bad(
            what,
            format!("the table's {} elements are not rows of {cols}", table.len()),
        ));
    }
    let len = indices.len().checked_mul(cols);
    if len != Some(out.len()) {
        return Err(bad(
            what,
            format!(
                "out has {} elements; {} indices × {cols} columns need {}",
                out.len(),
                indices.len(),
                indices.len().saturating_mul(cols)
            ),
        ));
    }
    if table.len() > MAX_ELEMENTS || out.len() > MAX_ELEMENTS {
        return Err(bad(what, "more than 2^32 elements, the most one launch indexes".into()));
    }
    let params = GatherParams {
        len: out.len() as u32,
        cols: cols as u32,
        rows: (table.len() / cols) as u32,
    };
    let k = kernel_for::<T>(ctx, gather_rows_wgsl(T::WGSL))?;
    launch_elementwise(ctx, &k, out.len(), what, &[table, indices, &*out, &Immediate(&params)])
}

/// [`gather_rows_into`] as a new buffer.
pub fn gather_rows<T, X, I>(ctx: &GpuContext, table: &X, cols: usize, indices: &I) -> Result<DeviceBuffer<T>>
where
    T: OpFloat,
    X: DeviceSlice<T> + KernelArg,
    I: DeviceSlice<u32> + KernelArg,
{
    let mut out = ctx.alloc::<T>(indices.len().saturating_mul(cols))?;
    gather_rows_into(ctx, table, cols, indices, &mut out)?;
    Ok(out)
}

pub(super) fn gather_rows_wgsl(element: &str) -> String {
    format!(
        "{enable}// anygpu op: gather_rows
struct Params {{ len: u32, cols: u32, rows: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> table: array<{element}>;
@group(0) @binding(1) var<storage, read> indices: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<{element}>;
@compute @workgroup_size({WORKGROUP})
fn op_gather_rows(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let n = {INDEX};
    if n >= p.len {{ return; }}
    let row = indices[n / p.cols];
    var v = {element}(0.0);
    if row < p.rows {{ v = table[row * p.cols + n % p.cols]; }}
    out[n] = v;
}}
",
        enable = enable(element),
    )
}

// The KV cache.

/// Keys and values of past tokens for [`attention_into`](super::attention_into): K and V
/// `[batch, kv_heads, capacity, head_dim]` (heads-first, so each head's keys lie together), of
/// which the first [`len`](Self::len) rows of each head hold tokens. [`append`](Self::append)
/// adds the next tokens' rows; [`spec`](Self::spec) is the attention of new queries over them.
pub struct KvCache<T: OpFloat> {
    keys: DeviceBuffer<T>,
    values: DeviceBuffer<T>,
    batch: usize,
    kv_heads: usize,
    capacity: usize,
    head_dim: usize,
    len: usize,
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct AppendParams {
    count: u32,
    d: u32,
    rows: u32,
    heads: u32,
    at: u32,
    capacity: u32,
    strides: [u32; 3],
}

impl<T: OpFloat> KvCache<T> {
    /// An empty cache with room for `capacity` tokens per sequence.
    pub fn new(ctx: &GpuContext, batch: usize, kv_heads: usize, capacity: usize, head_dim: usize) -> Result<Self> {
        let len = [batch, kv_heads, capacity, head_dim]
            .iter()
            .try_fold(1usize, |a, &b| a.checked_mul(b))
            .filter(|&n| n <= MAX_ELEMENTS)
            .ok_or_else(|| bad("KvCache", "the cache has more than 2^32 elements".into()))?;
        Ok(KvCache {
            keys: ctx.alloc_zeroed::<T>(len)?,
            values: ctx.alloc_zeroed::<T>(len)?,
            batch,
            kv_heads,
            capacity,
            head_dim,
            len: 0,
        })
    }

    /// Tokens held per sequence.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds no token.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Tokens it has room for per sequence.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// K, `[batch, kv_heads, capacity, head_dim]`.
    pub fn keys(&self) -> &DeviceBuffer<T> {
        &self.keys
    }

    /// V, like K.
    pub fn values(&self) -> &DeviceBuffer<T> {
        &self.values
    }

    /// Forgets every token (the buffers keep their contents until overwritten).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends the next tokens' keys and values, `[batch, kv_heads, n, head_dim]` laid out as
    /// `layout` (tokens-first: the rows of a projection), `n` from their length.
    pub fn append<K, V>(&mut self, ctx: &GpuContext, k: &K, v: &V, layout: AttentionLayout) -> Result<()>
    where
        K: DeviceSlice<T> + KernelArg,
        V: DeviceSlice<T> + KernelArg,
    {
        let what = "KvCache::append";
        let row = self.batch * self.kv_heads * self.head_dim;
        if row == 0 || k.len() % row != 0 || k.len() != v.len() {
            return Err(bad(
                what,
                format!(
                    "K has {} and V {} elements; each must be the same whole number of {} × {} × {} token rows",
                    k.len(),
                    v.len(),
                    self.batch,
                    self.kv_heads,
                    self.head_dim
                ),
            ));
        }
        let n = k.len() / row;
        if self.len + n > self.capacity {
            return Err(bad(
                what,
                format!(
                    "{n} more tokens after {} overflow the cache's {}",
                    self.len, self.capacity
                ),
            ));
        }
        let params = AppendParams {
            count: k.len() as u32,
            d: self.head_dim as u32,
            rows: n as u32,
            heads: self.kv_heads as u32,
            at: self.len as u32,
            capacity: self.capacity as u32,
            strides: layout.strides(self.kv_heads, n, self.head_dim).map(|s| s as u32),
        };
        let kern = kernel_for::<T>(ctx, kv_append_wgsl(T::WGSL))?;
        launch_elementwise(
            ctx,
            &kern,
            k.len(),
            what,
            &[k, v, &self.keys, &self.values, &Immediate(&params)],
        )?;
        self.len += n;
        Ok(())
    }

    /// The causal attention of `q_len` new queries of `q_heads` heads, laid out as `layout`,
    /// over the cache's tokens (the new ones appended already): pass it to
    /// [`attention_into`](super::attention_into) with [`keys`](Self::keys) and
    /// [`values`](Self::values).
    pub fn spec(&self, q_heads: usize, q_len: usize, layout: AttentionLayout) -> AttentionSpec {
        AttentionSpec {
            mask: AttentionMask::Causal,
            ..AttentionSpec::new(self.batch, q_heads, q_len, self.head_dim)
                .kv_len(self.len)
                .kv_heads(self.kv_heads)
                .kv_capacity(self.capacity)
                .layout(layout)
        }
    }
}

/// The cache's append: element `n` of the new K and V (in their layout's order) to its row past
/// the cache's `at` tokens.
pub(super) fn kv_append_wgsl(element: &str) -> String {
    format!(
        "{enable}// anygpu op: kv_append
struct Params {{ count: u32, d: u32, rows: u32, heads: u32, at: u32, capacity: u32, bs: u32, hs: u32, rs: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> k: array<{element}>;
@group(0) @binding(1) var<storage, read> v: array<{element}>;
@group(0) @binding(2) var<storage, read_write> keys: array<{element}>;
@group(0) @binding(3) var<storage, read_write> values: array<{element}>;
@compute @workgroup_size({WORKGROUP})
fn op_kv_append(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let n = {INDEX};
    if n >= p.count {{ return; }}
    let c = n % p.d;
    let r = n / p.d % p.rows;
    let h = n / p.d / p.rows % p.heads;
    let b = n / p.d / p.rows / p.heads;
    let src = b * p.bs + h * p.hs + r * p.rs + c;
    let dst = ((b * p.heads + h) * p.capacity + p.at + r) * p.d + c;
    keys[dst] = k[src];
    values[dst] = v[src];
}}
",
        enable = enable(element),
    )
}
