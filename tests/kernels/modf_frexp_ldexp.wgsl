@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> e: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
@group(0) @binding(3) var<storage, read_write> exps: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    let m = modf(x);
    let fr = frexp(x);
    let mv = modf(vec2<f32>(x, -x));
    let o = i * 5u;
    out[o + 0u] = m.fract;
    out[o + 1u] = m.whole;
    out[o + 2u] = fr.fract;
    out[o + 3u] = ldexp(x, e[i]);
    out[o + 4u] = mv.whole.y + mv.fract.y;
    exps[i] = fr.exp;
}
