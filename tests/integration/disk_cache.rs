//! The on-disk kernel cache: a hit gives back exactly what a cold compile gives; every input of
//! the key separates entries; a damaged, foreign or half-written entry is ignored, removed and
//! rebuilt, never loaded; eviction keeps the directory under its bound, least recently used
//! first; `ANYGPU_CACHE=off` writes nothing. Each test uses a directory of its own (through
//! `DiskCache::at`, or `ANYGPU_CACHE_DIR` given to a child process), never the user's cache and
//! never this process's environment.
#![cfg(feature = "llvm")]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

use anygpu::compiler::testing::compile_uncached;
use anygpu::compiler::{
    amdgcn_linker_available, AmdgcnCodeObject, Artifact, CodeObjectVersion, DiskCache, GfxArch, PtxArch, PtxIsa,
    PtxModule, TargetSpec,
};
use anygpu::KernelSource;

/// The cache seen through the artifact types these tests compare (the cache itself is one
/// generic path: `DiskCache::compile` / `DiskCache::cached` for any `TargetSpec`).
trait Typed {
    fn ptx(&self, src: &KernelSource, arch: PtxArch, isa: PtxIsa) -> anygpu::Result<PtxModule>;
    fn cached_ptx(&self, src: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Option<PtxModule>;
    fn amdgcn_code_object(
        &self,
        src: &KernelSource,
        arch: GfxArch,
        version: CodeObjectVersion,
    ) -> anygpu::Result<AmdgcnCodeObject>;
    fn cached_amdgcn_code_object(
        &self,
        src: &KernelSource,
        arch: GfxArch,
        version: CodeObjectVersion,
    ) -> Option<AmdgcnCodeObject>;
}

fn ptx_of(artifact: Artifact) -> PtxModule {
    (**artifact.ptx().expect("a PTX target gives PTX")).clone()
}

fn code_object_of(artifact: Artifact) -> AmdgcnCodeObject {
    (**artifact.amdgcn().expect("an AMDGCN target gives a code object")).clone()
}

fn amdgcn(arch: GfxArch, version: CodeObjectVersion) -> TargetSpec {
    TargetSpec::Amdgcn {
        arch,
        code_object: version,
    }
}

impl Typed for DiskCache {
    fn ptx(&self, src: &KernelSource, arch: PtxArch, isa: PtxIsa) -> anygpu::Result<PtxModule> {
        self.compile(src, &TargetSpec::Ptx { arch, isa }).map(ptx_of)
    }
    fn cached_ptx(&self, src: &KernelSource, arch: PtxArch, isa: PtxIsa) -> Option<PtxModule> {
        self.cached(src, &TargetSpec::Ptx { arch, isa }).map(ptx_of)
    }
    fn amdgcn_code_object(
        &self,
        src: &KernelSource,
        arch: GfxArch,
        version: CodeObjectVersion,
    ) -> anygpu::Result<AmdgcnCodeObject> {
        self.compile(src, &amdgcn(arch, version)).map(code_object_of)
    }
    fn cached_amdgcn_code_object(
        &self,
        src: &KernelSource,
        arch: GfxArch,
        version: CodeObjectVersion,
    ) -> Option<AmdgcnCodeObject> {
        self.cached(src, &amdgcn(arch, version)).map(code_object_of)
    }
}

/// PTX compiled with no cache at all.
fn ptx_uncached(src: &KernelSource, arch: PtxArch, isa: PtxIsa) -> anygpu::Result<String> {
    Ok(ptx_of(compile_uncached(src, &TargetSpec::Ptx { arch, isa })?).text)
}

const SCALE: &str = "
override factor: f32 = 2.0;
@group(0) @binding(0) var<storage, read_write> v: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) { v[id.x] *= factor; }
@compute @workgroup_size(64) fn twice(@builtin(global_invocation_id) id: vec3<u32>) { v[id.x] *= 2.0 * factor; }
";

