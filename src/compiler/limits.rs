//! What the compiler refuses before it starts, and the stack it runs on, so that no source text can
//! take the caller's process down. naga's WGSL front end recurses once per operator (a chain of
//! 2,000 `*&` overflowed a 2 MiB thread stack, which aborts the process: a stack overflow is not a
//! catchable panic). So every compile runs on a thread of its own with a large stack, and sources
//! whose expressions nest deeper than that stack can hold are refused first, with their position.

use crate::error::{GpuError, Result};

/// Largest WGSL source anygpu compiles, in bytes. Real kernels are a few kilobytes (the largest
/// seen, vello's, about 40 KB); naga's front end takes time quadratic in a function's length
/// (88 s for 840 KB of long expressions), so this bound keeps every compile within seconds.
pub const MAX_SOURCE_BYTES: usize = 256 << 10;

/// Deepest expression nesting anygpu compiles: brackets, prefix operators (`-`, `!`, `~`, `*`, `&`)
/// and operators chained in one expression (`a + b + c` nests two deep) each count one level.
/// Hand-written and generated kernels stay far below it (an unrolled 64-term dot product nests
/// ~130 levels); `COMPILER_STACK_BYTES` holds it with a wide margin.
pub const MAX_EXPRESSION_NESTING: usize = 2048;

/// Stack of the thread every compile runs on. Only touched pages are committed, so this costs
/// address space, not memory. naga needed about 1 KiB per level (2,000 levels overflowed 2 MiB),
/// so the nesting limit uses a few MiB of it; chains of 2,040 `*&`, `-`, `!` and `+` compile for
/// the host, PTX and AMDGCN on it (`tests/integration/errors.rs`).
const COMPILER_STACK_BYTES: usize = 64 << 20;

/// Refuses sources that are too large or nest too deep, naming the place.
pub(crate) fn check_source(code: &str, file: &str) -> Result<()> {
    if code.len() > MAX_SOURCE_BYTES {
        return Err(GpuError::not_supported(format!(
            "{file} is {} bytes; anygpu compiles WGSL sources of at most {MAX_SOURCE_BYTES} bytes (256 KiB): split the kernel or move large constant tables into a buffer",
            code.len()
        )));
    }
    let deepest = deepest_nesting(code);
    if deepest.depth > MAX_EXPRESSION_NESTING {
        let (line, column) = line_column(code, deepest.at);
        return Err(GpuError::not_supported(format!(
            "{file}:{line}:{column}: expressions nest more than {MAX_EXPRESSION_NESTING} levels deep (brackets, prefix operators and chained operators each count one); split the expression with `let` bindings"
        )));
    }
    Ok(())
}

struct Deepest {
    depth: usize,
    at: usize,
}

/// An upper bound of the expression nesting depth, from the characters alone (no parsing, linear
/// time): every open bracket is one level plus the operators before it in its enclosing
/// expression; `;`, `,` and braces end an expression. Comments and string-free WGSL make this
/// exact enough: it can only over-count (`a - -b` counts two operators).
fn deepest_nesting(code: &str) -> Deepest {
    let bytes = code.as_bytes();
    // Operators so far in the current expression, one entry per open bracket (plus the base).
    let mut levels: Vec<usize> = vec![0];
    let mut total = 0usize; // sum of `levels` plus open brackets
    let mut deepest = Deepest { depth: 0, at: 0 };
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                // WGSL block comments nest.
                let mut open = 0usize;
                while i < bytes.len() {
                    if bytes[i] == b'/' && bytes.get(i + 1) == Some(&b'*') {
                        open += 1;
                        i += 2;
                    } else if bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/') {
                        open -= 1;
                        i += 2;
                        if open == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            b'(' | b'[' => {
                levels.push(0);
                total += 1;
            }
            b')' | b']' => {
                if levels.len() > 1 {
                    total -= levels.pop().unwrap_or(0) + 1;
                }
            }
            b';' | b',' | b'{' | b'}' => {
                let last = levels.last_mut().expect("the base level is never popped");
                total -= *last;
                *last = 0;
            }
            // `->` in a function signature and `=` in assignments are not operators of an
            // expression chain; compound assignments (`+=`) count once, harmlessly.
            b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
            b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' | b'!' | b'~' | b'<' | b'>' => {
                *levels.last_mut().expect("the base level is never popped") += 1;
                total += 1;
            }
            _ => {}
        }
        if total > deepest.depth {
            deepest = Deepest { depth: total, at: i };
        }
        i += 1;
    }
    deepest
}

