//! The WGSL of the built-in ops, generated from one template per kind of op. Every kernel is
//! ordinary WGSL that runs on every device kind (browsers too); reductions use a fixed
//! combination order (per-invocation strides, then a workgroup tree), so a result is the same
//! on every device that rounds each step the same way.

/// Work-items per workgroup of every op kernel.
pub(crate) const WORKGROUP: u32 = 256;

/// Helpers every elementwise kernel may call: written so that NaN passes through (WGSL leaves
/// `max`, `min` and `clamp` of a NaN to the implementation) and nothing overflows to NaN where
/// the mathematical result is finite (`tanh` of a large argument).
const HELPERS: &str = "
fn sigmoid_(v: f32) -> f32 {
    return 1.0 / (1.0 + exp(-v));
}
fn tanh_(v: f32) -> f32 {
    let t = exp(-2.0 * abs(v));
    let r = (1.0 - t) / (1.0 + t);
    return select(r, -r, v < 0.0);
}
// Abramowitz & Stegun 7.1.26, |error| < 1.5e-7: WGSL has no erf.
fn erf_(v: f32) -> f32 {
    let a = abs(v);
    let t = 1.0 / (1.0 + 0.3275911 * a);
    let p = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    let r = 1.0 - p * exp(-a * a);
    return select(r, -r, v < 0.0);
}
// x^y as C's powf defines it for the cases WGSL leaves undefined (x < 0 with an integer y, x = 0).
fn pow_(x: f32, y: f32) -> f32 {
    if y == 0.0 { return 1.0; }
    let r = exp2(y * log2(abs(x)));
    if x < 0.0 {
        if y != floor(y) { return bitcast<f32>(0x7fc00000u); }
        let odd = abs(y) < 16777216.0 && (i32(abs(y)) & 1) == 1;
        return select(r, -r, odd);
    }
    return r;
}
";

/// The helper functions every elementwise kernel may call.
pub(crate) fn helpers() -> &'static str {
    HELPERS
}

/// The unary elementwise ops, with their scalar parameters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Unary {
    /// `max(x, 0)`.
    Relu,
    /// `x` for `x ≥ 0`, else `slope · x`.
    LeakyRelu {
        /// The slope below 0 (PyTorch's default: 0.01).
        slope: f32,
    },
    /// `x` for `x ≥ 0`, else `alpha · (eˣ − 1)`.
    Elu {
        /// The scale below 0 (PyTorch's default: 1).
        alpha: f32,
    },
    /// `1 / (1 + e⁻ˣ)`.
    Sigmoid,
    /// The hyperbolic tangent.
    Tanh,
    /// `x · sigmoid(x)` (swish with β = 1).
    Silu,
    /// GELU with the tanh approximation (PyTorch's `approximate="tanh"`).
    GeluTanh,
    /// GELU with the error function (PyTorch's default).
    GeluErf,
    /// `x` limited to `min..=max` (NaN stays NaN).
    Clip {
        /// The lower bound.
        min: f32,
        /// The upper bound.
        max: f32,
    },
    /// `eˣ`.
    Exp,
    /// The natural logarithm.
    Log,
    /// The square root.
    Sqrt,
    /// `|x|`.
    Abs,
    /// `−x`.
    Neg,
    /// `factor · x`.
    Scale {
        /// The factor.
        factor: f32,
    },
    /// `xᵖ`, with C's `powf` meaning for negative `x` and integer `p`.
    Pow {
        /// The exponent `p`.
        exponent: f32,
    },
}

