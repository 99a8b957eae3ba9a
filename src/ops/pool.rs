//! 2-D pooling over NCHW `f32` tensors: [`max_pool2d`] and [`avg_pool2d`] ([`Pool2dSpec`]); and
//! their kernel, one work-item per output.

use super::{kernel, launch_elementwise, same_len, INDEX, NAN, WORKGROUP};
use crate::buffer::{DeviceBuffer, DeviceSlice, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};

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
        let k = kernel(ctx, pool2d_wgsl(max))?;
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

// The kernel.

/// 2-D max or average pooling, NCHW, one work-item per output: the window's largest element
/// (padding never wins; NaN does), or its sum over the window's full size (padding counts as 0,
/// PyTorch's default `count_include_pad`).
pub(super) fn pool2d_wgsl(max: bool) -> String {
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
