//! Several devices in one process: a [`DeviceGroup`] of contexts, copies between any two
//! contexts ([`copy_between`]), collectives over one buffer per member — all-reduce,
//! broadcast, reduce, all-gather and reduce-scatter — on f32, f16, bf16, i32 and u32, and ops
//! over arrays whose rows the members share ([`Sharded`]: elementwise ops and the matrix
//! product, by given or measured weights).
//!
//! The collectives are ring algorithms over chunks of the buffers (a reduce-scatter of `p − 1`
//! steps, then an all-gather of `p − 1`: each member sends and receives `2(p − 1)/p` of the
//! buffer whatever the group's size), and each reduction is an anygpu kernel on the member that
//! receives the chunk, so they run on any device kind and mix of kinds. Every chunk's sum is
//! taken in ring order from one member, then copied to all: every member ends with the same
//! bits. What travels between two members is staged through host memory (downloaded, then
//! uploaded; for large chunks every link of the ring at once, in segments where a member is a
//! GPU so that copies overlap the last segment's kernel). Where every member is a CUDA (ROCm)
//! device and NCCL (RCCL) loads, the collectives run on that library instead
//! ([`nccl`]), and copies between two such devices go GPU to GPU. Across processes:
//! `cluster::Communicator` (the `mpi` feature).

use crate::buffer::{DeviceBuffer, DeviceElement, DeviceSlice, DeviceSliceMut, Immediate, KernelArg};
use crate::context::GpuContext;
use crate::error::{GpuError, Result};
use crate::launch::LaunchConfig;
use crate::KernelSource;

#[cfg(any(feature = "cuda", feature = "rocm"))]
pub(crate) mod nccl;
mod sharded;
pub use sharded::{Sharded, Split};

/// How a collective combines the members' values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// `a + b` (wrapping for integers).
    Sum,
    /// `a · b` (wrapping for integers).
    Product,
    /// The larger (WGSL's `max`).
    Max,
    /// The smaller (WGSL's `min`).
    Min,
}

impl ReduceOp {
    fn name(self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Product => "product",
            ReduceOp::Max => "max",
            ReduceOp::Min => "min",
        }
    }

    /// The WGSL expression combining `a` and `b`, computed in the element's `WIDE` type (f32
    /// for 16-bit floats).
    fn expression(self) -> &'static str {
        match self {
            ReduceOp::Sum => "a + b",
            ReduceOp::Product => "a * b",
            ReduceOp::Max => "max(a, b)",
            ReduceOp::Min => "min(a, b)",
        }
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for half::f16 {}
    impl Sealed for half::bf16 {}
    impl Sealed for i32 {}
    impl Sealed for u32 {}
}

/// The element types collectives take: f32, f16, bf16 (combined in f32, rounded once per
/// step), i32 and u32 (wrapping sums and products).
pub trait CollectiveElement: DeviceElement + sealed::Sealed {
    /// The WGSL type the buffers hold (`f16` for bf16 too: compiled as bfloat16).
    #[doc(hidden)]
    const WGSL: &'static str;
    /// The type's name, as kernel names show it.
    #[doc(hidden)]
    const NAME: &'static str;
    /// The type the values are combined in.
    #[doc(hidden)]
    const WIDE: &'static str;
    /// `acc[i] = op(acc[i], other[i])` on the host, as the combining kernel computes it: for
    /// communicators, whose messages arrive in host memory.
    #[doc(hidden)]
    fn combine_host(acc: &mut [Self], other: &[Self], op: ReduceOp);
}

/// `acc[i] = f(acc[i], other[i])`: one loop per operation, which LLVM vectorises.
#[inline(always)]
fn combine_each<T: Copy>(acc: &mut [T], other: &[T], f: impl Fn(T, T) -> T) {
    for (a, &b) in acc.iter_mut().zip(other) {
        *a = f(*a, b);
    }
}

/// [`CollectiveElement::combine_host`] for a float type combined in f32 (`wide`, `narrow`
/// convert; the identity for f32).
#[inline(always)]
fn combine_floats<T: Copy>(acc: &mut [T], other: &[T], op: ReduceOp, wide: fn(T) -> f32, narrow: fn(f32) -> T) {
    match op {
        ReduceOp::Sum => combine_each(acc, other, |a, b| narrow(wide(a) + wide(b))),
        ReduceOp::Product => combine_each(acc, other, |a, b| narrow(wide(a) * wide(b))),
        ReduceOp::Max => combine_each(acc, other, |a, b| narrow(wide(a).max(wide(b)))),
        ReduceOp::Min => combine_each(acc, other, |a, b| narrow(wide(a).min(wide(b)))),
    }
}

