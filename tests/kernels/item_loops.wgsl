// Loops without a barrier whose steps the CPU device runs for all work-items together
// (host_loop/item_loops.rs): exits that are workgroup-uniform, exits that differ per work-item,
// a uniform loop nested in a divergent one, `continue` out of a switch, and `return` out of a
// loop. Workgroups are 32 × 2, so the work-item loops have two dimensions.
@group(0) @binding(0) var<storage, read> data: array<f32>;
@group(0) @binding(1) var<storage, read> params: array<u32>; // [k, n]
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(32, 2)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = gid.y * groups.x * 32u + gid.x;
    let m = arrayLength(&data);
    let k = params[0];
    // Workgroup-uniform exits, with a `continue` and a `break` among them.
    var acc = 0.0;
    for (var j = 0u; j < k; j++) {
        if j % 5u == 4u { continue; }
        if j * 4u >= k * 3u { break; }
        acc = acc * 0.5 + data[(i + j * 3u) % m];
    }
    // Exits that differ per work-item, around a loop whose exits do not.
    var acc2 = 0.0;
    var steps = 0u;
    for (var p = i % 13u; p < m; p += 5u + i % 3u) {
        let v = data[p];
        if v < 0.0 { continue; }
        if v > 0.75 && steps > 2u { break; }
        for (var q = 0u; q < k % 7u + 17u; q++) {
            if q == 19u { break; }
            acc2 += v * f32(q & 3u);
        }
        steps += 1u;
        switch steps % 4u {
            case 3u: {
                acc2 -= 1.0;
                continue;
            }
            default: {}
        }
        acc2 += 0.25;
    }
    if i >= params[1] { return; }
    out[4u * i] = acc;
    out[4u * i + 1u] = acc2;
    out[4u * i + 2u] = f32(steps);
    // A loop stepped by the workgroup that work-items leave by `return`, each at its own step.
    var x = i + 1u;
    for (var s = 0u; s < k + 20u; s++) {
        if x == 1u {
            out[4u * i + 3u] = f32(s);
            return;
        }
        x = select(x / 2u, 3u * x + 1u, x % 2u == 1u);
    }
    out[4u * i + 3u] = -1.0;
}
