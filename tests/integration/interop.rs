//! Raw handles in and out (issue 38, part 1): a buffer's memory and a context's device as the
//! runtime names them, and memory another library allocated used as an anygpu buffer without a
//! copy, on the CPU device and every wgpu adapter (CUDA and ROCm where present).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use anygpu::{select_device, GpuContext, KernelSource, LaunchConfig, NativeBuffer, NativeDevice};

const ADD_ONE: &str = include_str!("../kernels/add_one.wgsl");

fn add_one(ctx: &GpuContext, buf: &anygpu::DeviceBuffer<u32>) {
    let k = ctx.compile_kernel(&KernelSource::wgsl(ADD_ONE)).unwrap();
    ctx.launch(&k, LaunchConfig::for_elements(buf.len(), &k), &[buf])
        .unwrap();
}

/// Counts its drops: the keep-alive value handed to `wrap_device_memory`.
struct Owner(Vec<u32>, Arc<AtomicUsize>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.1.fetch_add(1, Ordering::SeqCst);
    }
}

/// On the CPU device a buffer is host memory the caller may read and write between anygpu's
/// work, and host memory another library owns runs kernels in place, its owner dropped only
/// when the last anygpu user (here a launch graph) is gone.
#[test]
fn cpu_buffers_are_host_memory_both_ways() {
    let ctx = select_device("cpu:0".parse().unwrap()).unwrap();
    assert!(matches!(ctx.native_device().unwrap(), NativeDevice::Cpu));
    let buf = ctx.upload(&[1u32, 2, 3, 4, 5]).unwrap();
    add_one(&ctx, &buf);
    ctx.synchronize().unwrap();
    let NativeBuffer::Host { ptr, bytes } = ctx.native_buffer(&buf).unwrap() else {
        panic!("the CPU device's buffers are host memory");
    };
    assert_eq!(bytes, 20);
    // SAFETY: the buffer is live, 20 bytes from `ptr`, and no anygpu work is queued on it.
    let host = unsafe { std::slice::from_raw_parts_mut(ptr.cast::<u32>(), 5) };
    assert_eq!(host, [2, 3, 4, 5, 6]);
    host[0] = 40;
    assert_eq!(ctx.download(&buf).unwrap(), [40, 3, 4, 5, 6]);

    // In: another library's memory, wrapped without a copy.
    let drops = Arc::new(AtomicUsize::new(0));
    let mut owner = Owner((0..1000).collect(), drops.clone());
    let ptr = owner.0.as_mut_ptr() as u64;
    // SAFETY: 1000 live, aligned u32s that `owner` keeps allocated until anygpu drops it, and
    // that nothing else touches meanwhile.
    let wrapped = unsafe { ctx.wrap_device_memory::<u32>(ptr, 1000, owner) }.unwrap();
    add_one(&ctx, &wrapped);
    let want: Vec<u32> = (1..1001).collect();
    assert_eq!(ctx.download(&wrapped).unwrap(), want);
    let k = ctx.compile_kernel(&KernelSource::wgsl(ADD_ONE)).unwrap();
    let mut recorder = ctx.record_graph();
    recorder
        .launch(&k, LaunchConfig::for_elements(1000, &k), &[&wrapped])
        .unwrap();
    let graph = recorder.finish().unwrap();
    drop(wrapped);
    assert_eq!(drops.load(Ordering::SeqCst), 0, "the graph still uses the memory");
    graph.launch().unwrap();
    ctx.synchronize().unwrap();
    drop(graph);
    assert_eq!(drops.load(Ordering::SeqCst), 1, "the owner goes with the last user");

    // On a mock device with guard zones around its own buffers, wrapped memory (which has none)
    // is not checked for them.
    let guarded = GpuContext::with_cpu_device(&anygpu::CpuDeviceConfig {
        guard_bytes: 4096,
        ..anygpu::CpuDeviceConfig::host()
    });
    let mut host = vec![5u32; 300];
    // SAFETY: 300 live u32s, untouched by anything else until `guarded`'s work ends below.
    let wrapped = unsafe { guarded.wrap_device_memory::<u32>(host.as_mut_ptr() as u64, 300, ()) }.unwrap();
    add_one(&guarded, &wrapped);
    assert_eq!(guarded.download(&wrapped).unwrap(), vec![6u32; 300]);
    drop(wrapped);
    drop(guarded);
    assert_eq!(host, vec![6u32; 300]);

    // Bad input: a null or misaligned address.
    // SAFETY: refused before anything uses the address.
    assert!(unsafe { ctx.wrap_device_memory::<u32>(0, 4, ()) }.is_err());
    assert!(unsafe { ctx.wrap_device_memory::<u32>(ptr + 2, 4, ()) }.is_err());
}

