//! Textures and samplers of a context: allocation and copies (`crate::texture` says what they
//! are on each device).

use std::sync::Arc;

use super::GpuContext;
use crate::backend::{DeviceAlloc, RawBuffer};
use crate::buffer::DeviceElement;
use crate::buffer::{Sampler, Texture, Unpooled};
use crate::error::{GpuError, Result};
use crate::texture::{SamplerDesc, TextureDesc};

impl GpuContext {
    /// A texture of `desc`, every texel zero.
    pub fn alloc_texture(&self, desc: &TextureDesc) -> Result<Texture> {
        desc.check()?;
        let alloc = self.backend().alloc_texture(desc)?;
        Ok(Texture {
            raw: self.unpooled(alloc),
            desc: *desc,
        })
    }

    /// A texture of `desc` whose level 0 holds `texels`: every layer, row by row, texels tightly
    /// packed in the format's layout (`rgba8unorm`: 4 bytes per texel; `rgba32float`: 4 f32).
    pub fn upload_texture<T: DeviceElement>(&self, desc: &TextureDesc, texels: &[T]) -> Result<Texture> {
        let texture = self.alloc_texture(desc)?;
        self.write_texture(&texture, 0, texels)?;
        Ok(texture)
    }

    /// Copies `texels` into mip `level` of `texture` (layout as in [`upload_texture`](Self::upload_texture)),
    /// after all earlier work.
    pub fn write_texture<T: DeviceElement>(&self, texture: &Texture, level: u32, texels: &[T]) -> Result<()> {
        let data: &[u8] = bytemuck::cast_slice(texels);
        self.check_texture_copy(texture, level, data.len(), "write_texture")?;
        self.synchronize()?;
        // SAFETY: `check_texture_copy` proved the texture is this context's and `data` is exactly the level.
        unsafe {
            self.backend()
                .write_texture(&texture.raw.alloc, &texture.desc, level, data)
        }
    }

    /// Mip level 0 of `texture` as a new `Vec` (layout as in [`upload_texture`](Self::upload_texture)),
    /// after all earlier work.
    pub fn download_texture<T: DeviceElement>(&self, texture: &Texture) -> Result<Vec<T>> {
        self.read_texture(texture, 0)
    }

    /// Mip `level` of `texture` as a new `Vec`, after all earlier work.
    pub fn read_texture<T: DeviceElement>(&self, texture: &Texture, level: u32) -> Result<Vec<T>> {
        let bytes = self.level_bytes(texture, level)?;
        let size = std::mem::size_of::<T>().max(1);
        if bytes % size != 0 {
            return Err(GpuError::invalid_argument(format!(
                "read_texture: mip level {level} has {bytes} bytes, not a whole number of {}-byte {}",
                size,
                std::any::type_name::<T>()
            )));
        }
        let mut out = vec![<T as bytemuck::Zeroable>::zeroed(); bytes / size];
        let data: &mut [u8] = bytemuck::cast_slice_mut(&mut out);
        self.check_texture_copy(texture, level, data.len(), "read_texture")?;
        self.synchronize()?;
        // SAFETY: `check_texture_copy` proved the texture is this context's and `out` is exactly the level.
        unsafe {
            self.backend()
                .read_texture(&texture.raw.alloc, &texture.desc, level, data)
        }?;
        Ok(out)
    }

    /// A sampler of `desc`.
    pub fn create_sampler(&self, desc: &SamplerDesc) -> Result<Sampler> {
        let alloc = self.backend().create_sampler(desc)?;
        Ok(Sampler {
            raw: self.unpooled(alloc),
            desc: *desc,
        })
    }

    /// `alloc` (a texture's or sampler's) owned by this context, freed straight back to the backend.
    fn unpooled(&self, alloc: DeviceAlloc) -> Arc<RawBuffer> {
        Arc::new(RawBuffer {
            pool: Arc::new(Unpooled {
                backend: self.backend().clone(),
            }),
            requested: alloc.bytes,
            alloc,
            context_id: self.id(),
        })
    }

    fn level_bytes(&self, texture: &Texture, level: u32) -> Result<usize> {
        if level >= texture.desc.mip_levels {
            return Err(GpuError::invalid_argument(format!(
                "mip level {level} of a texture with {} level(s)",
                texture.desc.mip_levels
            )));
        }
        Ok(texture.desc.level_bytes(level) as usize)
    }

    fn check_texture_copy(&self, texture: &Texture, level: u32, bytes: usize, what: &str) -> Result<()> {
        crate::validate::owner(self.id(), &texture.raw, what)?;
        let expected = self.level_bytes(texture, level)?;
        if bytes != expected {
            let d = &texture.desc;
            let [w, h, depth] = d.level_size(level);
            return Err(GpuError::invalid_argument(format!(
                "{what}: {bytes} bytes given, but mip level {level} of this {} texture is {w}×{h}×{} texels of {} bytes = {expected} bytes",
                d.format,
                depth * d.layers(),
                d.format.texel_bytes()
            )));
        }
        Ok(())
    }
}
