//! Uniqueness: Unique Rectangles, Hidden Rectangle, Unique Loops, BUG, on states recorded from
//! explanations; the checker rejecting mislabelled uniqueness steps.

use super::*;

// Uniqueness: states met in explanations of top1465.txt and se_rated_2000.txt, just before the
// step, written as the explainer prints them (each cell's candidates, row by row). Each has one
// solution (uniqueness steps need it); the broken state takes one candidate that is not the
// solution's from a cell of the pattern, so it keeps that solution alone, and the pattern on
// those cells is gone.

/// A state as the explainer prints it.
pub(super) fn pencilmarks(text: &str) -> Candidates {
    text.parse().expect("a pencilmark state")
}

/// Uniqueness with Unique Rectangle type 6 and Hidden Rectangle.
pub(super) const UNIQUENESS: Rules = Rules::UNIQUENESS_EXTRA;

/// The step of `technique` removing `expected` at `text`, rated `tenths`; without `broken`
/// (a candidate, not the solution's, of a cell of the pattern) no step of `technique` on the
/// same cells.
pub(super) fn uniqueness_case(
    text: &str,
    technique: Technique,
    tenths: u16,
    expected: &[(&str, usize)],
    broken: (&str, usize),
) -> Step {
    let state = pencilmarks(text);
    assert_eq!(Solver::from_candidates(&state).is_unique(), Ok(true));
    let step = expect(&steps(&state, UNIQUENESS), technique, tenths, expected);
    let mut less = state.clone();
    let mut set = less.get(cell(broken.0));
    assert!(set.contains(number(broken.1)));
    set.remove(number(broken.1));
    less.set(cell(broken.0), set);
    assert_eq!(Solver::from_candidates(&less).is_unique(), Ok(true));
    let left: Vec<String> = of(&steps(&less, UNIQUENESS), technique)
        .iter()
        .filter(|s| s.cells == step.cells)
        .map(|s| s.display(9).to_string())
        .collect();
    assert!(
        left.is_empty(),
        "{technique} in a broken pattern: {left:#?}"
    );
    step
}

/// Unique Rectangle type 3 on {5,7} (r3c7 r3c8 r9c7 r9c8): r9c7 and r9c8 hold only {5,7}, so
/// r3c7 (257) or r3c8 (2578) is 2 or 8. With r1c8 {4,8} and r2c7 {2,4} of box 3 they hold the
/// naked triple {2,4,8}: 4 and 8 leave r1c9 and r2c9 (4.5 + 0.2). Broken: r9c8 loses 5.
const UNIQUE_RECTANGLE_3: &str = concat!(
    "2 34689 3458 7 3689 89 1 48 4568 ",
    "3468 3468 3478 1238 5 128 24 9 4678 ",
    "5689 6789 1 289 2689 4 257 2578 3 ",
    "1346 12346 23457 1239 1239 57 8 14 4579 ",
    "138 1238 23578 12389 4 57 39 6 579 ",
    "13458 13478 9 138 138 6 3457 1457 2 ",
    "7 123489 2348 5 1289 1289 6 248 489 ",
    "1489 5 248 6 7 1289 249 3 489 ",
    "89 289 6 4 289 3 57 57 1",
);

#[test]
fn unique_rectangle_3_is_a_naked_subset_with_a_pseudo_cell() {
    uniqueness_case(
        UNIQUE_RECTANGLE_3,
        Technique::UniqueRectangle3,
        47,
        &[("r1c9", 4), ("r2c9", 4), ("r1c9", 8), ("r2c9", 8)],
        ("r9c8", 5),
    );
}

/// Unique Rectangle type 3, hidden, on {3,5} (r4c5 r4c6 r7c5 r7c6): r7c5 and r7c6 hold only
/// {3,5}, so r4c5 (357) and r4c6 (1357) are not both 3 and 5; row 4 has 3 and 5 nowhere else but
/// r4c9, which is then 3 or 5: it loses 6 (4.5). Broken: r7c5 loses 3.
const UNIQUE_RECTANGLE_3_HIDDEN: &str = concat!(
    "19 124 48 3 67 78 5 249 4689 ",
    "6 5 248 9 1 28 7 3 48 ",
    "39 23 7 58 256 4 69 2689 1 ",
    "2 78 9 18 357 1357 4 68 356 ",
    "45 6 3 24 9 258 1 7 58 ",
    "45 78 1 458 3457 6 39 89 2 ",
    "8 14 6 7 35 35 2 149 49 ",
    "7 9 24 124 8 12 36 5 36 ",
    "13 1234 5 6 24 9 8 14 7",
);

