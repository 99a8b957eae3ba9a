// Sum reduction, the classic tree: one element per invocation, one partial sum per 256-element
// workgroup (the textbook GPU reduction, and the one PoCL's 2.2 GB/s figure is for).
//
//   anygpu run shaders/reduce_tree.wgsl --grid 1 --arg 0=f32:1,2,3,4,5 --arg 1=zeros:4 --print 1

const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(1) var<storage, read_write> partials: array<f32>;

var<workgroup> scratch: array<f32, WG>;

@compute @workgroup_size(WG)
fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wid: vec3<u32>) {
    let i = wid.x * WG + lid;
    scratch[lid] = select(0.0, input[i], i < arrayLength(&input));
    workgroupBarrier();
    for (var stride = WG / 2u; stride > 0u; stride /= 2u) {
        if lid < stride {
            scratch[lid] += scratch[lid + stride];
        }
        workgroupBarrier();
    }
    if lid == 0u {
        partials[wid.x] = scratch[0];
    }
}
