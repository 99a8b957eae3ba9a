//! What each fuzz target checks, shared by the libFuzzer targets (`fuzz_targets/`) and the
//! corpus replay that runs in CI (`tests/integration/fuzz_corpus.rs`). Any input must give `Ok` or a
//! `GpuError` that is not an internal compiler error: a panic, an abort, a crash or an
//! `InternalCompiler` error is a finding.
#![allow(dead_code)] // each user calls a different part

use anygpu::compiler::testing::compile_uncached;
use anygpu::compiler::{emit, signature, TargetSpec, TextForm};
use anygpu::{GpuContext, GpuError, KernelSource, LaunchConfig};

/// The bytes as WGSL source (invalid UTF-8 is replaced, so every input reaches the parser).
fn source(data: &[u8]) -> KernelSource {
    KernelSource::wgsl(String::from_utf8_lossy(data).into_owned())
}

/// Our compiler failing on any input is a bug; everything else is an answer.
fn no_ice<T>(what: &str, r: Result<T, GpuError>) -> Option<T> {
    match r {
        Ok(v) => Some(v),
        Err(e @ GpuError::InternalCompiler { .. }) => panic!("{what}: {e}"),
        Err(_) => None,
    }
}

/// The front end (naga's parser and validator, anygpu's limits and checks) on any bytes.
pub fn front(data: &[u8]) {
    no_ice("front end", signature(&source(data)));
}

/// Every code generator: host assembly, PTX (sm_80), AMDGCN (gfx942 assembly) and SPIR-V (the
/// bounds checks written into the IR, then naga's writer, as the wgpu device runs them).
pub fn compile_targets(data: &[u8]) {
    let src = source(data);
    if no_ice("front end", signature(&src)).is_none() {
        return;
    }
    // Uncached: fuzz inputs do not belong in the user's kernel cache.
    no_ice("spirv", compile_uncached(&src, &TargetSpec::Spirv));
    let targets = [
        TargetSpec::Host,
        TargetSpec::ptx("sm_80".parse().expect("a known architecture")),
        TargetSpec::amdgcn("gfx942".parse().expect("a known architecture")),
    ];
    for target in targets {
        no_ice(target.target_name(), emit(&src, &target, TextForm::Assembly));
    }
}

/// Compiles for the CPU device and runs two workgroups with a 4 KiB zeroed buffer per binding
/// and a one-second time limit: the kernel may compute anything, but not crash the process.
pub fn run_cpu(ctx: &GpuContext, data: &[u8]) {
    let Some(kernel) = no_ice("CPU compile", ctx.compile_kernel(&source(data))) else {
        return;
    };
    let bindings = kernel.signature().bindings.len();
    let Ok(buffers) = (0..bindings)
        .map(|_| ctx.alloc::<u32>(1024))
        .collect::<Result<Vec<_>, _>>()
    else {
        return;
    };
    let args: Vec<&dyn anygpu::KernelArg> = buffers.iter().map(|b| b as &dyn anygpu::KernelArg).collect();
    let config = LaunchConfig::grid([2, 1, 1], &kernel).with_timeout(std::time::Duration::from_secs(1));
    no_ice("launch", ctx.launch(&kernel, config, &args));
}
