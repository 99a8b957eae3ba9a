/// `skip!(...)`: says what a test skipped and why, written straight to the process's stderr so
/// `cargo test` shows it even when the test passes (it captures `eprintln!`): a green run must
/// not hide that nothing ran.
macro_rules! skip {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), "skipping {}", format_args!($($arg)*));
    }};
}
