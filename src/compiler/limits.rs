//! What the compiler refuses before it starts, and the stack it runs on, so that no source text can
//! take the caller's process down. naga's WGSL front end recurses once per operator (a chain of
//! 2,000 `*&` overflowed a 2 MiB thread stack, which aborts the process: a stack overflow is not a
//! catchable panic). So every compile runs on a thread of its own with a large stack, and sources
//! whose expressions nest deeper than that stack can hold are refused first, with their position.

use crate::error::{GpuError, Result};

/// Largest WGSL source anygpu compiles, in bytes: real kernels are a few kilobytes, and the
/// bound keeps the compiler's time and memory bounded for any input.
pub const MAX_SOURCE_BYTES: usize = 1 << 20;

/// Deepest expression nesting anygpu compiles: brackets, prefix operators (`-`, `!`, `~`, `*`, `&`)
/// and operators chained in one expression (`a + b + c` nests two deep) each count one level.
/// Hand-written and generated kernels stay far below it (an unrolled 64-term dot product nests
/// ~130 levels); `COMPILER_STACK_BYTES` holds it with a wide margin.
pub const MAX_EXPRESSION_NESTING: usize = 2048;

/// Stack of the thread every compile runs on. Only touched pages are committed, so this costs
/// address space, not memory. naga needed about 1 KiB per level (2,000 levels overflowed 2 MiB),
/// so the nesting limit uses a few MiB of it; chains of 2,040 `*&`, `-`, `!` and `+` compile for
/// the host, PTX and AMDGCN on it (`tests/errors.rs`).
const COMPILER_STACK_BYTES: usize = 64 << 20;

/// Refuses sources that are too large or nest too deep, naming the place.
pub(crate) fn check_source(code: &str, file: &str) -> Result<()> {
    if code.len() > MAX_SOURCE_BYTES {
        return Err(GpuError::not_supported(format!(
            "{file} is {} bytes; anygpu compiles WGSL sources of at most {MAX_SOURCE_BYTES} bytes (1 MiB): split the kernel or move large constant tables into a buffer",
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

/// Refuses a kernel whose `var<workgroup>` memory exceeds what `target` allows in one workgroup.
pub(crate) fn check_workgroup_memory(
    front: &crate::compiler::front::FrontModule,
    limit: u64,
    target: &str,
) -> Result<()> {
    let sig = &front.signature;
    if sig.workgroup_memory_bytes > limit {
        return Err(GpuError::not_supported(format!(
            "kernel `{}` declares {} bytes of var<workgroup> memory; {target} allows at most {limit} bytes per workgroup",
            sig.entry, sig.workgroup_memory_bytes
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
        worker.join().unwrap_or_else(|_| {
            Err(GpuError::InternalCompiler {
                message: "the compiler thread panicked".into(),
                ir_dump: None,
            })
        })
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
        assert!(e.contains("at most 1048576 bytes"), "{e}");
    }

    #[test]
    fn line_and_column_count_from_one() {
        assert_eq!(line_column("ab\ncd", 0), (1, 1));
        assert_eq!(line_column("ab\ncd", 4), (2, 2));
    }
}
