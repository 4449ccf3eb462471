//! Whole explanations of puzzles from `data/top1465.txt`: every step listed holds, and every
//! cell of a solved one is placed by a step.

use super::*;

#[test]
fn all_steps_lists_every_step_each_holding_and_the_hint_among_them() {
    let text = std::fs::read_to_string("data/top1465.txt").expect("a data file");
    let mut listed = 0;
    let mut fish = 0;
    // Forcing chains, listed from every level (seconds a state with the nested ones), are
    // left to tests/hint_all.rs; the hint is compared with the list where it is of another
    // technique.
    let others = Technique::ALL.into_iter().filter(|t| !t.is_forcing());
    let options = crate::trace::ListOptions::default().with_techniques(others);
    for line in text.lines().take(40) {
        let puzzle: crate::Puzzle = line.parse().expect("a puzzle");
        let layout = Layout::shared(puzzle.shape());
        let mut explainer = Explainer::new(&puzzle);
        // The checker follows the explanation, so that it knows which cells steps placed; it
        // knows the givens (Avoidable Rectangles read them).
        let start = explainer.engine().to_candidates();
        let givens: Vec<bool> = puzzle.cells().iter().map(Option::is_some).collect();
        let mut checker =
            crate::trace::Checker::with_givens(&layout, &start, &givens).expect("same shape");
        for _ in 0..60 {
            let all = explainer.list_steps(&options).steps;
            let Hint::Step(hint) = explainer.hint() else {
                assert!(all.is_empty(), "{line}: steps listed but no hint");
                break;
            };
            if !hint.technique.is_forcing() {
                assert!(all.contains(&hint), "{line}: the hint {hint:?} is listed");
                assert_eq!(
                    all[0].rating, hint.rating,
                    "{line}: the hint is the simplest"
                );
            }
            assert!(all.windows(2).all(|w| w[0].rating <= w[1].rating));
            for step in &all {
                checker
                    .clone()
                    .check(step.view())
                    .unwrap_or_else(|e| panic!("{line}: {e:?}: {step:?}"));
            }
            listed += all.len();
            fish += all.iter().filter(|s| s.technique.is_fish()).count();
            let taken = explainer.next().expect("the hint");
            checker.check(taken.view()).expect("the step taken holds");
        }
    }
    assert!(listed > 10_000 && fish > 0, "{listed} steps, {fish} fish");
}

#[test]
fn every_cell_of_a_solved_explanation_is_placed_by_a_step() {
    // Explanations used to count a cell down to one candidate that no peer held as placed,
    // without a step; the trace's check now fails such an ending.
    let text = std::fs::read_to_string("data/top1465.txt").expect("a data file");
    for line in text.lines().take(30) {
        let puzzle: crate::Puzzle = line.parse().expect("a puzzle");
        let givens = puzzle.cells().iter().filter(|c| c.is_some()).count();
        let trace = Explainer::new(&puzzle).explain();
        trace.verify().unwrap_or_else(|e| panic!("{line}: {e}"));
        if trace.outcome() == Outcome::Solved {
            let placed: usize = trace.steps().map(|s| s.placements.len()).sum();
            assert_eq!(placed + givens, 81, "{line}");
        }
    }
}
