//! The `anygpu` command line, run as a user would: the built binary on the shaders in `shaders/`.

use std::path::PathBuf;
use std::process::{Command, Output};

use crate::cli_run;
use cli_run::anygpu_with_env;

fn anygpu(args: &[&str]) -> Output {
    anygpu_with_env(args, &[])
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs and expects success; returns stdout.
fn ok(args: &[&str]) -> String {
    let o = anygpu(args);
    assert!(
        o.status.success(),
        "anygpu {args:?} failed ({:?}):\n{}",
        o.status,
        stderr(&o)
    );
    stdout(&o)
}

/// Runs and expects failure with an `error:` line on stderr, no panic, nothing on stdout; returns stderr.
fn fails_with(o: Output, what: &str) -> String {
    let err = stderr(&o);
    assert!(
        !o.status.success(),
        "{what}: expected failure, got success; stdout:\n{}",
        stdout(&o)
    );
    assert!(err.contains("error:"), "{what}: stderr has no `error:`:\n{err}");
    assert!(!err.contains("panicked"), "{what}: panic:\n{err}");
    assert!(stdout(&o).is_empty(), "{what}: stdout should be empty:\n{}", stdout(&o));
    err
}

fn fails(args: &[&str]) -> String {
    fails_with(anygpu(args), &format!("anygpu {args:?}"))
}

fn floats(s: &str) -> Vec<f32> {
    s.lines()
        .map(|l| {
            l.trim()
                .parse()
                .unwrap_or_else(|_| panic!("not a number: {l:?} in\n{s}"))
        })
        .collect()
}

/// A scratch file that removes itself.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, contents: &[u8]) -> Self {
        let path = std::env::temp_dir().join(format!("anygpu-cli-{}-{name}", std::process::id()));
        std::fs::write(&path, contents).unwrap();
        TempFile(path)
    }
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

// ----- devices -----

#[test]
fn devices_lists_the_cpu() {
    let out = ok(&["devices"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() >= 2, "{out}");
    for col in ["ID", "KIND", "NAME", "MEMORY", "COMPUTE UNITS", "COMPUTE VERSION"] {
        assert!(lines[0].contains(col), "header lacks {col}:\n{out}");
    }
    let cpu = lines
        .iter()
        .find(|l| l.starts_with("cpu:0"))
        .unwrap_or_else(|| panic!("no cpu:0 row:\n{out}"));
    assert!(cpu.contains("iB"), "memory column: {cpu}");
}

#[test]
fn devices_shows_mock_devices() {
    let o = anygpu_with_env(
        &["devices"],
        &[("ANYGPU_MOCK", "count=2,name=Mock GPU,memory=64M,cu=8")],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    // The mock devices replace the CPU device; real GPUs (lavapipe here) are still listed.
    let rows: Vec<&str> = out.lines().skip(1).filter(|l| l.starts_with("cpu:")).collect();
    assert_eq!(rows.len(), 2, "{out}");
    for (i, row) in rows.iter().enumerate() {
        assert!(row.starts_with(&format!("cpu:{i}")), "{out}");
        assert!(
            row.contains("Mock GPU") && row.contains("64 MiB") && row.contains(" 8 "),
            "{out}"
        );
    }
}

/// A name longer than any format width (65,535) is listed, not a panic.
#[test]
fn devices_lists_a_mock_with_a_very_long_name() {
    let name = "n".repeat(70_000);
    let o = anygpu_with_env(&["devices"], &[("ANYGPU_MOCK", &format!("name={name}"))]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).lines().any(|l| l.starts_with("cpu:0") && l.contains(&name)));
}

#[test]
fn a_malformed_mock_spec_is_reported_and_hides_no_gpu() {
    let plain = stdout(&anygpu(&["devices"]));
    // The device table ends at the blank line before the runtimes.
    let gpus: Vec<&str> = plain
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter(|l| !l.starts_with("note:"))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|id| !id.starts_with("cpu:"))
        .collect();
    for spec in ["memory=lots", "count=1000", "cu=100000"] {
        let o = anygpu_with_env(&["devices"], &[("ANYGPU_MOCK", spec)]);
        assert!(!o.status.success(), "ANYGPU_MOCK={spec} accepted");
        let err = stderr(&o);
        assert!(
            err.contains("ANYGPU_MOCK") && !err.contains("no devices found"),
            "{spec}: {err}"
        );
        let out = stdout(&o);
        for gpu in &gpus {
            assert!(
                out.lines().any(|l| l.starts_with(&format!("{gpu} "))),
                "ANYGPU_MOCK={spec} hid {gpu}:\n{out}"
            );
        }
        // Running on the CPU says why there is none, instead of "not found".
        let run = anygpu_with_env(
            &[
                "run",
                "shaders/vector_add.wgsl",
                "--device",
                "cpu",
                "--grid",
                "1",
                "--arg",
                "0=zeros:16",
                "--arg",
                "1=zeros:16",
                "--arg",
                "2=zeros:16",
            ],
            &[("ANYGPU_MOCK", spec)],
        );
        assert!(stderr(&run).contains("ANYGPU_MOCK"), "{spec}: {}", stderr(&run));
    }
}

