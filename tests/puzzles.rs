//! Propagation on the shipped puzzle files: the fixpoint keeps every solution's values, agrees
//! with the naive reference propagator, and is the same incremental or not.

mod common;

use common::reference::{self, Outcome as RefOutcome, RefRules};
use common::{puzzles, sample};
use sudograph::search::{Outcome, Solver};
use sudograph::{Candidates, Cell, Config, Engine, Puzzle, Rules};

fn solution(puzzle: &Puzzle) -> Puzzle {
    match Solver::new(puzzle).solve() {
        Outcome::Unique(s) => s,
        other => panic!("{puzzle}: {other:?}"),
    }
}

fn fixpoint(puzzle: &Puzzle, config: &Config) -> Candidates {
    let mut engine = Engine::new(puzzle);
    engine
        .propagate(config)
        .unwrap_or_else(|c| panic!("{puzzle}: {c}"));
    engine
        .graph()
        .check_views(engine.layout())
        .expect("views agree with the graph");
    engine.to_candidates()
}

fn configs() -> Vec<Config> {
    let base = Config::default();
    vec![
        base,
        base.with_max_size(Some(1)),
        base.with_max_size(Some(2)),
        base.with_rules(Rules::SUBSETS),
        base.with_rules(Rules::NAKED.with(Rules::INTERSECTIONS)),
        base.with_rules(Rules::HIDDEN).with_max_size(Some(3)),
    ]
}

#[test]
fn fixpoints_keep_the_solution_on_every_shipped_size() {
    let files = [
        ("data/gecode_9x9.txt", 18),
        ("data/top1465.txt", 40),
        ("data/forum_hardest_1106.txt", 20),
        ("data/generated_4x4.txt", 20),
        ("data/generated_6x6.txt", 20),
        ("data/generated_12x12.txt", 5),
        ("data/generated_16x16.txt", 3),
        ("data/generated_25x25.txt", 2),
    ];
    for (file, debug) in files {
        for puzzle in sample(puzzles(file), debug) {
            let solved = solution(&puzzle);
            for config in configs() {
                let state = fixpoint(&puzzle, &config);
                for c in 0..puzzle.shape().cells() {
                    let cell = Cell::new(c);
                    let value = solved.get(cell).expect("a full grid");
                    assert!(
                        state.get(cell).contains(value),
                        "{file}: {config:?} removed r{c}'s value"
                    );
                }
            }
        }
    }
}

#[test]
fn fixpoints_equal_the_reference_propagator_on_real_puzzles() {
    let files = [
        ("data/gecode_9x9.txt", 18),
        ("data/top1465.txt", 30),
        ("data/17clue_2000.txt", 30),
        ("data/serg_1000.txt", 30),
        ("data/generated_4x4.txt", 20),
        ("data/generated_6x6.txt", 20),
    ];
    for (file, debug) in files {
        for puzzle in sample(puzzles(file), debug) {
            let shape = puzzle.shape();
            let start: Vec<u64> = Candidates::from(&puzzle)
                .cells()
                .iter()
                .map(|s| s.bits())
                .collect();
            for config in configs() {
                let mut ours = Engine::new(&puzzle);
                let result = ours.propagate(&config);
                let rules = RefRules::from_config(&config, shape.side());
                let expected =
                    reference::propagate(shape.rows(), shape.cols(), start.clone(), rules);
                match expected {
                    RefOutcome::Fixpoint(cands) => {
                        assert!(result.is_ok(), "{file}: {puzzle} {config:?}");
                        let got: Vec<u64> = ours
                            .graph()
                            .all_candidates()
                            .iter()
                            .map(|s| s.bits())
                            .collect();
                        assert_eq!(got, cands, "{file}: {puzzle} {config:?}");
                    }
                    RefOutcome::Contradiction => {
                        assert!(result.is_err(), "{file}: {puzzle} {config:?}")
                    }
                }
            }
        }
    }
}

#[test]
fn clashing_givens_are_a_contradiction_on_every_size() {
    for file in [
        "data/generated_4x4.txt",
        "data/gecode_9x9.txt",
        "data/generated_16x16.txt",
        "data/generated_25x25.txt",
    ] {
        let puzzle = &puzzles(file)[0];
        let solved = solution(puzzle);
        let n = puzzle.shape().side();
        // Give the first two cells of row 1 the same value.
        let mut clash = puzzle.clone();
        clash.set(Cell::new(0), solved.get(Cell::new(1)));
        clash.set(Cell::new(1), solved.get(Cell::new(1)));
        let mut engine = Engine::new(&clash);
        assert!(
            engine.propagate(&Config::default()).is_err(),
            "{file} (side {n})"
        );
        assert!(engine.graph().check_views(engine.layout()).is_ok());
        assert_eq!(Solver::new(&clash).solve(), Outcome::None);
    }
}
