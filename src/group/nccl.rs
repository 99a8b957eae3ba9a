//! NCCL, NVIDIA's collectives library, and RCCL, AMD's (the same C API), under a
//! [`DeviceGroup`](super::DeviceGroup) of CUDA or ROCm devices and under a communicator whose
//! ranks all hold one: the buffers stay on the GPUs (NVLink, xGMI or PCIe peer copies, the
//! library's own kernels) instead of going through host memory; and GPU-to-GPU copies.
//!
//! Loaded at run time like the drivers, so nothing is needed to build and a machine without
//! them runs anygpu's own rings: NCCL from `ANYGPU_NCCL` (a path) if set, else `libnccl.so.2` or
//! `libnccl.so` on the loader's path (PyTorch's wheels ship one in
//! `site-packages/nvidia/nccl/lib`); RCCL from `ANYGPU_RCCL`, else `librccl.so.1` or
//! `librccl.so`; `off` for either never loads it. Every call is enqueued on a stream of the
//! library's own per device after anygpu's work on the buffers has finished (the callers
//! synchronise the contexts), and waited for by polling that stream up to a deadline: past it
//! the communicator is aborted (`ncclCommAbort`, which stops the library's kernels), so a peer
//! that never arrives is an error, not a hang.
//!
//! Every `unsafe` call into NCCL/RCCL and the CUDA driver is in this file; HIP's go through
//! `backend::rocm::beside`.

use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

#[cfg(feature = "cuda")]
use cudarc::driver::{result, sys};

use crate::context::GpuContext;
use crate::error::{CommFault, GpuError, Result};
use crate::group::{CollectiveElement, ReduceOp};

/// The GPU runtime a communicator's devices belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Runtime {
    /// NVIDIA's: NCCL.
    Cuda,
    /// AMD's: RCCL.
    Hip,
}

impl Runtime {
    /// The library's name, as reports and errors show it.
    pub(crate) fn library(self) -> &'static str {
        match self {
            Runtime::Cuda => "nccl",
            Runtime::Hip => "rccl",
        }
    }
}

/// The runtime and device ordinal of a CUDA or ROCm context.
pub(crate) fn device_of(ctx: &GpuContext) -> Option<(Runtime, i32)> {
    ctx.cuda_ordinal()
        .map(|d| (Runtime::Cuda, d))
        .or_else(|| ctx.rocm_ordinal().map(|d| (Runtime::Hip, d)))
}

/// NCCL's `ncclUniqueId`: what rank 0 makes and every rank passes to `ncclCommInitRank`.
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct UniqueId {
    pub(crate) internal: [u8; 128],
}

type Comm = *mut c_void;
/// A `CUstream` or a `hipStream_t`: both pointers, passed to the library as they are.
type Stream = *mut c_void;

const SUCCESS: c_int = 0;
/// `ncclInProgress`: a non-blocking communicator's call still running.
const IN_PROGRESS: c_int = 7;

type InitRank = unsafe extern "C" fn(*mut Comm, c_int, UniqueId, c_int) -> c_int;
type InitAll = unsafe extern "C" fn(*mut Comm, c_int, *const c_int) -> c_int;
type CommCall = unsafe extern "C" fn(Comm) -> c_int;
type AsyncError = unsafe extern "C" fn(Comm, *mut c_int) -> c_int;
type AllReduce = unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, c_int, Comm, Stream) -> c_int;
type Broadcast = unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, c_int, Comm, Stream) -> c_int;
type Reduce = unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, c_int, c_int, Comm, Stream) -> c_int;
type AllGather = unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, Comm, Stream) -> c_int;
type ReduceScatter = unsafe extern "C" fn(*const c_void, *mut c_void, usize, c_int, c_int, Comm, Stream) -> c_int;

