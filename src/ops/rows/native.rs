//! The CPU device's native twin of the row kernels that move the most bytes: softmax,
//! log-softmax, layer norm, RMS norm and the residual RMS norm. The WGSL kernels take a
//! workgroup per row and step through it 256 columns at a time with a barrier per step (three
//! passes over memory, each a region of the work-item loop, and two workgroup trees); here each
//! row is read from memory once and its later passes run in the first-level cache, on the host's
//! widest vectors ([`widest_vectors!`]), blocks of rows spread over rayon's threads. Like the
//! other twins, the launch is validated as the kernel's first, and results agree with the kernel
//! within the op's error bound (the same formulas; sums in a different order), not bit for bit.
//!
//! Measured with `cargo bench --bench vs_pytorch -- softmax layer_norm` (4096 × 1024, 2 cores):
//! see `docs/src/performance.md`.

use super::super::host_vector::{exp_nonpositive, map_sum, max_or_nan, sum_by, widest_vectors};
use super::RowOp;
use crate::context::{HostBindings, HostTask};
use crate::error::{ice, Result};
use crate::ops::{host_input, host_output};
use rayon::prelude::*;

/// Bytes of input a rayon task takes at least: enough that spreading costs nothing beside it.
const TASK_BYTES: usize = 64 << 10;

/// A validated row op as the twin runs it.
pub(super) struct NativeRows {
    pub op: RowOp,
    pub cols: usize,
}

impl NativeRows {
    /// The host task: the bindings in the kernel's order (x, y, then weight, bias or h).
    pub(super) fn task(self) -> HostTask {
        Box::new(move |bindings: &mut HostBindings| self.run(bindings))
    }

    fn run(&self, bindings: &mut HostBindings) -> Result<()> {
        let spreads = bindings.spreads();
        let mut views = bindings.views().into_iter();
        let x = host_input(views.next(), "native row op: x")?;
        let y = host_output(views.next(), "native row op: y")?;
        let cols = self.cols;
        let (weight, bias, residual) = match self.op {
            RowOp::LayerNorm { weight, bias, .. } => (weight, bias, false),
            RowOp::RmsNorm { weight, .. } => (weight, false, false),
            RowOp::ResidualRmsNorm { .. } => (true, false, true),
            RowOp::Softmax | RowOp::LogSoftmax => (false, false, false),
        };
        let weight = match weight {
            true => Some(host_input(views.next(), "native row op: weight")?),
            false => None,
        };
        let bias = match bias {
            true => Some(host_input(views.next(), "native row op: bias")?),
            false => None,
        };
        let h = match residual {
            true => Some(host_output(views.next(), "native row op: h")?),
            false => None,
        };
        // The launch was validated for these lengths (bindings may be longer than the op uses:
        // views of a larger buffer); checked again because the chunking below trusts them.
        let len = x.len() / cols * cols;
        let short = |v: &Option<&[f32]>| v.is_some_and(|v| v.len() < cols);
        if cols == 0 || y.len() < len || short(&weight) || short(&bias) || h.as_ref().is_some_and(|h| h.len() < len) {
            return Err(ice("native row op: a binding is shorter than the rows it holds"));
        }
        let (x, y) = (&x[..len], &mut y[..len]);
        let (weight, bias) = (weight.map(|w| &w[..cols]), bias.map(|b| &b[..cols]));
        let chunk = TASK_BYTES.div_ceil(4 * cols).max(1) * cols;
        match (self.op, h) {
            (RowOp::ResidualRmsNorm { eps }, Some(h)) => {
                let w = weight.ok_or_else(|| ice("native residual_rms_norm: no weight"))?;
                let one =
                    |((y, h), x): ((&mut [f32], &mut [f32]), &[f32])| residual_rms_norm_rows(x, h, y, w, cols, eps);
                let h = &mut h[..len];
                if spreads {
                    y.par_chunks_mut(chunk)
                        .zip(h.par_chunks_mut(chunk))
                        .zip(x.par_chunks(chunk))
                        .for_each(one);
                } else {
                    y.chunks_mut(chunk)
                        .zip(h.chunks_mut(chunk))
                        .zip(x.chunks(chunk))
                        .for_each(one);
                }
            }
            (RowOp::ResidualRmsNorm { .. }, None) => return Err(ice("native residual_rms_norm: no h")),
            (op, _) => {
                let one = |(y, x): (&mut [f32], &[f32])| match op {
                    RowOp::Softmax => softmax_rows(x, y, cols, false),
                    RowOp::LogSoftmax => softmax_rows(x, y, cols, true),
                    RowOp::LayerNorm { eps, .. } => norm_rows(x, y, cols, false, eps, weight, bias),
                    RowOp::RmsNorm { eps, .. } => norm_rows(x, y, cols, true, eps, weight, None),
                    // Matched above, with its `h`.
                    RowOp::ResidualRmsNorm { .. } => {}
                };
                if spreads {
                    y.par_chunks_mut(chunk).zip(x.par_chunks(chunk)).for_each(one);
                } else {
                    y.chunks_mut(chunk).zip(x.chunks(chunk)).for_each(one);
                }
            }
        }
        Ok(())
    }
}

