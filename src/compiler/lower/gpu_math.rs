//! Transcendental functions on GPUs without the vendors' device libraries (users have only the
//! driver: no libdevice on NVIDIA, no ROCm device libs on AMD).
//!
//! Four hardware primitives do the work: on NVIDIA PTX's approximate instructions (`sin.approx`,
//! `cos.approx`, `ex2.approx`, `lg2.approx`), on AMD the `v_sin/v_cos/v_exp/v_log` instructions
//! that LLVM's AMDGPU back end lowers `llvm.sin/cos/exp2/log2` to. Both meet WGSL's accuracy for
//! the functions they compute (absolute 2^-11 for sin/cos on [-π, π]; 3 + 2|x| ULP for exp2;
//! 2^-21 absolute near 1 for log2). The rest follow the formulas WGSL's accuracy
//! section says they inherit from (`tan = sin/cos`, `pow = exp2(y * log2(x))`, `asin` from
//! `atan2`, ...), rearranged where the naive form overflows or cancels: `tanh` of a large value is
//! ±1, not NaN; `sinh`/`cosh` stay finite as long as the result is; `asinh`/`acosh` of a huge value
//! use log(2|x|); `asin`/`acos` near ±1 use (1-x)(1+x); `sinh`/`tanh` of a tiny value are x. `atan` is a minimax polynomial (error below 1e-5, well within WGSL's
//! 4096 ULP). f16 is computed in f32. f64 has no hardware approximation on either vendor: the same
//! formulas run on f64 primitives computed in software (`gpu_math_f64.rs`), to a few ULP, rather
//! than at f32 precision behind the user's back.

use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;
use naga::MathFunction as M;

