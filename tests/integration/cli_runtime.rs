//! What the runtime knows about itself, through the library and the command line:
//! `anygpu::runtimes()`, `anygpu devices --json`, `run --check`, `bench`, and no Vulkan loader
//! messages where no wgpu device was asked for.

use std::process::Command;

use crate::cli_run;
use cli_run::anygpu_with_env;

use anygpu::{available_devices, runtimes, DeviceKind};
use serde_json::Value;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Whether wgpu:0 is lavapipe; `None` (after saying so) when there is no wgpu device, which CI
/// must have.
fn lavapipe() -> Option<bool> {
    let Some(d) = available_devices().into_iter().find(|d| d.kind == DeviceKind::Wgpu) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: no wgpu adapter found; install mesa-vulkan-drivers (scripts/setup.sh)"
        );
        skip!("no wgpu adapter on this machine (install mesa-vulkan-drivers for lavapipe)");
        return None;
    };
    Some(d.name.starts_with("llvmpipe"))
}

const KINDS: [&str; 4] = ["cuda", "rocm", "wgpu", "cpu"];

// ----- runtimes -----

#[test]
fn runtimes_agree_with_the_devices_listed() {
    let devices = available_devices();
    let rt = runtimes();
    assert_eq!(rt.iter().map(|r| r.kind.prefix()).collect::<Vec<_>>(), KINDS);
    for r in &rt {
        let listed = devices.iter().filter(|d| d.kind == r.kind).count();
        assert_eq!(r.devices, listed, "{r:?}");
        assert_eq!(r.reason.is_some(), r.devices == 0, "a reason exactly when empty: {r:?}");
        if r.devices > 0 {
            assert!(r.compiled && r.found, "{r:?}");
        }
        if !r.compiled {
            assert!(!r.found && r.summary().contains("built without"), "{r:?}");
        }
    }
    let cpu = rt.iter().find(|r| r.kind == DeviceKind::Cpu).unwrap();
    assert!(
        cpu.version.as_deref().is_some_and(|v| v.starts_with("LLVM ")),
        "{cpu:?}"
    );
    // This machine has no NVIDIA driver: the reason says what to install.
    let cuda = rt.iter().find(|r| r.kind == DeviceKind::Cuda).unwrap();
    if !cuda.found {
        assert!(cuda.summary().contains("install the NVIDIA driver"), "{cuda:?}");
    }
    if let Some(true) = lavapipe() {
        let wgpu = rt.iter().find(|r| r.kind == DeviceKind::Wgpu).unwrap();
        assert!(
            wgpu.version
                .as_deref()
                .is_some_and(|v| v.starts_with("Vulkan loader 1.")),
            "{wgpu:?}"
        );
        assert!(wgpu.notes.iter().any(|n| n.contains("llvmpipe")), "{wgpu:?}");
    }
}

