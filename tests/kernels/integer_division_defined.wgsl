@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;
@group(0) @binding(3) var<storage, read_write> outu: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    out[i * 4u + 0u] = x / y;
    out[i * 4u + 1u] = x % y;
    out[i * 4u + 2u] = (vec2<i32>(x, y) / vec2<i32>(y, x)).y;
    out[i * 4u + 3u] = (vec2<i32>(x, y) % vec2<i32>(y, x)).y;
    let ux = u32(x);
    let uy = u32(y);
    outu[i * 4u + 0u] = ux / uy;
    outu[i * 4u + 1u] = ux % uy;
    outu[i * 4u + 2u] = (vec2<u32>(ux, uy) / vec2<u32>(uy, ux)).y;
    outu[i * 4u + 3u] = (vec2<u32>(ux, uy) % vec2<u32>(uy, ux)).y;
}
