//! Math built-ins

use rand::Rng;

use crate::common::*;

fn math_rounding_and_basic_float_builtins() -> Case {
    // all of these are "correctly rounded" with an exactly representable result: exact
    // (except saturate's input product, see below)
    const LABELS: [&str; 12] = [
        "abs", "min", "max", "clamp", "sign", "floor", "ceil", "round", "fract", "trunc", "saturate", "step",
    ];
    Case::new("math_basic_f32", include_str!("../kernels/math_basic_f32.wgsl"))
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
        })
}

fn math_integer_builtins() -> Case {
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
    Case::new("math_int", include_str!("../kernels/math_int.wgsl"))
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
        })
}

/// log/log2 accuracy: 2^-21 absolute inside [0.5, 2], 3 ULP outside.
fn log_tol(x: f64) -> Tol {
    if (0.5..=2.0).contains(&x) {
        Tol::abs(2f64.powi(-21))
    } else {
        Tol::ulps(3.0)
    }
}

fn math_exp_log_pow_sqrt() -> Case {
    const LABELS: [&str; 7] = ["exp", "exp2", "log", "log2", "pow", "sqrt", "inverseSqrt"];
    Case::new("math_exp_log", include_str!("../kernels/math_exp_log.wgsl"))
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
        })
}

fn math_trigonometry() -> Case {
    const LABELS: [&str; 15] = [
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
        "degrees", "radians",
    ];
    Case::new("math_trig", include_str!("../kernels/math_trig.wgsl"))
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
        })
}

fn math_fma_mix_step_smoothstep() -> Case {
    const LABELS: [&str; 5] = ["fma", "mix", "step", "smoothstep", "mix vec"];
    Case::new("math_fma_mix", include_str!("../kernels/math_fma_mix.wgsl"))
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
        })
}

fn math_geometric() -> Case {
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
    Case::new("math_geometric", include_str!("../kernels/math_geometric.wgsl"))
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
        })
}

fn select_builtin() -> Case {
    Case::new("select", include_str!("../kernels/select.wgsl"))
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
        })
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

fn bit_counting_builtins() -> Case {
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
    Case::new("bit_counting", include_str!("../kernels/bit_counting.wgsl"))
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
        })
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

fn extract_and_insert_bits() -> Case {
    const LABELS: [&str; 4] = [
        "extractBits u32",
        "extractBits i32",
        "insertBits u32",
        "insertBits i32 vec.y",
    ];
    Case::new(
        "extract_insert_bits",
        include_str!("../kernels/extract_insert_bits.wgsl"),
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
    })
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

fn pack_and_unpack_builtins() -> Case {
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
    Case::new("pack_unpack", include_str!("../kernels/pack_unpack.wgsl"))
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
                            let check = |what: &str,
                                         word: u32,
                                         c: usize,
                                         width: u32,
                                         (lo, hi): (i64, i64)|
                             -> Result<(), String> {
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
        })
}

fn dot4_packed_builtins() -> Case {
    Case::new("dot4_packed", include_str!("../kernels/dot4_packed.wgsl"))
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
        })
}

fn modf_frexp_ldexp() -> Case {
    Case::new("modf_frexp_ldexp", include_str!("../kernels/modf_frexp_ldexp.wgsl"))
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
        })
}

fn more_float_builtins() -> Case {
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
    Case::new(
        "more_float_builtins",
        include_str!("../kernels/more_float_builtins.wgsl"),
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
    })
}

device_tests! {
    math_rounding_and_basic_float_builtins,
    math_integer_builtins,
    math_exp_log_pow_sqrt,
    math_trigonometry,
    math_fma_mix_step_smoothstep,
    math_geometric,
    select_builtin,
    bit_counting_builtins,
    extract_and_insert_bits,
    pack_and_unpack_builtins,
    dot4_packed_builtins,
    modf_frexp_ldexp,
    more_float_builtins,
}
