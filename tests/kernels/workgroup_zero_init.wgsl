struct S { a: u32, b: array<i32, 3> }

var<workgroup> wa: array<u32, 64>;
var<workgroup> wf: vec4<f32>;
var<workgroup> ws: S;
var<workgroup> wat: atomic<u32>;

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    // read before anything is written: every workgroup must see zeros
    let before = wa[lid];
    let f = wf;
    let s = ws.b[lid % 3u] + i32(ws.a);
    let at = atomicLoad(&wat);
    workgroupBarrier();
    // now dirty the memory, so that a device reusing it for the next workgroup is caught
    wa[lid] = 0xFFFF0000u + wid.x;
    if lid == 0u {
        wf = vec4<f32>(1.0, 2.0, 3.0, 4.0);
        ws.a = 5u;
        ws.b = array<i32, 3>(-1, -2, -3);
    }
    atomicAdd(&wat, lid + 1u);
    let o = (wid.x * 64u + lid) * 4u;
    out[o] = before;
    out[o + 1u] = bitcast<u32>(f[lid % 4u]);
    out[o + 2u] = bitcast<u32>(s);
    out[o + 3u] = at;
}
