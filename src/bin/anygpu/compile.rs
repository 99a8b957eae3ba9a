//! `anygpu compile`: a kernel as LLVM IR, host assembly, PTX or an AMD code object, through the
//! compiler's public `emit` door, written to a file or standard output.

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

/// The bytes `--target` asks for (text, or a code object's binary).
#[cfg(feature = "cpu")]
fn emit(args: &CompileArgs, source: &KernelSource) -> CliResult<Vec<u8>> {
    use crate::args::{AmdEmit, CompileTarget};
    use anygpu::compiler::{amdgcn_code_object, emit, CodeObjectVersion, EmitTarget, GfxArch, PtxArch};
    let arch = args.arch.as_deref();
    if arch.is_some() && !matches!(args.target, CompileTarget::Ptx | CompileTarget::Amdgcn) {
        return Err(CliError::Message(
            "--arch applies to --target ptx and --target amdgcn only".into(),
        ));
    }
    let t = match args.target {
        CompileTarget::Host => EmitTarget::HostAsm,
        CompileTarget::Llvm => EmitTarget::LlvmIr,
        CompileTarget::Ptx => EmitTarget::Ptx(arch.map(str::parse).transpose()?.unwrap_or(PtxArch::SM_70)),
        CompileTarget::Amdgcn => {
            let gfx: GfxArch = arch.unwrap_or("gfx942").parse()?;
            if args.emit == AmdEmit::Asm {
                EmitTarget::AmdgcnAsm(gfx)
            } else {
                if args.output.is_none() {
                    return Err(CliError::Message(
                        "a code object is binary: give -o FILE.hsaco (or --emit asm for the ISA text)".into(),
                    ));
                }
                return Ok(amdgcn_code_object(source, gfx, CodeObjectVersion::V5)?.hsaco);
            }
        }
    };
    Ok(emit(source, t)?.into_bytes())
}

#[cfg(not(feature = "cpu"))]
fn emit(_args: &CompileArgs, _source: &KernelSource) -> CliResult<Vec<u8>> {
    Err(CliError::Message(
        "this anygpu was built without the `cpu` feature (the LLVM compiler)".into(),
    ))
}
