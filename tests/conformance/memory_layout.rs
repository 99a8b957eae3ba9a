//! Arrays, structs, runtime-sized arrays, uniform buffers

use rand::Rng;

use crate::common::*;

fn local_arrays_dynamic_indexing() -> Case {
    Case::new("local_arrays", include_str!("../kernels/local_arrays.wgsl"))
        .inputs(|rng, _| {
            let n = rand_len(rng);
            Inputs::new(
                [groups(n, 64), 1, 1],
                vec![
                    Buf::input(rand_u32s(rng, n)),
                    Buf::input(rand_u32s(rng, n)),
                    Buf::out_u32(5 * n),
                ],
            )
        })
        .reference(|inp, _| {
            let table = [3u32, 1, 4, 1, 5, 9, 2, 6];
            let mut out = Vec::new();
            for (&x, &y) in inp.u32s(0).iter().zip(inp.u32s(1)) {
                let mut arr: Vec<u32> = (0..16u32).map(|k| x.wrapping_mul(k + 1) ^ k).collect();
                let idx = (y % 16) as usize;
                arr[idx] = arr[idx].wrapping_add(1000);
                let s = (0..16usize).fold(0u32, |s, k| {
                    s.wrapping_add(arr[(k * 7 + idx) % 16].wrapping_mul(k as u32 + 1))
                });
                out.extend([
                    arr[idx],
                    s,
                    5u32.wrapping_add(arr[(idx + 1) % 16]),
                    table[(y % 8) as usize] + table[(x % 8) as usize] * 10,
                    (-7i32) as u32, // the neighbouring cell is still zero
                ]);
            }
            vec![Check::exact(2, out).labels(&["arr[idx]", "sum", "copy", "let table", "2-D"])]
        })
}

/// The values of the large table in `module_constant_tables`: a hash, so no formula in the kernel
/// could stand in for the table.
fn table_value(k: u32) -> u32 {
    k.wrapping_mul(2_654_435_761).rotate_left(7) ^ 0x5bd1_e995
}

/// Module-scope constant tables indexed at run time (lookup tables: S-boxes, round constants,
/// quadrature weights). They are read in place from read-only memory, not copied per access;
/// copies into `var`s (by a loop, past 64 elements), nested arrays, structs with a `bool` and a
/// `vec3` (whose memory layouts differ from their values'), matrices and out-of-range indices (0)
/// must all mean the same on every device. (An S-box-sized table: lavapipe takes time quadratic
/// in a table's length to compile it, 25 s for 1,000 elements; `tests/errors.rs` runs 100,000
/// on the CPU device.)
fn module_constant_tables() -> Case {
    const BIG: u32 = 256;
    let big = (0..BIG)
        .map(|k| format!("{}u", table_value(k)))
        .collect::<Vec<_>>()
        .join(",");
    let wgsl = format!(
        r#"
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

const BIG = array<u32, {BIG}>({big});
struct Entry {{ on: bool, v: vec3<f32>, k: i32 }}
const ENTRIES = array<Entry, 3>(
    Entry(true, vec3(1.5, 2.5, 3.5), -4),
    Entry(false, vec3(-1.0, 0.25, 8.0), 7),
    Entry(true, vec3(0.0, -2.0, 16.0), 100),
);
const GRID = array<array<u32, 3>, 2>(array(1u, 2u, 3u), array(40u, 50u, 60u));
const M = mat3x3<f32>(vec3(1.0, 2.0, 3.0), vec3(4.0, 5.0, 6.0), vec3(7.0, 8.0, 9.0));
var<private> private_copy: array<u32, {BIG}> = BIG;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {{
    let i = gid.x;
    if i >= arrayLength(&a) {{ return; }}
    let x = a[i];
    // x may be past the end: an out-of-range index into a value reads 0
    out[i * 6u + 0u] = BIG[x % {BIG}u] ^ BIG[x % ({BIG}u + 7u)];
    var copy = BIG;
    copy[x % 5u] = 9u;
    out[i * 6u + 1u] = copy[x % 7u] + private_copy[(x / 7u) % {BIG}u];
    let e = ENTRIES[x % 4u];
    out[i * 6u + 2u] = select(0u, 1u, e.on) + u32(e.v.z * 2.0) * 10u + u32(e.k + 8) * 1000u;
    out[i * 6u + 3u] = GRID[x % 2u][(x / 2u) % 3u];
    out[i * 6u + 4u] = u32(M[x % 3u][(x / 3u) % 3u]);
    out[i * 6u + 5u] = u32(dot(M[x % 4u], vec3(1.0, 10.0, 100.0)));
}}
"#
    );
    Case::new("module_constant_tables", &wgsl)
        .inputs(|rng, _| {
            let n = rand_len(rng);
            let mut a = rand_u32s(rng, n);
            a[0] = BIG - 1;
            a[1] = BIG + 3; // past BIG's end in the second read
            Inputs::new([groups(n, 64), 1, 1], vec![Buf::input(a), Buf::out_u32(6 * n)])
        })
        .reference(|inp, _| {
            let at = |k: u32| if k < BIG { table_value(k) } else { 0 };
            // (on, v.z, k) of ENTRIES, and 0 past its end
            let entries = [(1u32, 3.5f32, -4i32), (0, 8.0, 7), (1, 16.0, 100), (0, 0.0, 0)];
            let grid = [[1u32, 2, 3], [40, 50, 60]];
            let m = [[1u32, 2, 3], [4, 5, 6], [7, 8, 9]];
            let mut out = Vec::new();
            for &x in inp.u32s(0) {
                let mut copy0 = at(x % 7);
                if x % 7 == x % 5 {
                    copy0 = 9;
                }
                let (on, z, k) = entries[(x % 4) as usize];
                let column = |c: u32| m.get(c as usize).map_or(0, |col| col[0] + col[1] * 10 + col[2] * 100);
                out.extend([
                    at(x % BIG) ^ at(x % (BIG + 7)),
                    copy0.wrapping_add(at((x / 7) % BIG)),
                    on + (z * 2.0) as u32 * 10 + (k + 8) as u32 * 1000,
                    grid[(x % 2) as usize][((x / 2) % 3) as usize],
                    m[(x % 3) as usize][((x / 3) % 3) as usize],
                    column(x % 4),
                ]);
            }
            vec![Check::exact(1, out).labels(&["big table", "copies", "structs", "2-D", "matrix", "column"])]
        })
}

