// Workgroup arrays sized by override expressions (WebGPU's way to size shared memory to the
// chosen workgroup size): an expression of two overrides, one of them set by its @id, and an
// override computed from another. Each workgroup stages K values per work-item in `tile`,
// and each work-item's (index, first value) in `pairs`, shifted by one; after the barrier each
// work-item reads the mirrored tile slots and its left neighbour's pair.
override WG: u32 = 64;
@id(3) override K: u32 = 2;
override PAIRS: u32 = WG + 1u;
var<workgroup> tile: array<u32, WG * K>;
var<workgroup> pairs: array<vec2<u32>, PAIRS>;

@group(0) @binding(0) var<storage, read> input: array<u32>;
@group(0) @binding(1) var<storage, read_write> output: array<u32>;

@compute @workgroup_size(WG)
fn main(@builtin(local_invocation_index) l: u32, @builtin(workgroup_id) w: vec3<u32>) {
    let base = w.x * WG * K;
    for (var k = 0u; k < K; k++) {
        tile[l * K + k] = input[base + l * K + k];
    }
    pairs[l + 1u] = vec2(l, input[base + l * K]);
    workgroupBarrier();
    for (var k = 0u; k < K; k++) {
        output[base + l * K + k] = tile[WG * K - 1u - (l * K + k)] + pairs[l].y * 1000u + pairs[l].x;
    }
}
