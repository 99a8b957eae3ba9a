//! How many workgroups of a kernel one multiprocessor holds at once, and what stops it holding
//! more: the number that says whether a kernel's register or workgroup-memory use is costing it
//! latency hiding. Each device kind answers from the best source it has: the CUDA driver's
//! occupancy calculator, the ROCm code object's register and LDS use against the GPU's limits
//! (AMD's formula, in `backend/rocm`), and documented models for the CPU and wgpu devices.

use std::fmt;

/// What limits how many workgroups of a kernel are resident on one multiprocessor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OccupancyLimit {
    /// Registers per thread (CUDA) or VGPRs/SGPRs per wave (ROCm): fewer registers, more blocks.
    Registers,
    /// `var<workgroup>` memory (shared memory / LDS) per workgroup.
    SharedMemory,
    /// The multiprocessor's limit on resident blocks: blocks this small run out of block slots
    /// before they fill the warps; a larger `@workgroup_size` would fill it better.
    BlockSize,
    /// The multiprocessor's limit on resident warps (CUDA) or waves per SIMD (ROCm): the kernel is
    /// at the hardware's most, nothing to gain.
    Warps,
    /// The CPU device: each worker thread runs one workgroup at a time.
    Threads,
    /// The runtime does not say (wgpu: no API reports register use or residency).
    Unknown,
}

impl fmt::Display for OccupancyLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OccupancyLimit::Registers => "registers",
            OccupancyLimit::SharedMemory => "workgroup memory",
            OccupancyLimit::BlockSize => "resident-block limit (small workgroups)",
            OccupancyLimit::Warps => "warp/wave slots",
            OccupancyLimit::Threads => "one workgroup per worker thread",
            OccupancyLimit::Unknown => "unknown",
        })
    }
}

/// A kernel's occupancy on its device (see [`Kernel::occupancy`](crate::Kernel::occupancy)).
#[derive(Clone, Debug, PartialEq)]
pub struct Occupancy {
    /// Work-items per workgroup (the kernel's `@workgroup_size`, multiplied out).
    pub block_size: u32,
    /// Workgroups resident on one multiprocessor at once (at least 1 for a kernel that can run).
    pub active_blocks_per_multiprocessor: u32,
    /// Multiprocessors: CUDA SMs, AMD compute units, CPU worker threads (0 where unknown).
    pub multiprocessors: u32,
    /// Warps/waves resident per multiprocessor, where the device's hardware is known.
    pub active_warps: Option<u32>,
    /// Most warps/waves a multiprocessor holds, where known.
    pub max_warps: Option<u32>,
    /// Registers per work-item (CUDA) or VGPRs per lane (ROCm), where the runtime reports them.
    pub registers_per_thread: Option<u32>,
    /// Workgroup memory per workgroup in bytes.
    pub shared_memory_per_block: u64,
    /// What stops more workgroups being resident.
    pub limited_by: OccupancyLimit,
}

impl Occupancy {
    /// Active warps over the most the multiprocessor holds (0..=1), where both are known.
    pub fn fraction(&self) -> Option<f64> {
        match (self.active_warps, self.max_warps) {
            (Some(a), Some(m)) if m > 0 => Some((a as f64 / m as f64).min(1.0)),
            _ => None,
        }
    }

    /// Workgroups resident on the whole device at once: a grid of this many is one "wave" of work.
    pub fn resident_blocks(&self) -> u64 {
        self.active_blocks_per_multiprocessor as u64 * self.multiprocessors as u64
    }
}

impl fmt::Display for Occupancy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} workgroup(s) of {} per multiprocessor × {} multiprocessors",
            self.active_blocks_per_multiprocessor, self.block_size, self.multiprocessors
        )?;
        if let (Some(a), Some(m), Some(p)) = (self.active_warps, self.max_warps, self.fraction()) {
            write!(f, ", {a}/{m} warps ({:.0}%)", p * 100.0)?;
        }
        if let Some(r) = self.registers_per_thread {
            write!(f, ", {r} registers/thread")?;
        }
        if self.shared_memory_per_block > 0 {
            write!(f, ", {} B workgroup memory", self.shared_memory_per_block)?;
        }
        write!(f, "; limited by {}", self.limited_by)
    }
}

