//! [`GpuError::hint`]: what to do next, for the failures people meet most.

use super::driver::{driver_condition, DriverCondition};
use super::{CommFault, GpuError, OptionalFeature};

impl GpuError {
    /// What to do next, for the failures people meet most, beyond what the message already says:
    /// out of memory (free, trim, smaller batches), no device (which runtimes anygpu looks for and
    /// how to install each), a driver too old, a feature the device lacks (which device kinds
    /// have it), a lost device, a time limit, a launch that does not fit, our own bug. `None`
    /// where the message is the whole story (invalid WGSL shows the line and what was expected).
    pub fn hint(&self) -> Option<String> {
        match self {
            GpuError::OutOfMemory { .. } => Some(OUT_OF_MEMORY_HINT.into()),
            GpuError::Sanitizer { .. } => Some(
                "put a workgroupBarrier (workgroup memory) or storageBarrier (storage memory) between the \
                 two accesses, give each work-item its own words, or use atomics; across workgroups only \
                 atomics or a second launch order accesses"
                    .into(),
            ),
            GpuError::DeviceNotFound(_) => Some(NO_DEVICE_HINT.into()),
            GpuError::NotSupported(u) => feature_hint(&u.missing),
            GpuError::InvalidLaunch(_) => Some(
                "LaunchConfig::for_elements(n, &kernel) and LaunchConfig::grid(grid, &kernel) take the \
                 block size from the kernel's @workgroup_size; the device's grid limits are in \
                 DeviceInfo::max_grid"
                    .into(),
            ),
            GpuError::DeviceLost { .. } => Some(
                "create a new GpuContext (select_device or default_device) and upload the buffers again; \
                 if the same kernel loses the device again, run it on the cpu device, whose guard zones \
                 (CpuDeviceConfig::guard_bytes) show writes out of bounds, and read the driver's log \
                 (dmesg) for what the driver saw"
                    .into(),
            ),
            GpuError::Timeout { device_lost: false, .. } => Some(
                "raise the limit (LaunchConfig::with_timeout, GpuContext::set_launch_timeout) or split \
                 the work into smaller launches; if the kernel should have ended, check its loop bounds"
                    .into(),
            ),
            GpuError::Timeout { device_lost: true, .. } => Some(
                "a driver's watchdog stops kernels that run too long, mostly on a GPU that also drives \
                 a display: split the work into smaller launches or use a GPU without a display; then \
                 create a new GpuContext"
                    .into(),
            ),
            GpuError::InternalCompiler { .. } => Some(
                "this is a bug in anygpu, not in your kernel: please report it with this message and \
                 the file it names; meanwhile another device kind (another code target) may compile \
                 the kernel"
                    .into(),
            ),
            GpuError::Driver { backend, name, .. } => match driver_condition(name)? {
                DriverCondition::OutOfMemory => Some(OUT_OF_MEMORY_HINT.into()),
                DriverCondition::TooOld => Some(driver_too_old_hint(backend)),
                DriverCondition::Unavailable => Some(format!(
                    "{}; the cpu device is always there",
                    runtime_install_hint(backend)
                )),
                DriverCondition::NotSupported => Some(format!(
                    "this {backend} device or driver lacks what anygpu asked of it; another device \
                     from available_devices() may have it, or a newer driver"
                )),
            },
            GpuError::Backend {
                backend: "transfer", ..
            } => Some(
                "the context's transfer thread is gone: use the blocking copies (copy_to_device, \
                 copy_to_host) or a new GpuContext"
                    .into(),
            ),
            GpuError::Backend {
                backend: "compiler", ..
            } => Some(
                "the compiler could not start its thread or run its linker: check that the process \
                 may start threads and write to the temporary directory, and that ld.lld-19 is \
                 installed for AMD targets"
                    .into(),
            ),
            GpuError::Communication {
                fault: CommFault::Timeout | CommFault::Failed,
                ..
            } => Some(
                "every rank must make the same calls in the same order; if a rank died, Open MPI's \
                 mpirun kills the others unless started with --enable-recovery (then they report \
                 this error); for long work between calls raise the limit \
                 (Communicator::set_timeout, ANYGPU_COMM_TIMEOUT=seconds)"
                    .into(),
            ),
            GpuError::InvalidWgsl { .. }
            | GpuError::EntryPointNotFound { .. }
            | GpuError::EntryPointNotChosen { .. }
            | GpuError::InvalidOverride(_)
            | GpuError::InvalidArgument(_)
            | GpuError::Communication { .. }
            | GpuError::Backend { .. } => None,
        }
    }
}

