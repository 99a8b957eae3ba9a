//! The kernel compiler: WGSL → naga IR (front) → LLVM IR (lower, target-neutral) → target code.

pub mod abi;
mod checked_access;
pub mod front;
mod inline;
mod ir_copy;
pub mod limits;
#[cfg(feature = "cpu")]
mod llvm_ops;
#[cfg(feature = "cpu")]
pub(crate) mod lower;
pub mod spirv;
#[cfg(feature = "cpu")]
pub mod target;
mod uniformity;

pub use abi::{BindingKind, BindingSlot, KernelSignature};
