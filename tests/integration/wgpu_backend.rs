//! The wgpu device kind, tested on whatever adapters are present (lavapipe in CI).
#![cfg(feature = "wgpu")]

use crate::wgpu_devices;
use wgpu_devices::wgpu_contexts;

use anygpu::{
    available_devices, select_device, DeviceKind, GpuContext, GpuError, Immediate, KernelSource, LaunchConfig,
};
use rand::Rng;

const SAXPY: &str = "
@group(0) @binding(0) var<uniform> alpha: f32;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&y) { y[id.x] = alpha * x[id.x] + y[id.x]; }
}";

/// The same kernel and the same fresh inputs on the CPU device and on every wgpu device agree
/// (within 1 ULP: fused or not, the one multiply-add may round once or twice).
#[test]
fn cpu_and_wgpu_agree_on_saxpy() {
    let mut rng = rand::rng();
    let n = rng.random_range(1000..5000);
    let x: Vec<f32> = (0..n).map(|_| rng.random_range(-10.0..10.0)).collect();
    let y: Vec<f32> = (0..n).map(|_| rng.random_range(-10.0..10.0)).collect();
    let alpha = rng.random_range(-2.0f32..2.0);
    let run = |ctx: &GpuContext| -> Vec<f32> {
        let k = ctx.compile_kernel(&KernelSource::wgsl(SAXPY)).unwrap();
        let (a, xb, yb) = (
            ctx.upload(&[alpha]).unwrap(),
            ctx.upload(&x).unwrap(),
            ctx.upload(&y).unwrap(),
        );
        ctx.launch(&k, LaunchConfig::for_elements(n, &k), &[&a, &xb, &yb])
            .unwrap();
        ctx.download(&yb).unwrap()
    };
    let cpu = run(&select_device("cpu:0".parse().unwrap()).unwrap());
    for ctx in wgpu_contexts() {
        let got = run(&ctx);
        for i in 0..n {
            let (a, b) = (cpu[i], got[i]);
            let ulp = (a.to_bits() as i64 - b.to_bits() as i64).abs();
            assert!(
                ulp <= 1 || (a - b).abs() <= 1e-6,
                "{}: element {i}: cpu {a} vs {b}",
                ctx.info().id
            );
        }
    }
}

#[test]
fn transfers_round_trip_and_futures_complete() {
    for ctx in wgpu_contexts() {
        let data: Vec<u32> = (0..10_007).collect();
        let buf = ctx.upload(&data).unwrap();
        assert_eq!(ctx.download(&buf).unwrap(), data);
        let mut back = vec![0u32; data.len()];
        pollster::block_on(ctx.transfer_queue().async_copy_to_host(&buf, &mut back).unwrap()).unwrap();
        assert_eq!(back, data);
        // Odd sizes are padded for wgpu but keep their length.
        let odd = ctx.upload(&[1u8, 2, 3]).unwrap();
        assert_eq!(ctx.download(&odd).unwrap(), vec![1, 2, 3]);
    }
}

#[test]
fn oversized_buffers_get_clear_errors() {
    for ctx in wgpu_contexts() {
        let too_big = ctx.info().memory_total as usize / 4 + 1;
        match ctx.alloc::<u32>(too_big) {
            Err(GpuError::OutOfMemory { requested, .. }) => {
                assert_eq!(requested, too_big as u64 * 4)
            }
            other => panic!("expected OutOfMemory, got {other:?}"),
        }
    }
}

