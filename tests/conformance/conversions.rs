//! Conversions and bitcasts

use rand::Rng;

use crate::common::*;

fn float_to_int_conversions_saturate() -> Case {
    Case::new("float_to_int", include_str!("../kernels/float_to_int.wgsl"))
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
        })
}

fn float_to_int_nan_gives_zero() -> Case {
    // WGSL leaves a NaN conversion's result indeterminate; anygpu pins it to 0 on every device
    // (issue 2: "float→int conversions saturate", NaN → 0 like Rust's `as`).
    Case::new("float_to_int_nan", include_str!("../kernels/float_to_int_nan.wgsl"))
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
        .reference(|inp, _| vec![Check::exact(1, vec![0u32; 2 * inp.u32s(0).len()]).labels(&["i32(NaN)", "u32(NaN)"])])
}

fn int_to_float_conversions() -> Case {
    Case::new("int_to_float", include_str!("../kernels/int_to_float.wgsl"))
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
        })
}

fn bitcasts() -> Case {
    const LABELS: [&str; 7] = [
        "u32(bitcast<f32>)",
        "bitcast<u32>(f32)",
        "bitcast<i32>(u32)",
        "u32(i32)",
        "i32(u32)",
        "vec2 bitcast",
        "f32 from i32 bits",
    ];
    Case::new("bitcasts", include_str!("../kernels/bitcasts.wgsl"))
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
        })
}

fn bool_conversions() -> Case {
    const LABELS: [&str; 6] = [
        "bool(u32)",
        "bool(i32)",
        "bool(f32)",
        "u32(bool)",
        "i32(bool)",
        "f32(bool)",
    ];
    Case::new("bool_conversions", include_str!("../kernels/bool_conversions.wgsl"))
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
        })
}

/// A matrix converts between float widths column by column: `mat3x2f` of an f16 matrix and back.
fn matrix_float_width_conversions(ctx: &anygpu::GpuContext) {
    use half::f16;
    let dev = ctx.info().id;
    if !ctx.info().features.f16 {
        skip!("{dev}: no f16, so no f16 matrix to convert");
        return;
    }
    let src = "enable f16;
@group(0) @binding(0) var<storage, read> i: mat3x2<f16>;
@group(0) @binding(1) var<storage, read_write> o: mat3x2<f32>;
@group(0) @binding(2) var<storage, read_write> back: mat3x2<f16>;
@compute @workgroup_size(1) fn main() {
    let m = mat3x2f(i);
    o = m * 2.0;
    back = mat3x2h(m * 0.5);
}";
    let k = ctx
        .compile_kernel(&anygpu::KernelSource::wgsl(src))
        .unwrap_or_else(|e| panic!("{dev}: {e}"));
    let values = [1.5f32, -2.25, 0.125, 3.0, -0.5, 7.75];
    let i = ctx.upload(&values.map(f16::from_f32)).unwrap();
    let (o, back) = (ctx.alloc_zeroed::<f32>(6).unwrap(), ctx.alloc_zeroed::<f16>(6).unwrap());
    ctx.launch(&k, anygpu::LaunchConfig::grid([1, 1, 1], &k), &[&i, &o, &back])
        .unwrap();
    assert_eq!(ctx.download(&o).unwrap(), values.map(|v| v * 2.0), "{dev}");
    assert_eq!(
        ctx.download(&back).unwrap(),
        values.map(|v| f16::from_f32(v * 0.5)),
        "{dev}"
    );
}

context_tests! {
    matrix_float_width_conversions,
}

device_tests! {
    float_to_int_conversions_saturate,
    float_to_int_nan_gives_zero,
    int_to_float_conversions,
    bitcasts,
    bool_conversions,
}
