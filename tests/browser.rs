//! The HTML walk-through in a real browser: headless Chromium driven over the DevTools protocol
//! (`--remote-debugging-pipe`: JSON messages ending in a NUL byte on the browser's fds 3 and 4).
//!
//! The page must load from a file with no console error and no request beyond the file itself,
//! show step 1, move with real key events (→, ←, End, Home) and a real mouse click, end on the
//! solution, and look like something: the screenshot is decoded and must not be blank. A 25x25
//! page must end on its solution too.
//!
//! Without a browser (`chromium`, `chromium-browser`, `google-chrome`, or the path in
//! `SUDOGRAPH_BROWSER`) the test says so loudly and passes, unless `SUDOGRAPH_REQUIRE_BROWSER=1`
//! (as `.ci/run` sets), when it fails.

mod common;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use common::cli::sudograph;
use serde_json::{Value, json};
use sudograph::{Cell, Explainer, Puzzle};

/// How long one answer of the browser may take before the test gives up.
const PATIENCE: Duration = Duration::from_secs(60);

/// The browser to drive, if one is installed.
fn find_browser() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("SUDOGRAPH_BROWSER") {
        return Some(PathBuf::from(path));
    }
    let dirs = std::env::var_os("PATH")?;
    [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ]
    .iter()
    .flat_map(|name| std::env::split_paths(&dirs).map(move |d| d.join(name)))
    .find(|p| p.is_file())
}

/// A headless browser and one page of it, spoken to over the DevTools pipe.
struct Browser {
    child: Child,
    input: ChildStdin,
    messages: Receiver<Value>,
    events: Vec<Value>,
    next: u64,
    session: Option<String>,
    _profile: TempDir,
}

impl Browser {
    fn launch(path: &Path) -> Browser {
        let profile = TempDir::new("profile");
        // The shell hands the browser our pipes as fds 3 (commands) and 4 (answers).
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(r#"exec "$0" "$@" 3<&0 4>&1 0</dev/null 1>&2"#)
            .arg(path)
            .args([
                "--headless",
                "--remote-debugging-pipe",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--no-default-browser-check",
                "--hide-scrollbars",
                "--window-size=1200,900",
            ])
            .arg(format!("--user-data-dir={}", profile.0.display()))
            .arg("about:blank")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the browser starts");
        let input = child.stdin.take().expect("piped");
        let mut output = child.stdout.take().expect("piped");
        let (send, messages) = channel();
        std::thread::spawn(move || {
            let mut buffer = Vec::new();
            let mut chunk = [0u8; 1 << 16];
            while let Ok(n @ 1..) = output.read(&mut chunk) {
                buffer.extend_from_slice(&chunk[..n]);
                while let Some(end) = buffer.iter().position(|&b| b == 0) {
                    let message: Vec<u8> = buffer.drain(..=end).collect();
                    if let Ok(value) = serde_json::from_slice(&message[..end])
                        && send.send(value).is_err()
                    {
                        return;
                    }
                }
            }
        });
        Browser {
            child,
            input,
            messages,
            events: Vec::new(),
            next: 0,
            session: None,
            _profile: profile,
        }
    }

    /// Sends a command (to the page once attached) and waits for its answer.
    fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let mut message = json!({"id": self.next, "method": method, "params": params});
        if let Some(session) = &self.session {
            message["sessionId"] = json!(session);
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.input.write_all(&bytes).expect("the browser reads");
        self.input.flush().unwrap();
        loop {
            let answer = self
                .messages
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|e| panic!("no answer to {method}: {e}"));
            if answer["id"] == json!(self.next) {
                assert!(answer.get("error").is_none(), "{method}: {answer}");
                return answer["result"].clone();
            }
            self.events.push(answer);
        }
    }

