//! Elementwise ops: the [`Unary`] functions (`relu`, `gelu`, `exp`, …: each as a new buffer,
//! `_into` an existing one and `_in_place`) and the [`Binary`] ones (`add`, `sub`, `mul`, `div`),
//! on `f32` and `f16` ([`OpFloat`]); and their kernels, one work-item per element.

use super::{enable, kernel_for, launch_elementwise, same_len, with_params, OpFloat, INDEX, WORKGROUP};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::Result;

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

/// The parameters of a unary op, as its kernel's `var<immediate>`.
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
pub(super) struct UnaryParams {
    pub a: f32,
    pub b: f32,
}

/// `y[i] = op(x[i])` into an existing buffer of the same length.
pub fn unary_into<T: OpFloat, X, Y>(ctx: &GpuContext, op: Unary, x: &X, y: &mut Y) -> Result<()>
where
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSliceMut<T> + KernelArg,
{
    same_len(op.name(), ("x", x.len()), ("y", y.len()))?;
    let k = kernel_for::<T>(ctx, unary_wgsl(op, false, T::WGSL))?;
    let [a, b] = op.params();
    let params = Immediate(&UnaryParams { a, b });
    launch_elementwise(ctx, &k, x.len(), op.name(), &with_params(&k, &[x, &*y], &params))
}

/// `x[i] = op(x[i])` in place.
pub fn unary_in_place<T: OpFloat, X>(ctx: &GpuContext, op: Unary, x: &mut X) -> Result<()>
where
    X: DeviceSliceMut<T> + KernelArg,
{
    let k = kernel_for::<T>(ctx, unary_wgsl(op, true, T::WGSL))?;
    let [a, b] = op.params();
    let params = Immediate(&UnaryParams { a, b });
    launch_elementwise(ctx, &k, x.len(), op.name(), &with_params(&k, &[&*x], &params))
}

/// `op(x)` as a new buffer.
pub fn unary<T: OpFloat, X>(ctx: &GpuContext, op: Unary, x: &X) -> Result<DeviceBuffer<T>>
where
    X: DeviceSlice<T> + KernelArg,
{
    let mut y = ctx.alloc::<T>(x.len())?;
    unary_into(ctx, op, x, &mut y)?;
    Ok(y)
}

/// `z[i] = x[i] op y[i]` into an existing buffer; all three the same length.
pub fn binary_into<T: OpFloat, X, Y, Z>(ctx: &GpuContext, op: Binary, x: &X, y: &Y, z: &mut Z) -> Result<()>
where
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSlice<T> + KernelArg,
    Z: DeviceSliceMut<T> + KernelArg,
{
    same_len(op.name(), ("x", x.len()), ("y", y.len()))?;
    same_len(op.name(), ("x", x.len()), ("the output", z.len()))?;
    let k = kernel_for::<T>(ctx, binary_wgsl(op, T::WGSL))?;
    launch_elementwise(ctx, &k, x.len(), op.name(), &[x, y, &*z])
}

/// `x op y` as a new buffer.
pub fn binary<T: OpFloat, X, Y>(ctx: &GpuContext, op: Binary, x: &X, y: &Y) -> Result<DeviceBuffer<T>>
where
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSlice<T> + KernelArg,
{
    let mut z = ctx.alloc::<T>(x.len())?;
    binary_into(ctx, op, x, y, &mut z)?;
    Ok(z)
}

/// Named forms of the unary ops: `relu(ctx, &x)`, `relu_into(ctx, &x, &mut y)`,
/// `relu_in_place(ctx, &mut x)`.
macro_rules! unary_ops {
    ($($name:ident, $into:ident, $in_place:ident, $op:expr, $doc:literal $(, $p:ident)*;)*) => {$(
        #[doc = concat!($doc, " as a new buffer.")]
        pub fn $name<T: OpFloat, X: DeviceSlice<T> + KernelArg>(ctx: &GpuContext, x: &X $(, $p: f32)*) -> Result<DeviceBuffer<T>> {
            unary(ctx, $op, x)
        }
        #[doc = concat!($doc, " into `y` (same length).")]
        pub fn $into<T: OpFloat, X, Y>(ctx: &GpuContext, x: &X, y: &mut Y $(, $p: f32)*) -> Result<()>
        where
            X: DeviceSlice<T> + KernelArg,
            Y: DeviceSliceMut<T> + KernelArg,
        {
            unary_into(ctx, $op, x, y)
        }
        #[doc = concat!($doc, " in place.")]
        pub fn $in_place<T: OpFloat, X: DeviceSliceMut<T> + KernelArg>(ctx: &GpuContext, x: &mut X $(, $p: f32)*) -> Result<()> {
            unary_in_place(ctx, $op, x)
        }
    )*};
}

unary_ops! {
    relu, relu_into, relu_in_place, Unary::Relu, "`max(x, 0)` (NaN stays NaN)";
    leaky_relu, leaky_relu_into, leaky_relu_in_place, Unary::LeakyRelu { slope }, "`x`, or `slope · x` below 0", slope;
    elu, elu_into, elu_in_place, Unary::Elu { alpha }, "`x`, or `alpha · (eˣ − 1)` below 0", alpha;
    sigmoid, sigmoid_into, sigmoid_in_place, Unary::Sigmoid, "`1 / (1 + e⁻ˣ)`";
    tanh, tanh_into, tanh_in_place, Unary::Tanh, "`tanh(x)`";
    silu, silu_into, silu_in_place, Unary::Silu, "`x · sigmoid(x)` (swish)";
    gelu, gelu_into, gelu_in_place, Unary::GeluErf, "GELU with the error function (PyTorch's default)";
    gelu_tanh, gelu_tanh_into, gelu_tanh_in_place, Unary::GeluTanh, "GELU with the tanh approximation";
    clip, clip_into, clip_in_place, Unary::Clip { min, max }, "`x` limited to `min..=max`", min, max;
    exp, exp_into, exp_in_place, Unary::Exp, "`eˣ`";
    log, log_into, log_in_place, Unary::Log, "`ln x`";
    sqrt, sqrt_into, sqrt_in_place, Unary::Sqrt, "`√x`";
    abs, abs_into, abs_in_place, Unary::Abs, "`|x|`";
    neg, neg_into, neg_in_place, Unary::Neg, "`−x`";
    scale, scale_into, scale_in_place, Unary::Scale { factor }, "`factor · x`", factor;
    pow, pow_into, pow_in_place, Unary::Pow { exponent }, "`xᵖ` (C's `powf` for negative `x`)", exponent;
}

