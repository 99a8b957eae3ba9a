//! Loads host object files into this process: LLVM's ORC JIT (LLJIT) through its C API.
//!
//! The CPU device compiles every kernel to a relocatable object (the same bytes the disk cache
//! keeps) and links it here, so a kernel loaded from the cache and one compiled just now take
//! the same path. One LLJIT serves the process; each kernel gets its own bare JITDylib, so every
//! object may define the same `anygpu_workgroup` symbol, and dropping the kernel clears its
//! dylib (its code and data are freed; the empty dylib, a few hundred bytes, stays: LLVM 19's C
//! API cannot remove one). Symbols an object needs from outside (`memset`, `memcpy`, libm) come
//! from the process's own symbol table; the sanitizer's hooks are defined in each dylib as
//! absolute addresses.
//!
//! Measured on the 2-core Zen 5 host (2026-12-07): the first load in a process (creating the
//! LLJIT) 2–2.6 ms, every later one well under a millisecond; MCJIT, which this replaced,
//! built an engine per kernel from an LLVM module and could not take an object at all.

use std::ffi::{CStr, CString};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};

use inkwell::llvm_sys::core::LLVMCreateMemoryBufferWithMemoryRangeCopy;
use inkwell::llvm_sys::error::{LLVMDisposeErrorMessage, LLVMErrorRef, LLVMGetErrorMessage};
use inkwell::llvm_sys::orc2::lljit::{
    LLVMOrcCreateLLJIT, LLVMOrcLLJITAddObjectFile, LLVMOrcLLJITGetExecutionSession, LLVMOrcLLJITGetGlobalPrefix,
    LLVMOrcLLJITMangleAndIntern, LLVMOrcLLJITRef,
};
use inkwell::llvm_sys::orc2::{
    LLVMJITEvaluatedSymbol, LLVMJITSymbolFlags, LLVMJITSymbolGenericFlags, LLVMOrcAbsoluteSymbols,
    LLVMOrcCJITDylibSearchOrderElement, LLVMOrcCLookupSetElement, LLVMOrcCSymbolMapPair, LLVMOrcCSymbolMapPairs,
    LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess, LLVMOrcDisposeMaterializationUnit,
    LLVMOrcExecutionSessionCreateBareJITDylib, LLVMOrcExecutionSessionLookup, LLVMOrcExecutionSessionRef,
    LLVMOrcExecutionSessionSetErrorReporter, LLVMOrcJITDylibAddGenerator, LLVMOrcJITDylibClear, LLVMOrcJITDylibDefine,
    LLVMOrcJITDylibLookupFlags, LLVMOrcJITDylibRef, LLVMOrcLookupKind, LLVMOrcReleaseSymbolStringPoolEntry,
    LLVMOrcSymbolLookupFlags,
};

use crate::compiler::lower::ice;
use crate::error::Result;

/// The process's LLJIT.
struct Jit {
    jit: LLVMOrcLLJITRef,
    session: LLVMOrcExecutionSessionRef,
}

// SAFETY: an LLJIT and its execution session are built for concurrent use (the session
// serialises its own state); every call here goes through the C API's thread-safe entry points,
// and `LOCK` below serialises the loads anyway.
unsafe impl Send for Jit {}
// SAFETY: as above.
unsafe impl Sync for Jit {}

/// Loads and clears one at a time: a load is well under a millisecond, so nothing is gained by
/// leaning on ORC's own locking, and a bug there cannot hit us.
static LOCK: Mutex<()> = Mutex::new(());

/// Takes ownership of `err` (non-null) and returns its message.
fn message(err: LLVMErrorRef) -> String {
    // SAFETY: `err` is a live error we own; LLVMGetErrorMessage consumes it and returns a string
    // we free with LLVMDisposeErrorMessage.
    unsafe {
        let text = LLVMGetErrorMessage(err);
        let out = CStr::from_ptr(text).to_string_lossy().into_owned();
        LLVMDisposeErrorMessage(text);
        out
    }
}

/// `Ok` for a null error, else its message.
fn check(err: LLVMErrorRef, what: &str) -> Result<()> {
    if err.is_null() {
        Ok(())
    } else {
        Err(ice(format!("LLVM's JIT could not {what}: {}", message(err))))
    }
}

/// Errors ORC finds while no lookup waits for them go to the log, never to stderr.
extern "C" fn report(_ctx: *mut libc::c_void, err: LLVMErrorRef) {
    tracing::warn!("LLVM's JIT: {}", message(err));
}

