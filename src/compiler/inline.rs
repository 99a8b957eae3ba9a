//! Inlines into the entry point every call to a helper function that synchronises
//! (`workgroupBarrier`, `storageBarrier`, `workgroupUniformLoad`, subgroup operations), at the
//! naga IR level, before any target sees the kernel.
//!
//! The CPU device runs a workgroup as loops over its work-items between barriers
//! (`lower/exec/host_loop/`): a barrier must be a statement of the entry point itself. Inlining the
//! helpers that hold one gives every target the same kernel, so such helpers mean the same on
//! the CPU as on the GPUs. A helper that returns early runs inside a one-pass loop whose
//! `break`s stand for its returns. What the pass does not know how to copy (textures, ray
//! queries, cooperative matrices) is left as a call: the GPU targets lower it in place, and the
//! CPU device says what to change.

use super::describe::construct_name;
use super::ir_copy::{copy_constant, map_block, map_expression, map_statement, Map};
use naga::{Block, Expression as E, Function, Handle, Module, Span, Statement as S};

/// The module with synchronising calls inlined into entry point `entry`, or `None` when it has
/// none (or none the pass can inline).
pub(crate) fn inline_synchronising_calls(module: &Module, entry: usize) -> Option<Module> {
    let sync = synchronising_functions(module);
    if !sync.iter().any(|&s| s) {
        return None;
    }
    let mut out = module.clone();
    // The type of the flag an inlined helper with early returns keeps (`Returns`).
    let bool_ty = out.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Scalar(naga::Scalar::BOOL),
        },
        Span::UNDEFINED,
    );
    let mut changed = false;
    // Each round inlines one call (its body may hold more); a WGSL call graph has no cycles and
    // the kernel's size is bounded (`limits`), so this ends.
    for _ in 0..10_000 {
        let func = &out.entry_points[entry].function;
        let Some(call) = first_call(&func.body, &sync) else {
            break;
        };
        let Some(inlined) = inline_one(func, &out.functions[call.function], &call, bool_ty) else {
            break;
        };
        out.entry_points[entry].function = inlined;
        changed = true;
    }
    changed.then_some(out)
}

/// Why a call to the synchronising helper `function` was left in place by
/// [`inline_synchronising_calls`]: the construct of the helper (or of a synchronising helper it
/// calls) that the pass cannot copy, named as WGSL users know it, for the CPU device's refusal.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn why_not_inlined(module: &Module, function: Handle<Function>) -> String {
    let sync = synchronising_functions(module);
    let mut seen = vec![false; module.functions.len()];
    let mut todo = vec![function];
    while let Some(h) = todo.pop() {
        if std::mem::replace(&mut seen[h.index()], true) {
            continue;
        }
        let f = &module.functions[h];
        let name = f.name.as_deref().unwrap_or("(unnamed)");
        let same = |x: Handle<E>| Some(x);
        if let Some((_, e)) = f.expressions.iter().find(|(_, e)| map_expression(e, &same).is_none()) {
            return format!("`{name}` uses {}, which the inliner cannot copy yet", construct_name(e));
        }
        let mut blocker = None;
        visit_statements(&f.body, &mut |s| {
            if blocker.is_none() && map_statement(s, &same, &mut |_| None).is_none() {
                blocker = Some(construct_name(s));
            }
            if let S::Call { function, .. } = *s {
                if sync[function.index()] {
                    todo.push(function);
                }
            }
        });
        if let Some(b) = blocker {
            return format!("`{name}` holds a {b} statement, which the inliner cannot copy yet");
        }
    }
    let name = module.functions[function].name.as_deref().unwrap_or("(unnamed)");
    format!("`{name}` has a shape the inliner cannot copy yet")
}

