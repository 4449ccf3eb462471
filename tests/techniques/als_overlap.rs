//! Almost locked sets sharing cells (HoDoKu's ALS overlap), listed by `hint --all` only: an
//! ALS-XY-Wing whose A and B share a cell, a Death Blossom whose petals share one, an
//! ALS-XY-Chain whose ends share one; the checker rejecting a restricted common placed in the
//! shared cell.
//!
//! The three states share a shape: X = r6c5 {2,7} is in a set of column 5 with r1c5 and in a
//! set of row 6 with r6c1. Each pattern ends with "one of those two sets holds 2", and 2's one
//! place in both is X, so 2 goes from X's peers outside the sets: r6c2, r6c3, r6c4, r6c6,
//! r6c7, r6c8, r6c9 (row 6), r2c5, r3c5, r4c5, r5c5, r7c5, r8c5, r9c5 (column 5) and r4c4,
//! r4c6, r5c4, r5c6 (box 5), eighteen cells, all with nine candidates. Ratings count each
//! set's cells, the shared one once per set.

use super::*;

/// X's peers outside the sets, each losing 2.
fn x_peers() -> Vec<(&'static str, usize)> {
    let names = [
        "r6c2", "r6c3", "r6c4", "r6c6", "r6c7", "r6c8", "r6c9", "r2c5", "r3c5", "r4c5", "r5c5",
        "r7c5", "r8c5", "r9c5", "r4c4", "r4c6", "r5c4", "r5c6",
    ];
    names.iter().map(|&c| (c, 2)).collect()
}

/// C = r1c1 {5,9}; A = r1c5 {5,7}, r6c5 {2,7} (column 5); B = r6c1 {7,9}, r6c5 {2,7} (row 6).
/// 5 is restricted between A and C (r1c5 and r1c1, row 1), 9 between B and C (r6c1 and r1c1,
/// column 1). C is 5 or 9: if 5, r1c5 is 7 and r6c5 is 2; if 9, r6c1 is 7 and r6c5 is 2. As a
/// Death Blossom, r1c1 is the stem, A its 5's petal and B its 9's. Broken: r6c5 holds a 9 too,
/// which does not see r1c1, so B is restricted with C on 9 no more (and no petal of 9).
fn wing(broken: bool) -> Candidates {
    let x = if broken { "279" } else { "27" };
    let cells = [("r1c1", "59"), ("r1c5", "57"), ("r6c5", x), ("r6c1", "79")];
    Marks::new().cells(&cells).done()
}

/// Whether two of a step's sets share a cell.
fn overlapping(step: &Step) -> bool {
    let mut cells: Vec<Cell> = step.sets.iter().flat_map(|s| s.cells().to_vec()).collect();
    let count = cells.len();
    cells.sort_unstable();
    cells.dedup();
    cells.len() < count
}

/// The steps of `technique` at `state` removing 2 from X's peers, printed.
fn removing_x_peers(state: &Candidates, technique: Technique) -> Vec<String> {
    let all = steps(state, Rules::ALS);
    let wanted = elims(&x_peers());
    (of(&all, technique).iter())
        .filter(|s| s.eliminations == wanted)
        .map(|s| s.display(9).to_string())
        .collect()
}

#[test]
fn als_xy_wing_sets_a_and_b_may_share_a_cell() {
    let all = steps(&wing(false), Rules::ALS);
    // 5 cells (r6c5 twice) and 3 sets: 8.5 + the length bonus of 8 = 8.7.
    let step = listed(
        &all,
        Technique::AlsXyWing,
        87,
        "ALS-XY-Wing: A=r1c5,r6c5 {2,5,7}, B=r6c1,r6c5 {2,7,9}, C=r1c1 {5,9}, X,Y=5,9, Z=2 => \
         r2c5<>2, r3c5<>2, r4c4<>2, r4c5<>2, r4c6<>2, r5c4<>2, r5c5<>2, r5c6<>2, r6c2<>2, \
         r6c3<>2, r6c4<>2, r6c6<>2, r6c7<>2, r6c8<>2, r6c9<>2, r7c5<>2, r8c5<>2, r9c5<>2",
    );
    assert_eq!(step.eliminations, elims(&x_peers()));
    assert!(overlapping(&step));
    assert_eq!(
        step.cells,
        ["r1c1", "r1c5", "r6c1", "r6c5"].map(cell).to_vec()
    );
    // (The state also has the XY-Wing r1c1, r1c5, r6c1 removing r6c5's 7, broken or not.)
    assert!(removing_x_peers(&wing(true), Technique::AlsXyWing).is_empty());
}

#[test]
fn death_blossom_petals_may_share_a_cell() {
    let all = steps(&wing(false), Rules::ALS);
    // The stem, 2 + 2 petal cells and 3 sets: 8 nodes, 8.7.
    let step = expect(&all, Technique::DeathBlossom, 87, &x_peers());
    assert!(overlapping(&step));
    assert_eq!(step.sets[0].cells(), &[cell("r1c1")]);
    assert!(removing_x_peers(&wing(true), Technique::DeathBlossom).is_empty());
    // The checker: an elimination not seeing r6c5 (r1c2 sees only r1c5 and r1c1).
    let layout = Layout::new(BoxShape::CLASSIC);
    let mut wrong = step;
    wrong.eliminations.push((cell("r1c2"), number(2)));
    assert!(matches!(
        verify(&layout, &wing(false), [&wrong]).map_err(|r| r.problem),
        Err(Problem::Unjustified { .. })
    ));
}

