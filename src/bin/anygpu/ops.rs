//! `anygpu ops dump`: every kernel the built-in ops can choose (each GEMM configuration
//! included), as WGSL and compiled for one target, so anyone can read the machine code the
//! ops run without a GPU (`ptxas`, `cuobjdump -sass`, a loop's instruction mix).

use crate::args::OpsDumpArgs;
use crate::error::{CliError, CliResult};

/// Writes `<name>.wgsl` and the target's text (or SPIR-V) for each kernel, and prints one line
/// per kernel.
#[cfg(feature = "llvm")]
pub fn dump(args: &OpsDumpArgs) -> CliResult {
    use crate::args::CompileTarget;
    use anygpu::compiler::{compile, emit, TextForm};
    use anygpu::KernelSource;

    let target = crate::compile::target_spec(args.target, args.arch.as_deref())?;
    let (form, ext) = match args.target {
        CompileTarget::Ptx => (TextForm::Assembly, "ptx"),
        CompileTarget::Llvm => (TextForm::LlvmIr, "ll"),
        CompileTarget::Spirv => (TextForm::Assembly, "spv"),
        CompileTarget::Host | CompileTarget::Amdgcn => (TextForm::Assembly, "s"),
    };
    let write = |path: std::path::PathBuf, bytes: &[u8]| {
        std::fs::write(&path, bytes).map_err(|e| CliError::Message(format!("cannot write {}: {e}", path.display())))
    };
    std::fs::create_dir_all(&args.output)
        .map_err(|e| CliError::Message(format!("cannot create {}: {e}", args.output.display())))?;
    // The host runs the reductions and row ops in their stepped form, GPUs unrolled.
    let stepped = matches!(args.target, CompileTarget::Host | CompileTarget::Llvm);
    let kernels: Vec<(String, KernelSource)> = anygpu::ops::all_kernels_for(stepped)
        .into_iter()
        .map(|(name, wgsl)| {
            let source = KernelSource::wgsl(wgsl).file_name(format!("ops/{name}.wgsl"));
            (name, source)
        })
        .chain(anygpu::ops::gemm_kernels(&target))
        // The warpgroup attention kernels run on NVIDIA only (`wgmma` on sm_90a).
        .chain(
            anygpu::ops::attention_warpgroup_kernels()
                .into_iter()
                .filter(|_| args.target == CompileTarget::Ptx),
        )
        .filter(|(name, _)| args.only.as_deref().is_none_or(|only| name.contains(only)))
        // Tensor-core kernels for waves of 32 never run on AMD's 64-wide waves, where their
        // matrices are not the same across a wave and compile to exact loops for minutes.
        .filter(|(name, _)| match &target {
            anygpu::compiler::TargetSpec::Amdgcn { arch, .. } => {
                !(arch.wavefront_size() == 64 && name.contains("_mma_") && name.ends_with("_l32"))
            }
            _ => true,
        })
        .collect();
    if kernels.is_empty() {
        return Err(CliError::Message("no op kernel matches --only".into()));
    }
    for (name, source) in &kernels {
        write(args.output.join(format!("{name}.wgsl")), source.code().as_bytes())?;
        let code = if ext == "spv" {
            compile(&source, &target)?.bytes().to_vec()
        } else {
            emit(&source, &target, form)?.into_bytes()
        };
        write(args.output.join(format!("{name}.{ext}")), &code)?;
        println!("{name}.{ext}");
    }
    Ok(())
}

#[cfg(not(feature = "llvm"))]
pub fn dump(_args: &OpsDumpArgs) -> CliResult {
    Err(CliError::Message(
        "anygpu ops dump compiles kernels: build with the `llvm` feature".into(),
    ))
}
