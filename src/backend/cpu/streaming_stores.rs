//! Which launches on the CPU device stream their stores (non-temporal stores of whole vectors,
//! `compiler/targets/host/streaming.rs`): those whose buffers together are at least twice the
//! last-level cache, where what the kernel writes leaves the cache before anyone reads it again,
//! so the read-for-ownership of each written line is pure cost. Smaller launches keep ordinary
//! stores: the next kernel finds their output in the cache.
//!
//! Measured on the 2-core Zen 5 host (32 MiB L3), a chain of `ops::add_into` whose every output
//! is the next one's input, GB/s streaming vs not (medians of 9, three runs each): 1M floats
//! (12 MiB a launch) 75 vs 148–155, 2M (24 MiB) 75–81 vs 125–140, 4M (48 MiB) 73–80 vs 74–84,
//! 8M (96 MiB) 70–72 vs 56–60; a single add of 16M 48–98 vs 38–72.

use std::sync::OnceLock;

use crate::backend::BufferRange;

/// The last-level cache assumed where the system does not say (a desktop or server L3).
const FALLBACK_CACHE_BYTES: u64 = 32 << 20;

/// Whether a launch over `buffers` streams its stores.
pub(super) fn launch_streams(buffers: &[BufferRange]) -> bool {
    let bytes: u64 = buffers.iter().map(|b| b.bytes as u64).sum();
    bytes >= threshold()
}

/// Bytes of buffers from which a launch streams: `ANYGPU_CPU_STREAMING_BYTES` if set (for
/// measuring), else twice the last-level cache's size.
fn threshold() -> u64 {
    static BYTES: OnceLock<u64> = OnceLock::new();
    *BYTES.get_or_init(|| {
        std::env::var("ANYGPU_CPU_STREAMING_BYTES")
            .ok()
            .and_then(|v| match v.trim().parse() {
                Ok(bytes) => Some(bytes),
                Err(_) => {
                    tracing::warn!("ANYGPU_CPU_STREAMING_BYTES={v:?} is not a number of bytes; ignored");
                    None
                }
            })
            .unwrap_or_else(|| 2 * last_level_cache_bytes().unwrap_or(FALLBACK_CACHE_BYTES))
    })
}

/// The size of the largest data cache the first CPU reports (Linux sysfs; `None` elsewhere).
fn last_level_cache_bytes() -> Option<u64> {
    let dir = std::fs::read_dir("/sys/devices/system/cpu/cpu0/cache").ok()?;
    dir.filter_map(|e| {
        let path = e.ok()?.path();
        let read = |name: &str| std::fs::read_to_string(path.join(name)).ok();
        if read("type")?.trim() == "Instruction" {
            return None;
        }
        parse_size(read("size")?.trim())
    })
    .max()
}

/// A sysfs cache size: `32768K`, `1M`, or bytes.
fn parse_size(text: &str) -> Option<u64> {
    let (digits, unit) = match text.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => text.split_at(i),
        None => (text, ""),
    };
    let n: u64 = digits.parse().ok()?;
    let shift = match unit {
        "" => 0,
        "K" => 10,
        "M" => 20,
        "G" => 30,
        _ => return None,
    };
    n.checked_mul(1 << shift)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sysfs_cache_sizes_parse() {
        assert_eq!(parse_size("32768K"), Some(32 << 20));
        assert_eq!(parse_size("1M"), Some(1 << 20));
        assert_eq!(parse_size("512"), Some(512));
        assert_eq!(parse_size("12Q"), None);
        assert_eq!(parse_size(""), None);
    }
}
