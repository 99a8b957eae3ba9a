//! The wgpu device kind: any Vulkan, Metal, DX12 or GL adapter (and browsers). Kernels go to wgpu
//! as naga IR with the overrides applied and the bounds checks written in (`compiler::targets::spirv`;
//! on Vulkan as anygpu's own SPIR-V), bound from the same `KernelSignature` as the native
//! backends, so `launch(&k, cfg, &[&a, &b])` means the same here.
//!
//! Each adapter's own limits are requested (never wgpu's defaults: their 128/256 MiB buffer caps
//! are a known trap), and the optional features kernels may need (f16, f64, int64, subgroups,
//! float32 atomics) whenever the adapter has them. Devices are created lazily, on first use.
//!
//! This file holds the backend and its device (opened lazily, with anygpu's error and
//! device-lost handlers); `probe.rs` the adapters, `memory.rs` the buffers, `module.rs` the
//! pipelines, `stream.rs` the dispatches and device loss, `future.rs` the browser-safe waits.

mod future;
mod memory;
mod module;
mod probe;
mod stream;
mod textures;

#[cfg(target_arch = "wasm32")]
pub use probe::open_browser_adapter;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use probe::probe;
#[allow(unused_imports)]
pub(crate) use probe::LAVAPIPE_LOOP_LIMIT;

use std::collections::HashMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, OnceLock};

use crate::backend::{Backend, BufferRange, DeviceAlloc, DeviceEvent, KernelArgs, LoadedKernel};
use crate::compiler::front::FrontModule;
use crate::device::DeviceInfo;
use crate::error::{GpuError, Result};
#[cfg(not(target_arch = "wasm32"))]
use future::block_on;

/// A wgpu failure while doing `operation`.
fn backend_error(operation: impl Into<String>, message: impl std::fmt::Display) -> GpuError {
    GpuError::Backend {
        backend: "wgpu",
        operation: operation.into(),
        message: message.to_string(),
    }
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
    /// Textures, keyed like the buffers (ids from the same counter).
    textures: Mutex<HashMap<u64, textures::WgpuTexture>>,
    samplers: Mutex<HashMap<u64, wgpu::Sampler>>,
    next_id: AtomicU64,
    /// The Vulkan device zero-initialises workgroup memory itself (Vulkan 1.3 or the KHR extension).
    native_zeroing: bool,
    /// Why the device was lost, once it has been (set by wgpu's device-lost callback).
    lost: Arc<Mutex<Option<String>>>,
}

impl WgpuBackend {
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
    #[cfg(target_arch = "wasm32")]
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
}

impl super::BackendDevice for WgpuBackend {
    fn wgpu_device(&self) -> Result<Option<(wgpu::Device, wgpu::Queue)>> {
        let (device, queue) = self.device()?;
        Ok(Some((device.clone(), queue.clone())))
    }

    fn wgpu_buffer(&self, alloc: &DeviceAlloc) -> Result<Option<wgpu::Buffer>> {
        self.buffer(alloc).map(Some)
    }

    fn adopt_wgpu_buffer(&self, buffer: wgpu::Buffer) -> Result<DeviceAlloc> {
        let needed = memory::BUFFER_USAGES;
        if !buffer.usage().contains(needed) {
            return Err(crate::GpuError::invalid_argument(format!(
                "wrap_wgpu_buffer: the buffer's usages are {:?}; anygpu binds and copies buffers, which needs {needed:?}",
                buffer.usage()
            )));
        }
        let bytes = usize::try_from(buffer.size()).map_err(|_| {
            crate::GpuError::invalid_argument("wrap_wgpu_buffer: the buffer is larger than this host's address space")
        })?;
        let id = self.next_id.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.buffers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, buffer);
        Ok(DeviceAlloc { addr: id, bytes })
    }

    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// Each context opens its own wgpu device (lazily, on first use), so that a device loss
    /// ends only the contexts that used it; a new context then works again.
    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        Some(Arc::new(WgpuBackend::new(self.info.id, self.adapter.clone())))
    }
}

impl super::DeviceMemory for WgpuBackend {
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        self.create_buffer(bytes)
    }

    unsafe fn free(&self, alloc: &DeviceAlloc) {
        // Dropping wgpu's handle is enough: wgpu keeps the buffer alive until work using it ends.
        self.drop_buffer(alloc)
    }
}

impl super::Transfers for WgpuBackend {
    /// One queue runs every stream's work in submission order: each stream's order holds.
    unsafe fn write(&self, _stream: u32, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        self.write_buffer(dst, offset, src)
    }

    unsafe fn read(&self, _stream: u32, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        self.read_buffer(src, offset, dst)
    }

    unsafe fn copy(&self, _stream: u32, src: BufferRange, dst: BufferRange) -> Result<()> {
        self.copy_range(&src, &dst)
    }

    unsafe fn fill(&self, _stream: u32, dst: BufferRange, pattern: &[u8]) -> Result<()> {
        self.fill_range(&dst, pattern)
    }

    #[cfg(target_arch = "wasm32")]
    unsafe fn read_async(&self, src: &DeviceAlloc, offset: usize, len: usize) -> super::LocalFuture<Result<Vec<u8>>> {
        self.read_buffer_async(src, offset, len)
    }
}

