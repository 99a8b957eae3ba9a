@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    var t: array<u32, 8>;
    for (var k = 0u; k < 8u; k++) { t[k] = a[i] + k; }
    out[i] = t[a[i] % 8u] * 3u + a[(i * 7u) % arrayLength(&a)];
}
