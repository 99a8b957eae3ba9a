//! Error tests: every bad input gets its own error variant, with a message that says what is wrong.
//! Most run on private mock CPU devices (`GpuContext::with_cpu_device`), so they do not depend on
//! (or disturb) the enumerated devices; the few that touch process-wide state (`set_mock_devices`,
//! `ANYGPU_DEVICE`) run in a child process of their own (`isolated!`).

use anygpu::{
    available_devices, default_device, select_device, set_mock_devices, CpuDeviceConfig, DeviceId, DeviceKind,
    ErrorCategory, GpuContext, GpuError, KernelSource, LaunchConfig, Stream,
};

fn mock(name: &str, memory: u64) -> GpuContext {
    GpuContext::with_cpu_device(&CpuDeviceConfig::mock(name, memory, 2))
}

const COPY: &str = "@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> b: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if gid.x < arrayLength(&b) { b[gid.x] = a[gid.x] * 2.0; }
}
";

fn copy_kernel(ctx: &GpuContext) -> anygpu::Kernel {
    ctx.compile_kernel(&KernelSource::wgsl(COPY))
        .unwrap_or_else(|e| panic!("compiling the copy kernel: {e}"))
}

// ---------------------------------------------------------------------------------------------
// Compile-time errors
// ---------------------------------------------------------------------------------------------

#[test]
fn invalid_wgsl_reports_line_and_column() {
    let ctx = mock("errors", 1 << 20);
    // the stray `;` after `+` is on line 4, column 17
    let src = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let x = 3u +;
    out[gid.x] = x;
}
";
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).file_name("broken.wgsl"))
        .unwrap_err();
    let text = err.to_string();
    match &err {
        GpuError::InvalidWgsl {
            file,
            line,
            column,
            message,
        } => {
            assert_eq!(file, "broken.wgsl");
            assert_eq!((*line, *column), (4, 17), "position of the stray `;`: {text}");
            assert!(
                message.contains("broken.wgsl:4:17"),
                "the rendered message names file:line:column: {message}"
            );
            assert!(
                message.contains("let x = 3u +;"),
                "the rendered message quotes the source line: {message}"
            );
            assert!(
                message.contains("expected"),
                "the rendered message says what was expected: {message}"
            );
        }
        other => panic!("expected InvalidWgsl, got {other:?}"),
    }
    assert!(text.contains("line 4, column 17"), "{text}");
}

#[test]
fn wgsl_type_mismatch_is_reported_with_position() {
    let ctx = mock("errors", 1 << 20);
    // assigning an f32 to a u32 element: reported at the assignment's target, line 3, column 5
    let src = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    out[gid.x] = 1.5 * f32(gid.x);
}
";
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).file_name("types.wgsl"))
        .unwrap_err();
    match &err {
        GpuError::InvalidWgsl {
            line, column, message, ..
        } => {
            assert_eq!((*line, *column), (3, 5), "{message}");
            assert!(message.contains("types.wgsl:3:5"), "{message}");
            assert!(
                message.contains("out[gid.x] = 1.5 * f32(gid.x);"),
                "the source line is quoted: {message}"
            );
            assert!(
                message.contains("`f32` to `u32`"),
                "the message names both types: {message}"
            );
        }
        other => panic!("expected InvalidWgsl, got {other:?}"),
    }
}

#[test]
fn validation_error_wrong_argument_type_in_call() {
    let ctx = mock("errors", 1 << 20);
    // parses, but naga's validator rejects the call: an i32 passed for a u32 parameter (line 4, column 18)
    let src = "fn twice(x: u32) -> u32 { return x * 2u; }
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    out[gid.x] = twice(i32(gid.x));
}
";
    let err = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap_err();
    match &err {
        GpuError::InvalidWgsl {
            file,
            line,
            column,
            message,
        } => {
            assert_eq!(file, "<wgsl>");
            assert_eq!((*line, *column), (4, 18), "{message}");
            assert!(message.contains("<wgsl>:4:18"), "{message}");
            assert!(
                message.contains("twice(i32(gid.x))"),
                "the source line is quoted: {message}"
            );
            assert!(message.contains("invalid function call"), "{message}");
        }
        other => panic!("expected InvalidWgsl, got {other:?}"),
    }
}

#[test]
fn barrier_in_non_uniform_control_flow_is_rejected() {
    let ctx = mock("errors", 1 << 20);
    // WGSL's uniformity analysis makes this a shader-creation error (line 5). naga 30's validator
    // does not check barriers' uniformity, so anygpu must refuse it itself: the CPU device's
    // barrier splitting relies on every barrier being workgroup-uniform.
    let src = "var<workgroup> tile: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) lid: u32) {
    if lid > 5u {
        workgroupBarrier();
    }
    out[lid] = tile[lid];
}
";
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).file_name("uniformity.wgsl"))
        .unwrap_err();
    match &err {
        GpuError::InvalidWgsl { message, .. } | GpuError::NotSupported(anygpu::Unsupported { message, .. }) => {
            assert!(
                message.to_lowercase().contains("uniform"),
                "the message explains the uniformity problem: {message}"
            );
            assert!(
                message.contains("workgroupBarrier") || message.to_lowercase().contains("barrier"),
                "{message}"
            );
        }
        other => panic!("expected InvalidWgsl (or NotSupported) naming the non-uniform barrier, got {other:?}"),
    }
}

