//! The kernel ABI: how a WGSL entry point's bindings and its `var<immediate>` become launch
//! parameters, written down once for every backend and for the validation layer.
//!
//! Bindings used by the entry point are ordered by (group, binding); each is one launch argument.
//! The entry point may also use one `var<immediate>` (WGSL's rule, which naga's validator
//! enforces): small values a launch passes by value next to the buffers, at most
//! [`MAX_IMMEDIATE_BYTES`] bytes of them ([`ImmediateSlot`]).
//!
//! The native targets (host, ptx, amdgcn) take a launch as 64-bit words, in this order:
//!
//! 1. per binding, in (group, binding) order: the buffer's address, then its length in bytes;
//! 2. if the entry uses a `var<immediate>`: `ceil(size / 8)` words holding its bytes in WGSL
//!    layout, little-endian, the last word zero-padded ([`ImmediateSlot::words`]);
//! 3. what the target appends: on the host the grid size (x, y, z), the address of the stop
//!    flag and the launch's flags (streaming stores, `compiler/targets/host/streaming.rs`);
//!    nothing on PTX and AMDGCN.
//!
//! On PTX every word is a `.param .u64` kernel parameter, on AMDGCN an 8-byte kernarg (buffers
//! `global_buffer`, the rest `by_value`), on the host a word of the argument block. The kernel
//! copies the immediate's words into a stack slot at its entry and every use of the variable
//! reads that copy (immediates are read-only: naga's validator rejects writes).
//! [`native_argument_words`] packs a launch this way for every native backend.

use std::fmt;

use naga::proc::Layouter;

use crate::error::{GpuError, Result};

/// How a binding is declared in WGSL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BindingKind {
    /// `var<storage, read>` or `var<storage, read_write>`.
    Storage {
        /// True for `read`: the kernel never writes the buffer.
        read_only: bool,
    },
    /// `var<uniform>`.
    Uniform,
    /// A `texture_*` binding: on the native targets its argument words are the texture's
    /// allocation (header and texels, `crate::texture`) and its length.
    Texture(crate::texture::TextureBinding),
    /// A `sampler` binding: on the native targets the sampler's small allocation and its length.
    Sampler,
    /// A `sampler_comparison` binding: a sampler with a compare function, bound as `Sampler` is.
    ComparisonSampler,
}

/// One buffer parameter of a kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindingSlot {
    /// `@group(N)`.
    pub group: u32,
    /// `@binding(N)`.
    pub binding: u32,
    /// The WGSL variable name.
    pub name: String,
    /// Storage (read or read_write) or uniform.
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
    /// The one scalar type the binding's type is built of (`f32` for `array<vec4<f32>>`, `u32`
    /// for `array<atomic<u32>>`); `None` when it mixes scalar types (`struct { n: u32, x: f32 }`).
    pub scalar: Option<ScalarType>,
    /// Byte offset of the trailing runtime-sized array: 0 for `array<T>`, the last member's offset
    /// for a struct ending in one. `Some` exactly when `runtime_array_stride` is.
    pub runtime_array_offset: Option<u32>,
    /// The type's memory layout, flattened on demand by [`BindingSlot::field_layout`] (a fixed-size
    /// array of a million elements stays one node here).
    shape: Option<Shape>,
}

impl BindingSlot {
    /// The scalars of the binding's type in memory order, for showing a buffer that mixes scalar
    /// types value by value: a fixed header, then one row per element of its outermost array (the
    /// type itself when it is an array, or a struct's runtime-sized last member). `None` when the
    /// type holds something that is not a host-shareable scalar.
    pub fn field_layout(&self) -> Option<FieldLayout> {
        let shape = self.shape.as_ref()?;
        let mut layout = FieldLayout::default();
        match shape {
            Shape::Array { element, stride, .. } => layout.rows = Some(ArrayRows::of(element, 0, *stride)?),
            Shape::Struct(members) => {
                for (i, (offset, member)) in members.iter().enumerate() {
                    match member {
                        Shape::Array {
                            element,
                            count: None,
                            stride,
                        } if i + 1 == members.len() => layout.rows = Some(ArrayRows::of(element, *offset, *stride)?),
                        _ => member.push_fields(u64::from(*offset), &mut layout.header)?,
                    }
                }
            }
            _ => shape.push_fields(0, &mut layout.header)?,
        }
        Some(layout)
    }
}

