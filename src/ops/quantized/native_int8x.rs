//! The CPU device's native twin of the Q4_K product with int8 activations
//! ([`gemv_int8_activations_wgsl`](super::gemv_int8_activations_wgsl),
//! [`QuantizedActivations::Int8`](super::QuantizedActivations::Int8)): the kernel's terms in the
//! kernel's order, so its bits (a test compares them). Per lane and slab the kernel multiplies
//! the word's low and high nibbles with two words of int8 `x` by `dot4I8Packed`, exact in i32;
//! here 16 lanes at a time take both in one AVX-512 VNNI instruction each (`vpdpbusd`: unsigned
//! bytes times signed bytes, summed in fours into i32 — the nibbles are below 16, so the same
//! sums), on hosts that have it, 8 lanes at a time with AVX-VNNI's on hosts with that alone, and
//! plain integer arithmetic elsewhere. What depends on `x`
//! alone (each lane's two words of `x`, its block scale, its 8 columns' negated sum) is laid out
//! once per call; the activations are quantized by the kernel of the op, as on every device.
//!
//! Why: the kernel on the CPU device lowers `dot4I8Packed` to four multiplies, and read Q4_K at
//! 1.9–2.1 GiB/s (`cargo bench --bench ops -- ops_gemv_8192`, 2026-12-07, 2 cores); this twin
//! 69–76 in the same runs (the exact product's twin 48–51): see `docs/src/ops.md`.

use super::native::{by_feature_blocks, lane_tree, q4k_lane_scales, read, with_rows, write, LANES, PREFETCH_WORDS};
use super::GEMV_ROWS;
use crate::context::{HostBindings, HostTask};
use crate::error::{ice, Result};
use crate::ops::host_vector::{prefetch, widest_vectors};
use crate::ops::OpFloat;

/// A validated int8-activation Q4_K product as the twin runs it: `m` rows of quantized `x`
/// against `features × cols` weights, into `y` (`m × features`).
pub(super) struct NativeGemvInt8x<T> {
    pub features: usize,
    pub cols: usize,
    pub m: usize,
    pub element: std::marker::PhantomData<T>,
}

impl<T: OpFloat> NativeGemvInt8x<T> {
    /// The host task: the bindings in the kernel's order (xq, w, aux, y, xf).
    pub(super) fn task(self) -> HostTask {
        Box::new(move |bindings: &mut HostBindings| self.run(bindings))
    }

    fn run(&self, bindings: &mut HostBindings) -> Result<()> {
        let spreads = bindings.spreads();
        let mut views = bindings.views().into_iter();
        let xq: &[u32] = read(views.next(), "native int8-activation GEMV: xq")?;
        let words: &[u32] = read(views.next(), "native int8-activation GEMV: w")?;
        let aux: &[u32] = read(views.next(), "native int8-activation GEMV: aux")?;
        let y: &mut [T] = write(views.next(), "native int8-activation GEMV: y")?;
        let xf: &[f32] = read(views.next(), "native int8-activation GEMV: xf")?;
        let (n, m, slabs) = (self.features, self.m, self.cols / 256);
        let blocks = m * self.cols / 32;
        // The launch was validated for these lengths; checked again because the slicing below
        // trusts them.
        if !self.cols.is_multiple_of(256)
            || xq.len() < 8 * blocks
            || xf.len() < 5 * blocks
            || words.len() < n * slabs * LANES
            || aux.len() < n * slabs * 5
            || y.len() < m * n
        {
            return Err(ice(
                "native int8-activation GEMV: a binding is shorter than the product it holds",
            ));
        }
        let x = Activations::new(&xq[..8 * blocks], &xf[..5 * blocks]);
        by_feature_blocks(n, m, spreads, y, |first, out| {
            let count = out.len() / m;
            let words = &words[first * slabs * LANES..(first + count) * slabs * LANES];
            let aux = &aux[first * slabs * 5..(first + count) * slabs * 5];
            features(words, aux, &x, slabs, m, out);
        });
        Ok(())
    }
}

/// The quantized `x` as the lanes take it: for each row, slab and lane `l`, the kernel's `xe`
/// and `xo` (the even and odd columns of the lane's 8, as int8 bytes), `xd` (their block's
/// scale) and `−Σ` of the 8 columns (the kernel's `xf[5b + 1 + l % 4]`).
struct Activations {
    even: Vec<u32>,
    odd: Vec<u32>,
    scale: Vec<f32>,
    neg_sum: Vec<f32>,
}

