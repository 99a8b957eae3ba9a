//! Statements (control flow, stores, atomics, calls) and helper functions. This is the per
//! work-item code every target shares; where the execution models differ (returns, barriers,
//! subgroup operations, where values and variables live) it calls the model's hooks (`exec/`).

use inkwell::llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp as Rmw};
use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue};
use inkwell::AtomicOrdering;
use naga::{AtomicFunction as AF, Handle, ScalarKind as K, Statement as S, TypeInner as Ti};

use super::exec::ExecutionModel;
use super::{ice, unsupported, Fx, Lowerer, Targets};
use crate::compiler::llvm_ops as ops;
use crate::error::Result;

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    pub(super) fn block(&mut self, fx: &mut Fx<'a, 'ctx>, block: &'a naga::Block) -> Result<()> {
        for (s, span) in block.span_iter() {
            if span.is_defined() {
                self.at = *span;
                self.mark_line();
            }
            self.stmt(fx, s)?;
        }
        Ok(())
    }

    /// Evaluates an emitted expression at its point of evaluation and remembers it.
    pub(super) fn emit(&mut self, fx: &mut Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Result<()> {
        if fx.model().evaluated_ahead(fx, e) {
            return Ok(());
        }
        let v = self.eval(fx, e)?;
        self.define(fx, e, v)
    }

    /// Records the value of a runtime-defined expression (emitted, or a statement's result).
    pub(super) fn define(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        e: Handle<naga::Expression>,
        v: super::Val<'ctx>,
    ) -> Result<()> {
        fx.cache.insert(e, v);
        fx.model().after_define(self, fx, e, v)
    }

    pub(super) fn stmt(&mut self, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()> {
        match *s {
            S::Emit(ref range) => {
                for e in range.clone() {
                    self.emit(fx, e)?;
                }
            }
            S::Block(ref b) => self.block(fx, b)?,
            S::If {
                condition,
                ref accept,
                ref reject,
            } => {
                let c = self.value(fx, condition)?.into_int_value();
                let (then_bb, else_bb, join) = (
                    self.new_block(fx, "then"),
                    self.new_block(fx, "else"),
                    self.new_block(fx, "endif"),
                );
                self.b.build_conditional_branch(c, then_bb, else_bb)?;
                self.b.position_at_end(then_bb);
                self.block(fx, accept)?;
                self.br(join)?;
                self.b.position_at_end(else_bb);
                self.block(fx, reject)?;
                self.br(join)?;
                self.b.position_at_end(join);
            }
            S::Switch { selector, ref cases } => {
                let sel = self.value(fx, selector)?.into_int_value();
                self.switch(fx, sel, cases, |s, fx, body| s.block(fx, body))?;
            }
            S::Loop {
                ref body,
                ref continuing,
                break_if,
            } => {
                let (body_bb, cont_bb, exit) = (
                    self.new_block(fx, "loop"),
                    self.new_block(fx, "continuing"),
                    self.new_block(fx, "endloop"),
                );
                self.b.build_unconditional_branch(body_bb)?;
                self.b.position_at_end(body_bb);
                fx.targets.push(Targets {
                    brk: exit,
                    cont: Some(cont_bb),
                });
                self.block(fx, body)?;
                self.br(cont_bb)?;
                self.b.position_at_end(cont_bb);
                self.block(fx, continuing)?;
                match break_if {
                    Some(c) => {
                        let c = self.value(fx, c)?.into_int_value();
                        self.b.build_conditional_branch(c, exit, body_bb)?;
                    }
                    None => self.br(body_bb)?,
                }
                fx.targets.pop();
                self.b.position_at_end(exit);
            }
            S::Break => {
                let t = *fx.targets.last().ok_or_else(|| ice("break outside a loop or switch"))?;
                self.b.build_unconditional_branch(t.brk)?;
                self.after_terminator(fx);
            }
            S::Continue => {
                let t = fx
                    .targets
                    .iter()
                    .rev()
                    .find_map(|t| t.cont)
                    .ok_or_else(|| ice("continue outside a loop"))?;
                self.b.build_unconditional_branch(t)?;
                self.after_terminator(fx);
            }
            S::Return { value } => {
                fx.model().ret(self, fx, value)?;
                self.after_terminator(fx);
            }
            S::ControlBarrier(_) => fx.model().barrier(self, fx)?,
            S::WorkGroupUniformLoad { pointer, result } => fx.model().uniform_load(self, fx, pointer, result)?,
            S::SubgroupBallot { .. } | S::SubgroupGather { .. } | S::SubgroupCollectiveOperation { .. } => {
                fx.model().subgroup(self, fx, s)?
            }
            S::MemoryBarrier(_) => {
                self.b.build_fence(AtomicOrdering::AcquireRelease, false, "")?;
            }
            S::Store { pointer, value } if self.async_copy_source(fx, pointer, value).is_some() => {
                self.async_copy_store(fx, pointer, value)?;
            }
            S::Call { function, .. } if self.async_copy_call(function).is_some() => {
                self.async_copy_group_call(fx, s)?;
            }
            S::Call { function, .. } if self.warpgroup_call(function).is_some() => {
                self.warpgroup_statement(fx, s)?;
            }
            S::Store { pointer, value } => {
                // The sanitizer's site is the statement's (lowering its operands moves `at`).
                let hook = self.access_hook(fx, pointer, true)?;
                let bounds = self.bounds_site(fx, pointer);
                let top = fx.model().begin_store(fx, s, pointer);
                let p = self.expr(fx, pointer)?.p()?;
                fx.model().end_store(fx, top);
                let v = self.value(fx, value)?;
                let inner = self.pointee(fx, pointer)?;
                let at = self.placement(fx, pointer);
                self.report_out_of_bounds(fx, bounds, p.ok, p.oob, true)?;
                self.guarded(fx, p.ok, None, |s| {
                    if let Some(hook) = hook {
                        s.call_access_hook(p.p, hook)?;
                    }
                    s.store_plain(p.p, &inner, v, at).map(|_| None)
                })?;
            }
            S::Atomic {
                pointer,
                ref fun,
                value,
                result,
            } => self.atomic(fx, pointer, fun, value, result)?,
            S::Call {
                function,
                ref arguments,
                result,
            } => self.call(fx, function, arguments, result)?,
            S::ImageStore {
                image,
                coordinate,
                array_index,
                value,
            } => self.image_store(fx, image, coordinate, array_index, value)?,
            S::CooperativeStore { target, ref data } => self.coop_store(fx, target, data)?,
            S::ImageAtomic { .. } => return Err(unsupported("texture atomics (textureAtomic*)")),
            S::Kill => return Err(unsupported("`discard` in a compute kernel")),
            ref other => {
                return Err(unsupported(format!(
                    "the statement {} in a compute kernel",
                    super::construct_name(other)
                )))
            }
        }
        Ok(())
    }

    /// Lowers a switch; `body` lowers one case's block (per work-item or uniform).
    pub(super) fn switch<F>(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        sel: inkwell::values::IntValue<'ctx>,
        cases: &'a [naga::SwitchCase],
        mut body: F,
    ) -> Result<()>
    where
        F: FnMut(&mut Self, &mut Fx<'a, 'ctx>, &'a naga::Block) -> Result<()>,
    {
        let end = self.new_block(fx, "endswitch");
        let blocks: Vec<_> = cases.iter().map(|_| self.new_block(fx, "case")).collect();
        let mut default = end;
        let mut table = Vec::new();
        for (case, &bb) in cases.iter().zip(&blocks) {
            match case.value {
                naga::SwitchValue::I32(v) => table.push((sel.get_type().const_int(v as i64 as u64, true), bb)),
                naga::SwitchValue::U32(v) => table.push((sel.get_type().const_int(v as u64, false), bb)),
                naga::SwitchValue::Default => default = bb,
            }
        }
        self.b.build_switch(sel, default, &table)?;
        let cont = fx.targets.iter().rev().find_map(|t| t.cont);
        fx.targets.push(Targets { brk: end, cont });
        for (i, case) in cases.iter().enumerate() {
            self.b.position_at_end(blocks[i]);
            body(self, fx, &case.body)?;
            let next = if case.fall_through {
                blocks.get(i + 1).copied().unwrap_or(end)
            } else {
                end
            };
            self.br(next)?;
        }
        fx.targets.pop();
        self.b.position_at_end(end);
        Ok(())
    }

    fn atomic(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        pointer: Handle<naga::Expression>,
        fun: &AF,
        value: Handle<naga::Expression>,
        result: Option<Handle<naga::Expression>>,
    ) -> Result<()> {
        let hook = self.atomic_hook(fx, pointer)?;
        let p = self.expr(fx, pointer)?.p()?;
        let v = self.value(fx, value)?;
        let scalar = match self.pointee(fx, pointer)? {
            Ti::Atomic(s) => s,
            other => return Err(ice(format!("atomic on {other:?}"))),
        };
        let float = scalar.kind == K::Float;
        let signed = scalar.kind == K::Sint;
        let compare = match *fun {
            AF::Exchange { compare: Some(c) } => Some(self.value(fx, c)?),
            _ => None,
        };
        let result_ty: Option<BasicTypeEnum> = match result {
            Some(r) => Some(self.vty_inner(&fx.finfo[r].ty.inner_with(&self.ir.types).clone())?),
            None => None,
        };
        let out = self.guarded(fx, p.ok, result_ty, |s| {
            if let Some(hook) = hook {
                s.call_access_hook(p.p, hook)?;
            }
            if let Some(cmp) = compare {
                let pair =
                    s.b.build_cmpxchg(p.p, cmp, v, AtomicOrdering::Monotonic, AtomicOrdering::Monotonic)?;
                let old = s.b.build_extract_value(pair, 0, "")?;
                let ok = s.b.build_extract_value(pair, 1, "")?;
                let Some(ty) = result_ty else { return Ok(None) };
                let agg = s.insert(ty.const_zero(), old, 0)?;
                return Ok(Some(s.insert(agg, ok, 1)?));
            }
            let op = match (fun, float, signed) {
                (AF::Add, true, _) => Rmw::LLVMAtomicRMWBinOpFAdd,
                (AF::Add, false, _) => Rmw::LLVMAtomicRMWBinOpAdd,
                (AF::Subtract, true, _) => Rmw::LLVMAtomicRMWBinOpFSub,
                (AF::Subtract, false, _) => Rmw::LLVMAtomicRMWBinOpSub,
                (AF::And, ..) => Rmw::LLVMAtomicRMWBinOpAnd,
                (AF::InclusiveOr, ..) => Rmw::LLVMAtomicRMWBinOpOr,
                (AF::ExclusiveOr, ..) => Rmw::LLVMAtomicRMWBinOpXor,
                (AF::Min, true, _) => Rmw::LLVMAtomicRMWBinOpFMin,
                (AF::Max, true, _) => Rmw::LLVMAtomicRMWBinOpFMax,
                (AF::Min, _, true) => Rmw::LLVMAtomicRMWBinOpMin,
                (AF::Max, _, true) => Rmw::LLVMAtomicRMWBinOpMax,
                (AF::Min, ..) => Rmw::LLVMAtomicRMWBinOpUMin,
                (AF::Max, ..) => Rmw::LLVMAtomicRMWBinOpUMax,
                (AF::Exchange { .. }, ..) => Rmw::LLVMAtomicRMWBinOpXchg,
            };
            Ok(Some(ops::atomic_rmw(
                &s.b,
                op,
                p.p,
                v,
                LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
            )))
        })?;
        if let (Some(r), Some(out)) = (result, out) {
            self.define(fx, r, super::Val::V(out))?;
        }
        Ok(())
    }

    fn call(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        function: Handle<naga::Function>,
        arguments: &'a [Handle<naga::Expression>],
        result: Option<Handle<naga::Expression>>,
    ) -> Result<()> {
        let f = self.helper_fn(function, fx.model())?;
        let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
        for g in self.hidden.clone() {
            let gp = self.hidden_global_arg(fx, g)?;
            args.push(gp.0.into());
            if super::is_buffer(self.ir.global_variables[g].space) {
                args.push(gp.1.into());
            }
        }
        // A pointer argument travels with its in-bounds flag (a trailing `i1` per pointer
        // parameter), so the callee reads zero and skips writes through an out-of-range
        // pointer exactly as the caller would have: the same meaning as an inlined access.
        let mut oks: Vec<BasicMetadataValueEnum> = Vec::new();
        for &a in arguments {
            if self.is_handle_expression(fx, a) {
                let (p, len) = self.handle_words(fx, a)?;
                args.push(p.into());
                args.push(len.into());
                continue;
            }
            let v = match self.expr(fx, a)? {
                super::Val::V(v) => v,
                super::Val::P(p) => {
                    oks.push(p.ok.unwrap_or(self.cx.bool_type().const_all_ones()).into());
                    p.p.into()
                }
            };
            args.push(v.into());
        }
        args.extend(oks);
        let call = self.b.build_call(f, &args, "")?;
        if let Some(r) = result {
            let v = call
                .try_as_basic_value()
                .basic()
                .ok_or_else(|| ice("call result missing"))?;
            self.define(fx, r, super::Val::V(v))?;
        }
        Ok(())
    }

    /// The (pointer, byte length) of a global as passed to helper functions.
    fn hidden_global_arg(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        g: Handle<naga::GlobalVariable>,
    ) -> Result<(BasicValueEnum<'ctx>, BasicValueEnum<'ctx>)> {
        let null: BasicValueEnum = self.ptr_ty().const_null().into();
        let zero: BasicValueEnum = self.i64(0).into();
        if let Some(p) = fx.model().private_ptr(self, fx, g)? {
            return Ok((p.into(), zero));
        }
        Ok(match fx.globals.get(&g) {
            Some(&(p, len)) => (p.into(), len.map(|l| l.into()).unwrap_or(zero)),
            None => (null, zero),
        })
    }

    /// Declares and lowers a non-entry function (once). Hidden leading parameters carry the
    /// globals; all helpers are always-inline so the work-item loops see straight-line code.
    fn helper_fn(
        &mut self,
        h: Handle<naga::Function>,
        caller: &'static dyn ExecutionModel,
    ) -> Result<FunctionValue<'ctx>> {
        if let Some(&f) = self.helpers.get(&h) {
            return Ok(f);
        }
        let func = &self.ir.functions[h];
        let finfo = &self.info[h];
        let mut params: Vec<BasicMetadataTypeEnum> = Vec::new();
        for &g in &self.hidden {
            params.push(self.ptr_ty().into());
            if super::is_buffer(self.ir.global_variables[g].space) {
                params.push(self.cx.i64_type().into());
            }
        }
        for a in &func.arguments {
            if self.is_handle_ty(a.ty) {
                // A texture or sampler: its global's address and byte length.
                params.push(self.ptr_ty().into());
                params.push(self.cx.i64_type().into());
            } else {
                params.push(self.vty(a.ty)?.into());
            }
        }
        let pointer_args = func.arguments.iter().filter(|a| self.is_pointer_ty(a.ty)).count();
        params.extend(std::iter::repeat_n(
            BasicMetadataTypeEnum::from(self.cx.bool_type()),
            pointer_args,
        ));
        let fn_ty = match &func.result {
            Some(r) => self.vty(r.ty)?.fn_type(&params, false),
            None => self.cx.void_type().fn_type(&params, false),
        };
        let name = format!("wgsl_{}", func.name.as_deref().unwrap_or("fn"));
        let llfn = self.m.add_function(&name, fn_ty, Some(Linkage::Internal));
        let inline = self.cx.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id("alwaysinline"),
            0,
        );
        llfn.add_attribute(inkwell::attributes::AttributeLoc::Function, inline);
        self.helpers.insert(h, llfn);

        let saved = self.b.get_insert_block();
        let saved_line = self.current_line();
        let alloca_bb = self.cx.append_basic_block(llfn, "entry");
        let body_bb = self.cx.append_basic_block(llfn, "body");
        self.b.position_at_end(body_bb);
        let mut fx = Fx::new(func, finfo, llfn, alloca_bb);
        // The helper runs under its caller's model (in a GPU kernel it knows the kernel's lanes
        // too: barriers, subgroups).
        fx.exec = caller.helper(self)?;
        // Parameters in the order `call` passes them: hidden globals (pointer, and length for
        // buffers), the arguments (a texture or sampler as its pointer and length), then one
        // in-bounds flag per pointer argument.
        let mut params = llfn.get_param_iter();
        let mut next = |what: &str| params.next().ok_or_else(|| ice(format!("missing {what} parameter")));
        for &g in &self.hidden {
            let p = next("hidden global")?.into_pointer_value();
            let len = if super::is_buffer(self.ir.global_variables[g].space) {
                Some(next("hidden length")?.into_int_value())
            } else {
                None
            };
            fx.globals.insert(g, (p, len));
        }
        for a in &func.arguments {
            fx.args.push(next("argument")?);
            fx.arg_len.push(if self.is_handle_ty(a.ty) {
                Some(next("texture length")?.into_int_value())
            } else {
                None
            });
        }
        for a in &func.arguments {
            fx.arg_ok.push(if self.is_pointer_ty(a.ty) {
                Some(next("pointer flag")?.into_int_value())
            } else {
                None
            });
        }
        self.init_locals(&mut fx)?;
        self.block(&mut fx, &func.body)?;
        if !self.terminated() {
            match fn_ty.get_return_type() {
                Some(t) => self.b.build_return(Some(&t.const_zero()))?,
                None => self.b.build_return(None)?,
            };
        }
        self.b.position_at_end(alloca_bb);
        self.b.build_unconditional_branch(body_bb)?;
        if let Some(bb) = saved {
            self.b.position_at_end(bb);
        }
        self.restore_line(saved_line);
        Ok(llfn)
    }
}
