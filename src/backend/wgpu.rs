//! The wgpu device kind: any Vulkan, Metal, DX12 or GL adapter (and browsers). Kernels go to wgpu
//! as naga IR with the overrides applied and the bounds checks written in (`compiler::targets::spirv`;
//! on Vulkan as anygpu's own SPIR-V), bound from the same `KernelSignature` as the native
//! backends, so `launch(&k, cfg, &[&a, &b])` means the same here.
//!
//! Each adapter's own limits are requested (never wgpu's defaults: their 128/256 MiB buffer caps
//! are a known trap), and the optional features kernels may need (f16, f64, int64, subgroups,
//! float32 atomics) whenever the adapter has them. Devices are created lazily, on first use.

use std::any::Any;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use crate::backend::RawBuffer;
use crate::backend::{Backend, DeviceAlloc, LoadedKernel};
use crate::compiler::front::FrontModule;
use crate::device::{DeviceId, DeviceInfo, DeviceKind, DeviceType};
use crate::error::{GpuError, Result};

/// Features anygpu asks for when an adapter has them, and the WGSL they enable.
/// Each feature with its short name (for `ANYGPU_WGPU_FEATURES`) and what kernels use it for.
const OPTIONAL_FEATURES: &[(wgpu::Features, &str, &str)] = &[
    (wgpu::Features::SHADER_F16, "f16", "f16 (`enable f16;`)"),
    (wgpu::Features::SHADER_F64, "f64", "f64"),
    (wgpu::Features::SHADER_INT64, "int64", "i64/u64"),
    (
        wgpu::Features::SUBGROUP,
        "subgroups",
        "subgroup operations and built-ins",
    ),
    (wgpu::Features::SHADER_FLOAT32_ATOMIC, "f32-atomics", "atomic<f32>"),
    (wgpu::Features::TIMESTAMP_QUERY, "timestamps", "timestamp queries"),
    (
        wgpu::Features::PASSTHROUGH_SHADERS,
        "passthrough",
        "anygpu's own SPIR-V",
    ),
];

fn backend_error(operation: impl Into<String>, message: impl std::fmt::Display) -> GpuError {
    GpuError::Backend {
        backend: "wgpu",
        operation: operation.into(),
        message: message.to_string(),
    }
}

/// Every adapter of every wgpu backend that can run compute shaders, as anygpu devices.
/// Waits for a wgpu future on a native thread.
#[cfg(not(target_arch = "wasm32"))]
fn block_on<F: std::future::Future>(f: F) -> F::Output {
    pollster::block_on(f)
}

/// The error an error scope caught. Natively this waits for it; in a browser it cannot, so the
/// error is logged when it arrives (validation errors there mean anygpu's own bug, since the
/// front end validated the kernel already; out-of-memory shows up at the first use).
#[cfg(not(target_arch = "wasm32"))]
fn scope_error(scope: wgpu::ErrorScopeGuard) -> Option<wgpu::Error> {
    block_on(scope.pop())
}

#[cfg(target_arch = "wasm32")]
fn scope_error(scope: wgpu::ErrorScopeGuard) -> Option<wgpu::Error> {
    // Popped now (scopes must be popped in the order they were pushed); only the wait for its
    // result is left to the browser.
    let popped = scope.pop();
    wasm_bindgen_futures::spawn_local(async move {
        if let Some(e) = popped.await {
            tracing::error!("wgpu: {e}");
        }
    });
    None
}

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
/// [`open_browser_adapter`]).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn probe() -> Vec<WgpuBackend> {
    // Vulkan, Metal, DX12 (and WebGPU) by default. GL is opt-in (`WGPU_BACKEND=gl` or `all`): on
    // Linux it goes through EGL, which prints warnings on headless machines (`XDG_RUNTIME_DIR is
    // invalid`) and mostly lists a GPU that Vulkan already gives us. The instance itself must
    // leave GL out too: creating it is what initialises EGL.
    let backends = wgpu::Backends::from_env().unwrap_or(wgpu::Backends::PRIMARY);
    let mut descriptor = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    descriptor.backends = backends;
    let instance = wgpu::Instance::new(descriptor);
    let adapters = block_on(instance.enumerate_adapters(backends));
    adapters
        .into_iter()
        .filter(|a| {
            a.get_downlevel_capabilities()
                .flags
                .contains(wgpu::DownlevelFlags::COMPUTE_SHADERS)
        })
        .enumerate()
        .map(|(i, adapter)| WgpuBackend::new(DeviceId::new(DeviceKind::Wgpu, i), adapter))
        .collect()
}

