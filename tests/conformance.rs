//! The conformance suite: WGSL compute kernels, feature by feature, each with fresh random inputs,
//! a plain-Rust reference written from the WGSL specification (https://www.w3.org/TR/WGSL/) and a
//! poisoned output, run on every available device (see `common`).
//!
//! Float comparisons use the accuracy the spec states for each operation (§ "Floating Point
//! Accuracy"); where it says "correctly rounded" WGSL allows either neighbour of the exact result,
//! so the tolerance is 1 ULP. Implementations may also reassociate and fuse float operations, so
//! expressions combining several operations either use inputs whose results are exact (small
//! integers, powers of two) or a tolerance covering every allowed evaluation.

// References mirror the kernels' shapes (index loops, the kernels' boolean expressions) on purpose.
#![allow(clippy::needless_range_loop, clippy::nonminimal_bool)]

#[macro_use]
mod common;

use common::*;
use rand::Rng;

/// A random element count, never a multiple of 64 (so the last workgroup is partial).
fn rand_len(rng: &mut TestRng) -> usize {
    let n = rng.random_range(300..1200);
    if n % 64 == 0 {
        n + 5
    } else {
        n
    }
}

/// A random number of random words in, `per_item` words out for each.
fn random_words_in_out(rng: &mut TestRng, wg: usize, per_item: usize) -> Inputs {
    let n = rand_len(rng);
    Inputs::new(
        [groups(n, wg), 1, 1],
        vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(per_item * n)],
    )
}

// =============================================================================================
// Scalars: bool, i32, u32, f32, f16, i64/u64, f64
// =============================================================================================

#[test]
fn bool_logic_and_short_circuit() {
    run(Case::new(
        "bool_logic",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

fn bump(p: ptr<function, u32>) -> bool {
    *p += 1u;
    return true;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = (a[i] & 1u) != 0u;
    let y = (b[i] & 1u) != 0u;
    let z = a[i] > b[i];
    var r = 0u;
    if x && y { r |= 1u; }
    if x || y { r |= 2u; }
    if !x { r |= 4u; }
    if x == y { r |= 8u; }
    if x != z { r |= 16u; }
    if x & z { r |= 32u; }
    if y | z { r |= 64u; }
    r |= select(0u, 128u, !(x && !z) || y);
    var c1 = 0u;
    var c2 = 0u;
    if x && bump(&c1) { r |= 256u; }
    if y || bump(&c2) { r |= 512u; }
    r |= c1 << 10u;
    r |= c2 << 11u;
    let t = true;
    var f: bool; // zero value: false
    if (t != f) && (x || !x) { r |= 4096u; }
    out[i] = r;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::input(rand_u32s(rng, n)),
                Buf::out_u32(n),
            ],
        )
    })
    .reference(|inp, _| {
        let (a, b) = (inp.u32s(0), inp.u32s(1));
        let out: Vec<u32> = a
            .iter()
            .zip(b)
            .map(|(&a, &b)| {
                let (x, y, z) = (a & 1 != 0, b & 1 != 0, a > b);
                let mut r = 0;
                if x && y {
                    r |= 1;
                }
                if x || y {
                    r |= 2;
                }
                if !x {
                    r |= 4;
                }
                if x == y {
                    r |= 8;
                }
                if x != z {
                    r |= 16;
                }
                if x & z {
                    r |= 32;
                }
                if y | z {
                    r |= 64;
                }
                if !(x && !z) || y {
                    r |= 128;
                }
                // short circuit: bump runs only when the left side does not decide
                let c1 = x as u32;
                let c2 = (!y) as u32;
                if x {
                    r |= 256;
                }
                r |= 512; // y || true
                r |= c1 << 10 | c2 << 11;
                r |= 4096;
                r
            })
            .collect();
        vec![Check::exact(2, out)]
    }));
}

fn wgsl_div_i32(x: i32, y: i32) -> i32 {
    if y == 0 || (x == i32::MIN && y == -1) {
        x
    } else {
        x / y
    }
}

fn wgsl_rem_i32(x: i32, y: i32) -> i32 {
    if y == 0 || (x == i32::MIN && y == -1) {
        0
    } else {
        x % y
    }
}

fn wgsl_div_u32(x: u32, y: u32) -> u32 {
    x.checked_div(y).unwrap_or(x)
}

fn wgsl_rem_u32(x: u32, y: u32) -> u32 {
    x.checked_rem(y).unwrap_or(0)
}

#[test]
fn i32_arithmetic() {
    const LABELS: [&str; 16] = [
        "add", "sub", "mul", "div", "rem", "neg", "lt", "le", "eq", "gt|ge|ne", "and", "or", "xor", "not", "shl", "shr",
    ];
    run(Case::new(
        "i32_arithmetic",
        r#"
@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let s = u32(y) & 31u;
    let o = i * 16u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = x % y;
    out[o + 5u] = -x;
    out[o + 6u] = select(0, 1, x < y);
    out[o + 7u] = select(0, 1, x <= y);
    out[o + 8u] = select(0, 1, x == y);
    out[o + 9u] = select(0, 1, x > y) + select(0, 2, x >= y) + select(0, 4, x != y);
    out[o + 10u] = x & y;
    out[o + 11u] = x | y;
    out[o + 12u] = x ^ y;
    out[o + 13u] = ~x;
    out[o + 14u] = x << s;
    out[o + 15u] = x >> s;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a = rand_i32s(rng, n);
        let b: Vec<i32> = (0..n)
            .map(|i| match rng.random_range(0..4) {
                0 => a[i],                          // equal operands
                1 => rng.random_range(-1000..1000), // small divisors
                _ => rng.random(),
            })
            .map(|y| if y == 0 { 7 } else { y })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_i32(n * 16)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &y) in inp.i32s(0).iter().zip(inp.i32s(1)) {
            let s = (y as u32) & 31;
            out.extend([
                x.wrapping_add(y),
                x.wrapping_sub(y),
                x.wrapping_mul(y),
                wgsl_div_i32(x, y),
                wgsl_rem_i32(x, y),
                x.wrapping_neg(),
                (x < y) as i32,
                (x <= y) as i32,
                (x == y) as i32,
                (x > y) as i32 + 2 * (x >= y) as i32 + 4 * (x != y) as i32,
                x & y,
                x | y,
                x ^ y,
                !x,
                x << s,
                x >> s,
            ]);
        }
        vec![Check::exact(2, out).labels(&LABELS)]
    }));
}

#[test]
fn u32_arithmetic() {
    const LABELS: [&str; 15] = [
        "add", "sub", "mul", "div", "rem", "lt", "le", "eq", "gt|ge|ne", "and", "or", "xor", "not", "shl", "shr",
    ];
    run(Case::new(
        "u32_arithmetic",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let s = y & 31u;
    let o = i * 15u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = x % y;
    out[o + 5u] = select(0u, 1u, x < y);
    out[o + 6u] = select(0u, 1u, x <= y);
    out[o + 7u] = select(0u, 1u, x == y);
    out[o + 8u] = select(0u, 1u, x > y) + select(0u, 2u, x >= y) + select(0u, 4u, x != y);
    out[o + 9u] = x & y;
    out[o + 10u] = x | y;
    out[o + 11u] = x ^ y;
    out[o + 12u] = ~x;
    out[o + 13u] = x << s;
    out[o + 14u] = x >> s;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a = rand_u32s(rng, n);
        let b: Vec<u32> = (0..n)
            .map(|i| match rng.random_range(0..4) {
                0 => a[i],
                1 => rng.random_range(1..1000),
                _ => rng.random(),
            })
            .map(|y| if y == 0 { 3 } else { y })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_u32(n * 15)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &y) in inp.u32s(0).iter().zip(inp.u32s(1)) {
            let s = y & 31;
            out.extend([
                x.wrapping_add(y),
                x.wrapping_sub(y),
                x.wrapping_mul(y),
                x / y,
                x % y,
                (x < y) as u32,
                (x <= y) as u32,
                (x == y) as u32,
                (x > y) as u32 + 2 * (x >= y) as u32 + 4 * (x != y) as u32,
                x & y,
                x | y,
                x ^ y,
                !x,
                x << s,
                x >> s,
            ]);
        }
        vec![Check::exact(2, out).labels(&LABELS)]
    }));
}

/// Edge values that make integer operations overflow, mixed with random ones.
fn edgy_i32(rng: &mut TestRng) -> i32 {
    match rng.random_range(0..10) {
        0 => i32::MIN,
        1 => i32::MIN + 1,
        2 => i32::MAX,
        3 => i32::MAX - 1,
        4 => -1,
        5 => 0,
        6 => 1,
        7 => (rng.random_range(-3i64..=3) * 0x4000_0000 + rng.random_range(-2i64..=2)) as i32,
        _ => rng.random(),
    }
}

#[test]
fn integer_overflow_wraps() {
    const LABELS: [&str; 8] = [
        "i add",
        "i sub",
        "i mul",
        "i neg",
        "i inc",
        "i dec",
        "u sub",
        "u mul+add",
    ];
    run(Case::new(
        "integer_overflow_wraps",
        r#"
@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 8u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = -x;
    var inc = x;
    inc++;
    out[o + 4u] = inc;
    var dec = x;
    dec--;
    out[o + 5u] = dec;
    let ux = u32(x);
    let uy = u32(y);
    out[o + 6u] = i32(ux - uy);
    out[o + 7u] = bitcast<i32>(ux * uy + 0xFFFFFFFFu);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<i32> = (0..n).map(|_| edgy_i32(rng)).collect();
        let b: Vec<i32> = (0..n).map(|_| edgy_i32(rng)).collect();
        Inputs::new(
            [groups(n, 32), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_i32(n * 8)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &y) in inp.i32s(0).iter().zip(inp.i32s(1)) {
            let (ux, uy) = (x as u32, y as u32);
            out.extend([
                x.wrapping_add(y),
                x.wrapping_sub(y),
                x.wrapping_mul(y),
                x.wrapping_neg(),
                x.wrapping_add(1),
                x.wrapping_sub(1),
                ux.wrapping_sub(uy) as i32,
                ux.wrapping_mul(uy).wrapping_add(0xFFFF_FFFF) as i32,
            ]);
        }
        vec![Check::exact(2, out).labels(&LABELS)]
    }));
}

#[test]
fn integer_division_by_zero_and_min_over_minus_one() {
    const LABELS: [&str; 8] = [
        "i x/y",
        "i x%y",
        "i vec y/x",
        "i vec y%x",
        "u x/y",
        "u x%y",
        "u vec y/x",
        "u vec y%x",
    ];
    run(Case::new(
        "integer_division_defined",
        r#"
@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;
@group(0) @binding(3) var<storage, read_write> outu: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    out[i * 4u + 0u] = x / y;
    out[i * 4u + 1u] = x % y;
    out[i * 4u + 2u] = (vec2<i32>(x, y) / vec2<i32>(y, x)).y;
    out[i * 4u + 3u] = (vec2<i32>(x, y) % vec2<i32>(y, x)).y;
    let ux = u32(x);
    let uy = u32(y);
    outu[i * 4u + 0u] = ux / uy;
    outu[i * 4u + 1u] = ux % uy;
    outu[i * 4u + 2u] = (vec2<u32>(ux, uy) / vec2<u32>(uy, ux)).y;
    outu[i * 4u + 3u] = (vec2<u32>(ux, uy) % vec2<u32>(uy, ux)).y;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let pick = |rng: &mut TestRng| match rng.random_range(0..6) {
            0 => 0,
            1 => -1,
            2 => i32::MIN,
            3 => rng.random_range(-20..20),
            _ => rng.random::<i32>(),
        };
        let a: Vec<i32> = (0..n).map(|_| pick(rng)).collect();
        let b: Vec<i32> = (0..n).map(|_| pick(rng)).collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_i32(n * 4), Buf::out_u32(n * 4)],
        )
    })
    .reference(|inp, _| {
        let (mut out, mut outu) = (Vec::new(), Vec::new());
        for (&x, &y) in inp.i32s(0).iter().zip(inp.i32s(1)) {
            out.extend([
                wgsl_div_i32(x, y),
                wgsl_rem_i32(x, y),
                wgsl_div_i32(y, x),
                wgsl_rem_i32(y, x),
            ]);
            let (ux, uy) = (x as u32, y as u32);
            outu.extend([
                wgsl_div_u32(ux, uy),
                wgsl_rem_u32(ux, uy),
                wgsl_div_u32(uy, ux),
                wgsl_rem_u32(uy, ux),
            ]);
        }
        vec![
            Check::exact(2, out).labels(&LABELS[..4]),
            Check::exact(3, outu).labels(&LABELS[4..]),
        ]
    }));
}

#[test]
fn shift_amounts_are_masked() {
    const LABELS: [&str; 6] = [
        "u32 <<",
        "u32 >>",
        "i32 <<",
        "i32 >> (arithmetic)",
        "vec2 << .x",
        "vec2 >> .y",
    ];
    run(Case::new(
        "shift_masking",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> s: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let k = s[i];
    out[i * 6u + 0u] = x << k;
    out[i * 6u + 1u] = x >> k;
    out[i * 6u + 2u] = bitcast<u32>(bitcast<i32>(x) << k);
    out[i * 6u + 3u] = bitcast<u32>(bitcast<i32>(x) >> k);
    let v = vec2<u32>(x, ~x);
    let sh = vec2<u32>(k, k + 1u);
    out[i * 6u + 4u] = (v << sh).x;
    out[i * 6u + 5u] = (v >> sh).y;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        // shift amounts well past the bit width: only their low 5 bits count
        let s: Vec<u32> = (0..n)
            .map(|_| match rng.random_range(0..3) {
                0 => rng.random_range(0..32),
                1 => rng.random_range(32..200),
                _ => rng.random(),
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_u32s(rng, n)), Buf::input(s), Buf::out_u32(n * 6)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &k) in inp.u32s(0).iter().zip(inp.u32s(1)) {
            let m = k & 31;
            let m1 = k.wrapping_add(1) & 31;
            out.extend([
                x << m,
                x >> m,
                ((x as i32) << m) as u32,
                ((x as i32) >> m) as u32,
                x << m,
                (!x) >> m1,
            ]);
        }
        vec![Check::exact(2, out).labels(&LABELS)]
    }));
}

#[test]
fn f32_arithmetic() {
    const LABELS: [&str; 8] = ["add", "sub", "mul", "div", "neg", "rem", "cmp bits", "abs(x)*4"];
    run(Case::new(
        "f32_arithmetic",
        r#"
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 8u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = -x;
    out[o + 5u] = x % y;
    var c = 0u;
    if x < y { c |= 1u; }
    if x <= y { c |= 2u; }
    if x == y { c |= 4u; }
    if x != y { c |= 8u; }
    if x > y { c |= 16u; }
    if x >= y { c |= 32u; }
    out[o + 6u] = f32(c);
    out[o + 7u] = abs(x) * 4.0;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a = rand_f32s(rng, n, -1000.0, 1000.0);
        let b: Vec<f32> = (0..n)
            .map(|i| match rng.random_range(0..8) {
                0 => a[i],
                1 => rng.random_range(0.5..2.0),
                _ => {
                    let v: f32 = rng.random_range(-1000.0..1000.0);
                    if v.abs() < 1e-3 {
                        1.0
                    } else {
                        v
                    }
                }
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_f32(n * 8)],
        )
    })
    .reference(|inp, _| {
        let (mut out, mut tols, mut skip) = (Vec::new(), Vec::new(), Vec::new());
        for (&x, &y) in inp.f32s(0).iter().zip(inp.f32s(1)) {
            let (xd, yd) = (x as f64, y as f64);
            // x % y is inherited from x - y * trunc(x / y): x / y may be off by 2.5 ULP, so when the
            // quotient is that close to an integer trunc may go either way (not checked); otherwise
            // y * q and the subtraction are each off by at most 1 ULP of magnitudes <= |x|.
            let q = xd / yd;
            let near_int = (q - q.round()).abs() <= 4.0 * ulp32(q) || q.abs() >= 8388608.0;
            let rem = (xd % yd) as f32;
            let c = (x < y) as u32
                | ((x <= y) as u32) << 1
                | ((x == y) as u32) << 2
                | ((x != y) as u32) << 3
                | ((x > y) as u32) << 4
                | ((x >= y) as u32) << 5;
            out.extend([x + y, x - y, x * y, (xd / yd) as f32, -x, rem, c as f32, x.abs() * 4.0]);
            tols.extend([
                Tol::CORRECTLY_ROUNDED,
                Tol::CORRECTLY_ROUNDED,
                Tol::CORRECTLY_ROUNDED,
                Tol::ulps(2.5),
                Tol::EXACT,
                Tol::abs(2.0 * ulp32(xd) + ulp32(rem as f64)),
                Tol::EXACT,
                Tol::EXACT,
            ]);
            skip.extend([false, false, false, false, false, near_int, false, false]);
        }
        vec![Check::float_each(2, out, tols).dont_care(skip).labels(&LABELS)]
    }));
}

#[test]
fn f16_arithmetic_and_conversions() {
    const LABELS: [&str; 7] = ["add", "sub", "mul", "div", "neg", "max", "f16(f32 c)"];
    run(Case::new(
        "f16_arithmetic",
        r#"
enable f16;

@group(0) @binding(0) var<storage, read> a: array<f16>;
@group(0) @binding(1) var<storage, read> b: array<f16>;
@group(0) @binding(2) var<storage, read> c: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f16>;
@group(0) @binding(4) var<storage, read_write> wide: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 7u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = -x;
    out[o + 5u] = max(x, y);
    out[o + 6u] = f16(c[i]);
    let v = vec2<f16>(x, y) * 2.0h;
    wide[i * 2u] = f32(v.x);
    wide[i * 2u + 1u] = f32(v.y + 0.5h) - f32(y);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let h = |rng: &mut TestRng, lo: f32, hi: f32| f32_to_f16(rng.random_range(lo..hi));
        let a: Vec<u16> = (0..n).map(|_| h(rng, -100.0, 100.0)).collect();
        let b: Vec<u16> = (0..n)
            .map(|_| {
                let v = h(rng, -100.0, 100.0);
                if f16_to_f64(v).abs() < 0.01 {
                    f32_to_f16(1.5)
                } else {
                    v
                }
            })
            .collect();
        let c = rand_f32s(rng, n, -60000.0, 60000.0);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input_f16(a),
                Buf::input_f16(b),
                Buf::input(c),
                Buf::out_f16(n * 7),
                Buf::out_f32(n * 2),
            ],
        )
    })
    .reference(|inp, _| {
        let (mut out, mut tols, mut wide) = (Vec::new(), Vec::new(), Vec::new());
        for ((&hx, &hy), &c) in inp.f16s(0).iter().zip(inp.f16s(1)).zip(inp.f32s(2)) {
            let (x, y) = (f16_to_f64(hx), f16_to_f64(hy));
            // +, -, * of f16 values are exact in f64, so rounding once to f16 gives the reference
            out.extend([
                f64_to_f16(x + y),
                f64_to_f16(x - y),
                f64_to_f16(x * y),
                f64_to_f16(x / y),
                hx ^ 0x8000,
                f64_to_f16(x.max(y)),
                f64_to_f16(c as f64),
            ]);
            tols.extend([
                Tol::CORRECTLY_ROUNDED,
                Tol::CORRECTLY_ROUNDED,
                Tol::CORRECTLY_ROUNDED,
                Tol::ulps(2.5),
                Tol::EXACT,
                Tol::EXACT,
                // a conversion to a narrower float may round either way
                Tol::CORRECTLY_ROUNDED,
            ]);
            wide.push((2.0 * x) as f32);
            // v.y + 0.5h is one correctly rounded f16 addition: within 1 f16 ULP of (2y + 0.5)
            wide.push((f16_to_f64(f64_to_f16(2.0 * y + 0.5)) - y) as f32);
        }
        let wide_tols: Vec<Tol> = inp
            .f16s(1)
            .iter()
            .flat_map(|&hy| {
                let y = f16_to_f64(hy);
                [Tol::EXACT, Tol::abs(ulp_in(FloatFmt::F16, 2.0 * y + 0.5))]
            })
            .collect();
        vec![
            Check::f16_each(3, out, tols).labels(&LABELS),
            Check::float_each(4, wide, wide_tols),
        ]
    }));
}

#[test]
fn i64_u64_arithmetic() {
    const LABELS: [&str; 12] = [
        "add",
        "sub",
        "mul",
        "div",
        "rem",
        "xor",
        "shl",
        "shr",
        "lt",
        "i64(i32)",
        "u64 div",
        "u64(u32) shr",
    ];
    run(Case::new(
        "i64_u64_arithmetic",
        r#"
@group(0) @binding(0) var<storage, read> a: array<i64>;
@group(0) @binding(1) var<storage, read> b: array<i64>;
@group(0) @binding(2) var<storage, read> small: array<i32>;
@group(0) @binding(3) var<storage, read_write> out: array<i64>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let s = u32(small[i]) & 63u;
    let o = i * 12u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = x % y;
    out[o + 5u] = x ^ (y & 0x7fffffffffffffffli);
    out[o + 6u] = x << s;
    out[o + 7u] = x >> s;
    out[o + 8u] = select(0li, 1li, x < y);
    out[o + 9u] = i64(small[i]) * 3li;
    let ux = u64(x);
    let uy = u64(y);
    out[o + 10u] = i64(ux / uy);
    out[o + 11u] = i64(u64(u32(small[i])) << 20u);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<i64> = (0..n).map(|_| rng.random()).collect();
        let b: Vec<i64> = (0..n)
            .map(|_| match rng.random_range(0..3) {
                0 => rng.random_range(-100_000i64..100_000),
                _ => rng.random::<i64>(),
            })
            .map(|v| if v == 0 || v == -1 { 12345 } else { v })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(a),
                Buf::input(b),
                Buf::input(rand_i32s(rng, n)),
                Buf::out_i64(n * 12),
            ],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for ((&x, &y), &sm) in inp.i64s(0).iter().zip(inp.i64s(1)).zip(inp.i32s(2)) {
            let s = (sm as u32) & 63;
            out.extend([
                x.wrapping_add(y),
                x.wrapping_sub(y),
                x.wrapping_mul(y),
                x / y,
                x % y,
                x ^ (y & i64::MAX),
                x << s,
                x >> s,
                (x < y) as i64,
                sm as i64 * 3,
                ((x as u64) / (y as u64)) as i64,
                (((sm as u32) as u64) << 20) as i64,
            ]);
        }
        vec![Check::exact(3, out).labels(&LABELS)]
    }));
}

#[test]
fn f64_arithmetic() {
    // naga's WGSL front accepts f64 (a naga extension, not WGSL): WGSL states no accuracy for it,
    // so this uses the f32 rules scaled to f64 (correctly rounded + - *, 2.5 ULP division).
    const LABELS: [&str; 8] = ["add", "sub", "mul", "div", "sqrt|x|", "floor", "f64(f32)", "f32(f64)"];
    run(Case::new(
        "f64_arithmetic",
        r#"
@group(0) @binding(0) var<storage, read> a: array<f64>;
@group(0) @binding(1) var<storage, read> b: array<f64>;
@group(0) @binding(2) var<storage, read> c: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f64>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 8u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = sqrt(abs(x));
    out[o + 5u] = floor(x);
    out[o + 6u] = f64(c[i]);
    out[o + 7u] = f64(f32(x));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<f64> = (0..n).map(|_| rng.random_range(-1e6..1e6)).collect();
        let b: Vec<f64> = (0..n)
            .map(|_| rng.random_range(0.001..1e3) * if rng.random() { 1.0 } else { -1.0 })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(a),
                Buf::input(b),
                Buf::input(rand_f32s(rng, n, -1e5, 1e5)),
                Buf::out_f64(n * 8),
            ],
        )
    })
    .reference(|inp, _| {
        let (mut out, mut tols) = (Vec::new(), Vec::new());
        for ((&x, &y), &c) in inp.f64s(0).iter().zip(inp.f64s(1)).zip(inp.f32s(2)) {
            out.extend([
                x + y,
                x - y,
                x * y,
                x / y,
                x.abs().sqrt(),
                x.floor(),
                c as f64,
                x as f32 as f64,
            ]);
            let f32_ulp = ulp32(x);
            tols.extend([
                Tol::CORRECTLY_ROUNDED,
                Tol::CORRECTLY_ROUNDED,
                Tol::CORRECTLY_ROUNDED,
                Tol::ulps(2.5),
                Tol::ulps(2.5),
                Tol::EXACT,
                Tol::EXACT,
                // f64 -> f32 may round either way
                Tol::abs(f32_ulp),
            ]);
        }
        vec![Check::float_each(3, out, tols).labels(&LABELS)]
    }));
}