/// On wgpu the context's device and queue are wgpu's own, a buffer is a wgpu buffer, and a
/// buffer the program made on that device runs kernels in place.
#[cfg(feature = "wgpu")]
#[test]
fn wgpu_buffers_and_devices_are_wgpus_both_ways() {
    use crate::wgpu_devices::wgpu_contexts;
    use wgpu::util::DeviceExt;
    for ctx in wgpu_contexts() {
        let id = ctx.info().id;
        let NativeDevice::Wgpu { device, queue } = ctx.native_device().unwrap() else {
            panic!("{id}: a wgpu device");
        };
        let buf = ctx.upload(&[7u32; 33]).unwrap();
        let NativeBuffer::Wgpu { buffer, offset, bytes } = ctx.native_buffer(&buf).unwrap() else {
            panic!("{id}: a wgpu buffer");
        };
        assert!(offset + bytes <= buffer.size() && bytes == 132, "{id}");

        // In: a buffer made with the device anygpu handed out, written through its queue.
        let theirs = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("made outside anygpu"),
            contents: bytemuck::cast_slice(&(0..256u32).collect::<Vec<_>>()),
            usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC | wgpu::BufferUsages::COPY_DST,
        });
        queue.write_buffer(&theirs, 0, bytemuck::cast_slice(&[100u32]));
        let wrapped = ctx.wrap_wgpu_buffer::<u32>(theirs.clone()).unwrap();
        assert_eq!(wrapped.len(), 256);
        add_one(&ctx, &wrapped);
        let got = ctx.download(&wrapped).unwrap();
        assert_eq!(got[0], 101, "{id}");
        assert!((1..256).all(|i| got[i] == i as u32 + 1), "{id}");
        drop(wrapped);
        // Still theirs: anygpu only forgot it.
        assert_eq!(theirs.size(), 1024);

        // Refused: usages anygpu cannot bind, a size that is no whole number of elements, and
        // raw addresses on a wgpu device.
        let mappable = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: 64,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let e = ctx.wrap_wgpu_buffer::<u32>(mappable).unwrap_err().to_string();
        assert!(e.contains("STORAGE"), "{id}: {e}");
        let odd = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: 12,
            usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        assert!(ctx.wrap_wgpu_buffer::<[u32; 2]>(odd).is_err(), "{id}");
        // SAFETY: refused before the address is used.
        assert!(unsafe { ctx.wrap_device_memory::<u32>(64, 4, ()) }.is_err(), "{id}");
    }
}

/// Code compiled ahead of time loads with its source's signature and launches like any kernel:
/// anygpu's SPIR-V on a Vulkan wgpu adapter, read back from a file's bytes; the CPU device, and
/// an artifact of the wrong kind, are refused with what to do instead.
#[test]
fn precompiled_kernels_load_where_the_device_takes_them() {
    use anygpu::compiler::{compile, Artifact, TargetSpec};
    let source = KernelSource::wgsl(ADD_ONE);
    let spirv = compile(&source, &TargetSpec::Spirv).unwrap();
    let read = Artifact::read(&TargetSpec::Spirv, spirv.entry(), spirv.bytes().to_vec()).unwrap();
    let cpu = select_device("cpu:0".parse().unwrap()).unwrap();
    // SAFETY: the artifact is anygpu's compile of `source`.
    let e = unsafe { cpu.load_precompiled(&source, &read) }.unwrap_err().to_string();
    assert!(e.contains("compiles every kernel from its source"), "{e}");
    #[cfg(feature = "wgpu")]
    for ctx in crate::wgpu_devices::wgpu_contexts() {
        let id = ctx.info().id;
        // SAFETY: as above.
        let kernel = match unsafe { ctx.load_precompiled(&source, &read) } {
            Ok(kernel) => kernel,
            // Adapters other than Vulkan ones take no SPIR-V: said so.
            Err(e) => {
                assert!(e.to_string().contains("Vulkan"), "{id}: {e}");
                continue;
            }
        };
        let buf = ctx.upload(&(0..1000u32).collect::<Vec<_>>()).unwrap();
        ctx.launch(&kernel, LaunchConfig::for_elements(1000, &kernel), &[&buf])
            .unwrap();
        assert_eq!(ctx.download(&buf).unwrap(), (1..1001).collect::<Vec<u32>>(), "{id}");
        // Validated like any kernel: a missing argument is refused before anything runs.
        assert!(ctx
            .launch(&kernel, LaunchConfig::for_elements(1000, &kernel), &[])
            .is_err());
        // A grid wider than one dispatch needs the kernel's source (its windowed form): said so.
        let wide = LaunchConfig::grid([ctx.info().dispatch_grid[0] + 1, 1, 1], &kernel);
        let e = ctx.launch(&kernel, wide, &[&buf]).unwrap_err();
        assert!(
            matches!(e, anygpu::GpuError::NotSupported(_)) && e.to_string().contains("precompiled"),
            "{id}: {e}"
        );
        let ptx = compile(&source, &TargetSpec::ptx("sm_80".parse().unwrap())).unwrap();
        // SAFETY: refused before its code is used.
        let e = unsafe { ctx.load_precompiled(&source, &ptx) }.unwrap_err();
        assert!(
            matches!(e, anygpu::GpuError::InvalidArgument(_)) && e.to_string().contains("SPIR-V"),
            "{id}: {e}"
        );
    }
}

