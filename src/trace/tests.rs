//! Each technique on a hand-made state where it is the simplest step, with its eliminations
//! spelled out, and on states where it must not fire.

use std::sync::Arc;

use crate::io::Candidates;
use crate::layout::{BoxShape, Cell, House, Layout, Number, NumberSet};

use super::{Explainer, Hint, Outcome, Rating, Step, Technique, verify};

/// A cell written `r4c2` in a grid of side `n`.
fn cell(n: usize, name: &str) -> Cell {
    let (r, c) = name[1..].split_once('c').expect("rXcY");
    let (r, c): (usize, usize) = (r.parse().expect("row"), c.parse().expect("column"));
    Cell::new((r - 1) * n + c - 1)
}

fn numbers(values: &[usize]) -> NumberSet {
    values.iter().map(|&v| Number::from_value(v)).collect()
}

/// Every candidate everywhere, then `numbers` removed from each cell listed.
fn without(shape: BoxShape, removals: &[(&[&str], &[usize])]) -> Candidates {
    let n = shape.side();
    let mut state = Candidates::full(shape);
    for &(cells, values) in removals {
        for name in cells {
            let c = cell(n, name);
            state.set(c, state.get(c) - numbers(values));
        }
    }
    state
}

fn classic(removals: &[(&[&str], &[usize])]) -> Candidates {
    without(BoxShape::CLASSIC, removals)
}

/// The cells of row `r` (1-based) of a grid of side `n`, but those listed.
fn row_but(n: usize, r: usize, but: &[usize]) -> Vec<String> {
    (1..=n)
        .filter(|c| !but.contains(c))
        .map(|c| format!("r{r}c{c}"))
        .collect()
}

/// Eliminations written `r4c1:3`, sorted as steps list them (by number, then cell).
fn elims(n: usize, list: &str) -> Vec<(Cell, Number)> {
    let mut out: Vec<_> = list
        .split_whitespace()
        .map(|e| {
            let (c, d) = e.split_once(':').expect("cell:number");
            (cell(n, c), Number::from_value(d.parse().expect("number")))
        })
        .collect();
    out.sort_by_key(|&(c, d)| (d, c));
    out
}

/// The simplest step at `state` on `layout`, checked by the independent checker.
fn hint_on(layout: &Arc<Layout>, state: &Candidates) -> Hint {
    let mut explainer =
        Explainer::from_candidates_with_layout(Arc::clone(layout), state).expect("same shape");
    let hint = explainer.hint();
    if let Hint::Step(step) = &hint {
        verify(layout, state, std::slice::from_ref(step)).expect("the checker accepts it");
    }
    hint
}

fn step_at(state: &Candidates) -> Step {
    match hint_on(&Layout::shared(state.shape()), state) {
        Hint::Step(step) => step,
        Hint::Done(outcome) => panic!("no step: {outcome:?}"),
    }
}

/// The hint at `state` with finned fish on (not a default of explanations).
fn finned_step_at(state: &Candidates) -> Step {
    let rules = crate::Rules::EXPLAIN.with(crate::Rules::FINNED);
    let config = crate::Config::default().with_rules(rules);
    let mut explainer = Explainer::from_candidates(state).with_config(config);
    match explainer.hint() {
        Hint::Step(step) => step,
        Hint::Done(outcome) => panic!("no step: {outcome:?}"),
    }
}

fn text(step: &Step, n: usize) -> String {
    step.display(n).to_string()
}

fn assert_stuck(state: &Candidates) {
    let hint = hint_on(&Layout::shared(state.shape()), state);
    assert_eq!(hint, Hint::Done(Outcome::Stuck));
}

/// Places each value, removing it from the cell's peers: filled cells as people see them.
fn place(state: &mut Candidates, layout: &Layout, placements: &[(&str, usize)]) {
    let n = layout.side();
    for &(name, value) in placements {
        let (c, d) = (cell(n, name), Number::from_value(value));
        state.set(c, NumberSet::single(d));
        for peer in layout.peers(c).iter() {
            state.set(peer, state.get(peer) - NumberSet::single(d));
        }
    }
}