#[test]
fn devices_json_lists_devices_and_all_four_runtimes() {
    let o = anygpu_with_env(&["devices", "--json"], &[]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let doc: Value = serde_json::from_slice(&o.stdout).expect("devices --json prints JSON");
    assert_eq!(doc["schema"], 1);
    let runtimes = doc["runtimes"].as_array().unwrap();
    let kinds: Vec<&str> = runtimes.iter().map(|r| r["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, KINDS);
    let devices = doc["devices"].as_array().unwrap();
    assert!(
        devices.iter().any(|d| d["id"] == "cpu:0" && d["type"] == "cpu"),
        "{doc:#}"
    );
    for r in runtimes {
        for field in ["compiled", "found", "version", "devices", "reason", "notes"] {
            assert!(r.get(field).is_some(), "runtime without `{field}`: {r}");
        }
        let listed = devices.iter().filter(|d| d["kind"] == r["kind"]).count();
        assert_eq!(r["devices"], listed, "{doc:#}");
        assert_eq!(r["reason"].is_null(), listed > 0, "{r}");
    }
    for d in devices {
        for field in [
            "id",
            "kind",
            "name",
            "memory_bytes",
            "subgroup_size",
            "subgroup_min_size",
            "features",
            "notes",
        ] {
            assert!(d.get(field).is_some(), "device without `{field}`: {d}");
        }
    }
    // The table says the same, under the devices.
    let o = anygpu_with_env(&["devices"], &[]);
    let table = text(&o.stdout);
    let rows: Vec<&str> = table.lines().skip_while(|l| !l.starts_with("RUNTIME")).collect();
    assert!(rows.len() > 4, "no runtimes section:\n{table}");
    for kind in KINDS {
        assert!(
            rows.iter().any(|l| l.starts_with(&format!("{kind} "))),
            "{kind}:\n{table}"
        );
    }
}

// ----- run --profile / --trace -----

#[test]
fn run_profile_prints_the_table_and_trace_writes_chrome_json() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("run.json");
    let trace_arg = trace.to_str().unwrap().to_string();
    let mut args = saxpy(&["--device", "cpu", "--print", "2", "--profile", "--trace"]);
    args.push(&trace_arg);
    let o = anygpu_with_env(&args, &[]);
    let err = text(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert_eq!(
        text(&o.stdout).lines().count(),
        4,
        "stdout keeps only the printed values"
    );
    let table: Vec<&str> = err.lines().skip_while(|l| !l.starts_with("kernel / copy")).collect();
    assert!(!table.is_empty(), "a table on stderr: {err}");
    let row = |name: &str| table.iter().find(|l| l.starts_with(name)).copied();
    let launch = row("main").unwrap_or_else(|| panic!("the launch of saxpy's `main`: {err}"));
    assert_eq!(launch.split_whitespace().nth(1), Some("1"), "one launch: {launch}");
    assert!(row("copy_to_device").is_some(), "the uploads: {err}");
    assert!(row("copy_to_host").is_some(), "the printed binding's download: {err}");

    let json: Value = serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    let events = json["traceEvents"].as_array().expect("Trace Event format");
    assert!(
        events.iter().any(|e| e["name"] == "main" && e["ph"] == "X"),
        "the launch as a complete event: {json}"
    );
    assert!(err.contains("trace: written to"), "{err}");

    // A trace that cannot be written is a clear error, not a panic.
    let o = anygpu_with_env(&saxpy(&["--device", "cpu", "--trace", "/nonexistent-dir/t.json"]), &[]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("cannot write the trace"),
        "{}",
        text(&o.stderr)
    );
}

// ----- run --check -----

fn saxpy(extra: &[&'static str]) -> Vec<&'static str> {
    let mut args = vec![
        "run",
        "shaders/saxpy.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:0.1",
        "--arg",
        "1=f32:1,2.5,3e-7,-4",
        "--arg",
        "2=f32:10,20,30,1e30",
    ];
    args.extend(extra);
    args
}

#[test]
fn check_agrees_between_two_mock_devices_and_with_wgpu() {
    let o = anygpu_with_env(
        &saxpy(&["--device", "cpu:0", "--check", "cpu:1", "--print", "2"]),
        &[("ANYGPU_MOCK", "count=2,name=Mock GPU")],
    );
    let err = text(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("check: cpu:0 and cpu:1 agree on 4 value(s) in 1 writable binding(s)"),
        "{err}"
    );
    assert_eq!(text(&o.stdout).lines().count(), 4, "--print still prints");

    if lavapipe().is_none() {
        return;
    }
    let o = anygpu_with_env(&saxpy(&["--device", "cpu", "--check", "wgpu:0"]), &[]);
    let err = text(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("check: cpu:0 and wgpu:0 agree"), "{err}");
}

/// A sampled texture, a sampler and a storage texture written with exact arithmetic (the
/// complement of each nearest-sampled texel), compared texel by texel between the CPU and wgpu.
#[test]
fn check_compares_storage_textures_texel_by_texel() {
    if lavapipe().is_none() {
        skip!("check_compares_storage_textures: no wgpu:0 adapter");
    }
    let kernel = "
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var smp: sampler;
@group(0) @binding(2) var dst: texture_storage_2d<rgba8unorm, write>;
@compute @workgroup_size(4, 4) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let uv = (vec2<f32>(id.xy) + 0.5) / vec2<f32>(textureDimensions(src));
    textureStore(dst, id.xy, 1.0 - textureSampleLevel(src, smp, uv, 0.0));
}";
    let path = std::env::temp_dir().join(format!("anygpu-check-textures-{}.wgsl", std::process::id()));
    std::fs::write(&path, kernel).unwrap();
    let values: Vec<String> = (0..8 * 8 * 4)
        .map(|i| format!("{}", f64::from((i * 37) % 256) / 255.0))
        .collect();
    let image = format!("0=tex2d:rgba8unorm:8x8:{}", values.join(","));
    let args = [
        "run",
        path.to_str().unwrap(),
        "--device",
        "cpu",
        "--check",
        "wgpu:0",
        "--grid",
        "2,2",
        "--arg",
        &image,
        "--arg",
        "1=sampler:nearest,clamp",
        "--arg",
        "2=tex2d:rgba8unorm:8x8:zeros",
    ];
    let o = anygpu_with_env(&args, &[]);
    let _ = std::fs::remove_file(&path);
    let err = text(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("check: cpu:0 and wgpu:0 agree on 256 value(s) in 1 writable binding(s)"),
        "{err}"
    );
}

/// Lavapipe ends every loop after 65,535 iterations in all and reports success (its note says
/// so): exactly what `--check` is for. The CPU device counts to 100,000.
#[test]
fn check_reports_devices_that_disagree_with_its_own_exit_status() {
    if lavapipe() != Some(true) {
        skip!("check_reports_devices_that_disagree: wgpu:0 is not lavapipe, whose loop limit this test uses");
        return;
    }
    let src = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(1) var<storage, read> limit: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var n = 0u;
    for (var i = 0u; i < limit[0]; i++) { n += 1u; }
    out[id.x] = n + id.x;
}";
    let path = std::env::temp_dir().join(format!("anygpu-check-{}.wgsl", std::process::id()));
    std::fs::write(&path, src).unwrap();
    let file = path.to_str().unwrap();
    let run = |limit: &'static str| {
        let limit = format!("1=u32:{limit}");
        let args = [
            "run",
            file,
            "--device",
            "cpu",
            "--check",
            "wgpu:0",
            "--grid",
            "12",
            "--arg",
            "0=zeros:48",
            "--arg",
            &limit,
        ];
        let o = anygpu_with_env(&args, &[]);
        (o.status.code(), text(&o.stderr))
    };
    let (code, err) = run("1000");
    assert_eq!(code, Some(0), "{err}");
    let (code, err) = run("100000");
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(3), "disagreement has exit status 3:\n{err}");
    assert!(err.contains("check: cpu:0 vs wgpu:0, first mismatches:"), "{err}");
    assert!(
        err.contains("  0[0]: 100000 vs 65535\n") && err.contains("  0[9]: 100009 vs "),
        "{err}"
    );
    assert!(
        !err.contains("0[10]:") && err.contains("... and 2 more"),
        "only the first 10: {err}"
    );
    assert!(
        err.contains("error: cpu:0 and wgpu:0 disagree on 12 of 12 value(s), in binding(s) 0"),
        "{err}"
    );
}

#[test]
fn check_needs_a_device_that_exists() {
    let o = anygpu_with_env(&saxpy(&["--device", "cpu", "--check", "cpu:5"]), &[]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(err.contains("error:") && err.contains("cpu:5"), "{err}");
    assert!(text(&o.stdout).is_empty(), "nothing runs before both devices are open");
    let o = anygpu_with_env(&saxpy(&["--ulps", "2"]), &[]);
    assert_eq!(o.status.code(), Some(2), "--ulps without --check is a usage error");
}

// ----- bench -----

#[test]
fn bench_prints_min_median_max_and_bandwidth() {
    let o = anygpu_with_env(
        &[
            "bench",
            "shaders/vector_add.wgsl",
            "--device",
            "cpu",
            "--grid",
            "4",
            "--arg",
            "0=zeros:4K",
            "--arg",
            "1=zeros:4K",
            "--arg",
            "2=zeros:4K",
            "--iters",
            "120",
            "--warmup",
            "2",
        ],
        &[],
    );
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert!(o.status.success(), "{err}");
    // 120 iterations would show a bar on a terminal; stderr here is a pipe.
    assert_eq!(err, "", "no progress bar or other output on a pipe");
    let field = |name: &str| -> String {
        out.lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("no `{name}` line:\n{out}"))
            .trim()
            .to_string()
    };
    let seconds = |s: String| -> f64 {
        let (n, unit) = s.split_once(' ').unwrap();
        let n: f64 = n.parse().unwrap();
        n * match unit {
            "ns" => 1e-9,
            "µs" => 1e-6,
            "ms" => 1e-3,
            "s" => 1.0,
            u => panic!("unit {u}"),
        }
    };
    let (min, median, max) = (seconds(field("min")), seconds(field("median")), seconds(field("max")));
    assert!(0.0 < min && min <= median && median <= max, "{out}");
    assert!(field("iters").starts_with("120 (after 2 warmup)"), "{out}");
    let gbs = field("GB/s");
    assert!(
        gbs.contains("(12 KiB in 3 binding(s), each counted once, over the median)"),
        "{out}"
    );
    let rate: f64 = gbs.split_whitespace().next().unwrap().parse().unwrap();
    let expected = 12.0 * 1024.0 / median / 1e9;
    assert!(
        (rate - expected).abs() <= expected * 0.01 + 1e-3,
        "{rate} vs {expected}: {out}"
    );

    for iters in ["0", "10000001"] {
        let o = anygpu_with_env(
            &["bench", "shaders/vector_add.wgsl", "--grid", "1", "--iters", iters],
            &[],
        );
        assert_eq!(
            o.status.code(),
            Some(2),
            "--iters {iters} is refused: {}",
            text(&o.stderr)
        );
    }
}

// ----- Vulkan loader messages -----

/// On a headless machine Mesa's device-select Vulkan layer prints `XDG_RUNTIME_DIR is invalid`
/// when a Vulkan instance is made. A program that asked for the CPU makes none: this test runs
/// itself again as a child (a multi-threaded process, where `quiet_display_probing` cannot help)
/// that opens `cpu` and runs a kernel; a control child that lists every device shows the message
/// can appear on this machine at all.
#[test]
fn asking_for_the_cpu_starts_no_vulkan() {
    match std::env::var("ANYGPU_TEST_CHILD").as_deref() {
        Ok("cpu") => {
            let ctx = anygpu::select_device("cpu".parse().unwrap()).unwrap();
            let a = ctx.upload(&[1.0f32, 2.0]).unwrap();
            let b = ctx.upload(&[10.0f32, 20.0]).unwrap();
            let c = ctx.alloc::<f32>(2).unwrap();
            let src = anygpu::KernelSource::from_file(concat!(env!("CARGO_MANIFEST_DIR"), "/shaders/vector_add.wgsl"))
                .unwrap();
            let k = ctx.compile_kernel(&src).unwrap();
            ctx.launch(&k, anygpu::LaunchConfig::grid([1, 1, 1], &k), &[&a, &b, &c])
                .unwrap();
            assert_eq!(ctx.download(&c).unwrap(), [11.0, 22.0]);
            return;
        }
        Ok(_) => {
            let _ = available_devices();
            return;
        }
        Err(_) => {}
    }
    let child = |mode: &str| {
        let o = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "cli_runtime::asking_for_the_cpu_starts_no_vulkan",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("ANYGPU_TEST_CHILD", mode)
            .env_remove("XDG_RUNTIME_DIR")
            .env_remove("NODEVICE_SELECT")
            .env_remove("ANYGPU_DEVICE")
            .env_remove("ANYGPU_MOCK")
            .output()
            .unwrap();
        assert!(o.status.success(), "{mode} child failed: {}", text(&o.stderr));
        assert!(
            text(&o.stdout).contains("1 passed"),
            "{mode} child ran no test: {}",
            text(&o.stdout)
        );
        text(&o.stderr)
    };
    let cpu = child("cpu");
    assert!(
        !cpu.contains("XDG_RUNTIME_DIR"),
        "Vulkan was started for the CPU:\n{cpu}"
    );
    if !child("all").contains("XDG_RUNTIME_DIR") {
        skip!("asking_for_the_cpu_starts_no_vulkan (control): this machine's Vulkan layers print nothing without XDG_RUNTIME_DIR");
    }
}

/// The command line, as the issue asks: `--device cpu` or `ANYGPU_DEVICE=cpu` with no
/// `XDG_RUNTIME_DIR` prints the results and nothing on stderr.
#[test]
fn the_cli_on_the_cpu_prints_no_loader_messages() {
    for (device_arg, env) in [(Some("cpu"), None), (None, Some(("ANYGPU_DEVICE", "cpu")))] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_anygpu"));
        cmd.args([
            "run",
            "shaders/vector_add.wgsl",
            "--grid",
            "1",
            "--arg",
            "0=f32:1",
            "--arg",
            "1=f32:2",
        ])
        .args(["--arg", "2=zeros:4", "--print", "2"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("ANYGPU_DEVICE")
        .env_remove("ANYGPU_MOCK")
        .env_remove("XDG_RUNTIME_DIR")
        .env_remove("NODEVICE_SELECT");
        if let Some(d) = device_arg {
            cmd.args(["--device", d]);
        }
        if let Some((k, v)) = env {
            cmd.env(k, v);
        }
        let o = cmd.output().unwrap();
        assert!(o.status.success(), "{}", text(&o.stderr));
        assert_eq!(text(&o.stdout), "3\n");
        assert_eq!(text(&o.stderr), "", "stray output on stderr");
    }
}
