//! What the PTX of a few kernels must contain (FileCheck style): the instructions that carry the
//! kernel's meaning, checked on the text and then assembled by NVIDIA's ptxas. No GPU needed.

use anygpu::compiler::{emit, PtxArch, TargetSpec, TextForm};
use anygpu::KernelSource;

fn ptx(src: &KernelSource, arch: &str) -> String {
    let arch: PtxArch = arch.parse().unwrap();
    let text = emit(src, &TargetSpec::ptx(arch), TextForm::Assembly).unwrap_or_else(|e| panic!("{e}"));
    if let Some(ptxas) = crate::common::ptxas() {
        crate::common::assemble_ptx(&ptxas, &text, &arch.to_string(), "filecheck")
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
    text
}

fn wgsl(src: &str) -> KernelSource {
    KernelSource::wgsl(src)
}

/// Asserts that `needles` appear in `text` in this order.
fn check_order(text: &str, needles: &[&str]) {
    let mut at = 0;
    for n in needles {
        match text[at..].find(n) {
            Some(i) => at += i + n.len(),
            None => panic!("`{n}` not found (in order {needles:?}) in:\n{text}"),
        }
    }
}

const TREE: &str = include_str!("../../shaders/reduce_tree.wgsl");

#[test]
fn workgroup_memory_is_shared_zeroed_then_fenced_by_bar_sync() {
    let text = ptx(&wgsl(TREE), "sm_80");
    check_order(
        &text,
        &[
            ".visible .entry main(",
            ".maxntid 256, 1, 1",
            ".shared .align 16 .b8",
            // The workgroup zeroes its memory, then waits, before the body's first access.
            "st.shared.u32",
            "bar.sync \t0;",
            "ld.global.f32",
            "st.shared.f32",
            "bar.sync \t0;",
        ],
    );
    // No calls at all: everything is inlined, nothing external is needed at load time.
    assert!(!text.contains("call.uni") && !text.contains(".extern"), "{text}");
}

/// Beyond 48 KiB (the most static `.shared` memory a kernel may declare) the workgroup
/// variables live at 16-byte-aligned offsets in one `.extern .shared` array, and the PTX records
/// the bytes its launches must pass (the CUDA backend opts the function in to them); up to the
/// architecture's opt-in limit, which the offline compile checks.
#[test]
fn workgroup_memory_beyond_48_kib_is_dynamic_shared_memory() {
    let kernel = |words: u32| {
        wgsl(&format!(
            "var<workgroup> big: array<u32, {words}>;
var<workgroup> small: array<u32, 5>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {{
    big[i * 200u] = i; small[i % 5u] = i; workgroupBarrier();
    o[i] = big[(63u - i) * 200u] + small[i % 5u];
}}"
        ))
    };
    let note = "// anygpu: dynamic shared memory bytes ";
    // 64 KiB + 32: dynamic, `small` right after `big`; the array on 1024 bytes (where Hopper's
    // swizzled warpgroup tiles need their first variables).
    let text = ptx(&kernel(16384), "sm_80");
    assert!(
        text.contains(".extern .shared .align 1024 .b8 anygpu_dynamic_workgroup[];"),
        "{text}"
    );
    assert!(text.contains(&format!("{note}65568")), "{text}");
    assert!(text.contains("+65536]"), "`small` at offset 65536:\n{text}");
    assert!(!text.contains(".shared .align 16 .b8 wg_"), "{text}");
    // 40 KiB: static arrays as before, no note.
    let text = ptx(&kernel(10240), "sm_80");
    assert!(
        text.contains(".shared .align 16 .b8 wg_big[40960];") && !text.contains(note),
        "{text}"
    );
    // 200 KiB: Hopper's 227 KiB allow it, Ampere's 163 KiB do not.
    let text = ptx(&kernel(51200), "sm_90");
    assert!(text.contains(&format!("{note}204832")), "{text}");
    let arch: PtxArch = "sm_80".parse().unwrap();
    let e = emit(&kernel(51200), &TargetSpec::ptx(arch), TextForm::Assembly)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("204832 bytes of var<workgroup>") && e.contains("166912"),
        "{e}"
    );
}

