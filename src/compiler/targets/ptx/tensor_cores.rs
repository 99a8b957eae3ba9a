//! Cooperative matrices on NVIDIA tensor cores: `mma.sync` fragments.

use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FloatValue, IntValue, PointerValue, VectorValue,
};

use crate::compiler::lower::{ice, Lowerer, TensorCores, WarpgroupInputs, WarpgroupOperand};
use crate::error::Result;

/// The 32-bit shared-memory address (`.shared` state space) of `p`, a pointer into workgroup
/// memory in whichever LLVM address space (a generic pointer is cast back: truncating a
/// generic address would not give the shared one).
pub(super) fn shared_address<'ctx>(lw: &Lowerer<'_, 'ctx>, p: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
    let shared_space = inkwell::AddressSpace::from(3u16);
    let p = if p.get_type().get_address_space() == shared_space {
        p
    } else {
        lw.b.build_address_space_cast(p, lw.cx.ptr_type(shared_space), "")?
    };
    Ok(lw.b.build_ptr_to_int(p, lw.cx.i32_type(), "")?)
}

/// Calls `asm` (an instruction the whole warp, or warpgroup, executes together, returning a
/// struct of `n` registers) and returns the `n`. Marked convergent: LLVM must not move it into
/// or out of branches.
fn convergent_call<'ctx>(
    lw: &Lowerer<'_, 'ctx>,
    fty: inkwell::types::FunctionType<'ctx>,
    asm: PointerValue<'ctx>,
    args: &[BasicMetadataValueEnum<'ctx>],
    n: u32,
    what: &str,
) -> Result<Vec<BasicValueEnum<'ctx>>> {
    let call = lw.b.build_indirect_call(fty, asm, args, "")?;
    let convergent = inkwell::attributes::Attribute::get_named_enum_kind_id("convergent");
    call.add_attribute(
        inkwell::attributes::AttributeLoc::Function,
        lw.cx.create_enum_attribute(convergent, 0),
    );
    let r = call
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| ice(format!("{what} returned nothing")))?
        .into_struct_value();
    (0..n).map(|j| Ok(lw.b.build_extract_value(r, j, "")?)).collect()
}

/// [`convergent_call`] of a warp instruction returning four registers.
fn warp_call<'ctx>(
    lw: &Lowerer<'_, 'ctx>,
    fty: inkwell::types::FunctionType<'ctx>,
    asm: PointerValue<'ctx>,
    args: &[BasicMetadataValueEnum<'ctx>],
    what: &str,
) -> Result<Vec<BasicValueEnum<'ctx>>> {
    convergent_call(lw, fty, asm, args, 4, what)
}

/// A 16×16×16 multiply-add as two `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` (sm_80
/// on), one for each 8-column half of B, C and D; on Turing (sm_75), which has only m16n8k8,
/// each of those is two `m16n8k8`, over k 0–7 then 8–15, the second accumulating the first.
/// Fragments (PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating point type"), with
/// `g = laneid >> 2` and `t = laneid % 4`:
/// - A (8 halves): element i at row `g + 8·((i >> 1) & 1)`, column `2t + (i & 1) + 8·(i >> 2)`;
/// - B (8 halves, 4 per half h = i >> 2): row `2t + (i & 1) + 8·((i >> 1) & 1)`, column `g + 8h`;
/// - C and D (8 floats, 4 per half h): row `g + 8·((i >> 1) & 1)`, column `2t + (i & 1) + 8h`.
///
/// m16n8k8's fragments are the k16 ones cut in two along k: A's words 0–1 (k 0–7) and 2–3
/// (k 8–15), B's first and second word of each half; C and D are the same.
pub(super) struct MmaM16n8 {
    /// 16 (one m16n8k16 per half) or 8 (two m16n8k8).
    k: u32,
}

impl MmaM16n8 {
    pub(super) const K16: MmaM16n8 = MmaM16n8 { k: 16 };
    pub(super) const K8: MmaM16n8 = MmaM16n8 { k: 8 };

    /// The instructions of 8-column half `h`, in order, each accumulating onto the last: which
    /// of the fragment's 32-bit words (f16 pairs: A's 0–3, B's 0–3) each takes.
    fn instructions(&self, h: usize) -> Vec<(std::ops::Range<usize>, std::ops::Range<usize>)> {
        if self.k == 16 {
            vec![(0..4, 2 * h..2 * h + 2)]
        } else {
            vec![(0..2, 2 * h..2 * h + 1), (2..4, 2 * h + 1..2 * h + 2)]
        }
    }
}

