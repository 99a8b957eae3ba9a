//! The ops around a transformer's attention against f64 references: the fused residual + RMS
//! norm, top-k along rows, rotary position embedding (both pairings, both layouts, a partial
//! rotary dimension, an offset), embedding lookup (an index past the table gives zeros) and the
//! KV cache (appends in either layout; attention over the cache the same as over plain K and V);
//! and the errors bad shapes get.

use anygpu::ops::{self, AttentionLayout, AttentionSpec, KvCache, RopeSpec, RopeStyle, RopeTable};
use anygpu::{GpuContext, GpuError};
use rand::Rng;

use crate::common::*;

fn invalid(e: GpuError, want: &str) {
    assert!(matches!(e, GpuError::InvalidArgument(_)), "{e:?}");
    assert!(e.to_string().contains(want), "{want:?} not in: {e}");
}

/// `h += x`, then `y = h / sqrt(mean(h²) + eps) · weight`, per row.
fn residual_rms_norm_matches_the_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for (rows, cols) in [(1usize, 1usize), (3, 300), (5, 1024), (2, 4099)] {
        let x = rand_f32s(&mut rng, rows * cols, -1.0, 1.0);
        let h0 = rand_f32s(&mut rng, rows * cols, -4.0, 4.0);
        let w = rand_f32s(&mut rng, cols, 0.5, 2.0);
        let (dx, dw) = (ctx.upload(&x).unwrap(), ctx.upload(&w).unwrap());
        let mut dh = ctx.upload(&h0).unwrap();
        let mut dy = ctx.upload(&vec![f32::NAN; rows * cols]).unwrap();
        ops::residual_rms_norm_into(ctx, &dx, &mut dh, &mut dy, &dw, 1e-6).unwrap();
        let (h, y) = (ctx.download(&dh).unwrap(), ctx.download(&dy).unwrap());
        for r in 0..rows {
            let sums: Vec<f32> = (0..cols).map(|c| h0[r * cols + c] + x[r * cols + c]).collect();
            let ms = sums.iter().map(|&v| f64::from(v) * f64::from(v)).sum::<f64>() / cols as f64;
            let inv = 1.0 / (ms + 1e-6).sqrt();
            let depth = (cols / 256) as f64 + 10.0;
            for c in 0..cols {
                let i = r * cols + c;
                assert_eq!(h[i], sums[c], "{dev}: h[{r},{c}] of {rows}×{cols}");
                let want = f64::from(sums[c]) * inv * f64::from(w[c]);
                assert!(
                    (f64::from(y[i]) - want).abs() <= 2e-6 * depth * (want.abs() + 1e-3),
                    "{dev}: y[{r},{c}] of {rows}×{cols} = {}, want {want}",
                    y[i]
                );
            }
        }
    }
    let (x, w) = (ctx.upload(&[1.0f32; 12]).unwrap(), ctx.upload(&[1.0f32; 5]).unwrap());
    let mut h = ctx.upload(&[1.0f32; 12]).unwrap();
    let e = ops::residual_rms_norm_into(ctx, &x, &mut h, &mut ctx.alloc::<f32>(12).unwrap(), &w, 1e-6);
    invalid(e.unwrap_err(), "not rows of 5 columns");
    let e = ops::residual_rms_norm_into(ctx, &x, &mut h, &mut ctx.alloc::<f32>(11).unwrap(), &w, 1e-6);
    invalid(e.unwrap_err(), "y");
}

