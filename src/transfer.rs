//! Asynchronous copies. Each context has one transfer worker that moves data between device memory
//! and a staging buffer in the background; the handle copies between staging and the caller's slice
//! when it completes (in `wait`, in `poll`, or on drop), so a forgotten handle can never write into
//! memory the caller has moved on from.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Condvar, Mutex};
use std::task::{Context, Poll, Waker};

use crate::backend::{Backend, DeviceAlloc, RawBuffer};
use crate::buffer::{DeviceElement, DeviceSlice, DeviceSliceMut};
use crate::context::GpuContext;
use crate::error::Result;
use crate::memory::PinnedBuffer;

/// Where a copy job leaves its result for the handle: `R` is the staged bytes, or the pinned
/// buffer the job owned.
struct State<R> {
    result: Option<Result<R>>,
    waker: Option<Waker>,
}

struct Completion<R> {
    state: Mutex<State<R>>,
    ready: Condvar,
}

impl<R> Completion<R> {
    fn new() -> Arc<Self> {
        Arc::new(Completion {
            state: Mutex::new(State {
                result: None,
                waker: None,
            }),
            ready: Condvar::new(),
        })
    }

    fn complete(&self, result: Result<R>) {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        s.result = Some(result);
        if let Some(w) = s.waker.take() {
            w.wake();
        }
        self.ready.notify_all();
    }

    /// Blocks until the job is done, and takes its result (once).
    fn wait(&self) -> Result<R> {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(r) = s.result.take() {
                return r;
            }
            s = self.ready.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// The result if the job is done, else registers `cx`'s waker.
    fn poll(&self, cx: &mut Context<'_>) -> Poll<Result<R>> {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        match s.result.take() {
            Some(r) => Poll::Ready(r),
            None => {
                s.waker = Some(cx.waker().clone());
                Poll::Pending
            }
        }
    }

    fn is_done(&self) -> bool {
        self.state.lock().map(|s| s.result.is_some()).unwrap_or(true)
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
    /// Runs `copy` on the context's transfer worker once the work queued before it, on every
    /// stream, is done (as a blocking copy sees it), holding the buffer it copies from or to
    /// alive; its result completes the returned completion.
    fn queue<R: Send + 'static>(
        &self,
        raw: Arc<RawBuffer>,
        copy: impl FnOnce(&dyn Backend, &DeviceAlloc) -> Result<R> + Send + 'static,
    ) -> Result<Arc<Completion<R>>> {
        let completion = Completion::new();
        let done = completion.clone();
        self.ctx.transfers().submit(move || {
            let backend = raw.backend();
            done.complete(backend.synchronize().and_then(|()| copy(backend.as_ref(), &raw.alloc)));
        })?;
        Ok(completion)
    }

