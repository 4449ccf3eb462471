//! Avoidable Rectangles (HoDoKu's, family `uniqueness_extra`): they read which corners were
//! placed rather than given, so their states say it (`+` before a placed value).

use super::uniqueness::{UNIQUENESS, pencilmarks};
use super::*;

// Avoidable Rectangles: states of the puzzle `4.....8.5.3..........7......2.....6.....8.4......1.
// ......6.3.7.5..2.....1.4......` (one solution: 417369825 632158947 958724316 825437169
// 791586432 346912758 289643571 573291684 164875293), its givens as their value, a few cells
// solved since written `+` (placed, not given), every other cell the numbers its peers' values
// leave it. Each keeps that solution alone.

/// Avoidable Rectangle type 1 on r2c1 r2c7 r3c1 r3c7 (boxes 1 and 3, no corner a given):
/// r2c1 = 6, r2c7 = 9, r3c1 = 9 were placed; r3c7 = 6 would make the four 6 9 / 9 6, which
/// could swap with no given in the way: r3c7 loses 6 (4.5).
const AVOIDABLE_RECTANGLE_1: &str = concat!(
    "4 17 127 139 2369 1269 8 123 5 ",
    "+6 3 12578 1458 245 12458 +9 124 1247 ",
    "+9 158 1258 7 23456 124568 1236 1234 12346 ",
    "378 2 135789 3459 34579 4579 1357 6 13789 ",
    "37 15679 135679 359 8 25679 4 12359 12379 ",
    "378 456789 356789 3459 1 245679 2357 23589 23789 ",
    "28 89 289 6 459 3 125 7 12489 ",
    "5 6789 36789 2 479 14789 136 13489 134689 ",
    "1 6789 4 589 579 5789 2356 23589 23689",
);

/// Avoidable Rectangle type 2 on r1c4 r1c5 r4c4 r4c5 (boxes 2 and 5): r1c4 = 3 and r1c5 = 6
/// were placed; r4c4 holds 6 and 4, r4c5 3 and 4. Were neither 4, they would be 6 and 3 and
/// the four 3 6 / 6 3: so one is 4, and 4 leaves the cells seeing both: r4c6 (row 4), r6c4
/// and r6c6 (box 5) (4.5).
const AVOIDABLE_RECTANGLE_2: &str = concat!(
    "4 179 1279 +3 +6 129 8 129 5 ",
    "26789 3 1256789 14589 2459 124589 12679 1249 124679 ",
    "2689 15689 125689 7 2459 124589 12369 12349 123469 ",
    "3789 2 135789 46 34 4579 13579 6 13789 ",
    "3679 15679 135679 59 8 25679 4 12359 12379 ",
    "36789 456789 356789 459 1 245679 23579 23589 23789 ",
    "289 89 289 6 459 3 1259 7 12489 ",
    "5 6789 36789 2 479 14789 1369 13489 134689 ",
    "1 6789 4 589 579 5789 23569 23589 23689",
);

/// The state of `text` with `+` dropped before `cell`'s value (it becomes a given), or before
/// every value (`None`: the state no longer says which cells were given).
fn without_plus(text: &str, cell: Option<usize>) -> Candidates {
    let tokens: Vec<String> = (text.split_whitespace().enumerate())
        .map(|(i, t)| match cell {
            Some(c) if c != i => t.to_string(),
            _ => t.trim_start_matches('+').to_string(),
        })
        .collect();
    pencilmarks(&tokens.join(" "))
}

#[test]
fn avoidable_rectangle_1_needs_solved_corners_that_are_not_givens() {
    let state = pencilmarks(AVOIDABLE_RECTANGLE_1);
    assert_eq!(state.to_string(), AVOIDABLE_RECTANGLE_1);
    assert_eq!(Solver::from_candidates(&state).is_unique(), Ok(true));
    let t = Technique::AvoidableRectangle1;
    let step = expect(&steps(&state, UNIQUENESS), t, 45, &[("r3c7", 6)]);
    assert_eq!(step.cells, ["r2c1", "r2c7", "r3c1", "r3c7"].map(cell));
    assert_eq!(of(&steps(&state, UNIQUENESS), t).len(), 1);
    // Off without `uniqueness_extra`, and when a corner is a given or no cell says it was
    // placed.
    assert_none(&state, Rules::UNIQUENESS, &[t]);
    assert_none(
        &without_plus(AVOIDABLE_RECTANGLE_1, Some(9)),
        UNIQUENESS,
        &[t],
    );
    assert_none(&without_plus(AVOIDABLE_RECTANGLE_1, None), UNIQUENESS, &[t]);
    // The checker re-reads the givens: without them the step does not hold.
    let layout = Layout::new(BoxShape::CLASSIC);
    let bare = state.clone().without_origins();
    assert!(verify(&layout, &bare, [&step]).is_err());
}

#[test]
fn avoidable_rectangle_2_removes_the_extra_number_seen_by_both_open_corners() {
    let state = pencilmarks(AVOIDABLE_RECTANGLE_2);
    assert_eq!(Solver::from_candidates(&state).is_unique(), Ok(true));
    let t = Technique::AvoidableRectangle2;
    let all = steps(&state, UNIQUENESS);
    let step = expect(&all, t, 45, &[("r4c6", 4), ("r6c4", 4), ("r6c6", 4)]);
    assert_eq!(step.cells, ["r1c4", "r1c5", "r4c4", "r4c5"].map(cell));
    assert_eq!(of(&all, t).len(), 1);
    assert_none(
        &without_plus(AVOIDABLE_RECTANGLE_2, Some(4)),
        UNIQUENESS,
        &[t],
    );
    assert_none(&without_plus(AVOIDABLE_RECTANGLE_2, None), UNIQUENESS, &[t]);
    // An open corner holding a third number (r4c4 469): either may be 9, no step.
    let mut broken = state.clone();
    broken.set(cell("r4c4"), numbers("469"));
    assert_none(&broken, UNIQUENESS, &[t]);
}
