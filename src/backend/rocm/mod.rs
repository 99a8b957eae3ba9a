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
use crate::compiler::targets::amdgcn::{self, CodeObjectVersion, GfxArch};
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

impl NativeDriver for RocmDevice {
    const KIND: &'static str = "ROCm";
    const BACKEND: &'static str = "rocm";
    type Error = HipError;
    type Stream = HipStream;
    type Event = HipEvent;
    type Code = RocmCode;
    type Module = RocmModule;

    fn error(&self, operation: &str, e: HipError) -> GpuError {
        hip_error(self.hip, operation, e)
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
        module::prepare(amdgcn::compile(front, self.arch, self.version)?)
    }

    fn load(&self, code: &RocmCode) -> Result<RocmModule> {
        module::load_code_object(self.hip, code)
    }

    unsafe fn unload(&self, module: &RocmModule) -> std::result::Result<(), HipError> {
        // SAFETY: the module came from `load` (`hipModuleLoadData`); unloaded once with no launch
        // queued on it (the trait's contract).
        unsafe { result::module_unload(self.hip, module.module) }
    }

    unsafe fn launch(&self, module: &RocmModule, stream: HipStream, launch: Launch<'_>) -> Result<()> {
        let mut kernargs = module.kernargs(launch.args, launch.immediates)?;
        // SAFETY: `kernargs` is laid out from the code object's own metadata for exactly these
        // bindings, which were validated against the kernel's signature and stay alive until
        // the launch finishes; grid, block and stream are as the trait's contract requires.
        unsafe {
            result::module_launch_kernel(
                self.hip,
                module.function,
                launch.grid,
                launch.block,
                stream.0,
                &mut kernargs,
            )
        }
        .map_err(|e| hip_error(self.hip, "launch a kernel", e))
    }

