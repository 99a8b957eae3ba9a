//! What wgpu says about an adapter, before any device is opened: the adapters of the primary
//! backends (or the browser's), the optional features anygpu asks for (`ANYGPU_WGPU_FEATURES`
//! narrows them), the adapter's limits as a [`DeviceInfo`], and driver notes users must know.

use std::collections::HashMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, OnceLock};

#[cfg(not(target_arch = "wasm32"))]
use super::future::block_on;
use super::WgpuBackend;
#[cfg(not(target_arch = "wasm32"))]
use crate::device::{vulkan_version, RuntimeStatus};
use crate::device::{DeviceId, DeviceInfo, DeviceKind, DeviceType, Features};
#[cfg(target_arch = "wasm32")]
use crate::error::{GpuError, Result};

/// Features anygpu asks for when an adapter has them, each with its short name for
/// `ANYGPU_WGPU_FEATURES` (the kernel features among them are named in messages by
/// `Features::missing_from`).
pub(super) const OPTIONAL_FEATURES: &[(wgpu::Features, &str)] = &[
    (wgpu::Features::SHADER_F16, "f16"),
    (wgpu::Features::SHADER_F64, "f64"),
    (wgpu::Features::SHADER_INT64, "int64"),
    (wgpu::Features::SUBGROUP, "subgroups"),
    (wgpu::Features::SHADER_FLOAT32_ATOMIC, "f32-atomics"),
    (wgpu::Features::TIMESTAMP_QUERY, "timestamps"),
    (wgpu::Features::PASSTHROUGH_SHADERS, "passthrough"),
    (wgpu::Features::IMMEDIATES, "immediates"),
    (wgpu::Features::FLOAT32_FILTERABLE, "float32-filterable"),
    (wgpu::Features::BGRA8UNORM_STORAGE, "bgra8unorm-storage"),
    (
        wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES,
        "texture-format-features",
    ),
];
#[cfg(target_arch = "wasm32")]
/// The browser's WebGPU adapter (high-performance preference) as a wgpu device kind, with its
/// device already open.
pub async fn open_browser_adapter() -> Result<WgpuBackend> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle_from_env());
    let adapter = instance
        .request_adapter(&wgpu::RequestAdapterOptions {
            power_preference: wgpu::PowerPreference::HighPerformance,
            ..Default::default()
        })
        .await
        .map_err(|e| GpuError::DeviceNotFound(format!("no WebGPU adapter: {e}")))?;
    let backend = WgpuBackend::new(DeviceId::new(DeviceKind::Wgpu, 0), adapter);
    backend.open_async().await?;
    Ok(backend)
}

/// Every adapter of the primary backends (blocking: not for browsers, which use
/// [`open_browser_adapter`]), with what was found of the Vulkan loader and the adapters and,
/// when there is none, why.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn probe() -> (Vec<WgpuBackend>, RuntimeStatus) {
    // Vulkan, Metal, DX12 (and WebGPU) by default. GL is opt-in (`WGPU_BACKEND=gl` or `all`): on
    // Linux it goes through EGL, which prints warnings on headless machines (`XDG_RUNTIME_DIR is
    // invalid`) and mostly lists a GPU that Vulkan already gives us. The instance itself must
    // leave GL out too: creating it is what initialises EGL.
    let backends = wgpu::Backends::from_env().unwrap_or(wgpu::Backends::PRIMARY);
    let mut descriptor = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    descriptor.backends = backends;
    let instance = wgpu::Instance::new(descriptor);
    let mut status = RuntimeStatus::new(DeviceKind::Wgpu);
    let loader = vulkan_loader_version(&instance);
    status.version = loader.as_ref().map(|v| format!("Vulkan loader {v}"));
    let adapters = block_on(instance.enumerate_adapters(backends));
    status.found = loader.is_some() || !adapters.is_empty();
    let mut devices = Vec::new();
    for adapter in adapters {
        let info = adapter.get_info();
        let what = format!(
            "{} ({:?}, {:?}{})",
            info.name,
            info.backend,
            info.device_type,
            if info.driver.is_empty() {
                String::new()
            } else {
                format!(", driver {} {}", info.driver, info.driver_info)
                    .trim_end()
                    .to_string()
            }
        );
        if !adapter
            .get_downlevel_capabilities()
            .flags
            .contains(wgpu::DownlevelFlags::COMPUTE_SHADERS)
        {
            status
                .notes
                .push(format!("adapter {what} skipped: it cannot run compute shaders"));
            continue;
        }
        status.notes.push(format!(
            "adapter {}: {what}",
            DeviceId::new(DeviceKind::Wgpu, devices.len())
        ));
        devices.push(WgpuBackend::new(
            DeviceId::new(DeviceKind::Wgpu, devices.len()),
            adapter,
        ));
    }
    if devices.is_empty() {
        status.reason = Some(no_adapter_reason(backends, loader));
    }
    if !backends.contains(wgpu::Backends::GL) {
        status
            .notes
            .push("GL adapters are listed only with WGPU_BACKEND=gl (or all)".into());
    }
    let n = devices.len();
    (devices, status.with_devices(n))
}

