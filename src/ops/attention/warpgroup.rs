//! Attention on Hopper's warpgroup multiply-adds (`wgmma` on sm_90a), f16 and bf16, head
//! dimensions up to 128: the FlashAttention-2 loop with both products on `wgmma` and the online
//! softmax in registers.
//!
//! Measured first (H100, 2026-11-27, `gemm-bench --only attention`): the cooperative-matrix
//! kernel (`attention_mma_wgsl`) reached 7–18 TFLOP/s, 0.02–0.08 of PyTorch's
//! `scaled_dot_product_attention` (which took 0.13 ms at 16 heads × 4096² × d 64, causal). Its
//! hottest loop holds 35 instructions per HMMA, and Nsight Compute counted about 58 executed
//! per HMMA at 20 % of the issue slots: its scores go through workgroup memory, one work-item
//! per row does the softmax, and every output tile is rescaled through workgroup memory,
//! because a cooperative matrix's elements cannot be reached. A warpgroup's
//! accumulators are an `array<f32, N>` per work-item in a layout the kernel knows (`anygpu_wgmma`'s
//! body), so here scores, maxima, sums and the rescaling never leave registers.
//!
//! A workgroup is one or two warpgroups of 128 work-items ([`groups`]), each owning 64 query
//! rows; per tile of 64 keys:
//! - K and V are copied (16-byte units, `cp.async` on sm_90) into one of two stages (V into its
//!   only one at d = 128: [`v_stages`]), the next tile's copies in flight during this tile's
//!   arithmetic, both in `wgmma`'s 128-byte swizzle:
//!   a line of 128 bytes is 64 of the head dimension of one key, so K is a K-major B operand
//!   and V an MN-major one with the same bytes;
//! - `S = Q·Kᵀ` (64 × 64 per warpgroup; Q staged once the same way), one `wgmma` per 16 of
//!   the head dimension;
//! - each work-item holds 32 scores of two rows (`anygpu_wgmma`'s layout: row `l / 4` and
//!   `l / 4 + 8` of its wave's 16, columns `8·(x / 4) + 2·(l % 4) + x % 2`): it scales them
//!   into base 2, masks, takes the rows' maxima across the four work-items that share them
//!   (`subgroupShuffleXor` 1 and 2), rescales its output accumulators and running sums, and
//!   stores the probabilities, rounded to the element type as FlashAttention-2 does, into
//!   the warpgroup's A tile;
//! - `O += P·V` (64 × d), one `wgmma` per 16 keys.
//!
//! The sums are reduced across the four work-items once, at the end. A row that has seen no
//! key yet keeps maximum −∞ and probabilities 0, and a row that sees none writes zeros (as
//! the other kernels do). Workgroups take query blocks from the last one down, so the causal
//! mask's longest blocks start first.
//!
//! Everywhere but sm_90a the `anygpu_wgmma` functions run as written and the shuffles as
//! subgroup operations: the CPU device runs this kernel in the tests, with the same tiling,
//! masks and softmax.

use super::{AttentionMask, AttentionSpec, PARAMS_WGSL};
use crate::ops::matmul::mma::{warpgroup_helpers, warpgroup_mma_functions};
use crate::KernelSource;

/// Keys per tile: a 64 × 64 score accumulator (32 floats per work-item) next to the output's
/// d / 2 (64 at d = 128).
const KEYS: u32 = 64;
/// Warpgroups per workgroup, each with 64 query rows sharing the K and V tiles: two at d = 64
/// (121 registers on sm_90a, so two workgroups share a multiprocessor), one at d = 128 (158–174
/// registers: two warpgroups in one workgroup would fill a multiprocessor alone and, meeting
/// at the same barriers, run their softmax and their multiply-adds at the same time; as two
/// workgroups they overlap, as FlashAttention-3 arranges on purpose).
fn groups(dim: u32) -> u32 {
    if dim <= 64 {
        2
    } else {
        1
    }
}

/// Query rows per workgroup for head dimension `dim` (padded).
pub(super) fn rows(dim: u32) -> u32 {
    64 * groups(dim)
}
/// 16-byte units in one 64-wide panel of 64 lines (rows or keys): 8 KiB, 8 swizzle atoms.
const PANEL: u32 = 512;

