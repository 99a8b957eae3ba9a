//! Several processes and machines: a [`Communicator`] over MPI (the `mpi` feature), one rank
//! per process, each rank on its own device, with the collectives of a
//! [`DeviceGroup`](crate::DeviceGroup) — all-reduce, broadcast, reduce, all-gather,
//! reduce-scatter — and send/receive on device buffers of any kind.
//!
//! Start the ranks as MPI programs are started: `mpirun -n 4 prog`, `srun prog`. Each rank
//! opens the device its local rank (its place among the ranks of its machine) picks among the
//! best kind of device found, unless `ANYGPU_DEVICE` names one.
//!
//! How the bytes travel: every collective first checks that all ranks made the same call (the
//! same operation, element type, length, reduce operation and root: else every rank gets a
//! [`CommFault::Mismatch`] error). Where every rank holds a CUDA (ROCm) GPU and NCCL (RCCL)
//! loads, the library then does the work on the GPUs. Otherwise anygpu's own algorithms run
//! over MPI's point-to-point messages: a ring — a reduce-scatter of `p − 1` steps and an
//! all-gather of `p − 1`, so each rank sends and receives `2(p − 1)/p` of the buffer whatever
//! `p` — whose steps' chunks arrive in segments, each combined as it lands while the rest are in
//! flight; recursive halving and doubling for mid-sized all-reduces over a power-of-two number
//! of ranks; one hop for small ones (each chosen by measurement, below). CPU-device buffers
//! are sent and combined in place; buffers of devices whose memory the host cannot address are
//! staged through host memory (one download before, one upload after). Every chunk's final
//! value is combined on one rank, in ring order, and copied to the others, so every rank ends
//! with the same bits. Every wait has a deadline ([`Communicator::set_timeout`]): a rank that
//! dies or never arrives gives the others a [`CommFault::Timeout`] error, not a hang.

mod mpi;

use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use self::mpi::{comm_error, data_tag, Mpi, HEADER_TAG, MAX_USER_TAG, USER_TAG_BASE};
use crate::buffer::DeviceBuffer;
use crate::context::GpuContext;
use crate::error::{CommFault, GpuError, Result};
use crate::group::{CollectiveElement, ReduceOp};

/// How long a call waits for the other ranks by default: PyTorch's process groups wait 10
/// minutes, enough for a slow rank's compute between two collectives.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(600);

/// All-reduces of up to this many bytes go in one hop ([`Communicator::all_reduce_direct`]).
const DIRECT_BYTES: usize = 64 << 10;

/// All-reduces of up to this many bytes over a power-of-two number of ranks take recursive
/// halving and doubling (`2 log2 p` steps) rather than the ring (`2(p − 1)`). Measured with
/// `cargo bench --features mpi --bench cluster` (4 ranks, two runs each, ratio to
/// `MPI_Allreduce`): halving/ring 0.76–0.77/0.63–0.68 at 256 KiB, 0.98–0.99/0.90–0.96 at 1 MiB,
/// 1.22–1.23/1.22–1.38 at 4 MiB, 1.13–1.14/1.26–1.35 at 16 MiB: the ring's one-neighbour
/// pipeline wins once its chunks are large.
const HALVING_BYTES: usize = 2 << 20;

/// Each ring step's chunk moves in messages of this many bytes, each combined as it lands.
const SEGMENT_BYTES: usize = 1 << 20;

/// What carries a communicator's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CommBackend {
    /// MPI point-to-point messages between host buffers.
    Mpi,
    /// NCCL between the ranks' CUDA GPUs, or RCCL between their ROCm GPUs (MPI checks each
    /// call and carries send/recv).
    Nccl,
}

impl CommBackend {
    /// Its name, as messages and reports show it.
    pub fn name(self) -> &'static str {
        match self {
            CommBackend::Mpi => "mpi",
            CommBackend::Nccl => "nccl",
        }
    }
}

/// One rank of a job of several processes (started by `mpirun` or `srun`), on its own device.
/// Every rank must make the same calls in the same order. Not `Send`: MPI is driven from the
/// thread that uses the communicator.
pub struct Communicator {
    mpi: Mpi,
    context: GpuContext,
    /// Calls made so far: part of each call's check, so a rank that skipped one is caught.
    calls: Cell<u64>,
    /// NCCL (RCCL) over the ranks, where every rank's device is a CUDA (ROCm) GPU and the
    /// library loads.
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    nccl: Option<crate::group::nccl::Nccl>,
}

/// Which collective a rank called, as the ranks compare them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Call {
    AllReduce = 1,
    Broadcast,
    Reduce,
    AllGather,
    ReduceScatter,
    Barrier,
}

impl Call {
    fn name(code: u64) -> &'static str {
        match code {
            1 => "all_reduce",
            2 => "broadcast",
            3 => "reduce",
            4 => "all_gather",
            5 => "reduce_scatter",
            6 => "barrier",
            _ => "an unknown call",
        }
    }
}

/// What the ranks compare before a collective: the call count, the call, the element type,
/// the length, the reduce operation and the root.
type Header = [u64; 6];

fn element_code<T: CollectiveElement>() -> u64 {
    match T::NAME {
        "f32" => 1,
        "f16" => 2,
        "bf16" => 3,
        "i32" => 4,
        _ => 5,
    }
}

/// Whether a rank with this header sends its values beside it ([`Communicator::all_reduce_direct`]).
fn is_direct(h: &Header) -> bool {
    h[1] == Call::AllReduce as u64 && h[3] as usize * element_size(h[2]) <= DIRECT_BYTES
}

