//! One decoder layer of a LLaMA-style transformer on random weights, on the best device (or
//! `ANYGPU_DEVICE`): embedding lookup → RMSNorm → Q, K, V projections → rotary embedding → causal
//! grouped-query attention over a KV cache → output projection → residual + RMSNorm (fused) → MLP
//! with a SiLU gate → residual + final RMSNorm → the logits of the last token and its argmax, the
//! next token. A prompt runs in one pass (prefill), then one token at a time (decode), each step
//! feeding the token it chose. Everything is checked against a plain f64 implementation in this
//! file fed the same tokens; it prints tokens per second for both phases.
//!
//! ```text
//! cargo run --release --example transformer_block                    # prompt 128, decode 32
//! cargo run --release --example transformer_block -- --prompt 512 --decode 64
//! ANYGPU_DEVICE=wgpu:0 cargo run --release --example transformer_block
//! ```

use std::time::Instant;

use anygpu::ops::{
    self, AttentionLayout, Binary, Epilogue, KvCache, MatmulSpec, RopeSpec, RopeStyle, RopeTable, Unary,
};
use anygpu::{default_device, DeviceBuffer, GpuContext};
use rand::{Rng, SeedableRng};

/// The layer's shape: a small LLaMA (grouped-query attention, 4 query heads per key/value head).
const D_MODEL: usize = 512;
const HEADS: usize = 8;
const KV_HEADS: usize = 2;
const HEAD_DIM: usize = D_MODEL / HEADS;
const FFN: usize = 1376;
const VOCAB: usize = 4096;
const EPS: f32 = 1e-5;
const ROPE_BASE: f64 = 10_000.0;

fn main() {
    anygpu::quiet_display_probing();
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

type Error = Box<dyn std::error::Error>;

fn run() -> Result<(), Error> {
    let (mut prompt, mut decode) = (128usize, 32usize);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().and_then(|v| v.parse::<usize>().ok());
        match (arg.as_str(), value) {
            ("--prompt", Some(v)) if v > 0 => prompt = v,
            ("--decode", Some(v)) => decode = v,
            _ => return Err(format!("usage: transformer_block [--prompt N (≥ 1)] [--decode N]; got `{arg}`").into()),
        }
    }
    let weights = Weights::random(0x5eed);
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let tokens: Vec<u32> = (0..prompt).map(|_| rng.random_range(0..VOCAB as u32)).collect();
    let ctx = default_device()?;
    println!(
        "one decoder layer (d_model {D_MODEL}, {HEADS} heads of {HEAD_DIM}, {KV_HEADS} key/value heads, MLP {FFN}, vocabulary {VOCAB}) on {} ({})",
        ctx.info().id,
        ctx.info().name
    );
    let model = DeviceModel::upload(&ctx, &weights, prompt + decode)?;

    // A short untimed run first: kernels compile and the matmuls' tuning happens here.
    let mut warm = model.new_cache(&ctx, prompt + decode)?;
    let first = model.step(&ctx, &mut warm, &tokens, 0)?;
    model.step(&ctx, &mut warm, &[argmax(&first)], prompt)?;

    let mut cache = model.new_cache(&ctx, prompt + decode)?;
    let start = Instant::now();
    let mut logits = model.step(&ctx, &mut cache, &tokens, 0)?;
    let prefill = start.elapsed().as_secs_f64();
    let mut steps = vec![logits.clone()];
    let mut fed = tokens.clone();
    let start = Instant::now();
    for _ in 0..decode {
        let next = argmax(&logits);
        fed.push(next);
        logits = model.step(&ctx, &mut cache, &[next], fed.len() - 1)?;
        steps.push(logits.clone());
    }
    let decoding = start.elapsed().as_secs_f64();

    // The f64 layer over the same tokens: the prompt at once, then each fed token.
    let mut reference = Reference::new(&weights);
    let mut worst = 0.0f64;
    for (i, got) in steps.iter().enumerate() {
        let want = if i == 0 {
            reference.step(&tokens)
        } else {
            reference.step(&[fed[prompt + i - 1]])
        };
        let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        for (g, w) in got.iter().zip(&want) {
            worst = worst.max((f64::from(*g) - w).abs() / scale);
        }
        // The token chosen is a largest logit of the f64 layer too, up to the f32 rounding.
        let chosen = argmax(got) as usize;
        let best = want.iter().cloned().fold(f64::MIN, f64::max);
        if want[chosen] < best - 1e-4 * scale {
            return Err(format!("step {i}: token {chosen} is not the f64 layer's largest logit").into());
        }
    }
    let tolerance = 1e-4;
    println!(
        "prefill: {prompt} tokens in {:.2} ms = {:.0} tokens/s",
        prefill * 1e3,
        prompt as f64 / prefill
    );
    if decode > 0 {
        println!(
            "decode: {decode} tokens in {:.2} ms = {:.1} tokens/s ({:.2} ms per token)",
            decoding * 1e3,
            decode as f64 / decoding,
            decoding * 1e3 / decode as f64
        );
    }
    println!(
        "checked against f64: largest logit error {worst:.2e} of the largest logit (tolerance {tolerance:.0e}); tokens {:?}…",
        &fed[prompt..fed.len().min(prompt + 8)]
    );
    if worst > tolerance {
        return Err(format!("the logits differ from the f64 layer's by {worst:.2e}").into());
    }
    Ok(())
}

