//! The CPU device's native twin of the convolution with stride 1 and one channel group (any
//! kernel size, padding and dilation): a direct convolution on the host's widest vectors, with
//! no im2col matrix. The input is copied once into a zero-bordered layout (each image's planes
//! `[in_channels][h + 2·pad_h][w + 2·pad_w]`); then an output pixel at padded position
//! `q = oy·row + ox` reads tap `(ci, ky, kx)` at `q + ci·plane + ky·dil_h·row + kx·dil_w`, the
//! same offset for every pixel. So a run of pixels is a run of the padded input, loaded as whole
//! vectors straight from it: a GEMM micro-kernel (an 8 × 48 block of outputs in 24 AVX-512
//! registers on AVX-512, weights broadcast) whose "B" panel is the image itself. The positions
//! past each row's `out_w` are computed and dropped (`2·pad_w` of every `w + 2·pad_w`).
//!
//! The im2col path it replaces wrote and then packed a `taps × pixels` matrix (9× the input for
//! 3 × 3) and spent more time there and clearing its pages than in the sgemm: see
//! `docs/src/performance.md` for the measurements (`cargo bench --bench vs_pytorch -- conv2d`).
//! Like the other twins, the launch is validated as the direct kernel's first, and results agree
//! with the kernels within the op's error bound (sums in another order).

use std::sync::Mutex;

use super::Conv2dSpec;
use crate::context::{HostBindings, HostTask};
use crate::error::{ice, GpuError, Result};
use crate::ops::{for_each_task, host_input, host_output};
use rayon::prelude::*;

/// f32 lanes of one vector of outputs (an AVX-512 register).
const VECTOR: usize = 16;
/// Output blocks (of `PX · VECTOR` pixels) one task computes for one block of channels.
const BLOCKS_PER_TASK: usize = 8;

/// The most elements of padded input the twin stages (1 GiB of f32, as the im2col path's bound).
const PADDED_MAX: usize = 1 << 28;

/// Elements of one padded image: its planes with their zero borders, then the reach of the widest
/// tap and of the last block past the last plane; `None` if that overflows.
fn image_len(spec: &Conv2dSpec, px: usize) -> Option<usize> {
    let ((h, w), (ph, pw), (kw, dw)) = (spec.input, spec.padding, (spec.kernel.1, spec.dilation.1));
    let rows = h.checked_add(ph.checked_mul(2)?)?;
    let row = w.checked_add(pw.checked_mul(2)?)?;
    let planes = spec.in_channels.checked_mul(rows)?.checked_mul(row)?;
    planes
        .checked_add(kw.checked_sub(1)?.checked_mul(dw)?)?
        .checked_add(px * VECTOR)
}

/// Elements of the whole padded input (every image), for the widest tile.
fn padded_len(spec: &Conv2dSpec) -> Option<usize> {
    spec.batch.checked_mul(image_len(spec, 3)?)
}

/// The padded input of the last call, kept for the next: a fresh allocation of a few MiB costs
/// its page faults on every call. Taken with `try_lock`; a concurrent call allocates its own.
static SCRATCH: Mutex<Vec<f32>> = Mutex::new(Vec::new());

/// A validated convolution as the twin runs it.
pub(super) struct NativeConv {
    pub spec: Conv2dSpec,
    /// Output height and width.
    pub out: (usize, usize),
    pub bias: bool,
}

/// What every task reads: the padded input, the packed weights and the offsets of the taps.
struct Job<'a> {
    padded: &'a [f32],
    /// Elements of one image in `padded`.
    image_len: usize,
    /// Elements between rows of the padded input (and of the virtual output grid).
    row: usize,
    /// Pixels of the virtual output grid per image: `out_h · row`.
    positions: usize,
    /// Offset of each tap `(ci, ky, kx)` from an output position, in tap order.
    offsets: Vec<usize>,
    /// Weights of each block of the tile's output channels: `[tap][channel of the block]`, zero
    /// past the last channel.
    packed: Vec<f32>,
    bias: Option<&'a [f32]>,
    out_channels: usize,
    out: (usize, usize),
    /// The output's address (tasks write disjoint elements of it).
    y_at: usize,
}

impl NativeConv {
    /// Whether the twin computes `spec` (else the im2col path runs): stride 1, one group, and a
    /// padded input of at most `PADDED_MAX` elements (huge padding or dilation on a small image
    /// would make it far larger than the input).
    pub(super) fn applies(spec: &Conv2dSpec) -> bool {
        spec.groups == 1 && spec.stride == (1, 1) && padded_len(spec).is_some_and(|n| n <= PADDED_MAX)
    }

    /// The host task: reads the input, the weight (and the bias), writes the output.
    pub(super) fn task(self) -> HostTask {
        Box::new(move |bindings: &mut HostBindings| self.run(bindings))
    }