/// A kernel another compiler made, run with a declared signature (issue 38, part 2): SPIR-V
/// written by naga's own SPIR-V back end with its default options (not anygpu's writer: no
/// bounds checks, its own binding numbers and layout of the push constants) runs on every
/// Vulkan wgpu adapter as `y = a * x + y` over the first `n` elements, validated like any
/// kernel; the CPU device and the wrong kind of code are refused by name. (CUDA PTX, cubins and
/// AMD code objects: `compiler::foreign`'s unit tests check their declarations; the GPU kit runs
/// them.)
#[test]
fn foreign_kernels_run_with_their_declared_signature() {
    use anygpu::compiler::ScalarType;
    use anygpu::{ForeignCode, ForeignSignature, GpuError, Immediate};
    // __global__ void saxpy(float a, const float* x, float* y, unsigned n), as WGSL for naga.
    let wgsl = "struct Params { a: f32, n: u32 }
var<immediate> p: Params;
@group(0) @binding(0) var<storage, read> xs: array<f32>;
@group(0) @binding(1) var<storage, read_write> ys: array<f32>;
@compute @workgroup_size(64) fn saxpy(@builtin(global_invocation_id) g: vec3<u32>) {
    if g.x < p.n { ys[g.x] = p.a * xs[g.x] + ys[g.x]; }
}";
    let module = naga::front::wgsl::parse_str(wgsl).unwrap();
    let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(&module)
        .unwrap();
    let words = naga::back::spv::write_vec(&module, &info, &Default::default(), None).unwrap();
    let signature = ForeignSignature::new("saxpy", [64, 1, 1])
        .scalar("a", ScalarType::F32)
        .buffer("x", ScalarType::F32)
        .buffer_mut("y", ScalarType::F32)
        .scalar("n", ScalarType::U32);
    let code = ForeignCode::Spirv(words);
    let cpu = select_device("cpu:0".parse().unwrap()).unwrap();
    // SAFETY: refused before anything runs.
    let e = unsafe { cpu.load_foreign(&signature, &code) }.unwrap_err();
    assert!(
        matches!(e, GpuError::NotSupported(_)) && e.to_string().contains("wgpu on Vulkan"),
        "{e}"
    );
    #[cfg(feature = "wgpu")]
    for ctx in crate::wgpu_devices::wgpu_contexts() {
        let id = ctx.info().id;
        // SAFETY: the SPIR-V's `saxpy` takes exactly the declared parameters and stays inside
        // its buffers (it checks `n`, which the launch sets to the buffers' length).
        let kernel = match unsafe { ctx.load_foreign(&signature, &code) } {
            Ok(kernel) => kernel,
            Err(e) => {
                // Adapters other than Vulkan ones, or without push constants: said so
                // (lavapipe has both).
                assert!(matches!(e, GpuError::NotSupported(_)), "{id}: {e}");
                assert!(!ctx.info().name.contains("llvmpipe"), "{id}: {e}");
                continue;
            }
        };
        assert_eq!(kernel.entry(), "saxpy");
        let n = 1000u32;
        let x = ctx.upload(&(0..n).map(|i| i as f32).collect::<Vec<_>>()).unwrap();
        let y = ctx.upload(&vec![1.0f32; n as usize]).unwrap();
        let scalars = [2.5f32.to_bits(), n];
        let cfg = LaunchConfig::for_elements(n as usize, &kernel);
        ctx.launch(&kernel, cfg, &[&x, &y, &Immediate(&scalars)]).unwrap();
        let want: Vec<f32> = (0..n).map(|i| 2.5 * i as f32 + 1.0).collect();
        assert_eq!(ctx.download(&y).unwrap(), want, "{id}");
        // Validated like any kernel: a missing buffer, or scalars of the wrong size, are
        // refused before anything runs.
        assert!(ctx.launch(&kernel, cfg, &[&x, &Immediate(&scalars)]).is_err(), "{id}");
        assert!(
            ctx.launch(&kernel, cfg, &[&x, &y, &Immediate(&[1u32])]).is_err(),
            "{id}"
        );
        assert_eq!(ctx.download(&y).unwrap(), want, "{id}");
        // The wrong kind of code, or no SPIR-V at all: refused by name.
        // SAFETY: refused before its code is used.
        let e = unsafe { ctx.load_foreign(&signature, &ForeignCode::Ptx(".version 8.0".into())) }.unwrap_err();
        assert!(
            matches!(e, GpuError::InvalidArgument(_)) && e.to_string().contains("SPIR-V"),
            "{id}: {e}"
        );
        // SAFETY: as above.
        let e = unsafe { ctx.load_foreign(&signature, &ForeignCode::Spirv(vec![1, 2, 3])) }.unwrap_err();
        assert!(e.to_string().contains("magic number"), "{id}: {e}");
    }
}
