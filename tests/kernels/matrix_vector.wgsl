@group(0) @binding(0) var<storage, read> m: array<mat4x4<f32>>;
@group(0) @binding(1) var<storage, read> v: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<vec4<f32>>;

@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&v) { return; }
    let a = m[i];
    out[i * 3u] = a * v[i];
    out[i * 3u + 1u] = v[i] * a;
    out[i * 3u + 2u] = a[2] + a[1].wzyx * 2.0;
}