/// sin, cos, exp, log... on f64: libm on the CPU, anygpu's own f64 code on CUDA and ROCm (the GPUs
/// have no f64 approximations). WGSL states no f64 accuracy; the bound is what anygpu claims: a
/// few ULP, and for pow the error that exp2(y · log2 x) scales by |y · log2 x|. wgpu refuses these
/// kernels (Vulkan's GLSL.std.450 has no f64 transcendentals; `tests/wgpu_backend.rs`).
#[test]
fn f64_transcendentals() {
    const LABELS: [&str; 10] = [
        "sin", "cos", "exp", "log", "log2", "exp2", "pow", "atan", "atan2", "tanh",
    ];
    run(Case::new(
        "f64_transcendentals",
        r#"
@group(0) @binding(0) var<storage, read> a: array<f64>;
@group(0) @binding(1) var<storage, read> b: array<f64>;
@group(0) @binding(2) var<storage, read_write> out: array<f64>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 10u;
    out[o + 0u] = sin(x);
    out[o + 1u] = cos(x);
    out[o + 2u] = exp(x);
    out[o + 3u] = log(y);
    out[o + 4u] = log2(y);
    out[o + 5u] = exp2(x);
    out[o + 6u] = pow(y, x / 4.0);
    out[o + 7u] = atan(x);
    out[o + 8u] = atan2(x, y - 50.0);
    out[o + 9u] = tanh(x);
}
"#,
    )
    .known_divergence(|info| {
        (info.kind == anygpu::DeviceKind::Wgpu).then_some("wgpu refuses f64 transcendental functions (Vulkan has none)")
    })
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<f64> = (0..n).map(|_| rng.random_range(-20.0..20.0)).collect();
        let b: Vec<f64> = (0..n).map(|_| rng.random_range(0.01..100.0)).collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_f64(n * 10)],
        )
    })
    .reference(|inp, _| {
        let (mut out, mut tols) = (Vec::new(), Vec::new());
        for (&x, &y) in inp.f64s(0).iter().zip(inp.f64s(1)) {
            let t = (x / 4.0) * y.log2();
            out.extend([
                x.sin(),
                x.cos(),
                x.exp(),
                y.ln(),
                y.log2(),
                x.exp2(),
                (t).exp2(),
                x.atan(),
                x.atan2(y - 50.0),
                x.tanh(),
            ]);
            tols.extend([
                Tol::ulps(4.0),
                Tol::ulps(4.0),
                Tol::ulps(4.0),
                Tol::ulps(4.0),
                Tol::ulps(4.0),
                Tol::ulps(4.0),
                Tol::ulps(8.0 + 2.0 * t.abs()),
                Tol::ulps(16.0),
                Tol::ulps(16.0),
                Tol::ulps(16.0),
            ]);
        }
        vec![Check::float_each(2, out, tols).labels(&LABELS)]
    }));
}

// =============================================================================================
// Vectors and matrices
// =============================================================================================

#[test]
fn vector_swizzles_and_componentwise_ops() {
    const LABELS: [&str; 9] = [
        "wzyx",
        "xxyy+zwzw",
        "a*b",
        "a*2",
        "vec4(a.xy,b.zw)",
        "select min",
        "-yzwx",
        "vec3+1",
        "component writes",
    ];
    run(Case::new(
        "vector_ops",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<vec4<f32>>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 9u;
    out[o + 0u] = x.wzyx;
    out[o + 1u] = x.xxyy + y.zwzw;
    out[o + 2u] = x * y;
    out[o + 3u] = x * 2.0;
    out[o + 4u] = vec4<f32>(x.xy, y.zw);
    out[o + 5u] = select(y, x, x < y);
    out[o + 6u] = -x.yzwx;
    out[o + 7u] = vec4<f32>(x.rgb + vec3<f32>(1.0), 0.0);
    var v = x;
    v.x = y.y;
    v.z += 1.0;
    v[3] = v.x * 0.5;
    out[o + 8u] = v;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng) / 2;
        // integer-valued inputs: every result here is then exact
        Inputs::new(
            [groups(n, 32), 1, 1],
            vec![
                Buf::input(rand_int_f32s(rng, 4 * n, 1000)),
                Buf::input(rand_int_f32s(rng, 4 * n, 1000)),
                Buf::out_f32(36 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let (a, b) = (inp.f32s(0), inp.f32s(1));
        let mut out = Vec::new();
        for i in 0..a.len() / 4 {
            let x = &a[4 * i..4 * i + 4];
            let y = &b[4 * i..4 * i + 4];
            out.extend([x[3], x[2], x[1], x[0]]);
            out.extend([x[0] + y[2], x[0] + y[3], x[1] + y[2], x[1] + y[3]]);
            out.extend((0..4).map(|k| x[k] * y[k]));
            out.extend((0..4).map(|k| x[k] * 2.0));
            out.extend([x[0], x[1], y[2], y[3]]);
            out.extend((0..4).map(|k| if x[k] < y[k] { x[k] } else { y[k] }));
            out.extend([-x[1], -x[2], -x[3], -x[0]]);
            out.extend([x[0] + 1.0, x[1] + 1.0, x[2] + 1.0, 0.0]);
            out.extend([y[1], x[1], x[2] + 1.0, y[1] * 0.5]);
        }
        let labels: Vec<String> = LABELS
            .iter()
            .flat_map(|l| (0..4).map(move |k| format!("{l}[{k}]")))
            .collect();
        let labels: Vec<&str> = labels.iter().map(|s| s.as_str()).collect();
        vec![Check::exact(2, out).labels(&labels)]
    }));
}

#[test]
fn integer_and_bool_vectors() {
    const LABELS: [&str; 10] = [
        "u add.x",
        "u add.y",
        "u add.z",
        "i mul.x",
        "i mul.y",
        "i mul.z",
        "any",
        "all",
        "splat sum",
        "vec3 index",
    ];
    run(Case::new(
        "int_bool_vectors",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let u = v.xyz + v.yzw;
    let s = vec3<i32>(v.xyz) * vec3<i32>(-1, 2, -3);
    let big = v > vec4<u32>(0x80000000u);
    let o = i * 10u;
    out[o + 0u] = u.x;
    out[o + 1u] = u.y;
    out[o + 2u] = u.z;
    out[o + 3u] = u32(s.x);
    out[o + 4u] = u32(s.y);
    out[o + 5u] = u32(s.z);
    out[o + 6u] = select(0u, 1u, any(big));
    out[o + 7u] = select(0u, 1u, all(big.xy));
    let sp = vec4<u32>(v.w) + vec4(1u, 2u, 3u, 4u);
    out[o + 8u] = sp.x + sp.y + sp.z + sp.w;
    out[o + 9u] = u[v.x % 3u];
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_u32s(rng, 4 * n)), Buf::out_u32(10 * n)],
        )
    })
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let mut out = Vec::new();
        for v in a.chunks(4) {
            let u = [
                v[0].wrapping_add(v[1]),
                v[1].wrapping_add(v[2]),
                v[2].wrapping_add(v[3]),
            ];
            let s = [
                (v[0] as i32).wrapping_mul(-1),
                (v[1] as i32).wrapping_mul(2),
                (v[2] as i32).wrapping_mul(-3),
            ];
            let big: Vec<bool> = v.iter().map(|&x| x > 0x8000_0000).collect();
            out.extend(u);
            out.extend(s.map(|x| x as u32));
            out.push(big.iter().any(|&b| b) as u32);
            out.push((big[0] && big[1]) as u32);
            out.push((1..=4u32).fold(0u32, |acc, k| acc.wrapping_add(v[3].wrapping_add(k))));
            out.push(u[(v[0] % 3) as usize]);
        }
        vec![Check::exact(1, out).labels(&LABELS)]
    }));
}

#[test]
fn dot_and_cross() {
    const LABELS: [&str; 4] = ["dot4", "cross.x", "cross.y", "cross.z"];
    run(Case::new(
        "dot_cross",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
@group(0) @binding(3) var<storage, read_write> iout: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    out[i * 4u] = dot(x, y);
    let c = cross(x.xyz, y.xyz);
    out[i * 4u + 1u] = c.x;
    out[i * 4u + 2u] = c.y;
    out[i * 4u + 3u] = c.z;
    // power-of-two scales: the products are exact, so the conversions are too
    iout[i * 2u] = dot(vec4<i32>(x * 1024.0), vec4<i32>(y * 1024.0));
    iout[i * 2u + 1u] = i32(dot(vec3<u32>(abs(x.xyz) * 128.0), vec3<u32>(7u, 11u, 13u)));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_f32s(rng, 4 * n, -10.0, 10.0)),
                Buf::input(rand_f32s(rng, 4 * n, -10.0, 10.0)),
                Buf::out_f32(4 * n),
                Buf::out_i32(2 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let (a, b) = (inp.f32s(0), inp.f32s(1));
        let (mut out, mut tols, mut iout) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..a.len() / 4 {
            let x: Vec<f64> = a[4 * i..4 * i + 4].iter().map(|&v| v as f64).collect();
            let y: Vec<f64> = b[4 * i..4 * i + 4].iter().map(|&v| v as f64).collect();
            let terms: Vec<f64> = (0..4).map(|k| x[k] * y[k]).collect();
            out.push(terms.iter().sum::<f64>() as f32);
            tols.push(sum_tol(&terms));
            // cross: inherited from x[i]*y[j] - x[j]*y[i]
            for (p, q) in [(1, 2), (2, 0), (0, 1)] {
                let t = [x[p] * y[q], -(x[q] * y[p])];
                out.push((t[0] + t[1]) as f32);
                tols.push(sum_tol(&t));
            }
            // integer dots: the f32 -> int conversions truncate (the values are far from the clamp limits)
            let xi: Vec<i32> = a[4 * i..4 * i + 4]
                .iter()
                .map(|&v| wgsl_f32_to_i32(v * 1024.0))
                .collect();
            let yi: Vec<i32> = b[4 * i..4 * i + 4]
                .iter()
                .map(|&v| wgsl_f32_to_i32(v * 1024.0))
                .collect();
            iout.push((0..4).fold(0i32, |s, k| s.wrapping_add(xi[k].wrapping_mul(yi[k]))));
            let xu: Vec<u32> = a[4 * i..4 * i + 3]
                .iter()
                .map(|&v| wgsl_f32_to_u32(v.abs() * 128.0))
                .collect();
            iout.push((xu[0] * 7 + xu[1] * 11 + xu[2] * 13) as i32);
        }
        vec![
            Check::float_each(2, out, tols).labels(&LABELS),
            Check::exact(3, iout).labels(&["dot vec4<i32>", "dot vec3<u32>"]),
        ]
    }));
}

/// Column-major matrix helpers for references: m[c][r].
fn mat_mul(a: &[Vec<f64>], b: &[Vec<f64>]) -> Vec<Vec<f64>> {
    // a: ca columns of ra rows; b: cb columns of ca rows; result: cb columns of ra rows
    let rows = a[0].len();
    b.iter()
        .map(|bc| (0..rows).map(|r| (0..a.len()).map(|k| a[k][r] * bc[k]).sum()).collect())
        .collect()
}

#[test]
fn matrix_vector_products() {
    run(Case::new(
        "matrix_vector",
        r#"
@group(0) @binding(0) var<storage, read> m: array<mat4x4<f32>>;
@group(0) @binding(1) var<storage, read> v: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<vec4<f32>>;

@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&v) { return; }
    let a = m[i];
    out[i * 3u] = a * v[i];
    out[i * 3u + 1u] = v[i] * a;
    out[i * 3u + 2u] = a[2] + a[1].wzyx * 2.0;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(50..300);
        Inputs::new(
            [groups(n, 16), 1, 1],
            vec![
                Buf::input(rand_f32s(rng, 16 * n, -4.0, 4.0)),
                Buf::input(rand_f32s(rng, 4 * n, -4.0, 4.0)),
                Buf::out_f32(12 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let (m, v) = (inp.f32s(0), inp.f32s(1));
        let (mut out, mut tols) = (Vec::new(), Vec::new());
        for i in 0..v.len() / 4 {
            let cols: Vec<Vec<f64>> = (0..4)
                .map(|c| (0..4).map(|r| m[16 * i + 4 * c + r] as f64).collect())
                .collect();
            let vec: Vec<f64> = (0..4).map(|k| v[4 * i + k] as f64).collect();
            // m * v: row r = sum_c m[c][r] v[c]
            for r in 0..4 {
                let t: Vec<f64> = (0..4).map(|c| cols[c][r] * vec[c]).collect();
                out.push(t.iter().sum::<f64>() as f32);
                tols.push(sum_tol(&t));
            }
            // v * m: component c = dot(v, m[c])
            for c in 0..4 {
                let t: Vec<f64> = (0..4).map(|r| cols[c][r] * vec[r]).collect();
                out.push(t.iter().sum::<f64>() as f32);
                tols.push(sum_tol(&t));
            }
            for r in 0..4 {
                let t = [cols[2][r], cols[1][3 - r] * 2.0];
                out.push((t[0] + t[1]) as f32);
                tols.push(Tol::CORRECTLY_ROUNDED);
            }
        }
        vec![Check::float_each(2, out, tols).labels(&[
            "m*v", "m*v", "m*v", "m*v", "v*m", "v*m", "v*m", "v*m", "col", "col", "col", "col",
        ])]
    }));
}

#[test]
fn matrix_products_and_transpose() {
    // mat3x3<f32> in a storage buffer: 3 columns of vec3 padded to 16 bytes (48 bytes);
    // mat2x3: 2 padded columns (32 bytes); mat3x2: 3 columns of vec2 (24 bytes).
    run(Case::new(
        "matrix_matrix",
        r#"
struct In {
    a: mat3x3<f32>,
    b: mat3x3<f32>,
    c: mat2x3<f32>,
    d: mat3x2<f32>,
}
struct Out {
    ab: mat3x3<f32>,
    ct: mat3x2<f32>,
    cd: mat3x3<f32>,
    dc: mat2x2<f32>,
    at: mat3x3<f32>,
}
@group(0) @binding(0) var<storage, read> inp: array<In>;
@group(0) @binding(1) var<storage, read_write> out: array<Out>;

@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let x = inp[i];
    out[i].ab = x.a * x.b;
    out[i].ct = transpose(x.c);
    out[i].cd = x.c * x.d;
    out[i].dc = x.d * x.c;
    out[i].at = transpose(x.a) + x.b * 0.5;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(40..200);
        // In: a 12 floats, b 12, c 8, d 6 -> 38 floats; struct align 16 -> size 160/4 = 40 floats
        let mut data = rand_int_f32s(rng, 40 * n, 20);
        for i in 0..n {
            for pad in [3, 7, 11, 15, 19, 23, 27, 31, 38, 39] {
                data[40 * i + pad] = f32::from_bits(POISON_U32); // padding: never read
            }
        }
        // Out: ab 12, ct 6 (offset 48, size 24), cd 12 (offset 80), dc 4 (offset 128), at 12 (offset 144) -> 192 bytes
        Inputs::new([groups(n, 8), 1, 1], vec![Buf::input(data), Buf::out_f32(48 * n)])
    })
    .reference(|inp, _| {
        let data = inp.f32s(0);
        let n = data.len() / 40;
        let mut out = vec![0f32; 48 * n];
        let mut dont_care = vec![true; 48 * n];
        // matrices as columns of f64
        let read = |base: usize, cols: usize, rows: usize, stride: usize| -> Vec<Vec<f64>> {
            (0..cols)
                .map(|c| (0..rows).map(|r| data[base + c * stride + r] as f64).collect())
                .collect()
        };
        for i in 0..n {
            let b0 = 40 * i;
            let a = read(b0, 3, 3, 4);
            let b = read(b0 + 12, 3, 3, 4);
            let c = read(b0 + 24, 2, 3, 4);
            let d = read(b0 + 32, 3, 2, 2);
            let o = 48 * i;
            let mut put = |off: usize, stride: usize, m: &[Vec<f64>]| {
                for (ci, col) in m.iter().enumerate() {
                    for (r, &v) in col.iter().enumerate() {
                        out[o + off + ci * stride + r] = v as f32;
                        dont_care[o + off + ci * stride + r] = false;
                    }
                }
            };
            // small integer entries: every product and sum is exact, any evaluation order agrees
            put(0, 4, &mat_mul(&a, &b));
            let ct: Vec<Vec<f64>> = (0..3).map(|r| (0..2).map(|cc| c[cc][r]).collect()).collect();
            put(12, 2, &ct);
            put(20, 4, &mat_mul(&c, &d));
            put(32, 2, &mat_mul(&d, &c));
            let at: Vec<Vec<f64>> = (0..3)
                .map(|r| (0..3).map(|cc| a[cc][r] + b[r][cc] * 0.5).collect())
                .collect();
            put(36, 4, &at);
        }
        vec![Check::exact(1, out).dont_care(dont_care)]
    }));
}

/// Sum of |products| over all permutations: a bound on the magnitude the determinant's terms reach.
fn permanent_abs(m: &[Vec<f64>]) -> f64 {
    let n = m.len();
    if n == 1 {
        return m[0][0].abs();
    }
    (0..n)
        .map(|c| {
            let minor: Vec<Vec<f64>> = (0..n).filter(|&k| k != c).map(|k| m[k][1..].to_vec()).collect();
            m[c][0].abs() * permanent_abs(&minor)
        })
        .sum()
}

fn det(m: &[Vec<f64>]) -> f64 {
    let n = m.len();
    if n == 1 {
        return m[0][0];
    }
    (0..n)
        .map(|c| {
            let minor: Vec<Vec<f64>> = (0..n).filter(|&k| k != c).map(|k| m[k][1..].to_vec()).collect();
            let s = if c % 2 == 0 { 1.0 } else { -1.0 };
            s * m[c][0] * det(&minor)
        })
        .sum()
}

#[test]
fn matrix_determinant() {
    run(Case::new(
        "determinant",
        r#"
@group(0) @binding(0) var<storage, read> m4: array<mat4x4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&m4) { return; }
    let m = m4[i];
    out[i * 3u] = determinant(m);
    out[i * 3u + 1u] = determinant(mat3x3<f32>(m[0].xyz, m[1].xyz, m[2].xyz));
    out[i * 3u + 2u] = determinant(mat2x2<f32>(m[3].zw, m[2].zw));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(100..400);
        Inputs::new(
            [groups(n, 32), 1, 1],
            vec![Buf::input(rand_f32s(rng, 16 * n, -3.0, 3.0)), Buf::out_f32(3 * n)],
        )
    })
    .reference(|inp, _| {
        let m = inp.f32s(0);
        let (mut out, mut tols) = (Vec::new(), Vec::new());
        for i in 0..m.len() / 16 {
            let col = |c: usize, r0: usize, len: usize| -> Vec<f64> {
                (r0..r0 + len).map(|r| m[16 * i + 4 * c + r] as f64).collect()
            };
            let m4: Vec<Vec<f64>> = (0..4).map(|c| col(c, 0, 4)).collect();
            let m3: Vec<Vec<f64>> = (0..3).map(|c| col(c, 0, 3)).collect();
            let m2 = vec![col(3, 2, 2), col(2, 2, 2)];
            // WGSL gives determinant "infinite ULP" accuracy but asks for a pragmatically useful one:
            // accept the error of evaluating the Leibniz/cofactor expansion in f32 in any order,
            // bounded by a few ULP of the largest term magnitude (the permanent of |m|).
            for mm in [&m4, &m3, &m2] {
                out.push(det(mm) as f32);
                tols.push(Tol::abs(8.0 * mm.len() as f64 * ulp32(permanent_abs(mm))));
            }
        }
        vec![Check::float_each(1, out, tols).labels(&["det4", "det3", "det2"])]
    }));
}

// =============================================================================================
// Arrays, structs, runtime-sized arrays, uniform buffers
// =============================================================================================

#[test]
fn local_arrays_dynamic_indexing() {
    run(Case::new(
        "local_arrays",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    var arr: array<u32, 16>;
    for (var k = 0u; k < 16u; k++) {
        arr[k] = (a[i] * (k + 1u)) ^ k;
    }
    let idx = b[i] % 16u;
    arr[idx] += 1000u;
    var s = 0u;
    for (var k = 0u; k < 16u; k++) {
        s += arr[(k * 7u + idx) % 16u] * (k + 1u);
    }
    // value semantics: copying an array copies it
    var copy = arr;
    copy[idx] = 5u;
    // a let-bound array indexed dynamically
    let table = array<u32, 8>(3u, 1u, 4u, 1u, 5u, 9u, 2u, 6u);
    // a 2-D local array
    var grid: array<array<i32, 4>, 4>;
    grid[idx % 4u][idx / 4u] = -7;
    out[i * 5u + 0u] = arr[idx];
    out[i * 5u + 1u] = s;
    out[i * 5u + 2u] = copy[idx] + arr[(idx + 1u) % 16u];
    out[i * 5u + 3u] = table[b[i] % 8u] + table[a[i] % 8u] * 10u;
    out[i * 5u + 4u] = u32(grid[idx % 4u][idx / 4u] + grid[(idx + 1u) % 4u][idx / 4u]);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::input(rand_u32s(rng, n)),
                Buf::out_u32(5 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let table = [3u32, 1, 4, 1, 5, 9, 2, 6];
        let mut out = Vec::new();
        for (&x, &y) in inp.u32s(0).iter().zip(inp.u32s(1)) {
            let mut arr: Vec<u32> = (0..16u32).map(|k| x.wrapping_mul(k + 1) ^ k).collect();
            let idx = (y % 16) as usize;
            arr[idx] = arr[idx].wrapping_add(1000);
            let s = (0..16usize).fold(0u32, |s, k| {
                s.wrapping_add(arr[(k * 7 + idx) % 16].wrapping_mul(k as u32 + 1))
            });
            out.extend([
                arr[idx],
                s,
                5u32.wrapping_add(arr[(idx + 1) % 16]),
                table[(y % 8) as usize] + table[(x % 8) as usize] * 10,
                (-7i32) as u32, // the neighbouring cell is still zero
            ]);
        }
        vec![Check::exact(2, out).labels(&["arr[idx]", "sum", "copy", "let table", "2-D"])]
    }));
}

/// The values of the large table in `module_constant_tables`: a hash, so no formula in the kernel
/// could stand in for the table.
fn table_value(k: u32) -> u32 {
    k.wrapping_mul(2_654_435_761).rotate_left(7) ^ 0x5bd1_e995
}

/// Module-scope constant tables indexed at run time (lookup tables: S-boxes, round constants,
/// quadrature weights). They are read in place from read-only memory, not copied per access;
/// copies into `var`s (by a loop, past 64 elements), nested arrays, structs with a `bool` and a
/// `vec3` (whose memory layouts differ from their values'), matrices and out-of-range indices (0)
/// must all mean the same on every device. (An S-box-sized table: lavapipe takes time quadratic
/// in a table's length to compile it, 25 s for 1,000 elements; `tests/errors.rs` runs 100,000
/// on the CPU device.)
#[test]
fn module_constant_tables() {
    const BIG: u32 = 256;
    let big = (0..BIG)
        .map(|k| format!("{}u", table_value(k)))
        .collect::<Vec<_>>()
        .join(",");
    let wgsl = format!(
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

const BIG = array<u32, {BIG}>({big});
struct Entry {{ on: bool, v: vec3<f32>, k: i32 }}
const ENTRIES = array<Entry, 3>(
    Entry(true, vec3(1.5, 2.5, 3.5), -4),
    Entry(false, vec3(-1.0, 0.25, 8.0), 7),
    Entry(true, vec3(0.0, -2.0, 16.0), 100),
);
const GRID = array<array<u32, 3>, 2>(array(1u, 2u, 3u), array(40u, 50u, 60u));
const M = mat3x3<f32>(vec3(1.0, 2.0, 3.0), vec3(4.0, 5.0, 6.0), vec3(7.0, 8.0, 9.0));
var<private> private_copy: array<u32, {BIG}> = BIG;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {{
    let i = gid.x;
    if i >= arrayLength(&a) {{ return; }}
    let x = a[i];
    // x may be past the end: an out-of-range index into a value reads 0
    out[i * 6u + 0u] = BIG[x % {BIG}u] ^ BIG[x % ({BIG}u + 7u)];
    var copy = BIG;
    copy[x % 5u] = 9u;
    out[i * 6u + 1u] = copy[x % 7u] + private_copy[(x / 7u) % {BIG}u];
    let e = ENTRIES[x % 4u];
    out[i * 6u + 2u] = select(0u, 1u, e.on) + u32(e.v.z * 2.0) * 10u + u32(e.k + 8) * 1000u;
    out[i * 6u + 3u] = GRID[x % 2u][(x / 2u) % 3u];
    out[i * 6u + 4u] = u32(M[x % 3u][(x / 3u) % 3u]);
    out[i * 6u + 5u] = u32(dot(M[x % 4u], vec3(1.0, 10.0, 100.0)));
}}
"#
    );
    run(Case::new("module_constant_tables", &wgsl)
        .inputs(|rng, _| {
            let n = rand_len(rng);
            let mut a = rand_u32s(rng, n);
            a[0] = BIG - 1;
            a[1] = BIG + 3; // past BIG's end in the second read
            Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_u32(6 * n)])
        })
        .reference(|inp, _| {
            let at = |k: u32| if k < BIG { table_value(k) } else { 0 };
            // (on, v.z, k) of ENTRIES, and 0 past its end
            let entries = [(1u32, 3.5f32, -4i32), (0, 8.0, 7), (1, 16.0, 100), (0, 0.0, 0)];
            let grid = [[1u32, 2, 3], [40, 50, 60]];
            let m = [[1u32, 2, 3], [4, 5, 6], [7, 8, 9]];
            let mut out = Vec::new();
            for &x in inp.u32s(0) {
                let mut copy0 = at(x % 7);
                if x % 7 == x % 5 {
                    copy0 = 9;
                }
                let (on, z, k) = entries[(x % 4) as usize];
                let column = |c: u32| m.get(c as usize).map_or(0, |col| col[0] + col[1] * 10 + col[2] * 100);
                out.extend([
                    at(x % BIG) ^ at(x % (BIG + 7)),
                    copy0.wrapping_add(at((x / 7) % BIG)),
                    on + (z * 2.0) as u32 * 10 + (k + 8) as u32 * 1000,
                    grid[(x % 2) as usize][((x / 2) % 3) as usize],
                    m[(x % 3) as usize][((x / 3) % 3) as usize],
                    column(x % 4),
                ]);
            }
            vec![Check::exact(1, out).labels(&["big table", "copies", "structs", "2-D", "matrix", "column"])]
        }));
}

