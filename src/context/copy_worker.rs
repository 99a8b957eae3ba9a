//! The background thread of one context that runs its asynchronous copies
//! ([`crate::transfer::TransferQueue`]); launches and blocking copies drain it first, so work
//! stays in the order it was submitted.

use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Condvar, Mutex};

use crate::error::{GpuError, Result};

type Job = Box<dyn FnOnce() + Send>;

/// The background thread of one context, plus a count of jobs not yet finished.
pub(crate) struct TransferWorker {
    /// `None` when no thread could be started: copies then run on the caller's thread, which
    /// is slower but correct.
    jobs: Option<Mutex<Sender<Job>>>,
    pending: Arc<(Mutex<usize>, Condvar)>,
}

impl TransferWorker {
    pub(crate) fn new() -> Self {
        let (tx, rx) = channel::<Job>();
        let spawned = std::thread::Builder::new()
            .name("anygpu-transfer".into())
            .spawn(move || {
                while let Ok(job) = rx.recv() {
                    job();
                }
            });
        if let Err(e) = &spawned {
            tracing::warn!("no transfer thread ({e}); asynchronous copies will run synchronously");
        }
        TransferWorker {
            jobs: spawned.ok().map(|_| Mutex::new(tx)),
            pending: Arc::new((Mutex::new(0), Condvar::new())),
        }
    }

    pub(crate) fn submit(&self, job: impl FnOnce() + Send + 'static) -> Result<()> {
        let pending = self.pending.clone();
        *pending.0.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        let wrapped: Job = Box::new(move || {
            job();
            let mut n = pending.0.lock().unwrap_or_else(|e| e.into_inner());
            *n -= 1;
            pending.1.notify_all();
        });
        let Some(jobs) = &self.jobs else {
            wrapped();
            return Ok(());
        };
        jobs.lock()
            .unwrap_or_else(|e| e.into_inner())
            .send(wrapped)
            .map_err(|_| GpuError::Backend {
                backend: "transfer",
                operation: "queue a copy".into(),
                message: "transfer thread ended".into(),
            })
    }

    /// Blocks until every submitted copy has finished (launches call this to stay in order).
    pub(crate) fn drain(&self) {
        let mut n = self.pending.0.lock().unwrap_or_else(|e| e.into_inner());
        while *n > 0 {
            n = self.pending.1.wait(n).unwrap_or_else(|e| e.into_inner());
        }
    }
}
