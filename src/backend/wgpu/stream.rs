//! Running work on the wgpu device kind: recording and submitting dispatches (bind groups per
//! launch, timestamp queries when timed), waiting for the queue, and the device-lost state that
//! every later operation reports.

use std::any::Any;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

#[cfg(target_arch = "wasm32")]
use super::future::delivery;
use super::future::scope_error;
use super::memory::padded;
use super::module::{ImmediatePath, WgpuKernel};
use super::{backend_error, WgpuBackend};
#[cfg(target_arch = "wasm32")]
use crate::backend::LocalFuture;
use crate::backend::{DeviceAlloc, DeviceEvent, KernelArgs, LoadedKernel};
use crate::error::{GpuError, Result};
use wgpu::util::DeviceExt;

use crate::compiler::abi::BindingKind;

/// A launch ready to record again and again: one bind group set and size per dispatch (several
/// for a grid wider than one dispatch, on the windowed pipeline), and the immediates as the pass
/// sets them (empty where they go in a uniform buffer, which the bind groups hold).
pub(super) struct PreparedDispatch {
    windowed: bool,
    parts: Vec<(Vec<wgpu::BindGroup>, [u32; 3])>,
    immediates: Vec<u8>,
}

/// `kernel` as this backend's own.
pub(super) fn wgpu_kernel(kernel: &dyn LoadedKernel) -> Result<&WgpuKernel> {
    kernel
        .as_any()
        .downcast_ref::<WgpuKernel>()
        .ok_or_else(|| backend_error("launch", "the kernel was not compiled for a wgpu device"))
}

