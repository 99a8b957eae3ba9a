@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

fn bump(p: ptr<function, u32>) -> bool {
    *p += 1u;
    return true;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = (a[i] & 1u) != 0u;
    let y = (b[i] & 1u) != 0u;
    let z = a[i] > b[i];
    var r = 0u;
    if x && y { r |= 1u; }
    if x || y { r |= 2u; }
    if !x { r |= 4u; }
    if x == y { r |= 8u; }
    if x != z { r |= 16u; }
    if x & z { r |= 32u; }
    if y | z { r |= 64u; }
    r |= select(0u, 128u, !(x && !z) || y);
    var c1 = 0u;
    var c2 = 0u;
    if x && bump(&c1) { r |= 256u; }
    if y || bump(&c2) { r |= 512u; }
    r |= c1 << 10u;
    r |= c2 << 11u;
    let t = true;
    var f: bool; // zero value: false
    if (t != f) && (x || !x) { r |= 4096u; }
    out[i] = r;
}
