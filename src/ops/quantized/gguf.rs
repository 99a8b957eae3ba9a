//! GGUF model files (llama.cpp's format, versions 2 and 3): [`GgufFile::open`] reads the header,
//! the metadata and the tensor table, and tensors are read from the file when asked for, as
//! [`QuantizedMatrix`] weights (Q8_0, Q4_K, Q5_K, Q6_K) or f32 values on a device.
//!
//! A model file comes from elsewhere, so every count and length in it is checked against the
//! bytes the file has before anything is allocated for it, arrays nest at most 8 deep, and each
//! tensor must lie inside the file at the alignment the file declares: a truncated or malformed
//! file is an error naming the file, what was being read and at which byte, never a panic, an
//! allocation the file cannot back, or a read past its end.
//!
//! Written here rather than taken from a crate (gguf-rs, gguf, candle's reader): the format is
//! small, and keeping that rule for every count in it would have meant auditing a crate's
//! reader anyway.

use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::QuantizedMatrix;
use crate::buffer::DeviceBuffer;
use crate::context::GpuContext;
use crate::error::{GpuError, Result};

/// "GGUF", the first four bytes.
const MAGIC: [u8; 4] = *b"GGUF";
/// The tensor data's alignment when the file does not set `general.alignment`.
const DEFAULT_ALIGNMENT: u64 = 32;
/// ggml's most dimensions a tensor has.
const MAX_DIMS: u32 = 4;
/// How deep arrays of arrays may nest in metadata (llama.cpp's files nest none; each level
/// costs a frame of the reader's stack, so a file cannot choose the depth).
const MAX_ARRAY_NESTING: usize = 8;

/// A metadata value.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum GgufValue {
    U8(u8),
    I8(i8),
    U16(u16),
    I16(i16),
    U32(u32),
    I32(i32),
    U64(u64),
    I64(i64),
    F32(f32),
    F64(f64),
    Bool(bool),
    String(String),
    Array(Vec<GgufValue>),
}

impl GgufValue {
    /// The value as an unsigned integer, if it is a non-negative integer of any width.
    pub fn as_u64(&self) -> Option<u64> {
        match *self {
            GgufValue::U8(v) => Some(v.into()),
            GgufValue::U16(v) => Some(v.into()),
            GgufValue::U32(v) => Some(v.into()),
            GgufValue::U64(v) => Some(v),
            GgufValue::I8(v) => u64::try_from(v).ok(),
            GgufValue::I16(v) => u64::try_from(v).ok(),
            GgufValue::I32(v) => u64::try_from(v).ok(),
            GgufValue::I64(v) => u64::try_from(v).ok(),
            _ => None,
        }
    }

    /// The value as a float, if it is one of either width.
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            GgufValue::F32(v) => Some(v.into()),
            GgufValue::F64(v) => Some(v),
            _ => None,
        }
    }

    /// The value as text, if it is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            GgufValue::String(s) => Some(s),
            _ => None,
        }
    }
}

/// A tensor's element type (ggml's `ggml_type`): its code, and its name and block geometry
/// where anygpu knows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GgmlType(pub u32);

impl GgmlType {
    /// 32-bit floats.
    pub const F32: GgmlType = GgmlType(0);
    /// 16-bit floats.
    pub const F16: GgmlType = GgmlType(1);
    /// Q8_0 blocks.
    pub const Q8_0: GgmlType = GgmlType(8);
    /// Q4_K super-blocks.
    pub const Q4_K: GgmlType = GgmlType(12);
    /// Q5_K super-blocks.
    pub const Q5_K: GgmlType = GgmlType(13);
    /// Q6_K super-blocks.
    pub const Q6_K: GgmlType = GgmlType(14);
    /// bfloat16s.
    pub const BF16: GgmlType = GgmlType(30);

    /// ggml's name, block size (values) and block bytes for the types whose sizes anygpu knows
    /// (ggml's `type_traits`); a tensor of another type can be listed but not read.
    fn traits(self) -> Option<(&'static str, u64, u64)> {
        Some(match self.0 {
            0 => ("F32", 1, 4),
            1 => ("F16", 1, 2),
            2 => ("Q4_0", 32, 18),
            3 => ("Q4_1", 32, 20),
            6 => ("Q5_0", 32, 22),
            7 => ("Q5_1", 32, 24),
            8 => ("Q8_0", 32, 34),
            9 => ("Q8_1", 32, 36),
            10 => ("Q2_K", 256, 84),
            11 => ("Q3_K", 256, 110),
            12 => ("Q4_K", 256, 144),
            13 => ("Q5_K", 256, 176),
            14 => ("Q6_K", 256, 210),
            15 => ("Q8_K", 256, 292),
            24 => ("I8", 1, 1),
            25 => ("I16", 1, 2),
            26 => ("I32", 1, 4),
            27 => ("I64", 1, 8),
            28 => ("F64", 1, 8),
            30 => ("BF16", 1, 2),
            _ => return None,
        })
    }

