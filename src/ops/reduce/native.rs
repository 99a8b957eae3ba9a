//! The CPU device's native twin of a whole-vector reduction pass (sum, max, min, dot; f32):
//! the same combinations in the same order as the WGSL kernel, so the same bits as every other
//! device. Block `g` of 4096 elements: lane `j` (of 64) folds elements `g·4096 + t·64 + j` for
//! `t = 0 .. 64` in turn (beyond the input, the identity), then the lanes fold as the kernel's
//! tree (lane `k` with lane `k + half`, half = 32, 16, …, 1).
//!
//! Why a twin where the kernel means the same: on the CPU device each of the kernel's steps is a
//! region of its work-item loop with a bounds-checked (masked) load, and on the Zen 5 host masked
//! loads stream from memory at half the rate of plain ones (a C-style loop over the same blocks:
//! 17 against 35 GB/s on one core): `ops::sum` 16M read 23–26 GB/s on two cores where PyTorch
//! read 110. Here only the input's last block is checked, and the 64 lanes are four AVX-512
//! registers (`widest_vectors!`). Measured: `docs/src/performance.md`.

use rayon::prelude::*;

use super::{Combine, REDUCE_BLOCK, REDUCE_WORKGROUP};
use crate::context::{HostBindings, HostTask};
use crate::error::{ice, Result};
use crate::ops::host_vector::{combine as tree, widest_vectors};
use crate::ops::{host_input, host_output};

/// Lanes of one block: the kernel's work-items.
const LANES: usize = REDUCE_WORKGROUP as usize;
/// Elements of one block: the kernel's workgroup.
const BLOCK: usize = REDUCE_BLOCK as usize;
/// Each lane's steps over a block.
const STEPS: usize = BLOCK / LANES;
/// Blocks one rayon task takes (1 MiB of f32): enough that spreading costs nothing beside it.
const BLOCKS_PER_TASK: usize = 64;

/// A validated reduction pass as the twin runs it: bindings `x` (and `y` for a dot product) and
/// `out`, one value per block of `x`.
pub(super) struct NativeReduce {
    pub combine: Combine,
    pub dot: bool,
}

impl NativeReduce {
    pub(super) fn task(self) -> HostTask {
        Box::new(move |bindings: &mut HostBindings| self.run(bindings))
    }

    fn run(&self, bindings: &mut HostBindings) -> Result<()> {
        let spreads = bindings.spreads();
        let mut views = bindings.views().into_iter();
        let x = host_input(views.next(), "native reduction: x")?;
        let y = match self.dot {
            true => Some(host_input(views.next(), "native reduction: y")?),
            false => None,
        };
        let out = host_output(views.next(), "native reduction: out")?;
        // The kernel reads `n = arrayLength(&x)` elements (the op made `y` as long) and writes
        // `out[g]` for every block `g` below both the blocks of `x` and `out`'s length.
        if y.is_some_and(|y| y.len() < x.len()) {
            return Err(ice("native dot: y is shorter than x"));
        }
        let blocks = x.len().div_ceil(BLOCK).min(out.len());
        let combine = self.combine;
        let one = |(task, out): (usize, &mut [f32])| {
            let first = task * BLOCKS_PER_TASK * BLOCK;
            let end = (first + out.len() * BLOCK).min(x.len());
            let y = y.map(|y| &y[first..end]);
            reduce_blocks(combine, &x[first..end], y, out);
        };
        if spreads {
            out[..blocks].par_chunks_mut(BLOCKS_PER_TASK).enumerate().for_each(one);
        } else {
            out[..blocks].chunks_mut(BLOCKS_PER_TASK).enumerate().for_each(one);
        }
        Ok(())
    }
}

widest_vectors! {
    /// `out[b]` = block `b` of `x` (times `y`, element by element, when given) folded as the
    /// kernel folds it; the last block may be short.
    fn reduce_blocks(combine: Combine, x: &[f32], y: Option<&[f32]>, out: &mut [f32]) {
        for (b, out) in out.iter_mut().enumerate() {
            let at = b * BLOCK;
            let end = (at + BLOCK).min(x.len());
            let (x, y) = (&x[at..end], y.map(|y| &y[at..end]));
            *out = match (combine, y) {
                (Combine::Sum, None) => block(x, 0.0, |a, b| a + b),
                (Combine::Sum, Some(y)) => block_pairs(x, y, |a, b| a + b),
                (Combine::Max, _) => block(x, f32::NEG_INFINITY, |a, b| if b > a || b.is_nan() { b } else { a }),
                (Combine::Min, _) => block(x, f32::INFINITY, |a, b| if b < a || b.is_nan() { b } else { a }),
            };
        }
    }
}

