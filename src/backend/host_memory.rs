//! Host memory that copies read and write directly: [`DeviceMemory::alloc_host`](super::DeviceMemory::alloc_host).
//! On devices without page-locking (the CPU, wgpu) it is plain memory aligned to a page, which
//! this module allocates; the native GPU backends pin theirs with their runtime.

use std::alloc::Layout;
use std::ptr::NonNull;

use crate::error::{GpuError, Result};

/// Alignment of host memory from the default allocator: a page, like the runtimes' pinned memory
/// (and enough for any element type and for vector loads).
pub(crate) const HOST_ALIGNMENT: usize = 4096;

/// Host memory from [`DeviceMemory::alloc_host`](super::DeviceMemory::alloc_host): `bytes` (at least 1)
/// zeroed bytes at `ptr`, owned by whoever holds this until it goes back through
/// [`DeviceMemory::free_host`](super::DeviceMemory::free_host).
#[derive(Debug)]
pub struct HostAlloc {
    pub ptr: NonNull<u8>,
    pub bytes: usize,
}

fn layout(bytes: usize) -> Result<Layout> {
    Layout::from_size_align(bytes.max(1), HOST_ALIGNMENT).map_err(|_| {
        GpuError::InvalidArgument(format!(
            "{bytes} bytes of host memory is more than this machine can address"
        ))
    })
}

/// `bytes` of zeroed, page-aligned host memory, or an error (never an abort) when the system has
/// none to give.
pub(crate) fn alloc_aligned_zeroed(bytes: usize) -> Result<HostAlloc> {
    let layout = layout(bytes)?;
    // SAFETY: `layout` has a non-zero size.
    let ptr = unsafe { std::alloc::alloc_zeroed(layout) };
    let ptr = NonNull::new(ptr).ok_or_else(|| GpuError::OutOfMemory {
        device: "host".into(),
        requested: bytes as u64,
        available: 0,
        total: 0,
    })?;
    Ok(HostAlloc { ptr, bytes })
}

/// Frees memory from [`alloc_aligned_zeroed`].
///
/// # Safety
/// `alloc` came from [`alloc_aligned_zeroed`] and is freed once.
pub(crate) unsafe fn free_aligned(alloc: HostAlloc) {
    if let Ok(layout) = layout(alloc.bytes) {
        // SAFETY: allocated with this same layout by `alloc_aligned_zeroed` (the caller's contract).
        unsafe { std::alloc::dealloc(alloc.ptr.as_ptr(), layout) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_memory_is_zeroed_page_aligned_and_refuses_impossible_sizes() {
        let a = alloc_aligned_zeroed(10_000).unwrap();
        assert_eq!(a.ptr.as_ptr() as usize % HOST_ALIGNMENT, 0);
        // SAFETY: 10 000 bytes just allocated.
        let bytes = unsafe { std::slice::from_raw_parts(a.ptr.as_ptr(), a.bytes) };
        assert!(bytes.iter().all(|&b| b == 0));
        // SAFETY: from `alloc_aligned_zeroed`, freed once.
        unsafe { free_aligned(a) };
        assert!(matches!(
            alloc_aligned_zeroed(usize::MAX - 10),
            Err(GpuError::InvalidArgument(_))
        ));
    }
}