/// The NCCL entry points anygpu calls.
struct Api {
    version: c_int,
    /// For communicators across processes (the `mpi` feature).
    #[cfg_attr(not(feature = "mpi"), allow(dead_code))]
    get_unique_id: unsafe extern "C" fn(*mut UniqueId) -> c_int,
    #[cfg_attr(not(feature = "mpi"), allow(dead_code))]
    comm_init_rank: InitRank,
    comm_init_all: InitAll,
    comm_abort: CommCall,
    comm_destroy: CommCall,
    comm_get_async_error: AsyncError,
    get_error_string: unsafe extern "C" fn(c_int) -> *const c_char,
    group_start: unsafe extern "C" fn() -> c_int,
    group_end: unsafe extern "C" fn() -> c_int,
    all_reduce: AllReduce,
    broadcast: Broadcast,
    reduce: Reduce,
    all_gather: AllGather,
    reduce_scatter: ReduceScatter,
    /// Keeps the functions above loaded.
    _lib: libloading::Library,
}

/// The runtime's library (NCCL or RCCL), loaded once; why not where it is not there.
fn api(runtime: Runtime) -> std::result::Result<&'static Api, String> {
    static NCCL: OnceLock<std::result::Result<Api, String>> = OnceLock::new();
    static RCCL: OnceLock<std::result::Result<Api, String>> = OnceLock::new();
    let cell = match runtime {
        Runtime::Cuda => &NCCL,
        Runtime::Hip => &RCCL,
    };
    cell.get_or_init(|| load(runtime)).as_ref().map_err(Clone::clone)
}

/// The library's version (`2.21.5`), or why it is not there.
pub(crate) fn version(runtime: Runtime) -> std::result::Result<String, String> {
    let v = api(runtime)?.version;
    Ok(format!("{}.{}.{}", v / 10000, v / 100 % 100, v % 100))
}

fn load(runtime: Runtime) -> std::result::Result<Api, String> {
    let (variable, defaults) = match runtime {
        Runtime::Cuda => ("ANYGPU_NCCL", ["libnccl.so.2", "libnccl.so"]),
        Runtime::Hip => ("ANYGPU_RCCL", ["librccl.so.1", "librccl.so"]),
    };
    let names: Vec<String> = match std::env::var(variable) {
        Ok(path) if path == "off" => return Err(format!("{variable}=off")),
        Ok(path) if !path.trim().is_empty() => vec![path],
        _ => defaults.iter().map(|n| n.to_string()).collect(),
    };
    let mut tried = Vec::new();
    for name in &names {
        // SAFETY: loading NCCL runs its initialisers, which only set up its own state.
        match unsafe { libloading::Library::new(name) } {
            Ok(lib) => return symbols(lib).map_err(|e| format!("{name}: {e}")),
            Err(e) => tried.push(format!("{name}: {e}")),
        }
    }
    Err(format!("{} is not installed ({})", runtime.library(), tried.join("; ")))
}

fn symbols(lib: libloading::Library) -> std::result::Result<Api, String> {
    /// One entry point, typed as NCCL's header declares it.
    ///
    /// # Safety
    /// `T` must be the function's C signature.
    unsafe fn get<T: Copy>(lib: &libloading::Library, name: &str) -> std::result::Result<T, String> {
        // SAFETY: the caller's contract.
        unsafe { lib.get::<T>(name.as_bytes()) }
            .map(|f| *f)
            .map_err(|e| format!("no {name} ({e}): NCCL 2.10 or newer is needed"))
    }
    // SAFETY: each type is the signature nccl.h (2.10+) gives the function of that name.
    unsafe {
        let get_version: unsafe extern "C" fn(*mut c_int) -> c_int = get(&lib, "ncclGetVersion")?;
        let mut version = 0;
        if get_version(&mut version) != SUCCESS {
            return Err("ncclGetVersion failed".into());
        }
        // bfloat16 (ncclBfloat16) came with 2.10.
        if version < 21000 {
            return Err(format!("NCCL {version} is older than 2.10"));
        }
        Ok(Api {
            version,
            get_unique_id: get(&lib, "ncclGetUniqueId")?,
            comm_init_rank: get(&lib, "ncclCommInitRank")?,
            comm_init_all: get(&lib, "ncclCommInitAll")?,
            comm_abort: get(&lib, "ncclCommAbort")?,
            comm_destroy: get(&lib, "ncclCommDestroy")?,
            comm_get_async_error: get(&lib, "ncclCommGetAsyncError")?,
            get_error_string: get(&lib, "ncclGetErrorString")?,
            group_start: get(&lib, "ncclGroupStart")?,
            group_end: get(&lib, "ncclGroupEnd")?,
            all_reduce: get(&lib, "ncclAllReduce")?,
            broadcast: get(&lib, "ncclBroadcast")?,
            reduce: get(&lib, "ncclReduce")?,
            all_gather: get(&lib, "ncclAllGather")?,
            reduce_scatter: get(&lib, "ncclReduceScatter")?,
            _lib: lib,
        })
    }
}

