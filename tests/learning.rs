//! The search with learning (nogoods, restarts) against the depth-first search and an
//! independent brute-force counter: the same verdicts, solutions and counts, limits that stop
//! it, and the CLI's `--learning` and `--stats`.

mod common;

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use common::brute::Plain;
use common::cli::{stdout, sudograph};
use common::{puzzles, sample};
use proptest::prelude::*;
use sudograph::search::{Learning, LimitReached, Limits, Outcome, Solver};
use sudograph::{BoxShape, Cell, Puzzle};

/// Every solution of `solver`'s puzzle, up to `max`, as a sorted set, and whether a limit cut
/// the list short.
fn solution_set(solver: Solver, max: u64) -> (BTreeSet<String>, Option<LimitReached>) {
    let mut solutions = solver
        .with_limits(Limits::default().with_max_solutions(max))
        .solutions();
    let set: BTreeSet<String> = solutions.by_ref().map(|p| p.to_string()).collect();
    (set, solutions.limit())
}

/// The outcome of `solve`, with the two solutions of `Several` left out (each search may find
/// another pair first).
fn verdict(outcome: &Outcome) -> String {
    match outcome {
        Outcome::None => "none".into(),
        Outcome::Unique(p) => p.to_string(),
        Outcome::Several(..) => "several".into(),
        Outcome::Unknown { limit, .. } => format!("unknown: {limit}"),
    }
}

#[test]
fn learning_runs_on_25x25_grids_by_default_and_agrees_with_depth_first_search() {
    for puzzle in sample(puzzles("data/generated_25x25.txt"), 2) {
        let (learned, stats) = Solver::new(&puzzle).solve_with_stats();
        assert!(stats.learning, "side 25 learns by default");
        let (plain, plain_stats) = Solver::new(&puzzle)
            .with_learning(Learning::Never)
            .solve_with_stats();
        assert!(!plain_stats.learning);
        assert_eq!(plain_stats.conflicts, 0, "only learning counts conflicts");
        let Outcome::Unique(solution) = &learned else {
            panic!("{puzzle}: one solution, got {learned:?}");
        };
        assert_eq!(learned, plain, "{puzzle}");
        assert!(Plain::of(solution).is_valid_solution());
        assert!(stats.nodes >= stats.guesses);
        assert!(
            stats.conflicts - stats.learned <= 1,
            "a nogood per conflict but the last"
        );
    }
    let small = puzzles("data/generated_16x16.txt").remove(0);
    assert!(
        !Solver::new(&small).solve_with_stats().1.learning,
        "16×16 does not, by default"
    );
    assert!(
        Solver::new(&small)
            .with_learning(Learning::Always)
            .solve_with_stats()
            .1
            .learning
    );
}

#[test]
fn learning_solves_the_minimal_gecode_25x25_puzzle_the_depth_first_search_could_and_proves_it_unique()
 {
    // The third of the nine: the one the depth-first search with failure weights also solves.
    let puzzle = puzzles("data/gecode_25x25.txt").remove(2);
    let (outcome, stats) = Solver::new(&puzzle).solve_with_stats();
    let Outcome::Unique(solution) = outcome else {
        panic!("one solution, got {outcome:?}");
    };
    assert!(Plain::of(&solution).is_valid_solution());
    for (c, given) in puzzle.cells().iter().enumerate() {
        if given.is_some() {
            assert_eq!(solution.get(Cell::new(c)), *given);
        }
    }
    assert!(
        stats.conflicts > 100,
        "a hard puzzle: {} conflicts",
        stats.conflicts
    );
    assert!(stats.learned > 0 && stats.restarts > 0);
}

