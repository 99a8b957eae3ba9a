@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 8u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = -x;
    out[o + 5u] = x % y;
    var c = 0u;
    if x < y { c |= 1u; }
    if x <= y { c |= 2u; }
    if x == y { c |= 4u; }
    if x != y { c |= 8u; }
    if x > y { c |= 16u; }
    if x >= y { c |= 32u; }
    out[o + 6u] = f32(c);
    out[o + 7u] = abs(x) * 4.0;
}
