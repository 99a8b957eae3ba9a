@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn double(@builtin(global_invocation_id) gid: vec3<u32>) {
    if gid.x < arrayLength(&a) { out[gid.x] = a[gid.x] * 2u; }
}

@compute @workgroup_size(32)
fn triple(@builtin(global_invocation_id) gid: vec3<u32>) {
    if gid.x < arrayLength(&a) { out[gid.x] = a[gid.x] * 3u; }
}
