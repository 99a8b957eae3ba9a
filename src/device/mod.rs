//! Devices: the facts every layer reads ([`info`]), what was found of each runtime
//! ([`runtimes`]) and how the crate finds, ranks and opens devices ([`select`]).

mod info;
mod runtimes;
mod select;

pub use info::{
    CpuDeviceConfig, DeviceId, DeviceInfo, DeviceKind, DeviceType, Features, MockFaults, MAX_MOCK_COMPUTE_UNITS,
};
pub use runtimes::RuntimeStatus;
#[allow(unused_imports)] // each is used by one backend, which a build may leave out
pub(crate) use runtimes::{cuda_version, hip_version, vulkan_version};
pub use select::{
    available_devices, default_device, default_device_async, quiet_display_probing, runtimes, select_device,
    set_mock_devices,
};