fn fixed_size_arrays_in_buffers() -> Case {
    Case::new(
        "fixed_arrays_in_buffers",
        include_str!("../kernels/fixed_arrays_in_buffers.wgsl"),
    )
    .inputs(|rng, _| {
        let n = rng.random_range(100..500);
        Inputs::new(
            [groups(n, 16), 1, 1],
            vec![
                Buf::input(rand_u32s(rng, 9 * n)),
                Buf::input(rand_u32s(rng, 12)),
                Buf::out_u32(4 * n),
            ],
        )
    })
    .reference(|inp, _| {
        let (blocks, lut) = (inp.u32s(0), inp.u32s(1));
        let mut out = Vec::new();
        for b in blocks.chunks(9) {
            let k = (b[7] % 8) as usize;
            let v = b[k].wrapping_mul(b[8]);
            let l = lut[(k % 4) * 3 + (v % 3) as usize];
            let mut row: Vec<u32> = (0..4)
                .map(|j| b[(k + j) % 8].wrapping_add(l.wrapping_mul(j as u32)))
                .collect();
            row[(k + 1) % 4] = row[(k + 1) % 4].wrapping_add(b[0] ^ v);
            out.extend(row);
        }
        vec![Check::exact(2, out)]
    })
}

fn structs_with_vec3_padding() -> Case {
    // Particle: pos vec3<f32> @0, mass f32 @12 (packs into vec3's tail), vel vec3<f32> @16, id u32 @28; size 32.
    // Mixed: x f32 @0, v2 vec2<f32> @8, v4 vec4<f32> @16, y u32 @32; align 16, size 48.
    Case::new("struct_padding", include_str!("../kernels/struct_padding.wgsl"))
        .inputs(|rng, _| {
            let n = rng.random_range(100..600);
            let mut ps = Vec::with_capacity(8 * n);
            for _ in 0..n {
                // integer-valued floats: the sums are exact
                for _ in 0..3 {
                    ps.push(bits(rng.random_range(-1000..1000) as f32));
                }
                ps.push(bits(rng.random_range(1..1000) as f32));
                for _ in 0..3 {
                    ps.push(bits(rng.random_range(-50..50) as f32));
                }
                ps.push(rng.random_range(0..1_000_000));
            }
            Inputs::new(
                [groups(n, 32), 1, 1],
                vec![Buf::input(ps), Buf::out_u32(8 * n), Buf::out_u32(12 * n)],
            )
        })
        .reference(|inp, _| {
            let ps = inp.u32s(0);
            let n = ps.len() / 8;
            let f = |w: u32| f32::from_bits(w);
            let mut moved = Vec::new();
            let mut mixed = vec![0u32; 12 * n];
            let mut mixed_pad = vec![false; 12 * n];
            for (i, p) in ps.chunks(8).enumerate() {
                let pos = [f(p[0]) + f(p[4]), f(p[1]) + f(p[5]), f(p[2]) + f(p[6])];
                let mass = f(p[3]) * 2.0;
                let id = p[7] + 1;
                moved.extend([
                    bits(pos[0]),
                    bits(pos[1]),
                    bits(pos[2]),
                    bits(mass),
                    p[4],
                    p[5],
                    p[6],
                    id,
                ]);
                let m = &mut mixed[12 * i..12 * i + 12];
                m[0] = bits(mass);
                m[2] = p[4];
                m[3] = p[5];
                m[4] = bits(pos[0]);
                m[5] = bits(pos[1]);
                m[6] = bits(pos[2]);
                m[7] = bits(1.0);
                m[8] = id * 3;
                for pad in [1, 9, 10, 11] {
                    mixed_pad[12 * i + pad] = true;
                }
            }
            vec![
                Check::exact(1, moved).labels(&["pos.x", "pos.y", "pos.z", "mass", "vel.x", "vel.y", "vel.z", "id"]),
                Check::exact(2, mixed).dont_care(mixed_pad).labels(&[
                    "x", "pad", "v2.x", "v2.y", "v4.x", "v4.y", "v4.z", "v4.w", "y", "pad", "pad", "pad",
                ]),
            ]
        })
}

