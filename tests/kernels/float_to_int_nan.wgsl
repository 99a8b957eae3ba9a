@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = bitcast<f32>(a[i]);
    out[i * 2u] = bitcast<u32>(i32(x));
    out[i * 2u + 1u] = u32(x);
}
