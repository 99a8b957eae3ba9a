//! Matrix products of row-major `f32` matrices: [`matmul`] and [`matmul_with`] (transposes,
//! batches, and a bias and an activation fused in: [`MatmulSpec`], [`Epilogue`]). Its kernel is
//! generated (`wgsl.rs`: the tile's steps are written out); on the CPU device a native sgemm twin
//! (`native.rs`) runs in its place.

#[cfg(feature = "llvm")]
mod native;
pub(super) mod wgsl;

pub(super) use wgsl::MATMUL_TILE;

use super::elementwise::Unary;
#[cfg(feature = "llvm")]
use super::elementwise::{unary_wgsl, UnaryParams};
use super::{kernel, same_len};
#[cfg(feature = "llvm")]
use super::{launch_elementwise, with_params};
use crate::buffer::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
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
pub(super) fn matmul_launch(
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
    #[cfg(feature = "llvm")]
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
                let k = kernel(ctx, unary_wgsl(op, true, "f32"))?;
                let params = Immediate(&UnaryParams { a: pa, b: pb });
                let len = spec.m * spec.n * spec.batch;
                launch_elementwise(ctx, &k, len, "matmul", &with_params(&k, &[c], &params))
            }
            None => Ok(()),
        };
    }
    ctx.launch(&k_, cfg, args)
}
