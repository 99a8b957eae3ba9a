//! Read-zero / skip-write bounds checks written into the naga IR, for the SPIR-V anygpu hands to
//! Vulkan drivers.
//!
//! naga's SPIR-V writer guards loads and stores itself (`BoundsCheckPolicy::ReadZeroSkipWrite`),
//! but it refuses an atomic whose index needs a check and panics on a checked pointer passed to
//! a function, so a kernel with atomics used to fall back to clamped indices and mean something
//! else on `wgpu` than on the other devices. This pass writes every check into the IR itself,
//! with the meaning the native lowering (`lower/`) gives:
//!
//! - an out-of-range read gives zero; an out-of-range store or atomic does nothing, and the
//!   atomic returns zero;
//! - a pointer passed to a helper travels with an in-range flag (a `bool` parameter appended
//!   after the others, as the native lowering appends an `i1`), and every access through it
//!   follows the same rule;
//! - a load from a runtime-sized array runs only when its index is in range (a branch: with an
//!   empty array even the clamped index would be outside the buffer); any other load runs with
//!   the writer's clamped index and its value is replaced by zero (a select, no branch).
//!
//! The SPIR-V writer then runs with `BoundsCheckPolicy::Restrict`, so every index it writes is
//! also clamped into its container: what the checks make unused still stays in bounds.

use std::collections::HashMap;

use crate::compiler::ir_copy::{map_block, map_expression, map_statement};
use naga::valid::{FunctionInfo, ModuleInfo};
use naga::{
    Block, Expression as E, Function, Handle, Literal, Module, Scalar, ScalarKind, Span, Statement as S, Type,
    TypeInner as Ti, UniqueArena,
};

/// `module` with every access of every function checked as described above (only the pointer
/// arguments rewritten when `checks` is false: the kernel opted out of bounds checks); `info` is
/// its validation. An `Err` names a construct the pass cannot copy.
pub(crate) fn check_accesses(module: &Module, info: &ModuleInfo, checks: bool) -> Result<Module, String> {
    let mut out = module.clone();
    let bool_ty = out.types.insert(
        Type {
            name: None,
            inner: Ti::Scalar(Scalar::BOOL),
        },
        Span::UNDEFINED,
    );
    // For each function, for each of its arguments: the index of the argument's in-range flag.
    let flags: Vec<Vec<Option<u32>>> = module
        .functions
        .iter()
        .map(|(_, f)| {
            let mut next = f.arguments.len() as u32;
            f.arguments
                .iter()
                .map(|a| {
                    (checks && is_pointer(&module.types[a.ty].inner)).then(|| {
                        next += 1;
                        next - 1
                    })
                })
                .collect()
        })
        .collect();
    for (h, f) in module.functions.iter() {
        let own = &flags[h.index()];
        let mut rebuilt = Rebuild::new(&mut out, f, &info[h], &flags, own, checks).run()?;
        for (a, flag) in f.arguments.iter().zip(own) {
            if flag.is_some() {
                rebuilt.arguments.push(naga::FunctionArgument {
                    name: Some(format!("{}_in_range", a.name.as_deref().unwrap_or("pointer"))),
                    ty: bool_ty,
                    binding: None,
                });
            }
        }
        out.functions[h] = rebuilt;
    }
    for (i, ep) in module.entry_points.iter().enumerate() {
        let rebuilt = Rebuild::new(&mut out, &ep.function, info.get_entry_point(i), &flags, &[], checks).run()?;
        out.entry_points[i].function = rebuilt;
    }
    Ok(out)
}

fn is_pointer(t: &Ti) -> bool {
    matches!(t, Ti::Pointer { .. } | Ti::ValuePointer { .. })
}

/// How many elements an indexed container has.
#[derive(Clone, Copy)]
enum Length {
    Known(u32),
    /// A runtime-sized array: `arrayLength` of the pointer to it.
    Runtime,
}

/// What emitting an original expression (or finishing a guarded statement) becomes.
#[derive(Clone)]
enum Item {
    Emit(Handle<E>),
    Statement(S),
}

/// A guarded atomic or `workgroupUniformLoad` with a result: the statement's new result
/// expression, where an atomic leaves it (a local that is zero when the atomic did not run),
/// and what follows the statement.
struct GuardedResult {
    result: Handle<E>,
    local: Option<(Handle<E>, Handle<E>)>,
    then: Vec<Item>,
}