impl Unary {
    /// The op's name, as errors and the profiler show it.
    pub fn name(&self) -> &'static str {
        match self {
            Unary::Relu => "relu",
            Unary::LeakyRelu { .. } => "leaky_relu",
            Unary::Elu { .. } => "elu",
            Unary::Sigmoid => "sigmoid",
            Unary::Tanh => "tanh",
            Unary::Silu => "silu",
            Unary::GeluTanh => "gelu_tanh",
            Unary::GeluErf => "gelu_erf",
            Unary::Clip { .. } => "clip",
            Unary::Exp => "exp",
            Unary::Log => "log",
            Unary::Sqrt => "sqrt",
            Unary::Abs => "abs",
            Unary::Neg => "neg",
            Unary::Scale { .. } => "scale",
            Unary::Pow { .. } => "pow",
        }
    }

    /// The WGSL expression of `v` (and the parameters `p.a`, `p.b`).
    pub(crate) fn expression(&self) -> &'static str {
        match self {
            Unary::Relu => "select(v, 0.0, v < 0.0)",
            Unary::LeakyRelu { .. } => "select(v, p.a * v, v < 0.0)",
            Unary::Elu { .. } => "select(v, p.a * (exp(v) - 1.0), v < 0.0)",
            Unary::Sigmoid => "sigmoid_(v)",
            Unary::Tanh => "tanh_(v)",
            Unary::Silu => "v * sigmoid_(v)",
            Unary::GeluTanh => "0.5 * v * (1.0 + tanh_(0.7978845608028654 * (v + 0.044715 * v * v * v)))",
            Unary::GeluErf => "0.5 * v * (1.0 + erf_(v * 0.7071067811865476))",
            Unary::Clip { .. } => "select(select(v, p.a, v < p.a), p.b, v > p.b)",
            Unary::Exp => "exp(v)",
            Unary::Log => "log(v)",
            Unary::Sqrt => "sqrt(v)",
            Unary::Abs => "abs(v)",
            Unary::Neg => "-v",
            Unary::Scale { .. } => "p.a * v",
            Unary::Pow { .. } => "pow_(v, p.a)",
        }
    }

    /// The values of `p.a` and `p.b`.
    pub(crate) fn params(&self) -> [f32; 2] {
        match *self {
            Unary::LeakyRelu { slope } => [slope, 0.0],
            Unary::Elu { alpha } => [alpha, 0.0],
            Unary::Clip { min, max } => [min, max],
            Unary::Scale { factor } => [factor, 0.0],
            Unary::Pow { exponent } => [exponent, 0.0],
            _ => [0.0, 0.0],
        }
    }

    /// Every op, with example parameters (for tests and offline compilation).
    pub fn all() -> Vec<Unary> {
        vec![
            Unary::Relu,
            Unary::LeakyRelu { slope: 0.01 },
            Unary::Elu { alpha: 1.0 },
            Unary::Sigmoid,
            Unary::Tanh,
            Unary::Silu,
            Unary::GeluTanh,
            Unary::GeluErf,
            Unary::Clip { min: -1.0, max: 1.0 },
            Unary::Exp,
            Unary::Log,
            Unary::Sqrt,
            Unary::Abs,
            Unary::Neg,
            Unary::Scale { factor: 2.0 },
            Unary::Pow { exponent: 3.0 },
        ]
    }
}

/// The binary elementwise ops (same-length operands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    /// `x + y`.
    Add,
    /// `x − y`.
    Sub,
    /// `x · y`.
    Mul,
    /// `x / y`.
    Div,
}

impl Binary {
    /// The op's name, as errors and the profiler show it.
    pub fn name(&self) -> &'static str {
        match self {
            Binary::Add => "add",
            Binary::Sub => "sub",
            Binary::Mul => "mul",
            Binary::Div => "div",
        }
    }
    pub(crate) fn operator(&self) -> &'static str {
        match self {
            Binary::Add => "+",
            Binary::Sub => "-",
            Binary::Mul => "*",
            Binary::Div => "/",
        }
    }
    /// Every op.
    pub fn all() -> [Binary; 4] {
        [Binary::Add, Binary::Sub, Binary::Mul, Binary::Div]
    }
}

/// How a reduction combines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Combine {
    Sum,
    /// NaN wins (as in PyTorch).
    Max,
    Min,
}

impl Combine {
    fn identity(&self) -> &'static str {
        match self {
            Combine::Sum => "0.0",
            Combine::Max => "bitcast<f32>(0xff800000u)",
            Combine::Min => "bitcast<f32>(0x7f800000u)",
        }
    }
    fn expression(&self) -> &'static str {
        match self {
            Combine::Sum => "a + b",
            Combine::Max => "select(a, b, b > a || is_nan_(b))",
            Combine::Min => "select(a, b, b < a || is_nan_(b))",
        }
    }
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Combine::Sum => "sum",
            Combine::Max => "max",
            Combine::Min => "min",
        }
    }
}

/// A NaN test by the bits: WGSL lets compilers assume floats are never NaN, so `v != v` may be
/// folded to `false`.
const NAN: &str = "fn is_nan_(v: f32) -> bool { return (bitcast<u32>(v) & 0x7fffffffu) > 0x7f800000u; }";

/// The linear index of a work-item on a grid that is 2-D when a 1-D one would be too wide.
pub(crate) const INDEX: &str = "id.x + id.y * groups.x * 256u";

/// `y[i] = op(x[i])`; with `in_place`, one read-write buffer.
pub(crate) fn unary(op: Unary, in_place: bool, ty: &str) -> String {
    let bindings = if in_place {
        format!("@group(0) @binding(0) var<storage, read_write> y: array<{ty}>;\n")
    } else {
        format!("@group(0) @binding(0) var<storage, read> x: array<{ty}>;\n@group(0) @binding(1) var<storage, read_write> y: array<{ty}>;\n")
    };
    let source = if in_place { "y" } else { "x" };
    format!(
        "{enable}// anygpu op: {name}\nstruct Params {{ a: f32, b: f32 }}\nvar<immediate> p: Params;\n{bindings}{HELPERS}
fn op(v: f32) -> f32 {{ return {expr}; }}
@compute @workgroup_size({WORKGROUP})
fn op_{name}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let i = {INDEX};
    if i < arrayLength(&y) {{ y[i] = {ty}(op(f32({source}[i]))); }}
}}
",
        enable = enable(ty),
        name = op.name(),
        expr = op.expression(),
    )
}

