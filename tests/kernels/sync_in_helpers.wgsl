var<workgroup> tile: array<u32, 64>;
var<workgroup> shared_n: u32;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn reversed(lid: u32) -> u32 {
    workgroupBarrier();
    return tile[63u - lid];
}

fn uniform_count() -> u32 {
    return workgroupUniformLoad(&shared_n);
}

fn subgroup_total(v: u32) -> u32 {
    return subgroupAdd(v);
}

fn publish(lid: u32, v: u32) {
    var doubled = v * 2u;
    tile[lid] = doubled;
}

fn twice_reversed(lid: u32) -> u32 {
    let a = reversed(lid);
    workgroupBarrier();
    publish(lid, a);
    workgroupBarrier();
    return tile[63u - lid];
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = arrayLength(&inp);
    var v = 0u;
    if gid.x < n { v = inp[gid.x]; }
    tile[lid] = v;
    if lid == 0u { shared_n = n; }
    let r = reversed(lid);
    let count = uniform_count();
    let total = subgroup_total(v);
    let twice = twice_reversed(lid);
    if gid.x < n {
        out[gid.x * 4u] = r;
        out[gid.x * 4u + 1u] = count;
        out[gid.x * 4u + 2u] = total;
        out[gid.x * 4u + 3u] = twice;
    }
}
