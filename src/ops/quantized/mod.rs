//! Matrix products with quantized weights: [`QuantizedMatrix`] holds a linear layer's weight `W`
//! (`rows` output features × `cols` inputs, each row quantized along `cols`) as int8 with f32
//! scales per row or per group, or in GGUF's block formats Q8_0, Q4_K, Q5_K and Q6_K
//! (llama.cpp's layouts, so the bytes of a model file load: a Q4_K_M file holds Q4_K and Q6_K
//! tensors; `gguf.rs` reads the files); [`matmul_quantized_into`] computes `y = x · Wᵀ` with the
//! weights dequantized inside the kernel. Loading repacks the weights once into **slabs** of 32
//! words (4 int8 or 8 4-bit values to a word; rows padded with zeros to whole slabs), the scales
//! kept apart (Q4_K's 6-bit scales and mins unpacked to a byte each: 4.625 bits per weight
//! against GGUF's 4.5; Q5_K's fifth bits beside them; Q6_K's values as int8 with a scale per
//! 16). int8, Q8_0 and Q6_K: byte `k` of word `l` is the slab's column `32k + l`, so the 32
//! work-items of a row read 32 consecutive words and, for each byte, 32 consecutive columns of
//! `x` (coalesced loads on GPUs, whole vectors on the CPU device, where weight order in the
//! words took a gather of `x` per value). Q4_K and Q5_K: word `l` holds the slab's columns
//! `8l .. 8l + 8`, one sub-block's, so each word has one scale and one min.
//!
//! Up to [`GEMV_ROWS`] rows of `x` (decoding a token, a few sequences at once) run one kernel
//! that reads every weight once, which is what bounds it: on GPUs a workgroup takes 8 output
//! features, 32 work-items (lanes) each, and each lane takes word `l` of every slab of its
//! feature, multiplying it with every row of `x`; the CPU device's form gives each of 32
//! work-items that lane of several features at once (one load of `x` for all of them), with a
//! barrier per slab, and adds the same terms in the same order. With native ops on (the
//! default), the CPU device runs a twin of that kernel in its place (`native.rs`: the same terms
//! in the same order, on the host's vectors, 2.2–2.6× faster; `native_int8x.rs` for int8
//! activations). More rows dequantize `W` once into a scratch matrix of `x`'s type and run the
//! GEMM engine (a prompt's tokens: compute bound, where the tuned tiles win; with f16 or bf16
//! activations the weights are rounded to that type there, as llama.cpp's GPU back ends do for
//! batches, and the tensor cores take them).

use super::{kernel_for, matmul_with, Epilogue, MatmulSpec, OpFloat, WORKGROUP};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;
use crate::KernelSource;

mod gguf;
#[cfg(feature = "llvm")]
mod native;
#[cfg(feature = "llvm")]
mod native_int8x;

pub use gguf::{GgmlType, GgufFile, GgufTensor, GgufValue};

/// Rows of `x` the fused kernel takes; more go through a dequantized copy and the GEMM engine.
pub const GEMV_ROWS: usize = 8;

/// How a [`QuantizedMatrix`] stores its weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// GGUF Q5_K: Q4_K's super-blocks with a fifth bit per weight (176 bytes: f16 `d` and
    /// `dmin`, twelve bytes of 6-bit scales and mins, 32 bytes of high bits, 128 of low 4 bits),
    /// `value = d · scale · q − dmin · min` for `q` of 5 bits, as llama.cpp's
    /// `dequantize_row_q5_K`. Stored as Q4_K is, with each lane's 8 high bits in a byte of 8
    /// more words per super-block: 5.625 bits per weight against GGUF's 5.5.
    Q5K,
    /// GGUF Q6_K: super-blocks of 256 weights (210 bytes: 128 bytes of low 4 bits, 64 of high 2
    /// bits, sixteen int8 scales of sub-blocks of 16, an f16 `d`), `value = d · scale · (q −
    /// 32)`, as llama.cpp's `dequantize_row_q6_K`: what a Q4_K_M model file holds its output
    /// projection, and half of its attention values and MLP down projections, in. Stored as int8
    /// (`q − 32`) with an f32 scale per 16 (`d · scale`, exact: at most 18 significant bits), so
    /// the int8 kernels and their native twins take it. That reads 10 bits a weight where the
    /// file has 6.56 (a layout of 4- and 2-bit planes is left for when a GPU can time it against
    /// the 6-bit unpacking it needs); the values, and so every product, are the same.
    Q6K,
}

impl QuantFormat {
    pub(super) fn name(self) -> &'static str {
        match self {
            QuantFormat::Int8 { .. } => "int8",
            QuantFormat::Q8_0 => "q8_0",
            QuantFormat::Q4K => "q4_k",
            QuantFormat::Q5K => "q5_k",
            QuantFormat::Q6K => "q6_k",
        }
    }

    /// Consecutive weights of a row sharing one f32 scale, for the formats stored as int8 (all
    /// but Q4_K and Q5_K).
    pub(super) fn int8_group(self) -> Option<usize> {
        match self {
            QuantFormat::Int8 { group } => Some(group),
            QuantFormat::Q8_0 => Some(32),
            QuantFormat::Q6K => Some(16),
            QuantFormat::Q4K | QuantFormat::Q5K => None,
        }
    }
}

/// A weight matrix `rows × cols` (output features × inputs) stored quantized on a device.
pub struct QuantizedMatrix {
    format: QuantFormat,
    rows: usize,
    cols: usize,
    /// The quantized values, row by row in slabs of 32 words (see the module).
    words: DeviceBuffer<u32>,
    /// The scales: int8's and Q8_0's as f32 bits, one per group; Q4_K's five words per
    /// super-block (its f16 `d` and `dmin`, then its eight sub-blocks' 6-bit scale and min, a
    /// byte each, two sub-blocks to a word).
    aux: DeviceBuffer<u32>,
    /// The GPU form's configuration chosen for each (rows of `x`, `x`'s type, activations) this
    /// matrix has been multiplied with. Decoding calls the product once per weight matrix and
    /// token, and finding the choice by its key (the device's and the shape's names, formatted,
    /// then the store's map) takes microseconds, against a launch's few.
    chosen: std::sync::Mutex<Vec<(GemvKey, GemvConfig)>>,
}

impl std::fmt::Debug for QuantizedMatrix {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("QuantizedMatrix")
            .field("format", &self.format)
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .field("bytes", &self.size_bytes())
            .finish()
    }
}

/// What a [`QuantizedMatrix`]'s GPU form is chosen for: rows of `x`, `x`'s element type, and the
/// activations (`"exact"` or `"int8x"`).
type GemvKey = (usize, &'static str, &'static str);

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

/// Words of `aux` per super-block of Q4_K (`d` and `dmin`, four of scales and mins) and of Q5_K
/// (those, then eight of high bits).
pub(super) const Q4K_AUX: usize = 5;
pub(super) const Q5K_AUX: usize = 13;

/// [`Q4K_AUX`] or [`Q5K_AUX`], for a K format.
pub(super) fn k_quant_aux(format: QuantFormat) -> usize {
    if format == QuantFormat::Q5K {
        Q5K_AUX
    } else {
        Q4K_AUX
    }
}

/// A Q4_K or Q5_K super-block's first 16 bytes (f16 `d` and `dmin`, twelve bytes of 6-bit scales
/// and mins) as five words: `d` and `dmin`, then the eight sub-blocks' scale and min, a byte
/// each, two sub-blocks to a word.
fn k_quant_scales(head: &[u8], aux: &mut Vec<u32>) {
    aux.push(u32::from_le_bytes([head[0], head[1], head[2], head[3]]));
    let pairs: Vec<u32> = (0..8)
        .map(|sub| {
            let (sc, m) = q4k_scale_min(sub, &head[4..16]);
            u32::from(sc) | u32::from(m) << 8
        })
        .collect();
    aux.extend(pairs.chunks(2).map(|p| p[0] | p[1] << 16));
}

/// The low 4 bits of weight `i` of a Q4_K or Q5_K super-block from its 128 bytes `qs`: weight
/// 64c + l is the low nibble of qs[32c + l], 64c + 32 + l its high nibble.
fn k_quant_low_bits(qs: &[u8], i: usize) -> u8 {
    qs[32 * (i / 64) + i % 32] >> (4 * (i % 64 / 32)) & 15
}

/// Weights per slab (32 words) of `format`.
fn slab_columns(format: QuantFormat) -> usize {
    32 * values_per_word(format)
}

fn values_per_word(format: QuantFormat) -> usize {
    if int8_storage(format) {
        4
    } else {
        8
    }
}

/// Words per stored row: the row's columns in whole slabs.
fn words_per_row(format: QuantFormat, cols: usize) -> usize {
    32 * cols.div_ceil(slab_columns(format))
}

/// The slab's column that value `k` of word `l` holds (see the module).
fn column_in_slab(format: QuantFormat, l: usize, k: usize) -> usize {
    if int8_storage(format) {
        32 * k + l
    } else {
        8 * l + k
    }
}

