//! Template Set and Template Delete (family `templates`) worked out by hand: one number's
//! templates alone, then HoDoKu's refinement by another number's cell; the checker rejecting
//! tampered steps; explanations taking them only with the family.

use super::*;

/// 1 pinned to one cell in rows 1-3 and 7-9 (its solution's: r1c8, r2c4, r3c1, r7c3, r8c5,
/// r9c7) and to r4c2 / r4c6 and r6c2 / r6c6 in rows 4 and 6; row 5 keeps 1 in all nine cells.
///
/// A template of 1 takes one cell of every row, column and box. Rows 1-3 and 7-9 have one
/// place each, which takes columns 1, 3, 4, 5, 7 and 8. Rows 4 and 6 share columns 2 and 6
/// between them, one each, so row 5 has column 9 left, r5c9 (box 6: rows 4 and 6 are in
/// boxes 4 and 5). Two templates, then:
///
/// ```text
/// r1c8 r2c4 r3c1 r4c2 r5c9 r6c6 r7c3 r8c5 r9c7
/// r1c8 r2c4 r3c1 r4c6 r5c9 r6c2 r7c3 r8c5 r9c7
/// ```
///
/// Both use the seven cells outside rows 4 and 6: Template Set places 1 there. Neither uses
/// row 5's other cells: Template Delete removes 1 from r5c1..r5c8. Every other number keeps
/// every cell, so no cell is one another number must take; but the seven cells 1 must take are
/// closed to them (HoDoKu's refinement, below), and each of 2 to 9 loses them.
fn one_number() -> Candidates {
    Marks::new()
        .only(1, row(1), &["r1c8"])
        .only(1, row(2), &["r2c4"])
        .only(1, row(3), &["r3c1"])
        .only(1, row(7), &["r7c3"])
        .only(1, row(8), &["r8c5"])
        .only(1, row(9), &["r9c7"])
        .only(1, row(4), &["r4c2", "r4c6"])
        .only(1, row(6), &["r6c2", "r6c6"])
        .done()
}

const SET: [&str; 7] = ["r1c8", "r2c4", "r3c1", "r5c9", "r7c3", "r8c5", "r9c7"];

const ROW_5: [(&str, usize); 8] = [
    ("r5c1", 1),
    ("r5c2", 1),
    ("r5c3", 1),
    ("r5c4", 1),
    ("r5c5", 1),
    ("r5c6", 1),
    ("r5c7", 1),
    ("r5c8", 1),
];

/// The same, and 5 pinned to r4c2 in row 4 (its solution's). Every template of 5 uses r4c2,
/// so the first template of 1 above, which uses r4c2 too, fits no solution: HoDoKu's
/// refinement drops it. One template of 1 is left, the second: Template Set places all nine
/// of its cells (r4c6 and r6c2 as well), and Template Delete also removes 1 from r4c2 and
/// r6c6, which the first template alone used.
fn refined() -> Candidates {
    Marks(one_number()).only(5, row(4), &["r4c2"]).done()
}

const REFINED_SET: [&str; 9] = [
    "r1c8", "r2c4", "r3c1", "r4c6", "r5c9", "r6c2", "r7c3", "r8c5", "r9c7",
];

const REFINED_DELETE: [(&str, usize); 10] = [
    ("r4c2", 1),
    ("r5c1", 1),
    ("r5c2", 1),
    ("r5c3", 1),
    ("r5c4", 1),
    ("r5c5", 1),
    ("r5c6", 1),
    ("r5c7", 1),
    ("r5c8", 1),
    ("r6c6", 1),
];

/// The families of these tests: templates, and singles (so that placed cells are known).
fn rules() -> Rules {
    "subsets,templates".parse().unwrap()
}

/// The Template Set of number `d` among `steps`.
fn set_of(steps: &[Step], d: usize) -> Step {
    let found = of(steps, Technique::TemplateSet);
    let step = found.iter().find(|s| s.numbers == numbers(&d.to_string()));
    (*step.unwrap_or_else(|| panic!("no Template Set of {d}"))).clone()
}

fn placements(cells: &[&str], d: usize) -> Vec<(Cell, Number)> {
    cells.iter().map(|&c| (cell(c), number(d))).collect()
}

#[test]
fn the_cells_every_template_of_a_number_uses_are_set_and_those_none_uses_go() {
    let state = one_number();
    let all = steps(&state, rules());
    let set = set_of(&all, 1);
    assert_eq!(set.placements, placements(&SET, 1));
    assert_eq!(set.rating, Rating::from_tenths(150));
    // As a single does: the cells' other eight numbers, and 1 from their peers (row 5).
    let ones: Vec<(Cell, Number)> = (set.eliminations.iter())
        .filter(|&&(_, d)| d == number(1))
        .copied()
        .collect();
    assert_eq!(ones, elims(&ROW_5));
    assert_eq!(set.eliminations.len(), 7 * 8 + 8);
    let delete = expect(&all, Technique::TemplateDelete, 150, &ROW_5);
    assert_eq!(
        delete.display(9).to_string(),
        "Template Delete {1} in r5c1 r5c2 r5c3 r5c4 r5c5 r5c6 r5c7 r5c8: r5c1<>1, r5c2<>1, \
         r5c3<>1, r5c4<>1, r5c5<>1, r5c6<>1, r5c7<>1, r5c8<>1"
    );
    // The other numbers: no template of theirs uses a cell 1 must take (the refinement), so
    // each number's Template Delete removes it from the seven; nothing else.
    for d in 2..=9 {
        let seven: Vec<(&str, usize)> = SET.iter().map(|&c| (c, d)).collect();
        expect(&all, Technique::TemplateDelete, 150, &seven);
    }
    let templates = all.iter().filter(|s| s.technique.is_template());
    assert_eq!(templates.count(), 2 + 8);
}