/// Calls `f` on every statement of `block`, nested ones included.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
fn visit_statements(block: &Block, f: &mut dyn FnMut(&S)) {
    for s in block.iter() {
        f(s);
        match s {
            S::Block(b) => visit_statements(b, f),
            S::If { accept, reject, .. } => {
                visit_statements(accept, f);
                visit_statements(reject, f);
            }
            S::Switch { cases, .. } => cases.iter().for_each(|c| visit_statements(&c.body, f)),
            S::Loop { body, continuing, .. } => {
                visit_statements(body, f);
                visit_statements(continuing, f);
            }
            _ => {}
        }
    }
}

/// For each function of `module`: whether it (or something it calls) synchronises.
fn synchronising_functions(module: &Module) -> Vec<bool> {
    let mut sync = vec![false; module.functions.len()];
    loop {
        let mut grew = false;
        for (h, f) in module.functions.iter() {
            if !sync[h.index()] && block_synchronises(&f.body, &sync) {
                sync[h.index()] = true;
                grew = true;
            }
        }
        if !grew {
            return sync;
        }
    }
}

fn block_synchronises(block: &Block, sync: &[bool]) -> bool {
    block.iter().any(|s| match s {
        S::ControlBarrier(_)
        | S::WorkGroupUniformLoad { .. }
        | S::SubgroupBallot { .. }
        | S::SubgroupGather { .. }
        | S::SubgroupCollectiveOperation { .. } => true,
        S::Call { function, .. } => sync[function.index()],
        S::Block(b) => block_synchronises(b, sync),
        S::If { accept, reject, .. } => block_synchronises(accept, sync) || block_synchronises(reject, sync),
        S::Switch { cases, .. } => cases.iter().any(|c| block_synchronises(&c.body, sync)),
        S::Loop { body, continuing, .. } => block_synchronises(body, sync) || block_synchronises(continuing, sync),
        _ => false,
    })
}

/// A call statement to inline.
struct Call {
    function: Handle<Function>,
    arguments: Vec<Handle<E>>,
    result: Option<Handle<E>>,
}

/// The first call (in statement order) to a synchronising function.
fn first_call(block: &Block, sync: &[bool]) -> Option<Call> {
    block.iter().find_map(|s| match s {
        S::Call {
            function,
            arguments,
            result,
        } if sync[function.index()] => Some(Call {
            function: *function,
            arguments: arguments.clone(),
            result: *result,
        }),
        S::Block(b) => first_call(b, sync),
        S::If { accept, reject, .. } => first_call(accept, sync).or_else(|| first_call(reject, sync)),
        S::Switch { cases, .. } => cases.iter().find_map(|c| first_call(&c.body, sync)),
        S::Loop { body, continuing, .. } => first_call(body, sync).or_else(|| first_call(continuing, sync)),
        _ => None,
    })
}

