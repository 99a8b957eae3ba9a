//! Textures and samplers of the wgpu device kind: real wgpu textures and samplers, in tables
//! keyed like the buffers (the allocation's address is an id), bound through views made per
//! launch from the kernel's binding.

use std::sync::atomic::Ordering;

use super::future::scope_error;
use super::memory::copy_out;
use super::{backend_error, WgpuBackend};
use crate::backend::DeviceAlloc;
use crate::error::{GpuError, Result};
use crate::texture::{
    AddressMode, CompareFunction, FilterMode, SampleKind, SamplerDesc, StorageAccess, TextureBinding, TextureClass,
    TextureDesc, TextureDimension, TextureFormat, ViewDimension,
};

/// A texture and what it was made with.
pub(super) struct WgpuTexture {
    pub(super) texture: wgpu::Texture,
    pub(super) desc: TextureDesc,
}

pub(super) fn wgpu_format(f: TextureFormat) -> wgpu::TextureFormat {
    use wgpu::TextureFormat as W;
    use TextureFormat as F;
    match f {
        F::Rgba8Unorm => W::Rgba8Unorm,
        F::Rgba8Snorm => W::Rgba8Snorm,
        F::Bgra8Unorm => W::Bgra8Unorm,
        F::Rgba8Uint => W::Rgba8Uint,
        F::Rgba8Sint => W::Rgba8Sint,
        F::Rgba16Float => W::Rgba16Float,
        F::Rgba32Float => W::Rgba32Float,
        F::Rgba32Uint => W::Rgba32Uint,
        F::Rgba32Sint => W::Rgba32Sint,
        F::R32Float => W::R32Float,
        F::R32Uint => W::R32Uint,
        F::R32Sint => W::R32Sint,
        F::Rg32Float => W::Rg32Float,
        F::Depth16Unorm => W::Depth16Unorm,
        F::Depth32Float => W::Depth32Float,
    }
}

fn view_dimension(v: ViewDimension) -> wgpu::TextureViewDimension {
    match v {
        ViewDimension::D1 => wgpu::TextureViewDimension::D1,
        ViewDimension::D2 => wgpu::TextureViewDimension::D2,
        ViewDimension::D2Array => wgpu::TextureViewDimension::D2Array,
        ViewDimension::D3 => wgpu::TextureViewDimension::D3,
    }
}

/// The layout entry type of a texture binding. Float textures are declared filterable (a
/// sampler may filter them); 32-bit float formats then need `FLOAT32_FILTERABLE`.
pub(super) fn texture_binding_type(b: TextureBinding) -> wgpu::BindingType {
    match b.class {
        TextureClass::Sampled(kind) => wgpu::BindingType::Texture {
            sample_type: match kind {
                SampleKind::Float => wgpu::TextureSampleType::Float { filterable: true },
                SampleKind::Sint => wgpu::TextureSampleType::Sint,
                SampleKind::Uint => wgpu::TextureSampleType::Uint,
                SampleKind::Depth => wgpu::TextureSampleType::Depth,
            },
            view_dimension: view_dimension(b.view),
            multisampled: false,
        },
        TextureClass::Storage { format, access } => wgpu::BindingType::StorageTexture {
            access: match access {
                StorageAccess::Read => wgpu::StorageTextureAccess::ReadOnly,
                StorageAccess::Write => wgpu::StorageTextureAccess::WriteOnly,
                StorageAccess::ReadWrite => wgpu::StorageTextureAccess::ReadWrite,
            },
            format: wgpu_format(format),
            view_dimension: view_dimension(b.view),
        },
    }
}

impl WgpuBackend {
    /// The usages a texture of `format` gets on this adapter: always sampling and copies, and
    /// storage where the adapter allows it for the format.
    fn texture_usages(&self, format: TextureFormat) -> wgpu::TextureUsages {
        let mut usages =
            wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_SRC | wgpu::TextureUsages::COPY_DST;
        let features = self.adapter.get_texture_format_features(wgpu_format(format));
        let storage_needs_feature = format == TextureFormat::Bgra8Unorm;
        if features.allowed_usages.contains(wgpu::TextureUsages::STORAGE_BINDING)
            && (!storage_needs_feature || self.features.contains(wgpu::Features::BGRA8UNORM_STORAGE))
        {
            usages |= wgpu::TextureUsages::STORAGE_BINDING;
        }
        usages
    }

