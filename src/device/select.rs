//! Device enumeration, ranking and selection.
//!
//! Every backend is probed once, lazily, and only when something needs it: opening a CPU device
//! starts no GPU runtime, so a program that asked for the CPU never meets a driver's messages or
//! probing time. A backend whose runtime is missing simply contributes no devices, and says why in
//! its [`RuntimeStatus`] ([`runtimes`]). The CPU device is always present and doubles as the mock
//! device (`ANYGPU_MOCK`, [`set_mock_devices`]).

use crate::backend::BackendDevice;
use std::sync::{Arc, Mutex, OnceLock};

use super::info::{DeviceId, DeviceInfo, DeviceKind, DeviceType};
use super::mock::CpuDeviceConfig;
use super::runtimes::RuntimeStatus;
use crate::backend::Backend;
use crate::context::GpuContext;
use crate::error::{GpuError, Result};

/// One enumerated device with the backend instance that drives it.
#[derive(Clone)]
pub(crate) struct DeviceEntry {
    pub info: DeviceInfo,
    pub backend: Arc<dyn Backend>,
}

struct CpuRegistry {
    configs: Vec<CpuDeviceConfig>,
    devices: Vec<DeviceEntry>,
}

fn cpu_registry() -> &'static Mutex<Option<CpuRegistry>> {
    static REG: OnceLock<Mutex<Option<CpuRegistry>>> = OnceLock::new();
    REG.get_or_init(|| Mutex::new(None))
}

#[cfg(not(feature = "llvm"))]
fn build_cpu_devices(_configs: &[CpuDeviceConfig]) -> Vec<DeviceEntry> {
    Vec::new()
}

#[cfg(feature = "llvm")]
fn build_cpu_devices(configs: &[CpuDeviceConfig]) -> Vec<DeviceEntry> {
    configs
        .iter()
        .enumerate()
        .map(|(i, cfg)| {
            let backend = crate::backend::cpu::CpuBackend::new(DeviceId::new(DeviceKind::Cpu, i), cfg);
            DeviceEntry {
                info: backend.info().clone(),
                backend: crate::backend::faults::FaultyBackend::wrap(Arc::new(backend), &cfg.faults),
            }
        })
        .collect()
}

fn default_cpu_configs() -> Result<Vec<CpuDeviceConfig>> {
    let mut configs = match std::env::var("ANYGPU_MOCK") {
        Ok(spec) if !spec.trim().is_empty() => CpuDeviceConfig::parse_mock_spec(&spec)?,
        _ => vec![CpuDeviceConfig::host()],
    };
    if let Ok(spec) = std::env::var("ANYGPU_SANITIZE") {
        let sanitize = crate::device::Sanitize::parse(&spec)?;
        for config in &mut configs {
            config.sanitize = sanitize;
        }
    }
    Ok(configs)
}

fn cpu_devices() -> Result<Vec<DeviceEntry>> {
    let mut reg = cpu_registry().lock().unwrap_or_else(|e| e.into_inner());
    if reg.is_none() {
        let configs = default_cpu_configs()?;
        let devices = build_cpu_devices(&configs);
        *reg = Some(CpuRegistry { configs, devices });
    }
    Ok(reg.as_ref().map(|r| r.devices.clone()).unwrap_or_default())
}

/// Replaces the CPU devices that [`available_devices`] lists with mock devices (or, given
/// `vec![CpuDeviceConfig::host()]`, the plain host CPU again). Contexts already created keep their
/// device. Overrides `ANYGPU_MOCK`.
pub fn set_mock_devices(configs: Vec<CpuDeviceConfig>) {
    let mut reg = cpu_registry().lock().unwrap_or_else(|e| e.into_inner());
    if reg.as_ref().is_some_and(|r| r.configs == configs) {
        return;
    }
    let devices = build_cpu_devices(&configs);
    *reg = Some(CpuRegistry { configs, devices });
}

/// One GPU runtime's devices and what was found of it: probed once per process, on first need.
struct Probed {
    entries: Vec<DeviceEntry>,
    status: RuntimeStatus,
}

impl Probed {
    fn not_compiled(kind: DeviceKind) -> Self {
        Probed {
            entries: Vec::new(),
            status: RuntimeStatus::not_compiled(kind),
        }
    }
}