/// A zero-initialised function array (`array<f32, 128>()`: a register tile's accumulators) is
/// stored as a memset that LLVM's SROA sees through, not a loop over a table of zeros, whose
/// variable index kept the array in local memory (560 bytes of stack for Hopper's 64×256
/// warpgroup tiles until this).
#[test]
fn zero_arrays_stay_in_registers() {
    let adds: String = (0..128).map(|i| format!("    acc[{i}] += x * f32({i});\n")).collect();
    let sums: String = (0..128).map(|i| format!(" + acc[{i}]")).collect();
    let text = ptx(
        &wgsl(&format!(
            "@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    var acc = array<f32, 128>();
    let x = o[g.x];
{adds}    o[g.x] = 0.0{sums};
}}"
        )),
        "sm_80",
    );
    assert!(!text.contains(".local") && !text.contains("__local_depot"), "{text}");
}

/// Each workgroup variable is one `.shared` array of its own size, even when every access has a
/// constant index (LLVM's global optimiser would otherwise split it into 16-byte-aligned scalars
/// and the kernel would use more shared memory than its signature says).
#[test]
fn workgroup_arrays_stay_whole_in_shared_memory() {
    let code = include_str!("../kernels/override_sized_arrays.wgsl");
    for words in 1..=4u32 {
        let src = wgsl(code)
            .override_constant("WG", 1.0)
            .override_constant("3", words as f64);
        let text = ptx(&src, "sm_80");
        let shared: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with(".shared"))
            .collect();
        assert_eq!(
            shared,
            [
                format!(".shared .align 16 .b8 wg_tile[{}];", 4 * words),
                ".shared .align 16 .b8 wg_pairs[16];".to_string()
            ],
            "K = {words}"
        );
    }
}

/// `a * b + c` stays `mul.rn` + `add.rn` (no fusion: the same bits as every other device), and
/// becomes one `fma.rn` with `allow_contraction`, in each of its forms (`+`, `−` either side).
#[test]
fn contraction_is_opt_in() {
    let src = "
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let a = x[g.x];
    let b = x[g.x + 1u];
    let c = x[g.x + 2u];
    y[g.x] = a * b + c;
    y[g.x + 1u] = a * b - c;
    y[g.x + 2u] = c - a * b;
}";
    let exact = ptx(&wgsl(src), "sm_80");
    assert_eq!(exact.matches("mul.rn.f32").count(), 1, "{exact}");
    assert!(!exact.contains("fma."), "{exact}");
    let fused = ptx(&wgsl(src).allow_contraction(), "sm_90");
    assert_eq!(fused.matches("fma.rn.f32").count(), 3, "{fused}");
    assert!(
        !fused.contains("mul.rn.f32") && !fused.contains("add.rn.f32"),
        "{fused}"
    );
}

/// `optimization(Quick)` takes the quick pipeline whatever the size (the host's loops stay
/// scalar), `Full` and the default the full one (vectorised); the PTX differs too.
#[test]
fn optimization_levels_choose_the_pipeline() {
    use anygpu::Optimization;
    let src = "
@group(0) @binding(0) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) g: vec3<u32>) { if g.x < arrayLength(&y) { y[g.x] = y[g.x] * 2.0 + 1.0; } }";
    let ir = |level| emit(&wgsl(src).optimization(level), &TargetSpec::Host, TextForm::LlvmIr).unwrap();
    let vectorised = |text: &str| text.contains(" x float>");
    assert!(vectorised(&ir(Optimization::Auto)) && vectorised(&ir(Optimization::Full)));
    assert!(!vectorised(&ir(Optimization::Quick)), "{}", ir(Optimization::Quick));
    let ptx = |level| ptx(&wgsl(src).optimization(level), "sm_80");
    assert_ne!(ptx(Optimization::Quick), ptx(Optimization::Full));
}

/// A kernel over several lines with a helper and a loop, for the line-information tests: the
/// store is on line 16, the loop body on line 14, the helper's statement on line 5.
pub(crate) const LINES_KERNEL: &str = "@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> b: array<f32>;

