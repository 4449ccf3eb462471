//! Shared helpers for integration tests: plain geometry, random grids, configurations, a naive
//! reference propagator and a brute-force solver, none of which use the library's layout, graph,
//! rules or search.

#![allow(
    dead_code,
    reason = "each integration test binary uses its own part of the helpers"
)]

pub mod brute;
pub mod cli;
pub mod configs;
pub mod geometry;
pub mod grids;
/// Reads `trace::json`'s records: only with the `serde` feature (the CLI tests' binaries).
#[cfg(feature = "serde")]
pub mod json;
pub mod reference;

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

/// A proptest configuration with `cases` cases whose failures are saved in
/// `proptest-regressions/<name>.txt` (committed, so every run replays them).
pub fn proptest_config(cases: u32, name: &'static str) -> proptest::test_runner::Config {
    let path: &'static str = Box::leak(format!("proptest-regressions/{name}.txt").into_boxed_str());
    proptest::test_runner::Config {
        cases,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::Direct(path),
        )),
        ..proptest::test_runner::Config::default()
    }
}

/// A generated puzzle with one solution on the `shape`-th of 4×4, 6×6 and 9×9, from `seed`, and
/// the same puzzle with `drop` of its givens (chosen from the seed too) taken away.
pub fn puzzle_with_givens_removed(
    seed: u64,
    shape: usize,
    drop: usize,
) -> (sudograph::Puzzle, sudograph::Puzzle) {
    use sudograph::search::{Rng, generate};
    use sudograph::{BoxShape, Cell};
    let shape = [(2, 2), (2, 3), (3, 3)].map(|(r, c)| BoxShape::new(r, c).unwrap())[shape];
    let mut rng = Rng::new(seed);
    let puzzle = generate(shape, 0, 10_000, &mut rng);
    let mut looser = puzzle.clone();
    let mut givens: Vec<Cell> = (0..shape.cells())
        .map(Cell::new)
        .filter(|&c| puzzle.get(c).is_some())
        .collect();
    rng.shuffle(&mut givens);
    for &c in givens.iter().take(drop) {
        looser.set(c, None);
    }
    (puzzle, looser)
}
