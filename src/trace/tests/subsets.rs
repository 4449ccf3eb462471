//! Naked and hidden subsets, from pairs to subsets of five and more.

use super::*;

#[test]
fn naked_subsets_of_two_to_four_cells() {
    // (cells and their candidates in row 4, technique, rating, eliminations)
    type Case = (
        &'static [(&'static str, &'static [usize])],
        Technique,
        u16,
        &'static str,
    );
    let cases: [Case; 3] = [
        (
            &[("r4c2", &[3, 7]), ("r4c6", &[3, 7])],
            Technique::NakedPair,
            30,
            "r4c1:3 r4c3:3 r4c4:3 r4c5:3 r4c7:3 r4c8:3 r4c9:3 \
             r4c1:7 r4c3:7 r4c4:7 r4c5:7 r4c7:7 r4c8:7 r4c9:7",
        ),
        (
            &[("r4c1", &[1, 2]), ("r4c5", &[2, 3]), ("r4c9", &[1, 3])],
            Technique::NakedTriple,
            36,
            "r4c2:1 r4c3:1 r4c4:1 r4c6:1 r4c7:1 r4c8:1 r4c2:2 r4c3:2 r4c4:2 r4c6:2 r4c7:2 \
             r4c8:2 r4c2:3 r4c3:3 r4c4:3 r4c6:3 r4c7:3 r4c8:3",
        ),
        (
            &[
                ("r4c1", &[1, 2]),
                ("r4c3", &[2, 3]),
                ("r4c5", &[3, 4]),
                ("r4c9", &[1, 4]),
            ],
            Technique::NakedQuad,
            50,
            "r4c2:1 r4c4:1 r4c6:1 r4c7:1 r4c8:1 r4c2:2 r4c4:2 r4c6:2 r4c7:2 r4c8:2 \
             r4c2:3 r4c4:3 r4c6:3 r4c7:3 r4c8:3 r4c2:4 r4c4:4 r4c6:4 r4c7:4 r4c8:4",
        ),
    ];
    for (cells, technique, tenths, expected) in cases {
        let mut state = Candidates::full(BoxShape::CLASSIC);
        for &(name, values) in cells {
            state.set(cell(9, name), numbers(values));
        }
        let step = step_at(&state);
        assert_eq!(step.technique, technique);
        assert_eq!(step.rating, Rating::from_tenths(tenths));
        assert_eq!(step.houses, vec![House::new(3)]);
        let pattern: Vec<Cell> = cells.iter().map(|&(c, _)| cell(9, c)).collect();
        assert_eq!(step.cells, pattern);
        assert_eq!(step.eliminations, elims(9, expected), "{technique}");
    }
    // Not a pair: {3,7} and {3,8}; nor {3,7} twice in cells sharing no house.
    let mut state = Candidates::full(BoxShape::CLASSIC);
    state.set(cell(9, "r4c2"), numbers(&[3, 7]));
    state.set(cell(9, "r4c6"), numbers(&[3, 8]));
    assert_stuck(&state);
    state.set(cell(9, "r4c6"), NumberSet::full(9));
    state.set(cell(9, "r5c6"), numbers(&[3, 7]));
    assert_stuck(&state);
}