fn element_size(code: u64) -> usize {
    match code {
        2 | 3 => 2,
        _ => 4,
    }
}

fn element_name(code: u64) -> &'static str {
    ["?", "f32", "f16", "bf16", "i32", "u32"]
        .get(code as usize)
        .copied()
        .unwrap_or("?")
}

fn op_code(op: Option<ReduceOp>) -> u64 {
    match op {
        None => 0,
        Some(ReduceOp::Sum) => 1,
        Some(ReduceOp::Product) => 2,
        Some(ReduceOp::Max) => 3,
        Some(ReduceOp::Min) => 4,
    }
}

fn describe(h: &Header) -> String {
    let op = ["", " (sum)", " (product)", " (max)", " (min)"]
        .get(h[4] as usize)
        .copied()
        .unwrap_or("");
    let root = if matches!(h[1], 2 | 3) {
        format!(" from root {}", h[5])
    } else {
        String::new()
    };
    format!(
        "call {}: {} of {} {}{op}{root}",
        h[0],
        Call::name(h[1]),
        h[3],
        element_name(h[2])
    )
}

impl Communicator {
    /// Starts MPI (unless the program has already: then it is left running when the
    /// communicator drops) and opens this rank's device: `ANYGPU_DEVICE` if set, else among
    /// the best kind of device found the one at this rank's local rank (modulo their count).
    /// The time limit is `ANYGPU_COMM_TIMEOUT` (seconds) if set, else [`DEFAULT_TIMEOUT`].
    ///
    /// Where every rank's device is a CUDA GPU and NCCL loads on every rank (or every rank's a
    /// ROCm GPU and RCCL loads), the collectives run on it (bootstrapped over MPI;
    /// `ANYGPU_NCCL=off`, `ANYGPU_RCCL=off` keep MPI), the buffers never leaving the GPUs;
    /// [`backend`](Self::backend) says which.
    pub fn init() -> Result<Self> {
        let mpi = Mpi::start(timeout_from_env()?)?;
        let context = device_for_local_rank(mpi.local_rank())?;
        Self::with(mpi, context)
    }

    /// [`init`](Self::init) on a device of the caller's choice.
    pub fn init_on(context: GpuContext) -> Result<Self> {
        Self::with(Mpi::start(timeout_from_env()?)?, context)
    }

    fn with(mpi: Mpi, context: GpuContext) -> Result<Self> {
        #[allow(unused_mut)]
        let mut comm = Communicator {
            mpi,
            context,
            calls: Cell::new(0),
            #[cfg(any(feature = "cuda", feature = "rocm"))]
            nccl: None,
        };
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        {
            comm.nccl = comm.start_nccl()?;
        }
        Ok(comm)
    }

    /// NCCL over the ranks where every rank can have it: rank 0's unique id reaches the others
    /// over MPI, then every rank joins.
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    fn start_nccl(&self) -> Result<Option<crate::group::nccl::Nccl>> {
        use crate::group::nccl::{self, Nccl, Runtime};
        let device = nccl::device_of(&self.context);
        let able = device.is_some_and(|(runtime, _)| nccl::version(runtime).is_ok());
        // Every rank says which library it can run (1 NCCL, 2 RCCL, 0 none), as a header of its
        // own: all must say the same.
        let code = match device {
            Some((Runtime::Cuda, _)) if able => 1,
            Some((Runtime::Hip, _)) if able => 2,
            _ => 0,
        };
        let table = self.exchange("start NCCL", [code, 0, 0, 0, 0, 0])?;
        let everyone = code != 0 && table.iter().all(|h| h[0] == code);
        let (Some((runtime, ordinal)), true) = (device, everyone) else {
            return Ok(None);
        };
        let mut id = if self.rank() == 0 {
            Nccl::unique_id(runtime)?.internal
        } else {
            [0u8; 128]
        };
        let mut messages = self.mpi.messages();
        // SAFETY: `id` outlives the wait.
        unsafe {
            if self.rank() == 0 {
                for q in 1..self.size() {
                    messages.send(&id, q, HEADER_TAG);
                }
            } else {
                messages.recv(&mut id, 0, HEADER_TAG);
            }
        }
        messages.wait("start NCCL", |_| Ok(()))?;
        let id = crate::group::nccl::UniqueId { internal: id };
        Nccl::for_rank(runtime, id, self.size(), self.rank(), ordinal).map(Some)
    }

    /// This process's rank, `0 .. size()`.
    pub fn rank(&self) -> usize {
        self.mpi.rank()
    }

    /// How many ranks the job has.
    pub fn size(&self) -> usize {
        self.mpi.size()
    }

    /// This rank's place among the ranks on its machine.
    pub fn local_rank(&self) -> usize {
        self.mpi.local_rank()
    }

    /// This rank's device.
    pub fn context(&self) -> &GpuContext {
        &self.context
    }

    /// What carries the messages.
    pub fn backend(&self) -> CommBackend {
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        if self.nccl.is_some() {
            return CommBackend::Nccl;
        }
        CommBackend::Mpi
    }

    /// One line for logs: `rank 1 of 4 (local 1) on cpu:0 over mpi (Open MPI v4.1.4 …)`.
    pub fn describe(&self) -> String {
        let library = mpi::Mpi::library_version();
        let library = library.split(',').next().unwrap_or("").trim();
        format!(
            "rank {} of {} (local {}) on {} over {} ({library})",
            self.rank(),
            self.size(),
            self.local_rank(),
            self.context.info().id,
            self.backend().name()
        )
    }

    /// How long a call waits for the other ranks.
    pub fn timeout(&self) -> Duration {
        self.mpi.timeout()
    }

