//! naga IR → LLVM IR, target-neutral.
//!
//! Values follow naga's types (`vec3<f32>` is `<3 x float>`, a matrix is an array of column
//! vectors); memory follows WGSL's layout rules exactly (every address is computed in bytes from
//! naga's offsets and strides), so buffers mean the same on every device.
//!
//! The entry point is lowered for an execution model (`exec/`), behind one trait the shared
//! expression and statement lowering calls where the models differ. On the host one call runs a
//! whole workgroup: the body is split at its barriers into regions, each region a loop over the
//! work-items (`exec/host_loop/`, whose module docs explain the transformation). GPU targets run the same
//! statement lowering once per hardware thread (`exec/gpu_thread.rs`).

use std::collections::{HashMap, HashSet};

use crate::compiler::describe::{construct_name, source_line, wgsl_type};

use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{
    AggregateValueEnum, BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue, IntValue, PointerValue,
};
use inkwell::{AddressSpace, AtomicOrdering, IntPredicate};
use naga::proc::Layouter;
use naga::valid::{FunctionInfo, ModuleInfo};
use naga::{Handle, ScalarKind as K, TypeInner as Ti};

use crate::compiler::front::FrontModule;
use crate::compiler::llvm_ops::{self as ops, IntPred as IP, Op};
use crate::error::{GpuError, Result};

mod async_copy;
mod coop;
mod debug_lines;
mod exec;
mod expr;
mod gpu_math;
mod gpu_math_f64;
mod host_math;
mod math;
mod stmt;
mod subgroup;
mod target;
mod texture;
mod warpgroup;

pub(crate) use exec::{gpu_kernel_name, HOST_ENTRY_NAME, HOST_SUBGROUP_SIZE};
pub(crate) use host_math::inline_host_helpers;
#[cfg(test)]
pub(crate) use target::{assert_fragments_cover_each_element, assert_fragments_cover_each_element_once};
pub(crate) use target::{FastF32, GpuTarget, LineTable, Shuffle, TensorCores};
pub(crate) use warpgroup::{WarpgroupInputs, WarpgroupOperand, WarpgroupOrder};

/// `source`'s PTX for `arch` (`sm_80`, `sm_90a`…): what the lowering's unit tests read.
#[cfg(test)]
fn ptx_for_tests(source: &crate::KernelSource, arch: &str) -> String {
    let arch: crate::compiler::PtxArch = arch.parse().unwrap();
    crate::compiler::emit(
        source,
        &crate::compiler::TargetSpec::ptx(arch),
        crate::compiler::TextForm::Assembly,
    )
    .unwrap()
}

/// Constant arrays longer than this are stored with a loop over a read-only table, not one
/// store per element.
const CONST_ARRAY_UNROLL: u32 = 64;

impl From<BuilderError> for GpuError {
    fn from(e: BuilderError) -> Self {
        ice(format!("LLVM builder: {e}"))
    }
}

pub(crate) use crate::error::ice;

fn unsupported(what: impl std::fmt::Display) -> GpuError {
    GpuError::not_supported(format!("{what}"))
}

impl Lowerer<'_, '_> {
    /// `e` with the WGSL line being lowered when it arose, if it is a refusal: "not supported"
    /// then says where (file, line, column and the line itself).
    /// Makes `s` the statement being lowered, for messages and the sanitizer, if its span is known.
    pub(crate) fn locate(&mut self, s: &naga::Statement) {
        if let Some(span) = self
            .stmt_spans
            .get(&(s as *const naga::Statement))
            .filter(|s| s.is_defined())
        {
            self.at = *span;
            self.mark_line();
        }
    }

    pub(crate) fn located(&self, e: GpuError) -> GpuError {
        let GpuError::NotSupported(mut what) = e else {
            return e;
        };
        if self.at.is_defined() {
            let (loc, line) = source_line(self.source, self.at);
            what.message = format!(
                "{}\n  --> {}:{}:{}\n   | {}",
                what.message,
                self.file,
                loc.line_number,
                loc.line_position,
                line.trim_end()
            );
        }
        GpuError::NotSupported(what)
    }
}

/// A pointer produced while lowering: the address, whether every dynamic index on the way was in
/// bounds (`None` = statically in bounds, or checks off), and the buffer it points into.
#[derive(Clone, Copy)]
struct GPtr<'ctx> {
    p: PointerValue<'ctx>,
    ok: Option<IntValue<'ctx>>,
    root: Option<Root<'ctx>>,
    /// Under the sanitizer's `bounds` check: the index and the length (i64) of the first check
    /// on the way that failed (zeros while none has).
    oob: Option<(IntValue<'ctx>, IntValue<'ctx>)>,
}

#[derive(Clone, Copy)]
struct Root<'ctx> {
    /// The buffer's start: an address inside it (for a copy that reads nothing, say) wherever
    /// the pointer itself may lie outside.
    base: PointerValue<'ctx>,
    /// Byte length of the buffer (i64).
    len: IntValue<'ctx>,
    /// Byte offset of this pointer from the buffer start, when it is static.
    offset: Option<u64>,
}

#[derive(Clone, Copy)]
enum Val<'ctx> {
    V(BasicValueEnum<'ctx>),
    P(GPtr<'ctx>),
}

impl<'ctx> Val<'ctx> {
    fn v(self) -> Result<BasicValueEnum<'ctx>> {
        match self {
            Val::V(v) => Ok(v),
            Val::P(_) => Err(ice("a pointer was used where a value was expected")),
        }
    }
    fn p(self) -> Result<GPtr<'ctx>> {
        match self {
            Val::P(p) => Ok(p),
            Val::V(_) => Err(ice("a value was used where a pointer was expected")),
        }
    }
}

