// C = A × B with cooperative matrices: A (m×k) and B (k×n) row-major f16, C (m×n) row-major f32.
//
// Workgroup (x, y) computes the 16×16 block of C at rows 16y.., columns 16x..; launch
// n/16 × m/16 workgroups. m, n and k must be multiples of 16 (a tile reaching past the end of a
// row would read the next row's elements). Each step loads a 16×16 tile of A and one of B and
// adds their product to the f32 accumulator: one tensor-core operation per subgroup on a GPU,
// exact f32 fused multiply-adds in order of k everywhere else.
//
// The workgroup is one 32-wide subgroup on NVIDIA and on AMD's wave32 GPUs; every operand below
// is the same for the whole workgroup, as cooperative operations require.

enable f16;
enable wgpu_cooperative_matrix;

struct Dims {
    m: u32,
    n: u32,
    k: u32,
    _pad: u32,
}

@group(0) @binding(0) var<storage, read> a: array<f16>;
@group(0) @binding(1) var<storage, read> b: array<f16>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> dims: Dims;

@compute @workgroup_size(32)
fn main(@builtin(workgroup_id) wid: vec3<u32>) {
    let row = wid.y * 16u;
    let col = wid.x * 16u;
    var acc = coop_mat16x16<f32, C>();
    for (var t = 0u; t < dims.k; t += 16u) {
        let x = coopLoadT<coop_mat16x16<f16, A>>(&a[row * dims.k + t], dims.k);
        let y = coopLoadT<coop_mat16x16<f16, B>>(&b[t * dims.n + col], dims.n);
        acc = coopMultiplyAdd(x, y, acc);
    }
    coopStoreT(acc, &c[row * dims.n + col], dims.n);
}
