//! Keeping a launch's buffers alive until a wait shows it finished, and copies staged through a
//! page-locked buffer in chunks: the host-side bookkeeping of the native GPU backends.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::backend::{LoadedKernel, PreparedGraph, RawBuffer};
use crate::error::Result;

/// The buffers of launches that may still be running.
#[derive(Default)]
pub(crate) struct InFlight(Mutex<Held>);

/// What queued work uses: its buffers, and the kernels it runs (unloading a module whose kernel
/// is still queued is undefined behaviour in both runtimes).
#[derive(Default)]
struct Held {
    buffers: Vec<Arc<RawBuffer>>,
    kernels: Vec<Arc<dyn LoadedKernel>>,
    /// Runtime graphs with a run queued (destroying one mid-run is not defined on every runtime).
    graphs: Vec<Arc<dyn PreparedGraph>>,
}

impl InFlight {
    /// Keeps `buffers` and `kernel` alive until a later [`InFlight::release_after`] wait succeeds.
    pub(crate) fn hold(
        &self,
        buffers: impl IntoIterator<Item = Arc<RawBuffer>>,
        kernel: Option<Arc<dyn LoadedKernel>>,
    ) {
        let mut held = self.0.lock().unwrap_or_else(|e| e.into_inner());
        held.buffers.extend(buffers);
        held.kernels.extend(kernel);
    }

    /// Keeps `graph` alive until a later [`InFlight::release_after`] wait succeeds.
    pub(crate) fn hold_graph(&self, graph: Arc<dyn PreparedGraph>) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).graphs.push(graph);
    }

    /// Runs `wait` (for all of the context's queued work) and then lets go of the buffers held
    /// before it started. They are taken first, so that a launch from another thread during the
    /// wait keeps its own; if the wait fails the work may still be running, and they stay held.
    pub(crate) fn release_after(&self, wait: impl FnOnce() -> Result<()>) -> Result<()> {
        let earlier = std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()));
        let waited = wait();
        if waited.is_err() {
            let mut held = self.0.lock().unwrap_or_else(|e| e.into_inner());
            held.buffers.extend(earlier.buffers);
            held.kernels.extend(earlier.kernels);
            held.graphs.extend(earlier.graphs);
        }
        waited
    }
}

/// The context's page-locked host allocations (`Backend::alloc_host`), by start address, so that
/// a copy from or into one skips the staging buffer. A copy whose wait failed may still be
/// running on the device, so its allocation is poisoned: it is never freed.
#[derive(Default)]
pub(crate) struct PinnedRanges(Mutex<BTreeMap<usize, PinnedRange>>);

struct PinnedRange {
    len: usize,
    poisoned: bool,
}

impl PinnedRanges {
    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<usize, PinnedRange>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn insert(&self, start: usize, len: usize) {
        self.lock().insert(start, PinnedRange { len, poisoned: false });
    }

    /// The start of the allocation that holds all of `start..start + len` (`len` > 0).
    pub(crate) fn holding(&self, start: usize, len: usize) -> Option<usize> {
        let ranges = self.lock();
        let (&base, range) = ranges.range(..=start).next_back()?;
        let end = start.checked_add(len)?;
        (len > 0 && end <= base + range.len).then_some(base)
    }

    /// Marks the allocation starting at `base` as possibly still used by the device.
    pub(crate) fn poison(&self, base: usize) {
        if let Some(range) = self.lock().get_mut(&base) {
            range.poisoned = true;
        }
    }

    /// Forgets the allocation at `start`; true when it may be freed (known and not poisoned).
    pub(crate) fn remove(&self, start: usize) -> bool {
        self.lock().remove(&start).is_some_and(|r| !r.poisoned)
    }
}

/// Copies `src` to the device through `pinned`, one pinned-sized chunk at a time:
/// `send(offset, staged)` must copy the staged bytes to `offset` and wait for the copy.
pub(crate) fn staged_write(
    pinned: &mut [u8],
    src: &[u8],
    mut send: impl FnMut(usize, &[u8]) -> Result<()>,
) -> Result<()> {
    let mut done = 0;
    for chunk in src.chunks(pinned.len()) {
        let staged = &mut pinned[..chunk.len()];
        staged.copy_from_slice(chunk);
        send(done, staged)?;
        done += chunk.len();
    }
    Ok(())
}

/// Copies from the device into `dst` through `pinned`, one pinned-sized chunk at a time:
/// `fetch(offset, staging)` must fill the staging bytes from `offset` and wait for the copy.
pub(crate) fn staged_read(
    pinned: &mut [u8],
    dst: &mut [u8],
    mut fetch: impl FnMut(usize, &mut [u8]) -> Result<()>,
) -> Result<()> {
    let mut done = 0;
    let step = pinned.len();
    for chunk in dst.chunks_mut(step) {
        let staging = &mut pinned[..chunk.len()];
        fetch(done, staging)?;
        chunk.copy_from_slice(staging);
        done += chunk.len();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn staged_copies_cover_every_byte_in_order() {
        let mut pinned = vec![0u8; 4];
        let src: Vec<u8> = (0..10).collect();
        let mut device = vec![0u8; 10];
        staged_write(&mut pinned, &src, |at, staged| {
            device[at..at + staged.len()].copy_from_slice(staged);
            Ok(())
        })
        .unwrap();
        assert_eq!(device, src);
        let mut back = vec![0u8; 10];
        staged_read(&mut pinned, &mut back, |at, staging| {
            staging.copy_from_slice(&device[at..at + staging.len()]);
            Ok(())
        })
        .unwrap();
        assert_eq!(back, src);
    }

    #[test]
    fn pinned_ranges_find_the_allocation_holding_a_copy_and_keep_poisoned_ones() {
        let ranges = PinnedRanges::default();
        ranges.insert(1000, 100);
        ranges.insert(4000, 10);
        assert_eq!(ranges.holding(1000, 100), Some(1000));
        assert_eq!(ranges.holding(1050, 50), Some(1000));
        assert_eq!(ranges.holding(1050, 51), None, "runs past the allocation's end");
        assert_eq!(ranges.holding(999, 1), None);
        assert_eq!(ranges.holding(2000, 1), None, "between allocations");
        assert_eq!(ranges.holding(4000, 0), None, "an empty copy needs no direct path");
        assert_eq!(ranges.holding(usize::MAX, 2), None, "no overflow");
        ranges.poison(4000);
        assert!(!ranges.remove(4000), "a poisoned allocation is never freed");
        assert!(ranges.remove(1000));
        assert!(!ranges.remove(1000), "and is forgotten once");
        assert_eq!(ranges.holding(1050, 1), None);
    }

    struct Probe;
    impl LoadedKernel for Probe {
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
    }

    #[test]
    fn queued_work_keeps_its_kernel_until_a_wait_succeeds() {
        let in_flight = InFlight(Mutex::default());
        let kernel: Arc<dyn LoadedKernel> = Arc::new(Probe);
        in_flight.hold(Vec::new(), Some(kernel.clone()));
        assert_eq!(Arc::strong_count(&kernel), 2, "held while the launch may run");
        let failed = in_flight.release_after(|| Err(crate::error::ice("the wait failed")));
        assert!(failed.is_err());
        assert_eq!(
            Arc::strong_count(&kernel),
            2,
            "a failed wait proves nothing: still held"
        );
        in_flight.release_after(|| Ok(())).unwrap();
        assert_eq!(
            Arc::strong_count(&kernel),
            1,
            "let go once the work is known to be done"
        );
    }
}
