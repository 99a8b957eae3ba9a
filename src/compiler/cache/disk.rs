//! The on-disk kernel cache: compiled artifacts kept across processes, one file per entry.
//!
//! An entry's file name is the hex digest of its key ([`EntryKey`]); its bytes are a header
//! (magic, format version, artifact kind, the full key digest, payload length, payload BLAKE3)
//! and the payload: the artifact's parts as length-prefixed byte strings. A reader checks every
//! header field against what it asked for and the checksum against the payload; any mismatch is a
//! miss and the file is removed, never trusted. Writers fill a temporary file in the same
//! directory and rename it into place, so a reader sees a whole entry or none; a crash leaves at
//! most a temporary file, which no lookup reads and eviction removes once it is an hour old. No
//! `fsync`: after a power loss a renamed entry may hold garbage, which the checksum catches.
//!
//! Size bound: this process keeps an estimate of the directory's bytes (one scan at its first
//! write, then its own writes added); when the estimate passes the bound, a scan removes the
//! entries with the oldest modification times (a hit touches its entry's mtime, so this is
//! least-recently-used) down to three quarters of the bound. So eviction costs one directory
//! scan per process plus one per quarter-bound written, not one per write. Other processes'
//! writes are seen at the next scan.
//!
//! Nothing here ever fails a compile: a cache that cannot be created, read or written is logged
//! (`tracing`: the first failure as a warning, later ones at debug level) and the kernel is
//! compiled as if there were none.

use std::ffi::OsString;
use std::fs;
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, SystemTime};

use crate::compiler::source::{KernelKey, KernelSource};
use crate::compiler::targets::{Artifact, TargetSpec};
use crate::error::Result;

/// The default size bound (`ANYGPU_CACHE_MAX_BYTES` changes it): thousands of kernels.
pub const DEFAULT_MAX_BYTES: u64 = 512 << 20;

const MAGIC: [u8; 8] = *b"ANYGPUKC";
/// Bumped whenever the header or payload layout changes (it is also part of every key).
const FORMAT_VERSION: u32 = 1;
const HEADER_BYTES: usize = 8 + 4 + 4 + 32 + 8 + 32;
const ENTRY_SUFFIX: &str = ".kernel";
const TEMP_PREFIX: &str = ".partial-";
/// A temporary file older than this belongs to a writer that died: eviction removes it.
const STALE_TEMP: Duration = Duration::from_secs(3600);

/// What an entry holds; in the key and again in the header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArtifactKind {
    /// PTX text and its entry symbol.
    Ptx = 1,
    /// A linked AMD code object and its entry symbol.
    AmdgcnCodeObject = 2,
    /// A host object file and its entry symbol.
    HostObject = 3,
    /// SPIR-V words and the entry point's name.
    Spirv = 4,
}

/// The digest naming an entry: of the kernel source (code, entry point, override bit patterns,
/// bounds checks, GPU-math flag), the target (kind and the target's own strings: architecture,
/// ISA or code object version), the format version, anygpu's version, the fingerprint of the
/// compiler's source (build.rs) and the LLVM version this process runs with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct EntryKey {
    kind: ArtifactKind,
    digest: [u8; 32],
}

/// Feeds length-prefixed fields to BLAKE3, so no two field lists hash the same bytes.
struct Fields(blake3::Hasher);

