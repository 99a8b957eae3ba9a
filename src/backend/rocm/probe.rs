//! Which ROCm devices there are and what they are: the HIP runtime's attributes and the device
//! properties' `gcnArchName` become a [`DeviceInfo`] and the gfx target kernels are compiled for.
//! No runtime, or no GPU, means no ROCm devices: nothing here panics or prints unless asked.

use std::ffi::c_int;
use std::sync::Arc;

use super::result::{self, HipError};
use super::sys::{attr, Hip, HIP_SUCCESS};
use super::{hip_error, RocmBackend, RocmDevice};
use crate::backend::native::{GpuFacts, NativeBackend};
use crate::compiler::targets::amdgcn::{CodeObjectVersion, GfxArch};
use crate::device::{hip_version, DeviceInfo, DeviceKind, RuntimeStatus};
use crate::error::{GpuError, Result};

/// Block limits of AMD GPUs.
const HIP_MAX_BLOCK: [u32; 3] = [1024, 1024, 1024];
/// HIP's grid limits in workgroups (gridDim is a signed 32-bit count along x; y and z as CUDA).
const HIP_MAX_GRID: [u32; 3] = [i32::MAX as u32, 65535, 65535];

/// The gfx device `index` from what the runtime says about it.
pub(crate) fn device_info(index: usize, f: &GpuFacts) -> DeviceInfo {
    f.device_info(DeviceKind::Rocm, index, HIP_MAX_BLOCK, HIP_MAX_GRID)
}

fn runtime_facts(hip: &Hip, ordinal: c_int) -> Result<GpuFacts> {
    let attribute = |a: i32| -> Result<u32> {
        let v =
            result::device_get_attribute(hip, a, ordinal).map_err(|e| hip_error(hip, "query a device attribute", e))?;
        Ok(v.max(0) as u32)
    };
    let name = result::device_get_name(hip, ordinal).map_err(|e| hip_error(hip, "read the device name", e))?;
    let memory =
        result::device_total_mem(hip, ordinal).map_err(|e| hip_error(hip, "read the device memory size", e))?;
    let compute_version = result::device_gcn_arch_name(hip, ordinal)
        .map_err(|e| hip_error(hip, "read the device properties", e))?
        .ok_or_else(|| GpuError::Backend {
            backend: "rocm",
            operation: "read the device properties".into(),
            message: "the HIP runtime has no hipGetDeviceProperties".into(),
        })?;
    Ok(GpuFacts {
        name,
        compute_version,
        total_memory: memory as u64,
        compute_units: attribute(attr::MULTIPROCESSOR_COUNT)?,
        subgroup_size: attribute(attr::WARP_SIZE)?,
        clock_khz: attribute(attr::CLOCK_RATE)?,
        shared_memory_per_block: attribute(attr::MAX_SHARED_MEMORY_PER_BLOCK)? as u64,
        max_threads_per_block: attribute(attr::MAX_THREADS_PER_BLOCK)?,
        pci: (
            attribute(attr::PCI_DOMAIN_ID)?,
            attribute(attr::PCI_BUS_ID)?,
            attribute(attr::PCI_DEVICE_ID)?,
        ),
        // Matched to its wgpu adapter by PCI address; the HIP UUID is not read.
        uuid: String::new(),
    })
}

/// The ROCm devices present, or none (silently) without a runtime or a GPU, with what was found
/// of the runtime and, when it gives no devices, why.
pub fn probe() -> (Vec<RocmBackend>, RuntimeStatus) {
    let mut status = RuntimeStatus::new(DeviceKind::Rocm);
    let hip = match Hip::get() {
        Ok(hip) => hip,
        Err(e) => {
            tracing::debug!("no ROCm devices: {e}");
            status.reason = Some(if e.contains("cannot open shared object file") {
                "the HIP runtime library (libamdhip64.so) was not found: install ROCm's HIP runtime (Debian: libamdhip64-5)".into()
            } else {
                // Found but not loadable (a missing symbol, a broken install): the loader's words.
                format!("the HIP runtime could not be loaded: {e}")
            });
            return (Vec::new(), status);
        }
    };
    status.found = true;
    let devices = match probe_runtime(hip, &mut status) {
        Ok(devices) => devices,
        Err(e) => {
            tracing::warn!("HIP runtime present but unusable, no ROCm devices: {e}");
            status.reason = Some(format!("the HIP runtime is loaded but unusable: {e}"));
            Vec::new()
        }
    };
    let n = devices.len();
    (devices, status.with_devices(n))
}

