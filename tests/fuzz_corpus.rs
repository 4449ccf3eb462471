//! Replays the committed fuzz corpus (`fuzz/corpus/<target>/`) through the fuzz targets' checks,
//! so that every input that ever found something, and the seeds, keep passing on every
//! `cargo test` — without cargo-fuzz.

mod fuzz_checks;

use std::path::Path;

fn replay(target: &str, check: fn(&[u8])) {
    let dir = Path::new("fuzz/corpus").join(target);
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the corpus is part of the repository)",
            dir.display()
        )
    });
    let mut files: Vec<_> = entries
        .map(|e| e.expect("a directory entry").path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{}: an empty corpus", dir.display());
    for file in &files {
        let data = std::fs::read(file).expect("a corpus file");
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(
            outcome.is_ok(),
            "{target}: {} fails its check",
            file.display()
        );
    }
    eprintln!("{target}: {} corpus inputs replayed", files.len());
}

#[test]
fn the_parse_corpus_passes() {
    replay("parse", fuzz_checks::parse);
}

#[test]
fn the_propagate_corpus_passes() {
    replay("propagate", fuzz_checks::propagate);
}

#[test]
fn the_search_corpus_passes() {
    replay("search", fuzz_checks::search);
}

#[test]
fn the_explain_corpus_passes() {
    replay("explain", fuzz_checks::explain);
}
