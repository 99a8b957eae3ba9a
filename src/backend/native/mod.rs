//! What the native GPU backends (CUDA, ROCm) share, written once: [`NativeBackend`] is the
//! `Backend` of any runtime that implements [`NativeDriver`]. It gives each `GpuContext` its own
//! streams, stages copies through page-locked memory, keeps a launch's buffers alive until a
//! wait shows the launch finished, maps out-of-memory, and times kernels with events. The
//! runtime-specific parts (bindings, error names, probing, module loading) stay in `cuda/` and
//! `rocm/`; every handle this file owns is released through the driver when dropped.

mod driver;
pub(crate) mod facts;
mod staging;

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

pub use driver::{Launch, NativeDriver};
pub use facts::GpuFacts;
use staging::{staged_read, staged_write, InFlight, PinnedRanges};

use super::{
    Backend, BufferRange, DeviceAlloc, DeviceEvent, GraphStep, HostAlloc, KernelArgs, LoadedKernel, PreparedGraph,
};
use crate::compiler::front::FrontModule;
use crate::device::DeviceInfo;
use crate::error::{GpuError, Result};

/// Bytes of page-locked host memory each context stages copies through.
const STAGING_BYTES: usize = 8 << 20;

/// A stream this backend created; destroyed (after its queued work) when dropped.
struct Stream<D: NativeDriver> {
    raw: D::Stream,
    device: Arc<D>,
}

impl<D: NativeDriver> Stream<D> {
    fn create(device: &Arc<D>) -> Result<Self> {
        let raw = device.stream_create().map_err(|e| device.error("create a stream", e))?;
        Ok(Stream {
            raw,
            device: device.clone(),
        })
    }
}

impl<D: NativeDriver> Drop for Stream<D> {
    fn drop(&mut self) {
        // SAFETY: `raw` came from `stream_create` on `device` and this is its only owner, so it
        // is destroyed once; the runtime lets work already queued on it finish first.
        let r = unsafe { self.device.stream_destroy(self.raw) };
        if let Err(e) = r {
            tracing::warn!("{}", self.device.error("destroy a stream", e));
        }
    }
}

/// Page-locked host memory that copies are staged through, for full bus speed.
struct Pinned<D: NativeDriver> {
    ptr: *mut u8,
    len: usize,
    device: Arc<D>,
}

// SAFETY: plain host memory owned by this value (no thread-bound state); the backend serialises
// access to it with the Mutex it lives in.
unsafe impl<D: NativeDriver> Send for Pinned<D> {}

impl<D: NativeDriver> Pinned<D> {
    fn alloc(device: &Arc<D>, len: usize) -> Result<Self> {
        let ptr = device
            .host_alloc(len)
            .map_err(|e| device.error("allocate pinned host memory", e))?;
        Ok(Pinned {
            ptr,
            len,
            device: device.clone(),
        })
    }

