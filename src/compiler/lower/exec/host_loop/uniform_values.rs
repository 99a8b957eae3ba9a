//! Workgroup-uniform values of the entry point, for the host execution model.
//!
//! A value that is the same for every work-item of a workgroup (a loop counter stepping through
//! tiles, a size read from a uniform buffer) need not be kept per work-item nor computed inside a
//! work-item loop. This finds:
//! - *hoisted locals*: locals written only by whole-variable stores of uniform values, at
//!   statement positions that run once per workgroup (outside every work-item loop). They get one
//!   copy per workgroup, and their stores run once;
//! - *uniform expressions*: computed from constants, per-workgroup built-ins, read-only buffers,
//!   hoisted locals and `workgroupUniformLoad` results only.
//!
//! naga's own uniformity analysis treats every local variable as non-uniform, which is too weak
//! for this (and a different question: it serves validation).
//!
//! Nor is it `compiler::uniformity` (the front end's check that barriers and subgroup operations
//! sit in uniform control flow). That one is a taint analysis: which values *may differ* between
//! invocations, whatever the execution model. This one asks which values the host model can
//! *compute once, outside the work-item loops*: a local counts only if every write to it is a
//! whole-variable store at a statement position that runs once per workgroup (a property of how
//! the host splits the kernel, given by the `Classify` callback), and a load only if no work-item
//! of the same region can write what it reads. A local the taint analysis finds uniform may still
//! be written inside a work-item loop, so neither result can be derived from the other. (The host
//! model uses the taint analysis too, for its own question: `tainted_expressions` tells which
//! `break`s out of a uniform switch depend on the work-item; see `uniform.rs`.)

use std::collections::HashSet;

use naga::{BuiltIn, Expression as E, Handle, Statement as S};

type ExprH = Handle<naga::Expression>;
type LocalH = Handle<naga::LocalVariable>;

#[derive(Default, Debug)]
pub(super) struct UniformInfo {
    pub exprs: HashSet<ExprH>,
    pub hoisted: HashSet<LocalH>,
}

/// Whether a statement runs once per workgroup on the host (it synchronises, or leaves a loop
/// that does): the caller's classification, passed in so both always agree.
pub(super) trait Classify {
    fn runs_uniformly(&self, s: &S) -> bool;
}

/// `masking`: the entry point runs its synchronising `if`s, `switch`es and loops under a
/// per-work-item mask (subgroup operations may diverge), so stores inside them may run for some
/// work-items only and nothing inside them is hoisted.
/// `cooperative`: cooperative-matrix expressions computed once per workgroup (see `uniform.rs`).
pub(super) fn analyze(
    ir: &naga::Module,
    func: &naga::Function,
    classify: &dyn Classify,
    masking: bool,
    cooperative: &HashSet<ExprH>,
) -> UniformInfo {
    let mut candidates: HashSet<LocalH> = func.local_variables.iter().map(|(h, _)| h).collect();
    let mut uniform_stores: Vec<(LocalH, ExprH)> = Vec::new();
    let mut walker = Walk {
        func,
        classify,
        masking,
        candidates: &mut candidates,
        stores: &mut uniform_stores,
    };
    walker.block(&func.body, true);
    loop {
        let exprs = uniform_exprs(ir, func, &candidates, cooperative);
        let before = candidates.len();
        for &(l, value) in &uniform_stores {
            if !exprs.contains(&value) {
                candidates.remove(&l);
            }
        }
        if candidates.len() == before {
            return UniformInfo {
                exprs,
                hoisted: candidates,
            };
        }
    }
}

/// The local a pointer expression points into, if any.
fn root_local(func: &naga::Function, mut e: ExprH) -> Option<LocalH> {
    loop {
        match func.expressions[e] {
            E::LocalVariable(l) => return Some(l),
            E::Access { base, .. } | E::AccessIndex { base, .. } => e = base,
            _ => return None,
        }
    }
}

struct Walk<'w> {
    func: &'w naga::Function,
    classify: &'w dyn Classify,
    masking: bool,
    candidates: &'w mut HashSet<LocalH>,
    stores: &'w mut Vec<(LocalH, ExprH)>,
}

