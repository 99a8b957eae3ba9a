//! CUDA kernels: anygpu's PTX loaded into the device's context (JIT-compiled by the driver,
//! with its error log; PTX the driver finds malformed is an internal compiler error with the
//! PTX attached), and the parameter block a launch passes.

use std::ffi::{c_void, CString};

use cudarc::driver::{result, sys};

use super::error::{call, cuda_error, error_text, guarded, CudaError};
use crate::compiler::foreign::{ForeignCode, ParamSlot};
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

/// A module image loaded into the current context, or the driver's error and its JIT log.
/// `image` is NUL-terminated PTX text, a cubin or a fatbin; `line_info` asks the JIT to keep
/// PTX `.loc` lines in the machine code.
fn load_image(image: &[u8], line_info: bool) -> std::result::Result<sys::CUmodule, (CudaError, String)> {
    let mut log = vec![0u8; 16 << 10];
    let mut options = vec![
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    let mut values: Vec<*mut c_void> = vec![log.as_mut_ptr().cast(), log.len() as *mut c_void];
    if line_info {
        // Keep the `.loc` lines in the SASS for Nsight Compute's source view (`ptxas
        // -lineinfo`); optimisation is unchanged.
        options.push(sys::CUjit_option::CU_JIT_GENERATE_LINE_INFO);
        values.push(std::ptr::without_provenance_mut(1));
    }
    let mut module: sys::CUmodule = std::ptr::null_mut();
    // SAFETY: `image` is a whole image of a kind the driver reads (NUL-terminated when it is
    // PTX: the callers make it so); the option and value arrays have as many entries as the
    // count passed, each value of its option's type, and the log buffer outlives the call; the
    // context is current (the caller made it so).
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
    loaded.map(|()| module).map_err(|e| {
        let log = String::from_utf8_lossy(&log[..log.iter().position(|&b| b == 0).unwrap_or(log.len())])
            .trim()
            .to_string();
        (e, log)
    })
}

/// The kernel `entry` of a module just loaded, opted in to `dynamic_shared` bytes; the module is
/// unloaded again if that fails.
fn module_with_entry(module: sys::CUmodule, entry: &str, dynamic_shared: u32) -> Result<CudaModule> {
    let name = CString::new(entry).map_err(|_| GpuError::invalid_argument("a kernel name with a NUL byte"));
    // SAFETY: `module` was just loaded into the current context; `name` is NUL-terminated.
    let function = name.and_then(|name| {
        call(&format!("find the kernel `{entry}` in its module"), || unsafe {
            result::module::get_function(module, name)
        })
    });
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

/// Loads PTX into the current context; a JIT failure becomes an internal compiler error with
/// the driver's log and the PTX written to a file (our compiler wrote PTX the driver refused).
pub(super) fn load_ptx(ptx: &ptx::PtxModule) -> Result<CudaModule> {
    let image = CString::new(ptx.text.as_str()).map_err(|_| crate::error::ice("PTX with a NUL byte"))?;
    let operation = "load the kernel's PTX (driver JIT)";
    let module = match load_image(image.as_bytes_with_nul(), ptx.has_line_info()) {
        Ok(module) => module,
        Err((CudaError::Driver(err), log)) => {
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
                _ => with_log(cuda_error(operation, CudaError::Driver(err)), &log),
            });
        }
        Err((missing, _)) => return Err(cuda_error(operation, missing)),
    };
    let dynamic_shared = u32::try_from(ptx.dynamic_shared_bytes())
        .map_err(|_| crate::error::ice("dynamic shared memory beyond 4 GiB"))?;
    module_with_entry(module, &ptx.entry, dynamic_shared)
}

/// `e` with the driver's JIT log appended to its message, when there is one.
fn with_log(mut e: GpuError, log: &str) -> GpuError {
    if let GpuError::Driver { message, .. } = &mut e {
        if !log.is_empty() {
            message.push('\n');
            message.push_str(log);
        }
    }
    e
}