/// One function rebuilt: its expressions copied in order, each check inserted right after the
/// access it guards (so every handle still refers only to earlier ones), then its statements.
struct Rebuild<'a> {
    types: &'a mut UniqueArena<Type>,
    globals: &'a mut naga::Arena<naga::GlobalVariable>,
    checks: bool,
    src: &'a Function,
    info: &'a FunctionInfo,
    flags: &'a [Vec<Option<u32>>],
    own_flags: &'a [Option<u32>],
    out: Function,
    map: Vec<Option<Handle<E>>>,
    /// For a pointer expression: the condition under which it points inside its containers.
    cond: Vec<Option<Handle<E>>>,
    /// For a pointer expression: whether one of its checks is against a runtime-sized array.
    runtime: Vec<bool>,
    emits: Vec<Vec<Item>>,
    /// For the result of an atomic or `workgroupUniformLoad`: the pointer the statement uses.
    result_pointer: HashMap<Handle<E>, Handle<E>>,
    guarded: HashMap<Handle<E>, GuardedResult>,
    always: Option<Handle<E>>,
    /// Why a statement that must change could not be rewritten (the pass then fails).
    failure: Option<String>,
}

impl<'a> Rebuild<'a> {
    fn new(
        module: &'a mut Module,
        src: &'a Function,
        info: &'a FunctionInfo,
        flags: &'a [Vec<Option<u32>>],
        own_flags: &'a [Option<u32>],
        checks: bool,
    ) -> Self {
        let n = src.expressions.len();
        let mut result_pointer = HashMap::new();
        statement_results(&src.body, &mut result_pointer);
        Rebuild {
            types: &mut module.types,
            globals: &mut module.global_variables,
            checks,
            src,
            info,
            flags,
            own_flags,
            out: Function {
                name: src.name.clone(),
                arguments: src.arguments.clone(),
                result: src.result.clone(),
                local_variables: src.local_variables.clone(),
                expressions: naga::Arena::new(),
                named_expressions: Default::default(),
                body: Block::new(),
                diagnostic_filter_leaf: src.diagnostic_filter_leaf,
            },
            map: vec![None; n],
            cond: vec![None; n],
            runtime: vec![false; n],
            emits: vec![Vec::new(); n],
            result_pointer,
            guarded: HashMap::new(),
            always: None,
            failure: None,
        }
    }

    fn run(mut self) -> Result<Function, String> {
        let fname = self.src.name.clone().unwrap_or_default();
        self.always = Some(self.append(E::Literal(Literal::Bool(true)), Span::UNDEFINED));
        for (h, e) in self.src.expressions.iter() {
            self.copy(h, e)
                .map_err(|why| format!("bounds checks in `{fname}`: {why}"))?;
        }
        for (h, l) in self.src.local_variables.iter() {
            if let Some(init) = l.init {
                self.out.local_variables.get_mut(h).init = self.map[init.index()];
            }
        }
        for (h, name) in self.src.named_expressions.iter() {
            if let Some(m) = self.map[h.index()] {
                self.out.named_expressions.insert(m, name.clone());
            }
        }
        // The statements only read the handle map (they append new expressions, never remap):
        // one copy of it serves them all while `statement` takes `self` mutably.
        let (src, map) = (self.src, self.map.clone());
        let body = map_block(&src.body, &|x| map[x.index()], &mut |s| self.statement(s, &map))
            .ok_or_else(|| format!("bounds checks in `{fname}`: a statement the pass cannot copy"))?;
        if let Some(why) = self.failure.take() {
            return Err(format!("bounds checks in `{fname}`: {why}"));
        }
        self.out.body = body;
        Ok(self.out)
    }

    fn append(&mut self, e: E, span: Span) -> Handle<E> {
        self.out.expressions.append(e, span)
    }

    /// Appends `e` (an expression to emit) and records its emission under original `h`.
    fn emitted(&mut self, h: Handle<E>, e: E) -> Handle<E> {
        let span = self.src.expressions.get_span(h);
        let new = self.append(e, span);
        self.emits[h.index()].push(Item::Emit(new));
        new
    }

    fn inner(&self, h: Handle<E>) -> &Ti {
        self.info[h].ty.inner_with(self.types)
    }

    fn type_of(&mut self, h: Handle<E>) -> Handle<Type> {
        match self.info[h].ty {
            naga::proc::TypeResolution::Handle(t) => t,
            naga::proc::TypeResolution::Value(ref inner) => self.types.insert(
                Type {
                    name: None,
                    inner: inner.clone(),
                },
                Span::UNDEFINED,
            ),
        }
    }

