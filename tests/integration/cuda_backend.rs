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

/// The CUDA GPUs of this machine as one `DeviceGroup` over NCCL (`ANYGPU_NCCL`, or
/// `libnccl.so.2` on the loader's path: the GPU kit points it at PyTorch's).
#[test]
fn nccl_collectives_on_the_cuda_devices() {
    let test = "nccl_collectives_on_the_cuda_devices";
    crate::group::collectives_on_a_library(test, cuda_contexts(test), "nccl");
}

/// `copy_between` two CUDA contexts goes GPU to GPU (`cuMemcpyPeer`).
#[test]
fn copies_between_cuda_contexts_stay_on_the_gpus() {
    crate::group::copies_between_gpu_contexts(&cuda_contexts("copies_between_cuda_contexts_stay_on_the_gpus"));
}
