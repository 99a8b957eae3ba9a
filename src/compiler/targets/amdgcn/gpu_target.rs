//! What the lowering asks of AMDGCN: work-item ids, the dispatch packet, barriers, scoped
//! atomics, wavefront shuffles and votes, as AMDGPU intrinsics.

use inkwell::attributes::AttributeLoc;
use inkwell::values::{BasicValue, FunctionValue, IntValue};
use inkwell::{AddressSpace, AtomicOrdering};

use super::arch::GfxArch;
use super::tensor_cores::{Mfma16x16x16F16, MfmaXf32, Wmma16x16x16F16};
use crate::compiler::lower::{ice, GpuTarget, Lowerer, Shuffle, TensorCores};
use crate::error::Result;

/// What the lowering asks of AMDGCN: `llvm.amdgcn.*` intrinsics for wavefronts of `wave` lanes.
pub(super) struct AmdgcnTarget {
    wave: u32,
    /// CDNA2 and 3 (gfx90a, gfx940–950): one file of 512 registers a lane holds both VGPRs and
    /// the accumulation registers (AGPRs), where LLVM spills VGPRs first.
    unified_registers: bool,
    /// The architecture's matrix instructions for 16×16×16 f16 → f32, if it has them.
    matrix_cores: Option<&'static dyn TensorCores>,
    /// And for f32 with TF32 allowed.
    tf32_matrix_cores: Option<&'static dyn TensorCores>,
}

/// CDNA's MFMA (gfx908, gfx90a, gfx940–942, wave64), RDNA3's WMMA (gfx11, wave32, inputs
/// replicated across the wave's halves) and RDNA4's (gfx12, wave32, no replication). gfx906
/// and RDNA1/2 have none: cooperative matrices run the exact loops there.
pub(super) fn matrix_cores(arch: GfxArch) -> Option<&'static dyn TensorCores> {
    match arch.name() {
        "gfx908" => Some(&Mfma16x16x16F16 { bf16: false }),
        "gfx90a" | "gfx940" | "gfx941" | "gfx942" => Some(&Mfma16x16x16F16 { bf16: true }),
        "gfx1100" | "gfx1101" => Some(&Wmma16x16x16F16::GFX11),
        "gfx1200" | "gfx1201" => Some(&Wmma16x16x16F16::GFX12),
        _ => None,
    }
}

/// CDNA3's `v_mfma_f32_16x16x8_xf32` (gfx940–942; gfx950 has no xf32 instructions).
pub(super) fn tf32_matrix_cores(arch: GfxArch) -> Option<&'static dyn TensorCores> {
    matches!(arch.name(), "gfx940" | "gfx941" | "gfx942").then_some(&MfmaXf32 as &dyn TensorCores)
}

/// AMDGPU address spaces.
const GLOBAL: u16 = 1;
const LDS: u16 = 3;
const CONSTANT: u16 = 4;

const AXES: [&str; 3] = ["x", "y", "z"];

impl AmdgcnTarget {
    pub(super) fn new(arch: GfxArch) -> AmdgcnTarget {
        AmdgcnTarget {
            wave: arch.wavefront_size(),
            unified_registers: matches!(arch.name(), "gfx90a" | "gfx940" | "gfx941" | "gfx942" | "gfx950"),
            matrix_cores: matrix_cores(arch),
            tf32_matrix_cores: tf32_matrix_cores(arch),
        }
    }

    fn mask_type<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> inkwell::types::IntType<'ctx> {
        if self.wave == 64 {
            lw.cx.i64_type()
        } else {
            lw.cx.i32_type()
        }
    }
}

