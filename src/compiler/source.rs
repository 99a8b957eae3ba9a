//! What the compiler takes in: WGSL text plus how to compile it ([`KernelSource`]), and the key
//! under which the caches keep what it compiles to ([`KernelKey`]).

use std::path::Path;
use std::sync::Arc;

use crate::error::{GpuError, Result};

/// WGSL source of a kernel plus how to compile it.
#[derive(Clone, Debug)]
pub struct KernelSource {
    pub(crate) code: Arc<str>,
    pub(crate) file: String,
    pub(crate) entry: Option<String>,
    pub(crate) overrides: Vec<(String, f64)>,
    pub(crate) bounds_checks: bool,
    /// May a multiply and an add fuse into one FMA ([`KernelSource::allow_contraction`]).
    pub(crate) contraction: bool,
    /// Workgroups that should fit on one compute unit at once (0: no hint;
    /// [`KernelSource::min_workgroups_per_compute_unit`]).
    pub(crate) min_workgroups_per_cu: u32,
    /// Most registers a work-item may use on the GPU targets (0: the compiler's choice;
    /// [`KernelSource::max_registers_per_thread`]).
    pub(crate) max_registers: u32,
    /// How hard LLVM works ([`KernelSource::optimization`]).
    pub(crate) optimization: Optimization,
    /// The GPU code carries source line information for profilers ([`KernelSource::line_info`]).
    pub(crate) line_info: bool,
    /// Where each compile writes the code it made or loaded ([`KernelSource::dump_to`]); not
    /// in the key: it does not change the code.
    pub(crate) dump_dir: Option<std::sync::Arc<std::path::Path>>,
    /// Stores into workgroup memory of values loaded straight from a buffer may complete
    /// asynchronously (`cp.async`) until `anygpu_async_copy_wait` (see
    /// [`KernelSource::async_workgroup_copies`]).
    pub(crate) async_workgroup_copies: bool,
    /// Calls of the kernel's `anygpu_wgmma*` functions may run as warpgroup matrix
    /// multiply-adds (`wgmma` on sm_90a; see [`KernelSource::warpgroup_mma`]).
    pub(crate) warpgroup_mma: bool,
    /// The kernel's 16-bit float type is bfloat16, not IEEE binary16
    /// ([`KernelSource::bfloat16_halves`]).
    pub(crate) bfloat16_halves: bool,
    /// `exp` and `exp2` may flush subnormal results to zero on GPUs
    /// ([`KernelSource::flush_subnormal_exponentials`]).
    pub(crate) flush_subnormal_exp: bool,
    /// Whether cooperative multiply-adds of f32 matrices take A and B as TF32
    /// ([`KernelSource::allow_tf32`]).
    pub(crate) tf32: Tf32,
    /// Lower transcendental functions with the GPU targets' formulas on every target, so tests
    /// can check those formulas on the CPU device.
    pub(crate) gpu_math_formulas: bool,
}

/// What makes two kernel sources compile to the same code: the caches' key (the on-disk cache
/// digests its fields, `compiler::cache::disk`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct KernelKey {
    pub(crate) code: Arc<str>,
    pub(crate) entry: Option<String>,
    pub(crate) overrides: Vec<(String, u64)>,
    pub(crate) bounds_checks: bool,
    pub(crate) contraction: bool,
    pub(crate) min_workgroups_per_cu: u32,
    pub(crate) max_registers: u32,
    pub(crate) optimization: Optimization,
    pub(crate) line_info: bool,
    pub(crate) gpu_math_formulas: bool,
    pub(crate) async_workgroup_copies: bool,
    pub(crate) warpgroup_mma: bool,
    pub(crate) bfloat16_halves: bool,
    pub(crate) flush_subnormal_exp: bool,
    pub(crate) tf32: Tf32,
}

/// How hard LLVM works on a kernel ([`KernelSource::optimization`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Optimization {
    /// Every optimisation for kernels of ordinary size; a pipeline whose cost stays linear in
    /// the kernel's size for very large ones (thousands of branches or accesses), which would
    /// otherwise take LLVM minutes.
    #[default]
    Auto,
    /// Every optimisation whatever the size (a very large kernel may take minutes to compile).
    Full,
    /// The quick pipeline (inlining and SSA construction, local register allocation): compiles
    /// several times faster, runs slower. For iterating on a kernel, or for code that runs once.
    Quick,
}