#[test]
fn fixed_size_arrays_in_buffers() {
    run(Case::new(
        "fixed_arrays_in_buffers",
        r#"
struct Block {
    vals: array<u32, 8>,
    scale: u32,
}
@group(0) @binding(0) var<storage, read> blocks: array<Block>;
@group(0) @binding(1) var<storage, read> lut: array<array<u32, 3>, 4>;
@group(0) @binding(2) var<storage, read_write> rows: array<array<u32, 4>>;

@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&blocks) { return; }
    let k = blocks[i].vals[7] % 8u;
    let v = blocks[i].vals[k] * blocks[i].scale;
    let l = lut[k % 4u][v % 3u];
    for (var j = 0u; j < 4u; j++) {
        rows[i][j] = blocks[i].vals[(k + j) % 8u] + l * j;
    }
    let whole = blocks[i].vals; // copy the whole array out of the buffer
    rows[i][(k + 1u) % 4u] += whole[0] ^ v;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(100..500);
        Inputs::new(
            [groups(n, 16), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, 9 * n)),
                Buf::input(rand_u32s(rng, 12)),
                Buf::out_u32(4 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let (blocks, lut) = (inp.u32s(0), inp.u32s(1));
        let mut out = Vec::new();
        for b in blocks.chunks(9) {
            let k = (b[7] % 8) as usize;
            let v = b[k].wrapping_mul(b[8]);
            let l = lut[(k % 4) * 3 + (v % 3) as usize];
            let mut row: Vec<u32> = (0..4)
                .map(|j| b[(k + j) % 8].wrapping_add(l.wrapping_mul(j as u32)))
                .collect();
            row[(k + 1) % 4] = row[(k + 1) % 4].wrapping_add(b[0] ^ v);
            out.extend(row);
        }
        vec![Check::exact(2, out)]
    }));
}

#[test]
fn structs_with_vec3_padding() {
    // Particle: pos vec3<f32> @0, mass f32 @12 (packs into vec3's tail), vel vec3<f32> @16, id u32 @28; size 32.
    // Mixed: x f32 @0, v2 vec2<f32> @8, v4 vec4<f32> @16, y u32 @32; align 16, size 48.
    run(Case::new(
        "struct_padding",
        r#"
struct Particle {
    pos: vec3<f32>,
    mass: f32,
    vel: vec3<f32>,
    id: u32,
}
struct Mixed {
    x: f32,
    v2: vec2<f32>,
    v4: vec4<f32>,
    y: u32,
}
@group(0) @binding(0) var<storage, read> ps: array<Particle>;
@group(0) @binding(1) var<storage, read_write> moved: array<Particle>;
@group(0) @binding(2) var<storage, read_write> mixed: array<Mixed>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&ps) { return; }
    var p = ps[i];
    p.pos += p.vel;
    p.mass *= 2.0;
    p.id += 1u;
    moved[i] = p;
    mixed[i] = Mixed(p.mass, p.vel.xy, vec4<f32>(p.pos, 1.0), p.id * 3u);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(100..600);
        let mut ps = Vec::with_capacity(8 * n);
        for _ in 0..n {
            // integer-valued floats: the sums are exact
            for _ in 0..3 {
                ps.push(bits(rng.random_range(-1000..1000) as f32));
            }
            ps.push(bits(rng.random_range(1..1000) as f32));
            for _ in 0..3 {
                ps.push(bits(rng.random_range(-50..50) as f32));
            }
            ps.push(rng.random_range(0..1_000_000));
        }
        Inputs::new(
            [groups(n, 32), 1, 1],
            vec![Buf::input(ps), Buf::out_u32(8 * n), Buf::out_u32(12 * n)],
        )
    })
    .reference(|inp, _| {
        let ps = inp.u32s(0);
        let n = ps.len() / 8;
        let f = |w: u32| f32::from_bits(w);
        let mut moved = Vec::new();
        let mut mixed = vec![0u32; 12 * n];
        let mut mixed_pad = vec![false; 12 * n];
        for (i, p) in ps.chunks(8).enumerate() {
            let pos = [f(p[0]) + f(p[4]), f(p[1]) + f(p[5]), f(p[2]) + f(p[6])];
            let mass = f(p[3]) * 2.0;
            let id = p[7] + 1;
            moved.extend([
                bits(pos[0]),
                bits(pos[1]),
                bits(pos[2]),
                bits(mass),
                p[4],
                p[5],
                p[6],
                id,
            ]);
            let m = &mut mixed[12 * i..12 * i + 12];
            m[0] = bits(mass);
            m[2] = p[4];
            m[3] = p[5];
            m[4] = bits(pos[0]);
            m[5] = bits(pos[1]);
            m[6] = bits(pos[2]);
            m[7] = bits(1.0);
            m[8] = id * 3;
            for pad in [1, 9, 10, 11] {
                mixed_pad[12 * i + pad] = true;
            }
        }
        vec![
            Check::exact(1, moved).labels(&["pos.x", "pos.y", "pos.z", "mass", "vel.x", "vel.y", "vel.z", "id"]),
            Check::exact(2, mixed).dont_care(mixed_pad).labels(&[
                "x", "pad", "v2.x", "v2.y", "v4.x", "v4.y", "v4.z", "v4.w", "y", "pad", "pad", "pad",
            ]),
        ]
    }));
}

#[test]
fn runtime_sized_arrays_and_array_length() {
    run(Case::new(
        "runtime_arrays",
        r#"
struct Header {
    count: u32,
    scale: f32,
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> h: Header;
@group(0) @binding(1) var<storage, read> pairs: array<vec2<u32>>;
@group(0) @binding(2) var<storage, read> v3: array<vec3<f32>>;
@group(0) @binding(3) var<storage, read_write> lens: array<u32>;
@group(0) @binding(4) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i == 0u {
        lens[0] = arrayLength(&h.data);
        lens[1] = arrayLength(&pairs);
        lens[2] = arrayLength(&v3);
        lens[3] = arrayLength(&lens);
        lens[4] = arrayLength(&out);
    }
    if i < arrayLength(&h.data) {
        out[i] = h.data[i] * h.scale + f32(h.count) + f32(pairs[i % arrayLength(&pairs)].y % 16u);
    }
}
"#,
    )
    .inputs(|rng, _| {
        let m = rand_len(rng);
        let mut header = vec![rng.random_range(0..1000u32), bits(2f32.powi(rng.random_range(-3..4)))];
        header.extend(rand_int_f32s(rng, m, 1000).into_iter().map(bits));
        let p = rng.random_range(1..100);
        // v3 buffer: k elements of 16 bytes plus 12 more bytes: arrayLength truncates to k
        let k = rng.random_range(1..50);
        Inputs::new(
            [groups(m, 64), 1, 1],
            vec![
                Buf::input(header),
                Buf::input(rand_u32s(rng, 2 * p)),
                Buf::input(rand_f32s(rng, 4 * k + 3, 0.0, 1.0)),
                Buf::out_u32(5),
                Buf::out_f32(m),
            ],
        )
    })
    .reference(|inp, _| {
        let h = inp.u32s(0);
        let pairs = inp.u32s(1);
        let m = h.len() - 2;
        let p = pairs.len() / 2;
        let lens = vec![m as u32, p as u32, (inp.f32s(2).len() * 4 / 16) as u32, 5, m as u32];
        let scale = f32::from_bits(h[1]);
        let out: Vec<f32> = (0..m)
            .map(|i| f32::from_bits(h[2 + i]) * scale + h[0] as f32 + (pairs[2 * (i % p) + 1] % 16) as f32)
            .collect();
        vec![
            Check::exact(3, lens).labels(&["len(h.data)", "len(pairs)", "len(v3)", "len(lens)", "len(out)"]),
            Check::exact(4, out),
        ]
    }));
}

#[test]
fn uniform_buffers() {
    run(Case::new(
        "uniform_buffers",
        r#"
struct Params {
    scale: f32,
    offset: f32,
    n: u32,
    mode: u32,
    tint: vec4<f32>,
    table: array<vec4<u32>, 4>,
}
@group(0) @binding(0) var<uniform> p: Params;
@group(0) @binding(1) var<uniform> bias: u32;
@group(0) @binding(2) var<storage, read> a: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f32>;
@group(0) @binding(4) var<storage, read_write> outu: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= p.n { return; }
    out[i] = a[i] * p.scale + p.offset + p.tint[i % 4u];
    outu[i] = p.table[i % 4u][p.mode % 4u] + i * bias;
}
"#,
    )
    .inputs(|rng, _| {
        let len = rand_len(rng);
        let n = rng.random_range(len / 2..len); // the kernel handles p.n items, fewer than the buffers hold
        let mut params = vec![
            bits(2f32.powi(rng.random_range(-4..5))),
            bits(rng.random_range(-100..100) as f32),
            n as u32,
            rng.random(),
        ];
        params.extend(rand_int_f32s(rng, 4, 50).into_iter().map(bits));
        params.extend(rand_u32s(rng, 16));
        // out is only partly written: it starts as a copy of known data, which must survive past n
        let keep = rand_f32s(rng, len, -1.0, 1.0);
        Inputs::new(
            [groups(len, 64), 1, 1],
            vec![
                Buf::input(params),
                Buf::input(vec![rng.random::<u32>()]),
                Buf::input(rand_int_f32s(rng, len, 1000)),
                Buf::input(keep),
                Buf::out_u32(n),
            ],
        )
    })
    .reference(|inp, _| {
        let p = inp.u32s(0);
        let f = f32::from_bits;
        let n = p[2] as usize;
        let bias = inp.u32s(1)[0];
        let a = inp.f32s(2);
        let mut out = inp.f32s(3).to_vec();
        for (i, o) in out.iter_mut().enumerate().take(n) {
            *o = a[i] * f(p[0]) + f(p[1]) + f(p[4 + i % 4]);
        }
        let outu: Vec<u32> = (0..n)
            .map(|i| p[8 + 4 * (i % 4) + (p[3] % 4) as usize].wrapping_add((i as u32).wrapping_mul(bias)))
            .collect();
        vec![Check::exact(3, out), Check::exact(4, outu)]
    }));
}

// =============================================================================================
// Variables, functions, pointers
// =============================================================================================

#[test]
fn local_variables_and_compound_assignment() {
    run(Case::new(
        "local_variables",
        r#"
const K = 3u;
alias V2 = vec2<u32>;

struct S { a: u32, b: array<u32, 3> }

@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    var x = a[i];
    x += K;
    x -= 1u;
    x *= 5u;
    x /= 2u;
    x %= 100000u;
    x &= 0xFFFFu;
    x |= 0x10000u;
    x ^= 0x55u;
    x <<= 2u;
    x >>= 1u;
    x++;
    x--;
    x++;
    // declarations without initializer hold the zero value
    var y: u32;
    var f: f32;
    var v: V2;
    var s: S;
    y += x;
    // a variable declared in a loop body starts from its zero value on every iteration
    var acc = 0u;
    for (var k = 0u; k < 5u; k++) {
        var t: u32;
        t += k;
        acc += t;
    }
    // shadowing in a nested block
    var shadow = 0u;
    {
        let x = 7u;
        shadow = x;
    }
    out[i * 6u + 0u] = x;
    out[i * 6u + 1u] = y;
    out[i * 6u + 2u] = bitcast<u32>(f) + v.x + v.y + s.a + s.b[a[i] % 3u];
    out[i * 6u + 3u] = acc;
    out[i * 6u + 4u] = shadow + x;
    let c = V2(x, y) * K;
    out[i * 6u + 5u] = c.x + c.y;
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, 64, 6))
    .reference(|inp, _| {
        let mut out = Vec::new();
        for &a in inp.u32s(0) {
            let mut x = a.wrapping_add(3);
            x = x.wrapping_sub(1);
            x = x.wrapping_mul(5);
            x /= 2;
            x %= 100000;
            x &= 0xFFFF;
            x |= 0x10000;
            x ^= 0x55;
            x <<= 2;
            x >>= 1;
            x += 1;
            let y = x;
            out.extend([x, y, 0, 1 + 2 + 3 + 4, 7 + x, x * 3 + y * 3]);
        }
        vec![Check::exact(1, out).labels(&["x", "y", "zero values", "loop-local var", "shadow", "alias vec"])]
    }));
}

#[test]
fn function_calls() {
    run(Case::new(
        "function_calls",
        r#"
struct Pair { lo: u32, hi: u32 }

fn sq(x: i32) -> i32 { return x * x; }
fn poly(x: i32, y: i32) -> i32 { return sq(x) - 3 * x * y + sq(y); }
fn split(v: u32) -> Pair { return Pair(v & 0xFFFFu, v >> 16u); }
fn gcd(a: u32, b: u32) -> u32 {
    var x = a;
    var y = b;
    while y != 0u {
        let t = x % y;
        x = y;
        y = t;
    }
    return x;
}
fn arr_sum(arr: array<u32, 4>) -> u32 {
    var s = 0u;
    for (var k = 0u; k < 4u; k++) { s += arr[k] * (k + 1u); }
    return s;
}
fn no_result(x: u32) { _ = x; }

@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    no_result(x);
    let p = split(x);
    out[i * 4u + 0u] = u32(poly(i32(x % 5000u), i32(y % 5000u)));
    out[i * 4u + 1u] = p.lo + p.hi * 3u;
    out[i * 4u + 2u] = gcd(x % 100000u, y % 100000u);
    out[i * 4u + 3u] = arr_sum(array<u32, 4>(x, y, p.lo, p.hi));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::input(rand_u32s(rng, n)),
                Buf::out_u32(4 * n),
            ],
        )
    })
    .reference(|inp, _| {
        fn gcd(a: u32, b: u32) -> u32 {
            if b == 0 {
                a
            } else {
                gcd(b, a % b)
            }
        }
        let mut out = Vec::new();
        for (&x, &y) in inp.u32s(0).iter().zip(inp.u32s(1)) {
            let (px, py) = ((x % 5000) as i32, (y % 5000) as i32);
            let poly = px
                .wrapping_mul(px)
                .wrapping_sub(3i32.wrapping_mul(px).wrapping_mul(py))
                .wrapping_add(py.wrapping_mul(py));
            let (lo, hi) = (x & 0xFFFF, x >> 16);
            let arr = [x, y, lo, hi];
            out.extend([
                poly as u32,
                lo + hi * 3,
                gcd(x % 100000, y % 100000),
                (0..4).fold(0u32, |s, k| s.wrapping_add(arr[k].wrapping_mul(k as u32 + 1))),
            ]);
        }
        vec![Check::exact(2, out).labels(&["poly", "struct return", "gcd", "array arg"])]
    }));
}

#[test]
fn pointer_parameters() {
    run(Case::new(
        "pointer_params",
        r#"
struct Pair { lo: u32, hi: u32 }

fn swap(p: ptr<function, u32>, q: ptr<function, u32>) {
    let t = *p;
    *p = *q;
    *q = t;
}
fn sort3(a: ptr<function, u32>, b: ptr<function, u32>, c: ptr<function, u32>) {
    if *a > *b { swap(a, b); }
    if *b > *c { swap(b, c); }
    if *a > *b { swap(a, b); }
}
fn bump_all(arr: ptr<function, array<u32, 4>>, by: u32) {
    for (var k = 0u; k < 4u; k++) { (*arr)[k] += by * (k + 1u); }
}
fn set_hi(s: ptr<function, Pair>, v: u32) { (*s).hi = v; }

var<private> counter: u32;
fn add_private(p: ptr<private, u32>, v: u32) { *p += v; }

@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) / 3u { return; }
    var x = a[3u * i];
    var y = a[3u * i + 1u];
    var z = a[3u * i + 2u];
    sort3(&x, &y, &z);
    var arr = array<u32, 4>(x, y, z, 7u);
    bump_all(&arr, 10u);
    let p = &arr[2];
    *p += 1u;
    var s = Pair(x, 0u);
    set_hi(&s, z);
    add_private(&counter, y);
    add_private(&counter, 1u);
    out[i * 8u + 0u] = x;
    out[i * 8u + 1u] = y;
    out[i * 8u + 2u] = z;
    out[i * 8u + 3u] = arr[0];
    out[i * 8u + 4u] = arr[2];
    out[i * 8u + 5u] = arr[3];
    out[i * 8u + 6u] = s.hi;
    out[i * 8u + 7u] = counter;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<u32> = (0..3 * n).map(|_| rng.random_range(0..1_000_000)).collect();
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_u32(8 * n)])
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for t in inp.u32s(0).chunks(3) {
            let mut s = t.to_vec();
            s.sort();
            out.extend([s[0], s[1], s[2], s[0] + 10, s[2] + 30 + 1, 7 + 40, s[2], s[1] + 1]);
        }
        vec![Check::exact(1, out).labels(&["x", "y", "z", "arr[0]", "arr[2]", "arr[3]", "s.hi", "private"])]
    }));
}

// =============================================================================================
// Control flow
// =============================================================================================

#[test]
fn if_else_chains() {
    run(Case::new(
        "if_else",
        r#"
@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

fn classify(x: i32) -> i32 {
    if x < -1000 {
        return -2;
    } else if x < 0 {
        return -1;
    } else if x == 0 {
        return 0;
    } else if x < 1000 {
        if (x & 1) == 0 { return 2; } else { return 1; }
    }
    return 3;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    var r = classify(x) * 100;
    if x > 0 {
        if x > 500 { r += 10; } else { r += 20; }
    } else {
        r -= 5;
    }
    out[i] = r;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<i32> = (0..n)
            .map(|_| match rng.random_range(0..4) {
                0 => 0,
                1 => rng.random_range(-3000..3000),
                _ => rng.random_range(-1500..1500),
            })
            .collect();
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_i32(n)])
    })
    .reference(|inp, _| {
        let out: Vec<i32> = inp
            .i32s(0)
            .iter()
            .map(|&x| {
                let c = if x < -1000 {
                    -2
                } else if x < 0 {
                    -1
                } else if x == 0 {
                    0
                } else if x < 1000 {
                    if x & 1 == 0 {
                        2
                    } else {
                        1
                    }
                } else {
                    3
                };
                let mut r = c * 100;
                if x > 0 {
                    r += if x > 500 { 10 } else { 20 };
                } else {
                    r -= 5;
                }
                r
            })
            .collect();
        vec![Check::exact(1, out)]
    }));
}

#[test]
fn switch_statements() {
    run(Case::new(
        "switch",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    var r = 0u;
    switch v % 10u {
        case 0u: { r = 100u; }
        case 1u, 2u, 3u: { r = 200u + v % 10u; }
        case 4u, default: { r = 300u; }
        case 5u { r = 400u; }
        case 7u: {
            r = 500u;
            if (v & 16u) != 0u { break; }
            r += 1u;
        }
    }
    var s = 0;
    switch i32(v % 7u) - 3 {
        case -3, -2 { s = -1; }
        case 0 { s = 10; }
        case 3 { s = 30; }
        default { s = 99; }
    }
    // break leaves the switch, continue goes on with the enclosing loop
    var t = 0u;
    for (var k = 0u; k < 8u; k++) {
        switch (v >> k) & 3u {
            case 0u: { continue; }
            case 1u: { t += 1u; break; }
            case 2u: { t += 10u; }
            default: { t += 100u; }
        }
        t += 1000u;
    }
    out[i * 3u] = r;
    out[i * 3u + 1u] = bitcast<u32>(s);
    out[i * 3u + 2u] = t;
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, 64, 3))
    .reference(|inp, _| {
        let mut out = Vec::new();
        for &v in inp.u32s(0) {
            let r = match v % 10 {
                0 => 100,
                1..=3 => 200 + v % 10,
                5 => 400,
                7 => {
                    if v & 16 != 0 {
                        500
                    } else {
                        501
                    }
                }
                _ => 300,
            };
            let s: i32 = match (v % 7) as i32 - 3 {
                -3 | -2 => -1,
                0 => 10,
                3 => 30,
                _ => 99,
            };
            let mut t = 0u32;
            for k in 0..8 {
                match (v >> k) & 3 {
                    0 => continue,
                    1 => t += 1,
                    2 => t += 10,
                    _ => t += 100,
                }
                t += 1000;
            }
            out.extend([r, s as u32, t]);
        }
        vec![Check::exact(1, out).labels(&["u32 switch", "i32 switch", "switch in loop"])]
    }));
}

#[test]
fn loop_continuing_break_if() {
    run(Case::new(
        "loop_continuing",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let n = x % 50u + 1u;
    var k = 0u;
    var acc = 0u;
    var steps = 0u;
    loop {
        steps += 1u;
        if k % 3u == 0u {
            k += 1u;
            continue; // runs the continuing block
        }
        acc += k * (x >> 8u);
        continuing {
            k += 1u;
            break if k >= n;
        }
    }
    // a plain loop left by break, with a nested loop
    var j = 0u;
    var nested = 0u;
    loop {
        if j >= (x >> 4u) % 9u { break; }
        var m = 0u;
        loop {
            if m > j { break; }
            nested += m;
            m += 1u;
        }
        j += 1u;
    }
    out[i * 3u] = acc;
    out[i * 3u + 1u] = steps;
    out[i * 3u + 2u] = nested;
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, 64, 3))
    .reference(|inp, _| {
        let mut out = Vec::new();
        for &x in inp.u32s(0) {
            let n = x % 50 + 1;
            let (mut k, mut acc, mut steps) = (0u32, 0u32, 0u32);
            loop {
                steps += 1;
                if k % 3 == 0 {
                    k += 1;
                } else {
                    acc = acc.wrapping_add(k.wrapping_mul(x >> 8));
                }
                k += 1;
                if k >= n {
                    break;
                }
            }
            let mut nested = 0;
            for j in 0..(x >> 4) % 9 {
                for m in 0..=j {
                    nested += m;
                }
            }
            out.extend([acc, steps, nested]);
        }
        vec![Check::exact(1, out).labels(&["acc", "steps", "nested"])]
    }));
}

#[test]
fn for_and_while_loops() {
    run(Case::new(
        "for_while",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    // data-dependent trip counts: neighbouring work items diverge
    var v = a[i] % 100000u + 1u;
    var steps = 0u;
    while v != 1u && steps < 1000u {
        if v % 2u == 0u { v = v / 2u; } else { v = 3u * v + 1u; }
        steps++;
    }
    var sum = 0u;
    for (var k = 0u; k < a[i] % 200u; k++) {
        if k % 3u == 0u { continue; }
        sum += k;
        if sum > 5000u { break; }
    }
    var down = 0u;
    for (var k = 10; k > -5; k -= 3) { down += u32(k + 5); }
    out[i * 3u] = steps;
    out[i * 3u + 1u] = sum;
    out[i * 3u + 2u] = down;
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, 64, 3))
    .reference(|inp, _| {
        let mut out = Vec::new();
        for &x in inp.u32s(0) {
            let mut v = x % 100000 + 1;
            let mut steps = 0;
            while v != 1 && steps < 1000 {
                v = if v % 2 == 0 {
                    v / 2
                } else {
                    v.wrapping_mul(3).wrapping_add(1)
                };
                steps += 1;
            }
            let mut sum = 0;
            for k in 0..x % 200 {
                if k % 3 == 0 {
                    continue;
                }
                sum += k;
                if sum > 5000 {
                    break;
                }
            }
            let down: u32 = [10, 7, 4, 1, -2].iter().map(|k: &i32| (k + 5) as u32).sum();
            out.extend([steps, sum, down]);
        }
        vec![Check::exact(1, out).labels(&["collatz steps", "for sum", "down"])]
    }));
}

