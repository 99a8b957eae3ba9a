//! Row-wise ops on a row-major `rows × cols` `f32` matrix, one workgroup per row: `softmax` and
//! `log_softmax`, the row reductions (`sum_rows`, `mean_rows`, `max_rows`, `min_rows`,
//! `argmax_rows`), `layer_norm` and `rms_norm`; and their kernels, built on the reductions'
//! workgroup trees ([`reduce`](super::reduce)).

use super::reduce::{tree_levels, Combine, BETTER_PAIR};
use super::{grid, kernel, same_len, stepped, with_params, RowParams, NAN, WORKGROUP};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::kernel::Kernel;
use crate::launch::LaunchConfig;

#[cfg(feature = "llvm")]
mod native;

/// Which row op, with what it needs beyond `x` and `y`.
#[derive(Clone, Copy, Debug)]
enum RowOp {
    Softmax,
    LogSoftmax,
    /// `(x − mean) / sqrt(var + eps)`, then `· weight (+ bias)` where bound.
    LayerNorm {
        eps: f32,
        weight: bool,
        bias: bool,
    },
    /// `x / sqrt(mean(x²) + eps)`, then `· weight` where bound.
    RmsNorm {
        eps: f32,
        weight: bool,
    },
    /// `h += x`, then `y = rms_norm(h) · weight`.
    ResidualRmsNorm {
        eps: f32,
    },
}

/// Launches a row kernel, or on the CPU device with native ops its twin (`native.rs`, where
/// `twin` names one) in its place after the same validation.
fn launch_or_twin(
    ctx: &GpuContext,
    k: &Kernel,
    cfg: LaunchConfig,
    args: &[&dyn KernelArg],
    twin: Option<RowOp>,
    cols: usize,
) -> Result<()> {
    #[cfg(feature = "llvm")]
    if let (Some(op), true) = (twin, ctx.native_ops()) {
        let task = native::NativeRows { op, cols };
        return ctx.launch_or_host_task(k, cfg, args, Some(task.task()));
    }
    #[cfg(not(feature = "llvm"))]
    let _ = (twin, cols);
    ctx.launch(k, cfg, args)
}

/// The rows of a `rows × cols` row-major matrix held in `len` elements.
pub(super) fn rows_of(len: usize, cols: usize, what: &str) -> Result<usize> {
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
    let k = kernel(ctx, softmax_wgsl(log, stepped(ctx)))?;
    let params = RowParams {
        rows: rows as u32,
        cols: cols as u32,
    };
    let cfg = LaunchConfig::grid(grid(ctx, rows as u64, 1, what)?, &k);
    let twin = if log { RowOp::LogSoftmax } else { RowOp::Softmax };
    launch_or_twin(ctx, &k, cfg, &[x, &*y, &Immediate(&params)], Some(twin), cols)
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
    twin: Option<RowOp>,
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
    launch_or_twin(ctx, k, cfg, &with_params(k, args, &params), twin, cols)
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
    let k = kernel(ctx, row_reduce_wgsl(combine, mean, stepped(ctx)))?;
    launch_rows(ctx, &k, rows, cols, 0.0, what, &[x, &*y], None)
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
    let k = kernel(ctx, argmax_rows_wgsl(stepped(ctx)))?;
    launch_rows(ctx, &k, rows, cols, 0.0, "argmax_rows", &[x, &y], None)?;
    Ok(y)
}