/// Where `break` and `continue` go.
#[derive(Clone, Copy)]
struct Targets<'ctx> {
    brk: BasicBlock<'ctx>,
    cont: Option<BasicBlock<'ctx>>,
}

/// Per-function lowering state.
struct Fx<'a, 'ctx> {
    func: &'a naga::Function,
    finfo: &'a FunctionInfo,
    llfn: FunctionValue<'ctx>,
    alloca_bb: BasicBlock<'ctx>,
    /// Buffer/workgroup/private globals: address and (for buffers) byte length.
    globals: HashMap<Handle<naga::GlobalVariable>, (PointerValue<'ctx>, Option<IntValue<'ctx>>)>,
    args: Vec<BasicValueEnum<'ctx>>,
    /// For each argument of a helper: the in-bounds flag of a pointer argument.
    arg_ok: Vec<Option<IntValue<'ctx>>>,
    /// For each argument of a helper: the byte length of a texture or sampler argument (its
    /// address is in `args`), which travels as its global's argument words do.
    arg_len: Vec<Option<IntValue<'ctx>>>,
    locals: HashMap<Handle<naga::LocalVariable>, PointerValue<'ctx>>,
    cache: HashMap<Handle<naga::Expression>, Val<'ctx>>,
    targets: Vec<Targets<'ctx>>,
    /// The execution model this function is lowered under, with its state (see `Fx::model`).
    exec: exec::Exec<'ctx>,
}

impl<'a, 'ctx> Fx<'a, 'ctx> {
    /// Fresh state for lowering `func` into `llfn`, whose allocas go to `alloca_bb`.
    fn new(
        func: &'a naga::Function,
        finfo: &'a FunctionInfo,
        llfn: FunctionValue<'ctx>,
        alloca_bb: BasicBlock<'ctx>,
    ) -> Self {
        Fx {
            func,
            finfo,
            llfn,
            alloca_bb,
            globals: HashMap::new(),
            args: Vec::new(),
            arg_ok: Vec::new(),
            arg_len: Vec::new(),
            locals: HashMap::new(),
            cache: HashMap::new(),
            targets: Vec::new(),
            exec: exec::Exec::HostHelper,
        }
    }
}

pub(crate) struct Lowerer<'a, 'ctx> {
    pub(crate) cx: &'ctx Context,
    pub(crate) m: Module<'ctx>,
    pub(crate) b: Builder<'ctx>,
    ir: &'a naga::Module,
    info: &'a ModuleInfo,
    lay: &'a Layouter,
    checks: bool,
    helpers: HashMap<Handle<naga::Function>, FunctionValue<'ctx>>,
    /// The workgroup size of the GPU kernel being lowered: its helpers rebuild the kernel's
    /// lane state from it, so barriers and subgroup operations work inside them too.
    gpu_workgroup: Option<[u32; 3]>,
    /// The kernel turned WGSL's `subgroup_uniformity` diagnostic off: subgroup operations may
    /// run in divergent control flow, over the lanes that reach them together.
    subgroups_diverge: bool,
    /// The entry point's cooperative-matrix expressions when their operands are workgroup-uniform
    /// (`compiler::uniformity::uniform_cooperative_expressions`), else empty: the CPU device
    /// then computes each once per workgroup, and GPUs may spread each over a subgroup's lanes.
    uniform_cooperative: HashSet<Handle<naga::Expression>>,
    /// The host entry computes cooperative matrices per work-item (its work-item loops are
    /// then not vectorized: `exec/host_loop/regions.rs`).
    per_item_cooperative: bool,
    /// The tensor cores whose fragments the GPU kernel being lowered keeps its cooperative
    /// matrices as (`coop::tensor_core_kernel`): each lane holds its part of each matrix.
    tensor_fragments: Option<&'a dyn TensorCores>,
    /// Globals passed to helper functions as hidden leading parameters, in this order.
    hidden: Vec<Handle<naga::GlobalVariable>>,
    /// Bytes of stack the entry function allocates.
    pub(crate) frame_bytes: u64,
    /// Work-items per subgroup on the host target (`HOST_SUBGROUP_SIZE` unless a mock device
    /// poses as a GPU of another width); a power of two.
    pub(crate) host_subgroup_size: u32,
    /// The host target has AVX-512 (`Some`; `Some(true)` with AVX-512VL): `exp` scales by
    /// `vscalefps` (`host_math.rs`).
    pub(crate) host_scalef: Option<bool>,
    /// The host target calls the race detector (`exec/host_loop/sanitize.rs`).
    pub(crate) sanitize_race: bool,
    /// The host target reports out-of-bounds accesses to the sanitizer.
    pub(crate) sanitize_bounds: bool,
    /// The host target reports workgroup-memory accesses, atomics included, for `init`.
    pub(crate) sanitize_init: bool,
    /// The host target's work-item loops visit work-items in an order drawn from this seed.
    pub(crate) item_order: Option<u64>,
    /// The source sites of the accesses the race detector checks, by the id each call passes.
    pub(crate) sanitize_sites: Vec<crate::compiler::targets::host::sanitizer::Site>,
    /// The GPU target this compiles for: `None` for the host target (the CPU device), whose
    /// execution model is the work-item loops of `exec/host_loop/`.
    gpu_target: Option<&'a dyn GpuTarget>,
    /// Use the GPU formulas for transcendental functions on this target too (`gpu_math.rs`).
    gpu_math_formulas: bool,
    /// Workgroups per compute unit the kernel asks registers for (0: none;
    /// `KernelSource::min_workgroups_per_compute_unit`), for the GPU targets' kernel markings.
    pub(crate) min_workgroups_per_cu: u32,
    /// Most registers a work-item may use (0: no cap; `KernelSource::max_registers_per_thread`).
    pub(crate) max_registers: u32,
    /// `KernelSource::async_workgroup_copies` (`stmt.rs`).
    pub(in crate::compiler::lower) async_workgroup_copies: bool,
    /// `KernelSource::warpgroup_mma` (`warpgroup.rs`).
    pub(in crate::compiler::lower) warpgroup_mma: bool,
    /// The workgroup memory the entry point uses (`KernelSignature::workgroup_memory_bytes`):
    /// beyond the target's static limit it is one dynamic array (`exec/gpu_thread.rs`).
    workgroup_bytes: u64,
    /// `KernelSource::bfloat16_halves`: WGSL's 16-bit float type is LLVM's `bfloat`
    /// ([`Lowerer::half_type`]).
    pub(crate) bfloat16_halves: bool,
    /// `KernelSource::flush_subnormal_exponentials`: f32 `exp2` may flush subnormal results.
    pub(crate) flush_subnormal_exp: bool,
    /// `KernelSource::allow_tf32`: how cooperative multiply-adds take f32 A and B (`coop.rs`).
    pub(crate) tf32: crate::compiler::source::Tf32,
    /// Module-scope constant expressions already built, so a large table is built once.
    const_values: HashMap<Handle<naga::Expression>, BasicValueEnum<'ctx>>,
    /// The source span of the statement or expression being lowered, for refusals
    /// ([`Lowerer::located`]).
    at: naga::Span,
    /// The spans of statements the host entry lowers outside `stmt.rs`'s block walk (its
    /// regions and once-per-workgroup statements), by address.
    stmt_spans: HashMap<*const naga::Statement, naga::Span>,
    /// The kernel's WGSL text and file name, for the same.
    source: &'a str,
    file: &'a str,
    /// Read-only globals holding constant values that are indexed at run time, by the constant
    /// (LLVM uniques constants, so equal tables share one global); generic pointers.
    const_tables: HashMap<usize, PointerValue<'ctx>>,
    /// `KernelSource::line_info`: GPU kernels carry a line table (`debug_lines.rs`).
    line_info: bool,
    /// The line table being built (`KernelSource::line_info`, GPU targets).
    debug_lines: Option<debug_lines::DebugLines<'ctx>>,
}

