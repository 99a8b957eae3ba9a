@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    var r = 0u;
    switch v % 10u {
        case 0u: { r = 100u; }
        case 1u, 2u, 3u: { r = 200u + v % 10u; }
        case 4u, default: { r = 300u; }
        case 5u { r = 400u; }
        case 7u: {
            r = 500u;
            if (v & 16u) != 0u { break; }
            r += 1u;
        }
    }
    var s = 0;
    switch i32(v % 7u) - 3 {
        case -3, -2 { s = -1; }
        case 0 { s = 10; }
        case 3 { s = 30; }
        default { s = 99; }
    }
    // break leaves the switch, continue goes on with the enclosing loop
    var t = 0u;
    for (var k = 0u; k < 8u; k++) {
        switch (v >> k) & 3u {
            case 0u: { continue; }
            case 1u: { t += 1u; break; }
            case 2u: { t += 10u; }
            default: { t += 100u; }
        }
        t += 1000u;
    }
    out[i * 3u] = r;
    out[i * 3u + 1u] = bitcast<u32>(s);
    out[i * 3u + 2u] = t;
}