impl GpuTarget for AmdgcnTarget {
    fn packed_dot4<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        signed: bool,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        // `v_dot4_i32_i8` / `v_dot4_u32_u8` (gfx11+: `v_dot4_i32_iu8`): every architecture
        // anygpu targets has them (checked by the codegen tests). Clamp off: the sum fits.
        let name = if signed {
            "llvm.amdgcn.sdot4"
        } else {
            "llvm.amdgcn.udot4"
        };
        let zero = lw.i32(0);
        let no_clamp = lw.cx.bool_type().const_zero();
        let d = lw.call_intr(name, &[], &[a.into(), b.into(), zero.into(), no_clamp.into()])?;
        Ok(Some(d.into_int_value()))
    }

    /// hipcc and ROCm's tools write and read DWARF 5.
    fn line_table(&self) -> crate::compiler::lower::LineTable {
        crate::compiler::lower::LineTable::Dwarf(5)
    }

    fn wave_size(&self) -> u32 {
        self.wave
    }

    fn tensor_cores(&self) -> Option<&dyn TensorCores> {
        self.matrix_cores
    }

    fn tf32_tensor_cores(&self) -> Option<&dyn TensorCores> {
        self.tf32_matrix_cores
    }

    fn global_space(&self) -> AddressSpace {
        AddressSpace::from(GLOBAL)
    }

    fn workgroup_space(&self) -> AddressSpace {
        AddressSpace::from(LDS)
    }

    /// The constant space: global memory the compiler may read with scalar loads.
    fn constant_data_space(&self) -> AddressSpace {
        AddressSpace::from(CONSTANT)
    }

    /// The AMDGPU kernel calling convention, with the exact workgroup size.
    fn mark_kernel<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, f: FunctionValue<'ctx>, wg: [u32; 3]) -> Result<()> {
        const AMDGPU_KERNEL: u32 = 91;
        f.set_call_conventions(AMDGPU_KERNEL);
        let total: u32 = wg.iter().product();
        let mut attributes = vec![
            ("amdgpu-flat-work-group-size", format!("{total},{total}")),
            // HIP grids are whole workgroups: no partial workgroup at the grid's edge.
            ("uniform-work-group-size", "true".to_string()),
        ];
        // The least waves per SIMD the kernel's registers must allow.
        let mut waves = 0;
        if lw.min_workgroups_per_cu > 0 {
            // The occupancy hint in waves per SIMD: a compute unit has 4 SIMDs on GCN and CDNA
            // (wave64), 2 on RDNA (wave32, CU mode).
            let simds = if self.wave == 64 { 4 } else { 2 };
            // The front end allows at most 2,048 work-items in all: no overflow.
            waves = (lw.min_workgroups_per_cu * total.div_ceil(self.wave)).div_ceil(simds);
        }
        if lw.max_registers > 0 {
            // Vector registers: what limits occupancy on AMD GPUs (scalar ones rarely do).
            attributes.push(("amdgpu-num-vgpr", lw.max_registers.to_string()));
            if self.unified_registers {
                // `amdgpu-num-vgpr` caps the VGPRs alone, and LLVM then spills them into AGPRs
                // of the same file (measured on gfx942: a cap of 96 gave 96 + 96). As waves,
                // the cap holds for both: 512 registers a lane shared by that many waves.
                waves = waves.max(512 / lw.max_registers);
            }
        }
        if waves > 0 {
            attributes.push(("amdgpu-waves-per-eu", waves.clamp(1, 8).to_string()));
        }
        for (k, v) in attributes {
            f.add_attribute(AttributeLoc::Function, lw.cx.create_string_attribute(k, &v));
        }
        Ok(())
    }

    fn thread_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr(&format!("llvm.amdgcn.workitem.id.{}", AXES[d]), &[], &[])?
            .into_int_value())
    }

    fn group_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr(&format!("llvm.amdgcn.workgroup.id.{}", AXES[d]), &[], &[])?
            .into_int_value())
    }

    /// AMD GPUs have no register for it: the HSA dispatch packet holds the grid size in
    /// work-items (u32 at bytes 12, 16, 20), which HIP makes a whole number of workgroups.
    fn group_count<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize, wg: u32) -> Result<IntValue<'ctx>> {
        let packet = lw.call_intr("llvm.amdgcn.dispatch.ptr", &[], &[])?.into_pointer_value();
        // SAFETY (inkwell marks GEP unsafe): a constant offset inside the 64-byte packet.
        let at = unsafe {
            lw.b.build_gep(lw.cx.i8_type(), packet, &[lw.i64(12 + 4 * d as u64)], "")?
        };
        let items = lw.b.build_load(lw.cx.i32_type(), at, "grid.size")?;
        if let Some(i) = items.as_instruction_value() {
            i.set_alignment(4).map_err(|e| ice(e.to_string()))?;
        }
        Ok(lw
            .b
            .build_int_unsigned_div(items.into_int_value(), lw.i32(wg as u64), "")?)
    }

    /// `mbcnt` counts the set bits of its mask below this lane: with an all-ones mask, the lane.
    fn lane_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        let all = lw.i32(u32::MAX as u64);
        let lo = lw.call_intr("llvm.amdgcn.mbcnt.lo", &[], &[all.into(), lw.i32(0).into()])?;
        if self.wave == 32 {
            return Ok(lo.into_int_value());
        }
        Ok(lw
            .call_intr("llvm.amdgcn.mbcnt.hi", &[], &[all.into(), lo])?
            .into_int_value())
    }

    /// `s_barrier` alone orders nothing: a release fence before it (which waits for the
    /// thread's outstanding memory operations, `s_waitcnt`) and an acquire fence after it are
    /// needed. They are workgroup-scoped (see [`scope_atomics`]): system-scoped fences would
    /// write back and invalidate caches at every barrier.
    fn barrier(&self, lw: &Lowerer<'_, '_>) -> Result<()> {
        lw.b.build_fence(AtomicOrdering::Release, false, "")?;
        let f = lw.intrinsic("llvm.amdgcn.s.barrier", &[])?;
        lw.b.build_call(f, &[], "")?;
        lw.b.build_fence(AtomicOrdering::Acquire, false, "")?;
        Ok(())
    }

    /// The exec mask: a ballot of `true`.
    fn active_lanes<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr(
                "llvm.amdgcn.ballot",
                &[self.mask_type(lw).into()],
                &[lw.cx.bool_type().const_int(1, false).into()],
            )?
            .into_int_value())
    }

    /// `llvm.amdgcn.ballot` counts the active lanes, which the mask's lanes are.
    fn ballot<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        pred: IntValue<'ctx>,
        _mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr("llvm.amdgcn.ballot", &[self.mask_type(lw).into()], &[pred.into()])?
            .into_int_value())
    }

    /// `ds_bpermute` reads the word of lane (addr / 4), for any lane pattern.
    fn shuffle_word<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        kind: Shuffle,
        word: IntValue<'ctx>,
        src: IntValue<'ctx>,
        _mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let from = lw.source_lane(kind, src)?;
        let addr = lw.b.build_left_shift(from, lw.i32(2), "")?;
        Ok(lw
            .call_intr("llvm.amdgcn.ds.bpermute", &[], &[addr.into(), word.into()])?
            .into_int_value())
    }
}
