//! Built-in ops: elementwise functions, reductions, row-wise ops (softmax, norms), matrix
//! products, convolutions and pooling on `f32` buffers, on every device kind, through anygpu's
//! own WGSL kernels compiled once per context (the context's kernel cache keeps them). Shapes are
//! checked before anything runs: a mismatch is an [`GpuError::InvalidArgument`] naming both
//! shapes.
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
//!
//! # Where an op lives
//!
//! One file per family, its Rust API beside its kernels; everything public is re-exported here:
//!
//! - `elementwise.rs`: the [`Unary`] ops (`relu`, `gelu`, `exp`, …, each also `_into` and
//!   `_in_place`) and the [`Binary`] ones (`add`, `sub`, `mul`, `div`).
//! - `reduce.rs`: whole-vector reductions (`sum`, `max`, `min`, `mean`, `dot`, `argmax`, and their
//!   `_async` twins), and the reduction passes and workgroup trees the other families reuse.
//! - `rows.rs`: ops on each row of a matrix (`softmax`, `log_softmax`, `sum_rows`, `mean_rows`,
//!   `max_rows`, `min_rows`, `argmax_rows`, `top_k_rows`, `layer_norm`, `rms_norm`,
//!   `residual_rms_norm_into`).
//! - `matmul/`: `matmul` and `matmul_with` ([`MatmulSpec`], [`Epilogue`]); `matmul/wgsl.rs`
//!   generates its kernel, `matmul/native.rs` is the CPU device's sgemm twin.
//! - `conv.rs`: `conv2d` ([`Conv2dSpec`]), as im2col and a batched matmul or as a direct kernel.
//! - `pool.rs`: `max_pool2d` and `avg_pool2d` ([`Pool2dSpec`]).
//! - `attention/`: `attention` and `attention_into` ([`AttentionSpec`]), flash-attention style
//!   (SIMT and tensor-core kernels; the CPU device's native twin in `attention/native.rs`).
//! - `quantized.rs`: [`QuantizedMatrix`] (int8, GGUF Q8_0, Q4_K, Q5_K and Q6_K) and `matmul_quantized_into`.
//! - `sequence.rs`: around attention, `rope` ([`RopeSpec`], [`RopeTable`]), `gather_rows` (embedding
//!   lookup) and the [`KvCache`].
//! - `transpose.rs`: `transpose`.
//! - `batch.rs`: [`Batch`], chains of elementwise ops fused into one generated kernel.
//! - `host.rs`: [`host`], the ops on host slices.
//!
//! Kernels that are fixed text are files in `shaders/ops/` (`transpose.wgsl`, and `im2col.wgsl`
//! with its tile as `override` constants), read with `include_str!`; the others are generated per
//! op, element type or device (the `*_wgsl` functions of each family). Every kernel is ordinary
//! WGSL that runs on every device kind (browsers too); reductions use a fixed combination order
//! (per-invocation strides, then a workgroup tree), so a result is the same on every device that
//! rounds each step the same way.

mod attention;
mod batch;
mod conv;
mod elementwise;
pub mod host;
#[cfg(feature = "llvm")]
mod host_vector;
mod matmul;
mod pool;
mod quantized;
mod reduce;
mod rows;
mod sequence;
mod transpose;

pub use attention::*;
pub use batch::{Batch, Operand, Output, Value};
pub use conv::*;
pub use elementwise::*;
pub use matmul::*;
pub use pool::*;
pub use quantized::*;
pub use reduce::*;
pub use rows::*;
pub use sequence::*;
pub use transpose::*;

use crate::buffer::KernelArg;
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::kernel::Kernel;
use crate::launch::LaunchConfig;
use crate::KernelSource;

/// The element types of the elementwise ops, the whole-vector reductions and matmul: `f32`,
/// [`half::f16`] on devices with `f16` (`DeviceInfo::features.f16`), and [`half::bf16`] on
/// devices with `bf16` (`DeviceInfo::features.bf16`: the CPU device, CUDA and ROCm; wgpu has no
/// bfloat16 type). Elsewhere the kernel's compile says the device lacks the type. 16-bit values
/// are computed in f32 and rounded once when stored (for add, sub, mul and div that is the
/// correctly rounded result); reductions of them accumulate and return f32. Other ops take f32.
pub trait OpFloat: crate::buffer::DeviceElement + sealed::Sealed {
    /// The WGSL type the op kernels declare: `f16` for both 16-bit types (WGSL has no bfloat16:
    /// bf16's kernels are compiled with their 16-bit float meaning bfloat16).
    const WGSL: &'static str;
    /// The type's name (`f32`, `f16`, `bf16`), as kernel names and tuning keys show it.
    const NAME: &'static str;
    /// `x` rounded to this type.
    fn from_f32(x: f32) -> Self;
}