impl TensorCores for MmaM16n8 {
    fn fragment_len(&self, _role: naga::CooperativeRole) -> u32 {
        8
    }

    /// `mma.m16n8k16` takes bfloat16 with the f16 layout (sm_80 on, like m16n8k16 itself);
    /// Turing's m16n8k8 has no bfloat16.
    fn takes_bf16(&self) -> bool {
        self.k == 16
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (g, t) = (lane >> 2, lane % 4);
        let (low, high, half) = (i & 1, (i >> 1) & 1, i >> 2);
        match role {
            naga::CooperativeRole::A => (g + 8 * high, 2 * t + low + 8 * half),
            naga::CooperativeRole::B => (2 * t + low + 8 * high, g + 8 * half),
            naga::CooperativeRole::C => (g + 8 * high, 2 * t + low + 8 * half),
        }
    }

    fn has_workgroup_loads(&self) -> bool {
        true
    }

    /// `ldmatrix.sync.aligned.m8n8.x4[.trans].shared.b16` (sm_75 on): four 8×8 blocks, one per
    /// 32-bit word of the fragment, word `w` the block at block row `w & 1`, block column
    /// `w >> 1` (the element formulas above). Lane `l` gives the address of row `l % 8` of block
    /// `l / 8` (a row of eight halves in memory: a row of the tile when `row_major`, else a
    /// column). Without `.trans` each lane receives memory row `g`, halves `2t`, `2t + 1` of
    /// each block: A's fragment when its rows are memory rows, B's when its columns are; the
    /// other two cases take `.trans` (memory rows `2t`, `2t + 1`, half `g`).
    fn load_from_workgroup<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        role: naga::CooperativeRole,
        row_major: bool,
        lane: IntValue<'ctx>,
        _pitch: IntValue<'ctx>,
        address: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>) -> Result<PointerValue<'ctx>>,
    ) -> Result<Option<VectorValue<'ctx>>> {
        if role == naga::CooperativeRole::C {
            return Ok(None);
        }
        let i64t = lw.cx.i64_type();
        let lane = lw.b.build_int_z_extend(lane, i64t, "")?;
        let c = |v: u64| i64t.const_int(v, false);
        let in_block = lw.b.build_and(lane, c(7), "")?;
        let block = lw.b.build_right_shift(lane, c(3), false, "")?;
        let block_row = lw.b.build_int_mul(lw.b.build_and(block, c(1), "")?, c(8), "")?;
        let block_col =
            lw.b.build_int_mul(lw.b.build_right_shift(block, c(1), false, "")?, c(8), "")?;
        let (r, col) = if row_major {
            (lw.b.build_int_add(block_row, in_block, "")?, block_col)
        } else {
            (block_row, lw.b.build_int_add(block_col, in_block, "")?)
        };
        let shared = shared_address(lw, address(r, col)?)?;
        let trans = if (role == naga::CooperativeRole::B) == row_major {
            ".trans"
        } else {
            ""
        };
        let i32t = lw.cx.i32_type();
        let mut words = i32t.vec_type(4).get_undef();
        for (j, w) in ldmatrix_x4(lw, trans, shared)?.into_iter().enumerate() {
            words =
                lw.b.build_insert_element(words, w, i32t.const_int(j as u64, false), "")?;
        }
        let halves = lw.b.build_bit_cast(words, lw.half_type().vec_type(8), "")?;
        Ok(Some(halves.into_vector_value()))
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        // Pairs of halves as the 32-bit registers mma takes (.f16x2, or .b32 holding two
        // bfloat16): element 2j in the low half of word j.
        let (aw, bw) = (words(lw, a, 4)?, words(lw, b, 4)?);
        let halves = if lw.bfloat16_halves { "bf16" } else { "f16" };
        let mma = MmaInstruction {
            shape: format!("m16n8k{}", self.k),
            inputs: halves,
            a_words: self.k as usize / 4,
            b_words: self.k as usize / 8,
        };
        let mut halves_out = Vec::with_capacity(2);
        for h in 0..2usize {
            let mut acc = accumulator(lw, c, h)?;
            for (a_at, b_at) in self.instructions(h) {
                acc = mma.call(lw, &aw[a_at], &bw[b_at], acc)?;
            }
            halves_out.push(acc);
        }
        join_halves(lw, halves_out)
    }
}

