//! One module per code target, each holding all of that target's knowledge: `host` (the CPU
//! device's JIT), `ptx` (NVIDIA), `amdgcn` (AMD code objects) and `spirv` (wgpu's Vulkan path,
//! through naga's SPIR-V writer). The lowering in `compiler::lower` is target-neutral.

#[cfg(feature = "cpu")]
pub mod amdgcn;
#[cfg(feature = "cpu")]
mod effort;
#[cfg(feature = "cpu")]
pub mod host;
#[cfg(feature = "embedded-lld")]
mod lld_ffi;
#[cfg(feature = "cpu")]
mod pipeline;
#[cfg(feature = "cpu")]
pub mod ptx;
pub mod spirv;
#[cfg(feature = "cpu")]
mod stop_polls;