impl OpFloat for f32 {
    const WGSL: &'static str = "f32";
    const NAME: &'static str = "f32";
    fn from_f32(x: f32) -> Self {
        x
    }
}

impl OpFloat for half::f16 {
    const WGSL: &'static str = "f16";
    const NAME: &'static str = "f16";
    fn from_f32(x: f32) -> Self {
        half::f16::from_f32(x)
    }
}

impl OpFloat for half::bf16 {
    const WGSL: &'static str = "f16";
    const NAME: &'static str = "bf16";
    fn from_f32(x: f32) -> Self {
        half::bf16::from_f32(x)
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for half::f16 {}
    impl Sealed for half::bf16 {}
}

/// `source`, an op kernel written for elements named `element` (`OpFloat::NAME`), compiled for
/// them: bf16's with its 16-bit floats meaning bfloat16.
pub(crate) fn source_for(element: &str, source: KernelSource) -> KernelSource {
    if element == "bf16" {
        source.bfloat16_halves()
    } else {
        source
    }
}

/// An op kernel's source, written by `make` the first time a process asks for `key` (which
/// must name everything `make` depends on). Generated kernels are tens of KB of text: the
/// warpgroup attention kernel's 36 KB took 32 µs to write against 6 µs to look up compiled
/// (2026-11-27), where an H100 runs a 4096-token attention in 0.17 ms, and inference calls each
/// op once per layer and token.
pub(crate) fn memoized_source(key: String, make: impl FnOnce() -> KernelSource) -> KernelSource {
    type Sources = std::sync::Mutex<std::collections::HashMap<String, KernelSource>>;
    static SOURCES: std::sync::OnceLock<Sources> = std::sync::OnceLock::new();
    let mut sources = SOURCES
        .get_or_init(Sources::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // A bound on what a process keeps (say a sweep over an activation's parameter): past it
    // everything is written again on its next use.
    if sources.len() >= 1024 && !sources.contains_key(&key) {
        sources.clear();
    }
    sources.entry(key).or_insert_with(make).clone()
}

/// Calls `f(i)` for every `i` below `n`: over the device's threads when the twin's task
/// `spreads` (`HostBindings::spreads`), else on this thread, in order.
#[cfg(feature = "llvm")]
fn for_each_task(spreads: bool, n: usize, f: impl Fn(usize) + Sync + Send) {
    use rayon::prelude::*;
    if spreads {
        (0..n).into_par_iter().for_each(f)
    } else {
        (0..n).for_each(f)
    }
}

/// A native twin's (a `HostTask`'s) next binding as the f32s it reads; `what` names the twin
/// and the binding in the internal error a wrong binding is.
#[cfg(feature = "llvm")]
fn host_input<'a>(view: Option<crate::context::HostView<'a>>, what: &str) -> Result<&'a [f32]> {
    host_input_of(view, what)
}

/// [`host_input`] for elements of any plain type `T`.
#[cfg(feature = "llvm")]
fn host_input_of<'a, T: bytemuck::Pod>(view: Option<crate::context::HostView<'a>>, what: &str) -> Result<&'a [T]> {
    let name = std::any::type_name::<T>();
    match view {
        Some(crate::context::HostView::Read(bytes)) => bytemuck::try_cast_slice(bytes)
            .map_err(|e| crate::error::ice(format!("{what} is not a slice of {name}: {e}"))),
        _ => Err(crate::error::ice(format!("{what} is missing or not read-only"))),
    }
}

/// A native twin's next binding as the f32s it writes (see [`host_input`]).
#[cfg(feature = "llvm")]
fn host_output<'a>(view: Option<crate::context::HostView<'a>>, what: &str) -> Result<&'a mut [f32]> {
    host_output_of(view, what)
}