/// The Vulkan loader's version (`vkEnumerateInstanceVersion`), or `None` when wgpu found no
/// loader (or was asked for no Vulkan).
#[cfg(not(target_arch = "wasm32"))]
fn vulkan_loader_version(instance: &wgpu::Instance) -> Option<String> {
    #[cfg(any(target_os = "linux", target_os = "windows", target_os = "android"))]
    {
        // SAFETY: only reads a version number the instance stored when it was created; the hal
        // instance is neither kept nor destroyed.
        let hal = unsafe { instance.as_hal::<wgpu::hal::api::Vulkan>() }?;
        Some(vulkan_version(hal.shared_instance().instance_api_version()))
    }
    #[cfg(not(any(target_os = "linux", target_os = "windows", target_os = "android")))]
    {
        let _ = instance;
        None
    }
}

/// Why wgpu lists no adapter, with what to install.
#[cfg(not(target_arch = "wasm32"))]
fn no_adapter_reason(backends: wgpu::Backends, loader: Option<String>) -> String {
    let vulkan_platform = cfg!(any(target_os = "linux", target_os = "windows", target_os = "android"));
    if !vulkan_platform || !backends.contains(wgpu::Backends::VULKAN) {
        return format!("wgpu lists no adapter for {backends:?}");
    }
    match loader {
        // wgpu reports a missing loader and a loader that finds no driver (no ICD, or one whose
        // library does not load) the same way: no Vulkan instance.
        None => format!(
            "no Vulkan instance: the loader ({}) is missing or found no driver; install the loader and a Vulkan driver (Debian: libvulkan1, and mesa-vulkan-drivers for lavapipe, a software GPU; an NVIDIA driver's ICD needs libglvnd's libGLX/libEGL), or point VK_DRIVER_FILES at the driver's ICD json",
            if cfg!(windows) { "vulkan-1.dll" } else { "libvulkan.so.1" }
        ),
        Some(v) => format!(
            "the Vulkan loader ({v}) was found but lists no adapter: install a Vulkan driver (your GPU vendor's, or Debian's mesa-vulkan-drivers for lavapipe, a software GPU)"
        ),
    }
}

/// Whether a Vulkan adapter zero-initialises workgroup memory natively: Vulkan 1.3, or
/// `VK_KHR_zero_initialize_workgroup_memory` (wgpu-hal enables the feature whenever it exists).
fn native_workgroup_zeroing(adapter: &wgpu::Adapter) -> bool {
    #[cfg(any(target_os = "linux", target_os = "windows", target_os = "android"))]
    {
        // SAFETY: only reads the physical device's properties; the hal handle is not kept.
        if let Some(hal) = unsafe { adapter.as_hal::<wgpu::hal::api::Vulkan>() } {
            let caps = hal.physical_device_capabilities();
            const VULKAN_1_3: u32 = (1 << 22) | (3 << 12);
            return caps.properties().api_version >= VULKAN_1_3
                || caps.supports_extension(c"VK_KHR_zero_initialize_workgroup_memory");
        }
    }
    let _ = adapter;
    false
}

