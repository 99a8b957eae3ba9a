//! Built-in ops: elementwise functions, reductions and row-wise softmax on `f32` buffers, on every
//! device kind, through anygpu's own WGSL kernels ([`wgsl`]) compiled once per context (the
//! context's kernel cache keeps them). Shapes are checked before anything runs: a mismatch is an
//! [`GpuError::InvalidArgument`] naming both shapes.
//!
//! ```no_run
//! # fn main() -> anygpu::Result<()> {
//! use anygpu::ops;
//! let ctx = anygpu::default_device()?;
//! let x = ctx.upload(&[1.0f32, -2.0, 3.0])?;
//! let y = ops::relu(&ctx, &x)?;                          // a new buffer
//! let s = ops::sum(&ctx, &y)?;                           // 4.0, on the host
//! let p = ops::host::softmax(&ctx, &[1.0, 2.0, 3.0, 4.0], 2)?;  // rows of 2
//! # Ok(()) }
//! ```

mod batch;
#[cfg(feature = "cpu")]
mod native;
mod wgsl;

pub use batch::{Batch, Operand, Output, Value};

pub use wgsl::{all_kernels, Binary, Unary};
use wgsl::{Combine, MATMUL_TILE, REDUCE_BLOCK, WORKGROUP};

use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::kernel::Kernel;
use crate::launch::LaunchConfig;
use crate::KernelSource;

/// The element types of the elementwise ops and the whole-vector reductions: `f32`, and
/// [`half::f16`] on devices with `f16` (`DeviceInfo::features.f16`; elsewhere the kernel's compile
/// says the device lacks it). f16 values are computed in f32 and rounded once when stored (for
/// add, sub, mul and div that is the correctly rounded f16 result); reductions of f16 accumulate
/// and return f32. Other ops take f32.
pub trait OpFloat: crate::buffer::DeviceElement + sealed::Sealed {
    /// The WGSL type.
    const WGSL: &'static str;
}

impl OpFloat for f32 {
    const WGSL: &'static str = "f32";
}

impl OpFloat for half::f16 {
    const WGSL: &'static str = "f16";
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for half::f16 {}
}

/// The op's kernel on `ctx` (compiled on first use; the context's kernel cache keeps it).
fn kernel(ctx: &GpuContext, source: String) -> Result<Kernel> {
    ctx.compile_kernel(&KernelSource::wgsl(source))
}

/// A grid of `groups` workgroups: 1-D where the device allows, else 2-D with rows of the widest
/// 1-D grid (the kernels rebuild the linear index). Each workgroup covers `per_group` elements
/// (or rows); the kernels compute indices in `u32`, so the grid, padding included, must cover at
/// most 2^32 of them — past that an index would wrap and an element be visited twice.
pub(super) fn grid(ctx: &GpuContext, groups: u64, per_group: u32, what: &str) -> Result<[u32; 3]> {
    let max = ctx.info().max_grid;
    // As wide as the device allows: a 2-D grid only where it must be (wgpu's 65535).
    let width = u64::from(max[0].max(1));
    let rows = groups.div_ceil(width);
    let launched = if rows <= 1 { groups } else { width * rows };
    if rows > u64::from(max[1]) || launched * u64::from(per_group) > 1 << 32 {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: {groups} workgroups of {per_group} is more than one launch on {} covers (at most 2^32 elements and a {}×{} grid)",
            ctx.info().id,
            max[0],
            max[1]
        )));
    }
    Ok(if rows <= 1 {
        [groups as u32, 1, 1]
    } else {
        [width as u32, rows as u32, 1]
    })
}

/// Per-device tuning: whether a work-item's elements are visited in a loop with a barrier per
/// step (the CPU device, which then runs each step for the whole workgroup and reads memory front
/// to back) rather than unrolled (GPUs, which keep every load in flight). Either way the same
/// elements combine in the same order, so the results have the same bits.
pub(super) fn stepped(ctx: &GpuContext) -> bool {
    ctx.info().kind == crate::DeviceKind::Cpu
}

/// Launches `kernel` over `n` elements, one work-item each.
fn launch_elementwise(ctx: &GpuContext, k: &Kernel, n: usize, what: &str, args: &[&dyn KernelArg]) -> Result<()> {
    if n == 0 {
        return Ok(());
    }
    let groups = (n as u64).div_ceil(u64::from(WORKGROUP));
    ctx.launch(k, LaunchConfig::grid(grid(ctx, groups, WORKGROUP, what)?, k), args)
}

fn same_len(what: &str, a: (&str, usize), b: (&str, usize)) -> Result<()> {
    if a.1 != b.1 {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: {} has {} elements but {} has {}; they must be the same length",
            a.0, a.1, b.0, b.1
        )));
    }
    Ok(())
}

/// The parameters of a unary op, as its kernel's `var<immediate>`.
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct UnaryParams {
    a: f32,
    b: f32,
}

/// `y[i] = op(x[i])` into an existing buffer of the same length.
pub fn unary_into<T: OpFloat, X, Y>(ctx: &GpuContext, op: Unary, x: &X, y: &mut Y) -> Result<()>
where
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSliceMut<T> + KernelArg,
{
    same_len(op.name(), ("x", x.len()), ("y", y.len()))?;
    let k = kernel(ctx, wgsl::unary(op, false, T::WGSL))?;
    let [a, b] = op.params();
    let params = Immediate(&UnaryParams { a, b });
    launch_elementwise(ctx, &k, x.len(), op.name(), &with_params(&k, &[x, &*y], &params))
}

/// `args`, then `params` if the kernel reads its parameters (an op without any has no
/// `var<immediate>` once compiled, and takes none).
fn with_params<'a>(k: &Kernel, args: &[&'a dyn KernelArg], params: &'a dyn KernelArg) -> Vec<&'a dyn KernelArg> {
    let mut all = args.to_vec();
    if k.signature().immediates.is_some() {
        all.push(params);
    }
    all
}

