@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> f: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let b1 = bool(x);
    let b2 = bool(bitcast<i32>(x) >> 16u);
    let b3 = bool(f[i]);
    let o = i * 6u;
    out[o + 0u] = select(0u, 1u, b1);
    out[o + 1u] = select(0u, 1u, b2);
    out[o + 2u] = select(0u, 1u, b3);
    out[o + 3u] = u32(b1) + u32(b3) * 10u;
    out[o + 4u] = bitcast<u32>(i32(b2) * -3);
    out[o + 5u] = bitcast<u32>(f32(b3) * 0.5 + f32(!b1));
}
