//! Regions: runs of statements without a barrier, each emitted as loops over the work-items
//! (z, y, x; x innermost, so LLVM vectorizes across work-items), and the per-work-item storage
//! that lets values, locals and private variables live across them ("spill slots", per-work-item
//! arrays). Also the hooks through which the shared expression and statement lowering reads and
//! writes that storage.

use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;
use naga::{Handle, Statement as S, TypeInner as Ti};

use super::{ExprH, HostEntry, LocalH};
use crate::compiler::llvm_ops as ops;
use crate::compiler::lower::{ice, Fx, Lowerer, Placement, Targets, Val};
use crate::error::Result;

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// Stores `v` into every work-item's copy of a per-work-item array.
    pub(super) fn for_each_item(
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
            s.store_plain(p, &inner, v, Placement::Element)
        })
    }

    /// Work-item `lid`'s element of a per-work-item array of `stride`-byte elements.
    pub(super) fn item_ptr(
        &self,
        base: PointerValue<'ctx>,
        stride: u64,
        lid: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        let index = self.b.build_int_z_extend(lid, self.cx.i64_type(), "")?;
        let off = if stride == 1 {
            index
        } else {
            self.b.build_int_nuw_mul(index, self.i64(stride), "")?
        };
        // SAFETY: `lid` < the workgroup's size, the array's length. In bounds, which tells
        // LLVM's vectorizer that the address does not wrap (no run-time check for it).
        Ok(unsafe { self.b.build_in_bounds_gep(self.cx.i8_type(), base, &[off], "")? })
    }

    /// `a + b` for work-item indices, which wrap neither signed nor unsigned.
    pub(super) fn index_add(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        no_unsigned_wrap(self.b.build_int_nsw_add(a, b, "")?)
    }

    /// `a · b` for work-item indices (see [`Self::index_add`]).
    pub(super) fn index_mul(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        no_unsigned_wrap(self.b.build_int_nsw_mul(a, b, "")?)
    }

    /// `for (i = start; i < end; i++) body(i)` with i32 `i`.
    pub(super) fn counted_loop<F>(
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
    // ------------------------------------------------------------ regions

    /// Emits `stmts` as loops over the work-items (z, y, x; x innermost).
    pub(super) fn region(&mut self, fx: &mut Fx<'a, 'ctx>, stmts: &[&'a S]) -> Result<()> {
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
        // Work-item indices never wrap (they stay below the workgroup's size): saying so lets
        // LLVM's vectorizer see every per-work-item slot's address as consecutive in the
        // work-item, where it otherwise asks for a run-time check per address and, past 16 of
        // them, gives up on the loop.
        let zy = self.index_add(self.index_mul(iv[2], self.i32(wg[1] as u64))?, iv[1])?;
        let lid = self.index_add(self.index_mul(zy, self.i32(wg[0] as u64))?, iv[0])?;
        // Under a seeded order the loop's position picks another work-item (sanitize.rs).
        let lid = self.ordered_item(lid, wg[0] * wg[1] * wg[2], rid)?;
        if self.item_order.is_some() {
            let plane = self.i32((wg[0] * wg[1]) as u64);
            iv[0] = self.b.build_int_unsigned_rem(lid, self.i32(wg[0] as u64), "")?;
            let rest = self.b.build_int_unsigned_div(lid, self.i32(wg[0] as u64), "")?;
            iv[1] = self.b.build_int_unsigned_rem(rest, self.i32(wg[1] as u64), "")?;
            iv[2] = self.b.build_int_unsigned_div(lid, plane, "")?;
        }
        self.call_item_hook(lid)?;
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
                self.store_plain(p, &inner, v, Placement::Element)?;
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
            self.locate(s);
            self.stmt(fx, s)?;
        }
        self.host_mut(fx)?.region_top = None;
        fx.targets.pop();
        self.br(next)?;
        self.b.position_at_end(next);
        for (d, header, phi) in loops.into_iter().rev() {
            let i = phi.as_basic_value().into_int_value();
            let n = self.index_add(i, self.i32(1))?;
            let latch = self.current_block()?;
            phi.add_incoming(&[(&n, latch)]);
            let more = self
                .b
                .build_int_compare(IntPredicate::ULT, n, self.i32(wg[d] as u64), "")?;
            let exit = self.new_block(fx, "wi.done");
            let latch_br = self.b.build_conditional_branch(more, header, exit)?;
            // Cooperative matrices computed per work-item are whole 16×16 tiles each: LLVM's
            // vectorizer would widen every one of their vector operations sixteen ways
            // (32 768 FMAs for one 64×64 tensor-core kernel's step), for nothing.
            if self.per_item_cooperative {
                ops::mark_loop(
                    self.cx,
                    latch_br,
                    &["llvm.loop.unroll.disable", "llvm.loop.vectorize.enable=false"],
                );
            } else {
                ops::mark_loop(self.cx, latch_br, &["llvm.loop.unroll.disable"]);
            }
            // Inside a loop the workgroup runs once, IRCE's split would run every step and cost
            // more than the masks it saves (measured: `targets::host`'s `passes`). The tag LLVM's
            // loop constrainer puts on loops it made keeps IRCE off; only speed depends on its
            // name, an LLVM internal (LLVM 17–19).
            if self.host_mut(fx)?.uniform_loop_depth > 0 {
                let kind = self.cx.get_kind_id("loop_constrainer.loop.clone");
                latch_br
                    .set_metadata(self.cx.metadata_node(&[]), kind)
                    .map_err(|e| ice(format!("{e:?}")))?;
            }
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
    pub(super) fn leave_if_all_returned(&mut self, fx: &mut Fx<'a, 'ctx>) -> Result<()> {
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
                .build_store(p, self.cx.i8_type().const_int(super::masked::RETURNED as u64, false))?;
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
    pub(super) fn current_lid(&self, h: &HostEntry<'ctx>) -> IntValue<'ctx> {
        h.lid.map_or(self.i32(0), |l| l[0])
    }

    pub(super) fn slot_ptr(
        &self,
        slot: PointerValue<'ctx>,
        ty: BasicTypeEnum<'ctx>,
        lid: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        // SAFETY: `lid` < workgroup size = the slot's length (see `item_ptr`).
        Ok(unsafe { self.b.build_in_bounds_gep(ty, slot, &[lid], "")? })
    }

    /// A runtime-defined value looked up outside the region that defined it: the workgroup's
    /// uniform value, or the current work-item's slot (pass 1 records that it needs one).
    pub(super) fn slot_value(&mut self, fx: &mut Fx<'a, 'ctx>, e: ExprH) -> Result<Option<Val<'ctx>>> {
        let Some(h) = super::host(fx) else {
            return Ok(None);
        };
        if let Some(&v) = h.uniform_values.get(&e) {
            return Ok(Some(Val::V(v)));
        }
        if !h.runtime_defined.contains(&e) || h.remat.contains(&e) || self.is_pointer_expr(fx, e) {
            return Ok(None);
        }
        let inner = self.ety(fx, e).clone();
        let h = super::host_opt_mut(fx).ok_or_else(|| ice("host state lost"))?;
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
    pub(super) fn keep_in_slot(&mut self, fx: &mut Fx<'a, 'ctx>, e: ExprH, v: Val<'ctx>) -> Result<()> {
        let Some(h) = super::host(fx) else {
            return Ok(());
        };
        let Val::V(v) = v else { return Ok(()) };
        if let Some(&(slot, ty)) = h.spill_slots.get(&e) {
            let p = self.slot_ptr(slot, ty, self.current_lid(h))?;
            self.b.build_store(p, v)?;
        }
        Ok(())
    }

    /// The current work-item's copy of local `l` (or the one copy of a local confined to one
    /// region or hoisted); pass 1 records in which regions it is used.
    pub(super) fn item_local_ptr(&mut self, fx: &mut Fx<'a, 'ctx>, l: LocalH) -> Result<PointerValue<'ctx>> {
        let h = super::host_opt_mut(fx).ok_or_else(|| ice("host entry state missing"))?;
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
            return Ok(p);
        }
        let &(base, stride) = h.local_arrays.get(&l).ok_or_else(|| ice("local without storage"))?;
        let lid = self.current_lid(h);
        self.item_ptr(base, stride, lid)
    }

    /// The current work-item's copy of the private global `g`.
    pub(super) fn item_private_ptr(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        g: Handle<naga::GlobalVariable>,
    ) -> Result<Option<PointerValue<'ctx>>> {
        let Some(h) = super::host(fx) else {
            return Ok(None);
        };
        let Some(&(base, stride)) = h.private_arrays.get(&g) else {
            return Ok(None);
        };
        let lid = self.current_lid(h);
        Ok(Some(self.item_ptr(base, stride, lid)?))
    }
}

/// `v` (an arithmetic instruction, or a constant it folded to) marked as not wrapping unsigned.
fn no_unsigned_wrap(v: IntValue<'_>) -> Result<IntValue<'_>> {
    if let Some(i) = v.as_instruction() {
        i.set_no_unsigned_wrap_flag(true).map_err(|e| ice(format!("{e:?}")))?;
    }
    Ok(v)
}

pub(super) fn undef(ty: BasicTypeEnum) -> BasicValueEnum {
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
