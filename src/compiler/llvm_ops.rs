//! Type-generic LLVM instruction builders. inkwell splits every operation by value kind (int,
//! float, vector); WGSL operators apply uniformly to scalars and vectors, so these take any
//! `BasicValueEnum` and call LLVM's C API directly. All `unsafe` of the compiler lives here.

use inkwell::builder::Builder;
use inkwell::llvm_sys::core::{LLVMBuildBinOp, LLVMBuildCast, LLVMBuildFCmp, LLVMBuildICmp, LLVMBuildSelect};
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate};
use inkwell::types::{AsTypeRef, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValueEnum};

pub(crate) use inkwell::llvm_sys::LLVMIntPredicate as IntPred;
pub(crate) use inkwell::llvm_sys::LLVMOpcode as Op;
pub(crate) use inkwell::llvm_sys::LLVMRealPredicate as FloatPred;

const NAME: &[u8] = b"\0";

/// Element `i` of a constant array, struct or vector (any kind of constant aggregate, including
/// zero and packed data arrays), or `None` past its end.
pub(crate) fn aggregate_element<'ctx>(c: BasicValueEnum<'ctx>, i: u32) -> Option<BasicValueEnum<'ctx>> {
    use inkwell::llvm_sys::core::LLVMGetAggregateElement;
    // SAFETY: `c` is a live value of this context; LLVM returns null for a non-constant or an
    // index out of range, and otherwise a constant of the same context.
    unsafe {
        let e = LLVMGetAggregateElement(c.as_value_ref(), i);
        (!e.is_null()).then(|| BasicValueEnum::new(e))
    }
}

/// The constant vector of `lanes` (scalar constants of one type).
pub(crate) fn const_vector<'ctx>(lanes: &[BasicValueEnum<'ctx>]) -> BasicValueEnum<'ctx> {
    use inkwell::llvm_sys::core::LLVMConstVector;
    let mut refs: Vec<_> = lanes.iter().map(|l| l.as_value_ref()).collect();
    // SAFETY: `refs` holds `refs.len()` live scalar constants of one type, as LLVM requires.
    unsafe { BasicValueEnum::new(LLVMConstVector(refs.as_mut_ptr(), refs.len() as u32)) }
}

/// `op l, r` for scalars or vectors of the same type.
pub(crate) fn binop<'ctx>(
    b: &Builder<'ctx>,
    op: LLVMOpcode,
    l: BasicValueEnum<'ctx>,
    r: BasicValueEnum<'ctx>,
) -> BasicValueEnum<'ctx> {
    // SAFETY: both values and the builder belong to the same LLVM context (the lowering only ever
    // holds values of one context); LLVM checks operand types in the module verifier, which runs
    // before any codegen, so a mismatch becomes an internal-compiler error rather than UB.
    unsafe {
        BasicValueEnum::new(LLVMBuildBinOp(
            b.as_mut_ptr(),
            op,
            l.as_value_ref(),
            r.as_value_ref(),
            NAME.as_ptr().cast(),
        ))
    }
}

/// `freeze v`: the same value, which LLVM's folds treat as opaque. See `runtime_len`.
pub(crate) fn freeze<'ctx>(b: &Builder<'ctx>, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
    use inkwell::llvm_sys::core::LLVMBuildFreeze;
    // SAFETY: the value and the builder belong to the same LLVM context, as for `binop`.
    unsafe { BasicValueEnum::new(LLVMBuildFreeze(b.as_mut_ptr(), v.as_value_ref(), NAME.as_ptr().cast())) }
}

/// Integer comparison, scalar or per component.
pub(crate) fn icmp<'ctx>(
    b: &Builder<'ctx>,
    p: LLVMIntPredicate,
    l: BasicValueEnum<'ctx>,
    r: BasicValueEnum<'ctx>,
) -> BasicValueEnum<'ctx> {
    // SAFETY: as in `binop`.
    unsafe {
        BasicValueEnum::new(LLVMBuildICmp(
            b.as_mut_ptr(),
            p,
            l.as_value_ref(),
            r.as_value_ref(),
            NAME.as_ptr().cast(),
        ))
    }
}

