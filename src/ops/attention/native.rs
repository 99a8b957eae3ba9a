//! The CPU device's native twin of the attention kernel (f32): the same flash-attention
//! algorithm — blocks of queries against blocks of keys, the softmax online (running maximum and
//! sum), the `q_len × kv_len` scores never held whole — with the two products of each block pair
//! on `matrixmultiply`'s sgemm and the exponentials in a polynomial the compiler vectorises for
//! the host's widest vectors. Blocks of queries of every (batch, head) are spread over rayon's
//! threads. Like the matmul twin (`matmul/native.rs`), the launch is validated as the kernel's
//! first, and results agree with the kernel within the op's error bound, not bit for bit.
//!
//! Measured with `cargo bench --bench ops -- ops_attention` (batch 1, 8 heads, 1024 × 1024, d
//! 64, causal; 2 cores, 2026-11-27): the WGSL kernel on the CPU device 125 ms, this twin — see
//! `docs/src/performance.md`.

use super::{AttentionMask, AttentionSpec};
use crate::context::{HostBindings, HostTask};
use crate::error::{ice, Result};
use crate::ops::host_vector::exp_shifted_row;
use crate::ops::{host_input, host_output};
use rayon::prelude::*;

/// Queries and keys per block: `matrixmultiply` splits a product over its own threads once
/// `m·k + k·n` reaches 2^15; each product here runs on one rayon thread already, so both `Q·Kᵀ`
/// (`queries × d × keys`) and `P·V` (`queries × keys × d`) stay under that. The most queries
/// (at most 128) that leave at least 32 keys, then the most keys (a power of two, at most 256).
/// 128 queries rather than 64 packed each block of K and V half as often: attention 1.08× PyTorch
/// instead of 0.88× (batch 1, 8 heads, 1024², d 64, causal; `cargo bench --bench vs_pytorch --
/// attention`, 2026-11-28).
fn blocks(d: usize) -> (usize, usize) {
    let fits = |queries: usize, keys: usize| queries * d + d * keys < 1 << 15 && queries * keys + keys * d < 1 << 15;
    let mut queries = 128;
    while queries > 8 && !fits(queries, 32) {
        queries /= 2;
    }
    let mut keys = 256;
    while keys > 8 && !fits(queries, keys) {
        keys /= 2;
    }
    (queries, keys)
}

/// A validated attention as the twin runs it (f32; no key split).
pub(super) struct NativeAttention {
    pub spec: AttentionSpec,
    pub scale: f32,
    /// Batch, head and row strides of Q and the output, and of K and V (elements).
    pub q_strides: [usize; 3],
    pub kv_strides: [usize; 3],
}

/// The scratch of one thread: a block's scores, and its output rows with their running maxima
/// and sums.
struct Scratch {
    scores: Vec<f32>,
    out: Vec<f32>,
    max: Vec<f32>,
    sum: Vec<f32>,
}

impl NativeAttention {
    /// The host task: reads Q, K, V (and the mask), writes the output.
    pub(super) fn task(self) -> HostTask {
        Box::new(move |bindings: &mut HostBindings| self.run(bindings))
    }

    fn run(&self, bindings: &mut HostBindings) -> Result<()> {
        let spreads = bindings.spreads();
        let mut views = bindings.views().into_iter();
        let q = host_input(views.next(), "native attention: Q")?;
        let k = host_input(views.next(), "native attention: K")?;
        let v = host_input(views.next(), "native attention: V")?;
        let out = host_output(views.next(), "native attention: the output")?;
        let mask = match self.spec.mask {
            AttentionMask::Additive => Some(host_input(views.next(), "native attention: the mask")?),
            _ => None,
        };
        let s = &self.spec;
        let d = s.head_dim;
        // The launch was validated for these shapes; checked again because the unsafe sgemm
        // calls below trust them.
        let last = |strides: [usize; 3], heads: usize, rows: usize| {
            (s.batch - 1) * strides[0] + (heads - 1) * strides[1] + (rows - 1) * strides[2] + d
        };
        if q.len() < last(self.q_strides, s.q_heads, s.q_len)
            || out.len() < last(self.q_strides, s.q_heads, s.q_len)
            || (s.kv_len > 0
                && (k.len() < last(self.kv_strides, s.kv_heads, s.kv_len)
                    || v.len() < last(self.kv_strides, s.kv_heads, s.kv_len)))
            || mask.is_some_and(|m| m.len() < s.q_len * s.kv_len)
        {
            return Err(ice("native attention: a tensor reaches past its buffer"));
        }
        let (queries, keys) = blocks(d);
        let blocks = s.q_len.div_ceil(queries);
        // Each task writes its own rows of the output, disjoint from every other task's; the
        // pointer crosses threads as an address.
        let out_at = out.as_mut_ptr() as usize;
        let scratch = || Scratch {
            scores: vec![0.0; queries * keys],
            out: vec![0.0; queries * d],
            max: vec![0.0; queries],
            sum: vec![0.0; queries],
        };
        let one = |scratch: &mut Scratch, task: usize| {
            let (bh, block) = (task / blocks, task % blocks);
            let (b, h) = (bh / s.q_heads, bh % s.q_heads);
            self.block(q, k, v, mask, out_at, b, h, (block, queries), keys, scratch);
        };
        let tasks = s.batch * s.q_heads * blocks;
        if spreads {
            (0..tasks).into_par_iter().for_each_init(scratch, one);
        } else {
            let mut own = scratch();
            (0..tasks).for_each(|task| one(&mut own, task));
        }
        Ok(())
    }

