//! Buffers of the wgpu device kind: a table from allocation address (an id) to wgpu buffer,
//! sizes padded to wgpu's copy alignment, writes through the queue, and reads through a mapped
//! staging buffer (blocking natively, as a future in a browser).

use std::sync::atomic::Ordering;

use super::future::{delivery, scope_error, Delivery};
use super::{backend_error, WgpuBackend};
#[cfg(target_arch = "wasm32")]
use crate::backend::LocalFuture;
use crate::backend::{BufferRange, DeviceAlloc};
use crate::error::{GpuError, Result};

/// What anygpu does with every buffer (binds it as storage, copies in and out of it): the
/// usages its own buffers have (with `UNIFORM`) and a wrapped one must have.
pub(super) const BUFFER_USAGES: wgpu::BufferUsages = wgpu::BufferUsages::STORAGE
    .union(wgpu::BufferUsages::COPY_SRC)
    .union(wgpu::BufferUsages::COPY_DST);

impl WgpuBackend {
    /// A new buffer of `bytes` (padded), registered under a fresh id: the allocation's address.
    pub(super) fn create_buffer(&self, bytes: usize) -> Result<DeviceAlloc> {
        let size = padded(bytes);
        if size > self.limits.max_buffer_size {
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({})", self.info.id, self.info.name),
                requested: bytes as u64,
                available: self.limits.max_buffer_size,
                total: self.limits.max_buffer_size,
            });
        }
        let (device, _) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size,
            usage: BUFFER_USAGES | wgpu::BufferUsages::UNIFORM,
            mapped_at_creation: false,
        });
        if let Some(e) = scope_error(scope) {
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({}): {e}", self.info.id, self.info.name),
                requested: bytes as u64,
                available: 0,
                total: self.info.memory_total,
            });
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, buffer);
        Ok(DeviceAlloc { addr: id, bytes })
    }

    /// Forgets the buffer registered as `alloc`.
    pub(super) fn drop_buffer(&self, alloc: &DeviceAlloc) {
        // Dropping wgpu's handle is enough: wgpu keeps the buffer alive until work using it ends.
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&alloc.addr);
    }

    /// Writes `src` at `offset` of `dst` through the queue and waits for it.
    pub(super) fn write_buffer(&self, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        let (device, queue) = self.device()?;
        let buffer = self.buffer(dst)?;
        if src.len() % 4 == 0 {
            queue.write_buffer(&buffer, offset as u64, src);
        } else {
            let mut data = src.to_vec();
            data.resize(src.len().next_multiple_of(4), 0);
            queue.write_buffer(&buffer, offset as u64, &data);
        }
        queue.submit([]);
        self.wait(device)
    }

    /// Queues a copy between two ranges (validated: equal lengths, 4-byte aligned or ending
    /// where their buffers end, not overlapping). WebGPU refuses copies within one buffer, so
    /// those go through a temporary buffer.
    pub(super) fn copy_range(&self, src: &BufferRange, dst: &BufferRange) -> Result<()> {
        let (device, queue) = self.device()?;
        let mut encoder = device.create_command_encoder(&Default::default());
        self.encode_copy(&mut encoder, src, dst)?;
        queue.submit([encoder.finish()]);
        Ok(())
    }

    /// Records a copy of `src` into `dst` (as [`copy_range`](Self::copy_range) queues it).
    pub(super) fn encode_copy(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        src: &BufferRange,
        dst: &BufferRange,
    ) -> Result<()> {
        let (device, _) = self.device()?;
        let (from, to) = (self.buffer(&src.buffer.alloc)?, self.buffer(&dst.buffer.alloc)?);
        // An unaligned end is each range's buffer end (see above), where the padding is the
        // buffer's own.
        let size = padded(src.bytes);
        if from == to {
            let temp = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("anygpu copy"),
                size,
                usage: wgpu::BufferUsages::COPY_SRC | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            encoder.copy_buffer_to_buffer(&from, src.offset as u64, &temp, 0, size);
            encoder.copy_buffer_to_buffer(&temp, 0, &to, dst.offset as u64, size);
        } else {
            encoder.copy_buffer_to_buffer(&from, src.offset as u64, &to, dst.offset as u64, size);
        }
        Ok(())
    }

    /// Queues filling a range with copies of `pattern` (the range's length is a multiple of
    /// it): zeros with `clear_buffer`, anything else as queued writes of a repeated pattern.
    pub(super) fn fill_range(&self, dst: &BufferRange, pattern: &[u8]) -> Result<()> {
        let (device, queue) = self.device()?;
        let buffer = self.buffer(&dst.buffer.alloc)?;
        let size = padded(dst.bytes);
        if pattern.iter().all(|&b| b == 0) {
            let mut encoder = device.create_command_encoder(&Default::default());
            encoder.clear_buffer(&buffer, dst.offset as u64, Some(size));
            queue.submit([encoder.finish()]);
            return Ok(());
        }
        // A chunk of whole patterns that is also a whole number of 4-byte words.
        let unit = pattern.len() * 4 / gcd(pattern.len(), 4);
        let chunk_bytes = (FILL_CHUNK_BYTES / unit).max(1) * unit;
        let chunk_bytes = chunk_bytes.min((size as usize).next_multiple_of(unit));
        let chunk: Vec<u8> = pattern.iter().copied().cycle().take(chunk_bytes).collect();
        let mut done = 0u64;
        while done < size {
            // Whole chunks keep the pattern's phase; the last may end mid-pattern (in padding).
            let n = (size - done).min(chunk.len() as u64);
            queue.write_buffer(&buffer, dst.offset as u64 + done, &chunk[..n as usize]);
            done += n;
        }
        queue.submit([]);
        Ok(())
    }

    /// Reads `dst.len()` bytes at `offset` of `src` through a staging buffer, blocking.
    pub(super) fn read_buffer(&self, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        let (device, _) = self.device()?;
        let (staging, mapped) = self.stage_read(src, offset, dst.len())?;
        mapped
            .receive("read a buffer", || self.wait(device))?
            .map_err(|e| backend_error("map a staging buffer", e))?;
        copy_out(&staging, dst)
    }

    /// Reads `len` bytes at `offset` of `src` without blocking (the browser maps the staging
    /// buffer and wakes the future).
    #[cfg(target_arch = "wasm32")]
    pub(super) fn read_buffer_async(
        &self,
        src: &DeviceAlloc,
        offset: usize,
        len: usize,
    ) -> LocalFuture<Result<Vec<u8>>> {
        let staged = self.stage_read(src, offset, len);
        Box::pin(async move {
            let (staging, mapped) = staged?;
            mapped.await.map_err(|e| backend_error("map a staging buffer", e))?;
            let mut out = vec![0u8; len];
            copy_out(&staging, &mut out)?;
            Ok(out)
        })
    }

    pub(super) fn buffer(&self, alloc: &DeviceAlloc) -> Result<wgpu::Buffer> {
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&alloc.addr)
            .cloned()
            .ok_or_else(|| backend_error("find a buffer", "the buffer was freed"))
    }

    /// Copies `len` bytes at `offset` of `src` into a new staging buffer and asks for it to be
    /// mapped; the mapping's result arrives through the returned [`Delivery`].
    fn stage_read(
        &self,
        src: &DeviceAlloc,
        offset: usize,
        len: usize,
    ) -> Result<(wgpu::Buffer, Delivery<std::result::Result<(), wgpu::BufferAsyncError>>)> {
        let (device, queue) = self.device()?;
        let buffer = self.buffer(src)?;
        let size = padded(len);
        let staging = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("anygpu staging"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = device.create_command_encoder(&Default::default());
        let copy = size.min(buffer.size() - offset as u64);
        encoder.copy_buffer_to_buffer(&buffer, offset as u64, &staging, 0, copy);
        queue.submit([encoder.finish()]);
        let (deliver, mapped) = delivery();
        staging.slice(..).map_async(wgpu::MapMode::Read, deliver);
        Ok((staging, mapped))
    }
}

/// Copies a mapped staging buffer's first `dst.len()` bytes out and unmaps it.
pub(super) fn copy_out(staging: &wgpu::Buffer, dst: &mut [u8]) -> Result<()> {
    {
        let view = staging
            .slice(..)
            .get_mapped_range()
            .map_err(|e| backend_error("map a staging buffer", e))?;
        dst.copy_from_slice(&view[..dst.len()]);
    }
    staging.unmap();
    Ok(())
}

/// Most bytes one queued write of a fill stages at a time.
const FILL_CHUNK_BYTES: usize = 4 << 20;

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Sizes handed to wgpu are multiples of 4 (its copy alignment).
pub(super) fn padded(bytes: usize) -> u64 {
    (bytes.max(4) as u64).next_multiple_of(wgpu::COPY_BUFFER_ALIGNMENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_padded_for_wgpu() {
        assert_eq!(padded(0), 4);
        assert_eq!(padded(3), 4);
        assert_eq!(padded(8), 8);
    }
}
