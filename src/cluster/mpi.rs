//! MPI underneath a [`Communicator`](super::Communicator): the `mpi` crate (rsmpi) starts MPI
//! and finds the ranks; the messages themselves are MPI's non-blocking point-to-point calls
//! (`MPI_Isend`/`MPI_Irecv`, polled with `MPI_Test`), so that every wait has a deadline. MPI's
//! own collectives cannot be given one: a rank that dies or never arrives leaves a blocking
//! `MPI_Allreduce` waiting forever, and a non-blocking one can be neither stopped nor freed.
//!
//! Every `unsafe` call into MPI is in this file.

use std::cell::{Cell, RefCell, RefMut};
use std::rc::Rc;
use std::time::{Duration, Instant};

use mpi::ffi;
use mpi::topology::SimpleCommunicator;
use mpi::traits::{AsRaw, Communicator as _};

use crate::error::{CommFault, GpuError, Result};
use crate::memory::PinnedBuffer;

/// Messages are at most this many bytes (MPI counts are C `int`s); longer ranges go as several.
const MAX_MESSAGE: usize = 1 << 30;

/// Tags of anygpu's messages on its own duplicate of `MPI_COMM_WORLD` (users' messages on the
/// world communicator never meet them): headers; users' point-to-point tags from
/// [`USER_TAG_BASE`]; a collective's values on a tag of its call number, so that values a call
/// left behind (a rank that gave up on it) never match the next call's.
pub(super) const HEADER_TAG: i32 = 1;
/// Point-to-point tags: the user's tag plus this.
pub(super) const USER_TAG_BASE: i32 = 16;
/// The largest user tag.
pub(super) const MAX_USER_TAG: i32 = DATA_TAG_BASE - 1 - USER_TAG_BASE;
/// A collective's values go on this plus its call number modulo [`DATA_TAGS`]; MPI guarantees
/// tags up to 32767.
const DATA_TAG_BASE: i32 = 16384;
const DATA_TAGS: u64 = 16384;

/// The tag of call `number`'s values.
pub(super) fn data_tag(number: u64) -> i32 {
    DATA_TAG_BASE + (number % DATA_TAGS) as i32
}

/// MPI started for this process (finalised when the last of its users drops it), and anygpu's
/// communicator: a duplicate of the world's whose errors return instead of aborting.
pub(super) struct Mpi {
    /// anygpu's duplicate of the world communicator. Freed before `universe` finalises MPI.
    comm: std::mem::ManuallyDrop<SimpleCommunicator>,
    /// MPI itself, when this communicator started it (none when the program had already):
    /// finalised after `comm` is freed, before the memory below is.
    _universe: Option<mpi::environment::Universe>,
    rank: usize,
    size: usize,
    local_rank: usize,
    timeout: Cell<Duration>,
    /// Set once a wait ran out of time: the other ranks are no longer in step with this one,
    /// so every later call fails at once with this message.
    failed: RefCell<Option<String>>,
    /// Sends still in flight when a wait gave up (Open MPI cannot cancel a send whose peer is
    /// gone: measured with 1 kB to 16 MB sends to a killed rank), and the memory they read,
    /// kept until MPI is finalised, then freed.
    abandoned: RefCell<Vec<ffi::MPI_Request>>,
    kept: RefCell<Vec<Rc<dyn std::any::Any>>>,
    /// Set when a wait gave up on messages MPI could not stop: the memory they touch must
    /// outlive them ([`quarantine`](Self::quarantine)).
    stranded: Cell<bool>,
    /// Where every message is received (then combined or copied into its place), so that a
    /// receive MPI cannot stop never writes into memory that was given back.
    scratch: RefCell<Vec<u128>>,
    /// Host copies of buffers on devices whose memory the host cannot address: memory the
    /// device's runtime pinned (page-locked on CUDA and ROCm, so its copies are one DMA with no
    /// bounce through the runtime's own staging buffer), or plain memory where pinning failed.
    staging: RefCell<Staging>,
}

/// anygpu's communicator and MPI itself, freed and finalised (in this order) where they are
/// dropped: on a thread of their own after a failed call (see `Drop for Mpi`).
#[allow(dead_code)] // held only to be dropped
struct Finalize(SimpleCommunicator, Option<mpi::environment::Universe>);

// SAFETY: MPI runs at `MPI_THREAD_SERIALIZED`: any thread may call it while no other does, and
// once the finalising thread has these, this process makes no other MPI call.
unsafe impl Send for Finalize {}