/// Grids wider than one dispatch allows (65,535 workgroups an axis on lavapipe) run as several
/// dispatches on wgpu, and every work-item still sees its logical ids, the whole grid's
/// `num_workgroups` and the launch's immediates: the same answers as the CPU device, which
/// needs no split.
#[test]
fn grids_wider_than_a_dispatch_run_with_their_logical_ids() {
    let src = "struct Ids { @builtin(workgroup_id) w: vec3<u32>, @builtin(local_invocation_index) l: u32 }
var<immediate> tag: u32;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@group(0) @binding(1) var<storage, read_write> n: array<u32>;
@compute @workgroup_size(64) fn main(ids: Ids, @builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let row = g.y * nw.x * 64u + g.x;
    if row < arrayLength(&o) { o[row] = ids.w.y * nw.x * 64u + ids.w.x * 64u + ids.l + tag; }
    if row == 0u && g.z == 0u { n[0] = nw.x; n[1] = nw.y; n[2] = nw.z; }
}";
    let mut contexts = vec![select_device("cpu:0".parse().unwrap()).unwrap()];
    contexts.extend(wgpu_contexts());
    for ctx in contexts {
        let id = ctx.info().id.clone();
        let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
        for grid in [[70_000u32, 1, 1], [2, 66_000, 1]] {
            // The CPU device allows 65,535 along y and z, as CUDA does; wgpu devices all of it.
            if (0..3).any(|d| grid[d] > ctx.info().max_grid[d]) {
                assert_eq!(ctx.info().kind, DeviceKind::Cpu, "{id}");
                continue;
            }
            let items = grid[0] as usize * grid[1] as usize * 64;
            let o = ctx.alloc::<u32>(items).unwrap();
            let n = ctx.alloc::<u32>(3).unwrap();
            let tag = 7u32;
            ctx.launch(&k, LaunchConfig::grid(grid, &k), &[&Immediate(&tag), &o, &n])
                .unwrap();
            let got = ctx.download(&o).unwrap();
            let wrong = (0..items).find(|&i| got[i] != i as u32 + tag);
            assert_eq!(wrong, None, "{id}, grid {grid:?}: o[{wrong:?}]");
            assert_eq!(ctx.download(&n).unwrap(), grid, "{id}: num_workgroups");
        }
    }
}

#[test]
fn software_adapters_rank_below_the_cpu_device() {
    let devices = available_devices();
    let cpu = devices.iter().position(|d| d.kind == DeviceKind::Cpu).unwrap();
    for (i, d) in devices.iter().enumerate() {
        if d.device_type == anygpu::DeviceType::SoftwareGpu {
            assert!(i > cpu, "{} ({}) ranks above the CPU device", d.id, d.name);
        }
    }
}

/// `launch_timed` runs the kernel (its result is right) and reports a plausible time: device
/// timestamps on adapters that have them, host time elsewhere.
#[test]
fn launch_timed_reports_kernel_time() {
    let mut contexts = wgpu_contexts();
    contexts.push(select_device("cpu:0".parse().unwrap()).unwrap());
    for ctx in contexts {
        let n = 1 << 16;
        let k = ctx.compile_kernel(&KernelSource::wgsl(SAXPY)).unwrap();
        let (a, x, y) = (
            ctx.upload(&[2.0f32]).unwrap(),
            ctx.upload(&vec![1.0f32; n]).unwrap(),
            ctx.upload(&vec![1.0f32; n]).unwrap(),
        );
        let t = ctx
            .launch_timed(&k, LaunchConfig::for_elements(n, &k), &[&a, &x, &y])
            .unwrap();
        assert!(
            t > std::time::Duration::ZERO && t < std::time::Duration::from_secs(10),
            "{}: {t:?}",
            ctx.info().id
        );
        assert!(ctx.download(&y).unwrap().iter().all(|&v| v == 3.0), "{}", ctx.info().id);
    }
}

/// After the device is lost (simulated with wgpu's `Device::destroy`, as a driver reset would),
/// every operation gets `DeviceLost`, never a panic or a hang; other devices keep working.
#[test]
fn a_lost_device_gives_device_lost_errors() {
    for ctx in wgpu_contexts() {
        let k = ctx.compile_kernel(&KernelSource::wgsl(SAXPY)).unwrap();
        let (a, x, y) = (
            ctx.upload(&[2.0f32]).unwrap(),
            ctx.upload(&[1.0f32; 64]).unwrap(),
            ctx.upload(&[1.0f32; 64]).unwrap(),
        );
        ctx.simulate_device_loss().unwrap();
        let is_lost = |r: Result<(), GpuError>, what: &str| match r {
            Err(GpuError::DeviceLost { ref reason, .. }) => assert!(!reason.is_empty(), "{what}: empty reason"),
            other => panic!("{what}: expected DeviceLost, got {other:?}"),
        };
        is_lost(
            ctx.launch(&k, LaunchConfig::for_elements(64, &k), &[&a, &x, &y]),
            "launch",
        );
        is_lost(ctx.download(&y).map(drop), "download");
        is_lost(ctx.upload(&[1u32]).map(drop), "upload");
        let other = format!("{SAXPY}\n// a kernel not compiled before");
        is_lost(ctx.compile_kernel(&KernelSource::wgsl(other)).map(drop), "compile");
        is_lost(ctx.synchronize(), "synchronize");
        let message = ctx.download(&y).unwrap_err().to_string();
        assert!(message.contains("create a new GpuContext"), "{message}");
        // A new context on the same device works.
        let fresh = select_device(ctx.info().id).unwrap();
        assert_eq!(fresh.download(&fresh.upload(&[7u32]).unwrap()).unwrap(), vec![7]);
    }
}