/// `x[i] = op(x[i])` in place.
pub fn unary_in_place<T: OpFloat, X>(ctx: &GpuContext, op: Unary, x: &mut X) -> Result<()>
where
    X: DeviceSliceMut<T> + KernelArg,
{
    let k = kernel(ctx, wgsl::unary(op, true, T::WGSL))?;
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
    let k = kernel(ctx, wgsl::binary(op, T::WGSL))?;
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

/// Reduces `x` (or `x · y`) to one value: passes of [`wgsl::reduce`], each combining blocks of
/// 4096 into one value, until one is left. The blocks, and so the order of every combination,
/// depend only on the length: the result is the same on every device.
/// Its result is one element on the device; `None` for an empty input (the callers refuse an
/// empty max or min; an empty sum or dot product is 0).
fn reduce<T: OpFloat, X, Y>(
    ctx: &GpuContext,
    combine: Combine,
    x: &X,
    y: Option<&Y>,
    what: &str,
) -> Result<Option<DeviceBuffer<f32>>>
where
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSlice<T> + KernelArg,
{
    if let Some(y) = y {
        same_len(what, ("x", x.len()), ("y", y.len()))?;
    }
    if x.is_empty() {
        return Ok(None);
    }
    // The first pass reads the input (or the products, for a dot product).
    let groups = x.len().div_ceil(REDUCE_BLOCK as usize);
    let first = kernel(
        ctx,
        wgsl::reduce(
            if y.is_some() { Combine::Sum } else { combine },
            y.is_some(),
            T::WGSL,
            stepped(ctx),
        ),
    )?;
    let partials = ctx.alloc::<f32>(groups)?;
    let cfg = LaunchConfig::grid(grid(ctx, groups as u64, REDUCE_BLOCK, what)?, &first);
    match y {
        Some(y) => ctx.launch(&first, cfg, &[x, y, &partials])?,
        None => ctx.launch(&first, cfg, &[x, &partials])?,
    }
    reduce_rest(ctx, combine, partials, what).map(Some)
}

/// The passes after a reduction's first: combines `partials` (one per 4096-element block of the
/// input) in blocks again until one value is left.
pub(super) fn reduce_rest(
    ctx: &GpuContext,
    combine: Combine,
    mut partials: DeviceBuffer<f32>,
    what: &str,
) -> Result<DeviceBuffer<f32>> {
    if partials.len() <= 1 {
        return Ok(partials);
    }
    let k = kernel(ctx, wgsl::reduce(combine, false, "f32", stepped(ctx)))?;
    while partials.len() > 1 {
        let groups = partials.len().div_ceil(REDUCE_BLOCK as usize);
        let out = ctx.alloc::<f32>(groups)?;
        let cfg = LaunchConfig::grid(grid(ctx, groups as u64, REDUCE_BLOCK, what)?, &k);
        ctx.launch(&k, cfg, &[&partials, &out])?;
        partials = out;
    }
    Ok(partials)
}

/// The one value of a reduction's result (0 for an empty input), read blocking.
fn value(ctx: &GpuContext, result: Option<DeviceBuffer<f32>>) -> Result<f32> {
    match result {
        Some(buf) => Ok(ctx.download(&buf)?[0]),
        None => Ok(0.0),
    }
}

/// The one value of a reduction's result, read without blocking the thread (browsers).
async fn value_async(ctx: &GpuContext, result: Option<DeviceBuffer<f32>>) -> Result<f32> {
    match result {
        Some(buf) => Ok(ctx.download_async(&buf).await?[0]),
        None => Ok(0.0),
    }
}

/// The index of the largest element of `x`: the first one where several are equal, the first
/// NaN if there is one (as PyTorch's `argmax`); an empty `x` is an error.
pub fn argmax<X: DeviceSlice<f32> + KernelArg>(ctx: &GpuContext, x: &X) -> Result<usize> {
    Ok(ctx.download(&argmax_on_device(ctx, x)?)?[0] as usize)
}

/// [`argmax`] without blocking the thread (what a browser needs).
pub async fn argmax_async<X: DeviceSlice<f32> + KernelArg>(ctx: &GpuContext, x: &X) -> Result<usize> {
    let index = argmax_on_device(ctx, x)?;
    Ok(ctx.download_async(&index).await?[0] as usize)
}

/// Launches an argmax's passes; the index is the one element of the result.
fn argmax_on_device<X: DeviceSlice<f32> + KernelArg>(ctx: &GpuContext, x: &X) -> Result<DeviceBuffer<u32>> {
    non_empty(x.len(), "argmax")?;
    if u32::try_from(x.len()).is_err() {
        return Err(GpuError::invalid_argument(format!(
            "ops::argmax: {} elements is more than 2^32, the most its indices hold",
            x.len()
        )));
    }
    let block = REDUCE_BLOCK as usize;
    let mut groups = x.len().div_ceil(block);
    let first = kernel(ctx, wgsl::argmax(false, stepped(ctx)))?;
    let (mut values, mut indices) = (ctx.alloc::<f32>(groups)?, ctx.alloc::<u32>(groups)?);
    let cfg = LaunchConfig::grid(grid(ctx, groups as u64, REDUCE_BLOCK, "argmax")?, &first);
    ctx.launch(&first, cfg, &[x, &values, &indices])?;
    while groups > 1 {
        groups = groups.div_ceil(block);
        let k = kernel(ctx, wgsl::argmax(true, stepped(ctx)))?;
        let (v, i) = (ctx.alloc::<f32>(groups)?, ctx.alloc::<u32>(groups)?);
        let cfg = LaunchConfig::grid(grid(ctx, groups as u64, REDUCE_BLOCK, "argmax")?, &k);
        ctx.launch(&k, cfg, &[&values, &indices, &v, &i])?;
        (values, indices) = (v, i);
    }
    Ok(indices)
}

/// The whole-vector reductions of one input, each blocking and as an `_async` twin that does not
/// block the thread (what a browser needs); `non_empty` refuses an empty input.
macro_rules! reductions {
    ($($name:ident, $async_name:ident, $combine:expr, $non_empty:expr, $doc:literal;)*) => {$(
        #[doc = $doc]
        pub fn $name<T: OpFloat, X: DeviceSlice<T> + KernelArg>(ctx: &GpuContext, x: &X) -> Result<f32> {
            if $non_empty {
                non_empty(x.len(), stringify!($name))?;
            }
            value(ctx, reduce::<T, X, X>(ctx, $combine, x, None, stringify!($name))?)
        }
        #[doc = concat!("[`", stringify!($name), "`] without blocking the thread.")]
        pub async fn $async_name<T: OpFloat, X: DeviceSlice<T> + KernelArg>(ctx: &GpuContext, x: &X) -> Result<f32> {
            if $non_empty {
                non_empty(x.len(), stringify!($name))?;
            }
            value_async(ctx, reduce::<T, X, X>(ctx, $combine, x, None, stringify!($name))?).await
        }
    )*};
}

reductions! {
    sum, sum_async, Combine::Sum, false, "The sum of `x` (0 when empty).";
    max, max_async, Combine::Max, true, "The largest element of `x` (NaN if any is NaN); an empty `x` is an error.";
    min, min_async, Combine::Min, true, "The smallest element of `x` (NaN if any is NaN); an empty `x` is an error.";
}

/// The mean of `x`; an empty `x` is an error (its mean is undefined).
pub fn mean<T: OpFloat, X: DeviceSlice<T> + KernelArg>(ctx: &GpuContext, x: &X) -> Result<f32> {
    non_empty(x.len(), "mean")?;
    Ok(sum(ctx, x)? / x.len() as f32)
}

/// [`mean`] without blocking the thread.
pub async fn mean_async<T: OpFloat, X: DeviceSlice<T> + KernelArg>(ctx: &GpuContext, x: &X) -> Result<f32> {
    non_empty(x.len(), "mean")?;
    Ok(sum_async(ctx, x).await? / x.len() as f32)
}

/// The dot product of `x` and `y` (same length; 0 when empty).
pub fn dot<T: OpFloat, X, Y>(ctx: &GpuContext, x: &X, y: &Y) -> Result<f32>
where
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSlice<T> + KernelArg,
{
    value(ctx, reduce(ctx, Combine::Sum, x, Some(y), "dot")?)
}

/// [`dot`] without blocking the thread.
pub async fn dot_async<T: OpFloat, X, Y>(ctx: &GpuContext, x: &X, y: &Y) -> Result<f32>
where
    X: DeviceSlice<T> + KernelArg,
    Y: DeviceSlice<T> + KernelArg,
{
    value_async(ctx, reduce(ctx, Combine::Sum, x, Some(y), "dot")?).await
}

fn non_empty(len: usize, what: &str) -> Result<()> {
    if len == 0 {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: the input is empty, which has no {what}"
        )));
    }
    Ok(())
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct RowParams {
    rows: u32,
    cols: u32,
}

