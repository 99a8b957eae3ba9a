//! Values that wgpu delivers through callbacks, made into something to wait on that is safe in
//! a browser: a [`Delivery`] is a future there (the browser's event loop runs the callback), and
//! natively something to receive while polling the device. Also the native `block_on` and the
//! error-scope pop that a browser cannot wait for.

use std::sync::{Arc, Mutex};

use super::backend_error;
use crate::error::Result;

/// Waits for a wgpu future on a native thread.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn block_on<F: std::future::Future>(f: F) -> F::Output {
    pollster::block_on(f)
}

/// The error an error scope caught. Natively this waits for it; in a browser it cannot, so the
/// error is logged when it arrives (validation errors there mean anygpu's own bug, since the
/// front end validated the kernel already; out-of-memory shows up at the first use).
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn scope_error(scope: wgpu::ErrorScopeGuard) -> Option<wgpu::Error> {
    block_on(scope.pop())
}

#[cfg(target_arch = "wasm32")]
pub(super) fn scope_error(scope: wgpu::ErrorScopeGuard) -> Option<wgpu::Error> {
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

/// A value that a wgpu callback delivers later: a future for browsers, and natively something
/// to [`Delivery::take`] once the device has been polled.
pub(super) struct Delivery<T> {
    slot: Arc<(Mutex<DeliverySlot<T>>, std::sync::Condvar)>,
}

/// The delivered value, and the waker of a task awaiting it.
type DeliverySlot<T> = (Option<T>, Option<std::task::Waker>);

/// The callback half and the receiving half of a [`Delivery`].
pub(super) fn delivery<T: Send + 'static>() -> (impl FnOnce(T) + Send + 'static, Delivery<T>) {
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
    pub(super) fn receive(&self, what: &str, mut poll: impl FnMut() -> Result<()>) -> Result<T> {
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
