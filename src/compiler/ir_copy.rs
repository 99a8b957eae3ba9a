//! Copying naga IR with its expression handles renumbered: the passes that rebuild a function
//! (`inline`, `checked_access`) share it. Every `None` means "a construct this copy does not
//! know" (textures, ray queries, cooperative matrices), and the pass then leaves the kernel as
//! it was or says why it cannot.

use naga::{Block, Expression as E, Handle, Statement as S};

/// Handle mapping, and the replacement of chosen statements by several (an inlined call, a
/// guarded store).
pub(crate) type Map<'m> = &'m dyn Fn(Handle<E>) -> Option<Handle<E>>;
pub(crate) type Hook<'h> = &'h mut dyn FnMut(&S) -> Option<Block>;

/// `block` with every handle mapped by `m`, and each statement for which `hook` gives a block
/// replaced by that block's statements (spliced in, not nested: what they emit, the call's
/// result above all, must stay in scope after them).
pub(crate) fn map_block(block: &Block, m: Map, hook: Hook) -> Option<Block> {
    let mut out = Block::new();
    for (s, span) in block.span_iter() {
        match hook(s) {
            Some(replacement) => {
                for (r, r_span) in replacement.span_into_iter() {
                    out.push(r, r_span);
                }
            }
            None => out.push(map_statement(s, m, &mut *hook)?, *span),
        }
    }
    Some(out)
}

/// `s` with every expression handle mapped by `m` (nested blocks too, through `hook`); `None`
/// for a statement the pass does not copy.
pub(crate) fn map_statement(s: &S, m: Map, hook: Hook) -> Option<S> {
    let mut block = |b: &Block| map_block(b, m, &mut *hook);
    let opt = |h| map_optional(m, h);
    Some(match s {
        // naga's front end leaves empty `Emit`s where it folded constants (`vec4(1.0, 2.0, 3.0,
        // 4.0)`): they emit nothing, wherever they point.
        S::Emit(range) if range.first_and_last().is_none() => S::Emit(range.clone()),
        S::Emit(range) => {
            let (first, last) = range.first_and_last()?;
            let (a, b) = (m(first)?, m(last)?);
            // The copied range must still be contiguous.
            if b.index() - a.index() != last.index() - first.index() {
                return None;
            }
            S::Emit(naga::Range::new_from_bounds(a, b))
        }
        S::Block(b) => S::Block(block(b)?),
        S::If {
            condition,
            accept,
            reject,
        } => S::If {
            condition: m(*condition)?,
            accept: block(accept)?,
            reject: block(reject)?,
        },
        S::Switch { selector, cases } => S::Switch {
            selector: m(*selector)?,
            cases: cases
                .iter()
                .map(|c| {
                    Some(naga::SwitchCase {
                        value: c.value,
                        body: block(&c.body)?,
                        fall_through: c.fall_through,
                    })
                })
                .collect::<Option<_>>()?,
        },
        S::Loop {
            body,
            continuing,
            break_if,
        } => S::Loop {
            body: block(body)?,
            continuing: block(continuing)?,
            break_if: opt(*break_if)?,
        },
        S::Break => S::Break,
        S::Continue => S::Continue,
        S::Return { value } => S::Return { value: opt(*value)? },
        S::ControlBarrier(b) => S::ControlBarrier(*b),
        S::MemoryBarrier(b) => S::MemoryBarrier(*b),
        S::Store { pointer, value } => S::Store {
            pointer: m(*pointer)?,
            value: m(*value)?,
        },
        S::Atomic {
            pointer,
            fun,
            value,
            result,
        } => S::Atomic {
            pointer: m(*pointer)?,
            fun: match *fun {
                naga::AtomicFunction::Exchange { compare } => naga::AtomicFunction::Exchange { compare: opt(compare)? },
                other => other,
            },
            value: m(*value)?,
            result: opt(*result)?,
        },
        S::WorkGroupUniformLoad { pointer, result } => S::WorkGroupUniformLoad {
            pointer: m(*pointer)?,
            result: m(*result)?,
        },
        S::Call {
            function,
            arguments,
            result,
        } => S::Call {
            function: *function,
            arguments: arguments.iter().map(|&a| m(a)).collect::<Option<_>>()?,
            result: opt(*result)?,
        },
        S::SubgroupBallot { result, predicate } => S::SubgroupBallot {
            result: m(*result)?,
            predicate: opt(*predicate)?,
        },
        S::SubgroupGather { mode, argument, result } => {
            use naga::GatherMode as G;
            S::SubgroupGather {
                mode: match *mode {
                    G::BroadcastFirst => G::BroadcastFirst,
                    G::Broadcast(h) => G::Broadcast(m(h)?),
                    G::Shuffle(h) => G::Shuffle(m(h)?),
                    G::ShuffleDown(h) => G::ShuffleDown(m(h)?),
                    G::ShuffleUp(h) => G::ShuffleUp(m(h)?),
                    G::ShuffleXor(h) => G::ShuffleXor(m(h)?),
                    G::QuadBroadcast(h) => G::QuadBroadcast(m(h)?),
                    G::QuadSwap(d) => G::QuadSwap(d),
                },
                argument: m(*argument)?,
                result: m(*result)?,
            }
        }
        S::SubgroupCollectiveOperation {
            op,
            collective_op,
            argument,
            result,
        } => S::SubgroupCollectiveOperation {
            op: *op,
            collective_op: *collective_op,
            argument: m(*argument)?,
            result: m(*result)?,
        },
        S::ImageStore {
            image,
            coordinate,
            array_index,
            value,
        } => S::ImageStore {
            image: m(*image)?,
            coordinate: m(*coordinate)?,
            array_index: opt(*array_index)?,
            value: m(*value)?,
        },
        S::CooperativeStore { target, data } => S::CooperativeStore {
            target: m(*target)?,
            data: map_cooperative(m, data)?,
        },
        _ => return None,
    })
}

