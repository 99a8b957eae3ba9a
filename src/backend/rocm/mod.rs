//! AMD GPUs through the HIP runtime, loaded at run time with `libloading`: one anygpu binary runs
//! with or without ROCm installed (a build-time link against `libamdhip64`, as `hip-sys` does,
//! would make the library mandatory). No runtime, or no GPU, means no ROCm devices.
//!
//! Kernels are anygpu's own code objects (`compiler::targets::amdgcn`), loaded with
//! `hipModuleLoadData` and launched with `hipModuleLaunchKernel`, the argument buffer laid out
//! from the code object's own metadata. Each `GpuContext` has its own stream.
//!
//! The FFI comes in cudarc's layers: `sys.rs` (the library, symbols, constants), `result.rs`
//! (one function per HIP call, returning `Result`), and this file, the HIP side of
//! [`NativeBackend`]: one GPU, and each [`NativeDriver`] primitive as one `result` call.
//! `probe.rs` lists the devices and `module.rs` loads code objects; streams, staging, argument
//! lifetimes and timing are the shared core's (`native/`).

mod module;
mod probe;
mod result;
mod sys;

use std::ffi::c_int;

pub use self::module::{RocmCode, RocmModule};
pub use self::probe::probe;
use self::result::HipError;
pub use self::sys::Hip;
use self::sys::{hipEvent_t, hipStream_t};
use crate::backend::native::{Launch, NativeBackend, NativeDriver};
use crate::compiler::front::FrontModule;
use crate::compiler::targets::amdgcn::{CodeObjectVersion, GfxArch};
use crate::compiler::TargetSpec;
use crate::error::{GpuError, Result};
use crate::occupancy::{self, Occupancy, OccupancyLimit};

/// A ROCm device as seen by one context.
pub type RocmBackend = NativeBackend<RocmDevice>;

/// One AMD GPU of the loaded runtime.
pub struct RocmDevice {
    hip: &'static Hip,
    ordinal: c_int,
    arch: GfxArch,
    version: CodeObjectVersion,
    /// Stream-ordered allocation (`hipMallocAsync`) is available.
    pools: bool,
}

/// A HIP stream handle.
#[derive(Clone, Copy)]
pub struct HipStream(hipStream_t);
// SAFETY: HIP streams may be used from any thread.
unsafe impl Send for HipStream {}
// SAFETY: the handle is a plain value; the runtime serialises work queued on one stream.
unsafe impl Sync for HipStream {}

/// A HIP event handle.
#[derive(Clone, Copy)]
pub struct HipEvent(hipEvent_t);
// SAFETY: HIP events may be used from any thread.
unsafe impl Send for HipEvent {}
// SAFETY: the handle is a plain value; the runtime synchronises use of an event.
unsafe impl Sync for HipEvent {}

/// The user-facing error for a HIP error raised while trying to do `operation`.
fn hip_error(hip: &Hip, operation: &str, e: HipError) -> GpuError {
    result::gpu_error(hip, operation, e)
}

/// A HIP executable graph (`hipGraphExec_t`).
#[derive(Clone, Copy)]
pub struct HipGraph(sys::hipGraphExec_t);
// SAFETY: graph exec handles are plain values usable from any thread with the device set.
unsafe impl Send for HipGraph {}
// SAFETY: the handle is a plain value; a launch mutates the exec, so `NativeGraph` launches
// under a lock.
unsafe impl Sync for HipGraph {}

/// Whether a HIP runtime of `version` (`hipRuntimeGetVersion`: major × 10⁷ + minor × 10⁵ +
/// patch) records `hipModuleLaunchKernel` on a capturing stream: from 5.3 (`STREAM_CAPTURE` in
/// hipamd); before, the launch runs at once and the graph would lack it.
pub(crate) fn records_module_launches(version: i32) -> bool {
    version >= 50_300_000
}

impl NativeDriver for RocmDevice {
    const KIND: &'static str = "ROCm";
    const BACKEND: &'static str = "rocm";
    type Error = HipError;
    type Stream = HipStream;
    type Event = HipEvent;
    type Code = RocmCode;
    type Module = RocmModule;
    type Graph = HipGraph;

    fn error(&self, operation: &str, e: HipError) -> GpuError {
        hip_error(self.hip, operation, e)
    }

    fn rocm_ordinal(&self) -> Option<i32> {
        Some(self.ordinal)
    }

    fn is_out_of_memory(e: &HipError) -> bool {
        e.0 == sys::HIP_ERROR_OUT_OF_MEMORY
    }

    /// HIP's current device is per thread: the backend sets it before every call.
    fn make_current(&self) -> Result<()> {
        result::set_device(self.hip, self.ordinal).map_err(|e| hip_error(self.hip, "select the device", e))
    }

    fn stream_create(&self) -> std::result::Result<HipStream, HipError> {
        result::stream_create(self.hip, sys::HIP_STREAM_NON_BLOCKING).map(HipStream)
    }