impl super::Streams for WgpuBackend {
    #[cfg(target_arch = "wasm32")]
    fn synchronize_async(&self) -> super::LocalFuture<Result<()>> {
        self.work_done()
    }

    fn synchronize(&self) -> Result<()> {
        match self.device.get() {
            Some(Ok((device, _))) => self.wait(device),
            _ => Ok(()),
        }
    }

    /// The queue is shared by every stream: waiting for one waits for all.
    fn synchronize_stream(&self, _stream: u32) -> Result<()> {
        self.synchronize()
    }

    fn record_event(&self, _stream: u32) -> Result<Arc<dyn DeviceEvent>> {
        self.queue_event()
    }

    /// Work already runs in submission order on the one queue, so later work on any stream
    /// follows the event.
    fn wait_event(&self, _stream: u32, _event: &Arc<dyn DeviceEvent>) -> Result<()> {
        self.check_lost()
    }

    fn event_elapsed(&self, start: &dyn DeviceEvent, end: &dyn DeviceEvent) -> Result<std::time::Duration> {
        stream::event_elapsed(start, end)
    }
}

impl super::Kernels for WgpuBackend {
    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        self.create_pipeline(front)
    }

    unsafe fn load_artifact(
        &self,
        front: &FrontModule,
        artifact: &crate::compiler::Artifact,
    ) -> Result<Arc<dyn LoadedKernel>> {
        let words = match artifact {
            crate::compiler::Artifact::Spirv(module) => &module.words,
            #[allow(unreachable_patterns)]
            _ => {
                return Err(crate::GpuError::invalid_argument(format!(
                    "load_precompiled: a wgpu device loads SPIR-V, not this artifact (entry `{}`)",
                    artifact.entry()
                )))
            }
        };
        // SAFETY: the caller's contract: anygpu's SPIR-V for `front`'s source.
        unsafe { self.pipeline_from_spirv(front, words, "load_precompiled") }
    }

    /// SPIR-V from any compiler, bound as the stub's pipeline layout says: set 0, bindings 0,
    /// 1, 2… for the buffers in the declared order, the scalars one push-constant block.
    unsafe fn load_foreign(
        &self,
        front: &FrontModule,
        signature: &crate::compiler::ForeignSignature,
        code: &crate::compiler::ForeignCode,
    ) -> Result<Arc<dyn LoadedKernel>> {
        let crate::compiler::ForeignCode::Spirv(words) = code else {
            return Err(crate::GpuError::invalid_argument(format!(
                "load_foreign: a wgpu device loads SPIR-V, not {}",
                code.kind()
            )));
        };
        if signature.dynamic_shared > 0 {
            return Err(crate::GpuError::invalid_argument(
                "load_foreign: dynamic shared memory is CUDA's and HIP's; SPIR-V declares its workgroup memory itself",
            ));
        }
        if words.first() != Some(&0x0723_0203) {
            return Err(crate::GpuError::invalid_argument(
                "load_foreign: not SPIR-V (the first word is not the magic number 0x07230203)",
            ));
        }
        // SAFETY: the caller's contract: SPIR-V whose entry takes the stub's bindings.
        unsafe { self.pipeline_from_spirv(front, words, "load_foreign") }
    }

    /// Every stream's launches go to the device's one queue, in order; a time limit cannot stop
    /// a GPU kernel (the driver's watchdog is reported as a timeout).
    unsafe fn launch(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        _stream: u32,
        args: KernelArgs,
        _limit: Option<std::time::Duration>,
    ) -> Result<()> {
        self.dispatch(kernel.as_ref(), grid, args, None)
    }

    unsafe fn launch_timed(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        args: KernelArgs,
    ) -> Result<std::time::Duration> {
        if !self.features.contains(wgpu::Features::TIMESTAMP_QUERY) {
            // SAFETY: the caller upholds `launch`'s contract, which is all `host_timed` asks.
            return unsafe { super::host_timed(self, kernel, grid, args) };
        }
        self.dispatch_timed(kernel.as_ref(), grid, args)
    }
}

impl super::Textures for WgpuBackend {
    fn alloc_texture(&self, desc: &crate::texture::TextureDesc) -> Result<DeviceAlloc> {
        self.create_texture(desc)
    }

    fn create_sampler(&self, desc: &crate::texture::SamplerDesc) -> Result<DeviceAlloc> {
        self.create_wgpu_sampler(desc)
    }

    unsafe fn free_handle(&self, alloc: &DeviceAlloc) {
        // As with buffers, wgpu keeps the object alive until work using it ends.
        self.drop_handle(alloc)
    }

    unsafe fn write_texture(
        &self,
        dst: &DeviceAlloc,
        _desc: &crate::texture::TextureDesc,
        level: u32,
        data: &[u8],
    ) -> Result<()> {
        self.write_texture_level(dst, level, data)
    }

    unsafe fn read_texture(
        &self,
        src: &DeviceAlloc,
        _desc: &crate::texture::TextureDesc,
        level: u32,
        out: &mut [u8],
    ) -> Result<()> {
        self.read_texture_level(src, level, out)
    }
}

impl Backend for WgpuBackend {
    fn simulate_device_loss(&self) -> Result<()> {
        self.destroy_device()
    }
}
