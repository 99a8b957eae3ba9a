@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<u32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let c = (v & vec4<u32>(1u)) == vec4<u32>(1u);
    out[i * 3u] = select(v.wzyx, v, c);
    out[i * 3u + 1u] = select(vec4<u32>(7u), v, v.x > v.y);
    let f = select(vec2<f32>(-1.5, 2.5), vec2<f32>(f32(v.z & 255u)), c.zw);
    out[i * 3u + 2u] = vec4<u32>(select(1u, 2u, c.x), select(3u, 4u, !c.y), bitcast<u32>(f.x), bitcast<u32>(f.y));
}