/// Work-items in a workgroup of `block`.
pub(crate) fn block_size(block: [u32; 3]) -> u32 {
    block.iter().fold(1u32, |n, &d| n.saturating_mul(d))
}

/// The CPU device's model. Each worker thread (one per "multiprocessor") takes a whole workgroup
/// and runs its work-items as loops between barriers on its own stack, so exactly one workgroup
/// per thread is resident and the thread is busy for all of it (occupancy 1). The only resource
/// is the worker's stack: a workgroup's frame (its `var<workgroup>` memory and per-work-item
/// values live across barriers) must fit in it, which compiling already checks; a frame that does
/// not is an error here rather than a resident count of 0.
#[cfg_attr(not(feature = "llvm"), allow(dead_code))]
pub(crate) fn cpu_model(
    block: [u32; 3],
    workers: u32,
    frame_bytes: usize,
    stack_bytes: usize,
    shared: u64,
) -> crate::Result<Occupancy> {
    if frame_bytes > stack_bytes {
        return Err(crate::GpuError::not_supported(format!(
            "a workgroup of this kernel needs a {frame_bytes}-byte stack frame, more than a CPU worker's {stack_bytes}-byte stack: use less var<workgroup> memory or a smaller @workgroup_size"
        )));
    }
    Ok(Occupancy {
        block_size: block_size(block),
        active_blocks_per_multiprocessor: 1,
        multiprocessors: workers,
        active_warps: Some(1),
        max_warps: Some(1),
        registers_per_thread: None,
        shared_memory_per_block: shared,
        limited_by: OccupancyLimit::Threads,
    })
}

/// The wgpu device's model: no wgpu API reports a pipeline's register use or how many workgroups
/// a compute unit holds, so this says only what is certain, that one workgroup is resident per
/// compute unit (`multiprocessor_count` where the adapter reports one, else 0), and marks the
/// limit unknown rather than guess.
#[cfg_attr(not(feature = "wgpu"), allow(dead_code))]
pub(crate) fn wgpu_model(block: [u32; 3], info: &crate::DeviceInfo, shared: u64) -> Occupancy {
    Occupancy {
        block_size: block_size(block),
        active_blocks_per_multiprocessor: 1,
        multiprocessors: info.multiprocessor_count,
        active_warps: None,
        max_warps: None,
        registers_per_thread: None,
        shared_memory_per_block: shared,
        limited_by: OccupancyLimit::Unknown,
    }
}

/// The limit that binds: the smallest of the per-resource workgroup counts. On a tie the
/// hardware's own slots (warps, then blocks) are named before a resource the kernel could use
/// less of, since using less of it would not help.
#[cfg_attr(not(any(feature = "cuda", feature = "rocm")), allow(dead_code))]
pub(crate) fn binding_limit(counts: &[(OccupancyLimit, u32)]) -> (OccupancyLimit, u32) {
    let rank = |l: OccupancyLimit| match l {
        OccupancyLimit::Warps => 0,
        OccupancyLimit::BlockSize => 1,
        OccupancyLimit::Registers => 2,
        OccupancyLimit::SharedMemory => 3,
        OccupancyLimit::Threads => 4,
        OccupancyLimit::Unknown => 5,
    };
    counts
        .iter()
        .copied()
        .min_by_key(|&(l, n)| (n, rank(l)))
        .unwrap_or((OccupancyLimit::Unknown, 0))
}

