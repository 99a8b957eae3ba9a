//! Fault injection for the mock device: [`FaultyBackend`] wraps a CPU backend and makes chosen
//! calls fail the way a real GPU's would, so that applications can test their error paths with
//! no hardware ([`MockFaults`], `ANYGPU_MOCK=fail_alloc=3,lose_after=100,...`).
//!
//! Every [`Backend`] method is forwarded explicitly (none relies on the trait's defaults), so a
//! method the inner backend overrides keeps its behaviour. What counts:
//! - *allocations*: calls of [`DeviceMemory::alloc`](super::DeviceMemory::alloc), i.e. allocations that reach the device. A buffer
//!   the context's memory pool serves from its cache does not reach it; set
//!   `GpuContext::set_memory_pool_limit(0)` to make every buffer one.
//! - *launches*: [`Kernels::launch`](super::Kernels::launch) and [`Kernels::launch_timed`](super::Kernels::launch_timed).
//! - *operations*: every call that asks the device for something (allocations, transfers, fills,
//!   kernel loads, launches, waits, events), not `free`, `info` and the other bookkeeping queries.
//!
//! `free` is always forwarded, even on a lost device: dropping buffers must give their memory back.

use std::any::Any;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use super::{
    Backend, BufferRange, DeviceAlloc, DeviceEvent, HostAlloc, HostBindings, HostTask, KernelArgs, LoadedKernel,
    LocalFuture,
};
use crate::compiler::front::FrontModule;
use crate::device::{DeviceInfo, MockFaults};
use crate::error::{GpuError, Result};

/// A backend that injects the faults of a [`MockFaults`] plan into the calls it forwards.
pub(crate) struct FaultyBackend {
    inner: Arc<dyn Backend>,
    plan: MockFaults,
    state: Arc<Mutex<State>>,
}

/// The counters of one device instance (a context's: see [`BackendDevice::open_for_context`](super::BackendDevice::open_for_context)).
struct State {
    operations: u64,
    allocations: u64,
    launches: u64,
    /// Why the device is lost, once it is.
    lost: Option<String>,
    rng: SplitMix64,
}

impl FaultyBackend {
    /// Wraps `inner` with `plan`'s faults, its counters at zero.
    pub(crate) fn new(inner: Arc<dyn Backend>, plan: MockFaults) -> Self {
        let rng = SplitMix64(plan.seed);
        FaultyBackend {
            inner,
            plan,
            state: Arc::new(Mutex::new(State {
                operations: 0,
                allocations: 0,
                launches: 0,
                lost: None,
                rng,
            })),
        }
    }

    /// `inner`, wrapped only when `plan` injects a fault (a plain mock pays nothing).
    pub(crate) fn wrap(inner: Arc<dyn Backend>, plan: &MockFaults) -> Arc<dyn Backend> {
        if plan.is_active() {
            Arc::new(FaultyBackend::new(inner, plan.clone()))
        } else {
            inner
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    fn device(&self) -> String {
        format!("{} ({})", self.inner.info().id, self.inner.info().name)
    }

    /// Counts one operation; `DeviceLost` once the device is lost or this one is past
    /// [`MockFaults::lose_device_after`].
    fn operation(&self) -> Result<()> {
        let mut s = self.state();
        check_lost(&mut s, &self.plan, &self.device())
    }

    /// Counts one launch (an operation too) and decides whether it fails.
    fn launch_fault(&self) -> Result<()> {
        let mut s = self.state();
        check_lost(&mut s, &self.plan, &self.device())?;
        s.launches += 1;
        let n = s.launches;
        let every = self.plan.fail_launch_every.is_some_and(|k| k > 0 && n % k == 0);
        // Drawn on every launch, so the sequence depends only on the seed and the launch count.
        let random = self.plan.fail_launch_probability.is_some_and(|p| s.rng.next_f64() < p);
        if every || random {
            let why = if every {
                format!("every {}th launch fails", self.plan.fail_launch_every.unwrap_or(0))
            } else {
                format!(
                    "launches fail with probability {} (seed {})",
                    self.plan.fail_launch_probability.unwrap_or(0.0),
                    self.plan.seed
                )
            };
            return Err(GpuError::Backend {
                backend: "cpu",
                operation: "launch a kernel".into(),
                message: format!(
                    "injected fault on mock device {}: launch {n} failed ({why})",
                    self.device()
                ),
            });
        }
        Ok(())
    }

    /// Counts one transfer (an operation) and sleeps as [`MockFaults::slow_transfers`] says.
    fn transfer(&self) -> Result<()> {
        self.operation()?;
        if let Some(delay) = self.plan.slow_transfers {
            std::thread::sleep(delay);
        }
        Ok(())
    }
}

fn lock(state: &Mutex<State>) -> MutexGuard<'_, State> {
    state.lock().unwrap_or_else(|e| e.into_inner())
}

fn check_lost(s: &mut State, plan: &MockFaults, device: &str) -> Result<()> {
    if s.lost.is_none() {
        s.operations += 1;
        if let Some(n) = plan.lose_device_after.filter(|&n| s.operations > n) {
            s.lost = Some(format!("injected fault: the mock device is lost after {n} operations"));
        }
    }
    match &s.lost {
        Some(reason) => Err(GpuError::DeviceLost {
            device: device.to_string(),
            reason: reason.clone(),
        }),
        None => Ok(()),
    }
}

/// A tiny seeded generator (SplitMix64): deterministic across platforms and versions, which a
/// fault plan's seed needs, and no dependency for a handful of draws.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// An event of the inner backend that reports the device's loss like every other call.
struct FaultyEvent {
    inner: Arc<dyn DeviceEvent>,
    state: Arc<Mutex<State>>,
    device: String,
}

impl FaultyEvent {
    fn check(&self) -> Result<()> {
        match &lock(&self.state).lost {
            Some(reason) => Err(GpuError::DeviceLost {
                device: self.device.clone(),
                reason: reason.clone(),
            }),
            None => Ok(()),
        }
    }
}

impl DeviceEvent for FaultyEvent {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn synchronize(&self) -> Result<()> {
        self.check()?;
        self.inner.synchronize()
    }

