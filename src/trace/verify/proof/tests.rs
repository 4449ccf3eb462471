//! The RUP checker on small hand-made cases, and on refutations the search with learning
//! writes, tampered with.

use std::sync::Arc;

use super::refutes;
use crate::io::Candidates;
use crate::layout::{BoxShape, Cell, Layout, Number, NumberSet};
use crate::search::{Refuted, refute};
use crate::trace::step::{Refutation, literal};

/// A 9×9 state: row 1 `r1c1..r1c3` hold {1,2,3} between them (a naked triple), every other
/// candidate open.
fn triple() -> (Layout, Vec<NumberSet>) {
    let layout = Layout::new(BoxShape::CLASSIC);
    let mut cands = vec![NumberSet::full(9); 81];
    let three: NumberSet = [0, 1, 2].into_iter().map(Number::new).collect();
    cands[..3].fill(three);
    (layout, cands)
}

fn lit(cell: usize, value: usize, placed: bool) -> u32 {
    literal(Cell::new(cell), Number::from_value(value), 9, placed)
}

#[test]
fn propagation_alone_refutes_a_candidate_that_empties_a_cell() {
    // r1c1..r1c2 a naked pair {1,2}: 1 in r1c3 leaves both 2.
    let layout = Layout::new(BoxShape::new(2, 2).expect("2x2 boxes"));
    let mut cands = vec![NumberSet::full(4); 16];
    let pair: NumberSet = [0, 1].into_iter().map(Number::new).collect();
    (cands[0], cands[1]) = (pair, pair);
    let empty = Refutation::new(Cell::new(2), Number::from_value(1));
    assert!(refutes(&layout, &cands, &empty));
    // 3 there leaves a solution: no certificate shows otherwise.
    let wrong = Refutation::new(Cell::new(2), Number::from_value(3));
    assert!(!refutes(&layout, &cands, &wrong));
}

#[test]
fn a_refutation_needing_one_lemma_passes_with_it_and_fails_without() {
    let (layout, cands) = triple();
    // 1 in r1c4 leaves r1c1..r1c3 three cells for {2,3}: propagation alone does not see it.
    let (cell, one) = (Cell::new(3), Number::from_value(1));
    assert!(!refutes(&layout, &cands, &Refutation::new(cell, one)));
    // The lemma "2 is not in r1c1": 2 there leaves r1c2 and r1c3 both 3.
    let mut proof = Refutation::new(cell, one);
    proof.push([lit(0, 2, false)]);
    assert!(refutes(&layout, &cands, &proof));
    // A nogood that does not follow: "1 is in r2c1".
    let mut bogus = Refutation::new(cell, one);
    bogus.push([lit(9, 1, true)]);
    bogus.push([lit(0, 2, false)]);
    assert!(!refutes(&layout, &cands, &bogus));
    // The same certificate for 4 in r1c4, which has solutions.
    let mut wrong = Refutation::new(cell, Number::from_value(4));
    wrong.push([lit(0, 2, false)]);
    assert!(!refutes(&layout, &cands, &wrong));
    // A candidate not in the state, a literal out of range.
    let mut gone = Refutation::new(Cell::new(0), Number::from_value(5));
    gone.push([lit(0, 2, false)]);
    assert!(!refutes(&layout, &cands, &gone));
    let mut out = Refutation::new(cell, one);
    out.push([2 * 81 * 9 + 1]);
    assert!(!refutes(&layout, &cands, &out));
}

/// The state where singles leave line `line` of `file`, and the first of its open cells' first
/// candidates that the search with learning refutes, with its nogoods.
fn refuted(file: &str, line: usize) -> (Arc<Layout>, Vec<NumberSet>, Refutation) {
    let text = std::fs::read_to_string(file).expect("a data file");
    let puzzle: crate::Puzzle = text
        .lines()
        .nth(line)
        .expect("a line")
        .parse()
        .expect("valid");
    let layout = Layout::shared(puzzle.shape());
    let state = crate::trace::starting_candidates(&layout, &puzzle);
    let cands: Vec<NumberSet> = state.cells().to_vec();
    for c in 0..layout.cells() {
        if cands[c].len() < 2 {
            continue;
        }
        for d in cands[c] {
            let mut trial: Candidates = state.clone();
            trial.set(Cell::new(c), NumberSet::single(d));
            if let Refuted::Proof(log) = refute(&layout, &trial, 100_000)
                && log.ends.len() >= 3
            {
                let r = Refutation::from_log(Cell::new(c), d, log.lits, log.ends);
                return (layout, cands, r);
            }
        }
    }
    panic!("no refutation with nogoods in {file}");
}

#[test]
fn the_learners_nogoods_pass_and_tampered_ones_fail() {
    let (layout, cands, proof) = refuted("data/top1465.txt", 0);
    assert!(refutes(&layout, &cands, &proof), "{} nogoods", proof.len());
    let nogoods: Vec<Vec<u32>> = proof.nogoods().map(<[u32]>::to_vec).collect();
    let rebuilt = |list: &[Vec<u32>]| {
        let mut r = Refutation::new(proof.cell, proof.number);
        for c in list {
            r.push(c.iter().copied());
        }
        r
    };
    assert!(refutes(&layout, &cands, &rebuilt(&nogoods)));
    // Without its nogoods, or with the last one dropped, propagation does not refute it.
    assert!(!refutes(&layout, &cands, &rebuilt(&[])));
    assert!(!refutes(
        &layout,
        &cands,
        &rebuilt(&nogoods[..nogoods.len() - 1])
    ));
    // A literal of the first nogood flipped.
    let mut flipped = nogoods.clone();
    flipped[0][0] ^= 1;
    assert!(!refutes(&layout, &cands, &rebuilt(&flipped)));
    // The same nogoods for another cell's candidate.
    let other = (0..layout.cells())
        .find(|&c| c != proof.cell.index() && cands[c].len() >= 2)
        .expect("another open cell");
    let mut moved = rebuilt(&nogoods);
    (moved.cell, moved.number) = (Cell::new(other), cands[other].iter().next().expect("open"));
    assert!(!refutes(&layout, &cands, &moved));
}