    fn as_mut_slice(&mut self) -> &mut [u8] {
        // SAFETY: `ptr` points to `len` bytes from `host_alloc`, owned by `self` until dropped,
        // and `&mut self` makes this the only view of them.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

impl<D: NativeDriver> Drop for Pinned<D> {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from `host_alloc` and is freed only here; every staged copy waits
        // for its stream before returning, so no copy still reads or writes it.
        let r = unsafe { self.device.host_free(self.ptr) };
        if let Err(e) = r {
            tracing::warn!("{}", self.device.error("free pinned memory", e));
        }
    }
}

/// A timing event; destroyed when dropped.
struct Event<D: NativeDriver> {
    raw: D::Event,
    device: Arc<D>,
}

impl<D: NativeDriver> Event<D> {
    fn create(device: &Arc<D>) -> Result<Self> {
        let raw = device.event_create().map_err(|e| device.error("create an event", e))?;
        Ok(Event {
            raw,
            device: device.clone(),
        })
    }
}

impl<D: NativeDriver> Drop for Event<D> {
    fn drop(&mut self) {
        // SAFETY: `raw` came from `event_create` and this is its only owner; a recorded event
        // is dropped only after `event_synchronize` or an error, and the runtime defers the
        // release of an event still pending.
        let r = unsafe { self.device.event_destroy(self.raw) };
        if let Err(e) = r {
            tracing::warn!("{}", self.device.error("destroy an event", e));
        }
    }
}

impl<D: NativeDriver> DeviceEvent for Event<D> {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn synchronize(&self) -> Result<()> {
        self.device.make_current()?;
        // SAFETY: `raw` is a live event of this device (owned by `self`).
        unsafe { self.device.event_synchronize(self.raw) }.map_err(|e| self.device.error("wait for an event", e))
    }
    fn is_complete(&self) -> Result<bool> {
        self.device.make_current()?;
        // SAFETY: as above.
        unsafe { self.device.event_query(self.raw) }.map_err(|e| self.device.error("query an event", e))
    }
}

/// A kernel loaded on a native device: its module, and the workgroup size it was compiled for.
pub struct NativeKernel<D: NativeDriver> {
    device: Arc<D>,
    module: D::Module,
    block: [u32; 3],
    /// A foreign kernel's parameters (`load_foreign`), which its launches pass instead of
    /// anygpu's ABI.
    foreign: Option<Vec<crate::compiler::foreign::ParamSlot>>,
}

impl<D: NativeDriver> LoadedKernel for NativeKernel<D> {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn occupancy(
        &self,
        info: &crate::device::DeviceInfo,
        signature: &crate::compiler::abi::KernelSignature,
    ) -> Result<crate::occupancy::Occupancy> {
        if signature.workgroup_size != self.block {
            return Err(GpuError::invalid_argument(format!(
                "occupancy asked for a {:?} workgroup, but the kernel was compiled for @workgroup_size{:?}",
                signature.workgroup_size, self.block
            )));
        }
        self.device.make_current()?;
        self.device
            .occupancy(&self.module, self.block, signature.workgroup_memory_bytes, info)
    }
}

impl<D: NativeDriver> Drop for NativeKernel<D> {
    fn drop(&mut self) {
        if self.device.make_current().is_ok() {
            // SAFETY: `module` came from `load` and is unloaded only here; queued launches hold
            // their kernel (`InFlight`) until a wait shows they finished, so none is pending.
            let r = unsafe { self.device.unload(&self.module) };
            if let Err(e) = r {
                tracing::warn!("{}", self.device.error("unload a module", e));
            }
        }
    }
}

/// A native GPU as seen by one context: the shared device plus this context's own streams,
/// staging memory, and the buffers its queued work still uses.
pub struct NativeBackend<D: NativeDriver> {
    info: DeviceInfo,
    /// The context's default stream (number 0), created on first use.
    stream: OnceLock<std::result::Result<Stream<D>, String>>,
    /// The context's other streams (`LaunchConfig::stream` 1, 2, ...), created on first use.
    user_streams: Mutex<HashMap<u32, Stream<D>>>,
    /// Streams whose handle was dropped: waited for (so that the buffers their work holds are
    /// let go of only after it ran) and destroyed by the next wait for everything.
    released: Mutex<Vec<Stream<D>>>,
    staging: Mutex<Option<Pinned<D>>>,
    /// Page-locked memory handed to users (`alloc_pinned`), which copies use without staging.
    pinned: PinnedRanges,
    in_flight: InFlight,
    device: Arc<D>,
}

impl<D: NativeDriver> NativeBackend<D> {
    pub(crate) fn new(info: DeviceInfo, device: Arc<D>) -> Self {
        NativeBackend {
            info,
            stream: OnceLock::new(),
            user_streams: Mutex::new(HashMap::new()),
            released: Mutex::new(Vec::new()),
            staging: Mutex::new(None),
            pinned: PinnedRanges::default(),
            in_flight: Default::default(),
            device,
        }
    }

    /// A driver error of `operation` as a `GpuError`.
    fn fail<'a>(&'a self, operation: &'a str) -> impl FnOnce(D::Error) -> GpuError + 'a {
        let device = &self.device;
        move |e| device.error(operation, e)
    }

    /// Makes the device current on this thread and returns the context's stream number `n`
    /// (0: the default stream), creating it on first use.
    fn stream(&self, n: u32) -> Result<D::Stream> {
        self.device.make_current()?;
        let default = self
            .stream
            .get_or_init(|| Stream::create(&self.device).map_err(|e| e.to_string()))
            .as_ref()
            .map(|s| s.raw)
            .map_err(|e| GpuError::Backend {
                backend: D::BACKEND,
                operation: "create a stream".into(),
                message: e.clone(),
            })?;
        if n == 0 {
            return Ok(default);
        }
        let mut streams = self.user_streams.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = streams.get(&n) {
            return Ok(s.raw);
        }
        let s = Stream::create(&self.device)?;
        let raw = s.raw;
        streams.insert(n, s);
        Ok(raw)
    }

