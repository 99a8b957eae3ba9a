//! A small MLP (16 → 32 → 1, ReLU) trained by data parallelism across a `DeviceGroup`: each
//! member takes its shard of the batch, computes its gradients with `ops::matmul_with` and two
//! small kernels, the gradients are all-reduced (`DeviceGroup::all_reduce`), and every member
//! takes the same SGD step. The same model is trained on one device with the whole batch beside
//! it, and the final losses must agree within 1e-5 relative.
//!
//! ```text
//! ANYGPU_MOCK=count=4 cargo run --release --example data_parallel -- --local --steps 20
//! ```
//!
//! `--local` runs one process over every device listed (four mock devices above; on a machine
//! with GPUs, those). Without it, each MPI rank is one member (`cluster::Communicator`, the
//! `mpi` feature), on the device its local rank picks; rank 0 prints the losses and checks them
//! against its own single-device run:
//!
//! ```text
//! cargo build --release --features mpi --example data_parallel
//! mpirun -n 4 target/release/examples/data_parallel --steps 20
//! ```

use anygpu::ops::{self, MatmulSpec, Unary};
use anygpu::{DeviceBuffer, DeviceGroup, GpuContext, Immediate, KernelSource, LaunchConfig, ReduceOp};

const INPUTS: usize = 16;
const HIDDEN: usize = 32;
const SAMPLES: usize = 256;
const LEARNING_RATE: f32 = 0.05;

/// `dz = dh` where the pre-activation `z` is positive, else 0 (ReLU's backward); and
/// `w -= scale · g` (the SGD step).
const KERNELS: &str = "
var<immediate> p: vec2<f32>;
@group(0) @binding(0) var<storage, read_write> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@compute @workgroup_size(64)
fn relu_backward(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if i < arrayLength(&a) { a[i] = select(0.0, a[i], b[i] > 0.0); }
}
@compute @workgroup_size(64)
fn sgd(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if i < arrayLength(&a) { a[i] = a[i] - p.x * b[i]; }
}
";

fn main() {
    anygpu::quiet_display_probing();
    if let Err(e) = run() {
        eprintln!("data_parallel: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let (mut steps, mut local) = (20usize, false);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--local" => local = true,
            "--steps" => {
                steps = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .ok_or("--steps takes a number")?
            }
            other => return Err(format!("unknown argument {other} (--local, --steps N)").into()),
        }
    }
    if !local {
        return across_processes(steps);
    }
    let group = DeviceGroup::available()?;
    let names: Vec<String> = group.contexts().iter().map(|c| c.info().id.to_string()).collect();
    println!("data parallel over {} devices: {}", group.len(), names.join(", "));
    let (x, y) = data();
    let (w1, w2) = initial_weights();

    // One device, the whole batch.
    let single = DeviceGroup::new(vec![group.contexts()[0].clone()])?;
    let reference = train(&single, &x, &y, &w1, &w2, steps, false)?;
    // The group, a shard each.
    let parallel = train(&group, &x, &y, &w1, &w2, steps, true)?;
    let relative = ((parallel - reference) / reference).abs();
    println!(
        "final loss {parallel:.7} on {} devices, {reference:.7} on one: {relative:.1e} apart",
        group.len()
    );
    if relative > 1e-5 {
        return Err(format!("the final losses differ by {relative:.2e} relative (over 1e-5)").into());
    }
    println!("matches the single-device run within 1e-5");
    Ok(())
}

