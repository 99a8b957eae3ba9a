//! Every integration test of the library and the `anygpu` command in one binary (as wgpu and naga
//! do): one link of LLVM, wgpu and naga instead of one per file. A module per behaviour; each says
//! what it pins in its own docs. The conformance suite (`tests/conformance`), the compiler's
//! output checks (`tests/codegen`) and the slow build checks (`tests/builds`) are binaries of
//! their own.
//!
//! Tests here share one process: none may change the process environment (a test that needs an
//! environment variable runs a child process with it).
// The conformance references mirror their kernels' shapes on purpose.
#![allow(clippy::needless_range_loop, clippy::nonminimal_bool)]

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[path = "../common/cli.rs"]
mod cli_run;
#[path = "../common/wgpu.rs"]
mod wgpu_devices;

mod bounds;
mod cli;
mod cli_runtime;
#[cfg(feature = "mpi")]
mod cluster;
mod compiler_smoke;
mod cuda_backend;
mod disk_cache;
mod errors;
mod examples;
mod faults;
mod fuzz_corpus;
mod gguf;
mod group;
mod interop;
mod kernel_cache;
mod layering;
mod matmul_tuning;
mod occupancy;
mod profiles;
mod regions;
mod rocm_backend;
mod runaway;
mod sanitizer;
mod streams;
mod wgpu_backend;
