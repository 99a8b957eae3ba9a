//! bfloat16 on x86 (`KernelSource::bfloat16_halves`). LLVM lowers an f32 → bfloat16 rounding
//! to a call of `__truncsfbf2`, which the process does not have (libgcc has it from GCC 13) and
//! which stops the work-item loops from vectorizing. So every such conversion in the kernel
//! becomes integer arithmetic before the optimisation passes (lane-wise, so it vectorizes), and
//! the module defines `__truncsfbf2` the same way for the conversions LLVM itself adds when it
//! computes bfloat16 arithmetic in f32.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::{AnyType, BasicTypeEnum};
use inkwell::values::{BasicValue, BasicValueEnum, InstructionOpcode};
use inkwell::GlobalVisibility;

use crate::compiler::lower::ice;
use crate::error::Result;

/// `x` (f32, or a vector of them) rounded to bfloat16, nearest even, as LLVM's `fptrunc`
/// means it: a NaN stays a NaN (made quiet), overflow gives ±∞.
fn round_to_bfloat16<'ctx>(
    cx: &'ctx Context,
    b: &Builder<'ctx>,
    x: BasicValueEnum<'ctx>,
) -> Result<BasicValueEnum<'ctx>> {
    let lanes = match x.get_type() {
        BasicTypeEnum::VectorType(v) => Some(v.get_size()),
        _ => None,
    };
    let (i32t, i16t, bf16t) = (cx.i32_type(), cx.i16_type(), cx.bf16_type());
    use crate::compiler::llvm_ops::{self as ops, FloatPred, Op};
    let int = |c: u64| -> BasicValueEnum<'ctx> {
        let c: BasicValueEnum = i32t.const_int(c, false).into();
        match lanes {
            Some(n) => ops::const_vector(&vec![c; n as usize]),
            None => c,
        }
    };
    let (word, half, out): (BasicTypeEnum, BasicTypeEnum, BasicTypeEnum) = match lanes {
        Some(n) => (
            i32t.vec_type(n).into(),
            i16t.vec_type(n).into(),
            bf16t.vec_type(n).into(),
        ),
        None => (i32t.into(), i16t.into(), bf16t.into()),
    };
    let bits = ops::cast(b, Op::LLVMBitCast, x, word);
    let lsb = ops::binop(b, Op::LLVMAnd, ops::binop(b, Op::LLVMLShr, bits, int(16)), int(1));
    let rounded = ops::binop(b, Op::LLVMAdd, ops::binop(b, Op::LLVMAdd, bits, int(0x7fff)), lsb);
    let quiet = ops::binop(b, Op::LLVMOr, bits, int(0x40_0000));
    let nan = ops::fcmp(b, FloatPred::LLVMRealUNO, x, x);
    let picked = ops::select(b, nan, quiet, rounded);
    let high = ops::binop(b, Op::LLVMLShr, picked, int(16));
    let narrow = ops::cast(b, Op::LLVMTrunc, high, half);
    Ok(ops::cast(b, Op::LLVMBitCast, narrow, out))
}