/// One wgpu adapter (and, once used, its device and queue).
pub struct WgpuBackend {
    info: DeviceInfo,
    adapter: wgpu::Adapter,
    adapter_info: wgpu::AdapterInfo,
    limits: wgpu::Limits,
    features: wgpu::Features,
    device: OnceLock<std::result::Result<(wgpu::Device, wgpu::Queue), String>>,
    buffers: Mutex<HashMap<u64, wgpu::Buffer>>,
    next_id: AtomicU64,
    /// The Vulkan device zero-initialises workgroup memory itself (Vulkan 1.3 or the KHR extension).
    native_zeroing: bool,
    /// Why the device was lost, once it has been (set by wgpu's device-lost callback).
    lost: Arc<Mutex<Option<String>>>,
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
        .fold(wgpu::Features::empty(), |f, (x, _, _)| f | *x);
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
        let (f, _, _) = OPTIONAL_FEATURES
            .iter()
            .find(|(_, short, _)| *short == name)
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
    fn new(id: DeviceId, adapter: wgpu::Adapter) -> Self {
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
            max_workgroup_size: limits.max_compute_invocations_per_workgroup,
            is_mock: false,
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
            workgroup_memory_limit: limits.max_compute_workgroup_storage_size as u64,
            max_grid: [limits.max_compute_workgroups_per_dimension; 3],
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
            next_id: AtomicU64::new(1),
            native_zeroing,
            lost: Arc::new(Mutex::new(None)),
        }
    }

    /// The adapter's type (discrete, integrated, software...), for ranking.
    pub fn device_type(&self) -> wgpu::DeviceType {
        self.adapter_info.device_type
    }

    /// PCI bus id as the driver reports it (empty when unknown), to match native devices.
    pub fn pci_bus_id(&self) -> &str {
        &self.adapter_info.device_pci_bus_id
    }

    /// The device, opened on first use (blocking; in a browser [`WgpuBackend::open_async`] must
    /// have opened it already).
    fn device(&self) -> Result<&(wgpu::Device, wgpu::Queue)> {
        self.check_lost()?;
        #[cfg(not(target_arch = "wasm32"))]
        let opened = self.device.get_or_init(|| {
            let opened = block_on(self.adapter.request_device(&self.device_descriptor()));
            self.with_handlers(opened)
        });
        // A browser cannot block on opening the device: `open_async` does it first.
        #[cfg(target_arch = "wasm32")]
        let opened = self.device.get().ok_or_else(|| {
            backend_error(
                format!("use {}", self.info.name),
                "the device is not open yet; in a browser use default_device_async()",
            )
        })?;
        opened
            .as_ref()
            .map_err(|e| backend_error(format!("open {}", self.info.name), e))
    }

    /// Opens the device without blocking the calling thread (what browsers require).
    pub async fn open_async(&self) -> Result<()> {
        if self.device.get().is_none() {
            let opened = self.adapter.request_device(&self.device_descriptor()).await;
            let _ = self.device.set(self.with_handlers(opened));
        }
        self.device().map(|_| ())
    }

    fn device_descriptor(&self) -> wgpu::DeviceDescriptor<'static> {
        wgpu::DeviceDescriptor {
            label: Some("anygpu"),
            required_features: self.features,
            required_limits: self.limits.clone(),
            ..Default::default()
        }
    }

    /// Installs anygpu's error and device-lost handlers on a freshly opened device.
    fn with_handlers(
        &self,
        opened: std::result::Result<(wgpu::Device, wgpu::Queue), wgpu::RequestDeviceError>,
    ) -> std::result::Result<(wgpu::Device, wgpu::Queue), String> {
        let (device, queue) = opened.map_err(|e| e.to_string())?;
        // wgpu's default handler panics; ours logs, and each operation checks its own errors
        // through error scopes.
        device.on_uncaptured_error(Arc::new(|e| tracing::error!("wgpu: {e}")));
        let lost = self.lost.clone();
        device.set_device_lost_callback(move |reason, message| {
            let why = match reason {
                wgpu::DeviceLostReason::Destroyed => format!("the device was destroyed ({message})"),
                _ => format!("the driver reported it lost ({message})"),
            };
            tracing::error!("wgpu device lost: {why}");
            *lost.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
        });
        Ok((device, queue))
    }

    fn buffer(&self, alloc: &DeviceAlloc) -> Result<wgpu::Buffer> {
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&alloc.addr)
            .cloned()
            .ok_or_else(|| backend_error("find a buffer", "the buffer was freed"))
    }

    /// Waits for the device's queued work. In a browser nothing may block: the browser runs the
    /// queue itself, and `read_async`/`synchronize_async` are how to wait there.
    fn wait(&self, device: &wgpu::Device) -> Result<()> {
        #[cfg(target_arch = "wasm32")]
        let polled = device.poll(wgpu::PollType::Poll);
        #[cfg(not(target_arch = "wasm32"))]
        let polled = device.poll(wgpu::PollType::wait_indefinitely());
        // A loss during the wait explains any failure better than the poll error does.
        self.check_lost()?;
        polled.map(|_| ()).map_err(|e| backend_error("wait for the device", e))
    }

    /// `DeviceLost` once wgpu has reported the device lost: every later operation gets it.
    fn check_lost(&self) -> Result<()> {
        match &*self.lost.lock().unwrap_or_else(|e| e.into_inner()) {
            Some(reason) => Err(GpuError::DeviceLost {
                device: format!("{} ({})", self.info.id, self.info.name),
                reason: reason.clone(),
            }),
            None => Ok(()),
        }
    }
}

