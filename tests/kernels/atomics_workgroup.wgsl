var<workgroup> wsum: atomic<u32>;
var<workgroup> wmax: atomic<u32>;
var<workgroup> wmin: atomic<i32>;
var<workgroup> wand: atomic<u32>;
var<workgroup> wor: atomic<u32>;
var<workgroup> wxor: atomic<u32>;
var<workgroup> wcas: atomic<u32>;
var<workgroup> wx: atomic<u32>;

@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@group(0) @binding(2) var<storage, read_write> xold: array<u32>;

@compute @workgroup_size(64)
fn main(
    @builtin(global_invocation_id) gid: vec3<u32>,
    @builtin(local_invocation_index) lid: u32,
    @builtin(workgroup_id) wid: vec3<u32>,
) {
    if lid == 0u {
        atomicStore(&wmin, 2147483647);
        atomicStore(&wand, 0xFFFFFFFFu);
    }
    workgroupBarrier();
    var v = 0u;
    if gid.x < arrayLength(&inp) { v = inp[gid.x]; }
    atomicAdd(&wsum, v);
    atomicMax(&wmax, v);
    atomicMin(&wmin, bitcast<i32>(v));
    atomicAnd(&wand, v | 0x0FFFFFFFu);
    atomicOr(&wor, v & 0xF000000Fu);
    atomicXor(&wxor, v);
    // max through a compare-exchange loop
    loop {
        let old = atomicLoad(&wcas);
        if v <= old { break; }
        if atomicCompareExchangeWeak(&wcas, old, v).exchanged { break; }
    }
    xold[gid.x] = atomicExchange(&wx, lid + 1u);
    workgroupBarrier();
    if lid == 0u {
        let o = wid.x * 8u;
        out[o + 0u] = atomicLoad(&wsum);
        out[o + 1u] = atomicLoad(&wmax);
        out[o + 2u] = bitcast<u32>(atomicLoad(&wmin));
        out[o + 3u] = atomicLoad(&wand);
        out[o + 4u] = atomicLoad(&wor);
        out[o + 5u] = atomicLoad(&wxor);
        out[o + 6u] = atomicLoad(&wcas);
        out[o + 7u] = atomicLoad(&wx);
    }
}
