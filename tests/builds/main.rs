//! The slow checks that build anygpu in other shapes, each with its own cargo run: the browser
//! demo in headless Chromium (`browser`), the wasm32 build (`wasm_build`), the self-contained
//! release binary (`self_contained`) and the package as `cargo publish` sees it (`package`). A
//! binary of their own, so that `cargo test --test integration` stays quick while working.

#[macro_use]
#[path = "../common/skip.rs"]
mod skip;

mod browser;
mod package;
mod self_contained;
mod wasm_build;