/// `ldmatrix.sync.aligned.m8n8.x4{trans}.shared.b16` from this lane's row address `shared`:
/// the lane's word of each of the four 8×8 blocks.
fn ldmatrix_x4<'ctx>(lw: &Lowerer<'_, 'ctx>, trans: &str, shared: IntValue<'ctx>) -> Result<Vec<BasicValueEnum<'ctx>>> {
    let i32t = lw.cx.i32_type();
    let out_ty = lw.cx.struct_type(&[i32t.into(); 4], false);
    let fty = out_ty.fn_type(&[i32t.into()], false);
    let asm = lw.cx.create_inline_asm(
        fty,
        format!("ldmatrix.sync.aligned.m8n8.x4{trans}.shared.b16 {{$0,$1,$2,$3}}, [$4];"),
        "=r,=r,=r,=r,r,~{memory}".into(),
        true,
        false,
        None,
        false,
    );
    warp_call(lw, fty, asm, &[shared.into()], "ldmatrix")
}

/// `v`'s bits as `n` 32-bit words.
fn words<'ctx>(lw: &Lowerer<'_, 'ctx>, v: VectorValue<'ctx>, n: u32) -> Result<Vec<BasicValueEnum<'ctx>>> {
    let i32t = lw.cx.i32_type();
    let w = lw.b.build_bit_cast(v, i32t.vec_type(n), "")?.into_vector_value();
    (0..n)
        .map(|j| Ok(lw.b.build_extract_element(w, i32t.const_int(u64::from(j), false), "")?))
        .collect()
}

/// The four accumulators of 8-column half `h` of a 16×16 C fragment (elements 4h to 4h + 3).
fn accumulator<'ctx>(lw: &Lowerer<'_, 'ctx>, c: VectorValue<'ctx>, h: usize) -> Result<[BasicValueEnum<'ctx>; 4]> {
    let mut acc = [lw.cx.f32_type().const_zero().into(); 4];
    for (j, slot) in acc.iter_mut().enumerate() {
        *slot =
            lw.b.build_extract_element(c, lw.cx.i32_type().const_int((4 * h + j) as u64, false), "")?;
    }
    Ok(acc)
}

/// The 16×16 D fragment from its two halves' accumulators.
fn join_halves<'ctx>(lw: &Lowerer<'_, 'ctx>, halves: Vec<[BasicValueEnum<'ctx>; 4]>) -> Result<VectorValue<'ctx>> {
    let mut d = lw.cx.f32_type().vec_type(8).get_undef();
    for (h, acc) in halves.into_iter().enumerate() {
        for (j, x) in acc.into_iter().enumerate() {
            d =
                lw.b.build_insert_element(d, x, lw.cx.i32_type().const_int((4 * h + j) as u64, false), "")?;
        }
    }
    Ok(d)
}

/// One `mma.sync.aligned.<shape>.row.col.f32.<inputs>.<inputs>.f32`: `a_words` and `b_words`
/// 32-bit registers of A and B, four f32 accumulators in and out.
struct MmaInstruction {
    shape: String,
    inputs: &'static str,
    a_words: usize,
    b_words: usize,
}

