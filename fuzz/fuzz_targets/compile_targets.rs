//! Any bytes through every code generator (host, PTX, AMDGCN).
#![no_main]

#[path = "../support.rs"]
mod support;

libfuzzer_sys::fuzz_target!(|data: &[u8]| support::compile_targets(data));