/// Lists the runtime's devices, noting in `status` its version and the devices skipped.
fn probe_runtime(hip: &'static Hip, status: &mut RuntimeStatus) -> Result<Vec<RocmBackend>> {
    let runtime = hip_version(result::runtime_version(hip));
    status.version = Some(format!("HIP {runtime}"));
    let init = result::init(hip);
    let counted = result::get_device_count(hip);
    let count = match (init, counted) {
        (Ok(()), Ok(count)) if count > 0 => count,
        (init, counted) => {
            let code = match (counted, init) {
                (Err(HipError(code)), _) | (Ok(_), Err(HipError(code))) => code,
                (Ok(_), Ok(())) => HIP_SUCCESS,
            };
            let text = result::error_text(hip, code);
            // Some runtimes describe an error by its name again (`hipErrorNoDevice: hipErrorNoDevice`).
            let why = match text.split_once(": ") {
                Some((name, what)) if name == what.trim() => name.to_string(),
                _ => text,
            };
            tracing::debug!("HIP runtime {runtime} loaded; no GPU ({why})");
            // Without the kernel driver's device file no ROCm GPU can show, whatever the runtime.
            let hint = if std::path::Path::new("/dev/kfd").exists() {
                String::new()
            } else {
                ": there is no /dev/kfd (no AMD GPU, or the amdgpu kernel driver is not loaded)".into()
            };
            status.reason = Some(format!(
                "libamdhip64.so loaded (HIP {runtime}) but it reports 0 devices ({why}){hint}"
            ));
            return Ok(Vec::new());
        }
    };
    let version = CodeObjectVersion::for_hip_runtime(Some(result::runtime_version(hip)));
    let mut out = Vec::new();
    for ordinal in 0..count {
        let facts = runtime_facts(hip, ordinal)?;
        let arch = match GfxArch::from_gcn_arch_name(&facts.compute_version) {
            Ok(a) => a,
            Err(e) => {
                tracing::warn!("skipping ROCm device {ordinal} ({}): {e}", facts.name);
                status
                    .notes
                    .push(format!("device {ordinal} ({}) skipped: {e}", facts.name));
                continue;
            }
        };
        let pools = hip.has_stream_ordered_alloc()
            && result::device_get_attribute(hip, attr::MEMORY_POOLS_SUPPORTED, ordinal).unwrap_or(0) != 0;
        let device = Arc::new(RocmDevice {
            hip,
            ordinal,
            arch,
            version,
            pools,
        });
        out.push(NativeBackend::new(device_info(out.len(), &facts), device));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::BackendDevice;

    /// The AMD profiles of the mock are what this backend reports for those GPUs.
    #[test]
    fn amd_profiles_are_what_the_rocm_backend_reports() {
        crate::backend::native::facts::assert_profiles_match(DeviceKind::Rocm, HIP_MAX_BLOCK, HIP_MAX_GRID);
    }

    /// With Debian's HIP runtime installed (`scripts/setup.sh` installs libamdhip64-5) the
    /// runtime loads, and with no GPU it reports zero devices; without the runtime, zero too.
    #[test]
    fn the_runtime_loads_and_reports_no_devices_without_a_gpu() {
        match Hip::get() {
            Ok(hip) => {
                assert!(result::runtime_version(hip) > 0);
                assert_eq!(
                    CodeObjectVersion::for_hip_runtime(Some(result::runtime_version(hip))),
                    if result::runtime_version(hip) / 10_000_000 < 6 {
                        CodeObjectVersion::V4
                    } else {
                        CodeObjectVersion::V5
                    }
                );
            }
            Err(e) => {
                assert!(std::env::var_os("CI").is_none(), "CI: the HIP runtime must load: {e}");
                eprintln!("no HIP runtime here ({e}); checking the no-runtime path only");
            }
        }
        let (devices, status) = probe();
        assert_eq!(status.found, Hip::get().is_ok());
        assert_eq!(
            (status.devices, status.reason.is_some()),
            (devices.len(), devices.is_empty())
        );
        for b in devices {
            assert_eq!(b.info().kind, DeviceKind::Rocm);
            assert!(matches!(b.info().subgroup_size, 32 | 64));
        }
        if !std::path::Path::new("/dev/kfd").exists() {
            let (devices, status) = probe();
            assert!(devices.is_empty(), "devices without a GPU driver");
            let reason = status.reason.unwrap();
            match Hip::get() {
                Ok(hip) => {
                    let version = hip_version(result::runtime_version(hip));
                    assert_eq!(status.version, Some(format!("HIP {version}")));
                    assert!(
                        reason.starts_with(&format!(
                            "libamdhip64.so loaded (HIP {version}) but it reports 0 devices"
                        )) && reason.contains("no /dev/kfd"),
                        "{reason}"
                    );
                }
                Err(_) => assert!(reason.contains("install ROCm's HIP runtime"), "{reason}"),
            }
        }
    }

    #[test]
    fn runtime_facts_become_device_info() {
        let facts = GpuFacts {
            name: "AMD Instinct MI300X".into(),
            compute_version: "gfx942:sramecc+:xnack-".into(),
            total_memory: 192 << 30,
            compute_units: 304,
            subgroup_size: 64,
            clock_khz: 2_100_000,
            shared_memory_per_block: 64 << 10,
            max_threads_per_block: 1024,
            pci: (0, 0x0c, 0),
            uuid: String::new(),
        };
        let info = device_info(0, &facts);
        assert_eq!(info.id.to_string(), "rocm:0");
        assert_eq!(info.compute_version, "gfx942:sramecc+:xnack-");
        assert_eq!(
            GfxArch::from_gcn_arch_name(&info.compute_version).unwrap().name(),
            "gfx942"
        );
        assert_eq!(
            (info.subgroup_size, info.multiprocessor_count, info.clock_mhz),
            (64, 304, 2100)
        );
        assert_eq!(info.pci_bus_id, "0000:0c:00.0");
    }
}
