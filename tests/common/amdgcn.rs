//! AMD code objects, checked with no GPU: linking needs lld ([`lld_available`]), and
//! [`check_code_object`] reads a code object's metadata and compares it with the kernel signature
//! and the argument buffer the ROCm backend builds. [`check_amdgpu`]: a conformance case's kernel
//! compiles and links for each of [`GFX_ARCHS`] and passes those checks.

use std::sync::Arc;

use anygpu::compiler::testing::kernarg_buffer;
use anygpu::compiler::{
    amdgcn_linker_available, compile, read_amdgcn_metadata, signature, AmdgcnCodeObject, CodeObjectVersion, GfxArch,
    KernelMeta, KernelSignature, TargetSpec,
};
use anygpu::KernelSource;

use super::harness::{inputs_for, Case};

/// The AMD architectures every kernel is compiled and linked for.
pub const GFX_ARCHS: [&str; 5] = ["gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1201"];

/// `src` as a linked code object for `arch` in format `version`, through the compiler's caches.
pub fn amdgcn_code_object(
    src: &KernelSource,
    arch: GfxArch,
    version: CodeObjectVersion,
) -> anygpu::Result<Arc<AmdgcnCodeObject>> {
    let target = TargetSpec::Amdgcn {
        arch,
        code_object: version,
    };
    Ok(compile(src, &target)?
        .amdgcn()
        .expect("an AMDGCN target compiles to a code object")
        .clone())
}

/// Whether AMD code objects can be linked (`ld.lld` is there, or the linker is built in);
/// outside CI its absence skips the AMD checks with a printed reason.
pub fn lld_available() -> bool {
    match amdgcn_linker_available() {
        Ok(_) => true,
        Err(e) => {
            assert!(std::env::var_os("CI").is_none(), "CI: {e}");
            static SAID: std::sync::Once = std::sync::Once::new();
            SAID.call_once(|| skip!("AMD checks: {e}"));
            false
        }
    }
}

/// The bytes of the workgroup variables the entry point uses, each at its own size: the least LDS
/// its code object may claim. Read with naga from the WGSL, with the override constants applied
/// (given by name or by `@id`, as the compiler takes them).
pub fn workgroup_bytes_used(wgsl: &str, entry: Option<&str>, overrides: &[(String, f64)]) -> Result<u64, String> {
    let module = naga::front::wgsl::parse_str(wgsl).map_err(|e| e.emit_to_string(wgsl))?;
    let validator =
        || naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all());
    let info = validator().validate(&module).map_err(|e| format!("{e:?}"))?;
    let entry = match entry {
        Some(e) => e.to_string(),
        None => module
            .entry_points
            .iter()
            .find(|ep| ep.stage == naga::ShaderStage::Compute)
            .ok_or("no compute entry point")?
            .name
            .clone(),
    };
    let mut constants = naga::back::PipelineConstants::default();
    for (name, value) in overrides {
        let key = module
            .overrides
            .iter()
            .find(|(_, o)| o.name.as_deref() == Some(name) || o.id.map(|id| id.to_string()).as_deref() == Some(name))
            .and_then(|(_, o)| o.id)
            .map_or_else(|| name.clone(), |id| id.to_string());
        constants.insert(key, *value);
    }
    let (module, info) = naga::back::pipeline_constants::process_overrides(
        &module,
        &info,
        Some((naga::ShaderStage::Compute, &entry)),
        &constants,
    )
    .map_err(|e| format!("{e:?}"))?;
    let index = module
        .entry_points
        .iter()
        .position(|ep| ep.name == entry && ep.stage == naga::ShaderStage::Compute)
        .ok_or_else(|| format!("no compute entry point `{entry}`"))?;
    let mut layouter = naga::proc::Layouter::default();
    layouter.update(module.to_ctx()).map_err(|e| format!("{e:?}"))?;
    let used = info.get_entry_point(index);
    Ok(module
        .global_variables
        .iter()
        .filter(|(h, g)| g.space == naga::AddressSpace::WorkGroup && !used[*h].is_empty())
        .map(|(_, g)| layouter[g.ty].size as u64)
        .sum())
}