    fn new_local(&mut self, ty: Handle<Type>) -> Handle<E> {
        let local = self.out.local_variables.append(
            naga::LocalVariable {
                name: None,
                ty,
                init: None,
            },
            Span::UNDEFINED,
        );
        self.append(E::LocalVariable(local), Span::UNDEFINED)
    }

    fn copy(&mut self, h: Handle<E>, e: &E) -> Result<(), String> {
        match *e {
            E::FunctionArgument(i) => {
                self.map[h.index()] = Some(self.append(E::FunctionArgument(i), Span::UNDEFINED));
                if let Some(flag) = self.own_flags.get(i as usize).copied().flatten() {
                    self.cond[h.index()] = Some(self.append(E::FunctionArgument(flag), Span::UNDEFINED));
                }
            }
            E::Access { base, index } if self.checks => {
                self.access(h, e, base, Some(index), self.constant_index(index))?
            }
            E::AccessIndex { base, index } if self.checks => self.access(h, e, base, None, Some(index))?,
            E::Load { pointer } if self.cond[pointer.index()].is_some() => {
                let c = self.cond[pointer.index()].unwrap();
                let p = self.mapped(pointer)?;
                if self.runtime[pointer.index()] {
                    let load = self.append(E::Load { pointer: p }, self.src.expressions.get_span(h));
                    let ty = self.type_of(h);
                    let zero = self.append(E::ZeroValue(ty), Span::UNDEFINED);
                    let local = self.new_local(ty);
                    let mut first = Block::new();
                    first.push(S::Emit(naga::Range::new_from_bounds(load, load)), Span::UNDEFINED);
                    self.emits[h.index()].push(Item::Statement(either(c, first, local, load, zero)));
                    self.map[h.index()] = Some(self.emitted(h, E::Load { pointer: local }));
                } else {
                    let load = self.emitted(h, E::Load { pointer: p });
                    let mut items = std::mem::take(&mut self.emits[h.index()]);
                    self.map[h.index()] = Some(self.zero_unless(&mut items, h, c, load));
                    self.emits[h.index()] = items;
                }
            }
            E::AtomicResult { ty, .. } | E::WorkGroupUniformLoadResult { ty }
                if self
                    .result_pointer
                    .get(&h)
                    .is_some_and(|&p| p > h || self.cond[p.index()].is_some()) =>
            {
                let p = self.result_pointer[&h];
                let c = self.cond[p.index()].ok_or("a statement's pointer comes after its result")?;
                let result = self.append(e.clone(), Span::UNDEFINED);
                let guarded = if matches!(e, E::AtomicResult { .. }) {
                    let zero = self.append(E::ZeroValue(ty), Span::UNDEFINED);
                    let local = self.new_local(ty);
                    let load = self.append(E::Load { pointer: local }, Span::UNDEFINED);
                    self.map[h.index()] = Some(load);
                    GuardedResult {
                        result,
                        local: Some((local, zero)),
                        then: vec![Item::Emit(load)],
                    }
                } else {
                    let mut then = Vec::new();
                    self.map[h.index()] = Some(self.zero_unless(&mut then, h, c, result));
                    GuardedResult {
                        result,
                        local: None,
                        then,
                    }
                };
                self.guarded.insert(h, guarded);
            }
            _ => {
                let checked = std::cell::Cell::new(false);
                let copied = map_expression(e, &|x| {
                    checked.set(checked.get() || self.cond[x.index()].is_some());
                    self.map[x.index()]
                })
                .ok_or_else(|| format!("cannot copy {e:?}"))?;
                if checked.get() {
                    return Err(format!("a pointer that needs a bounds check is used by {e:?}"));
                }
                let span = self.src.expressions.get_span(h);
                let new = self.append(copied, span);
                self.map[h.index()] = Some(new);
                if !needs_no_emit(e) {
                    self.emits[h.index()].push(Item::Emit(new));
                }
            }
        }
        Ok(())
    }

    fn mapped(&self, h: Handle<E>) -> Result<Handle<E>, String> {
        self.map[h.index()].ok_or_else(|| format!("expression {h:?} used before it is defined"))
    }

    /// The value of an index that is a literal (naga folds constant expressions into literals).
    fn constant_index(&self, index: Handle<E>) -> Option<u32> {
        match self.src.expressions[index] {
            E::Literal(Literal::U32(v)) => Some(v),
            E::Literal(Literal::I32(v)) => u32::try_from(v).ok(),
            _ => None,
        }
    }