    /// The [`QuantizedMatrix`] constructor of a block type it stores.
    fn loader(self) -> Option<fn(&GpuContext, &[u8], usize, usize) -> Result<QuantizedMatrix>> {
        Some(match self {
            GgmlType::Q8_0 => QuantizedMatrix::from_gguf_q8_0,
            GgmlType::Q4_K => QuantizedMatrix::from_gguf_q4_k,
            GgmlType::Q5_K => QuantizedMatrix::from_gguf_q5_k,
            GgmlType::Q6_K => QuantizedMatrix::from_gguf_q6_k,
            _ => return None,
        })
    }

    /// Whether it is a block type [`QuantizedMatrix`] stores (Q8_0, Q4_K, Q5_K, Q6_K):
    /// [`GgufFile::quantized_matrix`] loads a matrix of it.
    pub fn is_quantized_weights(self) -> bool {
        self.loader().is_some()
    }

    /// Whether [`GgufFile::tensor_f32`] reads it (floats, and the quantized weights' types).
    pub fn reads_as_f32(self) -> bool {
        matches!(self, GgmlType::F32 | GgmlType::F16 | GgmlType::BF16) || self.is_quantized_weights()
    }

    /// ggml's name of the type (`Q4_K`), or `type 23` for one anygpu does not know.
    pub fn name(self) -> String {
        match self.traits() {
            Some((name, _, _)) => name.to_string(),
            None => format!("type {}", self.0),
        }
    }
}

/// One tensor of the file.
#[derive(Clone, Debug, PartialEq)]
pub struct GgufTensor {
    /// Its name (`blk.0.attn_q.weight`).
    pub name: String,
    /// Its dimensions, innermost first (ggml's `ne`): a weight matrix of `rows` output features
    /// × `cols` inputs is `[cols, rows]`.
    pub dims: Vec<u64>,
    /// Its element type.
    pub kind: GgmlType,
    /// Where its data starts in the file.
    pub offset: u64,
    /// Its bytes (`None` for a type anygpu does not know the size of).
    pub size: Option<u64>,
}

impl GgufTensor {
    /// Its elements (the product of its dimensions).
    pub fn elements(&self) -> u64 {
        self.dims.iter().product()
    }
}

/// An open GGUF file: its metadata and tensor table, parsed and checked; tensor data is read
/// when asked for.
pub struct GgufFile {
    path: PathBuf,
    file: Mutex<std::fs::File>,
    version: u32,
    metadata: Vec<(String, GgufValue)>,
    tensors: Vec<GgufTensor>,
}

impl std::fmt::Debug for GgufFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GgufFile")
            .field("path", &self.path)
            .field("version", &self.version)
            .field("metadata", &self.metadata.len())
            .field("tensors", &self.tensors.len())
            .finish()
    }
}

/// Reads the header: counts every byte, and checks each length against the bytes left.
struct Reader<R> {
    inner: R,
    at: u64,
    len: u64,
    path: PathBuf,
}

impl<R: Read> Reader<R> {
    fn bad(&self, what: &str) -> GpuError {
        GpuError::invalid_argument(format!(
            "GGUF file {}: {what} (at byte {} of {})",
            self.path.display(),
            self.at,
            self.len
        ))
    }

    fn bytes<const N: usize>(&mut self, what: &str) -> Result<[u8; N]> {
        let mut b = [0u8; N];
        if self.len - self.at < N as u64 {
            return Err(self.bad(&format!("the file ends inside {what}")));
        }
        self.inner
            .read_exact(&mut b)
            .map_err(|e| self.bad(&format!("cannot read {what}: {e}")))?;
        self.at += N as u64;
        Ok(b)
    }

    fn u32(&mut self, what: &str) -> Result<u32> {
        self.bytes(what).map(u32::from_le_bytes)
    }

    fn u64(&mut self, what: &str) -> Result<u64> {
        self.bytes(what).map(u64::from_le_bytes)
    }