/// r1c5 {3,7}, r6c5 {2,7}, r1c2 {3,6}, r7c2 {6,9}, r7c1 {4,9}, r6c1 {4,7}. The chain listed:
/// A = r6c5 {2,7} -7- B = r1c2, r1c5 {3,6,7} (row 1; 7 in r1c5, column 5 with r6c5) -6- C =
/// r7c1, r7c2 {4,6,9} (row 7; 6 in r1c2 and r7c2, column 2) -4- D = r6c1, r6c5 {2,4,7} (row
/// 6; 4 in r7c1 and r6c1, column 1). If A has no 2, r6c5 is 7, B lacks 7 and holds 3 and 6, C
/// lacks 6 and holds 4 and 9, D lacks 4 and holds 2 and 7: 2 is in A or D, whose one place of
/// 2 is r6c5 in both. A lies inside D: the link D-C is on 4 and C-B on 6, not on a number of
/// r6c5. 7 cells and 4 sets, 8.8. No ALS-XZ or ALS-XY-Wing of the state removes those 2s (r6c5
/// holds A and D's common numbers, 2 and 7, so they are not restricted).
fn chain(broken: bool) -> Candidates {
    // Broken: r7c1 with a 5, so r7c1, r7c2 hold four numbers and r7c1 alone three.
    let d = if broken { "459" } else { "49" };
    let cells = [
        ("r1c5", "37"),
        ("r6c5", "27"),
        ("r1c2", "36"),
        ("r7c2", "69"),
        ("r7c1", d),
        ("r6c1", "47"),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn als_xy_chain_ends_may_share_a_cell() {
    let all = steps(&chain(false), Rules::ALS);
    let step = listed(
        &all,
        Technique::AlsXyChain,
        88,
        "ALS-XY-Chain: A=r6c5 {2,7} -7- B=r1c2,r1c5 {3,6,7} -6- C=r7c1,r7c2 {4,6,9} -4- \
         D=r6c1,r6c5 {2,4,7}, Z=2 => r2c5<>2, r3c5<>2, r4c4<>2, r4c5<>2, r4c6<>2, r5c4<>2, \
         r5c5<>2, r5c6<>2, r6c2<>2, r6c3<>2, r6c4<>2, r6c6<>2, r6c7<>2, r6c8<>2, r6c9<>2, \
         r7c5<>2, r8c5<>2, r9c5<>2",
    );
    assert_eq!(step.eliminations, elims(&x_peers()));
    assert!(overlapping(&step));
    let shorter = (all.iter())
        .filter(|s| matches!(s.technique, Technique::AlsXz | Technique::AlsXyWing))
        .any(|s| {
            x_peers()
                .iter()
                .all(|&(c, d)| s.eliminations.contains(&(cell(c), number(d))))
        });
    assert!(!shorter, "no ALS-XZ or ALS-XY-Wing does it");
    assert_eq!(
        removing_x_peers(&chain(false), Technique::AlsXyChain).len(),
        1,
        "once"
    );
    let broken = removing_x_peers(&chain(true), Technique::AlsXyChain);
    assert!(broken.is_empty(), "{broken:#?}");
}

#[test]
fn the_checker_rejects_a_restricted_common_in_the_shared_cell() {
    // A = r1c5, r6c5 {2,5,7} and B = r6c1, r6c5 {2,7,9} claimed restricted on 7: each set's 7
    // in r6c5 is the same place, so one 7 in r6c5 would sit in both: not restricted.
    let state = wing(false);
    let set = |cells: &[&str], digits| {
        sudograph::trace::PatternSet::new(cells.iter().map(|&c| cell(c)), numbers(digits))
    };
    let bogus = Step {
        technique: Technique::AlsXz,
        rating: Rating::from_tenths(86),
        houses: Vec::new(),
        cells: ["r1c5", "r6c1", "r6c5"].map(cell).to_vec(),
        numbers: numbers("7"),
        eliminations: elims(&[("r6c6", 2)]),
        placements: Vec::new(),
        chain: Vec::new(),
        sets: vec![set(&["r1c5", "r6c5"], "257"), set(&["r6c1", "r6c5"], "279")],
        proof: None,
    };
    let layout = Layout::new(BoxShape::CLASSIC);
    assert!(matches!(
        verify(&layout, &state, [&bogus]).map_err(|r| r.problem),
        Err(Problem::PatternFails(_))
    ));
    // The step's cells must be its sets' (each once).
    let mut wrong = bogus;
    wrong.cells.push(cell("r6c5"));
    assert!(matches!(
        verify(&layout, &state, [&wrong]).map_err(|r| r.problem),
        Err(Problem::Malformed(_))
    ));
}
