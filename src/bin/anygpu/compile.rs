//! `anygpu compile`: a kernel for a target (`TargetSpec`) as text (LLVM IR, assembly, PTX) or as
//! the artifact a device loads (object file, AMD code object, SPIR-V), through the compiler's
//! public `compile` and `emit` doors, written to a file or standard output.

use std::io::{self, Write};

use anygpu::KernelSource;

use crate::args::CompileArgs;
use crate::error::{stdout_error, CliError, CliResult};

/// Compiles the kernel and writes what `--target` asks for.
pub fn compile(args: &CompileArgs) -> CliResult {
    let source = args.kernel.source()?;
    let text = emit(args, &source)?;
    match &args.output {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| CliError::Message(format!("cannot write {}: {e}", path.display())))
        }
        None => {
            let mut out = io::stdout().lock();
            out.write_all(&text).map_err(stdout_error)?;
            if !text.ends_with(b"\n") {
                out.write_all(b"\n").map_err(stdout_error)?;
            }
            out.flush().map_err(stdout_error)
        }
    }
}

/// The bytes `--target` and `--emit` ask for: text, or the artifact's binary.
#[cfg(feature = "llvm")]
fn emit(args: &CompileArgs, source: &KernelSource) -> CliResult<Vec<u8>> {
    use crate::args::{CompileTarget, Emit};
    use anygpu::compiler::{compile, emit, TargetSpec, TextForm};
    let target = target_spec(args.target, args.arch.as_deref())?;
    let what = match (args.target, args.emit) {
        (CompileTarget::Llvm, None | Some(Emit::Llvm)) => Emit::Llvm,
        (CompileTarget::Llvm, Some(_)) => {
            return Err(CliError::Message(
                "--target llvm writes LLVM IR; for host assembly or an object use --target host".into(),
            ))
        }
        (CompileTarget::Amdgcn | CompileTarget::Spirv, None) => Emit::Binary,
        (_, None) => Emit::Asm,
        (_, Some(what)) => what,
    };
    match what {
        Emit::Asm => Ok(emit(source, &target, TextForm::Assembly)?.into_bytes()),
        Emit::Llvm => Ok(emit(source, &target, TextForm::LlvmIr)?.into_bytes()),
        // PTX is text: its artifact is what `asm` writes, and standard output takes it.
        Emit::Binary if args.output.is_none() && !matches!(target, TargetSpec::Ptx { .. }) => {
            let ext = match target {
                TargetSpec::Amdgcn { .. } => "hsaco",
                TargetSpec::Spirv => "spv",
                _ => "o",
            };
            Err(CliError::Message(format!(
                "a {} artifact is binary: give -o FILE.{ext} (or --emit asm for text)",
                target.target_name()
            )))
        }
        Emit::Binary => Ok(compile(source, &target)?.bytes().to_vec()),
    }
}

/// The compiler's target for `--target` and `--arch`.
#[cfg(feature = "llvm")]
pub fn target_spec(target: crate::args::CompileTarget, arch: Option<&str>) -> CliResult<anygpu::compiler::TargetSpec> {
    use crate::args::CompileTarget;
    use anygpu::compiler::TargetSpec;
    Ok(match target {
        CompileTarget::Host | CompileTarget::Llvm | CompileTarget::Spirv if arch.is_some() => {
            return Err(CliError::Message(
                "--arch applies to --target ptx and --target amdgcn only".into(),
            ))
        }
        CompileTarget::Host | CompileTarget::Llvm => TargetSpec::Host,
        CompileTarget::Spirv => TargetSpec::Spirv,
        CompileTarget::Ptx => TargetSpec::ptx(arch.unwrap_or("sm_70").parse()?),
        CompileTarget::Amdgcn => TargetSpec::amdgcn(arch.unwrap_or("gfx942").parse()?),
    })
}

#[cfg(not(feature = "llvm"))]
fn emit(_args: &CompileArgs, _source: &KernelSource) -> CliResult<Vec<u8>> {
    Err(CliError::Message(
        "this anygpu was built without the `llvm` feature (the LLVM compiler)".into(),
    ))
}
