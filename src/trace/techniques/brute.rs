//! Brute force, the explicit last resort: when no technique applies, search proves which
//! candidates of one cell lead to no solution, and the step removes them.
//!
//! The cell is the first open one with the fewest candidates. Each candidate is tried by a
//! bounded search (counting solutions up to one, [`NODES`] nodes at most); it goes only when the
//! search finishes and finds none. On a puzzle with one solution that leaves the cell its
//! value, and the explanation goes on by logic. Any layout (a variant is searched on the engine).
//! On grids of side 16 or less the checker re-proves each removal with a search of its own
//! (singles and depth first), which on a hard 25×25 state would not finish; on larger ones each
//! candidate is tried by the search with learning ([`LEARN_NODES`] nodes at most), and one that
//! it refutes without finding a solution goes with its nogoods as a certificate ([`Proof`]),
//! which the checker replays by unit propagation.

use std::sync::Arc;

use crate::io::Candidates;
use crate::layout::{Cell, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::search::{Limits, Refuted, refute};
use crate::trace::find::solver_on;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Proof, Refutation, Steps, Technique};

use super::{GridTechnique, Scratch, State};

/// Brute force.
pub(crate) struct BruteForce;

/// The most search nodes spent on each candidate tried.
pub(crate) const NODES: u64 = 1_000_000;

/// The largest side searched as here and re-proved by the checker's own search; larger grids
/// are searched with learning and carry a [`Proof`].
pub(crate) const MAX_SIDE: usize = 16;

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

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
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
            return certified(state, cell, out);
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

/// Brute force on a grid larger than [`MAX_SIDE`]: each candidate of `cell` placed and searched
/// with learning; those refuted go, each with the nogoods that prove it.
fn certified(state: &State<'_>, cell: Cell, out: &mut Steps) {
    let (layout, graph) = (state.layout, state.graph);
    let technique = Technique::BruteForce;
    let shared = if layout.is_standard() {
        Layout::shared(layout.shape())
    } else {
        Arc::new(layout.clone())
    };
    let here = graph.candidates(cell);
    let mut trial = Candidates::full(layout.shape());
    for c in 0..layout.cells() {
        trial.set(Cell::new(c), graph.candidates(Cell::new(c)));
    }
    let mut gone: Vec<(Cell, Number)> = Vec::new();
    let mut proof = Proof::default();
    for d in here {
        trial.set(cell, NumberSet::single(d));
        if let Refuted::Proof(log) = refute(&shared, &trial, LEARN_NODES) {
            gone.push((cell, d));
            proof
                .refutations
                .push(Refutation::from_log(cell, d, log.lits, log.ends));
        }
    }
    if gone.is_empty() || gone.len() == here.len() {
        return;
    }
    // Eliminations are listed by number then cell: one cell, so by number, as tried.
    let value = rating(technique, 1, HouseKind::Row);
    out.push(technique, value, [], [cell], here, gone, []);
    out.set_proof(Some(Arc::new(proof)));
}