    /// Sets how long a call waits for the other ranks (from when this rank makes it) before it
    /// fails with [`CommFault::Timeout`].
    pub fn set_timeout(&self, limit: Duration) {
        self.mpi.set_timeout(limit);
    }

    /// Every rank's `buf` becomes the elementwise `op` of all of them.
    pub fn all_reduce<T: CollectiveElement>(&self, buf: &mut DeviceBuffer<T>, op: ReduceOp) -> Result<()> {
        if buf.len() * std::mem::size_of::<T>() <= DIRECT_BYTES && !self.on_nccl() {
            return self.all_reduce_direct(buf, op);
        }
        self.collective(Call::AllReduce, element_code::<T>(), buf.len(), Some(op), 0, || {
            #[cfg(any(feature = "cuda", feature = "rocm"))]
            if let Some(nccl) = &self.nccl {
                let what = crate::group::nccl::Collective::AllReduce { count: buf.len(), op };
                return self.run_nccl::<T>(nccl, what, buf, buf);
            }
            let chunks = crate::group::chunks(buf.len(), self.size());
            let bytes = buf.len() * std::mem::size_of::<T>();
            let halving = self.size().is_power_of_two() && bytes <= HALVING_BYTES;
            self.on_host(buf, true, |data, owner| {
                let ring = Ring::new(self, "all_reduce", data, owner, &chunks);
                if halving {
                    let held = ring.halving_reduce_scatter(op)?;
                    return ring.doubling_all_gather(held);
                }
                ring.reduce_scatter(0, op)?;
                ring.all_gather(1)
            })
        })
    }

    /// [`all_reduce`](Self::all_reduce) into `output`, `input` left as it is.
    pub fn all_reduce_into<T: CollectiveElement>(
        &self,
        input: &DeviceBuffer<T>,
        output: &mut DeviceBuffer<T>,
        op: ReduceOp,
    ) -> Result<()> {
        check_len("all_reduce_into output", output.len(), input.len())?;
        self.context.copy_buffer(input, output)?;
        self.all_reduce(output, op)
    }

    /// Every rank's `buf` becomes a copy of rank `root`'s (scattered in chunks from the root,
    /// then passed round the ring).
    pub fn broadcast<T: CollectiveElement>(&self, buf: &mut DeviceBuffer<T>, root: usize) -> Result<()> {
        self.check_rank("broadcast root", root)?;
        let is_root = self.rank() == root;
        self.collective(Call::Broadcast, element_code::<T>(), buf.len(), None, root, || {
            #[cfg(any(feature = "cuda", feature = "rocm"))]
            if let Some(nccl) = &self.nccl {
                let what = crate::group::nccl::Collective::Broadcast { count: buf.len(), root };
                return self.run_nccl::<T>(nccl, what, buf, buf);
            }
            let chunks = crate::group::chunks(buf.len(), self.size());
            self.on_host(buf, is_root, |data, owner| {
                let ring = Ring::new(self, "broadcast", data, owner, &chunks);
                ring.scatter(root)?;
                ring.all_gather(0)
            })
        })
    }

    /// Rank `root`'s `buf` becomes the elementwise `op` of every rank's; the others keep theirs.
    pub fn reduce<T: CollectiveElement>(&self, buf: &mut DeviceBuffer<T>, root: usize, op: ReduceOp) -> Result<()> {
        self.check_rank("reduce root", root)?;
        self.collective(Call::Reduce, element_code::<T>(), buf.len(), Some(op), root, || {
            #[cfg(any(feature = "cuda", feature = "rocm"))]
            if let Some(nccl) = &self.nccl {
                let what = crate::group::nccl::Collective::Reduce {
                    count: buf.len(),
                    op,
                    root,
                };
                return self.run_nccl::<T>(nccl, what, buf, buf);
            }
            let chunks = crate::group::chunks(buf.len(), self.size());
            if self.rank() == root {
                self.on_host(buf, true, |data, owner| {
                    let ring = Ring::new(self, "reduce", data, owner, &chunks);
                    ring.reduce_scatter(0, op)?;
                    ring.gather(root, 1)
                })
            } else {
                // The others reduce in a copy, which they leave unchanged afterwards.
                let mut work = self.context.alloc::<T>(buf.len())?;
                self.context.copy_buffer(buf, &mut work)?;
                self.on_host(&mut work, true, |data, owner| {
                    let ring = Ring::new(self, "reduce", data, owner, &chunks);
                    ring.reduce_scatter(0, op)?;
                    ring.gather(root, 1)
                })
            }
        })
    }

    /// `output` (`size()` times `input`'s length) becomes every rank's `input`, one after
    /// another in rank order.
    pub fn all_gather<T: CollectiveElement>(
        &self,
        input: &DeviceBuffer<T>,
        output: &mut DeviceBuffer<T>,
    ) -> Result<()> {
        let (n, p) = (input.len(), self.size());
        check_len("all_gather output", output.len(), n * p)?;
        self.collective(Call::AllGather, element_code::<T>(), n, None, 0, || {
            #[cfg(any(feature = "cuda", feature = "rocm"))]
            if let Some(nccl) = &self.nccl {
                let what = crate::group::nccl::Collective::AllGather { count_each: n };
                return self.run_nccl::<T>(nccl, what, input, output);
            }
            // Through the host: a 16-bit input of odd length lands at an odd 2 bytes, which a
            // device copy cannot take.
            let own = self.context.download(input)?;
            let r = self.rank();
            let chunks: Vec<(usize, usize)> = (0..p).map(|i| (i * n, n)).collect();
            self.on_host(output, false, |data, owner| {
                data[r * n..(r + 1) * n].copy_from_slice(&own);
                Ring::new(self, "all_gather", data, owner, &chunks).all_gather(0)
            })
        })
    }

