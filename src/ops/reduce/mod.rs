//! Whole-vector reductions: `sum`, `max`, `min`, `mean`, `dot` and `argmax` of a buffer (each
//! with an `_async` twin that does not block the thread); and their kernels, passes that each
//! combine blocks of 4096 elements in an order fixed by the length alone (per-work-item strides,
//! then a workgroup tree). The row ops ([`rows`](super::rows)) and [`Batch`](super::Batch)
//! reductions reuse the passes and trees.

use super::{enable, grid, kernel, kernel_for, same_len, stepped, OpFloat, NAN};
use crate::buffer::{DeviceBuffer, DeviceSlice, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;

#[cfg(feature = "llvm")]
mod native;

/// Reduces `x` (or `x · y`) to one value: passes of [`reduce_wgsl`], each combining blocks of
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
    let first = kernel_for::<T>(
        ctx,
        reduce_wgsl(
            if y.is_some() { Combine::Sum } else { combine },
            y.is_some(),
            T::WGSL,
            stepped(ctx),
        ),
    )?;
    let partials = ctx.alloc::<f32>(groups)?;
    let cfg = LaunchConfig::grid(grid(ctx, groups as u64, REDUCE_BLOCK, what)?, &first);
    // The twin reads f32 only (f16 and bf16 inputs run the kernel).
    let twin = (T::NAME == "f32").then_some((combine, y.is_some()));
    match y {
        Some(y) => launch_pass(ctx, &first, cfg, &[x, y, &partials], twin)?,
        None => launch_pass(ctx, &first, cfg, &[x, &partials], twin)?,
    }
    reduce_rest(ctx, combine, partials, what).map(Some)
}

/// Launches a reduction pass (`twin`: what it combines, and whether it is a dot product's), or
/// on the CPU device with native ops its twin (`native.rs`: the same bits) after the same
/// validation.
fn launch_pass(
    ctx: &GpuContext,
    k: &crate::kernel::Kernel,
    cfg: LaunchConfig,
    args: &[&dyn KernelArg],
    twin: Option<(Combine, bool)>,
) -> Result<()> {
    #[cfg(feature = "llvm")]
    if let (Some((combine, dot)), true) = (twin, ctx.native_ops()) {
        let task = native::NativeReduce { combine, dot };
        return ctx.launch_or_host_task(k, cfg, args, Some(task.task()));
    }
    #[cfg(not(feature = "llvm"))]
    let _ = twin;
    ctx.launch(k, cfg, args)
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
    let k = kernel(ctx, reduce_wgsl(combine, false, "f32", stepped(ctx)))?;
    while partials.len() > 1 {
        let groups = partials.len().div_ceil(REDUCE_BLOCK as usize);
        let out = ctx.alloc::<f32>(groups)?;
        let cfg = LaunchConfig::grid(grid(ctx, groups as u64, REDUCE_BLOCK, what)?, &k);
        launch_pass(ctx, &k, cfg, &[&partials, &out], Some((combine, false)))?;
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
    let first = kernel(ctx, argmax_wgsl(false, stepped(ctx)))?;
    let (mut values, mut indices) = (ctx.alloc::<f32>(groups)?, ctx.alloc::<u32>(groups)?);
    let cfg = LaunchConfig::grid(grid(ctx, groups as u64, REDUCE_BLOCK, "argmax")?, &first);
    ctx.launch(&first, cfg, &[x, &values, &indices])?;
    while groups > 1 {
        groups = groups.div_ceil(block);
        let k = kernel(ctx, argmax_wgsl(true, stepped(ctx)))?;
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

// The kernels.

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
pub(super) fn tree_levels(stepped: bool, width: u32, body: &str) -> String {
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
pub(super) fn reduce_wgsl(combine: Combine, dot: bool, ty: &str, stepped: bool) -> String {
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

/// A reduction pass over what `src` reads (see [`reduce_wgsl`]).
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
pub(super) const BETTER_PAIR: &str =
    "if better(pv[k], pi[k], pv[k + half], pi[k + half]) { pv[k] = pv[k + half]; pi[k] = pi[k + half]; }";

/// One pass of an argmax: workgroup `g` finds the largest of elements `g·4096 .. (g+1)·4096`
/// (NaN beats every number; ties go to the smaller index) and writes it and its index to
/// `out_v[g]`, `out_i[g]`. With `pairs`, the input is an earlier pass's values and indices.
/// `stepped`: see [`item_steps`].
pub(super) fn argmax_wgsl(pairs: bool, stepped: bool) -> String {
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
