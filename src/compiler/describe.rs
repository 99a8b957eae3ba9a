//! Naming IR constructs in messages the way a WGSL user knows them, never as naga's IR
//! debug print.

/// A type as WGSL writes it (`array<u32, 64>`, `texture_cube<f32>`).
pub(crate) fn wgsl_type(ir: &naga::Module, inner: &naga::TypeInner) -> String {
    use naga::common::wgsl::TypeContext;
    let mut out = String::new();
    match ir.to_ctx().write_type_inner(inner, &mut out) {
        Ok(()) => out,
        Err(_) => "a type".into(),
    }
}

/// Where `span` starts in `code`, and that line's text: what a message about a WGSL construct
/// quotes.
pub(crate) fn source_line(code: &str, span: naga::Span) -> (naga::SourceLocation, &str) {
    let loc = span.location(code);
    let line = code
        .lines()
        .nth(loc.line_number.saturating_sub(1) as usize)
        .unwrap_or("");
    (loc, line)
}

/// The name of an IR construct's variant (`ImageQuery { .. }` → `ImageQuery`), for constructs
/// WGSL has no single spelling for.
pub(crate) fn construct_name(construct: &impl std::fmt::Debug) -> String {
    let debug = format!("{construct:?}");
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .filter(|s| !s.is_empty())
        .unwrap_or("construct")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_read_as_wgsl_and_constructs_by_name() {
        let m = naga::front::wgsl::parse_str(
            "var<workgroup> t: array<vec2<u32>, 64>;
             @compute @workgroup_size(1) fn main() { t[0] = vec2(1u); }",
        )
        .unwrap();
        let (_, g) = m.global_variables.iter().next().unwrap();
        assert_eq!(wgsl_type(&m, &m.types[g.ty].inner), "array<vec2<u32>, 64>");
        assert_eq!(
            construct_name(&naga::Expression::Literal(naga::Literal::U32(3))),
            "Literal"
        );
        assert_eq!(construct_name(&naga::Statement::Kill), "Kill");
    }
}