/// The staging memory of [`Mpi::staging`].
enum Staging {
    Plain(Vec<u128>),
    Pinned(PinnedBuffer<u64>),
}

impl Mpi {
    /// Starts MPI (unless the program already has) and duplicates the world communicator.
    /// Like `MPI_Init`, this waits for every rank.
    pub(super) fn start(timeout: Duration) -> Result<Mpi> {
        let universe = if mpi::environment::is_initialized() {
            None
        } else {
            // Serialized: anygpu calls MPI from one thread at a time, though not always the
            // thread that started it (a CPU device's host task runs on the caller's thread).
            let (universe, _level) = mpi::initialize_with_threading(mpi::Threading::Serialized)
                .ok_or_else(|| comm_error(0, "MPI_Init", CommFault::Transport, "MPI could not be started"))?;
            Some(universe)
        };
        let world = SimpleCommunicator::world();
        let comm = world.duplicate();
        // SAFETY: `comm` is a live communicator this struct owns; the handler is MPI's own.
        let code = unsafe { ffi::MPI_Comm_set_errhandler(comm.as_raw(), ffi::RSMPI_ERRORS_RETURN) };
        check(code, 0, "MPI_Comm_set_errhandler")?;
        let local = world.split_shared(world.rank());
        Ok(Mpi {
            rank: comm.rank() as usize,
            size: comm.size() as usize,
            local_rank: local.rank() as usize,
            comm: std::mem::ManuallyDrop::new(comm),
            timeout: Cell::new(timeout),
            failed: RefCell::new(None),
            abandoned: RefCell::new(Vec::new()),
            kept: RefCell::new(Vec::new()),
            stranded: Cell::new(false),
            scratch: RefCell::new(Vec::new()),
            staging: RefCell::new(Staging::Plain(Vec::new())),
            _universe: universe,
        })
    }

    pub(super) fn rank(&self) -> usize {
        self.rank
    }

    pub(super) fn size(&self) -> usize {
        self.size
    }

    pub(super) fn local_rank(&self) -> usize {
        self.local_rank
    }

    pub(super) fn timeout(&self) -> Duration {
        self.timeout.get()
    }

    pub(super) fn set_timeout(&self, limit: Duration) {
        self.timeout.set(limit);
    }

    /// The library's version string (`Open MPI v4.1.4, …`).
    pub(super) fn library_version() -> String {
        mpi::environment::library_version().unwrap_or_else(|_| "unknown MPI".into())
    }

    /// An error if an earlier wait gave up: this rank is out of step with the others.
    pub(super) fn check_usable(&self, operation: &str) -> Result<()> {
        match &*self.failed.borrow() {
            None => Ok(()),
            Some(why) => Err(comm_error(
                self.rank,
                operation,
                CommFault::Failed,
                &format!("an earlier call failed ({why}), so the ranks are out of step; start a new job"),
            )),
        }
    }

    /// `len` elements of the receive scratch memory (contents unspecified).
    pub(super) fn scratch<T: bytemuck::Pod>(&self, len: usize) -> Result<RefMut<'_, [T]>> {
        host_memory(&self.scratch, len)
    }

    /// `len` elements of the staging memory (contents unspecified): `pin(words)` (a context's
    /// [`alloc_pinned`](crate::GpuContext::alloc_pinned)) gives it `words` 8-byte words of pinned
    /// memory when it must grow; if that fails (page-locked memory is scarcer than memory) plain
    /// host memory serves, which the runtime copies through its own pinned buffer.
    pub(super) fn staging<T: bytemuck::Pod>(
        &self,
        len: usize,
        pin: impl FnOnce(usize) -> Result<PinnedBuffer<u64>>,
    ) -> Result<RefMut<'_, [T]>> {
        staging_memory(&self.staging, len, pin)
    }

    /// After a failed call: if it left messages MPI could not stop, the scratch and staging
    /// memory they may touch moves to `kept` (freed after MPI is finalised).
    pub(super) fn quarantine(&self) {
        if self.stranded.replace(false) {
            let mut kept = self.kept.borrow_mut();
            kept.push(Rc::new(std::mem::take(&mut *self.scratch.borrow_mut())));
            kept.push(Rc::new(self.staging.replace(Staging::Plain(Vec::new()))));
        }
    }

    /// A batch of messages that complete together ([`Messages::wait`]).
    pub(super) fn messages(&self) -> Messages<'_> {
        Messages {
            mpi: self,
            requests: Vec::new(),
            peers: Vec::new(),
            is_send: Vec::new(),
            keep: Vec::new(),
        }
    }
}