#[test]
fn every_limit_stops_the_search_with_learning() {
    let puzzle = puzzles("data/gecode_25x25.txt").remove(0);
    let learning = Solver::new(&puzzle);
    let stop = |limits: Limits| match learning.clone().with_limits(limits).solve() {
        Outcome::Unknown { limit, .. } => limit,
        other => panic!("expected a limit, got {}", verdict(&other)),
    };
    assert_eq!(
        stop(Limits::default().with_max_nodes(50)),
        LimitReached::Nodes
    );
    let (_, stats) = learning
        .clone()
        .with_limits(Limits::default().with_max_nodes(50))
        .solve_with_stats();
    assert_eq!(stats.nodes, 50, "the start and 49 guesses");
    assert_eq!(
        stop(Limits::default().with_deadline(std::time::Instant::now())),
        LimitReached::Deadline
    );
    let cancel = Arc::new(AtomicBool::new(true));
    assert_eq!(
        stop(Limits::default().with_cancel(cancel)),
        LimitReached::Cancelled
    );
    // Counting stops at its limit, with the count a lower bound.
    let open = Puzzle::empty(BoxShape::new(5, 5).unwrap());
    let count = Solver::new(&open).count(3);
    assert_eq!(
        (count.count, count.limit),
        (3, Some(LimitReached::Solutions))
    );
}

#[test]
fn a_wrong_given_gets_the_same_verdict_with_and_without_learning() {
    // A unique 25×25 puzzle with one given changed to a number no given peer holds: usually no
    // solution is left, found only by search.
    let puzzle = puzzles("data/generated_25x25.txt").remove(0);
    let shape = puzzle.shape();
    let mut changed = 0;
    for given in (0..shape.cells())
        .map(Cell::new)
        .filter(|&c| puzzle.get(c).is_some())
    {
        let peers: Vec<Cell> = (0..shape.cells())
            .map(Cell::new)
            .filter(|&c| {
                c != given
                    && (c.index() / 25 == given.index() / 25
                        || c.index() % 25 == given.index() % 25)
            })
            .collect();
        let Some(other) = (0..25).map(sudograph::Number::new).find(|&d| {
            Some(d) != puzzle.get(given) && peers.iter().all(|&p| puzzle.get(p) != Some(d))
        }) else {
            continue;
        };
        let mut broken = puzzle.clone();
        broken.set(given, Some(other));
        let learned = verdict(&Solver::new(&broken).solve());
        let plain = verdict(&Solver::new(&broken).with_learning(Learning::Never).solve());
        assert_eq!(learned, plain, "{broken}");
        assert!(!learned.starts_with("unknown"));
        changed += 1;
        if changed == 3 {
            break;
        }
    }
    assert_eq!(changed, 3);
}

proptest! {
    #![proptest_config(common::proptest_config(if cfg!(debug_assertions) { 16 } else { 96 }, "learning"))]

    /// On small grids with givens removed — often several solutions — learning lists exactly
    /// the solutions the depth-first search lists, as many as brute force counts.
    #[test]
    fn learning_lists_the_same_solutions_as_depth_first_search(seed in any::<u64>(), shape in 0usize..3, drop in 0usize..14) {
        let (_, looser) = common::puzzle_with_givens_removed(seed, shape, drop);
        let (learned, cut) = solution_set(Solver::new(&looser).with_learning(Learning::Always), 300);
        let (plain, plain_cut) = solution_set(Solver::new(&looser).with_learning(Learning::Never), 300);
        prop_assert_eq!(cut.is_some(), plain_cut.is_some());
        if cut.is_none() {
            prop_assert_eq!(&learned, &plain);
            prop_assert_eq!(learned.len(), Plain::of(&looser).count(301));
        } else {
            prop_assert_eq!(learned.len(), plain.len());
        }
        for s in &learned {
            prop_assert!(Plain::of(&s.parse::<Puzzle>().unwrap()).is_valid_solution());
        }
        let a = verdict(&Solver::new(&looser).with_learning(Learning::Always).solve());
        let b = verdict(&Solver::new(&looser).with_learning(Learning::Never).solve());
        prop_assert_eq!(a, b);
    }

    /// On candidate states with arbitrary candidates removed (often no solution), the verdicts
    /// and counts agree.
    #[test]
    fn learning_and_depth_first_search_agree_on_any_state(state in common::grids::wild_state(BoxShape::CLASSIC)) {
        let candidates = state.candidates();
        let count = |learning| Solver::from_candidates(&candidates).with_learning(learning).count(50);
        prop_assert_eq!(count(Learning::Always), count(Learning::Never));
    }
}