impl Fields {
    fn u64(&mut self, v: u64) {
        self.0.update(&v.to_le_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        self.0.update(b);
    }
}

impl EntryKey {
    /// The key of `kernel` compiled to `kind` for the target that `target`'s strings describe.
    pub(crate) fn new(kind: ArtifactKind, kernel: &KernelKey, target: &[&str]) -> EntryKey {
        let mut f = Fields(blake3::Hasher::new());
        f.bytes(b"anygpu kernel cache");
        f.u64(FORMAT_VERSION.into());
        f.bytes(env!("CARGO_PKG_VERSION").as_bytes());
        f.bytes(env!("ANYGPU_COMPILER_FINGERPRINT").as_bytes());
        let (major, minor, patch) = inkwell::support::get_llvm_version();
        for v in [major, minor, patch] {
            f.u64(v.into());
        }
        f.u64(kind as u64);
        f.u64(target.len() as u64);
        for part in target {
            f.bytes(part.as_bytes());
        }
        f.bytes(kernel.code.as_bytes());
        match &kernel.entry {
            None => f.u64(0),
            Some(entry) => {
                f.u64(1);
                f.bytes(entry.as_bytes());
            }
        }
        f.u64(kernel.overrides.len() as u64);
        for (name, bits) in &kernel.overrides {
            f.bytes(name.as_bytes());
            f.u64(*bits);
        }
        f.u64(kernel.bounds_checks.into());
        f.u64(kernel.gpu_math_formulas.into());
        f.u64(kernel.contraction.into());
        f.u64(kernel.min_workgroups_per_cu.into());
        f.u64(kernel.max_registers.into());
        f.u64(kernel.optimization as u64);
        f.u64(kernel.async_workgroup_copies.into());
        f.u64(kernel.warpgroup_mma.into());
        f.u64(kernel.bfloat16_halves.into());
        f.u64(kernel.flush_subnormal_exp.into());
        f.u64(kernel.tf32 as u64);
        f.u64(kernel.line_info.into());
        EntryKey {
            kind,
            digest: *f.0.finalize().as_bytes(),
        }
    }

    /// The key of `kernel` compiled for `spec`.
    pub(crate) fn for_target(kernel: &KernelKey, spec: &TargetSpec) -> EntryKey {
        let kind = match spec {
            TargetSpec::Host => ArtifactKind::HostObject,
            TargetSpec::Ptx { .. } => ArtifactKind::Ptx,
            TargetSpec::Amdgcn { .. } => ArtifactKind::AmdgcnCodeObject,
            TargetSpec::Spirv => ArtifactKind::Spirv,
        };
        let parts = spec.key_parts();
        EntryKey::new(kind, kernel, &parts.iter().map(String::as_str).collect::<Vec<_>>())
    }

    fn file_name(&self) -> String {
        format!("{}{ENTRY_SUFFIX}", blake3::Hash::from(self.digest).to_hex())
    }
}

fn is_entry_name(name: &str) -> bool {
    name.strip_suffix(ENTRY_SUFFIX)
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)))
}

/// Compiled kernels kept on disk across processes, in one directory.
///
/// [`compiler::compile`](crate::compiler::compile) and the CUDA and ROCm devices use the cache
/// the environment configures ([`DiskCache::from_env`]); a tool that wants its own directory
/// compiles through [`DiskCache::at`] with [`DiskCache::compile`].
#[derive(Debug)]
pub struct DiskCache {
    dir: PathBuf,
    max_bytes: u64,
    /// The bytes this process believes the directory holds: unknown until its first write scans.
    estimated_bytes: Mutex<Option<u64>>,
}

impl DiskCache {
    /// A cache in `dir` (created at the first write), bounded by [`DEFAULT_MAX_BYTES`].
    pub fn at(dir: impl Into<PathBuf>) -> DiskCache {
        DiskCache {
            dir: dir.into(),
            max_bytes: DEFAULT_MAX_BYTES,
            estimated_bytes: Mutex::new(None),
        }
    }

    /// The same cache bounded by `max_bytes` instead.
    pub fn with_max_bytes(mut self, max_bytes: u64) -> DiskCache {
        self.max_bytes = max_bytes;
        self
    }

    /// The cache the environment asks for, or `None` when it is off: `ANYGPU_CACHE=off` (or `0`,
    /// `false`, `no`) turns it off; `ANYGPU_CACHE_DIR` is its directory (default: the platform's
    /// cache directory + `anygpu`, e.g. `$XDG_CACHE_HOME/anygpu` or `~/.cache/anygpu`);
    /// `ANYGPU_CACHE_MAX_BYTES` its bound in bytes (suffixes K, M, G: binary units; default
    /// 512M). Always `None` in a browser (wasm32).
    pub fn from_env() -> Option<DiskCache> {
        if cfg!(target_arch = "wasm32") {
            return None;
        }
        let var = std::env::var_os;
        configure(
            var("ANYGPU_CACHE"),
            var("ANYGPU_CACHE_DIR"),
            var("ANYGPU_CACHE_MAX_BYTES"),
            dirs::cache_dir,
        )
    }

