@group(1) @binding(0) var<storage, read> b: array<u32>;
@group(0) @binding(5) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read> a: array<u32>;
@group(0) @binding(3) var<storage, read> unused: array<u32>;
@group(2) @binding(0) var<uniform> k: u32;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&out) { return; }
    out[i] = a[i] * k + b[i];
}
