@group(0) @binding(0) var<storage, read_write> out: array<u32>;

fn count(i: u32) -> u32 {
    var zeroed: u32;
    var start = vec2(1u, 2u);
    workgroupBarrier();
    zeroed += i;
    start.x += zeroed;
    return start.x;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    var sum = 0u;
    for (var k = 0u; k < 3u; k++) { sum += count(k); }
    if gid.x < arrayLength(&out) { out[gid.x] = sum; }
}
