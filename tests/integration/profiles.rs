//! The mock device posing as a GPU (`CpuDeviceConfig::with_profile`, `ANYGPU_MOCK=profile=…`):
//! it runs subgroups as wide as that GPU's and refuses what that GPU's backend refuses, with the
//! same messages (workgroup size and memory, grid, storage buffers, features).

use anygpu::{CpuDeviceConfig, DeviceKind, GpuContext, GpuError, GpuProfile, KernelSource, LaunchConfig, GPU_PROFILES};

fn posing_as(profile: &str) -> GpuContext {
    let profile = GpuProfile::named(profile).expect("a known profile");
    GpuContext::with_cpu_device(&CpuDeviceConfig::mock("profiles", 1 << 30, 2).with_profile(profile))
}

fn plain() -> GpuContext {
    GpuContext::with_cpu_device(&CpuDeviceConfig::mock("profiles", 1 << 30, 2))
}

/// Every profile opens, reports itself as its GPU (limits, subgroup width, memory, compute
/// units) and stays a CPU device underneath.
#[test]
fn every_profile_opens_as_its_gpu() {
    for p in GPU_PROFILES {
        let ctx = posing_as(p.name);
        let info = ctx.info();
        assert_eq!(info.kind, DeviceKind::Cpu, "{}", p.name);
        assert!(info.is_mock && info.profile == Some(p.name), "{}", p.name);
        assert_eq!(info.subgroup_size, p.subgroup_size, "{}", p.name);
        assert_eq!(info.workgroup_memory_limit, p.workgroup_memory_limit, "{}", p.name);
        assert_eq!(info.max_workgroup_dims, p.max_workgroup_dims, "{}", p.name);
        assert_eq!(
            (info.memory_total, info.multiprocessor_count),
            (p.memory, p.compute_units),
            "{}",
            p.name
        );
        assert!(info.name.contains(p.device_name), "{}: {}", p.name, info.name);
        assert!(
            info.notes.iter().any(|n| n.contains(p.name)),
            "{}: {:?}",
            p.name,
            info.notes
        );
    }
}

/// Subgroup built-ins and operations on the mock take the profile's width: 32 on an NVIDIA
/// profile and on RDNA 3, 64 on CDNA (ballots fill two words), 16 on the plain CPU device.
#[test]
fn subgroups_are_as_wide_as_the_gpu_posed_as() {
    let source = KernelSource::wgsl(
        "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
         @compute @workgroup_size(128)
         fn main(@builtin(local_invocation_index) i: u32,
                 @builtin(subgroup_size) size: u32,
                 @builtin(subgroup_invocation_id) lane: u32) {
             let odd = subgroupBallot((lane & 1u) == 1u);
             out[i * 6u] = size;
             out[i * 6u + 1u] = lane;
             out[i * 6u + 2u] = subgroupAdd(1u);
             out[i * 6u + 3u] = subgroupExclusiveAdd(lane);
             out[i * 6u + 4u] = odd.x;
             out[i * 6u + 5u] = odd.y;
         }",
    );
    for (ctx, width) in [
        (plain(), 16u32),
        (posing_as("h100"), 32),
        (posing_as("rx7900xtx"), 32),
        (posing_as("mi300x"), 64),
        (posing_as("mi250x"), 64),
    ] {
        let kernel = ctx.compile_kernel(&source).unwrap();
        let out = ctx.alloc::<u32>(128 * 6).unwrap();
        ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &[&out])
            .unwrap();
        let got = ctx.download(&out).unwrap();
        // The odd lanes' bits, over as many of the ballot's words as the subgroup fills.
        let odd_bits = |word: u32| -> u32 {
            let lanes = width.saturating_sub(32 * word).min(32);
            (0..lanes).filter(|l| l % 2 == 1).map(|l| 1u32 << l).sum()
        };
        for i in 0..128u32 {
            let lane = i % width;
            let want = [width, lane, width, (0..lane).sum(), odd_bits(0), odd_bits(1)];
            assert_eq!(
                &got[(i * 6) as usize..(i * 6 + 6) as usize],
                &want,
                "{}: work-item {i}",
                ctx.info().name
            );
        }
    }
}

/// Workgroup memory: 64 KiB runs on the plain CPU device, on the H100 profile (CUDA opts every
/// kernel in to dynamic shared memory up to the 227 KiB limit, as anygpu's CUDA backend does)
/// and on CDNA's 64 KiB of LDS; a browser's 16 KiB and Metal's 32 KiB refuse it; past 227 KiB
/// the H100 refuses too. The message is the one the GPU's own device gives.
#[test]
fn workgroup_memory_past_the_gpus_limit_is_refused_as_on_the_gpu() {
    let kernel_with = |kib: u32| {
        KernelSource::wgsl(format!(
            "var<workgroup> tile: array<f32, {}>;
             @group(0) @binding(0) var<storage, read_write> out: array<f32>;
             @compute @workgroup_size(64)
             fn main(@builtin(local_invocation_index) i: u32) {{
                 tile[i] = f32(i);
                 workgroupBarrier();
                 out[i] = tile[63u - i] + tile[{}u];
             }}",
            kib * 256,
            kib * 256 - 1
        ))
    };
    let runs = |ctx: &GpuContext, kib: u32| -> anygpu::Result<Vec<f32>> {
        let kernel = ctx.compile_kernel(&kernel_with(kib))?;
        let out = ctx.alloc::<f32>(64)?;
        ctx.launch(&kernel, LaunchConfig::grid([1, 1, 1], &kernel), &[&out])?;
        ctx.download(&out)
    };
    let want: Vec<f32> = (0..64).map(|i| (63 - i) as f32).collect();
    for ctx in [plain(), posing_as("h100"), posing_as("mi300x")] {
        assert_eq!(runs(&ctx, 64).unwrap(), want, "{}", ctx.info().name);
    }
    for (profile, kib, limit) in [
        ("webgpu-default", 64, 16384),
        ("apple-m2", 64, 32768),
        ("h100", 228, 232448),
    ] {
        let ctx = posing_as(profile);
        let e = runs(&ctx, kib).unwrap_err();
        let text = e.to_string();
        assert!(matches!(e, GpuError::NotSupported(_)), "{profile}: {e:?}");
        assert!(
            text.contains(&format!("declares {} bytes of var<workgroup> memory", kib * 1024))
                && text.contains(&format!("allows {limit} per workgroup")),
            "{profile}: {text}"
        );
    }
}