/// `enable f16;` where the element type is f16 (computed in f32, stored in f16).
fn enable(ty: &str) -> &'static str {
    if ty == "f16" {
        "enable f16;\n"
    } else {
        ""
    }
}

/// `z[i] = x[i] op y[i]`.
pub(crate) fn binary(op: Binary, ty: &str) -> String {
    format!(
        "{enable}// anygpu op: {name}
@group(0) @binding(0) var<storage, read> x: array<{ty}>;
@group(0) @binding(1) var<storage, read> y: array<{ty}>;
@group(0) @binding(2) var<storage, read_write> z: array<{ty}>;
@compute @workgroup_size({WORKGROUP})
fn op_{name}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let i = {INDEX};
    if i < arrayLength(&z) {{ z[i] = {ty}(f32(x[i]) {operator} f32(y[i])); }}
}}
",
        enable = enable(ty),
        name = op.name(),
        operator = op.operator(),
    )
}

/// Work-items of a whole-vector reduction's workgroup.
pub(crate) const REDUCE_WORKGROUP: u32 = 64;

/// Elements one workgroup of a reduction pass combines: each of its 64 work-items takes 64, 64
/// apart (adjacent work-items read adjacent elements), in straight-line code (no loop: the CPU
/// device vectorises across work-items only where a work-item's code has none), then the
/// workgroup combines its 64 values as a tree. Few work-items with many loads each keep the
/// tree (a barrier per level) short beside the loads.
pub(crate) const REDUCE_BLOCK: u32 = REDUCE_WORKGROUP * 64;

/// A work-item's 64 steps over its elements (`body` reads element `i`), in the same order either
/// way, so both give the same bits. Unrolled, GPUs keep every load in flight at once. With
/// `stepped` (the CPU device), a loop with a barrier per step: the CPU device runs each step for
/// the whole workgroup before the next, so the workgroup reads its block front to back (the
/// unrolled form has each SIMD chunk of work-items read 64 cache lines 256 bytes apart, which
/// halves the bandwidth there).
fn item_steps(stepped: bool, body: &str) -> String {
    let per_item = REDUCE_BLOCK / REDUCE_WORKGROUP;
    if stepped {
        return format!(
            "    for (var t = 0u; t < {per_item}u; t += 1u) {{ let i = base + t * {REDUCE_WORKGROUP}u; {body} workgroupBarrier(); }}\n"
        );
    }
    (0..per_item)
        .map(|t| format!("    {{ let i = base + {}u; {body} }}\n", t * REDUCE_WORKGROUP))
        .collect()
}

/// Combines a workgroup's `width` values pairwise, halving each level (`body` combines element
/// `k` with element `k + half` into `k`), ending in element 0: the same pairs in the same order
/// either way. Parallel, each level is one step of the work-items below `half`, and a barrier.
/// With `stepped` (the CPU device), work-item 0 walks the levels alone: each level a plain loop
/// the CPU device vectorizes, where the parallel form costs a pass over the whole workgroup (and
/// a barrier) per level.
fn tree_levels(stepped: bool, width: u32, body: &str) -> String {
    if stepped {
        format!(
            "    if j == 0u {{
        for (var half = {width}u / 2u; half > 0u; half /= 2u) {{
            for (var k = 0u; k < half; k += 1u) {{ {body} }}
        }}
    }}
    workgroupBarrier();
"
        )
    } else {
        format!(
            "    for (var half = {width}u / 2u; half > 0u; half /= 2u) {{
        if j < half {{ let k = j; {body} }}
        workgroupBarrier();
    }}
"
        )
    }
}

/// One pass of a reduction: workgroup `g` (linear over a 2-D grid) combines elements
/// `g·4096 .. (g+1)·4096` into `out[g]`, in an order fixed by the length alone. With `dot`, the
/// input is `x[i] · y[i]`. `stepped`: see [`item_steps`].
pub(crate) fn reduce(combine: Combine, dot: bool, ty: &str, stepped: bool) -> String {
    let (bindings, load) = if dot {
        (
            format!("@group(0) @binding(0) var<storage, read> x: array<{ty}>;\n@group(0) @binding(1) var<storage, read> y: array<{ty}>;\n@group(0) @binding(2) var<storage, read_write> out: array<f32>;\n"),
            "f32(x[i]) * f32(y[i])",
        )
    } else {
        (
            format!("@group(0) @binding(0) var<storage, read> x: array<{ty}>;\n@group(0) @binding(1) var<storage, read_write> out: array<f32>;\n"),
            "f32(x[i])",
        )
    };
    let name = if dot {
        "dot".to_string()
    } else {
        format!("reduce_{}", combine.name())
    };
    reduce_kernel(&ReduceSource {
        name: &name,
        ty,
        combine,
        declarations: &bindings,
        top: "",
        lets: "",
        load,
        len: "arrayLength(&x)",
        stepped,
    })
}