/// [`host_output`] for elements of any plain type `T`.
#[cfg(feature = "llvm")]
fn host_output_of<'a, T: bytemuck::Pod>(view: Option<crate::context::HostView<'a>>, what: &str) -> Result<&'a mut [T]> {
    let name = std::any::type_name::<T>();
    match view {
        Some(crate::context::HostView::Write(bytes)) => bytemuck::try_cast_slice_mut(bytes)
            .map_err(|e| crate::error::ice(format!("{what} is not a slice of {name}: {e}"))),
        _ => Err(crate::error::ice(format!("{what} is missing or not writable"))),
    }
}

/// The op's kernel for elements of `T` on `ctx` (see [`kernel`]).
fn kernel_for<T: OpFloat>(ctx: &GpuContext, source: String) -> Result<Kernel> {
    ctx.compile_kernel(&source_for(T::NAME, KernelSource::wgsl(source)))
}

/// The op's kernel on `ctx` (compiled on first use; the context's kernel cache keeps it).
fn kernel(ctx: &GpuContext, source: String) -> Result<Kernel> {
    ctx.compile_kernel(&KernelSource::wgsl(source))
}

/// An op kernel kept as a file in `shaders/ops/` (`code`, its `include_str!`): compile messages
/// name the file.
fn shader(file: &str, code: &'static str) -> KernelSource {
    KernelSource::wgsl(code).file_name(format!("shaders/ops/{file}"))
}

/// A grid of `groups` workgroups: 1-D where the device allows, else 2-D with rows of the widest
/// 1-D grid (the kernels rebuild the linear index). Each workgroup covers `per_group` elements
/// (or rows); the kernels compute indices in `u32`, so the grid, padding included, must cover at
/// most 2^32 of them — past that an index would wrap and an element be visited twice.
pub(crate) fn grid(ctx: &GpuContext, groups: u64, per_group: u32, what: &str) -> Result<[u32; 3]> {
    let max = ctx.info().dispatch_grid;
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

/// `args`, then `params` if the kernel reads its parameters (an op without any has no
/// `var<immediate>` once compiled, and takes none).
fn with_params<'a>(k: &Kernel, args: &[&'a dyn KernelArg], params: &'a dyn KernelArg) -> Vec<&'a dyn KernelArg> {
    let mut all = args.to_vec();
    if k.signature().immediates.is_some() {
        all.push(params);
    }
    all
}

/// The parameters of a kernel over a `rows × cols` row-major matrix (softmax, transpose).
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct RowParams {
    rows: u32,
    cols: u32,
}

// Pieces of WGSL the kernels of several families share.

/// Work-items per workgroup of every op kernel.
pub(crate) const WORKGROUP: u32 = 256;

/// A NaN test by the bits: WGSL lets compilers assume floats are never NaN, so `v != v` may be
/// folded to `false`.
const NAN: &str = "fn is_nan_(v: f32) -> bool { return (bitcast<u32>(v) & 0x7fffffffu) > 0x7f800000u; }";

/// The linear index of a work-item on a grid that is 2-D when a 1-D one would be too wide.
pub(crate) const INDEX: &str = "id.x + id.y * groups.x * 256u";

/// `enable f16;` where the element type is f16 (computed in f32, stored in f16).
fn enable(ty: &str) -> &'static str {
    if ty == "f16" {
        "enable f16;\n"
    } else {
        ""
    }
}

