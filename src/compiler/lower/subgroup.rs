//! Subgroup arithmetic shared by both execution models: the identity of each reduction and how
//! two values combine.

use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;
use naga::{ScalarKind as K, SubgroupOperation as SO};

use super::Lowerer;
use crate::compiler::llvm_ops::{self as ops, Op};
use crate::error::Result;

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    pub(super) fn identity(&self, op: SO, kind: K, ty: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let bits = scalar_width_bits(ty);
        Ok(match (op, kind) {
            (SO::Add | SO::Or | SO::Xor | SO::Any, _) => ty.const_zero(),
            (SO::Mul, K::Float) => self.splat_like(ty, 1.0, 0)?,
            (SO::Mul, _) => self.splat_like(ty, 0.0, 1)?,
            (SO::And | SO::All, _) => self.all_ones(ty)?,
            (SO::Min, K::Float) => self.splat_like(ty, f64::INFINITY, 0)?,
            (SO::Max, K::Float) => self.splat_like(ty, f64::NEG_INFINITY, 0)?,
            (SO::Min, K::Sint) => self.splat_like(ty, 0.0, i64::MAX >> (64 - bits))?,
            (SO::Max, K::Sint) => self.splat_like(ty, 0.0, i64::MIN >> (64 - bits))?,
            (SO::Min, _) => self.all_ones(ty)?,
            (SO::Max, _) => ty.const_zero(),
        })
    }

    pub(super) fn combine(
        &self,
        op: SO,
        kind: K,
        a: BasicValueEnum<'ctx>,
        x: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let b = &self.b;
        let float = kind == K::Float;
        Ok(match op {
            SO::Add => ops::binop(b, if float { Op::LLVMFAdd } else { Op::LLVMAdd }, a, x),
            SO::Mul => ops::binop(b, if float { Op::LLVMFMul } else { Op::LLVMMul }, a, x),
            SO::And | SO::All => ops::binop(b, Op::LLVMAnd, a, x),
            SO::Or | SO::Any => ops::binop(b, Op::LLVMOr, a, x),
            SO::Xor => ops::binop(b, Op::LLVMXor, a, x),
            SO::Min | SO::Max => {
                let name = match (op, kind) {
                    (SO::Min, K::Float) => "llvm.minnum",
                    (SO::Max, K::Float) => "llvm.maxnum",
                    (SO::Min, K::Sint) => "llvm.smin",
                    (SO::Max, K::Sint) => "llvm.smax",
                    (SO::Min, _) => "llvm.umin",
                    _ => "llvm.umax",
                };
                self.call_intr(name, &[a.get_type()], &[a, x])?
            }
        })
    }
}

fn scalar_width_bits(t: BasicTypeEnum) -> i64 {
    match t {
        BasicTypeEnum::IntType(i) => i.get_bit_width() as i64,
        BasicTypeEnum::VectorType(v) => scalar_width_bits(v.get_element_type()),
        _ => 32,
    }
}
