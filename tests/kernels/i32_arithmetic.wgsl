@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let s = u32(y) & 31u;
    let o = i * 16u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = x % y;
    out[o + 5u] = -x;
    out[o + 6u] = select(0, 1, x < y);
    out[o + 7u] = select(0, 1, x <= y);
    out[o + 8u] = select(0, 1, x == y);
    out[o + 9u] = select(0, 1, x > y) + select(0, 2, x >= y) + select(0, 4, x != y);
    out[o + 10u] = x & y;
    out[o + 11u] = x | y;
    out[o + 12u] = x ^ y;
    out[o + 13u] = ~x;
    out[o + 14u] = x << s;
    out[o + 15u] = x >> s;
}