    /// [`DiskCache::from_env`], read once per process: what the compiler's doors use.
    pub(crate) fn global() -> Option<&'static DiskCache> {
        static GLOBAL: OnceLock<Option<DiskCache>> = OnceLock::new();
        GLOBAL.get_or_init(DiskCache::from_env).as_ref()
    }

    /// `source` compiled for `target` through this cache only (not the in-process one): the
    /// stored artifact when there is an entry, else compiled and stored.
    pub fn compile(&self, source: &KernelSource, target: &TargetSpec) -> Result<Artifact> {
        super::through_disk(Some(self), super::Input::Source(source), &source.key(), target)
    }

    /// The artifact this cache holds for `source` on `target`, if any; compiles nothing.
    pub fn cached(&self, source: &KernelSource, target: &TargetSpec) -> Option<Artifact> {
        self.load(&EntryKey::for_target(&source.key(), target), |parts| {
            Artifact::from_parts(target, parts)
        })
    }

    /// The directory entries live in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The size bound, in bytes.
    pub fn max_bytes(&self) -> u64 {
        self.max_bytes
    }

    /// The entry under `key`, made into an artifact by `decode` (which gets the payload's parts
    /// and returns `None` for parts that do not make one). A missing, foreign, damaged or
    /// undecodable entry is a miss; all but a missing one are removed.
    pub(crate) fn load<T>(&self, key: &EntryKey, decode: impl FnOnce(Vec<Vec<u8>>) -> Option<T>) -> Option<T> {
        let path = self.dir.join(key.file_name());
        // Only a regular file is an entry: a FIFO put there would block the open.
        let (mut file, len) = match crate::compiler::source::open_regular_file(&path) {
            Ok(opened) => opened,
            Err(e) if e.kind() == ErrorKind::NotFound => return None,
            Err(e) => {
                tracing::debug!("kernel cache: cannot open {}: {e}", path.display());
                return None;
            }
        };
        let mut bytes = Vec::new();
        // Never stored above the bound: a larger file is refused by its size, without reading
        // any of it (and read at most to the bound, should it grow meanwhile).
        let limit = self.max_bytes.max(HEADER_BYTES as u64) + 1;
        let read = if len >= limit {
            Ok(limit as usize)
        } else {
            (&mut file).take(limit).read_to_end(&mut bytes)
        };
        let parts = match read {
            Ok(n) if n as u64 >= limit => Err("larger than the cache's bound"),
            Ok(_) => check_entry(&bytes, key),
            Err(e) => {
                tracing::debug!("kernel cache: cannot read {}: {e}", path.display());
                return None;
            }
        };
        match parts.and_then(|parts| decode(parts).ok_or("the payload is not this kind of artifact")) {
            Ok(artifact) => {
                tracing::debug!("kernel cache: hit {}", path.display());
                // The mtime is the eviction order; a failure here only makes the entry look older.
                if let Err(e) = file.set_modified(SystemTime::now()) {
                    tracing::debug!("kernel cache: cannot touch {}: {e}", path.display());
                }
                Some(artifact)
            }
            Err(why) => {
                tracing::debug!("kernel cache: ignoring {} ({why}); compiling again", path.display());
                if let Err(e) = fs::remove_file(&path) {
                    tracing::debug!("kernel cache: cannot remove {}: {e}", path.display());
                }
                None
            }
        }
    }

    /// Writes the entry under `key` holding `parts` (atomically: a temporary file renamed into
    /// place), then evicts if the directory may have passed its bound. Failures are logged only.
    pub(crate) fn store(&self, key: &EntryKey, parts: &[&[u8]]) {
        let bytes = encode_entry(key, parts);
        if bytes.len() as u64 > self.max_bytes {
            tracing::debug!(
                "kernel cache: an entry of {} bytes does not fit the {}-byte bound; not stored",
                bytes.len(),
                self.max_bytes
            );
            return;
        }
        if let Err(e) = self.write_entry(key, &bytes) {
            static WARNED: AtomicBool = AtomicBool::new(false);
            let message = format!(
                "kernel cache: cannot write to {} ({e}); compiling without it (ANYGPU_CACHE_DIR moves it, ANYGPU_CACHE=off turns it off)",
                self.dir.display()
            );
            if WARNED.swap(true, Ordering::Relaxed) {
                tracing::debug!("{message}");
            } else {
                tracing::warn!("{message}");
            }
            return;
        }
        tracing::debug!("kernel cache: stored {}", self.dir.join(key.file_name()).display());
        self.account(key, bytes.len() as u64);
    }

    fn write_entry(&self, key: &EntryKey, bytes: &[u8]) -> std::io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let mut temp = tempfile::Builder::new().prefix(TEMP_PREFIX).tempfile_in(&self.dir)?;
        temp.write_all(bytes)?;
        temp.persist(self.dir.join(key.file_name())).map_err(|e| e.error)?;
        Ok(())
    }

    /// Adds the write of `key`'s `bytes` to the estimate; scans (and evicts) at the first write
    /// and whenever the estimate passes the bound.
    fn account(&self, key: &EntryKey, bytes: u64) {
        let mut estimate = self.estimated_bytes.lock().unwrap_or_else(|e| e.into_inner());
        *estimate = match *estimate {
            Some(held) if held.saturating_add(bytes) <= self.max_bytes => Some(held + bytes),
            _ => Some(self.evict(&key.file_name())),
        };
    }

    /// Removes stale temporary files, and the least recently used entries when the directory
    /// holds more than the bound, down to three quarters of it (never `just_written`, which may
    /// share its mtime with older entries on a coarse file system). Returns the bytes left.
    /// Only files named as entries or as this cache's temporary files are ever removed, so a
    /// directory shared with other files loses none of them.
    fn evict(&self, just_written: &str) -> u64 {
        let listing = match fs::read_dir(&self.dir) {
            Ok(listing) => listing,
            Err(e) => {
                tracing::debug!("kernel cache: cannot list {}: {e}", self.dir.display());
                return 0;
            }
        };
        let now = SystemTime::now();
        let mut entries = Vec::new();
        let mut total = 0u64;
        for item in listing.flatten() {
            let name = item.file_name();
            let Some(name) = name.to_str() else { continue };
            let Ok(meta) = item.metadata() else { continue };
            if !meta.is_file() {
                continue;
            }
            let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            if name.starts_with(TEMP_PREFIX) {
                if now.duration_since(modified).is_ok_and(|age| age > STALE_TEMP) {
                    let _ = fs::remove_file(item.path());
                }
            } else if is_entry_name(name) {
                total += meta.len();
                if name != just_written {
                    entries.push((modified, meta.len(), item.path()));
                }
            }
        }
        if total > self.max_bytes {
            let low_water = self.max_bytes - self.max_bytes / 4;
            entries.sort_by_key(|&(modified, _, _)| modified);
            for (_, len, path) in entries {
                if total <= low_water {
                    break;
                }
                match fs::remove_file(&path) {
                    Ok(()) => total -= len,
                    // Another process evicted it first.
                    Err(e) if e.kind() == ErrorKind::NotFound => total -= len,
                    Err(e) => tracing::debug!("kernel cache: cannot evict {}: {e}", path.display()),
                }
            }
        }
        total
    }
}