/// The devices a native backend's `probe` finds (none without its driver; a panic past the
/// probe's own guards also means none, with that as the reason).
#[cfg(any(feature = "cuda", feature = "rocm"))]
fn probe_native<B: Backend + 'static>(kind: DeviceKind, probe: fn() -> (Vec<B>, RuntimeStatus)) -> Probed {
    match std::panic::catch_unwind(probe) {
        Ok((devices, status)) => Probed {
            entries: devices
                .into_iter()
                .map(|b| DeviceEntry {
                    info: b.info().clone(),
                    backend: Arc::new(b) as Arc<dyn Backend>,
                })
                .collect(),
            status,
        },
        Err(_) => {
            tracing::warn!("probing {kind} devices panicked; no {kind} devices");
            let mut status = RuntimeStatus::new(kind);
            status.reason = Some(format!(
                "probing {kind} devices panicked (a bug in anygpu or the driver)"
            ));
            Probed {
                entries: Vec::new(),
                status: status.with_devices(0),
            }
        }
    }
}

fn cuda_probed() -> &'static Probed {
    static PROBED: OnceLock<Probed> = OnceLock::new();
    PROBED.get_or_init(|| {
        #[cfg(feature = "cuda")]
        return probe_native(DeviceKind::Cuda, crate::backend::cuda::probe);
        #[allow(unreachable_code)]
        Probed::not_compiled(DeviceKind::Cuda)
    })
}

fn rocm_probed() -> &'static Probed {
    static PROBED: OnceLock<Probed> = OnceLock::new();
    PROBED.get_or_init(|| {
        #[cfg(feature = "rocm")]
        return probe_native(DeviceKind::Rocm, crate::backend::rocm::probe);
        #[allow(unreachable_code)]
        Probed::not_compiled(DeviceKind::Rocm)
    })
}

/// The wgpu adapters, minus GPUs that CUDA or ROCm already list (so those are probed first).
fn wgpu_probed() -> &'static Probed {
    static PROBED: OnceLock<Probed> = OnceLock::new();
    PROBED.get_or_init(|| {
        #[cfg(all(feature = "wgpu", not(target_arch = "wasm32")))]
        return probe_wgpu();
        #[cfg(all(feature = "wgpu", target_arch = "wasm32"))]
        return Probed {
            entries: Vec::new(),
            status: RuntimeStatus {
                reason: Some(
                    "in a browser the WebGPU adapter is opened asynchronously, by default_device_async(), and not listed here"
                        .into(),
                ),
                ..RuntimeStatus::new(DeviceKind::Wgpu)
            },
        };
        #[allow(unreachable_code)]
        Probed::not_compiled(DeviceKind::Wgpu)
    })
}

#[cfg(all(feature = "wgpu", not(target_arch = "wasm32")))]
fn probe_wgpu() -> Probed {
    // A panic inside a driver or wgpu must mean "no devices of this kind", not a crash.
    let (devices, mut status) = match std::panic::catch_unwind(crate::backend::wgpu::probe) {
        Ok(probed) => probed,
        Err(_) => {
            tracing::warn!("probing wgpu adapters panicked; no wgpu devices");
            let mut status = RuntimeStatus::new(DeviceKind::Wgpu);
            status.reason = Some("probing wgpu adapters panicked (a bug in anygpu, wgpu or the driver)".into());
            return Probed {
                entries: Vec::new(),
                status: status.with_devices(0),
            };
        }
    };
    // Native devices first: a GPU they list is not listed again through wgpu.
    let native: Vec<(DeviceInfo, String)> = [cuda_probed(), rocm_probed()]
        .iter()
        .flat_map(|p| &p.entries)
        .map(|e| (e.info.clone(), e.info.pci_bus_id.clone()))
        .collect();
    let listed: Vec<(DeviceInfo, String)> = devices
        .iter()
        .map(|b| (b.info().clone(), b.pci_bus_id().to_string()))
        .collect();
    let kept = if keep_wgpu_duplicates() {
        listed
    } else {
        dedupe_by_pci(&native, listed)
    };
    let mut entries = Vec::new();
    for b in devices {
        if kept.iter().any(|(i, _)| i.id == b.info().id) {
            entries.push(DeviceEntry {
                info: b.info().clone(),
                backend: Arc::new(b) as Arc<dyn Backend>,
            });
        } else {
            let what = format!(
                "{} ({}, PCI {}) is a GPU already listed natively; not listed again",
                b.info().id,
                b.info().name,
                b.pci_bus_id()
            );
            tracing::info!("{what}");
            status.notes.push(what);
        }
    }
    if entries.is_empty() && status.devices > 0 {
        status.reason = Some(
            "every adapter is a GPU already listed by CUDA or ROCm (ANYGPU_KEEP_WGPU_DUPLICATES=1 lists them here too)"
                .into(),
        );
    }
    let n = entries.len();
    Probed {
        entries,
        status: status.with_devices(n),
    }
}