/// One rank per member, gradients all-reduced by MPI.
#[cfg(feature = "mpi")]
fn across_processes(steps: usize) -> Result<(), Box<dyn std::error::Error>> {
    let comm = anygpu::cluster::Communicator::init()?;
    let (p, r) = (comm.size(), comm.rank());
    if r == 0 {
        println!("data parallel over {p} ranks; rank 0: {}", comm.describe());
    }
    let (x, y) = data();
    let (w1, w2) = initial_weights();
    let ctx = comm.context();
    let mut member = Member::new(ctx, &x, &y, &w1, &w2, (r * SAMPLES / p, (r + 1) * SAMPLES / p))?;
    let mut loss = 0.0;
    for step in 0..steps {
        let (mut g1, mut g2, squared) = gradients(&member)?;
        comm.all_reduce(&mut g1, ReduceOp::Sum)?;
        comm.all_reduce(&mut g2, ReduceOp::Sum)?;
        let mut total = ctx.upload(&[squared])?;
        comm.all_reduce(&mut total, ReduceOp::Sum)?;
        member.sgd_step(&g1, &g2)?;
        loss = f64::from(ctx.download(&total)?[0]) / SAMPLES as f64;
        if r == 0 {
            println!("step {}: loss: {loss:.7}", step + 1);
        }
    }
    if r == 0 {
        let single = DeviceGroup::new(vec![ctx.clone()])?;
        let reference = train(&single, &x, &y, &w1, &w2, steps, false)?;
        let relative = ((loss - reference) / reference).abs();
        println!("final loss {loss:.7} on {p} ranks, {reference:.7} on one device: {relative:.1e} apart");
        if relative > 1e-5 {
            return Err(format!("the final losses differ by {relative:.2e} relative (over 1e-5)").into());
        }
        println!("matches the single-device run within 1e-5");
    }
    Ok(())
}

#[cfg(not(feature = "mpi"))]
fn across_processes(_steps: usize) -> Result<(), Box<dyn std::error::Error>> {
    Err(
        "across processes (mpirun) needs the MPI communicator: build with --features mpi, or run \
         with --local (ANYGPU_MOCK=count=4 for four mock devices)"
            .into(),
    )
}

/// Inputs in [-1, 1) and a smooth target of them, deterministic.
fn data() -> (Vec<f32>, Vec<f32>) {
    let x: Vec<f32> = (0..SAMPLES * INPUTS)
        .map(|i| ((i as u32).wrapping_mul(2_654_435_761) >> 8) as f32 / (1u32 << 23) as f32 - 1.0)
        .collect();
    let y = x
        .chunks(INPUTS)
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(j, v)| (v * (j as f32 + 1.0) * 0.3).sin())
                .sum::<f32>()
                * 0.2
        })
        .collect();
    (x, y)
}

fn initial_weights() -> (Vec<f32>, Vec<f32>) {
    let w = |n: usize, seed: u32, scale: f32| -> Vec<f32> {
        (0..n as u32)
            .map(|i| ((i ^ seed).wrapping_mul(2_246_822_519) >> 8) as f32 / (1u32 << 24) as f32 - 0.5)
            .map(|v| v * scale)
            .collect()
    };
    (w(INPUTS * HIDDEN, 7, 0.5), w(HIDDEN, 11, 0.5))
}

/// One member's model, shard and scratch.
struct Member {
    ctx: GpuContext,
    rows: usize,
    x: DeviceBuffer<f32>,
    y: DeviceBuffer<f32>,
    w1: DeviceBuffer<f32>,
    w2: DeviceBuffer<f32>,
}

impl Member {
    /// The model's weights and rows `start .. end` of the batch, on `ctx`.
    fn new(
        ctx: &GpuContext,
        x: &[f32],
        y: &[f32],
        w1: &[f32],
        w2: &[f32],
        (start, end): (usize, usize),
    ) -> Result<Self, Box<dyn std::error::Error>> {
        Ok(Member {
            ctx: ctx.clone(),
            rows: end - start,
            x: ctx.upload(&x[start * INPUTS..end * INPUTS])?,
            y: ctx.upload(&y[start..end])?,
            w1: ctx.upload(w1)?,
            w2: ctx.upload(w2)?,
        })
    }

    /// The SGD step with the whole batch's gradients:
    /// d(mean squared error)/dw = 2/N · Σ e · de/dw.
    fn sgd_step(&mut self, g1: &DeviceBuffer<f32>, g2: &DeviceBuffer<f32>) -> Result<(), Box<dyn std::error::Error>> {
        let scale = LEARNING_RATE * 2.0 / SAMPLES as f32;
        let k = self.ctx.compile_kernel(&KernelSource::wgsl(KERNELS).entry("sgd"))?;
        for (w, g) in [(&mut self.w1, g1), (&mut self.w2, g2)] {
            let cfg = LaunchConfig::for_elements(w.len(), &k);
            self.ctx.launch(&k, cfg, &[&*w, g, &Immediate(&[scale, 0.0f32])])?;
        }
        Ok(())
    }
}

