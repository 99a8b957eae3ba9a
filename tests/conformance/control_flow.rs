//! Control flow

use rand::Rng;

use crate::common::*;

fn if_else_chains() -> Case {
    Case::new("if_else", include_str!("../kernels/if_else.wgsl"))
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
        })
}

fn switch_statements() -> Case {
    Case::new("switch", include_str!("../kernels/switch.wgsl"))
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
        })
}

fn loop_continuing_break_if() -> Case {
    Case::new("loop_continuing", include_str!("../kernels/loop_continuing.wgsl"))
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
        })
}

fn for_and_while_loops() -> Case {
    Case::new("for_while", include_str!("../kernels/for_while.wgsl"))
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
        })
}

fn early_return() -> Case {
    Case::new("early_return", include_str!("../kernels/early_return.wgsl"))
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
        })
}

/// Loops without a barrier, which the CPU device steps through for all work-items at once.
fn loops_stepped_by_the_workgroup() -> Case {
    Case::new("item_loops", include_str!("../kernels/item_loops.wgsl"))
        .inputs(|rng, _| {
            let n = rand_len(rng);
            let m = rng.random_range(1..3000usize);
            let k = rng.random_range(0..60u32);
            let data: Vec<f32> = (0..m).map(|_| rng.random_range(-0.5f32..1.0)).collect();
            // Work-items past n return before writing: their outputs must stay poisoned.
            let g = groups(n, 64);
            Inputs::new(
                [g, 1, 1],
                vec![
                    Buf::input(data),
                    Buf::input(vec![k, n as u32]),
                    Buf::out_f32(4 * 64 * g as usize),
                ],
            )
        })
        .reference(|inp, _| {
            let (data, k, n) = (inp.f32s(0), inp.u32s(1)[0], inp.u32s(1)[1] as usize);
            let m = data.len();
            let mut out = inp.bufs[2].data.f32s().to_vec();
            for i in 0..n {
                let mut acc = 0.0f32;
                for j in 0..k {
                    if j % 5 == 4 {
                        continue;
                    }
                    if j * 4 >= k * 3 {
                        break;
                    }
                    acc = acc * 0.5 + data[(i + j as usize * 3) % m];
                }
                let (mut acc2, mut steps) = (0.0f32, 0u32);
                let mut p = i % 13;
                while p < m {
                    let v = data[p];
                    p += 5 + i % 3;
                    if v < 0.0 {
                        continue;
                    }
                    if v > 0.75 && steps > 2 {
                        break;
                    }
                    for q in 0..(k % 7 + 17).min(19) {
                        acc2 += v * (q & 3) as f32;
                    }
                    steps += 1;
                    if steps % 4 == 3 {
                        acc2 -= 1.0;
                        continue;
                    }
                    acc2 += 0.25;
                }
                let mut x = i as u32 + 1;
                let mut last = -1.0;
                for s in 0..k + 20 {
                    if x == 1 {
                        last = s as f32;
                        break;
                    }
                    x = if x % 2 == 1 { 3 * x + 1 } else { x / 2 };
                }
                out[4 * i..4 * i + 4].copy_from_slice(&[acc, acc2, steps as f32, last]);
            }
            // Exact on the CPU device; a GPU compiler may contract `a * b + c`.
            vec![Check::float(
                2,
                out,
                Tol {
                    ulps: 8.0,
                    abs: 1e-5,
                    rel: 1e-5,
                },
            )
            .labels(&["uniform exits", "divergent exits", "steps", "return"])]
        })
}

device_tests! {
    if_else_chains,
    switch_statements,
    loop_continuing_break_if,
    for_and_while_loops,
    early_return,
    loops_stepped_by_the_workgroup,
}
