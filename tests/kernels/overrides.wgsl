override WG: u32 = 64;
override SCALE: f32 = 1.0;
override OFFSET: i32 = 0;
@id(7) override BIAS: u32 = 3u;
override FLAG: bool = false;
override DERIVED: u32 = WG * 2u;

@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(WG)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lidx: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let o = i * 5u;
    out[o + 0u] = bitcast<u32>(f32(a[i]) * SCALE);
    out[o + 1u] = u32(a[i] + OFFSET) + BIAS;
    out[o + 2u] = select(0u, 1u, FLAG) + DERIVED;
    out[o + 3u] = lidx;
    out[o + 4u] = wid.x;
}