/// The k best of each row in argmax's order (NaN first, ties to the smaller column).
fn top_k_rows_matches_the_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    for (rows, cols, k) in [(1usize, 1usize, 1usize), (4, 37, 5), (3, 1000, 40), (2, 300, 300)] {
        // Few distinct values: many ties.
        let mut x: Vec<f32> = (0..rows * cols)
            .map(|_| rng.random_range(0..25) as f32 - 12.0)
            .collect();
        if cols > 20 {
            x[cols + 17] = f32::NAN;
            x[cols + 3] = f32::NAN;
            x[2] = f32::INFINITY;
        }
        let (values, indices) = ops::top_k_rows(ctx, &ctx.upload(&x).unwrap(), cols, k).unwrap();
        let (values, indices) = (ctx.download(&values).unwrap(), ctx.download(&indices).unwrap());
        for r in 0..rows {
            let row = &x[r * cols..(r + 1) * cols];
            let mut order: Vec<usize> = (0..cols).collect();
            // NaN above everything, then larger values, then smaller columns.
            order.sort_by(|&a, &b| {
                let key = |i: usize| (!row[i].is_nan(), if row[i].is_nan() { 0.0 } else { -row[i] });
                key(a).partial_cmp(&key(b)).unwrap().then(a.cmp(&b))
            });
            for j in 0..k {
                let (want_i, got_i) = (order[j], indices[r * k + j] as usize);
                assert_eq!(got_i, want_i, "{dev}: index {j} of row {r} ({rows}×{cols}, k {k})");
                assert_eq!(
                    values[r * k + j].to_bits(),
                    row[want_i].to_bits(),
                    "{dev}: value {j} of row {r}"
                );
            }
        }
    }
    let x = ctx.upload(&[1.0f32; 12]).unwrap();
    invalid(ops::top_k_rows(ctx, &x, 4, 0).unwrap_err(), "k is 0");
    invalid(ops::top_k_rows(ctx, &x, 4, 5).unwrap_err(), "k is 5");
    invalid(ops::top_k_rows(ctx, &x, 5, 1).unwrap_err(), "not rows of 5 columns");
}

/// `x` (`[batch, heads, len, d]` heads-first) rotated in f64 by the table's rounded cos and sin.
fn rope_reference(x: &[f64], spec: &RopeSpec, rotary_dim: usize, base: f64) -> Vec<f64> {
    let (d, half) = (spec.head_dim, rotary_dim / 2);
    let mut out = x.to_vec();
    for row in 0..spec.batch * spec.heads * spec.len {
        let pos = spec.offset + row % spec.len;
        for i in 0..half {
            let angle = pos as f64 * base.powf(-2.0 * i as f64 / rotary_dim as f64);
            let (c, s) = (f64::from(angle.cos() as f32), f64::from(angle.sin() as f32));
            let (ia, ib) = match spec.style {
                RopeStyle::Interleaved => (2 * i, 2 * i + 1),
                RopeStyle::Halves => (i, i + half),
            };
            let (a, b) = (x[row * d + ia], x[row * d + ib]);
            out[row * d + ia] = a * c - b * s;
            out[row * d + ib] = a * s + b * c;
        }
    }
    out
}

/// `x` (`[batch, heads, len, d]`) as `layout` lays it out, and back.
fn tokens_first<T: Copy>(x: &[T], (batch, heads, len, d): (usize, usize, usize, usize), back: bool) -> Vec<T> {
    let mut out = x.to_vec();
    for b in 0..batch {
        for h in 0..heads {
            for s in 0..len {
                let hf = ((b * heads + h) * len + s) * d;
                let tf = ((b * len + s) * heads + h) * d;
                let (from, to) = if back { (tf, hf) } else { (hf, tf) };
                out[to..to + d].copy_from_slice(&x[from..from + d]);
            }
        }
    }
    out
}

