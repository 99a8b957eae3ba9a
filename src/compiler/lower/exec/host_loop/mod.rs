//! The entry point on the host: one call runs a whole workgroup.
//!
//! WGSL puts every barrier in uniform control flow, so the body splits into *regions*: maximal
//! runs of statements without a barrier, each emitted as a loop over the work-items (x innermost,
//! so LLVM vectorizes across work-items). A statement that contains a barrier runs once per
//! workgroup: its condition / selector / exit test is uniform, so it is read for work-item 0,
//! and its body is split again. A barrier itself emits nothing: the end of one region's loop is
//! the point where every work-item has arrived. (A kernel that lets subgroup operations diverge
//! runs such statements under a per-work-item mask instead: see `masked`.)
//!
//! Values that cross regions are kept in per-work-item arrays ("spill slots"); locals used in
//! several regions likewise. Which ones is found by lowering the entry twice: pass 1 records what
//! crosses, pass 2 emits the final code.
//!
//! The work is split by concern: `plan` (what pass 1 learns, the static facts both passes share,
//! which values are recomputed rather than kept), `uniform` (statements run once per workgroup),
//! `regions` (the work-item loops and the per-work-item slots), `subgroup` (subgroup operations
//! over SIMD chunks of work-items), `masked` (masked execution for divergent subgroup operations)
//! and `uniform_values` (which values and locals are workgroup-uniform).

use std::collections::{HashMap, HashSet};

use inkwell::basic_block::BasicBlock;
use inkwell::module::Linkage;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};
use naga::{BuiltIn, Handle, Statement as S};

use super::{Exec, ExecutionModel};
use crate::compiler::lower::{ice, unsupported, Fx, Lowerer, Placement, Val};
use crate::error::Result;
use plan::{collect_runtime_defined, rematerializable, LocalUse, Plan, StaticFacts};

mod item_loops;
mod masked;
mod plan;
mod regions;
mod sanitize;
mod subgroup;
mod uniform;
mod uniform_values;

/// Invocations per subgroup on the host: a SIMD width (16 f32 lanes of AVX-512).
pub(crate) const HOST_SUBGROUP_SIZE: u32 = 16;

/// Name of the generated host entry: `void anygpu_workgroup(const u64 *args, u32 x, u32 y, u32 z)`.
/// `args` holds (pointer, byte length) per binding in signature order, the words of the
/// `var<immediate>` if the entry uses one, then the grid size x, y, z, the stop flag's address and
/// the launch's flags (read by what `targets/host` adds after optimisation).
pub(crate) const HOST_ENTRY_NAME: &str = "anygpu_workgroup";

type ExprH = Handle<naga::Expression>;
type LocalH = Handle<naga::LocalVariable>;

