//! The command line on variants: solving, counting, explaining, dumping, a variant that does
//! not fit a record, and rules keeping the solution.

use super::*;

#[test]
fn the_cli_solves_counts_and_explains_x_and_jigsaw_puzzles() {
    let out = sudograph(
        &["generate", "--variant", "x", "--count", "1", "--seed", "9"],
        None,
    );
    let x = stdout(&out);
    let puzzle = x.lines().nth(1).unwrap().to_string();
    // The flag and the header give the same answer; without either the puzzle has more.
    let flagged = stdout(&sudograph(&["count", "--variant", "x"], Some(&puzzle)));
    assert_eq!(flagged.trim(), "1");
    assert_eq!(stdout(&sudograph(&["count"], Some(&x))).trim(), "1");
    let plain = stdout(&sudograph(&["count", "--limit", "2"], Some(&puzzle)));
    assert_eq!(plain.trim(), ">=2");
    let explained = stdout(&sudograph(&["explain", "--variant", "x"], Some(&puzzle)));
    assert!(explained.contains("Solved"), "{explained}");
    let out = sudograph(
        &[
            "generate",
            "--variant",
            "jigsaw",
            "--count",
            "1",
            "--seed",
            "9",
        ],
        None,
    );
    let jigsaw = stdout(&out);
    let explained = stdout(&sudograph(&["explain"], Some(&jigsaw)));
    assert!(explained.contains(" in region "), "{explained}");
    assert!(!explained.contains(" in box "), "{explained}");
}

