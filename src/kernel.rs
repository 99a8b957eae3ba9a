//! A compiled kernel: its signature and the backend's loaded code, owned by one context.

use std::sync::Arc;

use crate::backend::LoadedKernel;
use crate::compiler::abi::KernelSignature;

/// A kernel compiled for one context's device.
#[derive(Clone)]
pub struct Kernel {
    pub(crate) inner: Arc<KernelInner>,
}

pub(crate) struct KernelInner {
    pub(crate) context_id: u64,
    pub(crate) signature: KernelSignature,
    pub(crate) loaded: Arc<dyn LoadedKernel>,
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
}

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernel")
            .field("signature", &self.inner.signature)
            .finish()
    }
}