/// Every GEMM kernel the engine can choose for `target` (a GPU family's configurations for PTX
/// and AMDGCN; every configuration otherwise), for a few ops (transposes, biases,
/// activations), named `<op>_f32_<config>`, each with its compile options (the occupancy hint).
#[doc(hidden)]
pub fn gemm_kernels(target: &crate::compiler::TargetSpec) -> Vec<(String, KernelSource)> {
    use matmul::config::{all_configs, Family, GemmElement, GemmOp};
    let family = match target.target_name() {
        "ptx" => Some(Family::Nvidia),
        "amdgcn" => Some(Family::Amd),
        _ => None,
    };
    // The tensor-core kernels for the target's waves (NVIDIA: 32; AMD: the architecture's
    // width, where it has matrix cores for the element; any device: 32 and 64, which the CPU
    // device runs too).
    let mma_lanes = |element: GemmElement| -> Vec<u32> {
        match target {
            #[cfg(feature = "llvm")]
            crate::compiler::TargetSpec::Amdgcn { arch, .. } => {
                use crate::compiler::targets::amdgcn;
                let has = match element {
                    GemmElement::Tf32 => amdgcn::has_tf32_matrix_cores(*arch),
                    _ => amdgcn::has_matrix_cores(*arch, element == GemmElement::Bf16),
                };
                has.then(|| arch.wavefront_size()).into_iter().collect()
            }
            _ if family.is_some() => vec![32],
            _ => vec![32, 64],
        }
    };
    // Four matmuls (transposes, biases, activations) and a convolution's implicit GEMM, which
    // has scalar global access only (its B is gathered).
    let ops = [
        (false, false, None, None, false),
        (true, false, None, None, false),
        (false, true, Some(false), Some(Unary::GeluErf), false),
        (true, true, Some(true), Some(Unary::LeakyRelu { slope: 0.1 }), false),
        (false, false, Some(true), None, true),
    ];
    let mut out = Vec::new();
    // bf16 and the tensor-core kernels run on the LLVM targets only: SPIR-V has no bfloat16,
    // and anygpu does not pass cooperative matrices to wgpu yet.
    let spirv = target.target_name() == "spirv";
    let elements: &[GemmElement] = if spirv {
        &[GemmElement::F32, GemmElement::F16]
    } else {
        &[GemmElement::F32, GemmElement::F16, GemmElement::Bf16, GemmElement::Tf32]
    };
    for &element in elements {
        for (trans_a, trans_b, bias_rows, activation, b_im2col) in ops {
            // Convolutions are f32 only.
            if b_im2col && element != GemmElement::F32 {
                continue;
            }
            let op = GemmOp {
                f32_partials: false,
                trans_a,
                trans_b,
                bias_rows,
                activation,
                b_im2col,
                element,
            };
            let limit = target.workgroup_memory_limit().unwrap_or(u64::MAX);
            let vector_ok = |c: &matmul::config::GemmConfig| {
                !(spirv && matches!(c, matmul::config::GemmConfig::Mma(_))) && c.workgroup_bytes(element) <= limit
            };
            // The warpgroup tilings (`wgmma`) for NVIDIA only where the target has it (sm_90a):
            // elsewhere the engine never chooses them.
            let warpgroups_ok = |c: &matmul::config::GemmConfig| {
                !matches!(c, matmul::config::GemmConfig::Mma(t) if t.warpgroup)
                    || target.has_warpgroup_mma() != Some(false)
            };
            // With TF32 allowed, only the tensor-core kernels differ from f32's.
            let mut configs: Vec<_> = all_configs(family, element, &mma_lanes(element))
                .into_iter()
                .filter(vector_ok)
                .collect();
            if b_im2col {
                // A convolution runs every SIMT tiling with scalar access (its A in `vec4`s).
                configs = configs
                    .iter()
                    .filter(|c| !matches!(c, matmul::config::GemmConfig::Mma(_)))
                    .map(|c| c.vectorized(false))
                    .collect();
                let mut seen = Vec::new();
                configs.retain(|c| {
                    !seen.contains(c) && {
                        seen.push(*c);
                        true
                    }
                });
            }
            for config in configs
                .into_iter()
                .filter(warpgroups_ok)
                .filter(|c| element != GemmElement::Tf32 || matches!(c, matmul::config::GemmConfig::Mma(_)))
                // TF32 warpgroup kernels are built K-major only: other layouts run them on
                // transposed copies of A or B.
                .filter(|c| !matches!(c, matmul::config::GemmConfig::Mma(t) if t.needs_k_major(&op)))
                // A split-K launch runs the unsplit kernel.
                .filter(|c| c.split() == 1)
            {
                out.push((
                    format!("{}_{}_{config}", op.name(), element.name()),
                    matmul::wgsl::gemm_source(&op, &config),
                ));
            }
        }
    }
    out
}

// test hook: every kernel the ops generate
/// Every op kernel's WGSL but the GEMM engine's ([`gemm_kernels`]), named (for offline
/// compilation to PTX and AMD code objects), as GPUs run them.
#[doc(hidden)]
pub fn all_kernels() -> Vec<(String, String)> {
    all_kernels_for(false)
}