impl MmaInstruction {
    fn call<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: &[BasicValueEnum<'ctx>],
        b: &[BasicValueEnum<'ctx>],
        c: [BasicValueEnum<'ctx>; 4],
    ) -> Result<[BasicValueEnum<'ctx>; 4]> {
        let (i32t, f32t) = (lw.cx.i32_type(), lw.cx.f32_type());
        let out_ty = lw.cx.struct_type(&[f32t.into(); 4], false);
        let mut params: Vec<inkwell::types::BasicMetadataTypeEnum> = vec![i32t.into(); self.a_words + self.b_words];
        params.extend([inkwell::types::BasicMetadataTypeEnum::from(f32t); 4]);
        let fty = out_ty.fn_type(&params, false);
        let operands = |from: usize, n: usize| (from..from + n).map(|k| format!("${k}")).collect::<Vec<_>>().join(",");
        let (aw, bw, inputs) = (self.a_words, self.b_words, self.inputs);
        let asm = lw.cx.create_inline_asm(
            fty,
            format!(
                "mma.sync.aligned.{}.row.col.f32.{inputs}.{inputs}.f32 {{$0,$1,$2,$3}}, {{{}}}, {{{}}}, {{{}}};",
                self.shape,
                operands(4, aw),
                operands(4 + aw, bw),
                operands(4 + aw + bw, 4)
            ),
            format!("=f,=f,=f,=f,{}f,f,f,f", "r,".repeat(aw + bw)),
            true,
            false,
            None,
            false,
        );
        let args: Vec<BasicMetadataValueEnum> = a.iter().chain(b).chain(&c).map(|&w| w.into()).collect();
        let r = warp_call(lw, fty, asm, &args, "mma")?;
        let mut out = [f32t.const_zero().into(); 4];
        for (slot, x) in out.iter_mut().zip(r) {
            *slot = x;
        }
        Ok(out)
    }
}

/// A 16×16×16 multiply-add of f32 matrices rounded to TF32 (`KernelSource::allow_tf32`) as
/// four `mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32` (sm_80 on): for each 8-column half
/// h of B, C and D, k 0–7 then 8–15, the second accumulating the first. Fragments (PTX ISA,
/// "Matrix Fragments for mma.m16n8k8" with `.tf32`), with `g = laneid >> 2`, `t = laneid % 4`,
/// one f32 per register:
/// - A (8 floats, 4 per k-half `kh = i >> 2`, `w = i & 3`): row `g + 8·(w & 1)`, column
///   `t + 4·(w >> 1) + 8·kh`;
/// - B (8 floats, `i = 4h + 2·kh + j`): row `t + 4j + 8·kh`, column `g + 8h`;
/// - C and D: as for f16 (`MmaM16n8`), row `g + 8·((i >> 1) & 1)`, column `2t + (i & 1) + 8h`.
pub(super) struct MmaTf32;

impl TensorCores for MmaTf32 {
    fn fragment_len(&self, _role: naga::CooperativeRole) -> u32 {
        8
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (g, t) = (lane >> 2, lane % 4);
        match role {
            naga::CooperativeRole::A => {
                let (kh, w) = (i >> 2, i & 3);
                (g + 8 * (w & 1), t + 4 * (w >> 1) + 8 * kh)
            }
            naga::CooperativeRole::B => {
                let (h, kh, j) = (i >> 2, (i >> 1) & 1, i & 1);
                (t + 4 * j + 8 * kh, g + 8 * h)
            }
            naga::CooperativeRole::C => MmaM16n8::K16.element(role, lane, i),
        }
    }

    fn has_workgroup_loads(&self) -> bool {
        true
    }

    /// Where the fragment's runs of k are contiguous in memory (A's rows, B's columns): two
    /// `ldmatrix.sync.aligned.m8n8.x4.shared.b16`, which read 8×8 blocks of 16-bit values, that
    /// is 8 rows of four f32: lane `l` gives the address of row `l % 8` of block `l / 8` and
    /// receives word `t` of row `g` of each block — A's words `w` of k-half `kh` (block `w` at
    /// row `8·(w & 1)`, column `4·(w >> 1) + 8·kh`), or B's four words of column half `h`
    /// (block `w` at k `4w`). The other layouts would need `.trans`, which swaps 16-bit
    /// halves of the f32s: one 32-bit load per element at the formulas' place.
    fn load_from_workgroup<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        role: naga::CooperativeRole,
        row_major: bool,
        lane: IntValue<'ctx>,
        _pitch: IntValue<'ctx>,
        address: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>) -> Result<PointerValue<'ctx>>,
    ) -> Result<Option<VectorValue<'ctx>>> {
        use naga::CooperativeRole as R;
        if role == R::C {
            return Ok(None);
        }
        let i64t = lw.cx.i64_type();
        let lane = lw.b.build_int_z_extend(lane, i64t, "")?;
        let c = |v: u64| i64t.const_int(v, false);
        let f32t = lw.cx.f32_type();
        let mut out = f32t.vec_type(8).get_undef();
        let put = |out: VectorValue<'ctx>, i: u32, x: BasicValueEnum<'ctx>| -> Result<VectorValue<'ctx>> {
            Ok(lw
                .b
                .build_insert_element(out, x, lw.cx.i32_type().const_int(u64::from(i), false), "")?)
        };
        if (role == R::A) == row_major {
            let in_block = lw.b.build_and(lane, c(7), "")?;
            let block = lw.b.build_right_shift(lane, c(3), false, "")?;
            for half in 0..2u64 {
                let (r, col) = if role == R::A {
                    let row = lw.b.build_int_mul(lw.b.build_and(block, c(1), "")?, c(8), "")?;
                    let col =
                        lw.b.build_int_mul(lw.b.build_right_shift(block, c(1), false, "")?, c(4), "")?;
                    (
                        lw.b.build_int_add(row, in_block, "")?,
                        lw.b.build_int_add(col, c(8 * half), "")?,
                    )
                } else {
                    (
                        lw.b.build_int_mul(block, c(4), "")?,
                        lw.b.build_int_add(in_block, c(8 * half), "")?,
                    )
                };
                let shared = shared_address(lw, address(r, col)?)?;
                for (j, w) in ldmatrix_x4(lw, "", shared)?.into_iter().enumerate() {
                    let x = lw.b.build_bit_cast(w, f32t, "")?;
                    out = put(out, 4 * half as u32 + j as u32, x)?;
                }
            }
            return Ok(Some(out));
        }
        let g = lw.b.build_right_shift(lane, c(2), false, "")?;
        let t = lw.b.build_and(lane, c(3), "")?;
        for i in 0..8u32 {
            // The element formulas with g and t as values: constant offsets from (t, g) or
            // (g, t).
            let (dr, dc) = self.element(role, 0, i);
            let (r, col) = if role == R::A { (g, t) } else { (t, g) };
            let r = lw.b.build_int_add(r, c(u64::from(dr)), "")?;
            let col = lw.b.build_int_add(col, c(u64::from(dc)), "")?;
            let p = address(r, col)?;
            let x = lw.b.build_load(f32t, p, "")?;
            if let Some(inst) = x.as_instruction_value() {
                inst.set_alignment(4).map_err(|e| ice(e.to_string()))?;
            }
            out = put(out, i, x)?;
        }
        Ok(Some(out))
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        let aw = words(lw, lw.tf32_operand(a)?, 8)?;
        let bw = words(lw, lw.tf32_operand(b)?, 8)?;
        let mma = MmaInstruction {
            shape: "m16n8k8".into(),
            inputs: "tf32",
            a_words: 4,
            b_words: 2,
        };
        let mut halves = Vec::with_capacity(2);
        for h in 0..2usize {
            let mut acc = accumulator(lw, c, h)?;
            for kh in 0..2usize {
                acc = mma.call(
                    lw,
                    &aw[4 * kh..4 * kh + 4],
                    &bw[4 * h + 2 * kh..4 * h + 2 * kh + 2],
                    acc,
                )?;
            }
            halves.push(acc);
        }
        join_halves(lw, halves)
    }
}

