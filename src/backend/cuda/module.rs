//! CUDA kernels: anygpu's PTX loaded into the device's context (JIT-compiled by the driver,
//! with its error log; PTX the driver finds malformed is an internal compiler error with the
//! PTX attached), and the parameter block a launch passes.

use std::ffi::{c_void, CString};

use cudarc::driver::{result, sys};

use super::error::{call, cuda_error, error_text, guarded, CudaError};
use crate::compiler::targets::ptx;
use crate::error::{GpuError, Result};

/// A loaded PTX module and its kernel entry.
pub struct CudaModule {
    pub(super) module: sys::CUmodule,
    pub(super) function: sys::CUfunction,
    /// Bytes of dynamic shared memory each launch passes (`PtxModule::dynamic_shared_bytes`:
    /// workgroup memory beyond the 48 KiB a kernel may declare statically).
    pub(super) dynamic_shared: u32,
}

// SAFETY: module and function handles are plain driver handles, valid on any thread that makes
// their context current (the backend does before every call).
unsafe impl Send for CudaModule {}
// SAFETY: launching through `&CudaModule` does not mutate the handles; the driver is thread-safe.
unsafe impl Sync for CudaModule {}

/// Loads PTX into the current context; a JIT failure becomes an internal compiler error with
/// the driver's log and the PTX written to a file (our compiler wrote PTX the driver refused).
pub(super) fn load_ptx(ptx: &ptx::PtxModule) -> Result<CudaModule> {
    let image = CString::new(ptx.text.as_str()).map_err(|_| crate::error::ice("PTX with a NUL byte"))?;
    let mut log = vec![0u8; 16 << 10];
    let mut options = vec![
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    let mut values: Vec<*mut c_void> = vec![log.as_mut_ptr().cast(), log.len() as *mut c_void];
    if ptx.has_line_info() {
        // Keep the `.loc` lines in the SASS for Nsight Compute's source view (`ptxas
        // -lineinfo`); optimisation is unchanged.
        options.push(sys::CUjit_option::CU_JIT_GENERATE_LINE_INFO);
        values.push(std::ptr::without_provenance_mut(1));
    }
    let mut module: sys::CUmodule = std::ptr::null_mut();
    let operation = "load the kernel's PTX (driver JIT)";
    // SAFETY: `image` is NUL-terminated PTX; the option and value arrays have as many entries
    // as the count passed, each value of its option's type, and the log buffer outlives the call; the context is current (the caller made it so).
    let loaded = guarded(|| unsafe {
        sys::cuModuleLoadDataEx(
            &mut module,
            image.as_ptr().cast(),
            options.len() as u32,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
        .result()
    });
    if let Err(err) = loaded {
        let err = match err {
            CudaError::Driver(err) => err,
            missing => return Err(cuda_error(operation, missing)),
        };
        let log = String::from_utf8_lossy(&log[..log.iter().position(|&b| b == 0).unwrap_or(log.len())])
            .trim()
            .to_string();
        use sys::CUresult as R;
        // Only malformed PTX is our compiler's fault; an old driver or a full GPU is not.
        return Err(match err.0 {
            R::CUDA_ERROR_INVALID_PTX | R::CUDA_ERROR_INVALID_IMAGE | R::CUDA_ERROR_INVALID_SOURCE => {
                crate::error::Ice::new(format!(
                    "the CUDA driver rejected anygpu's PTX for `{}` (PTX ISA {}): {}\n{log}",
                    ptx.entry,
                    ptx.isa,
                    error_text(err)
                ))
                .target(format!("ptx {}", ptx.arch))
                .artifact(format!("{}.ptx", ptx.entry), ptx.text.as_bytes())
                .build()
            }
            // A driver older than the PTX ISA: the operation names the ISA, the hint says to
            // update the driver.
            R::CUDA_ERROR_UNSUPPORTED_PTX_VERSION => cuda_error(
                &format!("load PTX ISA {} with the driver's JIT", ptx.isa),
                CudaError::Driver(err),
            ),
            _ => {
                let mut e = cuda_error(operation, CudaError::Driver(err));
                if let GpuError::Driver { message, .. } = &mut e {
                    if !log.is_empty() {
                        message.push('\n');
                        message.push_str(&log);
                    }
                }
                e
            }
        });
    }
    let name = CString::new(ptx.entry.as_str()).map_err(|_| crate::error::ice("entry name with a NUL byte"))?;
    // SAFETY: `module` was just loaded into the current context; `name` is NUL-terminated.
    let function = call("find the kernel in its module", || unsafe {
        result::module::get_function(module, name)
    });
    let dynamic_shared = u32::try_from(ptx.dynamic_shared_bytes())
        .map_err(|_| crate::error::ice("dynamic shared memory beyond 4 GiB"))?;
    // Beyond 48 KiB of shared memory a function must be opted in to what its launches pass.
    let function = function.and_then(|f| {
        if dynamic_shared > 0 {
            // SAFETY: `f` is the kernel entry just found in the current context's module; the
            // attribute takes a byte count, which the validation layer has checked against the
            // device's opt-in limit (`DeviceInfo::workgroup_memory_limit`).
            call("allow the kernel its dynamic shared memory", || unsafe {
                result::function::set_function_attribute(
                    f,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    dynamic_shared as i32,
                )
            })?;
        }
        Ok(f)
    });
    match function {
        Ok(function) => Ok(CudaModule {
            module,
            function,
            dynamic_shared,
        }),
        Err(e) => {
            // SAFETY: `module` was loaded above, nothing else has seen it, and it is not used
            // after this.
            let _ = call("unload a module", || unsafe { result::module::unload(module) });
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::targets::ptx::{PtxArch, PtxIsa};

    #[test]
    fn parameters_follow_the_kernel_signature() {
        // The PTX entry of a kernel with bindings (0,0), (0,1), (1,0) takes
        // (ptr, len, ptr, len, ptr, len) in that order.
        let src = "@group(1) @binding(0) var<storage, read_write> out: array<f32>;\n\
                   @group(0) @binding(1) var<storage, read> b: array<f32>;\n\
                   @group(0) @binding(0) var<uniform> a: f32;\n\
                   @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) i: vec3<u32>) { out[i.x] = a * b[i.x]; }";
        let front = crate::compiler::front::compile_front(&crate::KernelSource::wgsl(src)).unwrap();
        let order: Vec<(u32, u32)> = front.signature.bindings.iter().map(|b| (b.group, b.binding)).collect();
        assert_eq!(order, [(0, 0), (0, 1), (1, 0)]);
        let params = crate::compiler::abi::native_argument_words(
            [(0x1000, 4), (0x2000, 256), (0x3000, 256)].into_iter(),
            &[],
            0,
        );
        assert_eq!(params, [0x1000, 4, 0x2000, 256, 0x3000, 256]);
        let ptx = ptx::compile(&front, PtxArch::SM_70, PtxIsa(63)).unwrap();
        let entry = &ptx.text[ptx.text.find(".entry main(").unwrap()..];
        let header = &entry[..entry.find(')').unwrap()];
        assert_eq!(header.matches(".param .u64").count(), params.len(), "{header}");
    }
}
