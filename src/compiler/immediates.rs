//! A kernel's `var<immediate>` on the wgpu device kind without immediates (push constants): a
//! uniform buffer in its place, where it goes, and the layout rule that makes that possible for
//! every kernel the front end accepts. Shared by the front end (the rule) and the SPIR-V target
//! (the rewrite), and dependent on neither.

use crate::compiler::abi::KernelSignature;
use crate::error::{GpuError, Result};

/// Where the wgpu device binds a kernel's `var<immediate>` on an adapter without immediates
/// (push constants): a uniform buffer anygpu fills with the immediate's bytes, in the highest
/// bind group the entry point uses (group 0 without bindings) at the binding after the highest
/// one it uses there, so the kernel's own bindings keep their places and the number of bind
/// groups does not grow (WebGPU allows 4). Bindings the entry point does not use are not in the
/// module wgpu gets (`checked_module` drops them), so they cannot collide with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImmediateUniform {
    /// `@group(N)` of the uniform buffer.
    pub group: u32,
    /// `@binding(N)` of the uniform buffer.
    pub binding: u32,
    /// Bytes to give the buffer: the immediate's size rounded up to 16. Its bytes are the
    /// immediate's, in the same layout (the front end accepts only immediate types whose layout
    /// a uniform buffer holds unchanged), then zeros.
    pub bytes: u64,
}

/// The uniform buffer that stands in for the signature's `var<immediate>`, if it has one
/// (see [`ImmediateUniform`]).
pub fn immediate_uniform(sig: &KernelSignature) -> Option<ImmediateUniform> {
    let immediate = sig.immediates.as_ref()?;
    let (group, binding) = match sig.bindings.iter().map(|b| (b.group, b.binding)).max() {
        Some((group, highest)) => (group, highest.checked_add(1)?),
        None => (0, 0),
    };
    Some(ImmediateUniform {
        group,
        binding,
        bytes: u64::from(immediate.size).next_multiple_of(16),
    })
}

/// Refuses an immediate whose layout a uniform buffer cannot hold (an array stride or a struct
/// member offset that is not a multiple of 16): the wgpu device passes immediates in a uniform
/// buffer where the adapter has no push constants, and a kernel accepted for one device runs on
/// every device. Called by the front end on the whole module, with its validator.
pub(crate) fn check_immediate_layout(
    module: &naga::Module,
    sig: &KernelSignature,
    validator: &mut naga::valid::Validator,
) -> Result<()> {
    let Some(immediate) = &sig.immediates else {
        return Ok(());
    };
    if immediate_uniform(sig).is_none() {
        return Err(GpuError::not_supported(format!(
            "`{}`: the wgpu device needs a free binding number after the kernel's highest one for its uniform-buffer fallback (use smaller @binding numbers)",
            immediate.declaration()
        )));
    }
    let mut module = module.clone();
    immediate_to_uniform(&mut module, sig);
    validator.validate(&module).map_err(|e| {
        GpuError::not_supported(format!(
            "`{}`: immediates must also have a layout a uniform buffer holds (the wgpu device passes them in one where the adapter has no push constants), and this one does not: {}. Pad it: array elements of 16 bytes (vec4 elements, or @size(16) on struct members), struct members of struct type at offsets that are multiples of 16 (@align(16))",
            immediate.declaration(),
            error_chain(&e)
        ))
    })?;
    Ok(())
}

/// Turns the signature's `var<immediate>` (found by name) into a `var<uniform>` at
/// [`immediate_uniform`]'s place.
pub(crate) fn immediate_to_uniform(module: &mut naga::Module, sig: &KernelSignature) {
    let (Some(immediate), Some(at)) = (&sig.immediates, immediate_uniform(sig)) else {
        return;
    };
    for (_, var) in module.global_variables.iter_mut() {
        if var.space == naga::AddressSpace::Immediate && var.name.as_deref() == Some(immediate.name.as_str()) {
            var.space = naga::AddressSpace::Uniform;
            var.binding = Some(naga::ResourceBinding {
                group: at.group,
                binding: at.binding,
            });
        }
    }
}

/// A naga error and its sources, innermost last (naga puts the detail in the sources).
pub(crate) fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}
