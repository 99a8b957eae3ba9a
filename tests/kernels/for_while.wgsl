@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    // data-dependent trip counts: neighbouring work items diverge
    var v = a[i] % 100000u + 1u;
    var steps = 0u;
    while v != 1u && steps < 1000u {
        if v % 2u == 0u { v = v / 2u; } else { v = 3u * v + 1u; }
        steps++;
    }
    var sum = 0u;
    for (var k = 0u; k < a[i] % 200u; k++) {
        if k % 3u == 0u { continue; }
        sum += k;
        if sum > 5000u { break; }
    }
    var down = 0u;
    for (var k = 10; k > -5; k -= 3) { down += u32(k + 5); }
    out[i * 3u] = steps;
    out[i * 3u + 1u] = sum;
    out[i * 3u + 2u] = down;
}