impl Activations {
    /// From the quantize kernel's `xq` (8 words per block of 32 columns: for each 8 columns the
    /// even ones' bytes, then the odd ones') and `xf` (5 floats per block: the scale, then each
    /// 8 columns' sum). Lane `l` of slab `s` is block `8s + l / 4`'s columns `8 (l % 4) ..`.
    fn new(xq: &[u32], xf: &[f32]) -> Self {
        let lanes = xq.len() / 2;
        let mut x = Activations {
            even: Vec::with_capacity(lanes),
            odd: Vec::with_capacity(lanes),
            scale: Vec::with_capacity(lanes),
            neg_sum: Vec::with_capacity(lanes),
        };
        for (words, floats) in xq.chunks_exact(8).zip(xf.chunks_exact(5)) {
            for g in 0..4 {
                x.even.push(words[2 * g]);
                x.odd.push(words[2 * g + 1]);
                x.scale.push(floats[0]);
                x.neg_sum.push(-floats[1 + g]);
            }
        }
        x
    }
}

/// The sums of `out.len() / m` features (feature-major), on VNNI where the host has it: AVX-512
/// VNNI (16 lanes a vector), else AVX-VNNI (8 lanes: Intel's client cores since Alder Lake,
/// which have no AVX-512), else plain integers.
fn features(words: &[u32], aux: &[u32], x: &Activations, slabs: usize, m: usize, out: &mut [f32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if vnni::available() {
            // SAFETY: the host has every feature `vnni::features` is compiled for (checked
            // just above).
            return unsafe { vnni::features(words, aux, x, slabs, m, out) };
        }
        if vnni::available_256() {
            // SAFETY: as above, for `vnni::features_256`.
            return unsafe { vnni::features_256(words, aux, x, slabs, m, out) };
        }
    }
    portable(words, aux, &x.even, &x.odd, &x.scale, &x.neg_sum, slabs, m, out)
}

/// `dot4I8Packed(a, b)`: the four bytes of `a` times those of `b`, signed, summed in i32.
#[inline(always)]
fn dot4(a: u32, b: u32) -> i32 {
    (0..4)
        .map(|i| i32::from((a >> (8 * i)) as u8 as i8) * i32::from((b >> (8 * i)) as u8 as i8))
        .sum()
}

widest_vectors! {
    /// [`features`] without VNNI: the same terms, the products in i32 arithmetic.
    #[allow(clippy::too_many_arguments)]
    fn portable(
        words: &[u32],
        aux: &[u32],
        even: &[u32],
        odd: &[u32],
        scale: &[f32],
        neg_sum: &[f32],
        slabs: usize,
        m: usize,
        out: &mut [f32],
    ) {
        with_rows!(m, portable_rows(words, aux, even, odd, scale, neg_sum, slabs, out))
    }
}

/// [`portable`] for `M` rows of `x`: per lane, `acc = fma(dx · xd, f32(dot4(lo, xe) +
/// dot4(hi, xo)), fma(dy, −Σ x, acc))`, the kernel's statement.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn portable_rows<const M: usize>(
    words: &[u32],
    aux: &[u32],
    even: &[u32],
    odd: &[u32],
    scale: &[f32],
    neg_sum: &[f32],
    slabs: usize,
    out: &mut [f32],
) {
    let wpr = slabs * LANES;
    for (fe, sums) in out.chunks_exact_mut(M).enumerate() {
        let words = &words[fe * wpr..(fe + 1) * wpr];
        let aux = &aux[fe * slabs * 5..(fe + 1) * slabs * 5];
        let mut acc = [[0f32; LANES]; M];
        for (s, (words, aux)) in words.chunks_exact(LANES).zip(aux.chunks_exact(5)).enumerate() {
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS));
            prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS + 16));
            let (dx, dy) = q4k_lane_scales(aux);
            for (r, acc) in acc.iter_mut().enumerate() {
                let at = (r * slabs + s) * LANES;
                let x = (&even[at..at + LANES], &odd[at..at + LANES]);
                let (xd, ns) = (&scale[at..at + LANES], &neg_sum[at..at + LANES]);
                for (l, a) in acc.iter_mut().enumerate() {
                    let (lo, hi) = (words[l] & 0x0f0f_0f0f, (words[l] >> 4) & 0x0f0f_0f0f);
                    let dot = dot4(lo, x.0[l]) + dot4(hi, x.1[l]);
                    *a = (dx[l] * xd[l]).mul_add(dot as f32, dy[l].mul_add(ns[l], *a));
                }
            }
        }
        for (sum, acc) in sums.iter_mut().zip(acc) {
            *sum = lane_tree(acc);
        }
    }
}

