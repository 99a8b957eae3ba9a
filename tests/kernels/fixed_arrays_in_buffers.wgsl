struct Block {
    vals: array<u32, 8>,
    scale: u32,
}
@group(0) @binding(0) var<storage, read> blocks: array<Block>;
@group(0) @binding(1) var<storage, read> lut: array<array<u32, 3>, 4>;
@group(0) @binding(2) var<storage, read_write> rows: array<array<u32, 4>>;

@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&blocks) { return; }
    let k = blocks[i].vals[7] % 8u;
    let v = blocks[i].vals[k] * blocks[i].scale;
    let l = lut[k % 4u][v % 3u];
    for (var j = 0u; j < 4u; j++) {
        rows[i][j] = blocks[i].vals[(k + j) % 8u] + l * j;
    }
    let whole = blocks[i].vals; // copy the whole array out of the buffer
    rows[i][(k + 1u) % 4u] += whole[0] ^ v;
}