/// Float comparison, scalar or per component.
pub(crate) fn fcmp<'ctx>(
    b: &Builder<'ctx>,
    p: LLVMRealPredicate,
    l: BasicValueEnum<'ctx>,
    r: BasicValueEnum<'ctx>,
) -> BasicValueEnum<'ctx> {
    // SAFETY: as in `binop`.
    unsafe {
        BasicValueEnum::new(LLVMBuildFCmp(
            b.as_mut_ptr(),
            p,
            l.as_value_ref(),
            r.as_value_ref(),
            NAME.as_ptr().cast(),
        ))
    }
}

/// Conversion instruction (`op` is a cast opcode) to `ty`.
pub(crate) fn cast<'ctx>(
    b: &Builder<'ctx>,
    op: LLVMOpcode,
    v: BasicValueEnum<'ctx>,
    ty: BasicTypeEnum<'ctx>,
) -> BasicValueEnum<'ctx> {
    // SAFETY: as in `binop`.
    unsafe {
        BasicValueEnum::new(LLVMBuildCast(
            b.as_mut_ptr(),
            op,
            v.as_value_ref(),
            ty.as_type_ref(),
            NAME.as_ptr().cast(),
        ))
    }
}

/// `select c, a, b` where `c` is `i1` or a vector of `i1`.
pub(crate) fn select<'ctx>(
    b: &Builder<'ctx>,
    c: BasicValueEnum<'ctx>,
    t: BasicValueEnum<'ctx>,
    f: BasicValueEnum<'ctx>,
) -> BasicValueEnum<'ctx> {
    // SAFETY: as in `binop`.
    unsafe {
        BasicValueEnum::new(LLVMBuildSelect(
            b.as_mut_ptr(),
            c.as_value_ref(),
            t.as_value_ref(),
            f.as_value_ref(),
            NAME.as_ptr().cast(),
        ))
    }
}

/// `atomicrmw op ptr, v` (monotonic... seq_cst as asked) for any integer or float value.
pub(crate) fn atomic_rmw<'ctx>(
    b: &Builder<'ctx>,
    op: inkwell::llvm_sys::LLVMAtomicRMWBinOp,
    ptr: inkwell::values::PointerValue<'ctx>,
    v: BasicValueEnum<'ctx>,
    ordering: inkwell::llvm_sys::LLVMAtomicOrdering,
) -> BasicValueEnum<'ctx> {
    // SAFETY: as in `binop`; `ptr` points to memory of `v`'s type (the lowering derives both
    // from the same naga atomic type).
    unsafe {
        BasicValueEnum::new(inkwell::llvm_sys::core::LLVMBuildAtomicRMW(
            b.as_mut_ptr(),
            op,
            ptr.as_value_ref(),
            v.as_value_ref(),
            ordering,
            0,
        ))
    }
}

/// Attaches `!llvm.loop !{self, !{opt0}, !{opt1}...}` loop metadata to a loop's latch branch.
/// Work-item loops are marked `llvm.loop.unroll.disable`, so that LLVM vectorizes them across
/// work-items instead of fully unrolling them first (its full unroller runs before the
/// vectorizer).
pub(crate) fn mark_loop<'ctx>(
    cx: &inkwell::context::Context,
    latch: inkwell::values::InstructionValue<'ctx>,
    options: &[&str],
) {
    use inkwell::llvm_sys::core::{
        LLVMGetMDKindIDInContext, LLVMMDNodeInContext2, LLVMMDStringInContext2, LLVMMetadataAsValue, LLVMSetMetadata,
    };
    use inkwell::llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
    // SAFETY: all metadata is created in `cx`, the context `latch` belongs to; the temporary
    // node is consumed by `LLVMMetadataReplaceAllUsesWith` (which frees it), giving the loop id
    // its required self-reference.
    unsafe {
        let ctx = cx.raw();
        let temp = LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
        let mut ops = vec![temp];
        for o in options {
            // `name=false`: the option with a boolean operand (`llvm.loop.vectorize.enable`).
            let (name, off) = match o.strip_suffix("=false") {
                Some(n) => (n, true),
                None => (*o, false),
            };
            let s = LLVMMDStringInContext2(ctx, name.as_ptr().cast(), name.len());
            let mut node = vec![s];
            if off {
                let bool_ty = inkwell::llvm_sys::core::LLVMInt1TypeInContext(ctx);
                let zero = inkwell::llvm_sys::core::LLVMConstInt(bool_ty, 0, 0);
                node.push(inkwell::llvm_sys::core::LLVMValueAsMetadata(zero));
            }
            ops.push(LLVMMDNodeInContext2(ctx, node.as_mut_ptr(), node.len()));
        }
        let id = LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len());
        LLVMMetadataReplaceAllUsesWith(temp, id);
        let kind = LLVMGetMDKindIDInContext(ctx, b"llvm.loop".as_ptr().cast(), 9);
        LLVMSetMetadata(latch.as_value_ref(), kind, LLVMMetadataAsValue(ctx, id));
    }
}

