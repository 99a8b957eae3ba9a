//! Cooperative matrices on AMD matrix cores: MFMA (CDNA) and WMMA (RDNA 3/4) fragments.

use inkwell::values::{BasicValue, IntValue, PointerValue, VectorValue};

use crate::compiler::lower::{ice, Lowerer, TensorCores};
use crate::error::Result;

/// Where AMD's 16×16×16 instructions put A and B: lane `l` holds row `l % 16` of A and column
/// `l % 16` of B, each over a run of consecutive k from `k_step × (l / 16)`: element `i` at
/// `k_step × (l / 16) + i`. Both instruction families share this form; only `k_step` differs.
fn ab_element(k_step: u32, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
    let (line, k) = (lane % 16, k_step * (lane / 16) + i);
    if role == naga::CooperativeRole::A {
        (line, k)
    } else {
        (k, line)
    }
}

/// This lane's `len` elements (halves, or f32 for TF32) of an A or B fragment from LDS, at the
/// positions [`ab_element`] gives. Where the run of k lies along the tile's rows in memory (A
/// stored row-major, B column-major), the fragment is one vector load (`ds_read_b64` /
/// `ds_read_b128`): the run starts at `k_step × (l / 16)` elements into a line that starts on
/// 16 bytes, so it is aligned to its own size up to 16. Otherwise the elements are `len` loads
/// of one each (for halves `ds_read_u16` and `ds_read_u16_d16_hi`, which pack pairs), from one
/// address plus multiples of the lines' `pitch` (bytes, an i64), which become the loads'
/// immediate offsets. Neither needs the per-lane table or the bounds checks of the general
/// path: the caller guarantees the tile is whole.
#[allow(clippy::too_many_arguments)]
fn load_ab_from_lds<'ctx>(
    lw: &Lowerer<'_, 'ctx>,
    (k_step, len): (u32, u32),
    element: inkwell::types::FloatType<'ctx>,
    role: naga::CooperativeRole,
    row_major: bool,
    lane: IntValue<'ctx>,
    pitch: IntValue<'ctx>,
    address: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>) -> Result<PointerValue<'ctx>>,
) -> Result<Option<VectorValue<'ctx>>> {
    if role == naga::CooperativeRole::C {
        return Ok(None);
    }
    let i64t = lw.cx.i64_type();
    let c = |v: u64| i64t.const_int(v, false);
    let lane = lw.b.build_int_z_extend(lane, i64t, "")?;
    let line = lw.b.build_and(lane, c(15), "")?;
    let k0 =
        lw.b.build_int_mul(lw.b.build_right_shift(lane, c(4), false, "")?, c(u64::from(k_step)), "")?;
    let (r, col) = if role == naga::CooperativeRole::A {
        (line, k0)
    } else {
        (k0, line)
    };
    let ty = element.vec_type(len);
    let bytes = if element == lw.cx.f32_type() { 4 } else { 2 };
    // A's k runs along a row, B's along a column: a memory line when the layout matches.
    let contiguous = (role == naga::CooperativeRole::A) == row_major;
    if contiguous {
        let v = lw.b.build_load(ty, address(r, col)?, "fragment")?;
        v.as_instruction_value()
            .ok_or_else(|| ice("a fragment load is not an instruction"))?
            .set_alignment((bytes * len).min(16))
            .map_err(|e| ice(e.to_string()))?;
        return Ok(Some(v.into_vector_value()));
    }
    // Element i lies i memory lines after element 0.
    let first = address(r, col)?;
    let mut v = ty.get_undef();
    for i in 0..len {
        let offset = lw.b.build_int_mul(pitch, c(u64::from(i)), "")?;
        // SAFETY: inkwell marks GEP unsafe because an `inbounds` one outside its object is
        // poison; the caller checked that the whole tile lies inside its array.
        let p = unsafe { lw.b.build_in_bounds_gep(lw.cx.i8_type(), first, &[offset], "")? };
        let x = lw.b.build_load(element, p, "")?;
        v =
            lw.b.build_insert_element(v, x, lw.cx.i32_type().const_int(u64::from(i), false), "")?;
    }
    Ok(Some(v))
}

/// CDNA's `v_mfma_f32_16x16x16_f16` over a 64-lane wavefront (AMD's matrix instruction
/// calculator for this instruction), with `l` the lane and `q = l / 16`: each lane holds 4
/// elements of each matrix,
/// - A: row `l % 16`, columns (k) `4q + i`;
/// - B: rows (k) `4q + i`, column `l % 16`;
/// - C and D: rows `4q + i`, column `l % 16`.
///
/// `v_mfma_f32_16x16x16_bf16` (LLVM's `16x16x16bf16.1k`) has the same layout, from gfx90a;
/// gfx908 has only a bfloat16 instruction of half the depth.
pub(super) struct Mfma16x16x16F16 {
    pub(super) bf16: bool,
}