/// Why the warpgroup kernel cannot run `spec` for elements of `name`, if it cannot: it takes
/// f16 or bf16, d up to 128 and a multiple of 8, every row, head and batch of Q, K and V
/// starting on 16 bytes (the copies move 16-byte units), and at least one query block.
pub(super) fn unfit(spec: &AttentionSpec, name: &str) -> Option<String> {
    let q = spec.layout.strides(spec.q_heads, spec.q_len, spec.head_dim);
    let kv = spec.kv_layout.strides(spec.kv_heads, spec.capacity(), spec.head_dim);
    if name == "f32" {
        Some("takes f16 or bf16, not f32".into())
    } else if spec.head_dim > 128 || spec.head_dim % 8 != 0 {
        Some(format!(
            "takes a head dimension of at most 128 and a multiple of 8, not {}",
            spec.head_dim
        ))
    } else if !q.iter().chain(&kv).all(|s| s % 8 == 0) {
        Some(format!(
            "takes strides that are multiples of 8 elements, not {q:?} (Q) and {kv:?} (K, V)"
        ))
    } else if spec.q_len < 64 {
        Some(format!("takes at least 64 queries, not {}", spec.q_len))
    } else {
        None
    }
}

/// V's stages: two at d = 64; one at d = 128, so that a workgroup takes 72 KiB of workgroup
/// memory (Q 16, P 8, K 2 × 16, V 16) and three share a multiprocessor (228 KiB; 158 registers
/// allow three of 128 work-items), where two stages took 88 KiB and fit two. Measured on an H100
/// (2026-11-27, causal, 16 heads, 8192 tokens): 0.845 → 0.82 ms, 0.61 → 0.62 of PyTorch's
/// SDPA; a small gain, kept because the next tile's V still lands during this tile's `S = Q·Kᵀ`
/// and softmax.
fn v_stages(dim: u32) -> u32 {
    if groups(dim) == 1 {
        1
    } else {
        2
    }
}

/// The head dimension the kernel is generated for: 64 or 128 (Q, K and V are padded with
/// zeros up to it).
pub(super) fn padded_dim(d: usize) -> u32 {
    if d <= 64 {
        64
    } else {
        128
    }
}

/// The kernel's source (f16; bf16's is the same text compiled with `bfloat16_halves`, which
/// `source_for` adds), with the copies and multiply-adds it is written for allowed. At d = 64
/// two workgroups must share a multiprocessor ([`groups`]): the additive mask's kernel took 136
/// registers unasked; at d = 128 three ([`v_stages`]: 168 registers at most). A probability
/// below 2^-126 (flushed to 0 on GPUs) adds nothing to a row sum of at least 1 and rounds to 0
/// in f16 anyway (bf16 would keep it, but its product with V is as far below the output's last
/// place).
pub(super) fn source(dim: u32, mask: AttentionMask) -> KernelSource {
    KernelSource::wgsl(wgsl(dim, mask))
        .async_workgroup_copies()
        .warpgroup_mma()
        .flush_subnormal_exponentials()
        .min_workgroups_per_compute_unit(if groups(dim) == 2 { 2 } else { 3 })
}

/// The kernel's name for `anygpu ops dump` and the offline checks.
pub(super) fn name(dim: u32, mask: AttentionMask) -> String {
    format!("attention_wgmma_f16_d{dim}{}", super::MaskText::of(mask).name)
}

