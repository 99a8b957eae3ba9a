//! Front-end work on cooperative matrices (`enable wgpu_cooperative_matrix;`) that naga 30 leaves
//! undone: the store's operand order, and the shape check of `coopMultiplyAdd`.

use naga::{Block, Statement as S};

use crate::error::{GpuError, Result};

/// naga 30's WGSL front end emits `coopStore`'s stride argument *after* the store statement that
/// uses it, and its validator lets that pass. Every backend here evaluates an expression where it
/// is emitted (the CPU device keeps values across its work-item loops by that position), so the
/// `Emit` that follows a store and holds one of its operands moves in front of it: where WGSL
/// evaluates a call's arguments anyway.
pub(crate) fn emit_store_operands_first(module: &mut naga::Module) {
    for (_, f) in module.functions.iter_mut() {
        reorder(&mut f.body);
    }
    for ep in module.entry_points.iter_mut() {
        reorder(&mut ep.function.body);
    }
}

fn reorder(block: &mut Block) {
    let mut stmts: Vec<(S, naga::Span)> = std::mem::take(block).span_into_iter().collect();
    for (s, _) in stmts.iter_mut() {
        match s {
            S::Block(b) => reorder(b),
            S::If { accept, reject, .. } => {
                reorder(accept);
                reorder(reject);
            }
            S::Switch { cases, .. } => cases.iter_mut().for_each(|c| reorder(&mut c.body)),
            S::Loop { body, continuing, .. } => {
                reorder(body);
                reorder(continuing);
            }
            _ => {}
        }
    }
    for k in 1..stmts.len() {
        let operand_later = match (&stmts[k - 1].0, &stmts[k].0) {
            (S::CooperativeStore { target, data }, S::Emit(r)) => {
                r.clone().any(|e| e == *target || e == data.pointer || e == data.stride)
            }
            _ => false,
        };
        if operand_later {
            stmts.swap(k - 1, k);
        }
    }
    for (s, span) in stmts {
        block.push(s, span);
    }
}

/// naga checks that `coopMultiplyAdd(a, b, c)` gets matrices in the roles A, B and C, not that
/// their shapes chain (A is M×K, B K×N, C M×N): a kernel error, reported at the call.
pub(crate) fn check_shapes(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    code: &str,
    file: &str,
) -> Result<()> {
    let functions = module.functions.iter().map(|(h, f)| (f, &info[h])).chain(
        module
            .entry_points
            .iter()
            .enumerate()
            .map(|(i, ep)| (&ep.function, info.get_entry_point(i))),
    );
    for (func, finfo) in functions {
        for (e, expr) in func.expressions.iter() {
            let naga::Expression::CooperativeMultiplyAdd { a, b, c } = *expr else {
                continue;
            };
            let dims = |x: naga::Handle<naga::Expression>| match *finfo[x].ty.inner_with(&module.types) {
                naga::TypeInner::CooperativeMatrix { columns, rows, .. } => (rows as u32, columns as u32),
                _ => (0, 0),
            };
            let ((am, ak), (bk, bn), (cm, cn)) = (dims(a), dims(b), dims(c));
            if ak == bk && am == cm && bn == cn {
                continue;
            }
            let loc = func.expressions.get_span(e).location(code);
            let line_text = code
                .lines()
                .nth(loc.line_number.saturating_sub(1) as usize)
                .unwrap_or("");
            return Err(GpuError::InvalidWgsl {
                file: file.to_string(),
                line: loc.line_number,
                column: loc.line_position,
                message: format!(
                    "error: coopMultiplyAdd's matrices do not chain: A is {am}×{ak}, B {bk}×{bn}, C {cm}×{cn} (rows×columns)\n  ┌─ {file}:{}:{}\n  │\n{:>3} │ {line_text}\n  │\n  = note: A's columns must equal B's rows, and C must have A's rows and B's columns",
                    loc.line_number, loc.line_position, loc.line_number
                ),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::compiler::front::compile_front;
    use crate::{GpuError, KernelSource};

    fn wgsl_error(src: &str) -> (u32, u32, String) {
        match compile_front(&KernelSource::wgsl(src).file_name("coop.wgsl")) {
            Err(GpuError::InvalidWgsl {
                line, column, message, ..
            }) => (line, column, message),
            other => panic!("expected a WGSL error, got {other:?}"),
        }
    }

    const HEAD: &str = "enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
";

    #[test]
    fn shapes_that_do_not_chain_are_a_kernel_error_at_the_call() {
        let src = format!(
            "{HEAD}@compute @workgroup_size(32) fn main() {{
    let a = coopLoad<coop_mat8x8<f32, A>>(&o[0]);
    let b = coopLoad<coop_mat16x16<f32, B>>(&o[0]);
    let c = coopLoad<coop_mat8x8<f32, C>>(&o[0]);
    coopStore(coopMultiplyAdd(a, b, c), &o[0]);
}}"
        );
        let (line, column, message) = wgsl_error(&src);
        assert_eq!((line, column), (7, 15), "{message}");
        assert!(message.contains("A is 8×8, B 16×16, C 8×8"), "{message}");
        assert!(message.contains("coopStore(coopMultiplyAdd(a, b, c)"), "{message}");
    }

    #[test]
    fn cooperative_operations_in_non_uniform_control_flow_are_a_kernel_error() {
        // naga checks the expressions itself; the front end checks the store.
        for (body, says) in [
            (
                "if i == 0u { coopStore(coop_mat8x8<f32, C>(), &o[0]); }",
                "coopStore must only be called from uniform control flow",
            ),
            (
                "if i < 4u { let m = coopLoad<coop_mat8x8<f32, C>>(&o[0]); }",
                "Required uniformity of control flow for UniformityRequirements(COOP_OPS)",
            ),
        ] {
            let src = format!(
                "{HEAD}@compute @workgroup_size(32) fn main(@builtin(local_invocation_index) i: u32) {{\n    {body}\n}}"
            );
            let (line, _, message) = wgsl_error(&src);
            assert_eq!(line, 4, "{message}");
            assert!(message.contains(says), "{message}");
        }
    }

    #[test]
    fn the_store_stride_is_evaluated_before_the_store() {
        let src = format!(
            "{HEAD}@group(0) @binding(1) var<uniform> n: u32;
@compute @workgroup_size(32) fn main() {{ coopStoreT(coop_mat8x8<f32, C>(), &o[0], n); }}"
        );
        let front = compile_front(&KernelSource::wgsl(&src)).unwrap();
        let body = &front.module.entry_points[front.entry_index].function.body;
        let store = body
            .iter()
            .position(|s| matches!(s, naga::Statement::CooperativeStore { .. }))
            .unwrap();
        let naga::Statement::CooperativeStore { data, .. } = &body[store] else {
            unreachable!()
        };
        let emitted_before = body.iter().take(store).any(|s| match s {
            naga::Statement::Emit(r) => r.clone().any(|e| e == data.stride),
            _ => false,
        });
        assert!(emitted_before, "{body:#?}");
    }
}