    /// Waits for the default stream and every user stream: after this, no queued work of this
    /// context remains, so the buffers it held can go.
    fn wait_all(&self) -> Result<()> {
        let default = self.stream(0)?;
        self.in_flight.release_after(|| {
            // SAFETY: the context's default stream, alive while `self` is; the device is current.
            unsafe { self.device.stream_synchronize(default) }.map_err(self.fail("wait for the stream"))?;
            for s in self.user_streams.lock().unwrap_or_else(|e| e.into_inner()).values() {
                // SAFETY: a stream owned by this context's table, held locked while waited for.
                unsafe { self.device.stream_synchronize(s.raw) }.map_err(self.fail("wait for a user stream"))?;
            }
            let mut released = self.released.lock().unwrap_or_else(|e| e.into_inner());
            for s in released.iter() {
                // SAFETY: a stream owned by the released list, held locked while waited for.
                unsafe { self.device.stream_synchronize(s.raw) }.map_err(self.fail("wait for a user stream"))?;
            }
            released.clear();
            Ok(())
        })
    }

    /// Stream `n`, made to wait for the work queued on the default stream so far when `n` is
    /// another stream: buffers are allocated in stream order on the default stream, and work on
    /// another stream may use them only after that. An event wait orders it on the device
    /// without blocking the host (until streams had events, this waited for the default stream).
    fn user_stream_ready(&self, n: u32) -> Result<D::Stream> {
        let raw = self.stream(n)?;
        if n != 0 {
            let default = self.stream(0)?;
            let event = Event::create(&self.device)?;
            // SAFETY: a live event and two live streams of the current device; a wait queued on
            // an event stays valid when the event is destroyed afterwards.
            unsafe {
                self.device
                    .event_record(event.raw, default)
                    .map_err(self.fail("record an event"))?;
                self.device
                    .stream_wait_event(raw, event.raw)
                    .map_err(self.fail("wait for an event"))?;
            }
        }
        Ok(raw)
    }

    /// Runs `copy` (one copy between the device and the caller's page-locked memory at `host`,
    /// `len` bytes, queued on `stream`) and waits for it, when that memory is one of the
    /// context's pinned allocations; `None` when it is not (the copy must be staged). If the wait
    /// fails the copy may still be running, so the allocation is poisoned, never to be freed.
    fn direct_copy(
        &self,
        stream: D::Stream,
        host: *const u8,
        len: usize,
        copy: impl FnOnce() -> std::result::Result<(), D::Error>,
    ) -> Option<Result<()>> {
        let base = self.pinned.holding(host as usize, len)?;
        let queued = copy().map_err(self.fail("copy between the host and the device"));
        Some(queued.and_then(|()| {
            // SAFETY: a stream of this context, alive while `self` is.
            unsafe { self.device.stream_synchronize(stream) }.map_err(|e| {
                self.pinned.poison(base);
                self.device.error("wait for the copy", e)
            })
        }))
    }

    /// Runs `f` on the pinned staging buffer, allocating it on first use.
    fn with_staging<T>(&self, f: impl FnOnce(&mut [u8]) -> Result<T>) -> Result<T> {
        let mut slot = self.staging.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            *slot = Some(Pinned::alloc(&self.device, STAGING_BYTES)?);
        }
        match slot.as_mut() {
            Some(p) => f(p.as_mut_slice()),
            None => Err(GpuError::Backend {
                backend: D::BACKEND,
                operation: "stage a copy".into(),
                message: "no staging buffer".into(),
            }),
        }
    }
}

impl<D: NativeDriver> Drop for NativeBackend<D> {
    /// Runs before the fields are dropped: the streams and pinned memory are released with
    /// their device current, whichever thread drops the last reference.
    fn drop(&mut self) {
        let _ = self.device.make_current();
    }
}

impl<D: NativeDriver> super::BackendDevice for NativeBackend<D> {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        Some(Arc::new(NativeBackend::new(self.info.clone(), self.device.clone())))
    }

    fn cuda_ordinal(&self) -> Option<i32> {
        self.device.cuda_ordinal()
    }

    fn cuda_context(&self) -> Result<Option<usize>> {
        self.device.native_context()
    }

    fn rocm_ordinal(&self) -> Option<i32> {
        self.device.rocm_ordinal()
    }
}