    pub(super) fn create_texture(&self, desc: &TextureDesc) -> Result<DeviceAlloc> {
        let (device, _) = self.device()?;
        let limit = match desc.dimension {
            TextureDimension::D1 => self.limits.max_texture_dimension_1d,
            TextureDimension::D2 => self.limits.max_texture_dimension_2d,
            TextureDimension::D3 => self.limits.max_texture_dimension_3d,
        };
        let largest = desc
            .width
            .max(desc.height)
            .max(if desc.dimension == TextureDimension::D3 {
                desc.depth_or_layers
            } else {
                1
            });
        if largest > limit || desc.layers() > self.limits.max_texture_array_layers {
            return Err(GpuError::invalid_argument(format!(
                "texture {desc:?}: {} allows {limit} texels per side and {} layers",
                self.info.id, self.limits.max_texture_array_layers
            )));
        }
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let texture = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("anygpu texture"),
            size: wgpu::Extent3d {
                width: desc.width,
                height: desc.height,
                depth_or_array_layers: desc.depth_or_layers,
            },
            mip_level_count: desc.mip_levels,
            sample_count: 1,
            dimension: match desc.dimension {
                TextureDimension::D1 => wgpu::TextureDimension::D1,
                TextureDimension::D2 => wgpu::TextureDimension::D2,
                TextureDimension::D3 => wgpu::TextureDimension::D3,
            },
            format: wgpu_format(desc.format),
            usage: self.texture_usages(desc.format),
            view_formats: &[],
        });
        if let Some(e) = scope_error(scope) {
            return Err(backend_error("create a texture", e));
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.textures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, WgpuTexture { texture, desc: *desc });
        Ok(DeviceAlloc {
            addr: id,
            bytes: desc.native_bytes() as usize,
        })
    }

    pub(super) fn create_wgpu_sampler(&self, desc: &SamplerDesc) -> Result<DeviceAlloc> {
        let (device, _) = self.device()?;
        let filter = |f: FilterMode| match f {
            FilterMode::Nearest => wgpu::FilterMode::Nearest,
            FilterMode::Linear => wgpu::FilterMode::Linear,
        };
        let address = |a: AddressMode| match a {
            AddressMode::ClampToEdge => wgpu::AddressMode::ClampToEdge,
            AddressMode::Repeat => wgpu::AddressMode::Repeat,
            AddressMode::MirrorRepeat => wgpu::AddressMode::MirrorRepeat,
        };
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("anygpu sampler"),
            address_mode_u: address(desc.address_modes[0]),
            address_mode_v: address(desc.address_modes[1]),
            address_mode_w: address(desc.address_modes[2]),
            mag_filter: filter(desc.mag_filter),
            min_filter: filter(desc.min_filter),
            mipmap_filter: match desc.mipmap_filter {
                FilterMode::Nearest => wgpu::MipmapFilterMode::Nearest,
                FilterMode::Linear => wgpu::MipmapFilterMode::Linear,
            },
            compare: desc.compare.map(|c| match c {
                CompareFunction::Never => wgpu::CompareFunction::Never,
                CompareFunction::Less => wgpu::CompareFunction::Less,
                CompareFunction::Equal => wgpu::CompareFunction::Equal,
                CompareFunction::LessEqual => wgpu::CompareFunction::LessEqual,
                CompareFunction::Greater => wgpu::CompareFunction::Greater,
                CompareFunction::NotEqual => wgpu::CompareFunction::NotEqual,
                CompareFunction::GreaterEqual => wgpu::CompareFunction::GreaterEqual,
                CompareFunction::Always => wgpu::CompareFunction::Always,
            }),
            ..Default::default()
        });
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.samplers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, sampler);
        Ok(DeviceAlloc {
            addr: id,
            bytes: crate::texture::NATIVE_SAMPLER_BYTES,
        })
    }

    /// Forgets the texture or sampler registered as `alloc`.
    pub(super) fn drop_handle(&self, alloc: &DeviceAlloc) {
        self.textures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&alloc.addr);
        self.samplers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&alloc.addr);
    }

    pub(super) fn texture(&self, alloc: &DeviceAlloc) -> Result<(wgpu::Texture, TextureDesc)> {
        self.textures
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&alloc.addr)
            .map(|t| (t.texture.clone(), t.desc))
            .ok_or_else(|| backend_error("find a texture", "the texture was freed"))
    }

    pub(super) fn sampler(&self, alloc: &DeviceAlloc) -> Result<wgpu::Sampler> {
        self.samplers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&alloc.addr)
            .cloned()
            .ok_or_else(|| backend_error("find a sampler", "the sampler was freed"))
    }

    /// A view of `texture` as `binding` takes it, or why this adapter cannot bind it so.
    pub(super) fn texture_view(&self, alloc: &DeviceAlloc, binding: TextureBinding) -> Result<wgpu::TextureView> {
        let (texture, desc) = self.texture(alloc)?;
        let storage = matches!(binding.class, TextureClass::Storage { .. });
        if storage && !texture.usage().contains(wgpu::TextureUsages::STORAGE_BINDING) {
            return Err(GpuError::not_supported(format!(
                "{} ({}) cannot use {} textures as storage textures",
                self.info.id, self.info.name, desc.format
            )));
        }
        let float32 = matches!(
            desc.format,
            TextureFormat::R32Float | TextureFormat::Rg32Float | TextureFormat::Rgba32Float
        );
        if !storage && float32 && !self.features.contains(wgpu::Features::FLOAT32_FILTERABLE) {
            return Err(GpuError::not_supported(format!(
                "{} ({}) cannot sample {} textures (no FLOAT32_FILTERABLE); use a storage texture or rgba16float",
                self.info.id, self.info.name, desc.format
            )));
        }
        Ok(texture.create_view(&wgpu::TextureViewDescriptor {
            dimension: Some(view_dimension(binding.view)),
            ..Default::default()
        }))
    }

    pub(super) fn write_texture_level(&self, dst: &DeviceAlloc, level: u32, data: &[u8]) -> Result<()> {
        let (device, queue) = self.device()?;
        let (texture, desc) = self.texture(dst)?;
        if desc.format == TextureFormat::Depth32Float {
            // WebGPU forbids copies into depth32float (only render passes write it).
            return Err(GpuError::not_supported(format!(
                "{}: WebGPU cannot copy data into a depth32float texture; use depth16unorm on wgpu devices, or a native device",
                self.info.id
            )));
        }
        let [w, h, d] = desc.level_size(level);
        queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &texture,
                mip_level: level,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            data,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(w * desc.format.texel_bytes()),
                rows_per_image: Some(h),
            },
            wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: d * desc.layers(),
            },
        );
        queue.submit([]);
        self.wait(device)
    }

    /// Reads a level through a staging buffer whose rows are padded to wgpu's 256 bytes.
    pub(super) fn read_texture_level(&self, src: &DeviceAlloc, level: u32, out: &mut [u8]) -> Result<()> {
        let (device, queue) = self.device()?;
        let (texture, desc) = self.texture(src)?;
        let [w, h, d] = desc.level_size(level);
        let slices = d * desc.layers();
        let row = (w * desc.format.texel_bytes()) as usize;
        let padded_row = row.next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT as usize);
        let rows = h as usize * slices as usize;
        let staging = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("anygpu texture staging"),
            size: (padded_row * rows) as u64,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = device.create_command_encoder(&Default::default());
        encoder.copy_texture_to_buffer(
            wgpu::TexelCopyTextureInfo {
                texture: &texture,
                mip_level: level,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            wgpu::TexelCopyBufferInfo {
                buffer: &staging,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(padded_row as u32),
                    rows_per_image: Some(h),
                },
            },
            wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: slices,
            },
        );
        queue.submit([encoder.finish()]);
        let (deliver, mapped) = super::future::delivery();
        staging.slice(..).map_async(wgpu::MapMode::Read, deliver);
        mapped
            .receive("read a texture", || self.wait(device))?
            .map_err(|e| backend_error("map a staging buffer", e))?;
        let mut padded = vec![0u8; padded_row * rows];
        copy_out(&staging, &mut padded)?;
        for (r, chunk) in out.chunks_mut(row).enumerate() {
            chunk.copy_from_slice(&padded[r * padded_row..r * padded_row + row]);
        }
        Ok(())
    }
}
