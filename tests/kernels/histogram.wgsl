var<workgroup> local_hist: array<atomic<u32>, 256>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> hist: array<atomic<u32>, 256>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(num_workgroups) nwg: vec3<u32>,
) {
    let n = arrayLength(&inp);
    let stride = nwg.x * 64u;
    for (var k = gid.x; k < n; k += stride) {
        atomicAdd(&local_hist[inp[k] & 255u], 1u);
    }
    workgroupBarrier();
    for (var b = lid; b < 256u; b += 64u) {
        let c = atomicLoad(&local_hist[b]);
        if c != 0u { atomicAdd(&hist[b], c); }
    }
}