fn scale() -> KernelSource {
    KernelSource::wgsl(SCALE).entry("main")
}

fn sm80() -> (PtxArch, PtxIsa) {
    let arch: PtxArch = "sm_80".parse().unwrap();
    (arch, arch.min_ptx_isa())
}

/// The cache's entry files (not its temporary files), sorted.
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = match fs::read_dir(dir) {
        Ok(listing) => listing
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "kernel"))
            .collect(),
        Err(_) => Vec::new(),
    };
    files.sort();
    files
}

fn the_only_entry(dir: &Path) -> PathBuf {
    let found = entries(dir);
    assert_eq!(found.len(), 1, "{found:?}");
    found.into_iter().next().unwrap()
}

fn bytes_held(dir: &Path) -> u64 {
    entries(dir).iter().map(|p| fs::metadata(p).unwrap().len()).sum()
}

#[test]
fn a_hit_gives_back_exactly_the_cold_compile() {
    let dir = tempfile::tempdir().unwrap();
    let cache = DiskCache::at(dir.path());
    let (arch, isa) = sm80();
    let cold = ptx_uncached(&scale(), arch, isa).unwrap();
    assert!(cache.cached_ptx(&scale(), arch, isa).is_none(), "empty cache");
    let first = cache.ptx(&scale(), arch, isa).unwrap();
    assert_eq!(first.text, cold);
    let entry = the_only_entry(dir.path());
    let hit = cache
        .cached_ptx(&scale(), arch, isa)
        .expect("stored by the first compile");
    assert_eq!(hit.text.as_bytes(), cold.as_bytes(), "byte-identical PTX");
    assert_eq!((hit.entry.as_str(), hit.arch, hit.isa), ("main", arch, isa));
    // Another cache object on the same directory (a later process) finds it too.
    let later = DiskCache::at(dir.path()).ptx(&scale(), arch, isa).unwrap();
    assert_eq!(later.text, cold);
    assert_eq!(entries(dir.path()), vec![entry]);
}

#[test]
fn every_input_of_the_key_separates_entries() {
    let dir = tempfile::tempdir().unwrap();
    let cache = DiskCache::at(dir.path());
    let (arch, isa) = sm80();
    cache.ptx(&scale(), arch, isa).unwrap();
    let sm70 = PtxArch::SM_70;
    // SAFETY: the kernel is only compiled, never run.
    let unchecked = unsafe { scale().without_bounds_checks() };
    let variants: [(&str, KernelSource, PtxArch, PtxIsa); 7] = [
        ("entry", KernelSource::wgsl(SCALE).entry("twice"), arch, isa),
        ("override", scale().override_constant("factor", 3.0), arch, isa),
        ("override -0.0", scale().override_constant("factor", -0.0), arch, isa),
        ("bounds checks", unchecked, arch, isa),
        ("arch", scale(), sm70, isa),
        ("ISA", scale(), arch, PtxIsa(isa.0 + 1)),
        (
            "code",
            KernelSource::wgsl(format!("{SCALE}\n")).entry("main"),
            arch,
            isa,
        ),
    ];
    for (what, source, arch, isa) in &variants {
        assert!(cache.cached_ptx(source, *arch, *isa).is_none(), "{what}: must miss");
    }
    for (_, source, arch, isa) in &variants {
        let stored = cache.ptx(source, *arch, *isa).unwrap();
        assert_eq!(stored.text, ptx_uncached(source, *arch, *isa).unwrap());
    }
    assert_eq!(entries(dir.path()).len(), 1 + variants.len());
    // And each now hits its own entry.
    for (what, source, arch, isa) in &variants {
        let hit = cache
            .cached_ptx(source, *arch, *isa)
            .unwrap_or_else(|| panic!("{what}: must hit"));
        assert_eq!((hit.arch, hit.isa), (*arch, *isa), "{what}");
    }
}

