@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let p = (inp[i] & 1u) == 1u;
    out[i * 2u] = select(0u, 1u, subgroupAll(p));
    out[i * 2u + 1u] = select(0u, 1u, subgroupAny(p));
}