#[test]
fn a_template_using_a_cell_another_number_must_take_is_dropped() {
    let state = refined();
    let all = steps(&state, rules());
    assert_eq!(set_of(&all, 1).placements, placements(&REFINED_SET, 1));
    expect(&all, Technique::TemplateDelete, 150, &REFINED_DELETE);
}

#[test]
fn the_checker_rejects_tampered_templates() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let rejected = |state: &Candidates, step: &Step| {
        verify(&layout, state, [step])
            .expect_err("rejected")
            .problem
    };
    let state = one_number();
    let all = steps(&state, rules());
    let delete = expect(&all, Technique::TemplateDelete, 150, &ROW_5);
    // r4c2 is in a template of 1.
    let mut more = delete.clone();
    more.eliminations.push((cell("r4c2"), number(1)));
    more.eliminations.sort_by_key(|&(c, d)| (d, c));
    more.cells.push(cell("r4c2"));
    more.cells.sort();
    assert!(matches!(
        rejected(&state, &more),
        Problem::Unjustified { .. }
    ));
    // The refined state's deletion, without the 5 that justifies r4c2 and r6c6.
    let refined_delete = expect(
        &steps(&refined(), rules()),
        Technique::TemplateDelete,
        150,
        &REFINED_DELETE,
    );
    assert!(matches!(
        rejected(&state, &refined_delete),
        Problem::Unjustified { .. }
    ));
    // Its cells not those it removes from.
    let mut cells = delete.clone();
    cells.cells.pop();
    assert!(matches!(rejected(&state, &cells), Problem::Malformed(_)));
    // Another number's deletion.
    let mut other = delete.clone();
    other.numbers = numbers("2");
    assert!(matches!(rejected(&state, &other), Problem::Malformed(_)));
    // A wrong rating.
    let mut rated = delete.clone();
    rated.rating = Rating::from_tenths(90);
    assert!(matches!(rejected(&state, &rated), Problem::Rating { .. }));
    // Setting r4c2 too, which the second template avoids.
    let set = set_of(&all, 1);
    let mut wider = set.clone();
    wider.placements.push((cell("r4c2"), number(1)));
    wider.placements.sort();
    wider.cells.push(cell("r4c2"));
    wider.cells.sort();
    assert!(matches!(rejected(&state, &wider), Problem::PatternFails(_)));
    // A Template Set that sets nothing.
    let mut empty = set.clone();
    empty.placements.clear();
    empty.cells.clear();
    assert!(matches!(rejected(&state, &empty), Problem::Malformed(_)));
    // The set step accepted as it is, then its cells are placed: setting them again fails.
    let after = verify(&layout, &state, [&set]).expect("accepted");
    assert!(matches!(
        verify(&layout, &after, [&set]).expect_err("placed").problem,
        Problem::AlreadyPlaced { .. } | Problem::NotACandidate { .. } | Problem::RemovesNothing
    ));
}

#[test]
fn explanations_take_templates_only_with_the_family() {
    // Off in the explanations' default and in propagation's.
    assert!(!Rules::EXPLAIN.intersects(Rules::TEMPLATES));
    assert!(!Rules::DEFAULT.intersects(Rules::TEMPLATES));
    assert!(Rules::ALL.contains(Rules::TEMPLATES));
    let layout = Layout::new(BoxShape::CLASSIC);
    for state in [one_number(), refined()] {
        let off = Config::default().with_rules(Rules::SUBSETS);
        let trace = Explainer::from_candidates(&state)
            .with_config(off)
            .explain();
        assert!(trace.steps().all(|s| !s.technique.is_template()));
        // Templates alone: a Template Set first (placing its cells), and the checker follows
        // every step.
        let config = Config::default().with_rules(Rules::TEMPLATES);
        let trace = Explainer::from_candidates(&state)
            .with_config(config)
            .explain();
        let first = trace.steps().next().expect("a step");
        assert_eq!(first.technique, Technique::TemplateSet);
        assert!(trace.steps().all(|s| s.technique.is_template()));
        verify(&layout, &state, trace.steps()).expect("every step holds");
    }
}

#[test]
fn other_grids_offer_no_templates() {
    // A 4×4 grid: the technique is of 9×9 classic grids only.
    let shape = BoxShape::new(2, 2).unwrap();
    let config = Config::default().with_rules(rules());
    let all = Explainer::from_candidates(&Candidates::full(shape))
        .with_config(config)
        .all_steps();
    assert!(all.iter().all(|s| !s.technique.is_template()));
}