#[test]
fn unique_rectangle_3_hidden_keeps_the_subset_numbers() {
    uniqueness_case(
        UNIQUE_RECTANGLE_3_HIDDEN,
        Technique::UniqueRectangle3Hidden,
        45,
        &[("r4c9", 6)],
        ("r7c5", 3),
    );
}

/// Unique Rectangle type 5 on {4,9} (r2c1 r2c2 r4c1 r4c2): every corner but r4c1 holds {2,4,9},
/// three corners, so one of them is 2: r3c2 sees all three and loses 2 (4.5, Sudoku Explainer's
/// type 2). Broken: r4c1 loses 9.
const UNIQUE_RECTANGLE_5: &str = concat!(
    "1 45 467 9 57 2 468 348 368 ",
    "249 249 8 3 16 16 24 7 5 ",
    "3 256 67 4 57 8 9 12 126 ",
    "49 249 5 7 8 3 126 12 1269 ",
    "8 7 239 1 469 4569 45 34 239 ",
    "6 1 39 2 49 459 578 348 3789 ",
    "29 38 1 5 239 7 28 6 4 ",
    "7 46 2469 8 1249 149 3 5 12 ",
    "5 38 24 6 1234 14 1278 9 1278",
);

#[test]
fn unique_rectangle_5_has_its_extra_number_in_diagonal_corners() {
    uniqueness_case(
        UNIQUE_RECTANGLE_5,
        Technique::UniqueRectangle5,
        45,
        &[("r3c2", 2)],
        ("r4c1", 9),
    );
}

/// Unique Rectangle type 6 on {2,7} (r1c8 r1c9 r4c8 r4c9): r1c9 and r4c8 hold only {2,7}, and
/// rows 1 and 4 hold 2 only in the corners; r1c8 = 2 would make r4c8 = 7, r4c9 = 2, r1c9 = 7,
/// the deadly pattern: 2 leaves r1c8 and r4c9 (4.6, with `uniqueness_extra`). Broken: r1c9 loses 7.
const UNIQUE_RECTANGLE_6: &str = concat!(
    "5 89 89 6 1 3 47 247 27 ",
    "16 2 16 45 47 457 9 8 3 ",
    "3 47 47 89 2 89 1 6 5 ",
    "68 1 34568 458 9 45678 3578 27 278 ",
    "289 4589 24589 3 47 14578 578 19 6 ",
    "7 35689 35689 1258 56 12568 358 19 4 ",
    "169 3679 13679 149 8 1469 2 5 179 ",
    "4 5689 12589 7 56 12569 68 3 189 ",
    "12689 56789 1256789 1259 3 12569 4678 47 1789",
);

#[test]
fn unique_rectangle_6_reads_an_x_wing_on_the_rectangle() {
    uniqueness_case(
        UNIQUE_RECTANGLE_6,
        Technique::UniqueRectangle6,
        46,
        &[("r1c8", 2), ("r4c9", 2)],
        ("r1c9", 7),
    );
}

/// Hidden Rectangle on {4,6} (r4c2 r4c3 r7c2 r7c3): r7c2 holds only {4,6}; row 4 and column 3
/// hold 4 only in the corners, so r4c3 = 6 would make r4c2 = 4 and r7c3 = 4, r7c2 = 6: the
/// deadly pattern. r4c3 loses 6 (4.6, with `uniqueness_extra`). Broken: r7c2 loses 6.
const HIDDEN_RECTANGLE: &str = concat!(
    "4 569 1268 5789 3 15789 25 2567 5679 ",
    "1237 359 12 6 127 14579 8 2357 34579 ",
    "23678 3569 268 45789 278 45789 2345 23567 1 ",
    "1236 346 1246 378 5 13678 23 9 378 ",
    "123 8 59 3479 17 13479 6 12357 357 ",
    "136 7 59 2 168 13689 345 1358 3458 ",
    "68 46 468 1 9 2 7 35 35 ",
    "5 1 3 78 678 678 9 4 2 ",
    "9 2 7 35 4 35 1 68 68",
);

#[test]
fn hidden_rectangle_reads_two_strong_links() {
    uniqueness_case(
        HIDDEN_RECTANGLE,
        Technique::HiddenRectangle,
        46,
        &[("r4c3", 6)],
        ("r7c2", 6),
    );
}