/// Loads code another compiler made (`load_foreign`): PTX (its `.entry` checked against the
/// declared parameters first), a cubin or a fatbin. Code the driver cannot read, or that has
/// nothing for this GPU, is the caller's error (`InvalidArgument`, with the JIT log), never
/// anygpu's. A cubin's parameters are checked where the driver can list them (CUDA 12.4+).
pub(super) fn load_foreign(
    code: &ForeignCode,
    entry: &str,
    slots: &[ParamSlot],
    dynamic_shared: u32,
    param_info: bool,
) -> Result<CudaModule> {
    let image = match code {
        ForeignCode::Ptx(text) => {
            crate::compiler::foreign::check_ptx_params(text, entry, slots)?;
            CString::new(text.as_str())
                .map_err(|_| GpuError::invalid_argument("load_foreign: PTX text with a NUL byte"))?
                .into_bytes_with_nul()
        }
        ForeignCode::Cubin(bytes) => {
            let fatbin = bytes.get(..4) == Some(&0xBA55_ED50u32.to_le_bytes()[..]);
            if !bytes.starts_with(b"\x7fELF") && !fatbin {
                return Err(GpuError::invalid_argument(
                    "load_foreign: neither a cubin (ELF) nor a fatbin (magic 0xBA55ED50)",
                ));
            }
            bytes.clone()
        }
        other => {
            return Err(GpuError::invalid_argument(format!(
                "load_foreign: a CUDA device loads PTX, cubins and fatbins, not {}",
                other.kind()
            )))
        }
    };
    let module = load_image(&image, false).map_err(|(e, log)| match e {
        CudaError::Driver(err) => {
            use sys::CUresult as R;
            let user = matches!(
                err.0,
                R::CUDA_ERROR_INVALID_PTX
                    | R::CUDA_ERROR_INVALID_IMAGE
                    | R::CUDA_ERROR_INVALID_SOURCE
                    | R::CUDA_ERROR_NO_BINARY_FOR_GPU
                    | R::CUDA_ERROR_UNSUPPORTED_PTX_VERSION
            );
            if user {
                GpuError::invalid_argument(format!(
                    "load_foreign: the CUDA driver cannot load this {} for `{entry}`: {}{}{log}",
                    code.kind(),
                    error_text(err),
                    if log.is_empty() { "" } else { "\n" }
                ))
            } else {
                with_log(cuda_error("load foreign code", CudaError::Driver(err)), &log)
            }
        }
        missing => cuda_error("load foreign code", missing),
    })?;
    let loaded = module_with_entry(module, entry, dynamic_shared)?;
    let checked = if param_info {
        check_cubin_params(&loaded, entry, slots)
    } else {
        Ok(())
    };
    if let Err(e) = checked {
        // SAFETY: loaded just now, seen by nothing else, not used after this.
        let _ = call("unload a module", || unsafe { result::module::unload(loaded.module) });
        return Err(e);
    }
    Ok(loaded)
}

/// The loaded kernel's parameters, as the driver lists them (`cuFuncGetParamInfo`: CUDA 12.4+,
/// which the caller checked; `CUDA_ERROR_INVALID_VALUE` for an index past the last), against
/// the declared ones.
fn check_cubin_params(module: &CudaModule, entry: &str, slots: &[ParamSlot]) -> Result<()> {
    let wrong = |what: String| {
        GpuError::invalid_argument(format!(
            "load_foreign: `{entry}` does not take the declared parameters: {what}"
        ))
    };
    for i in 0..=slots.len() {
        let (mut offset, mut size) = (0usize, 0usize);
        // SAFETY: `function` is a live kernel of the current context; both slots are writable;
        // an index past the last parameter is an error the driver reports, not undefined.
        let got = guarded(|| unsafe { sys::cuFuncGetParamInfo(module.function, i, &mut offset, &mut size).result() });
        let past_the_last = matches!(&got, Err(CudaError::Driver(e)) if e.0 == sys::CUresult::CUDA_ERROR_INVALID_VALUE);
        match (got, slots.get(i)) {
            (Ok(()), Some(slot)) if size != slot.size() => {
                return Err(wrong(format!(
                    "parameter {i} is {size} bytes, declared as {} bytes",
                    slot.size()
                )))
            }
            (Ok(()), Some(_)) => {}
            (Ok(()), None) => return Err(wrong(format!("it has more than the {} declared", slots.len()))),
            (Err(_), Some(_)) if past_the_last => {
                return Err(wrong(format!("it has {i} parameters, {} were declared", slots.len())))
            }
            (Err(_), None) if past_the_last => return Ok(()),
            (Err(e), _) => return Err(cuda_error("list the kernel's parameters", e)),
        }
    }
    Ok(())
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