/// An X 16×16 puzzle that the techniques asked (here without brute force, the last resort)
/// leave stuck: whether it has one solution is counted on its own layout, diagonals included.
/// Counted on the standard houses, as it was, the puzzle had several, and `rate` said so. With
/// every technique it ends solved, brute force taking it over where logic stops.
#[test]
fn a_stuck_x_16x16_puzzle_is_counted_with_its_diagonals() {
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/x_16x16.txt"))
        .expect("the shipped X 16×16 puzzles");
    let puzzle = file
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle");
    let plain = stdout(&sudograph(&["count", "--limit", "2"], Some(puzzle)));
    assert_eq!(plain.trim(), ">=2", "without the diagonals it has several");
    let x = stdout(&sudograph(&["count", "--variant", "x"], Some(puzzle)));
    assert_eq!(x.trim(), "1");
    let logic = "subsets,intersections,fish,direct,chains,wings,forcing,als";
    let stuck = [
        "rate",
        "--variant",
        "x",
        "--format",
        "json",
        "--rules",
        logic,
    ];
    let rated = stdout(&sudograph(&stuck, Some(puzzle)));
    assert!(rated.contains(r#""result":"stuck""#), "{rated}");
    assert!(rated.contains(r#""level":"needs_search""#), "{rated}");
    let all = ["rate", "--variant", "x", "--format", "json"];
    let rated = stdout(&sudograph(&all, Some(puzzle)));
    assert!(rated.contains(r#""result":"solved""#), "{rated}");
    assert!(rated.contains(r#""brute_force":"#), "{rated}");
}

/// The shipped X 16×16 puzzles, explained on their own layout: each ends solved, brute force
/// taking over where logic stops, and every step passes the checker, which re-proves each
/// brute-force removal with a search of its own on the X layout.
#[test]
fn x_16x16_explanations_end_solved_and_pass_the_checker() {
    use sudograph::trace::{Explainer, Outcome as Ending, Technique};
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/x_16x16.txt"))
        .expect("the shipped X 16×16 puzzles");
    let variant: Variant = "x".parse().unwrap();
    let layout = Arc::new(variant.layout(shape(4, 4)).unwrap());
    let mut brute = 0;
    for line in file.lines().filter(|l| !l.starts_with('#')) {
        let puzzle: Puzzle = line.parse().expect("a 16×16 puzzle");
        let trace = Explainer::with_layout(Arc::clone(&layout), &puzzle)
            .unwrap()
            .explain();
        assert_eq!(trace.outcome(), Ending::Solved, "{line}");
        trace.verify().unwrap_or_else(|e| panic!("{line}: {e}"));
        brute += trace
            .steps()
            .filter(|s| s.technique == Technique::BruteForce)
            .count();
    }
    assert!(brute > 0, "logic alone finishes none of them");
}

#[test]
fn variants_that_do_not_fit_a_record_are_its_error_and_the_batch_goes_on() {
    let input =
        "1...........4...\n# variant: asterisk\n1...........4...\n# variant: x\n1...........4...\n";
    let out = sudograph(&["count", "--limit", "1000"], Some(input));
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[1], "error");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("-:3:1: asterisk is defined on the 9x9 grid only"),
        "{err}"
    );
    let bad = sudograph(
        &["solve", "--regions", "1122112233333444"],
        Some("1..............."),
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("region '3' has 5 cells"));
}

#[test]
fn rules_and_explanations_keep_the_solution_on_every_variant() {
    use sudograph::trace::{Explainer, Outcome as Ending};
    use sudograph::{Config, Rules};
    let cases = [
        ("x", BoxShape::CLASSIC),
        ("windoku", BoxShape::CLASSIC),
        ("jigsaw", BoxShape::CLASSIC),
        ("disjoint", BoxShape::CLASSIC),
        ("centre-dot", BoxShape::CLASSIC),
        ("asterisk", BoxShape::CLASSIC),
        ("girandola", BoxShape::CLASSIC),
        ("x,jigsaw", BoxShape::CLASSIC),
        ("latin", shape(2, 3)),
        ("jigsaw", shape(2, 3)),
        ("x,windoku", shape(2, 2)),
    ];
    let every_rule = Config::default()
        .with_rules(Rules::FRANKEN)
        .with_max_size(None);
    let limits = Limits::default().with_max_nodes(20_000);
    for (i, (name, s)) in cases.into_iter().enumerate() {
        let variant: Variant = name.parse().unwrap();
        for seed in 0..4 {
            let mut rng = Rng::new(100 * i as u64 + seed);
            let (puzzle, made) = generate_variant(s, &variant, 0, &limits, &mut rng).unwrap();
            let layout = Arc::new(made.layout(s).unwrap());
            let engine = Engine::with_layout(Arc::clone(&layout), &puzzle).unwrap();
            let sudograph::search::Outcome::Unique(solution) = Solver::from_engine(engine).solve()
            else {
                panic!("{made}: {puzzle} is not unique");
            };
            let keeps = |candidates: &dyn Fn(Cell) -> sudograph::NumberSet, what: &str| {
                for c in 0..layout.cells() {
                    let cell = Cell::new(c);
                    let value = solution.get(cell).unwrap();
                    assert!(
                        candidates(cell).contains(value),
                        "{made} {puzzle}: {what} removed {}",
                        cell.display(s.side())
                    );
                }
            };
            let mut engine = Engine::with_layout(Arc::clone(&layout), &puzzle).unwrap();
            engine.propagate(&every_rule).unwrap();
            keeps(&|c| engine.candidates(c), "propagation");
            let trace = Explainer::with_layout(Arc::clone(&layout), &puzzle)
                .unwrap()
                .explain();
            assert_eq!(trace.outcome(), Ending::Solved, "{made}: {puzzle}");
            trace
                .verify()
                .unwrap_or_else(|e| panic!("{made}: {puzzle}: {e}"));
            for step in trace.steps() {
                for &(cell, number) in step.eliminations {
                    assert_ne!(solution.get(cell), Some(number), "{made}: {puzzle}");
                }
            }
        }
    }
}

#[test]
fn dump_shows_a_variant_house_by_its_name() {
    let line = "# variant: x\n.1...........2...1........2......6..7.8.......3..98...64.7.2.3...1......2...6...9\n";
    let out = sudograph(&["dump", "--house", "diagonal 2"], Some(line));
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(text.starts_with("diagonal 2\n"), "{text}");
    // Its nine cells, r1c9 to r9c1.
    for cell in ["r1c9", "r5c5", "r9c1"] {
        assert!(text.contains(&format!("  {cell} ")), "{text}");
    }
    let short = stdout(&sudograph(&["dump", "--house", "d2"], Some(line)));
    assert_eq!(short, text);
    let missing = sudograph(&["dump", "--house", "window 1"], Some(line));
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("has no house window 1"));
    // A Latin square has no box 1.
    let latin = sudograph(
        &["dump", "--variant", "latin", "--house", "b1"],
        Some("1..............."),
    );
    assert_eq!(latin.status.code(), Some(1));
}
