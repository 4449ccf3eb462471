//! What an explanation tells at its end: how it ended, the steps counted by technique, the
//! rating, and a hint's answer.

use crate::rules::Contradiction;

use super::scale::{Level, Rating};
use super::step::{Step, Technique};

/// How an explanation ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Every cell has its value.
    Solved,
    /// No technique applies any more: the puzzle needs search, or has several solutions, or
    /// none (the rating's [`Level`] says which).
    Stuck,
    /// The state has no solution.
    Contradiction {
        /// What is impossible, with the reason of the removal that exposed it, if any.
        contradiction: Contradiction,
        /// The steps taken before it showed: the contradiction follows step `after` (1-based);
        /// 0 when the starting state already was one.
        after: usize,
    },
    /// The time limit passed before the explanation ended
    /// ([`Explainer::with_deadline`](super::Explainer::with_deadline)): the steps taken so far
    /// stand, the rating is that of the hardest of them (a lower bound), the level is
    /// [`Level::Unknown`].
    Timeout,
}

impl Outcome {
    /// The kind of ending.
    pub fn ending(&self) -> Ending {
        match self {
            Outcome::Solved => Ending::Solved,
            Outcome::Stuck => Ending::Stuck,
            Outcome::Contradiction { .. } => Ending::Contradiction,
            Outcome::Timeout => Ending::Timeout,
        }
    }
}

/// How a puzzle's explanation ended, without the details.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// Every cell has its value.
    Solved,
    /// No technique applies: the puzzle needs search, or has several solutions, or none
    /// ([`Level`] says which).
    Stuck,
    /// A step exposed a contradiction (or the starting state was one): no solution.
    Contradiction,
    /// The time limit passed first: how the explanation would end is not known.
    Timeout,
}

impl Ending {
    /// The name in machine output: `solved`, `stuck`, `contradiction`, `timeout`.
    pub fn name(self) -> &'static str {
        match self {
            Ending::Solved => "solved",
            Ending::Stuck => "stuck",
            Ending::Contradiction => "contradiction",
            Ending::Timeout => "timeout",
        }
    }
}

/// How many steps of each technique an explanation used.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Counts([u32; COUNTED]);

/// Built-in techniques, then custom rules.
const COUNTED: usize = Technique::ALL.len() + crate::rules::custom::MAX_CUSTOM;

impl Default for Counts {
    fn default() -> Self {
        Counts([0; COUNTED])
    }
}

impl Counts {
    /// The steps of `technique`.
    pub fn get(&self, technique: Technique) -> u32 {
        self.0[technique.index()]
    }

    /// Every technique used, with its count, in the order of [`Technique::ALL`] (custom rules'
    /// last, in the order
    /// they were registered).
    pub fn iter(&self) -> impl Iterator<Item = (Technique, u32)> + '_ {
        let custom = crate::rules::custom::registered();
        let custom = custom.into_iter().map(|a| Technique::Custom(a.id()));
        Technique::ALL
            .into_iter()
            .chain(custom)
            .map(|t| (t, self.get(t)))
            .filter(|&(_, n)| n > 0)
    }

    /// The number of steps.
    pub fn total(&self) -> u32 {
        self.0.iter().sum()
    }

    pub(super) fn add(&mut self, technique: Technique) {
        self.0[technique.index()] += 1;
    }
}

/// A puzzle's rating: the hardest step on its simplest-first path, its level and what it used.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rated {
    /// How the explanation ended.
    pub outcome: Outcome,
    /// The hardest step's rating (0.0 without steps); after a timeout, of the steps taken
    /// before it.
    pub rating: Rating,
    /// The level: the rating's band when solved; when stuck, `needs_search` (one solution, or a
    /// bounded search could not tell), `several_solutions` or `no_solution`; `no_solution` after
    /// a contradiction; `unknown` after a timeout.
    pub level: Level,
    /// The steps of each technique.
    pub counts: Counts,
}

impl Rated {
    /// The number of steps taken.
    pub fn steps(&self) -> usize {
        self.counts.total() as usize
    }
}

/// The next step, or how the explanation ends when there is none.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Hint {
    /// The simplest step at this state.
    Step(Step),
    /// No step: the state is solved, stuck or a contradiction, or the time limit has passed.
    Done(Outcome),
}
