//! Float helpers of the references: tolerances ([`Tol`], ULPs in f16/f32/f64), binary16
//! conversions, f32 neighbours and WGSL's saturating float → integer conversions.

// ---------------------------------------------------------------------------------------------
// Tolerances
// ---------------------------------------------------------------------------------------------

/// A float tolerance: an element passes when it equals the expected value (NaN matching NaN,
/// infinities matching exactly) or `|got - expected| <= max(ulps * ULP(expected), abs, rel * |expected|)`.
/// ULP is measured in the element's own type (f16, f32 or f64) at the expected value's binade.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tol {
    pub ulps: f64,
    pub abs: f64,
    pub rel: f64,
}

impl Tol {
    /// Exact value equality (`-0.0 == 0.0`; NaN matches NaN).
    pub const EXACT: Tol = Tol {
        ulps: 0.0,
        abs: 0.0,
        rel: 0.0,
    };
    /// WGSL "correctly rounded": the exact result, or its neighbour on either side (WGSL does not fix
    /// the rounding mode), so within 1 ULP of the round-to-nearest reference.
    pub const CORRECTLY_ROUNDED: Tol = Tol {
        ulps: 1.0,
        abs: 0.0,
        rel: 0.0,
    };
    pub const fn ulps(n: f64) -> Tol {
        Tol {
            ulps: n,
            abs: 0.0,
            rel: 0.0,
        }
    }
    pub const fn abs(a: f64) -> Tol {
        Tol {
            ulps: 0.0,
            abs: a,
            rel: 0.0,
        }
    }
    pub const fn rel(r: f64) -> Tol {
        Tol {
            ulps: 0.0,
            abs: 0.0,
            rel: r,
        }
    }
    pub const fn or_ulps(mut self, n: f64) -> Tol {
        self.ulps = n;
        self
    }
    pub const fn or_abs(mut self, a: f64) -> Tol {
        self.abs = a;
        self
    }
}

/// Which float format an element has, for ULP computations.
#[derive(Clone, Copy, Debug)]
pub enum FloatFmt {
    F16,
    F32,
    F64,
}

impl FloatFmt {
    fn mantissa_bits(self) -> i32 {
        match self {
            FloatFmt::F16 => 10,
            FloatFmt::F32 => 23,
            FloatFmt::F64 => 52,
        }
    }
    fn min_normal_exp(self) -> i32 {
        match self {
            FloatFmt::F16 => -14,
            FloatFmt::F32 => -126,
            FloatFmt::F64 => -1022,
        }
    }
}

/// The gap between consecutive floats of format `fmt` in the binade of `x`.
pub fn ulp_in(fmt: FloatFmt, x: f64) -> f64 {
    let x = x.abs();
    let e = if x == 0.0 || !x.is_finite() {
        fmt.min_normal_exp()
    } else {
        let biased = ((x.to_bits() >> 52) & 0x7ff) as i32;
        let e = if biased == 0 { -1023 } else { biased - 1023 };
        e.max(fmt.min_normal_exp())
    };
    2f64.powi(e - fmt.mantissa_bits())
}

/// ULP of an f32 value at `x`.
pub fn ulp32(x: f64) -> f64 {
    ulp_in(FloatFmt::F32, x)
}

/// f32 machine epsilon (one ULP at 1.0).
pub const EPS32: f64 = 1.0 / 8388608.0;

pub fn float_ok(fmt: FloatFmt, expected: f64, got: f64, tol: &Tol) -> bool {
    if expected.is_nan() {
        return got.is_nan();
    }
    if got.is_nan() {
        return false;
    }
    if expected == got {
        return true;
    }
    if expected.is_infinite() || got.is_infinite() {
        return false;
    }
    let diff = (got - expected).abs();
    let bound = (tol.ulps * ulp_in(fmt, expected))
        .max(tol.abs)
        .max(tol.rel * expected.abs());
    diff <= bound
}

// ---------------------------------------------------------------------------------------------
// f16 and f32 reference helpers
// ---------------------------------------------------------------------------------------------

