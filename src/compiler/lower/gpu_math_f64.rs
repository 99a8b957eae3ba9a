//! f64 `sin`, `cos`, `exp`, `exp2`, `log`, `log2` and `atan` for GPUs, in software: neither vendor
//! has f64 approximations, and users have no device libraries. Plain IEEE arithmetic and FMA, so
//! the same IR means the same on every target (and runs on the host in the accuracy tests).
//!
//! - `exp`: n = rint(x / ln 2), r = x - n·ln 2 (Cody–Waite, two-part ln 2), e^r by its Taylor
//!   series to r^13 (|r| ≤ ln 2 / 2: truncation below 2^-58), scaled by 2^n in two steps so
//!   results near overflow and in the subnormal range come out right.
//! - `log`: x = m·2^e with m in [√½, √2) (subnormals scaled first), ln m = 2·atanh(s) with
//!   s = (m - 1)/(m + 1), |s| ≤ 0.172, by its series to s^23; e·ln 2 added in two parts.
//! - `sin`/`cos`: n = rint(x · 2/π), r = x - n·π/2 with π/2 in three parts (FMA), then fdlibm's
//!   kernel polynomials on [-π/4, π/4] and the quadrant. Accurate to a few ULP for |x| up to
//!   2^40 at least (the tested range); beyond 2^52, where x · 2/π is itself rounded, a second
//!   round of reduction keeps the result close to a sine of x up to about 2^100, and past that
//!   it is only kept within [-1, 1].
//! - `expm1` for |v| ≤ 2 (small `sinh` and `tanh`): its Taylor series, free of cancellation.
//! - `atan`: two half-angle steps t → t / (1 + √(1 + t²)) bring |t| ≤ 1 down to tan(π/16), then
//!   its series to t^27.
//!
//! Accuracy against libm, checked on dense sweeps in `gpu_math_accuracy.rs`: a few ULP.

use inkwell::values::BasicValueEnum;

use super::Lowerer;
use crate::compiler::llvm_ops::{self as ops, FloatPred as FP, Op};
use crate::error::Result;

type V<'ctx> = BasicValueEnum<'ctx>;

