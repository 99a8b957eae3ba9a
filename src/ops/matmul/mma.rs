//! The GEMM engine's tensor-core kernels ([`GemmConfig::Mma`](super::config::GemmConfig)): f16
//! A and B, f32 accumulation, f16 C, in WGSL with cooperative matrices; the same kernels
//! compiled with `KernelSource::bfloat16_halves` for bf16.
//!
//! Each step's tiles of A and B are copied from global memory into one of `stages` buffers of
//! workgroup memory in the layout they have in memory (rows padded by 8 halves: every row on 16
//! bytes, and the 8 rows an `ldmatrix` phase reads in distinct banks), copies for the next
//! `stages − 1` steps in flight while a step's arithmetic runs (one barrier per step). Each wave
//! owns a `warp_m × warp_n` part of the block: per 16 of depth it loads its 16×16 A and B
//! matrices from workgroup memory (`ldmatrix` on NVIDIA) and multiplies them into its f32
//! accumulators (`mma.sync` on NVIDIA, `v_mfma` / `v_wmma` on AMD). A wave's matrices are
//! indexed by `local_invocation_index / lanes`, which the compiler knows is the same for the
//! whole wave (`uniformity::uniform_cooperative_expressions`); on the CPU device every
//! work-item computes its wave's matrices itself, with the same arithmetic in the same order.
//!
//! The epilogue goes through a 16×16 f32 tile of workgroup memory per wave: each accumulator is
//! stored there, then the wave's work-items add the bias, apply the activation, round to f16 and
//! write eight consecutive outputs each. Global memory is read and written in 16-byte units
//! (`mat2x4<f16>`: eight packed halves) where every contiguous dimension and batch stride is a
//! multiple of 8 (`_v8`), else element by element (`_v1`).

use super::config::{GemmElement, GemmOp, MmaTiling};
use crate::ops::elementwise::HELPERS;

/// One operand's staged tile: `rows × cols` in workgroup memory with `cols` contiguous, as the
/// operand lies in global memory.
struct Staged {
    /// `a` or `b`.
    name: char,
    /// The buffer binding.
    buffer: &'static str,
    /// The workgroup array.
    tile: &'static str,
    rows: u32,
    cols: u32,
    /// The rows run along `k` (else the columns do).
    rows_along_k: bool,
    /// Where the block starts in the dimension that is not `k` (a WGSL expression), and that
    /// dimension's extent.
    origin: &'static str,
    extent: &'static str,
}

impl Staged {
    fn pitch(&self) -> u32 {
        MmaTiling::pitch(self.cols)
    }

    fn stage_halves(&self) -> u32 {
        self.rows * self.pitch()
    }

    /// Copy units: eight halves (16 bytes), one `mat2x4<f16>`.
    fn units(&self) -> u32 {
        self.rows * self.cols / 8
    }

    /// Statements at the kernel's start: each of the work-item's copy units' destination in a
    /// stage (in units), its global index at `k` = 0, and whether its row or column outside
    /// `k` is inside the matrix.
    fn positions(&self, threads: u32) -> String {
        let x = self.name;
        let across = self.cols / 8;
        (0..self.units().div_ceil(threads))
            .map(|i| {
                let u = format!("(t + {}u)", i * threads);
                let (r, c) = (format!("{u} / {across}u"), format!("{u} % {across}u * 8u"));
                // Row-major in global memory: the row's index times the row length.
                let (global, inside) = if self.rows_along_k {
                    (
                        format!("{x}o + ({r}) * {ext} + {org} + {c}", ext = self.extent, org = self.origin),
                        format!("{org} + {c} < {ext}", org = self.origin, ext = self.extent),
                    )
                } else {
                    (
                        format!("{x}o + ({org} + {r}) * p.k + {c}", org = self.origin),
                        format!("{org} + {r} < {ext}", org = self.origin, ext = self.extent),
                    )
                };
                let kpos = if self.rows_along_k { &r } else { &c };
                format!(
                    "    let {x}d{i} = ({r}) * {}u + {c} / 8u;\n    let {x}g{i} = {global};\n    let {x}in{i} = {inside};\n    let {x}k{i} = {kpos};\n",
                    self.pitch() / 8
                )
            })
            .collect()
    }

