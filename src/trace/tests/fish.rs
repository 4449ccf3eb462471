//! Fish: plain, finned and sashimi, Franken; their names, ratings and checks.

use super::*;

/// Every candidate, but `number` only in `columns` of each row of `rows` (1-based).
fn confined(shape: BoxShape, number: usize, rows: &[usize], columns: &[usize]) -> Candidates {
    let n = shape.side();
    let cells: Vec<String> = rows.iter().flat_map(|&r| row_but(n, r, columns)).collect();
    let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
    without(shape, &[(&cells, &[number])])
}

#[test]
fn an_x_wing_is_named_with_its_base_and_cover_lines() {
    let state = confined(BoxShape::CLASSIC, 4, &[2, 7], &[3, 8]);
    let step = step_at(&state);
    assert_eq!(step.technique, Technique::XWing);
    assert_eq!(step.rating, Rating::from_tenths(32));
    let houses: Vec<usize> = step.houses.iter().map(|h| h.index()).collect();
    assert_eq!(
        houses,
        vec![1, 6, 11, 16],
        "rows 2 and 7, then columns 3 and 8"
    );
    assert_eq!(
        step.cells,
        ["r2c3", "r2c8", "r7c3", "r7c8"].map(|c| cell(9, c))
    );
    let cleared: Vec<String> = [1, 3, 4, 5, 6, 8, 9]
        .iter()
        .flat_map(|r| [format!("r{r}c3:4"), format!("r{r}c8:4")])
        .collect();
    assert_eq!(step.eliminations, elims(9, &cleared.join(" ")));
    assert_eq!(
        text(&step, 9),
        "X-Wing 4 r2 r7 / c3 c8: r1c3<>4, r1c8<>4, r3c3<>4, r3c8<>4, r4c3<>4, r4c8<>4, \
         r5c3<>4, r5c8<>4, r6c3<>4, r6c8<>4, r8c3<>4, r8c8<>4, r9c3<>4, r9c8<>4"
    );

    // A fin (4 also in r2c5) breaks it: no basic fish, nothing simpler.
    let mut finned = state.clone();
    let fin = cell(9, "r2c5");
    finned.set(fin, finned.get(fin) | numbers(&[4]));
    assert_stuck(&finned);
}

#[test]
fn fish_are_named_by_size_from_either_family() {
    // Columns 1, 5 and 9 hold 7 only in rows 2, 4 and 8, no two of them in two rows.
    let mut cells = Vec::new();
    for (c, rows) in [(1, [2, 4]), (5, [4, 8]), (9, [2, 8])] {
        cells.extend(
            (1..=9)
                .filter(|r| !rows.contains(r))
                .map(|r| format!("r{r}c{c}")),
        );
    }
    let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
    let step = step_at(&classic(&[(&cells, &[7])]));
    assert_eq!(step.technique, Technique::Swordfish);
    assert_eq!(step.rating, Rating::from_tenths(38));
    assert_eq!(step.eliminations.len(), 3 * 6);
    assert!(text(&step, 9).starts_with("Swordfish 7 c1 c5 c9 / r2 r4 r8: r2c2<>7, "));

    // Five rows of a 16×16 grid hold 1 in five columns: a Squirmbag (5.7), by matching; the
    // same fish seen from the eleven other columns is not the one reported.
    let shape = BoxShape::new(4, 4).unwrap();
    let lines = [1, 2, 5, 9, 13];
    let state = confined(shape, 1, &lines, &lines);
    let step = step_at(&state);
    assert_eq!(step.technique, Technique::Squirmbag);
    assert_eq!(step.rating, Rating::from_tenths(57));
    assert_eq!(step.houses.len(), 10);
    assert_eq!(step.eliminations.len(), 11 * 5);
    assert!(text(&step, 16).starts_with("Squirmbag 1 r1 r2 r5 r9 r13 / c1 c2 c5 c9 c13: "));
    let bounded = crate::Config::default().with_max_size(Some(4));
    let mut explainer = Explainer::from_candidates(&state).with_config(bounded);
    assert_eq!(explainer.hint(), Hint::Done(Outcome::Stuck));
}

