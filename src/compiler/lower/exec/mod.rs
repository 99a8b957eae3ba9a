//! Execution models: how the work-items of a workgroup map onto the target.

pub(super) mod gpu_thread;
pub(super) mod host_loop;

pub(crate) use gpu_thread::gpu_kernel_name;
pub(crate) use host_loop::{HOST_ENTRY_NAME, HOST_SUBGROUP_SIZE};
