//! WGSL's built-in math functions, on scalars and vectors, with WGSL's stated results at the edges
//! (`firstLeadingBit(0) == -1`, `extractBits` with large counts, `round` to even...).

use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::BasicValueEnum;
use naga::{MathFunction as M, ScalarKind as K, TypeInner as Ti};

use super::expr::scalar_of;
use super::{ice, unsupported, Lowerer};
use crate::compiler::llvm_ops::{self as ops, FloatPred as FP, IntPred as IP, Op};
use crate::error::Result;

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// `dot(a, b)` for float or integer vectors.
    pub(super) fn dot(&self, a: BasicValueEnum<'ctx>, b: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let float = is_float(a.get_type());
        let prod = ops::binop(&self.b, if float { Op::LLVMFMul } else { Op::LLVMMul }, a, b);
        self.reduce_add(prod, float)
    }

    fn reduce_add(&self, v: BasicValueEnum<'ctx>, float: bool) -> Result<BasicValueEnum<'ctx>> {
        let n = v.into_vector_value().get_type().get_size();
        let mut acc = self.extract(v, 0)?;
        for i in 1..n {
            let x = self.extract(v, i)?;
            acc = ops::binop(&self.b, if float { Op::LLVMFAdd } else { Op::LLVMAdd }, acc, x);
        }
        Ok(acc)
    }

    /// Applies a scalar function lane by lane.
    pub(super) fn per_lane<F>(&self, args: &[BasicValueEnum<'ctx>], f: F) -> Result<BasicValueEnum<'ctx>>
    where
        F: Fn(&Self, &[BasicValueEnum<'ctx>]) -> Result<BasicValueEnum<'ctx>>,
    {
        let BasicValueEnum::VectorValue(v0) = args[0] else {
            return f(self, args);
        };
        let n = v0.get_type().get_size();
        let mut out: Option<BasicValueEnum<'ctx>> = None;
        for i in 0..n {
            let lane: Vec<_> = args
                .iter()
                .map(|&a| if a.is_vector_value() { self.extract(a, i) } else { Ok(a) })
                .collect::<Result<_>>()?;
            let r = f(self, &lane)?;
            let acc = match out {
                Some(acc) => acc,
                None => match r.get_type() {
                    BasicTypeEnum::FloatType(t) => t.vec_type(n).const_zero().into(),
                    BasicTypeEnum::IntType(t) => t.vec_type(n).const_zero().into(),
                    _ => return Err(ice("per-lane function returned a non-scalar")),
                },
            };
            out = Some(self.insert(acc, r, i)?);
        }
        out.ok_or_else(|| ice("empty vector"))
    }

    /// A libm function of float arguments (f16 computed in f32), lane by lane.
    fn libm(&self, name32: &str, name64: &str, args: &[BasicValueEnum<'ctx>]) -> Result<BasicValueEnum<'ctx>> {
        self.per_lane(args, |s, lane| {
            let ty = lane[0].get_type();
            match float_bits(ty) {
                64 => s.call_libm(name64, lane),
                32 => s.call_libm(name32, lane),
                _ => {
                    let f32t: BasicTypeEnum = s.cx.f32_type().into();
                    let wide: Vec<_> = lane.iter().map(|&a| ops::cast(&s.b, Op::LLVMFPExt, a, f32t)).collect();
                    let r = s.call_libm(name32, &wide)?;
                    Ok(ops::cast(&s.b, Op::LLVMFPTrunc, r, ty))
                }
            }
        })
    }

    pub(super) fn fconst(&self, like: BasicValueEnum<'ctx>, f: f64) -> Result<BasicValueEnum<'ctx>> {
        self.splat_like(like.get_type(), f, 0)
    }
    fn iconst(&self, like: BasicValueEnum<'ctx>, i: i64) -> Result<BasicValueEnum<'ctx>> {
        self.splat_like(like.get_type(), 0.0, i)
    }
    pub(super) fn fop(&self, op: Op, a: BasicValueEnum<'ctx>, b: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
        ops::binop(&self.b, op, a, b)
    }
    /// Widens a scalar to the shape of `like` when `like` is a vector.
    fn like(&self, v: BasicValueEnum<'ctx>, like: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        match (v, like) {
            (BasicValueEnum::VectorValue(_), _) => Ok(v),
            (_, BasicValueEnum::VectorValue(l)) => self.splat(v, l.get_type().get_size()),
            _ => Ok(v),
        }
    }
    pub(super) fn intr1(&self, name: &str, v: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        self.call_intr(name, &[v.get_type()], &[v])
    }
    pub(super) fn intr2(
        &self,
        name: &str,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.call_intr(name, &[a.get_type()], &[a, b])
    }

    /// `pow(x, y)` as WGSL defines it, `exp2(y * log2(x))`, which is what the GPU targets and
    /// Vulkan drivers compute: NaN for a negative base (even with an integer exponent), NaN for
    /// `pow(0, 0)`, `pow(inf, 0)` and `pow(1, inf)`, +0 and +inf (never -0 or -inf) for a zero
    /// base. Elsewhere it is `llvm.pow` of |x|, exact where the formula only approximates.
    fn pow_as_wgsl(&self, x: BasicValueEnum<'ctx>, y: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let b = &self.b;
        let or = |p, q| ops::binop(b, Op::LLVMOr, p, q);
        let and = |p, q| ops::binop(b, Op::LLVMAnd, p, q);
        let ax = self.intr1("llvm.fabs", x)?;
        let ay = self.intr1("llvm.fabs", y)?;
        let r = self.intr2("llvm.pow", ax, y)?;
        let (zero, one, inf) = (
            self.fconst(x, 0.0)?,
            self.fconst(x, 1.0)?,
            self.fconst(x, f64::INFINITY)?,
        );
        let negative = ops::fcmp(b, FP::LLVMRealOLT, x, zero);
        let unordered = ops::fcmp(b, FP::LLVMRealUNO, x, y);
        // y * log2(x) is 0 * inf there.
        let zero_times_inf = and(
            ops::fcmp(b, FP::LLVMRealOEQ, y, zero),
            or(
                ops::fcmp(b, FP::LLVMRealOEQ, ax, zero),
                ops::fcmp(b, FP::LLVMRealOEQ, ax, inf),
            ),
        );
        let inf_times_zero = and(
            ops::fcmp(b, FP::LLVMRealOEQ, ay, inf),
            ops::fcmp(b, FP::LLVMRealOEQ, x, one),
        );
        let nan = or(or(negative, unordered), or(zero_times_inf, inf_times_zero));
        Ok(ops::select(b, nan, self.fconst(x, f64::NAN)?, r))
    }

    pub(super) fn math(
        &mut self,
        fun: M,
        arg: &Ti,
        result: &Ti,
        a: &[BasicValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        if self.gpu_math_formulas || self.gpu_target.is_some() {
            if let Some(v) = self.gpu_math(fun, a)? {
                return Ok(v);
            }
        } else if let Some(v) = self.host_exp_log(fun, a)? {
            return Ok(v);
        }
        let s = scalar_of(arg);
        let kind = s.map(|s| s.kind);
        let float = kind == Some(K::Float);
        let signed = kind == Some(K::Sint);
        let x = a[0];
        let b = &self.b;
        Ok(match fun {
            M::Abs if float => self.intr1("llvm.fabs", x)?,
            M::Abs if signed => {
                let f = self.cx.bool_type().const_zero().into();
                self.call_intr("llvm.abs", &[x.get_type()], &[x, f])?
            }
            M::Abs => x,
            M::Min | M::Max => {
                let y = self.like(a[1], x)?;
                let name = match (fun, kind) {
                    (M::Min, Some(K::Float)) => "llvm.minnum",
                    (M::Max, Some(K::Float)) => "llvm.maxnum",
                    (M::Min, Some(K::Sint)) => "llvm.smin",
                    (M::Max, Some(K::Sint)) => "llvm.smax",
                    (M::Min, _) => "llvm.umin",
                    _ => "llvm.umax",
                };
                self.intr2(name, x, y)?
            }
            M::Clamp => {
                let (lo, hi) = (self.like(a[1], x)?, self.like(a[2], x)?);
                let (mx, mn) = match kind {
                    Some(K::Float) => ("llvm.maxnum", "llvm.minnum"),
                    Some(K::Sint) => ("llvm.smax", "llvm.smin"),
                    _ => ("llvm.umax", "llvm.umin"),
                };
                let t = self.intr2(mx, x, lo)?;
                self.intr2(mn, t, hi)?
            }
            M::Saturate => {
                let t = self.intr2("llvm.maxnum", x, self.fconst(x, 0.0)?)?;
                self.intr2("llvm.minnum", t, self.fconst(x, 1.0)?)?
            }
            M::Cos => self.intr1("llvm.cos", x)?,
            M::Sin => self.intr1("llvm.sin", x)?,
            M::Tan => self.libm("tanf", "tan", a)?,
            M::Cosh => self.libm("coshf", "cosh", a)?,
            M::Sinh => self.libm("sinhf", "sinh", a)?,
            M::Tanh => self.libm("tanhf", "tanh", a)?,
            M::Acos => self.libm("acosf", "acos", a)?,
            M::Asin => self.libm("asinf", "asin", a)?,
            M::Atan => self.libm("atanf", "atan", a)?,
            M::Atan2 => self.libm("atan2f", "atan2", a)?,
            M::Asinh => self.libm("asinhf", "asinh", a)?,
            M::Acosh => self.libm("acoshf", "acosh", a)?,
            M::Atanh => self.libm("atanhf", "atanh", a)?,
            M::Radians => self.fop(Op::LLVMFMul, x, self.fconst(x, std::f64::consts::PI / 180.0)?),
            M::Degrees => self.fop(Op::LLVMFMul, x, self.fconst(x, 180.0 / std::f64::consts::PI)?),
            M::Ceil => self.intr1("llvm.ceil", x)?,
            M::Floor => self.intr1("llvm.floor", x)?,
            M::Round => self.intr1("llvm.roundeven", x)?,
            M::Trunc => self.intr1("llvm.trunc", x)?,
            M::Fract => {
                let f = self.intr1("llvm.floor", x)?;
                self.fop(Op::LLVMFSub, x, f)
            }
            M::Modf => {
                let whole = self.intr1("llvm.trunc", x)?;
                let fract = self.fop(Op::LLVMFSub, x, whole);
                let agg = self.vty_inner(result)?.const_zero();
                let agg = self.insert(agg, fract, 0)?;
                self.insert(agg, whole, 1)?
            }
            M::Frexp => {
                let ity: BasicTypeEnum = match x {
                    BasicValueEnum::VectorValue(v) => self.cx.i32_type().vec_type(v.get_type().get_size()).into(),
                    _ => self.cx.i32_type().into(),
                };
                let r = self.call_intr("llvm.frexp", &[x.get_type(), ity], &[x])?;
                let agg = self.vty_inner(result)?.const_zero();
                let agg = self.insert(agg, self.extract(r, 0)?, 0)?;
                self.insert(agg, self.extract(r, 1)?, 1)?
            }
            M::Ldexp => {
                let e = self.like(a[1], x)?;
                self.call_intr("llvm.ldexp", &[x.get_type(), e.get_type()], &[x, e])?
            }
            M::Exp => self.intr1("llvm.exp", x)?,
            M::Exp2 => self.intr1("llvm.exp2", x)?,
            M::Log => self.intr1("llvm.log", x)?,
            M::Log2 => self.intr1("llvm.log2", x)?,
            M::Pow => self.pow_as_wgsl(x, a[1])?,
            M::Dot => self.dot(x, a[1])?,
            M::Dot4I8Packed | M::Dot4U8Packed => {
                if let Some(target) = self.gpu_target {
                    let signed = fun == M::Dot4I8Packed;
                    if let Some(d) = target.packed_dot4(self, signed, x.into_int_value(), a[1].into_int_value())? {
                        return Ok(d.into());
                    }
                }
                let v4 = self.cx.i8_type().vec_type(4);
                let i4: BasicTypeEnum = self.cx.i32_type().vec_type(4).into();
                let ext = if fun == M::Dot4I8Packed {
                    Op::LLVMSExt
                } else {
                    Op::LLVMZExt
                };
                let ua = ops::cast(b, ext, ops::cast(b, Op::LLVMBitCast, x, v4.into()), i4);
                let ub = ops::cast(b, ext, ops::cast(b, Op::LLVMBitCast, a[1], v4.into()), i4);
                self.dot(ua, ub)?
            }
            M::Cross => {
                let v = x.into_vector_value();
                let shuf = |s: &Self, w: BasicValueEnum<'ctx>, idx: [u64; 3]| -> Result<BasicValueEnum<'ctx>> {
                    let mask = inkwell::types::VectorType::const_vector(&idx.map(|i| s.i32(i)));
                    let w = w.into_vector_value();
                    Ok(s.b.build_shuffle_vector(w, w.get_type().get_undef(), mask, "")?.into())
                };
                let (a_yzx, a_zxy) = (shuf(self, v.into(), [1, 2, 0])?, shuf(self, v.into(), [2, 0, 1])?);
                let (b_yzx, b_zxy) = (shuf(self, a[1], [1, 2, 0])?, shuf(self, a[1], [2, 0, 1])?);
                let l = self.fop(Op::LLVMFMul, a_yzx, b_zxy);
                let r = self.fop(Op::LLVMFMul, a_zxy, b_yzx);
                self.fop(Op::LLVMFSub, l, r)
            }
            M::Length => self.length(x)?,
            M::Distance => {
                let d = self.fop(Op::LLVMFSub, x, a[1]);
                self.length(d)?
            }
            M::Normalize => {
                let len = self.length(x)?;
                let len = self.like(len, x)?;
                self.fop(Op::LLVMFDiv, x, len)
            }
            M::FaceForward => {
                let d = self.dot(a[2], a[1])?;
                let neg = ops::fcmp(b, FP::LLVMRealOLT, d, self.fconst(d, 0.0)?);
                let minus = self.fop(Op::LLVMFSub, self.fconst(x, -0.0)?, x);
                ops::select(b, neg, x, minus)
            }
            M::Reflect => {
                let d = self.dot(a[1], x)?;
                let d2 = self.fop(Op::LLVMFMul, d, self.fconst(d, 2.0)?);
                let t = self.fop(Op::LLVMFMul, self.like(d2, x)?, a[1]);
                self.fop(Op::LLVMFSub, x, t)
            }
            M::Refract => {
                let (i, n, eta) = (x, a[1], a[2]);
                let d = self.dot(n, i)?;
                let one = self.fconst(d, 1.0)?;
                let d2 = self.fop(Op::LLVMFMul, d, d);
                let eta2 = self.fop(Op::LLVMFMul, eta, eta);
                let k = self.fop(
                    Op::LLVMFSub,
                    one,
                    self.fop(Op::LLVMFMul, eta2, self.fop(Op::LLVMFSub, one, d2)),
                );
                let neg = ops::fcmp(b, FP::LLVMRealOLT, k, self.fconst(k, 0.0)?);
                let sk = self.intr1("llvm.sqrt", k)?;
                let coef = self.fop(Op::LLVMFAdd, self.fop(Op::LLVMFMul, eta, d), sk);
                let r = self.fop(
                    Op::LLVMFSub,
                    self.fop(Op::LLVMFMul, self.like(eta, i)?, i),
                    self.fop(Op::LLVMFMul, self.like(coef, i)?, n),
                );
                ops::select(b, neg, i.get_type().const_zero(), r)
            }
            M::Sign => {
                let zero = x.get_type().const_zero();
                let (one, minus) = if float {
                    (self.fconst(x, 1.0)?, self.fconst(x, -1.0)?)
                } else {
                    (self.iconst(x, 1)?, self.iconst(x, -1)?)
                };
                let (gt, lt) = if float {
                    (
                        ops::fcmp(b, FP::LLVMRealOGT, x, zero),
                        ops::fcmp(b, FP::LLVMRealOLT, x, zero),
                    )
                } else {
                    (
                        ops::icmp(b, IP::LLVMIntSGT, x, zero),
                        ops::icmp(b, IP::LLVMIntSLT, x, zero),
                    )
                };
                let t = ops::select(b, lt, minus, zero);
                ops::select(b, gt, one, t)
            }
            M::Fma => self.call_intr("llvm.fma", &[x.get_type()], &[x, a[1], a[2]])?,
            M::Mix => {
                let t = self.like(a[2], x)?;
                let one_minus = self.fop(Op::LLVMFSub, self.fconst(t, 1.0)?, t);
                self.fop(
                    Op::LLVMFAdd,
                    self.fop(Op::LLVMFMul, x, one_minus),
                    self.fop(Op::LLVMFMul, a[1], t),
                )
            }
            M::Step => {
                let e = self.like(x, a[1])?;
                let le = ops::fcmp(b, FP::LLVMRealOLE, e, a[1]);
                ops::select(b, le, self.fconst(a[1], 1.0)?, self.fconst(a[1], 0.0)?)
            }
            M::SmoothStep => {
                let v = a[2];
                let (lo, hi) = (self.like(x, v)?, self.like(a[1], v)?);
                let t = self.fop(
                    Op::LLVMFDiv,
                    self.fop(Op::LLVMFSub, v, lo),
                    self.fop(Op::LLVMFSub, hi, lo),
                );
                let t = self.intr2("llvm.maxnum", t, self.fconst(t, 0.0)?)?;
                let t = self.intr2("llvm.minnum", t, self.fconst(t, 1.0)?)?;
                let three_minus = self.fop(
                    Op::LLVMFSub,
                    self.fconst(t, 3.0)?,
                    self.fop(Op::LLVMFMul, self.fconst(t, 2.0)?, t),
                );
                self.fop(Op::LLVMFMul, self.fop(Op::LLVMFMul, t, t), three_minus)
            }
            M::Sqrt => self.intr1("llvm.sqrt", x)?,
            M::InverseSqrt => {
                let r = self.intr1("llvm.sqrt", x)?;
                self.fop(Op::LLVMFDiv, self.fconst(x, 1.0)?, r)
            }
            M::Transpose => {
                let Ti::Matrix { columns, rows, scalar } = *arg else {
                    return Err(ice("transpose of a non-matrix"));
                };
                let out_ty = self.vec_ty(scalar, columns as u32)?.array_type(rows as u32);
                let mut out: BasicValueEnum = out_ty.const_zero().into();
                for r in 0..rows as u32 {
                    let mut col = self.vec_ty(scalar, columns as u32)?.const_zero();
                    for c in 0..columns as u32 {
                        let e = self.extract(self.extract(x, c)?, r)?;
                        col = self.insert(col, e, c)?;
                    }
                    out = self.insert(out, col, r)?;
                }
                out
            }
            M::Determinant => {
                let Ti::Matrix { columns, .. } = *arg else {
                    return Err(ice("determinant of a non-matrix"));
                };
                let n = columns as u32;
                let mut m = vec![vec![x; n as usize]; n as usize];
                for c in 0..n {
                    let col = self.extract(x, c)?;
                    for r in 0..n {
                        m[r as usize][c as usize] = self.extract(col, r)?;
                    }
                }
                self.det(&m)?
            }
            M::QuantizeToF16 => {
                let hty: BasicTypeEnum = match x {
                    BasicValueEnum::VectorValue(v) => self.cx.f16_type().vec_type(v.get_type().get_size()).into(),
                    _ => self.cx.f16_type().into(),
                };
                ops::cast(b, Op::LLVMFPExt, ops::cast(b, Op::LLVMFPTrunc, x, hty), x.get_type())
            }
            M::CountTrailingZeros | M::CountLeadingZeros => {
                let name = if fun == M::CountTrailingZeros {
                    "llvm.cttz"
                } else {
                    "llvm.ctlz"
                };
                let f = self.cx.bool_type().const_zero().into();
                self.call_intr(name, &[x.get_type()], &[x, f])?
            }
            M::CountOneBits => self.intr1("llvm.ctpop", x)?,
            M::ReverseBits => self.intr1("llvm.bitreverse", x)?,
            M::FirstTrailingBit => {
                let f = self.cx.bool_type().const_zero().into();
                let tz = self.call_intr("llvm.cttz", &[x.get_type()], &[x, f])?;
                let zero = ops::icmp(b, IP::LLVMIntEQ, x, x.get_type().const_zero());
                ops::select(b, zero, self.iconst(x, -1)?, tz)
            }
            M::FirstLeadingBit => {
                let w = s.map_or(32, |s| s.width as i64 * 8);
                let v = if signed {
                    let neg = ops::icmp(b, IP::LLVMIntSLT, x, x.get_type().const_zero());
                    let inv = ops::binop(b, Op::LLVMXor, x, self.iconst(x, -1)?);
                    ops::select(b, neg, inv, x)
                } else {
                    x
                };
                let f = self.cx.bool_type().const_zero().into();
                let lz = self.call_intr("llvm.ctlz", &[v.get_type()], &[v, f])?;
                let pos = ops::binop(b, Op::LLVMSub, self.iconst(x, w - 1)?, lz);
                let zero = ops::icmp(b, IP::LLVMIntEQ, v, v.get_type().const_zero());
                ops::select(b, zero, self.iconst(x, -1)?, pos)
            }
            M::ExtractBits => {
                let w = s.map_or(32, |s| s.width as i64 * 8);
                let (o, c) = self.bit_range(x, a[1], a[2], w)?;
                let wv = self.iconst(x, w)?;
                let left = ops::binop(b, Op::LLVMSub, ops::binop(b, Op::LLVMSub, wv, c), o);
                let t = ops::binop(b, Op::LLVMShl, x, left);
                let right = ops::binop(b, Op::LLVMSub, wv, c);
                let r = ops::binop(b, if signed { Op::LLVMAShr } else { Op::LLVMLShr }, t, right);
                let none = ops::icmp(b, IP::LLVMIntEQ, c, c.get_type().const_zero());
                ops::select(b, none, x.get_type().const_zero(), r)
            }
            M::InsertBits => {
                let w = s.map_or(32, |s| s.width as i64 * 8);
                let (o, c) = self.bit_range(x, a[2], a[3], w)?;
                let zero = x.get_type().const_zero();
                let none = ops::icmp(b, IP::LLVMIntEQ, c, zero);
                let o = ops::select(b, none, zero, o);
                let ones = self.iconst(x, -1)?;
                let m = ops::binop(
                    b,
                    Op::LLVMShl,
                    ops::binop(b, Op::LLVMLShr, ones, ops::binop(b, Op::LLVMSub, self.iconst(x, w)?, c)),
                    o,
                );
                let mask = ops::select(b, none, zero, m);
                let keep = ops::binop(b, Op::LLVMAnd, x, ops::binop(b, Op::LLVMXor, mask, ones));
                let new = ops::binop(b, Op::LLVMAnd, ops::binop(b, Op::LLVMShl, a[1], o), mask);
                ops::binop(b, Op::LLVMOr, keep, new)
            }
            M::Pack4x8snorm | M::Pack4x8unorm | M::Pack2x16snorm | M::Pack2x16unorm => {
                let (lo, scale, lanes, bits) = match fun {
                    M::Pack4x8snorm => (-1.0, 127.0, 4, 8),
                    M::Pack4x8unorm => (0.0, 255.0, 4, 8),
                    M::Pack2x16snorm => (-1.0, 32767.0, 2, 16),
                    _ => (0.0, 65535.0, 2, 16),
                };
                let t = self.intr2("llvm.maxnum", x, self.fconst(x, lo)?)?;
                let t = self.intr2("llvm.minnum", t, self.fconst(x, 1.0)?)?;
                let t = self.intr1("llvm.roundeven", self.fop(Op::LLVMFMul, t, self.fconst(x, scale)?))?;
                let ity = self
                    .cx
                    .custom_width_int_type(std::num::NonZeroU32::new(bits).ok_or_else(|| ice("zero-width int"))?)
                    .map_err(ice)?
                    .vec_type(lanes);
                let conv = if lo < 0.0 { Op::LLVMFPToSI } else { Op::LLVMFPToUI };
                let i = ops::cast(b, conv, t, ity.into());
                ops::cast(b, Op::LLVMBitCast, i, self.cx.i32_type().into())
            }
            M::Pack2x16float => {
                let h = ops::cast(b, Op::LLVMFPTrunc, x, self.cx.f16_type().vec_type(2).into());
                ops::cast(b, Op::LLVMBitCast, h, self.cx.i32_type().into())
            }
            M::Pack4xI8 | M::Pack4xU8 | M::Pack4xI8Clamp | M::Pack4xU8Clamp => {
                let v = match fun {
                    M::Pack4xI8Clamp => {
                        let t = self.intr2("llvm.smax", x, self.iconst(x, -128)?)?;
                        self.intr2("llvm.smin", t, self.iconst(x, 127)?)?
                    }
                    M::Pack4xU8Clamp => self.intr2("llvm.umin", x, self.iconst(x, 255)?)?,
                    _ => x,
                };
                let bytes = ops::cast(b, Op::LLVMTrunc, v, self.cx.i8_type().vec_type(4).into());
                ops::cast(b, Op::LLVMBitCast, bytes, self.cx.i32_type().into())
            }
            M::Unpack4x8snorm | M::Unpack4x8unorm | M::Unpack2x16snorm | M::Unpack2x16unorm => {
                let (signed, scale, lanes, bits) = match fun {
                    M::Unpack4x8snorm => (true, 127.0, 4, 8),
                    M::Unpack4x8unorm => (false, 255.0, 4, 8),
                    M::Unpack2x16snorm => (true, 32767.0, 2, 16),
                    _ => (false, 65535.0, 2, 16),
                };
                let ity = self
                    .cx
                    .custom_width_int_type(std::num::NonZeroU32::new(bits).ok_or_else(|| ice("zero-width int"))?)
                    .map_err(ice)?
                    .vec_type(lanes);
                let i = ops::cast(b, Op::LLVMBitCast, x, ity.into());
                let fty = self.cx.f32_type().vec_type(lanes);
                let f = ops::cast(b, if signed { Op::LLVMSIToFP } else { Op::LLVMUIToFP }, i, fty.into());
                let f = self.fop(Op::LLVMFDiv, f, self.fconst(f, scale)?);
                if signed {
                    self.intr2("llvm.maxnum", f, self.fconst(f, -1.0)?)?
                } else {
                    f
                }
            }
            M::Unpack2x16float => {
                let h = ops::cast(b, Op::LLVMBitCast, x, self.cx.f16_type().vec_type(2).into());
                ops::cast(b, Op::LLVMFPExt, h, self.cx.f32_type().vec_type(2).into())
            }
            M::Unpack4xI8 | M::Unpack4xU8 => {
                let bytes = ops::cast(b, Op::LLVMBitCast, x, self.cx.i8_type().vec_type(4).into());
                let ext = if fun == M::Unpack4xI8 {
                    Op::LLVMSExt
                } else {
                    Op::LLVMZExt
                };
                ops::cast(b, ext, bytes, self.cx.i32_type().vec_type(4).into())
            }
            M::Outer | M::Inverse => return Err(unsupported(format!("the math function {fun:?}"))),
        })
    }

    /// WGSL's clamping of a bit range: o = min(offset, w), c = min(count, w - o), in `x`'s shape.
    fn bit_range(
        &self,
        x: BasicValueEnum<'ctx>,
        offset: BasicValueEnum<'ctx>,
        count: BasicValueEnum<'ctx>,
        w: i64,
    ) -> Result<(BasicValueEnum<'ctx>, BasicValueEnum<'ctx>)> {
        let fit = |v: BasicValueEnum<'ctx>| -> Result<BasicValueEnum<'ctx>> {
            let v = self.like(v, x)?;
            Ok(if v.get_type() == x.get_type() {
                v
            } else {
                ops::cast(&self.b, Op::LLVMZExt, v, x.get_type())
            })
        };
        let (o, c) = (fit(offset)?, fit(count)?);
        let wv = self.iconst(x, w)?;
        let o = self.intr2("llvm.umin", o, wv)?;
        let room = ops::binop(&self.b, Op::LLVMSub, wv, o);
        let c = self.intr2("llvm.umin", c, room)?;
        Ok((o, c))
    }

    fn length(&self, x: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        if !x.is_vector_value() {
            return self.intr1("llvm.fabs", x);
        }
        let d = self.dot(x, x)?;
        self.intr1("llvm.sqrt", d)
    }

    /// Determinant by cofactor expansion along the first row (n ≤ 4).
    fn det(&self, m: &[Vec<BasicValueEnum<'ctx>>]) -> Result<BasicValueEnum<'ctx>> {
        let n = m.len();
        if n == 1 {
            return Ok(m[0][0]);
        }
        if n == 2 {
            let a = self.fop(Op::LLVMFMul, m[0][0], m[1][1]);
            let b = self.fop(Op::LLVMFMul, m[0][1], m[1][0]);
            return Ok(self.fop(Op::LLVMFSub, a, b));
        }
        let mut acc: Option<BasicValueEnum<'ctx>> = None;
        for c in 0..n {
            let minor: Vec<Vec<_>> = m[1..]
                .iter()
                .map(|row| {
                    row.iter()
                        .enumerate()
                        .filter(|&(j, _)| j != c)
                        .map(|(_, &v)| v)
                        .collect()
                })
                .collect();
            let t = self.fop(Op::LLVMFMul, m[0][c], self.det(&minor)?);
            acc = Some(match acc {
                None => t,
                Some(a) if c % 2 == 1 => self.fop(Op::LLVMFSub, a, t),
                Some(a) => self.fop(Op::LLVMFAdd, a, t),
            });
        }
        acc.ok_or_else(|| ice("empty matrix"))
    }
}

fn is_float(t: BasicTypeEnum) -> bool {
    match t {
        BasicTypeEnum::FloatType(_) => true,
        BasicTypeEnum::VectorType(v) => is_float(v.get_element_type()),
        _ => false,
    }
}

pub(super) fn float_bits(t: BasicTypeEnum) -> u32 {
    match t {
        BasicTypeEnum::FloatType(f) => {
            let s = f.print_to_string().to_string();
            match s.as_str() {
                "double" => 64,
                "half" => 16,
                _ => 32,
            }
        }
        _ => 32,
    }
}
