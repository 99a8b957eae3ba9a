//! Warpgroup matrix multiply-adds, for kernels compiled with `KernelSource::warpgroup_mma` on
//! targets that have them (`wgmma.mma_async` on sm_90a). The kernel defines, in WGSL, what
//! each call means (that body is what runs everywhere else: the CPU device, other GPUs):
//!
//! - `anygpu_wgmma(acc, a, b, t, a_layout, b_layout, a_leading, a_stride, b_leading,
//!   b_stride)`: `acc` (`ptr<function, array<f32, N/2>>`) is what one work-item of a group of
//!   128 (`t` its index in the workgroup) holds of a 64×N f32 accumulator; it gains
//!   A (64×16) · B (16×N). A and B are read from the workgroup arrays `wgmma_a` and `wgmma_b`
//!   (of 16-byte units, starting on 1024 bytes) from unit `a` and `b` on. Layout bit 0 clear:
//!   each unit holds 8 consecutive k of one row of M (A) or N (B); set: 8 consecutive M or N
//!   of one k. Bit 1 clear: 8×16-byte core matrices (8 consecutive units), `*_leading` bytes
//!   apart along k and `*_stride` along M or N; set: the PTX ISA's 128-byte swizzle (8 lines
//!   of 128 bytes, unit `c` of line `r` at `c ^ (r % 8)`), `*_stride` bytes between groups of
//!   8 lines, `*_leading` between blocks of 64 M or N where units run along them (the six
//!   layout arguments are constants);
//! - `anygpu_wgmma_fence(acc)` before the first of a run of them, `anygpu_wgmma_commit()`
//!   after it, `anygpu_wgmma_wait(pending, acc)` until at most `pending` runs are in flight
//!   (`acc` passes through the fence and the wait, so that nothing reads or writes it while a
//!   multiply-add may still be writing it);
//! - `anygpu_async_proxy_fence()`: this work-item's earlier stores into workgroup memory are
//!   visible to multiply-adds issued after the next barrier.
//!
//! A kernel with accumulators of several sizes (WGSL has no overloading) defines one set of
//! these functions per size, each name followed by `__` and a suffix of its choice
//! (`anygpu_wgmma__s`, `anygpu_wgmma_fence__s`, `anygpu_wgmma_wait__s`): the suffix is ignored.
//!
//! Every work-item of the group of 128 must make the same calls together, which the built-in
//! ops' kernels, the only ones that set the flag, do.

use inkwell::values::{FloatValue, PointerValue};
use naga::{Expression as E, Handle, Statement as S, TypeInner as Ti};

use super::{ice, unsupported, Fx, Lowerer};
use crate::error::Result;

type ExprH = Handle<naga::Expression>;

/// One operand of a warpgroup multiply-add in workgroup memory.
#[derive(Clone, Copy)]
pub(crate) struct WarpgroupOperand<'ctx> {
    /// Its first core matrix.
    pub at: PointerValue<'ctx>,
    /// Units run along k within a core matrix (each holding 8 consecutive M or N).
    pub mn_major: bool,
    /// The 128-byte swizzle (else unswizzled core matrices).
    pub swizzle_128: bool,
    /// Bytes between core matrices adjacent along k.
    pub leading_bytes: u32,
    /// Bytes between core matrices adjacent along M or N.
    pub stride_bytes: u32,
}

/// The element type of a warpgroup multiply-add's A and B.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WarpgroupInputs {
    F16,
    Bf16,
    /// f32 units (`vec4<f32>`) the kernel has rounded to TF32 itself
    /// (`KernelSource::tf32_operands`): `wgmma`'s k8 TF32 form, K-major operands only.
    Tf32,
}

/// The calls that order warpgroup multiply-adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WarpgroupOrder {
    /// `anygpu_wgmma_fence(acc)`.
    Fence,
    /// `anygpu_wgmma_commit()`.
    Commit,
    /// `anygpu_wgmma_wait(pending, acc)`.
    Wait(u32),
    /// `anygpu_async_proxy_fence()`.
    ProxyFence,
}

