//! NVIDIA GPUs through the CUDA driver API, loaded at run time by cudarc: a machine without the
//! driver simply has no CUDA devices. Kernels are anygpu's own PTX (`compiler::targets::ptx`),
//! JIT-compiled by the driver when loaded; nothing else from CUDA is needed.
//!
//! This file is the CUDA side of [`NativeBackend`]: one GPU with its primary context, and each
//! [`NativeDriver`] primitive as one call of cudarc's `result` API (or `sys` where `result` has
//! none). Streams, staging, argument lifetimes and timing are the shared core's (`native/`);
//! `error.rs` maps driver errors, `probe.rs` lists the devices, `module.rs` loads PTX. Each
//! context gets its own stream on the device's primary context, so work from two contexts
//! overlaps while each context's own work runs in order.

mod error;
mod module;
mod probe;

use std::ffi::c_void;
use std::sync::{Arc, OnceLock};

use cudarc::driver::{result, sys};

use self::error::{call, cuda_error, guarded, CudaError};
pub use self::module::CudaModule;
pub use self::probe::probe;
use crate::backend::native::{Launch, NativeBackend, NativeDriver};
use crate::compiler::front::FrontModule;
use crate::compiler::targets::ptx::{self, PtxArch, PtxIsa};
use crate::compiler::TargetSpec;
use crate::error::{GpuError, Result};
use crate::occupancy::{self, Occupancy};

/// A CUDA device as seen by one context.
pub type CudaBackend = NativeBackend<CudaDevice>;

/// One GPU and its primary context (retained on first use, released when the last user ends).
pub struct CudaDevice {
    dev: sys::CUdevice,
    /// The retained primary context, or why it could not be retained (with the driver's code).
    context: OnceLock<Result<Context>>,
    arch: PtxArch,
    isa: PtxIsa,
    /// Stream-ordered allocation (`cuMemAllocAsync`) is available.
    pools: bool,
    /// `cuDriverGetVersion` (12040 for 12.4): calls newer than the driver are not made at all
    /// (cudarc reports a missing symbol by panicking, which a `panic = "abort"` build cannot
    /// catch).
    driver_version: i32,
}

/// The driver version with `cuGraphInstantiateWithFlags` (11.4).
const GRAPHS_SINCE: i32 = 11040;
/// The driver version with `cuFuncGetParamInfo` (12.4).
pub(super) const PARAM_INFO_SINCE: i32 = 12040;

struct Context(sys::CUcontext);

// SAFETY: a CUDA context handle may be used from any thread; each thread makes it current
// before use, which `CudaDevice::make_current` does before every call.
unsafe impl Send for Context {}
// SAFETY: the handle is never mutated after retaining, and the driver API is thread-safe.
unsafe impl Sync for Context {}

/// A CUDA stream handle.
#[derive(Clone, Copy)]
pub struct CuStream(sys::CUstream);
// SAFETY: stream handles are usable from any thread with their context current.
unsafe impl Send for CuStream {}
// SAFETY: the handle is a plain value; the driver serialises work queued on one stream.
unsafe impl Sync for CuStream {}

/// A CUDA event handle.
#[derive(Clone, Copy)]
pub struct CuEvent(sys::CUevent);
// SAFETY: event handles are usable from any thread with their context current.
unsafe impl Send for CuEvent {}
// SAFETY: the handle is a plain value; the driver synchronises use of an event.
unsafe impl Sync for CuEvent {}

/// A CUDA executable graph (`CUgraphExec`).
#[derive(Clone, Copy)]
pub struct CuGraph(sys::CUgraphExec);
// SAFETY: graph exec handles are usable from any thread with their context current.
unsafe impl Send for CuGraph {}
// SAFETY: the handle is a plain value. Graph objects are not thread-safe ("API calls accessing
// the same graph object must be serialized externally"): `NativeGraph` launches under a lock.
unsafe impl Sync for CuGraph {}

