// C = A × B for row-major f32 matrices (A: m×k, B: k×n, C: m×n), in 16×16 tiles.
//
// Workgroup (x, y) computes the 16×16 block of C at rows 16y.., columns 16x..; launch
// ceil(n/16) × ceil(m/16) workgroups. Each step stages one 16×16 tile of A and one of B in
// workgroup memory (every invocation loads one element of each), waits at a barrier, and
// accumulates 16 products from the tiles. Sizes need not be multiples of 16: edge tiles are
// padded with zeros.

struct Dims {
    m: u32,
    n: u32,
    k: u32,
    _pad: u32,
}

const TILE: u32 = 16u;

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> dims: Dims;

var<workgroup> tile_a: array<array<f32, TILE>, TILE>;
var<workgroup> tile_b: array<array<f32, TILE>, TILE>;

@compute @workgroup_size(TILE, TILE)
fn main(
    @builtin(local_invocation_id) lid: vec3<u32>,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    let row = wid.y * TILE + lid.y;
    let col = wid.x * TILE + lid.x;
    let m = dims.m;
    let n = dims.n;
    let k = dims.k;

    var acc = 0.0;
    let steps = (k + TILE - 1u) / TILE;
    for (var t = 0u; t < steps; t++) {
        let ak = t * TILE + lid.x;
        let bk = t * TILE + lid.y;
        var va = 0.0;
        if row < m && ak < k {
            va = a[row * k + ak];
        }
        var vb = 0.0;
        if bk < k && col < n {
            vb = b[bk * n + col];
        }
        tile_a[lid.y][lid.x] = va;
        tile_b[lid.y][lid.x] = vb;
        workgroupBarrier();
        for (var i = 0u; i < TILE; i++) {
            acc = fma(tile_a[lid.y][i], tile_b[i][lid.x], acc);
        }
        workgroupBarrier();
    }
    if row < m && col < n {
        c[row * n + col] = acc;
    }
}
