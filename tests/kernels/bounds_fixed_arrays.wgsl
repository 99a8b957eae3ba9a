@group(0) @binding(0) var<storage, read> ro: array<u32, 16>;
@group(0) @binding(1) var<storage, read_write> rw: array<u32, 16>;
@group(0) @binding(2) var<storage, read> idx: array<u32>;
@group(0) @binding(3) var<storage, read_write> out: array<u32>;
@group(0) @binding(4) var<uniform> uarr: array<vec4<u32>, 2>;
@group(0) @binding(5) var<storage, read_write> nested: array<array<u32, 4>>;

var<private> parr: array<u32, 4>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&idx) { return; }
    let k = idx[i];
    // the buffers bound to ro and rw are bigger than the 16-element views: only 16 elements count
    rw[i] = i + 1000u;
    var loc: array<u32, 8>;
    for (var j = 0u; j < 8u; j++) { loc[j] = j * 3u + 1u; }
    loc[k] = 99u;
    var s = 0u;
    for (var j = 0u; j < 8u; j++) { s += loc[j]; }
    let v = vec4<u32>(1u, 2u, 3u, 4u);
    var vv = v;
    vv[k] = 50u;
    let m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    parr[k % 6u] = 5u;
    nested[i][k % 6u] = 77u;
    let o = i * 8u;
    out[o + 0u] = ro[k];
    out[o + 1u] = loc[k];
    out[o + 2u] = s;
    out[o + 3u] = v[k];
    out[o + 4u] = vv.x + vv.y + vv.z + vv.w;
    out[o + 5u] = bitcast<u32>(m[k].y);
    out[o + 6u] = uarr[k % 5u].y;
    out[o + 7u] = parr[0] + parr[1] + parr[2] + parr[3] + nested[i][k % 6u];
}
