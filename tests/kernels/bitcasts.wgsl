@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> f: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = f[i];
    let o = i * 7u;
    let asf = bitcast<f32>(x);
    out[o + 0u] = bitcast<u32>(asf * 2.0);
    out[o + 1u] = bitcast<u32>(y);
    out[o + 2u] = u32(bitcast<i32>(x) >> 3u);
    out[o + 3u] = u32(-bitcast<i32>(x));
    out[o + 4u] = bitcast<u32>(i32(x) + 1);
    out[o + 5u] = bitcast<vec2<u32>>(vec2<f32>(y, -y)).y;
    out[o + 6u] = bitcast<u32>(bitcast<f32>(bitcast<i32>(x)));
}