/// What a reduction's first pass reads: element `i` is `load`, after `lets` (statements that may
/// use `i`); `top` runs first in the entry (values every work-item shares); `len` is the element
/// count. `declarations` bind the inputs and `out` (and define whatever they use); `ty` is the
/// inputs' element type (f16 needs its `enable`, which must come first).
pub(crate) struct ReduceSource<'s> {
    pub name: &'s str,
    pub ty: &'s str,
    pub combine: Combine,
    pub declarations: &'s str,
    pub top: &'s str,
    pub lets: &'s str,
    pub load: &'s str,
    pub len: &'s str,
    pub stepped: bool,
}

/// A reduction pass over what `src` reads (see [`reduce`]).
pub(crate) fn reduce_kernel(src: &ReduceSource<'_>) -> String {
    let ReduceSource {
        name,
        ty,
        combine,
        declarations,
        top,
        lets,
        load,
        len,
        stepped,
    } = *src;
    let loads = item_steps(
        stepped,
        &format!(
            "{lets}acc = combine(acc, select({}, {load}, i < n));",
            combine.identity()
        ),
    );
    format!(
        "{enables}// anygpu op: {name}
{declarations}var<workgroup> partial: array<f32, {REDUCE_WORKGROUP}>;
{NAN}
fn combine(a: f32, b: f32) -> f32 {{ return {expr}; }}
@compute @workgroup_size({REDUCE_WORKGROUP})
fn op_{name}(@builtin(local_invocation_index) j: u32, @builtin(workgroup_id) g: vec3<u32>,
          @builtin(num_workgroups) groups: vec3<u32>) {{
{top}    let n = {len};
    let group = g.x + g.y * groups.x;
    let base = group * {REDUCE_BLOCK}u + j;
    var acc = {identity};
{loads}    partial[j] = acc;
    workgroupBarrier();
{tree}    if j == 0u && group < arrayLength(&out) {{ out[group] = partial[0]; }}
}}
",
        enables = enable(ty),
        expr = combine.expression(),
        identity = combine.identity(),
        tree = tree_levels(
            stepped,
            REDUCE_WORKGROUP,
            "partial[k] = combine(partial[k], partial[k + half]);"
        ),
    )
}

/// The argmax trees' step: pair `k + half` replaces pair `k` where it is better.
const BETTER_PAIR: &str =
    "if better(pv[k], pi[k], pv[k + half], pi[k + half]) { pv[k] = pv[k + half]; pi[k] = pi[k + half]; }";

/// One pass of an argmax: workgroup `g` finds the largest of elements `g·4096 .. (g+1)·4096`
/// (NaN beats every number; ties go to the smaller index) and writes it and its index to
/// `out_v[g]`, `out_i[g]`. With `pairs`, the input is an earlier pass's values and indices.
/// `stepped`: see [`item_steps`].
pub(crate) fn argmax(pairs: bool, stepped: bool) -> String {
    let name = if pairs { "argmax_pairs" } else { "argmax" };
    let (bindings, index) = if pairs {
        (
            "@group(0) @binding(0) var<storage, read> x: array<f32>;\n@group(0) @binding(1) var<storage, read> xi: array<u32>;\n@group(0) @binding(2) var<storage, read_write> out_v: array<f32>;\n@group(0) @binding(3) var<storage, read_write> out_i: array<u32>;\n",
            "xi[i]",
        )
    } else {
        (
            "@group(0) @binding(0) var<storage, read> x: array<f32>;\n@group(0) @binding(1) var<storage, read_write> out_v: array<f32>;\n@group(0) @binding(2) var<storage, read_write> out_i: array<u32>;\n",
            "i",
        )
    };
    let loads = item_steps(
        stepped,
        &format!("if i < n {{ let v = x[i]; let k = {index}; if better(bv, bi, v, k) {{ bv = v; bi = k; }} }}"),
    );
    format!(
        "// anygpu op: {name}
{bindings}var<workgroup> pv: array<f32, {REDUCE_WORKGROUP}>;
var<workgroup> pi: array<u32, {REDUCE_WORKGROUP}>;
{NAN}
// Whether (vb, ib) beats (va, ia): NaN beats a number, then the larger value, then the smaller index.
fn better(va: f32, ia: u32, vb: f32, ib: u32) -> bool {{
    let na = is_nan_(va);
    let nb = is_nan_(vb);
    if na != nb {{ return nb; }}
    if na {{ return ib < ia; }}
    return vb > va || (vb == va && ib < ia);
}}
@compute @workgroup_size({REDUCE_WORKGROUP})
fn op_{name}(@builtin(local_invocation_index) j: u32, @builtin(workgroup_id) g: vec3<u32>,
          @builtin(num_workgroups) groups: vec3<u32>) {{
    let n = arrayLength(&x);
    let group = g.x + g.y * groups.x;
    let base = group * {REDUCE_BLOCK}u + j;
    var bv = bitcast<f32>(0xff800000u);
    var bi = 0xffffffffu;
{loads}    pv[j] = bv;
    pi[j] = bi;
    workgroupBarrier();
{tree}    if j == 0u && group < arrayLength(&out_v) {{
        out_v[group] = pv[0];
        out_i[group] = pi[0];
    }}
}}
",
        tree = tree_levels(stepped, REDUCE_WORKGROUP, BETTER_PAIR),
    )
}

