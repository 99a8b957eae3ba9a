//! The CPU device's native twin of the fused quantized GEMV ([`gemv_wgsl`](super::gemv_wgsl)):
//! the kernel's arithmetic, term for term and in the same order — lane `l` of a feature takes
//! word `l` of each slab, its running sums are the same chains of `fma`s, and the 32 lanes meet
//! in the same tree — so the results have the kernel's bits (a test compares them). What
//! differs is only how the work is laid out: the 32 lanes of one feature are two vectors of the
//! host's widest registers ([`widest_vectors!`]), a feature's words are read front to back, and
//! everything that depends on `x` alone (f32 copies of its rows padded to whole slabs; for Q4_K
//! the columns each lane takes, side by side, and their negated sums) is made once per call
//! instead of once per workgroup and slab. Blocks of features are spread over rayon's threads.
//! On AVX-512 hosts the exact Q4_K loop is written with intrinsics (`native/avx512.rs`), four
//! features a pass sharing each vector of `x`; elsewhere the compiler vectorises it from here.
//!
//! Why: the kernel on the CPU device runs a region of its work-item loop per slab with a
//! barrier between, stages Q4_K's `x` through workgroup memory for every 16 features, and
//! leaves the sums' tree to one work-item; measured with `cargo bench --bench ops --
//! ops_gemv_8192` (2 cores, 2026-12-07), it read Q8_0 at 21–24 GiB/s and Q4_K at 16–17 GiB/s
//! where `add` moved 61–102 GiB/s in the same runs. This twin: see `docs/src/ops.md`.

use super::{int8_storage, slab_columns, QuantFormat, GEMV_ROWS};
use crate::context::{HostBindings, HostTask, HostView};
use crate::error::{ice, Result};
use crate::ops::host_vector::{prefetch, widest_vectors};
use crate::ops::OpFloat;
pub(super) use crate::ops::{host_input_of as read, host_output_of as write};
use rayon::prelude::*;

#[cfg(target_arch = "x86_64")]
pub(super) mod avx512;

/// Lanes of a feature: the kernel's 32 work-items of one output feature.
pub(super) const LANES: usize = 32;

/// Features a rayon task takes: 64 features of 8192 Q8_0 columns are 0.5 MiB of weights, enough
/// that spreading costs nothing beside them, and 128 tasks for 8192 features.
pub(super) const TASK_FEATURES: usize = 64;

/// How far ahead of a slab's words their prefetch reaches (words): 8 KiB, a row of 8192 Q8_0
/// weights. The hardware's prefetchers stop at each 4 KiB page, so every page began with a
/// wait (`ops_gemv_8192`, 2026-12-07: Q8_0 read at 23 GiB/s without, 38 at 2 KiB ahead, 52–56
/// at 4–16 KiB).
pub(super) const PREFETCH_WORDS: usize = 2048;

/// A validated fused GEMV as the twin runs it: `x` (`m × cols`) times the `features × cols`
/// weights, into `y` (`m × features`).
pub(super) struct NativeGemv<T> {
    pub format: QuantFormat,
    pub features: usize,
    pub cols: usize,
    pub m: usize,
    pub words_per_row: usize,
    pub element: std::marker::PhantomData<T>,
}

/// Runs `block(first, sums)` for the features in blocks of [`TASK_FEATURES`] (`sums`: the
/// block's `m` sums per feature, feature-major), spread over rayon's threads where `spreads`,
/// then writes every sum to `y` (`m × n`, row-major) rounded to `T`.
pub(super) fn by_feature_blocks<T: OpFloat>(
    n: usize,
    m: usize,
    spreads: bool,
    y: &mut [T],
    block: impl Fn(usize, &mut [f32]) + Sync,
) {
    let mut sums = vec![0f32; n * m];
    let task = |(b, out): (usize, &mut [f32])| block(b * TASK_FEATURES, out);
    if spreads {
        sums.par_chunks_mut(TASK_FEATURES * m).enumerate().for_each(task);
    } else {
        sums.chunks_mut(TASK_FEATURES * m).enumerate().for_each(task);
    }
    for (fe, feature) in sums.chunks_exact(m).enumerate() {
        for (r, &sum) in feature.iter().enumerate() {
            y[r * n + fe] = T::from_f32(sum);
        }
    }
}

