@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> c: array<atomic<u32>, 7>;
@group(0) @binding(2) var<storage, read_write> s: array<atomic<i32>, 3>;
@group(0) @binding(3) var<storage, read_write> ret: array<u32>;
@group(0) @binding(4) var<storage, read_write> cells: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> loaded: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let v = inp[i];
    ret[i] = atomicAdd(&c[0], 1u);
    atomicSub(&c[1], v);
    atomicMax(&c[2], v);
    atomicMin(&c[3], v);
    atomicAnd(&c[4], v | 0xFFFFF0FFu);
    atomicOr(&c[5], v & 0x00F00000u);
    atomicXor(&c[6], v);
    atomicMax(&s[0], bitcast<i32>(v));
    atomicMin(&s[1], bitcast<i32>(v));
    atomicAdd(&s[2], bitcast<i32>(v) >> 8u);
    // uncontended: each invocation its own cell
    atomicStore(&cells[i], v * 2u);
    loaded[i] = atomicLoad(&cells[i]) + 1u;
}