#[test]
fn early_return() {
    run(Case::new(
        "early_return",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn find(x: u32) -> u32 {
    for (var k = 0u; k < 32u; k++) {
        if ((x >> k) & 7u) == 7u { return k; }
    }
    return 99u;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    out[i * 2u] = find(a[i]);
    out[i * 2u + 1u] = 1u;
    if (a[i] & 1u) == 0u { return; }
    out[i * 2u + 1u] = 2u;
    for (var k = 0u; k < 10u; k++) {
        if k == a[i] % 16u { return; }
    }
    out[i * 2u + 1u] = 3u;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        // the output is sized for the whole grid: items past n must stay poisoned
        let total = groups(n, 64) as usize * 64;
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(2 * total)],
        )
    })
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let mut out = inp.bufs[1].data.u32s().to_vec(); // poison beyond n
        for (i, &x) in a.iter().enumerate() {
            out[2 * i] = (0..32).find(|&k| (x >> k) & 7 == 7).unwrap_or(99);
            out[2 * i + 1] = if x & 1 == 0 {
                1
            } else if x % 16 < 10 {
                2
            } else {
                3
            };
        }
        vec![Check::exact(1, out).labels(&["find", "path"])]
    }));
}

// =============================================================================================
// Compute built-ins
// =============================================================================================

const BUILTINS_WGSL: &str = r#"
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(WG_X, WG_Y, WG_Z)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(num_workgroups) nwg: vec3<u32>,
) {
    let size = nwg * vec3<u32>(WG_X, WG_Y, WG_Z);
    let linear = gid.x + size.x * (gid.y + size.y * gid.z);
    let o = linear * 13u;
    out[o + 0u] = gid.x;
    out[o + 1u] = gid.y;
    out[o + 2u] = gid.z;
    out[o + 3u] = lid.x;
    out[o + 4u] = lid.y;
    out[o + 5u] = lid.z;
    out[o + 6u] = lidx;
    out[o + 7u] = wid.x;
    out[o + 8u] = wid.y;
    out[o + 9u] = wid.z;
    out[o + 10u] = nwg.x;
    out[o + 11u] = nwg.y;
    out[o + 12u] = nwg.z;
}
"#;

const BUILTIN_LABELS: [&str; 13] = [
    "gid.x", "gid.y", "gid.z", "lid.x", "lid.y", "lid.z", "lidx", "wid.x", "wid.y", "wid.z", "nwg.x", "nwg.y", "nwg.z",
];

/// Every invocation of a `wg`-sized workgroup grid writes its 13 built-in values.
fn builtins_case(name: &str, wg: [u32; 3], grid_max: [u32; 3]) -> Case {
    let src = BUILTINS_WGSL
        .replace("WG_X, WG_Y, WG_Z)", &format!("{}, {}, {})", wg[0], wg[1], wg[2]))
        .replace(
            "vec3<u32>(WG_X, WG_Y, WG_Z)",
            &format!("vec3<u32>({}u, {}u, {}u)", wg[0], wg[1], wg[2]),
        );
    Case::new(name, &src)
        .inputs(move |rng, _| {
            let grid = [0, 1, 2].map(|d| rng.random_range(1..=grid_max[d]));
            let total: u32 = (0..3).map(|d| grid[d] * wg[d]).product();
            Inputs::new(grid, vec![Buf::out_u32(13 * total as usize)])
        })
        .reference(move |inp, _| {
            let g = inp.grid;
            let size = [0, 1, 2].map(|d| g[d] * wg[d]);
            let mut out = vec![0u32; 13 * size.iter().product::<u32>() as usize];
            for z in 0..size[2] {
                for y in 0..size[1] {
                    for x in 0..size[0] {
                        let gid = [x, y, z];
                        let lid = [0, 1, 2].map(|d| gid[d] % wg[d]);
                        let wid = [0, 1, 2].map(|d| gid[d] / wg[d]);
                        let lidx = lid[0] + wg[0] * (lid[1] + wg[1] * lid[2]);
                        let linear = (x + size[0] * (y + size[1] * z)) as usize;
                        let vals = [
                            gid[0], gid[1], gid[2], lid[0], lid[1], lid[2], lidx, wid[0], wid[1], wid[2], g[0], g[1],
                            g[2],
                        ];
                        out[13 * linear..13 * linear + 13].copy_from_slice(&vals);
                    }
                }
            }
            vec![Check::exact(0, out).labels(&BUILTIN_LABELS)]
        })
}

#[test]
fn builtins_1d() {
    run(builtins_case("builtins_1d", [64, 1, 1], [9, 1, 1]));
}

#[test]
fn builtins_2d() {
    run(builtins_case("builtins_2d", [8, 4, 1], [5, 6, 1]));
}

#[test]
fn builtins_3d() {
    run(builtins_case("builtins_3d", [4, 2, 3], [3, 4, 3]));
}

#[test]
fn builtins_1d_workgroup_on_3d_grid() {
    run(builtins_case("builtins_1d_on_3d_grid", [24, 1, 1], [3, 3, 4]));
}

#[test]
fn workgroup_size_extremes() {
    run_all(&[
        builtins_case("workgroup_size_1", [1, 1, 1], [40, 3, 1]),
        builtins_case("workgroup_size_1024", [32, 32, 1], [2, 1, 2]),
    ]);
}

#[test]
fn subgroup_size_and_invocation_id() {
    // subgroups are chunks of subgroup_size consecutive local_invocation_index values; the
    // workgroup (40 invocations) is not a multiple of 16 or 32, so the last chunk is partial.
    // (naga rejects subgroup_invocation_id in multi-dimensional workgroups.)
    run(Case::new(
        "subgroup_builtins",
        r#"
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(40)
fn main(
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(subgroup_size) sg_size: u32,
    @builtin(subgroup_invocation_id) sg_id: u32,
) {
    let o = (wid.x * 40u + lidx) * 2u;
    out[o] = sg_size;
    out[o + 1u] = sg_id;
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(1..6);
        Inputs::new([g, 1, 1], vec![Buf::out_u32(80 * g as usize)])
    })
    .reference(|inp, info| {
        let sg = info.subgroup_size;
        let out: Vec<u32> = (0..inp.grid[0] * 40).flat_map(|k| [sg, (k % 40) % sg]).collect();
        vec![Check::exact(0, out).labels(&["subgroup_size", "subgroup_invocation_id"])]
    }));
}

#[test]
fn subgroup_id_and_num_subgroups() {
    run(Case::new(
        "subgroup_id",
        r#"
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(100)
fn main(
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(subgroup_id) sg: u32,
    @builtin(num_subgroups) nsg: u32,
) {
    let o = (wid.x * 100u + lidx) * 2u;
    out[o] = sg;
    out[o + 1u] = nsg;
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(1..4);
        Inputs::new([g, 1, 1], vec![Buf::out_u32(200 * g as usize)])
    })
    .known_divergence(|info| info.name.contains("llvmpipe").then_some("lavapipe reports num_subgroups = floor(workgroup size / subgroup size) when the last subgroup is partial (a driver bug)"))
    .reference(|inp, info| {
        let sg = info.subgroup_size;
        let out: Vec<u32> = (0..inp.grid[0] * 100).flat_map(|k| [(k % 100) / sg, 100u32.div_ceil(sg)]).collect();
        vec![Check::exact(0, out).labels(&["subgroup_id", "num_subgroups"])]
    }));
}

// =============================================================================================
// Workgroup memory and barriers
// =============================================================================================

#[test]
fn workgroup_memory_starts_zeroed() {
    run(Case::new(
        "workgroup_zero_init",
        r#"
struct S { a: u32, b: array<i32, 3> }

var<workgroup> wa: array<u32, 64>;
var<workgroup> wf: vec4<f32>;
var<workgroup> ws: S;
var<workgroup> wat: atomic<u32>;

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    // read before anything is written: every workgroup must see zeros
    let before = wa[lid];
    let f = wf;
    let s = ws.b[lid % 3u] + i32(ws.a);
    let at = atomicLoad(&wat);
    workgroupBarrier();
    // now dirty the memory, so that a device reusing it for the next workgroup is caught
    wa[lid] = 0xFFFF0000u + wid.x;
    if lid == 0u {
        wf = vec4<f32>(1.0, 2.0, 3.0, 4.0);
        ws.a = 5u;
        ws.b = array<i32, 3>(-1, -2, -3);
    }
    atomicAdd(&wat, lid + 1u);
    let o = (wid.x * 64u + lid) * 4u;
    out[o] = before;
    out[o + 1u] = bitcast<u32>(f[lid % 4u]);
    out[o + 2u] = bitcast<u32>(s);
    out[o + 3u] = at;
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(20..60);
        Inputs::new([g, 1, 1], vec![Buf::out_u32(256 * g as usize)])
    })
    .reference(|inp, _| {
        vec![Check::exact(0, vec![0u32; 256 * inp.grid[0] as usize]).labels(&[
            "array",
            "vec4<f32>",
            "struct",
            "atomic",
        ])]
    }));
}

/// A barrier, `workgroupUniformLoad` and a subgroup reduction inside helper functions the entry
/// point calls, one of them nested in another helper. The front end inlines such helpers into
/// the entry point (`compiler/inline.rs`), which the CPU device's barrier regions need; the GPU
/// targets could lower them in place too.
#[test]
fn synchronisation_inside_helper_functions() {
    const WG: usize = 64;
    run(Case::new(
        "sync_in_helpers",
        r#"
var<workgroup> tile: array<u32, 64>;
var<workgroup> shared_n: u32;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn reversed(lid: u32) -> u32 {
    workgroupBarrier();
    return tile[63u - lid];
}

fn uniform_count() -> u32 {
    return workgroupUniformLoad(&shared_n);
}

fn subgroup_total(v: u32) -> u32 {
    return subgroupAdd(v);
}

fn publish(lid: u32, v: u32) {
    var doubled = v * 2u;
    tile[lid] = doubled;
}

fn twice_reversed(lid: u32) -> u32 {
    let a = reversed(lid);
    workgroupBarrier();
    publish(lid, a);
    workgroupBarrier();
    return tile[63u - lid];
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = arrayLength(&inp);
    var v = 0u;
    if gid.x < n { v = inp[gid.x]; }
    tile[lid] = v;
    if lid == 0u { shared_n = n; }
    let r = reversed(lid);
    let count = uniform_count();
    let total = subgroup_total(v);
    let twice = twice_reversed(lid);
    if gid.x < n {
        out[gid.x * 4u] = r;
        out[gid.x * 4u + 1u] = count;
        out[gid.x * 4u + 2u] = total;
        out[gid.x * 4u + 3u] = twice;
    }
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, WG, 4))
    .reference(|inp, info| {
        let a = inp.u32s(0);
        let n = a.len();
        let at = |i: usize| if i < n { a[i] } else { 0 };
        let sg = info.subgroup_size as usize;
        let mut out = Vec::with_capacity(4 * n);
        for g in 0..n {
            let total = subgroup_of(g, WG, sg).map(at).fold(0u32, u32::wrapping_add);
            out.extend([
                at(g / WG * WG + WG - 1 - g % WG),
                n as u32,
                total,
                at(g).wrapping_mul(2),
            ]);
        }
        vec![Check::exact(1, out).labels(&["reversed", "uniform load", "subgroup sum", "nested helpers"])]
    }));
}

/// Pointers into arrays, struct fields and matrix columns passed to helpers, in function and
/// private memory, in range and out of range (reads zero, writes nothing): the same on every
/// device (naga's SPIR-V writer cannot pass such pointers; anygpu copies them in and out).
#[test]
fn pointer_arguments_into_arrays_structs_and_matrices() {
    run(Case::new(
        "pointer_arguments",
        r#"
struct Pair { a: u32, b: vec2<u32> }
var<private> table: array<u32, 8>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn bump(p: ptr<function, u32>, by: u32) -> u32 { *p += by; return *p; }
fn bump_private(p: ptr<private, u32>, by: u32) { *p = *p * 2u + by; }
fn swap_halves(p: ptr<function, vec2<u32>>) { *p = (*p).yx; }
fn column_sum(c: ptr<function, vec4<f32>>) -> f32 { (*c).y += 1.0; return (*c).x + (*c).y; }

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let x = inp[i];
    var arr = array(1u, 2u, 3u, 4u);
    let r1 = bump(&arr[x % 6u], x);
    var pair = Pair(x, vec2(x + 1u, x + 2u));
    let r2 = bump(&pair.a, 3u);
    swap_halves(&pair.b);
    for (var j = 0u; j < 8u; j++) { table[j] = j; }
    bump_private(&table[x % 10u], 1u);
    var sum = 0u;
    for (var j = 0u; j < 8u; j++) { sum += table[j]; }
    var m = mat2x4<f32>(vec4(1.0, 2.0, 3.0, 4.0), vec4(5.0, 6.0, 7.0, 8.0));
    let r3 = column_sum(&m[x % 3u]);
    let o = i * 12u;
    out[o] = r1;
    out[o + 1u] = arr[0];
    out[o + 2u] = arr[1];
    out[o + 3u] = arr[2];
    out[o + 4u] = arr[3];
    out[o + 5u] = r2;
    out[o + 6u] = pair.a;
    out[o + 7u] = pair.b.x;
    out[o + 8u] = pair.b.y;
    out[o + 9u] = sum;
    out[o + 10u] = u32(r3);
    out[o + 11u] = u32(m[0].y + m[1].y);
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, 64, 12))
    .reference(|inp, _| {
        let mut out = Vec::new();
        for &x in inp.u32s(0) {
            let mut arr = [1u32, 2, 3, 4];
            let k = (x % 6) as usize;
            let r1 = match arr.get_mut(k) {
                Some(e) => {
                    *e = e.wrapping_add(x);
                    *e
                }
                None => 0,
            };
            let t = x % 10;
            let sum = if t < 8 { 28 - t + 2 * t + 1 } else { 28 };
            let (r3, ys) = match x % 3 {
                0 => (4, 3 + 6),
                1 => (12, 2 + 7),
                _ => (0, 2 + 6),
            };
            out.push(r1);
            out.extend(arr);
            let a = x.wrapping_add(3);
            out.extend([a, a, x.wrapping_add(2), x.wrapping_add(1), sum, r3, ys]);
        }
        vec![Check::exact(1, out).labels(&[
            "bump(&arr[x % 6])",
            "arr[0]",
            "arr[1]",
            "arr[2]",
            "arr[3]",
            "bump(&pair.a)",
            "pair.a",
            "pair.b.x",
            "pair.b.y",
            "private table sum",
            "column_sum(&m[x % 3])",
            "m[0].y + m[1].y",
        ])]
    }));
}

/// Helpers that return early — from an `if`, from inside a loop, from a switch, with and without
/// a value — around barriers: inlined as one-pass loops (`compiler/inline.rs`), so they run on
/// the CPU device too and mean the same everywhere.
#[test]
fn synchronising_helpers_that_return_early() {
    const WG: usize = 64;
    run(Case::new(
        "sync_early_return",
        r#"
var<workgroup> tile: array<u32, 64>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn pick(lid: u32) -> u32 {
    if arrayLength(&inp) == 0u { return 0u; }
    workgroupBarrier();
    for (var k = 0u; k < 64u; k++) {
        if tile[k] == lid + 1000u { return 5000u + k; }
    }
    switch lid % 3u {
        case 0u: { return tile[63u - lid]; }
        default: {}
    }
    return tile[lid] * 2u;
}

fn publish(lid: u32, v: u32) {
    if v == 0u { return; }
    tile[lid] = v;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = arrayLength(&inp);
    var v = 0u;
    if gid.x < n { v = inp[gid.x]; }
    tile[lid] = v;
    let a = pick(lid);
    workgroupBarrier();
    publish(lid, a);
    let b = pick(lid);
    if gid.x < n {
        out[gid.x * 2u] = a;
        out[gid.x * 2u + 1u] = b;
    }
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        // Small values, so that some equal `lid + 1000` and take the return inside the loop.
        let values: Vec<u32> = (0..n).map(|_| rng.random_range(0..1100)).collect();
        Inputs::new([groups(n, WG), 1, 1], vec![Buf::input(values), Buf::out_u32(2 * n)])
    })
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let n = a.len();
        let pick = |tile: &[u32], lid: usize| -> u32 {
            if let Some(k) = tile.iter().position(|&t| t == lid as u32 + 1000) {
                return 5000 + k as u32;
            }
            if lid % 3 == 0 {
                return tile[63 - lid];
            }
            tile[lid].wrapping_mul(2)
        };
        let mut out = vec![0u32; 2 * n];
        for g in 0..n.div_ceil(WG) {
            let tile: Vec<u32> = (0..WG).map(|l| a.get(g * WG + l).copied().unwrap_or(0)).collect();
            let first: Vec<u32> = (0..WG).map(|l| pick(&tile, l)).collect();
            let published: Vec<u32> = (0..WG)
                .map(|l| if first[l] == 0 { tile[l] } else { first[l] })
                .collect();
            for l in 0..WG {
                let i = g * WG + l;
                if i < n {
                    out[2 * i] = first[l];
                    out[2 * i + 1] = pick(&published, l);
                }
            }
        }
        vec![Check::exact(1, out).labels(&["first call", "second call"])]
    }));
}

/// A synchronising helper called in a loop: once inlined, its variables must still start afresh
/// on every call (zero, or their initializer), as they did when it was a call.
#[test]
fn synchronising_helper_called_in_a_loop() {
    run(Case::new(
        "sync_helper_in_loop",
        r#"
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

fn count(i: u32) -> u32 {
    var zeroed: u32;
    var start = vec2(1u, 2u);
    workgroupBarrier();
    zeroed += i;
    start.x += zeroed;
    return start.x;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    var sum = 0u;
    for (var k = 0u; k < 3u; k++) { sum += count(k); }
    if gid.x < arrayLength(&out) { out[gid.x] = sum; }
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::out_u32(n)])
    })
    .reference(|inp, _| vec![Check::exact(0, vec![6u32; inp.u32s(0).len()])]));
}

#[test]
fn workgroup_barrier_reverse() {
    run(Case::new(
        "barrier_reverse",
        r#"
var<workgroup> tile: array<u32, 64>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
) {
    let n = arrayLength(&inp);
    var v = 0u;
    if gid.x < n { v = inp[gid.x]; }
    tile[lid] = v;
    workgroupBarrier();
    if gid.x < n { out[gid.x] = tile[63u - lid]; }
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(n)],
        )
    })
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let n = a.len();
        let out: Vec<u32> = (0..n)
            .map(|g| {
                let src = g / 64 * 64 + 63 - g % 64;
                if src < n {
                    a[src]
                } else {
                    0
                }
            })
            .collect();
        vec![Check::exact(1, out)]
    }));
}

#[test]
fn workgroup_tile_transpose_2d() {
    run(Case::new(
        "tile_transpose",
        r#"
var<workgroup> tile: array<array<f32, 9>, 8>; // padded row

@group(0) @binding(0) var<storage, read> src: array<f32>;
@group(0) @binding(1) var<storage, read_write> dst: array<f32>;
@group(0) @binding(2) var<uniform> dims: vec2<u32>; // (width, height) of src

@compute @workgroup_size(8, 8)
fn main(
    @builtin(local_invocation_id) lid: vec3<u32>,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    let w = dims.x;
    let h = dims.y;
    let x = wid.x * 8u + lid.x;
    let y = wid.y * 8u + lid.y;
    if x < w && y < h { tile[lid.y][lid.x] = src[y * w + x]; }
    workgroupBarrier();
    // write the transposed tile: dst is h wide and w high
    let tx = wid.y * 8u + lid.x;
    let ty = wid.x * 8u + lid.y;
    if tx < h && ty < w { dst[ty * h + tx] = tile[lid.x][lid.y]; }
}
"#,
    )
    .inputs(|rng, _| {
        let (w, h) = (rng.random_range(5..90usize), rng.random_range(5..90usize));
        Inputs::new(
            [groups(w, 8), groups(h, 8), 1],
            vec![
                Buf::input(rand_f32s(rng, w * h, -1.0, 1.0)),
                Buf::out_f32(w * h),
                Buf::input(vec![w as u32, h as u32]),
            ],
        )
    })
    .reference(|inp, _| {
        let (w, h) = (inp.u32s(2)[0] as usize, inp.u32s(2)[1] as usize);
        let src = inp.f32s(0);
        let mut dst = vec![0f32; w * h];
        for y in 0..h {
            for x in 0..w {
                dst[x * h + y] = src[y * w + x];
            }
        }
        vec![Check::exact(1, dst)]
    }));
}

#[test]
fn workgroup_tree_reduction() {
    run(Case::new(
        "tree_reduction",
        r#"
var<workgroup> sh: array<u32, 128>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(128)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    var v = 0u;
    if gid.x < arrayLength(&inp) { v = inp[gid.x]; }
    sh[lid] = v;
    workgroupBarrier();
    for (var s = 64u; s > 0u; s >>= 1u) {
        if lid < s { sh[lid] += sh[lid + s]; }
        workgroupBarrier();
    }
    if lid == 0u { out[wid.x] = sh[0]; }
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(1000..20000);
        Inputs::new(
            [groups(n, 128), 1, 1],
            vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(groups(n, 128) as usize)],
        )
    })
    .reference(|inp, _| {
        let out: Vec<u32> = inp
            .u32s(0)
            .chunks(128)
            .map(|c| c.iter().fold(0u32, |s, &x| s.wrapping_add(x)))
            .collect();
        vec![Check::exact(1, out)]
    }));
}

#[test]
fn storage_barrier_orders_buffer_writes() {
    run(Case::new(
        "storage_barrier",
        r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> scratch: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    scratch[gid.x] = inp[gid.x] * 3u + 1u;
    storageBarrier();
    // read what a neighbour in the same workgroup wrote
    out[gid.x] = scratch[wid.x * 64u + (lid + 1u) % 64u];
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(3..30);
        let n = 64 * g as usize;
        Inputs::new(
            [g, 1, 1],
            vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(n), Buf::out_u32(n)],
        )
    })
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let scratch: Vec<u32> = a.iter().map(|&x| x.wrapping_mul(3).wrapping_add(1)).collect();
        let out: Vec<u32> = (0..a.len()).map(|g| scratch[g / 64 * 64 + (g % 64 + 1) % 64]).collect();
        vec![Check::exact(1, scratch), Check::exact(2, out)]
    }));
}

#[test]
fn workgroup_uniform_load_drives_uniform_loop() {
    run(Case::new(
        "workgroup_uniform_load",
        r#"
var<workgroup> count: u32;
var<workgroup> tile: array<u32, 64>;

@group(0) @binding(0) var<storage, read> counts: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    if lid == 0u { count = counts[wid.x] % 20u; }
    let c = workgroupUniformLoad(&count);
    var acc = 0u;
    for (var k = 0u; k < c; k++) {
        tile[lid] = lid * k + wid.x;
        workgroupBarrier();
        acc += tile[(lid + 1u) % 64u];
        workgroupBarrier();
    }
    out[gid.x] = acc * 64u + c;
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(3..20);
        Inputs::new(
            [g, 1, 1],
            vec![Buf::input(rand_u32s(rng, g as usize)), Buf::out_u32(64 * g as usize)],
        )
    })
    .reference(|inp, _| {
        let counts = inp.u32s(0);
        let mut out = Vec::new();
        for (w, &cnt) in counts.iter().enumerate() {
            let c = cnt % 20;
            for lid in 0..64u32 {
                let nb = (lid + 1) % 64;
                let acc: u32 = (0..c).map(|k| nb * k + w as u32).sum();
                out.push(acc * 64 + c);
            }
        }
        vec![Check::exact(1, out)]
    }));
}

#[test]
fn private_variables_are_per_invocation_and_zeroed() {
    run(Case::new(
        "private_vars",
        r#"
var<private> p: u32;
var<private> parr: array<u32, 8>;
var<private> q: i32 = 7;
var<private> pf: vec2<f32>;

fn bump() { p += 1u; }

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let p0 = p;
    let a0 = parr[i % 8u];
    let q0 = q;
    let f0 = pf;
    p += i;
    bump();
    parr[i % 8u] = i;
    q *= 2;
    pf.y = 1.5;
    let o = i * 7u;
    out[o + 0u] = p0;
    out[o + 1u] = a0;
    out[o + 2u] = u32(q0);
    out[o + 3u] = p;
    out[o + 4u] = parr[i % 8u] + parr[(i + 1u) % 8u];
    out[o + 5u] = u32(q);
    out[o + 6u] = bitcast<u32>(f0.x) + bitcast<u32>(f0.y) + u32(pf.y * 2.0);
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(2..12);
        Inputs::new([g, 1, 1], vec![Buf::out_u32(7 * 64 * g as usize)])
    })
    .reference(|inp, _| {
        let out: Vec<u32> = (0..64 * inp.grid[0]).flat_map(|i| [0, 0, 7, i + 1, i, 14, 3]).collect();
        vec![Check::exact(0, out).labels(&[
            "p before",
            "parr before",
            "q init",
            "p after",
            "parr after",
            "q after",
            "pf",
        ])]
    }));
}

// =============================================================================================
// Atomics
// =============================================================================================

