//! Device enumeration, ranking and selection.
//!
//! Every backend is probed once, lazily; a backend whose runtime is missing simply contributes no
//! devices. The CPU device is always present and doubles as the mock device (`ANYGPU_MOCK`,
//! [`set_mock_devices`]).

use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, Mutex, OnceLock};

use crate::backend::Backend;
use crate::context::GpuContext;
use crate::error::{GpuError, Result};

/// Which kind of runtime drives a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeviceKind {
    /// NVIDIA GPU through the CUDA driver.
    Cuda,
    /// AMD GPU through the HIP runtime.
    Rocm,
    /// Any GPU (or software rasteriser) through wgpu.
    Wgpu,
    /// The host CPU (also the mock device).
    Cpu,
}

impl DeviceKind {
    /// The prefix used in device ids (`cpu:0`, `cuda:1`, ...).
    pub fn prefix(self) -> &'static str {
        match self {
            DeviceKind::Cuda => "cuda",
            DeviceKind::Rocm => "rocm",
            DeviceKind::Wgpu => "wgpu",
            DeviceKind::Cpu => "cpu",
        }
    }
}

impl fmt::Display for DeviceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.prefix())
    }
}

/// What sort of processor a device is; used to rank devices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeviceType {
    DiscreteGpu,
    IntegratedGpu,
    VirtualGpu,
    /// A GPU API implemented in software on the CPU (lavapipe, SwiftShader, WARP).
    SoftwareGpu,
    /// anygpu's own CPU device.
    Cpu,
    Other,
}

/// A device's stable id: its kind and index within that kind, written `cpu:0`, `cuda:1`...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeviceId {
    pub kind: DeviceKind,
    pub index: usize,
}

impl DeviceId {
    pub const fn new(kind: DeviceKind, index: usize) -> Self {
        DeviceId { kind, index }
    }
}

impl fmt::Display for DeviceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.kind, self.index)
    }
}

impl FromStr for DeviceId {
    type Err = GpuError;
    /// Parses `cpu`, `cpu:0`, `cuda:1`, `rocm:0`, `wgpu:2` (a bare kind means index 0).
    fn from_str(s: &str) -> Result<Self> {
        let s = s.trim();
        let (kind, index) = match s.split_once(':') {
            Some((k, i)) => (k, Some(i)),
            None => (s, None),
        };
        let kind = match kind.to_ascii_lowercase().as_str() {
            "cpu" => DeviceKind::Cpu,
            "cuda" => DeviceKind::Cuda,
            "rocm" | "hip" => DeviceKind::Rocm,
            "wgpu" => DeviceKind::Wgpu,
            other => {
                return Err(GpuError::DeviceNotFound(format!(
                    "`{s}`: unknown device kind `{other}` (expected cpu, cuda, rocm or wgpu, optionally with :INDEX)"
                )))
            }
        };
        let index = match index {
            None => 0,
            Some(i) => i
                .parse()
                .map_err(|_| GpuError::DeviceNotFound(format!("`{s}`: the index after `:` must be a number")))?,
        };
        Ok(DeviceId { kind, index })
    }
}

/// What is known about a device.
#[derive(Clone, Debug)]
pub struct DeviceInfo {
    pub id: DeviceId,
    pub name: String,
    pub kind: DeviceKind,
    /// Device memory in bytes (for the CPU device: its allocation limit).
    pub memory_total: u64,
    /// Streaming multiprocessors / compute units / CPU threads.
    pub multiprocessor_count: u32,
    /// `8.0` for sm_80, `gfx942` for AMD, the host CPU model for the CPU device...
    pub compute_version: String,
    /// Invocations per subgroup (warp/wavefront/SIMD chunk).
    pub subgroup_size: u32,
    /// Most invocations in one workgroup.
    pub max_workgroup_size: u32,
    /// True for a CPU device configured as a mock GPU.
    pub is_mock: bool,
    /// Discrete, integrated, software...
    pub device_type: DeviceType,
    /// Clock rate in MHz (0 when the runtime does not say).
    pub clock_mhz: u32,
    /// Most `var<workgroup>` memory one workgroup may use, in bytes.
    pub workgroup_memory_limit: u64,
    /// Most workgroups one launch may have along x, y and z (checked by every launch).
    pub max_grid: [u32; 3],
    /// PCI address `dddd:bb:dd.f` (empty when unknown): how one GPU seen through two runtimes
    /// is recognised.
    pub pci_bus_id: String,
    /// The GPU's UUID as the driver reports it (empty when unknown).
    pub uuid: String,
    /// Where this device does not behave like the others, in words a user can act on (shown by
    /// `anygpu devices` and logged when a context opens on it). Empty for most devices.
    pub notes: Vec<String>,
}