#[test]
fn unknown_entry_point() {
    let ctx = mock("errors", 1 << 20);
    let src = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn first(@builtin(global_invocation_id) g: vec3<u32>) { out[g.x] = 1u; }
@compute @workgroup_size(64) fn second(@builtin(global_invocation_id) g: vec3<u32>) { out[g.x] = 2u; }
";
    let err = ctx.compile_kernel(&KernelSource::wgsl(src).entry("mian")).unwrap_err();
    match &err {
        GpuError::EntryPointNotFound { name, available, .. } => {
            assert_eq!(name, "mian");
            assert!(
                available.contains("first") && available.contains("second"),
                "{available}"
            );
        }
        other => panic!("expected EntryPointNotFound, got {other:?}"),
    }
    let text = err.to_string();
    assert!(text.contains("`mian`") && text.contains("first, second"), "{text}");

    // two entry points and none named: EntryPointNotChosen, listing both and how to choose
    let err = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap_err();
    assert!(matches!(err, GpuError::EntryPointNotChosen { .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("first, second") && text.contains("--entry NAME") && !text.contains("(none given)"),
        "{text}"
    );
}

#[test]
fn unknown_override_constant() {
    let ctx = mock("errors", 1 << 20);
    let src = "override WG: u32 = 64;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(WG) fn main(@builtin(global_invocation_id) g: vec3<u32>) { out[g.x] = 1u; }
";
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).override_constant("BLOCK", 32.0))
        .unwrap_err();
    match &err {
        GpuError::InvalidOverride(msg) => assert!(msg.contains("`BLOCK`"), "{msg}"),
        other => panic!("expected InvalidOverride, got {other:?}"),
    }
    assert!(err.to_string().starts_with("override constants:"), "{err}");
    // an unknown numeric id too
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).override_constant("12", 1.0))
        .unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidOverride(m) if m.contains("12") && m.contains("declares: WG")),
        "{err:?}"
    );
}

#[test]
fn overrides_with_an_id_are_set_by_name_or_id() {
    let ctx = mock("errors", 1 << 20);
    let src = "@id(7) override gain: f32 = 1.0;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1) fn main() { out[0] = gain; }
";
    for key in ["gain", "7"] {
        let k = ctx
            .compile_kernel(&KernelSource::wgsl(src).override_constant(key, 2.5))
            .unwrap_or_else(|e| panic!("-D {key}: {e}"));
        let out = ctx.upload(&[0f32]).unwrap();
        ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&out]).unwrap();
        assert_eq!(ctx.download(&out).unwrap(), [2.5], "set as {key}");
    }
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).override_constant("gian", 2.5))
        .unwrap_err()
        .to_string();
    assert!(err.contains("gain (@id(7), settable as gain or 7)"), "{err}");
}

#[test]
fn workgroup_size_out_of_range_through_override() {
    let ctx = mock("errors", 1 << 20);
    let src = "override WG: u32 = 64;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(WG, 4) fn main(@builtin(global_invocation_id) g: vec3<u32>) { out[g.x] = 1u; }
";
    // 512 x 4 = 2048 invocations: more than any anygpu device allows
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).override_constant("WG", 512.0))
        .unwrap_err();
    match &err {
        GpuError::NotSupported(msg) => {
            assert!(msg.contains("2048") && msg.contains("1024"), "{msg}")
        }
        GpuError::InvalidOverride(msg) => {
            assert!(msg.contains("WG") || msg.contains("workgroup"), "{msg}")
        }
        other => panic!("expected NotSupported or InvalidOverride, got {other:?}"),
    }
    // zero is invalid too
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(src).override_constant("WG", 0.0))
        .unwrap_err();
    assert!(
        matches!(err, GpuError::NotSupported(_) | GpuError::InvalidOverride(_)),
        "{err:?}"
    );
}

#[test]
fn unreadable_wgsl_file() {
    let err = KernelSource::from_file("/nonexistent/kernel.wgsl").unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("/nonexistent/kernel.wgsl"), "{msg}")
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Launch validation
// ---------------------------------------------------------------------------------------------

#[test]
fn wrong_argument_count() {
    let ctx = mock("errors", 1 << 20);
    let k = copy_kernel(&ctx);
    let a = ctx.upload(&[1.0f32; 64]).unwrap();
    let err = ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&a]).unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("takes 2 binding argument(s)"), "{msg}");
            assert!(msg.contains("1 were given"), "{msg}");
            assert!(
                msg.contains("var<storage, read_write> b: array<f32>"),
                "the message lists the bindings: {msg}"
            );
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
    let err = ctx
        .launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&a, &a, &a])
        .unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("3 were given")),
        "{err:?}"
    );
}

#[test]
fn argument_too_small() {
    let ctx = mock("errors", 1 << 20);
    let src = "struct P { scale: f32, n: u32, v: vec4<f32> }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 16>;
@group(0) @binding(2) var<storage, read> rt: array<f32>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) i: u32) { out[i] = p.v.x * p.scale + rt[i]; }
";
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(src))
        .unwrap_or_else(|e| panic!("{e}"));
    let ok_p = ctx.upload(&[0f32; 8]).unwrap(); // 32 bytes
    let ok_out = ctx.alloc::<f32>(16).unwrap();
    let ok_rt = ctx.alloc::<f32>(1).unwrap();
    let cfg = LaunchConfig::grid([1, 1, 1], &k);
    ctx.launch(&k, cfg, &[&ok_p, &ok_out, &ok_rt])
        .unwrap_or_else(|e| panic!("a valid launch failed: {e}"));

    let small_p = ctx.upload(&[0f32; 4]).unwrap(); // 16 of 32 bytes
    let err = ctx.launch(&k, cfg, &[&small_p, &ok_out, &ok_rt]).unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("argument 0 has 16 bytes"), "{msg}");
            assert!(msg.contains("needs at least 32 bytes"), "{msg}");
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
    let small_out = ctx.alloc::<f32>(15).unwrap();
    let err = ctx.launch(&k, cfg, &[&ok_p, &small_out, &ok_rt]).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("argument 1 has 60 bytes") && m.contains("at least 64 bytes")),
        "{err:?}"
    );
    // a runtime-sized array needs at least one element
    let empty_rt = ctx.alloc::<f32>(0).unwrap();
    let err = ctx.launch(&k, cfg, &[&ok_p, &ok_out, &empty_rt]).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("argument 2 has 0 bytes") && m.contains("at least 4 bytes")),
        "{err:?}"
    );
}

#[test]
fn wrong_element_size() {
    let ctx = mock("errors", 1 << 20);
    let k = copy_kernel(&ctx);
    let a = ctx.upload(&[1.0f64; 64]).unwrap();
    let b = ctx.alloc::<f32>(64).unwrap();
    let err = ctx
        .launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&a, &b])
        .unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("argument 0"), "{msg}");
            assert!(msg.contains("f64") && msg.contains("8-byte elements"), "{msg}");
            assert!(msg.contains("array<f32>") && msg.contains("4 bytes"), "{msg}");
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
    // u16 elements for an f32 array: also refused
    let h = ctx.alloc::<u16>(128).unwrap();
    let err = ctx
        .launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&b, &h])
        .unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("argument 1") && m.contains("2-byte elements")),
        "{err:?}"
    );
    // same-size element types are accepted (u32 bits for an f32 array)
    let u = ctx.alloc::<u32>(64).unwrap();
    ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&u, &b])
        .unwrap_or_else(|e| panic!("u32 for f32: {e}"));
}

