// y[i] = alpha * x[i] + y[i], with alpha in a uniform buffer.
//
//   anygpu run shaders/saxpy.wgsl --grid 1 \
//       --arg 0=f32:2 --arg 1=f32:1,2,3 --arg 2=f32:10,20,30 --print 2

@group(0) @binding(0) var<uniform> alpha: f32;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if i < arrayLength(&y) {
        y[i] = alpha * x[i] + y[i];
    }
}
