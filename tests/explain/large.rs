//! Brute force on grids larger than 9×9: the shipped generated 25×25 puzzles and a hard 16×16
//! jigsaw end solved, every step passes the checker (which replays each brute-force
//! certificate by unit propagation of its own), no brute-force removal is a candidate of the
//! solution, and a tampered certificate is rejected.

use std::sync::Arc;

use super::*;
use sudograph::trace::{Proof, Refutation, verify_puzzle};

#[test]
fn generated_25x25_puzzles_end_solved_with_certified_brute_force() {
    // The second needs brute force (three steps when measured); a debug build takes two.
    let mut brute = 0;
    for (i, puzzle) in taken("data/generated_25x25.txt", 2).iter().enumerate() {
        let what = format!("generated_25x25 #{i}");
        let trace = Explainer::new(puzzle).explain();
        check_trace(&what, &trace);
        assert_eq!(trace.outcome(), Outcome::Solved, "{what}");
        let SearchOutcome::Unique(solution) = Solver::new(puzzle).solve() else {
            panic!("{what}: one solution");
        };
        assert_eq!(trace.end(), &Candidates::from(&solution), "{what}");
        for step in trace
            .steps()
            .filter(|s| s.technique == Technique::BruteForce)
        {
            brute += 1;
            let proof = step.proof.expect("a certificate on 25×25");
            let refuted: Vec<(Cell, Number)> = proof
                .refutations
                .iter()
                .map(|r| (r.cell, r.number))
                .collect();
            assert_eq!(
                refuted, step.eliminations,
                "{what}: one refutation per removal"
            );
            for &(cell, number) in step.eliminations {
                assert_ne!(
                    solution.get(cell),
                    Some(number),
                    "{what}: removes the solution"
                );
            }
            let text = step.display(25).to_string();
            assert!(text.contains("checked by unit propagation"), "{text}");
        }
    }
    assert!(brute >= 1, "brute-force steps met: {brute}");
}

/// A generated 16×16 jigsaw puzzle, with its region map, found by a sweep: its brute-force
/// steps removed candidates the checker's own depth-first search could not re-prove within its
/// bound, while 16×16 steps carried no certificate.
const JIGSAW_16: &str = concat!(
    ".D7.3..4.1.........5.......7.E94...7.....3.86..2..9..6..F.7..8..",
    ".1.....5......7......B.E.F9..D38..2..........4.....9.2.....1....",
    "....7..A.BE............1B..5E7.........2.......5...E.D....3.5F81",
    "8..12..96.C......F..C5......9.2..G.......E.....6....1A....F6.3..",
    " ",
    "AAAAAAAABBBCCCCCADDDADAAABBCCCCCADDDDDDABBBCCCCCDDDEEFFABBBBBBBC",
    "DDEEEFFFFFFBGGGGDEEEEFFFHHHHHGGGIEEFFFHHHHHJHHGGIIEEFFHHKKKJHHGG",
    "IIEEEKKKKJJJJJJGIIKKKKLLLJJJMJGGIIKKNKNLMMJJMJJGIIKKNNNLLMMMMMOG",
    "IINNNLLLMMLMOMOOINNNNPLLLLLMOOOOINPPNPPLPPMMOOOOINNPPPPPPPPPOOOO",
);

#[test]
fn a_hard_16x16_jigsaw_ends_solved_with_certified_brute_force() {
    let record = sudograph::io::Reader::new(JIGSAW_16.as_bytes(), None)
        .next()
        .expect("a record")
        .expect("it reads");
    let sudograph::Grid::Puzzle(puzzle) = record.grid else {
        panic!("a puzzle");
    };
    let layout = Arc::new(record.variant.layout(puzzle.shape()).expect("its regions"));
    let trace = Explainer::with_layout(Arc::clone(&layout), &puzzle)
        .expect("16×16")
        .explain();
    assert_eq!(trace.outcome(), Outcome::Solved);
    trace.verify().unwrap_or_else(|e| panic!("{e}"));
    let mut brute = 0;
    for step in trace
        .steps()
        .filter(|s| s.technique == Technique::BruteForce)
    {
        brute += 1;
        assert!(step.proof.is_some(), "a certificate on 16×16");
    }
    assert!(brute >= 1, "brute-force steps met: {brute}");
}

#[test]
fn a_tampered_certificate_is_rejected() {
    let puzzle = &puzzles("data/generated_25x25.txt")[1];
    let layout = Layout::new(puzzle.shape());
    // The steps up to the first brute-force one.
    let mut steps = Vec::new();
    for step in Explainer::new(puzzle) {
        let brute = step.technique == Technique::BruteForce;
        steps.push(step);
        if brute {
            break;
        }
    }
    let at = steps.len() - 1;
    assert_eq!(steps[at].technique, Technique::BruteForce);
    assert!(verify_puzzle(&layout, puzzle, &steps).is_ok());
    let original: Proof = (**steps[at].proof.as_ref().expect("a certificate")).clone();
    let first = &original.refutations[0];
    let nogoods: Vec<Vec<u32>> = first.nogoods().map(<[u32]>::to_vec).collect();
    assert!(nogoods.len() >= 2, "{} nogoods", nogoods.len());
    let with = |cell: Cell, number: Number, list: &[Vec<u32>]| {
        let mut r = Refutation::new(cell, number);
        for c in list {
            r.push(c.iter().copied());
        }
        let mut proof = original.clone();
        proof.refutations[0] = r;
        proof
    };
    let (cell, number) = (first.cell, first.number);
    let mut flipped = nogoods.clone();
    flipped[0][0] ^= 1;
    let mut dropped = nogoods.clone();
    dropped.pop();
    let other = steps[at]
        .numbers
        .iter()
        .find(|&d| d != number)
        .expect("another");
    let tampered = [
        ("the last nogood dropped", with(cell, number, &dropped)),
        ("no nogood", with(cell, number, &[])),
        ("a literal flipped", with(cell, number, &flipped)),
        ("another candidate", with(cell, other, &nogoods)),
    ];
    for (what, proof) in tampered {
        let mut bad = steps.clone();
        bad[at].proof = Some(Arc::new(proof));
        assert!(
            verify_puzzle(&layout, puzzle, &bad).is_err(),
            "{what} passes"
        );
    }
    // Without its certificate the step is not re-proved on 25×25.
    let mut bare = steps.clone();
    bare[at].proof = None;
    assert!(verify_puzzle(&layout, puzzle, &bare).is_err());
}

#[test]
#[ignore = "minutes: the nine minimal 25×25 puzzles, measured by hand (docs/rules.md)"]
fn every_gecode_25x25_puzzle_ends_solved_and_passes_the_checker() {
    for (i, puzzle) in puzzles("data/gecode_25x25.txt").iter().enumerate() {
        let what = format!("gecode_25x25 #{i}");
        let trace = Explainer::new(puzzle).explain();
        check_trace(&what, &trace);
        assert_eq!(trace.outcome(), Outcome::Solved, "{what}");
        let brute: Vec<_> = trace
            .steps()
            .filter(|s| s.technique == Technique::BruteForce)
            .collect();
        let nogoods: usize = brute
            .iter()
            .filter_map(|s| s.proof)
            .map(|p| p.nogoods())
            .sum();
        eprintln!(
            "{what}: {} brute-force steps, {nogoods} nogoods",
            brute.len()
        );
    }
}