/// The index of the largest value.
fn argmax(x: &[f32]) -> u32 {
    (0..x.len()).fold(0, |b, i| if x[i] > x[b] { i } else { b }) as u32
}

/// The layer's weights, row-major `[in, out]` (`y = x · W`).
struct Weights {
    embed: Vec<f32>,
    attn_norm: Vec<f32>,
    wq: Vec<f32>,
    wk: Vec<f32>,
    wv: Vec<f32>,
    wo: Vec<f32>,
    mlp_norm: Vec<f32>,
    w_gate: Vec<f32>,
    w_up: Vec<f32>,
    w_down: Vec<f32>,
    final_norm: Vec<f32>,
    lm_head: Vec<f32>,
}

impl Weights {
    /// Uniform weights scaled by 1/√fan-in, so activations stay near 1.
    fn random(seed: u64) -> Self {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut matrix = |rows: usize, cols: usize| -> Vec<f32> {
            let s = (3.0 / rows as f32).sqrt();
            (0..rows * cols).map(|_| rng.random_range(-s..s)).collect()
        };
        let (wq, wk, wv) = (
            matrix(D_MODEL, HEADS * HEAD_DIM),
            matrix(D_MODEL, KV_HEADS * HEAD_DIM),
            matrix(D_MODEL, KV_HEADS * HEAD_DIM),
        );
        let wo = matrix(HEADS * HEAD_DIM, D_MODEL);
        let (w_gate, w_up, w_down) = (matrix(D_MODEL, FFN), matrix(D_MODEL, FFN), matrix(FFN, D_MODEL));
        let lm_head = matrix(D_MODEL, VOCAB);
        let embed: Vec<f32> = (0..VOCAB * D_MODEL).map(|_| rng.random_range(-1.0..1.0)).collect();
        let mut norm = || -> Vec<f32> { (0..D_MODEL).map(|_| rng.random_range(0.8..1.2)).collect() };
        Weights {
            embed,
            attn_norm: norm(),
            wq,
            wk,
            wv,
            wo,
            mlp_norm: norm(),
            w_gate,
            w_up,
            w_down,
            final_norm: norm(),
            lm_head,
        }
    }
}

/// The weights on the device, and the rotary table.
struct DeviceModel {
    embed: DeviceBuffer<f32>,
    attn_norm: DeviceBuffer<f32>,
    wq: DeviceBuffer<f32>,
    wk: DeviceBuffer<f32>,
    wv: DeviceBuffer<f32>,
    wo: DeviceBuffer<f32>,
    mlp_norm: DeviceBuffer<f32>,
    w_gate: DeviceBuffer<f32>,
    w_up: DeviceBuffer<f32>,
    w_down: DeviceBuffer<f32>,
    final_norm: DeviceBuffer<f32>,
    lm_head: DeviceBuffer<f32>,
    rope: RopeTable,
}

impl DeviceModel {
    fn upload(ctx: &GpuContext, w: &Weights, positions: usize) -> Result<Self, Error> {
        Ok(DeviceModel {
            embed: ctx.upload(&w.embed)?,
            attn_norm: ctx.upload(&w.attn_norm)?,
            wq: ctx.upload(&w.wq)?,
            wk: ctx.upload(&w.wk)?,
            wv: ctx.upload(&w.wv)?,
            wo: ctx.upload(&w.wo)?,
            mlp_norm: ctx.upload(&w.mlp_norm)?,
            w_gate: ctx.upload(&w.w_gate)?,
            w_up: ctx.upload(&w.w_up)?,
            w_down: ctx.upload(&w.w_down)?,
            final_norm: ctx.upload(&w.final_norm)?,
            lm_head: ctx.upload(&w.lm_head)?,
            rope: RopeTable::new(ctx, HEAD_DIM, positions, ROPE_BASE)?,
        })
    }

