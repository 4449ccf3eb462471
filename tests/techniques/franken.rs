//! Franken fish with an endo fin (listing only): a place of the number in two base houses,
//! counted as a fin.

use super::*;

/// Number 2 in three base houses, row 1, row 5 and box 3, which share r1c9 (row 1 and box 3):
/// row 1 holds 2 in r1c2 and r1c9, row 5 in r5c2 and r5c7, box 3 in r1c9, r2c9 and r3c7.
/// Covers: columns 2, 9 and 7 (in the order of the places they first cover). Were r1c9 not 2, the three base houses would hold 2 in three
/// different cells, all in the covers (r1c2 or r5c2 in c2, r5c7 or r3c7 in c7, r2c9 in c9),
/// one in each: the covers would lose 2 outside the base houses. Or r1c9 is 2. Only the cover
/// places seeing r1c9 lose 2 either way: r4c9, r6c9, r7c9, r8c9, r9c9 (column 9); the places of
/// columns 2 and 7 outside the base (r2c2, r4c7 …) do not see r1c9 and stay.
fn endo_fin() -> Candidates {
    Marks::new()
        .only(2, row(1), &["r1c2", "r1c9"])
        .only(2, row(5), &["r5c2", "r5c7"])
        .only(2, boxed(3), &["r1c9", "r2c9", "r3c7"])
        .done()
}

#[test]
fn an_endo_fin_keeps_only_the_removals_that_see_it() {
    let state = endo_fin();
    let all = steps(&state, Rules::FRANKEN);
    let gone = [
        ("r4c9", 2),
        ("r6c9", 2),
        ("r7c9", 2),
        ("r8c9", 2),
        ("r9c9", 2),
    ];
    let step = expect(&all, Technique::FinnedFrankenSwordfish, 44, &gone);
    assert_eq!(
        step.display(9).to_string(),
        "Finned Franken Swordfish 2 r1 r5 b3 / c2 c9 c7: r4c9<>2, r6c9<>2, r7c9<>2, r8c9<>2, \
         r9c9<>2"
    );
    // The cells: each place of 2 in the base houses once, r1c9 too.
    let cells: Vec<Cell> = ["r1c2", "r1c9", "r2c9", "r3c7", "r5c2", "r5c7"]
        .iter()
        .map(|c| cell(c))
        .collect();
    assert_eq!(step.cells, cells);
    // A removal not seeing the endo fin (r4c2, in column 2), or the fin itself: rejected.
    let layout = Layout::new(state.shape());
    let rejected = |s: &Step| verify(&layout, &state, std::slice::from_ref(s)).is_err();
    for extra in ["r4c2", "r1c9"] {
        let mut wrong = step.clone();
        wrong.eliminations.insert(0, (cell(extra), number(2)));
        assert!(rejected(&wrong), "{extra}");
    }
}

#[test]
fn a_second_fin_the_removals_do_not_see_leaves_nothing() {
    // 2 back in r1c5: a fin outside every cover that r4c9 … r9c9 do not see.
    let state = Marks(endo_fin()).add("r1c5", 2).done();
    let all = steps(&state, Rules::FRANKEN);
    let gone = |s: &&Step| s.eliminations.contains(&(cell("r4c9"), number(2)));
    let with_endo: Vec<String> = of(&all, Technique::FinnedFrankenSwordfish)
        .into_iter()
        .filter(gone)
        .map(|s| s.display(9).to_string())
        .filter(|t| t.contains("r1 r5 b3"))
        .collect();
    assert!(with_endo.is_empty(), "{with_endo:#?}");
}