/// Checks one code object against the kernel signature: arguments, LDS size (at least `lds_min`,
/// the workgroup variables' own sizes: see [`workgroup_bytes_used`]), wavefront size.
pub fn check_code_object(
    module: &AmdgcnCodeObject,
    signature: &KernelSignature,
    lds_min: u64,
) -> Result<KernelMeta, String> {
    // LDS holds at least the workgroup variables' own sizes, and at most the signature's
    // 16-byte-aligned total (which the backends check against the device's limit).
    let meta = read_amdgcn_metadata(&module.hsaco).map_err(|e| e.to_string())?;
    let arch = module.arch;
    let expect = |ok: bool, what: String| if ok { Ok(()) } else { Err(format!("{arch}: {what}")) };
    expect(
        meta.name == module.entry,
        format!("kernel name {} != {}", meta.name, module.entry),
    )?;
    expect(
        meta.symbol == format!("{}.kd", module.entry),
        format!("descriptor symbol {}", meta.symbol),
    )?;
    expect(
        meta.wavefront_size == arch.wavefront_size() as u64,
        format!("wavefront size {}", meta.wavefront_size),
    )?;
    expect(
        meta.group_segment_fixed_size <= signature.workgroup_memory_bytes
            && (signature.workgroup_memory_bytes == 0
                || meta.group_segment_fixed_size >= lds_min.min(signature.workgroup_memory_bytes)),
        format!(
            "LDS {} outside [{lds_min}, {}] bytes of workgroup memory",
            meta.group_segment_fixed_size, signature.workgroup_memory_bytes
        ),
    )?;
    expect(
        meta.max_flat_workgroup_size == signature.workgroup_invocations() as u64,
        format!("max flat workgroup size {}", meta.max_flat_workgroup_size),
    )?;
    let explicit: Vec<_> = meta.explicit_args().cloned().collect();
    expect(
        explicit.len() == 2 * signature.bindings.len(),
        format!(
            "{} explicit args for {} bindings",
            explicit.len(),
            signature.bindings.len()
        ),
    )?;
    for (k, pair) in explicit.chunks(2).enumerate() {
        expect(
            pair[0].value_kind == "global_buffer"
                && pair[0].address_space.as_deref() == Some("global")
                && pair[0].size == 8
                && pair[1].value_kind == "by_value"
                && pair[1].size == 8,
            format!("binding {k}: args {pair:?}"),
        )?;
    }
    // The argument buffer the ROCm backend would pass: each address and length lands at the
    // offset the metadata gives.
    let bindings: Vec<(u64, u64)> = (0..signature.bindings.len() as u64)
        .map(|k| (0x7f00_0000_0000 + k * 0x1_0000, 4 * (k + 1)))
        .collect();
    let buf = kernarg_buffer(&meta, &bindings).map_err(|e| e.to_string())?;
    for (pair, &(addr, len)) in explicit.chunks(2).zip(&bindings) {
        let word = |off: u64| u64::from_le_bytes(buf[off as usize..][..8].try_into().unwrap());
        expect(
            word(pair[0].offset) == addr && word(pair[1].offset) == len,
            "kernarg layout".into(),
        )?;
    }
    expect(
        meta.kernarg_segment_size >= buf.len() as u64,
        format!(
            "kernarg segment {} < {} explicit bytes",
            meta.kernarg_segment_size,
            buf.len()
        ),
    )?;
    Ok(meta)
}

/// Compiles and links the case's kernel for each of [`GFX_ARCHS`] and checks its metadata.
pub fn check_amdgpu(case: &Case) -> Result<(), String> {
    if !lld_available() {
        return Ok(());
    }
    for arch in GFX_ARCHS {
        let arch: GfxArch = arch.parse().map_err(|e| format!("{e}"))?;
        let inputs = inputs_for(case, arch.wavefront_size())?;
        let src = case.source(&inputs);
        let module =
            amdgcn_code_object(&src, arch, CodeObjectVersion::V5).map_err(|e| format!("compiling for {arch}: {e}"))?;
        let signature = signature(&src).map_err(|e| e.to_string())?;
        let lds_min = workgroup_bytes_used(&case.wgsl, case.entry.as_deref(), &inputs.overrides)?;
        check_code_object(&module, &signature, lds_min)?;
    }
    Ok(())
}
