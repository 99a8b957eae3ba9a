//! The wgpu adapters present, for tests that run on each (include `common/skip.rs` first).

use anygpu::{available_devices, select_device, DeviceKind, GpuContext};

/// The wgpu devices, or — outside CI only — none with a printed reason. In CI lavapipe must be
/// installed (`scripts/setup.sh`), so its absence fails the test.
pub fn wgpu_contexts() -> Vec<GpuContext> {
    let devices: Vec<_> = available_devices()
        .into_iter()
        .filter(|d| d.kind == DeviceKind::Wgpu)
        .collect();
    if devices.is_empty() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: no wgpu adapter found; install mesa-vulkan-drivers (scripts/setup.sh)"
        );
        skip!("no wgpu adapter on this machine (install mesa-vulkan-drivers for lavapipe)");
    }
    devices.iter().map(|d| select_device(d.id).unwrap()).collect()
}
