//! Page advice for the CPU device's large buffers: transparent huge pages (2 MiB) where Linux
//! offers them on request (`/sys/kernel/mm/transparent_hugepage/enabled` = `madvise`, Debian's
//! default). A stream over a buffer of 4 KiB pages takes a TLB miss every 4 KiB, and the
//! hardware prefetchers stop at each 4 KiB page boundary; with 2 MiB pages they run on.
//! Measured with `cargo bench --bench vs_pytorch -- 16m` (2 cores, 2026-11-28): see
//! `docs/src/performance.md`.

/// Buffers from this size up are advised (smaller ones hold no whole huge page worth having).
pub(super) const ADVISED_BYTES: usize = 4 << 20;
const HUGE_PAGE: usize = 2 << 20;

/// Advises huge pages for the whole 2 MiB pages inside `[addr, addr + bytes)`, before anything
/// touches them (pages already faulted in stay as they are). Advice only: where the kernel
/// refuses it, or on other systems, nothing changes.
pub(super) fn advise_huge_pages(addr: usize, bytes: usize) {
    #[cfg(target_os = "linux")]
    {
        let start = addr.next_multiple_of(HUGE_PAGE);
        let end = (addr + bytes) / HUGE_PAGE * HUGE_PAGE;
        if end > start {
            // SAFETY: madvise only advises the kernel about a range of this process's own
            // memory (whole pages inside a live allocation the caller owns); MADV_HUGEPAGE
            // changes neither the contents nor the validity of the memory, and its result is
            // advice we may ignore.
            unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (addr, bytes, HUGE_PAGE);
}