    /// Statements copying this operand's tile for depth `k0` into stage `stage` (WGSL
    /// expressions); zeros outside the matrix.
    fn copy(&self, threads: u32, vector: bool, stage: &str, k0: &str) -> String {
        let x = self.name;
        let (buf, tile) = (self.buffer, self.tile);
        let stage_units = self.stage_halves() / 8;
        let k_step = if self.rows_along_k {
            self.extent.to_string()
        } else {
            "1u".to_string()
        };
        (0..self.units().div_ceil(threads))
            .map(|i| {
                let dst = format!("{tile}[{stage} * {stage_units}u + {x}d{i}]");
                let at = format!("{x}g{i} + {k0} * {k_step}");
                let ok = format!("{x}in{i} && {k0} + {x}k{i} < p.k");
                let body = if vector {
                    format!("if {ok} {{ {dst} = {buf}[({at}) / 8u]; }} else {{ {dst} = mat2x4<f16>(); }}")
                } else {
                    // Scalar access: the eight elements one by one (only along the contiguous
                    // dimension can one be outside while the others are inside).
                    let lanes: Vec<String> = (0..8)
                        .map(|j| {
                            let edge = if self.rows_along_k {
                                format!(
                                    "{x}in{i} && {org} + {x}c{i} + {j}u < {ext} && {k0} + {x}k{i} < p.k",
                                    org = self.origin,
                                    ext = self.extent
                                )
                            } else {
                                format!("{x}in{i} && {k0} + {x}k{i} + {j}u < p.k")
                            };
                            format!("if {edge} {{ v[{}][{}] = {buf}[{at} + {j}u]; }}", j / 4, j % 4)
                        })
                        .collect();
                    format!("var v = mat2x4<f16>(); {} {dst} = v;", lanes.join(" "))
                };
                let guard = if (i + 1) * threads > self.units() {
                    format!("if t + {}u < {}u ", i * threads, self.units())
                } else {
                    String::new()
                };
                format!("        {guard}{{ {body} }}\n")
            })
            .collect()
    }

    /// The scalar path's column of each unit (the vector path checks whole units).
    fn unit_columns(&self, threads: u32) -> String {
        let x = self.name;
        let across = self.cols / 8;
        (0..self.units().div_ceil(threads))
            .map(|i| format!("    let {x}c{i} = (t + {}u) % {across}u * 8u;\n", i * threads))
            .collect()
    }
}