    /// Starts copying `src` into `dst` (same length). Complete it with [`TransferHandle::wait`] or
    /// `.await`; dropping the handle waits too.
    pub fn async_copy_to_host<'a, T: DeviceElement>(
        &self,
        src: &impl DeviceSlice<T>,
        dst: &'a mut [T],
    ) -> Result<TransferHandle<'a>> {
        self.ctx.check_copy(src, dst.len(), "async_copy_to_host")?;
        let view = src.view();
        let (offset, bytes) = (view.offset, view.bytes);
        let completion = self.queue(view.raw.clone(), move |backend, alloc| {
            let mut staging = vec![0u8; bytes];
            // SAFETY: `check_copy` proved `offset..offset + bytes` is the context's live memory;
            // the job holds it alive.
            unsafe { backend.read(0, alloc, offset, &mut staging) }.map(|_| staging)
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
        let view = dst.view();
        let offset = view.offset;
        let completion = self.queue(view.raw.clone(), move |backend, alloc| {
            // SAFETY: as above, for the copy the other way.
            unsafe { backend.write(0, alloc, offset, &staging) }.map(|_| Vec::new())
        })?;
        Ok(TransferHandle {
            completion,
            dst: None,
            finished: false,
        })
    }

    /// Starts copying `src` into the pinned buffer `dst` (same length), which the returned
    /// transfer owns until the copy is done: the device writes into it directly, with no staging
    /// copy (on CUDA and ROCm, when `dst` came from this context's
    /// [`alloc_pinned`](GpuContext::alloc_pinned)).
    pub fn async_copy_to_host_pinned<T: DeviceElement>(
        &self,
        src: &impl DeviceSlice<T>,
        mut dst: PinnedBuffer<T>,
    ) -> Result<PinnedTransfer<T>> {
        self.ctx.check_copy(src, dst.len(), "async_copy_to_host_pinned")?;
        let view = src.view();
        let offset = view.offset;
        let completion = self.queue(view.raw.clone(), move |backend, alloc| {
            // SAFETY: `check_copy` proved `offset..offset + dst's bytes` is the context's live
            // memory; the job holds it alive, and owns `dst` until the read has returned.
            unsafe { backend.read(0, alloc, offset, bytemuck::cast_slice_mut(&mut dst)) }.map(|_| dst)
        })?;
        Ok(PinnedTransfer { completion })
    }

    /// Starts copying the pinned buffer `src` into `dst` (same length); the returned transfer
    /// owns `src` until the copy is done (nothing can change it meanwhile) and then gives it back.
    pub fn async_copy_to_device_pinned<T: DeviceElement>(
        &self,
        src: PinnedBuffer<T>,
        dst: &mut impl DeviceSliceMut<T>,
    ) -> Result<PinnedTransfer<T>> {
        self.ctx.check_copy(dst, src.len(), "async_copy_to_device_pinned")?;
        let view = dst.view();
        let offset = view.offset;
        let completion = self.queue(view.raw.clone(), move |backend, alloc| {
            // SAFETY: as above, for the copy the other way.
            unsafe { backend.write(0, alloc, offset, bytemuck::cast_slice(&src)) }.map(|_| src)
        })?;
        Ok(PinnedTransfer { completion })
    }
}

/// A copy in flight. It is a `Future` (usable with any executor) and can be waited on.
#[must_use = "a transfer completes when waited on, awaited or dropped"]
pub struct TransferHandle<'a> {
    completion: Arc<Completion<Vec<u8>>>,
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
        let result = self.completion.wait();
        self.finish(result)
    }

    /// True once the device side of the copy is done (`wait` will not block).
    pub fn is_ready(&self) -> bool {
        self.finished || self.completion.is_done()
    }
}

impl Future for TransferHandle<'_> {
    type Output = Result<()>;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<()>> {
        let this = self.get_mut();
        if this.finished {
            return Poll::Ready(Ok(()));
        }
        match this.completion.poll(cx) {
            Poll::Ready(r) => Poll::Ready(this.finish(r)),
            Poll::Pending => Poll::Pending,
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

/// A copy between the device and a [`PinnedBuffer`] in flight, which owns the buffer until the
/// copy is done and then gives it back: from [`wait`](Self::wait), or as the `Future`'s output.
/// Dropping it lets the copy finish in the background and frees the buffer then. If the copy
/// fails, the error comes back instead of the buffer.
#[must_use = "the pinned buffer comes back when the transfer is waited on or awaited"]
pub struct PinnedTransfer<T: DeviceElement> {
    completion: Arc<Completion<PinnedBuffer<T>>>,
}

impl<T: DeviceElement> PinnedTransfer<T> {
    /// Blocks until the copy is done and returns the buffer.
    pub fn wait(self) -> Result<PinnedBuffer<T>> {
        self.completion.wait()
    }

    /// True once the copy is done (`wait` will not block).
    pub fn is_ready(&self) -> bool {
        self.completion.is_done()
    }
}

impl<T: DeviceElement> Future for PinnedTransfer<T> {
    type Output = Result<PinnedBuffer<T>>;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        self.completion.poll(cx)
    }
}
