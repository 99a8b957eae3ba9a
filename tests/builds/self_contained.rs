//! The self-contained binary (`scripts/build-release.sh`): no LLVM library among its
//! dependencies, and it compiles a kernel for the host, PTX and AMDGCN and runs one on the CPU
//! device where LLVM 19 is not installed: in a chroot holding only the binary and the system
//! libraries `ldd` lists (as root), else with `ld.lld` out of reach.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn build_release() -> Option<PathBuf> {
    if !Path::new("/usr/lib/llvm-19/lib/liblldELF.a").is_file() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: liblld-19-dev is missing (scripts/setup.sh installs it)"
        );
        skip!("the self-contained build: liblld-19-dev is not installed (scripts/setup.sh installs it)");
        return None;
    }
    let out = Command::new(root().join("scripts/build-release.sh"))
        .env("CARGO", std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .output()
        .expect("running scripts/build-release.sh");
    assert!(
        out.status.success(),
        "scripts/build-release.sh failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(root().join("dist/anygpu"))
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The shared libraries `ldd` lists for `binary`, as absolute paths.
fn shared_libraries(binary: &Path) -> Vec<String> {
    let out = Command::new("ldd").arg(binary).output().expect("running ldd");
    assert!(out.status.success(), "ldd {}: {}", binary.display(), text(&out));
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .filter(|w| w.starts_with('/'))
        .map(str::to_string)
        .collect()
}

/// Runs the binary's checks through `run` (the binary's path as the program sees it, the
/// arguments, the directory for files).
fn compile_and_run(run: impl Fn(&[&str]) -> Output, dir: &str) {
    let kernel = format!("{dir}/vector_add.wgsl");
    for (target, file) in [("host", "k.s"), ("ptx", "k.ptx"), ("amdgcn", "k.hsaco")] {
        let out_file = format!("{dir}/{file}");
        let out = run(&["compile", &kernel, "--target", target, "-o", &out_file]);
        assert!(out.status.success(), "compile --target {target}: {}", text(&out));
    }
    let out = run(&[
        "run",
        &kernel,
        "--device",
        "cpu",
        "--grid",
        "1",
        "--arg",
        "0=f32:1,2,3",
        "--arg",
        "1=f32:10,20,30",
        "--arg",
        "2=zeros:12",
        "--print",
        "2",
    ]);
    assert!(out.status.success(), "run on cpu: {}", text(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout)
            .split_whitespace()
            .collect::<Vec<_>>(),
        ["11", "22", "33"]
    );
}

#[test]
fn the_release_binary_needs_no_llvm() {
    let Some(binary) = build_release() else { return };
    let libraries = shared_libraries(&binary);
    assert!(
        !libraries
            .iter()
            .any(|l| l.to_ascii_lowercase().contains("llvm") || l.contains("lld")),
        "{libraries:?}"
    );
    let jail = std::env::temp_dir().join(format!("anygpu-self-contained-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&jail);
    std::fs::create_dir_all(jail.join("work")).unwrap();
    std::fs::copy(
        root().join("shaders/vector_add.wgsl"),
        jail.join("work/vector_add.wgsl"),
    )
    .unwrap();
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    if is_root {
        // A root file system with the binary and the system libraries it names, nothing else:
        // no LLVM, no ld.lld, no /usr/lib/llvm-19.
        std::fs::copy(&binary, jail.join("anygpu")).unwrap();
        for lib in &libraries {
            let inside = jail.join(lib.trim_start_matches('/'));
            std::fs::create_dir_all(inside.parent().unwrap()).unwrap();
            std::fs::copy(lib, &inside).unwrap();
        }
        std::fs::create_dir_all(jail.join("tmp")).unwrap();
        compile_and_run(
            |args| {
                Command::new("chroot")
                    .arg(&jail)
                    .arg("/anygpu")
                    .args(args)
                    .output()
                    .unwrap()
            },
            "/work",
        );
    } else {
        eprintln!("not root: checking with ld.lld out of reach instead of in a chroot");
        let dir = jail.join("work");
        compile_and_run(
            |args| {
                Command::new(&binary)
                    .args(args)
                    .env("PATH", "/nonexistent")
                    .env("ANYGPU_LLD", "/nonexistent/ld.lld")
                    .output()
                    .unwrap()
            },
            dir.to_str().unwrap(),
        );
    }
    let _ = std::fs::remove_dir_all(&jail);
}