impl WgpuBackend {
    /// Records and submits one dispatch; with `timing`, also timestamps at the pass's start and
    /// end, resolved into the given buffer.
    pub(super) fn dispatch(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        args: KernelArgs,
        timing: Option<(&wgpu::QuerySet, &wgpu::Buffer)>,
    ) -> Result<()> {
        let kernel = wgpu_kernel(kernel)?;
        self.submit_recorded("launch", |encoder| {
            let prepared = self.prepare_dispatch(kernel, grid, &args)?;
            {
                let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                    label: None,
                    timestamp_writes: timing.map(|(query_set, _)| wgpu::ComputePassTimestampWrites {
                        query_set,
                        beginning_of_pass_write_index: Some(0),
                        end_of_pass_write_index: Some(1),
                    }),
                });
                self.record_dispatch(&mut pass, kernel, &prepared)?;
            }
            if let Some((query_set, resolved)) = timing {
                encoder.resolve_query_set(query_set, 0..2, resolved, 0);
            }
            Ok(())
        })
    }

    /// Records commands with `record` into one command buffer and submits it, all inside a
    /// validation error scope: a failure of either is `operation`'s error, and nothing is
    /// submitted when recording fails.
    fn submit_recorded(
        &self,
        operation: &str,
        record: impl FnOnce(&mut wgpu::CommandEncoder) -> Result<()>,
    ) -> Result<()> {
        let (device, queue) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let mut encoder = device.create_command_encoder(&Default::default());
        let submitted = record(&mut encoder).map(|()| {
            queue.submit([encoder.finish()]);
        });
        if let Some(e) = scope_error(scope) {
            return Err(backend_error(operation, e));
        }
        submitted
    }

    /// Makes a launch ready to record (its bind groups; the windowed pipeline and one bind
    /// group set per dispatch for a grid wider than one dispatch). Call inside an error scope.
    pub(super) fn prepare_dispatch(
        &self,
        kernel: &WgpuKernel,
        grid: [u32; 3],
        args: &KernelArgs,
    ) -> Result<PreparedDispatch> {
        let (device, _) = self.device()?;
        // What each binding gets: a buffer range, a texture view or a sampler.
        enum Bound {
            Buffer(wgpu::Buffer, u64, u64),
            View(wgpu::TextureView),
            Sampler(wgpu::Sampler),
        }
        let buffers = args
            .buffers
            .iter()
            .zip(&kernel.kinds)
            .map(|(a, kind)| {
                Ok(match *kind {
                    BindingKind::Texture(t) => Bound::View(self.texture_view(&a.buffer.alloc, t)?),
                    BindingKind::Sampler | BindingKind::ComparisonSampler => {
                        Bound::Sampler(self.sampler(&a.buffer.alloc)?)
                    }
                    _ => Bound::Buffer(self.buffer(&a.buffer.alloc)?, a.offset as u64, padded(a.bytes)),
                })
            })
            .collect::<Result<Vec<_>>>()?;
        // Without immediates on the adapter, a uniform buffer holds the launch's immediate bytes.
        let stand_in = match kernel.immediates {
            Some(ImmediatePath::Uniform(u)) => {
                let mut bytes = args.immediates.clone();
                bytes.resize(u.bytes as usize, 0);
                let buffer = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                    label: Some("anygpu immediates"),
                    contents: &bytes,
                    usage: wgpu::BufferUsages::UNIFORM,
                });
                Some(((u.group, u.binding), Bound::Buffer(buffer, 0, u.bytes)))
            }
            _ => None,
        };
        // The bind groups of `layouts`: the arguments, the immediates' stand-in and `extra`.
        let bind_groups =
            |layouts: &[wgpu::BindGroupLayout], extra: Option<&((u32, u32), Bound)>| -> Vec<wgpu::BindGroup> {
                (0..layouts.len() as u32)
                    .map(|g| {
                        let entries: Vec<wgpu::BindGroupEntry> = kernel
                            .slots
                            .iter()
                            .zip(&buffers)
                            .chain(stand_in.as_ref().map(|(slot, b)| (slot, b)))
                            .chain(extra.map(|(slot, b)| (slot, b)))
                            .filter(|((group, _), _)| *group == g)
                            .map(|((_, binding), bound)| wgpu::BindGroupEntry {
                                binding: *binding,
                                resource: match bound {
                                    // The buffer's own bytes, not its pool block's: `arrayLength` sees them.
                                    Bound::Buffer(buffer, offset, size) => {
                                        wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                                            buffer,
                                            offset: *offset,
                                            size: std::num::NonZeroU64::new(*size),
                                        })
                                    }
                                    Bound::View(view) => wgpu::BindingResource::TextureView(view),
                                    Bound::Sampler(sampler) => wgpu::BindingResource::Sampler(sampler),
                                },
                            })
                            .collect();
                        device.create_bind_group(&wgpu::BindGroupDescriptor {
                            label: None,
                            layout: &layouts[g as usize],
                            entries: &entries,
                        })
                    })
                    .collect()
            };
        let immediates = match kernel.immediates {
            Some(ImmediatePath::Native(size)) => {
                let mut bytes = args.immediates.clone();
                bytes.resize(size as usize, 0);
                bytes
            }
            _ => Vec::new(),
        };
        // A grid wider than one dispatch runs as several, each seeing the logical ids through
        // its window (`spirv::grid_window`): the windowed pipeline, one bind group set each.
        let most = self.info.dispatch_grid;
        if (0..3).all(|d| grid[d] <= most[d]) {
            return Ok(PreparedDispatch {
                windowed: false,
                parts: vec![(bind_groups(&kernel.layouts, None), grid)],
                immediates,
            });
        }
        let windowed = kernel.windowed(self)?;
        let starts = |d: usize| (0..grid[d]).step_by(most[d].max(1) as usize);
        let mut parts = Vec::new();
        for z in starts(2) {
            for y in starts(1) {
                for x in starts(0) {
                    let base = [x, y, z];
                    let window = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                        label: Some("anygpu grid window"),
                        contents: &crate::compiler::targets::spirv::grid_window::window_bytes(base, grid),
                        usage: wgpu::BufferUsages::UNIFORM,
                    });
                    let extra = (windowed.at, Bound::Buffer(window, 0, 32));
                    let size = std::array::from_fn(|d| (grid[d] - base[d]).min(most[d]));
                    parts.push((bind_groups(&windowed.layouts, Some(&extra)), size));
                }
            }
        }
        Ok(PreparedDispatch {
            windowed: true,
            parts,
            immediates,
        })
    }

    /// Records a prepared launch into `pass`.
    pub(super) fn record_dispatch(
        &self,
        pass: &mut wgpu::ComputePass<'_>,
        kernel: &WgpuKernel,
        prepared: &PreparedDispatch,
    ) -> Result<()> {
        let pipeline = match prepared.windowed {
            false => &kernel.pipeline,
            true => &kernel.windowed(self)?.pipeline,
        };
        for (groups, size) in &prepared.parts {
            pass.set_pipeline(pipeline);
            if !prepared.immediates.is_empty() {
                pass.set_immediates(0, &prepared.immediates);
            }
            for (g, bg) in groups.iter().enumerate() {
                pass.set_bind_group(g as u32, bg, &[]);
            }
            pass.dispatch_workgroups(size[0], size[1], size[2]);
        }
        Ok(())
    }

    /// Runs `grid` workgroups between two timestamp queries and waits: the kernel's device time.
    /// Needs the adapter's `TIMESTAMP_QUERY` feature.
    pub(super) fn dispatch_timed(
        &self,
        kernel: &dyn LoadedKernel,
        grid: [u32; 3],
        args: KernelArgs,
    ) -> Result<std::time::Duration> {
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
        let read = self.read_buffer(&alloc, 0, &mut ticks);
        self.drop_buffer(&alloc);
        read?;
        let [begin, end]: [u64; 2] = bytemuck::cast(ticks);
        let nanos = end.saturating_sub(begin) as f64 * queue.get_timestamp_period() as f64;
        Ok(std::time::Duration::from_nanos(nanos as u64))
    }

    /// An event complete once the work submitted so far is done, stamped with the host time at
    /// which a poll saw it complete.
    pub(super) fn queue_event(&self) -> Result<Arc<dyn DeviceEvent>> {
        let (device, queue) = self.device()?;
        let done = Arc::new(Mutex::new(None));
        let set = done.clone();
        queue.on_submitted_work_done(move || {
            *set.lock().unwrap_or_else(|e| e.into_inner()) = Some(completion_time());
        });
        Ok(Arc::new(WgpuEvent {
            device: device.clone(),
            done,
        }))
    }

    /// Resolves once the queue's submitted work is done (the browser's way to wait).
    #[cfg(target_arch = "wasm32")]
    pub(super) fn work_done(&self) -> LocalFuture<Result<()>> {
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

    /// Destroys the device, as a driver reset would, and polls so that wgpu reports the loss.
    pub(super) fn destroy_device(&self) -> Result<()> {
        let (device, _) = self.device()?;
        device.destroy();
        // wgpu reports the loss from its next poll.
        let _ = device.poll(wgpu::PollType::wait_indefinitely());
        Ok(())
    }

    /// Waits for the device's queued work. In a browser nothing may block: the browser runs the
    /// queue itself, and `read_async`/`synchronize_async` are how to wait there.
    pub(super) fn wait(&self, device: &wgpu::Device) -> Result<()> {
        #[cfg(target_arch = "wasm32")]
        let polled = device.poll(wgpu::PollType::Poll);
        #[cfg(not(target_arch = "wasm32"))]
        let polled = device.poll(wgpu::PollType::wait_indefinitely());
        // A loss during the wait explains any failure better than the poll error does.
        self.check_lost()?;
        polled.map(|_| ()).map_err(|e| backend_error("wait for the device", e))
    }

    /// `DeviceLost` once wgpu has reported the device lost: every later operation gets it.
    pub(super) fn check_lost(&self) -> Result<()> {
        match &*self.lost.lock().unwrap_or_else(|e| e.into_inner()) {
            Some(reason) => Err(GpuError::DeviceLost {
                device: format!("{} ({})", self.info.id, self.info.name),
                reason: reason.clone(),
            }),
            None => Ok(()),
        }
    }
}

