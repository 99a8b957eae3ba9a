//! The GEMM engine's kernels, read from their machine code with no GPU (issue 33's offline
//! bars): every configuration `anygpu ops dump` writes for a GPU target, for sm_80 and sm_90
//! (ptxas, then `cuobjdump -sass`) and gfx942 and gfx1100 (the AMDGPU assembly), has a hottest
//! loop of FMAs: no separate multiplies and adds, and no register spills.

use crate::common::loop_mix::{self, LoopMix};
use anygpu::compiler::{emit, TargetSpec, TextForm};
use anygpu::KernelSource;

/// Each kernel's (name, mix) for `target` whose name `only` takes, or the failures to produce
/// one.
fn mixes(
    target: &TargetSpec,
    only: impl Fn(&str) -> bool,
    read: impl Fn(&str, &str) -> Result<LoopMix, String>,
) -> Vec<(String, LoopMix)> {
    let kernels: Vec<_> = anygpu::ops::gemm_kernels(target)
        .into_iter()
        .filter(|(name, _)| only(name))
        .collect();
    assert!(
        kernels.len() >= 8,
        "{}: {} GEMM kernels",
        target.target_name(),
        kernels.len()
    );
    let mut failures = Vec::new();
    let mut out = Vec::new();
    for (name, src) in kernels {
        match emit(&src, target, TextForm::Assembly)
            .map_err(|e| e.to_string())
            .and_then(|text| read(&name, &text))
        {
            Ok(mix) => out.push((name, mix)),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    out
}

/// The rows that miss a bar, as a table (every row printed, so a run shows the mixes).
fn check(target: &str, mixes: &[(String, LoopMix)], bar: impl Fn(&str, &LoopMix) -> Option<String>) {
    let mut misses = Vec::new();
    for (name, mix) in mixes {
        let line = format!(
            "{target} {name}: loop {} instructions, FMA {:.3} of them ({:.2} FMA per instruction), {:.3} of f32 arithmetic, tensor {:.3}",
            mix.instructions,
            mix.fma_share(),
            mix.fma_ops_per_instruction(),
            mix.fma_share_of_fp32(),
            mix.tensor_share()
        );
        println!("{line}");
        if let Some(why) = bar(name, mix) {
            misses.push(format!("{line}: {why}"));
        }
    }
    assert!(misses.is_empty(), "offline bars missed:\n{}", misses.join("\n"));
}

/// FFMA is at least 95 % of the f32 arithmetic and 70 % of the hottest loop's instructions;
/// ptxas reports no spills. A convolution's implicit GEMM (`conv2d_gemm_*`) gathers its B from
/// the input, one padding test and address per pixel and step (each step's taps share a kernel
/// position): 71–80 % on sm_80 and sm_90 (64–65 % when each element had its own tap and test,
/// 50 % when the taps were divided). A 16-bit (f16, bf16) SIMT kernel with scalar access
/// converts each loaded half in the loop: its bar is 60 %. A variant with the occupancy hint
/// (`_o2`) must fit 128 registers, may spill up to 32 bytes, and its bars are 5 points lower.
/// The tensor-core kernels (`_mma`) have their own bar ([`tensor_bar`]).
#[test]
fn gemm_kernels_are_ffma_loops_on_nvidia() {
    let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) else {
        return;
    };
    let archs = crate::common::ptxas_archs(&ptxas);
    // sm_90a: the warpgroup kernels (`_g64x`, `wgmma`), the others being sm_90's.
    for arch in ["sm_80", "sm_90", "sm_90a"] {
        let base = arch.trim_end_matches('a');
        if !archs.contains(&base) {
            continue;
        }
        let target = TargetSpec::ptx(arch.parse().unwrap());
        let only = |name: &str| arch != "sm_90a" || name.contains("_g64x");
        let mixes = mixes(&target, only, |name, ptx| {
            let (report, sass) = crate::common::sass(&ptxas, &cuobjdump, ptx, arch, name)?;
            // A kernel with the occupancy hint (`_o2`: two 256-work-item workgroups per
            // multiprocessor) fits 128 registers, trading a few spilled words for it.
            let (spill_limit, register_limit) = if name.ends_with("_o2") { (32, 128) } else { (0, 255) };
            // A `wgmma` kernel whose multiply-adds ptxas serializes runs at a fraction of its rate.
            if report.contains("C7515") {
                return Err(format!("ptxas serializes the wgmma instructions:\n{report}"));
            }
            let spilled = number_before(&report, " bytes spill stores");
            let registers = number_after(&report, "Used ").and_then(|_| number_before(&report, " registers"));
            if spilled.is_none_or(|b| b > spill_limit) || registers.is_none_or(|r| r > register_limit) {
                return Err(format!(
                    "over {spill_limit} bytes spilled or {register_limit} registers:\n{report}"
                ));
            }
            loop_mix::sass(&sass).ok_or_else(|| format!("no instructions in:\n{sass}"))
        });
        check(arch, &mixes, |name, mix| {
            if name.contains("_g64x") {
                return warpgroup_bar(name, mix);
            }
            if name.contains("_mma") {
                return tensor_bar(name, mix);
            }
            // 16-bit SIMT kernels (shapes the tensor cores do not take) with scalar access
            // convert each loaded half in the loop: 68–70 % on sm_80.
            let f16_scalar = (name.contains("_f16_") || name.contains("_bf16_")) && name.contains("_v1");
            let bar = if f16_scalar { 0.60 } else { 0.70 };
            // The occupancy hint's variants reload their spilled words in the loop: 5 points
            // (sm_80's convolution, when each element had its own tap: 0.597 against 0.635).
            let bar = if name.ends_with("_o2") { bar - 0.05 } else { bar };
            (mix.fma_share_of_fp32() < 0.95 || mix.fma_share() < bar).then(|| format!("under 95 % / {bar}"))
        });
    }
}

/// Every f32 operation of the hottest loop is an FMA (`v_pk_fma_f32` on gfx942, dual-issued
/// `v_fmac_f32` on gfx1100), and FMA operations are at least 0.7 per instruction (the issue's
/// 70 % bar counted in FMA work per issue slot: a packed or dual FMA does two); no VGPR spills,
/// and no accumulators parked in AGPRs inside the loop. The matrix-core kernels (`_mma`):
/// `v_mfma` (gfx942) or `v_wmma` (gfx1100) at least 10 % of the hottest loop.
#[test]
fn gemm_kernels_are_fma_loops_on_amd() {
    for arch in ["gfx942", "gfx1100"] {
        let target = TargetSpec::amdgcn(arch.parse().unwrap());
        let mixes = mixes(
            &target,
            |_| true,
            |_, text| {
                if !text.contains(".vgpr_spill_count: 0") {
                    return Err("VGPR spills".into());
                }
                loop_mix::amdgcn(text).ok_or_else(|| "no loop".to_string())
            },
        );
        check(arch, &mixes, |name, mix| {
            if name.contains("_mma") {
                return (mix.tensor_share() < 0.10 || mix.acc_moves > 0).then(|| {
                    format!(
                        "v_mfma / v_wmma {:.3} of the loop (bar 0.10), {} AGPR moves",
                        mix.tensor_share(),
                        mix.acc_moves
                    )
                });
            }
            (mix.fma_share_of_fp32() < 0.95 || mix.fma_ops_per_instruction() < 0.70 || mix.acc_moves > 0)
                .then(|| format!("under the bars, or {} AGPR moves", mix.acc_moves))
        });
    }
}

/// The tensor-core kernels' bar on NVIDIA (issue 33): the hottest loop holds HMMA, LDSM
/// (`ldmatrix`) and LDGSTS (`cp.async`), and HMMA is at least 10 % of its instructions. TF32
/// kernels (`_tf32_`) hold LDSM where an operand lies with k contiguous (A untransposed, or B
/// transposed): `ldmatrix` moves 16-bit values, so a fragment of f32 whose k runs across
/// memory rows loads one 32-bit word per element (`MmaTf32`), and with A transposed and B not
/// there is nothing for it to load.
fn tensor_bar(name: &str, mix: &LoopMix) -> Option<String> {
    let k_contiguous_operand = !name.contains("_ta") || name.contains("_tb");
    let needs_ldsm = !name.contains("_tf32_") || k_contiguous_operand;
    let no_ldsm = needs_ldsm && mix.fragment_loads == 0;
    (mix.tensor_share() < 0.10 || no_ldsm || mix.async_copies == 0).then(|| {
        format!(
            "HMMA {:.3} of the loop (bar 0.10), {} LDSM, {} LDGSTS",
            mix.tensor_share(),
            mix.fragment_loads,
            mix.async_copies
        )
    })
}

/// The warpgroup kernels' bar (sm_90a): the hottest loop holds one HGMMA (`wgmma`) per 16 of
/// the block's depth (per 8 for TF32: `wgmma`'s k8 form), and LDGSTS (`cp.async`), and no
/// `ldmatrix` (the multiply-adds read workgroup memory themselves).
fn warpgroup_bar(name: &str, mix: &LoopMix) -> Option<String> {
    let per_hgmma = if name.contains("_tf32_") { 8 } else { 16 };
    let depth: usize = name
        .split("_mma")
        .nth(1)
        .and_then(|s| s.split('_').next())
        .and_then(|block| block.split('x').nth(2))
        .and_then(|k| k.parse().ok())
        .unwrap_or(0);
    (depth == 0 || mix.tensor != depth / per_hgmma || mix.async_copies == 0 || mix.fragment_loads > 0).then(|| {
        format!(
            "{} HGMMA (want {}), {} LDGSTS, {} LDSM",
            mix.tensor,
            depth / per_hgmma,
            mix.async_copies,
            mix.fragment_loads
        )
    })
}

/// `max_registers_per_thread(n)` reaches ptxas as `.maxnreg n`: the GEMM engine's convolution
/// kernel, over 64 registers as it is, uses at most 64 with the cap (spilling what does not fit),
/// on every architecture ptxas has; out of range is refused at compile time.
#[test]
fn register_cap_is_maxnreg() {
    let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) else {
        return;
    };
    let archs = crate::common::ptxas_archs(&ptxas);
    for arch in ["sm_80", "sm_90"].into_iter().filter(|a| archs.contains(a)) {
        let target = TargetSpec::ptx(arch.parse().unwrap());
        let (name, conv) = anygpu::ops::gemm_kernels(&target)
            .into_iter()
            .find(|(name, _)| name.starts_with("conv2d_gemm") && name.ends_with("_v1"))
            .expect("a convolution kernel");
        let registers = |source: &KernelSource| {
            let ptx = anygpu::compiler::emit(source, &target, TextForm::Assembly).unwrap();
            let (report, _) = crate::common::sass(&ptxas, &cuobjdump, &ptx, arch, &name).unwrap();
            (
                ptx.contains(".maxnreg 64"),
                number_before(&report, " registers").unwrap(),
            )
        };
        let (marked, plain) = registers(&conv);
        let (capped_marked, capped) = registers(&conv.clone().max_registers_per_thread(64));
        println!("{arch} {name}: {plain} registers, {capped} capped at 64");
        assert!(!marked && capped_marked, "{arch}: .maxnreg only when asked");
        assert!(
            plain > 64 && capped <= 64,
            "{arch}: {plain} registers, {capped} with the cap"
        );
    }
    for n in [8, 300] {
        let e = anygpu::compiler::emit(
            &KernelSource::wgsl("@compute @workgroup_size(64) fn main() {}").max_registers_per_thread(n),
            &TargetSpec::Host,
            TextForm::Assembly,
        )
        .unwrap_err();
        assert!(
            matches!(e, anygpu::GpuError::InvalidArgument(_)) && e.to_string().contains("16 to 256"),
            "{e}"
        );
    }
}