/// The rows of a `rows × cols` row-major matrix held in `len` elements.
fn rows_of(len: usize, cols: usize, what: &str) -> Result<usize> {
    if cols == 0 || len % cols != 0 {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: {len} elements are not rows of {cols} columns"
        )));
    }
    if u32::try_from(len).is_err() {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: {len} elements is more than 2^32, the most one launch indexes"
        )));
    }
    Ok(len / cols)
}

fn softmax_rows<X, Y>(ctx: &GpuContext, log: bool, x: &X, y: &mut Y, cols: usize) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    let what = if log { "log_softmax" } else { "softmax" };
    same_len(what, ("x", x.len()), ("y", y.len()))?;
    let rows = rows_of(x.len(), cols, what)?;
    if rows == 0 {
        return Ok(());
    }
    let k = kernel(ctx, wgsl::softmax(log, stepped(ctx)))?;
    let params = RowParams {
        rows: rows as u32,
        cols: cols as u32,
    };
    let cfg = LaunchConfig::grid(grid(ctx, rows as u64, 1, what)?, &k);
    ctx.launch(&k, cfg, &[x, &*y, &Immediate(&params)])
}

/// Softmax of each row of the `cols`-column row-major matrix `x`, into `y` (numerically stable:
/// each row's maximum is subtracted first; a row of −∞ gives NaN as `0/0`).
pub fn softmax_into<X, Y>(ctx: &GpuContext, x: &X, y: &mut Y, cols: usize) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    softmax_rows(ctx, false, x, y, cols)
}

/// Softmax along rows of `cols` columns, as a new buffer.
pub fn softmax<X: DeviceSlice<f32> + KernelArg>(ctx: &GpuContext, x: &X, cols: usize) -> Result<DeviceBuffer<f32>> {
    let mut y = ctx.alloc::<f32>(x.len())?;
    softmax_rows(ctx, false, x, &mut y, cols)?;
    Ok(y)
}

/// Log-softmax along rows of `cols` columns, into `y`.
pub fn log_softmax_into<X, Y>(ctx: &GpuContext, x: &X, y: &mut Y, cols: usize) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    softmax_rows(ctx, true, x, y, cols)
}

/// Log-softmax along rows of `cols` columns, as a new buffer.
pub fn log_softmax<X: DeviceSlice<f32> + KernelArg>(ctx: &GpuContext, x: &X, cols: usize) -> Result<DeviceBuffer<f32>> {
    let mut y = ctx.alloc::<f32>(x.len())?;
    softmax_rows(ctx, true, x, &mut y, cols)?;
    Ok(y)
}

/// The parameters of the row kernels (reductions along rows, norms).
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct RowNormParams {
    rows: u32,
    cols: u32,
    eps: f32,
}

/// Launches a row kernel: one workgroup per row.
fn launch_rows(
    ctx: &GpuContext,
    k: &Kernel,
    rows: usize,
    cols: usize,
    eps: f32,
    what: &str,
    args: &[&dyn KernelArg],
) -> Result<()> {
    if rows == 0 {
        return Ok(());
    }
    let params = RowNormParams {
        rows: rows as u32,
        cols: cols as u32,
        eps,
    };
    let params = Immediate(&params);
    let cfg = LaunchConfig::grid(grid(ctx, rows as u64, 1, what)?, k);
    ctx.launch(k, cfg, &with_params(k, args, &params))
}

fn reduce_rows_into<X, Y>(
    ctx: &GpuContext,
    combine: Combine,
    mean: bool,
    x: &X,
    y: &mut Y,
    cols: usize,
    what: &str,
) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    let rows = rows_of(x.len(), cols, what)?;
    same_len(what, ("the output", y.len()), ("the number of rows of x", rows))?;
    let k = kernel(ctx, wgsl::row_reduce(combine, mean, stepped(ctx)))?;
    launch_rows(ctx, &k, rows, cols, 0.0, what, &[x, &*y])
}

macro_rules! row_reductions {
    ($($name:ident, $into:ident, $combine:expr, $mean:expr, $doc:literal;)*) => {$(
        #[doc = concat!("The ", $doc, " of each row of the `cols`-column row-major matrix `x`, one value per row, as a new buffer.")]
        pub fn $name<X: DeviceSlice<f32> + KernelArg>(ctx: &GpuContext, x: &X, cols: usize) -> Result<DeviceBuffer<f32>> {
            let rows = rows_of(x.len(), cols, stringify!($name))?;
            let mut y = ctx.alloc::<f32>(rows)?;
            $into(ctx, x, &mut y, cols)?;
            Ok(y)
        }
        #[doc = concat!("The ", $doc, " of each row of `x` into `y` (one element per row).")]
        pub fn $into<X, Y>(ctx: &GpuContext, x: &X, y: &mut Y, cols: usize) -> Result<()>
        where
            X: DeviceSlice<f32> + KernelArg,
            Y: DeviceSliceMut<f32> + KernelArg,
        {
            reduce_rows_into(ctx, $combine, $mean, x, y, cols, stringify!($name))
        }
    )*};
}