#[test]
fn buffer_from_another_context() {
    let ctx1 = mock("Mock A", 1 << 20);
    let ctx2 = mock("Mock B", 1 << 20);
    // copies
    let foreign = ctx2.upload(&[1u32; 16]).unwrap();
    let mut host = vec![0u32; 16];
    let err = ctx1.copy_to_host(&foreign, &mut host).unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("belongs to another context"), "{msg}");
            assert!(msg.contains("copy_to_host"), "{msg}");
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
    let mut foreign_mut = ctx2.alloc::<u32>(16).unwrap();
    let err = ctx1.copy_to_device(&host, &mut foreign_mut).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("belongs to another context")),
        "{err:?}"
    );
    let err = ctx1
        .transfer_queue()
        .async_copy_to_host(&foreign, &mut host)
        .map(|_| ())
        .unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("belongs to another context")),
        "{err:?}"
    );
    let err = ctx1.download(&foreign).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("belongs to another context")),
        "{err:?}"
    );
}

#[test]
fn buffer_or_kernel_from_another_context_in_launch() {
    let ctx1 = mock("Mock A", 1 << 20);
    let ctx2 = mock("Mock B", 1 << 20);
    let k1 = copy_kernel(&ctx1);
    let a1 = ctx1.upload(&[1f32; 64]).unwrap();
    let b2 = ctx2.alloc::<f32>(64).unwrap();
    let err = ctx1
        .launch(&k1, LaunchConfig::grid([1, 1, 1], &k1), &[&a1, &b2])
        .unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("argument 1 (`b`)"), "{msg}");
            assert!(msg.contains("belongs to another context"), "{msg}");
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
    // a kernel compiled on ctx1, launched on ctx2
    let a2 = ctx2.upload(&[1f32; 64]).unwrap();
    let err = ctx2
        .launch(&k1, LaunchConfig::grid([1, 1, 1], &k1), &[&a2, &b2])
        .unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("compiled by another context")),
        "{err:?}"
    );
}

#[test]
fn block_dim_mismatch() {
    let ctx = mock("errors", 1 << 20);
    let k = copy_kernel(&ctx);
    let a = ctx.upload(&[1f32; 64]).unwrap();
    let b = ctx.alloc::<f32>(64).unwrap();
    let cfg = LaunchConfig {
        grid_dim: [2, 1, 1],
        block_dim: [32, 1, 1],
        shared_memory: 0,
        stream: Stream::default(),
        timeout: None,
    };
    let err = ctx.launch(&k, cfg, &[&a, &b]).unwrap_err();
    match &err {
        GpuError::InvalidLaunch(msg) => {
            assert!(msg.contains("[32, 1, 1]"), "{msg}");
            assert!(msg.contains("@workgroup_size(64, 1, 1)"), "{msg}");
        }
        other => panic!("expected InvalidLaunch, got {other:?}"),
    }
    // dynamic shared memory does not exist for WGSL kernels
    let cfg = LaunchConfig {
        shared_memory: 1024,
        ..LaunchConfig::grid([1, 1, 1], &k)
    };
    let err = ctx.launch(&k, cfg, &[&a, &b]).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidLaunch(m) if m.contains("shared_memory")),
        "{err:?}"
    );
    // and a matching launch works
    ctx.launch(&k, LaunchConfig::for_elements(64, &k), &[&a, &b])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ctx.download(&b).unwrap(), vec![2f32; 64]);
}

#[test]
fn copy_length_mismatch() {
    let ctx = mock("errors", 1 << 20);
    let mut buf = ctx.alloc::<u32>(12).unwrap();
    let err = ctx.copy_to_device(&[1u32; 10], &mut buf).unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("copy_to_device"), "{msg}");
            assert!(
                msg.contains("host slice has 10 elements but the device buffer has 12"),
                "{msg}"
            );
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
    let mut host = vec![0u32; 13];
    let err = ctx.copy_to_host(&buf, &mut host).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("host slice has 13 elements but the device buffer has 12")),
        "{err:?}"
    );
    let q = ctx.transfer_queue();
    let err = q.async_copy_to_host(&buf, &mut host).map(|_| ()).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("async_copy_to_host")),
        "{err:?}"
    );
    let err = q.async_copy_to_device(&[0u32; 3], &mut buf).map(|_| ()).unwrap_err();
    assert!(
        matches!(&err, GpuError::InvalidArgument(m) if m.contains("async_copy_to_device")),
        "{err:?}"
    );
    // the buffer is unchanged by the refused copies
    assert_eq!(ctx.download(&buf).unwrap(), vec![0u32; 12]);
}

// ---------------------------------------------------------------------------------------------
// Memory
// ---------------------------------------------------------------------------------------------

#[test]
fn out_of_memory_on_small_mock_device_and_freeing_makes_room() {
    let ctx = mock("Tiny GPU", 1 << 20); // 1 MiB
    assert_eq!(ctx.info().memory_total, 1 << 20);
    let a = ctx.alloc::<u8>(600 << 10).unwrap();
    let err = ctx.alloc::<u8>(600 << 10).unwrap_err();
    match &err {
        GpuError::OutOfMemory {
            device,
            requested,
            available,
            total,
        } => {
            assert!(device.contains("Tiny GPU"), "{device}");
            assert_eq!(*requested, 600 << 10);
            assert_eq!(*available, (1 << 20) - (600 << 10));
            assert_eq!(*total, 1 << 20);
        }
        other => panic!("expected OutOfMemory, got {other:?}"),
    }
    let text = err.to_string();
    assert!(text.contains("out of memory") && text.contains("614400"), "{text}");
    // typed allocations count bytes: 200K f32 = 800 KB does not fit next to 600 KB either
    assert!(matches!(ctx.alloc::<f32>(200 << 10), Err(GpuError::OutOfMemory { .. })));
    // freeing makes room again
    drop(a);
    let b = ctx.alloc::<u8>(600 << 10).unwrap();
    let c = ctx.alloc::<u8>(400 << 10).unwrap();
    assert_eq!(b.len() + c.len(), 1000 << 10);
    // upload goes through the same accounting
    drop(b);
    let big = vec![0u32; 300 << 10]; // 1.2 MB
    assert!(matches!(ctx.upload(&big), Err(GpuError::OutOfMemory { .. })));
    // a size that overflows usize is an error, not a panic
    assert!(matches!(
        ctx.alloc::<u64>(usize::MAX / 4),
        Err(GpuError::InvalidArgument(_) | GpuError::OutOfMemory { .. })
    ));
}