/// The `x` binding as f32 (`T` is f32, f16 or bf16: each widens exactly, as the kernel's
/// `f32(x[i])`); f32 is borrowed as it is.
fn widened<'a, T: OpFloat>(view: Option<HostView<'a>>) -> Result<std::borrow::Cow<'a, [f32]>> {
    let widen: fn(u16) -> f32 = match T::NAME {
        "f32" => return Ok(read::<f32>(view, "native quantized GEMV: x")?.into()),
        "f16" => f16_to_f32,
        "bf16" => |h| f32::from_bits(u32::from(h) << 16),
        other => return Err(ice(format!("native quantized GEMV: no widening for {other}"))),
    };
    Ok(read::<u16>(view, "native quantized GEMV: x")?
        .iter()
        .map(|&h| widen(h))
        .collect::<Vec<_>>()
        .into())
}

impl<T: OpFloat> NativeGemv<T> {
    /// The host task: the bindings in the kernel's order (x, w, aux, y).
    pub(super) fn task(self) -> HostTask {
        Box::new(move |bindings: &mut HostBindings| self.run(bindings))
    }

    fn run(&self, bindings: &mut HostBindings) -> Result<()> {
        let spreads = bindings.spreads();
        let mut views = bindings.views().into_iter();
        let x = widened::<T>(views.next())?;
        let words: &[u32] = read(views.next(), "native quantized GEMV: w")?;
        let aux: &[u32] = read(views.next(), "native quantized GEMV: aux")?;
        let y: &mut [T] = write(views.next(), "native quantized GEMV: y")?;
        let (n, cols, m, wpr) = (self.features, self.cols, self.m, self.words_per_row);
        let aux_per_row = match self.format.int8_group() {
            Some(group) => cols / group,
            None => cols / 256 * super::k_quant_aux(self.format),
        };
        // The launch was validated for these lengths; checked again because the slicing below
        // trusts them.
        let slabs = wpr / LANES;
        if x.len() < m * cols
            || words.len() < n * wpr
            || aux.len() < n * aux_per_row
            || y.len() < m * n
            || slabs * slab_columns(self.format) < cols
        {
            return Err(ice(
                "native quantized GEMV: a binding is shorter than the product it holds",
            ));
        }
        let xs = Activations::new(self.format, &x[..m * cols], cols, slabs);
        by_feature_blocks(n, m, spreads, y, |first, out| {
            let count = out.len() / m;
            let words = &words[first * wpr..(first + count) * wpr];
            let aux = &aux[first * aux_per_row..(first + count) * aux_per_row];
            match (self.format.int8_group(), self.format) {
                (Some(group), _) => int8_features(words, aux, &xs.values, group, cols, slabs, m, out),
                (None, format) => q4k_features(words, aux, &xs, slabs, m, format == QuantFormat::Q5K, out),
            }
        });
        Ok(())
    }
}

/// What the products need of `x`, made once per call.
pub(super) struct Activations {
    /// int8 and Q8_0: each row as f32, zeros past `cols` to whole slabs (the kernel's
    /// `select(0.0, x, ok)` in the last slab). Q4_K: for each row and slab, for each of a word's
    /// 8 values `k`, the 32 lanes' columns `8l + k` side by side.
    values: Vec<f32>,
    /// Q4_K: for each row, slab and lane, `−Σ` of the lane's 8 columns as the kernel sums them
    /// (a balanced tree).
    neg_sums: Vec<f32>,
    /// Q4_K: whether `values` holds value `k`'s columns times `2^(−4k)` for `k` below 7 (see
    /// [`q4k_rows`]): where every such product is exact, which every `x` but those with a value
    /// between 0 and 2^−102 in magnitude allows.
    scaled: bool,
}

