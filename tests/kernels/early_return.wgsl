@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn find(x: u32) -> u32 {
    for (var k = 0u; k < 32u; k++) {
        if ((x >> k) & 7u) == 7u { return k; }
    }
    return 99u;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    out[i * 2u] = find(a[i]);
    out[i * 2u + 1u] = 1u;
    if (a[i] & 1u) == 0u { return; }
    out[i * 2u + 1u] = 2u;
    for (var k = 0u; k < 10u; k++) {
        if k == a[i] % 16u { return; }
    }
    out[i * 2u + 1u] = 3u;
}
