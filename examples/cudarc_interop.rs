//! anygpu and cudarc on one NVIDIA GPU, sharing memory without copies: a buffer cudarc
//! allocated runs an anygpu kernel in place (`wrap_device_memory`, the `CudaSlice` kept alive
//! by anygpu until its last use), and an anygpu buffer's `CUdeviceptr` is read by cudarc
//! (`native_buffer`). Both use the device's primary context. Without a CUDA device it says so
//! and exits successfully.
//!
//!   cargo run --release --example cudarc_interop

use anygpu::{available_devices, select_device, DeviceKind, KernelSource, LaunchConfig, NativeBuffer, NativeDevice};
use cudarc::driver::{CudaContext, DevicePtr};

const DOUBLE: &str = "@group(0) @binding(0) var<storage, read_write> x: array<f32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&x) { x[id.x] = 2.0 * x[id.x]; }
}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let Some(info) = available_devices().into_iter().find(|d| d.kind == DeviceKind::Cuda) else {
        println!("no CUDA device on this machine: nothing to share (skipped)");
        return Ok(());
    };
    let ctx = select_device(info.id)?;
    let NativeDevice::Cuda { ordinal, .. } = ctx.native_device()? else {
        unreachable!("a CUDA context")
    };
    let cuda = CudaContext::new(ordinal as usize)?;
    let stream = cuda.default_stream();

    // cudarc's memory as an anygpu buffer.
    let n = 1 << 20;
    let host: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let theirs = stream.clone_htod(&host)?;
    let ptr = {
        let (ptr, _read) = theirs.device_ptr(&stream);
        ptr
    };
    stream.synchronize()?;
    // SAFETY: `ptr` is `n` f32s that `theirs` owns; anygpu keeps `theirs` alive until its last
    // use of the memory, and cudarc does nothing with it meanwhile.
    let buf = unsafe { ctx.wrap_device_memory::<f32>(ptr, n, theirs) }?;
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(DOUBLE))?;
    ctx.launch(&kernel, LaunchConfig::for_elements(n, &kernel), &[&buf])?;
    let doubled = ctx.download(&buf)?;
    assert!(doubled.iter().enumerate().all(|(i, &v)| v == 2.0 * i as f32));
    println!("anygpu doubled {n} floats in cudarc's allocation in place: correct");

    // An anygpu buffer read by cudarc.
    let ours = ctx.upload(&host)?;
    ctx.synchronize()?;
    let NativeBuffer::Cuda { ptr, bytes } = ctx.native_buffer(&ours)? else {
        unreachable!("a CUDA buffer")
    };
    let mut back = vec![0f32; bytes / 4];
    // SAFETY: `ptr` holds `bytes` bytes of anygpu's live buffer, idle (synchronized above).
    unsafe { cudarc::driver::result::memcpy_dtoh_sync(&mut back, ptr) }?;
    assert_eq!(back, host);
    println!("cudarc read anygpu's buffer through its CUdeviceptr: correct");
    Ok(())
}
