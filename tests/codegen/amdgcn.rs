//! What the AMD GPU code of a few kernels must contain (FileCheck style), and what its code
//! object says about itself. No GPU needed: LLVM writes the ISA, `ld.lld` links it.

use crate::common::amdgcn::amdgcn_code_object;
use anygpu::compiler::{emit, read_amdgcn_metadata, signature, CodeObjectVersion, GfxArch, TargetSpec, TextForm};
use anygpu::KernelSource;

fn isa(src: &KernelSource, arch: &str) -> String {
    emit(src, &TargetSpec::amdgcn(arch.parse().unwrap()), TextForm::Assembly).unwrap_or_else(|e| panic!("{e}"))
}

fn wgsl(src: &str) -> KernelSource {
    KernelSource::wgsl(src)
}

/// The instruction lines of the kernel body (no directives, comments or metadata).
fn instructions(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('.') && !l.starts_with(';') && !l.ends_with(':'))
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .collect()
}

const TREE: &str = include_str!("../../shaders/reduce_tree.wgsl");

/// Every `s_barrier` is preceded by an `s_waitcnt` (the thread's LDS and memory operations have
/// completed: without it the barrier is a race), and no cache write-back or invalidate comes
/// with it (a system-scoped fence would add those and make every barrier slow).
#[test]
fn barriers_wait_for_memory_and_touch_no_cache() {
    for arch in ["gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"] {
        let text = isa(&wgsl(TREE), arch);
        let ins = instructions(&text);
        // gfx12 splits the barrier into s_barrier_signal + s_barrier_wait, and its waits are
        // s_wait_dscnt / s_wait_loadcnt... instead of s_waitcnt.
        let barriers: Vec<usize> = ins
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("s_barrier") && !l.starts_with("s_barrier_wait"))
            .map(|(i, _)| i)
            .collect();
        assert!(barriers.len() >= 9, "{arch}: {} barriers:\n{text}", barriers.len());
        for &b in &barriers {
            let before = ins[..b]
                .iter()
                .rev()
                .take_while(|l| !l.starts_with("ds_") && !l.starts_with("global_"));
            assert!(
                before
                    .clone()
                    .any(|l| l.starts_with("s_waitcnt") || l.starts_with("s_wait_")),
                "{arch}: s_barrier without s_waitcnt after the last memory operation:\n{}",
                ins[b.saturating_sub(6)..=b].join("\n")
            );
        }
        for bad in [
            "buffer_wbl2",
            "buffer_inv",
            "buffer_gl0_inv",
            "buffer_gl1_inv",
            "buffer_wbinvl1",
            "global_wb",
            "global_inv",
        ] {
            assert!(
                !text.contains(bad),
                "{arch}: `{bad}` in a workgroup-scoped kernel:\n{text}"
            );
        }
        // LDS accesses are `ds_write`/`ds_read` on gfx9, `ds_store`/`ds_load` from gfx11.
        let lds = |a: &str, b: &str| ins.iter().any(|l| l.starts_with(a) || l.starts_with(b));
        assert!(
            lds("ds_write", "ds_store") && lds("ds_read", "ds_load"),
            "{arch}: LDS not used"
        );
    }
}

#[test]
fn atomics_are_global_and_lds_instructions() {
    let src = "
@group(0) @binding(0) var<storage, read_write> counter: atomic<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
var<workgroup> slot: atomic<u32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lid: u32) {
    atomicAdd(&counter, lid);
    atomicMax(&slot, lid);
    workgroupBarrier();
    out[lid] = atomicLoad(&slot);
}";
    for arch in ["gfx942", "gfx1100"] {
        let text = isa(&wgsl(src), arch);
        assert!(text.contains("global_atomic_add"), "{arch}:\n{text}");
        assert!(
            text.contains("ds_max_u32") || text.contains("ds_max_rtn_u32"),
            "{arch}:\n{text}"
        );
        // Agent scope on gfx942 needs no system-coherence bits (sc1) on the global atomic.
        if arch == "gfx942" {
            let line = text.lines().find(|l| l.contains("global_atomic_add")).unwrap();
            assert!(!line.contains("sc1"), "{line}");
        }
    }
}

