//! Any bytes through the WGSL front end.
#![no_main]

#[path = "../support.rs"]
mod support;

libfuzzer_sys::fuzz_target!(|data: &[u8]| support::front(data));