/// The optional features anygpu may ask of an adapter: all of them, unless
/// `ANYGPU_WGPU_FEATURES` lists some (`none`, or names such as `f16,subgroups`), e.g. to check
/// that kernels run where a browser offers no extensions.
fn allowed_features() -> wgpu::Features {
    let all = OPTIONAL_FEATURES
        .iter()
        .fold(wgpu::Features::empty(), |f, (x, _)| f | *x);
    match std::env::var("ANYGPU_WGPU_FEATURES") {
        Ok(list) => parse_feature_list(&list).unwrap_or_else(|unknown| {
            tracing::warn!(
                "ANYGPU_WGPU_FEATURES: unknown feature `{unknown}` (known: none, {}); using all",
                OPTIONAL_FEATURES.iter().map(|f| f.1).collect::<Vec<_>>().join(", ")
            );
            all
        }),
        Err(_) => all,
    }
}

fn parse_feature_list(list: &str) -> std::result::Result<wgpu::Features, String> {
    let mut features = wgpu::Features::empty();
    for name in list.split(',').map(str::trim).filter(|n| !n.is_empty() && *n != "none") {
        let (f, _) = OPTIONAL_FEATURES
            .iter()
            .find(|(_, short)| *short == name)
            .ok_or_else(|| name.to_string())?;
        features |= *f;
    }
    Ok(features)
}

/// Iterations after which lavapipe (Mesa's software Vulkan) ends a shader's loops.
pub(crate) const LAVAPIPE_LOOP_LIMIT: u32 = 65_535;

/// What users must know about a driver. Lavapipe ends every loop of a shader once 65,535
/// iterations have run in total (a guard against hangs in Mesa's llvmpipe) and still reports
/// success, so long-running loops silently give wrong results there.
fn driver_notes(adapter: &wgpu::AdapterInfo) -> Vec<String> {
    let lavapipe = adapter.name.starts_with("llvmpipe") || adapter.driver.eq_ignore_ascii_case("llvmpipe");
    if !lavapipe {
        return Vec::new();
    }
    vec![format!(
        "lavapipe stops a kernel's loops after {LAVAPIPE_LOOP_LIMIT} iterations in all (counted across every loop of a work-item) and reports success: kernels that loop longer silently give wrong results here; run them on the cpu device"
    )]
}

