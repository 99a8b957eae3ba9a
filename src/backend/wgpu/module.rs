//! Kernels on the wgpu device kind: the compute pipeline with explicit bind group layouts from
//! the kernel's `KernelSignature` (so arguments bind in the same order as on native devices),
//! the module as anygpu's own SPIR-V on Vulkan (`compiler::targets::spirv`) or as checked naga IR
//! elsewhere, and the adapter features a kernel needs.

use std::any::Any;
use std::sync::Arc;

use super::future::scope_error;
use super::probe::OPTIONAL_FEATURES;
use super::WgpuBackend;
use crate::backend::LoadedKernel;
use crate::compiler::front::FrontModule;
use crate::error::{GpuError, Result};

/// A compiled pipeline and how to bind it.
pub struct WgpuKernel {
    pub(super) pipeline: wgpu::ComputePipeline,
    /// One layout per bind group index, 0..=highest group used.
    pub(super) layouts: Vec<wgpu::BindGroupLayout>,
    /// (group, binding) of each launch argument, in signature order.
    pub(super) slots: Vec<(u32, u32)>,
}

impl LoadedKernel for WgpuKernel {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl WgpuBackend {
    /// The kernel's compute pipeline, after checking that the adapter has every feature it uses.
    pub(super) fn create_pipeline(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        if let Some(fun) = f64_transcendental(front) {
            return Err(GpuError::NotSupported(format!(
                "kernel `{}` calls {fun:?} on f64 values, which Vulkan's SPIR-V math (GLSL.std.450) \
                 defines for f16 and f32 only (drivers give wrong results silently); run it on a cpu, \
                 cuda or rocm device, or compute it in f32",
                front.signature.entry
            )));
        }
        let needed = required_features(&front.module, uses_subgroups(front));
        let missing = needed - self.features;
        if !missing.is_empty() {
            let names: Vec<&str> = OPTIONAL_FEATURES
                .iter()
                .filter(|(f, _, _)| missing.contains(*f))
                .map(|(_, _, n)| *n)
                .collect();
            return Err(GpuError::NotSupported(format!(
                "kernel `{}` needs {} which {} ({}) does not support",
                front.signature.entry,
                names.join(", "),
                self.info.id,
                self.info.name
            )));
        }
        let (device, _) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let layouts = bind_group_layouts(device, &front.signature);
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &layouts.iter().map(Some).collect::<Vec<_>>(),
            immediate_size: 0,
        });
        let (checked, info) = crate::compiler::targets::spirv::checked_module(front)?;
        let spirv = self.own_spirv(&checked, &info, front)?;
        let module = match &spirv {
            // SAFETY: the SPIR-V comes from naga's own writer, from a module naga validated,
            // with anygpu's bounds-check policies; its bindings are exactly the signature's,
            // which is what the explicit pipeline layout above declares.
            Some(words) => unsafe {
                device.create_shader_module_passthrough(wgpu::ShaderModuleDescriptorPassthrough {
                    label: Some(&front.file),
                    entry_points: std::borrow::Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                        name: std::borrow::Cow::Borrowed(&front.signature.entry),
                        workgroup_size: front.signature.workgroup_size.into(),
                    }]),
                    spirv: Some(std::borrow::Cow::Borrowed(words)),
                    ..Default::default()
                })
            },
            None => {
                if !front.bounds_checks {
                    tracing::debug!("wgpu bounds-checks shaders itself; the unchecked option has no effect here");
                }
                device.create_shader_module(wgpu::ShaderModuleDescriptor {
                    label: Some(&front.file),
                    source: wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(checked)),
                })
            }
        };
        let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some(&front.signature.entry),
            layout: Some(&layout),
            module: &module,
            entry_point: Some(&front.signature.entry),
            compilation_options: wgpu::PipelineCompilationOptions {
                // The front end has applied the override constants already.
                constants: &[],
                zero_initialize_workgroup_memory: true,
            },
            cache: None,
        });
        if let Some(e) = scope_error(scope) {
            return Err(crate::error::ice(format!(
                "wgpu rejected kernel `{}` that anygpu's front end accepted: {e}",
                front.signature.entry
            )));
        }
        let slots = front.signature.bindings.iter().map(|b| (b.group, b.binding)).collect();
        Ok(Arc::new(WgpuKernel {
            pipeline,
            layouts,
            slots,
        }))
    }

    /// On Vulkan, anygpu writes the SPIR-V itself (`compiler::targets::spirv`: zeroed workgroup memory,
    /// its own descriptor numbering); elsewhere (and without passthrough support) wgpu
    /// translates the checked module.
    fn own_spirv(
        &self,
        module: &naga::Module,
        info: &naga::valid::ModuleInfo,
        front: &FrontModule,
    ) -> Result<Option<Vec<u32>>> {
        if self.adapter_info.backend != wgpu::Backend::Vulkan
            || !self.features.contains(wgpu::Features::PASSTHROUGH_SHADERS)
        {
            return Ok(None);
        }
        crate::compiler::targets::spirv::write(module, info, front, self.native_zeroing).map(Some)
    }
}

