//! ROCm kernels: anygpu's AMDGPU code object loaded with `hipModuleLoadData` (one the runtime
//! refuses is an internal compiler error with the code object attached), and the kernel's
//! argument buffer laid out from the code object's own metadata.

use std::ffi::CString;

use super::hip_error;
use super::result::{self, HipError};
use super::sys::{hipFunction_t, hipModule_t, Hip};
use std::sync::Arc;

use crate::compiler::targets::amdgcn::{self, AmdgcnCodeObject, KernelMeta};
use crate::error::Result;

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
        }),
        Err(e) => {
            // SAFETY: `module` was loaded above, nothing else has seen it, and it is not used
            // after this.
            let _: std::result::Result<(), HipError> = unsafe { result::module_unload(hip, module) };
            Err(e)
        }
    }
}
