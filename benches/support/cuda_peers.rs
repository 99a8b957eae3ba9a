//! The peers anygpu's own kernels are measured against: the tiled matmul, vector add and
//! reduction of `shaders/` written in CUDA C, line for line the same algorithm. The PTX benchmark
//! (`benches/ptx.rs`) compares their compiled code; `examples/gpu_bench.rs` times them on NVIDIA
//! GPUs, compiled by NVRTC and launched through the CUDA driver (both loaded at run time, so
//! their absence is an error to report, not a build failure). Also the inputs and result checks
//! both share.
#![allow(dead_code, unused_imports)] // each user takes a different part (the PTX bench not `Peers`)

pub const VECTOR_ADD_WGSL: &str = include_str!("../../shaders/vector_add.wgsl");
pub const MATMUL_WGSL: &str = include_str!("../../shaders/matmul_tiled.wgsl");
pub const REDUCE_WGSL: &str = include_str!("../../shaders/reduce_sum.wgsl");

pub const VECTOR_ADD_CUDA: &str = r#"
extern "C" __global__ void __launch_bounds__(256) main_kernel(const float* a, const float* b, float* c, unsigned n) {
    unsigned i = blockIdx.x * 256u + threadIdx.x + blockIdx.y * gridDim.x * 256u;
    if (i < n) c[i] = a[i] + b[i];
}"#;

pub const MATMUL_CUDA: &str = r#"
struct Dims { unsigned m, n, k, pad; };
#define TILE 16u
extern "C" __global__ void __launch_bounds__(256) main_kernel(const float* a, const float* b, float* c, const Dims* dims) {
    __shared__ float tile_a[TILE][TILE];
    __shared__ float tile_b[TILE][TILE];
    unsigned row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    unsigned m = dims->m, n = dims->n, k = dims->k;
    float acc = 0.0f;
    unsigned steps = (k + TILE - 1u) / TILE;
    for (unsigned t = 0; t < steps; t++) {
        unsigned ak = t * TILE + threadIdx.x, bk = t * TILE + threadIdx.y;
        tile_a[threadIdx.y][threadIdx.x] = (row < m && ak < k) ? a[row * k + ak] : 0.0f;
        tile_b[threadIdx.y][threadIdx.x] = (bk < k && col < n) ? b[bk * n + col] : 0.0f;
        __syncthreads();
        for (unsigned i = 0; i < TILE; i++) acc = fmaf(tile_a[threadIdx.y][i], tile_b[i][threadIdx.x], acc);
        __syncthreads();
    }
    if (row < m && col < n) c[row * n + col] = acc;
}"#;

pub const REDUCE_CUDA: &str = r#"
#define WG 256u
extern "C" __global__ void __launch_bounds__(256) main_kernel(const float* input, float* partials, unsigned n) {
    __shared__ float scratch[WG];
    unsigned lid = threadIdx.x;
    unsigned per_group = (n + gridDim.x - 1u) / gridDim.x;
    unsigned start = blockIdx.x * per_group;
    unsigned end = min(start + per_group, n);
    float acc = 0.0f;
    for (unsigned i = start + lid; i < end; i += WG) acc += input[i];
    scratch[lid] = acc;
    __syncthreads();
    for (unsigned stride = WG / 2u; stride > 0u; stride /= 2u) {
        if (lid < stride) scratch[lid] += scratch[lid + stride];
        __syncthreads();
    }
    if (lid == 0u) partials[blockIdx.x] = scratch[0];
}"#;

#[derive(Clone, Copy, Debug)]
pub enum Kernel {
    VectorAdd,
    Matmul,
    Reduce,
}

/// Workgroups per grid row (WebGPU's limit on each grid dimension is 65,535).
pub const GRID_ROW: usize = 32_768;

/// Deterministic inputs in [-1, 1): the same on every device and for every implementation.
fn values(n: usize, seed: u32) -> Vec<f32> {
    let mut x = seed.wrapping_mul(2_654_435_761) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 8) as f32 / (1 << 23) as f32 - 1.0
        })
        .collect()
}

pub fn vector_add_inputs(n: usize) -> (Vec<f32>, Vec<f32>) {
    (values(n, 1), values(n, 2))
}

pub fn matmul_inputs(size: usize) -> (Vec<f32>, Vec<f32>) {
    (values(size * size, 3), values(size * size, 4))
}

pub fn reduce_input(n: usize) -> Vec<f32> {
    values(n, 5)
}

/// Workgroups for the reduction: eight per multiprocessor (or CPU core), at least 64; 1,024
/// where the device does not say how many it has (wgpu reports 0).
pub fn reduce_groups(compute_units: usize) -> usize {
    if compute_units == 0 {
        1024
    } else {
        (compute_units * 8).max(64)
    }
}

