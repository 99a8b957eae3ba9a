//! What a native runtime reports about one GPU, in one shape for CUDA and ROCm, and the
//! [`DeviceInfo`] made from it: the limits every native GPU shares (workgroup size capped at
//! WGSL's, discrete type, `dddd:bb:dd.0` PCI address) are decided here once.

use crate::device::{DeviceId, DeviceInfo, DeviceKind, DeviceType};

/// What the runtime says about one GPU, before it becomes a [`DeviceInfo`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GpuFacts {
    pub name: String,
    /// Compute capability (`8.0`) or gfx target name (`gfx942:sramecc+:xnack-`).
    pub compute_version: String,
    pub total_memory: u64,
    /// Streaming multiprocessors or compute units.
    pub compute_units: u32,
    /// Warp or wavefront size.
    pub subgroup_size: u32,
    pub clock_khz: u32,
    pub shared_memory_per_block: u64,
    pub max_threads_per_block: u32,
    /// PCI domain, bus and device.
    pub pci: (u32, u32, u32),
    /// The runtime's device UUID, as its own tools print it (empty when it has none).
    pub uuid: String,
}

impl GpuFacts {
    /// The device `index` of `kind`, whose blocks and grids are at most `max_block`/`max_grid`.
    pub fn device_info(&self, kind: DeviceKind, index: usize, max_block: [u32; 3], max_grid: [u32; 3]) -> DeviceInfo {
        let (domain, bus, device) = self.pci;
        DeviceInfo {
            id: DeviceId::new(kind, index),
            name: self.name.clone(),
            kind,
            memory_total: self.total_memory,
            multiprocessor_count: self.compute_units,
            compute_version: self.compute_version.clone(),
            subgroup_size: self.subgroup_size,
            subgroup_min_size: self.subgroup_size,
            max_workgroup_size: self
                .max_threads_per_block
                .min(crate::compiler::front::MAX_WORKGROUP_INVOCATIONS),
            is_mock: false,
            profile: None,
            device_type: DeviceType::DiscreteGpu,
            clock_mhz: self.clock_khz / 1000,
            max_workgroup_dims: max_block,
            max_binding_bytes: u64::MAX,
            max_storage_buffers: u32::MAX,
            features: crate::device::Features::ALL,
            workgroup_memory_limit: self.shared_memory_per_block,
            max_grid,
            dispatch_grid: max_grid,
            max_workgroups: u64::MAX,
            // The form wgpu and `nvidia-smi` print, to match a GPU with its wgpu adapter.
            pci_bus_id: format!("{domain:04x}:{bus:02x}:{device:02x}.0"),
            uuid: self.uuid.clone(),
            notes: Vec::new(),
        }
    }
}

/// Checks that every [`GpuProfile`](crate::GpuProfile) of `kind` is the [`DeviceInfo`] this
/// backend would report for that GPU (blocks at most `max_block`, grids at most `max_grid`), so
/// that the mock posing as it refuses what this backend refuses.
#[cfg(test)]
pub(crate) fn assert_profiles_match(kind: DeviceKind, max_block: [u32; 3], max_grid: [u32; 3]) {
    let profiles: Vec<_> = crate::GPU_PROFILES.iter().filter(|p| p.poses_as == kind).collect();
    assert!(!profiles.is_empty(), "no {kind} profile");
    for p in profiles {
        let facts = GpuFacts {
            name: p.device_name.into(),
            compute_version: p.compute_version.into(),
            total_memory: p.memory,
            compute_units: p.compute_units,
            subgroup_size: p.subgroup_size,
            clock_khz: p.clock_mhz * 1000,
            shared_memory_per_block: p.workgroup_memory_limit,
            max_threads_per_block: p.max_workgroup_size,
            ..GpuFacts::default()
        };
        let gpu = facts.device_info(kind, 0, max_block, max_grid);
        let mut mock = gpu.clone();
        p.apply(&mut mock);
        mock.profile = None;
        assert_eq!(format!("{mock:?}"), format!("{gpu:?}"), "{}", p.name);
    }
}
