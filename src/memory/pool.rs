//! The per-context pool of device blocks. Freed blocks wait in free lists by size; an allocation
//! takes the smallest cached block that fits it with at most 25 % to spare, so a loop that
//! allocates and frees the same sizes reaches the device once (CubeCL's runtime and PyTorch's
//! caching allocator do the same). New blocks are exactly the size asked for: rounding them up
//! to size classes would make memory-tight programs fail that fit without the pool. A cap bounds
//! the cached bytes, and an allocation the device refuses first gives the cache back
//! ([`MemoryPool::trim`]) and tries again.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use super::MemoryStats;
use crate::backend::{Backend, BlockOwner, DeviceAlloc, RawBuffer};
use crate::error::{GpuError, Result};

/// Blocks up to this size are cached when freed; bigger ones go back to the device at once (a
/// cached multi-GiB block would hold memory that other sizes could not reuse).
const MAX_POOLED_BLOCK: usize = 256 << 20;
/// The default cap on cached bytes: a quarter of the device's memory, at most 1 GiB.
const DEFAULT_CACHE_CAP: u64 = 1 << 30;

/// The largest cached block that may serve a `bytes` allocation (a quarter more), or exactly
/// `bytes` on devices that check writes past a buffer's end (the CPU device's guard zones).
fn largest_fit(bytes: usize, exact: bool) -> usize {
    if exact {
        bytes
    } else {
        bytes.saturating_add(bytes / 4)
    }
}

/// A context's device memory: a pool in front of its backend.
pub(crate) struct MemoryPool {
    backend: Arc<dyn Backend>,
    state: Mutex<State>,
}

struct State {
    /// Cached blocks by size.
    free: BTreeMap<usize, Vec<DeviceAlloc>>,
    /// Most bytes the free lists may hold.
    cap: u64,
    stats: MemoryStats,
}

impl MemoryPool {
    pub(crate) fn new(backend: Arc<dyn Backend>) -> Arc<Self> {
        let cap = (backend.info().memory_total / 4).min(DEFAULT_CACHE_CAP);
        Arc::new(MemoryPool {
            backend,
            state: Mutex::new(State {
                free: BTreeMap::new(),
                cap,
                stats: MemoryStats::default(),
            }),
        })
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A buffer of at least `bytes` for the context `context_id`: the best-fitting cached block,
    /// else a new one from the device.
    pub(crate) fn alloc(self: &Arc<Self>, bytes: usize, context_id: u64) -> Result<RawBuffer> {
        let cached = self.take_cached(bytes);
        let hit = cached.is_some();
        let alloc = match cached {
            Some(block) => block,
            None => self.alloc_trimming(bytes)?,
        };
        let mut state = self.state();
        let s = &mut state.stats;
        if hit {
            s.pool_hits += 1;
            s.cached_bytes -= alloc.bytes as u64;
        } else {
            s.pool_misses += 1;
            s.reserved_bytes += alloc.bytes as u64;
        }
        s.bytes_in_use += bytes as u64;
        s.peak_bytes_in_use = s.peak_bytes_in_use.max(s.bytes_in_use);
        s.live_allocations += 1;
        s.total_allocations += 1;
        drop(state);
        Ok(RawBuffer {
            pool: self.clone() as Arc<dyn BlockOwner>,
            alloc,
            requested: bytes,
            context_id,
        })
    }

    /// The smallest cached block of `bytes` up to [`largest_fit`].
    fn take_cached(&self, bytes: usize) -> Option<DeviceAlloc> {
        let mut state = self.state();
        let largest = largest_fit(bytes, self.backend.exact_reuse());
        let size = *state.free.range(bytes..=largest).next()?.0;
        let list = state.free.get_mut(&size)?;
        let block = list.pop();
        if list.is_empty() {
            state.free.remove(&size);
        }
        block
    }

    /// `backend.alloc(bytes)`, retried once after giving the cached blocks back.
    fn alloc_trimming(&self, bytes: usize) -> Result<DeviceAlloc> {
        match self.backend.alloc(bytes) {
            Err(GpuError::OutOfMemory { .. }) if self.trim() > 0 => self.backend.alloc(bytes),
            r => r,
        }
    }

    /// Frees every cached block; returns how many bytes went back to the device.
    pub(crate) fn trim(&self) -> u64 {
        let blocks = {
            let mut state = self.state();
            let freed = state.stats.cached_bytes;
            state.stats.cached_bytes = 0;
            state.stats.reserved_bytes -= freed;
            std::mem::take(&mut state.free)
        };
        let mut freed = 0;
        for alloc in blocks.into_values().flatten() {
            freed += alloc.bytes as u64;
            // SAFETY: cached blocks came from this backend, are owned only by the free lists
            // (just emptied), and no work uses them (they were released).
            unsafe { self.backend.free(&alloc) };
        }
        freed
    }

    /// Caps the cached bytes (0: no caching), giving back what is over the new cap.
    pub(crate) fn set_cache_limit(&self, bytes: u64) {
        let over = {
            let mut state = self.state();
            state.cap = bytes;
            state.stats.cached_bytes > bytes
        };
        if over {
            self.trim();
        }
    }

    pub(crate) fn cache_limit(&self) -> u64 {
        self.state().cap
    }

    pub(crate) fn stats(&self) -> MemoryStats {
        let mut stats = self.state().stats;
        if let Some((free, total)) = self.backend.memory_info() {
            stats.device_free_bytes = Some(free);
            stats.device_total_bytes = Some(total);
        }
        stats
    }

    /// Starts a new peak from the bytes in use now.
    pub(crate) fn reset_peak(&self) {
        let mut state = self.state();
        state.stats.peak_bytes_in_use = state.stats.bytes_in_use;
    }
}

impl BlockOwner for MemoryPool {
    fn backend(&self) -> &Arc<dyn Backend> {
        &self.backend
    }