/// The blocks a terminator can branch to, in successor order.
pub(crate) fn successors<'ctx>(
    term: inkwell::values::InstructionValue<'ctx>,
) -> Vec<inkwell::basic_block::BasicBlock<'ctx>> {
    use inkwell::llvm_sys::core::{LLVMGetNumSuccessors, LLVMGetSuccessor};
    // SAFETY: `term` is a live terminator instruction; successor indices stay below its count,
    // and every successor is a live block of the same function.
    unsafe {
        let t = term.as_value_ref();
        (0..LLVMGetNumSuccessors(t))
            .filter_map(|i| inkwell::basic_block::BasicBlock::new(LLVMGetSuccessor(t, i)))
            .collect()
    }
}

/// Makes successor `index` of the terminator `term` branch to `to` instead.
pub(crate) fn set_successor<'ctx>(
    term: inkwell::values::InstructionValue<'ctx>,
    index: u32,
    to: inkwell::basic_block::BasicBlock<'ctx>,
) {
    use inkwell::llvm_sys::core::{LLVMGetNumSuccessors, LLVMSetSuccessor};
    // SAFETY: `term` is a live terminator with more than `index` successors (checked) and `to`
    // a live block of the same function.
    unsafe {
        let t = term.as_value_ref();
        assert!(index < LLVMGetNumSuccessors(t), "successor index out of range");
        LLVMSetSuccessor(t, index, to.as_mut_ptr());
    }
}

/// Marks every floating-point add, subtract, multiply and negation of `module` `contract`, so
/// that LLVM may fuse a multiply and an add into an FMA (`KernelSource::allow_contraction`).
pub(crate) fn allow_contraction(module: &inkwell::module::Module<'_>) {
    use inkwell::values::{FastMathFlags, InstructionOpcode as Opcode};
    for func in module.get_functions() {
        for block in func.get_basic_block_iter() {
            let mut next = block.get_first_instruction();
            while let Some(ins) = next {
                next = ins.get_next_instruction();
                if matches!(
                    ins.get_opcode(),
                    Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FNeg
                ) {
                    let flags = ins.get_fast_math_flags().unwrap_or(FastMathFlags::empty());
                    // Only float instructions reach here, which always take flags.
                    let _ = ins.set_fast_math_flags(flags | FastMathFlags::AllowContract);
                }
            }
        }
    }
}

/// Rewrites each `contract` add or subtract of a `contract` multiply into one `llvm.fma` (a
/// multiply with several such uses fuses into each: an FMA costs what an add does on a GPU),
/// which is what LLVM's DAG combiner does from the same flags on AMDGPU and x86, but
/// NVPTX (LLVM 19) fuses only under a global fusion option and keeps flagged pairs as `mul.rn` +
/// `add.rn`. `x·y + z`, `z + x·y` → `fma(x, y, z)`; `x·y − z` → `fma(x, y, −z)`; `z − x·y` →
/// `fma(−x, y, z)`. Returns whether anything changed.
pub(crate) fn fuse_contracted_multiply_adds(module: &inkwell::module::Module<'_>) -> bool {
    use inkwell::intrinsics::Intrinsic;
    use inkwell::values::{BasicValue, InstructionOpcode as Opcode, ValueKind};
    let Some(fma) = Intrinsic::find("llvm.fma") else {
        return false;
    };
    let cx = module.get_context();
    let builder = cx.create_builder();
    let mut changed = false;
    for func in module.get_functions() {
        for block in func.get_basic_block_iter() {
            let mut next = block.get_first_instruction();
            while let Some(ins) = next {
                next = ins.get_next_instruction();
                let op = ins.get_opcode();
                if !matches!(op, Opcode::FAdd | Opcode::FSub) || !contracts(&ins) {
                    continue;
                }
                let (Some(l), Some(r)) = (operand(&ins, 0), operand(&ins, 1)) else {
                    continue;
                };
                builder.position_before(&ins);
                let fused = match (op, contracted_product(l), contracted_product(r)) {
                    (Opcode::FAdd, Some((m, x, y)), _) => Some((m, x, y, Some(r))),
                    (Opcode::FAdd, None, Some((m, x, y))) => Some((m, x, y, Some(l))),
                    (Opcode::FSub, Some((m, x, y)), _) => Some((m, x, y, negated(&builder, r))),
                    (Opcode::FSub, None, Some((m, x, y))) => negated(&builder, x).map(|nx| (m, nx, y, Some(l))),
                    _ => None,
                };
                let Some((mul, x, y, Some(z))) = fused else { continue };
                let Some(decl) = fma.get_declaration(module, &[x.get_type()]) else {
                    continue;
                };
                let Ok(call) = builder.build_call(decl, &[x.into(), y.into(), z.into()], "") else {
                    continue;
                };
                let ValueKind::Basic(result) = call.try_as_basic_value() else {
                    continue;
                };
                let Some(new) = result.as_instruction_value() else {
                    continue;
                };
                ins.replace_all_uses_with(&new);
                ins.erase_from_basic_block();
                if mul.get_first_use().is_none() {
                    mul.erase_from_basic_block();
                }
                changed = true;
            }
        }
    }
    changed
}

