@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let t = fract(v.w);
    let o = i * 5u;
    out[o + 0u] = fma(v.x, v.y, v.z);
    out[o + 1u] = mix(v.x, v.y, t);
    out[o + 2u] = step(v.y, v.x);
    out[o + 3u] = smoothstep(-3.0, 4.0, v.z);
    out[o + 4u] = mix(vec2<f32>(v.x, v.z), vec2<f32>(v.y, v.x), vec2<f32>(t)).y;
}