/// Unique Loop type 1 on {1,9}: r1c7 r1c8 r5c8 r5c3 r4c3 r4c7, each house holding two of them;
/// all hold only {1,9} but r4c3 (189): it is 8 (4.6, a loop of 6). Broken: r1c7 loses 1.
const UNIQUE_LOOP_1: &str = concat!(
    "3 8 7 6 5 4 19 19 2 ",
    "2 9 6 18 18 7 4 3 5 ",
    "4 1 5 3 2 9 6 7 8 ",
    "7 26 189 589 68 258 19 4 3 ",
    "68 236 19 4 3678 238 5 19 67 ",
    "5 4 39 79 367 1 2 8 67 ",
    "168 67 2 178 9 68 3 5 4 ",
    "9 3567 38 578 4 3568 78 2 1 ",
    "18 357 4 2 1378 358 78 6 9",
);

#[test]
fn unique_loop_1_of_six_cells() {
    uniqueness_case(
        UNIQUE_LOOP_1,
        Technique::UniqueLoop1,
        46,
        &[("r4c3", 1), ("r4c3", 9)],
        ("r1c7", 1),
    );
}

/// Unique Loop type 2 on {5,8}: r3c7 r3c9 r5c9 r5c8 r9c8 r9c7; r9c7 and r9c8 hold 6 more, so one
/// of them is 6: r8c8 and r9c1 see both and lose 6 (4.6). Broken: r3c7 loses 8.
const UNIQUE_LOOP_2: &str = concat!(
    "5 7 4 26 8 3 1 26 9 ",
    "8 9 1 5 26 4 67 3 27 ",
    "3 6 2 9 1 7 58 4 58 ",
    "79 1 8 4 35 25 39 27 6 ",
    "2 3 6 1 7 9 4 58 58 ",
    "79 4 5 68 236 28 39 1 27 ",
    "4 258 3 27 25 6 578 9 1 ",
    "16 58 9 78 4 158 2 5678 3 ",
    "16 258 7 3 9 1258 568 568 4",
);

#[test]
fn unique_loop_2_removes_the_extra_number_seen_by_both() {
    uniqueness_case(
        UNIQUE_LOOP_2,
        Technique::UniqueLoop2,
        46,
        &[("r8c8", 6), ("r9c1", 6)],
        ("r3c7", 8),
    );
}

/// Unique Loop type 3, hidden, on {1,7}: r1c3 r1c4 r2c4 r2c2 r8c2 r8c3; r1c4 and r2c4 (1347)
/// are not both 1 and 7, and column 4 holds 1 and 7 elsewhere only in r7c4, which is then 1 or
/// 7: it loses 8 (4.6). Broken: r1c3 loses 7.
const UNIQUE_LOOP_3_HIDDEN: &str = concat!(
    "236 23 17 1347 5 1367 8 9 146 ",
    "36 17 9 1347 46 8 5 2 146 ",
    "4 58 58 2 9 16 3 7 16 ",
    "389 3489 48 5 1378 17 79 6 2 ",
    "1 2589 258 6 78 4 79 58 3 ",
    "7 358 6 9 38 2 4 1 58 ",
    "589 6 3 178 17 179 2 4 58 ",
    "28 17 17 48 24 5 6 3 9 ",
    "2589 249 248 38 26 369 1 58 7",
);

#[test]
fn unique_loop_3_hidden_of_six_cells() {
    uniqueness_case(
        UNIQUE_LOOP_3_HIDDEN,
        Technique::UniqueLoop3Hidden,
        46,
        &[("r7c4", 8)],
        ("r1c3", 7),
    );
}

/// Unique Loop type 4 on {2,5}: r1c6 r1c9 r9c9 r9c7 r2c7 r2c6; column 6 holds 5 only in r1c6 and
/// r2c6, so one of them is 5 and neither is 2 (4.6). Broken: r1c9 loses 2.
const UNIQUE_LOOP_4: &str = concat!(
    "1468 1468 467 3 124678 12578 9 47 25 ",
    "9 346 3467 67 2467 257 25 8 1 ",
    "148 5 2 17 1478 9 347 347 6 ",
    "7 468 9 5 23 23 1 46 48 ",
    "1368 2 36 4 179 17 3678 5 3789 ",
    "5 134 34 8 179 6 347 2 3479 ",
    "2 3467 8 167 5 137 3467 9 347 ",
    "36 9 5 2 367 4 3678 1 378 ",
    "346 3467 1 9 3678 378 25 3467 25",
);

