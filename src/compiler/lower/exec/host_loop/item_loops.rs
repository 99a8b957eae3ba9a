//! Per-work-item loops that run once per workgroup on the host.
//!
//! A loop with no barrier in it is per work-item in WGSL, and the natural way to run it is
//! inside its region's work-item loop: each work-item runs the whole loop, then the next one.
//! But LLVM vectorizes only innermost loops, so there the work-item loop around it stays scalar,
//! and the WGSL loop itself rarely vectorizes (a float sum may not be reordered). A GPU runs the
//! loop the other way: all work-items step through it together, a SIMD lane each. The CPU device
//! does the same for the loops chosen here: the loop runs once per workgroup, lowered exactly
//! like a loop that holds a barrier, and its body is split into regions (work-item loops), so
//! every step is vectorized across work-items.
//!
//! A loop is chosen when every test that decides whether it goes on (its `break if`, and the
//! condition or selector of every `if` and `switch` in it that holds a `break` or `continue`
//! leaving it) is a workgroup-uniform value the host computes once (`uniform_values`): a `k`
//! loop up to a size from a uniform buffer, whose counter is then one per workgroup, so that
//! `a[row * n + k]` stays affine in the work-item index. Work-items that returned before or
//! inside it are skipped by its regions, as in any loop holding a barrier.
//!
//! Left per work-item: loops whose exits differ per work-item (a grid-stride loop up to `n`:
//! run under a per-work-item mask, its counter would be a per-work-item array and every load
//! through it a gather; tried on `shaders/reduce_sum.wgsl`: 7.8 GB/s masked against 10.1 per
//! work-item), loops in a workgroup smaller than one SIMD width (nothing to vectorize across),
//! loops nested in per-work-item control flow (an `if` on the work-item index guards serial
//! work), and loops with a fixed trip count up to 64 (register tiles: LLVM unrolls the short
//! ones inside the work-item loop, keeping it innermost and their values in registers).

use std::collections::HashSet;

use naga::{Expression as E, Statement as S};

use super::uniform::escapes;
use super::ExprH;
use crate::compiler::uniformity::all_statements;

/// A loop whose exit tests compare only constants and locals against literals no larger than
/// this stays per work-item. Such fixed loops are register tiles that GPUs unroll: LLVM unrolls
/// the short ones inside the work-item loop, and the longer ones read their tiles with strides
/// across work-items, which stepping turns into gathers (the f16 attention kernel's 32- and
/// 64-step tile loops on the CPU device, stepped: 5–8 % slower).
const FIXED_TRIP_COUNT: u64 = 64;

/// The loops of `func` that could run once per workgroup: every loop that does not synchronise
/// (`synchronises`: those run once per workgroup anyway) and has no fixed trip count up to
/// [`FIXED_TRIP_COUNT`], in a workgroup of at least one SIMD width. Which of them do is decided with the
/// uniform values ([`retain_uniform_exits`]).
pub(super) fn candidates(
    ir: &naga::Module,
    func: &naga::Function,
    workgroup: u32,
    synchronises: &dyn Fn(&S) -> bool,
) -> HashSet<*const S> {
    if workgroup < super::HOST_SUBGROUP_SIZE {
        return HashSet::new();
    }
    all_statements(&func.body)
        .filter(|s| matches!(s, S::Loop { .. }) && !fixed_trip(ir, func, s) && !synchronises(s))
        .map(|s| s as *const S)
        .collect()
}

