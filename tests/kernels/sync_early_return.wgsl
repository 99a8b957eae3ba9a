var<workgroup> tile: array<u32, 64>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn pick(lid: u32) -> u32 {
    if arrayLength(&inp) == 0u { return 0u; }
    workgroupBarrier();
    for (var k = 0u; k < 64u; k++) {
        if tile[k] == lid + 1000u { return 5000u + k; }
    }
    switch lid % 3u {
        case 0u: { return tile[63u - lid]; }
        default: {}
    }
    return tile[lid] * 2u;
}

fn publish(lid: u32, v: u32) {
    if v == 0u { return; }
    tile[lid] = v;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = arrayLength(&inp);
    var v = 0u;
    if gid.x < n { v = inp[gid.x]; }
    tile[lid] = v;
    let a = pick(lid);
    workgroupBarrier();
    publish(lid, a);
    let b = pick(lid);
    if gid.x < n {
        out[gid.x * 2u] = a;
        out[gid.x * 2u + 1u] = b;
    }
}
