//! Any bytes compiled and run on the CPU device (two workgroups, zeroed buffers, 1 s limit).
#![no_main]

#[path = "../support.rs"]
mod support;

use std::sync::OnceLock;

static CTX: OnceLock<anygpu::GpuContext> = OnceLock::new();

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let ctx = CTX.get_or_init(|| anygpu::GpuContext::with_cpu_device(&anygpu::CpuDeviceConfig::host()));
    support::run_cpu(ctx, data)
});
