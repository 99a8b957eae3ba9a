//! anygpu in the browser: the vector add, tiled matmul and reduction kernels that the native
//! devices run, through the wgpu backend on the page's WebGPU adapter. Every call is async (a
//! browser's main thread must never block); every result is checked against a Rust reference.
//!
//! The page (`www/index.html`) calls these functions; each returns a JSON object as a string.

use std::cell::RefCell;

use anygpu::{default_device_async, DeviceBuffer, GpuContext, KernelSource, LaunchConfig};
use wasm_bindgen::prelude::*;

const VECTOR_ADD: &str = include_str!("../../shaders/vector_add.wgsl");
const MATMUL: &str = include_str!("../../shaders/matmul_tiled.wgsl");
const REDUCE: &str = include_str!("../../shaders/reduce_sum.wgsl");

thread_local! {
    static CONTEXT: RefCell<Option<GpuContext>> = const { RefCell::new(None) };
}

fn js_error(e: impl std::fmt::Display) -> JsValue {
    JsValue::from_str(&e.to_string())
}

/// The page's device, opened once.
async fn context() -> Result<GpuContext, JsValue> {
    console_error_panic_hook::set_once();
    if let Some(ctx) = CONTEXT.with(|c| c.borrow().clone()) {
        return Ok(ctx);
    }
    let ctx = default_device_async().await.map_err(js_error)?;
    CONTEXT.with(|c| *c.borrow_mut() = Some(ctx.clone()));
    Ok(ctx)
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// A small deterministic generator, so that a failure can be reproduced from its size.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
    fn vec(&mut self, n: usize) -> Vec<f32> {
        (0..n).map(|_| self.next()).collect()
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The WebGPU adapter anygpu opened, as JSON: name, backend, subgroup size, limits.
#[wasm_bindgen]
pub async fn adapter() -> Result<String, JsValue> {
    let ctx = context().await?;
    let i = ctx.info();
    Ok(format!(
        r#"{{"name":"{}","id":"{}","compute":"{}","subgroupSize":{},"maxWorkgroup":{},"maxBuffer":{}}}"#,
        escape(&i.name),
        i.id,
        escape(&i.compute_version),
        i.subgroup_size,
        i.max_workgroup_size,
        i.memory_total
    ))
}

/// Times `launch` (after one warm-up run): milliseconds from submission until the device is idle.
async fn timed<F: Fn() -> anygpu::Result<()>>(ctx: &GpuContext, launch: F) -> Result<f64, JsValue> {
    launch().map_err(js_error)?;
    ctx.synchronize_async().await.map_err(js_error)?;
    let start = now_ms();
    launch().map_err(js_error)?;
    ctx.synchronize_async().await.map_err(js_error)?;
    Ok(now_ms() - start)
}

fn report(kernel: &str, size: &str, ms: f64, rate: f64, unit: &str, errors: usize, max_error: f64) -> String {
    format!(
        r#"{{"kernel":"{kernel}","size":"{size}","ms":{ms:.3},"rate":{rate:.3},"unit":"{unit}","errors":{errors},"maxError":{max_error:e},"ok":{}}}"#,
        errors == 0
    )
}

/// c = a + b over `n` f32 (2-D grid past 65535 workgroups), checked element by element.
#[wasm_bindgen]
pub async fn run_vector_add(n: u32) -> Result<String, JsValue> {
    let ctx = context().await?;
    let n = n.max(1) as usize;
    let mut rng = Lcg(n as u64);
    let (a, b) = (rng.vec(n), rng.vec(n));
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(VECTOR_ADD)).map_err(js_error)?;
    let (da, db) = (ctx.upload(&a).map_err(js_error)?, ctx.upload(&b).map_err(js_error)?);
    let dc: DeviceBuffer<f32> = ctx.alloc(n).map_err(js_error)?;
    let groups = n.div_ceil(256) as u32;
    let grid = if groups <= 65535 {
        [groups, 1, 1]
    } else {
        [65535, groups.div_ceil(65535), 1]
    };
    let ms = timed(&ctx, || {
        ctx.launch(&kernel, LaunchConfig::grid(grid, &kernel), &[&da, &db, &dc])
    })
    .await?;
    let c = ctx.download_async(&dc).await.map_err(js_error)?;
    let errors = (0..n).filter(|&i| c[i] != a[i] + b[i]).count();
    let gbps = 12.0 * n as f64 / (ms * 1e6);
    Ok(report("vector add", &format!("{n}"), ms, gbps, "GB/s", errors, 0.0))
}

/// An n×n×n f32 tiled matmul, checked against a Rust triple loop.
#[wasm_bindgen]
pub async fn run_matmul(n: u32) -> Result<String, JsValue> {
    let ctx = context().await?;
    let n = n.max(1) as usize;
    let mut rng = Lcg(7 + n as u64);
    let (a, b) = (rng.vec(n * n), rng.vec(n * n));
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(MATMUL)).map_err(js_error)?;
    let (da, db) = (ctx.upload(&a).map_err(js_error)?, ctx.upload(&b).map_err(js_error)?);
    let dc: DeviceBuffer<f32> = ctx.alloc(n * n).map_err(js_error)?;
    let dims = ctx.upload(&[n as u32, n as u32, n as u32, 0]).map_err(js_error)?;
    let tiles = n.div_ceil(16) as u32;
    let config = LaunchConfig::grid([tiles, tiles, 1], &kernel);
    let ms = timed(&ctx, || ctx.launch(&kernel, config, &[&da, &db, &dc, &dims])).await?;
    let c = ctx.download_async(&dc).await.map_err(js_error)?;
    let (mut errors, mut max_error) = (0, 0f64);
    for i in 0..n {
        for j in 0..n {
            let (mut want, mut scale) = (0f64, 0f64);
            for k in 0..n {
                let p = a[i * n + k] as f64 * b[k * n + j] as f64;
                want += p;
                scale += p.abs();
            }
            let err = (c[i * n + j] as f64 - want).abs();
            max_error = max_error.max(err);
            // f32 accumulation of n products: a few ULP of the sum of magnitudes per step.
            if err > 1e-6 * n as f64 * scale.max(1.0) {
                errors += 1;
            }
        }
    }
    let gflops = 2.0 * (n as f64).powi(3) / (ms * 1e6);
    Ok(report(
        "tiled matmul",
        &format!("{n}×{n}×{n}"),
        ms,
        gflops,
        "GFLOP/s",
        errors,
        max_error,
    ))
}