/// `y = xᵀ` for a row-major `p.rows × p.cols` matrix, through a 16×16 tile in workgroup memory
/// (one column of padding: the transposed reads hit different banks), so that both the reads and
/// the writes of neighbouring work-items are neighbouring elements.
pub(crate) fn transpose() -> String {
    "// anygpu op: transpose
struct Params { rows: u32, cols: u32 }
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
var<workgroup> tile: array<f32, 272>;
@compute @workgroup_size(16, 16)
fn op_transpose(@builtin(local_invocation_id) l: vec3<u32>, @builtin(workgroup_id) g: vec3<u32>) {
    let r = g.y * 16u + l.y;
    let c = g.x * 16u + l.x;
    if r < p.rows && c < p.cols { tile[l.y * 17u + l.x] = x[r * p.cols + c]; }
    workgroupBarrier();
    // Work-item (x, y) now writes row g.x·16 + y of the result, column g.y·16 + x.
    let tr = g.x * 16u + l.y;
    let tc = g.y * 16u + l.x;
    if tr < p.cols && tc < p.rows { y[tr * p.rows + tc] = tile[l.x * 17u + l.y]; }
}
"
    .to_string()
}

/// Direct 2-D convolution, NCHW, one work-item per output element: the sum over its group's
/// input channels and the kernel window (dilated, strided, zero outside the padded input) of
/// input · weight (`[out, in / groups, kh, kw]`), plus the output channel's bias.
pub(crate) fn conv2d(bias: bool) -> String {
    let name = if bias { "conv2d_bias" } else { "conv2d" };
    let (bias_binding, bias_add) = if bias {
        (
            "@group(0) @binding(3) var<storage, read> bias: array<f32>;\n",
            " + bias[oc]",
        )
    } else {
        ("", "")
    };
    format!(
        "// anygpu op: {name}
struct Params {{ n: u32, ci: u32, co: u32, h: u32, w: u32, oh: u32, ow: u32, kh: u32, kw: u32,
                 sh: u32, sw: u32, ph: u32, pw: u32, dh: u32, dw: u32, groups: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weight: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
{bias_binding}@compute @workgroup_size({WORKGROUP})
fn op_{name}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let idx = {INDEX};
    if idx >= arrayLength(&y) {{ return; }}
    let ox = idx % p.ow;
    let t = idx / p.ow;
    let oy = t % p.oh;
    let t2 = t / p.oh;
    let oc = t2 % p.co;
    let b = t2 / p.co;
    let cpg = p.ci / p.groups;
    let g = oc / (p.co / p.groups);
    var acc = 0.0;
    for (var c = 0u; c < cpg; c++) {{
        let ic = g * cpg + c;
        for (var ky = 0u; ky < p.kh; ky++) {{
            let iy = i32(oy * p.sh + ky * p.dh) - i32(p.ph);
            if iy < 0 || iy >= i32(p.h) {{ continue; }}
            for (var kx = 0u; kx < p.kw; kx++) {{
                let ix = i32(ox * p.sw + kx * p.dw) - i32(p.pw);
                if ix < 0 || ix >= i32(p.w) {{ continue; }}
                acc += x[((b * p.ci + ic) * p.h + u32(iy)) * p.w + u32(ix)]
                     * weight[((oc * cpg + c) * p.kh + ky) * p.kw + kx];
            }}
        }}
    }}
    y[idx] = acc{bias_add};
}}
"
    )
}

/// Output columns and rows one im2col workgroup covers.
pub(crate) const IM2COL_TILE: (u32, u32) = (64, 4);

