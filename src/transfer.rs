//! Asynchronous copies. Each context has one transfer worker that moves data between device memory
//! and a staging buffer in the background; the handle copies between staging and the caller's slice
//! when it completes (in `wait`, in `poll`, or on drop), so a forgotten handle can never write into
//! memory the caller has moved on from.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Condvar, Mutex};
use std::task::{Context, Poll, Waker};

use crate::buffer::{DeviceElement, DeviceSlice, DeviceSliceMut};
use crate::context::GpuContext;
use crate::error::Result;

#[derive(Default)]
struct State {
    result: Option<Result<Vec<u8>>>,
    waker: Option<Waker>,
}

#[derive(Default)]
struct Completion {
    state: Mutex<State>,
    ready: Condvar,
}

impl Completion {
    fn complete(&self, result: Result<Vec<u8>>) {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        s.result = Some(result);
        if let Some(w) = s.waker.take() {
            w.wake();
        }
        self.ready.notify_all();
    }
}

impl GpuContext {
    /// The context's queue of asynchronous copies.
    pub fn transfer_queue(&self) -> TransferQueue {
        TransferQueue { ctx: self.clone() }
    }
}

/// Queue of asynchronous copies for one context; get it with [`GpuContext::transfer_queue`].
#[derive(Clone)]
pub struct TransferQueue {
    pub(crate) ctx: GpuContext,
}

impl TransferQueue {
    /// Starts copying `src` into `dst` (same length). Complete it with [`TransferHandle::wait`] or
    /// `.await`; dropping the handle waits too.
    pub fn async_copy_to_host<'a, T: DeviceElement>(
        &self,
        src: &impl DeviceSlice<T>,
        dst: &'a mut [T],
    ) -> Result<TransferHandle<'a>> {
        self.ctx.check_copy(src, dst.len(), "async_copy_to_host")?;
        let completion = Arc::new(Completion::default());
        let view = src.view();
        let (raw, offset, bytes, done) = (view.raw.clone(), view.offset, view.bytes, completion.clone());
        self.ctx.transfers().submit(move || {
            let mut staging = vec![0u8; bytes];
            let backend = raw.backend();
            // Like a blocking copy, it sees the work queued before it on every stream.
            let r = backend
                .synchronize()
                // SAFETY: `check_copy` proved `offset..offset + bytes` is the context's live
                // memory; the job holds it alive.
                .and_then(|()| unsafe { backend.read(0, &raw.alloc, offset, &mut staging) })
                .map(|_| staging);
            done.complete(r);
        })?;
        Ok(TransferHandle {
            completion,
            dst: Some(bytemuck::cast_slice_mut(dst)),
            finished: false,
        })
    }

    /// Starts copying `src` into `dst` (same length). `src` is staged at once, so the caller may
    /// reuse it immediately.
    pub fn async_copy_to_device<T: DeviceElement>(
        &self,
        src: &[T],
        dst: &mut impl DeviceSliceMut<T>,
    ) -> Result<TransferHandle<'static>> {
        self.ctx.check_copy(dst, src.len(), "async_copy_to_device")?;
        let staging: Vec<u8> = bytemuck::cast_slice(src).to_vec();
        let completion = Arc::new(Completion::default());
        let view = dst.view();
        let (raw, offset, done) = (view.raw.clone(), view.offset, completion.clone());
        self.ctx.transfers().submit(move || {
            let backend = raw.backend();
            let r = backend
                .synchronize()
                // SAFETY: as above, for the copy the other way.
                .and_then(|()| unsafe { backend.write(0, &raw.alloc, offset, &staging) })
                .map(|_| Vec::new());
            done.complete(r);
        })?;
        Ok(TransferHandle {
            completion,
            dst: None,
            finished: false,
        })
    }
}

/// A copy in flight. It is a `Future` (usable with any executor) and can be waited on.
#[must_use = "a transfer completes when waited on, awaited or dropped"]
pub struct TransferHandle<'a> {
    completion: Arc<Completion>,
    dst: Option<&'a mut [u8]>,
    finished: bool,
}

impl TransferHandle<'_> {
    fn finish(&mut self, result: Result<Vec<u8>>) -> Result<()> {
        self.finished = true;
        let data = result?;
        if let Some(dst) = self.dst.take() {
            dst.copy_from_slice(&data[..dst.len()]);
        }
        Ok(())
    }

    /// Blocks until the copy is done.
    pub fn wait(mut self) -> Result<()> {
        self.wait_inner()
    }

    fn wait_inner(&mut self) -> Result<()> {
        if self.finished {
            return Ok(());
        }
        let result = {
            let mut s = self.completion.state.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if let Some(r) = s.result.take() {
                    break r;
                }
                s = self.completion.ready.wait(s).unwrap_or_else(|e| e.into_inner());
            }
        };
        self.finish(result)
    }

    /// True once the device side of the copy is done (`wait` will not block).
    pub fn is_ready(&self) -> bool {
        self.finished || self.completion.state.lock().map(|s| s.result.is_some()).unwrap_or(true)
    }
}

impl Future for TransferHandle<'_> {
    type Output = Result<()>;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<()>> {
        let this = self.get_mut();
        if this.finished {
            return Poll::Ready(Ok(()));
        }
        let taken = {
            let mut s = this.completion.state.lock().unwrap_or_else(|e| e.into_inner());
            match s.result.take() {
                Some(r) => Some(r),
                None => {
                    s.waker = Some(cx.waker().clone());
                    None
                }
            }
        };
        match taken {
            Some(r) => Poll::Ready(this.finish(r)),
            None => Poll::Pending,
        }
    }
}

impl Drop for TransferHandle<'_> {
    fn drop(&mut self) {
        if !self.finished {
            if let Err(e) = self.wait_inner() {
                tracing::warn!("a dropped transfer failed: {e}");
            }
        }
    }
}
