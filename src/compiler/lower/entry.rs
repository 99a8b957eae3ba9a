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

use std::collections::{HashMap, HashSet};

use inkwell::basic_block::BasicBlock;
use inkwell::module::Linkage;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::IntPredicate;
use naga::{
    BuiltIn, CollectiveOperation as CO, Expression as E, GatherMode as G, Handle, ScalarKind as K, Statement as S,
    SubgroupOperation as SO, TypeInner as Ti,
};

use super::expr::scalar_of;
use super::{ice, unsupported, Fx, Lowerer, Targets, Val};
use crate::compiler::llvm_ops::{self as ops, Op};
use crate::error::Result;

mod masked;

/// Invocations per subgroup on the host: a SIMD width (16 f32 lanes of AVX-512).
pub(crate) const HOST_SUBGROUP_SIZE: u32 = 16;

/// Name of the generated host entry: `void anygpu_workgroup(const u64 *args, u32 x, u32 y, u32 z)`.
/// `args` holds (pointer, byte length) per binding in signature order, then the grid size x, y, z.
pub(crate) const HOST_ENTRY_NAME: &str = "anygpu_workgroup";

type ExprH = Handle<naga::Expression>;
type LocalH = Handle<naga::LocalVariable>;

/// What pass 1 learnt, for pass 2.
#[derive(Default, Clone)]
struct Plan {
    spills: HashSet<ExprH>,
    scalar_locals: HashMap<LocalH, u32>,
    need_finished: bool,
}

#[derive(Default)]
struct LocalUse {
    regions: HashSet<u32>,
    first_touch_is_store: HashSet<u32>,
    in_uniform_loop: bool,
}

/// The entry point's per-workgroup state on the host.
#[derive(Default)]
pub(super) struct HostEntry<'ctx> {
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
    uniform: super::uniform::UniformInfo,
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
}

/// Expressions worth recomputing in a later region rather than keeping per work-item: no
/// memory reads, no calls, at most a handful of operations.
fn rematerializable(func: &naga::Function) -> HashSet<ExprH> {
    const MAX_COST: u32 = 12;
    let mut cost: HashMap<ExprH, u32> = HashMap::new();
    for (h, e) in func.expressions.iter() {
        let leaf = |x: &ExprH, cost: &HashMap<ExprH, u32>| -> Option<u32> {
            match func.expressions[*x] {
                E::Literal(_) | E::Constant(_) | E::ZeroValue(_) | E::FunctionArgument(_) => Some(0),
                _ => cost.get(x).copied(),
            }
        };
        let ops: Vec<ExprH> = match *e {
            E::Binary { left, right, .. } => vec![left, right],
            E::Unary { expr, .. }
            | E::As { expr, .. }
            | E::Splat { value: expr, .. }
            | E::Swizzle { vector: expr, .. } => vec![expr],
            E::Select {
                condition,
                accept,
                reject,
            } => vec![condition, accept, reject],
            E::AccessIndex { base, .. } => vec![base],
            E::Compose { ref components, .. } => components.clone(),
            _ => continue,
        };
        let mut total = 1u32;
        let mut ok = true;
        for o in &ops {
            match leaf(o, &cost) {
                Some(c) => total += c,
                None => ok = false,
            }
        }
        if ok && total <= MAX_COST {
            cost.insert(h, total);
        }
    }
    cost.into_keys().collect()
}

impl super::uniform::Classify for Lowerer<'_, '_> {
    fn runs_uniformly(&self, s: &S) -> bool {
        self.synchronises(s) || escapes(s, false, false)
    }
}

/// What is known about the entry point before lowering it; computed once for both passes.
struct StaticFacts {
    runtime_defined: HashSet<ExprH>,
    uniform: super::uniform::UniformInfo,
    tainted: HashSet<ExprH>,
    remat: HashSet<ExprH>,
}

impl StaticFacts {
    fn install(self, host: &mut HostEntry<'_>) {
        host.runtime_defined = self.runtime_defined;
        host.uniform = self.uniform;
        host.tainted = self.tainted;
        host.remat = self.remat;
    }

    fn take(host: &mut HostEntry<'_>) -> Self {
        StaticFacts {
            runtime_defined: std::mem::take(&mut host.runtime_defined),
            uniform: std::mem::take(&mut host.uniform),
            tainted: std::mem::take(&mut host.tainted),
            remat: std::mem::take(&mut host.remat),
        }
    }
}

/// Expressions whose value is produced at run time at a definite point (emitted, or a statement's
/// result) — the ones that may have to cross regions.
fn collect_runtime_defined(block: &naga::Block) -> HashSet<ExprH> {
    let mut out = HashSet::new();
    collect_into(block, &mut out);
    out
}