/// `rows × cols` values (`value(i)` for the `i`-th in row-major order) packed into slabs, the
/// last slab of a row padded with zeros.
fn pack_slabs(format: QuantFormat, rows: usize, cols: usize, value: impl Fn(usize) -> u32) -> Vec<u32> {
    let (per_word, slab) = (values_per_word(format), slab_columns(format));
    let bits = 32 / per_word;
    let mut words = Vec::with_capacity(rows * words_per_row(format, cols));
    for row in 0..rows {
        for start in (0..cols).step_by(slab) {
            words.extend((0..32).map(|l| {
                (0..per_word)
                    .map(|k| (k, start + column_in_slab(format, l, k)))
                    .filter(|&(_, c)| c < cols)
                    .fold(0u32, |word, (k, c)| word | value(row * cols + c) << (bits * k))
            }));
        }
    }
    words
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
        let format = QuantFormat::Int8 { group };
        let words = pack_slabs(format, rows, cols, |i| u32::from(values[i] as u8));
        let aux: Vec<u32> = scales.iter().map(|s| s.to_bits()).collect();
        Self::new(ctx, format, rows, cols, &words, &aux)
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
        let words = pack_slabs(QuantFormat::Q8_0, rows, cols, |i| u32::from(values[i]));
        Self::new(ctx, QuantFormat::Q8_0, rows, cols, &words, &scales)
    }

    /// GGUF Q4_K super-blocks as a model file holds them: `rows × cols / 256` blocks of 144 bytes.
    pub fn from_gguf_q4_k(ctx: &GpuContext, bytes: &[u8], rows: usize, cols: usize) -> Result<Self> {
        let blocks = Self::blocks(bytes, rows, cols, 256, 144, "Q4_K")?;
        // The 4-bit values in weight order (packed into slabs below); the scales as five words
        // per super-block.
        let mut values = Vec::with_capacity(blocks * 256);
        let mut aux = Vec::with_capacity(blocks * 5);
        for block in bytes.chunks_exact(144) {
            k_quant_scales(&block[..16], &mut aux);
            values.extend((0..256).map(|i| k_quant_low_bits(&block[16..], i)));
        }
        let words = pack_slabs(QuantFormat::Q4K, rows, cols, |i| u32::from(values[i]));
        Self::new(ctx, QuantFormat::Q4K, rows, cols, &words, &aux)
    }

    /// GGUF Q5_K super-blocks as a model file holds them: `rows × cols / 256` blocks of 176 bytes.
    pub fn from_gguf_q5_k(ctx: &GpuContext, bytes: &[u8], rows: usize, cols: usize) -> Result<Self> {
        let blocks = Self::blocks(bytes, rows, cols, 256, 176, "Q5_K")?;
        // The low 4 bits as Q4_K's; after each super-block's five words of scales, its high
        // bits: lane `l`'s 8 (columns 8l .. 8l + 8, bit k for column 8l + k) in byte `l % 4` of
        // word `l / 4`.
        let mut values = Vec::with_capacity(blocks * 256);
        let mut aux = Vec::with_capacity(blocks * Q5K_AUX);
        for block in bytes.chunks_exact(176) {
            k_quant_scales(&block[..16], &mut aux);
            let (qh, qs) = (&block[16..48], &block[48..]);
            // Weight 64c + 32h + l's high bit is bit 2c + h of qh[l].
            let high = |i: usize| u32::from(qh[i % 32] >> (2 * (i / 64) + i % 64 / 32) & 1);
            let lanes: Vec<u32> = (0..32)
                .map(|lane| (0..8).fold(0, |byte, k| byte | high(8 * lane + k) << k))
                .collect();
            aux.extend(lanes.chunks(4).map(|b| b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24));
            values.extend((0..256).map(|i| k_quant_low_bits(qs, i)));
        }
        let words = pack_slabs(QuantFormat::Q5K, rows, cols, |i| u32::from(values[i]));
        Self::new(ctx, QuantFormat::Q5K, rows, cols, &words, &aux)
    }

    /// GGUF Q6_K super-blocks as a model file holds them: `rows × cols / 256` blocks of 210 bytes.
    pub fn from_gguf_q6_k(ctx: &GpuContext, bytes: &[u8], rows: usize, cols: usize) -> Result<Self> {
        let blocks = Self::blocks(bytes, rows, cols, 256, 210, "Q6_K")?;
        let mut values = Vec::with_capacity(blocks * 256);
        let mut scales = Vec::with_capacity(blocks * 16);
        for block in bytes.chunks_exact(210) {
            let (ql, qh, sc) = (&block[..128], &block[128..192], &block[192..208]);
            let d = half::f16::from_le_bytes([block[208], block[209]]).to_f32();
            // `d · scale` is exact in f32 (at most 11 + 7 significant bits), as is its product
            // with `q − 32` (at most 5 more): the weights are llama.cpp's to the bit.
            scales.extend(sc.iter().map(|&s| (d * f32::from(s as i8)).to_bits()));
            // Weight 128h + 32j + l (j < 4, l < 32): low bits from ql[64h + l + 32 (j & 1)]
            // (its high nibble for j ≥ 2), high bits 2j of qh[32h + l].
            values.extend((0..256).map(|i| {
                let (h, j, l) = (i / 128, i % 128 / 32, i % 32);
                let low = ql[64 * h + l + 32 * (j & 1)] >> (4 * (j / 2)) & 15;
                let high = qh[32 * h + l] >> (2 * j) & 3;
                (low | high << 4).wrapping_sub(32)
            }));
        }
        let words = pack_slabs(QuantFormat::Q6K, rows, cols, |i| u32::from(values[i]));
        Self::new(ctx, QuantFormat::Q6K, rows, cols, &words, &scales)
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
        // The kernels index the weights, padded to whole slabs, in u32.
        let padded = words_per_row(format, cols) * values_per_word(format);
        if rows == 0 || rows.checked_mul(padded).is_none_or(|n| n >= u32::MAX as usize) {
            return Err(bad(format!(
                "{rows} × {cols} weights: at least one row, and under 2^32 weights (rows padded to whole slabs of {})",
                slab_columns(format)
            )));
        }
        Ok(QuantizedMatrix {
            format,
            rows,
            cols,
            words: ctx.upload(words)?,
            aux: ctx.upload(aux)?,
            chosen: Default::default(),
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
            words_per_row: words_per_row(self.format, self.cols) as u32,
        }
    }
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct QuantParams {
    rows: u32,
    cols: u32,
    m: u32,
    words_per_row: u32,
}

/// How [`matmul_quantized_with`] takes its activations `x`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum QuantizedActivations {
    /// `x` as given, every product in f32 ([`matmul_quantized_into`]).
    #[default]
    Exact,
    /// `x` quantized to int8 in blocks of 32 columns (`d = max |x| / 127`, `q = round(x / d)`,
    /// as llama.cpp's GPU back ends do when decoding) and the weights' 4-bit values multiplied
    /// with it four at a time by integer dot products (`dot4I8Packed`: PTX `dp4a`, AMDGCN
    /// `v_dot4`), scaled in f32: a third of the instructions per weight on GPUs. Each output then
    /// differs from the exact one by the rounding of `x`: at most `d / 2` per value, times the
    /// weight. Applies to Q4_K weights in the fused kernel (up to [`GEMV_ROWS`] rows of `x`),
    /// with the same bits on every device (the CPU device runs a twin of the kernel on AVX-512
    /// VNNI's `vpdpbusd` where the host has it: 1.5× the exact product's speed there); int8,
    /// Q8_0 and Q6_K weights, whose slab layout puts four groups in a word, and more rows
    /// compute exactly.
    Int8,
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
    matmul_quantized_with(ctx, x, w, y, QuantizedActivations::Exact)
}

/// [`matmul_quantized_into`] with the activations taken as `activations` says.
pub fn matmul_quantized_with<T, X, Y>(
    ctx: &GpuContext,
    x: &X,
    w: &QuantizedMatrix,
    y: &mut Y,
    activations: QuantizedActivations,
) -> Result<()>
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
    if x.len().max(y.len()) > u32::MAX as usize {
        return Err(GpuError::invalid_argument(format!(
            "ops::matmul_quantized: {m} rows of x: x and y hold at most 2^32 - 1 elements (the kernels index them in u32)"
        )));
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
    if activations == QuantizedActivations::Int8 && w.format == QuantFormat::Q4K {
        return gemv_int8_activations::<T, X, Y>(ctx, x, w, y, m);
    }
    let form = match GemvForm::on(ctx, GemvConfig::default_for(m)) {
        GemvForm::Host => GemvForm::Host,
        GemvForm::Gpu(_) => {
            let mut run = |config| gemv_exact::<T, X, Y>(ctx, x, w, y, m, GemvForm::Gpu(config));
            GemvForm::Gpu(gemv_config(ctx, w, m, T::NAME, "exact", &mut run)?)
        }
    };
    gemv_exact::<T, X, Y>(ctx, x, w, y, m, form)
}

/// The names of the fused kernel's GPU configurations for `m` rows of `x` (`f4_s4`: features
/// per warp, slabs in flight), the default first: what the tuner times, and what
/// [`matmul_quantized_with_config`] takes.
#[doc(hidden)]
pub fn gemv_configs(m: usize) -> Vec<String> {
    GemvConfig::candidates(m).iter().map(|c| c.to_string()).collect()
}

/// [`matmul_quantized_with`] with the fused kernel's GPU form in the configuration `config`
/// names (one of [`gemv_configs`]), not the tuner's choice, on every device (the CPU device runs
/// that form too, not its own or its native twin): how the conformance suite and `gemm-bench
/// --check-candidates` check every configuration the tuner may choose. `m` must be 1 to
/// [`GEMV_ROWS`], where the fused kernel applies.
#[doc(hidden)]
pub fn matmul_quantized_with_config<T, X, Y>(
    ctx: &GpuContext,
    x: &X,
    w: &QuantizedMatrix,
    y: &mut Y,
    activations: QuantizedActivations,
    config: &str,
) -> Result<()>
where
    T: OpFloat,
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSliceMut<T> + KernelArg,
{
    let m = x.len() / w.cols.max(1);
    let chosen = config
        .parse::<GemvConfig>()
        .ok()
        .filter(|c| (1..=GEMV_ROWS).contains(&m) && GemvConfig::candidates(m).contains(c))
        .ok_or_else(|| {
            GpuError::invalid_argument(format!(
                "ops::matmul_quantized_with_config: {config:?} is not a configuration of the fused kernel for {m} rows of x (it has {})",
                gemv_configs(m).join(", ")
            ))
        })?;
    if x.len() != m * w.cols || y.len() != m * w.rows {
        // The shapes' own errors, as the plain call gives them.
        return matmul_quantized_with(ctx, x, w, y, activations);
    }
    if activations == QuantizedActivations::Int8 && w.format == QuantFormat::Q4K {
        let (xq, xf) = quantize_x::<T, X>(ctx, x, m * w.cols)?;
        return gemv_int8x_in::<T, Y>(ctx, &xq, &xf, w, y, m, chosen, false);
    }
    gemv_exact::<T, X, Y>(ctx, x, w, y, m, GemvForm::Gpu(chosen))
}