/// [`CollectiveElement::combine_host`] for the integer types (wrapping, as WGSL's arithmetic).
macro_rules! combine_integers {
    ($acc:expr, $other:expr, $op:expr) => {
        match $op {
            ReduceOp::Sum => combine_each($acc, $other, |a, b| a.wrapping_add(b)),
            ReduceOp::Product => combine_each($acc, $other, |a, b| a.wrapping_mul(b)),
            ReduceOp::Max => combine_each($acc, $other, |a, b| a.max(b)),
            ReduceOp::Min => combine_each($acc, $other, |a, b| a.min(b)),
        }
    };
}

impl CollectiveElement for f32 {
    const WGSL: &'static str = "f32";
    const NAME: &'static str = "f32";
    const WIDE: &'static str = "f32";
    fn combine_host(acc: &mut [Self], other: &[Self], op: ReduceOp) {
        combine_floats(acc, other, op, |x| x, |x| x)
    }
}
impl CollectiveElement for half::f16 {
    const WGSL: &'static str = "f16";
    const NAME: &'static str = "f16";
    const WIDE: &'static str = "f32";
    fn combine_host(acc: &mut [Self], other: &[Self], op: ReduceOp) {
        combine_floats(acc, other, op, half::f16::to_f32, half::f16::from_f32)
    }
}
impl CollectiveElement for half::bf16 {
    const WGSL: &'static str = "f16";
    const NAME: &'static str = "bf16";
    const WIDE: &'static str = "f32";
    fn combine_host(acc: &mut [Self], other: &[Self], op: ReduceOp) {
        combine_floats(acc, other, op, half::bf16::to_f32, half::bf16::from_f32)
    }
}
impl CollectiveElement for i32 {
    const WGSL: &'static str = "i32";
    const NAME: &'static str = "i32";
    const WIDE: &'static str = "i32";
    fn combine_host(acc: &mut [Self], other: &[Self], op: ReduceOp) {
        combine_integers!(acc, other, op)
    }
}
impl CollectiveElement for u32 {
    const WGSL: &'static str = "u32";
    const NAME: &'static str = "u32";
    const WIDE: &'static str = "u32";
    fn combine_host(acc: &mut [Self], other: &[Self], op: ReduceOp) {
        combine_integers!(acc, other, op)
    }
}

/// The ring's chunks start on multiples of this many elements, so that every chunk's copies
/// start on 4 bytes (the copies' alignment) whatever the element size.
const CHUNK_ALIGN: usize = 64;

/// Whether a copy can take `n` elements of `T` from element `start` of a buffer of `len`:
/// both ends on [`SLICE_COPY_ALIGNMENT`](crate::SLICE_COPY_ALIGNMENT) bytes, or the end at the
/// buffer's.
fn copyable<T>(start: usize, n: usize, len: usize) -> bool {
    let size = std::mem::size_of::<T>();
    let aligned = |at: usize| (at * size) % crate::SLICE_COPY_ALIGNMENT == 0;
    aligned(start) && (aligned(start + n) || start + n == len)
}

/// Elements `start .. start + n` of `buf`, through a slice where a copy can take one (else the
/// whole buffer: 16-bit elements at an odd offset, which only the all-gather and the
/// reduce-scatter of odd sizes have).
fn read_range<T: DeviceElement>(ctx: &GpuContext, buf: &DeviceBuffer<T>, (start, n): (usize, usize)) -> Result<Vec<T>> {
    if copyable::<T>(start, n, buf.len()) {
        ctx.download(&buf.slice(start..start + n)?)
    } else {
        Ok(ctx.download(buf)?[start..start + n].to_vec())
    }
}

/// `values` into `buf` from element `start` on, as [`read_range`] reads.
fn write_range<T: DeviceElement>(
    ctx: &GpuContext,
    buf: &mut DeviceBuffer<T>,
    start: usize,
    values: &[T],
) -> Result<()> {
    let n = values.len();
    if copyable::<T>(start, n, buf.len()) {
        ctx.copy_to_device(values, &mut buf.slice_mut(start..start + n)?)
    } else {
        let mut whole = ctx.download(buf)?;
        whole[start..start + n].copy_from_slice(values);
        ctx.copy_to_device(&whole, buf)
    }
}

/// A set of contexts that collectives run across: member `i` holds buffer `i` of each call.
pub struct DeviceGroup {
    members: Vec<GpuContext>,
    /// NCCL (RCCL) over the members, where all are CUDA (ROCm) devices, each once, and the
    /// library loads: made on the first collective; why not, otherwise.
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    nccl: std::sync::OnceLock<std::result::Result<nccl::Nccl, String>>,
}

/// How long a group's NCCL call may take before the communicator is aborted.
#[cfg(any(feature = "cuda", feature = "rocm"))]
const NCCL_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(600);

impl DeviceGroup {
    /// A group of the given contexts (at least one), in that order.
    pub fn new(members: Vec<GpuContext>) -> Result<Self> {
        if members.is_empty() {
            return Err(GpuError::invalid_argument(
                "DeviceGroup: a group needs at least one context",
            ));
        }
        Ok(DeviceGroup {
            members,
            #[cfg(any(feature = "cuda", feature = "rocm"))]
            nccl: std::sync::OnceLock::new(),
        })
    }