    unsafe fn stream_destroy(&self, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `stream_destroy` is `result::stream_destroy`'s.
        unsafe { result::stream_destroy(self.hip, stream.0) }
    }

    unsafe fn stream_synchronize(&self, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (a live stream) is `result::stream_synchronize`'s.
        unsafe { result::stream_synchronize(self.hip, stream.0) }
    }

    unsafe fn malloc(&self, bytes: usize, stream: HipStream) -> std::result::Result<u64, HipError> {
        let ptr = if self.pools {
            // SAFETY: `stream` is a live stream of this device (the trait's contract).
            unsafe { result::malloc_async(self.hip, bytes, stream.0) }?
        } else {
            result::malloc(self.hip, bytes)?
        };
        Ok(ptr as u64)
    }

    unsafe fn free(&self, addr: u64, stream: HipStream) -> std::result::Result<(), HipError> {
        let ptr = addr as *mut std::ffi::c_void;
        if self.pools {
            // SAFETY: `addr` came from `malloc`, which with `pools` used `malloc_async`; freed
            // once, unused by other streams' work, `stream` live (the trait's contract).
            unsafe { result::free_async(self.hip, ptr, stream.0) }
        } else {
            // SAFETY: `addr` came from `malloc`, which without `pools` used `hipMalloc`; freed
            // once and no queued work uses it (the trait's contract).
            unsafe { result::free(self.hip, ptr) }
        }
    }

    fn mem_info(&self) -> std::result::Result<(usize, usize), HipError> {
        result::mem_get_info(self.hip)
    }

    unsafe fn memcpy_htod(&self, dst: u64, src: &[u8], stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memcpy_htod` is `result::memcpy_htod_async`'s.
        unsafe { result::memcpy_htod_async(self.hip, dst, src, stream.0) }
    }

    unsafe fn memcpy_dtoh(&self, dst: &mut [u8], src: u64, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memcpy_dtoh` is `result::memcpy_dtoh_async`'s.
        unsafe { result::memcpy_dtoh_async(self.hip, dst, src, stream.0) }
    }

