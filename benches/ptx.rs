//! WGSL → PTX compile latency (cold, and from the in-memory cache) against NVRTC compiling the
//! equivalent CUDA C, for the tiled matmul, vector add and reduction; then the quality table:
//! registers and spills from `ptxas -v` and SASS instruction counts from `cuobjdump -sass`, ours
//! against NVRTC's, for sm_90. NVRTC, ptxas and cuobjdump come from NVIDIA's PyPI wheels that
//! `scripts/setup.sh` installs into `.tools/venv` (no GPU needed for any of it).
//!
//!   cargo bench --bench ptx

#[path = "support/cuda_peers.rs"]
mod cuda_peers;

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::path::{Path, PathBuf};
use std::process::Command;

use anygpu::compiler::{self, PtxArch, PtxIsa, TargetSpec};
use anygpu::KernelSource;
use criterion::{criterion_group, criterion_main, Criterion};

struct Kernel {
    name: &'static str,
    wgsl: &'static str,
    cuda: &'static str,
}

const KERNELS: [Kernel; 3] = [
    Kernel {
        name: "vector_add",
        wgsl: cuda_peers::VECTOR_ADD_WGSL,
        cuda: cuda_peers::VECTOR_ADD_CUDA,
    },
    Kernel {
        name: "matmul_tiled",
        wgsl: cuda_peers::MATMUL_WGSL,
        cuda: cuda_peers::MATMUL_CUDA,
    },
    Kernel {
        name: "reduce_sum",
        wgsl: cuda_peers::REDUCE_WGSL,
        cuda: cuda_peers::REDUCE_CUDA,
    },
];

const ARCH: &str = "sm_90";

/// A tool from NVIDIA's wheels in `.tools/venv` (e.g. `cuda_nvcc/bin/ptxas`).
fn wheel_file(rel: &str) -> Option<PathBuf> {
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/venv/lib");
    std::fs::read_dir(lib)
        .ok()?
        .flatten()
        .map(|d| d.path().join("site-packages/nvidia").join(rel))
        .find(|p| p.exists())
}

/// NVRTC loaded from its wheel: just the calls needed to turn CUDA C into PTX.
struct Nvrtc {
    _lib: libloading::Library,
    create: unsafe extern "C" fn(
        *mut *mut c_void,
        *const c_char,
        *const c_char,
        c_int,
        *const *const c_char,
        *const *const c_char,
    ) -> c_int,
    compile: unsafe extern "C" fn(*mut c_void, c_int, *const *const c_char) -> c_int,
    ptx_size: unsafe extern "C" fn(*mut c_void, *mut usize) -> c_int,
    ptx: unsafe extern "C" fn(*mut c_void, *mut c_char) -> c_int,
    destroy: unsafe extern "C" fn(*mut *mut c_void) -> c_int,
}

impl Nvrtc {
    fn load() -> Option<Nvrtc> {
        let path = std::env::var_os("ANYGPU_NVRTC")
            .map(PathBuf::from)
            .or_else(|| wheel_file("cuda_nvrtc/lib/libnvrtc.so.12"))?;
        // SAFETY: loading NVIDIA's NVRTC library; the symbols below have the documented C types.
        unsafe {
            let lib = libloading::Library::new(path).ok()?;
            Some(Nvrtc {
                create: *lib.get(b"nvrtcCreateProgram").ok()?,
                compile: *lib.get(b"nvrtcCompileProgram").ok()?,
                ptx_size: *lib.get(b"nvrtcGetPTXSize").ok()?,
                ptx: *lib.get(b"nvrtcGetPTX").ok()?,
                destroy: *lib.get(b"nvrtcDestroyProgram").ok()?,
                _lib: lib,
            })
        }
    }

    fn compile(&self, source: &str, arch: &str) -> String {
        let src = CString::new(source).unwrap();
        let name = CString::new("kernel.cu").unwrap();
        let opts = [CString::new(format!("--gpu-architecture=compute_{}", &arch[3..])).unwrap()];
        let opt_ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
        let mut prog = std::ptr::null_mut();
        // SAFETY: NVRTC's documented calling sequence with valid, NUL-terminated strings.
        unsafe {
            assert_eq!(
                (self.create)(
                    &mut prog,
                    src.as_ptr(),
                    name.as_ptr(),
                    0,
                    std::ptr::null(),
                    std::ptr::null()
                ),
                0
            );
            assert_eq!(
                (self.compile)(prog, opt_ptrs.len() as c_int, opt_ptrs.as_ptr()),
                0,
                "NVRTC failed"
            );
            let mut size = 0;
            assert_eq!((self.ptx_size)(prog, &mut size), 0);
            let mut buf = vec![0u8; size];
            assert_eq!((self.ptx)(prog, buf.as_mut_ptr().cast()), 0);
            (self.destroy)(&mut prog);
            CStr::from_bytes_until_nul(&buf).unwrap().to_string_lossy().into_owned()
        }
    }
}

