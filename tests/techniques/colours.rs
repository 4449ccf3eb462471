//! Simple Colors: a trap and a wrap worked out by hand, the broken clusters that give none, the
//! checker rejecting tampered steps.

use super::*;
use sudograph::trace::Hint;

/// Simple Colors Trap on 1: five conjugate pairs, rows 1, 6, 9 and columns 2, 7, join six
/// candidates in one cluster, coloured in turn along it:
///
/// ```text
/// r1c8 =r1= r1c2 =c2= r6c2 =r6= r6c7 =c7= r9c7 =r9= r9c9
/// colour A: r1c8, r6c2, r9c7 (true: the solution's 1s)
/// colour B: r1c2, r6c7, r9c9
/// ```
///
/// One colour is all true, so a 1 seeing both colours goes:
///
/// - r1c8 (A) and r6c7 (B) share column 8 and box 6 with r4c8 and r5c8 (r6c8 lost its 1 to
///   row 6);
/// - r1c8 (A) and r9c9 (B) share box 3 and column 9 with r2c9 and r3c9 (r1c9 lost it to row
///   1), column 8 and box 9 with r7c8 and r8c8 (r9c8 lost it to row 9);
/// - r9c7 (A) and r9c9 (B) lie in box 9, whose other cells r7c9 and r8c9 still hold 1 (r7c7
///   and r8c7 lost it to column 7; a claiming removes these two as well);
/// - the other pairs of colours meet only where the pairs emptied the cells: r6c2 (A) and
///   r9c9 (B) at r6c9 and r9c2, r9c7 (A) and r1c2 (B) at r9c2 and r1c7.
///
/// ```text
/// r2c9<>1, r3c9<>1, r4c8<>1, r5c8<>1, r7c8<>1, r7c9<>1, r8c8<>1, r8c9<>1
/// ```
///
/// Six candidates through rows and columns: rated as an X-Chain of six nodes in both kinds of
/// line, 5.4 + 0.1. (r4c8 and r5c8 also go by a Skyscraper, 4.0; r2c9, r3c9, r7c8 and r8c8 by
/// the X-Chain along the whole cluster, whose strong links are the rows', 5.4.) With a third 1
/// in row 6 (r6c5) the cluster breaks into r1c8–r1c2–r6c2 and r6c7–r9c7–r9c9, too small to
/// report (the second traps box 9's other cells, which the claiming of row 9 removes).
fn trap(broken: bool) -> Candidates {
    let marks = Marks::new()
        .only(1, row(1), &["r1c2", "r1c8"])
        .only(1, col(2), &["r1c2", "r6c2"])
        .only(1, row(6), &["r6c2", "r6c7"])
        .only(1, col(7), &["r6c7", "r9c7"])
        .only(1, row(9), &["r9c7", "r9c9"]);
    if broken { marks.add("r6c5", 1) } else { marks }.done()
}

const TRAP: [(&str, usize); 8] = [
    ("r2c9", 1),
    ("r3c9", 1),
    ("r4c8", 1),
    ("r5c8", 1),
    ("r7c8", 1),
    ("r7c9", 1),
    ("r8c8", 1),
    ("r8c9", 1),
];

#[test]
fn a_trap_removes_what_sees_both_colours() {
    let all = steps(&trap(false), Rules::CHAINS);
    let step = expect(&all, Technique::SimpleColorsTrap, 55, &TRAP);
    assert_eq!(
        step.display(9).to_string(),
        "Simple Colors Trap 1 (r1c2, r6c7, r9c9) / (r1c8, r6c2, r9c7) => r2c9<>1, r3c9<>1, \
         r4c8<>1, r5c8<>1, r7c8<>1, r7c9<>1, r8c8<>1, r8c9<>1"
    );
    assert_eq!(step.chain.len(), 6);
    assert_eq!(of(&all, Technique::SimpleColorsTrap).len(), 1);
    assert!(of(&all, Technique::SimpleColorsWrap).is_empty());
    assert_none(
        &trap(true),
        Rules::CHAINS,
        &[Technique::SimpleColorsTrap, Technique::SimpleColorsWrap],
    );
}

/// Simple Colors Wrap on 2: four conjugate pairs (row 1, column 9, box 6, row 4) join five
/// candidates:
///
/// ```text
/// r1c1 =r1= r1c9 =c9= r6c9 =b6= r4c8 =r4= r4c1
/// colour A: r1c9, r4c8 (true)
/// colour B: r1c1, r6c9, r4c1
/// ```
///
/// r1c1 and r4c1, both B, share column 1 (which holds 2 in seven places, r8c1 among them): they
/// cannot both be 2, so B is the false colour and each of its candidates goes:
///
/// ```text
/// r1c1<>2, r4c1<>2, r6c9<>2
/// ```
///
/// No 2 outside the cluster sees both colours (the pairs emptied the cells where they meet), so
/// there is no trap. Five candidates through rows, a column and a box: rated as an X-Chain of
/// five nodes (its base that of four, 4.0) in a box and both kinds of line, + 0.2. (A 2-String
/// Kite and a Turbot Fish, 4.1, remove r1c1 and r4c1, a Skyscraper r6c9.) A third 2 in column
/// 9 (r8c9) splits the cluster into r1c1–r1c9 and r6c9–r4c8–r4c1, too small to report and
/// trapping nothing. (A third 2 in row 1 would leave r1c1 outside a cluster of four, seeing
/// r1c9 and r4c1 of the two colours: a trap.)
fn wrap(broken: bool) -> Candidates {
    let marks = Marks::new()
        .only(2, row(1), &["r1c1", "r1c9"])
        .only(2, col(9), &["r1c9", "r6c9"])
        .only(2, boxed(6), &["r6c9", "r4c8"])
        .only(2, row(4), &["r4c1", "r4c8"]);
    if broken { marks.add("r8c9", 2) } else { marks }.done()
}

