//! What the native GPU backends (CUDA, ROCm) share, written once.

mod staging;

pub(crate) use staging::{staged_read, staged_write, InFlight};
