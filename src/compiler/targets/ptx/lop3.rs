//! Two bitwise operations with a constant each, `(a & C1) | C2` and the like, as one PTX
//! `lop3.b32`.
//!
//! NVIDIA's LOP3 computes any function of three 32-bit inputs in one instruction, and ptxas fuses
//! an `and` and an `or` of the PTX into one — except when both take an immediate: a LOP3 encodes
//! one, and ptxas does not hold the other in a register. LLVM's NVPTX back end never writes
//! `lop3` itself, so `(w & 0xF0000) | 0x4B000000` (a field set into the mantissa of 2^23, how
//! the quantized GEMV makes a weight an f32 without a conversion) took two LOP3s per value.
//! Written as one `lop3.b32` with both immediates, ptxas keeps the second constant in a register
//! set once outside the loop: the Q4_K GEMV's hottest loop (sm_90, four slabs of four features)
//! went from 1 108 to 950 instructions (845 with its loads unchecked too, `Reads::Clamped`),
//! every value one LOP3 and one FFMA. AMD's back end fused few such pairs itself (gfx942, the
//! same kernel: 20 `v_and_or_b32` beside 164 `v_and_b32` and 188 `v_or_b32`); that is left open.

use inkwell::module::Module;
use inkwell::values::{BasicValue, BasicValueEnum, InstructionOpcode as Opcode, InstructionValue, ValueKind};

/// Rewrites every `outer(inner(a, C1), C2)` over i32 (`outer` and `inner` each `and`, `or` or
/// `xor`, the inner one used only there) as `lop3.b32` with `C1` and `C2` as immediates, in
/// the optimised module, before code generation. The bits are the same: only the instruction
/// count changes. Returns whether anything changed.
pub(super) fn fuse_constant_bitwise_pairs(module: &Module<'_>) -> bool {
    let cx = module.get_context();
    let builder = cx.create_builder();
    let i32t = cx.i32_type();
    let fty = i32t.fn_type(&[i32t.into()], false);
    let mut changed = false;
    for func in module.get_functions() {
        for block in func.get_basic_block_iter() {
            let mut next = block.get_first_instruction();
            while let Some(outer) = next {
                next = outer.get_next_instruction();
                let Some((inner, a, c1, c2, lut)) = constant_pair(&outer) else {
                    continue;
                };
                let asm = cx.create_inline_asm(
                    fty,
                    format!("lop3.b32 $0, $1, {c1:#x}, {c2:#x}, {lut:#x};"),
                    "=r,r".into(),
                    false,
                    false,
                    None,
                    false,
                );
                builder.position_before(&outer);
                let Ok(call) = builder.build_indirect_call(fty, asm, &[a.into()], "lop3") else {
                    continue;
                };
                let ValueKind::Basic(result) = call.try_as_basic_value() else {
                    continue;
                };
                let Some(fused) = result.as_instruction_value() else {
                    continue;
                };
                outer.replace_all_uses_with(&fused);
                outer.erase_from_basic_block();
                inner.erase_from_basic_block();
                changed = true;
            }
        }
    }
    changed
}

/// `outer` as `outer(inner(a, c1), c2)`: the inner instruction, `a`, both constants and the
/// LOP3 truth table (inputs `a`, `c1`, `c2` as 0xF0, 0xCC, 0xAA, the PTX ISA's convention).
fn constant_pair<'ctx>(
    outer: &InstructionValue<'ctx>,
) -> Option<(InstructionValue<'ctx>, BasicValueEnum<'ctx>, u32, u32, u8)> {
    let outer_op = outer.get_opcode();
    if !is_i32_bitwise(outer) {
        return None;
    }
    let (inner, c2) = value_and_constant(outer)?;
    let inner = inner.as_instruction_value()?;
    if !is_i32_bitwise(&inner) || inner.get_first_use()?.get_next_use().is_some() {
        return None;
    }
    let (a, c1) = value_and_constant(&inner)?;
    let lut = apply(outer_op, apply(inner.get_opcode(), 0xF0, 0xCC), 0xAA) as u8;
    Some((inner, a, c1, c2, lut))
}

fn is_i32_bitwise(i: &InstructionValue<'_>) -> bool {
    matches!(i.get_opcode(), Opcode::And | Opcode::Or | Opcode::Xor)
        && i.get_type().is_int_type()
        && i.get_type().into_int_type().get_bit_width() == 32
}

/// A two-operand instruction's non-constant operand and its constant one.
fn value_and_constant<'ctx>(i: &InstructionValue<'ctx>) -> Option<(BasicValueEnum<'ctx>, u32)> {
    let operand = |n| match i.get_operand(n) {
        Some(inkwell::values::Operand::Value(v)) => Some(v),
        _ => None,
    };
    let constant = |v: BasicValueEnum<'ctx>| match v {
        BasicValueEnum::IntValue(c) if c.is_const() => c.get_zero_extended_constant().map(|c| c as u32),
        _ => None,
    };
    let (x, y) = (operand(0)?, operand(1)?);
    match (constant(x), constant(y)) {
        (None, Some(c)) => Some((x, c)),
        (Some(c), None) => Some((y, c)),
        _ => None,
    }
}

fn apply(op: Opcode, x: u32, y: u32) -> u32 {
    match op {
        Opcode::And => x & y,
        Opcode::Or => x | y,
        _ => x ^ y,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `lop3.b32 d, a, b, c, lut` computes (PTX ISA): bit `i` of `d` is bit
    /// `4·a_i + 2·b_i + c_i` of `lut`.
    fn lop3(lut: u8, a: u32, b: u32, c: u32) -> u32 {
        (0..32).fold(0, |d, i| {
            let index = (a >> i & 1) << 2 | (b >> i & 1) << 1 | (c >> i & 1);
            d | u32::from(lut >> index & 1) << i
        })
    }

    /// Every pair of operations, on bit patterns that cover every input combination, gives the
    /// same bits as the two instructions it replaces (and `(a & b) | c` is the PTX ISA's 0xEA).
    #[test]
    fn each_truth_table_computes_its_pair() {
        let ops = [Opcode::And, Opcode::Or, Opcode::Xor];
        let values = [
            0u32,
            u32::MAX,
            0x4B00_0000,
            0x000F_0000,
            0xF0F0_F0F0,
            0x1234_5678,
            0x8000_0001,
        ];
        for outer in ops {
            for inner in ops {
                let lut = apply(outer, apply(inner, 0xF0, 0xCC), 0xAA) as u8;
                for a in values {
                    for c1 in values {
                        for c2 in values {
                            assert_eq!(lop3(lut, a, c1, c2), apply(outer, apply(inner, a, c1), c2));
                        }
                    }
                }
            }
        }
        assert_eq!(apply(Opcode::Or, apply(Opcode::And, 0xF0, 0xCC), 0xAA) as u8, 0xEA);
    }
}