/// The fused exact product for `m` rows of `x` in `form` (on the CPU device with native ops on,
/// its native twin).
fn gemv_exact<T, X, Y>(ctx: &GpuContext, x: &X, w: &QuantizedMatrix, y: &Y, m: usize, form: GemvForm) -> Result<()>
where
    T: OpFloat,
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSliceMut<T> + KernelArg,
{
    let per_group = form.features_per_group(m);
    let kern = ctx.compile_kernel(&gemv_source::<T>(w.format, m, form))?;
    let grid = super::grid(
        ctx,
        w.rows.div_ceil(per_group as usize) as u64,
        per_group,
        "matmul_quantized",
    )?;
    let params = w.params(m);
    let params = Immediate(&params);
    let args = w.args(&[x], &[y, &params]);
    #[cfg(feature = "llvm")]
    if form == GemvForm::Host && ctx.native_ops() {
        let twin = native::NativeGemv::<T> {
            format: w.format,
            features: w.rows,
            cols: w.cols,
            m,
            words_per_row: words_per_row(w.format, w.cols),
            element: std::marker::PhantomData,
        };
        return ctx.launch_or_host_task(&kern, LaunchConfig::grid(grid, &kern), &args, Some(twin.task()));
    }
    ctx.launch(&kern, LaunchConfig::grid(grid, &kern), &args)
}

/// The key of the fused kernel's tuned configuration on `ctx`: the weights' format, `x`'s
/// `element` type, the `activations`, `m` rows, and the matrix's size rounded up to powers of
/// two.
fn gemv_key(ctx: &GpuContext, w: &QuantizedMatrix, m: usize, element: &str, activations: &str) -> (String, String) {
    use super::matmul::tune::{bucket, device_key};
    let format = format!("{:?}", w.format).replace(' ', "");
    (
        device_key(ctx),
        format!(
            "gemv-{format}-{element}-{activations}-m{m}:{}x{}",
            bucket(w.rows),
            bucket(w.cols)
        ),
    )
}

/// The GPU form's configuration for `m` rows of `x` against `w`: the tuner's choice among
/// [`GemvConfig::candidates`] (stored, or timed now by `run`, which launches the product with one
/// on the call's buffers; the default with `ANYGPU_AUTOTUNE=off`).
fn gemv_config(
    ctx: &GpuContext,
    w: &QuantizedMatrix,
    m: usize,
    element: &'static str,
    activations: &'static str,
    run: &mut dyn FnMut(GemvConfig) -> Result<()>,
) -> Result<GemvConfig> {
    let mine = (m, element, activations);
    let known = |chosen: &[(GemvKey, GemvConfig)]| chosen.iter().find(|(k, _)| *k == mine).map(|(_, c)| *c);
    if let Some(config) = known(&w.chosen.lock().unwrap_or_else(|p| p.into_inner())) {
        return Ok(config);
    }
    let what = format!("matmul_quantized {m}×{}×{}", w.cols, w.rows);
    let key = gemv_key(ctx, w, m, element, activations);
    let config = super::matmul::tune::choose_among(ctx, &what, key, &GemvConfig::candidates(m), run)?;
    let mut chosen = w.chosen.lock().unwrap_or_else(|p| p.into_inner());
    if known(&chosen).is_none() {
        chosen.push((mine, config));
    }
    Ok(config)
}

/// The Q4_K product with `x` (`m` rows) quantized to int8 first (see
/// [`QuantizedActivations::Int8`]): per 32 columns 8 words of packed bytes (the even columns of
/// each 8, then the odd ones, as a word's low and high nibbles hold them) and 5 floats (the scale,
/// then each 8 columns' exact f32 sum, which the mins multiply).
fn gemv_int8_activations<T, X, Y>(ctx: &GpuContext, x: &X, w: &QuantizedMatrix, y: &mut Y, m: usize) -> Result<()>
where
    T: OpFloat,
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSliceMut<T> + KernelArg,
{
    let (xq, xf) = quantize_x::<T, X>(ctx, x, m * w.cols)?;
    let (xq, xf) = (&xq, &xf);
    if super::stepped(ctx) {
        return gemv_int8x_in::<T, Y>(ctx, xq, xf, w, y, m, GemvConfig::default_for(m), true);
    }
    let mut run = |config| gemv_int8x_in::<T, Y>(ctx, xq, xf, w, y, m, config, false);
    let config = gemv_config(ctx, w, m, T::NAME, "int8x", &mut run)?;
    gemv_int8x_in::<T, Y>(ctx, xq, xf, w, y, m, config, false)
}

/// `x` (`len` values, rows of whole blocks of 32) quantized by [`quantize_activations_wgsl`].
fn quantize_x<T, X>(ctx: &GpuContext, x: &X, len: usize) -> Result<(DeviceBuffer<u32>, DeviceBuffer<f32>)>
where
    T: OpFloat,
    X: DeviceSlice<T> + KernelArg,
{
    let blocks = len / 32;
    let xq = ctx.alloc::<u32>(blocks * 8)?;
    let xf = ctx.alloc::<f32>(blocks * 5)?;
    let quantize = kernel_for::<T>(ctx, quantize_activations_wgsl(T::WGSL))?;
    let count = Immediate(&(blocks as u32));
    super::launch_elementwise(ctx, &quantize, blocks, "matmul_quantized", &[x, &xq, &xf, &count])?;
    Ok((xq, xf))
}

/// Tunes the fused product's GPU form ahead of time for `m` rows of `x` of type `T` against `w`,
/// taken as `activations` says, as [`crate::ops::tune_matmul`] does for matmul: unless a choice
/// is stored, the configurations (output features per warp, slabs of words loaded at once:
/// `f4_s4`) are timed on buffers of that shape within the `ANYGPU_AUTOTUNE_BUDGET_MS` budget and
/// the fastest is kept for this process and later ones; a plain call would otherwise do this on
/// first use. More than [`GEMV_ROWS`] rows go through the GEMM engine, which this then tunes.
/// Where the CPU device runs its own form the result is `host`, and where nothing can be
/// measured (a browser) the default configuration, neither measured.
pub fn tune_matmul_quantized<T: OpFloat>(
    ctx: &GpuContext,
    w: &QuantizedMatrix,
    m: usize,
    activations: QuantizedActivations,
) -> Result<super::MatmulTuning> {
    use super::matmul::tune;
    let spec = MatmulSpec::new(m, w.cols, w.rows).transpose_b();
    if m == 0 {
        return Err(GpuError::invalid_argument(
            "ops::tune_matmul_quantized: no rows of x to tune for (m = 0)",
        ));
    }
    if m > GEMV_ROWS {
        return super::tune_matmul_of::<T>(ctx, &[spec]).map(|mut t| t.remove(0));
    }
    let done = |config: GemvConfig, measured, timings: Vec<(GemvConfig, f64)>| super::MatmulTuning {
        spec,
        config: config.to_string(),
        measured,
        timings: timings.into_iter().map(|(c, t)| (c.to_string(), t)).collect(),
    };
    let default = GemvConfig::default_for(m);
    if super::stepped(ctx) {
        // The CPU device's own form: nothing to choose.
        return Ok(super::MatmulTuning {
            config: "host".into(),
            ..done(default, false, Vec::new())
        });
    }
    if !tune::can_measure() {
        return Ok(done(default, false, Vec::new()));
    }
    let int8x = activations == QuantizedActivations::Int8 && w.format == QuantFormat::Q4K;
    let key = gemv_key(ctx, w, m, T::NAME, if int8x { "int8x" } else { "exact" });
    let candidates = GemvConfig::candidates(m);
    if let Some(config) = tune::stored_choice(&key, &candidates) {
        return Ok(done(config, false, Vec::new()));
    }
    let x: Vec<T> = (0..m * w.cols)
        .map(|i| T::from_f32(((i * 7919) % 61) as f32 / 61.0 - 0.5))
        .collect();
    let x = ctx.upload(&x)?;
    let y = ctx.alloc::<T>(m * w.rows)?;
    let what = format!("matmul_quantized {m}×{}×{}", w.cols, w.rows);
    let budget = tune::explicit_budget();
    let (best, timings) = if int8x {
        let (xq, xf) = quantize_x::<T, _>(ctx, &x, m * w.cols)?;
        let mut run = |config| gemv_int8x_in::<T, _>(ctx, &xq, &xf, w, &y, m, config, false);
        tune::measure_candidates(ctx, &what, &candidates, key, budget, &mut run)?
    } else {
        let mut run = |config| gemv_exact::<T, _, _>(ctx, &x, w, &y, m, GemvForm::Gpu(config));
        tune::measure_candidates(ctx, &what, &candidates, key, budget, &mut run)?
    };
    Ok(done(best, true, timings))
}

/// The Q4_K product against `x` quantized into `xq` and `xf`, in the kernel's `config` (every
/// device runs the GPU form; with `twin`, the CPU device with native ops on runs its native twin
/// in its place).
#[allow(clippy::too_many_arguments)]
#[cfg_attr(not(feature = "llvm"), allow(unused_variables))]
fn gemv_int8x_in<T, Y>(
    ctx: &GpuContext,
    xq: &DeviceBuffer<u32>,
    xf: &DeviceBuffer<f32>,
    w: &QuantizedMatrix,
    y: &Y,
    m: usize,
    config: GemvConfig,
    twin: bool,
) -> Result<()>
where
    T: OpFloat,
    Y: DeviceSliceMut<T> + KernelArg,
{
    let kern = ctx.compile_kernel(&super::memoized_source(
        format!("gemv_int8x/{}/{m}/{config}", T::NAME),
        || {
            super::source_for(
                T::NAME,
                KernelSource::wgsl(gemv_int8_activations_wgsl(T::WGSL, m, config)),
            )
        },
    ))?;
    let per_group = GemvForm::Gpu(config).features_per_group(m) as usize;
    let grid = super::grid(
        ctx,
        w.rows.div_ceil(per_group) as u64,
        per_group as u32,
        "matmul_quantized",
    )?;
    let params = w.params(m);
    let params = Immediate(&params);
    let args = w.args(&[xq], &[y, xf, &params]);
    #[cfg(feature = "llvm")]
    if twin && super::stepped(ctx) && ctx.native_ops() {
        let twin = native_int8x::NativeGemvInt8x::<T> {
            features: w.rows,
            cols: w.cols,
            m,
            element: std::marker::PhantomData,
        };
        return ctx.launch_or_host_task(&kern, LaunchConfig::grid(grid, &kern), &args, Some(twin.task()));
    }
    ctx.launch(&kern, LaunchConfig::grid(grid, &kern), &args)
}