impl WgpuBackend {
    /// Copies `len` bytes at `offset` of `src` into a new staging buffer and asks for it to be
    /// mapped; the mapping's result arrives through the returned [`Delivery`].
    fn stage_read(
        &self,
        src: &DeviceAlloc,
        offset: usize,
        len: usize,
    ) -> Result<(wgpu::Buffer, Delivery<std::result::Result<(), wgpu::BufferAsyncError>>)> {
        let (device, queue) = self.device()?;
        let buffer = self.buffer(src)?;
        let size = padded(len);
        let staging = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("anygpu staging"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = device.create_command_encoder(&Default::default());
        let copy = size.min(buffer.size() - offset as u64);
        encoder.copy_buffer_to_buffer(&buffer, offset as u64, &staging, 0, copy);
        queue.submit([encoder.finish()]);
        let (deliver, mapped) = delivery();
        staging.slice(..).map_async(wgpu::MapMode::Read, deliver);
        Ok((staging, mapped))
    }
}

/// Copies a mapped staging buffer's first `dst.len()` bytes out and unmaps it.
fn copy_out(staging: &wgpu::Buffer, dst: &mut [u8]) -> Result<()> {
    {
        let view = staging
            .slice(..)
            .get_mapped_range()
            .map_err(|e| backend_error("map a staging buffer", e))?;
        dst.copy_from_slice(&view[..dst.len()]);
    }
    staging.unmap();
    Ok(())
}

/// A value that a wgpu callback delivers later: a future for browsers, and natively something
/// to [`Delivery::take`] once the device has been polled.
struct Delivery<T> {
    slot: Arc<(Mutex<DeliverySlot<T>>, std::sync::Condvar)>,
}

/// The delivered value, and the waker of a task awaiting it.
type DeliverySlot<T> = (Option<T>, Option<std::task::Waker>);

/// The callback half and the receiving half of a [`Delivery`].
fn delivery<T: Send + 'static>() -> (impl FnOnce(T) + Send + 'static, Delivery<T>) {
    let slot: Arc<(Mutex<DeliverySlot<T>>, std::sync::Condvar)> =
        Arc::new((Mutex::new((None, None)), std::sync::Condvar::new()));
    let sender = slot.clone();
    let deliver = move |v: T| {
        let (lock, arrived) = &*sender;
        let mut s = lock.lock().unwrap_or_else(|e| e.into_inner());
        s.0 = Some(v);
        if let Some(w) = s.1.take() {
            w.wake();
        }
        arrived.notify_all();
    };
    (deliver, Delivery { slot })
}

