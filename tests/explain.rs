//! Explanations end to end: every step of every shipped puzzle passes the independent checker,
//! replayed traces reach the fixpoint `propagate` reaches, broken steps are rejected, ratings
//! follow the scale, and the explanation agrees with search about how it ends.

mod common;

use common::brute::Plain;
use common::{puzzles, sample};
use sudograph::search::{Outcome as SearchOutcome, Solver};
use sudograph::trace::{
    Explainer, Hint, Level, Outcome, Problem, Rating, Step, Technique, Trace, verify,
};
use sudograph::{Candidates, Cell, Config, Engine, Layout, Number, NumberSet, Puzzle, Rules};

/// Every shipped file, with how many puzzles a debug build takes from it.
const FILES: [(&str, usize); 11] = [
    ("data/gecode_9x9.txt", 18),
    ("data/top1465.txt", 60),
    ("data/17clue_2000.txt", 40),
    ("data/forum_hardest_1106.txt", 15),
    ("data/serg_1000.txt", 20),
    ("data/generated_4x4.txt", 20),
    ("data/generated_6x6.txt", 20),
    ("data/generated_12x12.txt", 10),
    ("data/generated_16x16.txt", 3),
    ("data/generated_25x25.txt", 1),
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

/// The puzzles of `file` a test takes: `debug` of them in a debug build, all in a release one
/// but for the forum's hardest (`HARDEST`).
fn taken(file: &str, debug: usize) -> Vec<Puzzle> {
    let all = sample(puzzles(file), debug);
    let most = if file.contains("forum_hardest") {
        HARDEST
    } else {
        usize::MAX
    };
    all.into_iter().take(most).collect()
}

#[test]
fn every_step_of_every_shipped_puzzle_passes_the_independent_checker() {
    for (file, debug) in FILES {
        for (i, puzzle) in taken(file, debug).iter().enumerate() {
            let what = format!("{file} #{i}");
            let trace = Explainer::new(puzzle).explain();
            assert_eq!(trace.start(), &pencilmarks(puzzle), "{what}: start");
            check_trace(&what, &trace);
        }
    }
}

#[test]
fn the_replayed_trace_ends_in_the_fixpoint_of_propagate_with_the_same_configuration() {
    let configs = [
        Config::default(),
        Config::default().with_max_size(Some(1)),
        Config::default().with_max_size(Some(2)),
        Config::default().with_max_size(Some(5)),
        Config::default().with_rules(Rules::NAKED),
        Config::default().with_rules(Rules::HIDDEN.with(Rules::INTERSECTIONS)),
        Config::default().with_rules(Rules::SUBSETS),
        Config::default().with_rules(Rules::INTERSECTIONS),
        Config::default().with_rules(Rules::SUBSETS.with(Rules::INTERSECTIONS)),
        Config::default().with_rules(Rules::FISH),
        Config::default().with_rules(Rules::HIDDEN.with(Rules::FISH)),
    ];
    let files = [
        ("data/gecode_9x9.txt", 18, 6),
        ("data/top1465.txt", 20, 6),
        ("data/forum_hardest_1106.txt", 10, 3),
        ("data/generated_4x4.txt", 20, 6),
        ("data/generated_6x6.txt", 20, 6),
        ("data/generated_12x12.txt", 10, 2),
        ("data/generated_16x16.txt", 3, 1),
    ];
    for (file, release, debug) in files {
        for puzzle in sample(puzzles(file), debug).iter().take(release) {
            for config in &configs {
                let what = format!("{file} {puzzle} {config:?}");
                let trace = Explainer::new(puzzle).with_config(*config).explain();
                check_trace(&what, &trace);
                // From the same starting state, propagation gets to the same place.
                let mut from_start = Engine::from_candidates(trace.start());
                let expected = fixpoint(&mut from_start, config);
                match trace.outcome() {
                    Outcome::Contradiction { .. } => assert_eq!(expected, None, "{what}"),
                    _ => assert_eq!(expected.as_ref(), Some(trace.end()), "{what}"),
                }
                // With naked singles on, the starting pencilmarks are part of the fixpoint, so
                // propagating the bare puzzle gets there too.
                if config.rules.contains(Rules::NAKED) && config.max_size != Some(0) {
                    let mut from_puzzle = Engine::new(puzzle);
                    assert_eq!(fixpoint(&mut from_puzzle, config), expected, "{what}");
                }
            }
        }
    }
}

#[test]
fn the_explanation_ends_as_search_says() {
    // Solved means the unique solution; a contradiction means none; stuck, anything but none.
    for (file, debug) in [
        ("data/serg_1000.txt", 20),
        ("data/forum_hardest_1106.txt", 10),
        ("data/top1465.txt", 40),
    ] {
        for puzzle in taken(file, debug).iter().take(200) {
            let trace = Explainer::new(puzzle).explain();
            let search = Solver::new(puzzle).solve();
            match (trace.outcome(), &search) {
                (Outcome::Solved, SearchOutcome::Unique(solution)) => {
                    assert_eq!(trace.end(), &Candidates::from(solution), "{puzzle}")
                }
                (Outcome::Stuck, SearchOutcome::Unique(_) | SearchOutcome::Several(..)) => {}
                (Outcome::Contradiction { .. }, SearchOutcome::None) => {}
                (outcome, search) => panic!("{puzzle}: explained {outcome:?}, search {search:?}"),
            }
        }
    }
}

#[test]
fn contradictions_are_reported_with_the_step_that_exposed_them() {
    // Two 1s in row 1: the starting state already is a contradiction.
    let twice: Puzzle = "11..............".parse().unwrap();
    let trace = Explainer::new(&twice).explain();
    assert!(trace.is_empty());
    assert!(matches!(
        trace.outcome(),
        Outcome::Contradiction { after: 0, .. }
    ));
    assert_eq!(trace.rated().level, Level::NoSolution);

    // No two givens conflict, but two full houses leave column 3 without a place for 2.
    let hidden: Puzzle = ".142.4.......31.".parse().unwrap();
    let trace = Explainer::new(&hidden).explain();
    check_trace("hidden conflict", &trace);
    let texts: Vec<_> = trace.steps().map(|s| s.display(4).to_string()).collect();
    assert_eq!(
        texts,
        [
            "Full house in row 1: r1c1=3, r2c1<>3",
            "Full house in column 2: r3c2=2, r3c1<>2, r3c3<>2, r4c1<>2"
        ]
    );
    match trace.outcome() {
        Outcome::Contradiction {
            after,
            contradiction,
        } => {
            assert_eq!(after, 2, "the second step exposes it");
            assert_eq!(
                contradiction.to_string(),
                "2 has no place left in column 3 (after naked subset {2} in positions 2 of row 3)"
            );
        }
        other => panic!("expected a contradiction, got {other:?}"),
    }
    assert_eq!(Explainer::new(&hidden).rate().level, Level::NoSolution);
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

#[test]
fn hint_gives_the_next_step_of_a_pencilmark_state_without_applying_it() {
    // The issue's example: a naked pair {3,7} in row 4, where r4c1 and r4c9 still hold 3 and
    // r4c5 holds 7; the other cells of the row hold neither.
    let mut cells = vec![("r4c2", "37"), ("r4c6", "37")];
    cells.extend([
        ("r4c1", "12345689"),
        ("r4c9", "12345689"),
        ("r4c5", "1245679"),
    ]);
    cells.extend(["r4c3", "r4c4", "r4c7", "r4c8"].map(|c| (c, "1245689")));
    let start = state(&cells);
    let mut explainer = Explainer::from_candidates(&start);
    let Hint::Step(step) = explainer.hint() else {
        panic!("a step is available")
    };
    assert_eq!(
        step.display(9).to_string(),
        "Naked pair {3,7} in r4c2 r4c6 (row 4): r4c1<>3, r4c9<>3, r4c5<>7"
    );
    #[cfg(feature = "serde")]
    {
        let json = sudograph::trace::json::StepRecord {
            puzzle: 0,
            step: 1,
            inner: step.view(),
        };
        assert_eq!(
            serde_json::to_string(&json).unwrap(),
            r#"{"puzzle":0,"step":1,"technique":"naked_pair","rating":3.0,"houses":[3],"cells":[28,32],"numbers":[3,7],"eliminations":[[27,3],[35,3],[31,7]],"placements":[]}"#
        );
    }
    // The hint changed nothing: the next step is that same step, then the state moves on.
    assert_eq!(explainer.engine().to_candidates(), start);
    assert_eq!(explainer.next().as_ref(), Some(&step));
    assert_ne!(explainer.engine().to_candidates(), start);
    assert!(verify(&Layout::new(start.shape()), &start, &[step]).is_ok());
}

fn trace_of(puzzle: &str) -> Trace {
    Explainer::new(&puzzle.parse::<Puzzle>().unwrap()).explain()
}

/// Breaks one step of a real trace with `mutate`; the checker must reject exactly that step.
fn assert_rejected(trace: &Trace, pick: impl Fn(&Step) -> bool, mutate: impl Fn(&mut Step)) {
    let i = trace
        .to_steps()
        .iter()
        .position(pick)
        .expect("a step to break");
    let mut steps = trace.to_steps();
    mutate(&mut steps[i]);
    let rejection = verify(trace.layout(), trace.start(), &steps).expect_err("rejected");
    assert_eq!(rejection.step, i, "{rejection}");
}

#[test]
fn the_checker_rejects_broken_steps() {
    // Row 4 holds a naked pair after a few singles (gecode's first puzzle needs pairs).
    let trace = trace_of(&puzzles("data/gecode_9x9.txt")[0].to_string());
    check_trace("gecode #0", &trace);
    let layout = trace.layout().clone();
    let any = |_: &Step| true;
    let single = |s: &Step| s.technique.is_single();
    let subset = |s: &Step| s.technique.is_naked_subset() || s.technique.is_hidden_subset();
    let hidden = |s: &Step| s.technique == Technique::HiddenSingle;

    // An elimination nothing justifies: a number of the pattern from a cell outside its reach.
    assert_rejected(&trace, single, |s| {
        let (cell, d) = s.placements[0];
        let far = (0..81)
            .map(Cell::new)
            .find(|&c| c != cell && !layout.peers(cell).contains(c))
            .unwrap();
        s.eliminations.push((far, d));
    });
    // The placed number removed from its own cell.
    assert_rejected(&trace, single, |s| {
        let (cell, d) = s.placements[0];
        s.eliminations.push((cell, d));
    });
    // The same elimination twice.
    assert_rejected(&trace, any, |s| {
        let first = s.eliminations[0];
        s.eliminations.push(first);
    });
    // A placement of another number.
    assert_rejected(&trace, hidden, |s| {
        let (cell, d) = s.placements[0];
        let other = Number::new((d.index() + 1) % 9);
        s.placements[0] = (cell, other);
        s.numbers = NumberSet::single(other);
    });
    // A hidden single whose cell had other candidates, passed off as a naked single.
    assert_rejected(
        &trace,
        |s| hidden(s) && s.eliminations.iter().any(|&(c, _)| c == s.cells[0]),
        |s| {
            s.technique = Technique::NakedSingle;
            s.houses = layout.houses_of(s.cells[0]).map(|(h, _)| h).collect();
            s.rating = Rating::from_tenths(23);
        },
    );
    // A wrong rating.
    assert_rejected(&trace, any, |s| s.rating = Rating::from_tenths(99));
    // Nothing removed.
    assert_rejected(&trace, any, |s| s.eliminations.clear());
    // Steps out of order: the last step's pattern does not hold at the start.
    let mut swapped = trace.to_steps();
    let last = swapped.pop().unwrap();
    swapped.insert(0, last);
    assert!(verify(&layout, trace.start(), &swapped).is_err());

    // Subsets: drop a cell of the pattern, or claim a number it does not have.
    if trace.to_steps().iter().any(subset) {
        assert_rejected(&trace, subset, |s| {
            s.cells.pop();
            s.technique = if s.technique.is_naked_subset() {
                Technique::naked(s.cells.len())
            } else {
                Technique::hidden(s.cells.len())
            };
        });
        assert_rejected(&trace, subset, |s| {
            let extra = (!s.numbers & NumberSet::full(9)).first().unwrap();
            let dropped = s.numbers.first().unwrap();
            s.numbers.remove(dropped);
            s.numbers.insert(extra);
        });
    }
}

#[test]
fn the_checker_rejects_a_pattern_that_does_not_hold() {
    let layout = Layout::new(sudograph::BoxShape::CLASSIC);
    // r4c2 and r4c6 hold {3,7} and {3,8}: no pair.
    let start = state(&[("r4c2", "37"), ("r4c6", "38")]);
    let fake = Step {
        technique: Technique::NakedPair,
        rating: Rating::from_tenths(30),
        houses: vec![sudograph::House::new(3)],
        cells: vec![cell("r4c2"), cell("r4c6")],
        numbers: numbers("37"),
        eliminations: vec![(cell("r4c1"), Number::from_value(3))],
        placements: vec![],
        chain: vec![],
        sets: vec![],
    };
    let rejection = verify(&layout, &start, std::slice::from_ref(&fake)).unwrap_err();
    assert!(
        matches!(rejection.problem, Problem::PatternFails(_)),
        "{rejection}"
    );
    // The real pair is accepted, but not an elimination of 8, which it does not cover.
    let start = state(&[("r4c2", "37"), ("r4c6", "37")]);
    assert!(verify(&layout, &start, std::slice::from_ref(&fake)).is_ok());
    let mut wider = fake.clone();
    wider
        .eliminations
        .push((cell("r4c1"), Number::from_value(8)));
    let rejection = verify(&layout, &start, &[wider]).unwrap_err();
    assert!(
        matches!(rejection.problem, Problem::Unjustified { .. }),
        "{rejection}"
    );
    // Nor an elimination in another row.
    let mut elsewhere = fake;
    elsewhere.eliminations = vec![(cell("r5c1"), Number::from_value(3))];
    let rejection = verify(&layout, &start, &[elsewhere]).unwrap_err();
    assert!(
        matches!(rejection.problem, Problem::Unjustified { .. }),
        "{rejection}"
    );
}

#[test]
fn ratings_follow_the_scale_on_constructed_states() {
    // Each state's simplest step is the named technique; the hint rates as the scale says and
    // the states order as their techniques do.
    let pair = state(&[("r4c2", "37"), ("r4c6", "37")]);
    let naked_single = state(&[("r5c5", "4")]);
    let pointing = {
        let box1 = ["r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"];
        state(&box1.map(|c| (c, "12345789")))
    };
    let triple = state(&[("r4c1", "12"), ("r4c5", "23"), ("r4c9", "13")]);
    let expected = [
        (&naked_single, Technique::NakedSingle, 23),
        (&pointing, Technique::Pointing, 26),
        (&pair, Technique::NakedPair, 30),
        (&triple, Technique::NakedTriple, 36),
    ];
    let mut last = Rating::ZERO;
    for (start, technique, tenths) in expected {
        let Hint::Step(step) = Explainer::from_candidates(start).hint() else {
            panic!("{technique}: a step")
        };
        assert_eq!(step.technique, technique);
        assert_eq!(step.rating, Rating::from_tenths(tenths));
        assert!(last < step.rating);
        last = step.rating;
    }
    // With both a pair and a naked single on the grid, the single comes first.
    let both = state(&[("r4c2", "37"), ("r4c6", "37"), ("r8c8", "5")]);
    let steps: Vec<_> = Explainer::from_candidates(&both).take(2).collect();
    assert_eq!(steps[0].technique, Technique::NakedSingle);
    assert_eq!(steps[1].technique, Technique::NakedPair);
}

#[test]
fn puzzle_ratings_order_their_levels() {
    // An easy puzzle needs only singles; the hardest shipped puzzles nested forcing chains (9.5
    // and up) or search.
    let easy = Explainer::new(&puzzles("data/generated_4x4.txt")[0]).rate();
    assert_eq!(easy.outcome, Outcome::Solved);
    assert!(easy.rating <= Rating::from_tenths(23), "{:?}", easy);
    let hardest = Explainer::new(&puzzles("data/forum_hardest_1106.txt")[0]).rate();
    assert!(hardest.level >= Level::Extreme, "{hardest:?}");
    assert!(hardest.rating >= Rating::from_tenths(95), "{hardest:?}");
    // Solved puzzles' levels follow their ratings, but for those brute force finished.
    for puzzle in sample(puzzles("data/top1465.txt"), 50) {
        let rated = Explainer::new(&puzzle).rate();
        if rated.counts.get(Technique::BruteForce) > 0 {
            assert_eq!(rated.level, Level::NeedsSearch);
        } else if rated.outcome == Outcome::Solved {
            assert_eq!(rated.level, Level::of(rated.rating, rated.outcome.ending()));
            assert!(rated.level <= Level::Extreme);
        } else {
            assert!(rated.level >= Level::NeedsSearch);
        }
    }
}

#[test]
fn franken_and_mutant_fish_explain_what_finned_fish_leave_stuck() {
    // top1465 puzzles (0-based) whose explanation with Franken fish uses one.
    let all = puzzles("data/top1465.txt");
    // Against propagation, which does not run the techniques of explanations only.
    let config = Config::default().with_rules(Rules::ALL.without(Rules::EXPLAIN_ONLY));
    let plain = Rules::EXPLAIN.without(Rules::EXPLAIN_ONLY);
    let mut named = 0;
    for i in [1, 2, 6, 23, 29] {
        let what = format!("top1465 #{i}");
        let trace = Explainer::new(&all[i]).with_config(config).explain();
        check_trace(&what, &trace);
        named += trace
            .steps()
            .filter(|s| {
                s.technique.name().contains("franken") || s.technique.name().contains("mutant")
            })
            .count();
        let mut from_start = Engine::from_candidates(trace.start());
        let expected = fixpoint(&mut from_start, &config);
        match trace.outcome() {
            Outcome::Contradiction { .. } => assert_eq!(expected, None, "{what}"),
            _ => assert_eq!(expected.as_ref(), Some(trace.end()), "{what}"),
        }
        // Without them, the explanation is stuck earlier or at the same place, never further.
        let without = Explainer::new(&all[i])
            .with_config(Config::default().with_rules(plain))
            .explain();
        assert!(
            without
                .end()
                .cells()
                .iter()
                .zip(trace.end().cells())
                .all(|(a, b)| b.is_subset(*a)),
            "{what}"
        );
    }
    assert!(named >= 5, "{named} Franken or mutant steps");
}

#[test]
fn a_stuck_ending_tells_search_from_several_solutions() {
    // The hardest shipped puzzles have one solution. Without forcing chains they need search:
    // without brute force too the explanation stalls; with it it ends solved, its level saying
    // so.
    let hardest = &puzzles("data/forum_hardest_1106.txt")[0];
    let chainless = Rules::EXPLAIN.without(Rules::FORCING);
    let logic = Config::default().with_rules(chainless.without(Rules::SEARCH));
    let stuck = Explainer::new(hardest).with_config(logic).rate();
    assert_eq!(stuck.outcome, Outcome::Stuck);
    assert_eq!(stuck.level, Level::NeedsSearch);
    let searched = Explainer::new(hardest)
        .with_config(Config::default().with_rules(chainless))
        .rate();
    assert_eq!(searched.outcome, Outcome::Solved);
    assert_eq!(searched.level, Level::NeedsSearch);
    assert!(searched.counts.get(Technique::BruteForce) > 0);
    // An empty grid has many.
    let empty = Puzzle::empty(sudograph::BoxShape::CLASSIC);
    let rated = Explainer::new(&empty).rate();
    assert_eq!(rated.outcome, Outcome::Stuck);
    assert_eq!(rated.level, Level::SeveralSolutions);
    // So does a puzzle with a given taken away, when its explanation stalls.
    let mut several = 0;
    for puzzle in puzzles("data/top1465.txt").iter().take(20) {
        let mut fewer = puzzle.clone();
        let given = (0..81)
            .map(Cell::new)
            .find(|&c| fewer.get(c).is_some())
            .unwrap();
        fewer.set(given, None);
        let rated = Explainer::new(&fewer).rate();
        let count = Solver::new(&fewer).count(2).count;
        match rated.outcome {
            Outcome::Stuck if count >= 2 => {
                assert_eq!(rated.level, Level::SeveralSolutions);
                several += 1;
            }
            Outcome::Stuck => assert_eq!(rated.level, Level::NeedsSearch),
            _ => {}
        }
    }
    assert!(several > 0);
}

#[test]
fn no_step_removes_a_candidate_of_the_solution() {
    // Every technique (uniqueness and brute force included) on puzzles with one solution.
    for (file, take) in [
        ("data/top1465.txt", 300),
        ("data/forum_hardest_1106.txt", HARDEST),
        ("data/17clue_2000.txt", 100),
        ("data/serg_1000.txt", 100),
        ("data/gecode_9x9.txt", 18),
    ] {
        for puzzle in sample(puzzles(file), 10).iter().take(take) {
            let SearchOutcome::Unique(solution) = Solver::new(puzzle).solve() else {
                continue;
            };
            let trace = Explainer::new(puzzle).explain();
            assert_eq!(trace.outcome(), Outcome::Solved, "{file}: {puzzle}");
            for step in trace.steps() {
                for &(cell, number) in step.eliminations {
                    assert_ne!(
                        solution.get(cell),
                        Some(number),
                        "{file}: {puzzle}: {} removes the solution's {}",
                        step.technique,
                        cell.display(9)
                    );
                }
            }
        }
    }
}

#[test]
fn almost_locked_sets_explain_to_the_solution_and_pass_the_checker() {
    // top1465 puzzles (0-based) whose default explanation uses ALS-XZ and ALS-XY-Wing (0, 1),
    // a Death Blossom (316), a Sue de Coq (669) and an ALS-XY-Chain (29), measured when they
    // were added.
    let all = puzzles("data/top1465.txt");
    let techniques = [
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::DeathBlossom,
        Technique::SueDeCoq,
        Technique::AlsXyChain,
    ];
    let mut used = [0usize; 5];
    for i in [0, 1, 316, 669, 29] {
        let what = format!("top1465 #{i}");
        let trace = Explainer::new(&all[i]).explain();
        check_trace(&what, &trace);
        let SearchOutcome::Unique(solution) = Solver::new(&all[i]).solve() else {
            panic!("{what}: one solution");
        };
        assert_eq!(trace.end(), &Candidates::from(&solution), "{what}");
        for step in trace.steps() {
            if let Some(k) = techniques.iter().position(|&t| t == step.technique) {
                used[k] += 1;
                assert!(
                    !step.sets.is_empty(),
                    "{what}: an ALS step carries its sets"
                );
            }
        }
    }
    assert!(
        used.iter().all(|&n| n > 0),
        "ALS steps of each kind: {used:?}"
    );
}

#[test]
fn every_uniqueness_technique_holds_on_shipped_puzzles() {
    // Explanations with `uniqueness_extra` (Unique Rectangle type 6 and Hidden Rectangle, off
    // by default, on): every step passes the checker and keeps the solution's candidates, and
    // the new uniqueness techniques are met.
    let config = Config::default().with_rules(Rules::EXPLAIN.with(Rules::UNIQUENESS_EXTRA));
    let mut met: Vec<Technique> = Vec::new();
    for (file, take) in [("data/top1465.txt", 500), ("data/serg_1000.txt", 200)] {
        for (i, puzzle) in sample(puzzles(file), 4).iter().take(take).enumerate() {
            let SearchOutcome::Unique(solution) = Solver::new(puzzle).solve() else {
                continue;
            };
            let what = format!("{file} #{i}");
            let trace = Explainer::new(puzzle).with_config(config).explain();
            check_trace(&what, &trace);
            assert_eq!(trace.outcome(), Outcome::Solved, "{what}");
            for step in trace.steps() {
                if step.technique.is_uniqueness() && !met.contains(&step.technique) {
                    met.push(step.technique);
                }
                for &(cell, number) in step.eliminations {
                    assert_ne!(
                        solution.get(cell),
                        Some(number),
                        "{what}: {}",
                        step.technique
                    );
                }
            }
        }
    }
    if !cfg!(debug_assertions) {
        for t in [
            Technique::UniqueRectangle3,
            Technique::UniqueRectangle3Hidden,
            Technique::UniqueRectangle6,
            Technique::HiddenRectangle,
            Technique::UniqueLoop1,
        ] {
            assert!(met.contains(&t), "{t} not met: {met:?}");
        }
    }
}
