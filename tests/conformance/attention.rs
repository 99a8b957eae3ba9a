//! `ops::attention` against an f64 reference (softmax of the scaled scores plus the mask, times
//! V, computed from the same rounded inputs): multi-head, grouped- and multi-query heads, odd
//! lengths, head dimensions from 1 to 256, the three masks, causal with fewer and with more
//! queries than keys, fully masked rows (zeros, never NaN), a long KV, f32, f16 and bf16; and the
//! errors bad shapes get.

use anygpu::ops::{self, AttentionLayout, AttentionMask, AttentionSpec};
use anygpu::{GpuContext, GpuError};

use crate::common::*;
use crate::ops::Half16;

/// An element type of the op, for the test: its rounding and whether the device has it (the
/// 16-bit ones as the ops tests have them).
trait Element: ops::OpFloat {
    /// Half an ulp, relative (0 for f32: its rounding is inside the f32 arithmetic's bound).
    const UNIT_ROUNDOFF: f64;
    fn from_f64(x: f64) -> Self;
    fn to_f64(self) -> f64;
    fn on(info: &anygpu::DeviceInfo) -> bool;
}

impl<H: Half16> Element for H {
    const UNIT_ROUNDOFF: f64 = <H as Half16>::UNIT_ROUNDOFF;
    fn from_f64(x: f64) -> Self {
        <H as Half16>::from_f64(x)
    }
    fn to_f64(self) -> f64 {
        <H as Half16>::to_f64(self)
    }
    fn on(info: &anygpu::DeviceInfo) -> bool {
        <H as Half16>::on(info)
    }
}

impl Element for f32 {
    const UNIT_ROUNDOFF: f64 = 0.0;
    fn from_f64(x: f64) -> Self {
        x as f32
    }
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
    fn on(_: &anygpu::DeviceInfo) -> bool {
        true
    }
}

/// The f64 attention of `spec` (the reference) and, per output, the sum of |p · v| its error
/// bound scales with. A row that sees no key is zeros.
fn reference(spec: &AttentionSpec, q: &[f64], k: &[f64], v: &[f64], mask: Option<&[f32]>) -> (Vec<f64>, Vec<f64>) {
    let d = spec.head_dim;
    let scale = spec.scale.map_or(1.0 / (d as f64).sqrt(), f64::from);
    let group = spec.q_heads / spec.kv_heads;
    let offset = spec.kv_len as i64 - spec.q_len as i64;
    let mut out = vec![0.0; q.len()];
    let mut mag = vec![0.0; q.len()];
    for b in 0..spec.batch {
        for h in 0..spec.q_heads {
            let qb = (b * spec.q_heads + h) * spec.q_len * d;
            let kb = (b * spec.kv_heads + h / group) * spec.kv_len * d;
            for i in 0..spec.q_len {
                let scores: Vec<Option<f64>> = (0..spec.kv_len)
                    .map(|j| {
                        if spec.mask == AttentionMask::Causal && j as i64 > i as i64 + offset {
                            return None;
                        }
                        let dot: f64 = (0..d).map(|c| q[qb + i * d + c] * k[kb + j * d + c]).sum();
                        let s = dot * scale + mask.map_or(0.0, |m| f64::from(m[i * spec.kv_len + j]));
                        (s > f64::NEG_INFINITY).then_some(s)
                    })
                    .collect();
                let max = scores.iter().flatten().fold(f64::NEG_INFINITY, |a, &s| a.max(s));
                if max == f64::NEG_INFINITY {
                    continue;
                }
                let p: Vec<f64> = scores.iter().map(|s| s.map_or(0.0, |s| (s - max).exp())).collect();
                let sum: f64 = p.iter().sum();
                for c in 0..d {
                    let (mut o, mut m) = (0.0, 0.0);
                    for j in 0..spec.kv_len {
                        o += p[j] * v[kb + j * d + c];
                        m += (p[j] * v[kb + j * d + c]).abs();
                    }
                    out[qb + i * d + c] = o / sum;
                    mag[qb + i * d + c] = m / sum;
                }
            }
        }
    }
    (out, mag)
}

/// Runs `spec` on random inputs in [-1, 1) (a mask in [-2, 2) with −∞ at `hidden` entries, and
/// all of row `hidden_row` if given) and checks every output.
fn check<T: Element>(ctx: &GpuContext, spec: &AttentionSpec, hidden_row: Option<usize>) {
    check_on::<T>(ctx, spec, hidden_row, Kernel::Chosen)
}

