//! The GEMM engine's kernels in WGSL, generated per [`GemmOp`] and [`GemmConfig`]: each
//! work-item's accumulators and each step's depths are written out (constant offsets, `fma`
//! everywhere), and the transposes, the bias and the activation are pasted in.

use super::config::{
    BroadcastTiling, GemmConfig, GemmElement, GemmOp, Tiling, BROADCAST_GROUP, BROADCAST_THREADS, DIRECT_TILE, KLEN,
};
use crate::compiler::KernelSource;
use crate::ops::elementwise::EPILOGUE_HELPERS as HELPERS;
use crate::ops::{INDEX, WORKGROUP};

/// The kernel for `op` tiled as `config`, ready to compile: its WGSL (named as `anygpu ops dump`
/// names it), with the configuration's occupancy hint.
pub(crate) fn gemm_source(op: &GemmOp, config: &GemmConfig) -> KernelSource {
    // A split launch runs the unsplit configuration's kernel.
    let config = &config.unsplit();
    // f32 with TF32 allowed is TF32 on tensor cores only, the f32 kernel elsewhere.
    let op = &GemmOp {
        element: op.element.on(config),
        ..*op
    };
    let source = KernelSource::wgsl(gemm_kernel(op, config)).file_name(format!(
        "ops/{}_{}_{config}.wgsl",
        op.name(),
        op.element.name()
    ));
    let source = crate::ops::source_for(op.element.name(), source);
    match config {
        GemmConfig::Tiled(t) => source.min_workgroups_per_compute_unit(t.occupancy),
        GemmConfig::Direct | GemmConfig::Broadcast(_) => source,
        GemmConfig::Mma(t) if t.warpgroup && op.element == GemmElement::Tf32 => {
            source.async_workgroup_copies().tf32_operands().warpgroup_mma()
        }
        GemmConfig::Mma(_) if op.element == GemmElement::Tf32 => source.async_workgroup_copies().tf32_operands(),
        GemmConfig::Mma(t) if t.warpgroup => source.async_workgroup_copies().warpgroup_mma(),
        GemmConfig::Mma(_) => source.async_workgroup_copies(),
    }
}

/// The second kernel of a split-K matmul of `op` (f32), ready to compile.
pub(crate) fn split_sum_source(op: &GemmOp) -> KernelSource {
    let (name, code) = split_sum_kernel(op);
    let source = KernelSource::wgsl(code).file_name(format!("ops/{name}.wgsl"));
    if op.element == GemmElement::Bf16 {
        source.bfloat16_halves()
    } else {
        source
    }
}

/// The second kernel of a split-K matmul of `op`, named, in WGSL: each output the sum of the
/// slices' f32 partial products in order of slice, then the bias and the activation, rounded
/// once to the element type (f16, or bf16 through `split_sum_source`'s compile flag). A
/// convolution's (`b_im2col`) puts output (`r`, `c`) where it lies in the NCHW output, image
/// `c / p.px`: its reads run along the slices' rows, its writes along the output's.
pub(crate) fn split_sum_kernel(op: &GemmOp) -> (String, String) {
    let binding = "@group(0) @binding(2) var<storage, read> bias: array<f32>;\n";
    let (bias_binding, bias) = match op.bias_rows {
        Some(true) => (binding, " + bias[i / p.n]"),
        Some(false) => (binding, " + bias[i % p.n]"),
        None => ("", ""),
    };
    let activation = op
        .activation
        .map_or("v".to_string(), |act| act.expression().to_string());
    let half = op.element.is_half();
    let (prefix, out) = if op.b_im2col {
        (
            "conv2d",
            "(i / p.n + i % p.n / p.px * (p.len / p.n - 1u)) * p.px + i % p.n",
        )
    } else {
        ("matmul", "i")
    };
    let name = format!(
        "{prefix}_split_sum{}{}{}",
        if half {
            format!("_{}", op.element.name())
        } else {
            String::new()
        },
        if op.bias_rows.is_some() { "_bias" } else { "" },
        op.activation.map(|a| format!("_{}", a.name())).unwrap_or_default()
    );
    let (enable, c_type) = if half { ("enable f16;\n", "f16") } else { ("", "f32") };
    let code = format!(
        "// anygpu op: {name} (a split-K matmul's slices summed in order, then bias and activation)
{enable}struct Params {{ len: u32, n: u32, slices: u32, a: f32, b: f32, px: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> parts: array<f32>;
@group(0) @binding(1) var<storage, read_write> C: array<{c_type}>;
{bias_binding}{HELPERS}fn act(v: f32) -> f32 {{ return {activation}; }}
@compute @workgroup_size({WORKGROUP})
fn op_{name}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let i = {INDEX};
    if i >= p.len {{ return; }}
    var sum = parts[i];
    for (var z = 1u; z < p.slices; z++) {{ sum += parts[z * p.len + i]; }}
    C[{out}] = {c_type}(act(sum{bias}));
}}
"
    );
    (name, code)
}

/// The kernel for `op` tiled as `config`, in WGSL.
pub(crate) fn gemm_kernel(op: &GemmOp, config: &GemmConfig) -> String {
    match config {
        GemmConfig::Tiled(t) => tiled(op, t, &config.to_string()),
        GemmConfig::Direct => direct(op),
        GemmConfig::Broadcast(t) => broadcast(op, t, &config.to_string()),
        GemmConfig::Mma(t) => super::mma::mma_kernel(op, t, &config.to_string()),
    }
}