    unsafe fn memcpy_dtod(
        &self,
        dst: u64,
        src: u64,
        bytes: usize,
        stream: HipStream,
    ) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memcpy_dtod` is `result::memcpy_dtod_async`'s.
        unsafe { result::memcpy_dtod_async(self.hip, dst, src, bytes, stream.0) }
    }

    unsafe fn memset_d8(
        &self,
        dst: u64,
        value: u8,
        count: usize,
        stream: HipStream,
    ) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memset_d8` is `result::memset_d8_async`'s.
        unsafe { result::memset_d8_async(self.hip, dst, value, count, stream.0) }
    }

    unsafe fn memset_d32(
        &self,
        dst: u64,
        value: u32,
        count: usize,
        stream: HipStream,
    ) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `memset_d32` is `result::memset_d32_async`'s.
        unsafe { result::memset_d32_async(self.hip, dst, value, count, stream.0) }
    }

    fn host_alloc(&self, bytes: usize) -> std::result::Result<*mut u8, HipError> {
        result::host_malloc(self.hip, bytes, 0).map(|p| p.cast())
    }

    unsafe fn host_free(&self, ptr: *mut u8) -> std::result::Result<(), HipError> {
        // SAFETY: `ptr` came from `host_alloc`, i.e. `hipHostMalloc`; freed once, unused by any
        // queued copy (the trait's contract).
        unsafe { result::host_free(self.hip, ptr.cast()) }
    }

    fn event_create(&self) -> std::result::Result<HipEvent, HipError> {
        result::event_create(self.hip).map(HipEvent)
    }

    unsafe fn event_query(&self, event: HipEvent) -> std::result::Result<bool, HipError> {
        // SAFETY: the trait's contract (a live event) is `result::event_query`'s.
        unsafe { result::event_query(self.hip, event.0) }
    }

    unsafe fn stream_wait_event(&self, stream: HipStream, event: HipEvent) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (live stream and event) is `result::stream_wait_event`'s.
        unsafe { result::stream_wait_event(self.hip, stream.0, event.0) }
    }

    unsafe fn event_record(&self, event: HipEvent, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (live event and stream of this device) is `event_record`'s.
        unsafe { result::event_record(self.hip, event.0, stream.0) }
    }

    unsafe fn event_synchronize(&self, event: HipEvent) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract (a live event) is `result::event_synchronize`'s.
        unsafe { result::event_synchronize(self.hip, event.0) }
    }

    unsafe fn event_elapsed_ms(&self, start: HipEvent, end: HipEvent) -> std::result::Result<f32, HipError> {
        // SAFETY: the trait's contract (both recorded and completed) is `event_elapsed_time`'s.
        unsafe { result::event_elapsed_time(self.hip, start.0, end.0) }
    }

    unsafe fn event_destroy(&self, event: HipEvent) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `event_destroy` is `result::event_destroy`'s.
        unsafe { result::event_destroy(self.hip, event.0) }
    }

    fn compile(&self, front: &FrontModule) -> Result<RocmCode> {
        let target = TargetSpec::Amdgcn {
            arch: self.arch,
            code_object: self.version,
        };
        let artifact = crate::compiler::compile_parsed(front, &target)?;
        let object = artifact
            .amdgcn()
            .cloned()
            .ok_or_else(|| crate::error::ice("the AMDGCN compile gave another artifact"))?;
        module::prepare(object)
    }

    fn code_from_artifact(&self, artifact: &crate::compiler::Artifact) -> Result<RocmCode> {
        let object = artifact.amdgcn().cloned().ok_or_else(|| {
            GpuError::invalid_argument(format!(
                "load_precompiled: a ROCm device loads AMD code objects, not this artifact (entry `{}`)",
                artifact.entry()
            ))
        })?;
        if object.arch != self.arch {
            return Err(GpuError::invalid_argument(format!(
                "load_precompiled: the code object is for {}, this device is {}",
                object.arch, self.arch
            )));
        }
        module::prepare(object)
    }

    fn load(&self, code: &RocmCode) -> Result<RocmModule> {
        module::load_code_object(self.hip, code)
    }

    fn load_foreign(
        &self,
        code: &crate::compiler::ForeignCode,
        entry: &str,
        slots: &[crate::compiler::foreign::ParamSlot],
        dynamic_shared: u32,
    ) -> Result<RocmModule> {
        let crate::compiler::ForeignCode::CodeObject(bytes) = code else {
            return Err(GpuError::invalid_argument(format!(
                "load_foreign: a ROCm device loads AMD code objects, not {}",
                code.kind()
            )));
        };
        module::load_foreign(self.hip, bytes, self.arch.name(), entry, slots, dynamic_shared)
    }

    unsafe fn unload(&self, module: &RocmModule) -> std::result::Result<(), HipError> {
        // SAFETY: the module came from `load` (`hipModuleLoadData`); unloaded once with no launch
        // queued on it (the trait's contract).
        unsafe { result::module_unload(self.hip, module.module) }
    }

    unsafe fn launch(&self, module: &RocmModule, stream: HipStream, launch: Launch<'_>) -> Result<()> {
        let mut kernargs = match launch.foreign {
            Some(values) => module.foreign_kernargs(values)?,
            None => module.kernargs(launch.args, launch.immediates)?,
        };
        // SAFETY: `kernargs` is laid out from the code object's own metadata for exactly these
        // bindings, which were validated against the kernel's signature and stay alive until
        // the launch finishes; grid, block and stream are as the trait's contract requires.
        unsafe {
            result::module_launch_kernel(
                self.hip,
                module.function,
                launch.grid,
                launch.block,
                module.dynamic_shared,
                stream.0,
                &mut kernargs,
            )
        }
        .map_err(|e| hip_error(self.hip, "launch a kernel", e))
    }

    fn has_graphs(&self) -> bool {
        self.hip.opt.graphs.is_some() && records_module_launches(result::runtime_version(self.hip))
    }

    unsafe fn begin_capture(&self, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `begin_capture` is `result::stream_begin_capture`'s.
        unsafe { result::stream_begin_capture(self.hip, stream.0) }
    }

    unsafe fn end_capture(&self, stream: HipStream) -> std::result::Result<(HipGraph, usize), HipError> {
        // SAFETY: the trait's contract for `end_capture` is `result::stream_end_capture`'s.
        unsafe { result::stream_end_capture(self.hip, stream.0) }.map(|(exec, nodes)| (HipGraph(exec), nodes))
    }

    unsafe fn graph_launch(&self, graph: HipGraph, stream: HipStream) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `graph_launch` is `result::graph_launch`'s.
        unsafe { result::graph_launch(self.hip, graph.0, stream.0) }
    }

    unsafe fn graph_destroy(&self, graph: HipGraph) -> std::result::Result<(), HipError> {
        // SAFETY: the trait's contract for `graph_destroy` is `result::graph_exec_destroy`'s.
        unsafe { result::graph_exec_destroy(self.hip, graph.0) }
    }

    /// AMD's occupancy formula ([`amd_occupancy`], LLVM's AMDGPU rules) over the code object's
    /// own register and LDS use: no runtime call. HIP's own calculator can differ (it assumes 8
    /// waves per SIMD on every gfx9 and has no workgroup-slot limit).
    fn occupancy(
        &self,
        module: &RocmModule,
        block: [u32; 3],
        shared: u64,
        info: &crate::device::DeviceInfo,
    ) -> Result<Occupancy> {
        let meta = &module.meta;
        let usage = AmdKernelUsage {
            threads: occupancy::block_size(block),
            wave: meta.wavefront_size.max(1) as u32,
            vgprs: meta.vgpr_count as u32,
            sgprs: meta.sgpr_count as u32,
            lds: meta.group_segment_fixed_size.max(shared),
        };
        amd_occupancy(self.arch.name(), &usage, info.multiprocessor_count)
    }
}

