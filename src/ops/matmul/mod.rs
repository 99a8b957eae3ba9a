//! Matrix products of row-major `f32` matrices: [`matmul`] and [`matmul_with`] (transposes,
//! batches, and a bias and an activation fused in: [`MatmulSpec`], [`Epilogue`]), on the GEMM
//! engine: kernels generated per configuration (`config.rs` the shapes, `wgsl.rs` the kernels),
//! the configuration chosen by measurement per device and shape (`tune.rs`). On the CPU device a
//! native sgemm twin (`native.rs`) runs in place of the kernel.

pub(super) mod config;
pub(super) mod mma;
#[cfg(feature = "llvm")]
mod native;
pub(in crate::ops) mod tune;
pub(super) mod wgsl;

pub use tune::MatmulTuning;

use std::collections::HashMap;

use config::{GemmConfig, GemmElement, GemmOp};
use wgsl::gemm_source;

use super::elementwise::Unary;
#[cfg(feature = "llvm")]
use super::elementwise::{unary_wgsl, UnaryParams};
use super::{kernel, same_len, OpFloat};
use super::{launch_elementwise, with_params};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::{GpuContext, HostTask};
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;

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
    /// f32 products may round A and B to TF32 ([`allow_tf32`](Self::allow_tf32)).
    pub allow_tf32: bool,
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
            allow_tf32: false,
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
    /// Lets an f32 product run on TF32 tensor cores, like PyTorch's `allow_tf32`: A and B may
    /// be rounded to TF32 (10 fraction bits: relative error up to 2⁻¹¹ per element, so about
    /// `k · 2⁻¹¹` for the product where f32 has `k · 2⁻²⁴`), sums stay f32. A permission, not
    /// a promise: the engine offers its TF32 tensor-core kernels beside the f32 ones on
    /// NVIDIA GPUs from Ampere (sm_80) and AMD's CDNA3 (gfx940–942) and keeps the fastest,
    /// measured like any other choice; everywhere else (the CPU device, wgpu, other AMD GPUs,
    /// older NVIDIA) and for f16 and bf16 matrices it changes nothing. What a TF32 kernel
    /// computes is defined bit for bit by `KernelSource::allow_tf32`.
    pub fn allow_tf32(mut self) -> Self {
        self.allow_tf32 = true;
        self
    }

    /// The element the engine computes in for `T` matrices: f32 with TF32 where allowed.
    fn element<T: OpFloat>(&self) -> GemmElement {
        match GemmElement::of::<T>() {
            GemmElement::F32 if self.allow_tf32 => GemmElement::Tf32,
            other => other,
        }
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
    /// Depth per slice of a split-K launch (`grid.z` slices, each one's partial product at
    /// its own `batch_c`), 0 when the launch is not split: the kernels run `klen = min(ks,
    /// k − z·ks)` of depth, with rows still `k` apart.
    ks: u32,
}

/// `c = a · b` for row-major `a` (`m × k`), `b` (`k × n`), `c` (`m × n`), of `f32` or of
/// [`half::f16`] (then accumulated in f32 and rounded once when stored; on tensor cores where
/// the device has them: see the GEMM engine in the ops documentation).
pub fn matmul<T, A, B, C>(ctx: &GpuContext, a: &A, b: &B, c: &mut C, m: usize, k: usize, n: usize) -> Result<()>
where
    T: OpFloat,
    A: DeviceSlice<T> + KernelArg,
    B: DeviceSlice<T> + KernelArg,
    C: DeviceSliceMut<T> + KernelArg,
{
    matmul_with(ctx, &MatmulSpec::new(m, k, n), a, b, c, Epilogue::default())
}