impl Drop for Mpi {
    fn drop(&mut self) {
        // Sends that never completed: MPI lets their handles go; their memory stays until MPI
        // is finalised (`universe`, dropped after this), when no call can touch it any more.
        for request in self.abandoned.get_mut().iter_mut() {
            // SAFETY: a live request handle of this process; freeing a handle is allowed for a
            // pending send (the send itself may go on, reading memory `kept` still holds).
            unsafe { ffi::MPI_Request_free(request) };
        }
        if self.failed.get_mut().is_some() {
            // A rank may be gone: Open MPI's MPI_Comm_free and MPI_Finalize then wait for it
            // forever (seen under load in CI with `--enable-recovery`, 2026-11-28). They run on a
            // thread of their own, waited for up to twice the communicator's time limit (10 to
            // 60 s: a rank that is only late finalises too, and the others with it); past it,
            // MPI is left as it is, and so is the memory its unfinished messages may
            // still touch: the process's exit releases both.
            // SAFETY: taken once, here; `comm` is never used again.
            let comm = unsafe { std::mem::ManuallyDrop::take(&mut self.comm) };
            let job = Finalize(comm, self._universe.take());
            let (done, finished) = std::sync::mpsc::channel();
            let spawned = std::thread::Builder::new()
                .name("anygpu-mpi-finalize".into())
                .spawn(move || {
                    drop(job);
                    let _ = done.send(());
                });
            let limit = (2 * self.timeout.get()).clamp(Duration::from_secs(10), Duration::from_secs(60));
            if spawned.is_err() || finished.recv_timeout(limit).is_err() {
                tracing::warn!(
                    "MPI did not finalise within {limit:?} after a failed call; leaving it to the process's exit"
                );
                std::mem::forget(std::mem::take(self.kept.get_mut()));
                std::mem::forget(std::mem::take(self.scratch.get_mut()));
                std::mem::forget(self.staging.replace(Staging::Plain(Vec::new())));
            }
            return;
        }
        // SAFETY: dropped once, here, and never used again; MPI is finalised after it (field
        // order: `_universe` next).
        unsafe { std::mem::ManuallyDrop::drop(&mut self.comm) };
        // Then, in field order, MPI is finalised and the memory freed.
    }
}

/// Messages in flight together: posted one by one, then waited for all at once, up to the
/// communicator's time limit.
pub(super) struct Messages<'m> {
    mpi: &'m Mpi,
    requests: Vec<ffi::MPI_Request>,
    peers: Vec<usize>,
    is_send: Vec<bool>,
    /// Owners of memory that sends read (a staging buffer, a device buffer's allocation), kept
    /// with the communicator if a send outlives the wait.
    keep: Vec<Rc<dyn std::any::Any>>,
}