#[test]
fn out_of_bounds_kernel_leaves_neighbouring_memory_intact() {
    let ctx = mock("errors", 16 << 20);
    let src = "@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@group(0) @binding(1) var<storage, read_write> small: array<u32, 4>;
@group(0) @binding(2) var<storage, read_write> got: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    data[i] = 0xAAAAAAAAu;
    data[i + 1000000u] = 1u;
    data[0xFFFFFFFFu - i] = 2u;
    small[i] = 0xBBBBBBBBu;
    got[i] = data[i + 10u] + small[i + 2u];
}
";
    let k = ctx
        .compile_kernel(&KernelSource::wgsl(src))
        .unwrap_or_else(|e| panic!("{e}"));
    // neighbours allocated around the targets, with known contents
    let pattern = |seed: u32, n: usize| -> Vec<u32> {
        (0..n as u32)
            .map(|i| i.wrapping_mul(2654435761).wrapping_add(seed))
            .collect()
    };
    let before = ctx.upload(&pattern(1, 4096)).unwrap();
    let data = ctx.upload(&pattern(2, 10)).unwrap();
    let middle = ctx.upload(&pattern(3, 4096)).unwrap();
    let small = ctx.upload(&pattern(4, 64)).unwrap(); // bound to a 4-element view
    let after = ctx.upload(&pattern(5, 4096)).unwrap();
    let got = ctx.alloc::<u32>(256).unwrap();
    ctx.launch(&k, LaunchConfig::grid([4, 1, 1], &k), &[&data, &small, &got])
        .unwrap_or_else(|e| panic!("{e}"));

    assert_eq!(
        ctx.download(&data).unwrap(),
        vec![0xAAAA_AAAAu32; 10],
        "in-bounds writes happen"
    );
    let mut want_small = pattern(4, 64);
    want_small[..4].fill(0xBBBB_BBBB);
    assert_eq!(
        ctx.download(&small).unwrap(),
        want_small,
        "only the 4-element view of `small` is written"
    );
    assert_eq!(
        ctx.download(&before).unwrap(),
        pattern(1, 4096),
        "buffer before is intact"
    );
    assert_eq!(
        ctx.download(&middle).unwrap(),
        pattern(3, 4096),
        "buffer between is intact"
    );
    assert_eq!(
        ctx.download(&after).unwrap(),
        pattern(5, 4096),
        "buffer after is intact"
    );
    // reads past the end read zero: data has 10 elements (every data[i + 10] is past its end),
    // small's view 4 (small[i + 2] is past it for i >= 2; for i < 2 it races with the writes)
    let g = ctx.download(&got).unwrap();
    for (i, &v) in g.iter().enumerate() {
        if i >= 2 {
            assert_eq!(v, 0, "got[{i}]: reads past the end must be zero");
        } else {
            assert!(v == 0xBBBB_BBBB || v == pattern(4, 64)[i + 2], "got[{i}] = {v:#x}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Devices
// ---------------------------------------------------------------------------------------------

#[test]
fn bad_device_ids() {
    let err = "tpu:0".parse::<DeviceId>().unwrap_err();
    match &err {
        GpuError::DeviceNotFound(msg) => {
            assert!(
                msg.contains("`tpu:0`") && msg.contains("unknown device kind `tpu`"),
                "{msg}"
            );
            assert!(msg.contains("cpu, cuda, rocm or wgpu"), "{msg}");
        }
        other => panic!("expected DeviceNotFound, got {other:?}"),
    }
    let err = "cuda:first".parse::<DeviceId>().unwrap_err();
    assert!(
        matches!(&err, GpuError::DeviceNotFound(m) if m.contains("must be a number")),
        "{err:?}"
    );
    let err = "cpu:-1".parse::<DeviceId>().unwrap_err();
    assert!(matches!(err, GpuError::DeviceNotFound(_)), "{err:?}");
    // well-formed ids parse, a bare kind meaning index 0
    assert_eq!(
        "CUDA:3".parse::<DeviceId>().unwrap(),
        DeviceId::new(DeviceKind::Cuda, 3)
    );
    assert_eq!(" cpu ".parse::<DeviceId>().unwrap(), DeviceId::new(DeviceKind::Cpu, 0));
}

#[test]
fn select_missing_device_and_anygpu_device_variable() {
    isolated!(select_missing_device_and_anygpu_device_variable);
    // a device that does not exist
    let err = select_device(DeviceId::new(DeviceKind::Cpu, 99)).unwrap_err();
    match &err {
        GpuError::DeviceNotFound(msg) => {
            assert!(msg.contains("cpu:99"), "{msg}");
            assert!(msg.contains("available: ") && msg.contains("cpu:0"), "{msg}");
        }
        other => panic!("expected DeviceNotFound, got {other:?}"),
    }
    // one CUDA device past those this machine has (cuda:0 where it has none)
    let cuda_count = available_devices()
        .iter()
        .filter(|d| d.kind == DeviceKind::Cuda)
        .count();
    let missing_cuda = DeviceId::new(DeviceKind::Cuda, cuda_count);
    let err = select_device(missing_cuda).unwrap_err();
    assert!(
        matches!(&err, GpuError::DeviceNotFound(m) if m.contains(&missing_cuda.to_string())),
        "{err:?}"
    );

    // ANYGPU_DEVICE: a malformed value, a missing device, then a good one
    let old = std::env::var("ANYGPU_DEVICE").ok();
    std::env::set_var("ANYGPU_DEVICE", "gpu:0");
    let bad = default_device().map(|_| ()).unwrap_err();
    std::env::set_var("ANYGPU_DEVICE", "cpu:42");
    let missing = default_device().map(|_| ()).unwrap_err();
    std::env::set_var("ANYGPU_DEVICE", "cpu");
    let good = default_device();
    match old {
        Some(v) => std::env::set_var("ANYGPU_DEVICE", v),
        None => std::env::remove_var("ANYGPU_DEVICE"),
    }
    assert!(
        matches!(&bad, GpuError::DeviceNotFound(m) if m.contains("ANYGPU_DEVICE=gpu:0") && m.contains("unknown device kind")),
        "{bad:?}"
    );
    assert!(
        matches!(&missing, GpuError::DeviceNotFound(m) if m.contains("cpu:42")),
        "{missing:?}"
    );
    assert_eq!(good.unwrap().info().id, DeviceId::new(DeviceKind::Cpu, 0));
}

#[test]
fn mock_devices_appear_in_available_devices() {
    isolated!(mock_devices_appear_in_available_devices);
    set_mock_devices(vec![CpuDeviceConfig::mock("Mock GPU 9000", 64 << 20, 8); 3]);
    let result = std::panic::catch_unwind(|| {
        let devs = available_devices();
        let cpus: Vec<_> = devs.iter().filter(|d| d.kind == DeviceKind::Cpu).collect();
        assert_eq!(cpus.len(), 3, "{devs:?}");
        for (i, d) in cpus.iter().enumerate() {
            assert_eq!(d.id, DeviceId::new(DeviceKind::Cpu, i));
            assert_eq!(d.name, "Mock GPU 9000");
            assert_eq!(d.memory_total, 64 << 20);
            assert_eq!(d.multiprocessor_count, 8);
            assert!(d.is_mock);
        }
        // each mock device enforces its own memory limit
        let ctx = select_device(DeviceId::new(DeviceKind::Cpu, 2)).unwrap();
        assert_eq!(ctx.info().name, "Mock GPU 9000");
        let err = ctx.alloc::<u8>(65 << 20).unwrap_err();
        assert!(
            matches!(&err, GpuError::OutOfMemory { device, total, .. } if device.contains("cpu:2") && *total == 64 << 20),
            "{err:?}"
        );
        let _fits = ctx.alloc::<u8>(63 << 20).unwrap();
        assert!(select_device(DeviceId::new(DeviceKind::Cpu, 3)).is_err());
    });
    set_mock_devices(vec![CpuDeviceConfig::host()]);
    if let Err(p) = result {
        std::panic::resume_unwind(p);
    }
    let devs = available_devices();
    assert!(
        devs.iter().any(|d| d.kind == DeviceKind::Cpu && !d.is_mock),
        "host CPU restored: {devs:?}"
    );
}

#[test]
fn mock_spec_errors() {
    let err = CpuDeviceConfig::parse_mock_spec("count=2,memory=lots").unwrap_err();
    match &err {
        GpuError::InvalidArgument(msg) => {
            assert!(msg.contains("ANYGPU_MOCK") && msg.contains("memory=lots"), "{msg}");
        }
        other => panic!("expected InvalidArgument, got {other:?}"),
    }
    assert!(
        matches!(CpuDeviceConfig::parse_mock_spec("count=0"), Err(GpuError::InvalidArgument(m)) if m.contains("count"))
    );
    assert!(matches!(
        CpuDeviceConfig::parse_mock_spec("colour=red"),
        Err(GpuError::InvalidArgument(_))
    ));
    let ok = CpuDeviceConfig::parse_mock_spec("count=2,name=Fake,memory=8M,cu=3").unwrap();
    assert_eq!(ok, vec![CpuDeviceConfig::mock("Fake", 8 << 20, 3); 2]);
}

// ---------------------------------------------------------------------------------------------
// No source text and no launch can take the process down
// ---------------------------------------------------------------------------------------------

/// Runs `f` on a thread with a small stack, as a caller's thread may be.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

fn deep(prefix: &str, levels: usize, tail: &str) -> String {
    format!(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() {{ var v = 1u; var b = true; let x = {}{tail}; o[0] = u32(x); }}",
        prefix.repeat(levels)
    )
}

#[test]
fn deeply_nested_expressions_compile_or_are_refused_on_any_caller_stack() {
    on_small_stack(|| {
        let ctx = mock("deep", 1 << 20);
        // Up to the documented limit they compile, even from a 256 KiB stack.
        for src in [deep("*&", 1000, "v"), deep("!", 2000, "b"), deep("- ", 2000, "i32(v)")] {
            ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
        }
        let chain = format!(
            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() {{ var v = 1u; o[0] = v{}; }}",
            " + v".repeat(2000)
        );
        let k = ctx.compile_kernel(&KernelSource::wgsl(chain)).unwrap();
        let o = ctx.upload(&[0u32]).unwrap();
        ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&o]).unwrap();
        assert_eq!(ctx.download(&o).unwrap(), [2001]);
        // Past it, a clear error with the position, never a stack overflow.
        for src in [
            deep("*&", 3758, "v"),
            deep("!", 100_000, "b"),
            deep("- ", 50_000, "i32(v)"),
        ] {
            let e = ctx
                .compile_kernel(&KernelSource::wgsl(src).file_name("deep.wgsl"))
                .unwrap_err()
                .to_string();
            assert!(e.contains("deep.wgsl:2:") && e.contains("nest more than 2048"), "{e}");
        }
    });
}

#[test]
fn sources_are_bounded_in_size_and_must_be_regular_files() {
    let ctx = mock("big", 1 << 20);
    let big = format!("// {}\n", "x".repeat(anygpu::compiler::MAX_SOURCE_BYTES));
    let e = ctx.compile_kernel(&KernelSource::wgsl(big)).unwrap_err().to_string();
    assert!(e.contains("at most 262144 bytes"), "{e}");
    let e = KernelSource::from_file("/dev/zero").unwrap_err().to_string();
    assert!(e.contains("not a regular file"), "{e}");
}

#[test]
fn a_large_workgroup_frame_never_runs_on_a_small_caller_stack() {
    // 240 KB of workgroup memory, one workgroup: small enough to be tempting to run inline.
    on_small_stack(|| {
        let ctx = mock("frame", 1 << 20);
        let src = "var<workgroup> big: array<u32, 61440>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { big[61439] = 7u; o[0] = big[61439] + big[5]; }";
        let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
        let o = ctx.upload(&[0u32]).unwrap();
        ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&o]).unwrap();
        assert_eq!(ctx.download(&o).unwrap(), [7]);
    });
}

