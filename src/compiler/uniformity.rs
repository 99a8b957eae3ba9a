//! Barriers must sit in workgroup-uniform control flow (WGSL's uniformity rules). naga 30 records
//! that requirement but does not check it, and both the CPU device (which splits the kernel at
//! its barriers) and GPUs (which hang or race) depend on it, so the front end checks it here.
//!
//! The analysis is a taint analysis: a value is *non-uniform* when it depends on a per-invocation
//! built-in (local/global invocation id or index, subgroup invocation id), an atomic's result, a
//! subgroup operation's result or a load from memory other invocations may be writing
//! (`var<workgroup>` and `var<storage, read_write>`: `workgroupUniformLoad` is the uniform way to
//! read those) — through expressions, local variables, calls and control flow.
//! A `workgroupBarrier`, `storageBarrier`, `workgroupUniformLoad` or subgroup operation whose
//! execution depends on a non-uniform value is rejected with its position.
//!
//! The host execution model reuses the taint through [`tainted_expressions`] (which `break`s are
//! per work-item). Its other analysis, `lower/exec/host_loop/uniform_values.rs`, answers a
//! different question: which values and locals the CPU device can compute once per workgroup,
//! outside its work-item loops (a stronger property, tied to where the host splits the kernel).

use std::collections::HashSet;

use naga::{BuiltIn, Expression as E, Handle, Statement as S};

use crate::error::{GpuError, Result};

type ExprH = Handle<naga::Expression>;
type LocalH = Handle<naga::LocalVariable>;

struct Taint<'a> {
    module: &'a naga::Module,
    func: &'a naga::Function,
    /// `Some(w)`: the question is uniformity within each wave of `w` consecutive invocations
    /// (by `local_invocation_index`), not within the workgroup (see [`wave_uniform`]).
    wave: Option<u32>,
    globals: &'a naga::Arena<naga::GlobalVariable>,
    types: &'a naga::UniqueArena<naga::Type>,
    exprs: HashSet<ExprH>,
    locals: HashSet<LocalH>,
}

/// Expressions of `func` whose value may differ between the invocations of a workgroup.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn tainted_expressions(module: &naga::Module, func: &naga::Function) -> HashSet<ExprH> {
    Taint::solve(module, func, None).exprs
}