/// The cache `from_env` describes, from the variables' values (a function of its inputs, so the
/// parsing is tested without touching the process environment).
fn configure(
    switch: Option<OsString>,
    dir: Option<OsString>,
    max_bytes: Option<OsString>,
    default_dir: impl FnOnce() -> Option<PathBuf>,
) -> Option<DiskCache> {
    if let Some(switch) = switch {
        let switch = switch.to_string_lossy().trim().to_ascii_lowercase();
        if matches!(switch.as_str(), "off" | "0" | "false" | "no") {
            return None;
        }
    }
    let dir = match dir.filter(|d| !d.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => match default_dir() {
            Some(base) => base.join("anygpu"),
            None => {
                tracing::debug!("kernel cache: no platform cache directory and no ANYGPU_CACHE_DIR; off");
                return None;
            }
        },
    };
    let mut cache = DiskCache::at(dir);
    if let Some(value) = max_bytes {
        match parse_bytes(&value.to_string_lossy()) {
            Some(max) => cache.max_bytes = max,
            None => tracing::warn!(
                "ANYGPU_CACHE_MAX_BYTES={value:?} is not a size (bytes, or with a K, M or G suffix); using {DEFAULT_MAX_BYTES}"
            ),
        }
    }
    Some(cache)
}

/// `1048576`, `512K`, `64M`, `2G` (binary units).
fn parse_bytes(text: &str) -> Option<u64> {
    let text = text.trim();
    let (digits, shift) = match text.char_indices().last()? {
        (i, 'k' | 'K') => (&text[..i], 10),
        (i, 'm' | 'M') => (&text[..i], 20),
        (i, 'g' | 'G') => (&text[..i], 30),
        _ => (text, 0),
    };
    let n: u64 = digits.trim().parse().ok()?;
    n.checked_mul(1u64 << shift)
}