#[test]
fn full_house_places_the_last_open_cell_of_a_house() {
    let layout = Layout::shared(BoxShape::CLASSIC);
    let mut state = Candidates::full(BoxShape::CLASSIC);
    let row: Vec<(String, usize)> = (1..=8).map(|c| (format!("r1c{c}"), c)).collect();
    let row: Vec<(&str, usize)> = row.iter().map(|(c, v)| (c.as_str(), *v)).collect();
    place(&mut state, &layout, &row);
    let step = step_at(&state);
    assert_eq!(step.technique, Technique::FullHouse);
    assert_eq!(step.rating, Rating::from_tenths(10));
    assert_eq!(step.houses, vec![House::new(0)]);
    assert_eq!(
        step.placements,
        vec![(cell(9, "r1c9"), Number::from_value(9))]
    );
    let peers = "r2c7:9 r2c8:9 r2c9:9 r3c7:9 r3c8:9 r3c9:9 r4c9:9 r5c9:9 r6c9:9 r7c9:9 r8c9:9 \
                 r9c9:9";
    assert_eq!(step.eliminations, elims(9, peers));
    assert_eq!(
        text(&step, 9),
        "Full house in row 1: r1c9=9, r2c7<>9, r2c8<>9, r2c9<>9, r3c7<>9, r3c8<>9, r3c9<>9, \
         r4c9<>9, r5c9<>9, r6c9<>9, r7c9<>9, r8c9<>9, r9c9<>9"
    );

    // Two open cells: no full house (row 1 confining 8 to box 3 comes first).
    let mut state = Candidates::full(BoxShape::CLASSIC);
    place(&mut state, &layout, &row[..7]);
    let step = step_at(&state);
    assert_eq!(step.technique, Technique::Claiming);
    assert_eq!(step.houses, vec![House::new(0), House::new(20)]);
}

#[test]
fn hidden_single_in_a_box_places_the_number_and_clears_the_cell_and_its_lines() {
    let box5_but_center = [
        "r4c4", "r4c5", "r4c6", "r5c4", "r5c6", "r6c4", "r6c5", "r6c6",
    ];
    let state = classic(&[(&box5_but_center, &[5])]);
    let step = step_at(&state);
    assert_eq!(step.technique, Technique::HiddenSingle);
    assert_eq!(step.rating, Rating::from_tenths(12));
    assert_eq!(step.houses, vec![House::new(22)]);
    let own = "r5c5:1 r5c5:2 r5c5:3 r5c5:4 r5c5:6 r5c5:7 r5c5:8 r5c5:9";
    let peers = "r1c5:5 r2c5:5 r3c5:5 r5c1:5 r5c2:5 r5c3:5 r5c7:5 r5c8:5 r5c9:5 r7c5:5 r8c5:5 \
                 r9c5:5";
    assert_eq!(step.eliminations, elims(9, &format!("{own} {peers}")));
    assert!(text(&step, 9).starts_with("Hidden single in box 5: r5c5=5, r1c5<>5, r2c5<>5,"));

    // Two places left: nothing to do at all.
    let state = classic(&[(&box5_but_center[1..], &[5])]);
    assert_stuck(&state);
}