    /// A count of items of at least `min_bytes` each, which the rest of the file must hold.
    fn count(&mut self, what: &str, min_bytes: u64) -> Result<usize> {
        let n = self.u64(what)?;
        if n.saturating_mul(min_bytes) > self.len - self.at {
            return Err(self.bad(&format!(
                "{what} is {n}, more than the {} bytes left can hold",
                self.len - self.at
            )));
        }
        usize::try_from(n).map_err(|_| self.bad(&format!("{what} is {n}")))
    }

    fn string(&mut self, what: &str) -> Result<String> {
        let n = self.count(&format!("the length of {what}"), 1)?;
        let mut b = vec![0u8; n];
        self.inner
            .read_exact(&mut b)
            .map_err(|e| self.bad(&format!("cannot read {what}: {e}")))?;
        self.at += n as u64;
        String::from_utf8(b).map_err(|_| self.bad(&format!("{what} is not UTF-8")))
    }

    /// A value of type code `kind`, arrays holding at most `depth` more levels.
    fn value(&mut self, kind: u32, what: &str, depth: usize) -> Result<GgufValue> {
        Ok(match kind {
            0 => GgufValue::U8(u8::from_le_bytes(self.bytes(what)?)),
            1 => GgufValue::I8(i8::from_le_bytes(self.bytes(what)?)),
            2 => GgufValue::U16(u16::from_le_bytes(self.bytes(what)?)),
            3 => GgufValue::I16(i16::from_le_bytes(self.bytes(what)?)),
            4 => GgufValue::U32(self.u32(what)?),
            5 => GgufValue::I32(i32::from_le_bytes(self.bytes(what)?)),
            6 => GgufValue::F32(f32::from_le_bytes(self.bytes(what)?)),
            7 => match self.bytes::<1>(what)?[0] {
                0 => GgufValue::Bool(false),
                1 => GgufValue::Bool(true),
                b => return Err(self.bad(&format!("{what} is a bool of value {b}"))),
            },
            8 => GgufValue::String(self.string(what)?),
            9 => {
                if depth == 0 {
                    return Err(self.bad(&format!("{what} nests arrays more than {MAX_ARRAY_NESTING} deep")));
                }
                let inner = self.u32(&format!("the element type of {what}"))?;
                // The least bytes an element takes: a string or an array its 8-byte length.
                let min = match inner {
                    0 | 1 | 7 => 1,
                    2 | 3 => 2,
                    4..=6 => 4,
                    8..=12 => 8,
                    k => return Err(self.bad(&format!("{what} has elements of unknown type {k}"))),
                };
                let n = self.count(&format!("the length of {what}"), min)?;
                let mut items = Vec::with_capacity(n);
                for _ in 0..n {
                    items.push(self.value(inner, what, depth - 1)?);
                }
                GgufValue::Array(items)
            }
            10 => GgufValue::U64(self.u64(what)?),
            11 => GgufValue::I64(i64::from_le_bytes(self.bytes(what)?)),
            12 => GgufValue::F64(f64::from_le_bytes(self.bytes(what)?)),
            k => return Err(self.bad(&format!("{what} has unknown type {k}"))),
        })
    }
}

