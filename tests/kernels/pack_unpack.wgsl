@group(0) @binding(0) var<storage, read> f: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> w: array<vec4<i32>>;
@group(0) @binding(2) var<storage, read> u: array<u32>;
@group(0) @binding(3) var<storage, read_write> packed: array<u32>;
@group(0) @binding(4) var<storage, read_write> unpacked: array<vec4<f32>>;
@group(0) @binding(5) var<storage, read_write> unpacked_int: array<vec4<i32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&u) { return; }
    let x = f[i];
    let k = w[i];
    let o = i * 9u;
    packed[o + 0u] = pack4x8unorm(x);
    packed[o + 1u] = pack4x8snorm(x);
    packed[o + 2u] = pack2x16unorm(x.xy);
    packed[o + 3u] = pack2x16snorm(x.zw);
    packed[o + 4u] = pack2x16float(x.yz * 1000.0);
    packed[o + 5u] = pack4xI8(k);
    packed[o + 6u] = pack4xU8(bitcast<vec4<u32>>(k));
    packed[o + 7u] = pack4xI8Clamp(k);
    packed[o + 8u] = pack4xU8Clamp(bitcast<vec4<u32>>(k));
    let e = u[i];
    unpacked[i * 5u] = unpack4x8unorm(e);
    unpacked[i * 5u + 1u] = unpack4x8snorm(e);
    unpacked[i * 5u + 2u] = vec4<f32>(unpack2x16unorm(e), unpack2x16snorm(e));
    unpacked[i * 5u + 3u] = vec4<f32>(unpack2x16float(e & 0x7BFF7BFFu), 0.0, 0.0);
    unpacked[i * 5u + 4u] = vec4<f32>(0.0);
    unpacked_int[i * 2u] = unpack4xI8(e);
    unpacked_int[i * 2u + 1u] = bitcast<vec4<i32>>(unpack4xU8(e));
}