/// What one kernel uses, from its code object's metadata.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AmdKernelUsage {
    /// Work-items per workgroup.
    pub threads: u32,
    /// Lanes per wavefront (`.wavefront_size`).
    pub wave: u32,
    /// `.vgpr_count` (per lane).
    pub vgprs: u32,
    /// `.sgpr_count` (per wave, VCC and friends included).
    pub sgprs: u32,
    /// `.group_segment_fixed_size`: LDS bytes per workgroup.
    pub lds: u64,
}

/// One compute unit's limits for occupancy. RDNA runs in CU mode here (`amdgcn::machine` sets
/// `+cumode` for wave32 targets), so a workgroup's waves share one CU's two SIMDs and its 64 KiB
/// of LDS, not a WGP's four SIMDs and 128 KiB.
#[derive(Clone, Copy, Debug, PartialEq)]
struct AmdCu {
    /// SIMDs a workgroup's waves spread over: LLVM's "EUs per CU" (`getEUsPerCU`), 4 on gfx9, 2
    /// on an RDNA CU in CU mode.
    simds: u32,
    /// Most waves resident per SIMD (`getMaxWavesPerEU`; an "EU" is a SIMD).
    max_waves_per_simd: u32,
    /// VGPRs per SIMD lane for this wave size (`getTotalNumVGPRs`): from gfx90a one file that
    /// holds VGPRs and AGPRs (a kernel's `.vgpr_count` counts both there).
    vgprs: u32,
    /// Granule a wave's VGPRs are allocated in (`getVGPRAllocGranule`).
    vgpr_granule: u32,
    /// SGPRs per SIMD and their allocation granule where they limit waves, on gfx9
    /// (`getTotalNumSGPRs`, `getSGPRAllocGranule`); from gfx10 each wave has its own.
    sgprs: Option<(u32, u32)>,
    /// LDS bytes the workgroups on one CU share (`getLocalMemorySize`, CU mode).
    lds: u64,
    /// Barrier slots: how many workgroups of more than one wave a CU holds
    /// (`getMaxWorkGroupsPerCU`: 16; 32 would be a WGP's, in WGP mode).
    barriers: u32,
}

/// A compute unit of `gfx` running `wave`-lane wavefronts, or `None` for a family whose limits
/// are not known here. The numbers are LLVM 19's (`llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp`,
/// with the processors' features from `AMDGPU.td`):
/// - gfx9 (GCN5, CDNA1: gfx900–gfx90c, gfx908): 4 SIMDs, 10 waves per SIMD, 256 VGPRs in
///   granules of 4 (gfx908's AGPRs are a second file of their own), 800 SGPRs in granules of 16;
/// - gfx90a and gfx94x (FeatureGFX90AInsts): 8 waves per SIMD, 512 unified VGPRs+AGPRs in
///   granules of 8; gfx950 (LLVM 20 on) likewise with 160 KiB of LDS;
/// - gfx10.1 (RDNA1): 2 SIMDs per CU, 20 waves per SIMD, 1024 VGPRs in granules of 8 (wave32),
///   512 in 4s (wave64);
/// - gfx10.3, gfx1102/1103/1150/1152: 16 waves per SIMD, 1024 in 16s or 512 in 8s;
/// - gfx1100/1101/1151 and gfx1200/1201 (Feature1_5xVGPRs): 1536 in 24s or 768 in 12s;
/// - 64 KiB of LDS per CU, and 16 barriers: at most 16 workgroups of two or more waves per CU.
fn amd_cu(gfx: &str, wave: u32) -> Option<AmdCu> {
    let wave32 = wave == 32;
    let gfx9 = AmdCu {
        simds: 4,
        max_waves_per_simd: 10,
        vgprs: 256,
        vgpr_granule: 4,
        sgprs: Some((800, 16)),
        lds: 64 << 10,
        barriers: 16,
    };
    let gfx90a = AmdCu {
        max_waves_per_simd: 8,
        vgprs: 512,
        vgpr_granule: 8,
        ..gfx9
    };
    // RDNA from its wave32 VGPRs and granule; wave64 has half of each.
    let rdna = |max_waves_per_simd: u32, vgprs: u32, granule: u32| AmdCu {
        simds: 2,
        max_waves_per_simd,
        vgprs: if wave32 { vgprs } else { vgprs / 2 },
        vgpr_granule: if wave32 { granule } else { granule / 2 },
        sgprs: None,
        ..gfx9
    };
    Some(match gfx.strip_prefix("gfx")? {
        "900" | "902" | "904" | "906" | "908" | "909" | "90c" => gfx9,
        "90a" | "940" | "941" | "942" => gfx90a,
        "950" => AmdCu {
            lds: 160 << 10,
            ..gfx90a
        },
        "1010" | "1011" | "1012" | "1013" => rdna(20, 1024, 8),
        "1030" | "1031" | "1032" | "1033" | "1034" | "1035" | "1036" | "1102" | "1103" | "1150" | "1152" => {
            rdna(16, 1024, 16)
        }
        "1100" | "1101" | "1151" | "1200" | "1201" => rdna(16, 1536, 24),
        _ => return None,
    })
}

