//! The compiler's front: WGSL → validated naga IR for one entry point, override constants applied,
//! and its [`KernelSignature`]. Errors here are the user's: they carry file, line, column and the
//! source line.

use naga::proc::Layouter;
use naga::valid::{Capabilities, ModuleInfo, ValidationFlags, Validator};

use crate::compiler::abi::KernelSignature;
use crate::compiler::source::KernelSource;
use crate::error::{GpuError, Result};

/// One validated entry point, ready for a backend. Backends only ever see IR that passed naga's
/// validator, so a broken invariant in lowering is an internal error, not a user error.
pub struct FrontModule {
    pub module: naga::Module,
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub info: ModuleInfo,
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub entry_index: usize,
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub layouter: Layouter,
    pub signature: KernelSignature,
    pub bounds_checks: bool,
    /// Multiplies and adds may fuse (`KernelSource::allow_contraction`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub contraction: bool,
    /// Workgroups per compute unit the GPU targets keep registers for (0: no hint;
    /// `KernelSource::min_workgroups_per_compute_unit`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub min_workgroups_per_cu: u32,
    /// Most registers a work-item may use on the GPU targets (0: no cap;
    /// `KernelSource::max_registers_per_thread`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub max_registers: u32,
    /// How hard LLVM works (`KernelSource::optimization`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub optimization: crate::compiler::source::Optimization,
    /// Source lines in the GPU code (`KernelSource::line_info`).
    #[cfg_attr(not(any(feature = "llvm", feature = "wgpu")), allow(dead_code))]
    pub line_info: bool,
    /// Where compiles write their code (`KernelSource::dump_to`).
    #[cfg_attr(not(any(feature = "llvm", feature = "wgpu")), allow(dead_code))]
    pub(crate) dump_dir: Option<std::sync::Arc<std::path::Path>>,
    /// Stores of buffer loads into workgroup memory may be asynchronous copies
    /// (`KernelSource::async_workgroup_copies`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub async_workgroup_copies: bool,
    /// `anygpu_wgmma*` calls may be warpgroup matrix multiply-adds (`KernelSource::warpgroup_mma`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub warpgroup_mma: bool,
    /// The 16-bit float type is bfloat16 (`KernelSource::bfloat16_halves`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub bfloat16_halves: bool,
    /// `exp` and `exp2` may flush subnormal results (`KernelSource::flush_subnormal_exponentials`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub flush_subnormal_exp: bool,
    /// How cooperative multiply-adds take f32 A and B (`KernelSource::allow_tf32`).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub tf32: crate::compiler::source::Tf32,
    /// Transcendental functions by the GPU targets' formulas on every target (tests).
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub gpu_math_formulas: bool,
    pub file: String,
    /// The WGSL text, for messages that point at a line of it.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) source: std::sync::Arc<str>,
    /// The entry point's size with its helpers inlined (`limits::inlined_size`), which decides
    /// how hard LLVM works on it.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) inlined_size: crate::compiler::limits::InlinedSize,
    /// The cache key of the source this came from (the disk cache's, for CUDA and ROCm).
    #[cfg_attr(not(any(feature = "cuda", feature = "rocm")), allow(dead_code))]
    pub(crate) key: crate::compiler::source::KernelKey,
}

impl std::fmt::Debug for FrontModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FrontModule")
            .field("signature", &self.signature)
            .finish()
    }
}

impl FrontModule {
    /// Writes `bytes` as `<entry>.<extension>` into the kernel's dump directory, if it has one
    /// (`KernelSource::dump_to`).
    #[cfg_attr(not(any(feature = "llvm", feature = "wgpu")), allow(dead_code))]
    pub(crate) fn dump(&self, extension: &str, bytes: &[u8]) {
        if let Some(dir) = &self.dump_dir {
            crate::compiler::source::dump(dir, &self.signature.entry, extension, bytes);
        }
    }