/// One block of up to 4096 elements: lanes, then the tree (see the module doc); `identity`
/// stands for the elements past the end.
#[inline(always)]
fn block(x: &[f32], identity: f32, combine: impl Fn(f32, f32) -> f32) -> f32 {
    let mut lanes = [identity; LANES];
    let mut steps = x.chunks_exact(LANES);
    for step in &mut steps {
        for (lane, &v) in lanes.iter_mut().zip(step) {
            *lane = combine(*lane, v);
        }
    }
    let rest = steps.remainder();
    let rest = |j: usize| rest.get(j).copied();
    finish(lanes, x.len(), identity, rest, combine)
}

/// A dot product's block: each product rounded, then summed as [`block`] sums.
#[inline(always)]
fn block_pairs(x: &[f32], y: &[f32], combine: impl Fn(f32, f32) -> f32) -> f32 {
    let mut lanes = [0.0f32; LANES];
    for (xs, ys) in x.chunks_exact(LANES).zip(y.chunks_exact(LANES)) {
        for ((lane, &a), &b) in lanes.iter_mut().zip(xs).zip(ys) {
            *lane = combine(*lane, a * b);
        }
    }
    let done = x.len() / LANES * LANES;
    let rest = |j: usize| Some(x.get(done + j)? * y.get(done + j)?);
    finish(lanes, x.len(), 0.0, rest, combine)
}

/// The steps of a block of `len` elements after its whole ones: the part step (`rest(j)` for
/// the lanes it has), then the identity for every step past the end, as the kernel's
/// `select(identity, x[i], i < n)` combines it (a no-op for all but a sum's −0.0, which `+ 0.0`
/// makes +0.0: kept for the same bits); then the tree.
#[inline(always)]
fn finish(
    mut lanes: [f32; LANES],
    len: usize,
    identity: f32,
    rest: impl Fn(usize) -> Option<f32>,
    combine: impl Fn(f32, f32) -> f32,
) -> f32 {
    let mut done = len / LANES;
    if done * LANES < len {
        for (j, lane) in lanes.iter_mut().enumerate() {
            *lane = combine(*lane, rest(j).unwrap_or(identity));
        }
        done += 1;
    }
    for _ in done..STEPS {
        lanes.iter_mut().for_each(|lane| *lane = combine(*lane, identity));
    }
    // The kernel's tree over its 64 work-items' values.
    tree(lanes, combine)
}

#[cfg(test)]
mod tests {
    use crate::{ops, CpuDeviceConfig, GpuContext};

    /// Values of every sign and size (a quarter negative zeros, for the sum's +0.0 rule).
    fn values(n: usize, seed: u32) -> Vec<f32> {
        (0..n as u32)
            .map(|i| {
                let h = i
                    .wrapping_mul(2654435761)
                    .wrapping_add(seed)
                    .rotate_left(13)
                    .wrapping_mul(40503);
                match h % 4 {
                    0 => -0.0,
                    _ => (h >> 8) as f32 / (1 << 20) as f32 * if h & 2 == 0 { 1.0 } else { -1e-3 },
                }
            })
            .collect()
    }

    /// The twin gives the kernel's bits: sums, dot products, maxima and minima, over lengths at
    /// and around the block and task edges and an input of all −0.0; maxima and minima with NaN.
    #[test]
    fn the_twin_gives_the_kernels_bits() {
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        let lengths = [
            1usize,
            63,
            64,
            65,
            4095,
            4096,
            4097,
            3 * 4096 + 100,
            64 * 4096 + 17,
            300_001,
        ];
        for &n in &lengths {
            let (hx, hy) = (values(n, 1), values(n, 7));
            let (x, y) = (ctx.upload(&hx).unwrap(), ctx.upload(&hy).unwrap());
            let mut with_nan = hx.clone();
            with_nan[n / 2] = f32::NAN;
            let nan = ctx.upload(&with_nan).unwrap();
            let zeros = ctx.upload(&vec![-0.0f32; n]).unwrap();
            let run = |native: bool| {
                ctx.set_native_ops(native);
                [
                    ops::sum(&ctx, &x).unwrap(),
                    ops::sum(&ctx, &zeros).unwrap(),
                    ops::dot(&ctx, &x, &y).unwrap(),
                    ops::max(&ctx, &x).unwrap(),
                    ops::min(&ctx, &x).unwrap(),
                    ops::max(&ctx, &nan).unwrap(),
                    ops::min(&ctx, &nan).unwrap(),
                ]
                .map(f32::to_bits)
            };
            let (kernel, twin) = (run(false), run(true));
            assert_eq!(
                twin, kernel,
                "length {n}: sum, sum of −0.0, dot, max, min, max and min with NaN"
            );
        }
        ctx.set_native_ops(true);
    }
}
