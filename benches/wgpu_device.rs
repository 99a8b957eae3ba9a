//! anygpu's wgpu device against a plain wgpu program running the same WGSL on the same adapter
//! with the same buffers, and against the CPU device — all in one run.
//!
//!   cargo bench --bench wgpu_device
//!
//! - `wgpu_vector_add_16M`: `shaders/vector_add.wgsl` over 16M f32 on a 2-D grid (65536
//!   workgroups do not fit WebGPU's 65535 per dimension). GB/s count 3 × 64 MiB.
//! - `wgpu_matmul_512`: `shaders/matmul_tiled.wgsl`, 512³ (lavapipe needs ~0.5 s per 1024³... ×8).
//!
//! Each iteration is one dispatch and a wait for it, the same work on both sides. The plain
//! program binds with wgpu's automatic layout and its own WGSL path; anygpu (on Vulkan) runs its
//! own SPIR-V with read-zero/skip-write bounds checks, so the comparison includes that cost.

use std::hint::black_box;
use std::time::Duration;

use anygpu::{available_devices, select_device, DeviceKind, GpuContext, KernelSource, LaunchConfig};
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use wgpu::util::DeviceExt;

const VECTOR_ADD: &str = include_str!("../shaders/vector_add.wgsl");
const MATMUL: &str = include_str!("../shaders/matmul_tiled.wgsl");

/// A minimal program written directly against wgpu: one adapter, one pipeline, one bind group.
struct Plain {
    device: wgpu::Device,
    queue: wgpu::Queue,
    pipeline: wgpu::ComputePipeline,
    bind_group: wgpu::BindGroup,
}

impl Plain {
    /// `buffers[i]` is bound at group 0, binding i (storage, or uniform where `uniform[i]`).
    fn new(adapter_name: &str, wgsl: &str, buffers: &[&[u8]]) -> Option<(Plain, Vec<wgpu::Buffer>)> {
        let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle_from_env());
        let adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::PRIMARY));
        let adapter = adapters.into_iter().find(|a| a.get_info().name == adapter_name)?;
        let desc = wgpu::DeviceDescriptor {
            required_limits: adapter.limits(),
            ..Default::default()
        };
        let (device, queue) = pollster::block_on(adapter.request_device(&desc)).ok()?;
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: None,
            source: wgpu::ShaderSource::Wgsl(wgsl.into()),
        });
        let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: None,
            layout: None,
            module: &module,
            entry_point: Some("main"),
            compilation_options: Default::default(),
            cache: None,
        });
        let bufs: Vec<wgpu::Buffer> = buffers
            .iter()
            .map(|data| {
                device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                    label: None,
                    contents: data,
                    usage: wgpu::BufferUsages::STORAGE
                        | wgpu::BufferUsages::UNIFORM
                        | wgpu::BufferUsages::COPY_SRC
                        | wgpu::BufferUsages::COPY_DST,
                })
            })
            .collect();
        let entries: Vec<wgpu::BindGroupEntry> = bufs
            .iter()
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry {
                binding: i as u32,
                resource: b.as_entire_binding(),
            })
            .collect();
        let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &pipeline.get_bind_group_layout(0),
            entries: &entries,
        });
        Some((
            Plain {
                device,
                queue,
                pipeline,
                bind_group,
            },
            bufs,
        ))
    }

    fn run(&self, grid: [u32; 3]) {
        let mut encoder = self.device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_compute_pass(&Default::default());
            pass.set_pipeline(&self.pipeline);
            pass.set_bind_group(0, &self.bind_group, &[]);
            pass.dispatch_workgroups(grid[0], grid[1], grid[2]);
        }
        self.queue.submit([encoder.finish()]);
        self.device.poll(wgpu::PollType::wait_indefinitely()).unwrap();
    }
}

fn wgpu_devices() -> Vec<GpuContext> {
    available_devices()
        .into_iter()
        .filter(|d| d.kind == DeviceKind::Wgpu)
        .filter_map(|d| select_device(d.id).ok())
        .collect()
}

fn configure(group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group.sampling_mode(SamplingMode::Flat);
}

