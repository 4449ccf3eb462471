//! Forcing chains (Nishio, cell and region) on the chains' pencilmark states.

use super::chains::{SKYSCRAPER, XY_WING, skyscraper, xy_wing};
use super::*;

/// Each of the Skyscraper's eliminations is also a Nishio contradiction: 1 in r2c2 (say)
/// removes the roofs' 1, so both bases, in one row, are 1. Forcing steps conclude one
/// candidate each.
#[test]
fn nishio_finds_the_skyscraper_one_candidate_at_a_time() {
    let all = steps(&skyscraper(false), Rules::FORCING);
    for elimination in SKYSCRAPER {
        expect(&all, Technique::NishioForcingChain, 75, &[elimination]);
    }
    assert_eq!(of(&all, Technique::NishioForcingChain).len(), 4);
}

/// Static region forcing chains at the XY-Wing: every place of 9 in box 1 removes 4 from r2c1
/// (r2c1 = 9 itself; r3c2 = 9 makes r2c2 7 and r2c8 4; any other place makes r3c2 4), and so
/// does every place of 7 in row 2, and of other numbers in other houses. Each elimination of
/// the wing is listed once, by its simplest chain (the fewest nodes, the first found among
/// equals: 9 in box 1 for r2c1), and nothing else is; Nishio (one number at a time) sees none
/// of it.
#[test]
fn region_forcing_chains_at_an_xy_wing() {
    let all = steps(&xy_wing(false), Rules::FORCING);
    let found = of(&all, Technique::RegionForcingChain);
    let box_1: Vec<Cell> = [
        "r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3",
    ]
    .into_iter()
    .map(cell)
    .collect();
    let r2c1: Vec<_> = (found.iter())
        .filter(|s| s.eliminations == elims(&[("r2c1", 4)]))
        .collect();
    assert_eq!(r2c1.len(), 1, "r2c1<>4 listed once");
    let step = r2c1[0];
    assert!(
        step.cells == box_1 && step.numbers == numbers("9"),
        "{}",
        step.display(9)
    );
    assert!(
        step.rating >= Rating::from_tenths(80),
        "{}",
        step.display(9)
    );
    assert_eq!(found.len(), XY_WING.len(), "one step an elimination");
    let mut removed: Vec<_> = found.iter().flat_map(|s| s.eliminations.clone()).collect();
    removed.sort_by_key(|&(c, d)| (d, c));
    assert_eq!(removed, elims(&XY_WING));
    assert!(
        all.iter()
            .all(|s| s.technique != Technique::NishioForcingChain)
    );
}

/// Cell forcing chain: r5c5 {1,5,7}, with r4c6 {1,4} and r4c4 {4,7} in box 5 and r5c1 {4,5} in
/// row 5. r5c5 = 1 makes r4c6 4, = 5 makes r5c1 4, = 7 makes r4c4 4; 4 goes from every cell
/// seeing all three: r4c1..r4c3 (row 4, box 4) and r5c4, r5c6 (row 5, box 5), one step each.
#[test]
fn cell_forcing_chain_from_a_cell_of_three_candidates() {
    let cells = [
        ("r5c5", "157"),
        ("r4c6", "14"),
        ("r4c4", "47"),
        ("r5c1", "45"),
    ];
    let state = Marks::new().cells(&cells).done();
    let all = steps(&state, Rules::FORCING);
    let found = of(&all, Technique::CellForcingChain);
    for name in ["r4c1", "r4c2", "r4c3", "r5c4", "r5c6"] {
        let step = found
            .iter()
            .find(|s| s.eliminations == elims(&[(name, 4)]) && s.cells == [cell("r5c5")]);
        let step = step.unwrap_or_else(|| panic!("no cell forcing chain for {name}"));
        // Three branches, each starting at one of the cell's candidates.
        let starts = step.chain.iter().filter(|n| n.link == Link::Start);
        assert_eq!(starts.count(), 3);
        assert!(step.rating >= Rating::from_tenths(80));
        // Without its last branch (r5c5 = 7) the step proves nothing: rejected.
        let mut two = Step::clone(step);
        let last = two.chain.iter().rposition(|n| n.link == Link::Start);
        two.chain.truncate(last.unwrap());
        let layout = Layout::new(BoxShape::CLASSIC);
        let rejection = verify(&layout, &state, [&two]).expect_err("two branches of three");
        assert!(
            !matches!(rejection.problem, Problem::Rating { .. }),
            "{rejection}"
        );
    }
}
