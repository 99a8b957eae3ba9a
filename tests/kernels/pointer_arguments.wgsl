struct Pair { a: u32, b: vec2<u32> }
var<private> table: array<u32, 8>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

fn bump(p: ptr<function, u32>, by: u32) -> u32 { *p += by; return *p; }
fn bump_private(p: ptr<private, u32>, by: u32) { *p = *p * 2u + by; }
fn swap_halves(p: ptr<function, vec2<u32>>) { *p = (*p).yx; }
fn column_sum(c: ptr<function, vec4<f32>>) -> f32 { (*c).y += 1.0; return (*c).x + (*c).y; }

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let x = inp[i];
    var arr = array(1u, 2u, 3u, 4u);
    let r1 = bump(&arr[x % 6u], x);
    var pair = Pair(x, vec2(x + 1u, x + 2u));
    let r2 = bump(&pair.a, 3u);
    swap_halves(&pair.b);
    for (var j = 0u; j < 8u; j++) { table[j] = j; }
    bump_private(&table[x % 10u], 1u);
    var sum = 0u;
    for (var j = 0u; j < 8u; j++) { sum += table[j]; }
    var m = mat2x4<f32>(vec4(1.0, 2.0, 3.0, 4.0), vec4(5.0, 6.0, 7.0, 8.0));
    let r3 = column_sum(&m[x % 3u]);
    let o = i * 12u;
    out[o] = r1;
    out[o + 1u] = arr[0];
    out[o + 2u] = arr[1];
    out[o + 3u] = arr[2];
    out[o + 4u] = arr[3];
    out[o + 5u] = r2;
    out[o + 6u] = pair.a;
    out[o + 7u] = pair.b.x;
    out[o + 8u] = pair.b.y;
    out[o + 9u] = sum;
    out[o + 10u] = u32(r3);
    out[o + 11u] = u32(m[0].y + m[1].y);
}
