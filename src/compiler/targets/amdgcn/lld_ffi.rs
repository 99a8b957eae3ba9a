//! LLVM's ELF linker called in-process (`embedded-lld` feature; the C++ side is `lld_shim.cpp`).
//! lld keeps global state: one link runs at a time, and once lld says it cannot run again in
//! this process, `link` says so and the caller uses an `ld.lld` program instead.

use std::ffi::{c_char, c_int, CStr, CString};
use std::sync::Mutex;

extern "C" {
    fn anygpu_lld_link(
        args: *const *const c_char,
        nargs: c_int,
        message: *mut *mut c_char,
        can_run_again: *mut c_int,
    ) -> c_int;
    fn free(p: *mut std::ffi::c_void);
}

/// Whether lld may still run in this process (false after a link that left its state broken).
static USABLE: Mutex<bool> = Mutex::new(true);

/// What an in-process link gave.
pub(crate) enum Linked {
    /// lld ran; `Err` holds what it printed when it failed.
    Ran(Result<(), String>),
    /// lld cannot run again in this process.
    Unavailable,
}

/// Runs `ld.lld args...` in this process.
pub(crate) fn link(args: &[&str]) -> Linked {
    let mut usable = USABLE.lock().unwrap_or_else(|e| e.into_inner());
    if !*usable {
        return Linked::Unavailable;
    }
    let owned: Vec<CString> = std::iter::once("ld.lld")
        .chain(args.iter().copied())
        .map(|a| CString::new(a).unwrap_or_default())
        .collect();
    let pointers: Vec<*const c_char> = owned.iter().map(|a| a.as_ptr()).collect();
    let (mut message, mut again) = (std::ptr::null_mut(), 1);
    // SAFETY: `pointers` holds `pointers.len()` NUL-terminated strings that outlive the call; the
    // shim writes a malloc'd string (or null) to `message` and an int to `again`. The mutex held
    // here keeps lld's global state to one caller at a time.
    let code = unsafe { anygpu_lld_link(pointers.as_ptr(), pointers.len() as c_int, &mut message, &mut again) };
    let printed = if message.is_null() {
        String::new()
    } else {
        // SAFETY: a NUL-terminated string the shim allocated with malloc; freed exactly once here.
        unsafe {
            let text = CStr::from_ptr(message).to_string_lossy().into_owned();
            free(message.cast());
            text
        }
    };
    *usable = again != 0;
    Linked::Ran(if code == 0 { Ok(()) } else { Err(printed) })
}
