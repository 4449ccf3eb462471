//! Grouped chains and loops (family `grouped`, off by default): a Grouped AIC and a Grouped
//! Continuous Nice Loop of several numbers, their eliminations worked out by hand; the checker
//! re-deriving them link by link and rejecting broken ones.

use super::*;

const GROUPED: Rules = Rules::GROUPED;

/// Grouped AIC over 1 and 2, through the group of 2 in box 2 ∩ row 3:
///
/// ```text
/// (1)r1c8 = (1)r1c4 - (2)r1c4 = (2)r3c5|r3c6 - (2=1)r3c1
/// ```
///
/// Row 1 holds 1 only at r1c4 and r1c8; box 2 holds 2 only at r1c4, r3c5 and r3c6; r3c1 holds
/// only 1 and 2. If r1c8 is not 1, r1c4 is, so box 2's 2 is in r3c5 or r3c6, not in r3c1
/// (row 3), which is then 1. Either r1c8 or r3c1 is 1: the cells seeing both are r1c1..r1c3
/// (which lost their 1 to row 1) and r3c7..r3c9. Without the group no chain says it: box 2
/// holds 2 in three cells. Rating: 7.0 for an AIC, + 0.3 for the group, + 0.1 for six nodes.
fn grouped_aic(broken: bool) -> Candidates {
    let marks = Marks::new()
        .cells(&[("r3c1", "12")])
        .only(2, boxed(2), &["r1c4", "r3c5", "r3c6"])
        .only(1, row(1), &["r1c4", "r1c8"]);
    // A fourth 2 in box 2 (r2c4): the group and r1c4 are no longer its only places.
    if broken { marks.add("r2c4", 2) } else { marks }.done()
}

const GROUPED_AIC: [(&str, usize); 3] = [("r3c7", 1), ("r3c8", 1), ("r3c9", 1)];

#[test]
fn a_grouped_aic_mixes_numbers_through_a_group() {
    let all = steps(&grouped_aic(false), GROUPED);
    let step = listed(
        &all,
        Technique::GroupedAic,
        74,
        "Grouped AIC (1)r1c8 = (1)r1c4 - (2)r1c4 = (2)r3c5|r3c6 - (2=1)r3c1 \
         => r3c7<>1, r3c8<>1, r3c9<>1",
    );
    assert_eq!(step.eliminations, elims(&GROUPED_AIC));
    assert_eq!(step.numbers, numbers("12"));
    // No chain without a group removes these.
    let plain = |s: &&Step| s.chain.iter().all(|n| !n.is_group());
    let gone = elims(&GROUPED_AIC);
    assert!(
        all.iter()
            .filter(|s| s.technique.is_chain() || s.technique.is_cycle())
            .filter(plain)
            .all(|s| !s.eliminations.iter().any(|e| gone.contains(e)))
    );
    // A fourth 2 in box 2: no grouped chain removes them.
    let broken = steps(&grouped_aic(true), GROUPED);
    assert!(
        of(&broken, Technique::GroupedAic)
            .iter()
            .all(|s| !s.eliminations.iter().any(|e| gone.contains(e))),
        "{broken:?}"
    );
    // Explanations by default do not look for them.
    assert_none(
        &grouped_aic(false),
        Rules::EXPLAIN,
        &[Technique::GroupedAic, Technique::GroupedContinuousNiceLoop],
    );
}

/// Grouped Continuous Nice Loop over 1, 2 and 6:
///
/// ```text
/// (2)r3c5|r3c6 - (2=1)r3c1 - (1=6)r2c1 - (6)r1c2 = (6)r1c4 - (2)r1c4 = (2)r3c5|r3c6
/// ```
///
/// r3c1 holds only 1 and 2, r2c1 only 1 and 6; row 1 holds 6 only at r1c2 and r1c4; box 2
/// holds 2 only at r1c4, r3c5 and r3c6. Round the loop the nodes are true and false in turn,
/// one way or the other, so each weak link has exactly one true end, and what sees both goes:
///
/// - 2 of r3c1 and the group (row 3): 2 from r3c2, r3c3, r3c7, r3c8, r3c9 (r3c4 lost it to
///   box 2);
/// - 1 of r3c1 and r2c1 (column 1, box 1): 1 from r1c1, r4c1..r9c1 and r1c2, r1c3, r2c2,
///   r2c3, r3c2, r3c3;
/// - 6 of r2c1 and r1c2 (box 1): 6 from r2c2, r2c3, r3c2, r3c3 (r1c1 and r1c3 lost it to
///   row 1);
/// - 6 and 2 of r1c4 (one cell): its other numbers, 1, 3, 4, 5, 7, 8, 9.
///
/// Rating: 7.0 for a loop of several numbers, + 0.3 for the group, + 0.1 for eight nodes (the
/// length bonus of six).
fn grouped_loop() -> Candidates {
    Marks::new()
        .cells(&[("r3c1", "12"), ("r2c1", "16")])
        .only(6, row(1), &["r1c2", "r1c4"])
        .only(2, boxed(2), &["r1c4", "r3c5", "r3c6"])
        .done()
}