    fn new_cache(&self, ctx: &GpuContext, capacity: usize) -> Result<KvCache<f32>, Error> {
        Ok(KvCache::new(ctx, 1, KV_HEADS, capacity, HEAD_DIM)?)
    }

    /// The layer over `tokens` at positions `pos..`, appending their keys and values to
    /// `cache`; the logits of the last token (read back: the next token is chosen on the host).
    fn step(&self, ctx: &GpuContext, cache: &mut KvCache<f32>, tokens: &[u32], pos: usize) -> Result<Vec<f32>, Error> {
        let n = tokens.len();
        let mm = |a: &DeviceBuffer<f32>, w: &DeviceBuffer<f32>, k: usize, out: usize, act: Option<Unary>| {
            let mut c = ctx.alloc::<f32>(n * out)?;
            let epilogue = Epilogue {
                bias: None,
                activation: act,
            };
            ops::matmul_with(ctx, &MatmulSpec::new(n, k, out), a, w, &mut c, epilogue).map(|()| c)
        };
        // The residual stream `h`, then the attention's input.
        let mut h = ops::gather_rows(ctx, &self.embed, D_MODEL, &ctx.upload(tokens)?)?;
        let mut y = ctx.alloc::<f32>(n * D_MODEL)?;
        ops::rms_norm_affine_into(ctx, &h, &mut y, &self.attn_norm, EPS)?;
        // Q, K and V come out tokens-first (`[n, heads, head_dim]`): rotated, cached and
        // attended in that layout, with no transpose.
        let mut q = mm(&y, &self.wq, D_MODEL, HEADS * HEAD_DIM, None)?;
        let mut k = mm(&y, &self.wk, D_MODEL, KV_HEADS * HEAD_DIM, None)?;
        let v = mm(&y, &self.wv, D_MODEL, KV_HEADS * HEAD_DIM, None)?;
        let rope = |heads: usize| {
            RopeSpec::new(1, heads, n, HEAD_DIM)
                .offset(pos)
                .layout(AttentionLayout::TokensFirst)
                .style(RopeStyle::Halves)
        };
        ops::rope(ctx, &rope(HEADS), &self.rope, &mut q)?;
        ops::rope(ctx, &rope(KV_HEADS), &self.rope, &mut k)?;
        cache.append(ctx, &k, &v, AttentionLayout::TokensFirst)?;
        let mut attended = ctx.alloc::<f32>(n * HEADS * HEAD_DIM)?;
        let spec = cache.spec(HEADS, n, AttentionLayout::TokensFirst);
        ops::attention_into::<f32, _, _, _, _, DeviceBuffer<f32>>(
            ctx,
            &spec,
            &q,
            cache.keys(),
            cache.values(),
            &mut attended,
            None,
        )?;
        let projected = mm(&attended, &self.wo, HEADS * HEAD_DIM, D_MODEL, None)?;
        // h += attention; the MLP's input is its norm.
        ops::residual_rms_norm_into(ctx, &projected, &mut h, &mut y, &self.mlp_norm, EPS)?;
        let gate = mm(&y, &self.w_gate, D_MODEL, FFN, Some(Unary::Silu))?;
        let up = mm(&y, &self.w_up, D_MODEL, FFN, None)?;
        let mut gated = ctx.alloc::<f32>(n * FFN)?;
        ops::binary_into(ctx, Binary::Mul, &gate, &up, &mut gated)?;
        let down = mm(&gated, &self.w_down, FFN, D_MODEL, None)?;
        // h += MLP, then the final norm; the logits of the last token only.
        ops::residual_rms_norm_into(ctx, &down, &mut h, &mut y, &self.final_norm, EPS)?;
        let last = ops::gather_rows(ctx, &y, D_MODEL, &ctx.upload(&[n as u32 - 1])?)?;
        let mut logits = ctx.alloc::<f32>(VOCAB)?;
        ops::matmul(ctx, &last, &self.lm_head, &mut logits, 1, D_MODEL, VOCAB)?;
        Ok(ctx.download(&logits)?)
    }
}

/// The same layer in f64 on the host, with its own KV cache (the reference).
struct Reference<'a> {
    w: &'a Weights,
    keys: Vec<Vec<f64>>,
    values: Vec<Vec<f64>>,
}

impl<'a> Reference<'a> {
    fn new(w: &'a Weights) -> Self {
        Reference {
            w,
            keys: Vec::new(),
            values: Vec::new(),
        }
    }