    /// Refuses a kernel too large for `target`, whose back end allows at most `limit` operations.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) fn check_inlined_size_for(&self, limit: u64, target: &str) -> Result<()> {
        crate::compiler::limits::check_size(
            self.inlined_size.operations,
            limit,
            &self.signature.entry,
            &self.file,
            target,
        )
    }

    /// Refuses a kernel with more branches (as in `limits::InlinedSize`) than `target`'s back
    /// end compiles in bounded time.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) fn check_branches_for(&self, limit: u64, target: &str) -> Result<()> {
        let branches = self.inlined_size.branches;
        if branches > limit {
            return Err(GpuError::not_supported(format!(
                "{}: kernel `{}` has too many branches to compile for {target}: {branches} (each `if`, `switch` case, loop, `return`, `break`, `continue` and dynamically indexed access, each helper function counted once per call), and {target} compiles at most {limit}, since its code generator's time grows with about their cube; use a lookup table instead of a long `switch` or chain of `if`s, or split the kernel",
                self.file, self.signature.entry
            )));
        }
        Ok(())
    }

    /// Refuses a kernel whose `var<workgroup>` memory exceeds what `target` allows in one
    /// workgroup.
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    pub(crate) fn check_workgroup_memory(&self, limit: u64, target: &str) -> Result<()> {
        let sig = &self.signature;
        if sig.workgroup_memory_bytes > limit {
            return Err(GpuError::not_supported(format!(
                "kernel `{}` declares {} bytes of var<workgroup> memory; {target} allows at most {limit} bytes per workgroup",
                sig.entry, sig.workgroup_memory_bytes
            )));
        }
        Ok(())
    }
}

/// Gives every array sized by an `override` expression (`var<workgroup> t: array<u32, 2 * N>`)
/// its element count, once `process_overrides` has evaluated every override: afterwards no
/// target, layout or pass ever sees naga's `ArraySize::Pending`, and all of them treat the
/// array like one written with a constant size. Returns whether anything changed.
///
/// The type keeps its handle (`UniqueArena::replace`); it gets a name so that it cannot clash
/// with an equal constant-sized array type already in the arena (WGSL never constructs or
/// assigns an override-sized array as a whole, so no comparison of the two types can arise).
fn resolve_override_sized_arrays(module: &mut naga::Module, file: &str) -> Result<bool> {
    let pending: Vec<_> = module
        .types
        .iter()
        .filter(|(_, t)| {
            matches!(
                t.inner,
                naga::TypeInner::Array {
                    size: naga::ArraySize::Pending(_),
                    ..
                }
            )
        })
        .map(|(h, t)| (h, t.inner.clone()))
        .collect();
    for (h, inner) in &pending {
        let naga::TypeInner::Array { base, size, stride } = *inner else {
            continue;
        };
        let count = match size.resolve(module.to_ctx()) {
            Ok(naga::proc::IndexableLength::Known(n)) => std::num::NonZeroU32::new(n),
            _ => None,
        }
        .ok_or_else(|| {
            GpuError::InvalidOverride(format!(
                "{file}: an array sized by override constants has no positive size with the values given"
            ))
        })?;
        let resolved = naga::Type {
            name: Some(format!("__anygpu_override_sized_{}", h.index())),
            inner: naga::TypeInner::Array {
                base,
                size: naga::ArraySize::Constant(count),
                stride,
            },
        };
        module.types.replace(*h, resolved);
    }
    Ok(!pending.is_empty())
}

/// Most invocations a workgroup may have on any anygpu device.
pub const MAX_WORKGROUP_INVOCATIONS: u32 = 1024;

pub(crate) fn validator() -> Validator {
    Validator::new(ValidationFlags::all(), Capabilities::all())
}

/// The most work-items any supported GPU keeps on one compute unit at once (NVIDIA's SMs since
/// sm_50 and AMD's CDNA CUs hold at least this many, RDNA's more), and the most workgroups.
const MAX_RESIDENT_INVOCATIONS: u64 = 2048;
const MAX_RESIDENT_WORKGROUPS: u32 = 32;

/// `KernelSource::min_workgroups_per_compute_unit(n)` must ask for what a compute unit can hold:
/// ptxas ignores an impossible `.minnctapersm` with only a warning, which would make the hint
/// silently do nothing. Checked on every target, so a kernel is refused the same way everywhere.
fn check_occupancy_hint(n: u32, invocations: u64) -> Result<()> {
    if n > MAX_RESIDENT_WORKGROUPS || u64::from(n) * invocations > MAX_RESIDENT_INVOCATIONS {
        return Err(GpuError::invalid_argument(format!(
            "min_workgroups_per_compute_unit({n}) with {invocations} work-items per workgroup asks for {} work-items per compute unit; GPUs hold at most {MAX_RESIDENT_INVOCATIONS} (and {MAX_RESIDENT_WORKGROUPS} workgroups): ask for at most {}",
            u64::from(n) * invocations,
            (MAX_RESIDENT_INVOCATIONS / invocations.max(1)).min(u64::from(MAX_RESIDENT_WORKGROUPS))
        )));
    }
    Ok(())
}

