//! What a context's memory looks like right now.

/// A snapshot of a context's device memory, from [`GpuContext::memory_stats`](crate::GpuContext::memory_stats).
///
/// Byte counts of buffers are what was asked for; the pool hands out blocks rounded up to a size
/// class (at most 25 % larger), which `reserved_bytes` counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct MemoryStats {
    /// Bytes of the buffers alive now (as asked for).
    pub bytes_in_use: u64,
    /// The most `bytes_in_use` has been since the context was made (or [`reset_peak`]).
    ///
    /// [`reset_peak`]: crate::GpuContext::reset_peak_memory
    pub peak_bytes_in_use: u64,
    /// Buffers alive now.
    pub live_allocations: u64,
    /// Buffers allocated since the context was made.
    pub total_allocations: u64,
    /// Allocations served from the pool's freed blocks.
    pub pool_hits: u64,
    /// Allocations that went to the device.
    pub pool_misses: u64,
    /// Bytes of freed blocks the pool keeps for reuse ([`GpuContext::trim`](crate::GpuContext::trim) gives them back).
    pub cached_bytes: u64,
    /// Bytes this context holds on the device: live blocks (size classes) plus cached ones.
    pub reserved_bytes: u64,
    /// The device's free memory, where its runtime reports it (CUDA, ROCm).
    pub device_free_bytes: Option<u64>,
    /// The device's total memory, where its runtime reports it.
    pub device_total_bytes: Option<u64>,
}

impl std::fmt::Display for MemoryStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} bytes in {} buffers (peak {}), {} reserved, {} cached; pool {} hits / {} misses",
            self.bytes_in_use,
            self.live_allocations,
            self.peak_bytes_in_use,
            self.reserved_bytes,
            self.cached_bytes,
            self.pool_hits,
            self.pool_misses
        )?;
        if let (Some(free), Some(total)) = (self.device_free_bytes, self.device_total_bytes) {
            write!(f, "; device {free} of {total} bytes free")?;
        }
        Ok(())
    }
}
