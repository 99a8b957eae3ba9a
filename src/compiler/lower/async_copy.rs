//! Asynchronous copies from buffers into workgroup memory, for kernels compiled with
//! `KernelSource::async_workgroup_copies` on targets that have them (`cp.async` on NVIDIA from
//! sm_80): `tile[i] = buffer[j];` of 4, 8 or 16 bytes starts a copy that no register holds, and
//! calls of the kernel's empty `anygpu_async_copy_commit()` / `anygpu_async_copy_wait(n)` end a
//! group of copies and wait for all but `n` groups. Everywhere else (the CPU device, AMD, wgpu,
//! older NVIDIA GPUs) the store is an ordinary one and the calls do nothing: the same meaning for
//! a kernel that waits before it reads what it copied.

use naga::{Expression as E, Handle, Statement as S, TypeInner as Ti};

use super::{ice, Fx, Lowerer};
use crate::error::Result;

type ExprH = Handle<naga::Expression>;

/// A call that acts on the groups of asynchronous copies.
#[derive(Clone, Copy)]
pub(super) enum GroupCall {
    /// `anygpu_async_copy_commit()`.
    Commit,
    /// `anygpu_async_copy_wait(pending)`.
    Wait,
}

fn in_workgroup(inner: &Ti) -> bool {
    matches!(
        *inner,
        Ti::Pointer {
            space: naga::AddressSpace::WorkGroup,
            ..
        } | Ti::ValuePointer {
            space: naga::AddressSpace::WorkGroup,
            ..
        }
    )
}

fn in_buffer(inner: &Ti) -> bool {
    matches!(
        *inner,
        Ti::Pointer {
            space: naga::AddressSpace::Storage { .. },
            ..
        } | Ti::ValuePointer {
            space: naga::AddressSpace::Storage { .. },
            ..
        }
    )
}

impl<'a, 'ctx> Lowerer<'a, 'ctx> {
    fn async_copies_here(&self) -> bool {
        self.async_workgroup_copies && self.gpu_target.is_some_and(|t| t.has_async_copies())
    }

    /// The buffer pointer and the byte count of `*pointer = value` when it lowers to an
    /// asynchronous copy: into workgroup memory, of a value loaded from a buffer, 4, 8 or 16
    /// bytes (a scalar, a `vec2`/`vec4`, or a `mat2x4<f16>`, aligned to its size in both
    /// arrays).
    pub(super) fn async_copy_source(&self, fx: &Fx<'a, 'ctx>, pointer: ExprH, value: ExprH) -> Option<(ExprH, u32)> {
        if !self.async_copies_here() || !in_workgroup(self.ety(fx, pointer)) {
            return None;
        }
        let E::Load { pointer: src } = fx.func.expressions[value] else {
            return None;
        };
        if !in_buffer(self.ety(fx, src)) {
            return None;
        }
        let bytes = match self.pointee(fx, pointer).ok()? {
            Ti::Scalar(s) => u32::from(s.width),
            Ti::Vector { size, scalar } => size as u32 * u32::from(scalar.width),
            // Columns without padding only (`mat2x4<f16>`: 16 bytes).
            Ti::Matrix { columns, rows, scalar } if rows as u32 * u32::from(scalar.width) % 8 == 0 => {
                columns as u32 * rows as u32 * u32::from(scalar.width)
            }
            _ => return None,
        };
        matches!(bytes, 4 | 8 | 16).then_some((src, bytes))
    }

    /// `*pointer = value` as an asynchronous copy. Where the element is inside the workgroup
    /// array the copy is issued, reading the buffer only where the source element is inside it
    /// and writing zeros otherwise (what an out-of-bounds load gives); the source address is then
    /// the buffer's start, so nothing outside the buffer is even named. Outside the workgroup
    /// array nothing is stored, as the bounds checks say. The load itself, emitted before, is
    /// left without a use.
    pub(super) fn async_copy_store(&mut self, fx: &mut Fx<'a, 'ctx>, pointer: ExprH, value: ExprH) -> Result<()> {
        let (src, bytes) = self
            .async_copy_source(fx, pointer, value)
            .ok_or_else(|| ice("an asynchronous copy that is not one"))?;
        let target = self.gpu_target.ok_or_else(|| ice("asynchronous copies on the host"))?;
        let dst = self.expr(fx, pointer)?.p()?;
        let from = self.expr(fx, src)?.p()?;
        let source = match (from.ok, from.root) {
            (Some(ok), Some(root)) => self.b.build_select(ok, from.p, root.base, "")?.into_pointer_value(),
            (Some(_), None) => return Err(ice("a checked buffer pointer without its buffer")),
            (None, _) => from.p,
        };
        self.guarded(fx, dst.ok, None, |s| {
            target.async_copy(s, dst.p, source, bytes, from.ok)?;
            Ok(None)
        })?;
        Ok(())
    }

