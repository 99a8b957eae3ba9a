//! Cooperative matrices (`enable wgpu_cooperative_matrix;`): `coop_mat8x8` / `coop_mat16x16` of
//! f16 or f32 in the roles A, B and C, `coopLoad[T]`, `coopStore[T]`, `coopMultiplyAdd`, and the
//! element-wise `+`, `-` and scalar `*`.
//!
//! The meaning, the same on every native target: every invocation holds the whole matrix, as an
//! array of SIMD vectors (the columns of an A or C matrix, the rows of a B matrix: see
//! `Shape::lines_are_rows`), so a value is whatever the subgroup's invocations computed alike
//! (WGSL makes every cooperative operation uniform). Where the operands are the same for the
//! whole workgroup, the CPU device computes each operation once per workgroup
//! (`exec/host_loop/uniform.rs`). Loads and stores
//! follow SPIR-V's layouts: element (row r, column c) at `pointer[c * stride + r]`, or
//! `pointer[r * stride + c]` for the `T` (row-major) forms. An element outside the array reads
//! zero and is not written, like every other access. `coopMultiplyAdd(a, b, c)` is
//! `d[r][c] = c[r][c] + Σk a[r][k] * b[k][c]` summed in order of k with one fused multiply-add
//! per step in f32 (f16 inputs are widened exactly; an f16 result is rounded once at the end).
//! The product is `columns × k` vector FMAs: C's column n gains A's column k times B(k, n).

use inkwell::types::BasicTypeEnum;
use inkwell::types::VectorType;
use inkwell::values::{BasicValue, BasicValueEnum, InstructionValue, IntValue, PointerValue, VectorValue};
use inkwell::IntPredicate;
use naga::{BinaryOperator as Bin, CooperativeData, Expression as E, Handle, TypeInner as Ti};

use super::{ice, unsupported, Fx, GPtr, Lowerer};
use crate::compiler::source::Tf32;
use crate::error::Result;

type ExprH = Handle<naga::Expression>;

/// A cooperative matrix type's shape, element and role.
#[derive(Clone, Copy)]
struct Shape {
    columns: u32,
    rows: u32,
    scalar: naga::Scalar,
    role: naga::CooperativeRole,
}

impl Shape {
    /// A value is an array of *lines*, each one SIMD vector: the columns of an A or C matrix
    /// (the multiply-add scales A's columns and adds them into C's), the rows of a B matrix
    /// (whose elements it reads one by one, row after row), so that row-major tiles of B, the
    /// common case, load without a transpose.
    fn lines_are_rows(self) -> bool {
        self.role == naga::CooperativeRole::B
    }

    /// How many lines, and how long each is.
    fn lines(self) -> (u32, u32) {
        if self.lines_are_rows() {
            (self.rows, self.columns)
        } else {
            (self.columns, self.rows)
        }
    }

    /// (row, column) of lane `j` of line `l`.
    fn element(self, l: u32, j: u32) -> (u32, u32) {
        if self.lines_are_rows() {
            (l, j)
        } else {
            (j, l)
        }
    }
}

/// Gives a load or store the alignment of its scalar (arrays of scalars are packed).
fn set_alignment(access: Option<InstructionValue<'_>>, width: u8) -> Result<()> {
    match access {
        Some(i) => i.set_alignment(u32::from(width)).map_err(|e| ice(e.to_string())),
        None => Ok(()),
    }
}

fn shape(inner: &Ti) -> Result<Shape> {
    match *inner {
        // naga's shapes are square (8×8, 16×16), so both layouts have the same LLVM type.
        Ti::CooperativeMatrix {
            columns,
            rows,
            scalar,
            role,
        } if columns == rows => Ok(Shape {
            columns: columns as u32,
            rows: rows as u32,
            scalar,
            role,
        }),
        ref other => Err(ice(format!("{other:?} is not a cooperative matrix"))),
    }
}

