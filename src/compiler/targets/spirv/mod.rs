//! The SPIR-V target: the kernel as naga IR with anygpu's bounds checks written in
//! (`checked_access`), and the SPIR-V that anygpu writes from it for Vulkan devices. Everything
//! here is naga only (no LLVM), so it also builds for the browser, where wgpu gets the checked
//! IR itself.

mod checked_access;
#[cfg_attr(not(feature = "wgpu"), allow(dead_code))]
pub mod grid_window;

use crate::compiler::abi::KernelSignature;
use crate::compiler::front::FrontModule;
use crate::compiler::immediates::{error_chain, immediate_to_uniform};
#[cfg_attr(not(feature = "wgpu"), allow(unused_imports))]
pub use crate::compiler::immediates::{immediate_uniform, ImmediateUniform};
use crate::error::{GpuError, Result};

/// `module` with the signature's `var<immediate>` turned into a `var<uniform>` at
/// [`immediate_uniform`]'s place (unchanged when the signature has none): what the wgpu device
/// runs on an adapter without immediates. Every use reads the uniform buffer instead; the
/// layout is the same, so a launch's immediate bytes fill the buffer as they are.
#[cfg_attr(not(feature = "wgpu"), allow(dead_code))]
pub fn immediates_as_uniform(
    module: &naga::Module,
    sig: &KernelSignature,
) -> Result<(naga::Module, naga::valid::ModuleInfo)> {
    let mut module = module.clone();
    immediate_to_uniform(&mut module, sig);
    let info = crate::compiler::front::validator().validate(&module).map_err(|e| {
        crate::error::ice(format!(
            "`{}` no longer validates with its immediate in a uniform buffer: {}",
            sig.entry,
            error_chain(&e)
        ))
    })?;
    Ok((module, info))
}

/// The kernel as wgpu gets it: this entry point and what it uses, with read-zero /
/// skip-write bounds checks written into the IR (`checked_access`), so out-of-bounds
/// accesses mean the same as on the native devices on every wgpu backend, instead of
/// whatever wgpu's index clamping or the driver's robustness gives.
pub fn checked_module(front: &FrontModule) -> Result<(naga::Module, naga::valid::ModuleInfo)> {
    // The bounds checks below do not cover cooperative loads and stores yet, and the wgpu
    // device does not request wgpu's experimental cooperative matrices: refused as such.
    if front.signature.features.cooperative_matrices {
        return Err(GpuError::not_supported(format!(
            "kernel `{}` uses cooperative matrices, which anygpu does not pass to wgpu yet (run it on cpu, cuda or rocm)",
            front.signature.entry
        )));
    }
    if front.bfloat16_halves {
        return Err(GpuError::lacks_features(
            format!(
                "kernel `{}` computes on bfloat16, which neither WGSL nor SPIR-V for wgpu has (run it on cpu, cuda or rocm)",
                front.signature.entry
            ),
            vec![crate::error::OptionalFeature::Bf16],
        ));
    }
    // Only this entry point and what it uses: the SPIR-V must declare exactly the bindings of
    // the pipeline layout (an unused binding there is undefined behaviour in Vulkan).
    let mut module = front.module.clone();
    let entry = &front.signature.entry;
    module
        .entry_points
        .retain(|ep| &ep.name == entry && ep.stage == naga::ShaderStage::Compute);
    naga::compact::compact(&mut module, naga::compact::KeepUnused::No);
    let validate = |m: &naga::Module, after: &str| {
        crate::compiler::front::validator()
            .validate(m)
            .map_err(|e| crate::error::ice(format!("`{entry}` no longer validates after {after}: {e:?}")))
    };
    let info = validate(&module, "dropping unused items")?;
    // naga's own checks in its SPIR-V writer cannot guard atomics and it panics on a
    // pointer into an array or struct passed to a function; the pass handles both.
    let module = checked_access::check_accesses(&module, &info, front.bounds_checks).map_err(crate::error::ice)?;
    let info = validate(&module, "writing out its bounds checks")?;
    Ok((module, info))
}

/// SPIR-V 1.3 for `module` (from [`checked_module`]), as wgpu's Vulkan layer binds it.
/// `native_zeroing`: the device zeroes workgroup memory itself (`VK_KHR_zero_initialize_workgroup_memory`).
pub fn write(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    front: &FrontModule,
    native_zeroing: bool,
) -> Result<Vec<u32>> {
    let lines = front.line_info.then(|| SourceLines {
        code: &front.source,
        file: &front.file,
    });
    write_with(
        module,
        info,
        &front.signature,
        front.bounds_checks,
        native_zeroing,
        lines,
        None,
    )
}

/// A kernel's WGSL text and file name, for SPIR-V `OpSource`/`OpLine` (`KernelSource::line_info`).
#[derive(Clone, Copy)]
pub struct SourceLines<'a> {
    pub code: &'a str,
    pub file: &'a str,
}

