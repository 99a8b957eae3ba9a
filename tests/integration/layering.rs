//! The crate's layers run one way. Every module of the library and of the `anygpu` command
//! (`src/bin/anygpu`, a crate of its own) belongs to a layer (`LIBRARY_LAYERS`,
//! `COMMAND_LAYERS`); a module may reach, through `crate::` or `super::` paths, only its own layer
//! and those below, never a module that reaches it back, and never what `FORBIDDEN` lists. An
//! upward import or a cycle is what lets checks drift between layers and makes every refactor
//! touch everything, so CI refuses both.
//!
//! What counts as an edge: every `crate::a::b` and `super::x` path in a file (with `use` groups
//! expanded and crate-root re-exports followed to their module), outside comments, string
//! literals and `#[cfg(test)]` code (tests may drive the whole public API). A module using its
//! own ancestors is not an edge: a parent module is its children's façade.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Module path (`compiler::lower::expr`, `""` for the crate root) → its source file.
fn module_files(src: &Path, skip: Option<&Path>) -> BTreeMap<String, PathBuf> {
    let mut files = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                // A binary is its own crate: it sees only the public API, and is scanned apart.
                if Some(path.as_path()) != skip {
                    dirs.push(path);
                }
                continue;
            }
            if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(src).unwrap().with_extension("");
                let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
                if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) && parts.len() == 1
                    || matches!(parts.last().map(String::as_str), Some("mod"))
                {
                    parts.pop();
                }
                files.insert(parts.join("::"), path);
            }
        }
    }
    files
}

/// `code` without comments, string and char literals, and `#[cfg(test)]` items (each replaced
/// by spaces, so byte offsets and lines stay where they were).
fn strip(code: &str) -> String {
    let b = code.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            let end = b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if b[i..].starts_with(b"/*") {
            let end = code[i + 2..].find("*/").map_or(b.len(), |p| i + 2 + p + 2);
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' || (b[i] == b'r' && b[i..].starts_with(b"r#\"")) {
            let raw = b[i] == b'r';
            let mut j = if raw { i + 3 } else { i + 1 };
            while j < b.len() {
                if !raw && b[j] == b'\\' {
                    j += 2;
                    continue;
                }
                if b[j] == b'"' && (!raw || b[j + 1..].starts_with(b"#")) {
                    j += if raw { 2 } else { 1 };
                    break;
                }
                j += 1;
            }
            blank(&mut out, i + 1, j.saturating_sub(1).max(i + 1));
            i = j;
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            let end = b[i + 1..]
                .iter()
                .position(|&c| c == b'\'')
                .map_or(b.len(), |p| i + 1 + p + 1);
            blank(&mut out, i, end);
            i = end;
        } else {
            i += 1;
        }
    }
    let mut text = String::from_utf8(out).unwrap();
    // `#[cfg(test)]` then an item: blank the item up to its matching brace or semicolon.
    while let Some(at) = text.find("#[cfg(test)]") {
        let bytes = text.as_bytes();
        let mut j = at;
        let mut depth = 0;
        while j < bytes.len() {
            match bytes[j] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        j += 1;
                        break;
                    }
                }
                b';' if depth == 0 => {
                    j += 1;
                    break;
                }
                _ => {}
            }
            j += 1;
        }
        let blanked: String = text[at..j]
            .chars()
            .map(|c| if c == '\n' { '\n' } else { ' ' })
            .collect();
        text.replace_range(at..j, &blanked);
    }
    text
}

/// Files that only tests compile (`#[cfg(test)] #[path = "x.rs"] mod x;`).
fn test_only_files(files: &BTreeMap<String, PathBuf>) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    for path in files.values() {
        let code = std::fs::read_to_string(path).unwrap();
        let mut rest = code.as_str();
        while let Some(at) = rest.find("#[cfg(test)]") {
            let item = &rest[at..];
            let end = item
                .find(';')
                .unwrap_or(item.len())
                .min(item.find('{').unwrap_or(item.len()));
            let head = &item[..end];
            if let Some(p) = head.find("#[path = \"") {
                let name = &head[p + 10..];
                let name = &name[..name.find('"').unwrap()];
                out.insert(path.parent().unwrap().join(name));
            }
            rest = &rest[at + 1..];
        }
    }
    out
}

