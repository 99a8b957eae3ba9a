//! Device buffers for `anygpu run`: each `--arg`'s data measured, staged and uploaded into a
//! buffer of whichever element width the binding accepts, and read back for `--print`.

use anygpu::{DeviceBuffer, DeviceElement, GpuContext, KernelArg};

use crate::args::DataSpec;
use crate::error::{CliError, CliResult};
use crate::values::format_bytes;

/// The size in bytes of one --arg's data (a file is measured, not read).
pub fn data_len(spec: &DataSpec) -> CliResult<usize> {
    let n = match spec {
        DataSpec::Values { bytes, .. } => bytes.len() as u64,
        DataSpec::Zeros(n) => *n,
        DataSpec::File(path) => {
            let meta = std::fs::metadata(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            if !meta.is_file() {
                return Err(format!("{} is not a regular file", path.display()).into());
            }
            if meta.len() == 0 {
                return Err(format!("{} is empty; a buffer needs at least one byte", path.display()).into());
            }
            meta.len()
        }
    };
    usize::try_from(n).map_err(|_| CliError::Message(format!("{n} bytes do not fit in this machine's memory")))
}

/// Host memory for `len` elements, or an error (not an abort) when there is not that much.
fn host_vec<T: DeviceElement>(len: usize) -> CliResult<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| {
        format!(
            "cannot allocate {} of host memory to stage a buffer",
            format_bytes((len * std::mem::size_of::<T>()) as u64)
        )
    })?;
    v.resize(len, T::zeroed());
    Ok(v)
}

/// Fills `buf` (exactly `data_len(spec)` bytes) with the data of `spec`.
fn fill<T: DeviceElement>(ctx: &GpuContext, buf: &mut DeviceBuffer<T>, spec: &DataSpec) -> CliResult {
    if matches!(spec, DataSpec::Zeros(_)) && ctx.info().kind == anygpu::DeviceKind::Cpu {
        return Ok(()); // CPU-device allocations start zero-filled
    }
    let mut host = host_vec::<T>(buf.len())?;
    let bytes = bytemuck::cast_slice_mut::<T, u8>(&mut host);
    match spec {
        DataSpec::Values { bytes: values, .. } => bytes.copy_from_slice(values),
        DataSpec::Zeros(_) => {}
        DataSpec::File(path) => {
            use std::io::Read;
            let mut f = std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            f.read_exact(bytes)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        }
    }
    ctx.copy_to_device(&host, buf)?;
    Ok(())
}

/// A device buffer of whichever element type the binding accepts.
pub enum AnyBuffer {
    U8(DeviceBuffer<u8>),
    U16(DeviceBuffer<u16>),
    U32(DeviceBuffer<u32>),
    U64(DeviceBuffer<u64>),
}

fn download_bytes<T: DeviceElement>(ctx: &GpuContext, buf: &DeviceBuffer<T>) -> anygpu::Result<Vec<u8>> {
    Ok(bytemuck::cast_slice::<T, u8>(&ctx.download(buf)?).to_vec())
}

impl AnyBuffer {
    /// Allocates `bytes` bytes as elements of `element_size` bytes and fills them with `spec`'s data.
    pub fn create(ctx: &GpuContext, bytes: usize, element_size: usize, spec: &DataSpec) -> CliResult<Self> {
        Ok(match element_size {
            1 => {
                let mut b = ctx.alloc::<u8>(bytes)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U8(b)
            }
            2 => {
                let mut b = ctx.alloc::<u16>(bytes / 2)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U16(b)
            }
            4 => {
                let mut b = ctx.alloc::<u32>(bytes / 4)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U32(b)
            }
            _ => {
                let mut b = ctx.alloc::<u64>(bytes / 8)?;
                fill(ctx, &mut b, spec)?;
                AnyBuffer::U64(b)
            }
        })
    }

    /// The buffer as a launch argument.
    pub fn as_arg(&self) -> &dyn KernelArg {
        match self {
            AnyBuffer::U8(b) => b,
            AnyBuffer::U16(b) => b,
            AnyBuffer::U32(b) => b,
            AnyBuffer::U64(b) => b,
        }
    }

    /// The buffer's bytes, read back from the device.
    pub fn download(&self, ctx: &GpuContext) -> anygpu::Result<Vec<u8>> {
        match self {
            AnyBuffer::U8(b) => download_bytes(ctx, b),
            AnyBuffer::U16(b) => download_bytes(ctx, b),
            AnyBuffer::U32(b) => download_bytes(ctx, b),
            AnyBuffer::U64(b) => download_bytes(ctx, b),
        }
    }
}