    /// An `Access`/`AccessIndex`: copied, then its index compared with its container's length.
    fn access(
        &mut self,
        h: Handle<E>,
        e: &E,
        base: Handle<E>,
        index: Option<Handle<E>>,
        known: Option<u32>,
    ) -> Result<(), String> {
        let copied = map_expression(e, &|x| self.map[x.index()]).ok_or("an access whose operands are undefined")?;
        let copied = self.emitted(h, copied);
        self.map[h.index()] = Some(copied);
        let base_inner = self.inner(base).clone();
        let length = match base_inner {
            Ti::Pointer { base: t, .. } => container_length(&self.types[t].inner)?,
            Ti::ValuePointer { size: Some(n), .. } => Some(Length::Known(n as u32)),
            ref other => container_length(other)?,
        };
        let in_range = match (length, known) {
            (None, _) => None,
            (Some(Length::Known(n)), Some(k)) if k < n => None,
            (Some(length), _) => {
                let idx = match (index, known) {
                    (_, Some(k)) => self.append(E::Literal(Literal::U32(k)), Span::UNDEFINED),
                    (Some(i), None) => {
                        let mapped = self.mapped(i)?;
                        let signed = matches!(
                            self.inner(i),
                            Ti::Scalar(Scalar {
                                kind: ScalarKind::Sint,
                                ..
                            })
                        );
                        if signed {
                            // A negative index, reinterpreted, is past any length.
                            self.emitted(
                                h,
                                E::As {
                                    expr: mapped,
                                    kind: ScalarKind::Uint,
                                    convert: None,
                                },
                            )
                        } else {
                            mapped
                        }
                    }
                    (None, None) => return Err("an access without an index".into()),
                };
                let len = match length {
                    Length::Known(n) => self.append(E::Literal(Literal::U32(n)), Span::UNDEFINED),
                    Length::Runtime => {
                        let b = self.mapped(base)?;
                        self.emitted(h, E::ArrayLength(b))
                    }
                };
                Some(self.emitted(
                    h,
                    E::Binary {
                        op: naga::BinaryOperator::Less,
                        left: idx,
                        right: len,
                    },
                ))
            }
        };
        if is_pointer(&base_inner) {
            let runtime = matches!(length, Some(Length::Runtime)) && in_range.is_some();
            self.runtime[h.index()] = self.runtime[base.index()] || runtime;
            self.cond[h.index()] = match (self.cond[base.index()], in_range) {
                (Some(a), Some(b)) => Some(self.emitted(
                    h,
                    E::Binary {
                        op: naga::BinaryOperator::LogicalAnd,
                        left: a,
                        right: b,
                    },
                )),
                (a, b) => a.or(b),
            };
        } else if let Some(c) = in_range {
            // A vector, matrix or array value indexed out of range reads zero.
            let mut items = std::mem::take(&mut self.emits[h.index()]);
            self.map[h.index()] = Some(self.zero_unless(&mut items, h, c, copied));
            self.emits[h.index()] = items;
        }
        Ok(())
    }

    /// `value` (of original `h`'s type) where `c` holds, else zero: a select for scalars and
    /// vectors, a local written on both branches for anything larger.
    fn zero_unless(&mut self, items: &mut Vec<Item>, h: Handle<E>, c: Handle<E>, value: Handle<E>) -> Handle<E> {
        let ty = self.type_of(h);
        let zero = self.append(E::ZeroValue(ty), Span::UNDEFINED);
        if matches!(self.types[ty].inner, Ti::Scalar(_) | Ti::Vector { .. }) {
            let select = self.append(
                E::Select {
                    condition: c,
                    accept: value,
                    reject: zero,
                },
                Span::UNDEFINED,
            );
            items.push(Item::Emit(select));
            return select;
        }
        let local = self.new_local(ty);
        items.push(Item::Statement(either(c, Block::new(), local, value, zero)));
        let load = self.append(E::Load { pointer: local }, Span::UNDEFINED);
        items.push(Item::Emit(load));
        load
    }

