@group(0) @binding(0) var<storage, read> a: array<f64>;
@group(0) @binding(1) var<storage, read> b: array<f64>;
@group(0) @binding(2) var<storage, read> c: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f64>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 8u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = sqrt(abs(x));
    out[o + 5u] = floor(x);
    out[o + 6u] = f64(c[i]);
    out[o + 7u] = f64(f32(x));
}
