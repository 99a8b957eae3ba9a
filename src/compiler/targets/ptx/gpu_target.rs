//! What the lowering asks of PTX: special registers, barriers, atomics, warp shuffles and votes,
//! fast math, as NVVM intrinsics and inline PTX.

use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue};
use inkwell::AddressSpace;
use naga::{ScalarKind, SubgroupOperation as SO};

use super::arch::{PtxIsa, WARP_SIZE};
use super::tensor_cores::{MmaM16n8, MmaTf32};
use crate::compiler::lower::{
    ice, FastF32, GpuTarget, Lowerer, Shuffle, TensorCores, WarpgroupInputs, WarpgroupOperand, WarpgroupOrder,
};
use crate::error::Result;

/// What the lowering asks of PTX: NVVM intrinsics and annotations for compute capability `sm`.
pub(super) struct PtxTarget {
    pub sm: u32,
    /// An `a` architecture (sm_90a): its architecture-specific instructions (`wgmma`) exist.
    pub accelerated: bool,
    /// The ISA written: instructions newer than it are not used.
    pub isa: PtxIsa,
}

/// NVPTX address spaces.
const GLOBAL: u16 = 1;
const SHARED: u16 = 3;

fn sreg<'ctx>(lw: &Lowerer<'_, 'ctx>, name: &str) -> Result<IntValue<'ctx>> {
    Ok(lw
        .call_intr(&format!("llvm.nvvm.read.ptx.sreg.{name}"), &[], &[])?
        .into_int_value())
}

const AXES: [&str; 3] = ["x", "y", "z"];

impl PtxTarget {
    /// An instruction with no operands that orders memory (`cp.async.commit_group`, …).
    fn asm_statement(&self, lw: &Lowerer<'_, '_>, text: &str) -> Result<()> {
        let fty = lw.cx.void_type().fn_type(&[], false);
        let asm = lw
            .cx
            .create_inline_asm(fty, text.to_string(), "~{memory}".into(), true, false, None, false);
        lw.b.build_indirect_call(fty, asm, &[], "")?;
        Ok(())
    }
}

impl GpuTarget for PtxTarget {
    /// `.loc` directives only, as `nvcc -lineinfo`.
    fn line_table(&self) -> crate::compiler::lower::LineTable {
        crate::compiler::lower::LineTable::Directives
    }

    fn wave_size(&self) -> u32 {
        WARP_SIZE
    }

    fn global_space(&self) -> AddressSpace {
        AddressSpace::from(GLOBAL)
    }

    fn workgroup_space(&self) -> AddressSpace {
        AddressSpace::from(SHARED)
    }

    fn static_workgroup_bytes(&self) -> Option<u64> {
        Some(super::STATIC_SHARED_BYTES)
    }

    /// Global memory: the `.const` bank holds only 64 KiB per module.
    fn constant_data_space(&self) -> AddressSpace {
        AddressSpace::from(GLOBAL)
    }

