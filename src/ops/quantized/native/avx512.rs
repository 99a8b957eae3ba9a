//! AVX-512 forms of the GEMV twins' Q4_K (and Q5_K) parts, written with intrinsics: the exact
//! Q4_K product ([`q4k_features`], the twin of the kernel's `Σ q·x` chains; Q5_K's with each
//! value's fifth bit set above its nibble) and the super-block scales as
//! vectors ([`q4k_lane_scales`], also used by the int8-activation twin's VNNI form). Same terms
//! in the same order as the portable forms in `native.rs`, so the same bits (tests compare).
//!
//! Why by hand: compiled from the portable form, the hottest loop of the exact Q4_K product
//! took about 90 vector and 60 scalar instructions per slab (one super-block of a feature):
//! the compiler converted `d` and `dmin` with branches, widened the scale bytes four times over
//! in 128-bit pieces, and gathered the first 16 words with five instructions. Written here the
//! slab takes 63 vector instructions, but that alone read no faster (35–37 GiB/s either way):
//! per slab of a feature the loop also reads 1 KiB of `x` against 148 bytes of weights, from
//! L2, as a row's 32 KiB of `x` fills L1 beside the streaming weights. Four features a pass,
//! each vector of `x` loaded once for all four, read Q4_K at 46–48 GiB/s where the portable
//! form read 34–37 in the same runs (`cargo bench --bench ops -- ops_gemv_8192`, 2026-12-07,
//! 2 cores; one core 23, so the two scale). The same for int8/Q8_0 (4 bytes of `x` a weight)
//! read no faster than the portable form there (42–58 against 42–50, within the host's noise),
//! so that stays portable.

use std::arch::x86_64::*;

use super::super::GEMV_ROWS;
use super::{lane_tree, with_k_forms, with_rows, Activations, LANES, PREFETCH_WORDS};
use crate::ops::host_vector::prefetch;

/// Whether the host runs this module's functions.
pub(in crate::ops::quantized) fn available() -> bool {
    is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512bw")
        && is_x86_feature_detected!("avx512dq")
        && is_x86_feature_detected!("avx512vl")
        && is_x86_feature_detected!("f16c")
        && is_x86_feature_detected!("fma")
}

/// `N` elements of `s` from `at`, as an array (indexing checks that it has them), so that the
/// constant offsets into it need no checks of their own.
#[inline(always)]
fn chunk<const N: usize, T>(s: &[T], at: usize) -> &[T; N] {
    s[at..][..N].try_into().expect("N elements are an array of N")
}

/// The first 16 words of `s` (indexing checks that it has them).
#[inline]
#[target_feature(enable = "avx512f")]
pub(in crate::ops::quantized) fn words16(s: &[u32]) -> __m512i {
    let s = &s[..16];
    // SAFETY: `s` is 16 readable u32 (64 bytes); the load has no alignment requirement.
    unsafe { _mm512_loadu_si512(s.as_ptr().cast()) }
}

/// The first 16 floats of `s` (indexing checks that it has them).
#[inline]
#[target_feature(enable = "avx512f")]
pub(in crate::ops::quantized) fn floats16(s: &[f32]) -> __m512 {
    let s = &s[..16];
    // SAFETY: as in `words16`.
    unsafe { _mm512_loadu_ps(s.as_ptr()) }
}

/// A feature's 32 lane sums (two vectors of 16) as the array [`lane_tree`] folds.
#[target_feature(enable = "avx512f")]
pub(in crate::ops::quantized) fn lanes(acc: [__m512; 2]) -> [f32; LANES] {
    let mut lanes = [0f32; LANES];
    for (h, half) in lanes.chunks_exact_mut(16).enumerate() {
        // SAFETY: `half` is 16 writable f32; the store has no alignment requirement.
        unsafe { _mm512_storeu_ps(half.as_mut_ptr(), acc[h]) };
    }
    lanes
}

/// For each of a vector's 16 lanes (of half `h` of the 32), the place in the 16 scale bytes of
/// its sub-block `l / 4`'s scale (`min` = false) or min (true): bytes `2j` and `2j + 1`.
const fn scale_places(h: usize, min: bool) -> [i32; 16] {
    let mut places = [0i32; 16];
    let mut l = 0;
    while l < 16 {
        places[l] = (2 * ((16 * h + l) / 4) + min as usize) as i32;
        l += 1;
    }
    places
}

