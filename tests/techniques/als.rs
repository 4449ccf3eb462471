//! Almost locked sets: ALS-XZ, ALS-XY-Wing, Death Blossom, ALS-XY-Chain, Sue de Coq; the checker
//! rejecting tampered ALS steps.

use super::*;

/// ALS-XZ: A = r8c3 {7,9} (a bivalue cell), B = r2c2 {2,7}, r2c3 {2,7,9} (row 2, three numbers
/// in two cells). 9 is restricted: its only places, r8c3 and r2c3, share column 3. If r8c3 is
/// 9, B has no 9 and holds 2 and 7; else r8c3 is 7. So 7 is in r8c3, r2c2 or r2c3, and goes
/// from the cells seeing all three: r1c3 and r3c3 (column 3 and box 1). Rating: 3 cells and 2
/// sets, 8.5 + the length bonus of 5 = 8.6.
fn als_xz(broken: bool) -> Candidates {
    let b = if broken { "278" } else { "27" };
    let cells = [("r8c3", "79"), ("r2c2", b), ("r2c3", "279")];
    Marks::new().cells(&cells).done()
}

#[test]
fn als_xz_removes_z_from_the_cells_seeing_all_its_places() {
    let all = steps(&als_xz(false), Rules::ALS);
    let step = listed(
        &all,
        Technique::AlsXz,
        86,
        "ALS-XZ: A=r8c3 {7,9}, B=r2c2,r2c3 {2,7,9}, X=9, Z=7 => r1c3<>7, r3c3<>7",
    );
    assert_eq!(step.eliminations, elims(&[("r1c3", 7), ("r3c3", 7)]));
    assert_eq!(step.sets[1].cells(), &[cell("r2c2"), cell("r2c3")]);
    // The same 7s seen the other way: A = r2c2 {2,7}, B = r2c3, r8c3 (column 3), X = 2.
    listed(
        &all,
        Technique::AlsXz,
        86,
        "ALS-XZ: A=r2c2 {2,7}, B=r2c3,r8c3 {2,7,9}, X=2, Z=7 => r1c3<>7, r3c3<>7",
    );
    // r2c2 with a third number: B is no ALS.
    assert_none(&als_xz(true), Rules::ALS, &[Technique::AlsXz]);
}

/// ALS-XY-Wing: C = r5c4 {1,8}, r5c6 {1,3} (row 5), A = r1c4 {6,8}, B = r5c9 {1,6}. 8 is
/// restricted between A and C (column 4), 1 between B and C (row 5). C lacks at most one
/// number: it holds 8 (then r1c4 is 6) or 1 (then r5c9 is 6). So 6 goes from r1c9, the one
/// cell seeing r1c4 and r5c9 (r5c4 sees both but has no 6). Rating: 4 cells and 3 sets, 8.7.
fn als_xy_wing(broken: bool) -> Candidates {
    let a = if broken { "689" } else { "68" };
    let cells = [("r5c4", "18"), ("r5c6", "13"), ("r1c4", a), ("r5c9", "16")];
    Marks::new().cells(&cells).done()
}

#[test]
fn als_xy_wing_joins_two_sets_through_a_third() {
    let all = steps(&als_xy_wing(false), Rules::ALS);
    listed(
        &all,
        Technique::AlsXyWing,
        87,
        "ALS-XY-Wing: A=r1c4 {6,8}, B=r5c9 {1,6}, C=r5c4,r5c6 {1,3,8}, X,Y=1,8, Z=6 => r1c9<>6",
    );
    // r5c4 alone is a pivot too: a bivalue C (an XY-Wing seen as ALSs), 3 cells, 8.6.
    listed(
        &all,
        Technique::AlsXyWing,
        86,
        "ALS-XY-Wing: A=r1c4 {6,8}, B=r5c9 {1,6}, C=r5c4 {1,8}, X,Y=1,8, Z=6 => r1c9<>6",
    );
    assert_none(&als_xy_wing(true), Rules::ALS, &[Technique::AlsXyWing]);
}