row_reductions! {
    sum_rows, sum_rows_into, Combine::Sum, false, "sum";
    mean_rows, mean_rows_into, Combine::Sum, true, "mean";
    max_rows, max_rows_into, Combine::Max, false, "maximum (NaN if the row has one)";
    min_rows, min_rows_into, Combine::Min, false, "minimum (NaN if the row has one)";
}

/// The column of each row's largest element (the first on ties, the first NaN if the row has one)
/// of the `cols`-column row-major matrix `x`, one `u32` per row.
pub fn argmax_rows<X: DeviceSlice<f32> + KernelArg>(ctx: &GpuContext, x: &X, cols: usize) -> Result<DeviceBuffer<u32>> {
    let rows = rows_of(x.len(), cols, "argmax_rows")?;
    let y = ctx.alloc::<u32>(rows)?;
    let k = kernel(ctx, wgsl::argmax_rows(stepped(ctx)))?;
    launch_rows(ctx, &k, rows, cols, 0.0, "argmax_rows", &[x, &y])?;
    Ok(y)
}

/// Layer or RMS normalisation of each row of `x` into `y`; `weight` (and, for layer norm,
/// `bias`) are per-column, length `cols`.
fn norm_into<X, Y>(
    ctx: &GpuContext,
    rms: bool,
    x: &X,
    y: &mut Y,
    cols: usize,
    affine: Option<(&DeviceBuffer<f32>, Option<&DeviceBuffer<f32>>)>,
    eps: f32,
) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    let what = if rms { "rms_norm" } else { "layer_norm" };
    same_len(what, ("x", x.len()), ("y", y.len()))?;
    let rows = rows_of(x.len(), cols, what)?;
    if !(eps >= 0.0 && eps.is_finite()) {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: eps is {eps}; it must be finite and not negative"
        )));
    }
    let k = kernel(ctx, wgsl::norm(rms, affine.is_some(), stepped(ctx)))?;
    match affine {
        None => launch_rows(ctx, &k, rows, cols, eps, what, &[x, &*y]),
        Some((weight, bias)) => {
            same_len(what, ("weight", weight.len()), ("a row", cols))?;
            match bias {
                Some(bias) => {
                    same_len(what, ("bias", bias.len()), ("a row", cols))?;
                    launch_rows(ctx, &k, rows, cols, eps, what, &[x, &*y, weight, bias])
                }
                None => launch_rows(ctx, &k, rows, cols, eps, what, &[x, &*y, weight]),
            }
        }
    }
}

/// Layer normalisation of each row of the `cols`-column matrix `x` (mean 0, variance 1, with
/// `eps` added to the variance), as a new buffer. The mean and the variance are taken in two
/// passes, so rows far from 0 keep their precision.
pub fn layer_norm<X: DeviceSlice<f32> + KernelArg>(
    ctx: &GpuContext,
    x: &X,
    cols: usize,
    eps: f32,
) -> Result<DeviceBuffer<f32>> {
    let mut y = ctx.alloc::<f32>(x.len())?;
    norm_into(ctx, false, x, &mut y, cols, None, eps)?;
    Ok(y)
}

/// Layer normalisation into `y`, then `· weight + bias` per column (`weight`, `bias`: length of a
/// row, which gives the number of columns).
pub fn layer_norm_affine_into<X, Y>(
    ctx: &GpuContext,
    x: &X,
    y: &mut Y,
    weight: &DeviceBuffer<f32>,
    bias: &DeviceBuffer<f32>,
    eps: f32,
) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    norm_into(ctx, false, x, y, weight.len(), Some((weight, Some(bias))), eps)
}

/// RMS normalisation of each row (`x / sqrt(mean(x²) + eps)`), as a new buffer.
pub fn rms_norm<X: DeviceSlice<f32> + KernelArg>(
    ctx: &GpuContext,
    x: &X,
    cols: usize,
    eps: f32,
) -> Result<DeviceBuffer<f32>> {
    let mut y = ctx.alloc::<f32>(x.len())?;
    norm_into(ctx, true, x, &mut y, cols, None, eps)?;
    Ok(y)
}

/// RMS normalisation into `y`, then `· weight` per column (`weight`: length of a row).
pub fn rms_norm_affine_into<X, Y>(
    ctx: &GpuContext,
    x: &X,
    y: &mut Y,
    weight: &DeviceBuffer<f32>,
    eps: f32,
) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    norm_into(ctx, true, x, y, weight.len(), Some((weight, None)), eps)
}

/// The shape of a matrix product `C = op(A) · op(B)` of row-major `f32` matrices: `op(A)` is
/// `m × k`, `op(B)` is `k × n`, `C` is `m × n`; `op` transposes where asked (then `A` is stored
/// `k × m`, or `B` `n × k`). With `batch` > 1 the buffers hold that many matrices one after
/// another (B once, for all of them, with [`shared_b`](Self::shared_b)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatmulSpec {
    /// Rows of `op(A)` and `C`.
    pub m: usize,
    /// Columns of `op(A)`, rows of `op(B)`.
    pub k: usize,
    /// Columns of `op(B)` and `C`.
    pub n: usize,
    /// `A` is stored transposed (`k × m`).
    pub trans_a: bool,
    /// `B` is stored transposed (`n × k`).
    pub trans_b: bool,
    /// Matrices per buffer.
    pub batch: usize,
    /// One `B` for every batch.
    pub shared_b: bool,
}

impl MatmulSpec {
    /// `C (m × n) = A (m × k) · B (k × n)`, one of each.
    pub fn new(m: usize, k: usize, n: usize) -> Self {
        MatmulSpec {
            m,
            k,
            n,
            trans_a: false,
            trans_b: false,
            batch: 1,
            shared_b: false,
        }
    }
    /// `A` is stored transposed.
    pub fn transpose_a(mut self) -> Self {
        self.trans_a = true;
        self
    }
    /// `B` is stored transposed.
    pub fn transpose_b(mut self) -> Self {
        self.trans_b = true;
        self
    }
    /// `count` products, the matrices one after another in each buffer.
    pub fn batched(mut self, count: usize) -> Self {
        self.batch = count;
        self
    }
    /// One `B` for every product of the batch.
    pub fn shared_b(mut self) -> Self {
        self.shared_b = true;
        self
    }
}