#[test]
fn atomics_on_storage() {
    run(Case::new(
        "atomics_storage",
        r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> c: array<atomic<u32>, 7>;
@group(0) @binding(2) var<storage, read_write> s: array<atomic<i32>, 3>;
@group(0) @binding(3) var<storage, read_write> ret: array<u32>;
@group(0) @binding(4) var<storage, read_write> cells: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> loaded: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let v = inp[i];
    ret[i] = atomicAdd(&c[0], 1u);
    atomicSub(&c[1], v);
    atomicMax(&c[2], v);
    atomicMin(&c[3], v);
    atomicAnd(&c[4], v | 0xFFFFF0FFu);
    atomicOr(&c[5], v & 0x00F00000u);
    atomicXor(&c[6], v);
    atomicMax(&s[0], bitcast<i32>(v));
    atomicMin(&s[1], bitcast<i32>(v));
    atomicAdd(&s[2], bitcast<i32>(v) >> 8u);
    // uncontended: each invocation its own cell
    atomicStore(&cells[i], v * 2u);
    loaded[i] = atomicLoad(&cells[i]) + 1u;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng) * 4;
        let init: Vec<u32> = (0..7).map(|_| rng.random()).collect();
        let sinit: Vec<i32> = (0..3).map(|_| rng.random_range(-1000..1000)).collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::input(init),
                Buf::input(sinit),
                Buf::out_u32(n),
                Buf::out_u32(n),
                Buf::out_u32(n),
            ],
        )
    })
    .reference(|inp, _| {
        let v = inp.u32s(0);
        let n = v.len();
        let c0 = inp.u32s(1).to_vec();
        let s0 = inp.i32s(2).to_vec();
        let mut c = c0.clone();
        let mut s = s0.clone();
        for &x in v {
            c[0] = c[0].wrapping_add(1);
            c[1] = c[1].wrapping_sub(x);
            c[2] = c[2].max(x);
            c[3] = c[3].min(x);
            c[4] &= x | 0xFFFF_F0FF;
            c[5] |= x & 0x00F0_0000;
            c[6] ^= x;
            s[0] = s[0].max(x as i32);
            s[1] = s[1].min(x as i32);
            s[2] = s[2].wrapping_add((x as i32) >> 8);
        }
        let start = c0[0];
        vec![
            Check::exact(1, c).labels(&["add", "sub", "max", "min", "and", "or", "xor"]),
            Check::exact(2, s).labels(&["i32 max", "i32 min", "i32 add"]),
            Check::custom("atomicAdd returns each old value exactly once", move |r| {
                let mut got = r[3].u32s().to_vec();
                got.sort();
                let mut want: Vec<u32> = (0..n as u32).map(|k| start.wrapping_add(k)).collect();
                want.sort();
                if got == want {
                    Ok(())
                } else {
                    let bad = got.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(0);
                    Err(format!(
                        "sorted return values differ from {start}+0..{n} first at sorted index {bad}: got {} want {}",
                        got[bad], want[bad]
                    ))
                }
            }),
            Check::exact(4, v.iter().map(|&x| x.wrapping_mul(2)).collect::<Vec<u32>>()),
            Check::exact(
                5,
                v.iter()
                    .map(|&x| x.wrapping_mul(2).wrapping_add(1))
                    .collect::<Vec<u32>>(),
            ),
        ]
    }));
}

#[test]
fn atomic_exchange_and_compare_exchange() {
    run(Case::new(
        "atomic_exchange_cas",
        r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> slots: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> olds: array<u32>;
@group(0) @binding(3) var<storage, read_write> total: atomic<u32>;
@group(0) @binding(4) var<storage, read_write> mine: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> cas: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let v = inp[i];
    // exchange into a shared slot
    olds[i] = atomicExchange(&slots[i % arrayLength(&slots)], i + 1u);
    // a compare-exchange loop: a lock-free add
    loop {
        let old = atomicLoad(&total);
        let r = atomicCompareExchangeWeak(&total, old, old + v);
        if r.exchanged { break; }
    }
    // a single compare-exchange on a private cell: succeeds only if the value matches
    let cmp = select(v, v ^ 1u, (i & 1u) == 1u);
    let r = atomicCompareExchangeWeak(&mine[i], cmp, 0xABCD0000u + i);
    cas[i * 2u] = r.old_value;
    cas[i * 2u + 1u] = select(0u, 1u, r.exchanged);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let k = rng.random_range(3..20);
        let v = rand_u32s(rng, n);
        let init = rand_u32s(rng, k);
        let total = vec![rng.random::<u32>()];
        let mine = v.clone();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(v),
                Buf::input(init),
                Buf::out_u32(n),
                Buf::input(total),
                Buf::input(mine),
                Buf::out_u32(2 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let v = inp.u32s(0).to_vec();
        let n = v.len();
        let init = inp.u32s(1).to_vec();
        let k = init.len();
        let total = v.iter().fold(inp.u32s(3)[0], |s, &x| s.wrapping_add(x));
        let v2 = v.clone();
        vec![
            Check::custom(
                "atomicExchange: per slot, returned values + final value = initial value + all stored values",
                move |r| {
                    let (slots, olds) = (r[1].u32s(), r[2].u32s());
                    for s in 0..k {
                        let mut got: Vec<u32> = (s..n).step_by(k).map(|i| olds[i]).collect();
                        got.push(slots[s]);
                        got.sort();
                        let mut want: Vec<u32> = (s..n).step_by(k).map(|i| i as u32 + 1).collect();
                        want.push(init[s]);
                        want.sort();
                        if got != want {
                            return Err(format!("slot {s}: got {got:?}, want {want:?}"));
                        }
                    }
                    Ok(())
                },
            ),
            Check::exact(3, vec![total]),
            Check::custom("atomicCompareExchangeWeak results", move |r| {
                let (mine, cas) = (r[4].u32s(), r[5].u32s());
                for i in 0..n {
                    let (x, old, exch) = (v2[i], cas[2 * i], cas[2 * i + 1]);
                    let new = 0xABCD_0000u32.wrapping_add(i as u32);
                    if old != x {
                        return Err(format!("[{i}] old_value {old:#x}, want {x:#x}"));
                    }
                    let matches = i % 2 == 0 || x == x ^ 1;
                    // a weak compare-exchange may fail spuriously, but never succeeds on a mismatch
                    let ok = match (matches, exch) {
                        (true, 1) => mine[i] == new,
                        (_, 0) => mine[i] == x,
                        _ => false,
                    };
                    if !ok {
                        return Err(format!(
                            "[{i}] value {x:#x}, compare matches: {matches}, exchanged {exch}, cell now {:#x}",
                            mine[i]
                        ));
                    }
                }
                Ok(())
            }),
        ]
    }));
}

#[test]
fn atomics_on_workgroup_memory() {
    run(Case::new(
        "atomics_workgroup",
        r#"
var<workgroup> wsum: atomic<u32>;
var<workgroup> wmax: atomic<u32>;
var<workgroup> wmin: atomic<i32>;
var<workgroup> wand: atomic<u32>;
var<workgroup> wor: atomic<u32>;
var<workgroup> wxor: atomic<u32>;
var<workgroup> wcas: atomic<u32>;
var<workgroup> wx: atomic<u32>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> xold: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    if lid == 0u {
        atomicStore(&wmin, 2147483647);
        atomicStore(&wand, 0xFFFFFFFFu);
    }
    workgroupBarrier();
    var v = 0u;
    if gid.x < arrayLength(&inp) { v = inp[gid.x]; }
    atomicAdd(&wsum, v);
    atomicMax(&wmax, v);
    atomicMin(&wmin, bitcast<i32>(v));
    atomicAnd(&wand, v | 0x0FFFFFFFu);
    atomicOr(&wor, v & 0xF000000Fu);
    atomicXor(&wxor, v);
    // max through a compare-exchange loop
    loop {
        let old = atomicLoad(&wcas);
        if v <= old { break; }
        if atomicCompareExchangeWeak(&wcas, old, v).exchanged { break; }
    }
    xold[gid.x] = atomicExchange(&wx, lid + 1u);
    workgroupBarrier();
    if lid == 0u {
        let o = wid.x * 8u;
        out[o + 0u] = atomicLoad(&wsum);
        out[o + 1u] = atomicLoad(&wmax);
        out[o + 2u] = bitcast<u32>(atomicLoad(&wmin));
        out[o + 3u] = atomicLoad(&wand);
        out[o + 4u] = atomicLoad(&wor);
        out[o + 5u] = atomicLoad(&wxor);
        out[o + 6u] = atomicLoad(&wcas);
        out[o + 7u] = atomicLoad(&wx);
    }
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let g = groups(n, 64);
        Inputs::new(
            [g, 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::out_u32(8 * g as usize),
                Buf::out_u32(64 * g as usize),
            ],
        )
    })
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let g = inp.grid[0] as usize;
        let mut out = vec![0u32; 8 * g];
        let mut dont_care = vec![false; 8 * g];
        for w in 0..g {
            let vals: Vec<u32> = (0..64).map(|l| a.get(64 * w + l).copied().unwrap_or(0)).collect();
            let o = &mut out[8 * w..8 * w + 8];
            o[0] = vals.iter().fold(0u32, |s, &x| s.wrapping_add(x));
            o[1] = *vals.iter().max().unwrap();
            o[2] = vals.iter().map(|&x| x as i32).min().unwrap() as u32; // atomicMin from i32::MAX
            o[3] = vals.iter().fold(u32::MAX, |s, &x| s & (x | 0x0FFF_FFFF));
            o[4] = vals.iter().fold(0, |s, &x| s | (x & 0xF000_000F));
            o[5] = vals.iter().fold(0, |s, &x| s ^ x);
            o[6] = *vals.iter().max().unwrap();
            dont_care[8 * w + 7] = true; // checked below with the exchange results
        }
        vec![
            Check::exact(1, out)
                .dont_care(dont_care)
                .labels(&["add", "max", "min i32", "and", "or", "xor", "cas max", "exchange"]),
            Check::custom(
                "atomicExchange on workgroup memory: old values + final = 0 + all stored",
                move |r| {
                    let (out, xold) = (r[1].u32s(), r[2].u32s());
                    for w in 0..g {
                        let mut got: Vec<u32> = xold[64 * w..64 * w + 64].to_vec();
                        got.push(out[8 * w + 7]);
                        got.sort();
                        let want: Vec<u32> = (0..=64).collect();
                        if got != want {
                            return Err(format!("workgroup {w}: got {got:?}"));
                        }
                    }
                    Ok(())
                },
            ),
        ]
    }));
}

#[test]
fn histogram_with_workgroup_privatization() {
    run(Case::new(
        "histogram",
        r#"
var<workgroup> local_hist: array<atomic<u32>, 256>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> hist: array<atomic<u32>, 256>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(num_workgroups) nwg: vec3<u32>,
) {
    let n = arrayLength(&inp);
    let stride = nwg.x * 64u;
    for (var k = gid.x; k < n; k += stride) {
        atomicAdd(&local_hist[inp[k] & 255u], 1u);
    }
    workgroupBarrier();
    for (var b = lid; b < 256u; b += 64u) {
        let c = atomicLoad(&local_hist[b]);
        if c != 0u { atomicAdd(&hist[b], c); }
    }
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(5000..40000);
        // skewed values: many collisions on few bins
        let v: Vec<u32> = (0..n)
            .map(|_| rng.random::<u32>() & rng.random::<u32>() & rng.random::<u32>())
            .collect();
        let g = rng.random_range(3..12);
        Inputs::new([g, 1, 1], vec![Buf::input(v), Buf::input(vec![0u32; 256])])
    })
    .reference(|inp, _| {
        let mut h = vec![0u32; 256];
        for &x in inp.u32s(0) {
            h[(x & 255) as usize] += 1;
        }
        vec![Check::exact(1, h)]
    }));
}

// =============================================================================================
// Math built-ins
// =============================================================================================

#[test]
fn math_rounding_and_basic_float_builtins() {
    // all of these are "correctly rounded" with an exactly representable result: exact
    // (except saturate's input product, see below)
    const LABELS: [&str; 12] = [
        "abs", "min", "max", "clamp", "sign", "floor", "ceil", "round", "fract", "trunc", "saturate", "step",
    ];
    run(Case::new(
        "math_basic_f32",
        r#"
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 12u;
    out[o + 0u] = abs(x);
    out[o + 1u] = min(x, y);
    out[o + 2u] = max(x, y);
    out[o + 3u] = clamp(x, min(y, -y), max(y, -y));
    out[o + 4u] = sign(x);
    out[o + 5u] = floor(x);
    out[o + 6u] = ceil(x);
    out[o + 7u] = round(x);
    out[o + 8u] = fract(x);
    out[o + 9u] = trunc(x);
    out[o + 10u] = saturate(x * 0.01);
    out[o + 11u] = step(y, x);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<f32> = (0..n)
            .map(|_| match rng.random_range(0..5) {
                0 => rng.random_range(-100..100) as f32 + 0.5, // ties: round to even
                1 => rng.random_range(-100..100) as f32,
                2 => 0.0,
                _ => rng.random_range(-1000.0..1000.0),
            })
            .collect();
        let b = rand_f32s(rng, n, -1000.0, 1000.0);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_f32(12 * n)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &y) in inp.f32s(0).iter().zip(inp.f32s(1)) {
            let (lo, hi) = (y.min(-y), y.max(-y));
            let sign = if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                0.0
            };
            out.extend([
                x.abs(),
                x.min(y),
                x.max(y),
                x.max(lo).min(hi),
                sign,
                x.floor(),
                x.ceil(),
                x.round_ties_even(),
                x - x.floor(), // |x| <= 1000: exact
                x.trunc(),
                (x * 0.01).clamp(0.0, 1.0),
                if x >= y { 1.0 } else { 0.0 },
            ]);
        }
        // saturate(x * 0.01): the product may round either way (then clamps exactly)
        let tols: Vec<Tol> = (0..out.len())
            .map(|k| {
                if k % 12 == 10 {
                    Tol::CORRECTLY_ROUNDED
                } else {
                    Tol::EXACT
                }
            })
            .collect();
        vec![Check::float_each(2, out, tols).labels(&LABELS)]
    }));
}

#[test]
fn math_integer_builtins() {
    const LABELS: [&str; 10] = [
        "abs i32",
        "min i32",
        "max i32",
        "clamp i32",
        "sign i32",
        "min u32",
        "max u32",
        "clamp u32",
        "abs u32",
        "vec min",
    ];
    run(Case::new(
        "math_int",
        r#"
@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let ux = u32(x);
    let uy = u32(y);
    let o = i * 10u;
    out[o + 0u] = abs(x);
    out[o + 1u] = min(x, y);
    out[o + 2u] = max(x, y);
    out[o + 3u] = clamp(x, -1000, 1000);
    out[o + 4u] = sign(x);
    out[o + 5u] = i32(min(ux, uy));
    out[o + 6u] = i32(max(ux, uy));
    out[o + 7u] = i32(clamp(ux, 1000u, 0x80000000u));
    out[o + 8u] = i32(abs(ux));
    out[o + 9u] = min(vec2<i32>(x, y), vec2<i32>(y, 0)).x + max(vec2<i32>(x, y), vec2<i32>(0, x)).y;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let pick = |rng: &mut TestRng| match rng.random_range(0..6) {
            0 => i32::MIN,
            1 => rng.random_range(-2000..2000),
            2 => 0,
            _ => rng.random(),
        };
        let a: Vec<i32> = (0..n).map(|_| pick(rng)).collect();
        let b: Vec<i32> = (0..n).map(|_| pick(rng)).collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_i32(10 * n)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &y) in inp.i32s(0).iter().zip(inp.i32s(1)) {
            let (ux, uy) = (x as u32, y as u32);
            out.extend([
                x.wrapping_abs(), // abs(i32::MIN) is i32::MIN
                x.min(y),
                x.max(y),
                x.clamp(-1000, 1000),
                x.signum(),
                ux.min(uy) as i32,
                ux.max(uy) as i32,
                ux.clamp(1000, 0x8000_0000) as i32,
                x,
                x.min(y).wrapping_add(y.max(x)),
            ]);
        }
        vec![Check::exact(2, out).labels(&LABELS)]
    }));
}

/// log/log2 accuracy: 2^-21 absolute inside [0.5, 2], 3 ULP outside.
fn log_tol(x: f64) -> Tol {
    if (0.5..=2.0).contains(&x) {
        Tol::abs(2f64.powi(-21))
    } else {
        Tol::ulps(3.0)
    }
}

#[test]
fn math_exp_log_pow_sqrt() {
    const LABELS: [&str; 7] = ["exp", "exp2", "log", "log2", "pow", "sqrt", "inverseSqrt"];
    run(Case::new(
        "math_exp_log",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let o = i * 7u;
    out[o + 0u] = exp(v.x);
    out[o + 1u] = exp2(v.x * 2.0);
    out[o + 2u] = log(v.y);
    out[o + 3u] = log2(v.y);
    out[o + 4u] = pow(v.z, v.w);
    out[o + 5u] = sqrt(v.y);
    out[o + 6u] = inverseSqrt(v.y);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let mut a = Vec::with_capacity(4 * n);
        for _ in 0..n {
            a.push(rng.random_range(-10.0f32..10.0));
            a.push(match rng.random_range(0..3) {
                0 => rng.random_range(0.5f32..2.0),
                1 => rng.random_range(0.001f32..0.5),
                _ => rng.random_range(2.0f32..1e6),
            });
            a.push(rng.random_range(0.1f32..10.0));
            a.push(rng.random_range(-3.0f32..3.0));
        }
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_f32(7 * n)])
    })
    .reference(|inp, _| {
        let a = inp.f32s(0);
        let (mut out, mut tols) = (Vec::new(), Vec::new());
        for v in a.chunks(4) {
            let (x, y, z, w) = (v[0] as f64, v[1] as f64, v[2] as f64, v[3] as f64);
            let x2 = (v[0] * 2.0) as f64;
            // pow is inherited from exp2(w * log2(z)): the error of log2 (scaled by |w|), the
            // rounding of the product, then exp2's own 3 + 2|t| ULP, as a relative error of the result
            let l = z.log2();
            let t = w * l;
            let log_err = log_tol(z).abs.max(3.0 * ulp32(l));
            let t_err = w.abs() * log_err + ulp32(t);
            let pow = z.powf(w);
            let pow_rel = std::f64::consts::LN_2 * t_err + (3.0 + 2.0 * t.abs()) * EPS32;
            out.extend([
                x.exp() as f32,
                x2.exp2() as f32,
                y.ln() as f32,
                y.log2() as f32,
                pow as f32,
                y.sqrt() as f32,
                (1.0 / y.sqrt()) as f32,
            ]);
            tols.extend([
                Tol::ulps(3.0 + 2.0 * x.abs()),
                Tol::ulps(3.0 + 2.0 * x2.abs()),
                log_tol(y),
                log_tol(y),
                Tol::rel(pow_rel).or_ulps(2.0),
                // inherited from 1.0 / inverseSqrt(x): 2 ULP, then a 2.5 ULP division
                Tol::ulps(5.0),
                Tol::ulps(2.0),
            ]);
        }
        vec![Check::float_each(1, out, tols).labels(&LABELS)]
    }));
}

#[test]
fn math_trigonometry() {
    const LABELS: [&str; 15] = [
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
        "degrees", "radians",
    ];
    run(Case::new(
        "math_trig",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let o = i * 15u;
    out[o + 0u] = sin(v.x);
    out[o + 1u] = cos(v.x);
    out[o + 2u] = tan(v.x * 0.35);
    out[o + 3u] = asin(v.y);
    out[o + 4u] = acos(v.y);
    out[o + 5u] = atan(v.z);
    out[o + 6u] = atan2(v.z, v.w);
    out[o + 7u] = sinh(v.x);
    out[o + 8u] = cosh(v.x);
    out[o + 9u] = tanh(v.x);
    out[o + 10u] = asinh(v.z);
    out[o + 11u] = acosh(abs(v.w) + 1.5);
    out[o + 12u] = atanh(v.y);
    out[o + 13u] = degrees(v.x);
    out[o + 14u] = radians(v.z);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let mut a = Vec::with_capacity(4 * n);
        for _ in 0..n {
            a.push(rng.random_range(-std::f32::consts::PI..std::f32::consts::PI));
            a.push(rng.random_range(-0.9f32..0.9));
            a.push(rng.random_range(-10.0f32..10.0));
            let w: f32 = rng.random_range(-10.0..10.0);
            a.push(if w.abs() < 0.01 { 0.5 } else { w });
        }
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_f32(15 * n)])
    })
    .reference(|inp, _| {
        let a = inp.f32s(0);
        let (mut out, mut tols) = (Vec::new(), Vec::new());
        let u = ulp32;
        for v in a.chunks(4) {
            let (x, y, z, w) = (v[0] as f64, v[1] as f64, v[2] as f64, v[3] as f64);
            let xt = (v[0] * 0.35) as f64;
            let acosh_arg = (v[3].abs() + 1.5) as f64;
            let (sh, ch, th) = (x.sinh(), x.cosh(), x.tanh());
            // sinh/cosh are inherited from (exp(x) +- exp(-x)) * 0.5: exp's (3 + 2|x|) ULP on each
            // term, then the add and the halving
            let ex_err = (3.0 + 2.0 * x.abs()) * (u(x.exp()) + u((-x).exp())) * 0.5;
            let tan = xt.tan();
            // tan is inherited from sin/cos: 2^-11 absolute on each, then a 2.5 ULP division
            let tan_err = 2f64.powi(-11) * (1.0 + tan.abs()) / xt.cos().abs() + 2.5 * u(tan);
            // asin/acos: the worse of ~6.8e-5 absolute and atan2's 4096 ULP (inherited)
            let (asin, acos) = (y.asin(), y.acos());
            // inherited from log(x + sqrt(x*x +- 1)) / log((1+x)/(1-x)) * 0.5: log's error plus a
            // few ULP of relative error in its argument
            let log_arg_err = |arg: f64| log_tol(arg).abs.max(3.0 * u(arg.ln())) + 6.0 * EPS32;
            let asinh_arg = z.abs() + (z * z + 1.0).sqrt();
            let acosh_full = acosh_arg + (acosh_arg * acosh_arg - 1.0).sqrt();
            let atanh_arg = (1.0 + y) / (1.0 - y);
            out.extend([
                x.sin() as f32,
                x.cos() as f32,
                tan as f32,
                asin as f32,
                acos as f32,
                z.atan() as f32,
                z.atan2(w) as f32,
                sh as f32,
                ch as f32,
                th as f32,
                z.asinh() as f32,
                acosh_arg.acosh() as f32,
                y.atanh() as f32,
                x.to_degrees() as f32,
                z.to_radians() as f32,
            ]);
            tols.extend([
                Tol::abs(2f64.powi(-11)),
                Tol::abs(2f64.powi(-11)),
                Tol::abs(tan_err),
                Tol::abs(6.81e-5).or_ulps(4096.0),
                Tol::abs(6.77e-5).or_ulps(4096.0),
                Tol::ulps(4096.0),
                Tol::ulps(4096.0),
                Tol::abs(ex_err + u(sh)),
                Tol::abs(ex_err + u(ch)),
                // the worse of 1e-5 absolute and inherited from sinh/cosh
                Tol::abs(1e-5f64.max(ex_err / ch * 2.0)),
                Tol::abs(log_arg_err(asinh_arg)).or_ulps(4.0),
                Tol::abs(log_arg_err(acosh_full)).or_ulps(4.0),
                Tol::abs(0.5 * log_arg_err(atanh_arg) + 4.0 * EPS32 / (1.0 - y.abs())).or_ulps(4.0),
                Tol::CORRECTLY_ROUNDED.or_ulps(2.0),
                Tol::CORRECTLY_ROUNDED.or_ulps(2.0),
            ]);
        }
        vec![Check::float_each(1, out, tols).labels(&LABELS)]
    }));
}