    /// Takes back a buffer's block (`requested` bytes were asked for): cached while it fits under
    /// the cap, else freed.
    ///
    /// # Safety
    /// `alloc` came from [`Self::alloc`] of this pool, comes back once, and no work uses it.
    unsafe fn release(&self, alloc: DeviceAlloc, requested: usize) {
        let mut state = self.state();
        let State { free, cap, stats } = &mut *state;
        stats.bytes_in_use -= requested as u64;
        stats.live_allocations -= 1;
        let bytes = alloc.bytes as u64;
        if alloc.bytes <= MAX_POOLED_BLOCK && stats.cached_bytes + bytes <= *cap {
            stats.cached_bytes += bytes;
            free.entry(alloc.bytes).or_default().push(alloc);
            return;
        }
        stats.reserved_bytes -= bytes;
        drop(state);
        // SAFETY: the caller's contract: a block of this backend, freed once, unused.
        unsafe { self.backend.free(&alloc) };
    }
}

impl Drop for MemoryPool {
    fn drop(&mut self) {
        self.trim();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cached_block_serves_sizes_up_to_a_quarter_smaller() {
        assert_eq!(largest_fit(1 << 20, false), (1 << 20) + (1 << 18));
        assert_eq!(largest_fit(1 << 20, true), 1 << 20);
        assert_eq!(largest_fit(usize::MAX, false), usize::MAX);
    }

    #[test]
    fn blocks_are_reused_best_fit_and_trimmed() {
        let ctx = crate::GpuContext::with_cpu_device(&crate::CpuDeviceConfig::mock("pool", 1 << 30, 1));
        let pool = MemoryPool::new(ctx.backend().clone());
        let (big, small) = (pool.alloc(1000, 1).unwrap(), pool.alloc(800, 1).unwrap());
        drop((big, small));
        assert_eq!(pool.stats().cached_bytes, 1800);
        // 790 fits the 800-byte block (best fit), 700 fits none (1000 and 800 are > 25 % more).
        let a = pool.alloc(790, 1).unwrap();
        assert_eq!(a.alloc.bytes, 800);
        let b = pool.alloc(700, 1).unwrap();
        assert_eq!(b.alloc.bytes, 700);
        let s = pool.stats();
        assert_eq!((s.pool_hits, s.pool_misses, s.live_allocations), (1, 3, 2));
        assert_eq!(s.bytes_in_use, 1490);
        assert_eq!(s.reserved_bytes, 2500);
        drop((a, b));
        assert_eq!(pool.trim(), 2500);
        assert_eq!(pool.stats().reserved_bytes, 0);
    }
}