/// The sum of `n` f32 (grid-stride + tree in workgroup memory), partial sums added here.
#[wasm_bindgen]
pub async fn run_reduce(n: u32) -> Result<String, JsValue> {
    let ctx = context().await?;
    let n = n.max(1) as usize;
    let mut rng = Lcg(13 + n as u64);
    let x = rng.vec(n);
    let kernel = ctx.compile_kernel(&KernelSource::wgsl(REDUCE)).map_err(js_error)?;
    let dx = ctx.upload(&x).map_err(js_error)?;
    let groups = 256usize.min(n.div_ceil(256)).max(1);
    let partials: DeviceBuffer<f32> = ctx.alloc(groups).map_err(js_error)?;
    let config = LaunchConfig::grid([groups as u32, 1, 1], &kernel);
    let ms = timed(&ctx, || ctx.launch(&kernel, config, &[&dx, &partials])).await?;
    let got: f64 = ctx
        .download_async(&partials)
        .await
        .map_err(js_error)?
        .iter()
        .map(|&v| v as f64)
        .sum();
    let want: f64 = x.iter().map(|&v| v as f64).sum();
    let magnitude: f64 = x.iter().map(|&v| (v as f64).abs()).sum();
    let err = (got - want).abs();
    // f32 partial sums: rounding error grows with the sum of magnitudes.
    let errors = usize::from(err > 1e-6 * magnitude.max(1.0) * (n as f64).log2().max(1.0));
    let gbps = 4.0 * n as f64 / (ms * 1e6);
    Ok(report("reduction", &format!("{n}"), ms, gbps, "GB/s", errors, err))
}