/// What a matmul does to each output before storing it: `act(c + bias[column])`, in the same
/// kernel (no extra pass over `C`).
#[derive(Clone, Copy, Default)]
pub struct Epilogue<'a> {
    /// A value per column of `C` (length `n`).
    pub bias: Option<&'a DeviceBuffer<f32>>,
    /// An elementwise op applied last.
    pub activation: Option<Unary>,
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct MatmulParams {
    m: u32,
    n: u32,
    k: u32,
    batch_a: u32,
    batch_b: u32,
    batch_c: u32,
    a: f32,
    b: f32,
}

/// `c = a · b` for row-major `a` (`m × k`), `b` (`k × n`), `c` (`m × n`).
pub fn matmul<A, B, C>(ctx: &GpuContext, a: &A, b: &B, c: &mut C, m: usize, k: usize, n: usize) -> Result<()>
where
    A: DeviceSlice<f32> + KernelArg,
    B: DeviceSlice<f32> + KernelArg,
    C: DeviceSliceMut<f32> + KernelArg,
{
    matmul_with(ctx, &MatmulSpec::new(m, k, n), a, b, c, Epilogue::default())
}

/// `c = act(op(a) · op(b) + bias)` as `spec` and `epilogue` say; every length is checked
/// against the shape first.
pub fn matmul_with<A, B, C>(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    a: &A,
    b: &B,
    c: &mut C,
    epilogue: Epilogue<'_>,
) -> Result<()>
where
    A: DeviceSlice<f32> + KernelArg,
    B: DeviceSlice<f32> + KernelArg,
    C: DeviceSliceMut<f32> + KernelArg,
{
    let MatmulSpec { m, k, n, batch, .. } = *spec;
    let shape = format!(
        "{m}×{k} · {k}×{n}{}",
        if batch != 1 {
            format!(", batch of {batch}")
        } else {
            String::new()
        }
    );
    let size = |rows: usize, cols: usize, count: usize| rows.checked_mul(cols).and_then(|x| x.checked_mul(count));
    let b_count = if spec.shared_b { 1 } else { batch };
    let (Some(a_len), Some(b_len), Some(c_len)) = (size(m, k, batch), size(k, n, b_count), size(m, n, batch)) else {
        return Err(GpuError::invalid_argument(format!("ops::matmul: {shape} overflows")));
    };
    for (what, len, want) in [("a", a.len(), a_len), ("b", b.len(), b_len), ("c", c.len(), c_len)] {
        if len != want {
            return Err(GpuError::invalid_argument(format!(
                "ops::matmul: {what} has {len} elements but {shape} needs {want}"
            )));
        }
    }
    if let Some(bias) = epilogue.bias {
        same_len("matmul", ("the bias", bias.len()), ("a row of c (n)", n))?;
    }
    if [a_len, b_len, c_len].iter().any(|&l| u32::try_from(l).is_err()) || u32::try_from(batch).is_err() {
        return Err(GpuError::invalid_argument(format!(
            "ops::matmul: {shape} has a matrix of more than 2^32 elements, the most one launch indexes"
        )));
    }
    if c_len == 0 {
        return Ok(());
    }
    let tiles = |x: usize| u32::try_from(x.div_ceil(MATMUL_TILE as usize)).unwrap_or(u32::MAX);
    let grid = [tiles(n), tiles(m), batch as u32];
    let max = ctx.info().max_grid;
    if grid.iter().zip(max).any(|(g, m)| *g > m) {
        return Err(GpuError::invalid_argument(format!(
            "ops::matmul: {shape} needs a grid of {grid:?} workgroups; {} allows {max:?}",
            ctx.info().id
        )));
    }
    let strides = [m * k, if spec.shared_b { 0 } else { k * n }, m * n];
    let bias = epilogue.bias.map(|b| (b, false));
    matmul_launch(ctx, spec, strides, grid, bias, epilogue.activation, a, b, &*c)
}

/// Launches the matmul kernel for a validated `spec` with these batch strides (of A, B and C, in
/// elements) and bias (with whether it is per row).
#[allow(clippy::too_many_arguments)]
fn matmul_launch(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    strides: [usize; 3],
    grid: [u32; 3],
    bias: Option<(&DeviceBuffer<f32>, bool)>,
    activation: Option<Unary>,
    a: &dyn KernelArg,
    b: &dyn KernelArg,
    c: &dyn KernelArg,
) -> Result<()> {
    let k_ = kernel(
        ctx,
        wgsl::matmul_kernel(
            spec.trans_a,
            spec.trans_b,
            bias.map(|(_, rows)| rows),
            activation,
            ctx.info().device_type == crate::device::DeviceType::SoftwareGpu,
        ),
    )?;
    let [pa, pb] = activation.map(|op| op.params()).unwrap_or([0.0, 0.0]);
    let params = MatmulParams {
        m: spec.m as u32,
        n: spec.n as u32,
        k: spec.k as u32,
        batch_a: strides[0] as u32,
        batch_b: strides[1] as u32,
        batch_c: strides[2] as u32,
        a: pa,
        b: pb,
    };
    let params = Immediate(&params);
    let cfg = LaunchConfig::grid(grid, &k_);
    // A product over k = 0 is all zeros (then the epilogue): the kernel reads nothing, but a
    // binding needs at least one element.
    let empty;
    let (a, b): (&dyn KernelArg, &dyn KernelArg) = if spec.k == 0 {
        empty = ctx.alloc_zeroed::<f32>(1)?;
        (&empty, &empty)
    } else {
        (a, b)
    };
    let args: &[&dyn KernelArg] = match bias {
        Some((bias, _)) => &[a, b, c, bias, &params],
        None => &[a, b, c, &params],
    };
    #[cfg(feature = "cpu")]
    if ctx.native_ops() {
        let twin = native::NativeMatmul {
            spec: *spec,
            strides,
            bias_per_row: bias.map(|(_, per_row)| per_row),
        };
        ctx.launch_or_host_task(&k_, cfg, args, Some(twin.task()))?;
        // The activation as a second pass over C: cheap beside the product.
        return match activation {
            Some(op) => {
                let k = kernel(ctx, wgsl::unary(op, true, "f32"))?;
                let params = Immediate(&UnaryParams { a: pa, b: pb });
                let len = spec.m * spec.n * spec.batch;
                launch_elementwise(ctx, &k, len, "matmul", &with_params(&k, &[c], &params))
            }
            None => Ok(()),
        };
    }
    ctx.launch(&k_, cfg, args)
}