fn encode_entry(key: &EntryKey, parts: &[&[u8]]) -> Vec<u8> {
    let mut payload = Vec::with_capacity(4 + parts.iter().map(|p| 8 + p.len()).sum::<usize>());
    payload.extend_from_slice(&(parts.len() as u32).to_le_bytes());
    for part in parts {
        payload.extend_from_slice(&(part.len() as u64).to_le_bytes());
        payload.extend_from_slice(part);
    }
    let mut bytes = Vec::with_capacity(HEADER_BYTES + payload.len());
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    bytes.extend_from_slice(&(key.kind as u32).to_le_bytes());
    bytes.extend_from_slice(&key.digest);
    bytes.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    bytes.extend_from_slice(blake3::hash(&payload).as_bytes());
    bytes.extend_from_slice(&payload);
    bytes
}

/// The parts of an entry's payload if `bytes` is a whole, undamaged entry for `key`.
fn check_entry(bytes: &[u8], key: &EntryKey) -> Result<Vec<Vec<u8>>, &'static str> {
    if bytes.len() < HEADER_BYTES {
        return Err("shorter than a header");
    }
    let (header, payload) = bytes.split_at(HEADER_BYTES);
    let (magic, rest) = header.split_at(8);
    let (version, rest) = rest.split_at(4);
    let (kind, rest) = rest.split_at(4);
    let (digest, rest) = rest.split_at(32);
    let (length, checksum) = rest.split_at(8);
    let u32_of = |b: &[u8]| u32::from_le_bytes(b.try_into().expect("4 bytes"));
    if magic != MAGIC {
        return Err("not an anygpu cache entry");
    }
    if u32_of(version) != FORMAT_VERSION {
        return Err("another format version");
    }
    if u32_of(kind) != key.kind as u32 || digest != key.digest {
        return Err("another key's entry");
    }
    if u64::from_le_bytes(length.try_into().expect("8 bytes")) != payload.len() as u64 {
        return Err("truncated or overlong");
    }
    if blake3::hash(payload).as_bytes() != checksum {
        return Err("payload checksum mismatch");
    }
    split_parts(payload).ok_or("malformed payload")
}

