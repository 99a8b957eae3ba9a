//! Compute built-ins

use rand::Rng;

use crate::common::*;

/// A template: `WG_X, WG_Y, WG_Z` become each case's workgroup size.
const BUILTINS_WGSL: &str = include_str!("../kernels/builtins.wgsl");

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

fn builtins_1d() -> Case {
    builtins_case("builtins_1d", [64, 1, 1], [9, 1, 1])
}

fn builtins_2d() -> Case {
    builtins_case("builtins_2d", [8, 4, 1], [5, 6, 1])
}

fn builtins_3d() -> Case {
    builtins_case("builtins_3d", [4, 2, 3], [3, 4, 3])
}

fn builtins_1d_workgroup_on_3d_grid() -> Case {
    builtins_case("builtins_1d_on_3d_grid", [24, 1, 1], [3, 3, 4])
}

fn workgroup_size_extremes() -> Vec<Case> {
    vec![
        builtins_case("workgroup_size_1", [1, 1, 1], [40, 3, 1]),
        builtins_case("workgroup_size_1024", [32, 32, 1], [2, 1, 2]),
    ]
}

fn subgroup_size_and_invocation_id() -> Case {
    // subgroups are chunks of subgroup_size consecutive local_invocation_index values; the
    // workgroup (40 invocations) is not a multiple of 16 or 32, so the last chunk is partial.
    // (naga rejects subgroup_invocation_id in multi-dimensional workgroups.)
    Case::new("subgroup_builtins", include_str!("../kernels/subgroup_builtins.wgsl"))
        .inputs(|rng, _| {
            let g = rng.random_range(1..6);
            Inputs::new([g, 1, 1], vec![Buf::out_u32(80 * g as usize)])
        })
        .reference(|inp, info| {
            let sg = info.subgroup_size;
            let out: Vec<u32> = (0..inp.grid[0] * 40).flat_map(|k| [sg, (k % 40) % sg]).collect();
            vec![Check::exact(0, out).labels(&["subgroup_size", "subgroup_invocation_id"])]
        })
}

fn subgroup_id_and_num_subgroups() -> Case {
    Case::new(
        "subgroup_id",
        include_str!("../kernels/subgroup_id.wgsl"),
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
    })
}

device_tests! {
    builtins_1d,
    builtins_2d,
    builtins_3d,
    builtins_1d_workgroup_on_3d_grid,
    workgroup_size_extremes,
    subgroup_size_and_invocation_id,
    subgroup_id_and_num_subgroups,
}