fn rope_matches_the_reference(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let base = 10_000.0;
    let table = RopeTable::new(ctx, 64, 5000, base).unwrap();
    let partial = RopeTable::new(ctx, 16, 64, 500_000.0).unwrap();
    let cases = [
        (RopeSpec::new(2, 3, 7, 64), &table, base),
        (
            RopeSpec::new(1, 4, 9, 64).offset(4000).style(RopeStyle::Halves),
            &table,
            base,
        ),
        (
            RopeSpec::new(2, 2, 5, 80).layout(AttentionLayout::TokensFirst),
            &table,
            base,
        ),
        (
            RopeSpec::new(1, 3, 6, 24)
                .offset(50)
                .style(RopeStyle::Halves)
                .layout(AttentionLayout::TokensFirst),
            &partial,
            500_000.0,
        ),
    ];
    for (spec, table, base) in cases {
        let shape = (spec.batch, spec.heads, spec.len, spec.head_dim);
        let x = rand_f32s(&mut rng, spec.batch * spec.heads * spec.len * spec.head_dim, -1.0, 1.0);
        let want = rope_reference(
            &x.iter().map(|&v| f64::from(v)).collect::<Vec<_>>(),
            &spec,
            table.rotary_dim(),
            base,
        );
        let tf = spec.layout == AttentionLayout::TokensFirst;
        let mut dx = ctx
            .upload(&if tf { tokens_first(&x, shape, false) } else { x.clone() })
            .unwrap();
        ops::rope(ctx, &spec, table, &mut dx).unwrap_or_else(|e| panic!("{dev}: {spec:?}: {e}"));
        let got = ctx.download(&dx).unwrap();
        let got = if tf { tokens_first(&got, shape, true) } else { got };
        for (n, (&g, &w)) in got.iter().zip(&want).enumerate() {
            assert!(
                (f64::from(g) - w).abs() <= 4e-7,
                "{dev}: {spec:?}: x[{n}] = {g}, want {w}"
            );
        }
    }
    // f16 rows, rounded once.
    if <half::f16 as crate::ops::Half16>::on(ctx.info()) {
        let spec = RopeSpec::new(1, 2, 3, 64).offset(10);
        let x: Vec<half::f16> = rand_f32s(&mut rng, 2 * 3 * 64, -1.0, 1.0)
            .into_iter()
            .map(half::f16::from_f32)
            .collect();
        let want = rope_reference(&x.iter().map(|v| v.to_f64()).collect::<Vec<_>>(), &spec, 64, base);
        let mut dx = ctx.upload(&x).unwrap();
        ops::rope(ctx, &spec, &table, &mut dx).unwrap();
        for (n, (g, &w)) in ctx.download(&dx).unwrap().iter().zip(&want).enumerate() {
            assert!(
                (g.to_f64() - w).abs() <= w.abs() * 4.9e-4 + 1e-6,
                "{dev}: f16 x[{n}] = {g}, want {w}"
            );
        }
    }
    let mut x = ctx.upload(&vec![0.0f32; 2 * 64]).unwrap();
    invalid(
        ops::rope(ctx, &RopeSpec::new(1, 1, 2, 64).offset(4999), &table, &mut x).unwrap_err(),
        "past the table's 5000 positions",
    );
    invalid(
        ops::rope(
            ctx,
            &RopeSpec::new(1, 1, 2, 32),
            &table,
            &mut ctx.upload(&[0.0f32; 64]).unwrap(),
        )
        .unwrap_err(),
        "rotates 64 features of a 32-feature head",
    );
    invalid(
        ops::rope(ctx, &RopeSpec::new(1, 1, 3, 64), &table, &mut x).unwrap_err(),
        "x has 128 elements",
    );
    invalid(RopeTable::new(ctx, 7, 10, base).err().unwrap(), "rotary_dim is 7");
    invalid(RopeTable::new(ctx, 8, 10, f64::NAN).err().unwrap(), "base");
}

/// Rows picked by index; an index past the table gives zeros.
fn gather_rows_picks_rows(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let (rows, cols) = (50usize, 37usize);
    let table = rand_f32s(&mut rng, rows * cols, -1.0, 1.0);
    let indices: Vec<u32> = vec![3, 0, 49, 3, 50, u32::MAX, 17];
    let out = ops::gather_rows(ctx, &ctx.upload(&table).unwrap(), cols, &ctx.upload(&indices).unwrap()).unwrap();
    let out = ctx.download(&out).unwrap();
    for (i, &ix) in indices.iter().enumerate() {
        for c in 0..cols {
            let want = table
                .get(ix as usize * cols + c)
                .filter(|_| (ix as usize) < rows)
                .copied()
                .unwrap_or(0.0);
            assert_eq!(
                out[i * cols + c].to_bits(),
                want.to_bits(),
                "{dev}: row {i} (index {ix}), column {c}"
            );
        }
    }
    if <half::f16 as crate::ops::Half16>::on(ctx.info()) {
        let t16: Vec<half::f16> = table.iter().map(|&v| half::f16::from_f32(v)).collect();
        let out = ops::gather_rows(ctx, &ctx.upload(&t16).unwrap(), cols, &ctx.upload(&[7u32, 1]).unwrap()).unwrap();
        let out = ctx.download(&out).unwrap();
        assert_eq!(&out[..cols], &t16[7 * cols..8 * cols], "{dev}: f16 row 7");
        assert_eq!(&out[cols..], &t16[cols..2 * cols], "{dev}: f16 row 1");
    }
    let t = ctx.upload(&[1.0f32; 12]).unwrap();
    let ix = ctx.upload(&[0u32; 2]).unwrap();
    invalid(ops::gather_rows(ctx, &t, 5, &ix).unwrap_err(), "not rows of 5");
    let mut out = ctx.alloc::<f32>(7).unwrap();
    invalid(
        ops::gather_rows_into(ctx, &t, 4, &ix, &mut out).unwrap_err(),
        "out has 7 elements",
    );
}