/// NCCL's `ncclDataType_t` for an element type.
fn data_type<T: CollectiveElement>() -> c_int {
    match T::NAME {
        "f32" => 7,
        "f16" => 6,
        "bf16" => 9,
        "i32" => 2,
        _ => 3, // u32
    }
}

/// NCCL's `ncclRedOp_t`.
fn red_op(op: ReduceOp) -> c_int {
    match op {
        ReduceOp::Sum => 0,
        ReduceOp::Product => 1,
        ReduceOp::Max => 2,
        ReduceOp::Min => 3,
    }
}

/// One device's part of a communicator: on CUDA the device's primary context (retained while
/// this lives: the one anygpu's CUDA contexts use), a stream of the library's own, and the
/// handle.
struct Member {
    runtime: Runtime,
    device: i32,
    /// The `CUcontext` (CUDA); null on HIP, whose devices are made current by ordinal.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    context: *mut c_void,
    stream: Stream,
    comm: Comm,
}

/// An NCCL communicator: one member for each device of this process that takes part.
pub(crate) struct Nccl {
    runtime: Runtime,
    members: Vec<Member>,
    /// Set once a wait ran out of time (the communicator was aborted): later calls fail.
    failed: std::sync::Mutex<Option<String>>,
}

// SAFETY: the handles are plain values the driver and NCCL let any thread use (with the
// device's context made current, which every call here does first); calls on one communicator
// are serialised by `&mut`-free use under `run`'s lock.
unsafe impl Send for Nccl {}
// SAFETY: as above; `run` takes the lock for every call.
unsafe impl Sync for Nccl {}

/// What a rank or device passes to one collective: its buffers' device addresses.
#[derive(Clone, Copy)]
pub(crate) struct Buffers {
    pub(crate) send: u64,
    pub(crate) recv: u64,
}

/// A collective for NCCL, with its counts in elements.
#[derive(Clone, Copy)]
pub(crate) enum Collective {
    AllReduce { count: usize, op: ReduceOp },
    Broadcast { count: usize, root: usize },
    Reduce { count: usize, op: ReduceOp, root: usize },
    AllGather { count_each: usize },
    ReduceScatter { count_each: usize, op: ReduceOp },
}

impl Nccl {
    /// One communicator over `devices` (ordinals of `runtime`, each once) of this process.
    pub(crate) fn for_devices(runtime: Runtime, devices: &[i32]) -> Result<Nccl> {
        let api = api(runtime).map_err(|e| unavailable(&e))?;
        let mut members = devices
            .iter()
            .map(|&d| Member::open(runtime, d))
            .collect::<Result<Vec<_>>>()?;
        let mut comms = vec![std::ptr::null_mut(); devices.len()];
        // SAFETY: room for one handle per device; the ordinals are devices of this process.
        let code = unsafe { (api.comm_init_all)(comms.as_mut_ptr(), devices.len() as c_int, devices.as_ptr()) };
        check(api, code, "ncclCommInitAll")?;
        for (m, comm) in members.iter_mut().zip(comms) {
            m.comm = comm;
        }
        Ok(Nccl {
            runtime,
            members,
            failed: std::sync::Mutex::new(None),
        })
    }

    /// The library's name and version (`nccl 2.21.5`).
    pub(crate) fn describe(&self) -> String {
        format!(
            "{} {}",
            self.runtime.library(),
            version(self.runtime).unwrap_or_default()
        )
    }