#[test]
fn subgroups_follow_the_wavefront_size() {
    let src = "
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@group(0) @binding(1) var<storage, read_write> ballots: array<vec4<u32>>;
@compute @workgroup_size(128)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(subgroup_size) size: u32) {
    let i = gid.x;
    data[i] = subgroupAdd(data[i]) + subgroupShuffleXor(data[i], 1u) + f32(size);
    ballots[i] = subgroupBallot(data[i] > 0.0);
}";
    for (arch, wave) in [("gfx942", 64), ("gfx1100", 32)] {
        let text = isa(&wgsl(src), arch);
        assert!(text.contains("ds_bpermute_b32"), "{arch}:\n{text}");
        assert!(text.contains(&format!(".wavefront_size: {wave}")), "{arch}:\n{text}");
        // The reduction is a butterfly of log2(wave) shuffles plus the one for ShuffleXor.
        let shuffles = text.matches("ds_bpermute_b32").count();
        assert_eq!(shuffles, (wave as f64).log2() as usize + 1, "{arch}:\n{text}");
    }
}

#[test]
fn bounds_checks_are_there_by_default_and_gone_when_switched_off() {
    let src = "
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> b: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) { b[gid.x * 7u] = a[gid.x * 3u]; }";
    let count_cmps = |t: &str| instructions(t).iter().filter(|l| l.contains("cmp")).count();
    let checked = isa(&wgsl(src), "gfx942");
    // SAFETY: only compiled, never run.
    let unchecked = isa(&unsafe { wgsl(src).without_bounds_checks() }, "gfx942");
    assert!(count_cmps(&checked) >= 2, "{checked}");
    assert_eq!(count_cmps(&unchecked), 0, "{unchecked}");
}

/// As in the PTX test of the same name: constant indices into runtime-sized arrays are checked.
#[test]
fn constant_indices_into_runtime_arrays_are_checked() {
    for (body, src) in super::constant_index_kernels() {
        let checked = isa(&wgsl(&src), "gfx942");
        let cmps = instructions(&checked).iter().filter(|l| l.contains("cmp")).count();
        assert!(cmps >= 1, "`{body}` unchecked:\n{checked}");
    }
}

#[test]
fn code_objects_say_what_the_launcher_needs() {
    if !crate::common::lld_available() {
        return;
    }
    let code = include_str!("../../shaders/matmul_tiled.wgsl");
    let src = wgsl(code);
    let signature = signature(&src).unwrap();
    let lds_min = crate::common::workgroup_bytes_used(code, None, &[]).unwrap();
    for (arch, version, metadata_version) in [
        ("gfx942", CodeObjectVersion::V5, vec![1, 2]),
        ("gfx90a", CodeObjectVersion::V4, vec![1, 1]),
        ("gfx1100", CodeObjectVersion::V5, vec![1, 2]),
    ] {
        let arch: GfxArch = arch.parse().unwrap();
        let module = amdgcn_code_object(&src, arch, version).unwrap();
        assert_eq!(&module.hsaco[..4], b"\x7fELF");
        let meta = crate::common::check_code_object(&module, &signature, lds_min).unwrap();
        assert_eq!(meta.metadata_version, metadata_version, "{arch}");
        assert_eq!(meta.group_segment_fixed_size, 2048, "{arch}: two 16×16 f32 tiles");
        assert_eq!(meta.private_segment_fixed_size, 0, "{arch}: scratch used");
        assert_eq!(meta.vgpr_spill_count + meta.sgpr_spill_count, 0, "{arch}: spills");
        // v5 has hidden arguments after the explicit ones; the runtime fills them.
        assert!(meta.args.len() >= 8, "{arch}: {:?}", meta.args);
    }
    // A code object that is not one gets an error, not a panic.
    assert!(read_amdgcn_metadata(b"not an ELF file").is_err());
}