/// Most elements of the im2col matrix a convolution may stage (1 GiB of f32); past it, or with
/// channel groups, the direct kernel runs.
const IM2COL_MAX: usize = 1 << 28;

/// A convolution with one group as one batched matmul: `y[b] (co × P) = W (co × K) · cols[b]
/// (K × P)`, the weights shared by every image, the bias per output row.
fn conv2d_im2col<X, W>(
    ctx: &GpuContext,
    s: &Conv2dSpec,
    (oh, ow): (usize, usize),
    x: &X,
    weight: &W,
    bias: Option<&DeviceBuffer<f32>>,
    y: &dyn KernelArg,
) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    W: DeviceSlice<f32> + KernelArg,
{
    let (taps, pixels) = (s.in_channels * s.kernel.0 * s.kernel.1, oh * ow);
    let cols = ctx.alloc::<f32>(s.batch * taps * pixels)?;
    let slices = s.batch * taps;
    let (tile_cols, tile_rows) = wgsl::IM2COL_TILE;
    let (col_tiles, row_tiles) = (ow.div_ceil(tile_cols as usize), oh.div_ceil(tile_rows as usize));
    let params: [u32; 16] = [
        s.in_channels,
        s.input.0,
        s.input.1,
        oh,
        ow,
        s.kernel.0,
        s.kernel.1,
        s.stride.0,
        s.stride.1,
        s.padding.0,
        s.padding.1,
        s.dilation.0,
        s.dilation.1,
        col_tiles,
        row_tiles,
        slices,
    ]
    .map(|v| v as u32);
    let k = kernel(ctx, wgsl::im2col())?;
    if !cols.is_empty() {
        // The kernel indexes by workgroup, then by element of `cols` (under IM2COL_MAX): only
        // the workgroup count must stay below 2^32.
        let groups = (col_tiles * row_tiles) as u64 * slices as u64;
        let cfg = LaunchConfig::grid(grid(ctx, groups, 1, "conv2d")?, &k);
        ctx.launch(&k, cfg, &[x, &cols, &Immediate(&params)])?;
    }
    let spec = MatmulSpec::new(s.out_channels, taps, pixels).batched(s.batch);
    let tiles = |v: usize| u32::try_from(v.div_ceil(MATMUL_TILE as usize)).unwrap_or(u32::MAX);
    let grid = [tiles(pixels), tiles(s.out_channels), s.batch as u32];
    let max = ctx.info().max_grid;
    if grid.iter().zip(max).any(|(g, m)| *g > m) {
        return Err(GpuError::invalid_argument(format!(
            "ops::conv2d: needs a grid of {grid:?} workgroups; {} allows {max:?}",
            ctx.info().id
        )));
    }
    let strides = [0, taps * pixels, s.out_channels * pixels];
    matmul_launch(
        ctx,
        &spec,
        strides,
        grid,
        bias.map(|b| (b, true)),
        None,
        weight,
        &cols,
        y,
    )
}

/// The transpose of the row-major `rows × cols` matrix `x`, into `y` (`cols × rows`).
pub fn transpose_into<X, Y>(ctx: &GpuContext, x: &X, y: &mut Y, rows: usize, cols: usize) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    let Some(len) = rows.checked_mul(cols) else {
        return Err(GpuError::invalid_argument(format!(
            "ops::transpose: {rows}×{cols} overflows"
        )));
    };
    same_len("transpose", ("x", x.len()), (&format!("a {rows}×{cols} matrix"), len))?;
    same_len("transpose", ("y", y.len()), ("x", x.len()))?;
    if len == 0 {
        return Ok(());
    }
    let tiles = |n: usize| u32::try_from(n.div_ceil(16)).unwrap_or(u32::MAX);
    let grid = [tiles(cols), tiles(rows), 1];
    let max = ctx.info().max_grid;
    if u32::try_from(len).is_err() || grid[0] > max[0] || grid[1] > max[1] {
        return Err(GpuError::invalid_argument(format!(
            "ops::transpose: {rows}×{cols} is more than one launch on {} covers",
            ctx.info().id
        )));
    }
    let k = kernel(ctx, wgsl::transpose())?;
    let params = RowParams {
        rows: rows as u32,
        cols: cols as u32,
    };
    ctx.launch(&k, LaunchConfig::grid(grid, &k), &[x, &*y, &Immediate(&params)])
}

/// The transpose of the row-major `rows × cols` matrix `x`, as a new buffer (`cols × rows`).
pub fn transpose<X: DeviceSlice<f32> + KernelArg>(
    ctx: &GpuContext,
    x: &X,
    rows: usize,
    cols: usize,
) -> Result<DeviceBuffer<f32>> {
    let mut y = ctx.alloc::<f32>(x.len())?;
    transpose_into(ctx, x, &mut y, rows, cols)?;
    Ok(y)
}

/// The shape of a 2-D convolution over NCHW `f32` tensors (PyTorch's `conv2d`): input
/// `[batch, in_channels, height, width]`, weight `[out_channels, in_channels / groups, kh, kw]`,
/// output `[batch, out_channels, out_h, out_w]` ([`output_size`](Self::output_size)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conv2dSpec {
    /// Images.
    pub batch: usize,
    /// Channels of the input.
    pub in_channels: usize,
    /// Channels of the output.
    pub out_channels: usize,
    /// Input height and width.
    pub input: (usize, usize),
    /// Kernel height and width.
    pub kernel: (usize, usize),
    /// Steps between windows, down and across (default 1).
    pub stride: (usize, usize),
    /// Zeros added on each side, top/bottom and left/right (default 0).
    pub padding: (usize, usize),
    /// Spacing of the kernel's taps (default 1).
    pub dilation: (usize, usize),
    /// Channel groups: each output channel sees `in_channels / groups` inputs (default 1;
    /// `in_channels` for a depthwise convolution).
    pub groups: usize,
}