#[cfg(test)]
mod tensor_core_tests {
    use super::{MmaM16n8, MmaTf32, TensorCores};
    use naga::CooperativeRole as R;

    #[test]
    fn every_element_of_each_role_is_in_exactly_one_lane() {
        crate::compiler::lower::assert_fragments_cover_each_element_once(&MmaM16n8::K16, 32);
        crate::compiler::lower::assert_fragments_cover_each_element_once(&MmaTf32, 32);
    }

    /// What the four `mma.m16n8k8.tf32` of `MmaTf32::multiply_add` compute, from the PTX ISA's
    /// fragment formulas for that shape written out here (with `g = lane >> 2`, `t = lane % 4`:
    /// a_i at row `g + 8·(i & 1)`, column `t + 4·(i >> 1)`; b_i at row `t + 4i`, column `g`;
    /// c_i at row `g + 8·(i >> 1)`, column `2t + (i & 1)`), run on the fragment elements
    /// `multiply_add` passes each instruction (A's `4kh..4kh + 4`, B's `4h + 2kh..+ 2` for
    /// column half `h` and k-half `kh`, accumulating k-half 0 then 1): they make the 16×16
    /// product.
    #[test]
    fn the_tf32_instructions_make_the_16x16_product() {
        let tc = MmaTf32;
        let a: Vec<i64> = (0..256).map(|x| (x * 7 % 11) - 5).collect();
        let b: Vec<i64> = (0..256).map(|x| (x * 5 % 13) - 6).collect();
        let c: Vec<i64> = (0..256).map(|x| x % 9).collect();
        let frag = |m: &[i64], role: R, lane: u32| -> Vec<i64> {
            (0..8)
                .map(|i| {
                    let (r, col) = tc.element(role, lane, i);
                    m[(r * 16 + col) as usize]
                })
                .collect()
        };
        let mut d = vec![i64::MIN; 256];
        for h in 0..2usize {
            let mut acc: Vec<Vec<i64>> = (0..32)
                .map(|lane| frag(&c, R::C, lane)[4 * h..4 * h + 4].to_vec())
                .collect();
            for kh in 0..2usize {
                let (mut ai, mut bi, mut ci) = ([[0i64; 8]; 16], [[0i64; 8]; 8], [[0i64; 8]; 16]);
                for lane in 0..32u32 {
                    let (g, t) = ((lane >> 2) as usize, (lane % 4) as usize);
                    for (i, &x) in frag(&a, R::A, lane)[4 * kh..4 * kh + 4].iter().enumerate() {
                        ai[g + 8 * (i & 1)][t + 4 * (i >> 1)] = x;
                    }
                    for (i, &x) in frag(&b, R::B, lane)[4 * h + 2 * kh..4 * h + 2 * kh + 2]
                        .iter()
                        .enumerate()
                    {
                        bi[t + 4 * i][g] = x;
                    }
                    for (i, &x) in acc[lane as usize].iter().enumerate() {
                        ci[g + 8 * (i >> 1)][2 * t + (i & 1)] = x;
                    }
                }
                for lane in 0..32u32 {
                    let (g, t) = ((lane >> 2) as usize, (lane % 4) as usize);
                    for i in 0..4 {
                        let (row, col) = (g + 8 * (i >> 1), 2 * t + (i & 1));
                        acc[lane as usize][i] = ci[row][col] + (0..8).map(|kk| ai[row][kk] * bi[kk][col]).sum::<i64>();
                    }
                }
            }
            for lane in 0..32u32 {
                for i in 0..4 {
                    let (r, cc) = tc.element(R::C, lane, (4 * h + i) as u32);
                    d[(r * 16 + cc) as usize] = acc[lane as usize][i];
                }
            }
        }
        for r in 0..16 {
            for col in 0..16 {
                let want = c[r * 16 + col] + (0..16).map(|kk| a[r * 16 + kk] * b[kk * 16 + col]).sum::<i64>();
                assert_eq!(d[r * 16 + col], want, "({r}, {col})");
            }
        }
    }