/// How a CPU device (and so a mock device) presents itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuDeviceConfig {
    /// Name shown in [`DeviceInfo::name`].
    pub name: String,
    /// Allocation limit in bytes; allocations past it fail with `OutOfMemory`.
    pub memory_limit: u64,
    /// Reported compute units; also the number of worker threads (0 = all cores).
    pub compute_units: u32,
    /// Whether this is a mock device (shown in `DeviceInfo::is_mock`).
    pub mock: bool,
    /// Bytes of poison-filled guard memory before and after every allocation (0 = none), checked
    /// after every launch: a kernel that wrote outside its buffers makes the launch fail. A
    /// debugging aid in the spirit of AddressSanitizer's red zones; it proves in tests that the
    /// compiled bounds checks hold. Rounded up to a multiple of 64.
    pub guard_bytes: usize,
}

/// The most compute units a mock device may report. Each is a worker thread, so the bound keeps a
/// mistyped `cu=100000` from turning every launch into a thread storm.
pub const MAX_MOCK_COMPUTE_UNITS: u32 = 1024;

impl CpuDeviceConfig {
    /// The real host CPU: all cores, memory limited to the machine's RAM.
    pub fn host() -> Self {
        CpuDeviceConfig {
            name: host_cpu_name(),
            memory_limit: host_memory_bytes(),
            compute_units: 0,
            mock: false,
            guard_bytes: 0,
        }
    }

    /// A mock device with the given name, memory limit and compute-unit count.
    pub fn mock(name: impl Into<String>, memory_limit: u64, compute_units: u32) -> Self {
        CpuDeviceConfig {
            name: name.into(),
            memory_limit,
            compute_units,
            mock: true,
            guard_bytes: 0,
        }
    }

    /// Parses an `ANYGPU_MOCK` value: `count=2,name=Mock GPU,memory=64M,cu=8,guard=4K` (all keys
    /// optional; memory and guard take K/M/G suffixes; `cu` at most [`MAX_MOCK_COMPUTE_UNITS`],
    /// `guard` at most 1M).
    pub fn parse_mock_spec(spec: &str) -> Result<Vec<CpuDeviceConfig>> {
        let mut count = 1usize;
        let mut cfg = CpuDeviceConfig::mock("anygpu mock device", 1 << 30, 4);
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || {
                GpuError::invalid_argument(format!(
                    "ANYGPU_MOCK: cannot read `{part}`; expected e.g. `count=2,name=Mock GPU,memory=64M,cu=8,guard=4K`"
                ))
            };
            let (key, value) = part.split_once('=').ok_or_else(bad)?;
            let value = value.trim();
            match key.trim() {
                "count" | "n" => count = value.parse().map_err(|_| bad())?,
                "name" => cfg.name = value.to_string(),
                "memory" | "mem" => cfg.memory_limit = parse_bytes(value).ok_or_else(bad)?,
                "cu" | "compute_units" => {
                    cfg.compute_units = value.parse().map_err(|_| bad())?;
                    if cfg.compute_units > MAX_MOCK_COMPUTE_UNITS {
                        return Err(GpuError::invalid_argument(format!(
                            "ANYGPU_MOCK: cu={value} is more than the {MAX_MOCK_COMPUTE_UNITS} compute units a mock device may have"
                        )));
                    }
                }
                "guard" => {
                    cfg.guard_bytes = parse_bytes(value)
                        .and_then(|b| usize::try_from(b).ok())
                        .filter(|&b| b <= 1 << 20)
                        .ok_or_else(bad)?
                }
                _ => return Err(bad()),
            }
        }
        if count == 0 || count > 64 {
            return Err(GpuError::invalid_argument(
                "ANYGPU_MOCK: count must be between 1 and 64",
            ));
        }
        Ok(vec![cfg; count])
    }
}

