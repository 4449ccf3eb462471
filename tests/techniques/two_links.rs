//! Chains of two strong links as `hint --all` lists them: every instance, and the duals
//! (Dual 2-String Kite, Dual Empty Rectangle) worked out by hand, the checker rejecting
//! tampered duals.

use super::*;

/// Dual 2-String Kite on 1: box 1 holds 1 at r1c3, r2c2 and r3c1; r1c3 and r3c1 each end a
/// conjugate pair in a row and one in a column:
///
/// ```text
/// row 3: r3c1 = r3c7     column 3: r1c3 = r7c3
/// row 1: r1c3 = r1c8     column 1: r3c1 = r9c1
/// ```
///
/// Two Kites go through the two cells r3c1 and r1c3 (which see each other in box 1):
///
/// - `r1c8 =1= r1c3 -1- r3c1 =1= r9c1`: r1c8 or r9c1 holds 1, so r9c8 (seeing both) does not;
/// - `r7c3 =1= r1c3 -1- r3c1 =1= r3c7`: r7c3 or r3c7 holds 1, so r7c7 does not.
///
/// ```text
/// r7c7<>1, r9c8<>1
/// ```
///
/// HoDoKu lists them as one step with both eliminations, rated as a Kite (a row and a column:
/// 4.0 + 0.1).
fn dual_kite() -> Candidates {
    Marks::new()
        .only(1, row(3), &["r3c1", "r3c7"])
        .only(1, col(3), &["r1c3", "r7c3"])
        .only(1, row(1), &["r1c3", "r1c8"])
        .only(1, col(1), &["r3c1", "r9c1"])
        .done()
}

const DUAL_KITE: [(&str, usize); 2] = [("r7c7", 1), ("r9c8", 1)];

/// Dual Empty Rectangle on 2: box 5 holds 2 only at r4c5, r6c4 and r6c5, in row 6 and
/// column 5 of it (its other six cells empty of 2: the empty rectangle). One of row 6's two
/// places there, or r4c5, holds the box's 2; one of column 5's two, or r6c4, does too.
///
/// - Column 1 holds 2 at r6c1 and r8c1 only: `r8c1 =2= r6c1 -2- r6c4|r6c5 =2= r4c5`, so r8c1
///   or r4c5 is 2 and r8c5 (seeing both) is not.
/// - Row 7 holds 2 at r7c5 and r7c7 only: `r7c7 =2= r7c5 -2- r4c5|r6c5 =2= r6c4`, so r7c7 or
///   r6c4 is 2 and r6c7 is not.
///
/// ```text
/// r6c7<>2, r8c5<>2
/// ```
///
/// Two Empty Rectangles of box 5, listed as one step, rated as one (through a group: 4.0 +
/// 0.3).
fn dual_rectangle() -> Candidates {
    Marks::new()
        .only(2, boxed(5), &["r4c5", "r6c4", "r6c5"])
        .only(2, col(1), &["r6c1", "r8c1"])
        .only(2, row(7), &["r7c5", "r7c7"])
        .done()
}

const DUAL_RECTANGLE: [(&str, usize); 2] = [("r6c7", 2), ("r8c5", 2)];

#[test]
fn two_kites_through_the_same_cells_are_a_dual_kite() {
    let all = steps(&dual_kite(), Rules::CHAINS);
    expect(&all, Technique::TwoStringKite, 41, &[("r7c7", 1)]);
    expect(&all, Technique::TwoStringKite, 41, &[("r9c8", 1)]);
    let step = expect(&all, Technique::DualTwoStringKite, 41, &DUAL_KITE);
    assert_eq!(
        step.display(9).to_string(),
        "Dual 2-String Kite 1 r1c8 =1= r1c3 -1- r3c1 =1= r9c1 / 1 r7c3 =1= r1c3 -1- r3c1 =1= \
         r3c7 => r7c7<>1, r9c8<>1"
    );
    assert_eq!(of(&all, Technique::DualTwoStringKite).len(), 1);
    // A third 1 in row 3 breaks a Kite: no dual.
    let broken = Marks(dual_kite()).add("r3c5", 1).done();
    assert_none(&broken, Rules::CHAINS, &[Technique::DualTwoStringKite]);
}

