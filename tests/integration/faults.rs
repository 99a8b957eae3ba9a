//! Mock devices that fail on purpose (`MockFaults`, `ANYGPU_MOCK=fail_alloc=3,...`): each fault
//! surfaces as the typed error a real device would give, the same seed gives the same faults,
//! a lost device refuses every later call, and nothing leaks.

use std::time::{Duration, Instant};

use anygpu::{
    CpuDeviceConfig, DeviceBuffer, DeviceId, DeviceKind, ErrorCategory, GpuContext, GpuError, Kernel, KernelSource,
    LaunchConfig, MockFaults,
};

const INCREMENT: &str = r#"
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if g.x < arrayLength(&o) { o[g.x] = o[g.x] + 1u; }
}
"#;

fn mock(faults: MockFaults) -> GpuContext {
    let mut cfg = CpuDeviceConfig::mock("faulty mock", 64 << 20, 2);
    cfg.faults = faults;
    GpuContext::with_cpu_device(&cfg)
}

fn from_spec(spec: &str) -> GpuContext {
    let cfg = CpuDeviceConfig::parse_mock_spec(spec).unwrap().remove(0);
    GpuContext::with_cpu_device(&cfg)
}

fn increment(ctx: &GpuContext, k: &Kernel, buf: &DeviceBuffer<u32>) -> anygpu::Result<()> {
    ctx.launch(k, LaunchConfig::for_elements(buf.len(), k), &[buf])
}

/// Everything was given back: no live buffer, and the device's own accounting is whole.
fn assert_nothing_leaks(ctx: &GpuContext) {
    ctx.trim();
    let s = ctx.memory_stats();
    assert_eq!(s.live_allocations, 0, "{s:?}");
    assert_eq!(s.device_free_bytes, s.device_total_bytes, "{s:?}");
    assert!(s.device_total_bytes.is_some());
}

#[test]
fn the_nth_allocation_fails_with_out_of_memory() {
    let ctx = from_spec("fail_alloc=3");
    // With the pool off, every buffer is an allocation of the device's, so the count is the user's.
    ctx.set_memory_pool_limit(0);
    let a = ctx.alloc::<u32>(16).unwrap();
    let b = ctx.upload(&[1u32, 2, 3]).unwrap();
    let e = ctx.alloc::<u32>(16).unwrap_err();
    assert!(matches!(e, GpuError::OutOfMemory { requested: 64, .. }), "{e}");
    assert_eq!(e.category(), ErrorCategory::Memory);
    assert!(e.is_recoverable());
    assert!(e.to_string().contains("injected fault: allocation 3"), "{e}");
    // Only the third: the fourth and later succeed, and the data of the others is intact.
    let d = ctx.alloc::<u32>(16).unwrap();
    assert_eq!(ctx.download(&b).unwrap(), [1, 2, 3]);
    assert_eq!(ctx.memory_stats().live_allocations, 3);
    drop((a, b, d));
    assert_nothing_leaks(&ctx);
}

#[test]
fn every_nth_launch_fails_with_a_launch_error_and_does_not_run() {
    let ctx = mock(MockFaults {
        fail_launch_every: Some(3),
        ..Default::default()
    });
    let k = ctx.compile_kernel(&KernelSource::wgsl(INCREMENT)).unwrap();
    let buf = ctx.alloc_zeroed::<u32>(100).unwrap();
    let mut failed = Vec::new();
    for i in 1..=9 {
        if let Err(e) = increment(&ctx, &k, &buf) {
            assert!(matches!(&e, GpuError::Backend { backend: "cpu", .. }), "{e}");
            assert_eq!(e.category(), ErrorCategory::Launch, "{e}");
            assert!(e.to_string().contains("injected fault"), "{e}");
            failed.push(i);
        }
    }
    assert_eq!(failed, [3, 6, 9]);
    // The failed launches ran nothing; the others ran once each.
    assert_eq!(ctx.download(&buf).unwrap(), vec![6u32; 100]);
    // A timed launch counts too (launch 10 passes, 12 fails).
    let timed: Vec<bool> = (10..=12)
        .map(|_| {
            ctx.launch_timed(&k, LaunchConfig::for_elements(100, &k), &[&buf])
                .is_ok()
        })
        .collect();
    assert_eq!(timed, [true, true, false]);
    drop((buf, k));
    assert_nothing_leaks(&ctx);
}

#[test]
fn random_launch_failures_follow_the_seed() {
    let run = |seed: u64| {
        let ctx = from_spec(&format!("fail_launch_p=0.3,seed={seed}"));
        let k = ctx.compile_kernel(&KernelSource::wgsl(INCREMENT)).unwrap();
        let buf = ctx.alloc_zeroed::<u32>(8).unwrap();
        let outcomes: Vec<bool> = (0..60).map(|_| increment(&ctx, &k, &buf).is_ok()).collect();
        let ran = ctx.download(&buf).unwrap()[0] as usize;
        assert_eq!(ran, outcomes.iter().filter(|&&ok| ok).count(), "failed launches ran");
        drop((buf, k));
        assert_nothing_leaks(&ctx);
        outcomes
    };
    let first = run(42);
    assert_eq!(first, run(42), "same seed, same failures");
    let failures = first.iter().filter(|&&ok| !ok).count();
    assert!(
        (5..=35).contains(&failures),
        "{failures} of 60 launches failed at p = 0.3"
    );
    assert_ne!(first, run(7), "another seed, other failures");
}

