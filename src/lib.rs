//! # anygpu
//!
//! Run one WGSL compute kernel on any GPU vendor or on the CPU, with the device chosen at run time.
//!
//! ```no_run
//! use anygpu::{default_device, KernelSource, LaunchConfig};
//! # fn main() -> Result<(), anygpu::GpuError> {
//! const SRC: &str = "
//! @group(0) @binding(0) var<storage, read> a: array<f32>;
//! @group(0) @binding(1) var<storage, read> b: array<f32>;
//! @group(0) @binding(2) var<storage, read_write> c: array<f32>;
//! @compute @workgroup_size(256)
//! fn main(@builtin(global_invocation_id) id: vec3<u32>) {
//!     if id.x < arrayLength(&c) { c[id.x] = a[id.x] + b[id.x]; }
//! }";
//! let n = 1 << 20;
//! let (host_a, host_b) = (vec![1.0f32; n], vec![2.0f32; n]);
//! let mut host_c = vec![0.0f32; n];
//! let ctx = default_device()?;                  // the best device; the CPU when there is no GPU
//! let a = ctx.upload(&host_a)?;
//! let b = ctx.upload(&host_b)?;
//! let c = ctx.alloc::<f32>(n)?;
//! let kernel = ctx.compile_kernel(&KernelSource::wgsl(SRC).entry("main"))?;
//! ctx.launch(&kernel, LaunchConfig::for_elements(n, &kernel), &[&a, &b, &c])?;
//! ctx.copy_to_host(&c, &mut host_c)?;
//! # Ok(()) }
//! ```
//!
//! Layers: the public API ([`GpuContext`], [`DeviceBuffer`], [`Kernel`]...) validates everything
//! once; below it a thin backend per device kind (`cpu`, `cuda`, `rocm`, `wgpu`); the kernel
//! compiler ([`compiler`]) turns WGSL into native code (`host`, `ptx`, `amdgcn`) or checked
//! SPIR-V (`spirv`).

#![warn(missing_docs)]

mod backend;
mod buffer;
#[cfg(feature = "mpi")]
pub mod cluster;
pub mod compiler;
mod context;
mod device;
mod error;
mod group;
mod kernel;
mod kernel_cache;
mod launch;
mod memory;
mod occupancy;
pub mod ops;
mod profile;
mod stream;
pub mod texture;
mod transfer;
mod validate;

pub use buffer::{
    BufferSlice, BufferSliceMut, DeviceBuffer, DeviceElement, DeviceSlice, DeviceSliceMut, Immediate, KernelArg,
};
pub use buffer::{Sampler, Texture};
pub use compiler::{
    BindingKind, BindingSlot, ForeignCode, ForeignParam, ForeignSignature, KernelSignature, KernelSource, Optimization,
};
pub use context::GpuContext;
#[cfg(not(target_arch = "wasm32"))]
pub use context::{Background, CompileFuture};
pub use context::{GraphRecorder, LaunchGraph, NativeBuffer, NativeDevice};
pub use device::MockFaults;
pub use device::{
    available_devices, default_device, default_device_async, quiet_display_probing, runtimes, select_device,
    set_mock_devices, CpuDeviceConfig, DeviceId, DeviceInfo, DeviceKind, DeviceType, Features, GpuProfile,
    RuntimeStatus, Sanitize, GPU_PROFILES, MAX_MOCK_COMPUTE_UNITS,
};
pub use error::{CommFault, ErrorCategory, GpuError, OptionalFeature, Result, Unsupported};
pub use group::{copy_between, copy_between_async, CollectiveElement, DeviceGroup, PeerCopy, ReduceOp, Sharded, Split};
pub use kernel::Kernel;
pub use kernel_cache::DEFAULT_KERNEL_CACHE_BYTES;
pub use launch::{LaunchConfig, Stream};
pub use memory::{MemoryStats, PinnedBuffer};
pub use occupancy::{Occupancy, OccupancyLimit};
pub use profile::{ProfileKind, ProfileRecord, ProfileReport, ProfileRow, Profiler};
pub use stream::{GpuEvent, GpuStream};
pub use texture::{
    AddressMode, CompareFunction, FilterMode, SamplerDesc, TextureDesc, TextureDimension, TextureFormat,
};
pub use transfer::{PinnedTransfer, TransferHandle, TransferQueue};
pub use validate::{SLICE_BINDING_ALIGNMENT, SLICE_COPY_ALIGNMENT};
