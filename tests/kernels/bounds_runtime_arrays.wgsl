@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> dst: array<u32>;
@group(0) @binding(2) var<storage, read> guard: array<u32>;
@group(0) @binding(3) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    // reads: past the end, far past the end, and at a negative index
    out[i * 3u] = src[i];
    out[i * 3u + 1u] = src[0x80000000u + i] + src[i32(i) - 100] * 2u;
    out[i * 3u + 2u] = guard[i % arrayLength(&guard)];
    // writes: dst is shorter than 3 * invocations, so many of these are past the end
    dst[i * 3u] = i + 1u;
    dst[0x40000000u + i] = 7u;
    if i < 1000u { dst[i32(i) - 1000] = 9u; }
}
