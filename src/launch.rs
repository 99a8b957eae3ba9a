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

    /// A 1-D launch covering `n` work-items with the kernel's own workgroup size, checked against
    /// the device: like [`for_elements`](Self::for_elements), but `n = 0` gives an empty grid (a
    /// launch that runs nothing) and a grid wider than the device's `max_grid[0]` is an error.
    ///
    /// It does not size the grid by occupancy: a kernel that indexes by `global_invocation_id`
    /// must get one work-item per element, so the grid has to cover `n` whatever the device
    /// holds at once. [`Kernel::occupancy`] says how many workgroups are resident, for kernels
    /// written with a grid-stride loop that can use fewer.
    pub fn auto(n: usize, kernel: &Kernel) -> crate::Result<Self> {
        let wg = kernel.workgroup_size();
        let per_group = wg[0].max(1) as u64;
        let groups = (n as u64).div_ceil(per_group);
        let info = kernel.device();
        let most = info.max_grid[0] as u64;
        if groups > most {
            return Err(crate::GpuError::invalid_launch(format!(
                "{n} work-items need {groups} workgroups of {per_group} along x, more than {} allows ({most}); \
                 launch at most {most} workgroups and loop over the elements in the kernel (a grid-stride loop: \
                 `for (var i = gid.x; i < n; i += num_workgroups.x * {per_group}u)`), or use a 2-D grid",
                info.id
            )));
        }
        let mut config = Self::grid([groups as u32, 1, 1], kernel);
        if groups == 0 {
            config.grid_dim = [0, 1, 1];
        }
        Ok(config)
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

    /// Total number of workgroups.
    pub fn workgroup_count(&self) -> u64 {
        self.grid_dim.iter().fold(1u64, |n, &d| n.saturating_mul(d as u64))
    }
}
