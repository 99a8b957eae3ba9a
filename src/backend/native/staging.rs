//! Keeping a launch's buffers alive until a wait shows it finished, and copies staged through a
//! page-locked buffer in chunks: the host-side bookkeeping of the native GPU backends.

use std::sync::{Arc, Mutex};

use crate::backend::{LoadedKernel, RawBuffer};
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
        }
        waited
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
