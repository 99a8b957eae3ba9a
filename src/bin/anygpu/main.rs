//! `anygpu`: list devices, compile WGSL kernels, and run them on any device from the shell.
//!
//! ```text
//! anygpu devices [--json]
//! anygpu compile shaders/vector_add.wgsl --target llvm
//! anygpu run shaders/vector_add.wgsl --grid 1 --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 \
//!     --arg 2=zeros:12 --print 2 [--check wgpu:0]
//! anygpu bench shaders/vector_add.wgsl --grid 1 --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 \
//!     --arg 2=zeros:12 --iters 100
//! ```
//!
//! This file parses the command line and hands it to one module per subcommand; `args` holds what
//! the command line can say, `error` how a failure ends the process.

mod args;
mod bench;
mod buffers;
mod check;
mod compile;
mod devices;
mod error;
mod print;
mod run;
mod values;

use std::process::ExitCode;

use clap::Parser;

use crate::args::{Cli, Command};

fn main() -> ExitCode {
    anygpu::quiet_display_probing();
    std::panic::set_hook(Box::new(|info| {
        eprintln!("error: internal error (a bug in anygpu; please report it): {info}");
    }));
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Devices(args) => devices::list(&args),
        Command::Compile(args) => compile::compile(&args),
        Command::Run(args) => run::run(&args),
        Command::Bench(args) => bench::bench(&args),
    };
    error::exit_code(result)
}