const SCALE_PLACES: [[i32; 16]; 4] = [
    scale_places(0, false),
    scale_places(1, false),
    scale_places(0, true),
    scale_places(1, true),
];

/// A Q4_K super-block's 16 scale products as one vector, `d·scale` and `dmin·min` of each
/// sub-block in turn (the order of the bytes in `aux` words 1–4): the 16 bytes widen in one
/// instruction and are multiplied by `d, dmin, d, dmin, …` at once, the same products as the
/// kernel's `q4k_word_scales`, so the same values. F16C converts `d` and `dmin` exactly, NaNs
/// made quiet as everywhere else on the host. [`lane_scales`] gives each lane its pair.
#[inline]
#[target_feature(enable = "avx512f,f16c")]
pub(in crate::ops::quantized) fn q4k_scale_products(aux: &[u32]) -> __m512 {
    let aux = &aux[..5];
    let factors = _mm_cvtph_ps(_mm_cvtsi32_si128(aux[0] as i32));
    let pairs = _mm512_castpd_ps(_mm512_broadcastsd_pd(_mm_castps_pd(factors)));
    // SAFETY: `aux[1..5]` is 16 readable bytes; the load has no alignment requirement.
    let bytes = unsafe { _mm_loadu_si128(aux[1..].as_ptr().cast()) };
    _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(bytes)), pairs)
}

/// The `d·scale` and `dmin·min` of half `H` of the lanes (`16H ..`: sub-block `l / 4`'s) from
/// [`q4k_scale_products`]: two permutes.
#[inline]
#[target_feature(enable = "avx512f")]
pub(in crate::ops::quantized) fn lane_scales<const H: usize>(products: __m512) -> (__m512, __m512) {
    // SAFETY: each row of `SCALE_PLACES` is 16 readable i32.
    let (scale, min) = unsafe {
        (
            _mm512_loadu_si512(SCALE_PLACES[H].as_ptr().cast()),
            _mm512_loadu_si512(SCALE_PLACES[2 + H].as_ptr().cast()),
        )
    };
    (
        _mm512_permutexvar_ps(scale, products),
        _mm512_permutexvar_ps(min, products),
    )
}

/// [`q4k_lane_scales`](super::q4k_lane_scales) as vectors: the `d·scale` of lanes 0–15
/// and 16–31, then their `dmin·min`.
#[inline]
#[target_feature(enable = "avx512f,f16c")]
pub(in crate::ops::quantized) fn q4k_lane_scales(aux: &[u32]) -> ([__m512; 2], [__m512; 2]) {
    let products = q4k_scale_products(aux);
    let ((dx0, dy0), (dx1, dy1)) = (lane_scales::<0>(products), lane_scales::<1>(products));
    ([dx0, dx1], [dy0, dy1])
}

/// The exact Q4_K product on AVX-512: `native::q4k_features`' terms (see `q4k_rows` there);
/// with `five`, Q5_K's (its fifth bits in the 8 `aux` words after each super-block's 5).
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,f16c,avx2,fma")]
pub(in crate::ops::quantized) fn q4k_features(
    words: &[u32],
    aux: &[u32],
    xs: &Activations,
    slabs: usize,
    m: usize,
    five: bool,
    out: &mut [f32],
) {
    let (x, neg_sums) = (&xs.values[..], &xs.neg_sums[..]);
    with_k_forms!(xs.scaled, five, m, q4k_rows(words, aux, x, neg_sums, slabs, out))
}

/// Words of `aux` per super-block: Q4_K's 5, Q5_K's 13.
const fn aux_words<const FIVE: bool>() -> usize {
    if FIVE {
        super::super::Q5K_AUX
    } else {
        super::super::Q4K_AUX
    }
}

