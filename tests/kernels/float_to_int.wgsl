@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> outi: array<i32>;
@group(0) @binding(2) var<storage, read_write> outu: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    outi[i * 2u] = i32(x);
    outi[i * 2u + 1u] = vec2<i32>(vec2<f32>(x, -x)).y;
    outu[i * 2u] = u32(x);
    outu[i * 2u + 1u] = vec2<u32>(vec2<f32>(-x, x)).x;
}