/// Keeps the loops whose every exit test is in `uniform` and whose nested loops all run once
/// per workgroup too (or have a fixed trip count): a loop left per work-item inside keeps the
/// region around it scalar, and stepping the outer loop for the workgroup then only adds work
/// (the direct convolution's channel loop around its per-work-item `ky` loop, whose `continue`
/// at the image's edge differs per work-item: 188 → 253–265 ms for a 64-channel 64² image).
/// True when it kept them all.
pub(super) fn retain_uniform_exits(
    ir: &naga::Module,
    func: &naga::Function,
    loops: &mut HashSet<*const S>,
    uniform: &HashSet<ExprH>,
) -> bool {
    let before = loops.len();
    let chosen = loops.clone();
    loops.retain(|&s| {
        // SAFETY: the pointers were taken from the statements of the function being lowered,
        // which outlives this analysis and is not modified during it.
        let s = unsafe { &*s };
        let S::Loop {
            ref body,
            ref continuing,
            ..
        } = *s
        else {
            return false;
        };
        loop_tests(s).iter().all(|t| uniform.contains(t))
            && all_statements(body)
                .chain(all_statements(continuing))
                .filter(|l| matches!(l, S::Loop { .. }))
                .all(|l| chosen.contains(&(l as *const S)) || fixed_trip(ir, func, l))
    });
    loops.len() == before
}

/// True for a loop with a fixed trip count up to [`FIXED_TRIP_COUNT`].
fn fixed_trip(ir: &naga::Module, func: &naga::Function, s: &S) -> bool {
    let tests = loop_tests(s);
    !tests.is_empty() && tests.iter().all(|&t| small_constant_bound(ir, func, t))
}

/// The tests that decide whether the loop `s` goes on.
fn loop_tests(s: &S) -> Vec<ExprH> {
    let mut tests = Vec::new();
    if let S::Loop {
        ref body,
        ref continuing,
        break_if,
    } = *s
    {
        tests.extend(break_if);
        exit_tests(body, false, &mut tests);
        exit_tests(continuing, false, &mut tests);
    }
    tests
}

/// The conditions (of `if`s and `switch`es) that decide whether a `break` or `continue` leaves
/// the loop whose body `block` belongs to. Nested loops catch their own; `in_switch`: a `break`
/// here ends a switch, not the loop.
fn exit_tests(block: &naga::Block, in_switch: bool, out: &mut Vec<ExprH>) {
    for s in block.iter() {
        match *s {
            S::Block(ref b) => exit_tests(b, in_switch, out),
            S::If {
                condition,
                ref accept,
                ref reject,
            } => {
                if escapes(s, false, in_switch) {
                    out.push(condition);
                }
                exit_tests(accept, in_switch, out);
                exit_tests(reject, in_switch, out);
            }
            S::Switch { selector, ref cases } => {
                if escapes(s, false, in_switch) {
                    out.push(selector);
                }
                for c in cases {
                    exit_tests(&c.body, true, out);
                }
            }
            _ => {}
        }
    }
}

/// True when `e` is built from literals, constants and locals only, and its literals are no
/// larger than [`FIXED_TRIP_COUNT`]: `k < 4u` for a counter `k` (a small, fixed trip count).
fn small_constant_bound(ir: &naga::Module, func: &naga::Function, e: ExprH) -> bool {
    let small = |l: &naga::Literal| literal_magnitude(l).is_some_and(|m| m <= FIXED_TRIP_COUNT);
    match func.expressions[e] {
        E::Literal(ref l) => small(l),
        E::Constant(c) => match ir.global_expressions[ir.constants[c].init] {
            E::Literal(ref l) => small(l),
            _ => false,
        },
        E::ZeroValue(_) | E::LocalVariable(_) => true,
        E::Load { pointer } => matches!(func.expressions[pointer], E::LocalVariable(_)),
        E::Binary { left, right, .. } => small_constant_bound(ir, func, left) && small_constant_bound(ir, func, right),
        E::Unary { expr, .. } | E::As { expr, .. } => small_constant_bound(ir, func, expr),
        _ => false,
    }
}

fn literal_magnitude(l: &naga::Literal) -> Option<u64> {
    use naga::Literal as L;
    match *l {
        L::U32(v) => Some(v as u64),
        L::I32(v) => Some(v.unsigned_abs() as u64),
        L::U64(v) => Some(v),
        L::I64(v) => Some(v.unsigned_abs()),
        L::AbstractInt(v) => Some(v.unsigned_abs()),
        L::Bool(_) => Some(0),
        _ => None,
    }
}