impl Activations {
    fn new(format: QuantFormat, x: &[f32], cols: usize, slabs: usize) -> Self {
        let (padded, m) = (slabs * slab_columns(format), x.len() / cols);
        let mut values = vec![0f32; m * padded];
        let mut neg_sums = Vec::new();
        // x · 2^−24 is exact unless it falls below f32's normal range.
        let scaled = !int8_storage(format)
            && x.iter().all(|v| {
                let v = v.abs();
                v == 0.0 || v >= f32::MIN_POSITIVE * (1 << 24) as f32 || !v.is_finite()
            });
        for (row, out) in x.chunks_exact(cols).zip(values.chunks_exact_mut(padded)) {
            if int8_storage(format) {
                out[..cols].copy_from_slice(row);
                continue;
            }
            for (slab, out) in row.chunks_exact(256).zip(out.chunks_exact_mut(256)) {
                let mut lane_values = [[0f32; 8]; LANES];
                for (l, values) in lane_values.iter_mut().enumerate() {
                    for (k, v) in values.iter_mut().enumerate() {
                        *v = slab[8 * l + k];
                        out[LANES * k + l] = match scaled && k < 7 {
                            true => *v * NIBBLE_PLACE[k],
                            false => *v,
                        };
                    }
                }
                neg_sums.extend(
                    lane_values
                        .iter()
                        .map(|v| -(((v[0] + v[1]) + (v[2] + v[3])) + ((v[4] + v[5]) + (v[6] + v[7])))),
                );
            }
        }
        Activations {
            values,
            neg_sums,
            scaled,
        }
    }
}

/// Each feature's 32 lane sums folded as the kernel's tree (halves 16, 8, 4, 2, 1).
#[inline(always)]
pub(super) fn lane_tree(mut partial: [f32; LANES]) -> f32 {
    let mut half = LANES / 2;
    while half > 0 {
        for i in 0..half {
            partial[i] += partial[i + half];
        }
        half /= 2;
    }
    partial[0]
}

/// Calls `$body` with `$m` (1 to [`GEMV_ROWS`]) as the constant `M`, so that each row count
/// gets loops over rows the compiler unrolls, its running sums held in registers.
macro_rules! with_rows {
    ($m:expr, $f:ident $(<$($c:tt),*>)? ($($arg:expr),* $(,)?)) => {
        match $m {
            1 => $f::<1 $($(, $c)*)?>($($arg),*),
            2 => $f::<2 $($(, $c)*)?>($($arg),*),
            3 => $f::<3 $($(, $c)*)?>($($arg),*),
            4 => $f::<4 $($(, $c)*)?>($($arg),*),
            5 => $f::<5 $($(, $c)*)?>($($arg),*),
            6 => $f::<6 $($(, $c)*)?>($($arg),*),
            7 => $f::<7 $($(, $c)*)?>($($arg),*),
            _ => $f::<GEMV_ROWS $($(, $c)*)?>($($arg),*),
        }
    };
}
pub(super) use with_rows;

/// [`with_rows`] for a Q4_K-family loop `$f<M, SCALED, FIVE>`: `SCALED` from `$scaled`
/// ([`Activations::scaled`]) and `FIVE` (Q5_K) from `$five`, each a constant in its copy.
macro_rules! with_k_forms {
    ($scaled:expr, $five:expr, $m:expr, $f:ident ($($arg:expr),* $(,)?)) => {
        match ($scaled, $five) {
            (true, false) => with_rows!($m, $f<true, false>($($arg),*)),
            (false, false) => with_rows!($m, $f<false, false>($($arg),*)),
            (true, true) => with_rows!($m, $f<true, true>($($arg),*)),
            (false, true) => with_rows!($m, $f<false, true>($($arg),*)),
        }
    };
}
pub(super) use with_k_forms;