// ----- run -----

#[test]
fn run_vector_add_prints_the_sum() {
    let out = ok(&[
        "run",
        "shaders/vector_add.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:1,2.5,3",
        "--arg",
        "1=f32:10,20,-30",
        "--arg",
        "2=zeros:12",
        "--print",
        "2",
    ]);
    assert!(!out.contains('#'), "a single --print has no header:\n{out}");
    assert_eq!(floats(&out), vec![11.0, 22.5, -27.0]);
}

#[test]
fn run_saxpy_with_a_uniform_and_two_prints() {
    let out = ok(&[
        "run",
        "shaders/saxpy.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:2",
        "--arg",
        "1=f32:1,2,3",
        "--arg",
        "2=f32:10,20,30",
        "--print",
        "2",
        "--print",
        "1:f32",
    ]);
    assert_eq!(out, "# binding 2\n12\n24\n36\n# binding 1\n1\n2\n3\n");
}

#[test]
fn run_on_a_named_device_with_arguments_in_any_order() {
    for device in ["cpu", "cpu:0"] {
        let out = ok(&[
            "run",
            "shaders/vector_add.wgsl",
            "--device",
            device,
            "--grid",
            "2",
            "--arg",
            "2=zeros:1200",
            "--arg",
            "0=f32:1,2,3",
            "--arg",
            "1=f32:4,5,6",
        ]);
        assert!(out.is_empty(), "nothing is printed without --print: {out}");
    }
    // ANYGPU_DEVICE picks the device when --device is absent.
    let o = anygpu_with_env(
        &[
            "run",
            "shaders/vector_add.wgsl",
            "--grid",
            "1",
            "--arg",
            "0=f32:1",
            "--arg",
            "1=f32:2",
            "--arg",
            "2=zeros:4",
            "--print",
            "2",
        ],
        &[
            ("ANYGPU_DEVICE", "cpu:1"),
            ("ANYGPU_MOCK", "count=2,name=Mock GPU,memory=64M,cu=2"),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "3\n");
}

#[test]
fn run_reads_raw_files_and_reduces() {
    let n = 10_000usize;
    let data: Vec<f32> = (0..n).map(|i| (i % 13) as f32).collect();
    let input = TempFile::new("reduce.bin", &f32_bytes(&data));
    let out = ok(&[
        "run",
        "shaders/reduce_sum.wgsl",
        "--grid",
        "4",
        "--arg",
        &format!("0=file:{}", input.path()),
        "--arg",
        "1=zeros:16",
        "--print",
        "1",
    ]);
    let partials = floats(&out);
    assert_eq!(partials.len(), 4);
    let want: f32 = data.iter().sum();
    assert_eq!(partials.iter().sum::<f32>(), want);
}

#[test]
fn run_tiled_matmul_matches_a_reference() {
    // 20×20: not a multiple of the 16×16 tile, so the edge handling is exercised too.
    let (m, n, k) = (20usize, 20usize, 20usize);
    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7) % 11) as f32 - 5.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5) % 9) as f32 * 0.5).collect();
    let (fa, fb) = (
        TempFile::new("a.bin", &f32_bytes(&a)),
        TempFile::new("b.bin", &f32_bytes(&b)),
    );
    let out = ok(&[
        "run",
        "shaders/matmul_tiled.wgsl",
        "--grid",
        "2,2",
        "--arg",
        &format!("0=file:{}", fa.path()),
        "--arg",
        &format!("1=file:{}", fb.path()),
        "--arg",
        &format!("2=zeros:{}", m * n * 4),
        "--arg",
        &format!("3=u32:{m},{n},{k},0"),
        "--print",
        "2",
    ]);
    let c = floats(&out);
    assert_eq!(c.len(), m * n);
    for i in 0..m {
        for j in 0..n {
            let want: f32 = (0..k).map(|t| a[i * k + t] * b[t * n + j]).sum();
            assert_eq!(c[i * n + j], want, "c[{i}][{j}]");
        }
    }
}

#[test]
fn run_with_groups_integers_and_print_types() {
    let src = "
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(1) @binding(0) var<uniform> delta: i32;
@compute @workgroup_size(4)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    out[id.x] = out[id.x] * 2 + delta;
}";
    let file = TempFile::new("groups.wgsl", src.as_bytes());
    let out = ok(&[
        "run",
        file.path(),
        "--grid",
        "1",
        "--arg",
        "0=i32:-1,0,5,0x10",
        "--arg",
        "1.0=i32:-3",
        "--print",
        "0",
        "--print",
        "0:u32",
        "--print",
        "1.0",
    ]);
    assert_eq!(
        out,
        "# binding 0\n-5\n-3\n7\n29\n# binding 0\n4294967291\n4294967293\n7\n29\n# binding 1.0\n-3\n"
    );
}

