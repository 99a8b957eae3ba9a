//! Matrix products with quantized weights: [`QuantizedMatrix`] holds a linear layer's weight `W`
//! (`rows` output features × `cols` inputs, each row quantized along `cols`) as int8 with f32
//! scales per row or per group, or in GGUF's block formats Q8_0 and Q4_K (llama.cpp's layouts,
//! so the bytes of a model file load); [`matmul_quantized_into`] computes `y = x · Wᵀ` with the
//! weights dequantized inside the kernel. Loading repacks the GGUF blocks once: the values in
//! weight order, 4 int8 or 8 4-bit values to a word, the scales apart (Q4_K's 6-bit scales and
//! mins unpacked to a byte each: 4.625 bits per weight against GGUF's 4.5), so that the
//! work-items of a row read consecutive words (coalesced on GPUs, vector loads on the CPU).
//!
//! Up to [`GEMV_ROWS`] rows of `x` (decoding a token, a few sequences at once) run one kernel
//! that reads every weight once, which is what bounds it: a workgroup takes 8 output features, 32
//! work-items each, and each work-item walks its feature's words from its lane on, 32 apart,
//! multiplying them with every row of `x`. More rows dequantize `W` once into a scratch matrix of `x`'s type and
//! run the GEMM engine (a prompt's tokens: compute bound, where the tuned tiles win; with f16 or
//! bf16 activations the weights are rounded to that type there, as llama.cpp's GPU back ends do
//! for batches, and the tensor cores take them).

use super::{kernel_for, matmul_with, Epilogue, MatmulSpec, OpFloat, WORKGROUP};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;

/// Rows of `x` the fused kernel takes; more go through a dequantized copy and the GEMM engine.
pub const GEMV_ROWS: usize = 8;

/// Output features per workgroup of the fused kernel (32 work-items each).
const FEATURES_PER_GROUP: u32 = 8;

/// How a [`QuantizedMatrix`] stores its weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuantFormat {
    /// int8 values, `value = q · scale`, one f32 scale per `group` consecutive weights of a row
    /// (`group == cols`: per output channel).
    Int8 {
        /// Consecutive weights of a row sharing a scale.
        group: usize,
    },
    /// GGUF Q8_0: blocks of 32 weights, an f16 scale `d` and 32 int8, `value = d · q` (stored
    /// as int8 with a scale per 32, `d` widened to f32: the same values).
    Q8_0,
    /// GGUF Q4_K: super-blocks of 256 weights (144 bytes: f16 `d` and `dmin`, twelve bytes of
    /// 6-bit scales and mins for eight sub-blocks of 32, 128 bytes of 4-bit values), `value = d
    /// · scale · q − dmin · min`, as llama.cpp's `dequantize_row_q4_K`.
    Q4K,
}

impl QuantFormat {
    fn name(self) -> &'static str {
        match self {
            QuantFormat::Int8 { .. } => "int8",
            QuantFormat::Q8_0 => "q8_0",
            QuantFormat::Q4K => "q4_k",
        }
    }
}

/// A weight matrix `rows × cols` (output features × inputs) stored quantized on a device.
pub struct QuantizedMatrix {
    format: QuantFormat,
    rows: usize,
    cols: usize,
    /// The quantized values, row-major, packed into 4-byte words in weight order (4 int8 or 8
    /// 4-bit values per word: each work-item's reads of a row are consecutive words).
    words: DeviceBuffer<u32>,
    /// The scales: int8's and Q8_0's as f32 bits, one per group; Q4_K's five words per
    /// super-block (its f16 `d` and `dmin`, then its eight sub-blocks' 6-bit scale and min, a
    /// byte each, two sub-blocks to a word).
    aux: DeviceBuffer<u32>,
}

fn bad(msg: String) -> GpuError {
    GpuError::invalid_argument(format!("ops::QuantizedMatrix: {msg}"))
}

/// llama.cpp's `get_scale_min_k4`: sub-block `j`'s 6-bit scale and min from a Q4_K block's
/// twelve scale bytes.
fn q4k_scale_min(j: usize, s: &[u8]) -> (u8, u8) {
    if j < 4 {
        (s[j] & 63, s[j + 4] & 63)
    } else {
        (
            (s[j + 4] & 0xF) | ((s[j - 4] >> 6) << 4),
            (s[j + 4] >> 4) | ((s[j] >> 6) << 4),
        )
    }
}