    /// A new unique id (rank 0 makes it, every rank passes it to [`for_rank`](Self::for_rank)).
    #[cfg_attr(not(feature = "mpi"), allow(dead_code))]
    pub(crate) fn unique_id(runtime: Runtime) -> Result<UniqueId> {
        let api = api(runtime).map_err(|e| unavailable(&e))?;
        let mut id = UniqueId { internal: [0; 128] };
        // SAFETY: `id` is a writable ncclUniqueId.
        check(api, unsafe { (api.get_unique_id)(&mut id) }, "ncclGetUniqueId")?;
        Ok(id)
    }

    /// This process's rank of an `nranks` communicator made from `id`, on CUDA device `device`.
    /// Blocks until every rank has called it, as `ncclCommInitRank` does: the callers reach it
    /// only after an exchange over MPI showed every rank alive.
    #[cfg_attr(not(feature = "mpi"), allow(dead_code))]
    pub(crate) fn for_rank(runtime: Runtime, id: UniqueId, nranks: usize, rank: usize, device: i32) -> Result<Nccl> {
        let api = api(runtime).map_err(|e| unavailable(&e))?;
        let mut member = Member::open(runtime, device)?;
        member.make_current()?;
        // SAFETY: a writable handle; `id` came from ncclGetUniqueId on rank 0; the device's
        // context is current.
        let code = unsafe { (api.comm_init_rank)(&mut member.comm, nranks as c_int, id, rank as c_int) };
        check(api, code, "ncclCommInitRank")?;
        Ok(Nccl {
            runtime,
            members: vec![member],
            failed: std::sync::Mutex::new(None),
        })
    }

    /// Runs `what` with one set of buffers per member (in member order) and waits for it up to
    /// `timeout`; past it the communicator is aborted and this and every later call fail.
    ///
    /// # Safety
    /// Every address is a live allocation of its member's device with room for what `what`
    /// reads and writes there, and no other work uses those buffers until this returns.
    pub(crate) unsafe fn run<T: CollectiveElement>(
        &self,
        what: Collective,
        buffers: &[Buffers],
        timeout: Duration,
        rank: usize,
    ) -> Result<()> {
        let api = api(self.runtime).map_err(|e| unavailable(&e))?;
        let mut failed = self.failed.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(why) = &*failed {
            return Err(comm_error(
                self.runtime.library(),
                rank,
                CommFault::Failed,
                &format!("an earlier call failed ({why})"),
            ));
        }
        let dtype = data_type::<T>();
        let grouped = self.members.len() > 1;
        if grouped {
            // SAFETY: opens a group that the matching ncclGroupEnd below closes.
            check(api, unsafe { (api.group_start)() }, "ncclGroupStart")?;
        }
        let mut enqueued = Ok(());
        for (m, b) in self.members.iter().zip(buffers) {
            if let Err(e) = m.make_current() {
                enqueued = Err(e);
                break;
            }
            let (send, recv) = (b.send as *const c_void, b.recv as *mut c_void);
            // SAFETY: the caller's contract for the addresses; `m.comm` and `m.stream` are this
            // member's live handles, with its context current.
            let code = unsafe {
                match what {
                    Collective::AllReduce { count, op } => {
                        (api.all_reduce)(send, recv, count, dtype, red_op(op), m.comm, m.stream)
                    }
                    Collective::Broadcast { count, root } => {
                        (api.broadcast)(send, recv, count, dtype, root as c_int, m.comm, m.stream)
                    }
                    Collective::Reduce { count, op, root } => {
                        (api.reduce)(send, recv, count, dtype, red_op(op), root as c_int, m.comm, m.stream)
                    }
                    Collective::AllGather { count_each } => {
                        (api.all_gather)(send, recv, count_each, dtype, m.comm, m.stream)
                    }
                    Collective::ReduceScatter { count_each, op } => {
                        (api.reduce_scatter)(send, recv, count_each, dtype, red_op(op), m.comm, m.stream)
                    }
                }
            };
            if let Err(e) = check(api, code, "an NCCL collective") {
                enqueued = Err(e);
                break;
            }
        }
        if grouped {
            // SAFETY: closes the group opened above (also after a failed enqueue, as NCCL asks).
            let code = unsafe { (api.group_end)() };
            if enqueued.is_ok() {
                enqueued = check(api, code, "ncclGroupEnd");
            }
        }
        enqueued?;
        let deadline = Instant::now() + timeout;
        for m in &self.members {
            if let Err(e) = m.wait(api, deadline, rank) {
                let why = e.to_string();
                for m in &self.members {
                    // SAFETY: a live communicator; aborting stops its kernels so that the
                    // streams drain, after which the handles are freed in `Drop`.
                    unsafe { (api.comm_abort)(m.comm) };
                }
                *failed = Some(why);
                return Err(e);
            }
        }
        Ok(())
    }
}