    /// Queries `block · queries ..` of head `h` of batch `b`.
    #[allow(clippy::too_many_arguments)]
    fn block(
        &self,
        q: &[f32],
        k: &[f32],
        v: &[f32],
        mask: Option<&[f32]>,
        out_at: usize,
        b: usize,
        h: usize,
        (block, queries): (usize, usize),
        keys: usize,
        scratch: &mut Scratch,
    ) {
        let s = &self.spec;
        let d = s.head_dim;
        let first = block * queries;
        let rows = queries.min(s.q_len - first);
        let kv_head = h / (s.q_heads / s.kv_heads);
        let q_at = b * self.q_strides[0] + h * self.q_strides[1] + first * self.q_strides[2];
        let kv_at = b * self.kv_strides[0] + kv_head * self.kv_strides[1];
        let (q_row, kv_row) = (self.q_strides[2], self.kv_strides[2]);
        // Query i sees key j when j ≤ i + offset (causal), every key otherwise.
        let offset = s.kv_len as i64 - s.q_len as i64;
        let visible = |i: usize| -> usize {
            match s.mask {
                AttentionMask::Causal => (i as i64 + offset + 1).clamp(0, s.kv_len as i64) as usize,
                _ => s.kv_len,
            }
        };
        let end = visible(first + rows - 1);
        let Scratch { scores, out, max, sum } = scratch;
        let out = &mut out[..rows * d];
        out.fill(0.0);
        max.fill(f32::NEG_INFINITY);
        sum.fill(0.0);
        for start in (0..end).step_by(keys) {
            let n = keys.min(end - start);
            let sc = &mut scores[..rows * keys];
            // SAFETY: Q's rows `first .. first + rows` of this head and K's rows `start ..
            // start + n` lie inside `q` and `k` (the bounds checked in `run`: row `i` of a head
            // starts at `i · row stride`, `d` elements long); `sc` is a distinct, writable
            // `rows × keys` buffer.
            unsafe {
                matrixmultiply::sgemm(
                    rows,
                    d,
                    n,
                    self.scale,
                    q[q_at..].as_ptr(),
                    q_row as isize,
                    1,
                    k[kv_at + start * kv_row..].as_ptr(),
                    1,
                    kv_row as isize,
                    0.0,
                    sc.as_mut_ptr(),
                    keys as isize,
                    1,
                )
            };
            for i in 0..rows {
                let row = &mut sc[i * keys..i * keys + n];
                if let Some(m) = mask {
                    let m = &m[(first + i) * s.kv_len + start..][..n];
                    row.iter_mut().zip(m).for_each(|(x, &a)| *x += a);
                }
                let seen = visible(first + i).saturating_sub(start).min(n);
                row[seen..].fill(f32::NEG_INFINITY);
                let Some((top, total)) = exp_shifted_row(row, max[i]) else {
                    // No key seen yet: probabilities 0 (the row zeroed), nothing to rescale.
                    continue;
                };
                let rescale = (max[i] - top).exp();
                max[i] = top;
                sum[i] = sum[i] * rescale + total;
                if rescale != 1.0 {
                    out[i * d..(i + 1) * d].iter_mut().for_each(|o| *o *= rescale);
                }
            }
            // SAFETY: as above for V's rows `start .. start + n`; `sc` holds `rows × n` used
            // scores at row stride `keys`, and `out` is a distinct `rows × d` buffer.
            unsafe {
                matrixmultiply::sgemm(
                    rows,
                    n,
                    d,
                    1.0,
                    sc.as_ptr(),
                    keys as isize,
                    1,
                    v[kv_at + start * kv_row..].as_ptr(),
                    kv_row as isize,
                    1,
                    1.0,
                    out.as_mut_ptr(),
                    d as isize,
                    1,
                )
            };
        }
        for i in 0..rows {
            let norm = if sum[i] > 0.0 { 1.0 / sum[i] } else { 0.0 };
            let at = q_at + i * q_row;
            // SAFETY: row `first + i` of this head of the output (inside `out`, checked in
            // `run`) is written by this task only: tasks own disjoint (batch, head, block)s.
            let dst = unsafe { std::slice::from_raw_parts_mut((out_at as *mut f32).add(at), d) };
            dst.iter_mut()
                .zip(&out[i * d..(i + 1) * d])
                .for_each(|(y, &o)| *y = o * norm);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_keep_matrixmultiply_on_one_thread() {
        for d in [1, 32, 64, 80, 128, 256] {
            let (queries, keys) = blocks(d);
            assert!(queries * d + d * keys < 1 << 15, "d {d}: {queries} × {keys}");
            assert!(queries * keys + keys * d < 1 << 15, "d {d}: {queries} × {keys}");
            assert!(keys >= 32, "d {d}: {queries} × {keys}");
        }
        assert_eq!(blocks(64), (128, 128));
        assert_eq!(blocks(256), (64, 32));
    }
}