impl GgufFile {
    /// Opens `path` and reads its header, metadata and tensor table (the tensors' data stays in
    /// the file until read). Errors name the file and the byte where it went wrong.
    pub fn open(path: impl AsRef<Path>) -> Result<Self> {
        let path = path.as_ref().to_path_buf();
        let cannot = |e: &dyn std::fmt::Display| {
            GpuError::invalid_argument(format!("cannot read GGUF file {}: {e}", path.display()))
        };
        let (file, len) = crate::compiler::source::open_regular_file(&path).map_err(|e| cannot(&e))?;
        let reading = file.try_clone().map_err(|e| cannot(&e))?;
        let mut r = Reader {
            inner: BufReader::new(reading),
            at: 0,
            len,
            path: path.clone(),
        };
        if r.bytes::<4>("the magic number")? != MAGIC {
            return Err(r.bad("not a GGUF file: it does not start with \"GGUF\""));
        }
        let version = r.u32("the version")?;
        if !(2..=3).contains(&version) {
            return Err(r.bad(&format!(
                "GGUF version {version}; anygpu reads versions 2 and 3 (llama.cpp's since 2023)"
            )));
        }
        // A tensor's entry takes at least 8 (name) + 4 + 8 (one dimension) + 4 (type) + 8
        // (offset) bytes, a metadata entry 8 (key) + 4 (type) + 1.
        let tensor_count = r.count("the tensor count", 32)?;
        let kv_count = r.count("the metadata count", 13)?;
        let mut metadata = Vec::with_capacity(kv_count);
        for i in 0..kv_count {
            let key = r.string(&format!("metadata key {i}"))?;
            let kind = r.u32(&format!("the type of metadata `{key}`"))?;
            let value = r.value(kind, &format!("metadata `{key}`"), MAX_ARRAY_NESTING)?;
            metadata.push((key, value));
        }
        let alignment = match metadata.iter().find(|(k, _)| k == "general.alignment") {
            None => DEFAULT_ALIGNMENT,
            Some((_, GgufValue::U32(a))) if a.is_power_of_two() => u64::from(*a),
            Some((_, v)) => return Err(r.bad(&format!("general.alignment is {v:?}; it must be a u32 power of two"))),
        };
        let mut entries = Vec::with_capacity(tensor_count);
        for i in 0..tensor_count {
            let name = r.string(&format!("the name of tensor {i}"))?;
            let n_dims = r.u32(&format!("the dimensions of tensor `{name}`"))?;
            if n_dims == 0 || n_dims > MAX_DIMS {
                return Err(r.bad(&format!("tensor `{name}` has {n_dims} dimensions (1 to {MAX_DIMS})")));
            }
            let mut dims = Vec::with_capacity(n_dims as usize);
            for _ in 0..n_dims {
                dims.push(r.u64(&format!("the dimensions of tensor `{name}`"))?);
            }
            let kind = GgmlType(r.u32(&format!("the type of tensor `{name}`"))?);
            let offset = r.u64(&format!("the offset of tensor `{name}`"))?;
            entries.push((name, dims, kind, offset));
        }
        let data_start = r.at.div_ceil(alignment).saturating_mul(alignment);
        let mut tensors: Vec<GgufTensor> = Vec::with_capacity(tensor_count);
        let mut names = std::collections::HashSet::with_capacity(tensor_count);
        for (name, dims, kind, offset) in entries {
            let bad = |what: String| r.bad(&format!("tensor `{name}` {what}"));
            if !names.insert(name.clone()) {
                return Err(bad("is listed twice".into()));
            }
            if offset % alignment != 0 {
                return Err(bad(format!(
                    "starts at offset {offset}, not a multiple of the alignment {alignment}"
                )));
            }
            let elements = dims
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(d))
                .ok_or_else(|| bad(format!("has dimensions {dims:?}, too many elements")))?;
            let size = match kind.traits() {
                None => None,
                Some((type_name, block, bytes)) => {
                    if dims[0] % block != 0 {
                        return Err(bad(format!(
                            "is {type_name} with rows of {} values, not whole blocks of {block}",
                            dims[0]
                        )));
                    }
                    let size = (elements / block).checked_mul(bytes);
                    Some(size.ok_or_else(|| bad(format!("has dimensions {dims:?}, too many bytes")))?)
                }
            };
            let start = data_start.checked_add(offset);
            let end = start.and_then(|s| s.checked_add(size.unwrap_or(0)));
            if end.is_none_or(|end| end > len) {
                return Err(bad(format!(
                    "lies past the end of the file: {} bytes at offset {offset} after the header's {data_start}",
                    size.unwrap_or(0)
                )));
            }
            tensors.push(GgufTensor {
                name,
                dims,
                kind,
                offset: data_start + offset,
                size,
            });
        }
        Ok(GgufFile {
            path,
            file: Mutex::new(file),
            version,
            metadata,
            tensors,
        })
    }

    /// The file's GGUF version (2 or 3).
    pub fn version(&self) -> u32 {
        self.version
    }

    /// Every metadata entry, in the file's order.
    pub fn metadata(&self) -> &[(String, GgufValue)] {
        &self.metadata
    }

    /// The metadata value of `key` (`general.architecture`), if the file has one.
    pub fn get(&self, key: &str) -> Option<&GgufValue> {
        self.metadata.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// Every tensor, in the file's order.
    pub fn tensors(&self) -> &[GgufTensor] {
        &self.tensors
    }

    /// The tensor called `name`, if the file has one.
    pub fn tensor(&self, name: &str) -> Option<&GgufTensor> {
        self.tensors.iter().find(|t| t.name == name)
    }

    /// An error about this file (already open): `what` is wrong.
    fn error(&self, what: String) -> GpuError {
        GpuError::invalid_argument(format!("GGUF file {}: {what}", self.path.display()))
    }

    fn find(&self, name: &str) -> Result<&GgufTensor> {
        self.tensor(name).ok_or_else(|| {
            let mut names: Vec<&str> = self.tensors.iter().map(|t| t.name.as_str()).take(8).collect();
            if self.tensors.len() > names.len() {
                names.push("…");
            }
            self.error(format!("has no tensor `{name}` (it has {})", names.join(", ")))
        })
    }

    /// The raw bytes of tensor `name`, as the file holds them.
    pub fn read_bytes(&self, name: &str) -> Result<Vec<u8>> {
        let t = self.find(name)?;
        let size = t.size.ok_or_else(|| {
            self.error(format!(
                "tensor `{name}` is {}, which anygpu cannot read",
                t.kind.name()
            ))
        })?;
        let size = usize::try_from(size).map_err(|_| self.error(format!("tensor `{name}` has {size} bytes")))?;
        let mut bytes = vec![0u8; size];
        let mut file = self.file.lock().unwrap_or_else(|p| p.into_inner());
        file.seek(SeekFrom::Start(t.offset))
            .and_then(|_| file.read_exact(&mut bytes))
            .map_err(|e| self.error(format!("cannot read tensor `{name}`: {e}")))?;
        Ok(bytes)
    }

    /// Tensor `name`, a weight matrix of `rows` output features × `cols` inputs (dimensions
    /// `[cols, rows]`) in Q8_0, Q4_K, Q5_K or Q6_K, loaded as [`QuantizedMatrix`] weights on
    /// `ctx`.
    pub fn quantized_matrix(&self, ctx: &GpuContext, name: &str) -> Result<QuantizedMatrix> {
        let t = self.find(name)?;
        let [cols, rows] = t.dims[..] else {
            return Err(self.error(format!(
                "tensor `{name}` has dimensions {:?}, not a matrix's two",
                t.dims
            )));
        };
        let too_big = || self.error(format!("tensor `{name}` is {rows} × {cols}"));
        let (rows, cols) = (
            usize::try_from(rows).map_err(|_| too_big())?,
            usize::try_from(cols).map_err(|_| too_big())?,
        );
        let Some(load) = t.kind.loader() else {
            return Err(self.error(format!(
                "tensor `{name}` is {}; quantized weights are Q8_0, Q4_K, Q5_K or Q6_K (read others with `tensor_f32`)",
                t.kind.name()
            )));
        };
        load(ctx, &self.read_bytes(name)?, rows, cols)
    }

    /// Tensor `name` as f32 values on `ctx`, all its elements in the file's order: F32, F16 and
    /// BF16 converted exactly, Q8_0, Q4_K, Q5_K and Q6_K dequantized on the device (for embeddings
    /// and norms' weights).
    pub fn tensor_f32(&self, ctx: &GpuContext, name: &str) -> Result<DeviceBuffer<f32>> {
        let t = self.find(name)?;
        let bytes = || self.read_bytes(name);
        let values: Vec<f32> = match t.kind {
            GgmlType::F32 => little_endian(&bytes()?, f32::from_le_bytes),
            GgmlType::F16 => little_endian(&bytes()?, |b| half::f16::from_le_bytes(b).to_f32()),
            GgmlType::BF16 => little_endian(&bytes()?, |b| half::bf16::from_le_bytes(b).to_f32()),
            kind => {
                let Some(load) = kind.loader() else {
                    return Err(self.error(format!(
                        "tensor `{name}` is {}; anygpu reads F32, F16, BF16, Q8_0, Q4_K, Q5_K and Q6_K tensors",
                        kind.name()
                    )));
                };
                // Any shape: its elements as rows of the innermost dimension.
                let (cols, elements) = (t.dims[0], t.elements());
                let too_big = || self.error(format!("tensor `{name}` has {elements} elements"));
                let cols = usize::try_from(cols).map_err(|_| too_big())?;
                let rows = usize::try_from(elements).map_err(|_| too_big())? / cols.max(1);
                return load(ctx, &bytes()?, rows, cols)?.dequantize(ctx);
            }
        };
        ctx.upload(&values)
    }
}

/// `bytes` as the little-endian values of `N` bytes each that `value` reads.
fn little_endian<const N: usize>(bytes: &[u8], value: impl Fn([u8; N]) -> f32) -> Vec<f32> {
    let (values, _) = bytes.as_chunks::<N>();
    values.iter().map(|&b| value(b)).collect()
}