/// A host-shareable WGSL scalar type: what the values in a buffer can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// `f16`.
    F16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `u32`.
    U32,
    /// `u64`.
    U64,
}

impl ScalarType {
    /// Every scalar type, in the order messages list them.
    pub const ALL: [ScalarType; 7] = [
        ScalarType::F16,
        ScalarType::F32,
        ScalarType::F64,
        ScalarType::I32,
        ScalarType::I64,
        ScalarType::U32,
        ScalarType::U64,
    ];

    /// The WGSL spelling: `f16`, `f32`, ... `u64`.
    pub fn name(self) -> &'static str {
        match self {
            ScalarType::F16 => "f16",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
            ScalarType::I32 => "i32",
            ScalarType::I64 => "i64",
            ScalarType::U32 => "u32",
            ScalarType::U64 => "u64",
        }
    }

    /// Bytes per value.
    pub fn width(self) -> usize {
        match self {
            ScalarType::F16 => 2,
            ScalarType::F32 | ScalarType::I32 | ScalarType::U32 => 4,
            ScalarType::F64 | ScalarType::I64 | ScalarType::U64 => 8,
        }
    }

    fn from_naga(s: naga::Scalar) -> Option<Self> {
        Self::ALL.into_iter().find(|t| {
            let kind = match t {
                ScalarType::F16 | ScalarType::F32 | ScalarType::F64 => naga::ScalarKind::Float,
                ScalarType::I32 | ScalarType::I64 => naga::ScalarKind::Sint,
                ScalarType::U32 | ScalarType::U64 => naga::ScalarKind::Uint,
            };
            kind == s.kind && t.width() == s.width as usize
        })
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One scalar of a binding's type, at its byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScalarField {
    /// Bytes from the start of the enclosing header or array element.
    pub offset: u64,
    /// The scalar's type (an atomic counts as its scalar).
    pub ty: ScalarType,
}

/// The scalars of a binding's type in memory order (see [`BindingSlot::field_layout`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldLayout {
    /// The scalars outside the outermost array, at offsets from the buffer's start.
    pub header: Vec<ScalarField>,
    /// The outermost array, if the type has one.
    pub rows: Option<ArrayRows>,
}

/// The elements of a binding's outermost array, each shown as one row of scalars.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrayRows {
    /// Byte offset of the first element from the buffer's start.
    pub offset: u64,
    /// Bytes from one element to the next.
    pub stride: u64,
    /// The scalars of one element, at offsets from the element's start.
    pub fields: Vec<ScalarField>,
}

impl ArrayRows {
    fn of(element: &Shape, offset: u32, stride: u32) -> Option<Self> {
        let mut fields = Vec::new();
        element.push_fields(0, &mut fields)?;
        Some(ArrayRows {
            offset: u64::from(offset),
            stride: u64::from(stride),
            fields,
        })
    }
}

/// A binding's type reduced to where its scalars lie: naga's type tree without the module.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shape {
    /// A scalar or an atomic.
    Scalar(ScalarType),
    Vector {
        size: u32,
        scalar: ScalarType,
    },
    Matrix {
        columns: u32,
        rows: u32,
        scalar: ScalarType,
    },
    /// `count` is `None` for a runtime-sized array.
    Array {
        element: Box<Shape>,
        count: Option<u32>,
        stride: u32,
    },
    /// The members at their byte offsets.
    Struct(Vec<(u32, Shape)>),
}

