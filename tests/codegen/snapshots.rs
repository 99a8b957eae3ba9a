//! Snapshots of the code the compiler writes for a representative set of conformance kernels
//! (`tests/kernels/`, and the texture and cooperative-matrix kernels of `shaders/`): PTX for sm_70
//! under `snapshots/ptx/`, AMDGCN assembly for gfx90a under `snapshots/amdgcn/`, and the SPIR-V
//! the wgpu device gives Vulkan under `snapshots/spirv/` (its words in hex, eight to a line: a
//! difference shows where the module changed). A lowering change shows as a difference here, to
//! review and accept with
//!
//! ```text
//! ANYGPU_BLESS=1 cargo test --release --test codegen snapshots
//! ```
//!
//! which rewrites the files (and removes those of kernels no longer in the list); `git diff` then
//! shows the change. Host LLVM IR is not snapshotted: it names the build machine's CPU and its
//! features, and the vector width follows them, so it differs from machine to machine.

use std::path::{Path, PathBuf};

use anygpu::compiler::{compile, emit, TargetSpec, TextForm};
use anygpu::KernelSource;

/// The kernels snapshotted: barriers and workgroup memory, atomics, subgroups, control flow, bounds
/// checks, memory layout, f16, the GPU math approximations, packed dot products, textures and
/// samplers, and cooperative matrices (tensor cores).
const KERNELS: [(&str, &str); 17] = [
    ("atomics_storage", include_str!("../kernels/atomics_storage.wgsl")),
    ("atomics_workgroup", include_str!("../kernels/atomics_workgroup.wgsl")),
    ("barrier_reverse", include_str!("../kernels/barrier_reverse.wgsl")),
    ("tree_reduction", include_str!("../kernels/tree_reduction.wgsl")),
    (
        "workgroup_uniform_load",
        include_str!("../kernels/workgroup_uniform_load.wgsl"),
    ),
    ("subgroup_shuffles", include_str!("../kernels/subgroup_shuffles.wgsl")),
    ("subgroup_divergent", include_str!("../kernels/subgroup_divergent.wgsl")),
    ("switch", include_str!("../kernels/switch.wgsl")),
    ("loop_continuing", include_str!("../kernels/loop_continuing.wgsl")),
    (
        "bounds_runtime_arrays",
        include_str!("../kernels/bounds_runtime_arrays.wgsl"),
    ),
    ("struct_padding", include_str!("../kernels/struct_padding.wgsl")),
    ("f16_arithmetic", include_str!("../kernels/f16_arithmetic.wgsl")),
    ("math_trig", include_str!("../kernels/math_trig.wgsl")),
    ("pack_unpack", include_str!("../kernels/pack_unpack.wgsl")),
    ("dot4_packed", include_str!("../kernels/dot4_packed.wgsl")),
    ("blur_texture", include_str!("../../shaders/blur.wgsl")),
    ("matmul_coop", include_str!("../../shaders/matmul_coop.wgsl")),
];

/// Kernels the SPIR-V target refuses by design: the wgpu device does not run cooperative
/// matrices yet (the refusal itself is checked).
const NOT_FOR_SPIRV: [&str; 1] = ["matmul_coop"];

fn snapshot_dir(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/codegen/snapshots")
        .join(kind)
}

fn blessing() -> bool {
    std::env::var_os("ANYGPU_BLESS").is_some_and(|v| v == "1")
}

