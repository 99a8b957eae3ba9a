@group(0) @binding(0) var<storage, read> a: array<f64>;
@group(0) @binding(1) var<storage, read> b: array<f64>;
@group(0) @binding(2) var<storage, read_write> out: array<f64>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let o = i * 10u;
    out[o + 0u] = sin(x);
    out[o + 1u] = cos(x);
    out[o + 2u] = exp(x);
    out[o + 3u] = log(y);
    out[o + 4u] = log2(y);
    out[o + 5u] = exp2(x);
    out[o + 6u] = pow(y, x / 4.0);
    out[o + 7u] = atan(x);
    out[o + 8u] = atan2(x, y - 50.0);
    out[o + 9u] = tanh(x);
}