#[test]
fn math_fma_mix_step_smoothstep() {
    const LABELS: [&str; 5] = ["fma", "mix", "step", "smoothstep", "mix vec"];
    run(Case::new(
        "math_fma_mix",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let t = fract(v.w);
    let o = i * 5u;
    out[o + 0u] = fma(v.x, v.y, v.z);
    out[o + 1u] = mix(v.x, v.y, t);
    out[o + 2u] = step(v.y, v.x);
    out[o + 3u] = smoothstep(-3.0, 4.0, v.z);
    out[o + 4u] = mix(vec2<f32>(v.x, v.z), vec2<f32>(v.y, v.x), vec2<f32>(t)).y;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_f32s(rng, 4 * n, -10.0, 10.0)), Buf::out_f32(5 * n)],
        )
    })
    .reference(|inp, _| {
        let a = inp.f32s(0);
        let (mut out, mut tols) = (Vec::new(), Vec::new());
        for v in a.chunks(4) {
            let (x, y, z) = (v[0] as f64, v[1] as f64, v[2] as f64);
            let t = (v[3] - v[3].floor()) as f64; // fract, exact here
                                                  // fma: inherited from x * y + z, fused or not: 1 ULP of the product, 1 of the result
            let f = x * y + z;
            // mix: inherited from x * (1 - t) + y * t: four roundings of magnitudes <= |x| + |y|
            let mix = |p: f64, q: f64| (p * (1.0 - t) + q * t, 6.0 * EPS32 * (p.abs() + q.abs()));
            let (m, m_err) = mix(x, y);
            let (m2, m2_err) = mix(z, x);
            // smoothstep: t = clamp((x - e0) / (e1 - e0)) (sub + div: ~4.5 ULP of t), t*t*(3-2t): a few more;
            // the polynomial's slope is at most 1.5
            let tt = ((z + 3.0) / 7.0).clamp(0.0, 1.0);
            let ss = tt * tt * (3.0 - 2.0 * tt);
            out.extend([
                f as f32,
                m as f32,
                if v[0] >= v[1] { 1.0 } else { 0.0 },
                ss as f32,
                m2 as f32,
            ]);
            tols.extend([
                Tol::abs(ulp32(x * y) + ulp32(f)),
                Tol::abs(m_err),
                Tol::EXACT,
                Tol::abs(16.0 * EPS32),
                Tol::abs(m2_err),
            ]);
        }
        vec![Check::float_each(1, out, tols).labels(&LABELS)]
    }));
}

#[test]
fn math_geometric() {
    const LABELS: [&str; 8] = [
        "length4",
        "length1",
        "distance3",
        "normalize.x",
        "normalize.y",
        "normalize.z",
        "reflect.x",
        "faceForward.x",
    ];
    run(Case::new(
        "math_geometric",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let nrm = normalize(x.xyz);
    let o = i * 8u;
    out[o + 0u] = length(x);
    out[o + 1u] = length(x.w);
    out[o + 2u] = distance(x.xyz, y.xyz);
    out[o + 3u] = nrm.x;
    out[o + 4u] = nrm.y;
    out[o + 5u] = nrm.z;
    out[o + 6u] = reflect(x.xy, normalize(y.xy)).x;
    out[o + 7u] = faceForward(x.xyz, y.xyz, x.zyx).x;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let b: Vec<f32> = (0..4 * n)
            .map(|_| {
                let v: f32 = rng.random_range(-10.0..10.0);
                if v.abs() < 0.5 {
                    1.0
                } else {
                    v
                }
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_f32s(rng, 4 * n, -10.0, 10.0)),
                Buf::input(b),
                Buf::out_f32(8 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let (a, b) = (inp.f32s(0), inp.f32s(1));
        let (mut out, mut tols, mut skip) = (Vec::new(), Vec::new(), Vec::new());
        for (xv, yv) in a.chunks(4).zip(b.chunks(4)) {
            let x: Vec<f64> = xv.iter().map(|&v| v as f64).collect();
            let y: Vec<f64> = yv.iter().map(|&v| v as f64).collect();
            let len4 = x.iter().map(|v| v * v).sum::<f64>().sqrt();
            // the subtraction x - y rounds each component (1 ULP), then length
            let dv: Vec<f64> = (0..3).map(|k| (xv[k] - yv[k]) as f64).collect();
            let dist = dv.iter().map(|v| v * v).sum::<f64>().sqrt();
            let dist_exact = (0..3).map(|k| (x[k] - y[k]).powi(2)).sum::<f64>().sqrt();
            let len3 = (0..3).map(|k| x[k] * x[k]).sum::<f64>().sqrt();
            // length: inherited from sqrt(dot(x, x)): no cancellation in a sum of squares, so a
            // relative error of a few ULP (dot) plus sqrt's (~5 ULP)
            let rel = 16.0 * EPS32;
            out.extend([len4 as f32, x[3].abs() as f32, dist as f32]);
            tols.extend([
                Tol::rel(rel),
                Tol::rel(rel),
                Tol::rel(rel).or_abs((dist - dist_exact).abs() + 2.0 * ulp32(dist)),
            ]);
            for k in 0..3 {
                out.push((x[k] / len3) as f32);
                // normalize: x / length(x): length's relative error plus a 2.5 ULP division
                tols.push(Tol::abs(rel * (x[k] / len3).abs() + 3.0 * ulp32(x[k] / len3)).or_abs(4.0 * EPS32));
            }
            // reflect(e1, e2) = e1 - 2 * dot(e2, e1) * e2, with e2 = normalize(y.xy)
            let ly = (y[0] * y[0] + y[1] * y[1]).sqrt();
            let n2 = [y[0] / ly, y[1] / ly];
            let d = x[0] * n2[0] + x[1] * n2[1];
            let r = x[0] - 2.0 * d * n2[0];
            out.push(r as f32);
            tols.push(Tol::abs(32.0 * EPS32 * (x[0].abs() + 2.0 * (x[0].abs() + x[1].abs()))));
            // faceForward(e1, e2, e3) = select(-e1, e1, dot(e3, e2) < 0): e3 = x.zyx, e2 = y.xyz
            let dd = x[2] * y[0] + x[1] * y[1] + x[0] * y[2];
            let ff = if dd < 0.0 { x[0] } else { -x[0] };
            out.push(ff as f32);
            tols.push(Tol::EXACT);
            // too close to zero: the sign of the f32 dot product may differ
            let mag = (x[2] * y[0]).abs() + (x[1] * y[1]).abs() + (x[0] * y[2]).abs();
            skip.extend([
                false,
                false,
                false,
                false,
                false,
                false,
                false,
                dd.abs() <= 8.0 * ulp32(mag),
            ]);
        }
        vec![Check::float_each(2, out, tols).dont_care(skip).labels(&LABELS)]
    }));
}

#[test]
fn select_builtin() {
    run(Case::new(
        "select",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<u32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let c = (v & vec4<u32>(1u)) == vec4<u32>(1u);
    out[i * 3u] = select(v.wzyx, v, c);
    out[i * 3u + 1u] = select(vec4<u32>(7u), v, v.x > v.y);
    let f = select(vec2<f32>(-1.5, 2.5), vec2<f32>(f32(v.z & 255u)), c.zw);
    out[i * 3u + 2u] = vec4<u32>(select(1u, 2u, c.x), select(3u, 4u, !c.y), bitcast<u32>(f.x), bitcast<u32>(f.y));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_u32s(rng, 4 * n)), Buf::out_u32(12 * n)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for v in inp.u32s(0).chunks(4) {
            let c: Vec<bool> = v.iter().map(|&x| x & 1 == 1).collect();
            let rev = [v[3], v[2], v[1], v[0]];
            out.extend((0..4).map(|k| if c[k] { v[k] } else { rev[k] }));
            out.extend((0..4).map(|k| if v[0] > v[1] { v[k] } else { 7 }));
            let s = (v[2] & 255) as f32;
            out.extend([
                if c[0] { 2 } else { 1 },
                if !c[1] { 4 } else { 3 },
                bits(if c[2] { s } else { -1.5 }),
                bits(if c[3] { s } else { 2.5 }),
            ]);
        }
        vec![Check::exact(1, out)]
    }));
}

fn first_leading_bit_i32(x: i32) -> i32 {
    if x == 0 || x == -1 {
        -1
    } else if x > 0 {
        31 - x.leading_zeros() as i32
    } else {
        31 - (!x).leading_zeros() as i32
    }
}

#[test]
fn bit_counting_builtins() {
    const LABELS: [&str; 11] = [
        "countOneBits",
        "countLeadingZeros",
        "countTrailingZeros",
        "reverseBits",
        "firstLeadingBit u32",
        "firstLeadingBit i32",
        "firstTrailingBit u32",
        "firstTrailingBit i32",
        "countOneBits i32",
        "clz vec2.y",
        "reverseBits i32",
    ];
    run(Case::new(
        "bit_counting",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let s = bitcast<i32>(x);
    let o = i * 11u;
    out[o + 0u] = countOneBits(x);
    out[o + 1u] = countLeadingZeros(x);
    out[o + 2u] = countTrailingZeros(x);
    out[o + 3u] = reverseBits(x);
    out[o + 4u] = firstLeadingBit(x);
    out[o + 5u] = bitcast<u32>(firstLeadingBit(s));
    out[o + 6u] = firstTrailingBit(x);
    out[o + 7u] = bitcast<u32>(firstTrailingBit(s));
    out[o + 8u] = bitcast<u32>(countOneBits(s));
    out[o + 9u] = countLeadingZeros(vec2<u32>(x, x >> 7u)).y;
    out[o + 10u] = bitcast<u32>(reverseBits(s));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<u32> = (0..n)
            .map(|_| match rng.random_range(0..8) {
                0 => 0,
                1 => u32::MAX,
                2 => 1 << rng.random_range(0..32),
                3 => 0x8000_0000,
                _ => rng.random::<u32>() >> rng.random_range(0..32),
            })
            .collect();
        let a: Vec<u32> = a
            .into_iter()
            .map(|x| if rng.random_range(0..4) == 0 { !x } else { x })
            .collect();
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_u32(11 * n)])
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for &x in inp.u32s(0) {
            let s = x as i32;
            out.extend([
                x.count_ones(),
                x.leading_zeros(),
                x.trailing_zeros(),
                x.reverse_bits(),
                if x == 0 { u32::MAX } else { 31 - x.leading_zeros() },
                first_leading_bit_i32(s) as u32,
                if x == 0 { u32::MAX } else { x.trailing_zeros() },
                if x == 0 { u32::MAX } else { x.trailing_zeros() },
                x.count_ones(),
                (x >> 7).leading_zeros(),
                x.reverse_bits(),
            ]);
        }
        vec![Check::exact(1, out).labels(&LABELS)]
    }));
}

fn extract_bits_u32(e: u32, offset: u32, count: u32) -> u32 {
    let o = offset.min(32);
    let c = count.min(32 - o);
    if c == 0 {
        0
    } else {
        ((e as u64 >> o) & ((1u64 << c) - 1)) as u32
    }
}

fn extract_bits_i32(e: i32, offset: u32, count: u32) -> i32 {
    let o = offset.min(32);
    let c = count.min(32 - o);
    if c == 0 {
        0
    } else {
        let v = extract_bits_u32(e as u32, o, c) as u64;
        // sign-extend from bit c-1
        (((v << (64 - c)) as i64) >> (64 - c)) as i32
    }
}

fn insert_bits(e: u32, newbits: u32, offset: u32, count: u32) -> u32 {
    let o = offset.min(32);
    let c = count.min(32 - o);
    if c == 0 {
        return e;
    }
    let mask = (((1u64 << c) - 1) << o) as u32;
    (e & !mask) | (((newbits as u64) << o) as u32 & mask)
}

#[test]
fn extract_and_insert_bits() {
    const LABELS: [&str; 4] = [
        "extractBits u32",
        "extractBits i32",
        "insertBits u32",
        "insertBits i32 vec.y",
    ];
    run(Case::new(
        "extract_insert_bits",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let off = v.z;
    let cnt = v.w;
    out[i * 4u] = extractBits(v.x, off, cnt);
    out[i * 4u + 1u] = bitcast<u32>(extractBits(bitcast<i32>(v.x), off, cnt));
    out[i * 4u + 2u] = insertBits(v.x, v.y, off, cnt);
    out[i * 4u + 3u] = bitcast<u32>(insertBits(vec2<i32>(1, bitcast<i32>(v.y)), vec2<i32>(2, bitcast<i32>(v.x)), off, cnt).y);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let mut a = Vec::with_capacity(4 * n);
        for _ in 0..n {
            a.push(rng.random::<u32>());
            a.push(rng.random::<u32>());
            // offsets and counts past the bit width are clamped
            a.push(rng.random_range(0..40));
            a.push(rng.random_range(0..40));
        }
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_u32(4 * n)])
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for v in inp.u32s(0).chunks(4) {
            out.extend([
                extract_bits_u32(v[0], v[2], v[3]),
                extract_bits_i32(v[0] as i32, v[2], v[3]) as u32,
                insert_bits(v[0], v[1], v[2], v[3]),
                insert_bits(v[1], v[0], v[2], v[3]),
            ]);
        }
        vec![Check::exact(1, out).labels(&LABELS)]
    }));
}

/// The bytes a `pack*norm` component may produce: floor(0.5 + scale * clamp(x)), where a value that
/// lands within rounding distance of a .5 boundary may go either way (the product is only
/// "correctly rounded", and may be fused with the addition).
fn norm_candidates(x: f32, lo: f64, scale: f64) -> (i64, i64) {
    let c = (x as f64).clamp(lo, 1.0);
    let v = 0.5 + scale * c;
    let slack = 2.0 * ulp32(scale * c) + 1e-9;
    ((v - slack).floor() as i64, (v + slack).floor() as i64)
}

#[test]
fn pack_and_unpack_builtins() {
    const LABELS: [&str; 9] = [
        "pack4x8unorm",
        "pack4x8snorm",
        "pack2x16unorm",
        "pack2x16snorm",
        "pack2x16float",
        "pack4xI8",
        "pack4xU8",
        "pack4xI8Clamp",
        "pack4xU8Clamp",
    ];
    run(Case::new(
        "pack_unpack",
        r#"
@group(0) @binding(0) var<storage, read> f: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> w: array<vec4<i32>>;
@group(0) @binding(2) var<storage, read> u: array<u32>;
@group(0) @binding(3) var<storage, read_write> packed: array<u32>;
@group(0) @binding(4) var<storage, read_write> unpacked: array<vec4<f32>>;
@group(0) @binding(5) var<storage, read_write> unpacked_int: array<vec4<i32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&u) { return; }
    let x = f[i];
    let k = w[i];
    let o = i * 9u;
    packed[o + 0u] = pack4x8unorm(x);
    packed[o + 1u] = pack4x8snorm(x);
    packed[o + 2u] = pack2x16unorm(x.xy);
    packed[o + 3u] = pack2x16snorm(x.zw);
    packed[o + 4u] = pack2x16float(x.yz * 1000.0);
    packed[o + 5u] = pack4xI8(k);
    packed[o + 6u] = pack4xU8(bitcast<vec4<u32>>(k));
    packed[o + 7u] = pack4xI8Clamp(k);
    packed[o + 8u] = pack4xU8Clamp(bitcast<vec4<u32>>(k));
    let e = u[i];
    unpacked[i * 5u] = unpack4x8unorm(e);
    unpacked[i * 5u + 1u] = unpack4x8snorm(e);
    unpacked[i * 5u + 2u] = vec4<f32>(unpack2x16unorm(e), unpack2x16snorm(e));
    unpacked[i * 5u + 3u] = vec4<f32>(unpack2x16float(e & 0x7BFF7BFFu), 0.0, 0.0);
    unpacked[i * 5u + 4u] = vec4<f32>(0.0);
    unpacked_int[i * 2u] = unpack4xI8(e);
    unpacked_int[i * 2u + 1u] = bitcast<vec4<i32>>(unpack4xU8(e));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let w: Vec<i32> = (0..4 * n)
            .map(|_| match rng.random_range(0..3) {
                0 => rng.random_range(-300..300),
                1 => rng.random_range(-128..128),
                _ => rng.random(),
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_f32s(rng, 4 * n, -1.5, 1.5)),
                Buf::input(w),
                Buf::input(rand_u32s(rng, n)),
                Buf::out_u32(9 * n),
                Buf::out_f32(20 * n),
                Buf::out_i32(8 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let (f, w, u) = (inp.f32s(0).to_vec(), inp.i32s(1).to_vec(), inp.u32s(2));
        let n = u.len();
        // exact parts of `packed` (integer packing); the float packings are checked below
        let mut packed = vec![0u32; 9 * n];
        let mut float_part = vec![false; 9 * n];
        for i in 0..n {
            let k = &w[4 * i..4 * i + 4];
            let p = &mut packed[9 * i..9 * i + 9];
            for c in 0..4 {
                p[5] |= (k[c] as u32 & 0xff) << (8 * c);
                p[6] |= (k[c] as u32 & 0xff) << (8 * c);
                p[7] |= (k[c].clamp(-128, 127) as u32 & 0xff) << (8 * c);
                p[8] |= ((k[c] as u32).min(255)) << (8 * c);
            }
            for j in 0..5 {
                float_part[9 * i + j] = true;
            }
        }
        let mut unpacked = Vec::new();
        let mut tols = Vec::new();
        let mut unpacked_int = Vec::new();
        for &e in u {
            let b: Vec<u32> = (0..4).map(|c| (e >> (8 * c)) & 0xff).collect();
            unpacked.extend(b.iter().map(|&x| (x as f64 / 255.0) as f32));
            unpacked.extend(b.iter().map(|&x| ((x as u8 as i8) as f64 / 127.0).max(-1.0) as f32));
            let h = [e & 0xffff, e >> 16];
            unpacked.extend(h.iter().map(|&x| (x as f64 / 65535.0) as f32));
            unpacked.extend(h.iter().map(|&x| ((x as u16 as i16) as f64 / 32767.0).max(-1.0) as f32));
            let m = e & 0x7BFF_7BFF; // finite halves
            unpacked.extend([f16_to_f32((m & 0xffff) as u16), f16_to_f32((m >> 16) as u16), 0.0, 0.0]);
            unpacked.extend([0.0; 4]);
            tols.extend([Tol::ulps(3.0); 12]);
            tols.extend([Tol::EXACT; 8]);
            unpacked_int.extend(b.iter().map(|&x| x as u8 as i8 as i32));
            unpacked_int.extend(b.iter().map(|&x| x as i32));
        }
        vec![
            Check::exact(3, packed).dont_care(float_part).labels(&LABELS),
            Check::custom(
                "pack4x8unorm / pack4x8snorm / pack2x16unorm / pack2x16snorm / pack2x16float",
                move |r| {
                    let got = r[3].u32s();
                    for i in 0..n {
                        let x = &f[4 * i..4 * i + 4];
                        let p = &got[9 * i..9 * i + 5];
                        let field = |word: u32, c: usize, width: u32| -> i64 {
                            let raw = (word >> (width * c as u32)) & ((1u32 << width) - 1);
                            raw as i64
                        };
                        let check =
                            |what: &str, word: u32, c: usize, width: u32, (lo, hi): (i64, i64)| -> Result<(), String> {
                                let m = 1i64 << width;
                                let g = field(word, c, width);
                                if g == lo.rem_euclid(m) || g == hi.rem_euclid(m) {
                                    Ok(())
                                } else {
                                    Err(format!(
                                        "[{i}] {what} component {c} of {x:?}: got {g:#x}, want {:#x} (or {:#x})",
                                        lo.rem_euclid(m),
                                        hi.rem_euclid(m)
                                    ))
                                }
                            };
                        for c in 0..4 {
                            check("pack4x8unorm", p[0], c, 8, norm_candidates(x[c], 0.0, 255.0))?;
                            check("pack4x8snorm", p[1], c, 8, norm_candidates(x[c], -1.0, 127.0))?;
                        }
                        for c in 0..2 {
                            check("pack2x16unorm", p[2], c, 16, norm_candidates(x[c], 0.0, 65535.0))?;
                            check("pack2x16snorm", p[3], c, 16, norm_candidates(x[2 + c], -1.0, 32767.0))?;
                            // pack2x16float: the f16 conversion may round either way
                            let v = (x[1 + c] * 1000.0) as f64;
                            let g = f16_to_f64(field(p[4], c, 16) as u16);
                            let near = f16_to_f64(f64_to_f16(v));
                            if (g - v).abs() > ulp_in(FloatFmt::F16, near)
                                || (g - v).abs() > (near - v).abs() + ulp_in(FloatFmt::F16, near)
                            {
                                return Err(format!(
                                    "[{i}] pack2x16float component {c} of {v}: got {g}, want {near} or its neighbour"
                                ));
                            }
                        }
                    }
                    Ok(())
                },
            ),
            Check::float_each(4, unpacked, tols).labels(&[
                "unpack4x8unorm",
                "",
                "",
                "",
                "unpack4x8snorm",
                "",
                "",
                "",
                "unpack2x16unorm",
                "",
                "unpack2x16snorm",
                "",
                "unpack2x16float",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
            ]),
            Check::exact(5, unpacked_int),
        ]
    }));
}

#[test]
fn dot4_packed_builtins() {
    run(Case::new(
        "dot4_packed",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec2<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    out[i * 2u] = dot4U8Packed(v.x, v.y);
    out[i * 2u + 1u] = bitcast<u32>(dot4I8Packed(v.x, v.y));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_u32s(rng, 2 * n)), Buf::out_u32(2 * n)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for v in inp.u32s(0).chunks(2) {
            let bu = |x: u32, c: u32| (x >> (8 * c)) & 0xff;
            let bi = |x: u32, c: u32| ((x >> (8 * c)) as u8 as i8) as i32;
            out.push((0..4).map(|c| bu(v[0], c) * bu(v[1], c)).sum());
            out.push((0..4).map(|c| bi(v[0], c) * bi(v[1], c)).sum::<i32>() as u32);
        }
        vec![Check::exact(1, out).labels(&["dot4U8Packed", "dot4I8Packed"])]
    }));
}

#[test]
fn modf_frexp_ldexp() {
    run(Case::new(
        "modf_frexp_ldexp",
        r#"
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> e: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
@group(0) @binding(3) var<storage, read_write> exps: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let m = modf(x);
    let fr = frexp(x);
    let mv = modf(vec2<f32>(x, -x));
    let o = i * 5u;
    out[o + 0u] = m.fract;
    out[o + 1u] = m.whole;
    out[o + 2u] = fr.fract;
    out[o + 3u] = ldexp(x, e[i]);
    out[o + 4u] = mv.whole.y + mv.fract.y;
    exps[i] = fr.exp;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<f32> = (0..n)
            .map(|_| match rng.random_range(0..6) {
                0 => 0.0,
                1 => rng.random_range(-10..10) as f32,
                2 => rng.random_range(-1e-20f32..1e-20),
                3 => rng.random_range(-1e20f32..1e20),
                _ => rng.random_range(-1000.0f32..1000.0),
            })
            .map(|x| {
                if x != 0.0 && x.abs() < f32::MIN_POSITIVE {
                    1.0
                } else {
                    x
                }
            })
            .collect();
        let e: Vec<i32> = (0..n).map(|_| rng.random_range(-20..20)).collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(e), Buf::out_f32(5 * n), Buf::out_i32(n)],
        )
    })
    .reference(|inp, _| {
        let (mut out, mut exps) = (Vec::new(), Vec::new());
        for (&x, &e) in inp.f32s(0).iter().zip(inp.i32s(1)) {
            let whole = x.trunc();
            let (fr, ex) = if x == 0.0 {
                (0.0, 0)
            } else {
                // x = fr * 2^ex with |fr| in [0.5, 1)
                let ex = ((x.to_bits() >> 23) & 0xff) as i32 - 126;
                (x / 2f32.powi(ex), ex)
            };
            out.extend([x - whole, whole, fr, (x as f64 * 2f64.powi(e)) as f32, -x]);
            exps.push(ex);
        }
        vec![
            Check::exact(2, out).labels(&["modf fract", "modf whole", "frexp fract", "ldexp", "vec modf"]),
            Check::exact(3, exps),
        ]
    }));
}

#[test]
fn more_float_builtins() {
    const LABELS: [&str; 8] = [
        "quantizeToF16",
        "refract.x",
        "refract.y",
        "refract.z",
        "abs vec",
        "min vec",
        "clamp vec",
        "mat * scalar",
    ];
    run(Case::new(
        "more_float_builtins",
        r#"
@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let r = refract(normalize(x.xyz), normalize(y.xyz), y.w);
    let m = mat2x2<f32>(x.xy, y.xy) * 4.0;
    let o = i * 8u;
    out[o + 0u] = quantizeToF16(x.w);
    out[o + 1u] = r.x;
    out[o + 2u] = r.y;
    out[o + 3u] = r.z;
    out[o + 4u] = abs(x - y).z;
    out[o + 5u] = min(x, y).y;
    out[o + 6u] = clamp(x, vec4<f32>(-1.0), vec4<f32>(2.0)).x;
    out[o + 7u] = m[1].x;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let mut a = Vec::with_capacity(4 * n);
        let mut b = Vec::with_capacity(4 * n);
        for _ in 0..n {
            for _ in 0..3 {
                a.push(rng.random_range(-4.0f32..4.0));
                b.push(rng.random_range(-4.0f32..4.0));
            }
            // quantizeToF16: keep inside f16's normal range (subnormal results may flush to zero)
            let q: f32 = rng.random_range(0.001..60000.0);
            a.push(if rng.random() { q } else { -q });
            b.push(rng.random_range(0.5f32..1.5)); // refract's eta
        }
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(b), Buf::out_f32(8 * n)],
        )
    })
    .reference(|inp, _| {
        let (a, b) = (inp.f32s(0), inp.f32s(1));
        let (mut out, mut tols, mut skip) = (Vec::new(), Vec::new(), Vec::new());
        for (x, y) in a.chunks(4).zip(b.chunks(4)) {
            let q = f16_to_f64(f32_to_f16(x[3]));
            out.push(q as f32);
            tols.push(Tol::abs(ulp_in(FloatFmt::F16, q))); // correctly rounded to f16: either neighbour
            skip.push(false);
            // refract(e1, e2, eta) = eta * e1 - (eta * dot(e2, e1) + sqrt(k)) * e2,
            // k = 1 - eta^2 (1 - dot(e2, e1)^2); 0 when k < 0
            let norm = |v: &[f32]| -> Vec<f64> {
                let l = v.iter().map(|&c| (c as f64).powi(2)).sum::<f64>().sqrt();
                v.iter().map(|&c| c as f64 / l).collect()
            };
            let (e1, e2, eta) = (norm(&x[..3]), norm(&y[..3]), y[3] as f64);
            let d: f64 = (0..3).map(|k| e1[k] * e2[k]).sum();
            let kk = 1.0 - eta * eta * (1.0 - d * d);
            for c in 0..3 {
                let r = if kk < 0.0 {
                    0.0
                } else {
                    eta * e1[c] - (eta * d + kk.sqrt()) * e2[c]
                };
                out.push(r as f32);
                // inherited: normalize, dot, sqrt and a handful of products on unit-sized values
                tols.push(Tol::abs(64.0 * EPS32));
                // near k = 0 the square root's slope is unbounded, and the k < 0 test may go either way
                skip.push(kk.abs() < 1e-3);
            }
            out.extend([(x[2] - y[2]).abs(), x[1].min(y[1]), x[0].clamp(-1.0, 2.0), y[0] * 4.0]);
            tols.extend([Tol::CORRECTLY_ROUNDED, Tol::EXACT, Tol::EXACT, Tol::EXACT]);
            skip.extend([false; 4]);
        }
        vec![Check::float_each(2, out, tols).dont_care(skip).labels(&LABELS)]
    }));
}