    /// `output` (`input`'s length over `size()`) becomes this rank's chunk of the elementwise
    /// `op` of every rank's `input`.
    pub fn reduce_scatter<T: CollectiveElement>(
        &self,
        input: &DeviceBuffer<T>,
        output: &mut DeviceBuffer<T>,
        op: ReduceOp,
    ) -> Result<()> {
        let (len, p) = (input.len(), self.size());
        if len % p != 0 {
            return Err(GpuError::invalid_argument(format!(
                "Communicator::reduce_scatter: {len} elements do not split into {p} equal chunks"
            )));
        }
        let n = len / p;
        check_len("reduce_scatter output", output.len(), n)?;
        self.collective(Call::ReduceScatter, element_code::<T>(), len, Some(op), 0, || {
            #[cfg(any(feature = "cuda", feature = "rocm"))]
            if let Some(nccl) = &self.nccl {
                let what = crate::group::nccl::Collective::ReduceScatter { count_each: n, op };
                return self.run_nccl::<T>(nccl, what, input, output);
            }
            let mut work = self.context.alloc::<T>(len)?;
            self.context.copy_buffer(input, &mut work)?;
            let chunks: Vec<(usize, usize)> = (0..p).map(|i| (i * n, n)).collect();
            let r = self.rank();
            let mut result = Vec::new();
            self.on_host(&mut work, true, |data, owner| {
                // Offset p − 1: rank r ends holding chunk r.
                Ring::new(self, "reduce_scatter", &mut *data, owner, &chunks).reduce_scatter(p - 1, op)?;
                result = data[r * n..(r + 1) * n].to_vec();
                Ok(())
            })?;
            self.context.copy_to_device(&result, output)
        })
    }

    /// Returns once every rank has called it (or fails after the time limit, naming the ranks
    /// that did not).
    pub fn barrier(&self) -> Result<()> {
        self.collective(Call::Barrier, 0, 0, None, 0, || Ok(()))
    }

    /// Sends `buf` to rank `to`, which receives it with [`recv`](Self::recv) and the same `tag`
    /// (`0 ..= 32751`). Returns once the message is out of `buf`.
    pub fn send<T: CollectiveElement>(&self, buf: &DeviceBuffer<T>, to: usize, tag: u32) -> Result<()> {
        let operation = format!("send to rank {to}");
        self.check_peer(&operation, to)?;
        let tag = user_tag(tag)?;
        self.guarded(&operation, || {
            let header = [element_code::<T>(), buf.len() as u64];
            let send = |data: &[T], owner: Rc<dyn std::any::Any>| {
                let mut messages = self.mpi.messages();
                messages.keep(&owner);
                // SAFETY: `header` and `data` outlive the wait; `owner` keeps `data`'s memory
                // alive past an abandoned send.
                unsafe {
                    messages.send(bytemuck::cast_slice(&header), to, tag);
                    messages.send(bytemuck::cast_slice(data), to, tag);
                }
                messages.wait(&operation, |_| Ok(()))
            };
            let staged = self
                .context
                .with_host_memory_read(buf, |data, owner| send(data, Rc::from(owner)))?;
            match staged {
                Some(result) => result,
                None => {
                    let mut staging = self.staging::<T>(buf.len())?;
                    self.context.copy_to_host(buf, &mut staging)?;
                    send(&staging, Rc::new(()))
                }
            }
        })
    }

    /// Receives into `buf` what rank `from` sent with [`send`](Self::send) and the same `tag`.
    /// A message of another length or element type is received (so the ranks stay in step)
    /// and refused with a [`CommFault::Mismatch`] error, `buf` unchanged.
    pub fn recv<T: CollectiveElement>(&self, buf: &mut DeviceBuffer<T>, from: usize, tag: u32) -> Result<()> {
        let operation = format!("receive from rank {from}");
        self.check_peer(&operation, from)?;
        let tag = user_tag(tag)?;
        self.guarded(&operation, || {
            let mut header = [0u64; 2];
            let mut messages = self.mpi.messages();
            // SAFETY: `header` outlives the wait.
            unsafe { messages.recv(bytemuck::cast_slice_mut(&mut header), from, tag) };
            messages.wait(&operation, |_| Ok(()))?;
            let [element, len] = header;
            let bytes = usize::try_from(len)
                .unwrap_or(usize::MAX)
                .saturating_mul(element_size(element));
            let mut scratch = self.mpi.scratch::<u8>(bytes)?;
            let mut messages = self.mpi.messages();
            // SAFETY: `scratch` outlives the wait (and is kept past it if MPI cannot stop it).
            unsafe { messages.recv(&mut scratch, from, tag) };
            messages.wait(&operation, |_| Ok(()))?;
            if element != element_code::<T>() || len != buf.len() as u64 {
                return Err(comm_error(
                    self.rank(),
                    &operation,
                    CommFault::Mismatch,
                    &format!(
                        "rank {from} sent {len} {} where {} {} were expected",
                        element_name(element),
                        buf.len(),
                        T::NAME
                    ),
                ));
            }
            let values: &[T] = bytemuck::cast_slice(&scratch);
            self.context.copy_to_device(values, buf)
        })
    }

