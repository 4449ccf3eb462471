//! Refutations with a proof: the search with learning run from a candidate state as it is (no
//! rule of the engine first), its learned nogoods logged in order, to the end without a
//! solution. Each nogood learned (first unique implication point, minimized, shrunk) follows
//! by unit propagation from the grid's rules, the state, and the nogoods before it (reverse
//! unit propagation, RUP), and the last contradiction comes at guess level 0: the log is a
//! certificate that a checker of its own can replay (`trace/verify/proof.rs`), as a SAT
//! solver's DRUP proof is checked. A search that finds a solution proves nothing (the nogood
//! blocking a solution is not implied) and gives no log.

use std::sync::Arc;

use crate::io::{Candidates, Puzzle};
use crate::layout::Layout;
use crate::propagate::Engine;
use crate::search::limits::Limits;

use super::{AnyLearner, Found, Lit};

/// The nogoods learned, in order: literal `2v` is candidate `v` (cell × side + number index)
/// placed, `2v + 1` removed; each nogood says one of its literals holds.
#[derive(Clone, Default, Debug)]
pub(crate) struct ProofLog {
    pub lits: Vec<Lit>,
    /// Where each nogood ends in `lits`.
    pub ends: Vec<u32>,
}

impl ProofLog {
    #[inline]
    pub(super) fn record(&mut self, nogood: impl Iterator<Item = Lit>) {
        self.lits.extend(nogood);
        self.ends.push(self.lits.len() as u32);
    }
}

/// What [`refute`] found.
pub(crate) enum Refuted {
    /// No solution: the nogoods that prove it.
    Proof(ProofLog),
    /// A solution (so nothing is proved).
    Solution(Puzzle),
    /// The node bound was hit first.
    Limit,
}

/// Searches `candidates` on `layout` with learning, at most `max_nodes` nodes (guesses), and
/// when it ends without a solution returns the nogoods it learned. The search starts from the
/// state as given: whatever it removes at its start is unit propagation (singles).
pub(crate) fn refute(layout: &Arc<Layout>, candidates: &Candidates, max_nodes: u64) -> Refuted {
    // Fails only when the layout is not of the state's shape: then nothing is proved.
    let Ok(engine) = Engine::from_candidates_with_layout(Arc::clone(layout), candidates) else {
        return Refuted::Limit;
    };
    let mut learner = AnyLearner::new(&engine);
    learner.log_proof();
    let limits = Limits::default().with_max_nodes(max_nodes);
    match learner.next(&limits, &mut 0) {
        Found::Exhausted => Refuted::Proof(learner.take_proof()),
        Found::Solution(p) => Refuted::Solution(p),
        Found::Limit(_) => Refuted::Limit,
    }
}
