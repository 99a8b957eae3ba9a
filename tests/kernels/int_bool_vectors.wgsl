@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let v = a[i];
    let u = v.xyz + v.yzw;
    let s = vec3<i32>(v.xyz) * vec3<i32>(-1, 2, -3);
    let big = v > vec4<u32>(0x80000000u);
    let o = i * 10u;
    out[o + 0u] = u.x;
    out[o + 1u] = u.y;
    out[o + 2u] = u.z;
    out[o + 3u] = u32(s.x);
    out[o + 4u] = u32(s.y);
    out[o + 5u] = u32(s.z);
    out[o + 6u] = select(0u, 1u, any(big));
    out[o + 7u] = select(0u, 1u, all(big.xy));
    let sp = vec4<u32>(v.w) + vec4(1u, 2u, 3u, 4u);
    out[o + 8u] = sp.x + sp.y + sp.z + sp.w;
    out[o + 9u] = u[v.x % 3u];
}
