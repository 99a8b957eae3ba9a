//! [`transpose`] of a row-major `f32` matrix, through tiles in workgroup memory
//! (`shaders/ops/transpose.wgsl`).

use super::{same_len, shader, RowParams};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;

/// `y = xᵀ` for a row-major `p.rows × p.cols` matrix, a workgroup per 16×16 tile (fixed text).
pub(super) const TRANSPOSE_WGSL: &str = include_str!("../../shaders/ops/transpose.wgsl");

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
    let max = ctx.info().dispatch_grid;
    if u32::try_from(len).is_err() || grid[0] > max[0] || grid[1] > max[1] {
        return Err(GpuError::invalid_argument(format!(
            "ops::transpose: {rows}×{cols} is more than one launch on {} covers",
            ctx.info().id
        )));
    }
    launch_transpose(ctx, x, &*y, rows, cols, 1)
}

/// The transpose's launch for `batch` matrices one after another, in `x` and `y` of f32 already
/// checked to hold them (and that one launch covers): what [`transpose_into`] and the GEMM
/// engine (which holds its operands untyped) run.
pub(super) fn launch_transpose(
    ctx: &GpuContext,
    x: &dyn KernelArg,
    y: &dyn KernelArg,
    rows: usize,
    cols: usize,
    batch: usize,
) -> Result<()> {
    let tiles = |n: usize| u32::try_from(n.div_ceil(16)).unwrap_or(u32::MAX);
    let grid = [tiles(cols), tiles(rows), batch as u32];
    let k = ctx.compile_kernel(&shader("transpose.wgsl", TRANSPOSE_WGSL))?;
    let params = RowParams {
        rows: rows as u32,
        cols: cols as u32,
    };
    ctx.launch(&k, LaunchConfig::grid(grid, &k), &[x, y, &Immediate(&params)])
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
