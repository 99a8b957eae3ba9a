// out = 3 * src: the reader of a cross-stream event test.
@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&out) {
        out[id.x] = src[id.x] * 3u;
    }
}