#[test]
fn launch_geometry_is_checked_against_each_device_on_every_device() {
    let mut devices: Vec<GpuContext> = available_devices()
        .iter()
        .map(|d| select_device(d.id).unwrap())
        .collect();
    devices.push(mock("geometry", 1 << 20));
    for ctx in devices {
        let src = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { if g.x == 0u { o[0] = 1u; } }";
        let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
        let o = ctx.upload(&[0u32]).unwrap();
        let id = &ctx.info().id;
        // The workgroup count overflows 64 bits: refused, not silently run as nothing.
        let e = ctx
            .launch(&k, LaunchConfig::grid([1 << 31, 1 << 31, 4], &k), &[&o])
            .unwrap_err();
        assert!(matches!(e, GpuError::InvalidLaunch(_)), "{id}: {e}");
        // Past the device's per-axis limit.
        let e = ctx
            .launch(&k, LaunchConfig::grid([65536, 65536, 65536], &k), &[&o])
            .unwrap_err()
            .to_string();
        assert!(e.contains("limit of"), "{id}: {e}");
        // Past 2^32 work-items along x, global_invocation_id would wrap (where the grid limit
        // itself allows that many workgroups).
        if ctx.info().max_grid[0] as u64 * 64 > 1 << 32 {
            let e = ctx
                .launch(&k, LaunchConfig::grid([(1 << 26) + 1, 1, 1], &k), &[&o])
                .unwrap_err()
                .to_string();
            assert!(e.contains("2^32") && e.contains("wrap"), "{id}: {e}");
        }
        // More workgroups in all than the device counts (wgpu: 2^32 - 1, since Vulkan drivers
        // count in 32 bits and would run only part of the grid), where each axis is allowed.
        let most = ctx.info().max_grid;
        if most.iter().map(|&m| m as u64).product::<u64>() > ctx.info().max_workgroups {
            let z = (ctx.info().max_workgroups / (most[0] as u64 * most[1] as u64) + 1).min(most[2] as u64);
            let e = ctx
                .launch(&k, LaunchConfig::grid([most[0], most[1], z as u32], &k), &[&o])
                .unwrap_err()
                .to_string();
            assert!(e.contains("workgroups in all") && e.contains("per launch"), "{id}: {e}");
        }
        ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&o]).unwrap();
        assert_eq!(ctx.download(&o).unwrap(), [1], "{id}");
    }
}