/// A workgroup array every access of which has a constant index (here: sized by overrides to a
/// few words) stays one array: LLVM's global optimiser would split it into 16-byte-aligned
/// scalars, and the code object would ask for more LDS than the signature says (52 bytes for
/// a signature of 32, found by the conformance suite's random overrides).
#[test]
fn workgroup_arrays_keep_their_declared_size() {
    if !crate::common::lld_available() {
        return;
    }
    let code = include_str!("../kernels/override_sized_arrays.wgsl");
    for words in 1..=4u32 {
        let overrides = [("WG".to_string(), 1.0), ("3".to_string(), words as f64)];
        let src = overrides.iter().fold(wgsl(code), |src, (name, value)| {
            src.override_constant(name.clone(), *value)
        });
        let signature = signature(&src).unwrap();
        let lds_min = crate::common::workgroup_bytes_used(code, None, &overrides).unwrap();
        for arch in ["gfx90a", "gfx942", "gfx1100"] {
            let module = amdgcn_code_object(&src, arch.parse().unwrap(), CodeObjectVersion::V5).unwrap();
            let meta = crate::common::check_code_object(&module, &signature, lds_min)
                .unwrap_or_else(|e| panic!("K = {words}: {e}"));
            // `tile` (4·K bytes) and `pairs` (16 bytes), each in its own 16-byte slot.
            assert_eq!(
                meta.group_segment_fixed_size,
                16 + 4 * words as u64,
                "{arch}, K = {words}"
            );
        }
    }
}

#[test]
fn a_frame_over_the_stack_limit_is_refused_not_fatal() {
    // 200 KB of private array per invocation: the AMDGPU back end reports "stack frame size
    // exceeds limit" through LLVM's diagnostics, whose default handler ends the process.
    let src = wgsl(
        "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    var big: array<u32, 50000>;
    big[o[g.x] % 50000u] = 5u;
    o[g.x] = big[o[g.x + 1u] % 50000u];
}",
    );
    let e = emit(&src, &TargetSpec::amdgcn("gfx942".parse().unwrap()), TextForm::Assembly)
        .unwrap_err()
        .to_string();
    assert!(e.contains("AMDGCN (gfx942)") && e.contains("stack frame size"), "{e}");
    assert!(!e.contains("<unknown>"), "{e}");
}

/// `dot4I8Packed` and `dot4U8Packed` are one `v_dot4` each on every architecture anygpu targets
/// (gfx9 and gfx10 have `v_dot4_i32_i8`/`v_dot4c_i32_i8` and `v_dot4_u32_u8`; gfx11 and gfx12
/// `v_dot4_i32_iu8` and `v_dot4_u32_u8`).
#[test]
fn packed_dot_products_are_v_dot4() {
    let src = wgsl(include_str!("../kernels/dot4_packed.wgsl"));
    for arch in [
        "gfx906", "gfx908", "gfx90a", "gfx940", "gfx942", "gfx1030", "gfx1031", "gfx1100", "gfx1101", "gfx1200",
        "gfx1201",
    ] {
        let text = isa(&src, arch);
        let body = instructions(&text);
        let unsigned = body.iter().filter(|l| l.starts_with("v_dot4_u32_u8")).count();
        let signed = body
            .iter()
            .filter(|l| {
                ["v_dot4_i32_i8", "v_dot4c_i32_i8", "v_dot4_i32_iu8"]
                    .iter()
                    .any(|i| l.starts_with(i))
            })
            .count();
        assert_eq!((unsigned, signed), (1, 1), "{arch}:\n{text}");
    }
}