    fn run(&self, bindings: &mut HostBindings) -> Result<()> {
        let spreads = bindings.spreads();
        let mut views = bindings.views().into_iter();
        let x = host_input(views.next(), "native conv2d: the input")?;
        let w = host_input(views.next(), "native conv2d: the weight")?;
        let y = host_output(views.next(), "native conv2d: the output")?;
        let bias = match self.bias {
            true => Some(host_input(views.next(), "native conv2d: the bias")?),
            false => None,
        };
        let s = &self.spec;
        let (oh, ow) = self.out;
        let (ci, co) = (s.in_channels, s.out_channels);
        let ((h, wd), (kh, kw), (ph, pw), (dh, dw)) = (s.input, s.kernel, s.padding, s.dilation);
        let taps = ci * kh * kw;
        // The launch was validated for these shapes; checked again because the unchecked
        // writes below trust them.
        if x.len() < s.batch * ci * h * wd
            || w.len() < co * taps
            || y.len() < s.batch * co * oh * ow
            || bias.is_some_and(|b| b.len() < co)
            || s.stride != (1, 1)
            || s.groups != 1
            || oh + (kh - 1) * dh != h + 2 * ph
            || ow + (kw - 1) * dw != wd + 2 * pw
        {
            return Err(ice("native conv2d: the buffers do not hold the shape"));
        }
        let variant = Variant::best();
        let (co_block, px) = variant.tile();
        let row = wd + 2 * pw;
        let plane = (h + 2 * ph) * row;
        let image = image_len(s, px).ok_or_else(|| ice("native conv2d: the padded input's size overflows"))?;
        let mut guard = SCRATCH.try_lock().ok();
        let mut own = Vec::new();
        let padded = match guard.as_deref_mut() {
            Some(kept) => kept,
            None => &mut own,
        };
        // The host's memory, not the device's budget: refused with an error where it is short
        // (a Vec would abort the process).
        let want = s.batch * image;
        if padded.len() < want && padded.try_reserve_exact(want - padded.len()).is_err() {
            return Err(GpuError::OutOfMemory {
                device: "cpu (the convolution's padded input)".into(),
                requested: (want * 4) as u64,
                available: 0,
                total: 0,
            });
        }
        padded.resize(want, 0.0);
        pad(x, padded, s, image, row, spreads);
        let offsets = (0..ci)
            .flat_map(|c| (0..kh).flat_map(move |ky| (0..kw).map(move |kx| c * plane + ky * dh * row + kx * dw)))
            .collect();
        let blocks = co.div_ceil(co_block);
        let mut packed = vec![0.0f32; blocks * taps * co_block];
        for (o, filter) in w[..co * taps].chunks_exact(taps).enumerate() {
            let (b, lane) = (o / co_block, o % co_block);
            for (t, &v) in filter.iter().enumerate() {
                packed[(b * taps + t) * co_block + lane] = v;
            }
        }
        let job = Job {
            padded,
            image_len: image,
            row,
            positions: oh * row,
            offsets,
            packed,
            bias,
            out_channels: co,
            out: (oh, ow),
            y_at: y.as_mut_ptr() as usize,
        };
        let span = BLOCKS_PER_TASK * px * VECTOR;
        let chunks = job.positions.div_ceil(span);
        // Consecutive tasks take the same positions for successive blocks of channels, so the
        // input rows they read (about 170 KiB at 64 channels) stay in L2 for all of them: 190 →
        // 202 GFLOP/s on the bench's 64 → 64 128² 3 × 3 (medians of 6 runs, alternating)
        // against the block-major order, which streamed the whole padded input once per block.
        for_each_task(spreads, s.batch * blocks * chunks, |task| {
            let (image, rest) = (task / (blocks * chunks), task % (blocks * chunks));
            let (block, chunk) = (rest % blocks, rest / blocks);
            let end = ((chunk + 1) * span).min(job.positions);
            variant.run(&job, image, block, chunk * span, end);
        });
        Ok(())
    }
}

/// Copies each image's planes into `padded` with their zero borders (every element written),
/// the images over the device's threads when the task `spreads`.
fn pad(x: &[f32], padded: &mut [f32], s: &Conv2dSpec, image: usize, row: usize, spreads: bool) {
    let ((h, wd), (ph, pw), ci) = (s.input, s.padding, s.in_channels);
    let one = |(b, dst): (usize, &mut [f32])| {
        let (planes, tail) = dst.split_at_mut(ci * (h + 2 * ph) * row);
        tail.fill(0.0);
        for (c, plane) in planes.chunks_exact_mut((h + 2 * ph) * row).enumerate() {
            let src = &x[(b * ci + c) * h * wd..][..h * wd];
            let (top, rest) = plane.split_at_mut(ph * row);
            let (body, bottom) = rest.split_at_mut(h * row);
            top.fill(0.0);
            bottom.fill(0.0);
            for (r, line) in body.chunks_exact_mut(row).enumerate() {
                line[..pw].fill(0.0);
                line[pw..pw + wd].copy_from_slice(&src[r * wd..(r + 1) * wd]);
                line[pw + wd..].fill(0.0);
            }
        }
    };
    if spreads {
        padded.par_chunks_mut(image).enumerate().for_each(one)
    } else {
        padded.chunks_mut(image).enumerate().for_each(one)
    }
}

