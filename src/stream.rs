//! Streams and events: queues of work on one device that run in order, may overlap each other,
//! and are ordered against each other by events (CUDA's model, which every device kind here
//! follows: the CPU device runs each stream on its own thread; CUDA and ROCm use their runtimes'
//! streams; wgpu has one queue per device, on which every stream's work runs in submission order,
//! which keeps each stream's order and every event's meaning).

use std::sync::Arc;
use std::time::Duration;

use crate::backend::DeviceEvent;
use crate::buffer::{DeviceElement, DeviceSlice, DeviceSliceMut, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::kernel::Kernel;
use crate::launch::{LaunchConfig, Stream};

/// A stream of one context, from [`GpuContext::create_stream`]. Work on it (launches, copies,
/// fills, event waits) runs in the order it was queued; work on different streams may run at the
/// same time. Dropping the handle lets the work already queued finish (buffers it uses stay
/// alive until then) and releases the stream.
pub struct GpuStream {
    ctx: GpuContext,
    id: u32,
}

impl GpuContext {
    /// A new stream of this context.
    pub fn create_stream(&self) -> Result<GpuStream> {
        Ok(GpuStream {
            ctx: self.clone(),
            id: self.next_stream_number()?,
        })
    }
}

impl LaunchConfig {
    /// The same launch on `stream`.
    pub fn on(mut self, stream: &GpuStream) -> Self {
        self.stream = stream.id();
        self
    }
}

impl GpuStream {
    /// Queues `graph` (recorded on this stream's context) on this stream, after its earlier
    /// work.
    pub fn launch_graph(&self, graph: &crate::LaunchGraph) -> Result<()> {
        graph.launch_on(&self.ctx, self.id)
    }

    /// The stream's number, for [`LaunchConfig::stream`].
    pub fn id(&self) -> Stream {
        Stream(self.id)
    }

    /// Queues a launch on this stream (whatever stream `config` names).
    pub fn launch(&self, kernel: &Kernel, config: LaunchConfig, args: &[&dyn KernelArg]) -> Result<()> {
        self.ctx.launch(kernel, config.on(self), args)
    }

    /// Copies `src` into `dst` after the stream's earlier work, blocking until `src` has been
    /// read (later work on the stream sees the copy; other streams are not waited for).
    pub fn copy_to_device<T: DeviceElement>(&self, src: &[T], dst: &mut impl DeviceSliceMut<T>) -> Result<()> {
        self.ctx.check_copy(dst, src.len(), "copy_to_device")?;
        let view = dst.view();
        // SAFETY: `check_copy` proved `dst` is this context's live memory of exactly `src`'s size.
        unsafe {
            self.ctx
                .backend()
                .write(self.id, &view.raw.alloc, view.offset, bytemuck::cast_slice(src))
        }
    }

    /// Copies `src` into `dst` once the stream's earlier work is done, blocking until it is.
    pub fn copy_to_host<T: DeviceElement>(&self, src: &impl DeviceSlice<T>, dst: &mut [T]) -> Result<()> {
        self.ctx.check_copy(src, dst.len(), "copy_to_host")?;
        let view = src.view();
        // SAFETY: `check_copy` proved `src` is this context's live memory of exactly `dst`'s size.
        unsafe {
            self.ctx
                .backend()
                .read(self.id, &view.raw.alloc, view.offset, bytemuck::cast_slice_mut(dst))
        }
    }

    /// Queues a device-side copy (see [`GpuContext::copy_buffer`]) on this stream.
    pub fn copy_buffer<T: DeviceElement>(
        &self,
        src: &impl DeviceSlice<T>,
        dst: &mut impl DeviceSliceMut<T>,
    ) -> Result<()> {
        self.ctx.copy_buffer_on(self.id, src, dst)
    }

    /// Queues setting every element of `buf` to `value` on this stream.
    pub fn fill<T: DeviceElement>(&self, buf: &mut impl DeviceSliceMut<T>, value: T) -> Result<()> {
        self.ctx.fill_on(self.id, buf, value)
    }

    /// Records an event: it completes once the work queued on this stream so far has run.
    pub fn record_event(&self) -> Result<GpuEvent> {
        Ok(GpuEvent {
            ctx: self.ctx.clone(),
            raw: self.ctx.backend().record_event(self.id)?,
        })
    }

    /// Makes the work queued on this stream from now on wait until `event` completes (an event
    /// of another stream of the same context, typically). Does not block the caller.
    pub fn wait_event(&self, event: &GpuEvent) -> Result<()> {
        event.check_context(&self.ctx, "wait_event")?;
        self.ctx.backend().wait_event(self.id, &event.raw)
    }

    /// Blocks until the work queued on this stream so far has run; reports the first error it met.
    pub fn synchronize(&self) -> Result<()> {
        self.ctx.backend().synchronize_stream(self.id)
    }
}

impl Drop for GpuStream {
    fn drop(&mut self) {
        self.ctx.backend().release_stream(self.id);
    }
}

impl std::fmt::Debug for GpuStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GpuStream({} on {:?})", self.id, self.ctx)
    }
}

/// A point in a stream's work, from [`GpuStream::record_event`] or [`GpuContext::record_event`].
#[derive(Clone)]
pub struct GpuEvent {
    ctx: GpuContext,
    raw: Arc<dyn DeviceEvent>,
}

impl GpuEvent {
    fn check_context(&self, ctx: &GpuContext, what: &str) -> Result<()> {
        if self.ctx.id() != ctx.id() {
            return Err(GpuError::invalid_argument(format!(
                "{what}: the event belongs to another context; events order work within one context"
            )));
        }
        Ok(())
    }

    /// Blocks until the event is complete.
    pub fn synchronize(&self) -> Result<()> {
        self.raw.synchronize()
    }

    /// Whether the event is complete (never blocks).
    pub fn is_complete(&self) -> Result<bool> {
        self.raw.is_complete()
    }

    /// The time from this event to `later` (both complete; waits for them): measured with the
    /// device's clock on CUDA and ROCm, with the host's clock on the CPU device and on wgpu (when
    /// the host saw each complete, so it includes up to a poll's delay there).
    pub fn elapsed(&self, later: &GpuEvent) -> Result<Duration> {
        later.check_context(&self.ctx, "elapsed")?;
        self.synchronize()?;
        later.synchronize()?;
        self.ctx.backend().event_elapsed(self.raw.as_ref(), later.raw.as_ref())
    }
}

impl std::fmt::Debug for GpuEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GpuEvent on {:?}", self.ctx)
    }
}

impl GpuContext {
    /// Records an event on the default stream (stream 0).
    pub fn record_event(&self) -> Result<GpuEvent> {
        Ok(GpuEvent {
            ctx: self.clone(),
            raw: self.backend().record_event(0)?,
        })
    }
}