fn contracts(i: &inkwell::values::InstructionValue<'_>) -> bool {
    use inkwell::values::FastMathFlags;
    i.get_fast_math_flags()
        .is_ok_and(|f| f.contains(FastMathFlags::AllowContract))
}

fn operand<'ctx>(i: &inkwell::values::InstructionValue<'ctx>, n: u32) -> Option<BasicValueEnum<'ctx>> {
    match i.get_operand(n) {
        Some(inkwell::values::Operand::Value(v)) => Some(v),
        _ => None,
    }
}

/// `v` as a `contract` multiply: the multiply and its two factors.
fn contracted_product<'ctx>(
    v: BasicValueEnum<'ctx>,
) -> Option<(
    inkwell::values::InstructionValue<'ctx>,
    BasicValueEnum<'ctx>,
    BasicValueEnum<'ctx>,
)> {
    use inkwell::values::{BasicValue, InstructionOpcode as Opcode};
    let m = v.as_instruction_value()?;
    if m.get_opcode() != Opcode::FMul || !contracts(&m) {
        return None;
    }
    Some((m, operand(&m, 0)?, operand(&m, 1)?))
}

fn negated<'ctx>(builder: &Builder<'ctx>, v: BasicValueEnum<'ctx>) -> Option<BasicValueEnum<'ctx>> {
    Some(match v {
        BasicValueEnum::FloatValue(f) => builder.build_float_neg(f, "").ok()?.into(),
        BasicValueEnum::VectorValue(f) => builder.build_float_neg(f, "").ok()?.into(),
        _ => return None,
    })
}

/// Removes every block that holds nothing but an unconditional branch to a block without PHI
/// nodes, sending its predecessors straight on. LLVM's CFG simplification does the same, but each
/// fold costs time proportional to the successor's predecessors: quadratic when thousands of such
/// blocks lead to one (the join after each bounds-checked store of a 10,000-case `switch` took
/// 25 s). Done here first, it is linear. Run before the optimisation pipeline.
pub(crate) fn fold_empty_blocks(module: &inkwell::module::Module<'_>) {
    use inkwell::values::InstructionOpcode as Opcode;
    let mut next = module.get_first_function();
    while let Some(func) = next {
        let entry = func.get_first_basic_block();
        for bb in func.get_basic_blocks() {
            let Some(term) = bb.get_first_instruction() else {
                continue;
            };
            // One operand: unconditional. Metadata (a loop's `llvm.loop`) must stay on its branch.
            if Some(bb) == entry
                || term.get_opcode() != Opcode::Br
                || term.get_num_operands() != 1
                || term.has_metadata()
            {
                continue;
            }
            let Some(succ) = term.get_operand(0).and_then(|o| o.block()) else {
                continue;
            };
            let succ_starts_with_phi = succ
                .get_first_instruction()
                .is_none_or(|i| i.get_opcode() == Opcode::Phi);
            if succ == bb || succ_starts_with_phi {
                continue;
            }
            bb.replace_all_uses_with(&succ);
            // SAFETY: `bb` is not the entry block and nothing refers to it any more (its only
            // successor has no PHI nodes naming it); it is not visited again.
            let _ = unsafe { bb.delete() };
        }
        next = func.get_next_function();
    }
}