/// The GPU runtimes, probed (once) as needed: CUDA, ROCm, then wgpu.
fn gpu_probed() -> [&'static Probed; 3] {
    [cuda_probed(), rocm_probed(), wgpu_probed()]
}

/// What was found of each runtime, in ranking order: `cuda`, `rocm`, `wgpu`, `cpu`. Each says
/// whether this build has it, whether it was found, its version, how many devices of its kind
/// [`available_devices`] lists, and when none, why ("the CUDA driver library (libcuda.so) was not
/// found: install the NVIDIA driver"). Probes every runtime, once per process, as
/// [`available_devices`] does.
pub fn runtimes() -> Vec<RuntimeStatus> {
    let mut all: Vec<RuntimeStatus> = gpu_probed().iter().map(|p| p.status.clone()).collect();
    all.push(cpu_status());
    all
}

/// The CPU device's runtime: anygpu's own, on the LLVM compiler built in.
fn cpu_status() -> RuntimeStatus {
    if !cfg!(feature = "llvm") {
        return RuntimeStatus::not_compiled(DeviceKind::Cpu);
    }
    let mut status = RuntimeStatus::new(DeviceKind::Cpu);
    status.found = true;
    #[cfg(feature = "llvm")]
    {
        let (major, minor, patch) = inkwell::support::get_llvm_version();
        status.version = Some(format!("LLVM {major}.{minor}.{patch}"));
    }
    match cpu_devices() {
        Ok(devices) => {
            let mocks = devices.iter().filter(|d| d.info.is_mock).count();
            if mocks > 0 {
                status.notes.push(format!(
                    "{mocks} mock device(s) (ANYGPU_MOCK or set_mock_devices) stand in for the host CPU"
                ));
            }
            status.with_devices(devices.len())
        }
        Err(e) => {
            status.reason = Some(format!("{e} (fix or unset ANYGPU_MOCK)"));
            status.with_devices(0)
        }
    }
}

/// Every device, and the error that kept the CPU devices out (a malformed `ANYGPU_MOCK`): that
/// error must not hide the GPUs, and is reported where a CPU device is asked for.
fn all_devices() -> (Vec<DeviceEntry>, Option<GpuError>) {
    let mut all: Vec<DeviceEntry> = gpu_probed().iter().flat_map(|p| p.entries.iter().cloned()).collect();
    match cpu_devices() {
        Ok(cpu) => {
            all.extend(cpu);
            (all, None)
        }
        Err(e) => (all, Some(e)),
    }
}

/// The devices of one kind, probing only what that takes: a CPU device never starts a GPU
/// runtime (no Vulkan loader, no driver messages, no probing time), a CUDA or ROCm device only
/// its own runtime, and a wgpu device the native runtimes it is deduplicated against.
fn devices_of(kind: DeviceKind) -> Result<Vec<DeviceEntry>> {
    Ok(match kind {
        DeviceKind::Cpu => cpu_devices()?,
        DeviceKind::Cuda => cuda_probed().entries.clone(),
        DeviceKind::Rocm => rocm_probed().entries.clone(),
        DeviceKind::Wgpu => wgpu_probed().entries.clone(),
    })
}

/// Every device anygpu can run on, best first (see [`default_device`] for the ranking). A
/// malformed `ANYGPU_MOCK` leaves the CPU devices out (with a warning); [`default_device`] and
/// [`select_device`] report it.
pub fn available_devices() -> Vec<DeviceInfo> {
    let (mut all, cpu_error) = all_devices();
    if let Some(e) = cpu_error {
        tracing::warn!("CPU devices left out: {e}");
    }
    all.sort_by_key(|d| rank(&d.info));
    all.into_iter().map(|d| d.info).collect()
}