/// `value` (a WGSL expression of `element`s, `vec4`s when `vector`) as f32.
fn widen(op: &GemmOp, vector: bool, value: &str) -> String {
    match (op.element.is_half(), vector) {
        (false, _) => value.to_string(),
        (true, false) => format!("f32({value})"),
        (true, true) => format!("vec4<f32>({value})"),
    }
}

/// `value` (f32, or `vec4<f32>` when `vector`) as the op's element type, rounded once.
fn narrow(op: &GemmOp, vector: bool, value: &str) -> String {
    match (op.element.is_half(), vector) {
        (false, _) => value.to_string(),
        (true, false) => format!("f16({value})"),
        (true, true) => format!("vec4<f16>({value})"),
    }
}

/// The declarations every variant shares: parameters, bindings (`element` is `f32`, or
/// `vec4<f32>` for global vector access), helpers, the activation and the bias.
struct Pieces {
    header: String,
    bias_binding: &'static str,
    epilogue: String,
}

fn pieces(op: &GemmOp, config: &str, vector: bool) -> Pieces {
    pieces_with(op, config, vector, vector)
}

/// [`pieces`] with A's global access (`a_vector`) apart from B's and C's.
fn pieces_with(op: &GemmOp, config: &str, a_vector: bool, vector: bool) -> Pieces {
    let name = op.name();
    let scalar = op.element.wgsl();
    let element_of = |vector: bool| {
        if vector {
            format!("vec4<{scalar}>")
        } else {
            scalar.to_string()
        }
    };
    let (a_element, element) = (element_of(a_vector), element_of(vector));
    let (enable, label) = match op.element {
        GemmElement::F16 => ("enable f16;\n", "f16, "),
        GemmElement::Bf16 => ("enable f16;\n", "bf16 (compiled with its f16 as bfloat16), "),
        GemmElement::F32 | GemmElement::Tf32 => ("", ""),
    };
    // An implicit GEMM's B is read through `im2col` (below), with the convolution's shape.
    let (conv_fields, im2col) = if op.b_im2col {
        (
            ",\n    ci: u32, h: u32, w: u32, ow: u32, kh: u32, kw: u32, sh: u32, sw: u32, ph: u32, pw: u32, dh: u32, dw: u32, cp: u32, px: u32",
            IM2COL,
        )
    } else {
        ("", "")
    };
    Pieces {
        header: format!(
            "{enable}// anygpu op: {name} ({label}{config})
struct Params {{ m: u32, n: u32, k: u32, batch_a: u32, batch_b: u32, batch_c: u32, a: f32, b: f32, ks: u32{conv_fields} }}
var<immediate> p: Params;
{im2col}
@group(0) @binding(0) var<storage, read> A: array<{a_element}>;
@group(0) @binding(1) var<storage, read> B: array<{element}>;
@group(0) @binding(2) var<storage, read_write> C: array<{element}>;
"
        ),
        bias_binding: if op.bias_rows.is_some() {
            "@group(0) @binding(3) var<storage, read> bias: array<f32>;\n"
        } else {
            ""
        },
        epilogue: match op.activation {
            Some(act) => format!("{HELPERS}fn act(v: f32) -> f32 {{ return {}; }}\n", act.expression()),
            None => format!("{HELPERS}fn act(v: f32) -> f32 {{ return v; }}\n"),
        },
    }
}

/// A convolution's implicit GEMM (`GemmOp::b_im2col`): `C (co × n) = A (co × taps) · B (taps ×
/// n)` over the whole batch at once, column `n` = image · `p.px` + output pixel (so that small
/// images still fill wide blocks), tap `t` = (kernel row, kernel column, input channel) with the
/// channel fastest and `p.cp` channels per kernel position (the input's `p.ci` padded to the
/// tiled kernels' depth per step, so that each step's taps share one kernel position and one
/// padding test per pixel; A is the weight repacked in that order, zero in the padded channels).
/// `im2col_at` reads channel `ci` at input position (`iy`, `ix`) of the image starting at `zb`,
/// zero in the padding and the padded channels; `im2col` is element (`t`, `n`) of B (the tiled and
/// broadcast kernels step their taps themselves: no division per load); `out_at` is where output
/// (`r`, `n`) lies in the NCHW output.
const IM2COL: &str = "fn im2col_at(zb: u32, ci: u32, iy: i32, ix: i32) -> f32 {
    if ci >= p.ci || iy < 0 || ix < 0 || iy >= i32(p.h) || ix >= i32(p.w) { return 0.0; }
    return B[zb + (ci * p.h + u32(iy)) * p.w + u32(ix)];
}
fn im2col(t: u32, n: u32) -> f32 {
    let at = t / p.cp;
    let px = n % p.px;
    let iy = i32(px / p.ow * p.sh + at / p.kw * p.dh) - i32(p.ph);
    let ix = i32(px % p.ow * p.sw + at % p.kw * p.dw) - i32(p.pw);
    return im2col_at(n / p.px * p.ci * p.h * p.w, t % p.cp, iy, ix);
}
fn out_at(r: u32, n: u32) -> u32 {
    let z = n / p.px;
    return (z * p.m + r) * p.px + n - z * p.px;
}
";

