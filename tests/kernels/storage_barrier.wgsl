@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> scratch: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    scratch[gid.x] = inp[gid.x] * 3u + 1u;
    storageBarrier();
    // read what a neighbour in the same workgroup wrote
    out[gid.x] = scratch[wid.x * 64u + (lid + 1u) % 64u];
}