/// The micro-kernel for the host's vectors. Written with intrinsics: from plain loops over arrays
/// LLVM kept the 384 sums in memory and gathered them (5 GFLOP/s).
#[derive(Clone, Copy)]
enum Variant {
    /// 8 channels × 48 pixels: 24 of the 32 AVX-512 registers hold sums.
    #[cfg(target_arch = "x86_64")]
    Avx512,
    /// 4 channels × 16 pixels: 8 of the 16 AVX2 registers.
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// 4 channels × 16 pixels in plain arithmetic.
    Portable,
}

/// The AVX-512 tile: output channels, and vectors of 16 pixels (24 of the 32 registers hold
/// sums; 12 × 32 ran 5–10 % slower on the bench's 64 → 64 128² 3 × 3).
const CO512: usize = 8;
const PX512: usize = 3;

/// The largest tile's outputs: `CO · PX · VECTOR` sums, channel-major.
type TileSums = [f32; 8 * 3 * VECTOR];

impl Variant {
    fn best() -> Variant {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::is_x86_feature_detected as has;
            if has!("avx512f") {
                return Variant::Avx512;
            }
            if has!("avx2") && has!("fma") {
                return Variant::Avx2;
            }
        }
        Variant::Portable
    }

    /// Output channels and vectors of pixels per block.
    fn tile(self) -> (usize, usize) {
        match self {
            #[cfg(target_arch = "x86_64")]
            Variant::Avx512 => (CO512, PX512),
            #[cfg(target_arch = "x86_64")]
            Variant::Avx2 => (4, 1),
            Variant::Portable => (4, 1),
        }
    }

    /// Output positions `start .. end` (of the virtual grid, `row` per output row) of `image`,
    /// for output channels `block · CO ..`, in blocks of `PX · VECTOR` positions.
    fn run(self, job: &Job, image: usize, block: usize, start: usize, end: usize) {
        let (co, px) = self.tile();
        let taps = job.offsets.len();
        let input = &job.padded[image * job.image_len..(image + 1) * job.image_len];
        let weights = &job.packed[block * taps * co..(block + 1) * taps * co];
        let (oh, ow) = job.out;
        let width = px * VECTOR;
        let mut sums: TileSums = [0.0; 8 * 3 * VECTOR];
        let mut q = start;
        while q < end {
            // The block's reads end inside the image: `run` sized `image_len` for the last one.
            match self {
                #[cfg(target_arch = "x86_64")]
                // SAFETY: `best` chose this variant because the host has AVX-512F.
                Variant::Avx512 => unsafe {
                    outputs_avx512::<CO512, PX512>(input, &job.offsets, weights, q, &mut sums)
                },
                #[cfg(target_arch = "x86_64")]
                // SAFETY: as above: the host has AVX2 and FMA.
                Variant::Avx2 => unsafe { outputs_avx2(input, &job.offsets, weights, q, &mut sums) },
                Variant::Portable => outputs_portable(input, &job.offsets, weights, q, &mut sums),
            }
            for (c, sums) in sums[..co * width].chunks_exact(width).enumerate() {
                let channel = block * co + c;
                if channel >= job.out_channels {
                    break;
                }
                let add = job.bias.map_or(0.0, |b| b[channel]);
                let plane = (image * job.out_channels + channel) * oh * ow;
                // The block's positions row by row (a block spans one row or a few): the first
                // `ow` of each padded row are outputs.
                let stop = (q + width).min(end);
                let mut at = q;
                while at < stop {
                    let (oy, ox) = (at / job.row, at % job.row);
                    let row_end = (at - ox + job.row).min(stop);
                    if oy < oh && ox < ow {
                        let n = (row_end - at).min(ow - ox);
                        // SAFETY: `run` checked that the output holds `batch · out_channels · oh
                        // · ow` elements; these `n` (image, channel, oy, ox ..) lie inside it
                        // (`ox + n ≤ ow`), and only this task writes them: tasks own disjoint
                        // (image, channel block, positions).
                        let dst = unsafe {
                            std::slice::from_raw_parts_mut((job.y_at as *mut f32).add(plane + oy * ow + ox), n)
                        };
                        dst.iter_mut().zip(&sums[at - q..]).for_each(|(d, &v)| *d = v + add);
                    }
                    at = row_end;
                }
            }
            q += width;
        }
    }
}