/// Cooperative matrices with workgroup-uniform operands, f16 A and B and an f32 C, in whole
/// wavefronts, run on the matrix cores: one `v_mfma_f32_16x16x16_f16` per multiply-add on CDNA
/// (64 lanes), one `v_wmma_f32_16x16x16_f16` on RDNA3 and RDNA4 (32 lanes: 16 halves per lane
/// for A and B on gfx11, 8 on gfx12). A workgroup of part of a wavefront, and architectures
/// without matrix instructions (gfx906, RDNA1/2), keep the exact loops.
#[test]
fn cooperative_matmul_uses_the_matrix_cores() {
    let shader = include_str!("../../shaders/matmul_coop.wgsl");
    assert!(shader.contains("@workgroup_size(32)"));
    let whole_waves = wgsl(&shader.replace("@workgroup_size(32)", "@workgroup_size(64)"));
    let count = |text: &str, op: &str| instructions(text).iter().filter(|l| l.starts_with(op)).count();
    for arch in ["gfx908", "gfx90a", "gfx940", "gfx942"] {
        let text = isa(&whole_waves, arch);
        assert_eq!(count(&text, "v_mfma_f32_16x16x16"), 1, "{arch}:\n{text}");
        assert_eq!(
            count(&isa(&wgsl(shader), arch), "v_mfma"),
            0,
            "{arch}: half a wavefront"
        );
    }
    for (arch, a_regs) in [("gfx1100", 8), ("gfx1101", 8), ("gfx1200", 4), ("gfx1201", 4)] {
        let text = isa(&wgsl(shader), arch);
        let wmma: Vec<&str> = instructions(&text)
            .into_iter()
            .filter(|l| l.starts_with("v_wmma_f32_16x16x16_f16"))
            .collect();
        assert_eq!(wmma.len(), 1, "{arch}:\n{text}");
        // `v_wmma_f32_16x16x16_f16 v[d:d+7], v[a:a+n-1], v[b:b+n-1], v[c:c+7]`: A's width
        // tells gfx11's replicated fragments (8 registers) from gfx12's (4).
        let regs: Vec<(u32, u32)> = wmma[0]
            .split(['[', ']'])
            .filter_map(|r| r.split_once(':'))
            .map(|(lo, hi)| (lo.parse().unwrap(), hi.parse().unwrap()))
            .collect();
        assert_eq!(regs.len(), 4, "{}", wmma[0]);
        assert_eq!(regs[1].1 - regs[1].0 + 1, a_regs, "{arch}: {}", wmma[0]);
        assert_eq!(regs[0].1 - regs[0].0 + 1, 8, "{arch}: {}", wmma[0]);
    }
    for arch in ["gfx906", "gfx1030", "gfx1031"] {
        let text = isa(&whole_waves, arch);
        assert_eq!(count(&text, "v_mfma") + count(&text, "v_wmma"), 0, "{arch}");
    }
    // f32 A and B with TF32 allowed: two `v_mfma_f32_16x16x8_xf32` per multiply-add on CDNA3
    // (gfx940–942) only; without `allow_tf32`, and on gfx90a or RDNA, the exact loops.
    let f32_tiles = shader
        .replace("@workgroup_size(32)", "@workgroup_size(64)")
        .replace("array<f16>", "array<f32>")
        .replace("<f16, A>", "<f32, A>")
        .replace("<f16, B>", "<f32, B>");
    for arch in ["gfx940", "gfx942"] {
        let text = isa(&wgsl(&f32_tiles).allow_tf32(), arch);
        assert_eq!(count(&text, "v_mfma_f32_16x16x8_xf32"), 2, "{arch}:\n{text}");
        assert_eq!(
            count(&isa(&wgsl(&f32_tiles), arch), "v_mfma"),
            0,
            "{arch}: TF32 not allowed"
        );
    }
    for arch in ["gfx90a", "gfx1100", "gfx1200"] {
        let text = isa(&wgsl(&f32_tiles).allow_tf32(), arch);
        assert_eq!(count(&text, "v_mfma") + count(&text, "v_wmma"), 0, "{arch}");
    }
}

/// The GEMM engine's first convolution kernel for `target`: one that needs many registers.
fn convolution_kernel(target: &TargetSpec) -> KernelSource {
    anygpu::ops::gemm_kernels(target)
        .into_iter()
        .find(|(name, _)| name.starts_with("conv2d_gemm") && name.ends_with("_v1"))
        .expect("a convolution kernel")
        .1
}

/// The `.vgpr_count` of `src` compiled for `arch` (VGPRs and AGPRs where they share a file).
fn vgpr_count(src: &KernelSource, arch: &str) -> u32 {
    let text = isa(src, arch);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with(".vgpr_count:"))
        .unwrap_or_else(|| panic!("{text}"));
    line.split(':').nth(1).unwrap().trim().parse::<u32>().unwrap()
}

