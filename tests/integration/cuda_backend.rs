//! The CUDA device kind, on real NVIDIA GPUs. Without one (this project's CI machine has none)
//! every test prints why it skips; the conformance suite (`tests/conformance.rs`) also runs on
//! each CUDA device found, and its PTX is assembled by ptxas everywhere.
#![cfg(feature = "cuda")]

use anygpu::{available_devices, select_device, DeviceKind, GpuContext, GpuError, KernelSource, LaunchConfig};

fn cuda_contexts(test: &str) -> Vec<GpuContext> {
    let devices: Vec<_> = available_devices()
        .into_iter()
        .filter(|d| d.kind == DeviceKind::Cuda)
        .collect();
    if devices.is_empty() {
        skip!("{test}: no CUDA device (no NVIDIA driver or GPU on this machine)");
    }
    devices.iter().map(|d| select_device(d.id).unwrap()).collect()
}

#[test]
fn cuda_devices_describe_themselves() {
    for ctx in cuda_contexts("cuda_devices_describe_themselves") {
        let info = ctx.info();
        assert_eq!(info.subgroup_size, 32);
        assert!(info.memory_total > 0 && info.multiprocessor_count > 0, "{info:?}");
        assert!(info.compute_version.contains('.'), "{info:?}");
        assert!(info.pci_bus_id.len() == 12 && info.uuid.starts_with("GPU-"), "{info:?}");
    }
}

/// Copies larger than the pinned staging buffer (8 MiB) go through it in chunks, both ways.
#[test]
fn large_copies_round_trip() {
    for ctx in cuda_contexts("large_copies_round_trip") {
        let data: Vec<u32> = (0..5_000_000u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
        let buf = ctx.upload(&data).unwrap();
        assert_eq!(ctx.download(&buf).unwrap(), data);
        let mut buf = buf;
        let again: Vec<u32> = data.iter().map(|v| v ^ 0xffff).collect();
        ctx.copy_to_device(&again, &mut buf).unwrap();
        let mut back = vec![0u32; again.len()];
        ctx.copy_to_host(&buf, &mut back).unwrap();
        assert_eq!(back, again);
    }
}

#[test]
fn kernels_run_and_are_timed_by_events() {
    let src = KernelSource::wgsl(
        "@group(0) @binding(0) var<storage, read_write> x: array<f32>;
         @compute @workgroup_size(256) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
             if g.x < arrayLength(&x) { x[g.x] = x[g.x] * 2.0 + 1.0; }
         }",
    );
    for ctx in cuda_contexts("kernels_run_and_are_timed_by_events") {
        let k = ctx.compile_kernel(&src).unwrap();
        let n = 1 << 20;
        let x = ctx.upload(&vec![1.5f32; n]).unwrap();
        let t = ctx.launch_timed(&k, LaunchConfig::for_elements(n, &k), &[&x]).unwrap();
        assert!(t.as_nanos() > 0 && t.as_secs() < 1, "{t:?}");
        assert!(ctx.download(&x).unwrap().iter().all(|&v| v == 4.0));
    }
}

#[test]
fn too_much_memory_is_out_of_memory() {
    for ctx in cuda_contexts("too_much_memory_is_out_of_memory") {
        let total = ctx.info().memory_total as usize;
        match ctx.alloc::<u8>(total * 2) {
            Err(GpuError::OutOfMemory { requested, .. }) => assert_eq!(requested as usize, total * 2),
            other => panic!("expected OutOfMemory, got {:?}", other.map(|_| ())),
        }
    }
}

/// The CUDA GPUs of this machine as one `DeviceGroup`: where NCCL loads (`ANYGPU_NCCL`, or
/// `libnccl.so.2` on the loader's path: the GPU kit points it at PyTorch's), the collectives run
/// on it, buffers staying on the GPUs, and give what the host's arithmetic gives.
#[test]
fn nccl_collectives_on_the_cuda_devices() {
    use anygpu::{DeviceGroup, ReduceOp};
    let contexts = cuda_contexts("nccl_collectives_on_the_cuda_devices");
    if contexts.is_empty() {
        return;
    }
    let p = contexts.len();
    let group = DeviceGroup::new(contexts).unwrap();
    let backend = group.backend();
    if !backend.starts_with("nccl") {
        skip!("nccl_collectives_on_the_cuda_devices: {backend}");
        return;
    }
    eprintln!("{p} CUDA device(s) over {backend}");
    let len = (1 << 20) + 3;
    let value = |r: usize, i: usize| ((i * 7 + r * 13) % 5) as f32 - 2.0;
    let mut buffers: Vec<_> = group
        .contexts()
        .iter()
        .enumerate()
        .map(|(r, ctx)| ctx.upload(&(0..len).map(|i| value(r, i)).collect::<Vec<_>>()).unwrap())
        .collect();
    group.all_reduce(&mut buffers, ReduceOp::Sum).unwrap();
    for (ctx, buf) in group.contexts().iter().zip(&buffers) {
        let got = ctx.download(buf).unwrap();
        for i in (0..len).step_by(997).chain([len - 1]) {
            assert_eq!(got[i], (0..p).map(|r| value(r, i)).sum::<f32>(), "element {i}");
        }
    }
    let inputs: Vec<_> = group
        .contexts()
        .iter()
        .map(|ctx| ctx.upload(&[1.0f32, 2.0, 3.0]).unwrap())
        .collect();
    let mut gathered: Vec<_> = group
        .contexts()
        .iter()
        .map(|ctx| ctx.alloc::<f32>(3 * p).unwrap())
        .collect();
    group.all_gather(&inputs, &mut gathered).unwrap();
    assert_eq!(
        group.contexts()[0].download(&gathered[0]).unwrap(),
        [1.0f32, 2.0, 3.0].repeat(p)
    );
    let mut ints: Vec<_> = group
        .contexts()
        .iter()
        .map(|ctx| ctx.upload(&[5i32, -7]).unwrap())
        .collect();
    group.all_reduce(&mut ints, ReduceOp::Max).unwrap();
    assert_eq!(group.contexts()[0].download(&ints[0]).unwrap(), [5, -7]);
}

/// `copy_between` two CUDA contexts goes GPU to GPU (`cuMemcpyPeer`): between two devices where
/// there are two, else between two contexts of one device; slices included.
#[test]
fn copies_between_cuda_contexts_stay_on_the_gpus() {
    let contexts = cuda_contexts("copies_between_cuda_contexts_stay_on_the_gpus");
    let Some(first) = contexts.first() else { return };
    let second = match contexts.get(1) {
        Some(other) => other.clone(),
        None => select_device(first.info().id).unwrap(),
    };
    let data: Vec<u32> = (0..3_000_001u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let src = first.upload(&data).unwrap();
    let mut dst = second.alloc::<u32>(data.len()).unwrap();
    anygpu::copy_between(first, &src, &second, &mut dst).unwrap();
    assert_eq!(second.download(&dst).unwrap(), data);
    let mut part = second.alloc_zeroed::<u32>(1000).unwrap();
    anygpu::copy_between(first, &src.slice(4000..5000).unwrap(), &second, &mut part).unwrap();
    assert_eq!(second.download(&part).unwrap(), &data[4000..5000]);
}
