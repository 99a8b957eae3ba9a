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
        let error = |span: naga::Span, title: String, note: &str| {
            let (loc, line_text) = crate::compiler::describe::source_line(code, span);
            GpuError::InvalidWgsl {
                file: file.to_string(),
                line: loc.line_number,
                column: loc.line_position,
                message: format!(
                    "error: {title}\n  ┌─ {file}:{}:{}\n  │\n{:>3} │ {line_text}\n  │\n  = note: {note}",
                    loc.line_number, loc.line_position, loc.line_number
                ),
            }
        };
        let ty = |x: naga::Handle<naga::Expression>| finfo[x].ty.inner_with(&module.types);
        // What a cooperative load's pointer points at: one element of a buffer or
        // array (`&a[i]`), or a whole array.
        let pointee = |pointer: naga::Handle<naga::Expression>| match *ty(pointer) {
            naga::TypeInner::Pointer { base, .. } => Some(match module.types[base].inner {
                naga::TypeInner::Array { base, .. } => module.types[base].inner.clone(),
                ref other => other.clone(),
            }),
            naga::TypeInner::ValuePointer { size: None, scalar, .. } => Some(naga::TypeInner::Scalar(scalar)),
            naga::TypeInner::ValuePointer {
                size: Some(size),
                scalar,
                ..
            } => Some(naga::TypeInner::Vector { size, scalar }),
            _ => None,
        };
        let name = |inner: &naga::TypeInner| crate::compiler::describe::wgsl_type(module, inner);
        // naga types a loaded matrix by the buffer's element type and forgets the one the call
        // names (`coopLoadT<coop_mat16x16<f16, A>>(&words[0], ..)` on an `array<u32>` gives a
        // u32 matrix; the named type does not even stay in the module). So the named element
        // type is read back from the call's own text (through `alias`es), and a loaded matrix
        // must be of floats, from scalar elements, of the type the call names: anygpu neither
        // reinterprets bytes nor converts here, so anything else is the kernel's error.
        let load_mismatch = |matrix: naga::Handle<naga::Expression>, pointer: naga::Handle<naga::Expression>| {
            let loaded = ty(matrix);
            let naga::TypeInner::CooperativeMatrix { scalar, .. } = *loaded else {
                return None;
            };
            let element = pointee(pointer)?;
            let named = named_element_type(code, func.expressions.get_span(matrix));
            let buffer_scalar = name(&naga::TypeInner::Scalar(scalar));
            let float = matches!(scalar.kind, naga::ScalarKind::Float);
            let agrees = named.as_deref().is_none_or(|n| n == buffer_scalar);
            // An array of vectors of that type loads as the array of their scalars.
            let of_scalars = match element {
                naga::TypeInner::Scalar(s) | naga::TypeInner::Vector { scalar: s, .. } => s == scalar,
                // A `mat2x4<f16>` is eight packed halves (16 bytes: the tensor-core kernels'
                // copy unit).
                naga::TypeInner::Matrix {
                    columns: naga::VectorSize::Bi,
                    rows: naga::VectorSize::Quad,
                    scalar: s,
                } => s == scalar && s.width == 2,
                _ => false,
            };
            (!float || !agrees || !of_scalars).then(|| {
                let matrix = match named {
                    Some(n) => name(loaded).replacen(&format!("<{buffer_scalar},"), &format!("<{n},"), 1),
                    None => name(loaded),
                };
                (name(&element), matrix)
            })
        };
        let note = "a cooperative matrix loads from an array of its own element type (naga checks stores); convert the data in a separate pass, or declare the binding with that element type";
        for (e, expr) in func.expressions.iter() {
            match *expr {
                naga::Expression::CooperativeMultiplyAdd { a, b, c } => {
                    let dims = |x: naga::Handle<naga::Expression>| match *ty(x) {
                        naga::TypeInner::CooperativeMatrix { columns, rows, .. } => (rows as u32, columns as u32),
                        _ => (0, 0),
                    };
                    let ((am, ak), (bk, bn), (cm, cn)) = (dims(a), dims(b), dims(c));
                    let scalar = |x| match *ty(x) {
                        naga::TypeInner::CooperativeMatrix { scalar, .. } => Some(scalar),
                        _ => None,
                    };
                    if scalar(a) != scalar(b) {
                        return Err(error(
                            func.expressions.get_span(e),
                            format!(
                                "coopMultiplyAdd of a {} by a {}: A and B must have the same element type",
                                name(ty(a)),
                                name(ty(b))
                            ),
                            "load both from buffers of one element type",
                        ));
                    }
                    if ak == bk && am == cm && bn == cn {
                        continue;
                    }
                    return Err(error(
                        func.expressions.get_span(e),
                        format!("coopMultiplyAdd's matrices do not chain: A is {am}×{ak}, B {bk}×{bn}, C {cm}×{cn} (rows×columns)"),
                        "A's columns must equal B's rows, and C must have A's rows and B's columns",
                    ));
                }
                naga::Expression::CooperativeLoad { ref data, .. } => {
                    if let Some((buffer, matrix)) = load_mismatch(e, data.pointer) {
                        return Err(error(
                            func.expressions.get_span(e),
                            format!("coopLoad of a {matrix} from {buffer} elements: a cooperative matrix loads elements of its own type"),
                            note,
                        ));
                    }
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// The element type a `coopLoad<T>` / `coopLoadT<T>` call names in its template, read from the
/// call's text at `span` (`f16` for `coopLoadT<coop_mat16x16<f16, A>>(..)`), following
/// `alias` declarations; `None` where the text does not say.
fn named_element_type(code: &str, span: naga::Span) -> Option<String> {
    let call = code.get(span.to_range()?)?;
    let mut ty = template_argument(call)?.to_string();
    // An alias names the type elsewhere: `alias Tile = coop_mat16x16<f16, A>;` (a few levels).
    for _ in 0..8 {
        if ty.starts_with("coop_mat") {
            let args = template_argument(&ty)?;
            return Some(args.split(',').next()?.trim().to_string());
        }
        ty = alias_target(code, &ty)?;
    }
    None
}

/// The text between the first `<` of `s` and its matching `>`.
fn template_argument(s: &str) -> Option<&str> {
    let open = s.find('<')?;
    let mut depth = 0usize;
    for (i, c) in s[open..].char_indices() {
        match c {
            '<' => depth += 1,
            '>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(s[open + 1..open + i].trim());
                }
            }
            _ => {}
        }
    }
    None
}

/// What `alias NAME = TYPE;` in `code` makes `name` stand for.
fn alias_target(code: &str, name: &str) -> Option<String> {
    code.split(';').find_map(|decl| {
        let rest = decl.trim_start().strip_prefix("alias")?;
        let (lhs, rhs) = rest.split_once('=')?;
        (lhs.trim() == name).then(|| rhs.trim().to_string())
    })
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

    /// A matrix loaded from a buffer of another element type is the kernel's
    /// error at the call, on every target, whatever the buffer holds (naga types the loaded
    /// matrix by the buffer and forgets the type the call names).
    #[test]
    fn loads_of_another_element_type_are_kernel_errors() {
        for (buffer, matrix) in [
            ("u32", "coop_mat16x16<f16, A>"),
            ("i32", "coop_mat16x16<f16, A>"),
            ("vec4<u32>", "coop_mat16x16<f16, A>"),
            ("vec4<f32>", "coop_mat16x16<f16, A>"),
            ("f32", "coop_mat16x16<f16, A>"),
            ("f16", "coop_mat8x8<f32, A>"),
            ("f32", "Tile"),
        ] {
            let src = format!(
                "enable f16;
enable wgpu_cooperative_matrix;
alias Tile = Half;
alias Half = coop_mat16x16<f16, A>;
@group(0) @binding(0) var<storage, read_write> a: array<{buffer}>;
@compute @workgroup_size(32) fn main() {{
    let x = coopLoadT<{matrix}>(&a[0], 16u);
    coopStoreT(x, &a[0], 16u);
}}"
            );
            let (line, column, message) = wgsl_error(&src);
            assert_eq!((line, column), (7, 13), "{buffer}, {matrix}: {message}");
            assert!(message.contains(&format!("from {buffer} elements")), "{message}");
        }
        // The same shapes from their own element types compile.
        compile_front(&KernelSource::wgsl(
            "enable f16;
enable wgpu_cooperative_matrix;
alias Half = coop_mat16x16<f16, A>;
@group(0) @binding(0) var<storage, read> a: array<f16>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(32) fn main() {
    let x = coopLoadT<Half>(&a[0], 16u);
    let y = coopLoadT<coop_mat16x16<f16, B>>(&a[0], 16u);
    coopStoreT(coopMultiplyAdd(x, y, coop_mat16x16<f32, C>()), &o[0], 16u);
}",
        ))
        .unwrap();
    }
}