/// The lines where `got` differs from `want`: the common head and tail cut off, at most 30 lines
/// of each side shown.
fn difference(want: &str, got: &str) -> String {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    let head = w.iter().zip(&g).take_while(|(a, b)| a == b).count();
    let tail = w[head..]
        .iter()
        .rev()
        .zip(g[head..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let (w_mid, g_mid) = (&w[head..w.len() - tail], &g[head..g.len() - tail]);
    let mut out = format!(
        "  from line {}: {} snapshot line(s) became {} line(s)\n",
        head + 1,
        w_mid.len(),
        g_mid.len()
    );
    for l in w_mid.iter().take(30) {
        out += &format!("  - {l}\n");
    }
    if w_mid.len() > 30 {
        out += &format!("  - ... {} more\n", w_mid.len() - 30);
    }
    for l in g_mid.iter().take(30) {
        out += &format!("  + {l}\n");
    }
    if g_mid.len() > 30 {
        out += &format!("  + ... {} more\n", g_mid.len() - 30);
    }
    out
}

/// Compiles every kernel of [`KERNELS`] for `target` and compares the text with
/// `snapshots/<kind>/<kernel>.<ext>`; with `ANYGPU_BLESS=1` writes the files instead.
fn check_snapshots(kind: &str, ext: &str, target: &TargetSpec, form: TextForm) {
    check_snapshots_of(kind, ext, |name, src| {
        Some(emit(src, target, form).unwrap_or_else(|e| panic!("{name} for {kind}: {e}")))
    })
}

/// [`check_snapshots`] over the text `text` gives for each kernel (`None`: not snapshotted).
fn check_snapshots_of(kind: &str, ext: &str, text: impl Fn(&str, &KernelSource) -> Option<String>) {
    let dir = snapshot_dir(kind);
    let bless = blessing();
    let mut failures = String::new();
    let mut expected_files = Vec::new();
    for (name, wgsl) in KERNELS {
        let src = KernelSource::wgsl(wgsl).file_name(format!("{name}.wgsl"));
        let Some(got) = text(name, &src) else { continue };
        assert!(!got.trim().is_empty(), "{name} for {kind}: empty output");
        let file = dir.join(format!("{name}.{ext}"));
        expected_files.push(file.clone());
        if bless {
            std::fs::create_dir_all(&dir).unwrap();
            if std::fs::read_to_string(&file).ok().as_deref() != Some(got.as_str()) {
                std::fs::write(&file, &got).unwrap_or_else(|e| panic!("writing {}: {e}", file.display()));
                skip!("snapshot check of {}: blessed (rewritten)", file.display());
            }
            continue;
        }
        match std::fs::read_to_string(&file) {
            Ok(want) if want == got => {}
            Ok(want) => {
                failures += &format!("{} differs:\n{}", file.display(), difference(&want, &got));
            }
            Err(e) => failures += &format!("{}: {e} (no snapshot yet)\n", file.display()),
        }
    }
    // Snapshots of kernels no longer in the list go (when blessing) or fail the test.
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == ext) && !expected_files.contains(&path) {
                if bless {
                    std::fs::remove_file(&path).unwrap();
                    skip!(
                        "snapshot {}: removed (its kernel is no longer snapshotted)",
                        path.display()
                    );
                } else {
                    failures += &format!("{}: stale snapshot of no listed kernel\n", path.display());
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{kind} snapshots differ from the compiler's output; review, then accept with \
         ANYGPU_BLESS=1 cargo test --release --test codegen snapshots\n{failures}"
    );
}

#[test]
fn ptx_sm_70() {
    check_snapshots(
        "ptx",
        "ptx",
        &TargetSpec::ptx("sm_70".parse().unwrap()),
        TextForm::Assembly,
    );
}

#[test]
fn amdgcn_gfx90a() {
    check_snapshots(
        "amdgcn",
        "s",
        &TargetSpec::amdgcn("gfx90a".parse().unwrap()),
        TextForm::Assembly,
    );
}

#[test]
fn spirv() {
    check_snapshots_of("spirv", "spvhex", |name, src| {
        let compiled = compile(src, &TargetSpec::Spirv);
        if NOT_FOR_SPIRV.contains(&name) {
            let e = compiled.expect_err("cooperative matrices are refused on SPIR-V");
            assert!(e.to_string().contains("cooperative"), "{name}: {e}");
            return None;
        }
        let artifact = compiled.unwrap_or_else(|e| panic!("{name} for spirv: {e}"));
        let words: Vec<String> = artifact
            .bytes()
            .chunks(4)
            .map(|w| format!("{:08x}", u32::from_le_bytes([w[0], w[1], w[2], w[3]])))
            .collect();
        let lines: Vec<String> = words.chunks(8).map(|line| line.join(" ")).collect();
        Some(format!("; {} words\n{}\n", words.len(), lines.join("\n")))
    });
}