/// Checks `func` (an entry point) and returns an `InvalidWgsl` error naming the first barrier in
/// non-uniform control flow.
pub(crate) fn check_barriers(module: &naga::Module, func: &naga::Function, source: &str, file: &str) -> Result<()> {
    let mut t = Taint::solve(module, func, None);
    // With the `subgroup_uniformity` diagnostic off, subgroup operations may diverge (they act
    // on the invocations that reach them together); barriers never may.
    let subgroups_may_diverge = subgroup_uniformity_relaxed(module, func);
    let mut bad: Option<(naga::Span, &'static str)> = None;
    let mut diverged = false;
    t.walk(&func.body, false, &mut diverged, &mut |s, span| {
        let what = match s {
            S::ControlBarrier(b) if b.contains(naga::Barrier::STORAGE) && !b.contains(naga::Barrier::WORK_GROUP) => {
                "storageBarrier"
            }
            S::ControlBarrier(_) => "workgroupBarrier",
            S::WorkGroupUniformLoad { .. } => "workgroupUniformLoad",
            // WGSL's `subgroup_uniformity` diagnostic is an error by default.
            S::SubgroupBallot { .. } | S::SubgroupGather { .. } | S::SubgroupCollectiveOperation { .. }
                if !subgroups_may_diverge =>
            {
                "a subgroup operation"
            }
            // Cooperative operations act for the whole subgroup at once. naga checks this for
            // the expressions (its COOP_OPS requirement), not for the store statement.
            S::CooperativeStore { .. } => "coopStore",
            _ => return,
        };
        bad.get_or_insert((span, what));
    });
    let Some((span, what)) = bad else {
        return Ok(());
    };
    let (loc, line_text) = crate::compiler::describe::source_line(source, span);
    // Underline the call itself, on its first line.
    let start = (loc.line_position as usize).saturating_sub(1);
    let width = (loc.length as usize).clamp(1, line_text.len().saturating_sub(start).max(1));
    let number = format!("{:>3}", loc.line_number);
    let underline = format!(
        "{} │ {}{}",
        " ".repeat(number.len()),
        " ".repeat(start),
        "^".repeat(width)
    );
    Err(GpuError::InvalidWgsl {
        file: file.to_string(),
        line: loc.line_number,
        column: loc.line_position,
        message: format!(
            "error: {what} must only be called from uniform control flow\n  ┌─ {file}:{}:{}\n  │\n{number} │ {line_text}\n{underline}\n  │\n  = note: whether this point is reached depends on a value that may differ between the invocations of a workgroup; every invocation must reach the same barriers. Such values are: the invocation ids (local_invocation_id/index, global_invocation_id, subgroup_invocation_id); loads from memory that other invocations may be writing, that is var<workgroup> and var<storage, read_write> (read shared values with workgroupUniformLoad instead); the results of atomics and of subgroup operations; and anything computed from these, including through local variables, helper functions and earlier branches or loops",
            loc.line_number, loc.line_position
        ),
    })
}

/// The expressions of `func` (an entry point that passed [`check_barriers`]) whose type is a
/// cooperative matrix, when every cooperative operation's operands are the same for all
/// invocations of a workgroup (`wave` = `None`), or for all invocations of each wave of `w`
/// consecutive invocations (`Some(w)`); `None` when some are not (or there are none).
///
/// Then the invocations of a group compute the same matrices, so they may be computed once for
/// the group: once per workgroup on the CPU device, or as one tensor-core operation spread over
/// a wave's lanes on a GPU. Otherwise each invocation computes its own.
/// Every expression emitted together with a cooperative one must be uniform too, so that the
/// whole emitted range can be evaluated once.
///
/// Within a wave, two more values are uniform: `subgroup_id` (a GPU's subgroup is its wave)
/// and `local_invocation_index / d` (or `>> s`) for a constant `d` that is a multiple of `w`
/// (GPUs form waves of consecutive local invocation indices), so a kernel can give each wave a
/// tile of its own, `let warp = local_invocation_index / 32u;`, as its tensor-core kernels do.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn uniform_cooperative_expressions(
    module: &naga::Module,
    func: &naga::Function,
    info: &naga::valid::FunctionInfo,
    wave: Option<u32>,
) -> Option<HashSet<ExprH>> {
    let cooperative: HashSet<ExprH> = func
        .expressions
        .iter()
        .map(|(h, _)| h)
        .filter(|&h| {
            matches!(
                info[h].ty.inner_with(&module.types),
                naga::TypeInner::CooperativeMatrix { .. }
            )
        })
        .collect();
    if cooperative.is_empty() {
        return None;
    }
    let t = Taint::solve(module, func, wave);
    let stores_uniform = all_statements(&func.body).all(|s| match *s {
        S::CooperativeStore { target, ref data } => {
            ![target, data.pointer, data.stride].iter().any(|e| t.exprs.contains(e))
        }
        S::Emit(ref r) => !r.clone().any(|e| cooperative.contains(&e)) || !r.clone().any(|e| t.exprs.contains(&e)),
        _ => true,
    });
    // A matrix passed to or returned from a helper function is computed there, per invocation.
    let whole = !cooperative
        .iter()
        .any(|&e| matches!(func.expressions[e], E::CallResult(_) | E::FunctionArgument(_)));
    (stores_uniform && whole && !cooperative.iter().any(|e| t.exprs.contains(e))).then_some(cooperative)
}