#[test]
fn hidden_subsets_of_two_to_four_numbers() {
    // (numbers confined to positions of row 4, technique, rating)
    let cases: [(&[usize], &[usize], Technique, u16); 3] = [
        (&[3, 7], &[2, 6], Technique::HiddenPair, 34),
        (&[1, 2, 3], &[1, 5, 9], Technique::HiddenTriple, 40),
        (&[1, 2, 3, 4], &[1, 3, 5, 9], Technique::HiddenQuad, 54),
    ];
    for (values, positions, technique, tenths) in cases {
        let others = row_but(9, 4, positions);
        let others: Vec<&str> = others.iter().map(String::as_str).collect();
        let step = step_at(&classic(&[(&others, values)]));
        assert_eq!(step.technique, technique);
        assert_eq!(step.rating, Rating::from_tenths(tenths));
        assert_eq!(step.numbers, numbers(values));
        let pattern: Vec<Cell> = positions.iter().map(|&c| Cell::new(27 + c - 1)).collect();
        assert_eq!(step.cells, pattern);
        // Every other number leaves the pattern's cells.
        let mut expected: Vec<(Cell, Number)> = (1..=9)
            .filter(|d| !values.contains(d))
            .flat_map(|d| pattern.iter().map(move |&c| (c, Number::from_value(d))))
            .collect();
        expected.sort_by_key(|&(c, d)| (d, c));
        assert_eq!(step.eliminations, expected, "{technique}");
    }
    // 3 in two places but 7 in three: no hidden pair, and nothing else.
    let others = row_but(9, 4, &[2, 6, 9]);
    let others: Vec<&str> = others.iter().map(String::as_str).collect();
    assert_stuck(&classic(&[(&others, &[3, 7]), (&["r4c9"], &[3])]));
}

#[test]
fn a_subset_is_reported_in_the_view_that_rates_lower() {
    // Five cells of row 4 hold only 1-5: a naked quint (5.5), which is also 6-9 confined to the
    // other four cells, a hidden quad (5.4): the quad is reported, removing the same candidates.
    let five = ["r4c1", "r4c2", "r4c3", "r4c4", "r4c5"];
    let step = step_at(&classic(&[(&five, &[6, 7, 8, 9])]));
    assert_eq!(step.technique, Technique::HiddenQuad);
    assert_eq!(step.numbers, numbers(&[6, 7, 8, 9]));
    let expected: Vec<String> = (1..=5)
        .flat_map(|d| (6..=9).map(move |c| format!("r4c{c}:{d}")))
        .collect();
    assert_eq!(step.eliminations, elims(9, &expected.join(" ")));
}

#[test]
fn subsets_of_five_and_more_in_a_16x16_grid() {
    let shape = BoxShape::new(4, 4).unwrap();
    let five: Vec<String> = (1..=5).map(|c| format!("r1c{c}")).collect();
    let five: Vec<&str> = five.iter().map(String::as_str).collect();
    let rest = row_but(16, 1, &[1, 2, 3, 4, 5]);
    let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
    let high: Vec<usize> = (6..=16).collect();
    let low: Vec<usize> = (1..=5).collect();

    // Five cells with 1-5 only: a naked subset of five (5.5) beats the hidden eleven (8.9).
    let step = step_at(&without(shape, &[(&five, &high)]));
    assert_eq!(step.technique, Technique::NakedSubset);
    assert_eq!(step.rating, Rating::from_tenths(55));
    assert_eq!((step.cells.len(), step.numbers), (5, numbers(&low)));
    assert_eq!(step.eliminations.len(), 5 * 11);
    assert!(
        step.eliminations
            .iter()
            .all(|&(c, d)| c.index() >= 5 && d.value() <= 5)
    );
    assert!(text(&step, 16).starts_with("Naked subset {1,2,3,4,5} in r1c1 r1c2 r1c3 r1c4 r1c5"));

    // 1-5 with no place but those five cells: a hidden subset of five (5.9).
    let step = step_at(&without(shape, &[(&rest, &low)]));
    assert_eq!(step.technique, Technique::HiddenSubset);
    assert_eq!(step.rating, Rating::from_tenths(59));
    assert_eq!(step.numbers, numbers(&low));
    assert_eq!(step.eliminations.len(), 5 * 11);
    assert!(
        step.eliminations
            .iter()
            .all(|&(c, d)| c.index() < 5 && d.value() > 5)
    );

    // With subsets bounded at four, neither is seen.
    let bounded = crate::Config::default().with_max_size(Some(4));
    let state = without(shape, &[(&five, &high)]);
    let mut explainer = Explainer::from_candidates(&state).with_config(bounded);
    assert_eq!(explainer.hint(), Hint::Done(Outcome::Stuck));
}