/// AMD's occupancy formula, after LLVM's (`GCNSubtarget::computeOccupancy`: the least of
/// `getOccupancyWithNumVGPRs`, `getOccupancyWithNumSGPRs` and `getOccupancyWithLocalMemSize`).
/// Waves per SIMD are the least of the hardware's most and the SIMD's VGPRs over the kernel's
/// (rounded up to the granule), and on gfx9 its SGPRs likewise. A workgroup's waves spread over
/// the CU's SIMDs (LLVM divides a CU's waves by `getEUsPerCU`), so a CU holds
/// `simds × waves per SIMD / waves per workgroup` workgroups, counted in whole workgroups where
/// LLVM rounds waves per SIMD up; further bounded by the CU's LDS over the kernel's and, for
/// workgroups of more than one wave, by its barriers (`getMaxWorkGroupsPerCU`: a single-wave
/// workgroup needs none).
///
/// SGPRs follow the allocation LLVM describes (800 per SIMD in granules of 16, as
/// `getMaxNumSGPRs` inverts it and HIP's own calculator computes it); LLVM 19's
/// `getOccupancyWithNumSGPRs` table says one wave more for 81–88 SGPRs (9, not 8) and
/// 97–100 (8, not 7).
pub(crate) fn amd_occupancy(gfx: &str, k: &AmdKernelUsage, compute_units: u32) -> Result<Occupancy> {
    let Some(cu) = amd_cu(gfx, k.wave) else {
        return Err(GpuError::not_supported(format!(
            "anygpu does not know the occupancy limits of {gfx}: the known families are gfx9 (gfx900-gfx90c, gfx908), gfx90a/gfx94x/gfx950, gfx101x, gfx103x, gfx11 and gfx120x"
        )));
    };
    let waves_per_group = k.threads.div_ceil(k.wave.max(1)).max(1);
    let vgpr_waves = cu.vgprs / k.vgprs.max(1).next_multiple_of(cu.vgpr_granule);
    let sgpr_waves = cu.sgprs.map_or(u32::MAX, |(total, granule)| {
        total / k.sgprs.max(1).next_multiple_of(granule)
    });
    let reg_waves = vgpr_waves.min(sgpr_waves).min(cu.max_waves_per_simd);
    let mut counts = vec![
        (
            OccupancyLimit::Warps,
            cu.simds * cu.max_waves_per_simd / waves_per_group,
        ),
        (OccupancyLimit::Registers, cu.simds * reg_waves / waves_per_group),
    ];
    if waves_per_group > 1 {
        counts.push((OccupancyLimit::BlockSize, cu.barriers));
    }
    if let Some(groups) = cu.lds.checked_div(k.lds) {
        counts.push((OccupancyLimit::SharedMemory, groups.min(u32::MAX as u64) as u32));
    }
    let (limited_by, active) = occupancy::binding_limit(&counts);
    if active == 0 {
        return Err(GpuError::not_supported(format!(
            "no workgroup of {} work-items of this kernel fits on a {gfx} compute unit ({} VGPRs, {} SGPRs, {} B of LDS; limited by {limited_by}): use a smaller @workgroup_size",
            k.threads, k.vgprs, k.sgprs, k.lds
        )));
    }
    Ok(Occupancy {
        block_size: k.threads,
        active_blocks_per_multiprocessor: active,
        multiprocessors: compute_units,
        active_warps: Some(active * waves_per_group),
        max_warps: Some(cu.simds * cu.max_waves_per_simd),
        registers_per_thread: Some(k.vgprs),
        shared_memory_per_block: k.lds,
        limited_by,
    })
}

#[cfg(test)]
mod occupancy_tests {
    use super::*;

    fn usage(threads: u32, wave: u32, vgprs: u32, sgprs: u32, lds: u64) -> AmdKernelUsage {
        AmdKernelUsage {
            threads,
            wave,
            vgprs,
            sgprs,
            lds,
        }
    }

    /// (workgroups per CU, what binds) for `gfx`.
    fn groups(gfx: &str, k: AmdKernelUsage) -> (u32, OccupancyLimit) {
        let o = amd_occupancy(gfx, &k, 1).unwrap();
        (o.active_blocks_per_multiprocessor, o.limited_by)
    }