    /// Every device [`available_devices`](crate::available_devices) lists, best first (with
    /// `ANYGPU_MOCK=count=4`, four mock devices).
    pub fn available() -> Result<Self> {
        let members = crate::available_devices()
            .into_iter()
            .map(|info| crate::select_device(info.id))
            .collect::<Result<Vec<_>>>()?;
        Self::new(members)
    }

    /// `count` mock devices (CPU devices posing as GPUs, `cpu:0` to `cpu:{count − 1}`), made
    /// for this group whatever `ANYGPU_MOCK` says: collectives in CI without a GPU.
    #[cfg(feature = "llvm")]
    pub fn mock(count: usize) -> Result<Self> {
        let members = (0..count)
            .map(|i| {
                let config = crate::CpuDeviceConfig::mock(format!("Mock GPU {i}"), 1 << 30, 4);
                GpuContext::with_cpu_device_at(i as u32, &config)
            })
            .collect();
        Self::new(members)
    }

    /// The members.
    pub fn contexts(&self) -> &[GpuContext] {
        &self.members
    }

    /// Members in the group.
    pub fn len(&self) -> usize {
        self.members.len()
    }

    /// Always false: a group has at least one member.
    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }

    /// What carries the collectives: `nccl 2.21.5` (`rccl …`) where every member is a CUDA
    /// (ROCm) device and the library loads, else anygpu's rings staged through host memory (with
    /// why not NCCL or RCCL, where the members are such devices).
    pub fn backend(&self) -> String {
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        if let Some((runtime, ordinals)) = self.gpu_ordinals() {
            return match self.nccl_for(runtime, &ordinals) {
                Ok(comm) => comm.describe(),
                Err(why) => format!("anygpu rings through host memory (not {}: {why})", runtime.library()),
            };
        }
        "anygpu rings through host memory".into()
    }

    /// The members' runtime and device ordinals, where every member is a distinct device of
    /// one runtime (CUDA or ROCm).
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    fn gpu_ordinals(&self) -> Option<(nccl::Runtime, Vec<i32>)> {
        let devices: Vec<(nccl::Runtime, i32)> = self.members.iter().map(nccl::device_of).collect::<Option<_>>()?;
        let runtime = devices[0].0;
        let ordinals: Vec<i32> = devices.iter().map(|d| d.1).collect();
        let mut distinct = ordinals.clone();
        distinct.sort_unstable();
        distinct.dedup();
        (devices.iter().all(|d| d.0 == runtime) && distinct.len() == ordinals.len()).then_some((runtime, ordinals))
    }

    /// The group's NCCL (RCCL) communicator, made on first use.
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    fn nccl_for(&self, runtime: nccl::Runtime, ordinals: &[i32]) -> std::result::Result<&nccl::Nccl, String> {
        self.nccl
            .get_or_init(|| nccl::Nccl::for_devices(runtime, ordinals).map_err(|e| e.to_string()))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Runs `what` through NCCL where the group has it (`Some`), after the members' work on the
    /// buffers; `None` where the caller's rings must do it.
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    fn on_nccl<T: CollectiveElement>(
        &self,
        what: nccl::Collective,
        inputs: &[DeviceBuffer<T>],
        outputs: &[DeviceBuffer<T>],
    ) -> Result<Option<()>> {
        let Some((runtime, ordinals)) = self.gpu_ordinals() else {
            return Ok(None);
        };
        let Ok(comm) = self.nccl_for(runtime, &ordinals) else {
            return Ok(None);
        };
        let mut addresses = Vec::with_capacity(self.len());
        for ((ctx, input), output) in self.members.iter().zip(inputs).zip(outputs) {
            for buf in [input, output] {
                if buf.raw.context_id != ctx.id() {
                    return Err(GpuError::invalid_argument(format!(
                        "DeviceGroup: a buffer is not on member {}'s context",
                        ctx.info().id
                    )));
                }
            }
            ctx.synchronize()?;
            addresses.push(nccl::Buffers {
                send: input.raw.alloc.addr,
                recv: output.raw.alloc.addr,
            });
        }
        // SAFETY: each address is a live CUDA allocation of its member's device (checked
        // above), of the lengths the caller checked for `what`; the members' work on them has
        // finished, and `&`/`&mut` borrows keep others from using them until this returns.
        unsafe { comm.run::<T>(what, &addresses, NCCL_TIMEOUT, 0) }?;
        Ok(Some(()))
    }

    /// Checks that there is one buffer per member, each of `len` elements.
    fn check_lens(&self, what: &str, lens: impl Iterator<Item = usize>, len: usize) -> Result<()> {
        let lens: Vec<usize> = lens.collect();
        if lens.len() != self.len() {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::{what}: {} buffers for a group of {}",
                lens.len(),
                self.len()
            )));
        }
        if let Some((i, &n)) = lens.iter().enumerate().find(|(_, &n)| n != len) {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::{what}: buffer {i} has {n} elements where buffer 0 has {len} (a collective takes buffers of one size)"
            )));
        }
        Ok(())
    }

    fn check_root(&self, what: &str, root: usize) -> Result<()> {
        if root >= self.len() {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::{what}: root {root} in a group of {}",
                self.len()
            )));
        }
        Ok(())
    }

    /// Every member's buffer becomes the elementwise `op` of all of them (in place).
    pub fn all_reduce<T: CollectiveElement>(&self, buffers: &mut [DeviceBuffer<T>], op: ReduceOp) -> Result<()> {
        let len = buffers.first().map_or(0, |b| b.len());
        self.check_lens("all_reduce", buffers.iter().map(|b| b.len()), len)?;
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        if let Some(done) = self.on_nccl::<T>(nccl::Collective::AllReduce { count: len, op }, buffers, buffers)? {
            return Ok(done);
        }
        let chunks = chunks(len, self.len());
        self.reduce_scatter_in_place(buffers, &chunks, op)?;
        self.all_gather_in_place(buffers, &chunks)
    }

    /// [`all_reduce`](Self::all_reduce) into `outputs`, the `inputs` left as they are.
    pub fn all_reduce_into<T: CollectiveElement>(
        &self,
        inputs: &[DeviceBuffer<T>],
        outputs: &mut [DeviceBuffer<T>],
        op: ReduceOp,
    ) -> Result<()> {
        let len = inputs.first().map_or(0, |b| b.len());
        self.check_lens("all_reduce_into", inputs.iter().map(|b| b.len()), len)?;
        self.check_lens("all_reduce_into", outputs.iter().map(|b| b.len()), len)?;
        for ((ctx, input), output) in self.members.iter().zip(inputs).zip(outputs.iter_mut()) {
            ctx.copy_buffer(input, output)?;
        }
        self.all_reduce(outputs, op)
    }

    /// Every member's buffer becomes a copy of member `root`'s (a chain: each member passes
    /// it on to the next).
    pub fn broadcast<T: CollectiveElement>(&self, buffers: &mut [DeviceBuffer<T>], root: usize) -> Result<()> {
        self.check_root("broadcast", root)?;
        let len = buffers.first().map_or(0, |b| b.len());
        self.check_lens("broadcast", buffers.iter().map(|b| b.len()), len)?;
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        if let Some(done) = self.on_nccl::<T>(nccl::Collective::Broadcast { count: len, root }, buffers, buffers)? {
            return Ok(done);
        }
        let p = self.len();
        for step in 0..p - 1 {
            let (from, to) = ((root + step) % p, (root + step + 1) % p);
            let values = self.members[from].download(&buffers[from])?;
            self.members[to].copy_to_device(&values, &mut buffers[to])?;
        }
        Ok(())
    }

    /// Member `root`'s buffer becomes the elementwise `op` of every member's; the others keep
    /// theirs. The values are combined in ring order from the member after `root`.
    pub fn reduce<T: CollectiveElement>(
        &self,
        buffers: &mut [DeviceBuffer<T>],
        root: usize,
        op: ReduceOp,
    ) -> Result<()> {
        self.check_root("reduce", root)?;
        let len = buffers.first().map_or(0, |b| b.len());
        self.check_lens("reduce", buffers.iter().map(|b| b.len()), len)?;
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        if let Some(done) = self.on_nccl::<T>(nccl::Collective::Reduce { count: len, op, root }, buffers, buffers)? {
            return Ok(done);
        }
        let p = self.len();
        if p == 1 || len == 0 {
            return Ok(());
        }
        // A running result travels around the ring in a scratch buffer on each member.
        let first = (root + 1) % p;
        let mut running = self.members[first].download(&buffers[first])?;
        for step in 2..=p {
            let at = (root + step) % p;
            let ctx = &self.members[at];
            let partial = ctx.upload(&running)?;
            combine(ctx, &partial, 0, &buffers[at], how_expression(Some(op)))?;
            if at == root {
                ctx.copy_buffer(&partial, &mut buffers[root])?;
            } else {
                running = ctx.download(&partial)?;
            }
        }
        Ok(())
    }

    /// `outputs[i]` (each `p` times an input's length) becomes every member's input, one after
    /// another in member order.
    pub fn all_gather<T: CollectiveElement>(
        &self,
        inputs: &[DeviceBuffer<T>],
        outputs: &mut [DeviceBuffer<T>],
    ) -> Result<()> {
        let len = inputs.first().map_or(0, |b| b.len());
        let p = self.len();
        self.check_lens("all_gather inputs", inputs.iter().map(|b| b.len()), len)?;
        self.check_lens("all_gather outputs", outputs.iter().map(|b| b.len()), len * p)?;
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        if let Some(done) = self.on_nccl::<T>(nccl::Collective::AllGather { count_each: len }, inputs, outputs)? {
            return Ok(done);
        }
        let chunks: Vec<(usize, usize)> = (0..p).map(|i| (i * len, len)).collect();
        for (i, (ctx, input)) in self.members.iter().zip(inputs).enumerate() {
            let values = ctx.download(input)?;
            write_range(ctx, &mut outputs[i], chunks[i].0, &values)?;
        }
        self.all_gather_in_place(outputs, &chunks)
    }

    /// `outputs[i]` (each an input's length over `p`) becomes chunk `i` of the elementwise `op`
    /// of every member's input.
    pub fn reduce_scatter<T: CollectiveElement>(
        &self,
        inputs: &[DeviceBuffer<T>],
        outputs: &mut [DeviceBuffer<T>],
        op: ReduceOp,
    ) -> Result<()> {
        let p = self.len();
        let len = inputs.first().map_or(0, |b| b.len());
        self.check_lens("reduce_scatter inputs", inputs.iter().map(|b| b.len()), len)?;
        if len % p != 0 {
            return Err(GpuError::invalid_argument(format!(
                "DeviceGroup::reduce_scatter: {len} elements do not split into {p} equal chunks"
            )));
        }
        self.check_lens("reduce_scatter outputs", outputs.iter().map(|b| b.len()), len / p)?;
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        let each = nccl::Collective::ReduceScatter {
            count_each: len / p,
            op,
        };
        #[cfg(any(feature = "cuda", feature = "rocm"))]
        if let Some(done) = self.on_nccl::<T>(each, inputs, outputs)? {
            return Ok(done);
        }
        let mut work = Vec::with_capacity(p);
        for (ctx, input) in self.members.iter().zip(inputs) {
            let mut copy = ctx.alloc::<T>(len)?;
            ctx.copy_buffer(input, &mut copy)?;
            work.push(copy);
        }
        let chunks: Vec<(usize, usize)> = (0..p).map(|i| (i * len / p, len / p)).collect();
        self.reduce_scatter_in_place(&mut work, &chunks, op)?;
        for (i, ctx) in self.members.iter().enumerate() {
            let values = read_range(ctx, &work[i], chunks[i])?;
            ctx.copy_to_device(&values, &mut outputs[i])?;
        }
        Ok(())
    }

    /// The ring's reduce-scatter: after it, member `i` holds the full combination of chunk `i`
    /// (in its own buffer, at the chunk's place). Step `s` passes chunk `i − s − 1` from member
    /// `i` to member `i + 1`, which combines it into its own.
    fn reduce_scatter_in_place<T: CollectiveElement>(
        &self,
        buffers: &mut [DeviceBuffer<T>],
        chunks: &[(usize, usize)],
        op: ReduceOp,
    ) -> Result<()> {
        let p = self.len();
        for step in 0..p - 1 {
            self.ring_step(buffers, chunks, |from| (from + 2 * p - step - 1) % p, Some(op))?;
        }
        Ok(())
    }

    /// The ring's all-gather: member `i` starts with chunk `i` complete; step `s` passes chunk
    /// `i − s` from member `i` to member `i + 1`.
    fn all_gather_in_place<T: CollectiveElement>(
        &self,
        buffers: &mut [DeviceBuffer<T>],
        chunks: &[(usize, usize)],
    ) -> Result<()> {
        let p = self.len();
        for step in 0..p - 1 {
            self.ring_step(buffers, chunks, |from| (from + p - step) % p, None)?;
        }
        Ok(())
    }

    /// One step of a ring: member `i` sends chunk `chunk_of(i)` of its buffer to member `i + 1`,
    /// which combines it into its own by `how` (`None`: puts it in place). Within a step a
    /// member's buffer is read at one chunk and written at another. Every member reads, then
    /// every member takes, side by side on a thread each where the chunks are large enough to
    /// pay for one ([`PARALLEL_CHUNK_BYTES`]); large chunks in a group with a GPU member take
    /// [`ring_step_pipelined`](Self::ring_step_pipelined) instead.
    fn ring_step<T: CollectiveElement>(
        &self,
        buffers: &mut [DeviceBuffer<T>],
        chunks: &[(usize, usize)],
        chunk_of: impl Fn(usize) -> usize + Sync,
        how: Option<ReduceOp>,
    ) -> Result<()> {
        let p = self.len();
        let largest = chunks.iter().map(|c| c.1).max().unwrap_or(0);
        let threaded = p > 1 && largest * std::mem::size_of::<T>() >= PARALLEL_CHUNK_BYTES;
        let host_only = self.members.iter().all(|m| m.backend().runs_host_tasks());
        if threaded && !host_only {
            return self.ring_step_pipelined(buffers, chunks, &chunk_of, how);
        }
        let members = &self.members;
        let read = |i: usize, buf: &DeviceBuffer<T>| read_range(&members[i], buf, chunks[chunk_of(i)]);
        let outgoing: Vec<Vec<T>> = if threaded {
            std::thread::scope(|scope| {
                let handles: Vec<_> = buffers
                    .iter()
                    .enumerate()
                    .map(|(i, buf)| scope.spawn(move || read(i, buf)))
                    .collect();
                handles.into_iter().map(joined).collect::<Result<_>>()
            })?
        } else {
            buffers
                .iter()
                .enumerate()
                .map(|(i, buf)| read(i, buf))
                .collect::<Result<_>>()?
        };
        let write = |to: usize, buf: &mut DeviceBuffer<T>| {
            let from = (to + p - 1) % p;
            let values = &outgoing[from];
            if values.is_empty() {
                return Ok(());
            }
            let (ctx, start) = (&members[to], chunks[chunk_of(from)].0);
            match how {
                Some(_) => combine(ctx, buf, start, &ctx.upload(values)?, how_expression(how)),
                None => write_range(ctx, buf, start, values),
            }
        };
        if threaded {
            std::thread::scope(|scope| {
                let handles: Vec<_> = buffers
                    .iter_mut()
                    .enumerate()
                    .map(|(to, buf)| scope.spawn(move || write(to, buf)))
                    .collect();
                handles.into_iter().try_for_each(joined)
            })
        } else {
            buffers.iter_mut().enumerate().try_for_each(|(to, buf)| write(to, buf))
        }
    }

    /// [`ring_step`](Self::ring_step) for large chunks: every link of the ring (member `i` to
    /// member `i + 1`) moves its chunk in segments of [`PIPELINE_SEGMENT_BYTES`] on two threads
    /// of its own, one reading segments from member `i` while the other uploads the segment
    /// before to member `i + 1` and combines (or places) it there with a kernel: the copies of
    /// one segment overlap the reduction of the last, and all links go at once. The kernels take
    /// the buffers by shared reference (the chunks a step reads and writes are disjoint), which
    /// is what lets a member's outgoing reads and incoming writes run side by side.
    fn ring_step_pipelined<T: CollectiveElement>(
        &self,
        buffers: &[DeviceBuffer<T>],
        chunks: &[(usize, usize)],
        chunk_of: &(impl Fn(usize) -> usize + Sync),
        how: Option<ReduceOp>,
    ) -> Result<()> {
        let p = self.len();
        let per = (PIPELINE_SEGMENT_BYTES / std::mem::size_of::<T>()).max(CHUNK_ALIGN) / CHUNK_ALIGN * CHUNK_ALIGN;
        let expression = how_expression(how);
        std::thread::scope(|scope| {
            let mut threads = Vec::with_capacity(2 * p);
            for from in 0..p {
                let to = (from + 1) % p;
                let (start, n) = chunks[chunk_of(from)];
                let segments: Vec<(usize, usize)> = (0..n.div_ceil(per))
                    .map(|k| (start + k * per, per.min(n - k * per)))
                    .collect();
                // Two segments in flight between the reader and the writer of a link.
                let (tx, rx) = std::sync::mpsc::sync_channel::<Result<(usize, Vec<T>)>>(2);
                let (src_ctx, src) = (&self.members[from], &buffers[from]);
                let (dst_ctx, dst) = (&self.members[to], &buffers[to]);
                threads.push(scope.spawn(move || {
                    for &segment in &segments {
                        let values = read_range(src_ctx, src, segment);
                        let failed = values.is_err();
                        // A writer that stopped (its own error) ends the reader too.
                        if tx.send(values.map(|v| (segment.0, v))).is_err() || failed {
                            break;
                        }
                    }
                    Ok(())
                }));
                threads.push(scope.spawn(move || {
                    for item in rx {
                        let (at, values) = item?;
                        combine(dst_ctx, dst, at, &dst_ctx.upload(&values)?, expression)?;
                    }
                    Ok(())
                }));
            }
            threads.into_iter().try_for_each(joined)
        })
    }
}

