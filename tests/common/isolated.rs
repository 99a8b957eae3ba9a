//! Tests that change process-wide state (the environment, `set_mock_devices`) run in a child
//! process of their own: test binaries hold many modules whose tests run in parallel threads, and
//! none of them may see another test's devices or variables.

use std::process::Command;

/// Set in the child to the test path it runs.
const CHILD: &str = "ANYGPU_TEST_ISOLATED";

/// In the test process: runs the test `module::test` alone in a child process, checks that it
/// passed, and returns true (the caller then returns). In that child: returns false, and the
/// caller runs the test's body.
pub fn in_parent(module: &str, test: &str) -> bool {
    // `module_path!()` starts with the test binary's crate name, which the test filter omits.
    let path = match module.split_once("::") {
        Some((_, rest)) => format!("{rest}::{test}"),
        None => test.to_string(),
    };
    if std::env::var(CHILD).as_deref() == Ok(path.as_str()) {
        return false;
    }
    let exe = std::env::current_exe().expect("the test binary's path");
    let out = Command::new(exe)
        .args([path.as_str(), "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD, &path)
        .output()
        .expect("running the test binary again");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(
        out.status.success(),
        "{path}, run in a process of its own, failed:\n{stdout}\n{stderr}"
    );
    assert!(
        stdout.contains("1 passed"),
        "{path}: the child process ran no test:\n{stdout}"
    );
    true
}

/// Runs the enclosing test function in a child process of its own (see [`in_parent`]); its body
/// runs only there.
#[allow(unused_macros)]
macro_rules! isolated {
    ($test:ident) => {
        if $crate::common::isolated::in_parent(module_path!(), stringify!($test)) {
            return;
        }
    };
}