/// Structs mixing 4- and 8-byte scalars take typed values and print field by field; 64-bit
/// and f16 values parse and print on their own.
#[test]
fn run_with_mixed_width_structs_and_wide_scalars() {
    let src = "
struct Item { a: u32, b: u64 }
struct Params { scale: f32, offset: i64 }
@group(0) @binding(0) var<storage, read_write> items: array<Item>;
@group(0) @binding(1) var<uniform> params: Params;
@group(0) @binding(2) var<storage, read_write> wide: array<i64>;
@compute @workgroup_size(2)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    items[id.x].b = u64(f32(items[id.x].a) * params.scale) + u64(params.offset);
    wide[id.x] = wide[id.x] * -3li;
}";
    let file = TempFile::new("mixed.wgsl", src.as_bytes());
    let out = ok(&[
        "run",
        file.path(),
        "--device",
        "cpu",
        "--grid",
        "1",
        "--arg",
        "0=u32:10,0,0,0,20,0,0,0",
        "--arg",
        "1=u32:0x40200000,0,7,0",
        "--arg",
        "2=i64:5,-4294967296",
        "--print",
        "0",
        "--print",
        "1",
        "--print",
        "2",
        "--print",
        "2:u32",
    ]);
    assert_eq!(
        out,
        "# binding 0\n10 32\n20 57\n# binding 1\n2.5 7\n# binding 2\n-15\n12884901888\n# binding 2\n4294967281\n4294967295\n0\n3\n"
    );
}

// ----- compile -----

#[test]
fn compile_to_llvm_ir_and_host_assembly() {
    let ir = ok(&["compile", "shaders/vector_add.wgsl", "--target", "llvm"]);
    assert!(ir.contains("define"), "{ir}");
    let asm_file = TempFile::new("va.s", b"");
    let out = ok(&[
        "compile",
        "shaders/saxpy.wgsl",
        "--entry",
        "main",
        "--target",
        "host",
        "-o",
        asm_file.path(),
    ]);
    assert!(out.is_empty(), "-o writes nothing to stdout: {out}");
    let asm = std::fs::read_to_string(asm_file.path()).unwrap();
    assert!(asm.contains(".text") && asm.contains("ret"), "{asm}");
}

/// Every `TargetSpec` is reachable from the command line, as text (`--emit asm|llvm`) or as the
/// artifact a device loads (`--emit binary`, which needs `-o`).
#[test]
fn compile_reaches_every_target_and_form() {
    let spv = TempFile::new("va.spv", b"");
    ok(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "spirv",
        "-o",
        spv.path(),
    ]);
    let words = std::fs::read(spv.path()).unwrap();
    assert_eq!(&words[..4], &0x0723_0203u32.to_le_bytes(), "SPIR-V magic");
    let obj = TempFile::new("va.o", b"");
    ok(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "host",
        "--emit",
        "binary",
        "-o",
        obj.path(),
    ]);
    assert!(
        std::fs::read(obj.path()).unwrap().starts_with(b"\x7fELF"),
        "a host object file"
    );
    let nvptx_ir = ok(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "ptx",
        "--arch",
        "sm_80",
        "--emit",
        "llvm",
    ]);
    assert!(nvptx_ir.contains("nvptx64-nvidia-cuda"), "{nvptx_ir}");
    let err = fails(&["compile", "shaders/vector_add.wgsl", "--target", "spirv"]);
    assert!(err.contains("-o FILE.spv"), "{err}");
    let err = fails(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "spirv",
        "--emit",
        "asm",
    ]);
    assert!(err.contains("SPIR-V is written by naga"), "{err}");
    let err = fails(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "llvm",
        "--emit",
        "asm",
    ]);
    assert!(err.contains("--target host"), "{err}");
}

#[test]
fn compile_to_ptx_for_an_architecture() {
    let ptx = ok(&[
        "compile",
        "shaders/reduce_tree.wgsl",
        "--target",
        "ptx",
        "--arch",
        "sm_90",
    ]);
    assert!(
        ptx.contains(".target sm_90") && ptx.contains(".visible .entry main("),
        "{ptx}"
    );
    let default = ok(&["compile", "shaders/matmul_tiled.wgsl", "--target", "ptx"]);
    assert!(
        default.contains(".target sm_70") && default.contains("bar.sync") && !default.contains(".minnctapersm"),
        "{default}"
    );
    let hinted = ok(&[
        "compile",
        "shaders/matmul_tiled.wgsl",
        "--target",
        "ptx",
        "--min-workgroups-per-cu",
        "2",
    ]);
    assert!(hinted.contains(".minnctapersm 2"), "{hinted}");
}

#[test]
fn compile_allows_tf32_on_request() {
    let kernel = TempFile::new(
        "tf32.wgsl",
        b"enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> c: array<f32>;
@compute @workgroup_size(32) fn main() {
    let x = coopLoadT<coop_mat16x16<f32, A>>(&a[0], 16u);
    let y = coopLoad<coop_mat16x16<f32, B>>(&a[256], 16u);
    coopStoreT(coopMultiplyAdd(x, y, coop_mat16x16<f32, C>()), &c[0], 16u);
}",
    );
    let args = ["compile", kernel.path(), "--target", "ptx", "--arch", "sm_80"];
    let tf32 = "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32";
    let exact = ok(&args);
    assert!(!exact.contains("mma."), "{exact}");
    let allowed = ok(&[&args[..], &["--allow-tf32"]].concat());
    assert_eq!(allowed.matches(tf32).count(), 4, "{allowed}");
}

