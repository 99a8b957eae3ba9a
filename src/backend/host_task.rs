//! Host tasks: work the CPU device runs in a stream's order in place of a kernel, over a
//! launch's validated bindings. Ops use them for the few kernels a native library beats by far
//! (sgemm): the WGSL kernel stays the reference every other device runs, and the launch is
//! validated exactly as the kernel's would be. Only the CPU device (the `llvm` feature) runs them.
#![cfg_attr(not(feature = "llvm"), allow(dead_code))]

use super::BufferRange;
use crate::error::Result;

/// What a host task does with the bindings it is given.
pub type HostTask = Box<dyn FnOnce(&mut HostBindings) -> Result<()> + Send>;

/// The buffers of a validated launch, as host memory.
pub struct HostBindings {
    ranges: Vec<BufferRange>,
    writable: Vec<bool>,
    /// The task runs on the device's threads and may spread its work over them (else it runs on
    /// the launching thread, being small: see [`spreads`](Self::spreads)).
    spread: bool,
}

/// One binding's bytes: shared where the kernel only reads it, exclusive where it writes it.
pub enum HostView<'a> {
    Read(&'a [u8]),
    Write(&'a mut [u8]),
}

impl HostBindings {
    /// # Safety
    /// `ranges` are the bindings of a launch [`crate::validate::launch`] accepted, in memory the
    /// host addresses directly (the CPU device's), with `writable[i]` true only where the
    /// kernel's binding `i` is `read_write` (validation made sure those alias no other binding).
    /// The holder calls [`views`](Self::views) only where the launch's kernel would run: after the
    /// stream's earlier work and before its later work.
    pub(crate) unsafe fn new(ranges: Vec<BufferRange>, writable: Vec<bool>) -> Self {
        HostBindings {
            ranges,
            writable,
            spread: true,
        }
    }

    /// The bytes of all bindings together: how the device judges a task's size.
    pub(crate) fn bytes(&self) -> usize {
        self.ranges.iter().map(|r| r.bytes).sum()
    }

    /// Marks the task as run on the launching thread: it must not spread its work.
    pub(crate) fn run_here(&mut self) {
        self.spread = false;
    }

    /// Whether the task may spread its work over the device's threads (rayon's parallel
    /// iterators reach them). When not, the device runs it on the launching thread, where
    /// waking the threads would cost more than the work (on the 2-core host, 17 µs for
    /// `ops::sum` of 16 floats through the pool, 0.6 µs for a kernel launch run inline), and its
    /// loops must stay sequential: a parallel iterator there would start rayon's global pool.
    pub fn spreads(&self) -> bool {
        self.spread
    }

    /// Every binding's bytes, in the signature's order.
    pub fn views(&mut self) -> Vec<HostView<'_>> {
        self.ranges
            .iter()
            .zip(&self.writable)
            .map(|(r, &writable)| {
                let ptr = r.addr() as *mut u8;
                if writable {
                    // SAFETY: `new`'s contract: the range is live host memory (held by `r`),
                    // aliases no other binding, and no other work of its stream runs now;
                    // `&mut self` keeps these views from outliving this borrow or being made twice.
                    HostView::Write(unsafe { std::slice::from_raw_parts_mut(ptr, r.bytes) })
                } else {
                    // SAFETY: as above; a read-only binding is only read, by this task and by
                    // any other binding that aliases it.
                    HostView::Read(unsafe { std::slice::from_raw_parts(ptr, r.bytes) })
                }
            })
            .collect()
    }
}