/// MFMA's A and B: runs of 4 k, from `4 (l / 16)`.
const MFMA_K: (u32, u32) = (4, 4);

impl TensorCores for Mfma16x16x16F16 {
    fn fragment_len(&self, _role: naga::CooperativeRole) -> u32 {
        4
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        match role {
            naga::CooperativeRole::C => (4 * (lane / 16) + i, lane % 16),
            _ => ab_element(MFMA_K.0, role, lane, i),
        }
    }

    fn takes_bf16(&self) -> bool {
        self.bf16
    }

    fn has_workgroup_loads(&self) -> bool {
        true
    }

    fn load_from_workgroup<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        role: naga::CooperativeRole,
        row_major: bool,
        lane: IntValue<'ctx>,
        pitch: IntValue<'ctx>,
        address: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>) -> Result<PointerValue<'ctx>>,
    ) -> Result<Option<VectorValue<'ctx>>> {
        load_ab_from_lds(lw, MFMA_K, lw.half_type(), role, row_major, lane, pitch, address)
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        // cbsz, abid, blgp: no broadcast between blocks or lane groups.
        let zero = lw.i32(0).into();
        let d = if lw.bfloat16_halves {
            // bfloat16 A and B travel as i16 vectors.
            let (a, b) = (as_i16(lw, a)?, as_i16(lw, b)?);
            lw.call_intr(
                "llvm.amdgcn.mfma.f32.16x16x16bf16.1k",
                &[],
                &[a, b, c.into(), zero, zero, zero],
            )?
        } else {
            lw.call_intr(
                "llvm.amdgcn.mfma.f32.16x16x16f16",
                &[],
                &[a.into(), b.into(), c.into(), zero, zero, zero],
            )?
        };
        Ok(d.into_vector_value())
    }
}

/// CDNA3's `v_mfma_f32_16x16x8_xf32` (gfx940–942 only: gfx950 dropped it) for 16×16 f32
/// matrices with TF32 allowed (`KernelSource::allow_tf32`), two per 16×16×16. Each instruction
/// takes two f32 of A and of B per lane, lane `l` holding A's row `l % 16` and B's column
/// `l % 16` at the instruction's k `2 (l / 16) + j`; C and D as for `v_mfma_f32_16x16x16_f16`.
/// Which k of the 16 each instruction sums only has to agree between A and B, so instruction
/// `h` takes k `4 (l / 16) + 2h + j`: a lane's four elements are one run of k from `4 (l / 16)`,
/// the f16 instruction's layout, loaded as one `ds_read_b128` where k runs along memory. The
/// hardware reads the operands' TF32 bits (it truncates others, hipBLASLt's notes say), so
/// they are rounded first as `allow_tf32` defines (or were, with `tf32_operands`).
pub(super) struct MfmaXf32;

impl TensorCores for MfmaXf32 {
    fn fragment_len(&self, _role: naga::CooperativeRole) -> u32 {
        4
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        Mfma16x16x16F16 { bf16: false }.element(role, lane, i)
    }

    fn has_workgroup_loads(&self) -> bool {
        true
    }

    fn load_from_workgroup<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        role: naga::CooperativeRole,
        row_major: bool,
        lane: IntValue<'ctx>,
        pitch: IntValue<'ctx>,
        address: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>) -> Result<PointerValue<'ctx>>,
    ) -> Result<Option<VectorValue<'ctx>>> {
        load_ab_from_lds(lw, MFMA_K, lw.cx.f32_type(), role, row_major, lane, pitch, address)
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        let (a, b) = (lw.tf32_operand(a)?, lw.tf32_operand(b)?);
        // Elements 2h and 2h + 1 of a lane's run: instruction h's two.
        let pair = |v: VectorValue<'ctx>, h: u32| -> Result<inkwell::values::BasicValueEnum<'ctx>> {
            let i32t = lw.cx.i32_type();
            let mask = inkwell::types::VectorType::const_vector(&[
                i32t.const_int(u64::from(2 * h), false),
                i32t.const_int(u64::from(2 * h + 1), false),
            ]);
            Ok(lw.b.build_shuffle_vector(v, v, mask, "")?.into())
        };
        let zero = lw.i32(0).into();
        let mut d: inkwell::values::BasicValueEnum<'ctx> = c.into();
        for h in 0..2 {
            d = lw.call_intr(
                "llvm.amdgcn.mfma.f32.16x16x8.xf32",
                &[],
                &[pair(a, h)?.into(), pair(b, h)?.into(), d.into(), zero, zero, zero],
            )?;
        }
        Ok(d.into_vector_value())
    }
}