impl Conv2dSpec {
    /// Stride 1, no padding, no dilation, one group.
    pub fn new(
        batch: usize,
        in_channels: usize,
        out_channels: usize,
        input: (usize, usize),
        kernel: (usize, usize),
    ) -> Self {
        Conv2dSpec {
            batch,
            in_channels,
            out_channels,
            input,
            kernel,
            stride: (1, 1),
            padding: (0, 0),
            dilation: (1, 1),
            groups: 1,
        }
    }
    /// With this stride.
    pub fn stride(mut self, down: usize, across: usize) -> Self {
        self.stride = (down, across);
        self
    }
    /// With this padding.
    pub fn padding(mut self, rows: usize, cols: usize) -> Self {
        self.padding = (rows, cols);
        self
    }
    /// With this dilation.
    pub fn dilation(mut self, down: usize, across: usize) -> Self {
        self.dilation = (down, across);
        self
    }
    /// With this many channel groups.
    pub fn groups(mut self, groups: usize) -> Self {
        self.groups = groups;
        self
    }
    /// The output's height and width, or `None` when the (dilated) kernel is larger than the
    /// padded input, or a stride or dilation is 0.
    pub fn output_size(&self) -> Option<(usize, usize)> {
        let out = |input: usize, pad: usize, k: usize, stride: usize, dil: usize| {
            let span = dil.checked_mul(k.checked_sub(1)?)?.checked_add(1)?;
            let padded = input.checked_add(pad.checked_mul(2)?)?;
            (stride > 0 && dil > 0 && k > 0 && padded >= span).then(|| (padded - span) / stride + 1)
        };
        Some((
            out(
                self.input.0,
                self.padding.0,
                self.kernel.0,
                self.stride.0,
                self.dilation.0,
            )?,
            out(
                self.input.1,
                self.padding.1,
                self.kernel.1,
                self.stride.1,
                self.dilation.1,
            )?,
        ))
    }
}

/// A 2-D convolution (`spec`) of `x` with `weight` (+ `bias`, one per output channel), into `y`.
pub fn conv2d_into<X, W, Y>(
    ctx: &GpuContext,
    spec: &Conv2dSpec,
    x: &X,
    weight: &W,
    bias: Option<&DeviceBuffer<f32>>,
    y: &mut Y,
) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    W: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    let s = spec;
    let bad = |why: String| Err(GpuError::invalid_argument(format!("ops::conv2d: {why} ({s:?})")));
    if s.groups == 0 || s.in_channels % s.groups != 0 || s.out_channels % s.groups != 0 {
        return bad(format!(
            "{} groups must divide both {} input and {} output channels",
            s.groups, s.in_channels, s.out_channels
        ));
    }
    let Some((oh, ow)) = s.output_size() else {
        return bad("the kernel (dilated) is larger than the padded input, or a stride or dilation is 0".into());
    };
    let prod = |v: &[usize]| v.iter().try_fold(1usize, |a, &b| a.checked_mul(b));
    let (Some(x_len), Some(w_len), Some(y_len)) = (
        prod(&[s.batch, s.in_channels, s.input.0, s.input.1]),
        prod(&[s.out_channels, s.in_channels / s.groups, s.kernel.0, s.kernel.1]),
        prod(&[s.batch, s.out_channels, oh, ow]),
    ) else {
        return bad("the sizes overflow".into());
    };
    for (what, len, want) in [
        ("the input", x.len(), x_len),
        ("the weight", weight.len(), w_len),
        ("the output", y.len(), y_len),
    ] {
        if len != want {
            return bad(format!("{what} has {len} elements but the shape needs {want}"));
        }
    }
    if let Some(b) = bias {
        same_len("conv2d", ("the bias", b.len()), ("out_channels", s.out_channels))?;
    }
    let fields = [
        s.batch,
        s.in_channels,
        s.out_channels,
        s.input.0,
        s.input.1,
        oh,
        ow,
        s.kernel.0,
        s.kernel.1,
        s.stride.0,
        s.stride.1,
        s.padding.0,
        s.padding.1,
        s.dilation.0,
        s.dilation.1,
        s.groups,
    ];
    if [x_len, w_len, y_len]
        .iter()
        .chain(&fields)
        .any(|&v| u32::try_from(v).is_err() || v > i32::MAX as usize)
    {
        return bad("a size is more than 2^31, the most one launch indexes".into());
    }
    if y_len == 0 {
        return Ok(());
    }
    if x_len == 0 || w_len == 0 {
        // No input channels (or an empty batch): the output is the bias alone.
        return bad("the input or the weight is empty".into());
    }
    let taps = s.in_channels * s.kernel.0 * s.kernel.1;
    if s.groups == 1 && s.batch.saturating_mul(taps).saturating_mul(oh * ow) <= IM2COL_MAX {
        return conv2d_im2col(ctx, s, (oh, ow), x, weight, bias, &*y);
    }
    let params: [u32; 16] = fields.map(|v| v as u32);
    let k = kernel(ctx, wgsl::conv2d(bias.is_some()))?;
    let params = Immediate(&params);
    match bias {
        Some(b) => launch_elementwise(ctx, &k, y_len, "conv2d", &[x, weight, &*y, b, &params]),
        None => launch_elementwise(ctx, &k, y_len, "conv2d", &[x, weight, &*y, &params]),
    }
}

/// A 2-D convolution as a new buffer `[batch, out_channels, out_h, out_w]`.
pub fn conv2d<X, W>(
    ctx: &GpuContext,
    spec: &Conv2dSpec,
    x: &X,
    weight: &W,
    bias: Option<&DeviceBuffer<f32>>,
) -> Result<DeviceBuffer<f32>>
where
    X: DeviceSlice<f32> + KernelArg,
    W: DeviceSlice<f32> + KernelArg,
{
    let (oh, ow) = spec.output_size().unwrap_or((0, 0));
    let len = [spec.batch, spec.out_channels, oh, ow]
        .iter()
        .try_fold(1usize, |a, &b| a.checked_mul(b));
    let mut y = ctx.alloc::<f32>(len.unwrap_or(0))?;
    conv2d_into(ctx, spec, x, weight, bias, &mut y)?;
    Ok(y)
}

/// The shape of a 2-D pooling over NCHW `f32` tensors: `batch × channels` planes of `input`
/// (height, width), windows of `kernel`, `stride` apart (default: the kernel, windows that do not
/// overlap), `padding` on each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pool2dSpec {
    /// Images.
    pub batch: usize,
    /// Channels per image.
    pub channels: usize,
    /// Input height and width.
    pub input: (usize, usize),
    /// Window height and width.
    pub kernel: (usize, usize),
    /// Steps between windows, down and across.
    pub stride: (usize, usize),
    /// Padding on each side, top/bottom and left/right (at most half the window, as in PyTorch).
    pub padding: (usize, usize),
}

