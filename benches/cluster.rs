//! All-reduce bus bandwidth across four MPI ranks on this machine (loopback, shared memory),
//! anygpu's `Communicator::all_reduce` on CPU-device buffers against Open MPI's own
//! `MPI_Allreduce` on host buffers of the same size, alternating in the same run, f32 sums
//! from 1 KiB to 256 MiB; beside them a `DeviceGroup` of four mock devices in one process.
//! Bus bandwidth is nccl-tests' `busbw`: `size · 2(p − 1)/p` over the time of one call.
//!
//! ```text
//! cargo bench --features mpi --bench cluster            # starts `mpirun -n 4` itself
//! cargo bench --features mpi --bench cluster -- 1048576 # only sizes (bytes) listed
//! ```
//!
//! Each size runs `ROUNDS` rounds, each timing a batch of anygpu calls then a batch of MPI
//! calls (the same number, at least 0.1 s of work), and reports the medians. Times are rank
//! 0's, between barriers.

use std::process::Command;
use std::time::{Duration, Instant};

use anygpu::cluster::Communicator;
use anygpu::{DeviceGroup, ReduceOp};
use mpi::collective::SystemOperation;
use mpi::traits::CommunicatorCollectives;

const RANKS: usize = 4;
const ROUNDS: usize = 5;
const SIZES: [usize; 9] = [
    1 << 10,
    16 << 10,
    256 << 10,
    1 << 20,
    4 << 20,
    16 << 20,
    64 << 20,
    128 << 20,
    256 << 20,
];

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() { SIZES.to_vec() } else { sizes };
    if std::env::var_os("OMPI_COMM_WORLD_SIZE").is_none() && std::env::var_os("PMI_SIZE").is_none() {
        launch(&sizes);
    } else {
        rank(&sizes);
    }
}

/// Outside MPI: times the in-process group, then starts the ranks under mpirun with its
/// results, which rank 0 prints beside its own.
fn launch(sizes: &[usize]) {
    let group = DeviceGroup::mock(RANKS).expect("four mock devices");
    let mut results = Vec::new();
    for &bytes in sizes {
        let len = bytes / 4;
        let mut buffers: Vec<_> = group
            .contexts()
            .iter()
            .map(|ctx| ctx.upload(&vec![1.0f32; len]).expect("upload"))
            .collect();
        let calls = calls_for(bytes);
        let mut times = Vec::new();
        for _ in 0..ROUNDS {
            let start = Instant::now();
            for _ in 0..calls {
                group.all_reduce(&mut buffers, ReduceOp::Sum).expect("all_reduce");
            }
            times.push(start.elapsed() / calls as u32);
        }
        results.push(format!("{bytes}:{}", median(&mut times).as_secs_f64()));
    }
    let exe = std::env::current_exe().expect("this benchmark's path");
    let status = Command::new("mpirun")
        .args(["--oversubscribe", "-n", &RANKS.to_string()])
        .arg(exe)
        .args(sizes.iter().map(|s| s.to_string()))
        .env("ANYGPU_BENCH_GROUP", results.join(","))
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        .status()
        .expect("mpirun runs (scripts/setup.sh installs Open MPI)");
    assert!(status.success(), "mpirun: {status}");
}

fn rank(sizes: &[usize]) {
    let comm = Communicator::init().expect("MPI starts");
    let world = mpi::topology::SimpleCommunicator::world();
    let p = comm.size();
    let group: Vec<(usize, f64)> = std::env::var("ANYGPU_BENCH_GROUP")
        .unwrap_or_default()
        .split(',')
        .filter_map(|kv| {
            let (k, v) = kv.split_once(':')?;
            Some((k.parse().ok()?, v.parse().ok()?))
        })
        .collect();
    if comm.rank() == 0 {
        println!("all-reduce f32 sum, {p} ranks: {}", comm.describe());
        println!("bus bandwidth GiB/s (nccl-tests busbw = size·2(p−1)/p / time), medians of {ROUNDS} rounds");
        println!(
            "{:>10} {:>12} {:>12} {:>8} {:>14}",
            "size", "anygpu", "MPI_Allreduce", "ratio", "group (1 proc)"
        );
    }
    let ctx = comm.context().clone();
    for &bytes in sizes {
        let len = bytes / 4;
        let mut buf = ctx.upload(&vec![1.0f32; len]).expect("upload");
        let send = vec![1.0f32; len];
        let mut recv = vec![0.0f32; len];
        let calls = calls_for(bytes);
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            comm.barrier().expect("barrier");
            let start = Instant::now();
            for _ in 0..calls {
                comm.all_reduce(&mut buf, ReduceOp::Sum).expect("all_reduce");
            }
            ours.push(start.elapsed() / calls as u32);
            comm.barrier().expect("barrier");
            let start = Instant::now();
            for _ in 0..calls {
                world.all_reduce_into(&send[..], &mut recv[..], SystemOperation::sum());
            }
            theirs.push(start.elapsed() / calls as u32);
        }
        if comm.rank() == 0 {
            let busbw =
                |t: Duration| bytes as f64 * 2.0 * (p - 1) as f64 / p as f64 / t.as_secs_f64() / (1u64 << 30) as f64;
            let (a, b) = (median(&mut ours), median(&mut theirs));
            let in_process = group
                .iter()
                .find(|(s, _)| *s == bytes)
                .map_or("-".to_string(), |(_, t)| {
                    format!("{:.2}", busbw(Duration::from_secs_f64(*t)))
                });
            println!(
                "{:>10} {:>12.3} {:>12.3} {:>8.2} {:>14}",
                human(bytes),
                busbw(a),
                busbw(b),
                b.as_secs_f64() / a.as_secs_f64(),
                in_process
            );
        }
    }
}

/// Calls per timed batch: about 0.1 s of work at 1 GiB/s, at least 2.
fn calls_for(bytes: usize) -> usize {
    ((100 << 20) / bytes.max(1)).clamp(2, 2000)
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn human(bytes: usize) -> String {
    if bytes >= 1 << 20 {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{} KiB", bytes >> 10)
    }
}