/// A kernel that needs a feature the device was not given is refused when it is compiled, with
/// the feature named. `ANYGPU_WGPU_FEATURES=none` opens adapters with no optional feature (as a
/// browser without extensions would), so this runs on any adapter.
#[test]
fn a_kernel_needing_a_missing_feature_gets_not_supported() {
    if wgpu_contexts().is_empty() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("anygpu-features-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("half.wgsl");
    std::fs::write(
        &file,
        "enable f16;\n@group(0) @binding(0) var<storage, read_write> x: array<f16>;\n\
         @compute @workgroup_size(1) fn main() { x[0] = x[0] + 1.5h; }\n",
    )
    .unwrap();
    let run = |features: &str| {
        // The CLI this test was built with, or the one `scripts/gpu-check.sh` ships beside it.
        let cli = std::env::var_os("ANYGPU_CLI").unwrap_or_else(|| env!("CARGO_BIN_EXE_anygpu").into());
        std::process::Command::new(cli)
            .args(["run", file.to_str().unwrap(), "--device", "wgpu:0", "--grid", "1"])
            .args(["--arg", "0=zeros:4", "--print", "0:u32"])
            .env("ANYGPU_WGPU_FEATURES", features)
            .output()
            .unwrap()
    };
    let refused = run("none");
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "ran without the f16 feature");
    assert!(err.contains("not supported") && err.contains("f16"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // With the feature allowed it runs wherever the adapter has it (lavapipe does).
    let device = available_devices()
        .into_iter()
        .find(|d| d.kind == DeviceKind::Wgpu)
        .unwrap();
    let allowed = run("f16,passthrough");
    if allowed.status.success() {
        // f16 1.5 is 0x3E00: the low half of the first u32.
        assert!(String::from_utf8_lossy(&allowed.stdout).contains("15872"));
    } else {
        let err = String::from_utf8_lossy(&allowed.stderr);
        assert!(err.contains("f16"), "{}: {err}", device.name);
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Without passthrough shaders (every wgpu backend but Vulkan, browsers included) wgpu translates
/// anygpu's checked IR itself: an out-of-range atomic, store and pointer argument still do
/// nothing, as on the CPU device (wgpu's own clamping gave [18, 2, 3, 99]; the pointer argument
/// was an internal compiler error in naga's SPIR-V writer).
#[test]
fn every_wgpu_path_keeps_read_zero_skip_write() {
    if wgpu_contexts().is_empty() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("anygpu-paths-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("oob.wgsl");
    std::fs::write(
        &file,
        "@group(0) @binding(0) var<storage, read_write> a: array<atomic<u32>>;
fn wr(p: ptr<function, u32>) { *p = 7u; }
@compute @workgroup_size(1) fn main() {
    let n = arrayLength(&a);
    let old = atomicAdd(&a[n + 3u], 5u);
    var f = array(1u, 2u, 3u, 4u);
    wr(&f[n]);
    wr(&f[n - 4u]);
    atomicStore(&a[0], old + f[0] + f[3]);
    atomicStore(&a[n], 99u);
}
",
    )
    .unwrap();
    let cli = std::env::var_os("ANYGPU_CLI").unwrap_or_else(|| env!("CARGO_BIN_EXE_anygpu").into());
    for (device, features) in [("cpu", "all"), ("wgpu:0", "all"), ("wgpu:0", "none")] {
        let mut command = std::process::Command::new(&cli);
        command
            .args(["run", file.to_str().unwrap(), "--device", device, "--grid", "1"])
            .args(["--arg", "0=u32:1,2,3,4", "--print", "0"]);
        if features == "none" {
            command.env("ANYGPU_WGPU_FEATURES", "none");
        }
        let out = command.output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let values: Vec<&str> = stdout.split_whitespace().collect();
        assert_eq!(
            values,
            ["11", "2", "3", "4"],
            "{device} with features {features}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Eight threads share one context, each uploading, launching its own kernel and downloading 100
/// times (2,400 downloads): wgpu runs a map callback on whichever thread polls, so a download
/// must wait for its callback, not just for its own poll to return (1 in 2,400 failed with "the
/// map callback never ran").
#[test]
fn threads_sharing_a_context_all_get_their_downloads() {
    for ctx in wgpu_contexts() {
        std::thread::scope(|scope| {
            for t in 0..8u32 {
                let ctx = &ctx;
                scope.spawn(move || {
                    let k = ctx
                        .compile_kernel(&KernelSource::wgsl(format!(
                            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    if g.x < arrayLength(&o) {{ o[g.x] = o[g.x] * 3u + {t}u; }}
}}"
                        )))
                        .unwrap();
                    for i in 0..100u32 {
                        let input: Vec<u32> = (0..256).map(|j| i * 1000 + j).collect();
                        let o = ctx.upload(&input).unwrap();
                        assert_eq!(ctx.download(&o).unwrap(), input, "thread {t}, round {i}: upload");
                        ctx.launch(&k, LaunchConfig::for_elements(256, &k), &[&o]).unwrap();
                        let expected: Vec<u32> = input.iter().map(|v| v * 3 + t).collect();
                        assert_eq!(ctx.download(&o).unwrap(), expected, "thread {t}, round {i}");
                        assert_eq!(ctx.download(&o).unwrap(), expected, "thread {t}, round {i}: again");
                    }
                });
            }
        });
    }
}

/// Vulkan's SPIR-V math has no f64 transcendental functions: drivers computed `sin` of an f64 as
/// garbage without an error. anygpu refuses such a kernel on wgpu, naming the function.
#[test]
fn f64_transcendentals_are_refused_not_miscomputed() {
    let src = KernelSource::wgsl(
        "@group(0) @binding(0) var<storage, read_write> x: array<f64>;
         fn helper(v: f64) -> f64 { return exp(v); }
         @compute @workgroup_size(1) fn main() { x[1] = helper(x[0]); }",
    );
    for ctx in wgpu_contexts() {
        let Err(e) = ctx.compile_kernel(&src) else {
            panic!("{}: an f64 exp compiled", ctx.info().id)
        };
        let text = e.to_string();
        assert!(
            matches!(e, GpuError::NotSupported(_)) && text.contains("Exp") && text.contains("f64"),
            "{text}"
        );
    }
}

/// A kernel's `var<immediate>` reaches it on adapters without immediates (push constants) too:
/// there anygpu binds a uniform buffer in its place. The adapter is narrowed with
/// `ANYGPU_WGPU_FEATURES` in a child process (this test, run again), with and without passthrough
/// SPIR-V (anygpu's own writer, and wgpu's translation).
#[test]
fn immediates_reach_kernels_on_adapters_without_push_constants() {
    const CHILD: &str = "ANYGPU_IMMEDIATES_CHILD";
    if std::env::var_os(CHILD).is_some() {
        for ctx in wgpu_contexts() {
            let k = ctx
                .compile_kernel(&KernelSource::wgsl(include_str!("../kernels/immediates.wgsl")).entry("fill"))
                .unwrap();
            let out = ctx.alloc::<u32>(300).unwrap();
            let value = 41u32;
            ctx.launch(
                &k,
                LaunchConfig::for_elements(300, &k),
                &[&out, &anygpu::Immediate(&value)],
            )
            .unwrap();
            let got = ctx.download(&out).unwrap();
            assert!(
                got.iter().enumerate().all(|(i, &v)| v == 41 + i as u32),
                "{:?}",
                &got[..4]
            );
        }
        return;
    }
    if wgpu_contexts().is_empty() {
        return;
    }
    for features in ["passthrough", "none"] {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "wgpu_backend::immediates_reach_kernels_on_adapters_without_push_constants",
                "--nocapture",
            ])
            .env(CHILD, "1")
            .env("ANYGPU_WGPU_FEATURES", features)
            .output()
            .unwrap();
        assert!(
            out.status.success() && String::from_utf8_lossy(&out.stdout).contains("1 passed"),
            "ANYGPU_WGPU_FEATURES={features}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Reductions combine in an order fixed by the length alone: the CPU device (which steps through
/// each work-item's elements with a barrier per step) and every wgpu device (which runs them
/// unrolled) give the same bits, for sums, dot products, max/min and argmax, whole and by rows.
#[test]
fn reductions_give_the_same_bits_on_cpu_and_wgpu() {
    use anygpu::ops;
    let mut rng = rand::rng();
    for n in [1usize, 4095, 4097, rng.random_range(10_000..300_000)] {
        let x: Vec<f32> = (0..n).map(|_| rng.random_range(-1e3f32..1e3)).collect();
        let y: Vec<f32> = (0..n).map(|_| rng.random_range(-1.0f32..1.0)).collect();
        let run = |ctx: &GpuContext| -> Vec<u32> {
            let (dx, dy) = (ctx.upload(&x).unwrap(), ctx.upload(&y).unwrap());
            vec![
                ops::sum(ctx, &dx).unwrap().to_bits(),
                ops::dot(ctx, &dx, &dy).unwrap().to_bits(),
                ops::max(ctx, &dx).unwrap().to_bits(),
                ops::min(ctx, &dx).unwrap().to_bits(),
                ops::argmax(ctx, &dx).unwrap() as u32,
            ]
        };
        let cpu = run(&select_device("cpu:0".parse().unwrap()).unwrap());
        for ctx in wgpu_contexts() {
            assert_eq!(run(&ctx), cpu, "{}: n = {n}: sum, dot, max, min, argmax", ctx.info().id);
        }
    }
    // Along rows too (the CPU device walks each workgroup's tree with one work-item).
    let (rows, cols) = (7, rng.random_range(300..3000));
    let x: Vec<f32> = (0..rows * cols).map(|_| rng.random_range(-1e3f32..1e3)).collect();
    let run = |ctx: &GpuContext| -> Vec<u32> {
        let dx = ctx.upload(&x).unwrap();
        let mut out = Vec::new();
        for r in [
            ops::sum_rows(ctx, &dx, cols),
            ops::max_rows(ctx, &dx, cols),
            ops::min_rows(ctx, &dx, cols),
        ] {
            out.extend(ctx.download(&r.unwrap()).unwrap().iter().map(|v| v.to_bits()));
        }
        out.extend(ctx.download(&ops::argmax_rows(ctx, &dx, cols).unwrap()).unwrap());
        out
    };
    let cpu = run(&select_device("cpu:0".parse().unwrap()).unwrap());
    for ctx in wgpu_contexts() {
        assert_eq!(
            run(&ctx),
            cpu,
            "{}: {rows}×{cols}: sum, max, min, argmax of rows",
            ctx.info().id
        );
    }
}

/// The image-blur example's kernel (a texture, a linear clamp-to-edge sampler, a storage
/// texture) gives the same image on the CPU device and on each wgpu adapter: every channel
/// within 1/255 (GPUs filter with 8-bit weights and may round the unorm conversion either way).
#[test]
fn blurred_images_agree_on_cpu_and_wgpu() {
    use anygpu::{AddressMode, FilterMode, SamplerDesc, TextureDesc, TextureFormat};
    let mut rng = rand::rng();
    let (w, h) = (rng.random_range(20..90u32), rng.random_range(20..90u32));
    let image: Vec<u8> = (0..w * h * 4).map(|_| rng.random()).collect();
    let run = |ctx: &GpuContext| -> Vec<u8> {
        let k = ctx
            .compile_kernel(&KernelSource::wgsl(include_str!("../../shaders/blur.wgsl")))
            .unwrap();
        let src = ctx
            .upload_texture(&TextureDesc::d2(TextureFormat::Rgba8Unorm, w, h), &image)
            .unwrap();
        let dst = ctx
            .alloc_texture(&TextureDesc::d2(TextureFormat::Rgba8Unorm, w, h))
            .unwrap();
        let s = ctx
            .create_sampler(&SamplerDesc::new(FilterMode::Linear, AddressMode::ClampToEdge))
            .unwrap();
        ctx.launch(
            &k,
            LaunchConfig::grid([w.div_ceil(8), h.div_ceil(8), 1], &k),
            &[&src, &s, &dst],
        )
        .unwrap();
        ctx.download_texture(&dst).unwrap()
    };
    let cpu = run(&select_device("cpu:0".parse().unwrap()).unwrap());
    for ctx in wgpu_contexts() {
        let got = run(&ctx);
        let worst = got.iter().zip(&cpu).map(|(a, b)| (*a as i32 - *b as i32).abs()).max();
        assert!(
            worst <= Some(1),
            "{}: {w}×{h} blur differs by {worst:?}/255 from the CPU device's",
            ctx.info().id
        );
    }
}