    /// Waits for the event `method`, keeping the others.
    fn wait_for(&mut self, method: &str) {
        if self.events.iter().any(|e| e["method"] == method) {
            return;
        }
        loop {
            let event = self
                .messages
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|e| panic!("no {method}: {e}"));
            let found = event["method"] == method;
            self.events.push(event);
            if found {
                return;
            }
        }
    }

    /// The value of a JavaScript expression in the page.
    fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true}),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    /// Presses and releases a key, as a person would.
    fn key(&mut self, key: &str, code: u32) {
        for kind in ["keyDown", "keyUp"] {
            let params = json!({"type": kind, "key": key, "code": key,
                "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code});
            self.call("Input.dispatchKeyEvent", params);
        }
    }

    /// Clicks the middle of the element `selector` with the mouse.
    fn click(&mut self, selector: &str) {
        let expression = format!(
            "(() => {{ const e = document.querySelector('{selector}'); e.scrollIntoView(); \
             const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()"
        );
        let at = self.eval(&expression);
        let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
        for kind in ["mousePressed", "mouseReleased"] {
            let params = json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1});
            self.call("Input.dispatchMouseEvent", params);
        }
    }

    /// The frame the page shows.
    fn frame(&mut self) -> i64 {
        let text = self.eval("document.body.getAttribute('data-frame')");
        text.as_str().unwrap().parse().unwrap()
    }

    /// Console errors, uncaught exceptions, and requests for anything but the page itself.
    fn complaints(&self, page: &str) -> Vec<String> {
        let mut found = Vec::new();
        for event in &self.events {
            let params = &event["params"];
            match event["method"].as_str().unwrap_or("") {
                "Runtime.exceptionThrown" => found.push(format!("exception: {params}")),
                "Runtime.consoleAPICalled" if params["type"] == "error" => {
                    found.push(format!("console error: {params}"))
                }
                "Log.entryAdded" if params["entry"]["level"] == "error" => {
                    found.push(format!("log error: {params}"))
                }
                "Network.requestWillBeSent" => {
                    let url = params["request"]["url"].as_str().unwrap_or("");
                    if url != page && !url.starts_with("data:") {
                        found.push(format!("request: {url}"));
                    }
                }
                _ => {}
            }
        }
        found
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.session = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A directory removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(what: &str) -> TempDir {
        let path =
            std::env::temp_dir().join(format!("sudograph-browser-{what}-{}", std::process::id()));
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Standard base64, as the screenshot comes.
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for group in digits.chunks(4) {
        let mut bits = 0u32;
        for (i, &d) in group.iter().enumerate() {
            bits |= u32::from(d) << (18 - 6 * i);
        }
        let bytes = bits.to_be_bytes();
        out.extend_from_slice(&bytes[1..group.len()]);
    }
    out
}

/// The distinct colours of a PNG and the share of its pixels that are not white.
fn colours(png_bytes: &[u8]) -> (usize, f64) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut pixels).expect("a frame");
    let channels = info.color_type.samples();
    let pixels = &pixels[..info.buffer_size()];
    let mut seen = std::collections::BTreeSet::new();
    let mut ink = 0usize;
    for px in pixels.chunks(channels) {
        seen.insert(px[..channels.min(3)].to_vec());
        if px[..channels.min(3)].iter().any(|&v| v < 240) {
            ink += 1;
        }
    }
    (seen.len(), ink as f64 / (pixels.len() / channels) as f64)
}

