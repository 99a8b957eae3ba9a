//! The SPIR-V target: the kernel as naga IR with anygpu's bounds checks written in
//! (`checked_access`), and the SPIR-V that anygpu writes from it for Vulkan devices. Everything
//! here is naga only (no LLVM), so it also builds for the browser, where wgpu gets the checked
//! IR itself.

use crate::compiler::front::FrontModule;
use crate::error::Result;

/// The kernel as wgpu gets it: this entry point and what it uses, with read-zero /
/// skip-write bounds checks written into the IR (`checked_access`), so out-of-bounds
/// accesses mean the same as on the native devices on every wgpu backend, instead of
/// whatever wgpu's index clamping or the driver's robustness gives.
pub fn checked_module(front: &FrontModule) -> Result<(naga::Module, naga::valid::ModuleInfo)> {
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
    let module = crate::compiler::checked_access::check_accesses(&module, &info, front.bounds_checks)
        .map_err(crate::error::ice)?;
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
    use naga::proc::BoundsCheckPolicy as P;
    // The checks are in the IR; clamping every index keeps even the accesses they leave
    // unused inside their containers.
    let policy = if front.bounds_checks { P::Restrict } else { P::Unchecked };
    // wgpu's Vulkan layer numbers the descriptors of a set 0, 1, 2... in ascending WebGPU
    // binding order (wgpu-hal `create_bind_group_layout`); the SPIR-V must use those numbers.
    let mut binding_map = naga::back::spv::BindingMap::new();
    let mut sorted: Vec<(u32, u32)> = front.signature.bindings.iter().map(|b| (b.group, b.binding)).collect();
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
            image_load: policy,
            binding_array: P::Unchecked,
        },
        // Native zeroing where the driver has it (wgpu-hal then enables it on the device);
        // naga's polyfill zeroes serially from one invocation: 1.25× slower matmul on lavapipe.
        zero_initialize_workgroup_memory: if native_zeroing {
            naga::back::spv::ZeroInitializeWorkgroupMemoryMode::Native
        } else {
            naga::back::spv::ZeroInitializeWorkgroupMemoryMode::Polyfill
        },
        ..Default::default()
    };
    let pipeline = naga::back::spv::PipelineOptions {
        shader_stage: naga::ShaderStage::Compute,
        entry_point: front.signature.entry.clone(),
    };
    naga::back::spv::write_vec(module, info, &options, Some(&pipeline)).map_err(|e| {
        crate::error::ice(format!(
            "naga could not write SPIR-V for `{}`: {e}",
            front.signature.entry
        ))
    })
}
