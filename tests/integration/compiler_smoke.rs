//! Quick end-to-end checks of the CPU device on the kernels every user writes first.
use anygpu::{GpuContext, KernelSource, LaunchConfig};

/// The CPU device, named explicitly: on a machine with a GPU `default_device()` would pick the GPU.
fn cpu() -> GpuContext {
    anygpu::select_device("cpu:0".parse().unwrap()).unwrap()
}

#[test]
fn vector_add_runs() {
    let src = "@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&c) { c[id.x] = a[id.x] + b[id.x]; }
}";
    let ctx = cpu();
    let n = 1000;
    let ha: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let hb: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let a = ctx.upload(&ha).unwrap();
    let b = ctx.upload(&hb).unwrap();
    let c = ctx.alloc::<f32>(n).unwrap();
    let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
    ctx.launch(&k, LaunchConfig::for_elements(n, &k), &[&a, &b, &c])
        .unwrap();
    let hc = ctx.download(&c).unwrap();
    for i in 0..n {
        assert_eq!(hc[i], ha[i] + hb[i], "at {i}");
    }
}

#[test]
fn workgroup_reduction_with_barriers() {
    let src = "@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
var<workgroup> sm: array<u32, 256>;
@compute @workgroup_size(256) fn main(@builtin(local_invocation_index) lid: u32, @builtin(workgroup_id) wg: vec3<u32>) {
    let i = wg.x * 256u + lid;
    sm[lid] = select(0u, x[i], i < arrayLength(&x));
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if lid < s { sm[lid] += sm[lid + s]; }
        workgroupBarrier();
    }
    if lid == 0u { out[wg.x] = sm[0]; }
}";
    let ctx = cpu();
    let n: usize = 256 * 7 + 13;
    let hx: Vec<u32> = (0..n as u32).map(|i| i * 3 + 1).collect();
    let x = ctx.upload(&hx).unwrap();
    let groups = n.div_ceil(256);
    let out = ctx.alloc::<u32>(groups).unwrap();
    let k = ctx.compile_kernel(&KernelSource::wgsl(src)).unwrap();
    ctx.launch(&k, LaunchConfig::grid([groups as u32, 1, 1], &k), &[&x, &out])
        .unwrap();
    let got = ctx.download(&out).unwrap();
    for g in 0..groups {
        let want: u32 = hx[g * 256..((g + 1) * 256).min(n)].iter().sum();
        assert_eq!(got[g], want, "group {g}");
    }
}

const VADD: &str = "@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    c[id.x] = a[id.x] + b[id.x];
}";

fn host_ir(src: KernelSource) -> String {
    anygpu::compiler::emit(
        &src,
        &anygpu::compiler::TargetSpec::Host,
        anygpu::compiler::TextForm::LlvmIr,
    )
    .unwrap()
}

/// The work-item loop is what LLVM must vectorize: vector adds of floats in the optimised IR.
#[test]
fn work_item_loop_is_vectorized() {
    let ir = host_ir(KernelSource::wgsl(VADD));
    assert!(
        ir.contains("fadd <8 x float>") || ir.contains("fadd <16 x float>"),
        "no vector fadd in:\n{ir}"
    );
}

/// IRCE splits the checked work-item loop: where every work-item's index is in bounds (all
/// but the last workgroup of a launch) the vector loop loads and stores whole vectors, and only
/// the rest keeps the checks (masked or branching).
#[test]
fn in_bounds_work_items_load_whole_vectors() {
    let ir = host_ir(KernelSource::wgsl(VADD));
    let plain = ["load <16 x float>, ptr", "load <8 x float>, ptr"];
    assert!(
        plain.iter().any(|l| ir.contains(l)),
        "no unmasked vector load in:\n{ir}"
    );
    assert!(
        ir.contains("masked.load") || ir.contains("icmp ult"),
        "no bounds check left for the edge in:\n{ir}"
    );
}

/// Bounds checks are on by default (the loads and stores are masked), and gone when the user
/// opts out.
#[test]
fn bounds_checks_present_by_default_absent_when_unchecked() {
    let checked = host_ir(KernelSource::wgsl(VADD));
    assert!(
        checked.contains("masked.load") || checked.contains("icmp ult"),
        "no bounds check in:\n{checked}"
    );
    // SAFETY: the IR is only inspected, never run.
    let unchecked = host_ir(unsafe { KernelSource::wgsl(VADD).without_bounds_checks() });
    assert!(
        !unchecked.contains("masked.load") && !unchecked.contains("masked.store"),
        "masked access without checks:\n{unchecked}"
    );
    assert!(unchecked.len() < checked.len());
}

