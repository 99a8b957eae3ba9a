//! The CPU device: kernels compiled by LLVM for the host, workgroups spread over a thread pool,
//! the work-items of a workgroup run as loops between barriers inside the compiled code
//! (see `compiler::lower`). Also the mock device: any name, memory limit and compute-unit count.

use std::alloc::Layout;
use std::any::Any;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use crate::backend::{Backend, DeviceAlloc, LoadedKernel};
use crate::buffer::RawBuffer;
use crate::compiler::front::{FrontModule, MAX_WORKGROUP_INVOCATIONS};
use crate::compiler::target::host::{HostKernel, SUBGROUP_SIZE};
use crate::device::{CpuDeviceConfig, DeviceId, DeviceInfo, DeviceKind};
use crate::error::{GpuError, Result};

/// Alignment of every CPU-device allocation (a cache line, and enough for any WGSL type).
const ALLOC_ALIGN: usize = 64;
/// Worker stacks: compiled workgroups keep workgroup memory and per-work-item arrays on the stack.
const WORKER_STACK_BYTES: usize = 64 << 20;
/// Launches whose whole work is this small run on the calling thread: waking the pool costs more.
const INLINE_INVOCATIONS: u64 = 4096;
/// Largest stack frame a kernel may use when run on the caller's (possibly small) stack.
const INLINE_FRAME_BYTES: usize = 256 << 10;

pub struct CpuBackend {
    info: DeviceInfo,
    threads: usize,
    pool: OnceLock<std::result::Result<rayon::ThreadPool, String>>,
    used: AtomicU64,
}

impl CpuBackend {
    pub fn new(id: DeviceId, config: &CpuDeviceConfig) -> Self {
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        let threads = if config.compute_units == 0 {
            cores
        } else {
            config.compute_units as usize
        };
        let info = DeviceInfo {
            id,
            name: config.name.clone(),
            kind: DeviceKind::Cpu,
            memory_total: config.memory_limit,
            multiprocessor_count: threads as u32,
            compute_version: crate::compiler::target::host::host_cpu_model(),
            subgroup_size: SUBGROUP_SIZE,
            max_workgroup_size: MAX_WORKGROUP_INVOCATIONS,
            is_mock: config.mock,
            device_type: crate::device::DeviceType::Cpu,
            clock_mhz: 0,
            // Workgroup memory lives on the worker's stack (see `host::MAX_FRAME_BYTES`).
            workgroup_memory_limit: crate::compiler::target::host::MAX_FRAME_BYTES,
            pci_bus_id: String::new(),
            uuid: String::new(),
        };
        CpuBackend {
            info,
            threads,
            pool: OnceLock::new(),
            used: AtomicU64::new(0),
        }
    }