/// How long a blocking receive waits for a callback whose work the device has finished.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
const CALLBACK_PATIENCE: std::time::Duration = std::time::Duration::from_secs(60);

impl<T> Delivery<T> {
    /// Blocks until the callback has delivered, calling `poll` (which waits for the device) in
    /// between. wgpu runs a callback on whichever thread polls: when several threads share a
    /// device, this thread's poll may return while another thread is still running this
    /// callback, so having polled is not proof of delivery (1 in 2,400 reads failed that way
    /// with 8 threads); waiting on the slot is.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fn receive(&self, what: &str, mut poll: impl FnMut() -> Result<()>) -> Result<T> {
        let start = std::time::Instant::now();
        let (lock, arrived) = &*self.slot;
        loop {
            poll()?;
            let s = lock.lock().unwrap_or_else(|e| e.into_inner());
            let (mut s, _) = arrived
                .wait_timeout_while(s, std::time::Duration::from_millis(5), |s| s.0.is_none())
                .unwrap_or_else(|e| e.into_inner());
            if let Some(v) = s.0.take() {
                return Ok(v);
            }
            if start.elapsed() > CALLBACK_PATIENCE {
                return Err(backend_error(
                    what,
                    format!("wgpu did not run the callback within {} s", CALLBACK_PATIENCE.as_secs()),
                ));
            }
        }
    }
}

impl<T> std::future::Future for Delivery<T> {
    type Output = T;
    fn poll(self: std::pin::Pin<&mut Self>, cx: &mut std::task::Context<'_>) -> std::task::Poll<T> {
        let mut s = self.slot.0.lock().unwrap_or_else(|e| e.into_inner());
        match s.0.take() {
            Some(v) => std::task::Poll::Ready(v),
            None => {
                s.1 = Some(cx.waker().clone());
                std::task::Poll::Pending
            }
        }
    }
}

impl WgpuBackend {
    /// On Vulkan, anygpu writes the SPIR-V itself (`compiler::targets::spirv`: zeroed workgroup memory,
    /// its own descriptor numbering); elsewhere (and without passthrough support) wgpu
    /// translates the checked module.
    fn own_spirv(
        &self,
        module: &naga::Module,
        info: &naga::valid::ModuleInfo,
        front: &FrontModule,
    ) -> Result<Option<Vec<u32>>> {
        if self.adapter_info.backend != wgpu::Backend::Vulkan
            || !self.features.contains(wgpu::Features::PASSTHROUGH_SHADERS)
        {
            return Ok(None);
        }
        crate::compiler::targets::spirv::write(module, info, front, self.native_zeroing).map(Some)
    }
}

/// Explicit bind group layouts from the kernel signature (groups 0..=highest used).
fn bind_group_layouts(
    device: &wgpu::Device,
    sig: &crate::compiler::abi::KernelSignature,
) -> Vec<wgpu::BindGroupLayout> {
    let groups = sig.bindings.iter().map(|b| b.group + 1).max().unwrap_or(0);
    (0..groups)
        .map(|g| {
            let entries: Vec<wgpu::BindGroupLayoutEntry> = sig
                .bindings
                .iter()
                .filter(|b| b.group == g)
                .map(|b| wgpu::BindGroupLayoutEntry {
                    binding: b.binding,
                    visibility: wgpu::ShaderStages::COMPUTE,
                    ty: wgpu::BindingType::Buffer {
                        ty: match b.kind {
                            crate::compiler::abi::BindingKind::Uniform => wgpu::BufferBindingType::Uniform,
                            crate::compiler::abi::BindingKind::Storage { read_only } => {
                                wgpu::BufferBindingType::Storage { read_only }
                            }
                        },
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    },
                    count: None,
                })
                .collect();
            device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: None,
                entries: &entries,
            })
        })
        .collect()
}

