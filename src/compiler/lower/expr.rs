//! Expressions: constants, composites, accesses (with bounds checks), loads, operators and
//! conversions with WGSL's defined results.

use inkwell::module::Linkage;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, IntValue, PointerValue};
use inkwell::AddressSpace;
use naga::{BinaryOperator as Bin, Expression as E, Handle, ScalarKind as K, TypeInner as Ti, UnaryOperator as Un};

use super::{ice, unsupported, Fx, GPtr, Lowerer, Placement, Root, Val};
use crate::compiler::llvm_ops::{self as ops, FloatPred as FP, IntPred as IP, Op};
use crate::error::Result;

/// The scalar at the bottom of a numeric type.
pub(super) fn scalar_of(inner: &Ti) -> Option<naga::Scalar> {
    match *inner {
        Ti::Scalar(s) | Ti::Atomic(s) | Ti::Vector { scalar: s, .. } | Ti::Matrix { scalar: s, .. } => Some(s),
        Ti::ValuePointer { scalar, .. } => Some(scalar),
        _ => None,
    }
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// The value of `e` at this point of the current function.
    pub(super) fn expr(&mut self, fx: &mut Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Result<Val<'ctx>> {
        if let Some(v) = fx.cache.get(&e) {
            return Ok(*v);
        }
        if let Some(v) = fx.model().lookup(self, fx, e)? {
            return Ok(v);
        }
        // Not cached: constants, arguments and variable addresses are cheap to rebuild, and a
        // value built inside one branch must not be reused in another (LLVM's CSE merges them).
        self.eval(fx, e)
    }

    pub(super) fn value(&mut self, fx: &mut Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Result<BasicValueEnum<'ctx>> {
        self.expr(fx, e)?.v()
    }

    pub(super) fn is_pointer_expr(&self, fx: &Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> bool {
        matches!(self.ety(fx, e), Ti::Pointer { .. } | Ti::ValuePointer { .. })
    }

    /// Evaluates `e` from its operands (no cache).
    pub(super) fn eval(&mut self, fx: &mut Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Result<Val<'ctx>> {
        let span = fx.func.expressions.get_span(e);
        if span.is_defined() {
            self.at = span;
        }
        let expr = &fx.func.expressions[e];
        Ok(match *expr {
            E::Literal(l) => Val::V(self.literal(l)?),
            E::Constant(c) => Val::V(self.const_expr(self.ir.constants[c].init)?),
            E::Override(_) => return Err(ice("override constant left after processing overrides")),
            E::ZeroValue(ty) => Val::V(self.vty(ty)?.const_zero()),
            E::Compose { ty, ref components } => {
                let comps = components.clone();
                let mut vals = Vec::with_capacity(comps.len());
                for c in comps {
                    vals.push(self.value(fx, c)?);
                }
                Val::V(self.compose(ty, &vals)?)
            }
            E::Splat { size, value } => {
                let v = self.value(fx, value)?;
                Val::V(self.splat(v, size as u32)?)
            }
            E::Swizzle { size, vector, pattern } => {
                let v = self.value(fx, vector)?.into_vector_value();
                let mask: Vec<_> = pattern[..size as usize].iter().map(|&c| self.i32(c as u64)).collect();
                let mask = inkwell::types::VectorType::const_vector(&mask);
                Val::V(
                    self.b
                        .build_shuffle_vector(v, v.get_type().get_undef(), mask, "")?
                        .into(),
                )
            }
            E::Access { base, index } => self.access(fx, base, index)?,
            E::AccessIndex { base, index } => self.access_index(fx, base, index)?,
            E::FunctionArgument(i) => self.argument(fx, i)?,
            E::GlobalVariable(g) => Val::P(self.global_ptr(fx, g)?),
            E::LocalVariable(l) => Val::P(self.local_ptr(fx, l)?),
            E::Load { pointer } => {
                let (hook, bounds) = (self.access_hook(fx, pointer, false)?, self.bounds_site(fx, pointer));
                let p = self.expr(fx, pointer)?.p()?;
                let inner = self.pointee(fx, pointer)?;
                let at = self.placement(fx, pointer);
                let ty = self.vty_inner(&inner)?;
                self.report_out_of_bounds(fx, bounds, p.ok, p.oob, false)?;
                let v = self.guarded(fx, p.ok, Some(ty), |s| {
                    if let Some(hook) = hook {
                        s.call_access_hook(p.p, hook)?;
                    }
                    s.load_plain(p.p, &inner, at).map(Some)
                })?;
                Val::V(v.ok_or_else(|| ice("load produced nothing"))?)
            }
            E::Unary { op, expr } => {
                let v = self.value(fx, expr)?;
                let kind = scalar_of(self.ety(fx, expr)).map(|s| s.kind);
                Val::V(match (op, kind) {
                    (Un::Negate, Some(K::Float)) => {
                        ops::binop(&self.b, Op::LLVMFSub, self.splat_like(v.get_type(), -0.0, 0)?, v)
                    }
                    (Un::Negate, _) => ops::binop(&self.b, Op::LLVMSub, v.get_type().const_zero(), v),
                    (Un::LogicalNot | Un::BitwiseNot, _) => {
                        ops::binop(&self.b, Op::LLVMXor, v, self.all_ones(v.get_type())?)
                    }
                })
            }
            E::Binary { op, left, right } => Val::V(self.binary(fx, op, left, right)?),
            E::Select {
                condition,
                accept,
                reject,
            } => {
                let c = self.value(fx, condition)?;
                let a = self.value(fx, accept)?;
                let r = self.value(fx, reject)?;
                Val::V(ops::select(&self.b, c, a, r))
            }
            E::Relational { fun, argument } => {
                let v = self.value(fx, argument)?;
                Val::V(self.relational(fun, v)?)
            }
            E::Math {
                fun,
                arg,
                arg1,
                arg2,
                arg3,
            } => {
                let inner = self.ety(fx, arg).clone();
                let mut args = vec![self.value(fx, arg)?];
                for a in [arg1, arg2, arg3].into_iter().flatten() {
                    args.push(self.value(fx, a)?);
                }
                let result = fx.finfo[e].ty.inner_with(&self.ir.types).clone();
                Val::V(self.math(fun, &inner, &result, &args)?)
            }
            E::As { expr, kind, convert } => {
                let from = self.ety(fx, expr).clone();
                let v = self.value(fx, expr)?;
                let to = fx.finfo[e].ty.inner_with(&self.ir.types).clone();
                Val::V(self.convert(v, &from, &to, kind, convert)?)
            }
            E::ArrayLength(p) => {
                let ptr = self.expr(fx, p)?.p()?;
                let stride = match self.pointee(fx, p)? {
                    Ti::Array { stride, .. } => stride as u64,
                    _ => return Err(ice("arrayLength of a non-array")),
                };
                Val::V(self.runtime_len(ptr, stride)?.into())
            }
            E::ImageLoad { .. } | E::ImageQuery { .. } | E::ImageSample { .. } => Val::V(self.image_expression(fx, e)?),
            E::CooperativeLoad { ref data, .. } => Val::V(self.coop_load(fx, e, data)?),
            E::CooperativeMultiplyAdd { a, b, c } => Val::V(self.coop_multiply_add(fx, a, b, c)?),
            E::CallResult(_)
            | E::AtomicResult { .. }
            | E::WorkGroupUniformLoadResult { .. }
            | E::SubgroupBallotResult
            | E::SubgroupOperationResult { .. } => {
                return Err(ice(format!("{expr:?} used before the statement that defines it")))
            }
            ref other => {
                return Err(unsupported(format!(
                    "the expression {} in a compute kernel",
                    super::construct_name(other)
                )))
            }
        })
    }

    pub(super) fn literal(&self, l: naga::Literal) -> Result<BasicValueEnum<'ctx>> {
        use naga::Literal as L;
        Ok(match l {
            L::F64(v) => self.cx.f64_type().const_float(v).into(),
            L::F32(v) => self.cx.f32_type().const_float(v as f64).into(),
            // A literal is its f16 value; for bfloat16 halves, LLVM rounds it to bfloat16.
            L::F16(v) => self.half_type().const_float(v.to_f64()).into(),
            L::U32(v) => self.cx.i32_type().const_int(v as u64, false).into(),
            L::I32(v) => self.cx.i32_type().const_int(v as i64 as u64, true).into(),
            L::U64(v) => self.cx.i64_type().const_int(v, false).into(),
            L::I64(v) => self.cx.i64_type().const_int(v as u64, true).into(),
            L::U16(v) => self.cx.i16_type().const_int(v as u64, false).into(),
            L::I16(v) => self.cx.i16_type().const_int(v as i64 as u64, true).into(),
            L::Bool(v) => self.cx.bool_type().const_int(v as u64, false).into(),
            L::AbstractInt(_) | L::AbstractFloat(_) => return Err(ice("abstract literal after validation")),
        })
    }

    /// A module-scope constant expression, built as an LLVM constant (no instructions, so any
    /// function may use it) and remembered: a 100,000-element table is built once, in linear time
    /// (element-by-element `insertvalue` rebuilt the whole constant each time: quadratic).
    pub(super) fn const_expr(&mut self, h: Handle<naga::Expression>) -> Result<BasicValueEnum<'ctx>> {
        if let Some(&v) = self.const_values.get(&h) {
            return Ok(v);
        }
        let v = match self.ir.global_expressions[h] {
            E::Literal(l) => self.literal(l)?,
            E::Constant(c) => self.const_expr(self.ir.constants[c].init)?,
            E::ZeroValue(ty) => self.vty(ty)?.const_zero(),
            E::Compose { ty, ref components } => {
                let comps = components.clone();
                let vals = comps
                    .into_iter()
                    .map(|c| self.const_expr(c))
                    .collect::<Result<Vec<_>>>()?;
                self.const_compose(ty, &vals)?
            }
            E::Splat { size, value } => {
                let v = self.const_expr(value)?;
                self.splat(v, size as u32)?
            }
            ref other => {
                return Err(unsupported(format!(
                    "the constant expression {}",
                    super::construct_name(other)
                )))
            }
        };
        self.const_values.insert(h, v);
        Ok(v)
    }

    /// `compose` for constant components, as one constant.
    fn const_compose(&mut self, ty: Handle<naga::Type>, vals: &[BasicValueEnum<'ctx>]) -> Result<BasicValueEnum<'ctx>> {
        Ok(match self.vty(ty)? {
            // Vectors are small, and their components may be vectors to flatten: the builder
            // folds `compose` on constants into a constant.
            BasicTypeEnum::VectorType(_) => self.compose(ty, vals)?,
            BasicTypeEnum::ArrayType(t) => const_array(t.get_element_type(), vals)?.into(),
            BasicTypeEnum::StructType(t) => t.const_named_struct(vals).into(),
            _ => return Err(ice("a composite constant of a scalar type")),
        })
    }

    /// A generic pointer to `v` (a constant array or matrix) in read-only memory, where a
    /// run-time index reads it like a lookup table instead of copying it to the stack first.
    pub(super) fn const_table(&mut self, v: BasicValueEnum<'ctx>) -> Result<PointerValue<'ctx>> {
        let key = v.as_value_ref() as usize;
        if let Some(&p) = self.const_tables.get(&key) {
            return Ok(p);
        }
        let space = self
            .gpu_target
            .map_or(AddressSpace::default(), |t| t.constant_data_space());
        let image = self.memory_image(v)?;
        let global = self.m.add_global(image.get_type(), Some(space), "const_table");
        global.set_linkage(Linkage::Private);
        global.set_constant(true);
        global.set_unnamed_addr(true);
        global.set_initializer(&image);
        // A constant operand: the builder folds the cast into a constant expression, so the
        // pointer is valid in every function.
        let p = if space == AddressSpace::default() {
            global.as_pointer_value()
        } else {
            self.b
                .build_address_space_cast(global.as_pointer_value(), self.ptr_ty(), "")?
        };
        self.const_tables.insert(key, p);
        Ok(p)
    }

    /// `v` as a table's initializer: every 3-lane vector inside it widened to 4 lanes (the
    /// fourth zero). Both have the same size and alignment, so the table is still read through
    /// `v`'s own type; but LLVM 19's NVPTX back end writes a 3-lane vector in a global's
    /// initializer without its padding lane, which shifted every later element of a `mat3x3` or
    /// `vec3` table on NVIDIA GPUs.
    fn memory_image(&self, v: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let ty = v.get_type();
        if !has_three_lane_vector(ty) {
            return Ok(v);
        }
        let element =
            |i: u32| ops::aggregate_element(v, i).ok_or_else(|| ice("a table element that is not a constant"));
        Ok(match ty {
            BasicTypeEnum::VectorType(t) => {
                let zero = t.get_element_type().const_zero();
                let mut lanes = (0..3).map(element).collect::<Result<Vec<_>>>()?;
                lanes.push(zero);
                ops::const_vector(&lanes)
            }
            BasicTypeEnum::ArrayType(t) => {
                let elements = (0..t.len())
                    .map(|i| element(i).and_then(|e| self.memory_image(e)))
                    .collect::<Result<Vec<_>>>()?;
                const_array(widened_type(t.get_element_type()), &elements)?.into()
            }
            BasicTypeEnum::StructType(t) => {
                let fields = (0..t.count_fields())
                    .map(|i| element(i).and_then(|e| self.memory_image(e)))
                    .collect::<Result<Vec<_>>>()?;
                self.cx.const_struct(&fields, t.is_packed()).into()
            }
            _ => return Err(ice("a scalar that holds a vector")),
        })
    }

    pub(super) fn compose(
        &mut self,
        ty: Handle<naga::Type>,
        vals: &[BasicValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        let llty = self.vty(ty)?;
        let mut agg = llty.const_zero();
        if let Ti::Vector { .. } = self.ir.types[ty].inner {
            let mut lane = 0u32;
            for &v in vals {
                if let BasicValueEnum::VectorValue(vv) = v {
                    for i in 0..vv.get_type().get_size() {
                        let x = self.b.build_extract_element(vv, self.i32(i as u64), "")?;
                        agg = self.insert(agg, x, lane)?;
                        lane += 1;
                    }
                } else {
                    agg = self.insert(agg, v, lane)?;
                    lane += 1;
                }
            }
            return Ok(agg);
        }
        for (i, &v) in vals.iter().enumerate() {
            agg = self.insert(agg, v, i as u32)?;
        }
        Ok(agg)
    }

    pub(super) fn splat(&self, v: BasicValueEnum<'ctx>, n: u32) -> Result<BasicValueEnum<'ctx>> {
        let vty = match v.get_type() {
            BasicTypeEnum::IntType(t) => t.vec_type(n),
            BasicTypeEnum::FloatType(t) => t.vec_type(n),
            _ => return Err(ice("splat of a non-scalar")),
        };
        let one = self.b.build_insert_element(vty.get_undef(), v, self.i32(0), "")?;
        let zeros = inkwell::types::VectorType::const_vector(&vec![self.i32(0); n as usize]);
        Ok(self.b.build_shuffle_vector(one, vty.get_undef(), zeros, "")?.into())
    }

    /// A constant of type `ty` (scalar or vector) with every lane `f` (floats) or `i` (ints).
    pub(super) fn splat_like(&self, ty: BasicTypeEnum<'ctx>, f: f64, i: i64) -> Result<BasicValueEnum<'ctx>> {
        Ok(match ty {
            BasicTypeEnum::FloatType(t) => t.const_float(f).into(),
            BasicTypeEnum::IntType(t) => t.const_int(i as u64, true).into(),
            BasicTypeEnum::VectorType(v) => {
                let lane = self.splat_like(v.get_element_type(), f, i)?;
                let lanes = vec![lane; v.get_size() as usize];
                inkwell::types::VectorType::const_vector(&lanes).into()
            }
            _ => return Err(ice("constant of a non-numeric type")),
        })
    }

    pub(super) fn all_ones(&self, ty: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        self.splat_like(ty, 0.0, -1)
    }

    /// Index as i64 (sign-extended when signed, so negatives fail the unsigned bounds test).
    pub(super) fn index64(
        &self,
        fx: &Fx<'a, 'ctx>,
        index_expr: Handle<naga::Expression>,
        v: BasicValueEnum<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let signed = matches!(scalar_of(self.ety(fx, index_expr)), Some(s) if s.kind == K::Sint);
        let v = v.into_int_value();
        Ok(if signed {
            self.b.build_int_s_extend_or_bit_cast(v, self.cx.i64_type(), "")?
        } else {
            self.b.build_int_z_extend_or_bit_cast(v, self.cx.i64_type(), "")?
        })
    }

    /// Whether index `e` (its value `v`, and `v` widened to i64) lies in `0..len` (`len` a u32).
    /// A 32-bit index is compared in 32 bits: what the CPU device's vectorizer keeps at 16 lanes
    /// (a 64-bit compare takes two vectors and widens the index arithmetic before it); a signed
    /// one against `min(len, 2^31)`, so a negative index (≥ 2^31 as unsigned) is never in range.
    fn index_below(
        &self,
        fx: &Fx<'a, 'ctx>,
        e: Handle<naga::Expression>,
        v: BasicValueEnum<'ctx>,
        wide: IntValue<'ctx>,
        len: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let v = v.into_int_value();
        if v.get_type().get_bit_width() != 32 {
            let len = self.b.build_int_z_extend(len, self.cx.i64_type(), "")?;
            return Ok(self.b.build_int_compare(inkwell::IntPredicate::ULT, wide, len, "")?);
        }
        let signed = matches!(scalar_of(self.ety(fx, e)), Some(s) if s.kind == K::Sint);
        let len = if signed {
            let half = self.i32(1 << 31);
            let small = self.b.build_int_compare(inkwell::IntPredicate::ULT, len, half, "")?;
            self.b.build_select(small, len, half, "")?.into_int_value()
        } else {
            len
        };
        Ok(self.b.build_int_compare(inkwell::IntPredicate::ULT, v, len, "")?)
    }

    /// Under the sanitizer's `bounds` check, the index and length to report: `prev` while an
    /// earlier check failed or this one (`c`) holds, else this check's `index` and `len`.
    fn first_out_of_bounds(
        &self,
        ok: Option<IntValue<'ctx>>,
        prev: Option<(IntValue<'ctx>, IntValue<'ctx>)>,
        c: IntValue<'ctx>,
        index: IntValue<'ctx>,
        len: IntValue<'ctx>,
    ) -> Result<Option<(IntValue<'ctx>, IntValue<'ctx>)>> {
        if !self.sanitize_bounds {
            return Ok(None);
        }
        let i64t = self.cx.i64_type();
        let wide = |v: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
            Ok(if v.get_type().get_bit_width() < 64 {
                self.b.build_int_z_extend(v, i64t, "")?
            } else {
                v
            })
        };
        let (index, len) = (wide(index)?, wide(len)?);
        let (pi, pl) = prev.unwrap_or((i64t.const_zero(), i64t.const_zero()));
        let earlier_ok = ok.unwrap_or_else(|| self.cx.bool_type().const_int(1, false));
        let this_fails = self.b.build_not(c, "")?;
        let first = self.b.build_and(earlier_ok, this_fails, "")?;
        Ok(Some((
            self.b.build_select(first, index, pi, "")?.into_int_value(),
            self.b.build_select(first, len, pl, "")?.into_int_value(),
        )))
    }

    fn and_ok(&self, a: Option<IntValue<'ctx>>, b: IntValue<'ctx>) -> Result<Option<IntValue<'ctx>>> {
        Ok(Some(match a {
            Some(a) => self.b.build_and(a, b, "")?,
            None => b,
        }))
    }

    /// Element count of a runtime-sized array behind `p` (u32, saturating). On the GPU targets
    /// it is frozen: one opaque value (identical freezes are merged) that the kernel's own tests
    /// of it and the bounds checks share. Unfrozen, LLVM rewrote a kernel's `arrayLength(&b) ==
    /// 0u` into a test of the binding's byte count (`bytes < 4`), and its constraint elimination
    /// could no longer tell that a later `b[min(i, arrayLength(&b) - 1u)]` is in bounds
    /// (`Reads::Clamped` in the quantized GEMV: the checks of the scales and of `x` stayed).
    /// Not on the host, whose work-item loops IRCE splits on the length as LLVM sees it.
    pub(super) fn runtime_len(&self, p: GPtr<'ctx>, stride: u64) -> Result<IntValue<'ctx>> {
        let root = p
            .root
            .ok_or_else(|| unsupported("a runtime-sized array that is not a buffer binding"))?;
        let offset = root
            .offset
            .ok_or_else(|| ice("runtime-sized array at a dynamic offset"))?;
        let off = self.i64(offset);
        let rest = self.b.build_int_sub(root.len, off, "")?;
        let fits = self
            .b
            .build_int_compare(inkwell::IntPredicate::UGE, root.len, off, "")?;
        let rest = self.b.build_select(fits, rest, self.i64(0), "")?.into_int_value();
        let n = self.b.build_int_unsigned_div(rest, self.i64(stride), "")?;
        let max = self.i64(u32::MAX as u64);
        let small = self.b.build_int_compare(inkwell::IntPredicate::ULE, n, max, "")?;
        let n = self.b.build_select(small, n, max, "")?.into_int_value();
        let n = self.b.build_int_truncate(n, self.cx.i32_type(), "")?;
        if self.gpu_target.is_none() {
            return Ok(n);
        }
        Ok(ops::freeze(&self.b, n.into()).into_int_value())
    }

    fn access(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        base: Handle<naga::Expression>,
        index: Handle<naga::Expression>,
    ) -> Result<Val<'ctx>> {
        let idx_v = self.value(fx, index)?;
        let idx = self.index64(fx, index, idx_v)?;
        let const_idx = idx.get_zero_extended_constant();
        if self.is_pointer_expr(fx, base) {
            let bp = self.expr(fx, base)?.p()?;
            let inner = self.pointee(fx, base)?;
            // The element count, as a u32 (a runtime-sized array's saturates at u32::MAX, the
            // most `arrayLength` reports).
            let (stride, limit) = match inner {
                Ti::Array {
                    stride,
                    size: naga::ArraySize::Constant(n),
                    ..
                } => (stride as u64, self.i32(u64::from(n.get()))),
                Ti::Array {
                    stride,
                    size: naga::ArraySize::Dynamic,
                    ..
                } => (stride as u64, self.runtime_len(bp, stride as u64)?),
                Ti::Vector { size, scalar } => (scalar.width as u64, self.i32(size as u64)),
                Ti::Matrix { columns, rows, scalar } => (Self::column_stride(rows, scalar), self.i32(columns as u64)),
                ref other => {
                    return Err(unsupported(format!(
                        "indexing into {}",
                        super::wgsl_type(self.ir, other)
                    )))
                }
            };
            let mut ok = bp.ok;
            let mut oob = bp.oob;
            if self.checks {
                let in_range = match (const_idx, limit.get_zero_extended_constant()) {
                    (Some(i), Some(n)) if i < n => None,
                    _ => Some(self.index_below(fx, index, idx_v, idx, limit)?),
                };
                if let Some(c) = in_range {
                    oob = self.first_out_of_bounds(ok, oob, c, idx, limit)?;
                    ok = self.and_ok(ok, c)?;
                }
            }
            let off = self.b.build_int_mul(idx, self.i64(stride), "")?;
            let p = self.gep_bytes(bp.p, off)?;
            let root = bp.root.map(|r| Root { offset: None, ..r });
            return Ok(Val::P(GPtr { p, ok, root, oob }));
        }
        // Dynamic index into a value.
        let bv = self.value(fx, base)?;
        let inner = self.ety(fx, base).clone();
        match inner {
            Ti::Vector { size, .. } => {
                let n = self.i64(size as u64);
                let in_range = self.b.build_int_compare(inkwell::IntPredicate::ULT, idx, n, "")?;
                let safe = self.b.build_select(in_range, idx, self.i64(0), "")?.into_int_value();
                let x = self.b.build_extract_element(bv.into_vector_value(), safe, "")?;
                Ok(Val::V(ops::select(
                    &self.b,
                    in_range.into(),
                    x,
                    x.get_type().const_zero(),
                )))
            }
            Ti::Array { .. } | Ti::Matrix { .. } if bv.is_const() => {
                // A constant table: index it where it lies, in read-only memory.
                let BasicTypeEnum::ArrayType(table_ty) = bv.get_type() else {
                    return Err(ice("a constant array or matrix that is not an LLVM array"));
                };
                let table = self.const_table(bv)?;
                let n = self.i64(table_ty.len() as u64);
                let in_range = self.b.build_int_compare(inkwell::IntPredicate::ULT, idx, n, "")?;
                let safe = self.b.build_select(in_range, idx, self.i64(0), "")?.into_int_value();
                // SAFETY (inkwell marks GEP unsafe): `safe` is below the table's length.
                let p = unsafe { self.b.build_in_bounds_gep(table_ty, table, &[self.i64(0), safe], "")? };
                let v = self.b.build_load(table_ty.get_element_type(), p, "")?;
                Ok(Val::V(ops::select(
                    &self.b,
                    in_range.into(),
                    v,
                    v.get_type().const_zero(),
                )))
            }
            Ti::Array { .. } | Ti::Matrix { .. } => {
                // Spill to the stack and index that (with the same bounds rule).
                let slot = self.stack_bytes(fx, self.size_of(&inner), "value.index")?;
                self.store_plain(slot, &inner, bv, Placement::Element)?;
                let (stride, n, elem) = match inner {
                    Ti::Array {
                        stride,
                        size: naga::ArraySize::Constant(n),
                        base,
                    } => (stride as u64, n.get() as u64, self.ir.types[base].inner.clone()),
                    Ti::Matrix { columns, rows, scalar } => (
                        Self::column_stride(rows, scalar),
                        columns as u64,
                        Ti::Vector { size: rows, scalar },
                    ),
                    _ => return Err(ice("dynamic index into an unsized value")),
                };
                let in_range = self
                    .b
                    .build_int_compare(inkwell::IntPredicate::ULT, idx, self.i64(n), "")?;
                let safe = self.b.build_select(in_range, idx, self.i64(0), "")?.into_int_value();
                let off = self.b.build_int_mul(safe, self.i64(stride), "")?;
                let p = self.gep_bytes(slot, off)?;
                let v = self.load_plain(p, &elem, Placement::Element)?;
                Ok(Val::V(ops::select(
                    &self.b,
                    in_range.into(),
                    v,
                    v.get_type().const_zero(),
                )))
            }
            other => Err(unsupported(format!(
                "indexing into a value of type {}",
                super::wgsl_type(self.ir, &other)
            ))),
        }
    }

    fn access_index(&mut self, fx: &mut Fx<'a, 'ctx>, base: Handle<naga::Expression>, index: u32) -> Result<Val<'ctx>> {
        if self.is_pointer_expr(fx, base) {
            let bp = self.expr(fx, base)?.p()?;
            let mut ok = bp.ok;
            let mut oob = bp.oob;
            let off = match self.pointee(fx, base)? {
                Ti::Struct { ref members, .. } => members[index as usize].offset as u64,
                Ti::Array {
                    stride,
                    size: naga::ArraySize::Dynamic,
                    ..
                } => {
                    // A constant index into a runtime-sized array: naga's validator cannot know
                    // the length, so this is the one place a constant index needs a run-time check.
                    if self.checks {
                        let n = self.runtime_len(bp, stride as u64)?;
                        let in_range =
                            self.b
                                .build_int_compare(inkwell::IntPredicate::ULT, self.i32(index as u64), n, "")?;
                        oob = self.first_out_of_bounds(ok, oob, in_range, self.i64(index as u64), n)?;
                        ok = self.and_ok(ok, in_range)?;
                    }
                    stride as u64 * index as u64
                }
                Ti::Array { stride, .. } => stride as u64 * index as u64,
                Ti::Vector { scalar, .. } => scalar.width as u64 * index as u64,
                Ti::Matrix { rows, scalar, .. } => Self::column_stride(rows, scalar) * index as u64,
                ref other => {
                    return Err(unsupported(format!(
                        "member access into {}",
                        super::wgsl_type(self.ir, other)
                    )))
                }
            };
            let p = self.gep_const(bp.p, off)?;
            let root = bp.root.map(|r| Root {
                offset: r.offset.map(|o| o + off),
                ..r
            });
            return Ok(Val::P(GPtr { p, ok, root, oob }));
        }
        let bv = self.value(fx, base)?;
        Ok(Val::V(self.extract(bv, index)?))
    }

    pub(super) fn global_ptr(&mut self, fx: &mut Fx<'a, 'ctx>, g: Handle<naga::GlobalVariable>) -> Result<GPtr<'ctx>> {
        if let Some(p) = fx.model().private_ptr(self, fx, g)? {
            return Ok(GPtr {
                p,
                ok: None,
                root: None,
                oob: None,
            });
        }
        let &(p, len) = fx.globals.get(&g).ok_or_else(|| {
            unsupported(format!(
                "the global `{}` (images, samplers and other handles)",
                self.ir.global_variables[g].name.as_deref().unwrap_or("?")
            ))
        })?;
        Ok(GPtr {
            p,
            ok: None,
            root: len.map(|len| Root {
                base: p,
                len,
                offset: Some(0),
            }),
            oob: None,
        })
    }

    fn local_ptr(&mut self, fx: &mut Fx<'a, 'ctx>, l: Handle<naga::LocalVariable>) -> Result<GPtr<'ctx>> {
        let p = fx.model().local_ptr(self, fx, l)?;
        Ok(GPtr {
            p,
            ok: None,
            root: None,
            oob: None,
        })
    }

    fn argument(&mut self, fx: &mut Fx<'a, 'ctx>, i: u32) -> Result<Val<'ctx>> {
        fx.model().argument(self, fx, i)
    }

    /// The value of parameter `i` of a function lowered with one invocation per call (a pointer
    /// parameter with its in-bounds flag).
    pub(super) fn parameter(&mut self, fx: &mut Fx<'a, 'ctx>, i: u32) -> Result<Val<'ctx>> {
        let v = *fx
            .args
            .get(i as usize)
            .ok_or_else(|| ice("argument index out of range"))?;
        if self.is_pointer_ty(fx.func.arguments[i as usize].ty) {
            return Ok(Val::P(GPtr {
                p: v.into_pointer_value(),
                ok: fx.arg_ok.get(i as usize).copied().flatten(),
                root: None,
                oob: None,
            }));
        }
        Ok(Val::V(v))
    }

    /// Textures and samplers, which the native targets pass as their global's argument words.
    pub(super) fn is_handle_ty(&self, ty: Handle<naga::Type>) -> bool {
        matches!(self.ir.types[ty].inner, Ti::Image { .. } | Ti::Sampler { .. })
    }

    pub(super) fn is_pointer_ty(&self, ty: Handle<naga::Type>) -> bool {
        matches!(self.ir.types[ty].inner, Ti::Pointer { .. } | Ti::ValuePointer { .. })
    }

    fn relational(&self, fun: naga::RelationalFunction, v: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        use naga::RelationalFunction as R;
        Ok(match fun {
            R::All | R::Any if !v.is_vector_value() => v,
            R::All => self.call_intr("llvm.vector.reduce.and", &[v.get_type()], &[v])?,
            R::Any => self.call_intr("llvm.vector.reduce.or", &[v.get_type()], &[v])?,
            R::IsNan => ops::fcmp(&self.b, FP::LLVMRealUNO, v, v),
            R::IsInf => {
                let a = self.call_intr("llvm.fabs", &[v.get_type()], &[v])?;
                ops::fcmp(
                    &self.b,
                    FP::LLVMRealOEQ,
                    a,
                    self.splat_like(v.get_type(), f64::INFINITY, 0)?,
                )
            }
        })
    }

    fn binary(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        op: Bin,
        left: Handle<naga::Expression>,
        right: Handle<naga::Expression>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let lt = self.ety(fx, left).clone();
        let rt = self.ety(fx, right).clone();
        let mut l = self.value(fx, left)?;
        let mut r = self.value(fx, right)?;
        if matches!(lt, Ti::Matrix { .. }) || matches!(rt, Ti::Matrix { .. }) {
            return self.matrix_binary(op, &lt, &rt, l, r);
        }
        if matches!(lt, Ti::CooperativeMatrix { .. }) || matches!(rt, Ti::CooperativeMatrix { .. }) {
            return self.coop_binary(op, &lt, &rt, l, r);
        }
        // WGSL allows `vector op scalar` for arithmetic: widen the scalar.
        match (&lt, &rt) {
            (Ti::Vector { size, .. }, Ti::Scalar(_)) if !matches!(op, Bin::ShiftLeft | Bin::ShiftRight) => {
                r = self.splat(r, *size as u32)?
            }
            (Ti::Scalar(_), Ti::Vector { size, .. }) => l = self.splat(l, *size as u32)?,
            _ => {}
        }
        let s = scalar_of(&lt).ok_or_else(|| ice("binary operator on a non-numeric type"))?;
        let b = &self.b;
        let (float, signed) = (s.kind == K::Float, s.kind == K::Sint);
        Ok(match op {
            Bin::Add => ops::binop(b, if float { Op::LLVMFAdd } else { Op::LLVMAdd }, l, r),
            Bin::Subtract => ops::binop(b, if float { Op::LLVMFSub } else { Op::LLVMSub }, l, r),
            Bin::Multiply => ops::binop(b, if float { Op::LLVMFMul } else { Op::LLVMMul }, l, r),
            Bin::Divide if float => ops::binop(b, Op::LLVMFDiv, l, r),
            Bin::Modulo if float => ops::binop(b, Op::LLVMFRem, l, r),
            Bin::Divide | Bin::Modulo => {
                // WGSL: x / 0 == x, x % 0 == 0, MIN / -1 == MIN, MIN % -1 == 0. Dividing by a
                // substituted 1 gives exactly those results, and never traps.
                let ty = l.get_type();
                let zero = ty.const_zero();
                let one = self.splat_like(ty, 0.0, 1)?;
                let mut bad = ops::icmp(b, IP::LLVMIntEQ, r, zero);
                if signed {
                    let bits = s.width as u32 * 8;
                    let min = self.splat_like(ty, 0.0, i64::MIN >> (64 - bits))?;
                    let l_min = ops::icmp(b, IP::LLVMIntEQ, l, min);
                    let r_m1 = ops::icmp(b, IP::LLVMIntEQ, r, self.all_ones(ty)?);
                    let overflow = ops::binop(b, Op::LLVMAnd, l_min, r_m1);
                    bad = ops::binop(b, Op::LLVMOr, bad, overflow);
                }
                let safe = ops::select(b, bad, one, r);
                let opc = match (op, signed) {
                    (Bin::Divide, true) => Op::LLVMSDiv,
                    (Bin::Divide, false) => Op::LLVMUDiv,
                    (_, true) => Op::LLVMSRem,
                    (_, false) => Op::LLVMURem,
                };
                ops::binop(b, opc, l, safe)
            }
            Bin::Equal | Bin::NotEqual | Bin::Less | Bin::LessEqual | Bin::Greater | Bin::GreaterEqual => {
                if float {
                    let p = match op {
                        Bin::Equal => FP::LLVMRealOEQ,
                        Bin::NotEqual => FP::LLVMRealUNE,
                        Bin::Less => FP::LLVMRealOLT,
                        Bin::LessEqual => FP::LLVMRealOLE,
                        Bin::Greater => FP::LLVMRealOGT,
                        _ => FP::LLVMRealOGE,
                    };
                    ops::fcmp(b, p, l, r)
                } else {
                    let p = match (op, signed) {
                        (Bin::Equal, _) => IP::LLVMIntEQ,
                        (Bin::NotEqual, _) => IP::LLVMIntNE,
                        (Bin::Less, true) => IP::LLVMIntSLT,
                        (Bin::Less, false) => IP::LLVMIntULT,
                        (Bin::LessEqual, true) => IP::LLVMIntSLE,
                        (Bin::LessEqual, false) => IP::LLVMIntULE,
                        (Bin::Greater, true) => IP::LLVMIntSGT,
                        (Bin::Greater, false) => IP::LLVMIntUGT,
                        (_, true) => IP::LLVMIntSGE,
                        (_, false) => IP::LLVMIntUGE,
                    };
                    ops::icmp(b, p, l, r)
                }
            }
            Bin::And | Bin::LogicalAnd => ops::binop(b, Op::LLVMAnd, l, r),
            Bin::InclusiveOr | Bin::LogicalOr => ops::binop(b, Op::LLVMOr, l, r),
            Bin::ExclusiveOr => ops::binop(b, Op::LLVMXor, l, r),
            Bin::ShiftLeft | Bin::ShiftRight => {
                // WGSL masks the shift amount to the bit width.
                let ty = l.get_type();
                let bits = s.width as i64 * 8;
                let mut amount = if rt_is_vector(&rt) || !l.is_vector_value() {
                    r
                } else {
                    self.splat(r, l.into_vector_value().get_type().get_size())?
                };
                let amount_ty = amount.get_type();
                amount = ops::binop(b, Op::LLVMAnd, amount, self.splat_like(amount_ty, 0.0, bits - 1)?);
                if amount_ty != ty {
                    let opc = if s.width as u32 * 8 > scalar_bits(amount_ty) {
                        Op::LLVMZExt
                    } else {
                        Op::LLVMTrunc
                    };
                    amount = ops::cast(b, opc, amount, ty);
                }
                let opc = match (op, signed) {
                    (Bin::ShiftLeft, _) => Op::LLVMShl,
                    (_, true) => Op::LLVMAShr,
                    (_, false) => Op::LLVMLShr,
                };
                ops::binop(b, opc, l, amount)
            }
        })
    }

    fn matrix_binary(
        &mut self,
        op: Bin,
        lt: &Ti,
        rt: &Ti,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let fadd = |s: &Self, a, c| ops::binop(&s.b, Op::LLVMFAdd, a, c);
        let fmul = |s: &Self, a, c| ops::binop(&s.b, Op::LLVMFMul, a, c);
        match (op, lt, rt) {
            (Bin::Add | Bin::Subtract, Ti::Matrix { columns, .. }, Ti::Matrix { .. }) => {
                let opc = if op == Bin::Add { Op::LLVMFAdd } else { Op::LLVMFSub };
                let mut out = l.get_type().const_zero();
                for c in 0..*columns as u32 {
                    let x = ops::binop(&self.b, opc, self.extract(l, c)?, self.extract(r, c)?);
                    out = self.insert(out, x, c)?;
                }
                Ok(out)
            }
            (Bin::Multiply, Ti::Matrix { columns, rows, .. }, Ti::Scalar(_))
            | (Bin::Multiply, Ti::Scalar(_), Ti::Matrix { columns, rows, .. }) => {
                let (m, s) = if matches!(lt, Ti::Matrix { .. }) {
                    (l, r)
                } else {
                    (r, l)
                };
                let sv = self.splat(s, *rows as u32)?;
                let mut out = m.get_type().const_zero();
                for c in 0..*columns as u32 {
                    let x = fmul(self, self.extract(m, c)?, sv);
                    out = self.insert(out, x, c)?;
                }
                Ok(out)
            }
            (Bin::Multiply, Ti::Matrix { columns, rows, .. }, Ti::Vector { .. }) => {
                // Sum of columns scaled by the vector's components.
                let mut acc: Option<BasicValueEnum> = None;
                for c in 0..*columns as u32 {
                    let k = self.splat(self.extract(r, c)?, *rows as u32)?;
                    let t = fmul(self, self.extract(l, c)?, k);
                    acc = Some(match acc {
                        Some(a) => fadd(self, a, t),
                        None => t,
                    });
                }
                acc.ok_or_else(|| ice("empty matrix"))
            }
            (Bin::Multiply, Ti::Vector { scalar, .. }, Ti::Matrix { columns, .. }) => {
                let mut out = self.vec_ty(*scalar, *columns as u32)?.const_zero();
                for c in 0..*columns as u32 {
                    let d = self.dot(l, self.extract(r, c)?)?;
                    out = self.insert(out, d, c)?;
                }
                Ok(out)
            }
            (
                Bin::Multiply,
                Ti::Matrix {
                    columns: k,
                    rows,
                    scalar,
                },
                Ti::Matrix { columns, .. },
            ) => {
                let out_ty = self.vec_ty(*scalar, *rows as u32)?.array_type(*columns as u32);
                let mut out = out_ty.const_zero().into();
                for j in 0..*columns as u32 {
                    let bcol = self.extract(r, j)?;
                    let mut acc: Option<BasicValueEnum> = None;
                    for i in 0..*k as u32 {
                        let s = self.splat(self.extract(bcol, i)?, *rows as u32)?;
                        let t = fmul(self, self.extract(l, i)?, s);
                        acc = Some(match acc {
                            Some(a) => fadd(self, a, t),
                            None => t,
                        });
                    }
                    out = self.insert(out, acc.ok_or_else(|| ice("empty matrix"))?, j)?;
                }
                Ok(out)
            }
            _ => Err(unsupported(format!(
                "the operator {op:?} on {} and {}",
                super::wgsl_type(self.ir, &lt),
                super::wgsl_type(self.ir, &rt)
            ))),
        }
    }

    /// Numeric conversions (`convert` = Some(width)) and bitcasts (`None`), WGSL semantics:
    /// float→int saturates (NaN → 0).
    fn convert(
        &mut self,
        v: BasicValueEnum<'ctx>,
        from: &Ti,
        to: &Ti,
        kind: K,
        convert: Option<u8>,
    ) -> Result<BasicValueEnum<'ctx>> {
        // A matrix (an array of column vectors) converts column by column: `mat2x2f(m)` of an
        // f16 or f64 matrix.
        if let (
            &Ti::Matrix {
                columns,
                rows,
                scalar: fs,
            },
            &Ti::Matrix { scalar: ts, .. },
        ) = (from, to)
        {
            let column = |scalar| Ti::Vector { size: rows, scalar };
            let mut out = self.vty_inner(to)?.const_zero();
            for c in 0..columns as u32 {
                let col = self.extract(v, c)?;
                let col = self.convert(col, &column(fs), &column(ts), kind, convert)?;
                out = self.insert(out, col, c)?;
            }
            return Ok(out);
        }
        let fs = scalar_of(from).ok_or_else(|| ice("conversion of a non-scalar"))?;
        let ts = scalar_of(to).ok_or_else(|| ice("conversion to a non-scalar"))?;
        let tty = self.vty_inner(to)?;
        let b = &self.b;
        if convert.is_none() {
            return Ok(ops::cast(b, Op::LLVMBitCast, v, tty));
        }
        debug_assert_eq!(ts.kind, kind);
        Ok(match (fs.kind, ts.kind) {
            (K::Bool, K::Bool) => v,
            (K::Bool, K::Float) => ops::cast(b, Op::LLVMUIToFP, v, tty),
            (K::Bool, _) => ops::cast(b, Op::LLVMZExt, v, tty),
            (K::Float, K::Bool) => ops::fcmp(b, FP::LLVMRealUNE, v, v.get_type().const_zero()),
            (_, K::Bool) => ops::icmp(b, IP::LLVMIntNE, v, v.get_type().const_zero()),
            (K::Float, K::Float) if fs.width == ts.width => v,
            (K::Float, K::Float) => ops::cast(
                b,
                if ts.width > fs.width {
                    Op::LLVMFPExt
                } else {
                    Op::LLVMFPTrunc
                },
                v,
                tty,
            ),
            (K::Float, K::Sint | K::Uint) => {
                // WGSL clamps to the integers exactly representable in the float type (i32(1e20)
                // is 2147483520, not 2^31 - 1); the saturating intrinsic does the rest (NaN → 0).
                let k = ts.width as i32 * 8 - if ts.kind == K::Sint { 1 } else { 0 };
                let mantissa = match fs.width {
                    2 => 11,
                    4 => 24,
                    _ => 53,
                };
                let hi = if mantissa >= k {
                    2f64.powi(k) - 1.0
                } else {
                    2f64.powi(k) - 2f64.powi(k - mantissa)
                };
                let hi = self.splat_like(v.get_type(), hi, 0)?;
                let over = ops::fcmp(b, FP::LLVMRealOGT, v, hi);
                let v = ops::select(b, over, hi, v);
                let name = if ts.kind == K::Sint {
                    "llvm.fptosi.sat"
                } else {
                    "llvm.fptoui.sat"
                };
                self.call_intr(name, &[tty, v.get_type()], &[v])?
            }
            (K::Sint, K::Float) => ops::cast(b, Op::LLVMSIToFP, v, tty),
            (K::Uint, K::Float) => ops::cast(b, Op::LLVMUIToFP, v, tty),
            (_, K::Sint | K::Uint) if fs.width == ts.width => v,
            (K::Sint, _) if ts.width > fs.width => ops::cast(b, Op::LLVMSExt, v, tty),
            (_, _) if ts.width > fs.width => ops::cast(b, Op::LLVMZExt, v, tty),
            (_, _) => ops::cast(b, Op::LLVMTrunc, v, tty),
        })
    }
}

