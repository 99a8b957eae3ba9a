//! Device buffers for `anygpu run` and `bench`: each `--arg`'s data measured, read once into host
//! memory, uploaded into a buffer of whichever element width the binding accepts (on one device,
//! or two for `run --check`), and read back for `--print` and the check.

use std::path::Path;

use anygpu::{DeviceBuffer, DeviceElement, GpuContext, KernelArg, Sampler, SamplerDesc, Texture, TextureDesc};

use crate::args::DataSpec;
use crate::error::{CliError, CliResult};
use crate::textures::TexelData;
use crate::values::format_bytes;

/// The size in bytes of one --arg's data (a file is measured, not read). A texture's file must
/// hold exactly its texels; a sampler has no data.
pub fn data_len(spec: &DataSpec) -> CliResult<usize> {
    let n = match spec {
        DataSpec::Values { bytes, .. } => bytes.len() as u64,
        DataSpec::Zeros(n) => *n,
        DataSpec::File(path) => file_len(path)?,
        DataSpec::Texture(t) => {
            let want = t.desc.level_bytes(0);
            if let TexelData::File(path) = &t.data {
                let got = file_len(path)?;
                if got != want {
                    return Err(format!(
                        "{} has {got} bytes, but {} {} texels take {want}",
                        path.display(),
                        t.texels(),
                        t.desc.format
                    )
                    .into());
                }
            }
            want
        }
        DataSpec::Sampler(_) => 0,
    };
    usize::try_from(n).map_err(|_| CliError::Message(format!("{n} bytes do not fit in this machine's memory")))
}

/// The size of a non-empty regular file.
fn file_len(path: &Path) -> CliResult<u64> {
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if !meta.is_file() {
        return Err(format!("{} is not a regular file", path.display()).into());
    }
    if meta.len() == 0 {
        return Err(format!("{} is empty; a buffer needs at least one byte", path.display()).into());
    }
    Ok(meta.len())
}

/// One --arg's data in host memory, read once, so that every device it goes to (`run --check`,
/// each `bench` launch) gets the same bytes. Kept as 8-byte words so it can be viewed as
/// elements of any width without another copy.
pub struct HostData {
    bytes: usize,
    words: Vec<u64>,
}

impl HostData {
    /// The data of `spec` (exactly `len` bytes, as `data_len` measured it); `None` for zeros,
    /// which need no staging, and for a sampler.
    pub fn load(spec: &DataSpec, len: usize) -> CliResult<Option<HostData>> {
        let (values, file) = match spec {
            DataSpec::Values { bytes, .. } => (Some(bytes), None),
            DataSpec::File(path) => (None, Some(path)),
            DataSpec::Texture(t) => match &t.data {
                TexelData::Values(bytes) => (Some(bytes), None),
                TexelData::File(path) => (None, Some(path)),
                TexelData::Zeros => return Ok(None),
            },
            DataSpec::Zeros(_) | DataSpec::Sampler(_) => return Ok(None),
        };
        let mut words = Vec::new();
        words.try_reserve_exact(len.div_ceil(8)).map_err(|_| {
            format!(
                "cannot allocate {} of host memory to stage a buffer",
                format_bytes(len as u64)
            )
        })?;
        words.resize(len.div_ceil(8), 0u64);
        let mut data = HostData { bytes: len, words };
        let bytes = &mut bytemuck::cast_slice_mut::<u64, u8>(&mut data.words)[..len];
        if let Some(values) = values {
            bytes.copy_from_slice(values);
        }
        if let Some(path) = file {
            use std::io::Read;
            let mut f = std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            f.read_exact(bytes)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        }
        Ok(Some(data))
    }

    /// The data as elements of `T` (its byte length is a multiple of `T`'s size: `run` chose the
    /// element size so).
    fn elements<T: DeviceElement>(&self) -> &[T] {
        bytemuck::cast_slice(&bytemuck::cast_slice::<u64, u8>(&self.words)[..self.bytes])
    }
}

