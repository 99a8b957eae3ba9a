//! NVIDIA's `ptxas`: where to find it, which architectures it knows, and assembling PTX with it
//! (no GPU needed). [`check_ptx`]: a conformance case's kernel compiles to PTX that NVIDIA's own
//! assembler accepts, for each of [`PTX_ARCHS`].

use anygpu::compiler::{emit, TargetSpec, TextForm};

use super::harness::{source_for, Case};

/// The subgroup size of every NVIDIA GPU (a warp): the cases' inputs choose their overrides for it.
pub const WARP_SIZE: u32 = 32;

/// The architectures every kernel is assembled for.
pub const PTX_ARCHS: [&str; 3] = ["sm_70", "sm_80", "sm_90"];

/// NVIDIA's `ptxas` (from the `nvidia-cuda-nvcc-cu12` wheel that `scripts/setup.sh` installs into
/// `.tools/venv`, `ANYGPU_PTXAS`, or the PATH). `None` with a printed reason outside CI; in CI a
/// missing ptxas fails the test.
pub fn ptxas() -> Option<std::path::PathBuf> {
    use std::sync::OnceLock;
    static FOUND: OnceLock<Option<std::path::PathBuf>> = OnceLock::new();
    let found = FOUND.get_or_init(|| {
        if let Some(p) = std::env::var_os("ANYGPU_PTXAS") {
            return Some(p.into());
        }
        let lib = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/venv/lib");
        let in_venv = std::fs::read_dir(&lib).ok().and_then(|dirs| {
            dirs.flatten()
                .map(|d| d.path().join("site-packages/nvidia/cuda_nvcc/bin/ptxas"))
                .find(|p| p.is_file())
        });
        in_venv.or_else(|| {
            std::process::Command::new("ptxas")
                .arg("--version")
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|_| "ptxas".into())
        })
    });
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: ptxas not found; run scripts/setup.sh (installs nvidia-cuda-nvcc-cu12 into .tools/venv)"
        );
        static SAID: std::sync::Once = std::sync::Once::new();
        SAID.call_once(|| skip!("PTX checks: no ptxas (scripts/setup.sh installs it into .tools/venv)"));
    }
    found.clone()
}

/// The architectures of `PTX_ARCHS` that `ptxas` can assemble for: CUDA 13's ptxas dropped
/// Volta (sm_70), and a GPU machine's own toolkit may be that one. CI's ptxas (CUDA 12) has them
/// all; one it lacks is skipped with a printed reason.
pub fn ptxas_archs(ptxas: &std::path::Path) -> Vec<&'static str> {
    use std::sync::OnceLock;
    static ARCHS: OnceLock<Vec<&'static str>> = OnceLock::new();
    ARCHS
        .get_or_init(|| {
            let help = std::process::Command::new(ptxas)
                .arg("--help")
                .output()
                .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
                .unwrap_or_default();
            let (known, unknown): (Vec<_>, Vec<_>) =
                PTX_ARCHS.iter().partition(|arch| help.contains(&format!("'{arch}'")));
            if !unknown.is_empty() {
                assert!(
                    std::env::var_os("CI").is_none(),
                    "CI: {} cannot assemble for {unknown:?}",
                    ptxas.display()
                );
                skip!("PTX checks for {unknown:?}: {} does not know them", ptxas.display());
            }
            known
        })
        .clone()
}

/// Assembles `ptx` for `arch` with ptxas; `Err` holds ptxas's complaint. Warnings count as
/// failures: PTX that ptxas warns about is PTX we should not be writing.
pub fn assemble_ptx(ptxas: &std::path::Path, ptx: &str, arch: &str, tag: &str) -> Result<String, String> {
    // Tests run in parallel: every call gets its own file names.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tag = format!("{tag}-{n}");
    let dir = std::env::temp_dir().join(format!("anygpu-ptx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{tag}-{arch}.ptx"));
    std::fs::write(&file, ptx).map_err(|e| e.to_string())?;
    let out = std::process::Command::new(ptxas)
        .args(["-arch", arch, "-v", "-o"])
        .arg(dir.join(format!("{tag}-{arch}.cubin")))
        .arg(&file)
        .output()
        .map_err(|e| format!("running {}: {e}", ptxas.display()))?;
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(dir.join(format!("{tag}-{arch}.cubin")));
    if !out.status.success() || err.to_lowercase().contains("warning") {
        return Err(format!("ptxas -arch {arch} rejected it:\n{err}"));
    }
    Ok(err)
}

