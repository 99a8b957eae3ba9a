// Gathers inside a uniform loop, in nested blocks, of values computed before them in the same
// step (the CPU device runs these inside its work-item loops, reading the source's slot) and of a
// value computed after an earlier gather of the same step (which must end the region first).
// `WG` is replaced by the workgroup size.
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    var acc = 0u;
    var mix = 0u;
    for (var k = 0u; k < 4u; k++) {
        let v = inp[i * 4u + k];
        let v2 = vec2<u32>(v, v >> 3u);
        { let x = subgroupBroadcast(v, 0u); acc = acc * 3u + x; }
        { let x = subgroupBroadcast(v2, 3u); acc = acc * 5u + x.y; }
        let w = acc ^ v;
        let y = subgroupShuffleXor(w, 1u);
        mix = mix * 7u + y + subgroupBroadcastFirst(v) + subgroupShuffleDown(v2, 1u).x;
    }
    out[i * 2u] = acc;
    out[i * 2u + 1u] = mix;
}
