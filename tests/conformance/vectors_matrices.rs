//! Vectors and matrices

use rand::Rng;

use crate::common::*;

fn vector_swizzles_and_componentwise_ops() -> Case {
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
    Case::new("vector_ops", include_str!("../kernels/vector_ops.wgsl"))
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
        })
}

fn integer_and_bool_vectors() -> Case {
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
    Case::new("int_bool_vectors", include_str!("../kernels/int_bool_vectors.wgsl"))
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
        })
}

fn dot_and_cross() -> Case {
    const LABELS: [&str; 4] = ["dot4", "cross.x", "cross.y", "cross.z"];
    Case::new("dot_cross", include_str!("../kernels/dot_cross.wgsl"))
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
        })
}

/// Column-major matrix helpers for references: m[c][r].
fn mat_mul(a: &[Vec<f64>], b: &[Vec<f64>]) -> Vec<Vec<f64>> {
    // a: ca columns of ra rows; b: cb columns of ca rows; result: cb columns of ra rows
    let rows = a[0].len();
    b.iter()
        .map(|bc| (0..rows).map(|r| (0..a.len()).map(|k| a[k][r] * bc[k]).sum()).collect())
        .collect()
}

fn matrix_vector_products() -> Case {
    Case::new("matrix_vector", include_str!("../kernels/matrix_vector.wgsl"))
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
        })
}

fn matrix_products_and_transpose() -> Case {
    // mat3x3<f32> in a storage buffer: 3 columns of vec3 padded to 16 bytes (48 bytes);
    // mat2x3: 2 padded columns (32 bytes); mat3x2: 3 columns of vec2 (24 bytes).
    Case::new("matrix_matrix", include_str!("../kernels/matrix_matrix.wgsl"))
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
        })
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

fn matrix_determinant() -> Case {
    Case::new("determinant", include_str!("../kernels/determinant.wgsl"))
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
        })
}

device_tests! {
    vector_swizzles_and_componentwise_ops,
    integer_and_bool_vectors,
    dot_and_cross,
    matrix_vector_products,
    matrix_products_and_transpose,
    matrix_determinant,
}
