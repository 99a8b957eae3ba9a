//! Streams and events: work on one stream runs in order, events order work across streams,
//! elapsed times are plausible, and buffers and streams may be dropped with work still queued.

use std::time::{Duration, Instant};

use anygpu::{DeviceKind, GpuContext, Kernel, KernelSource, LaunchConfig, Stream};

fn kernel(ctx: &GpuContext, source: &str) -> Kernel {
    ctx.compile_kernel(&KernelSource::wgsl(source))
        .unwrap_or_else(|e| panic!("{}: {e}", ctx.info().id))
}

fn work_on_a_stream_runs_in_order(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let add_one = kernel(ctx, include_str!("../kernels/add_one.wgsl"));
    let n = 100_003;
    let stream = ctx.create_stream().unwrap();
    let mut buf = ctx.alloc::<u32>(n).unwrap();
    stream.fill(&mut buf, 5).unwrap();
    for _ in 0..20 {
        stream
            .launch(&add_one, LaunchConfig::for_elements(n, &add_one), &[&buf])
            .unwrap();
    }
    let mut scratch = ctx.alloc::<u32>(n).unwrap();
    stream.copy_buffer(&buf, &mut scratch).unwrap();
    stream
        .launch(&add_one, LaunchConfig::for_elements(n, &add_one), &[&scratch])
        .unwrap();
    let mut host = vec![0u32; n];
    stream.copy_to_host(&scratch, &mut host).unwrap();
    assert!(
        host.iter().all(|&x| x == 26),
        "{dev}: fill, 20 launches, copy, launch: {:?}",
        &host[..4]
    );
    stream.synchronize().unwrap();

    // `LaunchConfig::stream` names a stream too; the context's wait covers it.
    let config = LaunchConfig {
        stream: Stream(stream.id().0 + 100),
        ..LaunchConfig::for_elements(n, &add_one)
    };
    ctx.launch(&add_one, config, &[&buf]).unwrap();
    assert!(
        ctx.download(&buf).unwrap().iter().all(|&x| x == 26),
        "{dev}: LaunchConfig::stream"
    );
}

fn events_order_work_across_streams(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let add_one = kernel(ctx, include_str!("../kernels/add_one.wgsl"));
    let scaled = kernel(ctx, include_str!("../kernels/copy_scaled.wgsl"));
    let n = 200_001;
    let (producer, consumer) = (ctx.create_stream().unwrap(), ctx.create_stream().unwrap());
    let buf = ctx.alloc_zeroed::<u32>(n).unwrap();
    let out = ctx.alloc::<u32>(n).unwrap();
    for _ in 0..8 {
        producer
            .launch(&add_one, LaunchConfig::for_elements(n, &add_one), &[&buf])
            .unwrap();
    }
    let ready = producer.record_event().unwrap();
    consumer.wait_event(&ready).unwrap();
    consumer
        .launch(&scaled, LaunchConfig::for_elements(n, &scaled), &[&buf, &out])
        .unwrap();
    let mut host = vec![0u32; n];
    consumer.copy_to_host(&out, &mut host).unwrap();
    assert!(
        host.iter().all(|&x| x == 24),
        "{dev}: the consumer saw all 8 producer launches"
    );
    assert!(
        ready.is_complete().unwrap(),
        "{dev}: the event is complete once waited past"
    );
}

fn elapsed_time_between_events_is_plausible(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let add_one = kernel(ctx, include_str!("../kernels/add_one.wgsl"));
    let n = 1 << 20;
    let stream = ctx.create_stream().unwrap();
    let buf = ctx.alloc_zeroed::<u32>(n).unwrap();
    ctx.synchronize().unwrap();
    let host_start = Instant::now();
    let start = stream.record_event().unwrap();
    for _ in 0..10 {
        stream
            .launch(&add_one, LaunchConfig::for_elements(n, &add_one), &[&buf])
            .unwrap();
    }
    let end = stream.record_event().unwrap();
    end.synchronize().unwrap();
    let host = host_start.elapsed();
    let device = start.elapsed(&end).unwrap();
    assert!(
        device <= host + Duration::from_millis(50),
        "{dev}: {device:?} between the events, {host:?} on the host around them"
    );
    assert!(
        end.elapsed(&start).unwrap() <= device,
        "{dev}: reversed events never go negative"
    );
    assert!(ctx.download(&buf).unwrap().iter().all(|&x| x == 10), "{dev}");
}