/// Every call that asks the device for something fails with `DeviceLost`.
fn assert_every_call_is_lost(ctx: &GpuContext, k: &Kernel, buf: &mut DeviceBuffer<u32>) {
    let lost = |what: &str, r: anygpu::Result<()>| {
        let e = r.expect_err(what);
        assert!(matches!(e, GpuError::DeviceLost { .. }), "{what}: {e}");
        assert_eq!(e.category(), ErrorCategory::Device, "{what}");
        assert!(!e.is_recoverable(), "{what}");
    };
    lost("alloc", ctx.alloc::<u32>(4).map(drop));
    lost("upload", ctx.upload(&[1u32]).map(drop));
    lost("download", ctx.download(&*buf).map(drop));
    lost("copy_to_device", ctx.copy_to_device(&[0u32; 8], buf));
    lost("fill", ctx.fill(buf, 7u32));
    lost("launch", increment(ctx, k, buf));
    lost(
        "launch_timed",
        ctx.launch_timed(k, LaunchConfig::for_elements(8, k), &[&*buf])
            .map(drop),
    );
    lost("synchronize", ctx.synchronize());
    lost(
        "compile",
        ctx.compile_kernel(&KernelSource::wgsl(INCREMENT.replace("1u", "2u")))
            .map(drop),
    );
    lost("stream", ctx.create_stream().and_then(|s| s.synchronize()));
}

#[test]
fn after_lose_after_operations_every_call_fails_with_device_lost() {
    let mut ctx = from_spec("lose_after=5");
    ctx.set_memory_pool_limit(0);
    // Load the kernel, allocate, write, launch: four operations, then waits until the fifth is done.
    let k = ctx.compile_kernel(&KernelSource::wgsl(INCREMENT)).unwrap();
    let mut buf = ctx.upload(&[0u32; 8]).unwrap();
    increment(&ctx, &k, &buf).unwrap();
    let waits = (0..5).take_while(|_| ctx.synchronize().is_ok()).count();
    assert!(waits < 5, "the device was never lost");
    assert_every_call_is_lost(&ctx, &k, &mut buf);
    // Freeing still works: the memory comes back.
    drop((buf, k));
    assert_nothing_leaks(&ctx);
    // A new context on a new mock device works again.
    ctx = from_spec("lose_after=5");
    assert_eq!(ctx.download(&ctx.upload(&[3u32]).unwrap()).unwrap(), [3]);
}

#[test]
fn a_faulty_mock_can_be_lost_on_demand() {
    let ctx = mock(MockFaults {
        lose_device_after: Some(u64::MAX),
        ..Default::default()
    });
    let k = ctx.compile_kernel(&KernelSource::wgsl(INCREMENT)).unwrap();
    let mut buf = ctx.upload(&[0u32; 8]).unwrap();
    let event = ctx.create_stream().unwrap().record_event().unwrap();
    ctx.simulate_device_loss().unwrap();
    assert_every_call_is_lost(&ctx, &k, &mut buf);
    let e = event.synchronize().unwrap_err();
    assert!(matches!(e, GpuError::DeviceLost { .. }), "{e}");
    assert!(e.to_string().contains("simulate_device_loss"), "{e}");
    drop((buf, k, event));
    assert_nothing_leaks(&ctx);
}

#[test]
fn slow_transfers_are_measurably_slower() {
    let time = |ctx: &GpuContext| {
        let start = Instant::now();
        for i in 0..5u32 {
            let b = ctx.upload(&[i; 256]).unwrap();
            assert_eq!(ctx.download(&b).unwrap(), vec![i; 256]);
        }
        start.elapsed()
    };
    let fast = time(&mock(MockFaults::default()));
    let slow_ctx = from_spec("slow_transfer=20ms");
    let slow = time(&slow_ctx);
    // Ten transfers of at least 20 ms each.
    assert!(slow >= Duration::from_millis(200), "slow mock: {slow:?}");
    assert!(
        slow > fast + Duration::from_millis(150),
        "slow {slow:?} vs plain {fast:?}"
    );
    assert_nothing_leaks(&slow_ctx);
}

#[test]
fn enumerated_mock_devices_give_each_context_its_own_count() {
    // It replaces the process's CPU devices: in a process of its own.
    isolated!(enumerated_mock_devices_give_each_context_its_own_count);
    let cfg = CpuDeviceConfig::parse_mock_spec("name=Flaky GPU,fail_launch_every=2").unwrap();
    anygpu::set_mock_devices(cfg);
    let outcomes = || {
        let ctx = anygpu::select_device(DeviceId::new(DeviceKind::Cpu, 0)).unwrap();
        assert!(ctx.info().is_mock);
        assert_eq!(ctx.info().name, "Flaky GPU");
        let k = ctx.compile_kernel(&KernelSource::wgsl(INCREMENT)).unwrap();
        let buf = ctx.alloc_zeroed::<u32>(8).unwrap();
        (0..4).map(|_| increment(&ctx, &k, &buf).is_ok()).collect::<Vec<_>>()
    };
    assert_eq!(outcomes(), [true, false, true, false]);
    assert_eq!(
        outcomes(),
        [true, false, true, false],
        "a second context counts from the start"
    );
    anygpu::set_mock_devices(vec![CpuDeviceConfig::host()]);
}

#[test]
fn a_plain_mock_injects_nothing() {
    let plain = CpuDeviceConfig::mock("plain", 1 << 20, 1);
    assert!(!plain.faults.is_active());
    let ctx = GpuContext::with_cpu_device(&plain);
    // simulate_device_loss is what tells the decorator apart: the plain CPU device has none.
    assert!(matches!(ctx.simulate_device_loss(), Err(GpuError::NotSupported(_))));
}
