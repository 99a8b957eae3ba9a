@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let o = i * 15u;
    out[o + 0u] = sin(v.x);
    out[o + 1u] = cos(v.x);
    out[o + 2u] = tan(v.x * 0.35);
    out[o + 3u] = asin(v.y);
    out[o + 4u] = acos(v.y);
    out[o + 5u] = atan(v.z);
    out[o + 6u] = atan2(v.z, v.w);
    out[o + 7u] = sinh(v.x);
    out[o + 8u] = cosh(v.x);
    out[o + 9u] = tanh(v.x);
    out[o + 10u] = asinh(v.z);
    out[o + 11u] = acosh(abs(v.w) + 1.5);
    out[o + 12u] = atanh(v.y);
    out[o + 13u] = degrees(v.x);
    out[o + 14u] = radians(v.z);
}
