//! Brute force, the explicit last resort: when no technique applies, search proves which
//! candidates of one cell lead to no solution, and the step removes them.
//!
//! The cell is the first open one with the fewest candidates. Each candidate is tried by a
//! bounded search (counting solutions up to one, [`NODES`] nodes at most); it goes only when the
//! search finishes and finds none. On a puzzle with one solution that leaves the cell its
//! value, and the explanation goes on by logic. Any layout (a variant is searched on the engine).
//! Grids of side 16 or less only: the checker re-proves each removal with a search of its own
//! (singles and depth first), which on a hard 25×25 state would not finish.

use crate::io::Candidates;
use crate::layout::{Cell, HouseKind, Number, NumberSet};
use crate::rules::Rules;
use crate::search::Limits;
use crate::trace::find::solver_on;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State};

/// Brute force.
pub(crate) struct BruteForce;

/// The most search nodes spent on each candidate tried.
pub(crate) const NODES: u64 = 1_000_000;

/// The largest side it works on.
pub(crate) const MAX_SIDE: usize = 16;

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
        if value >= limit || !state.allows(technique) || layout.side() > MAX_SIDE {
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
