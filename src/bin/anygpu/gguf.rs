//! `anygpu gguf FILE`: what a GGUF model file holds (its metadata and tensor table) and how
//! anygpu loads each tensor, read without loading any tensor's data.

use anygpu::ops::{GgufFile, GgufTensor, GgufValue};

use std::fmt::Write as _;
use std::io::Write as _;

use crate::args::GgufArgs;
use crate::error::{stdout_error, CliResult};

/// Array items shown before `…`.
const SHOWN_ITEMS: usize = 4;

/// Prints the file's version and counts, each metadata entry (long arrays shortened), and one
/// line per tensor: name, type, dimensions (innermost first, as ggml's), bytes, and what anygpu
/// loads it as.
pub fn show(args: &GgufArgs) -> CliResult {
    let file = GgufFile::open(&args.file)?;
    // Written to a String (cannot fail), then to standard output at once.
    let mut text = format!(
        "{}: GGUF version {}, {} metadata entries, {} tensors\n",
        args.file.display(),
        file.version(),
        file.metadata().len(),
        file.tensors().len()
    );
    for (key, value) in file.metadata() {
        let _ = writeln!(text, "  {key} = {}", brief(value));
    }
    let width = file.tensors().iter().map(|t| t.name.len()).max().unwrap_or(0);
    for t in file.tensors() {
        let dims: Vec<String> = t.dims.iter().map(u64::to_string).collect();
        let bytes = t.size.map_or("?".to_string(), |s| s.to_string());
        let _ = writeln!(
            text,
            "  {:width$}  {:6}  [{}]  {bytes} bytes  {}",
            t.name,
            t.kind.name(),
            dims.join(", "),
            loads_as(t)
        );
    }
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(stdout_error)
}

/// A metadata value in one line: strings quoted, arrays as their length and first items.
fn brief(value: &GgufValue) -> String {
    match value {
        GgufValue::String(s) => format!("{s:?}"),
        GgufValue::Array(items) => {
            let shown: Vec<String> = items.iter().take(SHOWN_ITEMS).map(brief).collect();
            let more = if items.len() > SHOWN_ITEMS { ", …" } else { "" };
            format!("[{} items: {}{more}]", items.len(), shown.join(", "))
        }
        GgufValue::Bool(b) => b.to_string(),
        GgufValue::F32(v) => v.to_string(),
        GgufValue::F64(v) => v.to_string(),
        other => other.as_u64().map_or_else(|| format!("{other:?}"), |v| v.to_string()),
    }
}

/// How anygpu loads the tensor (`ops::GgufFile`'s methods).
fn loads_as(t: &GgufTensor) -> &'static str {
    match (t.kind.is_quantized_weights(), t.kind.reads_as_f32(), t.dims.len()) {
        (true, _, 2) => "quantized_matrix, tensor_f32",
        (_, true, _) => "tensor_f32",
        _ => "read_bytes only",
    }
}
