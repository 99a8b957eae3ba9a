//! `exp`, `exp2`, `log` and `log2` of f32 and f16 on the host, as plain arithmetic: LLVM lowers
//! `llvm.exp` and friends to scalar libm calls, which the CPU device's work-item loops cannot
//! vectorize (softmax, sigmoid, gelu and tanh are all `exp`). f64 keeps libm.
//!
//! - `exp`/`exp2` in f32: n = rint(x·log2 e) (or rint(x)), r = x − n·ln 2 (Cody–Waite, two-part
//!   ln 2 with FMA), e^r by Cephes' `expf` polynomial (|r| ≤ ln 2 / 2, about 1 ULP), scaled by
//!   2^n rounding once, so that results near overflow and in the subnormal range are right: in
//!   two normal factors, or on AVX-512 by `vscalefps` where the loop vectorizer widened the loop
//!   (the same bits; 16 % more `exp` throughput, sigmoid 31.5 → 35–37 GB/s).
//! - `log`/`log2` in f32: Cephes' `logf` (`log_f32`), within 2 ULP.
//!
//! Checked against WGSL's bounds with the other lowerings in `gpu_math_accuracy.rs`.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::Builder;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue};
use inkwell::AddressSpace;
use naga::MathFunction as M;

use super::math::float_bits;
use super::Lowerer;
use crate::compiler::llvm_ops::{self as ops, FloatPred as FP, Op};
use crate::error::Result;

type V<'ctx> = BasicValueEnum<'ctx>;

/// The host's `e · 2ⁿ` helper of `exp` on AVX-512 CPUs (see `Lowerer::call_scalef`).
const SCALEF: &str = "anygpu_scalef_f32";

/// The parameter type of an intrinsic argument.
fn metadata_type(a: BasicMetadataValueEnum) -> BasicMetadataTypeEnum {
    match a {
        BasicMetadataValueEnum::VectorValue(v) => v.get_type().into(),
        BasicMetadataValueEnum::IntValue(v) => v.get_type().into(),
        other => unreachable!("scalef takes vectors and integers, not {other:?}"),
    }
}

/// After the optimisation pipeline: the helpers that had to stay out of line until the loop
/// vectorizer ran ([`SCALEF`]) may be inlined; returns the pass pipeline that inlines them and
/// removes what is left of them (`None` when the module has none).
pub(crate) fn inline_host_helpers(module: &Module) -> Option<&'static str> {
    let scalar = module.get_function(SCALEF)?;
    let cx = module.get_context();
    let kind = |name| Attribute::get_named_enum_kind_id(name);
    scalar.remove_enum_attribute(AttributeLoc::Function, kind("noinline"));
    scalar.add_attribute(
        AttributeLoc::Function,
        cx.create_enum_attribute(kind("alwaysinline"), 0),
    );
    if let Some(used) = module.get_global("llvm.compiler.used") {
        // SAFETY: only the helpers' list, which nothing refers to; `globaldce` then removes the
        // helpers no call is left to.
        unsafe { used.delete() };
    }
    Some("always-inline,globaldce")
}

