@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read> fin: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
@group(0) @binding(3) var<storage, read_write> fout: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let x = inp[i];
    out[i * 4u] = subgroupExclusiveAdd(x);
    out[i * 4u + 1u] = subgroupInclusiveAdd(x);
    out[i * 4u + 2u] = subgroupExclusiveMul(x | 1u);
    out[i * 4u + 3u] = subgroupInclusiveMul(x | 1u);
    fout[i] = subgroupInclusiveAdd(fin[i]);
}
