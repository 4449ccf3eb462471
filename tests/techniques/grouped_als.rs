//! Grouped chains and loops through ALS nodes (family `grouped`): an almost locked set entered
//! on one number and left on another, a Grouped AIC and a Grouped Continuous Nice Loop worked
//! out by hand; the checker re-deriving each ALS link and rejecting a broken one.

use super::*;

use sudograph::trace::PatternSet;

const GROUPED: Rules = Rules::GROUPED;

/// Grouped AIC over 6 and 4, through the almost locked set r5c1, r5c2 (numbers 2, 4, 6):
///
/// ```text
/// (6)r3c3 = (6)r5c3 - (6=4)ALS:r5c12 - (4)r5c5 = (4)r3c5
/// ```
///
/// Column 3 holds 6 only at r3c3 and r5c3, column 5 holds 4 only at r3c5 and r5c5; r5c1 and
/// r5c2 hold only 2, 4 and 6. If r3c3 is not 6, r5c3 is, which sees both 6s of the set: the
/// set loses 6 and its two cells hold 2 and 4, so row 5's 4 is in the set, not in r5c5, and
/// r3c5 is 4. So r3c3 is 6 or r3c5 is 4: r3c3 loses 4 and r3c5 loses 6 (each sees the other
/// end, row 3). No chain without the set says it: no cell holds two numbers only. Rating: as
/// the ALS techniques, 8.5 + the length bonus of its six nodes and the set's two cells (8: 0.2).
fn als_chain(broken: bool) -> Candidates {
    // An 8 in r5c1: two cells, four numbers, no longer an almost locked set.
    let set = if broken { "2468" } else { "246" };
    Marks::new()
        .cells(&[("r5c1", set), ("r5c2", "246")])
        .only(6, col(3), &["r3c3", "r5c3"])
        .only(4, col(5), &["r3c5", "r5c5"])
        .done()
}

const ALS_CHAIN: [(&str, usize); 2] = [("r3c3", 4), ("r3c5", 6)];

fn the_set() -> PatternSet {
    PatternSet::new([cell("r5c1"), cell("r5c2")], numbers("246"))
}

#[test]
fn a_grouped_aic_goes_through_an_almost_locked_set() {
    let all = steps(&als_chain(false), GROUPED);
    let step = expect(&all, Technique::GroupedAic, 87, &ALS_CHAIN);
    assert_eq!(step.sets, vec![the_set()]);
    let text = step.display(9).to_string();
    assert!(
        [
            "Grouped AIC (6)r3c3 = (6)r5c3 - (6=4)ALS:r5c12 - (4)r5c5 = (4)r3c5 \
             => r3c3<>4, r3c5<>6",
            "Grouped AIC (4)r3c5 = (4)r5c5 - (4=6)ALS:r5c12 - (6)r5c3 = (6)r3c3 \
             => r3c3<>4, r3c5<>6",
        ]
        .contains(&text.as_str()),
        "{text}"
    );
    // The set's nodes: each number at its places in the set, the second true.
    let places: Vec<(Vec<Cell>, bool)> = (step.chain.iter())
        .filter(|n| n.cells().len() == 2)
        .map(|n| (n.cells().to_vec(), n.on))
        .collect();
    let both = vec![cell("r5c1"), cell("r5c2")];
    assert_eq!(places, vec![(both.clone(), false), (both, true)]);
    // The cells of the step: the chain's and the set's.
    assert!(step.cells.contains(&cell("r5c1")) && step.cells.contains(&cell("r5c3")));
    // Not an almost locked set: nothing removes them.
    let broken = steps(&als_chain(true), GROUPED);
    let gone = elims(&ALS_CHAIN);
    assert!(
        (broken.iter())
            .filter(|s| s.technique.is_chain() || s.technique.is_cycle())
            .all(|s| !s.eliminations.iter().any(|e| gone.contains(e))),
        "{broken:?}"
    );
    // Explanations by default do not look for them.
    assert_none(
        &als_chain(false),
        Rules::EXPLAIN,
        &[Technique::GroupedAic, Technique::GroupedContinuousNiceLoop],
    );
}

/// Grouped Continuous Nice Loop over 4 and 6 through the same set:
///
/// ```text
/// (4)r1c3 - (6)r1c3 = (6)r5c3 - (6=4)ALS:r5c12 - (4)r6c3 = (4)r1c3
/// ```
///
/// Column 3 holds 6 only at r1c3 and r5c3, and 4 only at r1c3 and r6c3; r5c1 and r5c2 hold
/// only 2, 4 and 6. Round the loop each weak link has exactly one true end, and so has each
/// strong link: the set lacks exactly one of 6 and 4, so holds 2. What goes:
///
/// - 4 and 6 of r1c3 (one cell): its other numbers, 1, 2, 3, 5, 7, 8, 9;
/// - 6 of r5c3 and the set's 6s (r5c1, r5c2): 6 from r5c4..r5c9 and r4c1, r4c2, r6c1, r6c2
///   (r4c3, r6c3 lost it to column 3);
/// - the set's 4s and 4 of r6c3 (box 4): 4 from r4c1, r4c2, r6c1, r6c2;
/// - the set's 2, locked: 2 from every cell seeing r5c1 and r5c2, r5c3..r5c9 and r4c1, r4c2,
///   r4c3, r6c1, r6c2, r6c3.
///
/// Rating: as the chain, 8.5 + the length bonus of its six nodes and the set's two cells (8:
/// 0.2).
fn als_loop() -> Candidates {
    Marks::new()
        .cells(&[("r5c1", "246"), ("r5c2", "246")])
        .only(6, col(3), &["r1c3", "r5c3"])
        .only(4, col(3), &["r1c3", "r6c3"])
        .done()
}

