struct Header {
    count: u32,
    scale: f32,
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> h: Header;
@group(0) @binding(1) var<storage, read> pairs: array<vec2<u32>>;
@group(0) @binding(2) var<storage, read> v3: array<vec3<f32>>;
@group(0) @binding(3) var<storage, read_write> lens: array<u32>;
@group(0) @binding(4) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i == 0u {
        lens[0] = arrayLength(&h.data);
        lens[1] = arrayLength(&pairs);
        lens[2] = arrayLength(&v3);
        lens[3] = arrayLength(&lens);
        lens[4] = arrayLength(&out);
    }
    if i < arrayLength(&h.data) {
        out[i] = h.data[i] * h.scale + f32(h.count) + f32(pairs[i % arrayLength(&pairs)].y % 16u);
    }
}
