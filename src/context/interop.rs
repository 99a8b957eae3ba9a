//! Raw handles in and out: a buffer's memory and a context's device as the runtime under anygpu
//! names them, and memory another library allocated used as an anygpu buffer without a copy.

use std::any::Any;
use std::sync::{Arc, Mutex};

use super::GpuContext;
use crate::backend::{Backend, BlockOwner, DeviceAlloc, RawBuffer};
use crate::device::DeviceKind;
use crate::error::{GpuError, Result};
use crate::{DeviceBuffer, DeviceElement};

/// A buffer's memory as the device's runtime names it ([`GpuContext::native_buffer`]).
///
/// While anygpu owns the buffer the caller may read and write these bytes (ordering its work
/// after anygpu's: `GpuContext::synchronize` first, or on CUDA/ROCm its own stream after an
/// event), but must not free, resize or unmap the memory, nor keep using it after the last
/// anygpu handle of the buffer is gone (anygpu may then reuse it for another buffer).
#[derive(Clone, Debug)]
#[non_exhaustive]
#[allow(missing_docs)] // each variant's document names its fields
pub enum NativeBuffer {
    /// The CPU device: host memory, `bytes` long from `ptr` (aligned to at least 64 bytes).
    Host { ptr: *mut u8, bytes: usize },
    /// CUDA: a `CUdeviceptr` in the device's primary context ([`NativeDevice::Cuda`]).
    Cuda { ptr: u64, bytes: usize },
    /// ROCm: a `hipDeviceptr_t` on the device ([`NativeDevice::Hip`]).
    Hip { ptr: u64, bytes: usize },
    /// wgpu: the buffer, of which anygpu's bytes are `bytes` from `offset` (the wgpu buffer may
    /// be larger: anygpu pools blocks by size class).
    #[cfg(feature = "wgpu")]
    Wgpu {
        buffer: wgpu::Buffer,
        offset: u64,
        bytes: u64,
    },
}

// SAFETY: the host pointer is an address, not a borrow: what may be done with it is the
// documented contract above, the same from any thread.
unsafe impl Send for NativeBuffer {}
// SAFETY: as above.
unsafe impl Sync for NativeBuffer {}

/// The device a context runs on, as its runtime names it ([`GpuContext::native_device`]).
#[derive(Clone, Debug)]
#[non_exhaustive]
#[allow(missing_docs)] // each variant's document names its fields
pub enum NativeDevice {
    /// The CPU device: the host, no runtime.
    Cpu,
    /// CUDA: the device's ordinal and its primary context (`CUcontext`, as an address), which
    /// anygpu retains and makes current before each call, as cudarc's `CudaContext::new` and the
    /// CUDA runtime API do: their pointers are valid in anygpu's context and the other way round.
    Cuda { ordinal: i32, context: usize },
    /// ROCm: the HIP device ordinal.
    Hip { ordinal: i32 },
    /// wgpu: the device and queue anygpu submits to (buffers of this device can be wrapped).
    #[cfg(feature = "wgpu")]
    Wgpu { device: wgpu::Device, queue: wgpu::Queue },
}

/// Memory another library owns, wrapped as an anygpu buffer: released by forgetting it, and
/// keeping the owner's keep-alive value until the last anygpu user of the buffer is gone.
struct ForeignBlock {
    backend: Arc<dyn Backend>,
    keep_alive: Mutex<Option<Box<dyn Any + Send>>>,
    /// wgpu: the backend's table holds a clone of the buffer; releasing removes it.
    forget_in_backend: bool,
}

impl BlockOwner for ForeignBlock {
    fn backend(&self) -> &Arc<dyn Backend> {
        &self.backend
    }

    fn is_foreign(&self) -> bool {
        true
    }

    unsafe fn release(&self, alloc: DeviceAlloc, _requested: usize) {
        if self.forget_in_backend {
            // SAFETY: an adopted wgpu buffer's `free` drops only anygpu's clone of the handle.
            unsafe { self.backend.free(&alloc) };
        }
        self.keep_alive.lock().unwrap_or_else(|p| p.into_inner()).take();
    }
}

impl GpuContext {
    /// `buffer`'s memory as the device's runtime names it (see [`NativeBuffer`] for what the
    /// caller may do with it).
    pub fn native_buffer<T: DeviceElement>(&self, buffer: &DeviceBuffer<T>) -> Result<NativeBuffer> {
        let raw = &buffer.raw;
        if raw.context_id != self.inner.id {
            return Err(GpuError::invalid_argument(
                "native_buffer: the buffer belongs to another context",
            ));
        }
        let (addr, bytes) = (raw.alloc.addr, raw.requested);
        Ok(match self.inner.info.kind {
            DeviceKind::Cpu => NativeBuffer::Host {
                ptr: addr as *mut u8,
                bytes,
            },
            DeviceKind::Cuda => NativeBuffer::Cuda { ptr: addr, bytes },
            DeviceKind::Rocm => NativeBuffer::Hip { ptr: addr, bytes },
            #[cfg(feature = "wgpu")]
            DeviceKind::Wgpu => match self.inner.backend.wgpu_buffer(&raw.alloc)? {
                Some(buffer) => NativeBuffer::Wgpu {
                    buffer,
                    offset: 0,
                    bytes: bytes as u64,
                },
                None => return Err(crate::error::ice("a wgpu device without wgpu buffers")),
            },
            #[allow(unreachable_patterns)]
            other => {
                return Err(GpuError::not_supported(format!(
                    "native_buffer: no native handle on a {other:?} device"
                )))
            }
        })
    }