/// Little-endian bytes as 4-byte words (the length a multiple of 4).
fn words_of(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect()
}

impl QuantizedMatrix {
    /// int8 weights (`rows × cols`, row-major) with `scales` (`rows × cols / group`, f32), `group`
    /// a multiple of 4 dividing `cols` (`cols` for one scale per row).
    pub fn from_int8(
        ctx: &GpuContext,
        values: &[i8],
        scales: &[f32],
        rows: usize,
        cols: usize,
        group: usize,
    ) -> Result<Self> {
        if cols == 0 || cols % 4 != 0 || group == 0 || group % 4 != 0 || cols % group != 0 {
            return Err(bad(format!(
                "int8 weights need cols a multiple of 4 and a group that is a multiple of 4 dividing them; got cols {cols}, group {group}"
            )));
        }
        if rows.checked_mul(cols) != Some(values.len()) {
            return Err(bad(format!(
                "{} int8 values are not {rows} rows of {cols}",
                values.len()
            )));
        }
        if scales.len() != rows * (cols / group) {
            return Err(bad(format!(
                "{} scales for {rows} rows of {} groups of {group}: {} needed",
                scales.len(),
                cols / group,
                rows * (cols / group)
            )));
        }
        let bytes: Vec<u8> = values.iter().map(|&v| v as u8).collect();
        let aux: Vec<u32> = scales.iter().map(|s| s.to_bits()).collect();
        Self::new(ctx, QuantFormat::Int8 { group }, rows, cols, &words_of(&bytes), &aux)
    }

    /// GGUF Q8_0 blocks as a model file holds them: `rows × cols / 32` blocks of 34 bytes.
    pub fn from_gguf_q8_0(ctx: &GpuContext, bytes: &[u8], rows: usize, cols: usize) -> Result<Self> {
        let blocks = Self::blocks(bytes, rows, cols, 32, 34, "Q8_0")?;
        // Stored as int8 with a scale per 32 (each f16 `d` widened to f32, exactly).
        let mut values = Vec::with_capacity(blocks * 32);
        let mut scales = Vec::with_capacity(blocks);
        for block in bytes.chunks_exact(34) {
            scales.push(half::f16::from_le_bytes([block[0], block[1]]).to_f32().to_bits());
            values.extend_from_slice(&block[2..]);
        }
        Self::new(ctx, QuantFormat::Q8_0, rows, cols, &words_of(&values), &scales)
    }

    /// GGUF Q4_K super-blocks as a model file holds them: `rows × cols / 256` blocks of 144 bytes.
    pub fn from_gguf_q4_k(ctx: &GpuContext, bytes: &[u8], rows: usize, cols: usize) -> Result<Self> {
        let blocks = Self::blocks(bytes, rows, cols, 256, 144, "Q4_K")?;
        // The values in weight order, 8 to a word; the scales as five words per super-block.
        let mut values = Vec::with_capacity(blocks * 32);
        let mut aux = Vec::with_capacity(blocks * 5);
        for block in bytes.chunks_exact(144) {
            aux.push(u32::from_le_bytes([block[0], block[1], block[2], block[3]]));
            let (scales, qs) = (&block[4..16], &block[16..]);
            let pairs: Vec<u32> = (0..8)
                .map(|sub| {
                    let (sc, m) = q4k_scale_min(sub, scales);
                    u32::from(sc) | u32::from(m) << 8
                })
                .collect();
            aux.extend(pairs.chunks(2).map(|p| p[0] | p[1] << 16));
            // Weight 64c + l is the low nibble of qs[32c + l], 64c + 32 + l its high nibble.
            let nibble = |i: usize| u32::from(qs[32 * (i / 64) + i % 32] >> (4 * (i % 64 / 32)) & 15);
            values.extend((0..32).map(|word| (0..8).fold(0u32, |acc, j| acc | nibble(8 * word + j) << (4 * j))));
        }
        Self::new(ctx, QuantFormat::Q4K, rows, cols, &values, &aux)
    }

    /// The number of `per`-weight blocks of `size` bytes in `bytes`, checked against the shape.
    fn blocks(bytes: &[u8], rows: usize, cols: usize, per: usize, size: usize, name: &str) -> Result<usize> {
        if cols == 0 || cols % per != 0 {
            return Err(bad(format!(
                "{name} rows are blocks of {per} weights; {cols} columns are not"
            )));
        }
        let blocks = rows.saturating_mul(cols / per);
        if blocks.checked_mul(size) != Some(bytes.len()) {
            return Err(bad(format!(
                "{name} takes {size} bytes per {per} weights: {rows} × {cols} needs {} bytes, not {}",
                blocks.saturating_mul(size),
                bytes.len()
            )));
        }
        Ok(blocks)
    }