    /// `ldmatrix` hands lane `l` word `t` of row `g` of each 8×8 block of 16-bit values (8
    /// rows of four f32): the blocks `MmaTf32::load_from_workgroup` addresses must give each
    /// lane exactly its A fragment (rows in memory) or B fragment (columns in memory).
    #[test]
    fn the_tf32_ldmatrix_blocks_are_the_fragments() {
        for lane in 0..32u32 {
            let (g, t) = (lane >> 2, lane % 4);
            for i in 0..8u32 {
                let (half, w) = (i >> 2, i & 3);
                // A: block w of load `half` starts at row 8(w & 1), column 4(w >> 1) + 8·half.
                let a = (8 * (w & 1) + g, 4 * (w >> 1) + 8 * half + t);
                assert_eq!(MmaTf32.element(R::A, lane, i), a, "A lane {lane} element {i}");
                // B (memory rows are its columns): block w of load `half` at k 4w, column
                // 8·half + the row in the block.
                let b = (4 * w + t, 8 * half + g);
                assert_eq!(MmaTf32.element(R::B, lane, i), b, "B lane {lane} element {i}");
            }
        }
    }

    /// What `mma.m16n8k16` and `mma.m16n8k8` compute, from the PTX ISA's fragment formulas
    /// written out here per instruction (with `g = lane >> 2`, `t = lane % 4`: a_i at row
    /// `g + 8·((i >> 1) & 1)`, column `2t + (i & 1) + 8·(i >> 2)`; b_i at row
    /// `2t + (i & 1) + 8·(i >> 1)`, column `g`; c_i at row `g + 8·(i >> 1)`, column
    /// `2t + (i & 1)`), run on the fragment words `multiply_add` passes each instruction for
    /// half `h`, each accumulating onto the last: the halves must make the 16×16 product, on
    /// sm_80 (one m16n8k16 per half) and on sm_75 (two m16n8k8).
    #[test]
    fn the_mma_instructions_of_both_halves_make_the_16x16_product() {
        let a: Vec<i64> = (0..256).map(|x| (x * 7 % 11) - 5).collect();
        let b: Vec<i64> = (0..256).map(|x| (x * 5 % 13) - 6).collect();
        let c: Vec<i64> = (0..256).map(|x| x % 9).collect();
        for tc in [MmaM16n8::K16, MmaM16n8::K8] {
            let frag = |m: &[i64], role: R, lane: u32| -> Vec<i64> {
                (0..8)
                    .map(|i| {
                        let (r, col) = tc.element(role, lane, i);
                        m[(r * 16 + col) as usize]
                    })
                    .collect()
            };
            let k = tc.k as usize;
            let mut d = vec![i64::MIN; 256];
            for h in 0..2usize {
                // The accumulator of half h, 4 per lane, as the instruction sees it.
                let mut acc: Vec<Vec<i64>> = (0..32)
                    .map(|lane| frag(&c, R::C, lane)[4 * h..4 * h + 4].to_vec())
                    .collect();
                for (a_words, b_words) in tc.instructions(h) {
                    let (mut ai, mut bi, mut ci) = ([[0i64; 16]; 16], [[0i64; 8]; 16], [[0i64; 8]; 16]);
                    for lane in 0..32u32 {
                        let (g, t) = ((lane >> 2) as usize, (lane % 4) as usize);
                        let fa = frag(&a, R::A, lane);
                        for (i, &x) in fa[2 * a_words.start..2 * a_words.end].iter().enumerate() {
                            ai[g + 8 * ((i >> 1) & 1)][2 * t + (i & 1) + 8 * (i >> 2)] = x;
                        }
                        let fb = frag(&b, R::B, lane);
                        for (i, &x) in fb[2 * b_words.start..2 * b_words.end].iter().enumerate() {
                            bi[2 * t + (i & 1) + 8 * (i >> 1)][g] = x;
                        }
                        for (i, &x) in acc[lane as usize].iter().enumerate() {
                            ci[g + 8 * (i >> 1)][2 * t + (i & 1)] = x;
                        }
                    }
                    for lane in 0..32u32 {
                        let (g, t) = ((lane >> 2) as usize, (lane % 4) as usize);
                        for i in 0..4 {
                            let (row, col) = (g + 8 * (i >> 1), 2 * t + (i & 1));
                            acc[lane as usize][i] =
                                ci[row][col] + (0..k).map(|kk| ai[row][kk] * bi[kk][col]).sum::<i64>();
                        }
                    }
                }
                for lane in 0..32u32 {
                    for i in 0..4 {
                        let (r, cc) = tc.element(R::C, lane, (4 * h + i) as u32);
                        d[(r * 16 + cc) as usize] = acc[lane as usize][i];
                    }
                }
            }
            for r in 0..16 {
                for col in 0..16 {
                    let want = c[r * 16 + col] + (0..16).map(|kk| a[r * 16 + kk] * b[kk * 16 + col]).sum::<i64>();
                    assert_eq!(d[r * 16 + col], want, "k{k}: ({r}, {col})");
                }
            }
        }
    }
}