    /// Whether a call of `function` acts on the groups of asynchronous copies here.
    pub(super) fn async_copy_call(&self, function: Handle<naga::Function>) -> Option<GroupCall> {
        if !self.async_copies_here() {
            return None;
        }
        match self.ir.functions[function].name.as_deref() {
            Some("anygpu_async_copy_commit") => Some(GroupCall::Commit),
            Some("anygpu_async_copy_wait") => Some(GroupCall::Wait),
            _ => None,
        }
    }

    /// `anygpu_async_copy_commit()` or `anygpu_async_copy_wait(pending)` (a `pending` that is not
    /// a constant waits for every group).
    pub(super) fn async_copy_group_call(&mut self, fx: &mut Fx<'a, 'ctx>, s: &S) -> Result<()> {
        let S::Call {
            function,
            ref arguments,
            ..
        } = *s
        else {
            return Err(ice("not a call"));
        };
        let target = self.gpu_target.ok_or_else(|| ice("asynchronous copies on the host"))?;
        match self.async_copy_call(function) {
            Some(GroupCall::Commit) => target.async_copy_commit(self),
            Some(GroupCall::Wait) => {
                let pending = arguments.first().and_then(|&a| match fx.func.expressions[a] {
                    E::Literal(naga::Literal::U32(n)) => Some(n),
                    _ => None,
                });
                target.async_copy_wait(self, pending)
            }
            None => Err(ice("not a call on asynchronous copies")),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::KernelSource;

    /// A tile copied in 16-, 8- and 4-byte units, then read back after the wait and a barrier.
    const KERNEL: &str = "enable f16;
@group(0) @binding(0) var<storage, read> src: array<mat2x4<f16>>;
@group(0) @binding(1) var<storage, read> words: array<vec2<u32>>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
var<workgroup> tile: array<mat2x4<f16>, 64>;
var<workgroup> pairs: array<vec2<u32>, 64>;
var<workgroup> singles: array<f32, 64>;
fn anygpu_async_copy_commit() {}
fn anygpu_async_copy_wait(pending: u32) {}
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) t: u32) {
    tile[t] = src[t];
    pairs[t] = words[t];
    anygpu_async_copy_commit();
    singles[t] = out[t];
    anygpu_async_copy_commit();
    anygpu_async_copy_wait(1u);
    workgroupBarrier();
    out[t] = f32(tile[63u - t][1][2]) + f32(pairs[63u - t].y);
    anygpu_async_copy_wait(0u);
}";

    use super::super::ptx_for_tests as ptx;

    #[test]
    fn stores_of_buffer_loads_become_cp_async_where_asked_and_available() {
        let asked = KernelSource::wgsl(KERNEL).async_workgroup_copies();
        let text = ptx(&asked, "sm_80");
        for want in [
            "cp.async.cg.shared.global",
            ", 16, %r",
            "cp.async.ca.shared.global",
            ", 8, %r",
            ", 4, %r",
            "cp.async.commit_group;",
            "cp.async.wait_group 1;",
            "cp.async.wait_group 0;",
        ] {
            assert!(text.contains(want), "no `{want}` in:\n{text}");
        }
        // The shared address is the shared window's, not a truncated generic one.
        assert!(!text.contains("cvta.shared"), "{text}");
        // A source outside its buffer is a copy of source size 0 (zeros written, nothing read),
        // not a branch to an ordinary load and store.
        assert!(!text.contains("ld.global"), "{text}");
        // Not asked, or no cp.async (sm_75): ordinary loads and stores, the calls do nothing.
        for text in [ptx(&KernelSource::wgsl(KERNEL), "sm_80"), ptx(&asked, "sm_75")] {
            assert!(!text.contains("cp.async"), "{text}");
            assert!(text.contains("st.shared"), "{text}");
        }
    }
}
