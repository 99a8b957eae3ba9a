//! The ops on host slices: upload, run, download.

use super::rows::rows_of;
use super::{same_len, Binary, Unary};
use crate::context::GpuContext;
use crate::error::Result;

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
