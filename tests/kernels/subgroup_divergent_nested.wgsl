diagnostic(off, subgroup_uniformity);

var<workgroup> tile: array<u32, 64>;
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>,
        @builtin(subgroup_invocation_id) lane: u32) {
    let n = arrayLength(&inp);
    let i = wid.x * 64u + lid;
    var x = 0u;
    if i < n { x = inp[i]; }
    var s = 0u;
    for (var t = 0u; t < 3u; t++) {
        tile[lid] = x + t;
        workgroupBarrier();
        let y = tile[63u - lid];
        if (y & 1u) == 1u { s += subgroupAdd(y); }
        workgroupBarrier();
    }
    var u = 0u;
    for (var a = 0u; a < 3u; a++) {
        if ((x >> (20u + a)) & 1u) == 1u { continue; }
        for (var b = 0u; b < 3u; b++) {
            if ((x >> (a * 3u + b)) & 1u) == 1u { continue; }
            if ((x >> (10u + a * 3u + b)) & 1u) == 1u { break; }
            u = u * 7u + subgroupAdd(1u);
        }
        u = u * 5u + subgroupMin(lane);
    }
    var w = 0u;
    switch x % 2u {
        case 0u: {
            if ((x >> 25u) & 1u) == 1u { w = 1u; break; }
            w = 2u + subgroupAdd(1u) * 10u;
        }
        default: { w = 3u + subgroupAdd(2u) * 10u; }
    }
    var c = 0u;
    var k = 0u;
    loop {
        k++;
        continuing {
            c += subgroupAdd(1u);
            break if k >= ((x >> 27u) & 3u) + 1u;
        }
    }
    if i < n {
        out[i * 4u] = s;
        out[i * 4u + 1u] = u;
        out[i * 4u + 2u] = w;
        out[i * 4u + 3u] = c;
    }
}