fn split_parts(payload: &[u8]) -> Option<Vec<Vec<u8>>> {
    let (count, mut rest) = payload.split_first_chunk::<4>()?;
    let count = u32::from_le_bytes(*count) as usize;
    let mut parts = Vec::with_capacity(count.min(16));
    for _ in 0..count {
        let (len, tail) = rest.split_first_chunk::<8>()?;
        let len = usize::try_from(u64::from_le_bytes(*len)).ok()?;
        if len > tail.len() {
            return None;
        }
        let (part, tail) = tail.split_at(len);
        parts.push(part.to_vec());
        rest = tail;
    }
    rest.is_empty().then_some(parts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::KernelSource;

    fn key(code: &str) -> EntryKey {
        EntryKey::new(ArtifactKind::Ptx, &KernelSource::wgsl(code).key(), &["sm_80", "70"])
    }

    #[test]
    fn keys_depend_on_every_field() {
        let base = KernelSource::wgsl("k");
        let k = |s: &KernelSource, kind, target: &[&str]| EntryKey::new(kind, &s.key(), target);
        let reference = k(&base, ArtifactKind::Ptx, &["sm_80", "70"]);
        assert_eq!(reference, k(&base, ArtifactKind::Ptx, &["sm_80", "70"]), "stable");
        let others = [
            k(&KernelSource::wgsl("k "), ArtifactKind::Ptx, &["sm_80", "70"]),
            k(&base.clone().entry("main"), ArtifactKind::Ptx, &["sm_80", "70"]),
            k(
                &base.clone().override_constant("n", 1.0),
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            k(
                &base.clone().override_constant("n", -0.0),
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            k(
                &base.clone().override_constant("n", 0.0),
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            // SAFETY: only a key is computed; nothing runs.
            k(
                &unsafe { base.clone().without_bounds_checks() },
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            k(
                &base.clone().with_gpu_math_formulas(),
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            k(
                &base.clone().max_registers_per_thread(64),
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            k(&base.clone().line_info(true), ArtifactKind::Ptx, &["sm_80", "70"]),
            k(
                &base.clone().optimization(crate::compiler::Optimization::Quick),
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            k(
                &base.clone().min_workgroups_per_compute_unit(2),
                ArtifactKind::Ptx,
                &["sm_80", "70"],
            ),
            k(&base, ArtifactKind::AmdgcnCodeObject, &["sm_80", "70"]),
            k(&base, ArtifactKind::Ptx, &["sm_90", "70"]),
            k(&base, ArtifactKind::Ptx, &["sm_80", "78"]),
            // Field boundaries count: "sm_8" + "070" is not "sm_80" + "70".
            k(&base, ArtifactKind::Ptx, &["sm_8", "070"]),
        ];
        for (i, other) in others.iter().enumerate() {
            assert_ne!(&reference, other, "variant {i}");
            for later in &others[i + 1..] {
                assert_ne!(other, later);
            }
        }
    }

    #[test]
    fn entries_round_trip_and_every_damage_is_caught() {
        let a = key("a");
        let bytes = encode_entry(&a, &[b"main", b"text"]);
        assert_eq!(
            check_entry(&bytes, &a).unwrap(),
            vec![b"main".to_vec(), b"text".to_vec()]
        );
        assert!(is_entry_name(&a.file_name()), "{}", a.file_name());
        assert!(!is_entry_name("notes.txt") && !is_entry_name(&a.file_name().to_uppercase()));
        for cut in [0, 10, HEADER_BYTES - 1, HEADER_BYTES, bytes.len() - 1] {
            assert!(check_entry(&bytes[..cut], &a).is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(check_entry(&longer, &a), Err("truncated or overlong"));
        for at in 0..bytes.len() {
            let mut flipped = bytes.clone();
            flipped[at] ^= 0x20;
            assert!(check_entry(&flipped, &a).is_err(), "flip at {at}");
        }
        assert_eq!(check_entry(&bytes, &key("b")), Err("another key's entry"));
    }

    #[test]
    fn malformed_payloads_with_good_checksums_are_refused() {
        for payload in [
            &[][..],
            &[1, 0, 0, 0],
            &[1, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 1],
            &[0, 0, 0, 0, 7],
        ] {
            assert_eq!(split_parts(payload), None, "{payload:?}");
        }
        assert_eq!(split_parts(&[0, 0, 0, 0]), Some(vec![]));
    }

    #[test]
    fn the_environment_is_read_as_documented() {
        let os = |s: &str| Some(OsString::from(s));
        let home = || Some(PathBuf::from("/home/u/.cache"));
        for off in ["off", "OFF", "0", "false", "no", " off "] {
            assert!(configure(os(off), os("/tmp/x"), None, home).is_none(), "{off}");
        }
        let default = configure(None, None, None, home).unwrap();
        assert_eq!(default.dir(), Path::new("/home/u/.cache/anygpu"));
        assert_eq!(default.max_bytes(), DEFAULT_MAX_BYTES);
        let chosen = configure(os("on"), os("/tmp/x"), os("64M"), home).unwrap();
        assert_eq!((chosen.dir(), chosen.max_bytes()), (Path::new("/tmp/x"), 64 << 20));
        // An empty directory variable is unset; a bad size keeps the default.
        let fallback = configure(None, os(""), os("lots"), home).unwrap();
        assert_eq!(
            (fallback.dir(), fallback.max_bytes()),
            (Path::new("/home/u/.cache/anygpu"), DEFAULT_MAX_BYTES)
        );
        assert!(configure(None, None, None, || None).is_none(), "no cache dir: off");
    }

    #[test]
    fn sizes_parse_with_binary_suffixes() {
        assert_eq!(parse_bytes("1048576"), Some(1 << 20));
        assert_eq!(parse_bytes("512K"), Some(512 << 10));
        assert_eq!(parse_bytes("2g"), Some(2 << 30));
        assert_eq!(parse_bytes(" 3 M "), Some(3 << 20));
        for bad in ["", "M", "-1", "1.5G", "99999999999999999999G", "1T"] {
            assert_eq!(parse_bytes(bad), None, "{bad}");
        }
    }
}