const LN2_HI: f64 = 6.931_471_803_691_238_164_90e-01;
const LN2_LO: f64 = 1.908_214_929_270_587_700_02e-10;
/// π/2 as the sum of three doubles.
const PIO2: [f64; 3] = [
    1.570_796_326_794_896_6,
    6.123_233_995_736_766e-17,
    -1.497_384_904_859_169_8e-33,
];
/// fdlibm's `__kernel_sin` and `__kernel_cos` coefficients.
const SIN: [f64; 6] = [
    -1.666_666_666_666_663_243_48e-01,
    8.333_333_333_322_489_461_24e-03,
    -1.984_126_982_985_794_931_34e-04,
    2.755_731_370_707_006_767_89e-06,
    -2.505_076_025_340_686_341_95e-08,
    1.589_690_995_211_550_102_21e-10,
];
const COS: [f64; 6] = [
    4.166_666_666_666_660_190_37e-02,
    -1.388_888_888_887_410_957_49e-03,
    2.480_158_728_947_672_941_78e-05,
    -2.755_731_435_139_066_330_35e-07,
    2.087_572_321_298_174_827_90e-09,
    -1.135_964_755_778_819_482_65e-11,
];

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    fn f(&self, v: f64) -> V<'ctx> {
        self.cx.f64_type().const_float(v).into()
    }

    fn fma64(&self, a: V<'ctx>, b: V<'ctx>, c: V<'ctx>) -> Result<V<'ctx>> {
        self.call_intr("llvm.fma", &[a.get_type()], &[a, b, c])
    }

    /// Σ coeffs[i]·z^i by Horner's rule (coefficients from the constant term up).
    fn horner64(&self, z: V<'ctx>, coeffs: &[f64]) -> Result<V<'ctx>> {
        let mut p = self.f(coeffs[coeffs.len() - 1]);
        for &k in coeffs[..coeffs.len() - 1].iter().rev() {
            p = self.fma64(p, z, self.f(k))?;
        }
        Ok(p)
    }

    /// 2^k for an integer-valued f64 k in [-1022, 1023], built from its bits.
    fn pow2_64(&self, k: V<'ctx>) -> Result<V<'ctx>> {
        let i64t = self.cx.i64_type();
        let ki = ops::cast(&self.b, Op::LLVMFPToSI, k, i64t.into()).into_int_value();
        let biased = self.b.build_int_add(ki, self.i64(1023), "")?;
        let bits = self.b.build_left_shift(biased, self.i64(52), "")?;
        Ok(self.b.build_bit_cast(bits, self.cx.f64_type(), "")?)
    }

    /// e^r · 2^n for |r| ≤ ln 2 / 2 and an integer-valued n in [-1080, 1030].
    fn exp_scaled64(&self, n: V<'ctx>, r: V<'ctx>) -> Result<V<'ctx>> {
        let taylor: Vec<f64> = (0..=13u32)
            .map(|k| 1.0 / (1..=k).map(f64::from).product::<f64>())
            .collect();
        let p = self.horner64(r, &taylor)?;
        // 2^n as 2^(n/2) · 2^(n - n/2): each factor stays a normal number.
        let half = self.intr1("llvm.floor", self.fop(Op::LLVMFMul, n, self.f(0.5)))?;
        let rest = self.fop(Op::LLVMFSub, n, half);
        let scaled = self.fop(Op::LLVMFMul, p, self.pow2_64(half)?);
        Ok(self.fop(Op::LLVMFMul, scaled, self.pow2_64(rest)?))
    }

    /// `x` where it is NaN, else `r` (the clamps here turn NaN into a number).
    fn keep_nan64(&self, x: V<'ctx>, r: V<'ctx>) -> V<'ctx> {
        let nan = ops::fcmp(&self.b, FP::LLVMRealUNO, x, x);
        ops::select(&self.b, nan, x, r)
    }

    pub(super) fn exp_f64(&self, x: V<'ctx>) -> Result<V<'ctx>> {
        // Past these the result is inf or 0 anyway; inside them n fits exp_scaled64.
        let clamped = self.clamp64(x, -746.0, 710.0)?;
        let n = self.intr1(
            "llvm.rint",
            self.fop(Op::LLVMFMul, clamped, self.f(std::f64::consts::LOG2_E)),
        )?;
        let r = self.fma64(self.fop(Op::LLVMFSub, self.f(0.0), n), self.f(LN2_HI), clamped)?;
        let r = self.fma64(self.fop(Op::LLVMFSub, self.f(0.0), n), self.f(LN2_LO), r)?;
        let e = self.exp_scaled64(n, r)?;
        Ok(self.keep_nan64(x, e))
    }

    pub(super) fn exp2_f64(&self, x: V<'ctx>) -> Result<V<'ctx>> {
        let clamped = self.clamp64(x, -1080.0, 1030.0)?;
        let n = self.intr1("llvm.rint", clamped)?;
        let f = self.fop(Op::LLVMFSub, clamped, n); // exact
        let r = self.fop(Op::LLVMFMul, f, self.f(std::f64::consts::LN_2));
        let e = self.exp_scaled64(n, r)?;
        Ok(self.keep_nan64(x, e))
    }

    /// min(max(x, lo), hi), NaN going to lo (callers restore NaN).
    fn clamp64(&self, x: V<'ctx>, lo: f64, hi: f64) -> Result<V<'ctx>> {
        let up = self.intr2("llvm.maxnum", x, self.f(lo))?;
        self.intr2("llvm.minnum", up, self.f(hi))
    }

    /// (e, ln m) with x = m·2^e, m in [√½, √2), for positive finite x.
    fn log_parts64(&self, x: V<'ctx>) -> Result<(V<'ctx>, V<'ctx>)> {
        let i64t = self.cx.i64_type();
        // Subnormals: scale into the normal range first.
        let tiny = ops::fcmp(&self.b, FP::LLVMRealOLT, x, self.f(f64::MIN_POSITIVE));
        let scaled = self.fop(Op::LLVMFMul, x, self.f(2f64.powi(54)));
        let x = ops::select(&self.b, tiny, scaled, x);
        let bias = ops::select(&self.b, tiny, self.f(-54.0 - 1023.0), self.f(-1023.0));
        let bits = self.b.build_bit_cast(x, i64t, "")?.into_int_value();
        let exponent_bits = self.b.build_right_shift(bits, self.i64(52), false, "")?;
        let mantissa = self.b.build_and(bits, self.i64((1u64 << 52) - 1), "")?;
        let m = self.b.build_or(mantissa, self.i64(1023u64 << 52), "")?;
        let m = self.b.build_bit_cast(m, self.cx.f64_type(), "")?;
        let e = ops::cast(&self.b, Op::LLVMSIToFP, exponent_bits.into(), self.cx.f64_type().into());
        let e = self.fop(Op::LLVMFAdd, e, bias);
        // m in [1, 2): above √2 use m/2 and e + 1.
        let high = ops::fcmp(&self.b, FP::LLVMRealOGT, m, self.f(std::f64::consts::SQRT_2));
        let m = ops::select(&self.b, high, self.fop(Op::LLVMFMul, m, self.f(0.5)), m);
        let e = ops::select(&self.b, high, self.fop(Op::LLVMFAdd, e, self.f(1.0)), e);
        let s = self.fop(
            Op::LLVMFDiv,
            self.fop(Op::LLVMFSub, m, self.f(1.0)),
            self.fop(Op::LLVMFAdd, m, self.f(1.0)),
        );
        let s2 = self.fop(Op::LLVMFMul, s, s);
        let series: Vec<f64> = (0..=11).map(|k| 2.0 / f64::from(2 * k + 1)).collect();
        let ln_m = self.fop(Op::LLVMFMul, s, self.horner64(s2, &series)?);
        Ok((e, ln_m))
    }

    /// The special values of log: NaN below 0 (and for NaN), -inf at ±0, +inf at +inf.
    fn log_specials64(&self, x: V<'ctx>, r: V<'ctx>) -> V<'ctx> {
        let zero = ops::fcmp(&self.b, FP::LLVMRealOEQ, x, self.f(0.0));
        let r = ops::select(&self.b, zero, self.f(f64::NEG_INFINITY), r);
        let inf = ops::fcmp(&self.b, FP::LLVMRealOEQ, x, self.f(f64::INFINITY));
        let r = ops::select(&self.b, inf, x, r);
        let bad = ops::fcmp(&self.b, FP::LLVMRealULT, x, self.f(0.0)); // x < 0 or NaN
        ops::select(&self.b, bad, self.f(f64::NAN), r)
    }

    pub(super) fn log_f64(&self, x: V<'ctx>) -> Result<V<'ctx>> {
        let (e, ln_m) = self.log_parts64(x)?;
        let r = self.fma64(e, self.f(LN2_LO), ln_m)?;
        let r = self.fma64(e, self.f(LN2_HI), r)?;
        Ok(self.log_specials64(x, r))
    }

    pub(super) fn log2_f64(&self, x: V<'ctx>) -> Result<V<'ctx>> {
        let (e, ln_m) = self.log_parts64(x)?;
        // e exactly, so powers of two give exact results.
        let r = self.fma64(ln_m, self.f(std::f64::consts::LOG2_E), e)?;
        Ok(self.log_specials64(x, r))
    }

    /// sin (`want_sin`) or cos of x.
    pub(super) fn sincos_f64(&self, x: V<'ctx>, want_sin: bool) -> Result<V<'ctx>> {
        // Two rounds: past 2^52 the first n is off by a few (x · 2/π is rounded), and the second
        // brings r back into [-π/4, π/4] so the result stays a sine.
        let mut r = x;
        let mut n = self.f(0.0);
        for _ in 0..2 {
            let k = self.intr1(
                "llvm.rint",
                self.fop(Op::LLVMFMul, r, self.f(std::f64::consts::FRAC_2_PI)),
            )?;
            let minus_k = self.fop(Op::LLVMFSub, self.f(0.0), k);
            for part in PIO2 {
                r = self.fma64(minus_k, self.f(part), r)?;
            }
            n = self.fop(Op::LLVMFAdd, n, k);
        }
        let z = self.fop(Op::LLVMFMul, r, r);
        // sin r = r + r³·S(r²); cos r = 1 - r²/2 + r⁴·C(r²).
        let s = self.fma64(self.fop(Op::LLVMFMul, z, r), self.horner64(z, &SIN)?, r)?;
        let half = self.fop(Op::LLVMFMul, z, self.f(0.5));
        let w = self.fop(Op::LLVMFSub, self.f(1.0), half);
        let tail = self.fop(Op::LLVMFSub, self.fop(Op::LLVMFSub, self.f(1.0), w), half);
        let c = self.fop(
            Op::LLVMFAdd,
            w,
            self.fma64(self.fop(Op::LLVMFMul, z, z), self.horner64(z, &COS)?, tail)?,
        );
        // The quadrant n mod 4, computed in f64 (exact for every integer-valued n).
        let q = self.fop(
            Op::LLVMFSub,
            n,
            self.fop(
                Op::LLVMFMul,
                self.intr1("llvm.floor", self.fop(Op::LLVMFMul, n, self.f(0.25)))?,
                self.f(4.0),
            ),
        );
        let neg = |v: V<'ctx>| self.fop(Op::LLVMFSub, self.f(-0.0), v);
        let by_quadrant = if want_sin {
            [s, c, neg(s), neg(c)]
        } else {
            [c, neg(s), neg(c), s]
        };
        let mut out = by_quadrant[0];
        for (k, v) in by_quadrant.iter().enumerate().skip(1) {
            let here = ops::fcmp(&self.b, FP::LLVMRealOEQ, q, self.f(k as f64));
            out = ops::select(&self.b, here, *v, out);
        }
        // Past 2^100 even two rounds leave r too large: there (f64 has no fractional bits for
        // 48 binades already) the result is only kept within [-1, 1].
        let out = self.clamp64(out, -1.0, 1.0)?;
        // ±inf and NaN give NaN (x - x is NaN exactly for those).
        let not_finite = self.fop(Op::LLVMFSub, x, x);
        let out = self.keep_nan64(not_finite, out);
        // Tiny |x| (also ±0, whose sign the reduction would lose): sin x = x, cos x = 1.
        let ax = self.intr1("llvm.fabs", x)?;
        let tiny = ops::fcmp(&self.b, FP::LLVMRealOLT, ax, self.f(2f64.powi(-27)));
        Ok(ops::select(&self.b, tiny, if want_sin { x } else { self.f(1.0) }, out))
    }

    /// e^v - 1 for |v| ≤ 2 by its Taylor series to v^24 (truncation below 2^-58 relative): no
    /// cancellation near 0, where e^v - 1 loses the low bits. `sinh` and `tanh` of small values
    /// use it.
    pub(super) fn expm1_small_f64(&self, v: V<'ctx>) -> Result<V<'ctx>> {
        let taylor: Vec<f64> = (1..=24u32)
            .map(|k| 1.0 / (1..=k).map(f64::from).product::<f64>())
            .collect();
        Ok(self.fop(Op::LLVMFMul, v, self.horner64(v, &taylor)?))
    }

    /// atan(t) for t in [0, 1].
    pub(super) fn atan_unit_f64(&self, t: V<'ctx>) -> Result<V<'ctx>> {
        let mut u = t;
        for _ in 0..2 {
            let root = self.intr1("llvm.sqrt", self.fma64(u, u, self.f(1.0))?)?;
            u = self.fop(Op::LLVMFDiv, u, self.fop(Op::LLVMFAdd, self.f(1.0), root));
        }
        let u2 = self.fop(Op::LLVMFMul, u, u);
        let series: Vec<f64> = (0..=13)
            .map(|k| if k % 2 == 0 { 1.0 } else { -1.0 } / f64::from(2 * k + 1))
            .collect();
        let a = self.fop(Op::LLVMFMul, u, self.horner64(u2, &series)?);
        Ok(self.fop(Op::LLVMFMul, a, self.f(4.0)))
    }
}