fn line_column(code: &str, at: usize) -> (usize, usize) {
    let before = &code.as_bytes()[..at.min(code.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let column = at - before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
    (line, column)
}

/// Largest entry point anygpu compiles, in naga expressions and statements with every helper
/// function counted once per call (helpers are inlined): about 40,000 lines of straight-line
/// WGSL. It bounds compile time and memory, and refuses call trees that inlining would blow up
/// exponentially (24 helpers each calling the previous twice inline 16 million copies: 6 GB).
pub const MAX_INLINED_SIZE: u64 = 400_000;

/// Largest product of an entry point's function-local variables and operations (both counted
/// as in [`InlinedSize`]): LLVM's promotion of variables to registers takes time proportional to
/// it (2,500 variables in 25,000 operations: 10 s). Hand-written kernels stay below 10^6.
pub const MAX_LOCALS_TIMES_OPERATIONS: u64 = 100_000_000;

/// How large an entry point is once every helper call is inlined (helpers are always inlined).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct InlinedSize {
    /// Expressions plus statements, each helper's counted once per call site (saturating, so a
    /// call tree that doubles per level cannot overflow).
    pub(crate) operations: u64,
    /// Function-local variables, counted the same way.
    pub(crate) locals: u64,
    /// Places where control may go two ways once lowered, counted the same way: each `if`,
    /// `switch` case, loop, `return`, `break` and `continue`, and each dynamically indexed access
    /// (its bounds check). LLVM's cost on a kernel grows with these more than with its size.
    pub(crate) branches: u64,
}

/// The [`InlinedSize`] of entry point `entry` of `module`; linear in the module's size.
pub(crate) fn inlined_size(module: &naga::Module, entry: &naga::Function) -> InlinedSize {
    // naga's validator requires a function to be declared before its callers, so one pass in
    // arena order sees every callee's size before its calls.
    let mut sizes: Vec<InlinedSize> = Vec::with_capacity(module.functions.len());
    for (_, f) in module.functions.iter() {
        let size = function_size(f, &sizes);
        sizes.push(size);
    }
    function_size(entry, &sizes)
}

/// `f`'s own size plus `sizes[callee]` per call (a callee not yet sized, which validated modules
/// never have, counts one operation).
fn function_size(f: &naga::Function, sizes: &[InlinedSize]) -> InlinedSize {
    let dynamic_accesses = f
        .expressions
        .iter()
        .filter(|(_, e)| matches!(e, naga::Expression::Access { .. }))
        .count() as u64;
    let mut size = InlinedSize {
        operations: f.expressions.len() as u64,
        locals: f.local_variables.len() as u64,
        branches: dynamic_accesses,
    };
    // An explicit stack: blocks may nest deeper than a recursion should go.
    let mut blocks: Vec<&naga::Block> = vec![&f.body];
    while let Some(block) = blocks.pop() {
        for statement in block.iter() {
            size.operations = size.operations.saturating_add(1);
            match statement {
                naga::Statement::Call { function, .. } => {
                    let callee = sizes.get(function.index()).copied().unwrap_or(InlinedSize {
                        operations: 1,
                        locals: 0,
                        branches: 0,
                    });
                    size.operations = size.operations.saturating_add(callee.operations);
                    size.locals = size.locals.saturating_add(callee.locals);
                    size.branches = size.branches.saturating_add(callee.branches);
                }
                naga::Statement::Block(b) => blocks.push(b),
                naga::Statement::If { accept, reject, .. } => {
                    size.branches = size.branches.saturating_add(1);
                    blocks.extend([accept, reject]);
                }
                naga::Statement::Switch { cases, .. } => {
                    size.branches = size.branches.saturating_add(cases.len() as u64);
                    blocks.extend(cases.iter().map(|c| &c.body));
                }
                naga::Statement::Loop { body, continuing, .. } => {
                    size.branches = size.branches.saturating_add(1);
                    blocks.extend([body, continuing]);
                }
                naga::Statement::Return { .. } | naga::Statement::Break | naga::Statement::Continue => {
                    size.branches = size.branches.saturating_add(1);
                }
                _ => {}
            }
        }
    }
    size
}

/// Refuses an entry point whose [`inlined_size`] is over [`MAX_INLINED_SIZE`], or whose
/// function-local variables times operations is over [`MAX_LOCALS_TIMES_OPERATIONS`].
pub(crate) fn check_inlined_size(size: InlinedSize, entry: &str, file: &str) -> Result<()> {
    check_size(size.operations, MAX_INLINED_SIZE, entry, file, "anygpu")?;
    if size.locals.saturating_mul(size.operations) > MAX_LOCALS_TIMES_OPERATIONS {
        return Err(GpuError::not_supported(format!(
            "{file}: kernel `{entry}` is too large to compile: {} function-local variables in {} operations (each helper function counted once per call), and anygpu compiles kernels whose variables times operations is at most {MAX_LOCALS_TIMES_OPERATIONS}; reuse variables (one loop counter for many loops), use `let` for values never reassigned, or split the kernel",
            size.locals, size.operations
        )));
    }
    Ok(())
}

/// Refuses an entry point of `size` operations when the compiler (`anygpu`, or a target's back
/// end) compiles at most `limit`.
pub(crate) fn check_size(size: u64, limit: u64, entry: &str, file: &str, compiler: &str) -> Result<()> {
    if size > limit {
        let size = if size == u64::MAX {
            "more than 10^19".to_string()
        } else {
            size.to_string()
        };
        return Err(GpuError::not_supported(format!(
            "{file}: kernel `{entry}` is too large to compile: {size} operations (expressions and statements, each helper function counted once per call), and {compiler} compiles at most {limit}; split the kernel, unroll less, or call large helpers from a loop instead of from many places"
        )));
    }
    Ok(())
}

/// Runs `f` (parsing, validating, lowering, code generation) on a thread with
/// `COMPILER_STACK_BYTES` of stack, turning a panic into an internal compiler error. In a browser
/// (wasm32, no threads) it runs in place: there a stack overflow is a trap the page sees as an
/// exception, not the end of a process.
pub(crate) fn on_compiler_stack<T: Send>(f: impl FnOnce() -> Result<T> + Send) -> Result<T> {
    if cfg!(target_arch = "wasm32") {
        return crate::error::catch_compiler_panic(f);
    }
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("anygpu-compiler".into())
            .stack_size(COMPILER_STACK_BYTES)
            .spawn_scoped(scope, || crate::error::catch_compiler_panic(f))
            .map_err(|e| GpuError::Backend {
                backend: "compiler",
                operation: "start the compiler thread".into(),
                message: e.to_string(),
            })?;
        worker
            .join()
            .unwrap_or_else(|_| Err(crate::error::ice("the compiler thread panicked")))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_counts_brackets_prefix_operators_and_chains() {
        assert_eq!(deepest_nesting("let x = a;").depth, 0);
        assert_eq!(deepest_nesting("let x = a + b + c;").depth, 2);
        assert_eq!(deepest_nesting("let x = f(a, b + c);").depth, 2);
        assert_eq!(deepest_nesting("let x = *&*&v;").depth, 4);
        assert_eq!(deepest_nesting("let x = ((a));").depth, 2);
        // Expressions end at `;` and `,`: long lists are not deep.
        assert_eq!(deepest_nesting("const t = array(1, 2, 3, 4, 5, 6);").depth, 1);
        assert_eq!(deepest_nesting("fn f() -> u32 { return 1u; }").depth, 1);
        // Comments are skipped, nested block comments too.
        assert_eq!(deepest_nesting("// ((((((\n/* (( /* (( */ (( */ let x = a;").depth, 0);
    }

    #[test]
    fn deep_sources_are_refused_with_their_position() {
        let deep = format!("fn f() {{\n  let x = {}v;\n}}", "-".repeat(MAX_EXPRESSION_NESTING + 1));
        let e = check_source(&deep, "k.wgsl").unwrap_err().to_string();
        assert!(e.contains("k.wgsl:2:") && e.contains("let"), "{e}");
        let big = " ".repeat(MAX_SOURCE_BYTES + 1);
        let e = check_source(&big, "k.wgsl").unwrap_err().to_string();
        assert!(e.contains("at most 262144 bytes"), "{e}");
    }

    /// Branches: each `if`, switch case, loop, return, break and continue, and each dynamic
    /// index, helpers once per call.
    #[test]
    fn branches_are_counted_per_construct_and_per_call() {
        let branches = |src: &str| {
            let module = naga::front::wgsl::parse_str(src).unwrap();
            inlined_size(&module, &module.entry_points[0].function).branches
        };
        let head = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
fn h(x: u32) -> u32 { if x > 1u { return x; } return x + 1u; }
@compute @workgroup_size(1) fn main() { var v = o[0]; ";
        let base = branches(&format!("{head}}}"));
        assert_eq!(branches(&format!("{head}if v > 2u {{ return; }} }}")), base + 2);
        let cases = |n: u32| {
            let cases: String = (0..n).map(|i| format!("case {i}u: {{ v = {i}u; }} ")).collect();
            branches(&format!("{head}switch v {{ {cases}default: {{ }} }} }}"))
        };
        assert!(cases(3) >= base + 4, "a branch per case");
        assert_eq!(cases(30) - cases(3), 27 * (cases(4) - cases(3)), "linear in the cases");
        assert_eq!(branches(&format!("{head}v = o[v]; }}")), base + 1, "a dynamic index");
        assert_eq!(
            branches(&format!("{head}v = h(v); v = h(v); }}")),
            base + 6,
            "3 per call"
        );
        assert_eq!(
            branches(&format!("{head}loop {{ if v > 9u {{ break; }} continue; }} }}")),
            base + 4
        );
    }

    #[test]
    fn inlined_size_counts_each_helper_once_per_call() {
        let size = |src: &str| {
            let module = naga::front::wgsl::parse_str(src).unwrap();
            inlined_size(&module, &module.entry_points[0].function).operations
        };
        let helper = "fn h(x: u32) -> u32 { if x > 1u { return x; } return x + 1u; }\n";
        let entry = |body: &str| format!("{helper}@compute @workgroup_size(1) fn main() {{ var v = 0u; {body} }}");
        let base = size(&entry(""));
        let one = size(&entry("v = h(v);"));
        let three = size(&entry("v = h(v); v = h(v); v = h(v);"));
        let in_loop = size(&entry("loop { v = h(v); if v > 9u { break; } }"));
        let helper_alone = size(&format!(
            "{helper}@compute @workgroup_size(1) fn main() {{ _ = h(1u); }}"
        ));
        // Every call site adds the helper's whole size.
        assert!(one - base > helper_alone / 2, "{base} {one} {helper_alone}");
        // (Calls share the expression naming `v`, so not exactly three times.)
        assert!(three - base > 2 * (one - base), "{base} {one} {three}");
        assert!(in_loop < three, "{in_loop} {three}");
    }

    #[test]
    fn line_and_column_count_from_one() {
        assert_eq!(line_column("ab\ncd", 0), (1, 1));
        assert_eq!(line_column("ab\ncd", 4), (2, 2));
    }
}
