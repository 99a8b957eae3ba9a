//! The browser demo in a real browser: builds `wasm-demo/` (scripts/build-wasm-demo.sh), serves
//! it on 127.0.0.1 (scripts/serve-wasm-demo.sh), opens it in headless Chromium with WebGPU on
//! (SwiftShader's adapter on this GPU-less machine), waits for the three kernels to run, and
//! fails unless every result is correct. A screenshot of the page is saved to
//! `target/wasm-demo-screenshot.png`.
//!
//! Needs Debian's `chromium` and `chromium-driver`, and wasm-bindgen-cli (scripts/setup.sh
//! installs all three). In CI their absence fails the test; elsewhere it skips with the reason.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use base64::Engine as _;
use serde_json::{json, Value};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn tool(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// A free TCP port on 127.0.0.1.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Kills the child process when dropped, so a failed assertion leaves nothing running.
struct Running(Child);
impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn wait_until(what: &str, timeout: Duration, mut ready: impl FnMut() -> bool) {
    let start = Instant::now();
    while !ready() {
        assert!(start.elapsed() < timeout, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// One WebDriver session on a chromedriver.
struct Session {
    base: String,
    id: String,
}

impl Session {
    fn command(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}/session/{}{path}", self.base, self.id);
        let response = match (method, body) {
            ("POST", Some(b)) => ureq::post(&url).send_json(&b),
            ("DELETE", _) => ureq::delete(&url).call(),
            _ => ureq::get(&url).call(),
        };
        let mut response = response.unwrap_or_else(|e| panic!("WebDriver {method} {path}: {e}"));
        let v: Value = response.body_mut().read_json().unwrap();
        v["value"].clone()
    }

    fn script(&self, js: &str) -> Value {
        self.command("POST", "/execute/sync", Some(json!({ "script": js, "args": [] })))
    }
}

#[test]
fn the_demo_runs_every_kernel_correctly_in_chromium() {
    let chromium = tool("chromium");
    let driver = tool("chromedriver");
    let (Some(chromium), Some(driver)) = (chromium, driver) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI: chromium and chromedriver are needed (scripts/setup.sh installs chromium and chromium-driver)"
        );
        skip!("chromium and chromedriver not installed (apt-get install chromium chromium-driver)");
        return;
    };

    let build = Command::new(root().join("scripts/build-wasm-demo.sh"))
        .output()
        .expect("running scripts/build-wasm-demo.sh");
    assert!(
        build.status.success(),
        "building the demo failed:\n{}",
        String::from_utf8_lossy(&build.stderr)
    );

    let port = free_port();
    let _server = Running(
        Command::new(root().join("scripts/serve-wasm-demo.sh"))
            .env("PORT", port.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting scripts/serve-wasm-demo.sh"),
    );
    let page = format!("http://127.0.0.1:{port}/");
    wait_until("the demo server", Duration::from_secs(20), || {
        ureq::get(&page).call().is_ok()
    });

    let driver_port = free_port();
    let _driver = Running(
        Command::new(driver)
            .arg(format!("--port={driver_port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting chromedriver"),
    );
    let base = format!("http://127.0.0.1:{driver_port}");
    wait_until("chromedriver", Duration::from_secs(20), || {
        ureq::get(&format!("{base}/status")).call().is_ok()
    });

    let profile = std::env::temp_dir().join(format!("anygpu-chromium-{}", std::process::id()));
    let capabilities = json!({ "capabilities": { "alwaysMatch": {
        "browserName": "chrome",
        "goog:loggingPrefs": { "browser": "ALL" },
        "goog:chromeOptions": {
            "binary": chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--enable-unsafe-webgpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=1000,1500",
                format!("--user-data-dir={}", profile.display()),
            ]
        }
    }}});
    let mut created = ureq::post(&format!("{base}/session"))
        .send_json(&capabilities)
        .unwrap_or_else(|e| panic!("starting a Chromium session: {e}"));
    let created: Value = created.body_mut().read_json().unwrap();
    let session = Session {
        base,
        id: created["value"]["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string(),
    };

    session.command("POST", "/url", Some(json!({ "url": page })));
    let start = Instant::now();
    let done = loop {
        let state = session.script("return document.body.dataset.done || ''");
        let state = state.as_str().unwrap_or_default().to_string();
        if !state.is_empty() {
            break state;
        }
        if start.elapsed() > Duration::from_secs(300) {
            break "not finished after 5 minutes".to_string();
        }
        std::thread::sleep(Duration::from_millis(500));
    };

    let shot = session.command("GET", "/screenshot", None);
    let png = base64::engine::general_purpose::STANDARD
        .decode(shot.as_str().expect("a base64 screenshot"))
        .unwrap();
    let shot_path = root().join("target/wasm-demo-screenshot.png");
    std::fs::write(&shot_path, &png).unwrap();
    let results = session.script("return JSON.stringify(window.anygpuResults || null)");
    let console = session.command("POST", "/se/log", Some(json!({ "type": "browser" })));
    let console: Vec<String> = console
        .as_array()
        .map(|a| {
            a.iter()
                .map(|e| e["message"].as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default();
    let error = session.script("return window.anygpuError || document.getElementById('status')?.textContent || ''");
    session.command("DELETE", "", None);
    let _ = std::fs::remove_dir_all(&profile);

    assert_eq!(
        done,
        "ok",
        "the demo ended with `{done}`: {error}\nresults: {results}\nbrowser console:\n{}\nscreenshot: {}",
        console.join("\n"),
        shot_path.display()
    );
    let results: Value = serde_json::from_str(results.as_str().unwrap()).unwrap();
    let kernels: Vec<&str> = results
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kernel"].as_str().unwrap())
        .collect();
    assert_eq!(kernels, ["vector add", "tiled matmul", "reduction"]);
    for r in results.as_array().unwrap() {
        assert_eq!(r["ok"], json!(true), "{r}");
        assert!(
            r["ms"].as_f64().unwrap() > 0.0 && r["rate"].as_f64().unwrap() > 0.0,
            "{r}"
        );
    }
    eprintln!("demo results: {results}\nscreenshot: {}", shot_path.display());
}