/// [`write`] for the kernel `sig` describes, checked or not (`bounds_checks`), with one more
/// binding: `window`, the uniform buffer of [`grid_window::windowed_entry`] where it has one;
/// with `lines`, each statement's source line (`OpLine`).
pub fn write_with(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    sig: &KernelSignature,
    bounds_checks: bool,
    native_zeroing: bool,
    lines: Option<SourceLines>,
    window: Option<(u32, u32)>,
) -> Result<Vec<u32>> {
    use naga::proc::BoundsCheckPolicy as P;
    // The checks are in the IR; clamping every index keeps even the accesses they leave
    // unused inside their containers.
    let policy = if bounds_checks { P::Restrict } else { P::Unchecked };
    // wgpu's Vulkan layer numbers the descriptors of a set 0, 1, 2... in ascending WebGPU
    // binding order (wgpu-hal `create_bind_group_layout`); the SPIR-V must use those numbers.
    let mut binding_map = naga::back::spv::BindingMap::new();
    let mut sorted: Vec<(u32, u32)> = sig.bindings.iter().map(|b| (b.group, b.binding)).collect();
    // The uniform buffer standing in for the immediate, where `immediates_as_uniform` put it.
    if let Some(at) = immediate_uniform(sig) {
        let bound_there = module.global_variables.iter().any(|(_, v)| {
            v.binding
                .as_ref()
                .is_some_and(|b| (b.group, b.binding) == (at.group, at.binding))
        });
        if bound_there {
            sorted.push((at.group, at.binding));
        }
    }
    sorted.extend(window);
    sorted.sort();
    for (group, binding) in sorted {
        let index = binding_map
            .keys()
            .filter(|rb: &&naga::ResourceBinding| rb.group == group)
            .count() as u32;
        binding_map.insert(
            naga::ResourceBinding { group, binding },
            naga::back::spv::BindingInfo {
                descriptor_set: group,
                binding: index,
                binding_array_size: None,
            },
        );
    }
    let options = naga::back::spv::Options {
        lang_version: (1, 3),
        binding_map,
        fake_missing_bindings: false,
        bounds_check_policies: naga::proc::BoundsCheckPolicies {
            index: policy,
            buffer: policy,
            // Out-of-range texel loads read zero, as on the native targets (`Restrict` would
            // clamp the coordinates and read an edge texel).
            image_load: if bounds_checks {
                P::ReadZeroSkipWrite
            } else {
                P::Unchecked
            },
            binding_array: P::Unchecked,
        },
        // Native zeroing where the driver has it (wgpu-hal then enables it on the device);
        // naga's polyfill zeroes serially from one invocation: 1.25× slower matmul on lavapipe.
        zero_initialize_workgroup_memory: if native_zeroing {
            naga::back::spv::ZeroInitializeWorkgroupMemoryMode::Native
        } else {
            naga::back::spv::ZeroInitializeWorkgroupMemoryMode::Polyfill
        },
        // Names and lines only when asked for (naga's default turns them on in debug builds
        // of anygpu alone, so the SPIR-V would differ between builds); naga writes `OpLine`s
        // only with the DEBUG flag.
        flags: if lines.is_some() {
            naga::back::spv::WriterFlags::DEBUG
        } else {
            naga::back::spv::WriterFlags::empty()
        },
        debug_info: lines.map(|l| naga::back::spv::DebugInfo {
            source_code: l.code,
            file_name: l.file,
            language: naga::back::spv::SourceLanguage::WGSL,
        }),
        ..Default::default()
    };
    let pipeline = naga::back::spv::PipelineOptions {
        shader_stage: naga::ShaderStage::Compute,
        entry_point: sig.entry.clone(),
    };
    naga::back::spv::write_vec(module, info, &options, Some(&pipeline))
        .map_err(|e| crate::error::ice(format!("naga could not write SPIR-V for `{}`: {e}", sig.entry)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::front::compile_front;
    use crate::KernelSource;

    const IMMEDIATES: &str = include_str!("../../../../tests/kernels/immediates.wgsl");

    /// The storage classes of the module's `OpVariable`s.
    fn variable_storage_classes(words: &[u32]) -> Vec<u32> {
        const OP_VARIABLE: u32 = 59;
        let mut classes = Vec::new();
        let mut at = 5; // the header
        while at < words.len() {
            let (count, opcode) = ((words[at] >> 16) as usize, words[at] & 0xffff);
            if opcode == OP_VARIABLE {
                classes.push(words[at + 3]);
            }
            at += count.max(1);
        }
        classes
    }
    const PUSH_CONSTANT: u32 = 9;
    const UNIFORM: u32 = 2;

    #[test]
    fn immediates_are_push_constants_in_spirv() {
        let front = compile_front(&KernelSource::wgsl(IMMEDIATES).entry("saxpy")).unwrap();
        let (module, info) = checked_module(&front).unwrap();
        let words = write(&module, &info, &front, false).unwrap();
        let classes = variable_storage_classes(&words);
        assert_eq!(
            classes.iter().filter(|&&c| c == PUSH_CONSTANT).count(),
            1,
            "{classes:?}"
        );
        assert!(!classes.contains(&UNIFORM), "{classes:?}");
    }

    #[test]
    fn the_uniform_fallback_validates_and_binds_after_the_kernels_bindings() {
        let front = compile_front(&KernelSource::wgsl(IMMEDIATES).entry("saxpy")).unwrap();
        // saxpy uses (0, 0) and (0, 1).
        let at = immediate_uniform(&front.signature).unwrap();
        assert_eq!(
            at,
            ImmediateUniform {
                group: 0,
                binding: 2,
                bytes: 16
            }
        );
        let (checked, _) = checked_module(&front).unwrap();
        let (module, info) = immediates_as_uniform(&checked, &front.signature).unwrap();
        let (_, var) = module
            .global_variables
            .iter()
            .find(|(_, v)| v.name.as_deref() == Some("params"))
            .unwrap();
        assert_eq!(var.space, naga::AddressSpace::Uniform);
        assert_eq!(var.binding, Some(naga::ResourceBinding { group: 0, binding: 2 }));
        assert!(module
            .global_variables
            .iter()
            .all(|(_, v)| v.space != naga::AddressSpace::Immediate));
        // naga validated it (above); its SPIR-V has the uniform and no push constant.
        let words = write(&module, &info, &front, false).unwrap();
        let classes = variable_storage_classes(&words);
        assert!(
            classes.contains(&UNIFORM) && !classes.contains(&PUSH_CONSTANT),
            "{classes:?}"
        );
        // Without bindings the uniform is @group(0) @binding(0); without an immediate nothing changes.
        let src = "var<immediate> k: vec4<f32>;
var<workgroup> w: vec4<f32>;
@compute @workgroup_size(1) fn main() { w = k; }";
        let front = compile_front(&KernelSource::wgsl(src)).unwrap();
        assert_eq!(
            immediate_uniform(&front.signature),
            Some(ImmediateUniform {
                group: 0,
                binding: 0,
                bytes: 16
            })
        );
        let (checked, _) = checked_module(&front).unwrap();
        immediates_as_uniform(&checked, &front.signature).unwrap();
        // A declared binding the entry does not use leaves the module wgpu gets: no collision.
        let src = "var<immediate> k: u32;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@group(0) @binding(1) var<storage, read_write> unused: array<u32>;
@group(3) @binding(0) var<storage, read_write> unused_too: array<u32>;
@compute @workgroup_size(1) fn main() { o[0] = k; }";
        let front = compile_front(&KernelSource::wgsl(src)).unwrap();
        assert_eq!(
            immediate_uniform(&front.signature).map(|u| (u.group, u.binding)),
            Some((0, 1))
        );
        let (checked, _) = checked_module(&front).unwrap();
        let (module, info) = immediates_as_uniform(&checked, &front.signature).unwrap();
        write(&module, &info, &front, false).unwrap();
        let front = compile_front(&KernelSource::wgsl(
            "@group(2) @binding(5) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { o[0] = 1u; }",
        ))
        .unwrap();
        assert_eq!(immediate_uniform(&front.signature), None);
    }

    #[test]
    fn an_immediate_read_in_a_helper_and_for_a_barrier_survives_the_fallback() {
        // Uniform control flow decided by an immediate stays uniform in a uniform buffer.
        let src = "struct P { rounds: u32, @align(16) inner: vec4<f32> }
var<immediate> p: P;
@group(1) @binding(0) var<storage, read_write> o: array<f32>;
var<workgroup> acc: f32;
fn scale() -> f32 { return p.inner.y; }
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) l: u32) {
    for (var r = 0u; r < p.rounds; r++) { workgroupBarrier(); }
    if l == 0u { acc = scale(); }
    workgroupBarrier();
    o[l] = acc;
}";
        let front = compile_front(&KernelSource::wgsl(src)).unwrap();
        let at = immediate_uniform(&front.signature).unwrap();
        assert_eq!((at.group, at.binding, at.bytes), (1, 1, 32));
        let (checked, _) = checked_module(&front).unwrap();
        let (module, info) = immediates_as_uniform(&checked, &front.signature).unwrap();
        write(&module, &info, &front, false).unwrap();
    }
}

/// A kernel as SPIR-V words for Vulkan.
#[derive(Clone, Debug)]
pub struct SpirvModule {
    /// SPIR-V 1.3 words.
    pub words: Vec<u32>,
    /// The entry point's name.
    pub entry: String,
}

impl SpirvModule {
    /// Words from little-endian bytes, when they start with SPIR-V's magic number.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) fn from_bytes(bytes: &[u8], entry: String) -> Option<SpirvModule> {
        if bytes.len() % 4 != 0 {
            return None;
        }
        let words: Vec<u32> = bytes
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        (words.first() == Some(&0x0723_0203)).then_some(SpirvModule { words, entry })
    }
}

/// The SPIR-V words the wgpu device gives Vulkan for the kernel (no cache): anygpu's bounds
/// checks written into the IR, then naga's SPIR-V writer (workgroup memory zeroed by the kernel).
pub(crate) fn compile(front: &FrontModule) -> Result<SpirvModule> {
    let (module, info) = checked_module(front)?;
    Ok(SpirvModule {
        words: write(&module, &info, front, false)?,
        entry: front.signature.entry.clone(),
    })
}