/// `caller` with `call` (to `callee`) replaced by the callee's body.
fn inline_one(caller: &Function, callee: &Function, call: &Call, bool_ty: Handle<naga::Type>) -> Option<Function> {
    // A `return` as the last statement (or none): the body runs straight through. A `return`
    // anywhere else: the body runs inside a one-pass loop, and each `return` becomes a `break`
    // out of it (see `Returns`).
    let mut body: Vec<(&S, &Span)> = callee.body.span_iter().collect();
    let (last_is_return, returned) = match body.last() {
        Some((S::Return { value }, _)) => (true, *value),
        _ => (false, None),
    };
    let early = body[..body.len() - usize::from(last_is_return)]
        .iter()
        .any(|(s, _)| contains_return(s));
    if last_is_return && !early {
        body.pop();
    }

    let mut out = Function {
        name: caller.name.clone(),
        arguments: caller.arguments.clone(),
        result: caller.result.clone(),
        local_variables: caller.local_variables.clone(),
        expressions: naga::Arena::new(),
        named_expressions: Default::default(),
        body: Block::new(),
        diagnostic_filter_leaf: caller.diagnostic_filter_leaf,
    };
    // The callee's locals become the caller's (their initializers are set once mapped).
    let locals: Vec<Handle<naga::LocalVariable>> = callee
        .local_variables
        .iter()
        .map(|(h, l)| {
            out.local_variables.append(
                naga::LocalVariable {
                    name: l.name.clone(),
                    ty: l.ty,
                    init: None,
                },
                callee.local_variables.get_span(h),
            )
        })
        .collect();
    let result_local = match (&callee.result, call.result) {
        (Some(r), Some(_)) => Some(out.local_variables.append(
            naga::LocalVariable {
                name: Some(format!("{}_result", callee.name.as_deref().unwrap_or("call"))),
                ty: r.ty,
                init: None,
            },
            Span::UNDEFINED,
        )),
        _ => None,
    };

    let mut caller_map: Vec<Option<Handle<E>>> = vec![None; caller.expressions.len()];
    let mut callee_map: Vec<Option<Handle<E>>> = vec![None; callee.expressions.len()];
    let mut result_pointer = None;
    let copy_callee =
        |out: &mut Function, caller_map: &[Option<Handle<E>>], callee_map: &mut Vec<Option<Handle<E>>>| {
            for (h, e) in callee.expressions.iter() {
                let mapped = match *e {
                    E::FunctionArgument(i) => caller_map[call.arguments.get(i as usize)?.index()]?,
                    E::LocalVariable(l) => out
                        .expressions
                        .append(E::LocalVariable(locals[l.index()]), callee.expressions.get_span(h)),
                    _ => {
                        let copied = map_expression(e, &|x| callee_map[x.index()])?;
                        out.expressions.append(copied, callee.expressions.get_span(h))
                    }
                };
                callee_map[h.index()] = Some(mapped);
            }
            Some(())
        };
    for (h, e) in caller.expressions.iter() {
        if Some(h) == call.result {
            copy_callee(&mut out, &caller_map, &mut callee_map)?;
            let pointer = out.expressions.append(E::LocalVariable(result_local?), Span::UNDEFINED);
            result_pointer = Some(pointer);
            caller_map[h.index()] = Some(out.expressions.append(E::Load { pointer }, Span::UNDEFINED));
            continue;
        }
        let copied = map_expression(e, &|x| caller_map[x.index()])?;
        caller_map[h.index()] = Some(out.expressions.append(copied, caller.expressions.get_span(h)));
    }
    if call.result.is_none() {
        copy_callee(&mut out, &caller_map, &mut callee_map)?;
    }
    // The caller's locals keep their handles, but their initializers are expressions, which
    // the callee's copies (inserted before the call's result) may have renumbered.
    for (h, l) in caller.local_variables.iter() {
        if let Some(init) = l.init {
            out.local_variables.get_mut(h).init = Some(caller_map[init.index()]?);
        }
    }
    for (h, l) in callee.local_variables.iter() {
        if let Some(init) = l.init {
            out.local_variables.get_mut(locals[h.index()]).init = Some(callee_map[init.index()]?);
        }
    }
    for (h, name) in caller.named_expressions.iter() {
        if let Some(m) = caller_map[h.index()] {
            out.named_expressions.insert(m, name.clone());
        }
    }

    // The inlined statements: the callee's locals set to their initial values (a call in a loop
    // runs them afresh each time, as the call did), the callee's body, the returned value stored
    // to the result local, then the load that stands for the call's result emitted.
    // An initializer that needs emitting (a `vec2(1u, 2u)`) is emitted by the callee's body,
    // perhaps inside a branch; naga only hoists constant ones into `init`, so the reset uses a
    // fresh copy of it, emitted right there.
    let mut inlined = Block::new();
    for (h, l) in callee.local_variables.iter() {
        let value = match l.init {
            Some(init) if callee.expressions[init].needs_pre_emit() => callee_map[init.index()]?,
            Some(init) => {
                let (value, emit) = copy_constant(&mut out.expressions, &callee.expressions, init)?;
                if let Some(range) = emit {
                    inlined.push(S::Emit(range), Span::UNDEFINED);
                }
                value
            }
            None => out.expressions.append(E::ZeroValue(l.ty), Span::UNDEFINED),
        };
        let pointer = out
            .expressions
            .append(E::LocalVariable(locals[h.index()]), Span::UNDEFINED);
        inlined.push(S::Store { pointer, value }, callee.local_variables.get_span(h));
    }
    let mut returns = early.then(|| Returns::new(&mut out, result_pointer, bool_ty, &mut inlined));
    let mut straight = Block::new();
    for (s, span) in &body {
        let copied = match returns.as_mut() {
            Some(r) => r.statement(&mut out.expressions, s, **span, &|x| callee_map[x.index()])?,
            None => {
                let mut one = Block::new();
                one.push(map_statement(s, &|x| callee_map[x.index()], &mut |_| None)?, **span);
                one
            }
        };
        straight.extend_block(copied);
    }
    if returns.is_some() {
        // The one-pass loop: every path through the body ends in a `return`, now a `break`;
        // the final `break` covers a body that falls off its end.
        straight.push(S::Break, Span::UNDEFINED);
        inlined.push(
            S::Loop {
                body: straight,
                continuing: Block::new(),
                break_if: None,
            },
            Span::UNDEFINED,
        );
    } else {
        inlined.extend_block(straight);
        if let (Some(v), Some(pointer)) = (returned, result_pointer) {
            let value = callee_map[v.index()]?;
            inlined.push(S::Store { pointer, value }, Span::UNDEFINED);
        }
    }
    if let (Some(_), Some(r)) = (result_pointer, call.result) {
        let load = caller_map[r.index()]?;
        inlined.push(S::Emit(naga::Range::new_from_bounds(load, load)), Span::UNDEFINED);
    } else if call.result.is_some() {
        return None; // a result without a `return value`: not valid WGSL, nothing to inline
    }
    let mut pending = Some(inlined);
    let is_the_call = |s: &S| {
        matches!(s, S::Call { function, arguments, result }
            if *function == call.function && *arguments == call.arguments && *result == call.result)
    };
    out.body = map_block(&caller.body, &|x| caller_map[x.index()], &mut |s| {
        if is_the_call(s) {
            pending.take()
        } else {
            None
        }
    })?;
    pending.is_none().then_some(out)
}