impl Shape {
    /// The shape of `ty`; `None` when it holds anything but host-shareable scalars.
    fn of(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Option<Self> {
        use naga::TypeInner as T;
        Some(match module.types[ty].inner {
            T::Scalar(s) | T::Atomic(s) => Shape::Scalar(ScalarType::from_naga(s)?),
            T::Vector { size, scalar } => Shape::Vector {
                size: size as u32,
                scalar: ScalarType::from_naga(scalar)?,
            },
            T::Matrix { columns, rows, scalar } => Shape::Matrix {
                columns: columns as u32,
                rows: rows as u32,
                scalar: ScalarType::from_naga(scalar)?,
            },
            T::Array { base, size, stride } => Shape::Array {
                element: Box::new(Shape::of(module, base)?),
                count: match size {
                    naga::ArraySize::Constant(n) => Some(n.get()),
                    naga::ArraySize::Dynamic => None,
                    // Sized by an override the front end has not resolved: no layout to show.
                    naga::ArraySize::Pending(_) => return None,
                },
                stride,
            },
            T::Struct { ref members, .. } => Shape::Struct(
                members
                    .iter()
                    .map(|m| Some((m.offset, Shape::of(module, m.ty)?)))
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        })
    }

    /// The one scalar type every scalar inside has, if they agree.
    fn common_scalar(&self) -> Option<ScalarType> {
        match self {
            Shape::Scalar(s) | Shape::Vector { scalar: s, .. } | Shape::Matrix { scalar: s, .. } => Some(*s),
            Shape::Array { element, .. } => element.common_scalar(),
            Shape::Struct(members) => {
                let mut scalars = members.iter().map(|(_, m)| m.common_scalar());
                let first = scalars.next()??;
                scalars.all(|s| s == Some(first)).then_some(first)
            }
        }
    }

    /// Appends the scalars of this shape placed at `base`; `None` for a runtime-sized array,
    /// which only [`BindingSlot::field_layout`] places.
    fn push_fields(&self, base: u64, out: &mut Vec<ScalarField>) -> Option<()> {
        match *self {
            Shape::Scalar(ty) => out.push(ScalarField { offset: base, ty }),
            Shape::Vector { size, scalar: ty } => {
                let width = ty.width() as u64;
                out.extend((0..u64::from(size)).map(|i| ScalarField {
                    offset: base + i * width,
                    ty,
                }));
            }
            Shape::Matrix {
                columns,
                rows,
                scalar: ty,
            } => {
                let width = ty.width() as u64;
                // Columns are vectors aligned as vec2 or vec4 (a vec3 column takes four slots).
                let column_stride = width * if rows == 2 { 2 } else { 4 };
                for c in 0..u64::from(columns) {
                    out.extend((0..u64::from(rows)).map(|r| ScalarField {
                        offset: base + c * column_stride + r * width,
                        ty,
                    }));
                }
            }
            Shape::Array {
                ref element,
                count: Some(n),
                stride,
            } => {
                for i in 0..u64::from(n) {
                    element.push_fields(base + i * u64::from(stride), out)?;
                }
            }
            Shape::Array { count: None, .. } => return None,
            Shape::Struct(ref members) => {
                for (offset, member) in members {
                    member.push_fields(base + u64::from(*offset), out)?;
                }
            }
        }
        Some(())
    }
}

/// Most bytes a kernel's `var<immediate>` may have: 128, the push-constant size every Vulkan
/// device guarantees, so a kernel accepted on one device runs on all of them.
pub const MAX_IMMEDIATE_BYTES: u32 = 128;

/// The `var<immediate>` an entry point uses: small values a launch passes by value, next to the
/// buffers (push constants on Vulkan, kernel parameters on the native targets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImmediateSlot {
    /// The WGSL variable name.
    pub name: String,
    /// The WGSL type, for messages.
    pub type_name: String,
    /// The type's size in WGSL layout, in bytes: what a launch passes (at most
    /// [`MAX_IMMEDIATE_BYTES`]).
    pub size: u32,
    /// The type's alignment in WGSL layout, in bytes.
    pub align: u32,
    /// The one scalar type the immediate's type is built of (`u32` for `vec2<u32>`); `None` when
    /// it mixes scalar types (`struct { scale: f32, n: u32 }`).
    pub scalar: Option<ScalarType>,
    /// The type's memory layout, flattened on demand by [`ImmediateSlot::field_layout`].
    shape: Option<Shape>,
}

impl ImmediateSlot {
    /// The scalars of the immediate's type in memory order, at their byte offsets (all in
    /// `header`: an immediate has no runtime-sized array; a fixed-size array is listed element
    /// by element). `None` when the type holds something that is not a host-shareable scalar.
    pub fn field_layout(&self) -> Option<FieldLayout> {
        let mut layout = FieldLayout::default();
        self.shape.as_ref()?.push_fields(0, &mut layout.header)?;
        Some(layout)
    }