/// How cooperative multiply-adds of f32 A and B matrices treat them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Tf32 {
    /// Exact f32 products.
    #[default]
    Off,
    /// Every element rounded to TF32 first ([`KernelSource::allow_tf32`]).
    Round,
    /// The kernel has rounded A and B to TF32 itself before loading them
    /// ([`KernelSource::tf32_operands`]): taken as they are.
    Given,
}

impl KernelSource {
    pub(crate) fn key(&self) -> KernelKey {
        KernelKey {
            code: self.code.clone(),
            entry: self.entry.clone(),
            overrides: self.overrides.iter().map(|(n, v)| (n.clone(), v.to_bits())).collect(),
            bounds_checks: self.bounds_checks,
            contraction: self.contraction,
            min_workgroups_per_cu: self.min_workgroups_per_cu,
            max_registers: self.max_registers,
            optimization: self.optimization,
            line_info: self.line_info,
            gpu_math_formulas: self.gpu_math_formulas,
            async_workgroup_copies: self.async_workgroup_copies,
            warpgroup_mma: self.warpgroup_mma,
            bfloat16_halves: self.bfloat16_halves,
            flush_subnormal_exp: self.flush_subnormal_exp,
            tf32: self.tf32,
        }
    }

    /// WGSL code given as a string (shown as `<wgsl>` in messages; see [`KernelSource::file_name`]).
    pub fn wgsl(code: impl Into<String>) -> Self {
        KernelSource {
            code: Arc::from(code.into()),
            file: "<wgsl>".into(),
            entry: None,
            overrides: Vec::new(),
            bounds_checks: true,
            contraction: false,
            min_workgroups_per_cu: 0,
            max_registers: 0,
            optimization: Optimization::Auto,
            line_info: false,
            dump_dir: None,
            async_workgroup_copies: false,
            warpgroup_mma: false,
            bfloat16_halves: false,
            flush_subnormal_exp: false,
            tf32: Tf32::Off,
            gpu_math_formulas: false,
        }
    }

    /// WGSL code read from a file; messages name the file.
    pub fn from_file(path: impl AsRef<Path>) -> Result<Self> {
        use std::io::Read;
        let path = path.as_ref();
        let cannot = |e: &dyn std::fmt::Display| {
            GpuError::invalid_argument(format!("cannot read WGSL file {}: {e}", path.display()))
        };
        let (file, _) = open_regular_file(path).map_err(|e| cannot(&e))?;
        let limit = crate::compiler::limits::MAX_SOURCE_BYTES;
        let mut bytes = Vec::new();
        file.take(limit as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| cannot(&e))?;
        if bytes.len() > limit {
            return Err(cannot(&format_args!(
                "larger than {limit} bytes, the most anygpu compiles"
            )));
        }
        let code = String::from_utf8(bytes).map_err(|e| cannot(&format_args!("not UTF-8 text ({e})")))?;
        Ok(KernelSource::wgsl(code).file_name(path.display().to_string()))
    }

    /// The entry point to compile. Without it, the module's only compute entry point is used.
    pub fn entry(mut self, name: impl Into<String>) -> Self {
        self.entry = Some(name.into());
        self
    }

    /// The file name shown in error messages.
    pub fn file_name(mut self, name: impl Into<String>) -> Self {
        self.file = name.into();
        self
    }

    /// Sets a WGSL `override` constant (by name, or by its `@id` written as a number).
    pub fn override_constant(mut self, name: impl Into<String>, value: f64) -> Self {
        self.overrides.push((name.into(), value));
        self
    }

    /// Turns off the bounds checks on buffer and array accesses.
    ///
    /// # Safety
    /// An out-of-bounds access in the kernel then reads or writes outside its buffers: on the CPU
    /// device that is memory of the host process.
    pub unsafe fn without_bounds_checks(mut self) -> Self {
        self.bounds_checks = false;
        self
    }

