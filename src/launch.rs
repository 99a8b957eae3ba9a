//! Launch geometry.

use std::time::Duration;

use crate::kernel::Kernel;

/// A stream (queue) on a device. Work on one stream runs in order. Stream 0 is the context's default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stream(pub u32);

/// How many workgroups to run and how big each is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Workgroups in x, y, z.
    pub grid_dim: [u32; 3],
    /// Invocations per workgroup in x, y, z: must equal the kernel's `@workgroup_size`.
    pub block_dim: [u32; 3],
    /// Extra dynamic shared memory in bytes. WGSL kernels declare all workgroup memory statically,
    /// so this must be 0; it exists so that code written for CUDA-style APIs reads the same.
    pub shared_memory: u32,
    /// The stream to launch on.
    pub stream: Stream,
    /// Stop the kernel once it has run this long (CPU device; see
    /// [`with_timeout`](Self::with_timeout)). `None`: the context's limit, if it has one.
    pub timeout: Option<Duration>,
}

impl LaunchConfig {
    /// A 1-D launch covering `n` invocations with the kernel's own workgroup size (the last workgroup
    /// may be partial: the kernel must check its index against the length).
    pub fn for_elements(n: usize, kernel: &Kernel) -> Self {
        let wg = kernel.workgroup_size();
        let per_group = wg[0].max(1) as usize;
        let groups = n.div_ceil(per_group).max(1);
        LaunchConfig {
            grid_dim: [u32::try_from(groups).unwrap_or(u32::MAX), 1, 1],
            block_dim: wg,
            shared_memory: 0,
            stream: Stream::default(),
            timeout: None,
        }
    }

    /// A launch of `grid` workgroups with the kernel's own workgroup size.
    pub fn grid(grid_dim: [u32; 3], kernel: &Kernel) -> Self {
        LaunchConfig {
            grid_dim,
            block_dim: kernel.workgroup_size(),
            shared_memory: 0,
            stream: Stream::default(),
            timeout: None,
        }
    }

    /// Stops the kernel with [`GpuError::Timeout`](crate::GpuError::Timeout) once it has run for
    /// `limit`, leaving the device usable: a kernel that never ends cannot hang the caller. The
    /// CPU device checks the limit on every loop iteration and between workgroups, so it stops
    /// within microseconds of it. GPUs cannot stop a running kernel: there the limit is not
    /// applied, and their drivers' watchdogs (where the driver has one) are reported as the same
    /// error.
    pub fn with_timeout(mut self, limit: Duration) -> Self {
        self.timeout = Some(limit);
        self
    }

    /// The same launch on `stream`.
    pub fn on(mut self, stream: &crate::stream::GpuStream) -> Self {
        self.stream = stream.id();
        self
    }

    /// Total number of workgroups.
    pub fn workgroup_count(&self) -> u64 {
        self.grid_dim.iter().fold(1u64, |n, &d| n.saturating_mul(d as u64))
    }
}
