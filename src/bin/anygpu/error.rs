//! How a command fails: every error becomes one `error: ...` line on stderr and a non-zero exit
//! status, except a closed standard output (`anygpu ... | head`), which ends the command quietly.
//!
//! Exit statuses: 0 success; 1 an error (bad input, no device, a failed compile or launch); 2 a
//! command line clap rejects; 3 `run --check` found the two devices disagreeing, kept apart
//! so a script can tell "the devices differ" from "the command failed".

use std::io;
use std::process::ExitCode;

use anygpu::GpuError;

/// Exit status of any failure but those below.
pub const EXIT_FAILURE: u8 = 1;
/// Exit status when `run --check` finds the devices' results differ.
pub const EXIT_DISAGREEMENT: u8 = 3;

/// A failure to report as `error: ...` on stderr.
#[derive(Debug)]
pub enum CliError {
    Message(String),
    /// `run --check`: the two devices' results differ (what differs was printed already).
    Disagreement(String),
    /// Standard output went away (e.g. `| head`): stop quietly.
    BrokenPipe,
}

impl From<GpuError> for CliError {
    fn from(e: GpuError) -> Self {
        match e {
            // On the command line the way to choose is the flag, not the library call.
            GpuError::EntryPointNotChosen { file, available } => CliError::Message(format!(
                "{file} has several compute entry points ({available}); choose one with --entry NAME"
            )),
            e => CliError::Message(e.to_string()),
        }
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

/// The exit status an error ends the process with.
pub fn status(e: &CliError) -> u8 {
    match e {
        CliError::BrokenPipe => 0,
        CliError::Message(_) => EXIT_FAILURE,
        CliError::Disagreement(_) => EXIT_DISAGREEMENT,
    }
}

/// Reports a command's error on stderr and gives the process's exit status.
pub fn exit_code(result: CliResult) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            if let CliError::Message(msg) | CliError::Disagreement(msg) = &e {
                eprintln!("error: {msg}");
            }
            ExitCode::from(status(&e))
        }
    }
}