/// Damages the one stored entry with `damage`, then checks the entry is not loaded, is removed,
/// and is rebuilt byte-identical by the next compile.
fn damaged_entry_is_rebuilt(what: &str, damage: impl FnOnce(&Path, &[u8])) {
    let dir = tempfile::tempdir().unwrap();
    let cache = DiskCache::at(dir.path());
    let (arch, isa) = sm80();
    let good = cache.ptx(&scale(), arch, isa).unwrap();
    let path = the_only_entry(dir.path());
    let bytes = fs::read(&path).unwrap();
    damage(&path, &bytes);
    assert!(
        cache.cached_ptx(&scale(), arch, isa).is_none(),
        "{what}: loaded a damaged entry"
    );
    assert!(!path.exists(), "{what}: the bad file stays");
    let rebuilt = cache.ptx(&scale(), arch, isa).unwrap();
    assert_eq!(rebuilt.text, good.text, "{what}");
    assert_eq!(fs::read(&path).unwrap(), bytes, "{what}: rebuilt entry differs");
    assert!(
        cache.cached_ptx(&scale(), arch, isa).is_some(),
        "{what}: the rebuilt entry loads"
    );
}

#[test]
fn truncated_entries_are_ignored_and_rebuilt() {
    for keep in [0usize, 8, 60, 100] {
        damaged_entry_is_rebuilt(&format!("first {keep} bytes"), |path, bytes| {
            fs::write(path, &bytes[..keep]).unwrap()
        });
    }
    damaged_entry_is_rebuilt("one byte short", |path, bytes| {
        fs::write(path, &bytes[..bytes.len() - 1]).unwrap()
    });
    damaged_entry_is_rebuilt("one byte more", |path, bytes| {
        fs::write(path, [bytes, b"\n"].concat()).unwrap()
    });
}

#[test]
fn a_flipped_payload_byte_is_ignored_and_rebuilt() {
    for at in [200usize, 1000, usize::MAX] {
        damaged_entry_is_rebuilt(&format!("byte {at} flipped"), |path, bytes| {
            let mut bytes = bytes.to_vec();
            let at = at.min(bytes.len() - 1);
            bytes[at] ^= 0x01;
            fs::write(path, bytes).unwrap()
        });
    }
}

#[test]
fn foreign_headers_are_ignored_and_rebuilt() {
    damaged_entry_is_rebuilt("not a cache entry", |path, _| {
        fs::write(path, b"//\n// Generated by LLVM NVPTX Back-End\n.version 7.0\n").unwrap()
    });
    damaged_entry_is_rebuilt("another format version", |path, bytes| {
        let mut bytes = bytes.to_vec();
        bytes[8] = bytes[8].wrapping_add(1);
        fs::write(path, bytes).unwrap()
    });
    // A whole, valid entry of another kernel under this kernel's name.
    damaged_entry_is_rebuilt("another key's entry", |path, _| {
        let other = tempfile::tempdir().unwrap();
        let (arch, isa) = sm80();
        DiskCache::at(other.path())
            .ptx(&scale().override_constant("factor", 5.0), arch, isa)
            .unwrap();
        fs::copy(the_only_entry(other.path()), path).unwrap();
    });
}

#[test]
fn an_entry_larger_than_the_bound_is_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let (arch, isa) = sm80();
    DiskCache::at(dir.path()).ptx(&scale(), arch, isa).unwrap();
    let entry = the_only_entry(dir.path());
    let size = fs::metadata(&entry).unwrap().len();
    let smaller = DiskCache::at(dir.path()).with_max_bytes(size - 1);
    assert!(smaller.cached_ptx(&scale(), arch, isa).is_none());
    assert!(!entry.exists());
}

