//! Regression tests for the CPU device's region splitting (work-item loops between barriers):
//! values and locals across barriers, early returns, breaks out of uniform constructs, hoisted
//! uniform values, pointer arguments. Each case once miscompiled, hung or crashed.
use anygpu::{KernelSource, LaunchConfig};

fn run(src: &str, input: &[u32], out_len: usize, grid: [u32; 3]) -> Result<Vec<u32>, String> {
    // The CPU device explicitly: on a machine with a GPU `default_device()` would pick the GPU.
    let ctx = anygpu::select_device("cpu:0".parse().unwrap()).map_err(|e| format!("{e}"))?;
    let a = ctx.upload(input).map_err(|e| format!("{e}"))?;
    let o = ctx.upload(&vec![0xDEADBEEFu32; out_len]).map_err(|e| format!("{e}"))?;
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(src))
        .map_err(|e| format!("{e}"))?;
    ctx.launch(&k, LaunchConfig::grid(grid, &k), &[&a, &o])
        .map_err(|e| format!("{e}"))?;
    ctx.download(&o).map_err(|e| format!("{e}"))
}

const HDR: &str = "@group(0) @binding(0) var<storage, read> inp: array<u32>;\n@group(0) @binding(1) var<storage, read_write> out: array<u32>;\n";

fn k(body: &str) -> String {
    format!("{HDR}{body}")
}

// 1. builtin first used inside an `if`, then after it (cache across blocks)
#[test]
fn t01_cache_dominance() {
    let src = k(
        "@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if inp[0] > 0u { out[gid.x] = 1u; }
    out[gid.x + 4u] = 2u;
}",
    );
    let r = run(&src, &[1], 8, [1, 1, 1]);
    println!("t01 {r:?}");
    assert_eq!(r.unwrap(), vec![1, 1, 1, 1, 2, 2, 2, 2]);
}

// 2. local kept in one region inside a uniform loop, written only conditionally
#[test]
fn t02_scalar_local_in_uniform_loop() {
    let src = k(
        "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    var x = 0u;
    for (var i = inp[0]; i < 3u; i++) {
        workgroupBarrier();
        if i == 0u { x = lid + 10u; }
        out[i * 4u + lid] = x;
    }
}",
    );
    let r = run(&src, &[0], 12, [1, 1, 1]);
    println!("t02 {r:?}");
    assert_eq!(r.unwrap(), vec![10, 11, 12, 13, 10, 11, 12, 13, 10, 11, 12, 13]);
}

// 3. non-uniform break out of a switch that contains a barrier
#[test]
fn t03_nonuniform_break_in_uniform_switch() {
    let src = k(
        "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    out[lid] = 0u;
    switch inp[0] {
        case 1u: {
            workgroupBarrier();
            if lid == 0u { break; }
            out[lid] = 7u;
        }
        default: {}
    }
}",
    );
    let r = run(&src, &[1], 4, [1, 1, 1]);
    println!("t03 {r:?}");
    assert_eq!(r.unwrap(), vec![0, 7, 7, 7]);
}

// 4. hoisted local stored from a uniform value computed in a region that work-item 0 left early
#[test]
fn t04_hoisted_store_after_return_of_item0() {
    let src = k("@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wg: vec3<u32>) {
    if lid == inp[0] { return; }
    let q = wg.x + 7u + inp[1];
    var h = q;
    out[lid] = h;
}");
    let r = run(&src, &[0, 5], 4, [1, 1, 1]);
    println!("t04 {r:?}");
    assert_eq!(r.unwrap(), vec![0xDEADBEEF, 12, 12, 12]);
}

// 5. uniform return inside a loop with a barrier (the only exit): must terminate
#[test]
fn t05_uniform_return_in_barrier_loop() {
    let src = k(
        "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    var i = inp[0];
    loop {
        workgroupBarrier();
        if i >= 3u { return; }
        out[i * 4u + lid] = i;
        i = i + 1u;
    }
}",
    );
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(run(&src, &[0], 12, [1, 1, 1]));
    });
    match rx.recv_timeout(std::time::Duration::from_secs(20)) {
        Ok(r) => {
            println!("t05 {r:?}");
            assert_eq!(r.unwrap(), vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
        }
        Err(_) => {
            println!("t05 HANG (no result after 20 s)");
            panic!("t05 hangs");
        }
    }
}

// 8. pointer argument to a helper with an out-of-bounds index: writes another work-item's copy
#[test]
fn t08_ptr_arg_oob() {
    let src = k("fn put(p: ptr<function, u32>, v: u32) { *p = v; }
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) lid: u32) {
    var a: array<u32, 4>;
    if lid == 0u { put(&a[inp[0]], 42u); }
    workgroupBarrier();
    for (var j = 0u; j < 4u; j++) { out[lid * 4u + j] = a[j]; }
}");
    let r = run(&src, &[4], 8, [1, 1, 1]);
    println!("t08 {r:?}");
    assert_eq!(r.unwrap(), vec![0; 8]);
}