    fn new(
        ctx: &GpuContext,
        format: QuantFormat,
        rows: usize,
        cols: usize,
        words: &[u32],
        aux: &[u32],
    ) -> Result<Self> {
        if rows == 0 || rows.checked_mul(cols).is_none_or(|n| n > u32::MAX as usize) {
            return Err(bad(format!(
                "{rows} × {cols} weights: at least one row, and at most 2^32 weights"
            )));
        }
        Ok(QuantizedMatrix {
            format,
            rows,
            cols,
            words: ctx.upload(words)?,
            aux: ctx.upload(aux)?,
        })
    }

    /// How the weights are stored.
    pub fn format(&self) -> QuantFormat {
        self.format
    }

    /// Output features.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Inputs per feature.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Bytes the weights take on the device (what a product reads).
    pub fn size_bytes(&self) -> usize {
        self.words.size_bytes() + self.aux.size_bytes()
    }

    /// The weights as f32, `rows × cols` row-major, in a new buffer (each as the format's
    /// formula gives it, in f32).
    pub fn dequantize(&self, ctx: &GpuContext) -> Result<DeviceBuffer<f32>> {
        self.dequantize_as::<f32>(ctx)
    }

    /// The weights rounded to `T`.
    fn dequantize_as<T: OpFloat>(&self, ctx: &GpuContext) -> Result<DeviceBuffer<T>> {
        let len = self.rows * self.cols;
        let out = ctx.alloc::<T>(len)?;
        let k = kernel_for::<T>(ctx, dequantize_wgsl(self.format, T::WGSL))?;
        let params = self.params(0);
        let params = Immediate(&params);
        super::launch_elementwise(ctx, &k, len, "dequantize", &self.args(&[], &[&out, &params]))?;
        Ok(out)
    }

    /// A kernel's arguments: `before`, the weights and their scales, then `after`.
    fn args<'a>(&'a self, before: &[&'a dyn KernelArg], after: &[&'a dyn KernelArg]) -> Vec<&'a dyn KernelArg> {
        let mut args = before.to_vec();
        args.push(&self.words);
        args.push(&self.aux);
        args.extend_from_slice(after);
        args
    }

    fn params(&self, m: usize) -> QuantParams {
        QuantParams {
            rows: self.rows as u32,
            cols: self.cols as u32,
            m: m as u32,
            group: match self.format {
                QuantFormat::Int8 { group } => group as u32,
                QuantFormat::Q8_0 => 32,
                QuantFormat::Q4K => 256,
            },
        }
    }
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct QuantParams {
    rows: u32,
    cols: u32,
    m: u32,
    group: u32,
}

/// `y = x · Wᵀ` for `x` (`m × w.cols()`, row-major, f32, f16 or bf16) and the quantized `w`, into
/// `y` (`m × w.rows()`): each output the f32 sum over the dequantized weights, rounded once to
/// `T`. See the module for how.
pub fn matmul_quantized_into<T, X, Y>(ctx: &GpuContext, x: &X, w: &QuantizedMatrix, y: &mut Y) -> Result<()>
where
    T: OpFloat,
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSliceMut<T> + KernelArg,
{
    let (n, k) = (w.rows, w.cols);
    if x.len() % k != 0 {
        return Err(GpuError::invalid_argument(format!(
            "ops::matmul_quantized: x has {} elements, not rows of the weights' {k} columns",
            x.len()
        )));
    }
    let m = x.len() / k;
    if y.len() != m * n {
        return Err(GpuError::invalid_argument(format!(
            "ops::matmul_quantized: y has {} elements; {m} rows × {n} features need {}",
            y.len(),
            m * n
        )));
    }
    if m == 0 {
        return Ok(());
    }
    if m > GEMV_ROWS {
        // Dequantized once, then the GEMM engine (`x · Wᵀ`: W is stored n × k).
        let dense = w.dequantize_as::<T>(ctx)?;
        return matmul_with(
            ctx,
            &MatmulSpec::new(m, k, n).transpose_b(),
            x,
            &dense,
            y,
            Epilogue::default(),
        );
    }
    let groups = n.div_ceil(FEATURES_PER_GROUP as usize);
    let kern = kernel_for::<T>(ctx, gemv_wgsl(w.format, T::WGSL, m, super::stepped(ctx)))?;
    let grid = super::grid(ctx, groups as u64, WORKGROUP, "matmul_quantized")?;
    let params = w.params(m);
    let params = Immediate(&params);
    ctx.launch(&kern, LaunchConfig::grid(grid, &kern), &w.args(&[x], &[&*y, &params]))
}