/// LLVM's error diagnostics for one context, collected instead of ending the process: LLVM's
/// default handler prints an error and calls `exit(1)` (the AMDGPU back end reports a kernel whose
/// private arrays exceed its 128 KiB stack frame that way). Dropping it restores the default.
pub(crate) struct CapturedDiagnostics<'ctx> {
    cx: &'ctx inkwell::context::Context,
    errors: Box<std::sync::Mutex<Vec<String>>>,
}

impl<'ctx> CapturedDiagnostics<'ctx> {
    pub(crate) fn new(cx: &'ctx inkwell::context::Context) -> Self {
        let errors = Box::new(std::sync::Mutex::new(Vec::new()));
        let sink: *const std::sync::Mutex<Vec<String>> = &*errors;
        // SAFETY: `sink` points into a box this value owns, and `drop` removes the handler
        // before the box is freed; `cx` outlives this value.
        unsafe {
            inkwell::llvm_sys::core::LLVMContextSetDiagnosticHandler(
                cx.raw(),
                Some(collect_error),
                sink as *mut std::ffi::c_void,
            );
        }
        CapturedDiagnostics { cx, errors }
    }

    /// The errors LLVM reported so far, if any, as a refusal naming the target and kernel: they
    /// are resource limits of the target (stack frame, registers) the kernel exceeds.
    pub(crate) fn check(&self, target: &str, entry: &str) -> crate::error::Result<()> {
        let errors = self.errors.lock().map(|e| e.clone()).unwrap_or_default();
        if errors.is_empty() {
            return Ok(());
        }
        Err(crate::error::GpuError::not_supported(format!(
            "the {target} code generator cannot compile kernel `{entry}`: {} (a stack frame limit means too much function-local or private array memory per invocation)",
            errors.join("; ")
        )))
    }
}

impl Drop for CapturedDiagnostics<'_> {
    fn drop(&mut self) {
        // SAFETY: `cx` is alive (borrowed for this value's life); no handler means LLVM's default.
        unsafe {
            inkwell::llvm_sys::core::LLVMContextSetDiagnosticHandler(self.cx.raw(), None, std::ptr::null_mut());
        }
    }
}

extern "C" fn collect_error(info: inkwell::llvm_sys::prelude::LLVMDiagnosticInfoRef, sink: *mut std::ffi::c_void) {
    use inkwell::llvm_sys::core::{LLVMDisposeMessage, LLVMGetDiagInfoDescription, LLVMGetDiagInfoSeverity};
    use inkwell::llvm_sys::LLVMDiagnosticSeverity;
    // SAFETY: LLVM passes a live diagnostic; `sink` is the mutex `CapturedDiagnostics::new`
    // registered, alive while the handler is installed. Nothing here may unwind into LLVM.
    unsafe {
        if LLVMGetDiagInfoSeverity(info) != LLVMDiagnosticSeverity::LLVMDSError {
            return;
        }
        let text = LLVMGetDiagInfoDescription(info);
        if text.is_null() {
            return;
        }
        let message = std::ffi::CStr::from_ptr(text).to_string_lossy();
        let message = message.trim_start_matches("<unknown>:0:0: ").to_string();
        LLVMDisposeMessage(text);
        if let Ok(mut errors) = (*(sink as *const std::sync::Mutex<Vec<String>>)).lock() {
            errors.push(message);
        }
    }
}

