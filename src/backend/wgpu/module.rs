//! Kernels on the wgpu device kind: the compute pipeline with explicit bind group layouts from
//! the kernel's `KernelSignature` (so arguments bind in the same order as on native devices),
//! the module as anygpu's own SPIR-V on Vulkan (`compiler::targets::spirv`) or as checked naga IR
//! elsewhere.

use std::any::Any;
use std::sync::{Arc, Mutex, OnceLock};

use super::future::scope_error;
use super::WgpuBackend;
use crate::backend::LoadedKernel;
use crate::compiler::abi::KernelSignature;
use crate::compiler::front::FrontModule;
use crate::compiler::targets::spirv;
use crate::compiler::targets::spirv::grid_window;
use crate::error::{GpuError, Result};

/// A compiled pipeline and how to bind it.
pub struct WgpuKernel {
    pub(super) pipeline: wgpu::ComputePipeline,
    /// One layout per bind group index, 0..=highest group used.
    pub(super) layouts: Vec<wgpu::BindGroupLayout>,
    /// (group, binding) of each launch argument, in signature order.
    pub(super) slots: Vec<(u32, u32)>,
    /// What each launch argument is bound as, in signature order.
    pub(super) kinds: Vec<crate::compiler::abi::BindingKind>,
    /// How the entry's `var<immediate>` reaches it, if it has one.
    pub(super) immediates: Option<ImmediatePath>,
    /// Estimated memory the driver holds for it ([`kernel_footprint`]).
    pub(super) footprint: usize,
    /// Its form for launches wider than one dispatch (`spirv::grid_window`), built at the first.
    pub(super) windowed: Windowed,
}

/// The kernel's windowed form: what building it needs until then, and the form once built.
pub(super) struct Windowed {
    source: Mutex<Option<WindowSource>>,
    built: OnceLock<WindowedPipeline>,
}

/// The checked module (immediates as the adapter takes them) and the facts that building its
/// windowed form needs.
struct WindowSource {
    module: naga::Module,
    sig: KernelSignature,
    bounds_checks: bool,
    file: String,
    /// The WGSL text, when the kernel asked for line information (`KernelSource::line_info`).
    lines: Option<std::sync::Arc<str>>,
}

/// The windowed form's pipeline, its bind group layouts (the window's uniform buffer included)
/// and where the window binds.
pub(super) struct WindowedPipeline {
    pub(super) pipeline: wgpu::ComputePipeline,
    pub(super) layouts: Vec<wgpu::BindGroupLayout>,
    pub(super) at: (u32, u32),
}

impl WgpuKernel {
    /// The windowed form, built by `backend` at the first call.
    pub(super) fn windowed(&self, backend: &WgpuBackend) -> Result<&WindowedPipeline> {
        if let Some(built) = self.windowed.built.get() {
            return Ok(built);
        }
        let mut source = self.windowed.source.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(built) = self.windowed.built.get() {
            return Ok(built);
        }
        let s = source.as_ref().ok_or_else(|| {
            GpuError::not_supported(format!(
                "a precompiled kernel runs as compiled: a grid wider than one dispatch ({:?} workgroups an axis) needs its source (compile it, or launch a narrower grid)",
                backend.info.dispatch_grid
            ))
        })?;
        let at = grid_window::grid_window(&s.sig).ok_or_else(|| {
            GpuError::not_supported(format!(
                "kernel `{}`: a grid wider than one dispatch needs a free binding number after the kernel's own (use smaller @binding numbers), or launch at most {:?} workgroups an axis",
                s.sig.entry, backend.info.dispatch_grid
            ))
        })?;
        let (module, info) = grid_window::windowed_entry(&s.module, &s.sig.entry, at)
            .map_err(|e| crate::error::ice(format!("`{}` in a grid window: {e}", s.sig.entry)))?;
        let (pipeline, layouts, _) = backend.build_pipeline(
            module,
            &info,
            &s.sig,
            s.bounds_checks,
            &s.file,
            s.lines.as_deref(),
            self.immediates,
            Some(at),
        )?;
        *source = None;
        Ok(self
            .windowed
            .built
            .get_or_init(|| WindowedPipeline { pipeline, layouts, at }))
    }
}

/// Estimated memory a wgpu kernel holds, for the kernel cache's bound, from the size of its
/// SPIR-V (`spirv_bytes`). A software adapter compiles it with LLVM into host code, as the CPU
/// device does: measured on lavapipe (2026-11-26, resident growth over 20 distinct kernels),
/// 141 KB at 1.4 KB of SPIR-V, 1.2 MB at 18.5 KB and 7.5 MB at 141 KB, about 128 KiB plus 54
/// bytes per SPIR-V byte. A GPU's driver keeps much less per kernel (no machine to measure here):
/// 256 KiB plus the SPIR-V itself.
fn kernel_footprint(device_type: crate::device::DeviceType, spirv_bytes: usize) -> usize {
    match device_type {
        crate::device::DeviceType::SoftwareGpu => (128 << 10) + spirv_bytes.saturating_mul(54),
        _ => (256 << 10) + spirv_bytes,
    }
}

