// Kernel parameters without buffers: `var<immediate>` (push constants on Vulkan, kernel
// parameters after the buffers on the native targets). Two entry points, each using its own
// immediate (WGSL allows one per entry point):
// - `saxpy`: for i = id.x + params.offset with id.x < params.n, y[i] = params.scale * x[i] + y[i]
//   (a struct immediate mixing f32 and u32: 12 bytes);
// - `fill`: out[i] = value + i for every i of `out` (a scalar immediate: 4 bytes).

struct Params {
    scale: f32,
    offset: u32,
    n: u32,
}

var<immediate> params: Params;
var<immediate> value: u32;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn saxpy(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < params.n {
        let i = id.x + params.offset;
        y[i] = params.scale * x[i] + y[i];
    }
}

@compute @workgroup_size(64)
fn fill(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&out) {
        out[id.x] = value + id.x;
    }
}