/// The number just before `text` in ptxas's report (`16 bytes spill stores`).
fn number_before(report: &str, text: &str) -> Option<u32> {
    let head = &report[..report.find(text)?];
    head.rsplit(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

/// The number just after `text` in ptxas's report (`Used 128 registers`).
fn number_after(report: &str, text: &str) -> Option<u32> {
    let tail = &report[report.find(text)? + text.len()..];
    tail.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

/// The tensor-core attention kernels' offline bar (issue 34): the hottest loop holds tensor
/// instructions — HMMA with `ldmatrix` on sm_80 and sm_90 (waves of 32), `v_mfma` on gfx942
/// (waves of 64), `v_wmma` on gfx1100 (waves of 32, head dimensions to 64: wider ones take the
/// SIMT kernel there) — and nothing spills.
#[test]
fn attention_kernels_hold_tensor_instructions() {
    let kernels: Vec<(String, String)> = anygpu::ops::all_kernels()
        .into_iter()
        .filter(|(name, _)| name.starts_with("attention_mma_"))
        .collect();
    assert!(kernels.len() >= 4, "{} tensor-core attention kernels", kernels.len());
    let head_dim = |name: &str| -> u32 {
        let digits = name.split("_d").nth(1).unwrap_or("");
        digits.split('_').next().and_then(|d| d.parse().ok()).unwrap_or(0)
    };
    let mut misses = Vec::new();
    let mut report = |target: &str, name: &str, mix: Result<LoopMix, String>, ok: &dyn Fn(&LoopMix) -> bool| match mix {
        Ok(mix) => {
            println!(
                "{target} {name}: loop {} instructions, tensor {}, ldmatrix {}",
                mix.instructions, mix.tensor, mix.fragment_loads
            );
            if !ok(&mix) {
                misses.push(format!(
                    "{target} {name}: tensor {}, ldmatrix {}",
                    mix.tensor, mix.fragment_loads
                ));
            }
        }
        Err(e) => misses.push(format!("{target} {name}: {e}")),
    };
    if let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) {
        for arch in ["sm_80", "sm_90"] {
            let target = TargetSpec::ptx(arch.parse().unwrap());
            for (name, wgsl) in kernels.iter().filter(|(name, _)| name.ends_with("_l32")) {
                let mix = emit(&anygpu::KernelSource::wgsl(wgsl.as_str()), &target, TextForm::Assembly)
                    .map_err(|e| e.to_string())
                    .and_then(|ptx| crate::common::sass(&ptxas, &cuobjdump, &ptx, arch, name))
                    .and_then(|(ptxas_report, sass)| {
                        if number_before(&ptxas_report, " bytes spill stores") != Some(0) {
                            return Err(format!("spills:\n{ptxas_report}"));
                        }
                        loop_mix::sass(&sass).ok_or_else(|| "no loop".to_string())
                    });
                report(arch, name, mix, &|m| m.tensor > 0 && m.fragment_loads > 0);
            }
        }
    }
    for (arch, lanes, widest) in [("gfx942", "_l64", 256), ("gfx1100", "_l32", 64)] {
        let target = TargetSpec::amdgcn(arch.parse().unwrap());
        for (name, wgsl) in kernels
            .iter()
            .filter(|(name, _)| name.ends_with(lanes) && head_dim(name) <= widest)
        {
            let mix = emit(&anygpu::KernelSource::wgsl(wgsl.as_str()), &target, TextForm::Assembly)
                .map_err(|e| e.to_string())
                .and_then(|text| {
                    if !text.contains(".vgpr_spill_count: 0") {
                        return Err("VGPR spills".into());
                    }
                    loop_mix::amdgcn(&text).ok_or_else(|| "no loop".to_string())
                });
            report(arch, name, mix, &|m| m.tensor > 0);
        }
    }
    assert!(misses.is_empty(), "offline bars missed:\n{}", misses.join("\n"));
}

/// The warpgroup attention kernels' offline bar (sm_90a): per tile of 64 keys the hottest loop
/// holds one HGMMA per 16 of the head dimension (`S = Q·Kᵀ`) and 4 more (`O += P·V`), and
/// LDGSTS (`cp.async`) for the next tile; ptxas serializes none of them (C7515); the kernels fit
/// the registers that let workgroups share a multiprocessor (d = 64: two workgroups of two
/// warpgroups, 128 registers; d = 128: three of one, 168), trading at most a few spilled words
/// for it, as the GEMM kernels with the same hint may (32 bytes).
#[test]
fn warpgroup_attention_kernels_hold_wgmma() {
    let (Some(ptxas), Some(cuobjdump)) = (crate::common::ptxas(), crate::common::cuobjdump()) else {
        return;
    };
    if !crate::common::ptxas_archs(&ptxas).contains(&"sm_90") {
        return;
    }
    let target = TargetSpec::ptx("sm_90a".parse().unwrap());
    let kernels = anygpu::ops::attention_warpgroup_kernels();
    assert_eq!(kernels.len(), 6, "d 64 and 128, three masks");
    let mut misses = Vec::new();
    for (name, source) in &kernels {
        let dim: usize = name
            .split("_d")
            .nth(1)
            .and_then(|d| d.split('_').next())
            .and_then(|d| d.parse().ok())
            .unwrap_or(0);
        let (register_limit, spill_limit) = if dim <= 64 { (128, 32) } else { (168, 32) };
        let mix = emit(source, &target, TextForm::Assembly)
            .map_err(|e| e.to_string())
            .and_then(|ptx| crate::common::sass(&ptxas, &cuobjdump, &ptx, "sm_90a", name))
            .and_then(|(report, sass)| {
                let registers = number_before(&report, " registers");
                if report.contains("C7515")
                    || number_before(&report, " bytes spill stores").is_none_or(|b| b > spill_limit)
                    || registers.is_none_or(|r| r > register_limit)
                {
                    return Err(format!(
                        "serialized, over {spill_limit} bytes spilled or over {register_limit} registers:\n{report}"
                    ));
                }
                loop_mix::sass(&sass).ok_or_else(|| "no loop".to_string())
            });
        match mix {
            Ok(mix) => {
                println!(
                    "{name}: loop {} instructions, HGMMA {}, LDGSTS {}",
                    mix.instructions, mix.tensor, mix.async_copies
                );
                if mix.tensor != dim / 16 + 4 || mix.async_copies == 0 {
                    misses.push(format!(
                        "{name}: {} HGMMA (want {}), {} LDGSTS",
                        mix.tensor,
                        dim / 16 + 4,
                        mix.async_copies
                    ));
                }
            }
            Err(e) => misses.push(format!("{name}: {e}")),
        }
    }
    assert!(misses.is_empty(), "offline bars missed:\n{}", misses.join("\n"));
}
