//! Full houses, hidden and naked singles, and the checker's view of which cells are placed.

use super::*;

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
        rating: crate::trace::scale::rating(technique, 1, crate::layout::HouseKind::Row),
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
        proof: None,
    };
    let full_r1c9 = step(Technique::FullHouse, 0, "r1c9", 4, &[("r6c9", 4)]);
    let naked_r1c8 = Step {
        houses: vec![House::new(0), House::new(9 + 7), House::new(18 + 2)],
        ..step(Technique::NakedSingle, 0, "r1c8", 1, &[("r5c8", 1)])
    };
    // r1c8 is open: the full house does not hold yet.
    let early = verify(&layout, &state, [&full_r1c9]);
    assert!(
        matches!(early, Err(e) if matches!(e.problem, crate::trace::Problem::PatternFails(_))),
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
