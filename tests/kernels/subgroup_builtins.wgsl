@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(40)
fn main(
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(subgroup_size) sg_size: u32,
    @builtin(subgroup_invocation_id) sg_id: u32,
) {
    let o = (wid.x * 40u + lidx) * 2u;
    out[o] = sg_size;
    out[o + 1u] = sg_id;
}