fn twice(x: f32) -> f32 {
    return x * 2.0 + x * x;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if i < arrayLength(&a) {
        var acc = 0.0;
        for (var k = 0u; k < arrayLength(&b); k++) {
            acc += twice(a[i]) + f32(k);
        }
        b[i] = acc;
    }
}
";

/// `line_info(true)` puts `.file`/`.loc` directives naming the WGSL file's lines in the PTX —
/// and nothing else: no `debug` target (which would make ptxas compile without optimisation),
/// no DWARF sections; the SASS ptxas makes is the same instruction for instruction, and with
/// `-lineinfo` (what the driver's JIT gets: `CU_JIT_GENERATE_LINE_INFO`) it maps instructions
/// back to the WGSL lines.
#[test]
fn line_info_is_loc_directives_and_leaves_the_code_alone() {
    let src = KernelSource::wgsl(LINES_KERNEL).file_name("kernels/accumulate.wgsl");
    for arch in ["sm_80", "sm_90"] {
        let plain = ptx(&src, arch);
        let lined = ptx(&src.clone().line_info(true), arch);
        assert!(!plain.contains(".loc") && !plain.contains(".file"), "{plain}");
        assert!(lined.contains(&format!(".target {arch}\n")), "{lined}");
        assert!(
            !lined.contains("debug_info") && !lined.contains("debug_abbrev"),
            "{lined}"
        );
        assert!(lined.contains(".file\t1 \"kernels/accumulate.wgsl\""), "{lined}");
        for line in [11, 14, 16] {
            assert!(
                lined.contains(&format!(".loc\t1 {line} ")),
                "no .loc for line {line}:\n{lined}"
            );
        }
        let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) else {
            continue;
        };
        let sass = |text: &str| {
            let (_, sass) = crate::common::sass(&ptxas, &cuobjdump, text, arch, "lines").unwrap();
            sass.lines()
                .filter_map(|l| {
                    l.split_once("*/")
                        .map(|(_, i)| i.split("/*").next().unwrap_or("").trim().to_string())
                })
                .filter(|i| !i.is_empty())
                .collect::<Vec<_>>()
        };
        let (a, b) = (sass(&plain), sass(&lined));
        assert!(
            a.len() > 10 && a == b,
            "SASS differs with line information:\n{a:#?}\n{b:#?}"
        );
        let lines = crate::common::sass_lines(&ptxas, &lined, arch).unwrap();
        for line in [14, 16] {
            assert!(
                lines.contains(&format!("\"kernels/accumulate.wgsl\", line {line}")),
                "nvdisasm shows no line {line}:\n{lines}"
            );
        }
    }
}

/// `min_workgroups_per_compute_unit(n)` reaches ptxas as `.minnctapersm n` beside `.maxntid`,
/// and only when asked (what it does to registers: `gemm.rs`, the `_o2` kernels).
#[test]
fn occupancy_hint_is_minnctapersm() {
    let src = "
@group(0) @binding(0) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(128)
fn main(@builtin(global_invocation_id) g: vec3<u32>) { y[g.x] = y[g.x] * 2.0; }";
    let plain = ptx(&wgsl(src), "sm_80");
    assert!(
        plain.contains(".maxntid 128, 1, 1") && !plain.contains(".minnctapersm"),
        "{plain}"
    );
    let hinted = ptx(&wgsl(src).min_workgroups_per_compute_unit(3), "sm_90");
    assert!(
        hinted.contains(".maxntid 128, 1, 1") && hinted.contains(".minnctapersm 3"),
        "{hinted}"
    );
    // More than a compute unit holds (ptxas would ignore it with only a warning) is refused, on
    // every target alike: 17 × 128 work-items, 33 workgroups, and a value that would overflow.
    for n in [17, 33, u32::MAX] {
        for target in [TargetSpec::ptx("sm_90".parse().unwrap()), TargetSpec::Host] {
            let e = emit(
                &wgsl(src).min_workgroups_per_compute_unit(n),
                &target,
                TextForm::Assembly,
            )
            .unwrap_err();
            assert!(
                matches!(e, anygpu::GpuError::InvalidArgument(_)) && e.to_string().contains("ask for at most 16"),
                "{n}: {e}"
            );
        }
    }
}