    /// Lets the compiler fuse a multiply and an add (`a * b + c`) into one fused multiply-add,
    /// rounded once instead of twice: faster (one instruction instead of two on every GPU) and
    /// usually more accurate, but no longer bit-identical to the unfused result, and not the same
    /// on every device. Off by default, so that a kernel computes the same bits on every device
    /// anygpu compiles it for (PTX, AMDGCN and the CPU device keep `*` and `+` apart: PTX as
    /// `mul.rn` + `add.rn`). With it, the LLVM targets (PTX, AMDGCN, the CPU device) may contract
    /// wherever LLVM finds the pattern. wgpu: SPIR-V carries no such permission either way, so
    /// Vulkan, Metal and DX12 drivers decide for themselves, with or without this. A kernel that
    /// wants a fused multiply-add in a particular place says so on every device with WGSL's
    /// `fma(a, b, c)`, as the built-in ops do.
    pub fn allow_contraction(mut self) -> Self {
        self.contraction = true;
        self
    }

    /// Lets a store into workgroup memory of a value loaded straight from a buffer
    /// (`tile[i] = buffer[j]`, 4, 8 or 16 bytes) complete asynchronously where the GPU copies
    /// that way (`cp.async` on NVIDIA from sm_80): the copies issued before a call of the
    /// kernel's `fn anygpu_async_copy_commit() {}` form a group, and `anygpu_async_copy_wait(n)`
    /// (an empty `fn anygpu_async_copy_wait(pending: u32) {}`, `n` a constant) returns once at
    /// most `n` groups are in flight. Elsewhere the store is done when issued and the calls do
    /// nothing, so a kernel that waits before it (or, after a barrier, another work-item) reads
    /// what it copied means the same everywhere; one that does not has a race on GPUs. Only the
    /// built-in ops' kernels set it: it changes a user's kernel's meaning where the kernel does
    /// not wait, which no check here can see.
    pub(crate) fn async_workgroup_copies(mut self) -> Self {
        self.async_workgroup_copies = true;
        self
    }

    /// Lets calls of the kernel's `anygpu_wgmma` functions run as warpgroup matrix multiply-adds
    /// where the GPU has them (`wgmma.mma_async` on sm_90a): `anygpu_wgmma(&acc, a, b, t, …)`
    /// multiplies a 64×16 part of the workgroup array `wgmma_a` by a 16×N part of `wgmma_b`
    /// into the accumulators each work-item of a group of 128 holds, as the function's WGSL
    /// body computes it (which is what runs everywhere else);
    /// `anygpu_wgmma_fence()`, `anygpu_wgmma_commit()` and `anygpu_wgmma_wait(n)` order them,
    /// and `anygpu_async_proxy_fence()` makes a work-item's stores into workgroup memory
    /// visible to them (`compiler::lower::warpgroup`). Only the built-in ops' kernels set it:
    /// the calls' meaning on a GPU rests on how the kernel calls them (every work-item of the
    /// group, in step), which no check here can see.
    pub(crate) fn warpgroup_mma(mut self) -> Self {
        self.warpgroup_mma = true;
        self
    }

    /// Makes the kernel's `f16` type mean bfloat16 (8 exponent bits, 7 fraction bits: f32's range
    /// at a quarter of f16's precision): storage, conversions (round to nearest even, NaN kept
    /// NaN), arithmetic and tensor-core products (`mma.sync` `.bf16` on sm_80+), but not the
    /// WGSL functions whose meaning is IEEE binary16 (`pack2x16float`, `unpack2x16float`,
    /// `quantizeToF16`) nor f16 textures. WGSL has no bfloat16 type, so the built-in ops write
    /// their kernels once for 16-bit floats and set this for [`half::bf16`] buffers. The LLVM
    /// targets (the CPU device, PTX, AMDGCN) compile it; the signature then needs
    /// `Features::bf16` instead of `f16`, which no wgpu device has.
    pub(crate) fn bfloat16_halves(mut self) -> Self {
        self.bfloat16_halves = true;
        self
    }

