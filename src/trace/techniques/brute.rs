//! Brute force, the explicit last resort: when no technique applies, search proves which
//! candidates of one cell lead to no solution, and the step removes them.
//!
//! The cell is the first open one with the fewest candidates. Each candidate is tried by a
//! bounded search (counting solutions up to one, [`NODES`] nodes at most); it goes only when the
//! search finishes and finds none. On a puzzle with one solution that leaves the cell its
//! value, and the explanation goes on by logic. Any layout (a variant is searched on the engine).
//! On grids of side 9 or less the checker re-proves each removal with a search of its own
//! (singles and depth first), which on a hard 16×16 or 25×25 state need not finish; on larger
//! ones each candidate is tried by the search with learning ([`LEARN_NODES`] nodes at most),
//! and one that it refutes without finding a solution goes with its nogoods as a certificate
//! ([`Proof`]), which the checker replays by unit propagation.

use std::sync::Arc;

use crate::io::Candidates;
use crate::layout::{Cell, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::search::{Limits, Refuted, refute};
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Proof, Refutation, Steps, Technique};
use crate::trace::unique::solver_on;

use super::{GridTechnique, Scratch, State};

/// Brute force.
pub(crate) struct BruteForce;

/// The most search nodes spent on each candidate tried.
pub(crate) const NODES: u64 = 1_000_000;

/// The largest side searched as here and re-proved by the checker's own search; larger grids
/// are searched with learning and carry a [`Proof`] (a hard 16×16 state can need more than the
/// checker's depth-first search finishes: docs/rules.md, Brute force).
pub(crate) const MAX_SIDE: usize = 9;

/// The most nodes (guesses) the search with learning spends on each candidate tried on a grid
/// larger than [`MAX_SIDE`].
pub(crate) const LEARN_NODES: u64 = 200_000;

impl GridTechnique for BruteForce {
    fn families(&self) -> Rules {
        Rules::SEARCH
    }

    fn floor(&self) -> Rating {
        rating(Technique::BruteForce, 1, HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let (layout, graph) = (state.layout, state.graph);
        let technique = Technique::BruteForce;
        let value = rating(technique, 1, HouseKind::Row);
        if value >= limit || !state.allows(technique) {
            return;
        }
        let Some(cell) = (0..layout.cells())
            .map(Cell::new)
            .filter(|&c| graph.candidates(c).len() >= 2)
            .min_by_key(|&c| (graph.candidates(c).len(), c))
        else {
            return;
        };
        let here = graph.candidates(cell);
        if layout.side() > MAX_SIDE {
            return certified(state, scratch, out);
        }
        let mut gone: Vec<(Cell, Number)> = Vec::new();
        for d in here {
            let mut trial = Candidates::full(layout.shape());
            for c in 0..layout.cells() {
                trial.set(Cell::new(c), graph.candidates(Cell::new(c)));
            }
            trial.set(cell, NumberSet::single(d));
            let limits = Limits::default().with_max_nodes(NODES);
            // A variant layout is searched on the engine.
            let Some(solver) = solver_on(layout, &trial) else {
                return;
            };
            let count = solver.with_limits(limits).count(1);
            if count.count == 0 && count.limit.is_none() {
                gone.push((cell, d));
            }
        }
        if gone.is_empty() || gone.len() == here.len() {
            return;
        }
        out.push(technique, value, [], [cell], here, gone, []);
    }
}

/// The search budgets (nodes) of brute force on a grid larger than [`MAX_SIDE`], round by
/// round, and how many cells (fewest candidates first) each round tries: cheap refutations
/// anywhere among the first cells before costly ones in the first.
const ROUNDS: [(u64, usize); 2] = [(1_000, 6), (LEARN_NODES, 2)];

/// Brute force on a grid larger than [`MAX_SIDE`]: in rounds of growing budgets ([`ROUNDS`]),
/// the candidates of the open cells with the fewest are each placed and searched with
/// learning; the first cell with candidates refuted loses them, each with the nogoods that
/// prove it. A candidate of a solution met on the way (kept in `scratch` while it fits the
/// state) is never tried: it cannot be refuted.
fn certified(state: &State<'_>, scratch: &mut Scratch, out: &mut Steps) {
    let (layout, graph) = (state.layout, state.graph);
    let technique = Technique::BruteForce;
    let shared = if layout.is_standard() {
        Layout::shared(layout.shape())
    } else {
        Arc::new(layout.clone())
    };
    let fits = |p: &crate::io::Puzzle| {
        (0..layout.cells()).all(|c| {
            p.get(Cell::new(c))
                .is_some_and(|d| graph.has(Cell::new(c), d))
        })
    };
    if scratch.brute_solution.as_ref().is_some_and(|p| !fits(p)) {
        scratch.brute_solution = None;
    }
    let mut cells: Vec<Cell> = (0..layout.cells())
        .map(Cell::new)
        .filter(|&c| graph.candidates(c).len() >= 2)
        .collect();
    cells.sort_by_key(|&c| (graph.candidates(c).len(), c));
    let mut trial = Candidates::full(layout.shape());
    for c in 0..layout.cells() {
        trial.set(Cell::new(c), graph.candidates(Cell::new(c)));
    }
    // Candidates found in a solution by this call's searches (not tried again).
    let mut settled: Vec<(Cell, Number)> = Vec::new();
    for (budget, take) in ROUNDS {
        for &cell in cells.iter().take(take) {
            let here = graph.candidates(cell);
            let mut proof = Proof::default();
            for d in here {
                let known = scratch.brute_solution.as_ref();
                if known.is_some_and(|p| p.get(cell) == Some(d)) || settled.contains(&(cell, d)) {
                    continue;
                }
                trial.set(cell, NumberSet::single(d));
                match refute(&shared, &trial, budget) {
                    Refuted::Proof(log) => proof
                        .refutations
                        .push(Refutation::from_log(cell, d, log.lits, log.ends)),
                    Refuted::Solution(p) => {
                        settled.push((cell, d));
                        scratch.brute_solution = Some(p);
                    }
                    Refuted::Limit => {}
                }
            }
            trial.set(cell, here);
            let gone: Vec<(Cell, Number)> = proof
                .refutations
                .iter()
                .map(|r| (r.cell, r.number))
                .collect();
            if !gone.is_empty() && gone.len() < here.len() {
                // One cell: eliminations by number, as tried.
                let value = rating(technique, 1, HouseKind::Row);
                out.push(technique, value, [], [cell], here, gone, []);
                out.set_proof(Some(Arc::new(proof)));
                return;
            }
        }
    }
}
