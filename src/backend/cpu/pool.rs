//! The CPU device's worker pool: threads with stacks large enough for compiled workgroups,
//! started on first use, and the choice between running a launch on the calling thread (small
//! launches, small frames) and spreading its workgroups over the pool in chunks.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use crate::error::{GpuError, Result};

/// Worker stacks: compiled workgroups keep workgroup memory and per-work-item arrays on the stack.
pub(super) const WORKER_STACK_BYTES: usize = 64 << 20;
/// Launches whose whole work is this small run on the calling thread: waking the pool costs more.
const INLINE_INVOCATIONS: u64 = 4096;
/// Host tasks (native twins of ops) whose bindings total at most this many bytes run on the
/// launching thread: a few microseconds of work at most (a 73³ matmul, a softmax of 16K floats),
/// where handing them to the pool and back cost 17 µs on the 2-core host.
pub(super) const INLINE_TASK_BYTES: usize = 64 << 10;
/// Largest stack frame a kernel may use when run on the caller's stack. The caller's stack may be
/// nearly used up (a 240 KB frame on a thread with 200 KiB left aborted the process), and there is
/// no portable way to ask how much is left, so only small frames run there; larger ones go to the
/// pool's 64 MiB stacks.
const INLINE_FRAME_BYTES: usize = 32 << 10;

/// Whether a launch of `total` workgroups, `invocations` work-items in all, whose compiled
/// workgroup needs a `frame_bytes` stack frame, runs on the calling thread.
pub(super) fn runs_inline(total: u64, invocations: u64, frame_bytes: usize) -> bool {
    (total == 1 || invocations <= INLINE_INVOCATIONS) && frame_bytes <= INLINE_FRAME_BYTES
}

/// The device's threads (one per compute unit), started on first use.
pub(super) struct WorkerPool {
    threads: usize,
    pool: OnceLock<std::result::Result<rayon::ThreadPool, String>>,
}

impl WorkerPool {
    pub(super) fn new(threads: usize) -> Self {
        WorkerPool {
            threads,
            pool: OnceLock::new(),
        }
    }

    /// How many threads the pool has (or will have once started).
    #[cfg(test)]
    pub(super) fn threads(&self) -> usize {
        self.threads
    }

    fn pool(&self) -> Result<&rayon::ThreadPool> {
        self.pool
            .get_or_init(|| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(self.threads)
                    .stack_size(WORKER_STACK_BYTES)
                    .thread_name(|i| format!("anygpu-cpu-{i}"))
                    .build()
                    .map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(|e| GpuError::Backend {
                backend: "cpu",
                operation: "start the thread pool".into(),
                message: e.clone(),
            })
    }

    /// Runs `f` inside the pool, so that the rayon work it spreads (the native twins of ops)
    /// runs on the device's threads, not on a second pool beside them.
    pub(super) fn install<R: Send>(&self, f: impl FnOnce() -> R + Send) -> Result<R> {
        Ok(self.pool()?.install(f))
    }

    /// Calls `run` for every linear workgroup index below `total` (on this thread when `inline`,
    /// else over the pool in chunks), and stops starting new ones once `stopped` says so. With
    /// `fence`, each thread fences its stores after its last workgroup: a launch with streaming
    /// stores must, as they are weakly ordered (`compiler/targets/host/streaming.rs`).
    pub(super) fn run_all(
        &self,
        total: u64,
        inline: bool,
        fence: bool,
        stopped: impl Fn() -> bool + Sync,
        run: impl Fn(u64) + Sync,
    ) -> Result<()> {
        if inline {
            for linear in 0..total {
                if stopped() {
                    break;
                }
                run(linear);
            }
            fence_stores(fence);
            return Ok(());
        }
        let pool = self.pool()?;
        let next = AtomicUsize::new(0);
        let threads = pool.current_num_threads() as u64;
        let chunk = (total / (threads * 16)).clamp(1, 1024) as usize;
        pool.broadcast(|_| loop {
            let start = next.fetch_add(chunk, Ordering::Relaxed) as u64;
            if start >= total || stopped() {
                fence_stores(fence);
                break;
            }
            (start..(start + chunk as u64).min(total)).for_each(&run);
        });
        Ok(())
    }
}

/// A full fence when `fence`: it orders non-temporal stores too (`mfence` on x86, `dmb ish` on
/// Arm), so what this thread wrote is visible before the launch reports completion.
fn fence_stores(fence: bool) {
    if fence {
        std::sync::atomic::fence(Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_launches_with_small_frames_run_inline() {
        assert!(runs_inline(1, 1 << 20, 1024));
        assert!(runs_inline(16, INLINE_INVOCATIONS, 1024));
        assert!(!runs_inline(16, INLINE_INVOCATIONS + 1, 1024));
        assert!(!runs_inline(1, 1, INLINE_FRAME_BYTES + 1));
    }
}
