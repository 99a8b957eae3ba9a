diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let x = inp[i];
    let o = i * 6u;
    if (x & 1u) == 1u {
        let b = subgroupBallot(true);
        out[o] = subgroupAdd(x) ^ (countOneBits(b.x) + countOneBits(b.y) + countOneBits(b.z) + countOneBits(b.w));
    } else {
        out[o] = subgroupMax(x);
    }
    var acc = 0u;
    for (var k = 0u; k < (x >> 1u) % 4u; k++) {
        acc += subgroupAdd(k + 1u);
    }
    out[o + 1u] = acc;
    switch (x >> 3u) % 3u {
        case 0u: { out[o + 2u] = subgroupExclusiveAdd(1u); }
        case 1u, 2u: { out[o + 2u] = 1000u + subgroupInclusiveAdd(x & 0xffu); }
        default: {}
    }
    var h = 0u;
    for (var k = 0u; k < 4u; k++) {
        if ((x >> (k + 5u)) & 1u) == 0u { continue; }
        if ((x >> (k + 9u)) & 3u) == 3u { break; }
        h = h * 31u + subgroupBroadcastFirst(lane) + 64u * subgroupAdd(1u);
    }
    out[o + 3u] = h;
    if (x >> 13u) % 5u == 0u {
        out[o + 4u] = 7u;
        out[o + 5u] = 100u + subgroupAdd(1u);
        return;
    }
    out[o + 4u] = subgroupAdd(1u);
    out[o + 5u] = subgroupBroadcastFirst(lane);
}