    /// The replacement of statement `s`, or `None` to copy it as it is.
    fn statement(&mut self, s: &S, map: &[Option<Handle<E>>]) -> Option<Block> {
        let m = |h: Handle<E>| map[h.index()];
        let mut out = Block::new();
        match *s {
            S::Emit(ref range) => {
                let items = range.clone().flat_map(|h| self.emits[h.index()].iter().cloned());
                self.push_items(&mut out, items);
            }
            S::Store { pointer, .. } => {
                let c = self.cond[pointer.index()]?;
                let store = map_statement(s, &m, &mut |_| None)?;
                out.push(guarded_by(c, store), Span::UNDEFINED);
            }
            S::Atomic { pointer, result, .. } => {
                let c = self.cond[pointer.index()]?;
                match result.and_then(|r| self.guarded.get(&r)) {
                    Some(g) => {
                        let atomic = match map_statement(s, &m, &mut |_| None)? {
                            S::Atomic {
                                pointer, fun, value, ..
                            } => S::Atomic {
                                pointer,
                                fun,
                                value,
                                result: Some(g.result),
                            },
                            _ => return None,
                        };
                        let (local, zero) = g.local?;
                        let mut first = Block::new();
                        first.push(atomic, Span::UNDEFINED);
                        out.push(either(c, first, local, g.result, zero), Span::UNDEFINED);
                        self.push_items(&mut out, g.then.iter().cloned());
                    }
                    None if result.is_none() => {
                        let atomic = map_statement(s, &m, &mut |_| None)?;
                        out.push(guarded_by(c, atomic), Span::UNDEFINED);
                    }
                    None => return None,
                }
            }
            S::WorkGroupUniformLoad { pointer, result } => {
                self.cond[pointer.index()]?;
                let g = self.guarded.get(&result)?;
                out.push(
                    S::WorkGroupUniformLoad {
                        pointer: m(pointer)?,
                        result: g.result,
                    },
                    Span::UNDEFINED,
                );
                self.push_items(&mut out, g.then.iter().cloned());
            }
            S::Call {
                function,
                ref arguments,
                result,
            } => match self.call(function, arguments, result, &m) {
                Ok(Some(call)) => out.extend_block(call),
                Ok(None) => return None,
                Err(why) => {
                    // Copying the call unchanged would leave the callee's in-range flags
                    // unpassed: the whole pass fails instead (`run` reports it).
                    self.failure.get_or_insert(why);
                }
            },
            _ => return None,
        }
        Some(out)
    }

    /// A call with the callee's in-range flags appended and pointers into arrays, matrices and
    /// structs passed through temporaries; `None` when the call needs neither.
    fn call(
        &mut self,
        function: Handle<Function>,
        arguments: &[Handle<E>],
        result: Option<Handle<E>>,
        m: &dyn Fn(Handle<E>) -> Option<Handle<E>>,
    ) -> Result<Option<Block>, String> {
        let flags = self.flags[function.index()].clone();
        if flags.len() != arguments.len() {
            return Err(format!(
                "a call with {} arguments to a function of {} parameters",
                arguments.len(),
                flags.len()
            ));
        }
        // Only a pointer argument made by indexing needs a temporary: a value argument such
        // as `lid.x` is an access too, and passes as it is.
        let into_composite = |s: &Self, h: Handle<E>| {
            matches!(s.src.expressions[h], E::Access { .. } | E::AccessIndex { .. }) && is_pointer(s.inner(h))
        };
        if flags.iter().all(Option::is_none) && !arguments.iter().any(|&a| into_composite(self, a)) {
            return Ok(None);
        }
        let unmapped = |a: Handle<E>| format!("call argument {a:?} has no copy");
        let mut out = Block::new();
        let mut args = Vec::new();
        let mut after = Block::new();
        for &a in arguments {
            let mapped = m(a).ok_or_else(|| unmapped(a))?;
            args.push(if into_composite(self, a) {
                self.through_temporary(a, mapped, &mut out, &mut after)
                    .ok_or_else(|| "a pointer argument that no temporary can stand for".to_string())?
            } else {
                mapped
            });
        }
        for (&a, flag) in arguments.iter().zip(&flags) {
            if flag.is_some() {
                args.push(self.cond[a.index()].or(self.always).ok_or("no in-range literal")?);
            }
        }
        out.push(
            S::Call {
                function,
                arguments: args,
                result: match result {
                    Some(r) => Some(m(r).ok_or_else(|| unmapped(r))?),
                    None => None,
                },
            },
            Span::UNDEFINED,
        );
        out.extend_block(after);
        Ok(Some(out))
    }