widest_vectors! {
    /// int8 and Q8_0 (`group` 32): the sums of `out.len() / m` features whose words and scales
    /// start `words` and `scales`, against the `m` padded rows of `x`, into `out` (feature-major).
    /// Per slab, value `k` of lane `l`'s word is column `32k + l`; its weight `scale · q` is
    /// formed once for every row of `x`, and each row's sum takes the word's four terms in a
    /// chain of `fma`s, as the kernel's `slab_terms`.
    #[allow(clippy::too_many_arguments)]
    fn int8_features(
        words: &[u32],
        scales: &[u32],
        x: &[f32],
        group: usize,
        cols: usize,
        slabs: usize,
        m: usize,
        out: &mut [f32],
    ) {
        with_rows!(m, int8_rows(words, scales, x, group, cols, slabs, out))
    }
}

/// [`int8_features`] for `M` rows of `x`.
#[inline(always)]
fn int8_rows<const M: usize>(
    words: &[u32],
    scales: &[u32],
    x: &[f32],
    group: usize,
    cols: usize,
    slabs: usize,
    out: &mut [f32],
) {
    let (wpr, padded) = (slabs * LANES, slabs * 4 * LANES);
    let per_row = cols / group;
    // Columns in whole slabs.
    let whole = cols / (4 * LANES);
    // How a whole slab's weights find their scales: one per value shared by its 32 columns
    // (groups that are multiples of 32), a few per value (groups dividing 32: Q6_K's 16, two
    // scales to a value's columns), or each column's own (other groups). Matched per slab (one
    // predicted branch) so that each form is inlined into the loop.
    let mut block_scales = Vec::new();
    for (fe, sums) in out.chunks_exact_mut(M).enumerate() {
        let words = &words[fe * wpr..(fe + 1) * wpr];
        let scales = &scales[fe * per_row..(fe + 1) * per_row];
        // Groups that are multiples of 32: the scale of each 32 columns (the row's own when the
        // group is 32, as Q8_0's).
        let block_scales: &[u32] = if group == LANES {
            scales
        } else if group.is_multiple_of(LANES) {
            block_scales.clear();
            block_scales.extend(scales.iter().flat_map(|&s| std::iter::repeat_n(s, group / LANES)));
            &block_scales
        } else {
            &[]
        };
        let mut acc = [[0f32; LANES]; M];
        // Whole slabs, then the last, partial one (each lane's own scale, and the kernel's
        // `select(0.0, weight, col < cols)`).
        let (whole_slabs, partial) = words.split_at(whole * LANES);
        for (s, words) in whole_slabs.chunks_exact(LANES).enumerate() {
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS));
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS + 16));
            let base = 4 * LANES * s;
            let weights = match group {
                _ if group.is_multiple_of(LANES) => shared_group_weights(words, &block_scales[4 * s..][..4]),
                4 => split_group_weights::<4>(words, scales, base),
                8 => split_group_weights::<8>(words, scales, base),
                16 => split_group_weights::<16>(words, scales, base),
                _ => own_group_weights(words, scales, group, base),
            };
            add_int8_terms(&mut acc, &weights, x, padded, base);
        }
        for (s, words) in partial.chunks_exact(LANES).enumerate().map(|(i, w)| (whole + i, w)) {
            let base = 4 * LANES * s;
            let weights: [[f32; LANES]; 4] = std::array::from_fn(|k| {
                std::array::from_fn(|l| {
                    let col = base + LANES * k + l;
                    match col < cols {
                        true => f32::from_bits(scales[col / group]) * int8_value(words[l], k),
                        false => 0.0,
                    }
                })
            });
            add_int8_terms(&mut acc, &weights, x, padded, base);
        }
        for (sum, acc) in sums.iter_mut().zip(acc) {
            *sum = lane_tree(acc);
        }
    }
}

