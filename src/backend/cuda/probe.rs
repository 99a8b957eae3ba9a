//! Which CUDA devices there are and what they are: the driver's device attributes become a
//! [`DeviceInfo`] (with the PCI address and UUID that match it to its wgpu adapter), and each
//! usable GPU becomes a backend. A machine without the driver has no CUDA devices: nothing here
//! panics or prints unless asked (`tracing`).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use cudarc::driver::{result, sys};

use super::error::call;
use super::{CudaBackend, CudaDevice};
use crate::backend::native::{GpuFacts, NativeBackend};
use crate::compiler::targets::ptx::{PtxArch, PtxIsa, WARP_SIZE};
use crate::device::{cuda_version, DeviceInfo, DeviceKind, RuntimeStatus};
use crate::error::Result;

/// Grid and block limits of every CUDA GPU from Volta on.
const MAX_GRID: [u32; 3] = [i32::MAX as u32, 65535, 65535];
const CUDA_MAX_BLOCK: [u32; 3] = [1024, 1024, 64];

/// What the driver says about one GPU, before it becomes a [`DeviceInfo`].
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct DriverFacts {
    pub name: String,
    pub total_memory: u64,
    pub multiprocessors: u32,
    pub compute_capability: (u32, u32),
    pub clock_khz: u32,
    pub shared_memory_per_block: u64,
    pub max_threads_per_block: u32,
    pub warp_size: u32,
    pub pci: (u32, u32, u32),
    pub uuid: [u8; 16],
}

/// UUID as `nvidia-smi -L` prints it: `GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`.
fn uuid_string(b: &[u8; 16]) -> String {
    let hex: Vec<String> = b.iter().map(|x| format!("{x:02x}")).collect();
    format!(
        "GPU-{}-{}-{}-{}-{}",
        hex[0..4].concat(),
        hex[4..6].concat(),
        hex[6..8].concat(),
        hex[8..10].concat(),
        hex[10..16].concat()
    )
}

pub(crate) fn device_info(index: usize, f: &DriverFacts) -> DeviceInfo {
    let facts = GpuFacts {
        name: f.name.clone(),
        compute_version: format!("{}.{}", f.compute_capability.0, f.compute_capability.1),
        total_memory: f.total_memory,
        compute_units: f.multiprocessors,
        subgroup_size: if f.warp_size == 0 { WARP_SIZE } else { f.warp_size },
        clock_khz: f.clock_khz,
        shared_memory_per_block: f.shared_memory_per_block,
        max_threads_per_block: f.max_threads_per_block,
        pci: f.pci,
        uuid: uuid_string(&f.uuid),
    };
    facts.device_info(DeviceKind::Cuda, index, CUDA_MAX_BLOCK, MAX_GRID)
}

fn driver_facts(dev: sys::CUdevice) -> Result<DriverFacts> {
    use sys::CUdevice_attribute as A;
    let attr = |a: A| -> Result<u32> {
        // SAFETY: `dev` came from cuDeviceGet after cuInit succeeded.
        call("query a device attribute", || unsafe {
            result::device::get_attribute(dev, a)
        })
        .map(|v| v.max(0) as u32)
    };
    Ok(DriverFacts {
        name: call("read the device name", || result::device::get_name(dev))?,
        // SAFETY: `dev` came from cuDeviceGet after cuInit succeeded.
        total_memory: call("read the device memory size", || unsafe {
            result::device::total_mem(dev)
        })? as u64,
        multiprocessors: attr(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        compute_capability: (
            attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        ),
        clock_khz: attr(A::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)?,
        // 48 KiB of static `.shared` memory per block, and up to the opt-in limit (227 KiB on
        // Hopper) as dynamic shared memory: kernels that use more than 48 KiB get theirs that
        // way (`compiler::targets::ptx::STATIC_SHARED_BYTES`).
        shared_memory_per_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)
            .or_else(|_| attr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK))?
            as u64,
        max_threads_per_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        warp_size: attr(A::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
        pci: (
            attr(A::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID)?,
            attr(A::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID)?,
            attr(A::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID)?,
        ),
        uuid: call("read the device UUID", || result::device::get_uuid(dev))?
            .bytes
            .map(|b| b as u8),
    })
}

/// The CUDA devices present, or none (silently) when there is no driver or no GPU, with what
/// was found of the driver and, when it gives no devices, why.
pub fn probe() -> (Vec<CudaBackend>, RuntimeStatus) {
    let mut status = RuntimeStatus::new(DeviceKind::Cuda);
    // SAFETY: only tries to open the driver library; nothing is called through it.
    if !unsafe { sys::is_culib_present() } {
        status.reason = Some(format!(
            "the CUDA driver library ({}) was not found: install the NVIDIA driver",
            if cfg!(windows) { "nvcuda.dll" } else { "libcuda.so" }
        ));
        return (Vec::new(), status);
    }
    status.found = true;
    // A status half-filled by a probe that panicked is still true as far as it goes.
    let devices = match catch_unwind(AssertUnwindSafe(|| probe_driver(&mut status))) {
        Ok(Ok(devices)) => devices,
        Ok(Err(e)) => {
            tracing::warn!("CUDA driver present but unusable, no CUDA devices: {e}");
            let driver = status.version.as_deref().unwrap_or("the CUDA driver");
            status.reason = Some(format!("{driver} is loaded but unusable: {e}"));
            Vec::new()
        }
        Err(_) => {
            tracing::warn!("the CUDA driver panicked while listing devices; no CUDA devices");
            status.reason =
                Some("the CUDA driver panicked while listing devices (try updating the NVIDIA driver)".into());
            Vec::new()
        }
    };
    let n = devices.len();
    (devices, status.with_devices(n))
}

