//! The sanitizer's instrumentation: reports of out-of-bounds accesses (`HostOptions::bounds`),
//! and the race detector's (`HostOptions::race`; the runtime side is
//! `compiler::targets::host::sanitizer`): a call before each load and store through a pointer
//! into workgroup or storage memory, at each work-item a work-item loop reaches, and at each
//! barrier. And the seeded order of work-items (`HostOptions::item_order`): each work-item loop
//! visits its work-items in a permuted order, so that a result that depends on it shows up as a
//! difference between seeds.

use inkwell::module::Linkage;
use inkwell::values::{IntValue, PointerValue};
use naga::{AddressSpace, Expression as E, TypeInner as Ti};

use super::{host, ExprH};
use crate::compiler::describe::source_line;
use crate::compiler::lower::{Fx, Lowerer};
use crate::compiler::targets::host::sanitizer::{
    seeded_permutation, Site, ACCESS_ATOMIC, ACCESS_NO_INIT, ACCESS_STORAGE, ACCESS_WRITE, BARRIER_STORAGE,
    BARRIER_WORKGROUP,
};
use crate::error::Result;

/// What an instrumented access passes the runtime, decided while lowering.
#[derive(Clone, Copy)]
pub(in crate::compiler::lower) struct AccessHook {
    flags: u32,
    site: u32,
    bytes: u64,
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// The hook for an access through `pointer` (`write` for a store), if the race detector is
    /// on and the access is one it checks: workgroup or storage memory, by one work-item (not
    /// the once-per-workgroup statements of the host entry, which stand for every work-item).
    pub(in crate::compiler::lower) fn access_hook(
        &mut self,
        fx: &Fx<'a, 'ctx>,
        pointer: ExprH,
        write: bool,
    ) -> Result<Option<AccessHook>> {
        if !(self.sanitize_race || self.sanitize_init) || self.gpu_target.is_some() {
            return Ok(None);
        }
        if host(fx).is_some_and(|h| h.lid.is_none()) {
            return Ok(None);
        }
        let storage = match self.pointer_space(fx, pointer) {
            Some(AddressSpace::WorkGroup) => false,
            Some(AddressSpace::Storage { .. }) => true,
            _ => return Ok(None),
        };
        let inner = self.pointee(fx, pointer)?;
        let bytes = self.size_of(&inner);
        let site = self.site(fx, pointer, storage);
        let mut flags = if write { ACCESS_WRITE } else { 0 } | if storage { ACCESS_STORAGE } else { 0 };
        // atomicLoad and atomicStore are loads and stores of atomics.
        if matches!(inner, Ti::Atomic(_)) {
            flags |= ACCESS_ATOMIC;
        }
        if self.writes_workgroup_memory_unseen() {
            flags |= ACCESS_NO_INIT;
        }
        Ok(Some(AccessHook { flags, site, bytes }))
    }

    /// Under the sanitizer's `bounds` check, the site of an access through `pointer` (taken
    /// before its operands are lowered, which moves `at`), for [`report_out_of_bounds`].
    pub(in crate::compiler::lower) fn bounds_site(&mut self, fx: &Fx<'a, 'ctx>, pointer: ExprH) -> Option<u32> {
        if !self.sanitize_bounds || self.gpu_target.is_some() {
            return None;
        }
        let storage = matches!(self.pointer_space(fx, pointer), Some(AddressSpace::Storage { .. }));
        Some(self.site(fx, pointer, storage))
    }

    /// Reports an access at `site` whose indices `ok` says are out of bounds, with the index and
    /// length of the check that failed (`oob`; it still reads zero or skips the write).
    pub(in crate::compiler::lower) fn report_out_of_bounds(
        &mut self,
        fx: &Fx<'a, 'ctx>,
        site: Option<u32>,
        ok: Option<IntValue<'ctx>>,
        oob: Option<(IntValue<'ctx>, IntValue<'ctx>)>,
        write: bool,
    ) -> Result<()> {
        let (Some(site), Some(ok)) = (site, ok) else {
            return Ok(());
        };
        let i64t = self.cx.i64_type();
        let (index, len) = oob.unwrap_or((i64t.const_zero(), i64t.const_zero()));
        let (report, join) = (
            self.cx.append_basic_block(fx.llfn, "oob.report"),
            self.cx.append_basic_block(fx.llfn, "oob.join"),
        );
        self.b.build_conditional_branch(ok, join, report)?;
        self.b.position_at_end(report);
        let i32t = self.cx.i32_type();
        let f = self.hook_function(
            "anygpu_sanitize_out_of_bounds",
            &[i32t.into(), i32t.into(), i64t.into(), i64t.into()],
        );
        self.b.build_call(
            f,
            &[
                i32t.const_int(site as u64, false).into(),
                i32t.const_int(if write { ACCESS_WRITE } else { 0 } as u64, false)
                    .into(),
                index.into(),
                len.into(),
            ],
            "",
        )?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(join);
        Ok(())
    }

    /// Whether the kernel writes workgroup memory where no hook sees it: cooperative-matrix
    /// stores, asynchronous copies, warpgroup operations (its reads are then not checked for
    /// `init`, which would take those writes for none).
    fn writes_workgroup_memory_unseen(&self) -> bool {
        self.async_workgroup_copies
            || self.warpgroup_mma
            || self
                .ir
                .types
                .iter()
                .any(|(_, t)| matches!(t.inner, Ti::CooperativeMatrix { .. }))
    }

    fn pointer_space(&self, fx: &Fx<'a, 'ctx>, pointer: ExprH) -> Option<AddressSpace> {
        match *self.ety(fx, pointer) {
            Ti::Pointer { space, .. } | Ti::ValuePointer { space, .. } => Some(space),
            _ => None,
        }
    }