/// One `wgmma.mma_async.sync.aligned.m64n{N}k16.f32.{f16|bf16}` (sm_90a): the warpgroup's
/// 64×N f32 accumulators (`acc`, N/2 per thread) plus A (64×16) · B (16×N), both read from
/// shared memory through matrix descriptors (PTX ISA, "Matrix Descriptor Format"): bits 0–13
/// the start address, 16–29 the leading dimension byte offset (between core matrices adjacent
/// along k), 32–45 the stride dimension byte offset (along M or N), each in 16-byte units;
/// base offset 0 (bits 49–51: the tiles start on 1024 bytes) and the swizzle mode in bits
/// 62–63 (0 none, 1 the 128-byte swizzle), the layouts `compiler::lower::warpgroup` describes.
/// `imm-trans-a`/`-b` = 1 takes an operand whose 16-byte rows run along k (M- or N-major),
/// which 16-bit types allow. The
/// accumulator fragment (thread `l` of warp `w` of the warpgroup: register `4i + 2h + j` at
/// row `16w + l/4 + 8h`, column `8i + 2(l % 4) + j`) is the kernel's business: the
/// instruction only needs the same registers in and out.
pub(super) fn wgmma<'ctx>(
    lw: &Lowerer<'_, 'ctx>,
    acc: &[FloatValue<'ctx>],
    a: WarpgroupOperand<'ctx>,
    b: WarpgroupOperand<'ctx>,
    inputs: WarpgroupInputs,
) -> Result<Vec<FloatValue<'ctx>>> {
    let n = acc.len();
    let (f32t, i32t, i64t) = (lw.cx.f32_type(), lw.cx.i32_type(), lw.cx.i64_type());
    let out_ty = lw.cx.struct_type(&vec![f32t.into(); n], false);
    let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = vec![i64t.into(), i64t.into(), i32t.into()];
    params.extend(std::iter::repeat_n(BasicMetadataTypeEnum::from(f32t), n));
    let fty = out_ty.fn_type(&params, false);
    let registers = (0..n).map(|k| format!("${k}")).collect::<Vec<_>>().join(",");
    // TF32 takes K-major operands only, and no transpose immediates.
    let (ty, depth, transposes) = match inputs {
        WarpgroupInputs::F16 => (
            "f16",
            16,
            format!(", {}, {}", u32::from(a.mn_major), u32::from(b.mn_major)),
        ),
        WarpgroupInputs::Bf16 => (
            "bf16",
            16,
            format!(", {}, {}", u32::from(a.mn_major), u32::from(b.mn_major)),
        ),
        WarpgroupInputs::Tf32 => ("tf32", 8, String::new()),
    };
    let text = format!(
        "{{\n.reg .pred p;\nsetp.ne.b32 p, ${scale}, 0;\nwgmma.mma_async.sync.aligned.m64n{width}k{depth}.f32.{ty}.{ty} {{{registers}}}, ${a_at}, ${b_at}, p, 1, 1{transposes};\n}}",
        width = 2 * n,
        a_at = n,
        b_at = n + 1,
        scale = n + 2,
    );
    let tied = (0..n).map(|k| k.to_string()).collect::<Vec<_>>().join(",");
    let constraints = format!("{}l,l,r,{tied},~{{memory}}", "=f,".repeat(n));
    let asm = lw
        .cx
        .create_inline_asm(fty, text, constraints, true, false, None, false);
    let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![
        descriptor(lw, a)?.into(),
        descriptor(lw, b)?.into(),
        i32t.const_int(1, false).into(),
    ];
    args.extend(acc.iter().map(|&v| BasicMetadataValueEnum::from(v)));
    warpgroup_call(lw, fty, asm, &args, n, "wgmma")
}