/// Where element (`r`, `c`) of C lies in the output (WGSL expressions; `co` the batch's offset).
/// A convolution's split-K slice writes its partial product plain, `m × n` at `co`, like a
/// matmul's: `split_sum` puts the sums where they lie in the NCHW output.
fn out_index(op: &GemmOp, r: &str, c: &str) -> String {
    if op.b_im2col && !op.f32_partials {
        format!("out_at({r}, {c})")
    } else {
        format!("co + {r} * p.n + {c}")
    }
}

/// The bias term added to the output at row `r`, column `c` (WGSL expressions).
fn bias_term(op: &GemmOp, r: &str, c: &str) -> String {
    match op.bias_rows {
        Some(true) => format!(" + bias[{r}]"),
        Some(false) => format!(" + bias[{c}]"),
        None => String::new(),
    }
}

const LANES: [&str; 4] = ["x", "y", "z", "w"];

/// One operand's block per step as the tiled kernel loads it: `rows` of the block (`block_m`
/// of A, `block_n` of B) by `block_k`, from global memory where `k` is contiguous (A as given,
/// B transposed) or the rows are, into workgroup memory `k`-major (`[stage][k][rows / 4]` of
/// `vec4`s, so each work-item reads its 4 consecutive rows or columns in one load).
struct Operand {
    /// `A` or `B`.
    name: char,
    rows: u32,
    /// The matrix's row count in the product (`p.m` or `p.n`), a WGSL expression.
    extent: &'static str,
    /// Workgroup id component that picks the block (`y` for A, `x` for B).
    block_axis: char,
    k_contiguous: bool,
    /// Gathered from a convolution's input (`GemmOp::b_im2col`; scalar access only).
    im2col: bool,
    /// Read from global memory in `vec4`s.
    vector: bool,
    /// Work-items across the block's rows in the arithmetic (`TY` for A, `TX` for B): each
    /// reads `vec4` column `lane + q·lanes`.
    lanes: u32,
    /// What the product computes (its element type: loads widen to f32).
    op: GemmOp,
}

impl Operand {
    /// The XOR on the `vec4` column of depth `k` in workgroup memory: a swizzle against bank
    /// conflicts. An operand read along `k` is transposed on its way in, the work-items of a
    /// warp storing several depths of a few rows; with rows a multiple of 32 words, every depth
    /// of a column falls in the same bank (2-way conflicts for `vec4` loads at depth 8, 8-way
    /// for scalar ones; an H100 measured 2.4-way with Nsight Compute, 2026-11-26). XORing the
    /// column's low three bits by a multiple of the warp's column span spreads the depths over
    /// all 32 banks (conflict-free except scalar loads at depth 16: 2-way), with no memory
    /// (padding would push 128×128×8 past WebGPU's 16 KiB default) and no instruction in the
    /// loop: each depth's reads use one of a few precomputed bases.
    fn swizzle(&self, t: &Tiling, k: u32) -> u32 {
        match self.swizzle_span(t) {
            Some((per_row, span)) => (k / per_row * span) % 8,
            None => 0,
        }
    }

    /// [`swizzle`](Self::swizzle) for a depth known at run time (a WGSL expression).
    fn swizzle_expr(&self, t: &Tiling, k: &str) -> String {
        match self.swizzle_span(t) {
            Some((per_row, span)) => format!("{k} / {per_row}u * {span}u % 8u"),
            None => "0u".into(),
        }
    }

    /// The elements per unit and the XOR step between consecutive units of a row, or `None`
    /// where no swizzle applies: the operand is not transposed, or its work-items' columns
    /// (`lanes`) are too few for an XOR of three bits to stay among them.
    fn swizzle_span(&self, t: &Tiling) -> Option<(u32, u32)> {
        if !self.k_contiguous || self.lanes < 8 || !self.lanes.is_power_of_two() {
            return None;
        }
        let per_row = if self.vector { 4 } else { 1 };
        let across = t.block_k / per_row;
        Some((per_row, (8 / across).max(1)))
    }

    /// The units (elements, or `vec4`s along the contiguous dimension) of one block.
    fn units(&self, t: &Tiling) -> u32 {
        self.rows * t.block_k / if self.vector { 4 } else { 1 }
    }

    /// Statements at the kernel's start: each work-item's units' row and depth in the block.
    fn unit_positions(&self, t: &Tiling, threads: u32) -> String {
        let x = self.name.to_ascii_lowercase();
        let per_row = if self.vector { 4 } else { 1 };
        (0..self.units(t).div_ceil(threads))
            .map(|i| {
                let u = format!("(t + {}u)", i * threads);
                let (r, k) = if self.k_contiguous {
                    let across = t.block_k / per_row;
                    (format!("{u} / {across}u"), format!("{u} % {across}u * {per_row}u"))
                } else {
                    let across = self.rows / per_row;
                    (format!("{u} % {across}u * {per_row}u"), format!("{u} / {across}u"))
                };
                let mut out = format!(
                    "    let {x}r{i} = {r};\n    let {x}k{i} = {k};\n    let {x}s{i} = {};\n",
                    self.swizzle_expr(t, &format!("{x}k{i}"))
                );
                if self.im2col && self.pixel_of(threads, i) == i {
                    // The unit's column, clamped into the matrix (its sums land in outputs never
                    // stored), as where its image starts and its output pixel's top-left input
                    // position: once, no division in the loop.
                    out.push_str(&format!(
                        "    let {x}n{i} = min({x}0 + {x}r{i}, p.n - 1u);
    let {x}z{i} = {x}n{i} / p.px * p.ci * p.h * p.w;
    let {x}q{i} = {x}n{i} % p.px;
    let {x}iy{i} = i32({x}q{i} / p.ow * p.sh) - i32(p.ph);
    let {x}ix{i} = i32({x}q{i} % p.ow * p.sw) - i32(p.pw);
"
                    ));
                }
                out
            })
            .collect()
    }