/// The CUDA occupancy calculator's per-resource limits, to say which one binds the driver's
/// answer (the driver gives the count, not the reason). From NVIDIA's CUDA Occupancy Calculator
/// and the CUDA C Programming Guide's "Occupancy" section: registers are allocated per warp in
/// units of 256, shared memory per block plus the per-block reservation (1 KiB from sm_80).
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub(crate) fn cuda_limits(
    threads: u32,
    regs_per_thread: u32,
    shared_per_block: u64,
    sm: &CudaSmLimits,
) -> Vec<(OccupancyLimit, u32)> {
    let warps_per_block = threads.div_ceil(32).max(1);
    let max_warps = sm.max_threads / 32;
    let mut counts = vec![
        (OccupancyLimit::Warps, max_warps / warps_per_block),
        (OccupancyLimit::BlockSize, sm.max_blocks),
    ];
    if regs_per_thread > 0 {
        let per_warp = (regs_per_thread * 32).next_multiple_of(256);
        counts.push((OccupancyLimit::Registers, sm.registers / per_warp / warps_per_block));
    }
    if shared_per_block > 0 {
        let per_block = shared_per_block + sm.reserved_shared_per_block;
        counts.push((
            OccupancyLimit::SharedMemory,
            (sm.shared / per_block).min(u32::MAX as u64) as u32,
        ));
    }
    counts
}

/// One CUDA SM's limits, from the driver's device attributes.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub(crate) struct CudaSmLimits {
    pub max_threads: u32,
    pub max_blocks: u32,
    pub registers: u32,
    pub shared: u64,
    pub reserved_shared_per_block: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// H100 (sm_90): 2048 threads, 32 blocks, 64K registers, 228 KiB shared, 1 KiB reserved.
    const H100: CudaSmLimits = CudaSmLimits {
        max_threads: 2048,
        max_blocks: 32,
        registers: 65536,
        shared: 233472,
        reserved_shared_per_block: 1024,
    };

    #[test]
    fn cuda_limits_name_what_binds() {
        // 256 threads, 32 registers: 8 blocks fill the 64 warps.
        assert_eq!(
            binding_limit(&cuda_limits(256, 32, 0, &H100)),
            (OccupancyLimit::Warps, 8)
        );
        // 128 registers per thread: 4096 per warp, 16 warps, 2 blocks of 8 warps.
        assert_eq!(
            binding_limit(&cuda_limits(256, 128, 0, &H100)),
            (OccupancyLimit::Registers, 2)
        );
        // 48 KiB of shared memory: 233472 / 50176 = 4 blocks.
        assert_eq!(
            binding_limit(&cuda_limits(256, 32, 48 << 10, &H100)),
            (OccupancyLimit::SharedMemory, 4)
        );
        // 32-thread blocks: 32 block slots before 64 warps.
        assert_eq!(
            binding_limit(&cuda_limits(32, 16, 0, &H100)),
            (OccupancyLimit::BlockSize, 32)
        );
    }

    #[test]
    fn cpu_model_is_one_workgroup_per_worker() {
        let o = cpu_model([64, 1, 1], 8, 4096, 64 << 20, 256).unwrap();
        assert_eq!(o.active_blocks_per_multiprocessor, 1);
        assert_eq!(o.multiprocessors, 8);
        assert_eq!(o.resident_blocks(), 8);
        assert_eq!(o.fraction(), Some(1.0));
        assert_eq!(o.limited_by, OccupancyLimit::Threads);
        assert_eq!(o.block_size, 64);
        let shown = o.to_string();
        assert!(shown.contains("limited by one workgroup per worker thread"), "{shown}");
    }

    #[test]
    fn cpu_frame_larger_than_the_worker_stack_is_an_error() {
        let e = cpu_model([8, 8, 1], 2, 65 << 20, 64 << 20, 0).unwrap_err();
        assert!(matches!(e, crate::GpuError::NotSupported(_)), "{e}");
        assert!(e.to_string().contains("stack"), "{e}");
    }

    #[test]
    fn fraction_needs_both_counts() {
        let mut o = cpu_model([1, 1, 1], 1, 0, 1, 0).unwrap();
        o.active_warps = None;
        assert_eq!(o.fraction(), None);
        o.active_warps = Some(48);
        o.max_warps = Some(64);
        assert_eq!(o.fraction(), Some(0.75));
        assert!(o.to_string().contains("48/64 warps (75%)"), "{o}");
    }

    #[test]
    fn block_size_multiplies_out_and_saturates() {
        assert_eq!(block_size([8, 4, 2]), 64);
        assert_eq!(block_size([u32::MAX, 2, 1]), u32::MAX);
    }
}