fn buffers_and_streams_live_until_their_work_ends(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let add_one = kernel(ctx, include_str!("../kernels/add_one.wgsl"));
    let scaled = kernel(ctx, include_str!("../kernels/copy_scaled.wgsl"));
    let n = 300_007;
    let out = ctx.alloc::<u32>(n).unwrap();
    {
        let stream = ctx.create_stream().unwrap();
        let input = ctx.upload(&vec![7u32; n]).unwrap();
        for _ in 0..5 {
            stream
                .launch(&add_one, LaunchConfig::for_elements(n, &add_one), &[&input])
                .unwrap();
        }
        stream
            .launch(&scaled, LaunchConfig::for_elements(n, &scaled), &[&input, &out])
            .unwrap();
        // `input` and `stream` drop here with their work possibly still queued.
    }
    assert!(
        ctx.download(&out).unwrap().iter().all(|&x| x == 36),
        "{dev}: (7 + 5) * 3"
    );
    let s = ctx.memory_stats();
    assert_eq!(s.live_allocations, 1, "{dev}: only `out` is still alive: {s}");
}

/// A launch graph runs its launches and copies in recorded order each time it is launched (and
/// not while recording), on the default stream or another, with arguments rebound between runs;
/// steps that are not launches, bad arguments and launches recorded on a stream are refused.
fn launch_graphs_replay_their_steps_in_order(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let add_one = kernel(ctx, include_str!("../kernels/add_one.wgsl"));
    let n = 100_003;
    let cfg = LaunchConfig::for_elements(n, &add_one);
    let a = ctx.upload(&vec![5u32; n]).unwrap();
    let mut b = ctx.alloc::<u32>(n).unwrap();
    let c = ctx.upload(&vec![0u32; n]).unwrap();
    let mut recorder = ctx.record_graph();
    for _ in 0..3 {
        recorder.launch(&add_one, cfg, &[&a]).unwrap();
    }
    recorder.copy_buffer(&a, &mut b).unwrap();
    recorder.launch(&add_one, cfg, &[&b]).unwrap();
    // An empty grid is recorded and runs nothing.
    recorder
        .launch(&add_one, LaunchConfig::grid([0, 1, 1], &add_one), &[&c])
        .unwrap();
    let on_stream = LaunchConfig {
        stream: Stream(7),
        ..cfg
    };
    assert!(recorder.launch(&add_one, on_stream, &[&a]).is_err(), "{dev}");
    assert!(recorder.launch(&add_one, cfg, &[]).is_err(), "{dev}: no arguments");
    let mut graph = recorder.finish().unwrap();
    assert_eq!(graph.len(), 6, "{dev}");
    let all = |buf: &anygpu::DeviceBuffer<u32>, want: u32, what: &str| {
        let got = ctx.download(buf).unwrap();
        assert!(
            got.iter().all(|&x| x == want),
            "{dev}: {what}: {:?}, want {want}",
            &got[..3]
        );
    };
    all(&a, 5, "recording runs nothing");
    graph.launch().unwrap();
    graph.launch().unwrap();
    all(&a, 11, "two runs of three launches");
    all(&b, 12, "the copy, then one launch, in order");
    all(&c, 0, "the empty launch");

    // Rebound: the fifth step now adds to `c`; `b` only gets the copy.
    graph.set_arguments(4, &[&c]).unwrap();
    graph.launch().unwrap();
    all(&a, 14, "third run");
    all(&b, 14, "the copy alone");
    all(&c, 1, "the rebound launch");
    assert!(graph.set_arguments(3, &[&c]).is_err(), "{dev}: a copy step");
    assert!(graph.set_arguments(9, &[&c]).is_err(), "{dev}: past the end");
    assert!(
        graph.set_arguments(0, &[&a, &b]).is_err(),
        "{dev}: two arguments for one binding"
    );

    // On another stream, after its earlier work.
    let stream = ctx.create_stream().unwrap();
    stream.fill(&mut b, 100).unwrap();
    stream.launch_graph(&graph).unwrap();
    stream.synchronize().unwrap();
    all(&a, 17, "a run on a stream");
    all(&c, 2, "a run on a stream");
    // The graph keeps its buffers: dropping the handles changes nothing.
    drop((a, b));
    graph.launch().unwrap();
    all(&c, 3, "after the other buffers' handles were dropped");
}