/// Where a load or store goes: the array the pointer points into, the element index, the
/// array's element count and stride, and the tile's stride (in elements) and layout.
struct Target<'ctx> {
    array: GPtr<'ctx>,
    index: IntValue<'ctx>,
    count: IntValue<'ctx>,
    stride_bytes: u64,
    stride: IntValue<'ctx>,
    row_major: bool,
    /// The array is `var<workgroup>` memory.
    workgroup: bool,
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// `coopLoad` / `coopLoadT`.
    pub(super) fn coop_load(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        e: ExprH,
        data: &CooperativeData,
    ) -> Result<BasicValueEnum<'ctx>> {
        let sh = shape(self.ety(fx, e))?;
        let ty = self.vty_inner(&self.ety(fx, e).clone())?;
        let t = self.coop_target(fx, data, "coopLoad")?;
        if let Some(tc) = self.tensor_cores() {
            let v = self.guarded(fx, t.array.ok, Some(ty), |s| {
                let width = u64::from(sh.scalar.width);
                if !(t.workgroup
                    && tc.has_workgroup_loads()
                    && sh.scalar.kind == naga::ScalarKind::Float
                    && t.stride_bytes == width)
                {
                    return s.fragment_load(tc, &t, sh, ty).map(Some);
                }
                // A whole tile whose lines start on 16 bytes (the pointer's index and the
                // stride multiples of 8 halves or 4 floats): the target's loads; else element
                // by element.
                let inside = s.coop_tile_inside(&t, sh)?;
                let low = s.b.build_or(t.index, t.stride, "")?;
                let low = s.b.build_and(low, s.i64(16 / width - 1), "")?;
                let aligned = s.b.build_int_compare(IntPredicate::EQ, low, s.i64(0), "")?;
                let fast = s.b.build_and(inside, aligned, "")?;
                let whole = s.guarded(fx, Some(fast), Some(ty), |s| {
                    let target = s.gpu_target.ok_or_else(|| ice("tensor cores on the host"))?;
                    let lane = target.lane_id(s)?;
                    let mut address = |r, c| {
                        let (_, at) = s.coop_element(&t, (r, c))?;
                        s.gep_bytes(t.array.p, s.b.build_int_mul(at, s.i64(width), "")?)
                    };
                    let pitch = s.b.build_int_mul(t.stride, s.i64(width), "")?;
                    match tc.load_from_workgroup(s, sh.role, t.row_major, lane, pitch, &mut address)? {
                        Some(v) => Ok(Some(v.into())),
                        None => s.fragment_load(tc, &t, sh, ty).map(Some),
                    }
                })?;
                let slow = s.b.build_not(fast, "")?;
                let parts = s.guarded(fx, Some(slow), Some(ty), |s| s.fragment_load(tc, &t, sh, ty).map(Some))?;
                match (whole, parts) {
                    (Some(w), Some(p)) => Ok(Some(s.b.build_select(fast, w, p, "")?)),
                    _ => Err(ice("coopLoad produced nothing")),
                }
            })?;
            return v.ok_or_else(|| ice("coopLoad produced nothing"));
        }
        let contiguous = t.stride_bytes == u64::from(sh.scalar.width);
        let v = self.guarded(fx, t.array.ok, Some(ty), |s| {
            if !contiguous {
                return s.coop_load_elements(&t, sh, ty).map(Some);
            }
            if s.gpu_target.is_none() {
                // The host: one masked vector load per line in memory (elements outside the
                // array read zero), which AVX-512 does in one instruction.
                return s.coop_load_lines(&t, sh, ty, true).map(Some);
            }
            // A GPU (the exact loops): the whole tile inside the array (the common case) as one
            // vector load per line, else element by element.
            let inside = s.coop_tile_inside(&t, sh)?;
            let whole = s.guarded(fx, Some(inside), Some(ty), |s| {
                s.coop_load_lines(&t, sh, ty, false).map(Some)
            })?;
            let outside = s.b.build_not(inside, "")?;
            let parts = s.guarded(fx, Some(outside), Some(ty), |s| {
                s.coop_load_elements(&t, sh, ty).map(Some)
            })?;
            match (whole, parts) {
                (Some(w), Some(p)) => Ok(Some(s.b.build_select(inside, w, p, "")?)),
                _ => Err(ice("coopLoad produced nothing")),
            }
        })?;
        v.ok_or_else(|| ice("coopLoad produced nothing"))
    }

    /// A tile element by element, each checked: elements outside the array read zero.
    fn coop_load_elements(&self, t: &Target<'ctx>, sh: Shape, ty: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let (lines, len) = sh.lines();
        let mut out = ty.const_zero();
        for l in 0..lines {
            let mut line = self.vec_ty(sh.scalar, len)?.const_zero();
            for j in 0..len {
                let x = self.coop_load_element(t, self.constant_element(sh.element(l, j)), sh)?;
                line = self.insert(line, x, j)?;
            }
            out = self.insert(out, line, l)?;
        }
        Ok(out)
    }

    /// Whether every element of the tile lies inside the array: its first element does, and
    /// so does its last, at the largest offset (the stride is a u32 and a tile has at most 16
    /// lines, so the offsets cannot overflow).
    fn coop_tile_inside(&self, t: &Target<'ctx>, sh: Shape) -> Result<IntValue<'ctx>> {
        Ok(self
            .coop_element(t, self.constant_element((sh.rows - 1, sh.columns - 1)))?
            .0)
    }

    /// Line `l` of the tile in memory (a column, or a row for the `T` forms): its address, and
    /// which of its elements lie inside the array (the pointer's own index must too).
    fn coop_memory_line(&self, t: &Target<'ctx>, sh: Shape, l: u32) -> Result<(PointerValue<'ctx>, VectorValue<'ctx>)> {
        let len = sh.lines().1;
        let off = self.b.build_int_mul(t.stride, self.i64(u64::from(l)), "")?;
        let at = self.b.build_int_add(t.index, off, "")?;
        let bytes = self.b.build_int_mul(at, self.i64(t.stride_bytes), "")?;
        let p = self.gep_bytes(t.array.p, bytes)?;
        let lanes: Vec<IntValue<'ctx>> = (0..len).map(|j| self.i64(u64::from(j))).collect();
        let first = self.splat(at.into(), len)?.into_vector_value();
        let each = self.b.build_int_add(first, VectorType::const_vector(&lanes), "")?;
        let count = self.splat(t.count.into(), len)?.into_vector_value();
        let inside = self.b.build_int_compare(IntPredicate::ULT, each, count, "")?;
        let base_ok = self.b.build_int_compare(IntPredicate::ULT, t.index, t.count, "")?;
        let base_ok = self.splat(base_ok.into(), len)?.into_vector_value();
        Ok((p, self.b.build_and(inside, base_ok, "")?))
    }

    /// Each line in memory (a column, or a row for the `T` forms) as one vector load: `masked`,
    /// elements outside the array read zero and are not touched; else the tile must be inside.
    fn coop_load_lines(
        &self,
        t: &Target<'ctx>,
        sh: Shape,
        ty: BasicTypeEnum<'ctx>,
        masked: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        // The memory's lines (rows when row-major), then as many shuffles as it takes to
        // make them the value's lines.
        let (lines, len) = sh.lines();
        let value_line_ty: BasicTypeEnum = self.vec_ty(sh.scalar, len)?;
        let line_ty = self.line_bits_ty(sh, len)?;
        let align = self.cx.i32_type().const_int(u64::from(sh.scalar.width), false);
        let mut loaded: Vec<BasicValueEnum<'ctx>> = Vec::with_capacity(lines as usize);
        for l in 0..lines {
            let (p, mask) = self.coop_memory_line(t, sh, l)?;
            let v = if masked {
                self.call_intr(
                    "llvm.masked.load",
                    &[line_ty, p.get_type().into()],
                    &[p.into(), align.into(), mask.into(), line_ty.const_zero()],
                )?
            } else {
                let v = self.b.build_load(line_ty, p, "")?;
                set_alignment(v.as_instruction_value(), sh.scalar.width)?;
                v
            };
            loaded.push(v);
        }
        if t.row_major != sh.lines_are_rows() {
            loaded = self.transpose(loaded)?;
        }
        let mut out = ty.const_zero();
        for (c, col) in loaded.into_iter().enumerate() {
            let col = self.b.build_bit_cast(col, value_line_ty, "")?;
            out = self.insert(out, col, c as u32)?;
        }
        Ok(out)
    }

    /// The type a line of `len` elements is moved as (loaded, shuffled, stored): its own vector
    /// type, but 16-bit floats as `i16` lanes on the host. Only bits move, and LLVM's x86
    /// backend takes three times as long over masked loads of bfloat16 vectors (10 s for one
    /// tensor-core kernel) as over the same of integers.
    fn line_bits_ty(&self, sh: Shape, len: u32) -> Result<BasicTypeEnum<'ctx>> {
        let half = sh.scalar.kind == naga::ScalarKind::Float && sh.scalar.width == 2;
        Ok(if half && self.gpu_target.is_none() {
            self.cx.i16_type().vec_type(len).into()
        } else {
            self.vec_ty(sh.scalar, len)?
        })
    }

    /// The transpose of a square matrix given as `n` vectors of `n` lanes (`n` a power of two):
    /// the lines of one layout become the lines of the other. Block by block: at block size `b`
    /// (n/2, n/4, … 1), lines `i` and `i + b` trade their off-diagonal `b`-wide blocks, which is
    /// two shuffles per pair of lines, `n log2 n` shuffles in all.
    fn transpose(&self, mut lines: Vec<BasicValueEnum<'ctx>>) -> Result<Vec<BasicValueEnum<'ctx>>> {
        let n = lines.len();
        if !n.is_power_of_two()
            || lines
                .iter()
                .any(|l| l.into_vector_value().get_type().get_size() as usize != n)
        {
            return Err(ice(format!("transpose of {n} lines that do not make a square")));
        }
        let mask = |f: &dyn Fn(usize) -> usize| {
            let lanes: Vec<_> = (0..n).map(|j| self.i32(f(j) as u64)).collect();
            inkwell::types::VectorType::const_vector(&lanes)
        };
        let mut b = n / 2;
        while b > 0 {
            // Lane j of the first line keeps its own lane where (j & b) == 0, else takes the
            // second line's lane j − b; the second line takes the first's lane j + b, or keeps its own.
            let upper = mask(&|j| if j & b == 0 { j } else { n + j - b });
            let lower = mask(&|j| if j & b == 0 { j + b } else { n + j });
            for i in (0..n).filter(|i| i & b == 0) {
                let (x, y) = (lines[i].into_vector_value(), lines[i + b].into_vector_value());
                lines[i] = self.b.build_shuffle_vector(x, y, upper, "")?.into();
                lines[i + b] = self.b.build_shuffle_vector(x, y, lower, "")?.into();
            }
            b /= 2;
        }
        Ok(lines)
    }

    /// `coopStore` / `coopStoreT`.
    pub(super) fn coop_store(&mut self, fx: &mut Fx<'a, 'ctx>, target: ExprH, data: &CooperativeData) -> Result<()> {
        let sh = shape(self.ety(fx, target))?;
        let value = self.value(fx, target)?;
        let t = self.coop_target(fx, data, "coopStore")?;
        if let Some(tc) = self.tensor_cores() {
            self.guarded(fx, t.array.ok, None, |s| {
                s.fragment_store(fx, tc, &t, sh, value)?;
                Ok(None)
            })?;
            return Ok(());
        }
        let contiguous = t.stride_bytes == u64::from(sh.scalar.width);
        self.guarded(fx, t.array.ok, None, |s| {
            let (lines, len) = sh.lines();
            if contiguous && s.gpu_target.is_none() {
                // The host: the value's lines as the memory's, each one masked vector store.
                let bits_ty = s.line_bits_ty(sh, len)?;
                let mut values: Vec<BasicValueEnum<'ctx>> = (0..lines)
                    .map(|l| Ok(s.b.build_bit_cast(s.extract(value, l)?, bits_ty, "")?))
                    .collect::<Result<_>>()?;
                if t.row_major != sh.lines_are_rows() {
                    values = s.transpose(values)?;
                }
                let align = s.cx.i32_type().const_int(u64::from(sh.scalar.width), false);
                for (l, v) in values.into_iter().enumerate() {
                    let (p, mask) = s.coop_memory_line(&t, sh, l as u32)?;
                    let f = s.intrinsic("llvm.masked.store", &[v.get_type(), p.get_type().into()])?;
                    s.b.build_call(f, &[v.into(), p.into(), align.into(), mask.into()], "")?;
                }
                return Ok(None);
            }
            for l in 0..lines {
                let line = s.extract(value, l)?;
                for j in 0..len {
                    let x = s.extract(line, j)?;
                    s.coop_store_element(fx, &t, s.constant_element(sh.element(l, j)), sh, x)?;
                }
            }
            Ok(None)
        })?;
        Ok(())
    }

    /// `coopMultiplyAdd(a, b, c)`.
    pub(super) fn coop_multiply_add(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        a: ExprH,
        b: ExprH,
        c: ExprH,
    ) -> Result<BasicValueEnum<'ctx>> {
        let (sa, sb, sc) = (
            shape(self.ety(fx, a))?,
            shape(self.ety(fx, b))?,
            shape(self.ety(fx, c))?,
        );
        // A is M×K, B K×N, C M×N (the front end checked it: naga checks only the roles).
        if sa.columns != sb.rows || sa.rows != sc.rows || sb.columns != sc.columns {
            return Err(ice(
                "coopMultiplyAdd with shapes that do not chain passed the front end",
            ));
        }
        let (va, vb, vc) = (self.value(fx, a)?, self.value(fx, b)?, self.value(fx, c)?);
        if let Some(tc) = self.tensor_cores() {
            let d = tc.multiply_add(
                self,
                va.into_vector_value(),
                vb.into_vector_value(),
                vc.into_vector_value(),
            )?;
            return Ok(d.into());
        }
        let f32s = naga::Scalar::F32;
        let widen = |s: &Self, v: BasicValueEnum<'ctx>, n: u32| -> Result<BasicValueEnum<'ctx>> {
            let to: BasicTypeEnum = s.vec_ty(f32s, n)?;
            Ok(if v.get_type() == to {
                v
            } else {
                s.b.build_float_ext(v.into_vector_value(), to.into_vector_type(), "")?
                    .into()
            })
        };
        // A's and C's lines are columns, B's rows (`Shape::lines_are_rows`).
        // With `allow_tf32`, f32 A and B are rounded to TF32 as the tensor cores take them.
        let operand =
            |s: &Self, v: BasicValueEnum<'ctx>, scalar: naga::Scalar, n: u32| -> Result<BasicValueEnum<'ctx>> {
                let wide = widen(s, v, n)?;
                if scalar == f32s {
                    Ok(s.tf32_operand(wide.into_vector_value())?.into())
                } else {
                    Ok(wide)
                }
            };
        let m = sa.rows;
        let a_cols = (0..sa.columns)
            .map(|k| operand(self, self.extract(va, k)?, sa.scalar, m))
            .collect::<Result<Vec<_>>>()?;
        let b_rows = (0..sb.rows)
            .map(|k| operand(self, self.extract(vb, k)?, sb.scalar, sb.columns))
            .collect::<Result<Vec<_>>>()?;
        let out_ty = self.vty_inner(&self.ety(fx, c).clone())?;
        let mut out = out_ty.const_zero();
        for n in 0..sc.columns {
            let mut acc = widen(self, self.extract(vc, n)?, m)?;
            for (a_col, b_row) in a_cols.iter().zip(&b_rows) {
                let bkn = self.splat(self.extract(*b_row, n)?, m)?;
                acc = self.call_intr("llvm.fma", &[acc.get_type()], &[*a_col, bkn, acc])?;
            }
            if sc.scalar != f32s {
                let to = self.vec_ty(sc.scalar, m)?.into_vector_type();
                acc = self.b.build_float_trunc(acc.into_vector_value(), to, "")?.into();
            }
            out = self.insert(out, acc, n)?;
        }
        Ok(out)
    }

    /// `a + b`, `a - b` of two cooperative matrices, and a cooperative matrix times a scalar.
    pub(super) fn coop_binary(
        &mut self,
        op: Bin,
        lt: &Ti,
        rt: &Ti,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let (m, scale) = match (lt, rt) {
            (Ti::CooperativeMatrix { .. }, Ti::Scalar(_)) => (l, Some(r)),
            (Ti::Scalar(_), Ti::CooperativeMatrix { .. }) => (r, Some(l)),
            _ => (l, None),
        };
        let sh = shape(if matches!(lt, Ti::CooperativeMatrix { .. }) {
            lt
        } else {
            rt
        })?;
        if !matches!((op, scale), (Bin::Add | Bin::Subtract, None) | (Bin::Multiply, Some(_))) {
            return Err(unsupported(format!("the operator {op:?} on cooperative matrices")));
        }
        if self.tensor_fragments.is_some() {
            // Fragments of the same role: lane by lane.
            let x = m.into_vector_value();
            let y = match scale {
                Some(s) => self.splat(s, x.get_type().get_size())?.into_vector_value(),
                None => r.into_vector_value(),
            };
            return Ok(match op {
                Bin::Add => self.b.build_float_add(x, y, "")?.into(),
                Bin::Subtract => self.b.build_float_sub(x, y, "")?.into(),
                _ => self.b.build_float_mul(x, y, "")?.into(),
            });
        }
        // Both operands have the same role, so the same lines.
        let (lines, len) = sh.lines();
        let splat = match scale {
            Some(s) => Some(self.splat(s, len)?),
            None => None,
        };
        let mut out = m.get_type().const_zero();
        for c in 0..lines {
            let x = self.extract(m, c)?.into_vector_value();
            let y = match splat {
                Some(s) => s.into_vector_value(),
                None => self.extract(r, c)?.into_vector_value(),
            };
            let v: BasicValueEnum = match op {
                Bin::Add => self.b.build_float_add(x, y, "")?.into(),
                Bin::Subtract => self.b.build_float_sub(x, y, "")?.into(),
                _ => self.b.build_float_mul(x, y, "")?.into(),
            };
            out = self.insert(out, v, c)?;
        }
        Ok(out)
    }

    /// The array a cooperative load or store's pointer points into (`&tile[i]`, `&buf.data[i]`).
    fn coop_target(&mut self, fx: &mut Fx<'a, 'ctx>, data: &CooperativeData, what: &str) -> Result<Target<'ctx>> {
        let pointer = data.pointer;
        let refuse = || {
            unsupported(format!(
                "{what} through a pointer that is not to an element of an array; write `&array[i]`"
            ))
        };
        let (base, index) = match fx.func.expressions[pointer] {
            E::Access { base, index } => (base, Ok(index)),
            E::AccessIndex { base, index } => (base, Err(index)),
            _ => return Err(refuse()),
        };
        if !self.is_pointer_expr(fx, base) {
            return Err(refuse());
        }
        let workgroup = matches!(
            *self.ety(fx, base),
            Ti::Pointer {
                space: naga::AddressSpace::WorkGroup,
                ..
            }
        );
        let array = self.expr(fx, base)?.p()?;
        let (stride_bytes, count, element) = match self.pointee(fx, base)? {
            Ti::Array {
                stride,
                size: naga::ArraySize::Constant(n),
                base,
            } => (u64::from(stride), self.i64(u64::from(n.get())), base),
            Ti::Array {
                stride,
                size: naga::ArraySize::Dynamic,
                base,
            } => {
                let n = self.runtime_len(array, u64::from(stride))?;
                (
                    u64::from(stride),
                    self.b.build_int_z_extend(n, self.cx.i64_type(), "")?,
                    base,
                )
            }
            _ => return Err(refuse()),
        };
        let index = match index {
            Ok(e) => {
                let v = self.value(fx, e)?;
                self.index64(fx, e, v)?
            }
            Err(constant) => self.i64(u64::from(constant)),
        };
        // An array of vectors (or of `mat2x4<f16>`) is read as the array of their scalars:
        // `&tile[i]` points at scalar `lanes · i` (tiles of `mat2x4<f16>` move 16 bytes at a
        // time and still load as matrices of f16).
        let (index, count, stride_bytes) = match self.ir.types[element].inner {
            // Columns of four 2-byte scalars have no padding: a `mat2x4<f16>` is 8 halves.
            Ti::Vector { size, scalar }
            | Ti::Matrix {
                columns: naga::VectorSize::Bi,
                rows: size @ naga::VectorSize::Quad,
                scalar,
            } => {
                let columns = match self.ir.types[element].inner {
                    Ti::Matrix { .. } => 2,
                    _ => 1,
                };
                let lanes = self.i64(columns * size as u64);
                (
                    self.b.build_int_mul(index, lanes, "")?,
                    self.b.build_int_mul(count, lanes, "")?,
                    u64::from(scalar.width),
                )
            }
            _ => (index, count, stride_bytes),
        };
        Ok(Target {
            array,
            index,
            count,
            stride_bytes,
            stride: self.coop_stride(fx, data.stride)?,
            row_major: data.row_major,
            workgroup,
        })
    }

    /// The stride operand as an i64 count of elements.
    fn coop_stride(&mut self, fx: &mut Fx<'a, 'ctx>, stride: ExprH) -> Result<IntValue<'ctx>> {
        let v = self.value(fx, stride)?.into_int_value();
        Ok(self.b.build_int_z_extend_or_bit_cast(v, self.cx.i64_type(), "")?)
    }

    /// Element (`r`, `c`)'s index in the target array, and whether it is inside: the pointer's
    /// own index must be (then the sum cannot overflow), and so must the element's.
    fn coop_element(
        &self,
        t: &Target<'ctx>,
        (r, c): (IntValue<'ctx>, IntValue<'ctx>),
    ) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let (major, minor) = if t.row_major { (r, c) } else { (c, r) };
        let off = self.b.build_int_mul(t.stride, major, "")?;
        let off = self.b.build_int_add(off, minor, "")?;
        let at = self.b.build_int_add(t.index, off, "")?;
        let base_ok = self.b.build_int_compare(IntPredicate::ULT, t.index, t.count, "")?;
        let elem_ok = self.b.build_int_compare(IntPredicate::ULT, at, t.count, "")?;
        Ok((self.b.build_and(base_ok, elem_ok, "")?, at))
    }

    /// (row, column) known at compile time, as the i64 values `coop_element` takes.
    fn constant_element(&self, (r, c): (u32, u32)) -> (IntValue<'ctx>, IntValue<'ctx>) {
        (self.i64(u64::from(r)), self.i64(u64::from(c)))
    }

    /// Element (`r`, `c`) of a tile; zero outside the array.
    fn coop_load_element(
        &self,
        t: &Target<'ctx>,
        rc: (IntValue<'ctx>, IntValue<'ctx>),
        sh: Shape,
    ) -> Result<BasicValueEnum<'ctx>> {
        let elem = self.scalar_ty(sh.scalar)?;
        let (ok, at) = self.coop_element(t, rc)?;
        // In range: the element; out of range: element 0 of the array (which every array
        // has), then zero.
        let safe = self.b.build_select(ok, at, self.i64(0), "")?.into_int_value();
        let off = self.b.build_int_mul(safe, self.i64(t.stride_bytes), "")?;
        let p = self.gep_bytes(t.array.p, off)?;
        let x = self.b.build_load(elem, p, "")?;
        set_alignment(x.as_instruction_value(), sh.scalar.width)?;
        Ok(self.b.build_select(ok, x, elem.const_zero(), "")?)
    }

    /// Stores `x` as element (`r`, `c`) of a tile, unless it is outside the array.
    fn coop_store_element(
        &mut self,
        fx: &Fx<'a, 'ctx>,
        t: &Target<'ctx>,
        rc: (IntValue<'ctx>, IntValue<'ctx>),
        sh: Shape,
        x: BasicValueEnum<'ctx>,
    ) -> Result<()> {
        let (ok, at) = self.coop_element(t, rc)?;
        self.guarded(fx, Some(ok), None, |s| {
            let off = s.b.build_int_mul(at, s.i64(t.stride_bytes), "")?;
            let p = s.gep_bytes(t.array.p, off)?;
            set_alignment(Some(s.b.build_store(p, x)?), sh.scalar.width)?;
            Ok(None)
        })?;
        Ok(())
    }
}

