//! The entry point on a GPU: one hardware thread per work-item, as the hardware intends.
//!
//! Buffers arrive as kernel parameters (a global-space pointer and a byte length each, in
//! (group, binding) order: the ABI in `compiler::abi`); workgroup variables live in shared memory
//! and are zeroed by the workgroup itself before the body runs, as WGSL requires; built-in ids come
//! from special registers; barriers and subgroup operations become the target's own instructions.
//! Everything is addressed through generic pointers (address space 0), which LLVM's
//! infer-address-spaces pass turns back into global or shared accesses, so the statement lowering
//! stays shared with the host.
//!
//! [`GpuThread`] is this execution model behind `ExecutionModel` (`exec/mod.rs`): values live in
//! registers and variables on the stack, so it keeps every default hook and supplies barriers,
//! `workgroupUniformLoad`, subgroup operations and the lane state of helper functions. What
//! differs between PTX and AMDGCN goes through the `GpuTarget` trait (`lower/target.rs`).

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue};
use inkwell::IntPredicate;
use naga::{
    BuiltIn, CollectiveOperation as CO, GatherMode as G, ScalarKind as K, Statement as S, SubgroupOperation as SO,
};

use super::{Exec, ExecutionModel};
use crate::compiler::lower::expr::scalar_of;
use crate::compiler::lower::{ice, unsupported, Fx, GpuTarget, Lowerer, Placement, Shuffle, Val};
use crate::error::Result;

/// The dynamic shared array a GPU kernel's workgroup memory lives in beyond the target's static
/// limit (`GpuTarget::static_workgroup_bytes`): `.extern .shared` in PTX.
const DYNAMIC_WORKGROUP_NAME: &str = "anygpu_dynamic_workgroup";
/// The alignment of the dynamic workgroup array and of the warpgroup tiles (`wgmma_a`,
/// `wgmma_b`) declared statically: the 128-byte swizzle's atom.
const WORKGROUP_ARRAY_ALIGN: u32 = 1024;

/// The kernel's symbol in PTX: the WGSL entry name where it is a plain identifier (so that PTX,
/// profilers and error logs show the user's name), else a safe spelling of it.
pub(crate) fn gpu_kernel_name(entry: &str) -> String {
    let clean: String = entry
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' })
        .collect();
    if clean == entry && !entry.starts_with("__") {
        clean
    } else {
        format!("anygpu_{clean}")
    }
}

/// State of the entry point being lowered for a GPU.
pub(in crate::compiler::lower) struct GpuEntry<'ctx> {
    /// Invocations per workgroup.
    total: u32,
    /// `local_invocation_index`, which decides the lanes of a partial last wave.
    local_index: IntValue<'ctx>,
    /// Subgroup operations may run in divergent control flow (see `Lowerer::subgroups_diverge`).
    divergent: bool,
}

/// The GPU execution model: one hardware thread per work-item.
pub(super) struct GpuThread;

/// The lane state of the function being lowered, if it runs under [`GpuThread`].
fn lanes<'f, 'ctx>(fx: &'f Fx<'_, 'ctx>) -> Option<&'f GpuEntry<'ctx>> {
    match &fx.exec {
        Exec::GpuThread(g) => Some(g),
        _ => None,
    }
}