/// ln 2 in two parts: the first has 9 significant bits, so n·LN2_HI is exact for |n| < 2^15.
const LN2_HI: f32 = 0.693_359_4;
const LN2_LO: f32 = -2.121_944_4e-4;
/// Cephes `logf`: ln(1 + f) ≈ f − f²/2 + f³·P(f) on √½ − 1 ≤ f < √2 − 1 (P from its f⁸
/// coefficient down).
const LOG_P: [f32; 9] = [
    7.037_683_6e-2,
    -1.151_461e-1,
    1.167_699_9e-1,
    -1.242_014_1e-1,
    1.424_932_3e-1,
    -1.666_805_8e-1,
    2.000_071_4e-1,
    -2.499_999_4e-1,
    3.333_333_1e-1,
];

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
                _ => s.log_f32(x, fun == M::Log2)?,
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

    /// 2^k from k already shifted into the exponent field (`k << 23`), k in [-126, 127].
    fn exponent_field_to_f32(&self, b: &Builder<'ctx>, k: IntValue<'ctx>) -> Result<V<'ctx>> {
        let biased = b.build_int_add(k, self.i32(127 << 23), "")?;
        Ok(b.build_bit_cast(biased, self.cx.f32_type(), "")?)
    }

    /// `e · 2ⁿ` (n an integer-valued f32 in [-151, 151]) rounded once, through [`SCALEF`]: a
    /// call the loop vectorizer replaces by its vector variants, one AVX-512 `vscalefps` each.
    fn call_scalef(&self, e: V<'ctx>, n: V<'ctx>) -> Result<V<'ctx>> {
        let f = match self.m.get_function(SCALEF) {
            Some(f) => f,
            None => self.define_scalef()?,
        };
        let call = self.b.build_call(f, &[e.into(), n.into()], "")?;
        call.try_as_basic_value()
            .basic()
            .ok_or_else(|| super::ice("the scalef helper returned nothing"))
    }

    /// Defines [`SCALEF`] and its vector variants (16 lanes, and 4 and 8 where the CPU has
    /// AVX-512VL), named to LLVM's loop vectorizer by the `vector-function-abi-variant`
    /// attribute and kept alive through optimisation by `llvm.compiler.used`. The scalar body
    /// (what loops that stay scalar run) multiplies by two normal powers of two, which rounds
    /// the same as `vscalefps`'s one rounding. The scalar function stays out of line until the
    /// vectorizer has run; the host target inlines every helper afterwards
    /// ([`inline_host_helpers`]).
    fn define_scalef(&self) -> Result<FunctionValue<'ctx>> {
        let cx = self.cx;
        let f32t = cx.f32_type();
        let b = cx.create_builder();
        let attr = |name: &str| cx.create_enum_attribute(Attribute::get_named_enum_kind_id(name), 0);
        let pure_attrs = ["nounwind", "willreturn", "speculatable", "memory"];
        let scalar = self.m.add_function(
            SCALEF,
            f32t.fn_type(&[f32t.into(), f32t.into()], false),
            Some(Linkage::Internal),
        );
        let entry = cx.append_basic_block(scalar, "");
        b.position_at_end(entry);
        let (e, n) = (scalar.get_nth_param(0).unwrap(), scalar.get_nth_param(1).unwrap());
        let i32t = cx.i32_type();
        let ni = b.build_float_to_signed_int(n.into_float_value(), i32t, "")?;
        let half = b.build_right_shift(ni, self.i32(1), true, "")?;
        let rest = b.build_int_sub(ni, half, "")?;
        let mut r = e.into_float_value();
        for k in [half, rest] {
            let k = b.build_left_shift(k, self.i32(23), "")?;
            let factor = self.exponent_field_to_f32(&b, k)?.into_float_value();
            r = b.build_float_mul(r, factor, "")?;
        }
        b.build_return(Some(&r))?;
        for a in pure_attrs.iter().chain(&["noinline"]) {
            scalar.add_attribute(AttributeLoc::Function, attr(a));
        }
        let lanes: &[u32] = if self.host_scalef == Some(true) {
            &[4, 8, 16]
        } else {
            &[16]
        };
        let mut variants = Vec::new();
        let mut kept = Vec::new();
        for &n in lanes {
            let vt = f32t.vec_type(n);
            let name = format!("{SCALEF}_v{n}");
            let f = self.m.add_function(
                &name,
                vt.fn_type(&[vt.into(), vt.into()], false),
                Some(Linkage::Internal),
            );
            b.position_at_end(cx.append_basic_block(f, ""));
            let (x, y) = (f.get_nth_param(0).unwrap(), f.get_nth_param(1).unwrap());
            let all = if n == 16 { cx.i16_type() } else { cx.i8_type() }.const_all_ones();
            let mut args: Vec<BasicMetadataValueEnum> = vec![x.into(), y.into(), vt.get_undef().into(), all.into()];
            let bits = n * 32;
            if bits == 512 {
                args.push(i32t.const_int(4, false).into()); // the current rounding mode
            }
            let intrinsic = format!("llvm.x86.avx512.mask.scalef.ps.{bits}");
            let decl = self.m.get_function(&intrinsic).unwrap_or_else(|| {
                let params: Vec<BasicMetadataTypeEnum> = args.iter().map(|a| metadata_type(*a)).collect();
                self.m.add_function(&intrinsic, vt.fn_type(&params, false), None)
            });
            let v = b.build_call(decl, &args, "")?.try_as_basic_value().basic();
            let v = v.ok_or_else(|| super::ice("vscalefps returned nothing"))?;
            b.build_return(Some(&v))?;
            for a in pure_attrs.iter().chain(&["alwaysinline"]) {
                f.add_attribute(AttributeLoc::Function, attr(a));
            }
            variants.push(format!("_ZGV_LLVM_N{n}vv_{SCALEF}({name})"));
            kept.push(f.as_global_value().as_pointer_value());
        }
        scalar.add_attribute(
            AttributeLoc::Function,
            cx.create_string_attribute("vector-function-abi-variant", &variants.join(",")),
        );
        let ptr = cx.ptr_type(AddressSpace::default());
        let used = ptr.const_array(&kept);
        let global = self.m.add_global(used.get_type(), None, "llvm.compiler.used");
        global.set_initializer(&used);
        global.set_linkage(Linkage::Appending);
        global.set_section(Some("llvm.metadata"));
        Ok(scalar)
    }

    /// ln x, or log₂ x with `base2`, of an f32 x, all in f32 (16 lanes to an AVX-512 register;
    /// the f64 formula it replaces ran 8, with an f64 division, at 0.65× PyTorch's `log`):
    /// x = m·2ᵉ with √½ < m ≤ √2 (subnormals scaled into the normal range first), then Cephes'
    /// `logf` polynomial in f = m − 1 (exact), within 2 ULP.
    fn log_f32(&self, x: V<'ctx>, base2: bool) -> Result<V<'ctx>> {
        let i32t = self.cx.i32_type();
        let f32t = self.cx.f32_type();
        let tiny = ops::fcmp(&self.b, FP::LLVMRealOLT, x, self.f32c(f32::MIN_POSITIVE));
        let scaled = self.fop(Op::LLVMFMul, x, self.f32c(8_388_608.0)); // 2^23
        let v = ops::select(&self.b, tiny, scaled, x);
        let bias = ops::select(&self.b, tiny, self.f32c(-23.0 - 127.0), self.f32c(-127.0));
        let bits = self.b.build_bit_cast(v, i32t, "")?.into_int_value();
        let exponent_bits = self.b.build_right_shift(bits, self.i32(23), false, "")?;
        let mantissa = self.b.build_and(bits, self.i32((1 << 23) - 1), "")?;
        let m = self.b.build_or(mantissa, self.i32(127 << 23), "")?;
        let m = self.b.build_bit_cast(m, f32t, "")?;
        let e = ops::cast(&self.b, Op::LLVMSIToFP, exponent_bits.into(), f32t.into());
        let e = self.fop(Op::LLVMFAdd, e, bias);
        // m in [1, 2): above √2 use m/2 and e + 1.
        let high = ops::fcmp(&self.b, FP::LLVMRealOGT, m, self.f32c(std::f32::consts::SQRT_2));
        let m = ops::select(&self.b, high, self.fop(Op::LLVMFMul, m, self.f32c(0.5)), m);
        let e = ops::select(&self.b, high, self.fop(Op::LLVMFAdd, e, self.f32c(1.0)), e);
        let f = self.fop(Op::LLVMFSub, m, self.f32c(1.0));
        let z = self.fop(Op::LLVMFMul, f, f);
        let mut p = self.f32c(LOG_P[0]);
        for &k in &LOG_P[1..] {
            p = self.fma32(p, f, self.f32c(k))?;
        }
        // y = f³·P(f) − f²/2: ln m = f + y.
        let y = self.fop(Op::LLVMFMul, self.fop(Op::LLVMFMul, f, z), p);
        let y = self.fma32(z, self.f32c(-0.5), y)?;
        let r = if base2 {
            // e exactly, so powers of two give exact results.
            self.fma32(self.fop(Op::LLVMFAdd, f, y), self.f32c(std::f32::consts::LOG2_E), e)?
        } else {
            let t = self.fma32(e, self.f32c(LN2_LO), y)?;
            self.fma32(e, self.f32c(LN2_HI), self.fop(Op::LLVMFAdd, f, t))?
        };
        let zero = ops::fcmp(&self.b, FP::LLVMRealOEQ, x, self.f32c(0.0));
        let r = ops::select(&self.b, zero, self.f32c(f32::NEG_INFINITY), r);
        let inf = ops::fcmp(&self.b, FP::LLVMRealOEQ, x, self.f32c(f32::INFINITY));
        let r = ops::select(&self.b, inf, x, r);
        let bad = ops::fcmp(&self.b, FP::LLVMRealULT, x, self.f32c(0.0)); // x < 0 or NaN
        Ok(ops::select(&self.b, bad, self.f32c(f32::NAN), r))
    }

    /// e^x, or 2^x with `base2`, of an f32 x.
    ///
    /// n = rint(x·log₂ e) comes from the shifter trick: adding 1.5·2²³ rounds to an integer (ties
    /// to even, as `rint`) and leaves n in the low bits of the sum, so 2^n is built from those
    /// bits by integer shifts, without a float-to-int conversion or a second rounding
    /// instruction. The same results bit for bit as `rint` + `floor` + two conversions, in 24
    /// vector instructions per 16 lanes instead of 30 (the exp op on the CPU device, 2 runs
    /// alternating: 28–29 → 31.5–32.5 GB/s).
    fn exp_f32(&self, x: V<'ctx>, base2: bool) -> Result<V<'ctx>> {
        // Past these the result is inf or 0 anyway; inside them n splits into two normal powers.
        let (lo, hi) = if base2 { (-151.0, 129.0) } else { (-104.0, 89.0) };
        let up = self.intr2("llvm.maxnum", x, self.f32c(lo))?;
        let c = self.intr2("llvm.minnum", up, self.f32c(hi))?;
        // |n| ≤ 151 < 2²², so the sum's unit in the last place is 1 and its low bits hold
        // 0x40_0000 + n.
        let shifter = self.f32c(12_582_912.0); // 1.5·2²³
        let t = if base2 {
            c
        } else {
            self.fop(Op::LLVMFMul, c, self.f32c(std::f32::consts::LOG2_E))
        };
        let shifted = self.fop(Op::LLVMFAdd, t, shifter);
        let n = self.fop(Op::LLVMFSub, shifted, shifter); // exact
        let r = if base2 {
            let f = self.fop(Op::LLVMFSub, c, n); // exact
            self.fop(Op::LLVMFMul, f, self.f32c(std::f32::consts::LN_2))
        } else {
            let r = self.fma32(n, self.f32c(-LN2_HI), c)?;
            self.fma32(n, self.f32c(-LN2_LO), r)?
        };
        let mut p = self.f32c(EXP_P[0]);
        for &k in &EXP_P[1..] {
            p = self.fma32(p, r, self.f32c(k))?;
        }
        let r2 = self.fop(Op::LLVMFMul, r, r);
        // (P·r² + r) + 1, as Cephes orders it: the one rounding of the sum to 1 comes last.
        let e = self.fop(Op::LLVMFAdd, self.fma32(p, r2, r)?, self.f32c(1.0));
        let e = if self.host_scalef.is_some() {
            self.call_scalef(e, n)?
        } else {
            // 2^n as 2^⌊n/2⌋ · 2^(n − ⌊n/2⌋): each factor a normal number, one rounding at the
            // end. The sum's bits are 0x4B40_0000 + n (even offset), so shifting them right by
            // one gives ⌊n/2⌋ plus an offset whose low 9 bits are zero, which the shift into the
            // exponent field drops; likewise for n itself.
            let bits = self.b.build_bit_cast(shifted, self.cx.i32_type(), "")?.into_int_value();
            let half = self.b.build_right_shift(bits, self.i32(1), true, "")?;
            let half = self.b.build_left_shift(half, self.i32(23), "")?;
            let all = self.b.build_left_shift(bits, self.i32(23), "")?;
            let rest = self.b.build_int_sub(all, half, "")?;
            let e = self.fop(Op::LLVMFMul, e, self.exponent_field_to_f32(&self.b, half)?);
            self.fop(Op::LLVMFMul, e, self.exponent_field_to_f32(&self.b, rest)?)
        };
        let nan = ops::fcmp(&self.b, FP::LLVMRealUNO, x, x);
        Ok(ops::select(&self.b, nan, x, e))
    }
}
