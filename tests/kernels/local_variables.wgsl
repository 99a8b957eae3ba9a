const K = 3u;
alias V2 = vec2<u32>;

struct S { a: u32, b: array<u32, 3> }

@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    var x = a[i];
    x += K;
    x -= 1u;
    x *= 5u;
    x /= 2u;
    x %= 100000u;
    x &= 0xFFFFu;
    x |= 0x10000u;
    x ^= 0x55u;
    x <<= 2u;
    x >>= 1u;
    x++;
    x--;
    x++;
    // declarations without initializer hold the zero value
    var y: u32;
    var f: f32;
    var v: V2;
    var s: S;
    y += x;
    // a variable declared in a loop body starts from its zero value on every iteration
    var acc = 0u;
    for (var k = 0u; k < 5u; k++) {
        var t: u32;
        t += k;
        acc += t;
    }
    // shadowing in a nested block
    var shadow = 0u;
    {
        let x = 7u;
        shadow = x;
    }
    out[i * 6u + 0u] = x;
    out[i * 6u + 1u] = y;
    out[i * 6u + 2u] = bitcast<u32>(f) + v.x + v.y + s.a + s.b[a[i] % 3u];
    out[i * 6u + 3u] = acc;
    out[i * 6u + 4u] = shadow + x;
    let c = V2(x, y) * K;
    out[i * 6u + 5u] = c.x + c.y;
}