/// The `CO × PX·16` tile: for each tap, `PX` vectors of the padded input from `q + offset` times
/// each channel's weight, broadcast.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
unsafe fn outputs_avx512<const CO: usize, const PX: usize>(
    input: &[f32],
    offsets: &[usize],
    weights: &[f32],
    q: usize,
    out: &mut TileSums,
) {
    use std::arch::x86_64::*;
    let mut acc = [[_mm512_setzero_ps(); PX]; CO];
    for (&offset, w) in offsets.iter().zip(weights.chunks_exact(CO)) {
        let run = &input[q + offset..q + offset + PX * VECTOR];
        let mut b = [_mm512_setzero_ps(); PX];
        for (j, b) in b.iter_mut().enumerate() {
            // SAFETY: `run` holds `PX · 16` f32 (the slice above is bounds-checked); an
            // unaligned load of 16 of them.
            *b = unsafe { _mm512_loadu_ps(run.as_ptr().add(j * VECTOR)) };
        }
        for (c, row) in acc.iter_mut().enumerate() {
            let a = _mm512_set1_ps(w[c]);
            for (sum, &b) in row.iter_mut().zip(&b) {
                *sum = _mm512_fmadd_ps(a, b, *sum);
            }
        }
    }
    for (c, row) in acc.iter().enumerate() {
        for (j, sum) in row.iter().enumerate() {
            // SAFETY: `out` holds 384 f32 ≥ `CO · PX · 16`; this writes 16 of them at
            // `(c · PX + j) · 16`.
            unsafe { _mm512_storeu_ps(out.as_mut_ptr().add((c * PX + j) * VECTOR), *sum) };
        }
    }
}

/// The 4 × 16 tile on AVX2: each 16 pixels as two 8-lane vectors.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn outputs_avx2(input: &[f32], offsets: &[usize], weights: &[f32], q: usize, out: &mut TileSums) {
    use std::arch::x86_64::*;
    let mut acc = [[_mm256_setzero_ps(); 2]; 4];
    for (&offset, w) in offsets.iter().zip(weights.chunks_exact(4)) {
        let run = &input[q + offset..q + offset + 16];
        // SAFETY: `run` holds 16 f32 (the slice above is bounds-checked); unaligned loads.
        let b = unsafe { [_mm256_loadu_ps(run.as_ptr()), _mm256_loadu_ps(run.as_ptr().add(8))] };
        for (c, row) in acc.iter_mut().enumerate() {
            let a = _mm256_set1_ps(w[c]);
            for (sum, &b) in row.iter_mut().zip(&b) {
                *sum = _mm256_fmadd_ps(a, b, *sum);
            }
        }
    }
    for (c, row) in acc.iter().enumerate() {
        for (j, sum) in row.iter().enumerate() {
            // SAFETY: `out` holds 8 · 48 f32; this writes 8 of them at `c · 16 + j · 8`.
            unsafe { _mm256_storeu_ps(out.as_mut_ptr().add(c * 16 + j * 8), *sum) };
        }
    }
}

/// The 4 × 16 tile in plain arithmetic (hosts without AVX2).
fn outputs_portable(input: &[f32], offsets: &[usize], weights: &[f32], q: usize, out: &mut TileSums) {
    let out = &mut out[..4 * VECTOR];
    out.fill(0.0);
    for (&offset, w) in offsets.iter().zip(weights.chunks_exact(4)) {
        let run = &input[q + offset..q + offset + VECTOR];
        for (sums, &a) in out.chunks_exact_mut(VECTOR).zip(w) {
            for (s, &b) in sums.iter_mut().zip(run) {
                *s += a * b;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_twin_takes_stride_one_and_leaves_huge_padded_inputs_to_im2col() {
        let spec = Conv2dSpec::new(2, 64, 64, (128, 128), (3, 3)).padding(1, 1);
        assert!(NativeConv::applies(&spec));
        assert!(!NativeConv::applies(&spec.stride(2, 2)));
        assert!(!NativeConv::applies(
            &Conv2dSpec::new(1, 4, 4, (8, 8), (3, 3)).groups(2)
        ));
        // A 1 × 1 image padded to 2^20 × 2^20: 2^40 padded elements, not staged.
        let huge = Conv2dSpec::new(1, 1, 1, (1, 1), (1, 1)).padding(1 << 19, 1 << 19);
        assert!(!NativeConv::applies(&huge));
        // Sizes whose product overflows usize are refused, not wrapped.
        let overflow = Conv2dSpec::new(1 << 20, 1 << 20, 1, (1, 1), (1, 1)).padding(1 << 30, 1 << 30);
        assert_eq!(padded_len(&overflow), None);
        assert!(!NativeConv::applies(&overflow));
    }
}