/// The `crate::` and `super::` paths `code` names, with the line they are on:
/// `crate::a::b::{c, d::e}` gives `crate::a::b::c` and `crate::a::b::d::e`; `use crate::{a, b}`
/// gives `crate::a` and `crate::b`; `super::x` gives `super::x`.
fn named_paths(code: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    for start in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(p) = code[from..].find(start) {
            let at = from + p;
            from = at + start.len();
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_' || bytes[at - 1] == b'$') {
                continue;
            }
            let line = code[..at].matches('\n').count() + 1;
            let prefix = start;
            let mut j = from;
            // `super::super::x`
            let mut prefix = prefix.to_string();
            while code[j..].starts_with("super::") {
                prefix.push_str("super::");
                j += 7;
            }
            let end = code[j..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |e| j + e);
            let path = code[j..end].trim_end_matches(':');
            let group = code[end..].starts_with('{') && (j == end || code[j..end].ends_with("::"));
            if group {
                let close = code[end..].find('}').map_or(code.len(), |c| end + c);
                for item in code[end + 1..close].split(',') {
                    let item = item
                        .trim()
                        .trim_start_matches('{')
                        .split_whitespace()
                        .next()
                        .unwrap_or("");
                    let item = item.trim_matches(|c| c == '{' || c == '}');
                    if !item.is_empty() && item != "self" {
                        let item = item.trim_end_matches(':');
                        let joined = if path.is_empty() {
                            item.to_string()
                        } else {
                            format!("{path}::{item}")
                        };
                        out.push((format!("{prefix}{joined}"), line));
                    }
                }
            }
            if !group && !path.is_empty() {
                out.push((format!("{prefix}{path}"), line));
            }
        }
    }
    out
}

/// `path`, written in `module` (relative: `self::`, `super::`, a child module's name, or
/// absolute: `crate::`), as a path from the crate root; `None` for another crate's path.
fn absolute(path: &str, module: &str, files: &BTreeMap<String, PathBuf>) -> Option<String> {
    // `self` is the module itself (`a::b` for `a/b.rs` and for `a/b/mod.rs`), and each
    // `super` one level up from it.
    let mut base: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
    let mut rest = path;
    if let Some(r) = rest.strip_prefix("crate::") {
        return Some(r.to_string());
    }
    let mut relative = false;
    while let Some(r) = rest.strip_prefix("super::") {
        relative = true;
        base.pop();
        rest = r;
    }
    let own: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
    if let Some(r) = rest.strip_prefix("self::") {
        return Some(own.iter().copied().chain(r.split("::")).collect::<Vec<_>>().join("::"));
    }
    if relative {
        return Some(
            base.iter()
                .copied()
                .chain(rest.split("::"))
                .collect::<Vec<_>>()
                .join("::"),
        );
    }
    // A child module's name (2018 paths), else another crate.
    let first = rest.split("::").next()?;
    let child = own.iter().copied().chain([first]).collect::<Vec<_>>().join("::");
    files.contains_key(&child).then(|| {
        own.iter()
            .copied()
            .chain(rest.split("::"))
            .collect::<Vec<_>>()
            .join("::")
    })
}

