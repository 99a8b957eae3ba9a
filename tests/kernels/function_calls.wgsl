struct Pair { lo: u32, hi: u32 }

fn sq(x: i32) -> i32 { return x * x; }
fn poly(x: i32, y: i32) -> i32 { return sq(x) - 3 * x * y + sq(y); }
fn split(v: u32) -> Pair { return Pair(v & 0xFFFFu, v >> 16u); }
fn gcd(a: u32, b: u32) -> u32 {
    var x = a;
    var y = b;
    while y != 0u {
        let t = x % y;
        x = y;
        y = t;
    }
    return x;
}
fn arr_sum(arr: array<u32, 4>) -> u32 {
    var s = 0u;
    for (var k = 0u; k < 4u; k++) { s += arr[k] * (k + 1u); }
    return s;
}
fn no_result(x: u32) { _ = x; }

@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let y = b[i];
    no_result(x);
    let p = split(x);
    out[i * 4u + 0u] = u32(poly(i32(x % 5000u), i32(y % 5000u)));
    out[i * 4u + 1u] = p.lo + p.hi * 3u;
    out[i * 4u + 2u] = gcd(x % 100000u, y % 100000u);
    out[i * 4u + 3u] = arr_sum(array<u32, 4>(x, y, p.lo, p.hi));
}
