//! Hints and the checker on constructed pencilmark states: the next step without applying
//! it, broken steps and patterns that do not hold rejected.

use super::*;

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
        proof: None,
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
fn cells_the_givens_settle_are_placed_by_steps_not_taken_as_given() {
    // A solved grid (gecode's first puzzle's solution) with r1c1, r1c2, r2c1 and r2c2 blanked:
    // each of the four keeps one candidate that no peer has, yet none is a given. Each must be
    // placed by a printed step: first a hidden single in box 1 (every house holds two of
    // them), then full houses.
    let solved = Explainer::new(&puzzles("data/gecode_9x9.txt")[0]).explain();
    assert_eq!(solved.outcome(), Outcome::Solved);
    let value = |c: usize| {
        let d = solved.end().get(Cell::new(c)).single_item().unwrap();
        char::from_digit(d.value() as u32, 10).unwrap()
    };
    let blanked_grid = |blanks: &[usize]| -> Puzzle {
        let text: String = (0..81)
            .map(|c| if blanks.contains(&c) { '.' } else { value(c) })
            .collect();
        text.parse().unwrap()
    };
    let blanked = [0usize, 1, 9, 10];
    let trace = Explainer::new(&blanked_grid(&blanked)).explain();
    assert_eq!(trace.outcome(), Outcome::Solved);
    let mut placed: Vec<usize> = trace
        .steps()
        .flat_map(|s| {
            s.placements
                .iter()
                .map(|&(c, _)| c.index())
                .collect::<Vec<_>>()
        })
        .collect();
    placed.sort_unstable();
    assert_eq!(placed, blanked, "each blanked cell placed once, by a step");
    assert_eq!(trace.step(0).unwrap().technique, Technique::HiddenSingle);
    assert!(trace.steps().all(|s| s.technique.is_single()));
    let givens = trace.givens().expect("a puzzle's trace knows its givens");
    assert_eq!(givens.iter().filter(|&&g| g).count(), 77);
    trace.verify().expect("the checker accepts the steps");
    // The checker told the givens wants those steps: before any, r1c1 is still to place.
    let layout = trace.layout().clone();
    let checker = Checker::with_givens(&layout, trace.start(), givens).unwrap();
    assert_eq!(checker.unplaced(), Some(Cell::new(0)));
    // The same start as a pencilmark state cannot say which cells were given: its settled
    // cells count as given, as before, and it is solved in no step.
    let pencilmarks = Explainer::from_candidates(trace.start()).explain();
    assert_eq!(
        (pencilmarks.len(), pencilmarks.outcome()),
        (0, Outcome::Solved)
    );
    // A cell said to be given with two candidates is refused.
    let mut two = trace.start().clone();
    two.set(
        Cell::new(0),
        trace.start().get(Cell::new(0)) | trace.start().get(Cell::new(1)),
    );
    let mut wrong = givens.to_vec();
    wrong[0] = true;
    let problem = Checker::with_givens(&layout, &two, &wrong).unwrap_err();
    assert_eq!(problem, Problem::Given { cell: Cell::new(0) });
    // A grid with one blank: the blank is a full house, announced.
    let trace = Explainer::new(&blanked_grid(&[40])).explain();
    assert_eq!(trace.len(), 1);
    assert_eq!(trace.step(0).unwrap().technique, Technique::FullHouse);
    trace.verify().expect("the checker accepts it");
}