/// Segments of a pipelined ring step ([`DeviceGroup::ring_step_pipelined`]), which only groups
/// with a GPU member take. Measured on four CPU mock devices (2 cores, 2026-11-28; `cargo bench
/// --bench group`): pipelined steps took 1.5–3× the time of whole chunks with 1 MiB segments at
/// 16 and 64 MiB, and 1.27× (16 MiB; 1.0–1.05× at 64 MiB) with whole chunks, against the
/// read-all-then-write-all step — launches and uploads per segment, an upload and a kernel to
/// place what a copy places directly, and nothing to overlap on the same cores — so CPU-only
/// groups keep that step. On GPUs, where a segment's download, upload and kernel are separate
/// engines, 4 MiB (a chunk of a 16 MiB buffer over four) is a first choice, not yet timed on a GPU.
const PIPELINE_SEGMENT_BYTES: usize = 4 << 20;

/// Chunks from this many bytes on move on a thread per member. Measured with `cargo bench
/// --bench group` (four mock devices, 2 cores, 2026-11-28), threads from 256 KiB chunks on
/// against none: 1 MiB buffers 1.97 ms against 0.58, 16 MiB 19.1 against 19.5, 64 MiB 94 against
/// 191 ms; so from 4 MiB chunks (16 MiB buffers over four) on.
const PARALLEL_CHUNK_BYTES: usize = 4 << 20;