/// The f16 with bits `h` as an f32, exactly (the kernel's `unpack2x16float`), without a branch
/// on the host's features: `half`'s conversion asks at run time whether the host has F16C, and
/// that check and its branches, twice per Q4_K super-block, took more time than the block's 64
/// vector operations. The bits move to f32's places and the exponent is rebased; infinities and
/// NaNs get the rest of f32's exponent (NaNs made quiet), subnormals are renormalised by a
/// subtraction (exact). Written as selects (the compiler may branch on the rare cases); the
/// AVX-512 form (`native/avx512.rs`) converts with F16C instead.
#[inline(always)]
pub(super) fn f16_to_f32(h: u16) -> f32 {
    let h = u32::from(h);
    let magnitude = (h & 0x7fff) << 13;
    let exponent = magnitude & 0x0f80_0000;
    let rebased = magnitude + ((127 - 15) << 23);
    // Infinity, or a NaN made quiet (as F16C's conversion makes it).
    let quiet = if magnitude & 0x007f_ffff != 0 { 0x0040_0000 } else { 0 };
    let special = (rebased + ((128 - 16) << 23)) | quiet;
    let subnormal = (f32::from_bits(rebased + (1 << 23)) - f32::from_bits(113 << 23)).to_bits();
    // All three computed, one kept.
    let bits = match exponent {
        0x0f80_0000 => special,
        0 => subnormal,
        _ => rebased,
    };
    f32::from_bits(bits | (h & 0x8000) << 16)
}

/// Value `k` (byte `k`) of an int8 word, as the kernel converts it: `f32(i32(word << (24 −
/// 8k)) >> 24)`.
#[inline(always)]
fn int8_value(word: u32, k: usize) -> f32 {
    ((word << (24 - 8 * k)) as i32 >> 24) as f32
}

/// A whole slab's weights (`scale · q`, value `k` of lane `l`'s word being column `base + 32k +
/// l`) where a value's 32 columns share one scale, `scales[k]` (groups that are multiples of 32).
#[inline(always)]
fn shared_group_weights(words: &[u32], scales: &[u32]) -> [[f32; LANES]; 4] {
    std::array::from_fn(|k| {
        let scale = f32::from_bits(scales[k]);
        std::array::from_fn(|l| scale * int8_value(words[l], k))
    })
}

/// [`shared_group_weights`] where groups of `G` columns (dividing 32) split a value's columns:
/// with `G` a constant each lane's scale is a fixed one of the slab's, so the weights are
/// broadcasts and vector products (Q6_K, one row of 8192 against 8192², `ops_gemv_8192`,
/// 2026-12-07: 43–47 GiB/s of its 80 MiB, 1.7–1.8 ms, beside Q8_0's 51–53 in the same runs; a
/// scale looked up per column, as for other groups, 1.6 GiB/s).
#[inline(always)]
fn split_group_weights<const G: usize>(words: &[u32], scales: &[u32], base: usize) -> [[f32; LANES]; 4] {
    let scales = &scales[base / G..][..4 * LANES / G];
    std::array::from_fn(|k| {
        std::array::from_fn(|l| f32::from_bits(scales[(LANES * k + l) / G]) * int8_value(words[l], k))
    })
}

/// A whole slab's weights for any group: each column's scale looked up by its group.
#[inline(always)]
fn own_group_weights(words: &[u32], scales: &[u32], group: usize, base: usize) -> [[f32; LANES]; 4] {
    std::array::from_fn(|k| {
        std::array::from_fn(|l| f32::from_bits(scales[(base + LANES * k + l) / group]) * int8_value(words[l], k))
    })
}