/// Value `k` of each word in `word`, as f32: `q·2^4k` where `SCALED` and `k` is below 7 (a mask
/// and a conversion), else `q` (a shift too). With `FIVE` (Q5_K), bit `k` of each lane's byte in
/// `high` is set above the nibble first (`q = low + 16 · high`), as the portable form does.
#[inline]
#[target_feature(enable = "avx512f")]
fn nibble<const SCALED: bool, const FIVE: bool>(word: __m512i, high: __m512i, k: u32) -> __m512 {
    let value = match SCALED && k < 7 {
        true => _mm512_and_si512(word, _mm512_set1_epi32(15 << (4 * k))),
        false if k == 7 => _mm512_srli_epi32::<28>(word),
        false => _mm512_and_si512(
            _mm512_srlv_epi32(word, _mm512_set1_epi32(4 * k as i32)),
            _mm512_set1_epi32(15),
        ),
    };
    let value = match (FIVE, SCALED && k < 7) {
        (false, _) => value,
        // Bit k to bit 4k + 4.
        (true, true) => _mm512_or_si512(
            value,
            _mm512_and_si512(
                _mm512_sllv_epi32(high, _mm512_set1_epi32(3 * k as i32 + 4)),
                _mm512_set1_epi32(16 << (4 * k)),
            ),
        ),
        // Bit k to bit 4.
        (true, false) => _mm512_or_si512(
            value,
            _mm512_and_si512(
                _mm512_srlv_epi32(_mm512_slli_epi32::<4>(high), _mm512_set1_epi32(k as i32)),
                _mm512_set1_epi32(16),
            ),
        ),
    };
    _mm512_cvtepi32_ps(value)
}

/// [`q4k_features`] for `M` rows of `x`, `F` features at a time (a pass): each vector of `x`
/// is loaded once per pass and used by its `F` features. `x` is 1 KiB per slab and row against
/// the slab's 148 bytes of weights, so one feature at a time read 7 bytes of `x` (from L2:
/// 32 KiB a row of 8192 columns fills Zen 5's L1) for each byte of weights.
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,f16c,avx2,fma")]
fn q4k_rows<const M: usize, const SCALED: bool, const FIVE: bool>(
    words: &[u32],
    aux: &[u32],
    x: &[f32],
    neg_sums: &[f32],
    slabs: usize,
    out: &mut [f32],
) {
    // Fewer features a pass as rows grow: each feature and row holds a chain, each feature a
    // word and its two scales, in 32 registers.
    match M {
        1 => q4k_passes::<1, 4, SCALED, FIVE>(words, aux, x, neg_sums, slabs, out),
        2 => q4k_passes::<2, 2, SCALED, FIVE>(words, aux, x, neg_sums, slabs, out),
        _ => q4k_passes::<M, 1, SCALED, FIVE>(words, aux, x, neg_sums, slabs, out),
    }
}

/// [`q4k_rows`] in passes of `F` features, then of one for the features left.
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,f16c,avx2,fma")]
fn q4k_passes<const M: usize, const F: usize, const SCALED: bool, const FIVE: bool>(
    words: &[u32],
    aux: &[u32],
    x: &[f32],
    neg_sums: &[f32],
    slabs: usize,
    out: &mut [f32],
) {
    let (wpr, apr) = (slabs * LANES, slabs * aux_words::<FIVE>());
    let whole = out.len() / (M * F) * F;
    for (p, out) in out[..whole * M].chunks_exact_mut(M * F).enumerate() {
        let (words, aux) = (&words[p * F * wpr..][..F * wpr], &aux[p * F * apr..][..F * apr]);
        q4k_pass::<M, F, SCALED, FIVE>(words, aux, x, neg_sums, slabs, out);
    }
    for (fe, out) in out[whole * M..].chunks_exact_mut(M).enumerate() {
        let fe = whole + fe;
        let (words, aux) = (&words[fe * wpr..][..wpr], &aux[fe * apr..][..apr]);
        q4k_pass::<M, 1, SCALED, FIVE>(words, aux, x, neg_sums, slabs, out);
    }
}