/// The VNNI forms: 16 lanes a vector (AVX-512) or 8 (AVX-VNNI), `vpdpbusd` for the dot products.
#[cfg(target_arch = "x86_64")]
mod vnni {
    use super::super::native::avx512::{self, floats16, words16};
    use super::{lane_tree, q4k_lane_scales, with_rows, Activations, GEMV_ROWS, LANES, PREFETCH_WORDS};
    use crate::ops::host_vector::prefetch;
    use std::arch::x86_64::*;

    /// Whether the host runs [`features`].
    pub(super) fn available() -> bool {
        avx512::available() && is_x86_feature_detected!("avx512vnni")
    }

    #[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,avx512vnni,f16c,avx2,fma")]
    pub(super) fn features(words: &[u32], aux: &[u32], x: &Activations, slabs: usize, m: usize, out: &mut [f32]) {
        with_rows!(m, rows(words, aux, x, slabs, out))
    }

    /// Whether the host runs [`features_256`].
    pub(super) fn available_256() -> bool {
        is_x86_feature_detected!("avx2") && is_x86_feature_detected!("avxvnni") && is_x86_feature_detected!("fma")
    }

    #[target_feature(enable = "avx2,avxvnni,fma")]
    pub(super) fn features_256(words: &[u32], aux: &[u32], x: &Activations, slabs: usize, m: usize, out: &mut [f32]) {
        with_rows!(m, rows_256(words, aux, x, slabs, out))
    }

    /// The first 8 words of `s` (indexing checks that it has them).
    #[target_feature(enable = "avx2")]
    fn words8(s: &[u32]) -> __m256i {
        let s = &s[..8];
        // SAFETY: `s` is 8 readable u32 (32 bytes); the load has no alignment requirement.
        unsafe { _mm256_loadu_si256(s.as_ptr().cast()) }
    }

    /// The first 8 floats of `s` (indexing checks that it has them).
    #[target_feature(enable = "avx2")]
    fn floats8(s: &[f32]) -> __m256 {
        let s = &s[..8];
        // SAFETY: as in `words8`.
        unsafe { _mm256_loadu_ps(s.as_ptr()) }
    }