    /// Lets the kernel's f32 `exp` and `exp2` return 0 where the result is subnormal (below
    /// 2^-126) on GPUs: on NVIDIA one `ex2.approx.ftz.f32` (`MUFU.EX2`) instead of the four
    /// instructions sm_80 and sm_90 spend on `ex2.approx.f32`'s subnormals. Only the built-in
    /// ops set it, where such a term vanishes next to the others (attention's probabilities,
    /// summed with the row maximum's 1 and rounded to 16 bits); the CPU device and the other
    /// targets compute as without it.
    pub(crate) fn flush_subnormal_exponentials(mut self) -> Self {
        self.flush_subnormal_exp = true;
        self
    }

    /// Lets `coopMultiplyAdd` of f32 matrices use TF32 tensor cores, like PyTorch's
    /// `allow_tf32`: every element of A and B is first rounded to TF32 (f32's 8 exponent bits
    /// and the top 10 of its 23 fraction bits) exactly as NVIDIA's `cvt.rna.tf32.f32` does it:
    /// to nearest, ties away from zero; a finite value past TF32's largest becomes ±infinity;
    /// infinities and NaNs keep their top 19 bits, so a NaN stays a NaN unless its payload
    /// lies only in the 13 bits TF32 drops (a signalling NaN never touched by arithmetic,
    /// which quiets NaNs): that one becomes ±infinity, as on NVIDIA's hardware. The products of
    /// rounded values are exact in f32 and summed in f32, so a product over `k` has about
    /// `k · 2⁻¹¹` relative error where f32 has `k · 2⁻²⁴`. Off by default; nothing but
    /// cooperative multiply-adds of f32 A and B changes.
    ///
    /// On NVIDIA from Ampere (sm_80) 16×16 f32 matrices then run on the tensor cores
    /// (`mma.sync.m16n8k8.tf32`: on an H100 cuBLAS reaches 7–9× its f32 rate this way), on
    /// AMD's CDNA3 (gfx940–942) on the matrix cores (`v_mfma_f32_16x16x8_xf32`). Elsewhere —
    /// the CPU device, older NVIDIA GPUs, other AMD GPUs — the same rounding runs in the exact
    /// loops, so the result is the same up to the order of the f32 sums on every device, and
    /// tests on the CPU device check the kernel a GPU runs.
    pub fn allow_tf32(mut self) -> Self {
        self.tf32 = Tf32::Round;
        self
    }

    /// The kernel's f32 A and B of cooperative multiply-adds hold TF32 values already — it
    /// rounded them as [`allow_tf32`](Self::allow_tf32) defines before storing them where the
    /// matrices load from — so the products take them as they are (no rounding per fragment,
    /// which on sm_90 cost five instructions per element of every fragment loaded, more than
    /// the tensor instructions themselves): TF32 tensor cores where `allow_tf32` has them, the
    /// exact loops elsewhere, the same result for TF32 values. An element that is not one
    /// reads as the hardware reads it (NVIDIA's tensor cores use its TF32 bits), which the
    /// exact loops do not model: only the built-in ops' kernels set it, which round every
    /// element they stage — or, for `wgmma` (`warpgroup_mma`), read every element truncated to
    /// its TF32 bits in the functions whose bodies are the multiply-add's meaning.
    pub(crate) fn tf32_operands(mut self) -> Self {
        self.tf32 = Tf32::Given;
        self
    }

    /// Asks the GPU compilers to keep each work-item's registers few enough that `n` workgroups
    /// of this kernel fit on one compute unit (a streaming multiprocessor) at once: CUDA's
    /// `__launch_bounds__` minimum blocks per multiprocessor (PTX `.minnctapersm`), AMD's
    /// `amdgpu-waves-per-eu`. More work-items in flight hide more latency; the price is spills
    /// where the kernel needs more registers than that leaves (ptxas reports them:
    /// `anygpu compile --target ptx` then `ptxas -v`). A hint: the CPU device and wgpu (SPIR-V
    /// has no such setting) compile as without it, and it never changes what the kernel
    /// computes. `0` (the default) gives none. More than a compute unit can hold (over 32
    /// workgroups, or over 2,048 work-items in all) is an `InvalidArgument` error at compile
    /// time on every device.
    pub fn min_workgroups_per_compute_unit(mut self, n: u32) -> Self {
        self.min_workgroups_per_cu = n;
        self
    }