/// `c = act(op(a) · op(b) + bias)` as `spec` and `epilogue` say; every length is checked
/// against the shape first. For f16 matrices the bias is still f32, added to the f32 sum before
/// the activation and the one rounding to f16.
pub fn matmul_with<T, A, B, C>(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    a: &A,
    b: &B,
    c: &mut C,
    epilogue: Epilogue<'_>,
) -> Result<()>
where
    T: OpFloat,
    A: DeviceSlice<T> + KernelArg,
    B: DeviceSlice<T> + KernelArg,
    C: DeviceSliceMut<T> + KernelArg,
{
    if !checked_operands(spec, [a.len(), b.len(), c.len()], epilogue.bias)? {
        return Ok(());
    }
    let strides = batch_strides(spec);
    let bias = epilogue.bias.map(|b| (b, false));
    let element = spec.element::<T>().on_device(ctx.info());
    matmul_launch(ctx, spec, strides, bias, epilogue.activation, element, a, b, &*c)
}

fn shape_text(spec: &MatmulSpec) -> String {
    let MatmulSpec { m, k, n, batch, .. } = *spec;
    let batch = if batch != 1 {
        format!(", batch of {batch}")
    } else {
        String::new()
    };
    format!("{m}×{k} · {k}×{n}{batch}")
}

/// The element counts of A, B and C for `spec`, or why one launch cannot index them.
fn checked_lengths(spec: &MatmulSpec) -> Result<[usize; 3]> {
    let MatmulSpec { m, k, n, batch, .. } = *spec;
    let shape = shape_text(spec);
    let size = |rows: usize, cols: usize, count: usize| rows.checked_mul(cols).and_then(|x| x.checked_mul(count));
    let b_count = if spec.shared_b { 1 } else { batch };
    let (Some(a_len), Some(b_len), Some(c_len)) = (size(m, k, batch), size(k, n, b_count), size(m, n, batch)) else {
        return Err(GpuError::invalid_argument(format!("ops::matmul: {shape} overflows")));
    };
    if [a_len, b_len, c_len].iter().any(|&l| u32::try_from(l).is_err()) || u32::try_from(batch).is_err() {
        return Err(GpuError::invalid_argument(format!(
            "ops::matmul: {shape} has a matrix of more than 2^32 elements, the most one launch indexes"
        )));
    }
    Ok([a_len, b_len, c_len])
}

/// Checks the operands' lengths (`[a, b, c]`) and the bias against `spec`; false when there is
/// nothing to compute (C is empty).
fn checked_operands(spec: &MatmulSpec, lens: [usize; 3], bias: Option<&DeviceBuffer<f32>>) -> Result<bool> {
    let want = checked_lengths(spec)?;
    let shape = shape_text(spec);
    for ((what, len), want) in ["a", "b", "c"].into_iter().zip(lens).zip(want) {
        if len != want {
            return Err(GpuError::invalid_argument(format!(
                "ops::matmul: {what} has {len} elements but {shape} needs {want}"
            )));
        }
    }
    if let Some(bias) = bias {
        same_len("matmul", ("the bias", bias.len()), ("a row of c (n)", spec.n))?;
    }
    Ok(want[2] > 0)
}

/// Elements between one batch's matrices (A, B, C): B's is 0 when it is shared.
fn batch_strides(spec: &MatmulSpec) -> [usize; 3] {
    let MatmulSpec { m, k, n, .. } = *spec;
    [m * k, if spec.shared_b { 0 } else { k * n }, m * n]
}

/// Tunes `specs` on `ctx` ahead of time (no bias, no activation: the epilogue does not change
/// which tiling is fastest): each shape whose bucket has no stored choice yet has its candidates
/// timed on buffers of that shape (filled with a pattern, not zeros) within the
/// `ANYGPU_AUTOTUNE_BUDGET_MS` budget (1 s by default, also with `ANYGPU_AUTOTUNE=off`, which
/// only stops tuning on first use), and the fastest is stored for this process and later ones.
/// Where the CPU device's native twin computes matmul there is nothing to choose, and a browser
/// cannot measure: the shape's result is then the default configuration, not measured.
pub fn tune_matmul(ctx: &GpuContext, specs: &[MatmulSpec]) -> Result<Vec<MatmulTuning>> {
    tune_matmul_of::<f32>(ctx, specs)
}

