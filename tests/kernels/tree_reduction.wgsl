var<workgroup> sh: array<u32, 128>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(128)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    var v = 0u;
    if gid.x < arrayLength(&inp) { v = inp[gid.x]; }
    sh[lid] = v;
    workgroupBarrier();
    for (var s = 64u; s > 0u; s >>= 1u) {
        if lid < s { sh[lid] += sh[lid + s]; }
        workgroupBarrier();
    }
    if lid == 0u { out[wid.x] = sh[0]; }
}