/// Which attention kernel a check runs.
#[derive(Clone, Copy)]
enum Kernel {
    /// The one `ops::attention_into` picks.
    Chosen,
    /// The cooperative-matrix kernel with waves of this many work-items.
    Waves(u32),
    /// The warpgroup (`wgmma`) kernel.
    Warpgroups,
}

/// [`check`], on the given kernel.
fn check_on<T: Element>(ctx: &GpuContext, spec: &AttentionSpec, hidden_row: Option<usize>, kernel: Kernel) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let q_len = spec.batch * spec.q_heads * spec.q_len * spec.head_dim;
    let kv_len = spec.batch * spec.kv_heads * spec.kv_len * spec.head_dim;
    let typed = |v: Vec<f32>| -> Vec<T> { v.into_iter().map(|x| T::from_f64(f64::from(x))).collect() };
    let (q, k, v) = (
        typed(rand_f32s(&mut rng, q_len, -1.0, 1.0)),
        typed(rand_f32s(&mut rng, kv_len, -1.0, 1.0)),
        typed(rand_f32s(&mut rng, kv_len, -1.0, 1.0)),
    );
    let mask: Option<Vec<f32>> = (spec.mask == AttentionMask::Additive).then(|| {
        let mut m = rand_f32s(&mut rng, spec.q_len * spec.kv_len, -2.0, 2.0);
        for (n, x) in m.iter_mut().enumerate() {
            if n % 7 == 3 || hidden_row == Some(n / spec.kv_len) {
                *x = f32::NEG_INFINITY;
            }
        }
        m
    });
    let wide = |x: &[T]| -> Vec<f64> { x.iter().map(|&e| e.to_f64()).collect() };
    let (want, mag) = reference(spec, &wide(&q), &wide(&k), &wide(&v), mask.as_deref());
    // The device's buffers in the spec's layouts, K's and V's rows past kv_len NaN (never read).
    let nan = T::from_f64(f64::NAN);
    let capacity = spec.kv_capacity.unwrap_or(spec.kv_len);
    let q_shape = (spec.batch, spec.q_heads, spec.q_len, spec.q_len, spec.head_dim);
    let kv_shape = (spec.batch, spec.kv_heads, spec.kv_len, capacity, spec.head_dim);
    let (dq, dk, dv) = (
        ctx.upload(&lay_out(&q, spec.layout, q_shape, nan)).unwrap(),
        ctx.upload(&lay_out(&k, spec.kv_layout, kv_shape, nan)).unwrap(),
        ctx.upload(&lay_out(&v, spec.kv_layout, kv_shape, nan)).unwrap(),
    );
    let dmask = mask.as_ref().map(|m| ctx.upload(m).unwrap());
    let mut out = ctx.upload(&vec![nan; q_len]).unwrap();
    let run = match kernel {
        Kernel::Waves(lanes) => {
            ops::attention_on_tensor_cores_into(ctx, spec, &dq, &dk, &dv, &mut out, dmask.as_ref(), lanes)
        }
        Kernel::Warpgroups => ops::attention_on_warpgroups_into(ctx, spec, &dq, &dk, &dv, &mut out, dmask.as_ref()),
        Kernel::Chosen => ops::attention_into(ctx, spec, &dq, &dk, &dv, &mut out, dmask.as_ref()),
    };
    match run {
        // A mock posing as a GPU too small for the kernel (d = 256 in a browser's 16 KiB of
        // workgroup memory) refuses it, as that GPU would.
        Err(e) if refused_as_the_device_should(ctx.info(), &e) => {
            skip!("{dev}: {spec:?}: refused as it should be: {e}");
            return;
        }
        other => other.unwrap_or_else(|e| panic!("{dev}: {spec:?}: {e}")),
    }
    let got = heads_first(&ctx.download(&out).unwrap(), spec.layout, q_shape);
    for (n, (&g, (&w, &m))) in got.iter().zip(want.iter().zip(&mag)).enumerate() {
        let g = g.to_f64();
        // f32 arithmetic over the scores and the sum (exp within a few ulps), the probabilities
        // rounded to T before `P·V` on tensor cores (as FlashAttention-2 does), then the
        // output's rounding to T.
        let tol = 2e-5 * (1.0 + m) + (w.abs() + m) * T::UNIT_ROUNDOFF * 1.01;
        assert!(
            (g - w).abs() <= tol,
            "{dev}: {} {spec:?}: out[{n}] = {g}, want {w} (±{tol})",
            T::NAME
        );
    }
}

