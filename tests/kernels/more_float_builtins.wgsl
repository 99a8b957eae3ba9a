@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let r = refract(normalize(x.xyz), normalize(y.xyz), y.w);
    let m = mat2x2<f32>(x.xy, y.xy) * 4.0;
    let o = i * 8u;
    out[o + 0u] = quantizeToF16(x.w);
    out[o + 1u] = r.x;
    out[o + 2u] = r.y;
    out[o + 3u] = r.z;
    out[o + 4u] = abs(x - y).z;
    out[o + 5u] = min(x, y).y;
    out[o + 6u] = clamp(x, vec4<f32>(-1.0), vec4<f32>(2.0)).x;
    out[o + 7u] = m[1].x;
}