fn collect_into(block: &naga::Block, out: &mut HashSet<ExprH>) {
    for s in block.iter() {
        match *s {
            S::Emit(ref r) => out.extend(r.clone()),
            S::Block(ref b) => collect_into(b, out),
            S::If {
                ref accept, ref reject, ..
            } => {
                collect_into(accept, out);
                collect_into(reject, out);
            }
            S::Switch { ref cases, .. } => cases.iter().for_each(|c| collect_into(&c.body, out)),
            S::Loop {
                ref body,
                ref continuing,
                ..
            } => {
                collect_into(body, out);
                collect_into(continuing, out);
            }
            S::Atomic { result: Some(r), .. } | S::Call { result: Some(r), .. } => {
                out.insert(r);
            }
            S::WorkGroupUniformLoad { result, .. }
            | S::SubgroupBallot { result, .. }
            | S::SubgroupGather { result, .. }
            | S::SubgroupCollectiveOperation { result, .. } => {
                out.insert(result);
            }
            _ => {}
        }
    }
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// Lowers `entry_points[index]` as the host workgroup function [`HOST_ENTRY_NAME`].
    pub(crate) fn lower_host_entry(&mut self, index: usize) -> Result<FunctionValue<'ctx>> {
        let func = &self.ir.entry_points[index].function;
        let facts = StaticFacts {
            runtime_defined: collect_runtime_defined(&func.body),
            uniform: super::uniform::analyze(self.ir, func, self, Self::masks(self.ir, func)),
            tainted: crate::compiler::uniformity::tainted_expressions(self.ir, func),
            remat: rematerializable(func),
        };
        let (probe, mut host) = self.build_host_entry(index, "__anygpu_pass1", None, facts)?;
        // SAFETY: the probe function is not referenced by anything (nothing calls it) and no
        // value of it is used after this point.
        unsafe { probe.delete() };
        let mut plan = Plan {
            spills: host.plan.spills.clone(),
            ..Default::default()
        };
        for (l, u) in &host.local_use {
            if u.regions.len() == 1 {
                let r = *u.regions.iter().next().unwrap_or(&0);
                if !u.in_uniform_loop || u.first_touch_is_store.contains(&r) {
                    plan.scalar_locals.insert(*l, r);
                }
            }
        }
        // Returns need tracking only when a later region (or a later iteration) could run the
        // work-item again; a return in the last region simply ends its loop iteration.
        plan.need_finished = host.region_after_return || host.returns_in_uniform_loop || host.masking;
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
    ) -> Result<(FunctionValue<'ctx>, HostEntry<'ctx>)> {
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
        let mut host = HostEntry {
            wg: ep.workgroup_size,
            total,
            final_pass: plan.is_some(),
            plan: plan.unwrap_or_default(),
            ..Default::default()
        };
        facts.install(&mut host);
        host.masking = Self::masks(self.ir, func);
        for l in &host.uniform.hoisted {
            host.plan.scalar_locals.remove(l);
        }

        // Arguments: (pointer, length) per binding in (group, binding) order, then the grid.
        let args = llfn
            .get_nth_param(0)
            .ok_or_else(|| ice("entry without parameters"))?
            .into_pointer_value();
        let bindings = self.used_bindings(finfo);
        let arg_word = |s: &Self, k: u64| -> Result<BasicValueEnum<'ctx>> {
            // SAFETY: see `gep_bytes`; the argument block has 2 words per binding plus 3.
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
        for d in 0..3u64 {
            let w = arg_word(self, 2 * n + d)?.into_int_value();
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
                    fx.host = Some(host);
                    let v = self.value(&mut fx, init)?;
                    host = fx.host.take().ok_or_else(|| ice("host state lost"))?;
                    self.store_plain(p, &inner, v)?;
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
                fx.host = Some(host);
                let v = self.value(&mut fx, init)?;
                host = fx.host.take().ok_or_else(|| ice("host state lost"))?;
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
        fx.host = Some(host);

        self.uniform_block(&mut fx, &func.body)?;
        self.br(exit)?;
        self.b.position_at_end(exit);
        self.b.build_return(None)?;
        self.b.position_at_end(alloca_bb);
        self.b.build_unconditional_branch(start)?;
        let host = fx.host.take().ok_or_else(|| ice("host state lost"))?;
        Ok((llfn, host))
    }

    /// Whether the entry point runs its synchronising statements under a mask (see `masked`).
    fn masks(ir: &naga::Module, func: &naga::Function) -> bool {
        crate::compiler::uniformity::subgroup_uniformity_relaxed(ir, func)
    }

    /// Stores `v` into every work-item's copy of a per-work-item array.
    fn for_each_item(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        total: u32,
        base: PointerValue<'ctx>,
        stride: u64,
        inner: &Ti,
        v: BasicValueEnum<'ctx>,
    ) -> Result<()> {
        let total = self.i32(total as u64);
        let inner = inner.clone();
        self.counted_loop(fx, self.i32(0), total, |s, _fx, i| {
            let p = s.item_ptr(base, stride, i)?;
            s.store_plain(p, &inner, v)
        })
    }

    /// Work-item `lid`'s element of a per-work-item array of `stride`-byte elements.
    fn item_ptr(&self, base: PointerValue<'ctx>, stride: u64, lid: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let index = self.b.build_int_z_extend(lid, self.cx.i64_type(), "")?;
        let off = if stride == 1 {
            index
        } else {
            self.b.build_int_mul(index, self.i64(stride), "")?
        };
        self.gep_bytes(base, off)
    }

    /// `for (i = start; i < end; i++) body(i)` with i32 `i`.
    fn counted_loop<F>(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        body: F,
    ) -> Result<()>
    where
        F: FnOnce(&mut Self, &mut Fx<'a, 'ctx>, IntValue<'ctx>) -> Result<()>,
    {
        let pre = self.current_block()?;
        let (header, body_bb, exit) = (
            self.new_block(fx, "for"),
            self.new_block(fx, "for.body"),
            self.new_block(fx, "for.end"),
        );
        self.b.build_unconditional_branch(header)?;
        self.b.position_at_end(header);
        let phi = self.b.build_phi(self.cx.i32_type(), "i")?;
        phi.add_incoming(&[(&start, pre)]);
        let i = phi.as_basic_value().into_int_value();
        let go = self.b.build_int_compare(IntPredicate::SLT, i, end, "")?;
        self.b.build_conditional_branch(go, body_bb, exit)?;
        self.b.position_at_end(body_bb);
        body(self, fx, i)?;
        let next = self.b.build_int_add(i, self.i32(1), "")?;
        let latch = self.current_block()?;
        self.b.build_unconditional_branch(header)?;
        phi.add_incoming(&[(&next, latch)]);
        self.b.position_at_end(exit);
        Ok(())
    }

    // ------------------------------------------------------------ classification

    /// True when `s` must run once per workgroup rather than per work-item: it synchronises, or
    /// it breaks/continues out to a loop that does.
    fn needs_uniform(&self, fx: &Fx<'a, 'ctx>, s: &S) -> bool {
        if let (S::Store { pointer, .. }, Some(h)) = (s, fx.host.as_ref()) {
            if let E::LocalVariable(l) = fx.func.expressions[*pointer] {
                return h.uniform.hoisted.contains(&l);
            }
        }
        if self.synchronises(s) {
            return true;
        }
        if !escapes(s, false, false) {
            return false;
        }
        // A `break` out of a uniform switch under an invocation-dependent condition is per
        // work-item (the uniformity check guarantees no barrier follows it in the case): it stays
        // in the region, where it ends the work-item's part of the case.
        let tainted = |e: &ExprH| fx.host.as_ref().is_some_and(|h| h.tainted.contains(e));
        match *s {
            S::If { condition, .. } => !tainted(&condition),
            S::Switch { selector, .. } => !tainted(&selector),
            _ => true,
        }
    }

    /// True for a statement whose every emitted expression is workgroup-uniform.
    fn uniform_emit(&self, fx: &Fx<'a, 'ctx>, s: &S) -> bool {
        match (s, fx.host.as_ref()) {
            (S::Emit(r), Some(h)) => r.clone().all(|e| h.uniform.exprs.contains(&e)),
            _ => false,
        }
    }

    fn synchronises(&self, s: &S) -> bool {
        match *s {
            S::ControlBarrier(_)
            | S::WorkGroupUniformLoad { .. }
            | S::SubgroupBallot { .. }
            | S::SubgroupGather { .. }
            | S::SubgroupCollectiveOperation { .. } => true,
            S::Block(ref b) => b.iter().any(|s| self.synchronises(s)),
            S::If {
                ref accept, ref reject, ..
            } => accept.iter().chain(reject.iter()).any(|s| self.synchronises(s)),
            S::Switch { ref cases, .. } => cases.iter().any(|c| c.body.iter().any(|s| self.synchronises(s))),
            S::Loop {
                ref body,
                ref continuing,
                ..
            } => body.iter().chain(continuing.iter()).any(|s| self.synchronises(s)),
            S::Call { function, .. } => self.ir.functions[function].body.iter().any(|s| self.synchronises(s)),
            _ => false,
        }
    }

    // ------------------------------------------------------------ uniform context

    fn uniform_block(&mut self, fx: &mut Fx<'a, 'ctx>, block: &'a naga::Block) -> Result<()> {
        let mut stmts: Vec<&'a S> = block.iter().collect();
        // The entry body's final `return` ends every work-item anyway: no need to track it.
        if std::ptr::eq(block, &fx.func.body) && matches!(stmts.last(), Some(S::Return { value: None })) {
            stmts.pop();
        }
        let mut i = 0;
        while i < stmts.len() {
            if self.needs_uniform(fx, stmts[i]) {
                self.uniform_stmt(fx, stmts[i])?;
                i += 1;
            } else {
                let start = i;
                while i < stmts.len() && !self.needs_uniform(fx, stmts[i]) {
                    i += 1;
                }
                let run = &stmts[start..i];
                if run.iter().all(|s| self.uniform_emit(fx, s)) {
                    // Nothing per work-item here: evaluate once for the workgroup.
                    for s in run {
                        if let S::Emit(r) = s {
                            for e in r.clone() {
                                fx.cache.clear();
                                let v = self.eval(fx, e)?;
                                fx.cache.clear();
                                if let Val::V(v) = v {
                                    self.host_mut(fx)?.uniform_values.insert(e, v);
                                }
                            }
                        }
                    }
                } else {
                    // Workgroup-uniform values of this run are computed once, before the
                    // work-item loop (and so are available even to work-items that return early).
                    for s in run {
                        if let S::Emit(r) = s {
                            for e in r.clone() {
                                let uniform = fx.host.as_ref().is_some_and(|h| h.uniform.exprs.contains(&e));
                                if uniform && !self.is_pointer_expr(fx, e) {
                                    fx.cache.clear();
                                    let v = self.eval(fx, e)?;
                                    fx.cache.clear();
                                    if let Val::V(v) = v {
                                        self.host_mut(fx)?.uniform_values.insert(e, v);
                                    }
                                }
                            }
                        }
                    }
                    self.region(fx, run)?;
                }
            }
        }
        Ok(())
    }

    /// Evaluates an expression once for the workgroup (as work-item 0 sees it).
    fn uniform_value(&mut self, fx: &mut Fx<'a, 'ctx>, e: ExprH) -> Result<Val<'ctx>> {
        fx.cache.clear();
        let v = self.expr(fx, e);
        fx.cache.clear();
        v
    }

    fn uniform_stmt(&mut self, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        let (masking, masked) = {
            let h = self.host_mut(fx)?;
            (h.masking, h.mask_depth > 0)
        };
        match *s {
            S::If { condition, ref accept, ref reject } if masking => self.masked_if(fx, condition, accept, reject)?,
            S::Switch { selector, ref cases } if masking => self.masked_switch(fx, selector, cases)?,
            S::Loop { ref body, ref continuing, break_if } if masking => self.masked_loop(fx, body, continuing, break_if)?,
            S::Break | S::Continue if masked => self.masked_exit(fx, s)?,
            S::ControlBarrier(_) => {}
            S::Block(ref b) => self.uniform_block(fx, b)?,
            S::WorkGroupUniformLoad { pointer, result } => {
                let p = self.uniform_value(fx, pointer)?.p()?;
                let inner = self.pointee(fx, pointer)?;
                let ty = self.vty_inner(&inner)?;
                let v = self.guarded(fx, p.ok, Some(ty), |s| s.load_plain(p.p, &inner).map(Some))?.ok_or_else(|| ice("uniform load produced nothing"))?;
                self.host_mut(fx)?.uniform_values.insert(result, v);
            }
            S::If { condition, ref accept, ref reject } => {
                let c = self.uniform_value(fx, condition)?.v()?.into_int_value();
                let (then_bb, else_bb, join) = (self.new_block(fx, "u.then"), self.new_block(fx, "u.else"), self.new_block(fx, "u.endif"));
                self.b.build_conditional_branch(c, then_bb, else_bb)?;
                self.b.position_at_end(then_bb);
                self.uniform_block(fx, accept)?;
                self.br(join)?;
                self.b.position_at_end(else_bb);
                self.uniform_block(fx, reject)?;
                self.br(join)?;
                self.b.position_at_end(join);
            }
            S::Switch { selector, ref cases } => {
                let sel = self.uniform_value(fx, selector)?.v()?.into_int_value();
                self.switch(fx, sel, cases, |s, fx, body| s.uniform_block(fx, body))?;
            }
            S::Loop { ref body, ref continuing, break_if } => {
                let (body_bb, cont_bb, exit) = (self.new_block(fx, "u.loop"), self.new_block(fx, "u.continuing"), self.new_block(fx, "u.endloop"));
                self.b.build_unconditional_branch(body_bb)?;
                self.b.position_at_end(body_bb);
                self.host_mut(fx)?.uniform_loop_depth += 1;
                fx.targets.push(Targets { brk: exit, cont: Some(cont_bb) });
                self.uniform_block(fx, body)?;
                self.br(cont_bb)?;
                self.b.position_at_end(cont_bb);
                self.uniform_block(fx, continuing)?;
                match break_if {
                    Some(c) => {
                        let c = self.uniform_value(fx, c)?.v()?.into_int_value();
                        self.b.build_conditional_branch(c, exit, body_bb)?;
                    }
                    None => self.br(body_bb)?,
                }
                fx.targets.pop();
                self.host_mut(fx)?.uniform_loop_depth -= 1;
                self.b.position_at_end(exit);
            }
            S::Break | S::Continue => self.stmt(fx, s)?,
            S::Store { pointer, value } => {
                // A whole-variable store of a uniform value to a hoisted local: once per workgroup.
                let p = self.uniform_value(fx, pointer)?.p()?;
                let v = self.uniform_value(fx, value)?.v()?;
                let inner = self.pointee(fx, pointer)?;
                self.store_plain(p.p, &inner, v)?;
            }
            S::Return { .. } => {
                let exit = self.host_mut(fx)?.exit.ok_or_else(|| ice("no exit block"))?;
                self.b.build_unconditional_branch(exit)?;
                self.after_terminator(fx);
            }
            S::SubgroupBallot { .. } | S::SubgroupGather { .. } | S::SubgroupCollectiveOperation { .. } => self.subgroup(fx, s)?,
            S::Call { .. } => return Err(unsupported("workgroupBarrier, workgroupUniformLoad or subgroup operations inside a called function (on the CPU device, keep them in the entry point)")),
            ref other => return Err(ice(format!("statement classified as uniform: {other:?}"))),
        }
        Ok(())
    }

    fn host_mut<'f>(&self, fx: &'f mut Fx<'a, 'ctx>) -> Result<&'f mut HostEntry<'ctx>> {
        fx.host.as_mut().ok_or_else(|| ice("host entry state missing"))
    }

    // ------------------------------------------------------------ regions

    /// Emits `stmts` as loops over the work-items (z, y, x; x innermost).
    fn region(&mut self, fx: &mut Fx<'a, 'ctx>, stmts: &[&'a S]) -> Result<()> {
        let (wg, rid) = {
            let h = self.host_mut(fx)?;
            let rid = h.regions;
            h.regions += 1;
            h.region = Some(rid);
            (h.wg, rid)
        };
        fx.cache.clear();
        let mut iv = [self.i32(0); 3];
        let mut loops = Vec::new();
        for d in [2usize, 1, 0] {
            if wg[d] > 1 {
                let pre = self.current_block()?;
                let header = self.new_block(fx, ["wi.x", "wi.y", "wi.z"][d]);
                self.b.build_unconditional_branch(header)?;
                self.b.position_at_end(header);
                let phi = self.b.build_phi(self.cx.i32_type(), ["x", "y", "z"][d])?;
                phi.add_incoming(&[(&self.i32(0), pre)]);
                iv[d] = phi.as_basic_value().into_int_value();
                loops.push((d, header, phi));
            }
        }
        let zy = self
            .b
            .build_int_add(self.b.build_int_mul(iv[2], self.i32(wg[1] as u64), "")?, iv[1], "")?;
        let lid = self
            .b
            .build_int_add(self.b.build_int_mul(zy, self.i32(wg[0] as u64), "")?, iv[0], "lid")?;
        let next = self.new_block(fx, "wi.next");
        let (finished, scalar_locals) = {
            let h = self.host_mut(fx)?;
            h.lid = Some([lid, iv[0], iv[1], iv[2]]);
            h.next_item = Some(next);
            let locals: Vec<LocalH> = h
                .plan
                .scalar_locals
                .iter()
                .filter(|(_, &r)| r == rid)
                .map(|(&l, _)| l)
                .collect();
            (if h.plan.need_finished { h.finished } else { None }, locals)
        };
        if let Some(fin) = finished {
            let p = self.item_ptr(fin, 1, lid)?;
            let done = self.b.build_load(self.cx.i8_type(), p, "")?.into_int_value();
            let done = self
                .b
                .build_int_compare(IntPredicate::NE, done, self.cx.i8_type().const_zero(), "")?;
            let run = self.new_block(fx, "wi.run");
            self.b.build_conditional_branch(done, next, run)?;
            self.b.position_at_end(run);
        }
        for l in scalar_locals {
            let lv = &fx.func.local_variables[l];
            let inner = self.ir.types[lv.ty].inner.clone();
            let p = *self
                .host_mut(fx)?
                .local_scalars
                .get(&l)
                .ok_or_else(|| ice("scalar local without storage"))?;
            self.zero_fill(p, self.size_of(&inner))?;
            if let Some(init) = lv.init {
                let v = self.value(fx, init)?;
                self.store_plain(p, &inner, v)?;
            }
        }
        // `break` out of a uniform switch from inside the region ends this work-item's part
        // (under a mask, it also flags the work-item as gone from that switch or loop).
        let targets = if self.host_mut(fx)?.breakables.is_empty() {
            Targets {
                brk: next,
                cont: Some(next),
            }
        } else {
            self.masked_region_targets(fx, lid, next)?
        };
        fx.targets.push(targets);
        {
            let h = self.host_mut(fx)?;
            h.region_returned = false;
            h.region_after_return |= h.any_region_returned;
        }
        for s in stmts {
            self.host_mut(fx)?.region_top = Some(*s as *const S);
            self.stmt(fx, s)?;
        }
        self.host_mut(fx)?.region_top = None;
        fx.targets.pop();
        self.br(next)?;
        self.b.position_at_end(next);
        for (d, header, phi) in loops.into_iter().rev() {
            let i = phi.as_basic_value().into_int_value();
            let n = self.b.build_int_add(i, self.i32(1), "")?;
            let latch = self.current_block()?;
            phi.add_incoming(&[(&n, latch)]);
            let more = self
                .b
                .build_int_compare(IntPredicate::ULT, n, self.i32(wg[d] as u64), "")?;
            let exit = self.new_block(fx, "wi.done");
            let latch_br = self.b.build_conditional_branch(more, header, exit)?;
            ops::mark_loop(self.cx, latch_br, &["llvm.loop.unroll.disable"]);
            self.b.position_at_end(exit);
        }
        let h = self.host_mut(fx)?;
        h.lid = None;
        h.region = None;
        h.next_item = None;
        let returned = h.region_returned;
        h.any_region_returned |= returned;
        fx.cache.clear();
        if returned {
            self.leave_if_all_returned(fx)?;
        }
        Ok(())
    }

    /// Once every work-item has returned, the workgroup is done (this also ends uniform loops
    /// whose only way out was a `return`).
    fn leave_if_all_returned(&mut self, fx: &mut Fx<'a, 'ctx>) -> Result<()> {
        let h = self.host_mut(fx)?;
        let (Some(count), Some(exit), total) = (h.finished_count, h.exit, h.total) else {
            return Ok(());
        };
        let n = self.b.build_load(self.cx.i32_type(), count, "")?.into_int_value();
        let all = self
            .b
            .build_int_compare(IntPredicate::EQ, n, self.i32(total as u64), "")?;
        let go_on = self.new_block(fx, "wi.alive");
        self.b.build_conditional_branch(all, exit, go_on)?;
        self.b.position_at_end(go_on);
        Ok(())
    }

    /// `return` inside a region ends this work-item's part of the region (and, when later regions
    /// exist, marks it finished so they skip it).
    pub(super) fn host_return(&mut self, fx: &mut Fx<'a, 'ctx>) -> Result<()> {
        let h = self.host_mut(fx)?;
        h.returns_in_regions = true;
        h.region_returned = true;
        h.returns_in_uniform_loop |= h.uniform_loop_depth > 0;
        let next = h.next_item.ok_or_else(|| ice("return outside a region"))?;
        let (fin, lid, count) = (h.finished, h.lid, h.finished_count);
        if let (Some(fin), Some([lid, ..])) = (fin, lid) {
            let p = self.item_ptr(fin, 1, lid)?;
            // The work-item is active here, so its flags were 0.
            self.b
                .build_store(p, self.cx.i8_type().const_int(masked::RETURNED as u64, false))?;
        }
        if let Some(count) = count {
            let n = self.b.build_load(self.cx.i32_type(), count, "")?.into_int_value();
            let n = self.b.build_int_add(n, self.i32(1), "")?;
            self.b.build_store(count, n)?;
        }
        self.b.build_unconditional_branch(next)?;
        Ok(())
    }

    // ------------------------------------------------------------ hooks used by expr/stmt

    /// The current work-item index (0 in uniform context).
    fn current_lid(&self, h: &HostEntry<'ctx>) -> IntValue<'ctx> {
        h.lid.map_or(self.i32(0), |l| l[0])
    }

    fn slot_ptr(
        &self,
        slot: PointerValue<'ctx>,
        ty: BasicTypeEnum<'ctx>,
        lid: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        // SAFETY: see `gep_bytes`; `lid` < workgroup size = the slot's length.
        Ok(unsafe { self.b.build_gep(ty, slot, &[lid], "")? })
    }

    /// A runtime-defined value looked up outside the region that defined it.
    pub(super) fn host_lookup(&mut self, fx: &mut Fx<'a, 'ctx>, e: ExprH) -> Result<Option<Val<'ctx>>> {
        let Some(h) = fx.host.as_ref() else {
            return Ok(None);
        };
        if let Some(&v) = h.uniform_values.get(&e) {
            return Ok(Some(Val::V(v)));
        }
        if !h.runtime_defined.contains(&e) || h.remat.contains(&e) || self.is_pointer_expr(fx, e) {
            return Ok(None);
        }
        let inner = self.ety(fx, e).clone();
        let h = fx.host.as_mut().ok_or_else(|| ice("host state lost"))?;
        if !h.final_pass {
            h.plan.spills.insert(e);
            let ty = self.vty_inner(&inner)?;
            return Ok(Some(Val::V(undef(ty))));
        }
        let &(slot, ty) = h
            .spill_slots
            .get(&e)
            .ok_or_else(|| ice(format!("value {e:?} crosses a barrier but has no slot")))?;
        let lid = self.current_lid(h);
        let p = self.slot_ptr(slot, ty, lid)?;
        Ok(Some(Val::V(self.b.build_load(ty, p, "")?)))
    }

    /// After a runtime-defined value is computed in a region: keep it for later regions if needed.
    pub(super) fn host_after_define(&mut self, fx: &mut Fx<'a, 'ctx>, e: ExprH, v: Val<'ctx>) -> Result<()> {
        let Some(h) = fx.host.as_ref() else {
            return Ok(());
        };
        let Val::V(v) = v else { return Ok(()) };
        if let Some(&(slot, ty)) = h.spill_slots.get(&e) {
            let p = self.slot_ptr(slot, ty, self.current_lid(h))?;
            self.b.build_store(p, v)?;
        }
        Ok(())
    }

    /// Notes a top-level `store` to a whole local (pass 1 uses it to keep loop counters scalar).
    /// Only a store that is itself a top-level statement of the region counts: one nested in an
    /// `if` may not run.
    pub(super) fn host_begin_store(&mut self, fx: &mut Fx<'a, 'ctx>, stmt: &S, pointer: ExprH) -> bool {
        match (fx.host.as_mut(), &fx.func.expressions[pointer]) {
            (Some(h), &E::LocalVariable(l)) if h.region_top == Some(stmt as *const S) => {
                h.top_store = Some(l);
                true
            }
            _ => false,
        }
    }

    pub(super) fn host_has_uniform_value(&self, fx: &Fx<'a, 'ctx>, e: ExprH) -> bool {
        fx.host.as_ref().is_some_and(|h| h.uniform_values.contains_key(&e))
    }

    pub(super) fn host_end_store(&mut self, fx: &mut Fx<'a, 'ctx>, began: bool) {
        if let (true, Some(h)) = (began, fx.host.as_mut()) {
            h.top_store = None;
        }
    }

    pub(super) fn host_local_ptr(&mut self, fx: &mut Fx<'a, 'ctx>, l: LocalH) -> Result<Option<PointerValue<'ctx>>> {
        let Some(h) = fx.host.as_mut() else {
            return Ok(None);
        };
        if let Some(r) = h.region {
            let top = h.top_store == Some(l);
            let in_loop = h.uniform_loop_depth > 0;
            let first = h.first_touch_seen.insert((l, r));
            let u = h.local_use.entry(l).or_default();
            u.regions.insert(r);
            u.in_uniform_loop |= in_loop;
            if first && top {
                u.first_touch_is_store.insert(r);
            }
        }
        h.top_store = None;
        if let Some(&p) = h.local_scalars.get(&l) {
            return Ok(Some(p));
        }
        let &(base, stride) = h.local_arrays.get(&l).ok_or_else(|| ice("local without storage"))?;
        let lid = self.current_lid(h);
        Ok(Some(self.item_ptr(base, stride, lid)?))
    }

    pub(super) fn host_private_ptr(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        g: Handle<naga::GlobalVariable>,
    ) -> Result<Option<PointerValue<'ctx>>> {
        let Some(h) = fx.host.as_ref() else {
            return Ok(None);
        };
        let Some(&(base, stride)) = h.private_arrays.get(&g) else {
            return Ok(None);
        };
        let lid = self.current_lid(h);
        Ok(Some(self.item_ptr(base, stride, lid)?))
    }

    /// Entry-point arguments: the built-in ids of the current work-item.
    pub(super) fn host_argument(&mut self, fx: &mut Fx<'a, 'ctx>, i: u32) -> Result<Val<'ctx>> {
        let func = fx.func;
        let v = self.builtin_argument(&func.arguments[i as usize], |s, b| s.builtin(fx, b))?;
        Ok(Val::V(v))
    }

    fn builtin(&mut self, fx: &mut Fx<'a, 'ctx>, b: BuiltIn) -> Result<BasicValueEnum<'ctx>> {
        let h = fx.host.as_ref().ok_or_else(|| ice("builtin outside the entry point"))?;
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
        let sg = HOST_SUBGROUP_SIZE as u64;
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

    // ------------------------------------------------------------ subgroups

    /// A subgroup operation: a region boundary, then a loop computing every work-item's result
    /// from the per-work-item values of its subgroup (a chunk of consecutive work-items).
    fn subgroup(&mut self, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        let result = match *s {
            S::SubgroupBallot { result, .. }
            | S::SubgroupGather { result, .. }
            | S::SubgroupCollectiveOperation { result, .. } => result,
            _ => return Err(ice("not a subgroup statement")),
        };
        let inner = self.ety(fx, result).clone();
        let ty = self.vty_inner(&inner)?;
        if !self.host_mut(fx)?.final_pass {
            // Pass 1 only records what must live in per-work-item slots: the result and every
            // operand (read here from outside any region, which marks it as crossing).
            self.host_mut(fx)?.plan.spills.insert(result);
            let operands: Vec<ExprH> = match *s {
                S::SubgroupBallot { predicate, .. } => predicate.into_iter().collect(),
                S::SubgroupCollectiveOperation { argument, .. } => vec![argument],
                S::SubgroupGather { mode, argument, .. } => {
                    let mut v = vec![argument];
                    match mode {
                        G::Broadcast(i)
                        | G::Shuffle(i)
                        | G::ShuffleXor(i)
                        | G::ShuffleUp(i)
                        | G::ShuffleDown(i)
                        | G::QuadBroadcast(i) => v.push(i),
                        G::BroadcastFirst | G::QuadSwap(_) => {}
                    }
                    v
                }
                _ => Vec::new(),
            };
            for e in operands {
                self.uniform_value(fx, e)?;
            }
            return Ok(());
        }
        let (total, wg, masking) = {
            let h = self.host_mut(fx)?;
            (h.total, h.wg, h.masking)
        };
        // Under a mask, only the active work-items of the subgroup take part.
        let active = |me: &mut Self, fx: &mut Fx<'a, 'ctx>, j: IntValue<'ctx>| -> Result<Option<IntValue<'ctx>>> {
            if masking {
                me.item_active(fx, j).map(Some)
            } else {
                Ok(None)
            }
        };
        let sg = HOST_SUBGROUP_SIZE as u64;
        let acc = self.stack_value(fx, ty, "subgroup.acc")?;
        self.counted_loop(fx, self.i32(0), self.i32(total as u64), |me, fx, lid| {
            let base = me.b.build_and(lid, me.i32(!(sg - 1) & 0xffff_ffff), "")?;
            let end = me.b.build_int_add(base, me.i32(sg), "")?;
            let end = me.umin(end, me.i32(total as u64))?;
            me.set_item(fx, lid, wg)?;
            let out = match *s {
                S::SubgroupBallot { predicate, .. } => {
                    me.b.build_store(acc, ty.const_zero())?;
                    me.counted_loop(fx, base, end, |me, fx, j| {
                        me.set_item(fx, j, wg)?;
                        let bit = match predicate {
                            Some(p) => me.value(fx, p)?.into_int_value(),
                            None => me.cx.bool_type().const_int(1, false),
                        };
                        let bit = match active(me, fx, j)? {
                            Some(a) => me.b.build_and(bit, a, "")?,
                            None => bit,
                        };
                        let bit = me.b.build_int_z_extend(bit, me.cx.i32_type(), "")?;
                        let shift = me.b.build_int_sub(j, base, "")?;
                        let bit = me.b.build_left_shift(bit, shift, "")?;
                        let cur = me.b.build_load(ty, acc, "")?;
                        let x = me.extract(cur, 0)?.into_int_value();
                        let x = me.b.build_or(x, bit, "")?;
                        let cur = me.insert(cur, x.into(), 0)?;
                        me.b.build_store(acc, cur)?;
                        Ok(())
                    })?;
                    me.b.build_load(ty, acc, "")?
                }
                S::SubgroupCollectiveOperation {
                    op,
                    collective_op,
                    argument,
                    ..
                } => {
                    let kind = scalar_of(&inner).map(|s| s.kind).unwrap_or(K::Bool);
                    me.b.build_store(acc, me.identity(op, kind, ty)?)?;
                    let stop = match collective_op {
                        CO::Reduce => end,
                        CO::InclusiveScan => me.b.build_int_add(lid, me.i32(1), "")?,
                        CO::ExclusiveScan => lid,
                    };
                    me.counted_loop(fx, base, stop, |me, fx, j| {
                        me.set_item(fx, j, wg)?;
                        let x = me.value(fx, argument)?;
                        let cur = me.b.build_load(ty, acc, "")?;
                        let next = me.combine(op, kind, cur, x)?;
                        let next = match active(me, fx, j)? {
                            Some(a) => me.b.build_select(a, next, cur, "")?,
                            None => next,
                        };
                        me.b.build_store(acc, next)?;
                        Ok(())
                    })?;
                    me.b.build_load(ty, acc, "")?
                }
                S::SubgroupGather { mode, argument, .. } => {
                    let own = me.b.build_int_sub(lid, base, "")?;
                    let idx = |me: &mut Self, fx: &mut Fx<'a, 'ctx>, e: ExprH| -> Result<IntValue<'ctx>> {
                        me.set_item(fx, lid, wg)?;
                        Ok(me.value(fx, e)?.into_int_value())
                    };
                    let src = match mode {
                        G::BroadcastFirst if masking => {
                            // The lowest active work-item of the subgroup (`end` if none).
                            let first = me.stack_value(fx, me.cx.i32_type().into(), "subgroup.first")?;
                            me.b.build_store(first, end)?;
                            me.counted_loop(fx, base, end, |me, fx, j| {
                                let a = me.item_active(fx, j)?;
                                let cur = me.b.build_load(me.cx.i32_type(), first, "")?.into_int_value();
                                let unset = me.b.build_int_compare(IntPredicate::EQ, cur, end, "")?;
                                let take = me.b.build_and(a, unset, "")?;
                                me.b.build_store(first, me.b.build_select(take, j, cur, "")?)?;
                                Ok(())
                            })?;
                            me.b.build_load(me.cx.i32_type(), first, "")?.into_int_value()
                        }
                        G::BroadcastFirst => base,
                        G::Broadcast(i) | G::Shuffle(i) => {
                            let i = idx(me, fx, i)?;
                            me.b.build_int_add(base, i, "")?
                        }
                        G::ShuffleXor(m) => {
                            let m = idx(me, fx, m)?;
                            me.b.build_int_add(base, me.b.build_xor(own, m, "")?, "")?
                        }
                        G::ShuffleUp(d) => {
                            let d = idx(me, fx, d)?;
                            me.b.build_int_sub(lid, d, "")?
                        }
                        G::ShuffleDown(d) => {
                            let d = idx(me, fx, d)?;
                            me.b.build_int_add(lid, d, "")?
                        }
                        G::QuadBroadcast(i) => {
                            let i = idx(me, fx, i)?;
                            me.b.build_int_add(me.b.build_and(lid, me.i32(!3u32 as u64), "")?, i, "")?
                        }
                        G::QuadSwap(dir) => me.b.build_xor(lid, me.i32(dir as u64 + 1), "")?,
                    };
                    // Outside the subgroup (or past the workgroup) WGSL leaves the result
                    // indeterminate; we return the work-item's own value.
                    let lo = me.b.build_int_compare(IntPredicate::UGE, src, base, "")?;
                    let hi = me.b.build_int_compare(IntPredicate::ULT, src, end, "")?;
                    let inside = me.b.build_and(lo, hi, "")?;
                    let mut src = me.b.build_select(inside, src, lid, "")?.into_int_value();
                    if let Some(a) = active(me, fx, src)? {
                        // An inactive source counts as outside.
                        src = me.b.build_select(a, src, lid, "")?.into_int_value();
                    }
                    me.set_item(fx, src, wg)?;
                    me.value(fx, argument)?
                }
                _ => return Err(ice("not a subgroup statement")),
            };
            me.set_item(fx, lid, wg)?;
            let h = me.host_mut(fx)?;
            let &(slot, sty) = h
                .spill_slots
                .get(&result)
                .ok_or_else(|| ice("subgroup result without a slot"))?;
            let p = me.slot_ptr(slot, sty, lid)?;
            me.b.build_store(p, out)?;
            Ok(())
        })?;
        let h = self.host_mut(fx)?;
        h.lid = None;
        fx.cache.clear();
        Ok(())
    }

    /// Makes work-item `lid` the current one (for reading its per-work-item values).
    fn set_item(&mut self, fx: &mut Fx<'a, 'ctx>, lid: IntValue<'ctx>, wg: [u32; 3]) -> Result<()> {
        let x = self.b.build_int_unsigned_rem(lid, self.i32(wg[0] as u64), "")?;
        let yz = self.b.build_int_unsigned_div(lid, self.i32(wg[0] as u64), "")?;
        let y = self.b.build_int_unsigned_rem(yz, self.i32(wg[1] as u64), "")?;
        let z = self.b.build_int_unsigned_div(yz, self.i32(wg[1] as u64), "")?;
        fx.cache.clear();
        self.host_mut(fx)?.lid = Some([lid, x, y, z]);
        Ok(())
    }

    fn umin(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let lt = self.b.build_int_compare(IntPredicate::ULT, a, b, "")?;
        Ok(self.b.build_select(lt, a, b, "")?.into_int_value())
    }

    pub(super) fn identity(&self, op: SO, kind: K, ty: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let bits = scalar_width_bits(ty);
        Ok(match (op, kind) {
            (SO::Add | SO::Or | SO::Xor | SO::Any, _) => ty.const_zero(),
            (SO::Mul, K::Float) => self.splat_like(ty, 1.0, 0)?,
            (SO::Mul, _) => self.splat_like(ty, 0.0, 1)?,
            (SO::And | SO::All, _) => self.all_ones(ty)?,
            (SO::Min, K::Float) => self.splat_like(ty, f64::INFINITY, 0)?,
            (SO::Max, K::Float) => self.splat_like(ty, f64::NEG_INFINITY, 0)?,
            (SO::Min, K::Sint) => self.splat_like(ty, 0.0, i64::MAX >> (64 - bits))?,
            (SO::Max, K::Sint) => self.splat_like(ty, 0.0, i64::MIN >> (64 - bits))?,
            (SO::Min, _) => self.all_ones(ty)?,
            (SO::Max, _) => ty.const_zero(),
        })
    }

    pub(super) fn combine(
        &self,
        op: SO,
        kind: K,
        a: BasicValueEnum<'ctx>,
        x: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let b = &self.b;
        let float = kind == K::Float;
        Ok(match op {
            SO::Add => ops::binop(b, if float { Op::LLVMFAdd } else { Op::LLVMAdd }, a, x),
            SO::Mul => ops::binop(b, if float { Op::LLVMFMul } else { Op::LLVMMul }, a, x),
            SO::And | SO::All => ops::binop(b, Op::LLVMAnd, a, x),
            SO::Or | SO::Any => ops::binop(b, Op::LLVMOr, a, x),
            SO::Xor => ops::binop(b, Op::LLVMXor, a, x),
            SO::Min | SO::Max => {
                let name = match (op, kind) {
                    (SO::Min, K::Float) => "llvm.minnum",
                    (SO::Max, K::Float) => "llvm.maxnum",
                    (SO::Min, K::Sint) => "llvm.smin",
                    (SO::Max, K::Sint) => "llvm.smax",
                    (SO::Min, _) => "llvm.umin",
                    _ => "llvm.umax",
                };
                self.call_intr(name, &[a.get_type()], &[a, x])?
            }
        })
    }
}

