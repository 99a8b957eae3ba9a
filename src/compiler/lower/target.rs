//! What a GPU code target gives the lowering. The lowering is target-neutral: wherever PTX and
//! AMDGCN differ (kernel calling convention, built-in ids, barriers, lane masks, shuffles, fast
//! math primitives, address spaces) it calls this trait, and each target implements it next to
//! the rest of its knowledge (`compiler/targets/ptx.rs`, `compiler/targets/amdgcn.rs`). The CPU
//! device's target needs none of this: its execution model (`entry.rs`) runs work-items in loops.

use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue, VectorValue};
use inkwell::AddressSpace;
use naga::{ScalarKind, SubgroupOperation};

use super::warpgroup::{WarpgroupInputs, WarpgroupOperand, WarpgroupOrder};
use super::{Lowerer, Result};

/// How a shuffle picks its source lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shuffle {
    /// The lane given.
    Index,
    /// This lane XOR the value given.
    Xor,
    /// This lane minus the value given.
    Up,
    /// This lane plus the value given.
    Down,
}

/// The approximate single-precision instructions GPUs have; the formulas in `gpu_math.rs` are
/// built from these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FastF32 {
    Sin,
    Cos,
    Exp2,
    Log2,
}

impl FastF32 {
    /// The portable LLVM intrinsic computing the same function: what targets without a
    /// dedicated approximate instruction use (LLVM's AMDGPU back end selects its own).
    pub(crate) fn llvm_intrinsic(self) -> &'static str {
        match self {
            FastF32::Sin => "llvm.sin",
            FastF32::Cos => "llvm.cos",
            FastF32::Exp2 => "llvm.exp2",
            FastF32::Log2 => "llvm.log2",
        }
    }
}

/// A GPU target: one hardware thread per work-item.
/// How a GPU target's code carries source lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LineTable {
    /// Only assembler line directives (PTX `.file`/`.loc`, as `nvcc -lineinfo` writes): a
    /// full DWARF unit would mark the PTX `.target …, debug`, which makes ptxas compile
    /// without optimisation.
    Directives,
    /// A DWARF line table of this version in the object.
    Dwarf(u32),
}

