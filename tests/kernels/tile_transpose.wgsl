var<workgroup> tile: array<array<f32, 9>, 8>; // padded row

@group(0) @binding(0) var<storage, read> src: array<f32>;
@group(0) @binding(1) var<storage, read_write> dst: array<f32>;
@group(0) @binding(2) var<uniform> dims: vec2<u32>; // (width, height) of src

@compute @workgroup_size(8, 8)
fn main(
    @builtin(local_invocation_id) lid: vec3<u32>,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    let w = dims.x;
    let h = dims.y;
    let x = wid.x * 8u + lid.x;
    let y = wid.y * 8u + lid.y;
    if x < w && y < h { tile[lid.y][lid.x] = src[y * w + x]; }
    workgroupBarrier();
    // write the transposed tile: dst is h wide and w high
    let tx = wid.y * 8u + lid.x;
    let ty = wid.x * 8u + lid.y;
    if tx < h && ty < w { dst[ty * h + tx] = tile[lid.x][lid.y]; }
}
