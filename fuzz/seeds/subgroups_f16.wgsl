enable f16;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@group(0) @binding(1) var<storage, read_write> h: array<f16>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32) {
    let s = subgroupAdd(g.x) + subgroupShuffle(lane, 0u) + subgroupBallot(lane % 2u == 0u).x;
    o[g.x] = s;
    h[g.x] = h[g.x] * 2.0h + f16(lane);
}
