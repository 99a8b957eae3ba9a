@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read> fin: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
@group(0) @binding(3) var<storage, read_write> fout: array<f32>;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let x = inp[i];
    let s = bitcast<i32>(x);
    let o = i * 9u;
    out[o + 0u] = subgroupAdd(x);
    out[o + 1u] = subgroupMul(x | 1u);
    out[o + 2u] = bitcast<u32>(subgroupMin(s));
    out[o + 3u] = bitcast<u32>(subgroupMax(s));
    out[o + 4u] = subgroupMin(x);
    out[o + 5u] = subgroupAnd(x | 0x0F0F0F0Fu);
    out[o + 6u] = subgroupOr(x & 0x01010101u);
    out[o + 7u] = subgroupXor(x);
    out[o + 8u] = subgroupMax(x);
    fout[i * 2u] = subgroupAdd(fin[i]);
    fout[i * 2u + 1u] = subgroupMax(fin[i]);
}
