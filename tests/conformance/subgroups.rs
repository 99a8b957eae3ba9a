//! Subgroup operations (naga 30 accepts them without `enable subgroups;`). Subgroups are chunks of
//! subgroup_size consecutive local_invocation_index values; every call below is in workgroup-uniform
//! control flow, so the whole chunk is active.

use rand::Rng;

use crate::common::*;

/// The reductions in workgroups of `wg` (the kernel file is a template: `WG` becomes `wg`).
fn subgroup_reduce_case(name: &str, wg: usize) -> Case {
    let src = include_str!("../kernels/subgroup_reduce.wgsl").replace("WG", &wg.to_string());
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

fn subgroup_reductions() -> Case {
    subgroup_reduce_case("subgroup_reduce", 64)
}

fn subgroup_reductions_partial_subgroups() -> Case {
    // 40 invocations: with 16- or 32-wide subgroups the last subgroup of each workgroup is partial
    subgroup_reduce_case("subgroup_reduce_partial", 40)
}

fn subgroup_scans() -> Case {
    const WG: usize = 64;
    Case::new("subgroup_scans", include_str!("../kernels/subgroup_scans.wgsl"))
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
        })
}

/// Gathers inside a uniform loop (see the kernel), in workgroups of `wg`: 64 and 48 hold whole
/// host subgroups (the CPU device loops over subgroups, then lanes), 24 ends in a partial one.
fn subgroup_broadcast_chain_case(name: &str, wg: usize) -> Case {
    let src = include_str!("../kernels/subgroup_broadcast_chain.wgsl").replace("WG", &wg.to_string());
    Case::new(name, &src)
        .inputs(move |rng, _| {
            let g = rng.random_range(2..6);
            let n = g as usize * wg;
            Inputs::new([g, 1, 1], vec![Buf::input(rand_u32s(rng, 4 * n)), Buf::out_u32(2 * n)])
        })
        .reference(move |inp, info| {
            let sg = info.subgroup_size as usize;
            let x = inp.u32s(0);
            let n = x.len() / 4;
            let mut out = vec![0u32; 2 * n];
            let mut dont_care = vec![false; 2 * n];
            for start in (0..n).step_by(wg) {
                let mut acc = vec![0u32; n];
                let mut mix = vec![0u32; n];
                for k in 0..4 {
                    let v = |j: usize| x[j * 4 + k];
                    let mut next = acc.clone();
                    for g in start..start + wg {
                        let r = subgroup_of(g, wg, sg);
                        // Lane 3 exists in every subgroup of these sizes.
                        next[g] = (acc[g].wrapping_mul(3).wrapping_add(v(r.start)))
                            .wrapping_mul(5)
                            .wrapping_add(v(r.start + 3) >> 3);
                    }
                    acc = next;
                    for g in start..start + wg {
                        let r = subgroup_of(g, wg, sg);
                        let lane = g - r.start;
                        let xor = r.start + (lane ^ 1);
                        let down = g + 1;
                        // A source lane outside the subgroup gives an indeterminate value.
                        if xor >= r.end || down >= r.end {
                            dont_care[2 * g + 1] = true;
                            continue;
                        }
                        let y = acc[xor] ^ v(xor);
                        mix[g] = mix[g]
                            .wrapping_mul(7)
                            .wrapping_add(y)
                            .wrapping_add(v(r.start))
                            .wrapping_add(v(down));
                    }
                }
                for g in start..start + wg {
                    out[2 * g] = acc[g];
                    out[2 * g + 1] = mix[g];
                }
            }
            vec![Check::exact(1, out).dont_care(dont_care).labels(&["acc", "mix"])]
        })
}

fn subgroup_broadcast_chain() -> Case {
    subgroup_broadcast_chain_case("subgroup_broadcast_chain", 64)
}

fn subgroup_broadcast_chain_three_subgroups() -> Case {
    subgroup_broadcast_chain_case("subgroup_broadcast_chain_48", 48)
}

fn subgroup_broadcast_chain_partial_subgroup() -> Case {
    subgroup_broadcast_chain_case("subgroup_broadcast_chain_24", 24)
}

fn subgroup_ballot_and_broadcast() -> Case {
    // subgroupElect is not in naga 30's WGSL front (only reserved), so it is not tested here.
    const WG: usize = 64;
    Case::new(
        "subgroup_ballot_broadcast",
        include_str!("../kernels/subgroup_ballot_broadcast.wgsl"),
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
    })
}

fn subgroup_shuffles() -> Case {
    const WG: usize = 64;
    const LABELS: [&str; 5] = [
        "shuffle",
        "shuffleXor 1",
        "shuffleXor 5",
        "shuffleUp 1",
        "shuffleDown 2",
    ];
    Case::new("subgroup_shuffles", include_str!("../kernels/subgroup_shuffles.wgsl"))
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
        })
}

fn subgroup_all_any() -> Case {
    const WG: usize = 64;
    Case::new("subgroup_all_any", include_str!("../kernels/subgroup_all_any.wgsl"))
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
        })
}

/// On a Vulkan driver other than lavapipe, which invocations act together in divergent control
/// flow is the driver's choice: WGSL and Vulkan leave reconvergence to the implementation
/// (NVIDIA runs the two selectors of a `case 1u, 2u` apart: seen on an H100, 2026-11-26).
/// lavapipe, like anygpu's own targets, reconverges maximally.
fn driver_reconvergence(info: &anygpu::DeviceInfo) -> Option<&'static str> {
    (info.kind == anygpu::DeviceKind::Wgpu && !info.name.contains("llvmpipe"))
        .then_some("the Vulkan driver decides which invocations reconverge in divergent control flow")
}

/// With `diagnostic(off, subgroup_uniformity)` subgroup operations may sit in control flow that
/// differs between invocations: each acts on the invocations of its subgroup that reach it
/// together, in the same iteration of every enclosing loop (if/else, a loop whose trip count
/// differs, a switch whose cases fall through, `continue` and `break`, a `return` before it).
fn subgroup_operations_in_divergent_control_flow() -> Case {
    const WG: usize = 64;
    Case::new("subgroup_divergent", include_str!("../kernels/subgroup_divergent.wgsl"))
        .known_divergence(driver_reconvergence)
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
        })
}

/// Divergent subgroup operations mixed with what the CPU device's masked execution must keep
/// apart: barriers in a uniform loop around a divergent operation, nested loops each with its own
/// `continue` and `break`, a `break` out of a switch case before an operation, and an operation
/// in a loop's `continuing` block with a per-invocation `break if`.
fn subgroup_operations_in_nested_divergent_control_flow() -> Case {
    const WG: usize = 64;
    Case::new(
        "subgroup_divergent_nested",
        include_str!("../kernels/subgroup_divergent_nested.wgsl"),
    )
    .known_divergence(driver_reconvergence)
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
    })
}

device_tests! {
    subgroup_reductions,
    subgroup_reductions_partial_subgroups,
    subgroup_scans,
    subgroup_ballot_and_broadcast,
    subgroup_broadcast_chain,
    subgroup_broadcast_chain_three_subgroups,
    subgroup_broadcast_chain_partial_subgroup,
    subgroup_shuffles,
    subgroup_all_any,
    subgroup_operations_in_divergent_control_flow,
    subgroup_operations_in_nested_divergent_control_flow,
}