impl Messages<'_> {
    /// Sends `bytes` to `to` (several messages when longer than [`MAX_MESSAGE`]).
    ///
    /// # Safety
    /// `bytes` must stay alive and unchanged until [`wait`](Self::wait) returns, or, when it
    /// returns a timeout, for as long as an owner passed to [`keep`](Self::keep) lives.
    pub(super) unsafe fn send(&mut self, bytes: &[u8], to: usize, tag: i32) {
        // SAFETY: the caller's contract; MPI only reads a send's memory.
        unsafe { self.post(bytes.as_ptr().cast_mut(), bytes.len(), to, tag, true) }
    }

    /// Receives into `bytes` from `from`, split as [`send`](Self::send) splits.
    ///
    /// # Safety
    /// `bytes` must stay alive and unread until [`wait`](Self::wait) returns (receives still
    /// pending when a wait gives up are cancelled before it returns).
    pub(super) unsafe fn recv(&mut self, bytes: &mut [u8], from: usize, tag: i32) {
        // SAFETY: the caller's contract.
        unsafe { self.post(bytes.as_mut_ptr(), bytes.len(), from, tag, false) }
    }

    /// Posts `MPI_Isend` (`is_send`) or `MPI_Irecv` of the `len` bytes at `ptr` with `peer`, one
    /// message per [`MAX_MESSAGE`].
    ///
    /// # Safety
    /// [`send`](Self::send)'s or [`recv`](Self::recv)'s contract; `peer` is a rank of `comm`
    /// (checked by the callers).
    unsafe fn post(&mut self, ptr: *mut u8, len: usize, peer: usize, tag: i32, is_send: bool) {
        for piece in pieces(len) {
            let mut request = null_request();
            // SAFETY: `piece` lies within the caller's `len` bytes, which it keeps alive (and,
            // for a receive, unread) until the request completes or is abandoned with an owner.
            let code = unsafe {
                let (at, count) = (ptr.add(piece.start).cast(), piece.len() as i32);
                let (byte, comm) = (ffi::RSMPI_UINT8_T, self.mpi.comm.as_raw());
                if is_send {
                    ffi::MPI_Isend(at, count, byte, peer as i32, tag, comm, &mut request)
                } else {
                    ffi::MPI_Irecv(at, count, byte, peer as i32, tag, comm, &mut request)
                }
            };
            self.push(
                code,
                request,
                peer,
                is_send,
                if is_send { "MPI_Isend" } else { "MPI_Irecv" },
            );
        }
    }

    /// Keeps `owner` (what a send's memory belongs to) alive past an abandoned send.
    pub(super) fn keep(&mut self, owner: &Rc<dyn std::any::Any>) {
        self.keep.push(Rc::clone(owner));
    }

    fn push(&mut self, code: i32, request: ffi::MPI_Request, peer: usize, is_send: bool, call: &str) {
        if code != 0 {
            // The request was not posted: remember the failure as an abandoned rank's would be.
            self.mpi
                .failed
                .borrow_mut()
                .get_or_insert_with(|| format!("{call} to or from rank {peer} returned MPI error {code}"));
            return;
        }
        self.requests.push(request);
        self.peers.push(peer);
        self.is_send.push(is_send);
    }

    /// Waits for every message; calls `arrived(i)` as receive `i` (in posting order among the
    /// receives) completes, so its data can be used while the rest are in flight. Past the
    /// time limit, pending receives are cancelled, pending sends are abandoned to the
    /// communicator with what they read, and the communicator is marked failed.
    pub(super) fn wait(mut self, operation: &str, mut arrived: impl FnMut(usize) -> Result<()>) -> Result<()> {
        let mpi = self.mpi;
        mpi.check_usable(operation)?;
        let deadline = Instant::now() + mpi.timeout.get();
        let receive_index: Vec<usize> = self
            .is_send
            .iter()
            .scan(0, |n, &send| {
                let i = *n;
                *n += usize::from(!send);
                Some(i)
            })
            .collect();
        let mut pending = self.requests.len();
        let mut done = vec![false; pending];
        let mut indices = vec![0i32; pending];
        while pending > 0 {
            let mut count = 0;
            // SAFETY: `requests` are live handles (or null ones MPI skips); `indices` holds
            // room for every one of them.
            let code = unsafe {
                ffi::MPI_Testsome(
                    self.requests.len() as i32,
                    self.requests.as_mut_ptr(),
                    &mut count,
                    indices.as_mut_ptr(),
                    ffi::RSMPI_STATUSES_IGNORE,
                )
            };
            check(code, mpi.rank, "MPI_Testsome")?;
            let count = usize::try_from(count).unwrap_or(0); // MPI_UNDEFINED: none active
            for &i in &indices[..count] {
                let i = i as usize;
                done[i] = true;
                pending -= 1;
                if !self.is_send[i] {
                    arrived(receive_index[i])?;
                }
            }
            if count == 0 {
                if Instant::now() >= deadline {
                    return Err(self.give_up(operation, &done));
                }
                // Other ranks may share this core (mpirun --oversubscribe): let them run.
                std::thread::yield_now();
            }
        }
        Ok(())
    }

    /// Cancels the pending receives, abandons the sends (and receives) MPI cannot stop to the
    /// communicator with the memory they touch, marks the communicator failed and says which
    /// ranks never answered.
    fn give_up(&mut self, operation: &str, done: &[bool]) -> GpuError {
        let mpi = self.mpi;
        let mut silent: Vec<usize> = Vec::new();
        for (i, request) in self.requests.iter_mut().enumerate() {
            if done[i] || *request == null_request() {
                continue;
            }
            if !silent.contains(&self.peers[i]) {
                silent.push(self.peers[i]);
            }
            if !self.is_send[i] {
                // SAFETY: a live receive request; a cancelled one still has to complete (below).
                unsafe { ffi::MPI_Cancel(request) };
            }
        }
        // Cancelled receives complete at once, unless they had matched a message that stopped
        // part-way; sends to a rank that is gone never do.
        let grace = Instant::now() + CANCEL_GRACE;
        loop {
            let mut flag = 0;
            // SAFETY: live or null handles; completed ones become null.
            unsafe {
                ffi::MPI_Testall(
                    self.requests.len() as i32,
                    self.requests.as_mut_ptr(),
                    &mut flag,
                    ffi::RSMPI_STATUSES_IGNORE,
                )
            };
            if flag != 0 || Instant::now() >= grace {
                break;
            }
            for request in self.requests.iter_mut().filter(|r| **r != null_request()) {
                // SAFETY: as above, one request at a time (Testall completes none unless all).
                unsafe { ffi::MPI_Test(request, &mut flag, ffi::RSMPI_STATUS_IGNORE) };
            }
            std::thread::yield_now();
        }
        let stuck: Vec<ffi::MPI_Request> = self
            .requests
            .iter_mut()
            .filter(|r| **r != null_request())
            .map(|r| std::mem::replace(r, null_request()))
            .collect();
        if !stuck.is_empty() {
            mpi.abandoned.borrow_mut().extend(stuck);
            mpi.kept.borrow_mut().append(&mut self.keep);
            mpi.stranded.set(true);
        }
        silent.sort_unstable();
        let ranks: Vec<String> = silent.iter().map(|r| r.to_string()).collect();
        let limit = mpi.timeout.get();
        let why = format!(
            "no answer from rank{} {} within {limit:?}",
            if ranks.len() == 1 { "" } else { "s" },
            ranks.join(", ")
        );
        *mpi.failed.borrow_mut() = Some(format!("{operation}: {why}"));
        comm_error(
            mpi.rank,
            operation,
            CommFault::Timeout,
            &format!("{why}: a rank died, never reached this call, or called another one"),
        )
    }
}