/// The entry point's per-workgroup state on the host.
#[derive(Default)]
pub(in crate::compiler::lower) struct HostEntry<'ctx> {
    wg: [u32; 3],
    total: u32,
    wgid: Vec<IntValue<'ctx>>,
    nwg: Vec<IntValue<'ctx>>,
    /// Current work-item inside a region: flat index, x, y, z (i32).
    lid: Option<[IntValue<'ctx>; 4]>,
    region: Option<u32>,
    regions: u32,
    uniform_loop_depth: u32,
    final_pass: bool,
    plan: Plan,
    spill_slots: HashMap<ExprH, (PointerValue<'ctx>, BasicTypeEnum<'ctx>)>,
    runtime_defined: HashSet<ExprH>,
    local_use: HashMap<LocalH, LocalUse>,
    first_touch_seen: HashSet<(LocalH, u32)>,
    local_arrays: HashMap<LocalH, (PointerValue<'ctx>, u64)>,
    local_scalars: HashMap<LocalH, PointerValue<'ctx>>,
    private_arrays: HashMap<Handle<naga::GlobalVariable>, (PointerValue<'ctx>, u64)>,
    finished: Option<PointerValue<'ctx>>,
    returns_in_regions: bool,
    uniform_values: HashMap<ExprH, BasicValueEnum<'ctx>>,
    next_item: Option<BasicBlock<'ctx>>,
    top_store: Option<LocalH>,
    exit: Option<BasicBlock<'ctx>>,
    uniform: uniform_values::UniformInfo,
    /// Expressions that differ between work-items (see `compiler::uniformity`).
    tainted: HashSet<ExprH>,
    /// The top-level statement of the current region being lowered (for `top_store`).
    region_top: Option<*const S>,
    /// Work-items that have returned (i32), to leave the workgroup once all have.
    finished_count: Option<PointerValue<'ctx>>,
    region_returned: bool,
    returns_in_uniform_loop: bool,
    any_region_returned: bool,
    region_after_return: bool,
    /// Cheap pure expressions over ids and constants: recomputed where used instead of spilled,
    /// so that `row * n + col` stays affine in the work-item index for the vectorizer.
    remat: HashSet<ExprH>,
    /// Subgroup operations may diverge: statements that run once per workgroup run under a
    /// per-work-item mask (see `masked`).
    masking: bool,
    /// How many masked constructs enclose the statement being lowered.
    mask_depth: u32,
    /// The masked loops and switches enclosing it, innermost last.
    breakables: Vec<masked::Breakable>,
    /// Loops without a barrier that run once per workgroup (`item_loops`).
    item_loops: HashSet<*const S>,
}

/// The host execution model of the entry point: work-item loops between barriers.
pub(super) struct HostLoop;

/// The host model of a helper function: one invocation per call, inside the caller's work-item
/// loop. Barriers and subgroup operations never reach it (a call that contains one runs in
/// uniform context, which rejects it), so they are user errors here.
pub(super) struct HostHelper;

/// The host entry's state, if the function being lowered runs under [`HostLoop`].
fn host<'f, 'ctx>(fx: &'f Fx<'_, 'ctx>) -> Option<&'f HostEntry<'ctx>> {
    match &fx.exec {
        Exec::HostLoop(h) => Some(h),
        _ => None,
    }
}

fn host_opt_mut<'f, 'ctx>(fx: &'f mut Fx<'_, 'ctx>) -> Option<&'f mut HostEntry<'ctx>> {
    match &mut fx.exec {
        Exec::HostLoop(h) => Some(h),
        _ => None,
    }
}

/// Takes the host entry's state back out of `fx`.
fn take_host<'ctx>(fx: &mut Fx<'_, 'ctx>) -> Result<Box<HostEntry<'ctx>>> {
    match std::mem::replace(&mut fx.exec, Exec::HostHelper) {
        Exec::HostLoop(h) => Ok(h),
        _ => Err(ice("host state lost")),
    }
}

impl ExecutionModel for HostLoop {
    fn lookup<'a, 'ctx>(
        &self,
        lw: &mut Lowerer<'a, 'ctx>,
        fx: &mut Fx<'a, 'ctx>,
        e: ExprH,
    ) -> Result<Option<Val<'ctx>>> {
        lw.slot_value(fx, e)
    }

    fn evaluated_ahead<'a, 'ctx>(&self, fx: &Fx<'a, 'ctx>, e: ExprH) -> bool {
        host(fx).is_some_and(|h| h.uniform_values.contains_key(&e))
    }

    fn after_define<'a, 'ctx>(
        &self,
        lw: &mut Lowerer<'a, 'ctx>,
        fx: &mut Fx<'a, 'ctx>,
        e: ExprH,
        v: Val<'ctx>,
    ) -> Result<()> {
        lw.keep_in_slot(fx, e, v)
    }

    fn local_ptr<'a, 'ctx>(
        &self,
        lw: &mut Lowerer<'a, 'ctx>,
        fx: &mut Fx<'a, 'ctx>,
        l: LocalH,
    ) -> Result<PointerValue<'ctx>> {
        lw.item_local_ptr(fx, l)
    }

    fn private_ptr<'a, 'ctx>(
        &self,
        lw: &mut Lowerer<'a, 'ctx>,
        fx: &mut Fx<'a, 'ctx>,
        g: Handle<naga::GlobalVariable>,
    ) -> Result<Option<PointerValue<'ctx>>> {
        lw.item_private_ptr(fx, g)
    }

    fn argument<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>, i: u32) -> Result<Val<'ctx>> {
        lw.host_argument(fx, i)
    }

    fn begin_store<'a, 'ctx>(&self, fx: &mut Fx<'a, 'ctx>, s: &S, pointer: ExprH) -> bool {
        plan::begin_store(fx, s, pointer)
    }

    fn end_store<'a, 'ctx>(&self, fx: &mut Fx<'a, 'ctx>, began: bool) {
        plan::end_store(fx, began)
    }

    fn ret<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>, _value: Option<ExprH>) -> Result<()> {
        lw.host_return(fx)
    }

    fn barrier<'a, 'ctx>(&self, _lw: &mut Lowerer<'a, 'ctx>, _fx: &mut Fx<'a, 'ctx>) -> Result<()> {
        Err(ice("a barrier reached the per-work-item lowering"))
    }

    fn uniform_load<'a, 'ctx>(
        &self,
        _lw: &mut Lowerer<'a, 'ctx>,
        _fx: &mut Fx<'a, 'ctx>,
        _pointer: ExprH,
        _result: ExprH,
    ) -> Result<()> {
        Err(ice("a barrier reached the per-work-item lowering"))
    }

    fn subgroup<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        if !lw.inline_subgroup(fx, s) {
            return Err(ice("a subgroup operation reached the per-work-item lowering"));
        }
        lw.subgroup_inline(fx, s)
    }

    fn helper<'a, 'ctx>(&self, _lw: &mut Lowerer<'a, 'ctx>) -> Result<Exec<'ctx>> {
        Ok(Exec::HostHelper)
    }
}