/// A `wgmma` operand's 64-bit shared memory matrix descriptor (see [`wgmma`]).
fn descriptor<'ctx>(lw: &Lowerer<'_, 'ctx>, op: WarpgroupOperand<'ctx>) -> Result<IntValue<'ctx>> {
    let i64t = lw.cx.i64_type();
    let address = lw.b.build_int_z_extend(shared_address(lw, op.at)?, i64t, "")?;
    let start = lw.b.build_and(
        lw.b.build_right_shift(address, i64t.const_int(4, false), false, "")?,
        i64t.const_int(0x3fff, false),
        "",
    )?;
    let fixed = (u64::from(op.leading_bytes >> 4) & 0x3fff) << 16
        | (u64::from(op.stride_bytes >> 4) & 0x3fff) << 32
        | u64::from(op.swizzle_128) << 62;
    Ok(lw.b.build_or(start, i64t.const_int(fixed, false), "")?)
}

/// `wgmma.fence` or `wgmma.wait_group` with the accumulators `acc` tied through it.
pub(super) fn wgmma_pass_through<'ctx>(
    lw: &Lowerer<'_, 'ctx>,
    instruction: &str,
    acc: &[FloatValue<'ctx>],
) -> Result<Vec<FloatValue<'ctx>>> {
    let n = acc.len();
    let f32t = lw.cx.f32_type();
    let out_ty = lw.cx.struct_type(&vec![f32t.into(); n], false);
    let params = vec![BasicMetadataTypeEnum::from(f32t); n];
    let fty = out_ty.fn_type(&params, false);
    let tied = (0..n).map(|k| k.to_string()).collect::<Vec<_>>().join(",");
    let constraints = format!("{}{tied},~{{memory}}", "=f,".repeat(n));
    let asm = lw
        .cx
        .create_inline_asm(fty, instruction.to_string(), constraints, true, false, None, false);
    let args: Vec<BasicMetadataValueEnum<'ctx>> = acc.iter().map(|&v| v.into()).collect();
    warpgroup_call(lw, fty, asm, &args, n, instruction)
}

/// [`convergent_call`] of a warpgroup instruction returning `n` floats.
fn warpgroup_call<'ctx>(
    lw: &Lowerer<'_, 'ctx>,
    fty: inkwell::types::FunctionType<'ctx>,
    asm: PointerValue<'ctx>,
    args: &[BasicMetadataValueEnum<'ctx>],
    n: usize,
    what: &str,
) -> Result<Vec<FloatValue<'ctx>>> {
    Ok(convergent_call(lw, fty, asm, args, n as u32, what)?
        .into_iter()
        .map(|v| v.into_float_value())
        .collect())
}