    /// A temporary holding what `pointer` (an element or field, argument `a` of a call) points
    /// to, copied in before the call and back after it (if `pointer` is in range).
    ///
    /// naga's SPIR-V writer cannot pass a pointer into an array, matrix or struct to a function
    /// (it panics: gfx-rs/wgpu#4540, #7315). WGSL forbids a helper to reach the same memory
    /// both through a pointer parameter and otherwise when either access writes (its alias
    /// analysis), so a copy means the same as the pointer. The callee still gets the pointer's
    /// in-range flag, so an out-of-range pointer reads zero and writes nothing in there.
    fn through_temporary(
        &mut self,
        a: Handle<E>,
        pointer: Handle<E>,
        before: &mut Block,
        after: &mut Block,
    ) -> Option<Handle<E>> {
        let (pointee, space) = match *self.inner(a) {
            Ti::Pointer { base, space } => (base, space),
            Ti::ValuePointer {
                size: Some(size),
                scalar,
                space,
            } => (
                self.types.insert(
                    Type {
                        name: None,
                        inner: Ti::Vector { size, scalar },
                    },
                    Span::UNDEFINED,
                ),
                space,
            ),
            _ => return None,
        };
        let temporary = match space {
            naga::AddressSpace::Function => self.new_local(pointee),
            naga::AddressSpace::Private => {
                let global = self.globals.append(
                    naga::GlobalVariable {
                        name: None,
                        space,
                        binding: None,
                        ty: pointee,
                        init: None,
                        memory_decorations: Default::default(),
                    },
                    Span::UNDEFINED,
                );
                self.append(E::GlobalVariable(global), Span::UNDEFINED)
            }
            _ => return None,
        };
        let copy_in = self.append(E::Load { pointer }, Span::UNDEFINED);
        before.push(S::Emit(naga::Range::new_from_bounds(copy_in, copy_in)), Span::UNDEFINED);
        before.push(
            S::Store {
                pointer: temporary,
                value: copy_in,
            },
            Span::UNDEFINED,
        );
        let copy_out = self.append(E::Load { pointer: temporary }, Span::UNDEFINED);
        after.push(
            S::Emit(naga::Range::new_from_bounds(copy_out, copy_out)),
            Span::UNDEFINED,
        );
        let store = S::Store {
            pointer,
            value: copy_out,
        };
        after.push(
            match self.cond[a.index()] {
                Some(c) => guarded_by(c, store),
                None => store,
            },
            Span::UNDEFINED,
        );
        Some(temporary)
    }

    /// Emits and statements in order: consecutive expressions share one `Emit`; expressions
    /// valid without one (literals, zero values, locals) get none.
    fn push_items(&self, out: &mut Block, items: impl Iterator<Item = Item>) {
        let mut run: Option<(Handle<E>, Handle<E>)> = None;
        let flush = |out: &mut Block, run: &mut Option<(Handle<E>, Handle<E>)>| {
            if let Some((a, b)) = run.take() {
                out.push(S::Emit(naga::Range::new_from_bounds(a, b)), Span::UNDEFINED);
            }
        };
        for item in items {
            match item {
                Item::Emit(x) if self.out.expressions[x].needs_pre_emit() => {}
                Item::Emit(x) => match run {
                    Some((a, b)) if b.index() + 1 == x.index() => run = Some((a, x)),
                    _ => {
                        flush(out, &mut run);
                        run = Some((x, x));
                    }
                },
                Item::Statement(s) => {
                    flush(out, &mut run);
                    out.push(s, Span::UNDEFINED);
                }
            }
        }
        flush(out, &mut run);
    }
}

/// `if c { ...accept; local = value } else { local = zero }`.
fn either(c: Handle<E>, mut accept: Block, local: Handle<E>, value: Handle<E>, zero: Handle<E>) -> S {
    accept.push(S::Store { pointer: local, value }, Span::UNDEFINED);
    let mut reject = Block::new();
    reject.push(
        S::Store {
            pointer: local,
            value: zero,
        },
        Span::UNDEFINED,
    );
    S::If {
        condition: c,
        accept,
        reject,
    }
}

/// `if c { s }`.
fn guarded_by(c: Handle<E>, s: S) -> S {
    let mut accept = Block::new();
    accept.push(s, Span::UNDEFINED);
    S::If {
        condition: c,
        accept,
        reject: Block::new(),
    }
}

/// Expressions a statement defines (call, atomic... results) or that need no `Emit`.
fn needs_no_emit(e: &E) -> bool {
    e.needs_pre_emit()
        || matches!(
            e,
            E::CallResult(_)
                | E::AtomicResult { .. }
                | E::WorkGroupUniformLoadResult { .. }
                | E::SubgroupBallotResult
                | E::SubgroupOperationResult { .. }
                | E::RayQueryProceedResult
        )
}