#[test]
fn the_checker_rejects_a_fish_that_does_not_hold() {
    let state = confined(BoxShape::CLASSIC, 4, &[2, 7], &[3, 8]);
    let layout = Layout::shared(BoxShape::CLASSIC);
    let step = step_at(&state);
    let rejected = |step: &Step| verify(&layout, &state, std::slice::from_ref(step)).is_err();
    // An elimination inside a base line.
    let mut wrong = step.clone();
    wrong
        .eliminations
        .push((cell(9, "r2c1"), Number::from_value(4)));
    wrong.eliminations.sort_by_key(|&(c, d)| (d, c));
    assert!(rejected(&wrong));
    // A cover line swapped for another: a place of the base lies outside the cover.
    let mut wrong = step.clone();
    wrong.houses[3] = House::new(9 + 5);
    assert!(rejected(&wrong));
    // Named as another size, or rated otherwise.
    let mut wrong = step.clone();
    wrong.technique = Technique::Swordfish;
    assert!(rejected(&wrong));
    let mut wrong = step.clone();
    wrong.rating = Rating::from_tenths(34);
    assert!(rejected(&wrong));
    // The same step on the finned state: a place of the base outside the cells.
    let mut finned = state.clone();
    let fin = cell(9, "r2c5");
    finned.set(fin, finned.get(fin) | numbers(&[4]));
    assert!(verify(&layout, &finned, std::slice::from_ref(&step)).is_err());
}

/// Every candidate, but `number` in each listed row (1-based) only in its columns.
fn rows_only(number: usize, rows: &[(usize, &[usize])]) -> Candidates {
    let cells: Vec<String> = rows
        .iter()
        .flat_map(|&(r, columns)| row_but(9, r, columns))
        .collect();
    let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
    classic(&[(&cells, &[number])])
}

#[test]
fn finned_and_sashimi_fish_name_their_fin_box_and_rate_above_the_plain_fish() {
    let step = finned_step_at(&rows_only(4, &[(2, &[3, 8, 9]), (7, &[3, 8])]));
    assert_eq!(step.technique, Technique::FinnedXWing);
    assert_eq!(step.rating, Rating::from_tenths(34));
    let houses: Vec<usize> = step.houses.iter().map(|h| h.index()).collect();
    assert_eq!(
        houses,
        vec![1, 6, 11, 16, 20],
        "rows 2, 7, columns 3, 8, box 3"
    );
    assert_eq!(
        text(&step, 9),
        "Finned X-Wing 4 r2 r7 / c3 c8 fins in box 3: r1c8<>4, r3c8<>4"
    );
    // Row 2 holds 4 in c3 of the cover and the fin r2c9 (not both in one box: no claiming).
    let step = finned_step_at(&rows_only(4, &[(2, &[3, 9]), (7, &[3, 8])]));
    assert_eq!(step.technique, Technique::SashimiXWing);
    assert_eq!(step.rating, Rating::from_tenths(35));

    // The checker: an elimination outside the fin box, or a step calling a sashimi finned.
    let state = rows_only(4, &[(2, &[3, 8, 9]), (7, &[3, 8])]);
    let layout = Layout::shared(BoxShape::CLASSIC);
    let finned = finned_step_at(&state);
    let rejected = |step: &Step| verify(&layout, &state, std::slice::from_ref(step)).is_err();
    let mut wrong = finned.clone();
    wrong
        .eliminations
        .push((cell(9, "r5c8"), Number::from_value(4)));
    wrong.eliminations.sort_by_key(|&(c, d)| (d, c));
    assert!(rejected(&wrong), "r5c8 does not see the fin");
    let mut wrong = finned.clone();
    wrong.technique = Technique::SashimiXWing;
    wrong.rating = Rating::from_tenths(35);
    assert!(rejected(&wrong));
    let mut wrong = finned.clone();
    wrong.houses[4] = House::new(18 + 8);
    assert!(rejected(&wrong), "the fin lies in box 3, not box 9");
}

