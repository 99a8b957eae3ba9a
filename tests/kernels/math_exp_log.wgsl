@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let o = i * 7u;
    out[o + 0u] = exp(v.x);
    out[o + 1u] = exp2(v.x * 2.0);
    out[o + 2u] = log(v.y);
    out[o + 3u] = log2(v.y);
    out[o + 4u] = pow(v.z, v.w);
    out[o + 5u] = sqrt(v.y);
    out[o + 6u] = inverseSqrt(v.y);
}