/// The number of elements of an indexable type; `None` for a struct (its fields need no check).
fn container_length(t: &Ti) -> Result<Option<Length>, String> {
    Ok(match *t {
        Ti::Vector { size, .. } => Some(Length::Known(size as u32)),
        Ti::Matrix { columns, .. } => Some(Length::Known(columns as u32)),
        Ti::Array { size, .. } => Some(match size {
            naga::ArraySize::Constant(n) => Length::Known(n.get()),
            naga::ArraySize::Dynamic => Length::Runtime,
            naga::ArraySize::Pending(_) => return Err("an array sized by an unresolved override".into()),
        }),
        _ => None,
    })
}

/// For each atomic and `workgroupUniformLoad` in `block` with a result: result → pointer.
fn statement_results(block: &Block, out: &mut HashMap<Handle<E>, Handle<E>>) {
    for s in block.iter() {
        match *s {
            S::Atomic {
                pointer,
                result: Some(r),
                ..
            }
            | S::WorkGroupUniformLoad { pointer, result: r } => {
                out.insert(r, pointer);
            }
            S::Block(ref b) => statement_results(b, out),
            S::If {
                ref accept, ref reject, ..
            } => {
                statement_results(accept, out);
                statement_results(reject, out);
            }
            S::Switch { ref cases, .. } => cases.iter().for_each(|c| statement_results(&c.body, out)),
            S::Loop {
                ref body,
                ref continuing,
                ..
            } => {
                statement_results(body, out);
                statement_results(continuing, out);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::ir_copy::count_statements as count;
    use naga::proc::BoundsCheckPolicy as P;

    /// `src` through the pass (checks on or off), validated, and written as SPIR-V the way the
    /// wgpu backend writes it.
    fn spirv(src: &str, checks: bool) -> Result<Module, String> {
        let module = naga::front::wgsl::parse_str(src).map_err(|e| e.emit_to_string(src))?;
        let validate = |m: &Module| {
            crate::compiler::front::validator()
                .validate(m)
                .map_err(|e| format!("{e:?}"))
        };
        let info = validate(&module)?;
        let out = check_accesses(&module, &info, checks)?;
        let out_info = validate(&out).map_err(|e| format!("the checked module does not validate: {e}"))?;
        let policy = if checks { P::Restrict } else { P::Unchecked };
        let options = naga::back::spv::Options {
            bounds_check_policies: naga::proc::BoundsCheckPolicies {
                index: policy,
                buffer: policy,
                image_load: policy,
                binding_array: P::Unchecked,
            },
            ..Default::default()
        };
        naga::back::spv::write_vec(&out, &out_info, &options, None).map_err(|e| format!("{e}"))?;
        Ok(out)
    }

    /// Atomics with and without results (compare-exchange's struct result too), on storage and
    /// workgroup arrays, in a module whose other accesses are checked as well: naga's own
    /// checks refuse every one of these atomics.
    #[test]
    fn atomics_with_out_of_range_indices_are_guarded() {
        let m = spirv(
            "@group(0) @binding(0) var<storage, read_write> c: array<atomic<u32>>;
             @group(0) @binding(1) var<storage, read_write> o: array<u32>;
             var<workgroup> w: array<atomic<i32>, 8>;
             @compute @workgroup_size(8) fn main(@builtin(local_invocation_index) l: u32) {
                 atomicAdd(&c[l * 3u], 1u);
                 let x = atomicCompareExchangeWeak(&c[l + 9u], 0u, 1u);
                 let y = atomicMax(&w[i32(l) - 4], 3);
                 atomicStore(&w[l], 1);
                 o[l] = x.old_value + u32(x.exchanged) + u32(y) + atomicLoad(&c[l]) + o[l + 1u];
             }",
            true,
        )
        .unwrap();
        let body = &m.entry_points[0].function.body;
        let guarded_atomics = count(
            body,
            &|s| matches!(s, S::If { accept, .. } if accept.iter().any(|a| matches!(a, S::Atomic { .. }))),
        );
        let atomics = count(body, &|s| matches!(s, S::Atomic { .. }));
        assert_eq!(atomics, 3, "{body:#?}");
        assert_eq!(guarded_atomics, 3, "{body:#?}");
        let guarded_stores = count(
            body,
            &|s| matches!(s, S::If { accept, .. } if accept.iter().any(|a| matches!(a, S::Store { .. }))),
        );
        assert!(guarded_stores >= 2, "atomicStore and o[l] = ...: {body:#?}");
    }

    /// Pointers into arrays, struct fields and matrix columns passed to helpers (naga's SPIR-V
    /// writer panics on each), in function and private memory, passed on from helper to helper.
    #[test]
    fn pointer_arguments_become_temporaries_with_an_in_range_flag() {
        let src = "struct P { a: u32, b: vec2<u32> }
             var<private> t: array<u32, 4>;
             @group(0) @binding(0) var<storage, read_write> o: array<u32>;
             fn inner(p: ptr<function, u32>) -> u32 { *p += 1u; return *p; }
             fn outer(p: ptr<function, u32>, q: ptr<private, u32>) -> u32 { *q = 2u; return inner(p); }
             fn column(c: ptr<function, vec4<f32>>) -> f32 { return (*c)[o[0]]; }
             @compute @workgroup_size(1) fn main() {
                 var a = array(1u, 2u, 3u, 4u);
                 var s = P(1u, vec2(2u));
                 var m = mat2x4<f32>();
                 let i = o[1];
                 o[2] = outer(&a[i], &t[i]) + outer(&s.a, &t[0]) + u32(column(&m[i]));
             }";
        for checks in [true, false] {
            let m = spirv(src, checks).unwrap_or_else(|e| panic!("checks {checks}: {e}"));
            let outer = m
                .functions
                .iter()
                .find(|(_, f)| f.name.as_deref() == Some("outer"))
                .unwrap()
                .1;
            assert_eq!(outer.arguments.len(), if checks { 4 } else { 2 }, "checks {checks}");
        }
    }

    /// Loads of values too large for a select (a struct from a runtime array), vectors and
    /// matrices indexed by value, a `workgroupUniformLoad` of an array element, signed indices.
    #[test]
    fn loads_of_every_shape_are_guarded() {
        spirv(
            "struct S { v: vec3<f32>, n: array<u32, 2> }
             @group(0) @binding(0) var<storage, read_write> s: array<S>;
             @group(0) @binding(1) var<uniform> u: array<vec4<i32>, 4>;
             var<workgroup> w: array<array<u32, 2>, 4>;
             @compute @workgroup_size(4) fn main(@builtin(local_invocation_index) l: u32) {
                 let k = u[0].x;
                 let e = s[l + 7u];
                 let v = vec4(1.0, 2.0, 3.0, 4.0)[l];
                 let m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
                 let arr = array(e.n, e.n);
                 let pair = workgroupUniformLoad(&w[k]);
                 s[l].v = vec3(v + e.v[l] + e.v.x, f32(arr[l][k] + pair[l]), f32(u[k][k]));
                 s[k].n[l] = u32(m[0][0]);
             }",
            true,
        )
        .unwrap();
    }

    /// Every compute entry point of every conformance kernel (`tests/kernels/*.wgsl`) through the
    /// front end, this pass (checks on and off) and naga's validator, then written as SPIR-V the
    /// way the wgpu device writes it: nothing the suite runs may make the pass fail. Kernels the
    /// wgpu device refuses as such (cooperative matrices) are counted out by that error.
    #[test]
    fn every_conformance_kernel_round_trips() {
        use crate::compiler::source::KernelSource;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels");
        let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        let (mut passed, mut failures) = (0, Vec::new());
        for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "wgsl")) {
            let code = std::fs::read_to_string(path).unwrap();
            // A few files are templates the suite fills in (`WG_X`): their cases run them.
            let Ok(module) = naga::front::wgsl::parse_str(&code) else {
                continue;
            };
            for ep in module
                .entry_points
                .iter()
                .filter(|e| e.stage == naga::ShaderStage::Compute)
            {
                for checks in [true, false] {
                    let mut source = KernelSource::wgsl(code.as_str()).entry(ep.name.as_str());
                    if !checks {
                        // SAFETY: compiled only, never launched.
                        source = unsafe { source.without_bounds_checks() };
                    }
                    let what = format!("{}:{} (checks {checks})", path.display(), ep.name);
                    let front = match crate::compiler::front::compile_front(&source) {
                        Ok(f) => f,
                        Err(e) => {
                            failures.push(format!("{what}: front end: {e}"));
                            continue;
                        }
                    };
                    match crate::compiler::targets::spirv::checked_module(&front) {
                        Ok((m, info)) => match crate::compiler::targets::spirv::write(&m, &info, &front, false) {
                            Ok(_) => passed += 1,
                            Err(e) => failures.push(format!("{what}: SPIR-V: {e}")),
                        },
                        Err(crate::error::GpuError::NotSupported(why)) if why.contains("cooperative") => {}
                        Err(e) => failures.push(format!("{what}: {e}")),
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        assert!(passed > 150, "only {passed} entry points went through the pass");
    }
}