// The kernels.

/// The kernels' storage: Q8_0 is stored as int8 with a scale per 32.
fn int8_storage(format: QuantFormat) -> bool {
    format != QuantFormat::Q4K
}

/// `fn weight(row, col) -> f32`: one dequantized weight, as the format's formula gives it.
fn weight_fn(format: QuantFormat) -> &'static str {
    if int8_storage(format) {
        "fn weight(row: u32, col: u32) -> f32 {
    let i = row * p.cols + col;
    let q = i32(w[i / 4u] << (24u - 8u * (i % 4u))) >> 24u;
    return f32(q) * bitcast<f32>(aux[row * (p.cols / GROUP) + col / GROUP]);
}
"
    } else {
        "fn weight(row: u32, col: u32) -> f32 {
    let q = (w[(row * p.cols + col) / 8u] >> (4u * (col % 8u))) & 15u;
    let dm = q4k_scale_min(row * (p.cols / 256u) + col / 256u, col % 256u / 32u);
    return dm.x * f32(q) - dm.y;
}
"
    }
}

/// Q4_K's `d · scale` and `dmin · min` of sub-block `sub` of super-block `s` (as llama.cpp's
/// `dequantize_row_q4_K` computes them, from the scale and min its `get_scale_min_k4` unpacks,
/// unpacked here when the matrix is loaded).
const Q4K_SCALE_MIN: &str = "fn q4k_scale_min(s: u32, sub: u32) -> vec2<f32> {
    let d = unpack2x16float(aux[s * 5u]);
    let sm = aux[s * 5u + 1u + sub / 2u] >> (16u * (sub % 2u));
    return vec2<f32>(d.x * f32(sm & 255u), d.y * f32((sm >> 8u) & 255u));
}
";

/// The kernel's parameters, the weights' bindings (`w` and `aux` at `first` and `first + 1`)
/// and its helpers.
fn header(format: QuantFormat, element: &str, name: &str, first: u32) -> String {
    let enable = super::enable(element);
    // The group is a constant: a division by it is a multiply and a shift (x86 has no vector
    // division: divided by a parameter, the CPU device's loops divided lane by lane).
    let helpers = match format {
        QuantFormat::Int8 { group } => format!("const GROUP: u32 = {group}u;\n"),
        QuantFormat::Q8_0 => "const GROUP: u32 = 32u;\n".to_string(),
        QuantFormat::Q4K => Q4K_SCALE_MIN.to_string(),
    };
    format!(
        "{enable}// anygpu op: {name}_{fmt}
struct Params {{ rows: u32, cols: u32, m: u32, group: u32 }}
var<immediate> p: Params;
@group(0) @binding({first}) var<storage, read> w: array<u32>;
@group(0) @binding({second}) var<storage, read> aux: array<u32>;
{helpers}{weight}",
        fmt = format.name(),
        second = first + 1,
        weight = weight_fn(format),
    )
}

/// One work-item per weight: `out[row · cols + col] = weight(row, col)` rounded to `element`.
pub(super) fn dequantize_wgsl(format: QuantFormat, element: &str) -> String {
    let head = header(format, element, "dequantize", 0);
    format!(
        "{head}@group(0) @binding(2) var<storage, read_write> out: array<{element}>;
@compute @workgroup_size({WORKGROUP})
fn op_dequantize_{fmt}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let n = {INDEX};
    if n >= p.rows * p.cols {{ return; }}
    out[n] = {element}(weight(n / p.cols, n % p.cols));
}}
",
        fmt = format.name(),
        INDEX = super::INDEX,
    )
}