    fn matvec(x: &[f64], w: &[f32], out: usize) -> Vec<f64> {
        let mut y = vec![0.0; out];
        for (i, &xi) in x.iter().enumerate() {
            for (o, yo) in y.iter_mut().enumerate() {
                *yo += xi * f64::from(w[i * out + o]);
            }
        }
        y
    }

    fn rms_norm(x: &[f64], weight: &[f32]) -> Vec<f64> {
        let ms = x.iter().map(|v| v * v).sum::<f64>() / x.len() as f64;
        let inv = 1.0 / (ms + f64::from(EPS)).sqrt();
        x.iter().zip(weight).map(|(v, &g)| v * inv * f64::from(g)).collect()
    }

    /// Rotates each head of `x` (halves pairing) by position `pos`.
    fn rope(x: &mut [f64], pos: usize) {
        let half = HEAD_DIM / 2;
        for head in x.chunks_mut(HEAD_DIM) {
            for i in 0..half {
                let angle = pos as f64 * ROPE_BASE.powf(-2.0 * i as f64 / HEAD_DIM as f64);
                let (c, s) = (f64::from(angle.cos() as f32), f64::from(angle.sin() as f32));
                let (a, b) = (head[i], head[i + half]);
                head[i] = a * c - b * s;
                head[i + half] = a * s + b * c;
            }
        }
    }

    /// The layer over `tokens`; the last token's logits.
    fn step(&mut self, tokens: &[u32]) -> Vec<f64> {
        let w = self.w;
        let mut last = Vec::new();
        let start = self.keys.len();
        let mut hs = Vec::new();
        let mut qs = Vec::new();
        for (t, &token) in tokens.iter().enumerate() {
            let h: Vec<f64> = w.embed[token as usize * D_MODEL..][..D_MODEL]
                .iter()
                .map(|&v| f64::from(v))
                .collect();
            let y = Self::rms_norm(&h, &w.attn_norm);
            let mut q = Self::matvec(&y, &w.wq, HEADS * HEAD_DIM);
            let mut k = Self::matvec(&y, &w.wk, KV_HEADS * HEAD_DIM);
            Self::rope(&mut q, start + t);
            Self::rope(&mut k, start + t);
            self.keys.push(k);
            self.values.push(Self::matvec(&y, &w.wv, KV_HEADS * HEAD_DIM));
            hs.push(h);
            qs.push(q);
        }
        for (t, (mut h, q)) in hs.into_iter().zip(qs).enumerate() {
            // Causal: token start + t sees the cache up to itself.
            let seen = start + t + 1;
            let mut attended = vec![0.0; HEADS * HEAD_DIM];
            for head in 0..HEADS {
                let kv = head / (HEADS / KV_HEADS);
                let qh = &q[head * HEAD_DIM..][..HEAD_DIM];
                let scores: Vec<f64> = (0..seen)
                    .map(|j| {
                        let kj = &self.keys[j][kv * HEAD_DIM..][..HEAD_DIM];
                        qh.iter().zip(kj).map(|(a, b)| a * b).sum::<f64>() / (HEAD_DIM as f64).sqrt()
                    })
                    .collect();
                let m = scores.iter().cloned().fold(f64::MIN, f64::max);
                let e: Vec<f64> = scores.iter().map(|s| (s - m).exp()).collect();
                let total: f64 = e.iter().sum();
                for (j, ej) in e.iter().enumerate() {
                    let vj = &self.values[j][kv * HEAD_DIM..][..HEAD_DIM];
                    for c in 0..HEAD_DIM {
                        attended[head * HEAD_DIM + c] += ej / total * vj[c];
                    }
                }
            }
            let projected = Self::matvec(&attended, &w.wo, D_MODEL);
            h.iter_mut().zip(&projected).for_each(|(a, b)| *a += b);
            let y = Self::rms_norm(&h, &w.mlp_norm);
            let gate = Self::matvec(&y, &w.w_gate, FFN);
            let up = Self::matvec(&y, &w.w_up, FFN);
            let gated: Vec<f64> = gate.iter().zip(&up).map(|(g, u)| g / (1.0 + (-g).exp()) * u).collect();
            let down = Self::matvec(&gated, &w.w_down, D_MODEL);
            h.iter_mut().zip(&down).for_each(|(a, b)| *a += b);
            if t + 1 == tokens.len() {
                last = Self::matvec(&Self::rms_norm(&h, &w.final_norm), &w.lm_head, VOCAB);
            }
        }
        last
    }
}