fn host_cpu_name() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| format!("{} CPU", std::env::consts::ARCH))
}

fn host_memory_bytes() -> u64 {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("MemTotal:"))?;
            let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(kb * 1024)
        })
        .unwrap_or(8 << 30)
}

/// Parses `4096`, `64K`, `512M`, `2G` (binary units).
pub(crate) fn parse_bytes(s: &str) -> Option<u64> {
    let s = s.trim();
    let (digits, mult) = match s.chars().last()?.to_ascii_uppercase() {
        'K' => (&s[..s.len() - 1], 1u64 << 10),
        'M' => (&s[..s.len() - 1], 1 << 20),
        'G' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    digits.trim().parse::<u64>().ok()?.checked_mul(mult)
}

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

#[cfg(not(feature = "cpu"))]
fn build_cpu_devices(_configs: &[CpuDeviceConfig]) -> Vec<DeviceEntry> {
    Vec::new()
}

#[cfg(feature = "cpu")]
fn build_cpu_devices(configs: &[CpuDeviceConfig]) -> Vec<DeviceEntry> {
    configs
        .iter()
        .enumerate()
        .map(|(i, cfg)| {
            let backend = crate::backend::cpu::CpuBackend::new(DeviceId::new(DeviceKind::Cpu, i), cfg);
            DeviceEntry {
                info: backend.info().clone(),
                backend: Arc::new(backend) as Arc<dyn Backend>,
            }
        })
        .collect()
}

fn default_cpu_configs() -> Result<Vec<CpuDeviceConfig>> {
    match std::env::var("ANYGPU_MOCK") {
        Ok(spec) if !spec.trim().is_empty() => CpuDeviceConfig::parse_mock_spec(&spec),
        _ => Ok(vec![CpuDeviceConfig::host()]),
    }
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

/// Adds the devices a native backend's `probe` finds (none without its driver; a panic past the
/// probe's own guards also means none).
#[cfg(any(feature = "cuda", feature = "rocm"))]
fn add_native<B: Backend + 'static>(
    kind: &str,
    probe: fn() -> Vec<B>,
    all: &mut Vec<DeviceEntry>,
    native: &mut Vec<(DeviceInfo, String)>,
) {
    match std::panic::catch_unwind(probe) {
        Ok(devices) => {
            for b in devices {
                native.push((b.info().clone(), b.info().pci_bus_id.clone()));
                all.push(DeviceEntry {
                    info: b.info().clone(),
                    backend: Arc::new(b) as Arc<dyn Backend>,
                });
            }
        }
        Err(_) => tracing::warn!("probing {kind} devices panicked; no {kind} devices"),
    }
}

/// Devices of the GPU backends, probed once: CUDA, ROCm, then wgpu (minus GPUs already listed).
fn gpu_devices() -> &'static [DeviceEntry] {
    static GPUS: OnceLock<Vec<DeviceEntry>> = OnceLock::new();
    GPUS.get_or_init(|| {
        #[allow(unused_mut)]
        let mut all: Vec<DeviceEntry> = Vec::new();
        // Native devices first: a GPU they list is not listed again through wgpu.
        #[allow(unused_mut, unused_variables)]
        let mut native: Vec<(DeviceInfo, String)> = Vec::new();
        #[cfg(feature = "cuda")]
        add_native("CUDA", crate::backend::cuda::probe, &mut all, &mut native);
        #[cfg(feature = "rocm")]
        add_native("ROCm", crate::backend::rocm::probe, &mut all, &mut native);
        #[cfg(all(feature = "wgpu", not(target_arch = "wasm32")))]
        {
            // A panic inside a driver or wgpu must mean "no devices of this kind", not a crash.
            match std::panic::catch_unwind(crate::backend::wgpu::probe) {
                Ok(devices) => {
                    let listed: Vec<(DeviceInfo, String)> = devices
                        .iter()
                        .map(|b| (b.info().clone(), b.pci_bus_id().to_string()))
                        .collect();
                    let kept = if keep_wgpu_duplicates() {
                        listed
                    } else {
                        dedupe_by_pci(&native, listed)
                    };
                    for b in devices {
                        if kept.iter().any(|(i, _)| i.id == b.info().id) {
                            all.push(DeviceEntry {
                                info: b.info().clone(),
                                backend: Arc::new(b) as Arc<dyn Backend>,
                            });
                        } else {
                            tracing::info!(
                                "{} ({}, PCI {}) is a GPU already listed natively; not listed again",
                                b.info().id,
                                b.info().name,
                                b.pci_bus_id()
                            );
                        }
                    }
                }
                Err(_) => tracing::warn!("probing wgpu adapters panicked; no wgpu devices"),
            }
        }
        all
    })
}