    /// AMD's occupancy formula ([`amd_occupancy`]) over the code object's own register and LDS
    /// use: no runtime call, so it is the same answer HIP's calculator would give from the same
    /// metadata.
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

/// One compute unit's limits for occupancy.
#[derive(Clone, Copy, Debug, PartialEq)]
struct AmdCu {
    simds: u32,
    max_waves_per_simd: u32,
    vgprs: u32,
    vgpr_granule: u32,
    /// SGPRs per SIMD where they limit waves (gfx9); from gfx10 each wave has its own.
    sgprs: Option<u32>,
    lds: u64,
    max_workgroups: u32,
}

/// A compute unit of `gfx` running `wave`-lane wavefronts. The numbers are LLVM's
/// (`llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp`: `getMaxWavesPerEU`, `getTotalNumVGPRs`,
/// `getVGPRAllocGranule`, `getTotalNumSGPRs`/`getSGPRAllocGranule`), which AMD's occupancy
/// guides (ROCm docs "Compute unit occupancy"; the CDNA/RDNA ISA manuals) agree with:
/// - gfx9 (GCN, CDNA1): 4 SIMDs, 10 waves/SIMD, 256 VGPRs in granules of 4, 800 SGPRs in 16s;
/// - gfx90a / gfx94x (CDNA2/3): 8 waves/SIMD, 512 unified VGPRs in granules of 8 (gfx950: 160 KiB LDS);
/// - gfx10.1 (RDNA1): 2 SIMD32 per CU, 20 waves/SIMD, 1024 VGPRs (wave32) in 8s, 512 in 4s (wave64);
/// - gfx10.3 and later: 16 waves/SIMD, 1024/16 (wave32) or 512/8; gfx1100/1101/1151/12xx 1.5×: 1536/24 or 768/12;
/// - LDS 64 KiB per CU (an RDNA WGP's 128 KiB shared by its two CUs), at most 16 workgroups per
///   CU (its barrier slots; an approximation where a GPU allows more).
fn amd_cu(gfx: &str, wave: u32) -> Option<AmdCu> {
    let digits = gfx.strip_prefix("gfx")?;
    let wave32 = wave == 32;
    let base = AmdCu {
        simds: 4,
        max_waves_per_simd: 10,
        vgprs: 256,
        vgpr_granule: 4,
        sgprs: Some(800),
        lds: 64 << 10,
        max_workgroups: 16,
    };
    let full = matches!(digits, "1100" | "1101" | "1151" | "1200" | "1201");
    let gfx103 = !digits.starts_with("101");
    let (vgprs, granule) = match (full, gfx103, wave32) {
        (true, _, true) => (1536, 24),
        (true, _, false) => (768, 12),
        (false, true, true) => (1024, 16),
        (false, true, false) => (512, 8),
        (false, false, true) => (1024, 8),
        (false, false, false) => (512, 4),
    };
    match digits.len() {
        3 if digits.starts_with('9') => Some(match digits {
            "90a" | "940" | "941" | "942" => AmdCu {
                max_waves_per_simd: 8,
                vgprs: 512,
                vgpr_granule: 8,
                ..base
            },
            "950" => AmdCu {
                max_waves_per_simd: 8,
                vgprs: 512,
                vgpr_granule: 8,
                lds: 160 << 10,
                ..base
            },
            _ => base,
        }),
        4 if digits.starts_with("10") || digits.starts_with("11") || digits.starts_with("12") => Some(AmdCu {
            simds: 2,
            max_waves_per_simd: if digits.starts_with("101") { 20 } else { 16 },
            vgprs,
            vgpr_granule: granule,
            sgprs: None,
            ..base
        }),
        _ => None,
    }
}

/// AMD's occupancy formula. Waves per SIMD are the least of the hardware's most, VGPRs per SIMD
/// over the kernel's (rounded up to the allocation granule) and, on gfx9, SGPRs likewise; a
/// workgroup's waves spread over the CU's SIMDs, so a CU holds `simds × waves / waves_per_group`
/// workgroups, further bounded by its LDS over the kernel's and its workgroup slots.
pub(crate) fn amd_occupancy(gfx: &str, k: &AmdKernelUsage, compute_units: u32) -> Result<Occupancy> {
    let Some(cu) = amd_cu(gfx, k.wave) else {
        return Err(GpuError::not_supported(format!(
            "anygpu does not know the occupancy limits of {gfx}: the known families are gfx9, gfx90a/gfx94x/gfx950, gfx10, gfx11 and gfx12"
        )));
    };
    let waves_per_group = k.threads.div_ceil(k.wave.max(1)).max(1);
    let vgpr_waves = cu.vgprs / k.vgprs.max(1).next_multiple_of(cu.vgpr_granule);
    let sgpr_waves = cu.sgprs.map_or(u32::MAX, |s| s / k.sgprs.max(1).next_multiple_of(16));
    let reg_waves = vgpr_waves.min(sgpr_waves).min(cu.max_waves_per_simd);
    let mut counts = vec![
        (
            OccupancyLimit::Warps,
            cu.simds * cu.max_waves_per_simd / waves_per_group,
        ),
        (OccupancyLimit::Registers, cu.simds * reg_waves / waves_per_group),
        (OccupancyLimit::BlockSize, cu.max_workgroups),
    ];
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

    #[test]
    fn gfx908_vgprs_bind() {
        // MI100: 256 VGPRs / 64 = 4 waves per SIMD, 16 per CU, 4 workgroups of 4 waves.
        let o = amd_occupancy("gfx908", &usage(256, 64, 64, 32, 0), 120).unwrap();
        assert_eq!(o.active_blocks_per_multiprocessor, 4);
        assert_eq!(o.limited_by, OccupancyLimit::Registers);
        assert_eq!((o.active_warps, o.max_warps), (Some(16), Some(40)));
        assert_eq!(o.fraction(), Some(0.4));
        assert_eq!(o.resident_blocks(), 480);
    }

    #[test]
    fn gfx90a_reaches_its_wave_limit() {
        // 512 unified VGPRs / 64 = 8 = the most waves per SIMD: the hardware binds, not registers.
        let o = amd_occupancy("gfx90a", &usage(256, 64, 64, 32, 0), 110).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (8, OccupancyLimit::Warps)
        );
        assert_eq!(o.fraction(), Some(1.0));
    }

    #[test]
    fn gfx942_lds_binds() {
        let o = amd_occupancy("gfx942", &usage(256, 64, 32, 32, 32 << 10), 304).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (2, OccupancyLimit::SharedMemory)
        );
    }

    #[test]
    fn gfx900_sgprs_bind() {
        // 100 SGPRs round to 112: 800 / 112 = 7 waves per SIMD; VGPRs allow 10.
        let o = amd_occupancy("gfx900", &usage(256, 64, 24, 100, 0), 64).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (7, OccupancyLimit::Registers)
        );
    }

    #[test]
    fn small_workgroups_run_out_of_slots() {
        // One wave per workgroup: 40 waves would fit, 16 workgroup slots bind.
        let o = amd_occupancy("gfx906", &usage(64, 64, 16, 16, 0), 60).unwrap();
        assert_eq!(
            (o.active_blocks_per_multiprocessor, o.limited_by),
            (16, OccupancyLimit::BlockSize)
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
        // gfx1030: 1024 in 16s, 100 -> 112, 9 waves per SIMD.
        let o = amd_occupancy("gfx1030", &usage(64, 32, 100, 40, 0), 40).unwrap();
        assert_eq!(o.active_blocks_per_multiprocessor, 9);
    }

    #[test]
    fn unknown_arch_is_a_clear_error() {
        let e = amd_occupancy("gfx803", &usage(64, 64, 16, 16, 0), 1).unwrap_err();
        assert!(e.to_string().contains("gfx803"), "{e}");
    }
}
