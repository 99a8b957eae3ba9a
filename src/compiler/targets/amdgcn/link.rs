//! Linking: LLVM's object file → the shared code object the HIP runtime loads, with `ld.lld`
//! (or lld built into this binary).

use std::path::PathBuf;
use std::process::Command;

use crate::compiler::lower::ice;
use crate::error::{GpuError, Result};

/// `ld.lld`: `ANYGPU_LLD`, LLVM 19's, or the first on the PATH.
pub fn find_lld() -> Result<PathBuf> {
    if let Some(p) = std::env::var_os("ANYGPU_LLD") {
        let p = PathBuf::from(p);
        if p.is_file() {
            return Ok(p);
        }
        return Err(GpuError::not_supported(format!(
            "ANYGPU_LLD={} is not a file; point it at LLVM's linker `ld.lld` (Debian/Ubuntu: `apt-get install lld-19`)",
            p.display()
        )));
    }
    for candidate in ["/usr/lib/llvm-19/bin/ld.lld", "/usr/bin/ld.lld-19"] {
        if std::path::Path::new(candidate).is_file() {
            return Ok(candidate.into());
        }
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .flat_map(|d| [d.join("ld.lld-19"), d.join("ld.lld")])
            .find(|p| p.is_file())
    });
    on_path.ok_or_else(|| {
        GpuError::not_supported(
            "AMD GPU code objects are linked with LLVM's linker `ld.lld`, which was not found; install lld \
             (Debian/Ubuntu: `apt-get install lld-19`) or point ANYGPU_LLD at it",
        )
    })
}

/// Whether this build can link AMD code objects: always with the linker built in
/// (`embedded-lld`), else when an `ld.lld` is found: `ANYGPU_LLD`, LLVM 19's, or the first on the PATH.
pub fn linker_available() -> Result<()> {
    if cfg!(feature = "embedded-lld") {
        Ok(())
    } else {
        find_lld().map(|_| ())
    }
}

/// Links an AMDGPU object file into a code object with `ld.lld -shared`: in this process when
/// the linker is built in, else by running `ld.lld`.
pub(super) fn link(object: &[u8]) -> Result<Vec<u8>> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("anygpu-amdgcn-{}-{n}", std::process::id()));
    let io = |e: std::io::Error| GpuError::Backend {
        backend: "compiler",
        operation: "link a code object".into(),
        message: e.to_string(),
    };
    std::fs::create_dir_all(&dir).map_err(io)?;
    let (obj, out) = (dir.join("kernel.o"), dir.join("kernel.hsaco"));
    let result = (|| {
        std::fs::write(&obj, object).map_err(io)?;
        #[cfg(feature = "embedded-lld")]
        {
            use super::lld_ffi::{link, Linked};
            let (o, i) = (out.to_string_lossy(), obj.to_string_lossy());
            match link(&["-shared", "-o", &o, &i]) {
                Linked::Ran(Ok(())) => return std::fs::read(&out).map_err(io),
                Linked::Ran(Err(printed)) => {
                    return Err(ice(format!("lld could not link the AMDGPU object: {}", printed.trim())))
                }
                Linked::Unavailable => {} // an earlier failure broke lld's state: run ld.lld instead
            }
        }
        let lld = find_lld()?;
        let run = Command::new(&lld)
            .arg("-shared")
            .arg("-o")
            .arg(&out)
            .arg(&obj)
            .output()
            .map_err(|e| GpuError::Backend {
                backend: "compiler",
                operation: format!("run {}", lld.display()),
                message: e.to_string(),
            })?;
        if !run.status.success() {
            return Err(ice(format!(
                "ld.lld could not link the AMDGPU object: {}",
                String::from_utf8_lossy(&run.stderr).trim()
            )));
        }
        std::fs::read(&out).map_err(io)
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}
