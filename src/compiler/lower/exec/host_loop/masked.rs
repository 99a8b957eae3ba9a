//! Masked execution on the host, for kernels that turn WGSL's `subgroup_uniformity` diagnostic
//! off: a subgroup operation may then sit in control flow that differs between work-items.
//!
//! The CPU device splits the kernel at every subgroup operation, so a statement containing one
//! still runs once per workgroup. In such a kernel every such `if`, `switch` and `loop` runs
//! under a per-work-item mask: each work-item has a byte of flags (the `finished` bytes) saying
//! why it is not taking part right now. Regions skip flagged work-items, and subgroup
//! operations combine only the others, so an operation sees the work-items of its subgroup that
//! reached it together, in the same iteration of every enclosing loop (maximal reconvergence).
//! A construct saves the flags on entry and restores them on exit, keeping the bits that must
//! outlive it. Conditions are read per work-item, so this is right whether they are uniform or
//! not; kernels that keep the diagnostic on never take this path.

use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;
use naga::{Handle, Statement as S};

use crate::compiler::lower::{ice, Fx, Lowerer, Targets};
use crate::error::Result;

type ExprH = Handle<naga::Expression>;

/// The work-item has returned (for good; set by the region's `return`).
pub(super) const RETURNED: u8 = 1;
/// It does not take the branch or case being lowered.
const MASKED: u8 = 2;
/// It left the innermost masked loop.
const BROKEN: u8 = 4;
/// It skipped to the continuing block of the innermost masked loop.
const CONTINUED: u8 = 8;
/// It left the innermost masked switch.
const LEFT_SWITCH: u8 = 16;
/// Bits a branch keeps when it ends: ways of leaving something larger than the branch.
const ESCAPES: u8 = RETURNED | BROKEN | CONTINUED | LEFT_SWITCH;

