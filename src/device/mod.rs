//! Devices: the facts every layer reads ([`info`]) and how the crate finds, ranks and opens them
//! ([`select`]).

mod info;
mod select;

pub use info::{CpuDeviceConfig, DeviceId, DeviceInfo, DeviceKind, DeviceType, Features, MAX_MOCK_COMPUTE_UNITS};
pub use select::{
    available_devices, default_device, default_device_async, quiet_display_probing, select_device, set_mock_devices,
};