/// Lists the driver's devices, noting in `status` the driver version and the devices skipped.
fn probe_driver(status: &mut RuntimeStatus) -> Result<Vec<CudaBackend>> {
    let mut version = 0;
    // SAFETY: `version` is a live, writable i32 for the driver to store the version in. The
    // driver answers this before `cuInit`, so a driver that cannot initialise still says which it is.
    call("read the driver version", || unsafe {
        sys::cuDriverGetVersion(&mut version).result()
    })?;
    status.version = Some(format!("CUDA driver {}", cuda_version(version)));
    call("initialise the driver (cuInit)", result::init)?;
    let count = call("count devices", result::device::get_count)?;
    if count == 0 {
        status.reason = Some(format!(
            "the CUDA driver ({}) is loaded but reports 0 devices",
            cuda_version(version)
        ));
    }
    let mut out = Vec::new();
    for ordinal in 0..count {
        let facts =
            call("open a device", || result::device::get(ordinal)).and_then(|dev| Ok((dev, driver_facts(dev)?)));
        let (dev, facts) = match facts {
            Ok(x) => x,
            Err(e) => {
                tracing::warn!("skipping CUDA device {ordinal}: {e}");
                status.notes.push(format!("device {ordinal} skipped: {e}"));
                continue;
            }
        };
        let info = device_info(out.len(), &facts);
        let arch = PtxArch::from_compute_capability(facts.compute_capability.0, facts.compute_capability.1);
        // sm_90a (its `wgmma`) where the driver takes its PTX ISA (8.0), else plain sm_90.
        let chosen = arch.and_then(|a| match PtxIsa::choose(a, Some(version)) {
            Ok(isa) => Ok((a, isa)),
            Err(_) if a.accelerated => {
                let plain = PtxArch {
                    accelerated: false,
                    ..a
                };
                PtxIsa::choose(plain, Some(version)).map(|isa| (plain, isa))
            }
            Err(e) => Err(e),
        });
        let (arch, isa) = match chosen {
            Ok(x) => x,
            Err(e) => {
                tracing::warn!("skipping CUDA device {ordinal} ({}): {e}", facts.name);
                status
                    .notes
                    .push(format!("device {ordinal} ({}) skipped: {e}", facts.name));
                continue;
            }
        };
        use sys::CUdevice_attribute as A;
        // SAFETY: `dev` came from cuDeviceGet after cuInit succeeded.
        let pools = call("query memory pools", || unsafe {
            result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)
        })
        .unwrap_or(0)
            != 0;
        let device = Arc::new(CudaDevice::new(dev, arch, isa, pools, version));
        out.push(NativeBackend::new(info, device));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::BackendDevice;
    use crate::device::DeviceType;

    /// The NVIDIA profiles of the mock are what this backend reports for those GPUs.
    #[test]
    fn nvidia_profiles_are_what_the_cuda_backend_reports() {
        crate::backend::native::facts::assert_profiles_match(DeviceKind::Cuda, CUDA_MAX_BLOCK, MAX_GRID);
    }

    #[test]
    fn no_driver_means_no_devices_and_no_panic() {
        // This machine has no NVIDIA driver; on one that has, the devices must be well formed.
        let (devices, status) = probe();
        assert_eq!(status.devices, devices.len());
        assert_eq!(status.reason.is_some(), devices.is_empty(), "{status:?}");
        for b in devices {
            assert_eq!(b.info().kind, DeviceKind::Cuda);
            assert!(b.info().subgroup_size == 32 && !b.info().name.is_empty());
        }
        // SAFETY: only tries to open the library.
        if !unsafe { sys::is_culib_present() } {
            let (devices, status) = probe();
            assert!(devices.is_empty() && !status.found);
            assert!(status.summary().contains("install the NVIDIA driver"), "{status:?}");
        }
    }

    #[test]
    fn driver_facts_become_device_info() {
        let facts = DriverFacts {
            name: "NVIDIA A100-SXM4-40GB".into(),
            total_memory: 40 << 30,
            multiprocessors: 108,
            compute_capability: (8, 0),
            clock_khz: 1_410_000,
            shared_memory_per_block: 48 << 10,
            max_threads_per_block: 1024,
            warp_size: 32,
            pci: (0, 0x65, 0),
            uuid: [
                0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
            ],
        };
        let info = device_info(1, &facts);
        assert_eq!(info.id.to_string(), "cuda:1");
        assert_eq!(info.compute_version, "8.0");
        assert_eq!(info.multiprocessor_count, 108);
        assert_eq!(info.clock_mhz, 1410);
        assert_eq!(info.subgroup_size, 32);
        assert_eq!(info.workgroup_memory_limit, 48 << 10);
        assert_eq!(info.pci_bus_id, "0000:65:00.0");
        assert_eq!(info.uuid, "GPU-12345678-9abc-def0-0123-456789abcdef");
        assert_eq!(info.device_type, DeviceType::DiscreteGpu);
    }
}