fn scalar_width_bits(t: BasicTypeEnum) -> i64 {
    match t {
        BasicTypeEnum::IntType(i) => i.get_bit_width() as i64,
        BasicTypeEnum::VectorType(v) => scalar_width_bits(v.get_element_type()),
        _ => 32,
    }
}

fn undef(ty: BasicTypeEnum) -> BasicValueEnum {
    match ty {
        BasicTypeEnum::ArrayType(t) => t.get_undef().into(),
        BasicTypeEnum::FloatType(t) => t.get_undef().into(),
        BasicTypeEnum::IntType(t) => t.get_undef().into(),
        BasicTypeEnum::PointerType(t) => t.get_undef().into(),
        BasicTypeEnum::StructType(t) => t.get_undef().into(),
        BasicTypeEnum::VectorType(t) => t.get_undef().into(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_undef().into(),
    }
}

/// True when `s` contains a `break`/`continue` that leaves `s` (not caught by a loop or switch
/// inside it).
fn escapes(s: &S, in_loop: bool, in_switch: bool) -> bool {
    match *s {
        S::Break => !in_loop && !in_switch,
        S::Continue => !in_loop,
        S::Block(ref b) => b.iter().any(|s| escapes(s, in_loop, in_switch)),
        S::If {
            ref accept, ref reject, ..
        } => accept
            .iter()
            .chain(reject.iter())
            .any(|s| escapes(s, in_loop, in_switch)),
        S::Switch { ref cases, .. } => cases.iter().any(|c| c.body.iter().any(|s| escapes(s, in_loop, true))),
        S::Loop {
            ref body,
            ref continuing,
            ..
        } => body.iter().chain(continuing.iter()).any(|s| escapes(s, true, true)),
        _ => false,
    }
}