    /// The device this context runs on, as its runtime names it.
    pub fn native_device(&self) -> Result<NativeDevice> {
        let backend = &self.inner.backend;
        Ok(match self.inner.info.kind {
            DeviceKind::Cpu => NativeDevice::Cpu,
            DeviceKind::Cuda => NativeDevice::Cuda {
                ordinal: backend
                    .cuda_ordinal()
                    .ok_or_else(|| crate::error::ice("a CUDA device without an ordinal"))?,
                context: backend
                    .cuda_context()?
                    .ok_or_else(|| crate::error::ice("a CUDA device without a context"))?,
            },
            DeviceKind::Rocm => NativeDevice::Hip {
                ordinal: backend
                    .rocm_ordinal()
                    .ok_or_else(|| crate::error::ice("a ROCm device without an ordinal"))?,
            },
            #[cfg(feature = "wgpu")]
            DeviceKind::Wgpu => match backend.wgpu_device()? {
                Some((device, queue)) => NativeDevice::Wgpu { device, queue },
                None => return Err(crate::error::ice("a wgpu device without a wgpu device")),
            },
            #[allow(unreachable_patterns)]
            other => {
                return Err(GpuError::not_supported(format!(
                    "native_device: no native handle on a {other:?} device"
                )))
            }
        })
    }

    /// `len` elements of memory another library allocated on this context's device, as an
    /// anygpu buffer, without a copy: on the CPU device a host pointer, on CUDA a `CUdeviceptr`
    /// (valid in the device's primary context: cudarc's, the runtime API's), on ROCm a
    /// `hipDeviceptr_t`. anygpu never frees it: `keep_alive` (the other library's owning
    /// handle, such as a cudarc `CudaSlice`, or `()`) is dropped when the last anygpu user of
    /// the buffer (handles, queued work, graphs) is gone. Not for wgpu devices
    /// ([`wrap_wgpu_buffer`](Self::wrap_wgpu_buffer)).
    ///
    /// # Safety
    /// `ptr` is the start of `len * size_of::<T>()` bytes of live memory of this device (for the
    /// CPU device, host memory), aligned to 4 bytes (16 for uniform bindings), that stay
    /// allocated until `keep_alive` is dropped, that nothing else writes while anygpu work on
    /// them may run, and that no other anygpu buffer overlaps if either is bound writable.
    pub unsafe fn wrap_device_memory<T: DeviceElement>(
        &self,
        ptr: u64,
        len: usize,
        keep_alive: impl Any + Send,
    ) -> Result<DeviceBuffer<T>> {
        if self.inner.info.kind == DeviceKind::Wgpu {
            return Err(GpuError::invalid_argument(
                "wrap_device_memory: a wgpu device's memory is wgpu buffers: use wrap_wgpu_buffer",
            ));
        }
        let bytes = len
            .checked_mul(std::mem::size_of::<T>())
            .ok_or_else(|| GpuError::invalid_argument("wrap_device_memory: the length overflows"))?;
        if ptr == 0 || ptr % 4 != 0 {
            return Err(GpuError::invalid_argument(format!(
                "wrap_device_memory: the address {ptr:#x} is null or not aligned to 4 bytes"
            )));
        }
        Ok(self.foreign_buffer(DeviceAlloc { addr: ptr, bytes }, len, Box::new(keep_alive), false))
    }

    /// A buffer another part of the program created on this context's wgpu device
    /// ([`NativeDevice::Wgpu`]), as an anygpu buffer of `buffer.size() / size_of::<T>()` elements,
    /// without a copy. It needs the usages `STORAGE | COPY_SRC | COPY_DST` (and `UNIFORM` to be
    /// bound as a uniform). anygpu never destroys it; its creator keeps its own handle.
    #[cfg(feature = "wgpu")]
    pub fn wrap_wgpu_buffer<T: DeviceElement>(&self, buffer: wgpu::Buffer) -> Result<DeviceBuffer<T>> {
        let size = std::mem::size_of::<T>() as u64;
        if buffer.size() % size != 0 {
            return Err(GpuError::invalid_argument(format!(
                "wrap_wgpu_buffer: {} bytes are no whole number of {size}-byte elements",
                buffer.size()
            )));
        }
        let len = (buffer.size() / size) as usize;
        let alloc = self.inner.backend.adopt_wgpu_buffer(buffer)?;
        Ok(self.foreign_buffer(alloc, len, Box::new(()), true))
    }

    fn foreign_buffer<T: DeviceElement>(
        &self,
        alloc: DeviceAlloc,
        len: usize,
        keep_alive: Box<dyn Any + Send>,
        forget_in_backend: bool,
    ) -> DeviceBuffer<T> {
        let requested = alloc.bytes;
        let owner = ForeignBlock {
            backend: self.inner.backend.clone(),
            keep_alive: Mutex::new(Some(keep_alive)),
            forget_in_backend,
        };
        DeviceBuffer::new(
            Arc::new(RawBuffer {
                pool: Arc::new(owner),
                alloc,
                requested,
                context_id: self.inner.id,
            }),
            len,
        )
    }
}
