//! The profiler: off by default (one atomic load per launch and copy when off), it records every
//! launch and blocking copy of a context with its device, kernel, grid, bytes and time, and
//! reports them per kernel or as a Chrome trace ([`trace`]) that Perfetto and chrome://tracing
//! open. Launch times come from the device's clock where it has one (events on CUDA and ROCm,
//! the completion time the host saw on wgpu), from the host's clock on the CPU device's default
//! stream, where a launch returns once it has run.

mod trace;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::backend::{Backend, DeviceEvent};
use crate::error::Result;

/// What one record measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfileKind {
    /// A kernel launch.
    Launch,
    /// A blocking copy between host and device.
    Copy,
}

/// One launch or copy, as [`Profiler::records`] returns it.
#[derive(Clone, Debug)]
pub struct ProfileRecord {
    /// Launch or copy.
    pub kind: ProfileKind,
    /// The kernel's entry point, or the copy's direction (`copy_to_device`, `copy_to_host`).
    pub name: String,
    /// The device (`cpu:0`).
    pub device: String,
    /// Workgroups launched (`[0, 0, 0]` for copies).
    pub grid: [u32; 3],
    /// The stream it ran on.
    pub stream: u32,
    /// Bytes of the buffers the launch bound, or bytes copied.
    pub bytes: u64,
    /// When it was submitted, from the profiler's start.
    pub submitted: Duration,
    /// How long it ran.
    pub duration: Duration,
}

/// A record as kept while recording: what a launch costs to note down is one clock read each
/// side and a push (the device and the names are shared, not copied, until records are read).
struct Pending {
    kind: ProfileKind,
    name: Arc<str>,
    grid: [u32; 3],
    stream: u32,
    bytes: u64,
    submitted: Duration,
    /// Final once `timing` is `Done`.
    duration: Duration,
    timing: Timing,
}

impl Pending {
    fn record(&self, device: &str) -> ProfileRecord {
        ProfileRecord {
            kind: self.kind,
            name: self.name.to_string(),
            device: device.to_string(),
            grid: self.grid,
            stream: self.stream,
            bytes: self.bytes,
            submitted: self.submitted,
            duration: self.duration,
        }
    }
}

enum Timing {
    Done,
    Events(Arc<dyn DeviceEvent>, Arc<dyn DeviceEvent>),
}

#[derive(Default)]
struct Records {
    pending: Vec<Pending>,
    flops: BTreeMap<String, f64>,
}

/// A context's profiler, from [`GpuContext::profiler`](crate::GpuContext::profiler). Clones share it.
#[derive(Clone)]
pub struct Profiler {
    inner: Arc<ProfilerState>,
}

pub(crate) struct ProfilerState {
    enabled: AtomicBool,
    /// When recording first started (std's clock panics in browsers: read only once enabled).
    origin: std::sync::OnceLock<Instant>,
    backend: Arc<dyn Backend>,
    device: String,
    /// The CPU device runs a launch on its default stream before returning: host time is its time.
    host_timed_default_stream: bool,
    records: Mutex<Records>,
}

/// A launch being recorded: what [`ProfilerState::begin_launch`] started.
pub(crate) struct LaunchProbe {
    submitted: Instant,
    start: Option<Arc<dyn DeviceEvent>>,
}

impl ProfilerState {
    pub(crate) fn new(backend: Arc<dyn Backend>) -> Arc<Self> {
        Arc::new(ProfilerState {
            enabled: AtomicBool::new(false),
            origin: std::sync::OnceLock::new(),
            device: backend.info().id.to_string(),
            host_timed_default_stream: backend.info().kind == crate::device::DeviceKind::Cpu,
            backend,
            records: Mutex::default(),
        })
    }

    /// Whether launches and copies are being recorded (the only cost when not).
    #[inline]
    pub(crate) fn enabled(&self) -> bool {
        self.enabled.load(Ordering::Relaxed)
    }

    fn records(&self) -> std::sync::MutexGuard<'_, Records> {
        self.records.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Before a launch on `stream`: an event where the device has its own clock or the launch
    /// may run later (any stream but the CPU device's default one).
    pub(crate) fn begin_launch(&self, stream: u32) -> LaunchProbe {
        let on_host = stream == 0 && self.host_timed_default_stream;
        LaunchProbe {
            submitted: Instant::now(),
            start: if on_host {
                None
            } else {
                self.backend.record_event(stream).ok()
            },
        }
    }

    /// After a launch: records it.
    pub(crate) fn end_launch(&self, probe: LaunchProbe, name: &Arc<str>, grid: [u32; 3], stream: u32, bytes: u64) {
        let timing = match probe.start {
            Some(start) => match self.backend.record_event(stream) {
                Ok(end) => Timing::Events(start, end),
                Err(_) => return,
            },
            None => Timing::Done,
        };
        let pending = Pending {
            kind: ProfileKind::Launch,
            name: name.clone(),
            grid,
            stream,
            bytes,
            submitted: probe
                .submitted
                .saturating_duration_since(*self.origin.get_or_init(Instant::now)),
            duration: probe.submitted.elapsed(),
            timing,
        };
        self.records().pending.push(pending);
    }

    /// Records a blocking copy of `bytes` that started at `start` and has just ended.
    pub(crate) fn copy(&self, name: &str, bytes: u64, start: Instant) {
        let pending = Pending {
            kind: ProfileKind::Copy,
            name: name.into(),
            grid: [0; 3],
            stream: 0,
            bytes,
            submitted: start.saturating_duration_since(*self.origin.get_or_init(Instant::now)),
            duration: start.elapsed(),
            timing: Timing::Done,
        };
        self.records().pending.push(pending);
    }
}

