//! Host buffers that copies use without staging: [`GpuContext::alloc_pinned`](crate::GpuContext::alloc_pinned).

use std::marker::PhantomData;
use std::sync::Arc;

use crate::backend::{Backend, HostAlloc};
use crate::buffer::DeviceElement;

/// A host buffer of `T`s that derefs to `[T]`: page-locked on CUDA and ROCm, so that
/// [`copy_to_device`](crate::GpuContext::copy_to_device), [`copy_to_host`](crate::GpuContext::copy_to_host),
/// stream copies and the pinned async copies
/// ([`TransferQueue::async_copy_to_host_pinned`](crate::TransferQueue::async_copy_to_host_pinned))
/// move its bytes at full bus speed with no staging copy; page-aligned plain memory on the CPU
/// device and wgpu. Starts zeroed. Any slice of it (`&pinned[a..b]`) is copied directly too, on
/// the context that allocated it.
pub struct PinnedBuffer<T: DeviceElement> {
    /// `None` for an empty buffer, which owns no memory.
    alloc: Option<HostAlloc>,
    len: usize,
    backend: Arc<dyn Backend>,
    _element: PhantomData<T>,
}

// SAFETY: the buffer owns its memory exclusively (like a `Vec<T>`), and `T: Pod` has no
// thread-bound state; the backend handle is `Send + Sync`.
unsafe impl<T: DeviceElement> Send for PinnedBuffer<T> {}
// SAFETY: shared access only reads, as for `&[T]`.
unsafe impl<T: DeviceElement> Sync for PinnedBuffer<T> {}

impl<T: DeviceElement> PinnedBuffer<T> {
    /// `len` zeroed elements of `backend`'s host memory; `bytes` is `len * size_of::<T>()`.
    pub(crate) fn new(backend: Arc<dyn Backend>, len: usize, bytes: usize) -> crate::Result<Self> {
        let alloc = if bytes == 0 {
            None
        } else {
            Some(backend.alloc_host(bytes)?)
        };
        Ok(PinnedBuffer {
            alloc,
            len,
            backend,
            _element: PhantomData,
        })
    }

    fn as_ptr(&self) -> *mut T {
        match &self.alloc {
            Some(a) => a.ptr.as_ptr().cast(),
            None => std::ptr::NonNull::dangling().as_ptr(),
        }
    }
}

impl<T: DeviceElement> std::ops::Deref for PinnedBuffer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: `alloc_host` gave at least `len * size_of::<T>()` zeroed (so initialised) bytes,
        // aligned to a page (more than any `T` needs), owned by `self`; an empty buffer uses a
        // dangling, aligned pointer, which a slice of length 0 allows.
        unsafe { std::slice::from_raw_parts(self.as_ptr(), self.len) }
    }
}

impl<T: DeviceElement> std::ops::DerefMut for PinnedBuffer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as for `deref`, and `&mut self` makes this the only view; every `T: Pod` bit
        // pattern is valid, so writes through the slice cannot break the memory for others.
        unsafe { std::slice::from_raw_parts_mut(self.as_ptr(), self.len) }
    }
}

impl<T: DeviceElement> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        if let Some(alloc) = self.alloc.take() {
            // SAFETY: from this backend's `alloc_host`, freed once (taken above); every copy that
            // used it borrowed the buffer and waited for its end (the async pinned copies own the
            // buffer until theirs is done), so none is running.
            unsafe { self.backend.free_host(alloc) }
        }
    }
}

impl<T: DeviceElement + std::fmt::Debug> std::fmt::Debug for PinnedBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PinnedBuffer")
            .field("device", &self.backend.info().id)
            .field("len", &self.len)
            .finish()
    }
}