/// NVIDIA's `cuobjdump` (the `nvidia-cuda-cuobjdump` wheel that `scripts/setup.sh` installs
/// into `.tools/venv`, `ANYGPU_CUOBJDUMP`, or the PATH); like [`ptxas`], required in CI.
pub fn cuobjdump() -> Option<std::path::PathBuf> {
    use std::sync::OnceLock;
    static FOUND: OnceLock<Option<std::path::PathBuf>> = OnceLock::new();
    let found = FOUND.get_or_init(|| {
        if let Some(p) = std::env::var_os("ANYGPU_CUOBJDUMP") {
            return Some(p.into());
        }
        let lib = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/venv/lib");
        let in_venv = std::fs::read_dir(&lib).ok().and_then(|dirs| {
            dirs.flatten()
                .map(|d| d.path().join("site-packages/nvidia/cu13/bin/cuobjdump"))
                .find(|p| p.is_file())
        });
        in_venv.or_else(|| {
            std::process::Command::new("cuobjdump")
                .arg("--version")
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|_| "cuobjdump".into())
        })
    });
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: cuobjdump not found; run scripts/setup.sh (installs nvidia-cuda-cuobjdump into .tools/venv)"
        );
        static SAID: std::sync::Once = std::sync::Once::new();
        SAID.call_once(|| skip!("SASS checks: no cuobjdump (scripts/setup.sh installs it into .tools/venv)"));
    }
    found.clone()
}

/// Runs `cmd`; its output, or why it failed (with its stderr).
fn run_tool(cmd: &mut std::process::Command) -> Result<std::process::Output, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{cmd:?} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(out)
}

/// Writes `ptx` to a fresh file under the temporary directory's `anygpu-<what>-<pid>`, runs
/// `with(ptx_file, cubin_file)`, then removes both files.
fn with_ptx_file<T>(
    what: &str,
    ptx: &str,
    with: impl FnOnce(&std::path::Path, &std::path::Path) -> Result<T, String>,
) -> Result<T, String> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("anygpu-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (file, cubin) = (dir.join(format!("{n}.ptx")), dir.join(format!("{n}.cubin")));
    std::fs::write(&file, ptx).map_err(|e| e.to_string())?;
    let result = with(&file, &cubin);
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&cubin);
    result
}

/// `ptx` assembled for `arch` with `ptxas -lineinfo` and disassembled with `nvdisasm -g` (the
/// `nvidia-cuda-nvdisasm` wheel, beside cuobjdump): the SASS with the source line of each run
/// of instructions (`//## File "…", line N`).
pub fn sass_lines(ptxas: &std::path::Path, ptx: &str, arch: &str) -> Result<String, String> {
    let nvdisasm = cuobjdump()
        .map(|c| c.with_file_name("nvdisasm"))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| "nvdisasm".into());
    with_ptx_file("lines", ptx, |file, cubin| {
        run_tool(
            std::process::Command::new(ptxas)
                .args(["-arch", arch, "-lineinfo", "-o"])
                .arg(cubin)
                .arg(file),
        )?;
        let dump = run_tool(std::process::Command::new(&nvdisasm).args(["-g", "-c"]).arg(cubin))?;
        Ok(String::from_utf8_lossy(&dump.stdout).into_owned())
    })
}

/// The global loads of `cuobjdump -sass` text that are predicated (`@!P0 LDG…`): how a bounds
/// check shows in SASS (with a zero for the other case before it).
pub fn predicated_global_loads(sass: &str) -> Vec<&str> {
    sass.lines()
        .filter(|l| l.contains(" LDG."))
        .filter(|l| l.split("*/").nth(1).is_some_and(|i| i.trim_start().starts_with('@')))
        .collect()
}

/// `ptx` assembled for `arch` and disassembled: (`ptxas -v`'s report, `cuobjdump -sass` text).
pub fn sass(
    ptxas: &std::path::Path,
    cuobjdump: &std::path::Path,
    ptx: &str,
    arch: &str,
    tag: &str,
) -> Result<(String, String), String> {
    with_ptx_file(&format!("sass-{tag}"), ptx, |file, cubin| {
        let report = run_tool(
            std::process::Command::new(ptxas)
                .args(["-arch", arch, "-v", "-o"])
                .arg(cubin)
                .arg(file),
        )?;
        let dump = run_tool(std::process::Command::new(cuobjdump).arg("-sass").arg(cubin))?;
        Ok((
            String::from_utf8_lossy(&report.stderr).into_owned(),
            String::from_utf8_lossy(&dump.stdout).into_owned(),
        ))
    })
}

/// Compiles the case's kernel (with the overrides its inputs choose for a 32-wide-warp device)
/// to PTX for each of [`PTX_ARCHS`] and assembles it.
pub fn check_ptx(case: &Case) -> Result<(), String> {
    let Some(ptxas) = ptxas() else { return Ok(()) };
    let src = source_for(case, WARP_SIZE)?;
    for arch in ptxas_archs(&ptxas) {
        let target = TargetSpec::ptx(arch.parse().map_err(|e| format!("{e}"))?);
        let ptx = emit(&src, &target, TextForm::Assembly).map_err(|e| format!("compiling for {arch}: {e}"))?;
        assemble_ptx(&ptxas, &ptx, arch, &case.name)?;
    }
    Ok(())
}