/// Sizes handed to wgpu are multiples of 4 (its copy alignment).
fn padded(bytes: usize) -> u64 {
    (bytes.max(4) as u64).next_multiple_of(wgpu::COPY_BUFFER_ALIGNMENT)
}

/// Features `module` needs that only some adapters have.
fn required_features(module: &naga::Module, uses_subgroups: bool) -> wgpu::Features {
    let mut f = wgpu::Features::empty();
    for (_, ty) in module.types.iter() {
        let scalar = match ty.inner {
            naga::TypeInner::Scalar(s)
            | naga::TypeInner::Vector { scalar: s, .. }
            | naga::TypeInner::Matrix { scalar: s, .. } => Some(s),
            naga::TypeInner::Atomic(s) => {
                if s.kind == naga::ScalarKind::Float {
                    f |= wgpu::Features::SHADER_FLOAT32_ATOMIC;
                }
                Some(s)
            }
            _ => None,
        };
        match scalar.map(|s| (s.kind, s.width)) {
            Some((naga::ScalarKind::Float, 2)) => f |= wgpu::Features::SHADER_F16,
            Some((naga::ScalarKind::Float, 8)) => f |= wgpu::Features::SHADER_F64,
            Some((naga::ScalarKind::Sint | naga::ScalarKind::Uint, 8)) => f |= wgpu::Features::SHADER_INT64,
            _ => {}
        }
    }
    if uses_subgroups {
        f |= wgpu::Features::SUBGROUP;
    }
    f
}

/// The first transcendental function the kernel applies to f64 values, if any (in its entry
/// point or any helper): GLSL.std.450 defines those for 16- and 32-bit floats only.
fn f64_transcendental(front: &FrontModule) -> Option<naga::MathFunction> {
    let module = &front.module;
    let functions = module
        .functions
        .iter()
        .map(|(h, f)| (f, &front.info[h]))
        .chain(std::iter::once((
            &module.entry_points[front.entry_index].function,
            front.info.get_entry_point(front.entry_index),
        )));
    for (function, info) in functions {
        for (h, e) in function.expressions.iter() {
            let naga::Expression::Math { fun, .. } = *e else {
                continue;
            };
            let transcendental = crate::compiler::front::is_transcendental(fun);
            let scalar = info[h].ty.inner_with(&module.types).scalar();
            if transcendental && scalar.is_some_and(|s| s.kind == naga::ScalarKind::Float && s.width == 8) {
                return Some(fun);
            }
        }
    }
    None
}

/// Whether the entry point uses subgroup built-ins or operations.
fn uses_subgroups(front: &FrontModule) -> bool {
    let ep = &front.module.entry_points[front.entry_index];
    let builtin = |b: &Option<naga::Binding>| {
        matches!(
            b,
            Some(naga::Binding::BuiltIn(
                naga::BuiltIn::SubgroupSize
                    | naga::BuiltIn::SubgroupInvocationId
                    | naga::BuiltIn::SubgroupId
                    | naga::BuiltIn::NumSubgroups
            ))
        )
    };
    let in_args = ep.function.arguments.iter().any(|a| {
        builtin(&a.binding)
            || match front.module.types[a.ty].inner {
                naga::TypeInner::Struct { ref members, .. } => members.iter().any(|m| builtin(&m.binding)),
                _ => false,
            }
    });
    let in_exprs = |f: &naga::Function| {
        f.expressions.iter().any(|(_, e)| {
            matches!(
                e,
                naga::Expression::SubgroupBallotResult | naga::Expression::SubgroupOperationResult { .. }
            )
        })
    };
    in_args || in_exprs(&ep.function) || front.module.functions.iter().any(|(_, f)| in_exprs(f))
}