/// `x`, `[batch, heads, len, d]`, in a buffer of `layout` with room for `capacity` rows per
/// head, the rows past `len` filled with `fill`.
fn lay_out<T: Copy>(
    x: &[T],
    layout: AttentionLayout,
    (batch, heads, len, capacity, d): (usize, usize, usize, usize, usize),
    fill: T,
) -> Vec<T> {
    let mut out = vec![fill; batch * heads * capacity * d];
    for b in 0..batch {
        for h in 0..heads {
            for r in 0..len {
                let at = match layout {
                    AttentionLayout::HeadsFirst => ((b * heads + h) * capacity + r) * d,
                    AttentionLayout::TokensFirst => ((b * capacity + r) * heads + h) * d,
                };
                let from = ((b * heads + h) * len + r) * d;
                out[at..at + d].copy_from_slice(&x[from..from + d]);
            }
        }
    }
    out
}

/// The inverse of [`lay_out`] for a buffer with no spare rows.
fn heads_first<T: Copy>(
    x: &[T],
    layout: AttentionLayout,
    (batch, heads, len, _, d): (usize, usize, usize, usize, usize),
) -> Vec<T> {
    let mut out = x.to_vec();
    for b in 0..batch {
        for h in 0..heads {
            for r in 0..len {
                let from = match layout {
                    AttentionLayout::HeadsFirst => ((b * heads + h) * len + r) * d,
                    AttentionLayout::TokensFirst => ((b * len + r) * heads + h) * d,
                };
                let at = ((b * heads + h) * len + r) * d;
                out[at..at + d].copy_from_slice(&x[from..from + d]);
            }
        }
    }
    out
}

/// Q and the output tokens-first, K and V in a cache with spare rows, either layout.
fn attention_in_every_layout(ctx: &GpuContext) {
    use AttentionLayout::{HeadsFirst, TokensFirst};
    // d = 64 and causal: the kernel other cases compile already (each new one costs lavapipe
    // tens of seconds).
    let base = AttentionSpec::new(2, 4, 7, 64).kv_len(19).kv_heads(2).causal();
    for (q, kv, capacity) in [
        (TokensFirst, HeadsFirst, 32),
        (HeadsFirst, TokensFirst, 23),
        (TokensFirst, TokensFirst, 19),
    ] {
        check::<f32>(ctx, &base.layout(q).kv_layout(kv).kv_capacity(capacity), None);
    }
    // One query (decode) against a cache three-quarters full.
    check::<f32>(
        ctx,
        &AttentionSpec::new(1, 8, 1, 64)
            .kv_len(96)
            .kv_heads(2)
            .causal()
            .layout(TokensFirst)
            .kv_capacity(128),
        None,
    );
}

/// The keys split into parts attended apart and combined (flash-decoding), forced: decode with
/// grouped heads, causal chunks against a cache (parts past a row's last key see nothing), the
/// additive mask with a hidden row, more parts than tiles, f16; and the automatic choice on a
/// long decode. All at d = 64, so that lavapipe compiles one split kernel per mask.
fn attention_with_split_keys(ctx: &GpuContext) {
    check::<f32>(
        ctx,
        &AttentionSpec::new(2, 4, 1, 64).kv_len(300).kv_heads(2).kv_splits(3),
        None,
    );
    check::<f32>(
        ctx,
        &AttentionSpec::new(1, 2, 21, 64).kv_len(250).causal().kv_splits(4),
        None,
    );
    check::<f32>(
        ctx,
        &AttentionSpec::new(1, 2, 9, 64).kv_len(330).additive_mask().kv_splits(5),
        Some(2),
    );
    // More parts than tiles: as many as there are tiles.
    check::<f32>(ctx, &AttentionSpec::new(1, 1, 3, 64).kv_len(150).kv_splits(50), None);
    check::<f32>(
        ctx,
        &AttentionSpec::new(1, 8, 1, 64)
            .kv_len(2000)
            .kv_heads(2)
            .causal()
            .layout(AttentionLayout::TokensFirst)
            .kv_capacity(2048),
        None,
    );
    if <half::f16 as crate::ops::Half16>::on(ctx.info()) {
        check::<half::f16>(
            ctx,
            &AttentionSpec::new(1, 2, 2, 64).kv_len(200).causal().kv_splits(5),
            None,
        );
    }
}

