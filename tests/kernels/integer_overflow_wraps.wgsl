@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 8u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = -x;
    var inc = x;
    inc++;
    out[o + 4u] = inc;
    var dec = x;
    dec--;
    out[o + 5u] = dec;
    let ux = u32(x);
    let uy = u32(y);
    out[o + 6u] = i32(ux - uy);
    out[o + 7u] = bitcast<i32>(ux * uy + 0xFFFFFFFFu);
}