/// How a launch's immediate bytes reach the kernel on this adapter.
#[derive(Clone, Copy, Debug)]
pub(super) enum ImmediatePath {
    /// As immediates (push constants) of this many bytes (a multiple of 4).
    Native(u32),
    /// In a uniform buffer anygpu makes per launch, bound at this place.
    Uniform(crate::compiler::targets::spirv::ImmediateUniform),
}

impl LoadedKernel for WgpuKernel {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn footprint_bytes(&self) -> usize {
        self.footprint
    }
    /// A model (`occupancy::wgpu_model`): wgpu reports neither register use nor residency.
    fn occupancy(
        &self,
        info: &crate::device::DeviceInfo,
        signature: &crate::compiler::abi::KernelSignature,
    ) -> crate::error::Result<crate::occupancy::Occupancy> {
        Ok(crate::occupancy::wgpu_model(
            signature.workgroup_size,
            info,
            signature.workgroup_memory_bytes,
        ))
    }
}

impl WgpuBackend {
    /// The kernel's compute pipeline (the validation layer has checked that the adapter has
    /// every feature the kernel uses).
    pub(super) fn create_pipeline(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        let sig = &front.signature;
        let immediates = sig.immediates.as_ref().map(|slot| {
            let size = slot.size.next_multiple_of(4);
            if self.features.contains(wgpu::Features::IMMEDIATES) && size <= self.limits.max_immediate_size {
                Some(ImmediatePath::Native(size))
            } else {
                spirv::immediate_uniform(sig).map(ImmediatePath::Uniform)
            }
        });
        let immediates = match immediates {
            Some(None) => {
                return Err(crate::error::GpuError::not_supported(format!(
                    "kernel `{}`: no binding is free after its bindings for the uniform buffer that stands in for its var<immediate> on {}",
                    sig.entry, self.info.id
                )))
            }
            Some(Some(path)) => Some(path),
            None => None,
        };
        let (checked, info) = match (spirv::checked_module(front)?, immediates) {
            ((module, _), Some(ImmediatePath::Uniform(_))) => spirv::immediates_as_uniform(&module, sig)?,
            (checked, _) => checked,
        };
        let window_source = WindowSource {
            module: checked.clone(),
            sig: sig.clone(),
            bounds_checks: front.bounds_checks,
            file: front.file.clone(),
            lines: front.line_info.then(|| front.source.clone()),
        };
        let (pipeline, layouts, spirv) = self.build_pipeline(
            checked,
            &info,
            sig,
            front.bounds_checks,
            &front.file,
            window_source.lines.as_deref(),
            immediates,
            None,
        )?;
        if let Some(words) = &spirv {
            front.dump("spv", bytemuck::cast_slice(words));
        }
        let slots = front.signature.bindings.iter().map(|b| (b.group, b.binding)).collect();
        let kinds = front.signature.bindings.iter().map(|b| b.kind).collect();
        // Without anygpu's own SPIR-V (not Vulkan), about 32 bytes of it per operation.
        let spirv_bytes = spirv.map_or(front.inlined_size.operations as usize * 32, |w| w.len() * 4);
        Ok(Arc::new(WgpuKernel {
            pipeline,
            layouts,
            slots,
            kinds,
            immediates,
            footprint: kernel_footprint(self.info.device_type, spirv_bytes),
            windowed: Windowed {
                source: Mutex::new(Some(window_source)),
                built: OnceLock::new(),
            },
        }))
    }

