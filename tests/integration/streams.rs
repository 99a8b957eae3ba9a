//! What only the CPU device can show about streams (the conformance suite's `streams` section
//! runs the rest on every device kind): its streams are real queues, so two launches on two
//! streams run at the same time, and a stream's failure is reported by waiting on it.

use std::time::Duration;

use anygpu::{CpuDeviceConfig, GpuContext, Kernel, KernelSource, LaunchConfig};

fn cpu() -> GpuContext {
    GpuContext::with_cpu_device(&CpuDeviceConfig::host())
}

/// The two entries of `kernels/stream_handshake.wgsl`: one spins until the flag is set, the other
/// sets it.
fn handshake_kernels(ctx: &GpuContext) -> (Kernel, Kernel) {
    let source = include_str!("../kernels/stream_handshake.wgsl");
    let entry = |name| ctx.compile_kernel(&KernelSource::wgsl(source).entry(name)).unwrap();
    (entry("wait_for_flag"), entry("set_flag"))
}

#[test]
fn launches_on_two_streams_run_concurrently_on_the_cpu_device() {
    let ctx = cpu();
    let (waits, sets) = handshake_kernels(&ctx);
    let flags = ctx.alloc_zeroed::<u32>(2).unwrap();
    let (a, b) = (ctx.create_stream().unwrap(), ctx.create_stream().unwrap());
    // Without concurrency the first launch would spin until its limit and fail.
    a.launch(
        &waits,
        LaunchConfig::grid([1, 1, 1], &waits).with_timeout(Duration::from_secs(20)),
        &[&flags],
    )
    .unwrap();
    b.launch(&sets, LaunchConfig::grid([1, 1, 1], &sets), &[&flags])
        .unwrap();
    a.synchronize().unwrap();
    assert_eq!(ctx.download(&flags).unwrap(), [1, 1]);
}

#[test]
fn a_failure_on_a_stream_is_reported_when_waiting_for_it_then_the_stream_goes_on() {
    let ctx = cpu();
    let (waits, sets) = handshake_kernels(&ctx);
    let flags = ctx.alloc_zeroed::<u32>(2).unwrap();
    let s = ctx.create_stream().unwrap();
    // Nobody sets the flag: the launch runs into its limit on the stream's thread.
    s.launch(
        &waits,
        LaunchConfig::grid([1, 1, 1], &waits).with_timeout(Duration::from_millis(50)),
        &[&flags],
    )
    .unwrap();
    let e = s.synchronize().unwrap_err();
    assert!(matches!(e, anygpu::GpuError::Timeout { .. }), "{e}");
    assert!(
        e.to_string().contains("wait_for_flag"),
        "the error names the kernel: {e}"
    );
    s.launch(&sets, LaunchConfig::grid([1, 1, 1], &sets), &[&flags])
        .unwrap();
    s.synchronize().unwrap();
    assert_eq!(ctx.download(&flags).unwrap()[0], 1);
}

#[test]
fn an_event_of_another_context_is_refused_with_a_clear_error() {
    let (a, b) = (cpu(), cpu());
    let event = a.record_event().unwrap();
    let stream = b.create_stream().unwrap();
    let e = stream.wait_event(&event).unwrap_err().to_string();
    assert!(e.contains("the event belongs to another context"), "{e}");
    let e = b.record_event().unwrap().elapsed(&event).unwrap_err().to_string();
    assert!(e.contains("the event belongs to another context"), "{e}");
}