/// [`tune_matmul`] for products of `T` matrices (`f32` or [`half::f16`], whose candidates and
/// choices are their own).
pub fn tune_matmul_of<T: OpFloat>(ctx: &GpuContext, specs: &[MatmulSpec]) -> Result<Vec<MatmulTuning>> {
    specs.iter().map(|spec| tune_one::<T>(ctx, spec)).collect()
}

fn tune_one<T: OpFloat>(ctx: &GpuContext, spec: &MatmulSpec) -> Result<MatmulTuning> {
    let lens = checked_lengths(spec)?;
    let strides = batch_strides(spec);
    let element = spec.element::<T>().on_device(ctx.info());
    let vector = vector_access_of(spec, strides, element.vector_width());
    let product = tune::Product::Matmul(element);
    let key = tune::keys(ctx, spec, product, vector);
    let done = |config: GemmConfig, measured, timings: Vec<(GemmConfig, f64)>| MatmulTuning {
        spec: *spec,
        config: config.to_string(),
        measured,
        timings: timings.into_iter().map(|(c, t)| (c.to_string(), t)).collect(),
    };
    if uses_native_twin(ctx, element) || lens[2] == 0 || !tune::can_measure() {
        return Ok(done(
            config::default_config(ctx.info(), vector, element),
            false,
            Vec::new(),
        ));
    }
    if let Some(config) = tune::stored(ctx, spec, &key, product, vector) {
        return Ok(done(config, false, Vec::new()));
    }
    let pattern = |len: usize| -> Vec<T> {
        (0..len.max(1))
            .map(|i| T::from_f32(((i * 7919) % 61) as f32 / 61.0 - 0.5))
            .collect()
    };
    let (a, b) = (ctx.upload(&pattern(lens[0]))?, ctx.upload(&pattern(lens[1]))?);
    let c = ctx.alloc::<T>(lens[2])?;
    let op = GemmOp {
        f32_partials: false,
        trans_a: spec.trans_a,
        trans_b: spec.trans_b,
        bias_rows: None,
        activation: None,
        b_im2col: false,
        element,
    };
    let mut run = |config: GemmConfig| launch_config(ctx, spec, strides, &op, &config, None, [&a, &b, &c], None, None);
    let (best, timings) = tune::measure(ctx, spec, product, vector, key, tune::explicit_budget(), &mut run)?;
    Ok(done(best, true, timings))
}

/// [`matmul_with`] on the kernel `config` names (`128x128x8_t8x8_s2_v4`, `direct`: see
/// [`gemm_configs`]), not the tuner's choice, and never the CPU device's native twin: how the
/// conformance suite checks every configuration the engine can choose. A configuration asking
/// for `vec4` access where the shape does not allow it falls back to scalar access.
#[doc(hidden)]
pub fn matmul_with_config<T, A, B, C>(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    config: &str,
    a: &A,
    b: &B,
    c: &mut C,
    epilogue: Epilogue<'_>,
) -> Result<()>
where
    T: OpFloat,
    A: DeviceSlice<T> + KernelArg,
    B: DeviceSlice<T> + KernelArg,
    C: DeviceSliceMut<T> + KernelArg,
{
    let config: GemmConfig = config.parse().map_err(GpuError::invalid_argument)?;
    let element = spec.element::<T>();
    if !config.takes(element) {
        return Err(GpuError::invalid_argument(format!(
            "ops::matmul: the configuration {config} runs on tensor cores, which take f16, bf16, or f32 with MatmulSpec::allow_tf32, not {}",
            T::WGSL
        )));
    }
    if !checked_operands(spec, [a.len(), b.len(), c.len()], epilogue.bias)? {
        return Ok(());
    }
    let strides = batch_strides(spec);
    let op = GemmOp {
        f32_partials: false,
        trans_a: spec.trans_a,
        trans_b: spec.trans_b,
        bias_rows: epilogue.bias.map(|_| false),
        activation: epilogue.activation,
        b_im2col: false,
        element,
    };
    let config = config.vectorized(config.is_vector() && vector_access(spec, strides));
    launch_config(ctx, spec, strides, &op, &config, epilogue.bias, [a, b, &*c], None, None)
}