const OUT_OF_MEMORY_HINT: &str = "free device memory: drop the DeviceBuffers you no longer need (their memory \
     returns once the launches using them have finished), call GpuContext::trim() to give the memory pool's \
     cached blocks back to the device, or split the work into smaller batches; DeviceInfo::memory_total is \
     each device's size";

const NO_DEVICE_HINT: &str = "device ids are KIND:INDEX as available_devices() lists them; a kind with no \
     devices lacks its runtime: cuda needs the NVIDIA driver (libcuda.so.1: install the driver for the GPU, \
     e.g. Debian's nvidia-driver), rocm the HIP runtime (libamdhip64.so: install ROCm, or Debian's \
     libamdhip64-5) and an AMD GPU, wgpu a Vulkan loader and driver (Debian: libvulkan1 and \
     mesa-vulkan-drivers, whose lavapipe runs on the CPU); the cpu device is always there. runtimes() (and \
     `anygpu devices`) says what was found of each runtime and why it lists no device";

/// What to install for a runtime (`cuda`, `rocm`) whose driver is missing or unusable.
fn runtime_install_hint(backend: &str) -> String {
    match backend {
        "cuda" => "the CUDA driver found no usable GPU: check that the NVIDIA driver is installed and loaded \
                   (nvidia-smi lists the GPU; libcuda.so.1 comes with the driver) and that no other process \
                   holds the GPU in exclusive mode"
            .into(),
        "rocm" => "the HIP runtime found no usable GPU: check that ROCm (libamdhip64.so) and the amdgpu kernel \
                   driver are installed (rocminfo lists the GPU) and that the user may open /dev/kfd"
            .into(),
        other => format!("the {other} runtime found no usable device: {NO_DEVICE_HINT}"),
    }
}

/// What to update when a runtime's driver is older than anygpu's code or the runtime need.
fn driver_too_old_hint(backend: &str) -> String {
    match backend {
        "cuda" => "update the NVIDIA driver: this one is older than the PTX ISA anygpu compiles for the GPU \
                   (or than the CUDA library it was installed with; nvidia-smi shows its version)"
            .into(),
        "rocm" => "update the AMD GPU driver (amdgpu) to one that supports this HIP runtime, or install the \
                   ROCm release that matches the driver"
            .into(),
        other => format!("update the {other} driver"),
    }
}

/// For a kernel refused for optional features its device lacks: which device kinds have each.
pub(super) fn feature_hint(missing: &[OptionalFeature]) -> Option<String> {
    let lines: Vec<String> = missing
        .iter()
        .map(|f| match f.wgpu_feature() {
            Some(wgpu) => format!(
                "{} runs on every cpu, cuda and rocm device, and on wgpu devices whose adapter has \
                 {wgpu} (DeviceInfo::features.{})",
                f.name(),
                f.field()
            ),
            None => format!(
                "{} runs on every cpu, cuda and rocm device, on no wgpu device \
                 (DeviceInfo::features.{}); on wgpu, convert to f32 or f16 first",
                f.name(),
                f.field()
            ),
        })
        .collect();
    (!lines.is_empty()).then(|| {
        format!(
            "{}; choose such a device from available_devices(), or rewrite the kernel without it",
            lines.join("; ")
        )
    })
}