    /// For an im2col operand: the plane size, and the kernel position and first channel of the
    /// next step's taps (the same for the whole workgroup: `p.cp` is a multiple of `block_k`),
    /// from the first tap of the workgroup's split-K slice (`wid.z · p.ks`; 0 unsplit, where a
    /// convolution's grid has one layer).
    fn im2col_steps(&self) -> String {
        if !self.im2col {
            return String::new();
        }
        "    let hw = p.h * p.w;
    let tap0 = wid.z * p.ks;
    var ci0 = tap0 % p.cp;
    var ky = tap0 / p.cp / p.kw;
    var kx = tap0 / p.cp % p.kw;
"
        .to_string()
    }

    /// Which unit's pixel state unit `i` of an im2col operand uses: a work-item's units share
    /// one column (and its padding test) where the work-items span whole rows of the block.
    fn pixel_of(&self, threads: u32, i: u32) -> u32 {
        if !self.k_contiguous && !self.vector && threads % self.rows == 0 {
            0
        } else {
            i
        }
    }

    /// An im2col operand's loads (scalar): per pixel one padding test and address for the step's
    /// kernel position, per unit its channel's plane, then the next step's taps (uniform).
    fn im2col_load(&self, t: &Tiling, threads: u32) -> String {
        let x = self.name.to_ascii_lowercase();
        let bk = t.block_k;
        let mut out = String::from(
            "        {\n        let dy = i32(ky * p.dh);\n        let dx = i32(kx * p.dw);\n        let cb = ci0 * hw;\n",
        );
        let units = self.units(t).div_ceil(threads);
        for i in 0..units {
            let q = self.pixel_of(threads, i);
            if q == i {
                out.push_str(&format!(
                    "        let y{q} = {x}iy{q} + dy;
        let x{q} = {x}ix{q} + dx;
        let ok{q} = u32(y{q}) < p.h && u32(x{q}) < p.w;
        let at{q} = {x}z{q} + cb + u32(y{q}) * p.w + u32(x{q});
"
                ));
            }
            out.push_str(&format!(
                "        g{x}{i} = B[select(OUTSIDE, at{q} + {x}k{i} * hw, ok{q} && ci0 + {x}k{i} < p.ci)];\n"
            ));
        }
        out.push_str(&format!(
            "        }}\n        ci0 += {bk}u; if ci0 == p.cp {{ ci0 = 0u; kx += 1u; if kx == p.kw {{ kx = 0u; ky += 1u; }} }}\n"
        ));
        out
    }

    /// Statements that read the block at depth `k0` into the staging registers (zeros past the
    /// matrix's edges). With `vec4` access a unit outside the matrix reads at `OUTSIDE`, past the
    /// end of the buffer, which reads zero on every device (anygpu's bounds checks): one guarded
    /// load, where an `if` around it adds a second guard and a branch (sm_90, 128×128×8: 11
    /// branches in the hottest loop → 3, FFMA 83.0 → 84.2 % of it; 2026-11-27), and a work-item
    /// without a unit in the last round reads one anyway (inside the matrix or zero; only its
    /// store is skipped). Scalar access keeps the `if`: there the select's indices cost ptxas 4
    /// bytes of spills at 128 registers.
    fn load(&self, t: &Tiling, threads: u32, k0: &str) -> String {
        if self.im2col {
            return self.im2col_load(t, threads);
        }
        let (x, big) = (self.name.to_ascii_lowercase(), self.name);
        let units = self.units(t);
        let ext = self.extent;
        let (zero, div) = if self.vector {
            ("vec4<f32>()", " / 4u")
        } else {
            ("0.0", "")
        };
        (0..units.div_ceil(threads))
            .map(|i| {
                let (r, k) = (format!("{x}r{i}"), format!("{x}k{i}"));
                let row = format!("{x}0 + {r}");
                let inside = format!("{row} < {ext} && {k0} + {k} < klen");
                let index = if self.k_contiguous {
                    format!("({x}o + ({row}) * p.k + {k0} + {k}){div}")
                } else {
                    format!("({x}o + ({k0} + {k}) * {ext} + {row}){div}")
                };
                let in_block = if (i + 1) * threads > units {
                    format!("t + {}u < {units}u && ", i * threads)
                } else {
                    String::new()
                };
                if self.vector {
                    let read = widen(&self.op, true, &format!("{big}[select(OUTSIDE, {index}, {inside})]"));
                    return format!("        g{x}{i} = {read};\n");
                }
                let read = widen(&self.op, false, &format!("{big}[{index}]"));
                format!("        if {in_block}{inside} {{ g{x}{i} = {read}; }} else {{ g{x}{i} = {zero}; }}\n")
            })
            .collect()
    }