impl<D: NativeDriver> super::DeviceMemory for NativeBackend<D> {
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        let stream = self.stream(0)?;
        // The runtimes reject 0 bytes; an empty buffer still needs an address.
        let size = bytes.max(4);
        // SAFETY: the context's default stream, alive while `self` is; the device is current.
        match unsafe { self.device.malloc(size, stream) } {
            Ok(addr) => Ok(DeviceAlloc { addr, bytes }),
            Err(e) if D::is_out_of_memory(&e) => {
                let (free, total) = self.device.mem_info().unwrap_or((0, 0));
                Err(GpuError::OutOfMemory {
                    device: format!("{} ({})", self.info.id, self.info.name),
                    requested: bytes as u64,
                    available: free as u64,
                    total: total as u64,
                })
            }
            Err(e) => Err(self.device.error("allocate device memory", e)),
        }
    }

    unsafe fn free(&self, alloc: &DeviceAlloc) {
        let Ok(stream) = self.stream(0) else { return };
        // SAFETY: `alloc` came from `alloc` on this device and is freed once (the caller's
        // contract); its buffer is freed only when no queued work holds it (`in_flight`), and a
        // stream-ordered free runs after earlier work on the stream anyway.
        if let Err(e) = unsafe { self.device.free(alloc.addr, stream) } {
            tracing::warn!("{}", self.device.error("free device memory", e));
        }
    }

    fn memory_info(&self) -> Option<(u64, u64)> {
        self.device.make_current().ok()?;
        self.device
            .mem_info()
            .ok()
            .map(|(free, total)| (free as u64, total as u64))
    }

    fn alloc_host(&self, bytes: usize) -> Result<HostAlloc> {
        self.device.make_current()?;
        let len = bytes.max(1);
        let ptr = self.device.host_alloc(len).map_err(|e| {
            if D::is_out_of_memory(&e) {
                GpuError::OutOfMemory {
                    device: format!("host (page-locked for {})", self.info.id),
                    requested: bytes as u64,
                    available: 0,
                    total: 0,
                }
            } else {
                self.device.error("allocate pinned host memory", e)
            }
        })?;
        let ptr = std::ptr::NonNull::new(ptr)
            .ok_or_else(|| crate::error::ice("the runtime's pinned allocation returned null"))?;
        // SAFETY: `len` bytes just allocated for us; the runtimes do not zero them, and Rust may
        // not read uninitialised memory.
        unsafe { std::ptr::write_bytes(ptr.as_ptr(), 0, len) };
        self.pinned.insert(ptr.as_ptr() as usize, len);
        Ok(HostAlloc { ptr, bytes })
    }

    unsafe fn free_host(&self, alloc: HostAlloc) {
        if !self.pinned.remove(alloc.ptr.as_ptr() as usize) {
            tracing::warn!("pinned host memory a failed copy may still use is kept, not freed");
            return;
        }
        let _ = self.device.make_current();
        // SAFETY: from `host_alloc` (the caller's contract: it came from `alloc_host`), freed once;
        // every direct copy waited for its stream, and one whose wait failed poisoned it above.
        if let Err(e) = unsafe { self.device.host_free(alloc.ptr.as_ptr()) } {
            tracing::warn!("{}", self.device.error("free pinned memory", e));
        }
    }
}

impl<D: NativeDriver> super::Transfers for NativeBackend<D> {
    unsafe fn write(&self, stream: u32, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        let stream = self.stream(stream)?;
        let at = dst.addr + offset as u64;
        // SAFETY: `at..at + src.len()` lies inside `dst` (the caller's contract); `src` is one of
        // the context's page-locked allocations, borrowed until `direct_copy` has waited.
        let copy = || unsafe { self.device.memcpy_htod(at, src, stream) };
        if let Some(done) = self.direct_copy(stream, src.as_ptr(), src.len(), copy) {
            return done;
        }
        self.with_staging(|pinned| {
            staged_write(pinned, src, |done, staged| {
                let at = dst.addr + (offset + done) as u64;
                // SAFETY: `at..at + staged.len()` lies inside `dst`, since the caller guarantees
                // `offset + src.len() <= dst.bytes`; `staged` is the pinned buffer, untouched
                // until the stream is synchronised just below.
                unsafe { self.device.memcpy_htod(at, staged, stream) }.map_err(self.fail("copy to the device"))?;
                // SAFETY: a stream of this context, alive while `self` is.
                unsafe { self.device.stream_synchronize(stream) }.map_err(self.fail("wait for the copy"))
            })
        })
    }