fn vector_add(cr: &mut Criterion) {
    let n = 16usize << 20;
    let grid = [32768, (n / 256 / 32768) as u32, 1];
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let mut group = cr.benchmark_group("wgpu_vector_add_16M");
    configure(&mut group);
    group.throughput(Throughput::Bytes((3 * n * 4) as u64));
    for ctx in wgpu_devices() {
        let id = ctx.info().id.to_string().replace(':', "");
        let k = ctx.compile_kernel(&KernelSource::wgsl(VECTOR_ADD)).unwrap();
        let (da, db, dc) = (
            ctx.upload(&a).unwrap(),
            ctx.upload(&b).unwrap(),
            ctx.alloc::<f32>(n).unwrap(),
        );
        let cfg = LaunchConfig::grid(grid, &k);
        ctx.launch(&k, cfg, &[&da, &db, &dc]).unwrap();
        let got = ctx.download(&dc).unwrap();
        assert!(
            (0..n).step_by(4099).all(|i| got[i] == a[i] + b[i]),
            "anygpu on {id} is wrong"
        );
        group.bench_function(format!("anygpu_{id}"), |bench| {
            bench.iter(|| {
                ctx.launch(&k, cfg, &[&da, &db, &dc]).unwrap();
                ctx.synchronize().unwrap();
            })
        });
        let zeros = vec![0u8; n * 4];
        if let Some((plain, _bufs)) = Plain::new(
            &ctx.info().name,
            VECTOR_ADD,
            &[bytemuck::cast_slice(&a), bytemuck::cast_slice(&b), &zeros],
        ) {
            group.bench_function(format!("plain_wgpu_{id}"), |bench| {
                bench.iter(|| plain.run(black_box(grid)))
            });
        }
    }
    group.finish();
}

fn matmul(cr: &mut Criterion) {
    let n = 512usize;
    let a: Vec<f32> = (0..n * n).map(|i| (i % 7) as f32).collect();
    let b: Vec<f32> = (0..n * n).map(|i| (i % 5) as f32).collect();
    let dims = [n as u32, n as u32, n as u32, 0];
    let grid = [(n / 16) as u32, (n / 16) as u32, 1];
    let mut group = cr.benchmark_group("wgpu_matmul_512");
    configure(&mut group);
    group.throughput(Throughput::Elements(2 * (n as u64).pow(3)));
    let mut contexts = wgpu_devices();
    contexts.insert(0, GpuContext::with_cpu_device(&anygpu::CpuDeviceConfig::host()));
    for ctx in contexts {
        let id = ctx.info().id.to_string().replace(':', "");
        let k = ctx.compile_kernel(&KernelSource::wgsl(MATMUL)).unwrap();
        let (da, db, dc, dd) = (
            ctx.upload(&a).unwrap(),
            ctx.upload(&b).unwrap(),
            ctx.alloc::<f32>(n * n).unwrap(),
            ctx.upload(&dims).unwrap(),
        );
        let cfg = LaunchConfig::grid(grid, &k);
        ctx.launch(&k, cfg, &[&da, &db, &dc, &dd]).unwrap();
        let got = ctx.download(&dc).unwrap();
        let want: f32 = (0..n).map(|kk| a[3 * n + kk] * b[kk * n + 5]).sum();
        assert_eq!(got[3 * n + 5], want, "anygpu matmul on {id} is wrong");
        group.bench_function(format!("anygpu_{id}"), |bench| {
            bench.iter(|| {
                ctx.launch(&k, cfg, &[&da, &db, &dc, &dd]).unwrap();
                ctx.synchronize().unwrap();
            })
        });
        if ctx.info().kind != DeviceKind::Wgpu {
            continue;
        }
        let zeros = vec![0u8; n * n * 4];
        let buffers: [&[u8]; 4] = [
            bytemuck::cast_slice(&a),
            bytemuck::cast_slice(&b),
            &zeros,
            bytemuck::cast_slice(&dims),
        ];
        if let Some((plain, _bufs)) = Plain::new(&ctx.info().name, MATMUL, &buffers) {
            group.bench_function(format!("plain_wgpu_{id}"), |bench| {
                bench.iter(|| plain.run(black_box(grid)))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, vector_add, matmul);
criterion_main!(benches);