/// One buffer bound to two read-only bindings works; bound to a writable binding and another, it
/// is refused the same way on every device (WGSL assumes writable bindings alias nothing).
#[test]
fn a_writable_binding_may_not_alias_another_on_any_device() {
    let src = "
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> c: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    c[g.x] = a[g.x] + b[g.x];
}";
    for info in anygpu::available_devices() {
        let ctx = anygpu::select_device(info.id).unwrap();
        let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
        let x = ctx.upload(&[1u32, 2, 3, 4]).unwrap();
        let out = ctx.alloc::<u32>(4).unwrap();
        let cfg = LaunchConfig::for_elements(4, &k);
        ctx.launch(&k, cfg, &[&x, &x, &out]).unwrap();
        assert_eq!(ctx.download(&out).unwrap(), [2, 4, 6, 8], "{}", info.id);
        for args in [[&x, &out, &out], [&out, &x, &out]] {
            let err = ctx.launch(&k, cfg, &[args[0], args[1], args[2]]).unwrap_err();
            match &err {
                GpuError::InvalidArgument(m) => {
                    assert!(
                        m.contains("same buffer") && m.contains("`c` is read_write"),
                        "{}: {m}",
                        info.id
                    )
                }
                other => panic!("{}: expected InvalidArgument, got {other:?}", info.id),
            }
        }
        // Nothing ran: the output is unchanged.
        assert_eq!(ctx.download(&out).unwrap(), [2, 4, 6, 8], "{}", info.id);
    }
}

/// A 40,000-element constant table: built in linear time and indexed in place (its
/// element-by-element construction was quadratic: 100,000 elements took 18 GB and over 400 s).
fn table_kernel(n: u32) -> String {
    let values: Vec<String> = (0..n)
        .map(|k| format!("{}u", k.wrapping_mul(2_654_435_761) >> 22))
        .collect();
    format!(
        "const T = array<u32, {n}>({});
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    if g.x < arrayLength(&o) {{ o[g.x] = T[o[g.x]]; }}
}}",
        values.join(",")
    )
}

/// A `switch` with `n` cases, each a bounds-checked store.
fn switch_kernel(n: u32) -> String {
    let cases: String = (0..n)
        .map(|i| format!("    case {i}u: {{ o[g.x] = {}u; }}\n", i * 7 + 1))
        .collect();
    format!(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
  if g.x >= arrayLength(&o) {{ return; }}
  switch o[g.x] {{
{cases}    default: {{ o[g.x] = 0u; }}
  }}
}}"
    )
}