/// The kernel's WGSL (see the module doc).
pub(super) fn wgsl(dim: u32, mask: AttentionMask) -> String {
    let units = dim / 8; // 16-byte units in a row of Q, K or V
    let panels = dim / 64;
    let groups = groups(dim);
    let threads = 128 * groups;
    let rows = rows(dim);
    let q_units = groups * panels * PANEL; // every warpgroup's Q
    let p_units = groups * PANEL; // every warpgroup's probabilities (64 × 64 each)
    let tile = panels * PANEL; // a K or V tile of 64 keys
                               // K in two stages; V in two as well where a second fits, else in one (below).
    let v_stages = v_stages(dim);
    let v_at = 2 * tile;
    let causal = mask == AttentionMask::Causal;
    let additive = mask == AttentionMask::Additive;

    // Q: `rows` rows of `units` units.
    let mut load_q = String::new();
    for i in 0..rows * units / threads {
        load_q += &format!(
            "    {{ let e = t + {at}u; let r = e / {units}u; let c = e % {units}u;
      wgmma_a[r / 64u * {group_q}u + c / 8u * {PANEL}u + r % 64u * 8u + ((c % 8u) ^ (r % 8u))] = q[select(OUTSIDE, (q_base + (q0 + r) * p.q_rs) / 8u + c, q0 + r < p.q_len && c * 8u < p.d)]; }}\n",
            at = threads * i,
            group_q = panels * PANEL,
        );
    }
    // A tile of K and V: 64 keys of `units` units; this work-item's units' places are fixed.
    let per_thread = KEYS * units / threads;
    let mut kv_places = String::new();
    let (mut load_k, mut load_v) = (String::new(), String::new());
    for i in 0..per_thread {
        kv_places += &format!(
            "    let kj{i} = (t + {at}u) / {units}u; let kc{i} = (t + {at}u) % {units}u;
    let kd{i} = kc{i} / 8u * {PANEL}u + kj{i} * 8u + ((kc{i} % 8u) ^ (kj{i} % 8u));
    let kin{i} = kc{i} * 8u < p.d;\n",
            at = threads * i
        );
        for (load, buffer, at) in [(&mut load_k, "k", "sk"), (&mut load_v, "v", "sv")] {
            *load += &format!(
                "        {{ let ok = kin{i} && j + kj{i} < p.kv_len; let at = (kv_base + (j + kj{i}) * p.kv_rs) / 8u + kc{i};
          wgmma_b[{at} + kd{i}] = {buffer}[select(OUTSIDE, at, ok)]; }}\n"
            );
        }
    }
    // S = Q·Kᵀ: per 16 of the head dimension, 2 units along a line of 8.
    let mut scores = String::from("        sacc = array<f32, 32>();\n        anygpu_wgmma_fence__s(&sacc);\n");
    for kk in 0..dim / 16 {
        let at = (kk / 4) * PANEL + (kk % 4) * 2;
        scores += &format!(
            "        anygpu_wgmma__s(&sacc, qa + {at}u, ck + {k_at}u, t, 2u, 2u, 16u, 1024u, 16u, 1024u);\n",
            k_at = (kk / 4) * KEYS * 8 + (kk % 4) * 2,
        );
    }
    scores += "        anygpu_wgmma_commit();\n        anygpu_wgmma_wait__s(0u, &sacc);\n";
    // Scale into base 2, mask, and the two rows' maxima over this work-item's scores.
    let visible = |x: u32| {
        let row = if x / 2 % 2 == 0 { "row0" } else { "row1" };
        let key = format!("j + {}u + lc", 8 * (x / 4) + x % 2);
        let mut test = format!("{key} < p.kv_len");
        if causal {
            test += &format!(" && i32({key}) <= i32({row}) + p.causal_offset");
        }
        (row, key, test)
    };
    // A tile every row sees whole (the same for the whole workgroup) skips the tests: 3
    // instructions a score on sm_90a.
    let (mut scale, mut scale_masked) = (String::new(), String::new());
    for x in 0..32 {
        let (row, key, test) = visible(x);
        let m = if x / 2 % 2 == 0 { "mx0" } else { "mx1" };
        let masked = if additive {
            format!("select(NEG_INF, sacc[{x}] * scale2 + mask[min({row}, p.q_len - 1u) * p.kv_len + min({key}, p.kv_len - 1u)] * LOG2E, {test})")
        } else {
            format!("select(NEG_INF, sacc[{x}] * scale2, {test})")
        };
        scale += &format!("            sacc[{x}] *= scale2; {m} = max({m}, sacc[{x}]);\n");
        scale_masked += &format!("            sacc[{x}] = {masked}; {m} = max({m}, sacc[{x}]);\n");
    }
    let scale = if additive {
        scale_masked
    } else {
        format!("        if whole {{\n{scale}        }} else {{\n{scale_masked}        }}\n")
    };
    let mut probabilities = String::new();
    for x in 0..32 {
        let (base, sum) = if x / 2 % 2 == 0 { ("b0", "l0") } else { ("b1", "l1") };
        let col = 8 * (x / 4) + x % 2;
        probabilities += &format!(
            "        {{ let pr = exp2(sacc[{x}] - {base}); {sum} += pr; wgmma_a[pa + {line} * 8u + ({unit}u ^ (lr % 8u))][{col}u / 4u + lc / 4u][({col}u + lc) % 4u] = f16(pr); }}\n",
            line = if x / 2 % 2 == 0 { "lr" } else { "(lr + 8u)" },
            unit = x / 4,
            col = col % 8,
        );
    }
    // Once a row's maximum settles (after a few tiles of a long row) its factor is exactly 1:
    // the work-item skips the multiplies (d / 2 a tile) unless one of its rows' grew.
    let mut rescale = String::from("        if a0 != 1.0 || a1 != 1.0 {\n");
    for x in 0..dim / 2 {
        rescale += &format!(
            "            oacc[{x}] *= {};\n",
            if x / 2 % 2 == 0 { "a0" } else { "a1" }
        );
    }
    rescale += "        }\n";
    // O += P·V: per 16 keys, 2 units along P's lines and 2 atoms of 8 keys down V's.
    let mut update = String::from("        anygpu_wgmma_fence__o(&oacc);\n");
    for kk in 0..KEYS / 16 {
        update += &format!(
            "        anygpu_wgmma__o(&oacc, pa + {a}u, cv + {b}u, t, 2u, 3u, 16u, 1024u, {lead}u, 1024u);\n",
            a = kk * 2,
            b = kk * 128,
            lead = KEYS * 128,
        );
    }
    update += "        anygpu_wgmma_commit();\n        anygpu_wgmma_wait__o(0u, &oacc);\n";
    let mut store = String::new();
    for x in 0..dim / 2 {
        let (row, inv) = if x / 2 % 2 == 0 { ("row0", "i0") } else { ("row1", "i1") };
        store += &format!(
            "    {{ let c = {c}u + lc; if {row} < p.q_len && c < p.d {{ o[q_base + {row} * p.q_rs + c] = f16(oacc[{x}] * {inv}); }} }}\n",
            c = 8 * (x / 4) + x % 2,
        );
    }
    let kv_end = if causal {
        "    let kv_end = u32(clamp(i32(min(q0 + BQ, p.q_len)) + p.causal_offset, 0, i32(p.kv_len)));\n"
    } else {
        "    let kv_end = p.kv_len;\n"
    };
    // A tile every row of the block sees whole (below the causal diagonal, inside kv_len).
    let whole = if causal {
        "j + BK <= p.kv_len && i32(j + BK - 1u) <= i32(q0) + p.causal_offset"
    } else {
        "j + BK <= p.kv_len"
    };
    let mask_binding = if additive {
        "@group(0) @binding(4) var<storage, read> mask: array<f32>;\n"
    } else {
        ""
    };
    format!(
        "// anygpu op: attention on warpgroup multiply-adds (f16; bf16 compiled with bfloat16_halves)
enable f16;
{PARAMS_WGSL}
@group(0) @binding(0) var<storage, read> q: array<mat2x4<f16>>;
@group(0) @binding(1) var<storage, read> k: array<mat2x4<f16>>;
@group(0) @binding(2) var<storage, read> v: array<mat2x4<f16>>;
@group(0) @binding(3) var<storage, read_write> o: array<f16>;
{mask_binding}// Q of both warpgroups, then their probabilities; two stages of a K and a V tile.
var<workgroup> wgmma_a: array<mat2x4<f16>, {a_units}>;
var<workgroup> wgmma_b: array<mat2x4<f16>, {b_units}>;
const BQ: u32 = {rows}u;
const BK: u32 = {KEYS}u;
const LOG2E: f32 = 1.4426950408889634;
// An index past the end of every buffer: reading there gives zero.
const OUTSIDE: u32 = 0xffffffffu;
// Where a GPU copies global memory into workgroup memory asynchronously (cp.async), the copies
// issued before a commit form a group, and a wait returns once at most `pending` groups are in
// flight; elsewhere a copy is done when it is issued and these do nothing.
fn anygpu_async_copy_commit() {{}}
fn anygpu_async_copy_wait(pending: u32) {{}}
fn neg_inf() -> f32 {{ return bitcast<f32>(0xff800000u); }}
{helpers}{s_functions}{o_functions}
@compute @workgroup_size({threads})
fn op_{name}(@builtin(local_invocation_index) t: u32, @builtin(workgroup_id) wid: vec3<u32>) {{
    let NEG_INF = neg_inf();
    let blocks = (p.q_len + BQ - 1u) / BQ;
    let q0 = (blocks - 1u - wid.x) * BQ;
    let h = wid.y;
    let b = wid.z;
    let q_base = b * p.q_bs + h * p.q_hs;
    let kv_base = b * p.kv_bs + h / p.group * p.kv_hs;
    // This work-item's warpgroup, its two rows (lr and lr + 8 of its wave's 16, in the
    // warpgroup's 64) and its first column of each 8.
    let g = t / 128u;
    let lr = t / 32u % 4u * 16u + t % 32u / 4u;
    let lc = t % 4u * 2u;
    let row0 = q0 + g * 64u + lr;
    let row1 = row0 + 8u;
    let qa = g * {group_q}u;
    let pa = {q_units}u + g * {PANEL}u;
    let scale2 = p.scale * LOG2E;
{load_q}{kv_places}{kv_end}    let steps = (kv_end + BK - 1u) / BK;
    if 0u < steps {{
        let j = 0u;
        let sk = 0u;
        let sv = {v_at}u;
{load_k}{prologue_v}    }}
    anygpu_async_copy_commit();
{prologue_v_commit}
    var oacc = array<f32, {o_half}>();
    var sacc = array<f32, 32>();
    var m0 = NEG_INF;
    var m1 = NEG_INF;
    var l0 = 0.0;
    var l1 = 0.0;
    for (var s = 0u; s < steps; s++) {{
        // This tile's K (and at s = 0 Q) landed{v_landed}; every work-item is past the last
        // tile's multiply-adds, so the other K stage and the probabilities are free.
        anygpu_async_copy_wait({top_wait}u);
        anygpu_async_proxy_fence();
        workgroupBarrier();
        if s + 1u < steps {{
            let j = (s + 1u) * BK;
            let sk = (s + 1u) % 2u * {tile}u;
            let sv = {v_at}u + (s + 1u) % {v_stages}u * {tile}u;
{load_k}{loop_v}        }}
        anygpu_async_copy_commit();
        let j = s * BK;
        let ck = s % 2u * {tile}u;
        let cv = {v_at}u + s % {v_stages}u * {tile}u;
{scores}        let whole = {whole};
        var mx0 = m0;
        var mx1 = m1;
{scale}        mx0 = max(mx0, subgroupShuffleXor(mx0, 1u));
        mx0 = max(mx0, subgroupShuffleXor(mx0, 2u));
        mx1 = max(mx1, subgroupShuffleXor(mx1, 1u));
        mx1 = max(mx1, subgroupShuffleXor(mx1, 2u));
        // Subtracting 0 where a row has seen no key keeps its probabilities 0, not NaN.
        let b0 = select(mx0, 0.0, mx0 == NEG_INF);
        let b1 = select(mx1, 0.0, mx1 == NEG_INF);
        let a0 = exp2(m0 - b0);
        let a1 = exp2(m1 - b1);
        m0 = mx0;
        m1 = mx1;
        l0 *= a0;
        l1 *= a1;
{probabilities}{rescale}{v_wait}        anygpu_async_proxy_fence();
        workgroupBarrier();
{update}{v_next}    }}
    anygpu_async_copy_wait(0u);
    l0 += subgroupShuffleXor(l0, 1u);
    l0 += subgroupShuffleXor(l0, 2u);
    l1 += subgroupShuffleXor(l1, 1u);
    l1 += subgroupShuffleXor(l1, 2u);
    let i0 = select(0.0, 1.0 / l0, l0 > 0.0);
    let i1 = select(0.0, 1.0 / l1, l1 > 0.0);
{store}}}
",
        a_units = q_units + p_units,
        b_units = (2 + v_stages) * tile,
        // Two V stages: the next tile's V is copied with its K. One: after this tile's
        // `P·V` (a barrier: every wave is past it), and waited for before the next `P·V`, each
        // tile's copies then two groups, K's and V's (committed empty past the last tile).
        prologue_v = if v_stages == 2 { load_v.clone() } else { String::new() },
        prologue_v_commit = if v_stages == 2 {
            String::new()
        } else {
            format!("    if 0u < steps {{\n        let j = 0u;\n        let sv = {v_at}u;\n{load_v}    }}\n    anygpu_async_copy_commit();\n")
        },
        v_landed = if v_stages == 2 { " with its V" } else { "" },
        top_wait = if v_stages == 2 { 0 } else { 1 },
        loop_v = if v_stages == 2 { load_v.clone() } else { String::new() },
        v_wait = if v_stages == 2 {
            String::new()
        } else {
            "        // This tile's V landed (the next tile's K may still be in flight).\n        anygpu_async_copy_wait(1u);\n".to_string()
        },
        v_next = if v_stages == 2 {
            String::new()
        } else {
            format!("        workgroupBarrier();\n        if s + 1u < steps {{\n            let j = (s + 1u) * BK;\n            let sv = {v_at}u;\n{load_v}        }}\n        anygpu_async_copy_commit();\n")
        },
        group_q = panels * PANEL,
        name = name(dim, mask),
        o_half = dim / 2,
        helpers = warpgroup_helpers(8),
        s_functions = warpgroup_mma_functions(KEYS / 2, 16, "__s"),
        o_functions = warpgroup_mma_functions(dim / 2, 16, "__o"),
    )
}
