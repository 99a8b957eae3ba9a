@group(0) @binding(0) var<storage, read> a: array<vec2<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    out[i * 2u] = dot4U8Packed(v.x, v.y);
    out[i * 2u + 1u] = bitcast<u32>(dot4I8Packed(v.x, v.y));
}