#[test]
fn hidden_singles_rate_by_house_and_a_box_comes_before_a_line() {
    let row1 = row_but(9, 1, &[1]);
    let row1: Vec<&str> = row1.iter().map(String::as_str).collect();
    let state = classic(&[(&row1, &[1])]);
    let step = step_at(&state);
    assert_eq!(step.technique, Technique::HiddenSingle);
    assert_eq!(step.houses, vec![House::new(0)]);
    assert_eq!(step.rating, Rating::from_tenths(15));
    assert!(text(&step, 9).starts_with("Hidden single in row 1: r1c1=1, r2c1<>1, r2c2<>1"));

    // With a box single on the grid as well, the box single comes first.
    let box9 = [
        "r7c7", "r7c8", "r7c9", "r8c7", "r8c8", "r8c9", "r9c7", "r9c8",
    ];
    let state = classic(&[(&row1, &[1]), (&box9, &[4])]);
    let step = step_at(&state);
    assert_eq!(step.houses, vec![House::new(26)]);
    assert_eq!(
        step.placements,
        vec![(cell(9, "r9c9"), Number::from_value(4))]
    );

    // In an extra house (a diagonal), a hidden single rates as in a line.
    let diagonal: Vec<Cell> = (0..9).map(|i| Cell::new(i * 10)).collect();
    let layout = Arc::new(Layout::with_extra_houses(BoxShape::CLASSIC, &[diagonal]).unwrap());
    let off_center = [
        "r1c1", "r2c2", "r3c3", "r4c4", "r6c6", "r7c7", "r8c8", "r9c9",
    ];
    let state = classic(&[(&off_center, &[6])]);
    let Hint::Step(step) = hint_on(&layout, &state) else {
        panic!("a step")
    };
    assert_eq!(step.technique, Technique::HiddenSingle);
    assert_eq!(step.houses, vec![House::new(27)]);
    assert_eq!(step.rating, Rating::from_tenths(15));
    assert_eq!(
        text(&step, 9).split(':').next(),
        Some("Hidden single in house 28")
    );
}

#[test]
fn naked_single_places_the_cells_one_candidate_and_clears_its_peers() {
    let state = classic(&[(&["r5c5"], &[1, 2, 3, 5, 6, 7, 8, 9])]);
    let step = step_at(&state);
    assert_eq!(step.technique, Technique::NakedSingle);
    assert_eq!(step.rating, Rating::from_tenths(23));
    let houses: Vec<usize> = step.houses.iter().map(|h| h.index()).collect();
    assert_eq!(houses, vec![4, 13, 22], "row 5, column 5, box 5");
    let peers = "r1c5:4 r2c5:4 r3c5:4 r4c4:4 r4c5:4 r4c6:4 r5c1:4 r5c2:4 r5c3:4 r5c4:4 r5c6:4 \
                 r5c7:4 r5c8:4 r5c9:4 r6c4:4 r6c5:4 r6c6:4 r7c5:4 r8c5:4 r9c5:4";
    assert_eq!(step.eliminations, elims(9, peers));
    assert!(text(&step, 9).starts_with("Naked single: r5c5=4, r1c5<>4, "));

    // Two candidates: no single, and nothing else either.
    assert_stuck(&classic(&[(&["r5c5"], &[1, 2, 3, 5, 7, 8, 9])]));
}

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