/// A copy on one stream finishes while a long kernel runs on another, where the device runs
/// streams concurrently (the CPU device: a thread per stream; CUDA and ROCm: their streams).
/// wgpu has one queue per device, so there the copy runs after the kernel; the test then checks
/// only that both did their work. Prints the times either way.
fn a_copy_overlaps_a_long_kernel_on_another_stream(ctx: &GpuContext) {
    let dev = ctx.info().id;
    let spin = Spin::new(ctx);
    let x = ctx.upload(&vec![1.0f32; Spin::ELEMENTS]).unwrap();
    let (compute, copies) = (ctx.create_stream().unwrap(), ctx.create_stream().unwrap());
    let data: Vec<u32> = (0..4u32 << 20).collect();
    let mut dst = ctx.alloc::<u32>(data.len()).unwrap();
    ctx.synchronize().unwrap();
    let start = Instant::now();
    spin.launch(&compute, &x);
    let kernel_done = compute.record_event().unwrap();
    copies.copy_to_device(&data, &mut dst).unwrap();
    copies.synchronize().unwrap();
    let copied = start.elapsed();
    let overlapped = !kernel_done.is_complete().unwrap();
    kernel_done.synchronize().unwrap();
    let kernel_time = start.elapsed();
    println!("{dev}: the copy finished after {copied:?}, the kernel after {kernel_time:?} (overlapped: {overlapped})");
    if ctx.info().kind != DeviceKind::Wgpu {
        assert!(
            overlapped,
            "{dev}: the copy on its own stream waited for the kernel: {copied:?} against {kernel_time:?}"
        );
    }
    assert_eq!(ctx.download(&dst).unwrap(), data, "{dev}");
    Spin::assert_ran(ctx, &ctx.download(&x).unwrap(), "when it was downloaded");
}

/// A kernel that runs long enough for other work to overlap it: [`Spin::ELEMENTS`] work-items,
/// each running a loop whose rounds are sized per device kind.
struct Spin {
    kernel: Kernel,
    rounds: u32,
}

impl Spin {
    const ELEMENTS: usize = 2048;

    fn new(ctx: &GpuContext) -> Spin {
        let kernel = kernel(
            ctx,
            "var<immediate> rounds: u32;
@group(0) @binding(0) var<storage, read_write> x: array<f32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x >= arrayLength(&x) { return; }
    var v = x[id.x];
    for (var r = 0u; r < rounds; r++) { v = v * 0.999999 + 0.5; }
    x[id.x] = v;
}",
        );
        // Rounds sized so that the kernel runs half a second on the CPU device here (0.1 s on
        // lavapipe, about 0.15 s on a GPU's 8 busy multiprocessors); a 16 MiB copy takes
        // milliseconds.
        let rounds = match ctx.info().kind {
            DeviceKind::Cpu => 1u32 << 23,
            DeviceKind::Wgpu => 1 << 22,
            _ => 1 << 26,
        };
        Spin { kernel, rounds }
    }

    /// Queues the kernel on `stream` over `x` (of [`Spin::ELEMENTS`] ones).
    fn launch(&self, stream: &anygpu::GpuStream, x: &anygpu::DeviceBuffer<f32>) {
        stream
            .launch(
                &self.kernel,
                LaunchConfig::for_elements(Self::ELEMENTS, &self.kernel),
                &[&anygpu::Immediate(&self.rounds), x as &dyn anygpu::KernelArg],
            )
            .unwrap();
    }

    /// Checks that the kernel has run over `x`, read as `v`: every work-item ran the same rounds
    /// from the same start.
    fn assert_ran(ctx: &GpuContext, v: &[f32], what: &str) {
        assert!(
            v[0].is_finite() && v[0] > 1.0 && v.iter().all(|&e| e == v[0]),
            "{}: the kernel had not run {what}: {:?}",
            ctx.info().id,
            &v[..2]
        );
    }
}

/// Two contexts on one device each have their own streams, even where their stream numbers
/// are the same: one context releasing its stream neither ends nor replaces the other's, so an
/// event recorded after a long kernel still waits for it. (The CPU device once kept one set of
/// stream queues per device, so the second context's dropped stream took the first one's
/// queue away, and the event recorded next completed at once: a download then read the
/// kernel's input.)
fn streams_of_two_contexts_on_one_device_are_their_own(ctx: &GpuContext) {
    let other = anygpu::select_device(ctx.info().id).unwrap();
    let spin = Spin::new(ctx);
    let x = ctx.upload(&vec![1.0f32; Spin::ELEMENTS]).unwrap();
    let stream = ctx.create_stream().unwrap();
    let others = (other.create_stream().unwrap(), other.create_stream().unwrap());
    ctx.synchronize().unwrap();
    spin.launch(&stream, &x);
    drop(others);
    let kernel_done = stream.record_event().unwrap();
    kernel_done.synchronize().unwrap();
    // Read on the stream, which waits for that stream's work alone (a context's download waits
    // for every stream).
    let mut v = vec![0.0f32; Spin::ELEMENTS];
    stream.copy_to_host(&x, &mut v).unwrap();
    Spin::assert_ran(ctx, &v, "when the event recorded after it completed");
}

context_tests! {
    a_copy_overlaps_a_long_kernel_on_another_stream,
    streams_of_two_contexts_on_one_device_are_their_own,
    launch_graphs_replay_their_steps_in_order,
    work_on_a_stream_runs_in_order,
    events_order_work_across_streams,
    elapsed_time_between_events_is_plausible,
    buffers_and_streams_live_until_their_work_ends,
}