    /// Runs collective `call` after every rank agreed on it.
    fn collective(
        &self,
        call: Call,
        element: u64,
        len: usize,
        op: Option<ReduceOp>,
        root: usize,
        body: impl FnOnce() -> Result<()>,
    ) -> Result<()> {
        let name = Call::name(call as u64);
        self.guarded(name, || {
            let header = self.next_header(call, element, len, op, root);
            self.agree(name, header, None)?;
            if len == 0 || self.size() == 1 {
                return Ok(());
            }
            body()
        })
    }

    /// Whether the collectives run on NCCL.
    fn on_nccl(&self) -> bool {
        self.backend() == CommBackend::Nccl
    }

    /// Runs `what` on NCCL with `input` and `output` (buffers of this rank's CUDA context).
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    fn run_nccl<T: CollectiveElement>(
        &self,
        nccl: &crate::group::nccl::Nccl,
        what: crate::group::nccl::Collective,
        input: &DeviceBuffer<T>,
        output: &DeviceBuffer<T>,
    ) -> Result<()> {
        let own = |b: &DeviceBuffer<T>| b.raw.context_id == self.context.id();
        if !own(input) || !own(output) {
            return Err(GpuError::invalid_argument(
                "Communicator: with NCCL the buffers must be on the communicator's context",
            ));
        }
        self.context.synchronize()?;
        let buffers = [crate::group::nccl::Buffers {
            send: input.raw.alloc.addr,
            recv: output.raw.alloc.addr,
        }];
        // SAFETY: both are live CUDA allocations of this rank's device (checked above) of the
        // lengths the caller checked for `what`; the context's work on them has finished, and
        // the borrows keep other users away until this returns.
        unsafe { nccl.run::<T>(what, &buffers, self.timeout(), self.rank()) }
    }

    /// Every rank's `words`, in rank order (one hop, within the time limit).
    #[cfg_attr(not(any(feature = "cuda", feature = "rocm")), allow(dead_code))]
    fn exchange(&self, name: &str, words: Header) -> Result<Vec<Header>> {
        self.guarded(name, || {
            self.agree_or_not(name, words, None, false).map(|(table, _)| table)
        })
    }

    /// The header of this rank's next call.
    fn next_header(&self, call: Call, element: u64, len: usize, op: Option<ReduceOp>, root: usize) -> Header {
        let number = self.calls.get();
        self.calls.set(number + 1);
        [number, call as u64, element, len as u64, op_code(op), root as u64]
    }

    /// A small all-reduce in one hop: every rank sends its values beside its header to every
    /// other ([`agree`](Self::agree)), and combines all ranks' values in rank order (so every
    /// rank ends with the same bits): `p − 1` times the data instead of the ring's
    /// `2(p − 1)/p`, in one step instead of the ring's `2(p − 1)`.
    fn all_reduce_direct<T: CollectiveElement>(&self, buf: &mut DeviceBuffer<T>, op: ReduceOp) -> Result<()> {
        let name = "all_reduce";
        self.guarded(name, || {
            let header = self.next_header(Call::AllReduce, element_code::<T>(), buf.len(), Some(op), 0);
            let (p, r) = (self.size(), self.rank());
            self.on_host(buf, true, |data, owner| {
                let (_, ranges) = self.agree(name, header, Some((bytemuck::cast_slice(data), &owner)))?;
                if data.is_empty() {
                    return Ok(());
                }
                let scratch = self
                    .mpi
                    .scratch::<u8>(ranges.iter().map(|range| range.end).max().unwrap_or(0))?;
                let of = |q: usize| -> &[T] { bytemuck::cast_slice(&scratch[ranges[q].clone()]) };
                let mut acc: Vec<T> = if r == 0 { data.to_vec() } else { of(0).to_vec() };
                for q in 1..p {
                    T::combine_host(&mut acc, if q == r { &*data } else { of(q) }, op);
                }
                data.copy_from_slice(&acc);
                Ok(())
            })
        })
    }

    /// `body`, after which a failure that stranded messages moves the memory they touch aside.
    fn guarded<R>(&self, operation: &str, body: impl FnOnce() -> Result<R>) -> Result<R> {
        self.mpi.check_usable(operation)?;
        let result = body();
        if result.is_err() {
            self.mpi.quarantine();
        }
        result
    }

    /// Every rank sends its header to every other (one hop), so every rank sees the same
    /// table and reaches the same verdict. A small all-reduce sends its values beside its
    /// header (`direct`, with what keeps them alive); every rank takes in the values of the
    /// ranks whose header says they did, agreed or not, so that no message is left behind.
    /// Returns the table, and where each rank's direct values landed in the scratch memory.
    fn agree(
        &self,
        name: &str,
        header: Header,
        direct: Option<(&[u8], &Rc<dyn std::any::Any>)>,
    ) -> Result<(Vec<Header>, Vec<std::ops::Range<usize>>)> {
        self.agree_or_not(name, header, direct, true)
    }