    fn is_complete(&self) -> Result<bool> {
        self.check()?;
        self.inner.is_complete()
    }
}

/// The inner backend's event behind one of ours (events from elsewhere pass as they are, and
/// the inner backend refuses them as it would).
fn unwrap_event(event: &dyn DeviceEvent) -> &dyn DeviceEvent {
    match event.as_any().downcast_ref::<FaultyEvent>() {
        Some(e) => &*e.inner,
        None => event,
    }
}

impl super::BackendDevice for FaultyBackend {
    fn info(&self) -> &DeviceInfo {
        self.inner.info()
    }

    /// Each context on a faulty mock gets its own counters (and its own seeded sequence), so a
    /// test sees the same faults however many contexts came before it.
    fn open_for_context(&self) -> Option<Arc<dyn Backend>> {
        let inner = self.inner.open_for_context().unwrap_or_else(|| self.inner.clone());
        Some(Arc::new(FaultyBackend::new(inner, self.plan.clone())))
    }
}

impl super::DeviceMemory for FaultyBackend {
    fn alloc(&self, bytes: usize) -> Result<DeviceAlloc> {
        let nth = {
            let mut s = self.state();
            check_lost(&mut s, &self.plan, &self.device())?;
            s.allocations += 1;
            s.allocations
        };
        if self.plan.fail_alloc_nth == Some(nth) {
            let (available, total) = self.inner.memory_info().unwrap_or((0, self.inner.info().memory_total));
            return Err(GpuError::OutOfMemory {
                device: format!("{} [injected fault: allocation {nth} fails]", self.device()),
                requested: bytes as u64,
                available,
                total,
            });
        }
        self.inner.alloc(bytes)
    }

    unsafe fn free(&self, alloc: &DeviceAlloc) {
        // Never refused, lost device or not: the memory must come back.
        // SAFETY: the caller's contract, which is the inner backend's (it made `alloc`).
        unsafe { self.inner.free(alloc) }
    }

    fn exact_reuse(&self) -> bool {
        self.inner.exact_reuse()
    }

    fn memory_info(&self) -> Option<(u64, u64)> {
        self.inner.memory_info()
    }

    /// Host memory is not device memory: no injected allocation failure applies to it.
    fn alloc_host(&self, bytes: usize) -> Result<HostAlloc> {
        self.inner.alloc_host(bytes)
    }

    unsafe fn free_host(&self, alloc: HostAlloc) {
        // SAFETY: the caller's contract, which is the inner backend's (it made the memory).
        unsafe { self.inner.free_host(alloc) }
    }
}

impl super::Transfers for FaultyBackend {
    unsafe fn write(&self, stream: u32, dst: &DeviceAlloc, offset: usize, src: &[u8]) -> Result<()> {
        self.transfer()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.write(stream, dst, offset, src) }
    }

    unsafe fn read(&self, stream: u32, src: &DeviceAlloc, offset: usize, dst: &mut [u8]) -> Result<()> {
        self.transfer()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.read(stream, src, offset, dst) }
    }

    unsafe fn copy(&self, stream: u32, src: BufferRange, dst: BufferRange) -> Result<()> {
        self.transfer()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.copy(stream, src, dst) }
    }

    unsafe fn fill(&self, stream: u32, dst: BufferRange, pattern: &[u8]) -> Result<()> {
        self.operation()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.fill(stream, dst, pattern) }
    }

    unsafe fn read_async(&self, src: &DeviceAlloc, offset: usize, len: usize) -> LocalFuture<Result<Vec<u8>>> {
        if let Err(e) = self.transfer() {
            return Box::pin(std::future::ready(Err(e)));
        }
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.read_async(src, offset, len) }
    }
}

