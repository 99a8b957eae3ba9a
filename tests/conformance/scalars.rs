//! Scalars: bool, i32, u32, f32, f16, i64/u64, f64

use rand::Rng;

use crate::common::*;

fn bool_logic_and_short_circuit() -> Case {
    Case::new("bool_logic", include_str!("../kernels/bool_logic.wgsl"))
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
        })
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

fn i32_arithmetic() -> Case {
    const LABELS: [&str; 16] = [
        "add", "sub", "mul", "div", "rem", "neg", "lt", "le", "eq", "gt|ge|ne", "and", "or", "xor", "not", "shl", "shr",
    ];
    Case::new("i32_arithmetic", include_str!("../kernels/i32_arithmetic.wgsl"))
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
        })
}

fn u32_arithmetic() -> Case {
    const LABELS: [&str; 15] = [
        "add", "sub", "mul", "div", "rem", "lt", "le", "eq", "gt|ge|ne", "and", "or", "xor", "not", "shl", "shr",
    ];
    Case::new("u32_arithmetic", include_str!("../kernels/u32_arithmetic.wgsl"))
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
        })
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

fn integer_overflow_wraps() -> Case {
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
    Case::new(
        "integer_overflow_wraps",
        include_str!("../kernels/integer_overflow_wraps.wgsl"),
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
    })
}

fn integer_division_by_zero_and_min_over_minus_one() -> Case {
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
    Case::new(
        "integer_division_defined",
        include_str!("../kernels/integer_division_defined.wgsl"),
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
    })
}

fn shift_amounts_are_masked() -> Case {
    const LABELS: [&str; 6] = [
        "u32 <<",
        "u32 >>",
        "i32 <<",
        "i32 >> (arithmetic)",
        "vec2 << .x",
        "vec2 >> .y",
    ];
    Case::new("shift_masking", include_str!("../kernels/shift_masking.wgsl"))
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
        })
}

fn f32_arithmetic() -> Case {
    const LABELS: [&str; 8] = ["add", "sub", "mul", "div", "neg", "rem", "cmp bits", "abs(x)*4"];
    Case::new("f32_arithmetic", include_str!("../kernels/f32_arithmetic.wgsl"))
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
        })
}

fn f16_arithmetic_and_conversions() -> Case {
    const LABELS: [&str; 7] = ["add", "sub", "mul", "div", "neg", "max", "f16(f32 c)"];
    Case::new("f16_arithmetic", include_str!("../kernels/f16_arithmetic.wgsl"))
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
        })
}

fn i64_u64_arithmetic() -> Case {
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
    Case::new("i64_u64_arithmetic", include_str!("../kernels/i64_u64_arithmetic.wgsl"))
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
        })
}

fn f64_arithmetic() -> Case {
    // naga's WGSL front accepts f64 (a naga extension, not WGSL): WGSL states no accuracy for it,
    // so this uses the f32 rules scaled to f64 (correctly rounded + - *, 2.5 ULP division).
    const LABELS: [&str; 8] = ["add", "sub", "mul", "div", "sqrt|x|", "floor", "f64(f32)", "f32(f64)"];
    Case::new("f64_arithmetic", include_str!("../kernels/f64_arithmetic.wgsl"))
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
        })
}

/// sin, cos, exp, log... on f64: libm on the CPU, anygpu's own f64 code on CUDA and ROCm (the GPUs
/// have no f64 approximations). WGSL states no f64 accuracy; the bound is what anygpu claims: a
/// few ULP, and for pow the error that exp2(y · log2 x) scales by |y · log2 x|. wgpu refuses these
/// kernels (Vulkan's GLSL.std.450 has no f64 transcendentals; `tests/wgpu_backend.rs`).
fn f64_transcendentals() -> Case {
    const LABELS: [&str; 10] = [
        "sin", "cos", "exp", "log", "log2", "exp2", "pow", "atan", "atan2", "tanh",
    ];
    Case::new(
        "f64_transcendentals",
        include_str!("../kernels/f64_transcendentals.wgsl"),
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
    })
}

device_tests! {
    bool_logic_and_short_circuit,
    i32_arithmetic,
    u32_arithmetic,
    integer_overflow_wraps,
    integer_division_by_zero_and_min_over_minus_one,
    shift_amounts_are_masked,
    f32_arithmetic,
    f16_arithmetic_and_conversions,
    i64_u64_arithmetic,
    f64_arithmetic,
    f64_transcendentals,
}
