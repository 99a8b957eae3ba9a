@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let n = x % 50u + 1u;
    var k = 0u;
    var acc = 0u;
    var steps = 0u;
    loop {
        steps += 1u;
        if k % 3u == 0u {
            k += 1u;
            continue; // runs the continuing block
        }
        acc += k * (x >> 8u);
        continuing {
            k += 1u;
            break if k >= n;
        }
    }
    // a plain loop left by break, with a nested loop
    var j = 0u;
    var nested = 0u;
    loop {
        if j >= (x >> 4u) % 9u { break; }
        var m = 0u;
        loop {
            if m > j { break; }
            nested += m;
            m += 1u;
        }
        j += 1u;
    }
    out[i * 3u] = acc;
    out[i * 3u + 1u] = steps;
    out[i * 3u + 2u] = nested;
}