    /// [`agree`](Self::agree), comparing the headers only where `check`.
    fn agree_or_not(
        &self,
        name: &str,
        header: Header,
        direct: Option<(&[u8], &Rc<dyn std::any::Any>)>,
        check: bool,
    ) -> Result<(Vec<Header>, Vec<std::ops::Range<usize>>)> {
        let (p, r) = (self.size(), self.rank());
        let mut table = vec![[0u64; 6]; p];
        table[r] = header;
        if p == 1 {
            return Ok((table, vec![std::ops::Range::default()]));
        }
        let peers = || (0..p).filter(move |&q| q != r);
        let tag = data_tag(header[0]);
        let mut headers = self.mpi.messages();
        let mut values = self.mpi.messages();
        // SAFETY: `table`, `header` and the direct values outlive both waits (their owner keeps
        // the values past an abandoned send); the rows of `table` are disjoint.
        unsafe {
            let rows = table.as_mut_ptr();
            for q in peers() {
                let row = std::slice::from_raw_parts_mut(rows.add(q), 1);
                headers.recv(bytemuck::cast_slice_mut(row), q, HEADER_TAG);
                headers.send(bytemuck::cast_slice(&header), q, HEADER_TAG);
            }
            if let Some((data, owner)) = direct.filter(|(data, _)| !data.is_empty()) {
                values.keep(owner);
                for q in peers() {
                    values.send(data, q, tag);
                }
            }
        }
        headers.wait(name, |_| Ok(()))?;
        let mut ranges = vec![0..0; p];
        let mut end = 0;
        for q in peers().filter(|&q| is_direct(&table[q])) {
            let bytes = table[q][3] as usize * element_size(table[q][2]);
            ranges[q] = end..end + bytes;
            end += bytes;
        }
        let mut scratch = self.mpi.scratch::<u8>(end)?;
        let base = scratch.as_mut_ptr();
        for q in peers().filter(|&q| !ranges[q].is_empty()) {
            // SAFETY: disjoint ranges of `scratch`, which outlives the wait (and is kept past
            // it if MPI cannot stop a receive).
            unsafe {
                let landing = std::slice::from_raw_parts_mut(base.add(ranges[q].start), ranges[q].len());
                values.recv(landing, q, tag);
            }
        }
        values.wait(name, |_| Ok(()))?;
        if check {
            self.verdict(name, &table)?;
        }
        Ok((table, ranges))
    }

    /// An error on every rank alike unless every rank's header is the same.
    fn verdict(&self, name: &str, table: &[Header]) -> Result<()> {
        let differ: Vec<String> = (1..table.len())
            .filter(|&r| table[r] != table[0])
            .map(|r| format!("rank {r} made {}", describe(&table[r])))
            .collect();
        if differ.is_empty() {
            return Ok(());
        }
        Err(comm_error(
            self.rank(),
            name,
            CommFault::Mismatch,
            &format!(
                "the ranks made different calls: rank 0 made {}; {}",
                describe(&table[0]),
                differ.join("; ")
            ),
        ))
    }

    /// `data` (the buffer's elements) to `work`: in place where the device's memory is the
    /// host's, else staged (downloaded first where `load`, uploaded after).
    fn on_host<T: CollectiveElement>(
        &self,
        buf: &mut DeviceBuffer<T>,
        load: bool,
        work: impl FnOnce(&mut [T], Rc<dyn std::any::Any>) -> Result<()>,
    ) -> Result<()> {
        let mut work = Some(work);
        let in_place = self.context.with_host_memory(buf, |data, owner| {
            (work.take().expect("called once"))(data, Rc::from(owner))
        })?;
        if let Some(result) = in_place {
            return result;
        }
        let work = work.take().expect("not called yet");
        let mut staging = self.staging::<T>(buf.len())?;
        if load {
            self.context.copy_to_host(buf, &mut staging)?;
        }
        work(&mut staging, Rc::new(()))?;
        self.context.copy_to_device(&staging, buf)
    }

    /// `len` elements of staging memory, pinned by this rank's device where it can be.
    fn staging<T: CollectiveElement>(&self, len: usize) -> Result<std::cell::RefMut<'_, [T]>> {
        self.mpi.staging(len, |words| self.context.alloc_pinned::<u64>(words))
    }

    fn check_rank(&self, what: &str, rank: usize) -> Result<()> {
        if rank < self.size() {
            Ok(())
        } else {
            Err(GpuError::invalid_argument(format!(
                "Communicator: {what} {rank} is not a rank of this job of {}",
                self.size()
            )))
        }
    }

    fn check_peer(&self, operation: &str, peer: usize) -> Result<()> {
        self.check_rank(operation, peer)?;
        if peer == self.rank() {
            return Err(GpuError::invalid_argument(format!(
                "Communicator: {operation}: that is this rank (copy the buffer instead)"
            )));
        }
        Ok(())
    }
}

/// A user's tag as an MPI tag of anygpu's communicator.
fn user_tag(tag: u32) -> Result<i32> {
    if tag as i64 > MAX_USER_TAG as i64 {
        return Err(GpuError::invalid_argument(format!(
            "Communicator: tag {tag} is above the largest, {MAX_USER_TAG}"
        )));
    }
    Ok(tag as i32 + USER_TAG_BASE)
}

fn check_len(what: &str, len: usize, expected: usize) -> Result<()> {
    if len == expected {
        Ok(())
    } else {
        Err(GpuError::invalid_argument(format!(
            "Communicator: {what} has {len} elements where {expected} are needed"
        )))
    }
}

fn timeout_from_env() -> Result<Duration> {
    match std::env::var("ANYGPU_COMM_TIMEOUT") {
        Err(_) => Ok(DEFAULT_TIMEOUT),
        Ok(text) => match text.trim().parse::<f64>() {
            Ok(seconds) if seconds > 0.0 && seconds.is_finite() => Ok(Duration::from_secs_f64(seconds)),
            _ => Err(GpuError::invalid_argument(format!(
                "ANYGPU_COMM_TIMEOUT={text}: expected a number of seconds above 0"
            ))),
        },
    }
}