    #[test]
    fn family_tables() {
        // getMaxWavesPerEU, getTotalNumVGPRs, getVGPRAllocGranule per family and wave size.
        let t = |gfx, wave| {
            let c = amd_cu(gfx, wave).unwrap();
            (c.simds, c.max_waves_per_simd, c.vgprs, c.vgpr_granule)
        };
        assert_eq!(t("gfx906", 64), (4, 10, 256, 4));
        assert_eq!(t("gfx908", 64), (4, 10, 256, 4));
        assert_eq!(t("gfx90a", 64), (4, 8, 512, 8));
        assert_eq!(t("gfx942", 64), (4, 8, 512, 8));
        assert_eq!(t("gfx1010", 32), (2, 20, 1024, 8));
        assert_eq!(t("gfx1010", 64), (2, 20, 512, 4));
        assert_eq!(t("gfx1030", 32), (2, 16, 1024, 16));
        assert_eq!(t("gfx1030", 64), (2, 16, 512, 8));
        assert_eq!(t("gfx1102", 32), (2, 16, 1024, 16));
        assert_eq!(t("gfx1100", 32), (2, 16, 1536, 24));
        assert_eq!(t("gfx1100", 64), (2, 16, 768, 12));
        assert_eq!(t("gfx1151", 32), (2, 16, 1536, 24));
        assert_eq!(t("gfx1201", 32), (2, 16, 1536, 24));
        // getTotalNumSGPRs / getSGPRAllocGranule on gfx9 only; getLocalMemorySize.
        assert_eq!(amd_cu("gfx90a", 64).unwrap().sgprs, Some((800, 16)));
        assert_eq!(amd_cu("gfx1100", 32).unwrap().sgprs, None);
        assert_eq!(amd_cu("gfx942", 64).unwrap().lds, 64 << 10);
        assert_eq!(amd_cu("gfx950", 64).unwrap().lds, 160 << 10);
        assert_eq!(amd_cu("gfx1201", 32).unwrap().lds, 64 << 10);
    }

    #[test]
    fn gfx908_vgprs_bind() {
        // MI100 (gfx9): getNumWavesPerEUWithNumVGPRs: 64 VGPRs (a multiple of 4) -> 256 / 64 = 4
        // waves per SIMD, 16 per CU, 4 workgroups of 4 waves.
        let o = amd_occupancy("gfx908", &usage(256, 64, 64, 32, 0), 120).unwrap();
        assert_eq!(o.active_blocks_per_multiprocessor, 4);
        assert_eq!(o.limited_by, OccupancyLimit::Registers);
        assert_eq!((o.active_warps, o.max_warps), (Some(16), Some(40)));
        assert_eq!(o.fraction(), Some(0.4));
        assert_eq!(o.resident_blocks(), 480);
    }

    #[test]
    fn gfx9_waves_spread_over_the_simds() {
        // 128 VGPRs: 256 / 128 = 2 waves per SIMD, 8 per CU. A 5-wave workgroup (320 lanes) spreads
        // over the 4 SIMDs (2+1+1+1), so one fits: 8 / 5 = 1.
        assert_eq!(
            groups("gfx906", usage(320, 64, 128, 32, 0)),
            (1, OccupancyLimit::Registers)
        );
        // 256 VGPRs: 1 wave per SIMD, 4 per CU: no 5-wave workgroup fits.
        assert!(amd_occupancy("gfx906", &usage(320, 64, 256, 32, 0), 60).is_err());
    }