/// The sums of `F` features (their words and `aux` one after the other) for `M` rows, into
/// `out` (feature-major).
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,f16c,avx2,fma")]
fn q4k_pass<const M: usize, const F: usize, const SCALED: bool, const FIVE: bool>(
    words: &[u32],
    aux: &[u32],
    x: &[f32],
    neg_sums: &[f32],
    slabs: usize,
    out: &mut [f32],
) {
    let wpr = slabs * LANES;
    let mut acc = [[[_mm512_setzero_ps(); 2]; M]; F];
    // Plain loops, not closures: built with `array::from_fn`, the pieces were closures the
    // compiler called out of line, once per slab and feature.
    for s in 0..slabs {
        // The slab's pieces as arrays, checked once here.
        let mut slab = Q4kSlab {
            words: [&[0; LANES]; F],
            high: [&[0; 8]; F],
            products: [_mm512_setzero_ps(); F],
            x: [&[0.0; 8 * LANES]; M],
            neg_sums: [&[0.0; LANES]; M],
        };
        for f in 0..F {
            let words = chunk::<LANES, _>(words, f * wpr + s * LANES);
            // 8 KiB past each row's slab, as the portable form: rows of 8192 columns are 4 KiB,
            // so this lands two rows on, in the next pass for the pass's last two. (Tried,
            // 2026-12-07, the same runs: 2 KiB along each row's own row read Q4_K at 40–42
            // GiB/s, the next pass's rows 38–47, this 44–49.)
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS));
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS + 16));
            slab.words[f] = words;
            let block = (f * slabs + s) * aux_words::<FIVE>();
            slab.products[f] = q4k_scale_products(&aux[block..]);
            if FIVE {
                slab.high[f] = chunk(aux, block + 5);
            }
        }
        for r in 0..M {
            slab.x[r] = chunk(x, (r * slabs + s) * 8 * LANES);
            slab.neg_sums[r] = chunk(neg_sums, (r * slabs + s) * LANES);
        }
        q4k_half::<M, F, SCALED, FIVE, 0>(&slab, &mut acc);
        q4k_half::<M, F, SCALED, FIVE, 1>(&slab, &mut acc);
    }
    for (out, acc) in out.chunks_exact_mut(M).zip(acc) {
        for (sum, acc) in out.iter_mut().zip(acc) {
            *sum = lane_tree(lanes(acc));
        }
    }
}