    unsafe fn read(&self, stream: u32, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        let stream = self.stream(stream)?;
        let (at, host, len) = (src.addr + offset as u64, dst.as_ptr(), dst.len());
        // SAFETY: `at..at + len` lies inside `src` (the caller's contract); `dst` is one of the
        // context's page-locked allocations, borrowed mutably until `direct_copy` has waited.
        let copy = || unsafe { self.device.memcpy_dtoh(&mut *dst, at, stream) };
        if let Some(done) = self.direct_copy(stream, host, len, copy) {
            return done;
        }
        self.with_staging(|pinned| {
            staged_read(pinned, dst, |done, staging| {
                let at = src.addr + (offset + done) as u64;
                // SAFETY: `at..at + staging.len()` lies inside `src`, since the caller guarantees
                // `offset + dst.len() <= src.bytes`; `staging` is the pinned buffer, read only
                // after the stream is synchronised just below.
                unsafe { self.device.memcpy_dtoh(staging, at, stream) }.map_err(self.fail("copy to the host"))?;
                // SAFETY: a stream of this context, alive while `self` is.
                unsafe { self.device.stream_synchronize(stream) }.map_err(self.fail("wait for the copy"))
            })
        })
    }

    unsafe fn copy(&self, stream: u32, src: BufferRange, dst: BufferRange) -> Result<()> {
        let raw = self.user_stream_ready(stream)?;
        // SAFETY: both ranges lie inside live allocations and do not overlap (the caller's
        // contract); they are held in `in_flight` until a wait shows the copy finished.
        unsafe { self.device.memcpy_dtod(dst.addr(), src.addr(), src.bytes, raw) }
            .map_err(self.fail("copy between buffers"))?;
        self.in_flight.hold([src.buffer, dst.buffer], None);
        Ok(())
    }

    unsafe fn fill(&self, stream: u32, dst: BufferRange, pattern: &[u8]) -> Result<()> {
        let raw = self.user_stream_ready(stream)?;
        let (addr, bytes) = (dst.addr(), dst.bytes);
        // The pattern as one byte or one 4-byte word where it is one (the runtimes' memsets);
        // else one copy of it written, then doubled with device copies.
        let byte = pattern.iter().all(|&b| b == pattern[0]).then_some(pattern[0]);
        let word = (4 % pattern.len() == 0 && bytes % 4 == 0)
            .then(|| u32::from_le_bytes(std::array::from_fn(|i| pattern[i % pattern.len()])));
        match (byte, word) {
            // SAFETY (both memsets): `dst` lies inside a live allocation, starts on 4 bytes and is
            // a whole number of patterns long (the caller's contract); it is held in `in_flight`.
            (Some(b), _) => {
                unsafe { self.device.memset_d8(addr, b, bytes, raw) }.map_err(self.fail("fill a buffer"))?
            }
            (None, Some(w)) => {
                // SAFETY: as above.
                unsafe { self.device.memset_d32(addr, w, bytes / 4, raw) }.map_err(self.fail("fill a buffer"))?
            }
            (None, None) => {
                // SAFETY: the first pattern lies inside `dst`.
                unsafe { self.write(stream, &dst.buffer.alloc, dst.offset, pattern) }?;
                let mut done = pattern.len();
                while done < bytes {
                    let n = done.min(bytes - done);
                    // SAFETY: `addr..addr + n` was written and `addr + done..addr + done + n`
                    // lies inside `dst` after it: disjoint ranges of one allocation.
                    unsafe { self.device.memcpy_dtod(addr + done as u64, addr, n, raw) }
                        .map_err(self.fail("fill a buffer"))?;
                    done += n;
                }
            }
        }
        self.in_flight.hold([dst.buffer], None);
        Ok(())
    }
}

impl<D: NativeDriver> super::Streams for NativeBackend<D> {
    fn synchronize(&self) -> Result<()> {
        if self.stream.get().is_none() {
            return Ok(());
        }
        self.wait_all()
    }

    fn synchronize_stream(&self, stream: u32) -> Result<()> {
        let raw = self.stream(stream)?;
        // SAFETY: a stream of this context, alive while `self` is; the device is current.
        unsafe { self.device.stream_synchronize(raw) }.map_err(self.fail("wait for a stream"))
    }