pub fn check_vector_add(a: &[f32], b: &[f32], c: &[f32]) -> Result<(), String> {
    match (0..a.len()).find(|&i| c[i] != a[i] + b[i]) {
        Some(i) => Err(format!("vector add: c[{i}] = {} instead of {}", c[i], a[i] + b[i])),
        None => Ok(()),
    }
}

/// Checks 512 entries of C spread over the matrix against a float64 dot product, allowing the
/// rounding of a float32 sum of `size` products.
pub fn check_matmul(a: &[f32], b: &[f32], c: &[f32], size: usize) -> Result<(), String> {
    for s in 0..512usize {
        let (row, col) = ((s * 7919) % size, (s * 104_729 + s / 3) % size);
        let (mut want, mut magnitude) = (0.0f64, 0.0f64);
        for i in 0..size {
            let p = a[row * size + i] as f64 * b[i * size + col] as f64;
            want += p;
            magnitude += p.abs();
        }
        let got = c[row * size + col] as f64;
        if (got - want).abs() > 1e-5 * magnitude + 1e-4 {
            return Err(format!("matmul: C[{row}][{col}] = {got} instead of {want}"));
        }
    }
    Ok(())
}

pub fn check_reduce(input: &[f32], partials: &[f32]) -> Result<(), String> {
    let want: f64 = input.iter().map(|&x| x as f64).sum();
    let magnitude: f64 = input.iter().map(|&x| x.abs() as f64).sum();
    let got: f64 = partials.iter().map(|&x| x as f64).sum();
    if (got - want).abs() > 1e-5 * magnitude + 1e-3 {
        return Err(format!("reduction: sum {got} instead of {want}"));
    }
    Ok(())
}

#[cfg(feature = "cuda")]
pub use driver::Peers;

#[cfg(feature = "cuda")]
mod driver {
    use std::panic::{catch_unwind, AssertUnwindSafe};
    use std::sync::Arc;
    use std::time::Duration;

    use cudarc::driver::{sys, CudaContext, CudaFunction, CudaStream, LaunchConfig, PushKernelArg};
    use cudarc::nvrtc::{compile_ptx_with_opts, CompileOptions};

    use super::{Kernel, GRID_ROW};

    /// The CUDA C peers on one NVIDIA GPU.
    pub struct Peers {
        ctx: Arc<CudaContext>,
        stream: Arc<CudaStream>,
        arch: String,
    }

