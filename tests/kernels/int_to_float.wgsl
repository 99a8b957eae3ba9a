@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    out[i * 3u] = f32(x);
    out[i * 3u + 1u] = f32(bitcast<i32>(x));
    out[i * 3u + 2u] = vec2<f32>(vec2<i32>(bitcast<i32>(x), 0)).x;
}