impl ExecutionModel for GpuThread {
    fn barrier<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, _fx: &mut Fx<'a, 'ctx>) -> Result<()> {
        lw.gpu_barrier()
    }

    fn uniform_load<'a, 'ctx>(
        &self,
        lw: &mut Lowerer<'a, 'ctx>,
        fx: &mut Fx<'a, 'ctx>,
        pointer: naga::Handle<naga::Expression>,
        result: naga::Handle<naga::Expression>,
    ) -> Result<()> {
        lw.gpu_uniform_load(fx, pointer, result)
    }

    fn subgroup<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        lw.gpu_subgroup(fx, s)
    }

    /// A helper of a GPU kernel rebuilds the kernel's lane state from its workgroup size.
    fn helper<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>) -> Result<Exec<'ctx>> {
        let wg = lw
            .gpu_workgroup
            .ok_or_else(|| ice("a GPU helper lowered outside a GPU kernel"))?;
        Ok(Exec::GpuThread(lw.gpu_lanes(wg)?.0))
    }
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// Lowers `entry_points[index]` as a GPU kernel named [`gpu_kernel_name`].
    /// Lists the workgroup variables in `llvm.compiler.used`, which keeps LLVM's global
    /// optimiser from splitting one into scalars (it does when every access has a constant
    /// index, e.g. a tile sized by overrides to a few words). Each piece then gets its own
    /// 16-byte-aligned slot, so the code object asked for more workgroup memory than the
    /// signature's 16-byte-rounded sizes promise (an `array<u32, 4>` became 52 bytes of LDS on
    /// gfx90a instead of 16), and the device-limit check before launch would be wrong.
    fn keep_whole(&self, vars: &[inkwell::values::GlobalValue<'ctx>]) {
        if vars.is_empty() {
            return;
        }
        let generic = self.cx.ptr_type(inkwell::AddressSpace::default());
        let pointers: Vec<_> = vars
            .iter()
            .map(|v| v.as_pointer_value().const_address_space_cast(generic))
            .collect();
        let list = generic.const_array(&pointers);
        let used = self.m.add_global(list.get_type(), None, "llvm.compiler.used");
        used.set_linkage(Linkage::Appending);
        used.set_section(Some("llvm.metadata"));
        used.set_initializer(&list);
    }

    pub(crate) fn lower_gpu_entry(&mut self, index: usize) -> Result<FunctionValue<'ctx>> {
        let ep = &self.ir.entry_points[index];
        let func = &ep.function;
        let finfo = self.info.get_entry_point(index);
        let wg = ep.workgroup_size;
        let total: u32 = wg.iter().product();
        let i64t = self.cx.i64_type();
        let global_ptr = self.cx.ptr_type(self.gpu()?.global_space());

        // Parameters: (pointer, byte length) per used binding, in (group, binding) order, then
        // the words of the `var<immediate>` (the ABI in `compiler::abi`).
        let bindings = self.used_bindings(finfo);
        let immediate = self.used_immediate(finfo);
        let words = immediate.map_or(0, |(_, w)| w);
        let mut params: Vec<BasicMetadataTypeEnum> =
            bindings.iter().flat_map(|_| [global_ptr.into(), i64t.into()]).collect();
        params.extend((0..words).map(|_| BasicMetadataTypeEnum::from(i64t)));
        let fn_ty = self.cx.void_type().fn_type(&params, false);
        let llfn = self
            .m
            .add_function(&gpu_kernel_name(&ep.name), fn_ty, Some(Linkage::External));
        self.mark_kernel(llfn, wg)?;
        self.start_line_info(self.line_info);
        let alloca_bb = self.cx.append_basic_block(llfn, "allocas");
        let start = self.cx.append_basic_block(llfn, "start");
        self.b.position_at_end(start);
        let mut fx = Fx::new(func, finfo, llfn, alloca_bb);

        for (k, &(_, g)) in bindings.iter().enumerate() {
            let p = llfn
                .get_nth_param(2 * k as u32)
                .ok_or_else(|| ice("missing buffer parameter"))?
                .into_pointer_value();
            let len = llfn
                .get_nth_param(2 * k as u32 + 1)
                .ok_or_else(|| ice("missing buffer length"))?
                .into_int_value();
            let generic = self.b.build_address_space_cast(p, self.ptr_ty(), "")?;
            fx.globals.insert(g, (generic, Some(len)));
        }
        if let Some((g, words)) = immediate {
            let first = 2 * bindings.len() as u32;
            let p = self.immediate_copy(&mut fx, words, |_, k| {
                Ok(llfn
                    .get_nth_param(first + k)
                    .ok_or_else(|| ice("missing immediate parameter"))?
                    .into_int_value())
            })?;
            fx.globals.insert(g, (p, None));
        }

        // Built-in ids, computed once at the top. Thread ids are known to be below the
        // workgroup size (and 0 in a dimension of size 1), which lets LLVM drop bounds checks on
        // `local_invocation_index`-indexed workgroup arrays.
        self.gpu_workgroup = Some(wg);
        self.subgroups_diverge = crate::compiler::uniformity::subgroup_uniformity_relaxed(self.ir, func);
        self.tensor_fragments = self.tensor_core_kernel(index, wg);
        let (mut ctaid, mut nctaid) = ([self.i32(0); 3], [self.i32(0); 3]);
        for d in 0..3 {
            ctaid[d] = self.group_id(d)?;
            nctaid[d] = self.group_count(d, wg[d])?;
        }
        let (entry, tid) = self.gpu_lanes(wg)?;
        let local_index = entry.local_index;
        fx.exec = Exec::GpuThread(entry);

        // Workgroup memory in shared memory, zeroed by the workgroup before anything reads it.
        // Beyond what the target declares statically, every variable lives in one dynamic
        // array, at the offsets the signature's byte count adds up (16-byte aligned each).
        let mut zero: Vec<(inkwell::values::PointerValue<'ctx>, u64)> = Vec::new();
        let mut workgroup_vars = Vec::new();
        let space = self.gpu()?.workgroup_space();
        let dynamic = self
            .gpu()?
            .static_workgroup_bytes()
            .filter(|&limit| self.workgroup_bytes > limit)
            .map(|_| {
                let ty = self.cx.i8_type().array_type(0);
                let var = self.m.add_global(ty, Some(space), DYNAMIC_WORKGROUP_NAME);
                var.set_linkage(Linkage::External);
                // 1024: a warpgroup multiply-add's swizzled tiles (the first variables) start
                // on the swizzle's 1024-byte atom (`lower::warpgroup`).
                var.set_alignment(WORKGROUP_ARRAY_ALIGN);
                var
            });
        let mut offset = 0u64;
        for (h, g) in self.ir.global_variables.iter() {
            if finfo[h].is_empty() {
                continue;
            }
            let inner = self.ir.types[g.ty].inner.clone();
            let size = self.size_of(&inner);
            match g.space {
                naga::AddressSpace::WorkGroup => {
                    let shared = match dynamic {
                        Some(block) => {
                            let at = self.i64(offset);
                            offset += size.next_multiple_of(16);
                            // SAFETY (inkwell marks GEP unsafe): an offset inside the dynamic
                            // array, which the launch makes `workgroup_bytes` long (the sum of
                            // these sizes, `KernelSignature::workgroup_memory_bytes`).
                            unsafe {
                                self.b
                                    .build_in_bounds_gep(self.cx.i8_type(), block.as_pointer_value(), &[at], "")?
                            }
                        }
                        None => {
                            let ty = self.cx.i8_type().array_type(size.max(1) as u32);
                            let name = format!("wg_{}", g.name.as_deref().unwrap_or("var"));
                            let var = self.m.add_global(ty, Some(space), &name);
                            var.set_linkage(Linkage::Internal);
                            var.set_initializer(&ty.get_undef());
                            let warpgroup_tile = g.name.as_deref().is_some_and(|n| n.starts_with("wgmma_"));
                            var.set_alignment(if warpgroup_tile { WORKGROUP_ARRAY_ALIGN } else { 16 });
                            workgroup_vars.push(var);
                            var.as_pointer_value()
                        }
                    };
                    let p = self.b.build_address_space_cast(shared, self.ptr_ty(), "")?;
                    zero.push((p, size));
                    fx.globals.insert(h, (p, None));
                }
                naga::AddressSpace::Private => {
                    let p = self.stack_bytes(&fx, size, g.name.as_deref().unwrap_or("private"))?;
                    self.zero_fill(p, size)?;
                    if let Some(init) = g.init {
                        let v = self.const_expr(init)?;
                        self.store_plain(p, &inner, v, Placement::Element)?;
                    }
                    fx.globals.insert(h, (p, None));
                }
                _ => {}
            }
        }
        self.keep_whole(&workgroup_vars);
        if !zero.is_empty() {
            for (p, size) in zero {
                self.zero_shared(&fx, p, size, local_index, total)?;
            }
            self.gpu_barrier()?;
        }

        self.init_locals(&mut fx)?;

        // Entry-point arguments are built-ins (or structs of them).
        for arg in &func.arguments {
            let v = self.builtin_argument(arg, |s, b| s.gpu_builtin(b, wg, tid, ctaid, nctaid, local_index))?;
            fx.args.push(v);
        }

        self.block(&mut fx, &func.body)?;
        if !self.terminated() {
            self.b.build_return(None)?;
        }
        self.b.position_at_end(alloca_bb);
        self.b.build_unconditional_branch(start)?;
        self.finish_line_info()?;
        Ok(llfn)
    }

    /// Makes `f` a kernel entry for exactly `wg` threads per workgroup.
    fn mark_kernel(&self, f: FunctionValue<'ctx>, wg: [u32; 3]) -> Result<()> {
        let nounwind = self
            .cx
            .create_enum_attribute(Attribute::get_named_enum_kind_id("nounwind"), 0);
        f.add_attribute(AttributeLoc::Function, nounwind);
        self.gpu()?.mark_kernel(self, f, wg)
    }

    /// Invocations per subgroup: a warp (32) or a wavefront (64 on gfx9, 32 on gfx10+).
    pub(crate) fn wave_size(&self) -> u32 {
        self.gpu_target.map_or(1, |t| t.wave_size())
    }

    /// The GPU target; lowering a GPU construct for the host target is our bug.
    fn gpu(&self) -> Result<&'a dyn GpuTarget> {
        self.gpu_target
            .ok_or_else(|| ice("a GPU construct lowered for the host target"))
    }

    /// Lane masks are one bit per lane of the wave.
    pub(crate) fn mask_type(&self) -> inkwell::types::IntType<'ctx> {
        if self.wave_size() == 64 {
            self.cx.i64_type()
        } else {
            self.cx.i32_type()
        }
    }

    /// The thread's id in dimension `d` of its workgroup, known to be below `bound`.
    fn thread_id(&self, d: usize, bound: u32) -> Result<IntValue<'ctx>> {
        let v = self.gpu()?.thread_id(self, d)?;
        if let Some(inst) = v.as_instruction() {
            let range = self
                .cx
                .metadata_node(&[self.i32(0).into(), self.i32(bound as u64).into()]);
            inst.set_metadata(range, self.cx.get_kind_id("range"))
                .map_err(|e| ice(format!("range metadata: {e}")))?;
        }
        Ok(v)
    }

    fn group_id(&self, d: usize) -> Result<IntValue<'ctx>> {
        self.gpu()?.group_id(self, d)
    }

    /// Workgroups in the grid along `d`.
    fn group_count(&self, d: usize, wg: u32) -> Result<IntValue<'ctx>> {
        self.gpu()?.group_count(self, d, wg)
    }

    /// The thread's lane in its wave.
    fn lane_id(&self) -> Result<IntValue<'ctx>> {
        self.gpu()?.lane_id(self)
    }

    #[allow(clippy::too_many_arguments)]
    fn gpu_builtin(
        &self,
        b: BuiltIn,
        wg: [u32; 3],
        tid: [IntValue<'ctx>; 3],
        ctaid: [IntValue<'ctx>; 3],
        nctaid: [IntValue<'ctx>; 3],
        local_index: IntValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let vec3 = |v: [IntValue<'ctx>; 3]| -> Result<BasicValueEnum<'ctx>> {
            let mut agg: BasicValueEnum = self.cx.i32_type().vec_type(3).const_zero().into();
            for (k, c) in v.into_iter().enumerate() {
                agg = self.insert(agg, c.into(), k as u32)?;
            }
            Ok(agg)
        };
        let warp = self.wave_size() as u64;
        let total: u32 = wg.iter().product();
        Ok(match b {
            BuiltIn::LocalInvocationId => vec3(tid)?,
            BuiltIn::LocalInvocationIndex => local_index.into(),
            BuiltIn::GlobalInvocationId => {
                let mut g = [self.i32(0); 3];
                for d in 0..3 {
                    let base = self.b.build_int_mul(ctaid[d], self.i32(wg[d] as u64), "")?;
                    g[d] = self.b.build_int_add(base, tid[d], "")?;
                }
                vec3(g)?
            }
            BuiltIn::WorkGroupId => vec3(ctaid)?,
            BuiltIn::NumWorkGroups => vec3(nctaid)?,
            BuiltIn::WorkGroupSize => vec3(wg.map(|d| self.i32(d as u64)))?,
            BuiltIn::SubgroupSize => self.i32(warp).into(),
            // Warps and wavefronts are consecutive linear thread ids (x fastest), which is
            // local_invocation_index.
            BuiltIn::SubgroupInvocationId => self.lane_id()?.into(),
            BuiltIn::SubgroupId => self.b.build_int_unsigned_div(local_index, self.i32(warp), "")?.into(),
            BuiltIn::NumSubgroups => self.i32((total as u64).div_ceil(warp)).into(),
            other => return Err(unsupported(format!("the built-in {other:?} in a compute kernel"))),
        })
    }

    /// Zeroes `size` bytes of shared memory at `p`, words spread over the workgroup's threads.
    fn zero_shared(
        &mut self,
        fx: &Fx<'a, 'ctx>,
        p: inkwell::values::PointerValue<'ctx>,
        size: u64,
        local_index: IntValue<'ctx>,
        total: u32,
    ) -> Result<()> {
        let words = size / 4;
        let i32t = self.cx.i32_type();
        if words > 0 {
            let head = self.current_block()?;
            let body = self.new_block(fx, "wgzero");
            let done = self.new_block(fx, "wgzero.done");
            let first = self
                .b
                .build_int_compare(IntPredicate::ULT, local_index, self.i32(words), "")?;
            self.b.build_conditional_branch(first, body, done)?;
            self.b.position_at_end(body);
            let i = self.b.build_phi(i32t, "i")?;
            i.add_incoming(&[(&local_index, head)]);
            let iv = i.as_basic_value().into_int_value();
            let off = self.b.build_int_mul(iv, self.i32(4), "")?;
            let off = self.b.build_int_z_extend(off, self.cx.i64_type(), "")?;
            let at = self.gep_bytes(p, off)?;
            self.b.build_store(at, i32t.const_zero())?;
            let next = self.b.build_int_add(iv, self.i32(total as u64), "")?;
            i.add_incoming(&[(&next, self.current_block()?)]);
            let more = self.b.build_int_compare(IntPredicate::ULT, next, self.i32(words), "")?;
            self.b.build_conditional_branch(more, body, done)?;
            self.b.position_at_end(done);
        }
        if size % 4 != 0 {
            let tail = self.new_block(fx, "wgzero.tail");
            let done = self.new_block(fx, "wgzero.tail.done");
            let first = self
                .b
                .build_int_compare(IntPredicate::EQ, local_index, self.i32(0), "")?;
            self.b.build_conditional_branch(first, tail, done)?;
            self.b.position_at_end(tail);
            let at = self.gep_const(p, words * 4)?;
            self.zero_fill(at, size % 4)?;
            self.b.build_unconditional_branch(done)?;
            self.b.position_at_end(done);
        }
        Ok(())
    }

    /// A workgroup barrier: WGSL's workgroup and storage barriers both order every memory
    /// access of the workgroup's threads (each target says how).
    fn gpu_barrier(&self) -> Result<()> {
        self.gpu()?.barrier(self)
    }

    /// The lane state of a kernel with workgroup size `wg` (and its thread ids), built where it is
    /// needed: at the top of the kernel, and again in each helper function it calls.
    fn gpu_lanes(&self, wg: [u32; 3]) -> Result<(GpuEntry<'ctx>, [IntValue<'ctx>; 3])> {
        let mut tid = [self.i32(0); 3];
        for d in 0..3 {
            if wg[d] > 1 {
                tid[d] = self.thread_id(d, wg[d])?;
            }
        }
        let row = self.b.build_int_mul(tid[2], self.i32(wg[1] as u64), "")?;
        let row = self.b.build_int_add(row, tid[1], "")?;
        let local_index = self.b.build_int_mul(row, self.i32(wg[0] as u64), "")?;
        let local_index = self.b.build_int_add(local_index, tid[0], "")?;
        Ok((
            GpuEntry {
                total: wg.iter().product(),
                local_index,
                divergent: self.subgroups_diverge,
            },
            tid,
        ))
    }

    /// `workgroupUniformLoad`: a barrier, the load, a barrier.
    fn gpu_uniform_load(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        pointer: naga::Handle<naga::Expression>,
        result: naga::Handle<naga::Expression>,
    ) -> Result<()> {
        self.gpu_barrier()?;
        let p = self.expr(fx, pointer)?.p()?;
        let inner = self.pointee(fx, pointer)?;
        let at = self.placement(fx, pointer);
        let ty = self.vty_inner(&inner)?;
        let v = self
            .guarded(fx, p.ok, Some(ty), |s| s.load_plain(p.p, &inner, at).map(Some))?
            .ok_or_else(|| ice("uniform load produced nothing"))?;
        self.gpu_barrier()?;
        self.define(fx, result, Val::V(v))
    }

    // ------------------------------------------------------------------ subgroups (warps, wavefronts)

    /// Whether every lane of every wave exists: the workgroup is a whole number of waves, and
    /// subgroup operations run in uniform control flow (checked by the front end).
    fn full_waves(&self, fx: &Fx<'a, 'ctx>) -> bool {
        lanes(fx).is_some_and(|g| g.total % self.wave_size() == 0)
    }

    /// The wave's lanes, one bit each, computed from the workgroup size rather than asked of
    /// the hardware: every lane of a whole wave; in the partial last wave of a workgroup whose
    /// size is not a multiple of the wave, its first `total % wave` lanes. (`activemask` would
    /// report the lanes executing at that instant, which after a divergent branch need not be
    /// all of them; `*.sync` with this mask makes them converge.)
    fn wave_mask(&self, fx: &Fx<'a, 'ctx>) -> Result<IntValue<'ctx>> {
        let ty = self.mask_type();
        let Some(entry) = lanes(fx) else {
            return Err(ice("subgroup operation outside a GPU entry point"));
        };
        let rest = (entry.total % self.wave_size()) as u64;
        if rest == 0 {
            return Ok(ty.const_all_ones());
        }
        let last_wave = self.i32(entry.total as u64 - rest);
        let in_last = self
            .b
            .build_int_compare(IntPredicate::UGE, entry.local_index, last_wave, "")?;
        let partial = ty.const_int((1u64 << rest) - 1, false);
        Ok(self
            .b
            .build_select(in_last, partial, ty.const_all_ones(), "wave.mask")?
            .into_int_value())
    }

    /// One bit per lane whose `pred` holds, among `mask`'s lanes.
    fn ballot(&self, pred: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        self.gpu()?.ballot(self, pred, mask)
    }

    /// The 32-bit word `w` of the lane that `kind` and `src` name.
    fn shuffle_word(
        &self,
        kind: Shuffle,
        w: IntValue<'ctx>,
        src: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        self.gpu()?.shuffle_word(self, kind, w, src, mask)
    }

    fn gpu_subgroup(&mut self, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        let wave = self.wave_mask(fx)?;
        let divergent = lanes(fx).is_some_and(|g| g.divergent);
        // In divergent control flow the operation acts on the lanes that reach it together.
        let mask = if divergent {
            let active = self.active_lanes()?;
            self.b.build_and(active, wave, "sg.active")?
        } else {
            wave
        };
        let full = self.full_waves(fx);
        let bool_t = self.cx.bool_type();
        match *s {
            S::SubgroupBallot { result, predicate } => {
                let p = match predicate {
                    Some(p) => self.value(fx, p)?.into_int_value(),
                    None => bool_t.const_int(1, false),
                };
                let bits = self.ballot(p, mask)?;
                let i32t = self.cx.i32_type();
                let lo = self.b.build_int_truncate_or_bit_cast(bits, i32t, "")?;
                let mut v = self.insert(i32t.vec_type(4).const_zero().into(), lo.into(), 0)?;
                if self.wave_size() == 64 {
                    let hi = self
                        .b
                        .build_right_shift(bits, self.mask_type().const_int(32, false), false, "")?;
                    let hi = self.b.build_int_truncate(hi, i32t, "")?;
                    v = self.insert(v, hi.into(), 1)?;
                }
                self.define(fx, result, Val::V(v))
            }
            S::SubgroupGather { mode, argument, result } => {
                let v = self.value(fx, argument)?;
                let (kind, src) = match mode {
                    G::BroadcastFirst => {
                        let first = self.call_intr(
                            "llvm.cttz",
                            &[self.mask_type().into()],
                            &[mask.into(), bool_t.const_int(1, false).into()],
                        )?;
                        let first =
                            self.b
                                .build_int_truncate_or_bit_cast(first.into_int_value(), self.cx.i32_type(), "")?;
                        (Shuffle::Index, first)
                    }
                    G::Broadcast(i) | G::Shuffle(i) => (Shuffle::Index, self.value(fx, i)?.into_int_value()),
                    G::ShuffleXor(m) => (Shuffle::Xor, self.value(fx, m)?.into_int_value()),
                    G::ShuffleUp(d) => (Shuffle::Up, self.value(fx, d)?.into_int_value()),
                    G::ShuffleDown(d) => (Shuffle::Down, self.value(fx, d)?.into_int_value()),
                    G::QuadBroadcast(i) => {
                        let lane = self.lane_id()?;
                        let i = self.value(fx, i)?.into_int_value();
                        let quad = self.b.build_and(lane, self.i32(!3u32 as u64), "")?;
                        let i = self.b.build_and(i, self.i32(3), "")?;
                        (Shuffle::Index, self.b.build_or(quad, i, "")?)
                    }
                    G::QuadSwap(dir) => (Shuffle::Xor, self.i32(dir as u64 + 1)),
                };
                let out = self.shuffle(v, kind, src, mask)?;
                // A source lane that is absent (past the wave or the workgroup, or inactive)
                // gives the lane's own value, as on the CPU device.
                let from = self.source_lane(kind, src)?;
                let present = self.lane_present(mask, from)?;
                let out = self.b.build_select(present, out, v, "")?;
                self.define(fx, result, Val::V(out))
            }
            S::SubgroupCollectiveOperation {
                op,
                collective_op,
                argument,
                result,
            } => {
                let x = self.value(fx, argument)?;
                let inner = self.ety(fx, result).clone();
                let kind = scalar_of(&inner).map(|s| s.kind).unwrap_or(K::Bool);
                let out = match (op, collective_op) {
                    (SO::All | SO::Any, _) => self.vote(op == SO::All, x.into_int_value(), mask)?.into(),
                    (_, _) if divergent => {
                        self.divergent_collective(fx, op, collective_op, kind, x, mask, wave, full)?
                    }
                    (_, CO::Reduce) => self.wave_reduce(op, kind, x, mask, full)?,
                    (_, CO::InclusiveScan | CO::ExclusiveScan) => {
                        self.wave_scan(op, kind, x, mask, collective_op == CO::ExclusiveScan)?
                    }
                };
                self.define(fx, result, Val::V(out))
            }
            _ => Err(ice("not a subgroup statement")),
        }
    }

    /// subgroupAll / subgroupAny.
    fn vote(&self, all: bool, pred: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        if let Some(v) = self.gpu()?.vote(self, all, pred, mask)? {
            return Ok(v);
        }
        let bits = self.ballot(pred, mask)?;
        Ok(if all {
            self.b.build_int_compare(IntPredicate::EQ, bits, mask, "")?
        } else {
            self.b
                .build_int_compare(IntPredicate::NE, bits, self.mask_type().const_zero(), "")?
        })
    }

    /// Shuffle distances of a tree over the wave: 16, 8, 4, 2, 1 (32 first on wave64).
    fn tree_steps(&self) -> Vec<u64> {
        let mut steps = Vec::new();
        let mut d = self.wave_size() as u64 / 2;
        while d > 0 {
            steps.push(d);
            d /= 2;
        }
        steps
    }

    /// A reduction over the wave, its result in every lane. sm_80's `redux.sync` does 32-bit
    /// integers in one instruction; otherwise a whole wave uses a butterfly (log2(size)
    /// shuffles), and a partial one a shuffle-down tree into lane 0 (skipping absent lanes)
    /// and a broadcast.
    fn wave_reduce(
        &mut self,
        op: SO,
        kind: K,
        x: BasicValueEnum<'ctx>,
        mask: IntValue<'ctx>,
        full: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        if self.has_reduce(op, kind, x) {
            return self.gpu()?.reduce(self, op, kind, x, mask);
        }
        let mut acc = x;
        if full {
            for off in self.tree_steps() {
                let other = self.shuffle(acc, Shuffle::Xor, self.i32(off), mask)?;
                acc = self.combine(op, kind, acc, other)?;
            }
            return Ok(acc);
        }
        let lane = self.lane_id()?;
        let identity = self.identity(op, kind, x.get_type())?;
        for off in self.tree_steps() {
            let other = self.shuffle(acc, Shuffle::Down, self.i32(off), mask)?;
            let src = self.b.build_int_add(lane, self.i32(off), "")?;
            let present = self.lane_present(mask, src)?;
            let other = self.b.build_select(present, other, identity, "")?;
            acc = self.combine(op, kind, acc, other)?;
        }
        self.shuffle(acc, Shuffle::Index, self.i32(0), mask)
    }

    /// Whether the target reduces `op` over any lane mask in one instruction.
    fn has_reduce(&self, op: SO, kind: K, x: BasicValueEnum<'ctx>) -> bool {
        self.gpu_target.is_some_and(|t| t.has_reduce(self, op, kind, x))
    }

    /// Inclusive or exclusive scan over the wave's lanes in order (Hillis–Steele, shuffles up).
    fn wave_scan(
        &mut self,
        op: SO,
        kind: K,
        x: BasicValueEnum<'ctx>,
        mask: IntValue<'ctx>,
        exclusive: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        let lane = self.lane_id()?;
        let identity = self.identity(op, kind, x.get_type())?;
        let mut acc = x;
        let mut steps = self.tree_steps();
        steps.reverse();
        for off in steps {
            let other = self.shuffle(acc, Shuffle::Up, self.i32(off), mask)?;
            let has = self.b.build_int_compare(IntPredicate::UGE, lane, self.i32(off), "")?;
            let other = self.b.build_select(has, other, identity, "")?;
            acc = self.combine(op, kind, other, acc)?;
        }
        if !exclusive {
            return Ok(acc);
        }
        let prev = self.shuffle(acc, Shuffle::Up, self.i32(1), mask)?;
        let first = self.b.build_int_compare(IntPredicate::EQ, lane, self.i32(0), "")?;
        Ok(self.b.build_select(first, identity, prev, "")?)
    }

    /// Whether lane `src` (in range or not) is one of `mask`'s.
    fn lane_present(&self, mask: IntValue<'ctx>, src: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let wave = self.wave_size() as u64;
        let in_wave = self.b.build_int_compare(IntPredicate::ULT, src, self.i32(wave), "")?;
        let clamped = self.b.build_and(src, self.i32(wave - 1), "")?;
        let clamped = self.b.build_int_z_extend_or_bit_cast(clamped, self.mask_type(), "")?;
        let bit = self.b.build_right_shift(mask, clamped, false, "")?;
        let bit = self.b.build_int_truncate(bit, self.cx.bool_type(), "")?;
        Ok(self.b.build_and(in_wave, bit, "")?)
    }

    /// The lane a shuffle of `kind` reads from (may be out of range).
    pub(crate) fn source_lane(&self, kind: Shuffle, src: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let lane = self.lane_id()?;
        Ok(match kind {
            Shuffle::Index => src,
            Shuffle::Xor => self.b.build_xor(lane, src, "")?,
            Shuffle::Up => self.b.build_int_sub(lane, src, "")?,
            Shuffle::Down => self.b.build_int_add(lane, src, "")?,
        })
    }

    /// The lanes executing this instruction together (divergent control flow).
    fn active_lanes(&self) -> Result<IntValue<'ctx>> {
        self.gpu()?.active_lanes(self)
    }

    /// A reduction or scan over the active lanes `mask` in divergent control flow: the wave's
    /// own algorithm when every lane of the wave is active (`mask == wave`; `redux.sync` takes
    /// any mask), else the lanes one by one in ascending order, as the CPU device does.
    #[allow(clippy::too_many_arguments)]
    fn divergent_collective(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        op: SO,
        collective: CO,
        kind: K,
        x: BasicValueEnum<'ctx>,
        mask: IntValue<'ctx>,
        wave: IntValue<'ctx>,
        full: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        if collective == CO::Reduce && self.has_reduce(op, kind, x) {
            return self.wave_reduce(op, kind, x, mask, full);
        }
        let all = self.b.build_int_compare(IntPredicate::EQ, mask, wave, "")?;
        let lane = self.lane_id()?;
        self.branch_on(
            fx,
            all,
            |me, _fx| match collective {
                CO::Reduce => me.wave_reduce(op, kind, x, mask, full),
                _ => me.wave_scan(op, kind, x, mask, collective == CO::ExclusiveScan),
            },
            |me, fx| {
                me.fold_active_lanes(fx, op, kind, x, mask, |me, j| {
                    let before = match collective {
                        CO::Reduce => return Ok(None),
                        CO::ExclusiveScan => IntPredicate::ULT,
                        CO::InclusiveScan => IntPredicate::ULE,
                    };
                    Ok(Some(me.b.build_int_compare(before, j, lane, "")?))
                })
            },
        )
    }

    /// `then(..)` or `otherwise(..)` as `cond` says, joined into one value.
    fn branch_on(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        cond: IntValue<'ctx>,
        then: impl FnOnce(&mut Self, &mut Fx<'a, 'ctx>) -> Result<BasicValueEnum<'ctx>>,
        otherwise: impl FnOnce(&mut Self, &mut Fx<'a, 'ctx>) -> Result<BasicValueEnum<'ctx>>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let (then_bb, else_bb, join) = (
            self.new_block(fx, "sg.whole"),
            self.new_block(fx, "sg.some"),
            self.new_block(fx, "sg.join"),
        );
        self.b.build_conditional_branch(cond, then_bb, else_bb)?;
        self.b.position_at_end(then_bb);
        let a = then(self, fx)?;
        let a_end = self.current_block()?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(else_bb);
        let b = otherwise(self, fx)?;
        let b_end = self.current_block()?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(join);
        let phi = self.b.build_phi(a.get_type(), "")?;
        phi.add_incoming(&[(&a, a_end), (&b, b_end)]);
        Ok(phi.as_basic_value())
    }

    /// Combines `x` of every lane in `mask`, lowest lane first, starting from the identity; a
    /// lane `j` for which `include(j)` gives `Some(false)` is skipped. Every lane of `mask` runs
    /// the same iterations (the mask is the same in all of them), as `shfl.sync` requires.
    #[allow(clippy::too_many_arguments)]
    fn fold_active_lanes(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        op: SO,
        kind: K,
        x: BasicValueEnum<'ctx>,
        mask: IntValue<'ctx>,
        include: impl Fn(&Self, IntValue<'ctx>) -> Result<Option<IntValue<'ctx>>>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let ty = x.get_type();
        let mty = self.mask_type();
        let acc = self.stack_value(fx, ty, "sg.acc")?;
        let left = self.stack_value(fx, mty.into(), "sg.left")?;
        self.b.build_store(acc, self.identity(op, kind, ty)?)?;
        self.b.build_store(left, mask)?;
        let (head, body, done) = (
            self.new_block(fx, "sg.lane"),
            self.new_block(fx, "sg.lane.body"),
            self.new_block(fx, "sg.lanes.done"),
        );
        self.b.build_unconditional_branch(head)?;
        self.b.position_at_end(head);
        let rest = self.b.build_load(mty, left, "")?.into_int_value();
        let more = self.b.build_int_compare(IntPredicate::NE, rest, mty.const_zero(), "")?;
        self.b.build_conditional_branch(more, body, done)?;
        self.b.position_at_end(body);
        let j = self
            .call_intr(
                "llvm.cttz",
                &[mty.into()],
                &[rest.into(), self.cx.bool_type().const_int(1, false).into()],
            )?
            .into_int_value();
        let j = self.b.build_int_truncate_or_bit_cast(j, self.cx.i32_type(), "")?;
        let v = self.shuffle(x, Shuffle::Index, j, mask)?;
        let cur = self.b.build_load(ty, acc, "")?;
        let next = self.combine(op, kind, cur, v)?;
        let next = match include(self, j)? {
            Some(keep) => self.b.build_select(keep, next, cur, "")?,
            None => next,
        };
        self.b.build_store(acc, next)?;
        let lowest_cleared = self.b.build_int_sub(rest, mty.const_int(1, false), "")?;
        let rest = self.b.build_and(rest, lowest_cleared, "")?;
        self.b.build_store(left, rest)?;
        self.b.build_unconditional_branch(head)?;
        self.b.position_at_end(done);
        Ok(self.b.build_load(ty, acc, "")?)
    }

    /// A shuffle of a value of any type: vectors lane by lane, scalars as 32-bit words.
    fn shuffle(
        &self,
        v: BasicValueEnum<'ctx>,
        kind: Shuffle,
        src: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let i32t = self.cx.i32_type();
        if let BasicValueEnum::VectorValue(vec) = v {
            let mut out: BasicValueEnum = vec.get_type().const_zero().into();
            for k in 0..vec.get_type().get_size() {
                let e = self.extract(v, k)?;
                let s = self.shuffle(e, kind, src, mask)?;
                out = self.insert(out, s, k)?;
            }
            return Ok(out);
        }
        let ty = v.get_type();
        let bits = match ty {
            BasicTypeEnum::IntType(t) => t.get_bit_width(),
            BasicTypeEnum::FloatType(_) => crate::compiler::lower::math::float_bits(ty),
            _ => return Err(unsupported("a subgroup shuffle of a non-scalar, non-vector value")),
        };
        let as_int = std::num::NonZeroU32::new(bits)
            .and_then(|n| self.cx.custom_width_int_type(n).ok())
            .ok_or_else(|| ice(format!("no {bits}-bit integer type")))?;
        let raw = self.b.build_bit_cast(v, as_int, "")?.into_int_value();
        let shuffled = if bits <= 32 {
            let w = self.b.build_int_z_extend_or_bit_cast(raw, i32t, "")?;
            let s = self.shuffle_word(kind, w, src, mask)?;
            self.b.build_int_truncate_or_bit_cast(s, as_int, "")?
        } else if bits == 64 {
            let lo = self.b.build_int_truncate(raw, i32t, "")?;
            let hi = self.b.build_right_shift(raw, as_int.const_int(32, false), false, "")?;
            let hi = self.b.build_int_truncate(hi, i32t, "")?;
            let (lo, hi) = (
                self.shuffle_word(kind, lo, src, mask)?,
                self.shuffle_word(kind, hi, src, mask)?,
            );
            let lo = self.b.build_int_z_extend(lo, as_int, "")?;
            let hi = self.b.build_int_z_extend(hi, as_int, "")?;
            let hi = self.b.build_left_shift(hi, as_int.const_int(32, false), "")?;
            self.b.build_or(lo, hi, "")?
        } else {
            return Err(unsupported(format!("a subgroup shuffle of {bits}-bit values")));
        };
        Ok(self.b.build_bit_cast(shuffled, ty, "")?)
    }
}

#[cfg(test)]
mod tests {
    use super::gpu_kernel_name;

    #[test]
    fn kernel_names_are_ptx_identifiers() {
        assert_eq!(gpu_kernel_name("main"), "main");
        assert_eq!(gpu_kernel_name("vec_add2"), "vec_add2");
        assert_eq!(gpu_kernel_name("café"), "anygpu_caf_");
        assert_eq!(gpu_kernel_name("__x"), "anygpu___x");
    }
}
