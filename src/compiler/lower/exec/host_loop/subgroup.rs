//! Subgroup operations on the host: a subgroup is a chunk of [`HOST_SUBGROUP_SIZE`](super::HOST_SUBGROUP_SIZE)
//! consecutive work-items (a SIMD width; on a mock posing as a GPU, that GPU's warp or wavefront).
//! A reduction, scan or ballot is a region boundary, then a loop computing every work-item's
//! result from the per-work-item values of its chunk. A gather (broadcast, shuffle, quad) runs
//! inside a region where its argument comes from an earlier one (`uniform::region_end` splits
//! the region where it does not): each work-item reads its source's slot.

use inkwell::values::IntValue;
use inkwell::IntPredicate;
use naga::{CollectiveOperation as CO, GatherMode as G, ScalarKind as K, Statement as S};

use super::ExprH;
use crate::compiler::lower::expr::scalar_of;
use crate::compiler::lower::{ice, Fx, Lowerer, Val};
use crate::error::Result;

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    // ------------------------------------------------------------ subgroups

    /// A subgroup operation: a region boundary, then a loop computing every work-item's result
    /// from the per-work-item values of its subgroup (a chunk of consecutive work-items).
    pub(super) fn subgroup(&mut self, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
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
        let sg = self.host_subgroup_size as u64;
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
                        // Work-item `j - base` of the subgroup is bit `(j - base) % 32` of
                        // word `(j - base) / 32`: subgroups wider than 32 (a mock posing as a
                        // wave64 GPU) fill the second word.
                        let index = me.b.build_int_sub(j, base, "")?;
                        let word = me.b.build_right_shift(index, me.i32(5), false, "")?;
                        let shift = me.b.build_and(index, me.i32(31), "")?;
                        let bit = me.b.build_left_shift(bit, shift, "")?;
                        let cur = me.b.build_load(ty, acc, "")?.into_vector_value();
                        let x = me.b.build_extract_element(cur, word, "")?.into_int_value();
                        let x = me.b.build_or(x, bit, "")?;
                        let cur = me.b.build_insert_element(cur, x, word, "")?;
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
                    let src = me.gather_source(fx, mode, lid, base, end, masking)?;
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

    /// A subgroup gather run inside a region ([`Self::inline_subgroup`]): the current
    /// work-item reads its source's value of the argument, which an earlier region computed
    /// (from its per-work-item slot, or recomputed if it is cheap), then the region goes on.
    pub(super) fn subgroup_inline(&mut self, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        let S::SubgroupGather { mode, argument, result } = *s else {
            return Err(ice("not an inline subgroup statement"));
        };
        let h = self.host_mut(fx)?;
        let (wg, total) = (h.wg, h.total);
        let me = h.lid.ok_or_else(|| ice("inline subgroup operation outside a region"))?;
        let sg = self.host_subgroup_size as u64;
        let base = self.b.build_and(me[0], self.i32(!(sg - 1) & 0xffff_ffff), "")?;
        let end = self.b.build_int_add(base, self.i32(sg), "")?;
        let end = self.umin(end, self.i32(total as u64))?;
        let src = self.gather_source(fx, mode, me[0], base, end, false)?;
        // The values this region computed so far stay cached for the current work-item; the
        // source's are looked up afresh.
        let saved = std::mem::take(&mut fx.cache);
        self.set_item(fx, src, wg)?;
        let out = self.value(fx, argument);
        fx.cache = saved;
        self.host_mut(fx)?.lid = Some(me);
        self.define(fx, result, Val::V(out?))
    }

    /// The work-item whose value a gather of the current work-item `lid` reads, in the subgroup
    /// `base..end`. Outside the subgroup (or past the workgroup) WGSL leaves the result
    /// indeterminate; we read the work-item's own value. Under a mask, an inactive source counts
    /// as outside.
    fn gather_source(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        mode: G,
        lid: IntValue<'ctx>,
        base: IntValue<'ctx>,
        end: IntValue<'ctx>,
        masking: bool,
    ) -> Result<IntValue<'ctx>> {
        let own = self.b.build_int_sub(lid, base, "")?;
        let idx = |me: &mut Self, fx: &mut Fx<'a, 'ctx>, e: ExprH| -> Result<IntValue<'ctx>> {
            Ok(me.value(fx, e)?.into_int_value())
        };
        let src = match mode {
            G::BroadcastFirst if masking => {
                // The lowest active work-item of the subgroup (`end` if none).
                let first = self.stack_value(fx, self.cx.i32_type().into(), "subgroup.first")?;
                self.b.build_store(first, end)?;
                self.counted_loop(fx, base, end, |me, fx, j| {
                    let a = me.item_active(fx, j)?;
                    let cur = me.b.build_load(me.cx.i32_type(), first, "")?.into_int_value();
                    let unset = me.b.build_int_compare(IntPredicate::EQ, cur, end, "")?;
                    let take = me.b.build_and(a, unset, "")?;
                    me.b.build_store(first, me.b.build_select(take, j, cur, "")?)?;
                    Ok(())
                })?;
                self.b.build_load(self.cx.i32_type(), first, "")?.into_int_value()
            }
            G::BroadcastFirst => base,
            G::Broadcast(i) | G::Shuffle(i) => {
                let i = idx(self, fx, i)?;
                self.b.build_int_add(base, i, "")?
            }
            G::ShuffleXor(m) => {
                let m = idx(self, fx, m)?;
                self.b.build_int_add(base, self.b.build_xor(own, m, "")?, "")?
            }
            G::ShuffleUp(d) => {
                let d = idx(self, fx, d)?;
                self.b.build_int_sub(lid, d, "")?
            }
            G::ShuffleDown(d) => {
                let d = idx(self, fx, d)?;
                self.b.build_int_add(lid, d, "")?
            }
            G::QuadBroadcast(i) => {
                let i = idx(self, fx, i)?;
                self.b
                    .build_int_add(self.b.build_and(lid, self.i32(!3u32 as u64), "")?, i, "")?
            }
            G::QuadSwap(dir) => self.b.build_xor(lid, self.i32(dir as u64 + 1), "")?,
        };
        let lo = self.b.build_int_compare(IntPredicate::UGE, src, base, "")?;
        let hi = self.b.build_int_compare(IntPredicate::ULT, src, end, "")?;
        let inside = self.b.build_and(lo, hi, "")?;
        let mut src = self.b.build_select(inside, src, lid, "")?.into_int_value();
        if masking {
            let a = self.item_active(fx, src)?;
            src = self.b.build_select(a, src, lid, "")?.into_int_value();
        }
        Ok(src)
    }

    /// Makes work-item `lid` the current one (for reading its per-work-item values).
    pub(super) fn set_item(&mut self, fx: &mut Fx<'a, 'ctx>, lid: IntValue<'ctx>, wg: [u32; 3]) -> Result<()> {
        let x = self.b.build_int_unsigned_rem(lid, self.i32(wg[0] as u64), "")?;
        let yz = self.b.build_int_unsigned_div(lid, self.i32(wg[0] as u64), "")?;
        let y = self.b.build_int_unsigned_rem(yz, self.i32(wg[1] as u64), "")?;
        let z = self.b.build_int_unsigned_div(yz, self.i32(wg[1] as u64), "")?;
        fx.cache.clear();
        self.host_mut(fx)?.lid = Some([lid, x, y, z]);
        Ok(())
    }

    pub(in crate::compiler::lower) fn umin(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let lt = self.b.build_int_compare(IntPredicate::ULT, a, b, "")?;
        Ok(self.b.build_select(lt, a, b, "")?.into_int_value())
    }
}