#[test]
fn large_constant_tables_and_switches_compile_and_run() {
    use anygpu::compiler::{emit, GfxArch, PtxArch, TargetSpec, TextForm};
    let gfx942: GfxArch = "gfx942".parse().unwrap();
    let ctx = mock("large", 1 << 20);
    let table = KernelSource::wgsl(table_kernel(40_000));
    let k = ctx.compile_kernel(&table).unwrap();
    let index = [0u32, 1, 39_999, 12_345, 40_000, u32::MAX];
    let o = ctx.upload(&index).unwrap();
    ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&o]).unwrap();
    let expected: Vec<u32> = index
        .iter()
        .map(|&k| {
            if k < 40_000 {
                k.wrapping_mul(2_654_435_761) >> 22
            } else {
                0
            }
        })
        .collect();
    assert_eq!(ctx.download(&o).unwrap(), expected, "out-of-range indices read 0");
    emit(&table, &TargetSpec::ptx(PtxArch::SM_70), TextForm::Assembly).unwrap();
    emit(&table, &TargetSpec::amdgcn(gfx942), TextForm::Assembly).unwrap();

    // 6,000 cases compile for the host (with less optimisation: see `limits::Effort`) and PTX;
    // AMDGCN, whose back end is cubic in branches, refuses them by name.
    let switch = KernelSource::wgsl(switch_kernel(6_000)).file_name("switch.wgsl");
    let k = ctx.compile_kernel(&switch).unwrap();
    let o = ctx.upload(&[0u32, 5_999, 6_000, 5]).unwrap();
    ctx.launch(&k, LaunchConfig::grid([1, 1, 1], &k), &[&o]).unwrap();
    assert_eq!(ctx.download(&o).unwrap(), [1, 5_999 * 7 + 1, 0, 36]);
    emit(&switch, &TargetSpec::ptx(PtxArch::SM_70), TextForm::Assembly).unwrap();
    let e = emit(&switch, &TargetSpec::amdgcn(gfx942), TextForm::Assembly)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("switch.wgsl") && e.contains("too large") && e.contains("AMDGCN"),
        "{e}"
    );
    // Smaller in operations but with more branches than AMDGCN compiles in bounded time (a
    // 6,500-case switch of small cases took over a minute): refused by its branches.
    let mut cases = String::new();
    for i in 0..4_100u32 {
        cases += &format!("    case {i}u: {{ v = {}u; }}\n", i + 3);
    }
    let branchy = KernelSource::wgsl(format!(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() {{
  var v = 0u;
  switch o[0] {{
{cases}    default: {{ }}
  }}
  o[0] = v;
}}"
    ))
    .file_name("branchy.wgsl");
    let e = emit(&branchy, &TargetSpec::amdgcn(gfx942), TextForm::Assembly)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("branchy.wgsl") && e.contains("too many branches") && e.contains("AMDGCN"),
        "{e}"
    );
    emit(&branchy, &TargetSpec::ptx(PtxArch::SM_70), TextForm::Assembly).unwrap();
}

#[test]
fn call_trees_that_inlining_would_blow_up_are_refused() {
    // Each helper calls the previous twice: 2^29 copies once inlined (a 2 KB source).
    let mut src = String::from("fn f0(x: u32) -> u32 { return x * 3u + 1u; }\n");
    for i in 1..30 {
        src += &format!(
            "fn f{i}(x: u32) -> u32 {{ return f{}(x) + f{}(x + 1u); }}\n",
            i - 1,
            i - 1
        );
    }
    src += "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { o[0] = f29(o[0]); }";
    let ctx = mock("inline", 1 << 20);
    let e = ctx
        .compile_kernel(&KernelSource::wgsl(src).file_name("tree.wgsl"))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("tree.wgsl") && e.contains("too large to compile") && e.contains("helper"),
        "{e}"
    );
}

#[test]
fn kernels_with_too_many_variables_for_their_size_are_refused() {
    // 3,000 variables in about 40,000 operations: LLVM's promotion of variables to registers,
    // quadratic in their product, would take tens of seconds.
    let body: String = (0..3000)
        .map(|i| format!("  var x{i} = o[{i}u];\n  o[0] += x{i};\n"))
        .collect();
    let src = format!(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() {{\n{body}}}"
    );
    let ctx = mock("variables", 1 << 20);
    let e = ctx
        .compile_kernel(&KernelSource::wgsl(src).file_name("vars.wgsl"))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("vars.wgsl") && e.contains("3000 function-local variables") && e.contains("reuse variables"),
        "{e}"
    );
}

/// `diagnostic(off, subgroup_uniformity)` makes a subgroup operation in non-uniform control flow
/// valid WGSL (conformance `subgroup_operations_in_divergent_control_flow` runs such kernels);
/// without it that is an invalid kernel. It never lets a barrier diverge. The front end decides,
/// the same for every device.
#[test]
fn turning_subgroup_uniformity_off_lets_subgroup_operations_diverge_but_not_barriers() {
    let body = "@group(0) @binding(0) var<storage, read_write> a: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
            if (a[l] & 1u) == 1u { a[l] = subgroupAdd(a[l]); }
        }";
    let barrier = "@group(0) @binding(0) var<storage, read_write> a: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
            if (a[l] & 1u) == 1u { a[l] = subgroupAdd(a[l]); workgroupBarrier(); }
        }";
    let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
    let relaxed = |src: &str| KernelSource::wgsl(format!("diagnostic(off, subgroup_uniformity);\n{src}"));
    ctx.compile_kernel(&relaxed(body))
        .expect("a divergent subgroup operation the kernel allows");
    let strict = ctx.compile_kernel(&KernelSource::wgsl(body)).map(|_| ()).unwrap_err();
    assert!(matches!(strict, GpuError::InvalidWgsl { line: 3, .. }), "{strict:?}");
    let e = ctx.compile_kernel(&relaxed(barrier)).map(|_| ()).unwrap_err();
    assert!(
        matches!(&e, GpuError::InvalidWgsl { line: 4, message, .. } if message.contains("workgroupBarrier")),
        "{e:?}"
    );
}

// ---------------------------------------------------------------------------------------------
// What a program does with an error: its category, whether the context goes on, and the hint
// ---------------------------------------------------------------------------------------------

/// `err` has `category`, recoverability `recoverable`, and a hint containing each of `words`
/// (no hint at all when `words` is empty).
#[track_caller]
fn assert_actionable(err: &GpuError, category: ErrorCategory, recoverable: bool, words: &[&str]) {
    assert_eq!(err.category(), category, "{err:?}");
    assert_eq!(err.is_recoverable(), recoverable, "{err:?}");
    match err.hint() {
        None => assert!(words.is_empty(), "{err:?}: no hint, expected one with {words:?}"),
        Some(hint) => {
            assert!(!words.is_empty(), "{err:?}: unexpected hint {hint:?}");
            for word in words {
                assert!(hint.contains(word), "{err:?}: hint {hint:?} lacks {word:?}");
            }
        }
    }
}