/// Names modules re-export (`pub use info::{DeviceInfo, ...}` in `device/mod.rs`):
/// (module, exported name) → the absolute path of what it re-exports.
fn reexports(files: &BTreeMap<String, PathBuf>) -> BTreeMap<(String, String), String> {
    let mut out = BTreeMap::new();
    for (module, path) in files {
        let code = strip(&std::fs::read_to_string(path).unwrap());
        for stmt in code.split(';') {
            let Some(at) = stmt.find(" use ").map(|a| a + 5).filter(|&a| stmt[..a].contains("pub")) else {
                continue;
            };
            let body = stmt[at..].split_whitespace().collect::<Vec<_>>().join(" ");
            let (prefix, items) = match body.split_once("::{") {
                Some((prefix, items)) => (prefix.to_string(), items.trim_end_matches('}').to_string()),
                None => match body.rsplit_once("::") {
                    Some((prefix, item)) => (prefix.to_string(), item.to_string()),
                    None => continue,
                },
            };
            for item in items
                .split(',')
                .map(str::trim)
                .filter(|i| !i.is_empty() && !i.contains('{'))
            {
                let (name, exported) = match item.split_once(" as ") {
                    Some((name, alias)) => (name.trim(), alias.trim()),
                    None => (item, item.rsplit("::").next().unwrap_or(item)),
                };
                if let Some(source) = absolute(&format!("{prefix}::{name}"), module, files) {
                    out.insert((module.clone(), exported.to_string()), source);
                }
            }
        }
    }
    out
}

/// The module an absolute path lands in, following re-exports to the module that defines
/// the item (`device::DeviceInfo` → `device::info`).
fn resolve(
    path: &str,
    files: &BTreeMap<String, PathBuf>,
    reexports: &BTreeMap<(String, String), String>,
) -> Option<String> {
    let mut current = String::new();
    let mut segs: Vec<String> = path.split("::").filter(|s| !s.is_empty()).map(str::to_string).collect();
    let mut hops = 0;
    let mut i = 0;
    while i < segs.len() {
        let next = if current.is_empty() {
            segs[i].clone()
        } else {
            format!("{current}::{}", segs[i])
        };
        if files.contains_key(&next) {
            current = next;
            i += 1;
        } else if let Some(source) = reexports.get(&(current.clone(), segs[i].clone())).filter(|_| hops < 16) {
            hops += 1;
            let mut redirected: Vec<String> = source.split("::").map(str::to_string).collect();
            redirected.extend(segs[i + 1..].iter().cloned());
            segs = redirected;
            current = String::new();
            i = 0;
        } else {
            break;
        }
    }
    (!current.is_empty()).then_some(current)
}

/// Paths that start with one of `children` (a module's own child modules, named relative).
fn child_paths(code: &str, children: &[&str]) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    for child in children {
        let needle = format!("{child}::");
        let mut from = 0;
        while let Some(p) = code[from..].find(&needle) {
            let at = from + p;
            from = at + needle.len();
            let before = at.checked_sub(1).map(|b| bytes[b]);
            if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') {
                continue;
            }
            let end = code[at..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |e| at + e);
            let line = code[..at].matches('\n').count() + 1;
            out.push((code[at..end].trim_end_matches(':').to_string(), line));
        }
    }
    out
}

/// A crate's import graph: module → (module it names → first `file:line` naming it), with the
/// paths each edge was named by.
struct Graph {
    modules: Vec<String>,
    edges: BTreeMap<String, BTreeMap<String, String>>,
    /// (module, first segment of a `crate::` path it names) → first `file:line`.
    named_roots: BTreeMap<(String, String), String>,
}

/// The import graph of the crate whose root module is `root` (`src/lib.rs`'s folder, or a
/// binary's), skipping `skip` (the binary's folder, scanned as a crate of its own).
fn graph(src: &Path, skip: Option<&Path>) -> Graph {
    let files = module_files(src, skip);
    let test_only = test_only_files(&files);
    let reexports = reexports(&files);
    let mut edges: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut named_roots = BTreeMap::new();
    for (module, path) in &files {
        if test_only.contains(path) {
            continue;
        }
        let code = strip(&std::fs::read_to_string(path).unwrap());
        // Paths into the module's own children, written relative (`select::probe()`).
        let children: Vec<&str> = files
            .keys()
            .filter_map(|m| {
                m.strip_prefix(&format!("{module}::"))
                    .or(if module.is_empty() { Some(m.as_str()) } else { None })
            })
            .filter(|rest| !rest.is_empty() && !rest.contains("::"))
            .collect();
        let mut paths = named_paths(&code);
        paths.extend(child_paths(&code, &children));
        let rel = path.strip_prefix(src).unwrap().display().to_string();
        for (named, line) in paths {
            if let Some(first) = named.strip_prefix("crate::").and_then(|r| r.split("::").next()) {
                named_roots
                    .entry((module.clone(), first.to_string()))
                    .or_insert(format!("{rel}:{line}"));
            }
            let Some(full) = absolute(&named, module, &files) else {
                continue;
            };
            let Some(target) = resolve(&full, &files, &reexports) else {
                continue;
            };
            let is_ancestor = target.is_empty() || *module == target || module.starts_with(&format!("{target}::"));
            if !is_ancestor {
                edges
                    .entry(module.clone())
                    .or_default()
                    .entry(target)
                    .or_insert(format!("{rel}:{line}"));
            }
        }
    }
    Graph {
        modules: files.keys().cloned().collect(),
        edges,
        named_roots,
    }
}