/// Death Blossom: stem r5c5 {5,7}. Its 5 is restricted with the petal r5c2 {2,5}, r5c3 {2,6}
/// (row 5), its 7 with the petal r4c5 {6,7} (column 5). Whatever the stem is, its petal lacks
/// that number and so holds 6: 6 is in r5c3 or r4c5, and goes from the cells seeing both:
/// r4c1, r4c2, r4c3 (row 4, box 4) and r5c4, r5c6 (row 5, box 5). Rating: 4 cells and 3 sets,
/// 8.7.
fn death_blossom(broken: bool) -> Candidates {
    let stem = if broken { "578" } else { "57" };
    let cells = [
        ("r5c5", stem),
        ("r5c2", "25"),
        ("r5c3", "26"),
        ("r4c5", "67"),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn death_blossom_has_a_petal_for_each_candidate_of_its_stem() {
    let all = steps(&death_blossom(false), Rules::ALS);
    let expected = [
        ("r4c1", 6),
        ("r4c2", 6),
        ("r4c3", 6),
        ("r5c4", 6),
        ("r5c6", 6),
    ];
    let step = listed(
        &all,
        Technique::DeathBlossom,
        87,
        "Death Blossom: stem r5c5 {5,7}, 5: A=r5c2,r5c3 {2,5,6}, 7: B=r4c5 {6,7}, Z=6 => \
         r4c1<>6, r4c2<>6, r4c3<>6, r5c4<>6, r5c6<>6",
    );
    assert_eq!(step.eliminations, elims(&expected));
    assert_eq!(step.sets[0].cells(), &[cell("r5c5")]);
    // An 8 in the stem has no petal (no other cell of its houses is short of numbers).
    assert_none(&death_blossom(true), Rules::ALS, &[Technique::DeathBlossom]);
}

/// Death Blossom of two numbers `z`: stem r5c5 {5,7}; its 5's petal A = r5c2 {2,5}, r5c3 {2,6}
/// (row 5), its 7's petal B = r4c5 {6,7}, r6c5 {2,7} (column 5, both 7s seeing the stem).
/// Whatever the stem is, its petal lacks it and holds its two other numbers: 2 and 6 are each
/// in A or B. 6 (r5c3, r4c5) goes from r4c1, r4c2, r4c3, r5c4, r5c6; 2 (r5c2, r5c3, r6c5) from
/// r5c4, r5c6, r6c1, r6c2, r6c3. Each `z` is a Death Blossom of its own; `hint --all` also lists
/// the two as one step (HoDoKu's), rated as each (8.7).
fn two_number_blossom() -> Candidates {
    let cells = [
        ("r5c5", "57"),
        ("r5c2", "25"),
        ("r5c3", "26"),
        ("r4c5", "67"),
        ("r6c5", "27"),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn a_death_blossom_of_two_numbers_is_also_one_step() {
    let all = steps(&two_number_blossom(), Rules::ALS);
    let sixes = ["r4c1", "r4c2", "r4c3", "r5c4", "r5c6"].map(|c| (c, 6));
    let twos = ["r5c4", "r5c6", "r6c1", "r6c2", "r6c3"].map(|c| (c, 2));
    let petals = "stem r5c5 {5,7}, 5: A=r5c2,r5c3 {2,5,6}, 7: B=r4c5,r6c5 {2,6,7}";
    let six = listed(
        &all,
        Technique::DeathBlossom,
        87,
        &format!("Death Blossom: {petals}, Z=6 => r4c1<>6, r4c2<>6, r4c3<>6, r5c4<>6, r5c6<>6"),
    );
    assert_eq!(six.eliminations, elims(&sixes));
    let both = listed(
        &all,
        Technique::DeathBlossom,
        87,
        &format!(
            "Death Blossom: {petals}, Z=2,6 => r5c4<>2, r5c6<>2, r6c1<>2, r6c2<>2, r6c3<>2, \
             r4c1<>6, r4c2<>6, r4c3<>6, r5c4<>6, r5c6<>6"
        ),
    );
    let all_z: Vec<(&str, usize)> = twos.iter().chain(&sixes).copied().collect();
    assert_eq!(both.eliminations, elims(&all_z));
    assert_eq!(both.numbers, numbers("26"));
    // Explanations take one number at a time: no step of two.
    let config = Config::default().with_rules(Rules::ALS);
    let trace = Explainer::from_candidates(&two_number_blossom())
        .with_config(config)
        .explain();
    assert!(
        trace
            .steps()
            .all(|s| s.numbers.len() == 1 || s.technique != Technique::DeathBlossom)
    );
}

/// ALS-XY-Chain: A = r1c1 {2,5,6}, r2c1 {2,6} (column 1), B = r1c5 {5,7}, r1c6 {5,7,8} (row
/// 1), C = r5c6 {3,8}, D = r4c2 {2,5}, r5c2 {2,3,5} (column 2). 5 is restricted between A and
/// B (its one place in A, r1c1, shares row 1 with both of B's), 8 between B and C (r1c6 and
/// r5c6, column 6), 3 between C and D (r5c6 and r5c2, row 5). If A has no 2 it holds 5 and 6,
/// r1c1 being 5; then B has no 5 and holds 7 and 8, r1c6 being 8; then r5c6 is 3, so D has no
/// 3 and holds 2 and 5. So 2 is in A or in D, and goes from the cells seeing its places in both
/// (r1c1, r2c1, r4c2, r5c2): r1c2, r2c2, r3c2 (box 1, column 2) and r4c1, r5c1, r6c1 (column 1,
/// box 4). No two sets but consecutive ones are linked, and no two consecutive ones lie in one
/// house, so no shorter pattern (ALS-XZ, ALS-XY-Wing) of their cells says as much. Rating: 7
/// cells and 4 sets, 8.5 + the length bonus of 11 = 8.8.
fn als_xy_chain(broken: bool) -> Candidates {
    // Broken: r1c5 holds an 8 too, which does not see r5c6: B and C are no longer linked.
    let b = if broken { "578" } else { "57" };
    let cells = [
        ("r1c1", "256"),
        ("r2c1", "26"),
        ("r1c5", b),
        ("r1c6", "578"),
        ("r5c6", "38"),
        ("r4c2", "25"),
        ("r5c2", "235"),
    ];
    Marks::new().cells(&cells).done()
}

const ALS_XY_CHAIN: &str = "ALS-XY-Chain: A=r1c1,r2c1 {2,5,6} -5- B=r1c5,r1c6 {5,7,8} -8- \
     C=r5c6 {3,8} -3- D=r4c2,r5c2 {2,3,5}, Z=2 => r1c2<>2, r2c2<>2, r3c2<>2, r4c1<>2, r5c1<>2, \
     r6c1<>2";

#[test]
fn als_xy_chain_links_four_sets_by_restricted_commons() {
    let all = steps(&als_xy_chain(false), Rules::ALS);
    let expected = [
        ("r1c2", 2),
        ("r2c2", 2),
        ("r3c2", 2),
        ("r4c1", 2),
        ("r5c1", 2),
        ("r6c1", 2),
    ];
    let step = listed(&all, Technique::AlsXyChain, 88, ALS_XY_CHAIN);
    assert_eq!(step.eliminations, elims(&expected));
    assert_eq!(
        of(&all, Technique::AlsXyChain).len(),
        1,
        "once, one way round"
    );
    assert_eq!(step.numbers, numbers("358"));
    let order: Vec<&[Cell]> = step.sets.iter().map(|s| s.cells()).collect();
    assert_eq!(
        order,
        [
            &[cell("r1c1"), cell("r2c1")][..],
            &[cell("r1c5"), cell("r1c6")],
            &[cell("r5c6")],
            &[cell("r4c2"), cell("r5c2")]
        ]
    );
    // Its links: each restricted common on in one set, off in the next.
    let links: Vec<(usize, Link, bool)> = (step.chain.iter())
        .map(|n| (n.number.value(), n.link, n.on))
        .collect();
    assert_eq!(
        links,
        [
            (5, Link::Start, true),
            (5, Link::Weak, false),
            (8, Link::Strong, true),
            (8, Link::Weak, false),
            (3, Link::Strong, true),
            (3, Link::Weak, false),
        ]
    );
    assert_none(&als_xy_chain(true), Rules::ALS, &[Technique::AlsXyChain]);
}

#[test]
fn the_checker_rejects_tampered_als_xy_chains() {
    let state = als_xy_chain(false);
    let all = steps(&state, Rules::ALS);
    let step = listed(&all, Technique::AlsXyChain, 88, ALS_XY_CHAIN);
    let layout = Layout::new(BoxShape::CLASSIC);
    let problem = |step: &Step, state: &Candidates| {
        verify(&layout, state, [step]).map_err(|r| r.problem).err()
    };
    assert_eq!(problem(&step, &state), None);
    // A broken link: at the broken state r1c5 holds an 8 that does not see r5c6.
    assert!(matches!(
        problem(&step, &als_xy_chain(true)),
        Some(Problem::PatternFails(_))
    ));
    // A link claimed on a number that is no restricted common: B and C on 7.
    let mut wrong = step.clone();
    let seven =
        |on, link, cells: &[&str]| Node::new(number(7), cells.iter().map(|&c| cell(c)), link, on);
    wrong.chain[2] = seven(true, Link::Strong, &["r1c5", "r1c6"]);
    wrong.chain[3] = seven(false, Link::Weak, &["r5c6"]);
    wrong.numbers = numbers("357");
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::PatternFails(_))
    ));
    // A wrong set: C as r5c6 with a number it does not hold.
    let mut wrong = step.clone();
    wrong.sets[2] = sudograph::trace::PatternSet::new([cell("r5c6")], numbers("348"));
    assert!(problem(&wrong, &state).is_some());
    // A set dropped: three sets are an ALS-XY-Wing, not a chain.
    let mut wrong = step.clone();
    wrong.sets.remove(1);
    wrong
        .cells
        .retain(|&c| c != cell("r1c5") && c != cell("r1c6"));
    wrong.chain.truncate(4);
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::Malformed(_))
    ));
    // A 2 from a cell that sees only one end (r3c1 sees A, not D).
    let mut wrong = step.clone();
    wrong.eliminations.insert(2, (cell("r3c1"), number(2)));
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::Unjustified { .. })
    ));
    // The same eliminations at another rating.
    let mut wrong = step;
    wrong.rating = Rating::from_tenths(87);
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::Rating { .. })
    ));

    // Two links on one number: A = r1c1 {2,5} -5- B = r1c5 {5,7} -5- C = r5c5 {4,5} -4-
    // D = r5c1 {2,4}. Each link is a restricted common, but B lacking 5 says nothing of C, so
    // 2 need not be in A or D: it is in r8c1, which the bogus step would clear.
    let cells = [
        ("r1c1", "25"),
        ("r1c5", "57"),
        ("r5c5", "45"),
        ("r5c1", "24"),
    ];
    let state = Marks::new().cells(&cells).done();
    let set = |cells: &[&str], digits| {
        sudograph::trace::PatternSet::new(cells.iter().map(|&c| cell(c)), numbers(digits))
    };
    let node = |d, c, link, on| Node::cell(cell(c), number(d), link, on);
    let column: Vec<(&str, usize)> = ["r2c1", "r3c1", "r4c1", "r6c1", "r7c1", "r8c1", "r9c1"]
        .iter()
        .map(|&c| (c, 2))
        .collect();
    let bogus = Step {
        technique: Technique::AlsXyChain,
        rating: Rating::from_tenths(87),
        houses: Vec::new(),
        cells: ["r1c1", "r1c5", "r5c1", "r5c5"].map(cell).to_vec(),
        numbers: numbers("45"),
        eliminations: elims(&column),
        placements: Vec::new(),
        chain: vec![
            node(5, "r1c1", Link::Start, true),
            node(5, "r1c5", Link::Weak, false),
            node(5, "r1c5", Link::Strong, true),
            node(5, "r5c5", Link::Weak, false),
            node(4, "r5c5", Link::Strong, true),
            node(4, "r5c1", Link::Weak, false),
        ],
        sets: vec![
            set(&["r1c1"], "25"),
            set(&["r1c5"], "57"),
            set(&["r5c5"], "45"),
            set(&["r5c1"], "24"),
        ],
        proof: None,
    };
    assert!(matches!(
        problem(&bogus, &state),
        Some(Problem::PatternFails(what)) if what.contains("differ")
    ));
    // The finder lists no chain clearing r8c1's 2 there.
    let all = steps(&state, Rules::ALS);
    let r8c1 = (cell("r8c1"), number(2));
    assert!(
        all.iter().all(|s| !s.eliminations.contains(&r8c1)),
        "the solution's 2 in r8c1 is kept"
    );
}