fn ours_cold(wgsl: &str, arch: PtxArch, isa: PtxIsa) -> String {
    let target = TargetSpec::Ptx { arch, isa };
    let artifact = compiler::testing::compile_uncached(&KernelSource::wgsl(wgsl), &target).unwrap();
    String::from_utf8_lossy(artifact.bytes()).into_owned()
}

/// (registers, spill bytes, SASS instructions) of `ptx` assembled for `arch`.
fn quality(ptx: &str, arch: &str, tag: &str) -> Option<(u32, u32, usize)> {
    let ptxas = wheel_file("cuda_nvcc/bin/ptxas")?;
    let dir = std::env::temp_dir().join("anygpu-ptx-bench");
    std::fs::create_dir_all(&dir).ok()?;
    let (src, bin) = (dir.join(format!("{tag}.ptx")), dir.join(format!("{tag}.cubin")));
    std::fs::write(&src, ptx).ok()?;
    let out = Command::new(ptxas)
        .args(["-v", "-arch", arch, "-o"])
        .arg(&bin)
        .arg(&src)
        .output()
        .ok()?;
    let log = String::from_utf8_lossy(&out.stderr);
    let number_before = |key: &str| -> u32 {
        log.split(key)
            .next()
            .and_then(|s| s.split_whitespace().last())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    let regs = log
        .split("Used ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let spills = number_before(" bytes spill stores") + number_before(" bytes spill loads");
    // Instructions are lines `/*0040*/  OPCODE ... ;  /* encoding */`; NOPs are alignment padding.
    let sass = wheel_file("cu13/bin/cuobjdump")
        .and_then(|tool| {
            let nvdisasm = tool.parent()?.to_path_buf();
            Command::new(tool)
                .arg("-sass")
                .arg(&bin)
                .env("NVDISASM_PATH", nvdisasm)
                .output()
                .ok()
        })
        .map(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .filter_map(|l| l.trim_start().strip_prefix("/*")?.split_once("*/"))
                .filter(|(_, rest)| rest.contains(';') && !rest.trim_start().starts_with("NOP"))
                .count()
        })
        .unwrap_or(0);
    Some((regs, spills, sass))
}

fn print_quality_table(nvrtc: Option<&Nvrtc>) {
    let arch: PtxArch = ARCH.parse().unwrap();
    let isa = PtxIsa::choose(arch, None).unwrap();
    println!("\nPTX quality on {ARCH} (ptxas -v, cuobjdump -sass): ours vs NVRTC");
    println!("| kernel | registers | spill bytes | SASS instructions |");
    println!("|---|---|---|---|");
    for k in &KERNELS {
        let ours = quality(&ours_cold(k.wgsl, arch, isa), ARCH, &format!("{}-ours", k.name));
        let theirs = nvrtc.and_then(|n| quality(&n.compile(k.cuda, ARCH), ARCH, &format!("{}-nvrtc", k.name)));
        let cell = |f: &dyn Fn((u32, u32, usize)) -> String| {
            format!(
                "{} / {}",
                ours.map(f).unwrap_or("?".into()),
                theirs.map(f).unwrap_or("?".into())
            )
        };
        println!(
            "| {} | {} | {} | {} |",
            k.name,
            cell(&|q| q.0.to_string()),
            cell(&|q| q.1.to_string()),
            cell(&|q| q.2.to_string())
        );
    }
}

fn compile_latency(c: &mut Criterion) {
    let nvrtc = Nvrtc::load();
    if nvrtc.is_none() {
        eprintln!("NVRTC not found (scripts/setup.sh installs nvidia-cuda-nvrtc-cu12 into .tools/venv); ours only");
    }
    print_quality_table(nvrtc.as_ref());
    let arch: PtxArch = ARCH.parse().unwrap();
    let isa = PtxIsa::choose(arch, None).unwrap();
    let mut group = c.benchmark_group("ptx_compile");
    group.sample_size(20);
    for k in &KERNELS {
        group.bench_function(format!("{}/anygpu_cold", k.name), |b| {
            b.iter(|| ours_cold(k.wgsl, arch, isa))
        });
        let source = KernelSource::wgsl(k.wgsl);
        let target = TargetSpec::Ptx { arch, isa };
        compiler::compile(&source, &target).unwrap();
        group.bench_function(format!("{}/anygpu_cache_hit", k.name), |b| {
            b.iter(|| compiler::compile(&source, &target).unwrap())
        });
        if let Some(n) = &nvrtc {
            group.bench_function(format!("{}/nvrtc", k.name), |b| b.iter(|| n.compile(k.cuda, ARCH)));
        }
    }
    group.finish();
}

criterion_group!(benches, compile_latency);
criterion_main!(benches);