    /// [`rows`] on 256-bit vectors: four of 8 lanes each.
    #[target_feature(enable = "avx2,avxvnni,fma")]
    fn rows_256<const M: usize>(words: &[u32], aux: &[u32], x: &Activations, slabs: usize, out: &mut [f32]) {
        let wpr = slabs * LANES;
        let nibbles = _mm256_set1_epi32(0x0f0f_0f0f);
        for (fe, sums) in out.chunks_exact_mut(M).enumerate() {
            let words = &words[fe * wpr..(fe + 1) * wpr];
            let aux = &aux[fe * slabs * 5..(fe + 1) * slabs * 5];
            let mut acc = [[_mm256_setzero_ps(); 4]; M];
            for (s, (words, aux)) in words.chunks_exact(LANES).zip(aux.chunks_exact(5)).enumerate() {
                prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS));
                prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS + 16));
                let (dx, dy) = q4k_lane_scales(aux);
                for q in 0..4 {
                    let word = words8(&words[8 * q..]);
                    let lo = _mm256_and_si256(word, nibbles);
                    let hi = _mm256_and_si256(_mm256_srli_epi32::<4>(word), nibbles);
                    let (dx, dy) = (floats8(&dx[8 * q..]), floats8(&dy[8 * q..]));
                    for (r, acc) in acc.iter_mut().enumerate() {
                        let at = (r * slabs + s) * LANES + 8 * q;
                        let dot = _mm256_dpbusd_avx_epi32(_mm256_setzero_si256(), lo, words8(&x.even[at..]));
                        let dot = _mm256_dpbusd_avx_epi32(dot, hi, words8(&x.odd[at..]));
                        let inner = _mm256_fmadd_ps(dy, floats8(&x.neg_sum[at..]), acc[q]);
                        let scale = _mm256_mul_ps(dx, floats8(&x.scale[at..]));
                        acc[q] = _mm256_fmadd_ps(scale, _mm256_cvtepi32_ps(dot), inner);
                    }
                }
            }
            for (sum, acc) in sums.iter_mut().zip(acc) {
                let mut lanes = [0f32; LANES];
                for (q, quarter) in lanes.chunks_exact_mut(8).enumerate() {
                    // SAFETY: `quarter` is 8 writable f32; the store has no alignment requirement.
                    unsafe { _mm256_storeu_ps(quarter.as_mut_ptr(), acc[q]) };
                }
                *sum = lane_tree(lanes);
            }
        }
    }

    #[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,avx512vnni,f16c,avx2,fma")]
    fn rows<const M: usize>(words: &[u32], aux: &[u32], x: &Activations, slabs: usize, out: &mut [f32]) {
        let wpr = slabs * LANES;
        let nibbles = _mm512_set1_epi32(0x0f0f_0f0f);
        for (fe, sums) in out.chunks_exact_mut(M).enumerate() {
            let words = &words[fe * wpr..(fe + 1) * wpr];
            let aux = &aux[fe * slabs * 5..(fe + 1) * slabs * 5];
            let mut acc = [[_mm512_setzero_ps(); 2]; M];
            for (s, (words, aux)) in words.chunks_exact(LANES).zip(aux.chunks_exact(5)).enumerate() {
                prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS));
                prefetch(words.as_ptr().wrapping_add(PREFETCH_WORDS + 16));
                let (dx, dy) = avx512::q4k_lane_scales(aux);
                for h in 0..2 {
                    let word = words16(&words[16 * h..]);
                    let lo = _mm512_and_si512(word, nibbles);
                    let hi = _mm512_and_si512(_mm512_srli_epi32::<4>(word), nibbles);
                    let (dx, dy) = (dx[h], dy[h]);
                    for (r, acc) in acc.iter_mut().enumerate() {
                        let at = (r * slabs + s) * LANES + 16 * h;
                        let dot = _mm512_dpbusd_epi32(_mm512_setzero_si512(), lo, words16(&x.even[at..]));
                        let dot = _mm512_dpbusd_epi32(dot, hi, words16(&x.odd[at..]));
                        let inner = _mm512_fmadd_ps(dy, floats16(&x.neg_sum[at..]), acc[h]);
                        let scale = _mm512_mul_ps(dx, floats16(&x.scale[at..]));
                        acc[h] = _mm512_fmadd_ps(scale, _mm512_cvtepi32_ps(dot), inner);
                    }
                }
            }
            for (sum, acc) in sums.iter_mut().zip(acc) {
                *sum = lane_tree(avx512::lanes(acc));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The VNNI forms (AVX-512 and AVX-VNNI) and the portable one give the same bits, where the
    /// host has them (the conformance tests compare the twin with the kernel).
    #[test]
    fn vnni_and_portable_forms_agree() {
        let (count, slabs) = (5usize, 3usize);
        let noise = |n: usize, seed: u32| -> Vec<u32> {
            (0..n as u32)
                .map(|i| {
                    (i ^ seed)
                        .wrapping_mul(0x9e37_79b9)
                        .rotate_left(7)
                        .wrapping_mul(0x85eb_ca6b)
                })
                .collect()
        };
        let words = noise(count * slabs * LANES, 1);
        // f16 d and dmin of about 2^-8, then random scale and min bytes.
        let aux: Vec<u32> = noise(count * slabs * 5, 2)
            .iter()
            .enumerate()
            .map(|(i, &v)| if i % 5 == 0 { 0x1c00_1c00 | (v & 0x00ff_00ff) } else { v })
            .collect();
        for m in [1, 2, 3, GEMV_ROWS] {
            let blocks = m * slabs * 8;
            let xq = noise(8 * blocks, 3);
            let xf: Vec<f32> = noise(5 * blocks, 4)
                .iter()
                .map(|&v| (v % 2001) as f32 / 1000.0 - 1.0)
                .collect();
            let x = Activations::new(&xq, &xf);
            let mut want = vec![0f32; count * m];
            portable(&words, &aux, &x.even, &x.odd, &x.scale, &x.neg_sum, slabs, m, &mut want);
            assert!(want.iter().all(|v| v.is_finite() && *v != 0.0));
            let mut got = vec![0f32; count * m];
            features(&words, &aux, &x, slabs, m, &mut got);
            let bits = |v: &[f32]| v.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&got), bits(&want), "{m} rows");
            #[cfg(target_arch = "x86_64")]
            if vnni::available_256() {
                let mut got = vec![0f32; count * m];
                // SAFETY: the host has AVX2, AVX-VNNI and FMA (checked just above).
                unsafe { vnni::features_256(&words, &aux, &x, slabs, m, &mut got) };
                assert_eq!(bits(&got), bits(&want), "AVX-VNNI, {m} rows");
            }
        }
        #[cfg(target_arch = "x86_64")]
        for (has, what) in [(vnni::available(), "AVX-512 VNNI"), (vnni::available_256(), "AVX-VNNI")] {
            if !has {
                eprintln!("skipping the {what} form: this host does not have it");
            }
        }
    }
}