/// The scalar type of `t` (its element type for a vector), if it is a basic type.
fn element_of(t: inkwell::types::AnyTypeEnum<'_>) -> Option<BasicTypeEnum<'_>> {
    match t {
        inkwell::types::AnyTypeEnum::VectorType(v) => Some(v.get_element_type()),
        other => BasicTypeEnum::try_from(other).ok(),
    }
}

/// Replaces every f32 → bfloat16 `fptrunc` in `module` with [`round_to_bfloat16`] and defines
/// `__truncsfbf2`. (Widening needs nothing: x86 shifts the bits itself.) An f64 → bfloat16
/// conversion would round twice this way: refused (no built-in op converts f64 to bfloat16).
pub(super) fn legalize<'ctx>(cx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let b = cx.create_builder();
    let bf16t: BasicTypeEnum = cx.bf16_type().into();
    let mut f = module.get_first_function();
    while let Some(func) = f {
        for block in func.get_basic_block_iter() {
            let mut at = block.get_first_instruction();
            while let Some(inst) = at {
                at = inst.get_next_instruction();
                if inst.get_opcode() != InstructionOpcode::FPTrunc || element_of(inst.get_type()) != Some(bf16t) {
                    continue;
                }
                let x = inst
                    .get_operand(0)
                    .and_then(|o| o.value())
                    .ok_or_else(|| ice("a conversion without an operand"))?;
                if element_of(x.get_type().as_any_type_enum()) != Some(cx.f32_type().into()) {
                    return Err(ice("an f64 → bfloat16 conversion on the host"));
                }
                b.position_before(&inst);
                let r = round_to_bfloat16(cx, &b, x)?;
                let r = r
                    .as_instruction_value()
                    .ok_or_else(|| ice("bfloat16 rounding folded to a constant"))?;
                inst.replace_all_uses_with(&r);
                inst.erase_from_basic_block();
            }
        }
        f = func.get_next_function();
    }
    // The libcall: `bfloat __truncsfbf2(float)`, the same rounding.
    let fty = cx.bf16_type().fn_type(&[cx.f32_type().into()], false);
    let func = module.add_function("__truncsfbf2", fty, Some(Linkage::External));
    func.as_global_value().set_visibility(GlobalVisibility::Hidden);
    let entry = cx.append_basic_block(func, "entry");
    b.position_at_end(entry);
    let x = func
        .get_nth_param(0)
        .ok_or_else(|| ice("__truncsfbf2 without its parameter"))?;
    let r = round_to_bfloat16(cx, &b, x)?;
    b.build_return(Some(&r))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::{CpuDeviceConfig, GpuContext, KernelSource, LaunchConfig};
    use half::bf16;

    /// Rounds `x` to bfloat16 (`f16(x)` in a kernel compiled with its halves as bfloat16), and
    /// widens `h` back, and adds `h` to itself in bfloat16 (LLVM computes that in f32 and rounds
    /// with the module's `__truncsfbf2`), on the CPU device.
    fn run(x: &[f32], h: &[bf16]) -> (Vec<bf16>, Vec<f32>, Vec<bf16>) {
        let ctx = GpuContext::with_cpu_device(&CpuDeviceConfig::host());
        let source = KernelSource::wgsl(
            "enable f16;
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> h: array<f16>;
@group(0) @binding(2) var<storage, read_write> rounded: array<f16>;
@group(0) @binding(3) var<storage, read_write> widened: array<f32>;
@group(0) @binding(4) var<storage, read_write> doubled: array<f16>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if i < arrayLength(&x) { rounded[i] = f16(x[i]); }
    if i < arrayLength(&h) { widened[i] = f32(h[i]); doubled[i] = h[i] + h[i]; }
}",
        )
        .bfloat16_halves();
        let k = ctx.compile_kernel(&source).unwrap();
        assert!(k.signature().features.bf16 && !k.signature().features.f16);
        let (dx, dh) = (ctx.upload(x).unwrap(), ctx.upload(h).unwrap());
        let rounded = ctx.alloc::<bf16>(x.len()).unwrap();
        let widened = ctx.alloc::<f32>(h.len()).unwrap();
        let doubled = ctx.alloc::<bf16>(h.len()).unwrap();
        let cfg = LaunchConfig::for_elements(x.len().max(h.len()), &k);
        ctx.launch(&k, cfg, &[&dx, &dh, &rounded, &widened, &doubled]).unwrap();
        (
            ctx.download(&rounded).unwrap(),
            ctx.download(&widened).unwrap(),
            ctx.download(&doubled).unwrap(),
        )
    }

    #[test]
    fn host_bfloat16_conversions_round_to_nearest_even_and_keep_nan() {
        // Every bfloat16 with low halves at and around the halfway point, and the edges.
        let lows = [0u32, 1, 0x7fff, 0x8000, 0x8001, 0xffff, 0x1234];
        let x: Vec<f32> = (0..=0xffffu32)
            .flat_map(|high| lows.iter().map(move |&low| f32::from_bits(high << 16 | low)))
            .collect();
        let h: Vec<bf16> = (0..=0xffffu16).map(bf16::from_bits).collect();
        let (rounded, widened, doubled) = run(&x, &h);
        for (&v, &r) in x.iter().zip(&rounded) {
            let want = bf16::from_f32(v);
            if v.is_nan() {
                assert!(r.is_nan(), "{:#x} → {:#x}", v.to_bits(), r.to_bits());
            } else {
                assert_eq!(r.to_bits(), want.to_bits(), "{:#x} ({v:e})", v.to_bits());
            }
        }
        for ((&b, &w), &d) in h.iter().zip(&widened).zip(&doubled) {
            assert_eq!(w.to_bits(), u32::from(b.to_bits()) << 16, "{:#x}", b.to_bits());
            let want = bf16::from_f32(b.to_f32() * 2.0);
            if want.is_nan() {
                assert!(d.is_nan(), "{:#x} doubled → {:#x}", b.to_bits(), d.to_bits());
            } else {
                assert_eq!(d.to_bits(), want.to_bits(), "{:#x} doubled", b.to_bits());
            }
        }
    }
}