/// How long cancelled receives get to complete before they are abandoned.
const CANCEL_GRACE: Duration = Duration::from_millis(200);

impl Drop for Messages<'_> {
    fn drop(&mut self) {
        // A wait that returned early with an error (a failed `arrived`): nothing may write into
        // or read from memory the caller is about to free, so finish what is still in flight the
        // way a timeout does.
        if self.requests.iter().any(|r| *r != null_request()) {
            let done: Vec<bool> = self.requests.iter().map(|r| *r == null_request()).collect();
            let _ = self.give_up("an interrupted wait", &done);
        }
    }
}

/// `len` elements of `T` at the start of `memory`, grown (16-byte aligned) as needed; host
/// memory that cannot be had (a peer announcing a message of absurd size, say) is an error,
/// not an abort.
fn host_memory<T: bytemuck::Pod>(memory: &RefCell<Vec<u128>>, len: usize) -> Result<RefMut<'_, [T]>> {
    host_memory_in(memory.borrow_mut(), len)
}

/// [`Mpi::staging`] on `staging`.
fn staging_memory<T: bytemuck::Pod>(
    staging: &RefCell<Staging>,
    len: usize,
    pin: impl FnOnce(usize) -> Result<PinnedBuffer<u64>>,
) -> Result<RefMut<'_, [T]>> {
    let words = len
        .checked_mul(std::mem::size_of::<T>())
        .map(|bytes| bytes.div_ceil(8))
        .ok_or_else(|| out_of_host_memory(len, std::mem::size_of::<T>()))?;
    let mut staging = staging.borrow_mut();
    let fits = matches!(&*staging, Staging::Pinned(p) if p.len() >= words);
    if !fits {
        match pin(words) {
            Ok(pinned) => *staging = Staging::Pinned(pinned),
            Err(e) => {
                tracing::debug!("communicator: staging in plain host memory ({e})");
                if let Staging::Pinned(_) = &*staging {
                    *staging = Staging::Plain(Vec::new());
                }
            }
        }
    }
    match &*staging {
        Staging::Pinned(_) => Ok(RefMut::map(staging, |s| match s {
            Staging::Pinned(p) => &mut bytemuck::cast_slice_mut::<u64, T>(&mut p[..words])[..len],
            Staging::Plain(_) => unreachable!("matched above"),
        })),
        Staging::Plain(_) => {
            let plain = RefMut::map(staging, |s| match s {
                Staging::Plain(v) => v,
                Staging::Pinned(_) => unreachable!("matched above"),
            });
            host_memory_in(plain, len)
        }
    }
}