/// A construct `break` (and, for loops, `continue`) leaves, lowered under a mask.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Breakable {
    Loop,
    Switch,
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// The flags byte of work-item `lid`.
    fn flags_of(&mut self, fx: &mut Fx<'a, 'ctx>, lid: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let flags = self
            .host_mut(fx)?
            .finished
            .ok_or_else(|| ice("masked execution without flags"))?;
        self.item_ptr(flags, 1, lid)
    }

    /// Whether work-item `lid` takes part in what is being lowered (i1).
    pub(super) fn item_active(&mut self, fx: &mut Fx<'a, 'ctx>, lid: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let p = self.flags_of(fx, lid)?;
        let f = self.b.build_load(self.cx.i8_type(), p, "")?.into_int_value();
        Ok(self
            .b
            .build_int_compare(IntPredicate::EQ, f, self.cx.i8_type().const_zero(), "active")?)
    }

    /// `body(flags pointer, work-item)` for every work-item.
    fn for_each_flags<F>(&mut self, fx: &mut Fx<'a, 'ctx>, mut body: F) -> Result<()>
    where
        F: FnMut(&mut Self, &mut Fx<'a, 'ctx>, PointerValue<'ctx>, IntValue<'ctx>) -> Result<()>,
    {
        let total = self.host_mut(fx)?.total;
        self.counted_loop(fx, self.i32(0), self.i32(total as u64), |me, fx, lid| {
            let p = me.flags_of(fx, lid)?;
            body(me, fx, p, lid)
        })
    }

    /// A copy of every work-item's flags, taken on entering a construct.
    fn save_flags(&mut self, fx: &mut Fx<'a, 'ctx>) -> Result<PointerValue<'ctx>> {
        let total = self.host_mut(fx)?.total;
        let save = self.stack_bytes(fx, total as u64, "mask.save")?;
        let i8t = self.cx.i8_type();
        self.for_each_flags(fx, |me, _fx, p, lid| {
            let f = me.b.build_load(i8t, p, "")?;
            me.b.build_store(me.item_ptr(save, 1, lid)?, f)?;
            Ok(())
        })?;
        Ok(save)
    }

    /// Flags back to `save`, plus the bits in `keep` gained since.
    fn restore_flags(&mut self, fx: &mut Fx<'a, 'ctx>, save: PointerValue<'ctx>, keep: u8) -> Result<()> {
        let i8t = self.cx.i8_type();
        self.for_each_flags(fx, |me, _fx, p, lid| {
            let saved = me.b.build_load(i8t, me.item_ptr(save, 1, lid)?, "")?.into_int_value();
            let now = me.b.build_load(i8t, p, "")?.into_int_value();
            let kept = me.b.build_and(now, i8t.const_int(keep as u64, false), "")?;
            me.b.build_store(p, me.b.build_or(saved, kept, "")?)?;
            Ok(())
        })
    }

    /// For every active work-item: reads `operand` as that work-item sees it and sets `bit` in its
    /// flags where `set(value)` holds.
    fn flag_where<F>(&mut self, fx: &mut Fx<'a, 'ctx>, operand: Option<ExprH>, bit: u8, set: F) -> Result<()>
    where
        F: Fn(&mut Self, Option<BasicValueEnum<'ctx>>) -> Result<IntValue<'ctx>>,
    {
        let (wg, i8t) = (self.host_mut(fx)?.wg, self.cx.i8_type());
        self.for_each_flags(fx, |me, fx, p, lid| {
            let f = me.b.build_load(i8t, p, "")?.into_int_value();
            let active = me.b.build_int_compare(IntPredicate::EQ, f, i8t.const_zero(), "")?;
            let (on, join) = (me.new_block(fx, "mask.item"), me.new_block(fx, "mask.next"));
            me.b.build_conditional_branch(active, on, join)?;
            me.b.position_at_end(on);
            me.set_item(fx, lid, wg)?;
            let v = match operand {
                Some(e) => Some(me.value(fx, e)?),
                None => None,
            };
            let yes = set(me, v)?;
            let bit =
                me.b.build_select(yes, i8t.const_int(bit as u64, false), i8t.const_zero(), "")?;
            me.b.build_store(p, me.b.build_or(f, bit.into_int_value(), "")?)?;
            me.br(join)?;
            me.b.position_at_end(join);
            Ok(())
        })?;
        self.host_mut(fx)?.lid = None;
        fx.cache.clear();
        Ok(())
    }

    /// Whether any work-item is active (i1).
    fn any_active(&mut self, fx: &mut Fx<'a, 'ctx>) -> Result<IntValue<'ctx>> {
        let bool_t = self.cx.bool_type();
        let any = self.stack_value(fx, bool_t.into(), "mask.any")?;
        self.b.build_store(any, bool_t.const_zero())?;
        self.for_each_flags(fx, |me, fx, _p, lid| {
            let a = me.item_active(fx, lid)?;
            let so_far = me.b.build_load(bool_t, any, "")?.into_int_value();
            me.b.build_store(any, me.b.build_or(so_far, a, "")?)?;
            Ok(())
        })?;
        Ok(self.b.build_load(bool_t, any, "")?.into_int_value())
    }

    /// Lowers `body` inside a masked construct.
    fn masked_body(&mut self, fx: &mut Fx<'a, 'ctx>, body: &'a naga::Block) -> Result<()> {
        self.host_mut(fx)?.mask_depth += 1;
        self.uniform_block(fx, body)?;
        self.host_mut(fx)?.mask_depth -= 1;
        Ok(())
    }

    /// `if`: each branch runs for the work-items that take it.
    pub(super) fn masked_if(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        condition: ExprH,
        accept: &'a naga::Block,
        reject: &'a naga::Block,
    ) -> Result<()> {
        let save = self.save_flags(fx)?;
        for (block, taken) in [(accept, true), (reject, false)] {
            if block.is_empty() {
                continue;
            }
            self.flag_where(fx, Some(condition), MASKED, |me, c| {
                let c = c.ok_or_else(|| ice("if without a condition"))?.into_int_value();
                Ok(if taken { me.b.build_not(c, "")? } else { c })
            })?;
            self.masked_body(fx, block)?;
            self.restore_flags(fx, save, ESCAPES)?;
        }
        Ok(())
    }

    /// `switch`: each case runs for the work-items whose selector picks it or that fall through
    /// into it from the case before.
    pub(super) fn masked_switch(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        selector: ExprH,
        cases: &'a [naga::SwitchCase],
    ) -> Result<()> {
        let save = self.save_flags(fx)?;
        let (wg, i8t) = (self.host_mut(fx)?.wg, self.cx.i8_type());
        self.host_mut(fx)?.breakables.push(Breakable::Switch);
        let mut falls_in = false;
        for case in cases {
            // Flags for this case: as on entry plus what was gained since, and MASKED unless the
            // work-item was active on entry and picks this case, or falls into it still active.
            self.for_each_flags(fx, |me, fx, p, lid| {
                let now = me.b.build_load(i8t, p, "")?.into_int_value();
                let saved = me.b.build_load(i8t, me.item_ptr(save, 1, lid)?, "")?.into_int_value();
                let through = if falls_in {
                    me.b.build_int_compare(IntPredicate::EQ, now, i8t.const_zero(), "")?
                } else {
                    me.cx.bool_type().const_zero()
                };
                let kept = me.b.build_and(now, i8t.const_int(ESCAPES as u64, false), "")?;
                let restored = me.b.build_or(saved, kept, "")?;
                let was_active =
                    me.b.build_int_compare(IntPredicate::EQ, restored, i8t.const_zero(), "")?;
                let (pick, join) = (me.new_block(fx, "case.pick"), me.new_block(fx, "case.flags"));
                let from = me.current_block()?;
                me.b.build_conditional_branch(was_active, pick, join)?;
                me.b.position_at_end(pick);
                me.set_item(fx, lid, wg)?;
                let sel = me.value(fx, selector)?.into_int_value();
                let picks = me.case_picks(sel, cases, &case.value)?;
                let takes = me.b.build_or(picks, through, "")?;
                let masked =
                    me.b.build_select(takes, i8t.const_zero(), i8t.const_int(MASKED as u64, false), "")?;
                let picked = me.current_block()?;
                me.br(join)?;
                me.b.position_at_end(join);
                let phi = me.b.build_phi(i8t, "")?;
                phi.add_incoming(&[(&restored, from), (&masked, picked)]);
                me.b.build_store(p, phi.as_basic_value())?;
                Ok(())
            })?;
            self.host_mut(fx)?.lid = None;
            fx.cache.clear();
            self.masked_body(fx, &case.body)?;
            falls_in = case.fall_through;
        }
        self.host_mut(fx)?.breakables.pop();
        self.restore_flags(fx, save, ESCAPES & !LEFT_SWITCH)
    }

    /// Whether selector value `sel` picks the case labelled `value` among `cases` (i1).
    fn case_picks(
        &self,
        sel: IntValue<'ctx>,
        cases: &[naga::SwitchCase],
        value: &naga::SwitchValue,
    ) -> Result<IntValue<'ctx>> {
        let label = |v: &naga::SwitchValue| match *v {
            naga::SwitchValue::I32(x) => Some(sel.get_type().const_int(x as i64 as u64, true)),
            naga::SwitchValue::U32(x) => Some(sel.get_type().const_int(x as u64, false)),
            naga::SwitchValue::Default => None,
        };
        if let Some(l) = label(value) {
            return Ok(self.b.build_int_compare(IntPredicate::EQ, sel, l, "")?);
        }
        // `default`: no other label matches.
        let mut none = self.cx.bool_type().const_int(1, false);
        for l in cases.iter().filter_map(|c| label(&c.value)) {
            let differs = self.b.build_int_compare(IntPredicate::NE, sel, l, "")?;
            none = self.b.build_and(none, differs, "")?;
        }
        Ok(none)
    }

    /// `loop`: iterates while any work-item is still in it.
    pub(super) fn masked_loop(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        body: &'a naga::Block,
        continuing: &'a naga::Block,
        break_if: Option<ExprH>,
    ) -> Result<()> {
        let save = self.save_flags(fx)?;
        let (head, body_bb, cont_bb, exit) = (
            self.new_block(fx, "m.loop"),
            self.new_block(fx, "m.body"),
            self.new_block(fx, "m.continuing"),
            self.new_block(fx, "m.endloop"),
        );
        self.b.build_unconditional_branch(head)?;
        self.b.position_at_end(head);
        let any = self.any_active(fx)?;
        self.b.build_conditional_branch(any, body_bb, exit)?;
        self.b.position_at_end(body_bb);
        {
            let h = self.host_mut(fx)?;
            h.uniform_loop_depth += 1;
            h.breakables.push(Breakable::Loop);
        }
        fx.targets.push(Targets {
            brk: exit,
            cont: Some(cont_bb),
        });
        self.masked_body(fx, body)?;
        self.br(cont_bb)?;
        self.b.position_at_end(cont_bb);
        // Work-items that continued take part again from the continuing block on.
        let i8t = self.cx.i8_type();
        self.for_each_flags(fx, |me, _fx, p, lid| {
            let saved = me.b.build_load(i8t, me.item_ptr(save, 1, lid)?, "")?.into_int_value();
            let now = me.b.build_load(i8t, p, "")?.into_int_value();
            let now = me.b.build_and(now, i8t.const_int(!CONTINUED as u64, false), "")?;
            me.b.build_store(p, me.b.build_or(saved, now, "")?)?;
            Ok(())
        })?;
        self.masked_body(fx, continuing)?;
        if let Some(c) = break_if {
            self.flag_where(fx, Some(c), BROKEN, |_, c| {
                Ok(c.ok_or_else(|| ice("break-if without a condition"))?.into_int_value())
            })?;
        }
        self.br(head)?;
        fx.targets.pop();
        {
            let h = self.host_mut(fx)?;
            h.uniform_loop_depth -= 1;
            h.breakables.pop();
        }
        self.b.position_at_end(exit);
        self.restore_flags(fx, save, RETURNED)
    }

    /// `break` or `continue` reached once per workgroup inside a masked construct: every active
    /// work-item leaves (a flag), and lowering goes on for the others. (`return` never runs
    /// once per workgroup: it stays in its region, which flags the work-item as finished.)
    pub(super) fn masked_exit(&mut self, fx: &mut Fx<'a, 'ctx>, s: &S) -> Result<()> {
        let bit = match s {
            S::Break => self.break_bit(fx)?,
            S::Continue => CONTINUED,
            _ => return Err(ice("not a break or continue")),
        };
        let i8t = self.cx.i8_type();
        self.for_each_flags(fx, |me, fx, p, lid| {
            let active = me.item_active(fx, lid)?;
            let f = me.b.build_load(i8t, p, "")?.into_int_value();
            let set =
                me.b.build_select(active, i8t.const_int(bit as u64, false), i8t.const_zero(), "")?;
            me.b.build_store(p, me.b.build_or(f, set.into_int_value(), "")?)?;
            Ok(())
        })
    }

    /// The flag a `break` sets: it leaves the innermost masked loop or switch.
    pub(super) fn break_bit(&mut self, fx: &mut Fx<'a, 'ctx>) -> Result<u8> {
        match self.host_mut(fx)?.breakables.last() {
            Some(Breakable::Loop) => Ok(BROKEN),
            Some(Breakable::Switch) => Ok(LEFT_SWITCH),
            None => Err(ice("break outside a loop or switch")),
        }
    }

    /// Region-level targets for `break` and `continue` under a mask: blocks that flag the
    /// work-item and go on to the next one (`next`).
    pub(super) fn masked_region_targets(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        lid: IntValue<'ctx>,
        next: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> Result<Targets<'ctx>> {
        let here = self.current_block()?;
        let brk_bit = self.break_bit(fx)?;
        let flag_block = |me: &mut Self, fx: &mut Fx<'a, 'ctx>, bit: u8, name: &str| {
            let bb = me.new_block(fx, name);
            me.b.position_at_end(bb);
            let p = me.flags_of(fx, lid)?;
            let i8t = me.cx.i8_type();
            let f = me.b.build_load(i8t, p, "")?.into_int_value();
            me.b.build_store(p, me.b.build_or(f, i8t.const_int(bit as u64, false), "")?)?;
            me.b.build_unconditional_branch(next)?;
            Ok::<_, crate::error::GpuError>(bb)
        };
        let brk = flag_block(self, fx, brk_bit, "wi.break")?;
        let cont = flag_block(self, fx, CONTINUED, "wi.continue")?;
        self.b.position_at_end(here);
        Ok(Targets { brk, cont: Some(cont) })
    }
}