pub(crate) trait GpuTarget {
    /// Invocations per subgroup (warp or wavefront).
    fn wave_size(&self) -> u32;
    /// The form of the target's line tables (`KernelSource::line_info`): what the vendor's own
    /// compilers write for it.
    fn line_table(&self) -> LineTable;
    /// The LLVM address space of buffers (kernel parameters point there).
    fn global_space(&self) -> AddressSpace;
    /// The LLVM address space of `var<workgroup>` memory.
    fn workgroup_space(&self) -> AddressSpace;
    /// The most workgroup memory a kernel may declare statically, where more takes another
    /// form: on NVIDIA, 48 KiB of `.shared` variables, beyond which the kernel's variables live
    /// in one `.extern .shared` array the launch sizes (dynamic shared memory). `None`: no split.
    fn static_workgroup_bytes(&self) -> Option<u64> {
        None
    }
    /// The LLVM address space read-only tables (indexed constant arrays) live in.
    fn constant_data_space(&self) -> AddressSpace;
    /// Makes `f` a kernel entry point for exactly `wg` threads per workgroup.
    fn mark_kernel<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, f: FunctionValue<'ctx>, wg: [u32; 3]) -> Result<()>;
    /// The thread's id along axis `d` of its workgroup.
    fn thread_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>>;
    /// The workgroup's id along axis `d`.
    fn group_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>>;
    /// Workgroups in the grid along axis `d`, for workgroups of `wg` threads along it.
    fn group_count<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize, wg: u32) -> Result<IntValue<'ctx>>;
    /// The thread's lane in its wave.
    fn lane_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>>;
    /// A workgroup barrier ordering all memory accesses of the workgroup's threads.
    fn barrier(&self, lw: &Lowerer<'_, '_>) -> Result<()>;
    /// The lanes executing this instruction together (divergent control flow), one bit each.
    fn active_lanes<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>>;
    /// One bit per lane of `mask` whose `pred` holds.
    fn ballot<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        pred: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>>;
    /// `subgroupAll` (`all`) or `subgroupAny` over `mask` in one instruction, where the target
    /// has one; `None` builds it from [`ballot`](Self::ballot).
    fn vote<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        all: bool,
        pred: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        let _ = (lw, all, pred, mask);
        Ok(None)
    }
    /// The 32-bit word `word` of the lane `kind` and `src` name, among `mask`'s lanes. A lane
    /// outside the wave or the mask gives an unspecified value: the caller selects around it.
    fn shuffle_word<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        kind: Shuffle,
        word: IntValue<'ctx>,
        src: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>>;
    /// Whether [`reduce`](Self::reduce) has one instruction for `op` on `kind` values of type
    /// `ty`.
    fn has_reduce(&self, lw: &Lowerer<'_, '_>, op: SubgroupOperation, kind: ScalarKind, x: BasicValueEnum<'_>) -> bool {
        let _ = (lw, op, kind, x);
        false
    }
    /// The reduction `op` of `x` over `mask`'s lanes in one instruction (only called when
    /// [`has_reduce`](Self::has_reduce) says so).
    fn reduce<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        op: SubgroupOperation,
        kind: ScalarKind,
        x: BasicValueEnum<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let _ = (lw, op, kind, x, mask);
        Err(super::ice("no reduction instruction on this target"))
    }
    /// `dot4I8Packed` (`signed`) or `dot4U8Packed` of two words of four packed bytes, in one
    /// instruction where the target has one (PTX `dp4a`, AMDGCN `v_dot4`); `None` builds it
    /// from byte extensions and adds. The sum of four products of bytes never overflows i32,
    /// so every way gives the same result.
    fn packed_dot4<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        signed: bool,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        let _ = (lw, signed, a, b);
        Ok(None)
    }
    /// Whether the target copies global memory into workgroup memory asynchronously
    /// ([`async_copy`](Self::async_copy) and its group operations).
    fn has_async_copies(&self) -> bool {
        false
    }
    /// Starts copying `bytes` (4, 8 or 16, aligned) from buffer memory at `src` to workgroup
    /// memory at `dst`; where `read` is false, it writes zeros and reads nothing at `src`.
    fn async_copy<'ctx>(
        &self,
        _lw: &Lowerer<'_, 'ctx>,
        _dst: PointerValue<'ctx>,
        _src: PointerValue<'ctx>,
        _bytes: u32,
        _read: Option<IntValue<'ctx>>,
    ) -> Result<()> {
        Err(super::ice("asynchronous copies on a target without them"))
    }
    /// Whether the target has warpgroup matrix multiply-adds ([`warpgroup_mma`](Self::warpgroup_mma)
    /// and its ordering operations).
    fn has_warpgroup_mma(&self) -> bool {
        false
    }
    /// One 64×N×K warpgroup multiply-add with f32 accumulators (K = 16, or 8 for TF32): `acc`
    /// (N/2 per work-item) plus A (64×K) times B (K×N), both read from workgroup memory at `a`
    /// and `b` in the layout their descriptors give (`Wgmma`'s description in the PTX target);
    /// returns the new accumulators.
    fn warpgroup_mma<'ctx>(
        &self,
        _lw: &Lowerer<'_, 'ctx>,
        _acc: &[FloatValue<'ctx>],
        _a: WarpgroupOperand<'ctx>,
        _b: WarpgroupOperand<'ctx>,
        _inputs: WarpgroupInputs,
    ) -> Result<Vec<FloatValue<'ctx>>> {
        Err(super::ice("warpgroup multiply-adds on a target without them"))
    }
    /// `anygpu_wgmma_commit` and `anygpu_async_proxy_fence`.
    fn warpgroup_order(&self, _lw: &Lowerer<'_, '_>, _what: WarpgroupOrder) -> Result<()> {
        Err(super::ice("warpgroup multiply-adds on a target without them"))
    }
    /// `anygpu_wgmma_fence` and `anygpu_wgmma_wait`, with the accumulators `acc` passing
    /// through the instruction (returned), so that no use of them moves across it.
    fn warpgroup_pass_through<'ctx>(
        &self,
        _lw: &Lowerer<'_, 'ctx>,
        _what: WarpgroupOrder,
        _acc: &[FloatValue<'ctx>],
    ) -> Result<Vec<FloatValue<'ctx>>> {
        Err(super::ice("warpgroup multiply-adds on a target without them"))
    }
    /// Ends the group of copies started since the last one.
    fn async_copy_commit(&self, _lw: &Lowerer<'_, '_>) -> Result<()> {
        Err(super::ice("asynchronous copies on a target without them"))
    }
    /// Waits until at most `pending` groups of copies are in flight (`None`: none).
    fn async_copy_wait(&self, _lw: &Lowerer<'_, '_>, _pending: Option<u32>) -> Result<()> {
        Err(super::ice("asynchronous copies on a target without them"))
    }
    /// Tensor cores for 16×16 cooperative matrices with f16 A and B and an f32 C, where the
    /// architecture has them; `None` computes cooperative matrices with the exact loops.
    fn tensor_cores(&self) -> Option<&dyn TensorCores> {
        None
    }
    /// Tensor cores for 16×16 cooperative matrices with f32 A and B rounded to TF32 and an
    /// f32 C (`KernelSource::allow_tf32`), where the architecture has them.
    fn tf32_tensor_cores(&self) -> Option<&dyn TensorCores> {
        None
    }
    /// An approximate f32 instruction (PTX's `sin.approx` and friends).
    fn fast_f32<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        f: FastF32,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        lw.call_intr(f.llvm_intrinsic(), &[v.get_type()], &[v])
    }
}

