//! Work an async application awaits without blocking its executor: a closure over the context
//! run on a worker thread ([`GpuContext::in_background`]: a download, a reduction, a whole
//! pipeline of launches and a wait) and compiling ([`GpuContext::compile_kernel_async`], which
//! takes milliseconds to seconds of LLVM). The futures are `Send + 'static`, so a task of any
//! executor (tokio's, say) can hold and await them.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

use super::GpuContext;
use crate::error::{GpuError, Result};
use crate::{Kernel, KernelSource};

/// The result a worker thread leaves, and the waker of whoever awaits it.
type Slot<T> = Arc<Mutex<(Option<Result<T>>, Option<Waker>)>>;

/// Work running on a worker thread ([`GpuContext::in_background`]): `Send + 'static`, resolves
/// to the closure's result. Dropping it does not stop the work.
pub struct Background<T> {
    slot: Slot<T>,
}

/// A kernel being compiled on a worker thread ([`GpuContext::compile_kernel_async`]): resolves
/// to what [`GpuContext::compile_kernel`] returns. Dropping it does not stop the compile; the
/// kernel then lands in the context's cache all the same.
pub type CompileFuture = Background<Kernel>;

impl<T> Future for Background<T> {
    type Output = Result<T>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<T>> {
        let mut slot = self.slot.lock().unwrap_or_else(|e| e.into_inner());
        match slot.0.take() {
            Some(result) => Poll::Ready(result),
            None => {
                slot.1 = Some(cx.waker().clone());
                Poll::Pending
            }
        }
    }
}

impl GpuContext {
    /// Runs `work` with (a clone of) this context on a new worker thread; the future resolves
    /// to its result. For what blocks: `download`, `synchronize`, ops that return a value
    /// (`ops::sum`), a sequence of launches and a wait. Move what the work needs into the
    /// closure (buffers, kernels: the future is `'static`). Work queued from the closure keeps
    /// the context's ordering rules. Not on wasm32 (no threads here): use `download_async` and
    /// `synchronize_async` there.
    pub fn in_background<T: Send + 'static>(
        &self,
        work: impl FnOnce(&GpuContext) -> Result<T> + Send + 'static,
    ) -> Background<T> {
        let slot: Slot<T> = Arc::new(Mutex::new((None, None)));
        let (ctx, theirs) = (self.clone(), slot.clone());
        let deliver = move |result: Result<T>| {
            let mut s = theirs.lock().unwrap_or_else(|e| e.into_inner());
            s.0 = Some(result);
            if let Some(waker) = s.1.take() {
                waker.wake();
            }
        };
        let spawned = std::thread::Builder::new()
            .name("anygpu-background".into())
            .spawn(move || deliver(work(&ctx)));
        if let Err(e) = spawned {
            slot.lock().unwrap_or_else(|e| e.into_inner()).0 = Some(Err(GpuError::Backend {
                backend: "host",
                operation: "start a worker thread".into(),
                message: e.to_string(),
            }));
        }
        Background { slot }
    }

    /// [`compile_kernel`](Self::compile_kernel) on a new worker thread: the future resolves
    /// once the kernel is compiled (or with the same error). Compiles of the same source share
    /// the context's cache. Not on wasm32: compile there with `compile_kernel`.
    pub fn compile_kernel_async(&self, source: &KernelSource) -> CompileFuture {
        let source = source.clone();
        self.in_background(move |ctx| ctx.compile_kernel(&source))
    }
}

#[cfg(all(test, feature = "llvm"))]
mod tests {
    use super::*;
    use crate::CpuDeviceConfig;

    fn is_send_static<T: Send + 'static>(_: &T) {}

    /// The future is `Send + 'static`, resolves to a kernel that runs, and carries a compile
    /// error as `compile_kernel` would, located in the source.
    #[test]
    fn compiles_on_a_worker_thread_and_delivers_kernels_and_errors() {
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        let src = "@group(0) @binding(0) var<storage, read_write> y: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&y) { y[id.x] = f32(id.x) * 2.0; }
}";
        let future = ctx.compile_kernel_async(&KernelSource::wgsl(src));
        is_send_static(&future);
        let kernel = pollster::block_on(future).unwrap();
        let mut y = ctx.alloc::<f32>(100).unwrap();
        ctx.launch(&kernel, crate::LaunchConfig::for_elements(100, &kernel), &[&mut y])
            .unwrap();
        let got = ctx.download(&y).unwrap();
        assert!(got.iter().enumerate().all(|(i, &v)| v == i as f32 * 2.0), "{got:?}");

        let bad = "@compute @workgroup_size(1) fn main() { let x: f32 = undefined_name; }";
        let e = pollster::block_on(ctx.compile_kernel_async(&KernelSource::wgsl(bad))).unwrap_err();
        let direct = ctx.compile_kernel(&KernelSource::wgsl(bad)).unwrap_err();
        assert_eq!(e.to_string(), direct.to_string());
        assert!(e.to_string().contains("undefined_name"), "{e}");
    }

    /// A download awaited as a `Send + 'static` future, with the buffer moved into the work;
    /// an error comes back as the result.
    #[test]
    fn background_work_delivers_results_and_errors() {
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        let x = ctx.upload(&[1.0f32, 2.0, 3.5]).unwrap();
        let download = ctx.in_background(move |ctx| ctx.download(&x));
        is_send_static(&download);
        assert_eq!(pollster::block_on(download).unwrap(), [1.0, 2.0, 3.5]);
        let failing = ctx.in_background(|ctx| ctx.alloc::<u8>(usize::MAX).map(|_| ()));
        assert!(pollster::block_on(failing).is_err());
    }
}
