//! `exp`, `exp2`, `log` and `log2` of f32 and f16 on the host, as plain arithmetic: LLVM lowers
//! `llvm.exp` and friends to scalar libm calls, which the CPU device's work-item loops cannot
//! vectorize (softmax, sigmoid, gelu and tanh are all `exp`). f64 keeps libm.
//!
//! - `exp`/`exp2` in f32: n = rint(x·log2 e) (or rint(x)), r = x − n·ln 2 (Cody–Waite, two-part
//!   ln 2 with FMA), e^r by Cephes' `expf` polynomial (|r| ≤ ln 2 / 2, about 1 ULP), scaled by
//!   2^n in two factors so that results near overflow and in the subnormal range round once.
//! - `log`/`log2`: computed in f64 by `gpu_math_f64.rs`'s formula (a few f64 ULP) and rounded
//!   once to f32.
//!
//! Checked against WGSL's bounds with the other lowerings in `gpu_math_accuracy.rs`.

use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;
use naga::MathFunction as M;

use super::math::float_bits;
use super::Lowerer;
use crate::compiler::llvm_ops::{self as ops, FloatPred as FP, Op};
use crate::error::Result;

type V<'ctx> = BasicValueEnum<'ctx>;

/// ln 2 in two parts: the first has 9 significant bits, so n·LN2_HI is exact for |n| < 2^15.
const LN2_HI: f32 = 0.693_359_4;
const LN2_LO: f32 = -2.121_944_4e-4;
/// Cephes `expf`: e^r ≈ 1 + r + r²·P(r) on |r| ≤ ln 2 / 2 (P from its r⁵ coefficient down).
const EXP_P: [f32; 6] = [
    1.987_569_2e-4,
    1.398_2e-3,
    8.333_452e-3,
    4.166_579_6e-2,
    0.166_666_65,
    0.5,
];

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// `fun` on the host where it needs our own lowering; `None` for other functions and f64.
    pub(super) fn host_exp_log(&self, fun: M, args: &[V<'ctx>]) -> Result<Option<V<'ctx>>> {
        if !matches!(fun, M::Exp | M::Exp2 | M::Log | M::Log2) {
            return Ok(None);
        }
        let elem = match args[0].get_type() {
            BasicTypeEnum::VectorType(v) => v.get_element_type(),
            t => t,
        };
        if !elem.is_float_type() || float_bits(elem) == 64 {
            return Ok(None);
        }
        self.per_lane(args, |s, lane| {
            let ty = lane[0].get_type();
            let f32t: BasicTypeEnum = s.cx.f32_type().into();
            let x = if ty == f32t {
                lane[0]
            } else {
                ops::cast(&s.b, Op::LLVMFPExt, lane[0], f32t)
            };
            let r = match fun {
                M::Exp => s.exp_f32(x, false)?,
                M::Exp2 => s.exp_f32(x, true)?,
                _ => {
                    let wide = ops::cast(&s.b, Op::LLVMFPExt, x, s.cx.f64_type().into());
                    let r = if fun == M::Log {
                        s.log_f64(wide)?
                    } else {
                        s.log2_f64(wide)?
                    };
                    ops::cast(&s.b, Op::LLVMFPTrunc, r, f32t)
                }
            };
            Ok(if ty == f32t {
                r
            } else {
                ops::cast(&s.b, Op::LLVMFPTrunc, r, ty)
            })
        })
        .map(Some)
    }

    fn f32c(&self, v: f32) -> V<'ctx> {
        self.cx.f32_type().const_float(f64::from(v)).into()
    }

    fn fma32(&self, a: V<'ctx>, b: V<'ctx>, c: V<'ctx>) -> Result<V<'ctx>> {
        self.call_intr("llvm.fma", &[a.get_type()], &[a, b, c])
    }

    /// 2^k for an integer-valued f32 k in [-126, 127], built from its bits.
    fn pow2_f32(&self, k: V<'ctx>) -> Result<V<'ctx>> {
        let i32t = self.cx.i32_type();
        let ki = ops::cast(&self.b, Op::LLVMFPToSI, k, i32t.into()).into_int_value();
        let biased = self.b.build_int_add(ki, self.i32(127), "")?;
        let bits = self.b.build_left_shift(biased, self.i32(23), "")?;
        Ok(self.b.build_bit_cast(bits, self.cx.f32_type(), "")?)
    }

    /// e^x, or 2^x with `base2`, of an f32 x.
    fn exp_f32(&self, x: V<'ctx>, base2: bool) -> Result<V<'ctx>> {
        // Past these the result is inf or 0 anyway; inside them n splits into two normal powers.
        let (lo, hi) = if base2 { (-151.0, 129.0) } else { (-104.0, 89.0) };
        let up = self.intr2("llvm.maxnum", x, self.f32c(lo))?;
        let c = self.intr2("llvm.minnum", up, self.f32c(hi))?;
        let (n, r) = if base2 {
            let n = self.intr1("llvm.rint", c)?;
            let f = self.fop(Op::LLVMFSub, c, n); // exact
            (n, self.fop(Op::LLVMFMul, f, self.f32c(std::f32::consts::LN_2)))
        } else {
            let n = self.intr1(
                "llvm.rint",
                self.fop(Op::LLVMFMul, c, self.f32c(std::f32::consts::LOG2_E)),
            )?;
            let minus_n = self.fop(Op::LLVMFSub, self.f32c(0.0), n);
            let r = self.fma32(minus_n, self.f32c(LN2_HI), c)?;
            (n, self.fma32(minus_n, self.f32c(LN2_LO), r)?)
        };
        let mut p = self.f32c(EXP_P[0]);
        for &k in &EXP_P[1..] {
            p = self.fma32(p, r, self.f32c(k))?;
        }
        let r2 = self.fop(Op::LLVMFMul, r, r);
        // (P·r² + r) + 1, as Cephes orders it: the one rounding of the sum to 1 comes last.
        let e = self.fop(Op::LLVMFAdd, self.fma32(p, r2, r)?, self.f32c(1.0));
        // 2^n as 2^(n/2) · 2^(n − n/2): each factor a normal number, one rounding at the end.
        let half = self.intr1("llvm.floor", self.fop(Op::LLVMFMul, n, self.f32c(0.5)))?;
        let rest = self.fop(Op::LLVMFSub, n, half);
        let e = self.fop(Op::LLVMFMul, e, self.pow2_f32(half)?);
        let e = self.fop(Op::LLVMFMul, e, self.pow2_f32(rest)?);
        let nan = ops::fcmp(&self.b, FP::LLVMRealUNO, x, x);
        Ok(ops::select(&self.b, nan, x, e))
    }
}
