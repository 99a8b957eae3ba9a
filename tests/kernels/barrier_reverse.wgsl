var<workgroup> tile: array<u32, 64>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
) {
    let n = arrayLength(&inp);
    var v = 0u;
    if gid.x < n { v = inp[gid.x]; }
    tile[lid] = v;
    workgroupBarrier();
    if gid.x < n { out[gid.x] = tile[63u - lid]; }
}
