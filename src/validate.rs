//! The validation layer: every check between the user and a backend, in one place (the
//! wgpu-core / wgpu-hal split). Backends trust what reaches them, which is what the `# Safety`
//! sections of [`crate::backend::Backend`] state; limits come from the [`DeviceInfo`] each
//! backend's probe fills.

use std::sync::Arc;

use crate::backend::{BufferRange, KernelArgs, RawBuffer};
use crate::buffer::{DeviceElement, KernelArg, LaunchArg, View};
use crate::compiler::abi::{BindingKind, BindingSlot, KernelSignature};
use crate::device::DeviceInfo;
use crate::error::{GpuError, Result};
use crate::kernel::Kernel;
use crate::launch::LaunchConfig;

/// The bytes of `len` elements of `T`, refused when that overflows.
pub(crate) fn alloc_bytes<T: DeviceElement>(len: usize) -> Result<usize> {
    len.checked_mul(std::mem::size_of::<T>()).ok_or_else(|| {
        GpuError::invalid_argument(format!(
            "alloc of {len} elements of {} overflows",
            std::any::type_name::<T>()
        ))
    })
}

/// Refuses a buffer that another context allocated.
pub(crate) fn owner(context_id: u64, raw: &RawBuffer, what: &str) -> Result<()> {
    if raw.context_id != context_id {
        return Err(GpuError::invalid_argument(format!(
            "{what}: the buffer belongs to another context (device {}); buffers can only be used with the context that allocated them",
            raw.backend().info().id
        )));
    }
    Ok(())
}

/// Where a slice bound to a kernel may start, in bytes: WebGPU's
/// `minStorageBufferOffsetAlignment` (256 on most adapters, and the most any may ask), required
/// on every device so that a launch accepted on one is accepted on all.
pub const SLICE_BINDING_ALIGNMENT: usize = 256;
/// Where a slice in a copy may start and end, in bytes: WebGPU's copy alignment, required on
/// every device for the same reason (a slice may also end where its buffer ends).
pub const SLICE_COPY_ALIGNMENT: usize = 4;

/// A copy between device memory `view` of `device_len` elements and a host slice of `host_len`.
pub(crate) fn copy(context_id: u64, view: &View<'_>, device_len: usize, host_len: usize, what: &str) -> Result<()> {
    owner(context_id, view.raw, what)?;
    if host_len != device_len {
        return Err(GpuError::invalid_argument(format!(
            "{what}: host slice has {host_len} elements but the device {} has {device_len}",
            if view.bytes == view.buffer_bytes {
                "buffer"
            } else {
                "slice"
            }
        )));
    }
    copy_alignment(view, what)
}

/// A slice taking part in a copy starts and ends on [`SLICE_COPY_ALIGNMENT`] (or at its buffer's end).
fn copy_alignment(view: &View<'_>, what: &str) -> Result<()> {
    let end = view.offset + view.bytes;
    if view.offset % SLICE_COPY_ALIGNMENT != 0 || (end % SLICE_COPY_ALIGNMENT != 0 && end != view.buffer_bytes) {
        return Err(GpuError::invalid_argument(format!(
            "{what}: the slice covers bytes {}..{end} of its buffer; copies need slices that start and end on multiples of {SLICE_COPY_ALIGNMENT} bytes (or at the buffer's end) on every device",
            view.offset
        )));
    }
    Ok(())
}