const WRAP: [(&str, usize); 3] = [("r1c1", 2), ("r4c1", 2), ("r6c9", 2)];

#[test]
fn a_wrap_removes_the_colour_that_sees_itself() {
    let all = steps(&wrap(false), Rules::CHAINS);
    let step = expect(&all, Technique::SimpleColorsWrap, 42, &WRAP);
    assert_eq!(
        step.display(9).to_string(),
        "Simple Colors Wrap 2 (r1c1, r4c1, r6c9) / (r1c9, r4c8) => r1c1<>2, r4c1<>2, r6c9<>2"
    );
    assert_eq!(of(&all, Technique::SimpleColorsWrap).len(), 1);
    assert!(of(&all, Technique::SimpleColorsTrap).is_empty());
    assert_none(
        &wrap(true),
        Rules::CHAINS,
        &[Technique::SimpleColorsTrap, Technique::SimpleColorsWrap],
    );
}

#[test]
fn explanations_take_the_chains_before_the_colours() {
    // Both clusters' eliminations are a chain's as well, rated no higher: the chain is taken.
    for state in [trap(false), wrap(false)] {
        let config = Config::default().with_rules(Rules::CHAINS);
        let mut explainer = Explainer::from_candidates(&state).with_config(config);
        assert!(
            explainer
                .all_steps()
                .iter()
                .any(|s| s.technique.is_colouring())
        );
        let Hint::Step(first) = explainer.hint() else {
            panic!("a step");
        };
        assert!(first.technique.is_chain(), "{}", first.display(9));
    }
}

#[test]
fn the_checker_rejects_tampered_colourings() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let rejected = |state: &Candidates, step: &Step| {
        verify(&layout, state, [step])
            .expect_err("rejected")
            .problem
    };
    let state = trap(false);
    let step = expect(
        &steps(&state, Rules::CHAINS),
        Technique::SimpleColorsTrap,
        55,
        &TRAP,
    );
    // A 1 seeing only one colour (r5c9 sees r6c7 and r9c9, B, and no A).
    let mut far = step.clone();
    far.eliminations.push((cell("r5c9"), number(1)));
    assert!(matches!(
        rejected(&state, &far),
        Problem::Unjustified { .. }
    ));
    // A node of the cluster is not trapped.
    let mut inside = step.clone();
    inside.eliminations = elims(&[("r1c8", 1)]);
    assert!(matches!(
        rejected(&state, &inside),
        Problem::Unjustified { .. }
    ));
    // A wrong rating.
    let mut rated = step.clone();
    rated.rating = Rating::from_tenths(54);
    assert!(matches!(rejected(&state, &rated), Problem::Rating { .. }));
    // Called a wrap: no colour sees itself.
    let mut named = step.clone();
    named.technique = Technique::SimpleColorsWrap;
    assert!(matches!(rejected(&state, &named), Problem::PatternFails(_)));
    // The same cluster where row 6 holds a third 1: that link is not conjugate.
    assert!(matches!(
        rejected(&trap(true), &step),
        Problem::PatternFails(_)
    ));
    // A node given the wrong colour.
    let mut recoloured = step.clone();
    let last = recoloured.chain.len() - 1;
    recoloured.chain[last].on = !recoloured.chain[last].on;
    assert!(matches!(
        rejected(&state, &recoloured),
        Problem::PatternFails(_)
    ));
    // A link read in another house: r1c2–r6c2 said to be in box 1.
    let mut moved = step.clone();
    let box1 = layout
        .houses_of(cell("r1c2"))
        .map(|(h, _)| h)
        .find(|&h| layout.kind(h) == sudograph::HouseKind::Box)
        .expect("a box");
    let col2 = moved.houses.iter().position(|&h| {
        layout.kind(h) == sudograph::HouseKind::Column && layout.position(cell("r6c2"), h).is_some()
    });
    moved.houses[col2.expect("column 2's link")] = box1;
    assert!(matches!(rejected(&state, &moved), Problem::PatternFails(_)));

    // A wrap removing a candidate of the colour that does not see itself.
    let state = wrap(false);
    let step = expect(
        &steps(&state, Rules::CHAINS),
        Technique::SimpleColorsWrap,
        42,
        &WRAP,
    );
    let mut wrong = step.clone();
    wrong.eliminations = elims(&[("r1c9", 2)]);
    assert!(matches!(
        rejected(&state, &wrong),
        Problem::Unjustified { .. }
    ));
    // Called a trap, its eliminations are inside the cluster.
    let mut named = step.clone();
    named.technique = Technique::SimpleColorsTrap;
    assert!(matches!(
        rejected(&state, &named),
        Problem::Unjustified { .. }
    ));
}