#[test]
fn compile_and_launch_errors_have_their_category_and_hint() {
    let ctx = mock("errors", 1 << 20);
    // The kernel source: compilation errors, whose message is the whole story.
    let err = ctx
        .compile_kernel(&KernelSource::wgsl("fn main( {"))
        .map(drop)
        .unwrap_err();
    assert!(matches!(err, GpuError::InvalidWgsl { .. }), "{err:?}");
    assert_actionable(&err, ErrorCategory::Compilation, true, &[]);
    let err = ctx
        .compile_kernel(&KernelSource::wgsl(COPY).entry("mian"))
        .map(drop)
        .unwrap_err();
    assert!(matches!(err, GpuError::EntryPointNotFound { .. }), "{err:?}");
    assert_actionable(&err, ErrorCategory::Compilation, true, &[]);
    // More work-items per workgroup than the device runs: unsupported on this device.
    let big = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1024, 4) fn main(@builtin(global_invocation_id) g: vec3<u32>) { o[g.x] = 1u; }";
    let err = ctx.compile_kernel(&KernelSource::wgsl(big)).map(drop).unwrap_err();
    assert!(
        matches!(&err, GpuError::NotSupported(m) if m.contains("4096")),
        "{err:?}"
    );
    assert_actionable(&err, ErrorCategory::Unsupported, true, &[]);

    // A launch whose block does not match the kernel: the hint names the constructors that
    // take it from the kernel, and the same context goes on.
    let k = copy_kernel(&ctx);
    let (a, b) = (ctx.upload(&[1f32; 64]).unwrap(), ctx.alloc::<f32>(64).unwrap());
    let cfg = LaunchConfig {
        block_dim: [32, 1, 1],
        ..LaunchConfig::grid([2, 1, 1], &k)
    };
    let err = ctx.launch(&k, cfg, &[&a, &b]).unwrap_err();
    assert!(matches!(err, GpuError::InvalidLaunch(_)), "{err:?}");
    assert_actionable(
        &err,
        ErrorCategory::Launch,
        true,
        &["LaunchConfig::for_elements", "@workgroup_size"],
    );
    // Wrong arguments, to a launch or a copy: one category, whatever the call.
    let err = ctx.launch(&k, LaunchConfig::for_elements(64, &k), &[&a]).unwrap_err();
    assert_actionable(&err, ErrorCategory::Argument, true, &[]);
    let err = ctx.copy_to_host(&b, &mut [0f32; 3]).unwrap_err();
    assert_actionable(&err, ErrorCategory::Argument, true, &[]);
    ctx.launch(&k, LaunchConfig::for_elements(64, &k), &[&a, &b])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ctx.download(&b).unwrap(), vec![2f32; 64]);
}

#[test]
fn out_of_memory_is_recoverable_and_says_how_to_make_room() {
    let ctx = mock("Tiny GPU", 1 << 20);
    let a = ctx.alloc::<u8>(800 << 10).unwrap();
    let err = ctx.alloc::<u8>(800 << 10).map(drop).unwrap_err();
    assert!(matches!(err, GpuError::OutOfMemory { .. }), "{err:?}");
    assert_actionable(
        &err,
        ErrorCategory::Memory,
        true,
        &["GpuContext::trim()", "drop", "smaller batches"],
    );
    // Recoverable: doing what the hint says, the same context allocates.
    drop(a);
    ctx.alloc::<u8>(800 << 10).unwrap();
}

#[test]
fn a_missing_device_says_which_runtimes_anygpu_looks_for() {
    isolated!(a_missing_device_says_which_runtimes_anygpu_looks_for);
    let missing = [
        select_device(DeviceId::new(DeviceKind::Cpu, 99)).map(drop).unwrap_err(),
        "tpu:0".parse::<DeviceId>().map(drop).unwrap_err(),
    ];
    for err in missing {
        assert!(matches!(err, GpuError::DeviceNotFound(_)), "{err:?}");
        assert_actionable(
            &err,
            ErrorCategory::Device,
            true,
            &[
                "libcuda.so.1",
                "libamdhip64.so",
                "mesa-vulkan-drivers",
                "cpu device is always there",
            ],
        );
    }
}

#[test]
fn a_kernel_stopped_at_its_time_limit_is_a_recoverable_timeout() {
    let ctx = mock("errors", 1 << 20);
    let spin = "@group(0) @binding(0) var<storage, read_write> n: array<u32>;
@compute @workgroup_size(1) fn main() { loop { if n[0] == 12345u { break; } n[1] = n[1] + 1u; } }";
    let k = ctx.compile_kernel(&KernelSource::wgsl(spin)).unwrap();
    let n = ctx.upload(&[0u32; 2]).unwrap();
    let cfg = LaunchConfig::grid([1, 1, 1], &k).with_timeout(std::time::Duration::from_millis(50));
    let err = ctx.launch(&k, cfg, &[&n]).unwrap_err();
    assert!(matches!(err, GpuError::Timeout { device_lost: false, .. }), "{err:?}");
    assert_actionable(&err, ErrorCategory::Timeout, true, &["LaunchConfig::with_timeout"]);
    // The context goes on: the same kernel, told to stop, ends.
    let stop = ctx.upload(&[12345u32, 0]).unwrap();
    ctx.launch(&k, cfg, &[&stop]).unwrap_or_else(|e| panic!("{e}"));
}

/// A lost device (simulated on wgpu, as a driver reset would) is not recoverable: the hint says
/// to open a new context, and one works.
#[test]
fn a_lost_device_is_not_recoverable_and_says_to_open_a_new_context() {
    let Some(id) = available_devices()
        .into_iter()
        .find(|d| d.kind == DeviceKind::Wgpu)
        .map(|d| d.id)
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: no wgpu adapter found; install mesa-vulkan-drivers (scripts/setup.sh)"
        );
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), "skipping the lost-device hint: no wgpu adapter");
        return;
    };
    let ctx = select_device(id).unwrap();
    let x = ctx.upload(&[1u32; 4]).unwrap();
    ctx.simulate_device_loss().unwrap();
    let err = ctx.download(&x).map(drop).unwrap_err();
    assert!(matches!(err, GpuError::DeviceLost { .. }), "{err:?}");
    assert_actionable(&err, ErrorCategory::Device, false, &["new GpuContext"]);
    let fresh = select_device(id).unwrap();
    assert_eq!(fresh.download(&fresh.upload(&[7u32]).unwrap()).unwrap(), vec![7]);
}