/// An event of the wgpu device kind: the host time at which the queue's work before it was seen
/// done (wgpu reports completion from its polls).
struct WgpuEvent {
    device: wgpu::Device,
    /// Set when the work is done: to the host time then, where there is a clock.
    done: Arc<Mutex<Option<Option<std::time::Instant>>>>,
}

/// The host time when an event completes; `None` in a browser, where std's clock panics.
fn completion_time() -> Option<std::time::Instant> {
    (!cfg!(target_arch = "wasm32")).then(std::time::Instant::now)
}

impl WgpuEvent {
    /// `Some` once complete, holding the completion time where there is a clock.
    fn time(&self) -> Option<Option<std::time::Instant>> {
        *self.done.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl DeviceEvent for WgpuEvent {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn synchronize(&self) -> Result<()> {
        while self.time().is_none() {
            #[cfg(target_arch = "wasm32")]
            return Err(backend_error(
                "wait for an event",
                "a browser cannot block: use synchronize_async",
            ));
            #[cfg(not(target_arch = "wasm32"))]
            self.device
                .poll(wgpu::PollType::wait_indefinitely())
                .map_err(|e| backend_error("wait for an event", e))?;
        }
        Ok(())
    }

    fn is_complete(&self) -> Result<bool> {
        if self.time().is_none() {
            self.device
                .poll(wgpu::PollType::Poll)
                .map_err(|e| backend_error("poll the device", e))?;
        }
        Ok(self.time().is_some())
    }
}

/// The host time between two complete events of the wgpu device kind.
pub(super) fn event_elapsed(start: &dyn DeviceEvent, end: &dyn DeviceEvent) -> Result<std::time::Duration> {
    let time = |e: &dyn DeviceEvent| {
        e.synchronize()?;
        e.as_any()
            .downcast_ref::<WgpuEvent>()
            .and_then(WgpuEvent::time)
            .ok_or_else(|| GpuError::invalid_argument("the event was not recorded on this wgpu device"))?
            .ok_or_else(|| GpuError::not_supported("event timing in a browser (no clock in std there)"))
    };
    Ok(time(end)?.saturating_duration_since(time(start)?))
}

/// A launch graph on wgpu: every launch's bind groups made once; each run records all steps into
/// one command buffer (consecutive launches in one compute pass, which orders their storage
/// accesses) and submits it once.
struct WgpuGraph {
    steps: Vec<crate::backend::GraphStep>,
    /// Per step: its prepared launch (`None` for a copy).
    prepared: Vec<Option<PreparedDispatch>>,
}

impl crate::backend::PreparedGraph for WgpuGraph {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn steps(&self) -> &[crate::backend::GraphStep] {
        &self.steps
    }
}

impl crate::backend::Graphs for WgpuBackend {
    unsafe fn prepare_graph(
        &self,
        steps: Vec<crate::backend::GraphStep>,
    ) -> Result<Arc<dyn crate::backend::PreparedGraph>> {
        let (device, _) = self.device()?;
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let prepared = steps
            .iter()
            .map(|step| match step {
                crate::backend::GraphStep::Launch { kernel, grid, args, .. } => self
                    .prepare_dispatch(wgpu_kernel(kernel.as_ref())?, *grid, args)
                    .map(Some),
                crate::backend::GraphStep::Copy { .. } => Ok(None),
            })
            .collect::<Result<Vec<_>>>();
        if let Some(e) = scope_error(scope) {
            return Err(backend_error("prepare a launch graph", e));
        }
        Ok(Arc::new(WgpuGraph {
            steps,
            prepared: prepared?,
        }))
    }

    unsafe fn run_graph(&self, graph: &Arc<dyn crate::backend::PreparedGraph>, _stream: u32) -> Result<()> {
        let graph = graph
            .as_any()
            .downcast_ref::<WgpuGraph>()
            .ok_or_else(|| backend_error("run a launch graph", "the graph was not prepared for a wgpu device"))?;
        self.submit_recorded("run a launch graph", |encoder| {
            let mut at = 0;
            while at < graph.steps.len() {
                if let crate::backend::GraphStep::Copy { src, dst } = &graph.steps[at] {
                    self.encode_copy(encoder, src, dst)?;
                    at += 1;
                    continue;
                }
                // The run of launches from here, in one pass.
                let (mut pass, first) = (encoder.begin_compute_pass(&Default::default()), at);
                while let (Some(crate::backend::GraphStep::Launch { kernel, .. }), Some(Some(prepared))) =
                    (graph.steps.get(at), graph.prepared.get(at))
                {
                    self.record_dispatch(&mut pass, wgpu_kernel(kernel.as_ref())?, prepared)?;
                    at += 1;
                }
                if at == first {
                    return Err(crate::error::ice("a launch graph step was left unprepared"));
                }
            }
            Ok(())
        })
    }
}