impl Drop for Nccl {
    fn drop(&mut self) {
        let Ok(api) = api(self.runtime) else { return };
        let aborted = self.failed.get_mut().map(|f| f.is_some()).unwrap_or(true);
        for m in &self.members {
            if m.make_current().is_err() {
                continue;
            }
            if !aborted && !m.comm.is_null() {
                // SAFETY: a live communicator whose work has finished (`run` waited for it).
                unsafe { (api.comm_destroy)(m.comm) };
            }
        }
    }
}

impl Member {
    fn open(runtime: Runtime, device: i32) -> Result<Member> {
        let mut member = Member {
            runtime,
            device,
            context: std::ptr::null_mut(),
            stream: std::ptr::null_mut(),
            comm: std::ptr::null_mut(),
        };
        match runtime {
            #[cfg(feature = "cuda")]
            Runtime::Cuda => {
                // SAFETY: retains the device's primary context (the one anygpu's CUDA contexts
                // use), released in `Drop`.
                let context = cuda("retain the primary context", || unsafe {
                    result::primary_ctx::retain(device)
                })?;
                member.context = context.cast();
                member.make_current()?;
                let stream = cuda("create NCCL's stream", || {
                    result::stream::create(result::stream::StreamKind::NonBlocking)
                })?;
                member.stream = stream.cast();
            }
            #[cfg(feature = "rocm")]
            Runtime::Hip => {
                member.make_current()?;
                member.stream = crate::backend::rocm::beside::stream_create()?;
            }
            #[allow(unreachable_patterns)]
            _ => return Err(unavailable(&format!("{runtime:?} is not in this build"))),
        }
        Ok(member)
    }

    fn make_current(&self) -> Result<()> {
        match self.runtime {
            #[cfg(feature = "cuda")]
            // SAFETY: the context is retained while `self` lives.
            Runtime::Cuda => cuda("make the context current", || unsafe {
                result::ctx::set_current(self.context.cast())
            }),
            #[cfg(feature = "rocm")]
            Runtime::Hip => crate::backend::rocm::beside::set_device(self.device),
            #[allow(unreachable_patterns)]
            _ => Err(unavailable("not in this build")),
        }
    }

    /// Whether the stream's work is done (`Err` where it failed).
    fn stream_done(&self) -> Result<bool> {
        match self.runtime {
            #[cfg(feature = "cuda")]
            // SAFETY: a live stream of the current context.
            Runtime::Cuda => match unsafe { sys::cuStreamQuery(self.stream.cast()) } {
                sys::CUresult::CUDA_SUCCESS => Ok(true),
                sys::CUresult::CUDA_ERROR_NOT_READY => Ok(false),
                other => Err(GpuError::Backend {
                    backend: "cuda",
                    operation: "query NCCL's stream".into(),
                    message: format!("{other:?}"),
                }),
            },
            #[cfg(feature = "rocm")]
            // SAFETY: the stream `open` made, live while `self` is.
            Runtime::Hip => unsafe { crate::backend::rocm::beside::stream_query(self.stream) },
            #[allow(unreachable_patterns)]
            _ => Err(unavailable("not in this build")),
        }
    }

