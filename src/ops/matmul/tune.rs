//! Choosing a matmul configuration by measurement. On the first call for a (device, transposes,
//! shape bucket) the candidates of [`super::config::candidates`] are timed on the call's own
//! buffers within a budget, the fastest is kept in memory and in a file next to the kernel
//! cache (keyed by device, driver and anygpu version), and later calls and later processes use
//! it. `ANYGPU_AUTOTUNE`: `off` (the device's default configuration, never measured), `on` (the
//! default: ≤ 1 s per bucket), `full` (every candidate, 10 s); `ANYGPU_AUTOTUNE_BUDGET_MS`
//! sets the budget. [`crate::ops::tune_matmul`] tunes a list of shapes ahead of time. The
//! quantized GEMV's GPU forms are chosen the same way ([`measure_candidates`], [`stored_choice`]),
//! their choices kept in the same file.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::config::{candidates, conv_candidates, default_config, split_candidates, GemmConfig, GemmElement};
use super::MatmulSpec;
use crate::context::GpuContext;
use crate::device::DeviceKind;
use crate::error::Result;

/// How `ANYGPU_AUTOTUNE` asks matmul to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Off,
    On,
    Full,
}

fn mode() -> Mode {
    // A browser has no clock `Instant` can read (it panics on wasm32) and cannot wait for the
    // GPU synchronously: nothing is measured there.
    if cfg!(target_arch = "wasm32") {
        return Mode::Off;
    }
    match std::env::var("ANYGPU_AUTOTUNE").map(|v| v.trim().to_ascii_lowercase()) {
        Ok(v) if matches!(v.as_str(), "off" | "0" | "false" | "no") => Mode::Off,
        Ok(v) if v == "full" => Mode::Full,
        _ => Mode::On,
    }
}

fn budget(mode: Mode) -> Duration {
    let ms = std::env::var("ANYGPU_AUTOTUNE_BUDGET_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(if mode == Mode::Full { 10_000 } else { 1_000 });
    Duration::from_millis(ms)
}

/// Whether this build can measure at all (not in a browser: see [`mode`]).
pub(in crate::ops) fn can_measure() -> bool {
    !cfg!(target_arch = "wasm32")
}

/// The budget of an explicit [`crate::ops::tune_matmul`]: `full`'s with `ANYGPU_AUTOTUNE=full`,
/// else `on`'s.
pub(in crate::ops) fn explicit_budget() -> Duration {
    budget(if mode() == Mode::Full { Mode::Full } else { Mode::On })
}

/// What the tuner decided for one shape: the configuration, and whether this call measured it
/// (with each candidate's median time) or found it stored.
#[derive(Clone, Debug)]
pub struct MatmulTuning {
    /// The shape tuned.
    pub spec: MatmulSpec,
    /// The configuration chosen (`128x128x8_t8x8_s2_v4`: block, per-work-item tile, stages,
    /// global vector width; or `direct`).
    pub config: String,
    /// Whether this call timed the candidates (false: the choice was stored, in this process or
    /// on disk).
    pub measured: bool,
    /// Each timed candidate and its median seconds per launch.
    pub timings: Vec<(String, f64)>,
}

/// Which product a choice is for: a matmul (of f32 or f16 matrices: their candidates differ),
/// or a convolution's implicit GEMM (whose B is gathered, so its best tiling may differ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Product {
    Matmul(GemmElement),
    Conv,
}

impl Product {
    fn element(self) -> GemmElement {
        match self {
            Product::Matmul(e) => e,
            Product::Conv => GemmElement::F32,
        }
    }
}

/// What a GPU runtime says its version is (`CUDA driver 12.4`: a new driver compiles PTX anew),
/// read once per kind. The CPU device's compiler is anygpu's own, whose version the key has.
fn driver(kind: DeviceKind) -> String {
    static DRIVERS: OnceLock<Mutex<HashMap<DeviceKind, String>>> = OnceLock::new();
    if kind == DeviceKind::Cpu {
        return String::new();
    }
    let drivers = DRIVERS.get_or_init(Default::default);
    let mut drivers = drivers.lock().unwrap_or_else(|p| p.into_inner());
    drivers
        .entry(kind)
        .or_insert_with(|| {
            crate::device::runtimes()
                .into_iter()
                .find(|r| r.kind == kind)
                .and_then(|r| r.version)
                .unwrap_or_default()
        })
        .clone()
}

/// Where the device's choices are looked up: the device (kind, name, compute version, the
/// driver's version) and anygpu's version, then the shape's bucket (transposes, global vector
/// access, batched, and each of m, n, k rounded up to a power of two).
pub(super) fn keys(ctx: &GpuContext, spec: &MatmulSpec, product: Product, vector: bool) -> (String, String) {
    let shape = format!(
        "{}{}{}{}{}:{}x{}x{}",
        match product {
            Product::Conv => "conv-",
            Product::Matmul(GemmElement::F16) => "f16-",
            Product::Matmul(GemmElement::Bf16) => "bf16-",
            Product::Matmul(GemmElement::Tf32) => "tf32-",
            Product::Matmul(GemmElement::F32) => "",
        },
        if spec.trans_a { "T" } else { "N" },
        if spec.trans_b { "T" } else { "N" },
        if vector { "v" } else { "s" },
        if spec.batch > 1 { "b" } else { "" },
        bucket(spec.m),
        bucket(spec.n),
        bucket(spec.k)
    );
    (device_key(ctx), shape)
}