// 9. per-work-item local: pointer first computed inside an `if`, reused after it
#[test]
fn t09_local_ptr_cache_dominance() {
    let src = k(
        "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    var acc = 0u;
    if inp[0] > 0u { acc = 5u; }
    acc += lid;
    workgroupBarrier();
    out[lid] = acc;
}",
    );
    let r = run(&src, &[1], 4, [1, 1, 1]);
    println!("t09 {r:?}");
    assert_eq!(r.unwrap(), vec![5, 6, 7, 8]);
}

// 10. private variable: pointer first computed inside an `if`
#[test]
fn t10_private_ptr_cache_dominance() {
    let src = k("var<private> pv: u32;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    if inp[0] > 0u { pv = 5u; }
    pv += lid;
    out[lid] = pv;
}");
    let r = run(&src, &[1], 4, [1, 1, 1]);
    println!("t10 {r:?}");
    assert_eq!(r.unwrap(), vec![5, 6, 7, 8]);
}

// 11. `var` declared inside a barrier loop body: re-initialised every iteration
#[test]
fn t11_var_in_loop_reinit() {
    let src = k(
        "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    for (var i = inp[0]; i < 3u; i++) {
        var y: u32;
        var z = 1u;
        workgroupBarrier();
        out[i * 4u + lid] = y * 100u + z;
        y = 7u; z = 9u;
        workgroupBarrier();
        out[12u + i * 4u + lid] = y * 100u + z;
    }
}",
    );
    let r = run(&src, &[0], 24, [1, 1, 1]);
    println!("t11 {r:?}");
    let mut want = vec![1u32; 12];
    want.extend(vec![709u32; 12]);
    assert_eq!(r.unwrap(), want);
}

// 12. workgroupUniformLoad + workgroup atomics
#[test]
fn t12_wul_atomics() {
    let src = k("var<workgroup> cnt: atomic<u32>;
var<workgroup> flag: u32;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) lid: u32) {
    let old = atomicAdd(&cnt, lid + inp[0]);
    if lid == 3u { flag = 11u; }
    let f = workgroupUniformLoad(&flag);
    out[lid] = atomicLoad(&cnt) * 1000u + f * 10u + u32(old <= 28u);
}");
    let r = run(&src, &[0], 8, [1, 1, 1]);
    println!("t12 {r:?}");
    assert_eq!(r.unwrap(), vec![28111; 8]);
}

// 13. let array / struct / bool vector values crossing a barrier
#[test]
fn t13_aggregate_spills() {
    let src = k("struct S { a: u32, b: vec3<bool>, c: array<u32, 3> }
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) lid: u32) {
    let s = S(lid + inp[0], vec3<bool>(lid == 1u, lid == 2u, true), array<u32, 3>(lid, lid * 2u, lid * 3u));
    let bv = vec2<bool>(lid > 1u, lid == 0u);
    workgroupBarrier();
    out[lid] = s.a * 1000u + select(0u, 100u, s.b.x) + select(0u, 10u, s.b.y) + s.c[2] + select(0u, 50000u, bv.x) + select(0u, 70000u, bv.y);
}");
    let r = run(&src, &[0], 4, [1, 1, 1]);
    println!("t13 {r:?}");
    assert_eq!(r.unwrap(), vec![70000, 1103, 52016, 53009]);
}

// 14. quad operations
#[test]
fn t14_quad_ops() {
    let src = k(
        "@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) lid: u32) {
    let v = lid * 10u + inp[0];
    let x = quadSwapX(v);
    let y = quadSwapY(v);
    let d = quadSwapDiagonal(v);
    let b = quadBroadcast(v, 2u);
    out[lid * 4u] = x; out[lid * 4u + 1u] = y; out[lid * 4u + 2u] = d; out[lid * 4u + 3u] = b;
}",
    );
    let r = run(&src, &[0], 64, [1, 1, 1]);
    println!("t14 {r:?}");
    let mut want = vec![];
    for l in 0u32..16 {
        want.extend([(l ^ 1) * 10, (l ^ 2) * 10, (l ^ 3) * 10, ((l & !3) + 2) * 10]);
    }
    assert_eq!(r.unwrap(), want);
}

// 15. 3-D workgroup: ids across barriers, local array per item
#[test]
fn t15_3d_ids() {
    let src = k("var<workgroup> t: array<u32, 24>;
@compute @workgroup_size(2, 3, 4) fn main(@builtin(local_invocation_id) l: vec3<u32>, @builtin(local_invocation_index) li: u32, @builtin(global_invocation_id) g: vec3<u32>) {
    var acc = array<u32, 2>(l.x + inp[0], l.y);
    t[li] = l.z;
    workgroupBarrier();
    let other = t[23u - li];
    workgroupBarrier();
    out[g.x + 2u * (g.y + 3u * g.z)] = acc[0] * 1000u + acc[1] * 100u + other * 10u + li % 10u;
}");
    let r = run(&src, &[0], 24, [1, 1, 1]);
    let mut want = vec![0u32; 24];
    for z in 0..4u32 {
        for y in 0..3u32 {
            for x in 0..2u32 {
                let li = x + 2 * (y + 3 * z);
                let oz = (23 - li) / 6;
                want[li as usize] = x * 1000 + y * 100 + oz * 10 + li % 10;
            }
        }
    }
    println!("t15 {r:?}");
    assert_eq!(r.unwrap(), want);
}