// The kernels.

/// The kernels' storage: Q8_0 is stored as int8 with a scale per 32, Q6_K with one per 16.
fn int8_storage(format: QuantFormat) -> bool {
    format.int8_group().is_some()
}

/// `fn weight(row, col) -> f32`: one dequantized weight, as the format's formula gives it.
fn weight_fn(format: QuantFormat) -> String {
    if int8_storage(format) {
        return "fn weight(row: u32, col: u32) -> f32 {
    let word = w[row * p.words_per_row + col / SLAB * 32u + col % 32u];
    let q = i32(word << (24u - 8u * (col % SLAB / 32u))) >> 24u;
    return f32(q) * bitcast<f32>(aux[row * (p.cols / GROUP) + col / GROUP]);
}
"
        .to_string();
    }
    // Q5_K's fifth bit: bit `col % 8` of lane `col % 256 / 8`'s byte of high bits.
    let high = match format {
        QuantFormat::Q5K => {
            "    let lane = col % 256u / 8u;
    let high = (aux[s * AUX + 5u + lane / 4u] >> (lane % 4u * 8u + col % 8u)) & 1u;
"
        }
        _ => "    let high = 0u;\n",
    };
    format!(
        "fn weight(row: u32, col: u32) -> f32 {{
    let word = w[row * p.words_per_row + col / 8u];
    let s = row * (p.cols / 256u) + col / 256u;
{high}    let q = ((word >> (4u * (col % 8u))) & 15u) | high << 4u;
    let dm = q4k_scale_min(s, col % 256u / 32u);
    return dm.x * f32(q) - dm.y;
}}
"
    )
}

/// Q4_K's `d · scale` and `dmin · min` of sub-block `sub` of super-block `s` (as llama.cpp's
/// `dequantize_row_q4_K` computes them, from the scale and min its `get_scale_min_k4` unpacks,
/// unpacked here when the matrix is loaded).
const Q4K_SCALE_MIN: &str = "fn q4k_scale_min(s: u32, sub: u32) -> vec2<f32> {
    let d = unpack2x16float(aux[s * AUX]);
    let sm = aux[s * AUX + 1u + sub / 2u] >> (16u * (sub % 2u));
    return vec2<f32>(d.x * f32(sm & 255u), d.y * f32((sm >> 8u) & 255u));
}
";

/// The kernel's parameters, the weights' bindings (`w` and `aux` at `first` and `first + 1`)
/// and its helpers.
fn header(format: QuantFormat, element: &str, name: &str, first: u32) -> String {
    let enable = super::enable(element);
    // The group is a constant: a division by it is a multiply and a shift (x86 has no vector
    // division: divided by a parameter, the CPU device's loops divided lane by lane).
    let helpers = match format.int8_group() {
        Some(group) => format!("const GROUP: u32 = {group}u;\n"),
        None => format!("const AUX: u32 = {}u;\n{Q4K_SCALE_MIN}", k_quant_aux(format)),
    };
    format!(
        "{enable}// anygpu op: {name}_{fmt}
struct Params {{ rows: u32, cols: u32, m: u32, words_per_row: u32 }}
var<immediate> p: Params;
@group(0) @binding({first}) var<storage, read> w: array<u32>;
@group(0) @binding({second}) var<storage, read> aux: array<u32>;
const SLAB: u32 = {slab}u;
{helpers}{weight}",
        fmt = format.name(),
        second = first + 1,
        slab = slab_columns(format),
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

/// Which form of the fused kernel runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum GemvForm {
    /// The CPU device's: each of 32 work-items takes a lane of several features, a barrier per
    /// slab.
    Host,
    /// The GPU form: 8 warps, lane `l` taking word `l` of each slab of its warp's features.
    Gpu(GemvConfig),
}

impl GemvForm {
    /// Output features per workgroup: on GPUs 8 warps (32 lanes each, 256 work-items) of the
    /// configuration's features; on the CPU device, where each of 32 work-items takes a lane of
    /// every feature, as many as keep `features × rows ≤ 16` running sums per work-item (Q4_K,
    /// one row, in `ops_gemv_8192`: 8 features 13.7 GiB/s, 16 features 14.3, 32 features 12.1).
    fn features_per_group(self, rows: usize) -> u32 {
        match self {
            GemvForm::Host => (16 / rows).clamp(1, 16) as u32,
            GemvForm::Gpu(config) => (WORKGROUP / 32) * config.features,
        }
    }

    /// The kernel's name's end: `_host`, or the GPU form's configuration (`_f4_s4`), so that a
    /// profile names the one chosen.
    pub(super) fn suffix(self) -> String {
        match self {
            GemvForm::Host => "_host".into(),
            GemvForm::Gpu(config) => format!("_{config}"),
        }
    }

    /// The form for the device `ctx` is, with the GPU form's `config`.
    fn on(ctx: &GpuContext, config: GemvConfig) -> Self {
        if super::stepped(ctx) {
            GemvForm::Host
        } else {
            GemvForm::Gpu(config)
        }
    }
}

/// A configuration of the fused kernel's GPU form, which the tuner chooses per device and shape
/// (`f4_s4`): output `features` per warp, each lane loading its columns of `x` once per slab for
/// all of them, and `slabs` of words a lane loads before adding their terms. Every configuration
/// adds the same terms in the same order, so all give the same bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct GemvConfig {
    features: u32,
    slabs: u32,
}

impl GemvConfig {
    /// The untuned default for `rows` rows of `x`: 4 features a warp (2 with 3–4 rows, 1 with
    /// more, whose `x` values take registers: 8 columns × rows per lane for Q4_K), 4 slabs. With
    /// one feature per warp `x` was most of the L1's traffic — per 128 bytes of weights a warp
    /// loaded 512 bytes of f32 `x` (Q8_0: 4 of its 9 requests) or 1 KiB (Q4_K) — and an H100
    /// moved 0.48 and 0.16 of its copy bandwidth (2026-11-27).
    pub(super) fn default_for(rows: usize) -> Self {
        let features = match rows {
            1 | 2 => 4,
            3 | 4 => 2,
            _ => 1,
        };
        GemvConfig { features, slabs: 4 }
    }

    /// What the tuner times for `rows` rows of `x`, the default first: 1, 2, 4 or 8 features a
    /// warp with at most 8 running sums a lane (features × rows), and 2, 4 or 8 slabs with at
    /// most 32 words a lane in flight (features × slabs) and slabs × rows ≤ 16 (8 rows of 8
    /// slabs took 255 registers and spilled 92–204 bytes on sm_90, 3 rows of 8 spilled 4; none
    /// of these spill). Nothing on an H100 has ranked them yet (2026-12-07): the 4 × 4 default
    /// was chosen by counting the first-level cache's requests, not by timing. On lavapipe
    /// (Q4_K, 1 × 4096 · 4096², every candidate timed) the default took 19–20 ms, the
    /// fastest (`f4_s2`, `f8_s2`) 16–18.
    pub(super) fn candidates(rows: usize) -> Vec<Self> {
        let default = Self::default_for(rows);
        let mut out = vec![default];
        for features in [1, 2, 4, 8] {
            for slabs in [2, 4, 8] {
                let c = GemvConfig { features, slabs };
                let fits = features as usize * rows <= 8 && features * slabs <= 32 && slabs as usize * rows <= 16;
                if fits && c != default {
                    out.push(c);
                }
            }
        }
        out
    }
}

impl std::fmt::Display for GemvConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "f{}_s{}", self.features, self.slabs)
    }
}

impl std::str::FromStr for GemvConfig {
    type Err = ();

    /// `f4_s4`: the inverse of `Display`.
    fn from_str(s: &str) -> std::result::Result<Self, ()> {
        let (f, s) = s.strip_prefix('f').and_then(|r| r.split_once("_s")).ok_or(())?;
        let config = GemvConfig {
            features: f.parse().map_err(|_| ())?,
            slabs: s.parse().map_err(|_| ())?,
        };
        ([1, 2, 4, 8].contains(&config.features) && [2, 4, 8].contains(&config.slabs))
            .then_some(config)
            .ok_or(())
    }
}

/// Where [`slab_terms`] reads `x`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum XFrom {
    /// `x[i]`, a value a load.
    Buffer,
    /// Workgroup memory `xs` the CPU device's form copies the slab's `x` into.
    Staged,
    /// Q4_K on GPUs: `x` bound as `vec4`s, a lane's 8 columns two loads (`ld.global.v4` on
    /// NVIDIA). With a value a load, each of the 8 loads of a warp touched 8 lines of 128 bytes
    /// (its lanes 32 bytes apart): `x` was most of the first-level cache's requests, which is
    /// what bounded the GEMV on an H100 (0.16 of its copy bandwidth for Q4_K, 2026-11-27).
    Vectors,
}

/// How a form of the fused kernel indexes the buffers it reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reads {
    /// `buf[i]`, with the compiler's bounds check: the CPU device's form, whose work-item loops
    /// IRCE splits into a range without checks (see `targets::host`).
    Checked,
    /// `buf[min(i, buf_last)]`, after the entry has returned if any buffer it reads is empty
    /// ([`Reads::prologue`]): the GPU forms. LLVM's constraint elimination then knows each index
    /// below the length and drops the check, leaving one `min` per load — which costs nothing
    /// where every index is in bounds, as every one these kernels compute is. A checked load was
    /// a compare, a predicated load, a zero for the other case and the address computed apart:
    /// with these (and `lop3.b32`, `targets::ptx::lop3`) the sm_90 loops per four slabs of four
    /// features went Q4_K 1 108 → 845 instructions (107 → 64 registers), Q8_0 754 → 534, Q6_K
    /// 757 → 526 (`docs/src/ops.md` has the table).
    Clamped,
}