    fn record_event(&self, stream: u32) -> Result<Arc<dyn DeviceEvent>> {
        let raw = self.stream(stream)?;
        let event = Event::create(&self.device)?;
        // SAFETY: a live event and stream of the current device.
        unsafe { self.device.event_record(event.raw, raw) }.map_err(self.fail("record an event"))?;
        Ok(Arc::new(event))
    }

    fn wait_event(&self, stream: u32, event: &Arc<dyn DeviceEvent>) -> Result<()> {
        let event = event
            .as_any()
            .downcast_ref::<Event<D>>()
            .ok_or_else(|| GpuError::invalid_argument(format!("the event was not recorded on a {} device", D::KIND)))?;
        let raw = self.stream(stream)?;
        // SAFETY: a live stream of this context and a live event (held by the caller) of the
        // current device.
        unsafe { self.device.stream_wait_event(raw, event.raw) }.map_err(self.fail("wait for an event"))
    }

    fn event_elapsed(&self, start: &dyn DeviceEvent, end: &dyn DeviceEvent) -> Result<std::time::Duration> {
        let raw = |e: &dyn DeviceEvent| {
            e.as_any().downcast_ref::<Event<D>>().map(|e| e.raw).ok_or_else(|| {
                GpuError::invalid_argument(format!("the event was not recorded on a {} device", D::KIND))
            })
        };
        let (start, end) = (raw(start)?, raw(end)?);
        self.device.make_current()?;
        // SAFETY: both are live events of this device, complete (the caller waited for them).
        let ms = unsafe { self.device.event_elapsed_ms(start, end) }.map_err(self.fail("read an event's time"))?;
        Ok(std::time::Duration::from_secs_f64(ms.max(0.0) as f64 / 1e3))
    }

    fn release_stream(&self, stream: u32) {
        let s = self
            .user_streams
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&stream);
        if let Some(s) = s {
            self.released.lock().unwrap_or_else(|e| e.into_inner()).push(s);
        }
    }
}

impl<D: NativeDriver> NativeBackend<D> {
    /// `code` loaded as the kernel `front` describes (the default stream made first).
    fn loaded(&self, front: &FrontModule, code: &D::Code) -> Result<Arc<dyn LoadedKernel>> {
        self.stream(0)?;
        let module = self.device.load(code)?;
        Ok(Arc::new(NativeKernel {
            device: self.device.clone(),
            module,
            block: front.signature.workgroup_size,
            foreign: None,
        }))
    }
}

impl<D: NativeDriver> super::Kernels for NativeBackend<D> {
    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        let code = self.device.compile(front)?;
        self.loaded(front, &code)
    }

    unsafe fn load_artifact(
        &self,
        front: &FrontModule,
        artifact: &crate::compiler::Artifact,
    ) -> Result<Arc<dyn LoadedKernel>> {
        let code = self.device.code_from_artifact(artifact)?;
        self.loaded(front, &code)
    }

    unsafe fn load_foreign(
        &self,
        front: &FrontModule,
        signature: &crate::compiler::ForeignSignature,
        code: &crate::compiler::ForeignCode,
    ) -> Result<Arc<dyn LoadedKernel>> {
        self.stream(0)?;
        let slots = signature.slots();
        let module = self
            .device
            .load_foreign(code, &signature.entry, &slots, signature.dynamic_shared)?;
        Ok(Arc::new(NativeKernel {
            device: self.device.clone(),
            module,
            block: front.signature.workgroup_size,
            foreign: Some(slots),
        }))
    }

    /// The context's blocking copies wait for every stream first; launches on different
    /// streams may overlap. GPUs cannot stop a running kernel: a time limit is not applied.
    unsafe fn launch(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        stream: u32,
        args: KernelArgs,
        _limit: Option<std::time::Duration>,
    ) -> Result<()> {
        let stream = self.user_stream_ready(stream)?;
        // SAFETY: the caller's contract is `queue_launch`'s; the buffers are held in `in_flight`
        // until a wait shows the launch finished, and so is the kernel (its module stays loaded).
        unsafe { self.queue_launch(kernel, grid, stream, &args) }?;
        self.in_flight
            .hold(args.buffers.into_iter().map(|r| r.buffer), Some(kernel.clone()));
        Ok(())
    }

    unsafe fn launch_timed(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        args: KernelArgs,
    ) -> Result<std::time::Duration> {
        let stream = self.stream(0)?;
        let start = Event::create(&self.device)?;
        let end = Event::create(&self.device)?;
        // SAFETY: both events and the default stream are alive and belong to the current device.
        unsafe { self.device.event_record(start.raw, stream) }.map_err(self.fail("record an event"))?;
        // SAFETY: the caller upholds `launch`'s contract.
        unsafe { self.launch(kernel, grid, 0, args, None) }?;
        // SAFETY: as for the first record: live events and stream of the current device.
        unsafe { self.device.event_record(end.raw, stream) }.map_err(self.fail("record an event"))?;
        // SAFETY: `end` is alive and was just recorded.
        unsafe { self.device.event_synchronize(end.raw) }.map_err(self.fail("wait for an event"))?;
        // SAFETY: both events were recorded on one stream and `end`, the later, has completed.
        let ms =
            unsafe { self.device.event_elapsed_ms(start.raw, end.raw) }.map_err(self.fail("read the kernel time"))?;
        drop((end, start));
        self.wait_all()?;
        Ok(std::time::Duration::from_secs_f64(ms as f64 / 1e3))
    }
}

