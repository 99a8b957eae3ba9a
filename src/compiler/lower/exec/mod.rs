//! Execution models: how the work-items of a workgroup map onto the target.
//!
//! The expression and statement lowering (`expr.rs`, `stmt.rs`, `mod.rs`) is shared by every
//! target and never asks which model it runs under: where the models differ it calls the
//! [`ExecutionModel`] of the function being lowered (`fx.model()`). There are two models:
//!
//! - [`gpu_thread`]: one hardware thread per work-item (PTX, AMDGCN). Values live in registers,
//!   barriers and subgroup operations are the hardware's; what is target-specific in them goes
//!   through the `GpuTarget` trait (`lower/target.rs`).
//! - [`host_loop`]: the host target (the CPU device) runs a whole workgroup per call, the
//!   work-items in loops between barriers (`host_loop/mod.rs` explains the transformation). Values that cross a
//!   barrier, locals and private variables live in per-work-item slots; barriers and subgroup
//!   operations are handled by the host model's own walk of the entry point, never by the shared
//!   statement lowering.
//!
//! Helper functions (the WGSL functions an entry point calls) run one invocation per call under
//! the model their caller gives them ([`ExecutionModel::helper`]): on a GPU the thread model again
//! (the helper rebuilds the lane state, so barriers and subgroup operations work inside it), on
//! the host [`host_loop::HostHelper`] (a plain function called inside the caller's work-item
//! loop: it has nothing of its own and uses every default below).
//!
//! Dispatch: the model's state lives in `Fx::exec` ([`Exec`]), and `Fx::model` maps it to the
//! stateless model object, so a hook borrows neither the model nor its state while it works on
//! the `Lowerer` and the `Fx`.

use inkwell::values::PointerValue;
use naga::{Handle, Statement as S};

use super::{ice, Fx, Lowerer, Val};
use crate::error::Result;

pub(super) mod gpu_thread;
pub(super) mod host_loop;

pub(crate) use gpu_thread::gpu_kernel_name;
pub(crate) use host_loop::{HOST_ENTRY_NAME, HOST_SUBGROUP_SIZE};

type ExprH = Handle<naga::Expression>;

/// The execution model of the function being lowered, with its state.
pub(super) enum Exec<'ctx> {
    /// A helper function on the host: one invocation per call, no state of its own. Also the
    /// state of an `Fx` before its entry point installs its model.
    HostHelper,
    /// A GPU kernel or one of its helpers: the lanes of the thread's wave.
    GpuThread(gpu_thread::GpuEntry<'ctx>),
    /// The host entry point: work-item loops between barriers.
    HostLoop(Box<host_loop::HostEntry<'ctx>>),
}

impl<'a, 'ctx> Fx<'a, 'ctx> {
    /// The execution model this function is lowered under.
    pub(super) fn model(&self) -> &'static dyn ExecutionModel {
        match self.exec {
            Exec::HostHelper => &host_loop::HostHelper,
            Exec::GpuThread(_) => &gpu_thread::GpuThread,
            Exec::HostLoop(_) => &host_loop::HostLoop,
        }
    }
}

/// The hooks the shared lowering calls where the execution models differ. The defaults are
/// those of a plain function run once per invocation (values in registers, locals on the stack,
/// arguments in parameters).
pub(super) trait ExecutionModel {
    /// The value of the runtime-defined expression `e` where it is not in `fx.cache`: the host
    /// model reads it from the per-work-item slot (or the workgroup-uniform value) it was kept
    /// in. `None`: evaluate it here.
    fn lookup<'a, 'ctx>(
        &self,
        _lw: &mut Lowerer<'a, 'ctx>,
        _fx: &mut Fx<'a, 'ctx>,
        _e: ExprH,
    ) -> Result<Option<Val<'ctx>>> {
        Ok(None)
    }

    /// Whether `e` was already evaluated, once for the whole workgroup, so that its `Emit`
    /// emits nothing.
    fn evaluated_ahead<'a, 'ctx>(&self, _fx: &Fx<'a, 'ctx>, _e: ExprH) -> bool {
        false
    }

    /// After the runtime-defined expression `e` got its value `v` (emitted, or a statement's
    /// result): the host model stores it in its per-work-item slot if a later region reads it.
    fn after_define<'a, 'ctx>(
        &self,
        _lw: &mut Lowerer<'a, 'ctx>,
        _fx: &mut Fx<'a, 'ctx>,
        _e: ExprH,
        _v: Val<'ctx>,
    ) -> Result<()> {
        Ok(())
    }

    /// The address of local variable `l` (for the current work-item).
    fn local_ptr<'a, 'ctx>(
        &self,
        _lw: &mut Lowerer<'a, 'ctx>,
        fx: &mut Fx<'a, 'ctx>,
        l: Handle<naga::LocalVariable>,
    ) -> Result<PointerValue<'ctx>> {
        fx.locals
            .get(&l)
            .copied()
            .ok_or_else(|| ice("local variable without storage"))
    }

    /// The current work-item's copy of the private global `g`, where the model keeps one copy
    /// per work-item; `None`: the address in `fx.globals`.
    fn private_ptr<'a, 'ctx>(
        &self,
        _lw: &mut Lowerer<'a, 'ctx>,
        _fx: &mut Fx<'a, 'ctx>,
        _g: Handle<naga::GlobalVariable>,
    ) -> Result<Option<PointerValue<'ctx>>> {
        Ok(None)
    }

    /// The value of the function's argument `i`: a parameter, or on the host entry point the
    /// built-in ids of the current work-item.
    fn argument<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>, i: u32) -> Result<Val<'ctx>> {
        lw.parameter(fx, i)
    }

    /// Before the pointer of the store statement `s` is lowered: the host model notes a
    /// whole-local store at the top of a region (pass 1 keeps such locals scalar). Returns
    /// whether [`end_store`](Self::end_store) has something to undo.
    fn begin_store<'a, 'ctx>(&self, _fx: &mut Fx<'a, 'ctx>, _s: &S, _pointer: ExprH) -> bool {
        false
    }

    /// After the pointer of a store statement was lowered.
    fn end_store<'a, 'ctx>(&self, _fx: &mut Fx<'a, 'ctx>, _began: bool) {}

    /// `return value;`: a plain `ret`, or on the host entry point the end of the work-item's part.
    fn ret<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>, value: Option<ExprH>) -> Result<()> {
        match value {
            Some(v) => {
                let v = lw.value(fx, v)?;
                lw.b.build_return(Some(&v))?;
            }
            None => {
                lw.b.build_return(None)?;
            }
        }
        Ok(())
    }

    /// `workgroupBarrier()` / `storageBarrier()` reached by the shared statement lowering.
    fn barrier<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>) -> Result<()>;

    /// `workgroupUniformLoad(pointer)`, its value defined as `result`.
    fn uniform_load<'a, 'ctx>(
        &self,
        lw: &mut Lowerer<'a, 'ctx>,
        fx: &mut Fx<'a, 'ctx>,
        pointer: ExprH,
        result: ExprH,
    ) -> Result<()>;

    /// A subgroup operation (ballot, gather, collective operation).
    fn subgroup<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>, fx: &mut Fx<'a, 'ctx>, s: &'a S) -> Result<()>;

    /// The model (and its state) of a helper function called from a function under this model,
    /// built at the top of the helper's body.
    fn helper<'a, 'ctx>(&self, lw: &mut Lowerer<'a, 'ctx>) -> Result<Exec<'ctx>>;
}
