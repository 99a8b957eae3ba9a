@group(0) @binding(0) var<storage, read> m4: array<mat4x4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&m4) { return; }
    let m = m4[i];
    out[i * 3u] = determinant(m);
    out[i * 3u + 1u] = determinant(mat3x3<f32>(m[0].xyz, m[1].xyz, m[2].xyz));
    out[i * 3u + 2u] = determinant(mat2x2<f32>(m[3].zw, m[2].zw));
}