#[test]
fn hint_all_lists_the_als_xy_chain() {
    let state = als_xy_chain(false).to_string();
    let run = |technique: &str| {
        let output = crate::cli::sudograph(
            &["hint", "--all", "--technique", technique, "-"],
            Some(&state),
        );
        assert!(output.status.success());
        crate::cli::stdout(&output)
    };
    assert_eq!(run("als_xy_chain"), format!("{ALS_XY_CHAIN}\n\n"));
    // Filtered out, nothing.
    assert_eq!(run("sue_de_coq"), "\n");
}

#[test]
fn als_xy_chains_listed_at_hard_states_are_each_needed() {
    // The states where explanations without forcing chains and ALSs stop, on top1465's first
    // 30 puzzles: each ALS-XY-Chain listed passes the checker (`steps`), removes what no other
    // chain listed removes, and more than any ALS-XZ or ALS-XY-Wing rated as much or less.
    let text = std::fs::read_to_string("data/top1465.txt").expect("data file");
    let without = (Rules::EXPLAIN.without(Rules::FORCING))
        .without(Rules::ALS)
        .without(Rules::SEARCH);
    let mut chains = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(30) {
        let puzzle: sudograph::Puzzle = line.parse().expect("a puzzle");
        let trace = Explainer::new(&puzzle)
            .with_config(Config::default().with_rules(without))
            .explain();
        let all = steps(trace.end(), Rules::ALS);
        let listed = of(&all, Technique::AlsXyChain);
        let shorter: Vec<&Step> = (all.iter())
            .filter(|s| matches!(s.technique, Technique::AlsXz | Technique::AlsXyWing))
            .collect();
        for (i, chain) in listed.iter().enumerate() {
            let removes = |s: &Step| {
                chain
                    .eliminations
                    .iter()
                    .all(|e| s.eliminations.contains(e))
            };
            assert!((4..=8).contains(&chain.sets.len()));
            assert!(
                listed[..i]
                    .iter()
                    .all(|c| c.eliminations != chain.eliminations),
                "{line}: listed twice: {}",
                chain.display(9)
            );
            let covered = shorter
                .iter()
                .find(|s| s.rating <= chain.rating && removes(s));
            assert!(
                covered.is_none(),
                "{line}: {} no more than {}",
                chain.display(9),
                covered.unwrap().display(9)
            );
        }
        chains += listed.len();
    }
    assert!(chains > 0, "some ALS-XY-Chains");
}

