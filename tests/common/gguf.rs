//! A GGUF file writer for the tests (llama.cpp's `gguf_write_to_file` layout, version 3): the
//! reader's tests build their files with it, valid ones and, by editing the bytes, broken ones.

/// A file being built: metadata entries (type code and value bytes, encoded) and tensors.
pub struct GgufBuilder {
    alignment: u64,
    metadata: Vec<(String, u32, Vec<u8>)>,
    tensors: Vec<(String, Vec<u64>, u32, Vec<u8>)>,
}

/// ggml's type codes the tests use.
pub const F32: u32 = 0;
pub const F16: u32 = 1;
pub const Q8_0: u32 = 8;
pub const Q4_K: u32 = 12;
pub const Q5_K: u32 = 13;
pub const Q6_K: u32 = 14;
pub const BF16: u32 = 30;

fn string(s: &str) -> Vec<u8> {
    let mut out = (s.len() as u64).to_le_bytes().to_vec();
    out.extend_from_slice(s.as_bytes());
    out
}

impl GgufBuilder {
    /// An empty file whose tensor data is aligned to `alignment` (written as
    /// `general.alignment` unless it is the default 32).
    pub fn new(alignment: u64) -> Self {
        let mut b = GgufBuilder {
            alignment,
            metadata: Vec::new(),
            tensors: Vec::new(),
        };
        if alignment != 32 {
            b.metadata
                .push(("general.alignment".into(), 4, (alignment as u32).to_le_bytes().to_vec()));
        }
        b
    }

    pub fn u32(mut self, key: &str, v: u32) -> Self {
        self.metadata.push((key.into(), 4, v.to_le_bytes().to_vec()));
        self
    }

    pub fn f32(mut self, key: &str, v: f32) -> Self {
        self.metadata.push((key.into(), 6, v.to_le_bytes().to_vec()));
        self
    }

    pub fn string(mut self, key: &str, v: &str) -> Self {
        self.metadata.push((key.into(), 8, string(v)));
        self
    }

    pub fn strings(mut self, key: &str, v: &[&str]) -> Self {
        let mut bytes = 8u32.to_le_bytes().to_vec();
        bytes.extend((v.len() as u64).to_le_bytes());
        for s in v {
            bytes.extend(string(s));
        }
        self.metadata.push((key.into(), 9, bytes));
        self
    }

    /// A metadata entry of type code `kind` whose value is `bytes` as given.
    pub fn raw(mut self, key: &str, kind: u32, bytes: Vec<u8>) -> Self {
        self.metadata.push((key.into(), kind, bytes));
        self
    }

    /// A tensor of dimensions `dims` (innermost first), type `kind`, data `bytes`.
    pub fn tensor(mut self, name: &str, dims: &[u64], kind: u32, bytes: Vec<u8>) -> Self {
        self.tensors.push((name.into(), dims.to_vec(), kind, bytes));
        self
    }

    /// The file's bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let align = |n: usize| n.div_ceil(self.alignment as usize) * self.alignment as usize;
        let mut out = b"GGUF".to_vec();
        out.extend(3u32.to_le_bytes());
        out.extend((self.tensors.len() as u64).to_le_bytes());
        out.extend((self.metadata.len() as u64).to_le_bytes());
        for (key, kind, value) in &self.metadata {
            out.extend(string(key));
            out.extend(kind.to_le_bytes());
            out.extend(value);
        }
        let mut offset = 0usize;
        for (name, dims, kind, bytes) in &self.tensors {
            out.extend(string(name));
            out.extend((dims.len() as u32).to_le_bytes());
            for d in dims {
                out.extend(d.to_le_bytes());
            }
            out.extend(kind.to_le_bytes());
            out.extend((offset as u64).to_le_bytes());
            offset = align(offset + bytes.len());
        }
        out.resize(align(out.len()), 0);
        for (_, _, _, bytes) in &self.tensors {
            out.extend(bytes);
            out.resize(align(out.len()), 0);
        }
        out
    }

    /// Writes the file into a new temporary directory; returns the directory (kept while it
    /// lives) and the file's path.
    pub fn write(&self) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("model.gguf");
        std::fs::write(&path, self.bytes()).unwrap();
        (dir, path)
    }
}