#[test]
fn the_cli_chooses_learning_and_reports_it() {
    let file = "data/generated_25x25.txt";
    let run = |learning: &str| {
        let out = sudograph(&["solve", file, "--stats", "--learning", learning], None);
        assert!(out.status.success(), "{learning}: {out:?}");
        (
            stdout(&out),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (auto, auto_err) = run("auto");
    let (never, never_err) = run("never");
    let (always, _) = run("always");
    assert_eq!(auto, never, "the same solutions");
    assert_eq!(auto, always);
    assert!(
        auto_err.contains("with learning (5 puzzles)") && auto_err.contains("nogoods learned"),
        "{auto_err}"
    );
    assert!(!never_err.contains("with learning"), "{never_err}");
    assert!(never_err.contains("nodes:"), "{never_err}");
    let bad = sudograph(&["solve", file, "--learning", "sometimes"], None);
    assert_eq!(bad.status.code(), Some(2));
    let count = sudograph(&["count", file, "--learning", "always"], None);
    assert!(count.status.success(), "{count:?}");
}

/// A 16×16 puzzle with 80 givens and several solutions on which the depth-first search loses
/// itself: more than 2,000,000 nodes without finding two solutions. By default a depth-first
/// search on a grid larger than 9×9 hands over to the search with learning after 20,000 nodes
/// without a solution, which tells "several" well within 100,000 nodes in all.
#[test]
fn a_depth_first_search_that_runs_long_hands_over_to_learning() {
    let puzzle: Puzzle = concat!(
        ".....C.9.7.G....7G....8.D.1...AC..9...7..8............B1...C5.....B.1..A9..3.5.6...",
        "5E.4.1C...9..G.7.....E4BD.1.F...........6..4..9......8.4..B...E4..1F...G9.7..F.CB.",
        "..G...54.D...2...D4.....A.........3..6..........B1...3A..575..G..E..1..3..A......5",
        ".2...F..."
    )
    .parse()
    .expect("a 16×16 puzzle");
    let limits = Limits::default().with_max_nodes(100_000);
    let solver = Solver::new(&puzzle).with_limits(limits);
    let (outcome, stats) = solver.solve_with_stats();
    assert!(matches!(outcome, Outcome::Several(..)), "{outcome:?}");
    assert!(stats.learning, "handed over");
    assert!(
        stats.nodes > 20_000 && stats.nodes < 100_000,
        "{}",
        stats.nodes
    );
    // The depth-first search alone runs into the bound.
    let (outcome, _) = solver.with_learning(Learning::Never).solve_with_stats();
    assert!(
        matches!(
            outcome,
            Outcome::Unknown {
                limit: LimitReached::Nodes,
                ..
            }
        ),
        "{outcome:?}"
    );
    // The command line tells the same.
    let line = format!("{}\n", puzzle);
    let out = stdout(&sudograph(
        &["solve", "--max-nodes", "100000", "-"],
        Some(&line),
    ));
    assert_eq!(out, "multiple\n");
}

/// Counting many solutions with learning goes back only to the last guess after each solution
/// but the first, as a depth-first enumeration does: on an empty 25×25 grid, 200 solutions take
/// about 2,000 nodes (going back to the start after each took 129,000, and 46 s for 1,000).
#[test]
fn counting_with_learning_goes_back_to_the_last_guess_after_each_solution() {
    let open: Puzzle = ".".repeat(625).parse().expect("an empty 25×25 grid");
    let (count, stats) = Solver::new(&open).count_with_stats(200);
    assert_eq!(count.count, 200);
    assert!(stats.learning);
    assert!(stats.nodes < 10_000, "{} nodes", stats.nodes);
    let solutions: BTreeSet<String> = Solver::new(&open)
        .solutions()
        .take(200)
        .map(|p| p.to_string())
        .collect();
    assert_eq!(solutions.len(), 200, "all different");
}