/// The tensor-core kernel for `op` (f16) tiled as `t`, named `config`.
pub(crate) fn mma_kernel(op: &GemmOp, t: &MmaTiling, config: &str) -> String {
    let name = op.name();
    let (bm, bn, bk) = (t.block_m, t.block_n, t.block_k);
    let threads = t.threads();
    let element = if t.vector { "mat2x4<f16>" } else { "f16" };
    let a = if op.trans_a {
        Staged {
            name: 'a',
            buffer: "lhs",
            tile: "As",
            rows: bk,
            cols: bm,
            rows_along_k: true,
            origin: "m0",
            extent: "p.m",
        }
    } else {
        Staged {
            name: 'a',
            buffer: "lhs",
            tile: "As",
            rows: bm,
            cols: bk,
            rows_along_k: false,
            origin: "m0",
            extent: "p.m",
        }
    };
    let b = if op.trans_b {
        Staged {
            name: 'b',
            buffer: "rhs",
            tile: "Bs",
            rows: bn,
            cols: bk,
            rows_along_k: false,
            origin: "n0",
            extent: "p.n",
        }
    } else {
        Staged {
            name: 'b',
            buffer: "rhs",
            tile: "Bs",
            rows: bk,
            cols: bn,
            rows_along_k: true,
            origin: "n0",
            extent: "p.n",
        }
    };
    let (fm, fn_) = (t.warp_m / 16, t.warp_n / 16);
    let waves_across = bn / t.warp_n;
    let mut body = String::new();
    body.push_str(&format!(
        "    let m0 = wid.y * {bm}u;
    let n0 = wid.x * {bn}u;
    let ao = wid.z * p.batch_a;
    let bo = wid.z * p.batch_b;
    let co = wid.z * p.batch_c;
    let warp = t / {lanes}u;
    let wm0 = warp / {waves_across}u * {wm}u;
    let wn0 = warp % {waves_across}u * {wn}u;
",
        lanes = t.lanes,
        wm = t.warp_m,
        wn = t.warp_n,
    ));
    for x in [&a, &b] {
        body.push_str(&x.positions(threads));
        if !t.vector {
            body.push_str(&x.unit_columns(threads));
        }
    }
    for i in 0..fm {
        for j in 0..fn_ {
            body.push_str(&format!("    var acc{i}_{j} = coop_mat16x16<f32, C>();\n"));
        }
    }
    let copies = |stage: &str, k0: &str| {
        format!(
            "{}{}",
            a.copy(threads, t.vector, stage, k0),
            b.copy(threads, t.vector, stage, k0)
        )
    };
    // One step's arithmetic on stage `cur`: per 16 of depth, the wave's A and B matrices, then
    // every accumulator's multiply-add.
    let mut math = String::new();
    for kk in (0..bk).step_by(16) {
        for i in 0..fm {
            let (offset, load) = if op.trans_a {
                (format!("{kk}u * {}u + wm0 + {}u", a.pitch(), 16 * i), "coopLoad")
            } else {
                (format!("(wm0 + {}u) * {}u + {kk}u", 16 * i, a.pitch()), "coopLoadT")
            };
            math.push_str(&format!(
                "        let fa{i}_{kk} = {load}<coop_mat16x16<f16, A>>(&As[(cur * {}u + {offset}) / 8u], {}u);\n",
                a.stage_halves(),
                a.pitch()
            ));
        }
        for j in 0..fn_ {
            let (offset, load) = if op.trans_b {
                (format!("(wn0 + {}u) * {}u + {kk}u", 16 * j, b.pitch()), "coopLoad")
            } else {
                (format!("{kk}u * {}u + wn0 + {}u", b.pitch(), 16 * j), "coopLoadT")
            };
            math.push_str(&format!(
                "        let fb{j}_{kk} = {load}<coop_mat16x16<f16, B>>(&Bs[(cur * {}u + {offset}) / 8u], {}u);\n",
                b.stage_halves(),
                b.pitch()
            ));
        }
        for i in 0..fm {
            for j in 0..fn_ {
                math.push_str(&format!(
                    "        acc{i}_{j} = coopMultiplyAdd(fa{i}_{kk}, fb{j}_{kk}, acc{i}_{j});\n"
                ));
            }
        }
    }
    let stages = t.stages;
    body.push_str(&format!("    let steps = (p.k + {}u) / {bk}u;\n", bk - 1));
    for st in 0..stages - 1 {
        body.push_str(&format!(
            "    if {st}u < steps {{\n{}    }}\n    anygpu_async_copy_commit();\n",
            copies(&format!("{st}u"), &format!("{}u", st * bk))
        ));
    }
    body.push_str(&format!(
        "    for (var s = 0u; s < steps; s++) {{
        anygpu_async_copy_wait({pending}u);
        workgroupBarrier();
        let next = s + {ahead}u;
        if next < steps {{
            let ns = next % {stages}u;
            let nk = next * {bk}u;
{copy}        }}
        anygpu_async_copy_commit();
        let cur = s % {stages}u;
{math}    }}
",
        pending = stages - 2,
        ahead = stages - 1,
        copy = copies("ns", "nk").replace("        ", "            "),
    ));
    // The epilogue: each accumulator through the wave's f32 tile.
    body.push_str(&format!(
        "    let lane = t % {}u;\n    let cs = warp * 256u;\n",
        t.lanes
    ));
    for i in 0..fm {
        for j in 0..fn_ {
            body.push_str(&format!(
                "    coopStoreT(acc{i}_{j}, &Cs[cs], 16u);\n    workgroupBarrier();\n"
            ));
            // 32 units of eight outputs per tile: one per work-item of a 32-wide wave.
            let guard = if t.lanes > 32 { "if u < 32u " } else { "" };
            body.push_str(&format!(
                "    {{ let u = lane; {guard}{{ let r = u / 2u; let c = u % 2u * 8u; let at = cs + r * 16u + c;
      store8(m0 + wm0 + {}u + r, n0 + wn0 + {}u + c, vec4<f32>(Cs[at], Cs[at + 1u], Cs[at + 2u], Cs[at + 3u]), vec4<f32>(Cs[at + 4u], Cs[at + 5u], Cs[at + 6u], Cs[at + 7u]), co); }} }}\n",
                16 * i,
                16 * j
            ));
            body.push_str("    workgroupBarrier();\n");
        }
    }
    let bias = |r: &str, c: &str| match op.bias_rows {
        Some(true) => format!(" + bias[{r}]"),
        Some(false) => format!(" + bias[{c}]"),
        None => String::new(),
    };
    let store8 = if t.vector {
        let lanes = |v: &str, from: u32| -> String {
            (0..4)
                .map(|j| format!("act({v}[{j}]{})", bias("r", &format!("c + {}u", from + j))))
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "// Row r, columns c..c + 8 (n is a multiple of 8), rounded to f16 once.
fn store8(r: u32, c: u32, v: vec4<f32>, w: vec4<f32>, co: u32) {{
    if r < p.m && c < p.n {{ res[(co + r * p.n + c) / 8u] = mat2x4<f16>(vec4<f16>(vec4<f32>({})), vec4<f16>(vec4<f32>({}))); }}
}}
",
            lanes("v", 0),
            lanes("w", 4)
        )
    } else {
        format!(
            "// Row r, columns c..c + 8, rounded to f16 once.
fn store8(r: u32, c: u32, v: vec4<f32>, w: vec4<f32>, co: u32) {{
    if r >= p.m {{ return; }}
    for (var j = 0u; j < 8u; j++) {{
        let x = select(w[j % 4u], v[j % 4u], j < 4u);
        if c + j < p.n {{ res[co + r * p.n + c + j] = f16(act(x{})); }}
    }}
}}
",
            bias("r", "c + j")
        )
    };
    let bias_binding = if op.bias_rows.is_some() {
        "@group(0) @binding(3) var<storage, read> bias: array<f32>;\n"
    } else {
        ""
    };
    let activation = match op.activation {
        Some(act) => format!("{HELPERS}fn act(v: f32) -> f32 {{ return {}; }}\n", act.expression()),
        None => format!("{HELPERS}fn act(v: f32) -> f32 {{ return v; }}\n"),
    };
    format!(
        "// anygpu op: {name} ({label}, {config})
enable f16;
enable wgpu_cooperative_matrix;
struct Params {{ m: u32, n: u32, k: u32, batch_a: u32, batch_b: u32, batch_c: u32, a: f32, b: f32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> lhs: array<{element}>;
@group(0) @binding(1) var<storage, read> rhs: array<{element}>;
@group(0) @binding(2) var<storage, read_write> res: array<{element}>;
{bias_binding}var<workgroup> As: array<mat2x4<f16>, {a_units}>;
var<workgroup> Bs: array<mat2x4<f16>, {b_units}>;
var<workgroup> Cs: array<f32, {c_len}>;
// Where a GPU copies global memory into workgroup memory asynchronously (cp.async), the copies
// issued before a commit form a group, and a wait returns once at most `pending` groups are in
// flight; elsewhere a copy is done when it is issued and these do nothing.
fn anygpu_async_copy_commit() {{}}
fn anygpu_async_copy_wait(pending: u32) {{}}
{activation}{store8}@compute @workgroup_size({threads})
fn op_{name}_{element_name}_{config}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) wid: vec3<u32>) {{
{body}}}
",
        a_units = stages * a.stage_halves() / 8,
        b_units = stages * b.stage_halves() / 8,
        c_len = t.waves() * 256,
        element_name = op.element.name(),
        label = match op.element {
            GemmElement::Bf16 => "bf16: its f16 compiled as bfloat16",
            _ => "f16",
        },
    )
}