impl Profiler {
    pub(crate) fn new(inner: Arc<ProfilerState>) -> Self {
        Profiler { inner }
    }

    /// Starts recording. In a browser (wasm32) the profiler stays off: std's clock is not there.
    pub fn enable(&self) {
        if cfg!(target_arch = "wasm32") {
            tracing::warn!("the profiler needs std::time, which browsers lack; it stays off");
            return;
        }
        self.inner.origin.get_or_init(Instant::now);
        self.inner.enabled.store(true, Ordering::Relaxed);
    }

    /// Stops recording (what was recorded stays).
    pub fn disable(&self) {
        self.inner.enabled.store(false, Ordering::Relaxed);
    }

    /// Whether it is recording.
    pub fn is_enabled(&self) -> bool {
        self.inner.enabled()
    }

    /// Forgets every record.
    pub fn clear(&self) {
        self.inner.records().pending.clear();
    }

    /// Says how many floating-point operations one launch of the kernel `entry` does, so that
    /// the report shows its GFLOP/s.
    pub fn annotate_flops(&self, entry: &str, flops_per_launch: f64) {
        self.inner.records().flops.insert(entry.to_string(), flops_per_launch);
    }

    /// Every record so far, in submission order, with device times (waits for the launches
    /// still running).
    pub fn records(&self) -> Result<Vec<ProfileRecord>> {
        let mut records = self.inner.records();
        for p in records.pending.iter_mut() {
            if let Timing::Events(start, end) = &p.timing {
                start.synchronize()?;
                end.synchronize()?;
                p.duration = self.inner.backend.event_elapsed(start.as_ref(), end.as_ref())?;
                p.timing = Timing::Done;
            }
        }
        Ok(records.pending.iter().map(|p| p.record(&self.inner.device)).collect())
    }

    /// The records summed up per kernel and copy direction.
    pub fn report(&self) -> Result<ProfileReport> {
        let records = self.records()?;
        let flops = self.inner.records().flops.clone();
        let mut rows: BTreeMap<(String, bool), Vec<&ProfileRecord>> = BTreeMap::new();
        for r in &records {
            rows.entry((r.name.clone(), r.kind == ProfileKind::Copy))
                .or_default()
                .push(r);
        }
        let rows = rows
            .into_iter()
            .map(|((name, _), rs)| {
                let mut times: Vec<Duration> = rs.iter().map(|r| r.duration).collect();
                times.sort();
                let total: Duration = times.iter().sum();
                let bytes: u64 = rs.iter().map(|r| r.bytes).sum();
                let seconds = total.as_secs_f64();
                let per_second = |x: f64| (seconds > 0.0).then(|| x / seconds / 1e9);
                ProfileRow {
                    gflops: flops.get(&name).and_then(|f| per_second(f * rs.len() as f64)),
                    kind: rs[0].kind,
                    name,
                    count: rs.len(),
                    total,
                    min: times[0],
                    median: times[times.len() / 2],
                    max: times[times.len() - 1],
                    gb_per_s: per_second(bytes as f64),
                }
            })
            .collect();
        Ok(ProfileReport { rows })
    }

    /// Writes the records as a Chrome trace (the Trace Event format's JSON object: complete
    /// events, one process per device and one thread per stream, named), which Perfetto
    /// (ui.perfetto.dev) and chrome://tracing open.
    pub fn write_chrome_trace(&self, path: impl AsRef<std::path::Path>) -> Result<()> {
        let records = self.records()?;
        let path = path.as_ref();
        std::fs::write(path, trace::chrome_trace(&records)).map_err(|e| {
            crate::GpuError::invalid_argument(format!("cannot write the trace to {}: {e}", path.display()))
        })
    }
}

impl std::fmt::Debug for Profiler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Profiler({}, enabled: {})", self.inner.device, self.is_enabled())
    }
}

/// One line of a [`ProfileReport`]: every launch of one kernel, or every copy one way.
#[derive(Clone, Debug)]
pub struct ProfileRow {
    /// Launch or copy.
    pub kind: ProfileKind,
    /// The kernel's entry point or the copy's direction.
    pub name: String,
    /// How many.
    pub count: usize,
    /// Their time together.
    pub total: Duration,
    /// The shortest.
    pub min: Duration,
    /// The median.
    pub median: Duration,
    /// The longest.
    pub max: Duration,
    /// Bytes bound or copied per second of their time, in GB/s.
    pub gb_per_s: Option<f64>,
    /// GFLOP/s, where [`Profiler::annotate_flops`] gave the kernel's operations.
    pub gflops: Option<f64>,
}

/// The profiler's table: one row per kernel and per copy direction ([`Profiler::report`]).
#[derive(Clone, Debug)]
pub struct ProfileReport {
    /// The rows, by name.
    pub rows: Vec<ProfileRow>,
}

impl std::fmt::Display for ProfileReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{:<24} {:>7} {:>12} {:>12} {:>12} {:>12} {:>9} {:>9}",
            "kernel / copy", "count", "total", "min", "median", "max", "GB/s", "GFLOP/s"
        )?;
        let opt = |x: Option<f64>| x.map(|v| format!("{v:.2}")).unwrap_or_else(|| "-".into());
        for r in &self.rows {
            writeln!(
                f,
                "{:<24} {:>7} {:>12} {:>12} {:>12} {:>12} {:>9} {:>9}",
                r.name,
                r.count,
                format!("{:.3?}", r.total),
                format!("{:.3?}", r.min),
                format!("{:.3?}", r.median),
                format!("{:.3?}", r.max),
                opt(r.gb_per_s),
                opt(r.gflops)
            )?;
        }
        Ok(())
    }
}
