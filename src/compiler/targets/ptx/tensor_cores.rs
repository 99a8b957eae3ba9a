//! Cooperative matrices on NVIDIA tensor cores: `mma.sync` fragments.

use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue, PointerValue, VectorValue};

use crate::compiler::lower::{ice, Lowerer, TensorCores};
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

/// Calls `asm` (an instruction the whole warp executes together, returning a struct of four
/// registers) and returns the four. Marked convergent: LLVM must not move it into or out of
/// branches.
fn warp_call<'ctx>(
    lw: &Lowerer<'_, 'ctx>,
    fty: inkwell::types::FunctionType<'ctx>,
    asm: PointerValue<'ctx>,
    args: &[BasicMetadataValueEnum<'ctx>],
    what: &str,
) -> Result<Vec<BasicValueEnum<'ctx>>> {
    let call = lw.b.build_indirect_call(fty, asm, args, what)?;
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
    (0..4).map(|j| Ok(lw.b.build_extract_value(r, j, "")?)).collect()
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
        let r = warp_call(lw, fty, asm, &[shared.into()], "ldmatrix")?;
        let mut words = i32t.vec_type(4).get_undef();
        for (j, w) in r.into_iter().enumerate() {
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
        let (i32t, f32t) = (lw.cx.i32_type(), lw.cx.f32_type());
        // Pairs of halves as the 32-bit registers mma takes (.f16x2, or .b32 holding two
        // bfloat16): element 2j in the low half of word j.
        let words = |v: VectorValue<'ctx>| -> Result<Vec<BasicValueEnum<'ctx>>> {
            let w = lw.b.build_bit_cast(v, i32t.vec_type(4), "")?.into_vector_value();
            (0..4)
                .map(|j| {
                    Ok(lw
                        .b
                        .build_extract_element(w, lw.cx.i32_type().const_int(j, false), "")?)
                })
                .collect()
        };
        let (aw, bw) = (words(a)?, words(b)?);
        let out_ty = lw.cx.struct_type(&[f32t.into(); 4], false);
        let halves = if lw.bfloat16_halves { "bf16" } else { "f16" };
        // One instruction: `a_words` and `b_words` 32-bit registers of f16 pairs, 4 floats of C.
        let (a_words, b_words) = (self.k as usize / 4, self.k as usize / 8);
        let mut params: Vec<inkwell::types::BasicMetadataTypeEnum> = vec![i32t.into(); a_words + b_words];
        params.extend([inkwell::types::BasicMetadataTypeEnum::from(f32t); 4]);
        let fty = out_ty.fn_type(&params, false);
        let operands = |from: usize, n: usize| (from..from + n).map(|k| format!("${k}")).collect::<Vec<_>>().join(",");
        let asm = lw.cx.create_inline_asm(
            fty,
            format!(
                "mma.sync.aligned.m16n8k{}.row.col.f32.{halves}.{halves}.f32 {{$0,$1,$2,$3}}, {{{}}}, {{{}}}, {{{}}};",
                self.k,
                operands(4, a_words),
                operands(4 + a_words, b_words),
                operands(4 + a_words + b_words, 4)
            ),
            format!("=f,=f,=f,=f,{}f,f,f,f", "r,".repeat(a_words + b_words)),
            true,
            false,
            None,
            false,
        );
        let mma = |a: &[BasicValueEnum<'ctx>], b: &[BasicValueEnum<'ctx>], c: [BasicValueEnum<'ctx>; 4]| {
            let args: Vec<BasicMetadataValueEnum> = a.iter().chain(b).chain(&c).map(|&w| w.into()).collect();
            let r = warp_call(lw, fty, asm, &args, "mma")?;
            let mut out = [f32t.const_zero().into(); 4];
            for (slot, x) in out.iter_mut().zip(r) {
                *slot = x;
            }
            Ok::<_, crate::error::GpuError>(out)
        };
        let mut d = f32t.vec_type(8).get_undef();
        for h in 0..2usize {
            let mut acc = [f32t.const_zero().into(); 4];
            for (j, slot) in acc.iter_mut().enumerate() {
                *slot =
                    lw.b.build_extract_element(c, lw.cx.i32_type().const_int((4 * h + j) as u64, false), "")?;
            }
            for (a_at, b_at) in self.instructions(h) {
                acc = mma(&aw[a_at], &bw[b_at], acc)?;
            }
            for (j, x) in acc.into_iter().enumerate() {
                d =
                    lw.b.build_insert_element(d, x, lw.cx.i32_type().const_int((4 * h + j) as u64, false), "")?;
            }
        }
        Ok(d)
    }
}

#[cfg(test)]
mod tensor_core_tests {
    use super::{MmaM16n8, TensorCores};
    use naga::CooperativeRole as R;

    #[test]
    fn every_element_of_each_role_is_in_exactly_one_lane() {
        crate::compiler::lower::assert_fragments_cover_each_element_once(&MmaM16n8::K16, 32);
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
