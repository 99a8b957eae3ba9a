@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let s = bitcast<i32>(x);
    let o = i * 11u;
    out[o + 0u] = countOneBits(x);
    out[o + 1u] = countLeadingZeros(x);
    out[o + 2u] = countTrailingZeros(x);
    out[o + 3u] = reverseBits(x);
    out[o + 4u] = firstLeadingBit(x);
    out[o + 5u] = bitcast<u32>(firstLeadingBit(s));
    out[o + 6u] = firstTrailingBit(x);
    out[o + 7u] = bitcast<u32>(firstTrailingBit(s));
    out[o + 8u] = bitcast<u32>(countOneBits(s));
    out[o + 9u] = countLeadingZeros(vec2<u32>(x, x >> 7u)).y;
    out[o + 10u] = bitcast<u32>(reverseBits(s));
}
