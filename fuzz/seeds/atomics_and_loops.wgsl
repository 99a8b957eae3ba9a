struct S { n: u32, d: array<atomic<u32>> }
@group(0) @binding(0) var<storage, read_write> s: S;
var<workgroup> hist: array<atomic<u32>, 16>;
@compute @workgroup_size(32) fn main(@builtin(local_invocation_index) l: u32, @builtin(workgroup_id) w: vec3<u32>) {
    for (var i = 0u; i < 8u; i++) {
        atomicAdd(&hist[(l + i) % 16u], 1u);
    }
    workgroupBarrier();
    if l < 16u { atomicMax(&s.d[l + w.x * 16u], atomicLoad(&hist[l])); }
    loop { if atomicLoad(&s.d[0]) > 0u || l > 0u { break; } atomicStore(&s.d[0], 1u); }
}
