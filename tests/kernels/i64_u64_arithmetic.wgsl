@group(0) @binding(0) var<storage, read> a: array<i64>;
@group(0) @binding(1) var<storage, read> b: array<i64>;
@group(0) @binding(2) var<storage, read> small: array<i32>;
@group(0) @binding(3) var<storage, read_write> out: array<i64>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    let s = u32(small[i]) & 63u;
    let o = i * 12u;
    out[o + 0u] = x + y;
    out[o + 1u] = x - y;
    out[o + 2u] = x * y;
    out[o + 3u] = x / y;
    out[o + 4u] = x % y;
    out[o + 5u] = x ^ (y & 0x7fffffffffffffffli);
    out[o + 6u] = x << s;
    out[o + 7u] = x >> s;
    out[o + 8u] = select(0li, 1li, x < y);
    out[o + 9u] = i64(small[i]) * 3li;
    let ux = u64(x);
    let uy = u64(y);
    out[o + 10u] = i64(ux / uy);
    out[o + 11u] = i64(u64(u32(small[i])) << 20u);
}