widest_vectors! {
    /// Softmax (or log-softmax) of each `cols`-long row of `x` into `y`: the kernel's formulas,
    /// `m0` = the row's maximum (0 for a row of −∞), `y = exp(x − m0) · (1 / Σ)` or
    /// `x − m0 − log(Σ)`. A row holding NaN or +∞ is NaN throughout, as the kernel's is.
    fn softmax_rows(x: &[f32], y: &mut [f32], cols: usize, log: bool) {
        for (x, y) in x.chunks_exact(cols).zip(y.chunks_exact_mut(cols)) {
            let m = max_or_nan(x);
            if m.is_nan() || m == f32::INFINITY {
                y.fill(f32::NAN);
                continue;
            }
            let m0 = if m == f32::NEG_INFINITY { 0.0 } else { m };
            if log {
                let shift = m0 + sum_by(x, |v| exp_nonpositive(v - m0)).ln();
                y.iter_mut().zip(x).for_each(|(y, &x)| *y = x - shift);
            } else {
                let inv = 1.0 / map_sum(x, y, |v| exp_nonpositive(v - m0));
                y.iter_mut().for_each(|y| *y *= inv);
            }
        }
    }
}

widest_vectors! {
    /// Layer norm (mean, then the squares of the differences from it: two passes, as the kernel
    /// does, so that rows far from 0 keep their precision) or RMS norm of each row, then the
    /// per-column weight and bias.
    fn norm_rows(x: &[f32], y: &mut [f32], cols: usize, rms: bool, eps: f32, weight: Option<&[f32]>, bias: Option<&[f32]>) {
        let n = cols as f32;
        for (x, y) in x.chunks_exact(cols).zip(y.chunks_exact_mut(cols)) {
            let mean = if rms { 0.0 } else { sum_by(x, |v| v) / n };
            let q = sum_by(x, |v| (v - mean) * (v - mean));
            let inv = 1.0 / (q / n + eps).sqrt();
            match (weight, bias) {
                (None, _) => y.iter_mut().zip(x).for_each(|(y, &v)| *y = (v - mean) * inv),
                (Some(w), None) => y.iter_mut().zip(x).zip(w).for_each(|((y, &v), &w)| *y = (v - mean) * inv * w),
                (Some(w), Some(b)) => y
                    .iter_mut()
                    .zip(x)
                    .zip(w.iter().zip(b))
                    .for_each(|((y, &v), (&w, &b))| *y = (v - mean) * inv * w + b),
            }
        }
    }
}

widest_vectors! {
    /// `h += x` row by row, then `y = h / sqrt(mean(h²) + eps) · weight`.
    fn residual_rms_norm_rows(x: &[f32], h: &mut [f32], y: &mut [f32], weight: &[f32], cols: usize, eps: f32) {
        let n = cols as f32;
        for ((x, h), y) in x.chunks_exact(cols).zip(h.chunks_exact_mut(cols)).zip(y.chunks_exact_mut(cols)) {
            h.iter_mut().zip(x).for_each(|(h, &x)| *h += x);
            let inv = 1.0 / (sum_by(h, |v| v * v) / n + eps).sqrt();
            y.iter_mut().zip(&*h).zip(weight).for_each(|((y, &v), &w)| *y = v * inv * w);
        }
    }
}