    /// Statements that write the staging registers into stage `stage` of workgroup memory.
    fn store(&self, t: &Tiling, threads: u32, stage: &str) -> String {
        let (x, big) = (self.name.to_ascii_lowercase(), self.name);
        let units = self.units(t);
        let quads = self.rows / 4;
        (0..units.div_ceil(threads))
            .map(|i| {
                let (r, k) = (format!("{x}r{i}"), format!("{x}k{i}"));
                let slot = |dk: u32| {
                    format!(
                        "{big}s[({stage} * {bk}u + {k} + {dk}u) * {quads}u + (({r} / 4u) ^ {x}s{i})]",
                        bk = t.block_k
                    )
                };
                let body = match (self.vector, self.k_contiguous) {
                    // Four rows at once: one vec4 store.
                    (true, false) => format!("{} = g{x}{i};", slot(0)),
                    // Four depths of one row: a lane in each of four vec4s.
                    (true, true) => (0..4)
                        .map(|c| format!("{}[{r} % 4u] = g{x}{i}.{};", slot(c), LANES[c as usize]))
                        .collect::<Vec<_>>()
                        .join(" "),
                    (false, _) => format!("{}[{r} % 4u] = g{x}{i};", slot(0)),
                };
                if (i + 1) * threads > units {
                    format!("        if t + {}u < {units}u {{ {body} }}\n", i * threads)
                } else {
                    format!("        {body}\n")
                }
            })
            .collect()
    }
}

/// The tiled kernel (see [`GemmConfig::Tiled`]). Work-item `(tx, ty)` owns rows
/// `q·4·TY + 4·ty + 0..4` and columns `q·4·TX + 4·tx + 0..4` of the block (`TY`, `TX` work-items
/// down and across): its operands are whole `vec4`s of workgroup memory, and the work-items of a
/// warp read consecutive `vec4`s of B's row and broadcast A's (no bank conflicts).
fn tiled(op: &GemmOp, t: &Tiling, config: &str) -> String {
    let name = op.name();
    let (tx_n, ty_n) = (t.block_n / t.thread_n, t.block_m / t.thread_m);
    let threads = t.threads();
    let (bk, bm, bn) = (t.block_k, t.block_m, t.block_n);
    // A convolution's A, its weight repacked with whole steps of taps per row, is read in
    // `vec4`s whatever the configuration's access (B's is a gather).
    let a_vector = t.vector || op.b_im2col;
    let Pieces {
        header,
        bias_binding,
        epilogue,
    } = pieces_with(op, config, a_vector, t.vector);
    let a = Operand {
        name: 'A',
        rows: bm,
        extent: "p.m",
        block_axis: 'y',
        k_contiguous: !op.trans_a,
        im2col: false,
        vector: a_vector,
        lanes: ty_n,
        op: *op,
    };
    let b = Operand {
        name: 'B',
        rows: bn,
        extent: "p.n",
        block_axis: 'x',
        k_contiguous: op.trans_b,
        im2col: op.b_im2col,
        vector: t.vector,
        lanes: tx_n,
        op: *op,
    };
    let mut body = String::from("    let tile = block_tile(wid, groups);\n");
    for x in [&a, &b] {
        let l = x.name.to_ascii_lowercase();
        body.push_str(&format!(
            "    let {l}0 = tile.{} * {}u;\n    let {l}o = wid.z * p.batch_{l};\n",
            x.block_axis, x.rows
        ));
        body.push_str(&x.unit_positions(t, threads));
        body.push_str(&x.im2col_steps());
        let element = if x.vector { "vec4<f32>" } else { "f32" };
        for i in 0..x.units(t).div_ceil(threads) {
            body.push_str(&format!("    var g{l}{i}: {element};\n"));
        }
    }
    body.push_str("    let co = wid.z * p.batch_c;\n");
    for i in 0..t.thread_m {
        for j in 0..t.thread_n {
            body.push_str(&format!("    var c{i}_{j} = 0.0;\n"));
        }
    }
    // One step's arithmetic from stage `cur`: per depth, the work-item's A and B vec4s, then
    // every output's fma (written out: constant offsets from one base per operand).
    // A swizzled operand's depths read from one base per XOR value (`abase4`: `ty ^ 4`).
    let mut math = String::new();
    for (x, lane, stage, operand) in [("a", "ty", bk * bm / 4, &a), ("b", "tx", bk * bn / 4, &b)] {
        let mut xors: Vec<u32> = (0..bk).map(|kk| operand.swizzle(t, kk)).collect();
        xors.sort_unstable();
        xors.dedup();
        for g in xors {
            let (name, column) = match g {
                0 => (String::new(), lane.to_string()),
                g => (g.to_string(), format!("({lane} ^ {g}u)")),
            };
            math.push_str(&format!("        let {x}base{name} = cur * {stage}u + {column};\n"));
        }
    }
    let base = |x: &str, g: u32| {
        if g == 0 {
            format!("{x}base")
        } else {
            format!("{x}base{g}")
        }
    };
    for kk in 0..bk {
        math.push_str("        {\n");
        for q in 0..t.thread_m / 4 {
            math.push_str(&format!(
                "          let a{q} = As[{} + {}u];\n",
                base("a", a.swizzle(t, kk)),
                kk * bm / 4 + q * ty_n
            ));
        }
        for q in 0..t.thread_n / 4 {
            math.push_str(&format!(
                "          let b{q} = Bs[{} + {}u];\n",
                base("b", b.swizzle(t, kk)),
                kk * bn / 4 + q * tx_n
            ));
        }
        for i in 0..t.thread_m {
            math.push_str("         ");
            for j in 0..t.thread_n {
                let (av, bv) = (
                    format!("a{}.{}", i / 4, LANES[(i % 4) as usize]),
                    format!("b{}.{}", j / 4, LANES[(j % 4) as usize]),
                );
                math.push_str(&format!(" c{i}_{j} = fma({av}, {bv}, c{i}_{j});"));
            }
            math.push('\n');
        }
        math.push_str("        }\n");
    }
    let loads = |k0: &str| format!("{}{}", a.load(t, threads, k0), b.load(t, threads, k0));
    let stores = |stage: &str| format!("{}{}", a.store(t, threads, stage), b.store(t, threads, stage));
    body.push_str(KLEN);
    body.push_str(&format!("    let steps = (klen + {}u) / {bk}u;\n", bk - 1));
    if t.stages == 2 {
        body.push_str(&format!(
            "{}{}    workgroupBarrier();
    for (var s = 0u; s < steps; s++) {{
        let cur = s & 1u;
        let more = s + 1u < steps;
        if more {{
{}        }}
{math}        if more {{
{}        }}
        workgroupBarrier();
    }}
",
            loads("0u").replace("        ", "    "),
            stores("0u").replace("        ", "    "),
            loads(&format!("(s + 1u) * {bk}u")),
            stores("(cur ^ 1u)"),
        ));
    } else {
        body.push_str(&format!(
            "    for (var s = 0u; s < steps; s++) {{
        let cur = 0u;
{}{}        workgroupBarrier();
{math}        workgroupBarrier();
    }}
",
            loads(&format!("s * {bk}u")),
            stores("0u"),
        ));
    }
    // The outputs: each row's columns in groups of four.
    for i in 0..t.thread_m {
        let row = format!("a0 + {}u + ty * 4u", (i / 4) * 4 * ty_n + i % 4);
        for q in 0..t.thread_n / 4 {
            let col = format!("b0 + {}u + tx * 4u", q * 4 * tx_n);
            let v: Vec<String> = (0..4).map(|j| format!("c{i}_{}", q * 4 + j)).collect();
            body.push_str(&format!("    store({row}, {col}, vec4<f32>({}), co);\n", v.join(", ")));
        }
    }
    let store_fn = if t.vector {
        let lanes: Vec<String> = (0..4)
            .map(|j| format!("act(v.{}{})", LANES[j], bias_term(op, "r", &format!("c + {j}u"))))
            .collect();
        format!(
            "// Row r, columns c..c + 4 (n is a multiple of 4).
fn store(r: u32, c: u32, v: vec4<f32>, co: u32) {{
    if r < p.m && c < p.n {{ C[(co + r * p.n + c) / 4u] = {}; }}
}}
",
            narrow(op, true, &format!("vec4<f32>({})", lanes.join(", ")))
        )
    } else {
        format!(
            "// Row r, columns c..c + 4.
fn store(r: u32, c: u32, v: vec4<f32>, co: u32) {{
    if r >= p.m {{ return; }}
    for (var j = 0u; j < 4u; j++) {{
        if c + j < p.n {{ C[{}] = {}; }}
    }}
}}
",
            out_index(op, "r", "c + j"),
            narrow(op, false, &format!("act(v[j]{})", bias_term(op, "r", "c + j")))
        )
    };
    format!(
        "{header}{bias_binding}var<workgroup> As: array<vec4<f32>, {}>;
var<workgroup> Bs: array<vec4<f32>, {}>;
// An index past the end of every buffer: reading there gives zero.
const OUTSIDE: u32 = 0xffffffffu;
{epilogue}{store_fn}{block_tile}@compute @workgroup_size({threads})
fn op_{name}_{config}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let tx = t % {tx_n}u;
    let ty = t / {tx_n}u;
{body}}}
",
        t.stages * bk * bm / 4,
        t.stages * bk * bn / 4,
        block_tile = super::config::BLOCK_TILE_WGSL,
    )
}