/// Number 8 only in r1c2, r1c5 (plus `fin` if given) in row 1 and only in r4c5, r6c5 in box 5:
/// a Franken X-Wing, row 1 and box 5 over columns 2 and 5.
fn franken_state(fin: Option<&str>) -> Candidates {
    let mut row: Vec<String> = row_but(9, 1, &[2, 5]);
    if let Some(fin) = fin {
        row.retain(|c| c != fin);
    }
    let boxed = ["r4c4", "r4c6", "r5c4", "r5c5", "r5c6", "r6c4", "r6c6"];
    let mut cells: Vec<&str> = row.iter().map(String::as_str).collect();
    cells.extend(boxed);
    classic(&[(&cells, &[8])])
}

/// Every step `hint --all` lists with Franken fish on, checked, of `technique`.
fn all_of(state: &Candidates, technique: Technique) -> Vec<Step> {
    let layout = Layout::shared(state.shape());
    let config = crate::Config::default().with_rules(crate::Rules::FRANKEN);
    let mut explainer = Explainer::from_candidates_with_layout(Arc::clone(&layout), state)
        .expect("same shape")
        .with_config(config);
    let steps = explainer.all_steps();
    for step in &steps {
        verify(&layout, state, std::slice::from_ref(step)).expect("the checker accepts it");
    }
    steps
        .into_iter()
        .filter(|s| s.technique == technique)
        .collect()
}

#[test]
fn a_franken_x_wing_is_named_printed_and_checked() {
    let state = franken_state(None);
    let steps = all_of(&state, Technique::FrankenXWing);
    let text_of = |s: &Step| text(s, 9);
    let found: Vec<String> = steps.iter().map(text_of).collect();
    let expected = "Franken X-Wing 8 r1 b5 / c2 c5: r2c2<>8, r2c5<>8, r3c2<>8, r3c5<>8, \
                    r4c2<>8, r5c2<>8, r6c2<>8, r7c2<>8, r7c5<>8, r8c2<>8, r8c5<>8, r9c2<>8, \
                    r9c5<>8";
    assert!(found.iter().any(|t| t == expected), "{found:#?}");
    let step = steps.iter().find(|s| text_of(s) == expected).unwrap();
    assert_eq!(step.rating, Rating::from_tenths(36));

    // The checker: a removal outside the covers, a step calling itself finned or mutant.
    let layout = Layout::shared(BoxShape::CLASSIC);
    let rejected = |step: &Step| verify(&layout, &state, std::slice::from_ref(step)).is_err();
    let mut wrong = step.clone();
    wrong
        .eliminations
        .push((cell(9, "r9c9"), Number::from_value(8)));
    wrong.eliminations.sort_by_key(|&(c, d)| (d, c));
    assert!(rejected(&wrong), "r9c9 is in no cover");
    for named in [Technique::FinnedFrankenXWing, Technique::MutantXWing] {
        let mut wrong = step.clone();
        wrong.technique = named;
        wrong.rating = crate::trace::scale::rating(named, 2, crate::layout::HouseKind::Row);
        assert!(rejected(&wrong), "{named:?}");
    }
}

#[test]
fn a_fin_leaves_only_the_removals_that_see_it() {
    // A fin r1c6 (box 2): of the covers' places outside the base, r2c5 and r3c5 see it.
    let state = franken_state(Some("r1c6"));
    let found: Vec<String> = all_of(&state, Technique::FinnedFrankenXWing)
        .iter()
        .map(|s| text(s, 9))
        .collect();
    let expected = "Finned Franken X-Wing 8 r1 b5 / c2 c5: r2c5<>8, r3c5<>8";
    assert!(found.iter().any(|t| t == expected), "{found:#?}");
    // Nothing named a plain Franken X-Wing removes what the fin could hold.
    let plain = all_of(&state, Technique::FrankenXWing);
    let r1 = |s: &Step| s.eliminations.iter().any(|&(c, _)| c.index() < 9);
    assert!(
        !plain
            .iter()
            .any(|s| s.houses.len() == 4 && r1(s) && s.houses[0].index() == 0)
    );
}