impl Pool2dSpec {
    /// Windows of `kernel` that do not overlap, no padding.
    pub fn new(batch: usize, channels: usize, input: (usize, usize), kernel: (usize, usize)) -> Self {
        Pool2dSpec {
            batch,
            channels,
            input,
            kernel,
            stride: kernel,
            padding: (0, 0),
        }
    }
    /// With this stride.
    pub fn stride(mut self, down: usize, across: usize) -> Self {
        self.stride = (down, across);
        self
    }
    /// With this padding.
    pub fn padding(mut self, rows: usize, cols: usize) -> Self {
        self.padding = (rows, cols);
        self
    }
    /// The output's height and width, or `None` for a window larger than the padded input, a
    /// zero stride or window, or padding over half the window.
    pub fn output_size(&self) -> Option<(usize, usize)> {
        let out = |input: usize, pad: usize, k: usize, stride: usize| {
            let padded = input.checked_add(pad.checked_mul(2)?)?;
            (k > 0 && stride > 0 && pad * 2 <= k && padded >= k).then(|| (padded - k) / stride + 1)
        };
        Some((
            out(self.input.0, self.padding.0, self.kernel.0, self.stride.0)?,
            out(self.input.1, self.padding.1, self.kernel.1, self.stride.1)?,
        ))
    }
}

fn pool2d<X: DeviceSlice<f32> + KernelArg>(
    ctx: &GpuContext,
    max: bool,
    s: &Pool2dSpec,
    x: &X,
) -> Result<DeviceBuffer<f32>> {
    let what = if max { "max_pool2d" } else { "avg_pool2d" };
    let bad = |why: &str| GpuError::invalid_argument(format!("ops::{what}: {why} ({s:?})"));
    let (oh, ow) = s
        .output_size()
        .ok_or_else(|| bad("the window is larger than the padded input, a stride or window is 0, or the padding is over half the window"))?;
    let planes = s.batch.checked_mul(s.channels);
    let (Some(x_len), Some(y_len)) = (
        planes.and_then(|p| p.checked_mul(s.input.0)?.checked_mul(s.input.1)),
        planes.and_then(|p| p.checked_mul(oh)?.checked_mul(ow)),
    ) else {
        return Err(bad("the sizes overflow"));
    };
    same_len(what, ("x", x.len()), ("the shape", x_len))?;
    let fields = [
        s.input.0,
        s.input.1,
        oh,
        ow,
        s.kernel.0,
        s.kernel.1,
        s.stride.0,
        s.stride.1,
        s.padding.0,
        s.padding.1,
    ];
    if [x_len, y_len].iter().chain(&fields).any(|&v| v > i32::MAX as usize) {
        return Err(bad("a size is more than 2^31, the most one launch indexes"));
    }
    let y = ctx.alloc::<f32>(y_len)?;
    if y_len > 0 {
        let k = kernel(ctx, wgsl::pool2d(max))?;
        let params = fields.map(|v| v as u32);
        launch_elementwise(ctx, &k, y_len, what, &[x, &y, &Immediate(&params)])?;
    }
    Ok(y)
}

/// 2-D max pooling (NCHW) as a new buffer `[batch, channels, out_h, out_w]`: each window's
/// largest element (NaN if the window has one; padding is never chosen).
pub fn max_pool2d<X: DeviceSlice<f32> + KernelArg>(
    ctx: &GpuContext,
    spec: &Pool2dSpec,
    x: &X,
) -> Result<DeviceBuffer<f32>> {
    pool2d(ctx, true, spec, x)
}

/// 2-D average pooling (NCHW) as a new buffer: each window's sum over its full size, padding
/// counted as zeros (PyTorch's default `count_include_pad=True`).
pub fn avg_pool2d<X: DeviceSlice<f32> + KernelArg>(
    ctx: &GpuContext,
    spec: &Pool2dSpec,
    x: &X,
) -> Result<DeviceBuffer<f32>> {
    pool2d(ctx, false, spec, x)
}

/// The ops on host slices: upload, run, download.
pub mod host {
    use super::*;

    /// `op` applied to every element of `x`.
    pub fn unary(ctx: &GpuContext, op: Unary, x: &[f32]) -> Result<Vec<f32>> {
        let mut buf = ctx.upload(x)?;
        super::unary_in_place(ctx, op, &mut buf)?;
        ctx.download(&buf)
    }

    /// `x op y` elementwise.
    pub fn binary(ctx: &GpuContext, op: Binary, x: &[f32], y: &[f32]) -> Result<Vec<f32>> {
        same_len(op.name(), ("x", x.len()), ("y", y.len()))?;
        let out = super::binary(ctx, op, &ctx.upload(x)?, &ctx.upload(y)?)?;
        ctx.download(&out)
    }

    /// The sum of `x`.
    pub fn sum(ctx: &GpuContext, x: &[f32]) -> Result<f32> {
        super::sum(ctx, &ctx.upload(x)?)
    }

    /// The dot product of `x` and `y`.
    pub fn dot(ctx: &GpuContext, x: &[f32], y: &[f32]) -> Result<f32> {
        same_len("dot", ("x", x.len()), ("y", y.len()))?;
        super::dot(ctx, &ctx.upload(x)?, &ctx.upload(y)?)
    }

    /// Softmax along rows of `cols` columns.
    pub fn softmax(ctx: &GpuContext, x: &[f32], cols: usize) -> Result<Vec<f32>> {
        rows_of(x.len(), cols, "softmax")?;
        let out = super::softmax(ctx, &ctx.upload(x)?, cols)?;
        ctx.download(&out)
    }

    /// Log-softmax along rows of `cols` columns.
    pub fn log_softmax(ctx: &GpuContext, x: &[f32], cols: usize) -> Result<Vec<f32>> {
        rows_of(x.len(), cols, "log_softmax")?;
        let out = super::log_softmax(ctx, &ctx.upload(x)?, cols)?;
        ctx.download(&out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CpuDeviceConfig;

    #[test]
    fn grids_never_cover_more_than_u32_indices_even_when_padded() {
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        // 2^24 workgroups of 256: exactly 2^32 elements, fine as 1-D.
        let max = ctx.info().max_grid;
        if u64::from(max[0]) >= 1 << 24 {
            assert_eq!(grid(&ctx, 1 << 24, WORKGROUP, "t").unwrap(), [1 << 24, 1, 1]);
        }
        assert!(grid(&ctx, (1 << 24) + 1, WORKGROUP, "t").is_err());
        // Reduction blocks of 4096: 2^20 groups is the most.
        assert!(grid(&ctx, 1 << 20, REDUCE_BLOCK, "t").is_ok());
        assert!(grid(&ctx, (1 << 20) + 1, REDUCE_BLOCK, "t").is_err());
    }
}