/// The `return`s of a helper inlined inside a one-pass loop: each stores the returned value
/// and breaks out. Inside a nested loop or switch a `break` would only leave that, so a return
/// there also sets a flag, and each such loop or switch is followed by "if the flag is set,
/// break" until the one-pass loop is left.
struct Returns {
    result: Option<Handle<E>>,
    flag: Handle<E>,
    yes: Handle<E>,
    depth: u32,
}

impl Returns {
    /// Allocates the flag (a new local of `out`) and resets it to false in `reset`, before the
    /// one-pass loop starts (a call inside a loop runs it afresh).
    fn new(out: &mut Function, result: Option<Handle<E>>, bool_ty: Handle<naga::Type>, reset: &mut Block) -> Self {
        let local = out.local_variables.append(
            naga::LocalVariable {
                name: Some("returned".into()),
                ty: bool_ty,
                init: None,
            },
            Span::UNDEFINED,
        );
        let flag = out.expressions.append(E::LocalVariable(local), Span::UNDEFINED);
        let no = out
            .expressions
            .append(E::Literal(naga::Literal::Bool(false)), Span::UNDEFINED);
        let yes = out
            .expressions
            .append(E::Literal(naga::Literal::Bool(true)), Span::UNDEFINED);
        reset.push(
            S::Store {
                pointer: flag,
                value: no,
            },
            Span::UNDEFINED,
        );
        Returns {
            result,
            flag,
            yes,
            depth: 0,
        }
    }

