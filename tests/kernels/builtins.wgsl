@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(WG_X, WG_Y, WG_Z)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_id) lid: vec3<u32>,
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(num_workgroups) nwg: vec3<u32>,
) {
    let size = nwg * vec3<u32>(WG_X, WG_Y, WG_Z);
    let linear = gid.x + size.x * (gid.y + size.y * gid.z);
    let o = linear * 13u;
    out[o + 0u] = gid.x;
    out[o + 1u] = gid.y;
    out[o + 2u] = gid.z;
    out[o + 3u] = lid.x;
    out[o + 4u] = lid.y;
    out[o + 5u] = lid.z;
    out[o + 6u] = lidx;
    out[o + 7u] = wid.x;
    out[o + 8u] = wid.y;
    out[o + 9u] = wid.z;
    out[o + 10u] = nwg.x;
    out[o + 11u] = nwg.y;
    out[o + 12u] = nwg.z;
}
