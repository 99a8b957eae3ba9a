//! Inlines into the entry point every call to a helper function that synchronises
//! (`workgroupBarrier`, `storageBarrier`, `workgroupUniformLoad`, subgroup operations), at the
//! naga IR level, before any target sees the kernel.
//!
//! The CPU device runs a workgroup as loops over its work-items between barriers
//! (`CPU-EXECUTION.md`): a barrier must be a statement of the entry point itself. Inlining the
//! helpers that hold one gives every target the same kernel, so such helpers mean the same on
//! the CPU as on the GPUs. Helpers whose `return` is not their last statement are left as calls
//! (the GPU targets lower them in place; the CPU device then says what to change), and so is
//! anything the pass does not know how to copy (textures, ray queries, cooperative matrices).

use super::ir_copy::{map_block, map_expression, map_statement};
use naga::{Block, Expression as E, Function, Handle, Module, Span, Statement as S};

/// The module with synchronising calls inlined into entry point `entry`, or `None` when it has
/// none (or none the pass can inline).
pub(crate) fn inline_synchronising_calls(module: &Module, entry: usize) -> Option<Module> {
    let sync = synchronising_functions(module);
    if !sync.iter().any(|&s| s) {
        return None;
    }
    let mut out = module.clone();
    let mut changed = false;
    // Each round inlines one call (its body may hold more); a WGSL call graph has no cycles and
    // the kernel's size is bounded (`limits`), so this ends.
    for _ in 0..10_000 {
        let func = &out.entry_points[entry].function;
        let Some(call) = first_call(&func.body, &sync) else {
            break;
        };
        let Some(inlined) = inline_one(func, &out.functions[call.function], &call) else {
            break;
        };
        out.entry_points[entry].function = inlined;
        changed = true;
    }
    changed.then_some(out)
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
fn inline_one(caller: &Function, callee: &Function, call: &Call) -> Option<Function> {
    // Only a `return` as the last statement (or none): the body then runs straight through.
    let mut body: Vec<(&S, &Span)> = callee.body.span_iter().collect();
    let returned = match body.last() {
        Some((S::Return { value }, _)) => {
            let v = *value;
            body.pop();
            v
        }
        _ => None,
    };
    if body.iter().any(|(s, _)| contains_return(s)) {
        return None;
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
    // An initializer the callee computes (a `vec2(1u, 2u)`) is emitted by its body: that reset
    // goes right after the emitting statement.
    let mut resets = Vec::new();
    for (h, l) in callee.local_variables.iter() {
        let (value, emitted_by) = match l.init {
            Some(init) => (
                callee_map[init.index()]?,
                (!callee.expressions[init].needs_pre_emit()).then_some(init),
            ),
            None => (out.expressions.append(E::ZeroValue(l.ty), Span::UNDEFINED), None),
        };
        let pointer = out
            .expressions
            .append(E::LocalVariable(locals[h.index()]), Span::UNDEFINED);
        resets.push((
            emitted_by,
            S::Store { pointer, value },
            callee.local_variables.get_span(h),
        ));
    }
    let mut inlined = Block::new();
    let (now, mut later): (Vec<_>, Vec<_>) = resets.into_iter().partition(|r| r.0.is_none());
    for (_, store, span) in now {
        inlined.push(store, span);
    }
    for (s, span) in &body {
        inlined.push(map_statement(s, &|x| callee_map[x.index()], &mut |_| None)?, **span);
        if let S::Emit(range) = s {
            let (due, rest): (Vec<_>, Vec<_>) = later
                .into_iter()
                .partition(|r| r.0.is_some_and(|h| range.clone().any(|e| e == h)));
            later = rest;
            for (_, store, span) in due {
                inlined.push(store, span);
            }
        }
    }
    if !later.is_empty() {
        return None; // an initializer emitted inside nested control flow: keep the call
    }
    if let (Some(v), Some(pointer), Some(r)) = (returned, result_pointer, call.result) {
        let value = callee_map[v.index()]?;
        inlined.push(S::Store { pointer, value }, Span::UNDEFINED);
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
        fn calls(b: &Block) -> usize {
            b.iter()
                .map(|s| match s {
                    S::Call { .. } => 1,
                    S::Block(b) => calls(b),
                    S::If { accept, reject, .. } => calls(accept) + calls(reject),
                    _ => 0,
                })
                .sum()
        }
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
        fn stores(b: &Block) -> usize {
            b.iter()
                .map(|s| match s {
                    S::Store { .. } => 1,
                    S::Block(b) => stores(b),
                    S::Loop { body, continuing, .. } => stores(body) + stores(continuing),
                    S::If { accept, reject, .. } => stores(accept) + stores(reject),
                    _ => 0,
                })
                .sum()
        }
        // the loop counter's, o[l]'s, the two resets, the two updates and the result's
        assert!(stores(&f.body) >= 7, "{:?}", f.body);
    }

    /// A helper that returns from inside its body is left as a call (the CPU device then says
    /// what to change; the GPU targets lower it in place).
    #[test]
    fn an_early_return_is_left_as_a_call() {
        let src = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
             fn f(i: u32) -> u32 { if arrayLength(&o) == 0u { return 0u; } workgroupBarrier(); return i; }
             @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) { o[l] = f(l); }";
        assert_eq!(inlined(src).err().as_deref(), Some("nothing inlined"));
    }
}
