@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> slots: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> olds: array<u32>;
@group(0) @binding(3) var<storage, read_write> total: atomic<u32>;
@group(0) @binding(4) var<storage, read_write> mine: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> cas: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i >= arrayLength(&inp) { return; }
    let v = inp[i];
    // exchange into a shared slot
    olds[i] = atomicExchange(&slots[i % arrayLength(&slots)], i + 1u);
    // a compare-exchange loop: a lock-free add
    loop {
        let old = atomicLoad(&total);
        let r = atomicCompareExchangeWeak(&total, old, old + v);
        if r.exchanged { break; }
    }
    // a single compare-exchange on a private cell: succeeds only if the value matches
    let cmp = select(v, v ^ 1u, (i & 1u) == 1u);
    let r = atomicCompareExchangeWeak(&mine[i], cmp, 0xABCD0000u + i);
    cas[i * 2u] = r.old_value;
    cas[i * 2u + 1u] = select(0u, 1u, r.exchanged);
}