/// Every statement of `block`, nested ones included, in order.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn all_statements(block: &naga::Block) -> impl Iterator<Item = &S> {
    let mut out = Vec::new();
    fn visit<'b>(block: &'b naga::Block, out: &mut Vec<&'b S>) {
        for s in block.iter() {
            out.push(s);
            match *s {
                S::Block(ref b) => visit(b, out),
                S::If {
                    ref accept, ref reject, ..
                } => {
                    visit(accept, out);
                    visit(reject, out);
                }
                S::Switch { ref cases, .. } => cases.iter().for_each(|c| visit(&c.body, out)),
                S::Loop {
                    ref body,
                    ref continuing,
                    ..
                } => {
                    visit(body, out);
                    visit(continuing, out);
                }
                _ => {}
            }
        }
    }
    visit(block, &mut out);
    out.into_iter()
}

/// Whether the kernel lowers WGSL's `subgroup_uniformity` diagnostic from an error
/// (`diagnostic(off, subgroup_uniformity);` or `@diagnostic(...)` on the entry point). naga keeps
/// the rule as an unknown one; the innermost filter naming it decides.
pub(crate) fn subgroup_uniformity_relaxed(module: &naga::Module, func: &naga::Function) -> bool {
    use naga::diagnostic_filter::{FilterableTriggeringRule as Rule, Severity};
    let mut node = func.diagnostic_filter_leaf.or(module.diagnostic_filter_leaf);
    while let Some(h) = node {
        let n = &module.diagnostic_filters[h];
        if matches!(&n.inner.triggering_rule, Rule::Unknown(name) if &**name == "subgroup_uniformity") {
            return n.inner.new_severity != Severity::Error;
        }
        node = n.parent;
    }
    false
}

impl<'a> Taint<'a> {
    /// Taints expressions and locals until nothing changes.
    fn solve(module: &'a naga::Module, func: &'a naga::Function, wave: Option<u32>) -> Self {
        let mut t = Taint {
            module,
            func,
            wave,
            globals: &module.global_variables,
            types: &module.types,
            exprs: HashSet::new(),
            locals: HashSet::new(),
        };
        loop {
            t.exprs = t.tainted_exprs();
            let before = t.locals.len();
            let mut diverged = false;
            t.walk(&func.body, false, &mut diverged, &mut |_, _| {});
            if t.locals.len() == before {
                return t;
            }
        }
    }

    fn root_local(&self, mut e: ExprH) -> Option<LocalH> {
        loop {
            match self.func.expressions[e] {
                E::LocalVariable(l) => return Some(l),
                E::Access { base, .. } | E::AccessIndex { base, .. } => e = base,
                _ => return None,
            }
        }
    }

    /// Whether `pointer` points into memory other invocations may write while this one reads.
    fn shared_writable(&self, mut pointer: ExprH) -> bool {
        loop {
            match self.func.expressions[pointer] {
                E::GlobalVariable(g) => {
                    return match self.globals[g].space {
                        naga::AddressSpace::WorkGroup => true,
                        naga::AddressSpace::Storage { access } => access.contains(naga::StorageAccess::STORE),
                        _ => false,
                    }
                }
                E::Access { base, .. } | E::AccessIndex { base, .. } => pointer = base,
                _ => return false,
            }
        }
    }

    /// Whether `left op right` is `local_invocation_index / d` or `>> s` with a constant `d` (or
    /// `2^s`) that is a multiple of the wave size: the index of a group of whole waves.
    fn wave_quotient(&self, op: naga::BinaryOperator, left: ExprH, right: ExprH) -> bool {
        let Some(wave) = self.wave else { return false };
        let E::FunctionArgument(i) = self.func.expressions[left] else {
            return false;
        };
        if !matches!(
            self.func.arguments[i as usize].binding,
            Some(naga::Binding::BuiltIn(BuiltIn::LocalInvocationIndex))
        ) {
            return false;
        }
        let divisor = match (op, self.constant_u32(right)) {
            (naga::BinaryOperator::Divide, Some(d)) => u64::from(d),
            (naga::BinaryOperator::ShiftRight, Some(s)) if s < 32 => 1u64 << s,
            _ => return false,
        };
        divisor > 0 && divisor % u64::from(wave) == 0
    }