    /// The variable's WGSL declaration, for messages: `var<immediate> params: Params`.
    pub fn declaration(&self) -> String {
        format!("var<immediate> {}: {}", self.name, self.type_name)
    }

    /// How many 64-bit argument words the native targets take for it: `ceil(size / 8)`.
    pub fn words(&self) -> u32 {
        self.size.div_ceil(8)
    }

    fn build(module: &naga::Module, layouter: &Layouter, handle: naga::Handle<naga::GlobalVariable>) -> Result<Self> {
        let var = &module.global_variables[handle];
        let name = var.name.clone().unwrap_or_else(|| "?".into());
        let layout = layouter[var.ty];
        let shape = Shape::of(module, var.ty);
        let slot = ImmediateSlot {
            type_name: var.ty_name(module),
            size: layout.size,
            align: layout.alignment.round_up(1),
            scalar: shape.as_ref().and_then(Shape::common_scalar),
            shape,
            name,
        };
        if slot.size > MAX_IMMEDIATE_BYTES {
            return Err(GpuError::not_supported(slot.too_large()));
        }
        Ok(slot)
    }

    /// Why the immediate is refused when larger than [`MAX_IMMEDIATE_BYTES`].
    pub(crate) fn too_large(&self) -> String {
        format!(
            "`{}` is {} bytes; immediates may have at most {MAX_IMMEDIATE_BYTES} bytes (the push-constant size every Vulkan device has): pass larger parameters in a var<uniform> or var<storage, read> buffer",
            self.declaration(),
            self.size
        )
    }
}

/// A binding the module declares but the entry point does not use: it takes no launch argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclaredBinding {
    /// `@group(..)`.
    pub group: u32,
    /// `@binding(..)`.
    pub binding: u32,
    /// The WGSL variable name.
    pub name: String,
}

/// Everything a backend and the validation layer need to know about a compiled entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelSignature {
    /// The entry point's name.
    pub entry: String,
    /// `@workgroup_size(x, y, z)` after override constants.
    pub workgroup_size: [u32; 3],
    /// The bindings the entry point uses, in (group, binding) order: one launch argument each.
    pub bindings: Vec<BindingSlot>,
    /// Bytes of `var<workgroup>` memory the kernel uses, each variable 16-byte aligned as the GPU
    /// targets lay them out.
    pub workgroup_memory_bytes: u64,
    /// Bindings the module declares that this entry point does not use, ordered by (group,
    /// binding) and then declaration: a launch passes nothing for them.
    pub unused_bindings: Vec<DeclaredBinding>,
    /// The `var<immediate>` the entry point uses, if any: passed by value with each launch,
    /// after the buffers. A declared one the entry point does not use is not listed.
    pub immediates: Option<ImmediateSlot>,
    /// The optional language features the kernel uses (checked against the device's).
    pub features: crate::device::Features,
    /// The first transcendental function the kernel applies to f64 values (`Exp`, `Sin`...),
    /// which devices without [`Features::f64_transcendentals`](crate::Features) cannot run.
    pub f64_transcendental: Option<String>,
}

/// The native targets' kernel ABI (host, ptx, amdgcn), written down once: each binding, in the
/// signature's (group, binding) order, is two 64-bit parameters, the buffer's address and then
/// its length in bytes. The lowering declares the entry's parameters this way; every native
/// backend packs a launch's buffers (`(address, bytes)` each) with this function, leaving room
/// for `trailing` more words (the host ABI appends the grid, a stop flag and flags): one allocation per
/// launch, which the CPU device's launch overhead notices. After the bindings come the bytes of
/// the entry's `var<immediate>` (if any), little-endian in 64-bit words, zero-padded.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn native_argument_words(
    buffers: impl ExactSizeIterator<Item = (u64, u64)>,
    immediates: &[u8],
    trailing: usize,
) -> Vec<u64> {
    let mut words = Vec::with_capacity(2 * buffers.len() + immediates.len().div_ceil(8) + trailing);
    for (addr, bytes) in buffers {
        words.extend([addr, bytes]);
    }
    words.extend(immediates.chunks(8).map(|c| {
        let mut word = [0u8; 8];
        word[..c.len()].copy_from_slice(c);
        u64::from_le_bytes(word)
    }));
    words
}