/// im2col for a convolution with one group: `cols[z][tap][oy·ow + ox]` is the input pixel the
/// tap reads for output (oy, ox) of image z, 0 in the padding. One workgroup covers 64 × 4
/// outputs of one tap of one image, so every division (the tap's channel and offsets, the
/// tile's place) is workgroup-uniform: work-items only add, compare, load and store (integer
/// division is slow everywhere, and not vectorized on the CPU device).
pub(crate) fn im2col() -> String {
    let (tx, ty) = IM2COL_TILE;
    format!(
        "// anygpu op: im2col
struct Params {{ ci: u32, h: u32, w: u32, oh: u32, ow: u32, kh: u32, kw: u32,
                 sh: u32, sw: u32, ph: u32, pw: u32, dh: u32, dw: u32,
                 col_tiles: u32, row_tiles: u32, slices: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> cols: array<f32>;
@compute @workgroup_size({tx}, {ty})
fn op_im2col(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>,
             @builtin(num_workgroups) groups: vec3<u32>) {{
    let g = wid.x + wid.y * groups.x;
    let tile = g % p.col_tiles;
    let rest = g / p.col_tiles;
    let row_tile = rest % p.row_tiles;
    let t = rest / p.row_tiles;
    if t >= p.slices {{ return; }}
    let taps = p.ci * p.kh * p.kw;
    let z = t / taps;
    let r = t % taps;
    let c = r / (p.kh * p.kw);
    let ky = (r / p.kw) % p.kh;
    let kx = r % p.kw;
    let ox = tile * {tx}u + lid.x;
    let oy = row_tile * {ty}u + lid.y;
    if ox >= p.ow || oy >= p.oh {{ return; }}
    let iy = i32(oy * p.sh + ky * p.dh) - i32(p.ph);
    let ix = i32(ox * p.sw + kx * p.dw) - i32(p.pw);
    var v = 0.0;
    if iy >= 0 && iy < i32(p.h) && ix >= 0 && ix < i32(p.w) {{
        v = x[((z * p.ci + c) * p.h + u32(iy)) * p.w + u32(ix)];
    }}
    cols[(t * p.oh + oy) * p.ow + ox] = v;
}}
"
    )
}

/// 2-D max or average pooling, NCHW, one work-item per output: the window's largest element
/// (padding never wins; NaN does), or its sum over the window's full size (padding counts as 0,
/// PyTorch's default `count_include_pad`).
pub(crate) fn pool2d(max: bool) -> String {
    let name = if max { "max_pool2d" } else { "avg_pool2d" };
    let (init, step, finish) = if max {
        (
            "bitcast<f32>(0xff800000u)",
            "acc = select(acc, v, v > acc || is_nan_(v));",
            "acc",
        )
    } else {
        ("0.0", "acc += v;", "acc / f32(p.kh * p.kw)")
    };
    format!(
        "// anygpu op: {name}
struct Params {{ h: u32, w: u32, oh: u32, ow: u32, kh: u32, kw: u32, sh: u32, sw: u32, ph: u32, pw: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
{NAN}
@compute @workgroup_size({WORKGROUP})
fn op_{name}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let idx = {INDEX};
    if idx >= arrayLength(&y) {{ return; }}
    let ox = idx % p.ow;
    let oy = (idx / p.ow) % p.oh;
    let plane = idx / (p.ow * p.oh);
    var acc = {init};
    for (var ky = 0u; ky < p.kh; ky++) {{
        let iy = i32(oy * p.sh + ky) - i32(p.ph);
        if iy < 0 || iy >= i32(p.h) {{ continue; }}
        for (var kx = 0u; kx < p.kw; kx++) {{
            let ix = i32(ox * p.sw + kx) - i32(p.pw);
            if ix < 0 || ix >= i32(p.w) {{ continue; }}
            let v = x[(plane * p.h + u32(iy)) * p.w + u32(ix)];
            {step}
        }}
    }}
    y[idx] = {finish};
}}
"
    )
}

/// Softmax (or log-softmax) of each row of a `rows × p.cols` row-major matrix: workgroup `r`
/// takes row `r` (a 2-D grid past the device's grid width), finds its maximum, sums `exp(x −
/// max)`, and writes `exp(x − max) / sum` (or `x − max − log(sum)`).
///
/// With `stepped` (the CPU device, where `exp` is most of the cost) each `exp` is computed once:
/// the sum pass keeps it in `y`, the last pass scales it there; on GPUs it is computed again
/// rather than written and read back. Either way `y = exp(x − max) · (1 / sum)`.
pub(crate) fn softmax(log: bool, stepped: bool) -> String {
    let name = if log { "log_softmax" } else { "softmax" };
    let write = match (log, stepped) {
        (true, _) => "x[k] - m0 - log(total)",
        (false, false) => "exp(x[k] - m0) * inv",
        (false, true) => "y[k] * inv",
    };
    let accumulate = if !log && stepped {
        "let e = exp(x[start + c] - m0); y[start + c] = e; s += e;"
    } else {
        "s += exp(x[start + c] - m0);"
    };
    format!(
        "// anygpu op: {name}
struct Params {{ rows: u32, cols: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
var<workgroup> partial: array<f32, {WORKGROUP}>;
{NAN}
fn max_(a: f32, b: f32) -> f32 {{ return select(a, b, b > a || is_nan_(b)); }}
@compute @workgroup_size({WORKGROUP})
fn op_{name}(@builtin(local_invocation_index) j: u32, @builtin(workgroup_id) g: vec3<u32>,
          @builtin(num_workgroups) groups: vec3<u32>) {{
    let row = g.x + g.y * groups.x;
    if row >= p.rows {{ return; }}
    let start = row * p.cols;
    var m = bitcast<f32>(0xff800000u);
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{
        let v = x[start + c];
        m = max_(m, v);
    }} workgroupBarrier(); }}
    partial[j] = m;
    workgroupBarrier();
{max_tree}    let mx = partial[0];
    // A row of -inf (or empty) has no finite maximum: subtracting it would give NaN everywhere.
    let m0 = select(mx, 0.0, mx == bitcast<f32>(0xff800000u));
    workgroupBarrier();
    var s = 0.0;
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{
        {accumulate}
    }} workgroupBarrier(); }}
    partial[j] = s;
    workgroupBarrier();
{sum_tree}    let total = partial[0];
    let inv = 1.0 / total;
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{
        let k = start + c;
        y[k] = {write};
    }} workgroupBarrier(); }}
}}
",
        max_tree = tree_levels(stepped, WORKGROUP, "partial[k] = max_(partial[k], partial[k + half]);"),
        sum_tree = tree_levels(stepped, WORKGROUP, "partial[k] += partial[k + half];"),
    )
}