impl Walk<'_> {
    fn block(&mut self, block: &naga::Block, uniform_level: bool) {
        let func = self.func;
        for s in block.iter() {
            let container = uniform_level && self.classify.runs_uniformly(s);
            // A masked construct runs once per workgroup, but its body only for some work-items.
            let inside = container && !(self.masking && matches!(s, S::If { .. } | S::Switch { .. } | S::Loop { .. }));
            match *s {
                S::Store { pointer, value } => {
                    if let Some(l) = root_local(func, pointer) {
                        if uniform_level && matches!(func.expressions[pointer], E::LocalVariable(_)) {
                            self.stores.push((l, value));
                        } else {
                            self.candidates.remove(&l);
                        }
                    }
                }
                S::Call { ref arguments, .. } => {
                    for &a in arguments {
                        if let Some(l) = root_local(func, a) {
                            self.candidates.remove(&l);
                        }
                    }
                }
                S::Atomic { pointer, .. } => {
                    if let Some(l) = root_local(func, pointer) {
                        self.candidates.remove(&l);
                    }
                }
                S::Block(ref b) => self.block(b, inside),
                S::If {
                    ref accept, ref reject, ..
                } => {
                    self.block(accept, inside);
                    self.block(reject, inside);
                }
                S::Switch { ref cases, .. } => {
                    for c in cases {
                        self.block(&c.body, inside);
                    }
                }
                S::Loop {
                    ref body,
                    ref continuing,
                    ..
                } => {
                    self.block(body, inside);
                    self.block(continuing, inside);
                }
                _ => {}
            }
        }
    }
}

fn uniform_exprs(
    ir: &naga::Module,
    func: &naga::Function,
    hoisted: &HashSet<LocalH>,
    cooperative: &HashSet<ExprH>,
) -> HashSet<ExprH> {
    let mut u: HashSet<ExprH> = cooperative.clone();
    loop {
        let before = u.len();
        for (h, e) in func.expressions.iter() {
            if u.contains(&h) {
                continue;
            }
            let all = |hs: &[ExprH]| hs.iter().all(|x| u.contains(x));
            let yes = match *e {
                E::Literal(_) | E::Constant(_) | E::Override(_) | E::ZeroValue(_) => true,
                E::FunctionArgument(i) => matches!(
                    func.arguments[i as usize].binding,
                    Some(naga::Binding::BuiltIn(
                        BuiltIn::WorkGroupId
                            | BuiltIn::NumWorkGroups
                            | BuiltIn::WorkGroupSize
                            | BuiltIn::SubgroupSize
                            | BuiltIn::NumSubgroups
                    ))
                ),
                E::GlobalVariable(g) => matches!(
                    ir.global_variables[g].space,
                    naga::AddressSpace::Uniform
                        | naga::AddressSpace::Immediate
                        | naga::AddressSpace::Storage { .. }
                        | naga::AddressSpace::WorkGroup
                ),
                E::LocalVariable(l) => hoisted.contains(&l),
                E::Load { pointer } => u.contains(&pointer) && loads_stable_memory(ir, func, pointer),
                E::Compose { ref components, .. } => all(components),
                E::Access { base, index } => all(&[base, index]),
                E::AccessIndex { base, .. } | E::Splat { value: base, .. } | E::Swizzle { vector: base, .. } => {
                    u.contains(&base)
                }
                E::Unary { expr, .. }
                | E::As { expr, .. }
                | E::Relational { argument: expr, .. }
                | E::ArrayLength(expr) => u.contains(&expr),
                E::Binary { left, right, .. } => all(&[left, right]),
                E::Select {
                    condition,
                    accept,
                    reject,
                } => all(&[condition, accept, reject]),
                E::Math {
                    arg, arg1, arg2, arg3, ..
                } => u.contains(&arg) && [arg1, arg2, arg3].iter().flatten().all(|x| u.contains(x)),
                E::WorkGroupUniformLoadResult { .. } => true,
                _ => false,
            };
            if yes {
                u.insert(h);
            }
        }
        if u.len() == before {
            return u;
        }
    }
}

/// Loads whose value cannot differ between work-items reading the same address in one region:
/// hoisted locals (written only once per workgroup) and read-only buffers. Writable storage and
/// workgroup memory may be changed by other work-items of the same region.
fn loads_stable_memory(ir: &naga::Module, func: &naga::Function, mut pointer: ExprH) -> bool {
    loop {
        match func.expressions[pointer] {
            E::LocalVariable(_) => return true,
            E::GlobalVariable(g) => {
                return match ir.global_variables[g].space {
                    naga::AddressSpace::Uniform | naga::AddressSpace::Immediate => true,
                    naga::AddressSpace::Storage { access } => !access.contains(naga::StorageAccess::STORE),
                    _ => false,
                }
            }
            E::Access { base, .. } | E::AccessIndex { base, .. } => pointer = base,
            _ => return false,
        }
    }
}