/// Which of the calls a function is.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum WarpgroupCall {
    Mma,
    Fence,
    Commit,
    Wait,
    ProxyFence,
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    fn warpgroup_mma_here(&self) -> bool {
        self.warpgroup_mma && self.gpu_target.is_some_and(|t| t.has_warpgroup_mma())
    }

    /// Whether a call of `function` is a warpgroup call here.
    pub(super) fn warpgroup_call(&self, function: Handle<naga::Function>) -> Option<WarpgroupCall> {
        if !self.warpgroup_mma_here() {
            return None;
        }
        // `anygpu_wgmma__s` is `anygpu_wgmma` for other accumulators (module doc).
        let name = self.ir.functions[function].name.as_deref()?;
        match name.split_once("__").map_or(name, |(call, _)| call) {
            "anygpu_wgmma" => Some(WarpgroupCall::Mma),
            "anygpu_wgmma_fence" => Some(WarpgroupCall::Fence),
            "anygpu_wgmma_commit" => Some(WarpgroupCall::Commit),
            "anygpu_wgmma_wait" => Some(WarpgroupCall::Wait),
            "anygpu_async_proxy_fence" => Some(WarpgroupCall::ProxyFence),
            _ => None,
        }
    }

    /// Lowers a warpgroup call statement.
    pub(super) fn warpgroup_statement(&mut self, fx: &mut Fx<'a, 'ctx>, s: &S) -> Result<()> {
        let S::Call {
            function,
            ref arguments,
            ..
        } = *s
        else {
            return Err(ice("not a call"));
        };
        let target = self
            .gpu_target
            .ok_or_else(|| ice("warpgroup multiply-adds on the host"))?;
        let call = self
            .warpgroup_call(function)
            .ok_or_else(|| ice("not a warpgroup call"))?;
        let arg = |i: usize| {
            arguments
                .get(i)
                .copied()
                .ok_or_else(|| unsupported(format!("a warpgroup call with fewer than {} arguments", i + 1)))
        };
        match call {
            WarpgroupCall::Commit => target.warpgroup_order(self, WarpgroupOrder::Commit),
            WarpgroupCall::ProxyFence => target.warpgroup_order(self, WarpgroupOrder::ProxyFence),
            WarpgroupCall::Fence | WarpgroupCall::Wait => {
                let (order, acc) = if call == WarpgroupCall::Fence {
                    (WarpgroupOrder::Fence, arg(0)?)
                } else {
                    (WarpgroupOrder::Wait(self.constant_u32(fx, arg(0)?)?), arg(1)?)
                };
                // The accumulators pass through the instruction (tied operands), so that no
                // use of them moves across it.
                let (p, n) = self.accumulators(fx, acc)?;
                let values = self.load_accumulators(p, n)?;
                let out = target.warpgroup_pass_through(self, order, &values)?;
                self.store_accumulators(p, &out)
            }
            WarpgroupCall::Mma => {
                let (p, n) = self.accumulators(fx, arg(0)?)?;
                let (ao, bo) = (self.value(fx, arg(1)?)?, self.value(fx, arg(2)?)?);
                let mut layout = [0u32; 6];
                for (i, v) in layout.iter_mut().enumerate() {
                    *v = self.constant_u32(fx, arg(4 + i)?)?;
                }
                let a = self.warpgroup_operand(fx, "wgmma_a", ao.into_int_value(), layout[0], layout[2], layout[3])?;
                let b = self.warpgroup_operand(fx, "wgmma_b", bo.into_int_value(), layout[1], layout[4], layout[5])?;
                let inputs = self.warpgroup_inputs()?;
                if inputs == WarpgroupInputs::Tf32 && (a.mn_major || b.mn_major) {
                    return Err(unsupported(
                        "a TF32 warpgroup multiply-add with an operand whose units run along M or N (wgmma takes TF32 K-major only)",
                    ));
                }
                let values = self.load_accumulators(p, n)?;
                let out = target.warpgroup_mma(self, &values, a, b, inputs)?;
                self.store_accumulators(p, &out)
            }
        }
    }

    /// What `wgmma_a` holds: `mat2x4<f16>` units (f16, or bf16 with
    /// `KernelSource::bfloat16_halves`), or `vec4<f32>` ones already rounded to TF32.
    fn warpgroup_inputs(&self) -> Result<WarpgroupInputs> {
        let unit = self
            .ir
            .global_variables
            .iter()
            .find(|(_, g)| g.name.as_deref() == Some("wgmma_a") && g.space == naga::AddressSpace::WorkGroup)
            .and_then(|(_, g)| match self.ir.types[g.ty].inner {
                Ti::Array { base, .. } => Some(&self.ir.types[base].inner),
                _ => None,
            });
        match unit {
            Some(Ti::Matrix {
                columns: naga::VectorSize::Bi,
                rows: naga::VectorSize::Quad,
                scalar,
            }) if *scalar == naga::Scalar::F16 => Ok(if self.bfloat16_halves {
                WarpgroupInputs::Bf16
            } else {
                WarpgroupInputs::F16
            }),
            Some(Ti::Vector {
                size: naga::VectorSize::Quad,
                scalar,
            }) if *scalar == naga::Scalar::F32 => {
                if self.tf32 == crate::compiler::source::Tf32::Given {
                    Ok(WarpgroupInputs::Tf32)
                } else {
                    Err(unsupported(
                        "f32 warpgroup multiply-adds without operands the kernel rounded to TF32 (KernelSource::tf32_operands)",
                    ))
                }
            }
            _ => Err(unsupported(
                "warpgroup multiply-adds whose `wgmma_a` is not an array of mat2x4<f16> or vec4<f32> units",
            )),
        }
    }

    /// A `u32` argument that must be a constant.
    fn constant_u32(&self, fx: &Fx<'a, 'ctx>, e: ExprH) -> Result<u32> {
        match fx.func.expressions[e] {
            E::Literal(naga::Literal::U32(n)) => Ok(n),
            _ => Err(unsupported(
                "a warpgroup call whose layout or wait count is not a u32 literal",
            )),
        }
    }

    /// The accumulator array an argument points to, and its length.
    fn accumulators(&mut self, fx: &mut Fx<'a, 'ctx>, e: ExprH) -> Result<(PointerValue<'ctx>, u32)> {
        let n = match self.pointee(fx, e)? {
            Ti::Array {
                base,
                size: naga::ArraySize::Constant(n),
                ..
            } if matches!(self.ir.types[base].inner, Ti::Scalar(naga::Scalar::F32)) => n.get(),
            _ => return Err(unsupported("warpgroup accumulators that are not an array<f32, N>")),
        };
        if n % 4 != 0 || !(4..=128).contains(&n) {
            return Err(unsupported(format!(
                "warpgroup accumulators of {n} floats (N/2 for N a multiple of 8 up to 256)"
            )));
        }
        Ok((self.expr(fx, e)?.p()?.p, n))
    }

    fn load_accumulators(&self, p: PointerValue<'ctx>, n: u32) -> Result<Vec<FloatValue<'ctx>>> {
        (0..n)
            .map(|i| {
                let at = self.gep_bytes(p, self.i64(u64::from(4 * i)))?;
                Ok(self.b.build_load(self.cx.f32_type(), at, "")?.into_float_value())
            })
            .collect()
    }

    fn store_accumulators(&self, p: PointerValue<'ctx>, values: &[FloatValue<'ctx>]) -> Result<()> {
        for (i, v) in values.iter().enumerate() {
            let at = self.gep_bytes(p, self.i64(4 * i as u64))?;
            self.b.build_store(at, *v)?;
        }
        Ok(())
    }

    /// Unit `offset` of the workgroup array `name` (of 16-byte units) with its layout.
    fn warpgroup_operand(
        &mut self,
        fx: &mut Fx<'a, 'ctx>,
        name: &str,
        offset: inkwell::values::IntValue<'ctx>,
        layout: u32,
        leading_bytes: u32,
        stride_bytes: u32,
    ) -> Result<WarpgroupOperand<'ctx>> {
        if layout > 3 {
            return Err(unsupported(format!("the warpgroup operand layout {layout} (0 to 3)")));
        }
        let global = self
            .ir
            .global_variables
            .iter()
            .find(|(_, g)| g.name.as_deref() == Some(name) && g.space == naga::AddressSpace::WorkGroup)
            .map(|(h, _)| h)
            .ok_or_else(|| unsupported(format!("a warpgroup multiply-add without the workgroup array `{name}`")))?;
        let base = self.global_ptr(fx, global)?.p;
        let bytes = self.b.build_int_mul(
            self.b.build_int_z_extend(offset, self.cx.i64_type(), "")?,
            self.i64(16),
            "",
        )?;
        Ok(WarpgroupOperand {
            at: self.gep_bytes(base, bytes)?,
            mn_major: layout & 1 != 0,
            swizzle_128: layout & 2 != 0,
            leading_bytes,
            stride_bytes,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::KernelSource;

    /// One 64×8×16 multiply-add of a K-major A and an MN-major B (leading 128 bytes, strides
    /// 256 and 1040), with its fence, commit, wait and the proxy fence; the functions' bodies
    /// are placeholders of the right types (what runs where `wgmma` does not).
    const KERNEL: &str = "enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
var<workgroup> wgmma_a: array<mat2x4<f16>, 256>;
var<workgroup> wgmma_b: array<mat2x4<f16>, 256>;
fn anygpu_wgmma(acc: ptr<function, array<f32, 4>>, a: u32, b: u32, t: u32, a_mn: u32, b_mn: u32, a_lead: u32, a_stride: u32, b_lead: u32, b_stride: u32) {
    (*acc)[0] += f32(wgmma_a[a][0][0]) * f32(wgmma_b[b][0][0]);
}
fn anygpu_wgmma_fence(acc: ptr<function, array<f32, 4>>) {}
fn anygpu_wgmma_commit() {}
fn anygpu_wgmma_wait(pending: u32, acc: ptr<function, array<f32, 4>>) {}
fn anygpu_async_proxy_fence() {}
@compute @workgroup_size(128)
fn main(@builtin(local_invocation_index) t: u32) {
    wgmma_a[t] = mat2x4<f16>();
    wgmma_b[t] = mat2x4<f16>();
    anygpu_async_proxy_fence();
    workgroupBarrier();
    var acc = array<f32, 4>();
    anygpu_wgmma_fence(&acc);
    anygpu_wgmma(&acc, 8u, 16u, t, 0u, 1u, 128u, 256u, 128u, 1040u);
    anygpu_wgmma_commit();
    anygpu_wgmma_wait(0u, &acc);
    out[t] = acc[0] + acc[1] + acc[2] + acc[3];
}";

    use super::super::ptx_for_tests as ptx;

    #[test]
    fn warpgroup_calls_become_wgmma_on_sm_90a_only() {
        let asked = KernelSource::wgsl(KERNEL).warpgroup_mma();
        let text = ptx(&asked, "sm_90a");
        // Descriptors: (leading >> 4) << 16 | (stride >> 4) << 32, the address in bits 0–13.
        let (a_fixed, b_fixed) = ((8u64 << 16) | (16u64 << 32), (8u64 << 16) | (65u64 << 32));
        for want in [
            "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16",
            ", p, 1, 1, 0, 1;",
            "wgmma.fence.sync.aligned;",
            "wgmma.commit_group.sync.aligned;",
            "wgmma.wait_group.sync.aligned 0;",
            "fence.proxy.async.shared::cta;",
            &a_fixed.to_string(),
            &b_fixed.to_string(),
        ] {
            assert!(text.contains(want), "no `{want}` in:\n{text}");
        }
        // The 128-byte swizzle (layout bit 1): mode 1 in bits 62–63, the leading offset as given.
        let swizzled = KERNEL.replace("0u, 1u, 128u, 256u, 128u, 1040u", "2u, 3u, 16u, 1024u, 8192u, 1024u");
        let text = ptx(&KernelSource::wgsl(&swizzled).warpgroup_mma(), "sm_90a");
        for fixed in [
            (1u64 << 16) | (64 << 32) | (1 << 62),
            (512u64 << 16) | (64 << 32) | (1 << 62),
        ] {
            assert!(
                text.contains(&fixed.to_string()),
                "no descriptor {fixed:#x} in:\n{text}"
            );
        }
        // A set of the functions for other accumulators: named with a `__` suffix.
        let suffixed = ["anygpu_wgmma(", "anygpu_wgmma_fence(", "anygpu_wgmma_wait("]
            .iter()
            .fold(KERNEL.to_string(), |k, f| k.replace(f, &f.replace('(', "__s(")));
        let text = ptx(&KernelSource::wgsl(&suffixed).warpgroup_mma(), "sm_90a");
        for want in [
            "wgmma.mma_async.sync.aligned.m64n8k16",
            "wgmma.fence",
            "wgmma.wait_group.sync.aligned 0;",
        ] {
            assert!(text.contains(want), "no `{want}` in:\n{text}");
        }
        let bf16 = ptx(&asked.clone().bfloat16_halves(), "sm_90a");
        assert!(bf16.contains("m64n8k16.f32.bf16.bf16"), "{bf16}");
        // Not asked, or no `wgmma` (sm_90 without `a`): the functions run as written.
        for text in [ptx(&KernelSource::wgsl(KERNEL), "sm_90a"), ptx(&asked, "sm_90")] {
            assert!(!text.contains("wgmma.") && !text.contains("fence.proxy"), "{text}");
        }
    }

    /// f32 units (`vec4<f32>`) in a kernel that takes TF32 operands itself
    /// (`tf32_operands`): `wgmma`'s k8 TF32 form, without transpose immediates; an operand
    /// whose units run along M or N, or f32 units without the flag, are refused.
    #[test]
    fn f32_units_become_tf32_wgmma() {
        let tf32 = KERNEL
            .replace("enable f16;\n", "")
            .replace("mat2x4<f16>", "vec4<f32>")
            .replace(
                "f32(wgmma_a[a][0][0]) * f32(wgmma_b[b][0][0])",
                "wgmma_a[a][0] * wgmma_b[b][0]",
            )
            .replace("0u, 1u, 128u, 256u, 128u, 1040u", "2u, 2u, 16u, 1024u, 16u, 1024u");
        let text = ptx(&KernelSource::wgsl(&tf32).warpgroup_mma().tf32_operands(), "sm_90a");
        assert!(
            text.contains("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32") && text.contains(", p, 1, 1;"),
            "{text}"
        );
        let refused = |source: KernelSource| {
            crate::compiler::emit(
                &source,
                &crate::compiler::TargetSpec::ptx("sm_90a".parse().unwrap()),
                crate::compiler::TextForm::Assembly,
            )
            .unwrap_err()
            .to_string()
        };
        let mn_major = tf32.replace("2u, 2u, 16u", "2u, 3u, 16u");
        let e = refused(KernelSource::wgsl(&mn_major).warpgroup_mma().tf32_operands());
        assert!(e.contains("wgmma takes TF32 K-major only"), "{e}");
        let e = refused(KernelSource::wgsl(&tf32).warpgroup_mma());
        assert!(e.contains("tf32_operands"), "{e}");
    }
}
