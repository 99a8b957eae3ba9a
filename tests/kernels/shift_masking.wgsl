@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> s: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let k = s[i];
    out[i * 6u + 0u] = x << k;
    out[i * 6u + 1u] = x >> k;
    out[i * 6u + 2u] = bitcast<u32>(bitcast<i32>(x) << k);
    out[i * 6u + 3u] = bitcast<u32>(bitcast<i32>(x) >> k);
    let v = vec2<u32>(x, ~x);
    let sh = vec2<u32>(k, k + 1u);
    out[i * 6u + 4u] = (v << sh).x;
    out[i * 6u + 5u] = (v >> sh).y;
}