/// A size rounded up to a power of two: the shapes one choice serves.
pub(in crate::ops) fn bucket(x: usize) -> usize {
    x.max(1).next_power_of_two()
}

/// The device part of a choice's key: kind, name, compute version, the driver's version, and
/// anygpu's version.
pub(in crate::ops) fn device_key(ctx: &GpuContext) -> String {
    let info = ctx.info();
    format!(
        "{}/{}/{}/{}/anygpu-{}",
        info.kind,
        info.name,
        info.compute_version,
        driver(info.kind),
        env!("CARGO_PKG_VERSION")
    )
    .replace(['\t', '\n'], " ")
}

/// The choices of this process, and the file that keeps them across processes: each as its
/// configuration's name, parsed by whoever looks it up (so matmul's and the GEMV's choices share
/// the file, and a name this build does not know is measured again).
struct Store {
    choices: Mutex<HashMap<(String, String), String>>,
    file: Option<PathBuf>,
}

/// The tuning file's name in the kernel cache's directory (one line per choice: device, shape,
/// configuration, tab-separated; a line that does not parse is skipped). The version goes up
/// when a device gains candidates its stored choices never met (v2: the broadcast kernels on
/// software GPUs; v3: a convolution's whole batch in one product, and its smaller blocks on
/// GPUs), so that those are measured again.
const FILE_NAME: &str = "matmul-tuning-v3.tsv";

fn store() -> &'static Store {
    static STORE: OnceLock<Store> = OnceLock::new();
    STORE.get_or_init(|| {
        #[cfg(feature = "llvm")]
        let file = crate::compiler::DiskCache::global().map(|cache| cache.dir().join(FILE_NAME));
        #[cfg(not(feature = "llvm"))]
        let file: Option<PathBuf> = None;
        let choices = file.as_deref().map(read).unwrap_or_default();
        Store {
            choices: Mutex::new(choices),
            file,
        }
    })
}

fn read(file: &std::path::Path) -> HashMap<(String, String), String> {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let mut parts = line.split('\t');
            let (device, shape, config) = (parts.next()?, parts.next()?, parts.next()?);
            (parts.next().is_none() && !config.is_empty())
                .then(|| ((device.to_string(), shape.to_string()), config.to_string()))
        })
        .collect()
}

/// Adds a choice to the file: re-read (another process may have added lines), merged, written
/// to a temporary file and renamed into place, so a reader never sees half a file.
fn write(file: &std::path::Path, key: &(String, String), config: &str) -> std::io::Result<()> {
    let mut all = read(file);
    all.insert(key.clone(), config.to_string());
    let mut lines: Vec<String> = all.iter().map(|((d, s), c)| format!("{d}\t{s}\t{c}\n")).collect();
    lines.sort();
    let dir = file.parent().unwrap_or(std::path::Path::new("."));
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(".{FILE_NAME}.{}", std::process::id()));
    std::fs::write(&tmp, lines.concat())?;
    std::fs::rename(&tmp, file)
}

fn remember(key: (String, String), config: String) {
    let store = store();
    if let Some(file) = &store.file {
        if let Err(e) = write(file, &key, &config) {
            tracing::warn!(
                "tuning: cannot write {} ({e}); the choice lasts this process only",
                file.display()
            );
        }
    }
    store
        .choices
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert(key, config);
}

/// The stored choice for `key` if it is among `candidates`: a choice from another version's
/// file, or edited by hand, is measured again rather than trusted.
pub(in crate::ops) fn stored_choice<C: std::str::FromStr + PartialEq>(
    key: &(String, String),
    candidates: &[C],
) -> Option<C> {
    let name = store()
        .choices
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(key)
        .cloned()?;
    let config: C = name.parse().ok()?;
    candidates.contains(&config).then_some(config)
}

/// The stored choice for `key`, if this build still offers it on the device.
pub(super) fn stored(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    key: &(String, String),
    product: Product,
    vector: bool,
) -> Option<GemmConfig> {
    stored_choice(key, &shape_candidates(ctx, spec, product, vector))
}

/// The choice for `key` among `candidates` (the device's default first): stored, or measured
/// now by `run` with `ANYGPU_AUTOTUNE` on (see [`measure_candidates`]); the first candidate with
/// tuning off.
pub(in crate::ops) fn choose_among<C>(
    ctx: &GpuContext,
    what: &str,
    key: (String, String),
    candidates: &[C],
    run: &mut dyn FnMut(C) -> Result<()>,
) -> Result<C>
where
    C: Copy + PartialEq + std::fmt::Display + std::str::FromStr,
{
    let mode = mode();
    if mode == Mode::Off || candidates.len() < 2 {
        return Ok(candidates[0]);
    }
    if let Some(config) = stored_choice(&key, candidates) {
        return Ok(config);
    }
    Ok(measure_candidates(ctx, what, candidates, key, budget(mode), run)?.0)
}