/// `ANYGPU_DEVICE` if set; else the `local`-th (modulo their count) device of the best kind.
fn device_for_local_rank(local: usize) -> Result<GpuContext> {
    if std::env::var("ANYGPU_DEVICE").is_ok_and(|s| !s.trim().is_empty()) {
        return crate::device::default_device();
    }
    let devices = crate::device::available_devices();
    let Some(best) = devices.first() else {
        return crate::device::default_device();
    };
    let same: Vec<_> = devices.iter().filter(|d| d.id.kind == best.id.kind).collect();
    crate::device::select_device(same[local % same.len()].id)
}

/// `(start, n)` split in two: the lower half (the smaller where `n` is odd) and the upper.
fn halves((start, n): (usize, usize)) -> ((usize, usize), (usize, usize)) {
    let low = n / 2;
    ((start, low), (start + low, n - low))
}

/// The range ranks `r` and `r ^ d` share when recursive halving splits it at distance `d`:
/// the whole, halved at each larger distance towards `r`'s side.
fn shared_range(len: usize, p: usize, r: usize, d: usize) -> (usize, usize) {
    let mut range = (0, len);
    let mut e = p / 2;
    while e > d {
        let (lower, upper) = halves(range);
        range = if r & e == 0 { lower } else { upper };
        e /= 2;
    }
    range
}

/// The ring algorithms over one rank's host copy of a buffer, cut in `chunks` (one per rank).
struct Ring<'a, T> {
    comm: &'a Communicator,
    /// The collective, as errors name it.
    name: &'static str,
    /// The tag of its values: its call's.
    tag: i32,
    /// The buffer's elements. Messages read and write them through this pointer while other
    /// chunks are combined, so every access goes through it.
    base: *mut T,
    len: usize,
    owner: Rc<dyn std::any::Any>,
    chunks: &'a [(usize, usize)],
    _borrow: std::marker::PhantomData<&'a mut [T]>,
}

impl<'a, T: CollectiveElement> Ring<'a, T> {
    fn new(
        comm: &'a Communicator,
        name: &'static str,
        data: &'a mut [T],
        owner: Rc<dyn std::any::Any>,
        chunks: &'a [(usize, usize)],
    ) -> Self {
        Ring {
            comm,
            name,
            tag: data_tag(comm.calls.get().wrapping_sub(1)),
            base: data.as_mut_ptr(),
            len: data.len(),
            owner,
            chunks,
            _borrow: std::marker::PhantomData,
        }
    }

    fn p(&self) -> usize {
        self.chunks.len()
    }

    fn rank(&self) -> usize {
        self.comm.rank()
    }

    /// Elements `start .. start + n`.
    ///
    /// # Safety
    /// No other live slice from this ring may overlap them (chunks are disjoint; MPI touches
    /// only chunks no slice is made of while its messages are in flight).
    #[allow(clippy::mut_from_ref)]
    unsafe fn elements(&self, (start, n): (usize, usize)) -> &mut [T] {
        assert!(start + n <= self.len);
        // SAFETY: in bounds (above) of the buffer `base` borrows for 'a; disjointness is the
        // caller's.
        unsafe { std::slice::from_raw_parts_mut(self.base.add(start), n) }
    }

    /// The segments of elements `start .. start + n`: ranges of at most [`SEGMENT_BYTES`].
    fn segments(&self, (start, n): (usize, usize)) -> Vec<(usize, usize)> {
        let per = (SEGMENT_BYTES / std::mem::size_of::<T>()).max(1);
        (0..n.div_ceil(per))
            .map(|i| (start + i * per, per.min(n - i * per)))
            .collect()
    }

    /// One ring step: chunk `send` goes to the next rank while chunk `recv` comes from the
    /// previous one ([`exchange`](Self::exchange)).
    fn step(&self, send: usize, recv: usize, land: impl Fn(&mut [T], &[T])) -> Result<()> {
        let p = self.p();
        let (next, prev) = ((self.rank() + 1) % p, (self.rank() + p - 1) % p);
        self.exchange((self.chunks[send], next), (self.chunks[recv], prev), land)
    }

    /// Elements `send` go to rank `to` while elements `recv` come from rank `from`, segment by
    /// segment; `land(range, values)` takes each arriving segment while the rest are in flight.
    /// The two ranges are disjoint.
    fn exchange(
        &self,
        (send, to): ((usize, usize), usize),
        (recv, from): ((usize, usize), usize),
        land: impl Fn(&mut [T], &[T]),
    ) -> Result<()> {
        let incoming = self.segments(recv);
        let mut scratch = self.comm.mpi.scratch::<T>(recv.1)?;
        let scratch_base = scratch.as_mut_ptr();
        let first = recv.0;
        let mut messages = self.comm.mpi.messages();
        messages.keep(&self.owner);
        for &(start, n) in &incoming {
            // SAFETY: the scratch segments are disjoint and outlive the wait (the scratch is
            // kept past it if MPI cannot stop a receive).
            unsafe {
                let landing = std::slice::from_raw_parts_mut(scratch_base.add(start - first), n);
                messages.recv(bytemuck::cast_slice_mut(landing), from, self.tag);
            }
        }
        for segment in self.segments(send) {
            // SAFETY: the `send` range is only read while in flight (`land` writes the `recv`
            // range, disjoint from it); `owner` keeps it alive past an abandoned send.
            unsafe { messages.send(bytemuck::cast_slice(self.elements(segment)), to, self.tag) };
        }
        messages.wait(self.name, |i| {
            let (start, n) = incoming[i];
            // SAFETY: segment `i` of the scratch has arrived and no message touches it now;
            // the `recv` range is not being sent.
            let (into, from) = unsafe {
                (
                    self.elements((start, n)),
                    std::slice::from_raw_parts(scratch_base.add(start - first), n),
                )
            };
            land(into, from);
            Ok(())
        })
    }

