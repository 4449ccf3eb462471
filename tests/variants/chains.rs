//! Chains on variants: a box's places in a window or on a diagonal, as a chain's group.

use super::*;
use sudograph::trace::{Explainer, Outcome as Ending, Problem, Technique, verify};

/// Whether `cells` lie in one row or in one column.
fn in_one_line(layout: &Layout, cells: &[Cell]) -> bool {
    let line =
        |c: Cell, kind: HouseKind| layout.houses_of(c).find(|&(h, _)| layout.kind(h) == kind);
    [HouseKind::Row, HouseKind::Column].into_iter().any(|kind| {
        cells
            .iter()
            .all(|&c| line(c, kind).map(|(h, _)| h) == line(cells[0], kind).map(|(h, _)| h))
    })
}

/// Puzzles of a sweep over generated ones whose explanations the checker rejected: the
/// explainer named a chain through a box's places in a window (or on a diagonal) an Empty
/// Rectangle, whose box places lie in one row and one column, and in one of them the checker
/// took the box's places alone for an Empty Rectangle's.
const PUZZLES: [(&str, &str); 8] = [
    (
        "x,windoku",
        "...9.....5.........4.........7.....1.6...............4..2......8.93....2........9",
    ),
    (
        "windoku",
        ".2....8.6.4..7.......3.........4.....8.5.73.............8............45.....9....",
    ),
    (
        "windoku",
        "6...8......2.6..4.4......5.......3.2.3.......19...........9...8...1..7...........",
    ),
    (
        "windoku",
        "....9...5......4.1.1.8...9..9......37....6.......4.........87.........5.....3....",
    ),
    (
        "windoku",
        "..3.2.5.........8.6..54...........1...7....2..........3.6.........2.......2.541..",
    ),
    (
        "x,windoku",
        ".6.3...............7........4.....1....5.....3.1.4.9..........9...........8...3..",
    ),
    (
        "windoku",
        "............6.....815.........3.7...6...4..5.5......8.........9.5.9..4..9..7...3.",
    ),
    (
        "x,windoku",
        "..3..1....................6.....746..2........8.4..17..9..3......................",
    ),
];

/// Such a chain is a Turbot Fish: the explanations end solved and pass the checker, and the
/// checker rejects each of those steps called an Empty Rectangle.
#[test]
fn a_window_or_diagonal_group_in_a_box_makes_a_turbot_fish() {
    let mut groups = 0;
    for (name, text) in PUZZLES {
        let variant: Variant = name.parse().unwrap();
        let layout = Arc::new(variant.layout(BoxShape::CLASSIC).unwrap());
        let puzzle: Puzzle = text.parse().unwrap();
        let trace = Explainer::with_layout(Arc::clone(&layout), &puzzle)
            .unwrap()
            .explain();
        assert_eq!(trace.outcome(), Ending::Solved, "{name} {text}");
        trace
            .verify()
            .unwrap_or_else(|e| panic!("{name} {text}: {e}"));
        for (i, step) in trace.steps().enumerate() {
            let odd = |n: &sudograph::trace::Node| {
                n.cells().len() > 1 && !in_one_line(&layout, n.cells())
            };
            if step.chain.len() != 4 || !step.chain.iter().any(odd) {
                continue;
            }
            assert_ne!(step.technique, Technique::EmptyRectangle, "{name} {text}");
            if step.technique != Technique::TurbotFish {
                continue;
            }
            groups += 1;
            let mut named = step.to_step();
            named.technique = Technique::EmptyRectangle;
            let state = trace.state_at(i).unwrap();
            let rejected = verify(&layout, &state, [&named]).expect_err("no Empty Rectangle");
            assert!(
                matches!(rejected.problem, Problem::Malformed(_)),
                "{name} {text}: {rejected}"
            );
        }
    }
    assert!(groups >= 8, "{groups} such Turbot Fish");
}
