// A slice bound to a kernel: `arrayLength` is the slice's length, and writes stay inside it.
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@group(0) @binding(1) var<storage, read_write> length: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let n = arrayLength(&data);
    if id.x == 0u {
        length[0] = n;
    }
    if id.x < n {
        data[id.x] = data[id.x] * 2u + 1u;
    }
}