fn library() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    graph(&src, Some(&src.join("bin")))
}

fn command_line() -> Graph {
    graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin/anygpu"), None)
}

/// Every strongly connected set of modules in `g`, with the edges that close it.
fn cycle_report(g: &Graph) -> String {
    let cycles = strongly_connected(&g.modules, &g.edges);
    let mut report = String::new();
    for cycle in &cycles {
        report.push_str(&format!("cycle: {}\n", cycle.join(", ")));
        for from in cycle {
            for (to, at) in g.edges.get(from).into_iter().flatten() {
                if cycle.contains(to) {
                    report.push_str(&format!("  {from} -> {to}   ({at})\n"));
                }
            }
        }
    }
    report
}

#[test]
fn modules_do_not_import_each_other_in_a_circle() {
    for (name, g) in [("the library", library()), ("the anygpu command", command_line())] {
        let report = cycle_report(&g);
        assert!(
            report.is_empty(),
            "modules of {name} import each other in a circle:\n{report}"
        );
        assert!(
            g.edges.values().map(BTreeMap::len).sum::<usize>() > 10,
            "the scan found almost no imports in {name}: it is broken"
        );
    }
}

/// The library's layers, bottom first: a module may import its own layer's modules (without a
/// circle) and those of lower layers, never a higher one. The most specific prefix decides
/// (`device::info` sits below `device`). The order is ARCHITECTURE.md's: facts and errors at the
/// bottom, the compiler below the backends, the backend trait below the validation layer, the
/// context above it, ops and the crate root on top.
const LIBRARY_LAYERS: &[(&str, u32)] = &[
    ("error", 0),
    ("device::info", 1),
    ("device::runtimes", 1),
    ("device::profiles", 1),
    ("device::mock", 1),
    ("texture", 1),
    ("compiler", 2),
    ("occupancy", 2),
    ("backend", 3),
    ("buffer", 4),
    ("kernel", 4),
    ("kernel_cache", 4),
    ("profile", 4),
    ("launch", 5),
    ("memory", 5),
    ("validate", 6),
    ("context", 7),
    ("device", 8),
    ("stream", 8),
    ("transfer", 8),
    ("ops", 9),
    ("group", 9),
    ("cluster", 10),
    ("", 10),
];

/// The command's layers: parsing and values at the bottom, printing and buffers above them, the
/// commands above those, `main` on top.
const COMMAND_LAYERS: &[(&str, u32)] = &[
    ("error", 0),
    ("values", 0),
    ("textures", 1),
    ("args", 2),
    ("buffers", 3),
    ("check", 3),
    ("print", 3),
    ("compile", 4),
    ("devices", 4),
    ("run", 4),
    ("bench", 5),
    ("", 6),
];

/// Imports no layer may make even where the layers allow them, with the door to use instead:
/// (importing module prefix, first segment of the `crate::` path it names, why).
const FORBIDDEN: &[(&str, &str, &str)] = &[(
    "ops",
    "backend",
    "ops use the public API; a host task goes through `GpuContext::launch_or_host_task`",
)];

