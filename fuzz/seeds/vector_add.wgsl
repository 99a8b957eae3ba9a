// c[i] = a[i] + b[i] for every i below the buffers' length.
//
// Works with 1-D grids and, for more than 65535 workgroups (WebGPU's per-dimension limit), with
// 2-D grids: row y of the grid continues where row y - 1 ended.
//
//   anygpu run shaders/vector_add.wgsl --grid 1 \
//       --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 --arg 2=zeros:12 --print 2

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;

@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let i = id.x + id.y * groups.x * 256u;
    if i < arrayLength(&c) {
        c[i] = a[i] + b[i];
    }
}
