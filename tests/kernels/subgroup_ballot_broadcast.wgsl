@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let x = inp[i];
    let b = subgroupBallot((x & 1u) == 1u);
    let o = i * 7u;
    out[o + 0u] = b.x;
    out[o + 1u] = b.y;
    out[o + 2u] = b.z;
    out[o + 3u] = b.w;
    out[o + 4u] = subgroupBroadcast(x, 3u);
    out[o + 5u] = subgroupBroadcastFirst(x);
    out[o + 6u] = subgroupBroadcast(x ^ 0xFFu, 0u);
}