    /// Polls the stream until its work is done, the library reports an error, or `deadline`
    /// passes.
    fn wait(&self, api: &Api, deadline: Instant, rank: usize) -> Result<()> {
        self.make_current()?;
        let library = self.runtime.library();
        loop {
            match self.stream_done() {
                Ok(true) => return Ok(()),
                Ok(false) => {}
                Err(e) => {
                    return Err(comm_error(
                        library,
                        rank,
                        CommFault::Transport,
                        &format!("the stream of a {library} call failed: {e}"),
                    ))
                }
            }
            let mut state = SUCCESS;
            // SAFETY: a live communicator; `state` is writable.
            unsafe { (api.comm_get_async_error)(self.comm, &mut state) };
            if state != SUCCESS && state != IN_PROGRESS {
                return Err(comm_error(
                    library,
                    rank,
                    CommFault::Transport,
                    &error_string(api, state),
                ));
            }
            if Instant::now() >= deadline {
                return Err(comm_error(
                    library,
                    rank,
                    CommFault::Timeout,
                    &format!(
                        "a {library} collective did not finish within the time limit: a rank died, never reached the call, or called another one"
                    ),
                ));
            }
            std::thread::sleep(Duration::from_micros(50));
        }
    }
}

impl Drop for Member {
    fn drop(&mut self) {
        if self.make_current().is_err() {
            return;
        }
        match self.runtime {
            #[cfg(feature = "cuda")]
            Runtime::Cuda => {
                if !self.stream.is_null() {
                    // SAFETY: the stream was created by `open`; its work has finished or was
                    // aborted.
                    let _ = cuda("destroy NCCL's stream", || unsafe {
                        result::stream::destroy(self.stream.cast())
                    });
                }
                // SAFETY: balances the retain in `open`.
                let _ = cuda("release the primary context", || unsafe {
                    result::primary_ctx::release(self.device)
                });
            }
            #[cfg(feature = "rocm")]
            Runtime::Hip if !self.stream.is_null() => {
                // SAFETY: as above.
                let _ = unsafe { crate::backend::rocm::beside::stream_destroy(self.stream) };
            }
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
}

/// Copies `bytes` from `src` on device `src_device` to `dst` on `dst_device`, both of
/// `runtime`, GPU to GPU: directly over NVLink, xGMI or PCIe where the destination can reach the
/// source's memory (peer access, enabled once per pair of devices), else the driver stages it
/// itself. Returns once the copy is done.
///
/// # Safety
/// `src` and `dst` are live allocations of their devices with `bytes` from each address, no
/// other work writes `src` or uses `dst` meanwhile (the caller synchronised both contexts).
pub(crate) unsafe fn copy_peer(
    runtime: Runtime,
    src_device: i32,
    src: u64,
    dst_device: i32,
    dst: u64,
    bytes: usize,
) -> Result<()> {
    match runtime {
        #[cfg(feature = "cuda")]
        // SAFETY: the caller's contract.
        Runtime::Cuda => unsafe { copy_peer_cuda(src_device, src, dst_device, dst, bytes) },
        #[cfg(feature = "rocm")]
        // SAFETY: the caller's contract.
        Runtime::Hip => unsafe { crate::backend::rocm::beside::memcpy_peer(src_device, src, dst_device, dst, bytes) },
        #[allow(unreachable_patterns)]
        _ => Err(unavailable("not in this build")),
    }
}

/// Copies `bytes` from `src` on CUDA device `src_device` to `dst` on `dst_device` (their
/// primary contexts, the ones anygpu's CUDA contexts use): directly over NVLink or PCIe where
/// the destination can reach the source's memory (peer access, enabled once per pair of
/// devices), else the driver stages it itself. Returns once the copy is done.
///
/// # Safety
/// `src` and `dst` are live allocations of their devices with `bytes` from each address, no
/// other work writes `src` or uses `dst` meanwhile (the caller synchronised both contexts).
#[cfg(feature = "cuda")]
unsafe fn copy_peer_cuda(src_device: i32, src: u64, dst_device: i32, dst: u64, bytes: usize) -> Result<()> {
    static ENABLED: std::sync::Mutex<Vec<(i32, i32)>> = std::sync::Mutex::new(Vec::new());
    // `Member` retains each primary context for the copy and makes the destination current.
    let from = Member::open(Runtime::Cuda, src_device)?;
    let to = Member::open(Runtime::Cuda, dst_device)?;
    to.make_current()?;
    let mut reachable = 0;
    // SAFETY: two devices of this process, a writable answer.
    unsafe { sys::cuDeviceCanAccessPeer(&mut reachable, dst_device, src_device) };
    if reachable == 1 {
        let mut enabled = ENABLED.lock().unwrap_or_else(|e| e.into_inner());
        if !enabled.contains(&(dst_device, src_device)) {
            // SAFETY: the destination's context is current; the source's is retained. Already
            // enabled (by another library) is as good as enabled now.
            match unsafe { sys::cuCtxEnablePeerAccess(from.context.cast(), 0) } {
                sys::CUresult::CUDA_SUCCESS | sys::CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED => {
                    enabled.push((dst_device, src_device))
                }
                other => tracing::warn!("cuda:{dst_device} cannot reach cuda:{src_device}'s memory: {other:?}"),
            }
        }
    }
    // SAFETY: the caller's contract for the ranges; both contexts retained.
    let code = unsafe { sys::cuMemcpyPeer(dst, to.context.cast(), src, from.context.cast(), bytes) };
    if code == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(GpuError::Backend {
            backend: "cuda",
            operation: format!("copy {bytes} bytes from cuda device {src_device} to {dst_device} (cuMemcpyPeer)"),
            message: format!("{code:?}"),
        })
    }
}

/// A driver call, with the driver's own panics (a missing entry point) caught.
#[cfg(feature = "cuda")]
fn cuda<T>(operation: &str, f: impl FnOnce() -> std::result::Result<T, result::DriverError>) -> Result<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(GpuError::Backend {
            backend: "cuda",
            operation: operation.to_string(),
            message: format!("{e:?}"),
        }),
        Err(_) => Err(GpuError::Backend {
            backend: "cuda",
            operation: operation.to_string(),
            message: "the CUDA driver is missing".into(),
        }),
    }
}