    /// The PTX kernel calling convention, and `nvvm.annotations` saying it is a kernel of at
    /// most `wg` threads along each axis (and, with an occupancy hint, how many blocks should fit
    /// on a multiprocessor: `.minnctapersm`; with a register cap, `.maxnreg`).
    fn mark_kernel<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, f: FunctionValue<'ctx>, wg: [u32; 3]) -> Result<()> {
        const PTX_KERNEL: u32 = 71;
        f.set_call_conventions(PTX_KERNEL);
        let fp: BasicMetadataValueEnum = f.as_global_value().as_pointer_value().into();
        let mut entries = vec![(fp, "kernel", 1u64)];
        for (d, name) in ["maxntidx", "maxntidy", "maxntidz"].into_iter().enumerate() {
            entries.push((fp, name, wg[d] as u64));
        }
        if lw.min_workgroups_per_cu > 0 {
            entries.push((fp, "minctasm", u64::from(lw.min_workgroups_per_cu)));
        }
        if lw.max_registers > 0 {
            // `.maxnreg`: PTX registers are 32-bit; ptxas allocates at most this many a thread.
            entries.push((fp, "maxnreg", u64::from(lw.max_registers.min(255))));
        }
        for (p, key, v) in entries {
            let node = lw
                .cx
                .metadata_node(&[p, lw.cx.metadata_string(key).into(), lw.i32(v).into()]);
            lw.m.add_global_metadata("nvvm.annotations", &node)
                .map_err(|e| ice(format!("nvvm.annotations: {e}")))?;
        }
        Ok(())
    }

    fn thread_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        sreg(lw, &format!("tid.{}", AXES[d]))
    }

    fn group_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize) -> Result<IntValue<'ctx>> {
        sreg(lw, &format!("ctaid.{}", AXES[d]))
    }

    fn group_count<'ctx>(&self, lw: &Lowerer<'_, 'ctx>, d: usize, _wg: u32) -> Result<IntValue<'ctx>> {
        sreg(lw, &format!("nctaid.{}", AXES[d]))
    }

    fn lane_id<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        sreg(lw, "laneid")
    }

    /// `bar.sync` orders all memory accesses of the block's threads (PTX memory model: it has
    /// `membar.cta` semantics), which is what WGSL's workgroup and storage barriers require;
    /// LLVM treats the intrinsic as touching all memory, so nothing moves across.
    fn barrier(&self, lw: &Lowerer<'_, '_>) -> Result<()> {
        let f = lw.intrinsic("llvm.nvvm.barrier0", &[])?;
        lw.b.build_call(f, &[], "")?;
        Ok(())
    }

    fn active_lanes<'ctx>(&self, lw: &Lowerer<'_, 'ctx>) -> Result<IntValue<'ctx>> {
        Ok(lw.call_intr("llvm.nvvm.activemask", &[], &[])?.into_int_value())
    }

    fn ballot<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        pred: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        Ok(lw
            .call_intr("llvm.nvvm.vote.ballot.sync", &[], &[mask.into(), pred.into()])?
            .into_int_value())
    }

    fn vote<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        all: bool,
        pred: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        let name = if all { "all" } else { "any" };
        Ok(Some(
            lw.call_intr(&format!("llvm.nvvm.vote.{name}.sync"), &[], &[mask.into(), pred.into()])?
                .into_int_value(),
        ))
    }

    /// `shfl.sync` in its four modes; the last operand is the lane clamp (31 for idx/bfly/down,
    /// 0 for up).
    fn shuffle_word<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        kind: Shuffle,
        word: IntValue<'ctx>,
        src: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let (name, c) = match kind {
            Shuffle::Index => ("idx", 0x1f),
            Shuffle::Xor => ("bfly", 0x1f),
            Shuffle::Down => ("down", 0x1f),
            Shuffle::Up => ("up", 0),
        };
        Ok(lw
            .call_intr(
                &format!("llvm.nvvm.shfl.sync.{name}.i32"),
                &[],
                &[mask.into(), word.into(), src.into(), lw.i32(c).into()],
            )?
            .into_int_value())
    }

    /// `redux.sync` (sm_80+): 32-bit integers, any lane mask.
    fn has_reduce(&self, lw: &Lowerer<'_, '_>, op: SO, kind: ScalarKind, x: BasicValueEnum<'_>) -> bool {
        self.sm >= 80 && x.get_type() == lw.cx.i32_type().into() && redux_name(op, kind).is_some()
    }

    fn reduce<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        op: SO,
        kind: ScalarKind,
        x: BasicValueEnum<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let name = redux_name(op, kind).ok_or_else(|| ice(format!("no redux.sync for {op:?}")))?;
        lw.call_intr(&format!("llvm.nvvm.redux.sync.{name}"), &[], &[x, mask.into()])
    }

    /// `sin.approx.f32`, `cos.approx.f32`, `ex2.approx.f32`, `lg2.approx.f32`.
    fn packed_dot4<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        signed: bool,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> Result<Option<IntValue<'ctx>>> {
        // LLVM 19 has no NVVM intrinsic for dp4a (sm_61+, so every architecture anygpu
        // targets): inline PTX, a pure function of its operands.
        let i32t = lw.cx.i32_type();
        let fty = i32t.fn_type(&[i32t.into(), i32t.into()], false);
        let ty = if signed { "s32" } else { "u32" };
        let asm = lw.cx.create_inline_asm(
            fty,
            format!("dp4a.{ty}.{ty} $0, $1, $2, 0;"),
            "=r,r,r".into(),
            false,
            false,
            None,
            false,
        );
        let call = lw.b.build_indirect_call(fty, asm, &[a.into(), b.into()], "dp4a")?;
        let d = call
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| ice("dp4a returned nothing"))?;
        Ok(Some(d.into_int_value()))
    }

    fn has_async_copies(&self) -> bool {
        self.sm >= 80
    }

    /// `cp.async` (sm_80 on): 16-byte copies bypass L1 (`.cg`), smaller ones go through it
    /// (`.ca`, the only form for 4 and 8 bytes). A copy that must not read (`read` false) is the
    /// same instruction with a source size of 0, which the ISA defines as reading no bytes and
    /// filling all `bytes` with zeros (PTX 7.0, what sm_80 has): one `LDGSTS ... ZFILL` where
    /// a branch to a zero store would cost five instructions per copy in the hottest loop
    /// (2026-11-27, sm_90: two `STS.64` of zero and three filler `LDS` that ptxas places
    /// between them and the `LDGSTS`).
    fn async_copy<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        dst: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        bytes: u32,
        read: Option<IntValue<'ctx>>,
    ) -> Result<()> {
        let (i32t, i64t) = (lw.cx.i32_type(), lw.cx.i64_type());
        let shared = super::tensor_cores::shared_address(lw, dst)?;
        let global = lw.b.build_ptr_to_int(src, i64t, "")?;
        let cache = if bytes == 16 { "cg" } else { "ca" };
        let mut args = vec![shared.into(), global.into()];
        let mut params = vec![i32t.into(), i64t.into()];
        let (size, constraints) = match read {
            Some(read) => {
                let size =
                    lw.b.build_select(read, i32t.const_int(u64::from(bytes), false), i32t.const_zero(), "")?;
                args.push(size.into_int_value().into());
                params.push(i32t.into());
                (", $2", "r,l,r,~{memory}")
            }
            None => ("", "r,l,~{memory}"),
        };
        let fty = lw.cx.void_type().fn_type(&params, false);
        let asm = lw.cx.create_inline_asm(
            fty,
            format!("cp.async.{cache}.shared.global [$0], [$1], {bytes}{size};"),
            constraints.into(),
            true,
            false,
            None,
            false,
        );
        lw.b.build_indirect_call(fty, asm, &args, "")?;
        Ok(())
    }

    /// `wgmma` (sm_90a only: architecture-specific, not in sm_90 or later).
    fn has_warpgroup_mma(&self) -> bool {
        self.sm == 90 && self.accelerated
    }

    fn warpgroup_mma<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        acc: &[FloatValue<'ctx>],
        a: WarpgroupOperand<'ctx>,
        b: WarpgroupOperand<'ctx>,
        inputs: WarpgroupInputs,
    ) -> Result<Vec<FloatValue<'ctx>>> {
        super::tensor_cores::wgmma(lw, acc, a, b, inputs)
    }

    /// The proxy fence: `cp.async` and ordinary stores write shared memory through the generic
    /// proxy, `wgmma` reads it through the async proxy.
    fn warpgroup_order(&self, lw: &Lowerer<'_, '_>, what: WarpgroupOrder) -> Result<()> {
        match what {
            WarpgroupOrder::Commit => self.asm_statement(lw, "wgmma.commit_group.sync.aligned;"),
            WarpgroupOrder::ProxyFence => self.asm_statement(lw, "fence.proxy.async.shared::cta;"),
            other => Err(ice(format!("{other:?} needs the accumulators"))),
        }
    }

    fn warpgroup_pass_through<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        what: WarpgroupOrder,
        acc: &[FloatValue<'ctx>],
    ) -> Result<Vec<FloatValue<'ctx>>> {
        let instruction = match what {
            WarpgroupOrder::Fence => "wgmma.fence.sync.aligned;".to_string(),
            WarpgroupOrder::Wait(n) => format!("wgmma.wait_group.sync.aligned {n};"),
            other => return Err(ice(format!("{other:?} takes no accumulators"))),
        };
        super::tensor_cores::wgmma_pass_through(lw, &instruction, acc)
    }

    fn async_copy_commit(&self, lw: &Lowerer<'_, '_>) -> Result<()> {
        self.asm_statement(lw, "cp.async.commit_group;")
    }

    fn async_copy_wait(&self, lw: &Lowerer<'_, '_>, pending: Option<u32>) -> Result<()> {
        match pending {
            Some(n) => self.asm_statement(lw, &format!("cp.async.wait_group {n};")),
            None => self.asm_statement(lw, "cp.async.wait_all;"),
        }
    }

    fn tensor_cores(&self) -> Option<&dyn TensorCores> {
        // mma.sync.m16n8k16 with f16 inputs: sm_80 and later.
        match self.sm {
            80.. => Some(&MmaM16n8::K16),
            // m16n8k8 needs PTX ISA 6.5 (CUDA 10.2 drivers); offline PTX for sm_75 is 6.3.
            75.. if self.isa >= PtxIsa(65) => Some(&MmaM16n8::K8),
            // Volta's m8n8k4 splits a warp into quads with its own layout: the exact loops.
            _ => None,
        }
    }

    fn tf32_tensor_cores(&self) -> Option<&dyn TensorCores> {
        // mma.sync.m16n8k8 with .tf32 inputs: sm_80 and PTX ISA 7.0 on.
        (self.sm >= 80 && self.isa >= PtxIsa(70)).then_some(&MmaTf32 as &dyn TensorCores)
    }

    fn fast_f32<'ctx>(
        &self,
        lw: &Lowerer<'_, 'ctx>,
        f: FastF32,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let name = match f {
            FastF32::Sin => "sin.approx.f",
            FastF32::Cos => "cos.approx.f",
            // `.ftz`: one MUFU.EX2; without it sm_80 and sm_90 scale around it for subnormals.
            FastF32::Exp2 if lw.flush_subnormal_exp => "ex2.approx.ftz.f",
            FastF32::Exp2 => "ex2.approx.f",
            FastF32::Log2 => "lg2.approx.f",
        };
        lw.call_intr(&format!("llvm.nvvm.{name}"), &[], &[v])
    }
}

/// The `redux.sync` operation for `op` on `kind` integers, if it has one.
fn redux_name(op: SO, kind: ScalarKind) -> Option<&'static str> {
    match (op, kind) {
        (SO::Add, _) => Some("add"),
        (SO::Min, ScalarKind::Sint) => Some("min"),
        (SO::Max, ScalarKind::Sint) => Some("max"),
        (SO::Min, _) => Some("umin"),
        (SO::Max, _) => Some("umax"),
        (SO::And, _) => Some("and"),
        (SO::Or, _) => Some("or"),
        (SO::Xor, _) => Some("xor"),
        _ => None,
    }
}
