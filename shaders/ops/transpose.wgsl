// anygpu op: transpose
//
// y = transpose(x) for a row-major p.rows × p.cols matrix, through a 16×16 tile in workgroup
// memory (one column of padding: the transposed reads hit different banks), so that both the
// reads and the writes of neighbouring work-items are neighbouring elements. A workgroup per
// 16×16 tile of x: src/ops/transpose.rs launches ⌈cols / 16⌉ × ⌈rows / 16⌉ of them, times the
// number of matrices (workgroup_id.z: a batch of them, one after another in x and in y).
struct Params { rows: u32, cols: u32 }
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
var<workgroup> tile: array<f32, 272>;
@compute @workgroup_size(16, 16)
fn op_transpose(@builtin(local_invocation_id) l: vec3<u32>, @builtin(workgroup_id) g: vec3<u32>) {
    let zo = g.z * p.rows * p.cols;
    let r = g.y * 16u + l.y;
    let c = g.x * 16u + l.x;
    if r < p.rows && c < p.cols { tile[l.y * 17u + l.x] = x[zo + r * p.cols + c]; }
    workgroupBarrier();
    // Work-item (x, y) now writes row g.x·16 + y of the result, column g.y·16 + x.
    let tr = g.x * 16u + l.y;
    let tc = g.y * 16u + l.x;
    if tr < p.cols && tc < p.rows { y[zo + tr * p.rows + tc] = tile[l.x * 17u + l.y]; }
}
