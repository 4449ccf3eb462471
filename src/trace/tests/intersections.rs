//! Pointing, claiming, an extra house's intersection, and direct pointing.

use super::*;

#[test]
fn pointing_removes_the_number_from_the_rest_of_the_line() {
    let box1_but_two = ["r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"];
    let step = step_at(&classic(&[(&box1_but_two, &[6])]));
    assert_eq!(step.technique, Technique::Pointing);
    assert_eq!(step.rating, Rating::from_tenths(26));
    assert_eq!(step.houses, vec![House::new(18), House::new(0)]);
    assert_eq!(
        text(&step, 9),
        "Pointing 6 in r1c1 r1c2 (box 1, row 1): r1c4<>6, r1c5<>6, r1c6<>6, r1c7<>6, r1c8<>6, \
         r1c9<>6"
    );
    // In two lines of the box: nothing.
    let box1_diagonal = ["r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2", "r3c3"];
    assert_stuck(&classic(&[(&box1_diagonal, &[6])]));
}

#[test]
fn claiming_removes_the_number_from_the_rest_of_the_box() {
    let row1 = row_but(9, 1, &[1, 2]);
    let row1: Vec<&str> = row1.iter().map(String::as_str).collect();
    let step = step_at(&classic(&[(&row1, &[6])]));
    assert_eq!(step.technique, Technique::Claiming);
    assert_eq!(step.rating, Rating::from_tenths(28));
    assert_eq!(step.houses, vec![House::new(0), House::new(18)]);
    assert_eq!(
        step.eliminations,
        elims(9, "r2c1:6 r2c2:6 r2c3:6 r3c1:6 r3c2:6 r3c3:6")
    );
    assert!(text(&step, 9).starts_with("Claiming 6 in r1c1 r1c2 (row 1, box 1): r2c1<>6"));
    // In two boxes: nothing.
    let row1 = row_but(9, 1, &[1, 4]);
    let row1: Vec<&str> = row1.iter().map(String::as_str).collect();
    assert_stuck(&classic(&[(&row1, &[6])]));
}

#[test]
fn intersection_of_an_extra_house_and_a_box() {
    let diagonal: Vec<Cell> = (0..9).map(|i| Cell::new(i * 10)).collect();
    let layout = Arc::new(Layout::with_extra_houses(BoxShape::CLASSIC, &[diagonal]).unwrap());
    let rest = ["r3c3", "r4c4", "r5c5", "r6c6", "r7c7", "r8c8", "r9c9"];
    let state = classic(&[(&rest, &[6])]);
    let Hint::Step(step) = hint_on(&layout, &state) else {
        panic!("a step")
    };
    assert_eq!(step.technique, Technique::Intersection);
    assert_eq!(step.rating, Rating::from_tenths(28));
    assert_eq!(
        text(&step, 9),
        "Intersection 6 in r1c1 r2c2 (house 28, box 1): r1c2<>6, r1c3<>6, r2c1<>6, r2c3<>6, \
         r3c1<>6, r3c2<>6"
    );
    // A house with fewer cells than numbers need not hold the number: it confines nothing.
    let short = vec![vec![cell(9, "r1c1"), cell(9, "r2c2"), cell(9, "r5c5")]];
    let layout = Arc::new(Layout::with_extra_houses(BoxShape::CLASSIC, &short).unwrap());
    let state = classic(&[(&["r5c5"], &[6])]);
    assert_eq!(hint_on(&layout, &state), Hint::Done(Outcome::Stuck));
}

/// Every step an explanation with `rules` lists at the start of `state`, checked.
fn all_with(state: &Candidates, rules: crate::Rules) -> Vec<Step> {
    let layout = Layout::shared(state.shape());
    let config = crate::Config::default().with_rules(rules);
    let mut explainer = Explainer::from_candidates_with_layout(Arc::clone(&layout), state)
        .expect("same shape")
        .with_config(config);
    let steps = explainer.all_steps();
    for step in &steps {
        verify(&layout, state, std::slice::from_ref(step)).expect("the checker accepts it");
    }
    steps
}

#[test]
fn a_pointing_that_leaves_a_single_in_a_box_is_direct() {
    // 5 in box 1 only in r1c1, r1c2 (row 1): it leaves r1c4..r1c9. In box 2, 5 is then left
    // only in r2c5: a hidden single, so the pointing is direct (1.7).
    let mut cells: Vec<String> = ["r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3", "r1c3"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    cells.extend(
        ["r2c4", "r2c6", "r3c4", "r3c5", "r3c6"]
            .iter()
            .map(|s| s.to_string()),
    );
    let names: Vec<&str> = cells.iter().map(String::as_str).collect();
    let state = classic(&[(&names, &[5])]);
    let steps = all_with(&state, crate::Rules::EXPLAIN);
    let direct: Vec<&Step> = steps
        .iter()
        .filter(|s| s.technique == Technique::DirectPointing)
        .collect();
    assert_eq!(direct.len(), 1, "{steps:#?}");
    assert_eq!(direct[0].rating, Rating::from_tenths(17));
    assert_eq!(direct[0].houses, vec![House::new(18), House::new(0)]);
    // Without the direct family, the same pattern is a plain pointing.
    let plain = all_with(&state, crate::Rules::EXPLAIN.without(crate::Rules::DIRECT));
    assert!(plain.iter().all(|s| !s.technique.is_direct()));
    assert!(
        plain
            .iter()
            .any(|s| s.technique == Technique::Pointing && s.houses == direct[0].houses)
    );
    // The checker: called direct where no single follows, it is rejected.
    let lone = classic(&[(&names[..7], &[5])]);
    let layout = Layout::shared(BoxShape::CLASSIC);
    let mut wrong = direct[0].clone();
    wrong
        .eliminations
        .retain(|&(c, _)| lone.get(c).contains(Number::from_value(5)));
    assert!(verify(&layout, &lone, std::slice::from_ref(&wrong)).is_err());
}
