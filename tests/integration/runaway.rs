//! Kernels that never end: a launch time limit stops them on the CPU device with a typed error,
//! the device stays usable, and long loops that do end run exactly.

use std::time::{Duration, Instant};

use anygpu::{CpuDeviceConfig, GpuContext, GpuError, KernelSource, LaunchConfig};

/// `n[0]` never equals 12345 while the loop runs, so it spins until stopped.
const SPIN_INLINE: &str = "
@group(0) @binding(0) var<storage, read_write> n: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    loop {
        if n[0] == 12345u { break; }
        n[1 + g.x % 4u] = n[1 + g.x % 4u] + 1u;
    }
}";

/// The endless loop sits in a helper function.
const SPIN_IN_HELPER: &str = "
@group(0) @binding(0) var<storage, read_write> n: array<u32>;
fn spin(p: ptr<function, u32>) -> u32 {
    while *p != 12345u { *p = (*p + 2u) % 12344u; }
    return *p;
}
@compute @workgroup_size(1) fn main() {
    var x = n[0];
    n[1] = spin(&x);
}";

/// The endless loop contains a barrier: the CPU device runs it as one loop per workgroup.
const SPIN_WITH_BARRIER: &str = "
@group(0) @binding(0) var<storage, read_write> n: array<u32>;
var<workgroup> t: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
    loop {
        t[l] = t[l] + 1u;
        workgroupBarrier();
        if workgroupUniformLoad(&t[0]) == 0u { break; }
    }
    n[0] = 1u;
}";

fn cpu() -> GpuContext {
    GpuContext::with_cpu_device(&CpuDeviceConfig::host())
}

fn expect_timeout(r: anygpu::Result<()>, started: Instant, what: &str) {
    let elapsed = started.elapsed();
    match r {
        Err(GpuError::Timeout {
            kernel, device_lost, ..
        }) => {
            assert_eq!(kernel, "main", "{what}");
            assert!(!device_lost, "{what}: the CPU device stays usable");
        }
        other => panic!("{what}: expected a timeout, got {other:?}"),
    }
    // Stopped within a few seconds of the limit, on a loaded 2-core machine too.
    assert!(elapsed < Duration::from_secs(10), "{what}: took {elapsed:?}");
}

/// The device is still usable: a normal kernel runs and gives the right answer.
fn still_works(ctx: &GpuContext) {
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(
            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) g: vec3<u32>) { o[g.x] = g.x * 3u; }",
        ))
        .unwrap();
    let o = ctx.alloc::<u32>(8).unwrap();
    ctx.launch(&k, LaunchConfig::for_elements(8, &k), &[&o]).unwrap();
    assert_eq!(ctx.download(&o).unwrap(), (0..8).map(|i| i * 3).collect::<Vec<u32>>());
}

#[test]
fn an_endless_loop_is_stopped_at_the_time_limit_and_the_device_stays_usable() {
    let ctx = cpu();
    for (what, src, grid) in [
        ("one workgroup, run inline", SPIN_INLINE, 1),
        ("4096 workgroups on the pool", SPIN_INLINE, 4096),
        ("loop in a helper", SPIN_IN_HELPER, 1),
        ("loop with a barrier", SPIN_WITH_BARRIER, 8),
    ] {
        let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
        let n = ctx.upload(&[0u32; 8]).unwrap();
        let started = Instant::now();
        let cfg = LaunchConfig::grid([grid, 1, 1], &k).with_timeout(Duration::from_millis(200));
        expect_timeout(ctx.launch(&k, cfg, &[&n]), started, what);
        assert!(
            started.elapsed() >= Duration::from_millis(200),
            "{what}: stopped before its limit"
        );
        still_works(&ctx);
    }
}

#[test]
fn a_context_wide_limit_applies_to_every_launch_and_is_shared_by_clones() {
    let ctx = cpu();
    assert_eq!(ctx.launch_timeout(), None, "no limit by default");
    let clone = ctx.clone();
    clone.set_launch_timeout(Some(Duration::from_millis(100)));
    assert_eq!(ctx.launch_timeout(), Some(Duration::from_millis(100)));
    let k = ctx.compile_kernel(&KernelSource::wgsl(SPIN_INLINE)).unwrap();
    let n = ctx.upload(&[0u32; 8]).unwrap();
    let started = Instant::now();
    expect_timeout(
        ctx.launch(&k, LaunchConfig::grid([2, 1, 1], &k), &[&n]),
        started,
        "context limit",
    );
    let started = Instant::now();
    let timed = ctx
        .launch_timed(&k, LaunchConfig::grid([1, 1, 1], &k), &[&n])
        .map(|_| ());
    expect_timeout(timed, started, "timed launch");
    // A launch's own limit wins over the context's.
    let started = Instant::now();
    let cfg = LaunchConfig::grid([1, 1, 1], &k).with_timeout(Duration::from_millis(400));
    expect_timeout(ctx.launch(&k, cfg, &[&n]), started, "launch limit");
    assert!(started.elapsed() >= Duration::from_millis(400));
    ctx.set_launch_timeout(None);
    still_works(&ctx);
}

