@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(subgroup_invocation_id) sid: u32,
    @builtin(subgroup_size) sgs: u32,
) {
    let i = gid.x;
    let x = inp[i];
    let o = i * 5u;
    out[o + 0u] = subgroupShuffle(x, (sid * 5u + 3u) % sgs);
    out[o + 1u] = subgroupShuffleXor(x, 1u);
    out[o + 2u] = subgroupShuffleXor(x, 5u);
    out[o + 3u] = subgroupShuffleUp(x, 1u);
    out[o + 4u] = subgroupShuffleDown(x, 2u);
}
