//! Device memory between the validation layer and [`Backend::alloc`](crate::backend::Backend):
//! a per-context pool of freed blocks in size classes ([`pool`]) and the counters users read
//! through [`GpuContext::memory_stats`](crate::GpuContext::memory_stats) ([`stats`]).

mod pool;
mod stats;

pub(crate) use pool::MemoryPool;
pub use stats::MemoryStats;
