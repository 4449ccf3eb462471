//! A recorded explanation: the starting state, every step, the state reached, the outcome, and
//! its replay by the independent checker.

use std::sync::Arc;

use crate::io::Candidates;
use crate::layout::Layout;

use super::outcome::{Outcome, Rated};
use super::step::{Step, StepRef, Steps};
use super::verify::{Checker, Problem, Rejection};

/// A whole explanation: the starting state, every step, the state reached and the outcome.
#[derive(Clone, Debug)]
pub struct Trace {
    pub(super) layout: Arc<Layout>,
    pub(super) start: Candidates,
    /// The puzzle's givens by cell index, when it started from a puzzle or a pencilmark state
    /// that says (written with `+`).
    pub(super) givens: Option<Vec<bool>>,
    pub(super) steps: Steps,
    pub(super) end: Candidates,
    pub(super) rated: Rated,
}

impl Trace {
    /// The layout the steps refer to.
    pub fn layout(&self) -> &Arc<Layout> {
        &self.layout
    }

    /// The state the first step applies to (for a puzzle: the givens, their numbers removed
    /// from their peers).
    pub fn start(&self) -> &Candidates {
        &self.start
    }

    /// Which cells were given (by cell index), when the explanation started from a puzzle or
    /// from a pencilmark state that says (written with `+`); `None` from another pencilmark
    /// state, where a cell with one candidate that no peer has counts as given.
    pub fn givens(&self) -> Option<&[bool]> {
        self.givens.as_deref()
    }

    /// A checker at the start, told the givens when there are some (a pencilmark start that
    /// knows them tells the checker itself, with the cells written `+`).
    fn checker(&self) -> Checker<'_> {
        match &self.givens {
            Some(givens) if self.start.givens().is_none() => {
                Checker::with_givens(&self.layout, &self.start, givens)
            }
            _ => Checker::new(&self.layout, &self.start),
        }
        .expect("the trace's shape")
    }

    /// The steps, simplest first at each state.
    pub fn steps(&self) -> impl ExactSizeIterator<Item = StepRef<'_>> + '_ {
        self.steps.iter()
    }

    /// The steps as owned values.
    pub fn to_steps(&self) -> Vec<Step> {
        self.steps.iter().map(|s| s.to_step()).collect()
    }

    /// Step `i` (0-based), if there are that many.
    pub fn step(&self, i: usize) -> Option<StepRef<'_>> {
        (i < self.steps.len()).then(|| self.steps.get(i))
    }

    /// The number of steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether there is no step.
    pub fn is_empty(&self) -> bool {
        self.steps.len() == 0
    }

    /// The state just before step `index` (0-based): the start with the eliminations of the
    /// steps before it removed; `index == len()` gives the state after the last step. `None`
    /// past that.
    pub fn state_at(&self, index: usize) -> Option<Candidates> {
        if index > self.len() {
            return None;
        }
        let mut state = self.start.clone();
        for step in self.steps().take(index) {
            for &(cell, number) in step.eliminations {
                let mut set = state.get(cell);
                set.remove(number);
                state.set(cell, set);
            }
        }
        Some(state)
    }

    /// The state after the last step.
    pub fn end(&self) -> &Candidates {
        &self.end
    }

    /// How it ended.
    pub fn outcome(&self) -> Outcome {
        self.rated.outcome
    }

    /// The rating, level and technique counts.
    pub fn rated(&self) -> &Rated {
        &self.rated
    }

    /// Replays the steps from the start with the independent [`Checker`] (told the givens, when it started
    /// from a puzzle); an
    /// explanation that ends solved must also have placed every cell that was not given.
    ///
    /// # Errors
    ///
    /// The first step the checker rejects, or a cell of a solved ending no step placed
    /// ([`Problem::Unannounced`], blamed on the step after the last).
    pub fn verify(&self) -> Result<Candidates, Rejection> {
        let mut checker = self.checker();
        for (i, step) in self.steps.iter().enumerate() {
            checker
                .check(step)
                .map_err(|problem| Rejection::new(i, problem, &self.layout))?;
        }
        if self.rated.outcome == Outcome::Solved
            && let Some(cell) = checker.unplaced()
        {
            return Err(Rejection::new(
                self.steps.len(),
                Problem::Unannounced { cell },
                &self.layout,
            ));
        }
        Ok(checker.state())
    }
}