    /// A pipeline from SPIR-V that anygpu compiled ahead of time (`compiler::compile` for
    /// `TargetSpec::Spirv`: immediates as push constants, bindings as the signature numbers
    /// them), bound as `front`'s signature says. Vulkan adapters only (SPIR-V passthrough).
    ///
    /// # Safety
    /// `words` are anygpu's SPIR-V for `front`'s source, unmodified.
    pub(super) unsafe fn pipeline_from_spirv(
        &self,
        front: &FrontModule,
        words: &[u32],
        operation: &str,
    ) -> Result<Arc<dyn LoadedKernel>> {
        let sig = &front.signature;
        if self.adapter_info.backend != wgpu::Backend::Vulkan
            || !self.features.contains(wgpu::Features::PASSTHROUGH_SHADERS)
        {
            return Err(GpuError::not_supported(format!(
                "{operation}: {} takes SPIR-V only on Vulkan adapters with passthrough shaders (compile the kernel from WGSL for it)",
                self.info.id
            )));
        }
        let immediates = match &sig.immediates {
            None => None,
            Some(slot) => {
                let size = slot.size.next_multiple_of(4);
                if !self.features.contains(wgpu::Features::IMMEDIATES) || size > self.limits.max_immediate_size {
                    return Err(GpuError::not_supported(format!(
                        "{operation}: kernel `{}` takes immediates (scalars), which {} has no room for as push constants",
                        sig.entry, self.info.id
                    )));
                }
                Some(ImmediatePath::Native(size))
            }
        };
        let (device, _) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let (layouts, layout) = pipeline_layout(device, sig, immediates, None);
        // SAFETY: the caller's contract: anygpu's own SPIR-V for this signature, which the
        // explicit layout above declares.
        let module = unsafe { passthrough_module(device, &front.file, sig, words) };
        let pipeline = compute_pipeline(device, &layout, &module, sig);
        if let Some(e) = scope_error(scope) {
            return Err(GpuError::invalid_argument(format!(
                "{operation}: wgpu rejected the SPIR-V of `{}`: {e}",
                sig.entry
            )));
        }
        Ok(Arc::new(WgpuKernel {
            pipeline,
            layouts,
            slots: sig.bindings.iter().map(|b| (b.group, b.binding)).collect(),
            kinds: sig.bindings.iter().map(|b| b.kind).collect(),
            immediates,
            footprint: kernel_footprint(self.info.device_type, words.len() * 4),
            windowed: Windowed {
                source: Mutex::new(None),
                built: OnceLock::new(),
            },
        }))
    }

    /// The compute pipeline of `checked` (the checked module, immediates as `immediates` pass
    /// them, and the grid window bound at `window` where it has one), its bind group layouts and
    /// anygpu's own SPIR-V where it wrote that (with `OpLine`s of `file`'s text `lines`, when
    /// given).
    #[allow(clippy::too_many_arguments)]
    fn build_pipeline(
        &self,
        checked: naga::Module,
        info: &naga::valid::ModuleInfo,
        sig: &KernelSignature,
        bounds_checks: bool,
        file: &str,
        lines: Option<&str>,
        immediates: Option<ImmediatePath>,
        window: Option<(u32, u32)>,
    ) -> Result<(wgpu::ComputePipeline, Vec<wgpu::BindGroupLayout>, Option<Vec<u32>>)> {
        let (device, _) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let (layouts, layout) = pipeline_layout(device, sig, immediates, window);
        let lines = lines.map(|code| spirv::SourceLines { code, file });
        let spirv = self.own_spirv(&checked, info, sig, bounds_checks, lines, window)?;
        let module = match &spirv {
            // SAFETY: the SPIR-V comes from naga's own writer, from a module naga validated,
            // with anygpu's bounds-check policies; its bindings are exactly the signature's (and
            // the window's), which is what the explicit pipeline layout above declares.
            Some(words) => unsafe { passthrough_module(device, file, sig, words) },
            None => {
                if !bounds_checks {
                    tracing::debug!("wgpu bounds-checks shaders itself; the unchecked option has no effect here");
                }
                device.create_shader_module(wgpu::ShaderModuleDescriptor {
                    label: Some(file),
                    source: wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(checked)),
                })
            }
        };
        let pipeline = compute_pipeline(device, &layout, &module, sig);
        if let Some(e) = scope_error(scope) {
            return Err(crate::error::ice(format!(
                "wgpu rejected kernel `{}` that anygpu's front end accepted: {e}",
                sig.entry
            )));
        }
        Ok((pipeline, layouts, spirv))
    }

    /// On Vulkan, anygpu writes the SPIR-V itself (`compiler::targets::spirv`: zeroed workgroup memory,
    /// its own descriptor numbering); elsewhere (and without passthrough support) wgpu
    /// translates the checked module.
    fn own_spirv(
        &self,
        module: &naga::Module,
        info: &naga::valid::ModuleInfo,
        sig: &KernelSignature,
        bounds_checks: bool,
        lines: Option<spirv::SourceLines>,
        window: Option<(u32, u32)>,
    ) -> Result<Option<Vec<u32>>> {
        if self.adapter_info.backend != wgpu::Backend::Vulkan
            || !self.features.contains(wgpu::Features::PASSTHROUGH_SHADERS)
        {
            return Ok(None);
        }
        spirv::write_with(module, info, sig, bounds_checks, self.native_zeroing, lines, window).map(Some)
    }
}