/// [`all_kernels`], with the reductions, row ops and argmax in the form a device runs them:
/// `stepped` for the CPU device (a loop over steps, see `stepped`), else unrolled as on GPUs.
/// (The unrolled argmax, 64 inlined comparisons per work-item, took LLVM over 20 minutes for
/// the host: `anygpu ops dump --target host` dumps what the CPU device runs.)
#[doc(hidden)]
pub fn all_kernels_for(stepped: bool) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for op in Unary::all() {
        out.push((op.name().to_string(), elementwise::unary_wgsl(op, false, "f32")));
        out.push((
            format!("{}_in_place", op.name()),
            elementwise::unary_wgsl(op, true, "f32"),
        ));
    }
    for op in Binary::all() {
        out.push((op.name().to_string(), elementwise::binary_wgsl(op, "f32")));
    }
    for c in [Combine::Sum, Combine::Max, Combine::Min] {
        out.push((
            format!("reduce_{}", c.name()),
            reduce::reduce_wgsl(c, false, "f32", stepped),
        ));
    }
    out.push(("dot".into(), reduce::reduce_wgsl(Combine::Sum, true, "f32", stepped)));
    out.push(("gelu_f16".into(), elementwise::unary_wgsl(Unary::GeluErf, false, "f16")));
    out.push(("add_f16".into(), elementwise::binary_wgsl(Binary::Add, "f16")));
    out.push((
        "dot_f16".into(),
        reduce::reduce_wgsl(Combine::Sum, true, "f16", stepped),
    ));
    out.push(("argmax".into(), reduce::argmax_wgsl(false, stepped)));
    out.push(("transpose".into(), transpose::TRANSPOSE_WGSL.to_string()));
    // The second kernel of a split-K matmul, plain and with a bias and an activation.
    for (bias_rows, activation) in [(None, None), (Some(false), Some(Unary::GeluErf))] {
        let op = matmul::config::GemmOp {
            f32_partials: false,
            trans_a: false,
            trans_b: false,
            bias_rows,
            activation,
            b_im2col: false,
            element: matmul::config::GemmElement::F32,
        };
        out.push(matmul::wgsl::split_sum_kernel(&op));
    }
    out.push(("conv2d".into(), conv::conv2d_wgsl(false)));
    out.push(("conv2d_bias".into(), conv::conv2d_wgsl(true)));
    out.push(("im2col".into(), conv::IM2COL_WGSL.to_string()));
    out.push(("conv2d_weight_taps".into(), conv::weight_taps_wgsl()));
    out.push(("max_pool2d".into(), pool::pool2d_wgsl(true)));
    out.push(("avg_pool2d".into(), pool::pool2d_wgsl(false)));
    out.push(("argmax_pairs".into(), reduce::argmax_wgsl(true, stepped)));
    for c in [Combine::Sum, Combine::Max, Combine::Min] {
        out.push((format!("{}_rows", c.name()), rows::row_reduce_wgsl(c, false, stepped)));
    }
    out.push(("mean_rows".into(), rows::row_reduce_wgsl(Combine::Sum, true, stepped)));
    out.push(("argmax_rows".into(), rows::argmax_rows_wgsl(stepped)));
    out.push(("top_k_rows".into(), rows::top_k_rows_wgsl(stepped)));
    for style in [sequence::RopeStyle::Interleaved, sequence::RopeStyle::Halves] {
        out.push((format!("rope_{style:?}"), sequence::rope_wgsl("f32", style)));
    }
    out.push(("gather_rows".into(), sequence::gather_rows_wgsl("f32")));
    out.push(("kv_append".into(), sequence::kv_append_wgsl("f32")));
    for format in [
        quantized::QuantFormat::Int8 { group: 32 },
        quantized::QuantFormat::Q8_0,
        quantized::QuantFormat::Q4K,
        quantized::QuantFormat::Q5K,
        quantized::QuantFormat::Q6K,
    ] {
        out.push((
            format!("dequantize_{}", format.name()),
            quantized::dequantize_wgsl(format, "f32"),
        ));
        // The CPU device's form, and every configuration the tuner may choose for GPUs.
        for rows in [1, quantized::GEMV_ROWS] {
            let forms = std::iter::once(quantized::GemvForm::Host).chain(
                quantized::GemvConfig::candidates(rows)
                    .into_iter()
                    .map(quantized::GemvForm::Gpu),
            );
            for form in forms {
                out.push((
                    format!("matmul_quantized_{}_m{rows}{}", format.name(), form.suffix()),
                    quantized::gemv_wgsl(format, "f32", rows, form),
                ));
            }
        }
    }
    out.push((
        "quantize_activations".into(),
        quantized::quantize_activations_wgsl("f32"),
    ));
    for rows in [1, quantized::GEMV_ROWS] {
        for config in quantized::GemvConfig::candidates(rows) {
            out.push((
                format!("matmul_quantized_int8x_q4_k_m{rows}_{config}"),
                quantized::gemv_int8_activations_wgsl("f32", rows, config),
            ));
        }
    }
    for (rms, affine) in [(false, false), (false, true), (true, false), (true, true)] {
        out.push((format!("norm_{rms}_{affine}"), rows::norm_wgsl(rms, affine, stepped)));
        if rms && affine {
            out.push(("residual_rms_norm".into(), rows::residual_rms_norm_wgsl(stepped)));
        }
    }
    out.push(("softmax".into(), rows::softmax_wgsl(false, stepped)));
    out.push(("log_softmax".into(), rows::softmax_wgsl(true, stepped)));
    for (element, d, mask) in [
        ("f32", 64, AttentionMask::Causal),
        ("f32", 128, AttentionMask::None),
        ("f32", 256, AttentionMask::Additive),
        ("f16", 64, AttentionMask::Causal),
    ] {
        out.push(attention::kernel_of(element, d, mask, false));
    }
    out.push(attention::kernel_of("f16", 128, AttentionMask::Causal, true));
    // The tensor-core kernels, for waves of 32 (NVIDIA, RDNA) and 64 (CDNA).
    for (d, mask, lanes) in [
        (64, AttentionMask::Causal, 32),
        (128, AttentionMask::None, 32),
        (64, AttentionMask::Causal, 64),
        (128, AttentionMask::Additive, 64),
    ] {
        out.push(attention::mma_kernel_of(d, mask, lanes));
    }
    out.push(("attention_combine".into(), attention::combine_wgsl("f32")));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CpuDeviceConfig;

    #[test]
    fn grids_never_cover_more_than_u32_indices_even_when_padded() {
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        // 2^24 workgroups of 256: exactly 2^32 elements, fine as 1-D.
        let max = ctx.info().dispatch_grid;
        if u64::from(max[0]) >= 1 << 24 {
            assert_eq!(grid(&ctx, 1 << 24, WORKGROUP, "t").unwrap(), [1 << 24, 1, 1]);
        }
        assert!(grid(&ctx, (1 << 24) + 1, WORKGROUP, "t").is_err());
        // Reduction blocks of 4096: 2^20 groups is the most.
        assert!(grid(&ctx, 1 << 20, REDUCE_BLOCK, "t").is_ok());
        assert!(grid(&ctx, (1 << 20) + 1, REDUCE_BLOCK, "t").is_err());
    }

    /// A host task whose bindings are small runs on the launching thread and is told not to
    /// spread its work; a larger one runs on the device's threads and may spread it.
    #[test]
    fn small_host_tasks_run_on_the_launching_thread() {
        use std::sync::{Arc, Mutex};
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        let src = "@group(0) @binding(0) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&y) { y[id.x] = 1.0; }
}";
        let kernel = ctx.compile_kernel(&crate::KernelSource::wgsl(src)).unwrap();
        for (n, here) in [(16usize, true), (64 << 10, false)] {
            let y = ctx.alloc::<f32>(n).unwrap();
            let seen = Arc::new(Mutex::new(None));
            let record = seen.clone();
            let task: crate::context::HostTask = Box::new(move |b: &mut crate::context::HostBindings| {
                *record.lock().unwrap() = Some((std::thread::current().id(), b.spreads()));
                Ok(())
            });
            let cfg = LaunchConfig::grid([1, 1, 1], &kernel);
            ctx.launch_or_host_task(&kernel, cfg, &[&y], Some(task)).unwrap();
            ctx.synchronize().unwrap();
            let (thread, spreads) = seen.lock().unwrap().expect("the task ran");
            assert_eq!(thread == std::thread::current().id(), here, "{n} floats");
            assert_eq!(spreads, !here, "{n} floats");
        }
    }
}
