//! Override constants

use rand::Rng;

use crate::common::*;

const OVERRIDES_WGSL: &str = include_str!("../kernels/overrides.wgsl");

fn overrides_case(name: &str, set: bool) -> Case {
    Case::new(name, OVERRIDES_WGSL)
        .inputs(move |rng, _| {
            let n = rand_len(rng);
            let wg = if set {
                [16u32, 32, 48, 100, 256][rng.random_range(0..5)]
            } else {
                64
            };
            let inputs = Inputs::new(
                [groups(n, wg as usize), 1, 1],
                vec![
                    Buf::input(
                        rand_int_f32s(rng, n, 100000)
                            .iter()
                            .map(|&v| v as i32)
                            .collect::<Vec<i32>>(),
                    ),
                    Buf::out_u32(5 * n),
                ],
            );
            if !set {
                return inputs;
            }
            inputs
                .with_override("WG", wg as f64)
                .with_override("SCALE", 2f64.powi(rng.random_range(-5..6)))
                .with_override("OFFSET", rng.random_range(-1000..1000) as f64)
                .with_override("7", rng.random_range(0..1000) as f64) // BIAS, by its @id
                .with_override("FLAG", if rng.random() { 1.0 } else { 0.0 })
        })
        .reference(|inp, _| {
            let get = |k: &str, default: f64| {
                inp.overrides
                    .iter()
                    .find(|(n, _)| n == k)
                    .map(|p| p.1)
                    .unwrap_or(default)
            };
            let wg = get("WG", 64.0) as u32;
            let scale = get("SCALE", 1.0) as f32;
            let offset = get("OFFSET", 0.0) as i32;
            let bias = get("7", 3.0) as u32;
            let flag = get("FLAG", 0.0) != 0.0;
            let mut out = Vec::new();
            for (i, &x) in inp.i32s(0).iter().enumerate() {
                let i = i as u32;
                out.extend([
                    bits(x as f32 * scale),
                    (x.wrapping_add(offset) as u32).wrapping_add(bias),
                    flag as u32 + wg * 2,
                    i % wg,
                    i / wg,
                ]);
            }
            vec![Check::exact(1, out).labels(&["SCALE", "OFFSET+BIAS", "FLAG+DERIVED", "lidx (WG)", "wid (WG)"])]
        })
}

/// Workgroup arrays sized by override expressions, with a fresh workgroup size and K each round:
/// every round compiles on the same context, so a kernel compiled for other values would give
/// another answer (the kernel cache keys on the values).
fn override_sized_arrays() -> Case {
    Case::new(
        "override_sized_arrays",
        include_str!("../kernels/override_sized_arrays.wgsl"),
    )
    .rounds(4)
    .inputs(|rng, _| {
        let wg = [1u32, 7, 32, 64, 100, 256][rng.random_range(0..6)];
        let k = rng.random_range(1..5u32);
        let groups = rng.random_range(1..4u32);
        let n = (groups * wg * k) as usize;
        let input: Vec<u32> = (0..n).map(|_| rng.random_range(0..1_000_000)).collect();
        Inputs::new([groups, 1, 1], vec![Buf::input(input), Buf::out_u32(n)])
            .with_override("WG", wg as f64)
            .with_override("3", k as f64)
    })
    .reference(|inp, _| {
        let get = |name: &str| {
            inp.overrides
                .iter()
                .find(|(n, _)| n == name)
                .map(|p| p.1 as u32)
                .unwrap()
        };
        let (wg, k) = (get("WG"), get("3"));
        let input = inp.u32s(0);
        let mut out = vec![0u32; input.len()];
        for w in 0..inp.grid[0] {
            let base = (w * wg * k) as usize;
            for l in 0..wg {
                // pairs[l] is work-item l - 1's (index, first value); pairs[0] stays zero.
                let (x, y) = if l == 0 {
                    (0, 0)
                } else {
                    (l - 1, input[base + ((l - 1) * k) as usize])
                };
                for kk in 0..k {
                    let i = (l * k + kk) as usize;
                    let mirrored = input[base + (wg * k) as usize - 1 - i];
                    out[base + i] = mirrored.wrapping_add(y.wrapping_mul(1000)).wrapping_add(x);
                }
            }
        }
        vec![Check::exact(1, out)]
    })
}

fn override_constants() -> Vec<Case> {
    vec![
        overrides_case("overrides_set", true),
        overrides_case("overrides_default", false),
    ]
}

device_tests! {
    override_constants,
    override_sized_arrays,
}