impl WgpuBackend {
    pub(super) fn new(id: DeviceId, adapter: wgpu::Adapter) -> Self {
        let native_zeroing = native_workgroup_zeroing(&adapter);
        let adapter_info = adapter.get_info();
        let limits = adapter.limits();
        let features = adapter.features() & allowed_features();
        let info = DeviceInfo {
            id,
            name: adapter_info.name.clone(),
            kind: DeviceKind::Wgpu,
            // wgpu does not report device memory; the largest buffer is what a user can rely on.
            memory_total: limits.max_buffer_size,
            multiprocessor_count: 0,
            compute_version: format!("{:?} {:?}", adapter_info.backend, adapter_info.device_type),
            subgroup_size: adapter_info.subgroup_max_size.max(1),
            subgroup_min_size: adapter_info
                .subgroup_min_size
                .clamp(1, adapter_info.subgroup_max_size.max(1)),
            max_workgroup_size: limits.max_compute_invocations_per_workgroup,
            is_mock: false,
            profile: None,
            device_type: match adapter_info.device_type {
                wgpu::DeviceType::DiscreteGpu => DeviceType::DiscreteGpu,
                wgpu::DeviceType::IntegratedGpu => DeviceType::IntegratedGpu,
                wgpu::DeviceType::VirtualGpu => DeviceType::VirtualGpu,
                wgpu::DeviceType::Cpu => DeviceType::SoftwareGpu,
                wgpu::DeviceType::Other => DeviceType::Other,
            },
            clock_mhz: 0,
            max_workgroup_dims: [
                limits.max_compute_workgroup_size_x,
                limits.max_compute_workgroup_size_y,
                limits.max_compute_workgroup_size_z,
            ],
            // wgpu pads every buffer to 4 bytes (`memory::padded`); the limit is on that size.
            max_binding_bytes: limits.max_storage_buffer_binding_size & !3,
            max_storage_buffers: limits.max_storage_buffers_per_shader_stage,
            features: Features {
                f16: features.contains(wgpu::Features::SHADER_F16),
                f64: features.contains(wgpu::Features::SHADER_F64),
                int64: features.contains(wgpu::Features::SHADER_INT64),
                subgroups: features.contains(wgpu::Features::SUBGROUP),
                f32_atomics: features.contains(wgpu::Features::SHADER_FLOAT32_ATOMIC),
                // GLSL.std.450 defines them for f16 and f32 only (drivers give wrong results
                // silently), and every wgpu backend goes through such a translation.
                f64_transcendentals: false,
                // wgpu's EXPERIMENTAL_COOPERATIVE_MATRIX needs its experimental-features opt-in
                // and anygpu does not yet pass the matrices through: the native devices run them.
                cooperative_matrices: false,
                // Neither WGSL nor the SPIR-V anygpu writes has a bfloat16 type.
                bf16: false,
            },
            workgroup_memory_limit: limits.max_compute_workgroup_storage_size as u64,
            // Wider launches are split into dispatches (`spirv::grid_window`).
            max_grid: [u32::MAX; 3],
            dispatch_grid: [limits.max_compute_workgroups_per_dimension; 3],
            max_workgroups: u32::MAX as u64,
            pci_bus_id: adapter_info.device_pci_bus_id.clone(),
            uuid: String::new(),
            notes: driver_notes(&adapter_info),
        };
        WgpuBackend {
            info,
            adapter,
            adapter_info,
            limits,
            features,
            device: OnceLock::new(),
            buffers: Mutex::new(HashMap::new()),
            textures: Mutex::new(HashMap::new()),
            samplers: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(1),
            native_zeroing,
            lost: Arc::new(Mutex::new(None)),
        }
    }

    /// PCI bus id as the driver reports it (empty when unknown), to match native devices.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn pci_bus_id(&self) -> &str {
        &self.adapter_info.device_pci_bus_id
    }
}

#[cfg(test)]
mod tests {
    /// The mock's `webgpu-default` profile is what this backend reports for an adapter with
    /// wgpu's default limits, which are the WebGPU specification's (wgpu-types `Limits::default`).
    #[test]
    fn the_webgpu_default_profile_is_wgpus_default_limits() {
        let p = crate::GpuProfile::named("webgpu-default").unwrap();
        let l = wgpu::Limits::default();
        assert_eq!(p.max_workgroup_size, l.max_compute_invocations_per_workgroup);
        assert_eq!(
            p.max_workgroup_dims,
            [
                l.max_compute_workgroup_size_x,
                l.max_compute_workgroup_size_y,
                l.max_compute_workgroup_size_z
            ]
        );
        assert_eq!(p.max_binding_bytes, l.max_storage_buffer_binding_size & !3);
        assert_eq!(p.max_storage_buffers, l.max_storage_buffers_per_shader_stage);
        assert_eq!(p.workgroup_memory_limit, l.max_compute_workgroup_storage_size as u64);
        // A profile's grid is one dispatch's: a mock posing as this adapter runs on the CPU
        // device, which never splits a launch.
        assert_eq!(p.max_grid, [l.max_compute_workgroups_per_dimension; 3]);
        assert_eq!(p.max_workgroups, u32::MAX as u64);
        assert!(!p.features.bf16 && !p.features.f64_transcendentals && !p.features.cooperative_matrices);
    }
}
