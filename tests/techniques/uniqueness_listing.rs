//! Unique Rectangle type 3 as `hint --all` lists it: naked subsets past Sudoku Explainer's
//! bound (at most half the house's open cells), as HoDoKu lists them.

use super::uniqueness::{UNIQUENESS, uniqueness_case};
use super::*;

/// Unique Rectangle on {3,5} (r4c5 r4c6 r7c5 r7c6), from top1465's explanations: r7c5 and r7c6
/// hold only {3,5}, so r4c5 (357) or r4c6 (1357) is 1 or 7, a pseudo-cell {1,7}. Row 4 has
/// six open cells: the pattern's two, r4c2 (78), r4c4 (18), r4c8 (68) and r4c9 (356). The
/// pseudo-cell with r4c2, r4c4 and r4c8 holds exactly {1,6,7,8}: a naked quad, so r4c9 loses
/// 6 (4.5 + 0.3 for four numbers). Sudoku Explainer takes no subset of more than half the
/// house's open cells (four of six is more) and leaves it to the hidden side (3 and 5 of row 4
/// outside the pattern only at r4c9: the same removal, Unique Rectangle type 3 hidden); HoDoKu
/// lists the naked quad, and so does `hint --all`. Broken: r4c6 loses 1 (not the solution's:
/// 7), leaving no pseudo-cell of two numbers.
const UNIQUE_RECTANGLE_3_QUAD: &str = concat!(
    "19 124 48 3 67 78 5 249 4689 ",
    "+6 5 248 +9 1 28 +7 3 48 ",
    "39 23 7 58 256 4 69 2689 1 ",
    "2 78 +9 18 357 1357 4 68 356 ",
    "45 6 +3 24 9 258 +1 +7 58 ",
    "45 78 1 458 3457 6 39 89 2 ",
    "8 14 +6 7 35 35 2 149 49 ",
    "+7 9 24 124 8 12 36 5 36 ",
    "13 1234 5 +6 24 9 +8 14 7",
);

#[test]
fn unique_rectangle_3_lists_a_naked_quad_past_the_half_of_the_house() {
    let step = uniqueness_case(
        UNIQUE_RECTANGLE_3_QUAD,
        Technique::UniqueRectangle3,
        48,
        &[("r4c9", 6)],
        ("r4c6", 1),
    );
    assert_eq!(step.numbers, numbers("1678"));
    // The hidden side removes the same, as Sudoku Explainer gives it.
    let state: Candidates = UNIQUE_RECTANGLE_3_QUAD.parse().expect("a state");
    expect(
        &steps(&state, UNIQUENESS),
        Technique::UniqueRectangle3Hidden,
        45,
        &[("r4c9", 6)],
    );
    // Explanations keep Sudoku Explainer's bound: no quad there.
    let config = Config::default().with_rules(UNIQUENESS);
    let trace = Explainer::from_candidates(&state)
        .with_config(config)
        .explain();
    assert!(
        trace
            .steps()
            .all(|s| s.technique != Technique::UniqueRectangle3 || s.numbers.len() < 4)
    );
}