fn jit() -> Result<&'static Jit> {
    static JIT: OnceLock<std::result::Result<Jit, String>> = OnceLock::new();
    JIT.get_or_init(|| {
        super::init_llvm().map_err(|e| e.to_string())?;
        let mut jit = std::ptr::null_mut();
        // SAFETY: a null builder asks for the default one (this host); on success `jit` is a
        // live LLJIT that this static keeps for the rest of the process.
        let err = unsafe { LLVMOrcCreateLLJIT(&mut jit, std::ptr::null_mut()) };
        check(err, "start").map_err(|e| e.to_string())?;
        // SAFETY: `jit` is live; the session it returns lives as long as it does, and the
        // reporter is a plain function needing no context.
        let session = unsafe { LLVMOrcLLJITGetExecutionSession(jit) };
        // SAFETY: as above: a live session, and a reporter that ignores its null context.
        unsafe { LLVMOrcExecutionSessionSetErrorReporter(session, report, std::ptr::null_mut()) };
        Ok(Jit { jit, session })
    })
    .as_ref()
    .map_err(|e| ice(e.clone()))
}

/// An object file linked into this process; its code stays valid while this lives.
pub(super) struct LoadedObject {
    dylib: LLVMOrcJITDylibRef,
    /// The address of the symbol [`load`] looked up.
    pub(super) entry: usize,
}

// SAFETY: the dylib handle is only used once more, by `Drop`, under `LOCK`.
unsafe impl Send for LoadedObject {}
// SAFETY: shared references give no access to the handle.
unsafe impl Sync for LoadedObject {}

impl Drop for LoadedObject {
    fn drop(&mut self) {
        let _guard = LOCK.lock().unwrap_or_else(|p| p.into_inner());
        // SAFETY: the dylib is live (made by `load`, cleared only here); nothing runs its code any
        // more (whoever held the entry address held this too).
        unsafe { clear(self.dylib) };
    }
}

/// Frees what `dylib` holds.
///
/// # Safety
/// `dylib` must be live, none of its code running or to run, and `LOCK` held.
unsafe fn clear(dylib: LLVMOrcJITDylibRef) {
    // SAFETY: the caller's contract.
    let err = unsafe { LLVMOrcJITDylibClear(dylib) };
    if !err.is_null() {
        tracing::warn!("LLVM's JIT could not free a kernel's code: {}", message(err));
    }
}

/// Links `object` (an ELF object for this host) into a fresh dylib where `absolute` defines
/// symbols at fixed addresses, and returns it with the address of `entry`.
pub(super) fn load(object: &[u8], entry: &str, absolute: &[(&str, usize)]) -> Result<LoadedObject> {
    static DYLIBS: AtomicU64 = AtomicU64::new(0);
    let jit = jit()?;
    let _guard = LOCK.lock().unwrap_or_else(|p| p.into_inner());
    let name = CString::new(format!("anygpu-kernel-{}", DYLIBS.fetch_add(1, Ordering::Relaxed)))
        .map_err(|_| ice("a dylib name with a NUL"))?;
    // SAFETY: the session is live and the name NUL-terminated (copied by ORC).
    let dylib = unsafe { LLVMOrcExecutionSessionCreateBareJITDylib(jit.session, name.as_ptr()) };
    // SAFETY: `dylib` is fresh and live; on failure nothing of it ever ran, and `LOCK` is held.
    match unsafe { link_into(jit, dylib, object, entry, absolute) } {
        Ok(entry) => Ok(LoadedObject { dylib, entry }),
        Err(e) => {
            unsafe { clear(dylib) };
            Err(e)
        }
    }
}