/// A member thread's result; a panic there becomes an internal error.
fn joined<R>(handle: std::thread::ScopedJoinHandle<'_, Result<R>>) -> Result<R> {
    handle
        .join()
        .unwrap_or_else(|_| Err(crate::error::ice("a DeviceGroup member's thread panicked")))
}

/// The ring's chunks of `len` elements over `p` members: `(start, len)` each, starting on
/// multiples of [`CHUNK_ALIGN`] (the last ones empty when there are too few elements).
pub(crate) fn chunks(len: usize, p: usize) -> Vec<(usize, usize)> {
    let per = len.div_ceil(p).div_ceil(CHUNK_ALIGN) * CHUNK_ALIGN;
    (0..p)
        .map(|i| {
            let start = (i * per).min(len);
            (start, (start + per).min(len) - start)
        })
        .collect()
}

/// Copies `src` (on `src_ctx`) into `dst` (on `dst_ctx`): within one context a device copy;
/// between two CUDA devices or two ROCm devices GPU to GPU (`cuMemcpyPeer`, `hipMemcpyPeer`:
/// over NVLink, xGMI or PCIe where peer access is possible); between any other two staged
/// through host memory.
pub fn copy_between<T: DeviceElement>(
    src_ctx: &GpuContext,
    src: &impl DeviceSlice<T>,
    dst_ctx: &GpuContext,
    dst: &mut impl DeviceSliceMut<T>,
) -> Result<()> {
    if src.len() != dst.len() {
        return Err(GpuError::invalid_argument(format!(
            "copy_between: {} elements into {}",
            src.len(),
            dst.len()
        )));
    }
    if src_ctx.same_context(dst_ctx) {
        return dst_ctx.copy_buffer(src, dst);
    }
    // Two CUDA devices, or two ROCm devices: GPU to GPU, without the host.
    #[cfg(any(feature = "cuda", feature = "rocm"))]
    if let (Some((runtime, from)), Some((other, to))) = (nccl::device_of(src_ctx), nccl::device_of(dst_ctx)) {
        if runtime != other {
            return copy_staged(src_ctx, src, dst_ctx, dst);
        }
        let (s, d) = (src.view(), dst.view());
        if s.raw.context_id == src_ctx.id() && d.raw.context_id == dst_ctx.id() {
            src_ctx.synchronize()?;
            dst_ctx.synchronize()?;
            // SAFETY: both views are ranges of live allocations of their contexts' devices
            // (checked above), of the same length; both contexts' work has finished and the
            // borrows keep others from the ranges until this returns.
            return unsafe {
                nccl::copy_peer(
                    runtime,
                    from,
                    s.raw.alloc.addr + s.offset as u64,
                    to,
                    d.raw.alloc.addr + d.offset as u64,
                    s.bytes,
                )
            };
        }
    }
    copy_staged(src_ctx, src, dst_ctx, dst)
}