    /// `s` copied with its handles mapped by `m` and its returns rewritten.
    fn statement(&mut self, exprs: &mut naga::Arena<E>, s: &S, span: Span, m: Map) -> Option<Block> {
        let mut out = Block::new();
        let nested = contains_return(s);
        match *s {
            S::Return { value } => {
                if let (Some(v), Some(pointer)) = (value, self.result) {
                    out.push(S::Store { pointer, value: m(v)? }, span);
                }
                if self.depth > 0 {
                    out.push(
                        S::Store {
                            pointer: self.flag,
                            value: self.yes,
                        },
                        span,
                    );
                }
                out.push(S::Break, span);
            }
            S::Block(ref b) if nested => out.push(S::Block(self.block(exprs, b, m)?), span),
            S::If {
                condition,
                ref accept,
                ref reject,
            } if nested => out.push(
                S::If {
                    condition: m(condition)?,
                    accept: self.block(exprs, accept, m)?,
                    reject: self.block(exprs, reject, m)?,
                },
                span,
            ),
            S::Loop {
                ref body,
                ref continuing,
                break_if,
            } if nested => {
                self.depth += 1;
                let body = self.block(exprs, body, m);
                self.depth -= 1;
                out.push(
                    S::Loop {
                        body: body?,
                        continuing: map_block(continuing, m, &mut |_| None)?,
                        break_if: match break_if {
                            Some(b) => Some(m(b)?),
                            None => None,
                        },
                    },
                    span,
                );
                self.leave_if_returned(exprs, &mut out);
            }
            S::Switch { selector, ref cases } if nested => {
                self.depth += 1;
                let cases: Option<Vec<naga::SwitchCase>> = cases
                    .iter()
                    .map(|c| {
                        Some(naga::SwitchCase {
                            value: c.value,
                            body: self.block(exprs, &c.body, m)?,
                            fall_through: c.fall_through,
                        })
                    })
                    .collect();
                self.depth -= 1;
                out.push(
                    S::Switch {
                        selector: m(selector)?,
                        cases: cases?,
                    },
                    span,
                );
                self.leave_if_returned(exprs, &mut out);
            }
            _ => out.push(map_statement(s, m, &mut |_| None)?, span),
        }
        Some(out)
    }

    fn block(&mut self, exprs: &mut naga::Arena<E>, block: &Block, m: Map) -> Option<Block> {
        let mut out = Block::new();
        for (s, span) in block.span_iter() {
            out.extend_block(self.statement(exprs, s, *span, m)?);
        }
        Some(out)
    }

    /// After a nested loop or switch that holds a `return`: break on if it returned.
    fn leave_if_returned(&self, exprs: &mut naga::Arena<E>, out: &mut Block) {
        let returned = exprs.append(E::Load { pointer: self.flag }, Span::UNDEFINED);
        out.push(
            S::Emit(naga::Range::new_from_bounds(returned, returned)),
            Span::UNDEFINED,
        );
        let mut leave = Block::new();
        leave.push(S::Break, Span::UNDEFINED);
        out.push(
            S::If {
                condition: returned,
                accept: leave,
                reject: Block::new(),
            },
            Span::UNDEFINED,
        );
    }
}