/// A compiled pipeline and how to bind it.
pub struct WgpuKernel {
    pipeline: wgpu::ComputePipeline,
    /// One layout per bind group index, 0..=highest group used.
    layouts: Vec<wgpu::BindGroupLayout>,
    /// (group, binding) of each launch argument, in signature order.
    slots: Vec<(u32, u32)>,
}

impl LoadedKernel for WgpuKernel {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Backend for WgpuBackend {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        let size = padded(bytes);
        if size > self.limits.max_buffer_size {
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({})", self.info.id, self.info.name),
                requested: bytes as u64,
                available: self.limits.max_buffer_size,
                total: self.limits.max_buffer_size,
            });
        }
        let (device, _) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size,
            usage: wgpu::BufferUsages::STORAGE
                | wgpu::BufferUsages::UNIFORM
                | wgpu::BufferUsages::COPY_SRC
                | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        if let Some(e) = scope_error(scope) {
            return Err(GpuError::OutOfMemory {
                device: format!("{} ({}): {e}", self.info.id, self.info.name),
                requested: bytes as u64,
                available: 0,
                total: self.info.memory_total,
            });
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, buffer);
        Ok(DeviceAlloc { addr: id, bytes })
    }

    unsafe fn free(&self, alloc: &DeviceAlloc) {
        // Dropping wgpu's handle is enough: wgpu keeps the buffer alive until work using it ends.
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&alloc.addr);
    }

    unsafe fn write(&self, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        let (device, queue) = self.device()?;
        let buffer = self.buffer(dst)?;
        if src.len() % 4 == 0 {
            queue.write_buffer(&buffer, offset as u64, src);
        } else {
            let mut data = src.to_vec();
            data.resize(src.len().next_multiple_of(4), 0);
            queue.write_buffer(&buffer, offset as u64, &data);
        }
        queue.submit([]);
        self.wait(device)
    }

    unsafe fn read(&self, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        let (device, _) = self.device()?;
        let (staging, mapped) = self.stage_read(src, offset, dst.len())?;
        mapped
            .receive("read a buffer", || self.wait(device))?
            .map_err(|e| backend_error("map a staging buffer", e))?;
        copy_out(&staging, dst)
    }

    #[cfg(target_arch = "wasm32")]
    unsafe fn read_async(&self, src: &DeviceAlloc, offset: usize, len: usize) -> super::LocalFuture<Result<Vec<u8>>> {
        let staged = self.stage_read(src, offset, len);
        Box::pin(async move {
            let (staging, mapped) = staged?;
            mapped.await.map_err(|e| backend_error("map a staging buffer", e))?;
            let mut out = vec![0u8; len];
            copy_out(&staging, &mut out)?;
            Ok(out)
        })
    }

    #[cfg(target_arch = "wasm32")]
    fn synchronize_async(&self) -> super::LocalFuture<Result<()>> {
        let queue = match self.device() {
            Ok((_, queue)) => queue.clone(),
            Err(e) => return Box::pin(std::future::ready(Err(e))),
        };
        let (deliver, done) = delivery();
        queue.on_submitted_work_done(move || deliver(()));
        Box::pin(async move {
            done.await;
            Ok(())
        })
    }

    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        if let Some(fun) = f64_transcendental(front) {
            return Err(GpuError::NotSupported(format!(
                "kernel `{}` calls {fun:?} on f64 values, which Vulkan's SPIR-V math (GLSL.std.450) \
                 defines for f16 and f32 only (drivers give wrong results silently); run it on a cpu, \
                 cuda or rocm device, or compute it in f32",
                front.signature.entry
            )));
        }
        let needed = required_features(&front.module, uses_subgroups(front));
        let missing = needed - self.features;
        if !missing.is_empty() {
            let names: Vec<&str> = OPTIONAL_FEATURES
                .iter()
                .filter(|(f, _, _)| missing.contains(*f))
                .map(|(_, _, n)| *n)
                .collect();
            return Err(GpuError::NotSupported(format!(
                "kernel `{}` needs {} which {} ({}) does not support",
                front.signature.entry,
                names.join(", "),
                self.info.id,
                self.info.name
            )));
        }
        let (device, _) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let layouts = bind_group_layouts(device, &front.signature);
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &layouts.iter().map(Some).collect::<Vec<_>>(),
            immediate_size: 0,
        });
        let (checked, info) = crate::compiler::targets::spirv::checked_module(front)?;
        let spirv = self.own_spirv(&checked, &info, front)?;
        let module = match &spirv {
            // SAFETY: the SPIR-V comes from naga's own writer, from a module naga validated,
            // with anygpu's bounds-check policies; its bindings are exactly the signature's,
            // which is what the explicit pipeline layout above declares.
            Some(words) => unsafe {
                device.create_shader_module_passthrough(wgpu::ShaderModuleDescriptorPassthrough {
                    label: Some(&front.file),
                    entry_points: std::borrow::Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                        name: std::borrow::Cow::Borrowed(&front.signature.entry),
                        workgroup_size: front.signature.workgroup_size.into(),
                    }]),
                    spirv: Some(std::borrow::Cow::Borrowed(words)),
                    ..Default::default()
                })
            },
            None => {
                if !front.bounds_checks {
                    tracing::debug!("wgpu bounds-checks shaders itself; the unchecked option has no effect here");
                }
                device.create_shader_module(wgpu::ShaderModuleDescriptor {
                    label: Some(&front.file),
                    source: wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(checked)),
                })
            }
        };
        let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some(&front.signature.entry),
            layout: Some(&layout),
            module: &module,
            entry_point: Some(&front.signature.entry),
            compilation_options: wgpu::PipelineCompilationOptions {
                // The front end has applied the override constants already.
                constants: &[],
                zero_initialize_workgroup_memory: true,
            },
            cache: None,
        });
        if let Some(e) = scope_error(scope) {
            return Err(crate::error::ice(format!(
                "wgpu rejected kernel `{}` that anygpu's front end accepted: {e}",
                front.signature.entry
            )));
        }
        let slots = front.signature.bindings.iter().map(|b| (b.group, b.binding)).collect();
        Ok(Arc::new(WgpuKernel {
            pipeline,
            layouts,
            slots,
        }))
    }

    unsafe fn launch(&self, kernel: &dyn LoadedKernel, grid: [u32; 3], args: Vec<Arc<RawBuffer>>) -> Result<()> {
        self.dispatch(kernel, grid, args, None)
    }

    unsafe fn launch_timed(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        args: Vec<Arc<RawBuffer>>,
    ) -> Result<std::time::Duration> {
        if !self.features.contains(wgpu::Features::TIMESTAMP_QUERY) {
            return super::host_timed(self, kernel, grid, args);
        }
        let (device, queue) = self.device()?;
        let queries = device.create_query_set(&wgpu::QuerySetDescriptor {
            label: Some("anygpu timing"),
            ty: wgpu::QueryType::Timestamp,
            count: 2,
        });
        let resolved = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: 16,
            usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
            mapped_at_creation: false,
        });
        self.dispatch(kernel, grid, args, Some((&queries, &resolved)))?;
        let mut ticks = [0u8; 16];
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, resolved);
        let alloc = DeviceAlloc { addr: id, bytes: 16 };
        let read = self.read(&alloc, 0, &mut ticks);
        self.free(&alloc);
        read?;
        let [begin, end]: [u64; 2] = bytemuck::cast(ticks);
        let nanos = end.saturating_sub(begin) as f64 * queue.get_timestamp_period() as f64;
        Ok(std::time::Duration::from_nanos(nanos as u64))
    }

    fn synchronize(&self) -> Result<()> {
        match self.device.get() {
            Some(Ok((device, _))) => self.wait(device),
            _ => Ok(()),
        }
    }

    /// Each context opens its own wgpu device (lazily, on first use), so that a device loss
    /// ends only the contexts that used it; a new context then works again.
    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        Some(Arc::new(WgpuBackend::new(self.info.id, self.adapter.clone())))
    }

    fn simulate_device_loss(&self) -> Result<()> {
        let (device, _) = self.device()?;
        device.destroy();
        // wgpu reports the loss from its next poll.
        let _ = device.poll(wgpu::PollType::wait_indefinitely());
        Ok(())
    }
}