impl Reads {
    /// `buffer[index]`, written this way.
    fn at(self, buffer: &str, index: &str) -> String {
        match self {
            Reads::Checked => format!("{buffer}[{index}]"),
            Reads::Clamped => format!("{buffer}[min({index}, {buffer}_last)]"),
        }
    }

    /// The statements that start the entry: for clamped reads, a return if any of `buffers` is
    /// empty (uniform: the whole workgroup returns, before any barrier), then each one's last
    /// index as `{buffer}_last`.
    fn prologue(self, buffers: &[&str]) -> String {
        if self == Reads::Checked {
            return String::new();
        }
        // One test of the least length: as `a == 0u || b == 0u || …`, LLVM turned the later
        // lengths' tests into tests of their byte counts, and the checks of those buffers
        // stayed (sm_90 Q8_0: 149 `setp` in the PTX, 27 so).
        let least = buffers
            .iter()
            .map(|b| format!("arrayLength(&{b})"))
            .reduce(|a, b| format!("min({a}, {b})"))
            .unwrap_or_else(|| "1u".into());
        let lasts: String = buffers
            .iter()
            .map(|b| format!("    let {b}_last = arrayLength(&{b}) - 1u;\n"))
            .collect();
        format!("    if {least} == 0u {{ return; }}\n{lasts}")
    }
}

/// WGSL for the terms of slab `s` (a name in scope, as `l`, the lane, is) for features
/// `fe{i}`, `i` in `features`, added to `acc{i · rows + r}` for every row `r` of `x`. `guarded`:
/// the row's last, partial slab, whose columns past `p.cols` count as zero whatever `x` and the
/// scales hold there. `word(i)` is the expression of feature `i`'s word; `reads`, how `x` and the
/// scales are indexed.
///
/// The terms of a word are summed as a balanced tree. The running sums are scalar variables,
/// not an array: the CPU device keeps a variable that crosses a barrier as one value per
/// work-item, an array's elements side by side, so `acc[i]` of consecutive work-items would be
/// a strided access, loaded and stored with a transpose each slab (Q4_K, 8 features: 57
/// `vpermt2ps` among 750 instructions per 16 work-items).
fn slab_terms(
    format: QuantFormat,
    features: std::ops::Range<usize>,
    rows: usize,
    guarded: bool,
    x_from: XFrom,
    unpack: Unpack,
    reads: Reads,
    word: &dyn Fn(usize) -> String,
) -> String {
    let per_word = values_per_word(format);
    let mut out = String::from("        let c = SLAB * s + l;\n");
    // Value k's column: `c + 32k` (int8), `c + 7l + k` (Q4_K: word l's values are columns
    // 8l .. 8l + 8 of the slab).
    let column = |k: usize| match (int8_storage(format), k) {
        (true, 0) => "c".to_string(),
        (true, _) => format!("c + {}u", 32 * k),
        (false, _) => format!("c + 7u * l + {k}u"),
    };
    if guarded {
        for k in 0..per_word {
            out += &format!("        let ok_{k} = {} < p.cols;\n", column(k));
        }
    }
    // `x`, loaded once for every feature.
    for r in 0..rows {
        if x_from == XFrom::Vectors {
            // The lane's 8 columns start on a multiple of 8: two whole `vec4`s.
            for half in 0..2 {
                let index = format!("({r}u * p.cols + c + 7u * l) / 4u + {half}u");
                out += &format!("        let xv{r}_{half} = {};\n", reads.at("x", &index));
            }
        }
        for k in 0..per_word {
            let x = match x_from {
                XFrom::Staged => format!("xs[{}u + 8u * l + {k}u]", 256 * r),
                XFrom::Buffer => format!("f32({})", reads.at("x", &format!("{r}u * p.cols + {}", column(k)))),
                XFrom::Vectors => format!("f32(xv{r}_{}.{})", k / 4, ["x", "y", "z", "w"][k % 4]),
            };
            let x = if guarded {
                format!("select(0.0, {x}, ok_{k})")
            } else {
                x
            };
            out += &format!("        let x{r}_{k} = {x};\n");
        }
    }
    for i in features.clone() {
        out += &format!("        let word{i} = {};\n", word(i));
        if !int8_storage(format) {
            // Q4_K: the word's 8 values are one sub-block's (`l / 4`), so `Σ (d·sc·q − dmin·m)·x
            // = d·sc · Σ q·x − dmin·m · Σ x`, with `Σ x` shared by every feature.
            if i == features.start {
                for r in 0..rows {
                    out += &format!(
                        "        let neg_sum_x{r} = -{};\n",
                        tree((0..8).map(|k| format!("x{r}_{k}")).collect())
                    );
                }
            }
            out += &q4k_word_scales(i, unpack, reads);
            if format == QuantFormat::Q5K {
                let high = reads.at("aux", &format!("sb{i} + 5u + l / 4u"));
                out += &format!("        let hb{i} = {high} >> (l % 4u * 8u);\n");
            }
            // Per weight its value (see [`Unpack`]) and one multiply-add: `Σ q·x` a chain of
            // `fma`s, each sum's update two more. On the CPU device (`ops_gemv_8192`,
            // 2026-11-28, against `add` in the same run): 67 % of its bandwidth with products
            // and a tree of adds, 72–77 % so.
            if format == QuantFormat::Q5K {
                out += &q5k_values(i, unpack);
            } else {
                for k in 0..8 {
                    out += &format!("        let q{i}_{k} = {};\n", unpack.nibble(&format!("word{i}"), k));
                }
            }
            for r in 0..rows {
                let qx = (1..8).fold(format!("q{i}_0 * x{r}_0"), |chain, k| {
                    format!("fma(q{i}_{k}, x{r}_{k}, {chain})")
                });
                let a = i * rows + r;
                out += &format!("        acc{a} = fma(dx{i}, {qx}, fma(dy{i}, neg_sum_x{r}, acc{a}));\n");
            }
            continue;
        }
        for k in 0..per_word {
            // Value k's group: the same for the slab's 32 lanes when the group is a multiple of
            // 32 (then written without the lane, so that the CPU device computes it once per
            // step).
            let lane_free = format.int8_group().is_some_and(|group| group % 32 == 0);
            let col = if lane_free {
                format!("SLAB * s + {}u", 32 * k)
            } else {
                column(k)
            };
            let scale = reads.at("aux", &format!("fe{i} * (p.cols / GROUP) + ({col}) / GROUP"));
            let weight = format!("bitcast<f32>({scale}) * f32(i32(word{i} << {}u) >> 24u)", 24 - 8 * k);
            let weight = if guarded {
                format!("select(0.0, {weight}, ok_{k})")
            } else {
                weight
            };
            out += &format!("        let w{i}_{k} = {weight};\n");
        }
        for r in 0..rows {
            let a = i * rows + r;
            let terms = (0..per_word).fold(format!("acc{a}"), |chain, k| {
                format!("fma(w{i}_{k}, x{r}_{k}, {chain})")
            });
            out += &format!("        acc{a} = {terms};\n");
        }
    }
    out
}

/// WGSL for Q4_K: the `d · scale` (`dx{i}`) and `dmin · min` (`dy{i}`) of lane `l`'s word of
/// slab `s` of feature `fe{i}` (sub-block `l / 4`, in word `1 + l / 8` of the super-block's five).
/// The CPU device's form picks that word by selects (one blend each, where an index by lane took
/// a gather); on GPUs the lanes index it, one load where the selects took four (a warp's lanes
/// read the same 16 bytes: one request either way).
fn q4k_word_scales(i: usize, unpack: Unpack, reads: Reads) -> String {
    let aux = |offset: &str| reads.at("aux", &format!("sb{i}{offset}"));
    let pick = match unpack {
        Unpack::Convert => format!(
            "select(select({}, {}, (l & 8u) != 0u), select({}, {}, (l & 8u) != 0u), l >= 16u)",
            aux(" + 1u"),
            aux(" + 2u"),
            aux(" + 3u"),
            aux(" + 4u")
        ),
        Unpack::Exponent => aux(" + 1u + l / 8u"),
    };
    format!(
        "        let sb{i} = (fe{i} * (p.cols / 256u) + s) * AUX;
        let d{i} = unpack2x16float({});
        let sm{i} = {pick} >> (l & 4u) * 4u;
        let dx{i} = d{i}.x * {};
        let dy{i} = d{i}.y * {};
",
        aux(""),
        unpack.field(&format!("sm{i}"), 8, 0),
        unpack.field(&format!("sm{i}"), 8, 8),
    )
}

/// WGSL for Q5_K's 8 values `q{i}_k` of lane `l`'s word `word{i}`, each `low + 16 · high` with its
/// fifth bit from `hb{i}` (the lane's byte of high bits, bit `k` for value `k`).
///
/// The GPU forms make whole 5-bit values in bytes before turning them into f32s: the even
/// values' nibbles (`word & 0x0f0f0f0f`) with the even high bits multiplied into bit 4 of each
/// byte (`(hb & 0x55) · 0x00410410`: bit `2j` lands on `8j + 4`, and the other products' bits,
/// carries included, miss bits 4, 12, 20 and 28), the odd ones likewise; then each byte as the exponent
/// form takes a field. Taking each high bit as a field of its own and adding it cost two more
/// instructions per value (sm_90: 1 747 instructions per four slabs of four features so).
/// The CPU device's form converts `low | high << 4` per value. The values are the same.
fn q5k_values(i: usize, unpack: Unpack) -> String {
    if unpack == Unpack::Convert {
        return (0..8u32)
            .map(|k| {
                format!(
                    "        let q{i}_{k} = f32(((word{i} >> {}u) & 15u) | ((hb{i} >> {k}u) & 1u) << 4u);\n",
                    4 * k
                )
            })
            .collect();
    }
    let mut out = format!(
        "        let even{i} = (word{i} & 0x0f0f0f0fu) | (((hb{i} & 0x55u) * 0x00410410u) & 0x10101010u);
        let odd{i} = ((word{i} >> 4u) & 0x0f0f0f0fu) | ((((hb{i} >> 1u) & 0x55u) * 0x00410410u) & 0x10101010u);
"
    );
    for k in 0..8u32 {
        let bytes = if k % 2 == 0 {
            format!("even{i}")
        } else {
            format!("odd{i}")
        };
        // Byte j = k / 2; the top one from the word shifted by 8, so that it sits in the
        // mantissa.
        let j = k / 2;
        let q = match j {
            3 => unpack.field(&format!("({bytes} >> 8u)"), 5, 16),
            _ => unpack.field(&bytes, 5, 8 * j),
        };
        out += &format!("        let q{i}_{k} = {q};\n");
    }
    out
}

