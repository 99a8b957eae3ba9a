//! The CPU device's worker pool: threads with stacks large enough for compiled workgroups,
//! started on first use, and the choice between running a launch on the calling thread (small
//! launches, small frames) and spreading its workgroups over the pool in chunks.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use crate::error::{GpuError, Result};

/// Worker stacks: compiled workgroups keep workgroup memory and per-work-item arrays on the stack.
pub(super) const WORKER_STACK_BYTES: usize = 64 << 20;
/// Launches whose whole work is this small run on the calling thread, while the kernel's cost
/// per work-item is not known yet: waking the pool costs more.
const INLINE_INVOCATIONS: u64 = 4096;
/// Launches whose work, at the kernel's measured cost, takes a thread at most this long run on
/// the calling thread. Handing a launch to the pool and waiting for it costs about 12 µs on the
/// 2-core host (`ops::relu` of 8192 floats: 12–15 µs through the pool, 1.5 inline), and two
/// threads finish work of T in T / 2, so below about 24 µs the calling thread alone would be
/// sooner; but a larger launch also leaves the cache its cost was measured in, and one thread
/// has half the memory bandwidth (at 20 µs `ops::relu` of 256K floats ran inline in 42–50 µs
/// where the pool took 29–31), so the bound keeps well below.
const INLINE_WORK: Duration = Duration::from_micros(8);
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
/// workgroup needs a `frame_bytes` stack frame, runs on the calling thread; `cost` is what the
/// kernel's earlier launches measured ([`WorkCost`]).
pub(super) fn runs_inline(total: u64, invocations: u64, frame_bytes: usize, cost: &WorkCost) -> bool {
    if frame_bytes > INLINE_FRAME_BYTES {
        return false;
    }
    if total == 1 {
        return true;
    }
    match cost.estimate(invocations) {
        Some(work) => work <= INLINE_WORK,
        None => invocations <= INLINE_INVOCATIONS,
    }
}

/// A kernel's measured cost: the thread time of its launches per work-item (the time their
/// threads spent running workgroups, not waking or waiting), so that the next launch can tell
/// whether it is worth the pool. A costlier launch raises it at once and a cheaper one lowers
/// it by half at most, so a kernel whose work-items cost more in some launches (a loop count
/// from a parameter) errs towards the pool, where it ran before it was measured.
#[derive(Default)]
pub(super) struct WorkCost {
    /// Picoseconds per work-item; 0 before any launch.
    picos_per_item: AtomicU64,
}

impl WorkCost {
    /// Records a launch of `invocations` work-items whose threads ran workgroups for `busy`.
    pub(super) fn record(&self, busy: Duration, invocations: u64) {
        if invocations > 0 {
            let picos = (busy.as_nanos().saturating_mul(1000) / u128::from(invocations)).max(1);
            let picos = u64::try_from(picos).unwrap_or(u64::MAX);
            let _ = self
                .picos_per_item
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |old| Some(picos.max(old / 2)));
        }
    }

    /// One thread's time for `invocations` work-items, if a launch was measured.
    fn estimate(&self, invocations: u64) -> Option<Duration> {
        let picos = self.picos_per_item.load(Ordering::Relaxed);
        (picos > 0).then(|| {
            Duration::from_nanos(u64::try_from(u128::from(picos) * u128::from(invocations) / 1000).unwrap_or(u64::MAX))
        })
    }
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
    /// Returns the time the threads spent running workgroups, all together.
    pub(super) fn run_all(
        &self,
        total: u64,
        inline: bool,
        fence: bool,
        stopped: impl Fn() -> bool + Sync,
        run: impl Fn(u64) + Sync,
    ) -> Result<Duration> {
        if inline {
            let began = Instant::now();
            for linear in 0..total {
                if stopped() {
                    break;
                }
                run(linear);
            }
            fence_stores(fence);
            return Ok(began.elapsed());
        }
        let pool = self.pool()?;
        let next = AtomicUsize::new(0);
        let busy_nanos = AtomicU64::new(0);
        let threads = pool.current_num_threads() as u64;
        let chunk = (total / (threads * 16)).clamp(1, 1024) as usize;
        pool.broadcast(|_| {
            let began = Instant::now();
            loop {
                let start = next.fetch_add(chunk, Ordering::Relaxed) as u64;
                if start >= total || stopped() {
                    fence_stores(fence);
                    break;
                }
                (start..(start + chunk as u64).min(total)).for_each(&run);
            }
            let nanos = u64::try_from(began.elapsed().as_nanos()).unwrap_or(u64::MAX);
            busy_nanos.fetch_add(nanos, Ordering::Relaxed);
        });
        Ok(Duration::from_nanos(busy_nanos.into_inner()))
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
        let unknown = WorkCost::default();
        assert!(runs_inline(1, 1 << 20, 1024, &unknown));
        assert!(runs_inline(16, INLINE_INVOCATIONS, 1024, &unknown));
        assert!(!runs_inline(16, INLINE_INVOCATIONS + 1, 1024, &unknown));
        assert!(!runs_inline(1, 1, INLINE_FRAME_BYTES + 1, &unknown));
    }

    /// Once a kernel's cost is measured, the work decides: cheap work-items run inline well
    /// past the first guess, costly ones go to the pool well before it; a large frame never
    /// runs inline.
    #[test]
    fn measured_work_decides_where_a_launch_runs() {
        let cheap = WorkCost::default();
        // 8192 work-items in 2 µs: 0.24 ns each.
        cheap.record(Duration::from_micros(2), 8192);
        assert!(runs_inline(32, 8192, 1024, &cheap));
        assert!(runs_inline(128, 32768, 1024, &cheap));
        assert!(!runs_inline(256, 65536, 1024, &cheap));
        assert!(!runs_inline(32, 8192, INLINE_FRAME_BYTES + 1, &cheap));
        let costly = WorkCost::default();
        // 1024 work-items in 1 ms.
        costly.record(Duration::from_millis(1), 1024);
        assert!(!runs_inline(4, 1024, 1024, &costly));
        assert!(runs_inline(1, 1024, 1024, &costly), "one workgroup cannot be shared");
        assert!(runs_inline(2, 8, 1024, &costly));
        // A cheap launch after a costly one lowers the estimate by half only.
        costly.record(Duration::from_nanos(1), 1024);
        assert!(!runs_inline(4, 1024, 1024, &costly));
    }
}