fn contains_return(s: &S) -> bool {
    let any = |b: &Block| b.iter().any(contains_return);
    match s {
        S::Return { .. } => true,
        S::Block(b) => any(b),
        S::If { accept, reject, .. } => any(accept) || any(reject),
        S::Switch { cases, .. } => cases.iter().any(|c| any(&c.body)),
        S::Loop { body, continuing, .. } => any(body) || any(continuing),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::ir_copy::count_statements;

    fn inlined(src: &str) -> Result<Module, String> {
        let module = naga::front::wgsl::parse_str(src).map_err(|e| e.emit_to_string(src))?;
        let out = inline_synchronising_calls(&module, 0).ok_or("nothing inlined")?;
        crate::compiler::front::validator().validate(&out).map_err(|e| {
            let f = &out.entry_points[0].function;
            let exprs: Vec<String> = f.expressions.iter().map(|(h, e)| format!("{h:?} {e:?}")).collect();
            format!("{e:?}\n{}\n{:#?}", exprs.join("\n"), f.body)
        })?;
        Ok(out)
    }

    #[test]
    fn a_helper_with_a_barrier_and_a_result_is_inlined() {
        let m = inlined(
            "var<workgroup> t: array<u32, 64>;
             @group(0) @binding(0) var<storage, read_write> o: array<u32>;
             fn sync_and_read(i: u32) -> u32 { workgroupBarrier(); return t[63u - i]; }
             @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
                 t[l] = l;
                 o[l] = sync_and_read(l);
             }",
        )
        .unwrap();
        let body = &m.entry_points[0].function.body;
        assert!(!body.iter().any(|s| matches!(s, S::Call { .. })), "{body:?}");
    }

    /// Pointer arguments, a helper called twice, locals with initializers, a void helper, one
    /// synchronising helper calling another, and subgroup operations all inline to valid IR.
    #[test]
    fn pointers_repeated_calls_locals_and_nesting_inline_to_valid_ir() {
        let m = inlined(
            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
             fn read_after_barrier(p: ptr<function, u32>) -> u32 {
                 var k = 3u;
                 workgroupBarrier();
                 k += *p;
                 return k;
             }
             fn bump(v: u32) { workgroupBarrier(); o[v] = subgroupAdd(v); }
             fn outer(v: u32) -> u32 { var x = v; bump(v); return read_after_barrier(&x) + v; }
             @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
                 var w = 7u;
                 let a = read_after_barrier(&w);
                 let b = read_after_barrier(&w);
                 o[l] = a + b + outer(l);
             }",
        )
        .unwrap();
        let f = &m.entry_points[0].function;
        let calls = |b: &Block| count_statements(b, &|s| matches!(s, S::Call { .. }));
        assert_eq!(calls(&f.body), 0, "{:?}", f.body);
        // k three times, and the three results
        assert!(f.local_variables.len() >= 6, "{:?}", f.local_variables);
    }

    /// The callee's locals start afresh at every execution of an inlined call, as they did at
    /// every call: one call site in a loop must not see the last iteration's values.
    #[test]
    fn locals_of_a_helper_called_in_a_loop_are_reset_each_time() {
        let m = inlined(
            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
             fn count(i: u32) -> u32 {
                 var zeroed: u32;
                 var start = vec2(1u, 2u);
                 workgroupBarrier();
                 zeroed += i;
                 start.x += zeroed;
                 return start.x;
             }
             @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
                 for (var k = 0u; k < 3u; k++) { o[l] += count(k); }
             }",
        )
        .unwrap();
        let f = &m.entry_points[0].function;
        let stores = |b: &Block| count_statements(b, &|s| matches!(s, S::Store { .. }));
        // the loop counter's, o[l]'s, the two resets, the two updates and the result's
        assert!(stores(&f.body) >= 7, "{:?}", f.body);
    }

    /// Returns from inside a helper's body (an `if`, a loop, a switch, with and without a
    /// value) inline to valid IR with no call left.
    #[test]
    fn early_returns_inline_to_valid_ir() {
        let m = inlined(
            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
             fn f(i: u32) -> u32 {
                 if arrayLength(&o) == 0u { return 0u; }
                 workgroupBarrier();
                 for (var k = 0u; k < 4u; k++) { if o[k] == 9u { return k; } }
                 switch i % 3u { case 0u: { return 7u; } default: {} }
                 return i;
             }
             fn g(i: u32) { if i == 3u { return; } workgroupBarrier(); o[i] = 1u; }
             @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
                 for (var r = 0u; r < 2u; r++) { o[l] = f(l) + f(r); g(l); }
             }",
        )
        .unwrap();
        let calls = |b: &Block| count_statements(b, &|s| matches!(s, S::Call { .. }));
        assert_eq!(calls(&m.entry_points[0].function.body), 0);
    }
}