/// One slab of a Q4_K pass: each feature's words, Q5_K's high bits (a byte a lane) and scale
/// products, each row's values of `x` (8 vectors of 32 lanes) and negated sums.
struct Q4kSlab<'a, const M: usize, const F: usize> {
    words: [&'a [u32; LANES]; F],
    high: [&'a [u32; 8]; F],
    products: [__m512; F],
    x: [&'a [f32; 8 * LANES]; M],
    neg_sums: [&'a [f32; LANES]; M],
}

/// Half `H` (lanes `16H ..`) of a slab of a pass: its terms added to `acc`. A function of its
/// own, with `H` a constant, so that every index into `acc` and `scales` is one and they stay in
/// registers (as a loop over both halves, the compiler kept them on the stack).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,f16c,avx2,fma")]
fn q4k_half<const M: usize, const F: usize, const SCALED: bool, const FIVE: bool, const H: usize>(
    slab: &Q4kSlab<M, F>,
    acc: &mut [[[__m512; 2]; M]; F],
) {
    let mut word = [_mm512_setzero_si512(); F];
    // Q5_K: each of the half's lanes its byte of high bits.
    let mut high = [_mm512_setzero_si512(); F];
    if FIVE {
        for (f, high) in high.iter_mut().enumerate() {
            // SAFETY: words 4H .. 4H + 4 of the 8 are 16 readable bytes; no alignment needed.
            let bytes = unsafe { _mm_loadu_si128(slab.high[f][4 * H..].as_ptr().cast()) };
            *high = _mm512_cvtepu8_epi32(bytes);
        }
    }
    // The half's scales picked here rather than once per slab: the whole slab's, for 4
    // features, would not fit in the registers beside the sums.
    let mut scales = [(_mm512_setzero_ps(), _mm512_setzero_ps()); F];
    for (f, (word, scales)) in word.iter_mut().zip(scales.iter_mut()).enumerate() {
        *word = words16(&slab.words[f][16 * H..]);
        *scales = lane_scales::<H>(slab.products[f]);
    }
    // With more than one row, every value is converted once and kept for all of them; with one,
    // where its chain takes it (kept, the 8 values of 4 words alone would fill the registers).
    let mut kept = [[_mm512_setzero_ps(); 8]; F];
    if M > 1 {
        for ((word, high), kept) in word.iter().zip(&high).zip(kept.iter_mut()) {
            for (k, kept) in kept.iter_mut().enumerate() {
                *kept = nibble::<SCALED, FIVE>(*word, *high, k as u32);
            }
        }
    }
    for r in 0..M {
        let x = &slab.x[r][16 * H..];
        let qx = match M {
            1 => chains::<F, SCALED, FIVE, false>(&word, &high, &kept, x),
            _ => chains::<F, SCALED, FIVE, true>(&word, &high, &kept, x),
        };
        let neg_sum = floats16(&slab.neg_sums[r][16 * H..]);
        for ((qx, (dx, dy)), acc) in qx.into_iter().zip(scales).zip(acc.iter_mut()) {
            let acc = &mut acc[r][H];
            *acc = _mm512_fmadd_ps(dx, qx, _mm512_fmadd_ps(dy, neg_sum, *acc));
        }
    }
}

/// The `F` words' chains `Σ q·x` against one row's 8 vectors of `x` (at `x[32k ..]`): the
/// values from `kept` where `KEPT`, else converted from `word` here.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,f16c,avx2,fma")]
fn chains<const F: usize, const SCALED: bool, const FIVE: bool, const KEPT: bool>(
    word: &[__m512i; F],
    high: &[__m512i; F],
    kept: &[[__m512; 8]; F],
    x: &[f32],
) -> [__m512; F] {
    let mut qx = [_mm512_setzero_ps(); F];
    for k in 0..8 {
        let xk = floats16(&x[LANES * k..]);
        for f in 0..F {
            let q = if KEPT {
                kept[f][k]
            } else {
                nibble::<SCALED, FIVE>(word[f], high[f], k as u32)
            };
            qx[f] = if k == 0 {
                _mm512_mul_ps(q, xk)
            } else {
                _mm512_fmadd_ps(q, xk, qx[f])
            };
        }
    }
    qx
}

#[cfg(test)]
mod tests {
    use super::*;

    fn noise(n: usize, seed: u32) -> Vec<u32> {
        (0..n as u32)
            .map(|i| {
                (i ^ seed)
                    .wrapping_mul(0x9e37_79b9)
                    .rotate_left(7)
                    .wrapping_mul(0x85eb_ca6b)
            })
            .collect()
    }

    fn floats(n: usize, seed: u32) -> Vec<f32> {
        noise(n, seed)
            .iter()
            .map(|&v| (v % 2001) as f32 / 1000.0 - 1.0)
            .collect()
    }

    fn bits(v: &[f32]) -> Vec<u32> {
        v.iter().map(|v| v.to_bits()).collect()
    }

    /// The AVX-512 form and the compiler-vectorised one give the same bits, Q4_K and Q5_K, scaled
    /// and not, for 1 to [`GEMV_ROWS`] rows, with `d` and `dmin` normal and subnormal (the conformance tests
    /// compare the twin, which takes the AVX-512 form where the host has it, with the kernel).
    #[test]
    fn avx512_and_vectorised_q4k_forms_agree() {
        if !available() {
            eprintln!("skipping: this host has no AVX-512");
            return;
        }
        let (count, slabs) = (5usize, 3usize);
        let words = noise(count * slabs * LANES, 1);
        // f16 d and dmin about 2^-8, every third super-block's subnormal, then the scale and
        // min bytes.
        let aux: Vec<u32> = noise(count * slabs * 5, 2)
            .iter()
            .enumerate()
            .map(|(i, &v)| match (i % 5, i / 5 % 3) {
                (0, 2) => v & 0x03ff_03ff,
                (0, _) => 0x1c00_1c00 | (v & 0x00ff_00ff),
                _ => v,
            })
            .collect();
        // Q5_K's: each super-block's 5 words, then 8 words of high bits.
        let aux5: Vec<u32> = aux
            .chunks_exact(5)
            .zip(noise(count * slabs * 8, 5).chunks_exact(8))
            .flat_map(|(scales, high)| scales.iter().chain(high).copied())
            .collect();
        for m in [1, 3, GEMV_ROWS] {
            let x = floats(m * slabs * 8 * LANES, 3);
            let neg_sums = floats(m * slabs * LANES, 4);
            for scaled in [false, true] {
                let xs = Activations {
                    values: x.clone(),
                    neg_sums: neg_sums.clone(),
                    scaled,
                };
                for (five, aux) in [(false, &aux), (true, &aux5)] {
                    let mut want = vec![0f32; count * m];
                    super::super::q4k_vectors(&words, aux, &xs, slabs, m, five, &mut want);
                    assert!(want.iter().all(|v| v.is_finite() && *v != 0.0));
                    let mut got = vec![0f32; count * m];
                    // SAFETY: the host has every feature the function is compiled for (checked
                    // above).
                    unsafe { q4k_features(&words, aux, &xs, slabs, m, five, &mut got) };
                    assert_eq!(bits(&got), bits(&want), "{m} rows, scaled: {scaled}, Q5_K: {five}");
                }
            }
        }
    }
}
