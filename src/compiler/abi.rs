//! The kernel ABI: how a WGSL entry point's bindings become launch parameters, written down once
//! for every backend and for the validation layer.
//!
//! Bindings used by the entry point are ordered by (group, binding); each is one launch argument.
//! On native targets each becomes a pointer plus its length in bytes.

use naga::proc::Layouter;

use crate::error::{GpuError, Result};

/// How a binding is declared in WGSL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BindingKind {
    /// `var<storage, read>` or `var<storage, read_write>`.
    Storage { read_only: bool },
    /// `var<uniform>`.
    Uniform,
}

/// One buffer parameter of a kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindingSlot {
    pub group: u32,
    pub binding: u32,
    /// The WGSL variable name.
    pub name: String,
    pub kind: BindingKind,
    /// Smallest buffer accepted, in bytes (a runtime-sized array counts one element).
    pub min_size: u64,
    /// Bytes per element of the trailing runtime-sized array, if the type has one.
    pub runtime_array_stride: Option<u32>,
    /// Width in bytes of the widest scalar the type is built of (4 for `array<vec4<f32>>`, 8 for
    /// `struct { a: u32, b: u64 }`): buffers of such elements are accepted, since WGSL's layout
    /// makes every element size a multiple of it.
    pub scalar_width: Option<u32>,
    /// Byte size of the binding's element: the runtime array's stride, else the whole type's size.
    pub element_size: u32,
    /// The WGSL type, for messages.
    pub type_name: String,
}

/// Everything a backend and the validation layer need to know about a compiled entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelSignature {
    pub entry: String,
    pub workgroup_size: [u32; 3],
    pub bindings: Vec<BindingSlot>,
    /// Bytes of `var<workgroup>` memory the kernel uses, each variable 16-byte aligned as the GPU
    /// targets lay them out.
    pub workgroup_memory_bytes: u64,
}

impl KernelSignature {
    /// Invocations per workgroup.
    pub fn workgroup_invocations(&self) -> u32 {
        self.workgroup_size.iter().product()
    }

    /// Builds the signature of `module.entry_points[entry_index]`.
    pub(crate) fn build(
        module: &naga::Module,
        info: &naga::valid::ModuleInfo,
        entry_index: usize,
        layouter: &Layouter,
    ) -> Result<Self> {
        let ep = &module.entry_points[entry_index];
        let fn_info = info.get_entry_point(entry_index);
        let mut bindings = Vec::new();
        let mut workgroup_memory_bytes = 0u64;
        for (handle, var) in module.global_variables.iter() {
            if fn_info[handle].is_empty() {
                continue;
            }
            let size = layouter[var.ty].size as u64;
            match var.space {
                naga::AddressSpace::WorkGroup => workgroup_memory_bytes += size.next_multiple_of(16),
                naga::AddressSpace::Storage { access } => bindings.push(slot(
                    module,
                    layouter,
                    var,
                    BindingKind::Storage {
                        read_only: !access.contains(naga::StorageAccess::STORE),
                    },
                )?),
                naga::AddressSpace::Uniform => bindings.push(slot(module, layouter, var, BindingKind::Uniform)?),
                naga::AddressSpace::Private | naga::AddressSpace::Function => {}
                other => {
                    return Err(GpuError::not_supported(format!(
                        "global `{}` in address space {other:?} (compute kernels take storage and uniform buffers)",
                        var.name.as_deref().unwrap_or("?")
                    )))
                }
            }
        }
        bindings.sort_by_key(|b| (b.group, b.binding));
        Ok(KernelSignature {
            entry: ep.name.clone(),
            workgroup_size: ep.workgroup_size,
            bindings,
            workgroup_memory_bytes,
        })
    }
}

fn slot(
    module: &naga::Module,
    layouter: &Layouter,
    var: &naga::GlobalVariable,
    kind: BindingKind,
) -> Result<BindingSlot> {
    let name = var.name.clone().unwrap_or_else(|| "?".into());
    let rb = var
        .binding
        .as_ref()
        .ok_or_else(|| GpuError::not_supported(format!("buffer `{name}` has no @group/@binding")))?;
    let runtime_array_stride = runtime_array_stride(module, var.ty);
    let element_size = runtime_array_stride.unwrap_or(layouter[var.ty].size);
    Ok(BindingSlot {
        group: rb.group,
        binding: rb.binding,
        name,
        kind,
        min_size: layouter[var.ty].size as u64,
        runtime_array_stride,
        scalar_width: scalar_width(module, var.ty),
        element_size,
        type_name: var.ty_name(module),
    })
}

trait TypeName {
    fn ty_name(&self, module: &naga::Module) -> String;
}
impl TypeName for naga::GlobalVariable {
    fn ty_name(&self, module: &naga::Module) -> String {
        type_name(module, self.ty)
    }
}

/// WGSL spelling of a type, for messages.
pub(crate) fn type_name(module: &naga::Module, ty: naga::Handle<naga::Type>) -> String {
    use naga::common::wgsl::TypeContext;
    module.to_ctx().type_to_string(ty)
}

fn runtime_array_stride(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Option<u32> {
    match module.types[ty].inner {
        naga::TypeInner::Array {
            size: naga::ArraySize::Dynamic,
            stride,
            ..
        } => Some(stride),
        naga::TypeInner::Struct { ref members, .. } => members.last().and_then(|m| runtime_array_stride(module, m.ty)),
        _ => None,
    }
}

/// The width of the widest scalar inside `ty`.
fn scalar_width(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Option<u32> {
    use naga::TypeInner as T;
    match module.types[ty].inner {
        T::Scalar(s) | T::Atomic(s) | T::Vector { scalar: s, .. } | T::Matrix { scalar: s, .. } => Some(s.width as u32),
        T::Array { base, .. } => scalar_width(module, base),
        T::Struct { ref members, .. } => members.iter().map(|m| scalar_width(module, m.ty)).max().flatten(),
        _ => None,
    }
}