/// [`copy_between`] without waiting for it: the copy starts after the work already queued on
/// both contexts and runs on a thread of its own (GPU to GPU, or staged), while the caller goes
/// on; [`PeerCopy::wait`] (or dropping the handle) waits for it. The handle borrows both sides,
/// so neither can be used until the copy is done; copies between different pairs of devices go
/// at once.
pub fn copy_between_async<'a, T: DeviceElement>(
    src_ctx: &GpuContext,
    src: &'a impl DeviceSlice<T>,
    dst_ctx: &GpuContext,
    dst: &'a mut impl DeviceSliceMut<T>,
) -> Result<PeerCopy<'a>> {
    if src.len() != dst.len() {
        return Err(GpuError::invalid_argument(format!(
            "copy_between_async: {} elements into {}",
            src.len(),
            dst.len()
        )));
    }
    let size = std::mem::size_of::<T>();
    let part = |v: crate::buffer::View<'_>| {
        let whole = DeviceBuffer::<T>::new(std::sync::Arc::clone(v.raw), v.buffer_bytes / size);
        (whole, v.offset / size..(v.offset + v.bytes) / size)
    };
    let (src_buf, src_range) = part(src.view());
    let (mut dst_buf, dst_range) = part(dst.view());
    let (src_ctx, dst_ctx) = (src_ctx.clone(), dst_ctx.clone());
    let thread = std::thread::Builder::new()
        .name("anygpu-copy-between".into())
        .spawn(move || {
            // The thread's own handles on the two buffers (their memory stays while it runs).
            let from = src_buf.slice(src_range)?;
            copy_between(&src_ctx, &from, &dst_ctx, &mut dst_buf.slice_mut(dst_range)?)
        })
        .map_err(|e| GpuError::Backend {
            backend: "transfer",
            operation: "start a copy between contexts".into(),
            message: e.to_string(),
        })?;
    Ok(PeerCopy {
        thread: Some(thread),
        _borrows: std::marker::PhantomData,
    })
}

