struct In {
    a: mat3x3<f32>,
    b: mat3x3<f32>,
    c: mat2x3<f32>,
    d: mat3x2<f32>,
}
struct Out {
    ab: mat3x3<f32>,
    ct: mat3x2<f32>,
    cd: mat3x3<f32>,
    dc: mat2x2<f32>,
    at: mat3x3<f32>,
}
@group(0) @binding(0) var<storage, read> inp: array<In>;
@group(0) @binding(1) var<storage, read_write> out: array<Out>;

@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let x = inp[i];
    out[i].ab = x.a * x.b;
    out[i].ct = transpose(x.c);
    out[i].cd = x.c * x.d;
    out[i].dc = x.d * x.c;
    out[i].at = transpose(x.a) + x.b * 0.5;
}