/// Sue de Coq: r1c1 {1,2,5}, r1c2 {2,3} (row 1 ∩ box 1) hold four numbers in two cells; r1c8
/// {1,5} in the rest of row 1 and r2c3 {2,3} in the rest of box 1 share none. Four cells, four
/// numbers, each once at most: each is placed in them. 1 and 5 lie in row 1 only, so they go
/// from the rest of row 1; 2 and 3 in box 1 only, so they go from the rest of box 1. Rating: 4
/// cells and 3 sets, 8.7.
fn sue_de_coq(broken: bool) -> Candidates {
    let d = if broken { "235" } else { "23" };
    let cells = [("r1c1", "125"), ("r1c2", "23"), ("r1c8", "15"), ("r2c3", d)];
    Marks::new().cells(&cells).done()
}

#[test]
fn sue_de_coq_splits_an_intersection_between_its_line_and_box() {
    let all = steps(&sue_de_coq(false), Rules::ALS);
    let mut expected = Vec::new();
    for d in [1, 5] {
        for c in [3, 4, 5, 6, 7, 9] {
            expected.push((format!("r1c{c}"), d));
        }
    }
    for d in [2, 3] {
        for name in ["r1c3", "r2c1", "r2c2", "r3c1", "r3c2", "r3c3"] {
            expected.push((name.to_string(), d));
        }
    }
    let expected: Vec<(&str, usize)> = expected.iter().map(|(c, d)| (c.as_str(), *d)).collect();
    let step = expect(&all, Technique::SueDeCoq, 87, &expected);
    assert!(
        step.display(9)
            .to_string()
            .starts_with("Sue de Coq: C=r1c1,r1c2 {1,2,3,5}, line r1c8 {1,5}, box r2c3 {2,3} =>")
    );
    // r2c3 with a 5 shares it with r1c8: no Sue de Coq.
    assert_none(&sue_de_coq(true), Rules::ALS, &[Technique::SueDeCoq]);
}

#[test]
fn the_checker_rejects_tampered_als_steps() {
    let state = als_xz(false);
    let all = steps(&state, Rules::ALS);
    let step = expect(&all, Technique::AlsXz, 86, &[("r1c3", 7), ("r3c3", 7)]);
    let layout = Layout::new(BoxShape::CLASSIC);
    // The restricted common claimed on 7: not one.
    let mut wrong = step.clone();
    wrong.numbers = numbers("7");
    assert!(verify(&layout, &state, [&wrong]).is_err());
    // An elimination that does not see every 7 of the sets.
    let mut wrong = step.clone();
    wrong.eliminations.push((cell("r9c9"), number(7)));
    assert!(matches!(
        verify(&layout, &state, [&wrong]).map_err(|r| r.problem),
        Err(Problem::Unjustified { .. })
    ));
    // A set with a number it does not hold.
    let mut wrong = step.clone();
    wrong.sets[0] = sudograph::trace::PatternSet::new([cell("r8c3")], numbers("789"));
    assert!(verify(&layout, &state, [&wrong]).is_err());
    // Another rating.
    let mut wrong = step;
    wrong.rating = Rating::from_tenths(85);
    assert!(verify(&layout, &state, [&wrong]).is_err());
}