/// The start of a kernel where workgroup `row` (a 2-D grid past the device's grid width) works
/// on row `row` of a `p.rows × p.cols` matrix: parameters, `tree_sum`/`tree_max` over the
/// workgroup (in a fixed order), then the entry point's head up to `start`.
fn row_kernel_head(name: &str, bindings: &str) -> String {
    format!(
        "// anygpu op: {name}
struct Params {{ rows: u32, cols: u32, eps: f32 }}
var<immediate> p: Params;
{bindings}var<workgroup> partial: array<f32, {WORKGROUP}>;
{NAN}
fn max_(a: f32, b: f32) -> f32 {{ return select(a, b, b > a || is_nan_(b)); }}
fn min_(a: f32, b: f32) -> f32 {{ return select(a, b, b < a || is_nan_(b)); }}
@compute @workgroup_size({WORKGROUP})
fn op_{name}(@builtin(local_invocation_index) j: u32, @builtin(workgroup_id) g: vec3<u32>,
          @builtin(num_workgroups) groups: vec3<u32>) {{
    let row = g.x + g.y * groups.x;
    if row >= p.rows {{ return; }}
    let start = row * p.cols;
"
    )
}

/// Combines every work-item's `acc` into `partial[0]` with `f` (a tree in a fixed order).
fn tree(acc: &str, f: &str, stepped: bool) -> String {
    format!(
        "    partial[j] = {acc};
    workgroupBarrier();
{}",
        tree_levels(
            stepped,
            WORKGROUP,
            &format!("partial[k] = {f}(partial[k], partial[k + half]);")
        )
    )
}

/// Reduces each row of a `rows × cols` matrix to one value `y[row]`.
pub(crate) fn row_reduce(combine: Combine, mean: bool, stepped: bool) -> String {
    let name = format!("{}_rows", if mean { "mean" } else { combine.name() });
    let (identity, f) = match combine {
        Combine::Sum => ("0.0", "add_"),
        Combine::Max => ("bitcast<f32>(0xff800000u)", "max_"),
        Combine::Min => ("bitcast<f32>(0x7f800000u)", "min_"),
    };
    let bindings = "@group(0) @binding(0) var<storage, read> x: array<f32>;\n@group(0) @binding(1) var<storage, read_write> y: array<f32>;\n";
    let head = row_kernel_head(&name, bindings)
        .replace("@compute", "fn add_(a: f32, b: f32) -> f32 { return a + b; }\n@compute");
    let scale = if mean { " / f32(p.cols)" } else { "" };
    format!(
        "{head}    var acc = {identity};
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{ acc = {f}(acc, x[start + c]); }} workgroupBarrier(); }}
{tree}    if j == 0u {{ y[row] = partial[0]{scale}; }}
}}
",
        tree = tree("acc", f, stepped),
    )
}

/// The index of each row's largest element (first on ties, the first NaN if any): `y[row]`.
pub(crate) fn argmax_rows(stepped: bool) -> String {
    let bindings = "@group(0) @binding(0) var<storage, read> x: array<f32>;\n@group(0) @binding(1) var<storage, read_write> y: array<u32>;\n";
    let head = row_kernel_head("argmax_rows", bindings).replace(
        "@compute",
        "var<workgroup> pi: array<u32, 256>;
fn better(va: f32, ia: u32, vb: f32, ib: u32) -> bool {
    let na = is_nan_(va);
    let nb = is_nan_(vb);
    if na != nb { return nb; }
    if na { return ib < ia; }
    return vb > va || (vb == va && ib < ia);
}
@compute",
    );
    format!(
        "{head}    var bv = bitcast<f32>(0xff800000u);
    var bi = 0xffffffffu;
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{
        let v = x[start + c];
        if better(bv, bi, v, c) {{ bv = v; bi = c; }}
    }} workgroupBarrier(); }}
    partial[j] = bv;
    pi[j] = bi;
    workgroupBarrier();
{tree}    if j == 0u {{ y[row] = pi[0]; }}
}}
",
        tree = tree_levels(stepped, WORKGROUP, &BETTER_PAIR.replace("pv[", "partial[")),
    )
}