/// Halves as the `<n x i16>` AMD's bfloat16 matrix intrinsics take.
fn as_i16<'ctx>(lw: &Lowerer<'_, 'ctx>, v: VectorValue<'ctx>) -> Result<inkwell::values::BasicValueEnum<'ctx>> {
    Ok(lw
        .b
        .build_bit_cast(v, lw.cx.i16_type().vec_type(v.get_type().get_size()), "")?)
}

/// RDNA's `v_wmma_f32_16x16x16_f16` over a 32-lane wavefront, with `l` the lane:
/// - gfx11 (RDNA3, AMD's "WMMA on RDNA3" guide): A holds row `l % 16` whole (16 elements, k = i),
///   B column `l % 16` whole; lanes 16–31 must hold the same A and B as lanes 0–15. C and D:
///   8 elements per lane, rows `2i + l / 16`, column `l % 16`.
/// - gfx12 (RDNA4): no replication. A holds row `l % 16`, B column `l % 16`, each over the half
///   of k that `l / 16` picks (8 elements); C and D: rows `8 (l / 16) + i`, column `l % 16`.
///
/// Where A and B put each k inside a lane's fragment only has to agree between them: a product
/// sums over k, so any order of k gives the same matrix.
pub(super) struct Wmma16x16x16F16 {
    /// gfx11: A and B whole in each half of the wave.
    replicated: bool,
}

impl Wmma16x16x16F16 {
    pub(super) const GFX11: Wmma16x16x16F16 = Wmma16x16x16F16 { replicated: true };
    pub(super) const GFX12: Wmma16x16x16F16 = Wmma16x16x16F16 { replicated: false };
}

impl Wmma16x16x16F16 {
    /// A's and B's runs of k: all 16 from 0 on gfx11, 8 from `8 (l / 16)` on gfx12.
    fn k_runs(&self) -> (u32, u32) {
        if self.replicated {
            (0, 16)
        } else {
            (8, 8)
        }
    }
}

impl TensorCores for Wmma16x16x16F16 {
    fn fragment_len(&self, role: naga::CooperativeRole) -> u32 {
        match role {
            naga::CooperativeRole::C => 8,
            _ => self.k_runs().1,
        }
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (line, half) = (lane % 16, lane / 16);
        match role {
            naga::CooperativeRole::C if self.replicated => (2 * i + half, line),
            naga::CooperativeRole::C => (8 * half + i, line),
            _ => ab_element(self.k_runs().0, role, lane, i),
        }
    }

    /// Both generations have `v_wmma_f32_16x16x16_bf16` with the f16 layout.
    fn takes_bf16(&self) -> bool {
        true
    }

    fn has_workgroup_loads(&self) -> bool {
        true
    }

    fn load_from_workgroup<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        role: naga::CooperativeRole,
        row_major: bool,
        lane: IntValue<'ctx>,
        pitch: IntValue<'ctx>,
        address: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>) -> Result<PointerValue<'ctx>>,
    ) -> Result<Option<VectorValue<'ctx>>> {
        load_ab_from_lds(lw, self.k_runs(), lw.half_type(), role, row_major, lane, pitch, address)
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        // Overloaded on the result and the inputs: `<8 x float>` and `<16|8 x half>` (bfloat16
        // as `<16|8 x i16>`).
        let (name, a, b) = if lw.bfloat16_halves {
            ("llvm.amdgcn.wmma.f32.16x16x16.bf16", as_i16(lw, a)?, as_i16(lw, b)?)
        } else {
            ("llvm.amdgcn.wmma.f32.16x16x16.f16", a.into(), b.into())
        };
        let d = lw.call_intr(name, &[c.get_type().into(), a.get_type()], &[a, b, c.into()])?;
        Ok(d.into_vector_value())
    }
}

#[cfg(test)]
mod tensor_core_tests {
    use super::{Mfma16x16x16F16, MfmaXf32, TensorCores, Wmma16x16x16F16};
    use crate::compiler::lower::{assert_fragments_cover_each_element, assert_fragments_cover_each_element_once};
    use naga::CooperativeRole as R;

