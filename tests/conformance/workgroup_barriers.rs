//! Workgroup memory and barriers

use rand::Rng;

use crate::common::*;

fn workgroup_memory_starts_zeroed() -> Case {
    Case::new(
        "workgroup_zero_init",
        include_str!("../kernels/workgroup_zero_init.wgsl"),
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
    })
}

/// A barrier, `workgroupUniformLoad` and a subgroup reduction inside helper functions the entry
/// point calls, one of them nested in another helper. The front end inlines such helpers into
/// the entry point (`compiler/inline.rs`), which the CPU device's barrier regions need; the GPU
/// targets could lower them in place too.
fn synchronisation_inside_helper_functions() -> Case {
    const WG: usize = 64;
    Case::new("sync_in_helpers", include_str!("../kernels/sync_in_helpers.wgsl"))
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
        })
}

/// A synchronising helper whose caller holds constant vectors and matrices, and one whose local
/// has a constant initializer emitted inside a branch, called in a loop: inlined, so they run on
/// the CPU device too.
fn synchronising_helper_beside_constant_vectors() -> Case {
    const WG: usize = 64;
    Case::new(
        "sync_helper_constants",
        include_str!("../kernels/sync_helper_constants.wgsl"),
    )
    .inputs(|rng, _| random_words_in_out(rng, WG, 5))
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let at = |i: usize| if i < a.len() { a[i] } else { 0 };
        let mut out = Vec::with_capacity(5 * a.len());
        for g in 0..a.len() {
            let x = at(g / WG * WG + WG - 1 - g % WG);
            let l = (g % WG) as u32;
            let nested = if l > 3 { 2 * (3 + l) } else { 0 };
            out.extend([
                x,
                x.wrapping_mul(2),
                x.wrapping_mul(3),
                x.wrapping_mul(4).wrapping_mul(4),
                nested,
            ]);
        }
        vec![Check::exact(1, out)]
    })
}

/// Helpers with a pointer parameter called with value arguments that are accesses (`lid.x`, a
/// struct field, an array element), directly and through another helper.
fn pointer_helpers_with_access_values() -> Case {
    const WG: usize = 64;
    Case::new(
        "pointer_helper_value_arguments",
        include_str!("../kernels/pointer_helper_value_arguments.wgsl"),
    )
    .inputs(|rng, _| random_words_in_out(rng, WG, 3))
    .reference(|inp, _| {
        let a = inp.u32s(0);
        let at = |i: usize| if i < a.len() { a[i] } else { 0 };
        let mut out = Vec::with_capacity(3 * a.len());
        for g in 0..a.len() {
            let (base, l) = (g / WG * WG, (g % WG) as u32);
            out.extend([
                a[g].wrapping_mul(2),
                at(base + WG - 1 - l as usize).wrapping_add(l).wrapping_mul(3),
                at(base + if g % 2 == 0 { 5 } else { 7 }).wrapping_add(l),
            ]);
        }
        vec![Check::exact(1, out)]
    })
}

/// Pointers into arrays, struct fields and matrix columns passed to helpers, in function and
/// private memory, in range and out of range (reads zero, writes nothing): the same on every
/// device (naga's SPIR-V writer cannot pass such pointers; anygpu copies them in and out).
fn pointer_arguments_into_arrays_structs_and_matrices() -> Case {
    Case::new("pointer_arguments", include_str!("../kernels/pointer_arguments.wgsl"))
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
        })
}

/// Helpers that return early — from an `if`, from inside a loop, from a switch, with and without
/// a value — around barriers: inlined as one-pass loops (`compiler/inline.rs`), so they run on
/// the CPU device too and mean the same everywhere.
fn synchronising_helpers_that_return_early() -> Case {
    const WG: usize = 64;
    Case::new("sync_early_return", include_str!("../kernels/sync_early_return.wgsl"))
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
        })
}

/// A synchronising helper called in a loop: once inlined, its variables must still start afresh
/// on every call (zero, or their initializer), as they did when it was a call.
fn synchronising_helper_called_in_a_loop() -> Case {
    Case::new(
        "sync_helper_in_loop",
        include_str!("../kernels/sync_helper_in_loop.wgsl"),
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        Inputs::new([groups(n, 64), 1, 1], vec![Buf::out_u32(n)])
    })
    .reference(|inp, _| vec![Check::exact(0, vec![6u32; inp.u32s(0).len()])])
}

fn workgroup_barrier_reverse() -> Case {
    Case::new("barrier_reverse", include_str!("../kernels/barrier_reverse.wgsl"))
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
        })
}

fn workgroup_tile_transpose_2d() -> Case {
    Case::new("tile_transpose", include_str!("../kernels/tile_transpose.wgsl"))
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
        })
}

fn workgroup_tree_reduction() -> Case {
    Case::new("tree_reduction", include_str!("../kernels/tree_reduction.wgsl"))
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
        })
}

fn storage_barrier_orders_buffer_writes() -> Case {
    Case::new("storage_barrier", include_str!("../kernels/storage_barrier.wgsl"))
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
        })
}

fn workgroup_uniform_load_drives_uniform_loop() -> Case {
    Case::new(
        "workgroup_uniform_load",
        include_str!("../kernels/workgroup_uniform_load.wgsl"),
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
    })
}

fn private_variables_are_per_invocation_and_zeroed() -> Case {
    Case::new("private_vars", include_str!("../kernels/private_vars.wgsl"))
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
        })
}

device_tests! {
    workgroup_memory_starts_zeroed,
    synchronisation_inside_helper_functions,
    synchronising_helper_beside_constant_vectors,
    pointer_arguments_into_arrays_structs_and_matrices,
    pointer_helpers_with_access_values,
    synchronising_helpers_that_return_early,
    synchronising_helper_called_in_a_loop,
    workgroup_barrier_reverse,
    workgroup_tile_transpose_2d,
    workgroup_tree_reduction,
    storage_barrier_orders_buffer_writes,
    workgroup_uniform_load_drives_uniform_loop,
    private_variables_are_per_invocation_and_zeroed,
}
