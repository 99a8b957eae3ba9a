struct Params {
    scale: f32,
    offset: f32,
    n: u32,
    mode: u32,
    tint: vec4<f32>,
    table: array<vec4<u32>, 4>,
}
@group(0) @binding(0) var<uniform> p: Params;
@group(0) @binding(1) var<uniform> bias: u32;
@group(0) @binding(2) var<storage, read> a: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f32>;
@group(0) @binding(4) var<storage, read_write> outu: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= p.n { return; }
    out[i] = a[i] * p.scale + p.offset + p.tint[i % 4u];
    outu[i] = p.table[i % 4u][p.mode % 4u] + i * bias;
}
