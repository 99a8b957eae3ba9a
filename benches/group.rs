//! All-reduce bus bandwidth of a `DeviceGroup` of four mock devices, from 1 KiB to 64 MiB per
//! member (f32 sums): criterion's throughput is the bus bytes, `size · 2(p − 1)/p` per call
//! (nccl-tests' `busbw`), so its GiB/s is comparable across group sizes. Everything is staged
//! through host memory on the two development cores; the comparison the issue asks for, Open
//! MPI's `MPI_Allreduce` on host buffers in the same run, waits for the MPI communicator.
//!
//! `cargo bench --bench group`

use anygpu::{DeviceBuffer, DeviceGroup, ReduceOp};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};

fn all_reduce(c: &mut Criterion) {
    let group = DeviceGroup::mock(4).expect("four mock devices");
    let p = group.len() as u64;
    let mut bench = c.benchmark_group("all_reduce_4_mock");
    bench.sample_size(10);
    for kib in [1usize, 64, 1024, 16 << 10, 64 << 10] {
        let len = kib * 1024 / 4;
        let mut buffers: Vec<DeviceBuffer<f32>> = group
            .contexts()
            .iter()
            .map(|ctx| ctx.upload(&vec![1.0f32; len]).expect("upload"))
            .collect();
        bench.throughput(Throughput::Bytes((len as u64 * 4) * 2 * (p - 1) / p));
        bench.bench_with_input(BenchmarkId::from_parameter(format!("{kib} KiB")), &len, |b, _| {
            // The buffers are not reset between calls (that would time an upload too): the
            // sums grow 4× a call, to infinity in time, which costs the same.
            b.iter(|| group.all_reduce(&mut buffers, ReduceOp::Sum).expect("all_reduce"))
        });
    }
    bench.finish();
}

criterion_group!(benches, all_reduce);
criterion_main!(benches);