/// The names of every configuration the engine can choose for f32 products, on any device.
#[doc(hidden)]
pub fn gemm_configs() -> Vec<String> {
    gemm_configs_of::<f32>()
}

/// The names of every configuration the engine can choose for `T` products, on any device (the
/// tensor-core ones for f16, for waves of 32 and 64).
#[doc(hidden)]
pub fn gemm_configs_of<T: OpFloat>() -> Vec<String> {
    gemm_configs_for::<T>(&MatmulSpec::new(1, 1, 1))
}

/// The names of every configuration the engine can choose for `T` products with `spec`'s
/// precision (the TF32 tensor-core ones where it allows TF32), on any device.
#[doc(hidden)]
pub fn gemm_configs_for<T: OpFloat>(spec: &MatmulSpec) -> Vec<String> {
    config::all_configs(None, spec.element::<T>(), &[32, 64])
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The names of the configurations the engine may choose for `T` products with `spec`'s
/// precision on `ctx`'s device (its tuning candidates, with and without 16-byte access; not the
/// split-K launches): what the conformance suite forces on a GPU, where each kernel is compiled
/// by the driver (about 200 for every configuration of a 16-bit product: longer than the GPU
/// kit's minutes), the CPU device running every one.
#[doc(hidden)]
pub fn gemm_configs_on<T: OpFloat>(ctx: &GpuContext, spec: &MatmulSpec) -> Vec<String> {
    let element = spec.element::<T>().on_device(ctx.info());
    [true, false]
        .into_iter()
        .flat_map(|vector| config::candidates(ctx.info(), vector, element))
        .map(|c| c.to_string())
        .collect()
}

/// Whether the CPU device's sgemm twin computes this product (f32, exact also where TF32 is
/// allowed: the CPU has no TF32 arithmetic to be faster with).
fn uses_native_twin(ctx: &GpuContext, element: GemmElement) -> bool {
    ctx.native_ops() && matches!(element, GemmElement::F32 | GemmElement::Tf32)
}

/// Whether every matrix can be read and written in `vec4`s: each one's contiguous dimension and
/// batch stride a multiple of 4 (and `k` > 0: a product over nothing reads no buffers).
fn vector_access(spec: &MatmulSpec, strides: [usize; 3]) -> bool {
    vector_access_of(spec, strides, 4)
}

/// [`vector_access`] in units of `width` elements.
fn vector_access_of(spec: &MatmulSpec, strides: [usize; 3], width: usize) -> bool {
    let a_row = if spec.trans_a { spec.m } else { spec.k };
    let b_row = if spec.trans_b { spec.k } else { spec.n };
    spec.k > 0 && [a_row, b_row, spec.n].iter().chain(&strides).all(|x| x % width == 0)
}

/// [`gemm_source`], written once per process ([`super::memoized_source`]).
fn memoized_gemm_source(op: &GemmOp, config: &GemmConfig) -> crate::KernelSource {
    super::memoized_source(format!("gemm/{op:?}/{config:?}"), || gemm_source(op, config))
}

/// The grid of `config`'s workgroups over `spec`, or why the device cannot launch it.
fn grid_for(ctx: &GpuContext, spec: &MatmulSpec, config: &GemmConfig, what: &str) -> Result<[u32; 3]> {
    let (bm, bn) = config.block();
    let tiles = |x: usize, b: u32| u32::try_from(x.div_ceil(b as usize)).unwrap_or(u32::MAX);
    let grid = [tiles(spec.n, bn), tiles(spec.m, bm), spec.batch as u32];
    let max = ctx.info().dispatch_grid;
    if grid.iter().zip(max).any(|(g, m)| *g > m) {
        return Err(GpuError::invalid_argument(format!(
            "ops::{what}: needs a grid of {grid:?} workgroups; {} allows {max:?}",
            ctx.info().id
        )));
    }
    Ok(grid)
}

/// Launches the product for a validated `spec` with these batch strides (of A, B and C, in
/// elements) and bias (with whether it is per row), on the configuration the tuner chooses.
#[allow(clippy::too_many_arguments)]
pub(super) fn matmul_launch(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    strides: [usize; 3],
    bias: Option<(&DeviceBuffer<f32>, bool)>,
    activation: Option<Unary>,
    element: GemmElement,
    a: &dyn KernelArg,
    b: &dyn KernelArg,
    c: &dyn KernelArg,
) -> Result<()> {
    let op = GemmOp {
        f32_partials: false,
        trans_a: spec.trans_a,
        trans_b: spec.trans_b,
        bias_rows: bias.map(|(_, rows)| rows),
        activation,
        b_im2col: false,
        element,
    };
    let bias = bias.map(|(buffer, _)| buffer);
    #[cfg(feature = "llvm")]
    if uses_native_twin(ctx, element) {
        // The twin runs in place of the kernel, whatever its configuration: the direct one is
        // the cheapest to compile for the launch's validation.
        let twin = native::NativeMatmul {
            spec: *spec,
            strides,
            bias_per_row: op.bias_rows,
        };
        launch_config(
            ctx,
            spec,
            strides,
            &op,
            &GemmConfig::Direct,
            bias,
            [a, b, c],
            Some(twin.task()),
            None,
        )?;
        // The activation as a second pass over C: cheap beside the product.
        return match activation {
            Some(act) => {
                let k = kernel(ctx, unary_wgsl(act, true, "f32"))?;
                let [pa, pb] = act.params();
                let params = Immediate(&UnaryParams { a: pa, b: pb });
                let len = spec.m * spec.n * spec.batch;
                launch_elementwise(ctx, &k, len, "matmul", &with_params(&k, &[c], &params))
            }
            None => Ok(()),
        };
    }
    let vector = vector_access_of(spec, strides, element.vector_width());
    let mut run = |config: GemmConfig| launch_config(ctx, spec, strides, &op, &config, bias, [a, b, c], None, None);
    let config = tune::choose(ctx, spec, tune::Product::Matmul(element), vector, &mut run)?;
    run(config)
}

/// A convolution with one channel group as an implicit GEMM over the whole batch: `y (co ×
/// images·pixels) = weight (co × taps) · im2col(x) (taps × images·pixels)`, B gathered from `x`
/// in place (no im2col buffer), the bias per output row (see `GemmOp::b_im2col`). `spec` is that
/// product with the taps unpadded; `weight_taps(cp)` gives the weight as A with its channels
/// padded to `cp`, a multiple of the configuration's depth per step (made once per `cp`). The
/// configuration is tuned like a matmul's (in a bucket of its own) unless `forced` names one,
/// with scalar global access (B's reads are gathers).
pub(super) fn conv_launch(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    shape: &ConvShape,
    bias: Option<&DeviceBuffer<f32>>,
    [x, y]: [&dyn KernelArg; 2],
    weight_taps: &mut dyn FnMut(u32) -> Result<DeviceBuffer<f32>>,
    forced: Option<&str>,
) -> Result<()> {
    let op = GemmOp {
        f32_partials: false,
        trans_a: false,
        trans_b: false,
        bias_rows: bias.map(|_| true),
        activation: None,
        b_im2col: true,
        element: GemmElement::F32,
    };
    let channels = shape.fields[0];
    let positions = (spec.k / channels as usize) as u32;
    let mut packed: HashMap<u32, DeviceBuffer<f32>> = HashMap::new();
    let mut run = |config: GemmConfig| {
        let quantum = match config {
            GemmConfig::Tiled(t) => t.block_k,
            GemmConfig::Direct | GemmConfig::Broadcast(_) => 1,
            GemmConfig::Mma(_) => {
                return Err(GpuError::not_supported(format!(
                    "a convolution runs on the SIMT kernels, not on the tensor-core configuration {config}"
                )))
            }
        };
        let cp = channels.div_ceil(quantum) * quantum;
        let taps = positions as usize * cp as usize;
        if spec.m.checked_mul(taps).is_none_or(|len| len > i32::MAX as usize) {
            return Err(GpuError::invalid_argument(
                "ops::conv2d: the weight padded to whole steps of channels is more than 2^31 elements",
            ));
        }
        if let std::collections::hash_map::Entry::Vacant(slot) = packed.entry(cp) {
            slot.insert(weight_taps(cp)?);
        }
        let spec = MatmulSpec { k: taps, ..*spec };
        launch_config(
            ctx,
            &spec,
            [0, 0, 0],
            &op,
            &config,
            bias,
            [&packed[&cp], x, y],
            None,
            Some((shape, cp)),
        )
    };
    let config = match forced {
        Some(name) => name
            .parse::<GemmConfig>()
            .map_err(GpuError::invalid_argument)?
            .vectorized(false),
        None => tune::choose(ctx, spec, tune::Product::Conv, false, &mut run)?,
    };
    run(config)
}

/// The product on `config`'s kernel (or on `twin`, a host task in its place).
#[allow(clippy::too_many_arguments)]
fn launch_config(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    strides: [usize; 3],
    op: &GemmOp,
    config: &GemmConfig,
    bias: Option<&DeviceBuffer<f32>>,
    [a, b, c]: [&dyn KernelArg; 3],
    twin: Option<HostTask>,
    conv: Option<(&ConvShape, u32)>,
) -> Result<()> {
    // A product over k = 0 is all zeros (then the epilogue): the kernel reads nothing, but a
    // binding needs at least one element.
    let (empty32, empty16);
    let (a, b): (&dyn KernelArg, &dyn KernelArg) = match (spec.k, op.element) {
        (0, GemmElement::F32 | GemmElement::Tf32) => {
            empty32 = ctx.alloc_zeroed::<f32>(1)?;
            (&empty32, &empty32)
        }
        (0, GemmElement::F16 | GemmElement::Bf16) => {
            // Two zero bytes are zero in either 16-bit type.
            empty16 = ctx.alloc_zeroed::<half::f16>(1)?;
            (&empty16, &empty16)
        }
        _ => (a, b),
    };
    // TF32 warpgroup tilings take A and B K-major only (`config::TF32_WGMMA_TILINGS`): an
    // operand stored the other way runs transposed into a scratch buffer first (each matrix of
    // a batch; a shared B once).
    let (scratch_a, scratch_b, k_major_spec, k_major_op);
    let k_major = matches!(config, GemmConfig::Mma(t) if t.needs_k_major(op));
    let (spec, op, a, b) = if k_major && spec.k > 0 {
        let (m, k, n) = (spec.m, spec.k, spec.n);
        let transposes = |rows: usize, cols: usize, batch: usize| {
            let grid = [cols.div_ceil(16), rows.div_ceil(16), batch];
            if grid
                .iter()
                .zip(ctx.info().dispatch_grid)
                .any(|(&g, max)| g > max as usize)
            {
                return Err(GpuError::not_supported(format!(
                    "ops::matmul: {config} runs on K-major operands, and transposing {batch} of {rows} × {cols} is more than one launch covers"
                )));
            }
            Ok(())
        };
        let a: &dyn KernelArg = if op.trans_a {
            transposes(k, m, spec.batch)?;
            scratch_a = ctx.alloc::<f32>(spec.batch * m * k)?;
            crate::ops::transpose::launch_transpose(ctx, a, &scratch_a, k, m, spec.batch)?;
            &scratch_a
        } else {
            a
        };
        let b: &dyn KernelArg = if op.trans_b {
            b
        } else {
            let matrices = if spec.shared_b { 1 } else { spec.batch };
            transposes(k, n, matrices)?;
            scratch_b = ctx.alloc::<f32>(matrices * k * n)?;
            crate::ops::transpose::launch_transpose(ctx, b, &scratch_b, k, n, matrices)?;
            &scratch_b
        };
        k_major_spec = MatmulSpec {
            trans_a: false,
            trans_b: true,
            ..*spec
        };
        k_major_op = GemmOp {
            trans_a: false,
            trans_b: true,
            ..*op
        };
        (&k_major_spec, &k_major_op, a, b)
    } else {
        (spec, op, a, b)
    };
    // The tensor-core kernels move 16 bytes at a time: where the shape allows only four
    // halves, they take scalar access.
    let narrowed;
    let config = match config {
        GemmConfig::Mma(_) if config.is_vector() && !vector_access_of(spec, strides, op.element.vector_width()) => {
            narrowed = config.vectorized(false);
            &narrowed
        }
        _ => config,
    };
    if let Some(why) = config::BroadcastTiling::refusal(config, ctx.info()) {
        return Err(GpuError::not_supported(why));
    }
    if let Some((ks, slices)) = split_of(spec, config, op) {
        return launch_split(ctx, spec, op, config, bias, [a, b, c], (ks, slices), conv);
    }
    let k_ = ctx.compile_kernel(&memoized_gemm_source(op, config))?;
    let cfg = LaunchConfig::grid(grid_for(ctx, spec, config, "matmul")?, &k_);
    with_conv_params(params(spec, strides, op), conv, |params| {
        let args: &[&dyn KernelArg] = match bias {
            Some(bias) => &[a, b, c, bias, params],
            None => &[a, b, c, params],
        };
        ctx.launch_or_host_task(&k_, cfg, args, twin)
    })
}

/// Calls `launch` with the kernel's parameters as an argument: the product's `base`, then, for
/// a convolution, its shape with `cp` channels per kernel position.
fn with_conv_params<R>(
    base: MatmulParams,
    conv: Option<(&ConvShape, u32)>,
    launch: impl FnOnce(&dyn KernelArg) -> R,
) -> R {
    match conv {
        Some((shape, cp)) => launch(&Immediate(&shape.params(base, cp))),
        None => launch(&Immediate(&base)),
    }
}

/// The depth per slice and the number of slices of a split-K launch of `config` for `spec`
/// (slices of whole steps, the last one shorter), or `None` where it runs unsplit: a batch,
/// 16-bit matrices (whose partial sums would round), a product over one slice's depth, or a
/// workspace past what one launch indexes. A convolution's slices start on whole steps of its
/// taps, which the tiled kernels find from `wid.z · p.ks`.
fn split_of(spec: &MatmulSpec, config: &GemmConfig, op: &GemmOp) -> Option<(usize, usize)> {
    let split = config.split() as usize;
    // 16-bit products split on the tensor-core kernels only (they write f32 partials; the SIMT
    // kernels for halves do not).
    let half_simt = op.element.is_half() && !matches!(config, GemmConfig::Mma(_));
    if split < 2 || spec.batch != 1 || spec.k == 0 || half_simt {
        return None;
    }
    let step = config.block_k() as usize;
    let ks = spec.k.div_ceil(split).div_ceil(step) * step;
    let slices = spec.k.div_ceil(ks);
    let workspace = slices.checked_mul(spec.m).and_then(|x| x.checked_mul(spec.n));
    let indexable = workspace.is_some_and(|len| u32::try_from(len).is_ok());
    (slices > 1 && indexable).then_some((ks, slices))
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct SplitSumParams {
    len: u32,
    n: u32,
    slices: u32,
    a: f32,
    b: f32,
    /// A convolution's output pixels per image (where its sums lie in the NCHW output), else 0.
    px: u32,
}

/// A split-K launch (see [`GemmConfig::split`]): `slices` launches' worth of the kernel in one
/// grid (`workgroup_id.z` the slice, its A and B advanced `ks` along k through the batch
/// offsets, its partial product into an f32 workspace without bias or activation), then the
/// `split_sum` kernel adds the slices in order, the bias and the activation into `c` (for a
/// convolution, `conv`, at each output's place in the NCHW output). The workspace is allocated
/// per launch.
#[allow(clippy::too_many_arguments)]
fn launch_split(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    op: &GemmOp,
    config: &GemmConfig,
    bias: Option<&DeviceBuffer<f32>>,
    [a, b, c]: [&dyn KernelArg; 3],
    (ks, slices): (usize, usize),
    conv: Option<(&ConvShape, u32)>,
) -> Result<()> {
    let (m, n) = (spec.m, spec.n);
    let workspace = ctx.alloc::<f32>(slices * m * n)?;
    // 16-bit products write f32 partials (summed, then rounded once); f32 ones are f32 anyway,
    // but a convolution's are written plain, not in its NCHW output's order.
    let partial = GemmOp {
        f32_partials: op.element.is_half() || op.b_im2col,
        bias_rows: None,
        activation: None,
        ..*op
    };
    let kernel_ = ctx.compile_kernel(&memoized_gemm_source(&partial, config))?;
    let along_k = |rows: usize, k_contiguous: bool| if k_contiguous { ks } else { ks * rows };
    let p = MatmulParams {
        batch_a: along_k(m, !spec.trans_a) as u32,
        batch_b: along_k(n, spec.trans_b) as u32,
        batch_c: (m * n) as u32,
        ks: ks as u32,
        ..params(spec, [0; 3], &partial)
    };
    let sliced = MatmulSpec { batch: slices, ..*spec };
    let grid = grid_for(ctx, &sliced, config, "matmul")?;
    with_conv_params(p, conv, |params| {
        ctx.launch(
            &kernel_,
            LaunchConfig::grid(grid, &kernel_),
            &[a, b, &workspace, params],
        )
    })?;
    let sum = ctx.compile_kernel(&wgsl::split_sum_source(op))?;
    let [pa, pb] = op.activation.map(|act| act.params()).unwrap_or([0.0, 0.0]);
    let sum_params = Immediate(&SplitSumParams {
        len: (m * n) as u32,
        n: n as u32,
        slices: slices as u32,
        a: pa,
        b: pb,
        px: conv.map_or(0, |(shape, _)| shape.pixels),
    });
    let args: Vec<&dyn KernelArg> = match bias {
        Some(bias) => vec![&workspace, c, bias],
        None => vec![&workspace, c],
    };
    launch_elementwise(ctx, &sum, m * n, "matmul", &with_params(&sum, &args, &sum_params))
}

/// A convolution's shape as its implicit GEMM reads it: the `Params` fields after the product's
/// (input channels, input height and width, output width, kernel height and width, strides,
/// paddings, dilations), then the channels per kernel position (`cp`, per configuration) and the
/// output pixels per image.
pub(super) struct ConvShape {
    pub fields: [u32; 12],
    pub pixels: u32,
}

impl ConvShape {
    /// The kernel's parameters: the product's, then the convolution's with `cp` channels per
    /// kernel position.
    fn params(&self, base: MatmulParams, cp: u32) -> [u32; 23] {
        let mut words = [0u32; 23];
        words[..9].copy_from_slice(&bytemuck::cast::<MatmulParams, [u32; 9]>(base));
        words[9..21].copy_from_slice(&self.fields);
        words[21] = cp;
        words[22] = self.pixels;
        words
    }
}

fn params(spec: &MatmulSpec, strides: [usize; 3], op: &GemmOp) -> MatmulParams {
    let [pa, pb] = op.activation.map(|op| op.params()).unwrap_or([0.0, 0.0]);
    MatmulParams {
        m: spec.m as u32,
        n: spec.n as u32,
        k: spec.k as u32,
        batch_a: strides[0] as u32,
        batch_b: strides[1] as u32,
        batch_c: strides[2] as u32,
        a: pa,
        b: pb,
        ks: 0,
    }
}
