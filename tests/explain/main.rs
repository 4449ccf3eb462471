//! Explanations end to end: every step of every shipped puzzle passes the independent checker,
//! replayed traces reach the fixpoint `propagate` reaches, broken steps are rejected, ratings
//! follow the scale, and the explanation agrees with search about how it ends.

#[path = "../common/mod.rs"]
mod common;

use common::brute::Plain;
use common::{puzzles, sample};
use sudograph::search::{Outcome as SearchOutcome, Solver};
use sudograph::trace::{
    Checker, Explainer, Hint, Level, Outcome, Problem, Rating, Step, Technique, Trace, verify,
};
use sudograph::{Candidates, Cell, Config, Engine, Layout, Number, NumberSet, Puzzle, Rules};

mod large;
mod ratings;
mod shipped;
mod states;

/// Every shipped file, with how many puzzles a debug build takes from it (the generated 25×25
/// ones are explained in `large.rs`, with more checks).
const FILES: [(&str, usize); 10] = [
    ("data/gecode_9x9.txt", 18),
    ("data/top1465.txt", 60),
    ("data/17clue_2000.txt", 40),
    ("data/forum_hardest_1106.txt", 15),
    ("data/serg_1000.txt", 20),
    ("data/generated_4x4.txt", 20),
    ("data/generated_6x6.txt", 20),
    ("data/generated_12x12.txt", 10),
    ("data/generated_16x16.txt", 3),
    ("data/gecode_25x25.txt", 1),
];

/// The pencilmarks of a puzzle, computed here without the library's help: each given alone in
/// its cell, gone from every cell sharing a row, column or box with it.
fn pencilmarks(puzzle: &Puzzle) -> Candidates {
    let shape = puzzle.shape();
    let (n, br, bc) = (shape.side(), shape.rows(), shape.cols());
    let mut state = Candidates::from(puzzle);
    for (c, given) in puzzle.cells().iter().enumerate() {
        let Some(d) = *given else { continue };
        let (r, col) = (c / n, c % n);
        for p in 0..n * n {
            let (pr, pc) = (p / n, p % n);
            let same_box = pr / br == r / br && pc / bc == col / bc;
            if p != c && (pr == r || pc == col || same_box) {
                let cell = Cell::new(p);
                state.set(cell, state.get(cell) - NumberSet::single(d));
            }
        }
    }
    state
}

fn fixpoint(engine: &mut Engine, config: &Config) -> Option<Candidates> {
    engine
        .propagate(config)
        .ok()
        .map(|()| engine.to_candidates())
}

/// Checks a trace: the checker accepts every step and ends where the explainer did, and the
/// outcome says what the end state is.
fn check_trace(what: &str, trace: &Trace) {
    let end = trace
        .verify()
        .unwrap_or_else(|rejection| panic!("{what}: {rejection}"));
    assert_eq!(&end, trace.end(), "{what}: the checker ends elsewhere");
    let singles = end.cells().iter().all(|c| c.len() == 1);
    match trace.outcome() {
        Outcome::Solved => {
            assert!(singles, "{what}: solved but open cells");
            let mut grid = Puzzle::empty(end.shape());
            for (c, set) in end.cells().iter().enumerate() {
                grid.set(Cell::new(c), set.single_item());
            }
            assert!(
                Plain::of(&grid).is_valid_solution(),
                "{what}: not a solution"
            );
        }
        Outcome::Stuck => assert!(!singles, "{what}: stuck with every cell filled"),
        Outcome::Contradiction { after, .. } => {
            assert!(after <= trace.steps().len(), "{what}");
        }
        Outcome::Timeout => panic!("{what}: timed out without a time limit"),
    }
    let rated = trace.rated();
    assert_eq!(rated.steps(), trace.steps().len());
    let hardest = trace.steps().map(|s| s.rating).max();
    assert_eq!(rated.rating, hardest.unwrap_or(Rating::ZERO), "{what}");
    for t in Technique::ALL {
        let used = trace.steps().filter(|s| s.technique == t).count();
        assert_eq!(rated.counts.get(t) as usize, used, "{what}: {t}");
    }
}

/// The forum's hardest puzzles a release build explains in the tests below: each takes seconds
/// (nested forcing chains, then the checker re-deriving their nested eliminations).
const HARDEST: usize = 4;

/// The minimal 25×25 puzzles a release build explains: each takes about 20 seconds of brute
/// force, every step, and as long again for the checker (all nine are measured by hand:
/// docs/rules.md, Brute force).
const GECODE_25: usize = 1;

/// The puzzles of `file` a test takes: `debug` of them in a debug build, all in a release one
/// but for the forum's hardest (`HARDEST`) and the minimal 25×25 ones (`GECODE_25`).
fn taken(file: &str, debug: usize) -> Vec<Puzzle> {
    let all = sample(puzzles(file), debug);
    let most = if file.contains("forum_hardest") {
        HARDEST
    } else if file.contains("gecode_25x25") {
        GECODE_25
    } else {
        usize::MAX
    };
    all.into_iter().take(most).collect()
}

/// A 9×9 state with every candidate everywhere but in the cells given, written `r4c2` → `37`.
fn state(cells: &[(&str, &str)]) -> Candidates {
    let mut s = Candidates::full(sudograph::BoxShape::CLASSIC);
    for &(name, digits) in cells {
        s.set(cell(name), numbers(digits));
    }
    s
}

fn cell(name: &str) -> Cell {
    let (r, c) = name[1..].split_once('c').expect("rXcY");
    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
    Cell::new((r - 1) * 9 + c - 1)
}

fn numbers(digits: &str) -> NumberSet {
    digits
        .chars()
        .map(|d| Number::from_value(d.to_digit(10).unwrap() as usize))
        .collect()
}