fn runtime_sized_arrays_and_array_length() -> Case {
    Case::new("runtime_arrays", include_str!("../kernels/runtime_arrays.wgsl"))
        .inputs(|rng, _| {
            let m = rand_len(rng);
            let mut header = vec![rng.random_range(0..1000u32), bits(2f32.powi(rng.random_range(-3..4)))];
            header.extend(rand_int_f32s(rng, m, 1000).into_iter().map(bits));
            let p = rng.random_range(1..100);
            // v3 buffer: k elements of 16 bytes plus 12 more bytes: arrayLength truncates to k
            let k = rng.random_range(1..50);
            Inputs::new(
                [groups(m, 64), 1, 1],
                vec![
                    Buf::input(header),
                    Buf::input(rand_u32s(rng, 2 * p)),
                    Buf::input(rand_f32s(rng, 4 * k + 3, 0.0, 1.0)),
                    Buf::out_u32(5),
                    Buf::out_f32(m),
                ],
            )
        })
        .reference(|inp, _| {
            let h = inp.u32s(0);
            let pairs = inp.u32s(1);
            let m = h.len() - 2;
            let p = pairs.len() / 2;
            let lens = vec![m as u32, p as u32, (inp.f32s(2).len() * 4 / 16) as u32, 5, m as u32];
            let scale = f32::from_bits(h[1]);
            let out: Vec<f32> = (0..m)
                .map(|i| f32::from_bits(h[2 + i]) * scale + h[0] as f32 + (pairs[2 * (i % p) + 1] % 16) as f32)
                .collect();
            vec![
                Check::exact(3, lens).labels(&["len(h.data)", "len(pairs)", "len(v3)", "len(lens)", "len(out)"]),
                Check::exact(4, out),
            ]
        })
}

fn uniform_buffers() -> Case {
    Case::new("uniform_buffers", include_str!("../kernels/uniform_buffers.wgsl"))
        .inputs(|rng, _| {
            let len = rand_len(rng);
            let n = rng.random_range(len / 2..len); // the kernel handles p.n items, fewer than the buffers hold
            let mut params = vec![
                bits(2f32.powi(rng.random_range(-4..5))),
                bits(rng.random_range(-100..100) as f32),
                n as u32,
                rng.random(),
            ];
            params.extend(rand_int_f32s(rng, 4, 50).into_iter().map(bits));
            params.extend(rand_u32s(rng, 16));
            // out is only partly written: it starts as a copy of known data, which must survive past n
            let keep = rand_f32s(rng, len, -1.0, 1.0);
            Inputs::new(
                [groups(len, 64), 1, 1],
                vec![
                    Buf::input(params),
                    Buf::input(vec![rng.random::<u32>()]),
                    Buf::input(rand_int_f32s(rng, len, 1000)),
                    Buf::input(keep),
                    Buf::out_u32(n),
                ],
            )
        })
        .reference(|inp, _| {
            let p = inp.u32s(0);
            let f = f32::from_bits;
            let n = p[2] as usize;
            let bias = inp.u32s(1)[0];
            let a = inp.f32s(2);
            let mut out = inp.f32s(3).to_vec();
            for (i, o) in out.iter_mut().enumerate().take(n) {
                *o = a[i] * f(p[0]) + f(p[1]) + f(p[4 + i % 4]);
            }
            let outu: Vec<u32> = (0..n)
                .map(|i| p[8 + 4 * (i % 4) + (p[3] % 4) as usize].wrapping_add((i as u32).wrapping_mul(bias)))
                .collect();
            vec![Check::exact(3, out), Check::exact(4, outu)]
        })
}

device_tests! {
    local_arrays_dynamic_indexing,
    module_constant_tables,
    fixed_size_arrays_in_buffers,
    structs_with_vec3_padding,
    runtime_sized_arrays_and_array_length,
    uniform_buffers,
}
