//! 2-D convolutions over NCHW `f32` tensors (PyTorch's `conv2d`): [`conv2d`], [`conv2d_into`]
//! ([`Conv2dSpec`]). With one channel group, the GEMM engine's implicit GEMM
//! ([`matmul`](super::matmul): the input read in place as the im2col matrix, tuned like a
//! matmul). Where the CPU device runs its native sgemm twin, an im2col pass
//! (`shaders/ops/im2col.wgsl`) stages the input windows for it instead. With channel groups, or
//! (on that path) an im2col matrix over `IM2COL_MAX`, a direct kernel runs (generated: with or
//! without the bias binding).

use super::matmul::{conv_launch, matmul_launch, ConvShape, MatmulSpec};
use super::{grid, kernel, launch_elementwise, same_len, shader, INDEX, WORKGROUP};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;
use crate::KernelSource;

#[cfg(feature = "llvm")]
mod native;

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
    conv2d_on(ctx, spec, x, weight, bias, y, None)
}

/// [`conv2d_into`] with one channel group on the implicit-GEMM kernel `config` names (see
/// [`gemm_configs`](super::gemm_configs); `vec4` configurations fall back to scalar access), not
/// the tuner's choice, and never the CPU device's native twin: how the conformance suite checks
/// every configuration a convolution can run on.
#[doc(hidden)]
pub fn conv2d_with_config<X, W, Y>(
    ctx: &GpuContext,
    spec: &Conv2dSpec,
    config: &str,
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
    if spec.groups != 1 {
        return Err(GpuError::invalid_argument(
            "ops::conv2d: an implicit GEMM takes one channel group",
        ));
    }
    conv2d_on(ctx, spec, x, weight, bias, y, Some(config))
}

fn conv2d_on<X, W, Y>(
    ctx: &GpuContext,
    spec: &Conv2dSpec,
    x: &X,
    weight: &W,
    bias: Option<&DeviceBuffer<f32>>,
    y: &mut Y,
    config: Option<&str>,
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
    if s.groups == 1 && (!ctx.native_ops() || config.is_some()) {
        // The GEMM engine reads the input in place (an implicit GEMM): no im2col buffer.
        // The whole batch is one product: its columns are every image's output pixels.
        let spec = MatmulSpec::new(s.out_channels, taps, s.batch * oh * ow);
        // The fields after the product's: ci, h, w, ow, kh, kw, sh, sw, ph, pw, dh, dw.
        let f = fields.map(|v| v as u32);
        let shape = ConvShape {
            fields: [
                f[1], f[3], f[4], f[6], f[7], f[8], f[9], f[10], f[11], f[12], f[13], f[14],
            ],
            pixels: (oh * ow) as u32,
        };
        let positions = s.kernel.0 * s.kernel.1;
        let mut weight_taps = |cp: u32| -> Result<DeviceBuffer<f32>> {
            let len = s.out_channels * positions * cp as usize;
            let mut taps = ctx.alloc::<f32>(len)?;
            let k = kernel(ctx, weight_taps_wgsl())?;
            let params = Immediate(&[len as u32, s.in_channels as u32, cp, positions as u32]);
            launch_elementwise(ctx, &k, len, "conv2d", &[weight, &mut taps, &params])?;
            Ok(taps)
        };
        return conv_launch(ctx, &spec, &shape, bias, [x, &*y], &mut weight_taps, config);
    }
    let params: [u32; 16] = fields.map(|v| v as u32);
    let params = Immediate(&params);
    #[cfg(feature = "llvm")]
    if config.is_none() && native::NativeConv::applies(s) {
        // Validated as the direct kernel's launch, computed by the direct twin.
        let k = kernel(ctx, conv2d_wgsl(bias.is_some()))?;
        let twin = native::NativeConv {
            spec: *s,
            out: (oh, ow),
            bias: bias.is_some(),
        }
        .task();
        let groups = (y_len as u64).div_ceil(u64::from(WORKGROUP));
        let cfg = LaunchConfig::grid(grid(ctx, groups, WORKGROUP, "conv2d")?, &k);
        return match bias {
            Some(b) => ctx.launch_or_host_task(&k, cfg, &[x, weight, &*y, b, &params], Some(twin)),
            None => ctx.launch_or_host_task(&k, cfg, &[x, weight, &*y, &params], Some(twin)),
        };
    }
    if s.groups == 1 && s.batch.saturating_mul(taps).saturating_mul(oh * ow) <= IM2COL_MAX {
        return conv2d_im2col(ctx, s, (oh, ow), x, weight, bias, &*y);
    }
    let k = kernel(ctx, conv2d_wgsl(bias.is_some()))?;
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

/// Most elements of the im2col matrix a convolution may stage for the CPU device's sgemm twin
/// (1 GiB of f32); past it, or with channel groups, the direct kernel runs.
const IM2COL_MAX: usize = 1 << 28;

/// A convolution with one group as one batched matmul on the CPU device's sgemm twin: `y[b]
/// (co × P) = W (co × K) · cols[b] (K × P)`, the weights shared by every image, the bias per
/// output row.
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
    let (tile_cols, tile_rows) = IM2COL_TILE;
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
    let k = ctx.compile_kernel(&im2col())?;
    if !cols.is_empty() {
        // The kernel indexes by workgroup, then by element of `cols` (under IM2COL_MAX): only
        // the workgroup count must stay below 2^32.
        let groups = (col_tiles * row_tiles) as u64 * slices as u64;
        let cfg = LaunchConfig::grid(grid(ctx, groups, 1, "conv2d")?, &k);
        ctx.launch(&k, cfg, &[x, &cols, &Immediate(&params)])?;
    }
    let spec = MatmulSpec::new(s.out_channels, taps, pixels).batched(s.batch);
    let strides = [0, taps * pixels, s.out_channels * pixels];
    matmul_launch(
        ctx,
        &spec,
        strides,
        bias.map(|b| (b, true)),
        None,
        super::matmul::config::GemmElement::F32,
        weight,
        &cols,
        y,
    )
}