/// [`host_memory`] on memory already borrowed.
fn host_memory_in<T: bytemuck::Pod>(mut memory: RefMut<'_, Vec<u128>>, len: usize) -> Result<RefMut<'_, [T]>> {
    let words = len
        .checked_mul(std::mem::size_of::<T>())
        .map(|bytes| bytes.div_ceil(16));
    let grown = words.filter(|&w| {
        let more = w.saturating_sub(memory.len());
        more == 0 || memory.try_reserve_exact(more).is_ok()
    });
    let Some(words) = grown else {
        return Err(out_of_host_memory(len, std::mem::size_of::<T>()));
    };
    if memory.len() < words {
        memory.resize(words, 0);
    }
    Ok(RefMut::map(memory, |m| {
        &mut bytemuck::cast_slice_mut::<u128, T>(&mut m[..words])[..len]
    }))
}

/// The error when a communicator's host memory cannot grow to `len` elements of `size` bytes.
fn out_of_host_memory(len: usize, size: usize) -> GpuError {
    GpuError::OutOfMemory {
        device: "host (a communicator's message memory)".into(),
        requested: len.saturating_mul(size) as u64,
        available: 0,
        total: 0,
    }
}

/// MPI's null request (what a completed request becomes).
fn null_request() -> ffi::MPI_Request {
    // SAFETY: a constant the MPI library defines, read only.
    unsafe { ffi::RSMPI_REQUEST_NULL }
}

/// The byte ranges of one message each.
fn pieces(len: usize) -> impl Iterator<Item = std::ops::Range<usize>> {
    (0..len.div_ceil(MAX_MESSAGE).max(1)).map(move |i| i * MAX_MESSAGE..((i + 1) * MAX_MESSAGE).min(len))
}

fn check(code: i32, rank: usize, call: &str) -> Result<()> {
    if code == 0 {
        Ok(())
    } else {
        Err(comm_error(
            rank,
            call,
            CommFault::Transport,
            &format!("MPI error code {code}"),
        ))
    }
}

pub(super) fn comm_error(rank: usize, operation: &str, fault: CommFault, message: &str) -> GpuError {
    GpuError::Communication {
        backend: "mpi",
        rank,
        operation: operation.to_string(),
        fault,
        message: message.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Message memory of an absurd size (a peer's header can announce any length) is an
    /// out-of-memory error, never an abort; sizes that fit are served, 16-byte aligned.
    #[test]
    fn message_memory_of_absurd_size_is_an_error() {
        let memory = RefCell::new(Vec::new());
        for huge in [
            host_memory::<u8>(&memory, usize::MAX).err(),
            host_memory::<f32>(&memory, usize::MAX / 2).err(),
        ] {
            assert!(matches!(huge, Some(GpuError::OutOfMemory { .. })), "{huge:?}");
        }
        let served = host_memory::<half::f16>(&memory, 9).unwrap();
        assert_eq!(served.len(), 9);
        assert_eq!(served.as_ptr() as usize % 16, 0);
    }

    /// Staging memory is the device's pinned memory, kept while it is large enough; where
    /// pinning fails, plain host memory serves instead.
    #[test]
    fn staging_is_pinned_memory_or_plain_where_pinning_fails() {
        let context = crate::GpuContext::with_cpu_device(&crate::CpuDeviceConfig::host());
        let staging = RefCell::new(Staging::Plain(Vec::new()));
        let mut pins = 0;
        for len in [1000, 10, 2000, 3] {
            let served = staging_memory::<half::bf16>(&staging, len, |words| {
                pins += 1;
                context.alloc_pinned::<u64>(words)
            })
            .unwrap();
            assert_eq!(served.len(), len);
            assert_eq!(served.as_ptr() as usize % 8, 0);
        }
        assert_eq!(pins, 2, "pinned again only to grow");
        assert!(matches!(&*staging.borrow(), Staging::Pinned(p) if p.len() == 500));
        let refused = || Err(GpuError::invalid_argument("no pinned memory"));
        let served = staging_memory::<f32>(&staging, 4000, |_| refused()).unwrap();
        assert_eq!(served.len(), 4000);
        drop(served);
        assert!(matches!(&*staging.borrow(), Staging::Plain(_)));
        let absurd = staging_memory::<f32>(&staging, usize::MAX, |_| refused()).err();
        assert!(matches!(absurd, Some(GpuError::OutOfMemory { .. })), "{absurd:?}");
    }
}
