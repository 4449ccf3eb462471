//! Helpers shared by the integration tests.

#![allow(dead_code, reason = "each test binary uses a different part")]

pub mod brute;

/// The puzzles of a data file, one per line, comments and blank lines skipped.
pub fn puzzles(path: &str) -> Vec<sudograph::Puzzle> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.parse().unwrap_or_else(|e| panic!("{path}: {e}")))
        .collect()
}

/// At most `debug` items in a debug build, all of them in a release build.
pub fn sample<T>(items: Vec<T>, debug: usize) -> Vec<T> {
    if cfg!(debug_assertions) {
        items.into_iter().take(debug).collect()
    } else {
        items
    }
}
