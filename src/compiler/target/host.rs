//! Host target (stub while the lowering is written).
use crate::compiler::front::FrontModule;
use crate::error::{GpuError, Result};

pub const SUBGROUP_SIZE: u32 = 16;

pub fn host_cpu_model() -> String { "host".into() }

pub struct HostKernel { wg: u32 }
impl HostKernel {
    pub fn compile(front: &FrontModule) -> Result<Self> { let _ = front; Err(GpuError::not_supported("compiler under construction")) }
    pub fn workgroup_invocations(&self) -> u32 { self.wg }
    pub fn frame_bytes(&self) -> usize { 0 }
    /// # Safety
    /// see backend
    pub unsafe fn run_workgroup(&self, _block: &[u64], _wg: [u32; 3]) {}
}
pub fn emit_llvm_ir(_f: &FrontModule) -> Result<String> { Err(GpuError::not_supported("wip")) }
pub fn emit_asm(_f: &FrontModule) -> Result<String> { Err(GpuError::not_supported("wip")) }