/// A cooperative load or store's operands mapped by `m`.
fn map_cooperative(m: Map, d: &naga::CooperativeData) -> Option<naga::CooperativeData> {
    Some(naga::CooperativeData {
        pointer: m(d.pointer)?,
        stride: m(d.stride)?,
        row_major: d.row_major,
    })
}

/// An optional handle mapped by `m`: `None` stays `None`; `Some(h)` fails when `h` has no mapping.
fn map_optional(m: Map, h: Option<Handle<E>>) -> Option<Option<Handle<E>>> {
    h.map(m).map_or(Some(None), |x| x.map(Some))
}

/// `e` with every expression handle mapped by `m`; `None` for an expression the pass does not
/// copy (or one whose operand has no mapping).
pub(crate) fn map_expression(e: &E, m: &dyn Fn(Handle<E>) -> Option<Handle<E>>) -> Option<E> {
    Some(match *e {
        E::Literal(l) => E::Literal(l),
        E::Constant(c) => E::Constant(c),
        E::Override(o) => E::Override(o),
        E::ZeroValue(t) => E::ZeroValue(t),
        E::Compose { ty, ref components } => E::Compose {
            ty,
            components: components.iter().map(|&c| m(c)).collect::<Option<_>>()?,
        },
        E::Access { base, index } => E::Access {
            base: m(base)?,
            index: m(index)?,
        },
        E::AccessIndex { base, index } => E::AccessIndex { base: m(base)?, index },
        E::Splat { size, value } => E::Splat { size, value: m(value)? },
        E::Swizzle { size, vector, pattern } => E::Swizzle {
            size,
            vector: m(vector)?,
            pattern,
        },
        E::FunctionArgument(i) => E::FunctionArgument(i),
        E::GlobalVariable(g) => E::GlobalVariable(g),
        E::LocalVariable(l) => E::LocalVariable(l),
        E::Load { pointer } => E::Load { pointer: m(pointer)? },
        E::Unary { op, expr } => E::Unary { op, expr: m(expr)? },
        E::Binary { op, left, right } => E::Binary {
            op,
            left: m(left)?,
            right: m(right)?,
        },
        E::Select {
            condition,
            accept,
            reject,
        } => E::Select {
            condition: m(condition)?,
            accept: m(accept)?,
            reject: m(reject)?,
        },
        E::Relational { fun, argument } => E::Relational {
            fun,
            argument: m(argument)?,
        },
        E::Math {
            fun,
            arg,
            arg1,
            arg2,
            arg3,
        } => {
            let opt = |h| map_optional(m, h);
            E::Math {
                fun,
                arg: m(arg)?,
                arg1: opt(arg1)?,
                arg2: opt(arg2)?,
                arg3: opt(arg3)?,
            }
        }
        E::As { expr, kind, convert } => E::As {
            expr: m(expr)?,
            kind,
            convert,
        },
        E::CallResult(f) => E::CallResult(f),
        E::AtomicResult { ty, comparison } => E::AtomicResult { ty, comparison },
        E::WorkGroupUniformLoadResult { ty } => E::WorkGroupUniformLoadResult { ty },
        E::ArrayLength(x) => E::ArrayLength(m(x)?),
        E::SubgroupBallotResult => E::SubgroupBallotResult,
        E::SubgroupOperationResult { ty } => E::SubgroupOperationResult { ty },
        E::ImageLoad {
            image,
            coordinate,
            array_index,
            sample,
            level,
        } => {
            let opt = |h| map_optional(m, h);
            E::ImageLoad {
                image: m(image)?,
                coordinate: m(coordinate)?,
                array_index: opt(array_index)?,
                sample: opt(sample)?,
                level: opt(level)?,
            }
        }
        E::ImageQuery { image, query } => E::ImageQuery {
            image: m(image)?,
            query: match query {
                naga::ImageQuery::Size { level } => naga::ImageQuery::Size {
                    level: map_optional(m, level)?,
                },
                other => other,
            },
        },
        E::ImageSample {
            image,
            sampler,
            gather,
            coordinate,
            array_index,
            offset,
            level,
            depth_ref,
            clamp_to_edge,
        } => {
            let opt = |h| map_optional(m, h);
            use naga::SampleLevel as L;
            E::ImageSample {
                image: m(image)?,
                sampler: m(sampler)?,
                gather,
                coordinate: m(coordinate)?,
                array_index: opt(array_index)?,
                offset: opt(offset)?,
                level: match level {
                    L::Auto => L::Auto,
                    L::Zero => L::Zero,
                    L::Exact(h) => L::Exact(m(h)?),
                    L::Bias(h) => L::Bias(m(h)?),
                    L::Gradient { x, y } => L::Gradient { x: m(x)?, y: m(y)? },
                },
                depth_ref: opt(depth_ref)?,
                clamp_to_edge,
            }
        }
        E::CooperativeLoad {
            columns,
            rows,
            role,
            ref data,
        } => E::CooperativeLoad {
            columns,
            rows,
            role,
            data: map_cooperative(m, data)?,
        },
        E::CooperativeMultiplyAdd { a, b, c } => E::CooperativeMultiplyAdd {
            a: m(a)?,
            b: m(b)?,
            c: m(c)?,
        },
        _ => return None,
    })
}