impl<D: NativeDriver> NativeBackend<D> {
    /// Queues one launch of `kernel` on the raw `stream`, holding nothing.
    ///
    /// # Safety
    /// The validation layer checked `args` against the signature the kernel was compiled from
    /// and `grid` against the device's limits; the buffers and the kernel stay alive until the
    /// launch has finished; `stream` is a live stream of this device.
    unsafe fn queue_launch(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        stream: D::Stream,
        args: &KernelArgs,
    ) -> Result<()> {
        let kernel = kernel.as_any().downcast_ref::<NativeKernel<D>>().ok_or_else(|| {
            GpuError::invalid_argument(format!("the kernel was not compiled for a {} device", D::KIND))
        })?;
        let bindings: Vec<(u64, u64)> = args.buffers.iter().map(|a| (a.addr(), a.bytes as u64)).collect();
        let foreign = match &kernel.foreign {
            Some(slots) => Some(crate::compiler::foreign::param_values(
                slots,
                &bindings,
                &args.immediates,
            )?),
            None => None,
        };
        let launch = Launch {
            grid,
            block: kernel.block,
            args: &bindings,
            immediates: &args.immediates,
            foreign: foreign.as_deref(),
        };
        // SAFETY: the caller's contract; `block` is the kernel's signature's workgroup size.
        unsafe { self.device.launch(&kernel.module, stream, launch) }
    }

    /// Records `steps` on a private stream into the runtime's graph and makes it executable.
    /// `Ok(Err(e))`: the runtime refused to record them (nothing ran; the steps can be queued
    /// one by one instead); `Err(e)`: it ran a step instead of recording it.
    ///
    /// # Safety
    /// As for [`super::Graphs::prepare_graph`].
    unsafe fn capture(&self, steps: &[GraphStep]) -> Result<Result<D::Graph>> {
        let stream = match Stream::create(&self.device) {
            Ok(stream) => stream,
            Err(e) => return Ok(Err(e)),
        };
        // SAFETY: a stream of this device that nothing else knows of.
        if let Err(e) = unsafe { self.device.begin_capture(stream.raw) } {
            return Ok(Err(self.device.error("start recording a graph", e)));
        }
        let recorded = steps.iter().try_for_each(|step| match step {
            // SAFETY: each step was validated when recorded and holds its buffers and kernel
            // (the caller's contract); captured work does not run now.
            GraphStep::Launch { kernel, grid, args, .. } => unsafe {
                self.queue_launch(kernel, *grid, stream.raw, args)
            },
            // SAFETY: as for the launch: validated, non-overlapping ranges of live buffers.
            GraphStep::Copy { src, dst } => {
                unsafe { self.device.memcpy_dtod(dst.addr(), src.addr(), src.bytes, stream.raw) }
                    .map_err(self.fail("record a copy into a graph"))
            }
        });
        // SAFETY: the stream is recording; the capture is ended whether the steps went in or not.
        let ended = unsafe { self.device.end_capture(stream.raw) }.map_err(self.fail("finish recording a graph"));
        match (recorded, ended) {
            (Ok(()), Ok((graph, nodes))) if nodes == steps.len() => Ok(Ok(graph)),
            // Each step is one node; fewer means the runtime ran a step instead of recording
            // it: the graph would skip it, and it has run once already.
            (Ok(()), Ok((graph, nodes))) => {
                // SAFETY: just made, never launched.
                let _ = unsafe { self.device.graph_destroy(graph) };
                Err(GpuError::Backend {
                    backend: D::BACKEND,
                    operation: "record a graph".into(),
                    message: format!(
                        "the runtime recorded {nodes} of the graph's {} steps: a step it ran instead of recording has run once (its buffers may have changed)",
                        steps.len()
                    ),
                })
            }
            (Ok(()), Err(e)) => Ok(Err(e)),
            (Err(e), Ok((graph, _))) => {
                // SAFETY: just made, never launched.
                let _ = unsafe { self.device.graph_destroy(graph) };
                Ok(Err(e))
            }
            (Err(e), Err(_)) => Ok(Err(e)),
        }
    }
}