/// A [`copy_between_async`] in flight.
#[must_use = "the copy is waited for when the handle drops"]
pub struct PeerCopy<'a> {
    thread: Option<std::thread::JoinHandle<Result<()>>>,
    /// Both sides stay borrowed until the copy is done.
    _borrows: std::marker::PhantomData<&'a mut ()>,
}

impl PeerCopy<'_> {
    /// Blocks until the copy is done.
    pub fn wait(mut self) -> Result<()> {
        self.join()
    }

    /// Whether the copy is done (`wait` will not block).
    pub fn is_ready(&self) -> bool {
        self.thread.as_ref().is_none_or(|t| t.is_finished())
    }

    fn join(&mut self) -> Result<()> {
        match self.thread.take() {
            None => Ok(()),
            Some(thread) => thread
                .join()
                .unwrap_or_else(|_| Err(crate::error::ice("a copy between contexts panicked"))),
        }
    }
}

impl Drop for PeerCopy<'_> {
    fn drop(&mut self) {
        if let Err(e) = self.join() {
            tracing::warn!("a dropped copy between contexts failed: {e}");
        }
    }
}

/// [`copy_between`] through host memory.
fn copy_staged<T: DeviceElement>(
    src_ctx: &GpuContext,
    src: &impl DeviceSlice<T>,
    dst_ctx: &GpuContext,
    dst: &mut impl DeviceSliceMut<T>,
) -> Result<()> {
    let values = src_ctx.download(src)?;
    dst_ctx.copy_to_device(&values, dst)
}

