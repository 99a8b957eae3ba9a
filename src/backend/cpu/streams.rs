//! The CPU device's streams and events. Stream 0 runs on the caller's thread: a launch on it
//! returns once it has run, as the CPU device always did, at no queueing cost. Every other stream
//! is a thread with a queue, so work on two streams runs at the same time (small launches run on
//! their stream's thread; large ones share the worker pool). Events are completion flags with
//! the host time at which they completed: the CPU device's clock.

use std::any::Any;
use std::collections::HashMap;
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Instant;

use crate::backend::DeviceEvent;
use crate::error::{GpuError, Result};

/// One piece of queued work.
pub(super) type Job = Box<dyn FnOnce() -> Result<()> + Send>;

/// The queues of a CPU device's streams other than 0, started on first use.
#[derive(Default)]
pub(super) struct Streams {
    /// Set once any stream but 0 has had work: until then waiting for every stream is free
    /// (the launch-heavy path of programs that use only the default stream).
    used: std::sync::atomic::AtomicBool,
    queues: Mutex<HashMap<u32, Arc<Queue>>>,
    /// Queues whose handle was released while they still had work or an error not yet
    /// reported: waited for by [`Streams::synchronize_all`], which reports their errors.
    draining: Mutex<Vec<Arc<Queue>>>,
}

/// A stream's thread and what it has left to do.
struct Queue {
    jobs: Mutex<Sender<Job>>,
    state: Arc<QueueState>,
}

#[derive(Default)]
struct QueueState {
    /// Jobs queued and not yet finished, and the first error since the last wait.
    progress: Mutex<(usize, Option<GpuError>)>,
    idle: Condvar,
}

impl Queue {
    fn start(stream: u32) -> Result<Arc<Queue>> {
        let (tx, rx) = channel::<Job>();
        let state = Arc::new(QueueState::default());
        let worker = state.clone();
        std::thread::Builder::new()
            .name(format!("anygpu-cpu-stream-{stream}"))
            // Small launches run on this thread: the same stack as the worker pool's.
            .stack_size(super::pool::WORKER_STACK_BYTES)
            .spawn(move || {
                while let Ok(job) = rx.recv() {
                    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job))
                        .unwrap_or_else(|_| Err(crate::error::ice(format!("a job on CPU stream {stream} panicked"))));
                    let mut progress = worker.progress.lock().unwrap_or_else(|e| e.into_inner());
                    progress.0 -= 1;
                    if let Err(e) = r {
                        progress.1.get_or_insert(e);
                    }
                    worker.idle.notify_all();
                }
            })
            .map_err(|e| GpuError::Backend {
                backend: "cpu",
                operation: format!("start the thread of stream {stream}"),
                message: e.to_string(),
            })?;
        Ok(Arc::new(Queue {
            jobs: Mutex::new(tx),
            state,
        }))
    }

    fn submit(&self, job: Job) -> Result<()> {
        self.state.progress.lock().unwrap_or_else(|e| e.into_inner()).0 += 1;
        let sent = self.jobs.lock().unwrap_or_else(|e| e.into_inner()).send(job);
        if sent.is_err() {
            self.state.progress.lock().unwrap_or_else(|e| e.into_inner()).0 -= 1;
            return Err(GpuError::Backend {
                backend: "cpu",
                operation: "queue work on a stream".into(),
                message: "the stream's thread ended".into(),
            });
        }
        Ok(())
    }

    /// Waits until the queue is empty; returns the first error its work met since the last wait.
    fn wait(&self) -> Result<()> {
        let mut progress = self.state.progress.lock().unwrap_or_else(|e| e.into_inner());
        while progress.0 > 0 {
            progress = self.state.idle.wait(progress).unwrap_or_else(|e| e.into_inner());
        }
        progress.1.take().map_or(Ok(()), Err)
    }

    /// Whether a wait would return at once and report nothing: no work queued, no error kept.
    fn is_settled(&self) -> bool {
        let progress = self.state.progress.lock().unwrap_or_else(|e| e.into_inner());
        progress.0 == 0 && progress.1.is_none()
    }
}

