//! Loops the CPU device's native twins share, written so that the compiler vectorises them for
//! the widest vectors the host has: [`widest_vectors!`] compiles a function three times (AVX-512,
//! AVX2 + FMA, baseline x86-64 or another architecture) and calls the best the host runs; the
//! helpers here keep 16 partial results in lanes (one AVX-512 register of f32) so that sums and
//! maxima vectorise without reassociating anything LLVM may not reorder.

/// `$vis fn $name(args) -> ret { body }`, with `body` compiled for AVX-512, for AVX2 + FMA and
/// for the baseline, and the widest one the host runs chosen at each call (the detection is a
/// cached load). Call it on a block of work (a chunk of rows), not per element.
macro_rules! widest_vectors {
    ($(#[$meta:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $(-> $ret:ty)? $body:block) => {
        $(#[$meta])*
        $vis fn $name($($arg: $ty),*) $(-> $ret)? {
            #[inline(always)]
            fn portable($($arg: $ty),*) $(-> $ret)? $body
            #[cfg(target_arch = "x86_64")]
            {
                #[target_feature(enable = "avx512f,avx512vl,avx512dq,avx512bw,avx2,fma")]
                unsafe fn avx512($($arg: $ty),*) $(-> $ret)? { portable($($arg),*) }
                #[target_feature(enable = "avx2,fma")]
                unsafe fn avx2($($arg: $ty),*) $(-> $ret)? { portable($($arg),*) }
                if std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512vl")
                    && std::arch::is_x86_feature_detected!("avx512dq")
                    && std::arch::is_x86_feature_detected!("avx512bw")
                {
                    // SAFETY: the host has every feature `avx512` is compiled for (checked
                    // just above; AVX-512F implies AVX2 and FMA).
                    return unsafe { avx512($($arg),*) };
                }
                if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
                    // SAFETY: the host has AVX2 and FMA (checked just above).
                    return unsafe { avx2($($arg),*) };
                }
            }
            portable($($arg),*)
        }
    };
}
pub(super) use widest_vectors;

/// Lanes of the partial results: 16 f32, one AVX-512 register (two AVX2 ones).
pub(super) const LANES: usize = 16;

/// `xs` folded with `step` into 16 lanes (element `i` into lane `i mod 16`), each lane from
/// `init`; then the lanes folded with `merge` ([`combine`]). A fixed order: the same result for
/// the same input on every host, whichever vectors it has.
#[inline(always)]
fn fold_lanes(xs: &[f32], init: f32, step: impl Fn(f32, f32) -> f32, merge: impl Fn(f32, f32) -> f32) -> f32 {
    let mut acc = [init; LANES];
    let mut chunks = xs.chunks_exact(LANES);
    for c in &mut chunks {
        for (a, &x) in acc.iter_mut().zip(c) {
            *a = step(*a, x);
        }
    }
    for (a, &x) in acc.iter_mut().zip(chunks.remainder()) {
        *a = step(*a, x);
    }
    combine(acc, merge)
}

/// `Σ f(xᵢ)`, in lanes ([`fold_lanes`]).
#[inline(always)]
pub(super) fn sum_by(xs: &[f32], f: impl Fn(f32) -> f32) -> f32 {
    fold_lanes(xs, 0.0, |a, x| a + f(x), |a, b| a + b)
}

/// The largest of `xs` (−∞ when empty), NaN if any element is NaN: WGSL's ops write `max` so
/// (`select(a, b, b > a || is_nan(b))`), and the twins give the same answer.
#[inline(always)]
pub(super) fn max_or_nan(xs: &[f32]) -> f32 {
    let pick = |a: f32, b: f32| if b > a || b.is_nan() { b } else { a };
    fold_lanes(xs, f32::NEG_INFINITY, pick, pick)
}

/// The largest of `xs` and `init` as `f32::max` takes it (a NaN element is passed over), in
/// lanes.
#[inline(always)]
pub(super) fn max_passing_nan(xs: &[f32], init: f32) -> f32 {
    fold_lanes(xs, init, f32::max, f32::max)
}

/// `xᵢ ← f(xᵢ)`, returning `Σ xᵢ` (in lanes, as [`sum_by`]).
#[inline(always)]
pub(super) fn map_sum_in_place(xs: &mut [f32], f: impl Fn(f32) -> f32) -> f32 {
    let mut acc = [0.0f32; LANES];
    let mut chunks = xs.chunks_exact_mut(LANES);
    for c in &mut chunks {
        for (a, x) in acc.iter_mut().zip(c) {
            *x = f(*x);
            *a += *x;
        }
    }
    for (a, x) in acc.iter_mut().zip(chunks.into_remainder()) {
        *x = f(*x);
        *a += *x;
    }
    combine(acc, |a, b| a + b)
}

/// The lanes folded pairwise, lane `k` with lane `k + half` for half = N/2, …, 1 (a tree: for 16
/// lanes 8 + 4 + 2 + 1 operations); N a power of two.
#[inline(always)]
pub(super) fn combine<const N: usize>(mut acc: [f32; N], f: impl Fn(f32, f32) -> f32) -> f32 {
    let mut half = N / 2;
    while half > 0 {
        for i in 0..half {
            acc[i] = f(acc[i], acc[i + half]);
        }
        half /= 2;
    }
    acc[0]
}

/// `eˣ` for `x ≤ 0` (scores less their row's maximum; −∞ gives 0), within 2 ulp: Cody–Waite
/// reduction `x = n·ln 2 + r`, `|r| ≤ ln 2 / 2`, and a degree-7 Taylor polynomial for `eʳ`
/// (truncation error `r⁸/8! < 2⁻²⁷`); `2ⁿ` put in the exponent bits. Below −87 (`eˣ` under
/// 1.7·10⁻³⁸, beside a row maximum's 1) the result is 0. NaN is not an input it handles: the
/// callers settle rows holding NaN first. Use it in loops inside a [`widest_vectors!`]
/// function, where it vectorises (`std`'s `exp` is a call per element: at a quarter of the
/// flops it took longer than attention's two products).
#[inline(always)]
pub(super) fn exp_nonpositive(v: f32) -> f32 {
    const LOG2E: f32 = std::f32::consts::LOG2_E;
    const LN2_HI: f32 = 0.693_145_75;
    const LN2_LO: f32 = 1.428_606_8e-6;
    // 1.5 · 2²³: adding it rounds x·log₂e to an integer n (ties to even) held in the low bits of
    // the sum's mantissa, so 2ⁿ's bits come from integer arithmetic. (`n as i32` would be
    // Rust's saturating conversion, which LLVM scalarises: it took a third of softmax's time.)
    const SHIFTER: f32 = 12_582_912.0;
    let clamped = v.max(-87.0);
    let shifted = clamped * LOG2E + SHIFTER;
    let n = shifted - SHIFTER;
    let r = (clamped - n * LN2_HI) - n * LN2_LO;
    let p = 1.0
        + r * (1.0
            + r * (0.5
                + r * (1.0 / 6.0 + r * (1.0 / 24.0 + r * (1.0 / 120.0 + r * (1.0 / 720.0 + r * (1.0 / 5040.0)))))));
    // The low 9 bits of `shifted` are n (−126 ≤ n ≤ 0) in two's complement; plus 127 they are
    // 2ⁿ's biased exponent, which the shift puts in place (the bits above it drop out).
    let scale = f32::from_bits(shifted.to_bits().wrapping_add(127) << 23);
    if v < -87.0 {
        0.0
    } else {
        p * scale
    }
}

/// `yᵢ = f(xᵢ)`, returning `Σ yᵢ` (in lanes, as [`sum_by`]): a map and a sum in one pass.
#[inline(always)]
pub(super) fn map_sum(x: &[f32], y: &mut [f32], f: impl Fn(f32) -> f32) -> f32 {
    let mut acc = [0.0f32; LANES];
    let mut xs = x.chunks_exact(LANES);
    let mut ys = y.chunks_exact_mut(LANES);
    for (x, y) in (&mut xs).zip(&mut ys) {
        for ((a, y), &x) in acc.iter_mut().zip(y).zip(x) {
            *y = f(x);
            *a += *y;
        }
    }
    for ((a, y), &x) in acc.iter_mut().zip(ys.into_remainder()).zip(xs.remainder()) {
        *y = f(x);
        *a += *y;
    }
    combine(acc, |a, b| a + b)
}

widest_vectors! {
    /// One step of an online softmax over a row of scores: `top` = the largest of `running` and
    /// the row (NaN passed over, as `f32::max` does), then `row ← exp(row − top)`; returns
    /// `(top, Σ row)`, or `None` (the row zeroed) where `top` is −∞ (nothing seen yet).
    pub(super) fn exp_shifted_row(row: &mut [f32], running: f32) -> Option<(f32, f32)> {
        let top = max_passing_nan(row, running);
        if top == f32::NEG_INFINITY {
            row.fill(0.0);
            return None;
        }
        Some((top, map_sum_in_place(row, |v| exp_nonpositive(v - top))))
    }
}

/// Asks the host to bring the cache line holding `at` into its caches ahead of a read: a hint
/// with no effect on results, for streams the hardware's prefetchers start too late (the
/// quantized GEMV's weights). Any address may be given: a prefetch never faults.
#[inline(always)]
pub(super) fn prefetch<T>(at: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `prefetcht0` reads nothing the program sees and never faults, whatever the
    // address (Intel SDM, PREFETCHh: "does not cause any exception").
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(at.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_vectorised_exponential_is_within_two_ulp() {
        let mut xs: Vec<f32> = (0..20_000).map(|i| -87.0 * i as f32 / 20_000.0).collect();
        xs.extend([0.0, -0.0, -1e-30, -86.99, f32::NEG_INFINITY, -1000.0]);
        let want: Vec<f64> = xs.iter().map(|&x| f64::from(x).exp()).collect();
        xs.iter_mut().for_each(|x| *x = exp_nonpositive(*x));
        for (got, want) in xs.iter().zip(&want) {
            let ulp = f64::from(f32::EPSILON) * want.abs().max(f64::from(f32::MIN_POSITIVE));
            assert!((f64::from(*got) - want).abs() <= 2.0 * ulp, "{got} vs {want}");
        }
    }

    #[test]
    fn lane_sums_and_maxima_match_the_plain_ones_and_keep_nan() {
        for n in [0usize, 1, 15, 16, 17, 100, 1027] {
            let xs: Vec<f32> = (0..n).map(|i| ((i * 37 % 101) as f32 - 50.0) / 8.0).collect();
            let want_sum: f64 = xs.iter().map(|&x| f64::from(x) * f64::from(x)).sum();
            assert!(
                (f64::from(sum_by(&xs, |x| x * x)) - want_sum).abs() <= 1e-5 * want_sum.max(1.0),
                "n {n}"
            );
            let want_max = xs.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            assert_eq!(max_or_nan(&xs), want_max, "n {n}");
            let mut y = vec![0.0; n];
            let total = map_sum(&xs, &mut y, |v| 2.0 * v);
            assert!(y.iter().zip(&xs).all(|(y, x)| *y == 2.0 * x), "n {n}");
            assert_eq!(total, sum_by(&xs, |v| 2.0 * v), "n {n}");
            let mut z = xs.clone();
            assert_eq!(map_sum_in_place(&mut z, |v| 2.0 * v), total, "n {n}");
            assert_eq!(z, y, "n {n}");
            assert_eq!(max_passing_nan(&xs, f32::NEG_INFINITY), want_max, "n {n}");
            if n > 1 {
                let mut with_nan = xs.clone();
                with_nan[n / 2] = f32::NAN;
                let without: Vec<f32> = xs
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != n / 2)
                    .map(|(_, &v)| v)
                    .collect();
                let want = without.iter().copied().fold(f32::NEG_INFINITY, f32::max);
                assert_eq!(max_passing_nan(&with_nan, f32::NEG_INFINITY), want, "n {n}");
            }
            if n > 0 {
                let mut with_nan = xs.clone();
                with_nan[n / 2] = f32::NAN;
                assert!(max_or_nan(&with_nan).is_nan(), "n {n}");
            }
        }
    }
}
