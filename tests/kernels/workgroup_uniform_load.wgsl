var<workgroup> count: u32;
var<workgroup> tile: array<u32, 64>;

@group(0) @binding(0) var<storage, read> counts: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    if lid == 0u { count = counts[wid.x] % 20u; }
    let c = workgroupUniformLoad(&count);
    var acc = 0u;
    for (var k = 0u; k < c; k++) {
        tile[lid] = lid * k + wid.x;
        workgroupBarrier();
        acc += tile[(lid + 1u) % 64u];
        workgroupBarrier();
    }
    out[gid.x] = acc * 64u + c;
}