fn grouped_loop_eliminations() -> Vec<(&'static str, usize)> {
    let mut out = vec![
        ("r3c2", 2),
        ("r3c3", 2),
        ("r3c7", 2),
        ("r3c8", 2),
        ("r3c9", 2),
        ("r2c2", 6),
        ("r2c3", 6),
        ("r3c2", 6),
        ("r3c3", 6),
    ];
    for c in [
        "r1c1", "r4c1", "r5c1", "r6c1", "r7c1", "r8c1", "r9c1", "r1c2", "r1c3", "r2c2", "r2c3",
        "r3c2", "r3c3",
    ] {
        out.push((c, 1));
    }
    for d in [1, 3, 4, 5, 7, 8, 9] {
        out.push(("r1c4", d));
    }
    out
}

#[test]
fn a_grouped_continuous_nice_loop_removes_what_each_weak_link_sees() {
    let state = grouped_loop();
    let all = steps(&state, GROUPED);
    let step = expect(
        &all,
        Technique::GroupedContinuousNiceLoop,
        74,
        &grouped_loop_eliminations(),
    );
    assert_eq!(step.chain.len(), 8);
    assert_eq!(step.numbers, numbers("126"));
    let groups: Vec<Vec<Cell>> = (step.chain.iter())
        .filter(|n| n.is_group())
        .map(|n| n.cells().to_vec())
        .collect();
    assert_eq!(groups, vec![vec![cell("r3c5"), cell("r3c6")]]);
    assert_none(
        &state,
        Rules::EXPLAIN,
        &[Technique::GroupedAic, Technique::GroupedContinuousNiceLoop],
    );
}

/// A Grouped AIC from a candidate false to itself true places it (HoDoKu's Grouped
/// Discontinuous Nice Loop setting a value), listed as HoDoKu lists it:
///
/// ```text
/// (1)r1c8 = (1)r1c4 - (2)r1c4 = (2)r3c5|r3c6 - (2=1)r3c1 - (1)r3c8 = (1)r1c8
/// ```
///
/// The chain above, and column 8 holding 1 only at r1c8 and r3c8: if r1c8 is not 1, r3c1 is
/// (above), so r3c8 is not, so r1c8 is. Its other candidates, 2 to 9, go (its peers lose 1
/// once it is placed). Rating: 7.3 + the length bonus of eight nodes (0.2).
#[test]
fn a_grouped_aic_from_a_candidate_to_itself_removes_its_cells_other_candidates() {
    let state = Marks::new()
        .cells(&[("r3c1", "12")])
        .only(2, boxed(2), &["r1c4", "r3c5", "r3c6"])
        .only(1, row(1), &["r1c4", "r1c8"])
        .only(1, col(8), &["r1c8", "r3c8"])
        .done();
    let others: Vec<(&str, usize)> = (2..=9).map(|d| ("r1c8", d)).collect();
    let step = expect(&steps(&state, GROUPED), Technique::GroupedAic, 75, &others);
    let (first, last) = (step.chain[0], step.chain[step.chain.len() - 1]);
    assert!(first.same_candidates(&last), "{}", step.display(9));
    assert_eq!(first.cells(), &[cell("r1c8")]);
}

#[test]
fn the_checker_rejects_tampered_grouped_chains() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let rejected = |state: &Candidates, step: &Step| {
        verify(&layout, state, [step])
            .expect_err("rejected")
            .problem
    };
    let state = grouped_aic(false);
    let step = expect(
        &steps(&state, GROUPED),
        Technique::GroupedAic,
        74,
        &GROUPED_AIC,
    );
    // The chain where box 2 holds a fourth 2: the group's strong link does not hold.
    assert!(matches!(
        rejected(&grouped_aic(true), &step),
        Problem::PatternFails(_)
    ));
    // Named as the ungrouped AIC, or rated as one.
    let mut named = step.clone();
    named.technique = Technique::Aic;
    assert!(matches!(rejected(&state, &named), Problem::Malformed(_)));
    let mut rated = step.clone();
    rated.rating = Rating::from_tenths(71);
    assert!(matches!(rejected(&state, &rated), Problem::Rating { .. }));
    // An elimination that sees one end only.
    let mut far = step.clone();
    far.eliminations.push((cell("r3c4"), number(1)));
    assert!(matches!(
        rejected(&state, &far),
        Problem::Unjustified { .. }
    ));
    // The group cut to one of its cells: r3c5 alone is not box 2's other place of 2.
    let mut cut = step.clone();
    for node in &mut cut.chain {
        if node.is_group() {
            *node = Node::cell(cell("r3c5"), node.number, node.link, node.on);
        }
    }
    cut.cells.retain(|&c| c != cell("r3c6"));
    assert!(matches!(rejected(&state, &cut), Problem::PatternFails(_)));

    // The loop: a group node that is not a box ∩ line, and a loop whose group is broken.
    let state = grouped_loop();
    let step = expect(
        &steps(&state, GROUPED),
        Technique::GroupedContinuousNiceLoop,
        74,
        &grouped_loop_eliminations(),
    );
    let mut bent = step.clone();
    for node in &mut bent.chain {
        if node.is_group() {
            *node = Node::new(
                node.number,
                [cell("r1c4"), cell("r3c5")],
                node.link,
                node.on,
            );
        }
    }
    assert!(matches!(rejected(&state, &bent), Problem::Malformed(_)));
    let broken = Marks::new()
        .cells(&[("r3c1", "12"), ("r2c1", "16")])
        .only(6, row(1), &["r1c2", "r1c4"])
        .only(2, boxed(2), &["r1c4", "r3c5", "r3c6", "r2c5"])
        .done();
    assert!(matches!(rejected(&broken, &step), Problem::PatternFails(_)));
    // Named as an ungrouped loop.
    let mut named = step.clone();
    named.technique = Technique::ContinuousNiceLoop;
    assert!(matches!(rejected(&state, &named), Problem::Malformed(_)));
}