/// Appends in both layouts fill the cache's rows; attention over the cache (spare rows and all)
/// gives the bits attention over the same keys and values in plain buffers gives.
fn kv_cache_appends_and_attends(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let mut rng = rand::rng();
    let (batch, kv_heads, q_heads, d, capacity) = (2usize, 2usize, 4usize, 32usize, 16usize);
    let mut cache = KvCache::<f32>::new(ctx, batch, kv_heads, capacity, d).unwrap();
    // 5 tokens heads-first, then 3 tokens-first (as a projection gives them).
    let first = (
        rand_f32s(&mut rng, batch * kv_heads * 5 * d, -1.0, 1.0),
        rand_f32s(&mut rng, batch * kv_heads * 5 * d, -1.0, 1.0),
    );
    let second = (
        rand_f32s(&mut rng, batch * kv_heads * 3 * d, -1.0, 1.0),
        rand_f32s(&mut rng, batch * kv_heads * 3 * d, -1.0, 1.0),
    );
    let up = |v: &[f32]| ctx.upload(v).unwrap();
    cache
        .append(ctx, &up(&first.0), &up(&first.1), AttentionLayout::HeadsFirst)
        .unwrap();
    let shape = (batch, kv_heads, 3, d);
    cache
        .append(
            ctx,
            &up(&tokens_first(&second.0, shape, false)),
            &up(&tokens_first(&second.1, shape, false)),
            AttentionLayout::TokensFirst,
        )
        .unwrap();
    assert_eq!(cache.len(), 8);
    // The plain K and V: each head's 5 + 3 rows.
    let plain = |a: &[f32], b: &[f32]| -> Vec<f32> {
        let mut out = Vec::new();
        for bh in 0..batch * kv_heads {
            out.extend_from_slice(&a[bh * 5 * d..(bh + 1) * 5 * d]);
            out.extend_from_slice(&b[bh * 3 * d..(bh + 1) * 3 * d]);
        }
        out
    };
    let (k, v) = (plain(&first.0, &second.0), plain(&first.1, &second.1));
    let keys = ctx.download(cache.keys()).unwrap();
    for bh in 0..batch * kv_heads {
        assert_eq!(
            &keys[bh * capacity * d..(bh * capacity + 8) * d],
            &k[bh * 8 * d..(bh + 1) * 8 * d],
            "{dev}: the cache's keys of head {bh}"
        );
    }
    // Two new queries per sequence, tokens-first, over the cache; and over plain K and V.
    let q = rand_f32s(&mut rng, batch * 2 * q_heads * d, -1.0, 1.0);
    let spec = cache.spec(q_heads, 2, AttentionLayout::TokensFirst);
    let mut o = ctx.alloc::<f32>(q.len()).unwrap();
    ops::attention_into::<f32, _, _, _, _, anygpu::DeviceBuffer<f32>>(
        ctx,
        &spec,
        &up(&q),
        cache.keys(),
        cache.values(),
        &mut o,
        None,
    )
    .unwrap();
    let plain_spec = AttentionSpec::new(batch, q_heads, 2, d)
        .kv_len(8)
        .kv_heads(kv_heads)
        .causal()
        .layout(AttentionLayout::TokensFirst);
    let want = ops::attention(ctx, &plain_spec, &up(&q), &up(&k), &up(&v)).unwrap();
    let (got, want) = (ctx.download(&o).unwrap(), ctx.download(&want).unwrap());
    for (n, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(
            g.to_bits(),
            w.to_bits(),
            "{dev}: out[{n}] over the cache {g}, plain {w}"
        );
    }
    cache
        .append(ctx, &up(&first.0), &up(&first.0), AttentionLayout::HeadsFirst)
        .unwrap();
    let e = cache.append(ctx, &up(&first.0), &up(&first.0), AttentionLayout::HeadsFirst);
    invalid(e.unwrap_err(), "5 more tokens after 13 overflow the cache's 16");
    let e = cache.append(ctx, &up(&first.0[1..]), &up(&first.0[1..]), AttentionLayout::HeadsFirst);
    invalid(e.unwrap_err(), "whole number");
}

context_tests! {
    residual_rms_norm_matches_the_reference,
    top_k_rows_matches_the_reference,
    rope_matches_the_reference,
    gather_rows_picks_rows,
    kv_cache_appends_and_attends,
}