impl WgpuBackend {
    /// Records and submits one dispatch; with `timing`, also timestamps at the pass's start and
    /// end, resolved into the given buffer.
    fn dispatch(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        args: Vec<Arc<RawBuffer>>,
        timing: Option<(&wgpu::QuerySet, &wgpu::Buffer)>,
    ) -> Result<()> {
        let kernel = kernel
            .as_any()
            .downcast_ref::<WgpuKernel>()
            .ok_or_else(|| backend_error("launch", "the kernel was not compiled for a wgpu device"))?;
        for a in &args {
            if padded(a.alloc.bytes) > self.limits.max_storage_buffer_binding_size {
                return Err(GpuError::invalid_argument(format!(
                    "a {}-byte buffer exceeds {}'s largest storage binding ({} bytes)",
                    a.alloc.bytes, self.info.id, self.limits.max_storage_buffer_binding_size
                )));
            }
        }
        let (device, queue) = self.device()?;
        let buffers = args.iter().map(|a| self.buffer(&a.alloc)).collect::<Result<Vec<_>>>()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let bind_groups: Vec<wgpu::BindGroup> = (0..kernel.layouts.len() as u32)
            .map(|g| {
                let entries: Vec<wgpu::BindGroupEntry> = kernel
                    .slots
                    .iter()
                    .zip(&buffers)
                    .filter(|((group, _), _)| *group == g)
                    .map(|((_, binding), buf)| wgpu::BindGroupEntry {
                        binding: *binding,
                        resource: buf.as_entire_binding(),
                    })
                    .collect();
                device.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: None,
                    layout: &kernel.layouts[g as usize],
                    entries: &entries,
                })
            })
            .collect();
        let mut encoder = device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: None,
                timestamp_writes: timing.map(|(query_set, _)| wgpu::ComputePassTimestampWrites {
                    query_set,
                    beginning_of_pass_write_index: Some(0),
                    end_of_pass_write_index: Some(1),
                }),
            });
            pass.set_pipeline(&kernel.pipeline);
            for (g, bg) in bind_groups.iter().enumerate() {
                pass.set_bind_group(g as u32, bg, &[]);
            }
            pass.dispatch_workgroups(grid[0], grid[1], grid[2]);
        }
        if let Some((query_set, resolved)) = timing {
            encoder.resolve_query_set(query_set, 0..2, resolved, 0);
        }
        queue.submit([encoder.finish()]);
        if let Some(e) = scope_error(scope) {
            return Err(backend_error("launch", e));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn front(src: &str) -> FrontModule {
        crate::compiler::front::compile_front(&crate::KernelSource::wgsl(src)).unwrap()
    }

    #[test]
    fn kernels_ask_for_the_features_they_use() {
        let f16 = front("enable f16;\n@group(0) @binding(0) var<storage, read_write> x: array<f16>;\n@compute @workgroup_size(1) fn main() { x[0] = x[0] + 1.0h; }");
        assert_eq!(
            required_features(&f16.module, uses_subgroups(&f16)),
            wgpu::Features::SHADER_F16
        );
        let sg = front("@group(0) @binding(0) var<storage, read_write> x: array<u32>;\n@compute @workgroup_size(32) fn main(@builtin(subgroup_invocation_id) i: u32) { x[i] = subgroupAdd(i); }");
        assert_eq!(
            required_features(&sg.module, uses_subgroups(&sg)),
            wgpu::Features::SUBGROUP
        );
        let plain = front("@group(0) @binding(0) var<storage, read_write> x: array<u32>;\n@compute @workgroup_size(1) fn main() { x[0] = 1u; }");
        assert!(required_features(&plain.module, uses_subgroups(&plain)).is_empty());
    }

    #[test]
    fn sizes_are_padded_for_wgpu() {
        assert_eq!(padded(0), 4);
        assert_eq!(padded(3), 4);
        assert_eq!(padded(8), 8);
    }
}