fn als_loop_eliminations() -> Vec<(&'static str, usize)> {
    let mut out: Vec<(&str, usize)> = [1, 2, 3, 5, 7, 8, 9].map(|d| ("r1c3", d)).to_vec();
    let box_4 = ["r4c1", "r4c2", "r6c1", "r6c2"];
    let row_5 = ["r5c4", "r5c5", "r5c6", "r5c7", "r5c8", "r5c9"];
    out.extend(row_5.iter().chain(&box_4).map(|&c| (c, 6)));
    out.extend(box_4.iter().map(|&c| (c, 4)));
    let twos = ["r5c3", "r4c3", "r6c3"];
    out.extend(row_5.iter().chain(&box_4).chain(&twos).map(|&c| (c, 2)));
    out
}

#[test]
fn a_grouped_loop_through_an_almost_locked_set_removes_what_the_set_locks() {
    let state = als_loop();
    let all = steps(&state, GROUPED);
    let step = expect(
        &all,
        Technique::GroupedContinuousNiceLoop,
        87,
        &als_loop_eliminations(),
    );
    assert_eq!(step.chain.len(), 6);
    assert_eq!(step.sets, vec![the_set()]);
    assert_eq!(step.numbers, numbers("46"));
}

#[test]
fn the_checker_rechecks_each_als_node() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let rejected = |state: &Candidates, step: &Step| {
        verify(&layout, state, [step])
            .expect_err("rejected")
            .problem
    };
    let state = als_chain(false);
    let step = expect(
        &steps(&state, GROUPED),
        Technique::GroupedAic,
        87,
        &ALS_CHAIN,
    );
    // The same step where r5c1 also holds 8: not an almost locked set.
    assert!(matches!(
        rejected(&als_chain(true), &step),
        Problem::PatternFails(_)
    ));
    // A set that is not the one of the link: other cells, other numbers, or none at all.
    let mut moved = step.clone();
    moved.sets = vec![PatternSet::new(
        [cell("r5c1"), cell("r5c3")],
        numbers("123456789"),
    )];
    assert!(matches!(rejected(&state, &moved), Problem::PatternFails(_)));
    let mut numbered = step.clone();
    numbered.sets = vec![PatternSet::new(
        [cell("r5c1"), cell("r5c2")],
        numbers("2467"),
    )];
    assert!(matches!(
        rejected(&state, &numbered),
        Problem::PatternFails(_)
    ));
    let mut missing = step.clone();
    missing.sets.clear();
    assert!(matches!(rejected(&state, &missing), Problem::Malformed(_)));
    let mut extra = step.clone();
    extra.sets.push(the_set());
    assert!(matches!(rejected(&state, &extra), Problem::Malformed(_)));
    // A node of the set cut to one of its places: its number is in both cells.
    let mut cut = step.clone();
    for node in &mut cut.chain {
        if node.cells().len() == 2 && !node.on {
            *node = Node::cell(cell("r5c1"), node.number, node.link, node.on);
        }
    }
    assert!(matches!(rejected(&state, &cut), Problem::PatternFails(_)));
    // Rated as a Grouped AIC of groups alone.
    let mut rated = step.clone();
    rated.rating = Rating::from_tenths(74);
    assert!(matches!(rejected(&state, &rated), Problem::Rating { .. }));
    // An elimination the set does not justify: 2 of r5c4, which a chain does not remove.
    let mut far = step.clone();
    far.eliminations.push((cell("r5c4"), number(2)));
    assert!(matches!(
        rejected(&state, &far),
        Problem::Unjustified { .. }
    ));

    // The loop: the same set with an 8 in r5c1 does not lock 2.
    let state = als_loop();
    let step = expect(
        &steps(&state, GROUPED),
        Technique::GroupedContinuousNiceLoop,
        87,
        &als_loop_eliminations(),
    );
    let broken = Marks::new()
        .cells(&[("r5c1", "2468"), ("r5c2", "246")])
        .only(6, col(3), &["r1c3", "r5c3"])
        .only(4, col(3), &["r1c3", "r6c3"])
        .done();
    assert!(matches!(rejected(&broken, &step), Problem::PatternFails(_)));
    let mut missing = step.clone();
    missing.sets.clear();
    assert!(matches!(rejected(&state, &missing), Problem::Malformed(_)));
}

/// A chain may end in an ALS node: `(6)r5c3 = (6)r6c3 - (6=4)ALS:r5c12`.
///
/// Column 3 holds 6 only at r5c3 and r6c3; r5c3 holds only 4 and 6. If r5c3 is not 6, r6c3 is,
/// which sees both 6s of the set: the set holds 2 and 4, and r5c3, seeing both its 4s, is not
/// 4. Either way r5c3 is not 4 (HoDoKu's Grouped Discontinuous Nice Loop from r5c3 into the
/// set and back). Rating: 8.5 + the length bonus of four nodes and two cells (6: 0.1).
#[test]
fn a_grouped_aic_may_end_in_an_als_node() {
    let state = Marks::new()
        .cells(&[("r5c1", "246"), ("r5c2", "246"), ("r5c3", "46")])
        .only(6, col(3), &["r5c3", "r6c3"])
        .done();
    let all = steps(&state, GROUPED);
    let step = listed(
        &all,
        Technique::GroupedAic,
        86,
        "Grouped AIC (6)r5c3 = (6)r6c3 - (6=4)ALS:r5c12 => r5c3<>4",
    );
    assert_eq!(step.sets, vec![the_set()]);
}