fn check(api: &Api, code: c_int, call: &str) -> Result<()> {
    if code == SUCCESS {
        Ok(())
    } else {
        Err(comm_error(
            "nccl",
            0,
            CommFault::Transport,
            &format!("{call}: {}", error_string(api, code)),
        ))
    }
}

fn error_string(api: &Api, code: c_int) -> String {
    // SAFETY: NCCL returns a static NUL-terminated string for any code.
    let text = unsafe { (api.get_error_string)(code) };
    if text.is_null() {
        return format!("NCCL error {code}");
    }
    // SAFETY: non-null, NUL-terminated and static (above).
    format!(
        "NCCL error {code}: {}",
        unsafe { CStr::from_ptr(text) }.to_string_lossy()
    )
}

fn comm_error(backend: &'static str, rank: usize, fault: CommFault, message: &str) -> GpuError {
    GpuError::Communication {
        backend,
        rank,
        operation: "collective".into(),
        fault,
        message: message.to_string(),
    }
}

fn unavailable(why: &str) -> GpuError {
    GpuError::not_supported(format!("NCCL/RCCL: {why}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where NCCL is not installed (this machine), loading it says so and names what it
    /// tried; `ANYGPU_NCCL` is not set by the tests, so the default names are tried.
    #[test]
    fn a_missing_nccl_is_reported_with_the_names_tried() {
        match version(Runtime::Cuda) {
            Ok(v) => assert!(v.starts_with("2."), "NCCL {v}"),
            Err(e) => assert!(e.contains("nccl is not installed") && e.contains("libnccl.so.2"), "{e}"),
        }
        match version(Runtime::Hip) {
            Ok(v) => assert!(v.starts_with("2."), "RCCL {v}"),
            Err(e) => assert!(e.contains("rccl is not installed") && e.contains("librccl.so.1"), "{e}"),
        }
    }

    #[test]
    fn element_types_and_operations_map_to_nccl_enums() {
        assert_eq!(
            [
                data_type::<f32>(),
                data_type::<half::f16>(),
                data_type::<half::bf16>(),
                data_type::<i32>(),
                data_type::<u32>()
            ],
            [7, 6, 9, 2, 3]
        );
        assert_eq!(
            [ReduceOp::Sum, ReduceOp::Product, ReduceOp::Max, ReduceOp::Min].map(red_op),
            [0, 1, 2, 3]
        );
    }
}