/// A device-to-device copy of `src` (`src_len` elements) into `dst` (`dst_len`).
pub(crate) fn device_copy(
    context_id: u64,
    (src, src_len): (&View<'_>, usize),
    (dst, dst_len): (&View<'_>, usize),
    what: &str,
) -> Result<()> {
    owner(context_id, src.raw, what)?;
    owner(context_id, dst.raw, what)?;
    if src_len != dst_len {
        return Err(GpuError::invalid_argument(format!(
            "{what}: the source has {src_len} elements but the destination has {dst_len}"
        )));
    }
    copy_alignment(src, what)?;
    copy_alignment(dst, what)?;
    if overlaps(&range(src), &range(dst)) {
        return Err(GpuError::invalid_argument(format!(
            "{what}: source (bytes {}..{}) and destination (bytes {}..{}) overlap in the same buffer",
            src.offset,
            src.offset + src.bytes,
            dst.offset,
            dst.offset + dst.bytes
        )));
    }
    Ok(())
}

/// Filling `view` with `element_size`-byte values.
pub(crate) fn fill(context_id: u64, view: &View<'_>, element_size: usize) -> Result<()> {
    owner(context_id, view.raw, "fill")?;
    copy_alignment(view, "fill")?;
    if element_size == 0 || view.bytes % element_size != 0 {
        return Err(GpuError::invalid_argument(format!(
            "fill: a {element_size}-byte value does not tile {} bytes",
            view.bytes
        )));
    }
    Ok(())
}

/// The backend's view of a validated buffer or slice.
pub(crate) fn range(view: &View<'_>) -> BufferRange {
    BufferRange {
        buffer: view.raw.clone(),
        offset: view.offset,
        bytes: view.bytes,
    }
}

/// Whether two ranges share a byte of the same buffer.
fn overlaps(a: &BufferRange, b: &BufferRange) -> bool {
    Arc::ptr_eq(&a.buffer, &b.buffer) && a.offset < b.offset + b.bytes && b.offset < a.offset + a.bytes
}

/// A compiled kernel against the device's limits, before the backend loads it: workgroup size
/// along each axis and in all, `var<workgroup>` memory, and the optional features it uses.
pub(crate) fn kernel_fits_device(sig: &KernelSignature, info: &DeviceInfo) -> Result<()> {
    let size = sig.workgroup_size;
    let max = info.max_workgroup_dims;
    if let Some(d) = (0..3).find(|&d| size[d] > max[d]) {
        return Err(GpuError::not_supported(format!(
            "@workgroup_size({}, {}, {}): {} ({}) allows at most {} along {}",
            size[0],
            size[1],
            size[2],
            info.id,
            info.name,
            max[d],
            ["x", "y", "z"][d]
        )));
    }
    let invocations: u64 = size.iter().map(|&d| d as u64).product();
    if invocations > info.max_workgroup_size as u64 {
        return Err(GpuError::not_supported(format!(
            "@workgroup_size({}, {}, {}): {invocations} invocations, and {} ({}) runs at most {} per workgroup",
            size[0], size[1], size[2], info.id, info.name, info.max_workgroup_size
        )));
    }
    if sig.workgroup_memory_bytes > info.workgroup_memory_limit {
        return Err(GpuError::not_supported(format!(
            "kernel `{}` declares {} bytes of var<workgroup> memory; {} ({}) allows {} per workgroup",
            sig.entry, sig.workgroup_memory_bytes, info.id, info.name, info.workgroup_memory_limit
        )));
    }
    let storage = sig
        .bindings
        .iter()
        .filter(|b| matches!(b.kind, crate::BindingKind::Storage { .. }))
        .count();
    if storage > info.max_storage_buffers as usize {
        return Err(GpuError::not_supported(format!(
            "kernel `{}` binds {storage} storage buffers; {} ({}) allows {} per kernel (pack several arrays into one buffer)",
            sig.entry, info.id, info.name, info.max_storage_buffers
        )));
    }
    if let Some(fun) = sig
        .f64_transcendental
        .as_ref()
        .filter(|_| !info.features.f64_transcendentals)
    {
        return Err(GpuError::not_supported(format!(
            "kernel `{}` calls {fun} on f64 values, which Vulkan's SPIR-V math (GLSL.std.450) defines for f16 and f32 only (drivers give wrong results silently); run it on a cpu, cuda or rocm device, or compute it in f32",
            sig.entry
        )));
    }
    let missing = sig.features.missing_from(info.features);
    if !missing.is_empty() {
        let names: Vec<&str> = missing.iter().map(|f| f.name()).collect();
        let message = format!(
            "kernel `{}` needs {} which {} ({}) does not support",
            sig.entry,
            names.join(", "),
            info.id,
            info.name
        );
        return Err(GpuError::lacks_features(message, missing));
    }
    Ok(())
}

/// Everything a launch must satisfy: the kernel is this context's, the geometry fits kernel and
/// device, and the arguments match the signature (count, element type, size, ownership,
/// aliasing, immediates). Returns what to hand the backend, or `None` for an empty grid.
pub(crate) fn launch(
    context_id: u64,
    info: &DeviceInfo,
    kernel: &Kernel,
    config: &LaunchConfig,
    args: &[&dyn KernelArg],
) -> Result<Option<KernelArgs>> {
    let sig = &kernel.inner.signature;
    if kernel.inner.context_id != context_id {
        return Err(GpuError::invalid_argument(format!(
            "kernel `{}` was compiled by another context; compile it on this one",
            sig.entry
        )));
    }
    geometry(config, sig.workgroup_size, &sig.entry, info)?;
    let buffers = args
        .iter()
        .filter(|a| !matches!(a.launch_arg(), LaunchArg::Immediate { .. }))
        .count();
    if buffers != sig.bindings.len() {
        return Err(argument_count(sig, buffers));
    }
    let mut out = KernelArgs {
        buffers: Vec::with_capacity(sig.bindings.len()),
        immediates: Vec::new(),
    };
    let mut immediates = None;
    for (i, arg) in args.iter().enumerate() {
        match arg.launch_arg() {
            LaunchArg::Texture(texture) => {
                let slot = &sig.bindings[out.buffers.len()];
                owner(context_id, &texture.raw, &format!("argument {i} (`{}`)", slot.name))?;
                let BindingKind::Texture(binding) = slot.kind else {
                    return Err(wrong_kind(i, "a texture", slot));
                };
                if let Some(why) = binding.mismatch(&texture.desc) {
                    return Err(GpuError::invalid_argument(format!(
                        "argument {i} cannot be bound to `{}`: {why}",
                        slot.declaration()
                    )));
                }
                let range = whole(&texture.raw);
                aliasing(i, &range, slot, &out.buffers, &sig.bindings)?;
                out.buffers.push(range);
            }
            LaunchArg::Sampler(sampler) => {
                let slot = &sig.bindings[out.buffers.len()];
                owner(context_id, &sampler.raw, &format!("argument {i} (`{}`)", slot.name))?;
                // WebGPU's rule: a `sampler_comparison` takes exactly the samplers with a
                // compare function, a `sampler` exactly those without.
                match (&slot.kind, sampler.desc.compare) {
                    (BindingKind::Sampler, None) | (BindingKind::ComparisonSampler, Some(_)) => {}
                    (BindingKind::Sampler, Some(_)) => return Err(wrong_kind(i, "a comparison sampler", slot)),
                    (BindingKind::ComparisonSampler, None) => {
                        return Err(wrong_kind(i, "a sampler without a compare function", slot))
                    }
                    _ => return Err(wrong_kind(i, "a sampler", slot)),
                }
                out.buffers.push(whole(&sampler.raw));
            }
            LaunchArg::Buffer {
                view,
                element_size,
                element_type,
            } => {
                let slot = &sig.bindings[out.buffers.len()];
                if matches!(
                    slot.kind,
                    BindingKind::Texture(_) | BindingKind::Sampler | BindingKind::ComparisonSampler
                ) {
                    return Err(wrong_kind(i, "a buffer", slot));
                }
                owner(context_id, view.raw, &format!("argument {i} (`{}`)", slot.name))?;
                if view.bytes as u64 > info.max_binding_bytes {
                    return Err(GpuError::invalid_argument(format!(
                        "a {}-byte buffer exceeds {}'s largest storage binding ({} bytes)",
                        view.bytes, info.id, info.max_binding_bytes
                    )));
                }
                if view.offset % SLICE_BINDING_ALIGNMENT != 0 {
                    return Err(GpuError::invalid_argument(format!(
                        "argument {i} (`{}`) is a slice starting at byte {}; slices bound to a kernel must start at a multiple of {SLICE_BINDING_ALIGNMENT} bytes on every device (WebGPU's storage offset alignment)",
                        slot.name, view.offset
                    )));
                }
                argument(i, (element_size, element_type, view.bytes), slot)?;
                let range = range(&view);
                aliasing(i, &range, slot, &out.buffers, &sig.bindings)?;
                out.buffers.push(range);
            }
            LaunchArg::Immediate { bytes, type_name } => {
                if immediates.replace((i, bytes, type_name)).is_some() {
                    return Err(GpuError::invalid_argument(format!(
                        "kernel `{}`: more than one Immediate argument; an entry point has at most one var<immediate>",
                        sig.entry
                    )));
                }
            }
        }
    }
    out.immediates = immediate_bytes(sig, immediates)?;
    Ok((config.workgroup_count() > 0).then_some(out))
}

/// The message for an argument of the wrong kind (a buffer for a texture...).
fn wrong_kind(i: usize, given: &str, slot: &BindingSlot) -> GpuError {
    GpuError::invalid_argument(format!(
        "argument {i} is {given}, but the kernel's binding there is `{}`",
        slot.declaration()
    ))
}

/// The whole allocation of a texture or sampler, as its binding's range.
fn whole(raw: &std::sync::Arc<crate::backend::RawBuffer>) -> BufferRange {
    BufferRange {
        buffer: raw.clone(),
        offset: 0,
        bytes: raw.alloc.bytes,
    }
}

/// The message for a launch with the wrong number of buffers.
fn argument_count(sig: &KernelSignature, given: usize) -> GpuError {
    GpuError::invalid_argument(format!(
        "kernel `{}` takes {} binding argument(s) ({}) but {given} were given",
        sig.entry,
        sig.bindings.len(),
        sig.bindings
            .iter()
            .map(BindingSlot::declaration)
            .collect::<Vec<_>>()
            .join(", "),
    ))
}

/// The immediate bytes of a launch, checked against the entry's `var<immediate>`: given exactly
/// when the entry has one, and exactly its size.
fn immediate_bytes(sig: &KernelSignature, given: Option<(usize, &[u8], &str)>) -> Result<Vec<u8>> {
    match (&sig.immediates, given) {
        (None, None) => Ok(Vec::new()),
        (None, Some((i, _, type_name))) => Err(GpuError::invalid_argument(format!(
            "argument {i} is an Immediate<{type_name}> but kernel `{}` declares no var<immediate>",
            sig.entry
        ))),
        (Some(slot), None) => Err(GpuError::invalid_argument(format!(
            "kernel `{}` takes `{}` ({} bytes): pass it as an argument, e.g. &Immediate(&value)",
            sig.entry,
            slot.declaration(),
            slot.size
        ))),
        (Some(slot), Some((i, bytes, type_name))) if bytes.len() != slot.size as usize => {
            Err(GpuError::invalid_argument(format!(
                "argument {i} is an Immediate<{type_name}> of {} bytes but `{}` is {} bytes in WGSL's layout (a #[repr(C)] struct with the same fields in order, padded to the WGSL type's alignment, matches it)",
                bytes.len(),
                slot.declaration(),
                slot.size
            )))
        }
        (Some(_), Some((_, bytes, _))) => Ok(bytes.to_vec()),
    }
}

/// Every launch-geometry check, for every device, from the device's own limits.
fn geometry(config: &LaunchConfig, wg: [u32; 3], entry: &str, info: &DeviceInfo) -> Result<()> {
    let grid = config.grid_dim;
    const AXES: [&str; 3] = ["x", "y", "z"];
    if let Some(d) = (0..3).find(|&d| grid[d] > info.max_grid[d]) {
        return Err(GpuError::invalid_launch(format!(
            "grid {grid:?}: {} workgroups along {} exceed {} ({})'s limit of {}; spread the work over y and z, or loop inside the kernel",
            grid[d], AXES[d], info.id, info.name, info.max_grid[d]
        )));
    }
    let workgroups = grid.iter().fold(1u64, |n, &g| n.saturating_mul(g as u64));
    if workgroups > info.max_workgroups {
        return Err(GpuError::invalid_launch(format!(
            "grid {grid:?}: {workgroups} workgroups in all exceed {} ({})'s limit of {} per launch; split the work over several launches (e.g. one per z range, passing the offset in a uniform) or loop inside the kernel",
            info.id, info.name, info.max_workgroups
        )));
    }
    // `global_invocation_id` is a vec3<u32>: past 2^32 work-items along an axis two work-items
    // would get the same id.
    if let Some(d) = (0..3).find(|&d| grid[d] as u64 * wg[d] as u64 > u32::MAX as u64 + 1) {
        return Err(GpuError::invalid_launch(format!(
            "grid {grid:?}: {} workgroups of {} along {} exceed 2^32 work-items, so global_invocation_id would wrap",
            grid[d], wg[d], AXES[d]
        )));
    }
    if config.block_dim != wg {
        return Err(GpuError::invalid_launch(format!(
            "block_dim {:?} does not match `{entry}`'s @workgroup_size({}, {}, {}); use the kernel's size (LaunchConfig::grid / for_elements) or set its override constants",
            config.block_dim, wg[0], wg[1], wg[2]
        )));
    }
    if config.shared_memory != 0 {
        return Err(GpuError::invalid_launch(
            "shared_memory must be 0: WGSL kernels declare their workgroup memory as var<workgroup>",
        ));
    }
    Ok(())
}

/// One buffer may be bound to several read-only bindings, but a writable binding may not share
/// a byte with any other: WGSL assumes a `read_write` binding aliases nothing, and devices
/// disagree on what such a launch does (Vulkan's validation refuses it; the CPU device would see
/// the writes in the order it happens to run work-items). Refused the same way on every device;
/// disjoint slices of one buffer are fine.
fn aliasing(
    i: usize,
    range: &BufferRange,
    slot: &BindingSlot,
    earlier: &[BufferRange],
    slots: &[BindingSlot],
) -> Result<()> {
    let writable = |s: &BindingSlot| match s.kind {
        BindingKind::Storage { read_only } => !read_only,
        BindingKind::Texture(t) => t.writable(),
        _ => false,
    };
    for (j, other) in earlier.iter().enumerate() {
        if overlaps(other, range) && (writable(slot) || writable(&slots[j])) {
            return Err(GpuError::invalid_argument(format!(
                "arguments {j} (`{}`) and {i} (`{}`) {} the same buffer, and `{}` is read_write: a writable binding may not alias another; pass a copy or use one binding",
                slots[j].name,
                slot.name,
                if (other.offset, other.bytes) == (range.offset, range.bytes) { "are" } else { "overlap in" },
                if writable(slot) { &slot.name } else { &slots[j].name }
            )));
        }
    }
    Ok(())
}

/// A buffer argument (`element_size`-byte elements of `element_type`, `bytes` long) against its binding.
fn argument(i: usize, (elem, element_type, bytes): (usize, &str, usize), slot: &BindingSlot) -> Result<()> {
    let fits_element = elem as u32 == slot.element_size
        || slot
            .scalar_width
            .is_some_and(|w| elem as u32 == w && slot.element_size % w == 0);
    if !fits_element {
        return Err(GpuError::invalid_argument(format!(
            "argument {i} is a buffer of {element_type} ({elem}-byte elements) but `{}` is {}, whose elements are {} bytes{}",
            slot.name,
            slot.type_name,
            slot.element_size,
            slot.scalar_width
                .map(|w| format!(" (its widest scalar is {w} bytes)"))
                .unwrap_or_default()
        )));
    }
    if (bytes as u64) < slot.min_size {
        return Err(GpuError::invalid_argument(format!(
            "argument {i} has {bytes} bytes but `{}: {}` needs at least {} bytes",
            slot.name, slot.type_name, slot.min_size
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signature(workgroup_size: [u32; 3], workgroup_memory_bytes: u64) -> KernelSignature {
        let source = crate::KernelSource::wgsl("@compute @workgroup_size(1) fn main() {}");
        let mut sig = crate::compiler::signature(&source).unwrap();
        sig.workgroup_size = workgroup_size;
        sig.workgroup_memory_bytes = workgroup_memory_bytes;
        sig
    }

    #[test]
    fn workgroup_sizes_are_checked_per_axis_in_all_and_for_memory() {
        let mut info = crate::device::available_devices().into_iter().next().unwrap();
        info.max_workgroup_dims = [1024, 1024, 64];
        info.max_workgroup_size = 1024;
        info.workgroup_memory_limit = 48 << 10;
        assert!(kernel_fits_device(&signature([256, 4, 1], 0), &info).is_ok());
        let e = kernel_fits_device(&signature([1, 1, 128], 0), &info)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("@workgroup_size(1, 1, 128)") && e.contains("at most 64 along z"),
            "{e}"
        );
        let e = kernel_fits_device(&signature([64, 32, 1], 0), &info)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("2048 invocations") && e.contains("at most 1024 per workgroup"),
            "{e}"
        );
        let e = kernel_fits_device(&signature([64, 1, 1], 64 << 10), &info)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("65536 bytes of var<workgroup> memory") && e.contains("allows 49152"),
            "{e}"
        );
    }

    #[test]
    fn a_buffer_larger_than_the_devices_binding_limit_is_refused_before_the_backend() {
        let ctx = crate::GpuContext::with_cpu_device(&crate::CpuDeviceConfig::host());
        let source = crate::KernelSource::wgsl(
            "@group(0) @binding(0) var<storage, read_write> v: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) { v[id.x] = 1u; }",
        );
        let kernel = ctx.compile_kernel(&source).unwrap();
        let buffer = ctx.alloc::<u32>(64).unwrap();
        let mut info = ctx.info().clone();
        let config = LaunchConfig::for_elements(64, &kernel);
        let owner = kernel.inner.context_id;
        info.max_binding_bytes = 256;
        assert!(
            launch(owner, &info, &kernel, &config, &[&buffer]).is_ok(),
            "256 bytes fit"
        );
        info.max_binding_bytes = 252;
        let e = match launch(owner, &info, &kernel, &config, &[&buffer]) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("a buffer over the binding limit was accepted"),
        };
        assert!(
            e.contains("a 256-byte buffer exceeds") && e.contains("(252 bytes)"),
            "{e}"
        );
    }

    #[test]
    fn kernels_needing_features_the_device_lacks_are_refused_by_name() {
        let mut info = crate::device::available_devices().into_iter().next().unwrap();
        info.features = crate::Features::default();
        let sig = |src: &str| crate::compiler::signature(&crate::KernelSource::wgsl(src)).unwrap();
        let f16 = sig("enable f16;\n@group(0) @binding(0) var<storage, read_write> x: array<f16>;\n@compute @workgroup_size(1) fn main() { x[0] = x[0] + 1.0h; }");
        let e = kernel_fits_device(&f16, &info).unwrap_err().to_string();
        assert!(
            e.contains("needs f16 (`enable f16;`) which") && e.contains("does not support"),
            "{e}"
        );
        let exp = sig("@group(0) @binding(0) var<storage, read_write> x: array<f64>;\n@compute @workgroup_size(1) fn main() { x[0] = exp(x[0]); }");
        let e = kernel_fits_device(&exp, &info).unwrap_err().to_string();
        assert!(e.contains("calls Exp on f64 values"), "{e}");
        info.features = crate::Features::ALL;
        assert!(kernel_fits_device(&f16, &info).is_ok() && kernel_fits_device(&exp, &info).is_ok());
    }
}