/// A launch graph as the runtime's own graph (a CUDA or HIP graph exec): one call queues every
/// step, with the launches' arguments copied into the graph when it was recorded.
struct NativeGraph<D: NativeDriver> {
    exec: D::Graph,
    steps: Vec<GraphStep>,
    device: Arc<D>,
    /// Held while the graph is launched: neither runtime lets two threads use one graph exec
    /// at once (CUDA: "API calls accessing the same graph object must be serialized").
    launching: Mutex<()>,
}

impl<D: NativeDriver> super::PreparedGraph for NativeGraph<D> {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn steps(&self) -> &[GraphStep] {
        &self.steps
    }
}

impl<D: NativeDriver> Drop for NativeGraph<D> {
    fn drop(&mut self) {
        // SAFETY: `exec` came from `end_capture` on `device` and this is its only owner; every
        // run holds the graph in the context's `in_flight` until a wait shows it finished, so
        // none is queued when the last holder lets go.
        let destroyed = self.device.make_current().and_then(|()| {
            unsafe { self.device.graph_destroy(self.exec) }.map_err(|e| self.device.error("destroy a graph", e))
        });
        if let Err(e) = destroyed {
            tracing::warn!("{e}");
        }
    }
}

/// The native texture layout (`crate::texture`): every default.
impl<D: NativeDriver> super::Textures for NativeBackend<D> {}

/// Graphs recorded into the runtime's own (CUDA graphs, HIP graphs: `cuStreamBeginCapture` …
/// `cuGraphLaunch`), so a replay is one driver call however many steps it has. A runtime
/// without graphs, or one that refuses to record the steps, gets the step list (each step
/// queued as if called alone), with the reason logged.
impl<D: NativeDriver> super::Graphs for NativeBackend<D> {
    unsafe fn prepare_graph(&self, steps: Vec<GraphStep>) -> Result<Arc<dyn PreparedGraph>> {
        if steps.is_empty() || !self.device.has_graphs() {
            return Ok(Arc::new(super::StepList(steps)));
        }
        self.device.make_current()?;
        // SAFETY: the caller's contract is `capture`'s.
        // (A step that ran while recording is an error: queued again it would run twice.)
        match unsafe { self.capture(&steps) }? {
            Ok(exec) => Ok(Arc::new(NativeGraph {
                exec,
                steps,
                device: self.device.clone(),
                launching: Mutex::new(()),
            })),
            Err(e) => {
                tracing::warn!("{}: queuing the graph's steps one by one: {e}", self.info.id);
                Ok(Arc::new(super::StepList(steps)))
            }
        }
    }

    unsafe fn run_graph(&self, graph: &Arc<dyn PreparedGraph>, stream: u32) -> Result<()> {
        let Some(native) = graph.as_any().downcast_ref::<NativeGraph<D>>() else {
            // SAFETY: the caller's contract is `run_steps`'.
            return unsafe { super::run_steps(self, graph, stream) };
        };
        let raw = self.user_stream_ready(stream)?;
        let _one_at_a_time = native.launching.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: the graph is live on this device and launched by one thread at a time (the
        // lock); the graph, and with it what its steps use, is held below until a wait shows
        // the run finished.
        unsafe { self.device.graph_launch(native.exec, raw) }.map_err(self.fail("launch a graph"))?;
        // The graph holds its steps, and they their kernels and buffers.
        self.in_flight.hold_graph(graph.clone());
        Ok(())
    }
}

impl<D: NativeDriver> Backend for NativeBackend<D> {}