impl BindingSlot {
    /// The binding's WGSL declaration, for messages:
    /// `@group(0) @binding(1) var<storage, read_write> out: array<u32>`.
    pub fn declaration(&self) -> String {
        let kind = match self.kind {
            BindingKind::Storage { read_only: true } => "storage, read",
            BindingKind::Storage { read_only: false } => "storage, read_write",
            BindingKind::Uniform => "uniform",
            BindingKind::Texture(_) | BindingKind::Sampler | BindingKind::ComparisonSampler => {
                return format!(
                    "@group({}) @binding({}) var {}: {}",
                    self.group, self.binding, self.name, self.type_name
                )
            }
        };
        format!(
            "@group({}) @binding({}) var<{kind}> {}: {}",
            self.group, self.binding, self.name, self.type_name
        )
    }
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
        let mut unused_bindings = Vec::new();
        let mut immediates = None;
        for (handle, var) in module.global_variables.iter() {
            if fn_info[handle].is_empty() {
                if let Some(rb) = &var.binding {
                    unused_bindings.push(DeclaredBinding {
                        group: rb.group,
                        binding: rb.binding,
                        name: var.name.clone().unwrap_or_else(|| "?".into()),
                    });
                }
                continue;
            }
            if let naga::TypeInner::BindingArray { .. } = module.types[var.ty].inner {
                return Err(GpuError::not_supported(format!(
                    "`{}: {}`: binding arrays are not supported; bind each buffer or texture at a binding of its own",
                    var.name.as_deref().unwrap_or("?"),
                    var.ty_name(module)
                )));
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
                naga::AddressSpace::Immediate => {
                    if immediates.is_some() {
                        // naga's validator refuses this first; kept so a change there cannot
                        // make a launch silently drop one.
                        return Err(GpuError::not_supported(format!(
                            "entry point `{}` uses more than one var<immediate>; WGSL allows one per entry point (put the values in one struct)",
                            ep.name
                        )));
                    }
                    immediates = Some(ImmediateSlot::build(module, layouter, handle)?);
                }
                naga::AddressSpace::Handle => bindings.push(handle_slot(module, var)?),
                naga::AddressSpace::Private | naga::AddressSpace::Function => {}
                other => {
                    let space = match naga::common::wgsl::address_space_str(other) {
                        (Some(space), _) => format!("var<{space}>"),
                        _ => crate::compiler::describe::construct_name(&other),
                    };
                    return Err(GpuError::not_supported(format!(
                        "global `{}` in address space {space} (compute kernels take storage and uniform buffers)",
                        var.name.as_deref().unwrap_or("?")
                    )));
                }
            }
        }
        bindings.sort_by_key(|b| (b.group, b.binding));
        unused_bindings.sort_by_key(|b| (b.group, b.binding));
        let (features, f64_transcendental) = crate::compiler::features::kernel_features(module, info, entry_index);
        Ok(KernelSignature {
            entry: ep.name.clone(),
            workgroup_size: ep.workgroup_size,
            bindings,
            workgroup_memory_bytes,
            unused_bindings,
            immediates,
            features,
            f64_transcendental,
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
    let runtime_array = runtime_array(module, var.ty);
    let runtime_array_stride = runtime_array.map(|(_, stride)| stride);
    let element_size = runtime_array_stride.unwrap_or(layouter[var.ty].size);
    let shape = Shape::of(module, var.ty);
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
        scalar: shape.as_ref().and_then(Shape::common_scalar),
        runtime_array_offset: runtime_array.map(|(offset, _)| offset),
        shape,
    })
}