    /// Caps the registers one work-item may use on the GPU targets at `n`, as `nvcc
    /// --maxrregcount` or `__launch_bounds__` do: PTX `.maxnreg n`, AMD's `amdgpu-num-vgpr`
    /// (vector registers). Fewer registers let more workgroups share a compute unit; the price
    /// is spills where the kernel needs more (`ptxas -v` reports them). The CPU device and wgpu
    /// (SPIR-V has no such setting) compile as without it, and it never changes what the kernel
    /// computes. `0` (the default) leaves the choice to the compilers; otherwise 16 to 256, or
    /// an `InvalidArgument` error at compile time on every device.
    pub fn max_registers_per_thread(mut self, n: u32) -> Self {
        self.max_registers = n;
        self
    }

    /// How hard LLVM works on this kernel on the LLVM targets (host, PTX, AMDGCN); wgpu's
    /// drivers optimise SPIR-V themselves. Never changes what the kernel computes. Default
    /// [`Optimization::Auto`].
    pub fn optimization(mut self, level: Optimization) -> Self {
        self.optimization = level;
        self
    }

    /// Keeps the WGSL file's line numbers in the GPU code, so profilers can show which source
    /// line each instruction came from: NVIDIA Nsight Compute's source view (PTX `.loc`
    /// directives, and the driver's JIT keeps them in the machine code) and AMD's rocprof /
    /// Omniperf (a DWARF line table in the code object); on Vulkan, SPIR-V `OpLine`s for
    /// RenderDoc and Nsight Graphics. Never changes what the kernel computes or how fast it runs
    /// (line tables only: no variables, no effect on optimisation), but it is part of the cache
    /// key. The CPU device ignores it: its code is linked in memory, where no profiler would
    /// read a line table. Default off (the code is a little larger).
    pub fn line_info(mut self, on: bool) -> Self {
        self.line_info = on;
        self
    }

    /// Writes the code each device compiles this kernel to (or loads from a cache) into `dir`,
    /// for inspection: `<entry>.ptx` (PTX text), `<entry>.hsaco` (the AMD code object:
    /// `llvm-objdump -d`), `<entry>.cpu.o` (the CPU device's object file) and `<entry>.spv`
    /// (the SPIR-V anygpu writes for Vulkan), replacing what is there. A directory that cannot
    /// be written is logged (`tracing`), never an error. Does not change the code or its cache
    /// keys.
    pub fn dump_to(mut self, dir: impl AsRef<std::path::Path>) -> Self {
        self.dump_dir = Some(std::sync::Arc::from(dir.as_ref()));
        self
    }

    /// Computes `sin`, `exp`, `pow`, ... with the formulas the PTX and AMDGCN targets use, on the
    /// target this compiles for (tests run them on the CPU device).
    #[cfg(test)]
    pub(crate) fn with_gpu_math_formulas(mut self) -> Self {
        self.gpu_math_formulas = true;
        self
    }

    /// The WGSL code.
    pub fn code(&self) -> &str {
        &self.code
    }
}

/// Opens `path` for reading if it is a regular file. A device would be read forever
/// (`/dev/zero`) and opening a FIFO waits for a writer that may never come, so anything else is
/// refused *before* it is opened (`stat` never blocks), and checked again on the open file in
/// case the path changed in between. Returns the file and its length.
pub(crate) fn open_regular_file(path: &std::path::Path) -> std::io::Result<(std::fs::File, u64)> {
    let not_regular = || std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a regular file");
    if !std::fs::metadata(path)?.is_file() {
        return Err(not_regular());
    }
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(not_regular());
    }
    Ok((file, meta.len()))
}

/// Writes `bytes` as `dir/<entry>.<extension>` (`KernelSource::dump_to`), logging a failure.
#[cfg_attr(not(any(feature = "llvm", feature = "wgpu")), allow(dead_code))]
pub(crate) fn dump(dir: &std::path::Path, entry: &str, extension: &str, bytes: &[u8]) {
    let path = dir.join(format!("{entry}.{extension}"));
    if let Err(e) = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, bytes)) {
        tracing::warn!("dump_to: cannot write {}: {e}", path.display());
    }
}
