//! Tests of the search with learning: nogoods checked against the solution, thinning, the
//! Luby sequence, excluded solutions.

use super::*;

/// A learner from line `line` (from 0) of `file`, propagated as the solver does.
fn learner(file: &str, line: usize) -> Learner<u16> {
    learner_as(file, line)
}

/// The same, its nogoods' literals stored as `W`.
fn learner_as<W: Word>(file: &str, line: usize) -> Learner<W> {
    let text = std::fs::read_to_string(file).expect("a data file");
    let puzzle: Puzzle = text
        .lines()
        .nth(line)
        .expect("a line")
        .parse()
        .expect("valid");
    let mut engine = Engine::new(&puzzle);
    engine
        .propagate(&crate::search::Solver::default_config())
        .expect("no contradiction");
    Learner::new(&engine)
}

#[test]
fn every_nogood_learned_holds_in_the_only_solution_and_shrinking_shortens_them() {
    // Gecode's second minimal 25×25 puzzle: one solution, found after thousands of
    // conflicts (the third's now comes after a few hundred).
    let mut learner = learner("data/gecode_25x25.txt", 1);
    let Found::Solution(solution) = learner.next(&Limits::default(), &mut 0) else {
        panic!("a solution");
    };
    let holds = |l: Lit| {
        let (cell, d) = learner.groups.cell_and_number(var(l));
        let placed = solution.get(Cell::new(cell)) == Some(Number::new(d));
        placed == (l & 1 == 0)
    };
    let mut checked = 0;
    for meta in learner.clauses.iter().filter(|m| m.learnt) {
        if learner.arena[meta.offset as usize] != 0 {
            assert!(learner.lits(meta.offset).iter().any(|&l| holds(l.get())));
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked} nogoods checked");
    assert!(
        learner.shrunk > 2 * learner.learned,
        "{} literals shrunk from {} nogoods",
        learner.shrunk,
        learner.learned
    );
}

#[test]
fn both_widths_search_alike() {
    // Gecode's second minimal 25×25 puzzle, to the end of the proof of uniqueness.
    let run = |mut l: AnyLearner| {
        let Found::Solution(p) = l.next(&Limits::default(), &mut 0) else {
            panic!("a solution");
        };
        assert!(matches!(
            l.next(&Limits::default(), &mut 0),
            Found::Exhausted
        ));
        let c = l.counts();
        (p.to_string(), c.conflicts, c.learned, c.guesses, c.restarts)
    };
    let narrow = run(AnyLearner::Narrow(learner_as("data/gecode_25x25.txt", 1)));
    let wide = run(AnyLearner::Wide(learner_as("data/gecode_25x25.txt", 1)));
    assert!(narrow.1 > 1000, "{} conflicts", narrow.1);
    assert_eq!(narrow, wide);
}

#[test]
fn thinning_keeps_glue_and_recently_used_nogoods_and_compacts_the_arena() {
    // Gecode's seventh minimal 25×25 puzzle: tens of thousands of conflicts; stop after a
    // few thinnings.
    let mut learner = learner("data/gecode_25x25.txt", 6);
    let limits = Limits::default().with_max_nodes(20_000);
    let mut nodes = 0;
    while !matches!(learner.next(&limits, &mut nodes), Found::Limit(_)) {}
    assert!(learner.reductions >= 3, "{} thinnings", learner.reductions);
    assert!(learner.clauses.len() < learner.learned as usize / 2);
    // Dense: each nogood where the previous one ends, named by its place in `clauses`.
    let mut at = 0;
    let mut watched = vec![0; learner.clauses.len()];
    for (id, meta) in learner.clauses.iter().enumerate() {
        assert_eq!(meta.offset as usize, at);
        assert_eq!(learner.id(at as u32), id);
        assert!(learner.arena[at] >= 2);
        at += nogoods::HEAD + learner.arena[at] as usize;
    }
    assert_eq!(at, learner.arena.len());
    // Every nogood watched by its first two literals, twice in all.
    for (lit, ws) in learner.watches.iter().enumerate() {
        for w in ws {
            let lits = learner.lits(w.clause);
            assert!(lits[..2].contains(&(lit as u16)));
            watched[learner.id(w.clause)] += 1;
        }
    }
    assert!(watched.iter().all(|&k| k == 2));
    // Glue survives every thinning; so do the nogoods of the current reasons.
    let glue = learner.clauses.iter().filter(|m| m.learnt && m.lbd <= 2);
    assert!(glue.count() > 0);
    for &l in &learner.trail.lits {
        if let Why::Clause(o) = learner.trail.why[var(l) as usize] {
            assert_eq!(learner.lits(o)[0].get(), l);
        }
    }
}

#[test]
fn luby_sequence() {
    let first: Vec<u64> = (0..15).map(luby).collect();
    assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
}

/// Solutions excluded at the start (found by another search) are not found again, and
/// every other one still is.
#[test]
fn excluded_solutions_are_not_found_again() {
    // A 16×16 puzzle with 18 solutions (a generated one less three givens).
    let puzzle: Puzzle = concat!(
        ".7.8.....3.49..........4C...B67..C.......EA2.G..31G.5.CF....E......68..A3D...4....",
        "...195..F6......8.2.3.91.....6.9.5....E78.D....AE....1.4..F...4..C..67....2..1....",
        "E8A.G2...9...G31...C........5FCB7.8.2......9...9.5.B..7..D2.....1G..F.......6..ED.",
        "..4...5CFB"
    )
    .parse()
    .expect("valid");
    let fresh = || {
        let mut engine = Engine::new(&puzzle);
        engine
            .propagate(&crate::search::Solver::default_config())
            .expect("no contradiction");
        Learner::new(&engine)
    };
    let every = |mut learner: Learner<u16>| {
        let mut found = Vec::new();
        while let Found::Solution(p) = learner.next(&Limits::default(), &mut 0) {
            found.push(p.to_string());
        }
        found
    };
    let all = every(fresh());
    assert_eq!(all.len(), 18);
    for k in [1, 5, 17, 18] {
        let mut learner = fresh();
        for p in &all[..k] {
            learner.exclude(&p.parse().expect("a solution"));
        }
        let mut rest = every(learner);
        rest.sort();
        let mut expected = all[k..].to_vec();
        expected.sort();
        assert_eq!(rest, expected, "{k} excluded");
    }
}
