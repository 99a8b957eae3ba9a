//! A compiled kernel: its signature and the backend's loaded code, owned by one context.

use std::sync::Arc;

use crate::backend::LoadedKernel;
use crate::compiler::abi::KernelSignature;
use crate::device::DeviceInfo;
use crate::error::Result;
use crate::occupancy::Occupancy;

/// A kernel compiled for one context's device.
#[derive(Clone)]
pub struct Kernel {
    pub(crate) inner: Arc<KernelInner>,
}

pub(crate) struct KernelInner {
    pub(crate) context_id: u64,
    pub(crate) signature: KernelSignature,
    /// The entry point's name, shared with the profiler's records.
    pub(crate) name: Arc<str>,
    pub(crate) loaded: Arc<dyn LoadedKernel>,
    /// The device it was compiled for (occupancy and [`LaunchConfig::auto`](crate::LaunchConfig::auto) read its limits).
    pub(crate) device: DeviceInfo,
}

impl Kernel {
    /// The kernel's parameters as the compiler laid them out.
    pub fn signature(&self) -> &KernelSignature {
        &self.inner.signature
    }
    /// `@workgroup_size` after override constants.
    pub fn workgroup_size(&self) -> [u32; 3] {
        self.inner.signature.workgroup_size
    }
    /// Entry point name.
    pub fn entry(&self) -> &str {
        &self.inner.signature.entry
    }
    /// The device the kernel was compiled for.
    pub fn device(&self) -> &DeviceInfo {
        &self.inner.device
    }

    /// How many workgroups of this kernel one multiprocessor runs at once, and what stops it
    /// running more (registers, workgroup memory, block slots...). Takes no block size: a WGSL
    /// kernel's is fixed by its `@workgroup_size`, so there is only one to ask about.
    ///
    /// Sources: CUDA, the driver's occupancy calculator; ROCm, the code object's VGPR/SGPR/LDS
    /// use against the GPU's limits; CPU, one workgroup per worker thread; wgpu, no API reports
    /// residency, so one workgroup per compute unit with the limit `Unknown`.
    pub fn occupancy(&self) -> Result<Occupancy> {
        self.inner.loaded.occupancy(&self.inner.device, &self.inner.signature)
    }
}

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernel")
            .field("signature", &self.inner.signature)
            .finish()
    }
}