#[test]
fn a_missing_linker_is_named_with_what_to_install() {
    let out = TempFile::new("k2.hsaco", b"");
    let err = fails_with(
        anygpu_with_env(
            &[
                "compile",
                "shaders/vector_add.wgsl",
                "--target",
                "amdgcn",
                "-o",
                out.path(),
            ],
            &[("ANYGPU_LLD", "/nonexistent/ld.lld")],
        ),
        "compile with a missing ld.lld",
    );
    assert!(
        err.contains("ld.lld") && err.contains("apt-get install lld-19"),
        "{err}"
    );
}

#[test]
fn compile_to_an_amd_code_object_or_its_isa() {
    let asm = ok(&[
        "compile",
        "shaders/reduce_tree.wgsl",
        "--target",
        "amdgcn",
        "--arch",
        "gfx1100",
        "--emit",
        "asm",
    ]);
    assert!(
        asm.contains(".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"") && asm.contains("s_barrier"),
        "{asm}"
    );
    let out = TempFile::new("k.hsaco", b"");
    ok(&[
        "compile",
        "shaders/matmul_tiled.wgsl",
        "--target",
        "amdgcn",
        "-o",
        out.path(),
    ]);
    let hsaco = std::fs::read(out.path()).unwrap();
    assert_eq!(&hsaco[..4], b"\x7fELF");
}

// ----- errors -----

#[test]
fn bad_specs_are_usage_errors() {
    let va = [
        "run",
        "shaders/vector_add.wgsl",
        "--grid",
        "1",
        "--arg",
        "1=f32:1",
        "--arg",
        "2=zeros:4",
    ];
    for (bad, want) in [
        ("0=f32:1,x", "`x` is not a valid f32"),
        ("0=f128:1", "unknown data kind `f128`"),
        ("0=f64:1", "holds f32 values but f64 were given"),
        ("0=zeros:0", "at least one byte"),
        ("zero=f32:1", "not a binding"),
        ("0:f32:1", "expected B=SPEC"),
    ] {
        let mut args = va.to_vec();
        args.extend(["--arg", bad]);
        let err = fails(&args);
        assert!(err.contains(want), "{bad}: {err}");
    }
    let err = fails(&["run", "shaders/vector_add.wgsl", "--grid", "0", "--arg", "0=f32:1"]);
    assert!(err.contains("at least 1"), "{err}");
    let err = fails(&[
        "run",
        "shaders/vector_add.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:1",
        "--print",
        "2:f8",
    ]);
    assert!(err.contains("unknown type `f8`"), "{err}");
    let err = fails(&["compile", "shaders/vector_add.wgsl", "--target", "amdgcn"]);
    assert!(err.contains("-o FILE.hsaco"), "{err}");
    let err = fails(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "amdgcn",
        "--arch",
        "gfx803",
        "--emit",
        "asm",
    ]);
    assert!(err.contains("unknown AMD GPU architecture `gfx803`"), "{err}");
    let err = fails(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "ptx",
        "--arch",
        "sm_61",
    ]);
    assert!(
        err.contains("unknown NVIDIA architecture `sm_61`") && err.contains("sm_90a"),
        "{err}"
    );
    let err = fails(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--target",
        "llvm",
        "--arch",
        "sm_80",
    ]);
    assert!(err.contains("--arch applies to --target ptx"), "{err}");
}

#[test]
fn missing_files_are_reported() {
    let err = fails(&["run", "shaders/no_such_kernel.wgsl", "--grid", "1"]);
    assert!(
        err.contains("no_such_kernel.wgsl") && err.contains("No such file"),
        "{err}"
    );
    let err = fails(&["compile", "shaders/no_such_kernel.wgsl", "--target", "llvm"]);
    assert!(err.contains("no_such_kernel.wgsl"), "{err}");
    let err = fails(&[
        "run",
        "shaders/vector_add.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:1",
        "--arg",
        "1=f32:1",
        "--arg",
        "2=file:/definitely/not/here.bin",
    ]);
    assert!(err.contains("/definitely/not/here.bin"), "{err}");
}

#[test]
fn invalid_wgsl_shows_line_and_column() {
    let file = TempFile::new(
        "broken.wgsl",
        b"@compute @workgroup_size(1)\nfn main() {\n    let x = ;\n}\n",
    );
    for cmd in [
        vec!["compile", file.path(), "--target", "llvm"],
        vec!["run", file.path(), "--grid", "1"],
    ] {
        let err = fails(&cmd);
        assert!(err.contains("invalid WGSL"), "{err}");
        assert!(err.contains("line 3, column 13"), "{err}");
        assert!(err.contains(&format!("{}:3:13", file.path())), "{err}");
        assert!(err.contains("let x = ;"), "the source line is shown: {err}");
    }
}

#[test]
fn every_binding_needs_an_arg() {
    let err = fails(&[
        "run",
        "shaders/saxpy.wgsl",
        "--grid",
        "1",
        "--arg",
        "1=f32:1",
        "--arg",
        "2=f32:1",
    ]);
    assert!(
        err.contains("missing: binding 0 (`@group(0) @binding(0) var<uniform> alpha: f32`)"),
        "{err}"
    );
    let err = fails(&[
        "run",
        "shaders/saxpy.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:2",
        "--arg",
        "1=f32:1",
        "--arg",
        "2=f32:1",
        "--arg",
        "1.4=f32:1",
    ]);
    assert!(err.contains("no @group(1) @binding(4)"), "{err}");
}