#[test]
fn unique_loop_4_confines_a_number_to_the_extra_cells() {
    uniqueness_case(
        UNIQUE_LOOP_4,
        Technique::UniqueLoop4,
        46,
        &[("r1c6", 2), ("r2c6", 2)],
        ("r1c9", 2),
    );
}

/// BUG type 2: without 3 in r1c2, r8c1 and r8c9, every open cell is bivalue and every number
/// twice in each house: one of them is 3, and r8c2 sees all three (5.7). Broken: r1c2 loses 8.
const BUG_TYPE_2: &str = concat!(
    "6 378 2 34 5 9 47 1 38 ",
    "37 18 19 34 6 2 47 89 5 ",
    "4 35 59 1 8 7 39 2 6 ",
    "8 6 34 7 2 5 1 39 49 ",
    "29 24 7 89 3 1 5 6 48 ",
    "39 15 15 69 4 68 2 38 7 ",
    "5 24 48 28 9 3 6 7 1 ",
    "237 37 68 5 1 68 39 4 239 ",
    "1 9 36 26 7 4 8 5 23",
);

#[test]
fn bug_type_2_removes_the_bug_number_seen_by_all() {
    uniqueness_case(
        BUG_TYPE_2,
        Technique::BugType2,
        57,
        &[("r8c2", 3)],
        ("r1c2", 8),
    );
}

/// BUG type 3: without 9 in r5c1 and 5 in r6c2 the grid would be a grave, so one of them holds:
/// the two act as one cell {5,9}, with r4c1 {1,9} and r4c2 {1,5} a naked triple {1,5,9} of box
/// 4: 5 leaves r6c3, 9 leaves r6c1 (5.7 + 0.2). Broken: r5c1 loses 4.
const BUG_TYPE_3: &str = concat!(
    "45 3 7 6 49 8 59 2 1 ",
    "6 8 15 29 7 12 59 3 4 ",
    "2 14 9 5 14 3 7 8 6 ",
    "19 15 2 7 8 6 4 59 3 ",
    "489 47 3 1 29 5 6 79 28 ",
    "89 567 56 29 3 4 1 57 28 ",
    "3 56 8 4 56 9 2 1 7 ",
    "7 9 16 3 26 12 8 4 5 ",
    "15 2 4 8 15 7 3 6 9",
);

#[test]
fn bug_type_3_is_a_naked_subset_with_the_bug_numbers() {
    uniqueness_case(
        BUG_TYPE_3,
        Technique::BugType3,
        59,
        &[("r6c3", 5), ("r6c1", 9)],
        ("r5c1", 4),
    );
}

/// BUG type 4: without 3 in r9c2 and 1 in r9c6 the grid would be a grave; row 9 holds 4 only in
/// r9c2 and r9c6, so one is 4 and the other its BUG number: r9c2 loses 1, r9c6 loses 6 (5.7).
/// Broken: r9c2 loses 1.
const BUG_TYPE_4: &str = concat!(
    "1 2 34 34 7 9 5 6 8 ",
    "8 47 57 6 45 2 3 9 1 ",
    "9 35 6 35 18 18 2 7 4 ",
    "24 6 1 25 48 7 9 38 35 ",
    "3 9 47 1 25 48 67 58 26 ",
    "25 57 8 9 6 3 4 1 27 ",
    "47 13 2 47 9 16 8 35 56 ",
    "6 8 9 27 23 5 1 4 37 ",
    "57 134 35 8 13 146 67 2 9",
);

#[test]
fn bug_type_4_uses_a_conjugate_pair() {
    uniqueness_case(
        BUG_TYPE_4,
        Technique::BugType4,
        57,
        &[("r9c2", 1), ("r9c6", 6)],
        ("r9c2", 1),
    );
}