/// Explicit bind group layouts from the kernel signature (groups 0..=highest used).
fn bind_group_layouts(
    device: &wgpu::Device,
    sig: &crate::compiler::abi::KernelSignature,
) -> Vec<wgpu::BindGroupLayout> {
    let groups = sig.bindings.iter().map(|b| b.group + 1).max().unwrap_or(0);
    (0..groups)
        .map(|g| {
            let entries: Vec<wgpu::BindGroupLayoutEntry> = sig
                .bindings
                .iter()
                .filter(|b| b.group == g)
                .map(|b| wgpu::BindGroupLayoutEntry {
                    binding: b.binding,
                    visibility: wgpu::ShaderStages::COMPUTE,
                    ty: wgpu::BindingType::Buffer {
                        ty: match b.kind {
                            crate::compiler::abi::BindingKind::Uniform => wgpu::BufferBindingType::Uniform,
                            crate::compiler::abi::BindingKind::Storage { read_only } => {
                                wgpu::BufferBindingType::Storage { read_only }
                            }
                        },
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    },
                    count: None,
                })
                .collect();
            device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: None,
                entries: &entries,
            })
        })
        .collect()
}

/// Features `module` needs that only some adapters have.
fn required_features(module: &naga::Module, uses_subgroups: bool) -> wgpu::Features {
    let mut f = wgpu::Features::empty();
    for (_, ty) in module.types.iter() {
        let scalar = match ty.inner {
            naga::TypeInner::Scalar(s)
            | naga::TypeInner::Vector { scalar: s, .. }
            | naga::TypeInner::Matrix { scalar: s, .. } => Some(s),
            naga::TypeInner::Atomic(s) => {
                if s.kind == naga::ScalarKind::Float {
                    f |= wgpu::Features::SHADER_FLOAT32_ATOMIC;
                }
                Some(s)
            }
            _ => None,
        };
        match scalar.map(|s| (s.kind, s.width)) {
            Some((naga::ScalarKind::Float, 2)) => f |= wgpu::Features::SHADER_F16,
            Some((naga::ScalarKind::Float, 8)) => f |= wgpu::Features::SHADER_F64,
            Some((naga::ScalarKind::Sint | naga::ScalarKind::Uint, 8)) => f |= wgpu::Features::SHADER_INT64,
            _ => {}
        }
    }
    if uses_subgroups {
        f |= wgpu::Features::SUBGROUP;
    }
    f
}

/// The first transcendental function the kernel applies to f64 values, if any (in its entry
/// point or any helper): GLSL.std.450 defines those for 16- and 32-bit floats only.
fn f64_transcendental(front: &FrontModule) -> Option<naga::MathFunction> {
    let module = &front.module;
    let functions = module
        .functions
        .iter()
        .map(|(h, f)| (f, &front.info[h]))
        .chain(std::iter::once((
            &module.entry_points[front.entry_index].function,
            front.info.get_entry_point(front.entry_index),
        )));
    for (function, info) in functions {
        for (h, e) in function.expressions.iter() {
            let naga::Expression::Math { fun, .. } = *e else {
                continue;
            };
            let transcendental = crate::compiler::front::is_transcendental(fun);
            let scalar = info[h].ty.inner_with(&module.types).scalar();
            if transcendental && scalar.is_some_and(|s| s.kind == naga::ScalarKind::Float && s.width == 8) {
                return Some(fun);
            }
        }
    }
    None
}

/// Whether the entry point uses subgroup built-ins or operations.
fn uses_subgroups(front: &FrontModule) -> bool {
    let ep = &front.module.entry_points[front.entry_index];
    let builtin = |b: &Option<naga::Binding>| {
        matches!(
            b,
            Some(naga::Binding::BuiltIn(
                naga::BuiltIn::SubgroupSize
                    | naga::BuiltIn::SubgroupInvocationId
                    | naga::BuiltIn::SubgroupId
                    | naga::BuiltIn::NumSubgroups
            ))
        )
    };
    let in_args = ep.function.arguments.iter().any(|a| {
        builtin(&a.binding)
            || match front.module.types[a.ty].inner {
                naga::TypeInner::Struct { ref members, .. } => members.iter().any(|m| builtin(&m.binding)),
                _ => false,
            }
    });
    let in_exprs = |f: &naga::Function| {
        f.expressions.iter().any(|(_, e)| {
            matches!(
                e,
                naga::Expression::SubgroupBallotResult | naga::Expression::SubgroupOperationResult { .. }
            )
        })
    };
    in_args || in_exprs(&ep.function) || front.module.functions.iter().any(|(_, f)| in_exprs(f))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn front(src: &str) -> FrontModule {
        crate::compiler::front::compile_front(&crate::KernelSource::wgsl(src)).unwrap()
    }

    #[test]
    fn kernels_ask_for_the_features_they_use() {
        let f16 = front("enable f16;\n@group(0) @binding(0) var<storage, read_write> x: array<f16>;\n@compute @workgroup_size(1) fn main() { x[0] = x[0] + 1.0h; }");
        assert_eq!(
            required_features(&f16.module, uses_subgroups(&f16)),
            wgpu::Features::SHADER_F16
        );
        let sg = front("@group(0) @binding(0) var<storage, read_write> x: array<u32>;\n@compute @workgroup_size(32) fn main(@builtin(subgroup_invocation_id) i: u32) { x[i] = subgroupAdd(i); }");
        assert_eq!(
            required_features(&sg.module, uses_subgroups(&sg)),
            wgpu::Features::SUBGROUP
        );
        let plain = front("@group(0) @binding(0) var<storage, read_write> x: array<u32>;\n@compute @workgroup_size(1) fn main() { x[0] = 1u; }");
        assert!(required_features(&plain.module, uses_subgroups(&plain)).is_empty());
    }
}