/// The device's candidates for `product`, and the split-K ones for `spec`'s shape (a
/// convolution's too: a deep layer on small images, 256→256 channels at 14² in a batch of 32,
/// is 98 blocks of 128×128 on a GPU of 132 multiprocessors).
fn shape_candidates(ctx: &GpuContext, spec: &MatmulSpec, product: Product, vector: bool) -> Vec<GemmConfig> {
    let mut configs = match product {
        Product::Conv => conv_candidates(ctx.info()),
        Product::Matmul(element) => candidates(ctx.info(), vector, element),
    };
    let shape = (spec.m, spec.k, spec.n, spec.batch);
    configs.extend(split_candidates(ctx.info(), &configs, shape, product.element()));
    configs
}

/// The configuration for `spec` on `ctx`: stored, or measured now (with `ANYGPU_AUTOTUNE` on)
/// by running `run` (which launches the product with a configuration on the call's buffers) for
/// each candidate; the device's default with tuning off. `run` leaves the product in the output
/// for whichever configuration it ran last: the caller launches the chosen one after this.
pub(super) fn choose(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    product: Product,
    vector: bool,
    run: &mut dyn FnMut(GemmConfig) -> Result<()>,
) -> Result<GemmConfig> {
    let fallback = default_config(ctx.info(), vector, product.element());
    let mode = mode();
    if mode == Mode::Off || spec.k == 0 {
        return Ok(fallback);
    }
    let key = keys(ctx, spec, product, vector);
    if let Some(config) = stored(ctx, spec, &key, product, vector) {
        return Ok(config);
    }
    Ok(measure(ctx, spec, product, vector, key, budget(mode), run)?.0)
}

/// Times the candidates (the default first, so a budget spent on it still leaves a choice),
/// stores the fastest and returns it with every candidate's median time.
pub(super) fn measure(
    ctx: &GpuContext,
    spec: &MatmulSpec,
    product: Product,
    vector: bool,
    key: (String, String),
    budget: Duration,
    run: &mut dyn FnMut(GemmConfig) -> Result<()>,
) -> Result<(GemmConfig, Vec<(GemmConfig, f64)>)> {
    let what = format!("matmul {}×{}×{}", spec.m, spec.k, spec.n);
    let mut configs = shape_candidates(ctx, spec, product, vector);
    if configs.is_empty() {
        configs.push(default_config(ctx.info(), vector, product.element()));
    }
    measure_candidates(ctx, &what, &configs, key, budget, run)
}

/// Times `candidates` (not empty; the default first, so a budget spent on it still leaves a
/// choice) by `run`, which launches the product with one on the call's buffers: the first run
/// compiles and warms the caches, then runs until three are timed or the candidate's share of
/// `budget` is spent, the median kept. A candidate that fails is skipped. Stores the fastest
/// under `key` and returns it with every timed candidate's median seconds.
pub(in crate::ops) fn measure_candidates<C: Copy + std::fmt::Display>(
    ctx: &GpuContext,
    what: &str,
    candidates: &[C],
    key: (String, String),
    budget: Duration,
    run: &mut dyn FnMut(C) -> Result<()>,
) -> Result<(C, Vec<(C, f64)>)> {
    let start = Instant::now();
    let mut timings: Vec<(C, f64)> = Vec::new();
    let per_candidate = budget / candidates.len().max(1) as u32;
    for &config in candidates {
        if start.elapsed() >= budget && !timings.is_empty() {
            break;
        }
        if let Err(e) = run(config).and_then(|_| ctx.synchronize()) {
            tracing::debug!("tuning {what}: {config} fails on {} ({e}); skipped", ctx.info().id);
            continue;
        }
        let mut times = Vec::new();
        let own = Instant::now();
        while times.len() < 3 && (times.is_empty() || own.elapsed() < per_candidate) {
            let t = Instant::now();
            run(config)?;
            ctx.synchronize()?;
            times.push(t.elapsed().as_secs_f64());
        }
        times.sort_by(f64::total_cmp);
        timings.push((config, times[times.len() / 2]));
    }
    let best = timings
        .iter()
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| *c)
        .unwrap_or(candidates[0]);
    tracing::info!(
        "tuning {what} on {} ({}) → {best} after {:.0} ms ({})",
        ctx.info().id,
        key.1,
        start.elapsed().as_secs_f64() * 1e3,
        timings
            .iter()
            .map(|(c, t)| format!("{c} {:.3} ms", t * 1e3))
            .collect::<Vec<_>>()
            .join(", ")
    );
    remember(key, best.to_string());
    Ok((best, timings))
}
