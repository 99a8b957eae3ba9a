//! Kernel ABI and launches

use rand::Rng;

use crate::common::*;

fn bindings_are_ordered_by_group_then_binding() -> Case {
    // declared out of order across three groups; `unused` is not used by the entry point, so it is
    // not a launch argument
    Case::new("binding_order", include_str!("../kernels/binding_order.wgsl"))
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
        })
}

const TWO_ENTRIES: &str = include_str!("../kernels/two_entries.wgsl");

fn multiple_entry_points_in_one_module() -> Vec<Case> {
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
    vec![case("double", 64, 2), case("triple", 32, 3)]
}

fn empty_grid_runs_nothing() -> Case {
    Case::new("empty_grid", include_str!("../kernels/empty_grid.wgsl"))
        .inputs(|rng, _| {
            let grid = [[0, 1, 1], [3, 0, 1], [2, 2, 0]][rng.random_range(0..3)];
            Inputs::new(grid, vec![Buf::out_u32(256)])
        })
        .reference(|inp, _| vec![Check::exact(0, inp.bufs[0].data.clone())])
}

fn many_workgroups_large_grid() -> Case {
    // enough workgroups to spread over every worker thread, each writing a disjoint slice
    Case::new("large_grid", include_str!("../kernels/large_grid.wgsl"))
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
        })
}

device_tests! {
    bindings_are_ordered_by_group_then_binding,
    multiple_entry_points_in_one_module,
    empty_grid_runs_nothing,
    many_workgroups_large_grid,
}
