//! ROCm kernels: anygpu's AMDGPU code object loaded with `hipModuleLoadData` (one the runtime
//! refuses is an internal compiler error with the code object attached), and the kernel's
//! argument buffer laid out from the code object's own metadata.

use std::ffi::CString;

use super::hip_error;
use super::result::{self, HipError};
use super::sys::{hipFunction_t, hipModule_t, Hip};
use std::sync::Arc;

use crate::compiler::foreign::ParamSlot;
use crate::compiler::targets::amdgcn::{self, AmdgcnCodeObject, KernelMeta};
use crate::error::{GpuError, Result};

/// A compiled kernel and the argument layout its metadata declares.
pub struct RocmCode {
    pub(super) object: Arc<AmdgcnCodeObject>,
    pub(super) meta: KernelMeta,
}

/// A loaded code object, its kernel entry, and the metadata its arguments are laid out by.
pub struct RocmModule {
    pub(super) module: hipModule_t,
    pub(super) function: hipFunction_t,
    pub(super) meta: KernelMeta,
    /// A foreign kernel's declared parameters (`load_foreign`), checked against `meta`.
    pub(super) foreign: Vec<ParamSlot>,
    /// Bytes of dynamic LDS each launch passes (a foreign kernel's `extern __shared__`).
    pub(super) dynamic_shared: u32,
}

// SAFETY: module and function handles are plain runtime handles, valid from any thread.
unsafe impl Send for RocmModule {}
// SAFETY: launching through `&RocmModule` does not mutate the handles; the runtime is thread-safe.
unsafe impl Sync for RocmModule {}

impl RocmModule {
    /// The kernel's argument buffer for these (address, byte length) bindings.
    pub(super) fn kernargs(&self, bindings: &[(u64, u64)], immediates: &[u8]) -> Result<Vec<u8>> {
        amdgcn::kernarg_buffer_with_immediates(&self.meta, bindings, immediates)
    }

    /// A foreign kernel's argument bytes: each parameter's `values` where the metadata puts it.
    pub(super) fn foreign_kernargs(&self, values: &[Vec<u8>]) -> Result<Vec<u8>> {
        amdgcn::foreign_kernargs(&self.meta, &self.foreign, values)
    }
}

/// Reads the kernel metadata the launch will need, before anything is loaded.
pub(super) fn prepare(object: Arc<AmdgcnCodeObject>) -> Result<RocmCode> {
    let meta = amdgcn::read_metadata(&object.hsaco)?;
    Ok(RocmCode { object, meta })
}

/// Loads `code` into the current device and finds its kernel.
pub(super) fn load_code_object(hip: &Hip, code: &RocmCode) -> Result<RocmModule> {
    let object = &code.object;
    // SAFETY: `hsaco` is a complete code object, linked by anygpu's own AMDGPU pipeline.
    let loaded = unsafe { result::module_load_data(hip, &object.hsaco) };
    let module = loaded.map_err(|e| {
        let e = hip_error(hip, "load the code object", e);
        crate::error::Ice::new(format!(
            "the HIP runtime rejected anygpu's code object for `{}` ({:?}): {e}",
            object.entry, object.version
        ))
        .target(format!("amdgcn {}", object.arch))
        .artifact(format!("{}.hsaco", object.entry), object.hsaco.as_slice())
        .build()
    })?;
    let name = CString::new(object.entry.as_str()).map_err(|_| crate::error::ice("entry name with NUL"));
    // SAFETY: `module` was just loaded and is live.
    let found = name.and_then(|name| {
        unsafe { result::module_get_function(hip, module, &name) }
            .map_err(|e| hip_error(hip, "find the kernel in its code object", e))
    });
    match found {
        Ok(function) => Ok(RocmModule {
            module,
            function,
            meta: code.meta.clone(),
            foreign: Vec::new(),
            dynamic_shared: 0,
        }),
        Err(e) => {
            // SAFETY: `module` was loaded above, nothing else has seen it, and it is not used
            // after this.
            let _: std::result::Result<(), HipError> = unsafe { result::module_unload(hip, module) };
            Err(e)
        }
    }
}

/// Loads `code` (a code object another compiler made, or a clang offload bundle of them, for
/// the device's architecture `arch`) and finds its kernel `entry`, whose metadata must list the
/// declared parameters (`slots`). A bundle goes to the runtime whole (it picks the entry that
/// fits the device's target features, xnack and sramecc); its entry for `arch` is read only for
/// the metadata. What the runtime refuses is the caller's error.
pub(super) fn load_foreign(
    hip: &Hip,
    code: &[u8],
    arch: &str,
    entry: &str,
    slots: &[ParamSlot],
    dynamic_shared: u32,
) -> Result<RocmModule> {
    let object = crate::compiler::foreign::unbundle_code_object(code, arch)?;
    let meta = amdgcn::read_kernel_metadata(object, Some(entry)).map_err(|e| match e {
        GpuError::InternalCompiler { .. } => {
            GpuError::invalid_argument(format!("load_foreign: not a readable AMD code object: {e}"))
        }
        other => other,
    })?;
    amdgcn::foreign_kernargs(&meta, slots, &[])?;
    // SAFETY: `code` is a whole ELF code object or offload bundle (its metadata was just read);
    // the caller of `load_foreign` vouches for its code.
    let module = unsafe { result::module_load_data(hip, code) }.map_err(|e| {
        GpuError::invalid_argument(format!(
            "load_foreign: the HIP runtime cannot load this code object: {}",
            hip_error(hip, "load a code object", e)
        ))
    })?;
    let name = CString::new(entry).map_err(|_| GpuError::invalid_argument("a kernel name with a NUL byte"));
    // SAFETY: `module` was just loaded and is live.
    let found = name.and_then(|name| {
        unsafe { result::module_get_function(hip, module, &name) }
            .map_err(|e| hip_error(hip, &format!("find the kernel `{entry}` in its code object"), e))
    });
    match found {
        Ok(function) => Ok(RocmModule {
            module,
            function,
            meta,
            foreign: slots.to_vec(),
            dynamic_shared,
        }),
        Err(e) => {
            // SAFETY: loaded above, seen by nothing else, not used after this.
            let _ = unsafe { result::module_unload(hip, module) };
            Err(e)
        }
    }
}