/// Fills `buf` with `data`, or with zeros for `None`.
fn fill<T: DeviceElement>(ctx: &GpuContext, buf: &mut DeviceBuffer<T>, data: Option<&HostData>) -> CliResult {
    match data {
        Some(d) => ctx.copy_to_device(d.elements::<T>(), buf)?,
        // CPU-device allocations start zero-filled.
        None if ctx.info().kind == anygpu::DeviceKind::Cpu => {}
        None => {
            let mut zeros = Vec::new();
            zeros.try_reserve_exact(buf.len()).map_err(|_| {
                format!(
                    "cannot allocate {} of host memory to stage a buffer",
                    format_bytes((buf.len() * std::mem::size_of::<T>()) as u64)
                )
            })?;
            zeros.resize(buf.len(), T::zeroed());
            ctx.copy_to_device(&zeros, buf)?;
        }
    }
    Ok(())
}

/// A device buffer of whichever element type the binding accepts, or a texture or sampler.
pub enum AnyBuffer {
    U8(DeviceBuffer<u8>),
    U16(DeviceBuffer<u16>),
    U32(DeviceBuffer<u32>),
    U64(DeviceBuffer<u64>),
    Texture(Texture),
    Sampler(Sampler),
}

fn download_bytes<T: DeviceElement>(ctx: &GpuContext, buf: &DeviceBuffer<T>) -> anygpu::Result<Vec<u8>> {
    Ok(bytemuck::cast_slice::<T, u8>(&ctx.download(buf)?).to_vec())
}

impl AnyBuffer {
    /// Allocates `bytes` bytes as elements of `element_size` bytes and fills them with `data`
    /// (zeros for `None`).
    pub fn create(ctx: &GpuContext, bytes: usize, element_size: usize, data: Option<&HostData>) -> CliResult<Self> {
        Ok(match element_size {
            1 => {
                let mut b = ctx.alloc::<u8>(bytes)?;
                fill(ctx, &mut b, data)?;
                AnyBuffer::U8(b)
            }
            2 => {
                let mut b = ctx.alloc::<u16>(bytes / 2)?;
                fill(ctx, &mut b, data)?;
                AnyBuffer::U16(b)
            }
            4 => {
                let mut b = ctx.alloc::<u32>(bytes / 4)?;
                fill(ctx, &mut b, data)?;
                AnyBuffer::U32(b)
            }
            _ => {
                let mut b = ctx.alloc::<u64>(bytes / 8)?;
                fill(ctx, &mut b, data)?;
                AnyBuffer::U64(b)
            }
        })
    }

    /// A one-level texture of `desc` holding `data` (zeros for `None`: new textures start so).
    pub fn texture(ctx: &GpuContext, desc: &TextureDesc, data: Option<&HostData>) -> CliResult<Self> {
        let texture = ctx.alloc_texture(desc)?;
        if let Some(d) = data {
            ctx.write_texture(&texture, 0, d.elements::<u8>())?;
        }
        Ok(AnyBuffer::Texture(texture))
    }

    /// A sampler of `desc`.
    pub fn sampler(ctx: &GpuContext, desc: &SamplerDesc) -> CliResult<Self> {
        Ok(AnyBuffer::Sampler(ctx.create_sampler(desc)?))
    }

    /// The buffer as a launch argument.
    pub fn as_arg(&self) -> &dyn KernelArg {
        match self {
            AnyBuffer::U8(b) => b,
            AnyBuffer::U16(b) => b,
            AnyBuffer::U32(b) => b,
            AnyBuffer::U64(b) => b,
            AnyBuffer::Texture(t) => t,
            AnyBuffer::Sampler(s) => s,
        }
    }

    /// The buffer's bytes (a texture's texels of level 0), read back from the device.
    pub fn download(&self, ctx: &GpuContext) -> anygpu::Result<Vec<u8>> {
        match self {
            AnyBuffer::U8(b) => download_bytes(ctx, b),
            AnyBuffer::U16(b) => download_bytes(ctx, b),
            AnyBuffer::U32(b) => download_bytes(ctx, b),
            AnyBuffer::U64(b) => download_bytes(ctx, b),
            AnyBuffer::Texture(t) => ctx.read_texture::<u8>(t, 0),
            // A sampler holds no data a kernel writes.
            AnyBuffer::Sampler(_) => Ok(Vec::new()),
        }
    }
}