/// `swish` is `silu` (β = 1).
pub use self::silu as swish;

macro_rules! binary_ops {
    ($($name:ident, $into:ident, $op:expr;)*) => {$(
        #[doc = concat!("`x ", stringify!($name), " y` elementwise, as a new buffer.")]
        pub fn $name<T: OpFloat, X, Y>(ctx: &GpuContext, x: &X, y: &Y) -> Result<DeviceBuffer<T>>
        where
            X: DeviceSlice<T> + KernelArg,
            Y: DeviceSlice<T> + KernelArg,
        {
            binary(ctx, $op, x, y)
        }
        #[doc = concat!("`x ", stringify!($name), " y` elementwise, into `z` (all three the same length).")]
        pub fn $into<T: OpFloat, X, Y, Z>(ctx: &GpuContext, x: &X, y: &Y, z: &mut Z) -> Result<()>
        where
            X: DeviceSlice<T> + KernelArg,
            Y: DeviceSlice<T> + KernelArg,
            Z: DeviceSliceMut<T> + KernelArg,
        {
            binary_into(ctx, $op, x, y, z)
        }
    )*};
}

binary_ops! {
    add, add_into, Binary::Add;
    sub, sub_into, Binary::Sub;
    mul, mul_into, Binary::Mul;
    div, div_into, Binary::Div;
}

// The kernels.

/// The helpers every op kernel may call, but `erf_`: written so that NaN passes through (WGSL
/// leaves `max`, `min` and `clamp` of a NaN to the implementation) and nothing overflows to NaN
/// where the mathematical result is finite (`tanh` of a large argument).
macro_rules! common_helpers {
    () => {
        "
fn sigmoid_(v: f32) -> f32 {
    return 1.0 / (1.0 + exp(-v));
}
fn tanh_(v: f32) -> f32 {
    let t = exp(-2.0 * abs(v));
    let r = (1.0 - t) / (1.0 + t);
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
"
    };
}

/// The helpers of the elementwise and fused-batch kernels. Their `erf_` (WGSL has none) is a
/// rational fit, `x·P(x²)/Q(x²)` on |x| ≤ 4 and ±1 beyond, to the relative error (6.6e-8 in exact
/// arithmetic; within 3.2e-7 absolute and relative in f32 with these coefficients and fma): one
/// division and no exp. On the CPU device gelu ran 1.6× slower with Abramowitz & Stegun 7.1.26
/// ([`EPILOGUE_HELPERS`]), which needs both and has no relative accuracy near 0 (5.3e-7 absolute
/// in f32). NaN passes through.
pub(super) const HELPERS: &str = concat!(
    common_helpers!(),
    "fn erf_(v: f32) -> f32 {
    let x = clamp(v, -4.0, 4.0);
    let z = x * x;
    let p = fma(fma(fma(fma(fma(fma(1.91060660625908e-8, z, -1.942004701049882e-6), z, 1.472778239985928e-4),
        z, 3.990761004388332e-3), z, 5.152595043182373e-2), z, 2.071336954832077e-1), z, 1.1283791065216064);
    let q = fma(fma(fma(fma(1.0211127810180187e-3, z, 1.4958662912249565e-2), z, 1.179741621017456e-1),
        z, 5.168986916542053e-1), z, 1.0);
    let r = clamp(x * p / q, -1.0, 1.0);
    return select(r, v, (bitcast<u32>(v) & 0x7fffffffu) > 0x7f800000u);
}
"
);

/// The helpers of the GEMM kernels' epilogues (`matmul/wgsl.rs`, `matmul/mma.rs`): `erf_` is
/// Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7 in exact arithmetic), `exp` and a division. With
/// [`HELPERS`]' rational `erf_` (two polynomial chains), ptxas serialized the `wgmma`s of the TF32
/// 128×256 kernel with a GELU epilogue for want of registers (C7511): GPUs compute `exp` in
/// their special-function units, and the register budget of a tensor-core kernel is what the
/// epilogue must not spend. A fused GELU epilogue and `ops::gelu` after a matmul so agree within
/// both formulas' error, not bit for bit.
pub(super) const EPILOGUE_HELPERS: &str = concat!(
    common_helpers!(),
    "// Abramowitz & Stegun 7.1.26, |error| < 1.5e-7.
fn erf_(v: f32) -> f32 {
    let a = abs(v);
    let t = 1.0 / (1.0 + 0.3275911 * a);
    let p = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    let r = 1.0 - p * exp(-a * a);
    return select(r, -r, v < 0.0);
}
"
);

/// The helper functions every elementwise kernel may call.
pub(crate) fn helpers() -> &'static str {
    HELPERS
}

/// `y[i] = op(x[i])`; with `in_place`, one read-write buffer.
pub(super) fn unary_wgsl(op: Unary, in_place: bool, ty: &str) -> String {
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

/// `z[i] = x[i] op y[i]`.
pub(super) fn binary_wgsl(op: Binary, ty: &str) -> String {
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