// ------------------------------------------------------------ tensor cores

/// Whether tensor cores take `inner`: 16×16 matrices, A and B of `ab`, C of f32.
fn tensor_core_type(inner: &Ti, ab: naga::Scalar) -> bool {
    use naga::CooperativeRole as R;
    matches!(
        *inner,
        Ti::CooperativeMatrix {
            columns: naga::CooperativeSize::Sixteen,
            rows: naga::CooperativeSize::Sixteen,
            scalar,
            role,
        } if scalar == if role == R::C { naga::Scalar::F32 } else { ab }
    )
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// The tensor cores GPU entry point `index` (workgroups of `wg`) keeps its cooperative
    /// matrices on, if any: the target has them for the kernel's A and B (f16 A and B, or f32
    /// ones with `KernelSource::allow_tf32` on TF32 tensor cores); every cooperative operand is
    /// the same for all lanes of each wave (all of which must take part: a tile per wave,
    /// indexed by `local_invocation_index / (multiple of the wave size)` or `subgroup_id`,
    /// qualifies); the workgroup is whole subgroups; and every cooperative type in the module
    /// is one the tensor cores take, used by the entry point only (helper functions keep the
    /// exact form).
    pub(super) fn tensor_core_kernel(&self, index: usize, wg: [u32; 3]) -> Option<&'a dyn super::TensorCores> {
        let target = self.gpu_target?;
        if wg.iter().product::<u32>() % target.wave_size() != 0 {
            return None;
        }
        let types = &self.ir.types;
        let is_coop = |inner: &Ti| matches!(inner, Ti::CooperativeMatrix { .. });
        // A loaded matrix's type is the buffer's element type and need not be in the arena
        // (`coopLoad` of f32 data): every expression's type must qualify too.
        let entry_info = self.info.get_entry_point(index);
        let entry_exprs = &self.ir.entry_points[index].function.expressions;
        let all_of = |ab: naga::Scalar| {
            types
                .iter()
                .filter(|(_, t)| is_coop(&t.inner))
                .all(|(_, t)| tensor_core_type(&t.inner, ab))
                && entry_exprs.iter().all(|(e, _)| {
                    let inner = entry_info[e].ty.inner_with(types);
                    !is_coop(inner) || tensor_core_type(inner, ab)
                })
        };
        let tc = if all_of(naga::Scalar::F16) {
            target
                .tensor_cores()
                .filter(|tc| !self.bfloat16_halves || tc.takes_bf16())?
        } else if self.tf32 != Tf32::Off && all_of(naga::Scalar::F32) {
            target.tf32_tensor_cores()?
        } else {
            return None;
        };
        let helpers_free = self.ir.functions.iter().all(|(h, f)| {
            let info = &self.info[h];
            f.expressions
                .iter()
                .all(|(e, _)| !is_coop(info[e].ty.inner_with(types)))
                && f.local_variables.iter().all(|(_, l)| !is_coop(&types[l.ty].inner))
        });
        let globals_free = self
            .ir
            .global_variables
            .iter()
            .all(|(_, g)| !is_coop(&types[g.ty].inner));
        let func = &self.ir.entry_points[index].function;
        let uniform = crate::compiler::uniformity::uniform_cooperative_expressions(
            self.ir,
            func,
            self.info.get_entry_point(index),
            Some(target.wave_size()),
        )
        .is_some();
        (helpers_free && globals_free && uniform).then_some(tc)
    }

    /// The target's tensor cores when this kernel uses them.
    fn tensor_cores(&self) -> Option<&'a dyn super::TensorCores> {
        self.tensor_fragments
    }

    /// A lane's fragment of a matrix in `role`: `<n x half>` or `<n x float>`.
    pub(super) fn fragment_ty(&self, role: naga::CooperativeRole, scalar: naga::Scalar) -> Result<BasicTypeEnum<'ctx>> {
        let tc = self
            .tensor_fragments
            .ok_or_else(|| ice("tensor-core fragments in a kernel without tensor cores"))?;
        self.vec_ty(scalar, tc.fragment_len(role))
    }

    /// An f32 operand `v` of a cooperative multiply-add as the product takes it: rounded to
    /// TF32 with `KernelSource::allow_tf32`, as it is otherwise (exact, or already rounded by
    /// the kernel with `tf32_operands`). Every target's multiply-add asks this one place.
    pub(crate) fn tf32_operand(&self, v: VectorValue<'ctx>) -> Result<VectorValue<'ctx>> {
        match self.tf32 {
            Tf32::Round => self.round_to_tf32(v),
            Tf32::Off | Tf32::Given => Ok(v),
        }
    }

    /// `v` (f32 lanes) rounded to TF32 (`KernelSource::allow_tf32`), in plain integer
    /// arithmetic on every target so that each computes the same bits: what NVIDIA's
    /// `cvt.rna.tf32.f32` does (ptxas's own sequence for it on sm_80 and sm_90, three
    /// instructions: a finite value gains half a unit of TF32's last place, 2¹² in f32's
    /// bits, then the 13 low bits are cleared). LLVM merges the rounding of a fragment used by
    /// several multiply-adds into one.
    fn round_to_tf32(&self, v: VectorValue<'ctx>) -> Result<VectorValue<'ctx>> {
        let n = v.get_type().get_size();
        let i32v = self.cx.i32_type().vec_type(n);
        let splat = |x: u64| -> Result<VectorValue<'ctx>> {
            Ok(self
                .splat(self.cx.i32_type().const_int(x, false).into(), n)?
                .into_vector_value())
        };
        let bits = self.b.build_bit_cast(v, i32v, "")?.into_vector_value();
        let magnitude = self.call_intr("llvm.fabs", &[v.get_type().into()], &[v.into()])?;
        let inf = self.splat(self.cx.f32_type().const_float(f64::INFINITY).into(), n)?;
        let finite = self.b.build_float_compare(
            inkwell::FloatPredicate::OLT,
            magnitude.into_vector_value(),
            inf.into_vector_value(),
            "",
        )?;
        let up = self.b.build_int_add(bits, splat(0x1000)?, "")?;
        let rounded = self.b.build_select(finite, up, bits, "")?.into_vector_value();
        let cleared = self.b.build_and(rounded, splat(0xffff_e000)?, "")?;
        Ok(self.b.build_bit_cast(cleared, v.get_type(), "")?.into_vector_value())
    }

    /// Row and column of fragment element `i` of this lane, from a table over the lanes (the
    /// target's layout, built once per module).
    fn fragment_element(
        &self,
        tc: &dyn super::TensorCores,
        role: naga::CooperativeRole,
        i: u32,
    ) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let target = self.gpu_target.ok_or_else(|| ice("tensor cores on the host"))?;
        let lanes = target.wave_size();
        let name = format!("anygpu.fragment.{role:?}.{i}");
        let table = match self.m.get_global(&name) {
            Some(g) => g,
            None => {
                let i16t = self.cx.i16_type();
                let entries: Vec<_> = (0..lanes)
                    .map(|lane| {
                        let (r, c) = tc.element(role, lane, i);
                        i16t.const_int(u64::from(r << 8 | c), false)
                    })
                    .collect();
                let ty = i16t.array_type(lanes);
                let g = self.m.add_global(ty, Some(target.constant_data_space()), &name);
                g.set_initializer(&i16t.const_array(&entries));
                g.set_constant(true);
                g.set_linkage(inkwell::module::Linkage::Private);
                g
            }
        };
        let lane = target.lane_id(self)?;
        let lane = self.b.build_int_z_extend(lane, self.cx.i64_type(), "")?;
        let p = self.gep_bytes(table.as_pointer_value(), self.b.build_int_mul(lane, self.i64(2), "")?)?;
        let packed = self.b.build_load(self.cx.i16_type(), p, "")?.into_int_value();
        let packed = self.b.build_int_z_extend(packed, self.cx.i64_type(), "")?;
        let row = self.b.build_right_shift(packed, self.i64(8), false, "")?;
        let col = self.b.build_and(packed, self.i64(0xff), "")?;
        Ok((row, col))
    }

    /// This lane's fragment of a tile: each element checked, outside elements zero.
    fn fragment_load(
        &self,
        tc: &dyn super::TensorCores,
        t: &Target<'ctx>,
        sh: Shape,
        ty: BasicTypeEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let mut out = ty.const_zero();
        for i in 0..tc.fragment_len(sh.role) {
            let x = self.coop_load_element(t, self.fragment_element(tc, sh.role, i)?, sh)?;
            out = self.insert(out, x, i)?;
        }
        Ok(out)
    }

    /// Stores this lane's fragment: elements outside the array are not written.
    fn fragment_store(
        &mut self,
        fx: &Fx<'a, 'ctx>,
        tc: &dyn super::TensorCores,
        t: &Target<'ctx>,
        sh: Shape,
        value: BasicValueEnum<'ctx>,
    ) -> Result<()> {
        for i in 0..tc.fragment_len(sh.role) {
            let rc = self.fragment_element(tc, sh.role, i)?;
            let x = self.extract(value, i)?;
            self.coop_store_element(fx, t, rc, sh, x)?;
        }
        Ok(())
    }
}