    /// cudarc panics when it cannot load a library: that becomes an error naming it.
    fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
        catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| Err(format!("{what}: library not found")))
    }

    impl Peers {
        pub fn new(ordinal: usize) -> Result<Peers, String> {
            let ctx = guarded("CUDA driver", || CudaContext::new(ordinal).map_err(|e| e.to_string()))?;
            let (major, minor) = ctx.compute_capability().map_err(|e| e.to_string())?;
            let stream = ctx.default_stream();
            let peers = Peers {
                ctx,
                stream,
                arch: format!("compute_{major}{minor}"),
            };
            peers.function(Kernel::VectorAdd)?; // NVRTC present and working
            Ok(peers)
        }

        fn function(&self, kernel: Kernel) -> Result<CudaFunction, String> {
            let source = match kernel {
                Kernel::VectorAdd => super::VECTOR_ADD_CUDA,
                Kernel::Matmul => super::MATMUL_CUDA,
                Kernel::Reduce => super::REDUCE_CUDA,
            };
            let opts = CompileOptions {
                options: vec![format!("--gpu-architecture={}", self.arch)],
                ..Default::default()
            };
            let ptx = guarded("NVRTC", || {
                compile_ptx_with_opts(source, opts).map_err(|e| format!("NVRTC: {e:?}"))
            })?;
            let module = self.ctx.load_module(ptx).map_err(|e| e.to_string())?;
            module.load_function("main_kernel").map_err(|e| e.to_string())
        }

        /// Times `kernel` on inputs of `size` with CUDA events: `warmups` untimed runs, then
        /// `runs` timed ones; the result is checked like anygpu's.
        pub fn time(&self, kernel: Kernel, size: usize, warmups: usize, runs: usize) -> Result<Vec<Duration>, String> {
            self.time_inner(kernel, size, warmups, runs)
                .map_err(|e| format!("CUDA C {kernel:?}: {e}"))
        }

        fn time_inner(
            &self,
            kernel: Kernel,
            size: usize,
            warmups: usize,
            runs: usize,
        ) -> Result<Vec<Duration>, String> {
            let f = self.function(kernel)?;
            let s = &self.stream;
            let err = |e: cudarc::driver::DriverError| e.to_string();
            let timing = Some(sys::CUevent_flags::CU_EVENT_DEFAULT);
            let (start, end) = (
                self.ctx.new_event(timing).map_err(err)?,
                self.ctx.new_event(timing).map_err(err)?,
            );
            let mut times = Vec::new();
            let mut timed =
                |launch: &mut dyn FnMut() -> Result<(), cudarc::driver::DriverError>| -> Result<(), String> {
                    for i in 0..warmups + runs {
                        start.record(s).map_err(err)?;
                        launch().map_err(err)?;
                        end.record(s).map_err(err)?;
                        let ms = start.elapsed_ms(&end).map_err(err)?;
                        if i >= warmups {
                            times.push(Duration::from_secs_f64(ms as f64 / 1e3));
                        }
                    }
                    Ok(())
                };
            match kernel {
                Kernel::VectorAdd => {
                    let (ha, hb) = super::vector_add_inputs(size);
                    let (a, b) = (s.clone_htod(&ha).map_err(err)?, s.clone_htod(&hb).map_err(err)?);
                    let mut c = s.alloc_zeros::<f32>(size).map_err(err)?;
                    let blocks = size.div_ceil(256);
                    let cfg = LaunchConfig {
                        grid_dim: (blocks.min(GRID_ROW) as u32, blocks.div_ceil(GRID_ROW) as u32, 1),
                        block_dim: (256, 1, 1),
                        shared_mem_bytes: 0,
                    };
                    let n = size as u32;
                    // SAFETY: the arguments match the kernel's parameters (three float arrays of
                    // `size` elements and their length); the grid covers `size` threads, each in bounds.
                    timed(&mut || unsafe {
                        s.launch_builder(&f)
                            .arg(&a)
                            .arg(&b)
                            .arg(&mut c)
                            .arg(&n)
                            .launch(cfg)
                            .map(|_| ())
                    })?;
                    super::check_vector_add(&ha, &hb, &s.clone_dtoh(&c).map_err(err)?)?;
                }
                Kernel::Matmul => {
                    let (ha, hb) = super::matmul_inputs(size);
                    let (a, b) = (s.clone_htod(&ha).map_err(err)?, s.clone_htod(&hb).map_err(err)?);
                    let mut c = s.alloc_zeros::<f32>(size * size).map_err(err)?;
                    let dims = s.clone_htod(&[size as u32, size as u32, size as u32, 0]).map_err(err)?;
                    let tiles = size.div_ceil(16) as u32;
                    let cfg = LaunchConfig {
                        grid_dim: (tiles, tiles, 1),
                        block_dim: (16, 16, 1),
                        shared_mem_bytes: 0,
                    };
                    // SAFETY: A, B and C are size×size float matrices and dims holds their sizes,
                    // as the kernel reads them; it checks every index against dims.
                    timed(&mut || unsafe {
                        s.launch_builder(&f)
                            .arg(&a)
                            .arg(&b)
                            .arg(&mut c)
                            .arg(&dims)
                            .launch(cfg)
                            .map(|_| ())
                    })?;
                    super::check_matmul(&ha, &hb, &s.clone_dtoh(&c).map_err(err)?, size)?;
                }
                Kernel::Reduce => {
                    let hx = super::reduce_input(size);
                    let x = s.clone_htod(&hx).map_err(err)?;
                    let sms = self
                        .ctx
                        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
                        .map_err(err)?;
                    let groups = super::reduce_groups(sms as usize);
                    let mut partials = s.alloc_zeros::<f32>(groups).map_err(err)?;
                    let cfg = LaunchConfig {
                        grid_dim: (groups as u32, 1, 1),
                        block_dim: (256, 1, 1),
                        shared_mem_bytes: 0,
                    };
                    let n = size as u32;
                    // SAFETY: `x` has n floats and `partials` one per block, as the kernel expects.
                    timed(&mut || unsafe {
                        s.launch_builder(&f)
                            .arg(&x)
                            .arg(&mut partials)
                            .arg(&n)
                            .launch(cfg)
                            .map(|_| ())
                    })?;
                    super::check_reduce(&hx, &s.clone_dtoh(&partials).map_err(err)?)?;
                }
            }
            Ok(times)
        }
    }
}

/// Stands in for the CUDA peers where anygpu is built without CUDA support.
#[cfg(not(feature = "cuda"))]
pub struct Peers;

#[cfg(not(feature = "cuda"))]
impl Peers {
    pub fn new(_ordinal: usize) -> Result<Peers, String> {
        Err("anygpu was built without the `cuda` feature".into())
    }

    pub fn time(&self, _: Kernel, _: usize, _: usize, _: usize) -> Result<Vec<std::time::Duration>, String> {
        Err("anygpu was built without the `cuda` feature".into())
    }
}