/// The fused product for `rows` (1 to [`GEMV_ROWS`]) rows of `x`: workgroup `g` takes features
/// `8g .. 8g + 8`, 32 work-items each; a work-item walks its feature's words (4 int8 or 8 4-bit
/// weights) from its lane on, 32 apart, and adds each word's scaled dot products with every row of
/// `x` (Q4_K: `d·scale · Σ q·x − dmin·min · Σ x`), then the 32 lanes' sums meet in a tree.
///
/// `stepped` (the CPU device): the same sums in the same order, with a barrier after each step
/// of 32 words, so that the CPU device runs each step for the whole workgroup as one loop over
/// work-items (Q4_K 1.0 → 1.7 GiB/s in `benches/ops.rs`'s `ops_gemv_8192`, 2026-11-27). That
/// loop is not vectorized yet: the host assembly shows each load's bounds check as a branch.
pub(super) fn gemv_wgsl(format: QuantFormat, element: &str, rows: usize, stepped: bool) -> String {
    let head = header(format, element, "matmul_quantized", 1);
    let per_word = if int8_storage(format) { 4 } else { 8 };
    let body = if int8_storage(format) {
        "        let word = w[feature * (p.cols / 4u) + u];
        let s = bitcast<f32>(aux[feature * (p.cols / GROUP) + 4u * u / GROUP]);
        let q = vec4<f32>(f32(i32(word << 24u) >> 24u), f32(i32(word << 16u) >> 24u), f32(i32(word << 8u) >> 24u), f32(i32(word) >> 24u));
        for (var r = 0u; r < ROWS; r++) {
            let at = r * p.cols + 4u * u;
            acc[r] += s * dot(q, vec4<f32>(f32(x[at]), f32(x[at + 1u]), f32(x[at + 2u]), f32(x[at + 3u])));
        }
"
    } else {
        "        let word = w[feature * (p.cols / 8u) + u];
        let dm = q4k_scale_min(feature * (p.cols / 256u) + u / 32u, u % 32u / 4u);
        let lo = vec4<f32>(f32(word & 15u), f32((word >> 4u) & 15u), f32((word >> 8u) & 15u), f32((word >> 12u) & 15u));
        let hi = vec4<f32>(f32((word >> 16u) & 15u), f32((word >> 20u) & 15u), f32((word >> 24u) & 15u), f32(word >> 28u));
        let ones = vec4<f32>(1.0);
        for (var r = 0u; r < ROWS; r++) {
            let at = r * p.cols + 8u * u;
            let x0 = vec4<f32>(f32(x[at]), f32(x[at + 1u]), f32(x[at + 2u]), f32(x[at + 3u]));
            let x1 = vec4<f32>(f32(x[at + 4u]), f32(x[at + 5u]), f32(x[at + 6u]), f32(x[at + 7u]));
            acc[r] += dm.x * (dot(lo, x0) + dot(hi, x1)) - dm.y * (dot(x0, ones) + dot(x1, ones));
        }
"
    };
    let unit = if stepped {
        format!(
            "    let words = p.cols / {per_word}u;
    for (var j = 0u; j < (words + 31u) / 32u; j++) {{
        let u = lane + 32u * j;
        if u < words {{
{body}        }}
        workgroupBarrier();
    }}
"
        )
    } else {
        format!("    for (var u = lane; u < p.cols / {per_word}u; u += 32u) {{\n{body}    }}\n")
    };
    format!(
        "{head}@group(0) @binding(0) var<storage, read> x: array<{element}>;
@group(0) @binding(3) var<storage, read_write> y: array<{element}>;
const ROWS: u32 = {rows}u;
var<workgroup> partial: array<f32, {WORKGROUP}>;
@compute @workgroup_size({WORKGROUP})
fn op_matmul_quantized_{fmt}_m{rows}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) g: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let lane = t % 32u;
    let wanted = (g.x + g.y * groups.x) * {FEATURES_PER_GROUP}u + t / 32u;
    // A work-item past the last feature computes the last one's sums again, never stored.
    let feature = min(wanted, p.rows - 1u);
    var acc: array<f32, ROWS>;
{unit}    for (var r = 0u; r < ROWS; r++) {{
        partial[t] = acc[r];
        workgroupBarrier();
        for (var half = 16u; half > 0u; half /= 2u) {{
            if lane < half {{ partial[t] += partial[t + half]; }}
            workgroupBarrier();
        }}
        if lane == 0u && wanted < p.rows {{ y[r * p.rows + feature] = {element}(partial[t]); }}
        workgroupBarrier();
    }}
}}
",
        fmt = format.name(),
    )
}