#[test]
fn a_half_written_temporary_file_is_never_loaded_and_is_swept_when_stale() {
    let dir = tempfile::tempdir().unwrap();
    let (arch, isa) = sm80();
    // What a crash mid-write leaves: the first half of an entry in a temporary file.
    let whole = {
        let scratch = tempfile::tempdir().unwrap();
        DiskCache::at(scratch.path()).ptx(&scale(), arch, isa).unwrap();
        fs::read(the_only_entry(scratch.path())).unwrap()
    };
    let temp = dir.path().join(".partial-crashed");
    fs::write(&temp, &whole[..whole.len() / 2]).unwrap();
    let cache = DiskCache::at(dir.path());
    assert!(cache.cached_ptx(&scale(), arch, isa).is_none());
    let compiled = cache.ptx(&scale(), arch, isa).unwrap();
    assert_eq!(fs::read(the_only_entry(dir.path())).unwrap(), whole);
    assert_eq!(cache.cached_ptx(&scale(), arch, isa).unwrap().text, compiled.text);
    // A fresh temporary file may be another process's write in progress: kept.
    assert!(temp.exists());
    // One two hours old is a dead writer's: the next process's first write sweeps it.
    let old = SystemTime::now() - Duration::from_secs(2 * 3600);
    fs::File::options()
        .write(true)
        .open(&temp)
        .unwrap()
        .set_modified(old)
        .unwrap();
    DiskCache::at(dir.path())
        .ptx(&scale().override_constant("factor", 4.0), arch, isa)
        .unwrap();
    assert!(!temp.exists(), "stale temporary file kept");
}

/// `n` kernels of (almost) the same size.
fn numbered(n: u32) -> KernelSource {
    KernelSource::wgsl(format!(
        "@group(0) @binding(0) var<storage, read_write> v: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {{ v[id.x] += {}u; }}",
        1000 + n
    ))
}

#[test]
fn eviction_keeps_the_directory_under_its_bound() {
    let dir = tempfile::tempdir().unwrap();
    let (arch, isa) = sm80();
    let one = {
        let probe = tempfile::tempdir().unwrap();
        DiskCache::at(probe.path()).ptx(&numbered(0), arch, isa).unwrap();
        bytes_held(probe.path())
    };
    let bound = 3 * one + one / 2;
    let cache = DiskCache::at(dir.path()).with_max_bytes(bound);
    // Something else in the directory is never touched.
    fs::write(dir.path().join("notes.txt"), "mine").unwrap();
    for n in 0..12 {
        cache.ptx(&numbered(n), arch, isa).unwrap();
        let held = bytes_held(dir.path());
        assert!(held <= bound, "after kernel {n}: {held} bytes held, bound {bound}");
        assert!(
            cache.cached_ptx(&numbered(n), arch, isa).is_some(),
            "the newest entry was evicted"
        );
    }
    assert!(entries(dir.path()).len() >= 2, "evicted too much");
    assert!(
        cache.cached_ptx(&numbered(0), arch, isa).is_none(),
        "the oldest entry was kept"
    );
    assert_eq!(fs::read_to_string(dir.path().join("notes.txt")).unwrap(), "mine");
}

#[test]
fn eviction_removes_the_least_recently_used_entry_first() {
    let dir = tempfile::tempdir().unwrap();
    let (arch, isa) = sm80();
    let writer = DiskCache::at(dir.path());
    for n in 0..4 {
        writer.ptx(&numbered(n), arch, isa).unwrap();
    }
    // Written in order 0..4, a minute apart (explicit times: file systems differ in precision).
    let now = SystemTime::now();
    for (n, path) in (0..4).map(|n| (n, entry_of(dir.path(), &numbered(n)))) {
        let when = now - Duration::from_secs(60 * (5 - u64::from(n)));
        fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(when)
            .unwrap();
    }
    let held = bytes_held(dir.path());
    // A later process, bounded at what the four hold: using kernel 0 makes kernel 1 the least
    // recently used, so the fifth kernel's write evicts 1 (and maybe 2 and 3), never 0.
    let cache = DiskCache::at(dir.path()).with_max_bytes(held);
    assert!(cache.cached_ptx(&numbered(0), arch, isa).is_some());
    cache.ptx(&numbered(4), arch, isa).unwrap();
    assert!(bytes_held(dir.path()) <= held);
    assert!(
        cache.cached_ptx(&numbered(0), arch, isa).is_some(),
        "the recently used entry was evicted"
    );
    assert!(
        cache.cached_ptx(&numbered(1), arch, isa).is_none(),
        "the least recently used entry was kept"
    );
    assert!(
        cache.cached_ptx(&numbered(4), arch, isa).is_some(),
        "the new entry was evicted"
    );
}