fn layer_of(module: &str, layers: &[(&str, u32)]) -> Option<u32> {
    layers
        .iter()
        .filter(|(prefix, _)| prefix.is_empty() || module == *prefix || module.starts_with(&format!("{prefix}::")))
        .max_by_key(|(prefix, _)| prefix.len())
        .map(|&(_, layer)| layer)
}

/// Edges of `g` that go up `layers`, and modules no layer claims.
fn direction_report(g: &Graph, layers: &[(&str, u32)]) -> String {
    let mut report = String::new();
    for module in &g.modules {
        if layer_of(module, layers).is_none() {
            report.push_str(&format!("`{module}` is in no layer: add it to the table\n"));
        }
    }
    for (from, targets) in &g.edges {
        for (to, at) in targets {
            if let (Some(a), Some(b)) = (layer_of(from, layers), layer_of(to, layers)) {
                if b > a {
                    report.push_str(&format!("{from} (layer {a}) -> {to} (layer {b})   ({at})\n"));
                }
            }
        }
    }
    report
}

#[test]
fn imports_run_down_the_layers() {
    let lib = library();
    let mut report = direction_report(&lib, LIBRARY_LAYERS);
    for ((module, root), at) in &lib.named_roots {
        for (prefix, forbidden, why) in FORBIDDEN {
            if root == forbidden && (module == prefix || module.starts_with(&format!("{prefix}::"))) {
                report.push_str(&format!("{module} names crate::{root} ({at}): {why}\n"));
            }
        }
    }
    report.push_str(&direction_report(&command_line(), COMMAND_LAYERS));
    assert!(report.is_empty(), "imports that go up the layers:\n{report}");
}

/// The checks catch what they are for: an upward import and a circle, on a made-up graph.
#[test]
fn the_checks_refuse_an_upward_import_and_a_circle() {
    let edge = |from: &str, to: &str| {
        (
            from.to_string(),
            BTreeMap::from([(to.to_string(), "x.rs:1".to_string())]),
        )
    };
    let g = Graph {
        modules: vec!["error".into(), "context".into(), "ops".into()],
        edges: BTreeMap::from([edge("error", "context"), edge("context", "error")]),
        named_roots: BTreeMap::new(),
    };
    let up = direction_report(&g, LIBRARY_LAYERS);
    assert!(up.contains("error (layer 0) -> context (layer 7)"), "{up}");
    assert!(
        cycle_report(&g).contains("cycle: context, error"),
        "{}",
        cycle_report(&g)
    );
    let g = Graph {
        modules: vec!["nowhere".into()],
        edges: BTreeMap::new(),
        named_roots: BTreeMap::new(),
    };
    assert!(
        direction_report(&g, COMMAND_LAYERS).is_empty(),
        "the root layer claims everything else"
    );
    assert_eq!(layer_of("device::info::x", LIBRARY_LAYERS), Some(1));
    assert_eq!(layer_of("device::select", LIBRARY_LAYERS), Some(8));
}

/// Tarjan's algorithm: the strongly connected components with more than one module.
fn strongly_connected(nodes: &[String], edges: &BTreeMap<String, BTreeMap<String, String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeMap<String, String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        if let Some(next) = s.edges.get(v) {
            for w in next.keys() {
                if !s.index.contains_key(w.as_str()) {
                    visit(s, w);
                    let lw = s.low[w.as_str()];
                    let lv = s.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if s.on_stack.contains(w.as_str()) {
                    let iw = s.index[w.as_str()];
                    let lv = s.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.out.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in nodes {
        if !state.index.contains_key(v.as_str()) {
            visit(&mut state, v);
        }
    }
    state.out
}

#[test]
fn the_scanner_sees_paths_groups_and_supers() {
    let code = strip(
        "use crate::a::{b, c::d};\n// crate::ignored\nlet s = \"crate::no\";\nsuper::x::y();\nuse crate::{e, f::g};",
    );
    let paths: Vec<String> = named_paths(&code).into_iter().map(|(p, _)| p).collect();
    assert_eq!(
        paths,
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::e",
            "crate::f::g",
            "super::x::y"
        ]
    );
}