#[test]
fn atomics_use_the_right_state_space() {
    let src = "
@group(0) @binding(0) var<storage, read_write> counter: atomic<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
var<workgroup> slot: atomic<u32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lid: u32) {
    atomicAdd(&counter, 1u);
    let r = atomicCompareExchangeWeak(&slot, 0u, lid + 1u);
    workgroupBarrier();
    out[lid] = select(0u, 1u, r.exchanged) + atomicLoad(&slot);
}";
    let text = ptx(&wgsl(src), "sm_70");
    assert!(text.contains("atom.global.add.u32"), "{text}");
    assert!(text.contains("atom.shared.cas.b32"), "{text}");
}

#[test]
fn subgroup_operations_are_warp_instructions() {
    let src = "
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@group(0) @binding(1) var<storage, read_write> ints: array<u32>;
@compute @workgroup_size(128)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(subgroup_invocation_id) lane: u32) {
    let i = gid.x;
    data[i] = subgroupAdd(data[i]) + subgroupShuffleXor(data[i], 1u) + subgroupInclusiveAdd(data[i]);
    ints[i] = subgroupAdd(ints[i]) + subgroupBallot(lane < 5u).x + select(0u, 1u, subgroupAll(ints[i] > 3u));
}";
    // sm_70: butterflies of shuffles; a full warp (128 is a multiple of 32) uses mask -1.
    let v = ptx(&wgsl(src), "sm_70");
    for needle in [
        "shfl.sync.bfly.b32",
        "shfl.sync.up.b32",
        "vote.sync.ballot.b32",
        "vote.sync.all.pred",
    ] {
        assert!(v.contains(needle), "sm_70 lacks {needle}:\n{v}");
    }
    assert!(!v.contains("redux.sync"), "redux.sync needs sm_80:\n{v}");
    // sm_80: integer reductions in one instruction.
    let a = ptx(&wgsl(src), "sm_80");
    assert!(a.contains("redux.sync.add."), "{a}");
}

#[test]
fn partial_warps_name_their_lanes() {
    // 48 threads: the second warp has only 16 lanes; the mask (0xffff there, -1 in the first
    // warp) comes from the workgroup size, not from activemask.
    let src = "
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@compute @workgroup_size(48)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) { data[gid.x] = subgroupMax(data[gid.x]); }";
    let text = ptx(&wgsl(src), "sm_80");
    assert!(!text.contains("activemask"), "{text}");
    assert!(text.contains("65535"), "{text}");
    assert!(
        text.contains("shfl.sync.down.b32") && text.contains("shfl.sync.idx.b32"),
        "{text}"
    );
}

#[test]
fn bounds_checks_are_there_by_default_and_gone_when_switched_off() {
    let src = "
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> b: array<f32>;
@group(0) @binding(2) var<storage, read> idx: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) { b[idx[gid.x]] = a[idx[gid.x]] * 2.0; }";
    let checked = ptx(&wgsl(src), "sm_80");
    // The byte lengths (parameters 1, 3 and 5) are read and compared against.
    for p in ["main_param_1", "main_param_3", "main_param_5"] {
        assert!(checked.contains(&format!("[{p}]")), "length {p} unused:\n{checked}");
    }
    assert!(checked.contains("setp."), "{checked}");
    // SAFETY: only compiled, never run.
    let unchecked = ptx(&unsafe { wgsl(src).without_bounds_checks() }, "sm_80");
    for p in ["main_param_1", "main_param_3", "main_param_5"] {
        assert!(
            !unchecked.contains(&format!("[{p}]")),
            "length {p} read without checks:\n{unchecked}"
        );
    }
}

/// A constant index into a runtime-sized array passes naga's validator (the length is only known
/// at run time), so the lowering must check it like a dynamic one: stores, loads and atomics.
#[test]
fn constant_indices_into_runtime_arrays_are_checked() {
    for (body, src) in super::constant_index_kernels() {
        let checked = ptx(&wgsl(&src), "sm_80");
        assert!(checked.contains("setp."), "`{body}` unchecked:\n{checked}");
    }
}