/// How a ring step takes an incoming chunk: `Some(op)` combines it by `op`, `None` puts it in
/// place. The name and WGSL expression of its kernel.
fn how_expression(how: Option<ReduceOp>) -> (&'static str, &'static str) {
    match how {
        Some(op) => (op.name(), op.expression()),
        None => ("place", "b"),
    }
}

/// `acc[start + i] = f(acc[start + i], other[i])` for every element of `other`, on `ctx`, `f`
/// one of [`how_expression`]'s. `acc` by shared reference: the kernel writes only the range it
/// is given, which the callers keep apart from every other use of `acc` meanwhile.
fn combine<T: CollectiveElement>(
    ctx: &GpuContext,
    acc: &DeviceBuffer<T>,
    start: usize,
    other: &DeviceBuffer<T>,
    (name, expression): (&str, &str),
) -> Result<()> {
    let n = other.len();
    if n == 0 {
        return Ok(());
    }
    let kernel = ctx.compile_kernel(&combine_source::<T>(name, expression))?;
    let groups = (n as u64).div_ceil(u64::from(crate::ops::WORKGROUP));
    let grid = crate::ops::grid(ctx, groups, crate::ops::WORKGROUP, "collective")?;
    let params = [start as u32, n as u32];
    let args: [&dyn KernelArg; 3] = [acc, other, &Immediate(&params)];
    ctx.launch(&kernel, LaunchConfig::grid(grid, &kernel), &args)
}

/// The kernel combining by `expression` (of `a`, the accumulator, and `b`, the incoming) for `T`.
fn combine_source<T: CollectiveElement>(op_name: &str, expression: &str) -> KernelSource {
    let name = format!("collective_{op_name}_{}", T::NAME);
    let enable = if T::WGSL == "f16" { "enable f16;\n" } else { "" };
    let (wide, ty) = (T::WIDE, T::WGSL);
    let code = format!(
        "{enable}// anygpu op: {name} (a collective's step: acc[start + i] = op(acc[start + i], other[i]))
var<immediate> p: vec2<u32>;
@group(0) @binding(0) var<storage, read_write> acc: array<{ty}>;
@group(0) @binding(1) var<storage, read> other: array<{ty}>;
fn combine(a: {wide}, b: {wide}) -> {wide} {{ return {expr}; }}
@compute @workgroup_size({wg})
fn op_{name}(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{
    let i = {index};
    if i >= p.y {{ return; }}
    acc[p.x + i] = {ty}(combine({wide}(acc[p.x + i]), {wide}(other[i])));
}}
",
        expr = expression,
        wg = crate::ops::WORKGROUP,
        index = crate::ops::INDEX,
    );
    let source = KernelSource::wgsl(code).file_name(format!("ops/{name}.wgsl"));
    if T::NAME == "bf16" {
        source.bfloat16_halves()
    } else {
        source
    }
}