/// A slab's terms added to each row's running sums: per lane the word's four weights times
/// their columns of `x` (row `r` at `r · padded`, the slab at `base`), a chain of `fma`s.
#[inline(always)]
fn add_int8_terms<const M: usize>(
    acc: &mut [[f32; LANES]; M],
    weights: &[[f32; LANES]; 4],
    x: &[f32],
    padded: usize,
    base: usize,
) {
    for (r, acc) in acc.iter_mut().enumerate() {
        let x = &x[r * padded + base..][..4 * LANES];
        for (l, a) in acc.iter_mut().enumerate() {
            let mut v = *a;
            for (k, w) in weights.iter().enumerate() {
                v = w[l].mul_add(x[LANES * k + l], v);
            }
            *a = v;
        }
    }
}

/// Q4_K: as [`int8_features`], a slab being one super-block: lane `l`'s word holds columns
/// `8l .. 8l + 8` of sub-block `l / 4`, whose `d·scale` and `dmin·min` multiply the word's
/// chain `Σ q·x` and the lane's `−Σ x` (`acc = fma(dx, Σ q·x, fma(dy, −Σ x, acc))`, the
/// kernel's order). `x` and `neg_sums` are [`Activations`]'s; with `five`, Q5_K's, each value's
/// fifth bit from the lane's byte after the super-block's scales. Written with AVX-512
/// intrinsics where the host has them (`native/avx512.rs`), else compiled for the widest
/// vectors.
fn q4k_features(words: &[u32], aux: &[u32], xs: &Activations, slabs: usize, m: usize, five: bool, out: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    if avx512::available() {
        // SAFETY: the host has every feature the function is compiled for (checked just above).
        return unsafe { avx512::q4k_features(words, aux, xs, slabs, m, five, out) };
    }
    q4k_vectors(words, aux, xs, slabs, m, five, out)
}

widest_vectors! {
    /// [`q4k_features`] as the compiler vectorises it; with `five`, Q5_K's (each lane's fifth
    /// bits in a byte of the 8 words after a super-block's 5 of scales).
    pub(super) fn q4k_vectors(words: &[u32], aux: &[u32], xs: &Activations, slabs: usize, m: usize, five: bool, out: &mut [f32]) {
        let (x, neg_sums) = (&xs.values[..], &xs.neg_sums[..]);
        with_k_forms!(xs.scaled, five, m, q4k_rows(words, aux, x, neg_sums, slabs, out))
    }
}

/// A Q4_K super-block's `d·scale` and `dmin·min` for each lane's word (sub-block `l / 4`), from
/// its five `aux` words, as the kernel's `q4k_word_scales` computes them.
#[inline(always)]
pub(super) fn q4k_lane_scales(aux: &[u32]) -> ([f32; LANES], [f32; LANES]) {
    let (d, dmin) = (f16_to_f32(aux[0] as u16), f16_to_f32((aux[0] >> 16) as u16));
    // The eight sub-blocks' values as one vector of 16: sub-block j's scale and min are bytes 0
    // and 1 of half j % 2 of word 1 + j / 2. Lane l takes sub-block l / 4's (the compiler
    // spreads them with four permutes).
    let mut parts = [0f32; 16];
    for j in 0..8 {
        let sm = aux[1 + j / 2] >> (16 * (j % 2));
        parts[j] = d * (sm & 255) as f32;
        parts[8 + j] = dmin * ((sm >> 8) & 255) as f32;
    }
    let (mut dx, mut dy) = ([0f32; LANES], [0f32; LANES]);
    for l in 0..LANES {
        (dx[l], dy[l]) = (parts[l / 4], parts[8 + l / 4]);
    }
    (dx, dy)
}

/// `2^(−4k)`: where value `k` of a word sits, undone on `x` ([`q4k_rows`]).
const NIBBLE_PLACE: [f32; 7] = [
    1.0,
    1.0 / 16.0,
    1.0 / 256.0,
    1.0 / 4096.0,
    1.0 / 65536.0,
    1.0 / 1_048_576.0,
    1.0 / 16_777_216.0,
];