/// Workgroup shapes, grids, storage-buffer counts and features past the profile's limits are
/// refused before anything runs, naming the limit.
#[test]
fn limits_and_features_of_the_gpu_are_enforced() {
    let refused = |ctx: &GpuContext, wgsl: &str, grid: [u32; 3]| -> Option<String> {
        let kernel = match ctx.compile_kernel(&KernelSource::wgsl(wgsl)) {
            Ok(k) => k,
            Err(e) => return Some(e.to_string()),
        };
        let out = ctx.alloc::<u32>(1).unwrap();
        ctx.launch(&kernel, LaunchConfig::grid(grid, &kernel), &[&out])
            .err()
            .map(|e| e.to_string())
    };
    let shaped = |x: u32, y: u32, z: u32| {
        format!(
            "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
             @compute @workgroup_size({x}, {y}, {z}) fn main() {{ out[0] = 1u; }}"
        )
    };
    // 512 invocations: a browser allows 256; 128 along z: CUDA allows 64, HIP 1024.
    let e = refused(&posing_as("webgpu-default"), &shaped(512, 1, 1), [1, 1, 1]).unwrap();
    assert!(e.contains("at most 256 along x"), "{e}");
    let e = refused(&posing_as("h100"), &shaped(1, 1, 128), [1, 1, 1]).unwrap();
    assert!(e.contains("at most 64 along z"), "{e}");
    assert_eq!(refused(&posing_as("mi300x"), &shaped(1, 1, 128), [1, 1, 1]), None);
    // 70000 workgroups along y: past CUDA's 65535.
    let e = refused(&posing_as("h100"), &shaped(1, 1, 1), [1, 70000, 1]).unwrap();
    assert!(e.contains("65535"), "{e}");
    // Nine storage buffers: a browser allows eight.
    let nine: String = (0..9)
        .map(|b| format!("@group(0) @binding({b}) var<storage, read_write> b{b}: array<u32>;\n"))
        .collect::<String>()
        + "@compute @workgroup_size(1) fn main() { b0[0] = 1u; b1[0] = 1u; b2[0] = 1u; b3[0] = 1u; b4[0] = 1u; b5[0] = 1u; b6[0] = 1u; b7[0] = 1u; b8[0] = 1u; }";
    let ctx = posing_as("webgpu-default");
    let e = ctx
        .compile_kernel(&KernelSource::wgsl(nine.clone()))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("binds 9 storage buffers") && e.contains("allows 8 per kernel"),
        "{e}"
    );
    assert!(posing_as("h100").compile_kernel(&KernelSource::wgsl(nine)).is_ok());
    // f16: not in a browser by default, on Metal yes; f64: nowhere on Metal.
    let f16 = "enable f16;
               @group(0) @binding(0) var<storage, read_write> out: array<f16>;
               @compute @workgroup_size(1) fn main() { out[0] = out[0] + 1.0h; }";
    let e = posing_as("webgpu-default")
        .compile_kernel(&KernelSource::wgsl(f16))
        .unwrap_err();
    assert!(
        matches!(&e, GpuError::NotSupported(u) if u.missing == [anygpu::OptionalFeature::F16]),
        "{e:?}"
    );
    assert!(posing_as("apple-m2").compile_kernel(&KernelSource::wgsl(f16)).is_ok());
    let f64 = "@group(0) @binding(0) var<storage, read_write> out: array<f64>;
               @compute @workgroup_size(1) fn main() { out[0] = out[0] + 1.0lf; }";
    let e = posing_as("apple-m2")
        .compile_kernel(&KernelSource::wgsl(f64))
        .unwrap_err();
    assert!(e.to_string().contains("f64"), "{e}");
    assert!(posing_as("mi300x").compile_kernel(&KernelSource::wgsl(f64)).is_ok());
}

/// `ANYGPU_MOCK=profile=…` combines with the other keys: `name` and `memory` override the
/// profile's, `count` makes several; an unknown profile lists the known ones.
#[test]
fn mock_specs_name_profiles() {
    let configs = CpuDeviceConfig::parse_mock_spec("count=2,profile=MI300X,memory=2G,cu=2").unwrap();
    assert_eq!(configs.len(), 2);
    assert_eq!(configs[0].profile.map(|p| p.name), Some("mi300x"));
    assert_eq!((configs[0].memory_limit, configs[0].compute_units), (2 << 30, 2));
    assert!(configs[0].name.contains("AMD Instinct MI300X"));
    let named = CpuDeviceConfig::parse_mock_spec("name=Lab GPU,profile=l4").unwrap();
    assert_eq!(named[0].name, "Lab GPU");
    assert_eq!(named[0].memory_limit, 23034 << 20);
    let e = CpuDeviceConfig::parse_mock_spec("profile=b200").unwrap_err();
    assert!(matches!(e, GpuError::InvalidArgument(_)), "{e:?}");
    let text = e.to_string();
    assert!(
        text.contains("ANYGPU_MOCK") && text.contains("no GPU profile `b200`") && text.contains("mi300x"),
        "{text}"
    );
}
