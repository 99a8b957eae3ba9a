//! Atomics

use rand::Rng;

use crate::common::*;

fn atomics_on_storage() -> Case {
    Case::new("atomics_storage", include_str!("../kernels/atomics_storage.wgsl"))
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
        })
}

fn atomic_exchange_and_compare_exchange() -> Case {
    Case::new(
        "atomic_exchange_cas",
        include_str!("../kernels/atomic_exchange_cas.wgsl"),
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
    })
}

fn atomics_on_workgroup_memory() -> Case {
    Case::new("atomics_workgroup", include_str!("../kernels/atomics_workgroup.wgsl"))
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
        })
}

fn histogram_with_workgroup_privatization() -> Case {
    Case::new("histogram", include_str!("../kernels/histogram.wgsl"))
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
        })
}

device_tests! {
    atomics_on_storage,
    atomic_exchange_and_compare_exchange,
    atomics_on_workgroup_memory,
    histogram_with_workgroup_privatization,
}