    fn pool(&self) -> Result<&rayon::ThreadPool> {
        self.pool
            .get_or_init(|| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(self.threads)
                    .stack_size(WORKER_STACK_BYTES)
                    .thread_name(|i| format!("anygpu-cpu-{i}"))
                    .build()
                    .map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(|e| GpuError::Backend {
                backend: "cpu",
                operation: "start the thread pool".into(),
                message: e.clone(),
            })
    }

    fn layout(bytes: usize) -> Result<Layout> {
        Layout::from_size_align(bytes.max(1), ALLOC_ALIGN)
            .map_err(|_| GpuError::invalid_argument(format!("allocation of {bytes} bytes is too large")))
    }
}

impl Backend for CpuBackend {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        let total = self.info.memory_total;
        let want = bytes as u64;
        let reserved = self.used.fetch_update(Ordering::AcqRel, Ordering::Acquire, |used| {
            used.checked_add(want).filter(|&n| n <= total)
        });
        if let Err(used) = reserved {
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({})", self.info.id, self.info.name),
                requested: want,
                available: total.saturating_sub(used),
                total,
            });
        }
        let layout = Self::layout(bytes)?;
        // SAFETY: the layout has a non-zero size.
        let ptr = unsafe { std::alloc::alloc_zeroed(layout) };
        if ptr.is_null() {
            self.used.fetch_sub(want, Ordering::AcqRel);
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({})", self.info.id, self.info.name),
                requested: want,
                available: 0,
                total,
            });
        }
        Ok(DeviceAlloc {
            addr: ptr as u64,
            bytes,
        })
    }

    fn free(&self, alloc: &DeviceAlloc) {
        if let Ok(layout) = Self::layout(alloc.bytes) {
            // SAFETY: `alloc` came from `alloc_zeroed` with this same layout, and the last
            // reference to it (RawBuffer) is being dropped, so no kernel is using it.
            unsafe { std::alloc::dealloc(alloc.addr as *mut u8, layout) };
            self.used.fetch_sub(alloc.bytes as u64, Ordering::AcqRel);
        }
    }

    fn write(&self, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        assert!(offset + src.len() <= dst.bytes, "validated by the context");
        // SAFETY: the range is inside the allocation (checked above); launches are synchronous,
        // so no kernel is writing this memory concurrently.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), (dst.addr as *mut u8).add(offset), src.len()) };
        Ok(())
    }

    fn read(&self, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        assert!(offset + dst.len() <= src.bytes, "validated by the context");
        // SAFETY: as in `write`.
        unsafe { std::ptr::copy_nonoverlapping((src.addr as *const u8).add(offset), dst.as_mut_ptr(), dst.len()) };
        Ok(())
    }

    fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        Ok(Arc::new(HostKernel::compile(front)?))
    }

    fn launch(&self, kernel: &dyn LoadedKernel, grid: [u32; 3], args: Vec<Arc<RawBuffer>>) -> Result<()> {
        let kernel = kernel
            .as_any()
            .downcast_ref::<HostKernel>()
            .ok_or_else(|| GpuError::Backend {
                backend: "cpu",
                operation: "launch".into(),
                message: "the kernel was not compiled for the CPU device".into(),
            })?;
        // Argument block of the host kernel ABI: (pointer, byte length) per binding, then the grid.
        let mut block: Vec<u64> = Vec::with_capacity(args.len() * 2 + 3);
        for a in &args {
            block.push(a.alloc.addr);
            block.push(a.alloc.bytes as u64);
        }
        block.extend(grid.iter().map(|&g| g as u64));
        let total = grid.iter().map(|&g| g as u64).product::<u64>();
        let invocations = total * kernel.workgroup_invocations() as u64;
        let run = |linear: u64| {
            let x = (linear % grid[0] as u64) as u32;
            let rest = linear / grid[0] as u64;
            let y = (rest % grid[1] as u64) as u32;
            let z = (rest / grid[1] as u64) as u32;
            // SAFETY: `block` matches the kernel's signature (checked by the validation layer),
            // every pointer in it is a live allocation held by `args` for the whole launch, and
            // the compiled code bounds-checks every access unless the user opted out (unsafe).
            unsafe { kernel.run_workgroup(&block, [x, y, z]) }
        };
        if (total == 1 || invocations <= INLINE_INVOCATIONS) && kernel.frame_bytes() <= INLINE_FRAME_BYTES {
            (0..total).for_each(run);
        } else {
            let pool = self.pool()?;
            let next = AtomicUsize::new(0);
            let threads = pool.current_num_threads() as u64;
            let chunk = (total / (threads * 16)).clamp(1, 1024) as usize;
            pool.broadcast(|_| loop {
                let start = next.fetch_add(chunk, Ordering::Relaxed) as u64;
                if start >= total {
                    break;
                }
                (start..(start + chunk as u64).min(total)).for_each(run);
            });
        }
        drop(args);
        Ok(())
    }

    fn synchronize(&self) -> Result<()> {
        Ok(())
    }
}

impl LoadedKernel for HostKernel {
    fn as_any(&self) -> &dyn Any {
        self
    }
}
