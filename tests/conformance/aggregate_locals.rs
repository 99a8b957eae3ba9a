//! Function-local `var` tables of aggregates (arrays of structs of vectors and matrices, nested
//! arrays, arrays of matrices; 1 to 64 elements), built by a constant constructor and indexed at
//! run time: a cube map's face table is the common case. Each shape runs as written and with
//! every work-item changing its own copy before a workgroup barrier, so on the CPU device the
//! table lives in per-work-item storage across regions.
//!
//! Every component of element `i` is `100 * i + c` (its component number), exact in f32; the
//! kernel writes all components of the element its input selects, as u32.

use rand::Rng;

use crate::common::*;

/// One element type: its WGSL declarations, its name, its constructor for element `i`, the
/// expressions of its components given an element `e`, and the path of its first component
/// (with whether that component is a float).
struct Shape {
    decl: &'static str,
    ty: &'static str,
    components: usize,
    ctor: fn(u32) -> String,
    reads: &'static [&'static str],
    first: &'static str,
    first_is_float: bool,
}

fn floats(i: u32, from: usize, n: usize) -> String {
    (from..from + n)
        .map(|c| format!("{}.0", 100 * i as usize + c))
        .collect::<Vec<_>>()
        .join(", ")
}

fn uints(i: u32, from: usize, n: usize) -> String {
    (from..from + n)
        .map(|c| format!("{}u", 100 * i as usize + c))
        .collect::<Vec<_>>()
        .join(", ")
}

const SHAPES: [Shape; 4] = [
    Shape {
        decl: "struct Face { o: vec3<f32>, u: vec2<f32>, v: vec4<f32> }",
        ty: "Face",
        components: 9,
        ctor: |i| {
            format!(
                "Face(vec3({}), vec2({}), vec4({}))",
                floats(i, 0, 3),
                floats(i, 3, 2),
                floats(i, 5, 4)
            )
        },
        reads: &[
            "e.o.x", "e.o.y", "e.o.z", "e.u.x", "e.u.y", "e.v.x", "e.v.y", "e.v.z", "e.v.w",
        ],
        first: ".o.x",
        first_is_float: true,
    },
    Shape {
        decl: "struct Basis { m: mat3x3<f32>, k: vec2<u32> }",
        ty: "Basis",
        components: 11,
        ctor: |i| format!("Basis(mat3x3<f32>({}), vec2<u32>({}))", floats(i, 0, 9), uints(i, 9, 2)),
        reads: &[
            "e.m[0].x", "e.m[0].y", "e.m[0].z", "e.m[1].x", "e.m[1].y", "e.m[1].z", "e.m[2].x", "e.m[2].y", "e.m[2].z",
            "e.k.x", "e.k.y",
        ],
        first: ".m[0].x",
        first_is_float: true,
    },
    Shape {
        decl: "",
        ty: "array<vec2<u32>, 3>",
        components: 6,
        ctor: |i| {
            format!(
                "array<vec2<u32>, 3>(vec2({}), vec2({}), vec2({}))",
                uints(i, 0, 2),
                uints(i, 2, 2),
                uints(i, 4, 2)
            )
        },
        reads: &["e[0].x", "e[0].y", "e[1].x", "e[1].y", "e[2].x", "e[2].y"],
        first: "[0].x",
        first_is_float: false,
    },
    Shape {
        decl: "",
        ty: "mat2x4<f32>",
        components: 8,
        ctor: |i| format!("mat2x4<f32>({})", floats(i, 0, 8)),
        reads: &[
            "e[0].x", "e[0].y", "e[0].z", "e[0].w", "e[1].x", "e[1].y", "e[1].z", "e[1].w",
        ],
        first: "[0].x",
        first_is_float: true,
    },
];

/// The kernel for `shape` with `n` elements; `mutate`: each work-item adds its local index to
/// the first component of element `l % n` of its own table, then the workgroup synchronises.
fn kernel(shape: &Shape, n: u32, mutate: bool) -> String {
    let elements: Vec<String> = (0..n).map(shape.ctor).collect();
    let mut w = format!(
        "{}
@group(0) @binding(0) var<storage, read> select: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(local_invocation_index) l: u32) {{
    var table = array<{}, {n}>({});
",
        shape.decl,
        shape.ty,
        elements.join(",\n        ")
    );
    if mutate {
        let add = if shape.first_is_float { "f32(l)" } else { "l" };
        w += &format!(
            "    table[l % {n}u]{} += {add};\n    workgroupBarrier();\n",
            shape.first
        );
    }
    w += &format!("    let e = table[select[g.x] % {n}u];\n");
    for (c, read) in shape.reads.iter().enumerate() {
        w += &format!("    out[g.x * {}u + {c}u] = u32({read});\n", shape.components);
    }
    w + "}\n"
}

fn aggregate_local_tables() -> Vec<Case> {
    let mut cases = Vec::new();
    for (s, shape) in SHAPES.iter().enumerate() {
        for (k, &n) in [1u32, 2, 3, 6, 17, 64].iter().enumerate() {
            // Every shape and size once, alternately as written and changed before a barrier.
            let mutate = (s + k) % 2 == 1;
            let components = shape.components;
            cases.push(
                Case::new(
                    &format!("aggregate_local_{}_{n}{}", s, if mutate { "_mutated" } else { "" }),
                    &kernel(shape, n, mutate),
                )
                .rounds(1)
                .inputs(move |rng, _| {
                    let items = 64 * rng.random_range(1..4usize);
                    let select: Vec<u32> = (0..items).map(|_| rng.random()).collect();
                    Inputs::new(
                        [(items / 64) as u32, 1, 1],
                        vec![Buf::input(select), Buf::out_u32(items * components)],
                    )
                })
                .reference(move |inp, _| {
                    let select = inp.u32s(0);
                    let mut out = Vec::with_capacity(select.len() * components);
                    for (item, &sel) in select.iter().enumerate() {
                        let (i, l) = (sel % n, item as u32 % 64);
                        for c in 0..components as u32 {
                            let own = mutate && c == 0 && i == l % n;
                            out.push(100 * i + c + if own { l } else { 0 });
                        }
                    }
                    vec![Check::exact(1, out)]
                }),
            );
        }
    }
    cases
}

device_tests! {
    aggregate_local_tables,
}