#[test]
fn kernel_without_bounds_checks_runs_in_bounds_code() {
    // the `unsafe` opt-out: in-bounds code must give the same results as with checks
    let case = Case::new(
        "no_bounds_checks",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    var t: array<u32, 8>;
    for (var k = 0u; k < 8u; k++) { t[k] = a[i] + k; }
    out[i] = t[a[i] % 8u] * 3u + a[(i * 7u) % arrayLength(&a)];
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(n)],
        )
    })
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let n = a.len();
        let out: Vec<u32> = (0..n)
            .map(|i| a[i].wrapping_add(a[i] % 8).wrapping_mul(3).wrapping_add(a[(i * 7) % n]))
            .collect();
        vec![Check::exact(1, out)]
    });
    // SAFETY: every index above is reduced modulo the array's length, and the buffer index is
    // guarded by arrayLength.
    run(unsafe { case.without_bounds_checks() });
}

// =============================================================================================
// Conversions and bitcasts
// =============================================================================================

#[test]
fn float_to_int_conversions_saturate() {
    run(Case::new(
        "float_to_int",
        r#"
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> outi: array<i32>;
@group(0) @binding(2) var<storage, read_write> outu: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    outi[i * 2u] = i32(x);
    outi[i * 2u + 1u] = vec2<i32>(vec2<f32>(x, -x)).y;
    outu[i * 2u] = u32(x);
    outu[i * 2u + 1u] = vec2<u32>(vec2<f32>(-x, x)).x;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<f32> = (0..n)
            .map(|_| match rng.random_range(0..12) {
                0 => f32::INFINITY,
                1 => f32::NEG_INFINITY,
                2 => 1e20,
                3 => -1e20,
                4 => 2147483520.0,
                5 => 2147483648.0,
                6 => -2147483648.0,
                7 => 4294967040.0,
                8 => 4294967296.0,
                9 => rng.random_range(-1.0..1.0),
                _ => rng.random_range(-5e9..5e9),
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::out_i32(2 * n), Buf::out_u32(2 * n)],
        )
    })
    .reference(|inp, _| {
        let (mut oi, mut ou) = (Vec::new(), Vec::new());
        for &x in inp.f32s(0) {
            oi.extend([wgsl_f32_to_i32(x), wgsl_f32_to_i32(-x)]);
            ou.extend([wgsl_f32_to_u32(x), wgsl_f32_to_u32(-x)]);
        }
        vec![
            Check::exact(1, oi).labels(&["i32(x)", "i32(-x) vec"]),
            Check::exact(2, ou).labels(&["u32(x)", "u32(-x) vec"]),
        ]
    }));
}

#[test]
fn float_to_int_nan_gives_zero() {
    // WGSL leaves a NaN conversion's result indeterminate; anygpu pins it to 0 on every device
    // (issue 2: "float→int conversions saturate", NaN → 0 like Rust's `as`).
    run(Case::new(
        "float_to_int_nan",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = bitcast<f32>(a[i]);
    out[i * 2u] = bitcast<u32>(i32(x));
    out[i * 2u + 1u] = u32(x);
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(100..300);
        // quiet and signalling NaNs of both signs
        let a: Vec<u32> = (0..n)
            .map(|_| 0x7f80_0000 | rng.random_range(1..0x80_0000u32) | (rng.random::<u32>() & 0x8000_0000))
            .collect();
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_u32(2 * n)])
    })
    .known_divergence(|info| {
        (info.kind == anygpu::DeviceKind::Wgpu)
            .then_some("NaN → int is indeterminate in WGSL; the 0 is anygpu's own guarantee on its native targets")
    })
    .reference(|inp, _| vec![Check::exact(1, vec![0u32; 2 * inp.u32s(0).len()]).labels(&["i32(NaN)", "u32(NaN)"])]));
}

#[test]
fn int_to_float_conversions() {
    run(Case::new(
        "int_to_float",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    out[i * 3u] = f32(x);
    out[i * 3u + 1u] = f32(bitcast<i32>(x));
    out[i * 3u + 2u] = vec2<f32>(vec2<i32>(bitcast<i32>(x), 0)).x;
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<u32> = (0..n)
            .map(|_| match rng.random_range(0..5) {
                0 => rng.random_range(0..1 << 24),
                1 => 0,
                2 => u32::MAX - rng.random_range(0..1000),
                _ => rng.random(),
            })
            .collect();
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_f32(3 * n)])
    })
    .reference(|inp, _| {
        let a = inp.u32s(0).to_vec();
        vec![Check::custom(
            "int -> f32: the exact value, or one of the two f32 values around it",
            move |r| {
                let out = r[1].f32s();
                let what = ["f32(u32)", "f32(i32)", "vec2<f32>(vec2<i32>)"];
                for (i, &x) in a.iter().enumerate() {
                    for (k, exact) in [x as f64, x as i32 as f64, x as i32 as f64].into_iter().enumerate() {
                        let got = out[3 * i + k];
                        let (lo, hi) = f32_neighbours(exact);
                        if got != lo && got != hi {
                            return Err(format!(
                                "[{i}] {} of {exact}: got {got:e}, want {lo:e} or {hi:e}",
                                what[k]
                            ));
                        }
                        if exact == 0.0 && got.is_sign_negative() {
                            return Err(format!("[{i}] {}: integer zero must convert to +0.0", what[k]));
                        }
                    }
                }
                Ok(())
            },
        )]
    }));
}

#[test]
fn bitcasts() {
    const LABELS: [&str; 7] = [
        "u32(bitcast<f32>)",
        "bitcast<u32>(f32)",
        "bitcast<i32>(u32)",
        "u32(i32)",
        "i32(u32)",
        "vec2 bitcast",
        "f32 from i32 bits",
    ];
    run(Case::new(
        "bitcasts",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> f: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = f[i];
    let o = i * 7u;
    let asf = bitcast<f32>(x);
    out[o + 0u] = bitcast<u32>(asf * 2.0);
    out[o + 1u] = bitcast<u32>(y);
    out[o + 2u] = u32(bitcast<i32>(x) >> 3u);
    out[o + 3u] = u32(-bitcast<i32>(x));
    out[o + 4u] = bitcast<u32>(i32(x) + 1);
    out[o + 5u] = bitcast<vec2<u32>>(vec2<f32>(y, -y)).y;
    out[o + 6u] = bitcast<u32>(bitcast<f32>(bitcast<i32>(x)));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        // finite, normal, not too large bit patterns: doubling them is exact
        let a: Vec<u32> = (0..n)
            .map(|_| (rng.random::<u32>() & 0x80FF_FFFF) | (rng.random_range(1..250u32) << 23))
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(a),
                Buf::input(rand_f32s(rng, n, -1e6, 1e6)),
                Buf::out_u32(7 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &y) in inp.u32s(0).iter().zip(inp.f32s(1)) {
            out.extend([
                (f32::from_bits(x) * 2.0).to_bits(),
                y.to_bits(),
                ((x as i32) >> 3) as u32,
                (x as i32).wrapping_neg() as u32,
                (x as i32).wrapping_add(1) as u32,
                (-y).to_bits(),
                x,
            ]);
        }
        vec![Check::exact(2, out).labels(&LABELS)]
    }));
}

#[test]
fn bool_conversions() {
    const LABELS: [&str; 6] = [
        "bool(u32)",
        "bool(i32)",
        "bool(f32)",
        "u32(bool)",
        "i32(bool)",
        "f32(bool)",
    ];
    run(Case::new(
        "bool_conversions",
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> f: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let b1 = bool(x);
    let b2 = bool(bitcast<i32>(x) >> 16u);
    let b3 = bool(f[i]);
    let o = i * 6u;
    out[o + 0u] = select(0u, 1u, b1);
    out[o + 1u] = select(0u, 1u, b2);
    out[o + 2u] = select(0u, 1u, b3);
    out[o + 3u] = u32(b1) + u32(b3) * 10u;
    out[o + 4u] = bitcast<u32>(i32(b2) * -3);
    out[o + 5u] = bitcast<u32>(f32(b3) * 0.5 + f32(!b1));
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let a: Vec<u32> = (0..n)
            .map(|_| {
                if rng.random_bool(0.3) {
                    rng.random_range(0..3)
                } else {
                    rng.random()
                }
            })
            .collect();
        let f: Vec<f32> = (0..n)
            .map(|_| match rng.random_range(0..4) {
                0 => 0.0,
                1 => -0.0,
                _ => rng.random_range(-2.0..2.0),
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![Buf::input(a), Buf::input(f), Buf::out_u32(6 * n)],
        )
    })
    .reference(|inp, _| {
        let mut out = Vec::new();
        for (&x, &y) in inp.u32s(0).iter().zip(inp.f32s(1)) {
            let b1 = x != 0;
            let b2 = ((x as i32) >> 16) != 0;
            let b3 = y != 0.0;
            out.extend([
                b1 as u32,
                b2 as u32,
                b3 as u32,
                b1 as u32 + b3 as u32 * 10,
                (b2 as i32 * -3) as u32,
                bits(b3 as u32 as f32 * 0.5 + (!b1) as u32 as f32),
            ]);
        }
        vec![Check::exact(2, out).labels(&LABELS)]
    }));
}

// =============================================================================================
// Subgroup operations (naga 30 accepts them without `enable subgroups;`). Subgroups are chunks of
// subgroup_size consecutive local_invocation_index values; every call below is in workgroup-uniform
// control flow, so the whole chunk is active.
// =============================================================================================

/// For global 1-D invocation `g` in workgroups of `wg`: the range of global indices of its subgroup.
fn subgroup_of(g: usize, wg: usize, sg: usize) -> std::ops::Range<usize> {
    let base = g / wg * wg;
    let l = g % wg;
    let start = base + l / sg * sg;
    start..(start + sg).min(base + wg)
}

fn subgroup_reduce_case(name: &str, wg: usize) -> Case {
    let src = r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read> fin: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
@group(0) @binding(3) var<storage, read_write> fout: array<f32>;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let x = inp[i];
    let s = bitcast<i32>(x);
    let o = i * 9u;
    out[o + 0u] = subgroupAdd(x);
    out[o + 1u] = subgroupMul(x | 1u);
    out[o + 2u] = bitcast<u32>(subgroupMin(s));
    out[o + 3u] = bitcast<u32>(subgroupMax(s));
    out[o + 4u] = subgroupMin(x);
    out[o + 5u] = subgroupAnd(x | 0x0F0F0F0Fu);
    out[o + 6u] = subgroupOr(x & 0x01010101u);
    out[o + 7u] = subgroupXor(x);
    out[o + 8u] = subgroupMax(x);
    fout[i * 2u] = subgroupAdd(fin[i]);
    fout[i * 2u + 1u] = subgroupMax(fin[i]);
}
"#
    .replace("WG", &wg.to_string());
    Case::new(name, &src)
        .inputs(move |rng, _| {
            let g = rng.random_range(2..8);
            let n = g as usize * wg;
            Inputs::new(
                [g, 1, 1],
                vec![
                    Buf::input(rand_u32s(rng, n)),
                    Buf::input(rand_f32s(rng, n, -100.0, 100.0)),
                    Buf::out_u32(9 * n),
                    Buf::out_f32(2 * n),
                ],
            )
        })
        .reference(move |inp, info| {
            let sg = info.subgroup_size as usize;
            let (x, f) = (inp.u32s(0), inp.f32s(1));
            let (mut out, mut fout, mut ftol) = (Vec::new(), Vec::new(), Vec::new());
            for g in 0..x.len() {
                let r = subgroup_of(g, wg, sg);
                let v = &x[r.clone()];
                out.extend([
                    v.iter().fold(0u32, |s, &a| s.wrapping_add(a)),
                    v.iter().fold(1u32, |s, &a| s.wrapping_mul(a | 1)),
                    v.iter().map(|&a| a as i32).min().unwrap() as u32,
                    v.iter().map(|&a| a as i32).max().unwrap() as u32,
                    *v.iter().min().unwrap(),
                    v.iter().fold(u32::MAX, |s, &a| s & (a | 0x0F0F_0F0F)),
                    v.iter().fold(0, |s, &a| s | (a & 0x0101_0101)),
                    v.iter().fold(0, |s, &a| s ^ a),
                    *v.iter().max().unwrap(),
                ]);
                let fv: Vec<f64> = f[r].iter().map(|&a| a as f64).collect();
                fout.push(fv.iter().sum::<f64>() as f32);
                ftol.push(sum_tol(&fv)); // inherited from a sum in any order
                fout.push(fv.iter().cloned().fold(f64::MIN, f64::max) as f32);
                ftol.push(Tol::EXACT);
            }
            vec![
                Check::exact(2, out).labels(&[
                    "add", "mul", "min i32", "max i32", "min u32", "and", "or", "xor", "max u32",
                ]),
                Check::float_each(3, fout, ftol).labels(&["add f32", "max f32"]),
            ]
        })
}

#[test]
fn subgroup_reductions() {
    run(subgroup_reduce_case("subgroup_reduce", 64));
}

#[test]
fn subgroup_reductions_partial_subgroups() {
    // 40 invocations: with 16- or 32-wide subgroups the last subgroup of each workgroup is partial
    run(subgroup_reduce_case("subgroup_reduce_partial", 40));
}

#[test]
fn subgroup_scans() {
    const WG: usize = 64;
    run(Case::new(
        "subgroup_scans",
        r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read> fin: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
@group(0) @binding(3) var<storage, read_write> fout: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let x = inp[i];
    out[i * 4u] = subgroupExclusiveAdd(x);
    out[i * 4u + 1u] = subgroupInclusiveAdd(x);
    out[i * 4u + 2u] = subgroupExclusiveMul(x | 1u);
    out[i * 4u + 3u] = subgroupInclusiveMul(x | 1u);
    fout[i] = subgroupInclusiveAdd(fin[i]);
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(2..8);
        let n = g as usize * WG;
        Inputs::new(
            [g, 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::input(rand_f32s(rng, n, -100.0, 100.0)),
                Buf::out_u32(4 * n),
                Buf::out_f32(n),
            ],
        )
    })
    .reference(|inp, info| {
        let sg = info.subgroup_size as usize;
        let (x, f) = (inp.u32s(0), inp.f32s(1));
        let (mut out, mut fout, mut ftol) = (Vec::new(), Vec::new(), Vec::new());
        for g in 0..x.len() {
            let r = subgroup_of(g, WG, sg);
            let before = &x[r.start..g];
            let ex_add = before.iter().fold(0u32, |s, &a| s.wrapping_add(a));
            let ex_mul = before.iter().fold(1u32, |s, &a| s.wrapping_mul(a | 1));
            out.extend([ex_add, ex_add.wrapping_add(x[g]), ex_mul, ex_mul.wrapping_mul(x[g] | 1)]);
            let fv: Vec<f64> = f[r.start..=g].iter().map(|&a| a as f64).collect();
            fout.push(fv.iter().sum::<f64>() as f32);
            ftol.push(sum_tol(&fv));
        }
        vec![
            Check::exact(2, out).labels(&["exclusive add", "inclusive add", "exclusive mul", "inclusive mul"]),
            Check::float_each(3, fout, ftol),
        ]
    }));
}

#[test]
fn subgroup_ballot_and_broadcast() {
    // subgroupElect is not in naga 30's WGSL front (only reserved), so it is not tested here.
    const WG: usize = 64;
    run(Case::new(
        "subgroup_ballot_broadcast",
        r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let x = inp[i];
    let b = subgroupBallot((x & 1u) == 1u);
    let o = i * 7u;
    out[o + 0u] = b.x;
    out[o + 1u] = b.y;
    out[o + 2u] = b.z;
    out[o + 3u] = b.w;
    out[o + 4u] = subgroupBroadcast(x, 3u);
    out[o + 5u] = subgroupBroadcastFirst(x);
    out[o + 6u] = subgroupBroadcast(x ^ 0xFFu, 0u);
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(2..8);
        let n = g as usize * WG;
        Inputs::new([g, 1, 1], vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(7 * n)])
    })
    .reference(|inp, info| {
        let sg = info.subgroup_size as usize;
        let x = inp.u32s(0);
        let mut out = Vec::new();
        for g in 0..x.len() {
            let r = subgroup_of(g, WG, sg);
            let mut ballot = [0u32; 4];
            for (lane, k) in r.clone().enumerate() {
                if x[k] & 1 == 1 {
                    ballot[lane / 32] |= 1 << (lane % 32);
                }
            }
            out.extend(ballot);
            out.extend([x[r.start + 3], x[r.start], x[r.start] ^ 0xFF]);
        }
        vec![Check::exact(1, out).labels(&[
            "ballot.x",
            "ballot.y",
            "ballot.z",
            "ballot.w",
            "broadcast 3",
            "broadcastFirst",
            "broadcast 0",
        ])]
    }));
}

#[test]
fn subgroup_shuffles() {
    const WG: usize = 64;
    const LABELS: [&str; 5] = [
        "shuffle",
        "shuffleXor 1",
        "shuffleXor 5",
        "shuffleUp 1",
        "shuffleDown 2",
    ];
    run(Case::new(
        "subgroup_shuffles",
        r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(subgroup_invocation_id) sid: u32,
    @builtin(subgroup_size) sgs: u32,
) {
    let i = gid.x;
    let x = inp[i];
    let o = i * 5u;
    out[o + 0u] = subgroupShuffle(x, (sid * 5u + 3u) % sgs);
    out[o + 1u] = subgroupShuffleXor(x, 1u);
    out[o + 2u] = subgroupShuffleXor(x, 5u);
    out[o + 3u] = subgroupShuffleUp(x, 1u);
    out[o + 4u] = subgroupShuffleDown(x, 2u);
}
"#,
    )
    .inputs(|rng, _| {
        let g = rng.random_range(2..8);
        let n = g as usize * WG;
        Inputs::new([g, 1, 1], vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(5 * n)])
    })
    .reference(|inp, info| {
        let sg = info.subgroup_size as usize;
        let x = inp.u32s(0);
        let (mut out, mut dont_care) = (Vec::new(), Vec::new());
        for g in 0..x.len() {
            let r = subgroup_of(g, WG, sg);
            let lane = g - r.start;
            // a source lane outside the (possibly partial) subgroup gives an indeterminate value
            let targets = [
                Some((lane * 5 + 3) % sg),
                Some(lane ^ 1),
                Some(lane ^ 5),
                lane.checked_sub(1),
                Some(lane + 2),
            ];
            for t in targets {
                match t.filter(|&t| t < r.len()) {
                    Some(t) => {
                        out.push(x[r.start + t]);
                        dont_care.push(false);
                    }
                    None => {
                        out.push(0);
                        dont_care.push(true);
                    }
                }
            }
        }
        vec![Check::exact(1, out).dont_care(dont_care).labels(&LABELS)]
    }));
}

#[test]
fn subgroup_all_any() {
    const WG: usize = 64;
    run(Case::new(
        "subgroup_all_any",
        r#"
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let p = (inp[i] & 1u) == 1u;
    out[i * 2u] = select(0u, 1u, subgroupAll(p));
    out[i * 2u + 1u] = select(0u, 1u, subgroupAny(p));
}
"#,
    )
    .inputs(|rng, info| {
        let sg = info.subgroup_size as usize;
        let g = rng.random_range(2..8);
        let n = g as usize * WG;
        // per subgroup: all odd, all even, or mixed
        let mut v = rand_u32s(rng, n);
        for chunk_start in (0..n).step_by(sg.max(1)) {
            let mode = rng.random_range(0..3);
            for x in &mut v[chunk_start..(chunk_start + sg).min(n)] {
                match mode {
                    0 => *x |= 1,
                    1 => *x &= !1,
                    _ => {}
                }
            }
        }
        Inputs::new([g, 1, 1], vec![Buf::input(v), Buf::out_u32(2 * n)])
    })
    .reference(|inp, info| {
        let sg = info.subgroup_size as usize;
        let x = inp.u32s(0);
        let mut out = Vec::new();
        for g in 0..x.len() {
            let r = subgroup_of(g, WG, sg);
            out.push(x[r.clone()].iter().all(|&a| a & 1 == 1) as u32);
            out.push(x[r].iter().any(|&a| a & 1 == 1) as u32);
        }
        vec![Check::exact(1, out).labels(&["subgroupAll", "subgroupAny"])]
    }));
}

// =============================================================================================
// Override constants
// =============================================================================================

const OVERRIDES_WGSL: &str = r#"
override WG: u32 = 64;
override SCALE: f32 = 1.0;
override OFFSET: i32 = 0;
@id(7) override BIAS: u32 = 3u;
override FLAG: bool = false;
override DERIVED: u32 = WG * 2u;

@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(WG)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let o = i * 5u;
    out[o + 0u] = bitcast<u32>(f32(a[i]) * SCALE);
    out[o + 1u] = u32(a[i] + OFFSET) + BIAS;
    out[o + 2u] = select(0u, 1u, FLAG) + DERIVED;
    out[o + 3u] = lidx;
    out[o + 4u] = wid.x;
}
"#;

fn overrides_case(name: &str, set: bool) -> Case {
    Case::new(name, OVERRIDES_WGSL)
        .inputs(move |rng, _| {
            let n = rand_len(rng);
            let wg = if set {
                [16u32, 32, 48, 100, 256][rng.random_range(0..5)]
            } else {
                64
            };
            let inputs = Inputs::new(
                [groups(n, wg as usize), 1, 1],
                vec![
                    Buf::input(
                        rand_int_f32s(rng, n, 100000)
                            .iter()
                            .map(|&v| v as i32)
                            .collect::<Vec<i32>>(),
                    ),
                    Buf::out_u32(5 * n),
                ],
            );
            if !set {
                return inputs;
            }
            inputs
                .with_override("WG", wg as f64)
                .with_override("SCALE", 2f64.powi(rng.random_range(-5..6)))
                .with_override("OFFSET", rng.random_range(-1000..1000) as f64)
                .with_override("7", rng.random_range(0..1000) as f64) // BIAS, by its @id
                .with_override("FLAG", if rng.random() { 1.0 } else { 0.0 })
        })
        .reference(|inp, _| {
            let get = |k: &str, default: f64| {
                inp.overrides
                    .iter()
                    .find(|(n, _)| n == k)
                    .map(|p| p.1)
                    .unwrap_or(default)
            };
            let wg = get("WG", 64.0) as u32;
            let scale = get("SCALE", 1.0) as f32;
            let offset = get("OFFSET", 0.0) as i32;
            let bias = get("7", 3.0) as u32;
            let flag = get("FLAG", 0.0) != 0.0;
            let mut out = Vec::new();
            for (i, &x) in inp.i32s(0).iter().enumerate() {
                let i = i as u32;
                out.extend([
                    bits(x as f32 * scale),
                    (x.wrapping_add(offset) as u32).wrapping_add(bias),
                    flag as u32 + wg * 2,
                    i % wg,
                    i / wg,
                ]);
            }
            vec![Check::exact(1, out).labels(&["SCALE", "OFFSET+BIAS", "FLAG+DERIVED", "lidx (WG)", "wid (WG)"])]
        })
}

#[test]
fn override_constants() {
    run_all(&[
        overrides_case("overrides_set", true),
        overrides_case("overrides_default", false),
    ]);
}

// =============================================================================================
// Bounds checks: reads past the end read 0, writes past the end are skipped
// =============================================================================================

