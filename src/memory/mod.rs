//! Device memory between the validation layer and [`Backend::alloc`](crate::backend::Backend):
//! a per-context pool of freed blocks in size classes ([`pool`]) and the counters users read
//! through [`GpuContext::memory_stats`](crate::GpuContext::memory_stats) ([`stats`]); and host
//! buffers that copies use without staging ([`pinned`]).

mod pinned;
mod pool;
mod stats;

pub use pinned::PinnedBuffer;
pub(crate) use pool::MemoryPool;
pub use stats::MemoryStats;