    /// The id of the current statement's site for an access through `pointer`.
    fn site(&mut self, fx: &Fx<'a, 'ctx>, pointer: ExprH, storage: bool) -> u32 {
        let variable = self.root_name(fx, pointer);
        let (line, column, text) = if self.at.is_defined() {
            let (loc, text) = source_line(self.source, self.at);
            (loc.line_number, loc.line_position, text.trim().to_string())
        } else {
            (0, 0, String::new())
        };
        let site = Site {
            variable,
            storage,
            line,
            column,
            text,
        };
        let id = match self.sanitize_sites.iter().position(|s| *s == site) {
            Some(i) => i,
            None => {
                self.sanitize_sites.push(site);
                self.sanitize_sites.len() - 1
            }
        };
        id as u32
    }

    /// The hook for an atomic operation through `pointer`: it never races, and counts as a
    /// write for `init`.
    pub(in crate::compiler::lower) fn atomic_hook(
        &mut self,
        fx: &Fx<'a, 'ctx>,
        pointer: ExprH,
    ) -> Result<Option<AccessHook>> {
        Ok(self.access_hook(fx, pointer, true)?.map(|h| AccessHook {
            flags: h.flags | ACCESS_ATOMIC,
            ..h
        }))
    }

    /// Emits the call of `hook` for an access at `p`.
    pub(in crate::compiler::lower) fn call_access_hook(
        &mut self,
        p: PointerValue<'ctx>,
        hook: AccessHook,
    ) -> Result<()> {
        let ptr = self.cx.ptr_type(Default::default());
        let (i32t, i64t) = (self.cx.i32_type(), self.cx.i64_type());
        let f = self.hook_function(
            "anygpu_sanitize_access",
            &[ptr.into(), i64t.into(), i32t.into(), i32t.into()],
        );
        self.b.build_call(
            f,
            &[
                p.into(),
                i64t.const_int(hook.bytes, false).into(),
                i32t.const_int(hook.flags as u64, false).into(),
                i32t.const_int(hook.site as u64, false).into(),
            ],
            "",
        )?;
        Ok(())
    }

    /// Emits the call telling the sanitizer which work-item runs now.
    pub(super) fn call_item_hook(&mut self, lid: IntValue<'ctx>) -> Result<()> {
        if self.sanitize_race || self.sanitize_bounds || self.sanitize_init {
            let f = self.hook_function("anygpu_sanitize_item", &[self.cx.i32_type().into()]);
            self.b.build_call(f, &[lid.into()], "")?;
        }
        Ok(())
    }

    /// Emits the call telling the race detector a barrier passed (`workgroup`: it orders
    /// workgroup memory; `storage`: storage memory).
    pub(super) fn call_barrier_hook(&mut self, workgroup: bool, storage: bool) -> Result<()> {
        if self.sanitize_race {
            let flags = if workgroup { BARRIER_WORKGROUP } else { 0 } | if storage { BARRIER_STORAGE } else { 0 };
            let f = self.hook_function("anygpu_sanitize_barrier", &[self.cx.i32_type().into()]);
            self.b.build_call(f, &[self.i32(flags as u64).into()], "")?;
        }
        Ok(())
    }

    fn hook_function(
        &self,
        name: &str,
        params: &[inkwell::types::BasicMetadataTypeEnum<'ctx>],
    ) -> inkwell::values::FunctionValue<'ctx> {
        self.m.get_function(name).unwrap_or_else(|| {
            self.m.add_function(
                name,
                self.cx.void_type().fn_type(params, false),
                Some(Linkage::External),
            )
        })
    }

    /// The name of the variable `pointer` is rooted in, for reports.
    fn root_name(&self, fx: &Fx<'a, 'ctx>, mut pointer: ExprH) -> String {
        loop {
            match fx.func.expressions[pointer] {
                E::Access { base, .. } | E::AccessIndex { base, .. } => pointer = base,
                E::GlobalVariable(g) => {
                    return self.ir.global_variables[g]
                        .name
                        .clone()
                        .unwrap_or_else(|| "a global".into())
                }
                E::LocalVariable(l) => {
                    return fx.func.local_variables[l]
                        .name
                        .clone()
                        .unwrap_or_else(|| "a local variable".into())
                }
                E::FunctionArgument(i) => {
                    let name = fx.func.arguments[i as usize].name.clone().unwrap_or_default();
                    return format!("{name} (a pointer argument)");
                }
                _ => return "memory".into(),
            }
        }
    }

    /// `lid` (a work-item loop's position, `0..total`) as the work-item to run there: itself,
    /// or under a seeded order a permutation of it, `(a·lid + b) mod total` with `a` coprime
    /// to `total`, drawn anew for each loop (`region`) from the seed.
    pub(super) fn ordered_item(&mut self, lid: IntValue<'ctx>, total: u32, region: u32) -> Result<IntValue<'ctx>> {
        let Some(seed) = self.item_order else {
            return Ok(lid);
        };
        if total <= 1 {
            return Ok(lid);
        }
        let n = total as u64;
        let (a, b) = seeded_permutation(n, seed, region as u64 + 1);
        let i64t = self.cx.i64_type();
        let wide = self.b.build_int_z_extend(lid, i64t, "")?;
        let mixed = self.b.build_int_add(
            self.b.build_int_mul(wide, i64t.const_int(a, false), "")?,
            i64t.const_int(b, false),
            "",
        )?;
        let permuted = self.b.build_int_unsigned_rem(mixed, i64t.const_int(n, false), "")?;
        Ok(self.b.build_int_truncate(permuted, self.cx.i32_type(), "lid.ordered")?)
    }
}
