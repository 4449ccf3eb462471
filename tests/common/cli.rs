//! Running the `sudograph` binary from tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `sudograph args`, feeding `stdin` (or nothing) to its standard input.
pub fn sudograph(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudograph"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    // A program that refuses its options exits without reading: a broken pipe is no failure.
    match input.write_all(stdin.unwrap_or("").as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("stdin: {e}"),
        _ => {}
    }
    drop(input);
    child.wait_with_output().expect("the binary finishes")
}

/// The standard output, as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("output is UTF-8")
}