    #[test]
    fn every_element_of_each_role_is_in_exactly_one_lane() {
        assert_fragments_cover_each_element_once(&Mfma16x16x16F16 { bf16: true }, 64);
        assert_fragments_cover_each_element_once(&Wmma16x16x16F16::GFX12, 32);
        assert_fragments_cover_each_element_once(&MfmaXf32, 64);
    }

    /// What the two `v_mfma_f32_16x16x8_xf32` of `MfmaXf32::multiply_add` compute, from AMD's
    /// layout for that instruction written out here (lane `l`, `q = l / 16`: A's row `l % 16`
    /// and B's column `l % 16` at the instruction's k `2q + j` for its two registers `j`; C and
    /// D rows `4q + i`, column `l % 16`), run on the elements `multiply_add` gives instruction
    /// `h` (each lane's `2h` and `2h + 1`), the second accumulating the first: the 16×16 product.
    #[test]
    fn the_xf32_instructions_make_the_16x16_product() {
        let tc = MfmaXf32;
        let a: Vec<i64> = (0..256).map(|x| (x * 7 % 11) - 5).collect();
        let b: Vec<i64> = (0..256).map(|x| (x * 5 % 13) - 6).collect();
        let c: Vec<i64> = (0..256).map(|x| x % 9).collect();
        let frag = |m: &[i64], role: R, lane: u32| -> Vec<i64> {
            (0..4)
                .map(|i| {
                    let (r, col) = tc.element(role, lane, i);
                    m[(r * 16 + col) as usize]
                })
                .collect()
        };
        let mut acc: Vec<Vec<i64>> = (0..64).map(|lane| frag(&c, R::C, lane)).collect();
        for h in 0..2usize {
            let (mut ai, mut bi, mut ci) = ([[0i64; 8]; 16], [[0i64; 16]; 8], [[0i64; 16]; 16]);
            for lane in 0..64u32 {
                let (line, q) = ((lane % 16) as usize, (lane / 16) as usize);
                for j in 0..2 {
                    ai[line][2 * q + j] = frag(&a, R::A, lane)[2 * h + j];
                    bi[2 * q + j][line] = frag(&b, R::B, lane)[2 * h + j];
                }
                for (i, &x) in acc[lane as usize].iter().enumerate() {
                    ci[4 * q + i][line] = x;
                }
            }
            for lane in 0..64u32 {
                let (line, q) = ((lane % 16) as usize, (lane / 16) as usize);
                for i in 0..4 {
                    let row = 4 * q + i;
                    acc[lane as usize][i] = ci[row][line] + (0..8).map(|kk| ai[row][kk] * bi[kk][line]).sum::<i64>();
                }
            }
        }
        for lane in 0..64u32 {
            for i in 0..4 {
                let (r, col) = tc.element(R::C, lane, i as u32);
                let (r, col) = (r as usize, col as usize);
                let want = c[r * 16 + col] + (0..16).map(|kk| a[r * 16 + kk] * b[kk * 16 + col]).sum::<i64>();
                assert_eq!(acc[lane as usize][i], want, "({r}, {col})");
            }
        }
    }

    /// gfx11 reads A and B from both halves of the wave: each element is held twice, and lane
    /// `l + 16` holds exactly what lane `l` holds. C is not replicated.
    #[test]
    fn gfx11_replicates_a_and_b_across_the_halves_of_the_wave() {
        let tc = Wmma16x16x16F16::GFX11;
        assert_fragments_cover_each_element(&tc, 32, |role| if role == R::C { 1 } else { 2 });
        for role in [R::A, R::B] {
            for lane in 0..16 {
                for i in 0..tc.fragment_len(role) {
                    assert_eq!(tc.element(role, lane, i), tc.element(role, lane + 16, i));
                }
            }
        }
    }

    /// AMD's matrix instructions place k the same way in A's and B's registers (a lane's
    /// element `i` of A and of B are the same hardware k), so ours must too: then any order
    /// we give k is a renaming the sum does not see.
    #[test]
    fn a_and_b_pair_the_same_k_in_each_lane() {
        let cases: [(&dyn TensorCores, u32); 3] = [
            (&Mfma16x16x16F16 { bf16: true }, 64),
            (&Wmma16x16x16F16::GFX11, 32),
            (&Wmma16x16x16F16::GFX12, 32),
        ];
        for (tc, lanes) in cases {
            for lane in 0..lanes {
                for i in 0..tc.fragment_len(R::A) {
                    assert_eq!(
                        tc.element(R::A, lane, i).1,
                        tc.element(R::B, lane, i).0,
                        "lane {lane}, {i}"
                    );
                }
            }
        }
    }
}
