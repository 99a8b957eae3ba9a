var<private> p: u32;
var<private> parr: array<u32, 8>;
var<private> q: i32 = 7;
var<private> pf: vec2<f32>;

fn bump() { p += 1u; }

@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let p0 = p;
    let a0 = parr[i % 8u];
    let q0 = q;
    let f0 = pf;
    p += i;
    bump();
    parr[i % 8u] = i;
    q *= 2;
    pf.y = 1.5;
    let o = i * 7u;
    out[o + 0u] = p0;
    out[o + 1u] = a0;
    out[o + 2u] = u32(q0);
    out[o + 3u] = p;
    out[o + 4u] = parr[i % 8u] + parr[(i + 1u) % 8u];
    out[o + 5u] = u32(q);
    out[o + 6u] = bitcast<u32>(f0.x) + bitcast<u32>(f0.y) + u32(pf.y * 2.0);
}