/// How a kernel turns Q4_K's unsigned fields (a nibble, a scale's byte) into f32s. Both give the
/// same value exactly, so the forms of a kernel keep the same bits whichever each takes. (int8
/// and Q8_0 bytes stay conversions everywhere: ptxas converts a byte of a word in one
/// instruction, `I2F.S8 R, R.B1`, and the exponent form took their loop from 754 to 890
/// instructions per four slabs of four features, sm_90.)
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Unpack {
    /// Shift, mask and `f32(…)`: the CPU device's form, where LLVM converts 16 lanes an
    /// instruction (`vcvtdq2ps`).
    Convert,
    /// The field set into the mantissa of `2^23` by one mask-and-or, then the bias taken off by
    /// one `fma` (`(2^23 + v·2^at)·2^−at − 2^(23−at)`, exact for `at + bits ≤ 23`): the GPU
    /// forms. On NVIDIA an integer-to-float conversion (I2F) runs at 16 a clock per
    /// multiprocessor, against 64 for LOP3 and 128 for FFMA (the CUDA guide's throughput table),
    /// and the Q4_K GEMV took 10 per word of weights (8 nibbles, 2 scale bytes).
    Exponent,
}

impl Unpack {
    /// The unsigned field of `bits` bits at bit `at` of `src` (a u32 expression) as an f32.
    fn field(self, src: &str, bits: u32, at: u32) -> String {
        let mask = ((1u32 << bits) - 1) << at;
        match self {
            Unpack::Convert if at + bits == 32 => format!("f32({src} >> {at}u)"),
            Unpack::Convert if at == 0 => format!("f32({src} & {mask}u)"),
            Unpack::Convert => format!("f32(({src} >> {at}u) & {}u)", mask >> at),
            Unpack::Exponent => {
                assert!(at + bits <= 23, "a field past the mantissa");
                let set = format!("bitcast<f32>(({src} & {mask}u) | 0x4B000000u)");
                let bias = f64::from(1u32 << (23 - at));
                if at == 0 {
                    format!("({set} - {bias:?})")
                } else {
                    format!("fma({set}, {:?}, -{bias:?})", 2f64.powi(-(at as i32)))
                }
            }
        }
    }

    /// Nibble `k` (bits `4k .. 4k + 4`) of `word`: for the exponent form the top three from
    /// the word shifted by 12, one shift for the three.
    fn nibble(self, word: &str, k: u32) -> String {
        match (self, k) {
            (Unpack::Exponent, 5..) => self.field(&format!("({word} >> 12u)"), 4, 4 * (k - 3)),
            _ => self.field(word, 4, 4 * k),
        }
    }
}

/// `terms` summed as a balanced tree: `((t0 + t1) + (t2 + t3))`.
fn tree(mut terms: Vec<String>) -> String {
    while terms.len() > 1 {
        terms = terms
            .chunks(2)
            .map(|p| p.join(" + "))
            .map(|s| format!("({s})"))
            .collect();
    }
    terms.concat()
}

/// `var acc0: f32; …` for `n` running sums.
fn sums_declared(n: usize) -> String {
    (0..n).map(|a| format!("    var acc{a}: f32;\n")).collect()
}

/// [`gemv_wgsl`] for `T`, written once per process: the CPU device's form is about 19 KB of
/// text (16 features written out), 45 µs to write against 3 µs to look up in the kernel cache,
/// and decoding calls the product once per weight matrix and token.
fn gemv_source<T: OpFloat>(format: QuantFormat, rows: usize, form: GemvForm) -> KernelSource {
    super::memoized_source(format!("gemv/{format:?}/{}/{rows}/{form:?}", T::NAME), || {
        super::source_for(T::NAME, KernelSource::wgsl(gemv_wgsl(format, T::WGSL, rows, form)))
    })
}

/// The fused product for `rows` (1 to [`GEMV_ROWS`]) rows of `x`. Lane `l` of a feature takes
/// word `l` of each of the feature's slabs in turn and adds its terms to one running sum per row
/// of `x`; the 32 lanes' sums then meet in a tree (halves 16, 8, 4, 2, 1).
///
/// On GPUs ([`GemvForm::Gpu`]) a workgroup is 8 warps of the configuration's features × 32
/// lanes, and a lane reads its slabs' words before it adds their terms. On the CPU device
/// ([`GemvForm::Host`]) a workgroup is 32 work-items, each lane `l` of several features, with a barrier
/// per slab: the CPU device runs each slab for the whole workgroup as one loop over work-items,
/// vectorised across them — consecutive words, consecutive columns of `x` loaded once for all
/// the features, and the scales computed once per slab. The same terms are added in the same
/// order either way, so the results have the same bits.
pub(super) fn gemv_wgsl(format: QuantFormat, element: &str, rows: usize, form: GemvForm) -> String {
    let head = header(format, element, "matmul_quantized", 1);
    let per_group = form.features_per_group(rows) as usize;
    let host = form == GemvForm::Host;
    // Q4_K's rows are whole super-blocks, so `x`'s rows are whole `vec4`s.
    let gpu_x = match (host, format) {
        (false, QuantFormat::Q4K | QuantFormat::Q5K) => XFrom::Vectors,
        _ => XFrom::Buffer,
    };
    let (unpack, reads) = if host {
        (Unpack::Convert, Reads::Checked)
    } else {
        (Unpack::Exponent, Reads::Clamped)
    };
    let word = |i: usize| reads.at("w", &format!("fe{i} * p.words_per_row + 32u * s + l"));
    // Only int8 rows (Q8_0's included) can end in a partial slab: Q4_K's are whole super-blocks.
    let tail = |features: std::ops::Range<usize>| {
        if int8_storage(format) {
            format!(
                "    if full * SLAB < p.cols {{\n        let s = full;\n{}    }}\n",
                slab_terms(format, features, rows, true, XFrom::Buffer, unpack, reads, &word)
            )
        } else {
            String::new()
        }
    };
    let (size, lanes, sums, reduce) = if host {
        // Q4_K's lanes take 8 consecutive columns each: the slab's `x` is first copied to
        // workgroup memory (consecutive work-items, consecutive columns), from which a lane's
        // reads are in bounds by construction, so the CPU device loads them as whole vectors
        // and shuffles them (from `x` itself, each took a gather: 9.2 GiB/s against 13.6
        // with the loads made contiguous, `ops_gemv_8192`).
        let staged = !int8_storage(format);
        let stage = if staged {
            let copies: Vec<String> = (0..rows)
                .flat_map(|r| {
                    (0..8).map(move |k| {
                        format!(
                            "        xs[{}u + l] = f32(x[{r}u * p.cols + SLAB * s + {}u + l]);\n",
                            256 * r + 32 * k,
                            32 * k
                        )
                    })
                })
                .collect();
            format!("{}        workgroupBarrier();\n", copies.concat())
        } else {
            String::new()
        };
        let features: Vec<String> = (0..per_group)
            .map(|i| format!("    let fe{i} = min(first + {i}u, p.rows - 1u);\n"))
            .collect();
        let keep: Vec<String> = (0..per_group * rows)
            .map(|a| format!("    partial[{}u + l] = acc{a};\n", 32 * a))
            .collect();
        let sums = format!(
            "    let first = (g.x + g.y * groups.x) * {per_group}u;
    // A feature past the last computes the last one's sums again, never stored.
{features}{acc}    for (var s = 0u; s < full; s++) {{
{stage}{terms}        workgroupBarrier();
    }}
{tail}",
            features = features.concat(),
            acc = sums_declared(per_group * rows),
            stage = stage,
            terms = slab_terms(
                format,
                0..per_group,
                rows,
                false,
                if staged { XFrom::Staged } else { XFrom::Buffer },
                unpack,
                reads,
                &word
            ),
            tail = tail(0..per_group),
        );
        // The tree of each sum walked by one work-item, in the GPU form's order.
        let reduce = format!(
            "{keep}    workgroupBarrier();
    if t < {n}u {{
        for (var half = 16u; half > 0u; half /= 2u) {{
            for (var i = 0u; i < half; i++) {{ partial[32u * t + i] += partial[32u * t + i + half]; }}
        }}
        let feature = first + t / ROWS;
        if feature < p.rows {{ y[t % ROWS * p.rows + feature] = {element}(partial[32u * t]); }}
    }}
",
            keep = keep.concat(),
            n = per_group * rows,
        );
        (32, 32 * per_group * rows, sums, reduce)
    } else {
        let GemvForm::Gpu(config) = form else {
            unreachable!("the host form is the branch above")
        };
        let terms = |features: Features, word: &dyn Fn(usize) -> String| {
            slab_terms(format, features, rows, false, gpu_x, unpack, reads, word)
        };
        warp_form(element, rows, config, &["w", "aux", "x"], &terms, &tail)
    };
    let x_element = match gpu_x {
        XFrom::Vectors => format!("vec4<{element}>"),
        _ => element.to_string(),
    };
    format!(
        "{head}@group(0) @binding(0) var<storage, read> x: array<{x_element}>;
@group(0) @binding(3) var<storage, read_write> y: array<{element}>;
const ROWS: u32 = {rows}u;
var<workgroup> partial: array<f32, {lanes}>;
{staging}@compute @workgroup_size({size})
fn op_matmul_quantized_{fmt}_m{rows}{suffix}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) g: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let l = t % 32u;
    let full = p.cols / SLAB;
{sums}{reduce}}}
",
        fmt = format.name(),
        suffix = form.suffix(),
        staging = if host && !int8_storage(format) {
            format!("var<workgroup> xs: array<f32, {}>;\n", 256 * rows)
        } else {
            String::new()
        },
    )
}