impl Streams {
    fn queue(&self, stream: u32) -> Option<Arc<Queue>> {
        self.queues
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&stream)
            .cloned()
    }

    /// Queues `job` on `stream` (not 0), starting the stream's thread on first use.
    pub(super) fn submit(&self, stream: u32, job: Job) -> Result<()> {
        debug_assert_ne!(stream, 0, "stream 0 runs on the caller's thread");
        self.used.store(true, std::sync::atomic::Ordering::Release);
        let queue = {
            let mut queues = self.queues.lock().unwrap_or_else(|e| e.into_inner());
            match queues.get(&stream) {
                Some(q) => q.clone(),
                None => {
                    let q = Queue::start(stream)?;
                    queues.insert(stream, q.clone());
                    q
                }
            }
        };
        queue.submit(job)
    }

    /// Waits for the work queued on `stream` (nothing to wait for on stream 0 or an unused one).
    pub(super) fn synchronize(&self, stream: u32) -> Result<()> {
        match self.queue(stream) {
            Some(q) => q.wait(),
            None => Ok(()),
        }
    }

    /// Waits for every stream, released ones included; returns the first error any met.
    pub(super) fn synchronize_all(&self) -> Result<()> {
        if !self.used.load(std::sync::atomic::Ordering::Acquire) {
            return Ok(());
        }
        let queues: Vec<Arc<Queue>> = self
            .queues
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect();
        // Cloned, not taken: a wait on another thread must wait for the released queues too.
        let draining = self.draining.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let mut first = Ok(());
        for q in queues.iter().chain(&draining) {
            let r = q.wait();
            if first.is_ok() {
                first = r;
            }
        }
        self.draining
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|d| !d.is_settled());
        first
    }

    /// Forgets `stream`: its thread finishes the queued work and ends. An error its work met
    /// and no wait reported yet (a launch stopped at its time limit) is kept for the next
    /// [`Streams::synchronize_all`], as CUDA reports an asynchronous error at the next
    /// synchronisation: releasing a stream does not make its failures silent.
    pub(super) fn release(&self, stream: u32) {
        let Some(q) = self.queues.lock().unwrap_or_else(|e| e.into_inner()).remove(&stream) else {
            return;
        };
        let mut draining = self.draining.lock().unwrap_or_else(|e| e.into_inner());
        draining.retain(|d| !d.is_settled());
        if !q.is_settled() {
            draining.push(q);
        }
    }
}

/// An event of the CPU device: set, with the host time, once the work before it has run.
#[derive(Default)]
pub(super) struct CpuEvent {
    done: Mutex<Option<Instant>>,
    set: Condvar,
}

impl CpuEvent {
    pub(super) fn complete(&self) {
        *self.done.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
        self.set.notify_all();
    }

    /// When it completed, waiting for it.
    pub(super) fn time(&self) -> Instant {
        let mut done = self.done.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(t) = *done {
                return t;
            }
            done = self.set.wait(done).unwrap_or_else(|e| e.into_inner());
        }
    }
}

impl DeviceEvent for CpuEvent {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn synchronize(&self) -> Result<()> {
        self.time();
        Ok(())
    }
    fn is_complete(&self) -> Result<bool> {
        Ok(self.done.lock().unwrap_or_else(|e| e.into_inner()).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_stream_runs_its_jobs_in_order_and_reports_the_first_error_once() {
        let streams = Streams::default();
        let order = Arc::new(Mutex::new(Vec::new()));
        for i in 0..50 {
            let order = order.clone();
            streams
                .submit(
                    3,
                    Box::new(move || {
                        order.lock().unwrap().push(i);
                        if i == 10 || i == 20 {
                            return Err(GpuError::invalid_launch(format!("job {i}")));
                        }
                        Ok(())
                    }),
                )
                .unwrap();
        }
        let e = streams.synchronize(3).unwrap_err().to_string();
        assert!(e.contains("job 10"), "{e}");
        assert_eq!(*order.lock().unwrap(), (0..50).collect::<Vec<_>>());
        assert!(streams.synchronize(3).is_ok(), "an error is reported once");
    }

    #[test]
    fn a_released_stream_finishes_its_work_and_synchronize_all_waits_for_it() {
        let streams = Streams::default();
        let ran = Arc::new(AtomicUsize::new(0));
        let event = Arc::new(CpuEvent::default());
        let gate = event.clone();
        streams.submit(1, Box::new(move || Ok(gate.synchronize()?))).unwrap();
        for _ in 0..10 {
            let ran = ran.clone();
            streams
                .submit(
                    1,
                    Box::new(move || {
                        ran.fetch_add(1, Ordering::SeqCst);
                        Ok(())
                    }),
                )
                .unwrap();
        }
        streams.release(1);
        assert_eq!(ran.load(Ordering::SeqCst), 0, "held back by the event");
        event.complete();
        streams.synchronize_all().unwrap();
        assert_eq!(ran.load(Ordering::SeqCst), 10);
    }
}
