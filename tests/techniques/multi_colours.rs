//! Multi-Colors as `hint --all` lists them: type 1 and type 2 worked out by hand, the checker
//! rejecting tampered steps.

use super::*;

/// Multi-Colors 1 on 3: two clusters of conjugate pairs,
///
/// ```text
/// A: r1c2 =r1= r1c5 =c5= r7c5    colours A+ r1c2, r7c5 (true) / A- r1c5
/// B: r2c4 =c4= r3c4              colours B+ r2c4 / B- r3c4 (true)
/// ```
///
/// r1c5 (A-) sees r2c4 (B+) and r3c4 (B-) in box 2. A- and B+ are not both true, so A+ or B-
/// is: a 3 seeing an A+ cell (r1c2, r7c5) and r3c4 goes (r3c1, r3c2, r3c3: row 3 and box 1).
/// A- and B- are not both true, so A+ or B+ is: a 3 seeing an A+ cell and r2c4 goes (r2c1,
/// r2c2, r2c3). r1c5 itself, of neither trapped colour, sees r1c2 (A+) and both of B: it goes
/// too (it sees both colours of B, which is also Multi-Colors 2). The other cells seeing both
/// colours (r1c4, r3c5, r7c4, …) hold no 3: rows 1 and 7 and columns 4 and 5 are the pairs'.
///
/// ```text
/// r1c5<>3, r2c1<>3, r2c2<>3, r2c3<>3, r3c1<>3, r3c2<>3, r3c3<>3
/// ```
///
/// Five candidates through rows and columns: rated as an X-Chain of five nodes in both kinds
/// of line, 4.0 + 0.1 (each elimination is a Kite's or a Turbot Fish's along the clusters).
fn multi_1() -> Candidates {
    Marks::new()
        .only(3, row(1), &["r1c2", "r1c5"])
        .only(3, col(5), &["r1c5", "r7c5"])
        .only(3, col(4), &["r2c4", "r3c4"])
        .done()
}

const MULTI_1: [(&str, usize); 7] = [
    ("r1c5", 3),
    ("r2c1", 3),
    ("r2c2", 3),
    ("r2c3", 3),
    ("r3c1", 3),
    ("r3c2", 3),
    ("r3c3", 3),
];

/// Multi-Colors 2 on 4: two clusters,
///
/// ```text
/// A: r2c2 =c2= r9c2 =r9= r9c7    colours A+ r2c2, r9c7 / A- r9c2 (true)
/// B: r1c3 =r1= r1c7              colours B+ r1c3 (true) / B- r1c7
/// ```
///
/// A+ sees both colours of B: r2c2 sees r1c3 (box 1), r9c7 sees r1c7 (column 7). One colour
/// of B is true, so A+ would see a true 4: it is false, and each of its candidates goes.
///
/// ```text
/// r2c2<>4, r9c7<>4
/// ```
fn multi_2() -> Candidates {
    Marks::new()
        .only(4, row(1), &["r1c3", "r1c7"])
        .only(4, col(2), &["r2c2", "r9c2"])
        .only(4, row(9), &["r9c2", "r9c7"])
        .done()
}

const MULTI_2: [(&str, usize); 2] = [("r2c2", 4), ("r9c7", 4)];

#[test]
fn colours_of_two_clusters_that_see_each_other_trap_the_others() {
    let all = steps(&multi_1(), Rules::CHAINS);
    let step = expect(&all, Technique::MultiColors1, 41, &MULTI_1);
    assert_eq!(
        step.display(9).to_string(),
        "Multi Colors 1 3 (r1c2, r7c5) / (r1c5), 3 (r2c4) / (r3c4) => r1c5<>3, r2c1<>3, \
         r2c2<>3, r2c3<>3, r3c1<>3, r3c2<>3, r3c3<>3"
    );
    expect(&all, Technique::MultiColors2, 41, &[("r1c5", 3)]);
    // A third 3 in column 4 breaks B: no Multi-Colors.
    let broken = Marks(multi_1()).add("r5c4", 3).done();
    assert_none(
        &broken,
        Rules::CHAINS,
        &[Technique::MultiColors1, Technique::MultiColors2],
    );
}

#[test]
fn a_colour_seeing_both_colours_of_another_cluster_goes() {
    let all = steps(&multi_2(), Rules::CHAINS);
    let step = expect(&all, Technique::MultiColors2, 41, &MULTI_2);
    assert_eq!(
        step.display(9).to_string(),
        "Multi Colors 2 4 (r2c2, r9c7) / (r9c2), 4 (r1c3) / (r1c7) => r2c2<>4, r9c7<>4"
    );
}

#[test]
fn explanations_never_take_multi_colours() {
    for state in [multi_1(), multi_2()] {
        let config = Config::default().with_rules(Rules::CHAINS);
        let trace = Explainer::from_candidates(&state)
            .with_config(config)
            .explain();
        assert!(trace.steps().all(|s| !s.technique.is_multi_colouring()));
    }
}

#[test]
fn the_checker_rejects_tampered_multi_colours() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let rejected = |state: &Candidates, step: &Step| {
        verify(&layout, state, [step])
            .expect_err("rejected")
            .problem
    };
    let state = multi_1();
    let step = expect(
        &steps(&state, Rules::CHAINS),
        Technique::MultiColors1,
        41,
        &MULTI_1,
    );
    // A 3 seeing one trapped colour only (r8c2 sees r1c2 in column 2, no B+ or B-).
    let mut far = step.clone();
    far.eliminations.push((cell("r8c2"), number(3)));
    far.eliminations.sort_by_key(|&(c, d)| (d, c));
    assert!(matches!(
        rejected(&state, &far),
        Problem::Unjustified { .. }
    ));
    // Called type 2: no colour sees both of the other cluster's, so nothing goes.
    let mut named = step.clone();
    named.technique = Technique::MultiColors2;
    assert!(matches!(
        rejected(&state, &named),
        Problem::Unjustified { .. }
    ));
    // A wrong rating.
    let mut rated = step.clone();
    rated.rating = Rating::from_tenths(40);
    assert!(matches!(rejected(&state, &rated), Problem::Rating { .. }));
    // A node given the wrong colour.
    let mut recoloured = step.clone();
    recoloured.chain[2].on = !recoloured.chain[2].on;
    assert!(matches!(
        rejected(&state, &recoloured),
        Problem::PatternFails(_)
    ));
    // One cluster only.
    let mut one = step.clone();
    one.chain.truncate(3);
    assert!(matches!(rejected(&state, &one), Problem::Malformed(_)));
}