/// Trains for `steps`, printing the loss after each (the mean squared error over the whole
/// batch), and returns the last one. With `shard`, member `i` takes rows `i·N/p ..`.
fn train(
    group: &DeviceGroup,
    x: &[f32],
    y: &[f32],
    w1: &[f32],
    w2: &[f32],
    steps: usize,
    shard: bool,
) -> Result<f64, Box<dyn std::error::Error>> {
    let p = group.len();
    let mut members = Vec::new();
    for (i, ctx) in group.contexts().iter().enumerate() {
        members.push(Member::new(
            ctx,
            x,
            y,
            w1,
            w2,
            (i * SAMPLES / p, (i + 1) * SAMPLES / p),
        )?);
    }
    let mut loss = 0.0;
    for step in 0..steps {
        let (mut g1s, mut g2s) = (Vec::new(), Vec::new());
        let mut squared = 0.0f64;
        for m in &members {
            let (g1, g2, sq) = gradients(m)?;
            g1s.push(g1);
            g2s.push(g2);
            squared += f64::from(sq);
        }
        group.all_reduce(&mut g1s, ReduceOp::Sum)?;
        group.all_reduce(&mut g2s, ReduceOp::Sum)?;
        for (m, (g1, g2)) in members.iter_mut().zip(g1s.iter().zip(&g2s)) {
            m.sgd_step(g1, g2)?;
        }
        loss = squared / SAMPLES as f64;
        if shard {
            println!("step {}: loss: {loss:.7}", step + 1);
        }
    }
    Ok(loss)
}

/// One member's gradients of Σ e² / 2 over its rows (`e = out − y`), and its Σ e².
fn gradients(m: &Member) -> Result<(DeviceBuffer<f32>, DeviceBuffer<f32>, f32), Box<dyn std::error::Error>> {
    let (ctx, rows) = (&m.ctx, m.rows);
    let none = ops::Epilogue::default;
    let mut z = ctx.alloc::<f32>(rows * HIDDEN)?;
    ops::matmul_with(ctx, &MatmulSpec::new(rows, INPUTS, HIDDEN), &m.x, &m.w1, &mut z, none())?;
    let h = ops::unary(ctx, Unary::Relu, &z)?;
    let mut out = ctx.alloc::<f32>(rows)?;
    ops::matmul_with(ctx, &MatmulSpec::new(rows, HIDDEN, 1), &h, &m.w2, &mut out, none())?;
    let e = ops::binary(ctx, ops::Binary::Sub, &out, &m.y)?;
    let squared = ops::dot(ctx, &e, &e)?;
    // dW2 = hᵀ e, dh = e W2ᵀ, dz = dh where z > 0, dW1 = xᵀ dz.
    let mut g2 = ctx.alloc::<f32>(HIDDEN)?;
    ops::matmul_with(
        ctx,
        &MatmulSpec::new(HIDDEN, rows, 1).transpose_a(),
        &h,
        &e,
        &mut g2,
        none(),
    )?;
    let mut dz = ctx.alloc::<f32>(rows * HIDDEN)?;
    ops::matmul_with(
        ctx,
        &MatmulSpec::new(rows, 1, HIDDEN).transpose_b(),
        &e,
        &m.w2,
        &mut dz,
        none(),
    )?;
    let k = ctx.compile_kernel(&KernelSource::wgsl(KERNELS).entry("relu_backward"))?;
    ctx.launch(&k, LaunchConfig::for_elements(dz.len(), &k), &[&dz, &z])?;
    let mut g1 = ctx.alloc::<f32>(INPUTS * HIDDEN)?;
    ops::matmul_with(
        ctx,
        &MatmulSpec::new(INPUTS, rows, HIDDEN).transpose_a(),
        &m.x,
        &dz,
        &mut g1,
        none(),
    )?;
    Ok((g1, g2, squared))
}
