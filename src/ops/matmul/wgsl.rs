//! The matmul kernel's WGSL, generated: each work-item's accumulators and the tile's depth
//! steps are written out, and the transposes, the bias and the activation are pasted in.

use crate::ops::elementwise::{Unary, HELPERS};

/// Rows and columns of the output block one matmul workgroup computes (16×16 work-items, each
/// 4 rows × 4 columns 16 apart, in 16 scalar accumulators), and the depth of each step through
/// `k` (32 was no faster on the CPU device).
pub(crate) const MATMUL_TILE: u32 = 64;
const MATMUL_DEPTH: u32 = 16;

/// `C = act(op(A) · op(B) + bias)` for row-major matrices, `op` a transpose where asked; batch `z`
/// of the grid offsets each matrix by its batch stride. Each step stages a 64×16 block of A and
/// a 16×64 block of B in workgroup memory (zeros past the edges), then every work-item
/// accumulates its 4×4 outputs from them.
pub(crate) fn matmul(trans_a: bool, trans_b: bool, bias: bool, act: Option<Unary>) -> String {
    matmul_kernel(trans_a, trans_b, if bias { Some(false) } else { None }, act, false)
}

/// [`matmul`] with the bias indexed by column (`Some(false)`) or by row (`Some(true)`: one per
/// output row, as a convolution's per-channel bias). With `direct`, the variant for GPUs
/// implemented in software (lavapipe, SwiftShader, WARP), which run workgroup memory and barriers
/// slowly: no workgroup memory, each work-item 8 rows × 4 columns (16 apart) of the same 64×64
/// tile, reading A and B from the buffers (2.6× faster on lavapipe; the same sums in the same order).
pub(crate) fn matmul_kernel(
    trans_a: bool,
    trans_b: bool,
    bias_rows: Option<bool>,
    act: Option<Unary>,
    direct: bool,
) -> String {
    let bias = bias_rows.is_some();
    let name = format!(
        "matmul{}{}{}{}",
        if trans_a { "_ta" } else { "" },
        if trans_b { "_tb" } else { "" },
        match bias_rows {
            Some(true) => "_rowbias",
            Some(false) => "_bias",
            None => "",
        },
        act.map(|a| format!("_{}", a.name())).unwrap_or_default()
    );
    let a_index = if trans_a { "gk * p.m + gr" } else { "gr * p.k + gk" };
    let b_index = if trans_b { "gc * p.k + gkb" } else { "gkb * p.n + gc" };
    let bias_binding = if bias {
        "@group(0) @binding(3) var<storage, read> bias: array<f32>;\n"
    } else {
        ""
    };
    let bias_add = match bias_rows {
        Some(true) => " + bias[r]",
        Some(false) => " + bias[c]",
        None => "",
    };
    let epilogue = match act {
        Some(op) => format!("fn act(v: f32) -> f32 {{ return {}; }}\n", op.expression()),
        None => "fn act(v: f32) -> f32 { return v; }\n".to_string(),
    };
    // The tile's depth steps written out (no loop: the CPU device vectorizes across work-items
    // only where a work-item's code has none), each A's four rows against B's four columns,
    // which are 16 apart so that neighbouring work-items read neighbouring words.
    let steps: String = (0..MATMUL_DEPTH)
        .map(|kk| {
            let o = kk * MATMUL_TILE;
            let mut step = String::from("        {");
            for j in 0..4 {
                step.push_str(&format!(" let b{j} = Bs[{o}u + tx + {}u];", 16 * j));
            }
            for i in 0..4 {
                step.push_str(&format!("\n          let a{i} = As[{o}u + ty * 4u + {i}u];"));
                for j in 0..4 {
                    step.push_str(&format!(" acc{i}{j} += a{i} * b{j};"));
                }
            }
            step.push_str("\n        }\n");
            step
        })
        .collect();
    let stores = |rows: u32| -> String {
        (0..rows)
            .map(|i| {
                format!("    store(row0 + ty * {rows}u + {i}u, col0 + tx, vec4<f32>(acc{i}0, acc{i}1, acc{i}2, acc{i}3), co);\n")
            })
            .collect()
    };
    let accumulators = |rows: u32| -> String {
        (0..rows * 4)
            .map(|e| format!("    var acc{}{} = 0.0;\n", e / 4, e % 4))
            .collect()
    };
    let header = format!(
        "// anygpu op: {name}
struct Params {{ m: u32, n: u32, k: u32, batch_a: u32, batch_b: u32, batch_c: u32, a: f32, b: f32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> A: array<f32>;
@group(0) @binding(1) var<storage, read> B: array<f32>;
@group(0) @binding(2) var<storage, read_write> C: array<f32>;
{bias_binding}"
    );
    let store_fn = format!(
        "{HELPERS}{epilogue}
// Row r, columns c0, c0 + 16, c0 + 32, c0 + 48.
fn store(r: u32, c0: u32, v: vec4<f32>, co: u32) {{
    if r >= p.m {{ return; }}
    for (var j = 0u; j < 4u; j++) {{
        let c = c0 + j * 16u;
        if c < p.n {{ C[co + r * p.n + c] = act(v[j]{bias_add}); }}
    }}
}}
"
    );
    if direct {
        let mut body = String::new();
        for j in 0..4 {
            body.push_str(&format!(
                "        {{ let gc = col0 + tx + {}u; b{j} = select(0.0, B[bo + {b_index}], gc < p.n); }}\n",
                16 * j
            ));
        }
        for i in 0..8 {
            body.push_str(&format!(
                "        {{ let gr = row0 + ty * 8u + {i}u; let a = select(0.0, A[ao + {a_index}], gr < p.m);"
            ));
            for j in 0..4 {
                body.push_str(&format!(" acc{i}{j} += a * b{j};"));
            }
            body.push_str(" }\n");
        }
        return format!(
            "{header}{store_fn}@compute @workgroup_size(16, 8)
fn op_{name}(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {{
    let tx = lid.x;
    let ty = lid.y;
    let row0 = wid.y * {MATMUL_TILE}u;
    let col0 = wid.x * {MATMUL_TILE}u;
    let ao = wid.z * p.batch_a;
    let bo = wid.z * p.batch_b;
    let co = wid.z * p.batch_c;
{acc}    var b0 = 0.0;
    var b1 = 0.0;
    var b2 = 0.0;
    var b3 = 0.0;
    for (var gk = 0u; gk < p.k; gk++) {{
        let gkb = gk;
{body}    }}
{stores}}}
",
            acc = accumulators(8),
            stores = stores(8),
        );
    }
    format!(
        "{header}var<workgroup> As: array<f32, {tile_k}>;
var<workgroup> Bs: array<f32, {tile_k}>;
{store_fn}@compute @workgroup_size(16, 16)
fn op_{name}(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {{
    let tx = lid.x;
    let ty = lid.y;
    let t = ty * 16u + tx;
    let row0 = wid.y * {MATMUL_TILE}u;
    let col0 = wid.x * {MATMUL_TILE}u;
    let ao = wid.z * p.batch_a;
    let bo = wid.z * p.batch_b;
    let co = wid.z * p.batch_c;
{accumulators}    for (var k0 = 0u; k0 < p.k; k0 += {MATMUL_DEPTH}u) {{
        for (var i = 0u; i < {loads}u; i++) {{
            let e = t + i * 256u;
            let r = e / {MATMUL_DEPTH}u;
            let kk = e % {MATMUL_DEPTH}u;
            let gr = row0 + r;
            let gk = k0 + kk;
            var v = 0.0;
            if gr < p.m && gk < p.k {{ v = A[ao + {a_index}]; }}
            As[kk * {MATMUL_TILE}u + r] = v;
            let kb = e / {MATMUL_TILE}u;
            let c = e % {MATMUL_TILE}u;
            let gc = col0 + c;
            let gkb = k0 + kb;
            var w = 0.0;
            if gc < p.n && gkb < p.k {{ w = B[bo + {b_index}]; }}
            Bs[kb * {MATMUL_TILE}u + c] = w;
        }}
        workgroupBarrier();
{steps}        workgroupBarrier();
    }}
{stores}}}
",
        tile_k = MATMUL_TILE * MATMUL_DEPTH,
        loads = MATMUL_TILE * MATMUL_DEPTH / 256,
        // Scalars, not vec4s: the CPU device keeps a value that crosses a barrier in a
        // per-work-item array, which for a vector is interleaved by work-item (shuffles to
        // vectorize); a scalar's is contiguous.
        accumulators = accumulators(4),
        stores = stores(4),
    )
}
