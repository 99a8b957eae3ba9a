enable f16;

@group(0) @binding(0) var<storage, read> a: array<f16>;
@group(0) @binding(1) var<storage, read> b: array<f16>;
@group(0) @binding(2) var<storage, read> c: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f16>;
@group(0) @binding(4) var<storage, read_write> wide: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 7u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = -x;
    out[o + 5u] = max(x, y);
    out[o + 6u] = f16(c[i]);
    let v = vec2<f16>(x, y) * 2.0h;
    wide[i * 2u] = f32(v.x);
    wide[i * 2u + 1u] = f32(v.y + 0.5h) - f32(y);
}
