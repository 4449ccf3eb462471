//! Every shipped puzzle: each step passes the checker and keeps the solution, the replayed
//! trace reaches `propagate`'s fixpoint, the ending agrees with search, contradictions are
//! reported with their step; almost locked sets and uniqueness on the shipped sets.

use super::*;

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
