// Helpers taking a pointer beside values that are accesses themselves (`lid.x`, a struct
// field, an array element by value), directly and through another helper: writing the bounds
// checks in gives the helpers an in-range flag per pointer, and every call passes it.
var<workgroup> sh: array<u32, 64>;

struct Pair { a: u32, b: u32 }

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn add_shared(p: ptr<function, u32>, i: u32) -> u32 {
    return sh[i] + *p;
}

fn scaled(p: ptr<function, u32>, i: u32, k: u32) -> u32 {
    return add_shared(p, i) * k;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
    let n = arrayLength(&inp);
    var x = 0u;
    if gid.x < n { x = inp[gid.x]; }
    sh[lid.x] = x;
    workgroupBarrier();
    let pair = Pair(lid.x, 3u);
    let arr = array<u32, 2>(5u, 7u);
    var y = lid.x;
    let r1 = add_shared(&x, lid.x);
    let r2 = scaled(&y, 63u - pair.a, pair.b);
    let r3 = add_shared(&y, arr[gid.x & 1u]);
    if gid.x < n {
        out[3u * gid.x] = r1;
        out[3u * gid.x + 1u] = r2;
        out[3u * gid.x + 2u] = r3;
    }
}
