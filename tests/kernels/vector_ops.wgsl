@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<vec4<f32>>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 9u;
    out[o + 0u] = x.wzyx;
    out[o + 1u] = x.xxyy + y.zwzw;
    out[o + 2u] = x * y;
    out[o + 3u] = x * 2.0;
    out[o + 4u] = vec4<f32>(x.xy, y.zw);
    out[o + 5u] = select(y, x, x < y);
    out[o + 6u] = -x.yzwx;
    out[o + 7u] = vec4<f32>(x.rgb + vec3<f32>(1.0), 0.0);
    var v = x;
    v.x = y.y;
    v.z += 1.0;
    v[3] = v.x * 0.5;
    out[o + 8u] = v;
}
