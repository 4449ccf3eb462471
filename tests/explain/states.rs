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