/// A fresh copy in `out` of the constant expression `root` of `src` (a local's initializer:
/// literals, constants, compositions and arithmetic of them), to use where the original is not
/// emitted. The copies that need emitting come last and contiguous: the returned range (if any)
/// must be emitted before the copy's handle is used.
pub(crate) fn copy_constant(
    out: &mut naga::Arena<E>,
    src: &naga::Arena<E>,
    root: Handle<E>,
) -> Option<(Handle<E>, Option<naga::Range<E>>)> {
    // Post-order over the expression tree (operands before their users), each node once.
    let mut order: Vec<Handle<E>> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![(root, false)];
    while let Some((h, operands_done)) = stack.pop() {
        if operands_done {
            order.push(h);
            continue;
        }
        if !seen.insert(h) {
            continue;
        }
        stack.push((h, true));
        let operands = std::cell::RefCell::new(Vec::new());
        map_expression(&src[h], &|x| {
            operands.borrow_mut().push(x);
            Some(x)
        })?;
        stack.extend(operands.into_inner().into_iter().map(|x| (x, false)));
    }
    let mut map = std::collections::HashMap::new();
    let (leaves, inner): (Vec<_>, Vec<_>) = order.into_iter().partition(|&h| src[h].needs_pre_emit());
    let mut emitted = None;
    for h in leaves.into_iter().chain(inner) {
        let copied = map_expression(&src[h], &|x| map.get(&x).copied())?;
        let needs_emit = !copied.needs_pre_emit();
        let new = out.append(copied, src.get_span(h));
        if needs_emit {
            emitted = Some(emitted.map_or((new, new), |(first, _)| (first, new)));
        }
        map.insert(h, new);
    }
    Some((map[&root], emitted.map(|(a, b)| naga::Range::new_from_bounds(a, b))))
}

/// How many statements of `block`, nested ones included, satisfy `what` (for the passes' tests).
#[cfg(test)]
pub(crate) fn count_statements(block: &Block, what: &dyn Fn(&S) -> bool) -> usize {
    block
        .iter()
        .map(|s| {
            let nested = match s {
                S::Block(b) => count_statements(b, what),
                S::If { accept, reject, .. } => count_statements(accept, what) + count_statements(reject, what),
                S::Loop { body, continuing, .. } => count_statements(body, what) + count_statements(continuing, what),
                S::Switch { cases, .. } => cases.iter().map(|c| count_statements(&c.body, what)).sum(),
                _ => 0,
            };
            nested + usize::from(what(s))
        })
        .sum()
}