/// The direct kernel (see [`GemmConfig::Direct`]): each work-item 8 rows × 4 columns (16 apart)
/// of a 64×64 block, reading A and B from the buffers (2.6× faster than a workgroup-memory
/// kernel on lavapipe).
fn direct(op: &GemmOp) -> String {
    let name = op.name();
    let Pieces {
        header,
        bias_binding,
        epilogue,
    } = pieces(op, "direct", false);
    let header = format!("{header}{bias_binding}");
    let a_index = if op.trans_a { "gk * p.m + gr" } else { "gr * p.k + gk" };
    let b_read = match (op.b_im2col, op.trans_b) {
        (true, _) => "im2col(gkb, gc)".to_string(),
        (false, true) => widen(op, false, "B[bo + gc * p.k + gkb]"),
        (false, false) => widen(op, false, "B[bo + gkb * p.n + gc]"),
    };
    let a_read = widen(op, false, &format!("A[ao + {a_index}]"));
    let bias_add = bias_term(op, "r", "c");
    let stored = narrow(op, false, &format!("act(v[j]{bias_add})"));
    let out = out_index(op, "r", "c");
    let store_fn = format!(
        "{epilogue}
// Row r, columns c0, c0 + 16, c0 + 32, c0 + 48.
fn store(r: u32, c0: u32, v: vec4<f32>, co: u32) {{
    if r >= p.m {{ return; }}
    for (var j = 0u; j < 4u; j++) {{
        let c = c0 + j * 16u;
        if c < p.n {{ C[{out}] = {stored}; }}
    }}
}}
"
    );
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
    let mut body = String::new();
    for j in 0..4 {
        body.push_str(&format!(
            "        {{ let gc = col0 + tx + {}u; b{j} = select(0.0, {b_read}, gc < p.n); }}\n",
            16 * j
        ));
    }
    for i in 0..8 {
        body.push_str(&format!(
            "        {{ let gr = row0 + ty * 8u + {i}u; let a = select(0.0, {a_read}, gr < p.m);"
        ));
        for j in 0..4 {
            body.push_str(&format!(" acc{i}{j} = fma(a, b{j}, acc{i}{j});"));
        }
        body.push_str(" }\n");
    }
    format!(
        "{header}{store_fn}@compute @workgroup_size(16, 8)
fn op_{name}_direct(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {{
    let tx = lid.x;
    let ty = lid.y;
    let row0 = wid.y * {DIRECT_TILE}u;
    let col0 = wid.x * {DIRECT_TILE}u;
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
    )
}

/// The broadcast kernel (see [`BroadcastTiling`]): work-item `t` computes columns `c0..c0 + 4`
/// of rows `r0..r0 + rows`; per 4 of depth, A's values for those rows come from the lanes of
/// its group of eight by `subgroupBroadcast` (each lane loads its share), B's four columns from
/// its own loads. Each output is the same `fma` chain over `k` in order as the direct kernel's
/// (the last step's depths past `k` add `0 × 0`, which changes at most the sign of a zero sum).
/// Rows and columns past the matrix are clamped into it (their sums land in outputs that are
/// never stored); depths past `k` read zeros.
fn broadcast(op: &GemmOp, t: &BroadcastTiling, config: &str) -> String {
    let name = op.name();
    let (rows, vector) = (t.rows, t.vector);
    let Pieces {
        header,
        bias_binding,
        epilogue,
    } = pieces(op, config, vector);
    let group = BROADCAST_GROUP;
    // Depth is a whole number of `vec4`s where A or B is read along it in `vec4`s.
    let k_whole = vector && (!op.trans_a || op.trans_b);
    // `value` (f32, or `vec4<f32>` when `vec`), zero where depth `k0 + kk` is past `k`.
    let guarded = |value: String, kk: u32, vec: bool| {
        if k_whole {
            return value;
        }
        let zero = if vec { "vec4<f32>()" } else { "0.0" };
        format!("select({zero}, {value}, k0 + {kk}u < p.k)")
    };
    let mut setup = String::new();
    let mut loads = String::new();
    let mut math = String::new();
    // A: where `k` is contiguous (`am{q}`: 4 depths of row r0 + g + 8q), else 4 rows per value
    // (`am{kk}_{q}`: rows r0 + 32q + 4g .. + 4 at depth k0 + kk).
    if !op.trans_a {
        for q in 0..rows / group {
            setup.push_str(&format!(
                "    let ar{q} = ao + min(r0 + g + {}u, p.m - 1u) * p.k;\n",
                group * q
            ));
            let value = if vector {
                widen(op, true, &format!("A[(ar{q} + k0) / 4u]"))
            } else {
                let lanes: Vec<String> = (0..4)
                    .map(|kk| guarded(widen(op, false, &format!("A[ar{q} + k0 + {kk}u]")), kk, false))
                    .collect();
                format!("vec4<f32>({})", lanes.join(", "))
            };
            loads.push_str(&format!("        let am{q} = {value};\n"));
        }
        for i in 0..rows {
            math.push_str(&format!(
                "        {{ let x = subgroupBroadcast(am{}, {}u);",
                i / group,
                i % group
            ));
            for (kk, lane) in LANES.iter().enumerate() {
                math.push_str(&format!(" acc{i} = fma(vec4<f32>(x.{lane}), b{kk}, acc{i});"));
            }
            math.push_str(" }\n");
        }
    } else {
        let span = 4 * group;
        for q in 0..rows / span {
            if vector {
                setup.push_str(&format!(
                    "    let ac{q} = min(r0 + {}u + 4u * g, p.m - 4u);\n",
                    span * q
                ));
            } else {
                for j in 0..4 {
                    setup.push_str(&format!(
                        "    let ac{q}_{j} = min(r0 + {}u + 4u * g, p.m - 1u);\n",
                        span * q + j
                    ));
                }
            }
            for kk in 0..4 {
                let value = if vector {
                    guarded(
                        widen(op, true, &format!("A[(ao + (k0 + {kk}u) * p.m + ac{q}) / 4u]")),
                        kk,
                        true,
                    )
                } else {
                    let lanes: Vec<String> = (0..4)
                        .map(|j| {
                            guarded(
                                widen(op, false, &format!("A[ao + (k0 + {kk}u) * p.m + ac{q}_{j}]")),
                                kk,
                                false,
                            )
                        })
                        .collect();
                    format!("vec4<f32>({})", lanes.join(", "))
                };
                loads.push_str(&format!("        let am{kk}_{q} = {value};\n"));
            }
        }
        for kk in 0..4 {
            for q in 0..rows / span {
                for l in 0..group {
                    math.push_str(&format!("        {{ let x = subgroupBroadcast(am{kk}_{q}, {l}u);"));
                    for (j, lane) in LANES.iter().enumerate() {
                        let i = span * q + 4 * l + j as u32;
                        math.push_str(&format!(" acc{i} = fma(vec4<f32>(x.{lane}), b{kk}, acc{i});"));
                    }
                    math.push_str(" }\n");
                }
            }
        }
    }
    // B: `b{kk}`, the work-item's four columns at depth k0 + kk.
    if vector && !op.trans_b {
        setup.push_str("    let bc = bo + min(c0, p.n - 4u);\n");
        for kk in 0..4 {
            let value = guarded(widen(op, true, &format!("B[(bc + (k0 + {kk}u) * p.n) / 4u]")), kk, true);
            loads.push_str(&format!("        let b{kk} = {value};\n"));
        }
    } else {
        for j in 0..4 {
            setup.push_str(&format!("    let bc{j} = min(c0 + {j}u, p.n - 1u);\n"));
            if op.b_im2col {
                // The column's image (where it starts) and its output pixel as its top-left
                // input position, once.
                setup.push_str(&format!(
                    "    let bz{j} = bc{j} / p.px * p.ci * p.h * p.w;
    let bp{j} = bc{j} % p.px;
    let iy{j} = i32(bp{j} / p.ow * p.sh) - i32(p.ph);
    let ix{j} = i32(bp{j} % p.ow * p.sw) - i32(p.pw);
"
                ));
            }
        }
        if op.b_im2col {
            // The tap of depth k0 (kernel row, kernel column, input channel), stepped one depth
            // at a time: no division in the loop (llvmpipe divides lane by lane).
            setup.push_str("    var ci = 0u;\n    var ky = 0u;\n    var kx = 0u;\n");
        }
        if vector {
            // Transposed: each column's four depths in one `vec4`.
            for j in 0..4 {
                loads.push_str(&format!(
                    "        let bt{j} = {};\n",
                    widen(op, true, &format!("B[(bo + bc{j} * p.k + k0) / 4u]"))
                ));
            }
            for (kk, lane) in LANES.iter().enumerate() {
                loads.push_str(&format!(
                    "        let b{kk} = vec4<f32>(bt0.{lane}, bt1.{lane}, bt2.{lane}, bt3.{lane});\n"
                ));
            }
        } else {
            for kk in 0..4 {
                let lanes: Vec<String> = (0..4)
                    .map(|j| {
                        let read = match (op.b_im2col, op.trans_b) {
                            (true, _) => {
                                format!("im2col_at(bz{j}, ci, iy{j} + i32(ky * p.dh), ix{j} + i32(kx * p.dw))")
                            }
                            (false, true) => widen(op, false, &format!("B[bo + bc{j} * p.k + k0 + {kk}u]")),
                            (false, false) => widen(op, false, &format!("B[bo + (k0 + {kk}u) * p.n + bc{j}]")),
                        };
                        guarded(read, kk, false)
                    })
                    .collect();
                loads.push_str(&format!("        let b{kk} = vec4<f32>({});\n", lanes.join(", ")));
                if op.b_im2col {
                    loads.push_str(
                        "        ci += 1u; if ci == p.cp { ci = 0u; kx += 1u; if kx == p.kw { kx = 0u; ky += 1u; } }\n",
                    );
                }
            }
        }
    }
    let outputs: Vec<String> = (0..4)
        .map(|j| format!("act(v.{}{})", LANES[j], bias_term(op, "r", &format!("c + {j}u"))))
        .collect();
    let store_fn = if vector {
        format!(
            "{epilogue}
// Row r, columns c..c + 4 (n is a multiple of 4).
fn store(r: u32, c: u32, v: vec4<f32>, co: u32) {{
    if r < p.m && c < p.n {{ C[(co + r * p.n + c) / 4u] = {}; }}
}}
",
            narrow(op, true, &format!("vec4<f32>({})", outputs.join(", ")))
        )
    } else {
        let stores: Vec<String> = (0..4)
            .map(|j| {
                format!(
                    "    if c + {j}u < p.n {{ C[{}] = {}; }}\n",
                    out_index(op, "r", &format!("c + {j}u")),
                    narrow(op, false, &outputs[j as usize])
                )
            })
            .collect();
        format!(
            "{epilogue}
// Row r, columns c..c + 4.
fn store(r: u32, c: u32, v: vec4<f32>, co: u32) {{
    if r >= p.m {{ return; }}
{}}}
",
            stores.concat()
        )
    };
    let accumulators: String = (0..rows).map(|i| format!("    var acc{i} = vec4<f32>();\n")).collect();
    let stores: String = (0..rows)
        .map(|i| format!("    store(r0 + {i}u, c0, acc{i}, co);\n"))
        .collect();
    format!(
        "{header}{bias_binding}{store_fn}@compute @workgroup_size({BROADCAST_THREADS})
fn op_{name}_{config}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) wid: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32) {{
    let r0 = wid.y * {rows}u;
    let c0 = wid.x * {cols}u + t * 4u;
    let ao = wid.z * p.batch_a;
    let bo = wid.z * p.batch_b;
    let co = wid.z * p.batch_c;
    // This lane's place in its group of {group}, which share A's values.
    let g = lane % {group}u;
{setup}{accumulators}    for (var k0 = 0u; k0 < p.k; k0 += 4u) {{
{loads}{math}    }}
{stores}}}
",
        cols = 4 * BROADCAST_THREADS,
    )
}
