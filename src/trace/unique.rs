//! Whether a state has one solution, which uniqueness techniques and nested forcing chains
//! assume: bounded counts on the state or on its givens alone, through the search.

use crate::layout::{Cell, Layout, NumberSet};
use crate::propagate::Engine;

/// The most search nodes spent telling whether a state has one solution before uniqueness
/// techniques or nested forcing chains may be used on it.
pub(crate) const UNIQUE_CHECK_NODES: u64 = 20_000;

/// Whether the engine's state has exactly one solution (a count up to two, bounded at
/// [`UNIQUE_CHECK_NODES`] nodes; false when the bound is hit). Uniqueness techniques assume it
/// — on a puzzle with several solutions they would remove some and end in a contradiction —
/// and also need the standard houses only (swapping two numbers in a rectangle may break an
/// extra house, so the pattern need not be deadly). Nested forcing chains need it not for
/// soundness but for time: on a state with several solutions no logic finishes, and each step
/// would spend their whole budget. Asked once, when first needed: the steps before keep the
/// solutions, so the answer is the starting state's.
pub(super) fn one_solution(engine: &Engine) -> bool {
    let count = count_on(engine.layout(), &engine.to_candidates(), UNIQUE_CHECK_NODES);
    count.count == 1 && count.limit.is_none()
}

/// The solutions of `candidates` on `layout`, counted up to two within `nodes` search nodes: a
/// variant's extra houses count ([`solver_on`]).
pub(crate) fn count_on(
    layout: &Layout,
    candidates: &crate::io::Candidates,
    nodes: u64,
) -> crate::search::Count {
    let limits = crate::search::Limits::default().with_max_nodes(nodes);
    // The state has the layout's shape, being the engine's own.
    let solver =
        solver_on(layout, candidates).unwrap_or_else(|| crate::Solver::from_candidates(candidates));
    solver.with_limits(limits).count(2)
}

/// A solver for `candidates` on `layout`: a standard layout's from the candidates, a variant's
/// on the engine (as `solve` searches it), so that its extra houses count; `None` when the
/// state does not have the layout's shape.
pub(crate) fn solver_on(
    layout: &Layout,
    candidates: &crate::io::Candidates,
) -> Option<crate::Solver> {
    if layout.is_standard() {
        return Some(crate::Solver::from_candidates(candidates));
    }
    let shared = std::sync::Arc::new(layout.clone());
    let engine = Engine::from_candidates_with_layout(shared, candidates).ok()?;
    Some(crate::Solver::from_engine(engine))
}

/// Whether the puzzle of the givens alone (each given cell's one candidate, every other cell
/// open) has exactly one solution (a count up to two, bounded at [`UNIQUE_CHECK_NODES`]
/// nodes; false when the bound is hit). Avoidable Rectangles swap solved cells that are not
/// givens: the other grid breaks no given, so it is a second solution of that puzzle, which
/// they assume has one.
pub(super) fn givens_unique(engine: &Engine, givens: &[bool]) -> bool {
    let mut puzzle = engine.to_candidates();
    let full = NumberSet::full(engine.layout().side());
    for (c, &given) in givens.iter().enumerate() {
        let cell = Cell::new(c);
        if !given {
            puzzle.set(cell, full);
        } else if !puzzle.get(cell).is_single() {
            return false;
        }
    }
    let count = count_on(engine.layout(), &puzzle, UNIQUE_CHECK_NODES);
    count.count == 1 && count.limit.is_none()
}