/// Two Kites of two numbers through the same two cells, r1c3 and r3c1 of box 1 (the solution
/// has 4 at r1c3 and 1 at r3c1):
///
/// ```text
/// row 1: r1c3 = r1c8 for 1 and for 4
/// column 1: r3c1 = r9c1 for 1, r3c1 = r5c1 for 4
/// ```
///
/// - `r1c8 =1= r1c3 -1- r3c1 =1= r9c1`: r1c8 or r9c1 holds 1, so r9c8 does not;
/// - `r1c8 =4= r1c3 -4- r3c1 =4= r5c1`: r1c8 or r5c1 holds 4, so r5c8 does not.
///
/// ```text
/// r9c8<>1, r5c8<>4
/// ```
///
/// HoDoKu pairs Kites by their two cells alone, so it lists them as one Dual 2-String Kite of
/// two numbers, rated as a Kite (4.1).
fn two_number_kites() -> Candidates {
    Marks::new()
        .only(1, row(1), &["r1c3", "r1c8"])
        .only(1, col(1), &["r3c1", "r9c1"])
        .only(4, row(1), &["r1c3", "r1c8"])
        .only(4, col(1), &["r3c1", "r5c1"])
        .done()
}

#[test]
fn kites_of_two_numbers_through_the_same_cells_are_a_dual_kite() {
    let all = steps(&two_number_kites(), Rules::CHAINS);
    expect(&all, Technique::TwoStringKite, 41, &[("r9c8", 1)]);
    expect(&all, Technique::TwoStringKite, 41, &[("r5c8", 4)]);
    let wanted = [("r9c8", 1), ("r5c8", 4)];
    let step = expect(&all, Technique::DualTwoStringKite, 41, &wanted);
    assert_eq!(
        step.display(9).to_string(),
        "Dual 2-String Kite 1 r1c8 =1= r1c3 -1- r3c1 =1= r9c1 / 4 r1c8 =4= r1c3 -4- r3c1 =4= \
         r5c1 => r9c8<>1, r5c8<>4"
    );
    assert_eq!(of(&all, Technique::DualTwoStringKite).len(), 1);
    // 4 at r2c1 too: column 1 is no conjugate pair of 4, no Kite of 4, no dual.
    let broken = Marks(two_number_kites()).add("r2c1", 4).done();
    assert_none(&broken, Rules::CHAINS, &[Technique::DualTwoStringKite]);
}

#[test]
fn two_empty_rectangles_of_a_box_are_a_dual_rectangle() {
    let all = steps(&dual_rectangle(), Rules::CHAINS);
    expect(&all, Technique::EmptyRectangle, 43, &[("r8c5", 2)]);
    expect(&all, Technique::EmptyRectangle, 43, &[("r6c7", 2)]);
    let step = expect(&all, Technique::DualEmptyRectangle, 43, &DUAL_RECTANGLE);
    assert_eq!(step.chain.len(), 8);
    // A 2 at r5c4 leaves box 5's places in no row and column of it: no rectangle, no dual.
    let broken = Marks(dual_rectangle()).add("r5c4", 2).done();
    assert_none(
        &broken,
        Rules::CHAINS,
        &[Technique::EmptyRectangle, Technique::DualEmptyRectangle],
    );
}

#[test]
fn explanations_never_take_a_dual() {
    for state in [dual_kite(), dual_rectangle()] {
        let config = Config::default().with_rules(Rules::CHAINS);
        let trace = Explainer::from_candidates(&state)
            .with_config(config)
            .explain();
        assert!(trace.steps().all(|s| !s.technique.is_dual()));
    }
}

#[test]
fn the_checker_rejects_tampered_duals() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let state = dual_kite();
    let rejected = |state: &Candidates, step: &Step| {
        verify(&layout, state, [step])
            .expect_err("rejected")
            .problem
    };
    let step = expect(
        &steps(&state, Rules::CHAINS),
        Technique::DualTwoStringKite,
        41,
        &DUAL_KITE,
    );
    // A 1 neither Kite removes (r7c8 sees r7c3 only).
    let mut far = step.clone();
    far.eliminations.push((cell("r7c8"), number(1)));
    far.eliminations.sort_by_key(|&(c, d)| (d, c));
    assert!(matches!(
        rejected(&state, &far),
        Problem::Unjustified { .. }
    ));
    // A wrong rating.
    let mut rated = step.clone();
    rated.rating = Rating::from_tenths(40);
    assert!(matches!(rejected(&state, &rated), Problem::Rating { .. }));
    // Called a Dual Empty Rectangle: box 1 holds 1 in no row and column of it.
    let mut named = step.clone();
    named.technique = Technique::DualEmptyRectangle;
    assert!(matches!(rejected(&state, &named), Problem::Malformed(_)));
    // One chain only.
    let mut half = step.clone();
    half.chain.truncate(4);
    assert!(matches!(rejected(&state, &half), Problem::Malformed(_)));
    // The second Kite's chain swapped for a chain through other cells: r3c7 =1= r3c1 -1- r9c1…
    // is no Kite at all; the first Kite twice shares its cells but is checked as given.
    let mut twice = step.clone();
    let first: Vec<Node> = twice.chain[..4].to_vec();
    twice.chain.truncate(4);
    twice.chain.extend(first);
    assert!(matches!(rejected(&state, &twice), Problem::Malformed(_)));
}
