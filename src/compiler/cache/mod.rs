//! Caches of compiled kernels: [`memory`] in this process, [`disk`] across processes.
//!
//! What is cached on disk: PTX ([`compiler::ptx`](crate::compiler::ptx), `emit` for PTX, the
//! CUDA device) and linked AMD code objects
//! ([`compiler::amdgcn_code_object`](crate::compiler::amdgcn_code_object), the ROCm device). Each
//! target file (`targets/ptx.rs`, `targets/amdgcn.rs`) says what its entries hold and rebuilds
//! its artifact from them; this module knows bytes, keys and files only. A hit from a source
//! (not from an already parsed module) skips the WGSL front end entirely: the key is computed
//! from the source text, not from naga IR.
//!
//! Host code is not cached on disk: the CPU device runs kernels through inkwell's MCJIT
//! `ExecutionEngine`, which can only be built from an LLVM `Module`; LLVM's C API (and so
//! inkwell) has no way to hand MCJIT an object file (`addObjectFile` is C++ only). Loading cached
//! objects would mean moving the CPU device to ORC's LLJIT (`LLVMOrcLLJITAddObjectFile`,
//! through raw llvm-sys) — a change to the CPU backend, not to the cache.

pub(crate) mod disk;
pub(crate) mod memory;