/// Keeps Mesa's `device-select` Vulkan layer from looking for a display while anygpu lists
/// devices: on a machine without one it prints `error: XDG_RUNTIME_DIR is invalid or not set`
/// to stderr (libwayland's words), twice. It sets `NODEVICE_SELECT=1` (the layer's own switch)
/// unless the variable is set. Changing the environment is only sound while the process has a
/// single thread, so once other threads run this does nothing: call it first thing in `main`, as
/// the `anygpu` CLI and the examples do. A program that only opens CPU devices does not need it:
/// that starts no Vulkan at all. The library never calls it by itself, since the variable also
/// reaches every child process the program starts.
pub fn quiet_display_probing() {
    if std::env::var_os("NODEVICE_SELECT").is_some() {
        return;
    }
    let single_threaded = std::fs::read_to_string("/proc/self/status")
        .is_ok_and(|status| status.lines().any(|l| l.split_whitespace().eq(["Threads:", "1"])));
    if single_threaded {
        // Sound: no other thread exists to read the environment concurrently.
        std::env::set_var("NODEVICE_SELECT", "1");
    }
}

/// `ANYGPU_KEEP_WGPU_DUPLICATES=1` lists a GPU through wgpu too when CUDA or ROCm already lists it,
/// so the same GPU can be checked through both paths (`scripts/gpu-check.sh` sets it).
#[cfg(all(feature = "wgpu", not(target_arch = "wasm32")))]
fn keep_wgpu_duplicates() -> bool {
    std::env::var_os("ANYGPU_KEEP_WGPU_DUPLICATES").is_some_and(|v| v == "1")
}

/// A GPU seen both through its native runtime (CUDA, ROCm) and through wgpu is listed once, as
/// native; the wgpu listing of it is dropped. Matched by PCI bus id (`0000:65:00.0`), compared
/// case-insensitively and ignoring a missing PCI domain, since drivers spell it differently.
#[cfg_attr(not(feature = "wgpu"), allow(dead_code))]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub(crate) fn dedupe_by_pci(
    native: &[(DeviceInfo, String)],
    wgpu: Vec<(DeviceInfo, String)>,
) -> Vec<(DeviceInfo, String)> {
    fn norm(bus: &str) -> String {
        let b = bus.trim().to_ascii_lowercase();
        if b.matches(':').count() == 1 {
            format!("0000:{b}")
        } else {
            b
        }
    }
    wgpu.into_iter()
        .filter(|(_, bus)| bus.is_empty() || !native.iter().any(|(_, n)| !n.is_empty() && norm(n) == norm(bus)))
        .collect()
}

/// Lower is better: CUDA, ROCm, wgpu discrete / integrated / virtual GPUs, anygpu's CPU device,
/// and last a GPU API emulated in software (lavapipe, SwiftShader). The last two are ordered by
/// measurement, not by name: on the same 2 cores the CPU device ran the benchmark kernels 5-55×
/// faster than lavapipe (see README, "Performance"), so software GPUs rank below it.
fn rank(info: &DeviceInfo) -> (u8, usize) {
    let class = match (info.kind, info.device_type) {
        (DeviceKind::Cuda, _) => 0,
        (DeviceKind::Rocm, _) => 1,
        (DeviceKind::Wgpu, DeviceType::DiscreteGpu) => 2,
        (DeviceKind::Wgpu, DeviceType::IntegratedGpu) => 3,
        (DeviceKind::Wgpu, DeviceType::SoftwareGpu) => 6,
        (DeviceKind::Wgpu, _) => 4,
        (DeviceKind::Cpu, _) => 5,
    };
    (class, info.id.index)
}

/// Opens a context on the device with this id.
pub fn select_device(id: DeviceId) -> Result<GpuContext> {
    // Only the runtime of the device asked for is probed (see `devices_of`).
    let entry = match devices_of(id.kind)?.into_iter().find(|d| d.info.id == id) {
        Some(entry) => entry,
        None => {
            let known: Vec<String> = available_devices().iter().map(|d| d.id.to_string()).collect();
            return Err(GpuError::DeviceNotFound(format!(
                "{id} (available: {})",
                known.join(", ")
            )));
        }
    };
    let backend = entry.backend.open_for_context().unwrap_or(entry.backend);
    for note in &entry.info.notes {
        tracing::warn!("{}: {note}", entry.info.id);
    }
    Ok(GpuContext::new(entry.info, backend))
}

