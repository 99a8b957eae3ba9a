//! The CPU device's launch watchdog: one thread for the process that sets a launch's stop flag
//! once its time limit has passed (compiled loops test the flag on every back edge).

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::Instant;

/// Stops CPU-device launches that outlive their time limit: one thread for the process, asleep
/// until the earliest deadline, sets the launch's stop flag.
pub(super) struct Watchdog {
    /// (deadline, id, flag) of every launch being watched.
    launches: Mutex<Vec<(Instant, u64, Arc<AtomicU32>)>>,
    changed: Condvar,
    next_id: AtomicU64,
}

/// Stops watching a launch when dropped (at the launch's end).
pub(super) struct Watched {
    id: u64,
}

impl Drop for Watched {
    fn drop(&mut self) {
        let w = Watchdog::get();
        w.launches
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|l| l.1 != self.id);
    }
}

impl Watchdog {
    pub(super) fn get() -> &'static Watchdog {
        static WATCHDOG: OnceLock<&'static Watchdog> = OnceLock::new();
        WATCHDOG.get_or_init(|| {
            let w: &'static Watchdog = Box::leak(Box::new(Watchdog {
                launches: Mutex::new(Vec::new()),
                changed: Condvar::new(),
                next_id: AtomicU64::new(0),
            }));
            std::thread::Builder::new()
                .name("anygpu-cpu-watchdog".into())
                .spawn(move || w.serve())
                .map_err(|e| tracing::error!("cannot start the CPU launch watchdog: {e}"))
                .ok();
            w
        })
    }

    pub(super) fn watch(&self, deadline: Instant, flag: &Arc<AtomicU32>) -> Watched {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.launches
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((deadline, id, flag.clone()));
        self.changed.notify_one();
        Watched { id }
    }

    fn serve(&self) {
        let mut launches = self.launches.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            let now = Instant::now();
            for (_, _, flag) in launches.iter().filter(|l| l.0 <= now) {
                flag.store(1, Ordering::Relaxed);
            }
            launches.retain(|l| l.0 > now);
            launches = match launches.iter().map(|l| l.0).min() {
                Some(first) => {
                    self.changed
                        .wait_timeout(launches, first - now)
                        .unwrap_or_else(|e| e.into_inner())
                        .0
                }
                None => self.changed.wait(launches).unwrap_or_else(|e| e.into_inner()),
            };
        }
    }
}
