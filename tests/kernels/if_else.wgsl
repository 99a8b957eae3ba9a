@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

fn classify(x: i32) -> i32 {
    if x < -1000 {
        return -2;
    } else if x < 0 {
        return -1;
    } else if x == 0 {
        return 0;
    } else if x < 1000 {
        if (x & 1) == 0 { return 2; } else { return 1; }
    }
    return 3;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&a) { return; }
    let x = a[i];
    var r = classify(x) * 100;
    if x > 0 {
        if x > 500 { r += 10; } else { r += 20; }
    } else {
        r -= 5;
    }
    out[i] = r;
}
