struct Pair { lo: u32, hi: u32 }

fn swap(p: ptr<function, u32>, q: ptr<function, u32>) {
    let t = *p;
    *p = *q;
    *q = t;
}
fn sort3(a: ptr<function, u32>, b: ptr<function, u32>, c: ptr<function, u32>) {
    if *a > *b { swap(a, b); }
    if *b > *c { swap(b, c); }
    if *a > *b { swap(a, b); }
}
fn bump_all(arr: ptr<function, array<u32, 4>>, by: u32) {
    for (var k = 0u; k < 4u; k++) { (*arr)[k] += by * (k + 1u); }
}
fn set_hi(s: ptr<function, Pair>, v: u32) { (*s).hi = v; }

var<private> counter: u32;
fn add_private(p: ptr<private, u32>, v: u32) { *p += v; }

@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) / 3u { return; }
    var x = a[3u * i];
    var y = a[3u * i + 1u];
    var z = a[3u * i + 2u];
    sort3(&x, &y, &z);
    var arr = array<u32, 4>(x, y, z, 7u);
    bump_all(&arr, 10u);
    let p = &arr[2];
    *p += 1u;
    var s = Pair(x, 0u);
    set_hi(&s, z);
    add_private(&counter, y);
    add_private(&counter, 1u);
    out[i * 8u + 0u] = x;
    out[i * 8u + 1u] = y;
    out[i * 8u + 2u] = z;
    out[i * 8u + 3u] = arr[0];
    out[i * 8u + 4u] = arr[2];
    out[i * 8u + 5u] = arr[3];
    out[i * 8u + 6u] = s.hi;
    out[i * 8u + 7u] = counter;
}
