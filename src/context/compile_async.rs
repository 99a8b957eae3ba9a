//! Compiling on a worker thread: [`GpuContext::compile_kernel_async`] returns a future that an
//! async application awaits (a tokio task, say) while its executor's threads go on; compiling a
//! kernel takes milliseconds to seconds of LLVM, which must not block an executor.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

use super::GpuContext;
use crate::error::{GpuError, Result};
use crate::{Kernel, KernelSource};

/// The result a compile thread leaves, and the waker of whoever awaits it.
type Slot = Arc<Mutex<(Option<Result<Kernel>>, Option<Waker>)>>;

/// A kernel being compiled on a worker thread ([`GpuContext::compile_kernel_async`]): `Send +
/// 'static`, resolves to what [`GpuContext::compile_kernel`] returns. Dropping it does not stop
/// the compile; the kernel then lands in the context's cache all the same.
pub struct CompileFuture {
    slot: Slot,
}

impl Future for CompileFuture {
    type Output = Result<Kernel>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<Kernel>> {
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
    /// [`compile_kernel`](Self::compile_kernel) on a new worker thread: the future resolves
    /// once the kernel is compiled (or with the same error), and is `Send + 'static`, so a task
    /// of any executor can await it. Compiles of the same source share the context's cache.
    /// Not on wasm32, which has no threads here: compile there with `compile_kernel`.
    pub fn compile_kernel_async(&self, source: &KernelSource) -> CompileFuture {
        let slot: Slot = Arc::new(Mutex::new((None, None)));
        let (ctx, source, theirs) = (self.clone(), source.clone(), slot.clone());
        let deliver = move |result: Result<Kernel>| {
            let mut s = theirs.lock().unwrap_or_else(|e| e.into_inner());
            s.0 = Some(result);
            if let Some(waker) = s.1.take() {
                waker.wake();
            }
        };
        let spawned = std::thread::Builder::new()
            .name("anygpu-compile".into())
            .spawn(move || deliver(ctx.compile_kernel(&source)));
        if let Err(e) = spawned {
            slot.lock().unwrap_or_else(|e| e.into_inner()).0 = Some(Err(GpuError::Backend {
                backend: "compiler",
                operation: "start a compile thread".into(),
                message: e.to_string(),
            }));
        }
        CompileFuture { slot }
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
}
