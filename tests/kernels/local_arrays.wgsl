@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    var arr: array<u32, 16>;
    for (var k = 0u; k < 16u; k++) {
        arr[k] = (a[i] * (k + 1u)) ^ k;
    }
    let idx = b[i] % 16u;
    arr[idx] += 1000u;
    var s = 0u;
    for (var k = 0u; k < 16u; k++) {
        s += arr[(k * 7u + idx) % 16u] * (k + 1u);
    }
    // value semantics: copying an array copies it
    var copy = arr;
    copy[idx] = 5u;
    // a let-bound array indexed dynamically
    let table = array<u32, 8>(3u, 1u, 4u, 1u, 5u, 9u, 2u, 6u);
    // a 2-D local array
    var grid: array<array<i32, 4>, 4>;
    grid[idx % 4u][idx / 4u] = -7;
    out[i * 5u + 0u] = arr[idx];
    out[i * 5u + 1u] = s;
    out[i * 5u + 2u] = copy[idx] + arr[(idx + 1u) % 16u];
    out[i * 5u + 3u] = table[b[i] % 8u] + table[a[i] % 8u] * 10u;
    out[i * 5u + 4u] = u32(grid[idx % 4u][idx / 4u] + grid[(idx + 1u) % 4u][idx / 4u]);
}
