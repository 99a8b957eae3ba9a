diagnostic(off, subgroup_uniformity);
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32) {
    let x = o[g.x];
    var acc = 0u;
    if (x & 1u) == 1u { acc = subgroupAdd(x) + subgroupShuffle(lane, lane ^ 1u); }
    for (var k = 0u; k < x % 4u; k++) {
        if ((x >> k) & 2u) == 0u { continue; }
        switch k { case 1u: { break; } default: { acc += subgroupExclusiveAdd(k); } }
        if k == 5u { break; }
        acc += subgroupBroadcastFirst(lane);
    }
    o[g.x] = acc;
}