fn attention_matches_the_reference(ctx: &GpuContext) {
    let cases = [
        // Grouped-query heads, odd lengths, a head dimension that is not a power of two.
        (AttentionSpec::new(2, 4, 37, 80).kv_len(53).kv_heads(2), None),
        // Multi-query, causal, the smallest head dimension.
        (AttentionSpec::new(1, 3, 19, 1).kv_heads(1).causal(), None),
        (AttentionSpec::new(1, 3, 19, 32).kv_heads(1).causal().scale(0.3), None),
        // Fewer queries than keys (a chunk of a sequence against its KV cache): aligned to the end.
        (AttentionSpec::new(1, 2, 5, 64).kv_len(70).causal(), None),
        // More queries than keys: the first rows see nothing (zeros).
        (AttentionSpec::new(1, 2, 40, 128).kv_len(24).causal(), None),
        // The additive mask, one row hidden entirely, the largest head dimension.
        (AttentionSpec::new(1, 1, 17, 256).kv_len(33).additive_mask(), Some(5)),
        (AttentionSpec::new(2, 2, 9, 48).kv_len(130).additive_mask(), Some(0)),
        // One query (decode) against many keys.
        (AttentionSpec::new(1, 2, 1, 64).kv_len(300), None),
    ];
    for (spec, hidden_row) in &cases {
        check::<f32>(ctx, spec, *hidden_row);
    }
}

/// A long KV (4096 keys, causal, aligned to the end) and a long square one.
fn attention_over_long_sequences(ctx: &GpuContext) {
    check::<f32>(ctx, &AttentionSpec::new(1, 1, 128, 64).kv_len(4096).causal(), None);
    check::<f32>(ctx, &AttentionSpec::new(1, 2, 1024, 32).causal(), None);
}

/// f16 and bf16 inputs and outputs (f32 inside), where the device has the type; elsewhere the
/// op says it does not.
fn attention_in_16_bits(ctx: &GpuContext) {
    fn both<T: Element>(ctx: &GpuContext) {
        let info = ctx.info();
        if !T::on(info) {
            let x = ctx.upload(&[T::from_f64(1.0); 4]).unwrap();
            let e = ops::attention(ctx, &AttentionSpec::new(1, 1, 2, 2), &x, &x, &x).unwrap_err();
            assert!(matches!(e, GpuError::NotSupported(_)), "{}: {e:?}", info.id);
            skip!("{}: no {}", info.id, T::NAME);
            return;
        }
        check::<T>(
            ctx,
            &AttentionSpec::new(2, 4, 33, 64).kv_len(45).kv_heads(1).causal(),
            None,
        );
        check::<T>(
            ctx,
            &AttentionSpec::new(1, 2, 12, 128).kv_len(20).additive_mask(),
            Some(3),
        );
    }
    both::<half::f16>(ctx);
    both::<half::bf16>(ctx);
}