/// `KernelSource::dump_to(dir)` writes what each device compiles the kernel to, and what a later
/// compile loads from a cache: the CPU device's object file, the SPIR-V anygpu writes for
/// Vulkan (lavapipe), and the PTX and AMD code object of `compiler::compile`. An unwritable
/// directory changes nothing but a log line.
#[test]
fn dump_to_writes_each_devices_code() {
    use anygpu::compiler::{compile, TargetSpec};
    let dir = tempfile::tempdir().unwrap();
    let src = anygpu::KernelSource::wgsl(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn dumped(@builtin(global_invocation_id) g: vec3<u32>) { if g.x < arrayLength(&o) { o[g.x] = g.x * 3u; } }",
    )
    .dump_to(dir.path());
    let file = |name: &str| std::fs::read(dir.path().join(name)).unwrap_or_default();
    let run = |ctx: &anygpu::GpuContext| {
        let k = ctx.compile_kernel(&src).unwrap();
        let o = ctx.alloc::<u32>(100).unwrap();
        ctx.launch(&k, anygpu::LaunchConfig::for_elements(100, &k), &[&o])
            .unwrap();
        assert_eq!(ctx.download(&o).unwrap()[99], 297);
    };
    run(&anygpu::select_device("cpu:0".parse().unwrap()).unwrap());
    assert!(file("dumped.cpu.o").starts_with(b"\x7fELF"));
    // A second context loads the object from the disk cache (or its own compile): dumped again.
    std::fs::remove_file(dir.path().join("dumped.cpu.o")).unwrap();
    run(&anygpu::select_device("cpu:0".parse().unwrap()).unwrap());
    assert!(file("dumped.cpu.o").starts_with(b"\x7fELF"));
    #[cfg(feature = "wgpu")]
    for ctx in crate::wgpu_devices::wgpu_contexts() {
        run(&ctx);
        // lavapipe is a Vulkan adapter: anygpu writes the SPIR-V (elsewhere wgpu translates).
        if ctx.info().name.contains("llvmpipe") {
            assert!(
                file("dumped.spv").starts_with(&0x0723_0203u32.to_le_bytes()),
                "{}",
                ctx.info().id
            );
        }
    }
    compile(&src, &TargetSpec::ptx("sm_80".parse().unwrap())).unwrap();
    assert!(String::from_utf8_lossy(&file("dumped.ptx")).contains(".entry dumped"));
    compile(&src, &TargetSpec::amdgcn("gfx942".parse().unwrap())).unwrap();
    assert!(file("dumped.hsaco").starts_with(b"\x7fELF"));
    // A file where the directory should be: logged, the compile goes on.
    let blocked = dir.path().join("dumped.ptx");
    let src = src.dump_to(&blocked);
    compile(&src, &TargetSpec::ptx("sm_90".parse().unwrap())).unwrap();
}

/// `line_info(true)` changes no answer on any device, and on a Vulkan adapter anygpu's SPIR-V
/// then names the WGSL file (`OpString`) and carries `OpLine`s (the PTX and AMD line tables are
/// checked in `tests/codegen`).
#[test]
fn line_info_changes_no_answer() {
    let code = "@group(0) @binding(0) var<storage, read_write> o: array<f32>;

fn shaped(x: f32) -> f32 {
    return sqrt(x) * 0.5 + x;
}

@compute @workgroup_size(64)
fn lined(@builtin(global_invocation_id) g: vec3<u32>) {
    if g.x < arrayLength(&o) {
        o[g.x] = shaped(f32(g.x));
    }
}";
    let dir = tempfile::tempdir().unwrap();
    let plain = anygpu::KernelSource::wgsl(code).file_name("shaders/lined.wgsl");
    let lined = plain.clone().line_info(true).dump_to(dir.path());
    for ctx in crate::common::all_contexts() {
        let run = |src: &anygpu::KernelSource| {
            let k = ctx.compile_kernel(src).unwrap();
            let o = ctx.alloc::<f32>(1000).unwrap();
            ctx.launch(&k, anygpu::LaunchConfig::for_elements(1000, &k), &[&o])
                .unwrap();
            ctx.download(&o).unwrap()
        };
        let (a, b) = (run(&plain), run(&lined));
        assert_eq!(a.len(), 1000);
        assert!(
            a.iter().zip(&b).all(|(x, y)| x.to_bits() == y.to_bits()),
            "{}: answers differ with line information",
            ctx.info().id
        );
        if ctx.info().name.contains("llvmpipe") {
            let words: Vec<u32> = std::fs::read(dir.path().join("lined.spv"))
                .unwrap()
                .chunks_exact(4)
                .map(|w| u32::from_le_bytes(w.try_into().unwrap()))
                .collect();
            let (mut at, mut lines) = (5, 0);
            while at < words.len() {
                lines += usize::from(words[at] & 0xffff == 8); // OpLine
                at += (words[at] >> 16).max(1) as usize;
            }
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            assert!(lines >= 3, "{lines} OpLines");
            assert!(
                bytes.windows(18).any(|w| w == b"shaders/lined.wgsl"),
                "no OpString naming the file"
            );
        }
    }
}