    /// Recursive halving (p a power of two): at distance `d` = p/2, p/4, … 1, rank `r` and
    /// rank `r ^ d` split the range they share; each keeps the half on its side, sends the
    /// other and combines the partner's half of its own into it. `log2 p` steps moving the same
    /// bytes as the ring's `p − 1`. Returns the range rank `r` ends holding fully combined.
    fn halving_reduce_scatter(&self, op: ReduceOp) -> Result<(usize, usize)> {
        let r = self.rank();
        let mut range = (0, self.len);
        let mut d = self.p() / 2;
        while d >= 1 {
            let (lower, upper) = halves(range);
            let (keep, give) = if r & d == 0 { (lower, upper) } else { (upper, lower) };
            let partner = r ^ d;
            self.exchange((give, partner), (keep, partner), |into, from| {
                T::combine_host(into, from, op)
            })?;
            range = keep;
            d /= 2;
        }
        Ok(range)
    }

    /// Recursive doubling, the reverse of [`halving_reduce_scatter`](Self::halving_reduce_scatter):
    /// rank `r` starts holding `held` and, at distance 1, 2, … p/2, swaps what it holds with
    /// rank `r ^ d`, so the ranges double until every rank holds all.
    fn doubling_all_gather(&self, mut held: (usize, usize)) -> Result<()> {
        let r = self.rank();
        let p = self.p();
        let mut d = 1;
        while d < p {
            // The range the pair shares at this distance: the one halved at the same distance.
            let shared = shared_range(self.len, p, r, d);
            let (lower, upper) = halves(shared);
            let theirs = if held == lower { upper } else { lower };
            let partner = r ^ d;
            self.exchange((held, partner), (theirs, partner), |into, from| {
                into.copy_from_slice(from)
            })?;
            held = shared;
            d *= 2;
        }
        Ok(())
    }

    /// Ring reduce-scatter: rank `r` ends holding the full combination of chunk
    /// `r + offset + 1` (mod p). Step `s` passes chunk `r + offset − s` on.
    fn reduce_scatter(&self, offset: usize, op: ReduceOp) -> Result<()> {
        let p = self.p();
        let r = self.rank();
        for s in 0..p - 1 {
            let send = (r + offset + 2 * p - s) % p;
            let recv = (r + offset + 2 * p - s - 1) % p;
            self.step(send, recv, |into, from| T::combine_host(into, from, op))?;
        }
        Ok(())
    }

    /// Ring all-gather: rank `r` starts holding chunk `r + offset` (mod p) and ends with all.
    fn all_gather(&self, offset: usize) -> Result<()> {
        let p = self.p();
        let r = self.rank();
        for s in 0..p - 1 {
            let send = (r + offset + 2 * p - s) % p;
            let recv = (r + offset + 2 * p - s - 1) % p;
            self.step(send, recv, |into, from| into.copy_from_slice(from))?;
        }
        Ok(())
    }

    /// Rank `root` sends chunk `i` to rank `i`.
    fn scatter(&self, root: usize) -> Result<()> {
        let r = self.rank();
        let mut messages = self.comm.mpi.messages();
        messages.keep(&self.owner);
        if r == root {
            for to in (0..self.p()).filter(|&to| to != root) {
                // SAFETY: only read while in flight; `owner` keeps it alive.
                unsafe { messages.send(bytemuck::cast_slice(self.elements(self.chunks[to])), to, self.tag) };
            }
            return messages.wait(self.name, |_| Ok(()));
        }
        let mut scratch = self.comm.mpi.scratch::<T>(self.chunks[r].1)?;
        // SAFETY: `scratch` outlives the wait (kept past it if MPI cannot stop the receive).
        unsafe { messages.recv(bytemuck::cast_slice_mut(&mut scratch), root, self.tag) };
        messages.wait(self.name, |_| Ok(()))?;
        // SAFETY: no message is in flight.
        unsafe { self.elements(self.chunks[r]) }.copy_from_slice(&scratch);
        Ok(())
    }

    /// Every rank sends the chunk it holds complete (`r + offset`) to `root`.
    fn gather(&self, root: usize, offset: usize) -> Result<()> {
        let p = self.p();
        let r = self.rank();
        let held = |rank: usize| (rank + offset) % p;
        let mut messages = self.comm.mpi.messages();
        messages.keep(&self.owner);
        if r != root {
            // SAFETY: only read while in flight; `owner` keeps it alive.
            unsafe {
                messages.send(
                    bytemuck::cast_slice(self.elements(self.chunks[held(r)])),
                    root,
                    self.tag,
                )
            };
            return messages.wait(self.name, |_| Ok(()));
        }
        let from: Vec<usize> = (0..p).filter(|&q| q != root).collect();
        let mut scratch = self.comm.mpi.scratch::<T>(self.len)?;
        let scratch_base = scratch.as_mut_ptr();
        for &q in &from {
            let (start, n) = self.chunks[held(q)];
            // SAFETY: disjoint parts of `scratch`, which outlives the wait.
            unsafe {
                let landing = std::slice::from_raw_parts_mut(scratch_base.add(start), n);
                messages.recv(bytemuck::cast_slice_mut(landing), q, self.tag);
            }
        }
        messages.wait(self.name, |i| {
            let chunk = self.chunks[held(from[i])];
            // SAFETY: that part of the scratch has arrived; nothing is sent from this rank.
            unsafe {
                self.elements(chunk)
                    .copy_from_slice(std::slice::from_raw_parts(scratch_base.add(chunk.0), chunk.1))
            };
            Ok(())
        })
    }
}
