//! What the host model knows about the entry point before emitting its final code: the *plan*
//! that pass 1 records (which values cross regions and need per-work-item slots, which locals stay
//! confined to one region, whether returns must be tracked), the *static facts* computed once for
//! both passes, and which cheap expressions are recomputed in a later region instead of kept
//! per work-item (rematerialisation).

use std::collections::{HashMap, HashSet};

use naga::{Expression as E, Statement as S};

use super::{ExprH, HostEntry, LocalH};
use crate::compiler::lower::{Fx, Lowerer};

/// What pass 1 learnt, for pass 2.
#[derive(Default, Clone)]
pub(super) struct Plan {
    pub(super) spills: HashSet<ExprH>,
    pub(super) scalar_locals: HashMap<LocalH, u32>,
    pub(super) need_finished: bool,
}

#[derive(Default)]
pub(super) struct LocalUse {
    pub(super) regions: HashSet<u32>,
    pub(super) first_touch_is_store: HashSet<u32>,
    pub(super) in_uniform_loop: bool,
}

/// Expressions worth recomputing in a later region rather than keeping per work-item: no
/// memory reads, no calls, at most a handful of operations.
pub(super) fn rematerializable(func: &naga::Function) -> HashSet<ExprH> {
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

/// Where the host splits the entry point, for `uniform_values`: statements that synchronise,
/// leave a loop that does, or are loops that run once per workgroup anyway (`item_loops`).
pub(super) struct HostSplit<'l, 'a, 'ctx> {
    pub(super) lowerer: &'l Lowerer<'a, 'ctx>,
    pub(super) item_loops: &'l HashSet<*const S>,
}

impl super::uniform_values::Classify for HostSplit<'_, '_, '_> {
    fn runs_uniformly(&self, s: &S) -> bool {
        self.lowerer.synchronises(s)
            || super::uniform::escapes(s, false, false)
            || self.item_loops.contains(&(s as *const S))
    }
}

/// What is known about the entry point before lowering it; computed once for both passes.
pub(super) struct StaticFacts {
    pub(super) runtime_defined: HashSet<ExprH>,
    pub(super) uniform: super::uniform_values::UniformInfo,
    pub(super) tainted: HashSet<ExprH>,
    pub(super) remat: HashSet<ExprH>,
    pub(super) item_loops: HashSet<*const S>,
}

impl StaticFacts {
    pub(super) fn install(self, host: &mut HostEntry<'_>) {
        host.runtime_defined = self.runtime_defined;
        host.uniform = self.uniform;
        host.tainted = self.tainted;
        host.remat = self.remat;
        host.item_loops = self.item_loops;
    }

    pub(super) fn take(host: &mut HostEntry<'_>) -> Self {
        StaticFacts {
            runtime_defined: std::mem::take(&mut host.runtime_defined),
            uniform: std::mem::take(&mut host.uniform),
            tainted: std::mem::take(&mut host.tainted),
            remat: std::mem::take(&mut host.remat),
            item_loops: std::mem::take(&mut host.item_loops),
        }
    }
}

/// Expressions whose value is produced at run time at a definite point (emitted, or a statement's
/// result) — the ones that may have to cross regions.
///
/// Constant expressions are left out even where naga emits them (it emits a `Compose` of
/// literals, such as a local's table of structs, at the point it was written): their value is
/// the same wherever it is built, so every region (and a local's initializer, which runs before
/// the first region) rebuilds it as an LLVM constant instead of reading a per-work-item slot.
pub(super) fn collect_runtime_defined(func: &naga::Function) -> HashSet<ExprH> {
    let mut out = HashSet::new();
    collect_into(&func.body, &mut out);
    let kinds = naga::proc::ExpressionKindTracker::from_arena(&func.expressions);
    out.retain(|&e| !kinds.is_const(e));
    out
}

pub(super) fn collect_into(block: &naga::Block, out: &mut HashSet<ExprH>) {
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

impl Plan {
    /// The plan for pass 2, from what pass 1 recorded.
    pub(super) fn from_pass1(host: &HostEntry<'_>) -> Plan {
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
        plan
    }
}

/// Notes a top-level `store` to a whole local (pass 1 uses it to keep loop counters scalar).
/// Only a store that is itself a top-level statement of the region counts: one nested in an
/// `if` may not run.
pub(super) fn begin_store(fx: &mut Fx<'_, '_>, stmt: &S, pointer: ExprH) -> bool {
    let func = fx.func;
    match (super::host_opt_mut(fx), &func.expressions[pointer]) {
        (Some(h), &E::LocalVariable(l)) if h.region_top == Some(stmt as *const S) => {
            h.top_store = Some(l);
            true
        }
        _ => false,
    }
}

pub(super) fn end_store(fx: &mut Fx<'_, '_>, began: bool) {
    if let (true, Some(h)) = (began, super::host_opt_mut(fx)) {
        h.top_store = None;
    }
}