#[test]
fn math_uses_ptx_approximations_and_needs_no_library() {
    let src = "
@group(0) @binding(0) var<storage, read_write> x: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let v = x[gid.x];
    x[gid.x] = sin(v) + cos(v) + exp(v) + log2(abs(v) + 1.0) + pow(abs(v), 1.5) + atan2(v, 2.0) + tanh(v) + sqrt(abs(v));
}";
    let text = ptx(&wgsl(src), "sm_90");
    for needle in [
        "sin.approx.f32",
        "cos.approx.f32",
        "ex2.approx.f32",
        "lg2.approx.f32",
        "sqrt.rn.f32",
    ] {
        assert!(text.contains(needle), "missing {needle}:\n{text}");
    }
    assert!(!text.contains(".extern") && !text.contains("call"), "{text}");
}

/// f64 transcendental functions are computed in software (no f64 approximations exist on the
/// GPU): plain f64 arithmetic and FMA, no calls, nothing rounded through f32.
#[test]
fn f64_transcendentals_are_f64_arithmetic() {
    let src = "
@group(0) @binding(0) var<storage, read_write> x: array<f64>;
@compute @workgroup_size(1) fn main() {
    let v = x[0];
    x[1] = sin(v) + cos(v) + tan(v);
    x[2] = exp(v) + exp2(v) + log(v) + log2(v) + pow(v, x[3]);
    x[4] = atan(v) + atan2(v, x[3]) + asin(v) + acos(v);
    x[5] = sinh(v) + cosh(v) + tanh(v) + asinh(v) + acosh(v) + atanh(v);
}";
    let text = ptx(&wgsl(src), "sm_70");
    assert!(text.contains("fma.rn.f64") && text.contains("sqrt.rn.f64"), "{text}");
    for absent in ["call", ".f32", "approx"] {
        assert!(!text.contains(absent), "`{absent}` in:\n{text}");
    }
}

#[test]
fn the_isa_is_the_oldest_that_targets_the_arch() {
    let text = ptx(&wgsl(TREE), "sm_90");
    check_order(&text, &[".version 7.8", ".target sm_90"]);
    let text = ptx(&wgsl(TREE), "sm_70");
    check_order(&text, &[".version 6.3", ".target sm_70"]);
}

/// A constant table of 3-lane vectors keeps each vector's padding lane in the PTX initializer:
/// LLVM 19's NVPTX printer drops it from a `<3 x float>` array, which shifted every later element
/// of a `mat3x3` table on an H100 (found by the conformance suite on a lent GPU).
#[test]
fn vec3_tables_keep_their_padding_in_global_memory() {
    let text = ptx(
        &wgsl(
            "@group(0) @binding(0) var<storage, read_write> out: array<f32>;
const M = mat3x3<f32>(vec3(1.0, 2.0, 3.0), vec3(4.0, 5.0, 6.0), vec3(7.0, 8.0, 9.0));
@compute @workgroup_size(1) fn main() {
    let x = u32(out[0]);
    out[1] = M[x % 3u][(x / 3u) % 3u];
}",
        ),
        "sm_80",
    );
    let line = text
        .lines()
        .find(|l| l.starts_with(".global") && l.contains("const_table"))
        .unwrap_or_else(|| panic!("no constant table in:\n{text}"));
    let bytes: Vec<u8> = line
        .split_once('{')
        .and_then(|(_, rest)| rest.split_once('}'))
        .map(|(list, _)| list.split(',').map(|b| b.trim().parse().unwrap()).collect())
        .unwrap_or_else(|| panic!("no initializer in {line}"));
    let mut floats: Vec<f32> = bytes
        .chunks(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], *c.get(3).unwrap_or(&0)]))
        .collect();
    floats.resize(12, 0.0); // PTX zero-fills what an initializer leaves out
    for column in 0..3 {
        for row in 0..3 {
            assert_eq!(floats[column * 4 + row], (column * 3 + row + 1) as f32, "{line}");
        }
    }
}

