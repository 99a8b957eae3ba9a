//! Shared by the test binaries (`mod common;`): the conformance harness, float helpers of the
//! references, and the offline checks of PTX (ptxas) and AMD code objects (lld).

#![allow(dead_code, unused_imports)]

#[macro_use]
pub mod skip;
#[macro_use]
pub mod isolated;

pub mod amdgcn;
pub mod float;
pub mod gguf;
pub mod harness;
pub mod loop_mix;
pub mod ptx;

pub use amdgcn::*;
pub use float::*;
pub use harness::*;
pub use ptx::*;