/// Tensor-core multiply-adds of 16×16 cooperative matrices (f16 A and B, f32 C and result).
/// The hardware spreads each matrix over a subgroup's lanes: every lane holds a *fragment*, the
/// elements the architecture's documentation assigns to it. The lowering loads and stores
/// fragments element by element through [`element`](Self::element), so any stride, layout and
/// bounds check works as in the exact loops.
pub(crate) trait TensorCores {
    /// How many elements of a matrix in `role` each lane holds.
    fn fragment_len(&self, role: naga::CooperativeRole) -> u32;
    /// (row, column) of element `i` of lane `lane`'s fragment of a matrix in `role`. Several
    /// lanes may hold the same element (they then store the same value).
    fn element(&self, role: naga::CooperativeRole, lane: u32, i: u32) -> (u32, u32);
    /// Whether the products take bfloat16 A and B (`KernelSource::bfloat16_halves`); where
    /// not, such a kernel keeps the exact loops.
    fn takes_bf16(&self) -> bool {
        false
    }
    /// Whether [`load_from_workgroup`](Self::load_from_workgroup) has an instruction.
    fn has_workgroup_loads(&self) -> bool {
        false
    }
    /// This lane's fragment of a 16×16 tile in workgroup memory (role A or B, of the
    /// fragments' element type) in as few instructions as the target has (`ldmatrix` on
    /// NVIDIA, vector loads of a lane's run of k on AMD), else `None`. The tile is
    /// whole and its rows (`row_major`) or columns are 16-byte aligned; `lane` is the lane's
    /// index in its wave; `pitch` the bytes from one line of the tile in memory to the next
    /// (an i64); `address(r, c)` gives the workgroup-memory address of element (`r`, `c`).
    fn load_from_workgroup<'ctx>(
        &self,
        _lw: &Lowerer<'_, 'ctx>,
        _role: naga::CooperativeRole,
        _row_major: bool,
        _lane: IntValue<'ctx>,
        _pitch: IntValue<'ctx>,
        _address: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>) -> Result<PointerValue<'ctx>>,
    ) -> Result<Option<VectorValue<'ctx>>> {
        Ok(None)
    }
    /// `a × b + c` on fragments: `<n x half>`, `<n x half>` and `<n x float>` (halves of
    /// `lw.half_type()`: bfloat16 only where [`takes_bf16`](Self::takes_bf16)); for TF32
    /// tensor cores `<n x float>` A and B, which the implementation rounds to TF32
    /// ([`Lowerer::tf32_operand`](super::Lowerer::tf32_operand)).
    fn multiply_add<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        c: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>>;
}

/// Test support for [`TensorCores`] implementations: each element of a 16×16 matrix in every
/// role is held by exactly one of the `lanes` lanes.
#[cfg(test)]
pub(crate) fn assert_fragments_cover_each_element_once(tc: &dyn TensorCores, lanes: u32) {
    assert_fragments_cover_each_element(tc, lanes, |_| 1);
}

/// Test support for [`TensorCores`] implementations: each element of a 16×16 matrix in `role`
/// is held by `copies(role)` of the `lanes` lanes.
#[cfg(test)]
pub(crate) fn assert_fragments_cover_each_element(
    tc: &dyn TensorCores,
    lanes: u32,
    copies: impl Fn(naga::CooperativeRole) -> u32,
) {
    for role in [
        naga::CooperativeRole::A,
        naga::CooperativeRole::B,
        naga::CooperativeRole::C,
    ] {
        let mut seen = [[0u32; 16]; 16];
        for lane in 0..lanes {
            for i in 0..tc.fragment_len(role) {
                let (r, c) = tc.element(role, lane, i);
                seen[r as usize][c as usize] += 1;
            }
        }
        let want = copies(role);
        assert!(seen.iter().flatten().all(|&n| n == want), "{role:?}: {seen:?}");
    }
}