impl ExecutionModel for HostHelper {
    fn barrier<'a, 'ctx>(&self, _lw: &mut Lowerer<'a, 'ctx>, _fx: &mut Fx<'a, 'ctx>) -> Result<()> {
        Err(helper_barrier())
    }

    fn uniform_load<'a, 'ctx>(
        &self,
        _lw: &mut Lowerer<'a, 'ctx>,
        _fx: &mut Fx<'a, 'ctx>,
        _pointer: ExprH,
        _result: ExprH,
    ) -> Result<()> {
        Err(helper_barrier())
    }

    fn subgroup<'a, 'ctx>(&self, _lw: &mut Lowerer<'a, 'ctx>, _fx: &mut Fx<'a, 'ctx>, _s: &'a S) -> Result<()> {
        Err(unsupported(
            "subgroup operations inside a function called by the entry point",
        ))
    }

    fn helper<'a, 'ctx>(&self, _lw: &mut Lowerer<'a, 'ctx>) -> Result<Exec<'ctx>> {
        Ok(Exec::HostHelper)
    }
}

fn helper_barrier() -> crate::error::GpuError {
    unsupported("workgroupBarrier/storageBarrier/workgroupUniformLoad inside a function called by the entry point (call sites must be inlined by hand for now)")
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// Lowers `entry_points[index]` as the host workgroup function [`HOST_ENTRY_NAME`].
    pub(crate) fn lower_host_entry(&mut self, index: usize) -> Result<FunctionValue<'ctx>> {
        let func = &self.ir.entry_points[index].function;
        self.uniform_cooperative = if Self::masks(self.ir, func) {
            HashSet::new()
        } else {
            let info = self.info.get_entry_point(index);
            crate::compiler::uniformity::uniform_cooperative_expressions(self.ir, func, info, None).unwrap_or_default()
        };
        let info = self.info.get_entry_point(index);
        self.per_item_cooperative = self.uniform_cooperative.is_empty()
            && func.expressions.iter().any(|(e, _)| {
                matches!(
                    info[e].ty.inner_with(&self.ir.types),
                    naga::TypeInner::CooperativeMatrix { .. }
                )
            });
        // Which barrier-free loops run once per workgroup depends on which values are uniform,
        // and which locals are uniform on which loops do: start from every candidate and drop
        // those with an exit test that is not uniform until none is left to drop.
        let workgroup = self.ir.entry_points[index].workgroup_size.iter().product();
        let mut item_loops = item_loops::candidates(self.ir, func, workgroup, &|s| self.synchronises(s));
        let uniform = loop {
            let split = plan::HostSplit {
                lowerer: self,
                item_loops: &item_loops,
            };
            let uniform = uniform_values::analyze(
                self.ir,
                func,
                &split,
                Self::masks(self.ir, func),
                &self.uniform_cooperative,
            );
            if item_loops::retain_uniform_exits(self.ir, func, &mut item_loops, &uniform.exprs) {
                break uniform;
            }
        };
        let facts = StaticFacts {
            runtime_defined: collect_runtime_defined(func),
            uniform,
            tainted: crate::compiler::uniformity::tainted_expressions(self.ir, func),
            remat: rematerializable(func),
            item_loops,
        };
        let (probe, mut host) = self.build_host_entry(index, "__anygpu_pass1", None, facts)?;
        // SAFETY: the probe function is not referenced by anything (nothing calls it) and no
        // value of it is used after this point.
        unsafe { probe.delete() };
        let plan = Plan::from_pass1(&host);
        self.frame_bytes = 0;
        let facts = StaticFacts::take(&mut host);
        Ok(self.build_host_entry(index, HOST_ENTRY_NAME, Some(plan), facts)?.0)
    }

    fn build_host_entry(
        &mut self,
        index: usize,
        name: &str,
        plan: Option<Plan>,
        facts: StaticFacts,
    ) -> Result<(FunctionValue<'ctx>, Box<HostEntry<'ctx>>)> {
        let ep = &self.ir.entry_points[index];
        let func = &ep.function;
        let finfo = self.info.get_entry_point(index);
        let i32t = self.cx.i32_type();
        let fn_ty = self
            .cx
            .void_type()
            .fn_type(&[self.ptr_ty().into(), i32t.into(), i32t.into(), i32t.into()], false);
        let llfn = self.m.add_function(name, fn_ty, Some(Linkage::External));
        let alloca_bb = self.cx.append_basic_block(llfn, "allocas");
        let start = self.cx.append_basic_block(llfn, "start");
        self.b.position_at_end(start);
        let mut fx = Fx::new(func, finfo, llfn, alloca_bb);
        let total: u32 = ep.workgroup_size.iter().product();
        let mut host = Box::new(HostEntry {
            wg: ep.workgroup_size,
            total,
            final_pass: plan.is_some(),
            plan: plan.unwrap_or_default(),
            ..Default::default()
        });
        facts.install(&mut host);
        host.masking = Self::masks(self.ir, func);
        for l in &host.uniform.hoisted {
            host.plan.scalar_locals.remove(l);
        }

        // Arguments: (pointer, length) per binding in (group, binding) order, the words of the
        // `var<immediate>`, then the grid (the ABI in `compiler::abi`).
        let args = llfn
            .get_nth_param(0)
            .ok_or_else(|| ice("entry without parameters"))?
            .into_pointer_value();
        let bindings = self.used_bindings(finfo);
        let arg_word = |s: &Self, k: u64| -> Result<BasicValueEnum<'ctx>> {
            // SAFETY: see `gep_bytes`; the argument block has 2 words per binding, the
            // immediate's words, the grid and the stop flag.
            let p = unsafe { s.b.build_gep(s.cx.i64_type(), args, &[s.i64(k)], "")? };
            Ok(s.b.build_load(s.cx.i64_type(), p, "")?)
        };
        for (k, &(_, g)) in bindings.iter().enumerate() {
            let addr = arg_word(self, 2 * k as u64)?.into_int_value();
            let p = self.b.build_int_to_ptr(addr, self.ptr_ty(), "")?;
            let len = arg_word(self, 2 * k as u64 + 1)?.into_int_value();
            fx.globals.insert(g, (p, Some(len)));
        }
        let n = bindings.len() as u64;
        let mut words = 0;
        if let Some((g, w)) = self.used_immediate(finfo) {
            // One copy per workgroup: immediates are read-only and the same for every work-item.
            let p = self.immediate_copy(&mut fx, w, |s, k| Ok(arg_word(s, 2 * n + k as u64)?.into_int_value()))?;
            fx.globals.insert(g, (p, None));
            words = w as u64;
        }
        for d in 0..3u64 {
            let w = arg_word(self, 2 * n + words + d)?.into_int_value();
            host.nwg.push(self.b.build_int_truncate(w, i32t, "")?);
            host.wgid.push(
                llfn.get_nth_param(1 + d as u32)
                    .ok_or_else(|| ice("missing workgroup id"))?
                    .into_int_value(),
            );
        }

        // Workgroup memory: zeroed for every workgroup, as WGSL requires.
        for (h, g) in self.ir.global_variables.iter() {
            if finfo[h].is_empty() {
                continue;
            }
            let inner = self.ir.types[g.ty].inner.clone();
            let size = self.size_of(&inner);
            match g.space {
                naga::AddressSpace::WorkGroup => {
                    let p = self.stack_bytes(&fx, size, g.name.as_deref().unwrap_or("workgroup"))?;
                    self.zero_fill(p, size)?;
                    fx.globals.insert(h, (p, None));
                }
                naga::AddressSpace::Private => {
                    let stride = self.lay[g.ty].to_stride() as u64;
                    let p = self.stack_bytes(&fx, stride * total as u64, g.name.as_deref().unwrap_or("private"))?;
                    self.zero_fill(p, stride * total as u64)?;
                    if let Some(init) = g.init {
                        let v = self.const_expr(init)?;
                        self.for_each_item(&mut fx, total, p, stride, &inner, v)?;
                    }
                    host.private_arrays.insert(h, (p, stride));
                }
                _ => {}
            }
        }

        // Locals: per-work-item arrays, except those pass 1 found confined to one region.
        for (lh, lv) in func.local_variables.iter() {
            let inner = self.ir.types[lv.ty].inner.clone();
            let size = self.size_of(&inner);
            if host.uniform.hoisted.contains(&lh) {
                // One copy per workgroup, written only from uniform context.
                let p = self.stack_bytes(&fx, size, lv.name.as_deref().unwrap_or("uniform"))?;
                self.zero_fill(p, size)?;
                if let Some(init) = lv.init {
                    fx.exec = Exec::HostLoop(host);
                    let v = self.value(&mut fx, init)?;
                    host = take_host(&mut fx)?;
                    self.store_plain(p, &inner, v, Placement::Element)?;
                }
                host.local_scalars.insert(lh, p);
                continue;
            }
            if host.plan.scalar_locals.contains_key(&lh) {
                let p = self.stack_bytes(&fx, size, lv.name.as_deref().unwrap_or("local"))?;
                host.local_scalars.insert(lh, p);
                continue;
            }
            let stride = self.lay[lv.ty].to_stride() as u64;
            let p = self.stack_bytes(&fx, stride * total as u64, lv.name.as_deref().unwrap_or("local"))?;
            self.zero_fill(p, stride * total as u64)?;
            host.local_arrays.insert(lh, (p, stride));
            if let Some(init) = lv.init {
                fx.exec = Exec::HostLoop(host);
                let v = self.value(&mut fx, init)?;
                host = take_host(&mut fx)?;
                self.for_each_item(&mut fx, total, p, stride, &inner, v)?;
            }
        }
        if !host.final_pass || host.plan.need_finished {
            let p = self.stack_bytes(&fx, total as u64, "finished")?;
            self.zero_fill(p, total as u64)?;
            host.finished = Some(p);
            let count = self.stack_bytes(&fx, 4, "finished.count")?;
            self.b.build_store(count, self.i32(0))?;
            host.finished_count = Some(count);
        }
        if host.final_pass {
            let mut spills: Vec<_> = host.plan.spills.iter().copied().collect();
            spills.sort_by_key(|h| h.index());
            for e in spills {
                let inner = finfo[e].ty.inner_with(&self.ir.types).clone();
                let ty = self.vty_inner(&inner)?;
                let slot = self.stack_value(&fx, ty.array_type(total).into(), "spill")?;
                self.frame_bytes += self.size_of(&inner).next_multiple_of(4) * total as u64;
                host.spill_slots.insert(e, (slot, ty));
            }
        }
        let exit = self.cx.append_basic_block(llfn, "exit");
        host.exit = Some(exit);
        fx.exec = Exec::HostLoop(host);

        self.uniform_block(&mut fx, &func.body)?;
        self.br(exit)?;
        self.b.position_at_end(exit);
        self.b.build_return(None)?;
        self.b.position_at_end(alloca_bb);
        self.b.build_unconditional_branch(start)?;
        let host = take_host(&mut fx)?;
        Ok((llfn, host))
    }

    /// Whether the entry point runs its synchronising statements under a mask (see `masked`).
    pub(super) fn masks(ir: &naga::Module, func: &naga::Function) -> bool {
        crate::compiler::uniformity::subgroup_uniformity_relaxed(ir, func)
    }

    pub(super) fn host_mut<'f>(&self, fx: &'f mut Fx<'a, 'ctx>) -> Result<&'f mut HostEntry<'ctx>> {
        host_opt_mut(fx).ok_or_else(|| ice("host entry state missing"))
    }

    /// Entry-point arguments: the built-in ids of the current work-item.
    fn host_argument(&mut self, fx: &mut Fx<'a, 'ctx>, i: u32) -> Result<Val<'ctx>> {
        let func = fx.func;
        let v = self.builtin_argument(&func.arguments[i as usize], |s, b| s.builtin(fx, b))?;
        Ok(Val::V(v))
    }

    pub(super) fn builtin(&mut self, fx: &mut Fx<'a, 'ctx>, b: BuiltIn) -> Result<BasicValueEnum<'ctx>> {
        let h = host(fx).ok_or_else(|| ice("builtin outside the entry point"))?;
        let zero = self.i32(0);
        let [lid, x, y, z] = h.lid.unwrap_or([zero; 4]);
        let (wg, total) = (h.wg, h.total);
        let (wgid, nwg) = (h.wgid.clone(), h.nwg.clone());
        let vec3 = |s: &Self, v: [IntValue<'ctx>; 3]| -> Result<BasicValueEnum<'ctx>> {
            let mut agg = s.cx.i32_type().vec_type(3).const_zero().into();
            for (k, c) in v.into_iter().enumerate() {
                agg = s.insert(agg, c.into(), k as u32)?;
            }
            Ok(agg)
        };
        let sg = self.host_subgroup_size as u64;
        Ok(match b {
            BuiltIn::LocalInvocationId => vec3(self, [x, y, z])?,
            BuiltIn::LocalInvocationIndex => lid.into(),
            BuiltIn::GlobalInvocationId => {
                let mut g = [zero; 3];
                for d in 0..3 {
                    let base = self.b.build_int_mul(wgid[d], self.i32(wg[d] as u64), "")?;
                    g[d] = self.b.build_int_add(base, [x, y, z][d], "")?;
                }
                vec3(self, g)?
            }
            BuiltIn::WorkGroupId => vec3(self, [wgid[0], wgid[1], wgid[2]])?,
            BuiltIn::NumWorkGroups => vec3(self, [nwg[0], nwg[1], nwg[2]])?,
            BuiltIn::WorkGroupSize => vec3(self, wg.map(|d| self.i32(d as u64)))?,
            BuiltIn::SubgroupSize => self.i32(sg).into(),
            BuiltIn::SubgroupInvocationId => self.b.build_int_unsigned_rem(lid, self.i32(sg), "")?.into(),
            BuiltIn::SubgroupId => self.b.build_int_unsigned_div(lid, self.i32(sg), "")?.into(),
            BuiltIn::NumSubgroups => self.i32((total as u64).div_ceil(sg)).into(),
            other => return Err(unsupported(format!("the built-in {other:?} in a compute kernel"))),
        })
    }
}
