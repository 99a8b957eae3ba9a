//! How a command fails: every error becomes one `error: ...` line on stderr and exit status 1,
//! except a closed standard output (`anygpu ... | head`), which ends the command quietly.

use std::io;
use std::process::ExitCode;

use anygpu::GpuError;

/// A failure to report as `error: ...` on stderr.
#[derive(Debug)]
pub enum CliError {
    Message(String),
    /// Standard output went away (e.g. `| head`): stop quietly.
    BrokenPipe,
}

impl From<GpuError> for CliError {
    fn from(e: GpuError) -> Self {
        CliError::Message(e.to_string())
    }
}

impl From<String> for CliError {
    fn from(e: String) -> Self {
        CliError::Message(e)
    }
}

/// The error for a failed write to standard output.
pub fn stdout_error(e: io::Error) -> CliError {
    if e.kind() == io::ErrorKind::BrokenPipe {
        CliError::BrokenPipe
    } else {
        CliError::Message(format!("cannot write to standard output: {e}"))
    }
}

pub type CliResult<T = ()> = Result<T, CliError>;

/// Reports a command's error on stderr and gives the process's exit status.
pub fn exit_code(result: CliResult) -> ExitCode {
    match result {
        Ok(()) | Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(CliError::Message(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}
