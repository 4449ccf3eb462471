//! Events: optional observers of removals, values set and contradictions, free when absent.

use crate::layout::{Cell, Number};
use crate::rules::{Contradiction, Reason};

/// Sees every change the engine makes. Every method does nothing by default.
///
/// The engine is generic over its observer, so with [`NoObserver`] the calls compile to nothing.
///
/// # Examples
///
/// ```
/// use sudograph::{Config, Engine, Observer, Puzzle, Reason, Cell, Number};
///
/// #[derive(Default)]
/// struct Count { removed: usize, set: usize }
/// impl Observer for Count {
///     fn candidate_removed(&mut self, _: Cell, _: Number, _: &Reason) { self.removed += 1; }
///     fn value_set(&mut self, _: Cell, _: Number, _: &Reason) { self.set += 1; }
/// }
///
/// let puzzle: Puzzle = ".2..3.....4..1..".parse()?;
/// let mut engine = Engine::new(&puzzle);
/// let mut count = Count::default();
/// engine.propagate_with(&Config::default(), &mut count).unwrap();
/// assert!(engine.is_solved());
/// assert_eq!(count.set, 12, "every cell but the four givens");
/// # Ok::<(), sudograph::ParseError>(())
/// ```
pub trait Observer {
    /// Whether this observer ignores every event. Only then may a search take its
    /// bit-parallel path, which reports none (see [`Solver::with_bit_parallel`]).
    ///
    /// [`Solver::with_bit_parallel`]: crate::search::Solver::with_bit_parallel
    fn is_silent(&self) -> bool {
        false
    }

    /// `number` was removed from `cell`'s candidates.
    fn candidate_removed(&mut self, cell: Cell, number: Number, reason: &Reason) {
        let _ = (cell, number, reason);
    }

    /// `cell` is down to one candidate, `number`, after a removal for `reason`.
    fn value_set(&mut self, cell: Cell, number: Number, reason: &Reason) {
        let _ = (cell, number, reason);
    }

    /// Propagation found a contradiction.
    fn contradiction(&mut self, contradiction: &Contradiction) {
        let _ = contradiction;
    }

    /// Search went back to the node at `depth` (0 is the root): every removal since that node
    /// was made is undone.
    fn backtracked(&mut self, depth: usize) {
        let _ = depth;
    }
}

/// The observer that observes nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl Observer for NoObserver {
    fn is_silent(&self) -> bool {
        true
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    #[inline]
    fn is_silent(&self) -> bool {
        (**self).is_silent()
    }
    #[inline]
    fn candidate_removed(&mut self, cell: Cell, number: Number, reason: &Reason) {
        (**self).candidate_removed(cell, number, reason);
    }
    #[inline]
    fn value_set(&mut self, cell: Cell, number: Number, reason: &Reason) {
        (**self).value_set(cell, number, reason);
    }
    #[inline]
    fn contradiction(&mut self, contradiction: &Contradiction) {
        (**self).contradiction(contradiction);
    }
    #[inline]
    fn backtracked(&mut self, depth: usize) {
        (**self).backtracked(depth);
    }
}

/// An observer that records every removal with its reason, in order.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    /// Each removal: cell, number, reason.
    pub removals: Vec<(Cell, Number, Reason)>,
    /// Each value set: cell, number.
    pub values: Vec<(Cell, Number)>,
    /// The contradiction, if one was found.
    pub contradiction: Option<Contradiction>,
}

impl Observer for Recorder {
    fn candidate_removed(&mut self, cell: Cell, number: Number, reason: &Reason) {
        self.removals.push((cell, number, *reason));
    }
    fn value_set(&mut self, cell: Cell, number: Number, _: &Reason) {
        self.values.push((cell, number));
    }
    fn contradiction(&mut self, contradiction: &Contradiction) {
        self.contradiction = Some(*contradiction);
    }
}
