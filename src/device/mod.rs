//! Devices: the facts every layer reads ([`info`]), what was found of each runtime
//! ([`runtimes`]), how the crate finds, ranks and opens devices ([`select`]), and the GPUs the
//! mock device can pose as ([`profiles`]).

mod info;
mod mock;
mod profiles;
mod runtimes;
mod select;

pub use info::{DeviceId, DeviceInfo, DeviceKind, DeviceType, Features};
pub use mock::{CpuDeviceConfig, MockFaults, Sanitize, MAX_MOCK_COMPUTE_UNITS};
pub use profiles::{GpuProfile, GPU_PROFILES};
pub use runtimes::RuntimeStatus;
#[allow(unused_imports)] // each is used by one backend, which a build may leave out
pub(crate) use runtimes::{cuda_version, hip_version, vulkan_version};
pub use select::{
    available_devices, default_device, default_device_async, quiet_display_probing, runtimes, select_device,
    set_mock_devices,
};