#[test]
fn buffers_must_fit_their_bindings() {
    let base = ["run", "shaders/saxpy.wgsl", "--grid", "1", "--arg", "1=f32:1,2"];
    let run = |extra: &[&str]| {
        let mut a = base.to_vec();
        a.extend_from_slice(extra);
        fails(&a)
    };
    let err = run(&["--arg", "0=u32:2", "--arg", "2=f32:1,2"]);
    assert!(err.contains("holds f32 values but u32 were given"), "{err}");
    let err = run(&["--arg", "0=f32:2", "--arg", "2=zeros:6"]);
    assert!(err.contains("not a whole number of 4-byte"), "{err}");
    let err = run(&["--arg", "0=zeros:2", "--arg", "2=zeros:8"]);
    assert!(err.contains("needs at least 4 bytes"), "{err}");
}

#[test]
fn device_errors() {
    let va = [
        "run",
        "shaders/vector_add.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:1",
        "--arg",
        "1=f32:1",
        "--arg",
        "2=zeros:4",
    ];
    let mut args = va.to_vec();
    args.extend(["--device", "tpu:0"]);
    assert!(fails(&args).contains("unknown device kind `tpu`"));
    let mut args = va.to_vec();
    args.extend(["--device", "cpu:7"]);
    let err = fails(&args);
    assert!(err.contains("cpu:7") && err.contains("available: cpu:0"), "{err}");

    // A mock device with 1 KiB of memory cannot hold a 4 KiB buffer.
    let o = anygpu_with_env(
        &[
            "run",
            "shaders/vector_add.wgsl",
            "--grid",
            "1",
            "--arg",
            "0=zeros:4096",
            "--arg",
            "1=zeros:4096",
            "--arg",
            "2=zeros:4096",
        ],
        &[("ANYGPU_MOCK", "name=Tiny GPU,memory=1K")],
    );
    let err = fails_with(o, "out of memory");
    assert!(err.contains("out of memory") && err.contains("Tiny GPU"), "{err}");
}

#[test]
fn unknown_entry_point() {
    let err = fails(&[
        "compile",
        "shaders/vector_add.wgsl",
        "--entry",
        "nope",
        "--target",
        "llvm",
    ]);
    assert!(
        err.contains("entry point `nope` not found") && err.contains("main"),
        "{err}"
    );
}

#[test]
fn workgroup_memory_is_checked_against_each_targets_limit() {
    let k = TempFile::new(
        "big-shared.wgsl",
        b"var<workgroup> big: array<u32, 262144>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { big[3] = 7u; o[0] = big[3]; }",
    );
    // PTX: the default architecture's opt-in limit (sm_70: 96 KiB as dynamic shared memory).
    for (target, limit) in [("ptx", "98304"), ("amdgcn", "65536")] {
        let e =
            fails(&["compile", k.path(), "--target", target, "--emit", "asm"][..if target == "ptx" { 4 } else { 6 }]);
        assert!(
            e.contains("1048576 bytes of var<workgroup>") && e.contains(limit),
            "{target}: {e}"
        );
    }
}