/// The `k` largest elements of each row of the `cols`-column row-major matrix `x` and their
/// columns, largest first (`rows × k` each): the order [`argmax_rows`] picks by (NaN above every
/// number, ties to the smaller column), so the first column of the indices is `argmax_rows`.
/// One workgroup per row makes `k` passes over it, each finding the best element after the one
/// before: meant for the `k` of sampling (tens), not for sorting a row.
pub fn top_k_rows<X: DeviceSlice<f32> + KernelArg>(
    ctx: &GpuContext,
    x: &X,
    cols: usize,
    k: usize,
) -> Result<(DeviceBuffer<f32>, DeviceBuffer<u32>)> {
    let rows = rows_of(x.len(), cols, "top_k_rows")?;
    if k == 0 || k > cols {
        return Err(GpuError::invalid_argument(format!(
            "ops::top_k_rows: k is {k}; it must be between 1 and the row's {cols} columns"
        )));
    }
    let (values, indices) = (ctx.alloc::<f32>(rows * k)?, ctx.alloc::<u32>(rows * k)?);
    if rows == 0 {
        return Ok((values, indices));
    }
    let kern = kernel(ctx, top_k_rows_wgsl(stepped(ctx)))?;
    let params = TopKParams {
        rows: rows as u32,
        cols: cols as u32,
        k: k as u32,
    };
    let cfg = LaunchConfig::grid(grid(ctx, rows as u64, 1, "top_k_rows")?, &kern);
    ctx.launch(&kern, cfg, &[x, &values, &indices, &Immediate(&params)])?;
    Ok((values, indices))
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct TopKParams {
    rows: u32,
    cols: u32,
    k: u32,
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
    check_eps(what, eps)?;
    let k = kernel(ctx, norm_wgsl(rms, affine.is_some(), stepped(ctx)))?;
    let (weight, bias) = (affine.is_some(), affine.is_some_and(|(_, b)| b.is_some()));
    let twin = Some(match rms {
        true => RowOp::RmsNorm { eps, weight },
        false => RowOp::LayerNorm { eps, weight, bias },
    });
    match affine {
        None => launch_rows(ctx, &k, rows, cols, eps, what, &[x, &*y], twin),
        Some((weight, bias)) => {
            same_len(what, ("weight", weight.len()), ("a row", cols))?;
            match bias {
                Some(bias) => {
                    same_len(what, ("bias", bias.len()), ("a row", cols))?;
                    launch_rows(ctx, &k, rows, cols, eps, what, &[x, &*y, weight, bias], twin)
                }
                None => launch_rows(ctx, &k, rows, cols, eps, what, &[x, &*y, weight], twin),
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

/// [`layer_norm`] into `y` (same length as `x`).
pub fn layer_norm_into<X, Y>(ctx: &GpuContext, x: &X, y: &mut Y, cols: usize, eps: f32) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    norm_into(ctx, false, x, y, cols, None, eps)
}

/// [`rms_norm`] into `y` (same length as `x`).
pub fn rms_norm_into<X, Y>(ctx: &GpuContext, x: &X, y: &mut Y, cols: usize, eps: f32) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    norm_into(ctx, true, x, y, cols, None, eps)
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

/// The residual step of a transformer block and the RMS norm after it, in one pass over each
/// row: `h += x` (the residual stream, updated in place), then `y = h / sqrt(mean(h²) + eps) ·
/// weight` per row of `weight.len()` columns: the same sums and the same `y` as an `add` then
/// [`rms_norm_affine_into`], in one launch.
pub fn residual_rms_norm_into<X, H, Y>(
    ctx: &GpuContext,
    x: &X,
    h: &mut H,
    y: &mut Y,
    weight: &DeviceBuffer<f32>,
    eps: f32,
) -> Result<()>
where
    X: DeviceSlice<f32> + KernelArg,
    H: DeviceSliceMut<f32> + KernelArg,
    Y: DeviceSliceMut<f32> + KernelArg,
{
    let what = "residual_rms_norm";
    same_len(what, ("x", x.len()), ("h", h.len()))?;
    same_len(what, ("x", x.len()), ("y", y.len()))?;
    let rows = rows_of(x.len(), weight.len(), what)?;
    check_eps(what, eps)?;
    let k = kernel(ctx, residual_rms_norm_wgsl(stepped(ctx)))?;
    let twin = Some(RowOp::ResidualRmsNorm { eps });
    launch_rows(ctx, &k, rows, weight.len(), eps, what, &[x, &*y, weight, &*h], twin)
}

fn check_eps(what: &str, eps: f32) -> Result<()> {
    if !(eps >= 0.0 && eps.is_finite()) {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: eps is {eps}; it must be finite and not negative"
        )));
    }
    Ok(())
}

// The kernels.

/// Softmax (or log-softmax) of each row of a `rows × p.cols` row-major matrix: workgroup `r`
/// takes row `r` (a 2-D grid past the device's grid width), finds its maximum, sums `exp(x −
/// max)`, and writes `exp(x − max) / sum` (or `x − max − log(sum)`).
///
/// With `stepped` (the CPU device, where `exp` is most of the cost) each `exp` is computed once:
/// the sum pass keeps it in `y`, the last pass scales it there; on GPUs it is computed again
/// rather than written and read back. Either way `y = exp(x − max) · (1 / sum)`.
pub(super) fn softmax_wgsl(log: bool, stepped: bool) -> String {
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
pub(super) fn row_reduce_wgsl(combine: Combine, mean: bool, stepped: bool) -> String {
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
pub(super) fn argmax_rows_wgsl(stepped: bool) -> String {
    let bindings = "@group(0) @binding(0) var<storage, read> x: array<f32>;\n@group(0) @binding(1) var<storage, read_write> y: array<u32>;\n";
    let head = row_kernel_head("argmax_rows", bindings).replace(
        "@compute",
        &format!("var<workgroup> pi: array<u32, {WORKGROUP}>;\n{BETTER}@compute"),
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

/// Pair order of the row argmax and top-k: whether (`vb`, `ib`) comes before (`va`, `ia`).
const BETTER: &str = "fn better(va: f32, ia: u32, vb: f32, ib: u32) -> bool {
    let na = is_nan_(va);
    let nb = is_nan_(vb);
    if na != nb { return nb; }
    if na { return ib < ia; }
    return vb > va || (vb == va && ib < ia);
}
";

/// Top-k of each row (see [`top_k_rows`]): pass `r` finds the best pair after pass `r − 1`'s
/// (each work-item over its columns, then the workgroup's tree), writes it, and every work-item
/// reads it back before the next pass overwrites the tree.
pub(super) fn top_k_rows_wgsl(stepped: bool) -> String {
    let head = format!(
        "// anygpu op: top_k_rows
struct Params {{ rows: u32, cols: u32, k: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> values: array<f32>;
@group(0) @binding(2) var<storage, read_write> indices: array<u32>;
var<workgroup> partial: array<f32, {WORKGROUP}>;
var<workgroup> pi: array<u32, {WORKGROUP}>;
{NAN}
{BETTER}"
    );
    format!(
        "{head}@compute @workgroup_size({WORKGROUP})
fn op_top_k_rows(@builtin(local_invocation_index) j: u32, @builtin(workgroup_id) g: vec3<u32>,
          @builtin(num_workgroups) groups: vec3<u32>) {{
    let row = g.x + g.y * groups.x;
    if row >= p.rows {{ return; }}
    let start = row * p.cols;
    var lv = 0.0;
    var li = 0xffffffffu;
    for (var r = 0u; r < p.k; r++) {{
        var bv = bitcast<f32>(0xff800000u);
        var bi = 0xffffffffu;
        for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{
            let v = x[start + c];
            if (r == 0u || better(v, c, lv, li)) && better(bv, bi, v, c) {{ bv = v; bi = c; }}
        }} workgroupBarrier(); }}
        partial[j] = bv;
        pi[j] = bi;
        workgroupBarrier();
{tree}        lv = partial[0];
        li = pi[0];
        if j == 0u {{ values[row * p.k + r] = lv; indices[row * p.k + r] = li; }}
        workgroupBarrier();
    }}
}}
",
        tree = tree_levels(stepped, WORKGROUP, &BETTER_PAIR.replace("pv[", "partial[")).replace("\n    ", "\n        "),
    )
}

/// Layer normalisation (`rms`: false) or RMS normalisation of each row, with a per-column
/// weight and bias (`affine`; RMS norm takes only the weight).
pub(super) fn norm_wgsl(rms: bool, affine: bool, stepped: bool) -> String {
    norm_kernel(rms, affine, false, stepped)
}

/// The residual step of a transformer block fused with its RMS norm: `h += x` (the residual
/// stream, `h` binding 3, updated in place), then `y = rms_norm(h) · weight`; each work-item
/// reads back only the sums it wrote.
pub(super) fn residual_rms_norm_wgsl(stepped: bool) -> String {
    norm_kernel(true, true, true, stepped)
}

fn norm_kernel(rms: bool, affine: bool, residual: bool, stepped: bool) -> String {
    let name = format!(
        "{}{}{}",
        if residual { "residual_" } else { "" },
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
    if residual {
        bindings.push_str("@group(0) @binding(3) var<storage, read_write> h: array<f32>;\n");
    }
    // The row the norm reads: `h + x` (stored into `h` as the first pass reads it), or `x`.
    let (first, input) = if residual {
        ("let v = h[start + c] + x[start + c]; h[start + c] = v;", "h")
    } else {
        ("let v = x[start + c];", "x")
    };
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
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{ s += {input}[start + c]; }} workgroupBarrier(); }}
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
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{ {first} let d = v - mean; q += d * d; }} workgroupBarrier(); }}
{tree}    let inv = 1.0 / sqrt(partial[0] / {n} + p.eps);
    for (var c0 = 0u; c0 < p.cols; c0 += {WORKGROUP}u) {{ let c = c0 + j; if c < p.cols {{
        y[start + c] = ({input}[start + c] - mean) * inv{affine_expr};
    }} workgroupBarrier(); }}
}}
",
        tree = tree("q", "add_", stepped)
    )
}
