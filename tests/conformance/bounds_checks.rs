//! Bounds checks: reads past the end read 0, writes past the end are skipped

use rand::Rng;

use crate::common::*;

fn kernel_without_bounds_checks_runs_in_bounds_code() -> Case {
    // the `unsafe` opt-out: in-bounds code must give the same results as with checks
    let case = Case::new("no_bounds_checks", include_str!("../kernels/no_bounds_checks.wgsl"))
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
                .map(|i| a[i].wrapping_add(a[i] % 8).wrapping_mul(3).wrapping_add(a[(i * 7) % n]))
                .collect();
            vec![Check::exact(1, out)]
        });
    // SAFETY: every index above is reduced modulo the array's length, and the buffer index is
    // guarded by arrayLength.
    unsafe { case.without_bounds_checks() }
}

fn bounds_checks_on_runtime_sized_arrays() -> Case {
    Case::new(
        "bounds_runtime_arrays",
        include_str!("../kernels/bounds_runtime_arrays.wgsl"),
    )
    .inputs(|rng, _| {
        let n = rand_len(rng);
        let g = groups(n + 50, 64);
        let total = 64 * g as usize;
        let m = rng.random_range(total / 2..2 * total);
        let guard_len = rng.random_range(1..64);
        Inputs::new(
            [g, 1, 1],
            vec![
                Buf::input(rand_u32s(rng, n)),
                Buf::input(rand_u32s(rng, m)),
                Buf::input(rand_u32s(rng, guard_len)),
                Buf::out_u32(3 * total),
            ],
        )
    })
    .known_divergence(wgpu_bounds_divergence)
    .reference(|inp, _| {
        let src = inp.u32s(0);
        let n = src.len();
        let guard = inp.u32s(2).to_vec();
        let total = inp.grid[0] as usize * 64;
        let mut dst = inp.u32s(1).to_vec();
        for i in 0..total {
            if 3 * i < dst.len() {
                dst[3 * i] = i as u32 + 1;
            }
        }
        let mut out = Vec::new();
        for i in 0..total {
            let neg = if i >= 100 && i - 100 < n { src[i - 100] } else { 0 };
            out.extend([
                src.get(i).copied().unwrap_or(0),
                neg.wrapping_mul(2),
                guard[i % guard.len()],
            ]);
        }
        vec![
            Check::exact(1, dst),
            Check::exact(2, guard),
            Check::exact(3, out).labels(&["src[i]", "src[2^31 + i] + src[i - 100] * 2", "guard"]),
        ]
    })
}

fn bounds_checks_on_fixed_size_arrays_vectors_matrices() -> Case {
    Case::new(
        "bounds_fixed_arrays",
        include_str!("../kernels/bounds_fixed_arrays.wgsl"),
    )
    .inputs(|rng, _| {
        let n = rng.random_range(100..300);
        let idx: Vec<u32> = (0..n)
            .map(|_| {
                if rng.random_bool(0.2) {
                    rng.random()
                } else {
                    rng.random_range(0..24)
                }
            })
            .collect();
        Inputs::new(
            [groups(n, 64), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, 64)),
                Buf::input(rand_u32s(rng, 64)),
                Buf::input(idx),
                Buf::out_u32(8 * n),
                Buf::input(rand_u32s(rng, 16)),
                Buf::input(rand_u32s(rng, 4 * n)),
            ],
        )
    })
    .known_divergence(|info| {
        (info.kind == anygpu::DeviceKind::Wgpu).then_some(
            "on wgpu, fixed-size arrays, vectors and matrices outside buffers clamp their index (WGSL allows it; \
             chosen to match plain wgpu's speed), still never leaving the object",
        )
    })
    .reference(|inp, _| {
        let (ro, idx, uarr) = (inp.u32s(0), inp.u32s(2), inp.u32s(4));
        let n = idx.len();
        let mut rw = inp.u32s(1).to_vec();
        for (i, x) in rw.iter_mut().enumerate().take(16.min(n)) {
            *x = i as u32 + 1000;
        }
        let mut nested = inp.u32s(5).to_vec();
        let mut out = Vec::new();
        for (i, &k) in idx.iter().enumerate() {
            let ku = k as usize;
            let mut loc: Vec<u32> = (0..8).map(|j| j * 3 + 1).collect();
            if ku < 8 {
                loc[ku] = 99;
            }
            let mut vv = [1u32, 2, 3, 4];
            if ku < 4 {
                vv[ku] = 50;
            }
            let p = (k % 6) as usize;
            let parr_sum = if p < 4 { 5 } else { 0 };
            if p < 4 {
                nested[4 * i + p] = 77;
            }
            let nested_read = if p < 4 { 77 } else { 0 };
            out.extend([
                if ku < 16 { ro[ku] } else { 0 },
                if ku < 8 { 99 } else { 0 },
                loc.iter().sum(),
                if ku < 4 { k + 1 } else { 0 },
                vv.iter().sum(),
                if ku < 2 { bits([2.0f32, 4.0][ku]) } else { 0 },
                if k % 5 < 2 { uarr[4 * (k % 5) as usize + 1] } else { 0 },
                parr_sum + nested_read,
            ]);
        }
        vec![
            Check::exact(1, rw),
            Check::exact(3, out).labels(&[
                "ro[k]",
                "loc[k]",
                "sum loc",
                "v[k]",
                "sum vv",
                "m[k].y",
                "uarr[k%5].y",
                "private + nested",
            ]),
            Check::exact(5, nested),
        ]
    })
}

device_tests! {
    kernel_without_bounds_checks_runs_in_bounds_code,
    bounds_checks_on_runtime_sized_arrays,
    bounds_checks_on_fixed_size_arrays_vectors_matrices,
}