use super::math::float_bits;
use super::{unsupported, FastF32, Lowerer};
use crate::compiler::llvm_ops::{self as ops, FloatPred as FP, Op};
use crate::error::Result;

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// `fun` on a GPU when it needs our own implementation there; `None` for functions the
    /// shared lowering handles (LLVM's GPU back ends lower those themselves).
    pub(super) fn gpu_math(&self, fun: M, args: &[BasicValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>> {
        let transcendental = crate::compiler::features::is_transcendental(fun);
        if !transcendental {
            return Ok(None);
        }
        let elem = match args[0].get_type() {
            BasicTypeEnum::VectorType(v) => v.get_element_type(),
            t => t,
        };
        if float_bits(elem) == 64 {
            return self.per_lane(args, |s, lane| s.float_math(fun, lane)).map(Some);
        }
        self.per_lane(args, |s, lane| {
            let ty = lane[0].get_type();
            let f32t: BasicTypeEnum = s.cx.f32_type().into();
            let wide: Vec<_> = lane
                .iter()
                .map(|&a| {
                    if a.get_type() == f32t {
                        a
                    } else {
                        ops::cast(&s.b, Op::LLVMFPExt, a, f32t)
                    }
                })
                .collect();
            let r = s.float_math(fun, &wide)?;
            Ok(if ty == f32t {
                r
            } else {
                ops::cast(&s.b, Op::LLVMFPTrunc, r, ty)
            })
        })
        .map(Some)
    }

    /// One f32 or f64 lane of `fun`: f32 on the hardware primitives, f64 on software ones.
    fn float_math(&self, fun: M, a: &[BasicValueEnum<'ctx>]) -> Result<BasicValueEnum<'ctx>> {
        let x = a[0];
        let is64 = float_bits(x.get_type()) == 64;
        let c = |v: f64| self.float_const(x, v);
        let mul = |p: BasicValueEnum<'ctx>, q: BasicValueEnum<'ctx>| ops::binop(&self.b, Op::LLVMFMul, p, q);
        let add = |p: BasicValueEnum<'ctx>, q: BasicValueEnum<'ctx>| ops::binop(&self.b, Op::LLVMFAdd, p, q);
        let sub = |p: BasicValueEnum<'ctx>, q: BasicValueEnum<'ctx>| ops::binop(&self.b, Op::LLVMFSub, p, q);
        let div = |p: BasicValueEnum<'ctx>, q: BasicValueEnum<'ctx>| ops::binop(&self.b, Op::LLVMFDiv, p, q);
        let fast = |f: FastF32, v: BasicValueEnum<'ctx>| self.fast_f32(f, v);
        let exp2 = |v: BasicValueEnum<'ctx>| if is64 { self.exp2_f64(v) } else { fast(FastF32::Exp2, v) };
        let log2 = |v: BasicValueEnum<'ctx>| if is64 { self.log2_f64(v) } else { fast(FastF32::Log2, v) };
        let exp = |v: BasicValueEnum<'ctx>| {
            if is64 {
                self.exp_f64(v)
            } else {
                exp2(mul(v, c(std::f64::consts::LOG2_E)))
            }
        };
        let log = |v: BasicValueEnum<'ctx>| -> Result<BasicValueEnum<'ctx>> {
            if is64 {
                self.log_f64(v)
            } else {
                Ok(mul(log2(v)?, c(std::f64::consts::LN_2)))
            }
        };
        let sin = |v: BasicValueEnum<'ctx>| {
            if is64 {
                self.sincos_f64(v, true)
            } else {
                fast(FastF32::Sin, v)
            }
        };
        let cos = |v: BasicValueEnum<'ctx>| {
            if is64 {
                self.sincos_f64(v, false)
            } else {
                fast(FastF32::Cos, v)
            }
        };
        // Where sqrt(x² + 1) is |x| to the type's precision (and x² may overflow): 2^12 in f32,
        // 2^27 in f64.
        let huge = c(if is64 { 2f64.powi(27) } else { 4096.0 });
        let sqrt = |v: BasicValueEnum<'ctx>| self.call_intr("llvm.sqrt", &[v.get_type()], &[v]);
        let abs = |v: BasicValueEnum<'ctx>| self.call_intr("llvm.fabs", &[v.get_type()], &[v]);
        let copysign = |m: BasicValueEnum<'ctx>, s: BasicValueEnum<'ctx>| {
            self.call_intr("llvm.copysign", &[s.get_type()], &[m, s])
        };
        Ok(match fun {
            M::Sin => sin(x)?,
            M::Cos => cos(x)?,
            M::Tan => div(sin(x)?, cos(x)?),
            M::Exp2 => exp2(x)?,
            M::Log2 => log2(x)?,
            M::Exp => exp(x)?,
            M::Log => log(x)?,
            M::Pow => exp2(mul(a[1], log2(x)?))?,
            M::Sinh | M::Cosh => {
                // h = e^|x| / 2 computed as e^(|x| - ln 2), finite while the result is; then
                // e^-|x| / 2 = 1 / (4h).
                let h = exp(sub(abs(x)?, c(std::f64::consts::LN_2)))?;
                let small = div(c(0.25), h);
                if fun == M::Cosh {
                    add(h, small)
                } else {
                    let mut r = sub(h, small);
                    if is64 {
                        // Below 1, h - 1/(4h) cancels: (E + E/(E + 1)) / 2 with E = e^|x| - 1.
                        let ax = abs(x)?;
                        let e = self.expm1_small_f64(ax)?;
                        let near = mul(c(0.5), add(e, div(e, add(e, c(1.0)))));
                        let below = ops::fcmp(&self.b, FP::LLVMRealOLT, ax, c(1.0));
                        r = ops::select(&self.b, below, near, r);
                    }
                    self.tiny_is_identity(x, copysign(r, x)?)?
                }
            }
            M::Tanh => {
                // sign(x) * (1 - 2 / (e^(2|x|) + 1)): ±1 for large |x| where sinh/cosh is inf/inf.
                let ax = abs(x)?;
                let e = exp(mul(ax, c(2.0)))?;
                let mut t = sub(c(1.0), div(c(2.0), add(e, c(1.0))));
                if is64 {
                    // Below 1/2 that cancels: E / (E + 2) with E = e^(2|x|) - 1.
                    let e = self.expm1_small_f64(mul(ax, c(2.0)))?;
                    let near = div(e, add(e, c(2.0)));
                    let below = ops::fcmp(&self.b, FP::LLVMRealOLT, ax, c(0.5));
                    t = ops::select(&self.b, below, near, t);
                }
                self.tiny_is_identity(x, copysign(t, x)?)?
            }
            M::Asinh => {
                let ax = abs(x)?;
                let near = log(add(ax, sqrt(add(mul(x, x), c(1.0)))?))?;
                // Past `huge`: log(2|x|).
                let far = add(log(ax)?, c(std::f64::consts::LN_2));
                let huge = ops::fcmp(&self.b, FP::LLVMRealOGT, ax, huge);
                copysign(ops::select(&self.b, huge, far, near), x)?
            }
            M::Acosh => {
                // x² - 1 as (x - 1)(x + 1): exact near 1, where x*x - 1 loses the low bits.
                let near = log(add(x, sqrt(mul(sub(x, c(1.0)), add(x, c(1.0))))?))?;
                let far = add(log(x)?, c(std::f64::consts::LN_2));
                let huge = ops::fcmp(&self.b, FP::LLVMRealOGT, x, huge);
                // Below 1 the formula gives -inf or a finite value for large negative x; libm
                // (the CPU device) gives NaN, and so does this.
                let outside = ops::fcmp(&self.b, FP::LLVMRealOLT, x, c(1.0));
                let r = ops::select(&self.b, huge, far, near);
                ops::select(&self.b, outside, c(f64::NAN), r)
            }
            M::Atanh => mul(log(div(add(c(1.0), x), sub(c(1.0), x)))?, c(0.5)),
            M::Atan => self.atan_any(x)?,
            M::Atan2 => self.atan2_any(x, a[1])?,
            // sqrt(1 - x²) as sqrt((1 - x)(1 + x)): no cancellation near ±1.
            M::Asin => self.atan2_any(x, sqrt(mul(sub(c(1.0), x), add(c(1.0), x)))?)?,
            M::Acos => self.atan2_any(sqrt(mul(sub(c(1.0), x), add(c(1.0), x)))?, x)?,
            _ => return Err(unsupported(format!("{fun:?} on GPUs"))),
        })
    }

    /// `x` itself where |x| is below 2^-12 in f32 or 2^-27 in f64 (sinh x and tanh x are x to
    /// within the type's precision there), else `r`.
    fn tiny_is_identity(&self, x: BasicValueEnum<'ctx>, r: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let ax = self.call_intr("llvm.fabs", &[x.get_type()], &[x])?;
        let limit = if float_bits(x.get_type()) == 64 {
            2f64.powi(-27)
        } else {
            1.0 / 4096.0
        };
        let tiny = ops::fcmp(&self.b, FP::LLVMRealOLT, ax, self.float_const(x, limit));
        Ok(ops::select(&self.b, tiny, x, r))
    }

    /// `v` as a constant of `like`'s float type: `fconst` for one scalar lane, where it cannot
    /// fail, so the formulas' closures need no `?` at every constant.
    fn float_const(&self, like: BasicValueEnum<'ctx>, v: f64) -> BasicValueEnum<'ctx> {
        like.get_type().into_float_type().const_float(v).into()
    }

    /// One of the approximate f32 instructions: the target's own where it has one (the host,
    /// running these formulas in tests, uses LLVM's portable intrinsics).
    fn fast_f32(&self, f: FastF32, v: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        match self.gpu_target {
            Some(target) => target.fast_f32(self, f, v),
            None => self.call_intr(f.llvm_intrinsic(), &[v.get_type()], &[v]),
        }
    }

    /// atan on [-1, 1] (`atan_unit`), with atan(x) = π/2 - atan(1/x) beyond.
    fn atan_any(&self, x: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let c = |v: f64| self.float_const(x, v);
        let ax = self.call_intr("llvm.fabs", &[x.get_type()], &[x])?;
        let big = ops::fcmp(&self.b, FP::LLVMRealOGT, ax, c(1.0));
        let inv = ops::binop(&self.b, Op::LLVMFDiv, c(1.0), ax);
        let t = ops::select(&self.b, big, inv, ax);
        let r = self.atan_unit(t)?;
        let flipped = ops::binop(&self.b, Op::LLVMFSub, c(std::f64::consts::FRAC_PI_2), r);
        let r = ops::select(&self.b, big, flipped, r);
        self.call_intr("llvm.copysign", &[x.get_type()], &[r, x])
    }

    /// atan(t) for t in [0, 1]: an odd minimax polynomial in f32 (error below 1e-5), a series
    /// after two half-angle steps in f64.
    fn atan_unit(&self, t: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        if float_bits(t.get_type()) == 64 {
            return self.atan_unit_f64(t);
        }
        const COEFFS: [f64; 6] = [
            -0.01172120,
            0.05265332,
            -0.11643287,
            0.19354346,
            -0.33262347,
            0.99997726,
        ];
        let c = |v: f64| -> BasicValueEnum<'ctx> { self.cx.f32_type().const_float(v).into() };
        let t2 = ops::binop(&self.b, Op::LLVMFMul, t, t);
        let mut p = c(COEFFS[0]);
        for &k in &COEFFS[1..] {
            p = self.call_intr("llvm.fma", &[t.get_type()], &[p, t2, c(k)])?;
        }
        Ok(ops::binop(&self.b, Op::LLVMFMul, p, t))
    }

    /// atan2(y, x) in (-π, π], from atan of the smaller-over-larger magnitude ratio.
    fn atan2_any(&self, y: BasicValueEnum<'ctx>, x: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let c = |v: f64| self.float_const(x, v);
        let ty = [x.get_type()];
        let (ax, ay) = (
            self.call_intr("llvm.fabs", &ty, &[x])?,
            self.call_intr("llvm.fabs", &ty, &[y])?,
        );
        let hi = self.call_intr("llvm.maxnum", &ty, &[ax, ay])?;
        let lo = self.call_intr("llvm.minnum", &ty, &[ax, ay])?;
        let zero = ops::fcmp(&self.b, FP::LLVMRealOEQ, hi, c(0.0));
        // Equal magnitudes give a ratio of 1, also when both are infinite (inf / inf is NaN).
        let equal = ops::fcmp(&self.b, FP::LLVMRealOEQ, lo, hi);
        let ratio = ops::binop(&self.b, Op::LLVMFDiv, lo, hi);
        let ratio = ops::select(&self.b, equal, c(1.0), ratio);
        let t = ops::select(&self.b, zero, c(0.0), ratio);
        let mut r = self.atan_unit(t)?;
        let steep = ops::fcmp(&self.b, FP::LLVMRealOGT, ay, ax);
        let flipped = ops::binop(&self.b, Op::LLVMFSub, c(std::f64::consts::FRAC_PI_2), r);
        r = ops::select(&self.b, steep, flipped, r);
        // x < 0 (including -0.0): the left half-plane.
        let int = if float_bits(x.get_type()) == 64 {
            self.cx.i64_type()
        } else {
            self.cx.i32_type()
        };
        let xbits = self.b.build_bit_cast(x, int, "")?.into_int_value();
        let negative = self
            .b
            .build_int_compare(inkwell::IntPredicate::SLT, xbits, int.const_zero(), "")?;
        let left = ops::binop(&self.b, Op::LLVMFSub, c(std::f64::consts::PI), r);
        r = ops::select(&self.b, negative.into(), left, r);
        // NaN in, NaN out.
        let nan = ops::fcmp(&self.b, FP::LLVMRealUNO, x, y);
        r = ops::select(&self.b, nan, c(f64::NAN), r);
        self.call_intr("llvm.copysign", &ty, &[r, y])
    }
}

#[cfg(test)]
#[path = "gpu_math_accuracy.rs"]
mod accuracy;

#[cfg(test)]
mod subnormals {
    use crate::KernelSource;

    /// `flush_subnormal_exponentials` makes NVIDIA's `exp` and `exp2` the `.ftz` instruction;
    /// without it they keep subnormal results.
    #[test]
    fn exponentials_flush_subnormals_only_where_asked() {
        let kernel = "@group(0) @binding(0) var<storage, read_write> v: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    v[id.x] = exp2(v[id.x]) + exp(v[id.x + 1u]);
}";
        let exact = super::super::ptx_for_tests(&KernelSource::wgsl(kernel), "sm_90");
        let flushed = super::super::ptx_for_tests(&KernelSource::wgsl(kernel).flush_subnormal_exponentials(), "sm_90");
        assert_eq!(exact.matches("ex2.approx.f32").count(), 2, "{exact}");
        assert!(!exact.contains(".ftz"), "{exact}");
        assert_eq!(flushed.matches("ex2.approx.ftz.f32").count(), 2, "{flushed}");
    }
}
