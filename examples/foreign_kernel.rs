//! A kernel another compiler made, run by anygpu with a declared signature (`load_foreign`):
//! `saxpy` as nvcc writes it — PTX (`tests/kernels/saxpy_nvcc.ptx`, JIT-compiled by the driver)
//! and, where `nvcc` (or else `ptxas`) is on the PATH, a cubin built for this GPU — checked
//! against the declaration, launched like any anygpu kernel, results compared. Also shows what
//! a wrong declaration gets. Without a CUDA device it says so and exits successfully.
//!
//!   cargo run --release --example foreign_kernel

use anygpu::compiler::ScalarType;
use anygpu::{
    available_devices, select_device, DeviceKind, ForeignCode, ForeignSignature, GpuContext, Immediate, LaunchConfig,
};

const SAXPY_PTX: &str = include_str!("../tests/kernels/saxpy_nvcc.ptx");
const SAXPY_CU: &str = r#"extern "C" __global__ void saxpy(float a, const float* x, float* y, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"#;

/// `__global__ void saxpy(float a, const float* x, float* y, unsigned n)`, in blocks of 256.
fn saxpy() -> ForeignSignature {
    ForeignSignature::new("saxpy", [256, 1, 1])
        .scalar("a", ScalarType::F32)
        .buffer("x", ScalarType::F32)
        .buffer_mut("y", ScalarType::F32)
        .scalar("n", ScalarType::U32)
}

/// Runs the loaded kernel on a million elements and checks every one.
fn run(ctx: &GpuContext, code: &ForeignCode, what: &str) -> Result<(), Box<dyn std::error::Error>> {
    // SAFETY: the code is the saxpy above, which takes exactly these parameters and stays
    // inside `x` and `y` for `i < n` (n is their length).
    let kernel = unsafe { ctx.load_foreign(&saxpy(), code) }?;
    let n = 1u32 << 20;
    let x = ctx.upload(&(0..n).map(|i| (i % 1000) as f32).collect::<Vec<_>>())?;
    let y = ctx.upload(&vec![1.0f32; n as usize])?;
    // The scalars (a, n) as one #[repr(C)] value: two 4-byte words.
    let scalars = [3.0f32.to_bits(), n];
    ctx.launch(
        &kernel,
        LaunchConfig::for_elements(n as usize, &kernel),
        &[&x, &y, &Immediate(&scalars)],
    )?;
    let got = ctx.download(&y)?;
    let wrong = got
        .iter()
        .enumerate()
        .filter(|(i, &v)| v != 3.0 * (i % 1000) as f32 + 1.0)
        .count();
    if wrong > 0 {
        return Err(format!("{what}: {wrong} of {n} results wrong").into());
    }
    println!("{what}: saxpy over {n} floats: correct");
    Ok(())
}

/// A cubin of `SAXPY_CU` for `sm` (`sm_90`) built by nvcc, or of the PTX by ptxas; `None` when
/// neither is on the PATH.
fn cubin(sm: &str) -> Option<(Vec<u8>, &'static str)> {
    let dir = std::env::temp_dir().join(format!("anygpu-foreign-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let (cu, ptx, out) = (dir.join("saxpy.cu"), dir.join("saxpy.ptx"), dir.join("saxpy.cubin"));
    std::fs::write(&cu, SAXPY_CU).ok()?;
    std::fs::write(&ptx, SAXPY_PTX).ok()?;
    let ok = |cmd: &mut std::process::Command| cmd.status().is_ok_and(|s| s.success());
    let arch = format!("-arch={sm}");
    let built = if ok(std::process::Command::new("nvcc")
        .args(["-cubin", &arch, "-o"])
        .arg(&out)
        .arg(&cu))
    {
        Some("nvcc")
    } else if ok(std::process::Command::new("ptxas")
        .args(["-arch", sm, "-o"])
        .arg(&out)
        .arg(&ptx))
    {
        Some("ptxas")
    } else {
        None
    };
    let bytes = built.and_then(|_| std::fs::read(&out).ok());
    let _ = std::fs::remove_dir_all(&dir);
    bytes.zip(built)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let Some(info) = available_devices().into_iter().find(|d| d.kind == DeviceKind::Cuda) else {
        println!("no CUDA device on this machine: nothing to run foreign code on (skipped)");
        return Ok(());
    };
    let ctx = select_device(info.id)?;
    run(&ctx, &ForeignCode::Ptx(SAXPY_PTX.into()), "nvcc's PTX")?;
    let sm = format!("sm_{}", info.compute_version.replace('.', ""));
    match cubin(&sm) {
        Some((bytes, by)) => run(&ctx, &ForeignCode::Cubin(bytes), &format!("a {sm} cubin by {by}"))?,
        None => println!("neither nvcc nor ptxas on the PATH: the cubin case skipped"),
    }
    // A declaration that does not match the code is refused at load, naming the parameter.
    let wrong = ForeignSignature::new("saxpy", [256, 1, 1])
        .scalar("a", ScalarType::F32)
        .buffer("x", ScalarType::F32)
        .buffer_mut("y", ScalarType::F32)
        .scalar("n", ScalarType::U64);
    // SAFETY: refused before the code is used.
    match unsafe { ctx.load_foreign(&wrong, &ForeignCode::Ptx(SAXPY_PTX.into())) } {
        Err(e) => println!("a wrong declaration is refused: {e}"),
        Ok(_) => return Err("a declaration with a u64 `n` was accepted for a u32 parameter".into()),
    }
    Ok(())
}