#[test]
fn the_checker_rejects_mislabelled_uniqueness_steps() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let rejected = |text: &str, step: &Step| {
        verify(&layout, &pencilmarks(text), [step])
            .expect_err("rejected")
            .problem
    };
    // Three extra corners are type 5, not type 2 (extra corners in a line).
    let diagonal = uniqueness_case(
        UNIQUE_RECTANGLE_5,
        Technique::UniqueRectangle5,
        45,
        &[("r3c2", 2)],
        ("r4c1", 9),
    );
    let mut named = diagonal.clone();
    named.technique = Technique::UniqueRectangle2;
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_5, &named),
        Problem::PatternFails(_)
    ));
    // A type 3 whose subset is not the one the house holds, or removing from its own cells.
    let naked = uniqueness_case(
        UNIQUE_RECTANGLE_3,
        Technique::UniqueRectangle3,
        47,
        &[("r1c9", 4), ("r2c9", 4), ("r1c9", 8), ("r2c9", 8)],
        ("r9c8", 5),
    );
    let mut other = naked.clone();
    other.numbers = numbers("248") | numbers("6");
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_3, &other),
        Problem::PatternFails(_) | Problem::Rating { .. }
    ));
    let mut inside = naked.clone();
    inside.eliminations.push((cell("r1c8"), number(4)));
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_3, &inside),
        Problem::Unjustified { .. }
    ));
    // A wrong rating: a naked triple adds 0.2.
    let mut rated = naked.clone();
    rated.rating = Rating::from_tenths(46);
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_3, &rated),
        Problem::Rating { .. }
    ));
    // A BUG that leaves out one of its candidates is no grave.
    let bug = uniqueness_case(
        BUG_TYPE_2,
        Technique::BugType2,
        57,
        &[("r8c2", 3)],
        ("r1c2", 8),
    );
    let mut fewer = bug.clone();
    fewer.chain.pop();
    fewer.cells.pop();
    assert!(matches!(
        rejected(BUG_TYPE_2, &fewer),
        Problem::PatternFails(_)
    ));
    // Unique Rectangle type 6 and Hidden Rectangle need `uniqueness_extra`.
    for (text, t) in [
        (UNIQUE_RECTANGLE_6, Technique::UniqueRectangle6),
        (HIDDEN_RECTANGLE, Technique::HiddenRectangle),
    ] {
        let plain = steps(&pencilmarks(text), Rules::UNIQUENESS);
        assert!(of(&plain, t).is_empty(), "{t} with uniqueness alone");
    }
}

/// Unique Loop type 3 on {1,4}: r2c1 r2c3 r9c3 r9c8 r7c8 r7c1; r2c1 (147) and r2c3 (148) hold 7
/// and 8 more, so one of them is 7 or 8: with r2c8 {7,8} they make the naked pair {7,8} of row
/// 2, and 7 and 8 leave r2c7 and r2c9 (4.6 for a loop of 6, + 0.1). Broken: r7c1 loses 4.
const UNIQUE_LOOP_3: &str = concat!(
    "47 58 9 15678 1567 456 24678 3 2457 ",
    "147 2 148 3 9 456 4678 78 457 ",
    "6 358 348 578 57 2 478 9 1 ",
    "35 1 36 56 4 7 9 2 8 ",
    "8 9 67 12 12 36 47 5 347 ",
    "25 4 27 9 8 35 1 6 37 ",
    "14 368 5 67 367 9 278 14 27 ",
    "23 368 238 4 367 1 5 78 9 ",
    "9 7 14 25 25 8 3 14 6",
);

#[test]
fn unique_loop_3_is_a_naked_subset_with_a_pseudo_cell() {
    uniqueness_case(
        UNIQUE_LOOP_3,
        Technique::UniqueLoop3,
        47,
        &[("r2c7", 7), ("r2c9", 7), ("r2c7", 8)],
        ("r7c1", 4),
    );
}

/// Unique Rectangle type 1 with a missing candidate (HoDoKu's, with `uniqueness_extra`): the
/// state before top1465 #0's Unique Rectangle {1,2} on r8c2 r8c7 r9c2 r9c7, with 2 taken out of
/// the extra corner r8c7 (1 2 9 → 1 9; its solution is 9). Were r8c7 1, r9c7 would be 2, r8c2
/// 2 and r9c2 1: every corner in {1,2}, a deadly pattern. So r8c7 is not 1 (only 1 goes: 2 is
/// not there). Sudoku Explainer, and the default rules, want both numbers in every corner.
const UNIQUE_RECTANGLE_1_MISSING: &str = concat!(
    "4 569 1268 5789 3 15789 259 2567 25679 ",
    "1237 359 12 6 127 14579 8 2357 234579 ",
    "23678 3569 268 45789 278 45789 23459 23567 1 ",
    "1236 346 1246 378 5 13678 23 9 2378 ",
    "123 8 59 3479 17 13479 6 12357 2357 ",
    "136 7 59 2 168 13689 345 1358 3458 ",
    "68 46 468 1 9 2 7 35 35 ",
    "5 12 3 78 678 678 19 4 29 ",
    "9 12 7 35 4 35 12 68 68",
);