// The kernels.

/// Direct 2-D convolution, NCHW, one work-item per output element: the sum over its group's
/// input channels and the kernel window (dilated, strided, zero outside the padded input) of
/// input · weight (`[out, in / groups, kh, kw]`), plus the output channel's bias.
pub(super) fn conv2d_wgsl(bias: bool) -> String {
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

/// A convolution's weight `[co][ci][kh][kw]` as its implicit GEMM's A: `[co][ky][kx][cp]`, the
/// input channel fastest and padded with zeros to `cp` (see `GemmOp::b_im2col`).
pub(super) fn weight_taps_wgsl() -> String {
    format!(
        "// anygpu op: conv2d_weight_taps
struct Params {{ len: u32, ci: u32, cp: u32, positions: u32 }}
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> weight: array<f32>;
@group(0) @binding(1) var<storage, read_write> taps: array<f32>;
@compute @workgroup_size({WORKGROUP})
fn op_conv2d_weight_taps(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let i = {INDEX};
    if i >= p.len {{ return; }}
    let row = p.positions * p.cp;
    let t = i % row;
    let c = t % p.cp;
    var v = 0.0;
    if c < p.ci {{ v = weight[(i / row * p.ci + c) * p.positions + t / p.cp]; }}
    taps[i] = v;
}}
"
    )
}

/// im2col for a convolution with one group: `cols[z][tap][oy·ow + ox]` is the input pixel the
/// tap reads for output (oy, ox) of image z, 0 in the padding, a workgroup per [`IM2COL_TILE`]
/// outputs of one tap of one image (see the file). Its `override` constants `TILE_COLS` and
/// `TILE_ROWS` default to [`IM2COL_TILE`]; [`im2col`] sets them.
pub(super) const IM2COL_WGSL: &str = include_str!("../../../shaders/ops/im2col.wgsl");

/// The im2col kernel with its tile as [`IM2COL_TILE`] says.
fn im2col() -> KernelSource {
    let (tx, ty) = IM2COL_TILE;
    shader("im2col.wgsl", IM2COL_WGSL)
        .override_constant("TILE_COLS", f64::from(tx))
        .override_constant("TILE_ROWS", f64::from(ty))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn im2col_wgsl_defaults_are_the_tile() {
        // all_kernels and `anygpu compile` read the file without overrides.
        let (tx, ty) = IM2COL_TILE;
        assert!(IM2COL_WGSL.contains(&format!("override TILE_COLS: u32 = {tx}u;")));
        assert!(IM2COL_WGSL.contains(&format!("override TILE_ROWS: u32 = {ty}u;")));
    }
}