/// The path of `source`'s entry: the one a fresh directory gets, under the same name here.
fn entry_of(dir: &Path, source: &KernelSource) -> PathBuf {
    let probe = tempfile::tempdir().unwrap();
    let (arch, isa) = sm80();
    DiskCache::at(probe.path()).ptx(source, arch, isa).unwrap();
    dir.join(the_only_entry(probe.path()).file_name().unwrap())
}

#[test]
fn a_cache_that_cannot_be_written_never_fails_a_compile() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the directory should be: nothing can be created under it.
    let blocked = dir.path().join("file");
    fs::write(&blocked, "not a directory").unwrap();
    let (arch, isa) = sm80();
    let cache = DiskCache::at(blocked.join("cache"));
    let ptx = cache.ptx(&scale(), arch, isa).unwrap();
    assert_eq!(ptx.text, ptx_uncached(&scale(), arch, isa).unwrap());
    assert!(cache.cached_ptx(&scale(), arch, isa).is_none());
    // A bound smaller than one entry stores nothing, and compiles all the same.
    let tiny = DiskCache::at(dir.path().join("tiny")).with_max_bytes(100);
    assert_eq!(tiny.ptx(&scale(), arch, isa).unwrap().text, ptx.text);
    assert!(entries(&dir.path().join("tiny")).is_empty());
}

#[test]
fn amd_code_objects_are_cached_too() {
    if let Err(e) = amdgcn_linker_available() {
        assert!(std::env::var_os("CI").is_none(), "CI: {e}");
        eprintln!("skipping amd_code_objects_are_cached_too: {e}");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let cache = DiskCache::at(dir.path());
    let gfx: GfxArch = "gfx90a".parse().unwrap();
    let cold = DiskCache::at(tempfile::tempdir().unwrap().path())
        .amdgcn_code_object(&scale(), gfx, CodeObjectVersion::V5)
        .unwrap();
    let first = cache.amdgcn_code_object(&scale(), gfx, CodeObjectVersion::V5).unwrap();
    assert_eq!(first.hsaco, cold.hsaco, "code objects are reproducible");
    let hit = cache
        .cached_amdgcn_code_object(&scale(), gfx, CodeObjectVersion::V5)
        .expect("stored");
    assert_eq!(
        (hit.hsaco, hit.entry, hit.arch, hit.version),
        (cold.hsaco, cold.entry, gfx, CodeObjectVersion::V5)
    );
    // Architecture and code object version are in the key.
    let gfx1100: GfxArch = "gfx1100".parse().unwrap();
    assert!(cache
        .cached_amdgcn_code_object(&scale(), gfx1100, CodeObjectVersion::V5)
        .is_none());
    assert!(cache
        .cached_amdgcn_code_object(&scale(), gfx, CodeObjectVersion::V4)
        .is_none());
    // A PTX lookup of the same source never reads the code object's entry.
    let (arch, isa) = sm80();
    assert!(cache.cached_ptx(&scale(), arch, isa).is_none());
    assert_eq!(entries(dir.path()).len(), 1);
}

/// The CLI as a user runs it, with the cache environment given to the child process only.
fn cli_ptx(env: &[(&str, &Path)], off: bool) -> Vec<u8> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_anygpu"));
    cmd.args([
        "compile",
        "shaders/matmul_tiled.wgsl",
        "--target",
        "ptx",
        "--arch",
        "sm_80",
    ])
    .current_dir(env!("CARGO_MANIFEST_DIR"))
    .env_remove("ANYGPU_CACHE")
    .env_remove("ANYGPU_CACHE_DIR")
    .env_remove("ANYGPU_CACHE_MAX_BYTES");
    for (k, v) in env {
        cmd.env(k, v);
    }
    if off {
        cmd.env("ANYGPU_CACHE", "off");
    }
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

#[test]
fn the_cli_uses_anygpu_cache_dir_and_anygpu_cache_off_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let cache_dir = dir.path().join("cache");
    let off = cli_ptx(&[("ANYGPU_CACHE_DIR", &cache_dir)], true);
    assert!(!cache_dir.exists(), "ANYGPU_CACHE=off wrote {:?}", entries(&cache_dir));
    let cold = cli_ptx(&[("ANYGPU_CACHE_DIR", &cache_dir)], false);
    let entry = the_only_entry(&cache_dir);
    let warm = cli_ptx(&[("ANYGPU_CACHE_DIR", &cache_dir)], false);
    assert_eq!(off, cold);
    assert_eq!(warm, cold, "a warm run prints the same PTX");
    assert_eq!(entries(&cache_dir), vec![entry]);
    // The default directory is the platform cache dir's `anygpu` ($XDG_CACHE_HOME on Linux).
    if cfg!(target_os = "linux") {
        let xdg = dir.path().join("xdg");
        cli_ptx(&[("XDG_CACHE_HOME", &xdg)], false);
        assert_eq!(entries(&xdg.join("anygpu")).len(), 1);
    }
}