#[test]
fn grouped_steps_listed_at_hard_states_pass_the_checker() {
    // The states where explanations without forcing chains and ALSs stop, on top1465's first
    // 40 puzzles: every grouped chain and loop listed passes the checker (`steps`), goes
    // through a group or an ALS node, and a Grouped AIC is of several numbers or more than
    // eight nodes.
    let text = std::fs::read_to_string("data/top1465.txt").expect("data file");
    let without = (Rules::EXPLAIN.without(Rules::FORCING))
        .without(Rules::ALS)
        .without(Rules::SEARCH);
    let mut chains = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(40) {
        let puzzle: sudograph::Puzzle = line.parse().expect("a puzzle");
        let trace = Explainer::new(&puzzle)
            .with_config(Config::default().with_rules(without))
            .explain();
        let all = steps(trace.end(), GROUPED);
        for step in of(&all, Technique::GroupedAic) {
            let first = step.chain[0].number;
            let through = step.chain.iter().any(|n| n.is_group()) || !step.sets.is_empty();
            assert!(through, "{line}");
            assert!(
                step.chain.len() > 8 || step.chain.iter().any(|n| n.number != first),
                "{line}: {}",
                step.display(9)
            );
            chains += 1;
        }
        // (Grouped loops are rarer: none at these states; `grouped_loop` above has one.)
        for step in of(&all, Technique::GroupedContinuousNiceLoop) {
            let through = step.chain.iter().any(|n| n.is_group()) || !step.sets.is_empty();
            assert!(through, "{line}");
        }
    }
    assert!(chains > 0, "some Grouped AICs");
}

#[test]
fn hint_all_lists_grouped_steps_only_with_the_family() {
    let state = grouped_aic(false).to_string();
    let run = |rules: &str| {
        let output = crate::cli::sudograph(
            &[
                "hint",
                "--all",
                "--technique",
                "grouped_aic",
                "--rules",
                rules,
                "-",
            ],
            Some(&state),
        );
        assert!(output.status.success());
        crate::cli::stdout(&output)
    };
    let listed = run("grouped");
    assert!(
        listed.lines().any(|l| l
            == "Grouped AIC (1)r1c8 = (1)r1c4 - (2)r1c4 = (2)r3c5|r3c6 - (2=1)r3c1 \
                => r3c7<>1, r3c8<>1, r3c9<>1"),
        "{listed}"
    );
    // `chains` alone: none.
    assert!(!run("chains").contains("Grouped"));
}

#[test]
fn explanations_with_grouped_chains_pass_the_checker() {
    // top1465's first 20 puzzles explained with the default families and `grouped`: every
    // trace replays through the checker, and some use a grouped chain.
    let text = std::fs::read_to_string("data/top1465.txt").expect("data file");
    let rules = Rules::EXPLAIN.with(Rules::GROUPED);
    let mut used = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(20) {
        let puzzle: sudograph::Puzzle = line.parse().expect("a puzzle");
        let trace = Explainer::new(&puzzle)
            .with_config(Config::default().with_rules(rules))
            .explain();
        let end = trace
            .verify()
            .unwrap_or_else(|rejection| panic!("{line}: {rejection}"));
        assert_eq!(&end, trace.end(), "{line}");
        used += trace
            .steps()
            .filter(|s| {
                matches!(
                    s.technique,
                    Technique::GroupedAic | Technique::GroupedContinuousNiceLoop
                )
            })
            .count();
    }
    assert!(used > 0, "some grouped steps");
}
