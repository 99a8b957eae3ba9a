@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
@group(0) @binding(3) var<storage, read_write> iout: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    out[i * 4u] = dot(x, y);
    let c = cross(x.xyz, y.xyz);
    out[i * 4u + 1u] = c.x;
    out[i * 4u + 2u] = c.y;
    out[i * 4u + 3u] = c.z;
    // power-of-two scales: the products are exact, so the conversions are too
    iout[i * 2u] = dot(vec4<i32>(x * 1024.0), vec4<i32>(y * 1024.0));
    iout[i * 2u + 1u] = i32(dot(vec3<u32>(abs(x.xyz) * 128.0), vec3<u32>(7u, 11u, 13u)));
}