/// One work-item per 32 columns of `x` (`p` of them): the block quantized to int8 for
/// [`QuantizedActivations::Int8`] (`d = max |x| / 127`, `q = round(x / d)`, all zeros where the
/// block is), into `xq` (8 words: for each 8 columns the even ones' bytes, then the odd ones') and
/// `xf` (5 floats: `d`, then each 8 columns' f32 sum). A NaN stays in the sums, so it reaches the
/// outputs as it would unquantized.
pub(super) fn quantize_activations_wgsl(element: &str) -> String {
    let enable = super::enable(element);
    let values: String = (0..8)
        .map(|k| format!("        let v{k} = f32(x[c + {k}u]);\n"))
        .collect();
    format!(
        "{enable}// anygpu op: quantize_activations (int8 in blocks of 32, for a quantized product)
var<immediate> blocks: u32;
@group(0) @binding(0) var<storage, read> x: array<{element}>;
@group(0) @binding(1) var<storage, read_write> xq: array<u32>;
@group(0) @binding(2) var<storage, read_write> xf: array<f32>;
@compute @workgroup_size({WORKGROUP})
fn op_quantize_activations(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let b = {INDEX};
    if b >= blocks {{ return; }}
    var amax = 0.0;
    for (var i = 0u; i < 32u; i++) {{ amax = max(amax, abs(f32(x[32u * b + i]))); }}
    let inv = select(0.0, 127.0 / amax, amax > 0.0);
    xf[5u * b] = amax / 127.0;
    for (var g = 0u; g < 4u; g++) {{
        let c = 32u * b + 8u * g;
{values}        xq[8u * b + 2u * g] = pack4xI8(vec4<i32>(round(vec4<f32>(v0, v2, v4, v6) * inv)));
        xq[8u * b + 2u * g + 1u] = pack4xI8(vec4<i32>(round(vec4<f32>(v1, v3, v5, v7) * inv)));
        xf[5u * b + 1u + g] = ((v0 + v1) + (v2 + v3)) + ((v4 + v5) + (v6 + v7));
    }}
}}
",
        INDEX = super::INDEX,
    )
}

/// The Q4_K product for `rows` rows of `x` quantized by [`quantize_activations_wgsl`]: the GPU
/// form's warps (every device runs this one), lane `l`'s word of a slab split into its low and
/// high nibbles (`& 0x0f0f0f0f`: columns `8l + 0, 2, 4, 6`, and `1, 3, 5, 7`), each multiplied
/// with the matching word of `x` by `dot4I8Packed`; the sum, exact in i32, scaled by the
/// sub-block's `d · scale` and `x`'s block scale, minus `dmin · min` times the 8 columns' sum.
pub(super) fn gemv_int8_activations_wgsl(element: &str, rows: usize, config: GemvConfig) -> String {
    let head = header(QuantFormat::Q4K, element, "matmul_quantized_int8x", 1);
    let terms = |features: Features, word: &dyn Fn(usize) -> String| {
        let mut out = String::new();
        let at = |buffer: &str, index: String| Reads::Clamped.at(buffer, &index);
        for r in 0..rows {
            out += &format!(
                "        let xb{r} = {r}u * (p.cols / 32u) + 8u * s + l / 4u;
        let xe{r} = {};
        let xo{r} = {};
        let xd{r} = {};
        let neg_sum_x{r} = -{};
",
                at("xq", format!("8u * xb{r} + 2u * (l % 4u)")),
                at("xq", format!("8u * xb{r} + 2u * (l % 4u) + 1u")),
                at("xf", format!("5u * xb{r}")),
                at("xf", format!("5u * xb{r} + 1u + l % 4u")),
            );
        }
        for i in features {
            out += &format!("        let word{i} = {};\n", word(i));
            out += &q4k_word_scales(i, Unpack::Exponent, Reads::Clamped);
            out += &format!(
                "        let lo{i} = word{i} & 0x0f0f0f0fu;\n        let hi{i} = (word{i} >> 4u) & 0x0f0f0f0fu;\n"
            );
            for r in 0..rows {
                let a = i * rows + r;
                out += &format!(
                    "        acc{a} = fma(dx{i} * xd{r}, f32(dot4I8Packed(lo{i}, xe{r}) + dot4I8Packed(hi{i}, xo{r})), fma(dy{i}, neg_sum_x{r}, acc{a}));\n"
                );
            }
        }
        out
    };
    let buffers = ["w", "aux", "xq", "xf"];
    let (size, lanes, sums, reduce) = warp_form(element, rows, config, &buffers, &terms, &|_| String::new());
    format!(
        "{head}@group(0) @binding(0) var<storage, read> xq: array<u32>;
@group(0) @binding(3) var<storage, read_write> y: array<{element}>;
@group(0) @binding(4) var<storage, read> xf: array<f32>;
var<workgroup> partial: array<f32, {lanes}>;
@compute @workgroup_size({size})
fn op_matmul_quantized_int8x_q4_k_m{rows}_{config}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) g: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let l = t % 32u;
    let full = p.cols / SLAB;
{sums}{reduce}}}
"
    )
}

/// A range of a workgroup's (or warp's) features, `fe{i}` for `i` in it.
type Features = std::ops::Range<usize>;

/// The statements that add the terms of slab `s` for some features, given the expression of
/// feature `i`'s word.
type SlabTerms<'a> = dyn Fn(Features, &dyn Fn(usize) -> String) -> String + 'a;

