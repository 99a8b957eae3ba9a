@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let off = v.z;
    let cnt = v.w;
    out[i * 4u] = extractBits(v.x, off, cnt);
    out[i * 4u + 1u] = bitcast<u32>(extractBits(bitcast<i32>(v.x), off, cnt));
    out[i * 4u + 2u] = insertBits(v.x, v.y, off, cnt);
    out[i * 4u + 3u] = bitcast<u32>(insertBits(vec2<i32>(1, bitcast<i32>(v.y)), vec2<i32>(2, bitcast<i32>(v.x)), off, cnt).y);
}