/// Bad shapes are errors naming what is wrong, before anything runs.
fn attention_refuses_bad_shapes(ctx: &GpuContext) {
    let buf = |n: usize| ctx.upload(&vec![0.5f32; n.max(1)]).unwrap();
    let refuse = |spec: AttentionSpec, lens: [usize; 4], mask: Option<usize>, want: &str| {
        let (q, k, v) = (buf(lens[0]), buf(lens[1]), buf(lens[2]));
        let mut o = buf(lens[3]);
        let m = mask.map(buf);
        let e = ops::attention_into(ctx, &spec, &q, &k, &v, &mut o, m.as_ref()).unwrap_err();
        assert!(matches!(e, GpuError::InvalidArgument(_)), "{e:?}");
        assert!(e.to_string().contains(want), "{want:?} not in: {e}");
    };
    let ok = AttentionSpec::new(1, 4, 8, 16);
    let n = 4 * 8 * 16;
    // The tensor-core kernel takes 16-bit elements and waves of 32 or 64 only.
    let (x, mut o) = (buf(n), buf(n));
    for (lanes, want) in [(32, "f16 or bf16"), (48, "waves of 32 or 64")] {
        let e = ops::attention_on_tensor_cores_into::<f32, _, _, _, _, anygpu::DeviceBuffer<f32>>(
            ctx, &ok, &x, &x, &x, &mut o, None, lanes,
        )
        .unwrap_err();
        assert!(
            matches!(e, GpuError::InvalidArgument(_)) && e.to_string().contains(want),
            "{e}"
        );
    }
    refuse(AttentionSpec { head_dim: 0, ..ok }, [n; 4], None, "head_dim 0");
    refuse(
        AttentionSpec { head_dim: 257, ..ok },
        [4 * 8 * 257; 4],
        None,
        "head_dim 257",
    );
    refuse(ok.kv_heads(3), [n; 4], None, "multiple of kv_heads");
    refuse(ok.kv_heads(0), [n; 4], None, "multiple of kv_heads");
    refuse(ok, [n, n - 1, n, n], None, "K has");
    refuse(ok, [n, n, n, n + 1], None, "the output has");
    refuse(ok.additive_mask(), [n; 4], None, "needs the mask buffer");
    refuse(ok.additive_mask(), [n; 4], Some(63), "the mask has 63 elements");
    refuse(ok.causal(), [n; 4], Some(64), "mask buffer was given");
    refuse(ok.scale(f32::NAN), [n; 4], None, "not finite");
    refuse(ok.kv_capacity(7), [n; 4], None, "kv_capacity 7 is less than kv_len 8");
    refuse(ok.kv_capacity(9), [n; 4], None, "K has");
}

/// The tensor-core kernel (f16 and bf16; what NVIDIA and AMD GPUs with matrix cores run), for
/// waves of 32 and 64 work-items: on the CPU device each work-item computes its wave's
/// matrices with the same arithmetic, so the kernel's tiling, masks and online softmax are
/// checked here. GPUs run it where they have the cores (and skip it otherwise).
fn attention_on_tensor_cores(ctx: &GpuContext) {
    let info = ctx.info();
    if !info.features.cooperative_matrices || info.kind == anygpu::DeviceKind::Wgpu {
        skip!("{}: no cooperative matrices (wgpu's are not enabled)", info.id);
        return;
    }
    fn cases<T: Element>(ctx: &GpuContext, lanes: u32) {
        if !T::on(ctx.info()) {
            return;
        }
        let on = |spec: AttentionSpec, hidden| check_on::<T>(ctx, &spec, hidden, Kernel::Waves(lanes));
        on(AttentionSpec::new(1, 1, 16, 80).kv_len(32), None);
        on(AttentionSpec::new(1, 1, 16, 48).kv_len(53), None);
        on(AttentionSpec::new(1, 1, 16, 64).kv_len(53), None);
        on(AttentionSpec::new(1, 1, 16, 80).kv_len(33), None);
        // Grouped-query heads, odd lengths, a head dimension of five tiles.
        on(AttentionSpec::new(2, 4, 37, 80).kv_len(53).kv_heads(2), None);
        // Causal with fewer, then more queries than keys (the first rows see nothing).
        on(AttentionSpec::new(1, 2, 70, 64).kv_len(150).causal(), None);
        on(AttentionSpec::new(1, 1, 40, 32).kv_len(24).causal(), None);
        // The additive mask with one row hidden, the smallest and the largest head dimensions.
        on(AttentionSpec::new(1, 1, 17, 8).kv_len(33).additive_mask(), Some(5));
        on(
            AttentionSpec::new(1, 1, 20, 256).kv_len(40).additive_mask().scale(0.2),
            Some(0),
        );
        // Tokens-first layouts inside a KV cache.
        on(
            AttentionSpec::new(1, 2, 18, 48)
                .kv_len(35)
                .layout(AttentionLayout::TokensFirst)
                .kv_layout(AttentionLayout::TokensFirst)
                .kv_capacity(40)
                .causal(),
            None,
        );
    }
    for lanes in [32, 64] {
        if info.kind != anygpu::DeviceKind::Cpu && lanes != info.subgroup_size {
            continue;
        }
        cases::<half::f16>(ctx, lanes);
        cases::<half::bf16>(ctx, lanes);
    }
}

