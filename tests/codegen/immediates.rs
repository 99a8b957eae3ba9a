//! `var<immediate>` kernel parameters in the native ABI (`compiler::abi`): after each binding's
//! (address, byte length) come `ceil(size / 8)` 64-bit words holding the immediate's bytes, then
//! whatever the target appends (the host: the grid and the stop flag). FileCheck style on PTX,
//! AMDGCN metadata and host LLVM IR; ptxas assembles the PTX and lld links the code objects.

use crate::common::amdgcn::amdgcn_code_object;
use anygpu::compiler::testing::kernarg_buffer_with_immediates;
use anygpu::compiler::{
    emit, read_amdgcn_metadata, signature, CodeObjectVersion, PtxArch, ScalarType, TargetSpec, TextForm,
    MAX_IMMEDIATE_BYTES,
};
use anygpu::KernelSource;

const IMMEDIATES: &str = include_str!("../kernels/immediates.wgsl");

fn saxpy() -> KernelSource {
    KernelSource::wgsl(IMMEDIATES)
        .file_name("immediates.wgsl")
        .entry("saxpy")
}

fn fill() -> KernelSource {
    KernelSource::wgsl(IMMEDIATES)
        .file_name("immediates.wgsl")
        .entry("fill")
}

#[test]
fn the_signature_names_the_immediate_and_its_size() {
    let sig = signature(&saxpy()).unwrap();
    let imm = sig.immediates.as_ref().unwrap();
    assert_eq!(imm.declaration(), "var<immediate> params: Params");
    assert_eq!((imm.size, imm.words(), imm.scalar), (12, 2, None));
    assert!(imm.size <= MAX_IMMEDIATE_BYTES);
    let fill = signature(&fill()).unwrap();
    let imm = fill.immediates.as_ref().unwrap();
    assert_eq!((imm.name.as_str(), imm.type_name.as_str()), ("value", "u32"));
    assert_eq!((imm.size, imm.words(), imm.scalar), (4, 1, Some(ScalarType::U32)));
    assert_eq!(fill.bindings.len(), 1);
}

/// The PTX entry takes one `.param .u64` per word, the immediate's after the buffers', and reads
/// the immediate straight from its parameters (the stack copy is promoted to registers).
#[test]
fn ptx_entries_take_the_immediate_words_after_the_buffers() {
    for (src, entry, words) in [(saxpy(), "saxpy", 6), (fill(), "fill", 3)] {
        for arch in ["sm_80", "sm_90"] {
            let arch: PtxArch = arch.parse().unwrap();
            let text = emit(&src, &TargetSpec::ptx(arch), TextForm::Assembly).unwrap();
            let head = &text[text.find(&format!(".visible .entry {entry}(")).unwrap()..];
            let head = &head[..head.find(')').unwrap()];
            let params: Vec<&str> = head.lines().filter(|l| l.contains(".param")).map(str::trim).collect();
            let want: Vec<String> = (0..words)
                .map(|k| format!(".param .u64 {entry}_param_{k}{}", if k + 1 < words { "," } else { "" }))
                .collect();
            assert_eq!(params, want, "{text}");
            // The last word (the immediate's) is read as a parameter, not through memory.
            assert!(text.contains(&format!("[{entry}_param_{}]", words - 1)), "{text}");
            assert!(
                !text.contains(".local"),
                "the immediate stays out of local memory:\n{text}"
            );
            if let Some(ptxas) = crate::common::ptxas() {
                crate::common::assemble_ptx(&ptxas, &text, &arch.to_string(), entry)
                    .unwrap_or_else(|e| panic!("{e}\n{text}"));
            }
        }
    }
}

/// The code object's explicit arguments: a `global_buffer` and a `by_value` length per binding,
/// then one 8-byte `by_value` per immediate word; the kernarg buffer puts each word at its offset.
#[test]
fn amdgcn_kernargs_carry_the_immediate_words() {
    let src = saxpy();
    let text = emit(&src, &TargetSpec::amdgcn("gfx90a".parse().unwrap()), TextForm::Assembly).unwrap();
    assert!(text.contains(".value_kind:     by_value"), "{text}");
    if !crate::common::lld_available() {
        return;
    }
    let params: Vec<u8> = [2.5f32.to_bits(), 3, 90].iter().flat_map(|w| w.to_le_bytes()).collect();
    for (arch, version) in [
        ("gfx90a", CodeObjectVersion::V4),
        ("gfx942", CodeObjectVersion::V5),
        ("gfx1100", CodeObjectVersion::V5),
    ] {
        let module = amdgcn_code_object(&src, arch.parse().unwrap(), version).unwrap();
        let meta = read_amdgcn_metadata(&module.hsaco).unwrap();
        let explicit: Vec<_> = meta.explicit_args().cloned().collect();
        let kinds: Vec<(&str, u64)> = explicit.iter().map(|a| (a.value_kind.as_str(), a.size)).collect();
        assert_eq!(
            kinds,
            [
                ("global_buffer", 8),
                ("by_value", 8),
                ("global_buffer", 8),
                ("by_value", 8),
                ("by_value", 8),
                ("by_value", 8)
            ],
            "{arch}"
        );
        let bindings = [(0x7f00_0000_0000, 400), (0x7f00_0001_0000, 400)];
        let buf = kernarg_buffer_with_immediates(&meta, &bindings, &params).unwrap();
        let word = |k: usize| u64::from_le_bytes(buf[explicit[k].offset as usize..][..8].try_into().unwrap());
        assert_eq!(
            (0..6).map(word).collect::<Vec<_>>(),
            [
                0x7f00_0000_0000,
                400,
                0x7f00_0001_0000,
                400,
                u64::from(2.5f32.to_bits()) | 3 << 32,
                90
            ],
            "{arch}"
        );
        assert!(meta.kernarg_segment_size >= buf.len() as u64, "{arch}");
        // The buffers alone do not fill the kernel's arguments: an internal error, not a bad launch.
        assert!(kernarg_buffer_with_immediates(&meta, &bindings, &[]).is_err());
    }
}

/// The host entry reads the immediate's words after the bindings' and the grid after those; the
/// stop flag's address is the word after the grid, the launch's flags the word after that.
#[test]
fn host_entries_read_the_immediate_words_after_the_buffers() {
    let ir = emit(&saxpy(), &TargetSpec::Host, TextForm::LlvmIr).unwrap();
    let entry = &ir[ir.find("define void @anygpu_workgroup(").unwrap()..];
    // 2 bindings (words 0-3), 2 immediate words (4, 5), the grid (6-8), the stop flag (9).
    assert!(
        entry.contains("%stop.word = getelementptr inbounds i64, ptr %0, i64 9"),
        "{entry}"
    );
    for byte in [32, 40] {
        assert!(
            entry.contains(&format!("getelementptr i8, ptr %0, i64 {byte}")),
            "{entry}"
        );
    }
    // `fill`: 1 binding, 1 immediate word, the grid, the stop flag at word 6.
    let ir = emit(&fill(), &TargetSpec::Host, TextForm::LlvmIr).unwrap();
    assert!(
        ir.contains("%stop.word = getelementptr inbounds i64, ptr %0, i64 6"),
        "{ir}"
    );
    // Its whole-vector stores (AVX and wider) stream when the launch's flags, the word after the
    // stop flag's address, ask.
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx") {
        assert!(ir.contains("!nontemporal"), "{ir}");
        assert!(
            ir.contains("%launch.flags = getelementptr inbounds i64, ptr %0, i64 7"),
            "{ir}"
        );
    }
}
