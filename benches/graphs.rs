//! Launch graphs against the same launches one by one (issue 38, part 3): 100 small dependent
//! launches of one kernel (each adds one to 4,096 integers, so each depends on the one before),
//! then a wait, on the CPU device and on every wgpu adapter (lavapipe here). Both sides run
//! alternately in one process, several rounds; prints medians and the speed-up.
//!
//!   cargo bench --bench graphs

use std::time::{Duration, Instant};

use anygpu::{available_devices, select_device, DeviceKind, GpuContext, KernelSource, LaunchConfig};

const ADD_ONE: &str = include_str!("../tests/kernels/add_one.wgsl");
const LAUNCHES: usize = 100;
const ELEMENTS: usize = 4096;
const ROUNDS: usize = 15;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn measure(ctx: &GpuContext) -> anygpu::Result<()> {
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(ADD_ONE))?;
    let cfg = LaunchConfig::for_elements(ELEMENTS, &kernel);
    let data = ctx.upload(&vec![0u32; ELEMENTS])?;
    let mut recorder = ctx.record_graph();
    for _ in 0..LAUNCHES {
        recorder.launch(&kernel, cfg, &[&data])?;
    }
    let graph = recorder.finish()?;
    let one_by_one = || -> anygpu::Result<Duration> {
        let start = Instant::now();
        for _ in 0..LAUNCHES {
            ctx.launch(&kernel, cfg, &[&data])?;
        }
        ctx.synchronize()?;
        Ok(start.elapsed())
    };
    let replayed = || -> anygpu::Result<Duration> {
        let start = Instant::now();
        graph.launch()?;
        ctx.synchronize()?;
        Ok(start.elapsed())
    };
    // Warm both paths (pipelines, pools), then alternate.
    one_by_one()?;
    replayed()?;
    let (mut single, mut graphed) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        single.push(one_by_one()?);
        graphed.push(replayed()?);
    }
    let rounds = 2 + 2 * ROUNDS as u32;
    let got = ctx.download(&data)?;
    assert!(
        got.iter().all(|&x| x == rounds * LAUNCHES as u32),
        "every launch ran: {}",
        got[0]
    );
    let (single, graphed) = (median(single), median(graphed));
    println!(
        "graphs: {} ({}): {LAUNCHES} dependent launches of {ELEMENTS} elements and a wait, medians of {ROUNDS}: \
         one by one {:.0} µs ({:.1} µs a launch), one graph {:.0} µs ({:.1} µs a launch): {:.1}x",
        ctx.info().id,
        ctx.info().name,
        single.as_secs_f64() * 1e6,
        single.as_secs_f64() * 1e6 / LAUNCHES as f64,
        graphed.as_secs_f64() * 1e6,
        graphed.as_secs_f64() * 1e6 / LAUNCHES as f64,
        single.as_secs_f64() / graphed.as_secs_f64()
    );
    Ok(())
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument is ignored: there is one measurement.
    for info in available_devices() {
        if !matches!(
            info.kind,
            DeviceKind::Cpu | DeviceKind::Wgpu | DeviceKind::Cuda | DeviceKind::Rocm
        ) || info.is_mock
        {
            continue;
        }
        match select_device(info.id.clone()).and_then(|ctx| measure(&ctx)) {
            Ok(()) => {}
            Err(e) => println!("graphs: {}: skipped: {e}", info.id),
        }
    }
}