/// Links `object` into `dylib` beside `absolute`'s symbols; the address of `entry`.
///
/// # Safety
/// `dylib` must be live and `LOCK` held.
unsafe fn link_into(
    jit: &Jit,
    dylib: LLVMOrcJITDylibRef,
    object: &[u8],
    entry: &str,
    absolute: &[(&str, usize)],
) -> Result<usize> {
    let entry_name = CString::new(entry).map_err(|_| ice("an entry name with a NUL"))?;
    // SAFETY (the whole block): every handle is live; ownership follows the C API's documents:
    // the dylib takes the generator, a defined materialization unit and the object's buffer;
    // interned names passed to LLVMOrcAbsoluteSymbols move into it; names we intern for the
    // lookup are released after it.
    unsafe {
        let prefix = LLVMOrcLLJITGetGlobalPrefix(jit.jit);
        let mut generator = std::ptr::null_mut();
        check(
            LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&mut generator, prefix, None, std::ptr::null_mut()),
            "search this process's symbols",
        )?;
        LLVMOrcJITDylibAddGenerator(dylib, generator);
        if !absolute.is_empty() {
            let mut pairs: Vec<LLVMOrcCSymbolMapPair> = Vec::with_capacity(absolute.len());
            for (symbol, address) in absolute {
                let symbol = CString::new(*symbol).map_err(|_| ice("a symbol name with a NUL"))?;
                pairs.push(LLVMOrcCSymbolMapPair {
                    Name: LLVMOrcLLJITMangleAndIntern(jit.jit, symbol.as_ptr()),
                    Sym: LLVMJITEvaluatedSymbol {
                        Address: *address as u64,
                        Flags: LLVMJITSymbolFlags {
                            GenericFlags: LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsExported as u8
                                | LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsCallable as u8,
                            TargetFlags: 0,
                        },
                    },
                });
            }
            let unit = LLVMOrcAbsoluteSymbols(pairs.as_mut_ptr() as LLVMOrcCSymbolMapPairs, pairs.len());
            let err = LLVMOrcJITDylibDefine(dylib, unit);
            if !err.is_null() {
                LLVMOrcDisposeMaterializationUnit(unit);
                check(err, "define the sanitizer's hooks")?;
            }
        }
        let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            object.as_ptr().cast(),
            object.len(),
            c"anygpu-kernel.o".as_ptr(),
        );
        check(
            LLVMOrcLLJITAddObjectFile(jit.jit, dylib, buffer),
            "add a kernel's object file",
        )?;
        let symbol = LLVMOrcLLJITMangleAndIntern(jit.jit, entry_name.as_ptr());
        let address = lookup(jit.session, dylib, symbol);
        LLVMOrcReleaseSymbolStringPoolEntry(symbol);
        match address? {
            0 => Err(ice(format!("LLVM's JIT placed `{entry}` at address 0"))),
            address => Ok(address as usize),
        }
    }
}

/// Where the lookup's callback leaves its answer.
#[derive(Default)]
struct Answer {
    result: Mutex<Option<std::result::Result<u64, String>>>,
    ready: Condvar,
}

extern "C" fn answered(err: LLVMErrorRef, pairs: LLVMOrcCSymbolMapPairs, count: usize, ctx: *mut libc::c_void) {
    // SAFETY: `ctx` is the `Answer` that `lookup` waits on, alive until it has been answered.
    let answer = unsafe { &*(ctx as *const Answer) };
    let result = if !err.is_null() {
        Err(message(err))
    } else if count == 0 {
        Err("the symbol was not found".to_string())
    } else {
        // SAFETY: ORC passes `count` pairs, valid during this call.
        Ok(unsafe { (*pairs).Sym.Address })
    };
    *answer.result.lock().unwrap_or_else(|p| p.into_inner()) = Some(result);
    answer.ready.notify_all();
}

/// The address of `symbol` in `dylib` (materialising, that is linking, the object that defines it).
///
/// # Safety
/// The session, dylib and interned symbol must be live.
unsafe fn lookup(
    session: LLVMOrcExecutionSessionRef,
    dylib: LLVMOrcJITDylibRef,
    symbol: inkwell::llvm_sys::orc2::LLVMOrcSymbolStringPoolEntryRef,
) -> Result<u64> {
    let answer = Answer::default();
    let mut order = [LLVMOrcCJITDylibSearchOrderElement {
        JD: dylib,
        JDLookupFlags: LLVMOrcJITDylibLookupFlags::LLVMOrcJITDylibLookupFlagsMatchAllSymbols,
    }];
    let mut symbols = [LLVMOrcCLookupSetElement {
        Name: symbol,
        LookupFlags: LLVMOrcSymbolLookupFlags::LLVMOrcSymbolLookupFlagsRequiredSymbol,
    }];
    // SAFETY: the arrays hold one element each, as the counts say, and outlive the call; ORC
    // retains the name it keeps; `answer` outlives the wait below, which lasts until the callback
    // has run (ORC calls it exactly once).
    unsafe {
        LLVMOrcExecutionSessionLookup(
            session,
            LLVMOrcLookupKind::LLVMOrcLookupKindStatic,
            order.as_mut_ptr(),
            order.len(),
            symbols.as_mut_ptr(),
            symbols.len(),
            answered,
            &answer as *const Answer as *mut libc::c_void,
        )
    };
    let mut slot = answer.result.lock().unwrap_or_else(|p| p.into_inner());
    loop {
        if let Some(result) = slot.take() {
            return result.map_err(|e| ice(format!("LLVM's JIT could not link a kernel: {e}")));
        }
        slot = answer.ready.wait(slot).unwrap_or_else(|p| p.into_inner());
    }
}