#[test]
fn a_kernel_that_ends_within_its_limit_is_not_disturbed() {
    let ctx = cpu();
    let k = ctx.compile_kernel(&KernelSource::wgsl(SPIN_INLINE)).unwrap();
    // n[0] == 12345: the loop ends at once.
    let n = ctx.upload(&[12345u32, 0, 0, 0, 0]).unwrap();
    let cfg = LaunchConfig::grid([64, 1, 1], &k).with_timeout(Duration::from_secs(60));
    ctx.launch(&k, cfg, &[&n]).unwrap();
    // A limit past what an `Instant` can hold is no limit, not a panic.
    ctx.launch(&k, cfg.with_timeout(Duration::MAX), &[&n]).unwrap();
    assert_eq!(ctx.download(&n).unwrap(), [12345, 0, 0, 0, 0]);
}

/// 10^8 steps of a linear congruential generator (which LLVM cannot fold into a formula) give
/// exactly the host's result: no loop is cut short on the CPU device. (Lavapipe stops every
/// shader after 65,535 loop iterations, see `anygpu devices`.)
#[test]
fn the_cpu_device_runs_a_hundred_million_iteration_loop_exactly() {
    let ctx = cpu();
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(
            "@group(0) @binding(0) var<storage, read_write> s: array<u32>;
@compute @workgroup_size(1) fn main() {
    var x = s[0];
    for (var i = 0u; i < s[1]; i++) { x = x * 1664525u + 1013904223u; }
    s[2] = x;
}",
        ))
        .unwrap();
    let steps = 100_000_000u32;
    let s = ctx.upload(&[7u32, steps, 0]).unwrap();
    ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&s]).unwrap();
    let mut x = 7u32;
    for _ in 0..steps {
        x = x.wrapping_mul(1664525).wrapping_add(1013904223);
    }
    assert_eq!(ctx.download(&s).unwrap(), [7, steps, x]);
}

/// Two loops of 100,000 iterations each run in full on every device, or the device says in its
/// notes that it cuts loops short (lavapipe ends a work-item's loops after 65,535 iterations in
/// all and reports success): a wrong count is never silent.
#[test]
fn a_device_that_cuts_loops_short_says_so() {
    let src = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() {
    var a = 0u;
    var b = 0u;
    for (var i = 0u; i < o[0]; i++) { a += 1u; }
    for (var i = 0u; i < o[0]; i++) { b += 1u; }
    o[1] = a;
    o[2] = b;
}";
    for info in anygpu::available_devices() {
        let ctx = anygpu::select_device(info.id).unwrap();
        let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
        let o = ctx.upload(&[100_000u32, 0, 0]).unwrap();
        ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&o]).unwrap();
        let got = ctx.download(&o).unwrap();
        let exact = got == [100_000, 100_000, 100_000];
        let noted = info.notes.iter().any(|n| n.contains("iterations"));
        println!("{}: loops gave {got:?}; notes: {:?}", info.id, info.notes);
        assert!(exact || noted, "{} cut loops short without a note: {got:?}", info.id);
        if info.kind == anygpu::DeviceKind::Cpu {
            assert!(exact, "{}: {got:?}", info.id);
        }
    }
}

/// A launch stopped at its time limit on a stream whose handle is dropped before any wait still
/// reports its timeout, at the context's next wait: dropping a stream does not make its
/// failures silent.
#[test]
fn a_timeout_on_a_dropped_stream_is_reported_by_the_next_wait() {
    let ctx = cpu();
    let k = ctx.compile_kernel(&KernelSource::wgsl(SPIN_INLINE)).unwrap();
    let n = ctx.upload(&[0u32; 8]).unwrap();
    for finished_first in [false, true] {
        let what = if finished_first {
            "dropped after the launch was stopped"
        } else {
            "dropped while the launch ran"
        };
        let stream = ctx.create_stream().unwrap();
        let started = Instant::now();
        let cfg = LaunchConfig::grid([1, 1, 1], &k)
            .with_timeout(Duration::from_millis(100))
            .on(&stream);
        ctx.launch(&k, cfg, &[&n]).unwrap();
        if finished_first {
            // An event after the launch: once it is complete, the stopped launch has ended.
            stream.record_event().unwrap().synchronize().unwrap();
        }
        drop(stream);
        expect_timeout(ctx.synchronize(), started, what);
        ctx.synchronize()
            .unwrap_or_else(|e| panic!("{what}: reported twice: {e}"));
        still_works(&ctx);
    }
}