/// binary16 bits → value (exact).
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    match e {
        0 => sign * m * 2f64.powi(-24),
        31 => {
            if m == 0.0 {
                sign * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => sign * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

pub fn f16_to_f32(h: u16) -> f32 {
    f16_to_f64(h) as f32
}

/// value → binary16 bits, round to nearest, ties to even (overflow gives infinity).
pub fn f64_to_f16(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    // scale so that the f16 quantum at this magnitude becomes 1, round half to even, rescale
    let e = if a == 0.0 {
        -14
    } else {
        (((a.to_bits() >> 52) & 0x7ff) as i32 - 1023).max(-14)
    };
    let quantum = 2f64.powi(e - 10);
    let q = (a / quantum).round_ties_even() * quantum; // exact in f64
    if q >= 65520.0 {
        return sign | 0x7c00;
    }
    if q == 0.0 {
        return sign;
    }
    let qe = (((q.to_bits() >> 52) & 0x7ff) as i32) - 1023;
    if qe < -14 {
        // subnormal
        let m = (q / 2f64.powi(-24)) as u16;
        sign | m
    } else {
        let m = ((q / 2f64.powi(qe) - 1.0) * 1024.0) as u16;
        sign | (((qe + 15) as u16) << 10) | m
    }
}

pub fn f32_to_f16(x: f32) -> u16 {
    f64_to_f16(x as f64)
}

/// The largest f32 not above `x` and the smallest not below it (the two values a WGSL
/// conversion to f32 may give for an exactly-known `x`).
pub fn f32_neighbours(x: f64) -> (f32, f32) {
    let r = x as f32; // round to nearest
    if r as f64 == x {
        (r, r)
    } else if (r as f64) < x {
        (r, next_up_f32(r))
    } else {
        (next_down_f32(r), r)
    }
}

pub fn next_up_f32(x: f32) -> f32 {
    if x.is_nan() || x == f32::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f32::from_bits(1);
    }
    let b = x.to_bits();
    f32::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

pub fn next_down_f32(x: f32) -> f32 {
    -next_up_f32(-x)
}

/// WGSL's float → i32 conversion (non-NaN): truncate, then clamp to the i32 values representable
/// in f32 (so large values give 2147483520, not 2147483647).
pub fn wgsl_f32_to_i32(x: f32) -> i32 {
    let t = x.trunc();
    if t >= 2147483520.0 {
        2147483520
    } else if t <= -2147483648.0 {
        i32::MIN
    } else {
        t as i32
    }
}

/// WGSL's float → u32 conversion (non-NaN): truncate, clamp to [0, 4294967040].
pub fn wgsl_f32_to_u32(x: f32) -> u32 {
    let t = x.trunc();
    if t >= 4294967040.0 {
        4294967040
    } else if t <= 0.0 {
        0
    } else {
        t as u32
    }
}

/// Tolerance for a sum of products `sum(terms)` computed in f32 in any order, fused or not
/// (WGSL lets implementations reassociate and fuse): each of the n products and n-1 additions
/// may be off by 1 ULP of its magnitude, all bounded by the sum of the terms' magnitudes.
pub fn sum_tol(terms: &[f64]) -> Tol {
    let mag: f64 = terms.iter().map(|t| t.abs()).sum();
    Tol::abs(2.0 * terms.len() as f64 * ulp32(mag)).or_ulps(1.0)
}

#[cfg(test)]
mod self_tests {
    use super::*;

    #[test]
    fn f16_conversions_round_trip() {
        for h in 0u16..=0xffff {
            let v = f16_to_f64(h);
            if v.is_nan() {
                continue;
            }
            assert_eq!(f64_to_f16(v), h, "{h:#x} {v}");
        }
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(65504.0), 0x7bff);
        assert_eq!(f64_to_f16(1.0 + 1.0 / 2048.0), 0x3c00); // tie to even
        assert_eq!(f64_to_f16(1.0 + 3.0 / 2048.0), 0x3c02); // tie to even, up
    }
}

/// `x` rounded to TF32 the way `KernelSource::allow_tf32` documents it, written from the
/// definition (to nearest of the values with 10 fraction bits, ties away from zero) rather
/// than from the bits (normal and zero values; infinities and NaNs as they are).
pub fn tf32(x: f32) -> f64 {
    let x = f64::from(x);
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let ulp = 2f64.powi(x.abs().log2().floor() as i32 - 10);
    x.signum() * ((x.abs() / ulp) + 0.5).floor() * ulp
}
