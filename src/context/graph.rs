//! Launch graphs: a sequence of launches and copies recorded once, validated once, and queued
//! again with one call ([`LaunchGraph::launch`], `GpuStream::launch_graph`).
//!
//! Each backend runs a graph its own way (`backend::Graphs`): the CPU device runs the whole list
//! as one job of the stream; wgpu makes every launch's bind groups once and records all steps
//! into one command buffer per run; CUDA and ROCm queue the steps one by one for now (native
//! CUDA and HIP graphs are the step after). Every run skips what a launch pays per call in
//! anygpu itself: argument validation, the aliasing check, the kernel cache lookup.

use std::sync::Arc;

use super::GpuContext;
use crate::backend::{GraphStep, KernelArgs, PreparedGraph};
use crate::buffer::{DeviceSlice, DeviceSliceMut, KernelArg};
use crate::error::{GpuError, Result};
use crate::DeviceElement;
use crate::{validate, Kernel, LaunchConfig};

/// A step as recorded: a launch keeps its kernel and configuration, so its arguments can be
/// replaced and checked again ([`LaunchGraph::set_arguments`]).
#[derive(Clone)]
enum Recorded {
    Launch {
        kernel: Kernel,
        config: LaunchConfig,
        /// `None` for an empty grid: nothing runs.
        args: Option<KernelArgs>,
        limit: Option<std::time::Duration>,
    },
    Copy(GraphStep),
}

/// Records launches and copies into a [`LaunchGraph`] ([`GpuContext::record_graph`]). Nothing
/// runs while recording; each call is validated as the direct call would be, and keeps its
/// buffers alive for as long as the graph lives.
pub struct GraphRecorder {
    ctx: GpuContext,
    steps: Vec<Recorded>,
}

/// Launches and copies recorded once, queued again with one call: on the default stream
/// ([`launch`](Self::launch)) or any other ([`GpuStream::launch_graph`](crate::GpuStream::launch_graph)), in recorded order,
/// after the stream's earlier work. A graph holds its kernels and buffers; writing a buffer's
/// contents between runs (`copy_to_device`, other launches) is how inputs change, and
/// [`set_arguments`](Self::set_arguments) binds other buffers to a step.
pub struct LaunchGraph {
    ctx: GpuContext,
    steps: Vec<Recorded>,
    prepared: Arc<dyn PreparedGraph>,
}

impl GpuContext {
    /// Starts recording a launch graph on this context.
    pub fn record_graph(&self) -> GraphRecorder {
        GraphRecorder {
            ctx: self.clone(),
            steps: Vec::new(),
        }
    }
}

impl GraphRecorder {
    /// Records a launch, validated now as [`GpuContext::launch`] validates it. Its stream is
    /// the one the graph runs on, so `config` must name the default stream.
    pub fn launch(&mut self, kernel: &Kernel, config: LaunchConfig, args: &[&dyn KernelArg]) -> Result<&mut Self> {
        if config.stream.0 != 0 {
            return Err(GpuError::invalid_argument(
                "a launch in a graph runs on the stream the graph is launched on: record it on the default stream (LaunchGraph::launch_on picks the stream)",
            ));
        }
        let args = self.ctx.validate_launch(kernel, &config, args)?;
        self.steps.push(Recorded::Launch {
            kernel: kernel.clone(),
            config,
            args,
            limit: self.ctx.time_limit(&config),
        });
        Ok(self)
    }

    /// Records a device-to-device copy of `src` into `dst` (same length; as
    /// [`GpuContext::copy_buffer`]).
    pub fn copy_buffer<T: DeviceElement>(
        &mut self,
        src: &impl DeviceSlice<T>,
        dst: &mut impl DeviceSliceMut<T>,
    ) -> Result<&mut Self> {
        let (from, to) = (src.view(), dst.view());
        validate::device_copy(self.ctx.inner.id, (&from, src.len()), (&to, dst.len()), "copy_buffer")?;
        if from.bytes > 0 {
            self.steps.push(Recorded::Copy(GraphStep::Copy {
                src: validate::range(&from),
                dst: validate::range(&to),
            }));
        }
        Ok(self)
    }

    /// The graph, prepared by the device (bind groups, argument blocks) and ready to launch.
    pub fn finish(self) -> Result<LaunchGraph> {
        let prepared = prepare(&self.ctx, &self.steps)?;
        Ok(LaunchGraph {
            ctx: self.ctx,
            steps: self.steps,
            prepared,
        })
    }
}

/// The backend's form of `steps` (empty launches left out).
fn prepare(ctx: &GpuContext, steps: &[Recorded]) -> Result<Arc<dyn PreparedGraph>> {
    let backend_steps = steps
        .iter()
        .filter_map(|step| match step {
            Recorded::Launch {
                kernel,
                config,
                args,
                limit,
            } => args.as_ref().map(|args| GraphStep::Launch {
                kernel: kernel.inner.loaded.clone(),
                grid: config.grid_dim,
                args: args.clone(),
                limit: *limit,
            }),
            Recorded::Copy(copy) => Some(copy.clone()),
        })
        .collect();
    // SAFETY: every step was validated when recorded (launches by `validate_launch`, copies by
    // `device_copy`) for this context's backend, and each holds its buffers.
    unsafe { ctx.inner.backend.prepare_graph(backend_steps) }
}

impl LaunchGraph {
    /// Queues the graph on the default stream.
    pub fn launch(&self) -> Result<()> {
        self.run(0)
    }

    /// Queues the graph on stream `stream` of `ctx`, which must be the graph's context
    /// (`GpuStream::launch_graph`).
    pub(crate) fn launch_on(&self, ctx: &GpuContext, stream: u32) -> Result<()> {
        if ctx.inner.id != self.ctx.inner.id {
            return Err(GpuError::invalid_argument(
                "launch_graph: the stream belongs to another context than the graph",
            ));
        }
        self.run(stream)
    }

    /// (A `GpuStream`'s number was reserved when it was created: nothing to note here.)
    fn run(&self, stream: u32) -> Result<()> {
        self.ctx.drain_transfers();
        // SAFETY: `prepared` came from this context's backend (`prepare`).
        unsafe { self.ctx.inner.backend.run_graph(&self.prepared, stream) }
    }

    /// Steps recorded (launches and copies).
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Binds `args` to launch `step` (counted from 0 over every recorded step) in later runs,
    /// validated as a launch of its kernel and configuration; the device prepares the graph
    /// again. A copy step, or a step out of range, is an error.
    pub fn set_arguments(&mut self, step: usize, args: &[&dyn KernelArg]) -> Result<()> {
        let count = self.steps.len();
        let Some(Recorded::Launch {
            kernel,
            config,
            args: bound,
            ..
        }) = self.steps.get_mut(step)
        else {
            return Err(GpuError::invalid_argument(format!(
                "LaunchGraph::set_arguments: step {step} of {count} is not a launch"
            )));
        };
        let old = std::mem::replace(bound, self.ctx.validate_launch(kernel, config, args)?);
        match prepare(&self.ctx, &self.steps) {
            Ok(prepared) => {
                self.prepared = prepared;
                Ok(())
            }
            // The graph stays as it was.
            Err(e) => {
                if let Recorded::Launch { args, .. } = &mut self.steps[step] {
                    *args = old;
                }
                Err(e)
            }
        }
    }
}