/// `dot4I8Packed` and `dot4U8Packed` are one `dp4a` each (sm_61+, so every architecture anygpu
/// targets), not byte extraction and adds; ptxas assembles them for the oldest and newest.
#[test]
fn packed_dot_products_are_dp4a() {
    let src = wgsl(include_str!("../kernels/dot4_packed.wgsl"));
    for arch in ["sm_70", "sm_80", "sm_90"] {
        let text = ptx(&src, arch);
        for needle in ["dp4a.u32.u32", "dp4a.s32.s32"] {
            assert_eq!(text.matches(needle).count(), 1, "{arch}: one {needle} in:\n{text}");
        }
    }
}

/// Cooperative matrices with workgroup-uniform operands, f16 A and B and an f32 C run on the
/// tensor cores from sm_80 on: two `mma.sync` m16n8k16 per 16×16×16 multiply-add; on sm_75
/// (PTX ISA 6.5+) four m16n8k8. On sm_70 and for other element types, the exact loops.
#[test]
fn cooperative_matmul_uses_mma_from_sm_80() {
    let src = wgsl(include_str!("../../shaders/matmul_coop.wgsl"));
    let mma = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32";
    for arch in ["sm_80", "sm_90"] {
        let text = ptx(&src, arch);
        assert_eq!(text.matches(mma).count(), 2, "{arch}: two {mma} in:\n{text}");
    }
    // Turing has m16n8k8 only (from PTX ISA 6.5, which a CUDA 10.2+ driver takes): two per
    // half, accepted by ptxas for sm_75. The offline ISA for sm_75 (6.3) keeps the exact loops.
    let k8 = "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32";
    let sm75: PtxArch = "sm_75".parse().unwrap();
    let target = TargetSpec::Ptx {
        arch: sm75,
        isa: anygpu::compiler::PtxIsa(65),
    };
    let text = emit(&src, &target, TextForm::Assembly).unwrap_or_else(|e| panic!("{e}"));
    if let Some(ptxas) = crate::common::ptxas() {
        crate::common::assemble_ptx(&ptxas, &text, "sm_75", "filecheck").unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
    assert_eq!(text.matches(k8).count(), 4, "sm_75: four {k8} in:\n{text}");
    assert!(!text.contains("m16n8k16"), "sm_75 has no m16n8k16");
    assert!(!ptx(&src, "sm_75").contains("mma."), "offline sm_75 PTX is ISA 6.3");
    assert!(!ptx(&src, "sm_70").contains("mma."), "sm_70 keeps the exact loops");
    // Operands that differ between invocations: every invocation computes its own matrices.
    let per_invocation = include_str!("../../shaders/matmul_coop.wgsl").replace(
        "fn main(@builtin(workgroup_id) wid: vec3<u32>)",
        "fn main(@builtin(global_invocation_id) wid: vec3<u32>)",
    );
    assert!(!ptx(&wgsl(&per_invocation), "sm_90").contains("mma."));
    // f32 A and B (their type comes from the buffers they load, not from the module's type
    // list): the exact loops, not an f16 tensor-core fragment of f32 data (LLVM rejected that).
    let f32_tiles = include_str!("../../shaders/matmul_coop.wgsl")
        .replace("array<f16>", "array<f32>")
        .replace("<f16, A>", "<f32, A>")
        .replace("<f16, B>", "<f32, B>");
    for arch in ["sm_80", "sm_90"] {
        assert!(!ptx(&wgsl(&f32_tiles), arch).contains("mma."), "{arch}");
    }
    // With TF32 allowed: four m16n8k8 per 16×16×16 product from sm_80, each operand rounded
    // first (the rounding's mask); sm_75 has no TF32 and keeps the exact loops.
    let tf32 = "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32";
    for arch in ["sm_80", "sm_90"] {
        let text = ptx(&wgsl(&f32_tiles).allow_tf32(), arch);
        assert_eq!(text.matches(tf32).count(), 4, "{arch}:\n{text}");
        assert!(text.contains("-8192"), "{arch}: the low 13 bits cleared:\n{text}");
    }
    assert!(!ptx(&wgsl(&f32_tiles).allow_tf32(), "sm_75").contains("mma."));
}

/// A tile per warp of f32 in workgroup memory with TF32 allowed: A's rows and B's columns
/// (k contiguous) each in two `ldmatrix` (no `.trans`: it would swap the halves of each f32),
/// a row-major B element by element, and the TF32 `mma`.
#[test]
fn per_warp_f32_tiles_use_ldmatrix_and_tf32_mma() {
    let kernel = |b_load: &str| {
        format!(
            "enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> src: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
var<workgroup> tile: array<vec4<f32>, 1280>;
@compute @workgroup_size(128)
fn main(@builtin(local_invocation_index) t: u32) {{
    let warp = t / 32u;
    for (var i = t; i < 1280u; i += 128u) {{ tile[i] = src[i]; }}
    workgroupBarrier();
    var acc = coop_mat16x16<f32, C>();
    for (var k = 0u; k < 4u; k++) {{
        let a = coopLoadT<coop_mat16x16<f32, A>>(&tile[warp % 4u * 80u + k * 4u], 20u);
        let b = {b_load}<coop_mat16x16<f32, B>>(&tile[k * 80u], 20u);
        acc = coopMultiplyAdd(a, b, acc);
    }}
    coopStoreT(acc, &out[warp * 256u], 16u);
}}"
        )
    };
    let tf32 = "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32";
    for arch in ["sm_80", "sm_90"] {
        let columns = ptx(&wgsl(&kernel("coopLoad")).allow_tf32(), arch);
        assert_eq!(
            columns.matches("ldmatrix.sync.aligned.m8n8.x4.shared.b16").count(),
            4,
            "{arch}:\n{columns}"
        );
        assert!(!columns.contains(".trans"), "{arch}:\n{columns}");
        assert!(columns.contains(tf32), "{arch}:\n{columns}");
        let rows = ptx(&wgsl(&kernel("coopLoadT")).allow_tf32(), arch);
        assert_eq!(
            rows.matches("ldmatrix.sync.aligned.m8n8.x4.shared.b16").count(),
            2,
            "{arch}:\n{rows}"
        );
        let word_loads = rows.contains("ld.shared.f32") || rows.contains("ld.shared.u32");
        assert!(word_loads && rows.contains(tf32), "{arch}:\n{rows}");
    }
}

/// A tile per warp (`local_invocation_index / 32`), its matrices loaded from workgroup memory:
/// tensor cores with each A and B fragment in one `ldmatrix` (`.trans` for a row-major B), the
/// same for a tile per pair of warps; a tile per half warp keeps the exact loops.
#[test]
fn per_warp_cooperative_tiles_use_ldmatrix_and_mma() {
    let kernel = |divisor: u32| {
        format!(
            "enable f16;
enable wgpu_cooperative_matrix;
@group(0) @binding(0) var<storage, read> src: array<vec4<f16>>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
var<workgroup> tile: array<vec4<f16>, 1280>;
@compute @workgroup_size(128)
fn main(@builtin(local_invocation_index) t: u32) {{
    let warp = t / {divisor}u;
    for (var i = t; i < 1280u; i += 128u) {{ tile[i] = src[i]; }}
    workgroupBarrier();
    var acc = coop_mat16x16<f32, C>();
    for (var k = 0u; k < 4u; k++) {{
        let a = coopLoadT<coop_mat16x16<f16, A>>(&tile[warp % 4u * 160u + k * 4u], 40u);
        let b = coopLoadT<coop_mat16x16<f16, B>>(&tile[k * 160u], 40u);
        acc = coopMultiplyAdd(a, b, acc);
    }}
    coopStoreT(acc, &out[warp * 256u], 16u);
}}"
        )
    };
    for divisor in [32, 64] {
        let text = ptx(&wgsl(&kernel(divisor)), "sm_90");
        assert!(
            text.contains("ldmatrix.sync.aligned.m8n8.x4.shared.b16"),
            "{divisor}:\n{text}"
        );
        assert!(
            text.contains("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"),
            "{divisor}:\n{text}"
        );
        assert!(text.contains("mma.sync.aligned.m16n8k16"), "{divisor}:\n{text}");
        if let Some(ptxas) = crate::common::ptxas() {
            crate::common::assemble_ptx(&ptxas, &text, "sm_90", "per_warp").unwrap_or_else(|e| panic!("{e}\n{text}"));
        }
    }
    let half_warps = ptx(&wgsl(&kernel(16)), "sm_90");
    assert!(
        !half_warps.contains("mma.") && !half_warps.contains("ldmatrix"),
        "{half_warps}"
    );
}

/// The nvcc-style PTX that `load_foreign` is shown and kit-tested with assembles for every
/// architecture anygpu targets (it is what a CUDA driver JIT-compiles).
#[test]
fn foreign_saxpy_ptx_assembles() {
    let Some(ptxas) = crate::common::ptxas() else { return };
    let ptx = include_str!("../kernels/saxpy_nvcc.ptx");
    for arch in crate::common::ptxas_archs(&ptxas) {
        crate::common::assemble_ptx(&ptxas, ptx, arch, "foreign-saxpy").unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Two bitwise operations with a constant each are one `lop3.b32` with both immediates (ptxas
/// fuses an `and` and an `or` into one LOP3 only when one of them takes a register): the mask
/// and the exponent of the quantized GEMV's unpacking, and any other such pair.
#[test]
fn bitwise_pairs_with_two_constants_are_one_lop3() {
    let src = "
@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read_write> y: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let w = x[g.x];
    y[2u * g.x] = (w & 0xF0000u) | 0x4B000000u;
    y[2u * g.x + 1u] = (w | 0x3u) ^ 0x5u;
}";
    let text = ptx(&wgsl(src), "sm_90");
    // (a & b) | c is 0xEA in the PTX ISA's truth tables; LLVM writes the second pair as
    // `(w & ~3) ^ 6`, one LOP3 all the same.
    assert!(text.contains(", 0xf0000, 0x4b000000, 0xea;"), "{text}");
    assert_eq!(text.matches("lop3.b32").count(), 2, "{text}");
    assert!(!text.contains("and.b32") && !text.contains("xor.b32"), "{text}");
}

/// A read clamped to the buffer's last index, after the kernel has returned on an empty buffer,
/// needs no bounds check: LLVM proves it in bounds (the lengths are frozen on the GPU targets, so
/// that the test of the least length and the checks see the same value). The quantized GEMV's
/// GPU forms read this way (`Reads::Clamped`).
#[test]
fn clamped_reads_after_an_empty_test_are_unchecked() {
    let kernel = |read_a: &str, read_b: &str, prologue: &str| {
        format!(
            "
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
{prologue}    var s = 0.0;
    for (var k = 0u; k < 16u; k++) {{ s += f32(a[{read_a}]) * b[{read_b}]; }}
    if g.x < arrayLength(&y) {{ y[g.x] = s; }}
}}"
        )
    };
    let prologue = "    if min(arrayLength(&a), arrayLength(&b)) == 0u { return; }
    let a_last = arrayLength(&a) - 1u;
    let b_last = arrayLength(&b) - 1u;
";
    let clamped = ptx(
        &wgsl(&kernel(
            "min(g.x * 16u + k, a_last)",
            "min(g.x + 64u * k, b_last)",
            prologue,
        )),
        "sm_90",
    );
    let checked = ptx(&wgsl(&kernel("g.x * 16u + k", "g.x + 64u * k", "")), "sm_90");
    // In SASS a checked load is predicated (`@!P0 LDG`, with a zero for the other case); a
    // clamped one is a plain load after a `min`.
    let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) else {
        panic!("ptxas and cuobjdump are part of the setup");
    };
    let predicated_loads = |ptx: &str, tag: &str| {
        let (_, sass) = crate::common::sass(&ptxas, &cuobjdump, ptx, "sm_90", tag).unwrap();
        crate::common::predicated_global_loads(&sass).len()
    };
    assert!(predicated_loads(&checked, "checked") >= 2, "{checked}");
    assert_eq!(predicated_loads(&clamped, "clamped"), 0, "{clamped}");
    assert!(clamped.matches("min.u32").count() >= 2, "{clamped}");
}
