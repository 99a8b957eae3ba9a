//! Variables, functions, pointers

use rand::Rng;

use crate::common::*;

fn local_variables_and_compound_assignment() -> Case {
    Case::new("local_variables", include_str!("../kernels/local_variables.wgsl"))
        .inputs(|rng, _| random_words_in_out(rng, 64, 6))
        .reference(|inp, _| {
            let mut out = Vec::new();
            for &a in inp.u32s(0) {
                let mut x = a.wrapping_add(3);
                x = x.wrapping_sub(1);
                x = x.wrapping_mul(5);
                x /= 2;
                x %= 100000;
                x &= 0xFFFF;
                x |= 0x10000;
                x ^= 0x55;
                x <<= 2;
                x >>= 1;
                x += 1;
                let y = x;
                out.extend([x, y, 0, 1 + 2 + 3 + 4, 7 + x, x * 3 + y * 3]);
            }
            vec![Check::exact(1, out).labels(&["x", "y", "zero values", "loop-local var", "shadow", "alias vec"])]
        })
}

fn function_calls() -> Case {
    Case::new("function_calls", include_str!("../kernels/function_calls.wgsl"))
        .inputs(|rng, _| {
            let n = rand_len(rng);
            Inputs::new(
                [groups(n, 64), 1, 1],
                vec![
                    Buf::input(rand_u32s(rng, n)),
                    Buf::input(rand_u32s(rng, n)),
                    Buf::out_u32(4 * n),
                ],
            )
        })
        .reference(|inp, _| {
            fn gcd(a: u32, b: u32) -> u32 {
                if b == 0 {
                    a
                } else {
                    gcd(b, a % b)
                }
            }
            let mut out = Vec::new();
            for (&x, &y) in inp.u32s(0).iter().zip(inp.u32s(1)) {
                let (px, py) = ((x % 5000) as i32, (y % 5000) as i32);
                let poly = px
                    .wrapping_mul(px)
                    .wrapping_sub(3i32.wrapping_mul(px).wrapping_mul(py))
                    .wrapping_add(py.wrapping_mul(py));
                let (lo, hi) = (x & 0xFFFF, x >> 16);
                let arr = [x, y, lo, hi];
                out.extend([
                    poly as u32,
                    lo + hi * 3,
                    gcd(x % 100000, y % 100000),
                    (0..4).fold(0u32, |s, k| s.wrapping_add(arr[k].wrapping_mul(k as u32 + 1))),
                ]);
            }
            vec![Check::exact(2, out).labels(&["poly", "struct return", "gcd", "array arg"])]
        })
}

fn pointer_parameters() -> Case {
    Case::new("pointer_params", include_str!("../kernels/pointer_params.wgsl"))
        .inputs(|rng, _| {
            let n = rand_len(rng);
            let a: Vec<u32> = (0..3 * n).map(|_| rng.random_range(0..1_000_000)).collect();
            Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_u32(8 * n)])
        })
        .reference(|inp, _| {
            let mut out = Vec::new();
            for t in inp.u32s(0).chunks(3) {
                let mut s = t.to_vec();
                s.sort();
                out.extend([s[0], s[1], s[2], s[0] + 10, s[2] + 30 + 1, 7 + 40, s[2], s[1] + 1]);
            }
            vec![Check::exact(1, out).labels(&["x", "y", "z", "arr[0]", "arr[2]", "arr[3]", "s.hi", "private"])]
        })
}

device_tests! {
    local_variables_and_compound_assignment,
    function_calls,
    pointer_parameters,
}
