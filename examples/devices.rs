//! Lists every device anygpu can run on, best first, and which one `default_device()` picks.
//!
//! ```text
//! cargo run --example devices
//! ANYGPU_MOCK="count=2,name=Mock GPU,memory=64M,cu=8" cargo run --example devices
//! ```

use anygpu::{available_devices, default_device};

fn main() -> Result<(), anygpu::GpuError> {
    anygpu::quiet_display_probing();
    for dev in available_devices() {
        println!(
            "{}: {} ({:?}, {} MB, {} compute units, {}, subgroup size {}, up to {} invocations per workgroup{})",
            dev.id,
            dev.name,
            dev.kind,
            dev.memory_total / 1024 / 1024,
            dev.multiprocessor_count,
            dev.compute_version,
            dev.subgroup_size,
            dev.max_workgroup_size,
            if dev.is_mock { ", mock" } else { "" },
        );
    }
    let ctx = default_device()?;
    println!("default device: {} ({})", ctx.info().id, ctx.info().name);
    Ok(())
}