    #[test]
    fn gfx90a_reaches_its_wave_limit() {
        // 512 unified VGPRs / 64 = 8 = getMaxWavesPerEU (gfx90a): the hardware binds, not
        // registers.
        let o = amd_occupancy("gfx90a", &usage(256, 64, 64, 32, 0), 110).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (8, OccupancyLimit::Warps)
        );
        assert_eq!(o.fraction(), Some(1.0));
    }

    #[test]
    fn gfx90a_agprs_share_the_vgpr_file() {
        // 128 VGPRs + 128 AGPRs: `.vgpr_count` 256 (getTotalNumVGPRs(has90AInsts): alignTo(128, 4)
        // + 128). 512 / 256 = 2 waves per SIMD, 8 per CU: 2 workgroups of 4 waves.
        assert_eq!(
            groups("gfx90a", usage(256, 64, 256, 32, 0)),
            (2, OccupancyLimit::Registers)
        );
        // 100 VGPRs round to 104 (granule 8): 512 / 104 = 4 waves per SIMD, 16 per CU.
        assert_eq!(
            groups("gfx942", usage(256, 64, 100, 32, 0)),
            (4, OccupancyLimit::Registers)
        );
    }

    #[test]
    fn gfx942_lds_binds() {
        // 64 KiB / 32 KiB = 2 workgroups (getOccupancyWithLocalMemSize's NumGroups).
        let o = amd_occupancy("gfx942", &usage(256, 64, 32, 32, 32 << 10), 304).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (2, OccupancyLimit::SharedMemory)
        );
    }

    #[test]
    fn gfx950_has_160_kib_of_lds() {
        // 48 KiB per workgroup: 160 KiB / 48 KiB = 3 on gfx950, 64 KiB / 48 KiB = 1 on gfx942.
        let k = usage(256, 64, 32, 32, 48 << 10);
        assert_eq!(groups("gfx950", k), (3, OccupancyLimit::SharedMemory));
        assert_eq!(groups("gfx942", k), (1, OccupancyLimit::SharedMemory));
    }

    #[test]
    fn gfx900_sgprs_bind() {
        // 100 SGPRs round to 112 (getSGPRAllocGranule 16): 800 / 112 = 7 waves per SIMD; VGPRs
        // allow 256 / 24 = 10. (LLVM 19's getOccupancyWithNumSGPRs table says 8.)
        let o = amd_occupancy("gfx900", &usage(256, 64, 24, 100, 0), 64).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (7, OccupancyLimit::Registers)
        );
        // 88 round to 96: 800 / 96 = 8 (the table: 9). 80 are 80: 800 / 80 = 10, the most.
        assert_eq!(
            groups("gfx900", usage(256, 64, 24, 88, 0)),
            (8, OccupancyLimit::Registers)
        );
        assert_eq!(groups("gfx900", usage(256, 64, 24, 80, 0)), (10, OccupancyLimit::Warps));
    }

    #[test]
    fn small_workgroups_run_out_of_barriers() {
        // Two waves per workgroup: 40 / 2 = 20 would fit, 16 barriers bind
        // (getMaxWorkGroupsPerCU: min(MaxWaves / N, 16)).
        let o = amd_occupancy("gfx906", &usage(128, 64, 16, 16, 0), 60).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (16, OccupancyLimit::BlockSize)
        );
    }

    #[test]
    fn single_wave_workgroups_need_no_barrier() {
        // getMaxWorkGroupsPerCU: a one-wave workgroup takes no barrier, so all 40 wave slots fill.
        assert_eq!(groups("gfx906", usage(64, 64, 16, 16, 0)), (40, OccupancyLimit::Warps));
        assert_eq!(groups("gfx90a", usage(64, 64, 16, 16, 0)), (32, OccupancyLimit::Warps));
        assert_eq!(groups("gfx1100", usage(32, 32, 16, 16, 0)), (32, OccupancyLimit::Warps));
    }

    #[test]
    fn rdna1_has_20_waves_per_simd() {
        // gfx1010 wave32: 24 VGPRs (a multiple of 8): 1024 / 24 = 42, capped at 20 waves per SIMD,
        // 40 per CU; 2-wave workgroups: 20, of which 16 barriers allow 16.
        assert_eq!(
            groups("gfx1010", usage(64, 32, 24, 40, 0)),
            (16, OccupancyLimit::BlockSize)
        );
        // One-wave workgroups: 40.
        assert_eq!(groups("gfx1010", usage(32, 32, 24, 40, 0)), (40, OccupancyLimit::Warps));
        // 100 VGPRs: wave32 rounds to 104, 1024 / 104 = 9 waves per SIMD -> 9 two-wave groups;
        // wave64 rounds to 100 (granule 4), 512 / 100 = 5 -> 10 one-wave groups.
        assert_eq!(
            groups("gfx1010", usage(64, 32, 100, 40, 0)),
            (9, OccupancyLimit::Registers)
        );
        assert_eq!(
            groups("gfx1010", usage(64, 64, 100, 40, 0)),
            (10, OccupancyLimit::Registers)
        );
    }

    #[test]
    fn rdna2_granules() {
        // gfx1030 wave32: 1024 in 16s, 100 -> 112, 9 waves per SIMD, 18 per CU: 9 groups of 2.
        assert_eq!(
            groups("gfx1030", usage(64, 32, 100, 40, 0)),
            (9, OccupancyLimit::Registers)
        );
        // wave64: 512 in 8s, 100 -> 104, 4 waves per SIMD: 8 one-wave groups.
        assert_eq!(
            groups("gfx1030", usage(64, 64, 100, 40, 0)),
            (8, OccupancyLimit::Registers)
        );
        // SGPRs do not limit from gfx10 (getOccupancyWithNumSGPRs returns the wave limit): 106
        // SGPRs, 16 VGPRs, one-wave groups fill all 32 wave slots.
        assert_eq!(
            groups("gfx1030", usage(32, 32, 16, 106, 0)),
            (32, OccupancyLimit::Warps)
        );
        // gfx1102 (RDNA3 without Feature1_5xVGPRs) counts like gfx1030.
        assert_eq!(
            groups("gfx1102", usage(64, 32, 100, 40, 0)),
            (9, OccupancyLimit::Registers)
        );
    }

    #[test]
    fn rdna3_wave32_granules() {
        // gfx1100 wave32: 1536 VGPRs in granules of 24; 100 VGPRs round to 120 -> 12 waves per SIMD,
        // 24 per CU, 12 workgroups of 2 waves.
        let o = amd_occupancy("gfx1100", &usage(64, 32, 100, 40, 0), 48).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (12, OccupancyLimit::Registers)
        );
        assert_eq!(o.max_warps, Some(32));
        // wave64: 768 in 12s, 100 -> 108, 7 waves per SIMD: 14 one-wave groups.
        assert_eq!(
            groups("gfx1100", usage(64, 64, 100, 40, 0)),
            (14, OccupancyLimit::Registers)
        );
    }

    #[test]
    fn rdna4_has_the_larger_vgpr_file() {
        // gfx1201 (Feature1_5xVGPRs): as gfx1100, 100 VGPRs -> 120, 1536 / 120 = 12 waves per SIMD.
        assert_eq!(
            groups("gfx1201", usage(64, 32, 100, 40, 0)),
            (12, OccupancyLimit::Registers)
        );
        assert_eq!(
            groups("gfx1200", usage(64, 32, 100, 40, 0)),
            (12, OccupancyLimit::Registers)
        );
        // 240 VGPRs (a multiple of 24): 1536 / 240 = 6 waves per SIMD, 12 per CU: 3 workgroups of
        // 4 waves. 256 round up to 264: 1536 / 264 = 5, 10 per CU: 2.
        assert_eq!(
            groups("gfx1201", usage(128, 32, 240, 40, 0)),
            (3, OccupancyLimit::Registers)
        );
        assert_eq!(
            groups("gfx1201", usage(128, 32, 256, 40, 0)),
            (2, OccupancyLimit::Registers)
        );
    }

    #[test]
    fn unknown_arch_is_a_clear_error() {
        for gfx in ["gfx803", "gfx1250", "sm_90"] {
            let e = amd_occupancy(gfx, &usage(64, 64, 16, 16, 0), 1).unwrap_err();
            assert!(e.to_string().contains(gfx), "{e}");
        }
    }
}

