// anygpu op: im2col
//
// im2col for a convolution with one group: cols[z][tap][oy·ow + ox] is the input pixel the tap
// reads for output (oy, ox) of image z, 0 in the padding. One workgroup covers TILE_COLS ×
// TILE_ROWS outputs of one tap of one image, so every division (the tap's channel and offsets,
// the tile's place) is workgroup-uniform: work-items only add, compare, load and store (integer
// division is slow everywhere, and not vectorized on the CPU device). src/ops/conv.rs launches
// col_tiles · row_tiles · slices workgroups (2-D past the device's grid width) and sets the tile
// from its IM2COL_TILE, which these defaults equal.

// Output columns and rows one workgroup covers.
override TILE_COLS: u32 = 64u;
override TILE_ROWS: u32 = 4u;

struct Params { ci: u32, h: u32, w: u32, oh: u32, ow: u32, kh: u32, kw: u32,
                 sh: u32, sw: u32, ph: u32, pw: u32, dh: u32, dw: u32,
                 col_tiles: u32, row_tiles: u32, slices: u32 }
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> cols: array<f32>;
@compute @workgroup_size(TILE_COLS, TILE_ROWS)
fn op_im2col(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>,
             @builtin(num_workgroups) groups: vec3<u32>) {
    let g = wid.x + wid.y * groups.x;
    let tile = g % p.col_tiles;
    let rest = g / p.col_tiles;
    let row_tile = rest % p.row_tiles;
    let t = rest / p.row_tiles;
    if t >= p.slices { return; }
    let taps = p.ci * p.kh * p.kw;
    let z = t / taps;
    let r = t % taps;
    let c = r / (p.kh * p.kw);
    let ky = (r / p.kw) % p.kh;
    let kx = r % p.kw;
    let ox = tile * TILE_COLS + lid.x;
    let oy = row_tile * TILE_ROWS + lid.y;
    if ox >= p.ow || oy >= p.oh { return; }
    let iy = i32(oy * p.sh + ky * p.dh) - i32(p.ph);
    let ix = i32(ox * p.sw + kx * p.dw) - i32(p.pw);
    var v = 0.0;
    if iy >= 0 && iy < i32(p.h) && ix >= 0 && ix < i32(p.w) {
        v = x[((z * p.ci + c) * p.h + u32(iy)) * p.w + u32(ix)];
    }
    cols[(t * p.oh + oy) * p.ow + ox] = v;
}