/// A shader module of anygpu's own SPIR-V.
///
/// # Safety
/// `words` come from naga's writer with anygpu's bounds-check policies, for a module whose
/// bindings are `sig`'s (and anygpu's added uniforms), as the pipeline layout declares.
unsafe fn passthrough_module(
    device: &wgpu::Device,
    file: &str,
    sig: &KernelSignature,
    words: &[u32],
) -> wgpu::ShaderModule {
    // SAFETY: the caller's contract.
    unsafe {
        device.create_shader_module_passthrough(wgpu::ShaderModuleDescriptorPassthrough {
            label: Some(file),
            entry_points: std::borrow::Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                name: std::borrow::Cow::Borrowed(&sig.entry),
                workgroup_size: sig.workgroup_size.into(),
            }]),
            spirv: Some(std::borrow::Cow::Borrowed(words)),
            ..Default::default()
        })
    }
}

/// The compute pipeline of `module`'s entry `sig.entry` under `layout`.
fn compute_pipeline(
    device: &wgpu::Device,
    layout: &wgpu::PipelineLayout,
    module: &wgpu::ShaderModule,
    sig: &KernelSignature,
) -> wgpu::ComputePipeline {
    device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some(&sig.entry),
        layout: Some(layout),
        module,
        entry_point: Some(&sig.entry),
        compilation_options: wgpu::PipelineCompilationOptions {
            // The front end has applied the override constants already.
            constants: &[],
            zero_initialize_workgroup_memory: true,
        },
        cache: None,
    })
}

/// The bind group layouts ([`bind_group_layouts`]) and the pipeline layout over them, with the
/// immediates' push-constant range where they are native.
fn pipeline_layout(
    device: &wgpu::Device,
    sig: &KernelSignature,
    immediates: Option<ImmediatePath>,
    window: Option<(u32, u32)>,
) -> (Vec<wgpu::BindGroupLayout>, wgpu::PipelineLayout) {
    let layouts = bind_group_layouts(device, sig, immediates, window);
    let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: None,
        bind_group_layouts: &layouts.iter().map(Some).collect::<Vec<_>>(),
        immediate_size: match immediates {
            Some(ImmediatePath::Native(size)) => size,
            _ => 0,
        },
    });
    (layouts, layout)
}

/// Explicit bind group layouts from the kernel signature (groups 0..=highest used), with the
/// uniform buffer standing in for the immediates where the adapter has none.
fn bind_group_layouts(
    device: &wgpu::Device,
    sig: &crate::compiler::abi::KernelSignature,
    immediates: Option<ImmediatePath>,
    window: Option<(u32, u32)>,
) -> Vec<wgpu::BindGroupLayout> {
    // The uniform buffers anygpu adds: the immediates' stand-in and the grid window.
    let added: Vec<(u32, u32)> = match immediates {
        Some(ImmediatePath::Uniform(u)) => Some((u.group, u.binding)),
        _ => None,
    }
    .into_iter()
    .chain(window)
    .collect();
    let groups = sig
        .bindings
        .iter()
        .map(|b| b.group + 1)
        .chain(added.iter().map(|(group, _)| group + 1))
        .max()
        .unwrap_or(0);
    (0..groups)
        .map(|g| {
            let stand_in =
                added
                    .iter()
                    .filter(|(group, _)| *group == g)
                    .map(|&(_, binding)| wgpu::BindGroupLayoutEntry {
                        binding,
                        visibility: wgpu::ShaderStages::COMPUTE,
                        ty: wgpu::BindingType::Buffer {
                            ty: wgpu::BufferBindingType::Uniform,
                            has_dynamic_offset: false,
                            min_binding_size: None,
                        },
                        count: None,
                    });
            let entries: Vec<wgpu::BindGroupLayoutEntry> = sig
                .bindings
                .iter()
                .filter(|b| b.group == g)
                .map(|b| {
                    use crate::compiler::abi::BindingKind as K;
                    let buffer = |ty| wgpu::BindingType::Buffer {
                        ty,
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    };
                    wgpu::BindGroupLayoutEntry {
                        binding: b.binding,
                        visibility: wgpu::ShaderStages::COMPUTE,
                        ty: match b.kind {
                            K::Uniform => buffer(wgpu::BufferBindingType::Uniform),
                            K::Storage { read_only } => buffer(wgpu::BufferBindingType::Storage { read_only }),
                            K::Texture(t) => super::textures::texture_binding_type(t),
                            K::Sampler => wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                            K::ComparisonSampler => wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Comparison),
                        },
                        count: None,
                    }
                })
                .chain(stand_in)
                .collect();
            device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: None,
                entries: &entries,
            })
        })
        .collect()
}
