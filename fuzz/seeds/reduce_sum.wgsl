// Sum reduction, one partial sum per workgroup.
//
// Workgroup w of N reduces the slice [w*len, (w+1)*len) of `input`, len = ceil(n / N): each of its
// 256 invocations first adds up a strided part of the slice (consecutive invocations read
// consecutive elements), then the workgroup combines the 256 values as a tree in workgroup memory,
// and invocation 0 writes the result to partials[w]. Sum the partials on the host, or run this
// kernel again over them with one workgroup.
//
//   anygpu run shaders/reduce_sum.wgsl --grid 2 --arg 0=f32:1,2,3,4,5 --arg 1=zeros:8 --print 1

const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(1) var<storage, read_write> partials: array<f32>;

var<workgroup> scratch: array<f32, WG>;

@compute @workgroup_size(WG)
fn main(
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
    @builtin(num_workgroups) groups: vec3<u32>,
) {
    let n = arrayLength(&input);
    let per_group = (n + groups.x - 1u) / groups.x;
    let start = wid.x * per_group;
    let end = min(start + per_group, n);

    var acc = 0.0;
    for (var i = start + lid; i < end; i += WG) {
        acc += input[i];
    }
    scratch[lid] = acc;
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