/// `ops dump --target spirv` writes what wgpu can run: no tensor-core kernels (anygpu does not
/// pass cooperative matrices to wgpu yet) and no bf16 ones (SPIR-V has no bfloat16), each
/// compiled; PTX gets both.
#[test]
fn ops_dump_writes_what_each_target_runs() {
    let dir = std::env::temp_dir().join(format!("anygpu-ops-dump-{}", std::process::id()));
    let out = dir.to_str().unwrap();
    let listed = ok(&["ops", "dump", "--target", "spirv", "--only", "matmul_ta_tb_", "-o", out]);
    assert!(listed.contains("_f16_") && listed.contains(".spv"), "{listed}");
    assert!(!listed.contains("_mma") && !listed.contains("_bf16_"), "{listed}");
    let name = "matmul_ta_tb_rowbias_leaky_relu_bf16_mma128x128x16_w64x32_s3_v8";
    let listed = ok(&[
        "ops", "dump", "--target", "ptx", "--arch", "sm_80", "--only", name, "-o", out,
    ]);
    assert!(listed.contains(&format!("{name}.ptx")), "{listed}");
    let ptx = std::fs::read_to_string(dir.join(format!("{name}.ptx"))).unwrap();
    assert!(
        ptx.contains("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32"),
        "{ptx}"
    );
    // The host gets the reductions as the CPU device runs them: a loop over steps with a
    // barrier in it, not the 64 unrolled steps GPUs run (which LLVM took minutes over).
    let listed = ok(&["ops", "dump", "--target", "host", "--only", "argmax", "-o", out]);
    assert!(
        listed.contains("argmax.s") && listed.contains("argmax_rows.s"),
        "{listed}"
    );
    let wgsl = std::fs::read_to_string(dir.join("argmax.wgsl")).unwrap();
    assert!(
        wgsl.contains("for (var t = 0u;") && wgsl.contains("workgroupBarrier"),
        "{wgsl}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn compile_refuses_files_that_are_not_regular() {
    let e = fails(&["compile", "/dev/zero", "--target", "host"]);
    assert!(e.contains("not a regular file"), "{e}");
}

/// A FIFO as the kernel path is refused before it is opened: opening one waits for a writer.
/// The command runs in a child with a deadline, so a regression fails instead of hanging.
#[test]
fn a_fifo_as_the_kernel_is_refused_not_waited_on() {
    let dir = std::env::temp_dir().join(format!("anygpu-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("kernel.wgsl");
    let _ = std::fs::remove_file(&fifo);
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let path = fifo.to_str().unwrap();
    for args in [
        vec!["compile", path, "--target", "host"],
        vec!["run", path, "--grid", "1"],
    ] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_anygpu"))
            .args(&args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while child.try_wait().unwrap().is_none() {
            if std::time::Instant::now() > deadline {
                child.kill().unwrap();
                panic!("`anygpu {}` waited on a FIFO", args.join(" "));
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let out = child.wait_with_output().unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("not a regular file"), "{err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn several_entry_points_without_entry_name_the_flag() {
    let k = TempFile::new(
        "two-entries.wgsl",
        b"@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn first() { o[0] = 1u; }
@compute @workgroup_size(1) fn second() { o[0] = 2u; }",
    );
    for cmd in [
        vec!["compile", k.path(), "--target", "llvm"],
        vec!["run", k.path(), "--grid", "1"],
    ] {
        let err = fails(&cmd);
        assert!(err.contains("first, second") && err.contains("--entry NAME"), "{err}");
        assert!(!err.contains("KernelSource"), "the library call is no help here: {err}");
    }
}

#[test]
fn run_stops_an_endless_kernel_at_its_timeout() {
    let src = "@group(0) @binding(0) var<storage, read_write> n: array<u32>;
@compute @workgroup_size(1) fn main() { loop { if n[0] == 7u { break; } n[1] = n[1] + 1u; } }";
    let file = TempFile::new("endless.wgsl", src.as_bytes());
    let started = std::time::Instant::now();
    let err = fails(&[
        "run",
        file.path(),
        "--device",
        "cpu",
        "--grid",
        "1",
        "--arg",
        "0=zeros:8",
        "--timeout",
        "0.2",
    ]);
    assert!(err.contains("ran longer than") && err.contains("200ms"), "{err}");
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}

/// A plain run prints its results and nothing else, also on a headless machine where Mesa's
/// device-select Vulkan layer would complain that `XDG_RUNTIME_DIR` is not set.
#[test]
fn a_plain_run_prints_only_its_results() {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_anygpu"));
    cmd.args([
        "run",
        "shaders/vector_add.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:1,2",
        "--arg",
        "1=f32:10,20",
        "--arg",
        "2=zeros:8",
        "--print",
        "2",
    ])
    .current_dir(env!("CARGO_MANIFEST_DIR"))
    .env_remove("ANYGPU_DEVICE")
    .env_remove("ANYGPU_MOCK")
    .env_remove("XDG_RUNTIME_DIR")
    .env_remove("NODEVICE_SELECT");
    let out = cmd.output().expect("the anygpu binary runs");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "11\n22\n");
    assert_eq!(stderr(&out), "", "stray output on stderr");
}

// ----- textures and samplers -----

/// Samples a 2-layer rgba8unorm texture at texel centres (so linear filtering gives the texel),
/// adds the texel loaded directly, and doubles-and-increments a 1D r32uint storage texture in
/// place: every kind of texture argument and both print forms.
const TEXTURE_KERNEL: &str = "
@group(0) @binding(0) var src: texture_2d_array<f32>;
@group(0) @binding(1) var smp: sampler;
@group(0) @binding(2) var dst: texture_storage_2d_array<rgba32float, write>;
@group(0) @binding(3) var counts: texture_storage_1d<r32uint, read_write>;
@compute @workgroup_size(1) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let uv = (vec2<f32>(id.xy) + 0.5) / vec2<f32>(textureDimensions(src));
    let s = textureSampleLevel(src, smp, uv, id.z, 0.0);
    textureStore(dst, id.xy, id.z, s * 2.0 + textureLoad(src, id.xy, id.z, 0));
    let i = (id.z * 2u + id.y) * 2u + id.x;
    textureStore(counts, i, textureLoad(counts, i) * 2u + 1u);
}";

#[test]
fn run_with_textures_and_samplers() {
    let kernel = TempFile::new("textures.wgsl", TEXTURE_KERNEL.as_bytes());
    // 2×2 texels × 2 layers × rgba: bytes 0, 51, 102, ... as unorm values.
    let codes: Vec<u32> = (0..32).map(|i| (i * 51) % 256).collect();
    let values: Vec<String> = codes.iter().map(|&c| format!("{}", f64::from(c) / 255.0)).collect();
    let counts: Vec<u8> = (0u32..8).flat_map(|i| (i * 10).to_le_bytes()).collect();
    let counts = TempFile::new("counts.raw", &counts);
    let out = ok(&[
        "run",
        kernel.path(),
        "--grid",
        "2,2,2",
        "--arg",
        &format!("0=tex2d:rgba8unorm:2x2x2:{}", values.join(",")),
        "--arg",
        "1=sampler:linear,clamp",
        "--arg",
        "2=tex2d:rgba32float:2x2x2:zeros",
        "--arg",
        &format!("3=tex1d:r32uint:8:file:{}", counts.path()),
        "--print",
        "2",
        "--print",
        "3",
    ]);
    let mut sections = out.split("# binding ").filter(|s| !s.is_empty());
    let dst = sections.next().unwrap().strip_prefix("2\n").unwrap();
    let texels: Vec<&str> = dst.lines().collect();
    assert_eq!(texels.len(), 8, "one line per texel:\n{dst}");
    for (t, line) in texels.iter().enumerate() {
        let got: Vec<f32> = line.split(' ').map(|v| v.parse().unwrap()).collect();
        let want: Vec<f32> = codes[4 * t..4 * t + 4]
            .iter()
            .map(|&c| {
                let texel = (f64::from(c) / 255.0) as f32;
                texel * 2.0 + texel
            })
            .collect();
        assert_eq!(got, want, "texel {t}");
    }
    let counts_out = sections.next().unwrap().strip_prefix("3\n").unwrap();
    let want: String = (0u32..8).map(|i| format!("{}\n", i * 20 + 1)).collect();
    assert_eq!(counts_out, want);
}

#[test]
fn textures_and_samplers_must_fit_their_bindings() {
    let kernel = TempFile::new("textures-bad.wgsl", TEXTURE_KERNEL.as_bytes());
    let short = TempFile::new("short.raw", &[0u8; 12]);
    let good = [
        "0=tex2d:rgba8unorm:2x2x2:zeros",
        "1=sampler:nearest,repeat",
        "2=tex2d:rgba32float:2x2x2:zeros",
        "3=tex1d:r32uint:8:zeros",
    ];
    let run = |replace: &str, extra: &[&str]| {
        let mut args = vec!["run", kernel.path(), "--grid", "1"];
        for g in good {
            args.push("--arg");
            args.push(if g[..2] == replace[..2] { replace } else { g });
        }
        args.extend_from_slice(extra);
        fails(&args)
    };
    let cases: [(String, &[&str], &str); 9] = [
        (
            "0=f32:1,2".into(),
            &[],
            "binding 0 (`@group(0) @binding(0) var src: texture_2d_array<f32>`) is a texture; write tex2d:rgba8unorm:WxHxLAYERS:SPEC",
        ),
        ("1=zeros:16".into(), &[], "is a sampler; write e.g. sampler:linear,clamp"),
        (
            "2=tex2d:rgba8unorm:2x2x2:zeros".into(),
            &[],
            "cannot take this texture: its format is rgba8unorm, the binding's rgba32float",
        ),
        ("3=tex2d:r32uint:8x1:zeros".into(), &[], "cannot take this texture"),
        ("0=tex2d:r32uint:2x2x2:zeros".into(), &[], "reads as Uint, the binding's as Float"),
        (
            format!("3=tex1d:r32uint:8:file:{}", short.path()),
            &[],
            "has 12 bytes, but 8 r32uint texels take 32",
        ),
        ("0=tex2d:rgba8unorm:1x1x2:0,0,0,2,0,0,0,0".into(), &[], "2 is not within [0, 1]"),
        ("1=sampler:nearest,repeat".into(), &["--print", "1"], "is a sampler, which holds no data"),
        (
            "2=tex2d:rgba32float:2x2x2:zeros".into(),
            &["--print", "2:f32"],
            "prints as its texels; drop `:f32`",
        ),
    ];
    for (arg, extra, want) in cases {
        let err = run(&arg, extra);
        assert!(err.contains(want), "{arg} {extra:?}: {err}");
    }
    let err = fails(&[
        "run",
        "shaders/saxpy.wgsl",
        "--grid",
        "1",
        "--arg",
        "0=f32:2",
        "--arg",
        "1=tex2d:r32float:2x1:1,2",
        "--arg",
        "2=f32:1,2",
    ]);
    assert!(
        err.contains("is a buffer, but a D2 r32float texture was given"),
        "{err}"
    );
}

/// `--mock PROFILE` runs on the CPU device posing as that GPU: its subgroups (64 wide on an
/// MI300X), its limits (a browser's 256 invocations refuse a 512-wide workgroup); `devices`
/// shows a profile `ANYGPU_MOCK` names; a profile with a GPU's device id, or an unknown one,
/// is an error.
#[test]
fn mock_profiles_on_the_command_line() {
    let kernel = TempFile::new(
        "subgroups.wgsl",
        b"@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(128)
fn main(@builtin(local_invocation_index) i: u32, @builtin(subgroup_size) n: u32) {
    let lanes = subgroupAdd(1u);
    if i == 0u { out[0] = n; out[1] = lanes; }
}
",
    );
    for (profile, width) in [("mi300x", "64"), ("h100", "32")] {
        let out = ok(&[
            "run",
            kernel.path(),
            "--mock",
            profile,
            "--grid",
            "1",
            "--arg",
            "0=zeros:8",
            "--print",
            "0",
        ]);
        assert_eq!(
            out.split_whitespace().collect::<Vec<_>>(),
            [width, width],
            "{profile}: {out}"
        );
    }
    let wide = TempFile::new(
        "wide.wgsl",
        b"@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(512) fn main() { out[0] = 1u; }
",
    );
    let err = fails(&[
        "run",
        wide.path(),
        "--mock",
        "webgpu-default",
        "--grid",
        "1",
        "--arg",
        "0=zeros:4",
    ]);
    assert!(err.contains("at most 256 along x"), "{err}");
    let err = fails(&[
        "run",
        wide.path(),
        "--mock",
        "h100",
        "--device",
        "wgpu",
        "--grid",
        "1",
        "--arg",
        "0=zeros:4",
    ]);
    assert!(
        err.contains("--mock runs on the CPU device") && err.contains("--device wgpu"),
        "{err}"
    );
    let err = fails(&[
        "run",
        wide.path(),
        "--mock",
        "tpu-v5",
        "--grid",
        "1",
        "--arg",
        "0=zeros:4",
    ]);
    assert!(
        err.contains("no GPU profile `tpu-v5`") && err.contains("mi300x"),
        "{err}"
    );
    let o = anygpu_with_env(&["devices"], &[("ANYGPU_MOCK", "profile=rx7900xtx")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.lines()
            .any(|l| l.starts_with("cpu:0") && l.contains("cpu (mock rx7900xtx)") && l.contains("gfx1100")),
        "{out}"
    );
}

/// `--sanitize race` runs on the CPU device with the race detector: a reduction missing its
/// barrier fails, naming the variable and line.
#[test]
fn the_sanitizer_on_the_command_line() {
    let racy = TempFile::new(
        "racy.wgsl",
        b"var<workgroup> partial: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
    partial[i] = i;
    if i < 32u { partial[i] = partial[i] + partial[i + 32u]; }
    if i == 0u { out[0] = partial[0]; }
}
",
    );
    let args = ["run", racy.path(), "--grid", "1", "--arg", "0=zeros:4"];
    assert!(anygpu(&args).status.success());
    let err = fails(&[&args[..], &["--sanitize", "race"]].concat());
    assert!(
        err.contains("data race on `partial` (workgroup memory") && err.contains("line 6:"),
        "{err}"
    );
    let err = fails(&[&args[..], &["--sanitize", "racing"]].concat());
    assert!(err.contains("ANYGPU_SANITIZE: cannot read `racing`"), "{err}");
}

/// `anygpu gguf FILE` prints the file's metadata and tensor table, with how each tensor loads;
/// a file that is not GGUF, or is truncated, is an error that says so.
#[test]
fn gguf_shows_a_model_files_metadata_and_tensors() {
    use crate::common::gguf::{self, GgufBuilder};
    let builder = GgufBuilder::new(32)
        .string("general.architecture", "llama")
        .u32("llama.block_count", 32)
        .strings("tokenizer.ggml.tokens", &["<s>", "</s>", "a", "b", "c", "d"])
        .tensor("blk.0.attn_q.weight", &[256, 2], gguf::Q4_K, vec![0; 2 * 144])
        .tensor("output_norm.weight", &[256], gguf::F32, vec![0; 1024])
        .tensor("iq", &[256], 23, vec![0; 136]);
    let (_dir, path) = builder.write();
    let path = path.to_str().unwrap();
    let out = ok(&["gguf", path]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].ends_with("model.gguf: GGUF version 3, 3 metadata entries, 3 tensors"),
        "{out}"
    );
    assert_eq!(lines[1], "  general.architecture = \"llama\"", "{out}");
    assert_eq!(lines[2], "  llama.block_count = 32", "{out}");
    assert_eq!(
        lines[3], "  tokenizer.ggml.tokens = [6 items: \"<s>\", \"</s>\", \"a\", \"b\", …]",
        "{out}"
    );
    let tensor = |name: &str| {
        lines
            .iter()
            .find(|l| l.trim_start().starts_with(name))
            .copied()
            .unwrap_or("")
    };
    let words = |line: &str| {
        line.split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        words(tensor("blk.0.attn_q.weight")),
        "blk.0.attn_q.weight Q4_K [256, 2] 288 bytes quantized_matrix, tensor_f32",
        "{out}"
    );
    assert_eq!(
        words(tensor("output_norm.weight")),
        "output_norm.weight F32 [256] 1024 bytes tensor_f32",
        "{out}"
    );
    assert_eq!(words(tensor("iq")), "iq type 23 [256] ? bytes read_bytes only", "{out}");

    let mut bytes = builder.bytes();
    bytes.truncate(40);
    std::fs::write(path, &bytes).unwrap();
    let err = fails(&["gguf", path]);
    assert!(
        err.contains("model.gguf") && err.contains("(at byte 16 of 40)"),
        "{err}"
    );
    std::fs::write(path, b"not a model").unwrap();
    let err = fails(&["gguf", path]);
    assert!(err.contains("not a GGUF file"), "{err}");
}