/// A FIFO (or anything not a regular file) under an entry's name is a miss, not an open that
/// waits forever for a writer; the compile then replaces it with a real entry.
#[test]
fn a_fifo_in_place_of_an_entry_is_a_miss_not_a_hang() {
    let dir = tempfile::tempdir().unwrap();
    let (arch, isa) = sm80();
    let good = DiskCache::at(dir.path()).ptx(&scale(), arch, isa).unwrap();
    let entry = the_only_entry(dir.path());
    fs::remove_file(&entry).unwrap();
    let made = std::process::Command::new("mkfifo").arg(&entry).status().unwrap();
    assert!(made.success(), "mkfifo failed");
    let dir_path = dir.path().to_path_buf();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let cache = DiskCache::at(&dir_path);
        let (arch, isa) = sm80();
        let miss = cache.cached_ptx(&scale(), arch, isa).is_none();
        let again = cache.ptx(&scale(), arch, isa).map(|p| p.text);
        let _ = tx.send((miss, again));
    });
    let (miss, again) = rx
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("loading a FIFO entry blocked");
    assert!(miss, "a FIFO was loaded as an entry");
    assert_eq!(again.unwrap(), good.text);
    assert!(
        fs::metadata(&entry).unwrap().is_file(),
        "the compile stored a real entry"
    );
}

/// Host objects and SPIR-V take the same path as PTX and code objects: stored at the first
/// compile, given back byte for byte, and each target's entry apart from the others'.
#[test]
fn every_target_is_cached_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let cache = DiskCache::at(dir.path());
    for (n, target) in [TargetSpec::Host, TargetSpec::Spirv].into_iter().enumerate() {
        assert!(cache.cached(&scale(), &target).is_none(), "{target}: empty cache");
        let cold = compile_uncached(&scale(), &target).unwrap();
        let first = cache.compile(&scale(), &target).unwrap();
        assert_eq!(first.bytes(), cold.bytes(), "{target}: reproducible");
        let hit = cache.cached(&scale(), &target).expect("stored");
        assert_eq!((hit.bytes(), hit.entry()), (cold.bytes(), cold.entry()), "{target}");
        assert_eq!(entries(dir.path()).len(), n + 1, "{target}: one entry per target");
    }
    assert!(compile_uncached(&scale(), &TargetSpec::Host)
        .unwrap()
        .bytes()
        .starts_with(b"\x7fELF"));
}