/// LLVM's process-wide options, set once before the first pass pipeline of any target runs (so
/// that no target's code depends on which target compiled first):
/// - `-scalarize-load-store`: LLVM's `scalarizer` pass splits vector loads and stores too (in
///   LLVM 19 only a command-line option, not a pass parameter). The host pipeline scalarizes WGSL
///   vectors so that the CPU device's work-item loops vectorize across work-items: LLVM's loop
///   vectorizer gives up on any loop with a vector-typed instruction, and a `vec4` load is one.
///   No other pipeline of ours runs the scalarizer.
/// - `-indvars-widen-indvars=false`: `indvars` otherwise widens a 32-bit induction variable (a
///   work-item's `global_invocation_id`) to 64 bits wherever it is zero-extended for an
///   address, and the vectorizer then computes every index and bounds check on 8 lanes of i64
///   where 16 of i32 would do (the sigmoid kernel's loop: 10 instructions of index arithmetic
///   per 16 elements instead of 4). Measured on the CPU device (2026-11-28, 2 runs, A/B in one
///   build): the fused 4-op batch over 16M elements 5.0–5.1 → 3.4–3.6 ms, exp 32 → 35–37 GB/s,
///   sigmoid 28 → 30.5–31 GB/s, the rest unchanged. The PTX of every op kernel is unchanged by
///   it (`anygpu ops dump --target ptx`, sm_90): NVPTX narrows its indices itself.
/// - `-alias-set-saturation-threshold=1000` (LLVM's default 250): past that many memory locations
///   in a loop, LLVM stops telling them apart and assumes every access may alias every other. A
///   CPU-device region that updates many per-work-item arrays crosses it (the portable matmul's
///   step: 32 `vec4` accumulators, 4 floats each, loaded and stored), and the vectorizer then
///   asked for a run-time overlap check between every pair of arrays and gave up, leaving the
///   step's 512 FMAs scalar. Every PTX (sm_90) and AMDGCN (gfx942) op kernel is byte-identical
///   with and without it.
pub(crate) fn set_llvm_options() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [
            c"anygpu".as_ptr(),
            c"-scalarize-load-store".as_ptr(),
            c"-indvars-widen-indvars=false".as_ptr(),
            c"-alias-set-saturation-threshold=1000".as_ptr(),
            // IRCE on the host's work-item loops (`targets::host`'s `passes`).
            c"-irce-skip-profitability-checks".as_ptr(),
        ];
        // SAFETY: NUL-terminated strings that outlive the call; LLVM copies what it keeps.
        // `Once` keeps an option from being given twice (LLVM rejects a repeated one).
        unsafe {
            inkwell::llvm_sys::support::LLVMParseCommandLineOptions(args.len() as i32, args.as_ptr(), std::ptr::null())
        };
    });
}

/// Gives every instruction a source location in its own function's scope, as LLVM's verifier
/// requires once functions carry subprograms: a location from another function (left on the
/// builder while lowering switched functions) is moved to this function's subprogram at the
/// same line, one in a function without a subprogram is dropped, and a call of a function with
/// a subprogram gets line 0 ("no line") where it has none.
pub(crate) fn scope_debug_locations(module: &inkwell::module::Module<'_>) {
    use inkwell::context::AsContextRef;
    use inkwell::llvm_sys::core::{LLVMGetCalledValue, LLVMGetInstructionOpcode, LLVMIsAFunction};
    use inkwell::llvm_sys::debuginfo::{
        LLVMDIBuilderCreateDebugLocation, LLVMDILocationGetColumn, LLVMDILocationGetLine, LLVMDILocationGetScope,
        LLVMGetSubprogram, LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc,
    };
    let context = module.get_context();
    let mut f = module.get_first_function();
    while let Some(func) = f {
        f = func.get_next_function();
        // SAFETY: `func` is a live function of `module`; LLVM returns null when it has no
        // subprogram.
        let subprogram = unsafe { LLVMGetSubprogram(func.as_value_ref()) };
        for bb in func.get_basic_block_iter() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                inst = i.get_next_instruction();
                let raw = i.as_value_ref();
                // SAFETY: `raw` is a live instruction of `func`; its debug location is null or
                // a DILocation, whose scope, line and column LLVM reads; the new location is
                // made in the module's context with a live subprogram as its scope; setting a
                // null location removes it.
                unsafe {
                    let loc = LLVMInstructionGetDebugLoc(raw);
                    if subprogram.is_null() {
                        if !loc.is_null() {
                            LLVMInstructionSetDebugLoc(raw, std::ptr::null_mut());
                        }
                        continue;
                    }
                    let (line, column) = if loc.is_null() {
                        let is_call = LLVMGetInstructionOpcode(raw) == LLVMOpcode::LLVMCall;
                        let callee = if is_call {
                            LLVMGetCalledValue(raw)
                        } else {
                            std::ptr::null_mut()
                        };
                        let described = !callee.is_null()
                            && !LLVMIsAFunction(callee).is_null()
                            && !LLVMGetSubprogram(callee).is_null();
                        if !described {
                            continue;
                        }
                        (0, 0)
                    } else if LLVMDILocationGetScope(loc) != subprogram {
                        (LLVMDILocationGetLine(loc), LLVMDILocationGetColumn(loc))
                    } else {
                        continue;
                    };
                    let moved = LLVMDIBuilderCreateDebugLocation(
                        context.as_ctx_ref(),
                        line,
                        column,
                        subprogram,
                        std::ptr::null_mut(),
                    );
                    LLVMInstructionSetDebugLoc(raw, moved);
                }
            }
        }
    }
}