/// Every device, and the error that kept the CPU devices out (a malformed `ANYGPU_MOCK`): that
/// error must not hide the GPUs, and is reported where a CPU device is asked for.
fn all_devices() -> (Vec<DeviceEntry>, Option<GpuError>) {
    let mut all: Vec<DeviceEntry> = gpu_devices().to_vec();
    match cpu_devices() {
        Ok(cpu) => {
            all.extend(cpu);
            (all, None)
        }
        Err(e) => (all, Some(e)),
    }
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
/// to stderr, twice. It sets `NODEVICE_SELECT=1` (the layer's own switch) unless the variable is
/// set. Changing the environment is only sound while the process has a single thread, so once
/// other threads run this does nothing: call it first thing in `main`, as the `anygpu` CLI and
/// the examples do.
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
    let (all, cpu_error) = all_devices();
    let entry = match all.into_iter().find(|d| d.info.id == id) {
        Some(entry) => entry,
        None => {
            if let (Some(e), DeviceKind::Cpu) = (cpu_error, id.kind) {
                return Err(e);
            }
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

    #[test]
    fn device_ids_round_trip() {
        for s in ["cpu:0", "cuda:1", "rocm:3", "wgpu:2"] {
            assert_eq!(s.parse::<DeviceId>().unwrap().to_string(), s);
        }
        assert_eq!("cpu".parse::<DeviceId>().unwrap(), DeviceId::new(DeviceKind::Cpu, 0));
        assert!("tpu:0"
            .parse::<DeviceId>()
            .unwrap_err()
            .to_string()
            .contains("unknown device kind"));
        assert!("cpu:x".parse::<DeviceId>().is_err());
    }

    #[test]
    fn mock_spec_parses() {
        let v = CpuDeviceConfig::parse_mock_spec("count=3,name=Fake GPU,memory=64M,cu=8").unwrap();
        assert_eq!(v.len(), 3);
        assert_eq!(v[0].name, "Fake GPU");
        assert_eq!(v[0].memory_limit, 64 << 20);
        assert_eq!(v[0].compute_units, 8);
        assert!(CpuDeviceConfig::parse_mock_spec("bogus").is_err());
        assert!(CpuDeviceConfig::parse_mock_spec("count=0").is_err());
    }

    fn info(kind: DeviceKind, index: usize) -> DeviceInfo {
        DeviceInfo {
            id: DeviceId::new(kind, index),
            name: format!("{kind}{index}"),
            kind,
            memory_total: 0,
            multiprocessor_count: 0,
            compute_version: String::new(),
            subgroup_size: 32,
            max_workgroup_size: 1024,
            is_mock: false,
            device_type: DeviceType::DiscreteGpu,
            clock_mhz: 0,
            workgroup_memory_limit: 48 << 10,
            max_grid: [1, 1, 1],
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

    #[test]
    fn byte_sizes() {
        assert_eq!(parse_bytes("4096"), Some(4096));
        assert_eq!(parse_bytes("2G"), Some(2 << 30));
        assert_eq!(parse_bytes("x"), None);
    }
}