/// Opens the best device without blocking the calling thread. In a browser that is the
/// WebGPU adapter, opened asynchronously (a browser's main thread cannot block, so the
/// synchronous [`available_devices`] lists no GPU there); elsewhere it is [`default_device`].
pub async fn default_device_async() -> Result<GpuContext> {
    #[cfg(all(target_arch = "wasm32", feature = "wgpu"))]
    {
        let backend = crate::backend::wgpu::open_browser_adapter().await?;
        let info = backend.info().clone();
        return Ok(GpuContext::new(info, Arc::new(backend)));
    }
    #[allow(unreachable_code)]
    default_device()
}

/// Opens a context on `ANYGPU_DEVICE` if set, else on the best device found; the CPU when there
/// is no GPU.
pub fn default_device() -> Result<GpuContext> {
    if let Ok(spec) = std::env::var("ANYGPU_DEVICE") {
        if !spec.trim().is_empty() {
            let id: DeviceId = spec
                .parse()
                .map_err(|e: GpuError| GpuError::DeviceNotFound(format!("ANYGPU_DEVICE={spec}: {e}")))?;
            return select_device(id);
        }
    }
    // A malformed ANYGPU_MOCK is an error, not a silent fall-back to some other device.
    if let Some(e) = all_devices().1 {
        return Err(e);
    }
    let best = available_devices()
        .into_iter()
        .next()
        .ok_or_else(|| GpuError::DeviceNotFound("no device at all (not even the CPU)".into()))?;
    select_device(best.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(kind: DeviceKind, index: usize) -> DeviceInfo {
        DeviceInfo {
            id: DeviceId::new(kind, index),
            name: format!("{kind}{index}"),
            kind,
            memory_total: 0,
            multiprocessor_count: 0,
            compute_version: String::new(),
            subgroup_size: 32,
            subgroup_min_size: 32,
            max_workgroup_size: 1024,
            max_workgroup_dims: [1024, 1024, 64],
            max_binding_bytes: u64::MAX,
            max_storage_buffers: u32::MAX,
            features: crate::device::Features::ALL,
            is_mock: false,
            profile: None,
            device_type: DeviceType::DiscreteGpu,
            clock_mhz: 0,
            workgroup_memory_limit: 48 << 10,
            max_grid: [1, 1, 1],
            dispatch_grid: [1, 1, 1],
            max_workgroups: 1,
            pci_bus_id: String::new(),
            uuid: String::new(),
            notes: Vec::new(),
        }
    }

    #[test]
    fn gpus_seen_natively_are_not_listed_again_through_wgpu() {
        let native = vec![(info(DeviceKind::Cuda, 0), "0000:65:00.0".to_string())];
        let wgpu = vec![
            (info(DeviceKind::Wgpu, 0), "65:00.0".to_string()), // same GPU, no domain
            (info(DeviceKind::Wgpu, 1), "0000:B3:00.0".to_string()), // another GPU
            (info(DeviceKind::Wgpu, 2), String::new()),         // unknown bus: kept
        ];
        let kept: Vec<usize> = dedupe_by_pci(&native, wgpu).iter().map(|(i, _)| i.id.index).collect();
        assert_eq!(kept, vec![1, 2]);
    }

    #[test]
    fn software_gpus_rank_below_the_cpu_device_and_real_gpus_above() {
        let mut lavapipe = info(DeviceKind::Wgpu, 0);
        lavapipe.device_type = DeviceType::SoftwareGpu;
        let mut cpu = info(DeviceKind::Cpu, 0);
        cpu.device_type = DeviceType::Cpu;
        let discrete = info(DeviceKind::Wgpu, 1);
        assert!(rank(&discrete) < rank(&cpu));
        assert!(rank(&cpu) < rank(&lavapipe));
        assert!(rank(&info(DeviceKind::Cuda, 3)) < rank(&discrete));
    }
}