/// Layer normalisation (`rms`: false) or RMS normalisation of each row, with a per-column
/// weight and bias (`affine`; RMS norm takes only the weight).
pub(crate) fn norm(rms: bool, affine: bool, stepped: bool) -> String {
    let name = format!(
        "{}{}",
        if rms { "rms_norm" } else { "layer_norm" },
        if affine { "_affine" } else { "" }
    );
    let mut bindings = String::from(
        "@group(0) @binding(0) var<storage, read> x: array<f32>;\n@group(0) @binding(1) var<storage, read_write> y: array<f32>;\n",
    );
    if affine {
        bindings.push_str("@group(0) @binding(2) var<storage, read> weight: array<f32>;\n");
        if !rms {
            bindings.push_str("@group(0) @binding(3) var<storage, read> bias: array<f32>;\n");
        }
    }
    let head = row_kernel_head(&name, &bindings)
        .replace("@compute", "fn add_(a: f32, b: f32) -> f32 { return a + b; }\n@compute");
    let n = "f32(p.cols)";
    // Two passes for layer norm (the mean, then the squares of the differences from it): the
    // one-pass E[x²] − E[x]² loses everything when the mean is large against the spread.
    let centre = if rms {
        "    let mean = 0.0;\n".to_string()
    } else {
        format!(
            "    var s = 0.0;
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{ s += x[start + c]; }} workgroupBarrier(); }}
{tree}    let mean = partial[0] / {n};
    workgroupBarrier();
",
            tree = tree("s", "add_", stepped)
        )
    };
    let affine_expr = match (affine, rms) {
        (false, _) => "",
        (true, true) => " * weight[c]",
        (true, false) => " * weight[c] + bias[c]",
    };
    format!(
        "{head}{centre}    var q = 0.0;
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{ let d = x[start + c] - mean; q += d * d; }} workgroupBarrier(); }}
{tree}    let inv = 1.0 / sqrt(partial[0] / {n} + p.eps);
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{
        y[start + c] = (x[start + c] - mean) * inv{affine_expr};
    }} workgroupBarrier(); }}
}}
",
        tree = tree("q", "add_", stepped)
    )
}

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

/// Every op kernel's WGSL, named (for offline compilation to PTX and AMD code objects).
pub fn all_kernels() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for op in Unary::all() {
        out.push((op.name().to_string(), unary(op, false, "f32")));
        out.push((format!("{}_in_place", op.name()), unary(op, true, "f32")));
    }
    for op in Binary::all() {
        out.push((op.name().to_string(), binary(op, "f32")));
    }
    for c in [Combine::Sum, Combine::Max, Combine::Min] {
        out.push((format!("reduce_{}", c.name()), reduce(c, false, "f32", false)));
    }
    out.push(("dot".into(), reduce(Combine::Sum, true, "f32", false)));
    out.push(("gelu_f16".into(), unary(Unary::GeluErf, false, "f16")));
    out.push(("add_f16".into(), binary(Binary::Add, "f16")));
    out.push(("dot_f16".into(), reduce(Combine::Sum, true, "f16", false)));
    out.push(("argmax".into(), argmax(false, false)));
    out.push(("transpose".into(), transpose()));
    out.push(("conv2d".into(), conv2d(false)));
    out.push(("conv2d_bias".into(), conv2d(true)));
    out.push(("im2col".into(), im2col()));
    out.push(("max_pool2d".into(), pool2d(true)));
    out.push(("avg_pool2d".into(), pool2d(false)));
    out.push((
        "matmul_rowbias".into(),
        matmul_kernel(false, false, Some(true), None, false),
    ));
    out.push((
        "matmul_direct".into(),
        matmul_kernel(true, false, Some(false), Some(Unary::GeluErf), true),
    ));
    out.push(("argmax_pairs".into(), argmax(true, false)));
    for c in [Combine::Sum, Combine::Max, Combine::Min] {
        out.push((format!("{}_rows", c.name()), row_reduce(c, false, false)));
    }
    out.push(("mean_rows".into(), row_reduce(Combine::Sum, true, false)));
    out.push(("argmax_rows".into(), argmax_rows(false)));
    for (rms, affine) in [(false, false), (false, true), (true, false), (true, true)] {
        out.push((format!("norm_{rms}_{affine}"), norm(rms, affine, false)));
    }
    for (ta, tb, bias, act) in [
        (false, false, false, None),
        (true, false, false, None),
        (false, true, true, Some(Unary::GeluErf)),
        (true, true, true, Some(Unary::LeakyRelu { slope: 0.1 })),
    ] {
        out.push((format!("matmul_{ta}_{tb}_{bias}"), matmul(ta, tb, bias, act)));
    }
    out.push(("softmax".into(), softmax(false, false)));
    out.push(("log_softmax".into(), softmax(true, false)));
    out
}