/// The GPU form of the fused kernel for `rows` rows of `x`: 8 warps of `config.features`
/// features, lane `l` taking word `l` of each slab of its warp's features, `config.slabs` slabs'
/// words loaded before `terms` (the statements for features `0..n` whose words `word(i)` gives,
/// of slab `s`, adding to `acc{i · rows + r}`) add theirs, `tail` (the last partial slab's, or
/// nothing), then each sum's lanes meet in a tree. `buffers`: those the kernel reads, all
/// [`Reads::Clamped`]. Returns the workgroup size, the `partial` array's length, the loop over
/// the slabs and the reduction with the stores.
fn warp_form(
    element: &str,
    rows: usize,
    config: GemvConfig,
    buffers: &[&str],
    terms: &SlabTerms,
    tail: &dyn Fn(Features) -> String,
) -> (usize, usize, String, String) {
    let word = |i: usize| Reads::Clamped.at("w", &format!("fe{i} * p.words_per_row + 32u * s + l"));
    // A warp's `per_warp` features, `step` slabs' words of each loaded before their terms.
    let (per_warp, step) = (config.features as usize, config.slabs);
    let four: Vec<String> = (0..step)
        .map(|u| {
            format!(
                "        {{\n        let s = j + {u}u;\n{}        }}\n",
                terms(0..per_warp, &|i| format!("word_{u}_{i}"))
            )
        })
        .collect();
    let features: String = (0..per_warp)
        .map(|i| format!("    let fe{i} = min(first + {i}u, p.rows - 1u);\n"))
        .collect();
    let loads: String = (0..step)
        .flat_map(|u| {
            (0..per_warp).map(move |i| {
                let index = format!("fe{i} * p.words_per_row + 32u * (j + {u}u) + l");
                format!("        let word_{u}_{i} = {};\n", Reads::Clamped.at("w", &index))
            })
        })
        .collect();
    let sums = format!(
        "{prologue}    let first = ((g.x + g.y * groups.x) * {warps}u + t / 32u) * {per_warp}u;
    // A feature past the last computes the last one's sums again, never stored.
{features}{acc}    var j = 0u;
    for (; j + {step}u <= full; j += {step}u) {{
{loads}{four}    }}
    for (; j < full; j++) {{
        let s = j;
{one}    }}
{tail}",
        prologue = Reads::Clamped.prologue(buffers),
        warps = WORKGROUP / 32,
        four = four.concat(),
        one = terms(0..per_warp, &word),
        tail = tail(0..per_warp),
        acc = sums_declared(per_warp * rows),
    );
    // Each sum's 32 lanes meet in a tree (halves 16, 8, 4, 2, 1), every sum at once.
    let sums_n = per_warp * rows;
    let keep: String = (0..sums_n)
        .map(|a| format!("    partial[{}u + t] = acc{a};\n", WORKGROUP as usize * a))
        .collect();
    let stores: String = (0..sums_n)
        .map(|a| {
            let (i, r) = (a / rows, a % rows);
            format!(
                "        if first + {i}u < p.rows {{ y[{r}u * p.rows + first + {i}u] = {element}(partial[{}u + t]); }}\n",
                WORKGROUP as usize * a
            )
        })
        .collect();
    let reduce = format!(
        "{keep}    workgroupBarrier();
    for (var half = 16u; half > 0u; half /= 2u) {{
        if l < half {{
            for (var a = 0u; a < {sums_n}u; a++) {{ partial[a * {WORKGROUP}u + t] += partial[a * {WORKGROUP}u + t + half]; }}
        }}
        workgroupBarrier();
    }}
    if l == 0u {{
{stores}    }}
"
    );
    (WORKGROUP as usize, WORKGROUP as usize * sums_n, sums, reduce)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CpuDeviceConfig;

    /// The GPU form and the CPU device's form of the fused kernel, both run on the CPU device,
    /// give the same bits: the same terms in the same order (int8 with a partial last slab and a
    /// group that is not a multiple of 32, Q8_0, Q4_K; one and three rows of `x`).
    #[test]
    fn both_forms_of_the_fused_kernel_give_the_same_bits() {
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        let (rows, cols) = (21usize, 512usize);
        let noise = |n: usize, seed: u32| -> Vec<u32> {
            (0..n as u32)
                .map(|i| {
                    (i ^ seed)
                        .wrapping_mul(0x9e37_79b9)
                        .rotate_left(13)
                        .wrapping_mul(0x85eb_ca6b)
                })
                .collect()
        };
        let int8: Vec<i8> = noise(rows * 100, 1).iter().map(|&v| v as i8).collect();
        let scales: Vec<f32> = noise(rows * 25, 2).iter().map(|&v| (v % 1000) as f32 * 1e-3).collect();
        let mut q8 = Vec::new();
        let mut q4k = Vec::new();
        // Q5_K: Q4_K's d and dmin, then noise.
        let q5k: Vec<u8> = noise(rows * cols / 256 * 176, 7)
            .iter()
            .enumerate()
            .map(|(b, v)| match b % 176 {
                0..4 => [0x00, 0x1c, 0x00, 0x18][b % 176],
                _ => *v as u8,
            })
            .collect();
        // Q6_K: d = 2^-10 (f16 0x1400) after 208 bytes of noise.
        let q6k: Vec<u8> = noise(rows * cols / 256 * 210, 6)
            .iter()
            .enumerate()
            .map(|(b, v)| match b % 210 {
                208 => 0x00,
                209 => 0x14,
                _ => *v as u8,
            })
            .collect();
        for (b, v) in noise(rows * cols / 32 * 34, 3).iter().enumerate() {
            q8.push(if b % 34 < 2 { [0x00, 0x1c][b % 34] } else { *v as u8 });
        }
        for (b, v) in noise(rows * cols / 256 * 144, 4).iter().enumerate() {
            q4k.push(if b % 144 < 4 {
                [0x00, 0x1c, 0x00, 0x18][b % 144]
            } else {
                *v as u8
            });
        }
        let matrices = [
            (
                QuantizedMatrix::from_int8(&ctx, &int8, &scales, rows, 100, 4).unwrap(),
                100,
            ),
            (QuantizedMatrix::from_gguf_q8_0(&ctx, &q8, rows, cols).unwrap(), cols),
            (QuantizedMatrix::from_gguf_q4_k(&ctx, &q4k, rows, cols).unwrap(), cols),
            (QuantizedMatrix::from_gguf_q6_k(&ctx, &q6k, rows, cols).unwrap(), cols),
            (QuantizedMatrix::from_gguf_q5_k(&ctx, &q5k, rows, cols).unwrap(), cols),
        ];
        for (w, cols) in &matrices {
            // Every configuration the tuner may choose for GPUs, for int8 (with a partial last
            // slab), Q4_K, Q5_K and Q6_K (a scale per 16: two to a slab's 32 columns of a value);
            // Q8_0's words are int8's, so its default alone.
            for m in [1, 3] {
                let forms: Vec<GemvForm> = std::iter::once(GemvForm::Host)
                    .chain(GemvConfig::candidates(m).into_iter().map(GemvForm::Gpu))
                    .filter(|&f| {
                        w.format != QuantFormat::Q8_0
                            || f == GemvForm::Gpu(GemvConfig::default_for(m))
                            || f == GemvForm::Host
                    })
                    .collect();
                let x: Vec<f32> = noise(m * cols, 5)
                    .iter()
                    .map(|&v| (v % 2001) as f32 / 1000.0 - 1.0)
                    .collect();
                let x = ctx.upload(&x).unwrap();
                let results: Vec<Vec<u32>> = forms
                    .iter()
                    .map(|&form| {
                        let y = ctx.upload(&vec![f32::NAN; m * rows]).unwrap();
                        let kern = kernel_for::<f32>(&ctx, gemv_wgsl(w.format, "f32", m, form)).unwrap();
                        let per_group = form.features_per_group(m) as usize;
                        let grid = [rows.div_ceil(per_group) as u32, 1, 1];
                        let params = w.params(m);
                        let params = Immediate(&params);
                        ctx.launch(&kern, LaunchConfig::grid(grid, &kern), &w.args(&[&x], &[&y, &params]))
                            .unwrap();
                        ctx.download(&y).unwrap().iter().map(|v| v.to_bits()).collect()
                    })
                    .collect();
                assert!(
                    results[0].iter().all(|&b| !f32::from_bits(b).is_nan()),
                    "{:?}",
                    w.format
                );
                for (form, result) in forms.iter().zip(&results) {
                    assert_eq!(&results[0], result, "{:?}, {m} rows, {form:?}", w.format);
                }
                // The native twin, which the CPU device runs in place of the kernel.
                let mut y = ctx.upload(&vec![f32::NAN; m * rows]).unwrap();
                matmul_quantized_into(&ctx, &x, w, &mut y).unwrap();
                let twin: Vec<u32> = ctx.download(&y).unwrap().iter().map(|v| v.to_bits()).collect();
                assert_eq!(results[0], twin, "{:?}, {m} rows: the native twin", w.format);
            }
        }
    }

    /// The native twins give the kernels' bits for 16-bit activations and outputs too, for
    /// every row count the fused kernel takes, and with int8 activations.
    #[cfg(feature = "llvm")]
    #[test]
    fn the_native_twin_gives_the_kernels_bits() {
        fn both_with<T: OpFloat>(
            ctx: &GpuContext,
            w: &QuantizedMatrix,
            x: &[f32],
            m: usize,
            activations: QuantizedActivations,
        ) -> [Vec<T>; 2] {
            let x: Vec<T> = x.iter().map(|&v| T::from_f32(v)).collect();
            let x = ctx.upload(&x).unwrap();
            [true, false].map(|native| {
                ctx.set_native_ops(native);
                let mut y = ctx.alloc::<T>(m * w.rows()).unwrap();
                matmul_quantized_with(ctx, &x, w, &mut y, activations).unwrap();
                ctx.download(&y).unwrap()
            })
        }
        fn both<T: OpFloat>(ctx: &GpuContext, w: &QuantizedMatrix, x: &[f32], m: usize) -> [Vec<T>; 2] {
            both_with(ctx, w, x, m, QuantizedActivations::Exact)
        }
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        let (rows, cols) = (70usize, 768usize);
        let bytes = |n: usize, seed: u32| -> Vec<u8> {
            (0..n as u32)
                .map(|i| ((i ^ seed).wrapping_mul(0x9e37_79b9).rotate_left(11) >> 7) as u8)
                .collect()
        };
        // Scales of 2^-10 and 2^-12 (f16), so that products are exact enough to be ordinary.
        let q8: Vec<u8> = bytes(rows * cols / 32 * 34, 7)
            .chunks_exact(34)
            .flat_map(|b| [0x00, 0x14].into_iter().chain(b[2..].iter().copied()))
            .collect();
        let q4k: Vec<u8> = bytes(rows * cols / 256 * 144, 8)
            .chunks_exact(144)
            .flat_map(|b| [0x00, 0x14, 0x00, 0x0c].into_iter().chain(b[4..].iter().copied()))
            .collect();
        let q5k: Vec<u8> = bytes(rows * cols / 256 * 176, 11)
            .chunks_exact(176)
            .flat_map(|b| [0x00, 0x14, 0x00, 0x0c].into_iter().chain(b[4..].iter().copied()))
            .collect();
        let q6k: Vec<u8> = bytes(rows * cols / 256 * 210, 10)
            .chunks_exact(210)
            .flat_map(|b| b[..208].iter().copied().chain([0x00, 0x10]))
            .collect();
        let int8: Vec<i8> = bytes(rows * 300, 9).iter().map(|&v| v as i8).collect();
        let scales: Vec<f32> = (0..rows * 300 / 12).map(|i| (i % 7) as f32 * 0.01 - 0.03).collect();
        let matrices = [
            QuantizedMatrix::from_gguf_q8_0(&ctx, &q8, rows, cols).unwrap(),
            QuantizedMatrix::from_gguf_q4_k(&ctx, &q4k, rows, cols).unwrap(),
            QuantizedMatrix::from_int8(&ctx, &int8, &scales, rows, 300, 12).unwrap(),
            QuantizedMatrix::from_gguf_q6_k(&ctx, &q6k, rows, cols).unwrap(),
            QuantizedMatrix::from_gguf_q5_k(&ctx, &q5k, rows, cols).unwrap(),
        ];
        for w in &matrices {
            for m in 1..=GEMV_ROWS {
                let x: Vec<f32> = (0..m * w.cols())
                    .map(|i| ((i * 37) % 101) as f32 / 50.0 - 1.0)
                    .collect();
                let [twin, kernel] = both::<f32>(&ctx, w, &x, m);
                let bits = |v: &[f32]| v.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&twin), bits(&kernel), "{:?}, f32, {m} rows", w.format);
                assert!(twin.iter().all(|v| v.is_finite()), "{:?}", w.format);
                let [twin, kernel] = both::<half::f16>(&ctx, w, &x, m);
                assert_eq!(twin, kernel, "{:?}, f16, {m} rows", w.format);
                let [twin, kernel] = both::<half::bf16>(&ctx, w, &x, m);
                assert_eq!(twin, kernel, "{:?}, bf16, {m} rows", w.format);
            }
            // Values of `x` too small for Q4_K's scaled columns to be exact (and subnormal
            // ones): the twin takes the shifts, with the same bits.
            let mut x: Vec<f32> = (0..2 * w.cols()).map(|i| ((i * 53) % 97) as f32 / 40.0 - 1.2).collect();
            x[5] = 3e-32;
            x[w.cols() + 9] = -2e-40;
            let [twin, kernel] = both::<f32>(&ctx, w, &x, 2);
            let bits = |v: &[f32]| v.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&twin), bits(&kernel), "{:?}, tiny x", w.format);
        }
        // Q4_K with int8 activations: the twin's `vpdpbusd` (or integer) products and the
        // kernel's `dot4I8Packed`.
        let q4k = &matrices[1];
        for m in 1..=GEMV_ROWS {
            let x: Vec<f32> = (0..m * cols).map(|i| ((i * 29) % 103) as f32 / 45.0 - 1.1).collect();
            let int8 = QuantizedActivations::Int8;
            let [twin, kernel] = both_with::<f32>(&ctx, q4k, &x, m, int8);
            let bits = |v: &[f32]| v.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&twin), bits(&kernel), "int8 x, f32, {m} rows");
            assert!(twin.iter().all(|v| v.is_finite()));
            let [twin, kernel] = both_with::<half::f16>(&ctx, q4k, &x, m, int8);
            assert_eq!(twin, kernel, "int8 x, f16, {m} rows");
            let [twin, kernel] = both_with::<half::bf16>(&ctx, q4k, &x, m, int8);
            assert_eq!(twin, kernel, "int8 x, bf16, {m} rows");
        }
        ctx.set_native_ops(true);
    }
}
