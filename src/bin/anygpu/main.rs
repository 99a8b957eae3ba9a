//! `anygpu`: list devices, compile WGSL kernels, and run them on any device from the shell.
//!
//! ```text
//! anygpu devices [--json]
//! anygpu compile shaders/vector_add.wgsl --target llvm
//! anygpu run shaders/vector_add.wgsl --grid 1 --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 \
//!     --arg 2=zeros:12 --print 2 [--check wgpu:0]
//! anygpu bench shaders/vector_add.wgsl --grid 1 --arg 0=f32:1,2,3 --arg 1=f32:10,20,30 \
//!     --arg 2=zeros:12 --iters 100
//! anygpu ops dump --target ptx --arch sm_90 -o DIR
//! ```
//!
//! This file parses the command line and hands it to one module per subcommand; `args` holds what
//! the command line can say, `error` how a failure ends the process.

//! The command line needs an operating system (files, a terminal, exit codes): on wasm32 the
//! binary is an empty stub, so that `cargo check --target wasm32-unknown-unknown` covers the
//! whole package; in a browser use the library.

#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod bench;
#[cfg(not(target_arch = "wasm32"))]
mod buffers;
#[cfg(not(target_arch = "wasm32"))]
mod check;
#[cfg(not(target_arch = "wasm32"))]
mod compile;
#[cfg(not(target_arch = "wasm32"))]
mod devices;
#[cfg(not(target_arch = "wasm32"))]
mod error;
#[cfg(not(target_arch = "wasm32"))]
mod gguf;
#[cfg(not(target_arch = "wasm32"))]
mod ops;
#[cfg(not(target_arch = "wasm32"))]
mod print;
#[cfg(not(target_arch = "wasm32"))]
mod run;
#[cfg(not(target_arch = "wasm32"))]
mod textures;
#[cfg(not(target_arch = "wasm32"))]
mod values;

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use crate::args::{Cli, Command};
    use clap::Parser;

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
        Command::Ops(args::OpsCommand::Dump(args)) => ops::dump(&args),
        Command::Gguf(args) => gguf::show(&args),
    };
    error::exit_code(result)
}