/// The slot of a texture or sampler binding, or why anygpu cannot bind it.
fn handle_slot(module: &naga::Module, var: &naga::GlobalVariable) -> Result<BindingSlot> {
    let name = var.name.clone().unwrap_or_else(|| "?".into());
    let kind = handle_binding_kind(module, var)?;
    let rb = var
        .binding
        .as_ref()
        .ok_or_else(|| GpuError::not_supported(format!("`{name}` has no @group/@binding")))?;
    Ok(BindingSlot {
        group: rb.group,
        binding: rb.binding,
        name,
        kind,
        min_size: 0,
        runtime_array_stride: None,
        scalar_width: None,
        element_size: 0,
        type_name: var.ty_name(module),
        scalar: None,
        runtime_array_offset: None,
        shape: None,
    })
}

/// The kind of a texture or sampler global, or why anygpu cannot bind it.
pub(crate) fn handle_binding_kind(module: &naga::Module, var: &naga::GlobalVariable) -> Result<BindingKind> {
    handle_type_kind(module, var.ty, var.name.as_deref().unwrap_or("?"))
}

/// What a texture or sampler of type `ty` is, as [`handle_binding_kind`] says it of a global
/// (`name` is the global's or the parameter's, for messages).
pub(crate) fn handle_type_kind(module: &naga::Module, ty: naga::Handle<naga::Type>, name: &str) -> Result<BindingKind> {
    use crate::texture::{SampleKind, StorageAccess, TextureBinding, TextureClass, TextureFormat, ViewDimension};
    let type_name = type_name(module, ty);
    let refuse = |why: &str| Err(GpuError::not_supported(format!("`{name}: {type_name}`: {why}")));
    Ok(match module.types[ty].inner {
        naga::TypeInner::Sampler { comparison: false } => BindingKind::Sampler,
        naga::TypeInner::Sampler { comparison: true } => BindingKind::ComparisonSampler,
        naga::TypeInner::Image { dim, arrayed, class } => {
            use naga::{ImageClass as C, ImageDimension as D};
            let view = match (dim, arrayed) {
                (D::D1, false) => ViewDimension::D1,
                (D::D2, false) => ViewDimension::D2,
                (D::D2, true) => ViewDimension::D2Array,
                (D::D3, false) => ViewDimension::D3,
                _ => return refuse("cube and 1D-array textures are not supported yet"),
            };
            let class = match class {
                C::Sampled { multi: true, .. } => return refuse("multisampled textures are not supported"),
                C::Sampled { kind, .. } => TextureClass::Sampled(match kind {
                    naga::ScalarKind::Float => SampleKind::Float,
                    naga::ScalarKind::Sint => SampleKind::Sint,
                    _ => SampleKind::Uint,
                }),
                C::Storage { format, access } => {
                    let Some(format) = TextureFormat::from_naga(format) else {
                        return refuse(&format!(
                            "storage format {format:?} is not supported; formats: {}",
                            TextureFormat::ALL.map(TextureFormat::name).join(", ")
                        ));
                    };
                    let load = access.contains(naga::StorageAccess::LOAD);
                    let store = access.contains(naga::StorageAccess::STORE);
                    let access = match (load, store) {
                        (true, true) => StorageAccess::ReadWrite,
                        (false, _) => StorageAccess::Write,
                        (true, false) => StorageAccess::Read,
                    };
                    TextureClass::Storage { format, access }
                }
                C::Depth { multi: true } => return refuse("multisampled depth textures are not supported"),
                C::Depth { multi: false } => TextureClass::Sampled(SampleKind::Depth),
                C::External => return refuse("external textures are not supported"),
            };
            BindingKind::Texture(TextureBinding { view, class })
        }
        naga::TypeInner::AccelerationStructure { .. } | naga::TypeInner::RayQuery { .. } => {
            return refuse("acceleration structures and ray queries are not supported")
        }
        _ => return refuse("a resource of this type cannot be bound"),
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

/// (offset, stride) of the trailing runtime-sized array inside `ty`, if any.
fn runtime_array(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Option<(u32, u32)> {
    match module.types[ty].inner {
        naga::TypeInner::Array {
            size: naga::ArraySize::Dynamic,
            stride,
            ..
        } => Some((0, stride)),
        naga::TypeInner::Struct { ref members, .. } => {
            let last = members.last()?;
            runtime_array(module, last.ty).map(|(offset, stride)| (last.offset + offset, stride))
        }
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
