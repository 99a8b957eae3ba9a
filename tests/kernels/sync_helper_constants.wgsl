// A synchronising helper called by an entry point that holds a constant vector and a constant
// matrix (naga folds them, leaving empty emits behind), and one whose local has a constant
// initializer emitted inside a branch, called in a loop (each call starts the local afresh):
// both are inlined, so the CPU device runs them like every other device.
var<workgroup> tile: array<vec4<u32>, 64>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn exchange(lid: u32, v: vec4<u32>) -> vec4<u32> {
    tile[lid] = v;
    workgroupBarrier();
    return tile[63u - lid];
}

fn nested_local(lid: u32) -> u32 {
    var acc = 0u;
    if lid > 3u {
        var x = vec2(1u, 2u);
        x.y += lid;
        acc = x.x + x.y;
    }
    workgroupBarrier();
    return acc;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let weights = vec4(1u, 2u, 3u, 4u);
    let m = mat2x2<f32>(1.0, 2.0, 3.0, 4.0);
    let n = arrayLength(&inp);
    var x = 0u;
    if gid.x < n { x = inp[gid.x]; }
    let r = exchange(lid, weights * x);
    let scale = u32(m[1].y);
    var total = 0u;
    for (var k = 0u; k < 2u; k++) {
        total += nested_local(lid);
    }
    if gid.x < n {
        out[5u * gid.x] = r.x;
        out[5u * gid.x + 1u] = r.y;
        out[5u * gid.x + 2u] = r.z;
        out[5u * gid.x + 3u] = r.w * scale;
        out[5u * gid.x + 4u] = total;
    }
}
