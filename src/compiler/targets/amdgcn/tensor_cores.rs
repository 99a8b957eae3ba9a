//! Cooperative matrices on AMD matrix cores: MFMA (CDNA) and WMMA (RDNA 3/4) fragments.

use inkwell::values::VectorValue;

use crate::compiler::lower::{Lowerer, TensorCores};
use crate::error::Result;

/// CDNA's `v_mfma_f32_16x16x16_f16` over a 64-lane wavefront (AMD's matrix instruction
/// calculator for this instruction), with `l` the lane and `q = l / 16`: each lane holds 4
/// elements of each matrix,
/// - A: row `l % 16`, columns (k) `4q + i`;
/// - B: rows (k) `4q + i`, column `l % 16`;
/// - C and D: rows `4q + i`, column `l % 16`.
pub(super) struct Mfma16x16x16F16;

impl TensorCores for Mfma16x16x16F16 {
    fn fragment_len(&self, _role: naga::CooperativeRole) -> u32 {
        4
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (line, k) = (lane % 16, 4 * (lane / 16) + i);
        match role {
            naga::CooperativeRole::A => (line, k),
            naga::CooperativeRole::B | naga::CooperativeRole::C => (k, line),
        }
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        // cbsz, abid, blgp: no broadcast between blocks or lane groups.
        let zero = lw.i32(0);
        let d = lw.call_intr(
            "llvm.amdgcn.mfma.f32.16x16x16f16",
            &[],
            &[a.into(), b.into(), c.into(), zero.into(), zero.into(), zero.into()],
        )?;
        Ok(d.into_vector_value())
    }
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

impl TensorCores for Wmma16x16x16F16 {
    fn fragment_len(&self, role: naga::CooperativeRole) -> u32 {
        match role {
            naga::CooperativeRole::A | naga::CooperativeRole::B if self.replicated => 16,
            _ => 8,
        }
    }

    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32) {
        let (line, half) = (lane % 16, lane / 16);
        let k = if self.replicated { i } else { 8 * half + i };
        match role {
            naga::CooperativeRole::A => (line, k),
            naga::CooperativeRole::B => (k, line),
            naga::CooperativeRole::C if self.replicated => (2 * i + half, line),
            naga::CooperativeRole::C => (8 * half + i, line),
        }
    }

    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>> {
        // Overloaded on the result and the inputs: `<8 x float>` and `<16|8 x half>`.
        let d = lw.call_intr(
            "llvm.amdgcn.wmma.f32.16x16x16.f16",
            &[c.get_type().into(), a.get_type().into()],
            &[a.into(), b.into(), c.into()],
        )?;
        Ok(d.into_vector_value())
    }
}

#[cfg(test)]
mod tensor_core_tests {
    use super::{Mfma16x16x16F16, TensorCores, Wmma16x16x16F16};
    use crate::compiler::lower::{assert_fragments_cover_each_element, assert_fragments_cover_each_element_once};
    use naga::CooperativeRole as R;

    #[test]
    fn every_element_of_each_role_is_in_exactly_one_lane() {
        assert_fragments_cover_each_element_once(&Mfma16x16x16F16, 64);
        assert_fragments_cover_each_element_once(&Wmma16x16x16F16::GFX12, 32);
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
            (&Mfma16x16x16F16, 64),
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