/// Parses, validates and specialises `source`, on the compiler's own thread (see
/// [`crate::compiler::limits`]): no source text can overflow the caller's stack.
pub fn compile_front(source: &KernelSource) -> Result<FrontModule> {
    crate::compiler::limits::on_compiler_stack(|| compile_front_here(source))
}

/// [`compile_front`] on the calling thread, which must be the compiler's (`on_compiler_stack`).
pub(crate) fn compile_front_here(source: &KernelSource) -> Result<FrontModule> {
    let code: &str = &source.code;
    let file = source.file.as_str();
    crate::compiler::limits::check_source(code, file)?;
    let invalid = |loc: Option<naga::SourceLocation>, message: String| GpuError::InvalidWgsl {
        file: file.to_string(),
        line: loc.map_or(0, |l| l.line_number),
        column: loc.map_or(0, |l| l.line_position),
        message,
    };
    let mut module = naga::front::wgsl::parse_str(code)
        .map_err(|e| invalid(e.location(code), e.emit_to_string_with_path(code, file)))?;
    crate::compiler::cooperative::emit_store_operands_first(&mut module);
    let info = validator()
        .validate(&module)
        .map_err(|e| invalid(e.location(code), e.emit_to_string_with_path(code, file)))?;

    crate::compiler::cooperative::check_shapes(&module, &info, code, file)?;

    let compute: Vec<&naga::EntryPoint> = module
        .entry_points
        .iter()
        .filter(|ep| ep.stage == naga::ShaderStage::Compute)
        .collect();
    let available = || {
        if compute.is_empty() {
            "none".to_string()
        } else {
            compute.iter().map(|ep| ep.name.as_str()).collect::<Vec<_>>().join(", ")
        }
    };
    let entry_name = match &source.entry {
        Some(name) => name.clone(),
        None if compute.len() == 1 => compute[0].name.clone(),
        None if compute.is_empty() => {
            return Err(GpuError::EntryPointNotFound {
                name: "@compute".into(),
                file: file.into(),
                available: available(),
            })
        }
        None => {
            return Err(GpuError::EntryPointNotChosen {
                file: file.into(),
                available: available(),
            })
        }
    };
    if !compute.iter().any(|ep| ep.name == entry_name) {
        return Err(GpuError::EntryPointNotFound {
            name: entry_name,
            file: file.into(),
            available: available(),
        });
    }

    if let Some(ep) = module
        .entry_points
        .iter()
        .find(|ep| ep.name == entry_name && ep.stage == naga::ShaderStage::Compute)
    {
        crate::compiler::uniformity::check_barriers(&module, &ep.function, code, file)?;
    }

    // naga keys an override by its `@id` when it has one, else by its name; users may give
    // either, so names of overrides with ids are translated here.
    let mut constants = naga::back::PipelineConstants::default();
    for (name, value) in &source.overrides {
        let found = module.overrides.iter().find(|(_, o)| {
            o.name.as_deref() == Some(name.as_str()) || o.id.map(|id| id.to_string()).as_deref() == Some(name)
        });
        let Some((_, o)) = found else {
            let declared: Vec<String> = module
                .overrides
                .iter()
                .map(|(_, o)| match (o.name.as_deref(), o.id) {
                    (Some(n), Some(id)) => format!("{n} (@id({id}), settable as {n} or {id})"),
                    (Some(n), None) => n.to_string(),
                    (None, Some(id)) => format!("@id({id})"),
                    (None, None) => "(unnamed)".into(),
                })
                .collect();
            return Err(GpuError::InvalidOverride(format!(
                "{file} has no override constant named `{name}`; it declares: {}",
                if declared.is_empty() {
                    "none".to_string()
                } else {
                    declared.join(", ")
                }
            )));
        };
        let key = o.id.map_or_else(|| name.clone(), |id| id.to_string());
        constants.insert(key, *value);
    }
    // naga 30's `process_overrides` panics (`unreachable!`) on an override with neither name
    // nor id when it has to pass one on its way to a named override that a later global
    // expression uses: the anonymous overrides the WGSL front end makes for array sizes
    // (`array<u32, 2 * N>`, then `override K = M * 2u;`). Named, they take their initializer
    // like any override the pipeline does not set.
    let mut module = module;
    let mut named_anonymous = false;
    for (h, o) in module.overrides.iter_mut() {
        if o.name.is_none() && o.id.is_none() {
            o.name = Some(format!("__anygpu_override_expr_{}", h.index()));
            named_anonymous = true;
        }
    }
    let info = if named_anonymous {
        validator()
            .validate(&module)
            .map_err(|e| crate::error::ice(format!("{file}: naming its override expressions: {e:?}")))?
    } else {
        info
    };
    let (module, info) = naga::back::pipeline_constants::process_overrides(
        &module,
        &info,
        Some((naga::ShaderStage::Compute, &entry_name)),
        &constants,
    )
    .map_err(|e| {
        GpuError::InvalidOverride(format!(
            "{file}: with the override values given, {}",
            crate::compiler::immediates::error_chain(&e)
        ))
    })?;
    let (mut module, mut info) = (module.into_owned(), info.into_owned());
    if resolve_override_sized_arrays(&mut module, file)? {
        info = validator().validate(&module).map_err(|e| {
            crate::error::ice(format!(
                "{file}: the module no longer validates once its override-sized arrays have their sizes: {e:?}"
            ))
        })?;
    }
    let entry_index = module
        .entry_points
        .iter()
        .position(|ep| ep.name == entry_name && ep.stage == naga::ShaderStage::Compute)
        .ok_or_else(|| {
            crate::error::ice(format!(
                "entry point `{entry_name}` vanished while applying override constants"
            ))
        })?;
    // Helpers that synchronise are inlined into the entry point, so every target (the CPU
    // device's barrier regions above all) sees their barriers in the entry point itself.
    let (module, info) = match crate::compiler::inline::inline_synchronising_calls(&module, entry_index) {
        Some(inlined) => match validator().validate(&inlined) {
            Ok(inlined_info) => (inlined, inlined_info),
            Err(e) => {
                tracing::warn!(
                    "inlining the synchronising helpers of `{entry_name}` gave invalid IR ({e}); keeping the calls"
                );
                (module, info)
            }
        },
        None => (module, info),
    };

    let mut layouter = Layouter::default();
    layouter
        .update(module.to_ctx())
        .map_err(|e| crate::error::ice(format!("type layout failed after validation: {e}")))?;
    let mut signature = KernelSignature::build(&module, &info, entry_index, &layouter)?;
    if source.bfloat16_halves {
        // Its 16-bit floats are bfloat16: what a device must have is that, not f16.
        signature.features.bf16 = std::mem::take(&mut signature.features.f16);
    }
    crate::compiler::immediates::check_immediate_layout(&module, &signature, &mut validator())?;
    let wg = signature.workgroup_size;
    let invocations = wg.iter().map(|&d| d as u64).product::<u64>();
    if invocations == 0 || invocations > MAX_WORKGROUP_INVOCATIONS as u64 {
        return Err(GpuError::not_supported(format!(
            "@workgroup_size({}, {}, {}) has {invocations} invocations; anygpu devices allow 1 to {MAX_WORKGROUP_INVOCATIONS}",
            wg[0], wg[1], wg[2]
        )));
    }
    check_occupancy_hint(source.min_workgroups_per_cu, invocations)?;
    if source.max_registers != 0 && !(16..=256).contains(&source.max_registers) {
        return Err(GpuError::invalid_argument(format!(
            "max_registers_per_thread({}): a cap is 16 to 256 registers (0 leaves the choice to the GPU compilers)",
            source.max_registers
        )));
    }
    let inlined_size = crate::compiler::limits::inlined_size(&module, &module.entry_points[entry_index].function);
    crate::compiler::limits::check_inlined_size(inlined_size, &entry_name, file)?;
    Ok(FrontModule {
        inlined_size,
        module,
        info,
        entry_index,
        layouter,
        signature,
        bounds_checks: source.bounds_checks,
        contraction: source.contraction,
        min_workgroups_per_cu: source.min_workgroups_per_cu,
        max_registers: source.max_registers,
        optimization: source.optimization,
        line_info: source.line_info,
        dump_dir: source.dump_dir.clone(),
        async_workgroup_copies: source.async_workgroup_copies,
        warpgroup_mma: source.warpgroup_mma,
        bfloat16_halves: source.bfloat16_halves,
        flush_subnormal_exp: source.flush_subnormal_exp,
        tf32: source.tf32,
        gpu_math_formulas: source.gpu_math_formulas,
        file: file.to_string(),
        source: source.code.clone(),
        key: source.key(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::abi::ScalarType;

    const ADD: &str = "@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> b: array<f32>;
@group(0) @binding(2) var<uniform> n: u32;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < n { b[id.x] = a[id.x]; }
}";

    #[test]
    fn signature_lists_bindings_in_order() {
        let f = compile_front(&KernelSource::wgsl(ADD)).unwrap();
        let s = &f.signature;
        assert_eq!(s.workgroup_size, [64, 1, 1]);
        assert_eq!(s.bindings.len(), 3);
        assert_eq!(
            s.bindings[0].kind,
            crate::compiler::abi::BindingKind::Storage { read_only: true }
        );
        assert_eq!(
            s.bindings[1].kind,
            crate::compiler::abi::BindingKind::Storage { read_only: false }
        );
        assert_eq!(s.bindings[2].kind, crate::compiler::abi::BindingKind::Uniform);
        assert_eq!(s.bindings[0].runtime_array_stride, Some(4));
        assert_eq!(s.bindings[2].min_size, 4);
    }

    #[test]
    fn a_module_without_compute_entry_points_says_so() {
        let err = compile_front(&KernelSource::wgsl("fn helper() {}").file_name("lib.wgsl")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "entry point `@compute` not found in lib.wgsl; compute entry points there: none"
        );
    }

    #[test]
    fn parse_error_has_position() {
        let err = compile_front(&KernelSource::wgsl("fn main( {}").file_name("k.wgsl")).unwrap_err();
        match err {
            GpuError::InvalidWgsl {
                line, column, message, ..
            } => {
                assert_eq!(line, 1);
                assert!(column > 1);
                assert!(message.contains("k.wgsl"), "{message}");
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    const IMMEDIATES: &str = include_str!("../../tests/kernels/immediates.wgsl");

    #[test]
    fn the_signature_has_the_immediate_the_entry_uses() {
        let f = compile_front(&KernelSource::wgsl(IMMEDIATES).entry("saxpy")).unwrap();
        let imm = f.signature.immediates.clone().expect("saxpy uses `params`");
        assert_eq!((imm.name.as_str(), imm.type_name.as_str()), ("params", "Params"));
        assert_eq!((imm.size, imm.align, imm.words()), (12, 4, 2));
        assert_eq!(imm.scalar, None, "f32 and u32 mixed");
        assert_eq!(imm.declaration(), "var<immediate> params: Params");
        let fields = imm.field_layout().unwrap();
        assert_eq!(
            fields.header.iter().map(|f| (f.offset, f.ty)).collect::<Vec<_>>(),
            [(0, ScalarType::F32), (4, ScalarType::U32), (8, ScalarType::U32)]
        );
        assert!(fields.rows.is_none());
        // The other entry's immediate is declared but not part of this signature, and `fill`
        // gets its own.
        assert_eq!(f.signature.bindings.len(), 2);
        let fill = compile_front(&KernelSource::wgsl(IMMEDIATES).entry("fill")).unwrap();
        let imm = fill.signature.immediates.unwrap();
        assert_eq!((imm.name.as_str(), imm.size, imm.words()), ("value", 4, 1));
        assert_eq!(imm.scalar, Some(ScalarType::U32));
        // A kernel without one has none, even when the module declares one.
        let src = "var<immediate> unused: vec4<f32>;
@group(0) @binding(0) var<storage, read_write> b: array<u32>;
@compute @workgroup_size(1) fn main() { b[0] = 1u; }";
        assert!(compile_front(&KernelSource::wgsl(src))
            .unwrap()
            .signature
            .immediates
            .is_none());
    }

    #[test]
    fn immediates_of_every_shape_lay_out_their_scalars() {
        let src = "struct P { m: mat2x2<f32>, v: vec4<u32>, a: array<vec4<i32>, 2>, x: u64 }
var<immediate> p: P;
@group(0) @binding(0) var<storage, read_write> b: array<f32>;
@compute @workgroup_size(1) fn main() { b[0] = p.m[1].y + f32(p.v.w) + f32(p.a[1].x) + f32(p.x); }";
        let imm = compile_front(&KernelSource::wgsl(src))
            .unwrap()
            .signature
            .immediates
            .unwrap();
        assert_eq!(
            (imm.size, imm.align, imm.words()),
            (80, 16, 10),
            "rounded up to the alignment"
        );
        let offsets: Vec<u64> = imm.field_layout().unwrap().header.iter().map(|f| f.offset).collect();
        assert_eq!(
            offsets,
            [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64]
        );
    }

    #[test]
    fn two_immediates_in_one_entry_are_refused() {
        let src = "var<immediate> a: u32;
var<immediate> b: u32;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { o[0] = a + b; }";
        let e = compile_front(&KernelSource::wgsl(src).file_name("two.wgsl"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("two.wgsl") && e.contains("More than 1 immediate"), "{e}");
    }

    #[test]
    fn immediates_over_128_bytes_are_refused() {
        let src = "var<immediate> big: array<vec4<u32>, 9>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { o[0] = big[3].x; }";
        let e = compile_front(&KernelSource::wgsl(src)).unwrap_err();
        assert!(matches!(e, GpuError::NotSupported(_)), "{e:?}");
        let e = e.to_string();
        assert!(
            e.contains("var<immediate> big: array<vec4<u32>, 9>")
                && e.contains("144 bytes")
                && e.contains("128")
                && e.contains("var<uniform>"),
            "{e}"
        );
        // 128 bytes exactly is fine.
        let src = src.replace(", 9>", ", 8>");
        assert_eq!(
            compile_front(&KernelSource::wgsl(&src))
                .unwrap()
                .signature
                .immediates
                .unwrap()
                .size,
            crate::compiler::abi::MAX_IMMEDIATE_BYTES
        );
    }

    #[test]
    fn immediates_a_uniform_buffer_cannot_hold_are_refused() {
        // Array stride 4: valid for push constants, not in a uniform buffer (the wgpu fallback).
        let src = "var<immediate> w: array<f32, 4>;
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(1) fn main() { o[0] = w[1]; }";
        let e = compile_front(&KernelSource::wgsl(src)).unwrap_err().to_string();
        assert!(
            e.contains("var<immediate> w: array<f32, 4>") && e.contains("uniform") && e.contains("stride"),
            "{e}"
        );
        // Padded to 16-byte elements it is accepted.
        let src = "struct W { @size(16) x: f32 }
var<immediate> w: array<W, 4>;
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(1) fn main() { o[0] = w[1].x; }";
        assert_eq!(
            compile_front(&KernelSource::wgsl(src))
                .unwrap()
                .signature
                .immediates
                .unwrap()
                .size,
            64
        );
    }

    #[test]
    fn writes_to_immediates_are_refused_by_naga() {
        let src = "var<immediate> w: u32;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { w = 3u; o[0] = w; }";
        let e = compile_front(&KernelSource::wgsl(src)).unwrap_err().to_string();
        assert!(e.contains("not permitted"), "{e}");
    }

    #[test]
    fn f16_immediates_are_refused_by_naga() {
        let src = "enable f16;
var<immediate> h: f16;
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(1) fn main() { o[0] = f32(h); }";
        let e = compile_front(&KernelSource::wgsl(src)).unwrap_err().to_string();
        assert!(e.contains("immediate"), "{e}");
    }

    #[test]
    fn overrides_set_workgroup_size() {
        let src = "override WG: u32 = 8;
@group(0) @binding(0) var<storage, read_write> b: array<u32>;
@compute @workgroup_size(WG) fn main(@builtin(local_invocation_index) i: u32) { b[i] = i; }";
        let f = compile_front(&KernelSource::wgsl(src).override_constant("WG", 32.0)).unwrap();
        assert_eq!(f.signature.workgroup_size, [32, 1, 1]);
        let err = compile_front(&KernelSource::wgsl(src).override_constant("NOPE", 1.0)).unwrap_err();
        assert!(err.to_string().contains("NOPE"));
    }

    /// Override-sized workgroup arrays get their sizes (the signature's workgroup memory
    /// follows the values), including after an anonymous size override that naga's
    /// `process_overrides` used to panic on; a size that comes out as zero is the user's error.
    #[test]
    fn override_sized_arrays_take_their_values() {
        let src = "override N: u32 = 4;
var<workgroup> a: array<u32, 2 * N>;
override M: u32 = N + 1u;
override K: u32 = M * 2u;
var<workgroup> b: array<vec2<u32>, K - 6u>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) i: u32) {
    a[i] = i; b[i].x = i;
    workgroupBarrier();
    o[i] = a[7u - i] + b[0].x;
}";
        let bytes = |n: f64| {
            compile_front(&KernelSource::wgsl(src).override_constant("N", n))
                .map(|f| f.signature.workgroup_memory_bytes)
        };
        assert_eq!(bytes(4.0).unwrap(), 2 * 4 * 4 + 8 * 4);
        assert_eq!(bytes(10.0).unwrap(), 2 * 10 * 4 + 8 * 16);
        let e = bytes(2.0).unwrap_err();
        assert!(matches!(e, GpuError::InvalidOverride(_)), "{e}");
        assert!(e.to_string().contains("with the override values given"), "{e}");
    }
}