impl CudaDevice {
    fn new(dev: sys::CUdevice, arch: PtxArch, isa: PtxIsa, pools: bool, driver_version: i32) -> Self {
        CudaDevice {
            dev,
            context: OnceLock::new(),
            arch,
            isa,
            pools,
            driver_version,
        }
    }
}

impl Drop for CudaDevice {
    fn drop(&mut self) {
        if let Some(Ok(_)) = self.context.get() {
            // SAFETY: balances the retain in `make_current`; the last user of the device (every
            // backend, stream and kernel holds an `Arc` to it) is gone, so nothing uses the
            // context afterwards.
            let _ = call("release the primary context", || unsafe {
                result::primary_ctx::release(self.dev)
            });
        }
    }
}

impl NativeDriver for CudaDevice {
    const KIND: &'static str = "CUDA";
    const BACKEND: &'static str = "cuda";
    /// PTX, shared with every context that compiles the same kernel for the same target.
    type Code = Arc<ptx::PtxModule>;
    type Module = CudaModule;
    type Graph = CuGraph;
    type Error = CudaError;
    type Stream = CuStream;
    type Event = CuEvent;

    fn error(&self, operation: &str, e: CudaError) -> GpuError {
        cuda_error(operation, e)
    }

    fn cuda_ordinal(&self) -> Option<i32> {
        Some(self.dev)
    }

    fn is_out_of_memory(e: &CudaError) -> bool {
        matches!(e, CudaError::Driver(d) if d.0 == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
    }

    fn native_context(&self) -> Result<Option<usize>> {
        self.make_current()?;
        Ok(self.context.get().and_then(|c| c.as_ref().ok()).map(|c| c.0 as usize))
    }

    fn make_current(&self) -> Result<()> {
        let ctx = self
            .context
            .get_or_init(|| {
                // SAFETY: `dev` came from cuDeviceGet after cuInit; the retained context is
                // released in `Drop`.
                call("retain the primary context", || unsafe {
                    result::primary_ctx::retain(self.dev)
                })
                .map(Context)
            })
            .as_ref()
            .map_err(GpuError::clone)?;
        // SAFETY: the context was retained above and stays retained while `self` lives.
        call("make the context current", || unsafe {
            result::ctx::set_current(ctx.0)
        })
    }

    fn stream_create(&self) -> std::result::Result<CuStream, CudaError> {
        guarded(|| result::stream::create(result::stream::StreamKind::NonBlocking)).map(CuStream)
    }

    unsafe fn stream_destroy(&self, stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: a stream of this device, destroyed once, unused after.
        guarded(|| unsafe { result::stream::destroy(stream.0) })
    }

    unsafe fn stream_synchronize(&self, stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: a live stream of this device.
        guarded(|| unsafe { result::stream::synchronize(stream.0) })
    }

    unsafe fn malloc(&self, bytes: usize, stream: CuStream) -> std::result::Result<u64, CudaError> {
        // SAFETY: a plain allocation with the context current; `stream` is live (the caller's
        // contract), and the memory is freed by `free`.
        guarded(|| unsafe {
            if self.pools {
                result::malloc_async(stream.0, bytes)
            } else {
                result::malloc_sync(bytes)
            }
        })
    }

    unsafe fn free(&self, addr: u64, stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: `addr` came from `malloc` (with the same `pools`
        // choice), is freed once and no other stream's queued work uses it.
        guarded(|| unsafe {
            if self.pools {
                result::free_async(addr, stream.0)
            } else {
                result::free_sync(addr)
            }
        })
    }

    fn mem_info(&self) -> std::result::Result<(usize, usize), CudaError> {
        guarded(result::mem_get_info)
    }

    unsafe fn memcpy_htod(&self, dst: u64, src: &[u8], stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: the destination range is inside a live allocation, and
        // the pinned source stays valid and unchanged until the stream has finished the copy.
        guarded(|| unsafe { result::memcpy_htod_async(dst, src, stream.0) })
    }

    unsafe fn memcpy_dtoh(&self, dst: &mut [u8], src: u64, stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: the source range is inside a live allocation, and the
        // pinned destination is not read until the stream has finished the copy.
        guarded(|| unsafe { result::memcpy_dtoh_async(dst, src, stream.0) })
    }

    unsafe fn memcpy_dtod(
        &self,
        dst: u64,
        src: u64,
        bytes: usize,
        stream: CuStream,
    ) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: both ranges inside live allocations, not overlapping.
        guarded(|| unsafe { result::memcpy_dtod_async(dst, src, bytes, stream.0) })
    }

    unsafe fn memset_d8(
        &self,
        dst: u64,
        value: u8,
        count: usize,
        stream: CuStream,
    ) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: the range lies inside a live allocation.
        guarded(|| unsafe { result::memset_d8_async(dst, value, count, stream.0) })
    }