fn rt_is_vector(t: &Ti) -> bool {
    matches!(t, Ti::Vector { .. })
}

fn scalar_bits(t: BasicTypeEnum) -> u32 {
    match t {
        BasicTypeEnum::IntType(i) => i.get_bit_width(),
        BasicTypeEnum::VectorType(v) => scalar_bits(v.get_element_type()),
        _ => 0,
    }
}

/// Whether `ty` is or holds a 3-lane vector (see `memory_image`).
fn has_three_lane_vector(ty: BasicTypeEnum<'_>) -> bool {
    match ty {
        BasicTypeEnum::VectorType(t) => t.get_size() == 3,
        BasicTypeEnum::ArrayType(t) => has_three_lane_vector(t.get_element_type()),
        BasicTypeEnum::StructType(t) => t.get_field_types_iter().any(has_three_lane_vector),
        _ => false,
    }
}

/// The type of `memory_image` of a value of type `ty`.
fn widened_type(ty: BasicTypeEnum<'_>) -> BasicTypeEnum<'_> {
    match ty {
        BasicTypeEnum::VectorType(t) if t.get_size() == 3 => match t.get_element_type() {
            BasicTypeEnum::IntType(e) => e.vec_type(4).into(),
            BasicTypeEnum::FloatType(e) => e.vec_type(4).into(),
            BasicTypeEnum::PointerType(e) => e.vec_type(4).into(),
            _ => ty,
        },
        BasicTypeEnum::ArrayType(t) => widened_type(t.get_element_type()).array_type(t.len()).into(),
        BasicTypeEnum::StructType(t) if has_three_lane_vector(ty) => {
            let fields: Vec<_> = t.get_field_types_iter().map(widened_type).collect();
            t.get_context().struct_type(&fields, t.is_packed()).into()
        }
        _ => ty,
    }
}

/// A constant array of `elem`s: inkwell builds one per element kind.
fn const_array<'ctx>(
    elem: BasicTypeEnum<'ctx>,
    vals: &[BasicValueEnum<'ctx>],
) -> Result<inkwell::values::ArrayValue<'ctx>> {
    macro_rules! typed {
        ($t:expr, $into:ident) => {
            $t.const_array(&vals.iter().map(|v| v.$into()).collect::<Vec<_>>())
        };
    }
    Ok(match elem {
        BasicTypeEnum::IntType(t) => typed!(t, into_int_value),
        BasicTypeEnum::FloatType(t) => typed!(t, into_float_value),
        BasicTypeEnum::VectorType(t) => typed!(t, into_vector_value),
        BasicTypeEnum::ArrayType(t) => typed!(t, into_array_value),
        BasicTypeEnum::StructType(t) => typed!(t, into_struct_value),
        BasicTypeEnum::PointerType(t) => typed!(t, into_pointer_value),
        BasicTypeEnum::ScalableVectorType(_) => return Err(ice("a constant array of scalable vectors")),
    })
}