#[test]
fn bounds_checks_on_runtime_sized_arrays() {
    run(Case::new(
        "bounds_runtime_arrays",
        r#"
@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> dst: array<u32>;
@group(0) @binding(2) var<storage, read> guard: array<u32>;
@group(0) @binding(3) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    // reads: past the end, far past the end, and at a negative index
    out[i * 3u] = src[i];
    out[i * 3u + 1u] = src[0x80000000u + i] + src[i32(i) - 100] * 2u;
    out[i * 3u + 2u] = guard[i % arrayLength(&guard)];
    // writes: dst is shorter than 3 * invocations, so many of these are past the end
    dst[i * 3u] = i + 1u;
    dst[0x40000000u + i] = 7u;
    if i < 1000u { dst[i32(i) - 1000] = 9u; }
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let g = groups(n + 50, 64);
        let total = 64 * g as usize;
        let m = rng.random_range(total / 2..2 * total);
        let guard_len = rng.random_range(1..64);
        Inputs::new(
            [g, 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::input(rand_u32s(rng, m)),
                Buf::input(rand_u32s(rng, guard_len)),
                Buf::out_u32(3 * total),
            ],
        )
    })
    .known_divergence(common::wgpu_bounds_divergence)
    .reference(|inp, _| {
        let src = inp.u32s(0);
        let n = src.len();
        let guard = inp.u32s(2).to_vec();
        let total = inp.grid[0] as usize * 64;
        let mut dst = inp.u32s(1).to_vec();
        for i in 0..total {
            if 3 * i < dst.len() {
                dst[3 * i] = i as u32 + 1;
            }
        }
        let mut out = Vec::new();
        for i in 0..total {
            let neg = if i >= 100 && i - 100 < n { src[i - 100] } else { 0 };
            out.extend([
                src.get(i).copied().unwrap_or(0),
                neg.wrapping_mul(2),
                guard[i % guard.len()],
            ]);
        }
        vec![
            Check::exact(1, dst),
            Check::exact(2, guard),
            Check::exact(3, out).labels(&["src[i]", "src[2^31 + i] + src[i - 100] * 2", "guard"]),
        ]
    }));
}

#[test]
fn bounds_checks_on_fixed_size_arrays_vectors_matrices() {
    run(Case::new(
        "bounds_fixed_arrays",
        r#"
@group(0) @binding(0) var<storage, read> ro: array<u32, 16>;
@group(0) @binding(1) var<storage, read_write> rw: array<u32, 16>;
@group(0) @binding(2) var<storage, read> idx: array<u32>;
@group(0) @binding(3) var<storage, read_write> out: array<u32>;
@group(0) @binding(4) var<uniform> uarr: array<vec4<u32>, 2>;
@group(0) @binding(5) var<storage, read_write> nested: array<array<u32, 4>>;

var<private> parr: array<u32, 4>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&idx) { return; }
    let k = idx[i];
    // the buffers bound to ro and rw are bigger than the 16-element views: only 16 elements count
    rw[i] = i + 1000u;
    var loc: array<u32, 8>;
    for (var j = 0u; j < 8u; j++) { loc[j] = j * 3u + 1u; }
    loc[k] = 99u;
    var s = 0u;
    for (var j = 0u; j < 8u; j++) { s += loc[j]; }
    let v = vec4<u32>(1u, 2u, 3u, 4u);
    var vv = v;
    vv[k] = 50u;
    let m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    parr[k % 6u] = 5u;
    nested[i][k % 6u] = 77u;
    let o = i * 8u;
    out[o + 0u] = ro[k];
    out[o + 1u] = loc[k];
    out[o + 2u] = s;
    out[o + 3u] = v[k];
    out[o + 4u] = vv.x + vv.y + vv.z + vv.w;
    out[o + 5u] = bitcast<u32>(m[k].y);
    out[o + 6u] = uarr[k % 5u].y;
    out[o + 7u] = parr[0] + parr[1] + parr[2] + parr[3] + nested[i][k % 6u];
}
"#,
    )
    .inputs(|rng, _| {
        let n = rng.random_range(100..300);
        let idx: Vec<u32> = (0..n)
            .map(|_| {
                if rng.random_bool(0.2) {
                    rng.random()
                } else {
                    rng.random_range(0..24)
                }
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, 64)),
                Buf::input(rand_u32s(rng, 64)),
                Buf::input(idx),
                Buf::out_u32(8 * n),
                Buf::input(rand_u32s(rng, 16)),
                Buf::input(rand_u32s(rng, 4 * n)),
            ],
        )
    })
    .known_divergence(|info| {
        (info.kind == anygpu::DeviceKind::Wgpu).then_some(
            "on wgpu, fixed-size arrays, vectors and matrices outside buffers clamp their index (WGSL allows it; \
             chosen to match plain wgpu's speed), still never leaving the object",
        )
    })
    .reference(|inp, _| {
        let (ro, idx, uarr) = (inp.u32s(0), inp.u32s(2), inp.u32s(4));
        let n = idx.len();
        let mut rw = inp.u32s(1).to_vec();
        for (i, x) in rw.iter_mut().enumerate().take(16.min(n)) {
            *x = i as u32 + 1000;
        }
        let mut nested = inp.u32s(5).to_vec();
        let mut out = Vec::new();
        for (i, &k) in idx.iter().enumerate() {
            let ku = k as usize;
            let mut loc: Vec<u32> = (0..8).map(|j| j * 3 + 1).collect();
            if ku < 8 {
                loc[ku] = 99;
            }
            let mut vv = [1u32, 2, 3, 4];
            if ku < 4 {
                vv[ku] = 50;
            }
            let p = (k % 6) as usize;
            let parr_sum = if p < 4 { 5 } else { 0 };
            if p < 4 {
                nested[4 * i + p] = 77;
            }
            let nested_read = if p < 4 { 77 } else { 0 };
            out.extend([
                if ku < 16 { ro[ku] } else { 0 },
                if ku < 8 { 99 } else { 0 },
                loc.iter().sum(),
                if ku < 4 { k + 1 } else { 0 },
                vv.iter().sum(),
                if ku < 2 { bits([2.0f32, 4.0][ku]) } else { 0 },
                if k % 5 < 2 { uarr[4 * (k % 5) as usize + 1] } else { 0 },
                parr_sum + nested_read,
            ]);
        }
        vec![
            Check::exact(1, rw),
            Check::exact(3, out).labels(&[
                "ro[k]",
                "loc[k]",
                "sum loc",
                "v[k]",
                "sum vv",
                "m[k].y",
                "uarr[k%5].y",
                "private + nested",
            ]),
            Check::exact(5, nested),
        ]
    }));
}

// =============================================================================================
// Kernel ABI and launches
// =============================================================================================

#[test]
fn bindings_are_ordered_by_group_then_binding() {
    // declared out of order across three groups; `unused` is not used by the entry point, so it is
    // not a launch argument
    run(Case::new(
        "binding_order",
        r#"
@group(1) @binding(0) var<storage, read> b: array<u32>;
@group(0) @binding(5) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read> a: array<u32>;
@group(0) @binding(3) var<storage, read> unused: array<u32>;
@group(2) @binding(0) var<uniform> k: u32;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&out) { return; }
    out[i] = a[i] * k + b[i];
}
"#,
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        // argument order: (0,2) a, (0,5) out, (1,0) b, (2,0) k
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::out_u32(n),
                Buf::input(rand_u32s(rng, n)),
                Buf::input(vec![rng.random::<u32>() | 1]),
            ],
        )
    })
    .reference(|inp, _| {
        let (a, b, k) = (inp.u32s(0), inp.u32s(2), inp.u32s(3)[0]);
        vec![Check::exact(
            1,
            a.iter()
                .zip(b)
                .map(|(&x, &y)| x.wrapping_mul(k).wrapping_add(y))
                .collect::<Vec<u32>>(),
        )]
    }));
}

const TWO_ENTRIES: &str = r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn double(@builtin(global_invocation_id) gid: vec3<u32>) {
    if gid.x < arrayLength(&a) { out[gid.x] = a[gid.x] * 2u; }
}

@compute @workgroup_size(32)
fn triple(@builtin(global_invocation_id) gid: vec3<u32>) {
    if gid.x < arrayLength(&a) { out[gid.x] = a[gid.x] * 3u; }
}
"#;

#[test]
fn multiple_entry_points_in_one_module() {
    let case = |entry: &str, wg: usize, factor: u32| {
        Case::new(&format!("entry_{entry}"), TWO_ENTRIES)
            .entry(entry)
            .inputs(move |rng, _| {
                let n = rand_len(rng);
                Inputs::new(
                    [groups(n, wg), 1, 1],
                    vec![Buf::input(rand_u32s(rng, n)), Buf::out_u32(n)],
                )
            })
            .reference(move |inp, _| {
                vec![Check::exact(
                    1,
                    inp.u32s(0)
                        .iter()
                        .map(|&x| x.wrapping_mul(factor))
                        .collect::<Vec<u32>>(),
                )]
            })
    };
    run_all(&[case("double", 64, 2), case("triple", 32, 3)]);
}

#[test]
fn empty_grid_runs_nothing() {
    run(Case::new(
        "empty_grid",
        r#"
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if gid.x < arrayLength(&out) { out[gid.x] = 1u; }
}
"#,
    )
    .inputs(|rng, _| {
        let grid = [[0, 1, 1], [3, 0, 1], [2, 2, 0]][rng.random_range(0..3)];
        Inputs::new(grid, vec![Buf::out_u32(256)])
    })
    .reference(|inp, _| vec![Check::exact(0, inp.bufs[0].data.clone())]));
}

#[test]
fn many_workgroups_large_grid() {
    // enough workgroups to spread over every worker thread, each writing a disjoint slice
    run(Case::new(
        "large_grid",
        r#"
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;

@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = gid.x + gid.y * nwg.x * 256u;
    if i < arrayLength(&c) { c[i] = a[i] + b[i]; }
}
"#,
    )
    .rounds(1)
    .inputs(|rng, _| {
        let n = rng.random_range(1_000_000..1_500_000);
        let gx = 1024u32;
        let gy = groups(n, 256 * gx as usize);
        Inputs::new(
            [gx, gy, 1],
            vec![
                Buf::input(rand_f32s(rng, n, -1.0, 1.0)),
                Buf::input(rand_f32s(rng, n, -1.0, 1.0)),
                Buf::out_f32(n),
            ],
        )
    })
    .reference(|inp, _| {
        let c: Vec<f32> = inp.f32s(0).iter().zip(inp.f32s(1)).map(|(x, y)| x + y).collect();
        vec![Check::float(2, c, Tol::CORRECTLY_ROUNDED)]
    }));
}

// =============================================================================================
// Asynchronous transfers
// =============================================================================================

#[test]
fn async_transfers_round_trip() {
    let mut rng = rand::rng();
    for ctx in all_contexts() {
        let dev = ctx.info().id;
        let n = rng.random_range(1000..100_000);
        let data = rand_u32s(&mut rng, n);
        let mut buf = ctx.alloc::<u32>(n).unwrap();
        let q = ctx.transfer_queue();
        q.async_copy_to_device(&data, &mut buf).unwrap().wait().unwrap();

        // wait()
        let mut host = vec![0u32; n];
        let h = q.async_copy_to_host(&buf, &mut host).unwrap();
        h.wait().unwrap();
        assert_eq!(host, data, "{dev}: async_copy_to_host + wait");

        // as a Future
        let mut host2 = vec![0u32; n];
        pollster::block_on(q.async_copy_to_host(&buf, &mut host2).unwrap()).unwrap();
        assert_eq!(host2, data, "{dev}: async_copy_to_host as a Future");

        // an async upload followed by a blocking download sees the new data
        let data2: Vec<u32> = data.iter().map(|x| x ^ 0x5555_5555).collect();
        let up = q.async_copy_to_device(&data2, &mut buf).unwrap();
        drop(up); // dropping the handle completes the copy
        assert_eq!(ctx.download(&buf).unwrap(), data2, "{dev}: async upload then download");

        // several copies in flight at once
        let bufs: Vec<_> = (0..4).map(|k| ctx.upload(&vec![k as u32; 1000]).unwrap()).collect();
        let mut hosts = vec![vec![0u32; 1000]; 4];
        let handles: Vec<_> = bufs
            .iter()
            .zip(hosts.iter_mut())
            .map(|(b, h)| q.async_copy_to_host(b, h).unwrap())
            .collect();
        for h in handles {
            h.wait().unwrap();
        }
        for (k, h) in hosts.iter().enumerate() {
            assert!(h.iter().all(|&x| x == k as u32), "{dev}: concurrent copy {k}");
        }
    }
}

#[test]
fn async_copy_after_kernel_sees_its_results() {
    let mut rng = rand::rng();
    for ctx in all_contexts() {
        let dev = ctx.info().id;
        let n = rng.random_range(10_000..50_000);
        let a = rand_u32s(&mut rng, n);
        let k = ctx
            .compile_kernel(&anygpu::KernelSource::wgsl(
                "@group(0) @binding(0) var<storage, read> a: array<u32>;
                 @group(0) @binding(1) var<storage, read_write> c: array<u32>;
                 @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
                     if g.x < arrayLength(&a) { c[g.x] = a[g.x] * 3u + 1u; }
                 }",
            ))
            .unwrap_or_else(|e| panic!("{dev}: {e}"));
        let da = ctx.upload(&a).unwrap();
        let mut dc = ctx.alloc::<u32>(n).unwrap();
        ctx.copy_to_device(&vec![POISON_U32; n], &mut dc).unwrap();
        ctx.launch(&k, anygpu::LaunchConfig::for_elements(n, &k), &[&da, &dc])
            .unwrap();
        let mut host = vec![0u32; n];
        pollster::block_on(ctx.transfer_queue().async_copy_to_host(&dc, &mut host).unwrap()).unwrap();
        let want: Vec<u32> = a.iter().map(|x| x.wrapping_mul(3).wrapping_add(1)).collect();
        assert!(
            host == want,
            "{dev}: async copy after a launch: first difference at {:?}",
            host.iter().zip(&want).position(|(x, y)| x != y)
        );
    }
}

/// With `diagnostic(off, subgroup_uniformity)` subgroup operations may sit in control flow that
/// differs between invocations: each acts on the invocations of its subgroup that reach it
/// together, in the same iteration of every enclosing loop (if/else, a loop whose trip count
/// differs, a switch whose cases fall through, `continue` and `break`, a `return` before it).
#[test]
fn subgroup_operations_in_divergent_control_flow() {
    const WG: usize = 64;
    run(Case::new(
        "subgroup_divergent",
        r#"
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let x = inp[i];
    let o = i * 6u;
    if (x & 1u) == 1u {
        let b = subgroupBallot(true);
        out[o] = subgroupAdd(x) ^ (countOneBits(b.x) + countOneBits(b.y) + countOneBits(b.z) + countOneBits(b.w));
    } else {
        out[o] = subgroupMax(x);
    }
    var acc = 0u;
    for (var k = 0u; k < (x >> 1u) % 4u; k++) {
        acc += subgroupAdd(k + 1u);
    }
    out[o + 1u] = acc;
    switch (x >> 3u) % 3u {
        case 0u: { out[o + 2u] = subgroupExclusiveAdd(1u); }
        case 1u, 2u: { out[o + 2u] = 1000u + subgroupInclusiveAdd(x & 0xffu); }
        default: {}
    }
    var h = 0u;
    for (var k = 0u; k < 4u; k++) {
        if ((x >> (k + 5u)) & 1u) == 0u { continue; }
        if ((x >> (k + 9u)) & 3u) == 3u { break; }
        h = h * 31u + subgroupBroadcastFirst(lane) + 64u * subgroupAdd(1u);
    }
    out[o + 3u] = h;
    if (x >> 13u) % 5u == 0u {
        out[o + 4u] = 7u;
        out[o + 5u] = 100u + subgroupAdd(1u);
        return;
    }
    out[o + 4u] = subgroupAdd(1u);
    out[o + 5u] = subgroupBroadcastFirst(lane);
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, WG, 6))
    .reference(|inp, info| {
        let x = inp.u32s(0);
        let n = x.len();
        let sg = info.subgroup_size as usize;
        let mut out = vec![0u32; 6 * n];
        // The subgroups: chunks of `sg` consecutive invocations of a workgroup, those < n alive.
        for w in 0..n.div_ceil(WG) {
            for start in (0..WG).step_by(sg) {
                let lanes: Vec<(usize, u32)> = (start..(start + sg).min(WG))
                    .map(|l| (w * WG + l, (l - start) as u32))
                    .filter(|&(g, _)| g < n)
                    .collect();
                let set = |f: &dyn Fn(u32) -> bool| -> Vec<(usize, u32)> {
                    lanes.iter().copied().filter(|&(g, _)| f(x[g])).collect()
                };
                let count = |s: &[(usize, u32)]| s.len() as u32;
                let first = |s: &[(usize, u32)]| s.iter().map(|&(_, l)| l).min().unwrap_or(0);
                // if / else
                let odd = set(&|v| v & 1 == 1);
                let even = set(&|v| v & 1 == 0);
                let odd_sum = odd.iter().fold(0u32, |a, &(g, _)| a.wrapping_add(x[g]));
                for &(g, _) in &odd {
                    out[6 * g] = odd_sum ^ count(&odd);
                }
                for &(g, _) in &even {
                    out[6 * g] = even.iter().map(|&(j, _)| x[j]).max().unwrap_or(0);
                }
                // a loop whose trip count differs
                for &(g, _) in &lanes {
                    let t = (x[g] >> 1) % 4;
                    out[6 * g + 1] = (0..t).map(|k| (k + 1) * count(&set(&|v| (v >> 1) % 4 > k))).sum();
                }
                // a switch; case 1 falls into case 2's body
                let case0 = set(&|v| (v >> 3) % 3 == 0);
                let case12 = set(&|v| (v >> 3) % 3 != 0);
                for (r, &(g, _)) in case0.iter().enumerate() {
                    out[6 * g + 2] = r as u32;
                }
                let mut run = 0u32;
                for &(g, _) in &case12 {
                    run = run.wrapping_add(x[g] & 0xff);
                    out[6 * g + 2] = 1000 + run;
                }
                // continue and break
                let mut in_loop = lanes.clone();
                let mut h = vec![0u32; lanes.len()];
                for k in 0..4 {
                    in_loop.retain(|&(g, _)| (x[g] >> (k + 5)) & 1 == 0 || (x[g] >> (k + 9)) & 3 != 3);
                    let taking: Vec<(usize, u32)> = in_loop
                        .iter()
                        .copied()
                        .filter(|&(g, _)| (x[g] >> (k + 5)) & 1 == 1)
                        .collect();
                    let step = first(&taking) + 64 * count(&taking);
                    for (m, &(g, _)) in lanes.iter().enumerate() {
                        if taking.iter().any(|&(j, _)| j == g) {
                            h[m] = h[m].wrapping_mul(31).wrapping_add(step);
                        }
                    }
                }
                for (m, &(g, _)) in lanes.iter().enumerate() {
                    out[6 * g + 3] = h[m];
                }
                // a return in divergent control flow
                let leaving = set(&|v| (v >> 13) % 5 == 0);
                let staying = set(&|v| (v >> 13) % 5 != 0);
                for &(g, _) in &leaving {
                    out[6 * g + 4] = 7;
                    out[6 * g + 5] = 100 + count(&leaving);
                }
                for &(g, _) in &staying {
                    out[6 * g + 4] = count(&staying);
                    out[6 * g + 5] = first(&staying);
                }
            }
        }
        vec![Check::exact(1, out).labels(&["if/else", "loop", "switch", "continue/break", "return", "first"])]
    }));
}

/// Divergent subgroup operations mixed with what the CPU device's masked execution must keep
/// apart: barriers in a uniform loop around a divergent operation, nested loops each with its own
/// `continue` and `break`, a `break` out of a switch case before an operation, and an operation
/// in a loop's `continuing` block with a per-invocation `break if`.
#[test]
fn subgroup_operations_in_nested_divergent_control_flow() {
    const WG: usize = 64;
    run(Case::new(
        "subgroup_divergent_nested",
        r#"
diagnostic(off, subgroup_uniformity);

var<workgroup> tile: array<u32, 64>;
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>,
        @builtin(subgroup_invocation_id) lane: u32) {
    let n = arrayLength(&inp);
    let i = wid.x * 64u + lid;
    var x = 0u;
    if i < n { x = inp[i]; }
    var s = 0u;
    for (var t = 0u; t < 3u; t++) {
        tile[lid] = x + t;
        workgroupBarrier();
        let y = tile[63u - lid];
        if (y & 1u) == 1u { s += subgroupAdd(y); }
        workgroupBarrier();
    }
    var u = 0u;
    for (var a = 0u; a < 3u; a++) {
        if ((x >> (20u + a)) & 1u) == 1u { continue; }
        for (var b = 0u; b < 3u; b++) {
            if ((x >> (a * 3u + b)) & 1u) == 1u { continue; }
            if ((x >> (10u + a * 3u + b)) & 1u) == 1u { break; }
            u = u * 7u + subgroupAdd(1u);
        }
        u = u * 5u + subgroupMin(lane);
    }
    var w = 0u;
    switch x % 2u {
        case 0u: {
            if ((x >> 25u) & 1u) == 1u { w = 1u; break; }
            w = 2u + subgroupAdd(1u) * 10u;
        }
        default: { w = 3u + subgroupAdd(2u) * 10u; }
    }
    var c = 0u;
    var k = 0u;
    loop {
        k++;
        continuing {
            c += subgroupAdd(1u);
            break if k >= ((x >> 27u) & 3u) + 1u;
        }
    }
    if i < n {
        out[i * 4u] = s;
        out[i * 4u + 1u] = u;
        out[i * 4u + 2u] = w;
        out[i * 4u + 3u] = c;
    }
}
"#,
    )
    .inputs(|rng, _| random_words_in_out(rng, WG, 4))
    .reference(|inp, info| {
        let inp = inp.u32s(0);
        let n = inp.len();
        let sg = info.subgroup_size as usize;
        let mut out = vec![0u32; 4 * n];
        for wgi in 0..n.div_ceil(WG) {
            let x: Vec<u32> = (0..WG).map(|l| inp.get(wgi * WG + l).copied().unwrap_or(0)).collect();
            for start in (0..WG).step_by(sg) {
                let lanes: Vec<usize> = (start..(start + sg).min(WG)).collect();
                let lane = |l: usize| (l - start) as u32;
                let (mut s, mut u, mut w, mut c) = (vec![0u32; WG], vec![0u32; WG], vec![0u32; WG], vec![0u32; WG]);
                for t in 0..3 {
                    let y = |l: usize| x[63 - l] + t;
                    let odd: Vec<usize> = lanes.iter().copied().filter(|&l| y(l) & 1 == 1).collect();
                    let sum = odd.iter().fold(0u32, |acc, &l| acc.wrapping_add(y(l)));
                    odd.iter().for_each(|&l| s[l] = s[l].wrapping_add(sum));
                }
                for a in 0..3 {
                    let entered: Vec<usize> = lanes.iter().copied().filter(|&l| (x[l] >> (20 + a)) & 1 == 0).collect();
                    let mut inner = entered.clone();
                    for b in 0..3 {
                        inner.retain(|&l| (x[l] >> (a * 3 + b)) & 1 == 1 || (x[l] >> (10 + a * 3 + b)) & 1 == 0);
                        let taking: Vec<usize> = inner
                            .iter()
                            .copied()
                            .filter(|&l| (x[l] >> (a * 3 + b)) & 1 == 0)
                            .collect();
                        taking
                            .iter()
                            .for_each(|&l| u[l] = u[l].wrapping_mul(7).wrapping_add(taking.len() as u32));
                    }
                    let min = entered.iter().map(|&l| lane(l)).min().unwrap_or(0);
                    entered
                        .iter()
                        .for_each(|&l| u[l] = u[l].wrapping_mul(5).wrapping_add(min));
                }
                let case0: Vec<usize> = lanes.iter().copied().filter(|&l| x[l] % 2 == 0).collect();
                let stay0 = case0.iter().filter(|&&l| (x[l] >> 25) & 1 == 0).count() as u32;
                let odd = lanes.len() as u32 - case0.len() as u32;
                for &l in &lanes {
                    w[l] = match (x[l] % 2, (x[l] >> 25) & 1) {
                        (0, 1) => 1,
                        (0, _) => 2 + 10 * stay0,
                        _ => 3 + 20 * odd,
                    };
                    let m = ((x[l] >> 27) & 3) + 1;
                    c[l] = (1..=m)
                        .map(|k| lanes.iter().filter(|&&j| ((x[j] >> 27) & 3) + 1 >= k).count() as u32)
                        .sum();
                }
                for &l in &lanes {
                    let g = wgi * WG + l;
                    if g < n {
                        out[4 * g..4 * g + 4].copy_from_slice(&[s[l], u[l], w[l], c[l]]);
                    }
                }
            }
        }
        vec![Check::exact(1, out).labels(&["barriers around", "nested loops", "switch break", "continuing"])]
    }));
}