#[test]
fn the_walk_through_works_in_a_real_browser() {
    let Some(path) = find_browser() else {
        let message = "NO BROWSER FOUND: the HTML walk-through was NOT tested in a browser \
                       (install chromium, or set SUDOGRAPH_BROWSER)";
        if std::env::var("SUDOGRAPH_REQUIRE_BROWSER").is_ok_and(|v| v == "1") {
            panic!("{message}; SUDOGRAPH_REQUIRE_BROWSER=1 asks for one");
        }
        eprintln!("\n*** {message} ***\n");
        return;
    };
    let line = std::fs::read_to_string("data/gecode_9x9.txt").unwrap();
    let line = line.lines().next().unwrap();
    let puzzle: Puzzle = line.parse().unwrap();
    let trace = Explainer::new(&puzzle).explain();
    let last = trace.len() as i64;
    let solution: String = (0..81)
        .map(|c| {
            let d = trace.end().get(Cell::new(c)).iter().next().unwrap();
            sudograph::io::symbol(d.value())
        })
        .collect();

    let dir = TempDir::new("page");
    let file = dir.0.join("walk.html");
    let run = sudograph(
        &["explain", "-", "--html", file.to_str().unwrap()],
        Some(line),
    );
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(run.stdout.is_empty(), "--html prints nothing");
    let url = format!("file://{}", file.display());

    let mut browser = Browser::launch(&path);
    let target = browser.call("Target.createTarget", json!({"url": "about:blank"}));
    let attached = browser.call(
        "Target.attachToTarget",
        json!({"targetId": target["targetId"], "flatten": true}),
    );
    browser.session = Some(attached["sessionId"].as_str().unwrap().to_string());
    for domain in [
        "Runtime.enable",
        "Log.enable",
        "Page.enable",
        "Network.enable",
    ] {
        browser.call(domain, json!({}));
    }
    browser.call(
        "Emulation.setDeviceMetricsOverride",
        json!({"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": false}),
    );
    browser.call("Page.navigate", json!({"url": url}));
    browser.wait_for("Page.loadEventFired");

    // Step 1 shown, its marks visible, the graph of its house drawn.
    assert_eq!(browser.frame(), 0);
    let at = browser.eval("document.getElementById('at').textContent");
    assert_eq!(at, json!(format!("Step 1 of {last}")));
    let visible = browser.eval("document.querySelectorAll('g.frame:not([display])').length");
    assert_eq!(visible, json!(2), "step 1's two layers, and only those");
    let step = trace.step(0).unwrap();
    let house = step.houses[0];
    let edges: usize = trace
        .layout()
        .cells_of(house)
        .iter()
        .map(|&c| trace.start().get(c).len())
        .sum();
    let lines = browser.eval("document.querySelectorAll('#graph line').length");
    assert_eq!(lines, json!(edges), "one edge per candidate of the house");

    // The keyboard: → and ← move by one, End to the end, Home back.
    browser.key("ArrowRight", 39);
    assert_eq!(browser.frame(), 1);
    browser.key("ArrowRight", 39);
    browser.key("ArrowLeft", 37);
    assert_eq!(browser.frame(), 1);
    browser.key("End", 35);
    assert_eq!(browser.frame(), last);
    let grid = browser.eval(
        "Array.from({length: 81}, (_, c) => document.getElementById('v' + c).textContent).join('')",
    );
    assert_eq!(grid, json!(solution), "the last frame is the solution");
    let left = browser.eval(
        "Array.from(document.querySelectorAll('text.c')).filter(t => t.getAttribute('display') !== 'none').length",
    );
    assert_eq!(left, json!(0), "no candidate left at the end");
    let at = browser.eval("document.getElementById('at').textContent");
    assert!(at.as_str().unwrap().starts_with("End"));
    browser.key("Home", 36);
    assert_eq!(browser.frame(), 0);

    // A click on a step of the list shows it.
    browser.click("#steps li[data-frame=\"5\"]");
    assert_eq!(browser.frame(), 5);

    // The picture is not blank.
    let shot = browser.call("Page.captureScreenshot", json!({"format": "png"}));
    let png_bytes = base64(shot["data"].as_str().unwrap());
    let (count, ink) = colours(&png_bytes);
    assert!(count >= 16, "only {count} colours: a blank page?");
    assert!(ink > 0.02, "only {:.1}% of pixels drawn", ink * 100.0);
    if let Ok(dir) = std::env::var("SUDOGRAPH_SCREENSHOT_DIR") {
        std::fs::write(Path::new(&dir).join("walk.png"), &png_bytes).unwrap();
    }

    let mut complaints = browser.complaints(&url);

    // A 25x25 page (hundreds of steps) walks to its solution too.
    let big = std::fs::read_to_string("data/generated_25x25.txt").unwrap();
    let big = big.lines().next().unwrap();
    let sudograph::Outcome::Unique(solution) =
        sudograph::Solver::new(&big.parse().unwrap()).solve()
    else {
        panic!("the 25x25 puzzle has one solution");
    };
    let solution = solution.to_string();
    let file = dir.0.join("big.html");
    let run = sudograph(
        &["explain", "-", "--html", file.to_str().unwrap()],
        Some(big),
    );
    assert!(run.status.success());
    let big_url = format!("file://{}", file.display());
    browser.events.clear();
    browser.call("Page.navigate", json!({"url": big_url}));
    browser.wait_for("Page.loadEventFired");
    assert_eq!(browser.frame(), 0);
    browser.key("End", 35);
    let frames = browser.eval("document.querySelectorAll('#steps li').length");
    assert_eq!(
        json!(browser.frame() + 1),
        frames,
        "End shows the last frame"
    );
    let grid = browser.eval(
        "Array.from({length: 625}, (_, c) => document.getElementById('v' + c).textContent).join('')",
    );
    assert_eq!(grid, json!(solution), "the 25x25 page ends on the solution");
    complaints.extend(browser.complaints(&big_url));
    assert!(complaints.is_empty(), "{complaints:#?}");
}

#[test]
fn base64_decodes() {
    assert_eq!(base64("aGVsbG8="), b"hello");
    assert_eq!(base64("aGk="), b"hi");
    assert_eq!(base64("YWJj"), b"abc");
}
