@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let ux = u32(x);
    let uy = u32(y);
    let o = i * 10u;
    out[o + 0u] = abs(x);
    out[o + 1u] = min(x, y);
    out[o + 2u] = max(x, y);
    out[o + 3u] = clamp(x, -1000, 1000);
    out[o + 4u] = sign(x);
    out[o + 5u] = i32(min(ux, uy));
    out[o + 6u] = i32(max(ux, uy));
    out[o + 7u] = i32(clamp(ux, 1000u, 0x80000000u));
    out[o + 8u] = i32(abs(ux));
    out[o + 9u] = min(vec2<i32>(x, y), vec2<i32>(y, 0)).x + max(vec2<i32>(x, y), vec2<i32>(0, x)).y;
}
