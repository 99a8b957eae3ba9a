// C = A × B for row-major f32 matrices (A: m×k, B: k×n, C: m×n), the first matmul anyone writes:
// one element of C per invocation, a loop over k, no workgroup memory. Launch ceil(n/16) ×
// ceil(m/16) workgroups of 16×16. On the CPU device the k loop (its exit is workgroup-uniform)
// runs once per workgroup with each step vectorized across the invocations
// (`compiler/lower/exec/host_loop/item_loops.rs`).
//
//   anygpu bench shaders/matmul_naive.wgsl --grid 32,32 --arg 0=zeros:1M --arg 1=zeros:1M --arg 2=zeros:1M --arg 3=u32:512,512,512,0
struct Dims {
    m: u32,
    n: u32,
    k: u32,
    _pad: u32,
}

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> dims: Dims;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let row = gid.y;
    let col = gid.x;
    if row >= dims.m || col >= dims.n {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < dims.k; k++) {
        acc += a[row * dims.k + k] * b[k * dims.n + col];
    }
    c[row * dims.n + col] = acc;
}
