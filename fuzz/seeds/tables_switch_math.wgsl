const T = array<vec3<f32>, 4>(vec3(1.0, 2.0, 3.0), vec3(4.0), vec3(-1.0, 0.5, 2.0), vec3(0.0));
const M = mat3x3<f32>(vec3(1.0, 0.0, 0.0), vec3(0.0, 1.0, 0.0), vec3(0.0, 0.0, 1.0));
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
fn f(x: f32, k: i32) -> f32 {
    switch k { case 0: { return sin(x) + T[u32(x) % 4u].y; } case 1, 2: { return pow(abs(x), 1.5); } default: { return (M * T[1]).x; } }
}
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if g.x < arrayLength(&o) { o[g.x] = f(o[g.x], i32(g.x % 4u)) + atan2(o[g.x], 1.0) + f32(countOneBits(g.x)); }
}