/// [`q4k_features`] for `M` rows of `x`. `SCALED` ([`Activations::scaled`]): value `k` (below
/// 7) is converted where it sits in the word, `f32(word & (15 << 4k)) = q·2^4k` (exact: four
/// significant bits), against `x·2^−4k`; the exact product is `q·x`, so every `fma` rounds the
/// same real number as the kernel's and gives its bits, with a shift fewer per value (Q4_K
/// `ops_gemv_8192`, 2026-12-07: see `docs/src/ops.md`). `FIVE`: Q5_K, `q = low + 16 · high`,
/// the high bit set above the nibble before the conversion (exact either way; this form read
/// Q5_K 8192² at 29 GiB/s, 2026-12-07, the AVX-512 one 36–38; with the high bytes read through
/// bounds-checked indices this loop stayed scalar: 14).
#[inline(always)]
fn q4k_rows<const M: usize, const SCALED: bool, const FIVE: bool>(
    words: &[u32],
    aux: &[u32],
    x: &[f32],
    neg_sums: &[f32],
    slabs: usize,
    out: &mut [f32],
) {
    let (wpr, per_block) = (slabs * LANES, if FIVE { super::Q5K_AUX } else { super::Q4K_AUX });
    for (fe, sums) in out.chunks_exact_mut(M).enumerate() {
        let words = &words[fe * wpr..(fe + 1) * wpr];
        let aux = &aux[fe * slabs * per_block..(fe + 1) * slabs * per_block];
        let mut acc = [[0f32; LANES]; M];
        for (s, (words, aux)) in words.chunks_exact(LANES).zip(aux.chunks_exact(per_block)).enumerate() {
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS));
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS + 16));
            let (dx, dy) = q4k_lane_scales(aux);
            // Q5_K: lane l's fifth bits, byte l % 4 of word 5 + l / 4.
            let high: [u32; LANES] = match FIVE {
                true => {
                    let bytes: &[u32; 8] = aux[5..13].try_into().expect("13 words a super-block");
                    std::array::from_fn(|l| bytes[l / 4] >> (8 * (l % 4)))
                }
                false => [0; LANES],
            };
            let mut q = [[0f32; LANES]; 8];
            for (k, q) in q.iter_mut().enumerate() {
                for ((q, &word), &high) in q.iter_mut().zip(words).zip(&high) {
                    *q = match SCALED && k < 7 {
                        // Below 2^31: converted as a signed integer, one instruction on AVX2 too.
                        // Q5_K's bit `k` moves to bit `4k + 4`, above the nibble.
                        true => ((word & (15 << (4 * k))) | (high << (3 * k + 4)) & (16 << (4 * k))) as i32 as f32,
                        false => (((word >> (4 * k)) & 15) | ((high << 4) >> k) & 16) as f32,
                    };
                }
            }
            for (r, acc) in acc.iter_mut().enumerate() {
                let x = &x[(r * slabs + s) * 8 * LANES..][..8 * LANES];
                let neg_sum = &neg_sums[(r * slabs + s) * LANES..][..LANES];
                for (l, a) in acc.iter_mut().enumerate() {
                    let mut qx = q[0][l] * x[l];
                    for (k, q) in q.iter().enumerate().skip(1) {
                        qx = q[l].mul_add(x[LANES * k + l], qx);
                    }
                    *a = dx[l].mul_add(qx, dy[l].mul_add(neg_sum[l], *a));
                }
            }
        }
        for (sum, acc) in sums.iter_mut().zip(acc) {
            *sum = lane_tree(acc);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every f16 converts to the f32 `half` gives (NaNs to quiet NaNs with the same payload).
    #[test]
    fn f16_conversion_is_exact_for_every_value() {
        for h in 0..=u16::MAX {
            let want = half::f16::from_bits(h).to_f32();
            assert_eq!(f16_to_f32(h).to_bits(), want.to_bits(), "{h:#06x}");
        }
    }
}