/// The warpgroup kernel (f16 and bf16; what Hopper GPUs run, on `wgmma`): elsewhere its
/// `anygpu_wgmma` functions run as written, so the CPU device checks its tiling, masks and
/// softmax in registers here, and it refuses what it cannot run.
fn attention_on_warpgroups(ctx: &GpuContext) {
    let info = ctx.info();
    if info.kind == anygpu::DeviceKind::Wgpu {
        skip!("{}: the warpgroup kernel runs on the LLVM targets only", info.id);
        return;
    }
    // Its tiles for d = 128 take 72 KiB of workgroup memory: a GPU with less (a mock posing as
    // an AMD GPU, whose LDS is 64 KiB) refuses it, as that GPU would.
    if info.workgroup_memory_limit < 72 << 10 {
        let spec = AttentionSpec::new(1, 1, 64, 128).kv_len(64);
        let x = ctx.upload(&vec![half::f16::ZERO; 64 * 128]).unwrap();
        let mut o = ctx.upload(&vec![half::f16::ZERO; 64 * 128]).unwrap();
        let e = ops::attention_on_warpgroups_into::<half::f16, _, _, _, _, anygpu::DeviceBuffer<f32>>(
            ctx, &spec, &x, &x, &x, &mut o, None,
        )
        .unwrap_err();
        assert!(
            matches!(e, GpuError::NotSupported(_)) && e.to_string().contains("bytes of var<workgroup> memory"),
            "{e}"
        );
        return;
    }
    fn cases<T: Element>(ctx: &GpuContext) {
        if !T::on(ctx.info()) {
            return;
        }
        let on = |spec: AttentionSpec, hidden| check_on::<T>(ctx, &spec, hidden, Kernel::Warpgroups);
        on(AttentionSpec::new(1, 1, 64, 64).kv_len(64), None);
        // Two query blocks, odd lengths, more keys than queries, causal.
        on(AttentionSpec::new(1, 2, 130, 64).kv_len(150).causal(), None);
        // More queries than keys: the first rows see no key.
        on(AttentionSpec::new(1, 1, 96, 32).kv_len(64).causal(), None);
        // Grouped-query heads, a head dimension padded from 80 to 128, fewer keys than a tile.
        on(AttentionSpec::new(2, 4, 70, 80).kv_len(53).kv_heads(2), None);
        // The additive mask with one row hidden, d = 128 and a scale.
        on(
            AttentionSpec::new(1, 1, 100, 128)
                .kv_len(200)
                .additive_mask()
                .scale(0.2),
            Some(5),
        );
        // Tokens-first layouts inside a KV cache.
        on(
            AttentionSpec::new(1, 2, 66, 48)
                .kv_len(75)
                .layout(AttentionLayout::TokensFirst)
                .kv_layout(AttentionLayout::TokensFirst)
                .kv_capacity(80)
                .causal(),
            None,
        );
    }
    cases::<half::f16>(ctx);
    cases::<half::bf16>(ctx);
    let buf = |n: usize| ctx.upload(&vec![half::f16::ZERO; n]).unwrap();
    for (spec, want) in [
        (AttentionSpec::new(1, 1, 64, 136), "at most 128"),
        (AttentionSpec::new(1, 1, 64, 36), "multiple of 8"),
        (AttentionSpec::new(1, 1, 63, 64), "at least 64 queries"),
    ] {
        let n = spec.q_len * spec.head_dim;
        let (x, mut o) = (buf(n), buf(n));
        let e = ops::attention_on_warpgroups_into::<half::f16, _, _, _, _, anygpu::DeviceBuffer<f32>>(
            ctx, &spec, &x, &x, &x, &mut o, None,
        )
        .unwrap_err();
        assert!(
            matches!(e, GpuError::InvalidArgument(_)) && e.to_string().contains(want),
            "{e}"
        );
    }
}

/// The CPU device computes f32 attention with a native twin by default; without it, the WGSL
/// kernel every GPU runs (split keys included), which must meet the same bounds.
fn portable_attention_matches_the_reference(ctx: &GpuContext) {
    if !ctx.native_ops() {
        skip!("{}: runs the portable kernel in every test already", ctx.info().id);
        return;
    }
    ctx.set_native_ops(false);
    attention_matches_the_reference(ctx);
    attention_with_split_keys(ctx);
    attention_in_every_layout(ctx);
    attention_over_long_sequences(ctx);
}

context_tests! {
    attention_matches_the_reference,
    attention_on_tensor_cores,
    attention_on_warpgroups,
    portable_attention_matches_the_reference,
    attention_with_split_keys,
    attention_in_every_layout,
    attention_over_long_sequences,
    attention_in_16_bits,
    attention_refuses_bad_shapes,
}