impl super::Streams for FaultyBackend {
    fn synchronize(&self) -> Result<()> {
        self.operation()?;
        self.inner.synchronize()
    }

    fn synchronize_stream(&self, stream: u32) -> Result<()> {
        self.operation()?;
        self.inner.synchronize_stream(stream)
    }

    fn record_event(&self, stream: u32) -> Result<Arc<dyn DeviceEvent>> {
        self.operation()?;
        let inner = self.inner.record_event(stream)?;
        Ok(Arc::new(FaultyEvent {
            inner,
            state: self.state.clone(),
            device: self.device(),
        }))
    }

    fn wait_event(&self, stream: u32, event: &Arc<dyn DeviceEvent>) -> Result<()> {
        self.operation()?;
        let inner = match event.as_any().downcast_ref::<FaultyEvent>() {
            Some(e) => e.inner.clone(),
            None => event.clone(),
        };
        self.inner.wait_event(stream, &inner)
    }

    fn event_elapsed(&self, start: &dyn DeviceEvent, end: &dyn DeviceEvent) -> Result<Duration> {
        self.operation()?;
        self.inner.event_elapsed(unwrap_event(start), unwrap_event(end))
    }

    fn release_stream(&self, stream: u32) {
        self.inner.release_stream(stream)
    }

    fn synchronize_async(&self) -> LocalFuture<Result<()>> {
        if let Err(e) = self.operation() {
            return Box::pin(std::future::ready(Err(e)));
        }
        self.inner.synchronize_async()
    }
}

impl super::Kernels for FaultyBackend {
    unsafe fn load_kernel(&self, front: &FrontModule) -> Result<Arc<dyn LoadedKernel>> {
        self.operation()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.load_kernel(front) }
    }

    unsafe fn load_artifact(
        &self,
        front: &FrontModule,
        artifact: &crate::compiler::Artifact,
    ) -> Result<Arc<dyn LoadedKernel>> {
        self.operation()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.load_artifact(front, artifact) }
    }

    unsafe fn load_foreign(
        &self,
        front: &FrontModule,
        signature: &crate::compiler::ForeignSignature,
        code: &crate::compiler::ForeignCode,
    ) -> Result<Arc<dyn LoadedKernel>> {
        self.operation()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.load_foreign(front, signature, code) }
    }

    unsafe fn launch(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        stream: u32,
        args: KernelArgs,
        limit: Option<Duration>,
    ) -> Result<()> {
        self.launch_fault()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.launch(kernel, grid, stream, args, limit) }
    }

    fn runs_host_tasks(&self) -> bool {
        self.inner.runs_host_tasks()
    }

    unsafe fn run_host_task(&self, stream: u32, bindings: HostBindings, task: HostTask) -> Result<()> {
        self.launch_fault()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.run_host_task(stream, bindings, task) }
    }

    unsafe fn launch_timed(
        &self,
        kernel: &Arc<dyn LoadedKernel>,
        grid: [u32; 3],
        args: KernelArgs,
    ) -> Result<Duration> {
        self.launch_fault()?;
        // SAFETY: the caller's contract, which is the inner backend's.
        unsafe { self.inner.launch_timed(kernel, grid, args) }
    }
}

/// Textures go through the defaults, so their allocations and copies meet the injected faults.
impl super::Textures for FaultyBackend {}

/// Each step through the faulty launch and copy, so graphs meet the same faults.
impl super::Graphs for FaultyBackend {}

impl Backend for FaultyBackend {
    /// Makes the mock device lost: every later call but `free` fails with `DeviceLost`.
    fn simulate_device_loss(&self) -> Result<()> {
        let mut s = self.state();
        s.lost
            .get_or_insert_with(|| "injected fault: simulate_device_loss() was called".into());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_is_seeded_and_uniform_enough() {
        let draws = |seed| {
            let mut r = SplitMix64(seed);
            (0..1000).map(|_| r.next_f64()).collect::<Vec<_>>()
        };
        assert_eq!(draws(7), draws(7));
        assert_ne!(draws(7), draws(8));
        let d = draws(42);
        assert!(d.iter().all(|x| (0.0..1.0).contains(x)));
        let below = d.iter().filter(|&&x| x < 0.25).count();
        assert!((200..300).contains(&below), "{below} of 1000 draws below 0.25");
    }
}
