@group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> b: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let nrm = normalize(x.xyz);
    let o = i * 8u;
    out[o + 0u] = length(x);
    out[o + 1u] = length(x.w);
    out[o + 2u] = distance(x.xyz, y.xyz);
    out[o + 3u] = nrm.x;
    out[o + 4u] = nrm.y;
    out[o + 5u] = nrm.z;
    out[o + 6u] = reflect(x.xy, normalize(y.xy)).x;
    out[o + 7u] = faceForward(x.xyz, y.xyz, x.zyx).x;
}