/// `max_registers_per_thread(n)` becomes `amdgpu-num-vgpr` (and on gfx942, whose VGPRs and
/// AGPRs share one file, the waves per SIMD that leave `n` a lane): the GEMM engine's
/// convolution uses at most `n` registers with it on gfx942 and gfx1100, more without.
#[test]
fn register_cap_limits_vgprs() {
    for arch in ["gfx942", "gfx1100"] {
        let target = TargetSpec::amdgcn(arch.parse().unwrap());
        let conv = convolution_kernel(&target);
        let plain = vgpr_count(&conv, arch);
        let capped = vgpr_count(&conv.clone().max_registers_per_thread(96), arch);
        println!("{arch}: {plain} VGPRs, {capped} capped at 96");
        assert!(
            plain > 96 && capped <= 96,
            "{arch}: {plain} VGPRs, {capped} with the cap"
        );
    }
}

/// `min_workgroups_per_compute_unit(2)` becomes `amdgpu-waves-per-eu`: a 256-work-item kernel
/// that needs many registers (the GEMM engine's convolution) gets fewer VGPRs with it on gfx1100
/// (two workgroups of eight wave32s on a CU of two SIMDs: eight waves per SIMD, 192 VGPRs each),
/// and none fewer on gfx942, where two waves per SIMD leave it the 256 it needs.
#[test]
fn occupancy_hint_limits_vgprs() {
    for (arch, limit) in [("gfx1100", 192), ("gfx942", 256)] {
        let target = TargetSpec::amdgcn(arch.parse().unwrap());
        let conv = convolution_kernel(&target);
        let plain = vgpr_count(&conv, arch);
        let hinted = vgpr_count(&conv.clone().min_workgroups_per_compute_unit(2), arch);
        println!("{arch}: {plain} VGPRs without the hint, {hinted} with");
        let binds = arch == "gfx1100";
        assert!(
            if binds {
                plain > limit && hinted <= limit
            } else {
                hinted == plain && plain <= limit
            },
            "{arch}: {plain} VGPRs without the hint, {hinted} with"
        );
    }
}

/// `line_info(true)` gives the code object a DWARF line table of the WGSL file (what rocprof and
/// Omniperf read) and the ISA `.loc` directives at the kernel's lines, with the same
/// instructions as without it.
#[test]
fn line_info_is_a_dwarf_line_table_and_leaves_the_code_alone() {
    use object::{Object, ObjectSection};
    let src = KernelSource::wgsl(crate::ptx::LINES_KERNEL).file_name("kernels/accumulate.wgsl");
    let lined_src = src.clone().line_info(true);
    for arch in ["gfx942", "gfx1100"] {
        let (plain, lined) = (isa(&src, arch), isa(&lined_src, arch));
        assert_eq!(
            instructions(&plain),
            instructions(&lined),
            "{arch}: code differs with line information"
        );
        assert!(!plain.contains(".loc\t"), "{plain}");
        for line in [11, 14, 16] {
            assert!(
                lined.contains(&format!(".loc\t0 {line} ")),
                "{arch}: no .loc for line {line}:\n{lined}"
            );
        }
        if !crate::common::amdgcn::lld_available() {
            continue;
        }
        let object = amdgcn_code_object(&lined_src, arch.parse().unwrap(), CodeObjectVersion::V5).unwrap();
        let elf = object::File::parse(&*object.hsaco).unwrap();
        let section = |name: &str| {
            elf.section_by_name(name)
                .and_then(|s| s.data().ok().map(<[u8]>::to_vec))
        };
        assert!(
            section(".debug_line").is_some_and(|d| d.len() > 40),
            "{arch}: no .debug_line"
        );
        let names = section(".debug_line_str").unwrap_or_default();
        assert!(
            names.windows(16).any(|w| w == b"accumulate.wgsl\0"),
            "{arch}: the line table does not name the file"
        );
        let plain_object = amdgcn_code_object(&src, arch.parse().unwrap(), CodeObjectVersion::V5).unwrap();
        let plain_elf = object::File::parse(&*plain_object.hsaco).unwrap();
        assert!(plain_elf.section_by_name(".debug_line").is_none());
    }
}
