//! The runtime primitives a native GPU runtime (the CUDA driver, the HIP runtime) provides to
//! [`NativeBackend`](super::NativeBackend): devices made current, streams, events, device and
//! pinned host memory, async copies, modules and launches. Each is one call of the runtime,
//! returning the runtime's own error for the core to name the operation in; the trait is where
//! the unsafe contracts of those calls are stated, once for both runtimes.

use crate::compiler::front::FrontModule;
use crate::error::{GpuError, Result};

/// One GPU of a native runtime, with the handles and calls anygpu needs from it. Everything the
/// backend does on top (streams per context, staging, keeping arguments alive, timing, errors)
/// lives in [`NativeBackend`](super::NativeBackend), written once.
pub trait NativeDriver: Send + Sync + Sized + 'static {
    /// The device kind as users read it in messages: `CUDA`, `ROCm`.
    const KIND: &'static str;
    /// The backend named in [`GpuError::Backend`]: `cuda`, `rocm`.
    const BACKEND: &'static str;

    /// The CUDA device's ordinal (`CUdevice`), for the CUDA driver alone.
    fn cuda_ordinal(&self) -> Option<i32> {
        None
    }

    /// The HIP device's ordinal, for the ROCm runtime alone.
    fn rocm_ordinal(&self) -> Option<i32> {
        None
    }
    /// The runtime context anygpu's calls run in, made current (CUDA's primary context).
    fn native_context(&self) -> Result<Option<usize>> {
        Ok(None)
    }

    /// A failed runtime call, before it is turned into a [`GpuError`] by [`Self::error`].
    type Error;
    /// A stream handle (the runtime's queue of work, in order).
    type Stream: Copy + Send + Sync;
    /// A timing event handle.
    type Event: Copy + Send + Sync;
    /// A kernel compiled for this device, ready to load.
    type Code;
    /// A loaded module and its kernel entry (with whatever its launch needs to lay out arguments).
    type Module: Send + Sync;
    /// An executable graph: queued work recorded once and run again with one call (a CUDA or
    /// HIP graph exec).
    type Graph: Copy + Send + Sync;

    /// The user-facing error for `e`, raised while trying to do `operation`.
    fn error(&self, operation: &str, e: Self::Error) -> GpuError;
    /// Whether `e` says the device is out of memory.
    fn is_out_of_memory(e: &Self::Error) -> bool;

    /// Makes this device the calling thread's current one (every call below assumes it is).
    fn make_current(&self) -> Result<()>;

    /// A new non-blocking stream.
    fn stream_create(&self) -> std::result::Result<Self::Stream, Self::Error>;
    /// Destroys a stream; work queued on it still completes.
    ///
    /// # Safety
    /// `stream` came from [`Self::stream_create`] on this device, is destroyed once and is not
    /// used afterwards.
    unsafe fn stream_destroy(&self, stream: Self::Stream) -> std::result::Result<(), Self::Error>;
    /// Waits until all work queued on `stream` has finished.
    ///
    /// # Safety
    /// `stream` is a live stream of this device.
    unsafe fn stream_synchronize(&self, stream: Self::Stream) -> std::result::Result<(), Self::Error>;

    /// Allocates `bytes` (at least 1) of device memory, in order on `stream` where the device
    /// supports stream-ordered allocation.
    ///
    /// # Safety
    /// `stream` is a live stream of this device.
    unsafe fn malloc(&self, bytes: usize, stream: Self::Stream) -> std::result::Result<u64, Self::Error>;
    /// Frees device memory, in order on `stream` where allocation is stream-ordered.
    ///
    /// # Safety
    /// `addr` came from [`Self::malloc`] on this device, is freed once, and no work queued on
    /// another stream still uses it; `stream` is a live stream of this device.
    unsafe fn free(&self, addr: u64, stream: Self::Stream) -> std::result::Result<(), Self::Error>;
    /// The device's free and total memory in bytes.
    fn mem_info(&self) -> std::result::Result<(usize, usize), Self::Error>;

    /// Queues a copy of `src` to device address `dst` on `stream`.
    ///
    /// # Safety
    /// `dst..dst + src.len()` lies inside one live allocation of this device; `src` is pinned
    /// host memory that stays valid and unchanged until the stream has finished the copy;
    /// `stream` is a live stream of this device.
    unsafe fn memcpy_htod(&self, dst: u64, src: &[u8], stream: Self::Stream) -> std::result::Result<(), Self::Error>;
    /// Queues a copy from device address `src` into `dst` on `stream`.
    ///
    /// # Safety
    /// `src..src + dst.len()` lies inside one live allocation of this device; `dst` is pinned
    /// host memory that stays valid, and is not read, until the stream has finished the copy;
    /// `stream` is a live stream of this device.
    unsafe fn memcpy_dtoh(
        &self,
        dst: &mut [u8],
        src: u64,
        stream: Self::Stream,
    ) -> std::result::Result<(), Self::Error>;

    /// Queues a device-to-device copy of `bytes` on `stream`.
    ///
    /// # Safety
    /// `src..src + bytes` and `dst..dst + bytes` lie inside live allocations of this device and
    /// do not overlap; `stream` is a live stream of this device.
    unsafe fn memcpy_dtod(
        &self,
        dst: u64,
        src: u64,
        bytes: usize,
        stream: Self::Stream,
    ) -> std::result::Result<(), Self::Error>;
    /// Queues setting `count` bytes at `dst` to `value` on `stream`.
    ///
    /// # Safety
    /// `dst..dst + count` lies inside a live allocation; `stream` is a live stream of this device.
    unsafe fn memset_d8(
        &self,
        dst: u64,
        value: u8,
        count: usize,
        stream: Self::Stream,
    ) -> std::result::Result<(), Self::Error>;
    /// Queues setting `count` 4-byte words at `dst` (4-byte aligned) to `value` on `stream`.
    ///
    /// # Safety
    /// `dst..dst + 4 * count` lies inside a live allocation and `dst` is a multiple of 4;
    /// `stream` is a live stream of this device.
    unsafe fn memset_d32(
        &self,
        dst: u64,
        value: u32,
        count: usize,
        stream: Self::Stream,
    ) -> std::result::Result<(), Self::Error>;

    /// Allocates `bytes` of page-locked host memory (copies from it run at full bus speed).
    fn host_alloc(&self, bytes: usize) -> std::result::Result<*mut u8, Self::Error>;
    /// Frees page-locked host memory.
    ///
    /// # Safety
    /// `ptr` came from [`Self::host_alloc`], is freed once, and no queued copy uses it.
    unsafe fn host_free(&self, ptr: *mut u8) -> std::result::Result<(), Self::Error>;

    /// A new timing event.
    fn event_create(&self) -> std::result::Result<Self::Event, Self::Error>;
    /// Queues `event` on `stream`: it completes when the work queued before it has.
    ///
    /// # Safety
    /// `event` and `stream` are live handles of this device.
    unsafe fn event_record(&self, event: Self::Event, stream: Self::Stream) -> std::result::Result<(), Self::Error>;
    /// Waits for `event` to complete.
    ///
    /// # Safety
    /// `event` is a live event of this device.
    unsafe fn event_synchronize(&self, event: Self::Event) -> std::result::Result<(), Self::Error>;
    /// Whether `event` has completed (never blocks).
    ///
    /// # Safety
    /// `event` is a live event of this device.
    unsafe fn event_query(&self, event: Self::Event) -> std::result::Result<bool, Self::Error>;
    /// Makes work queued on `stream` from now on wait for `event`.
    ///
    /// # Safety
    /// `stream` and `event` are live handles of this device.
    unsafe fn stream_wait_event(
        &self,
        stream: Self::Stream,
        event: Self::Event,
    ) -> std::result::Result<(), Self::Error>;
    /// Milliseconds between two completed events.
    ///
    /// # Safety
    /// `start` and `end` are live events of this device, both recorded and completed.
    unsafe fn event_elapsed_ms(&self, start: Self::Event, end: Self::Event) -> std::result::Result<f32, Self::Error>;
    /// Destroys an event.
    ///
    /// # Safety
    /// `event` came from [`Self::event_create`], is destroyed once and is not used afterwards.
    unsafe fn event_destroy(&self, event: Self::Event) -> std::result::Result<(), Self::Error>;

    /// Compiles a kernel for this device (PTX, a code object).
    fn compile(&self, front: &FrontModule) -> Result<Self::Code>;
    /// The code of an artifact compiled ahead of time, if it is this device's kind.
    fn code_from_artifact(&self, artifact: &crate::compiler::Artifact) -> Result<Self::Code>;
    /// Loads compiled code into the current context and finds its kernel entry. A runtime that
    /// refuses code anygpu compiled reports an internal compiler error with the code attached.
    fn load(&self, code: &Self::Code) -> Result<Self::Module>;
    /// Loads code another compiler made (`load_foreign`) into the current context and finds
    /// its kernel `entry`, checking the declared parameters (`slots`) against what the code
    /// says it takes where it says so. Code the runtime cannot load is the caller's error.
    /// `dynamic_shared` bytes of dynamic shared memory (`extern __shared__`) are passed at
    /// each launch.
    fn load_foreign(
        &self,
        code: &crate::compiler::ForeignCode,
        entry: &str,
        slots: &[crate::compiler::foreign::ParamSlot],
        dynamic_shared: u32,
    ) -> Result<Self::Module>;
    /// Unloads a module.
    ///
    /// # Safety
    /// `module` came from [`Self::load`], is unloaded once, and no queued launch uses it.
    unsafe fn unload(&self, module: &Self::Module) -> std::result::Result<(), Self::Error>;
    /// Queues `launch` of the kernel in `module` on `stream`.
    ///
    /// # Safety
    /// `module` is live on this device and was compiled from the signature that `launch.args` was
    /// validated against (same number of bindings, each a live allocation of this device with
    /// the length given); `grid` and `block` are within the device's limits; `stream` is a live
    /// stream of this device; the allocations stay alive until the launch has finished.
    unsafe fn launch(&self, module: &Self::Module, stream: Self::Stream, launch: Launch<'_>) -> Result<()>;
    /// Whether the runtime records every step into graphs: CUDA 11.4+; HIP 5.3+ (earlier HIP
    /// runtimes have the graph API but run module launches at once instead of recording them).
    fn has_graphs(&self) -> bool;
    /// Starts recording `stream`: work queued on it from now on is captured into a graph, not
    /// run (capture mode: this thread's, so other threads' calls are unaffected).
    ///
    /// # Safety
    /// `stream` is a live stream of this device, used by nothing else while it records.
    unsafe fn begin_capture(&self, stream: Self::Stream) -> std::result::Result<(), Self::Error>;
    /// Ends the recording of `stream` and makes the executable graph of what it captured, with
    /// the number of nodes captured (each recorded launch or copy is one); the captured graph
    /// itself is released (the executable one does not need it).
    ///
    /// # Safety
    /// `stream` is recording ([`Self::begin_capture`]).
    unsafe fn end_capture(&self, stream: Self::Stream) -> std::result::Result<(Self::Graph, usize), Self::Error>;
    /// Queues one run of `graph` on `stream`.
    ///
    /// # Safety
    /// `graph` is live on this device, and what its nodes use (modules, allocations) stays
    /// alive until the run finishes; `stream` is a live stream of this device.
    unsafe fn graph_launch(&self, graph: Self::Graph, stream: Self::Stream) -> std::result::Result<(), Self::Error>;
    /// Destroys an executable graph.
    ///
    /// # Safety
    /// `graph` came from [`Self::end_capture`], is destroyed once, and no queued run of it remains.
    unsafe fn graph_destroy(&self, graph: Self::Graph) -> std::result::Result<(), Self::Error>;
    /// How many workgroups of `block` work-items (using `shared` bytes of workgroup memory) of the
    /// kernel in `module` one multiprocessor holds at once, and what limits it; `info` is this
    /// device's facts. Called with this device current.
    fn occupancy(
        &self,
        module: &Self::Module,
        block: [u32; 3],
        shared: u64,
        info: &crate::device::DeviceInfo,
    ) -> Result<crate::occupancy::Occupancy>;
}

/// What one kernel launch runs: `grid` workgroups of `block` work-items, with the (device
/// address, byte length) of each binding in the kernel signature's order, and the bytes of the
/// entry's `var<immediate>` (empty without one; the ABI is `compiler::abi::native_argument_words`),
/// or for a foreign kernel its parameters' bytes.
#[derive(Clone, Copy, Debug)]
pub struct Launch<'a> {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub args: &'a [(u64, u64)],
    pub immediates: &'a [u8],
    /// For a foreign kernel (`load_foreign`): each parameter's bytes in its declared order,
    /// which replace anygpu's ABI.
    pub foreign: Option<&'a [Vec<u8>]>,
}