    /// The value of a `u32` literal or constant.
    fn constant_u32(&self, e: ExprH) -> Option<u32> {
        let literal = |l: &naga::Literal| match *l {
            naga::Literal::U32(v) => Some(v),
            naga::Literal::AbstractInt(v) => u32::try_from(v).ok(),
            _ => None,
        };
        match self.func.expressions[e] {
            E::Literal(ref l) => literal(l),
            E::Constant(c) => match self.module.global_expressions[self.module.constants[c].init] {
                E::Literal(ref l) => literal(l),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether `image` names a storage texture the kernel may write.
    fn writable_texture(&self, image: ExprH) -> bool {
        let E::GlobalVariable(g) = self.func.expressions[image] else {
            return true;
        };
        matches!(
            self.types[self.globals[g].ty].inner,
            naga::TypeInner::Image {
                class: naga::ImageClass::Storage { access, .. },
                ..
            } if access.contains(naga::StorageAccess::STORE)
        )
    }

    fn tainted_exprs(&self) -> HashSet<ExprH> {
        let f = self.func;
        let mut call_args: Vec<(ExprH, Vec<ExprH>)> = Vec::new();
        collect_calls(&f.body, &mut call_args);
        let mut t: HashSet<ExprH> = HashSet::new();
        loop {
            let before = t.len();
            for (h, e) in f.expressions.iter() {
                if t.contains(&h) {
                    continue;
                }
                let any = |hs: &[ExprH]| hs.iter().any(|x| t.contains(x));
                let yes = match *e {
                    E::FunctionArgument(i) => {
                        let arg = &f.arguments[i as usize];
                        let subgroup = matches!(arg.binding, Some(naga::Binding::BuiltIn(BuiltIn::SubgroupId)));
                        arg_is_per_invocation(arg) && !(subgroup && self.wave.is_some())
                    }
                    E::Binary { op, left, right } if self.wave_quotient(op, left, right) => false,
                    E::AtomicResult { .. } | E::SubgroupBallotResult | E::SubgroupOperationResult { .. } => true,
                    E::CallResult(_) => call_args.iter().any(|(r, args)| *r == h && any(args)),
                    E::LocalVariable(l) => self.locals.contains(&l),
                    E::Load { pointer } => t.contains(&pointer) || self.shared_writable(pointer),
                    E::Compose { ref components, .. } => any(components),
                    E::Access { base, index } => any(&[base, index]),
                    E::AccessIndex { base, .. } | E::Splat { value: base, .. } | E::Swizzle { vector: base, .. } => {
                        t.contains(&base)
                    }
                    E::Unary { expr, .. }
                    | E::As { expr, .. }
                    | E::Relational { argument: expr, .. }
                    | E::ArrayLength(expr) => t.contains(&expr),
                    E::Binary { left, right, .. } => any(&[left, right]),
                    // A texel read is as uniform as where it reads, unless the kernel may write
                    // the texture (another work-item may have changed it).
                    E::ImageLoad {
                        image,
                        coordinate,
                        array_index,
                        sample,
                        level,
                    } => {
                        let operands = [Some(coordinate), array_index, sample, level];
                        operands.iter().flatten().any(|x| t.contains(x)) || self.writable_texture(image)
                    }
                    E::ImageSample {
                        coordinate,
                        array_index,
                        level,
                        depth_ref,
                        ..
                    } => {
                        let (level, gradient) = match level {
                            naga::SampleLevel::Exact(l) | naga::SampleLevel::Bias(l) => (Some(l), None),
                            naga::SampleLevel::Gradient { x, y } => (Some(x), Some(y)),
                            naga::SampleLevel::Auto | naga::SampleLevel::Zero => (None, None),
                        };
                        [Some(coordinate), array_index, level, gradient, depth_ref]
                            .iter()
                            .flatten()
                            .any(|x| t.contains(x))
                    }
                    E::ImageQuery {
                        query: naga::ImageQuery::Size { level: Some(l) },
                        ..
                    } => t.contains(&l),
                    E::Select {
                        condition,
                        accept,
                        reject,
                    } => any(&[condition, accept, reject]),
                    E::Math {
                        arg, arg1, arg2, arg3, ..
                    } => t.contains(&arg) || [arg1, arg2, arg3].iter().flatten().any(|x| t.contains(x)),
                    // A cooperative load is collective: it differs only where its operands do.
                    E::CooperativeLoad { ref data, .. } => any(&[data.pointer, data.stride]),
                    E::CooperativeMultiplyAdd { a, b, c } => any(&[a, b, c]),
                    _ => false,
                };
                if yes {
                    t.insert(h);
                }
            }
            if t.len() == before {
                return t;
            }
        }
    }

    /// Walks `block`; `cf` = control flow here is non-uniform. Taints locals written under
    /// non-uniform control flow or with non-uniform values, and calls `visit` on every statement
    /// reached under non-uniform control flow.
    fn walk(&mut self, block: &naga::Block, cf: bool, diverged: &mut bool, visit: &mut dyn FnMut(&S, naga::Span)) {
        // After a `break`/`continue` under a non-uniform condition, the rest of this block runs
        // for only some invocations.
        let mut split = false;
        for (s, &span) in block.span_iter() {
            let cf = cf || *diverged || split;
            if cf {
                visit(s, span);
            }
            match *s {
                S::Store { pointer, value } => {
                    if let Some(l) = self.root_local(pointer) {
                        if cf || self.exprs.contains(&value) || self.exprs.contains(&pointer) {
                            self.locals.insert(l);
                        }
                    }
                }
                S::Call { ref arguments, .. } => {
                    let tainted_args = arguments.iter().any(|a| self.exprs.contains(a));
                    for &a in arguments {
                        if let Some(l) = self.root_local(a) {
                            if cf || tainted_args {
                                self.locals.insert(l);
                            }
                        }
                    }
                }
                S::Block(ref b) => self.walk(b, cf, diverged, visit),
                S::If {
                    condition,
                    ref accept,
                    ref reject,
                } => {
                    let varies = self.exprs.contains(&condition);
                    let inner = cf || varies;
                    self.walk(accept, inner, diverged, visit);
                    self.walk(reject, inner, diverged, visit);
                    split |= varies && (has_exit(accept) || has_exit(reject));
                }
                S::Switch { selector, ref cases } => {
                    let varies = self.exprs.contains(&selector);
                    let inner = cf || varies;
                    for c in cases {
                        self.walk(&c.body, inner, diverged, visit);
                    }
                    split |= varies && cases.iter().any(|c| has_continue(&c.body));
                }
                S::Loop {
                    ref body,
                    ref continuing,
                    break_if,
                } => {
                    // A loop whose exits depend on non-uniform values runs its body a
                    // non-uniform number of times.
                    let exits_vary = break_if.is_some_and(|b| self.exprs.contains(&b)) || self.exits_vary(body);
                    let inner = cf || exits_vary;
                    self.walk(body, inner, diverged, visit);
                    self.walk(continuing, inner, diverged, visit);
                }
                S::Return { .. } if cf => *diverged = true,
                _ => {}
            }
        }
    }

    /// True when a `break`/`continue`/`return` inside `block` (not in a nested loop) is guarded
    /// by a non-uniform condition.
    fn exits_vary(&self, block: &naga::Block) -> bool {
        block.iter().any(|s| match *s {
            S::If {
                condition,
                ref accept,
                ref reject,
            } => {
                (self.exprs.contains(&condition) && (has_exit(accept) || has_exit(reject)))
                    || self.exits_vary(accept)
                    || self.exits_vary(reject)
            }
            S::Switch { selector, ref cases } => {
                (self.exprs.contains(&selector) && cases.iter().any(|c| has_exit(&c.body)))
                    || cases.iter().any(|c| self.exits_vary(&c.body))
            }
            S::Block(ref b) => self.exits_vary(b),
            _ => false,
        })
    }
}

/// A `break`, `continue` or `return` leaving `b` (not caught by a loop inside it).
fn has_exit(b: &naga::Block) -> bool {
    b.iter().any(|s| match *s {
        S::Break | S::Continue | S::Return { .. } => true,
        S::Block(ref b) => has_exit(b),
        S::If {
            ref accept, ref reject, ..
        } => has_exit(accept) || has_exit(reject),
        S::Switch { ref cases, .. } => cases.iter().any(|c| has_exit(&c.body)),
        _ => false,
    })
}

/// A `continue` or `return` leaving a switch body (a `break` there only ends the switch).
fn has_continue(b: &naga::Block) -> bool {
    b.iter().any(|s| match *s {
        S::Continue | S::Return { .. } => true,
        S::Block(ref b) => has_continue(b),
        S::If {
            ref accept, ref reject, ..
        } => has_continue(accept) || has_continue(reject),
        S::Switch { ref cases, .. } => cases.iter().any(|c| has_continue(&c.body)),
        _ => false,
    })
}

fn collect_calls(block: &naga::Block, out: &mut Vec<(ExprH, Vec<ExprH>)>) {
    for s in block.iter() {
        match *s {
            S::Call {
                result: Some(r),
                ref arguments,
                ..
            } => out.push((r, arguments.clone())),
            S::Block(ref b) => collect_calls(b, out),
            S::If {
                ref accept, ref reject, ..
            } => {
                collect_calls(accept, out);
                collect_calls(reject, out);
            }
            S::Switch { ref cases, .. } => cases.iter().for_each(|c| collect_calls(&c.body, out)),
            S::Loop {
                ref body,
                ref continuing,
                ..
            } => {
                collect_calls(body, out);
                collect_calls(continuing, out);
            }
            _ => {}
        }
    }
}

fn per_invocation(b: &naga::Binding) -> bool {
    matches!(
        b,
        naga::Binding::BuiltIn(
            BuiltIn::LocalInvocationId
                | BuiltIn::LocalInvocationIndex
                | BuiltIn::GlobalInvocationId
                | BuiltIn::SubgroupInvocationId
                | BuiltIn::SubgroupId
        )
    )
}

fn arg_is_per_invocation(a: &naga::FunctionArgument) -> bool {
    a.binding.as_ref().is_none_or(per_invocation)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(src: &str) -> Result<()> {
        let m = naga::front::wgsl::parse_str(src).unwrap();
        check_barriers(&m, &m.entry_points[0].function, src, "t.wgsl")
    }

    /// Which cooperative kernels are uniform per wave of `wave` work-items, by how their
    /// matrices' offsets derive from the invocation index.
    #[test]
    fn wave_quotients_and_subgroup_ids_are_uniform_within_a_wave() {
        let kernel = |offset: &str| {
            format!(
                "enable f16;
enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(128)
fn main(@builtin(local_invocation_index) t: u32, @builtin(subgroup_id) sg: u32) {{
    let w = {offset};
    let m = coopLoad<coop_mat16x16<f32, C>>(&o[w * 256u]);
    coopStore(m, &o[w * 256u]);
}}"
            )
        };
        let uniform = |offset: &str, wave: Option<u32>| {
            let src = kernel(offset);
            let module = naga::front::wgsl::parse_str(&src).unwrap();
            let info =
                naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
                    .validate(&module)
                    .unwrap();
            let func = &module.entry_points[0].function;
            uniform_cooperative_expressions(&module, func, info.get_entry_point(0), wave).is_some()
        };
        for (offset, wave, want) in [
            ("t / 32u", Some(32), true),
            ("t / 64u", Some(32), true),
            ("t >> 5u", Some(32), true),
            ("t / 32u % 2u", Some(32), true),
            ("sg", Some(32), true),
            ("t / 32u", Some(64), false),
            ("t / 16u", Some(32), false),
            ("t % 32u", Some(32), false),
            ("t / 32u", None, false),
            ("sg", None, false),
            ("0u", None, true),
        ] {
            assert_eq!(uniform(offset, wave), want, "{offset} with waves of {wave:?}");
        }
    }

    #[test]
    fn uniform_loops_and_branches_pass() {
        check(
            "var<workgroup> t: array<u32, 64>;
@group(0) @binding(0) var<uniform> n: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wg: vec3<u32>) {
    for (var s = 32u; s > 0u; s >>= 1u) { if lid < s { t[lid] += t[lid + s]; } workgroupBarrier(); }
    if n > wg.x { workgroupBarrier(); }
    var k = n * 2u;
    loop { if k == 0u { break; } k -= 1u; storageBarrier(); }
}",
        )
        .unwrap();
    }

    #[test]
    fn barrier_under_invocation_dependent_branch_is_rejected() {
        let e = check(
            "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    var x = lid * 2u;
    if x > 5u {
        workgroupBarrier();
    }
}",
        )
        .unwrap_err();
        match e {
            GpuError::InvalidWgsl { line, message, .. } => {
                assert_eq!(line, 4);
                assert!(message.contains("uniform control flow"), "{message}");
                // The call is underlined, and the note names every kind of source, loads from
                // read_write storage among them.
                assert!(message.contains("\n    │         ^^^^^^^^^^^^^^^^\n"), "{message}");
                assert!(message.contains("var<storage, read_write>"), "{message}");
                assert!(message.contains("workgroupUniformLoad"), "{message}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn loads_from_memory_others_write_are_not_uniform() {
        let flag = "var<workgroup> flag: u32;\n@group(0) @binding(0) var<storage, read_write> rw: array<u32>;\n@group(0) @binding(1) var<storage, read> ro: array<u32>;\n";
        let run = |body: &str| check(&format!("{flag}@compute @workgroup_size(64) fn main() {{ {body} }}"));
        assert!(run("if flag != 0u { workgroupBarrier(); }").is_err());
        assert!(run("if rw[0] != 0u { workgroupBarrier(); }").is_err());
        assert!(run("let n = rw[1]; for (var i = 0u; i < n; i++) { storageBarrier(); }").is_err());
        // Read-only storage is uniform, and workgroupUniformLoad is the uniform way to read `flag`.
        run("if ro[0] != 0u { workgroupBarrier(); }").unwrap();
        run("if workgroupUniformLoad(&flag) != 0u { workgroupBarrier(); }").unwrap();
    }

    /// A sample is as uniform as every operand it reads: the depth reference of a comparison
    /// and the gradients of textureSampleGrad too.
    #[test]
    fn samples_with_invocation_dependent_operands_are_not_uniform() {
        let decls = "@group(0) @binding(0) var d: texture_depth_2d;\n@group(0) @binding(1) var sc: sampler_comparison;\n@group(0) @binding(2) var t: texture_2d<f32>;\n@group(0) @binding(3) var s: sampler;\n";
        let run = |cond: &str| {
            check(&format!(
                "{decls}@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {{ let x = f32(i); if {cond} {{ workgroupBarrier(); }} }}"
            ))
        };
        assert!(run("textureSampleCompareLevel(d, sc, vec2f(0.5), x) > 0.5").is_err());
        assert!(run("textureGatherCompare(d, sc, vec2f(0.5), x).x > 0.5").is_err());
        assert!(run("textureSampleGrad(t, s, vec2f(0.5), vec2f(x, 0.0), vec2f(0.0)).x > 0.5").is_err());
        assert!(run("textureSampleGrad(t, s, vec2f(0.5), vec2f(0.0), vec2f(0.0, x)).x > 0.5").is_err());
        run("textureSampleCompareLevel(d, sc, vec2f(0.5), 0.25) > 0.5").unwrap();
        run("textureSampleGrad(t, s, vec2f(0.5), vec2f(0.1, 0.0), vec2f(0.0, 0.1)).x > 0.5").unwrap();
    }

    #[test]
    fn barrier_after_non_uniform_return_or_loop_exit_is_rejected() {
        assert!(check("@compute @workgroup_size(64) fn main(@builtin(local_invocation_id) l: vec3<u32>) { if l.x == 0u { return; } workgroupBarrier(); }").is_err());
        assert!(check("@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { for (var i = 0u; i < g.x; i++) { workgroupBarrier(); } }").is_err());
    }
}