#[test]
fn all_steps_lists_every_step_each_holding_and_the_hint_among_them() {
    let text = std::fs::read_to_string("data/top1465.txt").expect("a data file");
    let mut listed = 0;
    let mut fish = 0;
    // Forcing chains, listed from every level (seconds a state with the nested ones), are
    // left to tests/hint_all.rs; the hint is compared with the list where it is of another
    // technique.
    let others = Technique::ALL.into_iter().filter(|t| !t.is_forcing());
    let options = super::ListOptions::default().with_techniques(others);
    for line in text.lines().take(40) {
        let puzzle: crate::Puzzle = line.parse().expect("a puzzle");
        let layout = Layout::shared(puzzle.shape());
        let mut explainer = Explainer::new(&puzzle);
        // The checker follows the explanation, so that it knows which cells steps placed.
        let start = explainer.engine().to_candidates();
        let mut checker = super::Checker::new(&layout, &start).expect("same shape");
        for _ in 0..60 {
            let all = explainer.list_steps(&options).steps;
            let Hint::Step(hint) = explainer.hint() else {
                assert!(all.is_empty(), "{line}: steps listed but no hint");
                break;
            };
            if !hint.technique.is_forcing() {
                assert!(all.contains(&hint), "{line}: the hint {hint:?} is listed");
                assert_eq!(
                    all[0].rating, hint.rating,
                    "{line}: the hint is the simplest"
                );
            }
            assert!(all.windows(2).all(|w| w[0].rating <= w[1].rating));
            for step in &all {
                checker
                    .clone()
                    .check(step.view())
                    .unwrap_or_else(|e| panic!("{line}: {e:?}: {step:?}"));
            }
            listed += all.len();
            fish += all.iter().filter(|s| s.technique.is_fish()).count();
            let taken = explainer.next().expect("the hint");
            checker.check(taken.view()).expect("the step taken holds");
        }
    }
    assert!(listed > 10_000 && fish > 0, "{listed} steps, {fish} fish");
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
        wrong.rating = super::scale::rating(named, 2, crate::layout::HouseKind::Row);
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

/// A solved grid's candidates, with `extra` (cell name, value) candidates added back.
fn solved_with(extra: &[(&str, usize)]) -> Candidates {
    let solution: crate::Puzzle =
        "378265914596814732142739568217386459854971623639542871785423196463197285921658347"
            .parse()
            .unwrap();
    let mut state = Candidates::from(&solution);
    for &(name, value) in extra {
        let c = cell(9, name);
        state.set(c, state.get(c) | numbers(&[value]));
    }
    state
}

#[test]
fn a_full_house_needs_every_other_cell_placed_by_a_step() {
    // r1c8 (1) and r1c9 (4) have one candidate each, but a peer still holds it: not given.
    let state = solved_with(&[("r5c8", 1), ("r6c9", 4)]);
    let layout = Layout::shared(BoxShape::CLASSIC);
    let step = |technique, house: usize, name: &str, value, eliminations: &[(&str, usize)]| Step {
        technique,
        rating: super::scale::rating(technique, 1, crate::layout::HouseKind::Row),
        houses: vec![House::new(house)],
        cells: vec![cell(9, name)],
        numbers: numbers(&[value]),
        eliminations: eliminations
            .iter()
            .map(|&(n, v)| (cell(9, n), Number::from_value(v)))
            .collect(),
        placements: vec![(cell(9, name), Number::from_value(value))],
        chain: Vec::new(),
        sets: Vec::new(),
    };
    let full_r1c9 = step(Technique::FullHouse, 0, "r1c9", 4, &[("r6c9", 4)]);
    let naked_r1c8 = Step {
        houses: vec![House::new(0), House::new(9 + 7), House::new(18 + 2)],
        ..step(Technique::NakedSingle, 0, "r1c8", 1, &[("r5c8", 1)])
    };
    // r1c8 is open: the full house does not hold yet.
    let early = verify(&layout, &state, [&full_r1c9]);
    assert!(
        matches!(early, Err(e) if matches!(e.problem, super::Problem::PatternFails(_))),
        "{early:?}"
    );
    // Once a step placed r1c8, it does.
    assert!(verify(&layout, &state, [&naked_r1c8, &full_r1c9]).is_ok());
    // A cell is placed once.
    let again = verify(&layout, &state, [&naked_r1c8, &full_r1c9, &full_r1c9]);
    assert!(again.is_err());
    // A placement that removes nothing is still a step: it announces the cell.
    let quiet = solved_with(&[("r5c8", 1)]);
    let naked_only = Step {
        eliminations: Vec::new(),
        ..naked_r1c8.clone()
    };
    let announced = Candidates::from(
        &"378265914596814732142739568217386459854971623639542871785423196463197285921658347"
            .parse::<crate::Puzzle>()
            .unwrap(),
    );
    assert!(verify(&layout, &quiet, [&naked_r1c8]).is_ok());
    assert!(
        verify(&layout, &announced, [&naked_only]).is_err(),
        "r1c8 is given there"
    );
}

#[test]
fn every_cell_of_a_solved_explanation_is_placed_by_a_step() {
    // Explanations used to count a cell down to one candidate that no peer held as placed,
    // without a step; the trace's check now fails such an ending.
    let text = std::fs::read_to_string("data/top1465.txt").expect("a data file");
    for line in text.lines().take(30) {
        let puzzle: crate::Puzzle = line.parse().expect("a puzzle");
        let givens = puzzle.cells().iter().filter(|c| c.is_some()).count();
        let trace = Explainer::new(&puzzle).explain();
        trace.verify().unwrap_or_else(|e| panic!("{line}: {e}"));
        if trace.outcome() == Outcome::Solved {
            let placed: usize = trace.steps().map(|s| s.placements.len()).sum();
            assert_eq!(placed + givens, 81, "{line}");
        }
    }
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