/// What a library working on AMD GPU memory beside anygpu (RCCL, under `group`) needs of HIP:
/// the runtime anygpu loaded, errors as anygpu reports them.
pub(crate) mod beside {
    use std::ffi::c_void;

    use super::result;
    use super::sys::Hip;
    use crate::error::{GpuError, Result};

    /// `hipStreamNonBlocking`: the stream does not wait for the legacy default stream.
    const NON_BLOCKING: u32 = 1;

    fn hip() -> Result<&'static Hip> {
        Hip::get().map_err(|e| GpuError::not_supported(format!("the HIP runtime: {e}")))
    }

    fn fail(hip: &'static Hip, operation: &str) -> impl FnOnce(result::HipError) -> GpuError {
        let operation = operation.to_string();
        move |e| result::gpu_error(hip, &operation, e)
    }

    /// Makes `ordinal` the calling thread's device.
    pub(crate) fn set_device(ordinal: i32) -> Result<()> {
        let hip = hip()?;
        result::set_device(hip, ordinal).map_err(fail(hip, "hipSetDevice"))
    }

    /// A new non-blocking stream on the current device.
    pub(crate) fn stream_create() -> Result<*mut c_void> {
        let hip = hip()?;
        result::stream_create(hip, NON_BLOCKING)
            .map(|s| s.cast())
            .map_err(fail(hip, "hipStreamCreateWithFlags"))
    }

    /// Whether `stream`'s work is done.
    ///
    /// # Safety
    /// `stream` came from [`stream_create`] and is live.
    pub(crate) unsafe fn stream_query(stream: *mut c_void) -> Result<bool> {
        let hip = hip()?;
        // SAFETY: the caller's contract.
        unsafe { result::stream_query(hip, stream.cast()) }.map_err(fail(hip, "hipStreamQuery"))
    }

    /// Destroys `stream`.
    ///
    /// # Safety
    /// `stream` came from [`stream_create`], is destroyed once and not used afterwards.
    pub(crate) unsafe fn stream_destroy(stream: *mut c_void) -> Result<()> {
        let hip = hip()?;
        // SAFETY: the caller's contract.
        unsafe { result::stream_destroy(hip, stream.cast()) }.map_err(fail(hip, "hipStreamDestroy"))
    }

    /// GPU to GPU copy ([`result::memcpy_peer`]).
    ///
    /// # Safety
    /// As [`result::memcpy_peer`]'s.
    pub(crate) unsafe fn memcpy_peer(src_device: i32, src: u64, dst_device: i32, dst: u64, bytes: usize) -> Result<()> {
        let hip = hip()?;
        // SAFETY: the caller's contract.
        unsafe { result::memcpy_peer(hip, src_device, src, dst_device, dst, bytes) }.map_err(fail(
            hip,
            &format!("copy {bytes} bytes from rocm device {src_device} to {dst_device} (hipMemcpyPeer)"),
        ))
    }
}
