@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(100)
fn main(
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(subgroup_id) sg: u32,
    @builtin(num_subgroups) nsg: u32,
) {
    let o = (wid.x * 100u + lidx) * 2u;
    out[o] = sg;
    out[o + 1u] = nsg;
}
