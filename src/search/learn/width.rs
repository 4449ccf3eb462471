//! The search with learning at the width its literals need: nogoods stored as `u16` words when
//! every literal fits (half the memory that propagation reads), as `u32` otherwise; chosen once,
//! at the start, each call dispatched once to a search compiled for its width.

use crate::io::Puzzle;
use crate::propagate::Engine;
use crate::search::limits::Limits;

use super::groups::Groups;
use super::nogoods::Word;
use super::{Found, Learner, ProofLog};

/// A search with learning, at one of the two widths.
#[derive(Debug)]
pub(crate) enum AnyLearner {
    Narrow(Learner<u16>),
    Wide(Learner<u32>),
}

/// What a search with learning did so far.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counts {
    pub guesses: u64,
    pub max_depth: usize,
    pub conflicts: u64,
    pub learned: u64,
    pub restarts: u64,
}

/// Runs `$body` with `$l` bound to the search inside `$learning`, whichever its width.
macro_rules! each {
    ($learning:expr, $l:ident => $body:expr) => {
        match $learning {
            AnyLearner::Narrow($l) => $body,
            AnyLearner::Wide($l) => $body,
        }
    };
}

impl AnyLearner {
    /// A search from the candidates of `engine` (already propagated; without contradiction).
    pub fn new(engine: &Engine) -> AnyLearner {
        let groups = Groups::new(engine);
        if 2 * groups.vars() <= u16::MAX as usize + 1 {
            AnyLearner::Narrow(Learner::with_groups(groups))
        } else {
            AnyLearner::Wide(Learner::with_groups(groups))
        }
    }

    /// See [`Learner::next`].
    pub fn next(&mut self, limits: &Limits, nodes: &mut u64) -> Found {
        each!(self, l => l.next(limits, nodes))
    }

    /// See [`Learner::lean_towards`].
    pub fn lean_towards(&mut self, grid: &Puzzle) {
        each!(self, l => l.lean_towards(grid))
    }

    /// See [`Learner::exclude`].
    pub fn exclude(&mut self, solution: &Puzzle) {
        each!(self, l => l.exclude(solution))
    }

    /// Makes the search log the nogoods it learns (see [`super::refute`]).
    pub(super) fn log_proof(&mut self) {
        each!(self, l => l.proof = Some(Box::default()))
    }

    /// The nogoods logged since [`AnyLearner::log_proof`].
    pub(super) fn take_proof(&mut self) -> ProofLog {
        each!(self, l => *l.proof.take().unwrap_or_default())
    }

    pub fn counts(&self) -> Counts {
        each!(self, l => counts(l))
    }
}

fn counts<W: Word>(l: &Learner<W>) -> Counts {
    Counts {
        guesses: l.guesses,
        max_depth: l.max_depth,
        conflicts: l.conflicts,
        learned: l.learned,
        restarts: l.restarts,
    }
}