    unsafe fn memset_d32(
        &self,
        dst: u64,
        value: u32,
        count: usize,
        stream: CuStream,
    ) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: `4 * count` bytes from the 4-byte aligned `dst` lie
        // inside a live allocation.
        guarded(|| unsafe { sys::cuMemsetD32Async(dst, value, count, stream.0) }.result())
    }

    fn host_alloc(&self, bytes: usize) -> std::result::Result<*mut u8, CudaError> {
        // SAFETY: a fresh page-locked allocation with the context current; its owner frees it
        // with `host_free`.
        guarded(|| unsafe { result::malloc_host(bytes, 0) }).map(|p| p.cast())
    }

    unsafe fn host_free(&self, ptr: *mut u8) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: `ptr` came from `host_alloc`, freed once, no copy uses it.
        guarded(|| unsafe { result::free_host(ptr.cast::<c_void>()) })
    }

    fn event_create(&self) -> std::result::Result<CuEvent, CudaError> {
        guarded(|| result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT)).map(CuEvent)
    }

    unsafe fn event_record(&self, event: CuEvent, stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: a live event and stream of this device.
        guarded(|| unsafe { result::event::record(event.0, stream.0) })
    }

    unsafe fn event_synchronize(&self, event: CuEvent) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: a live event of this device.
        guarded(|| unsafe { result::event::synchronize(event.0) })
    }

    unsafe fn event_query(&self, event: CuEvent) -> std::result::Result<bool, CudaError> {
        // SAFETY: the caller's contract: a live event of this device.
        match guarded(|| unsafe { sys::cuEventQuery(event.0) }.result()) {
            Ok(()) => Ok(true),
            Err(CudaError::Driver(e)) if e.0 == sys::CUresult::CUDA_ERROR_NOT_READY => Ok(false),
            Err(e) => Err(e),
        }
    }

    unsafe fn stream_wait_event(&self, stream: CuStream, event: CuEvent) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: a live stream and event of this device.
        guarded(|| unsafe {
            result::stream::wait_event(stream.0, event.0, sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT)
        })
    }

    unsafe fn event_elapsed_ms(&self, start: CuEvent, end: CuEvent) -> std::result::Result<f32, CudaError> {
        // SAFETY: the caller's contract: two live events, both recorded and completed.
        guarded(|| unsafe { result::event::elapsed(start.0, end.0) })
    }

    unsafe fn event_destroy(&self, event: CuEvent) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: an event from `event_create`, destroyed once.
        guarded(|| unsafe { result::event::destroy(event.0) })
    }

    fn compile(&self, front: &FrontModule) -> Result<Arc<ptx::PtxModule>> {
        let target = TargetSpec::Ptx {
            arch: self.arch,
            isa: self.isa,
        };
        let artifact = crate::compiler::compile_parsed(front, &target)?;
        artifact
            .ptx()
            .cloned()
            .ok_or_else(|| crate::error::ice("the PTX compile gave another artifact"))
    }

    fn code_from_artifact(&self, artifact: &crate::compiler::Artifact) -> Result<Arc<ptx::PtxModule>> {
        let ptx = artifact.ptx().cloned().ok_or_else(|| {
            GpuError::invalid_argument(format!(
                "load_precompiled: a CUDA device loads PTX, not this artifact (entry `{}`)",
                artifact.entry()
            ))
        })?;
        // PTX runs on its architecture and later ones (the driver compiles it), except the
        // `a` variants, which run on their own architecture only.
        let fits = if ptx.arch.accelerated {
            ptx.arch == self.arch
        } else {
            ptx.arch.sm <= self.arch.sm
        };
        if !fits || ptx.isa.0 > self.isa.0 {
            return Err(GpuError::invalid_argument(format!(
                "load_precompiled: the PTX is for {} (PTX ISA {}); this device takes {} (PTX ISA up to {}): compile it for this device",
                ptx.arch, ptx.isa, self.arch, self.isa
            )));
        }
        Ok(ptx)
    }

    fn load(&self, code: &Arc<ptx::PtxModule>) -> Result<CudaModule> {
        module::load_ptx(code)
    }

    fn load_foreign(
        &self,
        code: &crate::compiler::ForeignCode,
        entry: &str,
        slots: &[crate::compiler::foreign::ParamSlot],
        dynamic_shared: u32,
    ) -> Result<CudaModule> {
        module::load_foreign(
            code,
            entry,
            slots,
            dynamic_shared,
            self.driver_version >= PARAM_INFO_SINCE,
        )
    }

    unsafe fn unload(&self, module: &CudaModule) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: loaded by `load`, unloaded once, no launch queued on it.
        guarded(|| unsafe { result::module::unload(module.module) })
    }

    unsafe fn launch(&self, module: &CudaModule, stream: CuStream, launch: Launch<'_>) -> Result<()> {
        let mut params = crate::compiler::abi::native_argument_words(launch.args.iter().copied(), launch.immediates, 0);
        let mut pointers: Vec<*mut c_void> = match launch.foreign {
            // A foreign kernel's parameters, each its own bytes (the driver copies each size
            // the kernel declares from its pointer).
            Some(values) => values.iter().map(|v| v.as_ptr().cast_mut().cast()).collect(),
            None => params.iter_mut().map(|p| (p as *mut u64).cast()).collect(),
        };
        let ([gx, gy, gz], [bx, by, bz]) = (launch.grid, launch.block);
        // SAFETY: the PTX entry takes exactly one u64 per address/length pair in this order (it
        // was generated from the signature `args` was validated against: the caller's contract),
        // or a foreign kernel exactly its declared parameters, each value as large as declared
        // (checked against its PTX or cubin where it says, else the `load_foreign` contract),
        // and `pointers` points at `params`, both alive across the call, in which the driver
        // copies the values; `stream` is live and the context current; the dynamic shared
        // memory is what the module's function was opted in to when it was loaded.
        call("launch a kernel", || unsafe {
            sys::cuLaunchKernel(
                module.function,
                gx,
                gy,
                gz,
                bx,
                by,
                bz,
                module.dynamic_shared,
                stream.0,
                pointers.as_mut_ptr(),
                std::ptr::null_mut(),
            )
            .result()
        })
    }

    unsafe fn begin_capture(&self, stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: a live stream of this device, used only by this thread
        // while it records.
        guarded(|| unsafe {
            sys::cuStreamBeginCapture_v2(stream.0, sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
                .result()
        })
    }

    fn has_graphs(&self) -> bool {
        self.driver_version >= GRAPHS_SINCE
    }

    unsafe fn end_capture(&self, stream: CuStream) -> std::result::Result<(CuGraph, usize), CudaError> {
        let mut graph: sys::CUgraph = std::ptr::null_mut();
        // SAFETY: the caller's contract: `stream` is recording; `graph` receives the captured
        // graph (null if the capture was invalidated).
        guarded(|| unsafe { sys::cuStreamEndCapture(stream.0, &mut graph).result() })?;
        let mut nodes = 0usize;
        // SAFETY: `graph` is the live graph just captured; a null node array asks for the count.
        let counted = guarded(|| unsafe { sys::cuGraphGetNodes(graph, std::ptr::null_mut(), &mut nodes).result() });
        let mut exec: sys::CUgraphExec = std::ptr::null_mut();
        // SAFETY: `graph` is the live graph just captured; the exec copies what it needs, so the
        // graph is destroyed right after, whether instantiation worked or not.
        let made = counted
            .and_then(|()| guarded(|| unsafe { sys::cuGraphInstantiateWithFlags(&mut exec, graph, 0).result() }));
        // SAFETY: as above: destroyed once, not used afterwards.
        let _ = guarded(|| unsafe { sys::cuGraphDestroy(graph).result() });
        made.map(|()| (CuGraph(exec), nodes))
    }

    unsafe fn graph_launch(&self, graph: CuGraph, stream: CuStream) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: a live graph exec and stream of this device, whose
        // nodes' modules and allocations outlive the run.
        guarded(|| unsafe { sys::cuGraphLaunch(graph.0, stream.0).result() })
    }

    unsafe fn graph_destroy(&self, graph: CuGraph) -> std::result::Result<(), CudaError> {
        // SAFETY: the caller's contract: destroyed once, with no run of it still queued.
        guarded(|| unsafe { sys::cuGraphExecDestroy(graph.0).result() })
    }

    /// The driver's occupancy calculator (`cuOccupancyMaxActiveBlocksPerMultiprocessor`) gives
    /// the count; the function's register and shared-memory use against the SM's limits says
    /// which resource binds it (`occupancy::cuda_limits`).
    fn occupancy(
        &self,
        module: &CudaModule,
        block: [u32; 3],
        shared: u64,
        info: &crate::device::DeviceInfo,
    ) -> Result<Occupancy> {
        use sys::CUdevice_attribute as A;
        use sys::CUfunction_attribute as F;
        let threads = occupancy::block_size(block);
        let f = module.function;
        // SAFETY: `f` is the live kernel entry of a loaded module, with this device's context
        // current (the caller made it so); the calls only read attributes.
        let active = call("compute the kernel's occupancy", || unsafe {
            result::occupancy::max_active_block_per_multiprocessor(f, threads as i32, module.dynamic_shared as usize)
        })?;
        // SAFETY: as above.
        let fattr = |a| {
            call("read the kernel's attributes", || unsafe {
                result::function::get_function_attribute(f, a)
            })
        };
        let regs = fattr(F::CU_FUNC_ATTRIBUTE_NUM_REGS)?.max(0) as u32;
        let static_shared = fattr(F::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?.max(0) as u64;
        // SAFETY: `self.dev` is a device the driver listed.
        let dattr = |a| {
            call("read the device's limits", || unsafe {
                result::device::get_attribute(self.dev, a)
            })
        };
        let sm = occupancy::CudaSmLimits {
            max_threads: dattr(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR)?.max(32) as u32,
            max_blocks: dattr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR)?.max(1) as u32,
            registers: dattr(A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR)?.max(0) as u32,
            shared: dattr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR)?.max(0) as u64,
            reserved_shared_per_block: dattr(A::CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK)
                .unwrap_or(0)
                .max(0) as u64,
        };
        let shared = static_shared.max(shared);
        let (limited_by, _) = occupancy::binding_limit(&occupancy::cuda_limits(threads, regs, shared, &sm));
        if active <= 0 {
            return Err(GpuError::not_supported(format!(
                "no workgroup of {threads} work-items of this kernel fits on an SM of {} ({regs} registers per work-item, {shared} B of workgroup memory; limited by {limited_by}): use a smaller @workgroup_size",
                info.name
            )));
        }
        let warps_per_block = threads.div_ceil(32);
        Ok(Occupancy {
            block_size: threads,
            active_blocks_per_multiprocessor: active as u32,
            multiprocessors: info.multiprocessor_count,
            active_warps: Some(active as u32 * warps_per_block),
            max_warps: Some(sm.max_threads / 32),
            registers_per_thread: Some(regs),
            shared_memory_per_block: shared,
            limited_by,
        })
    }
}
