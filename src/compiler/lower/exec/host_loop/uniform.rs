//! Statements that run once per workgroup on the host: those that synchronise (a barrier, a
//! `workgroupUniformLoad`, a subgroup operation, a workgroup-uniform cooperative-matrix
//! operation, or a construct containing one) and those that
//! break or continue out to a loop that does. Their conditions, selectors and exit tests are
//! workgroup-uniform (WGSL's uniformity rules), so they are read once, for work-item 0, and their
//! bodies are split again into regions. Runs of other statements become regions (`regions`).

use std::collections::HashSet;

use naga::{Expression as E, Statement as S};

use super::ExprH;
use crate::compiler::lower::{ice, unsupported, Fx, Lowerer, Placement, Targets, Val};
use crate::error::Result;

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    // ------------------------------------------------------------ classification

    /// True when `s` must run once per workgroup rather than per work-item: it synchronises, or
    /// it breaks/continues out to a loop that does.
    pub(super) fn needs_uniform(&self, fx: &Fx<'a, 'ctx>, s: &S) -> bool {
        if let (S::Store { pointer, .. }, Some(h)) = (s, super::host(fx)) {
            if let E::LocalVariable(l) = fx.func.expressions[*pointer] {
                return h.uniform.hoisted.contains(&l);
            }
        }
        if self.inline_subgroup(fx, s) {
            return false;
        }
        if self.synchronises(s) || self.item_loop(fx, s) {
            return true;
        }
        if !escapes(s, false, false) {
            return false;
        }
        // A `break` out of a uniform switch under an invocation-dependent condition is per
        // work-item (the uniformity check guarantees no barrier follows it in the case): it stays
        // in the region, where it ends the work-item's part of the case.
        // A condition the host computes once (`uniform_values`) is the same for every
        // work-item that reaches it, even where the taint analysis counts the control flow
        // around it as divergent (after some work-items returned).
        let varies = |e: &ExprH| super::host(fx).is_some_and(|h| h.tainted.contains(e) && !h.uniform.exprs.contains(e));
        match *s {
            S::If { condition, .. } => !varies(&condition),
            S::Switch { selector, .. } => !varies(&selector),
            _ => true,
        }
    }

    /// True for a subgroup operation that reads one other work-item's value (broadcast,
    /// shuffle, quad): it runs inside a region, per work-item, reading its source's value from
    /// the per-work-item slot an earlier region left. Such a statement ends the region before it
    /// only where its argument was computed in that region ([`Self::region_end`]), so a run of
    /// broadcasts of the same values shares one region: the portable matmul's 32 broadcasts per
    /// step were 64 work-item loops, each reading and writing every accumulator, and are now one.
    /// Reductions, scans and ballots (a loop over the subgroup per work-item) and every subgroup
    /// operation of a kernel that lets them diverge (`masked`) stay region boundaries.
    pub(super) fn inline_subgroup(&self, fx: &Fx<'a, 'ctx>, s: &S) -> bool {
        matches!(s, S::SubgroupGather { .. }) && super::host(fx).is_some_and(|h| !h.masking)
    }

    /// True for a loop without a barrier that runs once per workgroup all the same (`item_loops`).
    fn item_loop(&self, fx: &Fx<'a, 'ctx>, s: &S) -> bool {
        super::host(fx).is_some_and(|h| h.item_loops.contains(&(s as *const S)))
    }

    /// Where the run of per-work-item statements starting at `stmts[start]` ends (exclusive):
    /// at a statement that runs once per workgroup, or before an inline subgroup operation
    /// whose argument the run itself computes (other work-items' values of it exist only once
    /// the region's loop is done).
    fn region_end(&self, fx: &Fx<'a, 'ctx>, stmts: &[&'a S], start: usize) -> usize {
        let mut defined: HashSet<ExprH> = HashSet::new();
        let mut i = start;
        while i < stmts.len() && !self.needs_uniform(fx, stmts[i]) {
            if let S::SubgroupGather { argument, .. } = *stmts[i] {
                if i > start && defined.contains(&argument) {
                    break;
                }
            }
            defined.extend(defined_by(stmts[i]));
            i += 1;
        }
        i
    }

    /// True for a statement whose every emitted expression is workgroup-uniform.
    pub(super) fn uniform_emit(&self, fx: &Fx<'a, 'ctx>, s: &S) -> bool {
        match (s, super::host(fx)) {
            (S::Emit(r), Some(h)) => r.clone().all(|e| h.uniform.exprs.contains(&e)),
            _ => false,
        }
    }

    pub(super) fn synchronises(&self, s: &S) -> bool {
        self.synchronises_in(s, true)
    }

    /// `in_entry`: `s` belongs to the entry point (not to a function it calls), whose
    /// workgroup-uniform cooperative operations run once per workgroup too: each is done by the
    /// whole workgroup together, like a subgroup operation.
    fn synchronises_in(&self, s: &S, in_entry: bool) -> bool {
        let sync = |s: &S| self.synchronises_in(s, in_entry);
        match *s {
            S::CooperativeStore { .. } => in_entry && !self.uniform_cooperative.is_empty(),
            S::Emit(ref r) => in_entry && r.clone().any(|e| self.uniform_cooperative.contains(&e)),
            S::ControlBarrier(_)
            | S::WorkGroupUniformLoad { .. }
            | S::SubgroupBallot { .. }
            | S::SubgroupGather { .. }
            | S::SubgroupCollectiveOperation { .. } => true,
            S::Block(ref b) => b.iter().any(sync),
            S::If {
                ref accept, ref reject, ..
            } => accept.iter().chain(reject.iter()).any(sync),
            S::Switch { ref cases, .. } => cases.iter().any(|c| c.body.iter().any(sync)),
            S::Loop {
                ref body,
                ref continuing,
                ..
            } => body.iter().chain(continuing.iter()).any(sync),
            S::Call { function, .. } => self.ir.functions[function]
                .body
                .iter()
                .any(|s| self.synchronises_in(s, false)),
            _ => false,
        }
    }

    // ------------------------------------------------------------ uniform context

    pub(super) fn uniform_block(&mut self, fx: &mut Fx<'a, 'ctx>, block: &'a naga::Block) -> Result<()> {
        // Nested blocks only scope names: their statements join the runs around them, so a
        // block holding a broadcast does not end a region by itself.
        let mut stmts: Vec<&'a S> = Vec::new();
        self.flatten_blocks(block, &mut stmts);
        // The entry body's final `return` ends every work-item anyway: no need to track it.
        if std::ptr::eq(block, &fx.func.body) && matches!(stmts.last(), Some(S::Return { value: None })) {
            stmts.pop();
        }
        let mut i = 0;
        while i < stmts.len() {
            if self.needs_uniform(fx, stmts[i]) {
                self.locate(stmts[i]);
                self.uniform_stmt(fx, stmts[i])?;
                i += 1;
            } else {
                let start = i;
                i = self.region_end(fx, &stmts, start);
                let run = &stmts[start..i];
                if run.iter().all(|s| self.uniform_emit(fx, s)) {
                    // Nothing per work-item here: evaluate once for the workgroup.
                    for s in run {
                        if let S::Emit(r) = s {
                            self.emit_once(fx, r)?;
                        }
                    }
                } else {
                    // Workgroup-uniform values of this run are computed once, before the
                    // work-item loop (and so are available even to work-items that return early).
                    for s in run {
                        if let S::Emit(r) = s {
                            for e in r.clone() {
                                let uniform = super::host(fx).is_some_and(|h| h.uniform.exprs.contains(&e));
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

    /// The statements of `block` with nested blocks' statements in their place; records where
    /// each statement is, for messages and the sanitizer's reports (`locate`).
    fn flatten_blocks(&mut self, block: &'a naga::Block, out: &mut Vec<&'a S>) {
        for (s, span) in block.span_iter() {
            self.stmt_spans.insert(s as *const S, *span);
            match s {
                S::Block(b) => self.flatten_blocks(b, out),
                s => out.push(s),
            }
        }
    }

    /// Evaluates emitted expressions once for the workgroup (as work-item 0 sees them).
    fn emit_once(&mut self, fx: &mut Fx<'a, 'ctx>, r: &naga::Range<naga::Expression>) -> Result<()> {
        for e in r.clone() {
            fx.cache.clear();
            let v = self.eval(fx, e)?;
            fx.cache.clear();
            if let Val::V(v) = v {
                self.host_mut(fx)?.uniform_values.insert(e, v);
            }
        }
        Ok(())
    }

    /// Evaluates an expression once for the workgroup (as work-item 0 sees it).
    pub(super) fn uniform_value(&mut self, fx: &mut Fx<'a, 'ctx>, e: ExprH) -> Result<Val<'ctx>> {
        fx.cache.clear();
        let v = self.expr(fx, e);
        fx.cache.clear();
        v
    }

    pub(super) fn uniform_stmt(&mut self, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        let (masking, masked) = {
            let h = self.host_mut(fx)?;
            (h.masking, h.mask_depth > 0)
        };
        match *s {
            S::If { condition, ref accept, ref reject } if masking => self.masked_if(fx, condition, accept, reject)?,
            S::Switch { selector, ref cases } if masking => self.masked_switch(fx, selector, cases)?,
            S::Loop { ref body, ref continuing, break_if } if masking => self.masked_loop(fx, body, continuing, break_if)?,
            S::Break | S::Continue if masked => self.masked_exit(fx, s)?,
            S::ControlBarrier(flags) => self.call_barrier_hook(
                flags.intersects(naga::Barrier::WORK_GROUP | naga::Barrier::SUB_GROUP),
                flags.contains(naga::Barrier::STORAGE),
            )?,
            S::Block(ref b) => self.uniform_block(fx, b)?,
            S::WorkGroupUniformLoad { pointer, result } => {
                self.call_barrier_hook(true, false)?;
                let p = self.uniform_value(fx, pointer)?.p()?;
                let inner = self.pointee(fx, pointer)?;
                let ty = self.vty_inner(&inner)?;
                let v = self.guarded(fx, p.ok, Some(ty), |s| s.load_plain(p.p, &inner, Placement::Element).map(Some))?.ok_or_else(|| ice("uniform load produced nothing"))?;
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
                self.store_plain(p.p, &inner, v, Placement::Element)?;
            }
            S::Return { .. } => {
                let exit = self.host_mut(fx)?.exit.ok_or_else(|| ice("no exit block"))?;
                self.b.build_unconditional_branch(exit)?;
                self.after_terminator(fx);
            }
            S::SubgroupBallot { .. } | S::SubgroupGather { .. } | S::SubgroupCollectiveOperation { .. } => self.subgroup(fx, s)?,
            // Workgroup-uniform cooperative operations (`synchronises_in`): every work-item would
            // compute the same matrices, so the workgroup computes them once.
            S::Emit(ref r) => self.emit_once(fx, r)?,
            S::CooperativeStore { target, ref data } => {
                fx.cache.clear();
                self.coop_store(fx, target, data)?;
                fx.cache.clear();
            }
            S::Call { function, .. } => {
                return Err(unsupported(format!(
                    "on the CPU device a helper that synchronises (workgroupBarrier, storageBarrier, workgroupUniformLoad or a subgroup operation) runs inlined into the entry point, and this call could not be inlined: {}; move the synchronisation into the entry point",
                    crate::compiler::inline::why_not_inlined(self.ir, function)
                )))
            }
            ref other => return Err(ice(format!("statement classified as uniform: {other:?}"))),
        }
        Ok(())
    }
}

/// The expressions a top-level statement of a block makes available to the statements after
/// it (expressions emitted inside a nested block are out of scope after it).
fn defined_by(s: &S) -> Vec<ExprH> {
    match *s {
        S::Emit(ref r) => r.clone().collect(),
        S::Call { result, .. } => result.into_iter().collect(),
        S::Atomic { result, .. } => result.into_iter().collect(),
        S::WorkGroupUniformLoad { result, .. }
        | S::SubgroupBallot { result, .. }
        | S::SubgroupGather { result, .. }
        | S::SubgroupCollectiveOperation { result, .. } => vec![result],
        // (Ray queries, whose `Proceed` has a result, do not run on the host.)
        _ => Vec::new(),
    }
}

/// True when `s` contains a `break`/`continue` that leaves `s` (not caught by a loop or switch
/// inside it).
pub(super) fn escapes(s: &S, in_loop: bool, in_switch: bool) -> bool {
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
