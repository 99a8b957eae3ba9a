@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 12u;
    out[o + 0u] = abs(x);
    out[o + 1u] = min(x, y);
    out[o + 2u] = max(x, y);
    out[o + 3u] = clamp(x, min(y, -y), max(y, -y));
    out[o + 4u] = sign(x);
    out[o + 5u] = floor(x);
    out[o + 6u] = ceil(x);
    out[o + 7u] = round(x);
    out[o + 8u] = fract(x);
    out[o + 9u] = trunc(x);
    out[o + 10u] = saturate(x * 0.01);
    out[o + 11u] = step(y, x);
}