#[test]
fn unique_rectangle_1_with_a_missing_candidate_needs_uniqueness_extra() {
    let state = pencilmarks(UNIQUE_RECTANGLE_1_MISSING);
    assert_eq!(Solver::from_candidates(&state).is_unique(), Ok(true));
    let corners = [cell("r8c2"), cell("r8c7"), cell("r9c2"), cell("r9c7")];
    let step = expect(
        &steps(&state, UNIQUENESS),
        Technique::UniqueRectangle1,
        45,
        &[("r8c7", 1)],
    );
    assert_eq!(step.cells, corners);
    assert_eq!(step.numbers, numbers("12"));
    let layout = Layout::new(state.shape());
    verify(&layout, &state, std::slice::from_ref(&step)).expect("the checker accepts it");
    // The default family keeps to Sudoku Explainer's rectangles: none on these corners.
    let plain = steps(&state, Rules::UNIQUENESS);
    assert!(
        of(&plain, Technique::UniqueRectangle1)
            .iter()
            .all(|s| s.cells != corners),
        "a rectangle missing a candidate without uniqueness_extra"
    );
    // Relabelled as a type 2 (which wants one more number in two extra corners), rejected.
    let mut wrong = step.clone();
    wrong.technique = Technique::UniqueRectangle2;
    assert!(verify(&layout, &state, std::slice::from_ref(&wrong)).is_err());
}

/// Unique Rectangle type 3 in two houses: {7,8} on r3c8 r3c9 r5c8 r5c9 (a state of top1465 #0's
/// explanation), the extra corners r3c8 (3789) and r3c9 (789) in row 3 and box 3, one of them 3
/// or 9. With r3c7 (39) they make a naked pair {3,9} in row 3 (9 leaves r3c6) and in box 3 (9
/// leaves r2c8): listed per house, and once for both houses, as HoDoKu gives it.
const UNIQUE_RECTANGLE_3_TWO_HOUSES: &str = concat!(
    "6 9 7 3 15 158 18 2 4 ",
    "3 8 4 2 7 19 5 19 6 ",
    "2 1 5 4 6 89 39 3789 789 ",
    "7 23 8 6 135 15 4 1359 1259 ",
    "1 346 36 9 345 2 36 78 78 ",
    "5 2346 9 8 134 7 236 13 12 ",
    "8 5 2 1 9 4 7 6 3 ",
    "4 367 136 57 8 36 29 159 1259 ",
    "9 367 136 57 2 36 18 4 158",
);

#[test]
fn unique_rectangle_3_in_two_houses_is_one_step_too() {
    let state = pencilmarks(UNIQUE_RECTANGLE_3_TWO_HOUSES);
    assert_eq!(Solver::from_candidates(&state).is_unique(), Ok(true));
    let all = steps(&state, Rules::UNIQUENESS);
    let t = Technique::UniqueRectangle3;
    listed(
        &all,
        t,
        46,
        "Unique Rectangle type 3 {3,9} in r3c8 r3c9 r5c8 r5c9 (row 3): r3c6<>9",
    );
    listed(
        &all,
        t,
        46,
        "Unique Rectangle type 3 {3,9} in r3c8 r3c9 r5c8 r5c9 (box 3): r2c8<>9",
    );
    let both = listed(
        &all,
        t,
        46,
        "Unique Rectangle type 3 {3,9} in r3c8 r3c9 r5c8 r5c9 (row 3, box 3): r2c8<>9, r3c6<>9",
    );
    // The checker reads each house's subset: a removal neither justifies is rejected, and so
    // is a house where the numbers make no subset.
    let layout = Layout::new(state.shape());
    let mut wider = both.clone();
    wider.eliminations.push((cell("r4c9"), number(9)));
    assert!(verify(&layout, &state, std::slice::from_ref(&wider)).is_err());
    let mut elsewhere = both.clone();
    elsewhere.houses[0] = sudograph::House::new(7); // row 8: no pair {3,9} there
    assert!(verify(&layout, &state, std::slice::from_ref(&elsewhere)).is_err());
}
