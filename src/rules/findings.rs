//! The findings buffer: what rules report, one fixed-size record per finding, reused so no job
//! allocates.
//!
//! Every finding removes *rectangles*, each inside one house: a set of numbers from a set of
//! that house's cells. A naked subset removes its numbers from the other cells that hold them; a
//! hidden subset removes every other number from its cells; an intersection removes one number
//! from the cells of the other house outside the overlap; a fish removes its number from each
//! cover line outside the base lines, one rectangle per cover line. A pattern's rectangles are
//! pushed one after another with the same reason, so [`Findings::patterns`] gives each pattern
//! whole. Only edges still in the graph are removed, so a rectangle may be drawn generously.

use crate::layout::{House, NumberSet, PosSet};

use super::Reason;

/// Remove `numbers` from the cells of `house` at `cells`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Removal {
    /// The house the cells are counted in.
    pub house: House,
    /// The cells, as positions in `house`.
    pub cells: PosSet,
    /// The numbers to remove from each of them.
    pub numbers: NumberSet,
}

/// Findings of rule jobs: each a reason and a rectangle of candidates it removes.
#[derive(Clone, Debug, Default)]
pub struct Findings {
    reasons: Vec<Reason>,
    removals: Vec<Removal>,
}

impl Findings {
    /// An empty buffer.
    pub fn new() -> Findings {
        Findings {
            reasons: Vec::with_capacity(64),
            removals: Vec::with_capacity(64),
        }
    }

    /// Forgets every finding, keeping the memory.
    #[inline]
    pub fn clear(&mut self) {
        self.reasons.clear();
        self.removals.clear();
    }

    /// Adds a finding; one that removes nothing is dropped.
    #[inline]
    pub fn push(&mut self, reason: Reason, removal: Removal) {
        if !removal.cells.is_empty() && !removal.numbers.is_empty() {
            self.reasons.push(reason);
            self.removals.push(removal);
        }
    }

    /// The number of findings (rectangles).
    #[inline]
    pub fn len(&self) -> usize {
        self.reasons.len()
    }

    /// Whether there is no finding.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.reasons.is_empty()
    }

    /// Finding `i`.
    #[inline]
    pub fn get(&self, i: usize) -> (Reason, Removal) {
        (self.reasons[i], self.removals[i])
    }

    /// Every finding, in the order found.
    pub fn iter(&self) -> impl Iterator<Item = (Reason, Removal)> + '_ {
        self.reasons
            .iter()
            .copied()
            .zip(self.removals.iter().copied())
    }

    /// Every pattern, in the order found: a reason with the rectangles pushed for it one after
    /// another.
    pub fn patterns(&self) -> impl Iterator<Item = (Reason, &[Removal])> + '_ {
        let mut start = 0;
        std::iter::from_fn(move || {
            let reason = *self.reasons.get(start)?;
            let len = self.reasons[start..]
                .iter()
                .take_while(|&&r| r == reason)
                .count();
            let removals = &self.removals[start..start + len];
            start += len;
            Some((reason, removals))
        })
    }
}