/// A global the kernel takes as a binding argument (address and byte length): a buffer, or on
/// these targets also a texture or sampler (`texture.rs`).
fn is_buffer(space: naga::AddressSpace) -> bool {
    matches!(
        space,
        naga::AddressSpace::Storage { .. } | naga::AddressSpace::Uniform | naga::AddressSpace::Handle
    )
}

/// What a load or store may assume about its address's alignment.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Placement {
    /// Inside a buffer binding: WGSL's host-shareable layout from a base aligned to 256 bytes
    /// (device allocations are, and a slice bound as an argument must start at a multiple of
    /// 256 on every device), so a `vec2` or `vec4` sits at a multiple of its own size. Saying
    /// so lets NVPTX load and store it in one instruction (`ld.global.v4.f32`) instead of one
    /// per component.
    Buffer,
    /// Anywhere else (stack slots, private and workgroup variables): a scalar's alignment.
    Element,
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    /// Whether the entry point lowered last computes its cooperative matrices once per
    /// workgroup (or subgroup) rather than per invocation (see `uniform_cooperative`).
    pub(crate) fn cooperative_once(&self) -> bool {
        !self.uniform_cooperative.is_empty()
    }

    /// Whether the entry point lowered last computes cooperative matrices per work-item.
    pub(crate) fn cooperative_per_item(&self) -> bool {
        self.per_item_cooperative
    }

    /// A lowering of `front` into a new module; `gpu_target` is `None` for the host target.
    pub(crate) fn new(
        cx: &'ctx Context,
        front: &'a FrontModule,
        module_name: &str,
        gpu_target: Option<&'a dyn GpuTarget>,
    ) -> Self {
        let ir = &front.module;
        let hidden = ir
            .global_variables
            .iter()
            .filter(|(_, g)| {
                is_buffer(g.space)
                    || matches!(
                        g.space,
                        naga::AddressSpace::WorkGroup | naga::AddressSpace::Private | naga::AddressSpace::Immediate
                    )
            })
            .map(|(h, _)| h)
            .collect();
        Lowerer {
            cx,
            m: cx.create_module(module_name),
            b: cx.create_builder(),
            ir,
            info: &front.info,
            lay: &front.layouter,
            checks: front.bounds_checks,
            helpers: HashMap::new(),
            gpu_workgroup: None,
            subgroups_diverge: false,
            uniform_cooperative: HashSet::new(),
            per_item_cooperative: false,
            tensor_fragments: None,
            hidden,
            frame_bytes: 0,
            host_subgroup_size: HOST_SUBGROUP_SIZE,
            host_scalef: None,
            stmt_spans: HashMap::new(),
            sanitize_race: false,
            sanitize_bounds: false,
            sanitize_init: false,
            item_order: None,
            sanitize_sites: Vec::new(),
            gpu_target,
            gpu_math_formulas: front.gpu_math_formulas,
            min_workgroups_per_cu: front.min_workgroups_per_cu,
            max_registers: front.max_registers,
            async_workgroup_copies: front.async_workgroup_copies,
            warpgroup_mma: front.warpgroup_mma,
            bfloat16_halves: front.bfloat16_halves,
            flush_subnormal_exp: front.flush_subnormal_exp,
            tf32: front.tf32,
            workgroup_bytes: front.signature.workgroup_memory_bytes,
            const_values: HashMap::new(),
            at: naga::Span::UNDEFINED,
            source: &front.source,
            file: &front.file,
            const_tables: HashMap::new(),
            line_info: front.line_info,
            debug_lines: None,
        }
    }

    // ---------------------------------------------------------------- types

    /// WGSL's 16-bit float: IEEE binary16, or bfloat16 for `KernelSource::bfloat16_halves`
    /// (LLVM legalizes it on every target: NVPTX's `cvt.rn.bf16.f32` on sm_80+, integer
    /// rounding elsewhere; the host's libcall is `targets/host/bf16.rs`).
    pub(crate) fn half_type(&self) -> inkwell::types::FloatType<'ctx> {
        if self.bfloat16_halves {
            self.cx.bf16_type()
        } else {
            self.cx.f16_type()
        }
    }

    fn scalar_ty(&self, s: naga::Scalar) -> Result<BasicTypeEnum<'ctx>> {
        Ok(match (s.kind, s.width) {
            (K::Bool, _) => self.cx.bool_type().into(),
            (K::Sint | K::Uint, 1) => self.cx.i8_type().into(),
            (K::Sint | K::Uint, 2) => self.cx.i16_type().into(),
            (K::Sint | K::Uint, 4) => self.cx.i32_type().into(),
            (K::Sint | K::Uint, 8) => self.cx.i64_type().into(),
            (K::Float, 2) => self.half_type().into(),
            (K::Float, 4) => self.cx.f32_type().into(),
            (K::Float, 8) => self.cx.f64_type().into(),
            _ => {
                return Err(unsupported(format!(
                    "the scalar type {}",
                    wgsl_type(self.ir, &naga::TypeInner::Scalar(s))
                )))
            }
        })
    }

    fn vec_ty(&self, s: naga::Scalar, n: u32) -> Result<BasicTypeEnum<'ctx>> {
        Ok(match self.scalar_ty(s)? {
            BasicTypeEnum::IntType(t) => t.vec_type(n).into(),
            BasicTypeEnum::FloatType(t) => t.vec_type(n).into(),
            _ => return Err(ice("vector of a non-scalar")),
        })
    }

    fn vty(&self, ty: Handle<naga::Type>) -> Result<BasicTypeEnum<'ctx>> {
        self.vty_inner(&self.ir.types[ty].inner)
    }

    fn vty_inner(&self, inner: &Ti) -> Result<BasicTypeEnum<'ctx>> {
        Ok(match *inner {
            Ti::Scalar(s) | Ti::Atomic(s) => self.scalar_ty(s)?,
            Ti::Vector { size, scalar } => self.vec_ty(scalar, size as u32)?,
            Ti::Matrix { columns, rows, scalar } => self.vec_ty(scalar, rows as u32)?.array_type(columns as u32).into(),
            // Every invocation holds the whole matrix, line by line (see `coop`; the shapes
            // are square, so rows and columns have the same type).
            Ti::CooperativeMatrix { role, scalar, .. } if self.tensor_fragments.is_some() => {
                self.fragment_ty(role, scalar)?
            }
            Ti::CooperativeMatrix {
                columns, rows, scalar, ..
            } => self.vec_ty(scalar, rows as u32)?.array_type(columns as u32).into(),
            Ti::Array {
                base,
                size: naga::ArraySize::Constant(n),
                ..
            } => self.vty(base)?.array_type(n.get()).into(),
            Ti::Struct { ref members, .. } => {
                let fields = members.iter().map(|m| self.vty(m.ty)).collect::<Result<Vec<_>>>()?;
                self.cx.struct_type(&fields, false).into()
            }
            Ti::Pointer { .. } | Ti::ValuePointer { .. } => self.ptr_ty().into(),
            Ti::Image { .. } | Ti::Sampler { .. } => {
                return Err(unsupported(
                    "a texture or sampler held as a value (use the global, or pass it to a function)",
                ))
            }
            ref other => return Err(unsupported(format!("values of type {}", wgsl_type(self.ir, other)))),
        })
    }

    pub(crate) fn i32(&self, v: u64) -> IntValue<'ctx> {
        self.cx.i32_type().const_int(v, false)
    }
    pub(crate) fn i64(&self, v: u64) -> IntValue<'ctx> {
        self.cx.i64_type().const_int(v, false)
    }
    fn ptr_ty(&self) -> inkwell::types::PointerType<'ctx> {
        self.cx.ptr_type(AddressSpace::default())
    }

    fn ety<'f>(&'f self, fx: &'f Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> &'f Ti {
        fx.finfo[e].ty.inner_with(&self.ir.types)
    }

    /// The type a pointer expression points to.
    fn pointee(&self, fx: &Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Result<Ti> {
        Ok(match *self.ety(fx, e) {
            Ti::Pointer { base, .. } => self.ir.types[base].inner.clone(),
            Ti::ValuePointer {
                size: Some(size),
                scalar,
                ..
            } => Ti::Vector { size, scalar },
            Ti::ValuePointer { size: None, scalar, .. } => Ti::Scalar(scalar),
            _ => return Err(ice("pointee of a non-pointer")),
        })
    }

    /// Where the pointer expression `e` points: into a buffer binding, or elsewhere.
    fn placement(&self, fx: &Fx<'a, 'ctx>, e: Handle<naga::Expression>) -> Placement {
        match *self.ety(fx, e) {
            Ti::Pointer { space, .. } | Ti::ValuePointer { space, .. }
                if matches!(space, naga::AddressSpace::Storage { .. } | naga::AddressSpace::Uniform) =>
            {
                Placement::Buffer
            }
            _ => Placement::Element,
        }
    }

    /// The alignment a load or store of a `size`-vector of `scalar`s may claim at `placement`.
    fn vector_alignment(placement: Placement, size: naga::VectorSize, scalar: naga::Scalar) -> u32 {
        let width = scalar.width as u32;
        match (placement, size) {
            // vec3 keeps the scalar's: its 12 bytes under a 16-byte alignment could be widened to
            // a 16-byte access past the end of a buffer.
            (Placement::Buffer, naga::VectorSize::Bi | naga::VectorSize::Quad) => width * size as u32,
            _ => width,
        }
    }

    fn size_of(&self, inner: &Ti) -> u64 {
        inner.size(self.ir.to_ctx()) as u64
    }

    fn column_stride(rows: naga::VectorSize, scalar: naga::Scalar) -> u64 {
        let n = if rows == naga::VectorSize::Bi { 2 } else { 4 };
        n * scalar.width as u64
    }

    // ---------------------------------------------------------------- memory

    fn position_in_allocas(&self, fx: &Fx<'a, 'ctx>) -> Option<BasicBlock<'ctx>> {
        let here = self.b.get_insert_block();
        match fx.alloca_bb.get_first_instruction() {
            Some(i) => self.b.position_before(&i),
            None => self.b.position_at_end(fx.alloca_bb),
        }
        here
    }

    /// An alloca in the function's entry block, `bytes` long, 64-byte aligned.
    fn stack_bytes(&mut self, fx: &Fx<'a, 'ctx>, bytes: u64, name: &str) -> Result<PointerValue<'ctx>> {
        let here = self.position_in_allocas(fx);
        let ty = self.cx.i8_type().array_type(bytes.max(1) as u32);
        let p = self.b.build_alloca(ty, name)?;
        if let Some(inst) = p.as_instruction() {
            inst.set_alignment(64).map_err(|e| ice(e.to_string()))?;
        }
        let p = self.generic(p)?;
        self.frame_bytes += bytes.max(1).next_multiple_of(64);
        if let Some(bb) = here {
            self.b.position_at_end(bb);
        }
        Ok(p)
    }

    /// An alloca holding one value of `ty`, in the entry block.
    fn stack_value(&mut self, fx: &Fx<'a, 'ctx>, ty: BasicTypeEnum<'ctx>, name: &str) -> Result<PointerValue<'ctx>> {
        let here = self.position_in_allocas(fx);
        let p = self.b.build_alloca(ty, name)?;
        let p = self.generic(p)?;
        if let Some(bb) = here {
            self.b.position_at_end(bb);
        }
        Ok(p)
    }

    /// A stack slot as a generic pointer: AMD GPUs keep allocas in address space 5, and the
    /// lowering works on generic pointers throughout (LLVM infers the real spaces back).
    fn generic(&self, p: PointerValue<'ctx>) -> Result<PointerValue<'ctx>> {
        if p.get_type().get_address_space() == AddressSpace::default() {
            return Ok(p);
        }
        Ok(self.b.build_address_space_cast(p, self.ptr_ty(), "")?)
    }

    fn gep_bytes(&self, p: PointerValue<'ctx>, off: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        // SAFETY (inkwell marks GEP unsafe because a wrong index is UB at run time): every offset
        // built here is statically inside its object or guarded by a bounds check whose failure
        // skips the access, unless the user opted out of checks with an `unsafe` call.
        Ok(unsafe { self.b.build_gep(self.cx.i8_type(), p, &[off], "")? })
    }

    fn gep_const(&self, p: PointerValue<'ctx>, off: u64) -> Result<PointerValue<'ctx>> {
        if off == 0 {
            return Ok(p);
        }
        self.gep_bytes(p, self.i64(off))
    }

    fn current_block(&self) -> Result<BasicBlock<'ctx>> {
        self.b.get_insert_block().ok_or_else(|| ice("builder not positioned"))
    }

    /// Runs `body` only when `ok` holds; returns what it produced there, or zero of `ty`.
    fn guarded<F>(
        &mut self,
        fx: &Fx<'a, 'ctx>,
        ok: Option<IntValue<'ctx>>,
        ty: Option<BasicTypeEnum<'ctx>>,
        body: F,
    ) -> Result<Option<BasicValueEnum<'ctx>>>
    where
        F: FnOnce(&mut Self) -> Result<Option<BasicValueEnum<'ctx>>>,
    {
        let Some(ok) = ok else { return body(self) };
        let then_bb = self.cx.append_basic_block(fx.llfn, "inbounds");
        let join_bb = self.cx.append_basic_block(fx.llfn, "bounds.join");
        let from = self.current_block()?;
        self.b.build_conditional_branch(ok, then_bb, join_bb)?;
        self.b.position_at_end(then_bb);
        let v = body(self)?;
        let then_end = self.current_block()?;
        self.b.build_unconditional_branch(join_bb)?;
        self.b.position_at_end(join_bb);
        match (ty, v) {
            (Some(ty), Some(v)) => {
                let phi = self.b.build_phi(ty, "")?;
                phi.add_incoming(&[(&v, then_end), (&ty.const_zero(), from)]);
                Ok(Some(phi.as_basic_value()))
            }
            _ => Ok(None),
        }
    }

    /// Loads a value of type `inner` stored at `p` with WGSL layout.
    fn load_plain(&mut self, p: PointerValue<'ctx>, inner: &Ti, at: Placement) -> Result<BasicValueEnum<'ctx>> {
        let set_align = |v: BasicValueEnum<'ctx>, a: u32| -> Result<()> {
            if let Some(i) = v.as_instruction_value() {
                i.set_alignment(a).map_err(|e| ice(e.to_string()))?;
            }
            Ok(())
        };
        Ok(match *inner {
            Ti::Scalar(s) if s.kind == K::Bool => {
                let byte = self.b.build_load(self.cx.i8_type(), p, "")?.into_int_value();
                self.b
                    .build_int_compare(IntPredicate::NE, byte, self.cx.i8_type().const_zero(), "")?
                    .into()
            }
            Ti::Scalar(s) => {
                let v = self.b.build_load(self.scalar_ty(s)?, p, "")?;
                set_align(v, s.width as u32)?;
                v
            }
            Ti::Atomic(s) => {
                let v = self.b.build_load(self.scalar_ty(s)?, p, "")?;
                if let Some(i) = v.as_instruction_value() {
                    i.set_atomic_ordering(AtomicOrdering::Monotonic)
                        .map_err(|e| ice(e.to_string()))?;
                    i.set_alignment(s.width as u32).map_err(|e| ice(e.to_string()))?;
                }
                v
            }
            Ti::Vector { size, scalar } if scalar.kind == K::Bool => {
                let bytes = self.cx.i8_type().vec_type(size as u32);
                let v = self.b.build_load(bytes, p, "")?;
                set_align(v, 1)?;
                ops::icmp(&self.b, IP::LLVMIntNE, v, bytes.const_zero().into())
            }
            Ti::Vector { size, scalar } => {
                let v = self.b.build_load(self.vec_ty(scalar, size as u32)?, p, "")?;
                set_align(v, Self::vector_alignment(at, size, scalar))?;
                v
            }
            // Only in function, private and workgroup memory, whose layout is anygpu's own.
            Ti::CooperativeMatrix { scalar, .. } => {
                let v = self.b.build_load(self.vty_inner(inner)?, p, "")?;
                set_align(v, scalar.width as u32)?;
                v
            }
            Ti::Matrix { columns, rows, scalar } => {
                let mut agg = self.vty_inner(inner)?.const_zero();
                for c in 0..columns as u32 {
                    let cp = self.gep_const(p, c as u64 * Self::column_stride(rows, scalar))?;
                    let col = self.load_plain(cp, &Ti::Vector { size: rows, scalar }, at)?;
                    agg = self.insert(agg, col, c)?;
                }
                agg
            }
            Ti::Array {
                base,
                size: naga::ArraySize::Constant(n),
                stride,
            } => {
                if n.get() > 4096 {
                    return Err(unsupported(
                        "loading a whole array of more than 4096 elements as one value",
                    ));
                }
                let base_inner = self.ir.types[base].inner.clone();
                let mut agg = self.vty_inner(inner)?.const_zero();
                for i in 0..n.get() {
                    let ep = self.gep_const(p, i as u64 * stride as u64)?;
                    let v = self.load_plain(ep, &base_inner, at)?;
                    agg = self.insert(agg, v, i)?;
                }
                agg
            }
            Ti::Struct { ref members, .. } => {
                let mut agg = self.vty_inner(inner)?.const_zero();
                for (i, m) in members.iter().enumerate() {
                    let mp = self.gep_const(p, m.offset as u64)?;
                    let v = self.load_plain(mp, &self.ir.types[m.ty].inner.clone(), at)?;
                    agg = self.insert(agg, v, i as u32)?;
                }
                agg
            }
            ref other => {
                return Err(unsupported(format!(
                    "loading a value of type {}",
                    wgsl_type(self.ir, other)
                )))
            }
        })
    }

    fn insert(&self, agg: BasicValueEnum<'ctx>, v: BasicValueEnum<'ctx>, i: u32) -> Result<BasicValueEnum<'ctx>> {
        let agg: AggregateValueEnum = match agg {
            BasicValueEnum::ArrayValue(a) => a.into(),
            BasicValueEnum::StructValue(s) => s.into(),
            BasicValueEnum::VectorValue(vec) => {
                return Ok(self.b.build_insert_element(vec, v, self.i32(i as u64), "")?.into());
            }
            _ => return Err(ice("insertvalue into a non-aggregate")),
        };
        Ok(match self.b.build_insert_value(agg, v, i, "")? {
            AggregateValueEnum::ArrayValue(a) => a.into(),
            AggregateValueEnum::StructValue(s) => s.into(),
        })
    }

    fn extract(&self, agg: BasicValueEnum<'ctx>, i: u32) -> Result<BasicValueEnum<'ctx>> {
        Ok(match agg {
            BasicValueEnum::ArrayValue(a) => self.b.build_extract_value(a, i, "")?,
            BasicValueEnum::StructValue(s) => self.b.build_extract_value(s, i, "")?,
            BasicValueEnum::VectorValue(v) => self.b.build_extract_element(v, self.i32(i as u64), "")?,
            _ => return Err(ice("extract from a non-aggregate")),
        })
    }

    /// Stores `v` of type `inner` at `p` with WGSL layout.
    fn store_plain(&mut self, p: PointerValue<'ctx>, inner: &Ti, v: BasicValueEnum<'ctx>, at: Placement) -> Result<()> {
        match *inner {
            Ti::Scalar(s) if s.kind == K::Bool => {
                let byte = self.b.build_int_z_extend(v.into_int_value(), self.cx.i8_type(), "")?;
                self.b.build_store(p, byte)?;
            }
            Ti::Vector { size, scalar } if scalar.kind == K::Bool => {
                let bytes = ops::cast(&self.b, Op::LLVMZExt, v, self.cx.i8_type().vec_type(size as u32).into());
                let st = self.b.build_store(p, bytes)?;
                st.set_alignment(1).map_err(|e| ice(e.to_string()))?;
            }
            Ti::Scalar(s) => {
                let st = self.b.build_store(p, v)?;
                st.set_alignment(s.width as u32).map_err(|e| ice(e.to_string()))?;
            }
            Ti::Vector { size, scalar } => {
                let st = self.b.build_store(p, v)?;
                st.set_alignment(Self::vector_alignment(at, size, scalar))
                    .map_err(|e| ice(e.to_string()))?;
            }
            Ti::Atomic(s) => {
                let st = self.b.build_store(p, v)?;
                st.set_atomic_ordering(AtomicOrdering::Monotonic)
                    .map_err(|e| ice(e.to_string()))?;
                st.set_alignment(s.width as u32).map_err(|e| ice(e.to_string()))?;
            }
            Ti::CooperativeMatrix { scalar, .. } => {
                let st = self.b.build_store(p, v)?;
                st.set_alignment(scalar.width as u32).map_err(|e| ice(e.to_string()))?;
            }
            Ti::Matrix { columns, rows, scalar } => {
                for c in 0..columns as u32 {
                    let cp = self.gep_const(p, c as u64 * Self::column_stride(rows, scalar))?;
                    let col = self.extract(v, c)?;
                    self.store_plain(cp, &Ti::Vector { size: rows, scalar }, col, at)?;
                }
            }
            Ti::Array {
                base,
                size: naga::ArraySize::Constant(n),
                stride,
            } => {
                let base_inner = self.ir.types[base].inner.clone();
                // A zero array (`array<f32, 128>()`) as a memset: the table loop's variable
                // index would keep a register-sized array (a tile's accumulators) in memory.
                if matches!(v, BasicValueEnum::ArrayValue(a) if a.is_const() && a.is_null()) {
                    return self.zero_fill(p, u64::from(n.get()) * u64::from(stride));
                }
                if n.get() > CONST_ARRAY_UNROLL && v.is_const() {
                    return self.store_const_array(p, v, stride, &base_inner);
                }
                if n.get() > 4096 {
                    return Err(unsupported(
                        "storing a whole array of more than 4096 elements as one value",
                    ));
                }
                for i in 0..n.get() {
                    let ep = self.gep_const(p, i as u64 * stride as u64)?;
                    let e = self.extract(v, i)?;
                    self.store_plain(ep, &base_inner, e, at)?;
                }
            }
            Ti::Struct { ref members, .. } => {
                for (i, m) in members.iter().enumerate() {
                    let mp = self.gep_const(p, m.offset as u64)?;
                    let e = self.extract(v, i as u32)?;
                    self.store_plain(mp, &self.ir.types[m.ty].inner.clone(), e, at)?;
                }
            }
            ref other => {
                return Err(unsupported(format!(
                    "storing a value of type {}",
                    wgsl_type(self.ir, other)
                )))
            }
        }
        Ok(())
    }

    /// Stores the constant array `v` at `p` with a loop over its read-only table: one store per
    /// element, but code of constant size however long the array.
    fn store_const_array(
        &mut self,
        p: PointerValue<'ctx>,
        v: BasicValueEnum<'ctx>,
        stride: u32,
        elem: &Ti,
    ) -> Result<()> {
        let BasicTypeEnum::ArrayType(table_ty) = v.get_type() else {
            return Err(ice("a constant array that is not an LLVM array"));
        };
        let table = self.const_table(v)?;
        let before = self.b.get_insert_block().ok_or_else(|| ice("store outside a block"))?;
        let func = before.get_parent().ok_or_else(|| ice("block outside a function"))?;
        let body = self.cx.append_basic_block(func, "copy_table");
        let done = self.cx.append_basic_block(func, "table_copied");
        self.b.build_unconditional_branch(body)?;
        self.b.position_at_end(body);
        let i = self.b.build_phi(self.cx.i64_type(), "i")?;
        i.add_incoming(&[(&self.i64(0), before)]);
        let iv = i.as_basic_value().into_int_value();
        // SAFETY (inkwell marks GEP unsafe): the loop runs `i` from 0 to the table's length - 1.
        let src = unsafe { self.b.build_in_bounds_gep(table_ty, table, &[self.i64(0), iv], "")? };
        let e = self.b.build_load(table_ty.get_element_type(), src, "")?;
        let dst = self.gep_bytes(p, self.b.build_int_mul(iv, self.i64(stride as u64), "")?)?;
        self.store_plain(dst, elem, e, Placement::Element)?;
        let next = self.b.build_int_add(iv, self.i64(1), "")?;
        let latch = self.b.get_insert_block().ok_or_else(|| ice("store outside a block"))?;
        i.add_incoming(&[(&next, latch)]);
        let more = self
            .b
            .build_int_compare(IntPredicate::ULT, next, self.i64(table_ty.len() as u64), "")?;
        self.b.build_conditional_branch(more, body, done)?;
        self.b.position_at_end(done);
        Ok(())
    }

    /// Zeroes `bytes` bytes at `p`.
    fn zero_fill(&self, p: PointerValue<'ctx>, bytes: u64) -> Result<()> {
        if bytes > 0 {
            self.b
                .build_memset(p, 16, self.cx.i8_type().const_zero(), self.i64(bytes))?;
        }
        Ok(())
    }

    /// The buffer globals `finfo`'s function uses, in (group, binding) order: the kernel ABI's
    /// parameter order (`compiler::abi`).
    fn used_bindings(&self, finfo: &FunctionInfo) -> Vec<((u32, u32), Handle<naga::GlobalVariable>)> {
        let mut bindings: Vec<_> = self
            .ir
            .global_variables
            .iter()
            .filter(|(h, g)| is_buffer(g.space) && !finfo[*h].is_empty())
            .map(|(h, g)| (g.binding.as_ref().map(|b| (b.group, b.binding)).unwrap_or_default(), h))
            .collect();
        bindings.sort();
        bindings
    }

    /// The `var<immediate>` `finfo`'s function uses (one at most: naga validates that) and the
    /// number of 64-bit argument words it takes after the bindings (`compiler::abi`).
    fn used_immediate(&self, finfo: &FunctionInfo) -> Option<(Handle<naga::GlobalVariable>, u32)> {
        self.ir
            .global_variables
            .iter()
            .find(|(h, g)| g.space == naga::AddressSpace::Immediate && !finfo[*h].is_empty())
            .map(|(h, g)| (h, self.lay[g.ty].size.div_ceil(8)))
    }

    /// The entry's private copy of its `var<immediate>`: the argument words `word(k)` stored into
    /// a stack slot (16-byte aligned, as WGSL layout may need), which every use reads.
    fn immediate_copy<F>(&mut self, fx: &mut Fx<'a, 'ctx>, words: u32, mut word: F) -> Result<PointerValue<'ctx>>
    where
        F: FnMut(&mut Self, u32) -> Result<IntValue<'ctx>>,
    {
        let p = self.stack_bytes(fx, 8 * words as u64, "immediates")?;
        for k in 0..words {
            let w = word(self, k)?;
            let at = self.gep_const(p, 8 * k as u64)?;
            let st = self.b.build_store(at, w)?;
            st.set_alignment(8).map_err(|e| ice(e.to_string()))?;
        }
        Ok(p)
    }

    /// The value of an entry-point argument: a built-in, or a struct of built-ins, each given by
    /// `value_of` (the execution model's own ids).
    fn builtin_argument<F>(&mut self, arg: &naga::FunctionArgument, mut value_of: F) -> Result<BasicValueEnum<'ctx>>
    where
        F: FnMut(&mut Self, naga::BuiltIn) -> Result<BasicValueEnum<'ctx>>,
    {
        match arg.binding {
            Some(naga::Binding::BuiltIn(b)) => value_of(self, b),
            None => {
                let Ti::Struct { ref members, .. } = self.ir.types[arg.ty].inner else {
                    return Err(unsupported("an entry-point argument without a @builtin"));
                };
                let mut agg = self.vty(arg.ty)?.const_zero();
                for (k, m) in members.iter().enumerate() {
                    let Some(naga::Binding::BuiltIn(b)) = m.binding else {
                        return Err(unsupported("a struct entry-point argument member without a @builtin"));
                    };
                    let v = value_of(self, b)?;
                    agg = self.insert(agg, v, k as u32)?;
                }
                Ok(agg)
            }
            Some(ref other) => Err(unsupported(format!(
                "the entry-point input {other:?} in a compute kernel"
            ))),
        }
    }

    /// One zeroed (then initialised) stack slot per local variable of a function lowered with
    /// one invocation per call (helpers, GPU entry points).
    fn init_locals(&mut self, fx: &mut Fx<'a, 'ctx>) -> Result<()> {
        for (lh, lv) in fx.func.local_variables.iter() {
            let inner = self.ir.types[lv.ty].inner.clone();
            let size = self.size_of(&inner);
            let p = self.stack_bytes(fx, size, lv.name.as_deref().unwrap_or("local"))?;
            self.zero_fill(p, size)?;
            if let Some(init) = lv.init {
                let v = self.value(fx, init)?;
                self.store_plain(p, &inner, v, Placement::Element)?;
            }
            fx.locals.insert(lh, p);
        }
        Ok(())
    }

    // ---------------------------------------------------------------- intrinsics

    pub(crate) fn intrinsic(&self, name: &str, tys: &[BasicTypeEnum<'ctx>]) -> Result<FunctionValue<'ctx>> {
        let i = Intrinsic::find(name).ok_or_else(|| ice(format!("LLVM has no intrinsic {name}")))?;
        i.get_declaration(&self.m, tys)
            .ok_or_else(|| ice(format!("cannot declare {name} for {tys:?}")))
    }

    pub(crate) fn call_intr(
        &self,
        name: &str,
        tys: &[BasicTypeEnum<'ctx>],
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>> {
        let f = self.intrinsic(name, tys)?;
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.b
            .build_call(f, &args, "")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| ice(format!("{name} returned nothing")))
    }

    /// Calls a C math library function (`sinhf`, `atan2`, ...) on scalar floats.
    fn call_libm(&self, name: &str, args: &[BasicValueEnum<'ctx>]) -> Result<BasicValueEnum<'ctx>> {
        let ty = args[0].get_type();
        let f = self.m.get_function(name).unwrap_or_else(|| {
            let params: Vec<BasicMetadataTypeEnum> = args.iter().map(|a| a.get_type().into()).collect();
            self.m
                .add_function(name, ty.fn_type(&params, false), Some(Linkage::External))
        });
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.b
            .build_call(f, &args, "")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| ice("libm call returned nothing"))
    }

    fn new_block(&self, fx: &Fx<'a, 'ctx>, name: &str) -> BasicBlock<'ctx> {
        self.cx.append_basic_block(fx.llfn, name)
    }

    /// True when the current block already ends in a terminator (after break/continue/return).
    fn terminated(&self) -> bool {
        self.b.get_insert_block().and_then(|bb| bb.get_terminator()).is_some()
    }

    /// Branches to `bb` unless the current block already ended.
    fn br(&self, bb: BasicBlock<'ctx>) -> Result<()> {
        if !self.terminated() {
            self.b.build_unconditional_branch(bb)?;
        }
        Ok(())
    }

    /// After a terminator, continue emitting into a fresh unreachable block.
    fn after_terminator(&self, fx: &Fx<'a, 'ctx>) {
        let dead = self.new_block(fx, "dead");
        self.b.position_at_end(dead);
    }
}
